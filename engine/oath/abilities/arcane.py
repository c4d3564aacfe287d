"""The Arcane denizens (cards.md 8): the nine of the first game's world deck (printed numbers 9 and 31-38) and the
Archive's twenty-four (55-78), each under its printed number with every power it has and the decision kinds it asks.
How powers are written and read is told once, in the package (abilities/__init__.py)."""

from .. import hooks
from ..actions.trade import trade_favor
from ..battle import attacking, change_attack_dice, plan, used_by_the_defence, your_side
from ..cards import SITES, SUITS, Cost, card_name
from ..dice import ATTACK_DIE, DEFENSE_DIE, HOLLOW, roll, shown
from ..modifying import applied, modifier
from ..play import CONSPIRACY, play_conspiracy
from ..powers import adviser_holder, can_pay, card_at, locate, pay, power, printed_cost, site_of
from ..reactions import Reaction, may
from ..ruler_powers import rules_card_id
from ..rules import (
    ask,
    burn_favor,
    discard_cards,
    favor_of,
    gain_favor,
    gain_secrets,
    give_favor,
    holds_banner,
    kill_at_site,
    kill_from_board,
    locked_to,
    receive_favor,
    sites_ruled,
    spend_favor,
    suit_of,
)
from ..state import DARKEST_SECRET, EXILE
from ..victory import update_title
from ..vocabulary import COUNT, PLACE, SEAT, asks
from .phrases import (
    bound,
    choose,
    chosen_with,
    discard_from_site,
    enemy_holds,
    forced_citizenship,
    holds_darkest_secret,
    named,
    on_suit,
    others_here,
    peek,
    ruled_cards,
    ruled_suits,
    some_bank_has_favor,
    traded_suit,
    turn_order,
)

(FIRE_TALKERS, MAGICIANS_CODE, ACTING_TROUPE, SECRET_SIGNAL, AUGURY, RUSTING_RAY, PORTAL, OBSERVATORY, GLEAMING_ARMOR,
 JINX, SEALING_WARD, INITIATION_RITE, VOW_OF_SILENCE, MAP_LIBRARY, MASTER_OF_DISGUISE) = map(named, (
    "Fire Talkers", "Magician's Code", "Acting Troupe", "Secret Signal", "Augury", "Rusting Ray", "Portal",
    "Observatory", "Gleaming Armor", "Jinx", "Sealing Ward", "Initiation Rite", "Vow of Silence", "Map Library",
    "Master of Disguise"))


# --- 9 Alchemist ------------------------------------------------------------------------------------------------------

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


# --- 31 Fire Talkers --------------------------------------------------------------------------------------------------

@plan(FIRE_TALKERS, "AD", usable=holds_darkest_secret)
def fire_talkers(use):
    """+/-3 attack dice if you hold the Darkest Secret."""
    change_attack_dice(use, 3)


# --- 32 Magician's Code -----------------------------------------------------------------------------------------------

@modifier(MAGICIANS_CODE, "Recover", fits=lambda board, player, move: move.get("banner") == "Darkest Secret")
def magicians_code(use):
    """When recovering the Darkest Secret, gain 2 secrets and add them to the secrets you pay for it (you may pay
    with only these). Gained at the start (Law 7.4); the banner costs at least 2, so they are always within it."""
    gain_secrets(use.board, use.player, 2)
    use.board.say(f"Magician's Code: {use.me.name} gains 2 secrets to pay for the Darkest Secret.")


@hooks.contributes("recover.tokens", "Magician's Code", card=MAGICIANS_CODE)
def code_tokens(board, player: int, cards: list) -> int:
    return 2 if MAGICIANS_CODE in cards else 0


# --- 33 Spirit Snare --------------------------------------------------------------------------------------------------

@power(named("Spirit Snare"), "action", usable=some_bank_has_favor)
def spirit_snare(use):
    """Take 1 favor from any one favor bank."""
    choices = [{"bank": suit} for suit in SUITS if use.board.favor_banks[suit]]
    move = yield from choose(use.player, "favor bank", "Spirit Snare: take 1 favor from which bank?", choices,
                             "Spirit Snare")
    gain_favor(use.board, use.player, move["bank"], 1)
    use.board.say(f"{use.me.name} takes 1 favor from the {move['bank']} bank.")


