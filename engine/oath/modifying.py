"""Major-action modifiers (Law 7.4): choosing them with the action, paying, and keeping them for its length.

A modifier is chosen at the start of its major action, so the chosen cards travel in the move:
{"action": "travel", "to": 3, "with": [28]}. For each plain move an action offers that move, the move with each
single modifier that fits it, and the move with all of them when more than one fits (Law 7.4: several may apply to
one action); a move only a modifier makes possible (free Travel, Errand Boy's pile) is offered only with it.
`apply_modifiers` pays the listed ones (Law 7.1.2), then the mandatory ones ("must"/"cannot", Law 7.4.1: Book of
Records, Ring of Devotion) of their holder, and keeps them all in `Board.modifying` until `end_modifiers` at the
end of the action (Law 7.4.2: one use affects only that action). What a modifier changes, the action asks at its
hook points (hooks.py); the cards answer beside their texts (abilities/).
"""

from . import hooks
from .powers import accessible, cost_of, faceup_cards, power, usable, use_power
from .rules import favor_of

FITS = {}                   # card id -> (board, player, move) -> bool: the modifier changes this move
MANDATORY = set()           # "must"/"cannot" modifiers: applied to their holder's action, never chosen (Law 7.4.1)


def modifier(card_id: int, modifies: str, fits=None, mandatory: bool = False):
    """Register the decorated function as the modifier of `modifies` printed on `card_id`."""

    def register(run):
        FITS[card_id] = fits or (lambda board, player, move: True)
        if mandatory:
            MANDATORY.add(card_id)
        return power(card_id, "modifier", modifies=modifies)(run)

    return register


def fitting(board, player: int, action: str, move: dict) -> list:
    """The optional modifiers of `action` this player has access to, can pay for, and that change `move`."""
    cards = []
    for each, place in optional(board, player, action):
        if each.card not in cards and usable(board, player, each, place) and FITS[each.card](board, player, move):
            cards.append(each.card)
    return cards


def optional(board, player: int, action: str) -> tuple:
    """The optional modifiers of `action` this player has access to, and where they lie: asked for every move an
    action lists, so worked out once a listing (Board.remembered; most often there are none)."""
    return board.remembered(("optional modifiers", player, action), _optional, board, player, action)


def _optional(board, player: int, action: str) -> tuple:
    return tuple((each, place) for each, place in accessible(board, player, "modifier")
                 if each.modifies == action and each.card not in MANDATORY)


def affordable(board, player: int, cards: list) -> bool:
    """Several costed modifiers together must be paid together (Law 7.1.2)."""
    held = board.players[player]
    found = accessible(board, player, "modifier") if cards else ()
    costs = [cost_of(each) for each, _ in found if each.card in cards]
    favor = sum(c.place_favor + c.burn_favor for c in costs)
    secrets = sum(c.place_secrets + c.burn_secrets for c in costs)
    return favor_of(board, player) >= favor and held.secrets >= secrets


def variants(board, player: int, action: str, move: dict, possible=lambda cards: True) -> list:
    """The plain move, with each single fitting modifier, and with all of them; `possible(cards)` drops those the
    action cannot take with that choice (a move only a modifier pays for, say), as do modifiers that may not go
    together on this move (hook modifiers.together: Master of Disguise, Small Friends). The plain move chooses
    none, so it has none to pay for or to put together."""
    cards = fitting(board, player, action, move)
    if not cards:                   # most moves: no modifier fits, so the plain move is all there is
        return [move] if possible([]) else []
    choices = [[]] + [[card] for card in cards] + ([cards] if len(cards) > 1 else [])
    return [({**move, "with": chosen} if chosen else move) for chosen in choices
            if possible(chosen) and (not chosen or affordable(board, player, chosen)
                                     and hooks.every("modifiers.together", board, player, action, move, chosen))]


def chosen(move: dict) -> list:
    return move.get("with", [])


def apply_modifiers(board, player: int, move: dict, action: str):
    """Law 7.4: at the start of the action, pay and use each chosen modifier, then the holder's mandatory ones."""
    board.modifying = []
    if not chosen(move) and next(faceup_cards(board, MANDATORY), None) is None:
        return                  # most actions: none chosen, and no mandatory one in play to bind anyone
    found = accessible(board, player, "modifier")
    for card_id in chosen(move):
        each, place = next((p, where) for p, where in found if p.card == card_id and p.modifies == action)
        yield from use_power(board, player, each, place)
        board.modifying.append(card_id)
    for each, place in found:
        if each.card in MANDATORY and each.modifies == action and each.card not in board.modifying:
            yield from use_power(board, player, each, place)
            board.modifying.append(each.card)


def end_modifiers(board) -> None:
    """Law 7.4.2: a modifier's use ends with its action, and what it let its player act as if (Board.as_if)."""
    board.modifying = []
    board.as_if = {}


def applied(board, card_id: int) -> bool:
    return card_id in board.modifying
