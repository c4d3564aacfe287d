"""Engine only: how the Oath bots play, Oath by Oath and seat by seat (issue 20's figures).

    python bench/oath_bots.py [GAMES] [OTHER] [ONE]
        (or BENCH_OATH_BOTS_GAMES, BENCH_OATH_BOTS_OTHER, BENCH_OATH_BOTS_ONE; default 40 games,
        OTHER = ONE = GAMES // 4; BENCH_OATH_BOTS_JOBS processes, default one per core)

- `oath` at every seat: for each Oath, GAMES games at 4 seats and OTHER games at 3, 5 and 6 seats (new chronicles
  sworn to that Oath, ruleset version 2): the Chancellor's side's wins (Chancellor and Successor), the Exiles' wins
  (Usurper and Visionary each), and under Supremacy the share of games in which an Exile held the title;
- one `oath` seat against three `random` seats, and against three `oath-easy` seats, in every seat at 4 seats
  (ONE games for each seat, the Oaths in turn), and ONE more as a Citizen (the seat after the Chancellor, its
  board on the Citizen side): that seat's wins by its starting role, beside what the same seat wins in the same
  games played by the other bot at every seat (the seat's share when it is no better);
- games per second (CPU seconds of this process) of the `oath` bot at each seat count: the issue's goal is a 4-seat
  game in under 1 s on one core.

Seeds are oath-bots:<table>:<n>, so a run is repeatable, and the figures are the same however many processes play
the games (each game's CPU seconds are its own process's). The issue's goals are checked at every seat count.
"""

import dataclasses
import os
import sys
import time
from collections import Counter
from contextlib import nullcontext
from multiprocessing import Pool

from tqdm import tqdm

from engine.core.selfplay import play
from engine.games import get_ruleset
from engine.oath.bots import BOTS
from engine.oath.chronicle import encode, new_chronicle

OATH = get_ruleset("oath")
OATHS = ("Supremacy", "People", "Devotion", "Protection")
MAX_MOVES = 20_000


def sworn(oath: str, citizens: tuple = ()) -> str:
    """A new chronicle (Law 1) whose goal tile is `oath`, with the boards of `citizens` on their Citizen side."""
    chronicle = new_chronicle()
    boards = {**chronicle.boards, **{colour: "Citizen" for colour in citizens}}
    return encode(dataclasses.replace(chronicle, oath=oath, boards=boards))


CHRONICLES = {oath: sworn(oath) for oath in OATHS}
# Law 1.9: the seat after the Chancellor takes the Red board, here on its Citizen side
CITIZEN_CHRONICLES = {oath: sworn(oath, ("Red",)) for oath in OATHS}


@dataclasses.dataclass
class Game:
    oath: str
    seats: int
    winner: int
    side: str                   # the winner's side when the game ended
    kind: str                   # Chancellor, Successor, Usurper or Visionary
    exile_titled: bool          # an Exile held the title at some point
    seconds: float
    roles: list                 # each seat's starting side


def kind_of(outcome: dict, side: str) -> str:
    """The win, as the issue counts it: the Chancellor's side (3.3, 3.4.1, 3.4.4 and the Successor, 3.3.1) or an
    Exile's, by the title (3.1, 3.4.2) or by a Vision (3.2, 3.4.3)."""
    if side == "Exile":
        return "Usurper" if outcome["rule"] in ("Law 3.1", "Law 3.4.2") else "Visionary"
    return "Successor" if outcome["victory"] == "Successor" else "Chancellor"


def play_game(oath: str, seats: int, seed: str, policies: list, citizen: bool = False) -> Game:
    chronicle = (CITIZEN_CHRONICLES if citizen else CHRONICLES)[oath]
    options = {"players": [f"bot {seat + 1}" for seat in range(seats)], "chronicle": chronicle}
    started = time.process_time()
    state = OATH.setup(options, seed, 2)
    board = state.board
    roles = [player.side for player in board.players]
    titled = []

    def watch(decision, move):
        if not titled and not board.finished and board.players[board.title_holder].side == "Exile":
            titled.append(True)
    play(OATH, state, policies, MAX_MOVES, on_move=watch)
    outcome = board.outcome
    side = board.players[outcome["winner"]].side
    return Game(oath, seats, outcome["winner"], side, kind_of(outcome, side), bool(titled),
                time.process_time() - started, roles)


def share(part: int, whole: int) -> str:
    return f"{100 * part / whole:5.1f}%" if whole else "   - "


def played_by(spec: tuple) -> Game:
    """One game from (oath, seats, seed, bot ids seat by seat, Citizen chronicle): what a worker process plays."""
    oath, seats, seed, ids, citizen = spec
    return play_game(oath, seats, seed, [BOTS[bot] for bot in ids], citizen)


def play_all(specs: list, label: str, pool) -> list:
    """The games of `specs`, in order, played by the pool's processes (or here without one), with a progress bar."""
    games = pool.imap(played_by, specs, chunksize=4) if pool else map(played_by, specs)
    return list(tqdm(games, total=len(specs), desc=label, unit="game", file=sys.stderr, leave=False))


def all_oath(games: int, seats: int, pool=None) -> list:
    specs = [(oath, seats, f"oath-bots:all:{seats}:{oath}:{n}", ["oath"] * seats, False)
             for oath in OATHS for n in range(games)]
    return play_all(specs, f"oath at {seats} seats", pool)


