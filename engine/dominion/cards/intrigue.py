"""Dominion: Intrigue, 1st edition (card texts: shared/reference/dominion-cards.md section 5; rulings: sections 1
and 9, and the Intrigue rulebook, shared/seeds/002). Mixed-type cards count as every type they carry."""

from ..registry import ACTION, ATTACK, INTRIGUE, REACTION, TREASURE, VICTORY, bot_hint, card, get, plain_card, reaction


def _is(name, kind):
    return get(name).is_(kind)


@card("Baron", cost=4, types={ACTION}, set=INTRIGUE, czech=("baron",), plus_buys=1)
def baron(turn):
    """+1 Buy. You may discard an Estate card. If you do, +$4. Otherwise, gain an Estate card."""
    turn.buys += 1
    # only an Estate itself qualifies, not any other Victory card
    if "Estate" in turn.player.hand and (yield from turn.player.may("Discard an Estate for +$4?")):
        turn.player.discard(["Estate"])
        turn.coins += 4
    else:
        yield from turn.player.gain("Estate")      # an empty Estate pile gives nothing


@bot_hint("Baron")
def baron_hint(view, decision):
    """Always cash the Estate in."""
    return {"option": "yes"} if decision["kind"] == "option" else None


@card("Bridge", cost=4, types={ACTION}, set=INTRIGUE, czech=("most",), plus_buys=1, plus_coins=1)
def bridge(turn):
    """+1 Buy, +$1. All cards (including cards in players' hands) cost $1 less this turn, but not less than $0."""
    turn.buys += 1
    turn.coins += 1
    # per play, so two Bridges (or a Throne-Roomed one) give $2 off; every cost check reads it (effects.cost)
    turn.board.turn.cost_reduction += 1


# Czech name: the Intrigue rulebook's opening story calls them "spiklenci" beside baron, podvodník and žalářník
@card("Conspirator", cost=4, types={ACTION}, set=INTRIGUE, czech=("spiklenec",), plus_coins=2)
def conspirator(turn):
    """+$2. If you've played 3 or more Actions this turn (counting this): +1 Card, +1 Action."""
    turn.coins += 2
    # plays, not cards in play: each play of a Throne-Roomed card counts, and so does the Throne Room
    if sum(_is(name, ACTION) for name in turn.board.turn.played) >= 3:
        turn.player.draw(1)
        turn.actions += 1


@card("Coppersmith", cost=4, types={ACTION}, set=INTRIGUE, czech=("měditepec",))
def coppersmith(turn):
    """Copper produces an extra $1 this turn."""
    # per play (Throne Room: +$2 a Copper); each Copper played after it counts it (effects.resolve)
    turn.board.turn.copper_bonus += 1


@card("Courtyard", cost=2, types={ACTION}, set=INTRIGUE, czech=("hradní nádvoří",), plus_cards=3)
def courtyard(turn):
    """+3 Cards. Put a card from your hand on top of your deck."""
    turn.player.draw(3)
    # any card, and you must if your hand is not empty; the others do not see which
    back = yield from turn.player.choose_card(turn.player.hand, "topdeck", "Put a card from your hand on your deck",
                                             private=True)
    if back is not None:
        turn.player.put_on_deck([back])
        turn.board.say(f"{turn.player.name} puts a card on their deck.", turn.player.index,
                       f"{turn.player.name} puts {back} on their deck.")


@bot_hint("Courtyard")
def courtyard_hint(view, decision):
    """Put back an Action that cannot be played this turn, else a Treasure this turn's buy can spare, else the
    least useful card."""
    if decision["kind"] != "topdeck":
        return None
    hand = decision["pick"]["from"]
    actions = [c for c in hand if _is(c, ACTION)]
    if actions and view["turn"]["actions"] == 0:
        return {"cards": [max(actions, key=lambda c: (get(c).cost, c))]}
    coins = view["turn"]["coins"] + sum(get(c).coins for c in hand if _is(c, TREASURE))
    for spare in sorted((c for c in hand if _is(c, TREASURE)), key=lambda c: (-get(c).coins, c)):
        if _buy_tier(coins - get(spare).coins) == _buy_tier(coins):
            return {"cards": [spare]}
    return {"cards": [min(hand, key=lambda c: (_keep(c), c))]}


