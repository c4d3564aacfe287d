"""Dominion: Prosperity, 1st edition: the Action cards (rulings: seed 001; shared/reference/dominion-cards.md
section 6)."""

from ..registry import ACTION, ATTACK, PROSPERITY, TREASURE, VICTORY, bot_hint, card, get, replay_hint


def _is(name, kind):
    return get(name).is_(kind)


def _keep(name: str) -> float:
    return get(name).keep_value


JUNK = ("Curse", "Estate", "Copper")       # what a money deck is glad to be rid of, worst first


def _own_turn(view, decision) -> bool:
    return decision["player"] == view["turn"]["player"]


@card("Bishop", cost=4, types={ACTION}, set=PROSPERITY, czech=("biskup",), plus_coins=1)
def bishop(turn):
    """+$1. +1 VP token. Trash a card from your hand. +VP tokens equal to half its cost in coins, rounded down. Each
    other player may trash a card from his hand."""
    turn.coins += 1
    turn.player.add_vp_tokens(1)
    # Prosperity: Bishop — you must trash a card if your hand holds one (seed 001)
    trashed = yield from turn.player.choose_card(turn.player.hand, "trash", "Trash a card from your hand")
    if trashed is not None:
        # its cost now (Bridge, Quarry count), halved and rounded down
        tokens = turn.cost(trashed) // 2
        turn.player.trash([trashed])
        if tokens:
            turn.player.add_vp_tokens(tokens)
    # Prosperity: Bishop — then the others in turn order may each trash a card, for no tokens (seed 001); not an
    # Attack, so Moat does not help
    for index in turn.board.others(turn.player.index):
        other = turn.seat(index)
        if other.hand:
            chosen = yield from other.choose_cards(other.hand, "trash", "You may trash a card from your hand",
                                                   at_most=1)
            other.trash(chosen)


@bot_hint("Bishop")
def bishop_hint(view, decision):
    """Trash a Curse, else an Estate, else a Copper, else the cheapest card, a Victory card last; another player
    trashes only a Curse."""
    if decision["kind"] != "trash":
        return None
    hand = decision["pick"]["from"]
    if not _own_turn(view, decision):
        return {"cards": ["Curse"] if "Curse" in hand else []}
    junk = [name for name in JUNK if name in hand]
    return {"cards": junk[:1] or [min(hand, key=lambda c: (_is(c, VICTORY), get(c).cost, c))]}


@card("City", cost=5, types={ACTION}, set=PROSPERITY, czech=("město",), plus_cards=1, plus_actions=2)
def city(turn):
    """+1 Card, +2 Actions. If there are one or more empty Supply piles, +1 Card. If there are two or more, +$1
    and +1 Buy."""
    # Prosperity: City — counted as it is played, never again; the trash is no Supply pile (seed 001)
    empty = len(turn.board.empty_piles())
    turn.player.draw(1)
    turn.actions += 2
    if empty >= 1:
        turn.player.draw(1)
    if empty >= 2:
        turn.coins += 1
        turn.buys += 1


@card("Counting House", cost=5, types={ACTION}, set=PROSPERITY, czech=("zastavárna",))
def counting_house(turn):
    """Look through your discard pile, reveal any number of Copper cards from it, and put them into your hand."""
    discard = turn.player.state.discard
    if not discard:
        return
    # Prosperity: Counting House — only the Coppers taken are shown; the rest of the discard stays hidden (seed
    # 001). Asked whenever the discard pile has cards, so being asked tells nobody whether it holds a Copper.
    coppers = [name for name in discard if name == "Copper"]
    taken = yield from turn.player.choose_cards(coppers, "take", "Take any number of Coppers from your discard pile "
                                                "into your hand")
    turn.player.move(taken, "discard", "hand")
    turn.board.say(f"{turn.player.name} reveals {len(taken)} Copper{'' if len(taken) == 1 else 's'} from their "
                   "discard pile and puts them into their hand.")


@bot_hint("Counting House")
def counting_house_hint(view, decision):
    """Every Copper."""
    return {"cards": decision["pick"]["from"]} if decision["kind"] == "take" else None


@card("Expand", cost=7, types={ACTION}, set=PROSPERITY, czech=("růst",))
def expand(turn):
    """Trash a card from your hand. Gain a card costing up to $3 more than the trashed card."""
    # Prosperity: Expand — you must trash if you can (another Expand in hand too); an empty hand gains nothing
    # (seed 001)
    trashed = yield from turn.player.choose_card(turn.player.hand, "trash", "Trash a card from your hand")
    if trashed is None:
        return
    turn.player.trash([trashed])
    # coins cannot raise the limit; a cheaper card or one of the same cost may be taken
    limit = turn.cost(trashed) + 3
    yield from turn.player.choose_gain(lambda c: turn.cost(c.name) <= limit, f"Gain a card costing up to ${limit}")


@bot_hint("Expand")
def expand_hint(view, decision):
    """Expand a Curse, an Estate or a Copper first; else the least useful card."""
    if decision["kind"] != "trash":
        return None
    hand = decision["pick"]["from"]
    junk = [name for name in JUNK if name in hand]
    return {"cards": junk[:1] or [min(hand, key=lambda c: (_keep(c), c))]}


@card("Forge", cost=7, types={ACTION}, set=PROSPERITY, czech=("kování",))
def forge(turn):
    """Trash any number of cards from your hand. Gain a card with cost exactly equal to the total cost in coins of
    the trashed cards."""
    trashed = yield from turn.player.choose_cards(turn.player.hand, "trash", "Trash any number of cards from your "
                                                  "hand")
    # Prosperity: Forge — the sum of their costs, not each card's; trashing none means gaining a card costing $0;
    # if no Supply card costs exactly the sum, nothing is gained (seed 001)
    total = sum(turn.cost(name) for name in trashed)
    turn.player.trash(trashed)
    yield from turn.player.choose_gain(lambda c: turn.cost(c.name) == total, f"Gain a card costing exactly ${total}")


