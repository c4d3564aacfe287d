"""A live Dominion game: the board and the flow that drives it."""

from engine.core import SnapshotRefused
from engine.core.flow import FlowGame

from .setup import kingdom_rules, setup
from .turn import game_flow

# Version 2 draws from the random source's faster stream; games created under version 1 replay under stream 1.
RANDOM_STREAM = {1: 1, 2: 2}
# Where a turn may be snapshotted and its flow started again (turn.py: the tops of the Action and Buy phase loops).
RESUMABLE = ("action", "buy")


class Game(FlowGame):
    def __init__(self, options: dict, seed: str, version: int = 2):
        board = setup(options, seed, random_stream=RANDOM_STREAM[version])
        super().__init__(board, game_flow(board), version)

    @staticmethod
    def flow_from(board, point: str):
        if point not in RESUMABLE:
            raise SnapshotRefused(f"a Dominion game cannot be resumed at {point!r}")
        return game_flow(kingdom_rules(board), resume=point)
