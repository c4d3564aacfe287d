"""Dominion base game, 1st edition (card texts: shared/reference/dominion-cards.md section 4; rulings: section 1
and section 9)."""

from ..registry import (ACTION, ATTACK, BASE, REACTION, TREASURE, VICTORY, bot_hint, card, get, plain_card,
                        reaction, replay_hint)


@card("Adventurer", cost=6, types={ACTION}, set=BASE, czech=("dobrodruh",))
def adventurer(turn):
    """Reveal cards from your deck until you reveal 2 Treasure cards. Put those Treasure cards into your hand and
    discard the other revealed cards."""
    revealed, treasures = [], []
    while len(treasures) < 2:
        # revealed cards wait in `aside`, so a reshuffle mid-reveal does not take them
        found = turn.player.reveal_top()
        if found is None:
            break                   # fewer than 2 Treasures in deck and discard: take what was found
        (treasures if _is(found, TREASURE) else revealed).append(found)
    turn.player.move(treasures, "aside", "hand")
    turn.player.discard_from(revealed, "aside")


@card("Bureaucrat", cost=4, types={ACTION, ATTACK}, set=BASE, czech=("úředník",))
def bureaucrat(turn):
    """Gain a Silver card; put it on top of your deck. Each other player reveals a Victory card from his hand and
    puts it on his deck (or reveals a hand with no Victory cards)."""
    yield from turn.player.gain("Silver", to="deck")      # an empty Silver pile gives nothing; the attack still happens
    for victim in turn.attacked():
        victories = [c for c in victim.hand if _is(c, VICTORY)]   # Curse is no Victory card
        if not victories:
            turn.board.say(f"{victim.name} reveals a hand with no Victory card: {', '.join(victim.hand) or 'none'}.")
            continue
        chosen = yield from victim.choose_card(victories, "topdeck", "Reveal a Victory card and put it on your deck")
        turn.board.say(f"{victim.name} reveals {chosen} and puts it on their deck.")
        victim.put_on_deck([chosen])


@bot_hint("Bureaucrat")
def bureaucrat_hint(view, decision):
    """The victim gives up a card it cannot play next turn (a pure Victory card), the cheapest first."""
    if decision["kind"] != "topdeck":
        return None
    return {"cards": [min(decision["pick"]["from"], key=lambda c: (_playable(c), get(c).cost, c))]}


@card("Cellar", cost=2, types={ACTION}, set=BASE, czech=("sklepení",), plus_actions=1)
def cellar(turn):
    """+1 Action. Discard any number of cards, then draw that many."""
    turn.actions += 1
    discarded = yield from turn.player.choose_cards(turn.player.hand, "discard", "Discard any number of cards")
    turn.player.discard(discarded)
    turn.player.draw(len(discarded))


@card("Chancellor", cost=3, types={ACTION}, set=BASE, czech=("kancléř",), plus_coins=2)
def chancellor(turn):
    """+$2. You may immediately put your deck into your discard pile."""
    turn.coins += 2
    if not turn.player.state.deck:
        return                      # nothing to move, so nothing to ask
    if (yield from turn.player.may("Put your deck into your discard pile?")):
        # all at once: not a shuffle, and nobody looks through the deck
        turn.player.move(list(turn.player.state.deck), "deck", "discard")
        turn.board.say(f"{turn.player.name} puts their deck into their discard pile.")


@bot_hint("Chancellor")
def chancellor_hint(view, decision):
    """Always: the cards bought since the last shuffle come round sooner."""
    if decision["kind"] != "option":
        return None
    return {"option": "yes"}


@card("Chapel", czech=("kaple",), cost=2, types={ACTION}, set=BASE)
def chapel(turn):
    """Trash up to 4 cards from your hand."""
    trashed = yield from turn.player.choose_cards(turn.player.hand, "trash", "Trash up to 4 cards", at_most=4)
    turn.player.trash(trashed)


@bot_hint("Chapel")
def chapel_hint(view, decision):
    """Trash Curses and Estates; a money deck keeps its Coppers."""
    if decision["kind"] != "trash":
        return None
    pick = decision["pick"]
    return {"cards": sorted(c for c in pick["from"] if c in ("Curse", "Estate"))[:pick["max"]]}


@card("Council Room", cost=5, types={ACTION}, set=BASE, czech=("zasedání rady",), plus_cards=4, plus_buys=1)
def council_room(turn):
    """+4 Cards, +1 Buy. Each other player draws a card."""
    turn.player.draw(4)
    turn.buys += 1
    for other in turn.board.others(turn.player.index):    # not an Attack: Moat cannot stop it
        turn.seat(other).draw(1)


