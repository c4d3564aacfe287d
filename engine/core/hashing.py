"""A stable state hash: canonical JSON (sorted keys, no spaces), SHA-256."""

import hashlib
import json


def canonical_json(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(data) -> str:
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()


def seed_commitment(seed: str) -> str:
    """Published at creation; after the game the revealed seed must hash to it."""
    return hashlib.sha256(b"gameledger-seed:" + seed.encode()).hexdigest()
