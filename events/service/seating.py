"""A game created with open seats (events.service.lobby), as its events tell it, without I/O.

Its first event ("created", with "lobby": true) holds the options without the players and the seats as the creator
gave them, an open one as {"open": true} (or {"name": ..., "open": true}: a seat kept for that name). "joined" fills
one seat; "started" holds the seats as the game is played (open seats left by the creator filled with bots) and the
options with the players: the engine's first state is set up from it and the first event's seed, so a replay sets
the game up exactly where the service did. Before "started" the game has no engine state: it is WAITING.
"""

import json

LOBBY_EVENTS = ("joined", "started")
SECRET_FIELDS = ("token", "player")      # a joined event's token and player key digests: never served


class _Waiting:
    """The state of a game whose seats are still open: no engine state yet."""

    def __repr__(self):
        return "WAITING"


WAITING = _Waiting()


def is_open(seat: dict) -> bool:
    return bool(seat.get("open"))


def open_seats(seats: list[dict]) -> list[int]:
    return [number for number, seat in enumerate(seats) if is_open(seat)]


def names(seats: list[dict]) -> list[str]:
    """The names known: every filled seat's, and those an open seat is kept for."""
    return [seat["name"] for seat in seats if "name" in seat]


def seated(seats: list[dict], event: dict) -> list[dict]:
    """The seats after a lobby event: the joiner in its seat; from the start, the seats as the game is played."""
    if event["type"] == "joined":
        seats = list(seats)
        seats[event["seat"]] = {"name": event["name"]}
        return seats
    if event["type"] == "started":
        return event["seats"]
    return seats


def set_up(ruleset, created: dict, started: dict):
    """The engine's first state of a game with open seats: its "started" options and its first event's seed."""
    return ruleset.setup(started["options"], created["seed"], created.get("ruleset_version"))


def apply(held, event: dict) -> None:
    """A lobby event applied to a held game (events.service.cache.Held): its seats and tokens, and at the start its
    engine state. Applying one twice changes nothing (a process's facts may already hold a join)."""
    facts = held.facts
    facts.created = dict(facts.created, seats=seated(facts.seats, event))
    if event["type"] == "joined":
        facts.tokens[event["token"]] = event["seat"]
    else:
        held.state = set_up(facts.ruleset, facts.created, event)


def from_meta(facts, meta: dict) -> None:
    """A held game's seats and tokens as its metadata has them (written with its latest lobby event): a process
    reading the game, or building its state again, takes them from there (they only ever fill)."""
    facts.created = dict(facts.created, seats=json.loads(meta["seats"]))
    facts.tokens.update(json.loads(meta.get("tokens") or "{}"))


def meta(seats: list[dict]) -> dict:
    """The metadata of a game's seats, written with each lobby event: the seats now (a process reading the game
    first takes them from here) and which are open (the lobby lists them)."""
    return {"seats": json.dumps(seats), "open": json.dumps(open_seats(seats)), "players": json.dumps(names(seats))}


def waiting_info(game_id: str, held, viewer: int | None) -> dict:
    """GET /games/{id} of a game still waiting for players: no view and no decision yet."""
    created = held.facts.created
    return {"id": game_id, "ruleset": held.facts.ruleset.id, "version": held.version, "status": "open",
            "created_at": created["at"], "seed_commitment": created["seed_commitment"], "you": viewer,
            "seats": [{"seat": i, "name": s.get("name"), "bot": s.get("bot"), "open": is_open(s)}
                      for i, s in enumerate(created["seats"])],
            "open_seats": open_seats(created["seats"]), "view": None, "waiting_on": None}
