"""The Order denizens (cards.md 8): the nine of the first game's world deck (printed numbers 1-8 and 10) and the
Archive's twenty-four (103-126), each under its printed number with every power it has and the decision kinds it asks.
How powers are written and read is told once, in the package (abilities/__init__.py)."""

from .. import hooks
from ..actions.campaign import defenders, defending_force, free_campaign, kill_in, loss_choice, name_of_site
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
    victorious_immediately,
    your_side,
)
from ..cards import GRAND_SCEPTER, SITES, card_name
from ..modifying import applied, chosen, modifier
from ..powers import Use, adviser_holder, locate, power
from ..ruler_powers import enemy_of_card_ruler, ruler_of, ruler_rules_site, toll_due
from ..rules import (
    ask,
    bandits_at,
    favor_of,
    gain_favor,
    gain_supply,
    gain_warbands,
    give_favor,
    kill_at_site,
    kill_from_board,
    locked_to,
    locks_everywhere,
    may_place_warbands,
    receive_favor,
    rules,
    sites_ruled,
    suit_of,
)
from ..state import DARKEST_SECRET, EXILE
from ..victory import update_title
from ..vocabulary import CAMPAIGN_FROM, COLOUR, FREE_CAMPAIGN, KILL, PLACE, SEAT, SLOT, asks, yes_no
from .phrases import (
    campaign_from,
    campaigns_from,
    card_here,
    choose,
    chosen_with,
    keep_targeted,
    named,
    others_here,
    peek,
    some_bank_has_favor,
    surviving_force,
    take_from_bank,
    used_plan,
)
from .relics import crown_bandits

(WRESTLERS, BATTLE_HONORS, BEAR_TRAPS, LONGBOWS, KEEP, PRESSGANGS, SCOUTS, MARTIAL_CULTURE, CODE_OF_HONOR, OUTRIDERS,
 MESSENGER, FIELD_PROMOTION, PALANQUIN, SHIELD_WALL, MILITARY_PARADE, TOME_GUARDIANS, TYRANT, FORCED_LABOR,
 SECRET_POLICE, SPECIALIST, CAPTAINS, SIEGE_ENGINES, ROYAL_TAX, TOLL_ROADS, CURFEW, KNIGHTS_ERRANT, VOW_OF_OBEDIENCE,
 HUNTING_PARTY, COUNCIL_SEAT, ENCIRCLEMENT, PEACE_ENVOY, RELIC_HUNTER) = map(named, (
    "Wrestlers", "Battle Honors", "Bear Traps", "Longbows", "Keep", "Pressgangs", "Scouts", "Martial Culture",
    "Code of Honor", "Outriders", "Messenger", "Field Promotion", "Palanquin", "Shield Wall", "Military Parade",
    "Tome Guardians", "Tyrant", "Forced Labor", "Secret Police", "Specialist", "Captains", "Siege Engines",
    "Royal Tax", "Toll Roads", "Curfew", "Knights Errant", "Vow of Obedience", "Hunting Party", "Council Seat",
    "Encirclement", "Peace Envoy", "Relic Hunter"))


# --- 1 Wrestlers ------------------------------------------------------------------------------------------------------

asks("wrestlers", "Wrestlers: sacrifice a warband for 1 defense die", *KILL, {"kill": "none"})


def has_force(use) -> bool:
    return not bandits(use) and bool(defending_force(use.board, use.campaign))


@plan(WRESTLERS, "D", usable=has_force)
def wrestlers(use):
    """Defender: add 1 defense die if you sacrifice one warband in your force. The defender chooses which; bandits
    are never sacrificed (Law 7.6.5)."""
    pools = list(defending_force(use.board, use.campaign))
    move = yield from ask(use.player, "wrestlers", "Wrestlers: sacrifice a warband of your force for 1 defense die?",
                          [loss_choice(pool) for pool in pools] + [{"kill": "none"}], source="Wrestlers")
    if move["kill"] == "none":
        return
    kill_in(use.board, use.campaign, ("site", move["slot"]) if move["kill"] == "site" else ("board", move["player"]))
    use.campaign.killed["defender"] += 1
    add_defense_dice(use, 1)


