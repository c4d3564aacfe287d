"""The Beast denizens (cards.md 8): the nine of the first game's world deck (printed numbers 11 and 39-46) and the
Archive's twenty-four (175-198), each under its printed number with every power it has and the decision kinds it asks.
How powers are written and read is told once, in the package (abilities/__init__.py)."""

from .. import hooks
from ..actions.campaign import target_dice
from ..actions.minor import become_citizen
from ..actions.trade import card_on_map
from ..advisers import advisers_of_suit
from ..battle import add_defense_dice, change_attack_dice, enemies, plan, used_by_the_defence, user_of, your_side
from ..cards import DENIZENS, GRAND_SCEPTER, SITES, SUITS, Cost, card_name
from ..dice import SWORDS_AND_SKULL, TWO_SHIELDS
from ..modifying import applied, modifier
from ..play import has_room
from ..powers import adviser_holder, card_at, has_access, locate, power, site_of
from ..ruler_powers import enemy_of_card_ruler, ruler_of
from ..rules import (
    ask,
    favor_of,
    gain_supply,
    gain_warbands,
    kill_from_board,
    locked_to,
    locks_everywhere,
    receive_favor,
    ruled_by_bandits,
    rulers,
    rules,
    site_name,
    sites_ruled,
    suit_of,
)
from ..state import CITIZEN, EXILE, REGIONS
from ..victory import update_title
from ..vocabulary import CAMPAIGN_FROM, CARD, SEAT, asks
from .phrases import (
    adviser_suits,
    bound,
    campaign_from,
    campaigns_from,
    choose,
    chosen_with,
    discard_from_site,
    enemy_holds,
    keep_targeted,
    named,
    on_suit,
    some_bank_has_favor,
    take_from_bank,
    traded_suit,
    your_region,
)

(ERRAND_BOY, ANIMAL_PLAYMATES, TRUE_NAMES, OLD_OAK, FOREST_PATHS, RANGERS, NATURE_WORSHIP, BIRDSONG, SMALL_FRIENDS,
 GRASPING_VINES, THREATENING_ROAR, FAE_MERCHANT, SECOND_CHANCE, PIED_PIPER, MUSHROOMS, INSECT_SWARM, VOW_OF_UNION,
 GIANT_PYTHON, WAR_TORTOISE, NEW_GROWTH, WILD_CRY, ANIMAL_HOST, MEMORY_OF_NATURE, MARSH_SPIRIT, VOW_OF_POVERTY,
 FOREST_COUNCIL, WALLED_GARDEN, VOW_OF_BEASTKIN, BRACKEN, WILD_ALLIES) = map(named, (
    "Errand Boy", "Animal Playmates", "True Names", "The Old Oak", "Forest Paths", "Rangers", "Nature Worship",
    "Birdsong", "Small Friends", "Grasping Vines", "Threatening Roar", "Fae Merchant", "Second Chance", "Pied Piper",
    "Mushrooms", "Insect Swarm", "Vow of Union", "Giant Python", "War Tortoise", "New Growth", "Wild Cry",
    "Animal Host", "Memory of Nature", "Marsh Spirit", "Vow of Poverty", "Forest Council", "Walled Garden",
    "Vow of Beastkin", "Bracken", "Wild Allies"))


# --- 11 Errand Boy ----------------------------------------------------------------------------------------------------

@modifier(ERRAND_BOY, "Search", fits=lambda board, player, move: "region" in move)
def errand_boy(use):
    """When searching a discard pile you may draw from the discard pile of a different region instead of your own.
    The move names the region ("region")."""


hooks.contributes("search.other_region", "Errand Boy", card=ERRAND_BOY)(chosen_with(ERRAND_BOY))


# --- 39 Wolves --------------------------------------------------------------------------------------------------------

