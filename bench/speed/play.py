"""The load: clients each playing their own Dominion game with two human seats (Big Money answers), spread over client
processes, each process one asyncio loop (uvloop's: a fifth less of the load generator's CPU) with a keep-alive
connection per client per API process. A request goes to an API process chosen at random.

A client answers with the decision its POST returns when that is its own seat's in full, else GETs the decision
with the seat whose turn it is. Closed loop: each client sends its next move as soon as it knows it. Paced (open
loop): each client sends its moves on a fixed schedule, and a move's latency counts from its scheduled time, so a
server that falls behind is charged for the wait it causes (no coordinated omission); a client more than a second
behind its schedule drops the backlog, so an overloaded server shows latencies of about a second and more.
"""

import asyncio
import itertools
import multiprocessing
import random
import time
from dataclasses import dataclass, field

import uvloop
from moves_latency import choose

from .wire import Connection, bearer

DOMINION = {"ruleset": "dominion", "options": {}, "seats": [{"name": "Ana"}, {"name": "Ben"}]}


@dataclass
class Tally:
    """What one client process saw inside the measured window."""
    moves: int = 0
    latencies: list = field(default_factory=list)        # seconds, POST sent (or scheduled) to answer read
    service: list = field(default_factory=list)          # seconds, POST sent to answer read
    refused: dict = field(default_factory=dict)          # status -> count of moves not accepted
    finished: list = field(default_factory=list)         # ids of games played to their end
    cpu: dict = field(default_factory=dict)              # CPU seconds spent inside the window, by whom


class Player:
    """One client: its own game, one connection per API process."""

    def __init__(self, name: str, ports: list[int], rng: random.Random):
        self.name, self.rng = name, rng
        self.connections = [Connection(port) for port in ports]
        self.numbers = itertools.count()
        self.game = self.tokens = self.turn = None

    def connection(self) -> Connection:
        return self.rng.choice(self.connections)

    async def new_game(self):
        status, _, game = await self.connection().call("POST", "/games", DOMINION)
        assert status == 201, (status, game)
        self.game = game["id"]
        self.tokens = {seat["seat"]: seat["token"] for seat in game["seats"]}
        self.turn = await self.ask(0)

    async def ask(self, seat: int):
        """(seat, decision, version) awaited now, asking as `seat` first; None once the game is over."""
        answer = await self.decision(seat)
        if answer["decision"] is not None and "kind" not in answer["decision"]:
            seat = answer["decision"]["player"]         # only whose it is: ask again as that seat
            answer = await self.decision(seat)
        decision = answer["decision"]
        if decision is None:
            return None
        assert "kind" in decision, (self.game, seat, decision)
        return seat, decision, answer["version"]

    async def decision(self, seat: int) -> dict:
        status, _, answer = await self.connection().call("GET", f"/games/{self.game}/decision",
                                                         headers=bearer(self.tokens[seat]))
        assert status == 200, (status, answer)
        return answer

    async def move(self) -> tuple[int, float, float]:
        """Send the move the current decision calls for: (status, sent at, answered at)."""
        seat, decision, version = self.turn
        headers = bearer(self.tokens[seat]) | {"If-Match": f'"{version}"',
                                               "Idempotency-Key": f"{self.name}-{next(self.numbers)}"}
        sent = time.monotonic()
        status, _, answer = await self.connection().call("POST", f"/games/{self.game}/moves",
                                                         {"move": choose(decision)}, headers)
        answered = time.monotonic()
        if status != 201:
            self.turn = await self.ask(seat)           # whatever happened, carry on from the game as it is
            return status, sent, answered
        following = answer["decision"]
        if following is None:
            self.turn = None
        elif "kind" in following:
            self.turn = seat, following, answer["version"]
        else:
            self.turn = await self.ask(following["player"])
        return status, sent, answered