# --- 2 Battle Honors --------------------------------------------------------------------------------------------------

@plan(BATTLE_HONORS, "AD")
def battle_honors(use):
    """If you are victorious, gain 2 favor from the Order bank."""


@later(VICTORIOUS, BATTLE_HONORS)
def battle_honors_won(use):
    if not bandits(use):
        gain_favor(use.board, use.player, "Order", 2)


# --- 3 Bear Traps -----------------------------------------------------------------------------------------------------

@plan(BEAR_TRAPS, "D")
def bear_traps(use):
    """Remove 1 attack die from the attacker's pool and kill one warband on the attacker's board."""
    campaign = use.campaign
    campaign.attack_dice = max(0, campaign.attack_dice - 1)
    campaign.killed["attacker"] += kill_from_board(use.board, campaign.attacker, 1)


# --- 4 Longbows -------------------------------------------------------------------------------------------------------

@plan(LONGBOWS, "AD")
def longbows(use):
    """Add 1 attack die (as attacker) or remove 1 attack die (as defender)."""
    change_attack_dice(use, 1)


# --- 5 Keep (site only, locked) ---------------------------------------------------------------------------------------

@plan(KEEP, "D", usable=keep_targeted)
def keep(use):
    """Add 2 defense dice if this card's site is a target."""
    add_defense_dice(use, 2)


# --- 6 Pressgangs -----------------------------------------------------------------------------------------------------

def holds_tokens(board, player: int, move: dict) -> bool:
    card = card_here(board, player, move["card"])
    return bool(card and (card.favor or card.secrets))


@modifier(PRESSGANGS, "Muster", fits=holds_tokens)
def pressgangs(use):
    """When mustering you may use a card that already has favor or secrets on it."""


hooks.contributes("muster.used_card", "Pressgangs", card=PRESSGANGS)(chosen_with(PRESSGANGS))


# --- 7 Garrison (site only) -------------------------------------------------------------------------------------------

asks("garrison site", "Garrison: put a warband on which site", {"site": SLOT})


@power(named("Garrison"), "when_played")
def garrison(use):
    """Gain one warband for each site you rule, then move one warband from your board onto each site you rule.
    Short of warbands (Law 9.3), the user picks the sites that get one."""
    board = use.board
    ruled = sites_ruled(board, use.player)
    gained = gain_warbands(board, use.player, len(ruled))
    colour = board.colour_of_warbands(use.player)
    chosen = list(ruled)
    if use.me.warbands < len(ruled):
        chosen = []
        for _ in range(use.me.warbands):
            choices = [{"site": slot} for slot in ruled if slot not in chosen]
            move = yield from ask(use.player, "garrison site", "Garrison: put a warband on which site?", choices,
                                  source="Garrison")
            chosen.append(move["site"])
    for slot in chosen:
        use.me.warbands -= 1
        board.sites[slot].warbands[colour] = board.sites[slot].warbands.get(colour, 0) + 1
    board.say(f"Garrison: {use.me.name} gains {gained} warbands and puts one on each of {len(chosen)} sites.")


# --- 8 Scouts ---------------------------------------------------------------------------------------------------------

@plan(SCOUTS, "A")
def scouts(use):
    """Gain 1 Supply (never past the leftmost space, Law 4.3.4)."""
    gain_supply(use.board, use.player, 1)


# --- 10 Martial Culture (site only) -----------------------------------------------------------------------------------

asks("martial culture", "Martial Culture: become a Citizen", yes_no("citizen"))


@plan(MARTIAL_CULTURE, "AD")
def martial_culture(use):
    """If you are an Exile and defeat another Exile, you may become a Citizen: take no relic, end your Act phase,
    refresh Supply to full (Law 7.6.1, 6.6.2)."""


