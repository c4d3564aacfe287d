"""Search (Law 5.1): spend Supply, draw up to 3 cards from the world deck or your region's discard pile, keep one
and play it (5.1.4, play.py), discard the rest."""

from engine.core import Decision

from .. import hooks
from ..cards import card_name
from ..modifying import apply_modifiers, chosen, end_modifiers, variants
from ..play import discard_from_hand, discard_place, play_card
from ..powers import accessible
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
    at_hand = [each.card for each, _ in accessible(board, player, "modifier") if each.modifies == "Search"]
    for source in SOURCES:
        if not (may_pay(board, player, source, []) or may_pay(board, player, source, at_hand)):
            continue
        for region in search_regions(board, player, source):
            move = {"action": "search", "from": source}
            if region != board.region_of(held.site):
                move["region"] = region
            if search_pile(board, player, source, region):
                moves += variants(board, player, "Search", move,            # Law 7.4 modifiers
                                  lambda cards, move=move, source=source: may_pay(board, player, source, cards) and
                                  ("region" not in move or hooks.some("search.other_region", board, player, cards)))
    return moves


def search_supply(board, player: int, source: str, cards: list) -> int:
    """Law 5.1.1: the pile's cost, unless a chosen modifier makes the Search cost no Supply (News from Afar)."""
    return 0 if hooks.some("search.spares_supply", board, player, cards) else search_cost(board, player, source)


def may_pay(board, player: int, source: str, cards: list) -> bool:
    cost = search_supply(board, player, source, cards)
    return board.players[player].supply >= cost and hooks.every("search.allowed", board, player, cost)


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
    cost = search_supply(board, player, source, chosen(move))
    spend_supply(board, player, cost)                                       # Law 5.1.1
    where = "the world deck" if source == "world" else f"the {region or board.region_of(held.site)} discard pile"
    board.say(f"{held.name} searches {where} for {cost} Supply.")
    only = hooks.first("search.draws_only", board, player)                 # Mushrooms
    drawn = draw(board, player, source, DRAWS + hooks.total("search.draws", board, player) if only is None else only,
                 region)
    yield from hooks.each("search.drawn", board, player, drawn)            # Great Spire
    revealed = hooks.some("search.revealed", board, player)
    if revealed:
        board.expose(len(drawn))                                            # Truthful Harp: shown to everyone
        board.say(f"{held.name} reveals {', '.join(map(card_name, drawn))}.")
    kept, also = drawn[0], None
    if len(drawn) > 1:
        choices = [{"keep": card_id} for card_id in drawn]
        if hooks.total("search.keeps", board, player):                     # Land Warden: a second card
            choices += [{"keep": first, "also": second} for first in drawn for second in drawn if first != second]
        answer = yield Decision(player, "keep", "Search: keep one card; the others are discarded",
                                choices=choices, source="Search", private=not revealed)
        kept, also = answer["keep"], answer.get("also")
    if revealed:
        shown = " and ".join(card_name(card_id) for card_id in (kept, also) if card_id is not None)
        board.say(f"{held.name} keeps {shown}.")
    rest = [card_id for card_id in drawn if card_id not in (kept, also)]
    place = None                                                            # where Bracken puts the discards
    if rest and hooks.some("search.rest_to_world_bottom", board, player):    # Cracked Horn
        for card_id in rest:
            held.drawn.remove(card_id)
            board.world.insert(0, card_id)
        board.say(f"{held.name} puts {len(rest)} cards on the bottom of the world deck.")
    elif rest:
        place = yield from discard_place(board, player)                     # Bracken
        ordered = yield from discard_order(player, [Card(card_id) for card_id in rest], source="Search")
        discard_from_hand(board, player, [card.id for card in ordered], place)  # Law 5.1.3, 10 "Discard": any order
    played = yield from play_card(board, player, kept, discard_to=place)    # Law 5.1.4
    yield from hooks.each("search.after_play", board, player, kept, played)
    if also is not None:                                                    # the second card: to a site, unless
        second = yield from play_card(board, player, also, site_only=played["play"] != "site",  # the first went
                                      discard_to=place)
        yield from hooks.each("search.after_play", board, player, also, second)
    end_modifiers(board)
    yield from hooks.each("search.after", board, player, move)              # Hunting Party


def draw(board, player: int, source: str, count: int, region: str | None = None) -> list:
    """Law 5.1.2: one card at a time off the top, into the searcher's hand; a Vision from the world deck is
    announced, stops the draw and advances the Visions Drawn track (2.7.1). A short pile gives what it has (9.3)."""
    held = board.players[player]
    pile = search_pile(board, player, source, region)
    bottom = hooks.some("search.from_bottom", board, player)               # Mushrooms
    drawn = []
    while pile and len(drawn) < count:
        card_id = pile.pop(0) if bottom else pile.pop()
        held.drawn.append(card_id)
        drawn.append(card_id)
        if source == "world" and is_vision(card_id):
            board.visions_drawn += 1
            break
    board.expose(len(drawn))                                                # Law 5.1.2, 9.4: seen by the drawer
    shown = ", ".join(map(card_name, drawn))
    board.say(f"{held.name} draws {len(drawn)} card{'s' if len(drawn) != 1 else ''}.", player,
              f"{held.name} draws {shown}.")
    if source == "world" and drawn and is_vision(drawn[-1]):
        board.say(f"{held.name} has drawn a Vision and stops drawing.")
    return drawn
