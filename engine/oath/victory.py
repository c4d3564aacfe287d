"""The Oathkeeper title and the ends of the game (Law 2.11, 3): who holds the title, the Exiles' wins at Wake,
the Stable Regime at the end of rounds 5-7, War Exhaustion after round 8, and the Successor who takes the
Chancellor's win."""

from dataclasses import dataclass

from engine.core import Result

from . import hooks
from .cards import GRAND_SCEPTER, VISIONS
from .dice import roll_fate
from .reactions import react
from .rules import ask, holds_banner, relics_and_banners, rulers, sites_ruled
from .state import CITIZEN, DARKEST_SECRET, EXILE, PEOPLES_FAVOR, PURPLE

SUPREMACY, PEOPLE, DEVOTION, PROTECTION = "Supremacy", "People", "Devotion", "Protection"   # board.oath
VISIONS_NEEDED = 3                               # Law 3.2
STABLE_REGIME = {5: 6, 6: 5, 7: 3}               # Law 3.3: the lowest fate die result that ends each round
LAST_ROUND = 8                                   # Law 3.4
VISION_ORDER = ("Conquest", "Rebellion", "Sanctuary", "Faith")   # Law 3.4.3 tie order


# --- the Oathkeeper title (Law 2.11) -------------------------------------------------------------------------------

def update_title(board):
    """Law 2.11: the title goes to whoever meets the Oathkeeper goal. The holder keeps it on a tie (b); if the
    holder no longer meets it and several others tie, the holder chooses among them (c). Under Supremacy the
    Empire is one contender, the Chancellor, counting every site with a purple warband (g, 6.6.3): an Imperial
    holder's title goes to the Chancellor while the Empire meets the goal. Call after anything the goal
    measures changes. Whoever takes the title from another, the cards waiting for it then react (Chaos Cult)."""
    previous = board.title_holder
    yield from settle_title(board)
    if board.title_holder != previous:
        yield from react(board, "react.title_taken", board.title_holder, previous)     # Law 7.1.4, 9.1


def settle_title(board):
    """Law 2.11 (a)-(d), as update_title reads it."""
    measure = title_measure(board)
    if not measure:
        return
    best, holder = max(measure.values()), board.title_holder
    keeper = board.chancellor() if board.oath == SUPREMACY and board.players[holder].imperial else holder
    if measure.get(keeper) == best:
        if keeper != holder:
            give_title(board, keeper)
        return
    leaders = [index for index, value in measure.items() if value == best]
    if len(leaders) == 1:
        give_title(board, leaders[0])
        return
    move = yield from ask(holder, "title", "The Oathkeeper title (Law 2.11(c)): you no longer meet the Oathkeeper "
                          "goal; who receives the title?", [{"title": index} for index in leaders],
                          source="Law 2.11(c)")
    give_title(board, move["title"])


def title_measure(board) -> dict:
    """Law 2.11: each contender's measure of the Oathkeeper goal (the most is met); {} for an Oath with none."""
    players = range(len(board.players))
    if board.oath == SUPREMACY:
        ruled = [rulers(board, slot) for slot in range(len(board.sites))]      # each site's once, not each Exile's
        measure = {index: sum(index in ruling for ruling in ruled) for index in players
                   if board.players[index].side == EXILE}
        measure[board.chancellor()] = imperial_sites(board)
        return dict(sorted(measure.items()))
    if board.oath == PEOPLE:
        return {index: int(holds_banner(board, index, PEOPLES_FAVOR)) for index in players}
    if board.oath == DEVOTION:
        return {index: int(holds_banner(board, index, DARKEST_SECRET)) for index in players}
    if board.oath == PROTECTION:
        return {index: relics_and_banners(board, index) for index in players}
    return {}


def imperial_sites(board) -> int:
    """Law 6.6.3: the Empire rules every faceup site with a purple warband."""
    return sum(1 for site in board.sites if site.faceup and site.warbands.get(PURPLE, 0) > 0)


def give_title(board, player: int) -> None:
    """Law 2.11(d): whoever receives the title turns it Oathkeeper side up."""
    board.title_holder = player
    board.usurper = False
    board.say(f"{board.players[player].name} takes the Oathkeeper title.")


# --- the Exiles' wins at Wake (Law 3.1, 3.2, 4.1.2) --------------------------------------------------------------

def exile_victory(board, player: int) -> None:
    """Law 4.1.2: an Exile wins holding the title Usurper side up (3.1), or meeting their Vision (3.2)."""
    if board.players[player].side != EXILE:
        return
    vision = vision_met(board, player)
    if board.title_holder == player and board.usurper:
        finish(board, player, "Usurper", "Law 3.1", **({"vision": vision} if vision else {}))
    elif vision:
        finish(board, player, "Visionary", "Law 3.2", vision=vision)


def vision_met(board, player: int) -> str | None:
    """Law 3.2: the name of the faceup Vision whose goal the Exile meets, with 3 or more Visions drawn; the
    comparisons are strict, "more than anyone else"."""
    held = board.players[player]
    if held.side != EXILE:
        return None
    visions = ([] if held.vision is None else [held.vision]) + hooks.gather("vision.also_revealed", board, player)
    return next((name for vision in visions if (name := vision_goal_met(board, player, vision))), None)


