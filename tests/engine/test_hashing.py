"""The state hash is canonical: the same data hashes alike whatever its key order; any change shows."""

import json
import math
import random
import struct
from collections.abc import Mapping
from dataclasses import dataclass

import pytest

from engine.core import canonical_json, seed_commitment, state_hash
from engine.core.hashing import canonical_bytes


def test_key_order_does_not_change_the_hash():
    one = {"supply": {"Copper": 46, "Silver": 40}, "turn": {"player": 0, "coins": 3}}
    other = {"turn": {"coins": 3, "player": 0}, "supply": {"Silver": 40, "Copper": 46}}
    assert state_hash(one) == state_hash(other)


def test_any_change_changes_the_hash():
    state = {"supply": {"Copper": 46, "Silver": 40}, "hand": ["Copper", "Estate"]}
    assert state_hash(state) != state_hash({"supply": {"Copper": 45, "Silver": 40}, "hand": ["Copper", "Estate"]})
    assert state_hash(state) != state_hash({"supply": {"Copper": 46, "Silver": 40}, "hand": ["Estate", "Copper"]})


def test_canonical_json_sorts_keys_and_drops_spaces():
    assert canonical_json({"b": [1, 2], "a": "příkop"}) == '{"a":"příkop","b":[1,2]}'


def test_hash_is_sha256_hex_of_the_canonical_json():
    assert state_hash({}) == "44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"


def test_seed_commitment_depends_on_the_seed():
    assert seed_commitment("a") == seed_commitment("a")
    assert seed_commitment("a") != seed_commitment("b")


class Mapped(Mapping):
    def __init__(self, items):
        self.items_ = items

    def __getitem__(self, key):
        return self.items_[key]

    def __iter__(self):
        return iter(self.items_)

    def __len__(self):
        return len(self.items_)


TRICKY = [
    {"b": 1, "a": {"d": [1, 2, {"z": None, "y": True}], "c": False}},
    {"Příkop": "Hradní příkop", "é": "\u00e9", "emoji": "\U0001f3b2", "cjk": "\u738b"},
    {"controls": "".join(chr(c) for c in range(32)) + "\x7f\u2028\u2029", "quote": "\"\\/"},
    {"ints": [0, -1, 2**53, 2**63 - 1, -(2**63)], "floats": [0.5, 100.0, 1.25, -3.0, 123456.789]},
    {"tuple": (1, "two"), "mapped": Mapped({"y": 2, "x": Mapped({"k": [1]})})},
    {"big": 2**64 + 1}, {1: "int key", 2: "keys"}, {"lone": "\ud800"},     # refused by orjson: json writes them
    {"exponents": [1e16, 1e-7, 2.5e-5, 1e300]}, {"text": "1e5 looks like a number"},
    {"first": 1e16}, {"negative": [-2.5e-5, -1e300], "after": -1e16}, [1e16, {"e": 1e-7}], 1e16,
    {"seed": "894efb308c3d9c441634e535573a1652", "hex": "3e5,1e-7:[2e9"},
    {"digits": "12345678901234567890e", "then": [0.1, 2e-9]}, {"s": "9e9", "n": 1.5e300}, {"-1e5": -1e-5},
    [1e-6, 1.234e-05, 0.0001, 5e-324, 1e15, 1e16, 1e22], {"v1.2": "2.0", "x": ["a0.5", 0]}, 0.00001,
    {"": "", "a b": [[], {}]},
]


def test_canonical_json_is_exactly_what_json_dumps_writes():
    for data in TRICKY:
        expected = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                              default=lambda value: dict(value))
        assert canonical_json(data) == expected, data


def test_a_hex_seed_is_written_by_orjson_not_the_slower_json(monkeypatch):
    import engine.core.hashing as hashing

    monkeypatch.setattr(hashing, "_json", lambda data: pytest.fail("written by json"))
    assert canonical_json({"rng": {"seed": "894efb308c3d9c441634e535573a1652"}}) == \
        '{"rng":{"seed":"894efb308c3d9c441634e535573a1652"}}'


def test_a_value_neither_writes_is_refused_as_json_refuses_it():
    with pytest.raises(TypeError):
        canonical_json({"set": {1, 2}})


def test_every_float_orjson_writes_carries_a_mark_so_json_writes_it():
    """hashing.FLOAT_MARKS: a float of any magnitude and sign, among integers (a negative one too), is found."""
    rng = random.Random(36)
    floats = [m * 10.0 ** e for e in range(-323, 309) for m in (1, -1.5, 9.99)]
    floats += [struct.unpack("d", struct.pack("Q", rng.getrandbits(64)))[0] for _ in range(20_000)]
    for x in filter(math.isfinite, floats):
        data = {"n": [-3, x, 7]}
        assert canonical_json(data) == json.dumps(data, sort_keys=True, separators=(",", ":")), x


def test_a_negative_integer_or_a_dotted_string_is_still_written_by_orjson(monkeypatch):
    import engine.core.hashing as hashing

    monkeypatch.setattr(hashing, "_json", lambda data: pytest.fail("written by json"))
    assert canonical_json({"n": -1, "rule": "Law 3.1", "seed": "oath-bench:0"}) == \
        '{"n":-1,"rule":"Law 3.1","seed":"oath-bench:0"}'


@dataclass
class Part:
    id: int
    cards: list


def test_a_dataclass_is_written_as_its_attributes_so_a_live_board_hashes_as_its_plain_data():
    for value in (3, 2.5e-5):       # orjson writes the one, json the other
        live = {"sites": [Part(value, [Part(4, [])])], "b": True}
        plain = {"sites": [{"id": value, "cards": [{"id": 4, "cards": []}]}], "b": True}
        assert canonical_bytes(live) == json.dumps(plain, sort_keys=True, separators=(",", ":")).encode()
        assert state_hash(live) == state_hash(plain)
