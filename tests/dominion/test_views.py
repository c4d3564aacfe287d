"""What each seat may see: its own hand, never another player's hand, no deck's contents or order, never the
seed. Two boards that differ only in what a player cannot see give that player the same view."""

import json

from engine.dominion import DOMINION
from engine.dominion.game import Game

from .harness import dominion_game

SEED = "seed-that-must-stay-secret-4f1c"


def started_game():
    return Game({"players": ["Ana", "Ben"], "preset": "First Game"}, SEED)


def test_a_player_sees_their_own_hand_and_no_other():
    game = started_game()
    for viewer in (0, 1):
        seen = DOMINION.view(game, viewer)
        assert seen["you"] == viewer
        assert seen["players"][viewer]["hand"] == sorted(game.board.players[viewer].hand)
        assert "hand" not in seen["players"][1 - viewer]
        assert seen["players"][1 - viewer]["hand_count"] == 5


def test_no_view_shows_a_deck_but_only_its_size():
    game = started_game()
    for viewer in (0, 1, None):
        for seen in DOMINION.view(game, viewer)["players"]:
            assert "deck" not in seen
            assert seen["deck_count"] == 5


def test_a_spectator_sees_no_hand():
    seen = DOMINION.view(started_game(), None)
    assert seen["you"] is None
    assert all("hand" not in player for player in seen["players"])
    assert [player["hand_count"] for player in seen["players"]] == [5, 5]


def test_no_view_contains_the_seed():
    game = started_game()
    for viewer in (0, 1, None):
        assert SEED not in json.dumps(DOMINION.view(game, viewer), ensure_ascii=False)


def test_a_finished_games_view_still_hides_the_seed_and_shows_the_result():
    game = dominion_game(hand=["Gold", "Gold", "Silver"], supply={"Province": 1}, seed=SEED)
    game.play_treasures().buy("Province")
    for viewer in (0, 1, None):
        seen = DOMINION.view(game.game, viewer)
        assert seen["finished"] is True
        assert seen["result"]["winners"] == [0]
        assert SEED not in json.dumps(seen, ensure_ascii=False)


def test_the_opponents_hand_and_deck_order_do_not_change_a_players_view():
    one = dominion_game(hand=["Village", "Copper"], hands={"Ben": ["Copper", "Copper", "Estate", "Moat", "Gold"]},
                        decks={"Ben": ["Estate", "Copper", "Silver", "Copper", "Copper"]})
    # the same cards (who owns what is public), split differently between hand and deck, in another order
    other = dominion_game(hand=["Village", "Copper"], hands={"Ben": ["Estate", "Estate", "Copper", "Copper", "Copper"]},
                          decks={"Ben": ["Copper", "Gold", "Moat", "Silver", "Copper"]})
    assert one.hash() != other.hash()
    assert DOMINION.view(one.game, 0) == DOMINION.view(other.game, 0)
    assert DOMINION.view(one.game, None) == DOMINION.view(other.game, None)
    one.play("Village")
    other.play("Village")
    assert DOMINION.view(one.game, 0) == DOMINION.view(other.game, 0)


def test_a_players_own_deck_order_does_not_change_their_view():
    one = dominion_game(hand=["Copper"], deck=["Gold", "Silver", "Estate"])
    other = dominion_game(hand=["Copper"], deck=["Estate", "Gold", "Silver"])
    assert DOMINION.view(one.game, 0) == DOMINION.view(other.game, 0)


def test_public_scores_do_not_tell_which_card_masquerade_passed():
    kingdom = ["Bridge", "Duke", "Great Hall", "Harem", "Ironworks", "Masquerade", "Nobles", "Pawn", "Scout",
               "Upgrade"]
    game = dominion_game(kingdom=kingdom, hand=["Masquerade", "Estate"], deck=["Copper", "Gold", "Silver"],
                         discard=[], hands={"Ben": ["Copper", "Silver"]}, decks={"Ben": []})
    before = [p["vp"] for p in DOMINION.view(game.game, None)["players"]]
    game.play("Masquerade").choose("Estate").choose("Copper").choose()
    # Ana passed her Estate to Ben unseen: the public still scores it as Ana's; each player knows their own
    assert [p["vp"] for p in DOMINION.view(game.game, None)["players"]] == before
    assert [p["vp"] for p in DOMINION.view(game.game, 1)["players"]] == [before[0], before[1] + 1]
    assert [p["vp"] for p in DOMINION.view(game.game, 0)["players"]] == [before[0] - 1, before[1]]
