"""The Chancellor's Reliquary modifiers (Law 2.3, cards.md 4): mandatory, and always the Chancellor's while their
space is uncovered (Law 7.1.1). Each answers the hook points of the action it changes."""

from .. import hooks
from ..state import CHANCELLOR
from .sites import DECADENT_ORDER

BRUTAL, DECADENT, CARELESS, GREEDY = 0, 1, 2, 3          # Reliquary spaces (cards.md 4, slots 1-4)


def has_modifier(board, player: int, space: int) -> bool:
    """Law 2.3, 7.1.1: the Chancellor permanently has the uncovered Reliquary spaces' modifiers."""
    return board.players[player].side == CHANCELLOR and space in board.reliquary_modifiers


@hooks.contributes("campaign.losses", "Brutal")
def brutal(losses: int, board, campaign, force: int) -> int:
    """Brutal: when the Chancellor attacks, the defeated side kills its whole force, not half (Law 5.5.6)."""
    return force if has_modifier(board, campaign.attacker, BRUTAL) else losses


@hooks.contributes("travel.cost", "Decadent", order=DECADENT_ORDER)
def decadent(cost: int, board, player: int, to: int) -> int:
    """Decadent: into the Cradle from another region costs 0; into the Hinterland, 1 more."""
    if not has_modifier(board, player, DECADENT):
        return cost
    if board.region_of(to) == "Cradle" and board.region_of(board.players[player].site) != "Cradle":
        return 0
    return cost + 1 if board.region_of(to) == "Hinterland" else cost


@hooks.contributes("trade.extra_favor", "Careless")
def careless_favor(board, player: int) -> int:
    """Careless: trading gains 1 extra favor..."""
    return 1 if has_modifier(board, player, CARELESS) else 0


@hooks.contributes("trade.secrets", "Careless", order=10)
def careless_secrets(secrets: int, board, player: int) -> int:
    """...and trading for secrets gains 1 fewer secret."""
    return max(0, secrets - 1) if has_modifier(board, player, CARELESS) else secrets


@hooks.contributes("search.draws", "Greedy", order=15)
def greedy_draws(board, player: int) -> int:
    """Greedy: the Chancellor's Search draws 2 more cards..."""
    return 2 if has_modifier(board, player, GREEDY) else 0


@hooks.contributes("search.allowed", "Greedy")
def greedy_cost(board, player: int, cost: int) -> bool:
    """...and may not cost more than 2 Supply."""
    return cost <= 2 or not has_modifier(board, player, GREEDY)
