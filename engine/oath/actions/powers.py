"""Law 6.2: use the ACTION: power of a card you have access to (Law 7.1.1, 7.3.2)."""

from ..powers import accessible, usable, use_power
from .registry import action


def offers(board, player: int) -> list:
    moves = []
    for each, place in accessible(board, player, "action"):
        if usable(board, player, each, place):
            move = {"action": "power", "card": each.card}
            if move not in moves:
                moves.append(move)
    return moves


@action("power", offers, major=False)
def use_action_power(board, player: int, move: dict):
    each, place = next((p, where) for p, where in accessible(board, player, "action")
                       if p.card == move["card"] and usable(board, player, p, where))
    yield from use_power(board, player, each, place)
