"""What the Oath bots' answer tables are made of. Every answer names the decision kind it answers and the choice
keys it reads (`reads`), so a test can hold each table against the questions and keys the engine really asks."""

from engine.core import SeededRandom, state_hash


def reads(*keys: str):
    """Mark an answer with the choice keys it reads: `@reads("attack dice")`."""
    def mark(answer):
        answer.reads = frozenset(keys)
        return answer
    return mark


def most(key: str):
    """The choice with the largest integer under `key`."""
    @reads(key)
    def answer(view, decision, choices):
        values = [c for c in choices if isinstance(c.get(key), int) and not isinstance(c.get(key), bool)]
        return max(values, key=lambda c: c[key]) if values else None
    return answer


def least(key: str):
    """The choice with the smallest integer under `key`."""
    @reads(key)
    def answer(view, decision, choices):
        values = [c for c in choices if isinstance(c.get(key), int) and not isinstance(c.get(key), bool)]
        return min(values, key=lambda c: c[key]) if values else None
    return answer


def yes(key: str):
    """The choice saying yes under `key`: True, or the largest number (sacrifice the warbands, burn the favor)."""
    @reads(key)
    def answer(view, decision, choices):
        for choice in choices:
            if choice.get(key) is True:
                return choice
        values = [c for c in choices if isinstance(c.get(key), int) and not isinstance(c.get(key), bool)
                  and c[key] > 0]
        return max(values, key=lambda c: c[key]) if values else None
    return answer


def no(key: str):
    """The choice saying no under `key`: False, or 0."""
    @reads(key)
    def answer(view, decision, choices):
        return next((c for c in choices if key in c and c[key] in (False, 0) and c[key] is not None), None)
    return answer


def done(key: str):
    """Questions repeated until the player says done (Warning Signals' moves, more targets, more plans)."""
    @reads(key)
    def answer(view, decision, choices):
        return next((c for c in choices if c.get(key) == "done"), None)
    return answer


def plain(view, decision, choices):
    """A plain answer to a question no table answers: for yes/no questions the cautious one; otherwise the first
    choice, varied a little by a source drawn from what the bot sees (so it stays a pure function of view and
    decision; not of its wording: the prompt and the words of its choices are left out, as the state hash leaves
    them)."""
    if not choices:
        return {"cards": decision["pick"]["from"][:decision["pick"]["min"]]}
    for safe in ({"answer": "no"}, {"accept": False}):
        if safe in choices and len(choices) == 2:
            return safe
    if len(choices) > 1 and decision["kind"] in ("pawn", "first bank", "discard order", "reveal favor"):
        asked = {key: value for key, value in decision.items() if key not in ("prompt", "words")}
        return SeededRandom(state_hash({"view": view, "decision": asked})).choice(choices)
    return choices[0]