@later(VICTORIOUS, MARTIAL_CULTURE)
def martial_culture_won(use):
    board, campaign = use.board, use.campaign
    if bandits(use) or use.me.side != EXILE:
        return
    if not any(board.players[enemy].side == EXILE for enemy in enemies(campaign, use.player)):
        return
    move = yield from ask(use.player, "martial culture", "Martial Culture: become a Citizen?",
                          [{"citizen": True}, {"citizen": False}], source="Martial Culture")
    if move["citizen"]:
        yield from become_citizen(board, use.player)


# --- 103 Code of Honor ------------------------------------------------------------------------------------------------

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


@hooks.contributes("battle_plan.barred", "Code of Honor, Specialist", card=CODE_OF_HONOR)
def plan_barred(board, campaign, user, card_id: int) -> bool:
    """Code of Honor and Specialist: True when `user` may not use the battle plan `card_id` in this Campaign.
    Read where plans are offered (battle.plans_offered and bandit_plans), beside True Names."""
    defending = user != campaign.attacker
    if defending and any(each.card == SPECIALIST for each in campaign.plans if each.user == campaign.attacker):
        return True
    side = [campaign.attacker] if not defending else [campaign.defender] + campaign.allies
    return card_id != CODE_OF_HONOR and any(each.card == CODE_OF_HONOR and each.user in side
                                            for each in campaign.plans)


# --- 104 Outriders ----------------------------------------------------------------------------------------------------

@plan(OUTRIDERS, "A")
def outriders(use):
    """Ignore all skulls you roll (Law 5.5.5)."""
    use.campaign.ignore_skulls = True


# --- 105 Messenger ----------------------------------------------------------------------------------------------------

asks("messenger", "Messenger: move a warband, or stop", {"move": ("to site", "to board"), "slot": SLOT},
     {"move": "done"})


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


# --- 106 Field Promotion ----------------------------------------------------------------------------------------------

@plan(FIELD_PROMOTION, "AD")
def field_promotion(use):
    """If you are victorious, gain 3 warbands (Law 9.3: as many as the bank holds). It costs 1 favor, so the
    bandits never use it (Law 5.5.3)."""


@later(VICTORIOUS, FIELD_PROMOTION)
def field_promotion_won(use):
    gained = gain_warbands(use.board, use.player, 3)
    use.board.say(f"Field Promotion: {use.me.name} gains {gained} warbands.")


# --- 107 Palanquin (adviser only) -------------------------------------------------------------------------------------

asks("palanquin", "Palanquin: carry whom, and where", {"player": SEAT, "to": SLOT})


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


# --- 108 Shield Wall --------------------------------------------------------------------------------------------------

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


# --- 109 Military Parade ----------------------------------------------------------------------------------------------

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


# --- 110 Tome Guardians (site only) -----------------------------------------------------------------------------------

@hooks.contributes("campaign.target_allowed", "Tome Guardians", card=TOME_GUARDIANS)
def tome_guardians_targets(board, campaign, target: dict) -> bool:
    """Enemies of Tome Guardians' ruler cannot target or take the Darkest Secret in any way."""
    return target.get("banner") != DARKEST_SECRET or \
        not enemy_of_card_ruler(board, campaign.attacker, TOME_GUARDIANS, campaign)


@hooks.contributes("take.forbidden", "Tome Guardians", card=TOME_GUARDIANS)
def tome_guardians_takes(board, taker: int, holder, relic, banner) -> bool:
    """"In any way": from whoever holds it or from the shared bank, by the Conspiracy, an exchange, Citizenship
    terms or Recover (Law 5.4.3: "take it"; Law 10 "Seize" names Recover a way of taking). Giving it stays allowed
    (Law 10 "Give")."""
    return banner == DARKEST_SECRET and enemy_of_card_ruler(board, taker, TOME_GUARDIANS)


# --- 111 Tyrant (adviser only, locked) --------------------------------------------------------------------------------

asks("tyrant", "Tyrant: kill a warband of which colour", {"kill": COLOUR})


