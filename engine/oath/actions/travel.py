"""Travel (Law 5.6): pay by the regions you leave and enter, move your pawn, and reveal a facedown destination."""

from .. import hooks
from ..cards import SITES
from ..modifying import apply_modifiers, chosen, end_modifiers, optional, variants
from ..ruler_powers import pay_tolls, tolls_payable
from ..rules import ask, flip_secret, spend_supply
from .registry import action

# Law 5.6.1: (region left, region entered) -> Supply
TRAVEL_COSTS = {
    ("Cradle", "Cradle"): 1, ("Cradle", "Provinces"): 2, ("Cradle", "Hinterland"): 4,
    ("Provinces", "Cradle"): 2, ("Provinces", "Provinces"): 2, ("Provinces", "Hinterland"): 2,
    ("Hinterland", "Cradle"): 4, ("Hinterland", "Provinces"): 2, ("Hinterland", "Hinterland"): 3,
}


def travel_cost(board, player: int, to: int) -> int:
    """Law 5.6.1, as the site powers and the Reliquary change it (hook travel.cost)."""
    here = board.players[player].site
    return hooks.fold("travel.cost", TRAVEL_COSTS[board.region_of(here), board.region_of(to)], board, player, to)


def destinations(board, player: int, buried_giant: bool = False) -> list:
    """Law 5.6.1: every other site the pawn may go to (hook travel.allowed: Narrow Pass, The Hidden Place); once a
    listing (Board.remembered)."""
    return list(board.remembered(("destinations", player, buried_giant), _destinations, board, player, buried_giant))


def _destinations(board, player: int, buried_giant: bool) -> tuple:
    held = board.players[player]
    return tuple(slot for slot in range(len(board.sites))
                 if slot != held.site and hooks.every("travel.allowed", board, player, slot, buried_giant))


def chooser(board, player: int) -> int | None:
    """Who chooses where this pawn goes, when it is not its player (hook travel.chooser: Shrouded Wood)."""
    return hooks.first("travel.chooser", board, player)


def spares_supply(board, player: int, cards: list) -> bool:
    """Law 7.6.2: a Travel costing no Supply ignores every surcharge."""
    return hooks.some("travel.spares_supply", board, player, cards)


def ignores_site_powers(board, player: int, cards: list) -> bool:
    return hooks.some("travel.ignores_site_powers", board, player, cards)


def flips_secret(board, player: int, to: int, cards: list = ()) -> bool:
    return hooks.some("travel.flips_secret", board, player, to) and not ignores_site_powers(board, player, cards)


def offers(board, player: int) -> list:
    held = board.players[player]
    reachable = [slot for slot in destinations(board, player) if travel_cost(board, player, slot) <= held.supply]
    chosen_for = chooser(board, player) is not None
    modified = modified_moves(board, player, chosen_for)
    if chosen_for:
        payable = [slot for slot in reachable if tolls_payable(board, player, travelling(slot))]     # Toll Roads
        return ([{"action": "travel", "to": None, "ruler chooses": True}] if payable else []) + modified
    return [{"action": "travel", "to": slot} for slot in reachable] + modified + \
        hooks.gather("travel.extra_moves", board, player)


def modified_moves(board, player: int, chosen_for: bool = False) -> list:
    """The Travel moves that use modifiers (Law 7.4); when another player chooses the destination, only a modifier
    that ignores site powers lets you choose."""
    if not optional(board, player, "Travel"):          # every move here needs a modifier
        return []
    held = board.players[player]
    allowed = destinations(board, player)
    moves = []
    for slot in range(len(board.sites)):
        if slot == held.site:
            continue

        def possible(cards, slot=slot):
            ignoring = ignores_site_powers(board, player, cards)
            if not cards or (chosen_for and not ignoring):
                return False
            if slot not in allowed and not ignoring:
                return False
            return spares_supply(board, player, cards) or travel_cost(board, player, slot) <= held.supply

        moves += variants(board, player, "Travel", {"action": "travel", "to": slot}, possible)
    return moves


@action("travel", offers)
def travel(board, player: int, move: dict):
    if move.get("ruler chooses"):                                           # Shrouded Wood
        held = board.players[player]
        slots = [slot for slot in destinations(board, player) if travel_cost(board, player, slot) <= held.supply
                 and tolls_payable(board, player, travelling(slot))]
        move = {"action": "travel", "to": (yield from ruler_chooses(board, player, slots))}
        pay_tolls(board, player, move)                                      # Toll Roads, once the site is known
    yield from apply_modifiers(board, player, move, "Travel")              # Law 7.4: at the start
    cards = chosen(move)
    destination = move["to"]
    if move.get("buried_giant"):                                            # Buried Giant: a secret, no Supply
        flip_secret(board, player)
    elif not (spares_supply(board, player, cards)                           # Law 7.6.2
              or hooks.some("travel.move_spares_supply", board, player, move)):   # Way Station
        spend_supply(board, player, travel_cost(board, player, destination))
    if flips_secret(board, player, destination, cards):                     # The Hidden Place
        flip_secret(board, player)
    yield from hooks.each("travel.departs", board, player, board.players[player].site)
    arrive(board, player, destination)
    yield from hooks.each("travel.after", board, player)
    end_modifiers(board)


