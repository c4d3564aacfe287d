"""Dominion: Prosperity, 1st edition: the Treasures and the cards that act when cards are bought or gained
(rulings: seed 001; shared/reference/dominion-cards.md section 6)."""

from ..registry import (ACTION, ATTACK, PROSPERITY, REACTION, TREASURE, VICTORY, bot_hint, buy_condition, card, get,
                        plain_card, when_bought, while_in_play_when_buying)
from ..effects import COST_MODIFIERS, GAIN_HOOKS, Seat, cost, resolve

JUNK = ("Curse", "Estate", "Copper")        # what a money deck is glad to be rid of, worst first


def _is(name, kind):
    return get(name).is_(kind)


def _good(name) -> bool:
    """Worth seeing again soon: Silver or better, or an Action."""
    found = get(name)
    return (found.is_(TREASURE) and found.cost >= 3) or (found.is_(ACTION) and not found.is_(VICTORY))


def _reveal_until_treasure(seat):
    """Reveal cards from the deck (shuffling the discard in once it runs out) until a Treasure turns up. Returns
    the Treasure (None if there is none) and the other revealed cards; all wait in `aside`."""
    others = []
    while (top := seat.reveal_top()) is not None:
        if _is(top, TREASURE):          # mixed types too (Harem)
            return top, others
        others.append(top)
    return None, others


# Treasures


@card("Bank", cost=7, types={TREASURE}, set=PROSPERITY, czech=("banka",))
def bank(turn):
    """When you play this, it's worth $1 per Treasure card you have in play (counting this)."""
    # Prosperity: Bank (1E) — counted when it is played, itself included, and never again: two Banks one after
    # the other give $1 then $2; Treasures played after it add nothing to it (seed 001)
    turn.coins += sum(_is(name, TREASURE) for name in turn.player.state.play)


@card("Contraband", cost=5, types={TREASURE}, set=PROSPERITY, czech=("kontraband",), coins=3, plus_buys=1)
def contraband(turn):
    """$3. +1 Buy. When you play this, the player to your left names a card. You can't buy that card this turn."""
    turn.buys += 1
    # Prosperity: Contraband (1E) — the +1 Buy first, then the name; any card may be named, even one not in the
    # Supply; each Contraband played gets its own name and every named card is blocked; gaining the named card
    # otherwise (Hoard's Gold) stays allowed (seed 001; turn.why_not_buy)
    left = turn.seat(turn.board.others(turn.player.index)[0])
    named = yield from left.name_card(f"Name a card {turn.player.name} may not buy this turn")
    turn.board.turn.banned.append(named)


@bot_hint("Contraband")
def contraband_hint(view, decision):
    """Name the best card the player could still buy: Colony or Province when in the Supply and within reach,
    else the dearest card within reach (a generous guess: $3 for each card still in hand)."""
    if decision["kind"] != "name":
        return None
    turn = view["turn"]
    reach = turn["coins"] + 3 * view["players"][turn["player"]]["hand_count"]
    piles = [n for n, left in view["supply"].items() if left > 0 and n not in turn.get("banned", [])]
    within = [n for n in piles if get(n).cost <= reach]
    if within:
        return {"name": max(within, key=lambda n: (get(n).cost, _is(n, VICTORY), n))}
    return {"name": "Colony" if "Colony" in piles else "Province"}


def hoard(seat, bought):
    """$2. While this is in play, when you buy a Victory card, gain a Gold."""
    # Prosperity: Hoard (1E) — per Hoard in play, per Victory card bought (dual types too); the Gold comes even
    # if Watchtower trashed the bought card, and not when a Victory card is gained without buying (seed 001)
    if _is(bought, VICTORY):
        yield from seat.gain("Gold")    # none left: nothing


plain_card("Hoard", 6, {TREASURE}, PROSPERITY, czech=("bohatství",), coins=2, text=hoard.__doc__)
while_in_play_when_buying("Hoard")(hoard)


LOAN_OPTIONS = ["discard", "trash"]


@card("Loan", cost=3, types={TREASURE}, set=PROSPERITY, czech=("půjčka",), coins=1)
def loan(turn):
    """$1. When you play this, reveal cards from your deck until you reveal a Treasure. Discard it or trash it.
    Discard the other cards."""
    found, others = _reveal_until_treasure(turn.player)
    # Prosperity: Loan (1E) — first the Treasure is discarded or trashed, then the other revealed cards are
    # discarded; with no Treasure even after shuffling, everything revealed is discarded (seed 001)
    if found is not None:
        [choice] = yield from turn.player.choose_options(LOAN_OPTIONS, f"Discard or trash {found}?")
        if choice == "trash":
            turn.player.trash([found], source="aside")
        else:
            turn.player.discard_from([found], "aside")
    turn.player.discard_from(others, "aside")


