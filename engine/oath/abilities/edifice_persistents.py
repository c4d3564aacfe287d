"""The persistent faces of the edifices (cards.md 6, Law 2.9, 7.1.4): Sprawling Rampart (Order), Hall of Debate
(Hearth) and the ruins Hall of Mockery, Ruined Temple and Squalid District. Each answers the hook point of the rule
it changes, beside its text.

An edifice lies at a site, site only and locked (Law 7.2): its power is on while it lies faceup, that face up, at a
faceup site (powers.locate), and "this card's ruler" is whoever rules that site (Law 10 "Rule", read through
engine.oath.ruler_powers: the Empire, an Exile, or the bandits). A persistent power binds whom it describes, access
or not (Law 7.1.4); "no one" and "always" bind its ruler too.
"""

from .. import hooks
from ..cards import DENIZENS
from ..powers import site_of
from ..ruler_powers import enemy_of_card_ruler, ruler_of
from ..state import CITIZEN, PEOPLES_FAVOR
from .edifices import face
from .powers_played import choose

SPRAWLING_RAMPART = face("Sprawling Rampart")
HALL_OF_DEBATE = face("Hall of Debate")
HALL_OF_MOCKERY = face("Hall of Mockery")
RUINED_TEMPLE = face("Ruined Temple")
SQUALID_DISTRICT = face("Squalid District")

FATE_DIE = range(1, 7)          # Law 3.3: a d6 numbered 1-6


# --- Sprawling Rampart (Order) ---------------------------------------------------------------------------------

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


# --- Hall of Debate (Hearth) and its ruin, Hall of Mockery ---------------------------------------------------

@hooks.contributes("campaign.target_allowed", "Hall of Debate", card=HALL_OF_DEBATE)
def hall_of_debate(board, campaign, target: dict) -> bool:
    """Hall of Debate (PERS, Campaign): "No one can target the People's Favor." No one: its ruler neither. A
    Campaign's targets are declared only at Law 5.5.2, so the banner is never offered there; taking it otherwise
    (Recover, Law 5.4; a seizure by a power) is no targeting and stays allowed."""
    return target.get("banner") != PEOPLES_FAVOR or site_of(board, HALL_OF_DEBATE) is None


@hooks.contributes("recover.peoples_favor_mob", "Hall of Mockery", card=HALL_OF_MOCKERY)
def hall_of_mockery(board, player: int) -> bool:
    """Hall of Mockery (ruin; PERS, Recover): "Recovering the People's Favor always flips it to its Mob side."
    Always: whoever recovers it, its ruler too, and whatever side it showed (Law 5.4.2 would turn it to its
    non-Mob side). Its old favor still goes back to the banks (Law 5.4.4); the Mob side does what it does at Wake
    (Law 2.5.3, 4.1.3)."""
    return site_of(board, HALL_OF_MOCKERY) is not None


# --- Forest Temple's ruin: Ruined Temple ------------------------------------------------------------------------

@hooks.contributes("play.card_faceup", "Ruined Temple", card=RUINED_TEMPLE)
def ruined_temple(board, player: int, card_id: int) -> bool:
    """Ruined Temple (ruin; PERS, Search): "Enemies of this card's ruler cannot play Beast cards faceup."

    Readings: every playing of a card binds it (Law 5.1.4 after a Search, the same play after turning a facedown
    adviser faceup, Law 6.1, and a power's play): faceup to a site or as a faceup adviser is barred, facedown as an
    adviser or discarded stays open (Law 5.1.4.II). Enemies as Law 10 "Enemy" and 6.6.3 make them: of the bandits
    everyone is, of the Empire the Exiles, of an Exile everyone else."""
    beast = card_id in DENIZENS and DENIZENS[card_id].suit == "Beast"
    return not beast or not enemy_of_card_ruler(board, player, RUINED_TEMPLE)


# --- Festival District's ruin: Squalid District -------------------------------------------------------------

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
