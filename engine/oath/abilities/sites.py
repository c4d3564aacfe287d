"""The powers printed on the sites (cards.md 5, the Law's Site Reference, Law 11), each answering the hook points
of the rules it changes, and the Tribunal's Action power. A site's power works only while the site is faceup (Law 7
intro): `site_name` is None for a facedown site. The Chancellor's Reliquary spaces are in reliquary.py.

The Tribunal (Law 6.2, 7.3.2, 7.6.3) negotiates a binding exchange with any player: the engine carries out only the
favor and secrets the deal moves (digest E.2: a deal covers only what the power lists). Promises of future actions
and their agreed penalties are allowed by the Tribunal but are kept by the players, not the engine: a disputed one is
settled by a coin flip at the table (Law 7.6.3). No other promise is binding (Law 9.6).
"""

from .. import hooks
from ..actions import action
from ..cards import SITES, card_name
from ..play import discard_at_site
from ..rules import (
    ask,
    favor_of,
    flip_secret,
    gain_favor,
    gain_warbands,
    give_favor,
    held_fast,
    locked_to,
    locks_everywhere,
    rules,
    site_name,
)
from ..victory import update_title
from ..vocabulary import COUNT, PLACE, asks, yes_no

COASTS = ("Barren Coast", "Lush Coast", "Rocky Coast")


HOMELANDS = {"Fertile Valley": "Hearth", "Steppe": "Nomad", "Wastes": "Discord", "Deep Woods": "Beast",
             "Standing Stones": "Arcane", "Ancient City": "Order"}


OPPORTUNITIES = ("Mine", "Salt Flats", "Drowned City")


# Travel costs fold in this order (Law 7.4 lets mandatory changes apply in any order; this is the engine's):
# a set cost first (Shrouded Wood, Coast to Coast), then the Reliquary's Decadent, then Charming Valley's surcharge.
SET_COST, DECADENT_ORDER, SURCHARGE = 10, 20, 30


def slot_named(board, name: str) -> int | None:
    """The slot of the faceup site `name`, else None; once a listing of the Act phase's moves (Board.remembered):
    the site powers ask it for every Travel the listing weighs."""
    return board.remembered(("slot named", name), _slot_named, board, name)


def _slot_named(board, name: str) -> int | None:
    for slot in range(len(board.sites)):
        if site_name(board, slot) == name:
            return slot
    return None


def leaving(board, player: int) -> str | None:
    return site_name(board, board.players[player].site)


# --- Travel (Law 5.6) -------------------------------------------------------------------------------------------------

@hooks.contributes("travel.cost", "Shrouded Wood", order=SET_COST)
def shrouded_wood_cost(cost: int, board, player: int, to: int) -> int:
    """Shrouded Wood: travelling away from it costs 2."""
    return 2 if leaving(board, player) == "Shrouded Wood" else cost


@hooks.contributes("travel.cost", "Coast", order=SET_COST)
def coast_cost(cost: int, board, player: int, to: int) -> int:
    """Coast: from a Coast to another Coast costs 1."""
    return 1 if leaving(board, player) in COASTS and site_name(board, to) in COASTS else cost


@hooks.contributes("travel.cost", "Charming Valley", order=SURCHARGE)
def charming_valley_cost(cost: int, board, player: int, to: int) -> int:
    """Charming Valley: leaving costs 1 more."""
    return cost + 1 if leaving(board, player) == "Charming Valley" else cost


def ignores_narrow_pass(board, player: int, to: int, buried_giant: bool = False) -> bool:
    """Coast to Coast, Shrouded Wood and the Buried Giant's flip ignore the Narrow Pass (Law 11; Law 9.2: "ignore"
    overrides the Narrow Pass's "must")."""
    left = leaving(board, player)
    return buried_giant or left == "Shrouded Wood" or (left in COASTS and site_name(board, to) in COASTS)


@hooks.contributes("travel.allowed", "Narrow Pass")
def narrow_pass_allows(board, player: int, to: int, buried_giant: bool = False) -> bool:
    """Narrow Pass: travelling into its region from another region must end there."""
    narrow = slot_named(board, "Narrow Pass")
    here = board.players[player].site
    if narrow is None or to == narrow or board.region_of(to) != board.region_of(narrow):
        return True
    if board.region_of(here) == board.region_of(narrow):
        return True
    return ignores_narrow_pass(board, player, to, buried_giant)


