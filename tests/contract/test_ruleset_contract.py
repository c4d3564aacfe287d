"""The engine contract of DESIGN.md, checked for every registered ruleset: a third game in engine/games.py is
checked here without a line more."""

import json

import pytest

from engine.core import IllegalMove, InvalidOptions, Result, Ruleset, SeededRandom
from engine.games import BUILTIN, get_ruleset
from events.service import Ledger, rebuild
from events.store import Stores

RULESETS = sorted(BUILTIN)
GAMES_EACH = 3
MOVE_CAP = 20_000
SERVED_MOVES = 80       # the opening of a game, where both games ask private questions (setup choices, Masquerade)
# Options under which the built-in games ask private questions early (a game not named here is checked as it sets up)
PRIVATE_ANSWERS = {"dominion": {"kingdom": ["Masquerade", "Secret Chamber", "Chapel", "Cellar", "Village", "Moat",
                                            "Courtyard", "Pawn", "Great Hall", "Steward"]},
                   "oath": {}}
BOGUS_MOVES = ["end", 7, None, {}, {"no such move": True}, {"cards": "not a list"}]


def players(ruleset: Ruleset, count: int | None = None) -> list[str]:
    return [f"P{n}" for n in range(count or ruleset.min_players)]


def random_game(ruleset: Ruleset, seed: str, count: int):
    """A game played by the ruleset's own `random` bot in every seat; yields (state, decision, move) before each move
    and the finished state last."""
    policy = ruleset.bots()["random"]
    state = ruleset.setup({"players": players(ruleset, count)}, seed)
    for _ in range(MOVE_CAP):
        decision = ruleset.decision(state)
        if decision is None:
            return state
        move = policy(ruleset.bot_view(state, decision.player), decision.to_dict())
        yield state, decision, move
        ruleset.apply(state, move)
    raise AssertionError(f"{ruleset.id} game {seed} did not end in {MOVE_CAP} moves")


@pytest.fixture(params=RULESETS)
def ruleset(request) -> Ruleset:
    return get_ruleset(request.param)


def test_a_ruleset_declares_its_players_options_and_bots(ruleset):
    assert ruleset.id and ruleset.title and 1 <= ruleset.min_players <= ruleset.max_players
    assert ruleset.version in ruleset.versions
    schema = ruleset.options_schema()
    assert schema["type"] == "object" and schema["additionalProperties"] is False
    assert set(schema["properties"]) == set(ruleset.options)
    assert "random" in ruleset.bots() and set(ruleset.bot_descriptions()) == set(ruleset.bots())


def test_an_unknown_option_is_refused_by_name(ruleset):
    with pytest.raises(InvalidOptions, match="unknown option 'kingdon'"):
        ruleset.check_options({"players": players(ruleset), "kingdon": ["Village"]})


def test_an_option_of_the_wrong_type_is_refused_by_name(ruleset):
    name, option = next(iter(ruleset.options.items()))
    wrong = 7 if "integer" not in option.types else "seven"
    with pytest.raises(InvalidOptions, match=repr(name)):
        ruleset.check_options({name: wrong})


def test_too_few_and_too_many_players_are_refused(ruleset):
    for count in (ruleset.min_players - 1, ruleset.max_players + 1):
        with pytest.raises(InvalidOptions, match=f"{ruleset.min_players} to {ruleset.max_players} players"):
            ruleset.check_players(count)
    ruleset.check_players(ruleset.min_players)
    ruleset.check_players(ruleset.max_players)


@pytest.mark.parametrize("game", range(GAMES_EACH))
def test_random_legal_games_end_with_a_typed_result(ruleset, game):
    count = ruleset.min_players + game % (ruleset.max_players - ruleset.min_players + 1)
    runner = random_game(ruleset, f"contract-{game}", count)
    while True:
        try:
            _, decision, move = next(runner)
        except StopIteration as end:
            state = end.value
            break
        decision.check(move)
    assert ruleset.decision(state) is None
    result = ruleset.result(state)
    assert isinstance(result, Result) and result.ending
    assert result.winners and set(result.winners) <= set(range(count)) and len(result.turns) == count
    assert result.scores is None or len(result.scores) == count
    assert json.loads(json.dumps(result.to_dict(players(ruleset, count))))["winners"] == result.winners


