"""Choosing the ten kingdom cards: an explicit list, a preset from the rulebooks, or at random from sets."""

from functools import lru_cache

from engine.core import InvalidOptions, SeededRandom

from .cards import CARDS, PROSPERITY, SETS
from .names import card_name, fold

# Recommended 10-card sets (shared/reference/dominion-cards.md section 8; the base rulebook's first set).
PRESETS = {
    "First Game": ["Cellar", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Woodcutter",
                   "Workshop"],
    "Big Money": ["Adventurer", "Bureaucrat", "Chancellor", "Chapel", "Feast", "Laboratory", "Market", "Mine",
                  "Moneylender", "Throne Room"],
    "Interaction": ["Bureaucrat", "Chancellor", "Council Room", "Festival", "Library", "Militia", "Moat", "Spy",
                    "Thief", "Village"],
    "Size Distortion": ["Cellar", "Chapel", "Feast", "Gardens", "Laboratory", "Thief", "Village", "Witch",
                        "Woodcutter", "Workshop"],
    "Village Square": ["Bureaucrat", "Cellar", "Festival", "Library", "Market", "Remodel", "Smithy", "Throne Room",
                       "Village", "Woodcutter"],
    # Intrigue alone (Victory Dance is the Intrigue rulebook's set for a first game)
    "Victory Dance": ["Bridge", "Duke", "Great Hall", "Harem", "Ironworks", "Masquerade", "Nobles", "Pawn", "Scout",
                      "Upgrade"],
    "Secret Schemes": ["Conspirator", "Harem", "Ironworks", "Pawn", "Saboteur", "Shanty Town", "Steward", "Swindler",
                       "Trading Post", "Tribute"],
    "Best Wishes": ["Coppersmith", "Courtyard", "Masquerade", "Scout", "Shanty Town", "Steward", "Torturer",
                    "Trading Post", "Upgrade", "Wishing Well"],
    # Intrigue and the base game
    "Deconstruction": ["Bridge", "Mining Village", "Remodel", "Saboteur", "Secret Chamber", "Spy", "Swindler", "Thief",
                       "Throne Room", "Torturer"],
    "Hand Madness": ["Bureaucrat", "Chancellor", "Council Room", "Courtyard", "Mine", "Militia", "Minion", "Nobles",
                     "Steward", "Torturer"],
    "Underlings": ["Baron", "Cellar", "Festival", "Library", "Masquerade", "Minion", "Nobles", "Pawn", "Steward",
                   "Witch"],
    # Prosperity (seed 001), each played with Platinum and Colony
    "Beginners": ["Bank", "Counting House", "Expand", "Goons", "Monument", "Rabble", "Royal Seal", "Venture",
                  "Watchtower", "Worker's Village"],
    "Friendly Interactive": ["Bishop", "City", "Contraband", "Forge", "Hoard", "Peddler", "Royal Seal", "Trade Route",
                             "Vault", "Worker's Village"],
    "Big Actions": ["City", "Expand", "Grand Market", "King's Court", "Loan", "Mint", "Quarry", "Rabble", "Talisman",
                    "Vault"],
    "Biggest Money": ["Bank", "Grand Market", "Mint", "Royal Seal", "Venture", "Adventurer", "Laboratory", "Mine",
                      "Moneylender", "Spy"],
    "The King's Army": ["Expand", "Goons", "King's Court", "Rabble", "Vault", "Bureaucrat", "Council Room", "Moat",
                        "Spy", "Village"],
    "The Good Life": ["Contraband", "Counting House", "Hoard", "Monument", "Mountebank", "Bureaucrat", "Cellar",
                      "Chancellor", "Gardens", "Village"],
    "Paths to Victory": ["Bishop", "Counting House", "Goons", "Monument", "Peddler", "Baron", "Harem", "Pawn",
                         "Shanty Town", "Upgrade"],
    "All Along the Watchtower": ["Hoard", "Talisman", "Trade Route", "Vault", "Watchtower", "Bridge", "Great Hall",
                                 "Mining Village", "Pawn", "Torturer"],
    "Lucky Seven": ["Bank", "Expand", "Forge", "King's Court", "Vault", "Bridge", "Coppersmith", "Swindler",
                    "Tribute", "Wishing Well"],
}
_TITLES = {fold(title): title for title in PRESETS}      # a preset's folded title -> its title
COLONY_PRESETS = {"Beginners", "Friendly Interactive", "Big Actions", "Biggest Money", "The King's Army",
                  "The Good Life", "Paths to Victory", "All Along the Watchtower", "Lucky Seven"}
