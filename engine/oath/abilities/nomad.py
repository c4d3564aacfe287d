"""The Nomad denizens (cards.md 8): the nine of the first game's world deck (printed numbers 14 and 23-30) and the
Archive's twenty-four (151-174), each under its printed number with every power it has and the decision kinds it asks.
How powers are written and read is told once, in the package (abilities/__init__.py)."""

from engine.core.vocabulary import Schema

from .. import hooks
from ..actions.minor import become_citizen
from ..actions.travel import destinations
from ..battle import DISCARD_AT_END, add_defense_dice, bandits, change_attack_dice, enemies, plan, user_of, your_side
from ..cards import DENIZENS, SUITS, card_name
from ..modifying import applied, modifier
from ..play import CONSPIRACY, discardable, has_room, play_card
from ..powers import Use, adviser_holder, card_at, cost_in, faceup_cards, power, rules_card, site_of
from ..ruler_powers import enemies as are_enemies
from ..ruler_powers import enemy_of_card_ruler, rules_card_id
from ..rules import (
    ask,
    discard_cards,
    dispossess,
    draw_dispossessed,
    gain_favor,
    gain_supply,
    holds_banner,
    is_vision,
    locked_to,
    locks_everywhere,
    ruled_by_bandits,
    rules,
    seize_banner,
    site_name,
    suit_of,
    take_reliquary_relic,
)
from ..state import DARKEST_SECRET, EXILE, REGIONS
from ..victory import update_title
from ..vocabulary import CARD, SEAT, SLOT, SUIT, asks, yes_no
from .exchanges import negotiate
from .phrases import (
    adviser_suits,
    choose,
    chosen_with,
    discard_from_site,
    faceup_in,
    named,
    peek,
    your_region,
)

(RAIN_BOOTS, HORSE_ARCHERS, WARNING_SIGNALS, TENTS, CONVOYS, VOW_OF_KINSHIP, WILD_MOUNTS, LANCERS, MOUNTAIN_GIANT,
 RIVAL_KHAN, LOST_TONGUE, SPECIAL_ENVOY, RESETTLE, ORACLE, PILGRIMAGE, SPELL_BREAKER, MOUNTED_PATROL, GREAT_CRUSADE,
 ANCIENT_BLOODLINE, ANCIENT_PACT, STORM_CALLER, FAMILY_WAGON, WAY_STATION, TWIN_BROTHER, HOSPITALITY, A_FAST_STEED,
 RELIC_WORSHIP, SACRED_GROUND) = map(named, (
    "Rain Boots", "Horse Archers", "Warning Signals", "Tents", "Convoys", "Vow of Kinship", "Wild Mounts", "Lancers",
    "Mountain Giant", "Rival Khan", "Lost Tongue", "Special Envoy", "Resettle", "Oracle", "Pilgrimage",
    "Spell Breaker", "Mounted Patrol", "Great Crusade", "Ancient Bloodline", "Ancient Pact", "Storm Caller",
    "Family Wagon", "Way Station", "Twin Brother", "Hospitality", "A Fast Steed", "Relic Worship", "Sacred Ground"))


# --- 14 Rain Boots ----------------------------------------------------------------------------------------------------

@plan(RAIN_BOOTS, "A")
def rain_boots(use):
    """Ignore every single-shield result your enemy rolls. At the end of the campaign, discard Rain Boots."""
    use.campaign.ignore_single_shields = True


DISCARD_AT_END.update({RAIN_BOOTS, HORSE_ARCHERS, WARNING_SIGNALS})


# --- 23 Ancient Binding -----------------------------------------------------------------------------------------------

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


# --- 24 Horse Archers -------------------------------------------------------------------------------------------------

@plan(HORSE_ARCHERS, "AD")
def horse_archers(use):
    """+/-3 attack dice. At the end of the campaign, discard Horse Archers."""
    change_attack_dice(use, 3)


