"""The game's life beside its moves: a seat resigns, a seat aborts a game nobody has played yet, every human seat
agrees to end it, or it is abandoned after a long silence. Each is an event in the game's own stream, of its own type
(never "move"): none changes the engine's state, so each records the state hash it found, and a replay checks it as
it checks a move's. `Life` is what those events add up to; a process holds it beside the game's state (Held.life),
and the metadata written with each of them keeps it too (field "life"), so a load from a snapshot need not read the
events before it.

The rules (README, "The game's life"):
- resign: the seat loses. With one seat left playing, the game is over and that seat wins ("ending": "resignation").
  With more, the game goes on and the ruleset's resigned_bot answers the seat's decisions (each game states its own:
  a policy that passes, skipping its turns, or a bot that plays its pieces on); the bot is named in the event.
  When the game ends by its rules, a resigned seat is among the losers whatever its score.
- abort: any seat, while no human seat has made a move; status "aborted".
- end by agreement: each human seat still playing offers (an offer stands until the game ends); when all have, the
  game is over with no winner: status "finished", "ending": "agreement".
- abandonment: an active game with no event for GAMELEDGER_ABANDON_AFTER seconds (default 7 days) is closed by the
  worker's reconciler; status "abandoned", the reason in the event.
- seat clocks (events.service.clocks), standing answers (events.service.standing) and undo by consent
  (events.service.undo) keep what they need here too: a chess clock's time left, each seat's standing answers, an
  undo asked for and who agreed.
"""

import json
import os
from dataclasses import dataclass, field

from events.errors import BadRequest, GameEnded, MoveRejected, NotStarted, NotYourDecision, StaleVersion

from .replay import recorded_hash
from .seating import WAITING

RESIGN, ABORT, END_OFFER, ABANDON = "resign", "abort", "end-offer", "abandon"
TIMEOUT, STANDING = "timeout", "standing-answers"
UNDO_REQUEST, UNDO_AGREE, UNDO_DECLINE, UNDO = "undo-request", "undo-agree", "undo-decline", "undo"
KINDS = (RESIGN, ABORT, END_OFFER, ABANDON, TIMEOUT, STANDING, UNDO_REQUEST, UNDO_AGREE, UNDO_DECLINE, UNDO)
ABANDON_AFTER = "GAMELEDGER_ABANDON_AFTER"
DEFAULT_ABANDON_AFTER = 7 * 24 * 3600.0     # seconds
TRIES = 3           # a life event races a move at most this often before the caller is told the game moved on


