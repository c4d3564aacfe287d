"""What the Act phase lists is worked out once a listing (Board.listing, Board.remembered): the same choices, in the
same order, as when every fact is worked out afresh each time it is asked. The listing itself is made only when read
(engine.core.decision.Listing): a replay that reads none asks only the action each move names, and stands where the
game stood."""

import json
from pathlib import Path

from engine.core.selfplay import play, seated
from engine.games import get_ruleset
from engine.oath import state
from engine.oath.bots import easy_bot, random_bot

OATH = get_ruleset("oath")
MOVE_CAP = 20_000
GAMES = ((4, "listing-0", "new"), (5, "listing-1", "tutorial"))


def hashes_after_each_move(players: int, seed: str, chronicle: str) -> list:
    game = OATH.setup({"players": [f"p{n}" for n in range(players)], "chronicle": chronicle}, seed, 2)
    hashes = []
    play(OATH, game, seated([easy_bot, random_bot], players), MOVE_CAP,
         on_move=lambda decision, move: hashes.append(OATH.state_hash(game)))
    return hashes


def test_games_listed_with_remembered_facts_hash_as_games_listed_afresh_move_by_move(monkeypatch):
    remembered = [hashes_after_each_move(*game) for game in GAMES]
    monkeypatch.setattr(state.Board, "listing_facts", lambda self: None)
    monkeypatch.setattr(state.Board, "remembered", lambda self, key, work_out, *args: work_out(*args))
    assert [hashes_after_each_move(*game) for game in GAMES] == remembered


def test_a_listing_forgets_its_facts_when_it_ends_and_a_listing_anew_gives_back_the_outer_ones():
    board = OATH.setup({"players": ["a", "b", "c"]}, "listing-2", 2).board
    assert board.remembered(("x",), lambda: 1) == 1 and board.listing_facts() is None
    with board.listing():
        assert board.remembered(("x",), lambda: 2) == 2
        assert board.remembered(("x",), lambda: 3) == 2
        with board.listing(anew=True):
            assert board.remembered(("x",), lambda: 4) == 4
        assert board.remembered(("x",), lambda: 5) == 2
        assert "_listing" not in board.to_dict()
    assert board.listing_facts() is None
    assert board.remembered(("x",), lambda: 6) == 6


def test_the_tolls_are_named_by_cards_alone_so_none_is_asked_while_none_of_them_is_in_play():
    from engine.oath import hooks
    from engine.oath.abilities.nomad import WAY_STATION
    from engine.oath.abilities.order import CURFEW, FORCED_LABOR, TOLL_ROADS
    from engine.oath.ruler_powers import tolls_in_play

    assert hooks.cards_of("action.tolls") == {FORCED_LABOR, TOLL_ROADS, CURFEW, WAY_STATION}
    assert hooks.cards_of("travel.allowed") is None         # the Narrow Pass answers for a site, not a card
    board = OATH.setup({"players": ["a", "b", "c"]}, "listing-3", 2).board
    for card_id in (FORCED_LABOR, TOLL_ROADS, CURFEW, WAY_STATION):
        for site in board.sites:
            site.cards = [card for card in site.cards if card.id != card_id]
    assert not tolls_in_play(board)
    board.archive = [card_id for card_id in board.archive if card_id != CURFEW]      # out of the Archive, into play
    next(site for site in board.sites if site.faceup).cards.append(state.Card(CURFEW))
    assert tolls_in_play(board)


def test_a_replay_asks_only_the_action_a_move_names_and_gets_the_whole_listings_answer():
    """The Act phase is asked with a Listing (engine.core.decision): replaying a recorded move asks only the action
    it names (flow.act_offers), which offers only moves naming it, as it offers them in the whole listing."""
    asked = 0
    for players, seed, chronicle in GAMES:
        game = OATH.setup({"players": [f"p{n}" for n in range(players)], "chronicle": chronicle}, seed, 2)

        def ask(state, decision):
            nonlocal asked
            if decision.kind == "act" and decision.listing is not None:
                asked += 1
                choices = decision.choices
                named = {move["action"] for move in choices if "action" in move}
                unlisted = [{"action": name, "no such": True} for name in named] + [
                    {"end": "turn"}, {"action": "no such action"}, {"action": ["travel"]}, "act", None]
                for move in choices + unlisted:
                    assert decision.listing.has(move) == (move in choices), move
            return False

        play(OATH, game, seated([easy_bot, random_bot], players), MOVE_CAP, stop=ask)
    assert asked > 100


def test_a_replay_that_reads_no_choices_stands_where_the_game_stood():
    """Listing the Act phase's moves keeps a place for a held relic's tokens (powers.card_at), which is hashed; so
    where one has none yet they are listed at once (flow.act_decision), and a replay that reads no decision's
    choices (no hash, no view: a catch-up) stands where each Oath golden game stood, compared every 40 moves."""
    for path in sorted((Path(__file__).resolve().parents[1] / "golden").glob("oath-*.json")):
        created, *events = json.loads(path.read_text())["events"]
        replayed = OATH.setup(created["options"], created["seed"], created["ruleset_version"])
        for number, event in enumerate(events):
            OATH.apply(replayed, event["move"])
            if number % 40 == 39 or number == len(events) - 1:
                # a golden records the whole hash, or (events of schema 2) its first half
                assert OATH.state_hash(replayed).startswith(event["hash"]), f"{path.name}: move {number + 1}"
