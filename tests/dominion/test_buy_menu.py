"""The buy moves are worked out once and shared between games in one process: no game, and no caller, can change
what another game offers."""

from contextlib import suppress

from tests.dominion.harness import dominion_game

ESTATES = ["Estate"] * 5        # no Treasure to play: the buy decision offers the shared moves themselves


def test_changing_the_moves_one_game_offers_leaves_another_games_end_of_turn_legal():
    first = dominion_game(seed="first", hand=ESTATES)
    second = dominion_game(seed="second", hand=ESTATES)
    offered, listed = first.decision.choices, first.decision.to_dict()["choices"]
    attempts = [
        lambda: offered.remove({"end": "turn"}),
        lambda: listed.pop(),
        lambda: offered[-1].update(end="never"),
        lambda: listed[-1].clear(),
        lambda: offered[0].__setitem__("buy", "Province"),
    ]
    for attempt in attempts:
        with suppress(TypeError, AttributeError):       # refused, as it should be
            attempt()
    second.end()
    assert second.turn.player == 1
    assert {"end": "turn"} in first.decision.choices and {"buy": "Copper"} in first.decision.choices


def test_a_shared_move_copied_is_the_callers_own():
    game = dominion_game(hand=ESTATES)
    mine = dict(game.decision.choices[-1])
    mine["end"] = "never"
    assert game.decision.choices[-1] == {"end": "turn"}


def test_a_pile_emptied_is_no_longer_offered_in_that_game_but_still_in_another():
    emptied = dominion_game(hand=["Woodcutter", "Silver", "Silver"], supply={"Silver": 1})
    other = dominion_game(seed="other", hand=["Silver", "Silver", "Estate"], supply={"Silver": 1})
    emptied.play("Woodcutter").play_treasures().buy("Silver")
    assert emptied.supply["Silver"] == 0 and emptied.turn.buys == 1
    assert {"buy": "Silver"} not in emptied.decision.choices
    other.play_treasures()
    assert {"buy": "Silver"} in other.decision.choices


def test_a_pile_emptied_by_the_harness_is_not_offered():
    game = dominion_game(hand=["Gold", "Estate"], supply={"Silver": 0})
    game.play_treasures()
    assert {"buy": "Silver"} not in game.decision.choices


def test_the_buy_menu_is_not_part_of_the_hashed_board():
    game = dominion_game(hand=ESTATES)
    assert "buy_menu" not in game.board.to_dict()
    before = game.hash()
    game.board.buy_menu.reset()
    assert game.hash() == before
