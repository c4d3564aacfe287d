"""Archive cards that extend the Campaign with new mechanisms (Law 5.5, 7.5), each written like its card (cards.md;
numbers are printed card numbers, the engine id is one less): the surcharges on enemy battle plans Gleaming Armor (66)
and Insect Swarm (184), the instant victories Peace Envoy (125) and Hearts and Minds (138), Relic Hunter's targets
(126), Hospital's beds (149), and the campaigns from elsewhere Captains (115), Wild Allies (198) and Vow of Union (185).

The mechanisms are the rule's, asked at hook points: battle_plan.surcharge (powers.cost_in: the cost a plan is offered
at, paid at, and whether the bandits' plan is cost-free), "victorious immediately" (battle.victorious_immediately: no
more plans, no rolls, the Campaign resumes at step 6), campaign.killed_to (actions/campaign.kill_force) and
campaign.relics_taken (Law 5.5.7.II), a Campaign's `at` ("as if your pawn were there") and the attacking force
(actions/campaign.attacking_force; hook campaign.force_sites), travel.allowed (Law 5.6.1, 7.1.4).
"""

from .. import hooks
from ..actions.campaign import campaign as campaign_action
from ..actions.campaign import defenders, name_of_site
from ..battle import (
    DISCARD_AT_END,
    attacking,
    bandits,
    enemies,
    plan,
    victorious_immediately,
    your_side,
)
from ..cards import GRAND_SCEPTER, Cost, card_name, card_named
from ..powers import Use, adviser_holder, power, rules_card
from ..rules import ask, favor_of, give_favor, holds_banner, rules, sites_ruled, suit_of
from ..state import PEOPLES_FAVOR
from .powers_played import choose, peek


def named(name: str) -> int:
    return card_named(name).id


(GLEAMING_ARMOR, INSECT_SWARM, PEACE_ENVOY, HEARTS_AND_MINDS, RELIC_HUNTER, HOSPITAL, CAPTAINS, WILD_ALLIES,
 VOW_OF_UNION) = map(named, ("Gleaming Armor", "Insect Swarm", "Peace Envoy", "Hearts and Minds", "Relic Hunter",
                             "Hospital", "Captains", "Wild Allies", "Vow of Union"))


def used_plan(campaign, card_id: int):
    """The plan `card_id` as used in this Campaign (battle.Used), or None."""
    return next((each for each in campaign.plans if each.card == card_id), None)


# --- 66 Gleaming Armor, 184 Insect Swarm ------------------------------------------------------------------------------

def enemy_holds(board, campaign, user, card_id: int) -> bool:
    """Law 10 "Your enemy": the attacker's plans are used against the defender and every Ally, a defending plan (the
    bandits' too) against the attacker; the persistent power is on while the card is one of that enemy's faceup
    advisers (adviser only, Law 7.1.4)."""
    return adviser_holder(board, card_id) in enemies(campaign, user)


@hooks.contributes("battle_plan.surcharge", "Gleaming Armor", card=GLEAMING_ARMOR)
def gleaming_armor(board, campaign, user, card_id: int) -> list:
    """66 Gleaming Armor (adviser only; persistent, Campaign). Each battle plan your enemy uses costs 1 extra secret.

    Readings: the secret is placed like any unmarked cost token (Law 7.1.2: on the card in its user's turn, else kept
    facedown on the user's board), as a burnt cost is marked "burnt" (Insect Swarm). A plan the user cannot pay with it
    is not offered (Law 7.5.3); the bandits hold no secret, so their plans stop being cost-free and they use none of
    them against the holder (Law 5.5.3)."""
    return [Cost(place_secrets=1)] if enemy_holds(board, campaign, user, GLEAMING_ARMOR) else []


