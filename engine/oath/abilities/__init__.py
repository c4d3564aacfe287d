"""The cards' powers (Law 7), sorted one way: by suit, as the card reference is (cards.md 4-8). One module for each
suit's denizens (discord.py, arcane.py, order.py, hearth.py, beast.py, nomad.py: the nine cards of the first game's
world deck and the Archive's twenty-four), one for the relics (relics.py), the edifices (edifices.py: both faces of
each), the sites (sites.py, the Tribunal among them) and the Chancellor's Reliquary (reliquary.py). A card is written
in one place, under its printed number (the engine id is one less): every power it has, whatever its kind, and the
decision kinds it asks (engine.oath.vocabulary.asks gathers them). The cards register with engine.oath.powers and the
hook points of engine.oath.hooks when this package is imported (engine.oath imports it, so a game never runs without
them). Two modules hold no card: phrases.py, the phrases many cards' texts share, and exchanges.py, the binding
exchanges of Law 7.6.3 that several cards negotiate.

How the powers are read, for every card:
- Costs are paid by engine.oath.powers before a power runs (Law 7.1.2). A power whose effect could do nothing is not
  offered (its `usable=`): paying a cost for nothing would be an unprompted loss (Law 9.5, our reading). Forced
  choices with one answer are made without asking (phrases.choose); every "may" is asked (Law 7.1.3).
- Peeks are narrated privately and remembered in Player.seen (or Player.peeked for a relic), which only its player
  is shown (Law 9.4).
- A battle plan's step-3 power (Law 7.5) notes that it was used (battle.py keeps campaign.plans) and does what it does
  then; what it changes later is its answer at the Campaign's hook points, or its "If you are victorious" part
  (battle.later). "You" on a defending plan is the whole defending side (Czech Law 5.5.3); the player who used it
  pays and gains.
- A modifier (Law 7.4) is registered with the action it changes (modifying.py), chosen with the action ("with") and
  answers that action's hook points while `applied`; a "must" modifier (Law 7.4.1) binds whoever has access to it.
- A persistent power (Law 7.1.4) binds whom its card describes, whatever their access. "Enemies of this card's ruler"
  and "that ruler" are read through engine.oath.ruler_powers (Law 10 "Rule", "Enemy", 6.6.3); on an adviser-only card
  "you" is the player with the card faceup among their advisers. A toll is the price of the move it guards: the move
  is offered only to a player who can pay it and still take it (Law 9.3, 9.5), and taking it pays it first.
- A trigger on another player's act answers a `react.*` hook point with the reactions it offers; engine.oath.reactions
  runs them seat by seat in turn order from the current player (Law 9.1), asking the card's holder.
- A facedown card has no power (Law 7.2).
"""

from . import (
    arcane,  # noqa: F401
    beast,  # noqa: F401
    discord,  # noqa: F401
    edifices,  # noqa: F401
    hearth,  # noqa: F401
    nomad,  # noqa: F401
    order,  # noqa: F401
    relics,  # noqa: F401
    reliquary,  # noqa: F401
    sites,  # noqa: F401
)
