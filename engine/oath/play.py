"""Playing a card (Law 5.1.4): to a site, as an adviser faceup or facedown, to an Exile's Revealed Vision space,
the Conspiracy's When Played power, or discarded. Search step 4 (5.1.4) and the minor action 6.1 both come here.

The card being played lies in no zone while its destination is asked, except that a card drawn by a Search waits
in the player's hand (`Player.drawn`, private) and leaves it as it is placed.
"""

from engine.core import Decision

from . import hooks
from .advisers import advisers_matching, has_adviser_room, room_discards
from .cards import DENIZENS, GRAND_SCEPTER, SITES, card_name, card_named
from .powers import locate, powers_of, usable, use_power
from .reactions import react
from .rules import (
    ask,
    burn_secrets,
    discard_cards,
    gain_favor,
    guarded,
    held_fast,
    holds_banner,
    is_vision,
    note_scepter_taken,
    note_site_discard,
    seize_banner,
    suit_of,
)
from .state import EXILE, PEOPLES_FAVOR, Card
from .victory import update_title

CONSPIRACY = card_named("Conspiracy").id


def play_card(board, player: int, card_id: int, faceup_allowed: bool = True, facedown_allowed: bool = True,
              site_only: bool = False, discard_to: dict | None = None):
    """Law 5.1.4: ask where the card goes and put it there; returns the answered move ({"play": ...}).
    `faceup_allowed=False` offers only a facedown adviser or discard; `facedown_allowed=False` is for 6.1, whose
    card is turned faceup before it is played; `site_only` offers only a site or discard (a Search's second card
    that must go to a site, hook search.keeps); `discard_to`: where the Search already put its discards, if a
    modifier let it choose (discard_place), for the card discarded to follow them."""
    choices = play_choices(board, player, card_id, faceup_allowed, facedown_allowed)
    if site_only:
        choices = [choice for choice in choices if choice["play"] in ("site", "discard")]
    move = yield Decision(player, "play", f"Play {card_name(card_id)}", choices=choices, source="Play", private=True)
    where = move["play"]
    if where == "site":
        yield from play_to_site(board, player, card_id, move["site"])
    elif where == "adviser":
        yield from play_as_adviser(board, player, card_id, move["faceup"])
    elif where == "vision":
        yield from reveal_vision(board, player, card_id)
    elif where == "conspiracy":
        yield from play_conspiracy(board, player)
    elif hooks.some("search.rest_to_world_bottom", board, player):   # the kept card, discarded (Cracked Horn)
        leave_hand(board, player, card_id)
        board.world.insert(0, card_id)
        board.say(f"{board.players[player].name} puts the card on the bottom of the world deck.")
    else:
        place = discard_to or (yield from discard_place(board, player))     # Bracken
        discard_from_hand(board, player, [card_id], place)
    if where != "discard":
        yield from react(board, "react.card_played", player, card_id, move)        # Law 7.1.4, 9.1: Saddle Makers
    return move


def play_choices(board, player: int, card_id: int, faceup_allowed: bool = True, facedown_allowed: bool = True):
    """Where the card may go (Law 5.1.4, 7.2): restrictions bind it only when it is played faceup."""
    restriction = DENIZENS[card_id].restriction if card_id in DENIZENS else "none"
    vision = is_vision(card_id)
    faceup_card = faceup_allowed and not vision and hooks.every("play.card_faceup", board, player, card_id)
    choices = []
    if faceup_card and restriction != "adviser":
        slots = site_destinations(board, player)
        slots += [slot for slot in hooks.gather("play.more_sites", board, player, card_id) if slot not in slots]
        slots = [slot for slot in slots if hooks.every("play.site_allowed", board, player, card_id, slot)]
        choices += [{"play": "site", "site": slot} for slot in slots]                   # New Growth
    if faceup_card and restriction != "site" and has_adviser_room(board, player, card_id, True):
        choices.append({"play": "adviser", "faceup": True})
    if (facedown_allowed and has_adviser_room(board, player, card_id, False)
            and hooks.every("play.adviser_facedown", board, player, card_id)):                # Gossip
        choices.append({"play": "adviser", "faceup": False})
    vision_faceup = faceup_allowed and vision and hooks.every("play.vision_faceup", board, player, card_id)
    if vision_faceup and card_id == CONSPIRACY:
        choices.append({"play": "conspiracy"})              # Law 5.1.4.IV: anyone
    elif vision_faceup and board.players[player].side == EXILE:
        choices.append({"play": "vision"})                  # Law 5.1.4.III
    return choices + [{"play": "discard"}]


