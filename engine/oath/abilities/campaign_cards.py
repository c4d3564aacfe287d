"""Archive cards that extend the Campaign (Law 5.5, 7.5), each written like its card (cards.md; numbers are printed
card numbers, the engine id is one less): the battle plans Lancers (154), Mounted Patrol (163), War Tortoise (187)
and Wild Mounts (153), and the persistent powers Sealing Ward (72) and Beast Tamer (90).

A plan's step-3 power only notes that it was used (battle.py keeps campaign.plans); what it changes later is its
answer at the Campaign's hook points, beside its text: the dice rolled, the faces counted, the attack from the dice
(actions/campaign.py, Law 5.5.4-5.5.5) and the discards at the end (battle.py, Law 5.5.8).
"""

from .. import hooks
from ..battle import DISCARD_AT_END, enemies, plan, used_by_the_defence, user_of, your_side
from ..cards import DENIZENS, card_name, card_named
from ..dice import SWORDS_AND_SKULL, TWO_SHIELDS
from ..powers import Use, adviser_holder, card_at, faceup_cards, rules_card
from ..rules import ask, discard_cards, locked_to, suit_of
from .powers_played import discard_from_site


def named(name: str) -> int:
    return card_named(name).id


LANCERS, MOUNTED_PATROL, WAR_TORTOISE, WILD_MOUNTS, SEALING_WARD, BEAST_TAMER = map(named, (
    "Lancers", "Mounted Patrol", "War Tortoise", "Wild Mounts", "Sealing Ward", "Beast Tamer"))


# --- 154 Lancers ----------------------------------------------------------------------------------------------------

@plan(LANCERS, "A")
def lancers(use):
    """154 Lancers (attacker). Double your total attack roll. At the end, discard Lancers.

    "Your total attack roll" is the attack from the dice (Law 5.5.5: swords plus pairs of hollow swords), as the
    dice count after every power on their faces (War Tortoise); warbands sacrificed are not rolled, so they are
    added after, undoubled, and the sacrifice offered is the one needed against the doubled roll (Law 5.5.5, 9.5).
    """


@hooks.contributes("campaign.attack_roll", "Lancers", card=LANCERS)
def lancers_double(attack: int, board, campaign) -> int:
    return attack * 2 if user_of(campaign, LANCERS) == campaign.attacker else attack


# --- 163 Mounted Patrol ---------------------------------------------------------------------------------------------

@plan(MOUNTED_PATROL, "D", usable=lambda use: use.campaign.attack_dice > 0)
def mounted_patrol(use):
    """163 Mounted Patrol (defender). The attacker rolls only half their attack dice, rounded down. At the end,
    discard Mounted Patrol.

    The pool is halved when it is rolled (Law 5.5.5), not when the plan is used: every die the pool gains or loses
    in step 3, before or after this plan, is counted first. Not offered against an empty pool (nothing to halve, and
    the card would be discarded for nothing, Law 9.5); the bandits use it as any cost-free plan (Law 5.5.3)."""


@hooks.contributes("campaign.attack_dice_rolled", "Mounted Patrol", card=MOUNTED_PATROL)
def mounted_patrol_halves(count: int, board, campaign) -> int:
    patrol = user_of(campaign, MOUNTED_PATROL)
    return count // 2 if patrol is not None and patrol != campaign.attacker else count


DISCARD_AT_END.update({LANCERS, MOUNTED_PATROL})


# --- 187 War Tortoise -----------------------------------------------------------------------------------------------

@plan(WAR_TORTOISE, "AD")
def war_tortoise(use):
    """187 War Tortoise (1 favor). Ignore all attack or defense your enemy gains from double-sword+skull or
    double-shield results (their skulls still kill their warbands).

    Used by the attacker, the enemy's defense roll (the bandits' too) counts no two-shield face: the x2 faces still
    double the shields that are left (Law 5.5.4). Used by the defending side, the attacker's two-swords-and-skull
    faces add no attack, but each still kills a warband (Law 5.5.5). The x2 face is not a "double-shield" result."""


@hooks.contributes("campaign.defense_faces", "War Tortoise", card=WAR_TORTOISE)
def war_tortoise_defense(faces: list, board, campaign) -> list:
    if user_of(campaign, WAR_TORTOISE) != campaign.attacker:
        return faces
    return [face for face in faces if face != TWO_SHIELDS]


