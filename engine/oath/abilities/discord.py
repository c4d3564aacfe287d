"""The Discord denizens (cards.md 8): the nine of the first game's world deck (printed numbers 12 and 15-22) and the
Archive's twenty-four (79-102), each under its printed number with every power it has and the decision kinds it asks.
How powers are written and read is told once, in the package (abilities/__init__.py)."""

from .. import hooks
from ..actions import campaign as campaigning
from ..actions.campaign import campaign, defenders
from ..actions.trade import card_on_map
from ..actions.travel import free_travel
from ..battle import (
    AFTERWARDS,
    DEFEATED,
    VICTORIOUS,
    Used,
    change_attack_dice,
    discard_plan,
    enemies,
    later,
    plan,
    user_of,
)
from ..cards import DENIZENS, GRAND_SCEPTER, SITES, SUITS, card_name
from ..dice import DEFENSE_DIE, SHIELD, TWO_SHIELDS, defense_total, roll_defense
from ..modifying import applied, modifier
from ..play import discardable, play_card, region_slots
from ..powers import Place, adviser_holder, can_pay, card_at, pay, power, printed_cost, site_of
from ..reactions import Reaction, after_roll, may
from ..ruler_powers import enemy_of_card_ruler, rules_card_id
from ..rules import (
    ask,
    burn_favor,
    discard_cards,
    favor_of,
    gain_favor,
    gain_warbands,
    give_favor,
    guarded,
    held_fast,
    holds_banner,
    kill_at_site,
    kill_from_board,
    locked,
    locked_to,
    locks_everywhere,
    may_place_warbands,
    note_scepter_taken,
    receive_favor,
    rulers,
    sites_ruled,
    spend_favor,
    suit_of,
)
from ..state import DARKEST_SECRET, EXILE, PEOPLES_FAVOR, REGIONS
from ..victory import update_title
from ..vocabulary import CARD, FREE_CAMPAIGN, FREE_TRAVEL, SEAT, SUIT, asks, yes_no
from .phrases import (
    choose,
    discard_from_site,
    faceup_in,
    forced_citizenship,
    named,
    others_here,
    peek,
    ruled_suits,
    turn_order,
)

(MERCENARIES, SECOND_WIND, DISGRACED_CAPTAIN, BOOK_BURNING, ASSASSIN, DOWNTRODDEN, FALSE_PROPHET, VOW_OF_RENEWAL,
 ZEALOTS, SALT_THE_EARTH, BEAST_TAMER, SILVER_TONGUE, BOILING_LAKE, RELIC_THIEF, INSOMNIA, SNEAK_ATTACK, GOSSIP,
 BANDIT_CHIEF, CHAOS_CULT) = map(named, (
    "Mercenaries", "Second Wind", "Disgraced Captain", "Book Burning", "Assassin", "Downtrodden", "False Prophet",
    "Vow of Renewal", "Zealots", "Salt the Earth", "Beast Tamer", "Silver Tongue", "Boiling Lake", "Relic Thief",
    "Insomnia", "Sneak Attack", "Gossip", "Bandit Chief", "Chaos Cult"))


# --- 12 Mercenaries ---------------------------------------------------------------------------------------------------

@plan(MERCENARIES, "AD")
def mercenaries(use):
    """+/-3 attack dice. If you are defeated while using it, discard Mercenaries."""
    change_attack_dice(use, 3)


@later(DEFEATED, MERCENARIES)
def mercenaries_lost(use):
    discard_plan(use.board, use.campaign, Used(use.power, use.place, use.player))


# --- 15 A Small Favor (adviser only, locked) --------------------------------------------------------------------------

@power(named("A Small Favor"), "when_played")
def a_small_favor(use):
    """Gain 4 warbands."""
    gained = gain_warbands(use.board, use.player, 4)
    use.board.say(f"{use.me.name} gains {gained} warbands.")


# --- 16 Second Wind ---------------------------------------------------------------------------------------------------

asks("second wind travel", "Second Wind: travel, spending no Supply", FREE_TRAVEL)
asks("second wind campaign", "Second Wind: campaign, spending no Supply", FREE_CAMPAIGN)


@plan(SECOND_WIND, "A")
def second_wind(use):
    """After you are victorious, you may Travel and then Campaign, paying no Supply for either (Law 7.6.2)."""


