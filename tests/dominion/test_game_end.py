"""Game end and scoring (base rulebook; reference section 1): checked at the end of a turn; VP over every card
owned; ties go to the player with fewer turns, else the win is shared."""

from engine.dominion import DOMINION
from engine.dominion.scoring import points
from engine.dominion.state import Player

from .harness import dominion_game


def test_the_game_ends_only_after_the_turn_in_which_the_provinces_run_out():
    game = dominion_game(hand=["Woodcutter", "Gold", "Gold"], supply={"Province": 1})
    game.play("Woodcutter").play_treasures().buy("Province")
    assert game.supply["Province"] == 0
    assert not game.board.finished
    assert game.decision.player == 0 and game.decision.kind == "buy"
    game.buy("Copper")
    assert game.board.finished
    assert game.decision is None
    assert game.seat("Ana").discard[:2] == ["Province", "Copper"]


def test_the_game_ends_after_a_turn_that_leaves_three_supply_piles_empty():
    game = dominion_game(hand=["Silver", "Copper"], supply={"Curse": 0, "Village": 0, "Woodcutter": 1})
    game.play_treasures().buy("Woodcutter")
    assert game.board.empty_piles() == ["Curse", "Village", "Woodcutter"]
    assert game.board.finished
    assert game.decision is None


def test_two_empty_piles_do_not_end_the_game():
    game = dominion_game(hand=["Silver", "Copper"], supply={"Curse": 0, "Village": 1},
                         hands={"Ben": ["Estate"] * 5})
    game.play_treasures().buy("Village")
    assert game.board.empty_piles() == ["Curse", "Village"]
    assert not game.board.finished
    assert game.decision.player == 1


def test_a_player_scores_every_card_owned_in_hand_deck_discard_and_play():
    player = Player("Ana", hand=["Province", "Copper"], deck=["Duchy", "Estate"], discard=["Curse", "Estate"],
                    play=["Province"])
    assert points(player) == 6 + 3 + 1 - 1 + 1 + 6


def test_the_result_counts_the_whole_deck_when_the_game_ends():
    game = dominion_game(hand=["Gold", "Gold", "Silver"], deck=["Duchy", "Estate", "Copper", "Copper", "Copper",
                                                                "Estate"],
                         discard=["Curse"], supply={"Province": 1},
                         hands={"Ben": ["Copper"] * 5}, decks={"Ben": ["Estate"] * 5})
    game.play_treasures().buy("Province")
    result = DOMINION.result(game.game)
    assert result.scores == [6 + 3 + 1 + 1 - 1, 5]
    assert result.winners == [0]
    assert result.turns == [1, 0]


def test_a_tie_goes_to_the_player_who_had_fewer_turns():
    # Ana ends the game on her first turn, drawing level with Ben, who has not had a turn.
    game = dominion_game(hand=["Gold", "Gold", "Silver"], deck=["Copper"] * 5, discard=[], supply={"Province": 1},
                         hands={"Ben": ["Copper"] * 5}, decks={"Ben": ["Province"]})
    game.play_treasures().buy("Province")
    result = DOMINION.result(game.game)
    assert result.scores == [6, 6]
    assert result.turns == [1, 0]
    assert result.winners == [1]


def test_a_tie_between_players_with_as_many_turns_is_shared():
    game = dominion_game(hand=["Copper"], deck=["Province"] + ["Copper"] * 4, discard=[], supply={"Province": 1},
                         hands={"Ben": ["Gold", "Gold", "Silver"]}, decks={"Ben": ["Copper"] * 5})
    game.end()
    assert not game.board.finished
    game.play_treasures().buy("Province")
    assert game.board.finished
    result = DOMINION.result(game.game)
    assert result.scores == [6, 6]
    assert result.turns == [1, 1]
    assert result.winners == [0, 1]
    assert result.ending == "provinces"


def test_there_is_no_result_before_the_game_ends():
    game = dominion_game(hand=["Copper"])
    assert DOMINION.result(game.game) is None
