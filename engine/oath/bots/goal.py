"""The `oath` bot: goal-directed, still a pure policy of its seat's view and decision. It plays for its side's win
under the Oath sworn (seeing.aims): an Exile for the title it can hold to its next Wake (Law 3.1, 4.1.3) or the
Vision it keeps and reveals (3.2); the Chancellor to keep the title (3.3, 3.4.1), garrisoning, striking back at an
Exile who holds it, offering Citizenship to the biggest threat and exiling a Citizen near the Successor's goal; a
Citizen for the Successor's goal (3.3.1).

The Act phase is acting.py; the Campaign's questions fighting.py; cards valuing.py; offers, banners and the
Chronicle dealing.py. A question none of them answers gets the plain answer (answers.plain)."""

from . import dealing, fighting, valuing
from .acting import act
from .answers import done, plain
from .seeing import weighing

DESCRIPTION = ("Goal-directed: plays for its side's win under the Oath sworn. Exiles fight for the title or a "
               "Vision they reveal, the Chancellor garrisons and strikes back, Citizens chase the Successor's goal; "
               "it weighs Campaigns by their odds, values cards, and uses battle plans and Action powers.")

ANSWERS = {
    **fighting.ANSWERS,
    **valuing.ANSWERS,
    **dealing.ANSWERS,
    "warning signals": done("move"),
}


def oath_bot(view, decision: dict) -> dict:
    with weighing():
        return decide(view, decision)


def decide(view, decision: dict) -> dict:
    choices = decision.get("choices") or []
    if decision["kind"] == "act":
        return act(view, choices)
    answer = ANSWERS.get(decision["kind"])
    move = answer(view, decision, choices) if answer and choices else None
    if move is None:
        move = stop(choices)
    return move if move is not None else plain(view, decision, choices)


def stop(choices: list) -> dict | None:
    """A question asked again until the player stops ("move a warband, or stop": Messenger, the Obsidian Cage) is
    stopped at once when no table answers it: a plain answer could move a warband there and back for ever."""
    return next((choice for choice in choices if "done" in choice.values()), None)
