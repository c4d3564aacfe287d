"""Tolls and prohibitions of a card's ruler (Law 7.1.4), each beside its card, on the layer of engine.oath.ruler_powers.

"That ruler", "enemies" and "sites ruled by X's ruler" are read there (Law 10 "Rule", "Enemy", 6.6.3): the Empire
rules as one ruler whose tolls go to the Chancellor; the bandits' tolls are burnt (cards.md 9). A toll is the price of
the move it guards: a card names the tolls a move owes at the hook point action.tolls, the move is offered only to a
player who can pay them and still take it (Law 9.3, 9.5), and taking it pays them first. A facedown card has no power
(Law 7.2). Numbers are printed card numbers; the engine id is one less.
"""

from .. import hooks
from ..actions.travel import destinations
from ..powers import adviser_holder, locate, site_of
from ..ruler_powers import (
    enemies as are_enemies,
    enemy_of_card_ruler,
    ruler_of,
    ruler_rules_site,
    rules_card_id,
    toll_due,
)
from ..rules import rules
from .powers_played import named

FORCED_LABOR, TOLL_ROADS, CURFEW, WAY_STATION, SECRET_POLICE, GOSSIP, ANCIENT_BLOODLINE = map(
    named, ("Forced Labor", "Toll Roads", "Curfew", "Way Station", "Secret Police", "Gossip", "Ancient Bloodline"))


def owed_at(board, player: int, card_id: int, slot: int | None) -> list:
    """The toll of `card_id`'s ruler, if `player` is its enemy and that ruler rules the site at `slot`."""
    if slot is None or not toll_due(board, player, card_id):
        return []
    return [card_id] if ruler_rules_site(board, ruler_of(board, card_id), slot) else []


# --- 112 Forced Labor (Order, site only) -------------------------------------------------------------------------

@hooks.contributes("action.tolls", "Forced Labor", card=FORCED_LABOR)
def forced_labor(board, player: int, move: dict) -> list:
    """Enemies cannot search while their pawn is at a site ruled by Forced Labor's ruler unless they give that ruler
    1 favor. Every Search: the world deck's and a discard pile's alike (Law 5.1)."""
    if move.get("action") != "search":
        return []
    return owed_at(board, player, FORCED_LABOR, board.players[player].site)


# --- 118 Toll Roads (Order, site only) ---------------------------------------------------------------------------

@hooks.contributes("action.tolls", "Toll Roads", card=TOLL_ROADS)
def toll_roads(board, player: int, move: dict) -> list:
    """Enemies cannot travel to sites ruled by Toll Roads' ruler unless they give that ruler 1 favor. A facedown
    destination is ruled by no one until revealed (Law 10 "Rule": faceup sites), so travelling to it owes nothing.
    Where another player chooses the destination (Shrouded Wood), they choose among the sites the traveller can pay
    for, and the toll is paid once it is chosen; a power's Travel spending no Supply (Second Wind, Law 7.6.2) owes it
    too: it spares the Supply, not the favor (actions/travel.py)."""
    if move.get("action") != "travel":
        return []
    return owed_at(board, player, TOLL_ROADS, move.get("to"))


# --- 119 Curfew (Order, site only) -------------------------------------------------------------------------------

@hooks.contributes("action.tolls", "Curfew", card=CURFEW)
def curfew(board, player: int, move: dict) -> list:
    """Enemies cannot trade with cards ruled by Curfew's ruler unless they give that ruler 1 favor: a card at a site
    that ruler rules (Law 10 "Rule"), at the trader's site or another (Map Library)."""
    if move.get("action") != "trade":
        return []
    place = locate(board, move["card"])
    return owed_at(board, player, CURFEW, place.slot if place is not None and place.zone == "site" else None)


# --- 169 Way Station (Nomad, site only) --------------------------------------------------------------------------

def way_station_free(board, player: int) -> bool:
    return rules_card_id(board, player, WAY_STATION)


@hooks.contributes("travel.cost", "Way Station", order=100, card=WAY_STATION)
def way_station_cost(cost: int, board, player: int, to: int) -> int:
    """Travelling to this site costs no Supply if you rule Way Station: nothing, whatever surcharge the other powers
    add (Law 7.6.2), so its order is last."""
    return 0 if to == site_of(board, WAY_STATION) and way_station_free(board, player) else cost


@hooks.contributes("travel.extra_moves", "Way Station", card=WAY_STATION)
def way_station_moves(board, player: int) -> list:
    """...or if you give its ruler 1 favor: a second Travel there, spending no Supply, for the toll (the Chancellor
    receives it under the Empire; the bandits' is burnt). Whoever does not rule Way Station may choose it, enemy or
    not (the card says "you", not "enemies"). Our reading: the toll is the Travel's price, so no modifier is chosen
    with it (Law 7.4: a modifier comes with the action the move names, and this move names the toll's Travel)."""
    slot = site_of(board, WAY_STATION)
    if slot is None or slot == board.players[player].site or way_station_free(board, player):
        return []
    if slot not in destinations(board, player):
        return []
    return [{"action": "travel", "to": slot, "way_station": True}]


@hooks.contributes("travel.move_spares_supply", "Way Station", card=WAY_STATION)
def way_station_spares(board, player: int, move: dict) -> bool:
    return bool(move.get("way_station"))


@hooks.contributes("action.tolls", "Way Station", card=WAY_STATION)
def way_station_toll(board, player: int, move: dict) -> list:
    return [WAY_STATION] if move.get("action") == "travel" and move.get("way_station") else []


# --- 113 Secret Police (Order, site only) ------------------------------------------------------------------------

@hooks.contributes("play.vision_faceup", "Secret Police", card=SECRET_POLICE)
def secret_police(board, player: int, card_id: int) -> bool:
    """Enemies cannot play Visions faceup while their pawn is at a site ruled by Secret Police's ruler. The
    Conspiracy is a Vision (Law 2.7) and is not excepted, so it is not played faceup there either; facedown as an
    adviser, or discarded, stays allowed."""
    return not owed_at(board, player, SECRET_POLICE, board.players[player].site)


# --- 99 Gossip (Discord, site only) ------------------------------------------------------------------------------

@hooks.contributes("play.adviser_facedown", "Gossip", card=GOSSIP)
def gossip(board, player: int, card_id: int) -> bool:
    """Enemies of Gossip's ruler cannot play cards as facedown advisers: wherever their pawn is, any card (a Vision
    too). Faceup, to a site, or discarded stays allowed."""
    return not enemy_of_card_ruler(board, player, GOSSIP)


# --- 165 Ancient Bloodline (Nomad, adviser only) -----------------------------------------------------------------

@hooks.contributes("site.locked_for", "Ancient Bloodline", card=ANCIENT_BLOODLINE)
def ancient_bloodline(board, player: int, slot: int) -> bool:
    """Your enemies act as if denizens and relics at sites you rule are locked: for them they may only be played,
    never discarded, moved or swapped (Law 7.2.2), while you and your friends see them as they are (Law 10 "Enemy":
    locking that depends on who looks). Our reading of the relics: a relic at a site lies facedown (Law 2.8.2), and
    Law 7.2 binds only faceup cards to their printed banners; but this lock is the power's, not a banner, and the
    card names the relics, so your enemies cannot take them from those sites (Law 10 "Take" moves them): no Recover
    of them (Law 5.4). "Sites you rule" as Law 10 "Rule" makes them (a Citizen: every purple site)."""
    holder = adviser_holder(board, ANCIENT_BLOODLINE)
    return holder is not None and are_enemies(board, player, holder) and rules(board, holder, slot)