# --- 34 Wizard School (site only) -------------------------------------------------------------------------------------

@power(named("Wizard School"), "action")
def wizard_school(use):
    """Gain 1 secret, then your Act phase ends."""
    use.me.secrets += 1
    use.board.phase = "rest"
    use.board.say(f"{use.me.name} gains 1 secret; their Act phase ends.")


# --- 35 Dazzle --------------------------------------------------------------------------------------------------------

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


# --- 36 Acting Troupe (adviser only) ----------------------------------------------------------------------------------

def troupe_fits(board, player, move) -> bool:
    """Treating it as the traded card's suit is the only choice that changes the Trade, so that is the choice."""
    return on_suit("Beast")(board, player, move) or on_suit("Order")(board, player, move)


@modifier(ACTING_TROUPE, "Trade", fits=troupe_fits)
def acting_troupe(use):
    """When trading, treat Acting Troupe as a Beast or Order card (your choice) instead of Arcane."""


@hooks.contributes("trade.matching", "Acting Troupe", card=ACTING_TROUPE)
def troupe_matches(board, player: int) -> int:
    """One more adviser of the traded card's suit (offered only for Beast or Order)."""
    return 1 if applied(board, ACTING_TROUPE) else 0


# --- 37 Taming Charm --------------------------------------------------------------------------------------------------

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


# --- 38 Inquisitor ----------------------------------------------------------------------------------------------------

asks("peek adviser", "Inquisitor: peek at which adviser", {"player": SEAT, "adviser": PLACE})


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


# --- 55 Secret Signal (adviser only) ----------------------------------------------------------------------------------

def gains_one_favor(board, player: int, move: dict) -> bool:
    return trade_favor(board, player, traded_suit(board, move), move["for"]) == 1


@modifier(SECRET_SIGNAL, "Trade", fits=gains_one_favor)
def secret_signal(use):
    """55 Secret Signal (adviser only). If you would gain exactly one favor, gain one more. Either way of trading
    (Law 5.3.2), counted with the Trade's other extra favor (Careless, trade.extra_favor) and before the bank's
    limit (Law 9.3); offered only for a Trade that would gain exactly one."""


@hooks.contributes("trade.favor", "Secret Signal", order=50, card=SECRET_SIGNAL)
def signal_favor(favor: int, board, player: int) -> int:
    return favor + 1 if applied(board, SECRET_SIGNAL) and favor == 1 else favor


# --- 56 Augury --------------------------------------------------------------------------------------------------------

@modifier(AUGURY, "Search")
def augury(use):
    """Draw one additional card (still stop when a Vision is drawn)."""


@hooks.contributes("search.draws", "Augury", order=20, card=AUGURY)
def augury_draws(board, player: int) -> int:
    """The Vision still stops the draw (Law 5.1.2): the Search's draw does that for every card it draws."""
    return 1 if applied(board, AUGURY) else 0


# --- 57 Rusting Ray ---------------------------------------------------------------------------------------------------

@plan(RUSTING_RAY, "D", usable=holds_darkest_secret)
def rusting_ray(use):
    """57 Rusting Ray (defender, 1 secret). If you hold the Darkest Secret, ignore all hollow-sword results your enemy
    rolls.

    Readings: the condition is met when the plan is used (Law 5.5.3; Fire Talkers reads it so), and "you" is the whole
    defending side (Law 5.5.3, Czech), so it is offered only while the defender or an Ally holds the Darkest Secret;
    once used, it holds for the attack roll even if the banner changes hands meanwhile. The attacker's hollow swords
    then add nothing (two of them no longer make a sword, Law 5.5.5); no other face is touched (a hollow sword has no
    skull). The bandits never pay its secret, so they never use it (Law 5.5.3); it is not discarded."""


@hooks.contributes("campaign.attack_faces", "Rusting Ray", card=RUSTING_RAY)
def rusting_ray_faces(faces: list, board, campaign) -> list:
    if not used_by_the_defence(campaign, RUSTING_RAY):
        return faces
    return [face for face in faces if face != HOLLOW]


# --- 58 Portal (site only) --------------------------------------------------------------------------------------------

