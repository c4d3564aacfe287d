"""The Action, When played and battle-plan powers of Archive Nomad (151-174) and Beast (175-198) denizens, each
written like its card (cards.md 8; numbers are printed card numbers, the engine id is one less).

Shared mechanisms are called, never rewritten: paying and access (powers.py), `choose`, `peek`, `discard_from_site`
(powers_played.py), `plan`, DISCARD_AT_END and the "you"/"your enemy" helpers (battle.py), playing a card
(play.py) and Citizenship (actions/minor.py). As for the starting denizens, a power that could do nothing is not
offered (its `usable=`), and every "may" is asked (Law 7.1.3). Wild Mounts, Lancers, Mounted Patrol and War Tortoise,
which change the Campaign's dice and discards, are in campaign_cards.py.
"""

from .. import hooks
from ..actions.minor import become_citizen
from ..advisers import advisers_of_suit
from ..battle import DISCARD_AT_END, add_defense_dice, bandits, change_attack_dice, enemies, plan, your_side
from ..cards import DENIZENS, GRAND_SCEPTER, SITES, SUITS, card_name, card_named
from ..play import has_room, play_card
from ..powers import card_at, power
from ..rules import (
    ask,
    gain_warbands,
    holds_banner,
    is_vision,
    kill_from_board,
    locked,
    locked_to,
    ruled_by_bandits,
    rules,
    seize_banner,
    suit_of,
    take_reliquary_relic,
)
from ..state import CITIZEN, DARKEST_SECRET, EXILE, REGIONS
from ..victory import update_title
from .battle_plans import keep_targeted
from .powers_played import choose, discard_from_site, peek


def named(name: str) -> int:
    return card_named(name).id


(CONVOYS, MOUNTAIN_GIANT, RIVAL_KHAN, RESETTLE, ORACLE, GREAT_CRUSADE, ANCIENT_PACT, STORM_CALLER, TWIN_BROTHER,
 NATURE_WORSHIP, THREATENING_ROAR, FAE_MERCHANT, SECOND_CHANCE, ANIMAL_HOST, MEMORY_OF_NATURE, WALLED_GARDEN) = map(
    named, ("Convoys", "Mountain Giant", "Rival Khan", "Resettle", "Oracle", "Great Crusade", "Ancient Pact",
            "Storm Caller", "Twin Brother", "Nature Worship", "Threatening Roar", "Fae Merchant", "Second Chance",
            "Animal Host", "Memory of Nature", "Walled Garden"))


def cards_at_sites(board, suit: str) -> list:
    """The faceup cards of `suit` at faceup sites: "at all sites", "on the map" (a facedown site holds no cards,
    Law 2.8.1; a facedown card has no suit, 5.1.4.II)."""
    return [card for site in board.sites if site.faceup for card in site.cards if suit_of(card) == suit]


def site_name(board, slot: int) -> str:
    return SITES[board.sites[slot].id].name


# --- Nomad: Action powers -------------------------------------------------------------------------------------------

def your_region(use) -> str:
    return use.board.region_of(use.me.site)


def other_piles(use) -> list[str]:
    return [region for region in REGIONS if region != your_region(use) and use.board.discards[region]]


@power(CONVOYS, "action", usable=lambda use: bool(other_piles(use)))
def convoys(use):
    """151 Convoys (site only, 1 favor). Take another region's discard pile and put it on top of your region's
    discard pile (even if empty). "Even if empty" is your region's pile; taking an empty pile would move nothing, so
    only a pile with cards is offered. The pile keeps its order, facedown (Law 9.4): no face is seen."""
    board = use.board
    move = yield from choose(use.player, "discard pile", "Convoys: take which region's discard pile?",
                             [{"pile": region} for region in other_piles(use)], "Convoys")
    taken, mine = board.discards[move["pile"]], board.discards[your_region(use)]
    count = len(taken)
    mine.extend(taken)                                  # the last item is the top (state.py)
    taken.clear()
    board.say(f"Convoys: {use.me.name} puts the {move['pile']} discard pile ({count} cards) on top of the "
              f"{your_region(use)} discard pile.")


