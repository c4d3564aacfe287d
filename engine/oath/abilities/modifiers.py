"""Major-action modifiers (Law 7.4) of the starting denizens and the relics.

A modifier is chosen at the start of its major action, so the chosen cards travel in the move:
{"action": "travel", "to": 3, "with": [28]}. For each plain move an action offers that move, the move with each
single modifier that fits it, and the move with all of them when more than one fits (Law 7.4: several may apply to
one action); a move only a modifier makes possible (free Travel, Errand Boy's pile) is offered only with it.
`apply_modifiers` pays the listed ones (Law 7.1.2), then the mandatory ones ("must"/"cannot", Law 7.4.1: Book of
Records, Ring of Devotion) of their holder, and keeps them all in `Board.modifying` until `end_modifiers` at the
end of the action (Law 7.4.2: one use affects only that action). The action reads each card's effect below; most
do nothing when used, so their registered power is their printed text alone.
"""

from ..cards import card_name, card_named
from ..powers import accessible, cost_of, power, usable, use_power
from ..rules import gain_favor, gain_secrets, suit_of

PRESSGANGS, ERRAND_BOY, TENTS = card_named("Pressgangs").id, card_named("Errand Boy").id, card_named("Tents").id
MAGICIANS_CODE, ACTING_TROUPE = card_named("Magician's Code").id, card_named("Acting Troupe").id
ANIMAL_PLAYMATES, OLD_OAK = card_named("Animal Playmates").id, card_named("The Old Oak").id
FOREST_PATHS, WELCOMING_PARTY = card_named("Forest Paths").id, card_named("Welcoming Party").id
TRUTHFUL_HARP, CUP_OF_PLENTY = card_named("Truthful Harp").id, card_named("Cup of Plenty").id
CRACKED_HORN, RING_OF_DEVOTION = card_named("Cracked Horn").id, card_named("Ring of Devotion").id
BOOK_OF_RECORDS, DRAGONSKIN_DRUM = card_named("Book of Records").id, card_named("Dragonskin Drum").id

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


# --- choosing and applying (Law 7.4) ---------------------------------------------------------------------------

def fitting(board, player: int, action: str, move: dict) -> list:
    """The optional modifiers of `action` this player has access to, can pay for, and that change `move`."""
    cards = []
    for each, place in accessible(board, player, "modifier"):
        if (each.modifies == action and each.card not in MANDATORY and each.card not in cards
                and usable(board, player, each, place) and FITS[each.card](board, player, move)):
            cards.append(each.card)
    return cards


def affordable(board, player: int, cards: list) -> bool:
    """Several costed modifiers together must be paid together (Law 7.1.2)."""
    held = board.players[player]
    costs = [cost_of(each) for each, _ in accessible(board, player, "modifier") if each.card in cards]
    favor = sum(c.place_favor + c.burn_favor for c in costs)
    secrets = sum(c.place_secrets + c.burn_secrets for c in costs)
    return held.favor >= favor and held.secrets >= secrets


def variants(board, player: int, action: str, move: dict, possible=lambda cards: True) -> list:
    """The plain move, with each single fitting modifier, and with all of them; `possible(cards)` drops those the
    action cannot take with that choice (a move only a modifier pays for, say)."""
    cards = fitting(board, player, action, move)
    choices = [[]] + [[card] for card in cards] + ([cards] if len(cards) > 1 else [])
    return [({**move, "with": chosen} if chosen else move) for chosen in choices
            if possible(chosen) and affordable(board, player, chosen)]


def chosen(move: dict) -> list:
    return move.get("with", [])


def apply_modifiers(board, player: int, move: dict, action: str):
    """Law 7.4: at the start of the action, pay and use each chosen modifier, then the holder's mandatory ones."""
    board.modifying = []
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
    """Law 7.4.2: a modifier's use ends with its action."""
    board.modifying = []


def applied(board, card_id: int) -> bool:
    return card_id in board.modifying


# --- Search (Law 5.1) --------------------------------------------------------------------------------------------

