"""The Hearth denizens (cards.md 8): the nine of the first game's world deck (printed numbers 13 and 47-54) and the
Archive's twenty-four (127-150), each under its printed number with every power it has and the decision kinds it asks.
How powers are written and read is told once, in the package (abilities/__init__.py)."""

from .. import hooks
from ..actions.minor import become_citizen
from ..battle import (
    DEFEATED,
    DISCARD_AT_END,
    Used,
    add_defense_dice,
    attacking,
    bandits,
    change_attack_dice,
    discard_plan,
    enemies,
    later,
    plan,
    victorious_immediately,
    your_side,
)
from ..cards import DENIZENS, SITES, SUITS, card_name
from ..modifying import applied, modifier
from ..phases import cards_in_play, return_favor, return_secrets
from ..play import discard_at_site, has_room
from ..powers import Use, adviser_holder, card_at, power, rules_card
from ..reactions import Reaction
from ..rules import (
    ask,
    discard_cards,
    gain_favor,
    gain_supply,
    gain_warbands,
    held_fast,
    holds_banner,
    kill_from_board,
    locked_to,
    locks_everywhere,
    receive_favor,
    sites_ruled,
    suit_of,
)
from ..state import DARKEST_SECRET, EXILE, PEOPLES_FAVOR
from ..victory import update_title
from ..vocabulary import CARD, PLACE, SEAT, SUIT, asks
from .exchanges import negotiate
from .phrases import choose, chosen_with, named, others_here, peek, used_plan
from .relics import dowsing_sticks

(EXTRA_PROVISIONS, WELCOMING_PARTY, TRAVELING_DOCTOR, HOMESTEADERS, CROP_ROTATION, A_ROUND_OF_ALE, LAND_WARDEN,
 CHARMING_FRIEND, VILLAGE_CONSTABLE, FAMILY_HEIRLOOM, NEWS_FROM_AFAR, LEVELERS, FABLED_FEAST, THE_GREAT_LEVY,
 HEARTS_AND_MINDS, RELIC_BREAKER, BOOK_BINDERS, BALLOT_BOX, SADDLE_MAKERS, HERALD, ROWDY_PUB, VOW_OF_PEACE, DEED_WRITER,
 SALAD_DAYS, MARRIAGE, HOSPITAL, AWAITED_RETURN) = map(named, (
    "Extra Provisions", "Welcoming Party", "Traveling Doctor", "Homesteaders", "Crop Rotation", "A Round of Ale",
    "Land Warden", "Charming Friend", "Village Constable", "Family Heirloom", "News from Afar", "Levelers",
    "Fabled Feast", "The Great Levy", "Hearts and Minds", "Relic Breaker", "Book Binders", "Ballot Box",
    "Saddle Makers", "Herald", "Rowdy Pub", "Vow of Peace", "Deed Writer", "Salad Days", "Marriage", "Hospital",
    "Awaited Return"))


# --- 13 Tinker's Fair (site only) -------------------------------------------------------------------------------------

@power(named("Tinker's Fair"), "action")
def tinkers_fair(use):
    """Negotiate a binding exchange of favor, secrets and relics with any one player (Law 7.6.3)."""
    choices = [{"with": other} for other in use.board.others(use.player)]
    move = yield from choose(use.player, "exchange partner", "Tinker's Fair: with whom?", choices, "Tinker's Fair")
    yield from negotiate(use.board, use.player, move["with"], "Tinker's Fair")


# --- 47 Wayside Inn (site only) ---------------------------------------------------------------------------------------

@power(named("Wayside Inn"), "action")
def wayside_inn(use):
    """Gain 2 Supply (never past the leftmost space, Law 4.3.4)."""
    gained = gain_supply(use.board, use.player, 2)
    use.board.say(f"{use.me.name} gains {gained} Supply.")


# --- 48 Extra Provisions ----------------------------------------------------------------------------------------------

@plan(EXTRA_PROVISIONS, "D")
def extra_provisions(use):
    """Add 1 defense die."""
    add_defense_dice(use, 1)


# --- 49 Memory of Home ------------------------------------------------------------------------------------------------

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


# --- 50 Welcoming Party (site only) -----------------------------------------------------------------------------------

@modifier(WELCOMING_PARTY, "Search")
def welcoming_party(use):
    """When you play a denizen that was not a facedown adviser, gain 1 favor from the Hearth bank."""