@modifier(TYRANT, "Travel", mandatory=True)
def tyrant(use):
    """111 Tyrant (adviser only, locked). You must kill a warband (even your own) at the site you travel to, if
    able. On arriving (Law 5.6.2); its holder picks the colour among those there. Bandits are never killed (Law
    7.6.5), so a site with only bandits asks nothing."""


@hooks.contributes("travel.after", "Tyrant", order=30, card=TYRANT)
def tyrant_kills(board, player: int):
    if not applied(board, TYRANT):
        return
    slot = board.players[player].site
    site = board.sites[slot]
    colours = [{"kill": colour} for colour, count in site.warbands.items() if count]
    if not colours:
        return
    move = yield from choose(player, "tyrant", "Tyrant: kill a warband of which colour?", colours, "Tyrant")
    kill_at_site(board, slot, move["kill"], 1)
    board.say(f"Tyrant: {board.players[player].name} kills a {move['kill']} warband at {SITES[site.id].name}.")
    yield from update_title(board)                      # rule of a site counts toward the Oath (Law 2.11)


# --- 112 Forced Labor (site only) -------------------------------------------------------------------------------------

def owed_at(board, player: int, card_id: int, slot: int | None) -> list:
    """The toll of `card_id`'s ruler, if `player` is its enemy and that ruler rules the site at `slot`."""
    if slot is None or not toll_due(board, player, card_id):
        return []
    return [card_id] if ruler_rules_site(board, ruler_of(board, card_id), slot) else []


@hooks.contributes("action.tolls", "Forced Labor", card=FORCED_LABOR)
def forced_labor(board, player: int, move: dict) -> list:
    """Enemies cannot search while their pawn is at a site ruled by Forced Labor's ruler unless they give that ruler
    1 favor. Every Search: the world deck's and a discard pile's alike (Law 5.1)."""
    if move.get("action") != "search":
        return []
    return owed_at(board, player, FORCED_LABOR, board.players[player].site)


# --- 113 Secret Police (site only) ------------------------------------------------------------------------------------

@hooks.contributes("play.vision_faceup", "Secret Police", card=SECRET_POLICE)
def secret_police(board, player: int, card_id: int) -> bool:
    """Enemies cannot play Visions faceup while their pawn is at a site ruled by Secret Police's ruler. The
    Conspiracy is a Vision (Law 2.7) and is not excepted, so it is not played faceup there either; facedown as an
    adviser, or discarded, stays allowed."""
    return not owed_at(board, player, SECRET_POLICE, board.players[player].site)


# --- 114 Specialist ---------------------------------------------------------------------------------------------------

@plan(SPECIALIST, "A")
def specialist(use):
    """The defender cannot use battle plans: the whole defending side (Czech Law 5.5.3), the bandits too. The
    attacker uses its plans first (Law 5.5.3), so `plan_barred` keeps every defending plan from being offered."""


# --- 115 Captains (site only) -----------------------------------------------------------------------------------------

asks("captains campaign", "Captains: campaign from which site, against whom", CAMPAIGN_FROM)


def captains_sites(use) -> list:
    return sites_ruled(use.board, use.player)


@power(CAPTAINS, "action", usable=lambda use: bool(campaigns_from(use, captains_sites(use))))
def captains(use):
    """115 Captains (site only; 1 favor). Campaign at any site you rule as if your pawn were there, paying no Supply and
    adding your warbands at that site to your force.

    Readings: "your site" in the Campaign is that site (Law 10, 5.5.1-5.5.2: the defenders eligible, the target that
    must be there, the relics, banners and pawn targetable, the Allies' and the defending boards' places). Your
    warbands there join the attacking force (Law 10 "Force"): they add attack dice (Law 5.5.2), may die to skulls, be
    sacrificed and be lost in defeat, the attacker choosing which (Law 5.5.5-5.5.6), and a defeated attacker's
    survivors there go to its board (Law 5.5.6). A victorious attacker places only from its board (Law 5.5.7.I):
    the warbands at that site stay. Your own pawn's site may be chosen. Bandits (Bandit Crown, Law 7.6.5) do not
    join the attacking force: not modelled. Offered only where some defender is eligible."""
    yield from campaign_from(use, "captains campaign", captains_sites(use))


