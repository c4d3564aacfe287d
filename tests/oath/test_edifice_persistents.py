"""The persistent faces of the edifices (cards.md 6, Law 2.9, 7.1.4; abilities/edifices.py): Sprawling
Rampart, Hall of Debate, Hall of Mockery, Ruined Temple and Squalid District, each through the decisions of the rule
it changes.

Campaigns use test_battle_plans' scene: Red (seat 1) campaigns from the River (slot 0), which Blue (seat 2) rules;
Blue's pawn is far away (the Salt Flats) unless a test brings it."""

from engine.oath.abilities.edifices import (
    HALL_OF_DEBATE,
    HALL_OF_MOCKERY,
    RUINED_TEMPLE,
    SPRAWLING_RAMPART,
    SQUALID_DISTRICT,
)
from engine.oath.actions.minor import reveal_adviser
from engine.oath.actions.recover import offers as recover_offers
from engine.oath.actions.recover import recover
from engine.oath.actions.search import search
from engine.oath.cards import card_named
from engine.oath.dice import BLANK, SHIELD, SWORD
from engine.oath.play import play_choices
from engine.oath.state import DARKEST_SECRET, PEOPLES_FAVOR, PURPLE
from engine.oath.victory import end_of_round
from tests.oath.harness import BLUE, CHANCELLOR, RED, Script, card, forced, hold, make_board
from tests.oath.test_battle_plans import COAST, HERE, SLUM, fight, scene
from tests.oath.test_victory import FixedDie

WOLVES, LONGBOWS, ELDERS = card_named("Wolves").id, card_named("Longbows").id, card_named("Elders").id
MOUNTAIN = 2                                                # make_board's third slot
FACEDOWN = {"play": "adviser", "faceup": False}
DISCARD = {"play": "discard"}


def target(slot: int) -> dict:
    return {"target": "site", "slot": slot}


def offered_targets(run) -> list:
    return [d.choices for d in run.decisions if d.kind == "campaign target"]


# --- Sprawling Rampart (Order) ----------------------------------------------------------------------------------

def test_sprawling_rampart_each_targeted_site_of_its_ruler_adds_a_defense_die():
    """Sprawling Rampart (PERS, Campaign), Law 2.8.3, 5.5.2: Blue rules the River, where the Rampart lies, and the
    Lush Coast; both targeted, each adds 1 die and 1 more: 4 defense dice. One shield and 2 warbands make 3 against
    Red's 3 swords: a tie, Blue wins (Law 5.5.5) and Red loses half its 3 warbands (Law 5.5.6)."""
    board = scene(red=3, blue_here=1)
    board.sites[HERE].cards.append(card(SPRAWLING_RAMPART))
    board.sites[COAST].warbands = {"Blue": 1}
    forced(board, defense=[BLANK, BLANK, BLANK, SHIELD], attack=[SWORD] * 3)
    run = fight(board, 3, **{"campaign target": [target(COAST)]})
    assert run.result.defense_dice == 4
    assert (run.result.defense, run.result.attack, run.result.victorious) == (3, 3, False)
    assert board.players[RED].warbands == 2
    assert board.sites[HERE].warbands == {"Blue": 1} and board.sites[COAST].warbands == {"Blue": 1}
    assert board.sites[HERE].cards == [card(SPRAWLING_RAMPART)]


def test_sprawling_rampart_adds_nothing_for_a_pawn_or_when_another_rules_it():
    """Sprawling Rampart: only sites add the die, and only the defender's when the Rampart is theirs. Blue's pawn
    and favor (2 dice, Law 2.2) and the River (1 die, +1 for the Rampart): 4; with the Rampart at the Great Slum,
    which the Empire rules, the River adds only its own die: 3."""
    for slot, dice in ((HERE, 4), (SLUM, 3)):
        board = scene(red=1, blue_here=1)
        board.players[BLUE].site = HERE
        board.sites[slot].cards.append(card(SPRAWLING_RAMPART))
        board.sites[SLUM].warbands[PURPLE] = 1
        forced(board, defense=[BLANK] * dice)
        run = fight(board, 0, **{"campaign target": [{"target": "pawn"}]})
        assert run.result.targets == [target(HERE), {"target": "pawn"}]
        assert run.result.defense_dice == dice


