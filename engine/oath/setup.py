"""Setting up a game of Oath (Law 1): the board from the Chronicle (steps 1-22), then the players' first choices
(step 23, and step 16's when favor runs short). Every random step draws from board.rng."""

from engine.core import Decision, InvalidOptions, SeededRandom
from engine.core.seats import player_names

from .cards import CARD_OF, DENIZENS, EDIFICES, GRAND_SCEPTER, RELICS, SITES, STARTING_DENIZENS, VISIONS, card_name
from .chronicle import COLOURS, ChronicleError, decode, new_chronicle, tutorial_chronicle
from .rules import discard_cards, discard_order, gain_warbands, give_banner
from .state import (
    CHANCELLOR,
    CITIZEN,
    DARKEST_SECRET,
    PEOPLES_FAVOR,
    PURPLE,
    REGIONS,
    SLOT_REGION,
    SUPPLY_CAP,
    Banner,
    Board,
    Card,
    Player,
    Site,
)

MIN_PLAYERS, MAX_PLAYERS = 3, 6
OPTIONS = ("players", "chronicle", "boards", "seating")
SEATINGS = ("random", "fixed")                          # Law 1.7: the option `seating`
CHANCELLOR_WARBANDS, EXILE_WARBANDS = 24, 14          # Law 1.8, 1.9
STARTING_CARDS = 3                                     # Law 1.20
GOAL_BANNERS = {"People": PEOPLES_FAVOR, "Devotion": DARKEST_SECRET}   # Law 1.13


def setup(options: dict, seed: str, version: int = 1) -> Board:
    """Law 1.1-1.22: a board ready for the players' first choices (setup_choices). Seat 0 is the Chancellor (the
    Law 1.7 choice is made by the seating); the other seats take the Exile/Citizen boards they chose (Law 1.9: the
    option `boards`, one colour per seat after the Chancellor, as the players picked them at the table), else in
    colour order. Under ruleset version 3 the other players sit round the table at random (Law 1.7, `sit`)."""
    names = _player_names(options)
    chronicle = _chronicle(options.get("chronicle", "new"))
    boards = _boards(options, len(names))
    seating = _seating(options)
    settings = {"players": names, "chronicle": options.get("chronicle", "new")}
    if "boards" in options:
        settings["boards"] = boards
    if "seating" in options:
        settings["seating"] = seating
    board = Board(players=_seats(names, chronicle, boards), sites=[], rng=SeededRandom(seed), options=settings,
                  oath=chronicle.oath)
    lay_map(board, chronicle)               # Law 1.1; 1.2-1.3 are the Board's defaults and its oath
    stock_shared_bank(board)                # Law 1.4-1.6
    if version >= 3:
        sit(board, seating)                 # Law 1.7
    equip_chancellor(board)                 # Law 1.8, 1.10-1.12, 1.14
    place_goal_banners(board)               # Law 1.13
    equip_others(board)                     # Law 1.9, 1.15
    board.relic_deck = _relic_deck(board, chronicle)
    reveal_sites(board)                     # Law 1.16
    fill_reliquary(board)                   # Law 1.17-1.18
    deal_world_deck(board, chronicle)       # Law 1.19-1.22
    file_dispossessed(board, chronicle)     # Law 8.5: kept in the box for the powers that reach it
    if version >= 2:
        keep_chronicle(board, chronicle, version)
    chancellor = board.players[board.chancellor()]
    board.say(f"{chancellor.name} is the Chancellor; the Oath of {chronicle.oath} is sworn.")
    return board


# --- options ---------------------------------------------------------------------------------------------------

def _player_names(options: dict) -> list[str]:
    names = player_names(options, "Oath", MIN_PLAYERS, MAX_PLAYERS)
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise InvalidOptions(f"unknown option {unknown[0]!r}; Oath takes {', '.join(OPTIONS)}")
    return names


def _chronicle(option):
    """'new' (the default new chronicle), 'tutorial' (the Playbook's first game) or a save string."""
    if option == "new":
        chronicle = new_chronicle()
    elif option == "tutorial":
        chronicle = tutorial_chronicle()
    elif isinstance(option, str):
        try:
            chronicle = decode(option.strip())
        except ChronicleError as error:
            raise InvalidOptions(f"chronicle: {error}") from None
    else:
        raise InvalidOptions("chronicle is 'new', 'tutorial' or a chronicle save string")
    if chronicle.oath not in ("Supremacy", "People", "Devotion", "Protection"):
        raise InvalidOptions(f"chronicle: oath: {chronicle.oath!r} is a legacy code with no Oathkeeper goal")
    return chronicle


