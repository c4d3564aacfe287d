"""Big Money against Big Money, one core: this engine and pyminion side by side in the same run.

    pip install -e '.[bench]'
    python bench/vs_pyminion.py [N]         (N games each, default 300; chunks alternate so load hits both alike)
    BENCH_BASELINE=/an/older/checkout python bench/vs_pyminion.py 400     (that checkout's engine in turn beside them)

The ratio to pyminion is printed for this engine and, with a baseline, for the baseline's (bench/beside.py).
"""

import logging
import sys

from beside import baseline
from side_by_side import Elsewhere, compare, ours

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
    if baseline():
        engines["baseline"] = Elsewhere(baseline())
    rates = compare(engines, games, CHUNK)
    if "pyminion" in rates:
        print(", ".join(f"{name} {rates[name] / rates['pyminion']:.2f}x pyminion" for name in rates
                        if name != "pyminion"))
    if baseline():
        engines["baseline"].close()


if __name__ == "__main__":
    main()