# --- to a site (Law 5.1.4.I) -------------------------------------------------------------------------------

def has_room(board, slot: int) -> bool:
    """Law 2.8.1: a faceup site below its capacity (hook site.capacity: Salt the Earth); a facedown site holds no
    cards."""
    site = board.sites[slot]
    return site.faceup and len(site.cards) < hooks.fold("site.capacity", SITES[site.id].capacity, board, slot)


def site_destinations(board, player: int) -> list[int]:
    """Your site if it has room; with the People's Favor, any faceup site of your region that has room or holds a
    card you could first discard there (Law 5.1.4.I)."""
    here = board.players[player].site
    if not holds_banner(board, player, PEOPLES_FAVOR):
        return [here] if has_room(board, here) or hooks.some("play.site_makes_room", board, here) else []
    return [slot for slot in region_slots(board, here) if has_room(board, slot)
            or (board.sites[slot].faceup and discardable(board, board.sites[slot].cards, player))]


def region_slots(board, slot: int) -> list[int]:
    region = board.region_of(slot)
    return [other for other in range(len(board.sites)) if board.region_of(other) == region]


def discardable(board, cards: list, player: int | None = None) -> list:
    """Law 7.2.2, 7.4.3: neither locked to the discarding `player` (by default the player whose turn it is) nor
    modifying the action in progress."""
    return [card for card in cards if not held_fast(board, card, player)]


def play_to_site(board, player: int, card_id: int, slot: int):
    """Law 5.1.4.I: faceup at the site, then 1 favor from the card's suit bank. Law 7.3.3: a When Played power
    resolves only after this favor and the site's modifiers and Homeland power."""
    if holds_banner(board, player, PEOPLES_FAVOR):
        yield from peoples_favor_discard(board, player, slot)
    yield from hooks.each("play.before_site", board, player, slot, not has_room(board, slot), ())
    leave_hand(board, player, card_id, shown=True)
    board.sites[slot].cards.append(Card(card_id))
    suit = DENIZENS[card_id].suit
    site_name = SITES[board.sites[slot].id].name
    if hooks.some("play.secret_instead_of_favor", board, player):
        board.players[player].secrets += 1
        board.say(f"{board.players[player].name} plays {card_name(card_id)} to {site_name}"
                  " and gains a secret instead of favor (Book of Records).")
    else:
        gained = gain_favor(board, player, suit, 1)
        board.say(f"{board.players[player].name} plays {card_name(card_id)} to {site_name}"
                  f" and gains {gained} favor from the {suit} bank.")
    yield from hooks.each("play.to_site", board, player, slot, suit)       # Homeland (Law 7.3.3, 11)
    yield from when_played(board, player, card_id)                          # Law 7.3.3


def peoples_favor_discard(board, player: int, destination: int):
    """Law 5.1.4.I: the People's Favor's holder may first discard one card at any site of their region; a full
    destination makes that discard one of its own cards."""
    if has_room(board, destination):
        sites = [slot for slot in region_slots(board, board.players[player].site) if board.sites[slot].faceup]
        optional = [{"discard": None}]
    else:
        sites, optional = [destination], []
    choices = [{"discard": card.id, "site": slot}
               for slot in sites for card in discardable(board, board.sites[slot].cards, player)]
    if not choices:
        return
    move = yield from ask(player, "site discard", "People's Favor: first discard a card at a site of your region?",
                          choices + optional, source=PEOPLES_FAVOR)
    if move["discard"] is None:
        return
    discard_at_site(board, player, move["site"], move["discard"])


