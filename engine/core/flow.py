"""Runs a game written as a generator that yields decisions and receives answers.

Effects in progress live as suspended code, so the flow itself is not data: a game is rebuilt by replaying its
moves (fast, because the engine is), and only the board it drives is hashed and viewed.
"""

from .decision import Decision
from .errors import GameOver


class Flow:
    def __init__(self, generator):
        self._generator = generator
        self.current: Decision | None = None
        self._advance(None, first=True)

    def answer(self, move: dict) -> None:
        if self.current is None:
            raise GameOver("the game is over; no more moves are taken")
        self.current.check(move)
        self._advance(move)

    def _advance(self, value, first=False) -> None:
        try:
            self.current = next(self._generator) if first else self._generator.send(value)
        except StopIteration:
            self.current = None
