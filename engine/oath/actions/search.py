"""Search (Law 5.1): spend Supply, draw up to 3 cards from the world deck or your region's discard pile, keep one
and play it (5.1.4, play.py), discard the rest."""

from engine.core import Decision

from .. import hooks
from ..cards import card_name
from ..modifying import apply_modifiers, end_modifiers, variants
from ..play import discard_from_hand, play_card
from ..rules import discard_order, is_vision, search_cost, spend_supply
from ..state import REGIONS, Card
from .registry import action

SOURCES = ("world", "discard")
DRAWS = 3                       # Law 5.1.2


def search_pile(board, player: int, source: str, region: str | None = None) -> list:
    """Law 5.1.2: the world deck, or the discard pile of the pawn's region (another `region` with Errand Boy)."""
    if source == "world":
        return board.world
    return board.discards[region or board.region_of(board.players[player].site)]


def offers(board, player: int) -> list:
    held = board.players[player]
    moves = []
    for source in SOURCES:
        cost = search_cost(board, player, source)
        if not (held.supply >= cost and hooks.every("search.allowed", board, player, cost)):
            continue
        for region in search_regions(board, player, source):
            move = {"action": "search", "from": source}
            if region != board.region_of(held.site):
                move["region"] = region
            if search_pile(board, player, source, region):
                moves += variants(board, player, "Search", move,            # Law 7.4 modifiers
                                  lambda cards, move=move: "region" not in move or
                                  hooks.some("search.other_region", board, player, cards))
    return moves


def search_regions(board, player: int, source: str) -> list:
    """The regions whose discard pile a Search might draw from: your own, and for a modifier that allows it
    (hook search.other_region) any other."""
    own = board.region_of(board.players[player].site)
    return [own] + ([region for region in REGIONS if region != own] if source == "discard" else [])


@action("search", offers)
def search(board, player: int, move: dict):
    yield from apply_modifiers(board, player, move, "Search")             # Law 7.4: at the start
    source, region = move["from"], move.get("region")
    held = board.players[player]
    cost = search_cost(board, player, source)
    spend_supply(board, player, cost)                                       # Law 5.1.1
    where = "the world deck" if source == "world" else f"the {region or board.region_of(held.site)} discard pile"
    board.say(f"{held.name} searches {where} for {cost} Supply.")
    drawn = draw(board, player, source, DRAWS + hooks.total("search.draws", board, player), region)
    revealed = hooks.some("search.revealed", board, player)
    if revealed:
        board.say(f"{held.name} reveals {', '.join(map(card_name, drawn))}.")
    kept = drawn[0]
    if len(drawn) > 1:
        answer = yield Decision(player, "keep", "Keep one card; the others are discarded",
                                choices=[{"keep": card_id} for card_id in drawn], source="Search",
                                private=not revealed)
        kept = answer["keep"]
    if revealed:
        board.say(f"{held.name} keeps {card_name(kept)}.")
    rest = [card_id for card_id in drawn if card_id != kept]
    if rest and hooks.some("search.rest_to_world_bottom", board, player):    # Cracked Horn
        for card_id in rest:
            held.drawn.remove(card_id)
            board.world.insert(0, card_id)
        board.say(f"{held.name} puts {len(rest)} cards on the bottom of the world deck.")
    elif rest:
        ordered = yield from discard_order(player, [Card(card_id) for card_id in rest], source="Search")
        discard_from_hand(board, player, [card.id for card in ordered])     # Law 5.1.3, 10 "Discard": in any order
    played = yield from play_card(board, player, kept)                      # Law 5.1.4
    yield from hooks.each("search.after_play", board, player, kept, played)
    end_modifiers(board)


def draw(board, player: int, source: str, count: int, region: str | None = None) -> list:
    """Law 5.1.2: one card at a time off the top, into the searcher's hand; a Vision from the world deck is
    announced, stops the draw and advances the Visions Drawn track (2.7.1). A short pile gives what it has (9.3)."""
    held = board.players[player]
    pile = search_pile(board, player, source, region)
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
