"""The shared mechanisms every card calls: drawing with the 1E shuffle rule, gaining, trashing, choosing,
attacks and reactions, costs. Written once; cards never reimplement them."""

import inspect

from engine.core import Decision

from .cards import ATTACK, TREASURE, get


def plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def listing(cards) -> str:
    return ", ".join(cards) if cards else "nothing"


class Seat:
    """One player's zones and the actions a card may take on them."""

    def __init__(self, board, index: int, source: str | None = None):
        self.board = board
        self.index = index
        self.state = board.players[index]
        self.source = source

    @property
    def name(self):
        return self.state.name

    @property
    def hand(self):
        return self.state.hand

    def draw(self, count: int) -> list:
        """Draw one at a time; shuffle the discard only when the deck is empty and a card is needed (1E rule)."""
        drawn = []
        for _ in range(count):
            card = self.take_top()
            if card is None:
                break
            self.state.hand.append(card)
            drawn.append(card)
        if drawn:
            self.board.say(f"{self.name} draws {plural(len(drawn), 'card')}.", self.index,
                           f"{self.name} draws {listing(drawn)}.")
        return drawn

    def take_top(self):
        """The top card of the deck (shuffling the discard in if the deck is empty), or None if there is none."""
        if not self.state.deck:
            if not self.state.discard:
                return None
            self.state.deck, self.state.discard = self.state.discard, []
            self.board.rng.shuffle(self.state.deck)
            self.board.say(f"{self.name} shuffles.")
        return self.state.deck.pop()

    def discard(self, cards: list) -> None:
        for card in cards:
            self.state.hand.remove(card)
            self.state.discard.append(card)
        if cards:
            self.board.say(f"{self.name} discards {listing(cards)}.")

    def trash(self, cards: list) -> None:
        for card in cards:
            self.state.hand.remove(card)
            self.board.trash.append(card)
        if cards:
            self.board.say(f"{self.name} trashes {listing(cards)}.")

    def gain(self, name: str, to: str = "discard") -> bool:
        """Gain a card from the Supply (buying also gains); an empty pile gives nothing."""
        if self.board.supply.get(name, 0) == 0:
            return False
        self.board.supply[name] -= 1
        {"discard": self.state.discard, "hand": self.state.hand, "deck": self.state.deck}[to].append(name)
        where = "" if to == "discard" else f" into their {to}" if to == "hand" else " onto their deck"
        self.board.say(f"{self.name} gains {name}{where}.")
        return True

    def choose_cards(self, cards, kind: str, prompt: str, at_least: int = 0, at_most: int | None = None):
        """Ask this player to pick cards from `cards`; returns the list picked."""
        at_most = len(cards) if at_most is None else min(at_most, len(cards))
        at_least = min(at_least, at_most)
        move = yield Decision(self.index, kind, prompt, pick_from=list(cards), min=at_least, max=at_most,
                              source=self.source)
        return move["cards"]

    def choose_gain(self, allowed, prompt: str, to: str = "discard"):
        """Gain a card from the Supply that `allowed(card)` accepts; if none can be had, nothing happens."""
        options = [name for name, left in self.board.supply.items() if left > 0 and allowed(get(name))]
        if not options:
            self.board.say(f"{self.name} has nothing to gain.")
            return None
        move = yield Decision(self.index, "gain", prompt, choices=[{"gain": name} for name in options],
                              source=self.source)
        self.gain(move["gain"], to=to)
        return move["gain"]


class Turn:
    """What a card's effect works with: the board, the player who played it, the turn's counters, and for an
    Attack the players it may touch."""

    def __init__(self, board, player: int, card):
        self.board = board
        self.card = card
        self.player = Seat(board, player, card.name)
        self.unaffected: set = set()

    actions = property(lambda self: self.board.turn.actions, lambda self, v: setattr(self.board.turn, "actions", v))
    buys = property(lambda self: self.board.turn.buys, lambda self, v: setattr(self.board.turn, "buys", v))
    coins = property(lambda self: self.board.turn.coins, lambda self, v: setattr(self.board.turn, "coins", v))

    def cost(self, name: str) -> int:
        return cost(self.board, name)

    def attacked(self):
        """Each other player the Attack touches, in turn order from the attacker's left."""
        for index in self.board.others(self.player.index):
            if index not in self.unaffected:
                yield Seat(self.board, index, self.card.name)


def cost(board, name: str) -> int:
    """A card's cost now, with every active modifier; never below 0."""
    return max(0, get(name).cost)


def play_from_hand(board, player: int, name: str):
    """Put a card from hand into play and resolve it."""
    state = board.players[player]
    state.hand.remove(name)
    state.play.append(name)
    board.say(f"{state.name} plays {name}.")
    yield from resolve(board, player, name)


def resolve(board, player: int, name: str):
    """Resolve one play of a card already in play (a Throne Room resolves its card twice through here)."""
    card = get(name)
    board.turn.played.append(name)
    if card.is_(TREASURE):
        board.turn.coins += card.coins
    if card.effect is None:
        return
    turn = Turn(board, player, card)
    if card.is_(ATTACK):
        turn.unaffected = yield from reveal_reactions(board, player, name)
    yield from run(card.effect(turn))


def reveal_reactions(board, attacker: int, attack: str):
    """Before an Attack does anything, each other player in turn order from the attacker's left may reveal
    Reaction cards from hand, each at most once, in any order. Returns the players it will not touch."""
    unaffected = set()
    always_ask = board.options.get("reaction_prompts") == "always"
    for index in board.others(attacker):
        seat = Seat(board, index)
        revealed = []
        while True:
            options = sorted({c for c in seat.hand if get(c).reaction and c not in revealed})
            if not options and not always_ask:
                break
            choices = [{"reveal": c} for c in options] + [{"end": "reactions"}]
            move = yield Decision(index, "reaction", f"{board.players[attacker].name} plays an Attack: reveal a "
                                  "Reaction from your hand?", choices=choices, source=attack)
            if "end" in move:
                break
            revealed.append(move["reveal"])
            board.say(f"{seat.name} reveals {move['reveal']}.")
            if (yield from run(get(move["reveal"]).reaction(seat))):
                unaffected.add(index)
    return unaffected


def run(steps):
    """Resolve an effect that may ask questions (a generator) or not (a plain function's result)."""
    if inspect.isgenerator(steps):
        return (yield from steps)
    return steps
