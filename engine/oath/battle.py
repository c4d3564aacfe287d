"""Battle plans (Law 7.5): used in Campaign step 3 (Law 5.5.3) by a side that rules them, resolved again in step 6
("If you are defeated", Law 5.5.6) and step 8 ("If you are victorious", then "At the end of the campaign, discard
this card", Law 5.5.8). The plans themselves are cards, written beside their texts (abilities/, by suit).

A plan's step-3 effect is its registered power; what it does later is registered beside it with
`@later(VICTORIOUS, card)`, `@later(DEFEATED, card)` or `@later(AFTERWARDS, card)`, and a plan discarded at the
campaign's end is named in DISCARD_AT_END. On a plan used by the defender or an Ally, "you" is the whole defending side
(Law 5.5.3, Czech); the player who used it pays and gains.
"""

from dataclasses import dataclass

from engine.core.effects import run

from . import hooks
from .cards import Cost, card_name
from .powers import Place, Power, Use, accessible, cost_in, faceup_cards, power, powers_of, usable, use_power
from .rules import ask, discard_cards, locked, locked_to, locks_everywhere, ruled_by_bandits

VICTORIOUS: dict = {}       # card -> (use): "If you are victorious" (Law 5.5.8)
DEFEATED: dict = {}         # card -> (use): "If you are defeated" (Law 5.5.6)
AFTERWARDS: dict = {}       # card -> (use): "After you are victorious", once the Campaign is over
DISCARD_AT_END: set = set()  # "At the end of the campaign, discard this card" (Law 5.5.8)


def barred_plan(board, campaign, user: int, card_id: int) -> bool:
    """A persistent power may bar `user` from a plan (hook battle_plan.barred: True Names)."""
    return hooks.some("battle_plan.barred", board, campaign, user, card_id)


@dataclass
class Used:
    """A battle plan used in this Campaign, by whom (a player, or the bandits) and from where."""

    power: Power
    place: Place
    user: int | str

    @property
    def card(self) -> int:
        return self.power.card


def plan(card_id: int, side: str, usable=None):
    return power(card_id, "battle_plan", side=side, usable=usable)


def later(table, card_id: int):
    def register(run):
        table[card_id] = run
        return run

    return register


# --- Law 5.5.3: step 3 ---------------------------------------------------------------------------------------------

def use_battle_plans(board, campaign, side: str):
    """Law 5.5.3: the attacker first; then the defender and each Ally; the bandits use every cost-free plan they
    rule."""
    if side == "attacker":
        yield from choose_plans(board, campaign, campaign.attacker)
    elif campaign.against_bandits:
        yield from bandit_plans(board, campaign)
    else:
        for user in [campaign.defender] + campaign.allies:
            yield from choose_plans(board, campaign, user)


def plans_offered(board, campaign, user: int) -> list:
    """Law 7.5.1: plans the user rules (not merely at its pawn's site), of its side's colour, unused in this
    Campaign (Law 5.5.3), not barred by an enemy's True Names, and affordable (Law 7.5.3). None once a side is
    victorious immediately (Peace Envoy, Hearts and Minds): the battle is over."""
    if campaign.won_at_once is not None:
        return []
    role = "A" if user == campaign.attacker else "D"
    return [(each, place) for each, place in accessible(board, user, "battle_plan")
            if role in each.side and not used(campaign, each.card) and not barred_plan(board, campaign, user, each.card)
            and usable(board, user, each, place, campaign)]


def choose_plans(board, campaign, user: int):
    while True:
        offered = plans_offered(board, campaign, user)
        if not offered:
            return
        move = yield from ask(user, "battle plan", "Campaign (Law 5.5.3): use a battle plan, or stop",
                              [{"plan": each.card} for each, _ in offered] + [{"plan": "done"}], source="Law 5.5.3")
        if move["plan"] == "done":
            return
        each, place = next((each, place) for each, place in offered if each.card == move["plan"])
        campaign.plans.append(Used(each, place, user))
        yield from use_power(board, user, each, place, campaign)


def bandit_plans(board, campaign):
    """Law 5.5.3: the bandits use every cost-free defender's plan at a site they rule, in slot order."""
    for card_id, place in list(faceup_cards(board)):
        if place.zone != "site" or not ruled_by_bandits(board, place.slot):
            continue
        for each in powers_of(card_id, "battle_plan"):
            use = Use(board, campaign.defender, each, place, campaign)
            barred = used(campaign, card_id) or barred_plan(board, campaign, campaign.defender, card_id)
            free = cost_in(board, campaign.defender, each, campaign) == Cost()      # a surcharge: Insect Swarm
            if "D" not in each.side or not free or barred or (each.usable and not each.usable(use)):
                continue
            campaign.plans.append(Used(each, place, campaign.defender))
            board.say(f"The bandits use {card_name(card_id)}.")
            yield from run(each.effect(use))


