"""The games as this process holds them: each game's facts read once, its state caught up by the events it lacks
(one round trip), built on a cold load from the snapshot kept and the events after it, or from its first event; a state
at an earlier version built for one request. Every event read here is upcast (events.service.upcasting)."""

import json
import logging
from contextlib import contextmanager
from dataclasses import dataclass

from engine.core import RulesError
from engine.games import get_ruleset
from events.errors import BadRequest, GameNotFound, NotStarted, ReplayDiverged
from events.store import StoreError

from . import life, seating, snapshots
from .access import digest, seat_of
from .cache import Facts, Held, StateCache
from .replay import agrees, rebuild
from .seating import WAITING
from .upcasting import upcast

log = logging.getLogger(__name__)


@dataclass
class Loaded:
    ruleset: object
    state: object
    version: int
    created: dict


class States:
    """`store`: the event store; `cache_size`: the games held at once; `snapshot_every`: events between snapshots."""

    def __init__(self, store, cache_size: int = 256, snapshot_every: int = snapshots.EVERY, tally=None):
        """`tally`: the process's metrics, told of each state the cache held (a hit) or built (a miss)."""
        self.store = store
        self.hit, self.miss = (tally.cache_hit, tally.cache_miss) if tally is not None else (_nothing, _nothing)
        self.cache = StateCache(cache_size)
        self.snapshot_every = snapshot_every

    def held(self, game_id: str):
        """`with states.held(game) as held:` the game's Held, locked for the block (events.service.cache)."""
        return self.cache.held(game_id)

    def version(self, game_id: str) -> int:
        current = self.store.version(game_id)
        if current == 0:
            raise GameNotFound(game_id)
        return current

    def meta(self, game_id: str) -> dict:
        meta = self.store.meta(game_id)
        if not meta:
            raise GameNotFound(game_id)
        return meta

    def read(self, game_id: str, start: int = 1, limit: int | None = None, created: dict | None = None) -> list[dict]:
        """Events from version `start` on (at most `limit`), upcast (`created`: the game's first event, when the
        caller holds it)."""
        events = self.store.read(game_id, start, limit)
        if created is None:
            created = events[0] if start == 1 and events else self.cache_facts(game_id).created
        return upcast(events, created)

    def facts(self, game_id: str, held: Held) -> Facts:
        """What never changes of the game, read once per process (with the snapshot kept, for a cold load)."""
        if held.facts is None:
            meta, created, held.snapshot = self.store.opening(game_id)
            [created] = upcast([created], created)
            held.facts = Facts(get_ruleset(created["ruleset"]), created, json.loads(meta.get("tokens") or "{}"),
                               meta)
            if created.get("lobby"):
                seating.from_meta(held.facts, meta)     # seats as taken so far (events.service.seating)
        return held.facts

    def cache_facts(self, game_id: str) -> Facts:
        with self.cache.held(game_id) as held:
            if self.facts(game_id, held).created.get("lobby"):
                self.catch_up(game_id, held)       # its seats as taken so far
            return held.facts

    def fresh(self, game_id: str, held: Held) -> None:
        """The held state at the game's latest version."""
        self.facts(game_id, held)
        self.catch_up(game_id, held)

    def seat_for_token(self, game_id: str, token: str | None) -> int | None:
        """The seat a bearer token belongs to; None for no token, and for the creator token of a game created with
        open seats (its creator reads as a spectator and plays no seat with it). Any other token is refused, not
        demoted."""
        if token is None:
            return None
        with self.cache.held(game_id) as held:
            facts = self.facts(game_id, held)
            if facts.created.get("lobby") and digest(token) not in facts.tokens:
                if digest(token) == facts.meta.get("creator"):
                    return None
                self.catch_up(game_id, held)       # a seat taken since this process read the game
            return seat_of(held.facts.tokens, token)

    def catch_up(self, game_id: str, held: Held) -> None:
        """Apply the events the held state lacks (one round trip); with no state, build it from the snapshot kept
        and the events after it."""
        if held.state is not None:
            length, events, kept = self.store.since(game_id, held.version)
            if length >= held.version:
                self.hit()
                self.apply(game_id, held, upcast(events, held.facts.created))
                # a snapshot another process kept: this one takes none before the next is due (FollowUps)
                held.snapshot_version = max(held.snapshot_version, kept)
                return
            held.discard()          # the store is behind what this process held: build again from the store
        self.miss()
        self._load(game_id, held)
        if held.facts.created.get("lobby"):
            seating.from_meta(held.facts, self.store.meta(game_id))    # the seats and tokens of the state built

    def _load(self, game_id: str, held: Held) -> None:
        facts = held.facts
        snapshot = held.snapshot if held.snapshot is not None else self.store.snapshot(game_id)
        held.snapshot = None        # read once with the facts; a later load reads the store's again
        if snapshot and self._restored(game_id, held, snapshot):
            return
        taken = []

        def take(version, state):       # the snapshot dropped or never taken, taken again on the way
            if version - (taken[-1][0] if taken else 0) >= self.snapshot_every:
                if (data := snapshots.take(facts.ruleset, state)) is not None:
                    taken[:] = [(version, data)]

        events = self.read(game_id, created=facts.created)
        rebuilt = rebuild(events, each=take)
        if facts.created.get("lobby"):
            # the seats as these events leave them: the facts' may be older (read before a join or the start made
            # elsewhere, and kept through a refusal or a failure that discarded the state)
            facts.created = dict(facts.created, seats=rebuilt.seats)
        held.state, held.version, held.life = rebuilt.state, rebuilt.version, life.Life.of(events, rebuilt.seats)
        try:
            if taken and self.store.keep_snapshot(game_id, *taken[-1]):
                held.snapshot_version = taken[-1][0]
        except StoreError as error:        # a read needs no snapshot (Redis at its memory limit refuses it)
            log.warning("game %s: no snapshot kept (%s)", game_id, error)

    def _restored(self, game_id: str, held: Held, snapshot) -> bool:
        """The held state from the snapshot kept and the events after it, if the snapshot agrees with them (one that
        does not is dropped)."""
        facts = held.facts
        # The life events up to the metadata's version, read after the snapshot (so at or after it); those after
        # come with the events read below. A game with open seats had started by its first snapshot, so the metadata
        # holds its seats as played: the facts take them before any event after it is applied.
        meta = self.store.metas([game_id], ("life", "seats", "tokens"))[0]
        held.life = life.Life.from_json(meta["life"])
        if facts.created.get("lobby"):
            seating.from_meta(facts, meta)
        kept_at, data = snapshot
        state = snapshots.restore(facts.ruleset, data, game_id)
        if state is not None:
            _, events, _ = self.store.since(game_id, kept_at - 1)
            events = upcast(events, facts.created)
            if events and events[0]["version"] == kept_at and agrees(facts.ruleset.state_hash(state),
                                                                     events[0]["hash"]):
                held.state, held.version, held.snapshot_version = state, kept_at, kept_at
                self.apply(game_id, held, events[1:])
                return True
            snapshots.log.warning("snapshot of game %s at version %s disagrees with its events", game_id, kept_at)
        self.store.drop_snapshot(game_id, kept_at)
        return False

    def apply(self, game_id: str, held: Held, events: list[dict]) -> None:
        """Move the held state on by `events` (upcast, the next ones)."""
        ruleset = held.facts.ruleset
        for event in events:
            if event["type"] in seating.LOBBY_EVENTS:
                seating.apply(held, event)
                held.life.apply(event, held.facts.seats)
                held.version = event["version"]
                continue
            held.life.apply(event, held.facts.seats)
            if event["type"] == life.UNDO:
                held.state = self.state_at(game_id, held, event["to"])     # as it was before the move taken back
            elif event["type"] == "move":
                try:
                    ruleset.apply(held.state, event["move"])
                except RulesError as error:
                    raise ReplayDiverged(event["version"], f"the recorded move is refused now ({error})") from error
            held.version = event["version"]

    def state_at(self, game_id: str, held: Held, version: int):
        """The state at `version`: the held one if it is there, else one built for this request alone."""
        if held.state is None or held.version < version:
            self.catch_up(game_id, held)
        if not 1 <= version <= held.version:
            raise BadRequest(f"version {version} does not exist; this game has versions 1 to {held.version}")
        if version == held.version:
            return held.state
        snapshot = self.store.snapshot(game_id)
        if snapshot and snapshot[0] <= version:
            state = snapshots.restore(held.facts.ruleset, snapshot[1], game_id)
            if state is not None:
                events = self.read(game_id, snapshot[0], version - snapshot[0] + 1, held.facts.created)
                if agrees(held.facts.ruleset.state_hash(state), events[0]["hash"]):
                    scratch = Held(facts=held.facts, state=state, version=snapshot[0])
                    self.apply(game_id, scratch, events[1:])
                    return scratch.state
        return rebuild(self.read(game_id, 1, version, held.facts.created)).state

    @contextmanager
    def loaded(self, game_id: str, version: int | None = None):
        """`with states.loaded(game, version) as loaded:` the game at `version` (default the latest), as a Loaded
        (ruleset, state, version, first event), for reading only."""
        if version is not None and (not isinstance(version, int) or version < 1):
            raise BadRequest(f"version {version} does not exist")
        with self.cache.held(game_id) as held:
            facts = self.facts(game_id, held)
            if version is None:
                self.catch_up(game_id, held)
                version = held.version
            state = self.state_at(game_id, held, version)
            if state is WAITING:
                raise NotStarted(f"the game had not started at version {version}: it has no view before it starts")
            yield Loaded(facts.ruleset, state, version, held.facts.created)


def _nothing() -> None:
    """No metrics to tell."""
