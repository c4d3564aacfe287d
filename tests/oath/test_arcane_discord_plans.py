"""The battle plans Rusting Ray (57) and Zealots (87) (Law 5.5, 7.5; abilities/arcane.py, discord.py), with the dice
forced. Numbers in the docstrings are printed card numbers.

As in test_battle_plans.py, Red (seat 1) campaigns from the River (slot 0, the Cradle), which Blue (seat 2) rules;
Blue's pawn is far away (the Salt Flats, the Hinterland) unless a test brings it."""

from engine.oath.abilities.arcane import RUSTING_RAY
from engine.oath.abilities.discord import ZEALOTS
from engine.oath.actions.campaign import campaign
from engine.oath.dice import BLANK, HOLLOW, SHIELD, SWORD, SWORDS_AND_SKULL
from engine.oath.rules import give_banner
from engine.oath.state import DARKEST_SECRET
from tests.oath.harness import BLUE, RED, card, forced
from tests.oath.test_battle_plans import COAST, HERE, SLUM, Run, adviser, fight, scene

SACRIFICE = "campaign sacrifice"


def plans(*cards) -> dict:
    return {"battle plan": [{"plan": each} for each in cards]}


def sacrifice_offered(run) -> list:
    return [d.choices for d in run.decisions if d.kind == SACRIFICE]


# --- 57 Rusting Ray -------------------------------------------------------------------------------------------------

def ray_scene(red=3, blue_here=1):
    board = scene(red=red, blue_here=blue_here)
    board.sites[HERE].cards.append(card(RUSTING_RAY))
    board.players[BLUE].secrets = 2
    give_banner(board, BLUE, DARKEST_SECRET)
    return board


def test_rusting_ray_ignores_the_attackers_hollow_swords_while_blue_holds_the_darkest_secret():
    """57 Rusting Ray (defender, 1 secret), Law 5.5.5: Red's sword and two hollow swords would make 2; the hollow
    swords are ignored, so the attack is 1 against Blue's defense 1 (a blank and its 1 warband): a tie, Blue wins and
    Red loses half its 3 warbands (Law 5.5.6). Out of its turn Blue's secret stays facedown on its board (Law
    7.1.2); the card stays at the River."""
    board = ray_scene()
    forced(board, defense=[BLANK], attack=[SWORD, HOLLOW, HOLLOW])
    run = fight(board, 3, **plans(RUSTING_RAY))
    assert run.offered(BLUE) == [[{"plan": RUSTING_RAY}, {"plan": "done"}]]
    assert (run.result.attack, run.result.defense, run.result.victorious) == (1, 1, False)
    assert board.players[RED].warbands == 2 and board.sites[HERE].warbands == {"Blue": 1}
    blue = board.players[BLUE]
    assert (blue.secrets, blue.hidden_secrets) == (1, 1) and board.sites[HERE].cards == [card(RUSTING_RAY)]
    assert board.players[BLUE].banners == [DARKEST_SECRET]


def test_rusting_ray_is_not_offered_without_the_darkest_secret():
    """57 Rusting Ray: "If you hold the Darkest Secret": with the banner in the shared bank it cannot be used, and
    Red's two hollow swords count as a sword (Law 5.5.5): 1 against Blue's blank and 1 warband."""
    board = scene(red=2, blue_here=0)
    board.sites[HERE].warbands = {"Blue": 1}
    board.sites[HERE].cards.append(card(RUSTING_RAY))
    board.players[BLUE].secrets = 2
    forced(board, defense=[BLANK], attack=[HOLLOW, HOLLOW])
    run = fight(board, 2)
    assert run.offered(BLUE) == [] and (run.result.attack, run.result.defense) == (1, 1)
    assert board.sites[HERE].cards == [card(RUSTING_RAY)] and board.players[BLUE].secrets == 2


def test_rusting_ray_leaves_every_other_face_a_skull_still_kills():
    """57 Rusting Ray: only hollow swords are ignored; two swords and a skull still add 2 and kill one of Red's
    warbands (Law 5.5.5). Attack 2 against Blue's shield and 1 warband: a tie, Blue wins."""
    board = ray_scene(red=2)
    forced(board, defense=[SHIELD], attack=[SWORDS_AND_SKULL, HOLLOW])
    run = fight(board, 2, **plans(RUSTING_RAY))
    assert (run.result.attack, run.result.defense, run.result.victorious) == (2, 2, False)
    assert run.result.killed["attacker"] == 1 and board.players[RED].warbands == 1   # the skull; then half of 1


# --- 87 Zealots -----------------------------------------------------------------------------------------------------