def _duke_points(cards) -> int:
    return cards.count("Duchy")


plain_card("Duke", 5, {VICTORY}, INTRIGUE, czech=("vévoda",), points=_duke_points,
           text="Worth 1 VP per Duchy you have.")


@card("Great Hall", cost=3, types={ACTION, VICTORY}, set=INTRIGUE, czech=("velký sál",), points=1,
      plus_cards=1, plus_actions=1)
def great_hall(turn):
    """1 VP. +1 Card, +1 Action."""
    turn.player.draw(1)
    turn.actions += 1


plain_card("Harem", 6, {TREASURE, VICTORY}, INTRIGUE, czech=("harém",), coins=2, points=2, text="$2. 2 VP.")


@card("Ironworks", cost=4, types={ACTION}, set=INTRIGUE, czech=("hutě",))
def ironworks(turn):
    """Gain a card costing up to $4. If it is an... Action card, +1 Action; Treasure card, +$1; Victory card,
    +1 Card."""
    gained = yield from turn.player.choose_gain(lambda c: turn.cost(c.name) <= 4, "Gain a card costing up to $4")
    if gained is None:
        return                  # nothing gained (every pile up to $4 empty): no bonus
    # a mixed-type card gives every bonus it qualifies for (Great Hall: +1 Action and +1 Card)
    if _is(gained, ACTION):
        turn.actions += 1
    if _is(gained, TREASURE):
        turn.coins += 1
    if _is(gained, VICTORY):
        turn.player.draw(1)


@bot_hint("Ironworks")
def ironworks_hint(view, decision):
    """Silver, as Big Money would buy."""
    return {"gain": "Silver"} if decision["kind"] == "gain" and {"gain": "Silver"} in decision["choices"] else None


@card("Masquerade", cost=3, types={ACTION}, set=INTRIGUE, czech=("maškary",), plus_cards=2)
def masquerade(turn):
    """+2 Cards. Each player passes a card from his hand to the left at once. Then you may trash a card from your
    hand."""
    turn.player.draw(2)
    board = turn.board
    # 1E: every player takes part (not an Attack); each chooses unseen by the others, and all the chosen cards
    # pass together once everyone has chosen. A player with an empty hand passes nothing but still receives.
    passed = {}
    for index in [turn.player.index, *board.others(turn.player.index)]:
        seat = turn.seat(index)
        passed[index] = yield from seat.choose_card(seat.hand, "pass", "Pass a card to the player on your left",
                                                    private=True)
    for index, name in passed.items():
        if name is not None:
            turn.seat(index).hand.remove(name)
    for index, name in passed.items():
        if name is not None:
            left = board.others(index)[0]
            board.players[left].hand.append(name)
            # what the others cannot see, so public scores keep counting the card where it was
            board.players[left].received.append(name)
            board.players[index].passed.append(name)
            giver, taker = board.players[index].name, board.players[left].name
            board.say(f"{giver} passes a card to {taker}.", index, f"{giver} passes {name} to {taker}.")
    # only the player of Masquerade may trash
    trashed = yield from turn.player.choose_cards(turn.player.hand, "trash", "You may trash a card from your hand",
                                                  at_most=1)
    turn.player.trash(trashed)


@bot_hint("Masquerade")
def masquerade_hint(view, decision):
    """Pass the card parted with most readily (a Curse, an Estate, a Copper; never a Province before a Gold);
    trash a Curse or an Estate. Strategy bots trash a Copper too when that does not change what they buy
    (strategies.masquerade_trash)."""
    if decision["kind"] == "pass":
        return {"cards": [min(decision["pick"]["from"], key=lambda c: (get(c).parting, c))]}
    if decision["kind"] == "trash":
        junk = [c for c in decision["pick"]["from"] if c in ("Curse", "Estate")]
        return {"cards": sorted(junk, key=lambda c: get(c).parting)[:1]}
    return None


