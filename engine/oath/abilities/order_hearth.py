"""The Action, When played and battle-plan powers of the Archive's Order and Hearth denizens (cards.md 8, printed
numbers 103-147), each written like its card and calling the mechanisms the starting denizens use.

As in powers_played.py: costs are paid by engine.oath.powers before a power runs (Law 7.1.2); a power whose effect
could do nothing is not offered (its `usable=`); forced choices with one answer are not asked, every "may" is
(Law 7.1.3). Battle plans follow battle_plans.py: "you" on a defending plan is the whole defending side (Czech
Law 5.5.3), the player who used it pays and gains.
"""

from .. import hooks
from ..actions.campaign import defending_force
from ..actions.minor import become_citizen
from ..actions.travel import destinations, travel_free
from ..advisers import counts_as
from ..battle import (
    DEFEATED,
    VICTORIOUS,
    add_defense_dice,
    attacking,
    bandits,
    change_attack_dice,
    enemies,
    later,
    plan,
    your_side,
)
from ..cards import DENIZENS, SITES, SUITS, card_name
from ..phases import cards_in_play, return_favor, return_secrets
from ..play import has_room
from ..powers import Use, card_at, power
from ..rules import (
    ask,
    bandits_at,
    gain_favor,
    gain_warbands,
    holds_banner,
    kill_at_site,
    kill_from_board,
    locked,
    may_place_warbands,
    receive_favor,
    rules,
    sites_ruled,
    suit_of,
)
from ..state import EXILE, PEOPLES_FAVOR
from ..victory import update_title
from .battle_plans import crown_bandits, surviving_force
from .powers_played import choose, named, negotiate, others_here
from .relic_powers import dowsing_sticks

(CODE_OF_HONOR, OUTRIDERS, MESSENGER, FIELD_PROMOTION, PALANQUIN, SHIELD_WALL, MILITARY_PARADE, SPECIALIST,
 SIEGE_ENGINES, ROYAL_TAX, ENCIRCLEMENT) = (named(name) for name in (
    "Code of Honor", "Outriders", "Messenger", "Field Promotion", "Palanquin", "Shield Wall", "Military Parade",
    "Specialist", "Siege Engines", "Royal Tax", "Encirclement"))
(HOMESTEADERS, A_ROUND_OF_ALE, CHARMING_FRIEND, VILLAGE_CONSTABLE, FAMILY_HEIRLOOM, LEVELERS, FABLED_FEAST,
 THE_GREAT_LEVY, RELIC_BREAKER, BALLOT_BOX, DEED_WRITER, SALAD_DAYS) = (named(name) for name in (
    "Homesteaders", "A Round of Ale", "Charming Friend", "Village Constable", "Family Heirloom", "Levelers",
    "Fabled Feast", "The Great Levy", "Relic Breaker", "Ballot Box", "Deed Writer", "Salad Days"))


def enemy_holds_peoples_favor(use) -> bool:
    """Law 10 "Your enemy": the defender and its Allies for the attacker, the attacker for the defending side."""
    return any(holds_banner(use.board, enemy, PEOPLES_FAVOR) for enemy in enemies(use.campaign, use.player))


def force_size(board, campaign, side: str) -> int:
    """Law 10 "Force": the attacker's warbands on its board; the defender's warbands counted toward its defense
    (Law 5.5.4: the targeted sites, the boards of pawns there or at the attacker's site), with the bandits that
    defend (one a targeted site, Law 2.8.3; Bandit Crown, Law 7.6.5)."""
    if side == "attacker":
        return board.players[campaign.attacker].warbands
    bandit_count = (sum(bandits_at(board, slot) for slot in campaign.sites()) if campaign.against_bandits
                    else crown_bandits(board, campaign))
    return sum(defending_force(board, campaign).values()) + bandit_count


# --- the Order battle plans ------------------------------------------------------------------------------------

def plans_of_side(use) -> list:
    """The battle plans used so far in this Campaign by the user's side (Czech Law 5.5.3: the whole defending
    side is "you"; the bandits are a side of their own)."""
    campaign = use.campaign
    side = your_side(use) or [use.player]
    return [each for each in campaign.plans if each.user in side]


@plan(CODE_OF_HONOR, "AD", usable=lambda use: not plans_of_side(use))
def code_of_honor(use):
    """+/-2 attack dice, but you cannot use any other battle plans this campaign. Offered only while your side has
    used no plan yet ("any other ... this campaign" reaches back to step 3's start); afterwards `plan_barred`
    bars every other plan of your side."""
    change_attack_dice(use, 2)


