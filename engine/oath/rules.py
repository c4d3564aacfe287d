"""Shared mechanisms of the Law, written once: rule of sites, tokens and their limits, Supply, discarding,
drawing, the Oathkeeper title. Actions and powers call these and never reimplement them."""

from engine.core import Decision

from . import hooks
from .cards import CARDS, DENIZENS, EDIFICES, GRAND_SCEPTER, RELICS, RELIQUARY_SLOTS, SITES, VISIONS, Edifice, card_name
from .state import CITIZEN, DARKEST_SECRET, EXILE, PEOPLES_FAVOR, PURPLE, REGIONS, SUPPLY_CAP

NEXT_REGION = {"Cradle": "Provinces", "Provinces": "Hinterland", "Hinterland": "Cradle"}   # Law 10 "Discard"


def ask(player: int, kind: str, prompt: str, choices: list, source: str | None = None):
    """Put a decision to a player and return the move they answer."""
    return (yield Decision(player, kind, prompt, choices=choices, source=source))


# --- suits and cards --------------------------------------------------------------------------------------------

def suit_of(card) -> str | None:
    """A faceup denizen's or intact edifice's suit; facedown cards, ruins and Visions have none (Law 2.9, 5.1.4.II)."""
    if not card.faceup:
        return None
    if card.id in DENIZENS:
        return DENIZENS[card.id].suit
    edifice = EDIFICES.get(card.id)
    return edifice.suit if edifice else None


def name_of(card_id: int) -> str:
    return card_name(card_id)


# --- sites ------------------------------------------------------------------------------------------------------

def site_name(board, slot: int) -> str | None:
    """The name of the faceup site in `slot`; None for a facedown or empty slot (its power is off, Law 7)."""
    site = board.sites[slot]
    if site.id is None or not site.faceup:
        return None
    return SITES[site.id].name


def flip_secret(board, player: int) -> None:
    """Turn one of your faceup board secrets facedown (Law 4.3.2): what some site powers charge."""
    held = board.players[player]
    held.secrets -= 1
    held.hidden_secrets += 1


def note_site_discard(board, slot: int, card) -> None:
    """Remember the suit of a card discarded from a site this turn, for the Homeland condition (Law 11)."""
    suit = DENIZENS[card.id].suit if card.id in DENIZENS and card.faceup else None
    if suit:
        board.site_discards.append([slot, suit])


# --- rule (Law 10 "Rule", 6.6.3) ----------------------------------------------------------------------------------

def rulers(board, slot: int) -> frozenset:
    """The players who rule a site: those with warbands of their colour on it; every Imperial player where a
    purple warband stands. An empty faceup site is ruled by the bandits (returned as no player). Asked again and
    again while the Act phase lists its moves, so worked out once a listing (Board.remembered)."""
    return board.remembered(("rulers", slot), _rulers, board, slot)


def _rulers(board, slot: int) -> frozenset:
    site = board.sites[slot]
    if not site.faceup:
        return frozenset()
    ruling = set()
    warbands = site.warbands
    if warbands:                                # most sites are empty or held by one colour: asked after most moves
        for index, player in enumerate(board.players):
            if warbands.get(PURPLE if player.imperial else player.colour, 0) > 0:
                ruling.add(index)
    if not site.warband_count and bandit_crown_holder(board) is not None:    # Law 7.6.5: Bandit Crown
        ruling.add(bandit_crown_holder(board))
    return frozenset(ruling)


def rules(board, player: int, slot: int) -> bool:
    return player in rulers(board, slot)


def ruled_by_bandits(board, slot: int) -> bool:
    site = board.sites[slot]
    return site.faceup and site.warband_count == 0 and bandit_crown_holder(board) is None


BANDIT_CROWN = 228


