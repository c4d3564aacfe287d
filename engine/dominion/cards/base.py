"""Dominion base game, 1st edition (card texts: shared/reference/dominion-cards.md section 4)."""

from . import ACTION, ATTACK, BASE, REACTION, TREASURE, card, reaction


@card("Cellar", cost=2, types={ACTION}, set=BASE, czech=("sklepení",))
def cellar(turn):
    """+1 Action. Discard any number of cards, then draw that many."""
    turn.actions += 1
    discarded = yield from turn.player.choose_cards(turn.player.hand, "discard", "Discard any number of cards")
    turn.player.discard(discarded)
    turn.player.draw(len(discarded))


@card("Market", cost=5, types={ACTION}, set=BASE, czech=("trh",))
def market(turn):
    """+1 Card, +1 Action, +1 Buy, +$1."""
    turn.player.draw(1)
    turn.actions += 1
    turn.buys += 1
    turn.coins += 1


@card("Militia", cost=4, types={ACTION, ATTACK}, set=BASE, czech=("milice",))
def militia(turn):
    """+$2. Each other player discards down to 3 cards in hand (the victim chooses)."""
    turn.coins += 2
    for victim in turn.attacked():
        excess = len(victim.hand) - 3
        if excess > 0:
            cards = yield from victim.choose_cards(victim.hand, "discard", f"Discard {excess} cards down to 3",
                                                   at_least=excess, at_most=excess)
            victim.discard(cards)


@card("Mine", cost=5, types={ACTION}, set=BASE, czech=("důl",))
def mine(turn):
    """Trash a Treasure from your hand (1E: you must if you can). Gain a Treasure costing up to $3 more; put it
    into your hand."""
    treasures = [c for c in turn.player.hand if _is(c, TREASURE)]
    if not treasures:
        return
    [trashed] = yield from turn.player.choose_cards(treasures, "trash", "Trash a Treasure from your hand",
                                                    at_least=1, at_most=1)
    turn.player.trash([trashed])
    limit = turn.cost(trashed) + 3
    yield from turn.player.choose_gain(lambda c: c.is_(TREASURE) and turn.cost(c.name) <= limit,
                                       f"Gain a Treasure costing up to ${limit} into your hand", to="hand")


@card("Moat", cost=2, types={ACTION, REACTION}, set=BASE, czech=("hradní příkop",))
def moat(turn):
    """+2 Cards. When another player plays an Attack, you may reveal this from your hand; that Attack does not
    affect you."""
    turn.player.draw(2)


@reaction("Moat")
def moat_reaction(seat):
    return True


@card("Remodel", cost=4, types={ACTION}, set=BASE, czech=("přestavba",))
def remodel(turn):
    """Trash a card from your hand (you must if you can). Gain a card costing up to $2 more than it."""
    if not turn.player.hand:
        return
    [trashed] = yield from turn.player.choose_cards(turn.player.hand, "trash", "Trash a card from your hand",
                                                    at_least=1, at_most=1)
    turn.player.trash([trashed])
    limit = turn.cost(trashed) + 2
    yield from turn.player.choose_gain(lambda c: turn.cost(c.name) <= limit, f"Gain a card costing up to ${limit}")


@card("Smithy", cost=4, types={ACTION}, set=BASE, czech=("kovárna",))
def smithy(turn):
    """+3 Cards."""
    turn.player.draw(3)


@card("Village", cost=3, types={ACTION}, set=BASE, czech=("vesnice",))
def village(turn):
    """+1 Card, +2 Actions."""
    turn.player.draw(1)
    turn.actions += 2


@card("Woodcutter", cost=3, types={ACTION}, set=BASE, czech=("dřevorubec",))
def woodcutter(turn):
    """+1 Buy, +$2."""
    turn.buys += 1
    turn.coins += 2


@card("Workshop", cost=3, types={ACTION}, set=BASE, czech=("dílna",))
def workshop(turn):
    """Gain a card costing up to $4."""
    yield from turn.player.choose_gain(lambda c: turn.cost(c.name) <= 4, "Gain a card costing up to $4")


def _is(name, kind):
    from . import get

    return get(name).is_(kind)
