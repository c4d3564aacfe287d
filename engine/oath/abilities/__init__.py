"""The cards' powers (Law 7), each written beside its card and registered with engine.oath.powers and the hook points
of engine.oath.hooks when this package is imported (engine.oath imports it, so a game never runs without them):
- the starting denizens: powers_played.py (Action, When played, Rest), battle_plans.py, modifiers.py;
- the relics (relic_powers.py), the sites (sites.py, tribunal.py) and the Reliquary (reliquary.py);
- the Archive's denizens: by suit (arcane_discord.py, order_hearth.py, nomad_beast.py) and by the mechanism they
  extend (search_modifiers.py, action_modifiers.py, campaign_cards.py, arcane_discord_plans.py, persistent.py);
- the edifices (edifices.py, edifice_persistents.py, and the Forest Temple, which answers the Chronicle, in
  chronicle_cards.py).
"""

from . import (
    act_as_if,  # noqa: F401
    action_modifiers,  # noqa: F401
    adviser_limits,  # noqa: F401
    arcane_discord,  # noqa: F401
    arcane_discord_plans,  # noqa: F401
    battle_plans,  # noqa: F401
    campaign_cards,  # noqa: F401
    campaign_extensions,  # noqa: F401
    chronicle_cards,  # noqa: F401
    edifice_persistents,  # noqa: F401
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
    tolls,  # noqa: F401
    tribunal,  # noqa: F401
    triggers,  # noqa: F401
    zones_and_one_offs,  # noqa: F401
)
