import itertools
import json
import threading

import pytest
import redis

from events.service import Ledger
from events.store import Stores
from events.store import GameIndex
from events.store.index import RECORD


@pytest.fixture
def redis_url(single_redis_url):
    """One Redis whatever the tests' store (PYTEST_STORE): what is tested here is its own:
    the {games} layout's commands, watched with MONITOR (tests/events/test_index_buckets.py holds the buckets')."""
    return single_redis_url


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


GAMES = {     # id: (ruleset, status, players, created), as the fixture records them
    "g1": ("dominion", "active", ["ana", "bo"], 1.0),
    "g2": ("oath", "active", ["ana", "cy"], 2.0),
    "g3": ("dominion", "finished", ["bo", "cy"], 3.0),
    "g4": ("dominion", "active", ["cy"], 4.0),
}
FILTERS = [dict(zip(("ruleset", "status", "player"), values)) for values in itertools.product(
    [None, "dominion", "oath", "chess"], [None, "active", "finished"], [None, "Ana", "cy", "Di"])]


def matching(ruleset=None, status=None, player=None) -> list[str]:
    """The games matching every filter given, newest first: what the index must list, worked out by hand."""
    found = [(created, game_id) for game_id, (r, s, players, created) in GAMES.items()
             if ruleset in (None, r) and status in (None, s) and (player is None or player.lower() in players)]
    return [game_id for _, game_id in sorted(found, reverse=True)]


@pytest.mark.parametrize("filters", FILTERS, ids=lambda f: ",".join(f"{k}={v}" for k, v in f.items() if v) or "none")
def test_every_combination_of_filters_lists_exactly_the_matching_games_newest_first(index, filters):
    expected = matching(**filters)
    assert index.list(**filters) == (expected, len(expected))
    assert index.list(**filters, offset=1, limit=1) == (expected[1:2], len(expected))


def test_a_list_reads_one_set_with_one_zcard_and_one_zrevrange(index, client, redis_url):
    seen = monitored(redis_url, lambda: index.list(ruleset="dominion", status="active", player="cy", limit=10))
    key = "gl:{games}:ruleset:dominion:status:active:player:cy"
    assert seen == [["ZCARD", key], ["ZREVRANGE", key, "0", "9"]]      # no MULTI: a full Redis refuses it


def test_a_game_is_in_one_set_per_combination_of_its_filters(index, client):
    sets = {k.decode() for k, members in sorted_sets(client).items() if b"g1" in [m for m, _ in members]}
    base = "gl:{games}"
    stems = [base, f"{base}:ruleset:dominion", f"{base}:status:active", f"{base}:ruleset:dominion:status:active"]
    assert sets == {stem + player for stem in stems for player in ("", ":player:ana", ":player:bo")}


def test_a_ruleset_or_status_with_a_colon_shares_no_key_with_two_filters(index):
    index.record("g5", "dominion:status:active", "x", ["Di"], created=5.0)
    assert index.list(ruleset="dominion", status="active") == (["g4", "g1"], 2)
    assert index.list(ruleset="dominion:status:active") == (["g5"], 1)


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
    assert index.list(ruleset="dominion", status="active", player="ana") == ([], 0)
    assert index.list(ruleset="dominion", status="finished", player="ana") == (["g1"], 1)
    assert index.list(status="finished", player="bo") == (["g3", "g1"], 2)


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