@later(AFTERWARDS, SECOND_WIND)
def second_wind_won(use):
    board, player = use.board, use.player
    yield from free_travel(board, player, "second wind travel", "Second Wind: travel, spending no Supply?",
                           "Second Wind")                            # Law 7.6.2
    yield from campaigning.free_campaign(board, player, "second wind campaign",
                                         "Second Wind: campaign, spending no Supply?", "Second Wind")


# --- 17 Sleight of Hand (adviser only) --------------------------------------------------------------------------------

asks("take secret", "Sleight of Hand: take 1 secret from whom", {"from": SEAT})


def sleight_targets(use) -> list[int]:
    return [other for other in others_here(use) if use.board.players[other].secrets > 1]


@power(named("Sleight of Hand"), "action", usable=lambda use: bool(sleight_targets(use)))
def sleight_of_hand(use):
    """Take 1 secret from a player whose pawn is at your site; you cannot take their last secret."""
    choices = [{"from": other} for other in sleight_targets(use)]
    move = yield from choose(use.player, "take secret", "Sleight of Hand: take 1 secret from whom?", choices,
                             "Sleight of Hand")
    victim = use.board.players[move["from"]]
    victim.secrets -= 1
    use.me.secrets += 1
    use.board.say(f"{use.me.name} takes 1 secret from {victim.name}.")


# --- 18 Key to the City (site only) -----------------------------------------------------------------------------------

@power(named("Key to the City"), "when_played")
def key_to_the_city(use):
    """If the ruler's pawn is not at this site, kill all warbands here, then gain one warband and place it here.
    Bandits have no pawn; with several rulers (Law 10 "Rule", digest E.6.14) any ruler's pawn here stops it."""
    board, slot = use.board, use.place.slot
    site = board.sites[slot]
    if any(board.players[ruler].site == slot for ruler in rulers(board, slot)):
        return
    for colour in list(site.warbands):
        kill_at_site(board, slot, colour, site.warbands[colour])
    if gain_warbands(board, use.player, 1) and may_place_warbands(board, use.player):   # Ring of Devotion (9.2)
        use.me.warbands -= 1
        colour = board.colour_of_warbands(use.player)
        site.warbands[colour] = site.warbands.get(colour, 0) + 1
    board.say(f"Key to the City: the warbands at {SITES[site.id].name} are killed; {use.me.name} places one there.")
    yield from update_title(board)                      # rule of a site counts toward the Oath (Law 2.11)


# --- 19 Scryer --------------------------------------------------------------------------------------------------------

@power(named("Scryer"), "action", usable=lambda use: any(use.board.discards.values()))
def scryer(use):
    """Peek at any one discard pile. Its cards are named top first; only the user sees them (Law 9.4)."""
    choices = [{"pile": region} for region in REGIONS if use.board.discards[region]]
    move = yield from choose(use.player, "discard pile", "Scryer: peek at which discard pile?", choices, "Scryer")
    use.board.expose(len(use.board.discards[move["pile"]]))    # Scryer: a discard pile's faces looked at (Law 9.4)
    peek(use, f"the {move['pile']} discard pile", use.board.discards[move["pile"]][::-1])


# --- 20 Disgraced Captain ---------------------------------------------------------------------------------------------

def targets_order_site(use) -> bool:
    return any(suit_of(card) == "Order" for slot in use.campaign.sites() for card in use.board.sites[slot].cards)


@plan(DISGRACED_CAPTAIN, "A", usable=targets_order_site)
def disgraced_captain(use):
    """Add 4 attack dice if you target a site that has an Order card."""
    change_attack_dice(use, 4)


# --- 21 Naysayers (adviser only) --------------------------------------------------------------------------------------

def naysayers_usable(use) -> bool:
    board = use.board
    chancellor = board.chancellor()
    return (board.players[board.title_holder].side == EXILE and use.player != chancellor
            and board.players[chancellor].favor > 0)


@power(named("Naysayers"), "rest", usable=naysayers_usable)
def naysayers(use):
    """If any Exile holds the Oathkeeper/Usurper title, take 1 favor from the Chancellor."""
    chancellor = use.board.players[use.board.chancellor()]
    chancellor.favor -= 1                   # taken from the board (Vow of Kinship: only spending reaches a bank)
    receive_favor(use.board, use.player, 1)
    use.board.say(f"Naysayers: {use.me.name} takes 1 favor from the Chancellor.")


# --- 22 Book Burning --------------------------------------------------------------------------------------------------

@plan(BOOK_BURNING, "A")
def book_burning(use):
    """If you are victorious and targeted the defender's pawn, they also burn all secrets on their board except
    one. Facedown secrets cannot be burned (Law 7.1.2, 9.2): the faceup ones go down to one."""


