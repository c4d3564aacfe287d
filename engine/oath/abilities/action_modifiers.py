"""Major-action modifiers (Law 7.4) of the Archive's Muster, Trade and Travel denizens, each written like its card
(cards.md; numbers are printed card numbers, the engine id is one less). As in modifiers.py, a modifier is
registered with the action it changes (modifying.py) and answers that action's hook points (hooks.py) while
`applied`; a "must" modifier (Law 7.4.1) binds whoever has access to it, so what it forbids is read before its
action starts too (`bound`).
"""

from .. import hooks
from ..actions.campaign import defenders, free_campaign
from ..actions.trade import card_on_map, trade_favor
from ..cards import SITES, SUITS, card_named
from ..modifying import applied, modifier
from ..powers import has_access, locate, site_of
from ..rules import gain_favor, kill_at_site, kill_from_board, suit_of
from ..victory import update_title
from .modifiers import chosen_with
from .powers_played import choose


def named(name: str) -> int:
    return card_named(name).id


(INITIATION_RITE, DOWNTRODDEN, KNIGHTS_ERRANT, ROWDY_PUB, VOW_OF_BEASTKIN, SECRET_SIGNAL, MAP_LIBRARY,
 AWAITED_RETURN, BIRDSONG, PORTAL, TYRANT, SPECIAL_ENVOY, HOSPITALITY, A_FAST_STEED) = map(
    named, ("Initiation Rite", "Downtrodden", "Knights Errant", "Rowdy Pub", "Vow of Beastkin", "Secret Signal",
            "Map Library", "Awaited Return", "Birdsong", "Portal", "Tyrant", "Special Envoy", "Hospitality",
            "A Fast Steed"))


def bound(board, player: int, card_id: int) -> bool:
    """A mandatory modifier binds the player who has access to it (Law 7.1.1, 7.4.1)."""
    place = locate(board, card_id)
    return place is not None and has_access(board, player, place)


def adviser_suits(board, player: int) -> set:
    """The suits of your faceup advisers (a facedown adviser has none, Law 5.1.4.II)."""
    return {suit_of(card) for card in board.players[player].advisers} - {None}


def traded_suit(board, move: dict) -> str | None:
    return suit_of(card_on_map(board, move["card"]))


# --- Muster (Law 5.2) -------------------------------------------------------------------------------------------

@modifier(INITIATION_RITE, "Muster", mandatory=True)
def initiation_rite(use):
    """73 Initiation Rite (adviser only, locked). You must pay with a secret instead of a favor when mustering.
    The secret goes where the favor would (Law 5.2.1): onto the card, which must hold no favor and no secret, and
    it comes back at Rest (Law 4.3.2). With no secret of your own you cannot muster at all (Law 7.4.1)."""


@hooks.contributes("muster.pays_secret", "Initiation Rite", card=INITIATION_RITE)
def rite_secret(board, player: int) -> bool:
    return bound(board, player, INITIATION_RITE)


def fewest_favor(board, player: int, move: dict) -> bool:
    """The card's favor bank holds fewer favor than every other bank; a tie for fewest is not "strictly"."""
    suit = suit_of(card_on_map(board, move["card"]))
    return all(board.favor_banks[suit] < board.favor_banks[other] for other in SUITS if other != suit)


@modifier(DOWNTRODDEN, "Muster", fits=fewest_favor)
def downtrodden(use):
    """81 Downtrodden. Gain 2 extra warbands when mustering on a card whose favor bank holds strictly the fewest
    favor. Read at the start of the Muster (Law 7.4), offered only for such a card; the favor the Muster puts on
    the card does not go to its bank (Law 5.2.1), so nothing changes it before the warbands are gained."""


@hooks.contributes("muster.extra_warbands", "Downtrodden", order=30, card=DOWNTRODDEN)
def downtrodden_warbands(board, player: int) -> int:
    return 2 if applied(board, DOWNTRODDEN) else 0


@modifier(KNIGHTS_ERRANT, "Muster", fits=lambda board, player, move: bool(defenders(board, player)))
def knights_errant(use):
    """120 Knights Errant. After mustering you may campaign, paying no Supply. Asked once the Muster's warbands are
    gained (muster.after), as Second Wind asks its Campaign (`free_campaign`); it is a whole Campaign (Law 5.5) with
    its own battle plans, the player may decline it, and nothing of it is paid in Supply (Law 7.6.2 read for
    Campaign). Offered only where someone could be attacked, since mustering changes no defender (Law 5.5.1)."""


@hooks.contributes("muster.after", "Knights Errant", order=90, card=KNIGHTS_ERRANT)
def knights_campaign(board, player: int):
    if applied(board, KNIGHTS_ERRANT):
        yield from free_campaign(board, player, "knights errant campaign",
                                 "Knights Errant: campaign, paying no Supply?", "Knights Errant")


