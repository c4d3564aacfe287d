"""The engine's own random source: a counter-based generator keyed by the game's seed.

Two streams, so that games recorded under the first replay unchanged for ever:
- stream 1: word n is the first 8 bytes of SHA-256(key || n); every word costs a hash.
- stream 2: draw n (one `word`, one `below`, one whole shuffle) reads SHAKE-256(key || n) as consecutive 64-bit
  words, as many as it needs; a shuffle reads it as 32-bit words instead, one per item, and orders the items by
  them: one hash, and the ordering done in C.

Either depends on nothing but the seed and the counter: the same on every Python version and machine, today and
in five years. Python's `random` module is never used for game randomness. A ruleset picks its stream by its
version (a game replays under the version it was created with).
"""

import hashlib
import struct
from operator import itemgetter

_WORD = 1 << 64
_COUNTER = struct.Struct(">Q")
STREAMS = (1, 2)


def _limit(n: int) -> int:
    """Words below this are accepted for a draw below n (rejection, so no value is favoured)."""
    return _WORD - _WORD % n


def _next_word(xof, words: tuple, read: int):
    """The word after `read` of a stream 2 draw, reading the SHAKE output further when the words read run out
    (a longer output starts with the shorter one): (word, words read, words)."""
    if read == len(words):
        words = struct.unpack(f">{2 * read}Q", xof.digest(16 * read))
    return words[read], read + 1, words


_KEYS: dict = {}        # count -> the unpacking of that many 32-bit sort keys (a shuffle of that many items)


def _keys(count: int):
    unpack = _KEYS[count] = struct.Struct(f">{count}I").unpack
    return unpack


class SeededRandom:
    def __init__(self, seed: str, counter: int = 0, stream: int = 1):
        if stream not in STREAMS:
            raise ValueError(f"unknown random stream {stream!r}; streams: {', '.join(map(str, STREAMS))}")
        self.seed = seed
        self.counter = counter
        self.stream = stream
        self._key = hashlib.sha256(b"gameledger-rng:" + seed.encode()).digest()

    def word(self) -> int:
        """The next 64-bit unsigned word."""
        if self.stream == 2:
            return self._draw(1)[0]
        digest = hashlib.sha256(self._key + _COUNTER.pack(self.counter)).digest()
        self.counter += 1
        return _COUNTER.unpack_from(digest)[0]

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection so no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _limit(n)
        if self.stream == 2:
            xof, words = self._draw_xof(1)
            value, read = words[0], 1
            while value >= limit:       # rejection: less than once in 2**56 draws for any bound a game uses
                value, read, words = _next_word(xof, words, read)
            return value % n
        while True:
            value = self.word()
            if value < limit:
                return value % n

    def shuffle(self, items: list) -> None:
        """Every order equally likely, in place. Stream 1: Fisher-Yates, for each i from the last down a swap with
        j = below(i + 1). Stream 2: ordered by a random key per item (all distinct)."""
        if len(items) < 2:
            return
        if self.stream == 2:
            self._shuffle_stream_2(items)
            return
        # stream 1 written out, because shuffles are most of a game's draws (the same words, in the same order)
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

    def _shuffle_stream_2(self, items: list) -> None:
        # a 32-bit word per item as its sort key, all read at once; should two keys be equal (about once in 10**7
        # shuffles of 15 cards) the keys are read again further on, so every order stays equally likely. The items
        # are taken in the order of their keys, all in C: a dict from key to item (which also finds equal keys),
        # its keys sorted as plain ints (sorting the places by a key function called per item costs more).
        count = len(items)
        xof = self._next_xof()
        unpack = _KEYS.get(count) or _keys(count)
        by_key = dict(zip(unpack(xof.digest(4 * count)), items))
        read = 0
        while len(by_key) < count:
            read += count
            by_key = dict(zip(unpack(xof.digest(4 * (read + count))[4 * read:]), items))
        items[:] = itemgetter(*sorted(by_key))(by_key)

    def _draw(self, count: int) -> tuple:
        return self._draw_xof(count)[1]

    def _draw_xof(self, count: int):
        """Stream 2: the next draw's SHAKE-256 and its first `count` words."""
        xof = self._next_xof()
        return xof, struct.unpack(f">{count}Q", xof.digest(8 * count))

    def _next_xof(self):
        xof = hashlib.shake_256(self._key + _COUNTER.pack(self.counter))
        self.counter += 1
        return xof

    def choice(self, items):
        return items[self.below(len(items))]

    def sample(self, items, k: int) -> list:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def to_dict(self) -> dict:
        # The seed is part of the hashed state, so a published state hash cannot be brute-forced into
        # another player's hand or deck order; it is never part of a view.
        data = {"seed": self.seed, "counter": self.counter}
        if self.stream != 1:
            data["stream"] = self.stream
        return data