@power(named("Wolves"), "action", usable=lambda use: any(p.warbands for p in use.board.players))
def wolves(use):
    """Kill one warband (even your own) on any one player board."""
    choices = [{"kill": index} for index, held in enumerate(use.board.players) if held.warbands]
    move = yield from choose(use.player, "kill warband", "Wolves: kill a warband on whose board?", choices,
                             "Wolves")
    kill_from_board(use.board, move["kill"], 1)
    use.board.say(f"Wolves kill a warband of {use.board.players[move['kill']].name}.")


# --- 40 Animal Playmates (adviser only) -------------------------------------------------------------------------------

@modifier(ANIMAL_PLAYMATES, "Muster", fits=on_suit("Beast"))
def animal_playmates(use):
    """Mustering on a Beast card costs no Supply (offered only for a Beast card)."""


hooks.contributes("muster.spares_supply", "Animal Playmates", card=ANIMAL_PLAYMATES)(chosen_with(ANIMAL_PLAYMATES))


# --- 41 True Names (adviser only) -------------------------------------------------------------------------------------

@hooks.contributes("battle_plan.barred", "True Names", card=TRUE_NAMES)
def true_names(board, campaign, user, card_id: int) -> bool:
    """Your enemy cannot use against you any battle plan whose suit matches one of your advisers. True if an
    enemy of `user` (the defender or an Ally, for the attacker's plans) bars this plan."""
    suit = DENIZENS[card_id].suit if card_id in DENIZENS else None
    for enemy in enemies(campaign, user):
        advisers = board.players[enemy].advisers
        if suit and any(c.id == TRUE_NAMES and c.faceup for c in advisers) and suit in map(suit_of, advisers):
            return True
    return False


# --- 42 The Old Oak (site only) ---------------------------------------------------------------------------------------

def old_oak_fits(board, player, move) -> bool:
    beast_adviser = any(suit_of(card) == "Beast" for card in board.players[player].advisers)
    return move["card"] == OLD_OAK and move["for"] == "secrets" and beast_adviser


@modifier(OLD_OAK, "Trade", fits=old_oak_fits)
def old_oak(use):
    """When trading with The Old Oak for secrets, gain one extra secret if you have any Beast adviser."""


@hooks.contributes("trade.secrets", "The Old Oak", order=20, card=OLD_OAK)
def oak_secret(secrets: int, board, player: int) -> int:
    return secrets + 1 if applied(board, OLD_OAK) else secrets


# --- 43 Forest Paths --------------------------------------------------------------------------------------------------

def beast_there(board, player, move) -> bool:
    site = board.sites[move["to"]]
    return site.faceup and any(suit_of(card) == "Beast" for card in site.cards)


@modifier(FOREST_PATHS, "Travel", fits=beast_there)
def forest_paths(use):
    """Travelling to a site that has a Beast card costs no Supply and ignores site powers."""


hooks.contributes("travel.spares_supply", "Forest Paths", card=FOREST_PATHS)(chosen_with(FOREST_PATHS))


hooks.contributes("travel.ignores_site_powers", "Forest Paths", card=FOREST_PATHS)(chosen_with(FOREST_PATHS))


# --- 44 Long-Lost Heir (adviser only, locked) -------------------------------------------------------------------------

@power(named("Long-Lost Heir"), "when_played", usable=lambda use: use.me.side == EXILE)
def long_lost_heir(use):
    """If you are an Exile you may become a Citizen: take no relic, end your Act phase, refresh Supply to full
    (Law 7.6.1: 6.6.2 without an offer)."""
    move = yield from ask(use.player, "citizenship", "Long-Lost Heir: become a Citizen?",
                          [{"accept": True}, {"accept": False}], source="Long-Lost Heir")
    if move["accept"]:
        yield from become_citizen(use.board, use.player)          # its step 5 ends your Act phase
        yield from update_title(use.board)


# --- 45 Rangers -------------------------------------------------------------------------------------------------------

@plan(RANGERS, "A")
def rangers(use):
    """Ignore all skulls you roll; add 2 attack dice if the defense pool has 4 or more dice."""
    use.campaign.ignore_skulls = True
    if use.campaign.defense_dice >= 4:
        change_attack_dice(use, 2)


# --- 46 Roving Terror (site only) -------------------------------------------------------------------------------------

