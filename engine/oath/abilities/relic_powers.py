"""The relics' ACTION: powers (cards.md 7, Law 6.2, 7.3.2) and the Grand Mask's persistent power. The relics'
major-action modifiers (Truthful Harp, Cup of Plenty, Cracked Horn, Book of Records, Dragonskin Drum, Ring of
Devotion) are in modifiers.py, the Circlet of Command and the Bandit Crown in battle_plans.py.

Peeks are private (Law 9.4): the peeker reads the card in a private narration; a relic seen goes to
`Player.peeked`, any other card seen to `Player.seen` as {"what", "cards", ...}, both shown to that player only.
"""

from engine.core import Decision

from .. import hooks
from ..actions.travel import destinations, travel_free
from ..cards import DENIZENS, RELIQUARY_SLOTS, SITES, card_name, card_named
from ..powers import power
from ..rules import ask, locked_to, rulers, rules, suit_of, take_reliquary_relic
from ..state import EXILE, SUPPLY_CAP
from ..victory import update_title

BRASS_HORSE, GRAND_MASK, HORNED_MASK = (card_named(name).id for name in ("Brass Horse", "Grand Mask", "Horned Mask"))
WHISTLE, DOWSING_STICKS, SKELETON_KEY = (card_named(name).id for name in ("Whistle", "Dowsing Sticks", "Skeleton Key"))
ORACULAR_PIG, IVORY_EYE, MAP = (card_named(name).id for name in ("Oracular Pig", "Ivory Eye", "Map"))


def peek(use, public: str, private: str, seen: dict | None = None) -> None:
    use.board.say(f"{use.me.name} {public}", use.player, f"You {private}")
    if seen:
        use.me.seen.append(seen)


# --- Grand Mask (persistent) ---------------------------------------------------------------------------------

@hooks.contributes("rule.card", "Grand Mask", card=GRAND_MASK)
def grand_mask(board, player: int, place, battle_plan: bool) -> bool | None:
    """Grand Mask: "If you are an Exile, during your turn you (not the Imperials) rule the non-battle-plan cards at
    Imperial sites." Read by powers.rules_card: True or False where the mask decides, None where it does not."""
    holder = next((index for index, held in enumerate(board.players) if GRAND_MASK in held.relics), None)
    if (battle_plan or place.zone != "site" or holder is None or board.turn != holder or board.phase == "setup"
            or board.players[holder].side != EXILE):
        return None
    if not any(board.players[index].imperial for index in rulers(board, place.slot)):
        return None
    if player == holder:
        return True
    return False if board.players[player].imperial else None


# --- Action powers -------------------------------------------------------------------------------------------

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


@power(DOWSING_STICKS, "action", usable=lambda use: bool(use.board.relic_deck))
def dowsing_sticks(use):
    """Draw a relic; keep it or put it on the bottom of the relic deck. The drawn relic is seen by its drawer
    only unless kept (Law 9.4)."""
    board = use.board
    relic = board.relic_deck.pop()
    board.expose()                                      # Dowsing Sticks: a relic drawn, seen by its drawer
    move = yield Decision(use.player, "keep relic", f"Dowsing Sticks: keep {card_name(relic)}?",
                          choices=[{"keep": True}, {"keep": False}], source="Dowsing Sticks", private=True)
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


@power(ORACULAR_PIG, "action", usable=lambda use: bool(use.board.world))
def oracular_pig(use):
    """Peek at the top three cards of the world deck (private; top card first)."""
    top = use.board.world[-3:][::-1]
    use.board.expose(len(top))                          # Oracular Pig: the world deck's top cards looked at
    peek(use, "peeks at the top of the world deck.", f"see on top of the world deck: {', '.join(map(card_name, top))}.",
         {"what": "world deck top", "cards": top})


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
