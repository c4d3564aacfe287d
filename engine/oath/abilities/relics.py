"""The relics (cards.md 7, printed numbers 211-230), each under its number with every power it has: Action powers
(Law 6.2, 7.3.2), battle plans (Law 7.5), major-action modifiers (Law 7.4) and persistent powers (Law 7.1.4). A relic
is ruled by its holder (digest E.6.11); the Grand Scepter's powers are the Law's own (Law 2.4, 6.4: actions/minor.py).

Peeks are private (Law 9.4): the peeker reads the card in a private narration; a relic seen goes to `Player.peeked`,
any other card seen to `Player.seen` as {"what", "cards", ...}, both shown to that player only.
"""

from engine.core import Decision

from .. import hooks
from ..actions.minor import warbands_here
from ..actions.travel import destinations, travel_free
from ..battle import VICTORIOUS, attacking, enemy_side, later, plan
from ..cards import DENIZENS, RELIQUARY_SLOTS, SITES, card_name
from ..modifying import applied, modifier
from ..powers import power
from ..rules import (
    ask,
    bandit_crown_holder,
    bandits_at,
    discard_cards,
    discard_region,
    favor_of,
    gain_warbands,
    give_favor,
    kill_from_board,
    locked_to,
    rulers,
    rules,
    suit_of,
    take_reliquary_relic,
)
from ..state import EXILE, SUPPLY_CAP
from ..victory import update_title
from ..vocabulary import CARD, COLOUR, COUNT, PLACE, SEAT, SLOT, asks, yes_no
from .phrases import card_here, chosen_with, named, surviving_force

(STICKY_FIRE, CURSED_CAULDRON, BRASS_HORSE, TRUTHFUL_HARP, GRAND_MASK, HORNED_MASK, CUP_OF_PLENTY, WHISTLE,
 DOWSING_STICKS, CRACKED_HORN, BANDIT_CROWN, RING_OF_DEVOTION, SKELETON_KEY, ORACULAR_PIG, CIRCLET_OF_COMMAND,
 IVORY_EYE, MAP, OBSIDIAN_CAGE, BOOK_OF_RECORDS, DRAGONSKIN_DRUM) = map(named, (
    "Sticky Fire", "Cursed Cauldron", "Brass Horse", "Truthful Harp", "Grand Mask", "Horned Mask", "Cup of Plenty",
    "Whistle", "Dowsing Sticks", "Cracked Horn", "Bandit Crown", "Ring of Devotion", "Skeleton Key", "Oracular Pig",
    "Circlet of Command", "Ivory Eye", "Map", "Obsidian Cage", "Book of Records", "Dragonskin Drum"))


# --- 211 Sticky Fire --------------------------------------------------------------------------------------------------

asks("sticky fire", "Sticky Fire: kill every warband in the enemy's force", yes_no("kill"))


@plan(STICKY_FIRE, "AD")
def sticky_fire(use):
    """If victorious you may kill every warband in your enemy's force; if you do, you must give them 1 favor if
    able. A side using Traveling Doctor ignores it."""


@later(VICTORIOUS, STICKY_FIRE)
def sticky_fire_won(use):
    board, campaign = use.board, use.campaign
    force = surviving_force(use)
    if not force or enemy_side(use) in campaign.spared:
        return
    move = yield from ask(use.player, "sticky fire", "Sticky Fire: kill every warband in your enemy's force?",
                          [{"kill": True}, {"kill": False}], source="Sticky Fire")
    if not move["kill"]:
        return
    for holder, count in force.items():
        campaign.killed[enemy_side(use)] += kill_from_board(board, holder, count)
    enemy = campaign.defender if attacking(use) else campaign.attacker
    if favor_of(board, use.player):
        give_favor(board, use.player, enemy, 1)
    board.say(f"{use.me.name}'s Sticky Fire burns the enemy's force.")


# --- 212 Cursed Cauldron ----------------------------------------------------------------------------------------------

@plan(CURSED_CAULDRON, "AD")
def cursed_cauldron(use):
    """If victorious, gain 1 warband per enemy warband killed in this campaign (skulls, sacrifices and losses
    included; bandits are never killed, Law 7.6.5)."""