def to_or_from_portal(board, player: int, move: dict) -> bool:
    portal = site_of(board, PORTAL)
    return portal is not None and portal in (move["to"], board.players[player].site)


@modifier(PORTAL, "Travel", fits=to_or_from_portal)
def portal(use):
    """58 Portal (site only, 1 secret). Travelling to or from this site costs no Supply and ignores site powers.
    Going to it needs access without the pawn there: ruling it (Law 7.1.1). Ignoring site powers is read as for
    Forest Paths (beast.py): those of the site left (Shrouded Wood) and of the destination (Narrow Pass, The
    Hidden Place)."""


hooks.contributes("travel.spares_supply", "Portal", card=PORTAL)(chosen_with(PORTAL))


hooks.contributes("travel.ignores_site_powers", "Portal", card=PORTAL)(chosen_with(PORTAL))


# --- 59 Billowing Fog -------------------------------------------------------------------------------------------------

@plan(named("Billowing Fog"), "AD")
def billowing_fog(use):
    """If defeated, kill no warbands in your force. Ignore powers that would kill your whole force (Sticky Fire,
    Brutal): as Traveling Doctor, but the card stays."""
    use.campaign.spared.append("attacker" if attacking(use) else "defender")


# --- 60 Kindred Warriors ----------------------------------------------------------------------------------------------

asks("kindred warriors", "Kindred Warriors: how many attack dice", {"attack dice": COUNT})


def kindred_count(use) -> int:
    """The suits other than Arcane among the cards "you" rule; on the defending side "you" is the defender and its
    Allies (Law 5.5.3, Czech)."""
    return len(ruled_suits(use.board, your_side(use)) - {"Arcane"})


@plan(named("Kindred Warriors"), "AD", usable=lambda use: attacking(use) or bool(kindred_count(use)))
def kindred_warriors(use):
    """Ignore all skulls you roll; +/-X attack dice, where X is at most the number of other suits of cards you
    rule. "Other" is read as other than this card's suit, Arcane (Law 10 "Match": a suit is a card's own); X is
    chosen by the user, 0 to that number. Only the attacker rolls attack dice (Law 5.5.5), so the skulls matter
    to an attacking user alone, and a defending side ruling no other suit is not offered it (Law 9.5)."""
    if attacking(use):
        use.campaign.ignore_skulls = True
    choices = [{"attack dice": count} for count in range(kindred_count(use) + 1)]
    move = yield from choose(use.player, "kindred warriors", "Kindred Warriors: how many attack dice to "
                             f"{'add' if attacking(use) else 'remove'}?", choices, "Kindred Warriors")
    change_attack_dice(use, move["attack dice"])


# --- 61 Terror Spells -------------------------------------------------------------------------------------------------

def holds_the_darkest_secret(use) -> bool:
    return holds_banner(use.board, use.player, DARKEST_SECRET)


def terror_targets(use) -> list:
    """Warbands in your region: at its faceup sites (bandits are no warbands, Law 10 "Bandits"), and on the
    boards of the players whose pawns are in it (your own board included: "even yours")."""
    board = use.board
    region = board.region_of(use.me.site)
    choices = [{"kill": "site", "slot": slot, "colour": colour} for slot, site in enumerate(board.sites)
               if board.region_of(slot) == region and site.faceup for colour in sorted(site.warbands)]
    choices += [{"kill": "board", "player": index} for index, held in enumerate(board.players)
                if held.warbands and board.region_of(held.site) == region]
    return choices


@power(named("Terror Spells"), "action", usable=lambda use: holds_the_darkest_secret(use) and bool(terror_targets(use)))
def terror_spells(use):
    """If you hold the Darkest Secret, kill any two warbands in your region, at sites or on boards, even yours.
    One at a time; with only one warband left in the region, that one (Law 9.3). A board lies where its pawn is
    (our reading: the warbands on a board go with its pawn, Law 5.5.4)."""
    board = use.board
    for _ in range(2):
        choices = terror_targets(use)
        if not choices:
            break
        move = yield from choose(use.player, "kill warband", "Terror Spells: kill which warband?", choices,
                                 "Terror Spells")
        if move["kill"] == "site":
            kill_at_site(board, move["slot"], move["colour"], 1)
            board.say(f"Terror Spells kill a {move['colour']} warband at a site.")
        else:
            kill_from_board(board, move["player"], 1)
            board.say(f"Terror Spells kill a warband on {board.players[move['player']].name}'s board.")
    yield from update_title(board)                      # rule of sites counts toward the Oath (Law 2.11)