# --- 25 Warning Signals -----------------------------------------------------------------------------------------------

asks("warning signals", "Warning Signals: move a warband, or stop", {"move": ("to site", "to board"), "slot": SLOT},
     {"move": "done"})


def warning_moves(use) -> list:
    """Sites you rule: your colour's warbands there (purple for an Imperial side)."""
    board, colour = use.board, use.campaign.colour(use.board, use.player)
    moves = []
    for slot, site in enumerate(board.sites):
        here = site.warbands.get(colour, 0) if site.faceup else 0
        if here and use.me.warbands:
            moves.append({"move": "to site", "slot": slot})
        if here > 1:
            moves.append({"move": "to board", "slot": slot})
    return moves


@plan(WARNING_SIGNALS, "D", usable=lambda use: not bandits(use))
def warning_signals(use):
    """Move any warbands between your board and sites you rule (never removing a site's last warband). At the
    end of the campaign, discard Warning Signals. One warband a move, until you stop."""
    board, colour = use.board, use.campaign.colour(use.board, use.player)
    while True:
        moves = warning_moves(use)
        if not moves:
            return
        move = yield from ask(use.player, "warning signals", "Warning Signals: move a warband, or stop",
                              moves + [{"move": "done"}], source="Warning Signals")
        if move["move"] == "done":
            return
        site = board.sites[move["slot"]]
        step = 1 if move["move"] == "to site" else -1
        site.warbands[colour] += step
        use.me.warbands -= step


# --- 26 Elders --------------------------------------------------------------------------------------------------------

@power(named("Elders"), "action")
def elders(use):
    """Gain 1 secret."""
    use.me.secrets += 1
    use.board.say(f"{use.me.name} gains 1 secret.")


# --- 27 The Gathering (site only) -------------------------------------------------------------------------------------

asks("gathering", "The Gathering: move your pawn to this site", yes_no("move"))
asks("gathering offer", "The Gathering: make an offer to whom", {"with": (SEAT, None)})


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


# --- 28 Faithful Friend (adviser only, locked) ------------------------------------------------------------------------

@power(named("Faithful Friend"), "when_played")
def faithful_friend(use):
    """Gain 4 Supply (never past the leftmost space, Law 4.3.4)."""
    gained = gain_supply(use.board, use.player, 4)
    use.board.say(f"{use.me.name} gains {gained} Supply.")


# --- 29 Tents ---------------------------------------------------------------------------------------------------------

def same_region(board, player, move) -> bool:
    return board.region_of(move["to"]) == board.region_of(board.players[player].site)


@modifier(TENTS, "Travel", fits=same_region)
def tents(use):
    """Travel costs no Supply if the destination is in your current region."""


hooks.contributes("travel.spares_supply", "Tents", card=TENTS)(chosen_with(TENTS))


# --- 30 Great Herd (site only) ----------------------------------------------------------------------------------------

asks("great herd", "Great Herd: swap with a Nomad card", {"swap": CARD, "site": SLOT}, {"swap": None})


def herd_targets(use) -> list:
    """Nomad cards at other sites its user may swap with; none while Great Herd itself may not move for its user
    (Ancient Bloodline: rules.locked_to; ruleset version 3)."""
    board = use.board
    if locks_everywhere(board) and locked_to(board, use.player, card_at(board, use.card, use.place)):
        return []
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


# --- 151 Convoys (site only) ------------------------------------------------------------------------------------------

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


# --- 152 Vow of Kinship (adviser only, locked) ------------------------------------------------------------------------

def kinship_holder(board, player: int) -> bool:
    """Whether `player` has Vow of Kinship faceup among their advisers (Law 7.1.4: its persistent power is theirs)."""
    return adviser_holder(board, VOW_OF_KINSHIP) == player