def bandit_crown_holder(board) -> int | None:
    """Law 7.6.5: the holder of the Bandit Crown treats the bandits as their own warbands, so rules the faceup
    sites with no physical warbands."""
    for index, held in enumerate(board.players):      # a plain loop: asked for every empty site's rulers
        if BANDIT_CROWN in held.relics:
            return index
    return None


def sites_ruled(board, player: int) -> list[int]:
    return [slot for slot in range(len(board.sites)) if rules(board, player, slot)]


def relics_and_banners(board, player: int) -> int:
    """Law 2.11 Protection, 3.2 Sanctuary: relics and banners held, counted together."""
    held = board.players[player]
    return len(held.relics) + len(held.banners)


def holds_banner(board, player: int, name: str) -> bool:
    return board.banners[name].holder == player


def note_scepter_taken(board) -> None:
    """cards.md 4: the Grand Scepter cannot be used the turn its holder took it. Call when it changes hands. Its new
    holder may look at the Reliquary (Law 2.3, 6.4; views.py shows it them): its relics count as shown."""
    board.scepter_taken = [board.round, board.turn]
    board.expose(sum(relic is not None for relic in board.reliquary))


def scepter_usable(board, player: int) -> bool:
    """Law 2.4, 6.4, 6.6, 6.7: the Grand Scepter's holder may use it, except in the turn they took it."""
    return GRAND_SCEPTER.id in board.players[player].relics and board.scepter_taken != [board.round, board.turn]


def take_reliquary_relic(board, player: int, space: int) -> int:
    """Law 2.3, 6.6.2: a relic taken from the Reliquary uncovers its space, whose modifier is the Chancellor's from
    then on. Returns the relic."""
    relic, board.reliquary[space] = board.reliquary[space], None
    board.players[player].relics.append(relic)
    board.expose()                                      # Law 2.3, 9.4: a facedown relic taken faceup
    board.reliquary_modifiers.append(RELIQUARY_SLOTS[space].slot)
    board.say(f"{board.players[player].name} takes {card_name(relic)} from the Reliquary; the Chancellor gains the "
              f"{RELIQUARY_SLOTS[space].name} modifier.")
    return relic


def give_banner(board, player: int, name: str) -> None:
    """Move a banner into `player`'s personal bank (Law 2.2.3), from its holder or the shared bank."""
    banner = board.banners[name]
    if banner.holder is not None:
        board.players[banner.holder].banners.remove(name)
    banner.holder = player
    board.players[player].banners.append(name)


def seize_banner(board, player: int, name: str) -> None:
    """Law 2.5.3: a banner obtained other than by Recover loses 2 of its tokens, never its last; the People's
    Favor turns to its Mob side. Burnt favor goes to the shared bank; secrets are unlimited (Law 9.3)."""
    give_banner(board, player, name)
    banner = board.banners[name]
    burnt = max(0, min(2, banner.tokens - 1))
    banner.tokens -= burnt
    if name == PEOPLES_FAVOR:
        favor_burnt(board, player, burnt)
        banner.mob = True


# --- the favor a player owns (Law 2.2.3): every gain, take, spend and gift goes through these ----------------------

def favor_bank_kept(board, player: int) -> str | None:
    """The suit of the bank holding `player`'s favor instead of their board (hook favor.kept_in_bank: Vow of
    Kinship), else None. Once a listing (Board.remembered): every price the Act phase weighs asks it."""
    return board.remembered(("favor bank", player), hooks.first, "favor.kept_in_bank", board, player)


def favor_of(board, player: int) -> int:
    """The favor `player` owns and may spend: on their board, and in the bank that holds their favor."""
    bank = favor_bank_kept(board, player)
    return board.players[player].favor + (board.favor_banks[bank] if bank else 0)


def receive_favor(board, player: int, count: int) -> None:
    """Favor coming to `player` from anywhere (a bank, the shared bank, a site, another player): onto their board, or
    into the bank that holds their favor."""
    bank = favor_bank_kept(board, player)
    if bank:
        board.favor_banks[bank] += count
    else:
        board.players[player].favor += count