@dataclass
class Life:
    resigned: dict = field(default_factory=dict)    # seat -> the bot that answers its decisions
    offers: list = field(default_factory=list)      # seats that agreed to end the game, in the order they did
    ended: dict | None = None                       # {"status", "result"} once a life event ended the game
    version: int = 0                                # of the last event applied
    timed_out: dict = field(default_factory=dict)   # seat -> the bot that plays it since its chess clock ran out
    standing: dict = field(default_factory=dict)    # seat -> its standing answers (events.service.standing)
    undo: dict | None = None                        # {"seat", "to", "move", "agreed"}: an undo asked for
    clock: dict | None = None                       # a game with a clock: {"since": ms, "left": {seat: ms}}

    def apply(self, event: dict, seats: list[dict]) -> None:
        """Add one event (of `version`; one already applied is skipped, so a process may read it twice). Moves
        matter only to a game with a clock (the time they took) and to an undo asked for (it lapses)."""
        if event["version"] <= self.version:
            return
        kind = event["type"]
        if kind not in KINDS:
            self._timed(event)
            self.version = event["version"]
            return
        seat, names = event.get("seat"), [s["name"] for s in seats]
        if kind == RESIGN:
            self.resigned[seat] = event["bot"]
            self.offers = [s for s in self.offers if s != seat]
            playing = [i for i in range(len(seats)) if i not in self.resigned]
            if len(playing) == 1:
                self.ended = _ended("finished", "resignation", playing, names, resigned=sorted(self.resigned))
            else:
                self._agreed(seats)
        elif kind == END_OFFER:
            self.offers.append(seat)
            self._agreed(seats)
        elif kind == ABORT:
            self.ended = _ended("aborted", "aborted", [], names, aborted_by=names[seat])
        elif kind == ABANDON:
            self.ended = _ended("abandoned", "abandoned", [], names, reason=event["reason"])
        elif kind == TIMEOUT:
            self.timed_out[seat] = event["bot"]
            self.offers = [s for s in self.offers if s != seat]
            self._agreed(seats)
        elif kind == STANDING:
            if event["answers"]:
                self.standing[seat] = event["answers"]
            else:
                self.standing.pop(seat, None)
        elif kind == UNDO_REQUEST:
            self.undo = {"seat": seat, "to": event["to"], "move": event["move"], "agreed": []}
        elif kind == UNDO_AGREE and self.undo:
            self.undo["agreed"].append(seat)
        elif kind == UNDO_DECLINE:
            self.undo = None
        elif kind == UNDO:
            self.undo = None
            if self.clock is not None:
                self.clock["since"] = event.get("dt", self.clock["since"])     # the seat decides again, from now
        self.version = event["version"]

    def _timed(self, event: dict) -> None:
        """A move, the first event or a lobby's: the clock's start of the next decision and the time left."""
        kind = event["type"]
        if kind == "move":
            self.undo = None            # an undo is of the game's last move; another move made it lapse
            if self.clock is not None:
                self.clock["since"] = event.get("dt", self.clock["since"])
                if "left" in event:
                    self.clock["left"][event["seat"]] = event["left"]
        elif kind == "created" and event.get("clock"):
            self.clock = {"since": 0, "left": {}}
        elif kind == "started" and self.clock is not None:
            self.clock["since"] = event.get("dt", 0)

    def _agreed(self, seats):
        humans = self.humans(seats)
        if humans and set(humans) <= set(self.offers):
            self.ended = _ended("finished", "agreement", [], [s["name"] for s in seats])

    def humans(self, seats: list[dict]) -> list[int]:
        """The human seats still playing."""
        return [i for i, seat in enumerate(seats) if not seat.get("bot") and i not in self.resigned
                and i not in self.timed_out]

    def seat(self, seats: list[dict], number: int) -> dict:
        """The seat as it plays now: a resigned one, or one whose chess clock ran out, played by its bot."""
        if number in self.resigned:
            return dict(seats[number], bot=self.resigned[number])
        if number in self.timed_out:
            return dict(seats[number], bot=self.timed_out[number])
        return seats[number]

    def outcome(self, result: dict, names: list[str]) -> dict:
        """The engine's result of a game some seats resigned from: they lost. If every winner by the rules
        resigned, the best score among the seats still playing wins (else nobody)."""
        if not self.resigned:
            return result
        playing = [i for i in range(len(names)) if i not in self.resigned]
        winners = [seat for seat in result["winners"] if seat not in self.resigned]
        scores = result.get("scores")
        if not winners and scores:
            best = max(scores[i] for i in playing)
            winners = [i for i in playing if scores[i] == best]
        return dict(result, winners=winners, winner_names=[names[i] for i in winners],
                    resigned=sorted(self.resigned))

    def summary(self) -> dict:
        """What a client is shown of it (GET /games/{id} and the answers of the life requests)."""
        summary = {"resigned": sorted(self.resigned), "end_offers": sorted(self.offers)}
        if self.timed_out:
            summary["timed_out"] = sorted(self.timed_out)
        if self.undo:
            summary["undo_request"] = {k: self.undo[k] for k in ("seat", "to", "agreed")}
        return summary

    def copy(self) -> "Life":
        return Life.from_json(self.to_json())

    def to_json(self) -> str:
        data = {"resigned": _keyed(self.resigned), "offers": self.offers, "ended": self.ended,
                "version": self.version}
        for name in ("timed_out", "standing"):
            if getattr(self, name):
                data[name] = _keyed(getattr(self, name))
        if self.undo:
            data["undo"] = self.undo
        if self.clock is not None:
            data["clock"] = {"since": self.clock["since"], "left": _keyed(self.clock["left"])}
        return json.dumps(data)

    @classmethod
    def from_json(cls, data) -> "Life":
        if not data:
            return cls()
        data = json.loads(data)
        clock = data.get("clock")
        return cls(_seated(data["resigned"]), data["offers"], data["ended"], data["version"],
                   _seated(data.get("timed_out", {})), _seated(data.get("standing", {})), data.get("undo"),
                   clock and {"since": clock["since"], "left": _seated(clock["left"])})

    @classmethod
    def of(cls, events: list[dict], seats: list[dict]) -> "Life":
        life = cls()
        for event in events:
            life.apply(event, seats)
        return life


