"""Dominion as a registered ruleset: the engine contract of DESIGN.md."""

from engine.core import Ruleset, register

from . import bots, general, strategies, views  # noqa: F401 (general and strategies register their bots)
from .game import Game
from .scoring import result


class Dominion(Ruleset):
    id = "dominion"
    version = 1
    title = "Dominion (base, Intrigue, Prosperity; 1st editions)"

    def setup(self, options: dict, seed: str) -> Game:
        return Game(options, seed)

    def decision(self, state: Game):
        return state.decision

    def apply(self, state: Game, move: dict) -> Game:
        return state.apply(move)

    def view(self, state: Game, viewer):
        return views.view(state.board, viewer)

    def bot_view(self, state: Game, viewer: int):
        return views.lazy_view(state.board, viewer)

    def result(self, state: Game):
        return result(state.board) if state.board.finished else None

    def state_hash(self, state: Game) -> str:
        return state.hash()

    def narration(self, state: Game, viewer):
        return state.narration(viewer)

    def bots(self) -> dict:  # noqa: D102
        return dict(bots.BOTS)

    def bot_descriptions(self) -> dict:
        return dict(bots.DESCRIPTIONS)


DOMINION = register(Dominion())
