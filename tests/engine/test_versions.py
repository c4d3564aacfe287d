"""A ruleset plays new games under its current version and replays each recorded game under its own."""

import pytest

from engine.core import InvalidOptions
from engine.games import get_ruleset
from events.errors import ReplayDiverged
from events.service import rebuild

OPTIONS = {"players": ["Ana", "Ben"], "preset": "First Game"}


def test_dominion_creates_games_under_version_2_with_the_second_random_stream():
    dominion = get_ruleset("dominion")
    assert (dominion.version, dominion.versions) == (2, (1, 2))
    assert dominion.setup(OPTIONS, "seed").board.rng.stream == 2
    assert dominion.setup(OPTIONS, "seed", 2).board.rng.stream == 2


def test_a_dominion_game_of_version_1_is_set_up_with_the_first_stream_and_deals_as_it_did():
    dominion = get_ruleset("dominion")
    old, new = dominion.setup(OPTIONS, "seed", 1), dominion.setup(OPTIONS, "seed")
    assert old.board.rng.stream == 1
    assert "stream" not in old.board.to_dict()["rng"]
    assert dominion.state_hash(old) != dominion.state_hash(new)


@pytest.mark.parametrize("ruleset, version", [("dominion", 3), ("dominion", 0), ("oath", 5)])
def test_a_version_the_ruleset_does_not_know_is_refused_with_the_versions_it_knows(ruleset, version):
    with pytest.raises(InvalidOptions, match=f"cannot play version {version} of its rules; versions: 1"):
        get_ruleset(ruleset).setup({"players": ["Ana", "Ben", "Cy"]}, "seed", version)


def test_replay_sets_a_game_up_under_its_recorded_version():
    dominion = get_ruleset("dominion")
    created = {"version": 1, "ruleset": "dominion", "ruleset_version": 1, "options": OPTIONS, "seed": "seed",
               "hash": dominion.state_hash(dominion.setup(OPTIONS, "seed", 1))}
    assert rebuild([created], verify=True).state.board.rng.stream == 1


def test_replay_of_a_version_this_service_cannot_play_names_the_first_event():
    created = {"version": 1, "ruleset": "dominion", "ruleset_version": 9, "options": OPTIONS, "seed": "seed",
               "hash": "0" * 64}
    with pytest.raises(ReplayDiverged, match="cannot be set up again") as raised:
        rebuild([created])
    assert raised.value.version == 1
