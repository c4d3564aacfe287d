"""The Action, When played and battle-plan powers of Archive denizens of the Arcane (55-78) and Discord (79-102)
suits, each written like its card (cards.md 8; card numbers are printed numbers, engine ids one less).

They call the mechanisms the starting denizens use (powers_played.py, battle_plans.py, rules.py): costs are paid
before a power runs (Law 7.1.2); a power that could do nothing is not offered (Law 9.5, our reading, as for the
starting denizens); forced choices with one answer are not asked; every "may" is asked (Law 7.1.3).
"""

from .. import hooks
from ..actions.minor import become_citizen
from ..battle import VICTORIOUS, attacking, change_attack_dice, enemies, later, plan, your_side
from ..cards import GRAND_SCEPTER, SUITS, card_name
from ..dice import DEFENSE_DIE, defense_total, roll_defense
from ..powers import card_at, power
from ..reactions import after_roll
from ..rules import (
    ask,
    burn_favor,
    favor_of,
    gain_favor,
    gain_secrets,
    give_favor,
    guarded,
    holds_banner,
    kill_at_site,
    kill_from_board,
    locked,
    locked_to,
    note_scepter_taken,
    receive_favor,
    sites_ruled,
    spend_favor,
    suit_of,
    take_reliquary_relic,
)
from ..state import DARKEST_SECRET, EXILE, PEOPLES_FAVOR
from ..victory import update_title
from .powers_played import choose, discard_from_site, named, others_here

# --- shared: what a player rules, holds and is (Law 10 "Rule") -----------------------------------------------------

def ruled_cards(board, player: int) -> list:
    """Law 10 "Rule": your own advisers and every card at a site you rule (a faceup site, Law 10)."""
    return list(board.players[player].advisers) + [card for slot in sites_ruled(board, player)
                                                   for card in board.sites[slot].cards]


def ruled_suits(board, players) -> set:
    """The suits among the cards these players rule; a facedown card has no suit (Law 5.1.4.II), nor a relic."""
    return {suit_of(card) for player in players for card in ruled_cards(board, player)} - {None}


def secrets_held(board, player: int) -> int:
    """Bewitch's "secrets, counting those on cards": the secrets on your board, faceup and facedown, and those on
    the cards you rule (Law 10 "Rule"; held relics count as ruled, digest E.6.11)."""
    held = board.players[player]
    on_cards = sum(card.secrets for card in ruled_cards(board, player))
    on_relics = sum(board.relic_tokens[str(relic)].secrets for relic in held.relics
                    if str(relic) in board.relic_tokens)
    return held.secrets + held.hidden_secrets + on_cards + on_relics


def holds_the_darkest_secret(use) -> bool:
    return holds_banner(use.board, use.player, DARKEST_SECRET)


def turn_order(board) -> list[int]:
    """Law 4 (intro): turns go from the Chancellor, then clockwise; the Ledergames FAQ on The Gathering reads a
    When Played power's "in turn order" the same way, from the Chancellor, whoever played the card."""
    chancellor = board.chancellor()
    return [chancellor] + board.others(chancellor)


def forced_citizenship(use, source: str, relic: bool):
    """Law 7.6.1: "you may become a Citizen" (6.6.2 without an offer): asked, then steps 1-6; a Reliquary relic
    taken without peeking comes after them, as the offered one does (Law 6.6.2). An empty Reliquary gives none
    (Law 9.3)."""
    board = use.board
    move = yield from ask(use.player, "citizenship", f"{source}: become a Citizen?",
                          [{"accept": True}, {"accept": False}], source=source)
    if not move["accept"]:
        return
    yield from become_citizen(board, use.player)
    spaces = [{"space": space} for space, held in enumerate(board.reliquary) if held is not None]
    if relic and spaces:
        move = yield from choose(use.player, "reliquary space", f"{source}: take which Reliquary relic, unseen?",
                                 spaces, source)
        take_reliquary_relic(board, use.player, move["space"])
    yield from update_title(board)