@later(VICTORIOUS, BOOK_BURNING)
def book_burning_won(use):
    campaign = use.campaign
    if campaign.pawn_targeted:
        defender = use.board.players[campaign.defender]
        defender.secrets = min(1, defender.secrets)
        use.board.say(f"{defender.name} burns all secrets but one.")


# --- 79 Charlatan -----------------------------------------------------------------------------------------------------

@power(named("Charlatan"), "when_played")
def charlatan(use):
    """Burn all secrets on the Darkest Secret except one."""
    banner = use.board.banners[DARKEST_SECRET]
    burnt = max(0, banner.tokens - 1)
    banner.tokens -= burnt
    use.board.say(f"Charlatan burns {burnt} secrets from the Darkest Secret.")


# --- 80 Assassin (adviser only, locked) -------------------------------------------------------------------------------

asks("assassin", "Assassin: discard which faceup adviser", {"player": SEAT, "discard": CARD})


def assassin_targets(use) -> list:
    """Faceup advisers of the players whose pawns share your site; a locked card is never discarded (Law 7.2.2)."""
    return [{"player": other, "discard": card.id} for other in others_here(use)
            for card in use.board.players[other].advisers if card.faceup and not locked_to(use.board, use.player, card)]


@hooks.contributes("advisers.limit", "Assassin", card=ASSASSIN)
def assassin_limit(board, player: int, advisers: list) -> list:
    """Your adviser limit is two."""
    return [2] if faceup_in(advisers, ASSASSIN) else []


@power(ASSASSIN, "action", usable=lambda use: bool(assassin_targets(use)))
def assassin(use):
    """Action (1 favor): discard a faceup adviser of a player whose pawn is at your site. It goes to the pile after
    your (and their) site's region (Law 10 "Discard")."""
    board = use.board
    move = yield from choose(use.player, "assassin", "Assassin: discard which faceup adviser?",
                             assassin_targets(use), "Assassin")
    victim = board.players[move["player"]]
    target = next(card for card in victim.advisers if card.id == move["discard"] and card.faceup)
    victim.advisers.remove(target)
    discard_cards(board, move["player"], [target], board.region_of(victim.site))
    board.say(f"Assassin: {use.me.name} discards {victim.name}'s adviser {card_name(target.id)}.")


# --- 81 Downtrodden ---------------------------------------------------------------------------------------------------

def fewest_favor(board, player: int, move: dict) -> bool:
    """The card's favor bank holds fewer favor than every other bank; a tie for fewest is not "strictly"."""
    suit = suit_of(card_on_map(board, move["card"]))
    return all(board.favor_banks[suit] < board.favor_banks[other] for other in SUITS if other != suit)


@modifier(DOWNTRODDEN, "Muster", fits=fewest_favor)
def downtrodden(use):
    """81 Downtrodden. Gain 2 extra warbands when mustering on a card whose favor bank holds strictly the fewest
    favor. Read at the start of the Muster (Law 7.4), offered only for such a card; the favor the Muster puts on
    the card does not go to its bank (Law 5.2.1), so nothing changes it before the warbands are gained."""


@hooks.contributes("muster.extra_warbands", "Downtrodden", order=30, card=DOWNTRODDEN)
def downtrodden_warbands(board, player: int) -> int:
    return 2 if applied(board, DOWNTRODDEN) else 0


# --- 82 Blackmail -----------------------------------------------------------------------------------------------------

asks("blackmail relic", "Blackmail: name which relic", {"relic": CARD, "from": SEAT})
asks("blackmail", "Blackmail: pay to keep the relic", yes_no("pay"))


def blackmail_targets(use) -> list:
    """Relics held by players whose pawns are at your site, but those Circlet of Command says cannot be taken."""
    board = use.board
    return [{"relic": relic, "from": other} for other in others_here(use) for relic in board.players[other].relics
            if not guarded(board, other, relic=relic)]


