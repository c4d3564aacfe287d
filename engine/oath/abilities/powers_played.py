"""The Action, When played and Rest powers of the starting denizens (Law 7.3), each written like its card.

Costs are paid by engine.oath.powers before a power runs (Law 7.1.2). A power whose effect could do nothing is
not offered (its `usable=` condition): paying a cost for nothing would be an unprompted loss (Law 9.5, our
reading). Forced choices with a single answer are made without asking; "may" parts are always asked (Law 7.1.3).
Peeks are narrated privately and remembered in Player.seen, which only its player may be shown (Law 9.4).
"""

from .. import hooks
from ..actions.minor import become_citizen
from ..advisers import within_limit
from ..cards import DENIZENS, GRAND_SCEPTER, SITES, SUITS, card_name, card_named
from ..play import CONSPIRACY, play_conspiracy
from ..powers import card_at, power
from ..rules import (
    ask,
    discard_cards,
    discard_order,
    favor_of,
    gain_favor,
    gain_supply,
    gain_warbands,
    give_favor,
    guarded,
    held_fast,
    holds_banner,
    kill_at_site,
    kill_from_board,
    locked,
    locked_to,
    may_place_warbands,
    note_scepter_taken,
    note_site_discard,
    receive_favor,
    rulers,
    sites_ruled,
    suit_of,
)
from ..state import DARKEST_SECRET, EXILE, PEOPLES_FAVOR, REGIONS
from ..victory import update_title


def named(name: str) -> int:
    return card_named(name).id


def choose(player: int, kind: str, prompt: str, choices: list, source: str):
    """A forced choice: asked only when there is more than one answer."""
    if len(choices) == 1:
        return choices[0]
    return (yield from ask(player, kind, prompt, choices, source=source))


def peek(use, what: str, cards: list) -> None:
    """Law 10 "Peek": only the user sees the faces; the others learn what was looked at."""
    use.me.seen.append({"what": what, "cards": list(cards)})
    faces = ", ".join(map(card_name, cards)) or "nothing"
    use.board.say(f"{use.me.name} peeks at {what}.", use.player, f"You peek at {what}: {faces}.")


def others_here(use) -> list[int]:
    """The other players whose pawns are at your site (Law 10 "Your site")."""
    return [other for other in use.board.others(use.player) if use.board.players[other].site == use.me.site]


def discard_from_site(board, player: int, slot: int, cards: list):
    """Law 10 "Discard": cards at a site go to the pile after that site's region, in the order the discarding
    player chooses; each is noted for Homeland (Law 11)."""
    site = board.sites[slot]
    for card in cards:
        site.cards.remove(card)
        note_site_discard(board, slot, card)
    ordered = yield from discard_order(player, cards, source="Discard")
    discard_cards(board, player, ordered, board.region_of(slot))


# --- binding exchanges (Law 7.6.3): Tinker's Fair, The Gathering ---------------------------------------------

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


# --- Action powers (Law 6.2, 7.3.2) ----------------------------------------------------------------------------

def some_bank_has_favor(use) -> bool:
    return any(use.board.favor_banks.values())


@power(named("Alchemist"), "action", usable=some_bank_has_favor)
def alchemist(use):
    """Gain 4 favor, taken from any favor bank(s). One favor at a time, from the bank the user names; with every
    bank empty the rest is not gained (Law 9.3)."""
    for _ in range(4):
        choices = [{"bank": suit} for suit in SUITS if use.board.favor_banks[suit]]
        if not choices:
            return
        move = yield from choose(use.player, "favor bank", "Alchemist: take 1 favor from which bank?", choices,
                                 "Alchemist")
        gain_favor(use.board, use.player, move["bank"], 1)
        use.board.say(f"{use.me.name} takes 1 favor from the {move['bank']} bank.")


@power(named("Tinker's Fair"), "action")
def tinkers_fair(use):
    """Negotiate a binding exchange of favor, secrets and relics with any one player (Law 7.6.3)."""
    choices = [{"with": other} for other in use.board.others(use.player)]
    move = yield from choose(use.player, "exchange partner", "Tinker's Fair: with whom?", choices, "Tinker's Fair")
    yield from negotiate(use.board, use.player, move["with"], "Tinker's Fair")


def sleight_targets(use) -> list[int]:
    return [other for other in others_here(use) if use.board.players[other].secrets > 1]


