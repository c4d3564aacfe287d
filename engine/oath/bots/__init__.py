"""The Oath bots, each a pure policy of its seat's view and decision (DESIGN.md): `oath` (goal-directed: it plays
for the win of its side under the Oath sworn), `oath-easy` (simple sense) and `random` (for soak tests). A seat names
one of them; GET /bots lists them with their descriptions."""

from . import easy, goal, randomly
from .easy import easy_bot
from .goal import oath_bot
from .randomly import random_bot

BOTS = {}
DESCRIPTIONS = {}
# Every bot's answer table (decision kind -> answer): a test holds each against what the engine asks.
TABLES = {"oath": goal.ANSWERS, "oath-easy": easy.ANSWERS}
ANSWERS = goal.ANSWERS


def register(id: str, policy, description: str) -> None:
    BOTS[id] = policy
    DESCRIPTIONS[id] = description


register("oath", oath_bot, goal.DESCRIPTION)
register("oath-easy", easy_bot, easy.DESCRIPTION)
register("random", random_bot, randomly.DESCRIPTION)

__all__ = ["ANSWERS", "BOTS", "DESCRIPTIONS", "TABLES", "easy_bot", "oath_bot", "random_bot", "register"]
