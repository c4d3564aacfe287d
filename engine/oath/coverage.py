"""Which cards the engine can play. Every denizen and every edifice face has a power (Law 2.6, 2.9), so a card
plays exactly when its power is written: registered in engine.oath.powers.POWERS, or answering a hook point
(engine.oath.hooks) for a persistent power. Both are filled when engine.oath is imported. Nothing here lists the cards
that are done; registering a card's power is what lets a chronicle holding it be played."""

from . import hooks
from .cards import CARDS, DENIZENS, Edifice, card_name, card_number
from .powers import POWERS

# The cards whose powers bring cards of the Dispossessed into play during a game (cards.md 6 and 8), each added by
# its own module: while one of them can be used, the Dispossessed's cards must be playable too. No card takes one out
# of the Archive before the Chronicle.
DRAW_THE_DISPOSSESSED: set = set()


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


def draws_the_dispossessed(card_ids) -> bool:
    """Whether any of these cards has a power that brings the Dispossessed's cards into play."""
    return bool({either_face(card) for card in DRAW_THE_DISPOSSESSED} & {either_face(card) for card in card_ids})


def either_face(card_id: int) -> int:
    """An edifice by its id whichever face is up (a Great Spire may become the Fallen Spire); any other card as is."""
    return CARDS[card_id].id if isinstance(CARDS.get(card_id), Edifice) else card_id
