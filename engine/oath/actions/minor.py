"""Minor actions (Law 6): they cost no Supply. Facedown advisers (6.1), peeks (6.3, 6.4), moving warbands (6.5),
and the Empire's doors: Citizenship offered with the Grand Scepter (6.6), exiling a Citizen (6.7), self-exile
(6.8). Action powers (6.2) belong to the cards that have them."""

from engine.core.decision import SharedMove

from .. import hooks
from ..cards import GRAND_SCEPTER, RELIQUARY_SLOTS, SITES, card_name
from ..play import play_card
from ..rules import (
    ask,
    discard_cards,
    favor_of,
    give_favor,
    guarded,
    holds_banner,
    may_place_warbands,
    note_scepter_taken,
    refresh_supply_to_full,
    rules,
    scepter_usable,
    seize_banner,
    take_reliquary_relic,
)
from ..state import CITIZEN, EXILE, PEOPLES_FAVOR, PURPLE, Card
from ..victory import update_title
from .registry import action

EXILE_PRICE = 5                 # Law 6.7: the price before its adjustments
YES_NO = (SharedMove(consent=True), SharedMove(consent=False))     # shared by every consent asked


# --- 6.1 facedown advisers ------------------------------------------------------------------------------------

def facedown_advisers(board, player: int) -> list:
    return [card for card in board.players[player].advisers if not card.faceup]


def reveal_offers(board, player: int) -> list:
    return [{"action": "reveal_adviser", "card": card.id} for card in facedown_advisers(board, player)]


def discard_offers(board, player: int) -> list:
    # named by place among the advisers, never by id: a card discarded facedown stays unseen (Law 9.4)
    held = board.players[player]
    return [{"action": "discard_adviser", "adviser": place} for place, card in enumerate(held.advisers)
            if not card.faceup]


@action("reveal_adviser", reveal_offers, major=False)
def reveal_adviser(board, player: int, move: dict):
    """Law 6.1: turn a facedown adviser faceup and play it exactly as in Search step 4 (5.1.4): it leaves the
    advisers, so it may come back as a faceup adviser within the limit."""
    held = board.players[player]
    card = next(card for card in held.advisers if card.id == move["card"])
    held.advisers.remove(card)
    board.expose()                                                          # Law 6.1: a facedown card turned up
    board.say(f"{held.name} turns the adviser {card_name(card.id)} faceup to play it.")
    yield from play_card(board, player, card.id, facedown_allowed=False)


@action("discard_adviser", discard_offers, major=False)
def discard_adviser(board, player: int, move: dict):
    """Law 6.1: or discard it, unseen (Law 10 "Discard": facedown)."""
    held = board.players[player]
    card = held.advisers.pop(move["adviser"])
    discard_cards(board, player, [card], board.region_of(held.site))
    board.say(f"{held.name} discards a facedown adviser.", player, f"You discard {card_name(card.id)}.")


def show_offers(board, player: int) -> list:
    """Law 6.1, 9.4: the owner of a facedown adviser may let another player look at it; a player already shown
    that card is not offered it again."""
    held = board.players[player]
    moves = []
    for place, card in enumerate(held.advisers):
        if card.faceup:
            continue
        for other in board.others(player):
            shown = {"what": "adviser", "player": player, "cards": [card.id]}
            if shown not in board.players[other].seen:
                moves.append({"action": "show_adviser", "adviser": place, "to": other})
    return moves


@action("show_adviser", show_offers, major=False)
def show_adviser(board, player: int, move: dict):
    """Law 9.4: only the player shown learns the card; everyone else sees only that a look was allowed."""
    held, other = board.players[player], board.players[move["to"]]
    card = held.advisers[move["adviser"]]
    other.seen.append({"what": "adviser", "player": player, "cards": [card.id]})
    board.expose()                                                          # Law 6.1, 9.4: a facedown adviser shown
    board.say(f"{held.name} lets {other.name} look at a facedown adviser.", move["to"],
              f"{held.name} shows you the facedown adviser {card_name(card.id)}.")


