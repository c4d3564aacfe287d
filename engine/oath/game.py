"""A live Oath game: the board and the flow that drives it."""

from engine.core import Flow, state_hash

from .flow import game_flow
from .setup import setup


class Game:
    def __init__(self, options: dict, seed: str):
        self.board = setup(options, seed)
        self.flow = Flow(game_flow(self.board))
        self.last = list(self.board.log)

    @property
    def decision(self):
        return self.flow.current

    def apply(self, move: dict) -> "Game":
        mark = len(self.board.log)
        self.flow.answer(move)
        self.last = self.board.log[mark:]
        return self

    def narration(self, viewer: int | None, lines=None) -> list[str]:
        lines = self.last if lines is None else lines
        return [private if player == viewer and private else text for text, player, private in lines]

    def hash(self) -> str:
        """The board and who must decide what; prompts are wording, so they are left out."""
        decision = self.decision.to_dict() if self.decision else None
        if decision:
            del decision["prompt"]
        return state_hash({"board": self.board.to_dict(), "decision": decision})
