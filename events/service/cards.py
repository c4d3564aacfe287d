"""Every card of a ruleset as clients show it (GET /rulesets/{id}/cards), from the game's own card data
(Ruleset.reference), so a client never ships the cards itself. It is fixed for a version of the rules: built once
per process, with a tag that names its content for caches."""

import hashlib
from functools import lru_cache

from engine.core import InvalidOptions, canonical_json
from engine.games import get_ruleset


@lru_cache(maxsize=None)
def cards(ruleset_id: str) -> tuple[dict, str] | None:
    """({"ruleset", "version", "cards", ...}, a tag of its content), or None for a ruleset the service does not
    play. The answer is shared: callers do not change it."""
    try:
        ruleset = get_ruleset(ruleset_id)
    except InvalidOptions:
        return None
    reference = {"ruleset": ruleset.id, "version": ruleset.version, **ruleset.reference()}
    tag = hashlib.sha256(canonical_json(reference).encode()).hexdigest()[:32]
    return reference, tag
