"""One convention for effects, in every game: an effect that asks questions is a generator that yields decisions;
one that asks nothing is a plain function. Whoever invokes an effect writes `yield from run(effect(...))`."""

from types import GeneratorType


def run(result):
    """Run an effect's result to its end and return its value: a generator's (asking what it asks), or a plain
    function's result, which has already run, as it is."""
    if isinstance(result, GeneratorType):
        return (yield from result)
    return result
