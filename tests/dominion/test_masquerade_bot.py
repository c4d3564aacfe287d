"""The `masquerade` bot plays Masquerade as DominionSim does: it passes the card it parts with most readily (a
Curse, an Estate, a Copper, never a Province before a Gold) and trashes a Curse, an Estate or a Copper when the hand
without it still buys what its rules buy."""

from engine.dominion.bots import BOTS
from engine.dominion.views import BoardView

from .harness import dominion_game

KINGDOM = ["Masquerade", "Village", "Smithy", "Cellar", "Chapel", "Moat", "Militia", "Market", "Mine", "Witch"]


def masquerade_played(hand, deck, ben_hand=("Copper",) * 5):
    """Ana's `masquerade` bot plays Masquerade from `hand` (drawing the top two of `deck`); Ben is the same bot."""
    game = dominion_game(kingdom=KINGDOM, hand=list(hand), deck=list(deck), hands={"Ben": list(ben_hand)})
    answers = []
    while game.game.decision is not None and game.game.decision.kind != "buy":
        decision = game.game.decision
        move = BOTS["masquerade"](BoardView(game.board, decision.player), decision.to_dict())
        answers.append((decision.player, decision.kind, move))
        game.game.apply(move)
    return game, answers


def test_it_passes_a_copper_not_a_province():
    _, answers = masquerade_played(["Masquerade", "Province", "Copper", "Gold", "Silver"], ["Silver", "Gold"])
    assert (0, "pass", {"cards": ["Copper"]}) in answers


def test_it_passes_an_estate_before_a_copper_and_a_curse_before_both():
    _, answers = masquerade_played(["Masquerade", "Estate", "Copper", "Curse", "Silver"], ["Silver", "Gold"])
    assert answers[1] == (0, "pass", {"cards": ["Curse"]})


def test_it_trashes_a_copper_that_buys_nothing_more():
    # $3 Copper x3 + Silver 2 + Gold 3 drawn = $8 with or without one Copper: a Province either way
    game, answers = masquerade_played(["Masquerade", "Copper", "Copper", "Copper", "Silver"], ["Gold", "Silver"])
    assert answers[-1] == (0, "trash", {"cards": ["Copper"]})
    assert game.board.trash == ["Copper"]


def test_it_keeps_a_copper_its_buy_needs():
    # After passing the Estate and receiving Ben's Copper: Copper, Copper, Gold, Gold, Duchy, Province. $8 buys a
    # Province (two Golds owned); without a Copper $7 buys only a Gold, so nothing is trashed.
    game, answers = masquerade_played(["Masquerade", "Copper", "Gold", "Gold", "Estate"], ["Duchy", "Province"])
    assert answers[1] == (0, "pass", {"cards": ["Estate"]})
    assert answers[-1] == (0, "trash", {"cards": []})
    assert game.board.trash == []


def test_it_trashes_an_estate_however_rich_the_hand():
    _, answers = masquerade_played(["Masquerade", "Estate", "Estate", "Gold", "Gold"], ["Silver", "Copper"])
    assert answers[-1] == (0, "trash", {"cards": ["Estate"]})