def test_illegal_moves_leave_the_state_hash_unchanged(ruleset):
    rng = SeededRandom("illegal")
    for number, (state, decision, move) in enumerate(random_game(ruleset, "illegal", ruleset.min_players)):
        if number % 7:
            continue
        before = ruleset.state_hash(state)
        for bogus in BOGUS_MOVES + [_altered(move, rng)]:
            with pytest.raises(IllegalMove):
                ruleset.apply(state, bogus)
            assert ruleset.state_hash(state) == before, f"{bogus!r} changed the state at move {number}"
        assert ruleset.decision(state).to_dict() == decision.to_dict()


def _altered(move, rng):
    """A legal move with a value no decision offers."""
    return {**move, "and also": rng.below(1000)} if isinstance(move, dict) else {"move": move}


def test_replaying_the_moves_gives_the_same_hash_chain(ruleset):
    seed, count = "chain", ruleset.max_players
    chain, moves = [], []
    for state, _, move in random_game(ruleset, seed, count):
        chain.append(ruleset.state_hash(state))
        moves.append(move)
    again = ruleset.setup({"players": players(ruleset, count)}, seed)
    for number, move in enumerate(moves):
        assert ruleset.state_hash(again) == chain[number], f"replay diverges before move {number}"
        ruleset.apply(again, move)
    assert ruleset.decision(again) is None


def test_a_snapshot_is_json_and_restores_to_the_same_game_or_there_is_none(ruleset):
    """snapshot() is None or plain JSON data (a game may have no snapshots); restore() of it has the same hash and
    decision, and its next move gives the hash the game it was taken from reaches."""
    expected = None     # the restored game's hash after the last move, for the game's own to equal
    for number, (state, decision, move) in enumerate(random_game(ruleset, "snapshot", ruleset.max_players)):
        if expected is not None:
            assert ruleset.state_hash(state) == expected, f"the restored game differs after move {number - 1}"
        expected = None
        snapshot = ruleset.snapshot(state)
        if snapshot is None or number % 3:
            continue
        restored = ruleset.restore(json.loads(json.dumps(snapshot)))
        assert ruleset.state_hash(restored) == ruleset.state_hash(state)
        assert ruleset.decision(restored).to_dict() == decision.to_dict()
        expected = ruleset.state_hash(ruleset.apply(restored, move))


@pytest.mark.parametrize("seed", ["contract-1", "contract-11"])    # Masquerade early in both
def test_nothing_served_before_the_end_holds_the_seed_or_another_seats_private_answer(ruleset, ledger_client, seed):
    """Through the service, as clients read it: views, decisions, events and narration for every seat and a
    spectator, at every version of a game between human seats (its seed fixed, so the game is the same each run)."""
    ledger = Ledger(Stores.on(ledger_client), seeds=lambda: seed)
    count = ruleset.min_players
    options = PRIVATE_ANSWERS.get(ruleset.id, {})
    game = ledger.creating.create_game(ruleset.id, options, [{"name": name} for name in players(ruleset, count)])
    game_id = game["id"]
    seed = ledger.store.event(game_id, 1)["seed"]
    policy = ruleset.bots()["random"]
    viewers = [None, *range(count)]
    private = {}        # version -> the seat whose private answer it holds
    for version in range(1, SERVED_MOVES + 1):
        for viewer in viewers:
            served = json.dumps([ledger.views.info(game_id, viewer), ledger.views.decision(game_id, viewer),
                                 ledger.history.events(game_id, viewer), ledger.views.view_at(game_id, viewer, version)])
            if version % 10 == 0:
                served += json.dumps(ledger.history.log(game_id, viewer))
            assert seed not in served, f"the seed reached viewer {viewer} at version {version}"
            for event in ledger.history.events(game_id, viewer)["events"]:
                if event["version"] in private and private[event["version"]] != viewer:
                    assert event["move"] == "hidden"
        with ledger.states.loaded(game_id) as loaded:
            decision = loaded.ruleset.decision(loaded.state)
            if decision is None:
                break
            move = policy(loaded.ruleset.bot_view(loaded.state, decision.player), decision.to_dict())
        ledger.moves.submit(game_id, decision.player, move, version)
        if decision.private:
            private[version + 1] = decision.player
    if ruleset.id in PRIVATE_ANSWERS:
        assert private, "no private answer was given: the check above checked nothing"
    events = ledger.store.read(game_id)
    assert rebuild(events, verify=True).version == len(events)
