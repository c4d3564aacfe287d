"""The typed result every ruleset gives once a game is over: what the service, the simulator and the demo read."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Result:
    winners: list[int]              # seats that won; several for a shared win
    turns: list[int]                # turns each seat took
    ending: str                     # how the game ended, in the game's words ("provinces", "Conquest, round 6")
    scores: list[int] | None = None # per seat, for a game that keeps a score
    details: dict = field(default_factory=dict)   # the game's own figures (Oath: the victory, its round and rule)

    def to_dict(self, names: list[str]) -> dict:
        """As served: seat indices with their names beside them."""
        data = {"winners": self.winners, "winner_names": [names[seat] for seat in self.winners],
                "turns": self.turns, "ending": self.ending, **self.details}
        if self.scores is not None:
            data["scores"] = self.scores
        return data
