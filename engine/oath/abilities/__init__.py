"""The cards' powers (Law 7), each written beside its card: Action, When played, Wake and Rest powers
(powers_played.py, relic_powers.py), battle plans (battle_plans.py), major-action modifiers (modifiers.py), the
sites (sites.py, tribunal.py), the Reliquary (reliquary.py) and the Archive's denizens by suit (order_hearth.py, ...).
Importing this package registers every one of them with engine.oath.powers and engine.oath.hooks; engine.oath
imports it, so a game never runs without them."""

from . import (
    action_modifiers,  # noqa: F401
    arcane_discord,  # noqa: F401
    battle_plans,  # noqa: F401
    campaign_cards,  # noqa: F401
    chronicle_cards,  # noqa: F401
    edifices,  # noqa: F401
    modifiers,  # noqa: F401
    nomad_beast,  # noqa: F401
    order_hearth,  # noqa: F401
    persistent,  # noqa: F401
    powers_played,  # noqa: F401
    relic_powers,  # noqa: F401
    reliquary,  # noqa: F401
    search_modifiers,  # noqa: F401
    sites,  # noqa: F401
    tribunal,  # noqa: F401
)