@later(VICTORIOUS, CURSED_CAULDRON)
def cursed_cauldron_won(use):
    gained = gain_warbands(use.board, use.player, use.campaign.killed[enemy_side(use)])
    use.board.say(f"{use.me.name} gains {gained} warbands from the Cursed Cauldron.")


# --- 213 Brass Horse --------------------------------------------------------------------------------------------------

asks("travel", "Brass Horse: travel where", {"to": SLOT})


@power(BRASS_HORSE, "action", usable=lambda use: bool(destinations(use.board, use.player)))
def brass_horse(use):
    """Reveal the top card of your region's discard pile; travel (free) to a site with a card of that suit, or
    anywhere if none. Free travel ignores every surcharge (Law 7.6.2); the site powers that forbid a destination
    still do."""
    board = use.board
    region = board.region_of(use.me.site)
    pile = board.discards[region]
    suit = None
    if pile:
        suit = DENIZENS[pile[-1]].suit if pile[-1] in DENIZENS else None
        board.expose()                                  # Brass Horse: a discard pile's top card revealed
        board.say(f"Brass Horse reveals {card_name(pile[-1])} on top of the {region} discard pile.")
    allowed = destinations(board, use.player)
    matching = [slot for slot in allowed if suit and any(suit_of(card) == suit for card in board.sites[slot].cards)]
    move = yield from ask(use.player, "travel", "Brass Horse: travel where?",
                          [{"to": slot} for slot in matching or allowed], source="Brass Horse")
    travel_free(board, use.player, move["to"])                              # Law 7.6.2


# --- 214 Truthful Harp ------------------------------------------------------------------------------------------------

@modifier(TRUTHFUL_HARP, "Search")
def truthful_harp(use):
    """You may draw 2 extra cards; if you do, you must reveal every card drawn and the one you keep."""


@hooks.contributes("search.draws", "Truthful Harp", order=20, card=TRUTHFUL_HARP)
def harp_draws(board, player: int) -> int:
    return 2 if applied(board, TRUTHFUL_HARP) else 0


@hooks.contributes("search.revealed", "Truthful Harp", card=TRUTHFUL_HARP)
def harp_reveals(board, player: int) -> bool:
    return applied(board, TRUTHFUL_HARP)


# --- 215 Grand Mask ---------------------------------------------------------------------------------------------------

@hooks.contributes("rule.card", "Grand Mask", card=GRAND_MASK)
def grand_mask(board, player: int, place, battle_plan: bool) -> bool | None:
    """Grand Mask: "If you are an Exile, during your turn you (not the Imperials) rule the non-battle-plan cards at
    Imperial sites." Read by powers.rules_card: True or False where the mask decides, None where it does not."""
    if battle_plan or place.zone != "site" or board.phase == "setup":     # asked first: asked for every power listed
        return None
    holder = board.turn         # the mask works in its holder's turn alone: most often it is not held by them
    if GRAND_MASK not in board.players[holder].relics or board.players[holder].side != EXILE:
        return None
    if not any(board.players[index].imperial for index in rulers(board, place.slot)):
        return None
    if player == holder:
        return True
    return False if board.players[player].imperial else None


# --- 216 Horned Mask --------------------------------------------------------------------------------------------------

asks("swap", "Horned Mask: swap which adviser with which denizen", {"adviser": CARD, "denizen": CARD})


def horned_mask_swaps(use) -> list:
    """Law 7.2: locked cards never swap; a site-only card cannot become an adviser, nor an adviser-only card go to
    a site."""
    def movable(card, forbidden: str) -> bool:
        return (card.faceup and card.id in DENIZENS and not locked_to(use.board, use.player, card)
                and DENIZENS[card.id].restriction != forbidden)

    advisers = [card for card in use.me.advisers if movable(card, "adviser")]
    here = [card for card in use.site.cards if movable(card, "site")]
    return [{"adviser": mine.id, "denizen": theirs.id} for mine in advisers for theirs in here]


@power(HORNED_MASK, "action", usable=lambda use: bool(horned_mask_swaps(use)))
def horned_mask(use):
    """Swap one of your faceup advisers with a denizen at your site."""
    move = yield from ask(use.player, "swap", "Horned Mask: swap which adviser with which denizen?",
                          horned_mask_swaps(use), source="Horned Mask")
    mine = next(card for card in use.me.advisers if card.id == move["adviser"])
    theirs = next(card for card in use.site.cards if card.id == move["denizen"])
    use.me.advisers[use.me.advisers.index(mine)] = theirs
    use.site.cards[use.site.cards.index(theirs)] = mine
    use.board.say(f"{use.me.name} swaps {card_name(mine.id)} with {card_name(theirs.id)}.")


