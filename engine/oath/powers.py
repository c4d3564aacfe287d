"""Card powers (Law 7): who has access, what a power costs and how it is paid, and the registry the cards'
modules fill. Written once; each card's powers live beside its text in abilities/ (by suit) and call these.

A power is registered against a card id with its kind:
- "action": an ACTION: power, used as an action of the Act phase (Law 6.2, 7.3.2);
- "when_played": runs when its card is played faceup (Law 7.3.3);
- "rest": a REST: power, each at most once at the end of Rest (Law 4.3.5, 7.3.4);
- "wake": a WAKE: power (Law 7.3.1);
- "battle_plan": used in Campaign step 3 by a side that rules the card (Law 7.5);
- "modifier": modifies a major action, chosen at its start (Law 7.4);
- "persistent": always on for whom the card describes (Law 7.1.4): read by the rules it changes.
"""

from dataclasses import dataclass
from typing import Callable

from engine.core.effects import run

from . import hooks
from .cards import CARDS, DENIZENS, GRAND_SCEPTER, RELICS, Cost, Edifice, card_name
from .rules import favor_burnt, favor_of, rules, spend_favor, suit_of
from .state import Card

KINDS = ("action", "when_played", "rest", "wake", "battle_plan", "modifier", "persistent")


@dataclass(frozen=True)
class Power:
    card: int
    kind: str
    effect: Callable                    # (use: Use), for every kind but "persistent": a generator if it asks
                                        # anything, else a plain function (engine.core.effects)
    modifies: str | None = None         # a modifier's major action: Search, Muster, Trade, Recover, Campaign, Travel
    side: str = "AD"                    # a battle plan's users: "A" attacker, "D" defender, "AD" either (Law 7.5)
    usable: Callable | None = None      # (use) -> bool: the power's own condition, when it has one
    cost: Cost | None = None            # None: the card's printed cost


POWERS: dict[int, list[Power]] = {}
# The same powers by kind, card id -> that card's powers of the kind in registration order: who may use a power of one
# kind looks only at the cards that have one (most cards in play have none of the kind asked).
POWERS_BY_KIND: dict[str, dict[int, tuple[Power, ...]]] = {kind: {} for kind in KINDS}


def power(card_id: int, kind: str, **details):
    """Register the decorated function as a power of the card `card_id`."""
    assert kind in KINDS, kind

    def register(effect):
        added = Power(card_id, kind, effect, **details)
        POWERS.setdefault(card_id, []).append(added)
        of_kind = POWERS_BY_KIND[kind]
        of_kind[card_id] = of_kind.get(card_id, ()) + (added,)
        return effect

    return register


def powers_of(card_id: int, kind: str) -> tuple[Power, ...]:
    return POWERS_BY_KIND[kind].get(card_id, ())


def printed_cost(card_id: int) -> Cost:
    """The cost printed on the card (an edifice: on the face it shows)."""
    if card_id in DENIZENS:
        return DENIZENS[card_id].cost
    if isinstance(CARDS.get(card_id), Edifice):
        return CARDS[card_id].face(card_id).cost
    if card_id == GRAND_SCEPTER.id:
        return GRAND_SCEPTER.cost
    return RELICS[card_id].cost if card_id in RELICS else Cost()


# --- where a card is, and who may use it (Law 7.1.1, 7.5.1) ---------------------------------------------------------

@dataclass(frozen=True)
class Place:
    """Where a faceup card with a power lies: "adviser" (of `owner`), "site" (at `slot`) or "relic" (held by
    `owner`)."""

    zone: str
    owner: int | None = None
    slot: int | None = None


class _Places(dict):
    """The places of one zone by seat or slot, each made once when first asked: a Place never changes, and a listing
    asks where cards lie thousands of times."""

    def __init__(self, zone: str, by: str):
        super().__init__()
        self.zone, self.by = zone, by

    def __missing__(self, key: int) -> Place:
        made = self[key] = Place(self.zone, **{self.by: key})
        return made


ADVISER, RELIC, SITE = _Places("adviser", "owner"), _Places("relic", "owner"), _Places("site", "slot")