@hooks.contributes("search.after_play", "Welcoming Party", card=WELCOMING_PARTY)
def welcome(board, player: int, card_id: int, played: dict) -> None:
    """After the Search's play (Law 5.1.4): a denizen to a site or a faceup adviser."""
    faceup = played["play"] == "site" or (played["play"] == "adviser" and played["faceup"])
    if applied(board, WELCOMING_PARTY) and card_id in DENIZENS and faceup:
        gained = gain_favor(board, player, "Hearth", 1)
        board.say(f"Welcoming Party: {board.players[player].name} gains {gained} favor from the Hearth bank.")


# --- 51 Traveling Doctor ----------------------------------------------------------------------------------------------

@plan(TRAVELING_DOCTOR, "AD")
def traveling_doctor(use):
    """If defeated, kill no warbands in your force and discard Traveling Doctor. Ignore powers that would kill
    your whole force (Sticky Fire, Brutal)."""
    use.campaign.spared.append("attacker" if attacking(use) else "defender")


@later(DEFEATED, TRAVELING_DOCTOR)
def traveling_doctor_lost(use):
    discard_plan(use.board, use.campaign, Used(use.power, use.place, use.player))


# --- 52 Storyteller ---------------------------------------------------------------------------------------------------

@power(named("Storyteller"), "action")
def storyteller(use):
    """Move 1 secret from the shared bank onto the Darkest Secret (secrets are unlimited, Law 9.3)."""
    use.board.banners[DARKEST_SECRET].tokens += 1
    use.board.say("Storyteller: 1 secret goes onto the Darkest Secret.")


# --- 53 Armed Mob (site only) -----------------------------------------------------------------------------------------

def mob_targets(use) -> list:
    board = use.board
    holder = board.banners[DARKEST_SECRET].holder
    if holder is None or holds_banner(board, holder, PEOPLES_FAVOR):
        return []
    return [{"discard": card.id} for card in board.players[holder].advisers
            if card.faceup and not locked_to(board, use.player, card)]


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


# --- 54 Tavern Songs --------------------------------------------------------------------------------------------------

def region_pile(use) -> list:
    return use.board.discards[use.board.region_of(use.me.site)]


@power(named("Tavern Songs"), "action", usable=lambda use: bool(region_pile(use)))
def tavern_songs(use):
    """Peek at the top three cards of your region's discard pile (the pile named for your pawn's region)."""
    region = use.board.region_of(use.me.site)
    top = region_pile(use)[-3:][::-1]
    use.board.expose(len(top))                          # Tavern Songs: a discard pile's top cards looked at
    peek(use, f"the top cards of the {region} discard pile", top)


# --- 127 Homesteaders -------------------------------------------------------------------------------------------------

asks("homesteaders", "Homesteaders: move which adviser to your site", {"adviser": CARD})


def restriction(card) -> str:
    return DENIZENS[card.id].restriction if card.id in DENIZENS else "none"


def homestead_advisers(use) -> list:
    """Law 7.2: a locked card never moves; an adviser-only card never goes to a site (a facedown one is not
    offered: the card says faceup). The site needs room (Law 2.8.1), or a card the Great Slum lets you discard."""
    slot = use.me.site
    if not (has_room(use.board, slot) or hooks.some("play.site_makes_room", use.board, slot)):
        return []
    return [{"adviser": card.id} for card in use.me.advisers
            if card.faceup and suit_of(card) and not locked_to(use.board, use.player, card)
            and restriction(card) != "adviser"]


@power(HOMESTEADERS, "action", usable=lambda use: bool(homestead_advisers(use)))
def homesteaders(use):
    """Move one of your faceup advisers to your site, with the tokens on it. Homesteaders may move itself. A move
    is not a play: no favor for playing to a site, no Homeland (Law 10 "Move", 5.1.4)."""
    board, slot = use.board, use.me.site
    move = yield from choose(use.player, "homesteaders", "Homesteaders: move which adviser to your site?",
                             homestead_advisers(use), "Homesteaders")
    yield from hooks.each("play.before_site", board, use.player, slot, not has_room(board, slot), ())   # moving a card
    adviser = next(card for card in use.me.advisers if card.id == move["adviser"])
    use.me.advisers.remove(adviser)
    board.sites[slot].cards.append(adviser)
    board.say(f"Homesteaders: {use.me.name} moves {card_name(adviser.id)} to {SITES[board.sites[slot].id].name}.")