# --- 217 Cup of Plenty ------------------------------------------------------------------------------------------------

def matches_adviser(board, player, move) -> bool:
    card = card_here(board, player, move["card"])
    suit = card and suit_of(card)
    return bool(suit) and any(suit_of(adviser) == suit for adviser in board.players[player].advisers)


@modifier(CUP_OF_PLENTY, "Trade", fits=matches_adviser)
def cup_of_plenty(use):
    """Trading costs no Supply if the card matches one of your advisers."""


hooks.contributes("trade.spares_supply", "Cup of Plenty", card=CUP_OF_PLENTY)(chosen_with(CUP_OF_PLENTY))


# --- 218 Whistle ------------------------------------------------------------------------------------------------------

asks("whistle", "Whistle: whose pawn", {"player": SEAT})


def whistle_targets(use) -> list:
    return [{"player": index} for index in use.board.others(use.player)
            if use.board.players[index].site not in (None, use.me.site)]


@power(WHISTLE, "action", usable=lambda use: bool(whistle_targets(use)))
def whistle(use):
    """Choose a pawn at another site; that player must travel to your site if able (no Supply); if they do, give
    them the secret placed here. "If able": the site powers that forbid the destination still do."""
    board = use.board
    move = yield from ask(use.player, "whistle", "Whistle: whose pawn?", whistle_targets(use), source="Whistle")
    other = move["player"]
    if use.me.site not in destinations(board, other):
        board.say(f"{board.players[other].name} cannot travel to {use.me.name}'s site.")
        return
    travel_free(board, other, use.me.site)                                  # Law 7.6.2
    tokens = board.relic_tokens.get(str(WHISTLE))
    if tokens and tokens.secrets:
        tokens.secrets -= 1
        board.players[other].secrets += 1
        board.say(f"{board.players[other].name} takes the secret on the Whistle.")


# --- 219 Dowsing Sticks -----------------------------------------------------------------------------------------------

asks("keep relic", "Dowsing Sticks: keep the relic", yes_no("keep"))


def peek(use, public: str, private: str, seen: dict | None = None) -> None:
    use.board.say(f"{use.me.name} {public}", use.player, f"You {private}")
    if seen:
        use.me.seen.append(seen)


@power(DOWSING_STICKS, "action", usable=lambda use: bool(use.board.relic_deck))
def dowsing_sticks(use):
    """Draw a relic; keep it or put it on the bottom of the relic deck. The drawn relic is seen by its drawer
    only unless kept (Law 9.4). The same power is another card's (Ancient Forge, Family Heirloom): its question names
    the card used (under ruleset versions 1-2 its source stayed "Dowsing Sticks")."""
    board = use.board
    relic = board.relic_deck.pop()
    board.expose()                                      # Dowsing Sticks: a relic drawn, seen by its drawer
    used = card_name(use.card)
    source = used if board.version >= 3 else "Dowsing Sticks"
    move = yield Decision(use.player, "keep relic", f"{used}: keep {card_name(relic)}?",
                          choices=[{"keep": True}, {"keep": False}], source=source, private=True)
    if move["keep"]:
        use.me.relics.append(relic)
        board.expose()                                  # Dowsing Sticks: kept, it is shown to everyone
        board.say(f"{use.me.name} draws and keeps {card_name(relic)}.")
        yield from update_title(board)                                      # Law 2.11
    else:
        board.relic_deck.insert(0, relic)
        use.me.peeked.append(relic)
        peek(use, "puts the relic drawn on the bottom of the relic deck.",
             f"put {card_name(relic)} on the bottom of the relic deck.")


# --- 220 Cracked Horn -------------------------------------------------------------------------------------------------

@modifier(CRACKED_HORN, "Search")
def cracked_horn(use):
    """You may put all cards you discard on the bottom of the world deck."""