@hooks.contributes("travel.flips_secret", "The Hidden Place")
def hidden_place_flip(board, player: int, to: int) -> bool:
    """The Hidden Place: you cannot travel there unless you flip one board secret facedown; leaving the Shrouded
    Wood ignores this."""
    return site_name(board, to) == "The Hidden Place" and leaving(board, player) != "Shrouded Wood"


@hooks.contributes("travel.allowed", "The Hidden Place")
def secrets_to_flip(board, player: int, to: int, buried_giant: bool = False) -> bool:
    """The Hidden Place and the Buried Giant's way each flip a board secret: the pawn must have them (enough for
    both, whatever the destination, is asked first: every Travel a listing weighs asks this)."""
    secrets = board.players[player].secrets
    return secrets >= int(buried_giant) + 1 or \
        (secrets >= int(buried_giant) and not hidden_place_flip(board, player, to))


@hooks.contributes("travel.extra_moves", "Buried Giant")
def buried_giant_moves(board, player: int) -> list:
    """Buried Giant: you may travel from here by flipping a board secret instead of spending Supply."""
    if leaving(board, player) != "Buried Giant":
        return []
    here = board.players[player].site
    return [{"action": "travel", "to": slot, "buried_giant": True} for slot in range(len(board.sites))
            if slot != here and hooks.every("travel.allowed", board, player, slot, True)]


@hooks.contributes("travel.chooser", "Shrouded Wood")
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


# --- Campaign (Law 5.5) -----------------------------------------------------------------------------------------------

@hooks.contributes("campaign.target_allowed", "Narrow Pass")
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


@hooks.contributes("campaign.target_declared", "The Hidden Place")
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


@hooks.contributes("campaign.attack_dice", "Plains, Mountain")
def battle_dice(board, campaign) -> None:
    """Plains: anyone declaring targets there must add 1 attack die; Mountain: must remove 1 (once each, 7.4.2)."""
    names = {site_name(board, slot) for slot in target_places(board, campaign)}
    change = ("Plains" in names) - ("Mountain" in names)
    if change:
        campaign.attack_dice = max(0, campaign.attack_dice + change)
        board.say(f"The {'Plains add' if change > 0 else 'Mountain removes'} an attack die: "
                  f"{campaign.attack_dice} dice.")


# --- Search and Play (Law 5.1) ----------------------------------------------------------------------------------------

asks("homeland relic", "Homeland: take which relic here", {"relic_at": PLACE})


@hooks.contributes("search.draws", "Marshes", order=10)
def marshes_draws(board, player: int) -> int:
    """Marshes: searching with your pawn there draws one fewer card."""
    return -1 if leaving(board, player) == "Marshes" else 0


@hooks.contributes("play.site_makes_room", "Great Slum")
def slum_makes_room(board, slot: int) -> bool:
    """Great Slum: a full Great Slum still takes a card if one there may be discarded first."""
    return site_name(board, slot) == "Great Slum" and any(not held_fast(board, card)
                                                         for card in board.sites[slot].cards)


@hooks.contributes("play.before_site", "Great Slum")
def great_slum(board, player: int, slot: int, full: bool, spared=()):
    """Great Slum: when playing or moving a card to it, you may first discard a card there (you must if it is
    full). `spared`: cards there that the move itself involves (a swapped card), never offered."""
    if site_name(board, slot) != "Great Slum":
        return
    cards = [card for card in board.sites[slot].cards
             if not held_fast(board, card, player) and not any(card is other for other in spared)]
    if not cards:
        return
    choices = [{"discard": card.id} for card in cards] + ([] if full else [{"discard": None}])
    move = yield from ask(player, "site discard", "Great Slum: first discard a card here?", choices,
                          source="Great Slum")
    if move["discard"] is None:
        return
    discard_at_site(board, player, slot, move["discard"])


