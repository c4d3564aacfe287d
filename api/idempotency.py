"""Idempotency-Key for requests that create (POST /games): a retry gets the first answer and creates nothing.

A move's key is remembered in the event it appended (events.service.ledger); a new game's answer holds secrets that
are kept only as digests (its seat tokens), so the first answer itself is kept, under the digest of its key, for
KEPT seconds. A retry with the same key and body gets it back (Idempotent-Replayed: true); the same key with another
body is 422 (idempotency-key-reused); a retry while the first is still being answered waits for its answer."""

import time

import orjson
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
        redis.set(slot, orjson.dumps({"fingerprint": fingerprint, "answer": answer}), ex=KEPT)
        return answer, False
    deadline = time.monotonic() + WAIT
    while True:
        kept = redis.get(slot)
        if kept is None:                # the first request failed or expired: this one is the first now
            return once(kind, key, request_body, work)
        kept = orjson.loads(kept)
        if kept["fingerprint"] != fingerprint:
            raise IdempotencyConflict(key)
        if "answer" in kept:
            return kept["answer"], True
        if time.monotonic() > deadline:
            raise InProgress(key)
        time.sleep(POLL)