def user_of(campaign, card_id: int):
    """Who used the plan `card_id` in this Campaign (a player, or the bandits), or None."""
    return next((plan.user for plan in campaign.plans if plan.card == card_id), None)


def used(campaign, card_id: int) -> bool:
    return user_of(campaign, card_id) is not None


def used_by_the_defence(campaign, card_id: int) -> bool:
    """The plan was used by the defending side (the defender, an Ally or the bandits)."""
    return user_of(campaign, card_id) not in (None, campaign.attacker)


# --- Law 5.5.6, 5.5.8: after the battle ----------------------------------------------------------------------------

def resolve_plans(board, campaign, when: str):
    """Law 5.5.6: "If you are defeated" plans, after the losses. Law 5.5.8: the victor's "If you are victorious"
    plans, then every "At the end of the campaign" discard (a replacement, hook battle_plan.discard_at_end, may
    keep some), then what comes after the Campaign (Second Wind)."""
    for plan in list(campaign.plans):
        won = (plan.user == campaign.attacker) == campaign.victorious
        table = DEFEATED if when == "defeated" else VICTORIOUS
        if plan.card in table and won == (when == "victorious"):
            yield from run(table[plan.card](Use(board, plan.user, plan.power, plan.place, campaign)))
    if when != "victorious":
        return
    discarded = [plan for plan in campaign.plans if plan.card in DISCARD_AT_END]
    yield from hooks.each("battle_plan.discard_at_end", board, campaign, discarded)    # a replacement keeps some
    for plan in discarded:
        discard_plan(board, campaign, plan)
    for plan in campaign.plans:
        if plan.card in AFTERWARDS and (plan.user == campaign.attacker) == campaign.victorious:
            yield from run(AFTERWARDS[plan.card](Use(board, plan.user, plan.power, plan.place, campaign)))


def discard_plan(board, campaign, plan: Used) -> None:
    """Law 10 "Discard": an adviser goes to the pile after its owner's region, a site's card to the pile after the
    site's; a locked card stays (Law 7.2.2), as does one its user acts as if locked (Ancient Bloodline, the one lock
    check rules.locked_to; ruleset version 3: a player may use a plan at a site they rule together with an enemy who
    holds the Bloodline). Secrets on a bandit plan are simply burnt (Law 9.3)."""
    place = plan.place
    cards = board.players[place.owner].advisers if place.zone == "adviser" else board.sites[place.slot].cards
    card = next((c for c in cards if c.id == plan.card), None)
    if card is None or locked(card):
        return
    if isinstance(plan.user, int) and locks_everywhere(board) and locked_to(board, plan.user, card):
        return
    slot = board.players[place.owner].site if place.zone == "adviser" else place.slot
    payer = plan.user if isinstance(plan.user, int) else campaign.attacker
    if not isinstance(plan.user, int):
        card.secrets = 0
    cards.remove(card)
    discard_cards(board, payer, [card], board.region_of(slot))
    board.say(f"{card_name(plan.card)} is discarded.")


# --- who "you" are --------------------------------------------------------------------------------------------------

def attacking(use) -> bool:
    return use.player == use.campaign.attacker


def bandits(use) -> bool:
    return use.campaign.against_bandits and not attacking(use)


def your_side(use) -> list[int]:
    """Law 5.5.3 (Czech): on a defender's or Ally's plan, "you" is the whole defending side."""
    campaign = use.campaign
    if attacking(use):
        return [campaign.attacker]
    return [] if campaign.against_bandits else [campaign.defender] + campaign.allies


def enemies(campaign, user) -> list[int]:
    if user == campaign.attacker:
        return [] if campaign.against_bandits else [campaign.defender] + campaign.allies
    return [campaign.attacker]


def enemy_side(use) -> str:
    return "defender" if attacking(use) else "attacker"


def change_attack_dice(use, count: int) -> None:
    """cards.md legend: "+/-N attack dice": the attacker adds N, the defender removes N, never below none (the
    Czech 5.5.3 has no "add a defense die instead")."""
    campaign = use.campaign
    campaign.attack_dice = campaign.attack_dice + count if attacking(use) else max(0, campaign.attack_dice - count)


def add_defense_dice(use, count: int) -> None:
    use.campaign.defense_dice += count


def victorious_immediately(use) -> None:
    """"You are victorious immediately" (Peace Envoy, Hearts and Minds): no more plans are used and the dice are not
    rolled (Law 5.5.4-5.5.5 are skipped); the Campaign goes on at step 6 with the user's side the victor."""
    use.campaign.won_at_once = "attacker" if attacking(use) else "defender"
