"""Major-action modifiers (Law 7.4) of the starting denizens and the relics, each registered as a modifier
(modifying.py) and answering the hook points of the action it changes. Most do nothing when used, so their
registered power is their printed text alone; what they change is their answers below them.
"""

from .. import hooks
from ..cards import DENIZENS, card_named
from ..modifying import applied, modifier
from ..rules import discard_cards, discard_region, gain_favor, gain_secrets, gain_warbands, suit_of

PRESSGANGS, ERRAND_BOY, TENTS = card_named("Pressgangs").id, card_named("Errand Boy").id, card_named("Tents").id
MAGICIANS_CODE, ACTING_TROUPE = card_named("Magician's Code").id, card_named("Acting Troupe").id
ANIMAL_PLAYMATES, OLD_OAK = card_named("Animal Playmates").id, card_named("The Old Oak").id
FOREST_PATHS, WELCOMING_PARTY = card_named("Forest Paths").id, card_named("Welcoming Party").id
TRUTHFUL_HARP, CUP_OF_PLENTY = card_named("Truthful Harp").id, card_named("Cup of Plenty").id
CRACKED_HORN, RING_OF_DEVOTION = card_named("Cracked Horn").id, card_named("Ring of Devotion").id
BOOK_OF_RECORDS, DRAGONSKIN_DRUM = card_named("Book of Records").id, card_named("Dragonskin Drum").id


def chosen_with(card_id: int):
    """A hook answer (board, player, cards) for a modifier whose effect is being chosen with the action."""
    return lambda board, player, cards: card_id in cards


# --- Search (Law 5.1) --------------------------------------------------------------------------------------------

@modifier(ERRAND_BOY, "Search", fits=lambda board, player, move: "region" in move)
def errand_boy(use):
    """When searching a discard pile you may draw from the discard pile of a different region instead of your own.
    The move names the region ("region")."""


hooks.contributes("search.other_region", "Errand Boy", card=ERRAND_BOY)(chosen_with(ERRAND_BOY))


@modifier(TRUTHFUL_HARP, "Search")
def truthful_harp(use):
    """You may draw 2 extra cards; if you do, you must reveal every card drawn and the one you keep."""


@hooks.contributes("search.draws", "Truthful Harp", order=20, card=TRUTHFUL_HARP)
def harp_draws(board, player: int) -> int:
    return 2 if applied(board, TRUTHFUL_HARP) else 0


@hooks.contributes("search.revealed", "Truthful Harp", card=TRUTHFUL_HARP)
def harp_reveals(board, player: int) -> bool:
    return applied(board, TRUTHFUL_HARP)


@modifier(CRACKED_HORN, "Search")
def cracked_horn(use):
    """You may put all cards you discard on the bottom of the world deck."""


@hooks.contributes("search.rest_to_world_bottom", "Cracked Horn", card=CRACKED_HORN)
def horn_rest(board, player: int) -> bool:
    return applied(board, CRACKED_HORN)


@hooks.contributes("discard.instead", "Cracked Horn", card=CRACKED_HORN)
def horn_discards(board, player: int, cards: list, region: str) -> bool:
    """Cracked Horn: every card the searcher discards while it modifies their Search (the adviser that makes room,
    the People's Favor or Great Slum discard as the kept card is played) goes under the world deck instead of onto
    the pile. Favor and secrets on it go as in a normal discard (Law 10 "Discard"). Returns whether it did."""
    if not (applied(board, CRACKED_HORN) and player == board.turn):
        return False
    pile = board.discards[discard_region(board, region)]
    discard_cards(board, player, cards, region)                             # the tokens, as a normal discard
    for card in cards:
        pile.pop()
        board.world.insert(0, card.id)
    return True


@modifier(WELCOMING_PARTY, "Search")
def welcoming_party(use):
    """When you play a denizen that was not a facedown adviser, gain 1 favor from the Hearth bank."""


@hooks.contributes("search.after_play", "Welcoming Party", card=WELCOMING_PARTY)
def welcome(board, player: int, card_id: int, played: dict) -> None:
    """After the Search's play (Law 5.1.4): a denizen to a site or a faceup adviser."""
    faceup = played["play"] == "site" or (played["play"] == "adviser" and played["faceup"])
    if applied(board, WELCOMING_PARTY) and card_id in DENIZENS and faceup:
        gained = gain_favor(board, player, "Hearth", 1)
        board.say(f"Welcoming Party: {board.players[player].name} gains {gained} favor from the Hearth bank.")


@modifier(BOOK_OF_RECORDS, "Search", mandatory=True)
def book_of_records(use):
    """You must gain a secret instead of a favor when you play a card to a site."""


@hooks.contributes("play.secret_instead_of_favor", "Book of Records", card=BOOK_OF_RECORDS)
def records_secret(board, player: int) -> bool:
    """Read by play_to_site (Law 5.1.4.I) while its holder's Search is in progress."""
    return applied(board, BOOK_OF_RECORDS) and board.turn == player


# --- Muster (Law 5.2) --------------------------------------------------------------------------------------------

def card_here(board, player: int, card_id: int):
    """The card a Muster or Trade move names: at the player's site, or at another (Map Library); ids are unique."""
    return next((card for site in board.sites for card in site.cards if card.id == card_id), None)


def holds_tokens(board, player: int, move: dict) -> bool:
    card = card_here(board, player, move["card"])
    return bool(card and (card.favor or card.secrets))


def on_suit(suit: str):
    def fits(board, player, move):
        card = card_here(board, player, move["card"])
        return bool(card) and suit_of(card) == suit
    return fits


@modifier(PRESSGANGS, "Muster", fits=holds_tokens)
def pressgangs(use):
    """When mustering you may use a card that already has favor or secrets on it."""


