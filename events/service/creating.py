"""Creating once per Idempotency-Key: a game, a campaign, a player key.

A creation is planned first (its id, its first event, its metadata, the answer with its secrets), and with a key the
plan is recorded before anything is created (events.store.creations): the first plan recorded for a key is the key's,
sealed (AES-GCM, keyed by the client's key itself, so Redis holds no secret a client was given in the clear). Then it
is carried out, each step idempotent: the append of the first event with its metadata (one script), the index entry,
the seats of a player key. A retry with the key — after a failure at any step, or while the first is still under
way — carries out the recorded plan again and gets its answer: one creation, whatever failed. The same key with
another request is refused (IdempotencyConflict)."""

import hashlib
import os

import orjson
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from engine.core import canonical_json
from events.errors import IdempotencyConflict

from .access import checked_key, digest


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