@bot_hint("Loan")
def loan_hint(view, decision):
    """Trash a Copper; discard anything better."""
    if decision["kind"] != "option":
        return None
    found = view["players"][view["you"]]["aside"][-1]      # the Treasure is the last card revealed
    return {"option": "trash" if found == "Copper" else "discard"}


plain_card("Quarry", 4, {TREASURE}, PROSPERITY, czech=("kamenolom",), coins=1,
           text="$1. While this is in play, Action cards cost $2 less, but not less than $0.")


def quarry(board, card) -> int:
    # Prosperity: Quarry (1E) — $2 off per Quarry in play, on Action cards anywhere (dual types too); stacks with
    # Bridge and Peddler, never below $0 (seed 001; effects.cost)
    if not card.is_(ACTION):
        return 0
    return 2 * board.players[board.turn.player].play.count("Quarry")


COST_MODIFIERS["Quarry"] = quarry


plain_card("Royal Seal", 5, {TREASURE}, PROSPERITY, czech=("královská pečeť",), coins=2,
           text="$2. While this is in play, when you gain a card, you may put that card on top of your deck.")


@bot_hint("Royal Seal")
def royal_seal_hint(view, decision):
    """Put a good card on the deck (Silver or better, an Action); leave the rest."""
    if decision["kind"] != "option":
        return None
    name = _gained_card(decision)
    return {"option": ROYAL_SEAL_TOPDECK.format(card=name) if _good(name) else ROYAL_SEAL_LEAVE.format(card=name)}


def talisman(seat, bought):
    """$1. While this is in play, when you buy a card costing $4 or less that is not a Victory card, gain a copy
    of it."""
    # Prosperity: Talisman (1E) — the cost when bought, not the printed one (Bridge, Quarry, Peddler count); dual
    # Victory types never qualify; one copy per Talisman, per card bought; gains that are not buys give nothing
    # (seed 001)
    if not _is(bought, VICTORY) and cost(seat.board, bought) <= 4:
        yield from seat.gain(bought)    # none left: nothing


plain_card("Talisman", 4, {TREASURE}, PROSPERITY, czech=("talisman",), coins=1, text=talisman.__doc__)
while_in_play_when_buying("Talisman")(talisman)


@card("Venture", cost=5, types={TREASURE}, set=PROSPERITY, czech=("odvážlivec",), coins=1)
def venture(turn):
    """$1. When you play this, reveal cards from your deck until you reveal a Treasure. Discard the other cards.
    Play that Treasure."""
    found, others = _reveal_until_treasure(turn.player)
    # Prosperity: Venture (1E) — the Treasure goes into play at once, the others are discarded, then the
    # Treasure's own instructions are carried out: a second Venture reveals again, Bank counts it (seed 001)
    if found is not None:
        turn.player.move([found], "aside", "play")
        turn.board.say(f"{turn.player.name} plays {found}.")
    turn.player.discard_from(others, "aside")
    if found is not None:
        yield from resolve(turn.board, turn.player.index, found, {"moved": False})


# Action cards


@card("Goons", cost=6, types={ACTION, ATTACK}, set=PROSPERITY, czech=("hrdlořez",), plus_buys=1, plus_coins=2)
def goons(turn):
    """+1 Buy, +$2. Each other player discards down to 3 cards in hand. While this is in play, when you buy a
    card, +1 VP token."""
    turn.buys += 1
    turn.coins += 2
    for victim in turn.attacked():
        yield from victim.discard_down_to(3)


@while_in_play_when_buying("Goons")
def goons_token(seat, bought):
    # Prosperity: Goons (1E) — +1 VP token per buy for each Goons card in play; played through Throne Room or
    # King's Court it is still one card in play, so +1 (seed 001)
    seat.add_vp_tokens(1)


@card("Grand Market", cost=6, types={ACTION}, set=PROSPERITY, czech=("velký trh",),
      plus_cards=1, plus_actions=1, plus_buys=1, plus_coins=2)
def grand_market(turn):
    """+1 Card, +1 Action, +1 Buy, +$2. You can't buy this if you have any Copper in play."""
    turn.player.draw(1)
    turn.actions += 1
    turn.buys += 1
    turn.coins += 2


