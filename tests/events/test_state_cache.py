"""The state cache: a game held by a process is shared by its readers, catches up on the events other processes
appended instead of replaying, and is lost rather than kept when a block that held it failed half way."""

import pytest

from events.errors import MoveRejected
from events.service import Ledger
from events.store import Stores
from events.errors import StaleVersion
from events.service.cache import StateCache


def two_humans(ledger):
    return ledger.creating.create_game("dominion", {}, [{"name": "Ana"}, {"name": "Ben"}])


def play(ledger, game_id, moves):
    """`moves` first legal moves, each by the seat that must make it; the version after them."""
    for _ in range(moves):
        with ledger.states.loaded(game_id) as loaded:
            decision = loaded.ruleset.decision(loaded.state)
            version = loaded.version
        ledger.moves.submit(game_id, decision.player, decision.legal_moves()[0], version)
    return version + 1


def test_a_block_that_fails_loses_its_state_and_a_refusal_keeps_it():
    cache = StateCache(4)
    with cache.held("g") as held:
        held.state, held.version = {"board": 1}, 3
    with pytest.raises(MoveRejected):
        with cache.held("g") as held:
            raise MoveRejected("not legal")
    with cache.held("g") as held:
        assert (held.state, held.version) == ({"board": 1}, 3)
    with pytest.raises(RuntimeError):
        with cache.held("g") as held:
            held.state["half"] = "changed"
            raise RuntimeError("an engine bug")
    with cache.held("g") as held:
        assert (held.state, held.version) == (None, 0)


def test_the_least_recently_used_game_not_in_use_is_let_go():
    cache = StateCache(2)
    for game_id in ("a", "b"):
        with cache.held(game_id) as held:
            held.state = game_id
    with cache.held("a"):
        pass                                    # "a" used last
    with cache.held("b") as busy:
        with cache.held("c") as held:
            held.state = "c"                    # "b" is in use, so "a" is the one let go
        assert busy.state == "b"
    with cache.held("c") as held:
        assert held.state == "c"
    with cache.held("a") as held:
        assert held.state is None


def test_readers_share_the_held_state_and_never_replay(ledger_client, rebuilds):
    ledger = Ledger(Stores.on(ledger_client))
    game = two_humans(ledger)
    version = play(ledger, game["id"], 5)
    for _ in range(4):
        assert ledger.views.info(game["id"], None)["version"] == version
        assert ledger.views.decision(game["id"], 0)["version"] == version
    assert rebuilds == []


def test_a_process_catches_up_on_moves_another_appended_by_applying_only_those(ledger_client, rebuilds):
    first, second = Ledger(Stores.on(ledger_client)), Ledger(Stores.on(ledger_client))
    game = two_humans(first)
    play(first, game["id"], 3)
    assert second.views.info(game["id"], None)["version"] == 4
    assert rebuilds == [4]                      # the second process built it once
    version = play(first, game["id"], 6)
    assert second.views.info(game["id"], None)["version"] == version == 10
    version = play(second, game["id"], 4)       # and moves on from there
    assert first.views.info(game["id"], None) == second.views.info(game["id"], None)
    assert rebuilds == [4]
    fresh = Ledger(Stores.on(ledger_client))
    with fresh.states.loaded(game["id"]) as replayed, second.states.loaded(game["id"]) as caught_up:
        assert replayed.version == caught_up.version == version
        assert replayed.ruleset.state_hash(replayed.state) == caught_up.ruleset.state_hash(caught_up.state)


def test_a_store_found_behind_the_held_state_is_read_again(ledger_client):
    ledger = Ledger(Stores.on(ledger_client))
    game = two_humans(ledger)
    play(ledger, game["id"], 4)
    stream = f"gl:{{{game['id']}}}:events"
    kept = ledger_client.xrange(stream, "-", "3-0")      # as if Redis came back without its last writes
    ledger_client.delete(stream)
    for entry_id, fields in kept:
        ledger_client.xadd(stream, fields, id=entry_id)
    assert ledger.views.info(game["id"], None)["version"] == 3
    assert play(ledger, game["id"], 1) == 4


def test_an_engine_failure_mid_move_leaves_the_next_request_a_sound_game(ledger_client, monkeypatch):
    ledger = Ledger(Stores.on(ledger_client))
    game = ledger.creating.create_game("dominion", {}, [{"name": "Ana"}, {"name": "Ben"}])
    with ledger.states.loaded(game["id"]) as loaded:
        ruleset, player = loaded.ruleset, loaded.ruleset.decision(loaded.state).player
        move = ruleset.decision(loaded.state).legal_moves()[0]
    real = type(ruleset).apply

    def breaks_half_way(self, state, answer):
        real(self, state, answer)           # the state has moved on...
        raise RuntimeError("...and then the engine fails")

    monkeypatch.setattr(type(ruleset), "apply", breaks_half_way)
    with pytest.raises(RuntimeError):
        ledger.moves.submit(game["id"], player, move, 1)
    monkeypatch.undo()
    assert ledger.states.version(game["id"]) == 1
    assert ledger.moves.submit(game["id"], player, move, 1).version == 2      # from the events, not the half-moved state


def test_a_move_that_lost_the_race_leaves_the_state_as_the_stream_has_it(ledger_client):
    first, second = Ledger(Stores.on(ledger_client)), Ledger(Stores.on(ledger_client))
    game = two_humans(first)
    assert second.views.info(game["id"], None)["version"] == 1
    with first.states.loaded(game["id"]) as loaded:
        decision = loaded.ruleset.decision(loaded.state)
    first.moves.submit(game["id"], decision.player, decision.legal_moves()[0], 1)
    with pytest.raises(StaleVersion):
        second.moves.submit(game["id"], decision.player, decision.legal_moves()[-1], 1)
    assert second.views.info(game["id"], None) == first.views.info(game["id"], None)