@plan(OUTRIDERS, "A")
def outriders(use):
    """Ignore all skulls you roll (Law 5.5.5)."""
    use.campaign.ignore_skulls = True


@plan(FIELD_PROMOTION, "AD")
def field_promotion(use):
    """If you are victorious, gain 3 warbands (Law 9.3: as many as the bank holds). It costs 1 favor, so the
    bandits never use it (Law 5.5.3)."""


@later(VICTORIOUS, FIELD_PROMOTION)
def field_promotion_won(use):
    gained = gain_warbands(use.board, use.player, 3)
    use.board.say(f"Field Promotion: {use.me.name} gains {gained} warbands.")


@plan(SHIELD_WALL, "D")
def shield_wall(use):
    """Add 2 defense dice; if you are defeated, kill your entire force. The force left after the defeat's losses
    (Law 5.5.6: on the defender's board, or the Chancellor's for an Imperial defender) is killed; a side using
    Traveling Doctor ignores this ("Ignore powers that would kill your whole force"). It costs 1 favor, so the
    bandits never use it."""
    add_defense_dice(use, 2)


@later(DEFEATED, SHIELD_WALL)
def shield_wall_lost(use):
    board, campaign = use.board, use.campaign
    if "defender" in campaign.spared:                                       # Traveling Doctor
        return
    as_attacker = Use(board, campaign.attacker, use.power, use.place, campaign)
    for holder, count in surviving_force(as_attacker).items():             # the defending force, as its enemy sees it
        campaign.killed["defender"] += kill_from_board(board, holder, count)
    board.say(f"Shield Wall: {use.me.name}'s whole force is killed.")


@plan(MILITARY_PARADE, "AD")
def military_parade(use):
    """If victorious, gain 1 favor from the bank matching each adviser of your enemy (Imperial Allies included).
    A facedown adviser or a Vision has no suit and matches no bank (Law 10 "Match"); a bank runs dry at zero
    (Law 9.3). The bandits have no board and gain nothing."""


@later(VICTORIOUS, MILITARY_PARADE)
def military_parade_won(use):
    if bandits(use):
        return
    board, gained = use.board, 0
    for enemy in enemies(use.campaign, use.player):
        for adviser in board.players[enemy].advisers:
            suit = suit_of(adviser)
            if suit:
                gained += gain_favor(board, use.player, suit, counts_as(board, enemy, adviser))    # Marriage
    board.say(f"Military Parade: {use.me.name} gains {gained} favor.")


@plan(SPECIALIST, "A")
def specialist(use):
    """The defender cannot use battle plans: the whole defending side (Czech Law 5.5.3), the bandits too. The
    attacker uses its plans first (Law 5.5.3), so `plan_barred` keeps every defending plan from being offered."""


@hooks.contributes("battle_plan.barred", "Code of Honor, Specialist", card=CODE_OF_HONOR)
def plan_barred(board, campaign, user, card_id: int) -> bool:
    """Code of Honor and Specialist: True when `user` may not use the battle plan `card_id` in this Campaign.
    To be read where plans are offered (battle_plans.plans_offered and bandit_plans), beside True Names."""
    defending = user != campaign.attacker
    if defending and any(each.card == SPECIALIST for each in campaign.plans if each.user == campaign.attacker):
        return True
    side = [campaign.attacker] if not defending else [campaign.defender] + campaign.allies
    return card_id != CODE_OF_HONOR and any(each.card == CODE_OF_HONOR and each.user in side
                                            for each in campaign.plans)


@plan(ENCIRCLEMENT, "AD", usable=lambda use: larger_force(use))
def encirclement(use):
    """+/-2 attack dice if your force is larger than your enemy's, compared when the plan is used (Law 5.5.3; the
    forces as Law 10 "Force" defines them: the attacker's board, the defender's counted warbands and bandits)."""
    change_attack_dice(use, 2)


def larger_force(use) -> bool:
    mine, theirs = ("attacker", "defender") if attacking(use) else ("defender", "attacker")
    return force_size(use.board, use.campaign, mine) > force_size(use.board, use.campaign, theirs)


# --- the Hearth battle plans -----------------------------------------------------------------------------------

@plan(VILLAGE_CONSTABLE, "AD", usable=lambda use: not enemy_holds_peoples_favor(use))
def village_constable(use):
    """+/-2 attack dice unless your enemy holds the People's Favor. Cost-free, so the bandits use it at a site they
    rule (Law 5.5.3)."""
    change_attack_dice(use, 2)


@plan(THE_GREAT_LEVY, "AD", usable=lambda use: not enemy_holds_peoples_favor(use))
def the_great_levy(use):
    """+/-3 attack dice and ignore all skulls you roll, unless your enemy holds the People's Favor. Only the
    attacker rolls attack dice (Law 5.5.5), so the skulls matter only to an attacking user."""
    change_attack_dice(use, 3)
    if attacking(use):
        use.campaign.ignore_skulls = True


