"""Bot studies: many engine-only games in process, spread over several cores, and the figures they give.

A study's numbers depend only on its arguments and seed, never on the machine or the number of cores: game i is
seeded SEED:i and seats the bots rotated by i, every game is played by the same pure function wherever it runs,
and the tallies are integer sums (order does not matter) until the report divides them once.

No click and no files here: the command line (api/cli.py) parses, calls `run`, and writes what it returns.
"""

import csv
import io
import math
import multiprocessing
import os
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import partial
from statistics import median

from engine.core import InvalidOptions, RulesError
from engine.games import get_ruleset

MAX_MOVES = 100_000             # bots that never end a game (two that never buy) are stopped, not waited on forever
MAX_CHUNK = 100                 # games a worker plays before reporting back (and the progress bar moves)
Z_95 = 1.959963984540054        # the standard normal quantile of 0.975
CONFIDENCE = {"level": 0.95, "method": "Wilson score interval"}
SOLO_CHECKPOINTS = (5, 10, 15, 20)
SOLO_PROVINCES = 4
DUMMY = "dummy"


class StudyError(ValueError):
    """The arguments of a study are wrong; `option` names the one to blame (players, kingdom, preset, sets...)."""

    def __init__(self, message: str, option: str):
        super().__init__(message)
        self.option = option


class SimulationError(RuntimeError):
    """A game of the study went wrong: a bot answered an illegal move, or the game never ended."""


@dataclass(frozen=True)
class Study:
    players: tuple = ("big-money", "big-money")
    games: int = 100
    seed: str = "1"
    ruleset: str = "dominion"
    kingdom: tuple | None = None        # ten card names, English or Czech
    preset: str | None = None
    sets: tuple | None = None           # a random kingdom per game from these card sets
    colony: bool | None = None          # None: the game's own rule (Prosperity setup)
    solo: bool = False                  # one bot against a passive dummy that never buys
    max_turns: int = 50                 # solo: a game is stopped after this many turns of the bot

    @property
    def names(self) -> list[str]:
        """Seat names, unique, in the order of --players (a seat keeps its name as the seating rotates)."""
        if self.solo:
            return [self.players[0], DUMMY]
        return [f"{bot} {slot}" for slot, bot in enumerate(self.players, start=1)]

    def seating(self, game: int) -> list[int]:
        """Which seat of --players sits at each place of the engine's table in game `game`: rotated by `game`,
        so every seat sits first equally often (the engine still draws who starts from the game's seed)."""
        count = len(self.names)
        return [(game + place) % count for place in range(count)]

    def game_seed(self, game: int) -> str:
        return f"{self.seed}:{game}"

    def options(self, game: int) -> dict:
        names = self.names
        options = {"players": [names[slot] for slot in self.seating(game)]}
        if self.kingdom is not None:
            options["kingdom"] = list(self.kingdom)
        if self.preset is not None:
            options["preset"] = self.preset
        if self.sets is not None:
            # a seed of its own, not the game's: one key for both would tie the kingdom to the opening shuffles
            options["random"] = {"sets": list(self.sets), "seed": f"{self.game_seed(game)}:kingdom"}
        if self.colony is not None:
            options["colony"] = self.colony
        return options

    def arguments(self) -> dict:
        return {"ruleset": self.ruleset, "players": list(self.players), "n": self.games, "seed": self.seed,
                "kingdom": list(self.kingdom) if self.kingdom is not None else None, "preset": self.preset,
                "sets": list(self.sets) if self.sets is not None else None, "colony": self.colony,
                "solo": self.solo, **({"max_turns": self.max_turns} if self.solo else {})}