@card("Mining Village", cost=4, types={ACTION}, set=INTRIGUE, czech=("důlní osada",), plus_cards=1, plus_actions=2)
def mining_village(turn):
    """+1 Card, +2 Actions. You may trash this card immediately. If you do, +$2."""
    turn.player.draw(1)
    turn.actions += 2
    # Throne Room: it can be trashed by one play only, so +$2 comes once; asked only while it can be trashed
    if turn.instance["moved"] or turn.card.name not in turn.player.state.play:
        return
    if (yield from turn.player.may("Trash Mining Village for +$2?")) and turn.trash_this():
        turn.coins += 2


@bot_hint("Mining Village")
def mining_village_hint(view, decision):
    """Keep the village."""
    return {"option": "no"} if decision["kind"] == "option" else None


MINION_OPTIONS = ["+$2", "discard your hand, +4 Cards"]


@card("Minion", cost=5, types={ACTION, ATTACK}, set=INTRIGUE, plus_actions=1)
def minion(turn):
    """+1 Action. Choose one: +$2; or discard your hand, +4 Cards, and each other player with at least 5 cards in
    hand discards his hand and draws 4 cards."""
    turn.actions += 1
    # the Attack is played whichever option is chosen, so Reactions came before the choice (effects.resolve)
    [choice] = yield from turn.player.choose_options(MINION_OPTIONS, "Choose one")
    if choice == "+$2":
        turn.coins += 2
        return
    turn.player.discard(list(turn.player.hand))
    turn.player.draw(4)
    for victim in turn.attacked():      # in turn order from the left
        if len(victim.hand) >= 5:
            victim.discard(list(victim.hand))
            victim.draw(4)


@bot_hint("Minion")
def minion_hint(view, decision):
    """Take the $2 when the hand then has $5 or more; else draw a fresh hand."""
    if decision["kind"] != "option":
        return None
    hand = view["players"][view["you"]]["hand"]
    coins = view["turn"]["coins"] + 2 + sum(get(c).coins for c in hand if _is(c, TREASURE))
    return {"option": "+$2" if coins >= 5 else "discard your hand, +4 Cards"}


NOBLES_OPTIONS = ["+3 Cards", "+2 Actions"]


@card("Nobles", cost=6, types={ACTION, VICTORY}, set=INTRIGUE, czech=("šlechtici",), points=2)
def nobles(turn):
    """2 VP. Choose one: +3 Cards; or +2 Actions."""
    [choice] = yield from turn.player.choose_options(NOBLES_OPTIONS, "Choose one")
    if choice == "+3 Cards":
        turn.player.draw(3)
    else:
        turn.actions += 2


@bot_hint("Nobles")
def nobles_hint(view, decision):
    """+2 Actions when Actions wait in hand with none left to play them; else +3 Cards."""
    if decision["kind"] != "option":
        return None
    hand = view["players"][view["you"]]["hand"]
    stuck = view["turn"]["actions"] == 0 and any(_is(c, ACTION) for c in hand)
    return {"option": "+2 Actions" if stuck else "+3 Cards"}


PAWN_OPTIONS = ["+1 Card", "+1 Action", "+1 Buy", "+$1"]


@card("Pawn", cost=2, types={ACTION}, set=INTRIGUE, czech=("pěšák",))
def pawn(turn):
    """Choose two: +1 Card; +1 Action; +1 Buy; +$1. (The choices must be different.)"""
    # resolved in the order printed, whatever order they were named in
    for choice in (yield from turn.player.choose_options(PAWN_OPTIONS, "Choose two", count=2)):
        if choice == "+1 Card":
            turn.player.draw(1)
        elif choice == "+1 Action":
            turn.actions += 1
        elif choice == "+1 Buy":
            turn.buys += 1
        else:
            turn.coins += 1


