"""The state hash is canonical: the same data hashes alike whatever its key order; any change shows."""

from engine.core import canonical_json, seed_commitment, state_hash


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
