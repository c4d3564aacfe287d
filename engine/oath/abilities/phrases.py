"""The phrases many cards' texts share, each written once (STYLE: a card calls them, never rewrites them): a card
named, a choice asked only when it is one (Law 7.1.3), "a player at your site", a peek, a discard at a site, favor
taken from any one bank, the cards a player rules, a modifier chosen with its action, "if this site is targeted",
a Campaign from another site. No card is written here."""

from ..actions.campaign import campaign as campaign_action
from ..actions.campaign import defenders
from ..actions.minor import become_citizen
from ..actions.trade import card_on_map
from ..battle import attacking, enemies, your_side
from ..cards import SUITS, card_name, card_named
from ..powers import adviser_holder, has_access, locate
from ..rules import (
    ask,
    discard_cards,
    discard_order,
    gain_favor,
    holds_banner,
    note_site_discard,
    sites_ruled,
    suit_of,
    take_reliquary_relic,
)
from ..state import DARKEST_SECRET
from ..victory import update_title
from ..vocabulary import BANK, COLOUR, PLACE, REGION, SEAT, SLOT, asks

# --- the decision kinds several cards ask ----------------------------------------------------------------------------

asks("favor bank", "take or gain favor from which bank", BANK)
asks("kill warband", "kill a warband: on whose board, of which colour, or where",
     {"kill": SEAT}, {"colour": COLOUR}, {"kill": "site", "slot": SLOT, "colour": COLOUR},
     {"kill": "board", "player": SEAT})
asks("discard pile", "which region's discard pile", {"pile": REGION})
asks("exchange partner", "with whom to exchange", {"with": SEAT})
asks("reliquary space", "which Reliquary relic", {"space": PLACE})


# --- naming cards -----------------------------------------------------------------------------------------------------

def named(name: str) -> int:
    return card_named(name).id


def face(name: str) -> int:
    """The save id of the edifice face called `name`."""
    edifice = card_named(name)
    return edifice.ruin_id if edifice.ruin.name == name else edifice.id


# --- asking (Law 7.1.3) -----------------------------------------------------------------------------------------------

def choose(player: int, kind: str, prompt: str, choices: list, source: str):
    """A forced choice: asked only when there is more than one answer."""
    if len(choices) == 1:
        return choices[0]
    return (yield from ask(player, kind, prompt, choices, source=source))


# --- your site, peeking and discarding (Law 10 "Your site", "Peek", "Discard") ----------------------------------------

def others_here(use) -> list[int]:
    """The other players whose pawns are at your site (Law 10 "Your site")."""
    return [other for other in use.board.others(use.player) if use.board.players[other].site == use.me.site]


def your_region(use) -> str:
    return use.board.region_of(use.me.site)


def peek(use, what: str, cards: list) -> None:
    """Law 10 "Peek": only the user sees the faces; the others learn what was looked at."""
    use.me.seen.append({"what": what, "cards": list(cards)})
    faces = ", ".join(map(card_name, cards)) or "nothing"
    use.board.say(f"{use.me.name} peeks at {what}.", use.player, f"You peek at {what}: {faces}.")


def discard_from_site(board, player: int, slot: int, cards: list):
    """Law 10 "Discard": cards at a site go to the pile after that site's region, in the order the discarding
    player chooses; each is noted for Homeland (Law 11)."""
    site = board.sites[slot]
    for card in cards:
        site.cards.remove(card)
        note_site_discard(board, slot, card)
    ordered = yield from discard_order(player, cards, source="Discard", named="Discard (Law 10)")
    discard_cards(board, player, ordered, board.region_of(slot))


# --- favor (Law 9.3, 10 "Gain", "Take") -------------------------------------------------------------------------------

def some_bank_has_favor(use) -> bool:
    return any(use.board.favor_banks.values())


def take_from_bank(use, count: int, source: str):
    """Take `count` favor from any one bank the user names (Law 9.3: as much as it holds)."""
    choices = [{"bank": suit} for suit in SUITS if use.board.favor_banks[suit]]
    move = yield from choose(use.player, "favor bank", f"{source}: take favor from which bank?", choices, source)
    taken = gain_favor(use.board, use.player, move["bank"], count)
    use.board.say(f"{source}: {use.me.name} takes {taken} favor from the {move['bank']} bank.")


# --- what a player rules and is (Law 10 "Rule", 4, 7.6.1) -------------------------------------------------------------

def ruled_cards(board, player: int) -> list:
    """Law 10 "Rule": your own advisers and every card at a site you rule (a faceup site, Law 10)."""
    return list(board.players[player].advisers) + [card for slot in sites_ruled(board, player)
                                                   for card in board.sites[slot].cards]


def ruled_suits(board, players) -> set:
    """The suits among the cards these players rule; a facedown card has no suit (Law 5.1.4.II), nor a relic."""
    return {suit_of(card) for player in players for card in ruled_cards(board, player)} - {None}


def faceup_in(advisers: list, card_id: int) -> bool:
    """The card is faceup in this row of advisers: a facedown card has no power (Law 5.1.4.II)."""
    for card in advisers:       # a plain loop: every persistent power of an adviser asks it
        if card.id == card_id and card.faceup:
            return True
    return False


