"""The Oath board as plain data: the map, the players, the banks, tracks and decks. It serialises to JSON for the
state hash; what each seat may see of it is views.py's business.

Decks are lists whose last item is the top card. Card and site ids are the official save ids (cards.py).
"""

from dataclasses import dataclass, field

from engine.core import SeededRandom

from .cards import SUITS

REGIONS = ("Cradle", "Provinces", "Hinterland")
SLOT_REGION = ("Cradle", "Cradle", "Provinces", "Provinces", "Provinces", "Hinterland", "Hinterland", "Hinterland")
PURPLE = "Purple"                       # the Chancellor's colour; Imperial warbands
PEOPLES_FAVOR, DARKEST_SECRET = "People's Favor", "Darkest Secret"
CHANCELLOR, EXILE, CITIZEN = "Chancellor", "Exile", "Citizen"
SUPPLY_CAP = 7                          # the leftmost space of the Supply track (Law 4.3.4)


_SCALARS = frozenset((int, str, bool, type(None)))
_UNKNOWN = object()         # a fact the listing has not worked out yet (a fact may be None)


def _plain(value):
    """Plain JSON data of the board's parts (dataclasses.asdict without its deep copies). The board is hashed after
    every move, so numbers and strings, most of it, are passed through where they are met."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list or isinstance(value, list):
        return [item if type(item) in _SCALARS else _plain(item) for item in value]
    if kind is dict or isinstance(value, dict):
        return {key: item if type(item) in _SCALARS else _plain(item) for key, item in value.items()}
    if hasattr(value, "__dataclass_fields__"):
        return {name: item if type(item) in _SCALARS else _plain(item) for name, item in vars(value).items()}
    return value


@dataclass
class Card:
    """A denizen or edifice at a site, or an adviser (a denizen or a Vision) beside a player's board."""

    id: int
    faceup: bool = True
    favor: int = 0
    secrets: int = 0


@dataclass
class Site:
    """One of the 8 map slots (Law 2.1.1): the site card there, its denizens and edifices, its facedown relics,
    the tokens on the site card itself and the warbands standing on it (colour -> count)."""

    id: int | None
    faceup: bool = True
    cards: list = field(default_factory=list)       # Card
    relics: list = field(default_factory=list)      # facedown relic ids
    favor: int = 0
    secrets: int = 0
    warbands: dict = field(default_factory=dict)

    @property
    def warband_count(self) -> int:
        return sum(self.warbands.values())


@dataclass
class Player:
    name: str
    colour: str                     # "Purple" for the Chancellor
    side: str                       # Chancellor, Exile or Citizen
    site: int | None = None         # the map slot of the pawn
    favor: int = 0
    secrets: int = 0                # faceup secrets on the board
    hidden_secrets: int = 0         # facedown secrets on the board (Law 4.3.2, 7.1.2): they pay for nothing
    warbands: int = 0               # on the board: purple for the Chancellor and Citizens, else own colour
    bank: int = 0                   # own-colour warbands in the personal bank (the Chancellor's are purple)
    advisers: list = field(default_factory=list)    # Card
    vision: int | None = None       # an Exile's Revealed Vision (Law 2.2.1)
    relics: list = field(default_factory=list)      # relic ids held, the Grand Scepter included
    banners: list = field(default_factory=list)     # banner names held
    supply: int = 0                 # Supply now (7 = the leftmost space)
    spent: int = 0                  # Supply spent this turn (Law 4.3.4)
    drawn: list = field(default_factory=list)       # cards in hand mid-Search or at setup: private to the player
    peeked: list = field(default_factory=list)      # facedown relic ids this player has seen (Law 6.3)
    seen: list = field(default_factory=list)        # other peeks by card powers: {"what", "cards"}, private

    @property
    def imperial(self) -> bool:
        """Law 6.6.3: the Chancellor and the Citizens (a campaign may suspend a Citizen, Law 5.5.1)."""
        return self.side != EXILE


@dataclass
class Banner:
    name: str
    tokens: int
    holder: int | None = None       # None: in the shared bank
    mob: bool = False               # the People's Favor's Mob side (Law 2.5.3)


# Board fields hashed only while they hold something: the Dispossessed (Law 8.5), what a modifier lets its player act
# as if (Master of Disguise), the warbands lying on Visions (False Prophet), the seating round the table (Law 1.7:
# ruleset version 3; a game of versions 1-2 sits in seat order and holds none).
HASHED_ONCE_HELD = ("dispossessed", "as_if", "vision_warbands", "order")
# Not the position: the narration, the random source (hashed by its own to_dict), what is kept to answer faster, and
# the count of hidden things taken or shown (Board.expose).
UNHASHED = ("log", "rng", "_archived", "_listing", "exposed")


