"""The strategy bots of the established simulators, encoded to their published buy rules.

shared/reference/dominion-bots.md gives each bot's priority list. A bot scans its list top to bottom at each buy
(and at each gain it chooses) and takes the first card that it may take now and whose condition holds; an extra
Buy rescans. Treasures are always all played; Actions and every other decision are answered by `bots.answer`,
with the per-card hints beside each card.
"""

from collections import Counter
from dataclasses import dataclass
from functools import partial
from typing import Callable

from .bots import JUNK_BELOW, KEPT_WHEN_WANTED, answer, gives_actions, register, trash_priority
from .buy_menu import BUY, END_TURN, PLAY_ALL
from .cards import ACTION, CARDS, TREASURE, get
from .scoring import point_tables

# A Treasure whose worth is not printed: Bank is worth at least itself (Geronimoo counts coin values only).
UNPRINTED_COINS = {"Bank": 1}


def coins_of(name: str) -> int:
    return UNPRINTED_COINS.get(name, get(name).coins)


def is_terminal(name: str) -> bool:
    """An Action that gives no +Action: a second one in hand is dead without a village."""
    return get(name).is_(ACTION) and not gives_actions(name)


class Position:
    """What a seat knows when it buys, in the words of the simulators' bot conditions."""

    __slots__ = ("view", "supply", "_owned", "_in_play")

    def __init__(self, view: dict):
        self.view = view
        self.supply = view["supply"]
        self._owned = self._in_play = None

    @property
    def players(self) -> int:
        return len(self.view["players"])

    @property
    def owned(self) -> Counter:
        if self._owned is None:     # counted once, when a rule first asks
            self._owned = Counter(self.view["players"][self.view["you"]].get("owned", {}))
        return self._owned

    @property
    def in_play(self) -> Counter:
        if self._in_play is None:
            self._in_play = Counter(self.view["players"][self.view["you"]]["in_play"])
        return self._in_play

    def count(self, name: str) -> int:
        """Geronimoo `countInDeck`: copies owned, wherever they are."""
        return self.owned[name]

    @property
    def cards(self) -> int:
        """Geronimoo `countCardsInDeck`: every card owned."""
        return sum(self.owned.values())

    @property
    def treasures(self) -> int:
        """Geronimoo `countCardTypeInDeck(Treasure)`."""
        return sum(n for name, n in self.owned.items() if get(name).is_(TREASURE))

    @property
    def total_money(self) -> int:
        """Geronimoo `getTotalMoney`: the coins of every Treasure owned (a starting deck has 7)."""
        return sum(coins_of(name) * n for name, n in self.owned.items() if get(name).is_(TREASURE))

    def left(self, name: str) -> int:
        """Cards left in a Supply pile; 0 for a pile not in this game (Dominiate's `countInSupply`)."""
        return self.supply.get(name, 0)

    @property
    def provinces_left(self) -> int:
        return self.left("Province")

    @property
    def colonies_left(self) -> int:
        return self.left("Colony")

    @property
    def piles_to_end(self) -> int:
        """Empty Supply piles that end the game: 3, or 4 with five or more players."""
        return 3 if self.players <= 4 else 4

    @property
    def gains_to_end(self) -> int:
        """Dominiate `gainsToEndGame`: the fewest gains that would end the game."""
        piles = sorted(self.supply.values())
        fewest = min(sum(piles[:self.piles_to_end]), self.provinces_left)
        return min(fewest, self.colonies_left) if "Colony" in self.supply else fewest


@dataclass(frozen=True)
class Rule:
    """One line of a priority list: take `card` when `when` holds (always, without a condition)."""

    card: str
    when: Callable[[Position], bool] | None = None


