"""The shared mechanisms every card calls: drawing with the 1E shuffle rule, gaining, trashing, choosing,
attacks and reactions, costs. Written once; cards never reimplement them."""

from itertools import combinations, permutations

from engine.core import Decision
from engine.core.effects import run

from .registry import ATTACK, CARDS, TREASURE, get


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def listing(cards) -> str:
    return ", ".join(cards) if cards else "nothing"


# Lines said at every turn, written only when read (engine.core.flow.written)
def _draws(player: str, count: int) -> str:
    return f"{player} draws {plural(count, 'card')}."


def _draws_cards(player: str, cards: tuple) -> str:
    return f"{player} draws {listing(cards)}."


def _gains(player: str, card: str, zone: str) -> str:
    where = "" if zone == "discard" else f" into their {zone}" if zone == "hand" else " onto their deck"
    return f"{player} gains {card}{where}."


def plays(player: str, cards: list) -> str:
    return f"{player} plays {listing(cards)}."


def take_from_supply(board, player: int, name: str, to: str = "discard") -> bool:
    """The part of a gain that asks nothing: the card leaves its Supply pile for the player's `to` zone (an empty
    pile gives nothing). `Seat.gain` adds what reacts to gaining it."""
    supply = board.supply
    if not supply.get(name):
        return False
    supply[name] -= 1
    if not supply[name]:
        board.buy_menu.reset()      # its answers assumed the pile was not empty
    if name in board.trade_route:
        # Prosperity: Trade Route: the first gain from a Victory pile moves its token to the mat
        board.trade_route.remove(name)
        board.trade_route_mat += 1
    state = board.players[player]
    getattr(state, to).append(name)
    board.say((_gains, state.name, name, to))
    return True


def _take_top(deck: list, count: int) -> list:
    """The top `count` cards of a deck (all, if it holds fewer), taken off it, top first."""
    taken = deck[:-count - 1:-1] if count > 0 else []
    del deck[len(deck) - len(taken):]
    return taken


def draw(board, index: int, count: int) -> list:
    """Player `index` draws `count` cards, top first; the discard is shuffled only when the deck is empty and a card
    is still needed (1E rule). A function, not only a Seat's method: every Clean-up draws."""
    state = board.players[index]
    drawn = _take_top(state.deck, count)
    if len(drawn) < count and state.discard:
        reshuffle(board, index)
        drawn += _take_top(state.deck, count - len(drawn))
    state.hand += drawn
    if drawn:
        board.exposed += len(drawn)
        board.say((_draws, state.name, len(drawn)), index, (_draws_cards, state.name, tuple(drawn)))
    return drawn


