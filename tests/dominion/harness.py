"""Arrange a Dominion board, make moves, read the board: so a scenario reads like a ruling.

Decks are written top card first, as a test reads them ("deck=["Gold", "Copper"]": Gold is drawn first); the
engine keeps a deck with its top card last, and `Zones.deck` turns it back.
"""

from engine.core import Flow
from engine.core.selfplay import self_play
from engine.dominion import DOMINION
from engine.dominion.bots import answer
from engine.dominion.cards import CARDS
from engine.dominion.game import Game
from engine.dominion.kingdoms import PRESETS
from engine.dominion.scoring import result
from engine.dominion.state import TurnState
from engine.dominion.turn import game_flow

FIRST_GAME = PRESETS["First Game"]
NAMES = ["Ana", "Ben", "Cid", "Dan"]


class Zones:
    """One player's zones as a test reads them."""

    def __init__(self, player):
        self.state = player

    hand = property(lambda self: self.state.hand)
    discard = property(lambda self: self.state.discard)
    play = property(lambda self: self.state.play)
    aside = property(lambda self: self.state.aside)
    turns = property(lambda self: self.state.turns)

    @property
    def deck(self) -> list:
        return list(reversed(self.state.deck))


class Scenario:
    """A live game with short verbs for the moves; every verb returns the scenario so moves can chain."""

    def __init__(self, game: Game):
        self.game = game

    @property
    def board(self):
        return self.game.board

    @property
    def decision(self):
        return self.game.decision

    @property
    def turn(self):
        return self.board.turn

    @property
    def trash(self) -> list:
        return self.board.trash

    @property
    def supply(self) -> dict:
        return self.board.supply

    @property
    def player(self) -> Zones:
        """The player whose turn it is."""
        return Zones(self.board.players[self.board.turn.player])

    def seat(self, name: str) -> Zones:
        return Zones(next(p for p in self.board.players if p.name == name))

    def hash(self) -> str:
        return self.game.hash()

    def apply(self, move: dict) -> "Scenario":
        self.game.apply(move)
        return self

    def play(self, name: str) -> "Scenario":
        return self.apply({"play": name})

    def play_treasures(self) -> "Scenario":
        return self.apply({"play_all": "treasures"})

    def buy(self, name: str) -> "Scenario":
        return self.apply({"buy": name})

    def gain(self, name: str) -> "Scenario":
        return self.apply({"gain": name})

    def choose(self, *cards: str) -> "Scenario":
        return self.apply({"cards": list(cards)})

    def reveal(self, name: str) -> "Scenario":
        return self.apply({"reveal": name})

    def option(self, name: str) -> "Scenario":
        """Answer a choice between printed options (Spy: "discard" or "put back")."""
        return self.apply({"option": name})

    def yes(self) -> "Scenario":
        return self.option("yes")

    def no(self) -> "Scenario":
        return self.option("no")

    def options(self, *names: str) -> "Scenario":
        """Answer a "choose two" (Pawn), naming the options in the order the card prints them."""
        return self.apply({"options": list(names)})

    def name(self, card: str) -> "Scenario":
        """Name a card (Wishing Well)."""
        return self.apply({"name": card})

    def order(self, *cards: str) -> "Scenario":
        """Put cards back on the deck in this order, the top card last."""
        return self.apply({"order": list(cards)})

    def end(self) -> "Scenario":
        """End whatever is being decided: the Action phase, the turn, or revealing Reactions."""
        what = {"action": "actions", "buy": "turn", "reaction": "reactions"}[self.decision.kind]
        return self.apply({"end": what})


def dominion_game(kingdom=FIRST_GAME, players=2, seed="harness", first="Ana", hand=None, deck=None, discard=None,
                  hands=None, decks=None, supply=None, colony=None) -> Scenario:
    """A game whose current player is `first`, at the start of their first turn, with the zones given.

    `hand`, `deck` and `discard` are the current player's; `hands` and `decks` map other players' names to theirs.
    A zone not given keeps what setup dealt. `supply` overrides pile counts. `colony` (true or false) decides
    Platinum and Colony; not given, the Prosperity setup rule does.
    """
    options = {"players": NAMES[:players], "kingdom": list(kingdom)}
    if colony is not None:
        options["colony"] = colony
    game = Game(options, seed)
    board = game.board
    by_name = {p.name: p for p in board.players}
    current = by_name[first]
    hands = {**(hands or {}), **({first: hand} if hand is not None else {})}
    decks = {**(decks or {}), **({first: deck} if deck is not None else {})}
    for name, cards in hands.items():
        by_name[name].hand = list(cards)
    for name, cards in decks.items():
        by_name[name].deck = list(reversed(cards))
    if discard is not None:
        current.discard = list(discard)
    board.supply.update(supply or {})
    board.buy_menu.reset()      # what could be bought was worked out for the piles as setup left them
    # Setup already began the first turn; begin it again so its first decision sees the arranged board.
    for player in board.players:
        player.turns = 0
    board.turn = TurnState(player=board.players.index(current))
    board.log.clear()
    game.flow = Flow(game_flow(board))
    game.mark = 0
    return Scenario(game)


MOVE_CAP = 20_000


def play_bot_game(options: dict, players: int, policies, seed: str):
    """A whole game between bot policies (seat i plays policies[i % len]); every move is checked legal before it
    is applied, and the game must end within MOVE_CAP moves. Returns the result."""
    game = self_play(DOMINION, {"players": [f"p{n}" for n in range(players)], **options}, seed, policies, MOVE_CAP)
    assert game.board.finished
    return result(game.board)


def set_discard(game, name: str, cards: list) -> None:
    """The named player's discard pile, as given."""
    next(p for p in game.board.players if p.name == name).discard = list(cards)


def kingdom_buyer(within=None):
    """A policy: Big Money's answers (Colony, Province, Platinum, then Gold, Silver), but on odd turns the dearest
    affordable card of the kingdom (or of `within`) first, so a game meets every decision those cards ask."""
    def buys(seen, coins, affordable):
        for best in ("Colony", "Province", "Platinum"):
            if best in affordable:
                return best
        mine = [c for c in affordable if c in (within or seen["kingdom"])]
        if mine and seen["turn"]["number"] % 2:
            return max(mine, key=lambda c: (CARDS[c].cost, c))
        return next((c for c in ("Gold", "Silver") if c in affordable), None)

    return lambda view_, decision: answer(view_, decision, buys)