@power(named("Blackmail"), "when_played", usable=lambda use: bool(blackmail_targets(use)))
def blackmail(use):
    """Name a relic held by a player whose pawn is at your site; you take it unless they give you 3 favor. The
    holder chooses; without 3 favor they cannot pay, and the relic is taken unasked (Law 9.3 does not let a part
    of the price do)."""
    board = use.board
    move = yield from choose(use.player, "blackmail relic", "Blackmail: name which relic?", blackmail_targets(use),
                             "Blackmail")
    relic, them = move["relic"], board.players[move["from"]]
    if favor_of(board, move["from"]) >= 3:
        answer = yield from ask(move["from"], "blackmail", f"Blackmail: give {use.me.name} 3 favor to keep "
                                f"{card_name(relic)}?", [{"pay": True}, {"pay": False}], source="Blackmail")
        if answer["pay"]:
            give_favor(board, move["from"], use.player, 3)
            board.say(f"{them.name} gives {use.me.name} 3 favor and keeps {card_name(relic)}.")
            return
    them.relics.remove(relic)
    use.me.relics.append(relic)
    if relic == GRAND_SCEPTER.id:
        note_scepter_taken(board)                       # cards.md 4: not usable the turn it was taken
    board.say(f"{use.me.name} takes {card_name(relic)} from {them.name}.")
    yield from update_title(board)                      # relics count toward the Oath (Law 2.11)


# --- 83 Cracked Sage --------------------------------------------------------------------------------------------------

def enemy_has_arcane_adviser(use) -> bool:
    """Your enemy (Law 10 "Your enemy"): the defender and its Allies for the attacker; bandits have no advisers.
    A facedown adviser has no suit (Law 5.1.4.II)."""
    board = use.board
    return any(suit_of(card) == "Arcane" for enemy in enemies(use.campaign, use.player)
               for card in board.players[enemy].advisers)


@plan(named("Cracked Sage"), "AD", usable=enemy_has_arcane_adviser)
def cracked_sage(use):
    """+/-4 attack dice if your enemy has an Arcane adviser."""
    change_attack_dice(use, 4)


# --- 84 Dissent -------------------------------------------------------------------------------------------------------

@power(named("Dissent"), "when_played")
def dissent(use):
    """Every player except the holder of the People's Favor places on this card 1 favor per suit of cards they
    rule (Ledergames FAQ: every Imperial player counts the cards at every Imperial site), as much as they have
    (Law 9.3). This is the card's effect, not a cost, so Law 7.1.2 (favor placed outside one's turn goes to the
    bank; no favor on a card holding tokens) does not apply: the favor goes onto the card, whoever places it."""
    board = use.board
    here = card_at(board, use.card, use.place)
    for index in turn_order(board):
        held = board.players[index]
        if holds_banner(board, index, PEOPLES_FAVOR):
            continue
        placed = min(favor_of(board, index), len(ruled_suits(board, [index])))
        if placed:
            spend_favor(board, index, placed)
            here.favor += placed
            board.say(f"{held.name} places {placed} favor on Dissent.")


# --- 85 False Prophet (adviser only, locked) --------------------------------------------------------------------------

asks("false prophet", "False Prophet: put a warband on which revealed Vision", {"vision": CARD})


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


# --- 86 Vow of Renewal (adviser only, locked) -------------------------------------------------------------------------

@hooks.contributes("recover.banner_forbidden", "Vow of Renewal", card=VOW_OF_RENEWAL)
def vow_of_renewal_forbids(board, player: int, name: str) -> bool:
    """86 Vow of Renewal. You cannot recover the People's Favor (the Recover only, Law 5.4)."""
    return name == PEOPLES_FAVOR and adviser_holder(board, VOW_OF_RENEWAL) == player


@hooks.contributes("favor.burnt_to", "Vow of Renewal", card=VOW_OF_RENEWAL)
def vow_of_renewal(board, burner: int, count: int):
    """86 Vow of Renewal. Whenever any player burns favor, you take that favor instead (of its going to the shared
    bank, Law 10 "Burn"). Reading: every burn, the holder's own included (then the favor comes back to them), costs
    and banner losses (Law 2.5.3) too; nothing is asked (no "may")."""
    return adviser_holder(board, VOW_OF_RENEWAL)


# --- 87 Zealots -------------------------------------------------------------------------------------------------------

ZEALOT_SACRIFICE = 3            # "adds 3 (not 1)"


def attacker_can_sacrifice(use) -> bool:
    """Zealots changes only a sacrifice, which needs warbands on the attacker's board (Law 5.5.5: from the force)."""
    return use.board.players[use.campaign.attacker].warbands > 0


@plan(ZEALOTS, "A", usable=attacker_can_sacrifice)
def zealots(use):
    """87 Zealots (attacker, 1 favor). If the defending force is larger than yours, each warband you sacrifice adds 3
    (not 1) to your attack.

    Readings: the forces are compared at the sacrifice (Law 5.5.5), when the defending force is known (step 4, Law
    5.5.4): "yours" is the warbands on your board then, after your skulls have killed (Law 10 "Force": for the
    attacker, the warbands on its board); the defending force is the warbands counted toward the defense and the
    bandits: Law 2.8.3 and 7.6.5 give the bandits to the defending force, though they are not warbands and cannot be
    sacrificed or killed. The sacrifice offered is still exactly the one needed to win (Law 5.5.5, 9.5), at 3 each:
    the fewest warbands whose 3s make the attack beat the defense (the last may overshoot). Offered only with some
    warband on your board; not discarded."""


