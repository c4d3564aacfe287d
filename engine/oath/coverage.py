"""Which cards have their powers written. Every denizen and every edifice face has a power (Law 2.6, 2.9): it is
registered in engine.oath.powers.POWERS, or answers a hook point (engine.oath.hooks) for a persistent power; both
are filled when engine.oath is imported. Nothing here lists the cards that are done: the coverage test derives from
cards.json and the registry that every card of the box is written, and the soaks draw chronicles from these."""

from . import hooks
from .cards import CARDS, DENIZENS, Edifice, card_name, card_number
from .powers import POWERS


def registered() -> frozenset:
    """The card ids with a power in the registry or a persistent part at a hook point."""
    return frozenset(card for card, powers in POWERS.items() if powers) | hooks.cards_contributing()


def has_card_power(card_id: int) -> bool:
    """A denizen or an edifice face: the cards whose powers this module counts (relics and sites are all written,
    Visions have none but the Conspiracy's, which the rules carry)."""
    return card_id in DENIZENS or isinstance(CARDS.get(card_id), Edifice)


def unimplemented(card_ids) -> list:
    """The denizens and edifice faces among `card_ids` whose powers are not written, each once, in the order given.
    An edifice is judged by the face it shows (a save id names it)."""
    known = registered()
    return [card for card in dict.fromkeys(card_ids) if has_card_power(card) and card not in known]


def described(card_id: int) -> str:
    """A card as a player finds it in the box: printed number and name."""
    return f"#{card_number(card_id)} {card_name(card_id)}"