# --- 128 Crop Rotation ------------------------------------------------------------------------------------------------

def rotated(board, slot: int) -> list:
    """The denizens at the site that may be discarded (not locked, not modifying this action: Law 7.2.2, 7.4.3);
    edifices and ruins are not denizens."""
    return [card for card in board.sites[slot].cards if card.id in DENIZENS and not held_fast(board, card)]


@modifier(CROP_ROTATION, "Search")
def crop_rotation(use):
    """When playing a card to a site, you may first discard a denizen there. As the People's Favor option (Law
    5.1.4.I): a full site takes the card when a denizen there may first be discarded, and then that discard must be
    made; one with room makes it a "may"."""


@hooks.contributes("play.site_makes_room", "Crop Rotation", card=CROP_ROTATION)
def rotation_makes_room(board, slot: int) -> bool:
    return applied(board, CROP_ROTATION) and bool(rotated(board, slot))


@hooks.contributes("play.before_site", "Crop Rotation", order=10, card=CROP_ROTATION)
def rotate(board, player: int, slot: int, full: bool, spared=()):
    """Asked after the People's Favor discard and the Great Slum's (order 10), so whether the site is still full is
    looked at again here: an earlier discard may have made room."""
    if not applied(board, CROP_ROTATION):
        return
    cards = [card for card in rotated(board, slot) if not any(card is other for other in spared)]
    if not cards:
        return
    full = not has_room(board, slot)
    move = yield from ask(player, "site discard", "Crop Rotation: first discard a denizen there?",
                          [{"discard": card.id} for card in cards] + ([] if full else [{"discard": None}]),
                          source="Crop Rotation")
    if move["discard"] is None:
        return
    discard_at_site(board, player, slot, move["discard"])


# --- 129 A Round of Ale (site only, locked) ---------------------------------------------------------------------------

def ale_returns_something(use) -> bool:
    here = card_at(use.board, use.card, use.place)
    tokens = [card for card in cards_in_play(use.board) if card is not here and (card.favor or card.secrets)]
    relic_secrets = any(card.secrets for card in use.board.relic_tokens.values())
    return bool(tokens or relic_secrets or use.me.hidden_secrets or here.secrets)


@power(A_ROUND_OF_ALE, "action", usable=ale_returns_something)
def a_round_of_ale(use):
    """Return all favor and secrets from cards and flip your secrets faceup, as in the Rest phase (Law 4.3.1-4.3.2),
    except the favor on this card: the favor just paid onto it stays there."""
    here = card_at(use.board, use.card, use.place)
    kept, here.favor = here.favor, 0
    return_favor(use.board)
    return_secrets(use.board, use.player)
    here.favor = kept
    use.board.say(f"A Round of Ale: the favor and secrets on cards return; {use.me.name}'s secrets turn faceup.")


# --- 130 Land Warden --------------------------------------------------------------------------------------------------

@modifier(LAND_WARDEN, "Search")
def land_warden(use):
    """You may play two of the cards you drew (instead of one) if at least one goes to a site.

    The searcher keeps two and names the order they are played in (the keep decision's "also"); the second goes to
    a site (or is discarded) unless the first went to one, so at least one of the two played is at a site (Law
    5.1.4: discarding is not playing, Law 10 "Play"). Each is a play of the Search's (Law 5.1.4): the Search's
    after-play modifiers (Welcoming Party, Wild Cry) answer for both."""


@hooks.contributes("search.keeps", "Land Warden", card=LAND_WARDEN)
def warden_keeps(board, player: int) -> int:
    return 1 if applied(board, LAND_WARDEN) else 0


# --- 131 Charming Friend (adviser only) -------------------------------------------------------------------------------

asks("take favor", "Charming Friend: take 1 favor from whom", {"from": SEAT})


def charm_targets(use) -> list:
    return [{"from": other} for other in others_here(use) if use.board.players[other].favor]


@power(CHARMING_FRIEND, "action", usable=lambda use: bool(charm_targets(use)))
def charming_friend(use):
    """Take 1 favor from a player whose pawn is at your site."""
    move = yield from choose(use.player, "take favor", "Charming Friend: take 1 favor from whom?", charm_targets(use),
                             "Charming Friend")
    them = use.board.players[move["from"]]
    them.favor -= 1                         # taken from their board (Vow of Kinship: only spending reaches a bank)
    receive_favor(use.board, use.player, 1)
    use.board.say(f"Charming Friend: {use.me.name} takes 1 favor from {them.name}.")