def locate(board, card_id: int) -> Place | None:
    """Where a faceup card with a power lies, or None; a card of the Archive is nowhere (asked first: most of the
    box's cards are in it, and every persistent power asks where its card is). While the Act phase lists its moves,
    every card's place is found in one look (Board.listing)."""
    facts = board.listing_facts()
    if facts is not None:
        found = facts.get("places")
        if found is None:
            found = facts["places"] = places(board)
        return found.get(card_id)
    if board.archived(card_id):
        return None
    for index, held in enumerate(board.players):      # plain loops: asked thousands of times a game
        for card in held.advisers:
            if card.id == card_id and card.faceup:
                return ADVISER[index]
        if card_id in held.relics:
            return RELIC[index]
    for slot, site in enumerate(board.sites):
        if site.faceup:
            for card in site.cards:
                if card.id == card_id and card.faceup:
                    return SITE[slot]
    return None


def places(board) -> dict:
    """Card id -> where it lies, for every card `locate` finds, as `locate` finds it (the first place it looks)."""
    found = {}
    archived = board.archived_ids()                 # nowhere, wherever else it may be
    for index, held in enumerate(board.players):
        for card in held.advisers:
            if card.faceup and card.id not in found and card.id not in archived:
                found[card.id] = ADVISER[index]
        for relic in held.relics:
            if relic not in found and relic not in archived:
                found[relic] = RELIC[index]
    for slot, site in enumerate(board.sites):
        if site.faceup:
            for card in site.cards:
                if card.faceup and card.id not in found and card.id not in archived:
                    found[card.id] = SITE[slot]
    return found


def adviser_holder(board, card_id: int) -> int | None:
    """The seat with this card faceup among its advisers ("you" on an adviser-only card, Law 7.1.4), else None."""
    place = locate(board, card_id)
    return place.owner if place is not None and place.zone == "adviser" else None


def site_of(board, card_id: int) -> int | None:
    """The slot of the faceup site where this card lies faceup, else None."""
    place = locate(board, card_id)
    return place.slot if place is not None and place.zone == "site" else None


def rules_card(board, player: int, place: Place, battle_plan: bool = False) -> bool:
    """Law 10 "Rule": your own advisers, every card at a site you rule; held relics count as ruled by their holder
    (digest E.6.11)."""
    masked = hooks.first("rule.card", board, player, place, battle_plan)      # Grand Mask
    if masked is not None:
        return masked
    if place.zone in ("adviser", "relic"):
        return place.owner == player
    return rules(board, player, place.slot)


def has_access(board, player: int, place: Place) -> bool:
    """Law 7.1.1: you rule the card, or your pawn is at the card's site."""
    return rules_card(board, player, place) or (place.zone == "site" and board.players[player].site == place.slot)


def accessible(board, player: int, kind: str) -> tuple[tuple[Power, Place], ...]:
    """Every power of `kind` on a faceup card this player has access to (battle plans: only those it rules), or
    may use as if their pawn were at its site (hook power.access_as_if: Small Friends), in a fixed order: advisers,
    relics, then sites by slot. Asked for every move the Act phase lists, so worked out once a listing
    (Board.remembered: who has access moves with cards, warbands and pawns, never with favor or secrets)."""
    return board.remembered(("accessible", player, kind), _accessible, board, player, kind)


def _accessible(board, player: int, kind: str) -> tuple[tuple[Power, Place], ...]:
    found = []
    battle_plan = kind == "battle_plan"
    for card_id, place in faceup_cards(board, POWERS_BY_KIND[kind]):
        for each in powers_of(card_id, kind):
            allowed = rules_card(board, player, place, True) if battle_plan else (
                has_access(board, player, place) or hooks.some("power.access_as_if", board, player, each, place))
            if allowed:
                found.append((each, place))
    return tuple(found)


def faceup_cards(board, among=None):
    """The faceup cards in play and where they lie (of those in `among`, if given)."""
    for index, held in enumerate(board.players):
        for card in held.advisers:
            if card.faceup and (among is None or card.id in among):
                yield card.id, ADVISER[index]
        for relic in held.relics:
            if among is None or relic in among:
                yield relic, RELIC[index]
    for slot, site in enumerate(board.sites):
        if site.faceup:
            for card in site.cards:
                if card.faceup and (among is None or card.id in among):
                    yield card.id, SITE[slot]


def relic_tokens_unkept(board, player: int) -> bool:
    """Whether a relic the player holds, with an Action power or a modifier, has no place kept for its tokens yet
    (Board.relic_tokens): weighing such a power's cost (usable, as the player's Act phase lists its moves) keeps one
    (card_at), a change to the board. A held relic's powers are the holder's alone (Law 7.1.1: rules_card; the
    hooks rule.card and power.access_as_if answer for cards at sites only)."""
    actions, modifiers, kept = POWERS_BY_KIND["action"], POWERS_BY_KIND["modifier"], board.relic_tokens
    return any((relic in actions or relic in modifiers) and str(relic) not in kept
               for relic in board.players[player].relics)


