"""What a player or a spectator may see. Never another player's hand, nor any deck's order, nor the seed.

The view is written once, as a mapping that works each part out when it is first read: in-process bots read a
few parts of it at every decision (a `BoardView`), and the API serialises all of it (`view`).
"""

from collections import Counter
from collections.abc import Mapping

from .scoring import points, public_points, result


_UNSEEN = object()


class _Lazy(Mapping):
    """A read-only mapping whose keys are those of `parts` (key -> the method `_key`), each computed once when
    first read."""

    __slots__ = ("_seen", "parts")

    def __getitem__(self, key):
        value = self._seen.get(key, _UNSEEN)
        if value is _UNSEEN:
            part = self.parts.get(key)
            if part is None:
                raise KeyError(key)
            value = self._seen[key] = part(self)
        return value

    def __iter__(self):
        return iter(self.parts)

    def __len__(self):
        return len(self.parts)


def _parts(view_class, keys: tuple) -> dict:
    return {key: getattr(view_class, "_" + key) for key in keys}


class PlayerView(_Lazy):
    KEYS = ("name", "hand_count", "deck_count", "discard_count", "discard_top", "in_play", "aside", "turns",
            "vp_tokens", "vp")
    OWN_KEYS = KEYS + ("hand", "owned")
    __slots__ = ("player", "own")

    def __init__(self, player, own: bool):
        self._seen = {}
        self.player, self.own = player, own
        self.parts = OWN_PARTS if own else PUBLIC_PARTS

    def _name(self):
        return self.player.name

    def _hand_count(self):
        return len(self.player.hand)

    def _deck_count(self):
        return len(self.player.deck)

    def _discard_count(self):
        return len(self.player.discard)

    def _discard_top(self):
        return self.player.discard[-1] if self.player.discard else None

    def _in_play(self):
        return list(self.player.play)

    def _aside(self):
        return list(self.player.aside)

    def _turns(self):
        return self.player.turns

    def _vp_tokens(self):
        return self.player.vp_tokens

    def _vp(self):
        # a player knows every card they own; others see only what was public (Masquerade passes are not)
        return points(self.player) if self.own else public_points(self.player)

    def _hand(self):
        return sorted(self.player.hand)

    def _owned(self):
        # a player knows what they own (every gain and trash was seen), never the order of their deck
        return dict(sorted(Counter(self.player.all_cards()).items()))


class BoardView(_Lazy):
    """The view of `viewer` (None: a spectator), computed part by part as it is read: for bots in the same
    process."""

    KEYS = ("players", "supply", "kingdom", "trash", "turn", "you", "finished", "trade_route")
    __slots__ = ("board", "viewer")

    def __init__(self, board, viewer: int | None):
        self._seen = {}
        self.board, self.viewer = board, viewer
        self.parts = FINISHED_PARTS if board.finished else BOARD_PARTS

    def _players(self):
        return [PlayerView(player, index == self.viewer) for index, player in enumerate(self.board.players)]

    def _supply(self):
        return dict(self.board.supply)

    def _kingdom(self):
        return list(self.board.kingdom)

    def _trash(self):
        return list(self.board.trash)

    def _turn(self):
        # copies: a view is read after the state has moved on (a stream's catch-up, a response written later)
        return {key: list(value) if isinstance(value, (list, tuple, set)) else value
                for key, value in self.board.turn.to_dict().items()}

    def _you(self):
        return self.viewer

    def _finished(self):
        return self.board.finished

    def _trade_route(self):
        return {"piles": list(self.board.trade_route), "mat": self.board.trade_route_mat}

    def _result(self):
        return result(self.board).to_dict([player.name for player in self.board.players])


PUBLIC_PARTS, OWN_PARTS = _parts(PlayerView, PlayerView.KEYS), _parts(PlayerView, PlayerView.OWN_KEYS)
BOARD_PARTS, FINISHED_PARTS = _parts(BoardView, BoardView.KEYS), _parts(BoardView, BoardView.KEYS + ("result",))


def view(board, viewer: int | None) -> dict:
    """The whole view as plain data, for clients: every part worked out once, without the mapping's lookups."""
    whole = BoardView(board, viewer)
    seen = {key: part(whole) for key, part in whole.parts.items()}
    seen["players"] = [{key: part(player) for key, part in player.parts.items()} for player in seen["players"]]
    return seen