@hooks.contributes("battle_plan.surcharge", "Insect Swarm", card=INSECT_SWARM)
def insect_swarm(board, campaign, user, card_id: int) -> list:
    """184 Insect Swarm (adviser only; persistent, Campaign). Each battle plan your enemy uses costs an additional burnt
    favor. Read as Gleaming Armor: the favor is burnt to the shared bank (Law 7.1.2), a plan its user cannot pay
    is not offered, and the bandits use no plan against the holder (Law 5.5.3: only cost-free ones)."""
    return [Cost(burn_favor=1)] if enemy_holds(board, campaign, user, INSECT_SWARM) else []


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


# --- 138 Hearts and Minds ---------------------------------------------------------------------------------------------

@plan(HEARTS_AND_MINDS, "D", usable=lambda use: not bandits(use))
def hearts_and_minds(use):
    """138 Hearts and Minds (site only; 3 favor). As defender you are victorious immediately. At the end, discard Hearts
    and Minds unless you hold the People's Favor.

    Readings: "victorious" is the Campaign's victory (Law 5.5.5), not the game's: the rolls are not made, the defeated
    attacker still kills half its board (Law 5.5.6) and the plans of the defending side reading "If you are
    victorious" resolve (Law 5.5.8). "You" is the whole defending side (Law 5.5.3): it is kept if the defender or an
    Ally holds the People's Favor when the Campaign ends. The bandits never pay its cost (Law 5.5.3)."""
    victorious_immediately(use)


@hooks.contributes("battle_plan.discard_at_end", "Hearts and Minds", card=HEARTS_AND_MINDS)
def hearts_and_minds_kept(board, campaign, plans: list) -> None:
    kept = [each for each in plans if each.card == HEARTS_AND_MINDS and isinstance(each.user, int)
            and any(holds_banner(board, player, PEOPLES_FAVOR)
                    for player in your_side(Use(board, each.user, each.power, each.place, campaign)))]
    for each in kept:
        plans.remove(each)


DISCARD_AT_END.add(HEARTS_AND_MINDS)


# --- 149 Hospital -----------------------------------------------------------------------------------------------------

@plan(HOSPITAL, "AD", usable=lambda use: not bandits(use))
def hospital(use):
    """149 Hospital (site only). If any of your warbands would be killed, put them on Hospital's site instead, provided
    you still rule it.

    Readings: from its use in step 3 to the end of the Campaign, every warband of your side (the whole defending side,
    Law 5.5.3) that the Campaign would kill goes to Hospital's site instead, keeping its colour: skulls (Law 5.5.5),
    a sacrifice (Law 10 "Sacrifice": choosing to kill your own warbands, so it still adds to the attack) and the
    losses of defeat (Law 5.5.6). Warbands so moved are not killed (Cursed Cauldron does not count them). "Still rule
    it" is asked at each kill (Law 10 "Rule"). Kills by other plans' own effects are theirs, not the Campaign's, and
    are not redirected. A warband put on a targeted site goes home with the defeated defender's survivors (Law 5.5.6
    moves every warband of the defending side off the targeted sites). The bandits cannot be killed (Law 7.6.5): it
    is not offered them."""


@hooks.contributes("campaign.killed_to", "Hospital", card=HOSPITAL)
def hospital_beds(board, campaign, player: int):
    beds = used_plan(campaign, HOSPITAL)
    if beds is None or not isinstance(beds.user, int):
        return None
    side = your_side(Use(board, beds.user, beds.power, beds.place, campaign))
    site = board.sites[beds.place.slot]
    if player not in side or not any(c.id == HOSPITAL for c in site.cards):
        return None
    if not any(rules_card(board, each, beds.place, True) for each in side):
        return None
    return beds.place.slot


# --- 126 Relic Hunter -------------------------------------------------------------------------------------------------

def hunted(campaign) -> list:
    return [target["relic"] for target in campaign.targets if target["target"] == "site relic"]