@hooks.contributes("campaign.sacrifice_value", "Zealots", card=ZEALOTS)
def zealots_sacrifice(value: int, board, campaign) -> int:
    if user_of(campaign, ZEALOTS) != campaign.attacker:
        return value
    defending = sum(campaign.force.values()) + campaign.bandits
    return ZEALOT_SACRIFICE if defending > board.players[campaign.attacker].warbands else value


# --- 88 Royal Ambitions (adviser only, locked) ------------------------------------------------------------------------

def royal_ambitions_usable(use) -> bool:
    board = use.board
    return use.me.side == EXILE and len(sites_ruled(board, use.player)) > len(sites_ruled(board, board.chancellor()))


@power(named("Royal Ambitions"), "when_played", usable=royal_ambitions_usable)
def royal_ambitions(use):
    """If you are an Exile and rule more sites than the Chancellor, you may become a Citizen: take any one
    Reliquary relic without peeking, end your Act phase, refresh Supply to full (Law 7.6.1, 6.6.2). The relic is
    chosen by its space and comes after steps 1-6, as an offered one does; an empty Reliquary gives none."""
    yield from forced_citizenship(use, "Royal Ambitions", relic=True)


# --- 89 Salt the Earth (site only, locked) ----------------------------------------------------------------------------

@power(SALT_THE_EARTH, "when_played")
def salt_the_earth(use):
    """89 Salt the Earth (WP): "Cannot be played to a site with locked cards. Ignores site capacity when played;
    discard all other denizens at this site; the site's capacity becomes 1."

    Readings: the other denizens are discarded as from a site (Law 10 "Discard": to the pile after the site's
    region, in the order its player chooses); no card it could not discard can be there, locked or modifying the
    action in progress (Law 7.2.2, 7.4.3), since it could not have been played there (`salt_not_where_locked`; under
    ruleset versions 1-2 a card modifying the action, or locked to its player by Ancient Bloodline, stayed). The
    capacity of 1 lasts while Salt the Earth lies at the site, which is for good, being locked (Law 7.2.2)."""
    slot = use.place.slot
    others = [card for card in discardable(use.board, use.board.sites[slot].cards, use.player)
              if card.id != SALT_THE_EARTH]
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
    """"Cannot be played to a site with locked cards" (Law 7.2.2: a faceup locked denizen or any edifice). Read for
    whoever plays it (ruleset version 3): nor to a site holding a card that player could not discard there, locked to
    them (Ancient Bloodline: rules.locked_to) or modifying the action in progress (Law 7.4.3), since the site's
    capacity becomes 1 and every other card must go: no site ever holds two cards at a capacity of 1."""
    if card_id != SALT_THE_EARTH:
        return True
    if not locks_everywhere(board):
        return not any(locked(card) for card in board.sites[slot].cards)
    return not any(held_fast(board, card, player) for card in board.sites[slot].cards)


@hooks.contributes("site.capacity", "Salt the Earth", card=SALT_THE_EARTH)
def salted_capacity(capacity: int, board, slot: int) -> int:
    """"The site's capacity becomes 1" (Law 2.8.1), while Salt the Earth lies faceup there."""
    salted = any(card.id == SALT_THE_EARTH and card.faceup for card in board.sites[slot].cards)
    return 1 if salted else capacity


# --- 90 Beast Tamer (adviser only) ------------------------------------------------------------------------------------

@hooks.contributes("battle_plan.barred", "Beast Tamer", card=BEAST_TAMER)
def beast_tamer(board, campaign, user, card_id: int) -> bool:
    """90 Beast Tamer (adviser only; persistent, Campaign). Enemies cannot use Beast or Nomad battle plans against
    you. As True Names reads "your enemy" (Law 10): the attacker's plans are used against the defender and every
    Ally, a defending plan (the bandits' too) against the attacker."""
    if card_id not in DENIZENS or DENIZENS[card_id].suit not in ("Beast", "Nomad"):
        return False
    return adviser_holder(board, BEAST_TAMER) in enemies(campaign, user)


# --- 91 Riots ---------------------------------------------------------------------------------------------------------