@card("Feast", czech=("hostina",), cost=4, types={ACTION}, set=BASE)
def feast(turn):
    """Trash this card. Gain a card costing up to $5."""
    turn.trash_this()       # Throne Room: trashed once, but each play gains a card
    yield from turn.player.choose_gain(lambda c: turn.cost(c.name) <= 5, "Gain a card costing up to $5")


@bot_hint("Feast")
def feast_hint(view, decision):
    """A Duchy once the Provinces run low; otherwise the usual gain (the dearest card that is not Victory)."""
    if decision["kind"] == "gain" and view["supply"].get("Province", 0) <= 3 and {"gain": "Duchy"} in \
            decision["choices"]:
        return {"gain": "Duchy"}
    return None


@card("Festival", czech=("slavnost",), cost=5, types={ACTION}, set=BASE, plus_actions=2, plus_buys=1, plus_coins=2)
def festival(turn):
    """+2 Actions, +1 Buy, +$2."""
    turn.actions += 2
    turn.buys += 1
    turn.coins += 2


def gardens(cards) -> int:
    """Worth 1 VP for every 10 cards in your deck (rounded down)."""
    return len(cards) // 10     # every card owned: deck, hand, discard, in play


plain_card("Gardens", 4, {VICTORY}, BASE, czech=("zahrady",), points=gardens, text=gardens.__doc__)


@card("Laboratory", cost=5, types={ACTION}, set=BASE, czech=("laboratoř",), plus_cards=2, plus_actions=1)
def laboratory(turn):
    """+2 Cards, +1 Action."""
    turn.player.draw(2)
    turn.actions += 1


@card("Library", czech=("knihovna",), cost=5, types={ACTION}, set=BASE)
def library(turn):
    """Draw until you have 7 cards in hand. You may set aside any Action cards drawn this way, as you draw them;
    discard the set aside cards after you finish drawing."""
    set_aside = []
    while len(turn.player.hand) < 7:
        drawn = turn.player.draw(1)
        if not drawn:
            break                   # deck and discard are both empty
        [name] = drawn
        if _is(name, ACTION) and (yield from turn.player.may(f"Set aside {name}?")):
            # set-aside cards do not count toward 7 and stay out of a reshuffle mid-draw
            turn.player.move([name], "hand", "aside")
            turn.board.say(f"{turn.player.name} sets aside {name}.")
            set_aside.append(name)
    turn.player.discard_from(set_aside, "aside")


@bot_hint("Library")
def library_hint(view, decision):
    """Skip an Action only when no Action is left to play it with."""
    if decision["kind"] != "option":
        return None
    return {"option": "yes" if view["turn"]["actions"] == 0 else "no"}


@card("Market", cost=5, types={ACTION}, set=BASE, czech=("trh",),
      plus_cards=1, plus_actions=1, plus_buys=1, plus_coins=1)
def market(turn):
    """+1 Card, +1 Action, +1 Buy, +$1."""
    turn.player.draw(1)
    turn.actions += 1
    turn.buys += 1
    turn.coins += 1


@card("Militia", cost=4, types={ACTION, ATTACK}, set=BASE, czech=("milice",), plus_coins=2)
def militia(turn):
    """+$2. Each other player discards down to 3 cards in hand (the victim chooses)."""
    turn.coins += 2
    for victim in turn.attacked():
        yield from victim.discard_down_to(3)


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


@card("Moat", cost=2, types={ACTION, REACTION}, set=BASE, czech=("hradní příkop",), plus_cards=2)
def moat(turn):
    """+2 Cards. When another player plays an Attack, you may reveal this from your hand; that Attack does not
    affect you."""
    turn.player.draw(2)


@reaction("Moat")
def moat_reaction(seat):
    return True


@card("Moneylender", cost=4, types={ACTION}, set=BASE, czech=("lichvář",))
def moneylender(turn):
    """Trash a Copper card from your hand. If you do, +$3."""
    if "Copper" in turn.player.hand:    # 1E: trashing the Copper is not optional
        turn.player.trash(["Copper"])
        turn.coins += 3


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


@card("Smithy", cost=4, types={ACTION}, set=BASE, czech=("kovárna",), plus_cards=3)
def smithy(turn):
    """+3 Cards."""
    turn.player.draw(3)


SPY_OPTIONS = ["discard", "put back"]