@hooks.contributes("search.rest_to_world_bottom", "Cracked Horn", card=CRACKED_HORN)
def horn_rest(board, player: int) -> bool:
    return applied(board, CRACKED_HORN)


@hooks.contributes("discard.instead", "Cracked Horn", card=CRACKED_HORN)
def horn_discards(board, player: int, cards: list, region: str) -> bool:
    """Cracked Horn: every card the searcher discards while it modifies their Search (the adviser that makes room,
    the People's Favor or Great Slum discard as the kept card is played) goes under the world deck instead of onto
    the pile. Favor and secrets on it go as in a normal discard (Law 10 "Discard"). Returns whether it did."""
    if not (applied(board, CRACKED_HORN) and player == board.turn):
        return False
    pile = board.discards[discard_region(board, region)]
    discard_cards(board, player, cards, region)                             # the tokens, as a normal discard
    for card in cards:
        pile.pop()
        board.world.insert(0, card.id)
    return True


# --- 221 Bandit Crown -------------------------------------------------------------------------------------------------

@hooks.contributes("campaign.defender_rules", "Bandit Crown", card=BANDIT_CROWN)
def crown_rules(board, player: int, slot: int) -> bool:
    """Law 7.6.5: the holder rules the faceup sites with no physical warbands (rules.rulers reads this)."""
    site = board.sites[slot]
    return bandit_crown_holder(board) == player and site.faceup and site.warband_count == 0


@hooks.contributes("campaign.bandits", "Bandit Crown", card=BANDIT_CROWN)
def crown_bandits(board, campaign) -> int:
    """Law 7.6.5: the bandits at targeted sites join the holder's defending force, one a site (Law 2.8.3; hook
    site.bandits: Bandit Chief); they are never killed, so they are not a pool losses come from."""
    if campaign.against_bandits:
        return 0
    return sum(bandits_at(board, slot) for slot in campaign.sites() if crown_rules(board, campaign.defender, slot))


@hooks.contributes("warbands.may_take_last", "Bandit Crown", card=BANDIT_CROWN)
def crown_keeps_rule(board, player: int) -> bool:
    """Law 7.6.5: the Bandit Crown's holder may take even their last warband off their site when no other
    warband stands there, since the bandits then keep the site ruled for them (Law 6.5 keeps the last one so
    the site stays ruled). The bandits themselves never move."""
    site = board.sites[board.players[player].site]
    return bandit_crown_holder(board) == player and site.warband_count == warbands_here(board, player)


# --- 222 Ring of Devotion ---------------------------------------------------------------------------------------------

@modifier(RING_OF_DEVOTION, "Muster", mandatory=True)
def ring_of_devotion(use):
    """You cannot place warbands at sites; you gain 2 extra warbands when mustering. The power says "cannot", so
    the whole modifier is mandatory (Law 7.4.1); the "cannot" part is persistent (`ring_forbids`)."""


@hooks.contributes("muster.extra_warbands", "Ring of Devotion", order=20, card=RING_OF_DEVOTION)
def ring_warbands(board, player: int) -> int:
    return 2 if applied(board, RING_OF_DEVOTION) else 0


@hooks.contributes("warbands.may_place", "Ring of Devotion", card=RING_OF_DEVOTION)
def ring_forbids(board, player: int) -> bool:
    """Its holder cannot place warbands at sites."""
    return RING_OF_DEVOTION not in board.players[player].relics


# --- 223 Skeleton Key -------------------------------------------------------------------------------------------------

asks("take relic", "Skeleton Key: take the relic", yes_no("take"))


def skeleton_key_spaces(use) -> list:
    board = use.board
    if not rules(board, board.chancellor(), use.me.site):
        return []
    return [{"space": space} for space, relic in enumerate(board.reliquary) if relic is not None]


