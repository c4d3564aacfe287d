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
