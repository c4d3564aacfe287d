"""Standing answers: a seat registers, ahead of time, how it answers routine questions, so the game does not wait
for it in asynchronous play ("always reveal Moat", "always join the defence", "decline every offer").

A rule is {"kind": K, "answer": A}. When the seat must answer a decision of kind K, the first rule of that kind
whose answer is legal answers it: for a decision of choices, the first choice holding every key and value of A
(A = {"reveal": "Moat"} answers {"reveal": "Moat"}; A = {"accept": false} declines); for a pick, A itself
({"cards": [...]}) when it is a legal pick. No rule fits: the seat is asked as usual. Registering is an event of its
own ("standing-answers", events.service.life) whose answers only the seat sees; each answer given by one is a move
like any other, marked "standing" and played by the worker that plays bot turns.
"""

from engine.core import IllegalMove
from engine.core.decision import Decision
from events.errors import BadRequest, NotYourDecision

from .life import STANDING

MOST = 50       # rules a seat may keep


def checked(answers) -> list[dict]:
    """The rules as a game keeps them; BadRequest says what is wrong."""
    if not isinstance(answers, list):
        raise BadRequest('answers must be a list of rules such as {"kind": "reaction", "answer": {"reveal": "Moat"}}')
    if len(answers) > MOST:
        raise BadRequest(f"at most {MOST} standing answers, not {len(answers)}")
    for number, rule in enumerate(answers, start=1):
        if not isinstance(rule, dict) or set(rule) != {"kind", "answer"}:
            raise BadRequest(f"rule {number}: a rule is an object with exactly \"kind\" and \"answer\"")
        if not isinstance(rule["kind"], str) or not rule["kind"]:
            raise BadRequest(f"rule {number}: kind must be a decision kind, such as \"reaction\"")
        if not isinstance(rule["answer"], dict) or not rule["answer"]:
            raise BadRequest(f"rule {number}: answer must be a non-empty object, part of a move")
    return [{"kind": rule["kind"], "answer": rule["answer"]} for rule in answers]


def answer(rules: list[dict], decision: Decision) -> dict | None:
    """The move the seat's rules give for `decision`, or None."""
    for rule in rules:
        if rule["kind"] != decision.kind:
            continue
        wanted = rule["answer"]
        if decision.choices is not None:
            for choice in decision.choices:
                if all(key in choice and choice[key] == value for key, value in wanted.items()):
                    return dict(choice)
        else:
            try:
                decision.check(wanted)
            except IllegalMove:
                continue
            return dict(wanted)
    return None


class Standing:
    """Registering a seat's standing answers (an event) and reading them back."""

    def __init__(self, ledger):
        self.ledger = ledger

    def set(self, game_id: str, seat: int | None, answers) -> dict:
        """Replace the seat's standing answers ([] clears them); the seat's answers after it."""
        rules = checked(answers)

        def event(held):
            _seated(seat)
            if held.life.standing.get(seat, []) == rules:
                return None
            return {"type": STANDING, "seat": seat, "answers": rules}
        answer = self.ledger.life.record(game_id, event)
        return {"version": answer["version"], "answers": rules}

    def get(self, game_id: str, seat: int | None) -> dict:
        _seated(seat)
        with self.ledger.states.held(game_id) as held:
            self.ledger.states.fresh(game_id, held)
            return {"version": held.version, "answers": held.life.standing.get(seat, [])}


def _seated(seat) -> None:
    if seat is None:
        raise NotYourDecision("standing answers are a seat's: this needs the bearer token of a seat of the game")
