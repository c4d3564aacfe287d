"""Engine snapshots (engine/core/snapshots.py): how often a game may be snapshotted, and how fast snapshot() and
restore() are beside replaying from event 1. The engine alone: no Redis.

    python bench/snapshots.py [GAMES]       (or BENCH_SNAPSHOT_GAMES=N; default 20 bot games a ruleset version)

For every ruleset version, over GAMES bot games: the share of versions (states after setup and after each move)
that have a snapshot, the most moves from one such version to the next (and from setup to the first), and the
snapshot's size as JSON. Then, for one mid-game state of the current version of each ruleset: snapshot(),
json.dumps, json.loads + restore(), against a replay of the moves that led there.
"""

import json
import os
import statistics
import sys
import time

from engine.core.selfplay import play, seated
from engine.games import get_ruleset

BOTS = {"dominion": ["general", "big-money", "random"], "oath": ["oath", "oath", "random"]}
MOVE_CAP = 20_000


def bot_game(ruleset, version: int, number: int):
    """A bot game's options, seed and moves; its seats go round the ruleset's counts."""
    players = ruleset.min_players + number % (ruleset.max_players - ruleset.min_players + 1)
    options = {"players": [f"p{n}" for n in range(players)]}
    if ruleset.id == "dominion":
        options["random"] = {"sets": ["base", "intrigue", "prosperity"], "seed": f"bench-{number}"}
    seed, moves = f"bench-{number}", []
    state = ruleset.setup(options, seed, version)
    bots = [ruleset.bots()[bot] for bot in BOTS[ruleset.id]]
    play(ruleset, state, seated(bots[number % len(bots):] + bots[:number % len(bots)], players), MOVE_CAP,
         lambda decision, move: moves.append(move))
    return options, seed, moves


def coverage(ruleset, version: int, games: int) -> None:
    versions = with_snapshot = 0
    gaps, firsts, sizes = [], [], []
    for number in range(games):
        options, seed, moves = bot_game(ruleset, version, number)
        state = ruleset.setup(options, seed, version)
        last = None
        for at in range(len(moves) + 1):
            snapshot = ruleset.snapshot(state)
            versions += 1
            if snapshot is not None:
                with_snapshot += 1
                if last is None:
                    firsts.append(at)
                else:
                    gaps.append(at - last)
                last = at
                sizes.append(len(json.dumps(snapshot, separators=(",", ":"))))
            if at < len(moves):
                ruleset.apply(state, moves[at])
        gaps.append(len(moves) - last)     # the last snapshot to the game's end
    print(f"{ruleset.id} v{version}: {games} games, {versions} versions; with a snapshot "
          f"{with_snapshot / versions:.1%}; moves between snapshots: median {statistics.median(gaps)}, "
          f"max {max(gaps)}; before the first: max {max(firsts)}; JSON bytes: median {statistics.median(sizes):.0f}, "
          f"max {max(sizes)}")


def timed(function, repeats: int) -> float:
    """Milliseconds a call, the best of three rounds of `repeats` calls."""
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        for _ in range(repeats):
            function()
        best = min(best, (time.perf_counter() - started) / repeats)
    return best * 1000


def speed(ruleset, number: int = 7) -> None:
    options, seed, moves = bot_game(ruleset, ruleset.version, number)
    state = ruleset.setup(options, seed, ruleset.version)
    at = 0
    while at < len(moves) // 2 or ruleset.snapshot(state) is None:
        ruleset.apply(state, moves[at])
        at += 1
    snapshot = ruleset.snapshot(state)
    text = json.dumps(snapshot, separators=(",", ":"))

    def replay():
        again = ruleset.setup(options, seed, ruleset.version)
        for move in moves[:at]:
            ruleset.apply(again, move)

    restore = timed(lambda: ruleset.restore(json.loads(text)), 200)
    from_event_1 = timed(replay, 5)
    print(f"{ruleset.id} v{ruleset.version} at move {at} of {len(moves)} ({len(text)} bytes): "
          f"snapshot() {timed(lambda: ruleset.snapshot(state), 200):.3f} ms, "
          f"json.dumps {timed(lambda: json.dumps(snapshot, separators=(',', ':')), 200):.3f} ms, "
          f"json.loads + restore() {restore:.3f} ms; replay from event 1 {from_event_1:.2f} ms "
          f"({from_event_1 / restore:.0f}x)")


def main():
    games = int(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("BENCH_SNAPSHOT_GAMES", 20))
    for ruleset_id in ("dominion", "oath"):
        ruleset = get_ruleset(ruleset_id)
        for version in ruleset.versions:
            coverage(ruleset, version, games)
    for ruleset_id in ("dominion", "oath"):
        speed(get_ruleset(ruleset_id))


if __name__ == "__main__":
    main()