def vision_goal_met(board, player: int, vision: int) -> str | None:
    """Law 3.2: the name of the Vision `vision` if `player` meets its goal, with 3 or more Visions drawn (also for a
    Vision a power lets them count as revealed: False Prophet)."""
    if board.visions_drawn < VISIONS_NEEDED:
        return None
    name = VISIONS[vision].name
    met = {
        "Conquest": lambda: strictly_most(board, player, lambda index: len(sites_ruled(board, index))),
        "Rebellion": lambda: holds_banner(board, player, PEOPLES_FAVOR),
        "Sanctuary": lambda: strictly_most(board, player, lambda index: relics_and_banners(board, index)),
        "Faith": lambda: holds_banner(board, player, DARKEST_SECRET),
    }.get(name, lambda: False)()
    return name if met else None


def strictly_most(board, player: int, count) -> bool:
    mine = count(player)
    return all(mine > count(other) for other in board.others(player))


# --- the end of a round (Law 4 intro, 3.3, 3.4) ------------------------------------------------------------------

@dataclass
class FateRoll:
    """Law 3.3: the fate die rolled to end the game, as it counts once the powers that change it have (hook
    victory.fate_die)."""

    face: int


def end_of_round(board):
    """Law 4 (intro): first the Stable Regime (3.3); after round 8, War Exhaustion (3.4) instead. The round
    marker itself is advanced by the flow."""
    yield from update_title(board)
    if board.round >= LAST_ROUND:
        war_exhaustion(board)
        return
    needed = STABLE_REGIME.get(board.round)
    if needed is None or not board.players[board.title_holder].imperial:
        return
    roll = FateRoll(roll_fate(board))              # Law 3.3: an Imperial Oathkeeper rolls the fate die
    yield from hooks.each("victory.fate_die", board, roll)                      # hook: Squalid District
    face = roll.face
    if face >= needed:
        empire_wins(board, "Stable Regime", "Law 3.3")
    else:
        board.say(f"Round {board.round} ends: the Empire needed {needed} or more; play goes on.")


def war_exhaustion(board) -> None:
    """Law 3.4.1-3.4.4, the first that applies. An Exile still holding the title Oathkeeper side up meets
    neither 3.4.1 nor 3.4.2 (digest note to 3.4)."""
    holder = board.players[board.title_holder]
    visionaries = {vision_met(board, index): index for index in range(len(board.players))}
    visionaries.pop(None, None)
    if holder.imperial:
        empire_wins(board, "War Exhaustion", "Law 3.4.1")
    elif board.usurper:
        finish(board, board.title_holder, "War Exhaustion", "Law 3.4.2")
    elif visionaries:
        vision = next(name for name in VISION_ORDER if name in visionaries)
        finish(board, visionaries[vision], "War Exhaustion", "Law 3.4.3", vision=vision)
    else:
        empire_wins(board, "War Exhaustion", "Law 3.4.4")


def empire_wins(board, victory: str, rule: str) -> None:
    """Law 3.3, 3.4.1, 3.4.4: the Chancellor wins, unless a Citizen meets the Successor goal (3.3.1)."""
    heir = successor(board)
    if heir is None:
        finish(board, board.chancellor(), victory, rule)
    else:
        finish(board, heir, "Successor", "Law 3.3.1", instead_of=rule)


def successor(board) -> int | None:
    """Law 3.3.1: the Citizen who meets the Oath's Successor goal, if any (at most one can)."""
    citizens = [index for index, player in enumerate(board.players) if player.side == CITIZEN]
    for index in citizens:
        if board.oath == SUPREMACY:
            rivals = [board.chancellor()] + [other for other in citizens if other != index]
            met = all(relics_and_banners(board, index) > relics_and_banners(board, rival) for rival in rivals)
        elif board.oath == PEOPLE:
            met = holds_banner(board, index, DARKEST_SECRET)
        elif board.oath == PROTECTION:
            met = holds_banner(board, index, PEOPLES_FAVOR)
        elif board.oath == DEVOTION:
            met = GRAND_SCEPTER.id in board.players[index].relics
        else:
            met = False
        if met:
            return index
    return None


def finish(board, winner: int, victory: str, rule: str, **details) -> None:
    board.finished = True
    board.outcome = {"victory": victory, "winner": winner, "round": board.round, "rule": rule, **details}
    board.say(f"{board.players[winner].name} wins: {victory} ({rule}).")


def result(board) -> Result | None:
    """The ruleset's result: who won, how, in which round and by which rule."""
    if not board.finished or board.outcome is None:
        return None
    outcome = board.outcome
    return Result(winners=[outcome["winner"]], turns=turns_taken(board),
                  ending=f"{outcome['victory']}, round {outcome['round']}",
                  details={"victory": outcome["victory"], "round": outcome["round"], "rule": outcome["rule"]})


def turns_taken(board) -> list[int]:
    """Turns each player began: full rounds before this one, and this round's turns up to the current one."""
    seats = board.seats_from(board.chancellor())
    position = seats.index(board.turn)
    return [board.round - 1 + (1 if seats.index(index) <= position else 0) for index in range(len(seats))]

