"""Writing the Chronicle (Law 8): under ruleset version 2, the winner of the game performs 8.1 to 8.8, in this order,
as the game's last phase. One function per step; each asks the winner's choices as decisions like any other, and
every random step draws from board.rng. The last step stores the new chronicle's save string on the board
(Board.chronicle_out); the incoming chronicle's parts that Law 8 needs were kept at setup (Board.chronicle).

Readings (the Czech Law of seed 004 is the authority; law-digest.md section 8 and E.6 digest it):
- 8.1 "won by a Vision alone": Law 3.2 (Visionary) and Law 3.4.3 (War Exhaustion by the Vision met) are wins by a
  Vision alone; a Usurper who also met a Vision won "by several ways at once" and chooses.
- 8.2 each acceptor's warbands at a site it rules become one warband of the winner's, from the winner's bank while
  it holds one (Law 9.3: the components are the limit); the acceptor's go back to its bank.
- 8.3.2 the winner chooses a discard pile for each removed site's denizens, one choice per site.
- 8.3.3 the denizens discarded where an edifice was ruined go to the pile Law 10 "Discard" names.
- 8.3.5 a set-aside ruin site that finds no empty Hinterland or Provinces slot (possible only when the Cradle stays
  short) leaves the map as 8.3.2 removes sites: the Law places it nowhere else.
- 8.4 facedown advisers have no suit (Law 5.1.4.II, digest E.6.7); a tie for the largest Dispossessed stack is the
  winner's choice (digest E.6.6); a stack of fewer than six gives what it holds (Law 9.3).
- 8.5 the six are taken off the shuffled stack's top: a shuffled stack's top six are six at random.
- 8.3.5 step 6 draws the facedown sites off the site deck's top, after 8.3.2 shuffled the removed sites into it.
- 8.6.2 draws the relics off the relic deck's top (as Law 1.16); relics held by no one in the Reliquary go on top in
  8.6.3 with the winner's, as the Law says.
- 8.8 the denizens still in play are the world deck, what 8.5 left of its stack and the winner's advisers (digest
  E.6.8).
- 8.7 the save string is written in format 3.3.3 (chronicle-format 2.1), field 7 filled with the colours that
  played; the winner's colour is Purple for the Chancellor, and its name is the seat's name.
"""

from . import hooks
from .advisers import advisers_of_suit
from .cards import DENIZENS, EDIFICES, GRAND_SCEPTER, SITES, SUITS, VISIONS
from .chronicle import COLOURS, Chronicle, MapSlot, encode
from .rules import ask, discard_region, sites_ruled
from .setup import build_world_deck
from .state import CITIZEN, EXILE, REGIONS, SLOT_REGION, Site

OATHS = ("Supremacy", "People", "Devotion", "Protection")           # Law 8.1: the four goal tiles
VISION_OATHS = {"Conquest": "Supremacy", "Rebellion": "People", "Sanctuary": "Protection", "Faith": "Devotion"}  # 8.1
VERSION_OUT = (3, 3, 3)     # chronicle-format 2.1: the newest format; we fill field 7 (the active colours)
SLOTS_OF = {region: [slot for slot, name in enumerate(SLOT_REGION) if name == region] for region in REGIONS}
RUINS = {edifice.ruin_id: edifice for edifice in EDIFICES.values()}
WORLD_DECK_ADDS = (3, 2, 1)                                         # Law 8.4: the suit, the next, the one after


def write_chronicle(board):
    """Law 8 (intro): the winner performs 8.1 to 8.8, in this order."""
    board.phase = "chronicle"
    winner = board.outcome["winner"]
    board.say(f"{board.players[winner].name} writes the Chronicle (Law 8).")
    yield from vow_oath(board, winner)                  # 8.1
    yield from offer_citizenship(board, winner)         # 8.2
    yield from build_or_repair(board, winner)           # 8.3.1
    ruled = set(sites_ruled(board, winner))
    sites = yield from discard_sites(board, winner, ruled)     # 8.3.2
    aside = ruin_edifices(board, sites, ruled)          # 8.3.3
    clear_map(board, sites + aside)                     # 8.3.4
    refill_slots(board, sites, aside)                   # 8.3.5
    yield from add_archive_cards(board, winner)         # 8.4
    dispossess_six(board, winner)                       # 8.5
    clean_up_relics(board, winner)                      # 8.6
    save_chronicle(board, winner)                       # 8.7, 8.8
    board.phase = "chronicled"


# --- 8.1 Vow an Oath ----------------------------------------------------------------------------------------------

