"""The battle plans (Law 7.5) of the starting denizens and the relics, and the persistent powers that change a
Campaign (True Names, Circlet of Command, Bandit Crown) with the Obsidian Cage's action. The machinery of plans
(using them in step 3, resolving them in steps 6 and 8, who "you" are) is engine/oath/battle.py.
"""


from .. import hooks
from ..actions import campaign as campaigning
from ..actions.campaign import defending_force, kill_in, loss_choice
from ..actions.minor import become_citizen, warbands_here
from ..actions.travel import free_travel
from ..battle import (
    AFTERWARDS,
    DEFEATED,
    DISCARD_AT_END,
    VICTORIOUS,
    Used,
    add_defense_dice,
    attacking,
    bandits,
    change_attack_dice,
    discard_plan,
    enemies,
    enemy_side,
    later,
    plan,
    your_side,
)
from ..cards import DENIZENS
from ..powers import power
from ..rules import (
    ask,
    bandit_crown_holder,
    bandits_at,
    favor_of,
    gain_favor,
    gain_supply,
    gain_warbands,
    give_favor,
    holds_banner,
    kill_from_board,
    suit_of,
)
from ..state import DARKEST_SECRET, EXILE

(WRESTLERS, BATTLE_HONORS, BEAR_TRAPS, LONGBOWS, KEEP, SCOUTS, MARTIAL_CULTURE, MERCENARIES, RAIN_BOOTS,
 SECOND_WIND, DISGRACED_CAPTAIN, BOOK_BURNING, HORSE_ARCHERS, WARNING_SIGNALS, FIRE_TALKERS, TRUE_NAMES, RANGERS,
 EXTRA_PROVISIONS, TRAVELING_DOCTOR) = (0, 1, 2, 3, 4, 7, 9, 11, 13, 15, 19, 21, 23, 24, 30, 40, 44, 47, 50)
STICKY_FIRE, CURSED_CAULDRON, BANDIT_CROWN, CIRCLET_OF_COMMAND, OBSIDIAN_CAGE = 218, 219, 228, 232, 235

# --- the Order plans --------------------------------------------------------------------------------------------

def has_force(use) -> bool:
    return not bandits(use) and bool(defending_force(use.board, use.campaign))


@plan(WRESTLERS, "D", usable=has_force)
def wrestlers(use):
    """Defender: add 1 defense die if you sacrifice one warband in your force. The defender chooses which; bandits
    are never sacrificed (Law 7.6.5)."""
    pools = list(defending_force(use.board, use.campaign))
    move = yield from ask(use.player, "wrestlers", "Sacrifice a warband of your force for 1 defense die?",
                          [loss_choice(pool) for pool in pools] + [{"kill": "none"}], source="Wrestlers")
    if move["kill"] == "none":
        return
    kill_in(use.board, use.campaign, ("site", move["slot"]) if move["kill"] == "site" else ("board", move["player"]))
    use.campaign.killed["defender"] += 1
    add_defense_dice(use, 1)


@plan(BATTLE_HONORS, "AD")
def battle_honors(use):
    """If you are victorious, gain 2 favor from the Order bank."""


@later(VICTORIOUS, BATTLE_HONORS)
def battle_honors_won(use):
    if not bandits(use):
        gain_favor(use.board, use.player, "Order", 2)


@plan(BEAR_TRAPS, "D")
def bear_traps(use):
    """Remove 1 attack die from the attacker's pool and kill one warband on the attacker's board."""
    campaign = use.campaign
    campaign.attack_dice = max(0, campaign.attack_dice - 1)
    campaign.killed["attacker"] += kill_from_board(use.board, campaign.attacker, 1)


@plan(LONGBOWS, "AD")
def longbows(use):
    """Add 1 attack die (as attacker) or remove 1 attack die (as defender)."""
    change_attack_dice(use, 1)


def keep_targeted(use) -> bool:
    return use.place.zone == "site" and use.place.slot in use.campaign.sites()


@plan(KEEP, "D", usable=keep_targeted)
def keep(use):
    """Add 2 defense dice if this card's site is a target."""
    add_defense_dice(use, 2)


