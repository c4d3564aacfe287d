"""The general bot: plays any kingdom of the three sets with a money-density buy heuristic of its own.

Each card is valued by what it adds to a hand in coins: its own coins, the cards it draws at the deck's money
density, and the harm its Attack does. At each buy it greens by the gains left to end the game, and otherwise
takes the affordable card worth most, if that raises the deck's money density. A terminal Action is worth less the
more terminals the deck holds; none is taken unless it beats a Silver, nor past one terminal and another per 8 cards
(and per village). Platinum and Colony come with Colony games; Provinces at $8 once the deck's money passes $18.
"""

from dataclasses import dataclass

from .bots import register
from .cards import ACTION, CURSE, TREASURE, VICTORY, get
from .strategies import Position, coins_of, is_terminal, play, suicide


@dataclass(frozen=True)
class Worth:
    """One card's yield when played: coins, cards drawn, and harm to each opponent in coins."""

    coins: float = 0
    cards: float = 0
    harm: float = 0
    vp: float = 0           # VP it brings besides its printed points (tokens)


def printed_worth(name: str) -> Worth:
    """What the card gives as printed: a Treasure's coins, an Action's +Cards and +$."""
    card = get(name)
    if card.is_(TREASURE):
        return Worth(coins=coins_of(name))
    return Worth(coins=card.plus_coins, cards=card.plus_cards)


# What a money deck gets from the cards whose yield is not a plain "+N" (or not only one); None: not wanted.
YIELDS = {
    "Adventurer": Worth(coins=2.5),
    "Bank": None,                                   # valued by the Treasures it meets (below)
    "Baron": None,                                  # valued by the Estates it meets (below)
    "Bishop": Worth(coins=1, vp=1.5),
    "Bureaucrat": Worth(coins=1, harm=0.4),
    "Cellar": Worth(coins=0.4),
    "Chapel": Worth(),
    "City": Worth(cards=1.2),
    "Conspirator": Worth(coins=2),
    "Contraband": Worth(coins=2.3),
    "Coppersmith": None,                            # valued by the Coppers it meets (below)
    "Council Room": Worth(cards=4, harm=-0.4),
    "Counting House": Worth(coins=1),
    "Courtyard": Worth(cards=2.5),
    "Expand": Worth(coins=1),
    "Feast": Worth(coins=0.8),
    "Forge": Worth(coins=0.5),
    "Goons": Worth(coins=2, harm=0.8, vp=0.5),
    "Hoard": Worth(coins=2.3),
    "Ironworks": Worth(coins=2),
    "King's Court": Worth(coins=0.3),
    "Library": Worth(cards=3),
    "Loan": Worth(coins=1.2),
    "Militia": Worth(coins=2, harm=0.8),
    "Mine": Worth(coins=1.2),
    "Minion": Worth(coins=2, harm=0.3),
    "Mint": None,                                   # buying it trashes the Treasures in play
    "Mining Village": Worth(cards=1),
    "Moneylender": Worth(coins=1.5),
    "Monument": Worth(coins=2, vp=0.7),
    "Mountebank": Worth(coins=2, harm=2),
    "Nobles": Worth(cards=3),
    "Pawn": Worth(coins=1),
    "Rabble": Worth(cards=3, harm=0.5),
    "Remodel": Worth(coins=0.5),
    "Royal Seal": Worth(coins=2.1),
    "Saboteur": Worth(harm=0.8),
    "Scout": Worth(coins=0.3),
    "Secret Chamber": Worth(coins=1.3),
    "Shanty Town": Worth(cards=0.5),
    "Spy": Worth(cards=1, harm=0.2),
    "Steward": Worth(coins=2),
    "Swindler": Worth(coins=2, harm=0.5),
    "Talisman": Worth(coins=1.2),
    "Thief": Worth(coins=0.3),
    "Throne Room": Worth(coins=0.3),
    "Torturer": Worth(cards=3, harm=1.2),
    "Trade Route": Worth(coins=0.8),
    "Trading Post": Worth(coins=2),
    "Tribute": Worth(coins=2.3),
    "Upgrade": Worth(cards=1, coins=0.3),
    "Vault": Worth(cards=2, coins=1.3),
    "Venture": None,                                # valued by the Treasures it meets (below)
    "Watchtower": Worth(cards=2),
    "Wishing Well": Worth(cards=1.3),
    "Witch": Worth(cards=2, harm=2),
    "Workshop": Worth(coins=0.8),
}
CURSERS = {"Witch", "Mountebank", "Torturer"}
# their +Actions are conditional, or an option a money deck does not take
CONDITIONAL_ACTIONS = {"Conspirator", "Ironworks", "Nobles", "Tribute"}


def terminal(name: str) -> bool:
    return is_terminal(name) or name in CONDITIONAL_ACTIONS