@modifier(ROWDY_PUB, "Muster", fits=lambda board, player, move: move["card"] == ROWDY_PUB)
def rowdy_pub(use):
    """144 Rowdy Pub (site only). Gain one extra warband when mustering from Rowdy Pub: when Rowdy Pub is the card
    the Muster puts its favor on (Law 5.2.1), so only while your pawn is at its site."""


@hooks.contributes("muster.extra_warbands", "Rowdy Pub", order=30, card=ROWDY_PUB)
def rowdy_pub_warband(board, player: int) -> int:
    return 1 if applied(board, ROWDY_PUB) else 0


@modifier(VOW_OF_BEASTKIN, "Muster", mandatory=True)
def vow_of_beastkin(use):
    """196 Vow of Beastkin (adviser only, locked). You must muster on a card matching one of your advisers' suits,
    but you gain one extra warband. Your faceup advisers, the Vow itself (Beast) among them (Law 7.4.1)."""


@hooks.contributes("muster.card_allowed", "Vow of Beastkin", card=VOW_OF_BEASTKIN)
def beastkin_card(board, player: int, card) -> bool:
    return not bound(board, player, VOW_OF_BEASTKIN) or suit_of(card) in adviser_suits(board, player)


@hooks.contributes("muster.extra_warbands", "Vow of Beastkin", order=30, card=VOW_OF_BEASTKIN)
def beastkin_warband(board, player: int) -> int:
    return 1 if applied(board, VOW_OF_BEASTKIN) else 0


# --- Trade (Law 5.3) ---------------------------------------------------------------------------------------------

def gains_one_favor(board, player: int, move: dict) -> bool:
    return trade_favor(board, player, traded_suit(board, move), move["for"]) == 1


@modifier(SECRET_SIGNAL, "Trade", fits=gains_one_favor)
def secret_signal(use):
    """55 Secret Signal (adviser only). If you would gain exactly one favor, gain one more. Either way of trading
    (Law 5.3.2), counted with the Trade's other extra favor (Careless, trade.extra_favor) and before the bank's
    limit (Law 9.3); offered only for a Trade that would gain exactly one."""


@hooks.contributes("trade.favor", "Secret Signal", order=50, card=SECRET_SIGNAL)
def signal_favor(favor: int, board, player: int) -> int:
    return favor + 1 if applied(board, SECRET_SIGNAL) and favor == 1 else favor


def at_map_library(board, player: int) -> bool:
    return board.players[player].site == site_of(board, MAP_LIBRARY)


def region_sites(board, player: int) -> list:
    """The other faceup sites of your pawn's region (a facedown site holds no cards, Law 2.8.1)."""
    here = board.players[player].site
    return [slot for slot, site in enumerate(board.sites)
            if slot != here and site.faceup and board.region_of(slot) == board.region_of(here)]


def elsewhere_in_region(board, player: int, move: dict) -> bool:
    slot = next(slot for slot, site in enumerate(board.sites) if any(c.id == move["card"] for c in site.cards))
    return at_map_library(board, player) and slot in region_sites(board, player)


@modifier(MAP_LIBRARY, "Trade", fits=elsewhere_in_region)
def map_library(use):
    """76 Map Library (site only). While your pawn is at this site you may trade with a card at any site in your
    region. The card obeys Law 5.3.2 as if it were at your site (a denizen or intact edifice holding no favor and no
    secret); offered only for a card at another site, your own site's cards needing no modifier."""


@hooks.contributes("trade.other_sites", "Map Library", card=MAP_LIBRARY)
def library_sites(board, player: int) -> list:
    return region_sites(board, player) if at_map_library(board, player) else []


hooks.contributes("trade.other_site", "Map Library", card=MAP_LIBRARY)(chosen_with(MAP_LIBRARY))


@modifier(AWAITED_RETURN, "Trade", fits=lambda board, player, move: board.players[player].warbands >= 1)
def awaited_return(use):
    """150 Awaited Return. Trading costs no Supply if you sacrifice one warband from your board. Sacrificed (killed,
    Law 10) at the start of the Trade (Law 7.4); offered only with a warband on your board."""
    kill_from_board(use.board, use.player, 1)
    use.board.say(f"Awaited Return: {use.me.name} sacrifices a warband from their board.")


hooks.contributes("trade.spares_supply", "Awaited Return", card=AWAITED_RETURN)(chosen_with(AWAITED_RETURN))


@modifier(BIRDSONG, "Trade", fits=lambda board, player, move: traded_suit(board, move) in ("Beast", "Nomad"))
def birdsong(use):
    """176 Birdsong (adviser only). Trading with a Beast or Nomad card costs no Supply."""