# --- the Order Action and When played powers -------------------------------------------------------------------

def messenger_moves(use) -> list:
    """One warband a move: onto a site you rule from your board (unless Ring of Devotion forbids placing), or back
    to your board from one of your sites holding more than one of your warbands."""
    board, colour = use.board, use.board.colour_of_warbands(use.player)
    moves = []
    for slot, site in enumerate(board.sites):
        if not rules(board, use.player, slot):
            continue
        if use.me.warbands and may_place_warbands(board, use.player):
            moves.append({"move": "to site", "slot": slot})
        if site.warbands.get(colour, 0) > 1:
            moves.append({"move": "to board", "slot": slot})
    return moves


@power(MESSENGER, "action", usable=lambda use: bool(messenger_moves(use)))
def messenger(use):
    """Move any warbands between your board and sites you rule (never removing a site's last warband), as Warning
    Signals does in a Campaign: one warband a move, until you stop. A power is not the Law 6.5 minor action, so a
    Citizen asks no consent of the Chancellor."""
    board, colour = use.board, use.board.colour_of_warbands(use.player)
    moved = 0
    while True:
        moves = messenger_moves(use)
        if not moves:
            break
        move = yield from ask(use.player, "messenger", "Messenger: move a warband, or stop",
                              moves + [{"move": "done"}], source="Messenger")
        if move["move"] == "done":
            break
        site = board.sites[move["slot"]]
        step = 1 if move["move"] == "to site" else -1
        site.warbands[colour] = site.warbands.get(colour, 0) + step
        use.me.warbands -= step
        moved += 1
    board.say(f"Messenger: {use.me.name} moves {moved} warbands.")


def palanquin_choices(use) -> list:
    return [{"player": other, "to": slot} for other in others_here(use) for slot in destinations(use.board, other)]


@power(PALANQUIN, "action", usable=lambda use: bool(palanquin_choices(use)))
def palanquin(use):
    """Pick a player whose pawn is at your site; move your pawn to a site they could travel to and make them
    travel there, paying no Supply. "Could travel to": the sites Travel allows them (Narrow Pass, The Hidden
    Place, Law 5.6.1), whatever their Supply. Your pawn is moved, not travelling (Law 10 "Move"), so only their
    travel flips a Hidden Place secret and reveals a facedown site (Law 7.6.2, 5.6.2); it is chosen by you, so an
    enemy's Shrouded Wood does not choose for them."""
    board = use.board
    move = yield from choose(use.player, "palanquin", "Palanquin: carry whom, and where?", palanquin_choices(use),
                             "Palanquin")
    them = board.players[move["player"]]
    use.me.site = move["to"]
    board.say(f"{use.me.name} is carried in the Palanquin with {them.name}.")
    travel_free(board, move["player"], move["to"])


def siege_sites(use) -> list:
    board = use.board
    region = board.region_of(use.me.site)
    return [{"site": slot} for slot, site in enumerate(board.sites)
            if board.region_of(slot) == region and site.faceup and site.warband_count]


@power(SIEGE_ENGINES, "action", usable=lambda use: bool(siege_sites(use)))
def siege_engines(use):
    """Kill two warbands (even yours) at any one site in your region. With several colours there, the user picks
    the colour of each kill; with one warband there, one is killed (Law 9.3). Bandits are not warbands (Law 10)."""
    board = use.board
    move = yield from choose(use.player, "siege site", "Siege Engines: kill warbands at which site?",
                             siege_sites(use), "Siege Engines")
    site = board.sites[move["site"]]
    for _ in range(2):
        colours = [{"kill": colour} for colour, count in site.warbands.items() if count]
        if not colours:
            break
        kill = yield from choose(use.player, "siege kill", "Siege Engines: kill a warband of which colour?",
                                 colours, "Siege Engines")
        kill_at_site(board, move["site"], kill["kill"], 1)
        board.say(f"Siege Engines kill a {kill['kill']} warband at {SITES[site.id].name}.")
    yield from update_title(board)                      # rule of a site counts toward the Oath (Law 2.11)


