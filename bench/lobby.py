"""The lobby's costs in the service (no HTTP): creating a game with open seats, a join, the join that starts the
game, a creator's start with bots, and GET /me/games for a player sitting in many games.

    python bench/lobby.py [GAMES]           (default 300)

Starts a private redis-server in a temporary directory; one Ledger. Prints the median and p99 of each step in
milliseconds, and the time of one /me/games read (all, and waiting=true) for a key in GAMES games.
"""

import statistics
import sys
import tempfile
import time

import redis

from events.service import Ledger
from events.store import Stores
from gameledger.local_redis import LocalRedis

KEY = "bench-player-key-0123456789"      # the creator's (seat 0) and the last joiner's (seat 2)


def timed(work):
    start = time.perf_counter()
    answer = work()
    return answer, (time.perf_counter() - start) * 1000


def report(name, times):
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"{name:<34} median {statistics.median(times):6.2f} ms   p99 {p99:6.2f} ms   ({len(times)} times)")


def main(games):
    with tempfile.TemporaryDirectory() as data, LocalRedis() as server:
        client = redis.Redis.from_url(server.start(data, persistent=False))
        ledger = Ledger(Stores.on(client))
        steps = {"create (2 of 3 seats open)": [], "join (a seat left open)": [], "join (the last: starts it)": [],
                 "start (bots in the 2 open seats)": []}
        seats = [{"name": "Ana"}, {"open": True}, {"open": True}]
        for number in range(games):
            created, spent = timed(lambda: ledger.lobby.create("dominion", {}, seats, KEY))
            steps["create (2 of 3 seats open)"].append(spent)
            _, spent = timed(lambda: ledger.lobby.join(created["id"], 1, "Ben"))
            steps["join (a seat left open)"].append(spent)
            _, spent = timed(lambda: ledger.lobby.join(created["id"], 2, "Cid", player_key=KEY))
            steps["join (the last: starts it)"].append(spent)
            other = ledger.lobby.create("dominion", {}, seats)
            _, spent = timed(lambda: ledger.lobby.start(other["id"], other["creator_token"], "big-money"))
            steps["start (bots in the 2 open seats)"].append(spent)
        for name, times in steps.items():
            report(name, times)
        listed, spent = timed(lambda: ledger.lobby.my_games(KEY))
        print(f"GET /me/games, {listed['total']} games: {spent:.2f} ms")
        listed, spent = timed(lambda: ledger.lobby.my_games(KEY, waiting=True))
        print(f"GET /me/games?waiting=true, {listed['total']} of them waiting: {spent:.2f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
