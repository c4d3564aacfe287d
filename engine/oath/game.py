"""A live Oath game: the board and the flow that drives it."""

from engine.core.flow import FlowGame

from .flow import game_flow
from .setup import setup


class Game(FlowGame):
    def __init__(self, options: dict, seed: str):
        board = setup(options, seed)
        super().__init__(board, game_flow(board))
