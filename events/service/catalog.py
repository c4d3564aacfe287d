"""The games this service plays, as clients read them: ids, titles, versions, players, options and bots."""

from engine.core import InvalidOptions
from engine.games import get_ruleset, rulesets


def catalog() -> list[dict]:
    return [{"id": r.id, "title": r.title, "version": r.version, "min_players": r.min_players,
             "max_players": r.max_players, "options": r.options_schema(), "bots": r.bot_descriptions()}
            for r in rulesets().values()]


def bots_by_ruleset() -> dict[str, list[dict]]:
    return {r.id: [{"id": bot, "description": text} for bot, text in r.bot_descriptions().items()]
            for r in rulesets().values()}


def described(ruleset_id: str) -> dict | None:
    """One ruleset as GET /rulesets/{id} shows it: players, options and their schema, bots, the versions it still
    replays; None for a ruleset the service does not play."""
    try:
        r = get_ruleset(ruleset_id)
    except InvalidOptions:
        return None
    return {"id": r.id, "title": r.title, "version": r.version, "versions": list(r.versions),
            "min_players": r.min_players, "max_players": r.max_players, "options": r.options_schema(),
            "bots": [{"id": bot, "description": text} for bot, text in r.bot_descriptions().items()]}


def service_version() -> str:
    """The installed package's version."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("gameledger")
    except PackageNotFoundError:        # run from a checkout that was never installed
        return "unknown"


def ruleset_versions() -> dict[str, int]:
    """Each ruleset's version: the one new games are created under."""
    return {r.id: r.version for r in rulesets().values()}
