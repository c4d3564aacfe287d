"""What a viewer (a seat, or None for a spectator) sees of a game: its metadata and view, the decision awaited, its view
at a version, a move's answer, the moments a stream sends, and the game's end."""

from . import clocks, metadata, seating
from .access import redact, shown_decision
from .cache import Held
from .history import concealer, served
from .metadata import OVER
from .seating import WAITING
from .upcasting import upcast


class Views:
    def __init__(self, ledger):
        self.ledger = ledger

    def info(self, game_id: str, viewer: int | None) -> dict:
        """Metadata, the viewer's view and, if it is theirs, the decision awaited."""
        states = self.ledger.states
        with states.held(game_id) as held:
            states.fresh(game_id, held)
            if held.state is WAITING:
                return seating.waiting_info(game_id, held, viewer)
            facts, state, lived = held.facts, held.state, held.life
            ruleset, created = facts.ruleset, facts.created
            decision = None if lived.ended else ruleset.decision(state)
            finished = decision is None
            info = {"id": game_id, "ruleset": ruleset.id, "version": held.version,
                    "status": lived.ended["status"] if lived.ended else "finished" if finished else "active",
                    "created_at": created["at"], **lived.summary(),
                    "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot")}
                              for i, s in enumerate(created["seats"])],
                    "seed_commitment": created["seed_commitment"], "you": viewer,
                    "view": ruleset.view(state, viewer), "waiting_on": None if finished else decision.player}
            if finished:
                info["seed"] = created["seed"]
                info["result"] = lived.ended["result"] if lived.ended else metadata.outcome(facts, state, lived)
            if decision is not None and viewer == decision.player:
                info["decision"] = metadata.timed(facts, lived, state, shown_decision(decision, viewer))
            if created.get("clock"):
                deadline = metadata.deadline_of(facts, lived, decision)
                info["clock"] = dict(created["clock"], deadline=deadline and metadata.iso(deadline),
                                     left=clocks.left(created["clock"], lived, len(created["seats"])))
        return info

    def decision(self, game_id: str, viewer: int | None) -> dict:
        """The version and the decision awaited then: in full for the seat that must answer, else whose it is."""
        states = self.ledger.states
        with states.held(game_id) as held:
            states.fresh(game_id, held)
            if held.state is WAITING:
                return {"version": held.version, "decision": None, "status": "open"}
            if held.life.ended:
                return {"version": held.version, "decision": None}
            shown = metadata.decision_for(held.facts.ruleset, held.state, viewer)
            return {"version": held.version, "decision": metadata.timed(held.facts, held.life, held.state, shown)}

    def view_at(self, game_id: str, viewer: int | None, version: int | None) -> dict:
        with self.ledger.states.loaded(game_id, version) as loaded:
            return {"version": loaded.version, "view": loaded.ruleset.view(loaded.state, viewer)}

    def answer(self, game_id: str, viewer: int | None, version: int) -> dict:
        """What a move's submitter gets back: the version, their view and the decision then (a retry of the same
        move gets the very same answer)."""
        with self.ledger.states.loaded(game_id, version) as loaded:
            return self.answer_of(self.ledger.states.cache_facts(game_id), loaded.state, version, viewer)

    @staticmethod
    def answer_of(facts, state, version: int, viewer: int | None, lived=None) -> dict:
        """The version, the viewer's view and the decision then (with its deadline, given the game's life then)."""
        decision = metadata.decision_for(facts.ruleset, state, viewer)
        if lived is not None:
            decision = metadata.timed(facts, lived, state, decision)
        return {"version": version, "view": facts.ruleset.view(state, viewer), "decision": decision}

    # --- following a game (GET /games/{id}/stream, events.service.live) ------------------------------------------

    def moments(self, game_id: str, viewer: int | None, events: list[dict]) -> list[dict]:
        """For each of the store's `events` (consecutive versions, as a stream reads them): the event as
        GET /events serves it to `viewer`, the viewer's view after it and the decision awaited then (as
        GET /decision shows it)."""
        states = self.ledger.states
        facts = states.cache_facts(game_id)
        events = upcast([dict(event) for event in events], facts.created)
        finished = states.meta(game_id).get("status") in OVER
        conceal = concealer(facts.ruleset.id)
        afters = self._afters(game_id, viewer, events)
        shown = served(facts, [dict(event) for event in events])
        return [{"version": event["version"], "event": redact(event, viewer, finished, conceal), **after}
                for event, after in zip(shown, afters)]

    def _afters(self, game_id: str, viewer: int | None, events: list[dict]) -> list[dict]:
        """The viewer's view and decision after each of `events`. The held state serves the common case, one new
        event that is the game's last; otherwise a state of this call's own is built once, at the version before
        the first, and moved on event by event (the held one is never moved back)."""
        states = self.ledger.states
        first, last = events[0]["version"], events[-1]["version"]
        with states.held(game_id) as held:
            facts = states.facts(game_id, held)
            if held.state is None or held.version < last:
                states.catch_up(game_id, held)
            if first == last == held.version:
                return [_after(held, viewer)]
            start = max(first - 1, 1)           # below held.version here, so state_at builds a state of its own
            scratch = Held(facts=facts, state=states.state_at(game_id, held, start), version=start)
        afters = []
        for event in events:
            if event["version"] > scratch.version:
                states.apply(game_id, scratch, [event])
            afters.append(_after(scratch, viewer))
        return afters

    def ended(self, game_id: str) -> dict | None:
        """The game's version, status and result once it is over, by its rules or its life; else None."""
        states = self.ledger.states
        with states.held(game_id) as held:
            states.fresh(game_id, held)
            state, lived = held.state, held.life
            if lived.ended:
                return {"version": held.version, "status": lived.ended["status"], "result": lived.ended["result"]}
            if state is WAITING or held.facts.ruleset.decision(state) is not None:
                return None
            return {"version": held.version, "status": "finished",
                    "result": metadata.outcome(held.facts, state, lived)}


def _after(held: Held, viewer: int | None) -> dict:
    ruleset, state = held.facts.ruleset, held.state
    if state is WAITING:
        return {"view": None, "decision": None}
    decision = None if held.life.ended else metadata.timed(held.facts, held.life, state,
                                                           metadata.decision_for(ruleset, state, viewer))
    return {"view": ruleset.view(state, viewer), "decision": decision}