# --- 132 Village Constable (site only) --------------------------------------------------------------------------------

def enemy_holds_peoples_favor(use) -> bool:
    """Law 10 "Your enemy": the defender and its Allies for the attacker, the attacker for the defending side."""
    return any(holds_banner(use.board, enemy, PEOPLES_FAVOR) for enemy in enemies(use.campaign, use.player))


@plan(VILLAGE_CONSTABLE, "AD", usable=lambda use: not enemy_holds_peoples_favor(use))
def village_constable(use):
    """+/-2 attack dice unless your enemy holds the People's Favor. Cost-free, so the bandits use it at a site they
    rule (Law 5.5.3)."""
    change_attack_dice(use, 2)


# --- 133 Family Heirloom (adviser only, locked) -----------------------------------------------------------------------

@power(FAMILY_HEIRLOOM, "when_played", usable=lambda use: bool(use.board.relic_deck))
def family_heirloom(use):
    """Draw a relic; keep it or put it on the bottom of the relic deck: Dowsing Sticks' power, run as it is (the
    relic seen by its drawer only unless kept, Law 9.4). An empty relic deck gives nothing (Law 9.3)."""
    yield from dowsing_sticks(use)


# --- 134 News from Afar -----------------------------------------------------------------------------------------------

@modifier(NEWS_FROM_AFAR, "Search")
def news_from_afar(use):
    """Searching costs no Supply."""


hooks.contributes("search.spares_supply", "News from Afar", card=NEWS_FROM_AFAR)(chosen_with(NEWS_FROM_AFAR))


# --- 135 Levelers -----------------------------------------------------------------------------------------------------

asks("levelers", "Levelers: from which bank to which", {"from": SUIT, "to": SUIT})


def leveler_moves(use) -> list:
    """The bank with the most favor to the bank with the fewest; the user breaks ties, never a bank into itself."""
    banks = use.board.favor_banks
    most, fewest = max(banks.values()), min(banks.values())
    if not most:
        return []
    return [{"from": rich, "to": poor} for rich in SUITS if banks[rich] == most
            for poor in SUITS if banks[poor] == fewest and poor != rich]


@power(LEVELERS, "action", usable=lambda use: bool(leveler_moves(use)))
def levelers(use):
    """Move 2 favor from the bank with the most favor to the bank with the fewest (you break ties). With every bank
    level, any one of them gives to any other."""
    move = yield from choose(use.player, "levelers", "Levelers: which banks?", leveler_moves(use), "Levelers")
    banks = use.board.favor_banks
    moved = min(2, banks[move["from"]])
    banks[move["from"]] -= moved
    banks[move["to"]] += moved
    use.board.say(f"Levelers: {moved} favor moves from the {move['from']} bank to the {move['to']} bank.")


# --- 136 Fabled Feast -------------------------------------------------------------------------------------------------

def hearth_cards_ruled(use) -> int:
    """Law 10 "Rule": your advisers and the cards at sites you rule; Hearth by their faceup suit (edifices too).
    This card counts whether or not you rule it: the card says "including this one" (Law 9.1, literally)."""
    board = use.board
    ruled = list(use.me.advisers)
    for slot in sites_ruled(board, use.player):
        ruled += board.sites[slot].cards
    here = card_at(board, use.card, use.place)
    return sum(1 for card in ruled if suit_of(card) == "Hearth" and card is not here) + 1


@power(FABLED_FEAST, "when_played")
def fabled_feast(use):
    """Take favor equal to the number of Hearth cards you rule (including this one) from any one bank (as much as
    it holds, Law 9.3)."""
    count = hearth_cards_ruled(use)
    choices = [{"bank": suit} for suit in SUITS if use.board.favor_banks[suit]]
    if not choices:
        return
    move = yield from choose(use.player, "favor bank", f"Fabled Feast: take {count} favor from which bank?",
                             choices, "Fabled Feast")
    gained = gain_favor(use.board, use.player, move["bank"], count)
    use.board.say(f"Fabled Feast: {use.me.name} takes {gained} favor from the {move['bank']} bank.")


# --- 137 The Great Levy -----------------------------------------------------------------------------------------------