@hooks.contributes("campaign.attack_faces", "War Tortoise", card=WAR_TORTOISE)
def war_tortoise_attack(faces: list, board, campaign) -> list:
    if not used_by_the_defence(campaign, WAR_TORTOISE):
        return faces
    return [face for face in faces if face != SWORDS_AND_SKULL]


# --- 153 Wild Mounts ------------------------------------------------------------------------------------------------

def beast_cards(use) -> list:
    """The faceup Beast cards your side rules (Law 10 "Rule"; "you" is the whole defending side, Law 5.5.3) that can
    be discarded (a locked card cannot, Law 7.2.2), as (card, place)."""
    found = []
    for card_id, place in faceup_cards(use.board):
        if place.zone == "relic" or not any(rules_card(use.board, each, place) for each in your_side(use)):
            continue
        card = card_at(use.board, card_id, place)
        if suit_of(card) == "Beast" and not locked_to(use.board, use.player, card):
            found.append((card, place))
    return found


@plan(WILD_MOUNTS, "AD", usable=lambda use: bool(beast_cards(use)))
def wild_mounts(use):
    """153 Wild Mounts. If you would discard any number of Nomad battle plans, you may instead discard any one Beast
    card you rule.

    Readings: the discards it replaces are those at the end of the Campaign (Law 5.5.8), of the Nomad plans your
    side used (Law 5.5.3: "you" is the whole defending side); no Nomad plan is discarded otherwise. One Beast card,
    ruled by anyone on your side, replaces them all; its user chooses, or declines. cards.md marks it for either
    side (LeCodex's attacker-only model is not followed). Offered only while your side rules a Beast card that can
    be discarded; the bandits make no choice (Law 5.5.3), so it does nothing for them and is not offered them."""


def nomad_plans(use, plans: list) -> list:
    side = your_side(use)
    return [each for each in plans if each.user in side and each.card in DENIZENS
            and DENIZENS[each.card].suit == "Nomad"]


@hooks.contributes("battle_plan.discard_at_end", "Wild Mounts", card=WILD_MOUNTS)
def wild_mounts_instead(board, campaign, plans: list):
    mounts = next((each for each in campaign.plans if each.card == WILD_MOUNTS), None)
    if mounts is None or not isinstance(mounts.user, int):
        return
    use = Use(board, mounts.user, mounts.power, mounts.place, campaign)
    replaced, offered = nomad_plans(use, plans), beast_cards(use)
    if not replaced or not offered:
        return
    names = ", ".join(card_name(each.card) for each in replaced)
    move = yield from ask(use.player, "wild mounts", f"Wild Mounts: discard a Beast card instead of {names}?",
                          [{"discard": card.id} for card, _ in offered] + [{"discard": "none"}], source="Wild Mounts")
    if move["discard"] == "none":
        return
    card, place = next((card, place) for card, place in offered if card.id == move["discard"])
    for each in replaced:
        plans.remove(each)
    if place.zone == "site":
        yield from discard_from_site(board, use.player, place.slot, [card])
    else:
        owner = board.players[place.owner]
        owner.advisers.remove(card)
        discard_cards(board, place.owner, [card], board.region_of(owner.site))
    board.say(f"{card_name(card.id)} is discarded instead of {names}.")


# --- 72 Sealing Ward ------------------------------------------------------------------------------------------------

@hooks.contributes("campaign.defense_dice", "Sealing Ward", card=SEALING_WARD)
def sealing_ward(board, campaign) -> int:
    """72 Sealing Ward (adviser only, locked; persistent, Campaign). Each of your relics adds one more defense die
    when targeted. Only the defender's relics are ever targets (Law 5.5.2), so it counts while the defender holds
    it faceup among its advisers; the Grand Scepter is one of the relics (Law 2.4)."""
    if campaign.against_bandits or adviser_holder(board, SEALING_WARD) != campaign.defender:
        return 0
    return len(campaign.targeted("relic"))


# --- 90 Beast Tamer -------------------------------------------------------------------------------------------------

@hooks.contributes("battle_plan.barred", "Beast Tamer", card=BEAST_TAMER)
def beast_tamer(board, campaign, user, card_id: int) -> bool:
    """90 Beast Tamer (adviser only; persistent, Campaign). Enemies cannot use Beast or Nomad battle plans against
    you. As True Names reads "your enemy" (Law 10): the attacker's plans are used against the defender and every
    Ally, a defending plan (the bandits' too) against the attacker."""
    if card_id not in DENIZENS or DENIZENS[card_id].suit not in ("Beast", "Nomad"):
        return False
    return adviser_holder(board, BEAST_TAMER) in enemies(campaign, user)
