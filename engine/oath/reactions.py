"""Triggers on other players' acts, answered out of turn (Law 7.1.4, 9.1): "after another player takes the title /
plays a Vision faceup / campaigns / takes relics ...".

A rule fires the moment the Law names with `react(board, "react.<moment>", *args)`. Each card whose text waits for
that moment answers the hook point (combine "gather") beside its text with the reactions it offers now: a
`Reaction(seat, source, effect)`, where `seat` is the player who holds the card and decides, and `effect()` carries
it out (a generator when it asks a decision; decisions may go to any seat, whose turn it is not: the game waits for
that seat's answer as it waits for a consent, Law 6.5).

Order (Law 9.1 read literally: no rule orders effects that fall due at one moment, so none is invented card by
card): the seats are asked in turn order starting from the player whose turn it is, and one seat's several
reactions in the order of the hook's contributions (each states its `order`, hooks.py). Every reaction offered at
the moment is gathered before the first runs, so a reaction never makes another one due at the same moment.
"""

from collections.abc import Callable
from dataclasses import dataclass, field

from engine.core.effects import run

from . import hooks
from .rules import ask

YES_NO = ({"react": True}, {"react": False})         # every "may" of a trigger (Law 7.1.3)


@dataclass(frozen=True)
class Reaction:
    seat: int                   # who holds the card and answers
    source: str                 # the card, by name
    effect: Callable            # () -> None, or a generator asking decisions


def turn_order(board) -> list[int]:
    """Every seat in turn order, starting with the player whose turn it is (Law 4: turns pass to the left)."""
    return board.seats_from(board.turn)


def react(board, moment: str, *args):
    """Fire the hook point `moment`: gather the reactions the cards offer, then run them, seat by seat in turn order
    from the current player (Law 9.1, module docstring). A generator: the reactions may ask decisions."""
    found = hooks.gather(moment, board, *args)
    if not found:
        return
    order = turn_order(board)
    for reaction in sorted(found, key=lambda each: order.index(each.seat)):     # sorted is stable
        yield from run(reaction.effect())


def may(seat: int, source: str, prompt: str):
    """A trigger's "may", asked of the card's holder (Law 7.1.3); True if they use it."""
    move = yield from ask(seat, "trigger", f"{source}: {prompt}", list(YES_NO), source=source)
    return move["react"]


@dataclass
class Roll:
    """Dice just rolled (Law 5.5.4-5.5.5, or a power's roll), before anything reads them: who rolled them (None: no
    player, as for the bandits), which die (dice.ATTACK_DIE or dice.DEFENSE_DIE) and the faces that stand."""

    roller: int | None
    die: tuple
    faces: list = field(default_factory=list)


def after_roll(board, roller: int | None, die: tuple, faces: list):
    """Law 7.1.4: after a player rolls attack or defense dice, a power may have them rerolled (hook dice.rolled:
    Jinx), asked before the roll counts. A generator; returns the faces that stand."""
    rolled = Roll(roller, die, list(faces))
    yield from hooks.each("dice.rolled", board, rolled)
    return rolled.faces