@buy_condition("Grand Market")
def grand_market_condition(board):
    # Prosperity: Grand Market (1E) — only a Copper in play forbids the buy: not one in hand, not one that left
    # play (a Mint bought earlier trashed it), not another $1 Treasure; gaining it otherwise is allowed (seed 001)
    if "Copper" in board.players[board.turn.player].play:
        return "Grand Market cannot be bought while you have a Copper in play"
    return None


@card("Mint", cost=5, types={ACTION}, set=PROSPERITY, czech=("mincovna",))
def mint(turn):
    """You may reveal a Treasure card from your hand. Gain a copy of it. When you buy this, trash all Treasures you
    have in play."""
    treasures = [c for c in turn.player.hand if _is(c, TREASURE)]     # mixed types too (Harem)
    if not treasures:
        return
    revealed = yield from turn.player.choose_cards(treasures, "reveal", "You may reveal a Treasure to gain a copy",
                                                   at_most=1)
    if revealed:
        # the revealed card stays in hand; the copy comes from the Supply to the discard pile
        turn.board.say(f"{turn.player.name} reveals {revealed[0]}.")
        yield from turn.player.gain(revealed[0])


@when_bought("Mint")
def mint_bought(seat):
    # Prosperity: Mint (1E) — buying it trashes the Treasures in play, not those in hand, before the Mint is
    # gained: a Royal Seal in play is gone before it could put the Mint on the deck, while Watchtower still may.
    # The coins they made stay to spend; gaining a Mint without buying it trashes nothing (seed 001)
    treasures = [c for c in seat.state.play if _is(c, TREASURE)]
    seat.trash(treasures, source="play")


@bot_hint("Mint")
def mint_hint(view, decision):
    """Copy the dearest Treasure in hand whose pile is not empty."""
    if decision["kind"] != "reveal":
        return None
    copies = [c for c in decision["pick"]["from"] if view["supply"].get(c, 0) > 0]
    return {"cards": [max(copies, key=lambda c: (get(c).cost, c))] if copies else []}


@card("Peddler", cost=8, types={ACTION}, set=PROSPERITY, czech=("podomní obchodník",),
      plus_cards=1, plus_actions=1, plus_coins=1)
def peddler(turn):
    """+1 Card, +1 Action, +$1. During your Buy phase, this costs $2 less per Action card you have in play, but not
    less than $0."""
    turn.player.draw(1)
    turn.actions += 1
    turn.coins += 1


def peddler_cost(board, card) -> int:
    # Prosperity: Peddler (1E) — only in the Buy phase ($8 in the Action phase, e.g. for Remodel); every Peddler
    # wherever it is; Action *cards* in play count, so Throne Room and the card it played are two, however often
    # the card was played (seed 001)
    if card.name != "Peddler" or board.turn.phase != "buy":
        return 0
    return 2 * sum(_is(name, ACTION) for name in board.players[board.turn.player].play)


COST_MODIFIERS["Peddler"] = peddler_cost


@card("Trade Route", cost=3, types={ACTION}, set=PROSPERITY, czech=("obchodní stezka",), plus_buys=1)
def trade_route(turn):
    """+1 Buy. +$1 per token on the Trade Route mat. Trash a card from your hand. Setup: Put a token on each
    Victory card Supply pile. When a card is gained from that pile, move the token to the Trade Route mat."""
    turn.buys += 1
    # Prosperity: Trade Route (1E) — the tokens on the mat when it is played, whoever moved them (seed 001); the
    # tokens themselves: setup.setup and Seat.gain
    turn.coins += turn.board.trade_route_mat
    # you must trash a card if you have one
    trashed = yield from turn.player.choose_card(turn.player.hand, "trash", "Trash a card from your hand")
    if trashed is not None:
        turn.player.trash([trashed])


@bot_hint("Trade Route")
def trade_route_hint(view, decision):
    """Trash a Curse, an Estate or a Copper; otherwise the least useful card, Victory cards kept."""
    if decision["kind"] != "trash":
        return None
    hand = decision["pick"]["from"]
    for name in JUNK:
        if name in hand:
            return {"cards": [name]}
    return {"cards": [min(hand, key=lambda c: (_is(c, VICTORY), get(c).cost, c))]}


@card("Watchtower", cost=3, types={ACTION, REACTION}, set=PROSPERITY, czech=("strážní věž",))
def watchtower(turn):
    """Draw until you have 6 cards in hand. When you gain a card, you may reveal this from your hand. If you do,
    either trash that card, or put it on top of your deck."""
    # Prosperity: Watchtower (1E) — with 6 or more cards in hand, no card is drawn (seed 001)
    turn.player.draw(max(0, 6 - len(turn.player.hand)))


