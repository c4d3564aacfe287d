"""The one place that names the built-in games: a ruleset id and where its Ruleset lives. Only the game asked for is
imported, so playing Dominion never loads Oath. A third game is one line here and one folder under engine/."""

from importlib import import_module

from engine.core import InvalidOptions, Ruleset

BUILTIN = {
    "dominion": "engine.dominion.ruleset:DOMINION",
    "oath": "engine.oath.ruleset:OATH",
}


def get_ruleset(ruleset_id: str) -> Ruleset:
    where = BUILTIN.get(ruleset_id) if isinstance(ruleset_id, str) else None
    if where is None:
        raise InvalidOptions(f"unknown ruleset {ruleset_id!r}; known rulesets: {', '.join(sorted(BUILTIN))}")
    module, _, name = where.partition(":")
    return getattr(import_module(module), name)


def rulesets() -> dict[str, Ruleset]:
    """Every built-in ruleset by id (this imports them all)."""
    return {ruleset_id: get_ruleset(ruleset_id) for ruleset_id in BUILTIN}