def adviser_suits(board, player: int) -> set:
    """The suits of your faceup advisers (a facedown adviser has none, Law 5.1.4.II)."""
    return {suit_of(card) for card in board.players[player].advisers} - {None}


def turn_order(board) -> list[int]:
    """Law 4 (intro): turns go from the Chancellor, then clockwise; the Ledergames FAQ on The Gathering reads a
    When Played power's "in turn order" the same way, from the Chancellor, whoever played the card."""
    chancellor = board.chancellor()
    return [chancellor] + board.others(chancellor)


def forced_citizenship(use, source: str, relic: bool):
    """Law 7.6.1: "you may become a Citizen" (6.6.2 without an offer): asked, then steps 1-6; a Reliquary relic
    taken without peeking comes after them, as the offered one does (Law 6.6.2). An empty Reliquary gives none
    (Law 9.3)."""
    board = use.board
    move = yield from ask(use.player, "citizenship", f"{source}: become a Citizen?",
                          [{"accept": True}, {"accept": False}], source=source)
    if not move["accept"]:
        return
    yield from become_citizen(board, use.player)
    spaces = [{"space": space} for space, held in enumerate(board.reliquary) if held is not None]
    if relic and spaces:
        move = yield from choose(use.player, "reliquary space", f"{source}: take which Reliquary relic, unseen?",
                                 spaces, source)
        take_reliquary_relic(board, use.player, move["space"])
    yield from update_title(board)


# --- modifiers (Law 7.4) ----------------------------------------------------------------------------------------------

def chosen_with(card_id: int):
    """A hook answer (board, player, cards) for a modifier whose effect is being chosen with the action."""
    return lambda board, player, cards: card_id in cards


def bound(board, player: int, card_id: int) -> bool:
    """A mandatory modifier binds the player who has access to it (Law 7.1.1, 7.4.1)."""
    place = locate(board, card_id)
    return place is not None and has_access(board, player, place)


def card_here(board, player: int, card_id: int):
    """The card a Muster or Trade move names: at the player's site, or at another (Map Library); ids are unique."""
    return next((card for site in board.sites for card in site.cards if card.id == card_id), None)


def on_suit(suit: str):
    def fits(board, player, move):
        card = card_here(board, player, move["card"])
        return bool(card) and suit_of(card) == suit
    return fits


def traded_suit(board, move: dict) -> str | None:
    return suit_of(card_on_map(board, move["card"]))


# --- battle plans and campaigns (Law 5.5, 7.5) ------------------------------------------------------------------------

def keep_targeted(use) -> bool:
    return use.place.zone == "site" and use.place.slot in use.campaign.sites()


def holds_darkest_secret(use) -> bool:
    return any(holds_banner(use.board, index, DARKEST_SECRET) for index in your_side(use))


def surviving_force(use) -> dict:
    """The enemy's force left after the defeat, by the board it stands on now (Law 5.5.6: survivors at sites
    went to the defender's board, or the Chancellor's for an Imperial defender)."""
    board, campaign = use.board, use.campaign
    if not attacking(use):
        return {campaign.attacker: board.players[campaign.attacker].warbands}
    if campaign.against_bandits:
        return {}                   # bandits are never killed, moved or caged (Law 7.6.5)
    where = board.chancellor() if campaign.is_imperial(board, campaign.defender) else campaign.defender
    left = {}
    for (kind, index), count in campaign.survivors.items():
        holder = where if kind == "site" else index
        left[holder] = min(board.players[holder].warbands, left.get(holder, 0) + count)
    return {holder: count for holder, count in left.items() if count}


def used_plan(campaign, card_id: int):
    """The plan `card_id` as used in this Campaign (battle.Used), or None."""
    return next((each for each in campaign.plans if each.card == card_id), None)


def enemy_holds(board, campaign, user, card_id: int) -> bool:
    """Law 10 "Your enemy": the attacker's plans are used against the defender and every Ally, a defending plan (the
    bandits' too) against the attacker; the persistent power is on while the card is one of that enemy's faceup
    advisers (adviser only, Law 7.1.4)."""
    return adviser_holder(board, card_id) in enemies(campaign, user)


def campaigns_from(use, sites: list) -> list:
    """Every Campaign the power offers: from one of `sites`, against a defender eligible there (Law 5.5.1 read with
    the pawn at that site)."""
    return [{"at": slot, "defender": defender} for slot in sites for defender in defenders(use.board, use.player, slot)]


def campaign_from(use, kind: str, sites: list):
    """Campaign at the chosen site as if the pawn were there, paying no Supply (Law 7.6.2), the attacker's warbands
    at that site in its force (Campaign.at). Choosing site and defender is one choice; the power is used, so the
    Campaign is made (Law 7.1.3)."""
    move = yield from choose(use.player, kind, f"{card_name(use.card)}: campaign from which site, against whom?",
                             campaigns_from(use, sites), card_name(use.card))
    return (yield from campaign_action(use.board, use.player, {"action": "campaign", "defender": move["defender"],
                                                              "free": True, "at": move["at"]}))
