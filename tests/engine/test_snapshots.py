"""Snapshots (engine/core/snapshots.py): wherever a game may be snapshotted, its snapshot, written to JSON and read
back, is the same game: the same state hash and decision, and from there the recorded hash at every later event.
Golden games and bot games of every ruleset and version, several seat counts."""

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from engine.core import SeededRandom, SnapshotRefused
from engine.core.selfplay import play, seated
from engine.core.snapshots import FORMAT, Codec, _digest
from engine.dominion import DOMINION
from engine.games import get_ruleset
from engine.oath.ruleset import OATH
from events.service.replay import agrees
from tests.dominion.harness import dominion_game

GOLDEN = sorted((Path(__file__).resolve().parents[1] / "golden").glob("*.json"))
MOVE_CAP = 20_000


@dataclass
class Recorded:
    """A game as its events hold it: how it was set up, its moves, and the state hash after setup and each move."""
    ruleset: object
    options: dict
    seed: str
    version: int
    moves: list = field(default_factory=list)
    hashes: list = field(default_factory=list)

    def setup(self):
        return self.ruleset.setup(self.options, self.seed, self.version)


def golden(path: Path) -> Recorded:
    created, *moves = json.loads(path.read_text())["events"]
    game = Recorded(get_ruleset(created["ruleset"]), created["options"], created["seed"], created["ruleset_version"])
    game.moves = [event["move"] for event in moves]
    game.hashes = [created["hash"]] + [event["hash"] for event in moves]
    return game


def bot_game(ruleset, version: int, players: int, seed: str, bots: list, **options) -> Recorded:
    game = Recorded(ruleset, {"players": [f"p{n}" for n in range(players)], **options}, seed, version)
    state = game.setup()
    game.hashes.append(ruleset.state_hash(state))

    def record(decision, move):
        game.moves.append(move)
        game.hashes.append(ruleset.state_hash(state))

    play(ruleset, state, seated([ruleset.bots()[bot] for bot in bots], players), MOVE_CAP, record)
    return game


def turn_of(state):
    """The turn a state stands in (Dominion: its number; Oath: round and seat), or None outside turns."""
    board = state.board
    if hasattr(board, "kingdom"):
        return board.turn.number
    return (board.round, board.turn) if board.phase in ("wake", "act", "rest") else None


def round_trip(snapshot: dict) -> dict:
    return json.loads(json.dumps(snapshot))


def check_snapshots(game: Recorded, play_out_every: int) -> list[int]:
    """Replay `game`; at every version where a snapshot may be taken, restore it from JSON and check it is the same
    game, then go on from the restored state (so every later hash is also a restored game's). From every
    `play_out_every`-th snapshot, and the last, a restored copy plays all the remaining moves to the recorded
    hashes. Returns the versions (0: after setup) that had a snapshot."""
    ruleset = game.ruleset
    state = game.setup()
    assert agrees(ruleset.state_hash(state), game.hashes[0])
    taken, turns_seen, turns_snapshotted = [], set(), set()
    for version, move in enumerate([*game.moves, None]):
        turns_seen.add(turn_of(state))
        snapshot = ruleset.snapshot(state)
        if snapshot is not None:
            data = round_trip(snapshot)
            assert data == snapshot, "a snapshot is plain JSON data"
            restored = ruleset.restore(data)
            assert agrees(ruleset.state_hash(restored), game.hashes[version])
            assert restored.decision.to_dict() == state.decision.to_dict()
            assert ruleset.snapshot(restored) == snapshot, "the restored game is the whole game, unseen parts too"
            if len(taken) % play_out_every == 0:
                play_out(ruleset, ruleset.restore(data), game, version)
            taken.append(version)
            turns_snapshotted.add(turn_of(state))
            state = restored
        if move is not None:
            ruleset.apply(state, move)
            assert agrees(ruleset.state_hash(state), game.hashes[version + 1]), f"diverged at move {version + 1}"
    assert ruleset.decision(state) is None
    play_out(ruleset, ruleset.restore(round_trip(last_snapshot(game, taken))), game, taken[-1])
    # a snapshot at least once in every turn, but the last (a game may end in Oath's Wake; under version 2 its board
    # then stands in the Chronicle's phase, still at the round and turn the game ended in)
    turns_seen.discard(None)
    last = turn_of(state) or (state.board.round, state.board.turn)
    assert turns_seen - turns_snapshotted <= {last}
    return taken


def play_out(ruleset, state, game: Recorded, version: int) -> None:
    for number, move in enumerate(game.moves[version:], start=version + 1):
        ruleset.apply(state, move)
        assert agrees(ruleset.state_hash(state), game.hashes[number]), f"restored at {version}, diverged at {number}"


def last_snapshot(game: Recorded, taken: list) -> dict:
    state = game.setup()
    for move in game.moves[:taken[-1]]:
        game.ruleset.apply(state, move)
    return game.ruleset.snapshot(state)


