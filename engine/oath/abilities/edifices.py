"""The edifices (cards.md 6, Law 2.9, printed numbers 199-210), each face under its number: an edifice is one card with
an intact face, with a suit, and a ruined one, with none, and each face has its own power, registered against the save
id that names the face. It lies at a site like a denizen, site only and locked on both faces (Law 7.2): whoever rules
the site rules it (Law 10 "Rule"), and whoever rules it or stands there has access to its powers (Law 7.1.1). A
persistent face is on while it lies faceup at a faceup site (powers.locate), and "this card's ruler" is whoever rules
that site (engine.oath.ruler_powers: the Empire, an Exile, or the bandits); "no one" and "always" bind its ruler too.
Its printed cost is its face's (powers.printed_cost).
"""

from engine.core import Decision
from engine.core.vocabulary import Schema

from .. import hooks
from ..battle import change_attack_dice, plan
from ..cards import DENIZENS, card_name
from ..modifying import applied, modifier
from ..powers import power, site_of
from ..ruler_powers import enemy_of_card_ruler, ruler_of
from ..rules import dispossess, draw_dispossessed, flip_edifice, is_vision, suit_of
from ..state import CITIZEN, PEOPLES_FAVOR
from ..vocabulary import CARD, COUNT, asks
from .exchanges import negotiate
from .phrases import choose, face, keep_targeted
from .relics import dowsing_sticks

(SPRAWLING_RAMPART, BANDIT_RAMPART, HALL_OF_DEBATE, HALL_OF_MOCKERY, FOREST_TEMPLE, RUINED_TEMPLE, FESTIVAL_DISTRICT,
 SQUALID_DISTRICT, GREAT_SPIRE, FALLEN_SPIRE, ANCIENT_FORGE, BROKEN_FORGE) = map(face, (
    "Sprawling Rampart", "Bandit Rampart", "Hall of Debate", "Hall of Mockery", "Forest Temple", "Ruined Temple",
    "Festival District", "Squalid District", "Great Spire", "Fallen Spire", "Ancient Forge", "Broken Forge"))


# --- 199 Sprawling Rampart (Order, intact) ----------------------------------------------------------------------------

@hooks.contributes("campaign.defense_dice", "Sprawling Rampart", card=SPRAWLING_RAMPART)
def sprawling_rampart(board, campaign) -> int:
    """Sprawling Rampart (PERS, Campaign): "Every site ruled by this card's ruler adds 1 more defense die when
    targeted."

    Reading: only the defender's sites are ever targets (Law 5.5.2), so the Rampart counts when its own site is
    ruled by the defending side, as this Campaign makes sides (Law 5.5.1: the Empire is its Imperial players; the
    bandits when they defend, Law 2.8.3): then each targeted site adds 1 die on top of its own (Law 2.8.3), the
    Rampart's site among them if targeted. Relics, banners and the pawn are not sites and add nothing."""
    slot = site_of(board, SPRAWLING_RAMPART)
    if slot is None or not campaign.defender_rules(board, slot):
        return 0
    return len(campaign.sites())


# --- 200 Bandit Rampart (the Sprawling Rampart's ruin) ----------------------------------------------------------------

@plan(BANDIT_RAMPART, "D", usable=keep_targeted)
def bandit_rampart(use):
    """Bandit Rampart (BP, defender): "Remove 2 attack dice if this site is targeted." Its cost is nothing, so the
    bandits use it at a site they rule (Law 5.5.3), as its name says; never below no dice (as Longbows)."""
    change_attack_dice(use, 2)


# --- 201 Hall of Debate (Hearth, intact) ------------------------------------------------------------------------------

@hooks.contributes("campaign.target_allowed", "Hall of Debate", card=HALL_OF_DEBATE)
def hall_of_debate(board, campaign, target: dict) -> bool:
    """Hall of Debate (PERS, Campaign): "No one can target the People's Favor." No one: its ruler neither. A
    Campaign's targets are declared only at Law 5.5.2, so the banner is never offered there; taking it otherwise
    (Recover, Law 5.4; a seizure by a power) is no targeting and stays allowed."""
    return target.get("banner") != PEOPLES_FAVOR or site_of(board, HALL_OF_DEBATE) is None