def _boards(options: dict, players: int) -> list[str]:
    """Law 1.9: any unused Exile/Citizen board per seat after the Chancellor."""
    boards = options.get("boards", list(COLOURS[:players - 1]))
    if not isinstance(boards, list) or len(boards) != players - 1:
        raise InvalidOptions(f"boards must list {players - 1} colours, one per seat after the Chancellor")
    unknown = [colour for colour in boards if colour not in COLOURS]
    if unknown:
        raise InvalidOptions(f"boards: {unknown[0]!r} is not a board; the boards are {', '.join(COLOURS)}")
    if len(set(boards)) != len(boards):
        raise InvalidOptions("boards: each board is taken by one seat only")
    return boards


def _seating(options: dict) -> str:
    """Law 1.7: "random" (the default) or "fixed" (the players after the Chancellor sit in the order of the seats)."""
    seating = options.get("seating", "random")
    if seating not in SEATINGS:
        raise InvalidOptions(f"seating: {seating!r} is not a seating; the seatings are {', '.join(SEATINGS)}")
    return seating


def _seats(names: list[str], chronicle, boards: list[str]) -> list[Player]:
    """Law 1.7-1.9: the Chancellor's board, then the Exile/Citizen boards on the side the Chronicle records."""
    seats = [Player(names[0], PURPLE, CHANCELLOR, bank=CHANCELLOR_WARBANDS)]
    for name, colour in zip(names[1:], boards):
        seats.append(Player(name, colour, chronicle.boards[colour], bank=EXILE_WARBANDS))
    return seats


# --- the table (Law 1.7) ---------------------------------------------------------------------------------------

def sit(board: Board, seating: str) -> None:
    """Law 1.7: "the Chancellor sits next to the Cradle, the other players sit round the table at random", which
    makes the turn order (Law 4: from the Chancellor, clockwise). Drawn from the game's own random source, so the game
    replays; `seating` "fixed" keeps the order of the seats (a group that sits as it always does, say a campaign's).
    The seats keep their numbers (who answers for which player); only the order round the table is drawn."""
    others = list(range(1, len(board.players)))
    if seating == "random":
        board.rng.shuffle(others)
    board.order = [board.chancellor()] + others
    names = ", ".join(board.players[index].name for index in board.order)
    board.say(f"Round the table from the Chancellor, next to the Cradle: {names}.")


# --- the map (Law 1.1) -----------------------------------------------------------------------------------------

def lay_map(board: Board, chronicle) -> None:
    """Law 1.1: the Chronicle's sites keep the side they were saved with, with their denizens and relics; an empty
    slot takes a facedown site from the site deck (every site not on the map, shuffled), Cradle first."""
    on_map = {slot.site for slot in chronicle.map if slot.site is not None}
    board.site_deck = [site for site in SITES if site not in on_map]
    board.rng.shuffle(board.site_deck)
    for slot in chronicle.map:
        if slot.site is None:
            board.sites.append(Site(board.site_deck.pop(), faceup=False))
            board.expose()                                  # Law 1.1: a site drawn from the site deck
            continue
        cards = [card for card in slot.cards if card is not None]
        board.sites.append(Site(slot.site, faceup=not slot.facedown,
                                cards=[Card(card) for card in cards if card not in RELICS],
                                relics=[card for card in cards if card in RELICS]))
    if upper_cradle_site(board) is None:
        raise InvalidOptions("chronicle: map: the Cradle has no faceup site (Law 8.3.5 step 7 always leaves one)")


def upper_cradle_site(board: Board) -> int | None:
    """The highest faceup Cradle site: the Chancellor's warbands (Law 1.12) and pawn (Law 1.23a) go there."""
    return next((slot for slot, site in enumerate(board.sites)
                 if SLOT_REGION[slot] == "Cradle" and site.faceup), None)


# --- tokens, kits and banners (Law 1.4-1.15) -----------------------------------------------------------------

def _from_shared_bank(board: Board, count: int) -> int:
    """Favor out of the shared bank: as much as it holds (Law 9.3). Secrets are unlimited."""
    taken = min(count, board.favor_pool)
    board.favor_pool -= taken
    return taken


