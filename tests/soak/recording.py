"""Play a game in process and record it as the ledger would: the created event, then each move with the state
hash after it (what events.service.rebuild verifies)."""

from engine.core.selfplay import play, seated
from engine.games import get_ruleset


def play_recorded(ruleset_id: str, options: dict, seed: str, policies, move_cap: int) -> list[dict]:
    """Seat `policies` round the table (seat i plays policies[i % len]); fail if the game outruns `move_cap`."""
    ruleset = get_ruleset(ruleset_id)
    state = ruleset.setup(options, seed)
    events = [{"version": 1, "type": "created", "ruleset": ruleset_id, "ruleset_version": ruleset.version,
               "options": options, "seed": seed, "hash": ruleset.state_hash(state)}]

    def record(decision, move):
        events.append({"version": len(events) + 1, "type": "move", "move": move, "hash": ruleset.state_hash(state)})

    play(ruleset, state, seated(policies, len(options["players"])), move_cap, on_move=record)
    return events
