"""The game index spread over buckets (GAMELEDGER_INDEX_BUCKETS; 16 on a cluster): every listing is the one a single
index gives, newest first, paged alike; a game is written to its own bucket alone; and a store moved from one layout
to the other is listed whole again after `reindex`."""

import itertools
import random

import pytest

from events.service import Ledger
from events.store import GameIndex, Stores

RULESETS, STATUSES, PLAYERS = ["dominion", "oath"], ["open", "active", "finished"], ["ana", "bo", "cy", "di"]


def recorded(index, games):
    for game_id, ruleset, status, players, created in games:
        index.record(game_id, ruleset, status, players, created=created)
    return index


@pytest.fixture
def games():
    chosen = random.Random(7)
    return [(f"g{number:03d}", chosen.choice(RULESETS), chosen.choice(STATUSES),
             chosen.sample(PLAYERS, chosen.randint(1, 3)), float(number // 3))      # ties in creation time too
            for number in range(120)]


FILTERS = [dict(zip(("ruleset", "status", "player"), values)) for values in itertools.product(
    [None, *RULESETS], [None, *STATUSES], [None, "Ana", "di"])]


@pytest.mark.parametrize("buckets", [2, 16])
def test_a_bucketed_index_lists_every_filter_and_page_as_one_index_does(client, games, buckets):
    one = recorded(GameIndex(client, "one"), games)
    spread = recorded(GameIndex(client, "spread", buckets=buckets), games)
    for filters in FILTERS:
        assert spread.list(**filters, limit=1000) == one.list(**filters, limit=1000), filters
        for offset, limit in ((0, 7), (7, 7), (30, 50), (110, 20), (5, 0)):
            assert spread.list(**filters, offset=offset, limit=limit) == one.list(**filters, offset=offset,
                                                                                 limit=limit), (filters, offset)
        assert spread.all_ids(filters["status"]) == one.all_ids(filters["status"])


def test_recording_a_game_writes_its_own_bucket_alone(client):
    index = GameIndex(client, "gl", buckets=16)
    index.record("g1", "dominion", "active", ["Ana"], created=1.0)
    tags = {key.decode().split("{", 1)[1].split("}", 1)[0] for key in client.scan_iter(match="gl:*")}
    assert tags == {f"idx:{index.bucket('g1')}"}
    index.record("g1", "dominion", "finished", ["Ana"], created=1.0)
    assert index.list(status="finished") == (["g1"], 1) and index.list(status="active") == ([], 0)


def test_games_spread_evenly_over_the_buckets(client):
    index = GameIndex(client, buckets=16)
    counts = [0] * 16
    for number in range(16_000):
        counts[index.bucket(f"{number:016x}")] += 1
    assert all(abs(count - 1000) < 100 for count in counts), counts


def test_reindex_moves_a_store_from_the_one_index_to_buckets(ledger_client):
    single = Ledger(Stores.on(ledger_client, index_buckets=1))
    made = [single.creating.create_game("dominion", {}, [{"name": "Ana"}, {"name": "Bo"}])["id"] for _ in range(5)]
    spread = Ledger(Stores.on(ledger_client, index_buckets=8))
    assert spread.listing.list_games()["total"] == 0        # written under {games}: not read by the buckets
    assert spread.listing.reindex() == 5
    listed = spread.listing.list_games()
    assert listed["total"] == 5 and [game["id"] for game in listed["games"]] == made[::-1]

