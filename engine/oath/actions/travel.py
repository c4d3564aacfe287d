"""Travel (Law 5.6): pay by the regions you leave and enter, move your pawn, and reveal a facedown destination."""

from ..cards import SITES
from .. import site_powers
from ..abilities import modifiers
from ..rules import ask, spend_supply
from . import action

# Law 5.6.1: (region left, region entered) -> Supply
TRAVEL_COSTS = {
    ("Cradle", "Cradle"): 1, ("Cradle", "Provinces"): 2, ("Cradle", "Hinterland"): 4,
    ("Provinces", "Cradle"): 2, ("Provinces", "Provinces"): 2, ("Provinces", "Hinterland"): 2,
    ("Hinterland", "Cradle"): 4, ("Hinterland", "Provinces"): 2, ("Hinterland", "Hinterland"): 3,
}


def travel_cost(board, player: int, to: int) -> int:
    """Law 5.6.1. Site travel powers (Coast, Narrow Pass, Charming Valley, Shrouded Wood, Buried Giant, Hidden
    Place) and the Reliquary's Decadent space change the cost here."""
    here = board.players[player].site
    table_cost = TRAVEL_COSTS[board.region_of(here), board.region_of(to)]
    return site_powers.travel_cost(board, player, to, table_cost)          # hook: site powers, Decadent


def destinations(board, player: int, buried_giant: bool = False) -> list:
    """Law 5.6.1; hook: Narrow Pass and The Hidden Place limit where you may go (site_powers)."""
    held = board.players[player]
    return [slot for slot in range(len(board.sites))
            if slot != held.site and site_powers.may_travel(board, player, slot, buried_giant)]


def offers(board, player: int) -> list:
    held = board.players[player]
    reachable = [slot for slot in destinations(board, player) if travel_cost(board, player, slot) <= held.supply]
    shrouded = site_powers.shrouded_wood_chooser(board, player) is not None
    modified = modifiers.travel_moves(board, player, shrouded)              # hook: Law 7.4 modifiers
    if shrouded:                                                            # hook: Shrouded Wood
        return ([{"action": "travel", "to": None, "ruler chooses": True}] if reachable else []) + modified
    moves = [{"action": "travel", "to": slot} for slot in reachable] + modified
    if site_powers.at_buried_giant(board, player):                          # hook: Buried Giant
        moves += [{"action": "travel", "to": slot, "buried_giant": True}
                  for slot in destinations(board, player, buried_giant=True)]
    return moves


@action("travel", offers)
def travel(board, player: int, move: dict):
    if move.get("ruler chooses"):                                           # Shrouded Wood
        held = board.players[player]
        slots = [slot for slot in destinations(board, player) if travel_cost(board, player, slot) <= held.supply]
        move = {"action": "travel", "to": (yield from ruler_chooses(board, player, slots))}
    yield from modifiers.apply_modifiers(board, player, move, "Travel")    # Law 7.4: at the start
    chosen = modifiers.chosen(move)
    destination = move["to"]
    if move.get("buried_giant"):                                            # Buried Giant: a secret, no Supply
        site_powers.flip_secret(board, player)
    elif not modifiers.travel_free(chosen):                                 # Tents, Forest Paths (Law 7.6.2)
        spend_supply(board, player, travel_cost(board, player, destination))
    if site_powers.hidden_place_flip(board, player, destination) and not modifiers.ignores_site_powers(chosen):
        site_powers.flip_secret(board, player)                              # The Hidden Place
    arrive(board, player, destination)
    modifiers.after_travel(board, player)                                   # hook: Dragonskin Drum
    modifiers.end_modifiers(board)


def ruler_chooses(board, player: int, slots: list):
    """Shrouded Wood: the enemy ruling the Shrouded Wood you leave chooses your destination among `slots`."""
    chooser = site_powers.shrouded_wood_chooser(board, player)
    answer = yield from ask(chooser, "shrouded wood", f"Shrouded Wood: where does {board.players[player].name} "
                            "travel?", [{"to": slot} for slot in slots], source="Shrouded Wood")
    return answer["to"]


def free_travel(board, player: int, kind: str, prompt: str, source: str):
    """A power's Travel action spending no Supply (Law 7.6.2, Second Wind): the player may go to any site Travel
    allows (Narrow Pass, The Hidden Place) or stay; leaving an enemy's Shrouded Wood, the player only decides to go
    and its ruler chooses where. It is the Travel action (Law 5.6), so its modifiers are chosen at its start
    (Law 7.4), as the Travel action offers them ("with"); Tents is pointless when nothing is paid, Forest Paths
    only for ignoring site powers. Returns the destination, or None for staying."""
    slots = destinations(board, player)
    shrouded = site_powers.shrouded_wood_chooser(board, player) is not None
    choices = ([{"travel": "ruler chooses"}] if shrouded and slots else []) + \
        ([] if shrouded else [{"travel": slot} for slot in slots]) + free_modified(board, player, shrouded)
    if not choices:
        return None
    move = yield from ask(player, kind, prompt, choices + [{"travel": "stay"}], source=source)
    if move["travel"] == "stay":
        return None
    chosen = modifiers.chosen(move)
    yield from modifiers.apply_modifiers(board, player, move, "Travel")    # Law 7.4: at the start
    slot = (yield from ruler_chooses(board, player, slots)) if move["travel"] == "ruler chooses" else move["travel"]
    if site_powers.hidden_place_flip(board, player, slot) and not modifiers.ignores_site_powers(chosen):
        site_powers.flip_secret(board, player)                              # The Hidden Place
    arrive(board, player, slot)
    modifiers.after_travel(board, player)                                   # hook: Dragonskin Drum
    modifiers.end_modifiers(board)
    return slot


def free_modified(board, player: int, shrouded: bool) -> list:
    """The Travel modifier variants of a free Travel: those that change more than its (already nothing) cost."""
    allowed = destinations(board, player)
    moves = []
    for slot in range(len(board.sites)):
        if slot == board.players[player].site:
            continue

        def possible(cards, slot=slot):
            if not cards or modifiers.TENTS in cards:                       # Tents only saves Supply
                return False
            if modifiers.ignores_site_powers(cards):                        # Forest Paths: for its site part
                return shrouded or slot not in allowed or site_powers.hidden_place_flip(board, player, slot)
            return slot in allowed and not shrouded

        for move in modifiers.variants(board, player, "Travel", {"action": "travel", "to": slot}, possible):
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
    if site_powers.hidden_place_flip(board, player, slot):
        site_powers.flip_secret(board, player)
    arrive(board, player, slot)


def reveal_site(board, slot: int) -> None:
    """Law 2.8.2: one relic per R from the relic deck's top, facedown at the site; favor from the shared bank and
    secrets onto the site card. What runs short gives what it has (Law 9.3; secrets are unlimited)."""
    site = board.sites[slot]
    printed = SITES[site.id]
    site.faceup = True
    relics = [board.relic_deck.pop() for _ in range(min(printed.relics, len(board.relic_deck)))]
    site.relics += relics
    favor = min(printed.reveal_favor, board.favor_pool)
    board.favor_pool -= favor
    site.favor += favor
    site.secrets += printed.reveal_secrets
    board.say(f"{printed.name} is revealed: {len(relics)} relics, {favor} favor and {printed.reveal_secrets}"
              " secrets are placed there.")