@modifier(ERRAND_BOY, "Search", fits=lambda board, player, move: "region" in move)
def errand_boy(use):
    """When searching a discard pile you may draw from the discard pile of a different region instead of your own.
    The move names the region ("region")."""


def search_regions(board, player: int, source: str) -> list:
    """The regions whose discard pile a Search may draw from: your own; with Errand Boy, any (the move then names
    the other region)."""
    from ..state import REGIONS

    own = board.region_of(board.players[player].site)
    return [own] + ([region for region in REGIONS if region != own] if source == "discard" else [])


@modifier(TRUTHFUL_HARP, "Search")
def truthful_harp(use):
    """You may draw 2 extra cards; if you do, you must reveal every card drawn and the one you keep."""


def extra_draws(board) -> int:
    return 2 if applied(board, TRUTHFUL_HARP) else 0


def revealed(board) -> bool:
    return applied(board, TRUTHFUL_HARP)


@modifier(CRACKED_HORN, "Search")
def cracked_horn(use):
    """You may put all cards you discard on the bottom of the world deck."""


def to_world_bottom(board) -> bool:
    return applied(board, CRACKED_HORN)


def searcher_discards(board, player: int, cards: list, region: str) -> bool:
    """Cracked Horn: every card the searcher discards while it modifies their Search (the adviser that makes room,
    the People's Favor or Great Slum discard as the kept card is played) goes under the world deck instead of onto
    the pile. Favor and secrets on it go as in a normal discard (Law 10 "Discard"). Returns whether it did."""
    from ..rules import discard_cards, discard_region

    if not (to_world_bottom(board) and player == board.turn):
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


def welcome(board, player: int, card_id: int, played: dict) -> None:
    """Welcoming Party, after the Search's play (Law 5.1.4): a denizen to a site or a faceup adviser."""
    from ..cards import DENIZENS

    faceup = played["play"] == "site" or (played["play"] == "adviser" and played["faceup"])
    if applied(board, WELCOMING_PARTY) and card_id in DENIZENS and faceup:
        gained = gain_favor(board, player, "Hearth", 1)
        board.say(f"Welcoming Party: {board.players[player].name} gains {gained} favor from the Hearth bank.")


@modifier(BOOK_OF_RECORDS, "Search", mandatory=True)
def book_of_records(use):
    """You must gain a secret instead of a favor when you play a card to a site."""


def secret_instead_of_favor(board, player: int) -> bool:
    """Book of Records, read by play_to_site (Law 5.1.4.I) while its holder's Search is in progress."""
    return applied(board, BOOK_OF_RECORDS) and board.turn == player


# --- Muster (Law 5.2) --------------------------------------------------------------------------------------------

def card_here(board, player: int, card_id: int):
    return next((c for c in board.sites[board.players[player].site].cards if c.id == card_id), None)


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


@modifier(ANIMAL_PLAYMATES, "Muster", fits=on_suit("Beast"))
def animal_playmates(use):
    """Mustering on a Beast card costs no Supply."""


@modifier(RING_OF_DEVOTION, "Muster", mandatory=True)
def ring_of_devotion(use):
    """You cannot place warbands at sites; you gain 2 extra warbands when mustering. The power says "cannot", so
    the whole modifier is mandatory (Law 7.4.1); the "cannot" part is `may_place_warbands`."""


def muster_supply(board, cards: list) -> int:
    """Law 5.2.1: 1 Supply; none with Animal Playmates (offered only for a Beast card)."""
    return 0 if ANIMAL_PLAYMATES in cards else 1


def muster_extra(board) -> int:
    return 2 if applied(board, RING_OF_DEVOTION) else 0


def may_place_warbands(board, player: int) -> bool:
    """Ring of Devotion (persistent part): its holder cannot place warbands at sites."""
    return RING_OF_DEVOTION not in board.players[player].relics


# --- Trade (Law 5.3) ---------------------------------------------------------------------------------------------

def matches_adviser(board, player, move) -> bool:
    card = card_here(board, player, move["card"])
    suit = card and suit_of(card)
    return bool(suit) and any(suit_of(adviser) == suit for adviser in board.players[player].advisers)