@hooks.contributes("play.to_site", "Homeland")
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
    """The Wastes' and the Deep Woods' reward: a relic here, taken as if recovered; none while the player acts as if
    the relics here were locked (Ancient Bloodline: rules.locked_to; ruleset version 3)."""
    site = board.sites[slot]
    if not site.relics or (locks_everywhere(board) and locked_to(board, player, slot=slot)):
        return
    place = 0
    if len(site.relics) > 1:
        move = yield from ask(player, "homeland relic", f"{SITES[site.id].name}: take which relic here?",
                              [{"relic_at": index} for index in range(len(site.relics))], source=SITES[site.id].name)
        place = move["relic_at"]
    relic = site.relics.pop(place)
    board.players[player].relics.append(relic)
    board.expose()                                      # Law 11 Homeland: a facedown relic taken faceup
    board.say(f"{board.players[player].name} takes {card_name(relic)} from {SITES[site.id].name}.")
    yield from update_title(board)                      # Law 2.11


# --- Muster (Law 5.2) and the Wake (Law 4.1.4) ------------------------------------------------------------------------

@hooks.contributes("muster.extra_warbands", "River", order=10)
def river_warbands(board, player: int) -> int:
    """River: mustering from a card there gains 1 extra warband if you rule it."""
    here = board.players[player].site
    return 1 if site_name(board, here) == "River" and rules(board, player, here) else 0


@hooks.contributes("wake.opportunity", "Mine, Salt Flats, Drowned City")
def opportunity(board, slot: int) -> bool:
    """Law 4.1.4 Opportunity (cards.md 5)."""
    return site_name(board, slot) in OPPORTUNITIES


# --- The Tribunal (Law 6.2, 7.3.2, 7.6.3) -----------------------------------------------------------------------------

asks("tribunal terms", "The Tribunal: how much of each", {"give favor": COUNT}, {"give secrets": COUNT},
     {"ask favor": COUNT}, {"ask secrets": COUNT})
asks("tribunal consent", "accept The Tribunal's deal", yes_no("accept"))


TERMS = (("give favor", "favor", "proposer"), ("give secrets", "secrets", "proposer"),
         ("ask favor", "favor", "partner"), ("ask secrets", "secrets", "partner"))


def terms(deal: dict) -> str:
    """A Tribunal deal in words, as its proposer made it."""
    parts = [f"{term} {count}" for term, count in deal.items() if count]
    return ", ".join(parts) or "nothing either way"


def tribunal_access(board, player: int) -> bool:
    """Law 7.1.1: you rule the faceup Tribunal or your pawn is there."""
    slot = slot_named(board, "The Tribunal")
    return slot is not None and (board.players[player].site == slot or rules(board, player, slot))


def tribunal_offers(board, player: int) -> list:
    if not tribunal_access(board, player):
        return []
    return [{"action": "tribunal", "with": other} for other in board.others(player)]


@action("tribunal", tribunal_offers, major=False)
def tribunal(board, player: int, move: dict):
    """The proposer names each amount in turn; the other player accepts or declines; an accepted deal binds."""
    partner = move["with"]
    proposer, other = board.players[player], board.players[partner]
    deal = {}
    for term, token, owner in TERMS:
        giver = player if owner == "proposer" else partner
        most = favor_of(board, giver) if token == "favor" else board.players[giver].secrets
        if token == "secrets" and hooks.some("secrets.give_forbidden", board, giver):     # Vow of Silence
            most = 0
        answer = yield from ask(player, "tribunal terms", f"The Tribunal: {term}?",
                                [{term: count} for count in range(most + 1)], source="The Tribunal")
        deal[term] = answer[term]
    reply = yield from ask(partner, "tribunal consent", f"The Tribunal: accept {proposer.name}'s deal ({terms(deal)})?",
                           [{"accept": True}, {"accept": False}], source="The Tribunal")
    if not reply["accept"]:
        board.say(f"{other.name} declines {proposer.name}'s deal at the Tribunal.")
        return
    give_favor(board, player, partner, deal["give favor"])
    give_favor(board, partner, player, deal["ask favor"])
    proposer.secrets += deal["ask secrets"] - deal["give secrets"]
    other.secrets += deal["give secrets"] - deal["ask secrets"]
    board.say(f"{other.name} accepts {proposer.name}'s deal at the Tribunal: {terms(deal)}.")