@power(VOW_OF_KINSHIP, "when_played")
def vow_of_kinship(use):
    """152 Vow of Kinship (WP + PERS): "Move all your favor to the Nomad bank. Favor you gain or take goes to the
    Nomad bank; you may spend Nomad-bank favor as if it were on your board."

    The persistent part is rules.favor_bank_kept (hook favor.kept_in_bank), through which every gain, taking,
    spending and gift of a player's favor goes (rules.favor_of, receive_favor, spend_favor, give_favor).
    Readings: favor you would gain from the Nomad bank itself comes out of it and goes straight back (Law 10
    "Gain" done to the letter). Spending is what you pay, place, burn or give by your own choice (costs, prices,
    tolls, exchanges, Revelation, Dissent): it may use every favor in the Nomad bank. What another player takes or
    burns "from you" (Charming Friend, Royal Tax, Witch's Bargain, a won Campaign's burning, Slander) reaches only
    the favor on your board: the Nomad bank is not your board, and the card lets only you spend it (Law 7.1.4)."""
    favor = use.me.favor
    use.me.favor = 0
    use.board.favor_banks["Nomad"] += favor
    use.board.say(f"Vow of Kinship: {use.me.name} moves {favor} favor to the Nomad bank.")


@hooks.contributes("favor.kept_in_bank", "Vow of Kinship", card=VOW_OF_KINSHIP)
def kinship_bank(board, player: int):
    return "Nomad" if kinship_holder(board, player) else None


# --- 153 Wild Mounts --------------------------------------------------------------------------------------------------

asks("wild mounts", "Wild Mounts: discard a Beast card instead", {"discard": (CARD, "none")})


def beast_cards(use) -> list:
    """The faceup Beast cards your side rules (Law 10 "Rule"; "you" is the whole defending side, Law 5.5.3) that can
    be discarded (a locked card cannot, Law 7.2.2), as (card, place)."""
    found = []
    for card_id, place in faceup_cards(use.board):
        if place.zone == "relic" or not any(rules_card(use.board, each, place) for each in your_side(use)):
            continue
        card = card_at(use.board, card_id, place)
        if suit_of(card) == "Beast" and not locked_to(use.board, use.player, card):
            found.append((card, place))
    return found


def nomad_plans(use, plans: list) -> list:
    side = your_side(use)
    return [each for each in plans if each.user in side and each.card in DENIZENS
            and DENIZENS[each.card].suit == "Nomad"]


@plan(WILD_MOUNTS, "AD", usable=lambda use: bool(beast_cards(use)))
def wild_mounts(use):
    """153 Wild Mounts. If you would discard any number of Nomad battle plans, you may instead discard any one Beast
    card you rule.

    Readings: the discards it replaces are those at the end of the Campaign (Law 5.5.8), of the Nomad plans your
    side used (Law 5.5.3: "you" is the whole defending side); no Nomad plan is discarded otherwise. One Beast card,
    ruled by anyone on your side, replaces them all; its user chooses, or declines. cards.md marks it for either
    side (LeCodex's attacker-only model is not followed). Offered only while your side rules a Beast card that can
    be discarded; the bandits make no choice (Law 5.5.3), so it does nothing for them and is not offered them."""


@hooks.contributes("battle_plan.discard_at_end", "Wild Mounts", card=WILD_MOUNTS)
def wild_mounts_instead(board, campaign, plans: list):
    mounts = next((each for each in campaign.plans if each.card == WILD_MOUNTS), None)
    if mounts is None or not isinstance(mounts.user, int):
        return
    use = Use(board, mounts.user, mounts.power, mounts.place, campaign)
    replaced, offered = nomad_plans(use, plans), beast_cards(use)
    if not replaced or not offered:
        return
    names = ", ".join(card_name(each.card) for each in replaced)
    move = yield from ask(use.player, "wild mounts", f"Wild Mounts: discard a Beast card instead of {names}?",
                          [{"discard": card.id} for card, _ in offered] + [{"discard": "none"}], source="Wild Mounts")
    if move["discard"] == "none":
        return
    card, place = next((card, place) for card, place in offered if card.id == move["discard"])
    for each in replaced:
        plans.remove(each)
    if place.zone == "site":
        yield from discard_from_site(board, use.player, place.slot, [card])
    else:
        owner = board.players[place.owner]
        owner.advisers.remove(card)
        discard_cards(board, place.owner, [card], board.region_of(owner.site))
    board.say(f"{card_name(card.id)} is discarded instead of {names}.")