# === Arcane ==========================================================================================================

# --- 59 Billowing Fog, 60 Kindred Warriors, 71 Cracking Ground (battle plans, Law 7.5) ------------------------------

@plan(named("Billowing Fog"), "AD")
def billowing_fog(use):
    """If defeated, kill no warbands in your force. Ignore powers that would kill your whole force (Sticky Fire,
    Brutal): as Traveling Doctor, but the card stays."""
    use.campaign.spared.append("attacker" if attacking(use) else "defender")


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


@plan(named("Cracking Ground"), "AD", usable=lambda use: bool(use.campaign.sites()))
def cracking_ground(use):
    """+/-1 attack die per site targeted."""
    change_attack_dice(use, len(use.campaign.sites()))


# --- 61 Terror Spells ------------------------------------------------------------------------------------------------

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


# --- 62 Blood Pact ---------------------------------------------------------------------------------------------------

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


# --- 63 Revelation ---------------------------------------------------------------------------------------------------

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


# --- 65 Plague Engines -----------------------------------------------------------------------------------------------

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


# --- 67 Bewitch ------------------------------------------------------------------------------------------------------

def bewitch_usable(use) -> bool:
    board = use.board
    return use.me.side == EXILE and secrets_held(board, use.player) > secrets_held(board, board.chancellor())


@power(named("Bewitch"), "when_played", usable=bewitch_usable)
def bewitch(use):
    """If you are an Exile holding more secrets (counting those on cards) than the Chancellor, you may become a
    Citizen: take no relic, end your Act phase, refresh Supply to full (Law 7.6.1). "Counting those on cards" is
    read as the secrets on the cards each player rules, and both players are counted alike (secrets_held)."""
    yield from forced_citizenship(use, "Bewitch", relic=False)


# --- 69 Tutor, 70 Dream Thief ----------------------------------------------------------------------------------------

@power(named("Tutor"), "action")
def tutor(use):
    """Gain 1 secret."""
    gain_secrets(use.board, use.player, 1)
    use.board.say(f"{use.me.name} gains 1 secret.")


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


# --- 75 Forgotten Vault ----------------------------------------------------------------------------------------------

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


# --- 77 Witch's Bargain ----------------------------------------------------------------------------------------------

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


# === Discord =========================================================================================================

# --- 79 Charlatan ----------------------------------------------------------------------------------------------------

@power(named("Charlatan"), "when_played")
def charlatan(use):
    """Burn all secrets on the Darkest Secret except one."""
    banner = use.board.banners[DARKEST_SECRET]
    burnt = max(0, banner.tokens - 1)
    banner.tokens -= burnt
    use.board.say(f"Charlatan burns {burnt} secrets from the Darkest Secret.")


# --- 82 Blackmail ----------------------------------------------------------------------------------------------------

def blackmail_targets(use) -> list:
    """Relics held by players whose pawns are at your site, but those Circlet of Command says cannot be taken."""
    board = use.board
    return [{"relic": relic, "from": other} for other in others_here(use) for relic in board.players[other].relics
            if not guarded(board, other, relic=relic)]


@power(named("Blackmail"), "when_played", usable=lambda use: bool(blackmail_targets(use)))
def blackmail(use):
    """Name a relic held by a player whose pawn is at your site; you take it unless they give you 3 favor. The
    holder chooses; without 3 favor they cannot pay, and the relic is taken unasked (Law 9.3 does not let a part
    of the price do)."""
    board = use.board
    move = yield from choose(use.player, "blackmail relic", "Blackmail: name which relic?", blackmail_targets(use),
                             "Blackmail")
    relic, them = move["relic"], board.players[move["from"]]
    if favor_of(board, move["from"]) >= 3:
        answer = yield from ask(move["from"], "blackmail", f"Blackmail: give {use.me.name} 3 favor to keep "
                                f"{card_name(relic)}?", [{"pay": True}, {"pay": False}], source="Blackmail")
        if answer["pay"]:
            give_favor(board, move["from"], use.player, 3)
            board.say(f"{them.name} gives {use.me.name} 3 favor and keeps {card_name(relic)}.")
            return
    them.relics.remove(relic)
    use.me.relics.append(relic)
    if relic == GRAND_SCEPTER.id:
        note_scepter_taken(board)                       # cards.md 4: not usable the turn it was taken
    board.say(f"{use.me.name} takes {card_name(relic)} from {them.name}.")
    yield from update_title(board)                      # relics count toward the Oath (Law 2.11)


