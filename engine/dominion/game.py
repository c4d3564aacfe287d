"""A live Dominion game: the board and the flow that drives it."""

from engine.core.flow import FlowGame

from .setup import setup
from .turn import game_flow


class Game(FlowGame):
    def __init__(self, options: dict, seed: str):
        board = setup(options, seed)
        super().__init__(board, game_flow(board))