@power(named("Sleight of Hand"), "action", usable=lambda use: bool(sleight_targets(use)))
def sleight_of_hand(use):
    """Take 1 secret from a player whose pawn is at your site; you cannot take their last secret."""
    choices = [{"from": other} for other in sleight_targets(use)]
    move = yield from choose(use.player, "take secret", "Sleight of Hand: take 1 secret from whom?", choices,
                             "Sleight of Hand")
    victim = use.board.players[move["from"]]
    victim.secrets -= 1
    use.me.secrets += 1
    use.board.say(f"{use.me.name} takes 1 secret from {victim.name}.")


@power(named("Scryer"), "action", usable=lambda use: any(use.board.discards.values()))
def scryer(use):
    """Peek at any one discard pile. Its cards are named top first; only the user sees them (Law 9.4)."""
    choices = [{"pile": region} for region in REGIONS if use.board.discards[region]]
    move = yield from choose(use.player, "discard pile", "Scryer: peek at which discard pile?", choices, "Scryer")
    use.board.expose(len(use.board.discards[move["pile"]]))    # Scryer: a discard pile's faces looked at (Law 9.4)
    peek(use, f"the {move['pile']} discard pile", use.board.discards[move["pile"]][::-1])


@power(named("Ancient Binding"), "action")
def ancient_binding(use):
    """Every player burns all their secrets except one (the secret placed on this card is the only one you keep).
    Facedown secrets cannot be burned (Law 7.1.2; cannot beats must, Law 9.2), so they stay: each player burns
    their faceup secrets down to one, the user down to none (their one is the secret on this card)."""
    for index, held in enumerate(use.board.players):
        keep = 0 if index == use.player else 1
        burnt = max(0, held.secrets - keep)
        held.secrets -= burnt
        if burnt:
            use.board.say(f"{held.name} burns {burnt} secrets.")    # secrets are unlimited (Law 9.3)


@power(named("Elders"), "action")
def elders(use):
    """Gain 1 secret."""
    use.me.secrets += 1
    use.board.say(f"{use.me.name} gains 1 secret.")


@power(named("Spirit Snare"), "action", usable=some_bank_has_favor)
def spirit_snare(use):
    """Take 1 favor from any one favor bank."""
    choices = [{"bank": suit} for suit in SUITS if use.board.favor_banks[suit]]
    move = yield from choose(use.player, "favor bank", "Spirit Snare: take 1 favor from which bank?", choices,
                             "Spirit Snare")
    gain_favor(use.board, use.player, move["bank"], 1)
    use.board.say(f"{use.me.name} takes 1 favor from the {move['bank']} bank.")


@power(named("Wizard School"), "action")
def wizard_school(use):
    """Gain 1 secret, then your Act phase ends."""
    use.me.secrets += 1
    use.board.phase = "rest"
    use.board.say(f"{use.me.name} gains 1 secret; their Act phase ends.")


def tamable(use) -> list:
    return [card for card in use.site.cards if suit_of(card) in ("Beast", "Nomad")
            and not locked_to(use.board, use.player, card)]


@power(named("Taming Charm"), "action", usable=lambda use: bool(tamable(use)))
def taming_charm(use):
    """Discard a Beast or Nomad card at your site to gain 2 favor from the bank of that card's suit. A locked card
    cannot be discarded (Law 7.2.2)."""
    choices = [{"discard": card.id} for card in tamable(use)]
    move = yield from choose(use.player, "site discard", "Taming Charm: discard which card?", choices,
                             "Taming Charm")
    card = next(card for card in use.site.cards if card.id == move["discard"])
    suit = suit_of(card)
    yield from discard_from_site(use.board, use.player, use.me.site, [card])
    gained = gain_favor(use.board, use.player, suit, 2)
    use.board.say(f"{use.me.name} discards {card_name(card.id)} and gains {gained} favor from the {suit} bank.")


def inquisitor_targets(use) -> list:
    """Advisers are named by their place, never by id, so the choice shows nothing hidden (Law 9.4)."""
    return [{"player": other, "adviser": place} for other in others_here(use)
            for place in range(len(use.board.players[other].advisers))]


