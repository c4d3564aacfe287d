"""An effect that asks questions is a generator; one that asks nothing is a plain function. `yield from run(...)`
runs either, in either game, and gives back what the effect returns."""

from pathlib import Path

from engine.core import Decision
from engine.core.effects import run


def drive(steps, *answers):
    """Run a generator to its end, sending `answers` in turn; returns (decisions asked, value returned)."""
    asked, answers = [], list(answers)
    try:
        asked.append(next(steps))
        while True:
            asked.append(steps.send(answers.pop(0)))
    except StopIteration as done:
        return asked, done.value


def gain_two(log):
    log.append("gained 2")
    return 2


def choose_how_many(log):
    move = yield Decision(0, "option", "How many?", choices=[{"option": 1}, {"option": 3}])
    log.append(f"gained {move['option']}")
    return move["option"]


def effect_and_after(effect, log):
    gained = yield from run(effect(log))
    log.append(f"then {gained}")


def test_a_plain_effect_asks_nothing_and_returns_its_result():
    log = []
    asked, _ = drive(effect_and_after(gain_two, log))
    assert asked == [] and log == ["gained 2", "then 2"]


def test_a_generator_effect_asks_its_questions_and_returns_its_value():
    log = []
    asked, _ = drive(effect_and_after(choose_how_many, log), {"option": 3})
    assert [d.prompt for d in asked] == ["How many?"] and log == ["gained 3", "then 3"]


def test_an_effect_returning_nothing_gives_none():
    asked, value = drive(run(None))
    assert asked == [] and value is None


def test_no_game_marks_an_effect_that_asks_nothing_in_its_own_way():
    engine = Path(__file__).resolve().parents[2] / "engine"
    for path in engine.rglob("*.py"):
        text = path.read_text()
        assert "yield from ()" not in text and "isgenerator" not in text, path
