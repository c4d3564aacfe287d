"""Archive Trade modifiers that let their player act as if things were otherwise (Law 7, 7.4): Small Friends (as if
your pawn were at a Beast site) and Master of Disguise (as if you had another player's advisers). Each is chosen with
the Trade ("with", modifying.py) and answers the Trade's hook points (actions/trade.py), as Map Library does.
"""

from .. import hooks
from ..actions.trade import card_on_map
from ..cards import card_named
from ..modifying import applied, modifier
from ..powers import adviser_holder, has_access, locate
from ..rules import suit_of
from .modifiers import chosen_with
from .powers_played import choose

SMALL_FRIENDS, MASTER_OF_DISGUISE = card_named("Small Friends").id, card_named("Master of Disguise").id


# --- 177 Small Friends (Beast, adviser only) ------------------------------------------------------------------------

def beast_sites(board, player: int) -> list:
    """The faceup sites, other than your pawn's, holding a faceup Beast card (a denizen; no edifice is Beast)."""
    here = board.players[player].site
    return [slot for slot, site in enumerate(board.sites)
            if slot != here and site.faceup and any(suit_of(card) == "Beast" for card in site.cards)]


def at_beast_site(board, player: int, move: dict) -> bool:
    card = card_on_map(board, move["card"])
    return any(card in board.sites[slot].cards for slot in beast_sites(board, player))


@modifier(SMALL_FRIENDS, "Trade", fits=at_beast_site)
def small_friends(use):
    """177 Small Friends (MOD:Trade): "Act as if your pawn were at any site that has a Beast card (so you may trade
    there and use trade modifiers there)."

    Readings: the Trade is made with a card at such a site as if your pawn stood there, the card obeying Law 5.3.2
    as at your own site (a suited card holding no token, any suit: the Beast card makes the site eligible, not the
    card traded with); offered only for a card at another site, your own needing no modifier (as Map Library).
    "Use trade modifiers there": a Trade modifier lying at such a site is offered as if your pawn stood there
    (Law 7.1.1, hook power.access_as_if), but only chosen together with Small Friends for a Trade with a card at that
    same site (hook modifiers.together): acting as if your pawn were there is what lets you use it."""


@hooks.contributes("trade.other_sites", "Small Friends", card=SMALL_FRIENDS)
def small_friends_sites(board, player: int) -> list:
    return beast_sites(board, player) if adviser_holder(board, SMALL_FRIENDS) == player else []


hooks.contributes("trade.other_site", "Small Friends", card=SMALL_FRIENDS)(chosen_with(SMALL_FRIENDS))


@hooks.contributes("power.access_as_if", "Small Friends", card=SMALL_FRIENDS)
def small_friends_access(board, player: int, power, place) -> bool:
    return (power.kind == "modifier" and power.modifies == "Trade" and place.zone == "site"
            and place.slot in beast_sites(board, player) and adviser_holder(board, SMALL_FRIENDS) == player)


@hooks.contributes("modifiers.together", "Small Friends", card=SMALL_FRIENDS)
def there_with_small_friends(board, player: int, action: str, move: dict, cards: list) -> bool:
    """A modifier reached only as if your pawn were at its site goes with Small Friends, on a card at that site."""
    for card_id in cards:
        place = locate(board, card_id)
        if place is None or place.zone != "site" or has_access(board, player, place):
            continue
        traded = card_on_map(board, move["card"]) if action == "Trade" else None
        if SMALL_FRIENDS not in cards or not any(card is traded for card in board.sites[place.slot].cards):
            return False
    return True


# --- 78 Master of Disguise (Arcane, adviser only) -------------------------------------------------------------------

@modifier(MASTER_OF_DISGUISE, "Trade")
def master_of_disguise(use):
    """78 Master of Disguise (MOD:Trade): "When trading, act as if you had another player's advisers instead of your
    own (you cannot use your other advisers)."

    Readings: the other player is chosen as the modifier is used, at the start of the Trade (Law 7.4), among all
    the others, and their faceup advisers are the ones matching the traded card's suit (Law 5.3.2; a facedown
    adviser has no suit, 5.1.4.II). "You cannot use your other advisers": no other modifier among your advisers is
    chosen with it (hook modifiers.together). Their advisers' own Trade modifiers do not become yours: the
    card says whose advisers you count, and access to powers (Law 7.1.1) is left as the Law gives it."""
    board = use.board
    move = yield from choose(use.player, "disguise", "Master of Disguise: act as if you had whose advisers?",
                             [{"as": other} for other in board.others(use.player)], "Master of Disguise")
    board.as_if["advisers of"] = move["as"]
    board.say(f"Master of Disguise: {use.me.name} trades as if they had {board.players[move['as']].name}'s "
              "advisers.")


@hooks.contributes("trade.advisers_of", "Master of Disguise", card=MASTER_OF_DISGUISE)
def disguised_as(board, player: int):
    return board.as_if.get("advisers of") if applied(board, MASTER_OF_DISGUISE) else None


@hooks.contributes("modifiers.together", "Master of Disguise", card=MASTER_OF_DISGUISE)
def disguise_alone(board, player: int, action: str, move: dict, cards: list) -> bool:
    """With Master of Disguise chosen, none of your other advisers' modifiers."""
    if MASTER_OF_DISGUISE not in cards:
        return True
    return not any(card != MASTER_OF_DISGUISE and adviser_holder(board, card) == player for card in cards)