@power(named("Inquisitor"), "action", usable=lambda use: bool(inquisitor_targets(use)))
def inquisitor(use):
    """Peek at one adviser of a player whose pawn is at your site. If it is the Conspiracy you must play it or
    discard it; otherwise give that player the favor on this card (the favor paid onto it, if any: outside your
    own turn it went to the Arcane bank, Law 7.1.2)."""
    board = use.board
    move = yield from ask(use.player, "peek adviser", "Inquisitor: peek at which adviser?", inquisitor_targets(use),
                          source="Inquisitor")
    them = board.players[move["player"]]
    adviser = them.advisers[move["adviser"]]
    if not adviser.faceup:
        board.expose()                                  # Inquisitor: a facedown adviser looked at (Law 9.4)
    peek(use, f"an adviser of {them.name}", [adviser.id])
    if adviser.id == CONSPIRACY:
        what = yield from ask(use.player, "conspiracy", "Inquisitor: it is the Conspiracy. Play it or discard it?",
                              [{"conspiracy": "play"}, {"conspiracy": "discard"}], source="Inquisitor")
        them.advisers.remove(adviser)
        if not adviser.faceup:
            board.expose()                              # Inquisitor: the Conspiracy found is named to everyone
        board.say(f"{use.me.name} finds the Conspiracy among {them.name}'s advisers.")
        if what["conspiracy"] == "play":
            yield from play_conspiracy(board, use.player)
        else:
            discard_cards(board, use.player, [adviser], board.region_of(use.me.site))
        return
    here = card_at(board, use.card, use.place)
    receive_favor(board, move["player"], here.favor)
    board.say(f"{use.me.name} gives {them.name} the {here.favor} favor on the Inquisitor.")
    here.favor = 0


@power(named("Wolves"), "action", usable=lambda use: any(p.warbands for p in use.board.players))
def wolves(use):
    """Kill one warband (even your own) on any one player board."""
    choices = [{"kill": index} for index, held in enumerate(use.board.players) if held.warbands]
    move = yield from choose(use.player, "kill warband", "Wolves: kill a warband on whose board?", choices,
                             "Wolves")
    kill_from_board(use.board, move["kill"], 1)
    use.board.say(f"Wolves kill a warband of {use.board.players[move['kill']].name}.")


def roving_targets(use) -> list:
    board = use.board
    return [{"discard": card.id, "site": slot} for slot, site in enumerate(board.sites)
            if slot != use.place.slot and site.faceup
            for card in site.cards if card.id in DENIZENS and card.faceup and not locked_to(board, use.player, card)]


@power(named("Roving Terror"), "action", usable=lambda use: bool(roving_targets(use)))
def roving_terror(use):
    """Discard a denizen at any other site and move Roving Terror to that site: it takes the discarded card's
    room (Law 2.8.1), with any tokens on it. A locked denizen cannot be discarded (Law 7.2.2)."""
    board = use.board
    move = yield from choose(use.player, "site discard", "Roving Terror: discard which denizen?",
                             roving_targets(use), "Roving Terror")
    target = board.sites[move["site"]]
    victim = next(card for card in target.cards if card.id == move["discard"])
    yield from discard_from_site(board, use.player, move["site"], [victim])
    yield from hooks.each("play.before_site", board, use.player, move["site"], False, ())   # moving a card
    terror = card_at(board, use.card, use.place)
    board.sites[use.place.slot].cards.remove(terror)
    target.cards.append(terror)
    board.say(f"Roving Terror discards {card_name(victim.id)} and moves to {SITES[target.id].name}.")


@power(named("Wayside Inn"), "action")
def wayside_inn(use):
    """Gain 2 Supply (never past the leftmost space, Law 4.3.4)."""
    gained = gain_supply(use.board, use.player, 2)
    use.board.say(f"{use.me.name} gains {gained} Supply.")


def other_banks_with_favor(use) -> list[str]:
    return [suit for suit in SUITS if suit != "Hearth" and use.board.favor_banks[suit]]


@power(named("Memory of Home"), "action", usable=lambda use: bool(other_banks_with_favor(use)))
def memory_of_home(use):
    """Move all favor from one favor bank into the Hearth bank."""
    choices = [{"bank": suit} for suit in other_banks_with_favor(use)]
    move = yield from choose(use.player, "favor bank", "Memory of Home: empty which bank into the Hearth bank?",
                             choices, "Memory of Home")
    banks = use.board.favor_banks
    moved, banks[move["bank"]] = banks[move["bank"]], 0
    banks["Hearth"] += moved
    use.board.say(f"{moved} favor moves from the {move['bank']} bank to the Hearth bank.")


@power(named("Storyteller"), "action")
def storyteller(use):
    """Move 1 secret from the shared bank onto the Darkest Secret (secrets are unlimited, Law 9.3)."""
    use.board.banners[DARKEST_SECRET].tokens += 1
    use.board.say("Storyteller: 1 secret goes onto the Darkest Secret.")