def vowed_by_vision(outcome: dict) -> str | None:
    """Law 8.1: the Oath a win by a Vision alone vows (Law 3.2 or 3.4.3, see the readings), else None."""
    vision = outcome.get("vision")
    if vision is None or outcome["rule"] not in ("Law 3.2", "Law 3.4.3"):
        return None
    return VISION_OATHS[vision]


def vow_oath(board, winner: int):
    """Law 8.1: a win by a Vision alone vows that Vision's Oath; any other win, any Oath but this game's."""
    oath = vowed_by_vision(board.outcome)
    if oath is None:
        move = yield from ask(winner, "vow oath", "The Chronicle (Law 8.1): which Oath does the next game swear?",
                              [{"oath": name} for name in OATHS if name != board.oath], source="Law 8.1")
        oath = move["oath"]
    board.chronicle["oath"] = oath
    board.say(f"The Oath of {oath} is vowed for the next game.")


# --- 8.2 Offer Citizenship ----------------------------------------------------------------------------------------

def offer_citizenship(board, winner: int):
    """Law 8.2, an Exile winner only: every Citizen board turns to its Exile side, the boxed ones too; then the
    winner may offer Citizenship to any other Exile but those just turned (6.6.1 does not apply). Each who accepts
    turns to its Citizen side, and at each site it rules its warbands become exactly one of the winner's."""
    if board.players[winner].side != EXILE:
        return
    turned = set()
    for colour, side in board.chronicle["boards"].items():
        if side == CITIZEN:
            board.chronicle["boards"][colour] = EXILE
            turned.add(colour)
    for player in board.players:
        if player.side == CITIZEN:
            player.side = EXILE
            turned.add(player.colour)
    if turned:
        board.say(f"Every Citizen board turns to its Exile side: {', '.join(sorted(turned))}.")
    for index in board.others(winner):
        player = board.players[index]
        if player.side != EXILE or player.colour in turned:
            continue
        move = yield from ask(winner, "chronicle offer", f"The Chronicle (Law 8.2): offer Citizenship to "
                              f"{player.name}?", [{"offer": True}, {"offer": False}], source="Law 8.2")
        if not move["offer"]:
            continue
        move = yield from ask(index, "chronicle citizenship", f"The Chronicle (Law 8.2): "
                              f"{board.players[winner].name} offers you Citizenship. Accept?",
                              [{"accept": True}, {"accept": False}], source="Law 8.2")
        if move["accept"]:
            become_citizen(board, winner, index)


def become_citizen(board, winner: int, index: int) -> None:
    """Law 8.2: the acceptor's board turns Citizen; at each site it ruled, its warbands go back to its bank and one of
    the winner's warbands takes their place (from the winner's bank, while it holds one: Law 9.3)."""
    player, giver = board.players[index], board.players[winner]
    for slot in sites_ruled(board, index):
        warbands = board.sites[slot].warbands
        player.bank += warbands.pop(player.colour, 0)
        if giver.bank:
            giver.bank -= 1
            warbands[giver.colour] = warbands.get(giver.colour, 0) + 1
    player.side = CITIZEN
    board.chronicle["boards"][player.colour] = CITIZEN
    board.say(f"{player.name} accepts Citizenship.")


# --- 8.3 Clean up the map and build edifices ----------------------------------------------------------------------

def is_intact_edifice(card) -> bool:
    return card.id in EDIFICES


def is_ruin(card) -> bool:
    return card.id in RUINS


def edifice_of(suit: str):
    return next(edifice for edifice in EDIFICES.values() if edifice.suit == suit)


def build_choices(board, winner: int) -> list:
    """Law 8.3.1: build at a ruled site with no edifice, replacing a denizen by its suit's intact edifice if the
    Archive holds it; or repair one ruin at a ruled site."""
    choices = []
    for slot in sites_ruled(board, winner):
        cards = board.sites[slot].cards
        if not any(is_intact_edifice(card) or is_ruin(card) for card in cards):
            for card in cards:
                if card.id in DENIZENS and card.faceup and edifice_of(DENIZENS[card.id].suit).id in board.archive:
                    choices.append({"build": slot, "denizen": card.id})
        choices += [{"repair": slot, "ruin": card.id} for card in cards if is_ruin(card)]
    return choices


