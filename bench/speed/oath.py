"""Any process, any game: the cost of a move in a long Oath game against a short one with requests spread at random
over the API processes, and what readers polling a game cost while it is played.

Each game has six human seats (six-seat games run longest). The bench drives it on its own Ledger on the same
Redis, with the Oath bot's answers, to the version to be measured (untimed); then every API process reads the
game once (so each has loaded it), and the timed moves go over HTTP to processes chosen at random, answered from a
replica the bench keeps of the game (events.service rebuild), so no request but the timed POSTs is made.
"""

import asyncio
import itertools
import random
import statistics
import time
from dataclasses import dataclass, field

from events.service import rebuild

from .probe import replays
from .wire import Connection, bearer

SEATS = [{"name": name} for name in ("Ana", "Ben", "Cyd", "Dee", "Eli", "Fay")]
BOT = "oath"


@dataclass
class Costs:
    short: list = field(default_factory=list)            # POST seconds at the short version
    long: list = field(default_factory=list)             # POST seconds at the long version
    long_replays: int = 0                                # replays from event 1 while the long moves were made
    read_moves: list = field(default_factory=list)       # POST seconds while the readers poll
    reads: list = field(default_factory=list)            # the readers' GET seconds
    read_replays: int = 0                                # replays from event 1 while the readers polled
    games: int = 0                                       # games measured at the long version


class LongGame:
    def __init__(self, ledger, ports, rng: random.Random):
        self.ledger, self.rng = ledger, rng
        self.connections = [Connection(port) for port in ports]
        self.keys = itertools.count()
        self.id = self.tokens = None

    async def create(self):
        status, _, game = await self.rng.choice(self.connections).call(
            "POST", "/games", {"ruleset": "oath", "options": {}, "seats": SEATS})
        assert status == 201, (status, game)
        self.id, self.tokens = game["id"], {seat["seat"]: seat["token"] for seat in game["seats"]}

    def advance(self, upto: int) -> bool:
        """Play on in this process to version `upto`; False if the game ended first."""
        while True:
            with self.ledger.states.loaded(self.id) as loaded:
                decision = loaded.ruleset.decision(loaded.state)
                if loaded.version >= upto or decision is None:
                    return decision is not None
                version, move = loaded.version, _bot_move(loaded.ruleset, loaded.state, decision)
            self.ledger.moves.submit(self.id, decision.player, move, version)

    async def moves(self, count: int, timed: list) -> bool:
        """`count` moves over HTTP, each POST timed into `timed`; False if the game ended first."""
        replica = rebuild(self.ledger.store.read(self.id))
        ruleset, state, version = replica.ruleset, replica.state, replica.version
        for _ in range(count):
            decision = ruleset.decision(state)
            if decision is None:
                return False
            move = _bot_move(ruleset, state, decision)
            headers = bearer(self.tokens[decision.player]) | {"If-Match": f'"{version}"',
                                                              "Idempotency-Key": f"oath-{next(self.keys)}"}
            sent = time.monotonic()
            status, _, answer = await self.rng.choice(self.connections).call(
                "POST", f"/games/{self.id}/moves", {"move": move}, headers)
            timed.append(time.monotonic() - sent)
            assert status == 201, (status, answer)
            ruleset.apply(state, move)
            version += 1
        return True

    async def warm(self):
        """Every API process reads the game once, so each has loaded it."""
        for connection in self.connections:
            status, _, _ = await connection.call("GET", f"/games/{self.id}")
            assert status == 200, status

    async def read_while_moving(self, count: int, readers: int, poll: float, costs: Costs) -> bool:
        """`count` moves while `readers` spectators poll GET /games/{id}, each every `poll` seconds."""
        done = asyncio.Event()

        async def read(number):
            connections = [Connection(c.port) for c in self.connections]
            rng = random.Random(number)
            while not done.is_set():
                sent = time.monotonic()
                status, _, _ = await rng.choice(connections).call("GET", f"/games/{self.id}")
                costs.reads.append(time.monotonic() - sent)
                assert status == 200, status
                await asyncio.sleep(poll)
            for connection in connections:
                connection.close()

        spectators = [asyncio.create_task(read(number)) for number in range(readers)]
        try:
            return await self.moves(count, costs.read_moves)
        finally:
            done.set()
            await asyncio.gather(*spectators)

    def close(self):
        for connection in self.connections:
            connection.close()


def _bot_move(ruleset, state, decision):
    return ruleset.bots()[BOT](ruleset.bot_view(state, decision.player), decision.to_dict())


async def _measure(ledger, ports, sizes, probe_dir, costs: Costs):
    rng = random.Random(len(ports))
    attempts = 0
    while costs.games < sizes.oath_games and attempts < sizes.oath_games * 4:
        attempts += 1
        game = LongGame(ledger, ports, rng)
        await game.create()
        try:
            if not game.advance(sizes.short_version):
                continue
            short = []
            await game.warm()
            if not await game.moves(sizes.timed_moves, short):
                continue
            costs.short += short
            if not game.advance(sizes.long_version):
                continue
            await game.warm()
            long, before = [], replays(probe_dir)[0]
            if not await game.moves(sizes.timed_moves, long):
                continue
            long_replays, before = replays(probe_dir)[0] - before, replays(probe_dir)[0]
            kept = len(costs.reads), len(costs.read_moves)
            if not await game.read_while_moving(sizes.timed_moves, sizes.readers, sizes.poll, costs):
                del costs.reads[kept[0]:], costs.read_moves[kept[1]:]
                continue
            costs.read_replays += replays(probe_dir)[0] - before
            costs.long += long
            costs.long_replays += long_replays
            costs.games += 1
        finally:
            game.close()


def any_process_costs(ledger, ports, sizes, probe_dir) -> Costs:
    costs = Costs()
    asyncio.run(_measure(ledger, ports, sizes, probe_dir, costs))
    return costs


def mean_ms(seconds: list) -> float:
    return statistics.fmean(seconds) * 1000 if seconds else float("nan")
