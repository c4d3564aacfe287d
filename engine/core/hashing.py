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


# A float, which orjson may write otherwise than json (0.00001, not 1e-05; 1e-6, not 1e-06): only a digit before
# ".", "e" or "E" can be in one, rare in a state, so those are found first and each read back to where its token
# starts. A number starts the text or follows ":", "," or "["; inside a string the same text only costs the slower
# writer (a hex seed's "3e5" does not: a quote comes before it).
FLOAT_MARK = re.compile(r"[0-9][.eE]")
FLOAT_START = re.compile(r"-?[0-9]+[.eE]")
IN_NUMBER = frozenset("0123456789.-")


def _has_float(text: str) -> bool:
    for found in FLOAT_MARK.finditer(text):
        start = found.start()
        while start and text[start - 1] in IN_NUMBER:
            start -= 1
        if (start == 0 or text[start - 1] in ":,[") and FLOAT_START.fullmatch(text, start, found.end()):
            return True
    return False


def canonical_json(data) -> str:
    """json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=False) of the data, the form every recorded
    hash was taken of. orjson writes the same text several times faster, except where the json module is asked: keys
    that are not strings, integers past 64 bits, lone surrogates (orjson refuses them) and floats. (NaN and the
    infinities, which no state holds, orjson would write as null.)"""
    try:
        text = orjson.dumps(data, default=_plain, option=orjson.OPT_SORT_KEYS).decode()
    except TypeError:
        return _json(data)
    return _json(data) if _has_float(text) else text


def _json(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_plain)


def state_hash(data) -> str:
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()


def seed_commitment(seed: str) -> str:
    """Published at creation; after the game the revealed seed must hash to it."""
    return hashlib.sha256(b"gameledger-seed:" + seed.encode()).hexdigest()