# --- 62 Blood Pact ----------------------------------------------------------------------------------------------------

asks("blood pact", "Blood Pact: sacrifice how many warbands", {"sacrifice": COUNT})


@power(named("Blood Pact"), "action", usable=lambda use: use.me.warbands >= 2)
def blood_pact(use):
    """Sacrifice an even number of warbands from your board; gain 1 secret per two sacrificed. At least two: none
    would be paying the cost for nothing (Law 9.5)."""
    choices = [{"sacrifice": count} for count in range(2, use.me.warbands + 1, 2)]
    move = yield from choose(use.player, "blood pact", "Blood Pact: sacrifice how many warbands?", choices,
                             "Blood Pact")
    killed = kill_from_board(use.board, use.player, move["sacrifice"])
    gain_secrets(use.board, use.player, killed // 2)
    use.board.say(f"{use.me.name} sacrifices {killed} warbands and gains {killed // 2} secrets.")


# --- 63 Revelation ----------------------------------------------------------------------------------------------------

asks("revelation", "Revelation: burn how many favor for as many secrets", {"burn": COUNT})


@power(named("Revelation"), "when_played")
def revelation(use):
    """In turn order each player may burn any number of favor to gain the same number of secrets (to the shared
    bank, Law 10 "Burn"; secrets are unlimited, Law 9.3). A player with no favor is not asked."""
    board = use.board
    for index in turn_order(board):
        held = board.players[index]
        if not favor_of(board, index):
            continue
        move = yield from ask(index, "revelation", "Revelation: burn how many favor for as many secrets?",
                              [{"burn": count} for count in range(favor_of(board, index) + 1)], source="Revelation")
        if move["burn"]:
            burn_favor(board, index, move["burn"])
            gain_secrets(board, index, move["burn"])
            board.say(f"{held.name} burns {move['burn']} favor and gains {move['burn']} secrets.")


# --- 64 Observatory (site only) ---------------------------------------------------------------------------------------

def at_observatory(board, player: int, move: dict) -> bool:
    """Offered for a Search of another region's discard pile, while the searcher's pawn is at Observatory's site:
    ruling it from elsewhere is not enough, its text asks for the pawn (Law 7.1.1 grants access, the card limits
    the use)."""
    place = locate(board, OBSERVATORY)
    return "region" in move and place is not None and place.zone == "site" and \
        board.players[player].site == place.slot


@modifier(OBSERVATORY, "Search", fits=at_observatory)
def observatory(use):
    """While your pawn is at this site you may search (draw from) any one region's discard pile. The move names the
    region ("region"), as for Errand Boy."""


hooks.contributes("search.other_region", "Observatory", card=OBSERVATORY)(chosen_with(OBSERVATORY))


# --- 65 Plague Engines ------------------------------------------------------------------------------------------------

def plague_dues(board) -> dict:
    """Each player's favor due: 1 per site they rule, as much as they have (Law 9.3). Every Imperial player rules
    every site with a purple warband (Law 6.6.3), so each pays for it."""
    return {index: min(favor_of(board, index), len(sites_ruled(board, index))) for index in range(len(board.players))}


@power(named("Plague Engines"), "action", usable=lambda use: any(plague_dues(use.board).values()))
def plague_engines(use):
    """Every player (you too) puts 1 favor per site they rule into the Arcane bank."""
    board = use.board
    for index, due in plague_dues(board).items():
        if due:
            spend_favor(board, index, due)
            board.favor_banks["Arcane"] += due
            board.say(f"{board.players[index].name} puts {due} favor into the Arcane bank.")


# --- 66 Gleaming Armor (adviser only) ---------------------------------------------------------------------------------

@hooks.contributes("battle_plan.surcharge", "Gleaming Armor", card=GLEAMING_ARMOR)
def gleaming_armor(board, campaign, user, card_id: int) -> list:
    """66 Gleaming Armor (adviser only; persistent, Campaign). Each battle plan your enemy uses costs 1 extra secret.

    Readings: the secret is placed like any unmarked cost token (Law 7.1.2: on the card in its user's turn, else kept
    facedown on the user's board), as a burnt cost is marked "burnt" (Insect Swarm). A plan the user cannot pay with it
    is not offered (Law 7.5.3); the bandits hold no secret, so their plans stop being cost-free and they use none of
    them against the holder (Law 5.5.3)."""
    return [Cost(place_secrets=1)] if enemy_holds(board, campaign, user, GLEAMING_ARMOR) else []


# --- 67 Bewitch -------------------------------------------------------------------------------------------------------

def secrets_held(board, player: int) -> int:
    """Bewitch's "secrets, counting those on cards": the secrets on your board, faceup and facedown, and those on
    the cards you rule (Law 10 "Rule"; held relics count as ruled, digest E.6.11)."""
    held = board.players[player]
    on_cards = sum(card.secrets for card in ruled_cards(board, player))
    on_relics = sum(board.relic_tokens[str(relic)].secrets for relic in held.relics
                    if str(relic) in board.relic_tokens)
    return held.secrets + held.hidden_secrets + on_cards + on_relics


def bewitch_usable(use) -> bool:
    board = use.board
    return use.me.side == EXILE and secrets_held(board, use.player) > secrets_held(board, board.chancellor())


@power(named("Bewitch"), "when_played", usable=bewitch_usable)
def bewitch(use):
    """If you are an Exile holding more secrets (counting those on cards) than the Chancellor, you may become a
    Citizen: take no relic, end your Act phase, refresh Supply to full (Law 7.6.1). "Counting those on cards" is
    read as the secrets on the cards each player rules, and both players are counted alike (secrets_held)."""
    yield from forced_citizenship(use, "Bewitch", relic=False)


# --- 68 Jinx ----------------------------------------------------------------------------------------------------------

@hooks.contributes("dice.rolled", "Jinx", card=JINX)
def jinx(board, rolled):
    """68 Jinx (1 secret). If you rule Jinx: after you roll attack or defense dice for any reason, you may pay to
    reroll all of those dice once (this is not a battle plan).
    Readings: "you roll" is the player the Law has roll (Law 5.5.4: the defender the defense, 5.5.5: the attacker the
    attack; the power's user for a power's roll); the bandits' defense is rolled by no player, and the fate die
    (Law 3.3) is neither an attack nor a defense die, and the Law names no one to roll it, so Jinx never rerolls it.
    The cost is paid as any power's (Law 7.1.2): on your turn the secret goes on Jinx, which then takes no more
    until your Rest (so once a turn); outside it, the secret stays facedown on your board. The reroll's faces stand
    ("once")."""
    roller = rolled.roller
    if roller is None or not rolled.faces or rolled.die not in (ATTACK_DIE, DEFENSE_DIE):
        return
    place = locate(board, JINX)
    if place is None or not rules_card_id(board, roller, JINX):
        return
    card = card_at(board, JINX, place)
    if not can_pay(board, roller, card, printed_cost(JINX)):
        return
    kind = "attack" if rolled.die == ATTACK_DIE else "defense"
    if not (yield from may(roller, "Jinx", f"pay 1 secret to reroll your {len(rolled.faces)} {kind} dice?")):
        return
    pay(board, roller, card, printed_cost(JINX), suit_of(card))
    rolled.faces = roll(board, rolled.die, len(rolled.faces))
    board.say(f"Jinx: {board.players[roller].name} rerolls the {kind} dice: {shown(rolled.faces)}.")


# --- 69 Tutor (adviser only) ------------------------------------------------------------------------------------------

@power(named("Tutor"), "action")
def tutor(use):
    """Gain 1 secret."""
    gain_secrets(use.board, use.player, 1)
    use.board.say(f"{use.me.name} gains 1 secret.")


# --- 70 Dream Thief ---------------------------------------------------------------------------------------------------

asks("dream thief", "Dream Thief: swap which facedown advisers", {"player": SEAT, "adviser": PLACE})


def facedown_advisers(board, apart_from: int | None = None) -> list:
    """Facedown advisers, named by their owner and place only, so a choice shows no face (Law 9.4)."""
    return [{"player": index, "adviser": place} for index, held in enumerate(board.players) if index != apart_from
            for place, card in enumerate(held.advisers) if not card.faceup]


def dream_thief_usable(use) -> bool:
    return len({choice["player"] for choice in facedown_advisers(use.board)}) >= 2


@power(named("Dream Thief"), "action", usable=dream_thief_usable)
def dream_thief(use):
    """Swap any two facedown advisers (any players', yours too). Each takes the other's place (Law 10 "Swap");
    two of one player's advisers would change nothing, so the second is another player's. Restrictions bind only
    faceup cards (Law 7.2), so a facedown locked card may be swapped. Nobody peeks: each owner may look at their
    own facedown advisers at any time (Law 6.1), which their view shows; the narration names no card (Law 9.4)."""
    board = use.board
    first = yield from ask(use.player, "dream thief", "Dream Thief: swap which facedown adviser?",
                           [choice for choice in facedown_advisers(board)
                            if facedown_advisers(board, apart_from=choice["player"])], source="Dream Thief")
    second = yield from choose(use.player, "dream thief", "Dream Thief: with which facedown adviser?",
                               facedown_advisers(board, first["player"]), "Dream Thief")
    mine, theirs = board.players[first["player"]].advisers, board.players[second["player"]].advisers
    mine[first["adviser"]], theirs[second["adviser"]] = theirs[second["adviser"]], mine[first["adviser"]]
    board.expose(2)                                     # Law 6.1: each owner may now look at the card received
    board.say(f"Dream Thief: a facedown adviser of {board.players[first['player']].name} and one of "
              f"{board.players[second['player']].name} change places.")


# --- 71 Cracking Ground -----------------------------------------------------------------------------------------------

@plan(named("Cracking Ground"), "AD", usable=lambda use: bool(use.campaign.sites()))
def cracking_ground(use):
    """+/-1 attack die per site targeted."""
    change_attack_dice(use, len(use.campaign.sites()))


# --- 72 Sealing Ward (adviser only, locked) ---------------------------------------------------------------------------

@hooks.contributes("campaign.defense_dice", "Sealing Ward", card=SEALING_WARD)
def sealing_ward(board, campaign) -> int:
    """72 Sealing Ward (adviser only, locked; persistent, Campaign). Each of your relics adds one more defense die
    when targeted. Only the defender's relics are ever targets (Law 5.5.2), so it counts while the defender holds
    it faceup among its advisers; the Grand Scepter is one of the relics (Law 2.4)."""
    if campaign.against_bandits or adviser_holder(board, SEALING_WARD) != campaign.defender:
        return 0
    return len(campaign.targeted("relic"))


# --- 73 Initiation Rite (adviser only, locked) ------------------------------------------------------------------------

@modifier(INITIATION_RITE, "Muster", mandatory=True)
def initiation_rite(use):
    """73 Initiation Rite (adviser only, locked). You must pay with a secret instead of a favor when mustering.
    The secret goes where the favor would (Law 5.2.1): onto the card, which must hold no favor and no secret, and
    it comes back at Rest (Law 4.3.2). With no secret of your own you cannot muster at all (Law 7.4.1)."""


@hooks.contributes("muster.pays_secret", "Initiation Rite", card=INITIATION_RITE)
def rite_secret(board, player: int) -> bool:
    return bound(board, player, INITIATION_RITE)


# --- 74 Vow of Silence (adviser only, locked) -------------------------------------------------------------------------

@hooks.contributes("recover.banner_forbidden", "Vow of Silence", card=VOW_OF_SILENCE)
def vow_of_silence_forbids(board, player: int, name: str) -> bool:
    """74 Vow of Silence. You cannot recover the Darkest Secret (the Recover only, Law 5.4: a Campaign may still
    take it)."""
    return name == DARKEST_SECRET and adviser_holder(board, VOW_OF_SILENCE) == player


@hooks.contributes("secrets.give_forbidden", "Vow of Silence", card=VOW_OF_SILENCE)
def vow_of_silence_keeps_secrets(board, giver: int) -> bool:
    """74 Vow of Silence. You cannot ... give secrets to anyone: no Citizenship terms or Tribunal deal in which its
    holder gives secrets (Law 6.6.2, 7.6.3), no Witch's Bargain giving one. Secrets paid as costs, burnt, or taken
    from the holder by another's power (a Witch's Bargain of theirs, Law 5.4.4's share) are not given by them."""
    return adviser_holder(board, VOW_OF_SILENCE) == giver


@hooks.contributes("react.banner_recovered", "Vow of Silence", card=VOW_OF_SILENCE)
def vow_of_silence(board, player: int, name: str, paid: int):
    """74 Vow of Silence. Whenever any player recovers the Darkest Secret, gain secrets equal to the number they
    placed on it (the secrets paid for it, Law 5.4.2)."""
    holder = adviser_holder(board, VOW_OF_SILENCE)
    if holder is None or name != DARKEST_SECRET:
        return []

    def gain():
        gain_secrets(board, holder, paid)
        board.say(f"Vow of Silence: {board.players[holder].name} gains {paid} secrets.")
    return [Reaction(holder, "Vow of Silence", gain)]


# --- 75 Forgotten Vault (site only) -----------------------------------------------------------------------------------

asks("forgotten vault", "Forgotten Vault: add a secret to the Darkest Secret, or burn one",
     {"darkest secret": ("add", "burn")})


@power(named("Forgotten Vault"), "action")
def forgotten_vault(use):
    """Either move 1 secret from the shared bank onto the Darkest Secret, or burn 1 secret from it, never its last
    (Law 2.5.3's floor, and 9.3: secrets are unlimited). With one secret on it only the first is offered, so it is
    not asked."""
    banner = use.board.banners[DARKEST_SECRET]
    choices = [{"darkest secret": "add"}] + ([{"darkest secret": "burn"}] if banner.tokens > 1 else [])
    move = yield from choose(use.player, "forgotten vault", "Forgotten Vault: add a secret to the Darkest Secret, "
                             "or burn one from it?", choices, "Forgotten Vault")
    banner.tokens += 1 if move["darkest secret"] == "add" else -1
    use.board.say(f"Forgotten Vault: the Darkest Secret now holds {banner.tokens} secrets.")


# --- 76 Map Library (site only) ---------------------------------------------------------------------------------------

def at_map_library(board, player: int) -> bool:
    return board.players[player].site == site_of(board, MAP_LIBRARY)


def region_sites(board, player: int) -> list:
    """The other faceup sites of your pawn's region (a facedown site holds no cards, Law 2.8.1)."""
    here = board.players[player].site
    return [slot for slot, site in enumerate(board.sites)
            if slot != here and site.faceup and board.region_of(slot) == board.region_of(here)]


def elsewhere_in_region(board, player: int, move: dict) -> bool:
    slot = next(slot for slot, site in enumerate(board.sites) if any(c.id == move["card"] for c in site.cards))
    return at_map_library(board, player) and slot in region_sites(board, player)


@modifier(MAP_LIBRARY, "Trade", fits=elsewhere_in_region)
def map_library(use):
    """76 Map Library (site only). While your pawn is at this site you may trade with a card at any site in your
    region. The card obeys Law 5.3.2 as if it were at your site (a denizen or intact edifice holding no favor and no
    secret); offered only for a card at another site, your own site's cards needing no modifier."""


@hooks.contributes("trade.other_sites", "Map Library", card=MAP_LIBRARY)
def library_sites(board, player: int) -> list:
    return region_sites(board, player) if at_map_library(board, player) else []


hooks.contributes("trade.other_site", "Map Library", card=MAP_LIBRARY)(chosen_with(MAP_LIBRARY))


# --- 77 Witch's Bargain -----------------------------------------------------------------------------------------------

asks("bargain partner", "Witch's Bargain: with whom", {"with": SEAT})
asks("witch's bargain", "Witch's Bargain: which, or done", {"bargain": ("give secret", "give favor", "done")})


def bargains(use, partner: int, cost_unpaid: int = 0) -> list:
    """What can be done in full now: 1 secret for 2 favor, or 2 favor for 1 secret. Only faceup secrets change
    hands: facedown ones pay for nothing (Law 7.1.2). `cost_unpaid` keeps back the secret the cost will place."""
    mine, theirs = use.me, use.board.players[partner]
    choices = []
    if (mine.secrets - cost_unpaid >= 1 and theirs.favor >= 2
            and not hooks.some("secrets.give_forbidden", use.board, use.player)):      # Vow of Silence
        choices.append({"bargain": "give secret"})
    if favor_of(use.board, use.player) >= 2 and theirs.secrets >= 1:
        choices.append({"bargain": "give favor"})
    return choices


def bargain_partners(use, cost_unpaid: int = 0) -> list[int]:
    return [other for other in others_here(use) if bargains(use, other, cost_unpaid)]


@power(named("Witch's Bargain"), "action", usable=lambda use: bool(bargain_partners(use, cost_unpaid=1)))
def witchs_bargain(use):
    """With a player whose pawn is at your site, any number of times: give them 1 secret to take 2 favor from
    them, or give them 2 favor to take 1 secret. Not an exchange they consent to: the user decides each one. A
    bargain is offered only when both halves can be made in full (Law 9.5: giving without the whole return would
    be a loss the card does not ask). One partner for the whole use, asked first; then bargains until "done"."""
    board = use.board
    move = yield from choose(use.player, "bargain partner", "Witch's Bargain: with whom?",
                             [{"with": other} for other in bargain_partners(use)], "Witch's Bargain")
    them = board.players[move["with"]]
    while True:
        choices = bargains(use, move["with"])
        if not choices:
            return
        deal = yield from ask(use.player, "witch's bargain", f"Witch's Bargain with {them.name}: which, or done?",
                              choices + [{"bargain": "done"}], source="Witch's Bargain")
        if deal["bargain"] == "done":
            return
        if deal["bargain"] == "give secret":
            use.me.secrets, them.secrets = use.me.secrets - 1, them.secrets + 1
            them.favor -= 2                 # taken from their board (Vow of Kinship: only spending reaches a bank)
            receive_favor(board, use.player, 2)
            board.say(f"{use.me.name} gives {them.name} 1 secret and takes 2 favor.")
        else:
            give_favor(board, use.player, move["with"], 2)
            them.secrets, use.me.secrets = them.secrets - 1, use.me.secrets + 1
            board.say(f"{use.me.name} gives {them.name} 2 favor and takes 1 secret.")


# --- 78 Master of Disguise (adviser only) -----------------------------------------------------------------------------

asks("disguise", "Master of Disguise: act as if you had whose advisers", {"as": SEAT})


@modifier(MASTER_OF_DISGUISE, "Trade")
def master_of_disguise(use):
    """78 Master of Disguise (MOD:Trade): "When trading, act as if you had another player's advisers instead of your
    own (you cannot use your other advisers)."

    Readings: the other player is chosen as the modifier is used, at the start of the Trade (Law 7.4), among all
    the others, and their faceup advisers are the ones matching the traded card's suit (Law 5.3.2; a facedown
    adviser has no suit, 5.1.4.II). "You cannot use your other advisers": no other modifier among your advisers is
    chosen with it (hook modifiers.together). Their advisers' own Trade modifiers do not become yours: the
    card says whose advisers you count, and access to powers (Law 7.1.1) is left as the Law gives it."""
    board = use.board
    move = yield from choose(use.player, "disguise", "Master of Disguise: act as if you had whose advisers?",
                             [{"as": other} for other in board.others(use.player)], "Master of Disguise")
    board.as_if["advisers of"] = move["as"]
    board.say(f"Master of Disguise: {use.me.name} trades as if they had {board.players[move['as']].name}'s "
              "advisers.")


@hooks.contributes("trade.advisers_of", "Master of Disguise", card=MASTER_OF_DISGUISE)
def disguised_as(board, player: int):
    return board.as_if.get("advisers of") if applied(board, MASTER_OF_DISGUISE) else None


@hooks.contributes("modifiers.together", "Master of Disguise", card=MASTER_OF_DISGUISE)
def disguise_alone(board, player: int, action: str, move: dict, cards: list) -> bool:
    """With Master of Disguise chosen, none of your other advisers' modifiers."""
    if MASTER_OF_DISGUISE not in cards:
        return True
    return not any(card != MASTER_OF_DISGUISE and adviser_holder(board, card) == player for card in cards)
