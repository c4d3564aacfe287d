"""Dominion's own studies, as pure functions the simulator (gameledger/simulate.py) reaches through the ruleset:
the kingdom a match of strategy bots is played on, and the solo study (one bot against a passive dummy: turns to
4 Provinces and money by turn)."""

from collections import Counter
from statistics import median

from engine.core import SeededRandom
from engine.core.selfplay import play

from .cards import CARDS, TREASURE, get
from .kingdoms import KINGDOM_SIZE
from .strategies import STRATEGIES

SOLO_CHECKPOINTS = (5, 10, 15, 20)
SOLO_PROVINCES = 4
COLONY_CARDS = {"Colony", "Platinum"}


# --- the kingdom of a match -----------------------------------------------------------------------------------------

def bots_cards(bots) -> list[str]:
    """The kingdom cards the bots' priority lists name, in the order the bots name them."""
    rules = {strategy.id: strategy.rules for strategy in STRATEGIES}
    named = [rule.card for bot in bots for rule in rules.get(bot, ())]
    return list(dict.fromkeys(card for card in named if CARDS[card].kingdom))


def match_options(bots, seed: str) -> dict:
    """The setup of a match named by its bots alone, as DominionSim and Dominiate set one: every kingdom card the
    bots' buy rules name, filled up to ten from the cards no bot names (drawn from `seed`), with Platinum and
    Colony exactly when a bot buys them."""
    chosen = bots_cards(bots)
    if len(chosen) > KINGDOM_SIZE:
        raise ValueError(f"the bots name {len(chosen)} kingdom cards, more than a kingdom holds")
    others = sorted(name for name, card in CARDS.items() if card.kingdom and name not in chosen)
    fill = SeededRandom(f"{seed}:kingdom").sample(others, KINGDOM_SIZE - len(chosen))
    named = {rule.card for strategy in STRATEGIES if strategy.id in bots for rule in strategy.rules}
    return {"kingdom": chosen + fill, "colony": bool(named & COLONY_CARDS)}


# --- the solo study -------------------------------------------------------------------------------------------------

def passive_dummy(view: dict, decision: dict) -> dict:
    """The seat a solo bot plays against: it ends every phase, buys nothing, and gives the least any card asks."""
    choices = decision.get("choices")
    if choices is not None:
        for choice in choices:
            if "end" in choice:
                return choice
        declines = [c for c in choices if c.get("gain", "") is None]
        return declines[0] if declines else choices[0]
    pick = decision["pick"]
    return {"cards": sorted(pick["from"])[:pick["min"]]}


def money(owned: dict) -> int:
    """The coins the Treasures a player owns make when played, at their printed value (Bank counts $0)."""
    return sum(get(name).coins * count for name, count in owned.items() if get(name).is_(TREASURE))


def solo_game(ruleset, options: dict, seed: str, bot: int, policy, max_turns: int, max_moves: int) -> dict:
    """The bot (at seat `bot`) against the passive dummy, watched from the bot's own view after each of its turns.

    Stops when the game ends, at the turn cap, or once the bot has 4 Provinces and the last checkpoint is past.
    A checkpoint after the end of the game takes the money the bot finished with (its deck no longer changes)."""
    state = ruleset.setup(options, seed)
    coins, reached, seen = {}, None, 0

    def after_turn(turn: int, owned: dict) -> None:
        nonlocal reached
        for checkpoint in SOLO_CHECKPOINTS:
            if seen < checkpoint <= turn:
                coins[checkpoint] = money(owned)
        if reached is None and owned.get("Province", 0) >= SOLO_PROVINCES:
            reached = turn

    def stop(state, decision) -> bool:
        nonlocal seen
        if decision.player != bot:
            return False
        mine = ruleset.bot_view(state, bot)["players"][bot]
        if mine["turns"] - 1 > seen:
            after_turn(mine["turns"] - 1, mine["owned"])     # what the bot owns as its next turn begins
            seen = mine["turns"] - 1
        return seen >= max_turns or (reached is not None and seen >= SOLO_CHECKPOINTS[-1])

    policies = [policy if seat == bot else passive_dummy for seat in range(len(options["players"]))]
    play(ruleset, state, policies, max_moves, stop=stop)
    finished = ruleset.decision(state) is None
    if finished:
        mine = ruleset.view(state, bot)["players"][bot]
        after_turn(mine["turns"], mine["owned"])
        seen = mine["turns"]
        for checkpoint in SOLO_CHECKPOINTS:
            coins.setdefault(checkpoint, money(mine["owned"]))
    return {"provinces": reached, "money": [coins.get(c) for c in SOLO_CHECKPOINTS], "turns": seen,
            "finished": finished}


def solo_report(games: list[dict]) -> dict:
    """The figures of solo games: turns to 4 Provinces and money by turn."""
    reached = sorted(game["provinces"] for game in games if game["provinces"] is not None)
    by_turn = {}
    for position, checkpoint in enumerate(SOLO_CHECKPOINTS):
        values = [game["money"][position] for game in games if game["money"][position] is not None]
        by_turn[str(checkpoint)] = round(sum(values) / len(values), 3) if values else None
    share = round(len(reached) / len(games), 6) if games else 0.0
    provinces = {"reached": len(reached), "reached_share": share,
                 "mean": round(sum(reached) / len(reached), 3) if reached else None,
                 "median": median(reached) if reached else None,
                 "histogram": {str(turn): count for turn, count in sorted(Counter(reached).items())}}
    return {"opponent": "a passive dummy: ends every phase, buys nothing", "turns_to_4_provinces": provinces,
            "money_by_turn": by_turn,
            "money_note": "coins of the Treasures owned after that many turns of the bot, at printed value",
            "capped": sum(1 for game in games if not game["finished"] and game["provinces"] is None)}


def solo_summary(report: dict, max_turns: int) -> list[str]:
    provinces, n = report["turns_to_4_provinces"], report["games"]
    lines = [f"{report['bot']} alone against a passive dummy, {n} games"]
    if provinces["reached"]:
        lines.append(f"turns to 4 Provinces: mean {provinces['mean']:.2f}, median {provinces['median']:g} "
                     f"(reached in {provinces['reached_share']:.1%} of games within {max_turns} turns)")
    else:
        lines.append(f"turns to 4 Provinces: never reached within {max_turns} turns")
    by_turn = ", ".join(f"turn {turn} ${value:.2f}" for turn, value in report["money_by_turn"].items()
                        if value is not None)
    lines.append(f"money (coins of Treasures owned) after {by_turn}")
    return lines


def solo_row(report: dict) -> dict:
    """The solo figures as one CSV row's columns."""
    provinces = report["turns_to_4_provinces"]
    return {"bot": report["bot"], "provinces_4_reached": provinces["reached"],
            "provinces_4_reached_share": provinces["reached_share"], "provinces_4_mean": provinces["mean"],
            "provinces_4_median": provinces["median"],
            **{f"money_after_turn_{turn}": value for turn, value in report["money_by_turn"].items()}}


class Studies:
    """What the simulator asks of Dominion, through `Ruleset.studies`."""

    match_options = staticmethod(match_options)
    solo_game = staticmethod(solo_game)
    solo_report = staticmethod(solo_report)
    solo_summary = staticmethod(solo_summary)
    solo_row = staticmethod(solo_row)
    passive_dummy = staticmethod(passive_dummy)