def resettle_destinations(board) -> list[int]:
    """Law 10 "Move": a faceup site with room (2.8.1), or a full Great Slum that can first discard a card."""
    return [slot for slot, site in enumerate(board.sites)
            if site.faceup and (has_room(board, slot) or hooks.some("play.site_makes_room", board, slot))]


def resettlers(board) -> list[dict]:
    """Faceup Nomad advisers of any player (the user's own included) that may be moved to a site: not locked
    (Law 7.2.2), not adviser only (Law 7.2.1)."""
    return [{"player": index, "adviser": card.id} for index, held in enumerate(board.players)
            for card in held.advisers if suit_of(card) == "Nomad" and not locked(card)
            and DENIZENS[card.id].restriction != "adviser"]


@power(RESETTLE, "action", usable=lambda use: bool(resettlers(use.board) and resettle_destinations(use.board)))
def resettle(use):
    """159 Resettle (site only). Move a faceup Nomad card from any player's advisers to any site. A move obeys
    capacity and restrictions (Law 10 "Move", 2.8.1, 7.2): an adviser-only or locked card stays, a full site takes
    none (a full Great Slum first discards one of its cards, Law 11). The card keeps its tokens; moving is not
    playing, so no favor is gained and no When played power runs (Law 5.1.4.I, 7.3.3)."""
    board = use.board
    move = yield from choose(use.player, "resettle adviser", "Resettle: move which Nomad adviser?",
                             resettlers(board), "Resettle")
    where = yield from choose(use.player, "resettle site", "Resettle: to which site?",
                              [{"site": slot} for slot in resettle_destinations(board)], "Resettle")
    slot, owner = where["site"], board.players[move["player"]]
    yield from hooks.each("play.before_site", board, use.player, slot, not has_room(board, slot), ())   # moving
    adviser = next(card for card in owner.advisers if card.id == move["adviser"])
    owner.advisers.remove(adviser)
    board.sites[slot].cards.append(adviser)
    board.say(f"Resettle: {card_name(adviser.id)} moves from {owner.name}'s advisers to {site_name(board, slot)}.")


def nearest_vision(board) -> int | None:
    """The place in the world deck (top is last) of the Vision nearest its top."""
    return next((at for at in range(len(board.world) - 1, -1, -1) if is_vision(board.world[at])), None)


@power(ORACLE, "action", usable=lambda use: bool(use.board.world))
def oracle(use):
    """160 Oracle (site only, 2 secrets). Draw the Vision nearest the top of the world deck; play or discard it as
    if you had searched (other cards go back in order).

    Reading: the user draws from the top (Law 10 "Draw") until the Vision, so they see the cards above it (a peek,
    private, Law 9.4); those go back in their order. The Vision drawn from the world deck is announced and moves the
    Visions Drawn marker (Law 2.7.1, 5.1.2: "also when drawn through a card power"); it is then played by Law 5.1.4
    (facedown adviser, an Exile's Revealed Vision, the Conspiracy, or discard). It is not a Search: no Supply is
    spent and Search modifiers do not apply (Law 7.4). Whether a Vision is left in the world deck is hidden (Law
    9.4), so the power is offered whenever the deck has cards: with no Vision, the user has seen the whole deck,
    which goes back as it was."""
    board = use.board
    at = nearest_vision(board)
    above = board.world[(-1 if at is None else at) + 1:][::-1]
    board.expose(len(above))                            # Oracle: the world deck's cards above the Vision seen
    if above:
        peek(use, "the world deck's cards above the Vision" if at is not None else "the whole world deck", above)
    if at is None:
        board.say(f"Oracle: {use.me.name} finds no Vision in the world deck.")
        return
    vision = board.world.pop(at)
    board.expose()                                      # Oracle: a Vision drawn from the world deck
    board.visions_drawn += 1
    use.me.drawn.append(vision)
    board.say(f"Oracle: {use.me.name} draws a Vision from the world deck.", use.player,
              f"Oracle: you draw {card_name(vision)} from the world deck.")
    yield from play_card(board, use.player, vision)