@power(ROYAL_TAX, "when_played")
def royal_tax(use):
    """Take 2 favor from each player whose pawn is at a site you rule in your pawn's region (as much as each owns,
    Law 9.3). Taking from yourself moves nothing, so only the other players pay."""
    board = use.board
    region = board.region_of(use.me.site)
    taxed = [slot for slot in sites_ruled(board, use.player) if board.region_of(slot) == region]
    for other in board.others(use.player):
        them = board.players[other]
        if them.site in taxed and them.favor:
            taken = min(2, them.favor)
            them.favor -= taken             # taken from their board (Vow of Kinship: only spending reaches a bank)
            receive_favor(board, use.player, taken)
            board.say(f"Royal Tax: {use.me.name} takes {taken} favor from {them.name}.")


# --- the Hearth Action and When played powers ------------------------------------------------------------------

def homestead_advisers(use) -> list:
    """Law 7.2: a locked card never moves; an adviser-only card never goes to a site (a facedown one is not
    offered: the card says faceup). The site needs room (Law 2.8.1), or a card the Great Slum lets you discard."""
    slot = use.me.site
    if not (has_room(use.board, slot) or hooks.some("play.site_makes_room", use.board, slot)):
        return []
    return [{"adviser": card.id} for card in use.me.advisers
            if card.faceup and suit_of(card) and not locked(card) and restriction(card) != "adviser"]


def restriction(card) -> str:
    return DENIZENS[card.id].restriction if card.id in DENIZENS else "none"


@power(HOMESTEADERS, "action", usable=lambda use: bool(homestead_advisers(use)))
def homesteaders(use):
    """Move one of your faceup advisers to your site, with the tokens on it. Homesteaders may move itself. A move
    is not a play: no favor for playing to a site, no Homeland (Law 10 "Move", 5.1.4)."""
    board, slot = use.board, use.me.site
    move = yield from choose(use.player, "homesteaders", "Homesteaders: move which adviser to your site?",
                             homestead_advisers(use), "Homesteaders")
    yield from hooks.each("play.before_site", board, use.player, slot, not has_room(board, slot), ())   # moving a card
    adviser = next(card for card in use.me.advisers if card.id == move["adviser"])
    use.me.advisers.remove(adviser)
    board.sites[slot].cards.append(adviser)
    board.say(f"Homesteaders: {use.me.name} moves {card_name(adviser.id)} to {SITES[board.sites[slot].id].name}.")


def ale_returns_something(use) -> bool:
    here = card_at(use.board, use.card, use.place)
    tokens = [card for card in cards_in_play(use.board) if card is not here and (card.favor or card.secrets)]
    relic_secrets = any(card.secrets for card in use.board.relic_tokens.values())
    return bool(tokens or relic_secrets or use.me.hidden_secrets or here.secrets)


@power(A_ROUND_OF_ALE, "action", usable=ale_returns_something)
def a_round_of_ale(use):
    """Return all favor and secrets from cards and flip your secrets faceup, as in the Rest phase (Law 4.3.1-4.3.2),
    except the favor on this card: the favor just paid onto it stays there."""
    here = card_at(use.board, use.card, use.place)
    kept, here.favor = here.favor, 0
    return_favor(use.board)
    return_secrets(use.board, use.player)
    here.favor = kept
    use.board.say(f"A Round of Ale: the favor and secrets on cards return; {use.me.name}'s secrets turn faceup.")


def charm_targets(use) -> list:
    return [{"from": other} for other in others_here(use) if use.board.players[other].favor]


@power(CHARMING_FRIEND, "action", usable=lambda use: bool(charm_targets(use)))
def charming_friend(use):
    """Take 1 favor from a player whose pawn is at your site."""
    move = yield from choose(use.player, "take favor", "Charming Friend: take 1 favor from whom?", charm_targets(use),
                             "Charming Friend")
    them = use.board.players[move["from"]]
    them.favor -= 1                         # taken from their board (Vow of Kinship: only spending reaches a bank)
    receive_favor(use.board, use.player, 1)
    use.board.say(f"Charming Friend: {use.me.name} takes 1 favor from {them.name}.")


@power(FAMILY_HEIRLOOM, "when_played", usable=lambda use: bool(use.board.relic_deck))
def family_heirloom(use):
    """Draw a relic; keep it or put it on the bottom of the relic deck: Dowsing Sticks' power, run as it is (the
    relic seen by its drawer only unless kept, Law 9.4). An empty relic deck gives nothing (Law 9.3)."""
    yield from dowsing_sticks(use)


def leveler_moves(use) -> list:
    """The bank with the most favor to the bank with the fewest; the user breaks ties, never a bank into itself."""
    banks = use.board.favor_banks
    most, fewest = max(banks.values()), min(banks.values())
    if not most:
        return []
    return [{"from": rich, "to": poor} for rich in SUITS if banks[rich] == most
            for poor in SUITS if banks[poor] == fewest and poor != rich]


