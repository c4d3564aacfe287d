"""Following games without a thread each (GET /games/{id}/stream, GET /me/stream), on an asyncio loop.

A process holds one `Watch` per game its followers wait on: one blocking read of the game's stream (LiveStreams), which
keeps the events it read last, however many follow the game. A follower takes its events from there, or reads them
when it is further behind (a catch-up from version 1, read once for all the followers at the same place). What a
follower is sent of an event — the event as it may see it, its view and decision after it (Ledger.moments) — is
worked out off the loop (`offload`), once per viewer and version whatever the number of followers who see it alike,
and kept rendered (`render`) for the next.

Each event is sent once and in order: a follower names the last version it has and gets the ones after it, so one
that comes back with Last-Event-ID misses nothing and sees nothing twice. A thousand followers of one game wake at
each of its events: waking one costs a future and a timer (no task), so a burst stays short.
"""

import asyncio
import logging
from collections import OrderedDict
from dataclasses import dataclass

from events.store import StoreError

from .follow import BATCH, Ended, Heartbeat, ended_after
from .lobby import awaits
from .notices import FIELDS, FOLLOWED, Notice

log = logging.getLogger(__name__)

READ_SECONDS = 10.0     # one blocking read of a watched game waits at most this long, then reads again
TAIL = 2 * BATCH        # events a watch keeps of those it read last, for its followers to take
KEPT_MOMENTS = 4096     # moments kept rendered, across games and viewers
RETRY_SECONDS = 1.0     # a watch whose read failed (Redis away) reads again after this


@dataclass(frozen=True)
class Moment:
    """One event as a follower is sent it: `shown` is the moment (Ledger.moments) as rendered; `awaited`, whether a
    decision is awaited after it (none is only once the game is over)."""
    version: int
    awaited: bool
    shown: object


async def off_loop(function, *args):
    """`function(*args)` in the loop's executor (the door's threads: api/door.py), awaited on the loop."""
    return await asyncio.get_running_loop().run_in_executor(None, function, *args)


class Watch:
    """One game as this process's followers wait on it."""

    def __init__(self):
        self.version: int | None = None     # the last version read; None until the first read
        self.tail: list[dict] = []          # the last events read, consecutive
        self.waiting: list[asyncio.Future] = []     # followers waiting for `version` to move on
        self.followers = 0
        self.reader: asyncio.Task | None = None
        self.reads: dict[int, asyncio.Future] = {}      # catch-up reads under way, by the version they read after

    def moved(self, events: list[dict] | None = None, version: int | None = None) -> None:
        if events:
            self.tail = (self.tail + events)[-TAIL:]
            version = events[-1]["version"]
        self.version = version
        self.wake()

    def wake(self) -> None:
        waiting, self.waiting = self.waiting, []
        for waiter in waiting:
            if not waiter.done():
                waiter.set_result(None)

    def kept_after(self, after: int) -> list[dict] | None:
        """The events after `after` from the tail, or None if the tail does not reach back to it."""
        if not self.tail or self.tail[0]["version"] > after + 1:
            return None
        start = after + 1 - self.tail[0]["version"]
        return self.tail[start:start + BATCH]


async def wait(watches, seconds: float) -> None:
    """Until any of `watches` moves on (or the service stops: Live.stop wakes them all), or `seconds` pass."""
    loop = asyncio.get_running_loop()
    waiter = loop.create_future()
    for watch in watches:
        watch.waiting.append(waiter)
    timer = loop.call_later(seconds, lambda: waiter.done() or waiter.set_result(None))
    try:
        await waiter
    finally:
        timer.cancel()