def build_or_repair(board, winner: int):
    """Law 8.3.1: a winning Chancellor or Citizen MAY build an edifice (the replaced denizen goes to the world deck)
    or repair a ruin."""
    if board.players[winner].side == EXILE:
        return
    choices = build_choices(board, winner)
    if not choices:
        return
    move = yield from ask(winner, "chronicle build", "The Chronicle (Law 8.3.1): build an edifice, repair a ruin, "
                          "or neither?", choices + [{"build": None}], source="Law 8.3.1")
    if move.get("repair") is not None:
        card = next(card for card in board.sites[move["repair"]].cards if card.id == move["ruin"])
        card.id = RUINS[card.id].id
        board.say(f"{board.players[winner].name} repairs {EDIFICES[card.id].intact.name}.")
    elif move.get("build") is not None:
        card = next(card for card in board.sites[move["build"]].cards if card.id == move["denizen"])
        edifice = edifice_of(DENIZENS[card.id].suit)
        board.archive.remove(edifice.id)
        board.expose()                                  # Law 8.3.1: the edifice taken from the Archive
        board.world.append(card.id)
        card.id, card.faceup = edifice.id, True
        board.say(f"{board.players[winner].name} builds {edifice.intact.name}.")


def discard_sites(board, winner: int, ruled: set):
    """Law 8.3.2: every site is removed but those the winner rules and those with an intact edifice (and those a
    power keeps: the hook chronicle.keeps_site). The removed sites are shuffled into the site deck; their denizens go
    to a discard pile of the winner's choice, their relics to the relic deck, their ruins to the Archive. Returns the
    8 slots, None where a site was removed."""
    sites = list(board.sites)
    for slot, site in enumerate(board.sites):
        if slot in ruled or any(is_intact_edifice(card) for card in site.cards) or \
                hooks.some("chronicle.keeps_site", board, slot, winner):
            continue
        yield from remove_site(board, winner, site)
        sites[slot] = None
    board.rng.shuffle(board.site_deck)
    return sites


def remove_site(board, winner: int, site):
    denizens = [card.id for card in site.cards if not is_ruin(card)]
    if denizens:
        move = yield from ask(winner, "chronicle discard pile", "The Chronicle (Law 8.3.2): onto which discard pile "
                              f"do the denizens of {SITES[site.id].name} go?", [{"pile": region} for region in REGIONS],
                              source="Law 8.3.2")
        board.discards[move["pile"]].extend(denizens)
    board.archive.extend(RUINS[card.id].id for card in site.cards if is_ruin(card))
    board.relic_deck.extend(site.relics)
    site.cards, site.relics = [], []
    board.site_deck.append(site.id)


def ruin_edifices(board, sites: list, ruled: set) -> list:
    """Law 8.3.3: at each site the winner does not rule, every intact edifice turns to its ruin; where one did, every
    denizen is discarded. Then every site holding a ruin is set aside, in map order (top Cradle first), and its slot
    emptied. Returns the set-aside sites."""
    for slot, site in enumerate(sites):
        if site is None or slot in ruled:
            continue
        intact = [card for card in site.cards if is_intact_edifice(card)]
        if not intact:
            continue
        for card in intact:
            card.id = EDIFICES[card.id].ruin_id
        pile = board.discards[discard_region(board, SLOT_REGION[slot])]
        pile.extend(card.id for card in site.cards if card.id in DENIZENS)
        site.cards = [card for card in site.cards if card.id not in DENIZENS]
    aside = []
    for slot, site in enumerate(sites):
        if site is not None and any(is_ruin(card) for card in site.cards):
            aside.append(site)
            sites[slot] = None
    return aside


def clear_map(board, sites: list) -> None:
    """Law 8.3.4: every pawn, favor, secret and warband leaves the map (tokens reset each game, chronicle-format 1)."""
    for player in board.players:
        player.site = None
    for site in sites:
        if site is None:
            continue
        site.favor, site.secrets, site.warbands = 0, 0, {}
        for card in site.cards:
            card.favor, card.secrets = 0, 0