asks("riots suit", "Riots: which of the most common suits", {"suit": SUIT})


def suit_counts(board) -> dict:
    """The suits of the faceup cards at faceup sites (Ledergames FAQ on Riots: cards at sites, never advisers)."""
    counts = dict.fromkeys(SUITS, 0)
    for site in board.sites:
        if site.faceup:
            for card in site.cards:
                if suit_of(card):
                    counts[suit_of(card)] += 1
    return counts


@power(named("Riots"), "when_played", usable=lambda use: use.board.banners[PEOPLES_FAVOR].mob)
def riots(use):
    """If the People's Favor is on its Mob side, discard every other card of the most common suit on the map (you
    break ties). Riots itself counts but stays ("other", Ledergames FAQ); locked cards stay (Law 7.2.2)."""
    board = use.board
    counts = suit_counts(board)
    most = max(counts.values())
    if not most:
        return
    tied = [{"suit": suit} for suit in SUITS if counts[suit] == most]
    suit = (yield from choose(use.player, "riots suit", "Riots: which of the most common suits?", tied,
                              "Riots"))["suit"]
    riots_card = card_at(board, use.card, use.place)
    for slot, site in enumerate(board.sites):
        doomed = [card for card in site.cards if card is not riots_card and suit_of(card) == suit
                  and not locked_to(board, use.player, card)]
        if site.faceup and doomed:
            yield from discard_from_site(board, use.player, slot, doomed)
            board.say(f"Riots discard {', '.join(card_name(card.id) for card in doomed)}.")


# --- 92 Silver Tongue (adviser only, locked) --------------------------------------------------------------------------

def silver_banks(use) -> list:
    """Banks, with favor to give (Law 7.1.3), whose suit matches a card at your site (faceup site, faceup card)."""
    site = use.board.sites[use.me.site]
    here = {suit_of(card) for card in site.cards} if site.faceup else set()
    return [{"bank": suit} for suit in SUITS if suit in here and use.board.favor_banks[suit]]


@hooks.contributes("advisers.limit", "Silver Tongue", card=SILVER_TONGUE)
def silver_tongue_limit(board, player: int, advisers: list) -> list:
    """Your adviser limit is two."""
    return [2] if faceup_in(advisers, SILVER_TONGUE) else []


@power(SILVER_TONGUE, "rest", usable=lambda use: bool(silver_banks(use)))
def silver_tongue(use):
    """Rest: take 1 favor from a bank matching a card at your site."""
    move = yield from choose(use.player, "favor bank", "Silver Tongue: take 1 favor from which bank?",
                             silver_banks(use), "Silver Tongue")
    gain_favor(use.board, use.player, move["bank"], 1)
    use.board.say(f"Silver Tongue: {use.me.name} takes 1 favor from the {move['bank']} bank.")


# --- 93 Gambling Hall (site only) -------------------------------------------------------------------------------------

@power(named("Gambling Hall"), "action")
def gambling_hall(use):
    """Roll 4 defense dice; take favor equal to the total shields rolled from any one bank. The shields are
    counted as the Law counts a defense roll, each x2 doubling them (Law 5.5.4); from one bank, as much as it
    holds (Law 9.3)."""
    board = use.board
    faces = yield from after_roll(board, use.player, DEFENSE_DIE, roll_defense(board, 4, use.me.name))   # Jinx
    total = defense_total(faces)
    banks = [{"bank": suit} for suit in SUITS if board.favor_banks[suit]]
    if not total or not banks:
        return
    move = yield from choose(use.player, "favor bank", f"Gambling Hall: take {total} favor from which bank?",
                             banks, "Gambling Hall")
    taken = gain_favor(board, use.player, move["bank"], total)
    board.say(f"{use.me.name} takes {taken} favor from the {move['bank']} bank.")


# --- 94 Boiling Lake (site only, locked) ------------------------------------------------------------------------------

@hooks.contributes("travel.after", "Boiling Lake", card=BOILING_LAKE)
def boiling_lake(board, player: int):
    """If you travel to this site and do not rule this card, you must kill two warbands on your board if able
    (as many as it holds, Law 9.3)."""
    slot = site_of(board, BOILING_LAKE)
    if slot is None or board.players[player].site != slot or rules_card_id(board, player, BOILING_LAKE):
        return
    killed = kill_from_board(board, player, 2)
    if killed:
        board.say(f"Boiling Lake: {board.players[player].name} kills {killed} warbands.")


