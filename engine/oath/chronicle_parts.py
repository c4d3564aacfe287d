"""A chronicle's save string as data, for a campaign's readers: the public parts any seat or spectator may see, and
everything for the campaign's owner. Law 9.4 hides the world deck's cards and order, the box's facedown stacks (the
Dispossessed, filed unseen by Law 8.5; the Archive, which is whatever the string does not hold), facedown sites and
relics, and the relic deck; a save string holds all of them, so only its owner is given it whole."""

from engine.core import InvalidOptions

from .cards import RELICS
from .chronicle import NEW_CHRONICLE, TUTORIAL_CHRONICLE, ChronicleError, decode

NAMED = {"new": NEW_CHRONICLE, "tutorial": TUTORIAL_CHRONICLE}


def chronicle_text(option) -> str:
    """The save string a campaign starts from: "new" and "tutorial" written out as the save strings they are
    (so a game set up from the text is the game set up from the name), any other string as given once it decodes."""
    if option in NAMED:
        return NAMED[option]
    if not isinstance(option, str) or not option.strip():
        raise InvalidOptions("chronicle is 'new', 'tutorial' or a chronicle save string")
    try:
        decode(option.strip())
    except ChronicleError as error:
        raise InvalidOptions(f"chronicle: {error}") from None
    return option.strip()


def summary(text: str, full: bool) -> dict:
    """The chronicle as data: its public parts, or (`full`) everything the save string holds."""
    chronicle = decode(text)
    data = {"name": chronicle.name, "game": chronicle.game, "vowed": chronicle.oath, "boards": dict(chronicle.boards),
            "previous_winner": chronicle.previous_winner, "previous_winner_name": chronicle.previous_winner_name,
            "map": [_slot(slot, full) for slot in chronicle.map],
            "world_deck": {"count": len(chronicle.world_deck)},
            "dispossessed": {"count": len(chronicle.dispossessed)},
            "relic_deck": {"count": len(chronicle.relic_deck or [])}}
    if full:
        data.update(version=".".join(map(str, chronicle.version)), world_deck=list(chronicle.world_deck),
                    dispossessed=list(chronicle.dispossessed), relic_deck=list(chronicle.relic_deck or []),
                    previous_active=sorted(chronicle.previous_active))
    return data


def first_seat(text: str) -> str | None:
    """Law 1.7: the previous winner is the Chancellor (seat 0) unless the players agree otherwise; None when the
    chronicle records no winner's name (a new chronicle writes UNKNOWN)."""
    name = decode(text).previous_winner_name
    return None if name in (None, "UNKNOWN") else name


def _slot(slot, full: bool) -> dict:
    """A map slot: a facedown site and facedown relics are hidden (Law 9.4); denizens and edifices are faceup."""
    hidden = slot.facedown and not full
    cards = [card for card in slot.cards if card is not None]
    return {"site": None if hidden else slot.site, "facedown": slot.facedown,
            "cards": [card if full or card not in RELICS else "relic" for card in cards]}

