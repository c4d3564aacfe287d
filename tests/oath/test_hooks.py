"""The hook points (engine/oath/hooks.py): each declared with the Law it serves, answered in a stated order that no
import order changes, and asked the way it says."""

import pytest

import engine.oath  # noqa: F401  (registers the cards)
from engine.oath import hooks

COMBINE = {"total", "fold", "every", "some", "first", "gather", "each"}


def test_every_hook_point_names_its_law_how_it_combines_and_what_it_asks():
    for point in hooks.POINTS.values():
        assert point.law.startswith("Law "), point.name
        assert point.combine in COMBINE, point.name
        assert point.asks.startswith("("), point.name


def test_contributions_are_in_their_stated_order_then_by_source():
    for name, found in hooks.CONTRIBUTIONS.items():
        assert list(found) == sorted(found, key=lambda c: (c.order, c.source)), name


def test_a_contribution_to_an_undeclared_point_is_refused():
    with pytest.raises(KeyError, match="no hook point 'travel.costs'"):
        hooks.contributes("travel.costs", "A Typo")(lambda *args: 0)


def test_every_hook_point_has_a_contribution():
    assert [name for name, found in hooks.CONTRIBUTIONS.items() if not found] == []


@pytest.fixture
def scratch_point():
    hooks.point("test.scratch", "Law 0", "fold", "(value) -> value")
    yield "test.scratch"
    del hooks.POINTS["test.scratch"], hooks.CONTRIBUTIONS["test.scratch"]


def test_a_fold_applies_contributions_by_order_whatever_order_they_registered_in(scratch_point):
    hooks.contributes(scratch_point, "Zeta", order=2)(lambda value: value + ["zeta"])
    hooks.contributes(scratch_point, "Beta", order=1)(lambda value: value + ["beta"])
    hooks.contributes(scratch_point, "Alpha", order=2)(lambda value: value + ["alpha"])
    assert hooks.fold(scratch_point, []) == ["beta", "alpha", "zeta"]


def test_the_cards_with_persistent_parts_are_known_by_id():
    from engine.oath.cards import card_named

    known = hooks.cards_contributing()
    assert {card_named(name).id for name in ("True Names", "Circlet of Command", "Grand Mask", "Ring of Devotion",
                                              "Bandit Crown")} <= known