# --- 95 Relic Thief (adviser only) ------------------------------------------------------------------------------------

@hooks.contributes("react.relics_taken", "Relic Thief", card=RELIC_THIEF)
def relic_thief(board, taker: int, relics: list):
    """95 Relic Thief (1 favor, 1 secret). After a player takes relics while their pawn is in your region, you may
    pay to roll one defense die per relic taken; if no shields appear, you take those relics.
    Readings: "a player" is another player (taking from oneself changes nothing); the cost is paid as any power's
    (Law 7.1.2: outside your turn the favor goes to the Discord bank and the secret stays facedown on your board);
    a face with shields is a shield or two shields (the x2 face shows none, digest E.3); the relics taken back are
    those the taker still holds."""
    holder = adviser_holder(board, RELIC_THIEF)
    if holder is None or holder == taker:
        return []
    if board.region_of(board.players[taker].site) != board.region_of(board.players[holder].site):
        return []
    card = card_at(board, RELIC_THIEF, Place("adviser", owner=holder))
    if not can_pay(board, holder, card, printed_cost(RELIC_THIEF)):
        return []

    def steal():
        count = len(relics)
        if not (yield from may(holder, "Relic Thief", f"pay 1 favor and 1 secret to roll {count} defense dice?")):
            return
        pay(board, holder, card, printed_cost(RELIC_THIEF), suit_of(card))
        faces = roll_defense(board, count, f"Relic Thief ({board.players[holder].name})")
        faces = yield from after_roll(board, holder, DEFENSE_DIE, faces)        # Jinx: "for any reason"
        if any(face in (SHIELD, TWO_SHIELDS) for face in faces):
            return
        for relic in relics:
            if relic in board.players[taker].relics:
                board.players[taker].relics.remove(relic)
                board.players[holder].relics.append(relic)
                if relic == GRAND_SCEPTER.id:
                    note_scepter_taken(board)
        board.say(f"Relic Thief: {board.players[holder].name} takes the relics from {board.players[taker].name}.")
        yield from update_title(board)                  # Law 2.11
    return [Reaction(holder, "Relic Thief", steal)]


# --- 96 Enchantress (adviser only) ------------------------------------------------------------------------------------

asks("enchantress", "Enchantress: swap with which adviser", {"swap": CARD, "player": SEAT})


def enchantress_targets(use) -> list:
    """Faceup advisers of the other players (cards.md: any faceup adviser), unlocked (Law 7.2.2)."""
    board = use.board
    return [{"swap": card.id, "player": other} for other in board.others(use.player)
            for card in board.players[other].advisers if card.faceup and not locked_to(board, use.player, card)]


@power(named("Enchantress"), "action",
       usable=lambda use: use.place.zone == "adviser" and bool(enchantress_targets(use)))
def enchantress(use):
    """Swap this card with any faceup adviser (Law 10 "Swap": each takes the other's place, its tokens with it).
    Read as cards.md has it, any other player's faceup adviser; LeCodex limits it to players whose pawns are at
    your site. Your own adviser would change nothing, so it is not offered."""
    board = use.board
    move = yield from choose(use.player, "enchantress", "Enchantress: swap with which adviser?",
                             enchantress_targets(use), "Enchantress")
    them = board.players[move["player"]]
    mine, theirs = use.me.advisers, them.advisers
    enchantress_card = card_at(board, use.card, use.place)
    other = next(card for card in theirs if card.id == move["swap"])
    mine[mine.index(enchantress_card)], theirs[theirs.index(other)] = other, enchantress_card
    board.say(f"Enchantress: {use.me.name} swaps her for {them.name}'s {card_name(other.id)}.")


# --- 97 Insomnia (adviser only, locked) -------------------------------------------------------------------------------

@hooks.contributes("advisers.limit", "Insomnia", card=INSOMNIA)
def insomnia_limit(board, player: int, advisers: list) -> list:
    """Your adviser limit is two."""
    return [2] if faceup_in(advisers, INSOMNIA) else []


@power(INSOMNIA, "rest")
def insomnia(use):
    """Rest: gain 1 secret."""
    use.me.secrets += 1
    use.board.say(f"Insomnia: {use.me.name} gains 1 secret.")


# --- 98 Sneak Attack (adviser only) -----------------------------------------------------------------------------------

