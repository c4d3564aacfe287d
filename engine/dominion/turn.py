"""A game as one generator: turns of Action, Buy and Clean-up phases until the game ends (base rulebook)."""

from functools import lru_cache, partial
from itertools import filterfalse

from engine.core import Decision
from engine.core.effects import run

from .buy_menu import BUY, END_TURN, treasure_plays
from .cards import ACTION, CARDS, NAMES_OF, PRINTED_COST, TREASURE, WATCHING_BUYS, get
from .effects import Seat, cost, draw, play_from_hand, plays, plural, take_from_supply

HAND_SIZE = 5
ACTIONS, TREASURES = NAMES_OF[ACTION], NAMES_OF[TREASURE]
PLAIN_TREASURES = frozenset(name for name in TREASURES if CARDS[name].effect is None)
COINS = {name: CARDS[name].coins for name in TREASURES}
is_treasure = TREASURES.__contains__


def game_flow(board, resume: str | None = None):
    """Turns of an Action, a Buy and a Clean-up phase, until the game ends. Started again from a snapshot, the
    first turn resumes at the top of its Action phase's loop or its Buy phase's (`resume`: "action" or "buy"):
    all a turn holds is on the board (its TurnState)."""
    why = partial(explain, board)       # why a move is illegal: the same for every decision of the game
    while True:
        turn, player = board.turn, board.players[board.turn.player]
        if resume is None:
            player.turns += 1
            turn.number += 1
            board.say((str.format, "Turn {} of {}.", player.turns, player.name))
        # a turn begins in its Action phase, which asks nothing of a hand with no Action card
        if resume == "action" or (resume is None and not ACTIONS.isdisjoint(player.hand)):
            yield from action_phase(board, why)
        resume = None
        yield from buy_phase(board, why)
        cleanup(board)
        if game_ends(board):
            break
        turn.begin((turn.player + 1) % len(board.players))      # the next player's
    board.finished = True
    board.say("The game is over.")


def game_ends(board) -> bool:
    """At the end of a turn: the Province pile is empty, or three Supply piles are (four with 5-6 players)."""
    supply = board.supply
    if board.buy_menu.no_pile_empty(supply):
        return False
    piles = 3 if len(board.players) <= 4 else 4
    # Prosperity: with Colony in the Supply, an empty Colony pile ends the game too
    return supply["Province"] == 0 or supply.get("Colony") == 0 or list(supply.values()).count(0) >= piles


def action_phase(board, why):
    turn, player = board.turn, board.players[board.turn.player]
    turn.phase = "action"
    while turn.actions > 0:
        playable = sorted(ACTIONS.intersection(player.hand))
        if not playable:
            break
        choices = [{"play": c} for c in playable] + [{"end": "actions"}]
        move = yield Decision(turn.player, "action", f"Play an Action card ({plural(turn.actions, 'Action')} left) "
                              "or end your Action phase", choices=choices, explain=why,
                              resume="action")
        if "end" in move:
            break
        turn.actions -= 1
        yield from play_from_hand(board, turn.player, move["play"])


def buy_phase(board, why):
    turn = board.turn
    turn.phase = "buy"
    while turn.buys > 0:
        # the arguments in order, not by name: a Decision is made at every move (player, kind, prompt, choices,
        # pick_from, min, max, source, private, explain, resume)
        move = yield Decision(turn.player, "buy", buy_prompt(turn.coins, turn.buys), buy_choices(board), None, 0, 0,
                              None, False, why, "buy")
        if "end" in move:
            break
        if "play_all" in move:
            rest = play_treasures(board, turn.player)
        elif "play" in move:
            rest = play_from_hand(board, turn.player, move["play"])
        else:
            rest = buy(board, move["buy"])
        if rest:        # what is left to run: usually nothing, ()
            yield from rest


def play_treasures(board, player: int):
    """Play every Treasure in hand, in the order held. Treasures with no effect of their own go into play together
    (one line of narration, the coins as `resolve` counts them); with any other among them, each is played and
    resolved in its turn (Bank counts the Treasures before it). Like `resolve`, this returns what is left to run."""
    state = board.players[player]
    hand = state.hand
    held = [*filter(is_treasure, hand)]        # the hand's lists filtered and the coins summed in C
    if not held:
        return ()
    if not PLAIN_TREASURES.issuperset(held):
        return _play_each(board, player, held)
    if len(held) == len(hand):
        hand.clear()
    else:
        hand[:] = filterfalse(is_treasure, hand)
    state.play += held
    turn = board.turn
    turn.played += held
    turn.coins += sum(map(COINS.__getitem__, held))
    if turn.copper_bonus:
        turn.coins += turn.copper_bonus * held.count("Copper")
    board.say((plays, state.name, held))
    return ()


def _play_each(board, player: int, names: list):
    for name in names:
        yield from play_from_hand(board, player, name)


@lru_cache(maxsize=256)
def buy_prompt(coins: int, buys: int) -> str:
    return f"Play Treasures or buy ({plural(coins, 'coin')}, {plural(buys, 'Buy')})"


