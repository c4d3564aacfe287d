"""A shared move is offered by many decisions, in many games of one process: it reads as the plain dict it equals,
and nothing a caller does to it changes what another decision offers."""

import copy
import json
import pickle

import pytest

from engine.core.decision import SharedMove


def end_turn():
    return SharedMove(end="turn")


@pytest.mark.parametrize("change", [
    lambda move: move.__setitem__("end", "never"),
    lambda move: move.__delitem__("end"),
    lambda move: move.update(end="never"),
    lambda move: move.setdefault("buy", "Province"),
    lambda move: move.pop("end"),
    lambda move: move.popitem(),
    lambda move: move.clear(),
    lambda move: move.__ior__({"end": "never"}),
    lambda move: move.__init__(end="never"),
])
def test_a_shared_move_refuses_every_change(change):
    move = end_turn()
    with pytest.raises(TypeError):
        change(move)
    assert move == {"end": "turn"}


def test_a_shared_move_equals_and_is_written_as_the_plain_move():
    move = end_turn()
    assert move == {"end": "turn"} and {"end": "turn"} in (move,) and move in [{"end": "turn"}]
    assert json.dumps(move) == '{"end": "turn"}'


def test_a_shared_move_copied_or_pickled_is_still_the_same_move():
    move = end_turn()
    for again in (copy.copy(move), copy.deepcopy(move), pickle.loads(pickle.dumps(move))):
        assert type(again) is SharedMove and again == move


def test_a_plain_copy_of_a_shared_move_is_the_callers_to_change():
    move = end_turn()
    mine = dict(move)
    mine["end"] = "never"
    mine |= {"buy": "Silver"}
    assert move == {"end": "turn"}
