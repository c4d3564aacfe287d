"""Moves: a seat's move checked against the decision awaited, applied to the held state and appended at the version it
was decided on, idempotently; and bot turns, played one appended event each while a bot (or a seat's standing answer)
must decide."""

import hashlib
import secrets
from dataclasses import dataclass

from engine.core import GameOver, IllegalMove, canonical_json
from engine.core.selfplay import bot_move
from events.errors import (GameEnded, IdempotencyConflict, MoveRejected, NotStarted, NotYourDecision, StaleVersion,
                           TimeRanOut)

from . import clocks, life, metadata, seating
from .access import checked_key, digest
from .replay import recorded_hash
from .seating import WAITING

CLIENT_KEY = "client:"          # a client's idempotency key is kept per seat: one seat cannot answer another's
LEASE_SECONDS = 5.0         # a bot player renews it every move; one that dies frees the game this soon


@dataclass
class Submitted:
    version: int
    duplicate: bool
    answer: dict        # what the seat sees after the move: version, view, decision


class Moves:
    def __init__(self, ledger):
        self.ledger = ledger

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
        ledger = self.ledger
        with ledger.states.held(game_id) as held:
            facts = ledger.states.facts(game_id, held)
            if held.state is None or held.version < expected_version:
                ledger.states.catch_up(game_id, held)
            if held.version != expected_version:
                version = self._settle(game_id, held, expected_version, key, fingerprint, tag)
            else:
                if seat in held.life.resigned or seat in held.life.timed_out:
                    raise NotYourDecision("a bot plays your seat: you resigned, or your clock ran out")
                if facts.created.get("clock") and ledger.timeouts.expire_held(game_id, held):
                    raise TimeRanOut(f"your time for this decision ran out; the clock's answer was recorded (the game "
                                     f"is at version {held.version})")
                version = self.play(game_id, held, seat, move, key, fingerprint, tag)
                if version is not None:
                    return Submitted(version, False, ledger.views.answer_of(facts, held.state, version, seat,
                                                                            held.life))
                version = expected_version + 1      # a twin request appended it first
        return Submitted(version, True, ledger.views.answer(game_id, seat, version))

    def play(self, game_id, held, seat, move, key=None, fingerprint=None, tag=None,
             extra: dict | None = None) -> int | None:
        """Apply `move` to the held state and append it (with `extra` fields: what answered it, if not the seat);
        the new version, or None if a twin request had appended first (the held state is then discarded). A refusal
        leaves the state as it was."""
        ledger = self.ledger
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
                 "dt": round(ledger.clock() * 1000) - facts.created_ms, "hash": recorded_hash(ruleset, state)}
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
        try:
            result = ledger.store.append(game_id, held.version, event, key, fingerprint,
                                         metadata.after(facts, state, lived, ledger.clock()) | (meta or {}), tag=tag)
        except BaseException:
            held.discard()      # the state is ahead of the stream
            raise
        if result.duplicate:
            held.discard()
            return None
        held.version, held.life = result.version, lived
        ledger.followups.appended(game_id, held)
        return result.version

    def _settle(self, game_id, held, expected, key, fingerprint, tag) -> int:
        """A move that names a version other than the game's: the version a twin request appended, or StaleVersion.
        A store found behind what this process holds (Redis restarted without its last writes) is read again."""
        found = self.ledger.store.recognise(game_id, expected, key, fingerprint, tag)
        if found.length < held.version:
            held.discard()
            self.ledger.states.catch_up(game_id, held)
        if found.duplicate:
            return found.version
        raise StaleVersion(found.length)

    def play_bots(self, game_id: str, version: int, keep_going=None) -> int:
        """Play every bot decision from `version` on, one appended event each, until a human must act or the
        game ends. Idempotent: a second run at the same version appends nothing. Returns the moves played.
        It holds the game's lease while it plays (the reconciler takes a game waiting on a bot with no lease held
        for a stalled one); a second player of the same game finds the lease taken and leaves it. `keep_going()`,
        asked before each move: False stops here (a worker told to stop), the game left waiting on its bot for the
        reconciler, which enqueues it again."""
        store = self.ledger.store
        holder = secrets.token_hex(8)
        if not store.lease(game_id, holder, LEASE_SECONDS):
            return 0
        try:
            return self._play_bots(game_id, version, holder, keep_going or (lambda: True))
        finally:
            store.unlease(game_id, holder)

    def bots_playing(self, game_id: str) -> bool:
        """Whether a player of bot turns holds the game now."""
        return self.ledger.store.leased(game_id)

    def _play_bots(self, game_id: str, version: int, holder: str, keep_going) -> int:
        ledger, played = self.ledger, 0
        while keep_going() and ledger.store.lease(game_id, holder, LEASE_SECONDS):
            with ledger.states.held(game_id) as held:
                ledger.states.fresh(game_id, held)
                ruleset, state = held.facts.ruleset, held.state
                if state is WAITING:
                    return played
                decision = None if held.life.ended else ruleset.decision(state)
                answer = decision and metadata.answered_by(held.facts, held.life, decision)
                if held.version != version or not answer:
                    return played
                policy, extra = answer
                move = bot_move(policy, ruleset, state, decision)
                try:
                    appended = self.play(game_id, held, decision.player, move, extra=extra)
                except StaleVersion:
                    return played
            if appended is None:
                return played
            played += 1
            version = appended
        return played


def _tag(key: str, fingerprint: str) -> bytes:
    """What an appended event keeps of the request that appended it: its key's digest and its own (6 bytes each:
    a retry is looked for at one version only, so 48 bits leave no chance of taking one request for another)."""
    return hashlib.sha256(key.encode()).digest()[:6] + hashlib.sha256(fingerprint.encode()).digest()[:6]