def discard_at_site(board, player: int, slot: int, card_id: int) -> None:
    """Law 10 "Discard": the card leaves its site for the pile after the site's region, noted for Homeland (Law 11),
    unless a modifier of the player's Search sends it elsewhere (hook discard.instead: Cracked Horn). Shared by every
    "first discard a card there" of a play or a move (People's Favor, Great Slum, Crop Rotation)."""
    site = board.sites[slot]
    card = next(card for card in site.cards if card.id == card_id)
    site.cards.remove(card)
    note_site_discard(board, slot, card)
    name, where = board.players[player].name, SITES[site.id].name
    if hooks.some("discard.instead", board, player, [card], board.region_of(slot)):
        board.say(f"{name} puts {card_name(card.id)} from {where} on the bottom of the world deck.")
        return
    discard_cards(board, player, [card], board.region_of(slot))
    board.say(f"{name} discards {card_name(card.id)} from {where}.")


# --- as an adviser (Law 5.1.4.II) ---------------------------------------------------------------------------

def when_played(board, player: int, card_id: int):
    """Law 7.3.3: a WHEN PLAYED power must be used when its card is played faceup (its cost paid if able)."""
    place = locate(board, card_id)
    for each in powers_of(card_id, "when_played"):
        if place is not None and usable(board, player, each, place):
            yield from use_power(board, player, each, place)


def play_as_adviser(board, player: int, card_id: int, faceup: bool):
    """Law 5.1.4.II, 7.6.4: first discard advisers until the card fits, counting its own power if played faceup
    (the adviser limit and what it ignores: engine/oath/advisers.py)."""
    held = board.players[player]
    while discards := room_discards(board, player, held.advisers, Card(card_id, faceup)):
        choices = [{"discard": card.id} for card in discards]
        # private: a facedown adviser discarded stays unseen (Law 9.4); the narration says what was public
        move = yield Decision(player, "adviser discard", "Adviser limit (Law 2.2.2, 7.6.4): discard one of your "
                              "advisers to make room", choices=choices, source="Adviser limit", private=True)
        card = next(card for card in held.advisers if card.id == move["discard"])
        held.advisers.remove(card)
        shown = card_name(card.id)
        if hooks.some("discard.instead", board, player, [card], board.region_of(held.site)):    # Cracked Horn
            if card.faceup:
                board.say(f"Cracked Horn: {held.name} puts the adviser {shown} on the bottom of the world deck.")
            else:
                board.say(f"Cracked Horn: {held.name} puts a facedown adviser on the bottom of the world deck.",
                          player, f"Cracked Horn: {held.name} puts {shown} on the bottom of the world deck.")
        else:
            discard_cards(board, player, [card], board.region_of(held.site))
            if card.faceup:
                board.say(f"{held.name} discards the adviser {shown}.")
            else:
                board.say(f"{held.name} discards a facedown adviser.", player, f"{held.name} discards {shown}.")
    leave_hand(board, player, card_id, shown=faceup)
    held.advisers.append(Card(card_id, faceup))
    if faceup:
        board.say(f"{held.name} plays {card_name(card_id)} as an adviser.")
        yield from when_played(board, player, card_id)                      # Law 7.3.3
    else:
        board.say(f"{held.name} plays a card facedown as an adviser.", player,
                  f"{held.name} plays {card_name(card_id)} facedown as an adviser.")


# --- Visions (Law 5.1.4.III-IV) -----------------------------------------------------------------------------

def reveal_vision(board, player: int, card_id: int) -> None:
    """Law 5.1.4.III: an Exile's faceup Vision goes to the Revealed Vision space; the one there is discarded."""
    held = board.players[player]
    if held.vision is not None:
        old = held.vision
        discard_cards(board, player, [Card(old)], board.region_of(held.site))
        board.say(f"{held.name} discards the Vision of {card_name(old)}.")
        held.vision = None
        yield from hooks.each("vision.discarded", board, player, old)          # False Prophet
    leave_hand(board, player, card_id, shown=True)
    held.vision = card_id
    board.say(f"{held.name} reveals the Vision of {card_name(card_id)}.")


