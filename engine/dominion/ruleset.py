"""Dominion as a registered ruleset: the engine contract of DESIGN.md."""

from engine.core import register
from engine.core.ruleset import FlowRuleset

from . import bots, general, strategies, views  # noqa: F401 (general and strategies register their bots)
from .game import Game
from .scoring import result


class Dominion(FlowRuleset):
    id = "dominion"
    version = 2     # 2: the random source's stream 2 (engine.core.rng); games of version 1 replay as they were
    versions = (1, 2)
    title = "Dominion (base, Intrigue, Prosperity; 1st editions)"
    game = Game
    bot_registry = bots.BOTS
    bot_notes = bots.DESCRIPTIONS

    def view(self, state: Game, viewer):
        return views.view(state.board, viewer)

    def bot_view(self, state: Game, viewer: int):
        return views.BoardView(state.board, viewer)

    def result(self, state: Game):
        return result(state.board) if state.board.finished else None


DOMINION = register(Dominion())
