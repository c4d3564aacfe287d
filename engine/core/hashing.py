"""A stable state hash: canonical JSON (sorted keys, no spaces), SHA-256."""

import hashlib
import json
import re
from collections.abc import Mapping

import orjson


def _plain(value):
    """Mappings that are not dicts (a view worked out as it is read) are written as the dicts they equal."""
    if isinstance(value, Mapping):
        return dict(value)
    raise TypeError(f"{type(value).__name__} is not JSON data")


# A number in exponent form, which orjson writes otherwise than json (1e16, not 1e+16): a number follows the start,
# ":", "," or "["; inside a string the same text only costs the slower writer (a hex seed's "3e5" does not).
EXPONENT = re.compile(r"(?:^|[:,\[])-?[0-9]+(?:\.[0-9]+)?[eE]")


def canonical_json(data) -> str:
    """json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=False) of the data, the form every recorded
    hash was taken of. orjson writes the same text several times faster, except where the json module is asked: keys
    that are not strings, integers past 64 bits, lone surrogates (orjson refuses them) and exponent floats."""
    try:
        text = orjson.dumps(data, default=_plain, option=orjson.OPT_SORT_KEYS).decode()
    except TypeError:
        return _json(data)
    return _json(data) if EXPONENT.search(text) else text


def _json(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_plain)


def state_hash(data) -> str:
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()


def seed_commitment(seed: str) -> str:
    """Published at creation; after the game the revealed seed must hash to it."""
    return hashlib.sha256(b"gameledger-seed:" + seed.encode()).hexdigest()
