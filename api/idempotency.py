"""Idempotency-Key for requests that create (POST /games): a retry gets the first answer and creates nothing.

A move's key is remembered in the event it appended (events.service.ledger); a new game's answer holds secrets that
are kept only as digests (its seat tokens), so the first answer itself is kept, under the digest of its key, for
KEPT seconds, encrypted (AES-GCM) with a key derived from the Idempotency-Key: Redis holds no token in the clear, and
only a client holding the key reads the answer back. A retry with the same key and body gets it back
(Idempotent-Replayed: true); the same key with another body is 422 (idempotency-key-reused); a retry while the first
is still being answered waits for its answer."""

import hashlib
import os
import time

import orjson
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from flask import current_app

from events.errors import IdempotencyConflict
from events.service.access import checked_key, digest

KEPT = 86400            # seconds a first answer is kept for its retries
PENDING = 30            # seconds a request being answered holds its key (a crashed one frees it then)
WAIT = 5.0              # seconds a retry waits for the first request's answer
POLL = 0.05


class InProgress(Exception):
    """The first request with this key is still being answered."""


def once(kind: str, key: str | None, request_body, work) -> tuple[dict, bool]:
    """(answer, replayed): `work()`'s answer, or the answer the first request with `key` got."""
    if key is None:
        return work(), False
    redis = current_app.extensions["redis"]
    slot = f"gl:idempotent:{kind}:{digest(checked_key(key))}"
    fingerprint = digest(orjson.dumps(request_body, option=orjson.OPT_SORT_KEYS).decode())
    if redis.set(slot, orjson.dumps({"fingerprint": fingerprint}), nx=True, ex=PENDING):
        try:
            answer = work()
        except BaseException:
            redis.delete(slot)          # nothing was created: the key is free for a retry
            raise
        redis.set(slot, orjson.dumps({"fingerprint": fingerprint, "sealed": _seal(key, answer).hex()}), ex=KEPT)
        return answer, False
    deadline = time.monotonic() + WAIT
    while True:
        kept = redis.get(slot)
        if kept is None:                # the first request failed or expired: this one is the first now
            return once(kind, key, request_body, work)
        kept = orjson.loads(kept)
        if kept["fingerprint"] != fingerprint:
            raise IdempotencyConflict(key)
        if "sealed" in kept:
            return _open(key, bytes.fromhex(kept["sealed"])), True
        if time.monotonic() > deadline:
            raise InProgress(key)
        time.sleep(POLL)


def _cipher(key: str) -> AESGCM:
    """AES-256-GCM keyed by the Idempotency-Key (never by its digest, which names the slot)."""
    return AESGCM(hashlib.sha256(b"gameledger-idempotent-answer:" + key.encode()).digest())


def _seal(key: str, answer: dict) -> bytes:
    """A random nonce, then the ciphertext (a key may be used again once its answer has expired)."""
    nonce = os.urandom(12)
    return nonce + _cipher(key).encrypt(nonce, orjson.dumps(answer), None)


def _open(key: str, sealed: bytes) -> dict:
    return orjson.loads(_cipher(key).decrypt(sealed[:12], sealed[12:], None))