def mob_targets(use) -> list:
    board = use.board
    holder = board.banners[DARKEST_SECRET].holder
    if holder is None or holds_banner(board, holder, PEOPLES_FAVOR):
        return []
    return [{"discard": card.id} for card in board.players[holder].advisers if card.faceup and not locked(card)]


@power(named("Armed Mob"), "action", usable=lambda use: bool(mob_targets(use)))
def armed_mob(use):
    """Discard a faceup adviser of a player who holds the Darkest Secret but not the People's Favor. An adviser
    lies in no region, so it goes to the pile chosen by the user's pawn (Law 10 "Discard"); locked ones stay."""
    board = use.board
    them = board.players[board.banners[DARKEST_SECRET].holder]
    move = yield from choose(use.player, "adviser discard", f"Armed Mob: discard which adviser of {them.name}?",
                             mob_targets(use), "Armed Mob")
    adviser = next(card for card in them.advisers if card.id == move["discard"])
    them.advisers.remove(adviser)
    discard_cards(board, use.player, [adviser], board.region_of(use.me.site))
    board.say(f"Armed Mob: {use.me.name} discards {them.name}'s adviser {card_name(adviser.id)}.")


def region_pile(use) -> list:
    return use.board.discards[use.board.region_of(use.me.site)]


@power(named("Tavern Songs"), "action", usable=lambda use: bool(region_pile(use)))
def tavern_songs(use):
    """Peek at the top three cards of your region's discard pile (the pile named for your pawn's region)."""
    region = use.board.region_of(use.me.site)
    top = region_pile(use)[-3:][::-1]
    use.board.expose(len(top))                          # Tavern Songs: a discard pile's top cards looked at
    peek(use, f"the top cards of the {region} discard pile", top)


# --- When played (Law 7.3.3: after the favor for a site play, modifiers and Homeland) -------------------------

@power(named("Garrison"), "when_played")
def garrison(use):
    """Gain one warband for each site you rule, then move one warband from your board onto each site you rule.
    Short of warbands (Law 9.3), the user picks the sites that get one."""
    board = use.board
    ruled = sites_ruled(board, use.player)
    gained = gain_warbands(board, use.player, len(ruled))
    colour = board.colour_of_warbands(use.player)
    chosen = list(ruled)
    if use.me.warbands < len(ruled):
        chosen = []
        for _ in range(use.me.warbands):
            choices = [{"site": slot} for slot in ruled if slot not in chosen]
            move = yield from ask(use.player, "garrison site", "Garrison: put a warband on which site?", choices,
                                  source="Garrison")
            chosen.append(move["site"])
    for slot in chosen:
        use.me.warbands -= 1
        board.sites[slot].warbands[colour] = board.sites[slot].warbands.get(colour, 0) + 1
    board.say(f"Garrison: {use.me.name} gains {gained} warbands and puts one on each of {len(chosen)} sites.")


@power(named("A Small Favor"), "when_played")
def a_small_favor(use):
    """Gain 4 warbands."""
    gained = gain_warbands(use.board, use.player, 4)
    use.board.say(f"{use.me.name} gains {gained} warbands.")


@power(named("Key to the City"), "when_played")
def key_to_the_city(use):
    """If the ruler's pawn is not at this site, kill all warbands here, then gain one warband and place it here.
    Bandits have no pawn; with several rulers (Law 10 "Rule", digest E.6.14) any ruler's pawn here stops it."""
    board, slot = use.board, use.place.slot
    site = board.sites[slot]
    if any(board.players[ruler].site == slot for ruler in rulers(board, slot)):
        return
    for colour in list(site.warbands):
        kill_at_site(board, slot, colour, site.warbands[colour])
    if gain_warbands(board, use.player, 1) and may_place_warbands(board, use.player):   # Ring of Devotion (9.2)
        use.me.warbands -= 1
        colour = board.colour_of_warbands(use.player)
        site.warbands[colour] = site.warbands.get(colour, 0) + 1
    board.say(f"Key to the City: the warbands at {SITES[site.id].name} are killed; {use.me.name} places one there.")
    yield from update_title(board)                      # rule of a site counts toward the Oath (Law 2.11)