@plan(THE_GREAT_LEVY, "AD", usable=lambda use: not enemy_holds_peoples_favor(use))
def the_great_levy(use):
    """+/-3 attack dice and ignore all skulls you roll, unless your enemy holds the People's Favor. Only the
    attacker rolls attack dice (Law 5.5.5), so the skulls matter only to an attacking user."""
    change_attack_dice(use, 3)
    if attacking(use):
        use.campaign.ignore_skulls = True


# --- 138 Hearts and Minds (site only) ---------------------------------------------------------------------------------

@plan(HEARTS_AND_MINDS, "D", usable=lambda use: not bandits(use))
def hearts_and_minds(use):
    """138 Hearts and Minds (site only; 3 favor). As defender you are victorious immediately. At the end, discard Hearts
    and Minds unless you hold the People's Favor.

    Readings: "victorious" is the Campaign's victory (Law 5.5.5), not the game's: the rolls are not made, the defeated
    attacker still kills half its board (Law 5.5.6) and the plans of the defending side reading "If you are
    victorious" resolve (Law 5.5.8). "You" is the whole defending side (Law 5.5.3): it is kept if the defender or an
    Ally holds the People's Favor when the Campaign ends. The bandits never pay its cost (Law 5.5.3)."""
    victorious_immediately(use)


@hooks.contributes("battle_plan.discard_at_end", "Hearts and Minds", card=HEARTS_AND_MINDS)
def hearts_and_minds_kept(board, campaign, plans: list) -> None:
    kept = [each for each in plans if each.card == HEARTS_AND_MINDS and isinstance(each.user, int)
            and any(holds_banner(board, player, PEOPLES_FAVOR)
                    for player in your_side(Use(board, each.user, each.power, each.place, campaign)))]
    for each in kept:
        plans.remove(each)


DISCARD_AT_END.add(HEARTS_AND_MINDS)


# --- 139 Relic Breaker ------------------------------------------------------------------------------------------------

asks("relic breaker", "Relic Breaker: which relic here", {"relic": PLACE})


def breakable(use) -> bool:
    """Relics at your site that you may take: not while you act as if they were locked (Ancient Bloodline,
    rules.locked_to; ruleset version 3)."""
    locked = locks_everywhere(use.board) and locked_to(use.board, use.player, slot=use.me.site)
    return bool(use.site.relics) and not locked


@power(RELIC_BREAKER, "action", usable=breakable)
def relic_breaker(use):
    """Put a facedown relic at your site on the bottom of the relic deck to gain 3 warbands. Relics are named by
    their place at the site, so the choice shows nothing hidden (Law 9.4); nobody sees its face."""
    board = use.board
    move = yield from choose(use.player, "relic breaker", "Relic Breaker: which relic here?",
                             [{"relic": place} for place in range(len(use.site.relics))], "Relic Breaker")
    relic = use.site.relics.pop(move["relic"])
    board.relic_deck.insert(0, relic)
    gained = gain_warbands(board, use.player, 3)
    board.say(f"Relic Breaker: {use.me.name} puts a relic on the bottom of the relic deck and gains {gained} "
              "warbands.")


# --- 140 Book Binders (adviser only) ----------------------------------------------------------------------------------

def gain_from_one_bank(board, seat: int, count: int, source: str):
    """Gain `count` favor from any one bank the holder names (Law 9.3: as much as it holds); nothing to gain, nothing
    asked."""
    choices = [{"bank": suit} for suit in SUITS if board.favor_banks[suit]]
    if not choices:
        return
    move = yield from choose(seat, "favor bank", f"{source}: gain favor from which bank?", choices, source)
    gained = gain_favor(board, seat, move["bank"], count)
    board.say(f"{source}: {board.players[seat].name} gains {gained} favor from the {move['bank']} bank.")


@hooks.contributes("react.card_played", "Book Binders", card=BOOK_BINDERS)
def book_binders(board, player: int, card_id: int, move: dict):
    """140 Book Binders. After another player plays a Vision faceup, gain 2 favor from any one bank.
    Reading: a Vision is played faceup when an Exile reveals it (Law 5.1.4.III) or anyone plays the Conspiracy
    (5.1.4.IV, the Conspiracy being a Vision card, Law 2.7); a Vision played facedown as an adviser is not."""
    holder = adviser_holder(board, BOOK_BINDERS)
    if holder is None or holder == player or move["play"] not in ("vision", "conspiracy"):
        return []
    return [Reaction(holder, "Book Binders", lambda: gain_from_one_bank(board, holder, 2, "Book Binders"))]


