"""The Act phase's listing and the state hash are worked out fast (facts remembered for a listing, arguments passed
rather than closed over, cheap conditions asked first), but they are the same functions of the same board: after every
move of seeded games, the hash equals the plain one (the board copied into plain data, written by the json module,
with the Act phase's choices listed afresh, every fact worked out each time it is asked; from ruleset version 4
without them); the Act phase's choices are those listed afresh, and every one is a move the replay's check
(act_offers) accepts; the choices' words (wording.py, worked out inside a listing) are those worked out afresh.

    OATH_FAST_GAMES=300 pytest tests/oath/test_fast_listing.py -m slow      (default 8 games in the quick run)
"""

import hashlib
import json
import os
from contextlib import contextmanager

import pytest

from engine.core import SeededRandom
from engine.core.selfplay import seated
from engine.games import get_ruleset
from engine.oath import state, wording
from engine.oath.bots import easy_bot, random_bot
from engine.oath.flow import act_choices, act_offers

OATH = get_ruleset("oath")
QUICK = 8
MANY = int(os.environ.get("OATH_FAST_GAMES", 300))
MOVE_CAP = 20_000


@contextmanager
def afresh():
    """Every fact of a listing worked out each time it is asked, as before any was remembered."""
    remembered, facts = state.Board.remembered, state.Board.listing_facts
    state.Board.remembered = lambda self, key, work_out, *args: work_out(*args)
    state.Board.listing_facts = lambda self: None
    try:
        yield
    finally:
        state.Board.remembered, state.Board.listing_facts = remembered, facts


def plain_hash(game) -> str:
    """The hash as first written: plain data, the json module, the Act phase's choices listed afresh (left out from
    ruleset version 4)."""
    decision = game.decision
    data = None
    if decision is not None:
        data = decision.to_dict(words=False)
        del data["prompt"]
        if decision.kind == "act" and game.board.version >= 4:
            del data["choices"]
        elif decision.kind == "act":
            with afresh():
                data["choices"] = act_choices(game.board, decision.player)
    text = json.dumps({"board": game.board.to_dict(), "decision": data}, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def play_and_compare(number: int) -> int:
    """One seeded game of random and easy bots under a version Oath plays; returns the moves compared."""
    rng = SeededRandom(f"fast-listing:{number}")
    players = OATH.min_players + rng.below(OATH.max_players - OATH.min_players + 1)
    options = {"players": [f"p{n}" for n in range(players)], "chronicle": rng.choice(["new", "tutorial"])}
    game = OATH.setup(options, f"fast-listing:{number}", OATH.versions[number % len(OATH.versions)])
    policies = seated([random_bot, easy_bot], players)
    compared = 0
    for _ in range(MOVE_CAP):
        decision = OATH.decision(game)
        assert OATH.state_hash(game) == plain_hash(game), (number, compared)
        compared += 1
        if decision is None:
            return compared
        if decision.kind == "act":
            with afresh():
                assert decision.choices == act_choices(game.board, decision.player), (number, compared)
            assert all(act_offers(game.board, decision.player, move) for move in decision.choices), (number, compared)
            with afresh():
                plain_words = wording.words(game.board, decision)
            assert wording.words(game.board, decision) == plain_words, (number, compared)
        OATH.apply(game, policies[decision.player](OATH.bot_view(game, decision.player), decision.to_dict()))
    return compared


@pytest.mark.parametrize("number", range(QUICK))
def test_the_fast_hash_and_listing_are_the_plain_ones_after_every_move(number):
    assert play_and_compare(number) > 1


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(4))
def test_the_fast_hash_and_listing_are_the_plain_ones_over_many_games(chunk):
    assert all(play_and_compare(number) > 1 for number in range(QUICK + chunk, MANY, 4))
