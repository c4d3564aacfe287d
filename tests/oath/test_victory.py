"""The Oathkeeper title (Law 2.11) and the ends of the game: the Exiles' wins at Wake (3.1, 3.2, 4.1.2), the
Stable Regime (3.3), the Successor (3.3.1) and War Exhaustion (3.4)."""

import pytest

from engine.core import Result
from engine.oath.cards import GRAND_SCEPTER, RELICS, card_named
from engine.oath.phases import wake
from engine.oath.state import DARKEST_SECRET, PEOPLES_FAVOR, PURPLE
from engine.oath.victory import end_of_round, result, successor, update_title, war_exhaustion
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, Script, hold, make_board

CONQUEST, REBELLION = card_named("Conquest").id, card_named("Rebellion").id
SANCTUARY, FAITH = card_named("Sanctuary").id, card_named("Faith").id
RELIC_A, RELIC_B, RELIC_C, RELIC_D = list(RELICS)[:4]


class FixedDie:
    """A stand-in for board.rng that gives the scripted fate die results (below(6) + 1 = face) and fails if
    rolled once more."""

    def __init__(self, *faces):
        self.faces = list(faces)

    def below(self, n):
        assert n == 6
        return self.faces.pop(0) - 1


def station(board, colour, *slots):
    for slot in slots:
        board.sites[slot].warbands[colour] = 1


# --- Law 2.11 the title ---------------------------------------------------------------------------------------

def test_the_title_goes_to_the_one_who_rules_the_most_sites_oathkeeper_side_up():
    """Law 2.11 Supremacy, (d): a Usurper title changing hands turns Oathkeeper."""
    board = make_board()
    board.title_holder, board.usurper = BLUE, True
    station(board, "Red", 1, 2)
    station(board, PURPLE, 3)
    station(board, "Blue", 4)
    Script(update_title(board))
    assert (board.title_holder, board.usurper) == (RED, False)


def test_the_holder_keeps_the_title_on_a_tie():
    """Law 2.11(b)."""
    board = make_board()
    station(board, PURPLE, 0)
    station(board, "Red", 1)
    script = Script(update_title(board))
    assert script.decisions == [] and board.title_holder == CHANCELLOR


def test_a_holder_who_no_longer_meets_the_goal_chooses_among_the_tied():
    """Law 2.11(c)."""
    board = make_board()
    station(board, PURPLE, 0)
    station(board, "Red", 1, 2)
    station(board, "White", 3, 4)
    script = Script(update_title(board), {"title": WHITE})
    assert script.decisions[0].player == CHANCELLOR
    assert script.decisions[0].choices == [{"title": RED}, {"title": WHITE}]
    assert board.title_holder == WHITE


def test_the_empire_counts_every_site_with_purple_warbands_for_the_chancellor():
    """Law 2.11(g), 6.6.3: the Citizens' purple sites and the Chancellor's are one count."""
    board = make_board(citizens=["Red"])
    board.title_holder = BLUE
    station(board, PURPLE, 0, 1, 2)          # say one of them the Citizen's, two the Chancellor's: all purple
    station(board, "Blue", 3, 4)
    Script(update_title(board))
    assert board.title_holder == CHANCELLOR


def test_a_citizen_holding_the_title_under_supremacy_passes_it_to_the_chancellor():
    """Law 2.11(g): while the Empire meets the goal, the Chancellor holds the title."""
    board = make_board(citizens=["Red"])
    board.title_holder = RED
    station(board, PURPLE, 0)
    station(board, "Blue", 1)
    Script(update_title(board))
    assert board.title_holder == CHANCELLOR


def test_protection_counts_relics_and_banners_together():
    """Law 2.11 Protection."""
    board = make_board()
    board.oath = "Protection"
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.players[RED].relics = [RELIC_A]
    hold(board, RED, DARKEST_SECRET, 1)
    Script(update_title(board))
    assert board.title_holder == RED


