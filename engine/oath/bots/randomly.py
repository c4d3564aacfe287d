"""The `random` bot for Oath: random legal answers, for soak tests."""

from engine.core import SeededRandom, state_hash
from engine.core.bots import random_legal

from .easy import easy_bot

DESCRIPTION = "Random answers and random Supply-spending actions, ending its turns: for soak tests."
# Questions whose answer can leave the board as it was (a withdrawn or declined offer, warbands moved and moved
# back): a random answer to them could repeat a loop, so the random bot answers them as `oath-easy` does.
SETTLED = {"citizenship", "citizenship terms", "exchange terms", "tribunal terms", "warning signals"}
# Act-phase moves the random bot picks among: those that cost Supply, revealing an adviser, ending the phase.
RESTLESS = {"search", "muster", "trade", "recover", "campaign", "travel", "reveal_adviser", None}


def random_bot(view, decision: dict) -> dict:
    """Random legal answers to every question, and random actions in the Act phase among those that spend Supply,
    reveal an adviser, or end it: free negotiations and peeks could otherwise go on for ever."""
    if decision["kind"] in SETTLED:
        return easy_bot(view, decision)
    if decision["kind"] != "act":
        return random_legal(view, decision)
    choices = [m for m in decision["choices"] if m.get("action") in RESTLESS]
    asked = {key: value for key, value in decision.items() if key not in ("prompt", "words")}    # wording aside
    return SeededRandom(state_hash({"view": view, "decision": asked})).choice(choices)
