"""The Dominion board as plain data: zones, piles, counters, whose turn. It serialises to JSON for the hash.

A deck is a list whose last item is its top card.
"""

from dataclasses import dataclass, field

from engine.core import SeededRandom

from .buy_menu import BuyMenu


def _with_set(data: dict, **later) -> dict:
    """Fields added after the first release join the hashed state only when set, so the recorded hashes of
    games that never used them stay valid (the golden replays guard this)."""
    data.update({key: value for key, value in later.items() if value})
    return data


@dataclass(slots=True)
class Player:
    name: str
    hand: list = field(default_factory=list)
    deck: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    play: list = field(default_factory=list)
    aside: list = field(default_factory=list)     # revealed or set aside by an effect in progress
    turns: int = 0
    vp_tokens: int = 0                            # Prosperity: the Victory mat
    received: list = field(default_factory=list)  # cards passed to this player unseen by others (Masquerade)
    passed: list = field(default_factory=list)    # cards this player passed unseen by others (Masquerade)

    def all_cards(self) -> list:
        return self.deck + self.hand + self.discard + self.play + self.aside

    def to_dict(self) -> dict:
        data = {"name": self.name, "hand": self.hand, "deck": self.deck, "discard": self.discard,
                "play": self.play, "turns": self.turns}
        return _with_set(data, aside=self.aside, vp_tokens=self.vp_tokens, received=self.received,
                         passed=self.passed)


@dataclass(slots=True)
class TurnState:
    player: int = 0
    number: int = 0                 # turns taken in the game so far, this one included
    phase: str = "action"           # action, buy, cleanup
    actions: int = 1
    buys: int = 1
    coins: int = 0
    bought: bool = False            # once a card is bought no more Treasures are played (Prosperity rulings)
    played: list = field(default_factory=list)   # every play this turn, Throne Room plays included
    cost_reduction: int = 0         # Intrigue: Bridge, for the rest of the turn
    copper_bonus: int = 0           # Intrigue: Coppersmith, for the rest of the turn
    banned: list = field(default_factory=list)   # Prosperity: cards named by Contraband, not to be bought

    def to_dict(self) -> dict:
        data = {"player": self.player, "number": self.number, "phase": self.phase, "actions": self.actions,
                "buys": self.buys, "coins": self.coins, "bought": self.bought, "played": self.played}
        return _with_set(data, cost_reduction=self.cost_reduction, copper_bonus=self.copper_bonus, banned=self.banned)

    def begin(self, player: int) -> None:
        """Begin the next turn, of `player`: as a new TurnState(player, number), made without a new object (and
        without the tuples a many-name assignment packs and unpacks)."""
        self.player = player
        self.phase = "action"
        self.actions = self.buys = 1
        self.coins = self.cost_reduction = self.copper_bonus = 0
        self.bought = False
        self.played = []
        self.banned = []


@dataclass
class Board:
    players: list
    supply: dict                    # pile name -> cards left, in display order
    kingdom: list
    rng: SeededRandom
    options: dict
    trash: list = field(default_factory=list)
    turn: TurnState = field(default_factory=TurnState)
    finished: bool = False
    trade_route: list = field(default_factory=list)   # Prosperity: Victory piles still holding a coin token
    trade_route_mat: int = 0                          # Prosperity: coin tokens moved to the Trade Route mat
    cost_modifiers: list = field(default_factory=list)   # derived from the kingdom at setup; not state
    gain_hooks: list = field(default_factory=list)       # the same
    buy_rules: bool = False     # the same: the kingdom changes costs or forbids some buys, so each buy is checked
    buy_menu: BuyMenu = field(default_factory=BuyMenu, repr=False, compare=False)   # not state: never hashed
    log: list = field(default_factory=list)     # narration: (public text, player, that player's fuller text)
    exposed: int = field(default=0, repr=False, compare=False)     # cards taken off decks so far: not state

    def to_dict(self) -> dict:
        data = {"players": [p.to_dict() for p in self.players], "supply": self.supply, "kingdom": self.kingdom,
                "trash": self.trash, "turn": self.turn.to_dict(), "finished": self.finished,
                "rng": self.rng.to_dict(), "options": self.options}
        return _with_set(data, trade_route=self.trade_route, trade_route_mat=self.trade_route_mat)

    hashed = to_dict        # what the state hash is taken of (engine.core.flow): plain data already, copying nothing

    def others(self, index: int) -> list[int]:
        """Every other player, in turn order from the left of `index`."""
        count = len(self.players)
        return [(index + step) % count for step in range(1, count)]

    def empty_piles(self) -> list[str]:
        return [name for name, left in self.supply.items() if left == 0]

    def say(self, text, player: int | None = None, private=None) -> None:
        """Narrate: everyone reads `text`; `player`, if given, reads `private` instead. Either is a string, or
        (function, *arguments) that writes it when it is read (engine.core.flow.written)."""
        self.log.append((text, player, private))