class Deck:
    """A seat's deck as money: how much a card drawn is worth, and how many terminals it holds."""

    def __init__(self, position: Position):
        self.position = position
        self.owned = position.owned
        self.size = max(position.cards, 1)
        self.terminals = sum(n for name, n in self.owned.items() if terminal(name))
        self.villages = sum(n for name, n in self.owned.items()
                            if get(name).plus_actions >= 2 and not terminal(name))
        treasures = [(name, n) for name, n in self.owned.items() if get(name).is_(TREASURE)]
        self.treasure_share = sum(n for _, n in treasures) / self.size
        self.treasure_coins = sum(coins_of(name) * n for name, n in treasures) / max(1, sum(n for _, n in treasures))
        self.density = 0.0
        for _ in range(4):      # the worth of a drawn card depends on what it draws: iterate to a fixed point
            self.density = sum(self.drawn_worth(name) * n for name, n in self.owned.items()) / self.size
        self.money = sum(self.worth(name) * n for name, n in self.owned.items())

    def yield_of(self, name: str) -> Worth | None:
        if name == "Bank":
            return Worth(coins=1 + 4 * self.treasure_share)
        if name == "Venture":
            return Worth(coins=1 + self.treasure_coins)
        if name == "Baron":
            estates = self.owned["Estate"] / self.size
            return Worth(coins=4 * (1 - (1 - estates) ** 4))
        if name == "Coppersmith":
            return Worth(coins=3 * self.owned["Copper"] / self.size)
        if name in YIELDS:
            return YIELDS[name]
        return printed_worth(name)

    def drawn_worth(self, name: str) -> float:
        """A card drawn by a terminal: its coins and draws if it gives +Actions; a terminal drawn is dead."""
        card = get(name)
        if card.is_(TREASURE):
            return self.yield_of(name).coins
        if not card.is_(ACTION) or terminal(name):
            return 0.0
        found = self.yield_of(name)
        return found.coins + found.cards * self.density if found else 0.0

    def worth(self, name: str) -> float:
        """A card in hand, in coins: what it makes, what it draws, what its Attack costs the others."""
        card = get(name)
        found = self.yield_of(name)
        if found is None or not (card.is_(TREASURE) or card.is_(ACTION)):
            return 0.0
        harm = found.harm
        if name in CURSERS and not self.position.left("Curse"):
            harm = 0.3
        return found.coins + found.cards * self.density + harm + found.vp * self.lateness

    @property
    def lateness(self) -> float:
        """0 early, 1 when the game could end this turn."""
        return max(0.0, min(1.0, (12 - self.position.gains_to_end) / 10))

    def terminal_room(self, name: str) -> int:
        """How many terminals the deck can hold: one, another per 8 cards and per village; two cursers early."""
        room = 1 + self.size // 8 + self.villages
        return max(room, 2) if name in CURSERS and self.position.left("Curse") else room

    def gain_worth(self, name: str) -> float:
        """What one more copy adds, in coins per card in hand; a terminal loses what collisions cost it."""
        value = self.worth(name)
        if terminal(name):
            if self.terminals >= self.terminal_room(name) or value < 2:
                return 0.0     # no room, or no better than a Silver that never collides
            clear = (1 - self.terminals / (self.size + 1)) ** 4
            value = value * clear
        points = get(name).points
        if not callable(points) and points > 0:
            value += points * self.lateness
        return value


def general_wants(view: dict, offered: list[str]) -> str | None:
    position = Position(view)
    offered = [name for name in offered if not suicide(position, name)]
    deck = Deck(position)
    gains = position.gains_to_end
    colony = "Colony" in position.supply

    if "Colony" in offered and (deck.money > 32 or gains <= 6):
        return "Colony"
    if "Province" in offered and (not colony and (deck.money > 18 or gains <= 5) or colony and gains <= 6):
        return "Province"
    if "Duchy" in offered and 0 < gains <= 4:
        return "Duchy"
    if "Estate" in offered and 0 < gains <= 2:
        return "Estate"
    candidates = [name for name in offered if not get(name).is_(CURSE) and name != "Copper"
                  and (not get(name).is_(VICTORY) or get(name).is_(ACTION) or get(name).is_(TREASURE))]
    best = max(candidates, key=lambda name: (deck.gain_worth(name), not terminal(name), get(name).cost, name),
               default=None)
    worth = deck.gain_worth(best) if best else 0.0
    if "Duchy" in offered and 0 < gains <= 6 and worth < 3:
        return "Duchy"
    if "Province" in offered and worth < 3:
        return "Province"
    if best and worth > deck.density:
        return best
    return None


def general(view: dict, decision: dict) -> dict:
    return play(view, decision, general_wants)


register("general", general, "General: any kingdom; buys the card worth most in coins per hand (money density, "
                             "draw at the deck's density, Attacks' harm), few terminals, greens by gains to end.")