def points_gained(position: Position, name: str) -> int:
    """The VP a gain of `name` adds to its owner's score now (Gardens and Duke count the whole deck)."""
    fixed, counted = point_tables()
    # Goons in play gives +1 VP token per buy (none is, without a Goons pile)
    tokens = position.in_play["Goons"] if "Goons" in position.supply else 0
    # nor is a card worth a count owned without its pile in the game: then the gain is worth its printed VP
    if name not in counted and counted.keys().isdisjoint(position.supply):
        return fixed[name] + tokens
    before = list(position.owned.elements())
    after = before + [name]

    def total(cards):
        return sum(p(cards) if callable(p) else p for p in (get(c).points for c in cards))
    return total(after) - total(before) + tokens


def ends_game(position: Position, name: str) -> bool:
    """Would taking the last `name` end the game: the last Province or Colony, or a pile that empties enough."""
    if position.left(name) != 1:
        return False
    if name in ("Province", "Colony"):
        return True
    empty = sum(1 for left in position.supply.values() if left == 0)
    return empty + 1 >= position.piles_to_end


def suicide(position: Position, name: str) -> bool:
    """Geronimoo `DomPlayer.suicideIfBuys`: taking the last card of a pile ends the game with this player behind,
    or tied having taken more turns (ties go to fewer turns)."""
    if not ends_game(position, name):
        return False
    view = position.view
    me = view["players"][view["you"]]
    mine = me["vp"] + points_gained(position, name)
    others = [p for i, p in enumerate(view["players"]) if i != view["you"]]
    best = max(p["vp"] for p in others)
    if mine < best:
        return True
    return mine == best and any(p["vp"] == best and me["turns"] > p["turns"] for p in others)


def first_wanted(rules, view: dict, offered) -> str | None:
    """The first rule's card that is offered, whose condition holds, and that would not lose the game. The seat's
    Position is made, and the Supply read, only when a rule asks them."""
    position = None
    for rule in rules:
        if rule.card not in offered:
            continue
        if rule.when is not None:
            position = position or Position(view)
            if not rule.when(position):
                continue
        # only a pile's last card can end the game
        if view["supply"].get(rule.card) != 1 or not suicide(position or Position(view), rule.card):
            return rule.card
    return None


class Strategy:
    """A priority-list bot: a pure policy (view, decision) -> move."""

    def __init__(self, id: str, description: str, rules: list[Rule]):
        self.id, self.description, self.rules = id, description, tuple(rules)
        # wants(view, offered): the first card its rules take (first_wanted), bound once: asked at every buy
        self.wants = partial(first_wanted, self.rules)

    def decide(self, view: dict, decision: dict) -> dict:
        """The bot's answer: the policy it is registered as (its bound method, called straight at every decision,
        where calling the instance would look its __call__ up each time)."""
        if decision["kind"] == "buy":
            return buy_answer(view, decision["choices"], self.wants)
        return play(view, decision, self.wants)

    __call__ = decide

    def __repr__(self):
        return f"Strategy({self.id!r})"


class OfferedBuys(frozenset):
    """The cards a buy decision offers: the set of their names (so `name in offered` is a set's own test), iterating
    in Supply order; `play_all` says whether playing every Treasure is offered too."""

    __slots__ = ("choices", "names", "play_all")

    def __new__(cls, choices):
        names = tuple(choice["buy"] for choice in choices if "buy" in choice)
        offer = super().__new__(cls, names)
        offer.choices, offer.names, offer.play_all = choices, names, PLAY_ALL in choices
        return offer

    def __iter__(self):
        return iter(self.names)


_OFFERS: dict = {}      # id(choices) -> their OfferedBuys; each holds its choices, so no id is reused while kept


def offered_buys(choices) -> OfferedBuys:
    """The offer of a buy decision's choices. The engine shares its buy lists between decisions and games (tuples,
    buy_menu.py), so each tuple of choices is listed once, and known again by identity; a list is listed anew."""
    offer = _OFFERS.get(id(choices))
    if offer is not None and offer.choices is choices:
        return offer
    offer = OfferedBuys(choices)
    if type(choices) is tuple:
        if len(_OFFERS) >= 4096:
            _OFFERS.clear()
        _OFFERS[id(choices)] = offer
    return offer