def check(study: Study) -> Study:
    """Refuse a study that cannot run, before any game is played; StudyError names the argument at fault."""
    try:
        ruleset = get_ruleset(study.ruleset)
    except InvalidOptions as error:
        raise StudyError(str(error), "ruleset") from error
    bots = ruleset.bots()
    unknown = [bot for bot in study.players if bot not in bots]
    if unknown:
        raise StudyError(f"unknown bot {unknown[0]!r}; bots for {ruleset.id}: {', '.join(sorted(bots))}", "players")
    dominion_only = [name for name, value in (("kingdom", study.kingdom), ("preset", study.preset),
                                              ("sets", study.sets), ("colony", study.colony)) if value is not None]
    if study.solo:
        dominion_only.append("solo")
    if ruleset.id != "dominion" and dominion_only:
        name = dominion_only[0]
        raise StudyError(f"--{name} is a Dominion option; {ruleset.id} games are set up from --players alone",
                         name)
    if not study.players:
        raise StudyError(f"name one bot per seat; bots for {ruleset.id}: {', '.join(sorted(bots))}", "players")
    if study.solo and len(study.players) != 1:
        raise StudyError(f"a solo study takes one bot, not {len(study.players)}", "players")
    if not study.solo and len(study.players) == 1 and ruleset.id == "dominion":   # others say how many they take
        raise StudyError("a game takes at least two seats; for one bot alone, add --solo", "players")
    given = [name for name, value in (("kingdom", study.kingdom), ("preset", study.preset), ("sets", study.sets))
             if value is not None]
    if len(given) > 1:
        raise StudyError(f"give only one of --{', --'.join(given)}", given[1])
    if study.games < 1:
        raise StudyError("play at least one game", "games")
    if study.solo and study.max_turns < 1:
        raise StudyError("the turn cap is at least 1", "max-turns")
    for game in range(min(study.games, 2)):      # two games: the second one differs when kingdoms are random
        try:
            ruleset.setup(study.options(game), study.game_seed(game))
        except InvalidOptions as error:
            raise StudyError(str(error), given[0] if given else "players") from error
    return study