def roving_targets(use) -> list:
    """Denizens at other sites its user may discard; none while Roving Terror itself may not move for its user
    (Ancient Bloodline: rules.locked_to; ruleset version 3)."""
    board = use.board
    if locks_everywhere(board) and locked_to(board, use.player, card_at(board, use.card, use.place)):
        return []
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


# --- 175 Nature Worship -----------------------------------------------------------------------------------------------

def beast_advisers(use) -> int:
    """Faceup Beast advisers of the user's side (Czech 5.5.3: "you" is the whole defending side)."""
    return sum(advisers_of_suit(use.board, index, "Beast") for index in your_side(use))


@plan(NATURE_WORSHIP, "AD", usable=lambda use: beast_advisers(use) > 0)
def nature_worship(use):
    """175 Nature Worship (1 secret). +/-1 attack die per Beast adviser you have."""
    change_attack_dice(use, beast_advisers(use))


# --- 176 Birdsong (adviser only) --------------------------------------------------------------------------------------

@modifier(BIRDSONG, "Trade", fits=lambda board, player, move: traded_suit(board, move) in ("Beast", "Nomad"))
def birdsong(use):
    """176 Birdsong (adviser only). Trading with a Beast or Nomad card costs no Supply."""


hooks.contributes("trade.spares_supply", "Birdsong", card=BIRDSONG)(chosen_with(BIRDSONG))


# --- 177 Small Friends (adviser only) ---------------------------------------------------------------------------------

def beast_sites(board, player: int) -> list:
    """The faceup sites, other than your pawn's, holding a faceup Beast card (a denizen; no edifice is Beast)."""
    here = board.players[player].site
    return [slot for slot, site in enumerate(board.sites)
            if slot != here and site.faceup and any(suit_of(card) == "Beast" for card in site.cards)]


def at_beast_site(board, player: int, move: dict) -> bool:
    card = card_on_map(board, move["card"])
    return any(card in board.sites[slot].cards for slot in beast_sites(board, player))


@modifier(SMALL_FRIENDS, "Trade", fits=at_beast_site)
def small_friends(use):
    """177 Small Friends (MOD:Trade): "Act as if your pawn were at any site that has a Beast card (so you may trade
    there and use trade modifiers there)."

    Readings: the Trade is made with a card at such a site as if your pawn stood there, the card obeying Law 5.3.2
    as at your own site (a suited card holding no token, any suit: the Beast card makes the site eligible, not the
    card traded with); offered only for a card at another site, your own needing no modifier (as Map Library).
    "Use trade modifiers there": a Trade modifier lying at such a site is offered as if your pawn stood there
    (Law 7.1.1, hook power.access_as_if), but only chosen together with Small Friends for a Trade with a card at that
    same site (hook modifiers.together): acting as if your pawn were there is what lets you use it."""


@hooks.contributes("trade.other_sites", "Small Friends", card=SMALL_FRIENDS)
def small_friends_sites(board, player: int) -> list:
    return beast_sites(board, player) if adviser_holder(board, SMALL_FRIENDS) == player else []


hooks.contributes("trade.other_site", "Small Friends", card=SMALL_FRIENDS)(chosen_with(SMALL_FRIENDS))


@hooks.contributes("power.access_as_if", "Small Friends", card=SMALL_FRIENDS)
def small_friends_access(board, player: int, power, place) -> bool:
    return (power.kind == "modifier" and power.modifies == "Trade" and place.zone == "site"
            and place.slot in beast_sites(board, player) and adviser_holder(board, SMALL_FRIENDS) == player)


@hooks.contributes("modifiers.together", "Small Friends", card=SMALL_FRIENDS)
def there_with_small_friends(board, player: int, action: str, move: dict, cards: list) -> bool:
    """A modifier reached only as if your pawn were at its site goes with Small Friends, on a card at that site."""
    for card_id in cards:
        place = locate(board, card_id)
        if place is None or place.zone != "site" or has_access(board, player, place):
            continue
        traded = card_on_map(board, move["card"]) if action == "Trade" else None
        if SMALL_FRIENDS not in cards or not any(card is traded for card in board.sites[place.slot].cards):
            return False
    return True