# --- 83 Cracked Sage (battle plan) -----------------------------------------------------------------------------------

def enemy_has_arcane_adviser(use) -> bool:
    """Your enemy (Law 10 "Your enemy"): the defender and its Allies for the attacker; bandits have no advisers.
    A facedown adviser has no suit (Law 5.1.4.II)."""
    board = use.board
    return any(suit_of(card) == "Arcane" for enemy in enemies(use.campaign, use.player)
               for card in board.players[enemy].advisers)


@plan(named("Cracked Sage"), "AD", usable=enemy_has_arcane_adviser)
def cracked_sage(use):
    """+/-4 attack dice if your enemy has an Arcane adviser."""
    change_attack_dice(use, 4)


# --- 84 Dissent ------------------------------------------------------------------------------------------------------

@power(named("Dissent"), "when_played")
def dissent(use):
    """Every player except the holder of the People's Favor places on this card 1 favor per suit of cards they
    rule (Ledergames FAQ: every Imperial player counts the cards at every Imperial site), as much as they have
    (Law 9.3). This is the card's effect, not a cost, so Law 7.1.2 (favor placed outside one's turn goes to the
    bank; no favor on a card holding tokens) does not apply: the favor goes onto the card, whoever places it."""
    board = use.board
    here = card_at(board, use.card, use.place)
    for index in turn_order(board):
        held = board.players[index]
        if holds_banner(board, index, PEOPLES_FAVOR):
            continue
        placed = min(favor_of(board, index), len(ruled_suits(board, [index])))
        if placed:
            spend_favor(board, index, placed)
            here.favor += placed
            board.say(f"{held.name} places {placed} favor on Dissent.")


# --- 88 Royal Ambitions ----------------------------------------------------------------------------------------------

def royal_ambitions_usable(use) -> bool:
    board = use.board
    return use.me.side == EXILE and len(sites_ruled(board, use.player)) > len(sites_ruled(board, board.chancellor()))


@power(named("Royal Ambitions"), "when_played", usable=royal_ambitions_usable)
def royal_ambitions(use):
    """If you are an Exile and rule more sites than the Chancellor, you may become a Citizen: take any one
    Reliquary relic without peeking, end your Act phase, refresh Supply to full (Law 7.6.1, 6.6.2). The relic is
    chosen by its space and comes after steps 1-6, as an offered one does; an empty Reliquary gives none."""
    yield from forced_citizenship(use, "Royal Ambitions", relic=True)


# --- 91 Riots --------------------------------------------------------------------------------------------------------

def suit_counts(board) -> dict:
    """The suits of the faceup cards at faceup sites (Ledergames FAQ on Riots: cards at sites, never advisers)."""
    counts = dict.fromkeys(SUITS, 0)
    for site in board.sites:
        if site.faceup:
            for card in site.cards:
                if suit_of(card):
                    counts[suit_of(card)] += 1
    return counts


