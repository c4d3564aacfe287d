"""Card names in English or Czech, with or without diacritics (shared/seeds/README.md)."""

import unicodedata
from functools import lru_cache

from engine.core import InvalidOptions

from .cards import CARDS


@lru_cache(maxsize=4096)
def fold(name: str) -> str:
    """Lower case, no diacritics, no punctuation: "Hradní příkop" and "hradni prikop" fold alike."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return "".join(ch for ch in plain.lower() if ch.isalnum())


@lru_cache(maxsize=1)
def _index() -> dict:
    """Every accepted spelling, folded -> the English name (built once: every card is registered on import)."""
    index = {}
    for card in CARDS.values():
        for alias in (card.name, *card.czech):
            index[fold(alias)] = card.name
    return index


def card_name(name: str) -> str:
    """The English card name for any accepted spelling; InvalidOptions if no card has it."""
    found = _index().get(fold(name)) if isinstance(name, str) else None
    if found is None:
        raise InvalidOptions(f"{name!r} is not the name of a card (English or Czech names are accepted)")
    return found
