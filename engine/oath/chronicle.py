"""The Chronicle: what an Oath campaign carries from one game to the next (Law 8), and its interchange format,
the official TTS mod's save string (chronicle-format 2). Card ids are always the cards.json ids (the mod's
3.3.x table); strings of older versions are translated on the way in and out (chronicle-format 2.2)."""

from dataclasses import dataclass, field

from .cards import CARD_OF, CARDS, DENIZENS, EDIFICES, GRAND_SCEPTER, RELICS, SITES, VISIONS, card_name

COLOURS = ("Red", "Blue", "White", "Yellow", "Brown")  # the five Exile/Citizen boards
SIDES = ("Exile", "Citizen")
# chronicle-format 2.1 #7, #8, #16: one bit per colour.
COLOUR_BITS = {"Red": 0x01, "Blue": 0x02, "White": 0x04, "Yellow": 0x08, "Brown": 0x10, "Purple": 0x20,
               "Clockwork Prince": 0x40}
OATH_CODES = ("Supremacy", "People", "Devotion", "Protection", "Conspiracy")  # 4 is legacy (2.1 #9)
SLOTS = ("Cradle 1", "Cradle 2", "Provinces 1", "Provinces 2", "Provinces 3", "Hinterland 1", "Hinterland 2",
         "Hinterland 3")  # map slots in save order, top to bottom per region

OLDEST, NEWEST = (1, 6, 0), (3, 3, 3)
RELIC_DECK_FROM = (3, 1, 0)  # chronicle-format 2.1 #14
TRAILER_FROM = (3, 3, 1)  # chronicle-format 2.1 #15-17
NEW_TABLE_FROM = (3, 2, 0)  # chronicle-format 2.2 "id-table drift"
OLD_TABLE = {16: 98, 98: 16, 111: 112, 112: 111}  # 2020 save id <-> cards.json id; a swap, so it is its own inverse

FACEDOWN = 24  # a facedown site is written as its id + 24
NONE = 0xFF

NEW_CHRONICLE = ("030302000110Empire and Exile0000000123450403FFFFFFFFFFFF0724FFFFFFFFFFFFFFFFFFFF0B19FFFFFFFFFFFF"
                 "FFFFFFFF000000002007UNKNOWN")
TUTORIAL_CHRONICLE = (
    "03030200011BThe Chrysanthemum Chronicle1600000123450403FFFF20FFFFFF0724FFE92BFFFFFF19FFFFFF0B19FFFF22FFFFFF"
    "2AFFFFFF38061B1E0A292508D62B2DD21C022818D5151D312CD3071AD4050F223013331F340B3512232F320D09210C000E0104141011"
    "2720262A172E160013E8E7E0DDDCDAEDE6E4EADFE2DEECDBEBE3E1E5002007UNKNOWN")