def test_sprawling_rampart_at_a_bandit_site_serves_the_bandits():
    """Sprawling Rampart, Law 2.8.3: a site with no warbands is ruled by the bandits, who rule the Rampart there; the
    targeted River adds 1 die and 1 bandit, and the Rampart 1 die more."""
    board = scene(red=1, blue_here=0)
    board.sites[HERE].cards.append(card(SPRAWLING_RAMPART))
    forced(board, defense=[BLANK, BLANK], attack=[SWORD])
    run = fight(board, 1, defender="bandits")
    assert (run.result.defense_dice, run.result.defense, run.result.attack) == (2, 1, 1)
    assert not run.result.victorious and board.players[RED].warbands == 1


# --- Hall of Debate (Hearth) ------------------------------------------------------------------------------------

def test_hall_of_debate_no_one_can_target_the_peoples_favor():
    """Hall of Debate (PERS, Campaign), Law 5.5.2: Blue's pawn is at Red's site with both banners; Red may target
    the Darkest Secret or the pawn, never the People's Favor. Red takes the Darkest Secret (Law 5.5.7.II, seized:
    it keeps its last token, Law 2.5.3); Blue keeps the People's Favor."""
    board = scene(red=2, blue_here=0)
    board.sites[HERE].warbands = {"Blue": 1}
    board.players[BLUE].site = HERE
    board.sites[SLUM].cards.append(card(HALL_OF_DEBATE))
    hold(board, BLUE, PEOPLES_FAVOR, 3)
    hold(board, BLUE, DARKEST_SECRET, 1)
    forced(board, defense=[BLANK, BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2, **{"campaign target": [{"target": "banner", "banner": DARKEST_SECRET},
                                                 {"target": "done"}]})
    assert offered_targets(run)[0] == [{"target": "banner", "banner": DARKEST_SECRET}, {"target": "pawn"},
                                       {"target": "done"}]
    assert (run.result.defense, run.result.attack, run.result.victorious) == (1, 2, True)
    assert board.players[RED].banners == [DARKEST_SECRET] and board.players[BLUE].banners == [PEOPLES_FAVOR]
    assert board.banners[PEOPLES_FAVOR].tokens == 3 and board.players[BLUE].warbands == 1


def test_hall_of_debate_binds_its_ruler_too_and_leaves_recovering_open():
    """Hall of Debate, "no one": Red rules the Hall (at the Lush Coast) and still cannot target Blue's People's
    Favor; Recover takes the banner without targeting it (Law 5.4.3), so it stays offered."""
    board = scene(red=2, blue_here=1)
    board.players[BLUE].site = HERE
    board.sites[COAST].cards.append(card(HALL_OF_DEBATE))
    board.sites[COAST].warbands = {"Red": 1}
    hold(board, BLUE, PEOPLES_FAVOR, 1)
    board.players[RED].favor = 2
    assert {"action": "recover", "banner": PEOPLES_FAVOR} in recover_offers(board, RED)
    forced(board, defense=[BLANK], attack=[])
    run = fight(board, 0)
    assert offered_targets(run) == [[{"target": "pawn"}, {"target": "done"}]]


def test_without_the_hall_of_debate_the_peoples_favor_is_a_target():
    """Law 5.5.2: the control case; the Hall facedown as its ruin, Hall of Mockery, bars nothing."""
    board = scene(red=2, blue_here=1)
    board.players[BLUE].site = HERE
    board.sites[SLUM].cards.append(card(HALL_OF_MOCKERY))
    hold(board, BLUE, PEOPLES_FAVOR, 1)
    forced(board, defense=[BLANK], attack=[])
    run = fight(board, 0)
    assert offered_targets(run)[0][0] == {"target": "banner", "banner": PEOPLES_FAVOR}


# --- Hall of Mockery (ruin) -------------------------------------------------------------------------------------

def test_hall_of_mockery_recovering_the_peoples_favor_turns_it_to_its_mob_side():
    """Hall of Mockery (PERS, Recover), Law 5.4.2-5.4.4: Red pays 5 for the People's Favor holding 4; its old 4
    favor go round the banks from the Beast bank; the banner turns to its Mob side, not its non-Mob one."""
    board = make_board()
    board.sites[MOUNTAIN].cards.append(card(HALL_OF_MOCKERY))
    banner = board.banners[PEOPLES_FAVOR]
    banner.tokens = 4
    red = board.players[RED]
    red.favor = 6
    Script(recover(board, RED, {"action": "recover", "banner": PEOPLES_FAVOR}), {"pay": 5}, {"bank": "Beast"})
    assert (banner.holder, banner.tokens, banner.mob) == (RED, 5, True)
    assert red.banners == [PEOPLES_FAVOR] and (red.favor, red.supply) == (1, 6)
    assert board.favor_banks == {"Discord": 4, "Arcane": 4, "Order": 3, "Hearth": 3, "Beast": 4, "Nomad": 4}


def test_hall_of_mockery_always_even_for_its_ruler_and_from_yourself():
    """Hall of Mockery, "always": Red rules the ruin and already holds the banner on its non-Mob side; recovering it
    from itself still turns it to the Mob side. Six old favor go one to every bank without asking."""
    board = make_board()
    board.sites[MOUNTAIN].cards.append(card(HALL_OF_MOCKERY))
    board.sites[MOUNTAIN].warbands = {"Red": 1}
    hold(board, RED, PEOPLES_FAVOR, 6)
    board.players[RED].favor = 7
    Script(recover(board, RED, {"action": "recover", "banner": PEOPLES_FAVOR}), {"pay": 7})
    assert board.banners[PEOPLES_FAVOR].mob and board.banners[PEOPLES_FAVOR].tokens == 7
    assert board.favor_banks == dict.fromkeys(board.favor_banks, 4) and board.players[RED].favor == 0


def test_the_intact_hall_of_debate_leaves_the_recovered_banner_non_mob():
    """Law 5.4.2: the control case; Hall of Debate is the other face and changes nothing here."""
    board = make_board()
    board.sites[MOUNTAIN].cards.append(card(HALL_OF_DEBATE))
    board.banners[PEOPLES_FAVOR].mob = True
    board.players[RED].favor = 2
    Script(recover(board, RED, {"action": "recover", "banner": PEOPLES_FAVOR}), {"pay": 2}, {"bank": "Order"})
    assert not board.banners[PEOPLES_FAVOR].mob and board.favor_banks["Order"] == 4


# --- Ruined Temple (ruin) ---------------------------------------------------------------------------------------

def test_ruined_temple_an_enemy_searching_keeps_a_beast_card_only_facedown_or_discards_it():
    """Ruined Temple (PERS, Search), Law 5.1.4, 10 "Enemy": the Empire rules the Temple at the Mountain; Red, an
    Exile, draws Wolves, Longbows and Elders and keeps Wolves: it may only go facedown among its advisers or be
    discarded. Red plays it facedown and gains no favor (Law 5.1.4.II)."""
    board = make_board()
    board.sites[MOUNTAIN].cards.append(card(RUINED_TEMPLE))
    board.sites[MOUNTAIN].warbands = {PURPLE: 1}
    board.world = [ELDERS, LONGBOWS, WOLVES]
    run = Script(search(board, RED, {"action": "search", "from": "world"}), {"keep": WOLVES}, {"card": ELDERS})
    assert run.pending.kind == "play" and run.pending.choices == [FACEDOWN, DISCARD]
    board = make_board()
    board.sites[MOUNTAIN].cards.append(card(RUINED_TEMPLE))
    board.sites[MOUNTAIN].warbands = {PURPLE: 1}
    board.world = [ELDERS, LONGBOWS, WOLVES]
    Script(search(board, RED, {"action": "search", "from": "world"}), {"keep": WOLVES}, {"card": ELDERS}, FACEDOWN)
    red = board.players[RED]
    assert red.advisers == [card(WOLVES, faceup=False)] and red.favor == 0 and board.sites[0].cards == []
    assert board.discards["Provinces"] == [LONGBOWS, ELDERS] and board.world == []


def test_ruined_temple_binds_only_the_enemies_of_its_ruler_and_only_beast_cards():
    """Ruined Temple, Law 10 "Enemy", 6.6.3: with the Empire ruling it, the Chancellor and a Citizen play Wolves
    faceup; Red (an Exile) still plays Longbows (Order) faceup."""
    board = make_board(citizens=["Blue"])
    board.sites[MOUNTAIN].cards.append(card(RUINED_TEMPLE))
    board.sites[MOUNTAIN].warbands = {PURPLE: 1}
    for player in (CHANCELLOR, BLUE):
        assert {"play": "adviser", "faceup": True} in play_choices(board, player, WOLVES)
    assert {"play": "site", "site": 0} in play_choices(board, RED, LONGBOWS)
    assert play_choices(board, RED, WOLVES) == [FACEDOWN, DISCARD]


def test_ruined_temple_ruled_by_an_exile_or_the_bandits():
    """Ruined Temple: ruled by Red, everyone else is Red's enemy (Law 10 "Enemy": an Exile is everyone's enemy) and
    Red is not; ruled by the bandits, everyone is an enemy, the Chancellor too."""
    board = make_board()
    board.sites[MOUNTAIN].cards.append(card(RUINED_TEMPLE))
    board.sites[MOUNTAIN].warbands = {"Red": 1}
    assert {"play": "site", "site": 0} in play_choices(board, RED, WOLVES)
    assert play_choices(board, CHANCELLOR, WOLVES) == [FACEDOWN, DISCARD]
    board.sites[MOUNTAIN].warbands = {}
    assert play_choices(board, RED, WOLVES) == [FACEDOWN, DISCARD]
    assert play_choices(board, CHANCELLOR, WOLVES) == [FACEDOWN, DISCARD]


def test_ruined_temple_a_revealed_beast_adviser_can_only_be_discarded():
    """Ruined Temple, Law 6.1: turning a facedown adviser faceup plays it as in Search step 4, never facedown again;
    Red, an enemy, may then only discard Wolves, to the pile of its region (Law 10 "Discard")."""
    board = make_board()
    board.sites[MOUNTAIN].cards.append(card(RUINED_TEMPLE))
    board.sites[MOUNTAIN].warbands = {PURPLE: 1}
    board.players[RED].advisers = [card(WOLVES, faceup=False)]
    run = Script(reveal_adviser(board, RED, {"action": "reveal_adviser", "card": WOLVES}), DISCARD)
    assert [d.choices for d in run.decisions] == [[DISCARD]]
    assert board.players[RED].advisers == [] and board.discards["Provinces"] == [WOLVES]


# --- Squalid District (ruin) ------------------------------------------------------------------------------------

def squalid(ruling: dict, round_: int, face: int, citizens=()):
    board = make_board(citizens=citizens)
    board.sites[MOUNTAIN].cards.append(card(SQUALID_DISTRICT))
    board.sites[MOUNTAIN].warbands = dict(ruling)
    board.round, board.rng = round_, FixedDie(face)
    board.sites[0].warbands = {PURPLE: 1}                   # the Empire keeps the title (Supremacy, Law 2.11)
    board.sites[3].warbands = {PURPLE: 1}
    return board


def test_squalid_district_the_empire_raises_a_5_to_6_and_wins_at_the_end_of_round_5():
    """Squalid District (PERS), Law 3.3: the fate die shows 5 after round 5 (a 6 is needed); the Chancellor, for the
    Empire that rules it, raises it to 6 and wins the Stable Regime."""
    board = squalid({PURPLE: 1}, 5, 5)
    run = Script(end_of_round(board), {"fate": 6})
    asked = run.decisions[0]
    assert (asked.player, asked.kind, asked.choices) == (CHANCELLOR, "squalid district",
                                                         [{"fate": 6}, {"fate": 4}, {"fate": 5}])
    assert board.outcome == {"victory": "Stable Regime", "winner": CHANCELLOR, "round": 5, "rule": "Law 3.3"}


def test_squalid_district_an_exile_lowers_a_5_to_4_and_the_game_goes_on():
    """Squalid District, Law 3.3: after round 6 a 5 would end it; Red, an Exile ruling the District, lowers it."""
    board = squalid({"Red": 1}, 6, 5)
    run = Script(end_of_round(board), {"fate": 4})
    assert run.decisions[0].player == RED and not board.finished


def test_squalid_district_may_is_declined_and_a_6_cannot_be_raised():
    """Squalid District, Law 7.1.3: "may" is asked; the die stays a d6 (no 7). Left at 6, the Empire wins."""
    board = squalid({"Red": 1}, 5, 6)
    run = Script(end_of_round(board), {"fate": 6})
    assert run.decisions[0].choices == [{"fate": 5}, {"fate": 6}]
    assert board.finished and board.outcome["winner"] == CHANCELLOR


def test_squalid_district_citizens_cannot_use_it_the_chancellor_does():
    """Squalid District, "Citizens cannot use this": Red, a Citizen, holds the title and rules the District with
    the Empire (purple warbands, Law 6.6.3); the Chancellor decides, not Red."""
    board = squalid({PURPLE: 1}, 7, 2, citizens=["Red"])
    board.title_holder = RED
    run = Script(end_of_round(board), {"fate": 3})
    assert run.decisions[0].player == CHANCELLOR and board.outcome["winner"] == CHANCELLOR


def test_squalid_district_the_bandits_never_use_it():
    """Squalid District: with no warbands at its site the bandits rule it and make no choice (Law 2.8.3)."""
    board = squalid({}, 5, 5)
    run = Script(end_of_round(board))
    assert run.finished and run.decisions == [] and not board.finished
