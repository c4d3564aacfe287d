"""Snapshots kept in the store: a process that has never seen a game restores the latest one and applies only the
events after it; a snapshot that cannot be read, or that disagrees with the events, is dropped and the game replayed
from its first event."""

import pytest

from events.service import Ledger
from events.service import snapshots

OATH = [{"name": f"P{n}", "bot": "oath-easy"} for n in range(4)]
DOMINION = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]


def played(ledger_client, ruleset, seats, every=10):
    ledger = Ledger(ledger_client)
    ledger.snapshot_every = every
    game = ledger.create_game(ruleset, {}, seats)
    ledger.play_bots(game["id"], 1)
    return ledger, game["id"]


@pytest.mark.parametrize("ruleset,seats", [("oath", OATH), ("dominion", DOMINION)])
def test_a_process_new_to_a_game_starts_from_its_snapshot(ledger_client, rebuilds, ruleset, seats):
    writer, game_id = played(ledger_client, ruleset, seats)
    kept_at, _ = writer.store.snapshot(game_id)
    version = writer.version(game_id)
    assert version - 10 - 61 <= kept_at < version      # the first point with no effect in progress after 10 more
    fresh = Ledger(ledger_client)
    with fresh.loaded(game_id) as restored, writer.loaded(game_id) as live:
        assert restored.version == live.version == version
        assert restored.ruleset.state_hash(restored.state) == live.ruleset.state_hash(live.state)
    assert rebuilds == []
    assert fresh.info(game_id, None) == writer.info(game_id, None)


def test_an_older_version_is_read_from_the_snapshot_when_it_lies_before_it(ledger_client, rebuilds):
    writer, game_id = played(ledger_client, "oath", OATH)
    kept_at, _ = writer.store.snapshot(game_id)
    fresh = Ledger(ledger_client)
    assert fresh.view_at(game_id, None, kept_at + 1) == Ledger(ledger_client).view_at(game_id, None, kept_at + 1)
    assert rebuilds == []
    fresh.view_at(game_id, None, kept_at - 1)
    assert rebuilds == [kept_at - 1]                    # before the snapshot: replayed from the first event


@pytest.mark.parametrize("spoil", ["garbage", "another game's", "another version's"])
def test_a_snapshot_that_disagrees_with_the_events_is_dropped_and_the_game_replayed(ledger_client, rebuilds, spoil):
    writer, game_id = played(ledger_client, "oath", OATH)
    other, other_id = played(ledger_client, "oath", OATH)
    kept_at, data = writer.store.snapshot(game_id)
    writer.store.drop_snapshot(game_id, kept_at)
    if spoil == "garbage":
        spoilt = b"not a snapshot"
    elif spoil == "another game's":
        spoilt = other.store.snapshot(other_id)[1]
    else:       # this game's own, filed under a version it is not of
        spoilt, kept_at = data, kept_at - 1
    writer.store.keep_snapshot(game_id, kept_at, spoilt)
    rebuilds.clear()

    fresh = Ledger(ledger_client)
    with fresh.loaded(game_id) as loaded, writer.loaded(game_id) as live:
        assert loaded.ruleset.state_hash(loaded.state) == live.ruleset.state_hash(live.state)
    assert rebuilds == [writer.version(game_id)]            # replayed from its first event instead
    retaken, data = fresh.store.snapshot(game_id)           # and a sound snapshot taken on the way
    assert (retaken, data) != (kept_at, spoilt) and retaken > writer.version(game_id) - 10 - 61
    rebuilds.clear()
    with Ledger(ledger_client).loaded(game_id) as restored, writer.loaded(game_id) as live:
        assert restored.ruleset.state_hash(restored.state) == live.ruleset.state_hash(live.state)
    assert rebuilds == []


def test_snapshots_are_taken_every_so_many_events_and_only_a_later_one_replaces_one(ledger_client):
    ledger, game_id = played(ledger_client, "dominion", DOMINION, every=snapshots.EVERY)
    kept_at, _ = ledger.store.snapshot(game_id)
    assert snapshots.EVERY <= kept_at
    assert not ledger.store.keep_snapshot(game_id, kept_at - 1, b"an older one")
    assert ledger.store.snapshot(game_id)[0] == kept_at


def test_a_process_that_catches_up_past_a_snapshot_another_kept_takes_none_of_its_own(ledger_client, monkeypatch):
    """Two processes on one game: the one that applied the other's moves learns of the snapshot kept with them, so
    its next move takes no second snapshot (Oath's costs a few milliseconds)."""
    seats = [{"name": "Ana"}, {"name": "Ben"}]
    first, second = Ledger(ledger_client), Ledger(ledger_client)
    game_id = first.create_game("dominion", {}, seats)["id"]
    second.decision(game_id, None)                      # the second process holds the game from its start

    def one_move(ledger):
        with ledger.loaded(game_id) as loaded:
            decision = loaded.ruleset.decision(loaded.state)
            move, version = loaded.ruleset.bots()["big-money"](loaded.ruleset.bot_view(
                loaded.state, decision.player), decision.to_dict()), loaded.version
        ledger.submit(game_id, decision.player, move, version)

    while first.store.snapshot(game_id) is None:
        one_move(first)
    kept_at = first.store.snapshot(game_id)[0]
    taken = []
    real = snapshots.take
    monkeypatch.setattr(snapshots, "take", lambda *args: taken.append(args) or real(*args))
    one_move(second)
    assert taken == [] and second.store.snapshot(game_id)[0] == kept_at
    with second.cache.held(game_id) as held:
        assert held.snapshot_version == kept_at