def stock_shared_bank(board: Board) -> None:
    """Law 1.4-1.6: 36 favor in the shared bank; 1 favor on the People's Favor (its non-Mob side up), 1 secret on
    the Darkest Secret; 3 favor in each favor bank, 4 with 5 or 6 players."""
    board.favor_pool = 36
    board.banners = {PEOPLES_FAVOR: Banner(PEOPLES_FAVOR, _from_shared_bank(board, 1)),
                     DARKEST_SECRET: Banner(DARKEST_SECRET, 1)}
    per_bank = 4 if len(board.players) >= 5 else 3
    for suit in board.favor_banks:
        board.favor_banks[suit] = _from_shared_bank(board, per_bank)


def _station(board: Board, slot: int, count: int) -> None:
    """Put purple warbands from the Chancellor's bank on a site, as many as the bank holds (Law 9.3)."""
    chancellor = board.players[board.chancellor()]
    placed = min(count, chancellor.bank)
    chancellor.bank -= placed
    if placed:
        warbands = board.sites[slot].warbands
        warbands[PURPLE] = warbands.get(PURPLE, 0) + placed


def _holds_ruling_card(site: Site) -> bool:
    """Law 1.12: at least one denizen or intact edifice."""
    return any(card.id in DENIZENS or card.id in EDIFICES for card in site.cards)


def equip_chancellor(board: Board) -> None:
    """Law 1.8, 1.10-1.12, 1.14: the Grand Scepter, Supply at the leftmost space, 2 favor and 1 secret, 3 warbands
    on the board, 2 on the highest faceup Cradle site and 1 on every other faceup site holding a denizen or an
    intact edifice, and the title Oathkeeper side up."""
    index = board.chancellor()
    chancellor = board.players[index]
    chancellor.relics.append(GRAND_SCEPTER.id)
    chancellor.supply = SUPPLY_CAP
    chancellor.favor += _from_shared_bank(board, 2)
    chancellor.secrets += 1
    gain_warbands(board, index, 3)
    cradle = upper_cradle_site(board)
    _station(board, cradle, 2)
    for slot, site in enumerate(board.sites):
        if slot != cradle and site.faceup and _holds_ruling_card(site):
            _station(board, slot, 1)
    board.title_holder, board.usurper = index, False


def place_goal_banners(board: Board) -> None:
    """Law 1.13: under the People or Devotion the Chancellor starts with that goal's banner. It is setup placement,
    not a seizure: no tokens burn and the People's Favor keeps its non-Mob side (digest E.6.10)."""
    banner = GOAL_BANNERS.get(board.oath)
    if banner:
        give_banner(board, board.chancellor(), banner)


def equip_others(board: Board) -> None:
    """Law 1.9-1.10, 1.15: each other player's 14 warbands; 1 favor and 1 secret; 3 warbands on the board, own
    colour for an Exile, purple from the Chancellor's bank for a Citizen (digest E.6.5)."""
    for index, player in enumerate(board.players):
        if player.side == CHANCELLOR:
            continue
        player.supply = SUPPLY_CAP
        player.favor += _from_shared_bank(board, 1)
        player.secrets += 1
        gain_warbands(board, index, 3)


# --- sites and relics (Law 1.16-1.18) --------------------------------------------------------------------------

def _relic_deck(board: Board, chronicle) -> list[int]:
    """Top last. The Chronicle's relic deck keeps its order (Law 1.18, 8.6); a first game's chronicle has none,
    so every relic not at a site is shuffled into one (cards.md 2)."""
    if chronicle.relic_deck:
        return list(reversed(chronicle.relic_deck))
    at_sites = {relic for site in board.sites for relic in site.relics}
    deck = [relic for relic in RELICS if relic not in at_sites]
    board.rng.shuffle(deck)
    return deck


def reveal_favor_owed(board: Board) -> list[int]:
    """The faceup sites whose reveal prompt asks for more favor than they hold (Law 1.16, 2.8.2)."""
    return [slot for slot, site in enumerate(board.sites)
            if site.faceup and SITES[site.id].reveal_favor > site.favor]