def reshuffle(board, index: int) -> None:
    """The discard pile, shuffled, becomes the deck (only ever when the deck is empty)."""
    state = board.players[index]
    state.deck, state.discard = state.discard, []
    board.rng.shuffle(state.deck)
    board.say(f"{state.name} shuffles.")


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
        """Draw `count` cards, top first (`draw`)."""
        return draw(self.board, self.index, count)

    def take_top(self):
        """The top card of the deck (shuffling the discard in if the deck is empty), or None if there is none."""
        if not self.state.deck:
            if not self.state.discard:
                return None
            self.reshuffle()
        self.board.exposed += 1
        return self.state.deck.pop()

    def reshuffle(self) -> None:
        reshuffle(self.board, self.index)

    def zone(self, name: str) -> list:
        return getattr(self.state, name)

    def move(self, cards: list, source: str, target: str, to_top: bool = True) -> None:
        """Move cards between this player's zones without narration (deck top is the list's end)."""
        if source == "deck":
            self.board.exposed += len(cards)        # a card leaves a deck: something hidden is shown or moved
        for card in cards:
            self.zone(source).remove(card)
            self.zone(target).append(card)

    def reveal_top(self) -> str | None:
        """Reveal the top card of the deck (shuffling if needed) and set it aside; None if there is none."""
        card = self.take_top()
        if card is not None:
            self.state.aside.append(card)
            self.board.say(f"{self.name} reveals {card}.")
        return card

    def put_on_deck(self, cards: list, source: str = "hand") -> None:
        """Put cards on top of the deck; the last one listed ends on top."""
        self.move(cards, source, "deck")

    def discard_down_to(self, size: int):
        """The player chooses cards to discard until `size` are left in hand (Militia, Goons)."""
        excess = len(self.state.hand) - size
        if excess > 0:
            cards = yield from self.choose_cards(self.state.hand, "discard", f"Discard {excess} cards down to {size}",
                                                 at_least=excess, at_most=excess)
            self.discard(cards)

    def discard(self, cards: list) -> None:
        for card in cards:
            self.state.hand.remove(card)
            self.state.discard.append(card)
        if cards:
            self.board.say(f"{self.name} discards {listing(cards)}.")

    def discard_from(self, cards: list, source: str) -> None:
        self.move(cards, source, "discard")
        if cards:
            self.board.say(f"{self.name} discards {listing(cards)}.")

    def trash(self, cards: list, source: str = "hand") -> None:
        if source == "deck":
            self.board.exposed += len(cards)        # a card leaves a deck: something hidden is shown or moved
        for card in cards:
            self.zone(source).remove(card)
            self.board.trash.append(card)
        if cards:
            self.board.say(f"{self.name} trashes {listing(cards)}.")

    def gain_from_trash(self, name: str):
        """Gain a card from the trash (Thief); a gain like any other, so gain reactions apply."""
        self.board.trash.remove(name)
        self.state.discard.append(name)
        self.board.say(f"{self.name} gains {name} from the trash.")
        yield from self._after_gain(name, "discard")
        return True

    def gain(self, name: str, to: str = "discard"):
        """Gain a card from the Supply (buying also gains); an empty pile gives nothing. Returns whether a card
        was gained. A generator: what happens when a card is gained may ask questions (Prosperity: Watchtower)."""
        gained = take_from_supply(self.board, self.index, name, to)
        if gained and self.board.gain_hooks:
            yield from self._after_gain(name, to)
        return gained

    def add_vp_tokens(self, count: int) -> None:
        """Prosperity: Victory point tokens on the player's Victory mat (public, unlimited)."""
        self.state.vp_tokens += count
        self.board.say(f"{self.name} takes {plural(count, 'VP token')}.")

    def _after_gain(self, name: str, zone: str):
        for hook in self.board.gain_hooks:
            zone = (yield from run(hook(self, name, zone))) or zone

    def choose_cards(self, cards, kind: str, prompt: str, at_least: int = 0, at_most: int | None = None,
                     private: bool = False):
        """Ask this player to pick cards from `cards`; returns the list picked. A private answer is kept from
        the other players (event listings show it as hidden)."""
        at_most = len(cards) if at_most is None else min(at_most, len(cards))
        at_least = min(at_least, at_most)
        move = yield Decision(self.index, kind, prompt, pick_from=list(cards), min=at_least, max=at_most,
                              source=self.source, private=private)
        return move["cards"]

    def choose_card(self, cards, kind: str, prompt: str, private: bool = False):
        """Exactly one card of `cards` (None if there are none)."""
        if not cards:
            return None
        [card] = yield from self.choose_cards(cards, kind, prompt, 1, 1, private)
        return card

    def choose_order(self, cards, prompt: str, private: bool = False):
        """The order to put `cards` on the deck, answered top card last; asked only when it can matter."""
        if len(set(cards)) <= 1:
            return list(cards)
        orders = sorted(set(permutations(sorted(cards))))
        move = yield Decision(self.index, "order", prompt, choices=[{"order": list(o)} for o in orders],
                              source=self.source, private=private)
        return move["order"]

    def choose_options(self, options: list[str], prompt: str, count: int = 1):
        """Choose `count` different options (as printed); returns them in the order the card prints them."""
        if count == 1:
            choices = [{"option": option} for option in options]
        else:
            choices = [{"options": list(combo)} for combo in combinations(options, count)]
        move = yield Decision(self.index, "option", prompt, choices=choices, source=self.source)
        chosen = [move["option"]] if count == 1 else move["options"]
        self.board.say(f"{self.name} chooses {' and '.join(chosen)}.")
        return chosen

    def may(self, prompt: str) -> bool:
        """A yes-or-no question."""
        [answer] = yield from self.choose_options(["yes", "no"], prompt)
        return answer == "yes"

    def name_card(self, prompt: str):
        """Name any card (even one not in this game)."""
        names = sorted(CARDS)
        move = yield Decision(self.index, "name", prompt, choices=[{"name": n} for n in names], source=self.source,
                              explain=lambda m: _unknown_name(m))
        self.board.say(f"{self.name} names {move['name']}.")
        return move["name"]

    def choose_gain(self, allowed, prompt: str, to: str = "discard", optional: bool = False,
                    chooser: int | None = None):
        """Gain a card from the Supply that `allowed(card)` accepts; if none can be had, nothing happens.
        `chooser` is the player who picks it, when another player does (Swindler: the attacker)."""
        options = [name for name, left in self.board.supply.items() if left > 0 and allowed(get(name))]
        if not options:
            self.board.say(f"{self.name} has nothing to gain.")
            return None
        choices = [{"gain": name} for name in options] + ([{"gain": None}] if optional else [])
        move = yield Decision(self.index if chooser is None else chooser, "gain", prompt, choices=choices,
                              source=self.source)
        if move["gain"] is None:
            return None
        yield from self.gain(move["gain"], to=to)
        return move["gain"]


