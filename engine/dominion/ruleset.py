"""Dominion as a ruleset: the engine contract of DESIGN.md."""

from engine.core import Option
from engine.core.ruleset import FlowRuleset
from engine.core.snapshots import Codec

from . import bots, general, reference, strategies, views, vocabulary  # noqa: F401 (general and strategies register their bots)
from .game import Game
from .scoring import ENDINGS, result
from .setup import MAX_PLAYERS, MIN_PLAYERS
from .state import Board, Player, TurnState
from .studies import Studies


class Dominion(FlowRuleset):
    id = "dominion"
    version = 2     # 2: the random source's stream 2 (engine.core.rng); games of version 1 replay as they were
    versions = (1, 2)
    title = "Dominion (base, Intrigue, Prosperity; 1st editions)"
    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS
    options = {
        "kingdom": Option(("array",), "10 kingdom card names, English or Czech, with or without diacritics"),
        "preset": Option(("string",), "a recommended set by name (default First Game)"),
        "random": Option(("object",), "{\"sets\": [\"base\", ...], \"seed\": \"any\"}: a random kingdom"),
        "colony": Option(("boolean", "string"), "true or false forces Platinum and Colony in or out; \"auto\" "
                                                "(default) follows the Prosperity rule"),
        "reaction_prompts": Option(("string",), "\"holders\" (default) asks only players holding a Reaction when "
                                                "an Attack is played; \"always\" asks every attacked player"),
    }
    endings = ENDINGS
    studies = Studies()
    game = Game
    bot_registry = bots.BOTS
    bot_notes = bots.DESCRIPTIONS
    # A snapshot holds the whole board but its narration and what the kingdom fixes (setup.kingdom_rules)
    codec = Codec(Board, Player, TurnState,
                  derived={Board: ("log", "cost_modifiers", "gain_hooks", "buy_rules", "buy_menu", "exposed")})

    def resigned_bot(self):
        """A seat that resigns while two or more play on has its turns skipped as online tables do: it plays no
        Action, buys nothing and reveals no Reaction (bots.passing)."""
        return "passing", bots.passing

    def exposure(self, state: Game) -> int:
        """Random draws (shuffles) and cards taken off a deck (drawn, revealed, looked at, moved) so far."""
        board = state.board
        return board.rng.counter + board.exposed

    def view(self, state: Game, viewer):
        return views.view(state.board, viewer)

    def bot_view(self, state: Game, viewer: int):
        return views.BoardView(state.board, viewer)

    def result(self, state: Game):
        return result(state.board) if state.board.finished else None

    def reference(self) -> dict:
        return {"cards": reference.cards()}

    def vocabulary(self):
        return vocabulary.VOCABULARY


DOMINION = Dominion()
