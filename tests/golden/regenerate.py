"""Writes the golden replay files. Run it only when a rules change is meant to alter old games:
    python tests/golden/regenerate.py [NAME ...]       (the named games; without names, those with no file yet)
Each file is an exported game (the portable event format) plus its final state hash."""

import json
import sys
import tempfile
from pathlib import Path

import redis

from gameledger.local_redis import LocalRedis
from events.service import Ledger, rebuild
from events.store import Stores

HERE = Path(__file__).resolve().parent
# The first three were recorded under Dominion's ruleset version 1 and stay so: old games replay for ever.
GAMES = {
    "big-money-first-game": ("dominion", {"preset": "First Game"}, ["big-money", "big-money"]),
    "random-first-game-3p": ("dominion", {"preset": "First Game"}, ["random", "random", "random"]),
    "mixed-czech-kingdom-4p": ("dominion", {"kingdom": ["sklepení", "trh", "milice", "důl", "hradní příkop",
                                                        "přestavba", "kovárna", "vesnice", "dřevorubec", "dílna"]},
                               ["random", "big-money", "random", "big-money"]),
    "dominion-v2-big-money-first-game": ("dominion", {"preset": "First Game"}, ["big-money", "big-money"]),
    "dominion-v2-random-kingdom-3p": ("dominion", {"random": {}}, ["random", "bmu", "general"]),
    "oath-new-chronicle-4p": ("oath", {"chronicle": "new"}, ["oath", "oath", "oath", "oath"]),
    "oath-tutorial-chronicle-5p": ("oath", {"chronicle": "tutorial"}, ["oath"] * 5),
    # Oath's ruleset version 2: the game ends with its winner writing the Chronicle (Law 8).
    "oath-v2-new-chronicle-4p": ("oath", {"chronicle": "new"}, ["oath", "random", "oath", "random"]),
    "oath-v2-tutorial-chronicle-3p": ("oath", {"chronicle": "tutorial"}, ["oath"] * 3),
    # Oath's ruleset version 3: Law 1.7's seating drawn from the seed (or fixed), Ancient Bloodline's one lock check,
    # the adviser discards that restore the limits.
    "oath-v3-new-chronicle-4p": ("oath", {"chronicle": "new"}, ["oath", "random", "oath-easy", "random"]),
    "oath-v3-fixed-seating-tutorial-3p": ("oath", {"chronicle": "tutorial", "seating": "fixed"}, ["oath"] * 3),
    # Oath's ruleset version 4: version 3's rules; the hash leaves out the Act phase's choices.
    "oath-v4-new-chronicle-4p": ("oath", {"chronicle": "new"}, ["oath", "random", "oath-easy", "random"]),
    "oath-v4-tutorial-chronicle-5p": ("oath", {"chronicle": "tutorial"}, ["oath", "oath-easy", "oath", "random", "oath"]),
}


def main(names: list[str]) -> None:
    unknown = sorted(set(names) - set(GAMES))
    if unknown:
        sys.exit(f"no golden game is named {unknown[0]!r}; the names are {', '.join(GAMES)}")
    names = names or [name for name in GAMES if not (HERE / f"{name}.json").exists()]
    with tempfile.TemporaryDirectory() as folder, LocalRedis() as server:
        ledger = Ledger(Stores.on(redis.Redis.from_url(server.start(folder, persistent=False))))
        for name in names:
            ruleset, options, bots = GAMES[name]
            seats = [{"name": f"{bot}-{n}", "bot": bot} for n, bot in enumerate(bots, start=1)]
            game = ledger.creating.create_game(ruleset, options, seats)
            ledger.moves.play_bots(game["id"], 1)
            exported = ledger.history.export(game["id"])
            rebuilt = rebuild(exported["events"], verify=True)     # the whole hash: events record its first half
            exported["final_hash"] = rebuilt.ruleset.state_hash(rebuilt.state)
            (HERE / f"{name}.json").write_text(json.dumps(exported, indent=1, sort_keys=True, ensure_ascii=False))
            print(f"{name}: {len(exported['events'])} events", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