def spend_favor(board, player: int, count: int) -> None:
    """Favor leaving `player` (paid, placed, burnt, given, taken from them): off their board first, then out of the
    bank that holds their favor. The caller puts it where it goes."""
    held = board.players[player]
    bank = favor_bank_kept(board, player)
    own = min(count, held.favor) if bank else count
    held.favor -= own
    if bank:
        board.favor_banks[bank] -= count - own


def give_favor(board, giver: int, taker: int, count: int) -> None:
    """`count` favor passes from `giver` to `taker` (a toll, a price, a deal, a taking)."""
    spend_favor(board, giver, count)
    receive_favor(board, taker, count)


# --- tokens (Law 9.3: take what there is) --------------------------------------------------------------------------

def gain_favor(board, player: int, suit: str, count: int) -> int:
    """Gain favor from the bank of `suit` (Law 10 "Gain"); as much as it holds."""
    taken = min(count, board.favor_banks[suit])
    board.favor_banks[suit] -= taken
    receive_favor(board, player, taken)
    return taken


def gain_secrets(board, player: int, count: int) -> None:
    board.players[player].secrets += count     # secrets are unlimited (Law 9.3)


def burn_favor(board, player: int, count: int) -> None:
    spend_favor(board, player, count)
    favor_burnt(board, player, count)


def favor_burnt(board, burner: int, count: int) -> None:
    """Law 10 "Burn": favor burnt goes to the shared bank, unless a power takes it instead (hook favor.burnt_to:
    Vow of Renewal). Every burn of favor, from a board, a banner or a cost, ends here."""
    taker = hooks.first("favor.burnt_to", board, burner, count) if count else None
    if taker is None:
        board.favor_pool += count
        return
    receive_favor(board, taker, count)
    board.say(f"{board.players[taker].name} takes the {count} favor burnt instead of the shared bank.")


def burn_secrets(board, player: int, count: int) -> None:
    board.players[player].secrets -= count


def spend_supply(board, player: int, amount: int) -> None:
    """Law 4.2: move the Supply marker right, one space per Supply spent."""
    held = board.players[player]
    held.supply -= amount
    held.spent += amount


def refresh_supply_to_full(board, player: int) -> None:
    """Law 6.6.2 step 6, 6.7, 6.8 "to full": the leftmost space (digest E.6.16)."""
    board.players[player].supply = SUPPLY_CAP


def gain_supply(board, player: int, amount: int) -> int:
    """Move the Supply marker `amount` spaces left, never past the leftmost space (Law 4.3.4); returns the gain."""
    held = board.players[player]
    gained = max(0, min(amount, SUPPLY_CAP - held.supply))
    held.supply += gained
    return gained


# --- warbands -------------------------------------------------------------------------------------------------

def gain_warbands(board, player: int, count: int) -> int:
    """Law 5.2.2, 10 "Gain": from the personal bank to the board; Citizens gain purple from the Chancellor's bank
    (digest E.6.5). Takes what there is (Law 9.3)."""
    held = board.players[player]
    source = board.players[board.chancellor()] if held.side == CITIZEN else held
    taken = min(count, source.bank)
    source.bank -= taken
    held.warbands += taken
    return taken


def kill_from_board(board, player: int, count: int) -> int:
    """Law 10 "Kill": killed warbands go to their colour's personal bank (purple to the Chancellor's)."""
    held = board.players[player]
    killed = min(count, held.warbands)
    held.warbands -= killed
    owner = board.players[board.chancellor()] if held.imperial else held
    owner.bank += killed
    return killed


def kill_at_site(board, slot: int, colour: str, count: int) -> int:
    site = board.sites[slot]
    killed = min(count, site.warbands.get(colour, 0))
    site.warbands[colour] = site.warbands.get(colour, 0) - killed
    if not site.warbands[colour]:
        del site.warbands[colour]
    owner = next(p for p in board.players if (p.colour == colour and p.side == EXILE) or
                 (colour == PURPLE and p.side == "Chancellor"))
    owner.bank += killed
    return killed


