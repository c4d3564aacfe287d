"""The Act phase's registry of actions: each action module registers its own here."""

from dataclasses import dataclass
from typing import Callable

from engine.core.effects import run


@dataclass(frozen=True)
class Action:
    name: str
    offers: Callable
    effect: Callable        # (board, player, move): a generator if it asks anything, else a plain function
    major: bool = True

    def take(self, board, player: int, move: dict):
        """Carry the move out: a generator, however the effect is written (engine.core.effects)."""
        return run(self.effect(board, player, move))


ACTIONS: dict[str, Action] = {}


def action(name: str, offers: Callable, major: bool = True):
    """Register the decorated function `(board, player, move)` as the action `name`."""

    def register(effect):
        ACTIONS[name] = Action(name, offers, effect, major)
        return effect

    return register