# --- 154 Lancers ------------------------------------------------------------------------------------------------------

@plan(LANCERS, "A")
def lancers(use):
    """154 Lancers (attacker). Double your total attack roll. At the end, discard Lancers.

    "Your total attack roll" is the attack from the dice (Law 5.5.5: swords plus pairs of hollow swords), as the
    dice count after every power on their faces (War Tortoise); warbands sacrificed are not rolled, so they are
    added after, undoubled, and the sacrifice offered is the one needed against the doubled roll (Law 5.5.5, 9.5).
    """


@hooks.contributes("campaign.attack_roll", "Lancers", card=LANCERS)
def lancers_double(attack: int, board, campaign) -> int:
    return attack * 2 if user_of(campaign, LANCERS) == campaign.attacker else attack


DISCARD_AT_END.update({LANCERS, MOUNTED_PATROL})


# --- 155 Mountain Giant -----------------------------------------------------------------------------------------------

asks("mountain giant", "Mountain Giant: 1 or 3 attack dice",
     {"dice": Schema({"type": "integer",
                                                                                      "enum": [1, 3]})})


@plan(MOUNTAIN_GIANT, "AD")
def mountain_giant(use):
    """155 Mountain Giant (1 secret). +/-1 or +/-3 attack dice (your choice). At the end of the campaign, discard
    Mountain Giant."""
    move = yield from ask(use.player, "mountain giant", "Mountain Giant: 1 or 3 attack dice?",
                          [{"dice": 1}, {"dice": 3}], source="Mountain Giant")
    change_attack_dice(use, move["dice"])


DISCARD_AT_END.update({MOUNTAIN_GIANT, RIVAL_KHAN, GREAT_CRUSADE, STORM_CALLER})


# --- 156 Rival Khan ---------------------------------------------------------------------------------------------------

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


# --- 157 Lost Tongue (adviser only) -----------------------------------------------------------------------------------

def rules_a_nomad_card(board, player: int) -> bool:
    """A faceup Nomad card the player rules (Law 10 "Rule": their advisers, the cards at sites they rule)."""
    return any(suit_of(card_at(board, card_id, place)) == "Nomad" and rules_card(board, player, place)
               for card_id, place in faceup_cards(board) if place.zone != "relic")


def lost_tongue_guards(board, player: int, owner: int | None) -> bool:
    return owner is not None and player != owner and not rules_a_nomad_card(board, player)


@hooks.contributes("campaign.target_allowed", "Lost Tongue", card=LOST_TONGUE)
def lost_tongue_targets(board, campaign, target: dict) -> bool:
    """Other players cannot target or take your relics or banners in any way unless they rule a Nomad card."""
    if campaign.against_bandits or target["target"] not in ("relic", "banner"):
        return True
    return adviser_holder(board, LOST_TONGUE) != campaign.defender or \
        not lost_tongue_guards(board, campaign.attacker, campaign.defender)


@hooks.contributes("take.forbidden", "Lost Tongue", card=LOST_TONGUE)
def lost_tongue_takes(board, taker: int, holder, relic, banner) -> bool:
    """Recover takes a banner from its holder too (Law 5.4.3), so a held banner is not recovered from you either;
    giving stays allowed (Law 10 "Give")."""
    owner = adviser_holder(board, LOST_TONGUE)
    return holder is not None and holder == owner and lost_tongue_guards(board, taker, owner)


