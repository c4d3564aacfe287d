"""GET /verify of a finished Oath game on a cold process: the service's History.verify, which reads every event and
replays the game checking the recorded state hash after each one.

    python bench/verify.py [ROUNDS] [MOVES]      (default 5 rounds, a game of about 300 moves)
    BENCH_BASELINE=/an/older/checkout python bench/verify.py      (the same, that checkout's code in turn beside)

Starts its own redis-server and records two finished Oath games of the `oath-easy` bot at 4 seats through the
service, each the first of a few whose length is nearest MOVES: one by this code and, with a baseline, one by the
baseline's. Each round then starts a fresh process for each side (bench/beside.py), which imports the service and
lists the rulesets as an API process does when it starts (api/typed.py), and times its first History.verify of each
game (cold: nothing of the game in memory, no cache of the engine warmed by a game) and the best of 5 more (warm),
in wall and CPU milliseconds. Each side verifying the game the other recorded is the proof that both compute the
same hashes: a hash that differed would raise ReplayDiverged.
"""

import json
import os
import statistics
import sys
import tempfile
import time

import redis

from beside import ROOT, THIS, baseline, figures_only, measure, rounds, table

SEATS = [{"name": name, "bot": "oath-easy"} for name in ("Ana", "Ben", "Cyd", "Dee")]
TRIES = int(os.environ.get("BENCH_VERIFY_TRIES", 6))      # games recorded to find one of about MOVES moves
WARM = 5


def ledger_on(url: str):
    """The service on the Redis at `url`, as this process's code builds it: handed its store (events.store.Stores), or,
    in a baseline older than that, the Redis client itself."""
    from events.service import Ledger

    client = redis.Redis.from_url(url)
    try:
        from events.store import Stores
    except ImportError:
        return Ledger(client)
    return Ledger(Stores.on(client))


def part(ledger, name: str):
    """The ledger's part that does `name` (its jobs split in parts), or the ledger itself in an older baseline."""
    for owner in ("creating", "moves", "history"):
        if hasattr(getattr(ledger, owner, None), name):
            return getattr(getattr(ledger, owner), name)
    return getattr(ledger, name)


def record(url: str, moves: int) -> dict:
    """A finished game recorded by this process's code, of about `moves` moves: {"id", "events"}."""
    ledger = ledger_on(url)
    games = []
    for _ in range(TRIES):
        game = part(ledger, "create_game")("oath", {}, SEATS)
        part(ledger, "play_bots")(game["id"], 1)
        games.append((game["id"], len(ledger.store.read(game["id"]))))
    game_id, events = min(games, key=lambda game: abs(game[1] - moves))
    return {"id": game_id, "events": events}


def verify(url: str, games: list) -> dict:
    """Cold, then warm: wall and CPU milliseconds of History.verify of each game, in a process just started."""
    from engine.games import rulesets

    rulesets()                                  # as the API does when it starts
    ledger = ledger_on(url)
    ledger.store.read(games[0])                 # the connection made
    timed = {}
    for game_id in games:
        taken = []
        for _ in range(1 + WARM):
            wall, cpu = time.perf_counter(), time.process_time()
            assert part(ledger, "verify")(game_id)["verified"]
            taken.append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))
        timed[game_id] = {"cold": taken[0], "warm": min(taken[1:])}
    return timed


def main():
    if figures_only():
        mode, url, *rest = sys.argv[1:]
        print(json.dumps(record(url, int(rest[0])) if mode == "record" else verify(url, rest)))
        return
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    moves = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    from gameledger.local_redis import LocalRedis

    with tempfile.TemporaryDirectory() as data, LocalRedis() as server:
        url = server.start(data, persistent=False)
        recorded = {THIS: measure("verify.py", ["record", url, moves], ROOT)}
        if baseline():
            recorded["baseline"] = measure("verify.py", ["record", url, moves], baseline())
        for side, game in recorded.items():
            print(f"recorded by {side}: Oath game {game['id']}, {game['events']} events (oath-easy, 4 seats)")
        ids = [game["id"] for game in recorded.values()]
        taken = rounds("verify.py", ["verify", url, *ids], count)
    for game_id, side in zip(ids, recorded):
        print(f"History.verify of the game recorded by {side} ({recorded[side]['events']} events), "
              f"median of {count} fresh processes, milliseconds:")
        table([(f"{when} {what}", {by: statistics.median(each[by][game_id][when][index] for each in taken)
                                   for by in taken[0]})
               for when in ("cold", "warm") for index, what in enumerate(("wall", "CPU"))], times=True)


if __name__ == "__main__":
    main()
