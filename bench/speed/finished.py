"""Finished games: what one costs to load cold, and what its events cost in Redis memory."""

import asyncio
import statistics
import time

from events.service import Ledger
from events.store import Stores

from .oath import _bot_move
from .wire import Connection

OATH_SEATS = [{"name": name} for name in ("Ana", "Ben", "Cyd", "Dee")]


def finished_oath(ledger, count: int, near: int = 300, attempts: int = 6) -> list[tuple[str, int]]:
    """(id, events) of `count` finished four-seat Oath games played here by the Oath bot on human seats: of
    `attempts` games a wanted one, those nearest `near` events."""
    played = [played_through(ledger, "oath", OATH_SEATS, _bot_move) for _ in range(max(count, attempts))]
    return sorted(played, key=lambda game: abs(game[1] - near))[:count]


def played_through(ledger, ruleset_id: str, seats: list[dict], move_of, keyed: bool = False) -> tuple[str, int]:
    """(id, events) of a game of human `seats` played here to its end, each move `move_of(ruleset, state,
    decision)`, sent with an Idempotency-Key as a client sends it if `keyed`."""
    game = ledger.creating.create_game(ruleset_id, {}, seats)
    version = 1
    while True:
        with ledger.states.loaded(game["id"]) as loaded:
            decision = loaded.ruleset.decision(loaded.state)
            if decision is None:
                return game["id"], version
            move = move_of(loaded.ruleset, loaded.state, decision)
        key = f"key-{version}" if keyed else None
        version = ledger.moves.submit(game["id"], decision.player, move, version, key).version


def cold_through_the_ledger(client, ids: list[str]) -> list[float]:
    """Seconds to load each game's state with a fresh Ledger (an empty state cache, as after a restart)."""
    timings = []
    for game_id in ids:
        fresh = Ledger(Stores.on(client))
        started = time.perf_counter()
        with fresh.states.loaded(game_id) as loaded:
            timings.append(time.perf_counter() - started)
            assert loaded.ruleset.decision(loaded.state) is None
    return timings


def cold_over_http(ports: list[int], ids: list[str], warm: list[str]) -> list[float]:
    """Seconds of the first GET /games/{id} of each game on each API process (none has read it before). Each
    process first reads the games `warm` (one of each ruleset): its first request of a kind pays for imports and
    set-up that are no part of loading a game."""

    async def first_reads():
        timings = []
        for port in ports:
            connection = Connection(port)
            for game_id in warm:
                status, _, _ = await connection.call("GET", f"/games/{game_id}")
                assert status == 200, status
            for game_id in ids:
                started = time.perf_counter()
                status, _, info = await connection.call("GET", f"/games/{game_id}")
                timings.append(time.perf_counter() - started)
                assert status == 200 and info["status"] == "finished", (status, info)
            connection.close()
        return timings

    return asyncio.run(first_reads())


def import_games(ledger, exports: list[dict], games: int) -> list[str]:
    """Import `games` games, going round the exported files (each import gets a new id)."""
    return [ledger.history.import_game(exports[number % len(exports)])["id"] for number in range(games)]


def memory_per_event(client, ledger, ids: list[str]) -> tuple[float, int]:
    """(bytes per event by MEMORY USAGE over every key of the games `ids`, events counted). Every key of a game
    carries the game's id as its hash tag (`...{id}...`)."""
    wanted, used = set(ids), 0
    for key in client.scan_iter(match="*{*}*", count=1000):
        game_id = key.decode().split("{", 1)[1].split("}", 1)[0]
        if game_id in wanted:
            used += client.memory_usage(key, samples=0) or 0
    events = sum(ledger.states.version(game_id) for game_id in ids)
    return used / events, events


def used_memory(client) -> int:
    return client.info("memory")["used_memory"]


def median_ms(seconds: list) -> float:
    return statistics.median(seconds) * 1000 if seconds else float("nan")


def finished_dominion(ledger, count: int) -> list[str]:
    """`count` Dominion games played here to their end, two human seats answering Big Money, each move with an
    Idempotency-Key as a client sends it: for when the timed runs finished none (a tiny run)."""
    from moves_latency import choose

    seats = [{"name": "Ana"}, {"name": "Ben"}]
    return [played_through(ledger, "dominion", seats, lambda ruleset, state, decision: choose(decision.to_dict()),
                           keyed=True)[0] for _ in range(count)]
