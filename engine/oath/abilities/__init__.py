"""The cards' powers (Law 7), each written beside its card: Action, When played, Wake and Rest powers
(powers_played.py, relic_powers.py), battle plans (battle_plans.py), major-action modifiers (modifiers.py), the
sites (sites.py, tribunal.py), the Reliquary (reliquary.py) and the Archive's denizens by suit (order_hearth.py, ...).
Importing this package registers every one of them with engine.oath.powers and engine.oath.hooks; engine.oath
imports it, so a game never runs without them."""

from . import (battle_plans, modifiers, nomad_beast, order_hearth, powers_played, relic_powers,  # noqa: F401
               reliquary, search_modifiers, sites, tribunal)
