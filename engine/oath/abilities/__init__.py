"""The powers of the cards (Law 7), by kind, each written beside the card it belongs to and registered with
engine.oath.powers: Action, When played, Wake and Rest powers (powers_played.py), battle plans
(battle_plans.py), major-action modifiers (modifiers.py)."""


def load() -> None:
    # importing a module registers its cards' powers
    from . import battle_plans, modifiers, powers_played, relic_powers  # noqa: F401
    from . import arcane_discord  # noqa: F401