def report_all(played: list, seats: int) -> None:
    print(f"`oath` at all {seats} seats: wins by side and kind (share of games)")
    print("  Oath        games  Chancellor's side  Exiles  Usurper  Visionary  Exile held the title")
    for oath in OATHS:
        games = [game for game in played if game.oath == oath]
        kinds = Counter(game.kind for game in games)
        imperial = kinds["Chancellor"] + kinds["Successor"]
        exiles = kinds["Usurper"] + kinds["Visionary"]
        titled = share(sum(game.exile_titled for game in games), len(games)) if oath == "Supremacy" else "   - "
        print(f"  {oath:<10} {len(games):6}  {share(imperial, len(games)):>17}  {share(exiles, len(games))}  "
              f"{share(kinds['Usurper'], len(games)):>7}  {share(kinds['Visionary'], len(games)):>9}  {titled:>20}")


def one_against(games: int, others: str, bot: str = "oath", pool=None) -> dict:
    """One `bot` seat against three `others` at 4 seats, in each seat in turn: its wins by its starting role."""
    # in each seat, then as a Citizen: the seat after the Chancellor on the Citizen side
    tables = [(seat, str(seat), False) for seat in range(4)] + [(1, "citizen", True)]
    seats = [seat for seat, _, _ in tables for _ in range(games)]
    specs = [(OATHS[n % len(OATHS)], 4, f"oath-bots:{others}:{name}:{n}",
              [bot if index == seat else others for index in range(4)], citizen)
             for seat, name, citizen in tables for n in range(games)]
    tally = {}
    for seat, game in zip(seats, play_all(specs, f"{bot} against {others}", pool)):
        role = game.roles[seat]
        won, count = tally.get(role, (0, 0))
        tally[role] = (won + (game.winner == seat), count + 1)
    return tally


def verdicts(played: dict, against_random: dict, speed: float) -> list:
    """Issue 20's goals, each PASS or MISS: the balance of `oath` games at each seat count, the `oath` seat against
    three `random` seats, and the speed of a 4-seat game."""
    lines = []

    def verdict(ok: bool, text: str) -> None:
        lines.append(f"  {'PASS' if ok else 'MISS'} {text}")
    for seats, games_played in sorted(played.items()):
        for oath in OATHS:
            games = [game for game in games_played if game.oath == oath]
            kinds = Counter(game.kind for game in games)
            count = len(games)
            imperial, exiles = kinds["Chancellor"] + kinds["Successor"], kinds["Usurper"] + kinds["Visionary"]
            where = f"{seats} seats, {oath}:"
            verdict(imperial <= 0.6 * count, f"{where} the Chancellor's side wins at most 60% ({share(imperial, count)})")
            verdict(exiles >= 0.2 * count, f"{where} the Exiles win at least 20% ({share(exiles, count)})")
            verdict(min(kinds["Usurper"], kinds["Visionary"]) >= 0.03 * count,
                    f"{where} Usurper and Visionary each at least 3% ({share(kinds['Usurper'], count)}, "
                    f"{share(kinds['Visionary'], count)})")
            if oath == "Supremacy":
                titled = sum(game.exile_titled for game in games)
                verdict(titled >= 0.25 * count, f"{where} an Exile holds the title in at least 25% of games "
                                                f"({share(titled, count)})")
    for role, (won, count) in sorted(against_random.items()):
        verdict(won >= 0.9 * count, f"`oath` against three `random` seats wins at least 90% as {role} "
                                    f"({share(won, count)})")
    verdict(speed > 1, f"a 4-seat bot game in under 1 s on one core ({1 / speed:.2f} s)")
    return lines


def main() -> None:
    def given(index: int, name: str, default: int) -> int:
        return int(sys.argv[index] if len(sys.argv) > index else os.environ.get(name, default))

    games = given(1, "BENCH_OATH_BOTS_GAMES", 40)
    other = given(2, "BENCH_OATH_BOTS_OTHER", max(1, games // 4))
    one = given(3, "BENCH_OATH_BOTS_ONE", max(1, games // 4))
    jobs = int(os.environ.get("BENCH_OATH_BOTS_JOBS") or os.cpu_count() or 1)
    with Pool(jobs) if jobs > 1 else nullcontext() as pool:
        speeds, played = {}, {}
        for seats, count in ((4, games), (3, other), (5, other), (6, other)):
            played[seats] = all_oath(count, seats, pool)
            report_all(played[seats], seats)
            speeds[seats] = len(played[seats]) / sum(game.seconds for game in played[seats])
        against = {}
        for others in ("random", "oath-easy"):
            print(f"one `oath` seat against three `{others}` seats at 4 seats ({one} games in each seat): its wins, "
                  f"and the same seat's when `{others}` plays it")
            alone = one_against(one, others, others, pool)
            against[others] = one_against(one, others, pool=pool)
            for role, (won, count) in sorted(against[others].items()):
                print(f"  as {role:<10} {share(won, count)} of {count}   (`{others}` there: "
                      f"{share(*alone[role])})")
    print("`oath` bot games per CPU second: " + ", ".join(f"{seats} seats {rate:.2f} ({1 / rate:.2f} s a game)"
                                                         for seats, rate in sorted(speeds.items())))
    print(f"goals (issue 20), {jobs} processes:")
    print("\n".join(verdicts(played, against["random"], speeds[4])))


if __name__ == "__main__":
    main()
