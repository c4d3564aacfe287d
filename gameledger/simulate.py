"""Bot studies: many engine-only games in process, spread over several cores, and the figures they give.

A study's numbers depend only on its arguments and seed, never on the machine or the number of cores: game i is
seeded SEED:i and seats the bots rotated by i, every game is played by the same pure function wherever it runs,
and the tallies are integer sums (order does not matter) until the report divides them once.

No click and no files here: the command line (gameledger/cli.py) parses, calls `run`, and writes what it returns.
Nothing here knows a game: each game's endings come through its typed result, and a game's own studies (Dominion's
match kingdom and solo study) through `Ruleset.studies`.
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

from engine.core import InvalidOptions, RulesError
from engine.core.selfplay import TooLong, self_play
from engine.games import get_ruleset

MAX_MOVES = 100_000             # bots that never end a game (two that never buy) are stopped, not waited on forever
MAX_CHUNK = 100                 # games a worker plays before reporting back (and the progress bar moves)
Z_95 = 1.959963984540054        # the standard normal quantile of 0.975
CONFIDENCE = {"level": 0.95, "method": "Wilson score interval"}
DUMMY = "dummy"
# The simulator's options, and the ruleset option each sets: a game that takes none of them refuses it.
SETUP_OPTIONS = {"kingdom": "kingdom", "preset": "preset", "sets": "random", "colony": "colony"}


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
        studies = get_ruleset(self.ruleset).studies
        if studies and self.kingdom is None and self.preset is None and self.sets is None:
            options.update(studies.match_options(self.players, self.seed))      # one setup for the whole study
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
    foreign = [name for name, option in SETUP_OPTIONS.items()
               if getattr(study, name) is not None and option not in ruleset.options]
    if study.solo and ruleset.studies is None:
        foreign.append("solo")
    if foreign:
        raise StudyError(f"--{foreign[0]} is not an option of {ruleset.id}; its games are set up from --players "
                         f"alone", foreign[0])
    if not study.players:
        raise StudyError(f"name one bot per seat; bots for {ruleset.id}: {', '.join(sorted(bots))}", "players")
    if study.solo and len(study.players) != 1:
        raise StudyError(f"a solo study takes one bot, not {len(study.players)}", "players")
    if not study.solo:
        try:
            ruleset.check_players(len(study.players))
        except InvalidOptions as error:
            alone = "; for one bot alone, add --solo" if ruleset.studies and len(study.players) == 1 else ""
            raise StudyError(f"{error}{alone}", "players") from error
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

def play_chunk(study: Study, games: range) -> "Tally":
    """Play the games with these indices; a pure function of the study and the indices."""
    ruleset = get_ruleset(study.ruleset)
    bots = ruleset.bots()
    tally = Tally.empty(study)
    for game in games:
        try:
            if study.solo:
                bot = study.seating(game).index(0)
                tally.add_solo(game, ruleset.studies.solo_game(ruleset, study.options(game), study.game_seed(game),
                                                               bot, bots[study.players[0]], study.max_turns,
                                                               MAX_MOVES))
            else:
                tally.add_game(_versus_game(ruleset, study, game, [bots[bot] for bot in study.players]))
        except RulesError as error:
            raise SimulationError(f"game {game} (seed {study.game_seed(game)}): a bot made an illegal move: "
                                  f"{error}") from None
    return tally


def _versus_game(ruleset, study: Study, game: int, policies: list) -> dict:
    seating = study.seating(game)
    movers = []

    def first_mover(decision, move):
        if not movers:
            movers.append(seating[decision.player])

    try:
        state = self_play(ruleset, study.options(game), study.game_seed(game),
                          [policies[slot] for slot in seating], MAX_MOVES, on_move=first_mover)
    except TooLong:
        raise SimulationError(f"the game seeded {study.game_seed(game)} did not end within {MAX_MOVES} moves")
    first = movers[0] if movers else None
    result = ruleset.result(state)
    turns = [0] * len(seating)
    for place, count in enumerate(result.turns):
        turns[seating[place]] = count
    return {"winners": sorted(seating[place] for place in result.winners), "turns": turns,
            "first_seat": seating[0], "went_first": first, "ending": result.ending,
            "colony": bool(result.details.get("colony")), "kingdom": result.details.get("kingdom", [])}


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
    # a game's endings always listed (Dominion's three), then any other it saw (Oath: the victory and its round)
    fixed = get_ruleset(study.ruleset).endings
    kinds = list(fixed) + sorted(set(tally.endings) - set(fixed))
    endings = {kind: _rate(tally.endings[kind], n) for kind in kinds}
    report = {"ruleset": study.ruleset, "mode": "versus", "games": n, "arguments": study.arguments(),
              "confidence": CONFIDENCE, "bots": bots, "seats": seats, "endings": endings,
              "avg_game_turns": round(sum(tally.turns) / n, 3)}
    if "piles" in fixed:
        report["piles_share"] = endings["piles"]
    if "colonies" in fixed:
        report["colony_share"] = _rate(tally.colony, n)
    if study.sets is not None:
        report["kingdom_cards"] = dict(sorted(tally.kingdom_cards.items(), key=lambda item: (-item[1], item[0])))
    elif tally.kingdom_cards:       # one kingdom for every game: the one played
        report["kingdom"] = sorted(card for card, games in tally.kingdom_cards.items() if games == n)
    return report


def _solo_report(tally: Tally, study: Study) -> dict:
    games = [tally.solo[index] for index in sorted(tally.solo)]
    return {"ruleset": study.ruleset, "mode": "solo", "games": len(games), "bot": study.players[0],
            "arguments": study.arguments(), **get_ruleset(study.ruleset).studies.solo_report(games)}


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
    ended = "ended by " + "; ".join(f"{kind} ({_percent(share)})" for kind, share in report["endings"].items())
    lines.append(f"{ended}; a tie is a shared win; seats rotate each game")
    if "kingdom" in report:
        lines.append(f"kingdom: {', '.join(report['kingdom'])}")
    lines.append(_timing_line(report, f"{report['avg_game_turns']:.1f} turns per game"))
    return lines


def _solo_summary(report: dict) -> list[str]:
    studies = get_ruleset(report["ruleset"]).studies
    return studies.solo_summary(report, report["arguments"]["max_turns"]) + [_timing_line(report)]


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
        rows = [{**common, **get_ruleset(report["ruleset"]).studies.solo_row(report)}]
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
