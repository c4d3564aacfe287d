"""Writes the golden replay files. Run it only when a rules change is meant to alter old games:
    python tests/golden/regenerate.py
Each file is an exported game (the portable event format) plus its final state hash."""

import json
import sys
import tempfile
from pathlib import Path

import redis

from events import LocalRedis
from events.ledger import Ledger

HERE = Path(__file__).resolve().parent
GAMES = {
    "big-money-first-game": ({"preset": "First Game"}, ["big-money", "big-money"]),
    "random-first-game-3p": ({"preset": "First Game"}, ["random", "random", "random"]),
    "mixed-czech-kingdom-4p": ({"kingdom": ["sklepení", "trh", "milice", "důl", "hradní příkop", "přestavba",
                                            "kovárna", "vesnice", "dřevorubec", "dílna"]},
                               ["random", "big-money", "random", "big-money"]),
}


def main() -> None:
    with tempfile.TemporaryDirectory() as folder, LocalRedis() as server:
        ledger = Ledger(redis.Redis.from_url(server.start(folder, persistent=False)))
        for name, (options, bots) in GAMES.items():
            seats = [{"name": f"{bot}-{n}", "bot": bot} for n, bot in enumerate(bots, start=1)]
            game = ledger.create_game("dominion", options, seats)
            ledger.play_bots(game["id"], 1)
            exported = ledger.export(game["id"])
            exported["final_hash"] = exported["events"][-1]["hash"]
            (HERE / f"{name}.json").write_text(json.dumps(exported, indent=1, sort_keys=True, ensure_ascii=False))
            print(f"{name}: {len(exported['events'])} events", file=sys.stderr)


if __name__ == "__main__":
    main()