# --- 6.3, 6.4 peeks ----------------------------------------------------------------------------------------------

def relic_peek_offers(board, player: int) -> list:
    """Law 6.3: a facedown relic at your site, named by its place so the move gives nothing away. One seen before
    may be looked at again from anywhere; that is the view's business, not an action."""
    held = board.players[player]
    relics = board.sites[held.site].relics if held.site is not None else []
    return [{"action": "peek_relic", "relic": place} for place, relic in enumerate(relics) if relic not in held.peeked]


@action("peek_relic", relic_peek_offers, major=False)
def peek_relic(board, player: int, move: dict):
    held = board.players[player]
    site = board.sites[held.site]
    relic = site.relics[move["relic"]]
    held.peeked.append(relic)
    board.expose()                                                          # Law 6.3: a facedown relic looked at
    board.say(f"{held.name} peeks at a relic at {SITES[site.id].name}.", player,
              f"You peek at a relic at {SITES[site.id].name}: {card_name(relic)}.")


def reliquary_peek_offers(board, player: int) -> list:
    """Law 6.4: the Grand Scepter's holder may look at any Reliquary relic (not the turn they took it)."""
    if not scepter_usable(board, player):
        return []
    seen = board.players[player].peeked
    return [{"action": "peek_reliquary", "space": space} for space, relic in enumerate(board.reliquary)
            if relic is not None and relic not in seen]


@action("peek_reliquary", reliquary_peek_offers, major=False)
def peek_reliquary(board, player: int, move: dict):
    held = board.players[player]
    relic = board.reliquary[move["space"]]
    held.peeked.append(relic)
    board.expose()                                                          # Law 6.4: a Reliquary relic looked at
    board.say(f"{held.name} peeks at a Reliquary relic.", player,
              f"You peek at the Reliquary's {RELIQUARY_SLOTS[move['space']].name} space: {card_name(relic)}.")


# --- 6.5 warbands to and from your site --------------------------------------------------------------------------

def warbands_here(board, player: int) -> int:
    held = board.players[player]
    return board.sites[held.site].warbands.get(board.colour_of_warbands(player), 0)


def move_offers(board, player: int) -> list:
    """Law 6.5: site to board, all but the last one; board to site, only at a site you rule."""
    held = board.players[player]
    if held.site is None:
        return []
    keep = 0 if hooks.some("warbands.may_take_last", board, player) else 1
    moves = [{"action": "move_warbands", "to": "board", "count": count}
             for count in range(1, warbands_here(board, player) + 1 - keep)]
    if rules(board, player, held.site) and may_place_warbands(board, player):
        moves += [{"action": "move_warbands", "to": "site", "count": count} for count in range(1, held.warbands + 1)]
    return moves


@action("move_warbands", move_offers, major=False)
def move_warbands(board, player: int, move: dict):
    """Law 6.5; a Citizen needs the Chancellor's permission to take warbands from the site to the board."""
    held, count = board.players[player], move["count"]
    site = board.sites[held.site]
    colour = board.colour_of_warbands(player)
    if move["to"] == "board":
        if held.side == CITIZEN:
            answer = yield from ask(board.chancellor(), "consent", f"Warbands (Law 6.5): may {held.name} move {count} "
                                    f"purple warbands from {SITES[site.id].name} to their board?", YES_NO,
                                    source="Law 6.5")
            if not answer["consent"]:
                board.say(f"The Chancellor refuses {held.name} the warbands at {SITES[site.id].name}.")
                return
        site.warbands[colour] -= count
        held.warbands += count
    else:
        held.warbands -= count
        site.warbands[colour] = site.warbands.get(colour, 0) + count
    board.say(f"{held.name} moves {count} warbands to {'their board' if move['to'] == 'board' else 'the site'}.")


