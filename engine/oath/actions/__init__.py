"""The actions of the Act phase (Law 4.2): major actions (Law 5), minor actions (Law 6) and Action powers.

Each action module registers itself: `offers(board, player) -> list of moves` lists the moves it allows now
(each a small dict, e.g. {"action": "muster", "card": 12}), and `take(board, player, move)` carries the move
out, a generator yielding decisions for whatever it asks. The Act phase offers every registered action's
moves plus {"end": "act"}; a move goes to the action named by its "action" key.
"""

# importing each module registers its actions; the Act phase lists them in the Law's order (flow.ACT_ORDER)
from . import campaign, minor, powers, recover, search, trade, travel  # noqa: F401
from .registry import ACTIONS, Action, action

__all__ = ["ACTIONS", "Action", "action"]