def refill_slots(board, sites: list, aside: list) -> None:
    """Law 8.3.5, steps 1-7: the sites left move up (the Cradle from the Provinces then the Hinterland; the Provinces
    from the Hinterland); the set-aside ruin sites fill the empty Hinterland slots, then the Provinces', from the
    bottom of the pile upward into the lowest empty slot; facedown sites from the site deck fill the rest; a region
    with no faceup site turns its top site faceup."""
    left = {region: [sites[slot] for slot in SLOTS_OF[region] if sites[slot] is not None] for region in REGIONS}
    cradle = left["Cradle"]
    for source in ("Provinces", "Hinterland"):                      # step 1
        while len(cradle) < len(SLOTS_OF["Cradle"]) and left[source]:
            cradle.append(left[source].pop(0))
    provinces = left["Provinces"]
    while len(provinces) < len(SLOTS_OF["Provinces"]) and left["Hinterland"]:     # step 2
        provinces.append(left["Hinterland"].pop(0))
    filled = {"Cradle": cradle, "Provinces": provinces, "Hinterland": left["Hinterland"]}      # step 3
    for region in ("Hinterland", "Provinces"):                      # steps 4-5: bottom to top
        column = filled[region] + [None] * (len(SLOTS_OF[region]) - len(filled[region]))
        for position in reversed(range(len(column))):
            if column[position] is None and aside:
                column[position] = aside.pop()
        filled[region] = column
    for site in aside:                                              # see the readings
        leave_map(board, site)
    if aside:
        board.rng.shuffle(board.site_deck)
    new = []
    for region in REGIONS:
        column = filled[region] + [None] * (len(SLOTS_OF[region]) - len(filled[region]))
        board.expose(column.count(None))                            # Law 8.3.5 step 6: sites drawn unseen
        column = [site if site is not None else Site(board.site_deck.pop(), faceup=False)
                  for site in column]                               # step 6
        if not any(site.faceup for site in column):                 # step 7
            column[0].faceup = True
            board.expose()                                          # Law 8.3.5 step 7: a site turned up
        new += column
    board.sites = new


def leave_map(board, site) -> None:
    """A set-aside site with no slot to go to leaves the map as 8.3.2 removes sites (see the readings)."""
    pile = board.discards[discard_region(board, "Hinterland")]
    pile.extend(card.id for card in site.cards if card.id in DENIZENS)
    board.archive.extend(RUINS[card.id].id for card in site.cards if is_ruin(card))
    board.relic_deck.extend(site.relics)
    site.cards, site.relics = [], []
    board.site_deck.append(site.id)


# --- 8.4 Six cards into the world deck ----------------------------------------------------------------------------

def most_common_suits(board, winner: int) -> list:
    """Law 8.4: the most common suit among the winner's advisers (facedown ones have none: Law 5.1.4.II, digest
    E.6.7); every suit is a candidate when no adviser has one."""
    counts = {suit: advisers_of_suit(board, winner, suit) for suit in SUITS}
    best = max(counts.values())
    return [suit for suit in SUITS if counts[suit] == best]


def add_archive_cards(board, winner: int):
    """Law 8.4: from the Archive, at random, 3 cards of the suit, 2 of the next suit in the cycle, 1 of the one after
    (Discord, Arcane, Order, Hearth, Beast, Nomad, Discord...). If the Archive cannot give all six, none of them:
    the Archive is healed instead."""
    suits = most_common_suits(board, winner)
    suit = suits[0]
    if len(suits) > 1:
        move = yield from ask(winner, "chronicle suit", "The Chronicle (Law 8.4): which suit do the Archive's cards "
                              "start from?", [{"suit": name} for name in suits], source="Law 8.4")
        suit = move["suit"]
    start = SUITS.index(suit)
    wanted = [(SUITS[(start + step) % len(SUITS)], count) for step, count in enumerate(WORLD_DECK_ADDS)]
    if any(len(archived(board, name)) < count for name, count in wanted):
        yield from heal_archive(board, winner)
        return
    for name, count in wanted:
        for card in board.rng.sample(archived(board, name), count):
            board.archive.remove(card)
            board.world.append(card)
        board.expose(count)                             # Law 8.4: cards taken from the Archive
    board.say(f"Six cards of the Archive join the world deck, from the {suit} suit on (Law 8.4).")


def archived(board, suit: str) -> list:
    return [card for card in board.archive if card in DENIZENS and DENIZENS[card].suit == suit]


def heal_archive(board, winner: int):
    """Law 8.4, Healing the Archive: the Dispossessed sorted into six stacks by suit; 6 random cards of the largest
    into the world deck (a tie is the winner's choice, digest E.6.6; fewer if it holds fewer, Law 9.3); every stack
    shuffled back into the Archive."""
    stacks = {suit: [card for card in board.dispossessed if DENIZENS[card].suit == suit] for suit in SUITS}
    board.expose(len(board.dispossessed))               # Law 8.4: the Dispossessed sorted by suit, so seen
    board.dispossessed = []
    largest = max(len(stack) for stack in stacks.values())
    tied = [suit for suit in SUITS if len(stacks[suit]) == largest]
    suit = tied[0]
    if largest and len(tied) > 1:
        move = yield from ask(winner, "chronicle heal", "The Chronicle (Law 8.4, digest E.6.6): the Archive is healed "
                              "from which Dispossessed stack?", [{"suit": name} for name in tied],
                              source="Law 8.4, digest E.6.6")
        suit = move["suit"]
    taken = board.rng.sample(stacks[suit], min(6, largest))
    board.world.extend(taken)
    board.archive.extend(card for name in SUITS for card in stacks[name] if card not in taken)
    board.say(f"The Archive is short: it is healed from the Dispossessed ({len(taken)} cards of its largest stack join "
              "the world deck; Law 8.4).")