async def play(player: Player, window, tally: Tally, interval: float | None):
    """Play game after game until the window closes; count what falls in it. `interval`: seconds between scheduled
    moves (paced), or None (closed loop)."""
    scheduled = time.monotonic() + player.rng.random() * (interval or 0)
    while True:
        start, end = window()
        now = time.monotonic()
        if end and now >= end:
            return
        if player.turn is None:
            tally.finished.append(player.game)
            await player.new_game()
            continue
        if interval is not None:
            if scheduled > now:
                await asyncio.sleep(scheduled - now)
            else:
                scheduled = max(scheduled, now - 1.0)        # a client more than 1 s behind gives up the backlog
        status, sent, answered = await player.move()
        since = scheduled if interval is not None else sent
        if interval is not None:
            scheduled += interval
        if start and start <= answered <= end:
            if status == 201:
                tally.moves += 1
                tally.latencies.append(answered - since)
                tally.service.append(answered - sent)
            else:
                tally.refused[status] = tally.refused.get(status, 0) + 1


def client_process(tag: str, ports: list[int], clients: int, interval, ready, window, results):
    """A client process: `clients` players in one asyncio loop. Tells `ready` once every player has its first game,
    reads the window (monotonic start, end) from the shared array `window` (0 until the parent sets it) and puts
    its Tally in `results`."""

    async def main():
        rng = random.Random(tag)
        players = [Player(f"{tag}-{i}", ports, random.Random(rng.random())) for i in range(clients)]
        tally = Tally()
        started = asyncio.Event()

        async def run(player):
            await player.new_game()
            started_players.append(player)
            if len(started_players) == clients:
                started.set()
            await play(player, lambda: (window[0], window[1]), tally, interval)

        async def own_cpu():
            while not window[0] or time.monotonic() < window[0]:
                await asyncio.sleep(0.01)
            return time.process_time()

        started_players = []
        tasks = [asyncio.create_task(run(player)) for player in players]
        await started.wait()
        ready.set()
        at_start = asyncio.create_task(own_cpu())
        await asyncio.gather(*tasks)
        tally.cpu["load generator"] = time.process_time() - await at_start
        for player in players:
            for connection in player.connections:
                connection.close()
        return tally

    results.put(uvloop.run(main()))


def run_load(ports: list[int], processes: int, clients: int, warmup: float, seconds: float,
             rate: float | None = None, meter=None) -> Tally:
    """`clients` players over `processes` client processes against the API `ports`; counted over `seconds` after
    `warmup`. `rate`: moves a second offered in all (paced), or None (closed loop). The tallies, summed, with what
    `meter()` (CPU seconds by whom) grew by inside the window."""
    context = multiprocessing.get_context("spawn")
    window = context.Array("d", 2, lock=False)
    results = context.Queue()
    interval = clients / rate if rate else None
    share = [clients // processes + (1 if i < clients % processes else 0) for i in range(processes)]
    readies, children = [], []
    for number, count in enumerate(share):
        ready = context.Event()
        child = context.Process(target=client_process,
                                args=(f"c{number}-{random.random():.6f}", ports, count, interval, ready, window,
                                      results), daemon=True)
        child.start()
        readies.append(ready)
        children.append(child)
    try:
        for ready in readies:
            if not ready.wait(120):
                raise RuntimeError("a client process did not start its games within 120 s")
        start = time.monotonic() + warmup
        window[0], window[1] = start, start + seconds
        grown = _grown(meter, start, start + seconds) if meter else {}
        tallies = [results.get(timeout=warmup + seconds + 120) for _ in children]
    finally:
        for child in children:
            child.join(timeout=10)
            if child.is_alive():
                child.terminate()
    total = Tally(cpu=grown)
    for tally in tallies:
        total.moves += tally.moves
        total.latencies += tally.latencies
        total.service += tally.service
        total.finished += tally.finished
        for status, count in tally.refused.items():
            total.refused[status] = total.refused.get(status, 0) + count
        for whom, seconds in tally.cpu.items():
            total.cpu[whom] = total.cpu.get(whom, 0) + seconds
    return total


def _grown(meter, start: float, end: float) -> dict:
    time.sleep(max(0.0, start - time.monotonic()))
    before = meter()
    time.sleep(max(0.0, end - time.monotonic()))
    return {whom: seconds - before[whom] for whom, seconds in meter().items()}