# --- 202 Hall of Mockery (the Hall of Debate's ruin) ------------------------------------------------------------------

@hooks.contributes("recover.peoples_favor_mob", "Hall of Mockery", card=HALL_OF_MOCKERY)
def hall_of_mockery(board, player: int) -> bool:
    """Hall of Mockery (ruin; PERS, Recover): "Recovering the People's Favor always flips it to its Mob side."
    Always: whoever recovers it, its ruler too, and whatever side it showed (Law 5.4.2 would turn it to its
    non-Mob side). Its old favor still goes back to the banks (Law 5.4.4); the Mob side does what it does at Wake
    (Law 2.5.3, 4.1.3)."""
    return site_of(board, HALL_OF_MOCKERY) is not None


# --- 203 Forest Temple (Beast, intact) --------------------------------------------------------------------------------

@hooks.contributes("chronicle.keeps_site", "Forest Temple", order=0, card=FOREST_TEMPLE)
def forest_temple(board, slot: int, winner: int) -> bool:
    """Forest Temple (PERS, cost none): "In the Chronicle, sites with any Beast card are not discarded."

    Readings: the power is on while the intact Forest Temple lies at a site on the map when Law 8.3.2 removes sites
    (a persistent power acts while its card is in play, Law 7.1.4; its own site stays anyway, holding an intact
    edifice). "Not discarded" is 8.3.2's removal: a kept site goes on through 8.3.3-8.3.5 like any other. "Any Beast
    card" is a card at the site showing the Beast suit (a faceup denizen or intact edifice); a facedown card has no
    suit (Law 5.1.4.II)."""
    in_play = any(card.id == FOREST_TEMPLE for site in board.sites for card in site.cards)
    return in_play and any(suit_of(card) == "Beast" for card in board.sites[slot].cards)


# --- 204 Ruined Temple (the Forest Temple's ruin) ---------------------------------------------------------------------

@hooks.contributes("play.card_faceup", "Ruined Temple", card=RUINED_TEMPLE)
def ruined_temple(board, player: int, card_id: int) -> bool:
    """Ruined Temple (ruin; PERS, Search): "Enemies of this card's ruler cannot play Beast cards faceup."

    Readings: every playing of a card binds it (Law 5.1.4 after a Search, the same play after turning a facedown
    adviser faceup, Law 6.1, and a power's play): faceup to a site or as a faceup adviser is barred, facedown as an
    adviser or discarded stays open (Law 5.1.4.II). Enemies as Law 10 "Enemy" and 6.6.3 make them: of the bandits
    everyone is, of the Empire the Exiles, of an Exile everyone else."""
    beast = card_id in DENIZENS and DENIZENS[card_id].suit == "Beast"
    return not beast or not enemy_of_card_ruler(board, player, RUINED_TEMPLE)


# --- 205 Festival District (Discord, intact) --------------------------------------------------------------------------

@power(FESTIVAL_DISTRICT, "action")
def festival_district(use):
    """Festival District (ACT): "Negotiate a binding exchange of favor, secrets and advisers with any player."
    (Law 7.6.3). Advisers change hands only if each side stays within its adviser limit (Law 2.2.2); a locked one
    never moves (Law 7.2.2); a facedown one stays facedown, named by its place in the row (Law 9.4)."""
    choices = [{"with": other} for other in use.board.others(use.player)]
    move = yield from choose(use.player, "exchange partner", "Festival District: with whom?", choices,
                             "Festival District")
    yield from negotiate(use.board, use.player, move["with"], "Festival District", goods=("adviser",))


# --- 206 Squalid District (the Festival District's ruin) --------------------------------------------------------------

asks("squalid district", "Squalid District: the fate die's result", {"fate": Schema({"type": "integer"})})