# --- Nomad: When played ---------------------------------------------------------------------------------------------

def pact_possible(use) -> bool:
    return use.me.side == EXILE and holds_banner(use.board, use.player, DARKEST_SECRET)


@power(ANCIENT_PACT, "when_played", usable=pact_possible)
def ancient_pact(use):
    """166 Ancient Pact (adviser only, locked). You may give the Chancellor the Darkest Secret to become a Citizen:
    take any one Reliquary relic without peeking, end your Act phase, refresh Supply to full.

    Only an Exile holding the Darkest Secret can. The banner given is seized (Law 2.5.3: obtained other than by
    Recover). Becoming a Citizen is Law 6.6.2 without an offer (7.6.1, actions.minor.become_citizen, whose step 5
    ends the Act phase and step 6 refreshes Supply to full); then the relic is chosen by its Reliquary space, unseen,
    and the Chancellor gains that space's modifier (Law 2.3). An empty Reliquary gives none (Law 9.3)."""
    board = use.board
    move = yield from ask(use.player, "ancient pact", "Ancient Pact: give the Chancellor the Darkest Secret to "
                          "become a Citizen?", [{"accept": True}, {"accept": False}], source="Ancient Pact")
    if not move["accept"]:
        return
    chancellor = board.chancellor()
    seize_banner(board, chancellor, DARKEST_SECRET)
    board.say(f"{use.me.name} gives the Darkest Secret to {board.players[chancellor].name}.")
    yield from become_citizen(board, use.player)
    spaces = [{"space": space} for space, relic in enumerate(board.reliquary) if relic is not None]
    if spaces:
        space = (yield from choose(use.player, "citizenship relic", "Ancient Pact: take the relic of which "
                                   "Reliquary space (unseen)?", spaces, "Ancient Pact"))["space"]
        take_reliquary_relic(board, use.player, space)                          # Law 2.3
    yield from update_title(board)


def twins(use) -> list[dict]:
    """Faceup Nomad advisers of other players that may be swapped (Law 7.2.2: a locked card never is)."""
    board = use.board
    return [{"swap": card.id, "player": other} for other in board.others(use.player)
            for card in board.players[other].advisers if suit_of(card) == "Nomad" and not locked(card)]


@power(TWIN_BROTHER, "when_played", usable=lambda use: use.place.zone == "adviser" and bool(twins(use)))
def twin_brother(use):
    """170 Twin Brother (adviser only). You may swap this card with a faceup Nomad adviser of another player
    (Law 10 "Swap": each takes the other's place among the advisers, with its tokens). The card received is not
    played, so its When played power does not run (Law 7.3.3)."""
    board = use.board
    move = yield from ask(use.player, "twin brother", "Twin Brother: swap with a Nomad adviser?",
                          twins(use) + [{"swap": None}], source="Twin Brother")
    if move["swap"] is None:
        return
    them = board.players[move["player"]]
    brother = card_at(board, use.card, use.place)
    other = next(card for card in them.advisers if card.id == move["swap"])
    mine, theirs = use.me.advisers, them.advisers
    mine[mine.index(brother)], theirs[theirs.index(other)] = other, brother
    board.say(f"Twin Brother: {use.me.name} swaps Twin Brother with {them.name}'s {card_name(other.id)}.")


# --- Nomad: battle plans (Law 7.5; "you" on the defending side is the whole side, Czech 5.5.3) ------------------

@plan(MOUNTAIN_GIANT, "AD")
def mountain_giant(use):
    """155 Mountain Giant (1 secret). +/-1 or +/-3 attack dice (your choice). At the end of the campaign, discard
    Mountain Giant."""
    move = yield from ask(use.player, "mountain giant", "Mountain Giant: 1 or 3 attack dice?",
                          [{"dice": 1}, {"dice": 3}], source="Mountain Giant")
    change_attack_dice(use, move["dice"])


def enemy_has_nomad_adviser(use) -> bool:
    board = use.board
    return any(suit_of(card) == "Nomad" for enemy in enemies(use.campaign, use.player)
               for card in board.players[enemy].advisers)


