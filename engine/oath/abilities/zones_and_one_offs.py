"""Archive cards that reach a zone in play or stand alone (cards.md 6 and 8; Law 2.8.1, 7, 8.5): Salt the Earth (a
site's capacity), Pilgrimage and the Great Spire (the Dispossessed, Law 8.5); Vow of Kinship (the favor a player
owns, kept in the Nomad bank); False Prophet (a Vision shared by two players). The Fallen Spire, the Great Spire's
ruin, is in edifices.py; both use rules.draw_dispossessed and rules.dispossess.
"""

from engine.core import Decision

from .. import hooks
from ..cards import DENIZENS, card_name, card_named
from ..modifying import applied, modifier
from ..play import discardable, play_card, region_slots
from ..powers import adviser_holder, power
from ..rules import (
    dispossess,
    draw_dispossessed,
    gain_warbands,
    holds_banner,
    is_vision,
    locked,
)
from ..state import EXILE, PEOPLES_FAVOR
from .edifices import face
from .powers_played import choose, discard_from_site, peek

SALT_THE_EARTH, PILGRIMAGE = card_named("Salt the Earth").id, card_named("Pilgrimage").id
VOW_OF_KINSHIP, FALSE_PROPHET = card_named("Vow of Kinship").id, card_named("False Prophet").id
GREAT_SPIRE = face("Great Spire")


# --- 89 Salt the Earth (Discord, site only, locked) -------------------------------------------------------------------

@power(SALT_THE_EARTH, "when_played")
def salt_the_earth(use):
    """89 Salt the Earth (WP): "Cannot be played to a site with locked cards. Ignores site capacity when played;
    discard all other denizens at this site; the site's capacity becomes 1."

    Readings: the other denizens are discarded as from a site (Law 10 "Discard": to the pile after the site's
    region, in the order its player chooses), except one modifying the action in progress (Law 7.4.3); no locked
    card can be there (it could not have been played). The capacity of 1 lasts while Salt the Earth lies at the
    site, which is for good, being locked (Law 7.2.2)."""
    slot = use.place.slot
    others = [card for card in discardable(use.board, use.board.sites[slot].cards) if card.id != SALT_THE_EARTH]
    if others:
        use.board.say(f"Salt the Earth: {use.me.name} discards {', '.join(card_name(c.id) for c in others)}.")
        yield from discard_from_site(use.board, use.player, slot, others)


@hooks.contributes("play.more_sites", "Salt the Earth", card=SALT_THE_EARTH)
def salt_ignores_capacity(board, player: int, card_id: int) -> list:
    """"Ignores site capacity when played": the sites it could be played to were each below its capacity (Law
    5.1.4.I): your site, and with the People's Favor any faceup site of your region."""
    if card_id != SALT_THE_EARTH:
        return []
    here = board.players[player].site
    slots = region_slots(board, here) if holds_banner(board, player, PEOPLES_FAVOR) else [here]
    return [slot for slot in slots if board.sites[slot].faceup]


@hooks.contributes("play.site_allowed", "Salt the Earth", card=SALT_THE_EARTH)
def salt_not_where_locked(board, player: int, card_id: int, slot: int) -> bool:
    """"Cannot be played to a site with locked cards" (Law 7.2.2: a faceup locked denizen or any edifice)."""
    return card_id != SALT_THE_EARTH or not any(locked(card) for card in board.sites[slot].cards)


@hooks.contributes("site.capacity", "Salt the Earth", card=SALT_THE_EARTH)
def salted_capacity(capacity: int, board, slot: int) -> int:
    """"The site's capacity becomes 1" (Law 2.8.1), while Salt the Earth lies faceup there."""
    salted = any(card.id == SALT_THE_EARTH and card.faceup for card in board.sites[slot].cards)
    return 1 if salted else capacity


# --- 161 Pilgrimage (Nomad, adviser only) ----------------------------------------------------------------------------