@plan(SCOUTS, "A")
def scouts(use):
    """Gain 1 Supply (never past the leftmost space, Law 4.3.4)."""
    gain_supply(use.board, use.player, 1)


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
    move = yield from ask(use.player, "martial culture", "Become a Citizen?",
                          [{"citizen": True}, {"citizen": False}], source="Martial Culture")
    if move["citizen"]:
        yield from become_citizen(board, use.player)


# --- the Discord plans --------------------------------------------------------------------------------------------

@plan(MERCENARIES, "AD")
def mercenaries(use):
    """+/-3 attack dice. If you are defeated while using it, discard Mercenaries."""
    change_attack_dice(use, 3)


@later(DEFEATED, MERCENARIES)
def mercenaries_lost(use):
    discard_plan(use.board, use.campaign, Used(use.power, use.place, use.player))


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


def targets_order_site(use) -> bool:
    return any(suit_of(card) == "Order" for slot in use.campaign.sites() for card in use.board.sites[slot].cards)


@plan(DISGRACED_CAPTAIN, "A", usable=targets_order_site)
def disgraced_captain(use):
    """Add 4 attack dice if you target a site that has an Order card."""
    change_attack_dice(use, 4)


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


# --- the Nomad plans ----------------------------------------------------------------------------------------------

@plan(RAIN_BOOTS, "A")
def rain_boots(use):
    """Ignore every single-shield result your enemy rolls. At the end of the campaign, discard Rain Boots."""
    use.campaign.ignore_single_shields = True


@plan(HORSE_ARCHERS, "AD")
def horse_archers(use):
    """+/-3 attack dice. At the end of the campaign, discard Horse Archers."""
    change_attack_dice(use, 3)


DISCARD_AT_END.update({RAIN_BOOTS, HORSE_ARCHERS, WARNING_SIGNALS})


def warning_moves(use) -> list:
    """Sites you rule: your colour's warbands there (purple for an Imperial side)."""
    board, colour = use.board, use.campaign.colour(use.board, use.player)
    moves = []
    for slot, site in enumerate(board.sites):
        here = site.warbands.get(colour, 0) if site.faceup else 0
        if here and use.me.warbands:
            moves.append({"move": "to site", "slot": slot})
        if here > 1:
            moves.append({"move": "to board", "slot": slot})
    return moves


@plan(WARNING_SIGNALS, "D", usable=lambda use: not bandits(use))
def warning_signals(use):
    """Move any warbands between your board and sites you rule (never removing a site's last warband). At the
    end of the campaign, discard Warning Signals. One warband a move, until you stop."""
    board, colour = use.board, use.campaign.colour(use.board, use.player)
    while True:
        moves = warning_moves(use)
        if not moves:
            return
        move = yield from ask(use.player, "warning signals", "Move a warband, or stop", moves + [{"move": "done"}],
                              source="Warning Signals")
        if move["move"] == "done":
            return
        site = board.sites[move["slot"]]
        step = 1 if move["move"] == "to site" else -1
        site.warbands[colour] += step
        use.me.warbands -= step


# --- the Arcane, Beast and Hearth plans ----------------------------------------------------------------------------

def holds_darkest_secret(use) -> bool:
    return any(holds_banner(use.board, index, DARKEST_SECRET) for index in your_side(use))


@plan(FIRE_TALKERS, "AD", usable=holds_darkest_secret)
def fire_talkers(use):
    """+/-3 attack dice if you hold the Darkest Secret."""
    change_attack_dice(use, 3)


@plan(RANGERS, "A")
def rangers(use):
    """Ignore all skulls you roll; add 2 attack dice if the defense pool has 4 or more dice."""
    use.campaign.ignore_skulls = True
    if use.campaign.defense_dice >= 4:
        change_attack_dice(use, 2)


@plan(EXTRA_PROVISIONS, "D")
def extra_provisions(use):
    """Add 1 defense die."""
    add_defense_dice(use, 1)


