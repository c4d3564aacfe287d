"""Oath as a ruleset: the engine contract of DESIGN.md."""

from functools import partial

from engine.core import Option
from engine.core.ruleset import FlowRuleset
from engine.core.snapshots import Codec

from . import bots, chronicle_parts, reference, views, vocabulary, wording
from .game import Game
from .setup import MAX_PLAYERS, MIN_PLAYERS
from .state import Banner, Board, Card, Player, Site
from .victory import result


class Oath(FlowRuleset):
    id = "oath"
    # 2: the Chronicle (Law 8) is the won game's last phase; games of version 1 end at the win.
    # 3: Law 1.7, the players after the Chancellor sit round the table at random (option "seating"); Ancient
    # Bloodline's lock asked by every power and rule that discards, moves, swaps or takes a card or relic at a site
    # (rules.locked_to); a discard to make room among advisers is offered only where it brings the player back
    # toward every adviser limit in force (advisers.room_discards); a power run as another card's names the card
    # used (Ancient Forge, Family Heirloom). Games of versions 1 and 2 replay as they were played.
    # 4: the rules of version 3; the state hash leaves out the Act phase's choices (a function of the board it holds),
    # so hashing a position no longer lists every move (issue 36). Games of versions 1-3 keep their hashes.
    version = 4
    versions = (1, 2, 3, 4)
    title = "Oath: Chronicles of Empire and Exile (the Law of Oath, 1st edition)"
    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS
    options = {
        "chronicle": Option(("string",), "\"new\" (default), \"tutorial\" (the Chrysanthemum Chronicle) or a "
                                         "chronicle save string"),
        "boards": Option(("array",), "one board colour per seat after the Chancellor (Law 1.9)"),
        "seating": Option(("string",), "Law 1.7: \"random\" (default): the players after the Chancellor sit round "
                                       "the table, so take their turns, in an order drawn at random; \"fixed\": in the "
                                       "order of the seats"),
    }
    game = Game
    bot_registry = bots.BOTS
    bot_notes = bots.DESCRIPTIONS
    # A snapshot holds the whole board, the Archive and the chronicle too, but its narration, a cache and the count
    # of hidden things shown (Board.expose), which is no state
    codec = Codec(Board, Player, Site, Card, Banner, derived={Board: ("log", "_archived", "exposed")})

    def resigned_bot(self):
        """A seat that resigns while two or more play on leaves its pieces on the board: the `oath` bot plays it."""
        return "oath", bots.oath_bot

    def exposure(self, state: Game) -> int:
        """Random draws (shuffles, dice, the Dispossessed's random cards) and hidden things taken or shown so far:
        cards drawn, peeked at or turned faceup, relics drawn or looked at, facedown sites turned up (Board.expose)."""
        board = state.board
        return board.rng.counter + board.exposed

    def decision(self, state: Game):
        """The decision awaited, its choices listed (a Listing's: engine.core.decision) and worded (wording.py) for
        whoever is served it."""
        current = super().decision(state)
        if current is not None and current.words is None and current.choices is not None:
            current.words = partial(wording.words, state.board, current)
        return current

    def view(self, state: Game, viewer):
        return views.view(state.board, viewer)

    def result(self, state: Game):
        return result(state.board) if state.board.finished else None

    def reference(self) -> dict:
        return {"cards": reference.cards(), "sites": reference.sites()}

    def vocabulary(self):
        return vocabulary.vocabulary()

    def chronicle_out(self, state: Game) -> str | None:
        """The save string of the chronicle the winner wrote (Law 8; version 2), once written, else None."""
        return state.board.chronicle_out

    # Campaigns (engine/core/ruleset.py): a chronicle carried from game to game.
    campaign_option = "chronicle"

    def campaign_text(self, option) -> str:
        return chronicle_parts.chronicle_text(option)

    def campaign_out(self, state: Game) -> str | None:
        return self.chronicle_out(state)

    def campaign_summary(self, text: str, full: bool) -> dict:
        return chronicle_parts.summary(text, full)

    def campaign_first_seat(self, text: str) -> str | None:
        return chronicle_parts.first_seat(text)


OATH = Oath()
