"""The games this service plays, as clients read them: ids, titles, versions, players, options and bots."""

from engine.games import rulesets


def catalog() -> list[dict]:
    return [{"id": r.id, "title": r.title, "version": r.version, "min_players": r.min_players,
             "max_players": r.max_players, "options": r.options_schema(), "bots": r.bot_descriptions()}
            for r in rulesets().values()]


def bots_by_ruleset() -> dict[str, list[dict]]:
    return {r.id: [{"id": bot, "description": text} for bot, text in r.bot_descriptions().items()]
            for r in rulesets().values()}