DEFAULT_PRESET = "First Game"
KINGDOM_SIZE = 10


def preset_title(name: str) -> str:
    title = _TITLES.get(fold(name)) if isinstance(name, str) else None
    if title is None:
        raise InvalidOptions(f"unknown preset {name!r}; presets: {', '.join(PRESETS)}")
    return title


def preset(name: str) -> list[str]:
    return list(PRESETS[preset_title(name)])


def use_colony(options: dict, kingdom: list[str], rng: SeededRandom) -> bool:
    """Prosperity setup: Platinum and Colony together, by the option if given; a Prosperity preset uses them;
    otherwise if every kingdom card is from Prosperity, or one kingdom card picked at random is."""
    given = options.get("colony")
    if isinstance(given, bool):
        return given
    if given not in (None, "auto"):
        raise InvalidOptions("colony is true, false or \"auto\" (the Prosperity rule)")
    if options.get("preset") and not options.get("kingdom") and not options.get("random"):
        return preset_title(options["preset"]) in COLONY_PRESETS
    from_prosperity = [name for name in kingdom if CARDS[name].set == PROSPERITY]
    if not from_prosperity:
        return False            # no draw: a game without Prosperity cards never uses them
    if len(from_prosperity) == len(kingdom):
        return True
    return CARDS[rng.choice(sorted(kingdom))].set == PROSPERITY


def choose_kingdom(options: dict, rng: SeededRandom) -> list[str]:
    given = [key for key in ("kingdom", "preset", "random") if options.get(key) is not None]
    if len(given) > 1:
        raise InvalidOptions(f"give only one of kingdom, preset and random, not {' and '.join(given)}")
    if "kingdom" in given:
        names = _explicit(options["kingdom"])
    elif "random" in given:
        names = _random(options["random"], rng)
    else:
        names = preset(options.get("preset") or DEFAULT_PRESET)
    missing = [n for n in names if n not in CARDS]
    if missing:
        raise InvalidOptions(f"not implemented yet: {', '.join(missing)}")
    return list(_supply_order(tuple(names)))


@lru_cache(maxsize=1024)
def _supply_order(names: tuple) -> tuple:
    """Kingdom cards as the Supply lays them out: by cost, then name (worked out once a kingdom)."""
    return tuple(sorted(names, key=lambda n: (CARDS[n].cost, n)))


def _explicit(names) -> list[str]:
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise InvalidOptions("kingdom must be a list of card names")
    cards = [card_name(n) for n in names]
    basic = [c for c in cards if not CARDS[c].kingdom]
    if basic:
        raise InvalidOptions(f"{', '.join(basic)} is a basic card, always in the Supply, not a kingdom card")
    seen = set()
    for name, given in zip(cards, names):
        if name in seen:
            raise InvalidOptions(f"{given!r} is in the kingdom twice")
        seen.add(name)
    if len(cards) != KINGDOM_SIZE:
        raise InvalidOptions(f"a kingdom has {KINGDOM_SIZE} cards, not {len(cards)}")
    return cards


def _random(spec, rng: SeededRandom) -> list[str]:
    spec = spec if isinstance(spec, dict) else {}
    sets = spec.get("sets") or list(SETS)
    unknown = [s for s in sets if s not in SETS]
    if unknown:
        raise InvalidOptions(f"unknown card set {unknown[0]!r}; sets: {', '.join(SETS)}")
    pool = sorted(c.name for c in CARDS.values() if c.set in sets)
    if len(pool) < KINGDOM_SIZE:
        raise InvalidOptions(f"the sets {', '.join(sets)} have only {len(pool)} implemented kingdom cards")
    source = SeededRandom(str(spec["seed"]), stream=rng.stream) if spec.get("seed") is not None else rng
    return source.sample(pool, KINGDOM_SIZE)
