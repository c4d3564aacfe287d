"""The powers printed on the sites (cards.md 5, the Law's Site Reference, Law 11) and the Chancellor's Reliquary
modifiers (Law 2.3, cards.md 4). The action modules call these at marked hook points.

A site's power works only while the site is faceup (Law 7 intro). Reliquary modifiers are mandatory and always the
Chancellor's (Law 2.3, 7.1.1). The Opportunity sites (Mine, Salt Flats, The Drowned City) are in phases.py.
"""

from .cards import DENIZENS, SITES, card_name
from .rules import ask, discard_cards, gain_favor, gain_warbands, held_fast, rules
from .state import CHANCELLOR

COASTS = ("Barren Coast", "Lush Coast", "Rocky Coast")
HOMELANDS = {"Fertile Valley": "Hearth", "Steppe": "Nomad", "Wastes": "Discord", "Deep Woods": "Beast",
             "Standing Stones": "Arcane", "Ancient City": "Order"}
BRUTAL, DECADENT, CARELESS, GREEDY = 0, 1, 2, 3          # Reliquary spaces (cards.md 4, slots 1-4)


def site_name(board, slot: int) -> str | None:
    """The name of the faceup site in `slot`; None for a facedown or empty slot (its power is off)."""
    site = board.sites[slot]
    if site.id is None or not site.faceup:
        return None
    return SITES[site.id].name


def slot_named(board, name: str) -> int | None:
    return next((slot for slot in range(len(board.sites)) if site_name(board, slot) == name), None)


def has_modifier(board, player: int, space: int) -> bool:
    """Law 2.3, 7.1.1: the Chancellor permanently has the uncovered Reliquary spaces' modifiers."""
    return board.players[player].side == CHANCELLOR and space in board.reliquary_modifiers


def flip_secret(board, player: int) -> None:
    """Buried Giant, The Hidden Place: turn one of your faceup board secrets facedown (Law 4.3.2)."""
    held = board.players[player]
    held.secrets -= 1
    held.hidden_secrets += 1


# --- Travel (Law 5.6) --------------------------------------------------------------------------------------------

def travel_cost(board, player: int, to: int, table_cost: int) -> int:
    """Coast: from a Coast to another Coast costs 1. Shrouded Wood: leaving costs 2. Decadent (Chancellor): into
    the Cradle from another region costs 0, into the Hinterland 1 more. Charming Valley: leaving costs 1 more.
    Law 7.4 lets mandatory modifiers apply in any order; the engine applies them in this fixed order."""
    here = board.players[player].site
    leaving = site_name(board, here)
    cost = table_cost
    if leaving == "Shrouded Wood":
        cost = 2
    elif leaving in COASTS and site_name(board, to) in COASTS:
        cost = 1
    if has_modifier(board, player, DECADENT):
        if board.region_of(to) == "Cradle" and board.region_of(here) != "Cradle":
            cost = 0
        elif board.region_of(to) == "Hinterland":
            cost += 1
    if leaving == "Charming Valley":
        cost += 1
    return cost


def ignores_narrow_pass(board, player: int, to: int, buried_giant: bool = False) -> bool:
    """Coast to Coast, Shrouded Wood and the Buried Giant's flip ignore the Narrow Pass (Law 11; Law 9.2: "ignore"
    overrides the Narrow Pass's "must")."""
    leaving = site_name(board, board.players[player].site)
    return (buried_giant or leaving == "Shrouded Wood" or
            (leaving in COASTS and site_name(board, to) in COASTS))


def narrow_pass_allows(board, player: int, to: int, buried_giant: bool = False) -> bool:
    """Narrow Pass: travelling into its region from another region must end there."""
    narrow = slot_named(board, "Narrow Pass")
    here = board.players[player].site
    if narrow is None or to == narrow or board.region_of(to) != board.region_of(narrow):
        return True
    if board.region_of(here) == board.region_of(narrow):
        return True
    return ignores_narrow_pass(board, player, to, buried_giant)


def hidden_place_flip(board, player: int, to: int) -> bool:
    """The Hidden Place: you cannot travel there unless you flip one board secret facedown; leaving the Shrouded
    Wood ignores this."""
    return site_name(board, to) == "The Hidden Place" and site_name(board, board.players[player].site) != \
        "Shrouded Wood"