@pytest.mark.parametrize("oath, banner", [("People", PEOPLES_FAVOR), ("Devotion", DARKEST_SECRET)])
def test_the_people_and_devotion_follow_their_banner(oath, banner):
    """Law 2.11 The People, Devotion: while the banner lies in the shared bank nobody meets the goal and the holder
    keeps the title; whoever holds it takes the title."""
    board = make_board()
    board.oath = oath
    Script(update_title(board))
    assert board.title_holder == CHANCELLOR
    hold(board, BLUE, banner, 1)
    Script(update_title(board))
    assert board.title_holder == BLUE


# --- Law 3.1, 3.2 the Exiles' wins at Wake ---------------------------------------------------------------------

def test_the_usurper_wins_at_their_next_wake():
    """Law 3.1, 4.1.2-4.1.3: the first Wake turns the title; the next one wins."""
    board = make_board()
    board.title_holder, board.round = RED, 3
    Script(wake(board, RED))
    assert board.usurper and not board.finished
    board.round, board.turn = 4, RED
    Script(wake(board, RED))
    assert board.finished
    assert board.outcome == {"victory": "Usurper", "winner": RED, "round": 4, "rule": "Law 3.1"}
    assert result(board) == Result(winners=[RED], turns=[4, 4, 3, 3], ending="Usurper, round 4",
                                   details={"victory": "Usurper", "round": 4, "rule": "Law 3.1"})


def test_a_usurper_who_lost_the_title_does_not_win():
    """Law 3.1, 2.11: the title moved to the one ruling the most sites before the check."""
    board = make_board()
    board.title_holder, board.usurper = RED, True
    station(board, "Blue", 1)
    Script(wake(board, RED))
    assert not board.finished and (board.title_holder, board.usurper) == (BLUE, False)


@pytest.mark.parametrize("drawn, wins", [(2, False), (3, True), (5, True)])
def test_a_vision_wins_only_with_three_visions_drawn(drawn, wins):
    """Law 3.2: every Vision goal needs the Visions Drawn track at 3 or more."""
    board = make_board()
    board.players[RED].vision, board.visions_drawn = FAITH, drawn
    hold(board, RED, DARKEST_SECRET, 1)
    Script(wake(board, RED))
    assert board.finished == wins
    if wins:
        assert board.outcome == {"victory": "Visionary", "winner": RED, "round": 1, "rule": "Law 3.2",
                                 "vision": "Faith"}


@pytest.mark.parametrize("rivals, wins", [(1, True), (2, False)])
def test_conquest_needs_strictly_more_sites_than_anyone(rivals, wins):
    """Law 3.2 Conquest: "more than anyone else"; a tie is not enough."""
    board = make_board()
    board.players[RED].vision, board.visions_drawn, board.title_holder = CONQUEST, 3, RED
    board.usurper = False
    station(board, "Red", 0, 1)
    station(board, PURPLE, *range(2, 2 + rivals))
    Script(wake(board, RED))
    assert board.finished == wins


@pytest.mark.parametrize("blue_relics, wins", [([RELIC_B], True), ([RELIC_B, RELIC_C], False)])
def test_sanctuary_needs_strictly_more_relics_and_banners(blue_relics, wins):
    """Law 3.2 Sanctuary: a relic and a banner beat one relic, not two."""
    board = make_board()
    board.oath = "Devotion"
    board.players[RED].vision, board.visions_drawn = SANCTUARY, 3
    board.players[RED].relics = [RELIC_A]
    hold(board, RED, PEOPLES_FAVOR, 1)
    board.players[BLUE].relics = blue_relics
    Script(wake(board, RED))
    assert board.finished == wins


def test_rebellion_wins_with_the_peoples_favor_after_the_duty():
    """Law 3.2 Rebellion, 4.1.1-4.1.2."""
    board = make_board()
    board.players[RED].vision, board.visions_drawn = REBELLION, 4
    hold(board, RED, PEOPLES_FAVOR, 1)
    board.players[RED].favor = 1
    Script(wake(board, RED))
    assert board.outcome["vision"] == "Rebellion" and board.banners[PEOPLES_FAVOR].tokens == 2


# --- Law 3.3 the Stable Regime -----------------------------------------------------------------------------------

@pytest.mark.parametrize("round_, face, ends", [
    (5, 5, False), (5, 6, True), (6, 4, False), (6, 5, True), (7, 2, False), (7, 3, True), (7, 6, True)])
