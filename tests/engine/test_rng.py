"""The seeded random source is pinned: a game replays identically only while these numbers never change."""

import hashlib
import struct
from collections import Counter

import pytest

from engine.core import SeededRandom
from engine.core.rng import STREAMS


def test_words_for_seed_pin_are_pinned():
    rng = SeededRandom("pin")
    assert [rng.word() for _ in range(5)] == [
        17304193274171788623, 15609242346171640356, 15869438699736503324, 5590372632027790327, 15783769885383701499,
    ]
    assert rng.counter == 5


def test_below_ten_for_seed_pin_is_pinned():
    rng = SeededRandom("pin")
    assert [rng.below(10) for _ in range(5)] == [3, 6, 4, 7, 9]


def test_shuffle_of_range_ten_for_seed_pin_is_pinned():
    rng = SeededRandom("pin")
    items = list(range(10))
    rng.shuffle(items)
    assert items == [6, 1, 2, 7, 5, 8, 0, 4, 9, 3]
    assert rng.counter == 9


def test_same_seed_and_counter_give_the_same_stream():
    resumed = SeededRandom("pin", counter=3)
    fresh = SeededRandom("pin")
    for _ in range(3):
        fresh.word()
    assert [resumed.word() for _ in range(4)] == [fresh.word() for _ in range(4)]


def test_different_seeds_give_different_streams():
    assert SeededRandom("pin").word() != SeededRandom("pin2").word()


@pytest.mark.parametrize("bound", [0, -1])
def test_below_rejects_a_bound_that_is_not_positive(bound):
    with pytest.raises(ValueError, match="positive bound"):
        SeededRandom("pin").below(bound)


def test_below_one_is_always_zero():
    rng = SeededRandom("pin")
    assert [rng.below(1) for _ in range(5)] == [0, 0, 0, 0, 0]


# --- stream 2 (Dominion from ruleset version 2) ----------------------------------------------------------------

def _shake(seed: str, draw: int, size: int) -> bytes:
    """Stream 2 as its definition reads: draw n reads SHAKE-256(key || n), key = SHA-256("gameledger-rng:" seed)."""
    key = hashlib.sha256(b"gameledger-rng:" + seed.encode()).digest()
    return hashlib.shake_256(key + struct.pack(">Q", draw)).digest(size)


def test_stream_2_words_are_pinned_and_follow_the_definition():
    rng = SeededRandom("pin", stream=2)
    words = [rng.word() for _ in range(5)]
    assert words == [
        18118779281081628915, 2598415002212987841, 11157890981423557227, 16625337877610336285, 3924737145564164482,
    ]
    assert words == [struct.unpack(">Q", _shake("pin", n, 8))[0] for n in range(5)]
    assert rng.counter == 5


def test_stream_2_below_ten_is_pinned():
    rng = SeededRandom("pin", stream=2)
    assert [rng.below(10) for _ in range(5)] == [5, 1, 7, 5, 2]


def test_stream_2_shuffle_is_one_draw_ordering_the_items_by_their_keys():
    rng = SeededRandom("pin", stream=2)
    items = list(range(10))
    rng.shuffle(items)
    assert items == [1, 8, 6, 9, 2, 5, 3, 7, 4, 0]
    keys = struct.unpack(">10I", _shake("pin", 0, 40))
    assert items == sorted(range(10), key=lambda i: keys[i])
    assert rng.counter == 1


def test_stream_2_reads_further_keys_when_two_are_equal():
    class Tied:
        """A SHAKE output whose first four keys tie (1, 1, 2, 3) and whose next four are distinct."""

        def digest(self, size):
            return struct.pack(">8I", 1, 1, 2, 3, 40, 10, 30, 20)[:size]

    rng = SeededRandom("pin", stream=2)
    rng._next_xof = Tied
    items = ["a", "b", "c", "d"]
    rng.shuffle(items)
    assert items == ["b", "d", "c", "a"]      # ordered by the keys 40, 10, 30, 20


def test_stream_2_shuffles_give_every_order_alike():
    rng = SeededRandom("uniform", stream=2)
    seen = Counter()
    for _ in range(24_000):
        items = [0, 1, 2, 3]
        rng.shuffle(items)
        seen[tuple(items)] += 1
    assert len(seen) == 24
    # chi-square with 23 degrees of freedom: 49.7 is its 99.9th percentile
    assert sum((count - 1000) ** 2 / 1000 for count in seen.values()) < 49.7


def test_a_shuffle_of_fewer_than_two_items_draws_nothing():
    for stream in STREAMS:
        rng = SeededRandom("pin", stream=stream)
        rng.shuffle([7])
        rng.shuffle([])
        assert rng.counter == 0


def test_the_streams_differ_and_the_state_names_the_second():
    assert SeededRandom("pin").word() != SeededRandom("pin", stream=2).word()
    assert SeededRandom("pin").to_dict() == {"seed": "pin", "counter": 0}
    assert SeededRandom("pin", stream=2).to_dict() == {"seed": "pin", "counter": 0, "stream": 2}


def test_an_unknown_stream_is_refused():
    with pytest.raises(ValueError, match="unknown random stream 3"):
        SeededRandom("pin", stream=3)


def test_stream_2_below_rejects_a_word_that_would_favour_some_values():
    class Biased:
        """A SHAKE output whose first word is the one value rejected for a bound of 3, then 7."""

        def digest(self, size):
            return struct.pack(">QQ", 2**64 - 1, 7)[:size]

    rng = SeededRandom("pin", stream=2)
    rng._next_xof = Biased
    assert rng.below(3) == 7 % 3
