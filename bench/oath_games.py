"""Engine only: Oath bot games per second, and Oath replay moves per second, on one core.

    python bench/oath_games.py [GAMES] [SEATS] [ROUNDS] [OATH_GAMES]
        (or BENCH_OATH_GAMES, BENCH_OATH_SEATS, BENCH_OATH_ROUNDS, BENCH_OATH_BOT_GAMES; default 20 games, 4 seats,
        1 round, 10 `oath` games)
    BENCH_BASELINE=/an/older/checkout python bench/oath_games.py 40 4 3      (the same figures of that code beside)
    BENCH_OATH_VERSION=4 python bench/oath_games.py 40 4 3      (games of another ruleset version, which a baseline
        must know: version 4's hash leaves out the Act phase's choices)

Each round plays the same GAMES games of the `oath-easy` bot (the quick one: the engine is measured) at SEATS seats
(seeds oath-bench:0 .., ruleset version 2 unless BENCH_OATH_VERSION says, a new chronicle), then replays each from its
moves alone, as a ledger rebuilds a game from its events: without a hash, and with the state hash after every move (as
a verified replay checks it); then it plays OATH_GAMES games of the goal-directed `oath` bot at every seat. Times are CPU seconds of
the process that plays (a child process for each round: bench/beside.py), so neighbours' load on the machine counts
less; with several rounds the best and the median are printed.
"""

import inspect
import json
import os
import statistics
import sys
import time

from beside import THIS, baseline, figures_only, rounds, summary, table

MAX_MOVES = 20_000
VERSION = int(os.environ.get("BENCH_OATH_VERSION", 2))


def _as_bots_are_asked():
    """A decision as the service hands it to a bot (Moves.play_bots): without the words of its choices, which no bot
    reads; as a whole in a baseline's older engine, which words every decision it hands over."""
    from engine.core import Decision

    if "words" in inspect.signature(Decision.to_dict).parameters:
        return lambda decision: decision.to_dict(words=False)
    return Decision.to_dict


def play(games: int, seats: int, bot: str, prefix: str) -> tuple[float, list]:
    """CPU seconds taken by `games` games of `bot` at every seat, and each game's moves."""
    from engine.core.selfplay import seated
    from engine.games import get_ruleset

    oath = get_ruleset("oath")
    policies = seated([oath.bots()[bot]], seats)
    asked = _as_bots_are_asked()
    options = {"players": [f"bot {seat + 1}" for seat in range(seats)]}
    played = []
    started = time.process_time()
    for i in range(games):
        state = oath.setup(options, f"{prefix}:{i}", VERSION)
        moves = []
        for _ in range(MAX_MOVES):
            decision = oath.decision(state)
            if decision is None:
                break
            move = policies[decision.player](oath.bot_view(state, decision.player), asked(decision))
            oath.apply(state, move)
            moves.append(move)
        played.append((options, f"{prefix}:{i}", moves))
    return time.process_time() - started, played


def replay(played: list, hashed: bool) -> float:
    """CPU seconds to rebuild every game from its moves (and hash after each one, if `hashed`)."""
    from engine.games import get_ruleset

    oath = get_ruleset("oath")
    started = time.process_time()
    for options, seed, moves in played:
        state = oath.setup(options, seed, VERSION)
        for move in moves:
            oath.apply(state, move)
            if hashed:
                oath.state_hash(state)
    return time.process_time() - started


def figures(games: int, seats: int, oath_games: int) -> dict:
    seconds, played = play(games, seats, "oath-easy", "oath-bench")
    oath_seconds, _ = play(oath_games, seats, "oath", "oath-bench:oath")
    return {"games": games, "seconds": seconds, "moves": sum(len(game[2]) for game in played),
            "replay": replay(played, False), "hashed": replay(played, True), "oath_games": oath_games,
            "oath_seconds": oath_seconds}


def rates(taken: dict) -> dict:
    """Per second of CPU: oath-easy games and moves, replayed moves without and with hashes, `oath` games."""
    return {"games": taken["games"] / taken["seconds"], "moves": taken["moves"] / taken["seconds"],
            "replay": taken["moves"] / taken["replay"], "hashed": taken["moves"] / taken["hashed"],
            "oath": taken["oath_games"] / taken["oath_seconds"]}


def rows(seats: int, by_side: dict) -> list:
    return [(f"oath-easy games at {seats} seats per second", {side: r["games"] for side, r in by_side.items()}),
            (f"`oath` games at {seats} seats per second", {side: r["oath"] for side, r in by_side.items()}),
            ("replay moves per second", {side: r["replay"] for side, r in by_side.items()}),
            ("hashed replay moves per second", {side: r["hashed"] for side, r in by_side.items()})]


def main():
    def given(index: int, name: str, default: int) -> int:
        return int(sys.argv[index] if len(sys.argv) > index else os.environ.get(name, default))

    only = figures_only()
    games, seats = given(1, "BENCH_OATH_GAMES", 20), given(2, "BENCH_OATH_SEATS", 4)
    count, oath_games = given(3, "BENCH_OATH_ROUNDS", 1), given(4, "BENCH_OATH_BOT_GAMES", 10)
    if only:
        print(json.dumps(figures(games, seats, oath_games)))
        return
    print(f"Oath ruleset version {VERSION}")
    if baseline():
        print(f"this code beside the baseline {baseline()} (BENCH_BASELINE), measured in turns")
    per_round = []
    for number, taken in enumerate(rounds("oath_games.py", [games, seats, count, oath_games], count), start=1):
        mine = taken[THIS]
        label = f"round {number}: " if count > 1 else ""
        print(f"{label}{games} Oath bot games at {seats} seats in {mine['seconds']:.2f} CPU s "
              f"({mine['moves'] / games:.0f} moves a game)")
        rate = {side: rates(figures) for side, figures in taken.items()}
        print(f"  {rate[THIS]['games']:.2f} games per second, {rate[THIS]['moves']:.0f} moves per second")
        print(f"  replay: {rate[THIS]['replay']:.0f} moves per second; with a state hash after every move: "
              f"{rate[THIS]['hashed']:.0f}")
        print(f"  `oath` at every seat: {oath_games} games in {mine['oath_seconds']:.2f} CPU s, "
              f"{rate[THIS]['oath']:.2f} games per second")
        per_round.append(rows(seats, rate))
        if len(taken) > 1:
            table(per_round[-1])
    if count > 1:
        for index, label in enumerate(("games per second", "`oath` games per second", "replay moves per second",
                                       "hashed replay moves per second")):
            values = [figures[index][1][THIS] for figures in per_round]
            print(f"best {max(values):.1f}, median {statistics.median(values):.1f} {label} over {count} rounds")
        if baseline():
            print(f"median of {count} rounds, CPU seconds of each side's own process:")
            table(summary(per_round))


if __name__ == "__main__":
    main()
