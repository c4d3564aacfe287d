"""A live Oath game: the board and the flow that drives it."""

from engine.core.flow import FlowGame

from .flow import game_flow
from .setup import setup


class Game(FlowGame):
    def __init__(self, options: dict, seed: str, version: int = 1):
        board = setup(options, seed, version)
        super().__init__(board, game_flow(board))

    def apply(self, move: dict) -> "Game":
        """Count every move: a move that changes nothing else (an offer declined, warbands moved and moved back)
        still makes a new position, so a bot that is a pure function of what it sees cannot repeat it for ever."""
        super().apply(move)
        self.board.moves += 1
        return self