@card("Spy", cost=4, types={ACTION, ATTACK}, set=BASE, czech=("špion",), plus_cards=1, plus_actions=1)
def spy(turn):
    """+1 Card, +1 Action. Each player (including you) reveals the top card of his deck and either discards it or
    puts it back, your choice."""
    turn.player.draw(1)
    turn.actions += 1
    # you always reveal (Moat protects only the others); then the others in turn order
    for seat in [turn.player, *turn.attacked()]:
        revealed = seat.reveal_top()
        if revealed is None:
            continue                # no deck and no discard: nothing to reveal
        [choice] = yield from turn.player.choose_options(SPY_OPTIONS, f"{seat.name} reveals {revealed}: discard it "
                                                         "or put it back?")
        if choice == "discard":
            seat.discard_from([revealed], "aside")
        else:
            seat.put_on_deck([revealed], source="aside")


@bot_hint("Spy")
def spy_hint(view, decision):
    """Keep your own good cards and discard your bad ones; the reverse for the other players."""
    revealed = [(index, seen["aside"][-1]) for index, seen in enumerate(view["players"]) if seen["aside"]]
    if decision["kind"] != "option" or len(revealed) != 1:
        return None
    [(owner, name)] = revealed
    return {"option": "put back" if _wanted(name) == (owner == view["you"]) else "discard"}


@card("Thief", czech=("zloděj",), cost=4, types={ACTION, ATTACK}, set=BASE)
def thief(turn):
    """Each other player reveals the top 2 cards of his deck. If they revealed any Treasure cards, they trash one
    of them that you choose. You may gain any or all of these trashed cards. They discard the other revealed
    cards."""
    stolen = []
    for victim in turn.attacked():
        revealed = [c for c in (victim.reveal_top(), victim.reveal_top()) if c is not None]
        treasures = [c for c in revealed if _is(c, TREASURE)]
        if treasures:
            # the attacker chooses; asked only when the two revealed Treasures differ
            if len(set(treasures)) > 1:
                trashed = yield from turn.player.choose_card(treasures, "trash", f"Which Treasure does {victim.name} "
                                                             "trash?")
            else:
                trashed = treasures[0]
            victim.trash([trashed], source="aside")
            revealed.remove(trashed)
            stolen.append(trashed)
        victim.discard_from(revealed, "aside")
    if stolen:
        gained = yield from turn.player.choose_cards(stolen, "gain_from_trash", "Gain any of the trashed Treasures")
        for name in gained:
            yield from turn.player.gain_from_trash(name)


@bot_hint("Thief")
def thief_hint(view, decision):
    """Trash the victim's dearest Treasure; take back every trashed Treasure but Copper."""
    if decision["kind"] == "trash":
        return {"cards": [max(decision["pick"]["from"], key=lambda c: (get(c).cost, c))]}
    if decision["kind"] == "gain_from_trash":
        return {"cards": [c for c in decision["pick"]["from"] if c != "Copper"]}
    return None


@card("Throne Room", cost=4, types={ACTION}, set=BASE, czech=("trůnní sál",))
def throne_room(turn):
    """Choose an Action card in your hand. Play it twice."""
    actions = [c for c in turn.player.hand if _is(c, ACTION)]
    if not actions:
        return                      # with no Action in hand it does nothing
    # 1E: Throne Room must play an Action if you have one
    chosen = yield from turn.player.choose_card(actions, "play", "Choose an Action card to play twice")
    # each play resolves whole, an Attack's victims react again, and Feast is trashed only once
    yield from turn.play_action(chosen, 2)


bot_hint("Throne Room")(replay_hint("Throne Room"))


@card("Village", cost=3, types={ACTION}, set=BASE, czech=("vesnice",), plus_cards=1, plus_actions=2)
def village(turn):
    """+1 Card, +2 Actions."""
    turn.player.draw(1)
    turn.actions += 2


@card("Witch", cost=5, types={ACTION, ATTACK}, set=BASE, czech=("čarodějnice",), plus_cards=2)
def witch(turn):
    """+2 Cards. Each other player gains a Curse card."""
    turn.player.draw(2)
    for victim in turn.attacked():
        yield from victim.gain("Curse")     # in turn order from your left, until the pile runs out


@card("Woodcutter", cost=3, types={ACTION}, set=BASE, czech=("dřevorubec",), plus_buys=1, plus_coins=2)
def woodcutter(turn):
    """+1 Buy, +$2."""
    turn.buys += 1
    turn.coins += 2


@card("Workshop", cost=3, types={ACTION}, set=BASE, czech=("dílna",))
def workshop(turn):
    """Gain a card costing up to $4."""
    yield from turn.player.choose_gain(lambda c: turn.cost(c.name) <= 4, "Gain a card costing up to $4")


def _is(name, kind):
    return get(name).is_(kind)


def _playable(name) -> bool:
    return _is(name, ACTION) or _is(name, TREASURE)


def _wanted(name) -> bool:
    """Worth drawing for a money deck: Silver or better, or an Action."""
    found = get(name)
    return (found.is_(TREASURE) and found.cost >= 3) or found.is_(ACTION)
