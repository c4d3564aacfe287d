"""Big Money against Big Money, one core: this engine and pyminion side by side in the same run.

    pip install -e '.[bench]'
    python bench/vs_pyminion.py [N]         (N games each, default 300; chunks alternate so load hits both alike)
"""

import logging
import sys
import time

from engine.core import get_ruleset

CHUNK = 50


def ours(first: int, count: int) -> None:
    ruleset = get_ruleset("dominion")
    bot = ruleset.bots()["big-money"]
    for i in range(first, first + count):
        state = ruleset.setup({"players": ["big-money 1", "big-money 2"]}, f"bench:{i}")
        while (decision := ruleset.decision(state)) is not None:
            ruleset.apply(state, bot(ruleset.bot_view(state, decision.player), decision.to_dict()))


def pyminion(first: int, count: int) -> None:
    from pyminion.bots.examples import BigMoney
    from pyminion.expansions.base import base_set
    from pyminion.game import Game

    for _ in range(count):
        Game(players=[BigMoney(player_id="a"), BigMoney(player_id="b")], expansions=[base_set],
             log_stdout=False).play()


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    logging.disable(logging.CRITICAL)
    try:
        import pyminion as _  # noqa: F401
        engines = {"gameledger": ours, "pyminion": pyminion}
    except ImportError:
        print("pyminion is not installed (pip install -e '.[bench]'); measuring gameledger alone")
        engines = {"gameledger": ours}
    spent = dict.fromkeys(engines, 0.0)
    for first in range(0, games, CHUNK):
        for name, play in engines.items():
            started = time.process_time()
            play(first, min(CHUNK, games - first))
            spent[name] += time.process_time() - started
    for name, seconds in spent.items():
        print(f"{name:>10}: {games / seconds:7.1f} Big Money games per CPU second ({games} games)")


if __name__ == "__main__":
    main()