# --- 178 Grasping Vines (site only) -----------------------------------------------------------------------------------

@hooks.contributes("travel.departs", "Grasping Vines", card=GRASPING_VINES)
def grasping_vines(board, player: int, left: int):
    """Enemies travelling away from a site ruled by Grasping Vines' ruler must kill one warband on their board if
    able. A site the bandits rule is theirs when the bandits rule Grasping Vines; the Empire rules every site with
    a purple warband (Law 6.6.3)."""
    ruler = ruler_of(board, GRASPING_VINES)
    if ruler is None or not enemy_of_card_ruler(board, player, GRASPING_VINES):
        return
    ruled = ruled_by_bandits(board, left) if ruler.bandits else bool(rulers(board, left) & ruler.players)
    if ruled and kill_from_board(board, player, 1):
        board.say(f"Grasping Vines: {board.players[player].name} kills a warband.")


# --- 179 Threatening Roar ---------------------------------------------------------------------------------------------

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


# --- 180 Fae Merchant -------------------------------------------------------------------------------------------------

asks("fae merchant", "Fae Merchant: put which relic on the bottom of the relic deck", {"relic": CARD})


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


# --- 181 Second Chance ------------------------------------------------------------------------------------------------

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


# --- 182 Pied Piper (adviser only) ------------------------------------------------------------------------------------

asks("pied piper", "Pied Piper: into whose advisers", {"player": SEAT})


@hooks.contributes("advisers.beside_limit", "Pied Piper", card=PIED_PIPER)
def pied_piper_ignores(board, player: int, card, advisers: list) -> bool:
    """Ignores the adviser limit: faceup, it takes no place under any limit (Law 9.2)."""
    return card.id == PIED_PIPER and card.faceup


@power(PIED_PIPER, "action")
def pied_piper(use):
    """Action (1 secret): move this card into another player's advisers and take 2 favor from them (as much as they
    have, Law 9.3). It needs no room there, ignoring the limit (Law 9.2); it keeps its tokens (Law 10 "Move")."""
    board = use.board
    choices = [{"player": other} for other in board.others(use.player)]
    move = yield from choose(use.player, "pied piper", "Pied Piper: move it into whose advisers?", choices,
                             "Pied Piper")
    them = board.players[move["player"]]
    piper = card_at(board, use.card, use.place)
    use.me.advisers.remove(piper)
    them.advisers.append(piper)
    taken = min(2, them.favor)
    them.favor -= taken                     # taken from their board (Vow of Kinship: only spending reaches a bank)
    receive_favor(board, use.player, taken)
    board.say(f"Pied Piper: {use.me.name} moves Pied Piper into {them.name}'s advisers and takes {taken} favor "
              f"from them.")


# --- 183 Mushrooms (site only) ----------------------------------------------------------------------------------------

def own_discard_pile(board, player: int, move: dict) -> bool:
    return move["from"] == "discard" and "region" not in move


@modifier(MUSHROOMS, "Search", fits=own_discard_pile)
def mushrooms(use):
    """Searching costs no Supply, but you draw only one card, from the bottom of your region's discard pile.
    Offered only for your region's discard pile. "Only one" is the whole draw: cards other modifiers would add
    (Augury, Truthful Harp) are not drawn (Law 7.1.3: the card's text, carried out as it says)."""


hooks.contributes("search.spares_supply", "Mushrooms", card=MUSHROOMS)(chosen_with(MUSHROOMS))


@hooks.contributes("search.draws_only", "Mushrooms", card=MUSHROOMS)
def mushrooms_draw(board, player: int) -> int | None:
    return 1 if applied(board, MUSHROOMS) else None


@hooks.contributes("search.from_bottom", "Mushrooms", card=MUSHROOMS)
def mushrooms_bottom(board, player: int) -> bool:
    return applied(board, MUSHROOMS)


# --- 184 Insect Swarm (adviser only) ----------------------------------------------------------------------------------

