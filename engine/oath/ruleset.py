"""Oath as a registered ruleset: the engine contract of DESIGN.md."""

from engine.core import Ruleset, register

from . import bots, views
from .game import Game
from .victory import result


class Oath(Ruleset):
    id = "oath"
    version = 1
    title = "Oath: Chronicles of Empire and Exile (the Law of Oath, 1st edition)"

    def setup(self, options: dict, seed: str) -> Game:
        return Game(options, seed)

    def decision(self, state: Game):
        return state.decision

    def apply(self, state: Game, move: dict) -> Game:
        return state.apply(move)

    def view(self, state: Game, viewer):
        return views.view(state.board, viewer)

    def result(self, state: Game):
        return result(state.board) if state.board.finished else None

    def state_hash(self, state: Game) -> str:
        return state.hash()

    def narration(self, state: Game, viewer):
        return state.narration(viewer)

    def bots(self) -> dict:
        return dict(bots.BOTS)

    def bot_descriptions(self) -> dict:
        return dict(bots.DESCRIPTIONS)


OATH = register(Oath())
