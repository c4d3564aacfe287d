"""Oath card data, 1st edition (cards.md): denizens, sites, edifices, relics, Visions, banners, Oaths and
Reliquary slots, read once from data/cards.json. Ids are the official TTS mod's save ids
(chronicle-format 2.2); sites have their own id range, so they are kept apart from the cards."""

import json
from dataclasses import dataclass
from importlib.resources import files

SUITS = ("Discord", "Arcane", "Order", "Hearth", "Beast", "Nomad")  # Law 8.4 cycle = favor-bank order


@dataclass(frozen=True)
class Cost:
    """Tokens placed on the card, or burnt, each time its power is used (Law 7.1.2)."""

    place_favor: int = 0
    place_secrets: int = 0
    burn_favor: int = 0
    burn_secrets: int = 0


@dataclass(frozen=True)
class Denizen:
    id: int
    number: int  # printed card number = id + 1
    name: str
    suit: str
    restriction: str  # "none", "site" (site only) or "adviser" (adviser only), Law 7.2
    locked: bool
    power_type: str  # legend at the top of cards.md
    cost: Cost
    effect: str
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Site:
    id: int
    name: str
    capacity: int
    reveal_favor: int
    reveal_secrets: int
    relics: int  # the "R" of the reveal prompt; 0 = no relic slot
    recover_cost: str | None
    power_category: str
    power: str
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class EdificeSide:
    name: str
    suit: str | None  # ruins have no suit
    power_type: str
    cost: Cost
    effect: str


@dataclass(frozen=True)
class Edifice:
    """One double-sided card: site only and locked on both sides (cards.md 6)."""

    id: int  # intact side; the ruin side is id + 1 in a save string
    ruin_id: int
    number: int
    intact: EdificeSide
    ruin: EdificeSide

    @property
    def suit(self) -> str:
        return self.intact.suit

    def face(self, card_id: int) -> EdificeSide:
        """The side a save id shows: the ruin for the ruin id, else the intact side."""
        return self.ruin if card_id == self.ruin_id else self.intact

    def other_face(self, card_id: int) -> int:
        """The save id of the other side: flipping the card (cards.md 6)."""
        return self.id if card_id == self.ruin_id else self.ruin_id


@dataclass(frozen=True)
class Relic:
    id: int
    number: int
    name: str
    defense_dice: int
    power_type: str
    cost: Cost
    effect: str
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Vision:
    id: int
    name: str
    oath: str | None  # the Oath vowed after winning by this Vision alone (Law 8.1); None for the Conspiracy
    goal: str


@dataclass(frozen=True)
class Banner:
    name: str
    tokens: str
    min_tokens: int
    defense_dice: str
    recover: str
    wake: str | None  # only the People's Favor has a Wake duty
    search_modifier: str
    seized: str


@dataclass(frozen=True)
class Oath:
    code: int  # as written in a save string (chronicle-format 2.1 #9)
    name: str
    oathkeeper: str
    successor: str
    setup: str | None


@dataclass(frozen=True)
class ReliquarySlot:
    slot: int
    name: str
    modifies: str
    effect: str


def _cost(raw: dict | None) -> Cost:
    raw = raw or {}
    return Cost(raw.get("placeFavor", 0), raw.get("placeSecret", 0), raw.get("burnFavor", 0), raw.get("burnSecret", 0))


def _denizen(raw: dict) -> Denizen:
    return Denizen(raw["ttsSaveId"], raw["cardNumber"], raw["name"], raw["suit"], raw["restriction"], raw["locked"],
                   raw["powerType"], _cost(raw["cost"]), raw["effect"], tuple(raw["aliases"]))


def _site(raw: dict) -> Site:
    reveal = raw["reveal"]
    return Site(raw["ttsSaveId"], raw["name"], raw["capacity"], reveal["favor"], reveal["secrets"], reveal["relics"],
                raw["recoverCost"], raw["powerCategory"], raw["power"], tuple(raw["aliases"]))


def _side(raw: dict) -> EdificeSide:
    return EdificeSide(raw["name"], raw["suit"], raw["powerType"], _cost(raw["cost"]), raw["effect"])


def _edifice(raw: dict) -> Edifice:
    return Edifice(raw["ttsSaveIdIntact"], raw["ttsSaveIdRuin"], raw["cardNumberIntact"], _side(raw["intact"]),
                   _side(raw["ruin"]))


