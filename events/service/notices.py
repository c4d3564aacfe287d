"""GET /me/stream: one stream of "your decision is waiting" notices across every game a player key sits in.

On opening, a notice for each game already waiting on the player; then one each time a game comes to wait on one of
its seats (at most one per game and version). Waiting is one blocking read over all the player's games' streams
(EventStore.follow_many); the list of games is read again after each wake or heartbeat, so a game joined meanwhile is
followed too. A client that reconnects gets every decision still waiting on it again, so it misses none.
"""

import time
from dataclasses import dataclass

from .follow import HEARTBEAT_SECONDS, Heartbeat
from .lobby import awaits

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


def notices(ledger, player_key: str | None, heartbeat: float = HEARTBEAT_SECONDS):
    """The player's notices as an iterator (Notice, or Heartbeat after `heartbeat` seconds with none). BadToken is
    raised here, before anything is sent."""
    return _noticing(ledger, ledger.lobby.player(player_key), heartbeat)


def _noticing(ledger, player: str, heartbeat: float):
    store, told = ledger.store, {}
    while True:
        entries = ledger.lobby.seats.games(player)
        watched = {}
        for (game_id, seats), meta in zip(entries, store.metas([game_id for game_id, _ in entries], FIELDS)):
            if meta["status"] not in FOLLOWED:
                continue
            version = watched[game_id] = int(meta["version"])
            if awaits(meta, seats) and told.get(game_id) != version:
                told[game_id] = version
                seat = int(meta["turn"])
                answer = ledger.decision(game_id, seat)
                yield Notice(game_id, answer["version"], seat, meta["ruleset"], answer["decision"])
        if not store.follow_many(watched, heartbeat):
            if not watched:
                time.sleep(heartbeat)       # nothing to follow yet
            yield Heartbeat()
