"""The general bot against Big Money Ultimate on random kingdoms of the three sets, engine only.

    python bench/general_vs_bmu.py [--kingdoms 40] [--games 20] [--seed general] [--jobs 2] [--bot general]
                                   [--against bmu] [--verbose]

Kingdom k is drawn from the seed "SEED:kingdom:k", with Platinum and Colony by the Prosperity setup rule drawn
once per kingdom; its games alternate the first seat. A kingdom is won when the bot takes more than half of its
games (a shared win counts half). Prints each kingdom's win rate, then how many kingdoms were won.
"""

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from engine.core import SeededRandom
from engine.core.selfplay import self_play
from engine.games import get_ruleset
from engine.dominion.kingdoms import _random as random_kingdom
from engine.dominion.kingdoms import use_colony

MAX_MOVES = 100_000


def kingdom_options(seed: str, index: int) -> dict:
    rng = SeededRandom(f"{seed}:kingdom:{index}")
    kingdom = random_kingdom({}, rng)
    return {"kingdom": kingdom, "colony": use_colony({}, kingdom, rng)}


def play(options: dict, seed: str, bots: list[str]) -> dict:
    ruleset = get_ruleset("dominion")
    policies = [ruleset.bots()[b] for b in bots]
    return ruleset.result(self_play(ruleset, options, seed, policies, MAX_MOVES))


def kingdom_study(args) -> tuple:
    seed, index, games, bot, against = args
    base = kingdom_options(seed, index)
    score = 0.0
    for game in range(games):
        seats = [bot, against] if game % 2 == 0 else [against, bot]
        options = {**base, "players": [f"{name} {n}" for n, name in enumerate(seats, start=1)]}
        result = play(options, f"{seed}:{index}:{game}", seats)
        mine = seats.index(bot)
        if mine in result.winners:
            score += 1 / len(result.winners)
    return index, base, score / games


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kingdoms", type=int, default=40)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", default="general")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--bot", default="general")
    parser.add_argument("--against", default="bmu")
    parser.add_argument("--verbose", action="store_true", help="print each kingdom's cards")
    args = parser.parse_args()
    started = time.perf_counter()
    tasks = [(args.seed, k, args.games, args.bot, args.against) for k in range(args.kingdoms)]
    with ProcessPoolExecutor(args.jobs) as pool:
        studies = sorted(pool.map(kingdom_study, tasks))
    won = 0
    for index, options, rate in studies:
        won += rate > 0.5
        cards = ", ".join(options["kingdom"]) if args.verbose else ""
        colony = " colony" if options["colony"] else ""
        print(f"kingdom {index:3d}{colony:7s} {args.bot} wins {rate:6.1%}  {cards}")
    overall = sum(rate for _, _, rate in studies) / len(studies)
    seconds = time.perf_counter() - started
    print(f"{args.bot} beats {args.against} on {won} of {len(studies)} kingdoms ({won / len(studies):.0%}); "
          f"{overall:.1%} of all {len(studies) * args.games} games; {seconds:.0f} s")


if __name__ == "__main__":
    main()
