"""Binding exchanges (Law 7.6.3, 10 "Exchange"), negotiated by several cards (Tinker's Fair, The Gathering, Festival
District, Deed Writer): the proposer builds the terms one item at a time and sends or withdraws them, the partner
accepts or declines, and each side carries out its part as far as able. What may change hands besides favor and
secrets is the card's: held relics, advisers, or ruled sites."""

from engine.core.vocabulary import Schema

from ..advisers import within_limit
from ..cards import GRAND_SCEPTER, SITES, card_name
from ..rules import ask, favor_of, give_favor, guarded, held_fast, may_place_warbands, note_scepter_taken
from ..victory import update_title
from ..vocabulary import CARD, COUNT, SLOT, asks, yes_no
from .phrases import choose

ADVISER_PLACE = Schema({"type": "integer", "minimum": 0, "description": "an adviser's place on its owner's board"})
asks("exchange terms", "the terms of an exchange: one more term, or send or withdraw the offer",
     {"term": ("give favor", "give secrets", "give relic", "ask favor", "ask secrets", "ask relic"), "relic?": CARD},
     {"term": ("give adviser", "ask adviser"), "position": ADVISER_PLACE},
     {"term": ("give site", "ask site"), "site": SLOT}, {"send": True}, {"withdraw": True})
asks("exchange consent", "accept an exchange", yes_no("accept"))
asks("deed writer warbands", "Deed Writer: how many warbands onto the site", {"warbands": COUNT})


def exchange_terms(board, proposer: int, partner: int, terms: dict, goods: tuple = ("relic",)) -> list:
    """One more favor or secret either way, or one more of the `goods` either way, within what each side owns:
    held relics, advisers that may move (Law 7.2.2, 7.4.3) and fit each side's limit after the deal (Law 2.2.2), or
    sites a side rules by its own warbands (Law 10 "Rule"). An adviser is named by its place in its owner's row,
    never by a face the asker may not see (Law 9.4)."""
    mine, theirs = board.players[proposer], board.players[partner]
    amounts = [("give favor", favor_of(board, proposer)), ("ask favor", favor_of(board, partner)),
               ("give secrets", mine.secrets), ("ask secrets", theirs.secrets)]
    choices = [{"term": term} for term, owned in amounts if terms[term] < owned]
    if "relic" in goods:
        choices += [{"term": "give relic", "relic": relic} for relic in mine.relics
                    if relic not in terms["give relic"]]
        choices += [{"term": "ask relic", "relic": relic} for relic in theirs.relics if relic not in terms["ask relic"]
                    and not guarded(board, partner, relic=relic)]
    if "adviser" in goods:
        for term, owner in (("give adviser", proposer), ("ask adviser", partner)):
            choices += [{"term": term, "position": at} for at in movable_advisers(board, owner)
                        if at not in terms[term]
                        and advisers_fit(board, proposer, partner, dict(terms, **{term: terms[term] + [at]}))]
    if "site" in goods:
        for term, owner in (("give site", proposer), ("ask site", partner)):
            choices += [{"term": term, "site": slot} for slot in sites_held(board, owner) if slot not in terms[term]]
    return choices


def sites_held(board, player: int) -> list[int]:
    """The faceup sites where `player`'s own warbands stand (Law 10 "Rule"): what a player can hand over."""
    colour = board.colour_of_warbands(player)
    return [slot for slot, site in enumerate(board.sites) if site.faceup and site.warbands.get(colour)]


def movable_advisers(board, player: int) -> list:
    return [at for at, card in enumerate(board.players[player].advisers) if not held_fast(board, card)]


def advisers_fit(board, proposer: int, partner: int, terms: dict) -> bool:
    """Law 2.2.2, 7.6.4: after the deal each side's advisers are within its limit (engine/oath/advisers.py)."""
    mine, theirs = board.players[proposer].advisers, board.players[partner].advisers
    gives, asks = terms["give adviser"], terms["ask adviser"]
    mine_after = [card for at, card in enumerate(mine) if at not in gives] + [theirs[at] for at in asks]
    theirs_after = [card for at, card in enumerate(theirs) if at not in asks] + [mine[at] for at in gives]
    return within_limit(board, proposer, mine_after) and within_limit(board, partner, theirs_after)


def describe(board, proposer: int, partner: int, terms: dict) -> str:
    parts = [f"{terms[term]} {term.split()[1]} {'to them' if term.startswith('give') else 'to you'}"
             for term in ("give favor", "give secrets", "ask favor", "ask secrets") if terms[term]]
    parts += [f"{card_name(relic)} to them" for relic in terms["give relic"]]
    parts += [f"{card_name(relic)} to you" for relic in terms["ask relic"]]
    for term, owner, way in (("give adviser", proposer, "to them"), ("ask adviser", partner, "to you")):
        for at in terms.get(term, ()):
            card = board.players[owner].advisers[at]
            shown = card_name(card.id) if card.faceup else "facedown"
            parts.append(f"{board.players[owner].name}'s adviser {at + 1} ({shown}) {way}")
    parts += [f"{SITES[board.sites[slot].id].name} to them" for slot in terms["give site"]]
    parts += [f"{SITES[board.sites[slot].id].name} to you" for slot in terms["ask site"]]
    return "; ".join(parts) or "nothing"