# --- every golden game --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_a_golden_game_restored_from_any_snapshot_replays_to_its_recorded_hashes(path):
    game = golden(path)
    taken = check_snapshots(game, play_out_every=20)
    assert len(taken) >= len(game.moves) // 4


# --- bot games of each ruleset, version and seat count ------------------------------------------------------------

DOMINION_SETS = (["base"], ["intrigue"], ["prosperity"], ["base", "intrigue", "prosperity"])
DOMINION_BOTS = (["general", "random"], ["big-money", "general"], ["random"], ["general"])


def dominion_games(count: int, start: int = 0) -> list:
    return [pytest.param(version, 2 + n % 3, f"snap-{n}", DOMINION_SETS[n % 4], DOMINION_BOTS[n // 4 % 4],
                         id=f"v{version}-{2 + n % 3}p-snap-{n}")
            for n in range(start, start + count) for version in DOMINION.versions]


def oath_games(count: int, start: int = 0) -> list:
    return [pytest.param(version, 3 + n % 4, f"snap-{n}", ["oath-easy", "random"] if n % 3 else ["oath-easy"],
                         id=f"v{version}-{3 + n % 4}p-snap-{n}")
            for n in range(start, start + count) for version in OATH.versions]


@pytest.mark.parametrize("version, players, seed, sets, bots", dominion_games(15))
def test_a_dominion_bot_game_restored_from_any_snapshot_plays_on_to_its_hashes(version, players, seed, sets, bots):
    game = bot_game(DOMINION, version, players, seed, bots, random={"sets": sets, "seed": seed})
    check_snapshots(game, play_out_every=100)


@pytest.mark.parametrize("version, players, seed, bots", oath_games(15))
def test_an_oath_bot_game_restored_from_any_snapshot_plays_on_to_its_hashes(version, players, seed, bots):
    game = bot_game(OATH, version, players, seed, bots)
    check_snapshots(game, play_out_every=100)


@pytest.mark.slow
@pytest.mark.parametrize("version, players, seed, sets, bots", dominion_games(45, start=15))
def test_many_dominion_bot_games_restored_from_every_snapshot_play_out_to_their_hashes(version, players, seed, sets,
                                                                                     bots):
    game = bot_game(DOMINION, version, players, seed, bots, random={"sets": sets, "seed": seed})
    check_snapshots(game, play_out_every=1)


@pytest.mark.slow
@pytest.mark.parametrize("version, players, seed, bots", oath_games(30, start=15))
def test_many_oath_bot_games_restored_from_many_snapshots_play_out_to_their_hashes(version, players, seed, bots):
    game = bot_game(OATH, version, players, seed, bots)
    check_snapshots(game, play_out_every=5)


# --- where there is no snapshot ----------------------------------------------------------------------------------

def test_no_snapshot_while_a_card_is_being_played_and_one_once_it_is_done():
    game = dominion_game(hand=["Workshop", "Copper", "Copper", "Estate", "Estate"])
    assert DOMINION.snapshot(game.game)["point"] == "action"
    game.play("Workshop")
    assert game.decision.kind == "gain"
    assert DOMINION.snapshot(game.game) is None
    game.gain("Village")
    assert game.decision.kind == "buy"
    assert DOMINION.snapshot(game.game)["point"] == "buy"


def test_no_snapshot_of_oath_during_setup_choices_nor_an_action_in_progress():
    state = OATH.setup({"players": ["a", "b", "c"]}, "mid-effect", 2)
    assert state.decision.kind != "act" and OATH.snapshot(state) is None      # Law 1.23: setup's choices
    policies = seated([OATH.bots()["oath-easy"]], 3)
    mid_action = 0
    while state.decision is not None:
        acting = state.decision.kind == "act"
        assert (OATH.snapshot(state) is not None) == acting
        OATH.apply(state, policies[state.decision.player](OATH.bot_view(state, state.decision.player),
                                                          state.decision.to_dict()))
        mid_action += acting and state.decision is not None and state.decision.kind != "act" and \
            state.board.phase == "act"
    assert mid_action > 0, "the game asked questions inside actions, and none had a snapshot"


def test_a_finished_game_has_no_snapshot():
    game = golden(GOLDEN[0])
    state = game.setup()
    for move in game.moves:
        game.ruleset.apply(state, move)
    assert game.ruleset.snapshot(state) is None


# --- the data ----------------------------------------------------------------------------------------------------

def mid_game(ruleset, seed: str = "data", players: int = 3):
    """A game some 40 moves in, at a point a snapshot may be taken."""
    state = ruleset.setup({"players": [f"p{n}" for n in range(players)]}, seed, ruleset.version)
    for _ in range(40):
        ruleset.apply(state, next_move(ruleset, state))
    while ruleset.snapshot(state) is None:
        ruleset.apply(state, next_move(ruleset, state))
    return state


def next_move(ruleset, state):
    bots = ruleset.bots()
    bot = bots["oath-easy"] if ruleset is OATH else bots["general"]
    return bot(ruleset.bot_view(state, state.decision.player), state.decision.to_dict())


def plain(value) -> bool:
    if isinstance(value, dict):
        return all(type(key) is str and plain(item) for key, item in value.items())
    if isinstance(value, list):
        return all(plain(item) for item in value)
    return type(value) in (str, int, bool, type(None))


@pytest.mark.parametrize("ruleset", [DOMINION, OATH], ids=["dominion", "oath"])
def test_a_snapshot_is_plain_json_data_marked_with_its_format_ruleset_and_version(ruleset):
    snapshot = ruleset.snapshot(mid_game(ruleset))
    assert type(snapshot) is dict and plain(snapshot)
    assert (snapshot["format"], snapshot["ruleset"], snapshot["version"]) == (FORMAT, ruleset.id, ruleset.version)


def test_an_oath_snapshot_holds_what_the_hash_leaves_out():
    state = OATH.setup({"players": ["a", "b", "c"]}, "archive", 1)
    while OATH.snapshot(state) is None:
        OATH.apply(state, next_move(OATH, state))
    board = OATH.snapshot(state)["board"]
    assert "archive" not in state.board.to_dict()       # version 1 hashes no Archive (state.py)
    assert board["archive"] == state.board.archive and board["rng"]["counter"] == state.board.rng.counter
    assert OATH.restore(round_trip(OATH.snapshot(state))).board.archive == state.board.archive


def refused(ruleset, data, because: str) -> None:
    with pytest.raises(SnapshotRefused, match=because):
        ruleset.restore(data)


def resealed(data: dict) -> dict:
    """The snapshot with its digest written again, as if whoever altered it knew how."""
    data = {key: value for key, value in data.items() if key != "digest"}
    return {**data, "digest": _digest(data)}


def test_a_snapshot_of_another_format_ruleset_or_version_is_refused_saying_so():
    snapshot = round_trip(DOMINION.snapshot(mid_game(DOMINION)))
    refused(DOMINION, {**snapshot, "format": "gameledger-snapshot/0"}, "not a snapshot of format")
    refused(DOMINION, "a string", "not a snapshot of format")
    refused(OATH, snapshot, "a snapshot of 'dominion' cannot be restored as 'oath'")
    refused(DOMINION, resealed({**snapshot, "version": 9}), "version 9")


def test_an_altered_snapshot_is_refused():
    snapshot = round_trip(OATH.snapshot(mid_game(OATH)))
    altered = round_trip(snapshot)
    altered["board"]["players"][1]["favor"] += 1
    refused(OATH, altered, "altered")
    refused(OATH, resealed(altered), "does not stand where its snapshot says")
    refused(OATH, resealed({**snapshot, "point": "rest"}), "cannot be resumed at 'rest'")


def test_a_snapshot_builds_only_the_games_own_classes():
    snapshot = round_trip(DOMINION.snapshot(mid_game(DOMINION)))
    snapshot["board"]["turn"]["$"] = "Popen"
    refused(DOMINION, resealed(snapshot), "'Popen' is not a class this game's snapshots hold")
    snapshot["board"]["turn"] = {"$": "TurnState", "player": 0, "__class__": "x"}
    refused(DOMINION, resealed(snapshot), "TurnState has no field __class__")


def test_a_restored_game_plays_on_with_its_own_narration():
    state = mid_game(DOMINION)
    restored = DOMINION.restore(round_trip(DOMINION.snapshot(state)))
    assert DOMINION.narration(restored, None) == []
    move = next_move(DOMINION, state)
    DOMINION.apply(state, move)
    DOMINION.apply(restored, move)
    assert DOMINION.narration(restored, None) == DOMINION.narration(state, None)


# --- the codec alone ---------------------------------------------------------------------------------------------

@dataclass
class Token:
    kind: str
    places: tuple = ()
    seen: frozenset = frozenset()
    cache: dict = field(default_factory=dict)


def test_the_codec_keeps_tuples_sets_and_dicts_of_any_keys_and_drops_what_is_derived():
    codec = Codec(Token, derived={Token: ("cache",)})
    token = Token("relic", (1, "two"), frozenset({3, 1}), cache={"worked out": 1})
    board = {"tokens": [token], "by_seat": {0: "a", 1: None}, "$": "not a tag", "ratio": 0.5,
             "rng": SeededRandom("x", 4)}
    data = round_trip(codec.write(board))
    assert plain(codec.write({"fine": [1, "a", None, True]}))
    read = codec.read(data)
    assert read["tokens"] == [Token("relic", (1, "two"), frozenset({1, 3}))]
    assert read["by_seat"] == {0: "a", 1: None} and read["$"] == "not a tag" and read["ratio"] == 0.5
    assert read["rng"].to_dict() == SeededRandom("x", 4).to_dict()


def test_the_codec_writes_nothing_it_could_not_read_back():
    with pytest.raises(TypeError, match="function is not snapshot data"):
        Codec().write({"hook": lambda: None})
    token = Token("relic")
    token.extra = 1
    with pytest.raises(TypeError, match="Token holds extra, which are not its fields"):
        Codec(Token).write(token)