# --- 158 Special Envoy ------------------------------------------------------------------------------------------------

@modifier(SPECIAL_ENVOY, "Travel")
def special_envoy(use):
    """158 Special Envoy. Travel costs no Supply, but after travelling your Act phase ends (as Law 6.8 ends it:
    the Rest phase follows, flow.act)."""


hooks.contributes("travel.spares_supply", "Special Envoy", card=SPECIAL_ENVOY)(chosen_with(SPECIAL_ENVOY))


@hooks.contributes("travel.after", "Special Envoy", order=90, card=SPECIAL_ENVOY)
def envoy_ends_act(board, player: int) -> None:
    if applied(board, SPECIAL_ENVOY):
        board.phase = "rest"
        board.say(f"Special Envoy: {board.players[player].name}'s Act phase ends.")


# --- 159 Resettle (site only) -----------------------------------------------------------------------------------------

asks("resettle adviser", "Resettle: move which Nomad adviser", {"player": SEAT, "adviser": CARD})
asks("resettle site", "Resettle: to which site", {"site": SLOT})


def resettle_destinations(board) -> list[int]:
    """Law 10 "Move": a faceup site with room (2.8.1), or a full Great Slum that can first discard a card."""
    return [slot for slot, site in enumerate(board.sites)
            if site.faceup and (has_room(board, slot) or hooks.some("play.site_makes_room", board, slot))]


def resettlers(board, player: int) -> list[dict]:
    """Faceup Nomad advisers of any player (the user's own included) that may be moved to a site: not locked
    (Law 7.2.2), not adviser only (Law 7.2.1)."""
    return [{"player": index, "adviser": card.id} for index, held in enumerate(board.players)
            for card in held.advisers if suit_of(card) == "Nomad" and not locked_to(board, player, card)
            and DENIZENS[card.id].restriction != "adviser"]


@power(RESETTLE, "action",
       usable=lambda use: bool(resettlers(use.board, use.player) and resettle_destinations(use.board)))
def resettle(use):
    """159 Resettle (site only). Move a faceup Nomad card from any player's advisers to any site. A move obeys
    capacity and restrictions (Law 10 "Move", 2.8.1, 7.2): an adviser-only or locked card stays, a full site takes
    none (a full Great Slum first discards one of its cards, Law 11). The card keeps its tokens; moving is not
    playing, so no favor is gained and no When played power runs (Law 5.1.4.I, 7.3.3)."""
    board = use.board
    move = yield from choose(use.player, "resettle adviser", "Resettle: move which Nomad adviser?",
                             resettlers(board, use.player), "Resettle")
    where = yield from choose(use.player, "resettle site", "Resettle: to which site?",
                              [{"site": slot} for slot in resettle_destinations(board)], "Resettle")
    slot, owner = where["site"], board.players[move["player"]]
    yield from hooks.each("play.before_site", board, use.player, slot, not has_room(board, slot), ())   # moving
    adviser = next(card for card in owner.advisers if card.id == move["adviser"])
    owner.advisers.remove(adviser)
    board.sites[slot].cards.append(adviser)
    board.say(f"Resettle: {card_name(adviser.id)} moves from {owner.name}'s advisers to {site_name(board, slot)}.")


# --- 160 Oracle (site only) -------------------------------------------------------------------------------------------

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


# --- 161 Pilgrimage (adviser only) ------------------------------------------------------------------------------------

def tokens_leave(board, player: int, card) -> None:
    """A card leaving play keeps no token: favor to its suit's bank, secrets facedown to the player whose power moved
    it, as a discard sends them (Law 10 "Discard")."""
    if card.favor:
        board.favor_banks[DENIZENS[card.id].suit] += card.favor
    board.players[player].hidden_secrets += card.secrets
    card.favor = card.secrets = 0