# --- 8.5 Six cards out to the Dispossessed ------------------------------------------------------------------------

def dispossess_six(board, winner: int) -> None:
    """Law 8.5: the five Visions are put to one side (8.8 shuffles them in); every discard pile and every loser's
    advisers make one stack, shuffled; six random cards of it go to the Dispossessed unseen. The rest of the stack is
    still in play (digest E.6.8): it joins the world deck."""
    board.world = [card for card in board.world if card not in VISIONS]
    board.boxed = [card for card in board.boxed if card not in VISIONS]
    stack = [card for pile in board.discards.values() for card in pile if card not in VISIONS]
    board.discards = {region: [] for region in REGIONS}
    for index, player in enumerate(board.players):
        player.vision = None
        player.advisers = [card for card in player.advisers if card.id not in VISIONS]
        if index != winner:
            stack += [card.id for card in player.advisers]
            player.advisers = []
    board.rng.shuffle(stack)
    six = stack[-6:]
    board.dispossessed.extend(six)
    board.world.extend(stack[:-6])
    board.say(f"{len(six)} cards go to the Dispossessed unseen (Law 8.5).")


# --- 8.6 Clean up relics ------------------------------------------------------------------------------------------

def clean_up_relics(board, winner: int) -> None:
    """Law 8.6.1: the Grand Scepter to the box; the losers' relics into the relic deck, shuffled. 8.6.2: each faceup
    site topped up to its R icons from the deck's top. 8.6.3: the winner's relics and the Reliquary's, shuffled
    together, on top of the relic deck."""
    for index, player in enumerate(board.players):
        player.relics = [relic for relic in player.relics if relic != GRAND_SCEPTER.id]
        if index != winner:
            board.relic_deck.extend(player.relics)
            player.relics = []
    board.rng.shuffle(board.relic_deck)
    for site in board.sites:
        while site.faceup and len(site.relics) < SITES[site.id].relics and board.relic_deck:
            site.relics.append(board.relic_deck.pop())
            board.expose()                              # Law 8.6.2: a relic drawn from the relic deck
    top = board.players[winner].relics + [relic for relic in board.reliquary if relic is not None]
    board.players[winner].relics, board.reliquary = [], [None] * len(board.reliquary)
    board.rng.shuffle(top)
    board.relic_deck.extend(top)
    board.relic_tokens = {}


# --- 8.7 Save the map and boards; 8.8 Rebuild the world deck ------------------------------------------------------

def saved_slot(site) -> MapSlot:
    """Law 8.7.1, chronicle-format 2.1 #11: the site, its side, then its denizens, edifices and relics in order."""
    cards = [card.id for card in site.cards if card.id in DENIZENS]
    cards += [card.id for card in site.cards if card.id not in DENIZENS] + list(site.relics)
    return MapSlot(site.id, not site.faceup, cards + [None] * (3 - len(cards)))


def save_chronicle(board, winner: int) -> None:
    """Law 8.7: the map and the boards, each on its side (the boxed ones as they are). Law 8.8: every denizen still
    in play (see the readings) through the Law 1.19 box with the five Visions. The new chronicle's save string is
    stored on the board: the next game's number, the winner's colour and name (chronicle-format 2.1 #4, #16-17)."""
    kept = board.chronicle
    boards = dict(kept["boards"])
    for player in board.players:
        if player.colour in COLOURS:
            boards[player.colour] = player.side
    denizens = [card for card in board.world if card in DENIZENS]
    denizens += [card.id for card in board.players[winner].advisers if card.id in DENIZENS]
    board.players[winner].advisers = []
    board.world = build_world_deck(board.rng, denizens)
    chronicle = Chronicle(
        name=kept["name"], version=VERSION_OUT, game=kept["game"] + 1, oath=kept["oath"], boards=boards,
        map=[saved_slot(site) for site in board.sites], world_deck=board.world[::-1],
        dispossessed=list(board.dispossessed), relic_deck=board.relic_deck[::-1],
        previous_active=frozenset(player.colour for player in board.players),
        previous_start_citizens=frozenset(kept["start_citizens"]),
        previous_winner=board.players[winner].colour, previous_winner_name=board.players[winner].name)
    board.chronicle_out = encode(chronicle)
    board.say(f"The Chronicle of {kept['name']} is written: game {kept['game'] + 1} comes next.")