# --- 116 Siege Engines ------------------------------------------------------------------------------------------------

asks("siege site", "Siege Engines: kill warbands at which site", {"site": SLOT})
asks("siege kill", "Siege Engines: kill a warband of which colour", {"kill": COLOUR})


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


# --- 117 Royal Tax ----------------------------------------------------------------------------------------------------

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


# --- 118 Toll Roads (site only) ---------------------------------------------------------------------------------------

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


# --- 119 Curfew (site only) -------------------------------------------------------------------------------------------

@hooks.contributes("action.tolls", "Curfew", card=CURFEW)
def curfew(board, player: int, move: dict) -> list:
    """Enemies cannot trade with cards ruled by Curfew's ruler unless they give that ruler 1 favor: a card at a site
    that ruler rules (Law 10 "Rule"), at the trader's site or another (Map Library)."""
    if move.get("action") != "trade":
        return []
    place = locate(board, move["card"])
    return owed_at(board, player, CURFEW, place.slot if place is not None and place.zone == "site" else None)


# --- 120 Knights Errant -----------------------------------------------------------------------------------------------

asks("knights errant campaign", "Knights Errant: campaign, spending no Supply", FREE_CAMPAIGN)


@modifier(KNIGHTS_ERRANT, "Muster", fits=lambda board, player, move: bool(defenders(board, player)))
def knights_errant(use):
    """120 Knights Errant. After mustering you may campaign, paying no Supply. Asked once the Muster's warbands are
    gained (muster.after), as Second Wind asks its Campaign (`free_campaign`); it is a whole Campaign (Law 5.5) with
    its own battle plans, the player may decline it, and nothing of it is paid in Supply (Law 7.6.2 read for
    Campaign). Offered only where someone could be attacked, since mustering changes no defender (Law 5.5.1)."""


@hooks.contributes("muster.after", "Knights Errant", order=90, card=KNIGHTS_ERRANT)
def knights_campaign(board, player: int):
    if applied(board, KNIGHTS_ERRANT):
        yield from free_campaign(board, player, "knights errant campaign",
                                 "Knights Errant: campaign, paying no Supply?", "Knights Errant")


# --- 121 Vow of Obedience (adviser only, locked) ----------------------------------------------------------------------

@hooks.contributes("play.vision_faceup", "Vow of Obedience", card=VOW_OF_OBEDIENCE)
def vow_of_obedience(board, player: int, card_id: int) -> bool:
    """You cannot play Visions faceup. The Conspiracy is a Vision card too (Law 2.7; Sacred Ground has to except it
    by name), so it is not played faceup either; facedown as an adviser, or discarded, stays allowed."""
    return adviser_holder(board, VOW_OF_OBEDIENCE) != player


@power(VOW_OF_OBEDIENCE, "rest", usable=some_bank_has_favor)
def vow_of_obedience_rest(use):
    """Rest: take 1 favor from any one bank."""
    yield from take_from_bank(use, 1, "Vow of Obedience")


# --- 122 Hunting Party ------------------------------------------------------------------------------------------------

asks("hunting party campaign", "Hunting Party: campaign, spending no Supply", FREE_CAMPAIGN)


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


# --- 123 Council Seat (adviser only, locked) --------------------------------------------------------------------------

@hooks.contributes("exile.allowed", "Council Seat", card=COUNCIL_SEAT)
def council_seat(board, citizen: int) -> bool:
    """If you are a Citizen you cannot be exiled, not even by yourself (Law 6.7, 6.8)."""
    return adviser_holder(board, COUNCIL_SEAT) != citizen


# --- 124 Encirclement -------------------------------------------------------------------------------------------------

