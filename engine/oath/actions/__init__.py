"""The actions of the Act phase (Law 4.2): major actions (Law 5), minor actions (Law 6) and Action powers.

Each action module registers itself: `offers(board, player) -> list of moves` lists the moves it allows now
(each a small dict, e.g. {"action": "muster", "card": 12}), and `take(board, player, move)` is a generator that
carries the move out, yielding decisions for whatever it asks. The Act phase offers every registered action's
moves plus {"end": "act"}; a move goes to the action named by its "action" key.
"""

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Action:
    name: str
    offers: Callable
    take: Callable
    major: bool = True


ACTIONS: dict[str, Action] = {}


def action(name: str, offers: Callable, major: bool = True):
    """Register the decorated generator `take(board, player, move)` as the action `name`."""

    def register(take):
        ACTIONS[name] = Action(name, offers, take, major)
        return take

    return register


def load() -> None:
    # one line per module: importing it registers its actions
    from . import campaign, minor, powers, recover, search, trade, travel, tribunal  # noqa: F401
    from ..abilities import load as load_abilities

    load_abilities()