def buy_choices(board) -> tuple:
    """Treasures to play (one by one or all), the cards the player may buy, and ending the turn."""
    turn = board.turn
    # once a card is bought no Treasure is played (Prosperity rulings)
    held = frozenset() if turn.bought else TREASURES.intersection(board.players[turn.player].hand)
    if board.buy_rules or turn.banned:
        return treasure_plays(held) + buys(board) if held else buys(board)
    return board.buy_menu.moves(board.supply, turn.coins + turn.cost_reduction, held)     # as `buys` does


def buys(board) -> tuple:
    """The buy moves of the Supply cards the player may buy now, in Supply order, and ending the turn."""
    turn, supply = board.turn, board.supply
    if board.buy_rules or turn.banned:
        # a card the coins buy at its printed cost they buy now: every cost change of these sets lowers a cost
        # (Bridge, COST_MODIFIERS), so only the dearer cards' costs are worked out
        coins = turn.coins
        return (*[BUY[name] for name, left in supply.items()
                  if left and (PRINTED_COST[name] <= coins or cost(board, name) <= coins)
                  and not why_not_buy(board, name)], END_TURN)
    # the common case: printed costs less Bridge's reduction, so the answer depends only on that budget
    return board.buy_menu.moves(supply, turn.coins + turn.cost_reduction)


def why_not_buy(board, name: str) -> str | None:
    """A rule that forbids buying this card now, in words, or None (Contraband's names, Grand Market)."""
    if board.turn.banned and name in board.turn.banned:
        return f"{name} was named by Contraband and cannot be bought this turn"
    condition = CARDS[name].buy_condition
    return condition(board) if condition else None


def buy(board, name: str):
    """Buying costs one Buy and the card's cost, and gains the card. "When you buy" effects: the bought card's own
    first (1E Mint, before the gain), then each card in play that watches buys (Hoard, Talisman, Goons). Like
    `resolve`, this returns what is left to run: nothing when none of those can be."""
    turn = board.turn
    turn.buys -= 1
    turn.coins -= cost(board, name)
    turn.bought = True
    player = board.players[turn.player]
    board.say((str.format, "{} buys {}.", player.name, name))
    if CARDS[name].on_buy or board.gain_hooks or not WATCHING_BUYS.isdisjoint(player.play):
        return _bought(board, name)
    take_from_supply(board, turn.player, name)
    return ()


def _bought(board, name: str):
    turn = board.turn
    seat = Seat(board, turn.player, name)
    if get(name).on_buy:
        yield from run(get(name).on_buy(seat))
    yield from seat.gain(name)
    in_play_now = board.players[turn.player].play
    if WATCHING_BUYS.isdisjoint(in_play_now):
        return
    for in_play in list(in_play_now):
        watcher = get(in_play).in_play_buy
        if watcher:
            yield from run(watcher(Seat(board, turn.player, in_play), name))


def cleanup(board) -> None:
    """Discard everything in play and in hand, then draw 5 (shuffling only if the deck runs out mid-draw)."""
    turn = board.turn
    player = board.players[turn.player]
    turn.phase = "cleanup"
    discard = player.discard
    discard += player.play
    discard += player.hand
    player.play, player.hand = [], []
    draw(board, turn.player, HAND_SIZE)


def explain(board, move) -> str | None:
    """Why a turn move is illegal, in words a client can show."""
    turn, player = board.turn, board.players[board.turn.player]
    if not isinstance(move, dict) or len(move) != 1:
        return 'a move has one key: "play", "play_all", "buy" or "end"'
    (verb, name), = move.items()
    if verb in ("play", "buy") and (not isinstance(name, str) or name not in CARDS):
        return f"{name!r} is not a card"
    if verb == "play":
        if name not in player.hand:
            return f"{name} is not in your hand"
        card = get(name)
        if turn.phase == "action":
            return f"{name} is not an Action card" if not card.is_(ACTION) else None
        if card.is_(ACTION) and not card.is_(TREASURE):
            return f"{name} is an Action card; Actions are played in the Action phase"
        if not card.is_(TREASURE):
            return f"{name} is not a Treasure and cannot be played"
        if turn.bought:
            return "once you have bought a card you may play no more Treasures this turn"
    if verb == "buy":
        if turn.phase != "buy":
            return "buy in the Buy phase: end your Action phase first"
        if name not in board.supply:
            return f"{name} is not in the Supply of this game"
        if board.supply[name] == 0:
            return f"the {name} pile is empty"
        if cost(board, name) > turn.coins:
            return f"{name} costs {cost(board, name)} but you have {plural(turn.coins, 'coin')}"
        return why_not_buy(board, name)
    if verb == "end":
        return f'end your {turn.phase} phase with {{"end": "{"actions" if turn.phase == "action" else "turn"}"}}'
    if verb == "play_all" and turn.phase == "action":
        return "Treasures are played in the Buy phase"
    if verb == "play_all" and turn.bought:
        return "once you have bought a card you may play no more Treasures this turn"
    return None
