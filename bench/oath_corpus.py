"""A hash-stability corpus for the Oath engine: record bot games with the state hash after every move, then replay
them on a changed engine and count the games whose hashes diverge.

    python bench/oath_corpus.py record FILE [GAMES]     (default 300 games; keep FILE outside the repository)
    python bench/oath_corpus.py check FILE [GAMES]      (the first GAMES games of FILE; all by default)

The games mix 3 to 6 seats, ruleset versions 1 and 2 (given explicitly), the `oath` and `random` bots, and starting
chronicles: a new one, the tutorial, the save strings of tests/oath/chronicle-samples.tsv and the chronicles that
earlier games of the run wrote.
"""

import json
import time
from pathlib import Path

from corpus import main, played, report
from engine.core.selfplay import seated
from engine.games import get_ruleset
from engine.oath.bots import oath_bot, random_bot

OATH = get_ruleset("oath")
MAX_MOVES = 20_000
SAMPLES = Path(__file__).resolve().parents[1] / "tests" / "oath" / "chronicle-samples.tsv"
MIXES = ([oath_bot], [oath_bot, random_bot], [random_bot, oath_bot])


def saved_chronicles() -> list:
    lines = SAMPLES.read_text().splitlines()
    return [line.split("\t")[1].strip() for line in lines if line and not line.startswith("#")]


def record(path: str, games: int) -> None:
    recorded, written, samples = [], [], saved_chronicles()
    started = time.process_time()
    for i in range(games):
        seats, version = 3 + i % 4, 1 + (i // 5) % 2
        starts = ["new", "tutorial"] + samples + written[-3:]
        options = {"players": [f"p{seat}" for seat in range(seats)], "chronicle": starts[(i * 7) % len(starts)]}
        seed = f"corpus:{i}"
        state, policies = OATH.setup(options, seed, version), seated(MIXES[i % 3], seats)
        moves, hashes = played(OATH, state, policies, MAX_MOVES)
        if OATH.chronicle_out(state):
            written.append(OATH.chronicle_out(state))
        recorded.append({"options": options, "seed": seed, "version": version, "moves": moves, "hashes": hashes})
    Path(path).write_text(json.dumps(recorded))
    moves = sum(len(game["moves"]) for game in recorded)
    print(f"{games} games, {moves} moves recorded in {time.process_time() - started:.1f} CPU s")


def check(path: str, games: int | None) -> None:
    recorded = json.loads(Path(path).read_text())[:games]
    diverged = moves = 0
    started = time.process_time()
    for game in recorded:
        state = OATH.setup(game["options"], game["seed"], game["version"])
        for number, (move, expected) in enumerate(zip(game["moves"], game["hashes"]), 1):
            OATH.apply(state, move)
            moves += 1
            if OATH.state_hash(state) != expected:
                diverged += 1
                print(f"{game['seed']} diverges at move {number}")
                break
    seconds = time.process_time() - started
    report(diverged, len(recorded), moves, seconds)


if __name__ == "__main__":
    main(record, check)
