"""The card registry: what a card is (as printed, with its effects and a bot's valuation of it), and the decorators
each set's module registers its cards with (cards/). Imports no card, so the mechanisms the cards call (effects.py)
read the registry without importing the cards."""

from dataclasses import dataclass, field, replace
from typing import Callable

ACTION, TREASURE, VICTORY, CURSE, ATTACK, REACTION = "Action", "Treasure", "Victory", "Curse", "Attack", "Reaction"
BASIC, BASE, INTRIGUE, PROSPERITY = "basic", "base", "intrigue", "prosperity"
SETS = (BASE, INTRIGUE, PROSPERITY)
AFTER_COPPER = 16           # the parting of a card with none of its own, less its cost: a Copper's (15), plus one


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
    # How readily a bot parts with the card, to pass or to trash it, lowest first: DominionSim's trash priority (its
    # DomCardName table and the overrides of CurseCard, EstateCard, DuchyCard, ProvinceCard, ColonyCard), given for
    # the basic cards; any other card goes after a Copper, by cost (bots.trash_priority)
    parting: int | None = None

    def __post_init__(self):
        if self.parting is None:
            object.__setattr__(self, "parting", AFTER_COPPER + self.cost)

    def is_(self, kind: str) -> bool:
        return kind in self.types

    @property
    def keep_value(self) -> float:
        """How much a player wants to keep the card in hand: Curses and pure Victory cards least, then by cost."""
        if CURSE in self.types:
            return -2
        if VICTORY in self.types and ACTION not in self.types and TREASURE not in self.types:
            return -1
        return self.cost + (0.5 if ACTION in self.types else 0)

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


def plain_card(name, cost, types, set, czech=(), coins=0, points=0, text="", parting=None):
    CARDS[name] = Card(name, cost, frozenset(types), set, tuple(czech), coins, points, None, text, parting=parting)


def get(name: str) -> Card:
    return CARDS[name]


def kingdom_cards(sets=SETS) -> list[Card]:
    return [c for c in CARDS.values() if c.set in sets]