def reveal_sites(board: Board) -> None:
    """Law 1.16, 2.8.2: each faceup site's reveal prompt. Secrets are unlimited (Law 9.3); relics come off the top
    of the relic deck until the site holds its "R" count (as in Law 8.6.2). Favor is placed only if the shared
    bank holds all that is asked: otherwise the Chancellor shares it out (setup_choices)."""
    owed = reveal_favor_owed(board)
    if sum(SITES[board.sites[slot].id].reveal_favor for slot in owed) <= board.favor_pool:
        for slot in owed:
            board.sites[slot].favor += _from_shared_bank(board, SITES[board.sites[slot].id].reveal_favor)
    for site in board.sites:
        if not site.faceup:
            continue
        site.secrets += SITES[site.id].reveal_secrets
        while len(site.relics) < SITES[site.id].relics and board.relic_deck:
            site.relics.append(board.relic_deck.pop())
            board.expose()                                  # Law 1.16: a relic drawn from the relic deck


def fill_reliquary(board: Board) -> None:
    """Law 1.17-1.18: the top 4 relics, facedown on the 4 Reliquary spaces in random order; the rest stay as
    the relic deck, unshuffled."""
    drawn = [board.relic_deck.pop() for _ in range(min(4, len(board.relic_deck)))]
    board.expose(len(drawn))                                # Law 1.17: relics drawn from the relic deck
    board.rng.shuffle(drawn)
    board.reliquary = drawn + [None] * (4 - len(drawn))


# --- the world deck (Law 1.19-1.22) ----------------------------------------------------------------------------

def build_world_deck(rng, denizens: list[int]) -> list[int]:
    """The Law 1.19 box (as Law 8.8): the denizens shuffled; 10 of them with 2 random Visions shuffled into a
    12-card pile, 15 more with the other 3 Visions into an 18-card pile; the 12 on the 18 on the rest. Top last."""
    stock = list(denizens)
    rng.shuffle(stock)
    visions = sorted(VISIONS)
    rng.shuffle(visions)
    twelve, eighteen = stock[:10] + visions[:2], stock[10:25] + visions[2:]
    rng.shuffle(twelve)
    rng.shuffle(eighteen)
    return stock[25:] + eighteen + twelve


def _world_deck(board: Board, chronicle) -> list[int]:
    """Top last. A stored world deck was rebuilt in the last Chronicle (Law 8.8) and keeps its order. A first
    game's chronicle stores none, or its denizens without the Visions: those denizens, else the starting denizens
    neither on the map nor in the Dispossessed, go through the 1.19 box with the Visions (each card is in one place,
    chronicle-format 4.3)."""
    if chronicle.world_deck and any(card in VISIONS for card in chronicle.world_deck):
        return list(reversed(chronicle.world_deck))
    if chronicle.world_deck:                # a first game's deck listing its denizens alone: Law 1.19 adds the Visions
        return build_world_deck(board.rng, list(chronicle.world_deck))
    elsewhere = {card.id for site in board.sites for card in site.cards} | set(chronicle.dispossessed)
    return build_world_deck(board.rng, [card for card in STARTING_DENIZENS if card not in elsewhere])


def deal_world_deck(board: Board, chronicle) -> None:
    """Law 1.19: 1 card off the bottom onto each region's discard pile, Cradle first. Law 1.20: 3 cards off the
    bottom to each player in turn order from the Chancellor. Law 1.22: each Vision a player so obtains advances
    the Visions Drawn track; the ones dealt to the discard piles are obtained by no one."""
    board.world = _world_deck(board, chronicle)
    for region in REGIONS:
        if board.world:
            board.discards[region].append(board.world.pop(0))
            board.expose()                                  # Law 1.19: a card taken from the world deck
    for index in board.seats_from(board.chancellor()):
        player = board.players[index]
        player.drawn = [board.world.pop(0) for _ in range(min(STARTING_CARDS, len(board.world)))]
        board.expose(len(player.drawn))                     # Law 1.20: cards dealt, seen by their player
        board.visions_drawn += sum(card in VISIONS for card in player.drawn)


def file_dispossessed(board: Board, chronicle) -> None:
    """Law 8.5, chronicle-format 2.1 #13: the Dispossessed as the Chronicle stores it, kept through the game in the
    box, hidden (Law 9.4). The Archive is what the board holds nowhere else (Board.archive)."""
    board.dispossessed = list(chronicle.dispossessed)
    file_archive(board)