def imperial_neighbours(board, player: int) -> list:
    """Law 6.5 (Empire): the other Imperial players whose pawns share your site, when you are Imperial."""
    held = board.players[player]
    if not held.imperial:
        return []
    return [other for other in board.others(player)
            if board.players[other].imperial and board.players[other].site == held.site]


def give_offers(board, player: int) -> list:
    return [{"action": "give_warbands", "player": other, "count": count}
            for other in imperial_neighbours(board, player) for count in range(1, board.players[player].warbands + 1)]


def take_offers(board, player: int) -> list:
    return [{"action": "take_warbands", "player": other, "count": count}
            for other in imperial_neighbours(board, player) for count in range(1, board.players[other].warbands + 1)]


@action("give_warbands", give_offers, major=False)
def give_warbands(board, player: int, move: dict):
    """Law 6.5 (Empire): board to board, with the other player's consent."""
    yield from transfer_warbands(board, player, move["player"], move["count"], giving=True)


@action("take_warbands", take_offers, major=False)
def take_warbands(board, player: int, move: dict):
    yield from transfer_warbands(board, player, move["player"], move["count"], giving=False)


def transfer_warbands(board, player: int, other: int, count: int, giving: bool):
    held, them = board.players[player], board.players[other]
    wording = f"give you {count} warbands" if giving else f"take {count} warbands from you"
    answer = yield from ask(other, "consent", f"Warbands (Law 6.5): may {held.name} {wording}?", YES_NO,
                            source="Law 6.5")
    if not answer["consent"]:
        board.say(f"{them.name} refuses.")
        return
    giver, taker = (held, them) if giving else (them, held)
    giver.warbands -= count
    taker.warbands += count
    board.say(f"{giver.name} gives {taker.name} {count} warbands.")


# --- 6.6 Citizenship -------------------------------------------------------------------------------------------

def citizenship_offers(board, player: int) -> list:
    """Law 6.6.1: the Grand Scepter's holder offers to any Exile, themself included; the offer must give a
    Reliquary relic, so an empty Reliquary allows none."""
    if not scepter_usable(board, player) or not any(relic is not None for relic in board.reliquary):
        return []
    return [{"action": "offer_citizenship", "exile": index} for index, seat in enumerate(board.players)
            if seat.side == EXILE]


@action("offer_citizenship", citizenship_offers, major=False)
def offer_citizenship(board, player: int, move: dict):
    """Law 6.6.1-6.6.2: the holder picks the one Reliquary relic, may add binding transfers either way and show
    Reliquary relics, then sends the offer (or withdraws it); the Exile accepts or declines."""
    exile = move["exile"]
    holder, offered = board.players[player], board.players[exile]
    spaces = [{"space": space} for space, relic in enumerate(board.reliquary) if relic is not None]
    space = (yield from ask(player, "citizenship relic", f"Citizenship (Law 6.6.1): which Reliquary relic does your "
                            f"offer give {offered.name}?", spaces, source="Law 6.6.1"))["space"]
    terms = new_terms()
    while True:
        choices = term_choices(board, player, exile, terms) + [{"send": True}, {"withdraw": True}]
        answer = yield from ask(player, "citizenship terms", f"Citizenship (Law 6.6.1): terms for {offered.name}: "
                                f"{describe(terms)}. Add a term, show a Reliquary relic, send or withdraw", choices,
                                source="Law 6.6.1")
        if "withdraw" in answer:
            board.say(f"{holder.name} withdraws the offer of Citizenship to {offered.name}.")
            return
        if "send" in answer:
            break
        if "show" in answer:
            show_relic(board, player, exile, answer["show"])
        else:
            add_term(terms, answer)
    board.say(f"{holder.name} offers Citizenship to {offered.name}: a Reliquary relic; {describe(terms)}.")
    reply = yield from ask(exile, "citizenship", f"Citizenship (Law 6.6.2): {holder.name} offers you Citizenship: "
                           f"the Reliquary's {RELIQUARY_SLOTS[space].name} relic; {describe(terms)}. Accept?",
                           [{"accept": True}, {"accept": False}], source="Law 6.6.2")
    if not reply["accept"]:
        board.say(f"{offered.name} declines Citizenship.")
        return
    yield from become_citizen(board, exile)                                   # Law 6.6.2 steps 1-6
    carry_out(board, player, exile, terms)                                    # the promised transfers
    take_reliquary_relic(board, exile, space)                                # Law 2.3: the Chancellor's now
    yield from update_title(board)


