"""Search (Law 5.1): spend Supply, draw up to 3 cards from the world deck or your region's discard pile, keep one
and play it (5.1.4, play.py), discard the rest."""

from engine.core import Decision

from .. import site_powers
from ..cards import card_name
from ..play import discard_from_hand, play_card
from ..rules import is_vision, search_cost, spend_supply
from . import action

SOURCES = ("world", "discard")
DRAWS = 3                       # Law 5.1.2


def search_pile(board, player: int, source: str) -> list:
    """Law 5.1.2: the world deck, or the discard pile of the pawn's region."""
    if source == "world":
        return board.world
    return board.discards[board.region_of(board.players[player].site)]


def offers(board, player: int) -> list:
    held = board.players[player]
    return [{"action": "search", "from": source} for source in SOURCES
            if search_pile(board, player, source) and held.supply >= search_cost(board, player, source)
            and site_powers.search_allowed(board, player, search_cost(board, player, source))]   # hook: Greedy


@action("search", offers)
def search(board, player: int, move: dict):
    source = move["from"]
    held = board.players[player]
    cost = search_cost(board, player, source)
    spend_supply(board, player, cost)                                       # Law 5.1.1
    where = "the world deck" if source == "world" else f"the {board.region_of(held.site)} discard pile"
    board.say(f"{held.name} searches {where} for {cost} Supply.")
    drawn = draw(board, player, source, site_powers.search_draws(board, player, DRAWS))  # hook: Marshes, Greedy
    kept = drawn[0]
    if len(drawn) > 1:
        answer = yield Decision(player, "keep", "Keep one card; the others are discarded",
                                choices=[{"keep": card_id} for card_id in drawn], source="Search", private=True)
        kept = answer["keep"]
    rest = [card_id for card_id in drawn if card_id != kept]
    if rest:
        discard_from_hand(board, player, rest)                              # Law 5.1.3, in the order drawn
    yield from play_card(board, player, kept)                               # Law 5.1.4


def draw(board, player: int, source: str, count: int) -> list:
    """Law 5.1.2: one card at a time off the top, into the searcher's hand; a Vision from the world deck is
    announced, stops the draw and advances the Visions Drawn track (2.7.1). A short pile gives what it has (9.3)."""
    held = board.players[player]
    pile = search_pile(board, player, source)
    drawn = []
    while pile and len(drawn) < count:
        card_id = pile.pop()
        held.drawn.append(card_id)
        drawn.append(card_id)
        if source == "world" and is_vision(card_id):
            board.visions_drawn += 1
            break
    shown = ", ".join(map(card_name, drawn))
    board.say(f"{held.name} draws {len(drawn)} card{'s' if len(drawn) != 1 else ''}.", player,
              f"{held.name} draws {shown}.")
    if source == "world" and drawn and is_vision(drawn[-1]):
        board.say(f"{held.name} has drawn a Vision and stops drawing.")
    return drawn