@plan(RIVAL_KHAN, "AD", usable=enemy_has_nomad_adviser)
def rival_khan(use):
    """156 Rival Khan. +/-4 attack dice if your enemy has a Nomad adviser (a faceup one: a facedown adviser has no
    suit, Law 5.1.4.II). The attacker's enemy is the defender and its Allies (Law 10 "Your enemy"); the bandits
    have no advisers. At the end of the campaign, discard Rival Khan."""
    change_attack_dice(use, 4)


def nomad_cards_ruled(use) -> int:
    """Nomad cards ruled by the user's side (Law 10 "Rule": its advisers and the cards at the sites it rules; a site
    ruled by two of the side counts once); the bandits rule the cards at the sites they rule."""
    board = use.board
    side = your_side(use)
    if bandits(use):
        slots = [slot for slot in range(len(board.sites)) if ruled_by_bandits(board, slot)]
    else:
        slots = [slot for slot in range(len(board.sites)) if any(rules(board, index, slot) for index in side)]
    ruled = [card for index in side for card in board.players[index].advisers]
    ruled += [card for slot in slots for card in board.sites[slot].cards]
    return sum(suit_of(card) == "Nomad" for card in ruled)


@plan(GREAT_CRUSADE, "AD")
def great_crusade(use):
    """164 Great Crusade. +/-1 attack die per Nomad card you rule (Great Crusade itself among them). At the end of
    the campaign, discard Great Crusade."""
    change_attack_dice(use, nomad_cards_ruled(use))


@plan(STORM_CALLER, "D")
def storm_caller(use):
    """167 Storm Caller. Add 2 defense dice. At the end of the campaign, discard Storm Caller."""
    add_defense_dice(use, 2)


DISCARD_AT_END.update({MOUNTAIN_GIANT, RIVAL_KHAN, GREAT_CRUSADE, STORM_CALLER})


# --- Beast: Action powers -------------------------------------------------------------------------------------------

@power(FAE_MERCHANT, "action", usable=lambda use: bool(use.board.relic_deck))
def fae_merchant(use):
    """180 Fae Merchant (1 secret). Draw a relic and take it; then put any relic you hold except the Grand Scepter
    on the bottom of the relic deck (the one just drawn included: it is held). The put-back is a must, so with one
    such relic it is made without asking. Tokens paid onto a relic leaving play go with it off the board, as for the
    Map."""
    board = use.board
    drawn = board.relic_deck.pop()
    use.me.relics.append(drawn)
    board.expose()                                      # Fae Merchant: a relic drawn and taken faceup
    board.say(f"Fae Merchant: {use.me.name} draws and takes {card_name(drawn)}.")
    choices = [{"relic": relic} for relic in use.me.relics if relic != GRAND_SCEPTER.id]
    move = yield from choose(use.player, "fae merchant", "Fae Merchant: put which relic on the bottom of the relic "
                             "deck?", choices, "Fae Merchant")
    use.me.relics.remove(move["relic"])
    board.relic_tokens.pop(str(move["relic"]), None)
    board.relic_deck.insert(0, move["relic"])
    board.say(f"{use.me.name} puts {card_name(move['relic'])} on the bottom of the relic deck.")
    yield from update_title(board)                      # relics count toward the Oath (Law 2.11)


def second_chance_victims(use) -> list[int]:
    """Players (the user included) with warbands on their board and a faceup Order or Discord adviser."""
    return [index for index, held in enumerate(use.board.players)
            if held.warbands and any(suit_of(card) in ("Order", "Discord") for card in held.advisers)]


def may_gain_warband(use) -> bool:
    """Law 10 "Gain", 9.3: a warband is left in the bank the user gains from (a Citizen's is the Chancellor's)."""
    board = use.board
    source = board.players[board.chancellor()] if use.me.side == CITIZEN else use.me
    return source.bank > 0