@hooks.contributes("battle_plan.surcharge", "Insect Swarm", card=INSECT_SWARM)
def insect_swarm(board, campaign, user, card_id: int) -> list:
    """184 Insect Swarm (adviser only; persistent, Campaign). Each battle plan your enemy uses costs an additional burnt
    favor. Read as Gleaming Armor: the favor is burnt to the shared bank (Law 7.1.2), a plan its user cannot pay
    is not offered, and the bandits use no plan against the holder (Law 5.5.3: only cost-free ones)."""
    return [Cost(burn_favor=1)] if enemy_holds(board, campaign, user, INSECT_SWARM) else []


# --- 185 Vow of Union (adviser only, locked) --------------------------------------------------------------------------

@hooks.contributes("campaign.force_sites", "Vow of Union", card=VOW_OF_UNION)
def vow_of_union_force(board, campaign) -> list:
    """185 Vow of Union (adviser only, locked; persistent, Campaign). In campaigns, warbands at sites you rule join your
    attacking force. You cannot travel away from a site you rule while you have warbands on your board.

    Readings: "your attacking force": only when you attack. Every site you rule when the force is counted adds your
    warbands there (Law 10 "Force"), with the consequences written at Captains: attack dice, skulls, sacrifice, losses
    chosen by you, a defeated attacker's survivors to its board (Law 5.5.6). The prohibition (Law 7.1.4) stops every
    travel of your pawn away, a banishment too (Law 5.5.7.III: the pawn travels)."""
    return sites_ruled(board, campaign.attacker) if adviser_holder(board, VOW_OF_UNION) == campaign.attacker else []


@hooks.contributes("travel.allowed", "Vow of Union", card=VOW_OF_UNION)
def vow_of_union_stays(board, player: int, to: int, buried_giant) -> bool:
    held = board.players[player]
    if adviser_holder(board, VOW_OF_UNION) != player or to == held.site:
        return True
    return not (held.warbands and rules(board, player, held.site))


# --- 186 Giant Python (adviser only) ----------------------------------------------------------------------------------

@hooks.contributes("campaign.targets_valid", "Giant Python", card=GIANT_PYTHON)
def giant_python(board, campaign, targets: list) -> bool:
    """Anyone attacking you must choose targets that add an even number of defense dice (2, 4, ...): the dice on
    the targets' shields (Law 5.5.2), not the title's or other powers'. A defender against whom no even declaration
    exists is not offered (campaign.defenders)."""
    if campaign.against_bandits or adviser_holder(board, GIANT_PYTHON) != campaign.defender:
        return True
    return sum(target_dice(board, target) for target in targets) % 2 == 0


# --- 187 War Tortoise -------------------------------------------------------------------------------------------------

@plan(WAR_TORTOISE, "AD")
def war_tortoise(use):
    """187 War Tortoise (1 favor). Ignore all attack or defense your enemy gains from double-sword+skull or
    double-shield results (their skulls still kill their warbands).

    Used by the attacker, the enemy's defense roll (the bandits' too) counts no two-shield face: the x2 faces still
    double the shields that are left (Law 5.5.4). Used by the defending side, the attacker's two-swords-and-skull
    faces add no attack, but each still kills a warband (Law 5.5.5). The x2 face is not a "double-shield" result."""


@hooks.contributes("campaign.defense_faces", "War Tortoise", card=WAR_TORTOISE)
def war_tortoise_defense(faces: list, board, campaign) -> list:
    if user_of(campaign, WAR_TORTOISE) != campaign.attacker:
        return faces
    return [face for face in faces if face != TWO_SHIELDS]


@hooks.contributes("campaign.attack_faces", "War Tortoise", card=WAR_TORTOISE)
def war_tortoise_attack(faces: list, board, campaign) -> list:
    if not used_by_the_defence(campaign, WAR_TORTOISE):
        return faces
    return [face for face in faces if face != SWORDS_AND_SKULL]


# --- 188 New Growth ---------------------------------------------------------------------------------------------------