@plan(TRAVELING_DOCTOR, "AD")
def traveling_doctor(use):
    """If defeated, kill no warbands in your force and discard Traveling Doctor. Ignore powers that would kill
    your whole force (Sticky Fire, Brutal)."""
    use.campaign.spared.append("attacker" if attacking(use) else "defender")


@later(DEFEATED, TRAVELING_DOCTOR)
def traveling_doctor_lost(use):
    discard_plan(use.board, use.campaign, Used(use.power, use.place, use.player))


@hooks.contributes("battle_plan.barred", "True Names", card=TRUE_NAMES)
def true_names(board, campaign, user, card_id: int) -> bool:
    """Your enemy cannot use against you any battle plan whose suit matches one of your advisers. True if an
    enemy of `user` (the defender or an Ally, for the attacker's plans) bars this plan."""
    suit = DENIZENS[card_id].suit if card_id in DENIZENS else None
    for enemy in enemies(campaign, user):
        advisers = board.players[enemy].advisers
        if suit and any(c.id == TRUE_NAMES and c.faceup for c in advisers) and suit in map(suit_of, advisers):
            return True
    return False


# --- the relics ---------------------------------------------------------------------------------------------------

def surviving_force(use) -> dict:
    """The enemy's force left after the defeat, by the board it stands on now (Law 5.5.6: survivors at sites
    went to the defender's board, or the Chancellor's for an Imperial defender)."""
    board, campaign = use.board, use.campaign
    if not attacking(use):
        return {campaign.attacker: board.players[campaign.attacker].warbands}
    if campaign.against_bandits:
        return {}                   # bandits are never killed, moved or caged (Law 7.6.5)
    where = board.chancellor() if campaign.is_imperial(board, campaign.defender) else campaign.defender
    left = {}
    for (kind, index), count in campaign.survivors.items():
        holder = where if kind == "site" else index
        left[holder] = min(board.players[holder].warbands, left.get(holder, 0) + count)
    return {holder: count for holder, count in left.items() if count}


@plan(STICKY_FIRE, "AD")
def sticky_fire(use):
    """If victorious you may kill every warband in your enemy's force; if you do, you must give them 1 favor if
    able. A side using Traveling Doctor ignores it."""


@later(VICTORIOUS, STICKY_FIRE)
def sticky_fire_won(use):
    board, campaign = use.board, use.campaign
    force = surviving_force(use)
    if not force or enemy_side(use) in campaign.spared:
        return
    move = yield from ask(use.player, "sticky fire", "Kill every warband in your enemy's force?",
                          [{"kill": True}, {"kill": False}], source="Sticky Fire")
    if not move["kill"]:
        return
    for holder, count in force.items():
        campaign.killed[enemy_side(use)] += kill_from_board(board, holder, count)
    enemy = campaign.defender if attacking(use) else campaign.attacker
    if favor_of(board, use.player):
        give_favor(board, use.player, enemy, 1)
    board.say(f"{use.me.name}'s Sticky Fire burns the enemy's force.")


@plan(CURSED_CAULDRON, "AD")
def cursed_cauldron(use):
    """If victorious, gain 1 warband per enemy warband killed in this campaign (skulls, sacrifices and losses
    included; bandits are never killed, Law 7.6.5)."""


@later(VICTORIOUS, CURSED_CAULDRON)
def cursed_cauldron_won(use):
    gained = gain_warbands(use.board, use.player, use.campaign.killed[enemy_side(use)])
    use.board.say(f"{use.me.name} gains {gained} warbands from the Cursed Cauldron.")


@plan(OBSIDIAN_CAGE, "AD")
def obsidian_cage(use):
    """If victorious, move all surviving warbands of your enemy's force onto the Cage."""


@later(VICTORIOUS, OBSIDIAN_CAGE)
def obsidian_cage_won(use):
    board = use.board
    for holder, count in surviving_force(use).items():
        board.players[holder].warbands -= count
        colour = board.colour_of_warbands(holder)
        board.caged[colour] = board.caged.get(colour, 0) + count
        board.say(f"{count} of {board.players[holder].name}'s warbands are caged.")