def force_size(board, campaign, side: str) -> int:
    """Law 10 "Force": the attacker's warbands on its board; the defender's warbands counted toward its defense
    (Law 5.5.4: the targeted sites, the boards of pawns there or at the attacker's site), with the bandits that
    defend (one a targeted site, Law 2.8.3; Bandit Crown, Law 7.6.5)."""
    if side == "attacker":
        return board.players[campaign.attacker].warbands
    bandit_count = (sum(bandits_at(board, slot) for slot in campaign.sites()) if campaign.against_bandits
                    else crown_bandits(board, campaign))
    return sum(defending_force(board, campaign).values()) + bandit_count


def larger_force(use) -> bool:
    mine, theirs = ("attacker", "defender") if attacking(use) else ("defender", "attacker")
    return force_size(use.board, use.campaign, mine) > force_size(use.board, use.campaign, theirs)


@plan(ENCIRCLEMENT, "AD", usable=lambda use: larger_force(use))
def encirclement(use):
    """+/-2 attack dice if your force is larger than your enemy's, compared when the plan is used (Law 5.5.3; the
    forces as Law 10 "Force" defines them: the attacker's board, the defender's counted warbands and bandits)."""
    change_attack_dice(use, 2)


# --- 125 Peace Envoy --------------------------------------------------------------------------------------------------

def envoy_enemy(use):
    """The enemy whose pawn must be at your site and who is given the favor: the defender for the attacker, the
    attacker for the defending side; "your site" is the user's pawn's (Law 10)."""
    campaign = use.campaign
    return campaign.defender if attacking(use) else campaign.attacker


def envoy_usable(use) -> bool:
    campaign = use.campaign
    if bandits(use) or campaign.against_bandits:
        return False
    side = your_side(use)
    if any(each.user in side for each in campaign.plans):          # "You cannot use other battle plans"
        return False
    here = campaign.here(use.board) if attacking(use) else use.me.site            # Captains: "as if your pawn were"
    return use.board.players[envoy_enemy(use)].site == here


@plan(PEACE_ENVOY, "AD", usable=envoy_usable)
def peace_envoy(use):
    """125 Peace Envoy (1 favor). You cannot use other battle plans. If your enemy's pawn is at your site, give them 1
    favor per die in the defense pool and you are victorious immediately; ignore killing warbands.  Readings: "you" on a
    defending plan is the whole defending side (Law 5.5.3), so it is offered only to a side that has used no other plan;
    once it is used, step 3 is over (no plan follows a victory, battle.plans_offered). "Your enemy" is the defender for
    the attacker and the attacker for the defending side (Law 10); "your site" the user's pawn's (the attacker's: the
    Campaign's site, Captains). Not offered unless that pawn is there (a power that would do nothing, Law 7.1.3), so
    never against the bandits, who have no pawn. The defense pool is counted as it stands when the plan is used (Law
    5.5.2-5.5.3); its user gives as much as it holds (Law 7.1.3, 9.3), after paying the cost. The victory skips the
    rolls (Law 5.5.4-5.5.5); no side kills warbands (Law 5.5.6), but the defeated defender's force still goes home and a
    victorious attacker still takes the targets (Law 5.5.7)."""
    board, campaign = use.board, use.campaign
    enemy = board.players[envoy_enemy(use)]
    given = min(favor_of(board, use.player), campaign.defense_dice)
    give_favor(board, use.player, envoy_enemy(use), given)
    board.say(f"Peace Envoy: {use.me.name} gives {enemy.name} {given} favor.")
    campaign.spared += ["attacker", "defender"]
    victorious_immediately(use)


# --- 126 Relic Hunter -------------------------------------------------------------------------------------------------

asks("relic hunter", "Relic Hunter: target a facedown relic, or stop", {"relic_at": SLOT, "place": PLACE},
     {"relic_at": "done"})
asks("relic hunter bury", "Relic Hunter: keep the relic, or put it on the bottom of the relic deck",
     {"relic": ("keep", "bottom")})


def hunted(campaign) -> list:
    return [target["relic"] for target in campaign.targets if target["target"] == "site relic"]