def relics_at_targets(use) -> list:
    """The facedown relics at the targeted sites not yet targeted, as choices by place (never by face)."""
    board, campaign = use.board, use.campaign
    return [{"relic_at": slot, "place": place} for slot in campaign.sites()
            for place, relic in enumerate(board.sites[slot].relics) if relic not in hunted(campaign)]


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
        if target["target"] == "site relic" and target["relic"] in board.sites[target["slot"]].relics:
            board.sites[target["slot"]].relics.remove(target["relic"])
            board.expose()                              # Relic Hunter: a facedown relic taken, seen by its taker
            peek(use, "the relic taken", [target["relic"]])
            yield from keep_or_bury(use, target["relic"], held=False)
    for relic in campaign.targeted("relic"):
        if relic != GRAND_SCEPTER.id and relic in use.me.relics:
            yield from keep_or_bury(use, relic, held=True)


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


# --- 115 Captains, 198 Wild Allies: a Campaign from elsewhere ---------------------------------------------------------

def campaigns_from(use, sites: list) -> list:
    """Every Campaign the power offers: from one of `sites`, against a defender eligible there (Law 5.5.1 read with
    the pawn at that site)."""
    return [{"at": slot, "defender": defender} for slot in sites for defender in defenders(use.board, use.player, slot)]


def campaign_from(use, kind: str, sites: list):
    """Campaign at the chosen site as if the pawn were there, paying no Supply (Law 7.6.2), the attacker's warbands
    at that site in its force (Campaign.at). Choosing site and defender is one choice; the power is used, so the
    Campaign is made (Law 7.1.3)."""
    move = yield from choose(use.player, kind, f"{card_name(use.card)}: campaign from which site, against whom?",
                             campaigns_from(use, sites), card_name(use.card))
    return (yield from campaign_action(use.board, use.player, {"action": "campaign", "defender": move["defender"],
                                                              "free": True, "at": move["at"]}))


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


def wild_allies_sites(use) -> list:
    """The faceup sites with a faceup Beast card among their denizens."""
    return [slot for slot, site in enumerate(use.board.sites)
            if site.faceup and any(c.faceup and suit_of(c) == "Beast" for c in site.cards)]


@power(WILD_ALLIES, "action", usable=lambda use: bool(campaigns_from(use, wild_allies_sites(use))))
def wild_allies(use):
    """198 Wild Allies (1 secret). Campaign at any site that has a Beast card as if your pawn were there, paying no
    Supply and adding your warbands at that site to your force. Read as Captains; "has a Beast card": a faceup Beast
    denizen at that faceup site, whoever rules it."""
    yield from campaign_from(use, "wild allies campaign", wild_allies_sites(use))


# --- 185 Vow of Union -------------------------------------------------------------------------------------------------

@hooks.contributes("campaign.force_sites", "Vow of Union", card=VOW_OF_UNION)
def vow_of_union_force(board, campaign) -> list:
    """185 Vow of Union (adviser only, locked; persistent, Campaign). In campaigns, warbands at sites you rule join your
    attacking force. You cannot travel away from a site you rule while you have warbands on your board.

    Readings: "your attacking force": only when you attack. Every site you rule when the force is counted adds your
    warbands there (Law 10 "Force"), with the consequences written at Captains: attack dice, skulls, sacrifice, losses
    chosen by you, a defeated attacker's survivors to its board (Law 5.5.6). The prohibition (Law 7.1.4) stops every
    travel of your pawn away, a banishment too (Law 5.5.7.III: the pawn travels)."""
    return sites_ruled(board, campaign.attacker) if adviser_holder(board, VOW_OF_UNION) == campaign.attacker else []


@hooks.contributes("travel.allowed", "Vow of Union", card=VOW_OF_UNION)
def vow_of_union_stays(board, player: int, to: int, buried_giant) -> bool:
    held = board.players[player]
    if adviser_holder(board, VOW_OF_UNION) != player or to == held.site:
        return True
    return not (held.warbands and rules(board, player, held.site))