def buy_answer(view: dict, choices, wants) -> dict:
    """A buy decision's answer: every Treasure played, then the card `wants(view, offer)` picks, or the end. The
    answer is the engine's own shared move (buy_menu.py), the very object among the choices, so the engine finds
    it there at once."""
    offer = _OFFERS.get(id(choices))
    if offer is None or offer.choices is not choices:
        # not seen before (under a kingdom's buy rules, a new tuple each time: turn.buys); a play of all
        # Treasures is found at once, after the Treasures' own plays
        if PLAY_ALL in choices:
            return PLAY_ALL
        offer = offered_buys(choices)
    if offer.play_all:
        return PLAY_ALL
    wanted = wants(view, offer)
    return BUY[wanted] if wanted else END_TURN


def play(view: dict, decision: dict, wants) -> dict:
    """Treasures all played, buys and own gains by `wants(view, offered)`, everything else by `bots.answer`."""
    kind, choices = decision["kind"], decision.get("choices")
    if kind == "buy":       # the common case first: bots.answer would do the same for a buy
        return buy_answer(view, choices, wants)
    if kind == "pass" and decision.get("source") == "Masquerade":
        return masquerade_pass(view, decision["pick"]["from"], wants)
    if kind == "trash" and decision.get("source") == "Masquerade":
        return masquerade_trash(view, decision["pick"]["from"], wants)
    if kind == "gain":
        source = decision.get("source")
        hinted = get(source).hint(view, decision) if source in CARDS and get(source).hint else None
        if hinted is not None:
            return hinted
        wanted = wants(view, [c["gain"] for c in choices if c["gain"] is not None])
        if wanted:
            return {"gain": wanted}
    return answer(view, decision, lambda seen, coins, offered: wants(seen, offered))


def wanted_victory(view: dict, wants) -> frozenset:
    """DominionSim `wantsToGainOrKeep`: the Estate and the Duchy the bot's buy rules would take now; a bot keeps
    them, and parts with every Treasure but a Province before them (bots.trash_priority)."""
    return frozenset(name for name in KEPT_WHEN_WANTED if wants(view, [name]) == name)


def parted_with(view: dict, hand: list, wants) -> str | None:
    """The card of `hand` the bot parts with most readily (DominionSim sorts the hand `SORT_FOR_TRASHING`)."""
    wanted = wanted_victory(view, wants)
    return min(hand, key=lambda name: (trash_priority(name, wanted), name), default=None)


def masquerade_pass(view: dict, hand: list, wants) -> dict:
    """Intrigue: Masquerade, as DominionSim's `chooseCardToPass`: the card parted with most readily, so a Curse, an
    Estate or Duchy not wanted now, a Copper; a wanted Estate or Duchy only after a Gold and a Platinum."""
    return {"cards": [parted_with(view, hand, wants)]}


def masquerade_trash(view: dict, hand: list, wants) -> dict:
    """Intrigue: Masquerade, as DominionSim's `MasqueradeCard.play`: the card parted with most readily, if it is a
    Curse, an Estate or Duchy not wanted now, or a Copper, and the hand without it still buys what the bot's rules
    buy with it (`removingReducesBuyingPower`); else nothing."""
    junk = parted_with(view, hand, wants)
    if junk is None or trash_priority(junk, wanted_victory(view, wants)) >= JUNK_BELOW:
        return {"cards": []}
    coins = view["turn"]["coins"] + sum(get(c).coins for c in hand if get(c).is_(TREASURE))
    worth = get(junk).coins if get(junk).is_(TREASURE) else 0
    if worth and wants(view, affordable(view, coins)) != wants(view, affordable(view, coins - worth)):
        return {"cards": []}
    return {"cards": [junk]}


def affordable(view: dict, coins: int) -> list[str]:
    """The Supply cards `coins` buy at their printed cost."""
    return [name for name, left in view["supply"].items() if left and get(name).cost <= coins]


# --- the bots of shared/reference/dominion-bots.md -------------------------------------------------------------

