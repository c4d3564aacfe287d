"""A hash-stability corpus for the Dominion engine: record bot games with the state hash after every move, then
replay them on a changed engine and count the games whose hashes diverge.

    python bench/dominion_corpus.py record FILE [GAMES]     (default 300 games; keep FILE outside the repository)
    python bench/dominion_corpus.py check FILE [GAMES]      (the first GAMES games of FILE; all by default)

The games mix 2 to 4 seats, ruleset versions 1 and 2 (given explicitly), random kingdoms from one, two or all three
sets (and now and then the default First Game, as the benches play it), both reaction prompt options, and every
registered bot: each game seats Big Money, a bot of the list in turn, and now and then the random bot.
"""

import json
import time
from pathlib import Path

from corpus import main, played, report
from engine.core.selfplay import seated
from engine.games import get_ruleset

DOMINION = get_ruleset("dominion")
MAX_MOVES = 5_000
SETS = (["base", "intrigue", "prosperity"], ["base"], ["intrigue"], ["prosperity"], ["base", "intrigue"],
        ["base", "prosperity"], ["intrigue", "prosperity"])


def options_of(i: int) -> dict:
    seats = 2 + i % 3
    options = {"players": [f"p{seat}" for seat in range(seats)]}
    if i % 10 != 9:
        options["random"] = {"sets": SETS[i % len(SETS)], "seed": f"kingdom:{i}"}
    if i % 4 == 3:
        options["reaction_prompts"] = "always"
    return options


def policies_of(i: int, seats: int) -> list:
    bots = DOMINION.bots()
    others = [bot for bot in bots if bot not in ("big-money", "random")]
    names = ["big-money", others[i % len(others)]] + (["random"] if i % 6 == 5 else [])
    return seated([bots[name] for name in names], seats)


def record(path: str, games: int) -> None:
    recorded = []
    started = time.process_time()
    for i in range(games):
        options, version, seed = options_of(i), 1 + (i // 3) % 2, f"corpus:{i}"
        state, policies = DOMINION.setup(options, seed, version), policies_of(i, len(options["players"]))
        setup_hash = DOMINION.state_hash(state)
        moves, hashes = played(DOMINION, state, policies, MAX_MOVES)
        hashes.insert(0, setup_hash)
        recorded.append({"options": options, "seed": seed, "version": version, "moves": moves, "hashes": hashes})
    Path(path).write_text(json.dumps(recorded))
    moves = sum(len(game["moves"]) for game in recorded)
    print(f"{games} games, {moves} moves recorded in {time.process_time() - started:.1f} CPU s")


def check(path: str, games: int | None) -> None:
    """Replay the recorded moves, and play each game again with its bots: both must give the recorded hashes."""
    recorded = json.loads(Path(path).read_text())[:games]
    diverged = moves = 0
    started = time.process_time()
    for i, game in enumerate(recorded):
        state = DOMINION.setup(game["options"], game["seed"], game["version"])
        policies = policies_of(int(game["seed"].split(":")[1]), len(game["options"]["players"]))
        hashes = [DOMINION.state_hash(state)]
        for move in game["moves"]:
            decision = DOMINION.decision(state)
            played = policies[decision.player](DOMINION.bot_view(state, decision.player), decision.to_dict())
            if played != move:
                hashes.append(None)
                break
            DOMINION.apply(state, move)
            moves += 1
            hashes.append(DOMINION.state_hash(state))
            if hashes[-1] != game["hashes"][len(hashes) - 1]:
                break
        if hashes != game["hashes"]:
            diverged += 1
            print(f"{game['seed']} diverges at move {len(hashes) - 1}")
    seconds = time.process_time() - started
    report(diverged, len(recorded), moves, seconds)


if __name__ == "__main__":
    main(record, check)
