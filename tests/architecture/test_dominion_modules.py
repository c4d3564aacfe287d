"""Dominion's cards never import a bot (DESIGN.md: bots and studies beside the cards; a card's bot hint reads the
card's own valuation, registry.Card). No import circle among its modules: tests/architecture/test_layers.py, for
every package."""

from pathlib import Path

from tests.architecture.imports import CodeBase, within

ROOT = Path(__file__).resolve().parents[2]
CODE = CodeBase(ROOT, packages=("engine",))
CARD_MODULES = ("engine.dominion.cards", "engine.dominion.registry")
BOT_MODULES = ("engine.dominion.bots", "engine.dominion.strategies", "engine.dominion.general",
               "engine.dominion.studies")


def test_no_card_module_imports_a_bot_module():
    found = [str(found) for found in CODE.imports_of("engine/dominion")
             if within(found.importer, CARD_MODULES) and within(found.imported, BOT_MODULES)]
    assert found == []


def test_the_guard_sees_a_card_that_imports_a_bot_inside_its_hint(tmp_path):
    """What the old cards did: `from ..bots import keep_value` inside a hint."""
    cards = tmp_path / "engine" / "dominion" / "cards"
    cards.mkdir(parents=True)
    for package in (tmp_path / "engine", tmp_path / "engine" / "dominion", cards):
        (package / "__init__.py").write_text("")
    (tmp_path / "engine" / "dominion" / "bots.py").write_text("def keep_value(card):\n    return 0\n")
    (cards / "intrigue.py").write_text("def hint():\n    from ..bots import keep_value\n    return keep_value\n")
    found = [str(found) for found in CodeBase(tmp_path, packages=("engine",)).imports_of("engine/dominion")
             if within(found.importer, CARD_MODULES) and within(found.imported, BOT_MODULES)]
    assert found == ["engine/dominion/cards/intrigue.py:2 (in hint) imports engine.dominion.bots"]