@power(PILGRIMAGE, "when_played")
def pilgrimage(use):
    """161 Pilgrimage (WP): "Move all denizens at your site to the Dispossessed; shuffle the Dispossessed and draw
    that many denizens; peek at them and put them on your region's discard pile."

    Readings: a locked denizen (and an edifice, locked on both sides) is never moved (Law 7.2.2), nor a card
    modifying the action in progress (Law 7.4.3). The moved cards leave play as discarded cards do: favor on them
    goes to its suit's bank, secrets facedown to your board (Law 10 "Discard"). The drawn cards are taken at random
    from the Dispossessed with the moved ones in it ("shuffle", Law 8.5), so one may come straight back; they go,
    as drawn, onto the top of the pile of your pawn's region itself ("put", not "discard": Law 10 "Discard" would
    send them to the next region's). Only you see their faces (Law 10 "Peek", 9.4)."""
    board, slot = use.board, use.me.site
    site = board.sites[slot]
    moved = [card for card in discardable(board, site.cards, use.player) if card.id in DENIZENS]
    if not moved:
        board.say("Pilgrimage: there is no denizen to move.")
        return
    for card in moved:
        site.cards.remove(card)
        tokens_leave(board, use.player, card)
    dispossess(board, [card.id for card in moved])
    drawn = draw_dispossessed(board, len(moved))
    region = board.region_of(slot)
    board.say(f"Pilgrimage: {use.me.name} moves {', '.join(card_name(c.id) for c in moved)} to the Dispossessed "
              f"and puts {len(drawn)} cards drawn from it on the {region} discard pile.")
    peek(use, "the cards drawn from the Dispossessed", drawn)
    board.discards[region].extend(drawn)


# --- 162 Spell Breaker (site only) ------------------------------------------------------------------------------------

@hooks.contributes("power.forbidden", "Spell Breaker", card=SPELL_BREAKER)
def spell_breaker(board, player: int, each, place, campaign) -> bool:
    """Enemies of Spell Breaker's ruler cannot use powers whose cost includes secrets or burnt secrets (Law 7.1.2:
    placed or burnt); in a Campaign, sides as Law 5.5.1 makes them. A forbidden When played power is not used
    (Law 7.3.3: only if able)."""
    cost = cost_in(board, player, each, campaign)           # a battle plan's surcharge counts (Gleaming Armor)
    return bool(cost.place_secrets or cost.burn_secrets) and \
        enemy_of_card_ruler(board, player, SPELL_BREAKER, campaign)


# --- 163 Mounted Patrol -----------------------------------------------------------------------------------------------

@plan(MOUNTED_PATROL, "D", usable=lambda use: use.campaign.attack_dice > 0)
def mounted_patrol(use):
    """163 Mounted Patrol (defender). The attacker rolls only half their attack dice, rounded down. At the end,
    discard Mounted Patrol.

    The pool is halved when it is rolled (Law 5.5.5), not when the plan is used: every die the pool gains or loses
    in step 3, before or after this plan, is counted first. Not offered against an empty pool (nothing to halve, and
    the card would be discarded for nothing, Law 9.5); the bandits use it as any cost-free plan (Law 5.5.3)."""


@hooks.contributes("campaign.attack_dice_rolled", "Mounted Patrol", card=MOUNTED_PATROL)
def mounted_patrol_halves(count: int, board, campaign) -> int:
    patrol = user_of(campaign, MOUNTED_PATROL)
    return count // 2 if patrol is not None and patrol != campaign.attacker else count


# --- 164 Great Crusade ------------------------------------------------------------------------------------------------

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


# --- 165 Ancient Bloodline (adviser only) -----------------------------------------------------------------------------