def card_at(board, card_id: int, place: Place) -> Card:
    """The card object that carries tokens: an adviser or a card at a site; a held relic's tokens are kept in
    Board.relic_tokens (Law 4.3.2 sweeps them at Rest)."""
    if place.zone == "adviser":
        return next(c for c in board.players[place.owner].advisers if c.id == card_id)
    if place.zone == "site":
        return next(c for c in board.sites[place.slot].cards if c.id == card_id)
    return board.relic_tokens.setdefault(str(card_id), Card(card_id))


# --- paying (Law 7.1.2, 7.5.3, 9.5) --------------------------------------------------------------------------------

def can_pay(board, player: int, card: Card, cost: Cost, battle_plan: bool = False) -> bool:
    """You own what the cost asks (facedown secrets pay nothing), and a card holding favor or secrets takes no
    more, except for a battle plan (Law 7.5.3)."""
    held = board.players[player]
    places = cost.place_favor or cost.place_secrets
    if places and (card.favor or card.secrets) and not battle_plan:
        return False
    return favor_of(board, player) >= cost.place_favor + cost.burn_favor and \
        held.secrets >= cost.place_secrets + cost.burn_secrets


def pay(board, player: int, card: Card, cost: Cost, suit: str | None) -> None:
    """Law 7.1.2: put favor and secrets on the card (outside your turn, favor goes to the card's suit's bank and
    secrets stay facedown on your board), burn the rest to the shared bank."""
    held = board.players[player]
    own_turn = board.turn == player and board.phase != "setup"
    spend_favor(board, player, cost.place_favor + cost.burn_favor)
    held.secrets -= cost.place_secrets + cost.burn_secrets
    favor_burnt(board, player, cost.burn_favor)
    if own_turn:
        card.favor += cost.place_favor
        card.secrets += cost.place_secrets
    else:
        if suit:
            board.favor_banks[suit] += cost.place_favor
        else:
            board.favor_pool += cost.place_favor
        held.hidden_secrets += cost.place_secrets


@dataclass
class Use:
    """One use of a power: the board, the player using it, the card and where it lies; effects read these."""

    board: object
    player: int
    power: Power
    place: Place
    campaign: object = None             # the Campaign, for battle plans

    @property
    def card(self) -> int:
        return self.power.card

    @property
    def me(self):
        return self.board.players[self.player]

    @property
    def site(self):
        """The user's site (Law 10 "Your site")."""
        return self.board.sites[self.me.site]


def cost_of(each: Power) -> Cost:
    return each.cost or printed_cost(each.card)


def cost_in(board, player, each: Power, campaign=None) -> Cost:
    """Law 7.1.2: the power's cost; a battle plan's in a Campaign with what an enemy's persistent power adds to it
    (hook battle_plan.surcharge: Gleaming Armor, Insect Swarm)."""
    cost = cost_of(each)
    if each.kind != "battle_plan" or campaign is None:
        return cost
    for extra in hooks.gather("battle_plan.surcharge", board, campaign, player, each.card):
        cost = Cost(cost.place_favor + extra.place_favor, cost.place_secrets + extra.place_secrets,
                    cost.burn_favor + extra.burn_favor, cost.burn_secrets + extra.burn_secrets)
    return cost


def usable(board, player: int, each: Power, place: Place, campaign=None) -> bool:
    if each.usable and not each.usable(Use(board, player, each, place, campaign)):
        return False
    if hooks.some("power.forbidden", board, player, each, place, campaign):    # Law 7.1.4: Spell Breaker
        return False
    card = card_at(board, each.card, place)
    return can_pay(board, player, card, cost_in(board, player, each, campaign), battle_plan=each.kind == "battle_plan")


def use_power(board, player: int, each: Power, place: Place, campaign=None):
    """Pay the power's cost, then carry it out as fully as able (Law 7.1.2-7.1.3). Returns the power's result."""
    card = card_at(board, each.card, place)
    pay(board, player, card, cost_in(board, player, each, campaign), suit_of(card))
    board.say(f"{board.players[player].name} uses {card_name(each.card)}.")
    return (yield from run(each.effect(Use(board, player, each, place, campaign))))