class Live:
    """The games followed in this process. `offload(function, *args)`: awaits a blocking call made off the loop (the
    ledger's reads and the engine's work); `render(moment)`: what a follower is sent of a moment."""

    def __init__(self, ledger, streams, offload=off_loop, render=lambda moment: moment):
        self.ledger, self.streams, self.offload, self.render = ledger, streams, offload, render
        self.watches: dict[str, Watch] = {}
        self.kept: OrderedDict = OrderedDict()      # (game, viewer, version) -> Moment
        self.working: dict = {}                     # (game, viewer) -> asyncio.Lock: one computes, others wait
        self.ends: dict[str, Ended] = {}            # games seen over, by this process
        self.stopping = False
        self.quiet = Watch()        # what a player with no game to follow waits on: woken only by `stop`

    # --- a game ----------------------------------------------------------------------------------------------

    async def follow(self, game_id: str, viewer: int | None, after: int, heartbeat: float):
        """What `viewer` is sent from version `after` on, as it comes: a list of Moments (an event each, in order),
        a Heartbeat after `heartbeat` seconds with none, and Ended once the game is over (then it stops). It stops
        too when the service does."""
        watch = self._watched(game_id)
        try:
            end = await self._end(game_id, after)
            if end:
                yield end
                return
            while True:
                events = await self._next(watch, game_id, after, heartbeat)
                if events is None:
                    return      # the service is stopping
                if not events:
                    yield Heartbeat()
                    continue
                moments = await self._moments(game_id, viewer, events)
                yield moments
                after = moments[-1].version
                if not moments[-1].awaited and (end := await self._end(game_id, after)):
                    yield end
                    return
        finally:
            self._unwatched(game_id, watch)

    async def _next(self, watch: Watch, game_id: str, after: int, heartbeat: float) -> list[dict] | None:
        """The events after `after`, waiting up to `heartbeat` seconds for one; [] if none came, None if the
        service is stopping."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + heartbeat
        while not self.stopping:
            if watch.version is not None and watch.version > after:
                kept = watch.kept_after(after)
                return kept if kept is not None else await self._read_after(watch, game_id, after)
            left = deadline - loop.time()
            if left <= 0:
                return []
            await wait([watch], left)
        return None

    async def _read_after(self, watch: Watch, game_id: str, after: int) -> list[dict]:
        """A catch-up read, made once for every follower at the same place (a thousand from version 1, say)."""
        reading = watch.reads.get(after)
        if reading is None:
            reading = watch.reads[after] = asyncio.ensure_future(self.streams.after(game_id, after, BATCH))
            reading.add_done_callback(lambda _: watch.reads.pop(after, None))
        return await asyncio.shield(reading)

    async def _read(self, game_id: str, watch: Watch) -> None:
        """The watch's one blocking read, while the game has followers."""
        while watch.followers:
            try:
                if watch.version is None:
                    watch.moved(version=await self.streams.version(game_id))
                    continue
                events = await self.streams.wait_after(game_id, watch.version, READ_SECONDS, BATCH)
            except StoreError as error:
                log.warning("following game %s: Redis is unavailable (%s); reading again in %g s", game_id, error,
                            RETRY_SECONDS)
                await asyncio.sleep(RETRY_SECONDS)
                continue
            if events:
                watch.moved(events)

    def _watched(self, game_id: str) -> Watch:
        watch = self.watches.get(game_id)
        if watch is None:
            watch = self.watches[game_id] = Watch()
        watch.followers += 1
        if watch.reader is None or watch.reader.done():
            watch.reader = asyncio.ensure_future(self._read(game_id, watch))
        return watch

    def _unwatched(self, game_id: str, watch: Watch) -> None:
        watch.followers -= 1
        if watch.followers == 0:
            watch.reader.cancel()
            if self.watches.get(game_id) is watch:
                del self.watches[game_id]
                self.working = {key: lock for key, lock in self.working.items() if key[0] != game_id}

    async def _moments(self, game_id: str, viewer: int | None, events: list[dict]) -> list[Moment]:
        """The Moment of each of `events` for `viewer`: those kept, and the others worked out once, off the loop."""
        found = self._kept(game_id, viewer, events)
        if found is not None:
            return found
        lock = self.working.setdefault((game_id, viewer), asyncio.Lock())
        async with lock:
            found = self._kept(game_id, viewer, events)
            if found is not None:
                return found
            made = await self.offload(self._made, game_id, viewer, events)
        for moment in made:
            self.kept[(game_id, viewer, moment.version)] = moment
        while len(self.kept) > KEPT_MOMENTS:
            self.kept.popitem(last=False)
        return made

    def _made(self, game_id: str, viewer: int | None, events: list[dict]) -> list[Moment]:
        return [Moment(moment["version"], moment["decision"] is not None, self.render(moment))
                for moment in self.ledger.moments(game_id, viewer, events)]

    def _kept(self, game_id, viewer, events) -> list[Moment] | None:
        found = []
        for event in events:
            moment = self.kept.get((game_id, viewer, event["version"]))
            if moment is None:
                return None
            found.append(moment)
        return found

    async def _end(self, game_id: str, after: int) -> Ended | None:
        """The game's end if it is over and the follower has every event up to it."""
        end = self.ends.get(game_id)
        if end is None:
            end = await self.offload(self.ledger.ended, game_id)
            if end is None:
                return None
            end = self.ends[game_id] = Ended(end["version"], end["status"], end["result"])
            # moments kept while the game was on redact what its end reveals: worked out again from now on
            for key in [key for key in self.kept if key[0] == game_id]:
                del self.kept[key]
        return ended_after(end, after)

    # --- a player's games ------------------------------------------------------------------------------------

    async def notices(self, player: str, heartbeat: float):
        """GET /me/stream: a Notice each time one of the player's games comes to wait on one of its seats (on
        opening, one for each game waiting already), a Heartbeat after `heartbeat` seconds with none. The player's
        games are read again after each wake, so a game joined meanwhile is followed too."""
        told = {}
        watches: dict[str, Watch] = {}
        try:
            while not self.stopping:
                found = await self.offload(self._waiting, player, told)
                for notice in found.notices:
                    yield notice
                for game_id in set(watches) - set(found.versions):
                    self._unwatched(game_id, watches.pop(game_id))
                for game_id in set(found.versions) - set(watches):
                    watches[game_id] = self._watched(game_id)
                if not await self._any_moved(watches, found.versions, heartbeat):
                    yield Heartbeat()
        finally:
            for game_id, watch in watches.items():
                self._unwatched(game_id, watch)

    def _waiting(self, player: str, told: dict):
        """The player's followed games (id -> version) and the notices of those waiting on it, not told yet."""
        ledger, notices, versions = self.ledger, [], {}
        entries = ledger.lobby.seats.games(player)
        for (game_id, seats), meta in zip(entries, ledger.store.metas([game_id for game_id, _ in entries], FIELDS)):
            if meta["status"] not in FOLLOWED:
                continue
            version = versions[game_id] = int(meta["version"])
            if awaits(meta, seats) and told.get(game_id) != version:
                told[game_id] = version
                seat = int(meta["turn"])
                answer = ledger.decision(game_id, seat)
                notices.append(Notice(game_id, answer["version"], seat, meta["ruleset"], answer["decision"]))
        return _Waiting(notices, versions)

    async def _any_moved(self, watches: dict[str, Watch], versions: dict[str, int], heartbeat: float) -> bool:
        """Whether any watched game moved past the version read, within `heartbeat` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + heartbeat
        while not self.stopping:
            if any(watch.version is not None and watch.version > versions[game_id]
                   for game_id, watch in watches.items()):
                return True
            left = deadline - loop.time()
            if left <= 0:
                return False
            await wait(list(watches.values()) or [self.quiet], left)
        return False

    # --- the service stopping --------------------------------------------------------------------------------

    async def stop(self) -> None:
        """End every follower (each stream then closes, and its client reconnects elsewhere)."""
        if self.stopping:
            return
        self.stopping = True
        for watch in list(self.watches.values()):
            watch.reader.cancel()
            watch.wake()
        self.quiet.wake()
        await self.streams.close()


@dataclass
class _Waiting:
    notices: list
    versions: dict