@modifier(NEW_GROWTH, "Search")
def new_growth(use):
    """You may play Beast and Hearth cards to any site that has room: any faceup site below its capacity, in any
    region (Law 2.8.1); a full one is not among them, whatever else lets a site make room."""


@hooks.contributes("play.more_sites", "New Growth", card=NEW_GROWTH)
def new_growth_sites(board, player: int, card_id: int) -> list:
    if not (applied(board, NEW_GROWTH) and card_id in DENIZENS and DENIZENS[card_id].suit in ("Beast", "Hearth")):
        return []
    return [slot for slot in range(len(board.sites)) if has_room(board, slot)]


# --- 189 Wild Cry -----------------------------------------------------------------------------------------------------

def played_faceup(played: dict) -> bool:
    """A card played to a site or as a faceup adviser (Law 5.1.4.I-II); a facedown adviser has no suit (Law 2.2.2)
    and a discarded card is not played (Law 10 "Play")."""
    return played["play"] == "site" or (played["play"] == "adviser" and played["faceup"])


def suit_played(card_id: int, played: dict) -> str | None:
    return DENIZENS[card_id].suit if card_id in DENIZENS and played_faceup(played) else None


@modifier(WILD_CRY, "Search")
def wild_cry(use):
    """Whenever you play a Beast card, gain 1 Supply and 2 warbands: a Beast denizen played to a site or as a faceup
    adviser, as Welcoming Party reads "play" (a facedown adviser has no suit, Law 2.2.2)."""


@hooks.contributes("search.after_play", "Wild Cry", card=WILD_CRY)
def wild_cry_gains(board, player: int, card_id: int, played: dict) -> None:
    if applied(board, WILD_CRY) and suit_played(card_id, played) == "Beast":
        supply = gain_supply(board, player, 1)
        warbands = gain_warbands(board, player, 2)
        board.say(f"Wild Cry: {board.players[player].name} gains {supply} Supply and {warbands} warbands.")


# --- 190 Animal Host --------------------------------------------------------------------------------------------------

def cards_at_sites(board, suit: str) -> list:
    """The faceup cards of `suit` at faceup sites: "at all sites", "on the map" (a facedown site holds no cards,
    Law 2.8.1; a facedown card has no suit, 5.1.4.II)."""
    return [card for site in board.sites if site.faceup for card in site.cards if suit_of(card) == suit]


@power(ANIMAL_HOST, "when_played")
def animal_host(use):
    """190 Animal Host. Gain warbands equal to the total number of Beast cards at all sites (Animal Host included
    when it was played to a site; whoever rules them). Short of warbands, gain what there is (Law 9.3)."""
    gained = gain_warbands(use.board, use.player, len(cards_at_sites(use.board, "Beast")))
    use.board.say(f"Animal Host: {use.me.name} gains {gained} warbands.")


# --- 191 Memory of Nature ---------------------------------------------------------------------------------------------

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


# --- 192 Marsh Spirit (site only) -------------------------------------------------------------------------------------

@hooks.contributes("battle_plan.barred", "Marsh Spirit", card=MARSH_SPIRIT)
def marsh_spirit(board, campaign, user, card_id: int) -> bool:
    """Players who target this site cannot use battle plans: the attacker, when Marsh Spirit's site is among the
    targets."""
    return user == campaign.attacker and site_of(board, MARSH_SPIRIT) in campaign.sites()


# --- 193 Vow of Poverty (adviser only, locked) ------------------------------------------------------------------------

@hooks.contributes("trade.gains_favor", "Vow of Poverty", card=VOW_OF_POVERTY)
def vow_of_poverty(board, player: int) -> bool:
    """You cannot gain favor from Trade: a Trade for favor is not offered (it could gain nothing, Law 9.5 as this
    engine reads it), and a Trade for secrets gains no extra favor (Careless)."""
    return adviser_holder(board, VOW_OF_POVERTY) != player


@power(VOW_OF_POVERTY, "rest", usable=lambda use: favor_of(use.board, use.player) == 0
       and some_bank_has_favor(use))