@bot_hint("Pawn")
def pawn_hint(view, decision):
    """A card and a coin."""
    return {"options": ["+1 Card", "+$1"]} if decision["kind"] == "option" else None


@card("Saboteur", cost=5, types={ACTION, ATTACK}, set=INTRIGUE)
def saboteur(turn):
    """Each other player reveals cards from the top of his deck until revealing one costing $3 or more. He
    trashes that card and may gain a card costing at most $2 less than it. He discards the other revealed
    cards."""
    for victim in turn.attacked():
        revealed, found = [], None
        while found is None:
            # revealed cards wait aside, so the discard is shuffled in at most once and the search ends
            top = victim.reveal_top()
            if top is None:
                break               # no card costing $3 or more: nothing is trashed
            if turn.cost(top) >= 3:        # current cost (Bridge counts)
                found = top
            else:
                revealed.append(top)
        if found is not None:
            victim.trash([found], source="aside")
            limit = turn.cost(found) - 2
            yield from victim.choose_gain(lambda c: turn.cost(c.name) <= limit,
                                          f"You may gain a card costing up to ${limit}", optional=True)
        victim.discard_from(revealed, "aside")


@card("Scout", cost=4, types={ACTION}, set=INTRIGUE, czech=("zvěd",), plus_actions=1)
def scout(turn):
    """+1 Action. Reveal the top 4 cards of your deck. Put the revealed Victory cards into your hand. Put the
    other cards on top of your deck in any order."""
    turn.actions += 1
    # with fewer than 4 cards in deck and discard together, reveal what there is
    revealed = [c for c in (turn.player.reveal_top() for _ in range(4)) if c is not None]
    victories = [c for c in revealed if _is(c, VICTORY)]      # mixed types too; Curse is no Victory card
    turn.player.move(victories, "aside", "hand")
    rest = [c for c in revealed if not _is(c, VICTORY)]
    order = yield from turn.player.choose_order(rest, "Put the other cards back on your deck (top card last)")
    turn.player.put_on_deck(order, source="aside")


@bot_hint("Scout")
def scout_hint(view, decision):
    """The best card on top."""
    if decision["kind"] != "order":
        return None
    cards = decision["choices"][0]["order"]
    wanted = {"order": sorted(cards, key=lambda c: (_keep(c), c))}
    return wanted if wanted in decision["choices"] else None


@card("Secret Chamber", cost=2, types={ACTION, REACTION}, set=INTRIGUE, czech=("tajemná komnata",))
def secret_chamber(turn):
    """Discard any number of cards. +$1 per card discarded. When another player plays an Attack card, you may
    reveal this from your hand. If you do, +2 Cards, then put 2 cards from your hand on top of your deck."""
    # Intrigue rulebook: the player says how many cards they discard
    discarded = yield from turn.player.choose_cards(turn.player.hand, "discard", "Discard any number of cards for "
                                                    "+$1 each")
    turn.player.discard(discarded)
    turn.coins += len(discarded)


@reaction("Secret Chamber")
def secret_chamber_reaction(seat):
    # before the Attack resolves; it may put itself back, and Moat may still be revealed after it
    seat.draw(2)
    back = yield from seat.choose_cards(seat.hand, "topdeck", "Put 2 cards from your hand on your deck",
                                        at_least=2, at_most=2, private=True)
    order = yield from seat.choose_order(back, "The order to put them on your deck (top card last)", private=True)
    seat.put_on_deck(order)
    seat.board.say(f"{seat.name} puts {len(order)} cards on their deck.", seat.index,
                   f"{seat.name} puts {', '.join(order)} on their deck.")
    return False                # it does not stop the Attack


@bot_hint("Secret Chamber")
def secret_chamber_hint(view, decision):
    """Discard Victory cards and Curses for coins; put the least useful cards back."""
    if decision["kind"] == "discard":
        return {"cards": [c for c in decision["pick"]["from"] if _keep(c) < 0]}
    return None