class Turn:
    """What a card's effect works with: the board, the player who played it, the turn's counters, and for an
    Attack the players it may touch."""

    def __init__(self, board, player: int, card, instance: dict):
        self.board = board
        self.card = card
        self.player = Seat(board, player, card.name)
        self.unaffected: set = set()
        self.instance = instance        # shared by every play of one card (Throne Room): has it left play?

    actions = property(lambda self: self.board.turn.actions, lambda self, v: setattr(self.board.turn, "actions", v))
    buys = property(lambda self: self.board.turn.buys, lambda self, v: setattr(self.board.turn, "buys", v))
    coins = property(lambda self: self.board.turn.coins, lambda self, v: setattr(self.board.turn, "coins", v))

    def cost(self, name: str) -> int:
        return cost(self.board, name)

    def seat(self, index: int) -> Seat:
        return Seat(self.board, index, self.card.name)

    def trash_this(self) -> bool:
        """Trash the played card from play; a later play of the same card (Throne Room) cannot trash it again."""
        if self.instance["moved"] or self.card.name not in self.player.state.play:
            return False
        self.instance["moved"] = True
        self.player.trash([self.card.name], source="play")
        return True

    def play_action(self, name: str, times: int):
        """Throne Room and King's Court: put an Action from hand into play and resolve it `times` times; the
        played card uses no Action."""
        instance = {"moved": False}
        self.player.move([name], "hand", "play")
        self.board.say(f"{self.player.name} plays {name}" + (f" {_times(times)}." if times > 1 else "."))
        for _ in range(times):
            yield from resolve(self.board, self.player.index, name, instance)

    def attacked(self):
        """Each other player the Attack touches, in turn order from the attacker's left."""
        for index in self.board.others(self.player.index):
            if index not in self.unaffected:
                yield Seat(self.board, index, self.card.name)


# Called after every gain, in order, as (seat, card, zone it is in) -> the zone it ends in (or None for
# unchanged), by the kingdom card that brings them (Prosperity: Watchtower, Royal Seal). A game calls only those
# of its own kingdom (Board.gain_hooks).
GAIN_HOOKS: dict = {}


# Cost reductions besides Bridge's, by the kingdom card that brings them, as function(board, card) -> coins off
# (Prosperity: Quarry, Peddler). A game consults only those of its own kingdom (Board.cost_modifiers).
COST_MODIFIERS: dict = {}


def cost(board, name: str) -> int:
    """A card's cost now, with every active modifier (Bridge, and those in COST_MODIFIERS); never below 0."""
    card = CARDS[name]
    reduction = board.turn.cost_reduction
    for modifier in board.cost_modifiers:
        reduction += modifier(board, card)
    return card.cost - reduction if card.cost > reduction else 0


def _times(count: int) -> str:
    return {2: "twice", 3: "three times"}.get(count, f"{count} times")


def _unknown_name(move) -> str | None:
    name = move.get("name") if isinstance(move, dict) else None
    if isinstance(name, str) and name not in CARDS:
        return f"{name!r} is not the name of a card"
    return 'name a card with {"name": "<card name>"}'



def play_from_hand(board, player: int, name: str):
    """Put a card from hand into play and resolve it. Like `resolve`, this returns what is left to run."""
    state = board.players[player]
    state.hand.remove(name)
    state.play.append(name)
    board.say(f"{state.name} plays {name}.")
    return resolve(board, player, name)


def resolve(board, player: int, name: str, instance: dict | None = None):
    """Resolve one play of a card already in play (a Throne Room resolves its card twice through here).

    What needs no answer is done at once; the rest (the card's effect) is returned as a generator for the caller
    to `yield from`, and a card with no effect (a plain Treasure) returns nothing left to run."""
    card = CARDS[name]
    board.turn.played.append(name)
    if TREASURE in card.types:
        board.turn.coins += card.coins + (board.turn.copper_bonus if name == "Copper" else 0)
    if card.effect is None:
        return ()
    # whether this play has moved the card out of play yet (Throne Room's plays share one)
    return _effect(board, player, card, {"moved": False} if instance is None else instance)


def _effect(board, player: int, card, instance: dict):
    turn = Turn(board, player, card, instance)
    if card.is_(ATTACK):
        turn.unaffected = yield from reveal_reactions(board, player, card.name)
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
            # the Reaction's own decisions name it as their source (Secret Chamber's cards put back)
            if (yield from run(get(move["reveal"]).reaction(Seat(board, index, move["reveal"])))):
                unaffected.add(index)
    return unaffected
