"""The card registry: one definition per card, written where its set is."""

from dataclasses import dataclass, field, replace
from typing import Callable

ACTION, TREASURE, VICTORY, CURSE, ATTACK, REACTION = "Action", "Treasure", "Victory", "Curse", "Attack", "Reaction"
BASIC, BASE, INTRIGUE, PROSPERITY = "basic", "base", "intrigue", "prosperity"
SETS = (BASE, INTRIGUE, PROSPERITY)


@dataclass(frozen=True)
class Card:
    """A card as printed. Its effects (effect, reaction, on_buy, in_play_buy) are generators when they ask anything,
    plain functions when they ask nothing (engine.core.effects)."""

    name: str
    cost: int
    types: frozenset
    set: str
    czech: tuple = ()
    coins: int = 0                      # what a Treasure makes when played
    points: int | Callable = 0          # VP, or a function of the owner's whole deck
    effect: Callable | None = field(default=None, compare=False)   # (turn) for Action cards
    text: str = ""
    reaction: Callable | None = field(default=None, compare=False)  # (seat) -> True when unaffected
    hint: Callable | None = field(default=None, compare=False)      # bot hint: (view, decision) -> move or None
    on_buy: Callable | None = field(default=None, compare=False)    # (seat) when this card is bought,
                                                                    # before it is gained (1E Mint)
    in_play_buy: Callable | None = field(default=None, compare=False)  # (seat, bought) for each copy in
                                                                       # play when its owner buys (Hoard, Goons)
    buy_condition: Callable | None = field(default=None, compare=False)  # (board) -> why it cannot be bought now
                                                                         # or None (Grand Market)
    # the "+N" bonuses it gives whatever happens, as printed (Market: +1 Card, +1 Action, +1 Buy, +$1); a bonus that
    # hangs on a condition or a choice (City's second Card, Pawn's) is not among them
    plus_cards: int = 0
    plus_actions: int = 0
    plus_buys: int = 0
    plus_coins: int = 0

    def is_(self, kind: str) -> bool:
        return kind in self.types

    @property
    def kingdom(self) -> bool:
        return self.set != BASIC


CARDS: dict[str, Card] = {}


def card(name, cost, types, set, czech=(), coins=0, points=0, plus_cards=0, plus_actions=0, plus_buys=0,
         plus_coins=0):
    """Register a card whose effect is the decorated function (or a card with no effect, via `plain_card`)."""

    def register(effect):
        CARDS[name] = Card(name, cost, frozenset(types), set, tuple(czech), coins, points, effect,
                           (effect.__doc__ or "").strip(), plus_cards=plus_cards, plus_actions=plus_actions,
                           plus_buys=plus_buys, plus_coins=plus_coins)
        return effect

    return register


def _attach(attribute: str):
    def attach(name):
        def register(function):
            CARDS[name] = replace(CARDS[name], **{attribute: function})
            return function

        return register

    attach.__doc__ = f"Attach the card's `{attribute}` (see Card) to a card already registered."
    return attach


reaction = _attach("reaction")          # the Reaction half: (seat) answering True to block an Attack
bot_hint = _attach("hint")              # how a sensible player answers the decisions this card asks
when_bought = _attach("on_buy")
while_in_play_when_buying = _attach("in_play_buy")
buy_condition = _attach("buy_condition")


def replay_hint(own_name: str):
    """The bot hint of a card that plays another Action several times (Throne Room, King's Court): the dearest
    Action, another copy of itself last."""

    def hint(view, decision):
        if decision["kind"] != "play":
            return None
        return {"cards": [max(decision["pick"]["from"], key=lambda c: (c != own_name, CARDS[c].cost, c))]}

    hint.__doc__ = replay_hint.__doc__
    return hint


def plain_card(name, cost, types, set, czech=(), coins=0, points=0, text=""):
    CARDS[name] = Card(name, cost, frozenset(types), set, tuple(czech), coins, points, None, text)


def get(name: str) -> Card:
    return CARDS[name]


def kingdom_cards(sets=SETS) -> list[Card]:
    return [c for c in CARDS.values() if c.set in sets]


from . import basic, base, intrigue, prosperity, prosperity_money  # noqa: E402,F401  (registers the cards)

# Read-only tables for the turn's hot paths, built once every card is registered.
PRINTED_COST = {name: c.cost for name, c in CARDS.items()}
NAMES_OF = {kind: frozenset(n for n, c in CARDS.items() if kind in c.types)
            for kind in (ACTION, TREASURE, VICTORY, CURSE, ATTACK, REACTION)}
WITH_BUY_CONDITION = frozenset(n for n, c in CARDS.items() if c.buy_condition)
WATCHING_BUYS = frozenset(n for n, c in CARDS.items() if c.in_play_buy)