class ChronicleError(ValueError):
    """A save string or a Chronicle that is wrong; `field` names the part that is."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


@dataclass
class MapSlot:
    site: int | None = None  # site id; None = empty, filled with a facedown site at setup
    facedown: bool = False
    # Positions 1-3 in order: denizens, edifices (ruins by their ruin id), facedown relics; None = nothing.
    cards: list[int | None] = field(default_factory=lambda: [None, None, None])


def _exiles() -> dict[str, str]:
    return dict.fromkeys(COLOURS, "Exile")


@dataclass
class Chronicle:
    """chronicle-format 1: the state Law 8 persists; the Archive is whatever none of it holds."""

    name: str
    version: tuple[int, int, int] = (3, 3, 1)
    game: int = 1  # the game about to be played
    oath: str = "Supremacy"
    boards: dict[str, str] = field(default_factory=_exiles)  # colour -> "Exile" or "Citizen"
    map: list[MapSlot] = field(default_factory=lambda: [MapSlot() for _ in SLOTS])
    world_deck: list[int] = field(default_factory=list)  # top first
    dispossessed: list[int] = field(default_factory=list)
    relic_deck: list[int] | None = field(default_factory=list)  # top first; None before format 3.1.0
    previous_active: frozenset[str] = frozenset()  # colours (and "Clockwork Prince") in the last game
    previous_start_citizens: frozenset[str] | None = frozenset()  # None before format 3.3.1
    previous_winner: str | None = "Purple"  # None = not recorded (written 00) or before format 3.3.1
    previous_winner_name: str | None = "UNKNOWN"  # None before format 3.3.1
    suit_order: str = "012345"  # legacy and unused, kept only to write back what was read (2.1 #10)


def new_chronicle() -> Chronicle:
    """The default new chronicle (the mod's RESET string, chronicle-format 2.3)."""
    return decode(NEW_CHRONICLE)


def tutorial_chronicle() -> Chronicle:
    """The Chrysanthemum Chronicle of the Playbook's first game (chronicle-format 2.3)."""
    return decode(TUTORIAL_CHRONICLE)


# --- reading ---------------------------------------------------------------------------------------------------

_HEX = frozenset(b"0123456789ABCDEF")


class _Reader:
    def __init__(self, data: bytes):
        self.data = data
        self.at = 0

    def take(self, width: int, field: str) -> bytes:
        if self.at + width > len(self.data):
            raise ChronicleError(field, f"truncated at byte {len(self.data)}")
        chunk = self.data[self.at:self.at + width]
        self.at += width
        return chunk

    def number(self, digits: int, field: str) -> int:
        start = self.at
        chunk = self.take(digits, field)
        if not set(chunk) <= _HEX:
            raise ChronicleError(field, f"{chunk.decode('utf-8', 'replace')!r} at byte {start} is not uppercase hex")
        return int(chunk, 16)

    def byte(self, field: str) -> int:
        return self.number(2, field)

    def text(self, field: str, lenient: bool = False) -> str:
        length = self.byte(field)
        if lenient:  # chronicle-format 2.5: a pasted winner name may have lost bytes
            length = min(length, len(self.data) - self.at)
        try:
            return self.take(length, field).decode("utf-8")
        except UnicodeDecodeError:
            raise ChronicleError(field, "is not UTF-8 text of the given byte length") from None

    def ids(self, field: str) -> list[int]:
        return [self.byte(field) for _ in range(self.byte(field))]


def _colours(bits: int, field: str, allowed) -> frozenset[str]:
    unknown = bits & ~sum(COLOUR_BITS[colour] for colour in allowed)
    if unknown:
        raise ChronicleError(field, f"unknown bits 0x{unknown:02X}")
    return frozenset(colour for colour in allowed if bits & COLOUR_BITS[colour])


def _slot(reader: _Reader, number: int) -> MapSlot:
    field = f"map slot {number}"
    raw = reader.byte(field)
    cards = [reader.byte(field) for _ in range(3)]
    cards = [None if card == NONE else card for card in cards]
    if raw == NONE:
        return MapSlot(None, False, cards)
    site = raw - FACEDOWN if raw >= FACEDOWN else raw
    if site not in SITES:
        raise ChronicleError(field, f"unknown site id 0x{raw:02X}")
    return MapSlot(site, raw >= FACEDOWN, cards)


def decode(text: str) -> Chronicle:
    """Read a save string (chronicle-format 2.1), field by field, then validate it."""
    reader = _Reader(text.encode("utf-8"))
    version = tuple(reader.byte("version") for _ in range(3))
    if not OLDEST <= version <= NEWEST:
        raise ChronicleError("version", f"{_dotted(version)} is not supported (1.6.0 to 3.3.3)")
    game = reader.number(4, "game count")
    name = reader.text("chronicle name")
    previous_active = _colours(reader.byte("previous active players"), "previous active players", COLOUR_BITS)
    boards = _colours(reader.byte("citizens"), "citizens", COLOURS)
    oath = reader.byte("oath")
    if oath >= len(OATH_CODES):
        raise ChronicleError("oath", f"unknown code {oath}")
    suit_order = reader.take(6, "suit order").decode("utf-8", "replace")
    chronicle = Chronicle(
        name=name, version=version, game=game, oath=OATH_CODES[oath],
        boards={colour: "Citizen" if colour in boards else "Exile" for colour in COLOURS},
        map=[_slot(reader, number) for number in range(1, len(SLOTS) + 1)],
        world_deck=reader.ids("world deck"), dispossessed=reader.ids("dispossessed"),
        relic_deck=None, previous_active=previous_active, previous_start_citizens=None, previous_winner=None,
        previous_winner_name=None, suit_order=suit_order)
    if version >= RELIC_DECK_FROM:
        chronicle.relic_deck = reader.ids("relic deck")[::-1]  # written bottom first (2.1 #14)
    if version >= TRAILER_FROM:
        chronicle.previous_start_citizens = _colours(reader.byte("previous start citizens"),
                                                     "previous start citizens", COLOURS)
        chronicle.previous_winner = _winner(reader.byte("previous winner"))
        chronicle.previous_winner_name = reader.text("previous winner name", lenient=True)
    if reader.at < len(reader.data):
        raise ChronicleError("end", f"{len(reader.data) - reader.at} unexpected bytes after the last field")
    if version < NEW_TABLE_FROM:
        _translate(chronicle)
    validate(chronicle)
    return chronicle


def _winner(bits: int) -> str | None:
    if bits == 0:
        return None
    for colour, bit in COLOUR_BITS.items():
        if bits == bit and colour != "Clockwork Prince":
            return colour
    raise ChronicleError("previous winner", f"0x{bits:02X} is not one colour")


def _translate(chronicle: Chronicle) -> None:
    """Swap the save ids the 2020 table gave other cards (chronicle-format 2.2)."""
    def swap(ids):
        return [OLD_TABLE.get(card, card) for card in ids]

    for slot in chronicle.map:
        slot.cards = swap(slot.cards)
    chronicle.world_deck = swap(chronicle.world_deck)
    chronicle.dispossessed = swap(chronicle.dispossessed)


# --- writing ---------------------------------------------------------------------------------------------------

def encode(chronicle: Chronicle) -> str:
    """Write a valid Chronicle as a save string of its own version (chronicle-format 2.1)."""
    validate(chronicle)
    old = chronicle.version < NEW_TABLE_FROM

    def card(card_id):
        if card_id is None:
            return NONE
        return OLD_TABLE.get(card_id, card_id) if old else card_id

    def ids(cards):
        return f"{len(cards):02X}" + "".join(f"{card(card_id):02X}" for card_id in cards)

    def text(value):
        return f"{len(value.encode('utf-8')):02X}{value}"

    parts = [*(f"{number:02X}" for number in chronicle.version), f"{chronicle.game:04X}", text(chronicle.name),
             f"{_bits(chronicle.previous_active):02X}",
             f"{_bits(c for c, side in chronicle.boards.items() if side == 'Citizen'):02X}",
             f"{OATH_CODES.index(chronicle.oath):02X}", chronicle.suit_order]
    for slot in chronicle.map:
        site = NONE if slot.site is None else slot.site + FACEDOWN * slot.facedown
        parts.append(f"{site:02X}" + "".join(f"{card(card_id):02X}" for card_id in slot.cards))
    parts += [ids(chronicle.world_deck), ids(chronicle.dispossessed)]
    if chronicle.version >= RELIC_DECK_FROM:
        parts.append(ids(chronicle.relic_deck[::-1]))
    if chronicle.version >= TRAILER_FROM:
        winner = 0 if chronicle.previous_winner is None else COLOUR_BITS[chronicle.previous_winner]
        parts += [f"{_bits(chronicle.previous_start_citizens):02X}", f"{winner:02X}",
                  text(chronicle.previous_winner_name)]
    return "".join(parts)


def _bits(colours) -> int:
    return sum(COLOUR_BITS[colour] for colour in colours)


def _dotted(version) -> str:
    return ".".join(map(str, version))


# --- checking --------------------------------------------------------------------------------------------------

def validate(chronicle: Chronicle) -> None:
    """Raise ChronicleError for the first thing a chronicle cannot hold (chronicle-format 4.3). Site capacity is
    not checked: Salt the Earth can lower it, so the spec makes it a warning, not an error."""
    _validate_header(chronicle)
    _validate_versioned_fields(chronicle)
    zones = []
    for number, slot in enumerate(chronicle.map, 1):
        _validate_slot(slot, f"map slot {number}", chronicle.map[:number - 1])
        zones.append((f"map slot {number}", slot.cards))
    decks = [("world deck", chronicle.world_deck), ("dispossessed", chronicle.dispossessed)]
    if chronicle.relic_deck is not None:
        decks.append(("relic deck", chronicle.relic_deck))
    for zone, cards in decks:
        _validate_deck(zone, cards)
    _validate_unique(zones + decks)
    visions = [card for card in chronicle.world_deck if card in VISIONS]
    if chronicle.world_deck and len(visions) != len(VISIONS) and not (visions == [] and chronicle.game == 1):
        # A first game's world deck may be empty or list its denizens alone; setup builds it (cards.md 2, Law 1.19).
        raise ChronicleError("world deck", f"holds {len(visions)} of the {len(VISIONS)} Visions")


def _validate_header(chronicle: Chronicle) -> None:
    if len(chronicle.version) != 3 or not OLDEST <= tuple(chronicle.version) <= NEWEST:
        raise ChronicleError("version", f"{_dotted(chronicle.version)} is not supported (1.6.0 to 3.3.3)")
    if not 1 <= chronicle.game <= 0xFFFF:
        raise ChronicleError("game count", f"{chronicle.game} is not between 1 and 65535")
    if not 1 <= len(chronicle.name.encode("utf-8")) <= 255:
        raise ChronicleError("chronicle name", "must be 1 to 255 bytes of UTF-8")
    if set(chronicle.boards) != set(COLOURS) or not set(chronicle.boards.values()) <= set(SIDES):
        raise ChronicleError("citizens", f"boards must give Exile or Citizen for each of {', '.join(COLOURS)}")
    if chronicle.oath not in OATH_CODES:
        raise ChronicleError("oath", f"unknown Oath {chronicle.oath!r}")
    if sorted(chronicle.suit_order) != list("012345"):
        raise ChronicleError("suit order", f"{chronicle.suit_order!r} is not an order of the digits 0-5")
    if not chronicle.previous_active <= set(COLOUR_BITS):
        unknown = sorted(chronicle.previous_active - set(COLOUR_BITS))
        raise ChronicleError("previous active players", f"unknown colours {unknown}")
    if len(chronicle.map) != len(SLOTS):
        raise ChronicleError("map", f"has {len(chronicle.map)} slots, not {len(SLOTS)}")


def _validate_versioned_fields(chronicle: Chronicle) -> None:
    """A field is present exactly in the versions that write it (chronicle-format 2.1, "Versions")."""
    version = _dotted(chronicle.version)
    present = {"relic deck": (chronicle.relic_deck, RELIC_DECK_FROM),
               "previous start citizens": (chronicle.previous_start_citizens, TRAILER_FROM),
               "previous winner name": (chronicle.previous_winner_name, TRAILER_FROM)}
    for name, (value, since) in present.items():
        if (value is not None) != (chronicle.version >= since):
            need = "required" if chronicle.version >= since else "not written"
            raise ChronicleError(name, f"{need} in format {version}")
    if chronicle.version < TRAILER_FROM:
        if chronicle.previous_winner is not None:
            raise ChronicleError("previous winner", f"not written in format {version}")
        return
    if not chronicle.previous_start_citizens <= set(COLOURS):
        unknown = sorted(chronicle.previous_start_citizens - set(COLOURS))
        raise ChronicleError("previous start citizens", f"unknown colours {unknown}")
    if chronicle.previous_winner not in (None, *COLOURS, "Purple"):
        raise ChronicleError("previous winner", f"unknown colour {chronicle.previous_winner!r}")
    if len(chronicle.previous_winner_name.encode("utf-8")) > 255:
        raise ChronicleError("previous winner name", "is longer than 255 bytes of UTF-8")


# Where each kind of card may be in a chronicle (Law 8.3-8.8).
_EDIFICE_SIDES = frozenset(side for card in EDIFICES.values() for side in (card.id, card.ruin_id))
_ALLOWED = {"site": frozenset(DENIZENS) | _EDIFICE_SIDES | frozenset(RELICS),
            "world deck": frozenset(DENIZENS) | frozenset(VISIONS),
            "dispossessed": frozenset(DENIZENS),
            "relic deck": frozenset(RELICS)}
_PLACES = {"site": "at a site", "world deck": "in the world deck", "dispossessed": "in the Dispossessed",
           "relic deck": "in the relic deck"}


def _validate_slot(slot: MapSlot, zone: str, earlier: list[MapSlot]) -> None:
    if len(slot.cards) != 3:
        raise ChronicleError(zone, f"has {len(slot.cards)} card positions, not 3")
    if slot.site is None:
        if slot.facedown or any(card is not None for card in slot.cards):
            raise ChronicleError(zone, "an empty slot holds no cards and is not facedown")
        return
    if slot.site not in SITES:
        raise ChronicleError(zone, f"unknown site id {slot.site}")
    site = SITES[slot.site]
    if slot.site in [other.site for other in earlier]:
        raise ChronicleError(zone, f"site {slot.site} ({site.name}) is on the map twice")
    for card in slot.cards:
        if card is not None:
            _check_kind(zone, card, "site")
    relics = sum(card in RELICS for card in slot.cards)
    if relics > site.relics:
        raise ChronicleError(zone, f"too many relics: {relics} (site {slot.site} ({site.name}) has {site.relics})")


def _validate_deck(zone: str, cards: list[int]) -> None:
    if len(cards) > 255:
        raise ChronicleError(zone, f"{len(cards)} cards; a save string holds at most 255")
    for card in cards:
        _check_kind(zone, card, zone)


def _check_kind(zone: str, card: int, kind: str) -> None:
    if card == GRAND_SCEPTER.id:
        raise ChronicleError(zone, f"card {_describe(card)} goes to the box in the Chronicle (Law 8.6.1)")
    if card not in CARDS:
        legacy = ", a legacy id" if card in (215, 216, 217) else ""
        raise ChronicleError(zone, f"unknown card id {card} (0x{card:02X}{legacy})")
    if card not in _ALLOWED[kind]:
        raise ChronicleError(zone, f"card {_describe(card)} cannot be {_PLACES[kind]}")


def _validate_unique(zones) -> None:
    """Each card is in one place; the two sides of an edifice are one card (chronicle-format 4.3)."""
    seen = {}
    for zone, cards in zones:
        for card in cards:
            if card is None:
                continue
            if CARD_OF[card] in seen:
                where, first = seen[CARD_OF[card]]
                if (where, first) == (zone, card):
                    raise ChronicleError(zone, f"card {_describe(card)} appears twice")
                place = where if where.startswith("map") else f"the {where}"
                if first != card:
                    raise ChronicleError(zone, f"card {_describe(card)} is the other side of card {_describe(first)}"
                                               f" in {place}")
                raise ChronicleError(zone, f"card {_describe(card)} is also in {place}")
            seen[CARD_OF[card]] = (zone, card)


def _describe(card: int) -> str:
    return f"{card} ({card_name(card)})"