def test_the_stable_regime_ends_the_game_on_6_then_5_then_3(round_, face, ends):
    """Law 3.3: after round 5 a 6, after round 6 a 5-6, after round 7 a 3-6."""
    board = make_board()
    board.round, board.rng = round_, FixedDie(face)
    Script(end_of_round(board))
    assert board.finished == ends
    if ends:
        assert board.outcome == {"victory": "Stable Regime", "winner": CHANCELLOR, "round": round_,
                                 "rule": "Law 3.3"}


def test_no_fate_die_before_round_5():
    """Law 3.3: the FixedDie would fail if rolled."""
    board = make_board()
    board.round, board.rng = 4, FixedDie()
    Script(end_of_round(board))
    assert not board.finished


def test_no_fate_die_while_an_exile_holds_the_title():
    """Law 3.3: only if the Chancellor or a Citizen holds it."""
    board = make_board()
    board.round, board.rng, board.title_holder = 7, FixedDie(), RED
    Script(end_of_round(board))
    assert not board.finished


def test_a_citizen_oathkeeper_rolls_and_the_chancellor_wins():
    """Law 3.3: a Citizen holding the title counts; the win is the Chancellor's."""
    board = make_board(citizens=["Red"])
    board.oath = "People"
    hold(board, RED, PEOPLES_FAVOR, 1)
    board.title_holder, board.round, board.rng = RED, 6, FixedDie(6)
    Script(end_of_round(board))
    assert board.outcome["winner"] == CHANCELLOR and board.outcome["victory"] == "Stable Regime"


def test_a_citizen_meeting_the_successor_goal_takes_the_stable_regime_win():
    """Law 3.3.1 Devotion: the Citizen holding the Grand Scepter wins instead of the Chancellor."""
    board = make_board(citizens=["Red"])
    board.oath = "Devotion"
    hold(board, CHANCELLOR, DARKEST_SECRET, 1)
    board.players[RED].relics = [GRAND_SCEPTER.id]
    board.round, board.rng = 7, FixedDie(4)
    Script(end_of_round(board))
    assert board.outcome == {"victory": "Successor", "winner": RED, "round": 7, "rule": "Law 3.3.1",
                             "instead_of": "Law 3.3"}
    assert result(board).winners == [RED]


# --- Law 3.3.1 Successor goals -----------------------------------------------------------------------------------

def test_successor_of_supremacy_holds_strictly_more_relics_and_banners_than_the_chancellor_and_citizens():
    """Law 3.3.1 Supremacy: Exiles do not count."""
    board = make_board(citizens=["Red", "Blue"])
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.players[RED].relics = [RELIC_A]
    hold(board, RED, DARKEST_SECRET, 1)
    board.players[WHITE].relics = [RELIC_B, RELIC_C, RELIC_D]      # an Exile: ignored
    assert successor(board) == RED
    board.players[BLUE].relics = [RELIC_B, RELIC_C]                 # ties another Citizen
    assert successor(board) is None


@pytest.mark.parametrize("oath, holding", [("People", DARKEST_SECRET), ("Protection", PEOPLES_FAVOR)])
def test_successor_of_the_people_and_protection_holds_the_other_banner(oath, holding):
    """Law 3.3.1: The People -> the Darkest Secret; Protection -> the People's Favor; an Exile never succeeds."""
    board = make_board(citizens=["Red"])
    board.oath = oath
    hold(board, BLUE, holding, 1)
    assert successor(board) is None
    board.banners[holding].holder = RED
    assert successor(board) == RED


def test_successor_of_devotion_holds_the_grand_scepter():
    board = make_board(citizens=["Red"])
    board.oath = "Devotion"
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    assert successor(board) is None
    board.players[CHANCELLOR].relics, board.players[RED].relics = [], [GRAND_SCEPTER.id]
    assert successor(board) == RED


# --- Law 3.4 War Exhaustion ----------------------------------------------------------------------------------------