@card("Shanty Town", cost=3, types={ACTION}, set=INTRIGUE, czech=("chudinská čtvrť",), plus_actions=2)
def shanty_town(turn):
    """+2 Actions. Reveal your hand. If you have no Action cards in hand, +2 Cards."""
    turn.actions += 2
    hand = turn.player.hand         # Shanty Town itself has already left the hand
    turn.board.say(f"{turn.player.name} reveals their hand: {', '.join(hand) or 'no cards'}.")
    if not any(_is(c, ACTION) for c in hand):
        turn.player.draw(2)


STEWARD_OPTIONS = ["+2 Cards", "+$2", "trash 2 cards"]


@card("Steward", cost=3, types={ACTION}, set=INTRIGUE, czech=("správce",))
def steward(turn):
    """Choose one: +2 Cards; or +$2; or trash 2 cards from your hand."""
    [choice] = yield from turn.player.choose_options(STEWARD_OPTIONS, "Choose one")
    if choice == "+2 Cards":
        turn.player.draw(2)
    elif choice == "+$2":
        turn.coins += 2
    elif turn.player.hand:
        # exactly 2 if you have them; with 1 card in hand, that one
        trashed = yield from turn.player.choose_cards(turn.player.hand, "trash", "Trash 2 cards from your hand",
                                                      at_least=2, at_most=2)
        turn.player.trash(trashed)


@bot_hint("Steward")
def steward_hint(view, decision):
    """Trash two Curses; otherwise take the $2."""
    if decision["kind"] == "option":
        hand = view["players"][view["you"]]["hand"]
        return {"option": "trash 2 cards" if hand.count("Curse") >= 2 else "+$2"}
    return None


@card("Swindler", cost=3, types={ACTION, ATTACK}, set=INTRIGUE, czech=("podvodník",), plus_coins=2)
def swindler(turn):
    """+$2. Each other player trashes the top card of his deck and gains a card with the same cost that you
    choose."""
    turn.coins += 2
    for victim in turn.attacked():
        top = victim.reveal_top()       # an empty deck is reshuffled first; with no cards at all, nothing
        if top is None:
            continue
        victim.trash([top], source="aside")
        price = turn.cost(top)          # current costs on both sides (Bridge counts)
        # the attacker chooses; if no Supply card has that cost, nothing is gained
        yield from victim.choose_gain(lambda c: turn.cost(c.name) == price,
                                      f"Choose the card costing ${price} that {victim.name} gains",
                                      chooser=turn.player.index)


@bot_hint("Swindler")
def swindler_hint(view, decision):
    """Hand the victim the least useful card: a Curse, else a Victory card, else the cheapest."""
    if decision["kind"] != "gain":
        return None
    return min(decision["choices"], key=lambda c: (_keep(c["gain"]), c["gain"]))


TORTURER_OPTIONS = ["discard 2 cards", "gain a Curse in hand"]


@card("Torturer", cost=5, types={ACTION, ATTACK}, set=INTRIGUE, czech=("žalářník",), plus_cards=3)
def torturer(turn):
    """+3 Cards. Each other player chooses one: he discards 2 cards; or he gains a Curse card, putting it in his
    hand."""
    turn.player.draw(3)
    for victim in turn.attacked():      # each decides in turn order from the attacker's left
        # either option may be chosen even if it cannot be carried out (no cards, or no Curses left)
        [choice] = yield from victim.choose_options(TORTURER_OPTIONS, "Choose one")
        if choice == "gain a Curse in hand":
            yield from victim.gain("Curse", to="hand")
        elif victim.hand:
            cards = yield from victim.choose_cards(victim.hand, "discard", "Discard 2 cards", at_least=2,
                                                   at_most=2)
            victim.discard(cards)


@bot_hint("Torturer")
def torturer_hint(view, decision):
    """Take the Curse only when none are left; otherwise discard the 2 least useful cards."""
    if decision["kind"] == "option":
        return {"option": "gain a Curse in hand" if view["supply"]["Curse"] == 0 else "discard 2 cards"}
    return None


