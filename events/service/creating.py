"""Creating: a new game's plan and how it is carried out, and a creation (a game, a campaign, a player key) made once
per Idempotency-Key.

A creation is planned first (its id, its first event, its metadata, the answer with its secrets), and with a key the
plan is recorded before anything is created (events.store.creations): the first plan recorded for a key is the key's,
sealed (AES-GCM, keyed by the client's key itself, so Redis holds no secret a client was given in the clear). Then it
is carried out, each step idempotent: the append of the first event with its metadata (one script), the index entry,
the seats of a player key. A retry with the key — after a failure at any step, or while the first is still under
way — carries out the recorded plan again and gets its answer: one creation, whatever failed. The same key with
another request is refused (IdempotencyConflict)."""

import hashlib
import json
import os
import secrets

import orjson
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from engine.core import InvalidOptions, canonical_json, seed_commitment
from engine.games import get_ruleset
from events.errors import BadRequest, IdempotencyConflict, StaleVersion

from . import clocks, life, metadata
from .access import checked_key, digest, new_tokens, seat_name, stored_tokens
from .cache import Facts
from .replay import recorded_hash
from .seating import WAITING
from .upcasting import SCHEMA


class Creating:
    """New games: planned (plan_game, and the lobby's open games), then carried out (carry_out)."""

    def __init__(self, ledger):
        self.ledger = ledger

    def create_game(self, ruleset_id: str, options: dict, seats: list[dict], game_id: str | None = None,
                    tokens: str | None = None, campaign: dict | None = None, wake: bool = True,
                    clock: dict | None = None) -> dict:
        """A new game. A campaign's game (events.service.campaigns) comes with its id, its seats' stored tokens
        (the campaign's players keep theirs from game to game), the campaign it belongs to ({"id", "game"}) and
        wake=False: its bots are woken (`wake`) once the campaign has recorded it. A game id taken raises
        StaleVersion. `clock`: the seats' clock (events.service.clocks)."""
        planned, state = self.plan_game(ruleset_id, options, seats, game_id, tokens, campaign, clock)
        if game_id is not None and self.ledger.store.exists(game_id):
            raise StaleVersion(self.ledger.store.version(game_id))
        return self.carry_out(planned, state, wake)

    def plan_game(self, ruleset_id: str, options: dict, seats: list[dict], game_id: str | None = None,
                  tokens: str | None = None, campaign: dict | None = None, clock: dict | None = None):
        """(the plan of a new game, its first state): everything `carry_out` writes, and the answer with its seat
        tokens."""
        ledger = self.ledger
        ruleset = checked_ruleset(ruleset_id)
        seats = checked_seats(seats, ruleset)
        seed = ledger.seed()
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
                 "at": ledger.now(), "hash": recorded_hash(ruleset, state)}
        if timing:
            event["clock"] = timing
        lived = life.Life.of([event | {"version": 1}], seats)
        now = ledger.clock()
        meta = metadata.first(ruleset, seats, stored_tokens(issued) if tokens is None else tokens, now)
        if campaign:
            event["campaign"] = campaign
            meta |= {"campaign": campaign["id"], "campaign_game": campaign["game"]}
        meta |= metadata.after(Facts(ruleset, event, {}, meta), state, lived, now)
        answer = {"id": game_id, "version": 1, "seed_commitment": event["seed_commitment"],
                  "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot"), "token": issued.get(i)}
                            for i, s in enumerate(seats)]}
        return {"id": game_id, "event": event, "meta": meta, "answer": answer}, state

    def carry_out(self, planned: dict, state=None, wake: bool = True) -> dict:
        """Create the game `planned` (plan_game, the lobby's open games), again if need be: each step is idempotent,
        so a retry after a failure at any step creates nothing twice. The first event and the metadata are written in
        one script; the game is listed once it exists (a listing never names a game that was not created). `state`:
        its first state, held by this process (None for one waiting for players, or a plan carried out again)."""
        ledger = self.ledger
        game_id, event, meta = planned["id"], planned["event"], planned["meta"]
        try:
            ledger.store.append(game_id, 0, event, meta=meta)
        except StaleVersion:
            state = None        # created already, by this plan's first try: what follows is done again
        ledger.index.record(game_id, event["ruleset"], meta["status"], json.loads(meta["players"]), meta["created"])
        if state is None or state is WAITING:
            if wake and state is None:
                ledger.followups.wake(game_id)
            return planned["answer"]
        with ledger.states.held(game_id) as held:
            held.facts = Facts(get_ruleset(event["ruleset"]), event | {"version": 1}, json.loads(meta["tokens"]),
                               meta)
            held.state, held.version, held.snapshot = state, 1, ()
            held.life = life.Life.of([event | {"version": 1}], event["seats"])
            ledger.followups.appended(game_id, held, wake)
        return planned["answer"]


def checked_ruleset(ruleset_id):
    try:
        return get_ruleset(ruleset_id)
    except InvalidOptions as error:
        raise BadRequest(str(error)) from error


def checked_seats(seats, ruleset) -> list[dict]:
    """Seats as a game keeps them: each named (or named for its place), a bot the ruleset has, no two alike."""
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


class Once:
    def __init__(self, creations):
        self.creations = creations

    def create(self, kind: str, key: str | None, request, plan, carry_out):
        """(answer, replayed): `carry_out(plan())`'s answer, or, for a key recorded already, that of the plan first
        recorded for it. `plan()` gives (the plan: JSON, what carry_out takes again on a retry; and what this process
        alone holds beside it, or None); `carry_out(plan, held)` carries it out, each of its steps idempotent, and
        answers."""
        planned, held = plan()
        if key is None:
            return carry_out(planned, held), False
        fingerprint = digest(canonical_json({"kind": kind, "request": request}))
        kept = self.creations.record(kind, digest(checked_key(key)), fingerprint, _seal(key, planned))
        if kept is None:
            return carry_out(planned, held), False
        if kept.fingerprint != fingerprint:
            raise IdempotencyConflict(key)
        return carry_out(_open(key, kept.plan), None), True


def _cipher(key: str) -> AESGCM:
    """AES-256-GCM keyed by the Idempotency-Key (never by its digest, which names the record)."""
    return AESGCM(hashlib.sha256(b"gameledger-idempotent-answer:" + key.encode()).digest())


def _seal(key: str, plan: dict) -> bytes:
    nonce = os.urandom(12)
    return nonce + _cipher(key).encrypt(nonce, orjson.dumps(plan), None)


def _open(key: str, sealed: bytes) -> dict:
    return orjson.loads(_cipher(key).decrypt(sealed[:12], sealed[12:], None))