@power(SKELETON_KEY, "action", usable=lambda use: bool(skeleton_key_spaces(use)))
def skeleton_key(use):
    """If the Chancellor rules your site, peek at one relic in the Imperial Reliquary and you may take it. Taking
    it uncovers its space for the Chancellor (Law 2.3)."""
    board = use.board
    move = yield from ask(use.player, "reliquary space", "Skeleton Key: peek at which Reliquary relic?",
                          skeleton_key_spaces(use), source="Skeleton Key")
    space = move["space"]
    relic = board.reliquary[space]
    use.me.peeked.append(relic)
    board.expose()                                      # Skeleton Key: a Reliquary relic looked at
    name = RELIQUARY_SLOTS[space].name
    peek(use, f"peeks at the Reliquary's {name} relic.", f"peek at the Reliquary's {name} relic: {card_name(relic)}.")
    answer = yield Decision(use.player, "take relic", f"Skeleton Key: take {card_name(relic)}?",
                            choices=[{"take": True}, {"take": False}], source="Skeleton Key", private=True)
    if answer["take"]:
        take_reliquary_relic(board, use.player, space)                      # Law 2.3: the Chancellor's now
        yield from update_title(board)                                      # Law 2.11


# --- 224 Oracular Pig -------------------------------------------------------------------------------------------------

@power(ORACULAR_PIG, "action", usable=lambda use: bool(use.board.world))
def oracular_pig(use):
    """Peek at the top three cards of the world deck (private; top card first)."""
    top = use.board.world[-3:][::-1]
    use.board.expose(len(top))                          # Oracular Pig: the world deck's top cards looked at
    peek(use, "peeks at the top of the world deck.", f"see on top of the world deck: {', '.join(map(card_name, top))}.",
         {"what": "world deck top", "cards": top})


# --- 225 Circlet of Command -------------------------------------------------------------------------------------------

@hooks.contributes("campaign.target_allowed", "Circlet of Command", card=CIRCLET_OF_COMMAND)
def circlet_allows(board, campaign, target: dict) -> bool:
    """Players cannot target or take your banners or your other relics."""
    if campaign.against_bandits or CIRCLET_OF_COMMAND not in board.players[campaign.defender].relics:
        return True
    return target["target"] == "site" or target["target"] == "pawn" or target.get("relic") == CIRCLET_OF_COMMAND


@hooks.contributes("take.guarded", "Circlet of Command", card=CIRCLET_OF_COMMAND)
def circlet_guards(board, holder: int, relic: int | None = None, banner: str | None = None) -> bool:
    """Circlet of Command outside campaigns: no other player may take the holder's banners or other relics
    (the Conspiracy, Tinker's Fair, The Gathering, Citizenship terms). Giving them away stays allowed (Law 10
    "Give"), and Recover (Law 5.4) is not "take": a banner is still recovered from a Circlet holder."""
    if CIRCLET_OF_COMMAND not in board.players[holder].relics:
        return False
    return banner is not None or (relic is not None and relic != CIRCLET_OF_COMMAND)


@hooks.contributes("campaign.defense_dice", "Circlet of Command", card=CIRCLET_OF_COMMAND)
def extra_defense_dice(board, campaign) -> int:
    """Circlet of Command: in campaigns, targeting your pawn-and-favor adds 1 more defense die."""
    holds = not campaign.against_bandits and CIRCLET_OF_COMMAND in board.players[campaign.defender].relics
    return 1 if holds and campaign.pawn_targeted else 0


# --- 226 Ivory Eye ----------------------------------------------------------------------------------------------------

asks("peek", "Ivory Eye: peek at what", {"site": SLOT}, {"player": SEAT, "adviser": PLACE},
     {"relic_at": SLOT, "place": PLACE})


def ivory_eye_targets(use) -> list:
    board = use.board
    choices = [{"site": slot} for slot, site in enumerate(board.sites) if site.id is not None and not site.faceup]
    choices += [{"player": index, "adviser": place} for index in board.others(use.player)
                for place, card in enumerate(board.players[index].advisers) if not card.faceup]
    choices += [{"relic_at": slot, "place": place} for slot, site in enumerate(board.sites)
                for place in range(len(site.relics))]
    return choices


