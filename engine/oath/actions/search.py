"""Search (Law 5.1): spend Supply, draw up to 3 cards from the world deck or your region's discard pile, keep one
and play it (5.1.4, play.py), discard the rest."""

from engine.core import Decision

from .. import site_powers
from ..cards import card_name
from ..play import discard_from_hand, play_card
from ..abilities import modifiers
from ..rules import discard_order, is_vision, search_cost, spend_supply
from ..state import Card
from . import action

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
        if not (held.supply >= search_cost(board, player, source)
                and site_powers.search_allowed(board, player, search_cost(board, player, source))):  # hook: Greedy
            continue
        for region in modifiers.search_regions(board, player, source):     # hook: Errand Boy
            move = {"action": "search", "from": source}
            if region != board.region_of(held.site):
                move["region"] = region
            if search_pile(board, player, source, region):
                moves += modifiers.variants(board, player, "Search", move,  # Law 7.4 modifiers
                                            lambda cards, move=move: "region" not in move or
                                            modifiers.ERRAND_BOY in cards)
    return moves


@action("search", offers)
def search(board, player: int, move: dict):
    yield from modifiers.apply_modifiers(board, player, move, "Search")   # Law 7.4: at the start
    source, region = move["from"], move.get("region")
    held = board.players[player]
    cost = search_cost(board, player, source)
    spend_supply(board, player, cost)                                       # Law 5.1.1
    where = "the world deck" if source == "world" else f"the {region or board.region_of(held.site)} discard pile"
    board.say(f"{held.name} searches {where} for {cost} Supply.")
    count = site_powers.search_draws(board, player, DRAWS) + modifiers.extra_draws(board)  # hook: Marshes, Greedy, Harp
    drawn = draw(board, player, source, count, region)
    revealed = modifiers.revealed(board)                                    # hook: Truthful Harp
    if revealed:
        board.say(f"Truthful Harp: {held.name} reveals {', '.join(map(card_name, drawn))}.")
    kept = drawn[0]
    if len(drawn) > 1:
        answer = yield Decision(player, "keep", "Keep one card; the others are discarded",
                                choices=[{"keep": card_id} for card_id in drawn], source="Search",
                                private=not revealed)
        kept = answer["keep"]
    if revealed:
        board.say(f"Truthful Harp: {held.name} keeps {card_name(kept)}.")
    rest = [card_id for card_id in drawn if card_id != kept]
    if rest and modifiers.to_world_bottom(board):                           # hook: Cracked Horn
        for card_id in rest:
            held.drawn.remove(card_id)
            board.world.insert(0, card_id)
        board.say(f"Cracked Horn: {held.name} puts {len(rest)} cards on the bottom of the world deck.")
    elif rest:
        ordered = yield from discard_order(player, [Card(card_id) for card_id in rest], source="Search")
        discard_from_hand(board, player, [card.id for card in ordered])     # Law 5.1.3, 10 "Discard": in any order
    played = yield from play_card(board, player, kept)                      # Law 5.1.4
    modifiers.welcome(board, player, kept, played)                          # hook: Welcoming Party
    modifiers.end_modifiers(board)


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