@bot_hint("Forge")
def forge_hint(view, decision):
    """Forge the Curses and Estates into one card (the usual gain then takes Copper before Curse)."""
    if decision["kind"] != "trash":
        return None
    return {"cards": [name for name in decision["pick"]["from"] if name in ("Curse", "Estate")]}


@card("King's Court", cost=7, types={ACTION}, set=PROSPERITY, czech=("královský dvůr",))
def kings_court(turn):
    """You may choose an Action card in your hand. Play it three times."""
    actions = [name for name in turn.player.hand if _is(name, ACTION)]
    if not actions:
        return
    # Prosperity: King's Court — "you may", so choosing none is allowed (reference section 6)
    chosen = yield from turn.player.choose_cards(actions, "play", "You may choose an Action card to play three "
                                                 "times", at_most=1)
    # Prosperity: King's Court — three whole plays using no Action, so +1 Action gives +3; on another King's Court,
    # three Actions chosen one after another, each played three times, never one card nine times (seed 001)
    for name in chosen:
        yield from turn.play_action(name, 3)


bot_hint("King's Court")(replay_hint("King's Court"))


@card("Monument", cost=4, types={ACTION}, set=PROSPERITY, czech=("památník",), plus_coins=2)
def monument(turn):
    """+$2. +1 VP token."""
    turn.coins += 2
    turn.player.add_vp_tokens(1)


@card("Mountebank", cost=5, types={ACTION, ATTACK}, set=PROSPERITY, czech=("mastičkář",), plus_coins=2)
def mountebank(turn):
    """+$2. Each other player may discard a Curse. If he doesn't, he gains a Curse and a Copper."""
    turn.coins += 2
    # Prosperity: Mountebank — each in turn order from your left; Moat blocks the whole Attack (seed 001)
    for victim in turn.attacked():
        if "Curse" in victim.hand and (yield from victim.may("Discard a Curse? If you don't, you gain a Curse and "
                                                             "a Copper")):
            victim.discard(["Curse"])
            continue
        # Prosperity: Mountebank — gaining may be chosen with one or both piles empty: what is left is gained, the
        # Copper even when the Curses have run out (seed 001)
        yield from victim.gain("Curse")
        yield from victim.gain("Copper")


@bot_hint("Mountebank")
def mountebank_hint(view, decision):
    """Discard the Curse."""
    return {"option": "yes"} if decision["kind"] == "option" else None


@card("Rabble", cost=5, types={ACTION, ATTACK}, set=PROSPERITY, czech=("dav",), plus_cards=3)
def rabble(turn):
    """+3 Cards. Each other player reveals the top 3 cards of his deck, discards the revealed Actions and
    Treasures, and puts the rest back on top in any order he chooses."""
    turn.player.draw(3)
    for victim in turn.attacked():
        # Prosperity: Rabble — fewer than 3 cards even after shuffling: reveal what there is (seed 001)
        revealed = [name for name in (victim.reveal_top() for _ in range(3)) if name is not None]
        # Prosperity: Rabble — mixed types (Harem, Great Hall, Nobles) are discarded too (seed 001)
        hits = [name for name in revealed if _is(name, ACTION) or _is(name, TREASURE)]
        victim.discard_from(hits, "aside")
        rest = [name for name in revealed if name not in hits]
        order = yield from victim.choose_order(rest, "Put the rest back on your deck (top card last)")
        victim.put_on_deck(order, source="aside")


@card("Vault", cost=5, types={ACTION}, set=PROSPERITY, czech=("trezor",), plus_cards=2)
def vault(turn):
    """+2 Cards. Discard any number of cards. +$1 per card discarded. Each other player may discard 2 cards. If he
    does, he draws a card."""
    turn.player.draw(2)
    # the cards just drawn may be discarded too, or none at all (seed 001)
    discarded = yield from turn.player.choose_cards(turn.player.hand, "discard", "Discard any number of cards for "
                                                    "+$1 each")
    turn.player.discard(discarded)
    turn.coins += len(discarded)
    # not an Attack: Moat does not help; each decides in turn order from your left
    for index in turn.board.others(turn.player.index):
        other = turn.seat(index)
        if not other.hand or not (yield from other.may("Discard 2 cards to draw a card?")):
            continue
        # Prosperity: Vault — with 2 or more cards in hand exactly 2, never 1; a single card may be discarded, but
        # then nothing is drawn (seed 001). Which 2 is asked only when there is a choice.
        cards = list(other.hand) if len(other.hand) <= 2 else (
            yield from other.choose_cards(other.hand, "discard", "Discard 2 cards", at_least=2, at_most=2))
        other.discard(cards)
        if len(cards) == 2:
            other.draw(1)


@bot_hint("Vault")
def vault_hint(view, decision):
    """Discard Victory cards and Curses for coins; another player trades 2 of them for a card, and only then."""
    hand = view["players"][view["you"]]["hand"]
    junk = [name for name in hand if _keep(name) < 0]
    if decision["kind"] == "discard" and _own_turn(view, decision):
        return {"cards": [name for name in decision["pick"]["from"] if _keep(name) < 0]}
    if decision["kind"] == "option":
        return {"option": "yes" if len(junk) >= 2 else "no"}
    return None     # the 2 least useful cards