def relics_at_targets(use) -> list:
    """The facedown relics at the targeted sites not yet targeted, as choices by place (never by face); none at a
    site whose relics the attacker acts as if locked (Ancient Bloodline: rules.locked_to; ruleset version 3)."""
    board, campaign = use.board, use.campaign
    return [{"relic_at": slot, "place": place} for slot in campaign.sites() if not hunt_locked(use, slot)
            for place, relic in enumerate(board.sites[slot].relics) if relic not in hunted(campaign)]


def hunt_locked(use, slot: int) -> bool:
    return locks_everywhere(use.board) and locked_to(use.board, use.player, slot=slot)


def keep_or_bury(use, relic: int, held: bool):
    board = use.board
    move = yield from ask(use.player, "relic hunter bury", "Relic Hunter: keep the relic taken, or put it on the "
                          "bottom of the relic deck?", [{"relic": "keep"}, {"relic": "bottom"}], source="Relic Hunter")
    if move["relic"] == "bottom":
        if held:
            use.me.relics.remove(relic)
        board.relic_deck.insert(0, relic)
        board.say(f"{use.me.name} puts a relic on the bottom of the relic deck.", use.player,
                  f"You put {card_name(relic)} on the bottom of the relic deck.")
    elif not held:
        use.me.relics.append(relic)
        board.expose()                                  # Relic Hunter: kept, it is shown to everyone
        board.say(f"{use.me.name} takes {card_name(relic)}.")


@plan(RELIC_HUNTER, "A", usable=lambda use: bool(relics_at_targets(use)))
def relic_hunter(use):
    """126 Relic Hunter (attacker). You may also target facedown relics at targeted sites (+1 defense die each). Relics
    you take may be put on the bottom of the relic deck instead.

    Readings: the relics are declared as targets when the plan is used (Law 5.5.3, after the targets of Law 5.5.2),
    one at a time, any number, each adding 1 defense die whatever its shield (the card's "+1"). A victorious attacker
    takes them with the other targets (Law 5.5.7.II), seeing each first, and may put each on the bottom of the relic
    deck instead; the others then learn only that a relic went there. "Relics you take" are every relic the attacker
    takes as a target in this Campaign (the defender's held ones too), except the Grand Scepter, which is no card of
    the relic deck (Law 2.4). Offered only while a targeted site holds a facedown relic."""
    board, campaign = use.board, use.campaign
    while True:
        left = relics_at_targets(use)
        if not left:
            return
        move = yield from ask(use.player, "relic hunter", "Relic Hunter: target a facedown relic, or stop",
                              left + [{"relic_at": "done"}], source="Relic Hunter")
        if move["relic_at"] == "done":
            return
        relic = board.sites[move["relic_at"]].relics[move["place"]]
        campaign.targets.append({"target": "site relic", "slot": move["relic_at"], "relic": relic})
        campaign.defense_dice += 1
        board.say(f"{use.me.name} targets a relic at {name_of_site(board, move['relic_at'])}: "
                  f"{campaign.defense_dice} defense dice.")


@hooks.contributes("campaign.relics_taken", "Relic Hunter", card=RELIC_HUNTER)
def relic_hunter_takes(board, campaign):
    hunter = used_plan(campaign, RELIC_HUNTER)
    if hunter is None or hunter.user != campaign.attacker or not campaign.victorious:
        return
    use = Use(board, hunter.user, hunter.power, hunter.place, campaign)
    for target in campaign.targets:
        if (target["target"] == "site relic" and target["relic"] in board.sites[target["slot"]].relics
                and not hunt_locked(use, target["slot"])):                  # locked still as it is taken
            board.sites[target["slot"]].relics.remove(target["relic"])
            board.expose()                              # Relic Hunter: a facedown relic taken, seen by its taker
            peek(use, "the relic taken", [target["relic"]])
            yield from keep_or_bury(use, target["relic"], held=False)
    for relic in campaign.targeted("relic"):
        if relic != GRAND_SCEPTER.id and relic in use.me.relics:
            yield from keep_or_bury(use, relic, held=True)