def chunks(games: int) -> list[range]:
    """The game indices cut into runs of the same length whatever the number of cores (about 100 pieces)."""
    size = max(1, min(MAX_CHUNK, games // 100))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


def run(study: Study, jobs: int | None = None, progress=None) -> dict:
    """Play the study over `jobs` processes (default: every core) and return its report.

    `progress(count)` is called in the calling process as each chunk of `count` games is done, never before the
    worker processes are started (a progress bar made on its first call starts no thread before a fork)."""
    check(study)
    jobs = max(1, jobs or os.cpu_count() or 1)
    pieces = chunks(study.games)
    tally = Tally.empty(study)
    started = time.perf_counter()
    if jobs == 1 or len(pieces) == 1:
        for piece in pieces:
            tally.add(play_chunk(study, piece))
            if progress:
                progress(len(piece))
    else:
        # imap_unordered: the tallies are sums, so the order chunks come back in changes nothing
        context = multiprocessing.get_context()
        with context.Pool(processes=min(jobs, len(pieces))) as pool:
            for done in pool.imap_unordered(partial(play_chunk, study), pieces):
                tally.add(done)
                if progress:
                    progress(done.games)
    seconds = time.perf_counter() - started
    report = tally.report(study)
    report["timing"] = {"seconds": round(seconds, 3), "games_per_second": round(study.games / seconds, 2)
                        if seconds > 0 else None, "jobs": jobs}
    return report


# --- one game -------------------------------------------------------------------------------------------------------

def passive_dummy(view: dict, decision: dict) -> dict:
    """The seat a solo bot plays against: it ends every phase, buys nothing, and gives the least any card asks."""
    choices = decision.get("choices")
    if choices is not None:
        for choice in choices:
            if "end" in choice:
                return choice
        declines = [c for c in choices if c.get("gain", "") is None]
        return declines[0] if declines else choices[0]
    pick = decision["pick"]
    return {"cards": sorted(pick["from"])[:pick["min"]]}


def play_chunk(study: Study, games: range) -> "Tally":
    """Play the games with these indices; a pure function of the study and the indices."""
    ruleset = get_ruleset(study.ruleset)
    bots = ruleset.bots()
    tally = Tally.empty(study)
    for game in games:
        try:
            if study.solo:
                tally.add_solo(game, _solo_game(ruleset, study, game, bots[study.players[0]]))
            else:
                tally.add_game(_versus_game(ruleset, study, game, [bots[bot] for bot in study.players]))
        except RulesError as error:
            raise SimulationError(f"game {game} (seed {study.game_seed(game)}): a bot made an illegal move: "
                                  f"{error}") from None
    return tally


def _versus_game(ruleset, study: Study, game: int, policies: list) -> dict:
    seating = study.seating(game)
    state = ruleset.setup(study.options(game), study.game_seed(game))
    first = None
    for _ in range(MAX_MOVES):
        decision = ruleset.decision(state)
        if decision is None:
            break
        if first is None:
            first = seating[decision.player]
        slot = seating[decision.player]
        ruleset.apply(state, policies[slot](ruleset.bot_view(state, decision.player), decision.to_dict()))
    else:
        raise SimulationError(f"the game seeded {study.game_seed(game)} did not end within {MAX_MOVES} moves")
    result = ruleset.result(state)
    board = ruleset.view(state, None)
    slots = len(seating)
    turns = [0] * slots
    for place, count in enumerate(result.turns):
        turns[seating[place]] = count
    return {"winners": sorted(seating[place] for place in result.winners), "turns": turns,
            "first_seat": seating[0], "went_first": first,
            "ending": result.ending,
            "colony": "Colony" in board.get("supply", {}), "kingdom": board.get("kingdom", [])}


DOMINION_ENDINGS = ("provinces", "colonies", "piles")


def _ending(supply: dict) -> str:
    """What ended the game: the Province pile, the Colony pile (Prosperity), or three empty Supply piles."""
    if supply.get("Province") == 0:
        return "provinces"
    if supply.get("Colony") == 0:
        return "colonies"
    return "piles"


def _solo_game(ruleset, study: Study, game: int, policy) -> dict:
    """The bot against a passive dummy, watched from the bot's own view after each of its turns.

    Stops when the game ends, at the turn cap, or once the bot has 4 Provinces and the last checkpoint is past.
    A checkpoint after the end of the game takes the money the bot finished with (its deck no longer changes)."""
    bot = study.seating(game).index(0)
    state = ruleset.setup(study.options(game), study.game_seed(game))
    money, reached, seen = {}, None, 0

    def after_turn(turn: int, owned: dict) -> None:
        nonlocal reached
        coins = _money(owned)
        for checkpoint in SOLO_CHECKPOINTS:
            if seen < checkpoint <= turn:
                money[checkpoint] = coins
        if reached is None and owned.get("Province", 0) >= SOLO_PROVINCES:
            reached = turn

    for _ in range(MAX_MOVES):
        decision = ruleset.decision(state)
        if decision is None:
            break
        if decision.player != bot:
            ruleset.apply(state, passive_dummy({}, decision.to_dict()))
            continue
        view = ruleset.bot_view(state, bot)
        turn = view["players"][bot]["turns"]
        if turn - 1 > seen:
            after_turn(turn - 1, view["players"][bot]["owned"])      # what the bot owns as its next turn begins
            seen = turn - 1
            if seen >= study.max_turns or (reached is not None and seen >= SOLO_CHECKPOINTS[-1]):
                break
        ruleset.apply(state, policy(view, decision.to_dict()))
    else:
        raise SimulationError(f"the game seeded {study.game_seed(game)} did not end within {MAX_MOVES} moves")
    finished = ruleset.decision(state) is None
    if finished:
        mine = ruleset.view(state, bot)["players"][bot]
        after_turn(mine["turns"], mine["owned"])
        seen = mine["turns"]
        for checkpoint in SOLO_CHECKPOINTS:
            money.setdefault(checkpoint, _money(mine["owned"]))
    return {"provinces": reached, "money": [money.get(c) for c in SOLO_CHECKPOINTS], "turns": seen,
            "finished": finished}


def _money(owned: dict) -> int:
    """The coins the Treasures a player owns make when played, at their printed value (Bank counts $0)."""
    from engine.dominion.cards import TREASURE, get

    return sum(get(name).coins * count for name, count in owned.items() if get(name).is_(TREASURE))


# --- tallies and the report -----------------------------------------------------------------------------------------

@dataclass
class Tally:
    """Integer counts of a set of games; two tallies of disjoint games add up to the tally of both."""
    games: int = 0
    wins: list = field(default_factory=list)        # per seat of --players
    ties: list = field(default_factory=list)        # a shared win, several winners
    losses: list = field(default_factory=list)
    shares: list = field(default_factory=list)      # wins with a shared win split, as numerator over `share_unit`
    turns: list = field(default_factory=list)
    first_seat: list = field(default_factory=list)
    went_first: list = field(default_factory=list)
    endings: Counter = field(default_factory=Counter)
    colony: int = 0
    kingdom_cards: Counter = field(default_factory=Counter)
    solo: dict = field(default_factory=dict)        # game index -> its solo figures

    SHARE_UNIT = 12                                 # a common multiple of 1, 2, 3, 4 winners: shares stay integers

    @classmethod
    def empty(cls, study: Study) -> "Tally":
        seats = len(study.names)
        return cls(**{name: [0] * seats for name in ("wins", "ties", "losses", "shares", "turns", "first_seat",
                                                       "went_first")})

    def add_game(self, game: dict) -> None:
        self.games += 1
        winners = game["winners"]
        for slot in range(len(self.wins)):
            if slot not in winners:
                self.losses[slot] += 1
            elif len(winners) == 1:
                self.wins[slot] += 1
            else:
                self.ties[slot] += 1
            if slot in winners:
                self.shares[slot] += self.SHARE_UNIT // len(winners)
            self.turns[slot] += game["turns"][slot]
        self.first_seat[game["first_seat"]] += 1
        if game["went_first"] is not None:
            self.went_first[game["went_first"]] += 1
        self.endings[game["ending"]] += 1
        self.colony += game["colony"]
        self.kingdom_cards.update(game["kingdom"])

    def add_solo(self, index: int, game: dict) -> None:
        self.games += 1
        self.solo[index] = game

    def add(self, other: "Tally") -> None:
        self.games += other.games
        for name in ("wins", "ties", "losses", "shares", "turns", "first_seat", "went_first"):
            setattr(self, name, [a + b for a, b in zip(getattr(self, name), getattr(other, name))])
        self.endings.update(other.endings)
        self.colony += other.colony
        self.kingdom_cards.update(other.kingdom_cards)
        self.solo.update(other.solo)

    def report(self, study: Study) -> dict:
        return _solo_report(self, study) if study.solo else _versus_report(self, study)


def wilson(successes: int, trials: int, z: float = Z_95) -> list[float]:
    """The Wilson score interval of a binomial proportion (95% with the default z)."""
    if trials == 0:
        return [0.0, 1.0]
    p = successes / trials
    denominator = 1 + z * z / trials
    center = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return [round(max(0.0, center - half), 6), round(min(1.0, center + half), 6)]


def _rate(count: int | float, total: int) -> float:
    return round(count / total, 6) if total else 0.0


def _figures(wins, ties, losses, shares, turns, trials) -> dict:
    return {"wins": wins, "ties": ties, "losses": losses, "win_rate": _rate(wins, trials),
            "tie_rate": _rate(ties, trials), "loss_rate": _rate(losses, trials),
            "win_rate_ci": wilson(wins, trials), "win_share": _rate(shares / Tally.SHARE_UNIT, trials),
            "avg_turns": round(turns / trials, 3) if trials else 0.0}


def _versus_report(tally: Tally, study: Study) -> dict:
    n = tally.games
    seats = []
    for slot, (name, bot) in enumerate(zip(study.names, study.players)):
        seats.append({"seat": slot, "name": name, "bot": bot,
                      **_figures(tally.wins[slot], tally.ties[slot], tally.losses[slot], tally.shares[slot],
                                 tally.turns[slot], n),
                      "first_seat_games": tally.first_seat[slot], "went_first": tally.went_first[slot]})
    bots = {}
    for bot in dict.fromkeys(study.players):
        mine = [slot for slot, b in enumerate(study.players) if b == bot]
        # a bot in several seats counts per seat: two Big Money seats read 50% each, not 100%
        counts = [sum(getattr(tally, name)[slot] for slot in mine)
                  for name in ("wins", "ties", "losses", "shares", "turns")]
        bots[bot] = {"seats": len(mine), "games": n, **_figures(*counts, n * len(mine))}
    # Dominion's three endings always appear; a game that reports endings of its own (Oath: the victory and its
    # round) lists those it saw
    kinds = DOMINION_ENDINGS if set(tally.endings) <= set(DOMINION_ENDINGS) else sorted(tally.endings)
    endings = {kind: _rate(tally.endings[kind], n) for kind in kinds}
    report = {"ruleset": study.ruleset, "mode": "versus", "games": n, "arguments": study.arguments(),
              "confidence": CONFIDENCE, "bots": bots, "seats": seats, "endings": endings,
              "avg_game_turns": round(sum(tally.turns) / n, 3)}
    if kinds == DOMINION_ENDINGS:       # the Dominion figures, only where they mean something
        report.update(piles_share=endings["piles"], colony_share=_rate(tally.colony, n))
    if study.sets is not None:
        report["kingdom_cards"] = dict(sorted(tally.kingdom_cards.items(), key=lambda item: (-item[1], item[0])))
    return report


def _solo_report(tally: Tally, study: Study) -> dict:
    games = [tally.solo[index] for index in sorted(tally.solo)]
    reached = sorted(game["provinces"] for game in games if game["provinces"] is not None)
    money = {}
    for position, checkpoint in enumerate(SOLO_CHECKPOINTS):
        values = [game["money"][position] for game in games if game["money"][position] is not None]
        money[str(checkpoint)] = round(sum(values) / len(values), 3) if values else None
    provinces = {"reached": len(reached), "reached_share": _rate(len(reached), len(games)),
                 "mean": round(sum(reached) / len(reached), 3) if reached else None,
                 "median": median(reached) if reached else None,
                 "histogram": {str(turn): count for turn, count in sorted(Counter(reached).items())}}
    return {"ruleset": study.ruleset, "mode": "solo", "games": len(games), "bot": study.players[0],
            "arguments": study.arguments(), "opponent": "a passive dummy: ends every phase, buys nothing",
            "turns_to_4_provinces": provinces, "money_by_turn": money,
            "money_note": "coins of the Treasures owned after that many turns of the bot, at printed value",
            "capped": sum(1 for game in games if not game["finished"] and game["provinces"] is None)}


# --- presenting a report --------------------------------------------------------------------------------------------

def summary(report: dict) -> list[str]:
    """The report as lines of text for a terminal."""
    return _solo_summary(report) if report["mode"] == "solo" else _versus_summary(report)


def _percent(value: float) -> str:
    return f"{value:.1%}"


def _versus_summary(report: dict) -> list[str]:
    seats = report["seats"]
    width = max(len("seat"), *(len(row["name"]) for row in seats))
    lines = [f"{'seat':<{width}}  {'wins':>6}  {'ties':>5}  {'losses':>6}  {'win rate':>8}  "
             f"{'95% CI (Wilson)':<17}  {'avg turns':>9}"]
    for row in seats:
        low, high = row["win_rate_ci"]
        lines.append(f"{row['name']:<{width}}  {row['wins']:>6}  {row['ties']:>5}  {row['losses']:>6}  "
                     f"{_percent(row['win_rate']):>8}  {'[' + _percent(low) + ', ' + _percent(high) + ']':<17}  "
                     f"{row['avg_turns']:>9.1f}")
    endings = report["endings"]
    if set(endings) == set(DOMINION_ENDINGS):
        ended = f"ended on Provinces {_percent(endings['provinces'])}"
        if endings["colonies"] or report["colony_share"]:
            ended += f", on Colonies {_percent(endings['colonies'])}"
        ended += f", on piles {_percent(endings['piles'])}"
    else:
        ended = "ended by " + "; ".join(f"{kind} ({_percent(share)})" for kind, share in endings.items())
    lines.append(f"{ended}; a tie is a shared win; seats rotate each game")
    lines.append(_timing_line(report, f"{report['avg_game_turns']:.1f} turns per game"))
    return lines


def _solo_summary(report: dict) -> list[str]:
    provinces, n = report["turns_to_4_provinces"], report["games"]
    cap = report["arguments"]["max_turns"]
    lines = [f"{report['bot']} alone against a passive dummy, {n} games"]
    if provinces["reached"]:
        lines.append(f"turns to 4 Provinces: mean {provinces['mean']:.2f}, median {provinces['median']:g} "
                     f"(reached in {_percent(provinces['reached_share'])} of games within {cap} turns)")
    else:
        lines.append(f"turns to 4 Provinces: never reached within {cap} turns")
    money = ", ".join(f"turn {turn} ${value:.2f}" for turn, value in report["money_by_turn"].items()
                      if value is not None)
    lines.append(f"money (coins of Treasures owned) after {money}")
    lines.append(_timing_line(report))
    return lines


def _timing_line(report: dict, extra: str = "") -> str:
    timing = report["timing"]
    speed = f"{timing['games_per_second']:.1f} games per second" if timing["games_per_second"] else "instant"
    jobs = f"{timing['jobs']} process{'es' if timing['jobs'] > 1 else ''}"
    return f"{report['games']} games in {timing['seconds']:.2f} s on {jobs}: {speed}" + (f", {extra}" if extra else "")


def csv_text(report: dict) -> str:
    """One row per seat (a bot's seats each have a row), or the one row of a solo study."""
    buffer = io.StringIO()
    arguments = report["arguments"]
    common = {"ruleset": report["ruleset"], "games": report["games"], "seed": arguments["seed"],
              "players": ",".join(arguments["players"])}
    if report["mode"] == "solo":
        provinces = report["turns_to_4_provinces"]
        row = {**common, "bot": report["bot"], "provinces_4_reached": provinces["reached"],
               "provinces_4_reached_share": provinces["reached_share"], "provinces_4_mean": provinces["mean"],
               "provinces_4_median": provinces["median"],
               **{f"money_after_turn_{turn}": value for turn, value in report["money_by_turn"].items()}}
        rows = [row]
    else:
        rows = [{**common, "seat": row["seat"], "name": row["name"], "bot": row["bot"], "wins": row["wins"],
                 "ties": row["ties"], "losses": row["losses"], "win_rate": row["win_rate"],
                 "win_rate_ci_low": row["win_rate_ci"][0], "win_rate_ci_high": row["win_rate_ci"][1],
                 "tie_rate": row["tie_rate"], "loss_rate": row["loss_rate"], "win_share": row["win_share"],
                 "avg_turns": row["avg_turns"],
                 **({"piles_share": report["piles_share"]} if "piles_share" in report else {})}
                for row in report["seats"]]
    writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return buffer.getvalue()


def study_from(players, games, seed, **options) -> Study:
    """A Study from command-line style values (comma-separated strings become tuples)."""
    def split(text):
        return tuple(item.strip() for item in text.split(",") if item.strip()) if text is not None else None

    study = Study(players=split(players) or (), games=games, seed=str(seed))
    changes = {key: value for key, value in options.items() if value is not None}
    for key in ("kingdom", "sets"):
        if key in changes:
            changes[key] = split(changes[key])
    return replace(study, **changes)
