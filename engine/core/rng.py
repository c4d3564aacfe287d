"""The engine's own random source: a counter-based generator keyed by the game's seed.

Word n of the stream is the first 8 bytes of SHA-256(key || n), so the sequence depends on nothing but the
seed and the counter: the same on every Python version and machine, today and in five years. Python's
`random` module is never used for game randomness.
"""

import hashlib
import struct

_WORD = 1 << 64
_COUNTER = struct.Struct(">Q")


class SeededRandom:
    def __init__(self, seed: str, counter: int = 0):
        self.seed = seed
        self.counter = counter
        self._key = hashlib.sha256(b"gameledger-rng:" + seed.encode()).digest()

    def word(self) -> int:
        """The next 64-bit unsigned word."""
        digest = hashlib.sha256(self._key + _COUNTER.pack(self.counter)).digest()
        self.counter += 1
        return _COUNTER.unpack_from(digest)[0]

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection so no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _WORD - _WORD % n
        while True:
            value = self.word()
            if value < limit:
                return value % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place: `below(i + 1)` for each i, written out here because shuffles are most of a
        game's draws (the same words, in the same order)."""
        key, counter = self._key, self.counter
        sha256, pack, unpack = hashlib.sha256, _COUNTER.pack, _COUNTER.unpack_from
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _WORD - _WORD % n
            while True:
                value = unpack(sha256(key + pack(counter)).digest())[0]
                counter += 1
                if value < limit:
                    break
            j = value % n
            items[i], items[j] = items[j], items[i]
        self.counter = counter

    def choice(self, items):
        return items[self.below(len(items))]

    def sample(self, items, k: int) -> list:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def to_dict(self) -> dict:
        # The seed is part of the hashed state, so a published state hash cannot be brute-forced into
        # another player's hand or deck order; it is never part of a view.
        return {"seed": self.seed, "counter": self.counter}