@hooks.contributes("site.locked_for", "Ancient Bloodline", card=ANCIENT_BLOODLINE)
def ancient_bloodline(board, player: int, slot: int) -> bool:
    """Your enemies act as if denizens and relics at sites you rule are locked: for them they may only be played,
    never discarded, moved or swapped (Law 7.2.2), while you and your friends see them as they are (Law 10 "Enemy":
    locking that depends on who looks). Our reading of the relics: a relic at a site lies facedown (Law 2.8.2), and
    Law 7.2 binds only faceup cards to their printed banners; but this lock is the power's, not a banner, and the
    card names the relics, so your enemies cannot take them from those sites (Law 10 "Take" moves them): no Recover
    of them (Law 5.4). "Sites you rule" as Law 10 "Rule" makes them (a Citizen: every purple site)."""
    holder = adviser_holder(board, ANCIENT_BLOODLINE)
    return holder is not None and are_enemies(board, player, holder) and rules(board, holder, slot)


# --- 166 Ancient Pact (adviser only, locked) --------------------------------------------------------------------------

asks("ancient pact", "Ancient Pact: give the Chancellor the Darkest Secret", yes_no("accept"))


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


# --- 167 Storm Caller -------------------------------------------------------------------------------------------------

@plan(STORM_CALLER, "D")
def storm_caller(use):
    """167 Storm Caller. Add 2 defense dice. At the end of the campaign, discard Storm Caller."""
    add_defense_dice(use, 2)


# --- 168 Family Wagon (adviser only) ----------------------------------------------------------------------------------

@hooks.contributes("advisers.limit", "Family Wagon", card=FAMILY_WAGON)
def family_wagon_limit(board, player: int, advisers: list) -> list:
    """You may have only one non-Nomad adviser (a facedown adviser has no suit, so it is non-Nomad: Law
    5.1.4.II). With another limiter the lowest applies (Law 7.6.4), the Nomads counting toward none."""
    return [1] if faceup_in(advisers, FAMILY_WAGON) else []


@hooks.contributes("advisers.beside_limit", "Family Wagon", card=FAMILY_WAGON)
def family_wagon_nomads(board, player: int, card, advisers: list) -> bool:
    """Nomad advisers do not count toward your adviser limit (Family Wagon itself among them)."""
    return faceup_in(advisers, FAMILY_WAGON) and suit_of(card) == "Nomad"


# --- 169 Way Station (site only) --------------------------------------------------------------------------------------

def way_station_free(board, player: int) -> bool:
    return rules_card_id(board, player, WAY_STATION)


@hooks.contributes("travel.cost", "Way Station", order=100, card=WAY_STATION)
def way_station_cost(cost: int, board, player: int, to: int) -> int:
    """Travelling to this site costs no Supply if you rule Way Station: nothing, whatever surcharge the other powers
    add (Law 7.6.2), so its order is last."""
    return 0 if to == site_of(board, WAY_STATION) and way_station_free(board, player) else cost


@hooks.contributes("travel.extra_moves", "Way Station", card=WAY_STATION)
def way_station_moves(board, player: int) -> list:
    """...or if you give its ruler 1 favor: a second Travel there, spending no Supply, for the toll (the Chancellor
    receives it under the Empire; the bandits' is burnt). Whoever does not rule Way Station may choose it, enemy or
    not (the card says "you", not "enemies"). Our reading: the toll is the Travel's price, so no modifier is chosen
    with it (Law 7.4: a modifier comes with the action the move names, and this move names the toll's Travel)."""
    slot = site_of(board, WAY_STATION)
    if slot is None or slot == board.players[player].site or way_station_free(board, player):
        return []
    if slot not in destinations(board, player):
        return []
    return [{"action": "travel", "to": slot, "way_station": True}]


@hooks.contributes("travel.move_spares_supply", "Way Station", card=WAY_STATION)
def way_station_spares(board, player: int, move: dict) -> bool:
    return bool(move.get("way_station"))


@hooks.contributes("action.tolls", "Way Station", card=WAY_STATION)
def way_station_toll(board, player: int, move: dict) -> list:
    return [WAY_STATION] if move.get("action") == "travel" and move.get("way_station") else []


