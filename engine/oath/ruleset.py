"""Oath as a ruleset: the engine contract of DESIGN.md."""

from engine.core import Option
from engine.core.ruleset import FlowRuleset

from . import bots, views
from .game import Game
from .setup import MAX_PLAYERS, MIN_PLAYERS
from .victory import result


class Oath(FlowRuleset):
    id = "oath"
    version = 2     # 2: the Chronicle (Law 8) is the won game's last phase; games of version 1 end at the win
    versions = (1, 2)
    title = "Oath: Chronicles of Empire and Exile (the Law of Oath, 1st edition)"
    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS
    options = {
        "chronicle": Option(("string",), "\"new\" (default), \"tutorial\" (the Chrysanthemum Chronicle) or a "
                                         "chronicle save string"),
        "boards": Option(("array",), "one board colour per seat after the Chancellor (Law 1.9)"),
    }
    game = Game
    bot_registry = bots.BOTS
    bot_notes = bots.DESCRIPTIONS

    def view(self, state: Game, viewer):
        return views.view(state.board, viewer)

    def result(self, state: Game):
        return result(state.board) if state.board.finished else None

    def chronicle_out(self, state: Game) -> str | None:
        """The save string of the chronicle the winner wrote (Law 8; version 2), once written, else None."""
        return state.board.chronicle_out


OATH = Oath()