# --- 141 Ballot Box (site only) ---------------------------------------------------------------------------------------

@power(BALLOT_BOX, "action",
       usable=lambda use: use.me.side == EXILE and holds_banner(use.board, use.player, PEOPLES_FAVOR))
def ballot_box(use):
    """If you are an Exile holding the People's Favor, become a Citizen: take no relic, end your Act phase, refresh
    Supply to full (Law 7.6.1: 6.6.2 without an offer). Using the power is the choice; nothing more is asked."""
    yield from become_citizen(use.board, use.player)            # its step 5 ends your Act phase
    yield from update_title(use.board)


# --- 142 Saddle Makers (adviser only) ---------------------------------------------------------------------------------

@hooks.contributes("react.card_played", "Saddle Makers", card=SADDLE_MAKERS)
def saddle_makers(board, player: int, card_id: int, move: dict):
    """142 Saddle Makers. After another player plays a Nomad or Order card, gain 2 favor from the matching bank.
    Reading: the card must be played faceup (to a site, or a faceup adviser, Law 5.1.4.I-II): a facedown card has no
    suit (Law 2.9, 5.1.4.II), so it is neither Nomad nor Order. Mandatory; the bank gives what it holds (Law 9.3)."""
    holder = adviser_holder(board, SADDLE_MAKERS)
    faceup = move["play"] == "site" or (move["play"] == "adviser" and move["faceup"])
    suit = DENIZENS[card_id].suit if card_id in DENIZENS else None
    if holder is None or holder == player or not faceup or suit not in ("Nomad", "Order"):
        return []

    def gain():
        gained = gain_favor(board, holder, suit, 2)
        board.say(f"Saddle Makers: {board.players[holder].name} gains {gained} favor from the {suit} bank.")
    return [Reaction(holder, "Saddle Makers", gain)]


# --- 143 Herald (adviser only) ----------------------------------------------------------------------------------------

@hooks.contributes("react.campaign_over", "Herald", card=HERALD)
def herald(board, campaign):
    """143 Herald. After another player campaigns against a player (not bandits), gain 1 favor from any bank.
    Reading: "after another player campaigns" is when the Campaign has ended (Law 5.5.8); the defender may be the
    Herald's holder themself. Mandatory; the bank is the holder's choice."""
    holder = adviser_holder(board, HERALD)
    if holder is None or holder == campaign.attacker or campaign.against_bandits:
        return []
    return [Reaction(holder, "Herald", lambda: gain_from_one_bank(board, holder, 1, "Herald"))]


# --- 144 Rowdy Pub (site only) ----------------------------------------------------------------------------------------

@modifier(ROWDY_PUB, "Muster", fits=lambda board, player, move: move["card"] == ROWDY_PUB)
def rowdy_pub(use):
    """144 Rowdy Pub (site only). Gain one extra warband when mustering from Rowdy Pub: when Rowdy Pub is the card
    the Muster puts its favor on (Law 5.2.1), so only while your pawn is at its site."""


@hooks.contributes("muster.extra_warbands", "Rowdy Pub", order=30, card=ROWDY_PUB)
def rowdy_pub_warband(board, player: int) -> int:
    return 1 if applied(board, ROWDY_PUB) else 0


# --- 145 Vow of Peace (adviser only, locked) --------------------------------------------------------------------------

@hooks.contributes("campaign.allowed", "Vow of Peace", card=VOW_OF_PEACE)
def vow_of_peace(board, player: int) -> bool:
    """You cannot campaign: no Campaign action is offered, nor a free one (Second Wind)."""
    return adviser_holder(board, VOW_OF_PEACE) != player


@hooks.contributes("campaign.sacrifice_allowed", "Vow of Peace", card=VOW_OF_PEACE)
def vow_of_peace_sacrifice(board, campaign) -> bool:
    """Attackers cannot sacrifice warbands to raise their attack against you (Law 5.5.5): "you" is the defender;
    an Ally holding the vow does not protect the defender (Law 10 "You")."""
    return campaign.against_bandits or adviser_holder(board, VOW_OF_PEACE) != campaign.defender


# --- 146 Deed Writer --------------------------------------------------------------------------------------------------