def file_archive(board: Board) -> None:
    """Law 8.4, chronicle-format 1 #7 (as the mod's calculateArchiveContents): every denizen and edifice the board
    holds nowhere else, by id (an edifice by its intact id). Filed once set up, before any card is in a player's
    hands mid-decision; the cards returned to the box during the game (Board.boxed) never join it."""
    held = [card.id for site in board.sites for card in site.cards] + board.world + board.dispossessed
    held += [card for pile in board.discards.values() for card in pile]
    for player in board.players:
        held += [card.id for card in player.advisers] + list(player.drawn)
    held = {CARD_OF[card] for card in held}
    board.archive = [card for card in (*DENIZENS, *EDIFICES) if CARD_OF[card] not in held]


def keep_chronicle(board: Board, chronicle, version: int) -> None:
    """Ruleset version 2: what the Chronicle written at the end of this game (Law 8, chronicle_writing.py) needs of
    the incoming one: its name and game number, every board's side (the boxed boards too, Law 8.2, 8.7.2), who
    started as a Citizen and the incoming string's format (chronicle-format 2.1 #15)."""
    board.version = version
    board.chronicle = {
        "name": chronicle.name, "game": chronicle.game, "boards": dict(chronicle.boards),
        "previous_winner": chronicle.previous_winner, "previous_winner_name": chronicle.previous_winner_name,
        "start_citizens": sorted(player.colour for player in board.players if player.side == CITIZEN),
    }


# --- the players' first choices (Law 1.16, 1.23) -----------------------------------------------------------------

def setup_choices(board: Board):
    """Law 1.23, in turn order from the Chancellor: (a) the pawn, (b) a facedown adviser kept from the 3 cards,
    (c) the other cards discarded. Before that, only if the shared bank ran short at Law 1.16 (possible with 6
    players and both the Mine and the Salt Flats faceup), the Chancellor shares out the favor there is."""
    yield from share_reveal_favor(board)
    for index in board.seats_from(board.chancellor()):
        yield from place_pawn(board, index)
        yield from keep_first_adviser(board, index)


def share_reveal_favor(board: Board):
    """Law 1.16: 'the Chancellor decides where the available favor goes', one favor at a time, among the faceup
    sites still owed some; once a single site is owed, the rest goes there without asking."""
    chancellor = board.chancellor()
    owed = reveal_favor_owed(board)
    while board.favor_pool and owed:
        slot = owed[0]
        if len(owed) > 1:
            move = yield Decision(chancellor, "reveal favor", "Setup (Law 1.16): the shared bank is short; which site "
                                  "gets 1 favor?", choices=[{"site": slot} for slot in owed], source="Law 1.16")
            slot = move["site"]
        board.sites[slot].favor += _from_shared_bank(board, 1)
        owed = reveal_favor_owed(board)


def place_pawn(board: Board, index: int):
    """Law 1.23a: any faceup site; the Chancellor's pawn goes to the upper Cradle site, so nothing is asked."""
    player = board.players[index]
    if player.side == CHANCELLOR:
        slot = upper_cradle_site(board)
    else:
        faceup = [{"site": slot} for slot, site in enumerate(board.sites) if site.faceup]
        move = yield Decision(index, "pawn", "Setup (Law 1.23): place your pawn on a faceup site", choices=faceup,
                              source="Law 1.23")
        slot = move["site"]
    player.site = slot
    board.say(f"{player.name} places their pawn at {SITES[board.sites[slot].id].name}.")


def keep_first_adviser(board: Board, index: int):
    """Law 1.23b-c: one of the drawn cards (a Vision too) becomes a facedown adviser; the others are discarded,
    in the order the player chooses, to the pile of the region after the pawn's (Law 10 "Discard")."""
    player = board.players[index]
    drawn, player.drawn = player.drawn, []
    if not drawn:
        return
    kept = drawn[0]
    if len(drawn) > 1:
        move = yield Decision(index, "adviser", "Setup (Law 1.23): keep one card as a facedown adviser; the others "
                              "are discarded", choices=[{"adviser": card} for card in drawn], source="Law 1.23",
                              private=True)
        kept = move["adviser"]
    player.advisers.append(Card(kept, faceup=False))
    others = [Card(card, faceup=False) for card in drawn if card != kept]
    pile = yield from discard_order(index, others, source="Law 1.23", named="Setup (Law 1.23)")
    discard_cards(board, index, pile, SLOT_REGION[player.site])
    board.say(f"{player.name} takes a facedown adviser and discards {len(pile)} cards.", index,
              f"You keep {card_name(kept)} as a facedown adviser and discard "
              f"{' and '.join(card_name(card.id) for card in reversed(pile))} (top first).")