def secrets_needed(board, player: int, to: int, buried_giant: bool) -> int:
    return int(buried_giant) + int(hidden_place_flip(board, player, to))


def may_travel(board, player: int, to: int, buried_giant: bool = False) -> bool:
    return (narrow_pass_allows(board, player, to, buried_giant)
            and board.players[player].secrets >= secrets_needed(board, player, to, buried_giant))


def at_buried_giant(board, player: int) -> bool:
    return site_name(board, board.players[player].site) == "Buried Giant"


def shrouded_wood_chooser(board, player: int) -> int | None:
    """Shrouded Wood: if an enemy rules it, that ruler (the Chancellor for the Empire) chooses where you go.
    Enemies: Exiles and the Empire are enemies; two Exiles are enemies (Law 6.6.3)."""
    here = board.players[player].site
    if site_name(board, here) != "Shrouded Wood":
        return None
    mover = board.players[player]
    for index in board.others(player):
        other = board.players[index]
        if rules(board, index, here) and (not mover.imperial or not other.imperial):
            if other.imperial:
                return board.chancellor()
            return index
    return None


# --- Campaign (Law 5.5) ------------------------------------------------------------------------------------------

def target_allowed(board, campaign, target: dict) -> bool:
    """Narrow Pass: a campaign declaring targets in its region from outside it must target the Narrow Pass first,
    unless the attacker rules it. The Hidden Place: targeting it needs a board secret to flip."""
    if target["target"] != "site":
        return True
    slot, attacker = target["slot"], campaign.attacker
    if site_name(board, slot) == "The Hidden Place" and board.players[attacker].secrets < 1:
        return False
    narrow = slot_named(board, "Narrow Pass")
    if narrow is None or slot == narrow or board.region_of(slot) != board.region_of(narrow):
        return True
    if board.region_of(board.players[attacker].site) == board.region_of(narrow) or rules(board, attacker, narrow):
        return True
    return {"target": "site", "slot": narrow} in campaign.targets


def target_declared(board, campaign, target: dict) -> None:
    """The Hidden Place: declaring it a target flips one of the attacker's board secrets facedown. The forced
    target at the attacker's own site is not refused for want of a secret (the engine reads the power as barring
    only the targets you choose); it flips one if there is one."""
    if (target["target"] == "site" and site_name(board, target["slot"]) == "The Hidden Place"
            and board.players[campaign.attacker].secrets > 0):
        flip_secret(board, campaign.attacker)


def target_places(board, campaign) -> set:
    """The sites where targets were declared: targeted sites, and the attacker's site for a pawn, relic or banner."""
    places = {target["slot"] for target in campaign.targets if target["target"] == "site"}
    if any(target["target"] != "site" for target in campaign.targets):
        places.add(board.players[campaign.attacker].site)
    return places


def battle_dice(board, campaign) -> None:
    """Plains: anyone declaring targets there must add 1 attack die; Mountain: must remove 1 (once each, 7.4.2)."""
    names = {site_name(board, slot) for slot in target_places(board, campaign)}
    change = ("Plains" in names) - ("Mountain" in names)
    if change:
        campaign.attack_dice = max(0, campaign.attack_dice + change)
        board.say(f"The {'Plains add' if change > 0 else 'Mountain removes'} an attack die: "
                  f"{campaign.attack_dice} dice.")


def battle_losses(board, campaign, force: int) -> int:
    """Law 5.5.6: the defeated side kills half its force, rounded down; Brutal (the Chancellor attacking): all."""
    return force if has_modifier(board, campaign.attacker, BRUTAL) else force // 2


# --- Search and Play (Law 5.1) ------------------------------------------------------------------------------------

def search_draws(board, player: int, draws: int) -> int:
    """Marshes: searching with your pawn there draws one fewer card. Greedy (Chancellor): 2 more."""
    if site_name(board, board.players[player].site) == "Marshes":
        draws -= 1
    if has_modifier(board, player, GREEDY):
        draws += 2
    return draws