def _relic(raw: dict) -> Relic:
    return Relic(raw["ttsSaveId"], raw["cardNumber"], raw["name"], raw["defenseDice"], raw["powerType"],
                 _cost(raw.get("cost")), raw["effect"], tuple(raw.get("aliases", ())))


def _banner(raw: dict) -> Banner:
    return Banner(raw["name"], raw["tokens"], raw["minTokens"], raw["defenseDice"], raw["recover"], raw.get("wake"),
                  raw["searchModifier"], raw["seized"])


_DATA = json.loads(files(__package__).joinpath("data", "cards.json").read_text(encoding="utf-8"))

DENIZENS: dict[int, Denizen] = {card.id: card for card in map(_denizen, _DATA["denizens"])}
SITES: dict[int, Site] = {site.id: site for site in map(_site, _DATA["sites"])}
EDIFICES: dict[int, Edifice] = {card.id: card for card in map(_edifice, _DATA["edifices"])}
RELICS: dict[int, Relic] = {card.id: card for card in map(_relic, _DATA["relics"])}
GRAND_SCEPTER = _relic(_DATA["grandScepter"])
VISIONS: dict[int, Vision] = {raw["ttsSaveId"]: Vision(raw["ttsSaveId"], raw["name"], raw["oath"], raw["goal"])
                              for raw in _DATA["visions"]}
BANNERS: tuple[Banner, ...] = tuple(map(_banner, _DATA["banners"]))
OATHS: dict[int, Oath] = {raw["ttsCode"]: Oath(raw["ttsCode"], raw["name"], raw["oathkeeper"], raw["successor"],
                                               raw["setup"]) for raw in _DATA["oaths"]}
RELIQUARY_SLOTS: tuple[ReliquarySlot, ...] = tuple(
    ReliquarySlot(raw["slot"], raw["name"], raw["modifies"], raw["effect"]) for raw in _DATA["reliquarySlots"])

# Every card by save id; both sides of an edifice lead to the same card.
CARDS: dict[int, Denizen | Edifice | Relic | Vision] = {
    **DENIZENS, **VISIONS, **RELICS, GRAND_SCEPTER.id: GRAND_SCEPTER,
    **{card.id: card for card in EDIFICES.values()}, **{card.ruin_id: card for card in EDIFICES.values()},
}

# Every save id -> the id of its card (an edifice's intact id for either side): "the same card" asked of ints, as
# the setup's Archive and a Chronicle's check ask it of hundreds of cards, where a card's dataclass would hash all of
# its fields each time. Two save ids are the same card exactly when CARDS gives equal cards (tests/oath/test_cards.py).
CARD_OF: dict[int, int] = {card_id: card.id for card_id, card in CARDS.items()}

# cards.md 2 and 8: printed numbers 1-54, 9 per suit, make the world deck of a new chronicle.
STARTING_DENIZENS: tuple[int, ...] = tuple(card.id for card in DENIZENS.values() if card.number <= 54)


def _names(cards) -> dict:
    index = {}
    for card in cards:
        sides = (card.intact, card.ruin) if isinstance(card, Edifice) else (card,)
        for side in sides:
            index[side.name] = card
        for alias in getattr(card, "aliases", ()):
            index[alias] = card
    return index


_CARDS_BY_NAME = _names(dict.fromkeys(CARDS.values()))
_SITES_BY_NAME = _names(SITES.values())


def card_named(name: str) -> Denizen | Edifice | Relic | Vision:
    """A card by its name, either side of an edifice, or an old name (aliases); KeyError if none."""
    try:
        return _CARDS_BY_NAME[name]
    except KeyError:
        raise KeyError(f"no Oath card is named {name!r}") from None


def site_named(name: str) -> Site:
    """A site by its name or an old name (aliases); KeyError if none."""
    try:
        return _SITES_BY_NAME[name]
    except KeyError:
        raise KeyError(f"no Oath site is named {name!r}") from None


def card_name(card_id: int) -> str:
    """The name a save id shows: the ruin side's name for a ruin id."""
    card = CARDS[card_id]
    if isinstance(card, Edifice):
        return card.face(card_id).name
    return card.name


def card_number(card_id: int) -> int | None:
    """The printed card number of a save id: the ruin side is numbered one after its intact side (cards.json
    cardNumberRuin); Visions have none."""
    card = CARDS[card_id]
    if isinstance(card, Edifice):
        return card.number + (card_id == card.ruin_id)
    return getattr(card, "number", None)