@power(LEVELERS, "action", usable=lambda use: bool(leveler_moves(use)))
def levelers(use):
    """Move 2 favor from the bank with the most favor to the bank with the fewest (you break ties). With every bank
    level, any one of them gives to any other."""
    move = yield from choose(use.player, "levelers", "Levelers: which banks?", leveler_moves(use), "Levelers")
    banks = use.board.favor_banks
    moved = min(2, banks[move["from"]])
    banks[move["from"]] -= moved
    banks[move["to"]] += moved
    use.board.say(f"Levelers: {moved} favor moves from the {move['from']} bank to the {move['to']} bank.")


def hearth_cards_ruled(use) -> int:
    """Law 10 "Rule": your advisers and the cards at sites you rule; Hearth by their faceup suit (edifices too).
    This card counts whether or not you rule it: the card says "including this one" (Law 9.1, literally)."""
    board = use.board
    ruled = list(use.me.advisers)
    for slot in sites_ruled(board, use.player):
        ruled += board.sites[slot].cards
    here = card_at(board, use.card, use.place)
    return sum(1 for card in ruled if suit_of(card) == "Hearth" and card is not here) + 1


@power(FABLED_FEAST, "when_played")
def fabled_feast(use):
    """Take favor equal to the number of Hearth cards you rule (including this one) from any one bank (as much as
    it holds, Law 9.3)."""
    count = hearth_cards_ruled(use)
    choices = [{"bank": suit} for suit in SUITS if use.board.favor_banks[suit]]
    if not choices:
        return
    move = yield from choose(use.player, "favor bank", f"Fabled Feast: take {count} favor from which bank?",
                             choices, "Fabled Feast")
    gained = gain_favor(use.board, use.player, move["bank"], count)
    use.board.say(f"Fabled Feast: {use.me.name} takes {gained} favor from the {move['bank']} bank.")


@power(RELIC_BREAKER, "action", usable=lambda use: bool(use.site.relics))
def relic_breaker(use):
    """Put a facedown relic at your site on the bottom of the relic deck to gain 3 warbands. Relics are named by
    their place at the site, so the choice shows nothing hidden (Law 9.4); nobody sees its face."""
    board = use.board
    move = yield from choose(use.player, "relic breaker", "Relic Breaker: which relic here?",
                             [{"relic": place} for place in range(len(use.site.relics))], "Relic Breaker")
    relic = use.site.relics.pop(move["relic"])
    board.relic_deck.insert(0, relic)
    gained = gain_warbands(board, use.player, 3)
    board.say(f"Relic Breaker: {use.me.name} puts a relic on the bottom of the relic deck and gains {gained} "
              "warbands.")


@power(BALLOT_BOX, "action",
       usable=lambda use: use.me.side == EXILE and holds_banner(use.board, use.player, PEOPLES_FAVOR))
def ballot_box(use):
    """If you are an Exile holding the People's Favor, become a Citizen: take no relic, end your Act phase, refresh
    Supply to full (Law 7.6.1: 6.6.2 without an offer). Using the power is the choice; nothing more is asked."""
    yield from become_citizen(use.board, use.player)            # its step 5 ends your Act phase
    yield from update_title(use.board)


@power(SALAD_DAYS, "when_played")
def salad_days(use):
    """Gain 3 favor, one from each of three different banks. With fewer than three banks holding favor, one from
    each that does (Law 9.3)."""
    taken = []
    for _ in range(3):
        choices = [{"bank": suit} for suit in SUITS if use.board.favor_banks[suit] and suit not in taken]
        if not choices:
            break
        move = yield from choose(use.player, "favor bank", "Salad Days: gain 1 favor from which bank?", choices,
                                 "Salad Days")
        gain_favor(use.board, use.player, move["bank"], 1)
        taken.append(move["bank"])
    use.board.say(f"Salad Days: {use.me.name} gains 1 favor from each of {', '.join(taken) or 'no bank'}.")


# --- 146 Deed Writer: a binding exchange with sites as terms (Law 7.6.3) ---------------------------------------

@power(DEED_WRITER, "action")
def deed_writer(use):
    """Negotiate a binding exchange of favor, secrets and ruled sites with any player (Law 7.6.3), built and
    answered as Tinker's Fair's is (negotiate): the proposer adds one term at a time and sends or withdraws; the
    partner accepts or declines. Once agreed, each side carries out its part as far as able, gives first, then the
    sites change hands (hand_over_site)."""
    move = yield from choose(use.player, "exchange partner", "Deed Writer: with whom?",
                             [{"with": other} for other in use.board.others(use.player)], "Deed Writer")
    yield from negotiate(use.board, use.player, move["with"], "Deed Writer", goods=("site",))