def vow_of_poverty_rest(use):
    """Rest: if you have no favor, take 2 favor from any one bank (as much as it holds, Law 9.3)."""
    yield from take_from_bank(use, 2, "Vow of Poverty")


# --- 194 Forest Council (site only, locked) ---------------------------------------------------------------------------

def forest_council_allows(board, player: int, card) -> bool:
    """Enemies of Forest Council's ruler cannot trade with, or muster from, Beast cards."""
    return suit_of(card) != "Beast" or not enemy_of_card_ruler(board, player, FOREST_COUNCIL)


hooks.contributes("muster.card_allowed", "Forest Council", card=FOREST_COUNCIL)(forest_council_allows)


hooks.contributes("trade.card_allowed", "Forest Council", card=FOREST_COUNCIL)(forest_council_allows)


# --- 195 Walled Garden (site only) ------------------------------------------------------------------------------------

@plan(WALLED_GARDEN, "D", usable=keep_targeted)
def walled_garden(use):
    """195 Walled Garden (site only). Add 1 defense die per Beast card at any site (Walled Garden included), if this
    site is targeted (as Keep)."""
    add_defense_dice(use, len(cards_at_sites(use.board, "Beast")))


# --- 196 Vow of Beastkin (adviser only, locked) -----------------------------------------------------------------------

@modifier(VOW_OF_BEASTKIN, "Muster", mandatory=True)
def vow_of_beastkin(use):
    """196 Vow of Beastkin (adviser only, locked). You must muster on a card matching one of your advisers' suits,
    but you gain one extra warband. Your faceup advisers, the Vow itself (Beast) among them (Law 7.4.1)."""


@hooks.contributes("muster.card_allowed", "Vow of Beastkin", card=VOW_OF_BEASTKIN)
def beastkin_card(board, player: int, card) -> bool:
    return not bound(board, player, VOW_OF_BEASTKIN) or suit_of(card) in adviser_suits(board, player)


@hooks.contributes("muster.extra_warbands", "Vow of Beastkin", order=30, card=VOW_OF_BEASTKIN)
def beastkin_warband(board, player: int) -> int:
    return 1 if applied(board, VOW_OF_BEASTKIN) else 0


# --- 197 Bracken ------------------------------------------------------------------------------------------------------

@modifier(BRACKEN, "Search")
def bracken(use):
    """You may place all cards you discard on the top or bottom of any one discard pile (your region's included).

    "The cards you discard" are the Search's discards of the cards drawn: those not kept (Law 5.1.3, step
    "discard") and a kept one discarded (5.1.4). The pile and its end are asked once, at the first of them, and the
    later ones follow; the Law's own pile, the top of the one after your region's, is among the answers. Cards
    discarded from advisers or sites to make room are not the Search's discards and go by the Law (Law 10
    "Discard")."""


@hooks.contributes("search.discard_places", "Bracken", card=BRACKEN)
def bracken_places(board, player: int) -> list:
    if not applied(board, BRACKEN):
        return []
    return [{"pile": region, "bottom": bottom} for region in REGIONS for bottom in (False, True)]


# --- 198 Wild Allies --------------------------------------------------------------------------------------------------

asks("wild allies campaign", "Wild Allies: campaign from which site, against whom", CAMPAIGN_FROM)


def wild_allies_sites(use) -> list:
    """The faceup sites with a faceup Beast card among their denizens."""
    return [slot for slot, site in enumerate(use.board.sites)
            if site.faceup and any(c.faceup and suit_of(c) == "Beast" for c in site.cards)]


@power(WILD_ALLIES, "action", usable=lambda use: bool(campaigns_from(use, wild_allies_sites(use))))
def wild_allies(use):
    """198 Wild Allies (1 secret). Campaign at any site that has a Beast card as if your pawn were there, paying no
    Supply and adding your warbands at that site to your force. Read as Captains; "has a Beast card": a faceup Beast
    denizen at that faceup site, whoever rules it."""
    yield from campaign_from(use, "wild allies campaign", wild_allies_sites(use))
