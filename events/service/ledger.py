"""The application service: load a game's events, ask the engine, append. The API and the workers both call this,
never the store. It knows no game by name: a game is a registered Ruleset (engine/games.py)."""

import hashlib
import json
import logging
import secrets
import time
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone

from engine.core import GameOver, IllegalMove, InvalidOptions, RulesError, canonical_json, seed_commitment
from engine.games import get_ruleset
from events.errors import (BadRequest, GameEnded, GameNotFound, IdempotencyConflict, MoveRejected, NotStarted,
                           NotYourDecision, ReplayDiverged, StaleVersion, TimeRanOut)
from events.store import EventStore, GameIndex, StoreError, valid_id
from events.store.creations import Creations
from events.store.deadlines import Deadlines
from events.store.hooks import Hooks
from events.store.text import text

from . import clocks, life, seating, snapshots, standing
from .access import checked_key, digest, new_tokens, redact, seat_name, seat_of, shown_decision, stored_tokens
from .cache import Facts, Held, StateCache
from .campaigns import Campaigns
from .creating import Once
from .export import export_file, read_export
from .lobby import Lobby
from .replay import agrees, rebuild, recorded_hash
from .seating import WAITING
from .undo import Undo
from .webhooks import Webhooks

log = logging.getLogger(__name__)

# Schema 2, the first event's, for the game's events: a move's event names its seat, not its name too (the first
# event's, added when events are served), and its time as milliseconds since the first event's ("dt", served as
# "at"); every event records the first 128 bits of the state hash (replay.HASH_DIGITS); a client's retry is known by
# a tag kept in its event.
SCHEMA = 2
CLIENT_KEY = "client:"          # a client's idempotency key is kept per seat: one seat cannot answer another's
OVER = ("finished", "aborted", "abandoned")       # a game's statuses once it takes no more moves
LEASE_SECONDS = 5.0         # a bot player renews it every move; one that dies frees the game this soon
INDEXED_MEMORY = 10_000     # games whose index entry a process remembers, so a move that changes none skips it
LISTED = ("ruleset", "status", "version", "players", "result", "open")     # the metadata a listed game shows


@dataclass
class Submitted:
    version: int
    duplicate: bool
    answer: dict        # what the seat sees after the move: version, view, decision


@dataclass
class Loaded:
    ruleset: object
    state: object
    version: int
    created: dict