hooks.contributes("trade.spares_supply", "Birdsong", card=BIRDSONG)(chosen_with(BIRDSONG))


# --- Travel (Law 5.6) --------------------------------------------------------------------------------------------

def to_or_from_portal(board, player: int, move: dict) -> bool:
    portal = site_of(board, PORTAL)
    return portal is not None and portal in (move["to"], board.players[player].site)


@modifier(PORTAL, "Travel", fits=to_or_from_portal)
def portal(use):
    """58 Portal (site only, 1 secret). Travelling to or from this site costs no Supply and ignores site powers.
    Going to it needs access without the pawn there: ruling it (Law 7.1.1). Ignoring site powers is read as for
    Forest Paths (modifiers.py): those of the site left (Shrouded Wood) and of the destination (Narrow Pass, The
    Hidden Place)."""


hooks.contributes("travel.spares_supply", "Portal", card=PORTAL)(chosen_with(PORTAL))
hooks.contributes("travel.ignores_site_powers", "Portal", card=PORTAL)(chosen_with(PORTAL))


@modifier(TYRANT, "Travel", mandatory=True)
def tyrant(use):
    """111 Tyrant (adviser only, locked). You must kill a warband (even your own) at the site you travel to, if
    able. On arriving (Law 5.6.2); its holder picks the colour among those there. Bandits are never killed (Law
    7.6.5), so a site with only bandits asks nothing."""


@hooks.contributes("travel.after", "Tyrant", order=30, card=TYRANT)
def tyrant_kills(board, player: int):
    if not applied(board, TYRANT):
        return
    slot = board.players[player].site
    site = board.sites[slot]
    colours = [{"kill": colour} for colour, count in site.warbands.items() if count]
    if not colours:
        return
    move = yield from choose(player, "tyrant", "Tyrant: kill a warband of which colour?", colours, "Tyrant")
    kill_at_site(board, slot, move["kill"], 1)
    board.say(f"Tyrant: {board.players[player].name} kills a {move['kill']} warband at {SITES[site.id].name}.")
    yield from update_title(board)                      # rule of a site counts toward the Oath (Law 2.11)


@modifier(SPECIAL_ENVOY, "Travel")
def special_envoy(use):
    """158 Special Envoy. Travel costs no Supply, but after travelling your Act phase ends (as Law 6.8 ends it:
    the Rest phase follows, flow.act)."""


hooks.contributes("travel.spares_supply", "Special Envoy", card=SPECIAL_ENVOY)(chosen_with(SPECIAL_ENVOY))


@hooks.contributes("travel.after", "Special Envoy", order=90, card=SPECIAL_ENVOY)
def envoy_ends_act(board, player: int) -> None:
    if applied(board, SPECIAL_ENVOY):
        board.phase = "rest"
        board.say(f"Special Envoy: {board.players[player].name}'s Act phase ends.")


def welcoming_suits(board, player: int, slot: int) -> list:
    """Suits of a card at the site and of one of your advisers, whose bank has favor to give (Law 7.1.3)."""
    there = {suit_of(card) for card in board.sites[slot].cards} if board.sites[slot].faceup else set()
    return [suit for suit in SUITS if suit in there & adviser_suits(board, player) and board.favor_banks[suit]]


@modifier(HOSPITALITY, "Travel", fits=lambda board, player, move: bool(welcoming_suits(board, player, move["to"])))
def hospitality(use):
    """171 Hospitality (adviser only). After travelling, gain 1 favor from a bank whose suit matches both a card at
    your site and one of your advisers (Hospitality itself is a Nomad adviser). Offered for a destination with such
    a card; the player picks the bank when several fit."""


@hooks.contributes("travel.after", "Hospitality", order=30, card=HOSPITALITY)
def hospitality_favor(board, player: int):
    if not applied(board, HOSPITALITY):
        return
    suits = welcoming_suits(board, player, board.players[player].site)
    if not suits:
        return
    move = yield from choose(player, "hospitality", "Hospitality: gain 1 favor from which bank?",
                             [{"suit": suit} for suit in suits], "Hospitality")
    gain_favor(board, player, move["suit"], 1)
    board.say(f"Hospitality: {board.players[player].name} gains 1 favor from the {move['suit']} bank.")


@modifier(A_FAST_STEED, "Travel", fits=lambda board, player, move: board.players[player].warbands <= 3)
def a_fast_steed(use):
    """172 A Fast Steed (1 favor). Travel costs no Supply if you have three or fewer warbands on your board. Counted
    at the start of the Travel (Law 7.4)."""


hooks.contributes("travel.spares_supply", "A Fast Steed", card=A_FAST_STEED)(chosen_with(A_FAST_STEED))
