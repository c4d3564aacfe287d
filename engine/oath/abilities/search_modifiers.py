"""The Archive's modifiers of Search and Recover (Law 7.4): Augury, Observatory, Hunting Party, Crop Rotation, Land
Warden, News from Afar, Relic Worship, Mushrooms, New Growth, Wild Cry and Bracken. Each is registered as a modifier
(modifying.py), chosen with the action ("with") and answering the hook points of the action it changes
(actions/search.py, actions/recover.py, play.py), as abilities/modifiers.py does for the starting cards.
"""

from .. import hooks
from ..actions.campaign import free_campaign
from ..cards import DENIZENS, card_named
from ..modifying import applied, chosen, modifier
from ..play import discard_at_site, has_room
from ..powers import locate
from ..rules import ask, gain_supply, gain_warbands, held_fast
from ..state import REGIONS
from .modifiers import chosen_with

AUGURY, OBSERVATORY, HUNTING_PARTY = (card_named(name).id for name in ("Augury", "Observatory", "Hunting Party"))
CROP_ROTATION, LAND_WARDEN, NEWS_FROM_AFAR = (card_named(name).id for name in
                                             ("Crop Rotation", "Land Warden", "News from Afar"))
RELIC_WORSHIP, MUSHROOMS, NEW_GROWTH = (card_named(name).id for name in ("Relic Worship", "Mushrooms", "New Growth"))
WILD_CRY, BRACKEN = card_named("Wild Cry").id, card_named("Bracken").id


def played_faceup(played: dict) -> bool:
    """A card played to a site or as a faceup adviser (Law 5.1.4.I-II); a facedown adviser has no suit (Law 2.2.2)
    and a discarded card is not played (Law 10 "Play")."""
    return played["play"] == "site" or (played["play"] == "adviser" and played["faceup"])


def suit_played(card_id: int, played: dict) -> str | None:
    return DENIZENS[card_id].suit if card_id in DENIZENS and played_faceup(played) else None


# --- 56 Augury (Arcane) --------------------------------------------------------------------------------------------

@modifier(AUGURY, "Search")
def augury(use):
    """Draw one additional card (still stop when a Vision is drawn)."""


@hooks.contributes("search.draws", "Augury", order=20, card=AUGURY)
def augury_draws(board, player: int) -> int:
    """The Vision still stops the draw (Law 5.1.2): the Search's draw does that for every card it draws."""
    return 1 if applied(board, AUGURY) else 0


# --- 64 Observatory (Arcane, site only) ----------------------------------------------------------------------------

def at_observatory(board, player: int, move: dict) -> bool:
    """Offered for a Search of another region's discard pile, while the searcher's pawn is at Observatory's site:
    ruling it from elsewhere is not enough, its text asks for the pawn (Law 7.1.1 grants access, the card limits
    the use)."""
    place = locate(board, OBSERVATORY)
    return "region" in move and place is not None and place.zone == "site" and \
        board.players[player].site == place.slot


@modifier(OBSERVATORY, "Search", fits=at_observatory)
def observatory(use):
    """While your pawn is at this site you may search (draw from) any one region's discard pile. The move names the
    region ("region"), as for Errand Boy."""


hooks.contributes("search.other_region", "Observatory", card=OBSERVATORY)(chosen_with(OBSERVATORY))


# --- 122 Hunting Party (Order) -------------------------------------------------------------------------------------

@modifier(HUNTING_PARTY, "Search", fits=lambda board, player, move: move["from"] == "world")
def hunting_party(use):
    """After searching the world deck you may campaign, paying no Supply (offered only for the world deck)."""


@hooks.contributes("search.after", "Hunting Party", card=HUNTING_PARTY)
def hunt(board, player: int, move: dict):
    """Once the Search is over (its kept card played, its modifiers ended, Law 7.4.2), the free Campaign of Law 7.6.2,
    as Second Wind's: a Campaign action of its own, against any defender Law 5.5.1 allows; none, nothing asked."""
    if HUNTING_PARTY in chosen(move) and move["from"] == "world":
        yield from free_campaign(board, player, "hunting party campaign",
                                 "Hunting Party: campaign, paying no Supply?", "Hunting Party")


# --- 128 Crop Rotation (Hearth) ------------------------------------------------------------------------------------

def rotated(board, slot: int) -> list:
    """The denizens at the site that may be discarded (not locked, not modifying this action: Law 7.2.2, 7.4.3);
    edifices and ruins are not denizens."""
    return [card for card in board.sites[slot].cards if card.id in DENIZENS and not held_fast(board, card)]


@modifier(CROP_ROTATION, "Search")
def crop_rotation(use):
    """When playing a card to a site, you may first discard a denizen there. As the People's Favor option (Law
    5.1.4.I): a full site takes the card when a denizen there may first be discarded, and then that discard must be
    made; one with room makes it a "may"."""


@hooks.contributes("play.site_makes_room", "Crop Rotation", card=CROP_ROTATION)
def rotation_makes_room(board, slot: int) -> bool:
    return applied(board, CROP_ROTATION) and bool(rotated(board, slot))


@hooks.contributes("play.before_site", "Crop Rotation", order=10, card=CROP_ROTATION)
def rotate(board, player: int, slot: int, full: bool, spared=()):
    """Asked after the People's Favor discard and the Great Slum's (order 10), so whether the site is still full is
    looked at again here: an earlier discard may have made room."""
    if not applied(board, CROP_ROTATION):
        return
    cards = [card for card in rotated(board, slot) if not any(card is other for other in spared)]
    if not cards:
        return
    full = not has_room(board, slot)
    move = yield from ask(player, "site discard", "Crop Rotation: first discard a denizen there?",
                          [{"discard": card.id} for card in cards] + ([] if full else [{"discard": None}]),
                          source="Crop Rotation")
    if move["discard"] is None:
        return
    discard_at_site(board, player, slot, move["discard"])