@power(PILGRIMAGE, "when_played")
def pilgrimage(use):
    """161 Pilgrimage (WP): "Move all denizens at your site to the Dispossessed; shuffle the Dispossessed and draw
    that many denizens; peek at them and put them on your region's discard pile."

    Readings: a locked denizen (and an edifice, locked on both sides) is never moved (Law 7.2.2), nor a card
    modifying the action in progress (Law 7.4.3). The moved cards leave play as discarded cards do: favor on them
    goes to its suit's bank, secrets facedown to your board (Law 10 "Discard"). The drawn cards are taken at random
    from the Dispossessed with the moved ones in it ("shuffle", Law 8.5), so one may come straight back; they go,
    as drawn, onto the top of the pile of your pawn's region itself ("put", not "discard": Law 10 "Discard" would
    send them to the next region's). Only you see their faces (Law 10 "Peek", 9.4)."""
    board, slot = use.board, use.me.site
    site = board.sites[slot]
    moved = [card for card in discardable(board, site.cards) if card.id in DENIZENS]
    if not moved:
        board.say("Pilgrimage: there is no denizen to move.")
        return
    for card in moved:
        site.cards.remove(card)
        tokens_leave(board, use.player, card)
    dispossess(board, [card.id for card in moved])
    drawn = draw_dispossessed(board, len(moved))
    region = board.region_of(slot)
    board.say(f"Pilgrimage: {use.me.name} moves {', '.join(card_name(c.id) for c in moved)} to the Dispossessed "
              f"and puts {len(drawn)} cards drawn from it on the {region} discard pile.")
    peek(use, "the cards drawn from the Dispossessed", drawn)
    board.discards[region].extend(drawn)


def tokens_leave(board, player: int, card) -> None:
    """A card leaving play keeps no token: favor to its suit's bank, secrets facedown to the player whose power moved
    it, as a discard sends them (Law 10 "Discard")."""
    if card.favor:
        board.favor_banks[DENIZENS[card.id].suit] += card.favor
    board.players[player].hidden_secrets += card.secrets
    card.favor = card.secrets = 0


# --- the Great Spire (Arcane edifice, intact face) -------------------------------------------------------------------

@modifier(GREAT_SPIRE, "Search", fits=lambda board, player, move: bool(board.dispossessed))
def great_spire(use):
    """Great Spire (MOD:Search, 1 secret placed): "You may swap any number of denizens you draw for random cards
    from the Dispossessed." Offered only while the Dispossessed holds a card (Law 9.5: its secret would buy
    nothing)."""


@hooks.contributes("search.drawn", "Great Spire", card=GREAT_SPIRE)
def spire_swap(board, player: int, drawn: list):
    """Readings: the swaps are chosen one card at a time from the denizens drawn (a Vision is no denizen), as many
    as the Dispossessed holds, until the searcher stops; then each chosen card goes to the Dispossessed unseen and
    one taken at random from it, as it was before the swap (a swap: no card comes back), takes its place in the
    hand (Law 8.5). This happens as the cards are drawn, so a Search whose cards are revealed reveals those kept in
    hand (Law 5.1.2). Private: the hand is the searcher's (Law 9.4)."""
    if not applied(board, GREAT_SPIRE):
        return
    chosen = []
    while len(chosen) < len(board.dispossessed):
        left = [card_id for card_id in drawn if not is_vision(card_id) and card_id not in chosen]
        if not left:
            break
        move = yield Decision(player, "spire swap", "Great Spire: swap a drawn denizen for a random card of the "
                              "Dispossessed?", choices=[{"swap": card_id} for card_id in left] + [{"swap": None}],
                              source="Great Spire", private=True)
        if move["swap"] is None:
            break
        chosen.append(move["swap"])
    if not chosen:
        return
    hand = board.players[player].drawn
    taken = draw_dispossessed(board, len(chosen))
    for old, new in zip(chosen, taken):
        drawn[drawn.index(old)] = new
        hand[hand.index(old)] = new
    dispossess(board, chosen)
    name = board.players[player].name
    board.say(f"Great Spire: {name} swaps {len(chosen)} drawn cards for cards of the Dispossessed.", player,
              f"Great Spire: you swap {', '.join(map(card_name, chosen))} for {', '.join(map(card_name, taken))}.")


# --- 152 Vow of Kinship (Nomad, adviser only, locked) ----------------------------------------------------------------

def kinship_holder(board, player: int) -> bool:
    """Whether `player` has Vow of Kinship faceup among their advisers (Law 7.1.4: its persistent power is theirs)."""
    return adviser_holder(board, VOW_OF_KINSHIP) == player