@bot_hint("Watchtower")
def watchtower_hint(view, decision):
    """Trash a gained Curse, Copper or Estate; put a good card on the deck; leave the rest."""
    if decision["kind"] != "option":
        return None
    name = _gained_card(decision)
    if name in JUNK:
        return {"option": WATCHTOWER_TRASH.format(card=name)}
    return {"option": WATCHTOWER_TOPDECK.format(card=name) if _good(name) else WATCHTOWER_LEAVE}


@card("Worker's Village", cost=4, types={ACTION}, set=PROSPERITY, czech=("dělnická čtvrť",),
      plus_cards=1, plus_actions=2, plus_buys=1)
def workers_village(turn):
    """+1 Card, +2 Actions, +1 Buy."""
    turn.player.draw(1)
    turn.actions += 2
    turn.buys += 1


# Reactions to gaining (effects.GAIN_HOOKS). The options name the gained card, so a player (and a bot) can tell
# which gain they answer.

WATCHTOWER_TRASH, WATCHTOWER_TOPDECK, WATCHTOWER_LEAVE = "trash {card}", "put {card} on your deck", "do not reveal"
ROYAL_SEAL_TOPDECK, ROYAL_SEAL_LEAVE = "put {card} on your deck", "leave {card} where it is"


def _gained_card(decision) -> str:
    """The card a gain reaction's decision is about: its first option is "trash X" or "put X on your deck"."""
    first = decision["choices"][0]["option"]
    return first.removeprefix("trash ").removeprefix("put ").removesuffix(" on your deck")


def _move_gained(seat, name: str, zone: str, to: str) -> None:
    """Move the card just gained (the last of its name in `zone`) to the trash or onto the deck."""
    cards = seat.zone(zone)
    del cards[len(cards) - 1 - cards[::-1].index(name)]
    (seat.board.trash if to == "trash" else seat.zone(to)).append(name)


def watchtower_reaction(seat, name: str, zone: str):
    # Prosperity: Watchtower (1E) — any gain, bought or not, on anyone's turn, into the discard, the hand or onto
    # the deck; decided for each gained card; it stays in hand. A trashed card still counts as gained (Trade
    # Route's token has moved, Hoard still gives its Gold). A card put on an empty deck is the whole deck (seed 001)
    if "Watchtower" not in seat.hand:
        return None
    asker = Seat(seat.board, seat.index, "Watchtower")     # a decision for the gaining player, whoever's turn it is
    options = [WATCHTOWER_TRASH.format(card=name), WATCHTOWER_TOPDECK.format(card=name), WATCHTOWER_LEAVE]
    [choice] = yield from asker.choose_options(options, f"You gained {name}: reveal Watchtower to trash it or put "
                                               "it on your deck?")
    if choice == WATCHTOWER_LEAVE:
        return None
    to = "trash" if choice == options[0] else "deck"
    _move_gained(seat, name, zone, to)
    seat.board.say(f"{seat.name} reveals Watchtower and " +
                   (f"trashes {name}." if to == "trash" else f"puts {name} on their deck."))
    return to


def royal_seal_reaction(seat, name: str, zone: str):
    # Prosperity: Royal Seal (1E) — while it is in the gaining player's play area on their turn, any gain may go on
    # the deck, decided per card; onto an empty deck it is the whole deck (seed 001). Bought with a 1E Mint, the
    # Royal Seal is already trashed (Mint's when_bought runs before the gain)
    board = seat.board
    if board.turn.player != seat.index or "Royal Seal" not in seat.state.play or zone in ("deck", "trash"):
        return None
    asker = Seat(board, seat.index, "Royal Seal")
    options = [ROYAL_SEAL_TOPDECK.format(card=name), ROYAL_SEAL_LEAVE.format(card=name)]
    [choice] = yield from asker.choose_options(options, f"You gained {name}: put it on your deck (Royal Seal)?")
    if choice != options[0]:
        return None
    _move_gained(seat, name, zone, "deck")
    board.say(f"{seat.name} puts {name} on their deck.")
    return "deck"


# When both apply, Watchtower answers first and Royal Seal only if the card is still where it was gained to (not
# trashed, not already on the deck): one fixed order, where the reference lets the owner pick, because either
# order reaches the same boards (Royal Seal can only put the card on the deck, which Watchtower offers too).
GAIN_HOOKS.update({"Watchtower": watchtower_reaction, "Royal Seal": royal_seal_reaction})