FATE_DIE = range(1, 7)          # Law 3.3: a d6 numbered 1-6


def squalid_district_user(board) -> int | None:
    """Who may use the Squalid District: its ruler, no Citizen ("Citizens cannot use this"). Under the Empire that
    is the Chancellor (Law 6.6.3: the Imperial players rule together, and the Citizens among them are barred); an
    Exile ruling it uses it; the bandits make no choice and never use it (Law 5.5.3 is their only choosing). Of two
    Exiles ruling it the first in seat order (as ruler_powers.toll_receiver reads it)."""
    ruler = ruler_of(board, SQUALID_DISTRICT)
    if ruler is None or ruler.bandits:
        return None
    users = sorted(index for index in ruler.players if board.players[index].side != CITIZEN)
    return users[0] if users else None


@hooks.contributes("victory.fate_die", "Squalid District", card=SQUALID_DISTRICT)
def squalid_district(board, roll):
    """Squalid District (ruin; PERS): "When the end die is rolled to end the game, this card's ruler may raise or
    lower the result by 1; Citizens cannot use this."

    The end die is the fate die of the Stable Regime (Law 3.3). Readings: the result stays a face of the die (1 to
    6: a 6 is not raised, a 1 not lowered); "may" is always asked (Law 7.1.3), leaving it as rolled among the
    answers, even when no change would end or save the game; the changed result is the one Law 3.3 reads."""
    user = squalid_district_user(board)
    if user is None:
        return
    results = [roll.face + step for step in (1, -1, 0) if roll.face + step in FATE_DIE]
    move = yield from choose(user, "squalid district", f"Squalid District: the fate die shows {roll.face}; raise "
                             "or lower it by 1?", [{"fate": result} for result in results], "Squalid District")
    if move["fate"] != roll.face:
        board.say(f"Squalid District: {board.players[user].name} turns the fate die from {roll.face} to "
                  f"{move['fate']}.")
        roll.face = move["fate"]


# --- 207 Great Spire (Arcane, intact) ---------------------------------------------------------------------------------

asks("spire swap", "Great Spire: swap a drawn denizen for a random card", {"swap": (CARD, None)})


@modifier(GREAT_SPIRE, "Search", fits=lambda board, player, move: bool(board.dispossessed))
def great_spire(use):
    """Great Spire (MOD:Search, 1 secret placed): "You may swap any number of denizens you draw for random cards
    from the Dispossessed." Offered only while the Dispossessed holds a card (Law 9.5: its secret would buy
    nothing)."""


@hooks.contributes("search.drawn", "Great Spire", card=GREAT_SPIRE)
def spire_swap(board, player: int, drawn: list):
    """Readings: the swaps are chosen one card at a time from the denizens drawn (a Vision is no denizen), as many
    as the Dispossessed holds, until the searcher stops; then each chosen card goes to the Dispossessed unseen and
    one taken at random from it, as it was before the swap (a swap: no card comes back), takes its place in the
    hand (Law 8.5). This happens as the cards are drawn, so a Search whose cards are revealed reveals those kept in
    hand (Law 5.1.2). Private: the hand is the searcher's (Law 9.4)."""
    if not applied(board, GREAT_SPIRE):
        return
    chosen = []
    while len(chosen) < len(board.dispossessed):
        left = [card_id for card_id in drawn if not is_vision(card_id) and card_id not in chosen]
        if not left:
            break
        move = yield Decision(player, "spire swap", "Great Spire: swap a drawn denizen for a random card of the "
                              "Dispossessed?", choices=[{"swap": card_id} for card_id in left] + [{"swap": None}],
                              source="Great Spire", private=True)
        if move["swap"] is None:
            break
        chosen.append(move["swap"])
    if not chosen:
        return
    hand = board.players[player].drawn
    taken = draw_dispossessed(board, len(chosen))
    for old, new in zip(chosen, taken):
        drawn[drawn.index(old)] = new
        hand[hand.index(old)] = new
    dispossess(board, chosen)
    name = board.players[player].name
    board.say(f"Great Spire: {name} swaps {len(chosen)} drawn cards for cards of the Dispossessed.", player,
              f"Great Spire: you swap {', '.join(map(card_name, chosen))} for {', '.join(map(card_name, taken))}.")


