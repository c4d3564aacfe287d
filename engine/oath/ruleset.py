"""Oath as a registered ruleset: the engine contract of DESIGN.md."""

from engine.core import register
from engine.core.ruleset import FlowRuleset

from . import bots, views
from .game import Game
from .victory import result


class Oath(FlowRuleset):
    id = "oath"
    version = 1
    title = "Oath: Chronicles of Empire and Exile (the Law of Oath, 1st edition)"
    game = Game
    bot_registry = bots.BOTS
    bot_notes = bots.DESCRIPTIONS

    def view(self, state: Game, viewer):
        return views.view(state.board, viewer)

    def result(self, state: Game):
        return result(state.board) if state.board.finished else None


OATH = register(Oath())
