"""Self-play: a game played by bot policies in one process, with the engine alone. The simulator, the soaks, the
benches and the tests' harnesses all play through here."""

from .errors import RulesError


class TooLong(RulesError):
    """The policies did not end the game within the move cap (two bots that never buy, say)."""


def seated(policies: list, players: int) -> list:
    """One policy per seat from a shorter list, round the table (seat i plays policies[i % len])."""
    return [policies[seat % len(policies)] for seat in range(players)]


def bot_move(policy, ruleset, state, decision) -> dict:
    """The move `policy` answers to `decision`, asked as every bot is asked: with its seat's bot view, and the
    decision without the words of its choices (worded for people: no bot reads them)."""
    return policy(ruleset.bot_view(state, decision.player), decision.to_dict(words=False))


def play(ruleset, state, policies: list, max_moves: int, on_move=None, stop=None):
    """Play `state` on, each decision answered by the policy of its seat (policy(view, decision) -> move), until
    the game ends or `stop(state, decision)` says so; returns the state. `on_move(decision, move)` is told of each
    move once it is applied. More than `max_moves` moves raise TooLong."""
    decide, apply = ruleset.decision, ruleset.apply
    for _ in range(max_moves):
        decision = decide(state)
        if decision is None or (stop is not None and stop(state, decision)):
            return state
        move = bot_move(policies[decision.player], ruleset, state, decision)
        apply(state, move)
        if on_move is not None:
            on_move(decision, move)
    if decide(state) is None:
        return state
    raise TooLong(f"the game did not end within {max_moves} moves")


def self_play(ruleset, options: dict, seed: str, policies: list, max_moves: int, version: int | None = None,
              on_move=None):
    """A new game set up from `options` and `seed`, played to its end by `policies` (one per seat, or fewer to
    go round the table); returns the finished state."""
    state = ruleset.setup(options, seed, version)
    return play(ruleset, state, seated(policies, len(options["players"])), max_moves, on_move)
