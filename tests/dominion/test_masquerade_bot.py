"""The `masquerade` bot plays Masquerade as DominionSim's source does (`DomPlayer.chooseCardToPass`,
`MasqueradeCard.play`): it passes the card it parts with most readily, by DominionSim's trash priorities (a Curse, a
Duchy or an Estate its rules do not want now, a Copper, a Silver, a Gold, a Platinum, a wanted Estate or Duchy, a
Province), and trashes that card if it is a Curse, an unwanted Estate or Duchy, or a Copper the hand's buy does not
need."""

from engine.dominion.bots import BOTS
from engine.dominion.views import BoardView

from .harness import dominion_game

KINGDOM = ["Masquerade", "Village", "Smithy", "Cellar", "Chapel", "Moat", "Militia", "Market", "Mine", "Witch"]
LATE = {"Province": 2}      # the bot's rules want a Duchy (Provinces left <= 5) and an Estate (<= 2)


def masquerade_played(hand, deck, ben_hand=("Copper",) * 5, supply=None):
    """Ana's `masquerade` bot plays Masquerade from `hand` (drawing the top two of `deck`); Ben is the same bot."""
    game = dominion_game(kingdom=KINGDOM, hand=list(hand), deck=list(deck), hands={"Ben": list(ben_hand)},
                         supply=supply)
    answers = []
    while game.game.decision is not None and game.game.decision.kind != "buy":
        decision = game.game.decision
        move = BOTS["masquerade"](BoardView(game.board, decision.player), decision.to_dict())
        answers.append((decision.player, decision.kind, move))
        game.game.apply(move)
    return game, answers


def passed(answers):
    return next(move["cards"] for player, kind, move in answers if player == 0 and kind == "pass")


def trashed(answers):
    return next(move["cards"] for player, kind, move in answers if player == 0 and kind == "trash")


def test_it_passes_a_copper_not_a_gold_nor_a_province():
    _, answers = masquerade_played(["Masquerade", "Province", "Copper", "Gold", "Silver"], ["Silver", "Gold"])
    assert passed(answers) == ["Copper"]


def test_it_passes_a_curse_before_an_estate_and_an_estate_before_a_copper():
    _, answers = masquerade_played(["Masquerade", "Estate", "Copper", "Curse", "Silver"], ["Silver", "Gold"])
    assert passed(answers) == ["Curse"]
    _, answers = masquerade_played(["Masquerade", "Estate", "Copper", "Silver", "Silver"], ["Silver", "Gold"])
    assert passed(answers) == ["Estate"]


def test_early_it_passes_a_duchy_it_does_not_want_before_an_estate():
    # 8 Provinces left: no buy rule wants a Duchy yet, and DominionSim ranks such a Duchy (8) below an Estate (9)
    _, answers = masquerade_played(["Masquerade", "Estate", "Copper", "Gold", "Silver"], ["Duchy", "Silver"])
    assert passed(answers) == ["Duchy"]


def test_late_it_keeps_the_estate_and_duchy_its_rules_want_and_passes_a_gold():
    # 2 Provinces left: Estate and Duchy are wanted (35, 40), so a Gold (24) goes first. It receives Ben's Copper:
    # $4 buys an Estate with or without it, so the Copper is trashed and the Estate and Duchy stay.
    game, answers = masquerade_played(["Masquerade", "Estate", "Duchy", "Gold", "Gold"], ["Province", "Province"],
                                      supply=LATE)
    assert passed(answers) == ["Gold"]
    assert trashed(answers) == ["Copper"]
    assert sorted(game.player.hand) == ["Duchy", "Estate", "Gold", "Province", "Province"]


def test_late_it_trashes_a_spare_copper_rather_than_the_estate_it_wants():
    # 2 Provinces left: it passes a Copper, receives Ben's; $12 buys a Province with or without one Copper
    game, answers = masquerade_played(["Masquerade", "Estate", "Copper", "Gold", "Gold"], ["Gold", "Silver"],
                                      supply=LATE)
    assert passed(answers) == ["Copper"]
    assert trashed(answers) == ["Copper"]
    assert game.board.trash == ["Copper"]
    assert "Estate" in game.player.hand


def test_it_trashes_a_copper_that_buys_nothing_more():
    # $3 Copper x3 + Silver 2 + Gold 3 drawn = $8 with or without one Copper: a Province either way
    game, answers = masquerade_played(["Masquerade", "Copper", "Copper", "Copper", "Silver"], ["Gold", "Silver"])
    assert trashed(answers) == ["Copper"]
    assert game.board.trash == ["Copper"]


def test_it_keeps_a_copper_its_buy_needs():
    # It passes a Copper and receives Ben's: Copper, Copper, Gold, Gold, Province, Province. $8 buys a Province (two
    # Golds owned); without a Copper $7 buys only a Gold, so nothing is trashed.
    game, answers = masquerade_played(["Masquerade", "Copper", "Copper", "Gold", "Gold"], ["Province", "Province"])
    assert passed(answers) == ["Copper"]
    assert trashed(answers) == []
    assert game.board.trash == []


def test_early_it_trashes_an_estate_however_rich_the_hand():
    _, answers = masquerade_played(["Masquerade", "Estate", "Estate", "Gold", "Gold"], ["Silver", "Copper"])
    assert trashed(answers) == ["Estate"]


def test_the_bot_it_plays_against_passes_by_the_same_priorities():
    # Ben (the same bot) holds an Estate and Coppers, 8 Provinces left: he passes the Estate
    _, answers = masquerade_played(["Masquerade", "Copper", "Copper", "Copper", "Silver"], ["Gold", "Silver"],
                                   ben_hand=["Copper", "Estate", "Copper", "Gold", "Silver"])
    assert (1, "pass", {"cards": ["Estate"]}) in answers
