"""The decision model: who must act now, and what they may answer.

A decision is one of two shapes, both plain data a client can render:
- choices: an enumerated list of legal moves (each a small dict such as {"buy": "Silver"});
- pick: choose between `min` and `max` cards from a multiset, answered as {"cards": [...]}.
"""

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import Callable

from .errors import IllegalMove


@dataclass(frozen=True, slots=True)
class Listing:
    """Choices too many and too costly to list before every move (Oath's Act phase): `every()` lists them, in their
    order; `has(move)` says whether one move is among them without listing the rest, which is all a replay of
    recorded moves asks. A decision asked with a listing has its choices listed when they are first read
    (engine.core.flow.Flow.decision); they are the same list, so the hash and every view are as they were."""

    every: Callable[[], list]
    has: Callable[[object], bool]


@dataclass(slots=True)
class Decision:
    player: int
    kind: str
    prompt: str
    choices: list | tuple | None = None     # a tuple of SharedMoves when shared between decisions
    pick_from: list | None = None
    min: int = 0
    max: int = 0
    source: str | None = None      # the card or rule that asks, for clients and bots
    private: bool = False          # the answer is hidden from everyone but the player (kept from event listings)
    explain: Callable | None = field(default=None, repr=False, compare=False)
    # The point of the flow this is asked at, where no effect is in progress (a turn's Action or Buy phase, Oath's
    # Act phase): the flow can start again here from the board alone, so the game may be snapshotted. Not data.
    resume: str | None = field(default=None, repr=False, compare=False)
    # () -> each choice in words, as data: {"text", and where it has them "cost", "group", "at"}. Worked out only when
    # the decision is served (to_dict), once; wording, like the prompt, so never hashed nor read by bots.
    words: Callable | None = field(default=None, repr=False, compare=False)
    _worded: list | None = field(default=None, repr=False, compare=False)
    # Choices listed only when read (Listing), for a decision with many: `choices` stays None until then. Not data.
    listing: Listing | None = field(default=None, repr=False, compare=False)

    def listed(self) -> "Decision":
        """This decision, its choices listed: a Listing's, once, when first asked for."""
        if self.choices is None and self.listing is not None:
            self.choices = self.listing.every()
        return self

    def to_dict(self, words: bool = True, choices: bool = True) -> dict:
        """The decision as plain data; without `choices`, its choices are left out and a Listing's are not listed
        (a hash that leaves them out: engine.core.flow.FlowGame.hash)."""
        if choices and self.choices is None and self.listing is not None:
            self.listed()
        data = {"player": self.player, "kind": self.kind, "prompt": self.prompt}
        if self.source:
            data["source"] = self.source
        if choices and self.choices is not None:
            data["choices"] = self.choices
        if self.pick_from is not None:
            data["pick"] = {"from": sorted(self.pick_from), "min": self.min, "max": self.max}
        if words and self.words is not None:
            if self._worded is None:
                self._worded = self.words()
            data["words"] = self._worded
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Decision":
        pick = data.get("pick")
        return cls(data["player"], data["kind"], data["prompt"], choices=data.get("choices"),
                   pick_from=pick and pick["from"], min=pick["min"] if pick else 0, max=pick["max"] if pick else 0,
                   source=data.get("source"))

    def public_dict(self) -> dict:
        """What players other than the one deciding may see: only whose answer is awaited."""
        return {"player": self.player}

    def check(self, move) -> None:
        """Raise IllegalMove, saying why, unless `move` answers this decision."""
        if not isinstance(move, dict):
            raise IllegalMove("a move is a JSON object, for example {\"end\": \"turn\"}")
        self.listed()
        if self.pick_from is not None:
            self._check_pick(move)
        elif move not in self.choices:
            reason = self.explain(move) if self.explain else None
            raise IllegalMove(reason or f"{_show(move)} is not one of the legal answers to: {self.prompt}")

    def _check_pick(self, move) -> None:
        cards = move.get("cards")
        if set(move) != {"cards"} or not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise IllegalMove('answer with {"cards": [card names]}')
        if not self.min <= len(cards) <= self.max:
            wanted = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
            noun = "card" if self.max == 1 else "cards"
            raise IllegalMove(f"choose {wanted} {noun}, not {len(cards)}")
        missing = Counter(cards) - Counter(self.pick_from)
        if missing:
            name = next(iter(missing))
            raise IllegalMove(f"{name} is not among the cards you may choose here")

    def legal_moves(self, limit: int = 4096) -> list:
        """Every legal answer (distinct multisets for a pick), up to `limit`."""
        self.listed()
        if self.choices is not None:
            return list(self.choices)
        pool = sorted(self.pick_from)
        moves = []
        for size in range(self.min, self.max + 1):
            for combo in sorted(set(combinations(pool, size))):
                moves.append({"cards": list(combo)})
                if len(moves) >= limit:
                    return moves
        return moves


def _show(move) -> str:
    import json

    return json.dumps(move, sort_keys=True)


class SharedMove(dict):
    """A move many decisions offer: equal to the plain dict it reads as, written as one in JSON, never changed."""

    __slots__ = ()

    def __init__(self, *args, **kwargs):
        if self:        # made already: dict.__init__ again would update it in place
            self._refuse()
        dict.__init__(self, *args, **kwargs)

    def _refuse(self, *args, **kwargs):
        raise TypeError("a shared move cannot be changed; copy it with dict(move)")

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self):
        return SharedMove, (dict(self),)