@modifier(CUP_OF_PLENTY, "Trade", fits=matches_adviser)
def cup_of_plenty(use):
    """Trading costs no Supply if the card matches one of your advisers."""


def trade_supply(board, cards: list) -> int:
    return 0 if CUP_OF_PLENTY in cards else 1


def troupe_fits(board, player, move) -> bool:
    """Treating it as the traded card's suit is the only choice that changes the Trade, so that is the choice."""
    return on_suit("Beast")(board, player, move) or on_suit("Order")(board, player, move)


@modifier(ACTING_TROUPE, "Trade", fits=troupe_fits)
def acting_troupe(use):
    """When trading, treat Acting Troupe as a Beast or Order card (your choice) instead of Arcane."""


def troupe_matches(board) -> int:
    """Acting Troupe counts as one more adviser of the traded card's suit (offered only for Beast or Order)."""
    return 1 if applied(board, ACTING_TROUPE) else 0


def old_oak_fits(board, player, move) -> bool:
    beast_adviser = any(suit_of(card) == "Beast" for card in board.players[player].advisers)
    return move["card"] == OLD_OAK and move["for"] == "secrets" and beast_adviser


@modifier(OLD_OAK, "Trade", fits=old_oak_fits)
def old_oak(use):
    """When trading with The Old Oak for secrets, gain one extra secret if you have any Beast adviser."""


def extra_secrets(board) -> int:
    return 1 if applied(board, OLD_OAK) else 0


# --- Recover (Law 5.4) -------------------------------------------------------------------------------------------

@modifier(MAGICIANS_CODE, "Recover", fits=lambda board, player, move: move.get("banner") == "Darkest Secret")
def magicians_code(use):
    """When recovering the Darkest Secret, gain 2 secrets and add them to the secrets you pay for it (you may pay
    with only these). Gained at the start (Law 7.4); the banner costs at least 2, so they are always within it."""
    gain_secrets(use.board, use.player, 2)
    use.board.say(f"Magician's Code: {use.me.name} gains 2 secrets to pay for the Darkest Secret.")


def recover_tokens(cards: list) -> int:
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


@modifier(FOREST_PATHS, "Travel", fits=beast_there)
def forest_paths(use):
    """Travelling to a site that has a Beast card costs no Supply and ignores site powers."""


@modifier(DRAGONSKIN_DRUM, "Travel")
def dragonskin_drum(use):
    """After travelling, gain 1 warband."""


def ignores_site_powers(cards: list) -> bool:
    return FOREST_PATHS in cards


def travel_free(cards: list) -> bool:
    """Law 7.6.2: costing no Supply ignores every surcharge."""
    return TENTS in cards or FOREST_PATHS in cards


def travel_moves(board, player: int, shrouded: bool = False) -> list:
    """The Travel moves that use modifiers (the plain ones are travel.py's); under an enemy's Shrouded Wood only
    Forest Paths, which ignores site powers, lets you choose."""
    from ..actions.travel import destinations, travel_cost

    held = board.players[player]
    allowed = destinations(board, player)
    moves = []
    for slot in range(len(board.sites)):
        if slot == held.site:
            continue

        def possible(cards, slot=slot):
            if not cards or (shrouded and not ignores_site_powers(cards)):
                return False
            if slot not in allowed and not ignores_site_powers(cards):
                return False
            return travel_free(cards) or travel_cost(board, player, slot) <= held.supply

        moves += variants(board, player, "Travel", {"action": "travel", "to": slot}, possible)
    return moves


def after_travel(board, player: int) -> None:
    """Dragonskin Drum."""
    from ..rules import gain_warbands

    if applied(board, DRAGONSKIN_DRUM):
        gained = gain_warbands(board, player, 1)
        board.say(f"Dragonskin Drum: {board.players[player].name} gains {gained} warband.")


__all__ = ["apply_modifiers", "end_modifiers", "variants", "applied", "card_name"]