@power(named("The Gathering"), "when_played")
def the_gathering(use):
    """In turn order, each player may move their pawn to this site; then players whose pawns are here may
    negotiate binding exchanges (Law 7.6.3). Turn order starts with the user. Simplified: in turn order, each
    player here may make one offer of favor, secrets and relics to another player here, who accepts or declines;
    advisers are not exchanged by the engine."""
    board, slot = use.board, use.place.slot
    order = [use.player] + board.others(use.player)
    for index in order:
        held = board.players[index]
        if held.site == slot:
            continue
        move = yield from ask(index, "gathering", "The Gathering: move your pawn to this site?",
                              [{"move": True}, {"move": False}], source="The Gathering")
        if move["move"]:
            held.site = slot
            board.say(f"{held.name} moves their pawn to The Gathering.")
    for index in order:
        here = [other for other in order if other != index and board.players[other].site == slot]
        if board.players[index].site != slot or not here:
            continue
        move = yield from ask(index, "gathering offer", "The Gathering: make an offer to whom?",
                              [{"with": other} for other in here] + [{"with": None}], source="The Gathering")
        if move["with"] is not None:
            yield from negotiate(board, index, move["with"], "The Gathering")


@power(named("Faithful Friend"), "when_played")
def faithful_friend(use):
    """Gain 4 Supply (never past the leftmost space, Law 4.3.4)."""
    gained = gain_supply(use.board, use.player, 4)
    use.board.say(f"{use.me.name} gains {gained} Supply.")


def herd_targets(use) -> list:
    board = use.board
    return [{"swap": card.id, "site": slot} for slot, site in enumerate(board.sites)
            if slot != use.place.slot and site.faceup
            for card in site.cards if suit_of(card) == "Nomad" and not locked_to(board, use.player, card)]


@power(named("Great Herd"), "when_played")
def great_herd(use):
    """You may swap Great Herd with a Nomad card at any site (Law 10 "Swap": each takes the other's place; a
    locked card is never swapped, Law 7.2.2). A swap within the same site changes nothing and is not offered."""
    board = use.board
    choices = herd_targets(use)
    if not choices:
        return
    move = yield from ask(use.player, "great herd", "Great Herd: swap with a Nomad card?", choices + [{"swap": None}],
                          source="Great Herd")
    if move["swap"] is None:
        return
    herd = card_at(board, use.card, use.place)
    other = next(card for card in board.sites[move["site"]].cards if card.id == move["swap"])
    for slot in (move["site"], use.place.slot):                             # hook: Great Slum (moving a card)
        yield from hooks.each("play.before_site", board, use.player, slot, False, (herd, other))
    here, there = board.sites[use.place.slot].cards, board.sites[move["site"]].cards
    here[here.index(herd)], there[there.index(other)] = other, herd
    board.say(f"Great Herd swaps places with {card_name(other.id)}.")


@power(named("Dazzle"), "when_played")
def dazzle(use):
    """Discard all Hearth and Order cards at sites in your region (locked ones stay, Law 7.2.2)."""
    board = use.board
    region = board.region_of(use.me.site)
    for slot, site in enumerate(board.sites):
        doomed = [card for card in site.cards if suit_of(card) in ("Hearth", "Order")
                  and not locked_to(board, use.player, card)]
        if board.region_of(slot) == region and site.faceup and doomed:
            yield from discard_from_site(board, use.player, slot, doomed)
            board.say(f"Dazzle discards {', '.join(card_name(card.id) for card in doomed)} from "
                      f"{SITES[site.id].name}.")


@power(named("Long-Lost Heir"), "when_played", usable=lambda use: use.me.side == EXILE)
def long_lost_heir(use):
    """If you are an Exile you may become a Citizen: take no relic, end your Act phase, refresh Supply to full
    (Law 7.6.1: 6.6.2 without an offer)."""
    move = yield from ask(use.player, "citizenship", "Long-Lost Heir: become a Citizen?",
                          [{"accept": True}, {"accept": False}], source="Long-Lost Heir")
    if move["accept"]:
        yield from become_citizen(use.board, use.player)          # its step 5 ends your Act phase
        yield from update_title(use.board)


# --- Rest powers (Law 4.3.5, 7.3.4) ----------------------------------------------------------------------------

def naysayers_usable(use) -> bool:
    board = use.board
    chancellor = board.chancellor()
    return (board.players[board.title_holder].side == EXILE and use.player != chancellor
            and board.players[chancellor].favor > 0)


@power(named("Naysayers"), "rest", usable=naysayers_usable)
def naysayers(use):
    """If any Exile holds the Oathkeeper/Usurper title, take 1 favor from the Chancellor."""
    chancellor = use.board.players[use.board.chancellor()]
    chancellor.favor -= 1                   # taken from the board (Vow of Kinship: only spending reaches a bank)
    receive_favor(use.board, use.player, 1)
    use.board.say(f"Naysayers: {use.me.name} takes 1 favor from the Chancellor.")

