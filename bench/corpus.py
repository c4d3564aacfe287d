"""What the hash-stability corpora (dominion_corpus.py, oath_corpus.py) share: their command line and their report."""

import sys


def report(diverged: int, games: int, moves: int, seconds: float) -> None:
    print(f"{diverged} of {games} games diverge ({moves} moves replayed and hashed, "
          f"{moves / seconds:.0f} a CPU second)")


def main(record, check) -> None:
    """`record FILE [GAMES]` (300 games by default) or `check FILE [GAMES]` (all of FILE by default)."""
    command, path = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else None
    if command == "record":
        record(path, count or 300)
    else:
        check(path, count)


def played(ruleset, state, policies, most: int) -> tuple[list, list]:
    """(moves, the hash after each) of `state` played on by `policies` (seat -> policy) to its end, or `most`
    moves."""
    moves, hashes = [], []
    for _ in range(most):
        decision = ruleset.decision(state)
        if decision is None:
            break
        move = policies[decision.player](ruleset.bot_view(state, decision.player), decision.to_dict())
        ruleset.apply(state, move)
        moves.append(move)
        hashes.append(ruleset.state_hash(state))
    return moves, hashes