def test_after_round_8_an_imperial_oathkeeper_gives_the_chancellor_the_win():
    """Law 3.4.1, with no fate die (3.4 replaces 3.3)."""
    board = make_board()
    board.round, board.rng = 8, FixedDie()
    Script(end_of_round(board))
    assert board.outcome == {"victory": "War Exhaustion", "winner": CHANCELLOR, "round": 8, "rule": "Law 3.4.1"}


def test_war_exhaustion_goes_to_the_successor_first():
    """Law 3.4.1, 3.3.1."""
    board = make_board(citizens=["Red"])
    board.oath = "Protection"
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id, RELIC_A]
    hold(board, RED, PEOPLES_FAVOR, 1)
    board.round = 8
    Script(end_of_round(board))
    assert board.outcome == {"victory": "Successor", "winner": RED, "round": 8, "rule": "Law 3.3.1",
                             "instead_of": "Law 3.4.1"}


def test_war_exhaustion_goes_to_the_usurper():
    """Law 3.4.2: before any Vision."""
    board = make_board()
    board.title_holder, board.usurper, board.round = RED, True, 8
    board.players[BLUE].vision, board.visions_drawn = FAITH, 3
    hold(board, BLUE, DARKEST_SECRET, 1)
    war_exhaustion(board)
    assert board.outcome == {"victory": "War Exhaustion", "winner": RED, "round": 8, "rule": "Law 3.4.2"}


def test_an_exile_still_oathkeeper_after_round_8_passes_to_the_visions():
    """Law 3.4, digest note: an Exile holding the title Oathkeeper side up meets neither 3.4.1 nor 3.4.2."""
    board = make_board()
    board.title_holder, board.usurper, board.round = RED, False, 8
    board.players[BLUE].vision, board.visions_drawn = FAITH, 3
    hold(board, BLUE, DARKEST_SECRET, 1)
    war_exhaustion(board)
    assert board.outcome == {"victory": "War Exhaustion", "winner": BLUE, "round": 8, "rule": "Law 3.4.3",
                             "vision": "Faith"}


def test_an_exile_still_oathkeeper_with_no_vision_met_leaves_the_empire_the_win():
    """Law 3.4.4: the Visions need 3 drawn here too."""
    board = make_board()
    board.title_holder, board.usurper, board.round = RED, False, 8
    board.players[BLUE].vision, board.visions_drawn = FAITH, 2
    hold(board, BLUE, DARKEST_SECRET, 1)
    war_exhaustion(board)
    assert board.outcome == {"victory": "War Exhaustion", "winner": CHANCELLOR, "round": 8, "rule": "Law 3.4.4"}


@pytest.mark.parametrize("visions, winner", [
    ({RED: FAITH, BLUE: REBELLION}, BLUE), ({RED: REBELLION, BLUE: CONQUEST}, BLUE),
    ({RED: SANCTUARY, BLUE: FAITH}, RED)])
def test_several_visionaries_at_war_exhaustion_go_by_conquest_rebellion_sanctuary_faith(visions, winner):
    """Law 3.4.3 tie order."""
    board = make_board()
    board.title_holder, board.round, board.visions_drawn = WHITE, 8, 3
    for player, vision in visions.items():
        board.players[player].vision = vision
    goals = {FAITH: lambda p: hold(board, p, DARKEST_SECRET, 1), REBELLION: lambda p: hold(board, p, PEOPLES_FAVOR, 1),
             CONQUEST: lambda p: station(board, board.players[p].colour, 5, 6),
             SANCTUARY: lambda p: board.players[p].relics.extend([RELIC_A, RELIC_B, RELIC_C])}
    for player, vision in visions.items():
        goals[vision](player)
    war_exhaustion(board)
    assert board.outcome["rule"] == "Law 3.4.3" and board.outcome["winner"] == winner


def test_no_result_before_the_game_ends():
    assert result(make_board()) is None


def test_the_title_is_settled_before_the_fate_die():
    """Law 2.11, 3.3: an Exile ruling the most sites holds the title at the round's end, so no die is rolled."""
    board = make_board()
    board.round, board.rng = 5, FixedDie()
    station(board, "Red", 1, 2)
    Script(end_of_round(board))
    assert board.title_holder == RED and not board.finished
