"""What every game's bots share: the random-legal policy for soak tests."""

from .decision import Decision
from .hashing import state_hash
from .rng import SeededRandom


def random_legal(view, decision: dict) -> dict:
    """Uniform over the legal answers. Its randomness is drawn from what it sees, so it stays a pure function
    of its seat's view and decision (and a replay reproduces it); not of the choices' words, served or not."""
    asked = {key: value for key, value in decision.items() if key != "words"}
    rng = SeededRandom(state_hash({"view": view, "decision": asked}))
    return rng.choice(Decision.from_dict(decision).legal_moves())