def test_concurrent_records_of_one_game_leave_it_in_one_status(client, redis_url):
    statuses = ["active", "finished", "abandoned"]

    def record(n):
        index = GameIndex(redis.Redis.from_url(redis_url))     # each its own client, as processes would be
        for i in range(60):
            index.record("g", "dominion", statuses[(n + i) % 3], ["Ana", "Bo"], created=1.0)

    threads = [threading.Thread(target=record, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    index = GameIndex(client)
    entry = json.loads(client.hget(index.entries, "g"))
    listed = [status for status in statuses if index.list(status=status)[1]]
    assert listed == [entry["status"]]
    for player in ("ana", "bo"):
        assert [s for s in statuses if index.list(ruleset="dominion", status=s, player=player)[1]] == listed


class Counting(redis.Redis):
    """A client that counts its round trips: each command alone, each pipeline once."""

    trips = 0

    def execute_command(self, *args, **options):
        self.trips += 1
        return super().execute_command(*args, **options)

    def pipeline(self, transaction=True, shard_hint=None):
        pipe = super().pipeline(transaction, shard_hint)
        execute = pipe.execute

        def counted(*args, **options):
            self.trips += 1
            return execute(*args, **options)

        pipe.execute = counted
        return pipe


def monitored(redis_url, call) -> list[list[str]]:
    """The commands `call` sends, as MONITOR sees them (other clients' commands are not there: tests own the
    server, and this client's own are told apart by a marker before and after)."""
    watcher = redis.Redis.from_url(redis_url)
    seen = []
    with watcher.monitor() as monitor:
        watcher.echo("start")
        commands = monitor.listen()
        while "ECHO" not in next(commands)["command"]:
            pass
        call()
        watcher.echo("end")
        for message in commands:
            if message["command"].startswith("ECHO"):
                break
            seen.append(message["command"].split(" "))
    watcher.close()
    return [[part.strip('"') for part in command] for command in seen]


def test_listing_n_games_is_one_round_trip_for_the_ids_and_one_for_their_metadata(client, redis_url):
    counting = Counting.from_url(redis_url)
    ledger = Ledger(Stores.on(counting))
    ids = [ledger.creating.create_game("dominion", {}, [{"name": "Ana"}, {"name": f"P{n}"}])["id"] for n in range(7)]
    counting.trips = 0
    listed = ledger.listing.list_games(player="ana", limit=5)
    assert counting.trips == 2
    assert [game["id"] for game in listed["games"]] == ids[::-1][:5] and listed["total"] == 7
    assert listed["games"][0] == {"id": ids[-1], "ruleset": "dominion", "status": "active", "version": 1,
                                  "players": ["Ana", "P6"]}
    commands = monitored(redis_url, lambda: ledger.listing.list_games(player="ana", limit=5))
    assert [command[0] for command in commands] == ["ZCARD", "ZREVRANGE"] + ["HMGET"] * 5       # no MULTI


def test_recording_what_the_index_already_lists_costs_no_round_trip(client, redis_url):
    client.script_load(RECORD)      # as a running service has it: its first call loads it, whichever test ran before
    counting = Counting.from_url(redis_url)
    index = GameIndex(counting, remember=2)
    assert index.record("g1", "dominion", "active", ["Ana"], created=1.0, updated=1.0)
    assert not index.record("g1", "dominion", "active", ["ana"], created=1.0, updated=2.0)
    assert index.record("g1", "dominion", "finished", ["Ana"], created=1.0)
    assert index.record("g1", "dominion", "finished", ["Ana"], created=1.0, force=True)
    index.record("g2", "dominion", "active", ["Ana"], created=2.0)
    index.record("g3", "dominion", "active", ["Ana"], created=3.0)
    assert index.record("g1", "dominion", "finished", ["Ana"], created=1.0)     # forgotten: two games remembered
    assert counting.trips == 6
    assert index.list(status="finished") == (["g1"], 1)


def test_a_move_that_changes_nothing_listed_leaves_the_index_alone(client, redis_url):
    counting = Counting.from_url(redis_url)
    ledger = Ledger(Stores.on(counting))
    game_id = ledger.creating.create_game("dominion", {}, [{"name": "Ana"}, {"name": "Bo"}])["id"]
    counting.trips = 0
    ledger.listing.index_game(game_id)
    assert counting.trips == 1      # the metadata read; no index write
    ledger.listing.index_game(game_id, force=True)
    assert counting.trips == 3


def write_old_index(client, games):
    """The layout before one set per combination: a set of all games and one per ruleset, status and player,
    intersected at query time, with entries that carried `updated`."""
    base = "gl:{games}"
    for game_id, (ruleset, status, players, created) in games.items():
        keys = [base, f"{base}:ruleset:{ruleset}", f"{base}:status:{status}"]
        for key in keys + [f"{base}:player:{p.lower()}" for p in players]:
            client.zadd(key, {game_id: created})
        entry = {"ruleset": ruleset, "status": status, "players": sorted({p.lower() for p in players}),
                 "created": created, "updated": created}
        client.hset(f"{base}:entry", game_id, json.dumps(entry, sort_keys=True))


def test_an_old_index_lists_by_one_filter_and_is_rebuilt_from_the_games_metadata(client):
    ledger = Ledger(Stores.on(client))
    made = {}
    for n, (ruleset, players) in enumerate([("dominion", ["Ana", "Bo"]), ("oath", ["Ana", "Cy", "Di"]),
                                            ("dominion", ["Bo", "Cy"])]):
        game_id = ledger.creating.create_game(ruleset, {}, [{"name": p} for p in players])["id"]
        made[game_id] = (ruleset, "active", players, float(client.hget(f"gl:{{{game_id}}}:meta", "created")))
    for key in client.keys("gl:{games}*"):
        client.delete(key)
    finished = next(iter(made))
    write_old_index(client, made | {finished: made[finished][:1] + ("finished",) + made[finished][2:]})
    newest_first = list(made)[::-1]
    assert ledger.listing.list_games(ruleset="dominion")["total"] == 2
    assert [g["id"] for g in ledger.listing.list_games(player="cy")["games"]] == newest_first[:2]
    assert ledger.listing.list_games(ruleset="dominion", status="active")["total"] == 0     # not there until rebuilt

    assert ledger.listing.reindex() == 3
    assert [g["id"] for g in ledger.listing.list_games(ruleset="dominion", status="active")["games"]] == \
        [newest_first[0], finished]
    assert ledger.listing.list_games(status="finished")["total"] == 0     # the old entry's finished set was left
    assert ledger.listing.list_games(status="active", player="ana")["total"] == 2
    rebuilt = sorted_sets(client)
    assert ledger.listing.reindex() == 3
    assert sorted_sets(client) == rebuilt       # rebuilding again changes nothing


def test_a_game_of_an_old_index_recorded_again_is_in_every_set_of_its_filters(client):
    write_old_index(client, {"g1": ("dominion", "active", ["Ana", "Bo"], 1.0)})
    index = GameIndex(client)
    assert index.list(ruleset="dominion", status="active") == ([], 0)
    assert index.record("g1", "dominion", "finished", ["Ana", "Bo"], created=1.0)     # its last move ends it
    assert index.list(ruleset="dominion", status="finished", player="bo") == (["g1"], 1)
    assert index.list(status="active") == ([], 0)
    assert len([key for key, members in sorted_sets(client).items() if members]) == 4 + 4 * 2
