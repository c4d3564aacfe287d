"""Dominion's modules import each other without a cycle, and its cards never import a bot (DESIGN.md: bots and studies
beside the cards; a card's bot hint reads the card's own valuation, registry.Card)."""

from tests.architecture.import_graph import cycles, graph

DOMINION = graph("engine.dominion")
CARD_MODULES = ("engine.dominion.cards", "engine.dominion.registry")
BOT_MODULES = ("engine.dominion.bots", "engine.dominion.strategies", "engine.dominion.general",
               "engine.dominion.studies")


def test_the_modules_import_each_other_without_a_cycle():
    assert cycles(DOMINION) == []


def test_no_card_module_imports_a_bot_module():
    found = [f"{name} imports {target}" for name, targets in DOMINION.items() if name.startswith(CARD_MODULES)
             for target in targets if target.startswith(BOT_MODULES)]
    assert found == []


def test_the_graph_sees_imports_inside_functions_and_from_the_package():
    """What the old cards did: `from ..bots import keep_value` inside a hint, and `from . import card` of the
    package that imports them."""
    assert cycles({"cards": {"cards.intrigue"}, "cards.intrigue": {"bots"}, "bots": {"cards"}}) == \
        [["bots", "cards", "cards.intrigue", "bots"]]
    assert "engine.dominion.cards.basic" in DOMINION["engine.dominion.cards"]
    assert "engine.dominion.registry" in DOMINION["engine.dominion.cards.basic"]
