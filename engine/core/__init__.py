from .decision import Decision
from .flow import Flow
from .errors import GameOver, IllegalMove, InvalidOptions, RulesError
from .hashing import canonical_json, seed_commitment, state_hash
from .rng import SeededRandom
from .ruleset import Ruleset, get_ruleset, register, rulesets

__all__ = [
    "Decision", "Flow", "GameOver", "IllegalMove", "InvalidOptions", "RulesError", "canonical_json", "seed_commitment",
    "state_hash", "SeededRandom", "Ruleset", "get_ruleset", "register", "rulesets",
]