@power(named("Riots"), "when_played", usable=lambda use: use.board.banners[PEOPLES_FAVOR].mob)
def riots(use):
    """If the People's Favor is on its Mob side, discard every other card of the most common suit on the map (you
    break ties). Riots itself counts but stays ("other", Ledergames FAQ); locked cards stay (Law 7.2.2)."""
    board = use.board
    counts = suit_counts(board)
    most = max(counts.values())
    if not most:
        return
    tied = [{"suit": suit} for suit in SUITS if counts[suit] == most]
    suit = (yield from choose(use.player, "riots suit", "Riots: which of the most common suits?", tied,
                              "Riots"))["suit"]
    riots_card = card_at(board, use.card, use.place)
    for slot, site in enumerate(board.sites):
        doomed = [card for card in site.cards if card is not riots_card and suit_of(card) == suit
                  and not locked_to(board, use.player, card)]
        if site.faceup and doomed:
            yield from discard_from_site(board, use.player, slot, doomed)
            board.say(f"Riots discard {', '.join(card_name(card.id) for card in doomed)}.")


# --- 93 Gambling Hall ------------------------------------------------------------------------------------------------

@power(named("Gambling Hall"), "action")
def gambling_hall(use):
    """Roll 4 defense dice; take favor equal to the total shields rolled from any one bank. The shields are
    counted as the Law counts a defense roll, each x2 doubling them (Law 5.5.4); from one bank, as much as it
    holds (Law 9.3)."""
    board = use.board
    faces = yield from after_roll(board, use.player, DEFENSE_DIE, roll_defense(board, 4, use.me.name))   # Jinx
    total = defense_total(faces)
    banks = [{"bank": suit} for suit in SUITS if board.favor_banks[suit]]
    if not total or not banks:
        return
    move = yield from choose(use.player, "favor bank", f"Gambling Hall: take {total} favor from which bank?",
                             banks, "Gambling Hall")
    taken = gain_favor(board, use.player, move["bank"], total)
    board.say(f"{use.me.name} takes {taken} favor from the {move['bank']} bank.")


# --- 96 Enchantress --------------------------------------------------------------------------------------------------

def enchantress_targets(use) -> list:
    """Faceup advisers of the other players (cards.md: any faceup adviser), unlocked (Law 7.2.2)."""
    board = use.board
    return [{"swap": card.id, "player": other} for other in board.others(use.player)
            for card in board.players[other].advisers if card.faceup and not locked(card)]


@power(named("Enchantress"), "action",
       usable=lambda use: use.place.zone == "adviser" and bool(enchantress_targets(use)))
def enchantress(use):
    """Swap this card with any faceup adviser (Law 10 "Swap": each takes the other's place, its tokens with it).
    Read as cards.md has it, any other player's faceup adviser; LeCodex limits it to players whose pawns are at
    your site. Your own adviser would change nothing, so it is not offered."""
    board = use.board
    move = yield from choose(use.player, "enchantress", "Enchantress: swap with which adviser?",
                             enchantress_targets(use), "Enchantress")
    them = board.players[move["player"]]
    mine, theirs = use.me.advisers, them.advisers
    enchantress_card = card_at(board, use.card, use.place)
    other = next(card for card in theirs if card.id == move["swap"])
    mine[mine.index(enchantress_card)], theirs[theirs.index(other)] = other, enchantress_card
    board.say(f"Enchantress: {use.me.name} swaps her for {them.name}'s {card_name(other.id)}.")


# --- 102 Slander (battle plan) ---------------------------------------------------------------------------------------

@plan(named("Slander"), "A", usable=lambda use: use.campaign.pawn_targeted)
def slander(use):
    """If victorious and you targeted the defender's pawn, they burn all favor on their board, not half. Targets
    are declared before plans (Law 5.5.2-5.5.3), so it is offered only when the pawn is a target. The half the
    attacker may burn in Law 5.5.7.III comes first; Slander burns what is left, at step 8 (Law 5.5.8)."""


@later(VICTORIOUS, named("Slander"))
def slander_won(use):
    defender = use.campaign.defender
    favor = use.board.players[defender].favor
    if favor:
        burn_favor(use.board, defender, favor)
        use.board.say(f"Slander: {use.board.players[defender].name} burns all {favor} favor.")


__all__ = ["ruled_cards", "ruled_suits", "secrets_held"]