def ruler_chooses(board, player: int, slots: list):
    """Shrouded Wood: the enemy ruling the site you leave chooses your destination among `slots`."""
    answer = yield from ask(chooser(board, player), "shrouded wood", f"Shrouded Wood: where does "
                            f"{board.players[player].name} travel?", [{"to": slot} for slot in slots],
                            source="Shrouded Wood")
    return answer["to"]


def free_travel(board, player: int, kind: str, prompt: str, source: str):
    """A power's Travel action spending no Supply (Law 7.6.2, Second Wind): the player may go to any site Travel
    allows (Narrow Pass, The Hidden Place) or stay; leaving an enemy's Shrouded Wood, the player only decides to go
    and its ruler chooses where. It is the Travel action (Law 5.6), so its modifiers are chosen at its start
    (Law 7.4), as the Travel action offers them ("with"); a modifier that only spares Supply is pointless when
    nothing is paid, one that ignores site powers is offered for that part. Returns the destination, or None for
    staying."""
    slots = [slot for slot in destinations(board, player) if tolls_payable(board, player, travelling(slot))]
    chosen_for = chooser(board, player) is not None
    choices = ([{"travel": "ruler chooses"}] if chosen_for and slots else []) + \
        ([] if chosen_for else [{"travel": slot} for slot in slots]) + \
        [move for move in free_modified(board, player, chosen_for)
         if tolls_payable(board, player, travelling(move["travel"]))]
    if not choices:
        return None
    move = yield from ask(player, kind, prompt, choices + [{"travel": "stay"}], source=source)
    if move["travel"] == "stay":
        return None
    cards = chosen(move)
    yield from apply_modifiers(board, player, move, "Travel")              # Law 7.4: at the start
    slot = (yield from ruler_chooses(board, player, slots)) if move["travel"] == "ruler chooses" else move["travel"]
    pay_tolls(board, player, travelling(slot))                              # Toll Roads (Law 7.1.4)
    if flips_secret(board, player, slot, cards):                            # The Hidden Place
        flip_secret(board, player)
    yield from hooks.each("travel.departs", board, player, board.players[player].site)
    arrive(board, player, slot)
    yield from hooks.each("travel.after", board, player)
    end_modifiers(board)
    return slot


def travelling(slot: int) -> dict:
    """The Travel move to `slot`, as its tolls are asked (hook action.tolls)."""
    return {"action": "travel", "to": slot}


def only_spares_supply(board, player: int, card: int) -> bool:
    return spares_supply(board, player, [card]) and not ignores_site_powers(board, player, [card])


def free_modified(board, player: int, chosen_for: bool) -> list:
    """The Travel modifier variants of a free Travel: those that change more than its (already nothing) cost."""
    if not optional(board, player, "Travel"):          # every move here needs a modifier
        return []
    allowed = destinations(board, player)
    moves = []
    for slot in range(len(board.sites)):
        if slot == board.players[player].site:
            continue

        def possible(cards, slot=slot):
            if not cards or any(only_spares_supply(board, player, card) for card in cards):
                return False
            if ignores_site_powers(board, player, cards):                   # for its site part
                return chosen_for or slot not in allowed or hooks.some("travel.flips_secret", board, player, slot)
            return slot in allowed and not chosen_for

        for move in variants(board, player, "Travel", {"action": "travel", "to": slot}, possible):
            moves.append({"travel": slot, "with": move["with"]})
    return moves


def arrive(board, player: int, slot: int) -> None:
    """Law 5.6.2: the pawn moves; a facedown destination turns faceup and its reveal prompt resolves."""
    held = board.players[player]
    held.site = slot
    board.say(f"{held.name} travels to {SITES[board.sites[slot].id].name}.")
    if not board.sites[slot].faceup:
        reveal_site(board, slot)


def travel_free(board, player: int, slot: int) -> None:
    """Law 7.6.2: a power's travel "spending no Supply" ignores the Travel cost only; The Hidden Place still has
    its board secret flipped (Law 11), then the pawn arrives (5.6.2)."""
    if flips_secret(board, player, slot):
        flip_secret(board, player)
    arrive(board, player, slot)


def reveal_site(board, slot: int) -> None:
    """Law 2.8.2: one relic per R from the relic deck's top, facedown at the site; favor from the shared bank and
    secrets onto the site card. What runs short gives what it has (Law 9.3; secrets are unlimited)."""
    site = board.sites[slot]
    printed = SITES[site.id]
    site.faceup = True
    relics = [board.relic_deck.pop() for _ in range(min(printed.relics, len(board.relic_deck)))]
    site.relics += relics
    board.expose(1 + len(relics))                       # Law 5.6.2, 2.8.2: a facedown site turned up, relics drawn
    favor = min(printed.reveal_favor, board.favor_pool)
    board.favor_pool -= favor
    site.favor += favor
    site.secrets += printed.reveal_secrets
    board.say(f"{printed.name} is revealed: {len(relics)} relics, {favor} favor and {printed.reveal_secrets}"
              " secrets are placed there.")