class Ledger:
    def __init__(self, redis, enqueue_bot=None, enqueue_campaign=None, clock=time.time, cache_size=256, wait_aof=False):
        self.store = EventStore(redis, wait_aof=wait_aof)
        self.index = GameIndex(redis, remember=INDEXED_MEMORY)   # a game's entry never goes back (GameIndex)
        self.enqueue_bot = enqueue_bot
        self.enqueue_campaign = enqueue_campaign     # (campaign id, game number) once a campaign's game is over
        self.clock = clock
        self.cache = StateCache(cache_size)
        self.campaigns = Campaigns(redis, self)
        self.lobby = Lobby(redis, self)
        self.snapshot_every = snapshots.EVERY
        self.life = life.Lifecycle(self)     # resign, abort, end by agreement, abandonment (events.service.life)
        self.clocks = clocks.Clocks(self, Deadlines(redis))    # seat clocks (events.service.clocks)
        self.standing = standing.Standing(self)  # standing answers (events.service.standing)
        self.undo = Undo(self)               # undo by consent (events.service.undo)
        self.webhooks = Webhooks(self, Hooks(redis))       # notices to a seat's URL (events.service.webhooks)
        self.once = Once(Creations(redis))   # creations once per Idempotency-Key (events.service.creating)

    # --- creating -----------------------------------------------------------------------------------------

    def create_game(self, ruleset_id: str, options: dict, seats: list[dict], game_id: str | None = None,
                    tokens: str | None = None, campaign: dict | None = None, wake: bool = True,
                    clock: dict | None = None) -> dict:
        """A new game. A campaign's game (events.service.campaigns) comes with its id, its seats' stored tokens
        (the campaign's players keep theirs from game to game), the campaign it belongs to ({"id", "game"}) and
        wake=False: its bots are woken (`wake`) once the campaign has recorded it. A game id taken raises
        StaleVersion. `clock`: the seats' clock (events.service.clocks)."""
        planned, state = self.plan_game(ruleset_id, options, seats, game_id, tokens, campaign, clock)
        if game_id is not None and self.store.exists(game_id):
            raise StaleVersion(self.store.version(game_id))
        return self.carry_out(planned, state, wake)

    def plan_game(self, ruleset_id: str, options: dict, seats: list[dict], game_id: str | None = None,
                  tokens: str | None = None, campaign: dict | None = None, clock: dict | None = None):
        """(the plan of a new game, its first state): everything `carry_out` writes, and the answer with its seat
        tokens (events.service.creating)."""
        ruleset = _ruleset(ruleset_id)
        seats = _seats(seats, ruleset)
        seed = secrets.token_hex(16)
        try:
            ruleset.check_players(len(seats))
            ruleset.check_options(options or {})
            options = dict(options or {}, players=[seat["name"] for seat in seats])
            timing = clocks.checked(clock, ruleset)
            state = ruleset.setup(options, seed)
        except InvalidOptions as error:
            raise BadRequest(str(error)) from error
        game_id = game_id or secrets.token_hex(8)
        issued = {} if tokens is not None else new_tokens(seats)
        event = {"type": "created", "schema": SCHEMA, "ruleset": ruleset.id, "ruleset_version": ruleset.version,
                 "options": options, "seats": seats, "seed": seed, "seed_commitment": seed_commitment(seed),
                 "at": self._now(), "hash": recorded_hash(ruleset, state)}
        if timing:
            event["clock"] = timing
        lived = life.Life.of([event | {"version": 1}], seats)
        meta = self._first_meta(ruleset, seats, stored_tokens(issued) if tokens is None else tokens)
        if campaign:
            event["campaign"] = campaign
            meta |= {"campaign": campaign["id"], "campaign_game": campaign["game"]}
        meta |= self._meta_after(Facts(ruleset, event, {}, meta), state, lived)
        answer = {"id": game_id, "version": 1, "seed_commitment": event["seed_commitment"],
                  "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot"), "token": issued.get(i)}
                            for i, s in enumerate(seats)]}
        return {"id": game_id, "event": event, "meta": meta, "answer": answer}, state

    def carry_out(self, planned: dict, state=None, wake: bool = True) -> dict:
        """Create the game `planned` (plan_game, Lobby's open games), again if need be: each step is idempotent, so a
        retry after a failure at any step creates nothing twice. The first event and the metadata are written in one
        script; the game is listed once it exists (a listing never names a game that was not created). `state`: its
        first state, held by this process (None for one waiting for players, or a plan carried out again)."""
        game_id, event, meta = planned["id"], planned["event"], planned["meta"]
        try:
            self.store.append(game_id, 0, event, meta=meta)
        except StaleVersion:
            state = None        # created already, by this plan's first try: what follows is done again
        self.index.record(game_id, event["ruleset"], meta["status"], json.loads(meta["players"]), meta["created"])
        if state is None or state is WAITING:
            if wake and state is None:
                self.wake(game_id)
            return planned["answer"]
        with self.cache.held(game_id) as held:
            held.facts = Facts(get_ruleset(event["ruleset"]), event | {"version": 1}, json.loads(meta["tokens"]),
                               meta)
            held.state, held.version, held.snapshot = state, 1, ()
            held.life = life.Life.of([event | {"version": 1}], event["seats"])
            self._appended(game_id, held, wake)
        return planned["answer"]

    # --- moves --------------------------------------------------------------------------------------------

    def seat_for_token(self, game_id: str, token: str | None) -> int | None:
        """The seat a bearer token belongs to; None for no token, and for the creator token of a game created with
        open seats (its creator reads as a spectator and plays no seat with it). Any other token is refused, not
        demoted."""
        if token is None:
            return None
        with self.cache.held(game_id) as held:
            facts = self._facts(game_id, held)
            if facts.created.get("lobby") and digest(token) not in facts.tokens:
                if digest(token) == facts.meta.get("creator"):
                    return None
                self._catch_up(game_id, held)       # a seat taken since this process read the game
            return seat_of(held.facts.tokens, token)

    def submit(self, game_id: str, seat: int | None, move, expected_version: int,
               idempotency_key: str | None = None) -> Submitted:
        """Apply and append one move for `seat`, and answer what the seat then sees. Nothing is appended on any
        error; a retried request (same key, same expected version, same move) gets the first answer."""
        fingerprint = digest(canonical_json({"seat": seat, "move": move, "expected": expected_version}))
        key = idempotency_key and f"{CLIENT_KEY}{seat}:{checked_key(idempotency_key)}"
        tag = key and _tag(key, fingerprint)
        try:
            return self._submit(game_id, seat, move, expected_version, key, fingerprint, tag)
        except IdempotencyConflict:
            raise IdempotencyConflict(idempotency_key) from None

    def _submit(self, game_id, seat, move, expected_version, key, fingerprint, tag) -> Submitted:
        with self.cache.held(game_id) as held:
            facts = self._facts(game_id, held)
            if held.state is None or held.version < expected_version:
                self._catch_up(game_id, held)
            if held.version != expected_version:
                version = self._settle(game_id, held, expected_version, key, fingerprint, tag)
            else:
                if seat in held.life.resigned or seat in held.life.timed_out:
                    raise NotYourDecision("a bot plays your seat: you resigned, or your clock ran out")
                if facts.created.get("clock") and self.clocks.expire_held(game_id, held):
                    raise TimeRanOut(f"your time for this decision ran out; the clock's answer was recorded (the game "
                                     f"is at version {held.version})")
                version = self._play(game_id, held, seat, move, key, fingerprint, tag)
                if version is not None:
                    return Submitted(version, False, self._answer(facts, held.state, version, seat, held.life))
                version = expected_version + 1      # a twin request appended it first
        return Submitted(version, True, self.answer(game_id, seat, version))

    def _play(self, game_id, held: Held, seat, move, key=None, fingerprint=None, tag=None,
              extra: dict | None = None) -> int | None:
        """Apply `move` to the held state and append it (with `extra` fields: what answered it, if not the seat);
        the new version, or None if a twin request had appended first (the held state is then discarded). A refusal
        leaves the state as it was."""
        facts, state = held.facts, held.state
        ruleset = facts.ruleset
        if state is WAITING:
            raise NotStarted(f"the game waits for players in seats {seating.open_seats(facts.seats)}; no move is "
                             "taken until it starts (every seat taken, or POST /games/{id}/start by its creator)")
        if held.life.ended:
            raise GameEnded(life.why_ended(held.life))
        decision = ruleset.decision(state)
        if decision is None:
            raise MoveRejected("the game is over; no more moves are taken")
        if seat is None or decision.player != seat:
            whose = facts.seats[decision.player]["name"]
            raise NotYourDecision(f"it is {whose}'s decision, not yours" if seat is not None else
                                  "moves need the bearer token of the seat that must decide")
        try:
            ruleset.apply(state, move)
        except (IllegalMove, GameOver) as error:
            raise MoveRejected(str(error)) from error       # an illegal move changed nothing
        event = {"type": "move", "seat": seat, "move": move, "private": decision.private,
                 "dt": round(self.clock() * 1000) - facts.created_ms, "hash": recorded_hash(ruleset, state)}
        if extra:
            event |= extra
        lived, meta = held.life, None
        if lived.clock is not None or lived.undo:       # the move changes the game's life (life.Life._timed)
            config = facts.created.get("clock")
            if config and not extra and not lived.seat(facts.seats, seat).get("bot") \
                    and (left := clocks.left_after(config, lived.clock, seat, event["dt"])) is not None:
                event["left"] = left
            lived = lived.copy()
            lived.apply(event | {"version": held.version + 1}, facts.seats)
            meta = {"life": lived.to_json()}
        expected = held.version
        try:
            result = self.store.append(game_id, expected, event, key, fingerprint,
                                       self._meta_after(facts, state, lived) | (meta or {}), tag=tag)
        except BaseException:
            held.discard()      # the state is ahead of the stream
            raise
        if result.duplicate:
            held.discard()
            return None
        held.version, held.life = result.version, lived
        self._appended(game_id, held)
        return result.version

    def _settle(self, game_id, held: Held, expected, key, fingerprint, tag) -> int:
        """A move that names a version other than the game's: the version a twin request appended, or StaleVersion.
        A store found behind what this process holds (Redis restarted without its last writes) is read again."""
        found = self.store.recognise(game_id, expected, key, fingerprint, tag)
        if found.length < held.version:
            held.discard()
            self._catch_up(game_id, held)
        if found.duplicate:
            return found.version
        raise StaleVersion(found.length)

    def play_bots(self, game_id: str, version: int) -> int:
        """Play every bot decision from `version` on, one appended event each, until a human must act or the
        game ends. Idempotent: a second run at the same version appends nothing. Returns the moves played.
        It holds the game's lease while it plays (the reconciler takes a game waiting on a bot with no lease held
        for a stalled one); a second player of the same game finds the lease taken and leaves it."""
        holder = secrets.token_hex(8)
        if not self.store.lease(game_id, holder, LEASE_SECONDS):
            return 0
        try:
            return self._play_bots(game_id, version, holder)
        finally:
            self.store.unlease(game_id, holder)

    def bots_playing(self, game_id: str) -> bool:
        """Whether a player of bot turns holds the game now."""
        return self.store.leased(game_id)

    def _play_bots(self, game_id: str, version: int, holder: str) -> int:
        played = 0
        while self.store.lease(game_id, holder, LEASE_SECONDS):
            with self.cache.held(game_id) as held:
                self._fresh(game_id, held)
                ruleset, state = held.facts.ruleset, held.state
                if state is WAITING:
                    return played
                decision = None if held.life.ended else ruleset.decision(state)
                answer = decision and self._answered_by(held.facts, held.life, decision)
                if held.version != version or not answer:
                    return played
                policy, extra = answer
                move = policy(ruleset.bot_view(state, decision.player), decision.to_dict())
                try:
                    appended = self._play(game_id, held, decision.player, move, extra=extra)
                except StaleVersion:
                    return played
            if appended is None:
                return played
            played += 1
            version = appended
        return played

    # --- reading ------------------------------------------------------------------------------------------

    def version(self, game_id: str) -> int:
        current = self.store.version(game_id)
        if current == 0:
            raise GameNotFound(game_id)
        return current

    def _facts(self, game_id: str, held: Held) -> Facts:
        """What never changes of the game, read once per process (with the snapshot kept, for a cold load)."""
        if held.facts is None:
            meta, created, held.snapshot = self.store.opening(game_id)
            held.facts = Facts(get_ruleset(created["ruleset"]), created, json.loads(meta.get("tokens") or "{}"),
                               meta)
            if created.get("lobby"):
                seating.from_meta(held.facts, meta)     # seats as taken so far (events.service.seating)
        return held.facts

    def _fresh(self, game_id: str, held: Held) -> None:
        """The held state at the game's latest version."""
        self._facts(game_id, held)
        self._catch_up(game_id, held)

    def _catch_up(self, game_id: str, held: Held) -> None:
        """Apply the events the held state lacks (one round trip); with no state, build it from the snapshot kept
        and the events after it."""
        if held.state is not None:
            length, events, kept = self.store.since(game_id, held.version)
            if length >= held.version:
                self._apply(game_id, held, events)
                # a snapshot another process kept: this one takes none before the next is due (_appended)
                held.snapshot_version = max(held.snapshot_version, kept)
                return
            held.discard()          # the store is behind what this process held: build again from the store
        self._load(game_id, held)
        if held.facts.created.get("lobby"):
            seating.from_meta(held.facts, self.store.meta(game_id))    # the seats and tokens of the state built

    def _load(self, game_id: str, held: Held) -> None:
        facts = held.facts
        snapshot = held.snapshot if held.snapshot is not None else self.store.snapshot(game_id)
        held.snapshot = None        # read once with the facts; a later load reads the store's again
        if snapshot:
            # The life events up to the metadata's version, read after the snapshot (so at or after it); those
            # after come with the events read below. A game with open seats had started by its first snapshot, so
            # the metadata holds its seats as played: the facts take them before any event after it is applied.
            meta = self.store.metas([game_id], ("life", "seats", "tokens"))[0]
            held.life = life.Life.from_json(meta["life"])
            if facts.created.get("lobby"):
                seating.from_meta(facts, meta)
            kept_at, data = snapshot
            state = snapshots.restore(facts.ruleset, data, game_id)
            if state is not None:
                length, events, _ = self.store.since(game_id, kept_at - 1)
                if events and events[0]["version"] == kept_at and agrees(facts.ruleset.state_hash(state),
                                                                         events[0]["hash"]):
                    held.state, held.version, held.snapshot_version = state, kept_at, kept_at
                    self._apply(game_id, held, events[1:])
                    return
                snapshots.log.warning("snapshot of game %s at version %s disagrees with its events", game_id,
                                      kept_at)
            self.store.drop_snapshot(game_id, kept_at)
        taken = []

        def take(version, state):       # the snapshot dropped or never taken, taken again on the way
            if version - (taken[-1][0] if taken else 0) >= self.snapshot_every:
                if (data := snapshots.take(facts.ruleset, state)) is not None:
                    taken[:] = [(version, data)]

        events = self.store.read(game_id)
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

    def _apply(self, game_id: str, held: Held, events: list[dict]) -> None:
        ruleset = held.facts.ruleset
        for event in events:
            if event["type"] in seating.LOBBY_EVENTS:
                seating.apply(held, event)
                held.life.apply(event, held.facts.seats)
                held.version = event["version"]
                continue
            held.life.apply(event, held.facts.seats)
            if event["type"] == life.UNDO:
                held.state = self._state_at(game_id, held, event["to"])     # as it was before the move taken back
            elif event["type"] == "move":
                try:
                    ruleset.apply(held.state, event["move"])
                except RulesError as error:
                    raise ReplayDiverged(event["version"], f"the recorded move is refused now ({error})") from error
            held.version = event["version"]

    def _state_at(self, game_id: str, held: Held, version: int):
        """The state at `version`: the held one if it is there, else one built for this request alone."""
        if held.state is None or held.version < version:
            self._catch_up(game_id, held)
        if not 1 <= version <= held.version:
            raise BadRequest(f"version {version} does not exist; this game has versions 1 to {held.version}")
        if version == held.version:
            return held.state
        snapshot = self.store.snapshot(game_id)
        if snapshot and snapshot[0] <= version:
            state = snapshots.restore(held.facts.ruleset, snapshot[1], game_id)
            if state is not None:
                events = self.store.read(game_id, snapshot[0], version - snapshot[0] + 1)
                if agrees(held.facts.ruleset.state_hash(state), events[0]["hash"]):
                    scratch = Held(facts=held.facts, state=state, version=snapshot[0])
                    self._apply(game_id, scratch, events[1:])
                    return scratch.state
        return rebuild(self.store.read(game_id, 1, version)).state

    def loaded(self, game_id: str, version: int | None = None):
        """`with ledger.loaded(game, version) as loaded:` the game at `version` (default the latest), as a Loaded
        (ruleset, state, version, first event), for reading only."""
        return self._loaded(game_id, version)

    @contextmanager
    def _loaded(self, game_id, version):
        if version is not None and (not isinstance(version, int) or version < 1):
            raise BadRequest(f"version {version} does not exist")
        with self.cache.held(game_id) as held:
            facts = self._facts(game_id, held)
            if version is None:
                self._catch_up(game_id, held)
                version = held.version
            state = self._state_at(game_id, held, version)
            if state is WAITING:
                raise NotStarted(f"the game had not started at version {version}: it has no view before it starts")
            yield Loaded(facts.ruleset, state, version, held.facts.created)

    def info(self, game_id: str, viewer: int | None) -> dict:
        """Metadata, the viewer's view and, if it is theirs, the decision awaited."""
        with self.cache.held(game_id) as held:
            self._fresh(game_id, held)
            if held.state is WAITING:
                return seating.waiting_info(game_id, held, viewer)
            ruleset, state, created, lived = held.facts.ruleset, held.state, held.facts.created, held.life
            decision = None if lived.ended else ruleset.decision(state)
            finished = decision is None
            info = {"id": game_id, "ruleset": ruleset.id, "version": held.version,
                    "status": lived.ended["status"] if lived.ended else "finished" if finished else "active",
                    "created_at": created["at"], **lived.summary(),
                    "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot")}
                              for i, s in enumerate(created["seats"])],
                    "seed_commitment": created["seed_commitment"], "you": viewer,
                    "view": ruleset.view(state, viewer), "waiting_on": None if finished else decision.player}
            if finished:
                info["seed"] = created["seed"]
                names = [seat["name"] for seat in created["seats"]]
                info["result"] = lived.ended["result"] if lived.ended else \
                    lived.outcome(ruleset.result(state).to_dict(names), names)
            if decision is not None and viewer == decision.player:
                info["decision"] = self._timed(held.facts, lived, state, shown_decision(decision, viewer))
            if created.get("clock"):
                deadline = self._deadline(held, decision)
                info["clock"] = dict(created["clock"], deadline=deadline and _iso(deadline),
                                     left=clocks.left(created["clock"], lived, len(created["seats"])))
        return info

    def decision(self, game_id: str, viewer: int | None) -> dict:
        """The version and the decision awaited then: in full for the seat that must answer, else whose it is."""
        with self.cache.held(game_id) as held:
            self._fresh(game_id, held)
            if held.state is WAITING:
                return {"version": held.version, "decision": None, "status": "open"}
            if held.life.ended:
                return {"version": held.version, "decision": None}
            ruleset = held.facts.ruleset
            decision = self._timed(held.facts, held.life, held.state, _decision_for(ruleset, held.state, viewer))
            return {"version": held.version, "decision": decision}

    def view_at(self, game_id: str, viewer: int | None, version: int | None) -> dict:
        with self.loaded(game_id, version) as loaded:
            return {"version": loaded.version, "view": loaded.ruleset.view(loaded.state, viewer)}

    def answer(self, game_id: str, viewer: int | None, version: int) -> dict:
        """What a move's submitter gets back: the version, their view and the decision then (a retry of the same
        move gets the very same answer)."""
        with self.loaded(game_id, version) as loaded:
            return self._answer(self.cache_facts(game_id), loaded.state, version, viewer)

    def cache_facts(self, game_id: str) -> Facts:
        with self.cache.held(game_id) as held:
            if self._facts(game_id, held).created.get("lobby"):
                self._catch_up(game_id, held)       # its seats as taken so far
            return held.facts

    def _answer(self, facts: Facts, state, version: int, viewer: int | None, lived: life.Life | None = None) -> dict:
        """The version, the viewer's view and the decision then (with its deadline, given the game's life then)."""
        decision = _decision_for(facts.ruleset, state, viewer)
        if lived is not None:
            decision = self._timed(facts, lived, state, decision)
        return {"version": version, "view": facts.ruleset.view(state, viewer), "decision": decision}

    def events(self, game_id: str, viewer: int | None, start: int = 1, limit: int | None = None) -> dict:
        """A page of events as `viewer` may see them, and the game's version."""
        facts = self.cache_facts(game_id)
        version = self.version(game_id)
        finished = self.store.meta(game_id).get("status") in OVER
        events = self._served(facts, self.store.read(game_id, start, limit))
        conceal = _concealer(facts.ruleset.id)
        return {"events": [redact(event, viewer, finished, conceal) for event in events], "version": version}

    @staticmethod
    def _served(facts: Facts, events: list[dict]) -> list[dict]:
        """Events as they are served and exported: each move with its seat's name and its time (schema 2 keeps
        only the seat and the milliseconds since the first event)."""
        for event in events:
            if "seat" in event and "actor" not in event and event["type"] not in seating.LOBBY_EVENTS:
                # a move's, or a life event's (a joined event names its joiner itself)
                event["actor"] = facts.seats[event["seat"]]["name"]
            if "dt" in event:
                event["at"] = _iso(facts.created_ms + event.pop("dt"))
        return events

    # --- following a game (GET /games/{id}/stream, events.service.follow) ------------------------------------

    def moments(self, game_id: str, viewer: int | None, events: list[dict]) -> list[dict]:
        """For each of the store's `events` (consecutive versions, as EventStore.follow reads them): the event as
        GET /events serves it to `viewer`, the viewer's view after it and the decision awaited then (as
        GET /decision shows it)."""
        facts = self.cache_facts(game_id)
        finished = self.store.meta(game_id).get("status") in OVER
        conceal = _concealer(facts.ruleset.id)
        afters = self._afters(game_id, viewer, events)
        served = self._served(facts, [dict(event) for event in events])
        return [{"version": event["version"], "event": redact(event, viewer, finished, conceal), **after}
                for event, after in zip(served, afters)]

    def _afters(self, game_id: str, viewer: int | None, events: list[dict]) -> list[dict]:
        """The viewer's view and decision after each of `events`. The held state serves the common case, one new
        event that is the game's last; otherwise a state of this call's own is built once, at the version before
        the first, and moved on event by event (the held one is never moved back)."""
        first, last = events[0]["version"], events[-1]["version"]
        with self.cache.held(game_id) as held:
            facts = self._facts(game_id, held)
            if held.state is None or held.version < last:
                self._catch_up(game_id, held)
            if first == last == held.version:
                return [self._after(held, viewer)]
            start = max(first - 1, 1)           # below held.version here, so _state_at builds a state of its own
            scratch = Held(facts=facts, state=self._state_at(game_id, held, start), version=start)
        afters = []
        for event in events:
            if event["version"] > scratch.version:
                self._apply(game_id, scratch, [event])
            afters.append(self._after(scratch, viewer))
        return afters

    def _after(self, held: Held, viewer: int | None) -> dict:
        ruleset, state = held.facts.ruleset, held.state
        if state is WAITING:
            return {"view": None, "decision": None}
        decision = None if held.life.ended else self._timed(held.facts, held.life, state,
                                                            _decision_for(ruleset, state, viewer))
        return {"view": ruleset.view(state, viewer), "decision": decision}

    def ended(self, game_id: str) -> dict | None:
        """The game's version, status and result once it is over, by its rules or its life; else None."""
        with self.cache.held(game_id) as held:
            self._fresh(game_id, held)
            ruleset, state, lived = held.facts.ruleset, held.state, held.life
            if lived.ended:
                return {"version": held.version, "status": lived.ended["status"], "result": lived.ended["result"]}
            if state is WAITING or ruleset.decision(state) is not None:
                return None
            names = [seat["name"] for seat in held.facts.seats]
            return {"version": held.version, "status": "finished",
                    "result": lived.outcome(ruleset.result(state).to_dict(names), names)}

    def log(self, game_id: str, viewer: int | None) -> list[dict]:
        """Narration, derived by replaying the game, as `viewer` may read it."""
        lines = []
        events = self.store.read(game_id)
        if not events:
            raise GameNotFound(game_id)
        ruleset = get_ruleset(events[0]["ruleset"])
        seats = next((event["seats"] for event in events if event["type"] == "started"), events[0]["seats"])
        rebuild(events, each=lambda version, state: lines.append(
            {"version": version, "lines": _answered(events[version - 1], seats) + ruleset.narration(state, viewer)
             if events[version - 1]["type"] in ("created", "started", "move")
             else life.narration(events[version - 1], seats)}))
        return lines

    def verify(self, game_id: str) -> dict:
        """Replay every event and compare each recorded hash; raises ReplayDiverged at the first difference."""
        events = self.store.read(game_id)
        if not events:
            raise GameNotFound(game_id)
        rebuilt = rebuild(events, verify=True)
        hashed = [event["hash"] for event in events if "hash" in event]      # a lobby's joins hash nothing
        return {"id": game_id, "verified": True, "events": rebuilt.version, "hash": hashed[-1] if hashed else None}

    def list_games(self, ruleset=None, status=None, player=None, offset=0, limit=50) -> dict:
        """A page of games newest first and the total: one round trip for the ids, one for their metadata."""
        ids, total = self.index.list(ruleset=ruleset, status=status, player=player, offset=offset, limit=limit)
        games = []
        for game_id, meta in zip(ids, self.store.metas(ids, LISTED)):
            if meta["ruleset"] is None:
                continue        # listed but no metadata: no game was written under this id
            game = {"id": game_id, "ruleset": meta["ruleset"], "status": meta["status"],
                    "version": int(meta["version"] or 0), "players": json.loads(meta["players"] or "[]")}
            if meta["result"] is not None:
                game["result"] = json.loads(meta["result"])
            if meta["status"] == "open":
                game["open_seats"] = json.loads(meta["open"] or "[]")
            games.append(game)
        return {"games": games, "total": total, "offset": offset, "limit": limit}

    def waiting_on_bot(self) -> list[tuple[str, int]]:
        """Active games whose next decision belongs to a bot, with their versions (for the reconciler). On the way,
        a game the index still lists as active after its last move ended it (a crash between the append and the
        index, or a slower process recording what it read before) is indexed again, and a deadline a crash left out
        of the clocks' set is put back (events.service.clocks)."""
        waiting, deadlines = [], {}
        for game_id in self.index.all_ids(status="active"):
            try:
                meta = self._meta(game_id)
            except GameNotFound:
                continue
            if meta.get("status") != "active":
                self.index_game(game_id, meta, force=True)     # this process may remember it as indexed already
                continue
            if meta.get("waiting") == "bot":
                waiting.append((game_id, int(meta["version"])))
            if meta.get("deadline"):
                deadlines[game_id] = float(meta["deadline"])
        self.clocks.deadlines.set_many(deadlines)      # one a crash left out after its append
        return waiting

    def reindex(self) -> int:
        """Rebuild the game index from every game's metadata: after an upgrade from the index that intersected one
        set per filter at query time (its one-filter sets keep working until then; games that move fill the rest
        as they go), or to repair it. Returns how many games were indexed."""
        pattern = f"{self.store.prefix}:{{*}}:meta"
        ids = [text(key).split("{", 1)[1].split("}", 1)[0] for key in self.store.redis.scan_iter(match=pattern)]
        fields = ("ruleset", "status", "players", "created")

        def games():
            for start in range(0, len(ids), 1000):      # metadata read 1,000 games a round trip
                chunk = ids[start:start + 1000]
                for game_id, meta in zip(chunk, self.store.metas(chunk, fields)):
                    if None not in meta.values():
                        yield game_id, meta["ruleset"], meta["status"], json.loads(meta["players"]), \
                            float(meta["created"])
        return self.index.rebuild(games())

    # --- export and import --------------------------------------------------------------------------------

    def export(self, game_id: str) -> dict:
        """Every event, seed included: the portable file an operator moves games with (events.service.export)."""
        events = self.store.read(game_id)
        if not events:
            raise GameNotFound(game_id)
        return export_file(game_id, self._served(self.cache_facts(game_id), events))

    def import_game(self, data: dict) -> dict:
        """Load an exported game after verifying its whole hash chain; new tokens are issued for human seats."""
        game_id, events = read_export(data)
        rebuilt = rebuild(events, verify=True)
        if not valid_id(game_id) or self.store.exists(game_id):
            game_id = secrets.token_hex(8)
        seats = rebuilt.seats
        tokens = new_tokens(seats)
        facts = Facts(rebuilt.ruleset, dict(rebuilt.created, seats=seats), {}, {})
        lobby = self.lobby.imported(rebuilt) if rebuilt.created.get("lobby") else {}
        lived = life.Life.of(events, seats)
        for event in events:        # the metadata with the last event: a game half imported is listed nowhere
            stored = {k: v for k, v in event.items() if k != "version"}
            if "seat" in stored and stored.get("actor") == seats[stored["seat"]].get("name"):
                del stored["actor"]         # the seat's name, as served (schema 2 keeps only the seat)
            last = event["version"] == len(events)
            meta = (self._first_meta(rebuilt.ruleset, seats, stored_tokens(tokens))
                    | self._meta_after(facts, rebuilt.state, lived) | {"life": lived.to_json()}
                    | lobby.get("meta", {})) if last else None
            self.store.append(game_id, event["version"] - 1, stored, meta=meta)
        if rebuilt.state is not WAITING and (lived.ended or rebuilt.ruleset.decision(rebuilt.state) is None):
            self.store.compact(game_id)
        self.index_game(game_id)
        self.wake(game_id)
        return {"id": game_id, "version": rebuilt.version, **lobby.get("answer", {}),
                "seats": [{"seat": i, "name": s.get("name"), "token": tokens.get(i)} for i, s in enumerate(seats)]}

    # --- inside -------------------------------------------------------------------------------------------

    def _first_meta(self, ruleset, seats: list[dict], tokens: str) -> dict:
        """The metadata a game starts with: its ruleset, when, its players and their tokens' digests (stored)."""
        return {"ruleset": ruleset.id, "created": self.clock(), "tokens": tokens,
                "players": json.dumps(seating.names(seats))}

    def _meta_after(self, facts: Facts, state, lived: life.Life | None = None) -> dict:
        """The metadata that follows from a state and the game's life: written in the script that appends the event
        it follows."""
        if state is WAITING:
            return {"status": "open", "updated": self.clock(), "waiting": "", "turn": ""}
        lived = lived or life.Life()
        decision = None if lived.ended else facts.ruleset.decision(state)
        seats = facts.seats
        status = lived.ended["status"] if lived.ended else "finished" if decision is None else "active"
        fields = {"status": status, "updated": self.clock(),
                  "waiting": "" if decision is None else "bot" if self._answered_by(facts, lived, decision)
                  else "human",
                  "turn": "" if decision is None else str(decision.player)}     # GET /me/games?waiting=true
        if facts.created.get("clock"):
            deadline = self._deadline_of(facts, lived, decision)
            fields |= {"life": lived.to_json(), "deadline": "" if deadline is None else deadline}
        if lived.ended:
            fields["result"] = json.dumps(lived.ended["result"])
        elif decision is None:
            names = [seat["name"] for seat in seats]
            fields["result"] = json.dumps(lived.outcome(facts.ruleset.result(state).to_dict(names), names))
        return fields

    def _appended(self, game_id: str, held: Held, wake: bool = True) -> None:
        """After an append: a snapshot now and then; when the game is over, its stream compacted and the index (a
        projection the reconciler repairs); a bot woken if one must act, and a finished campaign game's campaign
        carried on (a lost wake-up or step is found by the reconciler too). The append is done: a follow-up Redis
        refuses (at its memory limit, say) is left to the reconciler, and the request that appended is answered."""
        try:
            self._follow_up(game_id, held, wake)
        except StoreError as error:
            log.warning("game %s, version %s: a follow-up of the append failed (%s); the reconciler finishes it",
                        game_id, held.version, error)

    def _follow_up(self, game_id: str, held: Held, wake: bool) -> None:
        facts, state, version = held.facts, held.state, held.version
        if version - held.snapshot_version >= self.snapshot_every:
            data = snapshots.take(facts.ruleset, state)
            if data is not None:
                self.store.keep_snapshot(game_id, version, data)
                held.snapshot_version = version
        decision = None if held.life.ended else facts.ruleset.decision(state)
        if decision is None and version > 1:
            self.store.compact(game_id)
            self.index_game(game_id)
        if facts.created.get("clock"):
            self.clocks.due(game_id, self._deadline_of(facts, held.life, decision))
        if not wake:
            return
        if decision is not None and self._answered_by(facts, held.life, decision) and self.enqueue_bot:
            self.enqueue_bot(game_id, version)
        if decision is None and not held.life.ended and facts.meta.get("campaign") and self.enqueue_campaign:
            self.enqueue_campaign(facts.meta["campaign"], int(facts.meta["campaign_game"]))

    @staticmethod
    def _answered_by(facts: Facts, lived: life.Life, decision) -> tuple | None:
        """(policy, fields the move's event adds) when `decision` is answered without its seat's player: by a bot
        seat, the bot playing a resigned or timed-out seat, or one of the seat's standing answers; else None."""
        seat = lived.seat(facts.seats, decision.player)
        if seat.get("bot"):
            return life.policy(facts.ruleset, seat["bot"]), None
        rules = lived.standing.get(decision.player)
        move = rules and standing.answer(rules, decision)
        if move:
            return (lambda view, asked: move), {"standing": True}
        return None

    def _deadline_of(self, facts: Facts, lived: life.Life, decision) -> int | None:
        """When the decision awaited runs out (ms since 1970), for a game with a clock; None if it does not."""
        config = facts.created.get("clock")
        if not config or decision is None or lived.clock is None or self._answered_by(facts, lived, decision):
            return None
        return facts.created_ms + clocks.deadline(config, lived, decision.player)

    def _deadline(self, held: Held, decision) -> int | None:
        return self._deadline_of(held.facts, held.life, decision)

    def _timed(self, facts: Facts, lived: life.Life, state, shown: dict | None) -> dict | None:
        """The decision awaited in `state` as shown, with its deadline if the game has a clock (the engine is asked
        for the decision again only then: a game without a clock pays nothing)."""
        if shown is not None and facts.created.get("clock"):
            deadline = self._deadline_of(facts, lived, facts.ruleset.decision(state))
            if deadline is not None:
                shown = dict(shown, deadline=_iso(deadline))
        return shown

    def wake(self, game_id: str, meta: dict | None = None) -> None:
        """Enqueue what the game's last event calls for: a bot's turn, or its campaign's next step."""
        meta = meta or self._meta(game_id)
        if meta.get("waiting") == "bot" and self.enqueue_bot:
            self.enqueue_bot(game_id, int(meta["version"]))
        if meta.get("status") == "finished" and meta.get("campaign") and self.enqueue_campaign:
            self.enqueue_campaign(meta["campaign"], int(meta["campaign_game"]))

    def index_game(self, game_id: str, meta: dict | None = None, force: bool = False) -> None:
        """Bring the game index up to the game's metadata (written with its last event). No round trip when this
        process last indexed the game as it is (only creation and the end change what the index lists) unless
        forced."""
        meta = meta or self._meta(game_id)
        self.index.record(game_id, meta["ruleset"], meta["status"], json.loads(meta["players"]),
                          float(meta["created"]), force=force)

    def _meta(self, game_id):
        meta = self.store.meta(game_id)
        if not meta:
            raise GameNotFound(game_id)
        return meta

    def _now(self) -> str:
        return _iso(round(self.clock() * 1000))