@power(IVORY_EYE, "action", usable=lambda use: bool(ivory_eye_targets(use)))
def ivory_eye(use):
    """Peek at any one facedown site, adviser, or relic at a site. Named by place, so the choice reveals nothing."""
    board = use.board
    move = yield from ask(use.player, "peek", "Ivory Eye: peek at what?", ivory_eye_targets(use), source="Ivory Eye")
    board.expose()                                      # Ivory Eye: a facedown site, adviser or relic looked at
    if "site" in move:
        site_id = board.sites[move["site"]].id
        peek(use, "peeks at a facedown site.", f"peek at a facedown site: {SITES[site_id].name}.",
             {"what": "site", "slot": move["site"], "cards": [site_id]})
    elif "adviser" in move:
        other = board.players[move["player"]]
        card_id = other.advisers[move["adviser"]].id
        peek(use, f"peeks at a facedown adviser of {other.name}.",
             f"peek at {other.name}'s facedown adviser: {card_name(card_id)}.",
             {"what": "adviser", "player": move["player"], "cards": [card_id]})
    else:
        relic = board.sites[move["relic_at"]].relics[move["place"]]
        use.me.peeked.append(relic)
        peek(use, "peeks at a relic at a site.", f"peek at a relic at a site: {card_name(relic)}.")


# --- 227 Map ----------------------------------------------------------------------------------------------------------

@power(MAP, "action")
def map_(use):
    """Put this relic on the bottom of the relic deck to gain 4 Supply (to the leftmost space at most, Law 9.3)."""
    board = use.board
    use.me.relics.remove(MAP)
    board.relic_tokens.pop(str(MAP), None)
    board.relic_deck.insert(0, MAP)
    before = use.me.supply
    use.me.supply = min(SUPPLY_CAP, use.me.supply + 4)
    board.say(f"{use.me.name} puts the Map on the bottom of the relic deck and gains {use.me.supply - before} Supply.")
    yield from update_title(board)                                          # Law 2.11


# --- 228 Obsidian Cage ------------------------------------------------------------------------------------------------

asks("obsidian cage", "Obsidian Cage: move caged warbands to a board, or stop",
     {"cage": COLOUR, "to": SEAT, "count": COUNT}, {"cage": "done"})


@plan(OBSIDIAN_CAGE, "AD")
def obsidian_cage(use):
    """If victorious, move all surviving warbands of your enemy's force onto the Cage."""


@later(VICTORIOUS, OBSIDIAN_CAGE)
def obsidian_cage_won(use):
    board = use.board
    for holder, count in surviving_force(use).items():
        board.players[holder].warbands -= count
        colour = board.colour_of_warbands(holder)
        board.caged[colour] = board.caged.get(colour, 0) + count
        board.say(f"{count} of {board.players[holder].name}'s warbands are caged.")


@power(OBSIDIAN_CAGE, "action", usable=lambda use: bool(use.board.caged))
def obsidian_cage_release(use):
    """Action: move any number of caged warbands to any board of their colour (Citizens' boards hold purple)."""
    board = use.board
    while board.caged:
        moves = [{"cage": colour, "to": index, "count": count} for colour, caged in board.caged.items()
                 for index in range(len(board.players)) if board.colour_of_warbands(index) == colour
                 for count in range(1, caged + 1)]
        move = yield from ask(use.player, "obsidian cage", "Obsidian Cage: move caged warbands to a board, or stop",
                              moves + [{"cage": "done"}], source="Obsidian Cage")
        if move["cage"] == "done":
            return
        board.caged[move["cage"]] -= move["count"]
        if not board.caged[move["cage"]]:
            del board.caged[move["cage"]]
        board.players[move["to"]].warbands += move["count"]


# --- 229 Book of Records ----------------------------------------------------------------------------------------------

@modifier(BOOK_OF_RECORDS, "Search", mandatory=True)
def book_of_records(use):
    """You must gain a secret instead of a favor when you play a card to a site."""


@hooks.contributes("play.secret_instead_of_favor", "Book of Records", card=BOOK_OF_RECORDS)
def records_secret(board, player: int) -> bool:
    """Read by play_to_site (Law 5.1.4.I) while its holder's Search is in progress."""
    return applied(board, BOOK_OF_RECORDS) and board.turn == player


# --- 230 Dragonskin Drum ----------------------------------------------------------------------------------------------

@modifier(DRAGONSKIN_DRUM, "Travel")
def dragonskin_drum(use):
    """After travelling, gain 1 warband."""


@hooks.contributes("travel.after", "Dragonskin Drum", card=DRAGONSKIN_DRUM)
def drum_warband(board, player: int) -> None:
    if applied(board, DRAGONSKIN_DRUM):
        gained = gain_warbands(board, player, 1)
        board.say(f"Dragonskin Drum: {board.players[player].name} gains {gained} warband.")