def zealots_scene(red, blue_here):
    board = scene(red=red, blue_here=blue_here)
    adviser(board, RED, ZEALOTS)
    board.players[RED].favor = 1
    return board


def test_zealots_against_a_larger_force_each_sacrificed_warband_adds_3():
    """87 Zealots (attacker, 1 favor), Law 5.5.5, 9.5: Blue's 4 warbands outnumber Red's 2; a lone hollow sword is
    0 against 4, so 5 is needed: at 3 each, exactly 2 warbands. Red sacrifices them: 6 beats 4. Blue loses half its
    4, the 2 survivors go to its board (Law 5.5.6); Red has none left to place. Zealots keeps Red's favor."""
    board = zealots_scene(red=2, blue_here=4)
    forced(board, defense=[BLANK], attack=[HOLLOW])
    run = fight(board, 1, **plans(ZEALOTS), **{SACRIFICE: [{"sacrifice": 2}]})
    assert sacrifice_offered(run) == [[{"sacrifice": 2}, {"sacrifice": 0}]]
    assert (run.result.attack, run.result.defense, run.result.victorious) == (6, 4, True)
    assert board.players[RED].warbands == 0 and run.result.killed == {"attacker": 2, "defender": 2}
    assert board.players[BLUE].warbands == 2 and board.sites[HERE].warbands == {}
    assert board.players[RED].advisers == [card(ZEALOTS, favor=1)] and board.players[RED].favor == 0


def test_zealots_against_a_force_no_larger_a_warband_adds_1():
    """87 Zealots: Blue's 4 warbands against Red's 5: not larger, so the Law's sacrifice stands: 5 warbands for 5."""
    board = zealots_scene(red=5, blue_here=4)
    forced(board, defense=[BLANK], attack=[HOLLOW])
    run = fight(board, 1, **plans(ZEALOTS), **{SACRIFICE: [{"sacrifice": 5}]})
    assert sacrifice_offered(run) == [[{"sacrifice": 5}, {"sacrifice": 0}]]
    assert (run.result.attack, run.result.defense, run.result.victorious) == (5, 4, True)
    assert board.players[RED].warbands == 0


def test_zealots_compares_the_forces_after_the_skulls_kill():
    """87 Zealots, Law 5.5.5: Red's 3 warbands equal Blue's 3 until Red's skull kills one; then 3 is larger than 2.
    Two swords make 2 against 3: 2 needed, 1 warband at 3 suffices (the last may overshoot): 5 beats 3."""
    board = zealots_scene(red=3, blue_here=3)
    forced(board, defense=[BLANK], attack=[SWORDS_AND_SKULL])
    run = fight(board, 1, **plans(ZEALOTS), **{SACRIFICE: [{"sacrifice": 1}]})
    assert sacrifice_offered(run) == [[{"sacrifice": 1}, {"sacrifice": 0}]]
    assert (run.result.attack, run.result.defense, run.result.victorious) == (5, 3, True)
    assert board.players[RED].warbands == 1 and run.result.killed["attacker"] == 2


def test_zealots_the_bandits_count_in_the_defending_force():
    """87 Zealots, Law 2.8.3, 7.6.5: each targeted bandit site gives a bandit to the defending force. Red's 2
    warbands attack the River, the Lush Coast and the Great Slum: 3 bandits and 3 dice, all blank: defense 3. At 3
    each, 2 warbands make 6 (without the bandits counted, 4 would be needed and none offered). The bandits hide."""
    board = zealots_scene(red=2, blue_here=0)
    forced(board, defense=[BLANK] * 3)
    run = fight(board, 0, defender="bandits", **plans(ZEALOTS), **{
        SACRIFICE: [{"sacrifice": 2}],
        "campaign target": [{"target": "site", "slot": COAST}, {"target": "site", "slot": SLUM},
                            {"target": "done"}]})
    assert run.result.bandits == 3 and sacrifice_offered(run) == [[{"sacrifice": 2}, {"sacrifice": 0}]]
    assert (run.result.attack, run.result.defense, run.result.victorious) == (6, 3, True)
    assert board.players[RED].warbands == 0 and all(not site.warbands for site in board.sites)


def test_zealots_is_not_offered_with_no_warband_to_sacrifice():
    """87 Zealots: with Red's board empty no warband can be sacrificed (Law 5.5.5), so the plan is not offered and
    keeps Red's favor."""
    board = zealots_scene(red=0, blue_here=1)
    forced(board, defense=[BLANK])
    run = Run(campaign(board, RED, {"action": "campaign", "defender": BLUE}), {})
    assert run.offered(RED) == [] and board.players[RED].favor == 1 and not run.result.victorious
