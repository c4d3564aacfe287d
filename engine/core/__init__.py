from .decision import Decision, Listing
from .flow import Flow
from .errors import GameOver, IllegalMove, InvalidOptions, RulesError, SnapshotRefused
from .hashing import canonical_json, seed_commitment, state_hash
from .result import Result
from .rng import SeededRandom
from .ruleset import Option, Ruleset

__all__ = [
    "Decision", "Listing", "Flow", "GameOver", "IllegalMove", "InvalidOptions", "RulesError", "SnapshotRefused",
    "canonical_json", "seed_commitment",
    "state_hash", "Result", "SeededRandom", "Option", "Ruleset",
]
