"""Seat clocks: a game may give each decision a time, or each seat a chess clock, and a worker enforces it.

- {"per_decision": S}: a human seat has S seconds for each decision, counted from the event that asked it.
- {"initial": S, "increment": I}: each human seat has S seconds for the whole game, its clock running while one of
  its decisions waits; each answer adds I seconds (0 by default). Each move of a seat records the milliseconds left
  on its clock ("left").
- "on_timeout": "bot" (default) or "resign"; "bot": which of the ruleset's bots answers (default: the bot that
  plays a resigned seat). Out of time per decision, the bot answers that one decision (a move marked "timeout") and
  the seat decides the next one itself; a chess clock run out hands the seat to the bot for the rest of the game
  (a "timeout" event; the seat keeps its result by the rules). With "resign", the seat resigns ("reason": "time").

The deadline of the decision awaited is in the decision (`deadline`), in GET /games/{id} and in the stream. Bots,
resigned seats and a decision a standing answer gives have none. A move that comes after its deadline is refused,
and the timeout is recorded at once; otherwise the worker records it within CLOCK_TICK seconds of the deadline.
"""

from events.errors import BadRequest, StaleVersion

from . import life
from .seating import WAITING

PER_DECISION, INITIAL, INCREMENT = "per_decision", "initial", "increment"
FIELDS = (PER_DECISION, INITIAL, INCREMENT, "on_timeout", "bot")
LONGEST = 30 * 24 * 3600        # seconds: a clock longer than a month is no clock
CLOCK_TICK = 0.25               # seconds between the worker's looks at the deadlines passed


def checked(clock, ruleset) -> dict | None:
    """The clock as the game's first event keeps it (times in milliseconds); BadRequest says what is wrong."""
    if clock is None:
        return None
    if not isinstance(clock, dict):
        raise BadRequest('clock must be an object: {"per_decision": seconds} or {"initial": seconds, "increment": '
                         'seconds}')
    unknown = sorted(set(clock) - set(FIELDS))
    if unknown:
        raise BadRequest(f"clock: unknown field {unknown[0]!r}; a clock takes {', '.join(FIELDS)}")
    if (PER_DECISION in clock) == (INITIAL in clock):
        raise BadRequest('clock: give exactly one of "per_decision" (seconds a decision) and "initial" (seconds a '
                         'seat, chess style)')
    if INCREMENT in clock and INITIAL not in clock:
        raise BadRequest('clock: "increment" goes with "initial" (a chess clock)')
    kept = {}
    for name in (PER_DECISION, INITIAL, INCREMENT):
        if name in clock:
            kept[name] = _milliseconds(name, clock[name], least=0 if name == INCREMENT else 1)
    if INITIAL in kept:
        kept.setdefault(INCREMENT, 0)
    on_timeout = clock.get("on_timeout", "bot")
    if on_timeout not in ("bot", "resign"):
        raise BadRequest('clock: on_timeout is "bot" (a bot answers) or "resign"')
    resigned_name, _ = ruleset.resigned_bot()
    bot = clock.get("bot", resigned_name)
    if bot != resigned_name and bot not in ruleset.bots():
        names = sorted({resigned_name, *ruleset.bots()})
        raise BadRequest(f"clock: {ruleset.id} has no bot {bot!r}; its bots: {', '.join(names)}")
    return kept | {"on_timeout": on_timeout, "bot": bot}


def _milliseconds(name, seconds, least) -> int:
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not least <= seconds * 1000 \
            or seconds > LONGEST:
        raise BadRequest(f"clock: {name} must be a number of seconds, {'0' if least == 0 else 'above 0'} to "
                         f"{LONGEST}")
    return round(seconds * 1000)


def left_after(config: dict, clock: dict, seat: int, dt: int) -> int | None:
    """Milliseconds left on a chess clock once `seat` answers at `dt` (ms since the game was created)."""
    if INITIAL not in config:
        return None
    left = clock["left"].get(seat, config[INITIAL])
    return max(0, left - (dt - clock["since"])) + config[INCREMENT]


def deadline(config: dict, lived, seat: int) -> int:
    """When the decision `seat` must answer now runs out, in ms since the game was created."""
    if PER_DECISION in config:
        return lived.clock["since"] + config[PER_DECISION]
    return lived.clock["since"] + lived.clock["left"].get(seat, config[INITIAL])


def left(config: dict, lived, seats: int) -> dict | None:
    """Each seat's milliseconds left on a chess clock (the running one as of its decision's start)."""
    if INITIAL not in config or lived.clock is None:
        return None
    return {seat: lived.clock["left"].get(seat, config[INITIAL]) for seat in range(seats)}


class Clocks:
    """The deadlines passed, found by the worker (a sorted set of games by their next deadline, kept beside the
    store; the reconciler puts back one a crash left out) and recorded through the ledger."""

    def __init__(self, ledger, deadlines):
        self.ledger = ledger
        self.deadlines = deadlines          # events.store.deadlines.Deadlines

    def due(self, game_id: str, at_ms: int | None) -> None:
        self.deadlines.set(game_id, at_ms)

    def expire_due(self) -> list[str]:
        """Record the timeout of every game whose deadline has passed; the games that had one."""
        return [game_id for game_id in self.deadlines.passed(round(self.ledger.clock() * 1000))
                if self.expire(game_id)]

    def expire(self, game_id: str) -> bool:
        """Record the timeout of the game's awaited decision if its deadline has passed; whether one was."""
        ledger = self.ledger
        with ledger.cache.held(game_id) as held:
            ledger._fresh(game_id, held)
            try:
                return self.expire_held(game_id, held)
            except StaleVersion:
                return False        # a move came first, from another process

    def expire_held(self, game_id: str, held) -> bool:
        ledger, facts, lived = self.ledger, held.facts, held.life
        config = facts.created.get("clock")
        decision = None if held.state is WAITING or lived.ended else facts.ruleset.decision(held.state)
        at = ledger._deadline(held, decision)
        self.due(game_id, at)
        if at is None or round(ledger.clock() * 1000) < at:
            return False
        seat = decision.player
        if config["on_timeout"] == "resign":
            name, _ = facts.ruleset.resigned_bot()
            ledger.life._append(game_id, held, {"type": life.RESIGN, "seat": seat, "bot": name, "reason": "time"})
        elif PER_DECISION in config:
            policy = life.policy(facts.ruleset, config["bot"])
            move = policy(facts.ruleset.bot_view(held.state, seat), decision.to_dict())
            ledger._play(game_id, held, seat, move, extra={"timeout": config["bot"]})
        else:
            ledger.life._append(game_id, held, {"type": life.TIMEOUT, "seat": seat, "bot": config["bot"]})
        return True
