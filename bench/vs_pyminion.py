"""Big Money against Big Money, one core: this engine and pyminion side by side in the same run.

    pip install -e '.[bench]'
    python bench/vs_pyminion.py [N]         (N games each, default 300; chunks alternate so load hits both alike)
"""

import logging
import sys

from side_by_side import compare, ours

CHUNK = 50


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
    compare(engines, games, CHUNK)


if __name__ == "__main__":
    main()