@power(SECOND_CHANCE, "action", usable=lambda use: bool(second_chance_victims(use)) or may_gain_warband(use))
def second_chance(use):
    """181 Second Chance (1 secret). Kill one warband on the board of a player who has an Order or Discord adviser,
    and gain one warband. Done as fully as able (Law 7.1.3): with no such player, only the gain; the user may be the
    player whose warband is killed."""
    board = use.board
    victims = second_chance_victims(use)
    if victims:
        move = yield from choose(use.player, "kill warband", "Second Chance: kill a warband on whose board?",
                                 [{"kill": index} for index in victims], "Second Chance")
        kill_from_board(board, move["kill"], 1)
        board.say(f"Second Chance kills a warband of {board.players[move['kill']].name}.")
    gained = gain_warbands(board, use.player, 1)
    board.say(f"{use.me.name} gains {gained} warband{'s' if gained != 1 else ''}.")


def banks_but_beast(use) -> list[str]:
    return [suit for suit in SUITS if suit != "Beast" and use.board.favor_banks[suit]]


@power(MEMORY_OF_NATURE, "action",
       usable=lambda use: bool(cards_at_sites(use.board, "Beast") and banks_but_beast(use)))
def memory_of_nature(use):
    """191 Memory of Nature (1 secret). Move up to X favor in total from any banks to the Beast bank, X = number of
    Beast cards on the map (faceup at faceup sites; advisers are not on the map). One favor at a time, from the bank
    the user names, until X are moved or the user stops ("up to")."""
    board = use.board
    banks = board.favor_banks
    for _ in range(len(cards_at_sites(board, "Beast"))):
        choices = [{"bank": suit} for suit in banks_but_beast(use)]
        if not choices:
            return
        move = yield from ask(use.player, "favor bank", "Memory of Nature: move 1 favor from which bank to the "
                              "Beast bank, or stop?", choices + [{"bank": None}], source="Memory of Nature")
        if move["bank"] is None:
            return
        banks[move["bank"]] -= 1
        banks["Beast"] += 1
        board.say(f"Memory of Nature: 1 favor moves from the {move['bank']} bank to the Beast bank.")


# --- Beast: When played ---------------------------------------------------------------------------------------------

@power(THREATENING_ROAR, "when_played")
def threatening_roar(use):
    """179 Threatening Roar. Discard all Nomad cards and all other Beast cards at sites in your region (your pawn's
    region, Law 10), as Dazzle does; locked ones stay (Law 7.2.2)."""
    board = use.board
    region = your_region(use)
    for slot, site in enumerate(board.sites):
        doomed = [card for card in site.cards if suit_of(card) in ("Nomad", "Beast") and card.id != use.card
                  and not locked_to(board, use.player, card)]
        if board.region_of(slot) == region and site.faceup and doomed:
            yield from discard_from_site(board, use.player, slot, doomed)
            board.say(f"Threatening Roar discards {', '.join(card_name(card.id) for card in doomed)} from "
                      f"{site_name(board, slot)}.")


@power(ANIMAL_HOST, "when_played")
def animal_host(use):
    """190 Animal Host. Gain warbands equal to the total number of Beast cards at all sites (Animal Host included
    when it was played to a site; whoever rules them). Short of warbands, gain what there is (Law 9.3)."""
    gained = gain_warbands(use.board, use.player, len(cards_at_sites(use.board, "Beast")))
    use.board.say(f"Animal Host: {use.me.name} gains {gained} warbands.")


# --- Beast: battle plans --------------------------------------------------------------------------------------------

def beast_advisers(use) -> int:
    """Faceup Beast advisers of the user's side (Czech 5.5.3: "you" is the whole defending side)."""
    return sum(advisers_of_suit(use.board, index, "Beast") for index in your_side(use))


@plan(NATURE_WORSHIP, "AD", usable=lambda use: beast_advisers(use) > 0)
def nature_worship(use):
    """175 Nature Worship (1 secret). +/-1 attack die per Beast adviser you have."""
    change_attack_dice(use, beast_advisers(use))


@plan(WALLED_GARDEN, "D", usable=keep_targeted)
def walled_garden(use):
    """195 Walled Garden (site only). Add 1 defense die per Beast card at any site (Walled Garden included), if this
    site is targeted (as Keep)."""
    add_defense_dice(use, len(cards_at_sites(use.board, "Beast")))
