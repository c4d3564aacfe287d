"""A stable state hash: canonical JSON (sorted keys, no spaces), SHA-256.

The text hashed is json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False), the form every
recorded hash was taken of; a board's dataclasses are written as the dicts of their attributes (vars), so a game
may hash its live board without first copying it into plain data.
"""

import hashlib
import json
import re
from collections.abc import Mapping

import orjson

_ORJSON = orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS


def _plain(value):
    """What JSON cannot write itself: a dataclass instance (a board's part) as the dict of its attributes, and a
    mapping that is not a dict (a view worked out as it is read) as the dict it equals. Asked for every part of a
    board at every hash, so how each type is written is found once."""
    writer = _WRITERS.get(type(value))
    if writer is None:
        writer = _WRITERS[type(value)] = _writer(type(value))
    return writer(value)


_WRITERS: dict = {}


def _writer(kind: type):
    if hasattr(kind, "__dataclass_fields__"):
        if "__slots__" not in vars(kind):
            return vars
        return lambda value: {name: getattr(value, name) for name in kind.__dataclass_fields__}
    if issubclass(kind, Mapping):
        return dict
    return _refuse


def _refuse(value):
    raise TypeError(f"{type(value).__name__} is not JSON data")


# A float, which orjson may write otherwise than json (0.00001, not 1e-05; 1e-7, not 1e-07): orjson 3.13 (pinned)
# writes every float with a "." or an exponent, "e-" or "e+". Those bytes are rare in a state (a hyphen alone, as in a
# name, is not one) and each is found at C speed (bytes.find), then read back to where its token starts: a number
# starts the text or follows ":", "," or "["; inside a string the same text only costs the slower writer.
# tests/engine/test_hashing.py holds orjson's floats to these marks.
FLOAT_MARKS = (b".", b"e-", b"e+")
FLOAT_TOKEN = re.compile(rb"-?[0-9]+(\.[0-9]+(e[-+][0-9]+)?|e[-+][0-9]+)")
IN_NUMBER = frozenset(b"0123456789.-+e")
NUMBER_FOLLOWS = frozenset(b":,[")


def _has_float(text: bytes) -> bool:
    """Whether a mark lies in a float's token. Each mark is found by its last byte, then checked for the bytes before
    it: bytes.find of a single byte runs at memchr's speed, of "e-" some ten times slower (3.5 µs on a 4 KB board:
    "e" is in most words), and this is asked at every hash."""
    for mark in FLOAT_MARKS:
        last, before = mark[-1:], mark[:-1]
        found = text.find(last)
        while found >= 0:
            at = found - len(before)
            if at >= 0 and text.startswith(before, at) and _in_float(text, at):
                return True
            found = text.find(last, found + 1)
    return False


def _in_float(text: bytes, at: int) -> bool:
    """Whether the mark at `at` lies in a float's token (not in a string, nor in a negative integer)."""
    start = at
    while start and text[start - 1] in IN_NUMBER:
        start -= 1
    end = at + 1
    while end < len(text) and text[end] in IN_NUMBER:
        end += 1
    return (start == 0 or text[start - 1] in NUMBER_FOLLOWS) and FLOAT_TOKEN.fullmatch(text, start, end) is not None


def canonical_json(data) -> str:
    """json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=False) of the data. orjson writes the same text
    several times faster, except where the json module is asked: keys that are not strings, integers past 64 bits,
    lone surrogates (orjson refuses them) and floats. (NaN and the infinities, which no state holds, orjson would
    write as null.)"""
    text = _fast(data)
    return _json(data) if text is None else text.decode()


def canonical_bytes(data) -> bytes:
    """canonical_json(data), UTF-8: what a hash is taken of."""
    text = _fast(data)
    return _json(data).encode() if text is None else text


def _fast(data) -> bytes | None:
    """orjson's text of the data, or None where it is not json's."""
    try:
        text = orjson.dumps(data, default=_plain, option=_ORJSON)
    except TypeError:
        return None
    return None if _has_float(text) else text


def _json(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_plain)


def state_hash(data) -> str:
    return hashlib.sha256(canonical_bytes(data)).hexdigest()


def seed_commitment(seed: str) -> str:
    """Published at creation; after the game the revealed seed must hash to it."""
    return hashlib.sha256(b"gameledger-seed:" + seed.encode()).hexdigest()
