"""The Buy phase's moves, worked out once and shared: the buy decision is the turn's hottest path.

Every move and list here is shared between decisions, and between games in one process, so none can be changed:
the lists are tuples and the moves refuse changes. A caller that wants its own copy makes one.
"""

from engine.core.decision import SharedMove

from .cards import CARDS, PRINTED_COST


PLAY = {name: SharedMove(play=name) for name in CARDS}
BUY = {name: SharedMove(buy=name) for name in CARDS}
PLAY_ALL = SharedMove(play_all="treasures")
END_TURN = SharedMove(end="turn")

_TREASURE_PLAYS: dict = {}      # the Treasures held -> their play moves and playing them all


def treasure_plays(held: frozenset) -> tuple:
    """Playing each Treasure held, by name, then playing them all."""
    moves = _TREASURE_PLAYS.get(held)
    if moves is None:
        moves = _TREASURE_PLAYS[held] = (*map(PLAY.__getitem__, sorted(held)), PLAY_ALL)
    return moves


class BuyMenu:
    """One game's buy moves by budget: the Supply cards whose printed cost (less Bridge's reduction) the budget
    meets, in Supply order, and ending the turn; while Treasures may be played, their plays come first. The answer
    depends only on the budget (and the Treasures held) while no pile empties, so each is worked out once; before
    any pile is empty, games with the same piles share their answers.

    Not state: a board carries its menu, but its hash never includes it."""

    _shared: dict = {}          # Supply piles -> {budget or (held, budget): moves}, for every game in the process
    __slots__ = ("_known", "_full")

    def __init__(self):
        self._known = self._full = None

    def reset(self) -> None:
        """Forget the answers: the piles changed (one emptied)."""
        self._known = self._full = None

    def no_pile_empty(self, supply: dict) -> bool:
        """Whether every Supply pile holds a card: asked at the end of every turn, worked out once until one empties."""
        full = self._full
        if full is None:
            full = self._full = 0 not in supply.values()
        return full

    def moves(self, supply: dict, budget: int, held: frozenset = frozenset()) -> tuple:
        """The buy moves of `budget`, after the plays of the Treasures `held` if any (treasure_plays)."""
        known = self._known
        if known is None:
            known = self._known = self._share(tuple(supply)) if self.no_pile_empty(supply) else {}
        key = (held, budget) if held else budget
        moves = known.get(key)
        if moves is None:
            moves = (*[BUY[name] for name, left in supply.items() if left and PRINTED_COST[name] <= budget], END_TURN)
            moves = known[key] = treasure_plays(held) + moves if held else moves
        return moves

    @classmethod
    def _share(cls, piles: tuple) -> dict:
        if len(cls._shared) >= 1024:
            cls._shared.clear()
        return cls._shared.setdefault(piles, {})