# --- 130 Land Warden (Hearth) --------------------------------------------------------------------------------------

@modifier(LAND_WARDEN, "Search")
def land_warden(use):
    """You may play two of the cards you drew (instead of one) if at least one goes to a site.

    The searcher keeps two and names the order they are played in (the keep decision's "also"); the second goes to
    a site (or is discarded) unless the first went to one, so at least one of the two played is at a site (Law
    5.1.4: discarding is not playing, Law 10 "Play"). Each is a play of the Search's (Law 5.1.4): the Search's
    after-play modifiers (Welcoming Party, Wild Cry) answer for both."""


@hooks.contributes("search.keeps", "Land Warden", card=LAND_WARDEN)
def warden_keeps(board, player: int) -> int:
    return 1 if applied(board, LAND_WARDEN) else 0


# --- 134 News from Afar (Hearth) -----------------------------------------------------------------------------------

@modifier(NEWS_FROM_AFAR, "Search")
def news_from_afar(use):
    """Searching costs no Supply."""


hooks.contributes("search.spares_supply", "News from Afar", card=NEWS_FROM_AFAR)(chosen_with(NEWS_FROM_AFAR))


# --- 173 Relic Worship (Nomad) -------------------------------------------------------------------------------------

@modifier(RELIC_WORSHIP, "Recover", fits=lambda board, player, move: "relic_at" in move)
def relic_worship(use):
    """After you recover a relic, gain 3 Supply (offered only for a relic; the Supply track stops at 7, Law 4.3.4)."""


@hooks.contributes("recover.after", "Relic Worship", card=RELIC_WORSHIP)
def worship(board, player: int, move: dict) -> None:
    if applied(board, RELIC_WORSHIP) and "relic_at" in move:
        gained = gain_supply(board, player, 3)
        board.say(f"Relic Worship: {board.players[player].name} gains {gained} Supply.")


# --- 183 Mushrooms (Beast, site only) ------------------------------------------------------------------------------

def own_discard_pile(board, player: int, move: dict) -> bool:
    return move["from"] == "discard" and "region" not in move


@modifier(MUSHROOMS, "Search", fits=own_discard_pile)
def mushrooms(use):
    """Searching costs no Supply, but you draw only one card, from the bottom of your region's discard pile.
    Offered only for your region's discard pile. "Only one" is the whole draw: cards other modifiers would add
    (Augury, Truthful Harp) are not drawn (Law 7.1.3: the card's text, carried out as it says)."""


hooks.contributes("search.spares_supply", "Mushrooms", card=MUSHROOMS)(chosen_with(MUSHROOMS))


@hooks.contributes("search.draws_only", "Mushrooms", card=MUSHROOMS)
def mushrooms_draw(board, player: int) -> int | None:
    return 1 if applied(board, MUSHROOMS) else None


@hooks.contributes("search.from_bottom", "Mushrooms", card=MUSHROOMS)
def mushrooms_bottom(board, player: int) -> bool:
    return applied(board, MUSHROOMS)


# --- 188 New Growth (Beast) ----------------------------------------------------------------------------------------

@modifier(NEW_GROWTH, "Search")
def new_growth(use):
    """You may play Beast and Hearth cards to any site that has room: any faceup site below its capacity, in any
    region (Law 2.8.1); a full one is not among them, whatever else lets a site make room."""


@hooks.contributes("play.more_sites", "New Growth", card=NEW_GROWTH)
def new_growth_sites(board, player: int, card_id: int) -> list:
    if not (applied(board, NEW_GROWTH) and card_id in DENIZENS and DENIZENS[card_id].suit in ("Beast", "Hearth")):
        return []
    return [slot for slot in range(len(board.sites)) if has_room(board, slot)]


# --- 189 Wild Cry (Beast) ------------------------------------------------------------------------------------------

@modifier(WILD_CRY, "Search")
def wild_cry(use):
    """Whenever you play a Beast card, gain 1 Supply and 2 warbands: a Beast denizen played to a site or as a faceup
    adviser, as Welcoming Party reads "play" (a facedown adviser has no suit, Law 2.2.2)."""


@hooks.contributes("search.after_play", "Wild Cry", card=WILD_CRY)
def wild_cry_gains(board, player: int, card_id: int, played: dict) -> None:
    if applied(board, WILD_CRY) and suit_played(card_id, played) == "Beast":
        supply = gain_supply(board, player, 1)
        warbands = gain_warbands(board, player, 2)
        board.say(f"Wild Cry: {board.players[player].name} gains {supply} Supply and {warbands} warbands.")


# --- 197 Bracken (Beast) -------------------------------------------------------------------------------------------

@modifier(BRACKEN, "Search")
def bracken(use):
    """You may place all cards you discard on the top or bottom of any one discard pile (your region's included).

    "The cards you discard" are the Search's discards of the cards drawn: those not kept (Law 5.1.3, step
    "discard") and a kept one discarded (5.1.4). The pile and its end are asked once, at the first of them, and the
    later ones follow; the Law's own pile, the top of the one after your region's, is among the answers. Cards
    discarded from advisers or sites to make room are not the Search's discards and go by the Law (Law 10
    "Discard")."""


@hooks.contributes("search.discard_places", "Bracken", card=BRACKEN)
def bracken_places(board, player: int) -> list:
    if not applied(board, BRACKEN):
        return []
    return [{"pile": region, "bottom": bottom} for region in REGIONS for bottom in (False, True)]
