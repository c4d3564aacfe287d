"""Two battle plans of the Archive (Law 7.5; cards.md; numbers are printed card numbers, the engine id is one less):
Rusting Ray (57, Arcane) and Zealots (87, Discord). As in campaign_cards.py, a plan's step-3 power only notes that it
was used (battle.py keeps campaign.plans); what it changes is its answer at the Campaign's hook points, beside its
text (actions/campaign.py, Law 5.5.5).
"""

from .. import hooks
from ..battle import plan, used_by_the_defence, user_of
from ..cards import card_named
from ..dice import HOLLOW
from .battle_plans import holds_darkest_secret

RUSTING_RAY, ZEALOTS = card_named("Rusting Ray").id, card_named("Zealots").id

ZEALOT_SACRIFICE = 3            # "adds 3 (not 1)"


# --- 57 Rusting Ray (Arcane) ----------------------------------------------------------------------------------------

@plan(RUSTING_RAY, "D", usable=holds_darkest_secret)
def rusting_ray(use):
    """57 Rusting Ray (defender, 1 secret). If you hold the Darkest Secret, ignore all hollow-sword results your enemy
    rolls.

    Readings: the condition is met when the plan is used (Law 5.5.3; Fire Talkers reads it so), and "you" is the whole
    defending side (Law 5.5.3, Czech), so it is offered only while the defender or an Ally holds the Darkest Secret;
    once used, it holds for the attack roll even if the banner changes hands meanwhile. The attacker's hollow swords
    then add nothing (two of them no longer make a sword, Law 5.5.5); no other face is touched (a hollow sword has no
    skull). The bandits never pay its secret, so they never use it (Law 5.5.3); it is not discarded."""


@hooks.contributes("campaign.attack_faces", "Rusting Ray", card=RUSTING_RAY)
def rusting_ray_faces(faces: list, board, campaign) -> list:
    if not used_by_the_defence(campaign, RUSTING_RAY):
        return faces
    return [face for face in faces if face != HOLLOW]


# --- 87 Zealots (Discord) -------------------------------------------------------------------------------------------

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