def new_terms() -> dict:
    """The extra transfers of an offer (Law 6.6.1): "give" goes from the holder to the Exile, "take" back."""
    return {"give_favor": 0, "take_favor": 0, "give_secrets": 0, "take_secrets": 0,
            "give_relics": [], "take_relics": [], "give_banners": [], "take_banners": []}


def term_choices(board, player: int, exile: int, terms: dict) -> list:
    """One more favor or secret either way, one more held relic or banner either way (never a Reliquary relic:
    those are not held), and Reliquary relics the Exile has not yet been shown. An offer to oneself has no
    transfers to make."""
    holder, offered = board.players[player], board.players[exile]
    choices = []
    if exile != player:
        amounts = [("give_favor", favor_of(board, player)), ("take_favor", favor_of(board, exile)),
                   ("give_secrets", 0 if hooks.some("secrets.give_forbidden", board, player) else holder.secrets),
                   ("take_secrets", 0 if hooks.some("secrets.give_forbidden", board, exile) else offered.secrets)]
        choices += [{"term": term} for term, owned in amounts if terms[term] < owned]
        choices += [{"term": "give_relic", "relic": relic} for relic in holder.relics
                    if relic not in terms["give_relics"]]
        choices += [{"term": "take_relic", "relic": relic} for relic in offered.relics
                    if relic not in terms["take_relics"]
                    and not guarded(board, exile, relic=relic)]
        choices += [{"term": "give_banner", "banner": name} for name in holder.banners
                    if name not in terms["give_banners"]]
        choices += [{"term": "take_banner", "banner": name} for name in offered.banners
                    if name not in terms["take_banners"] and not guarded(board, exile, banner=name)]
    choices += [{"show": space} for space, relic in enumerate(board.reliquary)
                if relic is not None and relic not in offered.peeked]
    return choices


def add_term(terms: dict, answer: dict) -> None:
    term = answer["term"]
    if term.endswith("_relic"):
        terms[term + "s"].append(answer["relic"])
    elif term.endswith("_banner"):
        terms[term + "s"].append(answer["banner"])
    else:
        terms[term] += 1


def describe(terms: dict) -> str:
    parts = []
    for way, direction in (("give", "to the Exile"), ("take", "to the holder")):
        items = ([f"{terms[way + '_favor']} favor"] if terms[way + "_favor"] else []) + \
                ([f"{terms[way + '_secrets']} secrets"] if terms[way + "_secrets"] else []) + \
                [card_name(relic) for relic in terms[way + "_relics"]] + terms[way + "_banners"]
        if items:
            parts.append(f"{', '.join(items)} {direction}")
    return "; ".join(parts) or "no other transfers"


def show_relic(board, player: int, exile: int, space: int) -> None:
    """Law 6.6.1: the holder may let the Exile look at Reliquary relics while negotiating."""
    relic = board.reliquary[space]
    board.players[exile].peeked.append(relic)
    board.expose()                                                          # Law 6.6.1: a Reliquary relic shown
    name = RELIQUARY_SLOTS[space].name
    board.say(f"{board.players[player].name} shows {board.players[exile].name} the Reliquary's {name} relic.",
              exile, f"You are shown the Reliquary's {name} relic: {card_name(relic)}.")


