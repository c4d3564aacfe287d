"""Bots: pure policies. A bot gets its seat's view and its decision, nothing else, and answers a legal move."""

from engine.core.bots import random_legal  # noqa: F401  (registered below; tests import it from here)

from .cards import AFTER_COPPER, CARDS, TREASURE, VICTORY, get


def keep_value(name: str) -> float:
    """How much a player wants to keep a card in hand (registry.Card.keep_value)."""
    return get(name).keep_value


# An Estate or a Duchy its buy rules would take now is kept: then it goes after a Platinum, before a Province.
KEPT_WHEN_WANTED = {"Estate": 35, "Duchy": 40}
JUNK_BELOW = AFTER_COPPER      # DominionSim trashes with Masquerade only below this: Curse, Estate, Copper


def trash_priority(name: str, wanted=frozenset()) -> int:
    """How readily a bot parts with a card (to trash or to pass it), lowest first: a Curse, a Duchy or an Estate it
    does not want now (`wanted`: the Victory cards its buy rules would take now), a Copper, a Silver, a Gold, a
    Platinum, a wanted Estate or Duchy, a Province, a Colony. Kingdom cards go after a Copper, by cost."""
    if name in wanted and name in KEPT_WHEN_WANTED:
        return KEPT_WHEN_WANTED[name]
    return get(name).parting


# Actions whose +Actions hang on a condition or a choice; the simulators' bots count them as giving +Actions
MAY_GIVE_ACTIONS = frozenset({"Conspirator", "Ironworks", "Nobles", "Pawn", "Tribute"})


def gives_actions(name: str) -> bool:
    """A card that gives +Actions, or may (Pawn, if chosen)."""
    return get(name).plus_actions > 0 or name in MAY_GIVE_ACTIONS


def play_priority(name: str) -> tuple:
    """Non-terminal Actions (those that give +Actions) before terminal ones; then the dearest."""
    return (gives_actions(name), get(name).cost)


def answer(view: dict, decision: dict, buy_priority) -> dict:
    """A sensible answer to any decision of the implemented cards; `buy_priority(view, coins)` picks buys."""
    kind, choices = decision["kind"], decision.get("choices")
    source = decision.get("source")
    if source in CARDS and get(source).hint:
        move = get(source).hint(view, decision)
        if move is not None:
            return move
    if kind == "action":
        plays = [c["play"] for c in choices if "play" in c]
        return {"play": max(plays, key=play_priority)} if plays else {"end": "actions"}
    if kind == "buy":
        if {"play_all": "treasures"} in choices:
            return {"play_all": "treasures"}
        affordable = [c["buy"] for c in choices if "buy" in c]
        wanted = buy_priority(view, view["turn"]["coins"], affordable)
        return {"buy": wanted} if wanted else {"end": "turn"}
    if kind == "reaction":
        reveals = [c for c in choices if "reveal" in c]
        return reveals[0] if reveals else {"end": "reactions"}
    if kind == "gain":
        cards = [c for c in choices if c["gain"] is not None]
        return max(cards, key=lambda c: (get(c["gain"]).is_(TREASURE) or not get(c["gain"]).is_(VICTORY)
                                         or get(c["gain"]).cost >= 8, get(c["gain"]).cost))
    if choices is not None:         # options, orders, names: the first listed unless the card hints better
        return choices[0]
    pick = decision["pick"]
    cards = sorted(pick["from"], key=keep_value)
    if kind == "discard" and decision.get("source") == "Cellar":
        unwanted = [c for c in cards if keep_value(c) < 0]
        return {"cards": unwanted[:pick["max"]]}
    if kind == "trash" and decision.get("source") == "Mine":
        # upgrade the cheapest Treasure that has a better one $3 up (Copper->Silver, Silver->Gold)
        return {"cards": [min(cards, key=lambda c: get(c).cost if get(c).cost < 6 else 99)]}
    return {"cards": cards[:max(pick["min"], 0)]}


def passing(view: dict, decision: dict) -> dict:
    """What answers a seat that resigned while the others play on (not a bot a seat may be given): it ends its
    Action phase and its turn at once and reveals no Reaction; asked anything else (an attack's discard, a card's
    question), it answers as the bots do, giving up the least it may."""
    kind = decision["kind"]
    if kind == "action":
        return {"end": "actions"}
    if kind == "buy":
        return {"end": "turn"}
    if kind == "reaction":
        return {"end": "reactions"}
    return answer(view, decision, lambda view, coins, affordable: None)


def big_money_buys(view: dict, coins: int, affordable: list) -> str | None:
    """Basic Big Money's buys without the last-card rule (Province, Gold, Silver): a plain buyer for card tests."""
    for name in ("Province", "Gold", "Silver"):
        if name in affordable:
            return name
    return None


def big_money(view: dict, decision: dict) -> dict:
    """The `big-money` bot (strategies.py)."""
    return BOTS["big-money"](view, decision)


# The one registry of bots by id; strategies.py and general.py add theirs (the ruleset imports both).
BOTS = {}
DESCRIPTIONS = {}


def register(id: str, policy, description: str) -> None:
    BOTS[id] = policy
    DESCRIPTIONS[id] = description


register("random", random_legal, "Random legal moves, uniformly: for soak tests.")
