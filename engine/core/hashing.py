"""A stable state hash: canonical JSON (sorted keys, no spaces), SHA-256."""

import hashlib
import json
from collections.abc import Mapping


def _plain(value):
    """Mappings that are not dicts (a view worked out as it is read) are written as the dicts they equal."""
    if isinstance(value, Mapping):
        return dict(value)
    raise TypeError(f"{type(value).__name__} is not JSON data")


def canonical_json(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_plain)


def state_hash(data) -> str:
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()


def seed_commitment(seed: str) -> str:
    """Published at creation; after the game the revealed seed must hash to it."""
    return hashlib.sha256(b"gameledger-seed:" + seed.encode()).hexdigest()
