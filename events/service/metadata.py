"""What follows from a game's state and its life: the metadata written with each of its events (status, whose
decision and whether a bot or a person answers it, the result, the clock's deadline), who answers a decision without
its seat's player, and the decision as a viewer is shown it. Pure: the caller gives the time."""

import json
from datetime import datetime, timezone

from . import clocks, life, seating, standing
from .access import shown_decision
from .seating import WAITING

OVER = ("finished", "aborted", "abandoned")       # a game's statuses once it takes no more moves


def first(ruleset, seats: list[dict], tokens: str, now: float) -> dict:
    """The metadata a game starts with: its ruleset, when, its players and their tokens' digests (stored)."""
    return {"ruleset": ruleset.id, "created": now, "tokens": tokens, "players": json.dumps(seating.names(seats))}


def after(facts, state, lived: life.Life | None, now: float) -> dict:
    """The metadata that follows from a state and the game's life: written in the script that appends the event it
    follows."""
    if state is WAITING:
        return {"status": "open", "updated": now, "waiting": "", "turn": ""}
    lived = lived or life.Life()
    decision = None if lived.ended else facts.ruleset.decision(state)
    status = lived.ended["status"] if lived.ended else "finished" if decision is None else "active"
    fields = {"status": status, "updated": now,
              "waiting": "" if decision is None else "bot" if answered_by(facts, lived, decision) else "human",
              "turn": "" if decision is None else str(decision.player)}     # GET /me/games?waiting=true
    if facts.created.get("clock"):
        deadline = deadline_of(facts, lived, decision)
        fields |= {"life": lived.to_json(), "deadline": "" if deadline is None else deadline}
    if lived.ended:
        fields["result"] = json.dumps(lived.ended["result"])
    elif decision is None:
        fields["result"] = json.dumps(outcome(facts, state, lived))
    return fields


def outcome(facts, state, lived: life.Life) -> dict:
    """The result of a game over by its rules, as its life leaves it (a resigned seat loses)."""
    names = [seat["name"] for seat in facts.seats]
    return lived.outcome(facts.ruleset.result(state).to_dict(names), names)


def answered_by(facts, lived: life.Life, decision) -> tuple | None:
    """(policy, fields the move's event adds) when `decision` is answered without its seat's player: by a bot seat,
    the bot playing a resigned or timed-out seat, or one of the seat's standing answers; else None."""
    seat = lived.seat(facts.seats, decision.player)
    if seat.get("bot"):
        return life.policy(facts.ruleset, seat["bot"]), None
    rules = lived.standing.get(decision.player)
    move = rules and standing.answer(rules, decision)
    if move:
        return (lambda view, asked: move), {"standing": True}
    return None


def deadline_of(facts, lived: life.Life, decision) -> int | None:
    """When the decision awaited runs out (ms since 1970), for a game with a clock; None if it does not."""
    config = facts.created.get("clock")
    if not config or decision is None or lived.clock is None or answered_by(facts, lived, decision):
        return None
    return facts.created_ms + clocks.deadline(config, lived, decision.player)


def timed(facts, lived: life.Life, state, shown: dict | None) -> dict | None:
    """The decision awaited in `state` as shown, with its deadline if the game has a clock (the engine is asked for
    the decision again only then: a game without a clock pays nothing)."""
    if shown is not None and facts.created.get("clock"):
        deadline = deadline_of(facts, lived, facts.ruleset.decision(state))
        if deadline is not None:
            shown = dict(shown, deadline=iso(deadline))
    return shown


def decision_for(ruleset, state, viewer: int | None) -> dict | None:
    decision = ruleset.decision(state)
    return None if decision is None else shown_decision(decision, viewer)


def iso(millis: int) -> str:
    return datetime.fromtimestamp(millis / 1000, timezone.utc).isoformat(timespec="milliseconds")