def gold_owned(s):
    return s.count("Gold") > 0


def provinces_at_most(n):
    return lambda s: s.provinces_left <= n


def colonies_at_most(n):
    return lambda s: s.colonies_left <= n


def gains_between(n):
    """Dominiate `0 < gainsToEndGame <= n`."""
    return lambda s: 0 < s.gains_to_end <= n


def greening(duchy: int, estate: int = 2) -> list[Rule]:
    """Duchy [Provinces left <= duchy] > Estate [Provinces left <= estate], as most Geronimoo bots begin."""
    return [Rule("Duchy", provinces_at_most(duchy)), Rule("Estate", provinces_at_most(estate))]


STRATEGIES = [
    Strategy("big-money", "Basic Big Money (Geronimoo): Province > Gold > Silver.",
             [Rule("Province"), Rule("Gold"), Rule("Silver")]),
    Strategy("bmu", "Big Money Ultimate (WanderingWinder, Geronimoo): Province when total money > 18, "
                    "Duchy and Estate as the Provinces run out, Gold, Silver.",
             [Rule("Province", lambda s: s.total_money > 18), *greening(4), Rule("Gold"),
              Rule("Duchy", provinces_at_most(6)), Rule("Silver")]),
    Strategy("smithy", "Smithy Big Money (HiveMindEmulator, Geronimoo): one Smithy per 11 Treasures.",
             [Rule("Province", lambda s: s.total_money > 15), *greening(4), Rule("Gold"),
              Rule("Duchy", provinces_at_most(6)), Rule("Smithy", lambda s: s.count("Smithy") < s.treasures / 11),
              Rule("Silver")]),
    Strategy("witch", "Witch Big Money (Geronimoo): two Witches, the first before Gold.",
             [Rule("Province", gold_owned), *greening(5), Rule("Witch", lambda s: s.count("Witch") == 0),
              Rule("Gold"), Rule("Witch", lambda s: s.count("Witch") < 2), Rule("Silver")]),
    Strategy("militia", "Militia Big Money (Geronimoo): up to three Militias.",
             [Rule("Province", gold_owned), *greening(6), Rule("Gold"),
              Rule("Militia", lambda s: s.count("Militia") < 3), Rule("Silver")]),
    Strategy("moat", "Moat Big Money (HiveMindEmulator, Geronimoo): a Moat once the deck has 10 Treasures, a "
                     "second when only Moat is affordable.",
             [Rule("Province", lambda s: s.total_money > 16), *greening(4), Rule("Gold"),
              Rule("Duchy", provinces_at_most(6)),
              Rule("Moat", lambda s: s.treasures >= 10 and s.count("Moat") == 0), Rule("Silver"),
              Rule("Moat", lambda s: s.count("Moat") < 2)]),
    Strategy("laboratory", "Laboratory Big Money (Geronimoo): Laboratory at $5.",
             [Rule("Province", gold_owned), *greening(4), Rule("Gold"), Rule("Laboratory"), Rule("Silver")]),
    Strategy("courtyard", "Courtyard Big Money (HiveMindEmulator, Geronimoo): a Silver, then one Courtyard per 8 "
                          "Treasures.",
             [Rule("Province", gold_owned), *greening(4), Rule("Gold"), Rule("Duchy", provinces_at_most(5)),
              Rule("Silver", lambda s: s.count("Silver") == 0), Rule("Courtyard", lambda s: s.count("Courtyard") < 1),
              Rule("Courtyard", lambda s: s.count("Courtyard") < s.treasures / 8), Rule("Silver"),
              Rule("Courtyard", lambda s: s.count("Courtyard") < 2)]),
    Strategy("masquerade", "Masquerade Big Money (WanderingWinder, Geronimoo): one Masquerade; Province after "
                           "two Golds.",
             [Rule("Province", lambda s: s.count("Gold") > 1), *greening(4), Rule("Gold"),
              Rule("Duchy", provinces_at_most(5)), Rule("Masquerade", lambda s: s.count("Masquerade") < 1),
              Rule("Silver")]),
    Strategy("council-room", "Council Room Big Money (WanderingWinder, Geronimoo): one Council Room per $13 of "
                             "money.",
             [Rule("Province", gold_owned), *greening(4), Rule("Gold"), Rule("Duchy", provinces_at_most(6)),
              Rule("Council Room", lambda s: s.count("Council Room") == 0),
              Rule("Council Room", lambda s: s.count("Council Room") < s.total_money / 13), Rule("Silver")]),
    Strategy("monument", "Monument Big Money (WanderingWinder, Geronimoo): one Monument per 5 Treasures.",
             [Rule("Province", gold_owned), *greening(4), Rule("Gold"), Rule("Duchy", provinces_at_most(6)),
              Rule("Monument", lambda s: s.count("Monument") <= s.treasures / 5), Rule("Silver")]),
    Strategy("goons", "Goons Big Money (WanderingWinder, Geronimoo): Goons before Gold; Coppers for VP tokens late.",
             [Rule("Province", gold_owned), *greening(5),
              Rule("Goons", lambda s: s.count("Goons") <= s.count("Gold") + 2), Rule("Gold"),
              Rule("Duchy", provinces_at_most(6)), Rule("Silver"),
              Rule("Copper", lambda s: s.in_play["Goons"] > 0 and s.provinces_left <= 6)]),
    Strategy("mountebank", "Mountebank Big Money (Geronimoo): two Mountebanks, the first before Gold.",
             [Rule("Province", gold_owned), *greening(5), Rule("Mountebank", lambda s: s.count("Mountebank") < 1),
              Rule("Gold"), Rule("Mountebank", lambda s: s.count("Mountebank") < 2), Rule("Silver")]),
    Strategy("workshop-gardens", "Workshop/Gardens (Geronimoo): Workshops, then Gardens once 9 Workshops are owned.",
             [Rule("Gardens", lambda s: s.count("Workshop") > 8), Rule("Workshop"), Rule("Estate"), Rule("Silver"),
              Rule("Copper")]),
    Strategy("bmu-colony", "Big Money Ultimate for Colony games (WanderingWinder, Geronimoo): Colony when total "
                           "money > 32, Platinum before Province.",
             [Rule("Colony", lambda s: s.total_money > 32), Rule("Province", colonies_at_most(6)),
              Rule("Duchy", colonies_at_most(5)), Rule("Estate", colonies_at_most(2)), Rule("Platinum"),
              Rule("Province", colonies_at_most(7)), Rule("Gold"), Rule("Duchy", colonies_at_most(6)),
              Rule("Silver")]),
    Strategy("double-witch", "DoubleWitch (Dominiate): two Witches before any green but Province.",
             [Rule("Province", gold_owned), Rule("Witch", lambda s: s.count("Witch") < 2),
              Rule("Duchy", gains_between(5)), Rule("Estate", gains_between(2)), Rule("Gold"), Rule("Silver")]),
    Strategy("single-witch", "SingleWitch (Dominiate): one Witch, after the Province rule.",
             [Rule("Province", gold_owned), Rule("Witch", lambda s: s.count("Witch") == 0),
              Rule("Duchy", gains_between(5)), Rule("Estate", gains_between(2)), Rule("Gold"), Rule("Silver")]),
    Strategy("big-smithy", "BigSmithy (Dominiate): a Smithy, a second once the deck has 16 cards.",
             [Rule("Province"), Rule("Duchy", gains_between(5)), Rule("Estate", gains_between(2)), Rule("Gold"),
              Rule("Smithy", lambda s: s.count("Smithy") < 2 and s.cards >= 16),
              Rule("Smithy", lambda s: s.count("Smithy") < 1), Rule("Silver"),
              Rule("Copper", lambda s: s.gains_to_end <= 3)]),
]

for strategy in STRATEGIES:
    register(strategy.id, strategy.decide, strategy.description)
