"""The actions of the Act phase (Law 4.2): major actions (Law 5), minor actions (Law 6) and Action powers.

Each action module registers itself: `offers(board, player) -> list of moves` lists the moves it allows now
(each a small dict, e.g. {"action": "muster", "card": 12}), and `take(board, player, move)` carries the move
out, a generator yielding decisions for whatever it asks. The Act phase offers every registered action's
moves plus {"end": "act"}; a move goes to the action named by its "action" key.
"""

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


def load() -> None:
    # one line per module: importing it registers its actions
    from . import campaign, minor, powers, recover, search, trade, travel, tribunal  # noqa: F401
    from ..abilities import load as load_abilities

    load_abilities()
