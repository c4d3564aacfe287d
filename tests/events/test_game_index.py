import pytest

from events.store import GameIndex


@pytest.fixture
def index(client):
    index = GameIndex(client)
    index.record("g1", "dominion", "active", ["Ana", "Bo"], created=1.0, updated=1.0)
    index.record("g2", "oath", "active", ["ana", "Cy"], created=2.0, updated=2.0)
    index.record("g3", "dominion", "finished", ["Bo", "Cy"], created=3.0, updated=3.0)
    index.record("g4", "dominion", "active", ["Cy"], created=4.0, updated=4.0)
    return index


def test_list_without_filters_is_every_game_newest_first(index):
    assert index.list() == (["g4", "g3", "g2", "g1"], 4)


def test_list_filters_by_ruleset_status_and_player(index):
    assert index.list(ruleset="dominion") == (["g4", "g3", "g1"], 3)
    assert index.list(status="active") == (["g4", "g2", "g1"], 3)
    assert index.list(player="ANA") == (["g2", "g1"], 2)
    assert index.list(ruleset="dominion", status="active") == (["g4", "g1"], 2)
    assert index.list(ruleset="dominion", status="active", player="cy") == (["g4"], 1)
    assert index.list(ruleset="oath", status="finished") == ([], 0)
    assert index.list(ruleset="chess") == ([], 0)


def test_list_pages_with_offset_and_limit(index):
    assert index.list(offset=1, limit=2) == (["g3", "g2"], 4)
    assert index.list(offset=3, limit=2) == (["g1"], 4)
    assert index.list(offset=9) == ([], 4)
    assert index.list(limit=0) == ([], 4)
    assert index.list(ruleset="dominion", player="cy", offset=1, limit=1) == (["g3"], 2)


def test_status_change_moves_the_game(index):
    index.record("g1", "dominion", "finished", ["Ana", "Bo"], created=1.0, updated=9.0)
    assert index.list(status="active") == (["g4", "g2"], 2)
    assert index.list(status="finished") == (["g3", "g1"], 2)
    assert index.all_ids(status="active") == ["g2", "g4"]


def sorted_sets(client):
    return {k: client.zrange(k, 0, -1, withscores=True)
            for k in client.keys("gl:{games}*") if client.type(k) == b"zset"}


def test_recording_again_is_idempotent(index, client):
    before = sorted_sets(client)
    index.record("g2", "oath", "active", ["Cy", "ANA"], created=2.0, updated=2.0)
    assert sorted_sets(client) == before
    assert index.list() == (["g4", "g3", "g2", "g1"], 4)


def test_players_who_left_are_removed(index):
    index.record("g2", "oath", "active", ["Cy"], created=2.0, updated=5.0)
    assert index.list(player="ana") == (["g1"], 1)


def test_all_ids_oldest_first(index):
    assert index.all_ids() == ["g1", "g2", "g3", "g4"]
    assert index.all_ids(status="finished") == ["g3"]
    assert index.all_ids(status="abandoned") == []


def test_no_temporary_key_is_left_behind(index, client):
    index.list(ruleset="dominion", status="active")
    assert client.exists("gl:{games}:tmp") == 0