# --- cards: drawing and discarding ----------------------------------------------------------------------------

def discard_region(board, region: str) -> str:
    """Law 10 "Discard": the pile of the region after the one the card (or pawn) is in."""
    return NEXT_REGION[region]


def discard_cards(board, player: int, cards: list, region: str) -> None:
    """Law 10 "Discard": facedown onto the pile for `region`'s next region. Favor on a card goes to its suit's bank;
    secrets on it go facedown to the discarding player's board."""
    pile = board.discards[discard_region(board, region)]
    for card in cards:
        if card.favor:
            suit = suit_of(card) or DENIZENS.get(card.id) and DENIZENS[card.id].suit
            board.favor_banks[suit] += card.favor
        if card.secrets:
            board.players[player].hidden_secrets += card.secrets
        pile.append(card.id)


def discard_order(player: int, cards: list, source: str, named: str | None = None):
    """Law 10 "Discard" (digest E.1 row 40): the discarding player puts the cards on the pile in any order. Asks,
    top card first, which card lies highest of those left; returns the cards bottom first, as `discard_cards` takes
    them. Private: the pile is facedown (Law 9.4). The question names `source`, the rule or card that discards, as
    `named` words it ("Setup (Law 1.23)"), if given."""
    left, from_top = list(cards), []
    while len(left) > 1:
        move = yield Decision(player, "discard order", f"{named or source}: which of these cards goes on top of the "
                              "others on the pile?", choices=[{"card": card.id} for card in left], source=source,
                              private=True)
        chosen = next(card for card in left if card.id == move["card"])
        left.remove(chosen)
        from_top.append(chosen)
    return (from_top + left)[::-1]


def is_vision(card_id: int) -> bool:
    return card_id in VISIONS


def locked(card) -> bool:
    """Law 7.2.2: a faceup locked denizen, or any edifice (locked on both sides, cards.md 6), is never discarded,
    moved or swapped; restrictions bind only faceup cards (Law 7.2)."""
    if not card.faceup:
        return False
    is_ruin = any(card.id == edifice.ruin_id for edifice in EDIFICES.values())
    return card.id in EDIFICES or is_ruin or (card.id in DENIZENS and DENIZENS[card.id].locked)


# --- the Dispossessed (Law 8.5) ---------------------------------------------------------------------------------

def draw_dispossessed(board, count: int) -> list:
    """Law 8.5: `count` cards taken at random from the Dispossessed, as many as it holds (Law 9.3); no one sees
    them (Law 9.4) until a power shows them to someone. Each is counted as taken from a hidden pile (Board.expose)."""
    drawn = [board.dispossessed.pop(board.rng.below(len(board.dispossessed)))
             for _ in range(min(count, len(board.dispossessed)))]
    board.expose(len(drawn))                            # Law 8.5: the Dispossessed drawn
    return drawn


def dispossess(board, card_ids: list) -> None:
    """Law 8.5: cards put into the Dispossessed unseen, after the ones there (as the mod files them)."""
    board.dispossessed.extend(card_ids)


def flip_edifice(card) -> None:
    """cards.md 6, Law 2.9: an edifice is one card with two faces, the intact one (with a suit) and the ruin (none);
    flipping turns it to its other face where it lies, with the tokens it holds. A save id names the face up."""
    edifice = CARDS[card.id]
    assert isinstance(edifice, Edifice), f"card {card.id} is no edifice"
    card.id = edifice.other_face(card.id)


def relic_defense(relic_id: int) -> int:
    return GRAND_SCEPTER.defense_dice if relic_id == GRAND_SCEPTER.id else RELICS[relic_id].defense_dice


