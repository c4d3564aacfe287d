"""Seat clocks' timeouts: the deadlines passed, found by the worker (a sorted set of games by their next deadline,
kept by the store; the reconciler puts back one a crash left out) and recorded through the ledger: the clock's answer
(a bot's move, a timeout or a resignation, as the game's clock says: events.service.clocks)."""

from engine.core.selfplay import bot_move
from events.errors import StaleVersion

from . import life, metadata
from .clocks import PER_DECISION
from .seating import WAITING


class Timeouts:
    """`deadlines`: events.store.Deadlines."""

    def __init__(self, ledger, deadlines):
        self.ledger = ledger
        self.deadlines = deadlines

    def due(self, game_id: str, at_ms: int | None) -> None:
        self.deadlines.set(game_id, at_ms)

    def expire_due(self) -> list[str]:
        """Record the timeout of every game whose deadline has passed; the games that had one."""
        return [game_id for game_id in self.deadlines.passed(round(self.ledger.clock() * 1000))
                if self.expire(game_id)]

    def expire(self, game_id: str) -> bool:
        """Record the timeout of the game's awaited decision if its deadline has passed; whether one was."""
        ledger = self.ledger
        with ledger.states.held(game_id) as held:
            ledger.states.fresh(game_id, held)
            try:
                return self.expire_held(game_id, held)
            except StaleVersion:
                return False        # a move came first, from another process

    def expire_held(self, game_id: str, held) -> bool:
        ledger, facts, lived = self.ledger, held.facts, held.life
        config = facts.created.get("clock")
        decision = None if held.state is WAITING or lived.ended else facts.ruleset.decision(held.state)
        at = metadata.deadline_of(held.facts, held.life, decision)
        self.due(game_id, at)
        if at is None or round(ledger.clock() * 1000) < at:
            return False
        seat = decision.player
        if config["on_timeout"] == "resign":
            name, _ = facts.ruleset.resigned_bot()
            ledger.life.append(game_id, held, {"type": life.RESIGN, "seat": seat, "bot": name, "reason": "time"})
        elif PER_DECISION in config:
            policy = life.policy(facts.ruleset, config["bot"])
            move = bot_move(policy, facts.ruleset, held.state, decision)
            ledger.moves.play(game_id, held, seat, move, extra={"timeout": config["bot"]})
        else:
            ledger.life.append(game_id, held, {"type": life.TIMEOUT, "seat": seat, "bot": config["bot"]})
        return True
