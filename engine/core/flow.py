"""Runs a game written as a generator that yields decisions and receives answers.

Effects in progress live as suspended code, so the flow itself is not data: a game is rebuilt by replaying its
moves (fast, because the engine is), and only the board it drives is hashed and viewed. Where the flow asks a
decision with no effect in progress, it can be started again from the board alone (a snapshot, snapshots.py).
"""

from .decision import Decision
from .errors import GameOver, SnapshotRefused
from .hashing import state_hash


class Flow:
    def __init__(self, generator):
        self._generator = generator
        self.current: Decision | None = None
        self._advance(None)

    def decision(self) -> Decision | None:
        """The decision asked now, its choices listed (a decision asked with a Listing has them listed now, once)."""
        current = self.current
        if current is not None and current.choices is None and current.listing is not None:
            current.listed()
        return current

    def answer(self, move: dict) -> None:
        current = self.current
        if current is None:
            raise GameOver("the game is over; no more moves are taken")
        choices = current.choices
        if choices is None:
            listing = current.listing
            if listing is None or not listing.has(move):    # a pick; or a move the listing has not: listed, refused
                current.check(move)
        elif move not in choices:       # the common case needs no more checking
            current.check(move)
        try:        # _advance written out: this is every move's path
            self.current = self._generator.send(move)
        except StopIteration:
            self.current = None

    def _advance(self, value) -> None:
        try:
            self.current = self._generator.send(value)      # sending None starts it
        except StopIteration:
            self.current = None


def written(line) -> str:
    """A line of narration: its text, or (function, *arguments) that writes it. Most moves' narration is never
    read (a simulation reads none), so the lines said at every turn are written only when read; their arguments
    must not change afterwards."""
    return line if isinstance(line, str) else line[0](*line[1:])


class FlowGame:
    """A live game of a ruleset written as one generator: its board (with a narration `log`, `to_dict`, its plain
    data, and `hashed`, the same for the hash, which may hold the board's own dataclasses: engine.core.hashing) and
    the flow that drives it. A ruleset's game is this with its own setup and flow."""

    def __init__(self, board, generator, version: int | None = None):
        self.board = board
        self.version = version      # of the ruleset the game is played under
        self.flow = Flow(generator)
        self.mark = 0       # where the last move's narration begins in the board's log

    @classmethod
    def resumed(cls, board, point: str, version: int) -> "FlowGame":
        """The game of a restored board, its flow started again at `point`: where a decision with that `resume`
        was asked (engine.core.snapshots). Its narration starts empty: past moves' is derived by replay."""
        game = cls.__new__(cls)
        FlowGame.__init__(game, board, cls.flow_from(board, point), version)
        return game

    @staticmethod
    def flow_from(board, point: str):
        """The game's flow started at `point` of a board read from a snapshot; a game with snapshots writes it."""
        raise SnapshotRefused("this game cannot be resumed from a snapshot")

    @property
    def decision(self) -> Decision | None:
        return self.flow.decision()

    def apply(self, move: dict) -> "FlowGame":
        self.mark = len(self.board.log)
        self.flow.answer(move)
        return self

    @property
    def last(self) -> list:
        """The narration of the last move (of setup, before the first)."""
        return self.board.log[self.mark:]

    def narration(self, viewer: int | None, lines=None) -> list[str]:
        """Lines of narration (the last move's, or `lines`) as `viewer` may read them."""
        lines = self.last if lines is None else lines
        return [written(private if player == viewer and private else text) for text, player, private in lines]

    def hash(self) -> str:
        """The board and who must decide what; prompts and the choices' words are wording, so they are left out, and
        so are the choices of a decision the board alone fixes, where the game's version says so (hashes_choices)."""
        current = self.flow.current
        decision = None
        if current is not None:
            decision = current.to_dict(words=False, choices=self.hashes_choices(current))
            del decision["prompt"]
        return state_hash({"board": self.board.hashed(), "decision": decision})

    def hashes_choices(self, decision: Decision) -> bool:
        """Whether the hash holds this decision's choices: always, unless a game's version leaves out those the
        board it hashes already fixes."""
        return True