def play_conspiracy(board, player: int):
    """Law 5.1.4.IV: played faceup by anyone, it does not displace a Revealed Vision; When Played, its player may
    burn 1 secret to take a relic or banner of a player whose pawn shares their site, if at least two of their
    advisers each match a suit among that player's advisers. Then it goes to the box."""
    held = board.players[player]
    leave_hand(board, player, CONSPIRACY, shown=True)
    board.say(f"{held.name} plays the Conspiracy.")
    choices = conspiracy_targets(board, player)
    if choices:
        move = yield from ask(player, "conspiracy", "Conspiracy: burn 1 secret to take a relic or banner?",
                              choices + [{"take": None}], source="Conspiracy")
        if move["take"] is not None:
            yield from conspire(board, player, move)
    board.boxed.append(CONSPIRACY)


def conspiracy_targets(board, player: int) -> list:
    held = board.players[player]
    if held.secrets < 1:
        return []
    choices = []
    for other in board.others(player):
        victim = board.players[other]
        if victim.site != held.site or matching_advisers(board, player, other) < 2:
            continue
        choices += [{"take": "relic", "relic": relic, "from": other} for relic in victim.relics
                    if not guarded(board, other, relic=relic)]
        choices += [{"take": "banner", "banner": name, "from": other} for name in victim.banners
                    if not guarded(board, other, banner=name)]
    return choices


def matching_advisers(board, player: int, other: int) -> int:
    """How many of `player`'s advisers match the suit of at least one of `other`'s (Law 10 "Match")."""
    theirs = {suit_of(card) for card in board.players[other].advisers} - {None}
    return advisers_matching(board, player, theirs)


def conspire(board, player: int, move: dict):
    held, victim = board.players[player], board.players[move["from"]]
    burn_secrets(board, player, 1)
    if move["take"] == "relic":
        victim.relics.remove(move["relic"])
        held.relics.append(move["relic"])
        if move["relic"] == GRAND_SCEPTER.id:
            note_scepter_taken(board)
        taken = card_name(move["relic"])
    else:
        seize_banner(board, player, move["banner"])     # Law 2.5.3
        taken = f"the {move['banner']}"
    board.say(f"{held.name} burns a secret and takes {taken} from {victim.name}.")
    if move["take"] == "relic":
        yield from react(board, "react.relics_taken", player, [move["relic"]])     # Law 7.1.4: Relic Thief
    yield from update_title(board)                      # Law 2.11


# --- shared ------------------------------------------------------------------------------------------------

def leave_hand(board, player: int, card_id: int, shown: bool = False) -> None:
    """The card leaves the player's hand, if it is there; `shown`: it is played faceup, so the others see the face
    they saw only the back of (Law 5.1.4, 9.4)."""
    drawn = board.players[player].drawn
    if card_id in drawn:
        drawn.remove(card_id)
        if shown:
            board.expose()


def discard_from_hand(board, player: int, card_ids: list, place: dict | None = None) -> None:
    """Law 10 "Discard": onto the pile of the region after the pawn's, the cards (bottom first) unnamed to the
    others; or to a `place` a Search modifier offered (discard_place): the top or bottom of a named pile."""
    held = board.players[player]
    for card_id in card_ids:
        leave_hand(board, player, card_id)
    count = len(card_ids)
    if place is None:
        discard_cards(board, player, [Card(card_id) for card_id in card_ids], board.region_of(held.site))
        where = ""
    else:
        pile = board.discards[place["pile"]]
        if place["bottom"]:
            pile[:0] = card_ids
        else:
            pile.extend(card_ids)
        where = f" onto the {'bottom' if place['bottom'] else 'top'} of the {place['pile']} discard pile"
    board.say(f"{held.name} discards {count} card{'s' if count != 1 else ''}{where}.", player,
              f"{held.name} discards {', '.join(map(card_name, card_ids))}{where}.")


def discard_place(board, player: int):
    """Where the searcher's drawn cards they discard go: None for the Law's pile (Law 10 "Discard"), or one of the
    places a chosen modifier offers (hook search.discard_places: Bracken), asked of the searcher."""
    places = hooks.gather("search.discard_places", board, player)
    if not places:
        return None
    return (yield from ask(player, "discard place", "Search: where do the cards you discard go?", places,
                           source="Search"))