# --- 170 Twin Brother (adviser only) ----------------------------------------------------------------------------------

asks("twin brother", "Twin Brother: swap with a Nomad adviser", {"swap": CARD, "player": SEAT}, {"swap": None})


def twins(use) -> list[dict]:
    """Faceup Nomad advisers of other players that may be swapped (Law 7.2.2: a locked card never is)."""
    board = use.board
    return [{"swap": card.id, "player": other} for other in board.others(use.player)
            for card in board.players[other].advisers if suit_of(card) == "Nomad"
            and not locked_to(board, use.player, card)]


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


# --- 171 Hospitality (adviser only) -----------------------------------------------------------------------------------

asks("hospitality", "Hospitality: gain 1 favor from which bank", {"suit": SUIT})


def welcoming_suits(board, player: int, slot: int) -> list:
    """Suits of a card at the site and of one of your advisers, whose bank has favor to give (Law 7.1.3)."""
    there = {suit_of(card) for card in board.sites[slot].cards} if board.sites[slot].faceup else set()
    return [suit for suit in SUITS if suit in there & adviser_suits(board, player) and board.favor_banks[suit]]


@modifier(HOSPITALITY, "Travel", fits=lambda board, player, move: bool(welcoming_suits(board, player, move["to"])))
def hospitality(use):
    """171 Hospitality (adviser only). After travelling, gain 1 favor from a bank whose suit matches both a card at
    your site and one of your advisers (Hospitality itself is a Nomad adviser). Offered for a destination with such
    a card; the player picks the bank when several fit."""


@hooks.contributes("travel.after", "Hospitality", order=30, card=HOSPITALITY)
def hospitality_favor(board, player: int):
    if not applied(board, HOSPITALITY):
        return
    suits = welcoming_suits(board, player, board.players[player].site)
    if not suits:
        return
    move = yield from choose(player, "hospitality", "Hospitality: gain 1 favor from which bank?",
                             [{"suit": suit} for suit in suits], "Hospitality")
    gain_favor(board, player, move["suit"], 1)
    board.say(f"Hospitality: {board.players[player].name} gains 1 favor from the {move['suit']} bank.")


# --- 172 A Fast Steed -------------------------------------------------------------------------------------------------

@modifier(A_FAST_STEED, "Travel", fits=lambda board, player, move: board.players[player].warbands <= 3)
def a_fast_steed(use):
    """172 A Fast Steed (1 favor). Travel costs no Supply if you have three or fewer warbands on your board. Counted
    at the start of the Travel (Law 7.4)."""


hooks.contributes("travel.spares_supply", "A Fast Steed", card=A_FAST_STEED)(chosen_with(A_FAST_STEED))


# --- 173 Relic Worship ------------------------------------------------------------------------------------------------

@modifier(RELIC_WORSHIP, "Recover", fits=lambda board, player, move: "relic_at" in move)
def relic_worship(use):
    """After you recover a relic, gain 3 Supply (offered only for a relic; the Supply track stops at 7, Law 4.3.4)."""


@hooks.contributes("recover.after", "Relic Worship", card=RELIC_WORSHIP)
def worship(board, player: int, move: dict) -> None:
    if applied(board, RELIC_WORSHIP) and "relic_at" in move:
        gained = gain_supply(board, player, 3)
        board.say(f"Relic Worship: {board.players[player].name} gains {gained} Supply.")


# --- 174 Sacred Ground (site only, locked) ----------------------------------------------------------------------------

@hooks.contributes("play.vision_faceup", "Sacred Ground", card=SACRED_GROUND)
def sacred_ground(board, player: int, card_id: int) -> bool:
    """No one may play Visions other than the Conspiracy faceup unless their pawn is at this site. "No one":
    its ruler too."""
    slot = site_of(board, SACRED_GROUND)
    return card_id == CONSPIRACY or slot is None or board.players[player].site == slot
