"""The state cache: a state checked out is the caller's alone, comes back under the version it is at, and is lost
rather than cached when the block that held it failed half way."""

import pytest

from events.errors import MoveRejected
from events.service import Ledger
from events.service.cache import Loaded, StateCache


def loader(calls):
    def load(cached):
        calls.append(cached)
        return Loaded(ruleset=None, state=cached if cached is not None else {"built": len(calls)}, version=3,
                      created={})
    return load


def test_a_state_comes_back_under_the_version_the_block_left_it_at():
    cache, calls = StateCache(4), []
    with cache.checked_out("g", 3, loader(calls)) as loaded:
        loaded.version = 4
    with cache.checked_out("g", 3, loader(calls)):
        pass
    assert calls == [None, None]            # nothing was cached under version 3
    with cache.checked_out("g", 4, loader(calls)):
        pass
    assert calls[-1] == {"built": 1}        # the state moved on to version 4 is the one kept


def test_a_block_that_fails_loses_its_state():
    cache, calls = StateCache(4), []
    with pytest.raises(RuntimeError):
        with cache.checked_out("g", 3, loader(calls)) as loaded:
            loaded.state["half"] = "changed"
            raise RuntimeError("an engine bug")
    with cache.checked_out("g", 3, loader(calls)):
        pass
    assert calls == [None, None]


def test_a_refusal_before_any_change_gives_the_state_back():
    cache, calls = StateCache(4), []
    with pytest.raises(MoveRejected):
        with cache.checked_out("g", 3, loader(calls)):
            raise MoveRejected("not legal")
    with cache.checked_out("g", 3, loader(calls)):
        pass
    assert calls == [None, {"built": 1}]


def test_a_discarded_state_is_not_kept_and_a_checked_out_state_is_nobody_elses():
    cache, calls = StateCache(4), []
    with cache.checked_out("g", 3, loader(calls)) as loaded:
        with cache.checked_out("g", 3, loader(calls)) as other:
            assert other.state is not loaded.state
        loaded.discard()
    with cache.checked_out("g", 3, loader(calls)) as again:
        assert calls[-1] == {"built": 2} and again.state is calls[-1]     # the inner one, not the discarded one


def test_an_engine_failure_mid_move_leaves_the_next_request_a_sound_game(ledger_client, monkeypatch):
    ledger = Ledger(ledger_client)
    game = ledger.create_game("dominion", {}, [{"name": "Ana"}, {"name": "Ben"}])
    with ledger.loaded(game["id"]) as loaded:
        ruleset, player = loaded.ruleset, loaded.ruleset.decision(loaded.state).player
        move = ruleset.decision(loaded.state).legal_moves()[0]
    real = type(ruleset).apply

    def breaks_half_way(self, state, answer):
        real(self, state, answer)           # the state has moved on...
        raise RuntimeError("...and then the engine fails")

    monkeypatch.setattr(type(ruleset), "apply", breaks_half_way)
    with pytest.raises(RuntimeError):
        ledger.submit(game["id"], player, move, 1)
    monkeypatch.undo()
    assert ledger.version(game["id"]) == 1
    assert ledger.submit(game["id"], player, move, 1).version == 2      # from the events, not the half-moved state