# --- 208 Fallen Spire (the Great Spire's ruin) ------------------------------------------------------------------------

asks("swap count", "Fallen Spire: swap how many denizens", {"count": COUNT})


FALLEN_SPIRE_MOST = 5


def fallen_spire_most(use) -> int:
    """How many the Fallen Spire may swap: up to five, no more than the denizens in your region's discard pile
    (their backs are public, a Vision's back its own, Law 9.4) and the cards in the Dispossessed (its size is
    public, views.py)."""
    board = use.board
    pile = board.discards[board.region_of(use.me.site)]
    denizens = sum(not is_vision(card) for card in pile)
    return min(FALLEN_SPIRE_MOST, denizens, len(board.dispossessed))


@power(FALLEN_SPIRE, "action", usable=lambda use: fallen_spire_most(use) > 0)
def fallen_spire(use):
    """Fallen Spire (ACT, 1 secret placed and 1 burnt): "Swap up to five denizens from the top of your region's
    discard pile (skipping Visions) with random Dispossessed cards; choose the number without peeking."

    Readings: "your region" is your pawn's (Law 10); the number is chosen first, from one to the most there is to
    swap (none is not offered: the power was used to swap); the swapped denizens are the topmost denizens of the
    pile, each replaced where it lay by a card drawn at random from the Dispossessed as it was before the swap
    (a swap: no card comes back), then filed in the Dispossessed unseen (Law 8.5). No one sees a face: the pile
    stays facedown (Law 9.4), so nothing is peeked."""
    board = use.board
    region = board.region_of(use.me.site)
    pile = board.discards[region]
    most = fallen_spire_most(use)
    move = yield from choose(use.player, "swap count", f"Fallen Spire: swap how many denizens of the {region} "
                             "discard pile with the Dispossessed?", [{"count": n} for n in range(1, most + 1)],
                             "Fallen Spire")
    places = [at for at in reversed(range(len(pile))) if not is_vision(pile[at])][:move["count"]]
    drawn = draw_dispossessed(board, len(places))
    swapped = [pile[at] for at in places]
    for at, card in zip(places, drawn):
        pile[at] = card
    dispossess(board, swapped)
    board.say(f"{use.me.name} swaps the top {len(swapped)} denizens of the {region} discard pile with "
              f"{len(drawn)} random cards of the Dispossessed.")


# --- 209 Ancient Forge (Nomad, intact) --------------------------------------------------------------------------------

# Ancient Forge: "Draw a relic; keep it or put it on the bottom of the relic deck", the Dowsing Sticks' power with
# the Forge's own cost (2 favor placed, 1 secret burnt). The drawn relic is seen by its drawer only unless kept
# (Law 9.4); with the relic deck empty it does nothing, so it is not offered.
power(ANCIENT_FORGE, "action", usable=lambda use: bool(use.board.relic_deck))(dowsing_sticks)


# --- 210 Broken Forge (the Ancient Forge's ruin) ----------------------------------------------------------------------

@power(BROKEN_FORGE, "action")
def broken_forge(use):
    """Broken Forge (ACT, 2 favor and 2 secrets placed): "Flip this card to its intact side (repair it)." It
    becomes the Ancient Forge where it lies, a Nomad card from then on (Law 2.9), keeping the tokens just placed on
    it: being a card that holds tokens, the Ancient Forge cannot be used again until they return at Rest
    (Law 7.1.2, 4.3.1-4.3.2)."""
    forge = next(card for card in use.board.sites[use.place.slot].cards if card.id == BROKEN_FORGE)
    flip_edifice(forge)
    use.board.say(f"{use.me.name} repairs the Broken Forge: it is the Ancient Forge again.")