def search_cost(board, player: int, source: str) -> int:
    """Law 5.1.1, 2.1.6: a discard pile costs 2; the world deck what the Visions Drawn track shows (2 at 0
    Visions, 3 at 1-2, 4 at 3 or more, digest 2.1.6 note). The Darkest Secret's holder pays 2 (cards.md 4)."""
    if source != "world" or holds_banner(board, player, DARKEST_SECRET):
        return 2
    return 2 if board.visions_drawn == 0 else 3 if board.visions_drawn <= 2 else 4


def banner_tokens_min(name: str) -> int:
    return 1


__all__ = ["ask", "suit_of", "rulers", "rules", "sites_ruled", "gain_favor", "spend_supply", "discard_cards",
           "CARDS", "REGIONS", "PEOPLES_FAVOR", "DARKEST_SECRET"]


def locked_to(board, player: int, card=None, slot: int | None = None) -> bool:
    """The one lock check: whether `player` must leave where it is this card (a denizen, an edifice, or an adviser)
    or, with no card, the relics at the site in `slot`: never discard, move, swap or take it (Law 7.2.2). A card is
    locked by its print (`locked`: a faceup locked denizen, any edifice); a denizen or relic at a site whose denizens
    and relics `player` acts as if locked (Law 7.1.4, hook site.locked_for: Ancient Bloodline) is locked for that
    player only: locking that depends on who looks. Every power and rule that discards, moves, swaps or takes a card or
    a relic at a site asks it (under ruleset version 3 every one does: `locks_everywhere`)."""
    if card is not None:
        if locked(card):
            return True
        if card.id not in DENIZENS:
            return False
        slot = site_holding(board, card)
        if slot is None:
            return False
    return hooks.some("site.locked_for", board, player, slot)


def site_holding(board, card) -> int | None:
    """The slot of the site where this very card object lies, else None (plain loops: every lock check asks it)."""
    for slot, site in enumerate(board.sites):
        for there in site.cards:
            if there is card:
                return slot
    return None


def held_fast(board, card, player: int | None = None) -> bool:
    """A card that may not be discarded now by the acting `player` (by default the player whose turn it is): locked
    to them (`locked_to`), or modifying the major action in progress (Law 7.4.3)."""
    actor = board.turn if player is None else player
    return card.id in board.modifying or locked_to(board, actor, card)


LOCKS_EVERYWHERE = 3


def locks_everywhere(board) -> bool:
    """Ruleset version 3 asks the one lock check (`locked_to`) in every power and rule that discards, moves, swaps or
    takes a card or relic at a site. Games of versions 1-2 replay as they were played, where Salt the Earth's site,
    Relic Breaker's and Relic Hunter's relics, the Homeland's relic, Roving Terror and Great Herd moving themselves
    and a battle plan's discard at the end of a Campaign asked the printed lock only (or none)."""
    return board.version >= LOCKS_EVERYWHERE


# --- what persistent powers forbid (Law 7.1.4) ----------------------------------------------------------------------

def may_place_warbands(board, player: int) -> bool:
    """Whether `player` may place warbands at sites (hook warbands.may_place: Ring of Devotion)."""
    return hooks.every("warbands.may_place", board, player)


def guarded(board, holder: int, relic: int | None = None, banner: str | None = None) -> bool:
    """Whether another player may not take this relic or banner from `holder` (hook take.guarded: Circlet), or
    the taker may not (hook take.forbidden: Tome Guardians, Lost Tongue). Every taking this is asked for happens
    in the taker's own turn (the Conspiracy, Tinker's Fair, The Gathering, Citizenship terms), so the taker is the
    player whose turn it is."""
    return (hooks.some("take.guarded", board, holder, relic, banner)
            or hooks.some("take.forbidden", board, board.turn, holder, relic, banner))


def bandits_at(board, slot: int) -> int:
    """Law 2.8.3: a site adds 1 bandit to a defending force; persistent powers may add more (hook site.bandits)."""
    return 1 + hooks.total("site.bandits", board, slot)