def carry_out(board, player: int, exile: int, terms: dict) -> None:
    """Law 6.6.2 (after step 6): each side carries out its part as far as it is able (Law 7.6.3). A banner
    changing hands is obtained other than by Recover, so it is seized (Law 2.5.3, digest E.2). Transfers are made
    in the order listed, gives first; Circlet of Command guards its holder at the moment of taking, so a relic or
    banner asked of an Exile who has just been given the Circlet by these terms is not taken."""
    for way, giver, taker in (("give", player, exile), ("take", exile, player)):
        moved = min(terms[way + "_favor"], favor_of(board, giver))
        give_favor(board, giver, taker, moved)
        moved = min(terms[way + "_secrets"], board.players[giver].secrets)
        board.players[giver].secrets -= moved
        board.players[taker].secrets += moved
        for relic in terms[way + "_relics"]:
            if way == "take" and guarded(board, giver, relic=relic):
                board.say(f"Circlet of Command: {card_name(relic)} cannot be taken.")
                continue
            if relic in board.players[giver].relics:
                board.players[giver].relics.remove(relic)
                board.players[taker].relics.append(relic)
                if relic == GRAND_SCEPTER.id:
                    note_scepter_taken(board)
        for name in terms[way + "_banners"]:
            if way == "take" and guarded(board, giver, banner=name):
                board.say(f"Circlet of Command: the {name} cannot be taken.")
                continue
            if holds_banner(board, giver, name):
                seize_banner(board, taker, name)
    if any(terms.values()):
        board.say(f"The promised transfers are made: {describe(terms)}.")


def become_citizen(board, index: int):
    """Law 6.6.2 steps 1-6 (also Law 7.6.1, forced Citizenship): Citizen side up; the player's warbands on board
    and map become purple ones from the Chancellor's bank (too few: the player picks which are replaced, the
    rest are removed); the revealed Vision is discarded; a Usurper title turns Oathkeeper; in their own turn the
    Act phase ends; Supply to full (digest E.6.16)."""
    held = board.players[index]
    colour = held.colour
    held.side = CITIZEN                                                        # step 1
    yield from replace_with_purple(board, index, colour)                      # step 2
    if held.vision is not None:                                                # step 3
        discard_cards(board, index, [Card(held.vision)], board.region_of(held.site))
        board.say(f"{held.name} discards the Vision of {card_name(held.vision)}.")
        old, held.vision = held.vision, None
        yield from hooks.each("vision.discarded", board, index, old)          # False Prophet
    if board.title_holder == index:                                            # step 4
        board.usurper = False
    if board.turn == index and board.phase == "act":                          # step 5
        board.phase = "rest"
    refresh_supply_to_full(board, index)                                       # step 6
    board.say(f"{held.name} becomes a Citizen of the Empire.")


def replace_with_purple(board, index: int, colour: str):
    """Law 6.6.2 step 2. Replaced and removed warbands go to the player's personal bank; purple comes from the
    Chancellor's (digest E.6.5)."""
    held, chancellor = board.players[index], board.players[board.chancellor()]
    places = {"board": held.warbands} | {slot: site.warbands[colour] for slot, site in enumerate(board.sites)
                                         if site.warbands.get(colour)}
    places = {place: count for place, count in places.items() if count}
    replaced = dict.fromkeys(places, 0)
    if sum(places.values()) <= chancellor.bank:
        replaced = dict(places)
    else:
        for _ in range(chancellor.bank):
            left = [place for place in places if replaced[place] < places[place]]
            if len(left) == 1:
                place = left[0]
            else:
                answer = yield from ask(index, "citizenship warbands", "Citizenship (Law 6.6.2): too few purple "
                                        "warbands; which of yours is replaced next? The rest are removed.",
                                        [{"replace": place} for place in left], source="Law 6.6.2")
                place = answer["replace"]
            replaced[place] += 1
    for place, count in places.items():
        purple = replaced[place]
        chancellor.bank -= purple
        held.bank += count
        if place == "board":
            held.warbands = purple
        else:
            site = board.sites[place]
            del site.warbands[colour]
            if purple:
                site.warbands[PURPLE] = site.warbands.get(PURPLE, 0) + purple


# --- 6.7 exiling a Citizen, 6.8 self-exile ---------------------------------------------------------------------

