"""The Act phase's registry of actions: each action module registers its own here."""

from dataclasses import dataclass
from typing import Callable

from engine.core.effects import run

from ..ruler_powers import pay_tolls, tolled_offers


@dataclass(frozen=True)
class Action:
    name: str
    offers: Callable
    effect: Callable        # (board, player, move): a generator if it asks anything, else a plain function
    major: bool = True

    def take(self, board, player: int, move: dict):
        """Carry the move out: a generator, however the effect is written (engine.core.effects)."""
        return run(self.carry_out(board, player, move))

    def carry_out(self, board, player: int, move: dict):
        if self.major:
            pay_tolls(board, player, move)                  # Law 7.1.4: the price of the move, before all else
        return (yield from run(self.effect(board, player, move)))


ACTIONS: dict[str, Action] = {}


def action(name: str, offers: Callable, major: bool = True):
    """Register the decorated function `(board, player, move)` as the action `name`."""

    def register(effect):
        ACTIONS[name] = Action(name, tolled(offers) if major else offers, effect, major)
        return effect

    return register


def tolled(offers: Callable) -> Callable:
    """A major action's offers, less the moves whose tolls the player cannot pay (Law 7.1.4, ruler_powers.py)."""

    def offered(board, player: int) -> list:
        return tolled_offers(board, player, offers(board, player), offers)

    return offered