def _answered(event: dict, seats: list[dict]) -> list[str]:
    """The narration's note on a move its seat's player did not make now."""
    if event.get("timeout"):
        return [f"{seats[event['seat']]['name']}'s time ran out: the {event['timeout']} bot answered"]
    if event.get("standing"):
        return [f"{seats[event['seat']]['name']}'s standing answer:"]
    return []


def _iso(millis: int) -> str:
    return datetime.fromtimestamp(millis / 1000, timezone.utc).isoformat(timespec="milliseconds")


def _tag(key: str, fingerprint: str) -> bytes:
    """What an appended event keeps of the request that appended it: its key's digest and its own (6 bytes each:
    a retry is looked for at one version only, so 48 bits leave no chance of taking one request for another)."""
    return hashlib.sha256(key.encode()).digest()[:6] + hashlib.sha256(fingerprint.encode()).digest()[:6]


def _decision_for(ruleset, state, viewer: int | None) -> dict | None:
    decision = ruleset.decision(state)
    return None if decision is None else shown_decision(decision, viewer)


def _concealer(ruleset_id):
    """For a game with campaigns: its carried data (a chronicle save string) given in the options as its public
    parts only, even after the game (the Dispossessed it holds stays in the box from game to game, Law 9.4). The
    whole of it is the campaign owner's (GET /campaigns/{id}) and the operator's (gameledger export)."""
    ruleset = get_ruleset(ruleset_id)
    name = ruleset.campaign_option
    if name is None:
        return None

    def conceal(options: dict) -> dict:
        value = options.get(name)
        if not isinstance(value, str):
            return options
        try:
            public = ruleset.campaign_summary(ruleset.campaign_text(value), False)
        except InvalidOptions:
            public = {}
        return dict(options, **{name: {"hidden": "the save string holds hidden parts (Law 9.4)", **public}})

    return conceal


def _ruleset(ruleset_id):
    try:
        return get_ruleset(ruleset_id)
    except InvalidOptions as error:
        raise BadRequest(str(error)) from error


def _seats(seats, ruleset) -> list[dict]:
    bots = ruleset.bots()
    cleaned = []
    for number, seat in enumerate(seats or [], start=1):
        name = seat_name(seat.get("name") if isinstance(seat, dict) else None, number)
        bot = seat.get("bot")
        if bot is not None and bot not in bots:
            raise BadRequest(f"seat {number}: unknown bot {bot!r}; bots for {ruleset.id}: {', '.join(sorted(bots))}")
        cleaned.append({"name": name, "bot": bot} if bot else {"name": name})
    names = [seat["name"].casefold() for seat in cleaned]
    if len(set(names)) != len(names):
        raise BadRequest("two seats have the same name")
    return cleaned
