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

from events.errors import BadRequest


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