def search_allowed(board, player: int, cost: int) -> bool:
    """Greedy: the Chancellor cannot make a Search costing more than 2 Supply."""
    return cost <= 2 or not has_modifier(board, player, GREEDY)


def note_site_discard(board, slot: int, card) -> None:
    """Remember the suit of a card discarded from a site this turn, for the Homeland condition (Law 11)."""
    suit = DENIZENS[card.id].suit if card.id in DENIZENS and card.faceup else None
    if suit:
        board.site_discards.append([slot, suit])


def slum_makes_room(board, slot: int) -> bool:
    """Great Slum: a full Great Slum still takes a card if one there may be discarded first."""
    return site_name(board, slot) == "Great Slum" and any(not held_fast(board, card)
                                                         for card in board.sites[slot].cards)


def great_slum(board, player: int, slot: int, full: bool, spared=()):
    """Great Slum: when playing or moving a card to it, you may first discard a card there (you must if it is
    full). `spared`: cards there that the move itself involves (a swapped card), never offered."""
    if site_name(board, slot) != "Great Slum":
        return
    cards = [card for card in board.sites[slot].cards
             if not held_fast(board, card) and not any(card is other for other in spared)]
    if not cards:
        return
    choices = [{"discard": card.id} for card in cards] + ([] if full else [{"discard": None}])
    move = yield from ask(player, "site discard", "Great Slum: first discard a card here?", choices,
                          source="Great Slum")
    if move["discard"] is None:
        return
    site = board.sites[slot]
    card = next(card for card in site.cards if card.id == move["discard"])
    site.cards.remove(card)
    note_site_discard(board, slot, card)
    from .abilities.modifiers import searcher_discards

    if searcher_discards(board, player, [card], board.region_of(slot)):    # hook: Cracked Horn
        board.say(f"Cracked Horn: {board.players[player].name} puts {card_name(card.id)} from the Great Slum on"
                  " the bottom of the world deck.")
        return
    discard_cards(board, player, [card], board.region_of(slot))
    board.say(f"{board.players[player].name} discards {card_name(card.id)} from the Great Slum.")


def homeland(board, player: int, slot: int, suit: str):
    """Law 11 Homeland: playing a card of the site's suit to it, when no card of that suit was discarded there this
    turn, gives the reward. Wastes and Deep Woods "take the relic here as if recovering it": read as taking it
    without paying the site's recover cost (cards.md 5); with several relics there the player picks one by place."""
    name = site_name(board, slot)
    if HOMELANDS.get(name) != suit or [slot, suit] in board.site_discards:
        return
    held = board.players[player]
    if name == "Fertile Valley":
        gained = gain_favor(board, player, "Hearth", 1)
        board.say(f"Fertile Valley: {held.name} gains {gained} favor from the Hearth bank.")
    elif name in ("Steppe", "Standing Stones"):
        held.secrets += 1
        board.say(f"{name}: {held.name} gains 1 secret.")
    elif name == "Ancient City":
        gained = gain_warbands(board, player, 2)
        board.say(f"Ancient City: {held.name} gains {gained} warbands.")
    else:
        yield from take_homeland_relic(board, player, slot)


def take_homeland_relic(board, player: int, slot: int):
    site = board.sites[slot]
    if not site.relics:
        return
    place = 0
    if len(site.relics) > 1:
        move = yield from ask(player, "homeland relic", "Take which relic here?",
                              [{"relic_at": index} for index in range(len(site.relics))], source=SITES[site.id].name)
        place = move["relic_at"]
    relic = site.relics.pop(place)
    board.players[player].relics.append(relic)
    board.say(f"{board.players[player].name} takes {card_name(relic)} from {SITES[site.id].name}.")
    from .victory import update_title
    yield from update_title(board)                      # Law 2.11


# --- Muster and Trade (Law 5.2, 5.3) ------------------------------------------------------------------------------

def river_warbands(board, player: int) -> int:
    """River: mustering from a card there gains 1 extra warband if you rule it."""
    here = board.players[player].site
    return 1 if site_name(board, here) == "River" and rules(board, player, here) else 0


def careless(board, player: int) -> bool:
    """Careless (Chancellor): trading gains 1 extra favor; trading for secrets gains 1 fewer secret."""
    return has_modifier(board, player, CARELESS)