@power(DEED_WRITER, "action")
def deed_writer(use):
    """Negotiate a binding exchange of favor, secrets and ruled sites with any player (Law 7.6.3), built and
    answered as Tinker's Fair's is (negotiate): the proposer adds one term at a time and sends or withdraws; the
    partner accepts or declines. Once agreed, each side carries out its part as far as able, gives first, then the
    sites change hands (hand_over_site)."""
    move = yield from choose(use.player, "exchange partner", "Deed Writer: with whom?",
                             [{"with": other} for other in use.board.others(use.player)], "Deed Writer")
    yield from negotiate(use.board, use.player, move["with"], "Deed Writer", goods=("site",))


# --- 147 Salad Days ---------------------------------------------------------------------------------------------------

@power(SALAD_DAYS, "when_played")
def salad_days(use):
    """Gain 3 favor, one from each of three different banks. With fewer than three banks holding favor, one from
    each that does (Law 9.3)."""
    taken = []
    for _ in range(3):
        choices = [{"bank": suit} for suit in SUITS if use.board.favor_banks[suit] and suit not in taken]
        if not choices:
            break
        move = yield from choose(use.player, "favor bank", "Salad Days: gain 1 favor from which bank?", choices,
                                 "Salad Days")
        gain_favor(use.board, use.player, move["bank"], 1)
        taken.append(move["bank"])
    use.board.say(f"Salad Days: {use.me.name} gains 1 favor from each of {', '.join(taken) or 'no bank'}.")


# --- 148 Marriage (adviser only, locked) ------------------------------------------------------------------------------

@hooks.contributes("advisers.counts_as", "Marriage", card=MARRIAGE)
def marriage(count: int, board, player: int, card) -> int:
    """Counts as two Hearth advisers but only one toward your adviser limit (the limit counts each adviser once,
    engine/oath/advisers.py). Wherever advisers are counted by suit it is two Hearth advisers: Trade's matching
    advisers (Law 5.3.2), the Conspiracy's two matching advisers (5.1.4.IV), the Chronicle's most common suit (8.4),
    Military Parade's favor per adviser. Whether the player has a Hearth adviser at all does not change."""
    return 2 if card.id == MARRIAGE and card.faceup else count


# --- 149 Hospital (site only) -----------------------------------------------------------------------------------------

@plan(HOSPITAL, "AD", usable=lambda use: not bandits(use))
def hospital(use):
    """149 Hospital (site only). If any of your warbands would be killed, put them on Hospital's site instead, provided
    you still rule it.

    Readings: from its use in step 3 to the end of the Campaign, every warband of your side (the whole defending side,
    Law 5.5.3) that the Campaign would kill goes to Hospital's site instead, keeping its colour: skulls (Law 5.5.5),
    a sacrifice (Law 10 "Sacrifice": choosing to kill your own warbands, so it still adds to the attack) and the
    losses of defeat (Law 5.5.6). Warbands so moved are not killed (Cursed Cauldron does not count them). "Still rule
    it" is asked at each kill (Law 10 "Rule"). Kills by other plans' own effects are theirs, not the Campaign's, and
    are not redirected. A warband put on a targeted site goes home with the defeated defender's survivors (Law 5.5.6
    moves every warband of the defending side off the targeted sites). The bandits cannot be killed (Law 7.6.5): it
    is not offered them."""


@hooks.contributes("campaign.killed_to", "Hospital", card=HOSPITAL)
def hospital_beds(board, campaign, player: int):
    beds = used_plan(campaign, HOSPITAL)
    if beds is None or not isinstance(beds.user, int):
        return None
    side = your_side(Use(board, beds.user, beds.power, beds.place, campaign))
    site = board.sites[beds.place.slot]
    if player not in side or not any(c.id == HOSPITAL for c in site.cards):
        return None
    if not any(rules_card(board, each, beds.place, True) for each in side):
        return None
    return beds.place.slot


# --- 150 Awaited Return -----------------------------------------------------------------------------------------------

@modifier(AWAITED_RETURN, "Trade", fits=lambda board, player, move: board.players[player].warbands >= 1)
def awaited_return(use):
    """150 Awaited Return. Trading costs no Supply if you sacrifice one warband from your board. Sacrificed (killed,
    Law 10) at the start of the Trade (Law 7.4); offered only with a warband on your board."""
    kill_from_board(use.board, use.player, 1)
    use.board.say(f"Awaited Return: {use.me.name} sacrifices a warband from their board.")


hooks.contributes("trade.spares_supply", "Awaited Return", card=AWAITED_RETURN)(chosen_with(AWAITED_RETURN))
