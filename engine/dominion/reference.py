"""Every card as a client shows it (GET /rulesets/dominion/cards), read from the card registry itself: the id is the
English name, as decisions, moves and views name cards."""

from .cards import CARDS, SETS

_SET_ORDER = ("basic", *SETS)
_TYPE_ORDER = ("Treasure", "Victory", "Curse", "Action", "Attack", "Reaction")


def cards() -> list[dict]:
    """Each card with its English and Czech names (the Czech edition's, capitalised as printed; None where the
    registry has none), cost, types, set and text (the card's docstring, on one line); by set, then cost, then name."""
    ordered = sorted(CARDS.values(), key=lambda card: (_SET_ORDER.index(card.set), card.cost, card.name))
    return [{"id": card.name, "names": {"en": card.name, "cs": _printed(card.czech[0]) if card.czech else None},
             "cost": card.cost, "types": sorted(card.types, key=_TYPE_ORDER.index), "set": card.set,
             "text": " ".join(card.text.split())} for card in ordered]


def _printed(name: str) -> str:
    """The registry keeps Czech names in lower case, as players type them; the card prints its first letter
    capitalised ("hradní příkop" is printed "Hradní příkop")."""
    return name[:1].upper() + name[1:]
