"""A live Oath game: the board and the flow that drives it."""

from engine.core import SnapshotRefused
from engine.core.flow import FlowGame

from .flow import game_flow
from .setup import setup

# Where a game may be snapshotted and its flow started again (flow.py: the top of the Act phase's loop).
RESUMABLE = ("act",)
# Ruleset version 4: the hash leaves out the Act phase's choices, which the hashed board fixes (flow.act_choices).
ACT_CHOICES_UNHASHED = 4


class Game(FlowGame):
    def __init__(self, options: dict, seed: str, version: int = 1):
        board = setup(options, seed, version)
        super().__init__(board, game_flow(board), version)

    @staticmethod
    def flow_from(board, point: str):
        if point not in RESUMABLE:
            raise SnapshotRefused(f"an Oath game cannot be resumed at {point!r}")
        return game_flow(board, resume=point)

    def hashes_choices(self, decision) -> bool:
        """Under ruleset versions 1-3 the hash holds every decision's choices, so hashing an Act decision lists its
        moves; from version 4 it leaves those out, being a function of the board and the player the hash holds."""
        return self.board.version < ACT_CHOICES_UNHASHED or decision.kind != "act"

    def apply(self, move: dict) -> "Game":
        """Count every move: a move that changes nothing else (an offer declined, warbands moved and moved back)
        still makes a new position, so a bot that is a pure function of what it sees cannot repeat it for ever."""
        super().apply(move)
        self.board.moves += 1
        return self