@card("Trading Post", cost=5, types={ACTION}, set=INTRIGUE)
def trading_post(turn):
    """Trash 2 cards from your hand. If you do, gain a Silver card; put it into your hand."""
    if not turn.player.hand:
        return
    # with 1 card in hand, it is trashed and nothing is gained
    trashed = yield from turn.player.choose_cards(turn.player.hand, "trash", "Trash 2 cards from your hand",
                                                  at_least=2, at_most=2)
    turn.player.trash(trashed)
    if len(trashed) == 2:
        yield from turn.player.gain("Silver", to="hand")


@card("Tribute", cost=5, types={ACTION}, set=INTRIGUE, czech=("dar poddaných",))
def tribute(turn):
    """The player to your left reveals then discards the top 2 cards of his deck. For each differently named card
    revealed, if it is an... Action Card, +2 Actions; Treasure Card, +$2; Victory Card, +2 Cards."""
    left = turn.seat(turn.board.others(turn.player.index)[0])     # not an Attack: Moat does not help
    revealed = [c for c in (left.reveal_top(), left.reveal_top()) if c is not None]
    left.discard_from(revealed, "aside")
    # two of the same name count once; a mixed type gives each of its bonuses; a Curse gives nothing
    for name in dict.fromkeys(revealed):
        if _is(name, ACTION):
            turn.actions += 2
        if _is(name, TREASURE):
            turn.coins += 2
        if _is(name, VICTORY):
            turn.player.draw(2)


@card("Upgrade", cost=5, types={ACTION}, set=INTRIGUE, czech=("pokrok",), plus_cards=1, plus_actions=1)
def upgrade(turn):
    """+1 Card, +1 Action. Trash a card from your hand. Gain a card costing exactly $1 more than it."""
    turn.player.draw(1)
    turn.actions += 1
    trashed = yield from turn.player.choose_card(turn.player.hand, "trash", "Trash a card from your hand")
    if trashed is None:
        return                  # an empty hand: nothing to trash, nothing to gain
    turn.player.trash([trashed])
    price = turn.cost(trashed) + 1
    # if no card costs exactly that, nothing is gained (the trashing stands)
    yield from turn.player.choose_gain(lambda c: turn.cost(c.name) == price, f"Gain a card costing exactly ${price}")


@bot_hint("Upgrade")
def upgrade_hint(view, decision):
    """Upgrade a Curse or an Estate, else a Copper; never a Province."""
    if decision["kind"] != "trash":
        return None
    hand = decision["pick"]["from"]
    for name in ("Curse", "Estate", "Copper"):
        if name in hand:
            return {"cards": [name]}
    return {"cards": [min(hand, key=lambda c: (_keep(c) if c != "Province" else 99, c))]}


@card("Wishing Well", cost=3, types={ACTION}, set=INTRIGUE, czech=("studna přání",), plus_cards=1, plus_actions=1)
def wishing_well(turn):
    """+1 Card, +1 Action. Name a card, then reveal the top card of your deck. If it is the named card, put it in
    your hand."""
    turn.player.draw(1)
    turn.actions += 1
    # any card may be named, even one not in this game
    named = yield from turn.player.name_card("Name a card")
    top = turn.player.reveal_top()
    if top is None:
        return
    if top == named:
        turn.player.move([top], "aside", "hand")
    else:
        turn.player.put_on_deck([top], source="aside")


@bot_hint("Wishing Well")
def wishing_well_hint(view, decision):
    """Name Copper, the commonest card in a Big Money deck."""
    return {"name": "Copper"} if decision["kind"] == "name" else None


def _keep(name: str) -> float:
    return get(name).keep_value


def _buy_tier(coins: int) -> int:
    """What Big Money buys with `coins`: Province, Gold, Silver or nothing."""
    return next(tier for tier in (8, 6, 3, 0) if coins >= tier)