@power(OBSIDIAN_CAGE, "action", usable=lambda use: bool(use.board.caged))
def obsidian_cage_release(use):
    """Action: move any number of caged warbands to any board of their colour (Citizens' boards hold purple)."""
    board = use.board
    while board.caged:
        moves = [{"cage": colour, "to": index, "count": count} for colour, caged in board.caged.items()
                 for index in range(len(board.players)) if board.colour_of_warbands(index) == colour
                 for count in range(1, caged + 1)]
        move = yield from ask(use.player, "obsidian cage", "Move caged warbands to a board, or stop",
                              moves + [{"cage": "done"}], source="Obsidian Cage")
        if move["cage"] == "done":
            return
        board.caged[move["cage"]] -= move["count"]
        if not board.caged[move["cage"]]:
            del board.caged[move["cage"]]
        board.players[move["to"]].warbands += move["count"]


@hooks.contributes("campaign.target_allowed", "Circlet of Command", card=CIRCLET_OF_COMMAND)
def circlet_allows(board, campaign, target: dict) -> bool:
    """Players cannot target or take your banners or your other relics."""
    if campaign.against_bandits or CIRCLET_OF_COMMAND not in board.players[campaign.defender].relics:
        return True
    return target["target"] == "site" or target["target"] == "pawn" or target.get("relic") == CIRCLET_OF_COMMAND


@hooks.contributes("take.guarded", "Circlet of Command", card=CIRCLET_OF_COMMAND)
def circlet_guards(board, holder: int, relic: int | None = None, banner: str | None = None) -> bool:
    """Circlet of Command outside campaigns: no other player may take the holder's banners or other relics
    (the Conspiracy, Tinker's Fair, The Gathering, Citizenship terms). Giving them away stays allowed (Law 10
    "Give"), and Recover (Law 5.4) is not "take": a banner is still recovered from a Circlet holder."""
    if CIRCLET_OF_COMMAND not in board.players[holder].relics:
        return False
    return banner is not None or (relic is not None and relic != CIRCLET_OF_COMMAND)


@hooks.contributes("campaign.defense_dice", "Circlet of Command", card=CIRCLET_OF_COMMAND)
def extra_defense_dice(board, campaign) -> int:
    """Circlet of Command: in campaigns, targeting your pawn-and-favor adds 1 more defense die."""
    holds = not campaign.against_bandits and CIRCLET_OF_COMMAND in board.players[campaign.defender].relics
    return 1 if holds and campaign.pawn_targeted else 0


# --- Bandit Crown (Law 7.6.5) ---------------------------------------------------------------------------------------

@hooks.contributes("campaign.defender_rules", "Bandit Crown", card=BANDIT_CROWN)
def crown_rules(board, player: int, slot: int) -> bool:
    """Law 7.6.5: the holder rules the faceup sites with no physical warbands (rules.rulers reads this)."""
    site = board.sites[slot]
    return bandit_crown_holder(board) == player and site.faceup and site.warband_count == 0


@hooks.contributes("campaign.bandits", "Bandit Crown", card=BANDIT_CROWN)
def crown_bandits(board, campaign) -> int:
    """Law 7.6.5: the bandits at targeted sites join the holder's defending force, one a site (Law 2.8.3; hook
    site.bandits: Bandit Chief); they are never killed, so they are not a pool losses come from."""
    if campaign.against_bandits:
        return 0
    return sum(bandits_at(board, slot) for slot in campaign.sites() if crown_rules(board, campaign.defender, slot))


@hooks.contributes("warbands.may_take_last", "Bandit Crown", card=BANDIT_CROWN)
def crown_keeps_rule(board, player: int) -> bool:
    """Law 7.6.5: the Bandit Crown's holder may take even their last warband off their site when no other
    warband stands there, since the bandits then keep the site ruled for them (Law 6.5 keeps the last one so
    the site stays ruled). The bandits themselves never move."""
    site = board.sites[board.players[player].site]
    return bandit_crown_holder(board) == player and site.warband_count == warbands_here(board, player)
