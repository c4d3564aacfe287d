"""Which cards the engine can play. Every denizen and every edifice face has a power (Law 2.6, 2.9), so a card
plays exactly when its power is written: registered in engine.oath.powers.POWERS when the abilities load. Nothing
here lists the cards that are done; registering a card's power is what lets a chronicle holding it be played."""

from .cards import CARDS, DENIZENS, Edifice, card_name, card_named, card_number

# A card whose only power is persistent and is read where the rule it changes is written, without a registration of
# its own. Registering it is better (`@power(card_id, "persistent")`, as True Names and the Bandit Crown are); this
# set is for a persistent power that cannot be. Ids; empty until such a card is written.
PERSISTENT_READ_BY_RULES: frozenset = frozenset()

# The powers that bring cards of the Dispossessed into play during a game (cards.md 6 and 8): while one of them can
# be used, the Dispossessed's cards must be playable too. No card takes one out of the Archive before the Chronicle.
DISPOSSESSED_DRAWN_BY = ("Pilgrimage", "Great Spire", "Fallen Spire")


def registered() -> frozenset:
    """The card ids with a power in the registry, after every module of powers has registered its cards."""
    from .actions import load
    from .powers import POWERS

    load()
    return frozenset(card for card, powers in POWERS.items() if powers) | PERSISTENT_READ_BY_RULES


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
    drawers = {card_named(name).id for name in DISPOSSESSED_DRAWN_BY}
    cards = {CARDS[card].id if isinstance(CARDS.get(card), Edifice) else card for card in card_ids}   # either face
    return bool(drawers & cards)