def _keyed(by_seat: dict) -> dict:
    return {str(seat): value for seat, value in by_seat.items()}


def _seated(by_key: dict) -> dict:
    return {int(seat): value for seat, value in by_key.items()}


def _ended(status, ending, winners, names, **details) -> dict:
    return {"status": status, "result": {"winners": winners, "winner_names": [names[i] for i in winners],
                                         "ending": ending, **details}}


def policy(ruleset, name: str):
    """The policy a resignation named: one of the ruleset's bots, or its resigned_bot."""
    bots = ruleset.bots()
    if name in bots:
        return bots[name]
    resigned_name, resigned_policy = ruleset.resigned_bot()
    if name == resigned_name:
        return resigned_policy
    raise BadRequest(f"{ruleset.id} has no bot {name!r} to play a resigned seat")


def narration(event: dict, seats: list[dict]) -> list[str]:
    """A life event's line in the narrated replay."""
    name = seats[event["seat"]]["name"] if "seat" in event else None
    out_of_time = " (their time ran out)" if event.get("reason") == "time" else ""
    return {RESIGN: lambda: [f"{name} resigned{out_of_time}" + ("" if event.get("ends") else
                                                                 f"; the {event['bot']} bot plays on for them")],
            ABORT: lambda: [f"{name} aborted the game"],
            END_OFFER: lambda: [f"{name} agreed to end the game"],
            ABANDON: lambda: [f"The game was abandoned: {event['reason']}"],
            TIMEOUT: lambda: [f"{name}'s time ran out; the {event['bot']} bot plays on for them"],
            STANDING: lambda: [f"{name} set their standing answers"],
            UNDO_REQUEST: lambda: [f"{name} asked to take back their last move"],
            UNDO_AGREE: lambda: [f"{name} agreed to take it back"],
            UNDO_DECLINE: lambda: [f"{name} declined to take it back"],
            UNDO: lambda: [f"The last move was taken back: the game is as it was at version {event['to']}"],
            }[event["type"]]()


def abandon_after() -> float:
    """Seconds without an event after which an active game is abandoned (GAMELEDGER_ABANDON_AFTER)."""
    value = os.environ.get(ABANDON_AFTER)
    return float(value) if value else DEFAULT_ABANDON_AFTER


