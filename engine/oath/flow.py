"""A game of Oath as one generator: setup's choices, then rounds of turns (Wake, Act, Rest) until a victory
(Law 3, 4)."""

from engine.core import Decision, Listing

from .actions import ACTIONS
from .chronicle_writing import write_chronicle
from .phases import rest, wake
from .powers import relic_tokens_unkept
from .setup import setup_choices
from .victory import end_of_round

MAX_ROUNDS = 8


def game_flow(board, resume: str | None = None):
    """Law 8 (intro): under ruleset version 2, the won game ends with its winner writing the Chronicle. Started
    again from a snapshot (`resume` "act"), play goes on from the top of the Act phase's loop of the turn the board
    stands in."""
    yield from play(board, resume)
    if board.version >= 2 and board.finished:
        yield from write_chronicle(board)


def play(board, resume: str | None = None):
    if resume is None:
        yield from setup_choices(board)
    seats = board.seats_from(board.chancellor())     # Law 1.7: the Chancellor (seat 0) first, clockwise (Law 4)
    first = 0 if resume is None else seats.index(board.turn)    # the turn a resumed game is in
    while not board.finished:
        for step in range(first, len(seats)):
            board.turn = seats[step]
            yield from take_turn(board, resume)
            resume = None
            if board.finished:
                return
        first = 0
        yield from end_of_round(board)       # Law 4: Stable Regime (3.3), then the round marker; 3.4 after round 8
        if not board.finished:
            board.round += 1


def take_turn(board, resume: str | None = None):
    """Wake, Act, Rest (Law 4.1-4.3); a turn resumed at "act" (a snapshot's) goes on from its Act phase."""
    player = board.turn
    if resume is None:
        board.players[player].spent = 0
        board.site_discards = []                # the Homeland condition looks at this turn only (Law 11)
        board.say(f"Round {board.round}: {board.players[player].name}'s turn.")
        board.phase = "wake"
        yield from wake(board, player)
        if board.finished:
            return
        board.phase = "act"
    yield from act(board, player)
    if board.finished:
        return
    board.phase = "rest"
    yield from rest(board, player)


# The order the Act phase lists its moves in: the Law's major actions (5.1-5.6), then the minor ones (6), then
# the powers. Fixed here, never by the order modules happened to be imported in, since the list is part of the
# hashed state.
ACT_ORDER = ("search", "muster", "trade", "recover", "campaign", "travel", "reveal_adviser", "discard_adviser",
             "show_adviser", "power", "peek_relic", "peek_reliquary", "move_warbands", "give_warbands",
             "take_warbands", "offer_citizenship", "exile_citizen", "self_exile", "tribunal")


END_ACT = {"end": "act"}


def act_choices(board, player: int) -> list:
    moves = []
    with board.listing():           # Board.remembered: what every candidate move asks, worked out once
        for name in act_order():
            moves += ACTIONS[name].offers(board, player)
    return moves + [dict(END_ACT)]


def act_offers(board, player: int, move) -> bool:
    """Whether `move` is among act_choices, asking only the action it names: an action offers only moves that name
    it (tests/oath/test_listing.py), and a listing of its own asks the same facts of the same board."""
    if move == END_ACT:
        return True
    name = move.get("action") if isinstance(move, dict) else None
    if not isinstance(name, str) or name not in ACTIONS:
        return False
    with board.listing():
        return move in ACTIONS[name].offers(board, player)


_ORDERED = {}


def act_order() -> tuple:
    """The registered actions in ACT_ORDER, those it does not name after them by name; sorted again only when an
    action has been registered since."""
    names = frozenset(ACTIONS)
    if _ORDERED.get("names") != names:
        _ORDERED["names"] = names
        _ORDERED["order"] = tuple(sorted(names, key=lambda name: (name not in ACT_ORDER, ACT_ORDER.index(name)
                                                                    if name in ACT_ORDER else 0, name)))
    return _ORDERED["order"]


def act_decision(board, player: int) -> Decision:
    """The Act phase's choices, listed when first read: a replay of recorded moves asks only the action each names
    (Listing). Listed at once where listing them changes the board, as they always were: a held relic whose power
    the listing weighs gets its place for tokens then (powers.relic_tokens_unkept), and that place is hashed."""
    prompt = "Act (Law 4.2): take an action or end your Act phase"
    source = "Law 4.2" if board.version >= 3 else None     # under ruleset versions 1-2 it named no source
    if relic_tokens_unkept(board, player):
        return Decision(player, "act", prompt, choices=act_choices(board, player), resume="act", source=source)
    return Decision(player, "act", prompt, resume="act", source=source,
                    listing=Listing(lambda: act_choices(board, player), lambda move: act_offers(board, player, move)))


def act(board, player: int):
    """Law 4.2: any number of actions, each finished before the next; an action a player cannot pay for is not
    offered. Some effects end the Act phase at once (Law 6.6.2 step 5, 6.8): they set `board.phase` to "rest"."""
    while board.phase == "act" and not board.finished:
        # asked where no action is in progress: everything of the turn is on the board, so a snapshot may be taken
        move = yield act_decision(board, player)
        if "end" in move:
            return
        yield from ACTIONS[move["action"]].take(board, player, move)