@dataclass
class Board:
    players: list
    sites: list                     # 8 Site, in SLOT_REGION order
    rng: SeededRandom
    options: dict
    oath: str = "Supremacy"
    world: list = field(default_factory=list)       # top is last
    discards: dict = field(default_factory=lambda: {region: [] for region in REGIONS})  # top is last
    relic_deck: list = field(default_factory=list)  # top is last
    site_deck: list = field(default_factory=list)
    reliquary: list = field(default_factory=lambda: [None] * 4)   # relic ids on the 4 spaces (Law 2.3)
    reliquary_modifiers: list = field(default_factory=list)  # uncovered spaces: the Chancellor's (Law 2.3, 6.6.2)
    site_discards: list = field(default_factory=list)   # [slot, suit] discarded from sites this turn (Law 11)
    scepter_taken: list | None = None   # [round, turn] when the Grand Scepter last changed hands (cards.md 4)
    favor_banks: dict = field(default_factory=lambda: dict.fromkeys(SUITS, 0))
    favor_pool: int = 36            # the shared bank (Law 1.4); secrets are unlimited (Law 9.3)
    banners: dict = field(default_factory=dict)     # name -> Banner
    title_holder: int = 0           # the Oathkeeper title (Law 2.11)
    usurper: bool = False
    round: int = 1
    visions_drawn: int = 0
    turn: int = 0                   # the player whose turn it is
    phase: str = "setup"            # setup, wake, act, rest
    boxed: list = field(default_factory=list)       # cards returned to the box during the game (the Conspiracy)
    dispossessed: list = field(default_factory=list)  # Law 8.5: the Archive's Dispossessed, hidden (views.py)
    archive: list = field(default_factory=list)     # Law 8.4: the cards out of play, hidden (views.py); see to_dict
    moves: int = 0                  # moves answered so far: public, so no two positions a bot sees look alike
    relic_tokens: dict = field(default_factory=dict)  # str(relic id) -> Card: tokens paid onto held relics (Law 7.1.2)
    modifying: list = field(default_factory=list)   # card ids modifying the major action in progress (Law 7.4)
    as_if: dict = field(default_factory=dict)       # what a modifier in use lets its player act as if (Law 7.4.2)
    vision_warbands: dict = field(default_factory=dict)  # str(Vision id) -> seat of the warband on it (False Prophet)
    caged: dict = field(default_factory=dict)       # colour -> warbands on the Obsidian Cage
    finished: bool = False
    outcome: dict | None = None     # how the game ended: victory, winner, round (Law 3)
    log: list = field(default_factory=list)
    # Ruleset version 2 (Law 8): the game ends with the winner writing the Chronicle (chronicle_writing.py).
    version: int = 1
    chronicle: dict | None = None   # what Law 8 needs of the incoming chronicle, and the winner's public choices
    chronicle_out: str | None = None    # the new chronicle's save string, once written; hidden (Law 9.4)
    # Ruleset version 3 (Law 1.7): the seats round the table clockwise from the Chancellor, which is the turn order
    # (Law 4); empty: in seat order, as every game of versions 1-2 sits.
    order: list = field(default_factory=list)
    exposed: int = field(default=0, repr=False, compare=False)  # hidden things taken or shown so far: not state

    def to_dict(self) -> dict:
        """The board as plain JSON data: what its hash is taken of."""
        return _plain(self.hashed())

    def hashed(self) -> dict:
        """to_dict() without its copies: the board's own lists and parts, which the state hash writes as they are
        (engine.core.hashing writes a dataclass as its attributes), so hashing a move costs no walk over the board."""
        data = dict(vars(self))         # copied whole, the few unhashed fields then dropped: faster than a filter
        for name in UNHASHED:
            data.pop(name, None)
        data["rng"] = self.rng.to_dict()
        # The parts there are always, as the dicts of their attributes, which is how the hash writes a dataclass: so
        # the writer need not call back into Python for each of them (the cards among them it still does).
        data["players"] = [vars(player) for player in self.players]
        data["sites"] = [vars(site) for site in self.sites]
        data["banners"] = {name: vars(banner) for name, banner in self.banners.items()}
        for name in HASHED_ONCE_HELD:   # as boards were before they were kept, so their games replay to their hashes
            if not data[name]:
                del data[name]
        if self.version == 1:
            # The Archive is fixed for the whole game by its chronicle (no power reaches it; Law 8.4 draws from it only
            # in the Chronicle), so it adds nothing to a version-1 position and is left out, as boards were before it
            # was kept; so are the fields of version 2.
            for name in ("archive", "version", "chronicle", "chronicle_out"):
                del data[name]
        return data

    def expose(self, count: int = 1) -> None:
        """Count `count` hidden things taken or shown to anyone (Law 9.4: a card drawn, looked at or turned faceup, a
        relic drawn or peeked at, a facedown site turned up, the Dispossessed or the Archive reached). Not state: the
        count is neither hashed nor snapshotted; Oath.exposure adds it to the random draws, for undo by consent."""
        self.exposed += count

    # --- where things are -------------------------------------------------------------------------------

    def archived(self, card_id: int) -> bool:
        """Whether the card lies in the Archive, out of this game (Law 8.4): the rules ask it before looking for the
        card on the board."""
        return card_id in self.archived_ids()

    def archived_ids(self) -> frozenset:
        """The Archive's cards as a set, rebuilt whenever the list's length changes (the Chronicle)."""
        known = self.__dict__.get("_archived")
        if known is None or known[0] != len(self.archive):
            known = self.__dict__["_archived"] = (len(self.archive), frozenset(self.archive))
        return known[1]

    # --- facts worked out once while a decision's choices are listed -----------------------------------------------

    def listing(self, anew: bool = False) -> "BoardListing":
        """While the Act phase lists its moves nothing on the board changes, so a fact asked once per candidate move
        is worked out once (`remembered`) and forgotten when the listing ends. A listing `anew` inside one forgets
        for its length what the outer one worked out: the tolls' listing asks again with a player's favor set aside
        (ruler_powers.tolled_offers), and the outer facts hold again once it is given back."""
        return BoardListing(self, anew)

    def listing_facts(self) -> dict | None:
        """What the listing in progress has worked out, by key; None when no listing is in progress."""
        return self.__dict__.get("_listing")

    def remembered(self, key: tuple, work_out, *args):
        """`work_out(*args)`, remembered under `key` for the rest of the listing in progress (none: asked every
        time). The arguments are passed, not closed over, since this is asked some fifty times a listing."""
        facts = self.__dict__.get("_listing")
        if facts is None:
            return work_out(*args)
        found = facts.get(key, _UNKNOWN)
        if found is _UNKNOWN:
            found = facts[key] = work_out(*args)
        return found

    def region_of(self, slot: int) -> str:
        return SLOT_REGION[slot]

    def chancellor(self) -> int:
        for index, player in enumerate(self.players):     # a plain loop: asked at every measure of the title
            if player.side == CHANCELLOR:
                return index
        raise StopIteration("no Chancellor")            # as next() of an empty search raised

    def colour_of_warbands(self, index: int) -> str:
        """The colour of the warbands a player gains and commands (Law 5.2.2: Citizens use purple)."""
        player = self.players[index]
        return player.colour if player.side == EXILE else PURPLE

    def seats_from(self, index: int) -> list[int]:
        """Every seat in turn order from `index`, `index` first: clockwise round the table (Law 1.7, 4)."""
        order = self.order
        if not order:
            count = len(self.players)
            return [(index + step) % count for step in range(count)]
        at = order.index(index)
        return order[at:] + order[:at]

    def others(self, index: int) -> list[int]:
        """Every other player, in turn order from `index`'s left."""
        return self.seats_from(index)[1:]

    def say(self, text: str, player: int | None = None, private: str | None = None) -> None:
        """Narrate: everyone reads `text`; `player`, if given, reads `private` instead."""
        self.log.append((text, player, private))


class BoardListing:
    """Board.listing's context: a class, not a generator, since every Act move of a replay enters one."""

    __slots__ = ("board", "anew", "outer", "inside")

    def __init__(self, board: Board, anew: bool):
        self.board, self.anew = board, anew

    def __enter__(self) -> None:
        kept = self.board.__dict__
        self.outer = kept.get("_listing")
        self.inside = self.outer is not None and not self.anew   # inside a listing: the same board, the same facts
        if not self.inside:
            kept["_listing"] = {}

    def __exit__(self, *raised) -> bool:
        if not self.inside:
            if self.outer is None:
                del self.board.__dict__["_listing"]
            else:
                self.board.__dict__["_listing"] = self.outer
        return False