hooks.contributes("muster.used_card", "Pressgangs", card=PRESSGANGS)(chosen_with(PRESSGANGS))


@modifier(ANIMAL_PLAYMATES, "Muster", fits=on_suit("Beast"))
def animal_playmates(use):
    """Mustering on a Beast card costs no Supply (offered only for a Beast card)."""


hooks.contributes("muster.spares_supply", "Animal Playmates", card=ANIMAL_PLAYMATES)(chosen_with(ANIMAL_PLAYMATES))


@modifier(RING_OF_DEVOTION, "Muster", mandatory=True)
def ring_of_devotion(use):
    """You cannot place warbands at sites; you gain 2 extra warbands when mustering. The power says "cannot", so
    the whole modifier is mandatory (Law 7.4.1); the "cannot" part is persistent (`ring_forbids`)."""


@hooks.contributes("muster.extra_warbands", "Ring of Devotion", order=20, card=RING_OF_DEVOTION)
def ring_warbands(board, player: int) -> int:
    return 2 if applied(board, RING_OF_DEVOTION) else 0


@hooks.contributes("warbands.may_place", "Ring of Devotion", card=RING_OF_DEVOTION)
def ring_forbids(board, player: int) -> bool:
    """Its holder cannot place warbands at sites."""
    return RING_OF_DEVOTION not in board.players[player].relics


# --- Trade (Law 5.3) ---------------------------------------------------------------------------------------------

def matches_adviser(board, player, move) -> bool:
    card = card_here(board, player, move["card"])
    suit = card and suit_of(card)
    return bool(suit) and any(suit_of(adviser) == suit for adviser in board.players[player].advisers)


@modifier(CUP_OF_PLENTY, "Trade", fits=matches_adviser)
def cup_of_plenty(use):
    """Trading costs no Supply if the card matches one of your advisers."""


hooks.contributes("trade.spares_supply", "Cup of Plenty", card=CUP_OF_PLENTY)(chosen_with(CUP_OF_PLENTY))


def troupe_fits(board, player, move) -> bool:
    """Treating it as the traded card's suit is the only choice that changes the Trade, so that is the choice."""
    return on_suit("Beast")(board, player, move) or on_suit("Order")(board, player, move)


@modifier(ACTING_TROUPE, "Trade", fits=troupe_fits)
def acting_troupe(use):
    """When trading, treat Acting Troupe as a Beast or Order card (your choice) instead of Arcane."""


@hooks.contributes("trade.matching", "Acting Troupe", card=ACTING_TROUPE)
def troupe_matches(board, player: int) -> int:
    """One more adviser of the traded card's suit (offered only for Beast or Order)."""
    return 1 if applied(board, ACTING_TROUPE) else 0


def old_oak_fits(board, player, move) -> bool:
    beast_adviser = any(suit_of(card) == "Beast" for card in board.players[player].advisers)
    return move["card"] == OLD_OAK and move["for"] == "secrets" and beast_adviser


@modifier(OLD_OAK, "Trade", fits=old_oak_fits)
def old_oak(use):
    """When trading with The Old Oak for secrets, gain one extra secret if you have any Beast adviser."""


@hooks.contributes("trade.secrets", "The Old Oak", order=20, card=OLD_OAK)
def oak_secret(secrets: int, board, player: int) -> int:
    return secrets + 1 if applied(board, OLD_OAK) else secrets


# --- Recover (Law 5.4) -------------------------------------------------------------------------------------------

@modifier(MAGICIANS_CODE, "Recover", fits=lambda board, player, move: move.get("banner") == "Darkest Secret")
def magicians_code(use):
    """When recovering the Darkest Secret, gain 2 secrets and add them to the secrets you pay for it (you may pay
    with only these). Gained at the start (Law 7.4); the banner costs at least 2, so they are always within it."""
    gain_secrets(use.board, use.player, 2)
    use.board.say(f"Magician's Code: {use.me.name} gains 2 secrets to pay for the Darkest Secret.")


@hooks.contributes("recover.tokens", "Magician's Code", card=MAGICIANS_CODE)
def code_tokens(board, player: int, cards: list) -> int:
    return 2 if MAGICIANS_CODE in cards else 0


# --- Travel (Law 5.6) --------------------------------------------------------------------------------------------

def same_region(board, player, move) -> bool:
    return board.region_of(move["to"]) == board.region_of(board.players[player].site)


def beast_there(board, player, move) -> bool:
    site = board.sites[move["to"]]
    return site.faceup and any(suit_of(card) == "Beast" for card in site.cards)


@modifier(TENTS, "Travel", fits=same_region)
def tents(use):
    """Travel costs no Supply if the destination is in your current region."""


hooks.contributes("travel.spares_supply", "Tents", card=TENTS)(chosen_with(TENTS))


@modifier(FOREST_PATHS, "Travel", fits=beast_there)
def forest_paths(use):
    """Travelling to a site that has a Beast card costs no Supply and ignores site powers."""


hooks.contributes("travel.spares_supply", "Forest Paths", card=FOREST_PATHS)(chosen_with(FOREST_PATHS))
hooks.contributes("travel.ignores_site_powers", "Forest Paths", card=FOREST_PATHS)(chosen_with(FOREST_PATHS))


@modifier(DRAGONSKIN_DRUM, "Travel")
def dragonskin_drum(use):
    """After travelling, gain 1 warband."""


@hooks.contributes("travel.after", "Dragonskin Drum", card=DRAGONSKIN_DRUM)
def drum_warband(board, player: int) -> None:
    if applied(board, DRAGONSKIN_DRUM):
        gained = gain_warbands(board, player, 1)
        board.say(f"Dragonskin Drum: {board.players[player].name} gains {gained} warband.")