def is_oathkeeper(board, index: int) -> bool:
    """Law 6.7 "is the Oathkeeper": holds the title Oathkeeper side up. A holder whose title shows its Usurper side
    is the Usurper (Law 9.1, literal reading of digest E.6.12, left open there)."""
    return board.title_holder == index and not board.usurper


def exile_price(board, player: int, citizen: int) -> int:
    """Law 6.7: 5, +1 if the Citizen is the Oathkeeper, +1 if they hold the People's Favor, -1 if you are the
    Oathkeeper, -1 if you hold the People's Favor: 3 to 7 favor."""
    return (EXILE_PRICE + is_oathkeeper(board, citizen) + holds_banner(board, citizen, PEOPLES_FAVOR)
            - is_oathkeeper(board, player) - holds_banner(board, player, PEOPLES_FAVOR))


def exile_offers(board, player: int) -> list:
    if not scepter_usable(board, player):
        return []
    favor = favor_of(board, player)
    return [{"action": "exile_citizen", "citizen": other} for other in board.others(player)
            if board.players[other].side == CITIZEN and favor >= exile_price(board, player, other)
            and hooks.every("exile.allowed", board, other)]                 # Law 7.1.4: Council Seat


@action("exile_citizen", exile_offers, major=False)
def exile_citizen(board, player: int, move: dict):
    """Law 6.7: give the Citizen the price in favor; they become an Exile."""
    citizen = move["citizen"]
    price = exile_price(board, player, citizen)
    give_favor(board, player, citizen, price)
    board.say(f"{board.players[player].name} gives {board.players[citizen].name} {price} favor and exiles them.")
    become_exile(board, citizen)
    yield from update_title(board)


def self_exile_price(board, player: int) -> int:
    """Law 6.8: warbands on your board, plus secrets on your board (faceup and facedown), plus the secrets on every
    denizen, relic and edifice card (digest E.6.17, reading (i)); secrets paid onto held relics lie in
    Board.relic_tokens."""
    held = board.players[player]
    on_cards = sum(card.secrets for site in board.sites for card in site.cards) + \
        sum(card.secrets for seat in board.players for card in seat.advisers) + \
        sum(card.secrets for card in board.relic_tokens.values())              # Law 6.8: relic cards too
    return held.warbands + held.secrets + held.hidden_secrets + on_cards


def scepter_holder(board) -> int | None:
    return next((index for index, seat in enumerate(board.players) if GRAND_SCEPTER.id in seat.relics), None)


def self_exile_offers(board, player: int) -> list:
    held, holder = board.players[player], scepter_holder(board)
    if (held.side != CITIZEN or holder is None or holder == player
            or favor_of(board, player) < self_exile_price(board, player)):
        return []
    if not hooks.every("exile.allowed", board, player):                     # Law 7.1.4: Council Seat
        return []
    return [{"action": "self_exile"}]


@action("self_exile", self_exile_offers, major=False)
def self_exile(board, player: int, move: dict):
    """Law 6.8: give the Grand Scepter's holder the price in favor, become an Exile, end your Act phase."""
    price, holder = self_exile_price(board, player), scepter_holder(board)
    give_favor(board, player, holder, price)
    board.say(f"{board.players[player].name} gives {board.players[holder].name} {price} favor and leaves the Empire.")
    become_exile(board, player)
    board.phase = "rest"
    yield from update_title(board)


def become_exile(board, index: int) -> None:
    """Law 6.7, 6.8: Exile side up; the purple warbands on the board go back to the Chancellor's bank and as many of
    the player's own colour come from their bank (Law 9.3); the purple warbands at sites stay; Supply to full."""
    held, chancellor = board.players[index], board.players[board.chancellor()]
    held.side = EXILE
    chancellor.bank += held.warbands
    held.warbands = min(held.warbands, held.bank)
    held.bank -= held.warbands
    refresh_supply_to_full(board, index)
    board.say(f"{held.name} is an Exile.")