@hooks.contributes("react.campaign_over", "Sneak Attack", card=SNEAK_ATTACK)
def sneak_attack(board, ended):
    """98 Sneak Attack. After another player's campaign, you may campaign spending no Supply if you choose that
    player as defender.
    Readings: the Campaign is a whole Law 5.5 Campaign (Law 7.6.2: no Supply), taken outside the holder's turn:
    whoever's turn it is stays so (board.turn), so the holder's costs are paid as outside their turn (Law 7.1.2),
    and when it ends the interrupted turn goes on from where it stood. "That player" must be a defender the Law
    allows the holder (Law 5.5.1: ruling the holder's site or with a pawn there; Vow of Peace may forbid it), checked
    when the holder is asked. Its end is itself "another player's campaign" for the other cards waiting (Herald),
    never for Sneak Attack's own holder."""
    holder = adviser_holder(board, SNEAK_ATTACK)
    target = ended.attacker
    if holder is None or holder == target:
        return []

    def strike():
        if target not in defenders(board, holder):
            return
        name = board.players[target].name
        if not (yield from may(holder, "Sneak Attack", f"campaign against {name}, spending no Supply?")):
            return
        yield from campaign(board, holder, {"action": "campaign", "defender": target, "free": True})
    return [Reaction(holder, "Sneak Attack", strike)]


# --- 99 Gossip (site only) --------------------------------------------------------------------------------------------

@hooks.contributes("play.adviser_facedown", "Gossip", card=GOSSIP)
def gossip(board, player: int, card_id: int) -> bool:
    """Enemies of Gossip's ruler cannot play cards as facedown advisers: wherever their pawn is, any card (a Vision
    too). Faceup, to a site, or discarded stays allowed."""
    return not enemy_of_card_ruler(board, player, GOSSIP)


# --- 100 Bandit Chief (site only) -------------------------------------------------------------------------------------

@hooks.contributes("site.bandits", "Bandit Chief", card=BANDIT_CHIEF)
def bandit_chief(board, slot: int) -> int:
    """While Bandit Chief is faceup, every site has two more bandits (Law 2.8.3: three defend a targeted site)."""
    return 2 if site_of(board, BANDIT_CHIEF) is not None else 0


@power(BANDIT_CHIEF, "when_played")
def bandit_chief_played(use):
    """When played: kill one warband at each site. Where warbands of several colours stand, the player who played
    it chooses whose (our reading: the card names none; Law 7.1.3, the user resolves the power)."""
    board = use.board
    for slot, site in enumerate(board.sites):
        colours = sorted(colour for colour, count in site.warbands.items() if count)
        if not colours:
            continue
        move = yield from choose(use.player, "kill warband", "Bandit Chief: kill a warband of which colour?",
                                 [{"colour": colour} for colour in colours], "Bandit Chief")
        kill_at_site(board, slot, move["colour"], 1)
        board.say(f"Bandit Chief: a {move['colour']} warband at {SITES[site.id].name} is killed.")
    yield from update_title(board)


# --- 101 Chaos Cult (adviser only) ------------------------------------------------------------------------------------

@hooks.contributes("react.title_taken", "Chaos Cult", card=CHAOS_CULT)
def chaos_cult(board, taker: int, previous):
    """101 Chaos Cult. After another player takes the Oathkeeper title, take 1 favor from them.
    Mandatory (no "may"); a taker with no favor gives none (Law 9.3). Any taking counts, from a player or from the
    Empire (Law 2.11(d): whoever receives the title takes it)."""
    holder = adviser_holder(board, CHAOS_CULT)
    if holder is None or holder == taker or not board.players[taker].favor:
        return []

    def take():
        board.players[taker].favor -= 1             # off the board (Vow of Kinship: only spending reaches a bank)
        receive_favor(board, holder, 1)
        board.say(f"Chaos Cult: {board.players[holder].name} takes 1 favor from {board.players[taker].name}.")
    return [Reaction(holder, "Chaos Cult", take)]


# --- 102 Slander ------------------------------------------------------------------------------------------------------

@plan(named("Slander"), "A", usable=lambda use: use.campaign.pawn_targeted)
def slander(use):
    """If victorious and you targeted the defender's pawn, they burn all favor on their board, not half. Targets
    are declared before plans (Law 5.5.2-5.5.3), so it is offered only when the pawn is a target. The half the
    attacker may burn in Law 5.5.7.III comes first; Slander burns what is left, at step 8 (Law 5.5.8)."""


@later(VICTORIOUS, named("Slander"))
def slander_won(use):
    defender = use.campaign.defender
    favor = use.board.players[defender].favor
    if favor:
        burn_favor(use.board, defender, favor)
        use.board.say(f"Slander: {use.board.players[defender].name} burns all {favor} favor.")
