"""GET /me/stream: one stream of "your decision is waiting" notices across every game a player key sits in.

On opening, a notice for each game already waiting on the player; then one each time a game comes to wait on one of
its seats (at most one per game and version). Waiting is the watch of each of the player's games
(events.service.live); the list of games is read again after each wake or heartbeat, so a game joined meanwhile is
followed too. A client that reconnects gets every decision still waiting on it again, so it misses none.
"""

from dataclasses import dataclass

FIELDS = ("ruleset", "status", "version", "turn", "waiting")
FOLLOWED = ("open", "active")       # a game that may yet wait on the player


@dataclass(frozen=True)
class Notice:
    game: str
    version: int
    seat: int
    ruleset: str
    decision: dict | None       # as GET /games/{id}/decision shows it to the seat

    def to_dict(self) -> dict:
        return {"game": self.game, "version": self.version, "seat": self.seat, "ruleset": self.ruleset,
                "decision": self.decision}