@power(VOW_OF_KINSHIP, "when_played")
def vow_of_kinship(use):
    """152 Vow of Kinship (WP + PERS): "Move all your favor to the Nomad bank. Favor you gain or take goes to the
    Nomad bank; you may spend Nomad-bank favor as if it were on your board."

    The persistent part is rules.favor_bank_kept (hook favor.kept_in_bank), through which every gain, taking,
    spending and gift of a player's favor goes (rules.favor_of, receive_favor, spend_favor, give_favor).
    Readings: favor you would gain from the Nomad bank itself comes out of it and goes straight back (Law 10
    "Gain" done to the letter). Spending is what you pay, place, burn or give by your own choice (costs, prices,
    tolls, exchanges, Revelation, Dissent): it may use every favor in the Nomad bank. What another player takes or
    burns "from you" (Charming Friend, Royal Tax, Witch's Bargain, a won Campaign's burning, Slander) reaches only
    the favor on your board: the Nomad bank is not your board, and the card lets only you spend it (Law 7.1.4)."""
    favor = use.me.favor
    use.me.favor = 0
    use.board.favor_banks["Nomad"] += favor
    use.board.say(f"Vow of Kinship: {use.me.name} moves {favor} favor to the Nomad bank.")


@hooks.contributes("favor.kept_in_bank", "Vow of Kinship", card=VOW_OF_KINSHIP)
def kinship_bank(board, player: int):
    return "Nomad" if kinship_holder(board, player) else None


# --- 85 False Prophet (Discord, adviser only, locked) ----------------------------------------------------------------

def prophesied(board, player: int) -> list:
    """The Revealed Visions holding `player`'s warband (False Prophet), as Vision ids."""
    return [int(vision) for vision, seat in board.vision_warbands.items() if seat == player]


def open_visions(board) -> list:
    """The Revealed Visions (Law 2.2.1: an Exile's, faceup on their board) holding no warband yet."""
    return [held.vision for held in board.players
            if held.vision is not None and str(held.vision) not in board.vision_warbands]


def prophet_usable(use) -> bool:
    return use.me.side == EXILE and use.me.bank >= 1 and bool(open_visions(use.board))


@power(FALSE_PROPHET, "when_played", usable=prophet_usable)
def false_prophet(use):
    """85 False Prophet (WP + WAKE): "If you are an Exile: gain a warband and put it on any revealed Vision; you now
    also count that Vision as revealed. If that Vision is ever discarded, kill the warband and play or discard the
    Vision as if you had searched."

    Readings: "any revealed Vision" is any Exile's, your own too (the card does not say another's); with no warband
    in your bank to gain, nothing is put (Law 9.3). The warband on the Vision is public (views) and is no longer on
    your board. Counting the Vision as revealed (its WAKE part) is read where the Law reads Revealed Visions: the
    Visionary win at your Wake (Law 4.1.2, 3.2) and War Exhaustion (Law 3.4.3), through hook vision.also_revealed;
    so it is one check, not a second Wake power after the Law's steps."""
    board = use.board
    move = yield from choose(use.player, "false prophet", "False Prophet: put a warband on which revealed Vision?",
                             [{"vision": vision} for vision in open_visions(board)], "False Prophet")
    gain_warbands(board, use.player, 1)
    use.me.warbands -= 1
    board.vision_warbands[str(move["vision"])] = use.player
    board.say(f"False Prophet: {use.me.name} puts a warband on the Vision of {card_name(move['vision'])}.")


@hooks.contributes("vision.also_revealed", "False Prophet", card=FALSE_PROPHET)
def prophet_counts_vision(board, player: int) -> list:
    """85 False Prophet: "you now also count that Vision as revealed" (Law 3.2)."""
    return prophesied(board, player)


@hooks.contributes("vision.discarded", "False Prophet", card=FALSE_PROPHET)
def prophet_vision_discarded(board, player: int, vision: int):
    """85 False Prophet: the Vision holding the warband is discarded: the warband is killed (to its owner's bank,
    Law 10 "Kill") and the warband's owner takes the Vision off the pile it was just put on and plays or discards it
    as a searched card (Law 5.1.4), asked of them even outside their turn. Readings: this holds whether or not
    False Prophet is still in play (it is locked, so it stays, Law 7.2.2)."""
    seat = board.vision_warbands.pop(str(vision), None)
    if seat is None:
        return
    prophet = board.players[seat]
    prophet.bank += 1
    pile = next(pile for pile in board.discards.values() if pile and pile[-1] == vision)
    pile.pop()
    prophet.drawn.append(vision)
    board.say(f"False Prophet: the Vision of {card_name(vision)} is discarded; {prophet.name}'s warband on it is "
              f"killed and {prophet.name} takes the Vision.")
    yield from play_card(board, seat, vision)
