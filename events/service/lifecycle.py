"""The life requests: a seat resigns, aborts a game nobody has played yet or offers to end it, and the worker abandons
a silent game; each appended through the held state like a move (events.service.life says what they add up to)."""

from events.errors import BadRequest, GameEnded, MoveRejected, NotStarted, NotYourDecision, StaleVersion

from . import metadata
from .life import ABANDON, ABORT, END_OFFER, RESIGN, TRIES, UNDO, why_ended
from .replay import recorded_hash
from .seating import WAITING

DEFAULT_ABANDON_AFTER = 7 * 24 * 3600.0     # seconds


class Lifecycle:
    """The life requests, through the ledger's held state and EventStore.append like a move. `abandon_after`: seconds
    without an event after which an active game is abandoned (GAMELEDGER_ABANDON_AFTER)."""

    def __init__(self, ledger, abandon_after: float = DEFAULT_ABANDON_AFTER):
        self.ledger = ledger
        self.abandon_after = abandon_after

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
        return self.record(game_id, event)

    def abort(self, game_id: str, seat: int | None) -> dict:
        def event(held):
            self._seated(held, seat)
            self._not_campaign(held)
            seats = held.facts.seats
            events = self.ledger.store.read(game_id, 1, held.version)
            if any(e["type"] == "move" and not seats[e["seat"]].get("bot") for e in events):
                raise MoveRejected("a game is aborted only before its first move by a player; resign instead")
            return {"type": ABORT, "seat": seat}
        return self.record(game_id, event)

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
        return self.record(game_id, event)

    def abandon(self, game_id: str, idle: float) -> bool:
        """Close the game if it is still active and has had no event for `idle` seconds; whether it was closed."""
        reason = f"no event for {_duration(idle)} (GAMELEDGER_ABANDON_AFTER)"

        def event(held):
            meta = self.ledger.store.meta(game_id)
            if meta.get("status") != "active" or self.ledger.clock() - float(meta["updated"]) < idle:
                return None
            return {"type": ABANDON, "reason": reason}
        try:
            return self.record(game_id, event, tries=1)["status"] == "abandoned"
        except (GameEnded, StaleVersion):
            return False        # ended, or moved while we looked: not abandoned

    def abandon_idle(self, idle: float | None = None) -> list[str]:
        """Abandon every active game with no event for `idle` seconds (default: GAMELEDGER_ABANDON_AFTER), a
        campaign's game excepted (its campaign waits on its end by the rules). The games closed."""
        idle = self.abandon_after if idle is None else idle
        ids = self.ledger.index.all_ids(status="active")
        now = self.ledger.clock()
        closed = []
        for game_id, meta in zip(ids, self.ledger.store.metas(ids, ("status", "updated", "campaign"))):
            if meta["status"] == "active" and meta["updated"] and not meta["campaign"] \
                    and now - float(meta["updated"]) >= idle and self.abandon(game_id, idle):
                closed.append(game_id)
        return closed

    # --- inside -------------------------------------------------------------------------------------------

    def record(self, game_id, make_event, tries=TRIES) -> dict:
        """Append the event `make_event(held)` gives for the game as it is now (None: nothing to append) and answer
        the game's life after it. A move appended meanwhile is caught up with and the event made again."""
        ledger = self.ledger
        for attempt in range(tries):
            with ledger.states.held(game_id) as held:
                ledger.states.fresh(game_id, held)
                if held.state is WAITING:
                    raise NotStarted("the game has not started: nothing to resign, abort or end yet")
                if held.life.ended:
                    raise GameEnded(why_ended(held.life))
                if held.facts.ruleset.decision(held.state) is None:
                    raise GameEnded("the game is over by its rules")
                event = make_event(held)
                if event is not None:
                    try:
                        self.append(game_id, held, event)
                    except StaleVersion:
                        if attempt + 1 == tries:
                            raise
                        continue
                return self._answer(game_id, held)

    def append(self, game_id, held, event):
        """Append a life event to the held game (its clock's and undo's too: events.service.clocks, undo)."""
        ledger, facts, state = self.ledger, held.facts, held.state
        if event["type"] == UNDO:
            state = ledger.states.state_at(game_id, held, event["to"])    # the game as it was before the move taken back
        event |= {"dt": round(ledger.clock() * 1000) - facts.created_ms,
                  "hash": recorded_hash(facts.ruleset, state)}
        life = held.life.copy()
        life.apply(event | {"version": held.version + 1}, facts.seats)
        if event["type"] == RESIGN and life.ended:
            event["ends"] = True        # for the narration: nobody plays on for the seat
        meta = metadata.after(facts, state, life, ledger.clock()) | {"life": life.to_json()}
        result = ledger.store.append(game_id, held.version, event, meta=meta)
        held.life, held.version, held.state = life, result.version, state
        ledger.followups.appended(game_id, held)

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


def _duration(seconds: float) -> str:
    if seconds >= 86400 and seconds % 86400 == 0:
        return f"{int(seconds // 86400)} days"
    return "1 second" if seconds == 1 else f"{seconds:g} seconds"
