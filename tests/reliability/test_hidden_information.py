"""Hidden information, as a property of random games of both rulesets: at every version, for every seat and a
spectator, what the service serves (views, decisions, event pages, logs, the state at a version, refusals) holds
nothing that reader may not see: not the seed, not another seat's private answer, not another hand, not the deck's
order, not a facedown Oath card."""

import json

import pytest

from events.errors import MoveRejected, NotYourDecision
from events.service import Ledger
from events.store import Stores
from tests.api.test_oath_rest import hidden_from, ids_shown
from tests.contract.test_ruleset_contract import PRIVATE_ANSWERS

from .processes import scaled

# Dominion with Masquerade and Secret Chamber, seeds whose openings pass cards privately; Oath's setup is private.
MASQUERADE_EARLY = [1, 11, 12, 16, 20, 22, 23, 24, 26, 27, 29]
GAMES = {"dominion": [f"contract-{n}" for n in MASQUERADE_EARLY[:scaled(2)]],
         "oath": [f"hidden-o{n}" for n in range(scaled(2))]}
MOVES = 120     # each game's opening: setup choices, first turns, private answers


def dominion_secrets(loaded, viewer, view):
    """Another player's hand is a count, never its cards; no deck is listed to anyone."""
    text = json.dumps(view)
    assert '"deck"' not in text
    for seat, player in enumerate(view["players"]):
        assert ("hand" in player) == (seat == viewer), f"seat {seat}'s hand shown to {viewer}"


def oath_secrets(loaded, viewer, view):
    """Law 9.4: no face of a card or relic the reader may not know."""
    leaked = ids_shown(view) & hidden_from(loaded.state.board, viewer)
    assert not leaked, f"{sorted(leaked)} shown to {viewer}"


SECRETS = {"dominion": dominion_secrets, "oath": oath_secrets}


@pytest.mark.parametrize("ruleset_id, seed", [(r, s) for r, seeds in GAMES.items() for s in seeds])
def test_nothing_a_reader_may_not_see_is_served_at_any_version(ledger_client, monkeypatch, ruleset_id, seed, seeds):
    seeds.pin(seed)
    ledger = Ledger(Stores.on(ledger_client), seeds=seeds)
    with_seats = 3 if ruleset_id == "oath" else 2
    game_id = ledger.creating.create_game(ruleset_id, PRIVATE_ANSWERS.get(ruleset_id, {}),
                                 [{"name": f"P{n}"} for n in range(with_seats)])["id"]
    viewers = [None, *range(with_seats)]
    private = {}
    for version in range(1, MOVES + 1):
        with ledger.states.loaded(game_id) as loaded:
            decision = loaded.ruleset.decision(loaded.state)
            for viewer in viewers:
                view = loaded.ruleset.view(loaded.state, viewer)
                SECRETS[ruleset_id](loaded, viewer, view)
            policy = loaded.ruleset.bots()["random"]
            move = decision and policy(loaded.ruleset.bot_view(loaded.state, decision.player), decision.to_dict())
        for viewer in viewers:
            served = [ledger.views.info(game_id, viewer), ledger.views.decision(game_id, viewer),
                      ledger.history.events(game_id, viewer, max(1, version - 3)), ledger.views.view_at(game_id, viewer, version)]
            if version % 20 == 0:
                served.append(ledger.history.log(game_id, viewer))
            if decision is not None and viewer != decision.player:
                with pytest.raises((NotYourDecision, MoveRejected)) as refusal:
                    ledger.moves.submit(game_id, viewer, move, version)
                served.append(str(refusal.value))
            text = json.dumps(served)
            assert (seed in text) == (decision is None), "the seed is served at the end, and only then"
            for event in ledger.history.events(game_id, viewer)["events"]:
                if private.get(event["version"], viewer) != viewer:
                    assert event["move"] == "hidden", f"seat {private[event['version']]}'s answer shown to {viewer}"
            assert ledger.views.info(game_id, viewer)["view"] == ledger.views.view_at(game_id, viewer, version)["view"]
        if decision is None:
            break
        ledger.moves.submit(game_id, decision.player, move, version)
        if decision.private:
            private[version + 1] = decision.player
    assert private, "no private answer in the opening: nothing above was hidden"