def negotiate(board, proposer: int, partner: int, source: str, goods: tuple = ("relic",)):
    """Law 7.6.3, 10 "Exchange": the proposer builds the terms one item at a time and sends or withdraws them; the
    partner accepts or declines. Counter-offers are made by talking and a new proposal, not by the engine. `goods`
    are what may change hands besides favor and secrets: held relics, advisers, or ruled sites. Returns whether a
    deal was made."""
    terms = {"give favor": 0, "ask favor": 0, "give secrets": 0, "ask secrets": 0, "give relic": [], "ask relic": [],
             "give adviser": [], "ask adviser": [], "give site": [], "ask site": []}
    mine, theirs = board.players[proposer], board.players[partner]
    while True:
        choices = exchange_terms(board, proposer, partner, terms, goods) + [{"send": True}, {"withdraw": True}]
        answer = yield from ask(proposer, "exchange terms", f"{source}: your offer to {theirs.name} is "
                                f"{describe(board, proposer, partner, terms)}. Add a term, send or withdraw", choices,
                                source=source)
        if "withdraw" in answer:
            board.say(f"{mine.name} withdraws the offer to {theirs.name}.")
            return False
        if "send" in answer:
            break
        if answer["term"].endswith("relic"):
            terms[answer["term"]].append(answer["relic"])
        elif answer["term"].endswith("adviser"):
            terms[answer["term"]].append(answer["position"])
        elif answer["term"].endswith("site"):
            terms[answer["term"]].append(answer["site"])
        else:
            terms[answer["term"]] += 1
    offer = describe(board, proposer, partner, terms)
    reply = yield from ask(partner, "exchange consent", f"{source}: {mine.name} offers you: {offer} "
                           "(as seen from their side). Accept?", [{"accept": True}, {"accept": False}], source=source)
    if not reply["accept"]:
        board.say(f"{theirs.name} declines {mine.name}'s offer ({source}).")
        return False
    carry_out(board, proposer, partner, terms)
    for slot in terms["give site"]:
        yield from hand_over_site(board, proposer, partner, slot, source)
    for slot in terms["ask site"]:
        yield from hand_over_site(board, partner, proposer, slot, source)
    board.say(f"{theirs.name} accepts {mine.name}'s offer ({source}): {offer}.")
    yield from update_title(board)                      # relics and sites count toward the Oath (Law 2.11)
    return True


def carry_out(board, proposer: int, partner: int, terms: dict) -> None:
    """Law 7.6.3: each side carries out its part as far as it is able, in the order listed, gives first. Circlet
    of Command guards its holder at the moment of taking: a relic asked of a partner who has just been given the
    Circlet by this deal is not taken. Advisers change hands together, each keeping its face and tokens; a facedown
    one is the taker's to look at from then on (Law 9.4)."""
    for way, giver, taker in (("give", proposer, partner), ("ask", partner, proposer)):
        source, target = board.players[giver], board.players[taker]
        give_favor(board, giver, taker, min(terms[f"{way} favor"], favor_of(board, giver)))
        moved = min(terms[f"{way} secrets"], source.secrets)
        source.secrets, target.secrets = source.secrets - moved, target.secrets + moved
        for relic in terms[f"{way} relic"]:
            if way == "ask" and guarded(board, giver, relic=relic):
                board.say(f"Circlet of Command: {card_name(relic)} cannot be taken from {source.name}.")
                continue
            if relic in source.relics:
                source.relics.remove(relic)
                target.relics.append(relic)
                if relic == GRAND_SCEPTER.id:
                    note_scepter_taken(board)
    given = [board.players[proposer].advisers[at] for at in terms.get("give adviser", ())]
    asked = [board.players[partner].advisers[at] for at in terms.get("ask adviser", ())]
    for card in given:
        board.players[proposer].advisers.remove(card)
        board.players[partner].advisers.append(card)
    for card in asked:
        board.players[partner].advisers.remove(card)
        board.players[proposer].advisers.append(card)
    board.expose(sum(not card.faceup for card in given + asked))    # Law 6.1: a facedown one, seen by its taker


def hand_over_site(board, giver: int, taker: int, slot: int, source: str):
    """A site changing hands by an exchange (Deed Writer): the old ruler moves their warbands from the site to their
    board; the new ruler moves warbands from their board onto it: at least one, as many as they choose, if able (a Ring
    of Devotion forbids it, Law 9.2). A taker with no warband on its board leaves the site to whoever else rules it, or
    the bandits."""
    site = board.sites[slot]
    giving, taking = board.players[giver], board.players[taker]
    giving.warbands += site.warbands.pop(board.colour_of_warbands(giver), 0)
    if not taking.warbands or not may_place_warbands(board, taker):
        return
    move = yield from choose(taker, "deed writer warbands", f"{source}: how many warbands onto "
                             f"{SITES[site.id].name}?", [{"warbands": count} for count in
                                                         range(1, taking.warbands + 1)], source)
    colour = board.colour_of_warbands(taker)
    taking.warbands -= move["warbands"]
    site.warbands[colour] = site.warbands.get(colour, 0) + move["warbands"]