class Lifecycle:
    """The life requests, through the ledger's held state and EventStore.append like a move."""

    def __init__(self, ledger):
        self.ledger = ledger

    def resign(self, game_id: str, seat: int | None) -> dict:
        def event(held):
            self._seated(held, seat)
            if seat in held.life.resigned:
                raise GameEnded("you have resigned this game already: it is over for your seat (the game goes on "
                                "without it)")
            if len(held.facts.seats) - len(held.life.resigned) <= 2:
                self._not_campaign(held)            # it would end the game
            name, _ = held.facts.ruleset.resigned_bot()
            return {"type": RESIGN, "seat": seat, "bot": name}
        return self._record(game_id, event)

    def abort(self, game_id: str, seat: int | None) -> dict:
        def event(held):
            self._seated(held, seat)
            self._not_campaign(held)
            seats = held.facts.seats
            events = self.ledger.store.read(game_id, 1, held.version)
            if any(e["type"] == "move" and not seats[e["seat"]].get("bot") for e in events):
                raise MoveRejected("a game is aborted only before its first move by a player; resign instead")
            return {"type": ABORT, "seat": seat}
        return self._record(game_id, event)

    def offer_end(self, game_id: str, seat: int | None) -> dict:
        def event(held):
            self._seated(held, seat)
            if seat in held.life.resigned:
                raise NotYourDecision("you have resigned this game; the seats still playing decide its end")
            if seat in held.life.offers:
                return None         # offered already: the answer is the game as it is
            if set(held.life.humans(held.facts.seats)) <= set(held.life.offers) | {seat}:
                self._not_campaign(held)
            return {"type": END_OFFER, "seat": seat}
        return self._record(game_id, event)

    def abandon(self, game_id: str, idle: float) -> bool:
        """Close the game if it is still active and has had no event for `idle` seconds; whether it was closed."""
        reason = f"no event for {_duration(idle)} (GAMELEDGER_ABANDON_AFTER)"

        def event(held):
            meta = self.ledger.store.meta(game_id)
            if meta.get("status") != "active" or self.ledger.clock() - float(meta["updated"]) < idle:
                return None
            return {"type": ABANDON, "reason": reason}
        try:
            return self._record(game_id, event, tries=1)["status"] == "abandoned"
        except (GameEnded, StaleVersion):
            return False        # ended, or moved while we looked: not abandoned

    def abandon_idle(self, idle: float | None = None) -> list[str]:
        """Abandon every active game with no event for `idle` seconds (default: GAMELEDGER_ABANDON_AFTER), a
        campaign's game excepted (its campaign waits on its end by the rules). The games closed."""
        idle = abandon_after() if idle is None else idle
        ids = self.ledger.index.all_ids(status="active")
        now = self.ledger.clock()
        closed = []
        for game_id, meta in zip(ids, self.ledger.store.metas(ids, ("status", "updated", "campaign"))):
            if meta["status"] == "active" and meta["updated"] and not meta["campaign"] \
                    and now - float(meta["updated"]) >= idle and self.abandon(game_id, idle):
                closed.append(game_id)
        return closed

    # --- inside -------------------------------------------------------------------------------------------

    def _record(self, game_id, make_event, tries=TRIES) -> dict:
        """Append the event `make_event(held)` gives for the game as it is now (None: nothing to append) and answer
        the game's life after it. A move appended meanwhile is caught up with and the event made again."""
        ledger = self.ledger
        for attempt in range(tries):
            with ledger.cache.held(game_id) as held:
                ledger._fresh(game_id, held)
                if held.state is WAITING:
                    raise NotStarted("the game has not started: nothing to resign, abort or end yet")
                if held.life.ended:
                    raise GameEnded(why_ended(held.life))
                if held.facts.ruleset.decision(held.state) is None:
                    raise GameEnded("the game is over by its rules")
                event = make_event(held)
                if event is not None:
                    try:
                        self._append(game_id, held, event)
                    except StaleVersion:
                        if attempt + 1 == tries:
                            raise
                        continue
                return self._answer(game_id, held)

    def _append(self, game_id, held, event):
        ledger, facts, state = self.ledger, held.facts, held.state
        if event["type"] == UNDO:
            state = ledger._state_at(game_id, held, event["to"])    # the game as it was before the move taken back
        event |= {"dt": round(ledger.clock() * 1000) - facts.created_ms,
                  "hash": recorded_hash(facts.ruleset, state)}
        life = held.life.copy()
        life.apply(event | {"version": held.version + 1}, facts.seats)
        if event["type"] == RESIGN and life.ended:
            event["ends"] = True        # for the narration: nobody plays on for the seat
        meta = ledger._meta_after(facts, state, life) | {"life": life.to_json()}
        result = ledger.store.append(game_id, held.version, event, meta=meta)
        held.life, held.version, held.state = life, result.version, state
        ledger._appended(game_id, held)

    def _answer(self, game_id, held) -> dict:
        life = held.life
        answer = {"id": game_id, "version": held.version, **life.summary()}
        if life.ended:
            answer |= {"status": life.ended["status"], "result": life.ended["result"]}
        else:
            answer["status"] = "active"
        return answer

    @staticmethod
    def _seated(held, seat):
        if seat is None:
            raise NotYourDecision("this needs the bearer token of a seat of the game")

    @staticmethod
    def _not_campaign(held):
        if held.facts.meta.get("campaign"):
            raise BadRequest("a campaign's game ends only by its rules (its Chronicle is written after it)")


def why_ended(life: Life) -> str:
    ending = life.ended["result"]["ending"]
    return {"resignation": "the game is over: all but one seat resigned",
            "agreement": "the game is over: every player agreed to end it",
            "aborted": "the game was aborted",
            "abandoned": "the game was abandoned"}[ending] + "; no more moves are taken"


def _duration(seconds: float) -> str:
    if seconds >= 86400 and seconds % 86400 == 0:
        return f"{int(seconds // 86400)} days"
    return "1 second" if seconds == 1 else f"{seconds:g} seconds"
