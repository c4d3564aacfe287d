"""The powers of the edifices (cards.md 6, Law 2.9): each card has an intact face, with a suit, and a ruined face, with
none, and each face has its own power, registered against the save id that names the face. An edifice lies at a site
like a denizen, site only and locked (Law 7.2): whoever rules the site rules it (Law 10 "Rule"), and whoever rules it or
stands there has access to its powers (Law 7.1.1). Its printed cost is its face's (powers.printed_cost).  Written here:
Bandit Rampart (ruin, battle plan), Ancient Forge (Nomad, action), Broken Forge (ruin, action), Fallen Spire (ruin,
action), Festival District (Discord, action). """

from ..battle import change_attack_dice, plan
from ..cards import card_named
from ..powers import power
from ..rules import dispossess, draw_dispossessed, flip_edifice, is_vision
from .battle_plans import keep_targeted
from .powers_played import choose, negotiate
from .relic_powers import dowsing_sticks


def face(name: str) -> int:
    """The save id of the edifice face called `name`."""
    edifice = card_named(name)
    return edifice.ruin_id if edifice.ruin.name == name else edifice.id


BANDIT_RAMPART = face("Bandit Rampart")
ANCIENT_FORGE = face("Ancient Forge")
BROKEN_FORGE = face("Broken Forge")
FALLEN_SPIRE = face("Fallen Spire")
FESTIVAL_DISTRICT = face("Festival District")


# --- the Sprawling Rampart's ruin ------------------------------------------------------------------------------

@plan(BANDIT_RAMPART, "D", usable=keep_targeted)
def bandit_rampart(use):
    """Bandit Rampart (BP, defender): "Remove 2 attack dice if this site is targeted." Its cost is nothing, so the
    bandits use it at a site they rule (Law 5.5.3), as its name says; never below no dice (as Longbows)."""
    change_attack_dice(use, 2)


# --- the Forge -------------------------------------------------------------------------------------------------

# Ancient Forge: "Draw a relic; keep it or put it on the bottom of the relic deck", the Dowsing Sticks' power with
# the Forge's own cost (2 favor placed, 1 secret burnt). The drawn relic is seen by its drawer only unless kept
# (Law 9.4); with the relic deck empty it does nothing, so it is not offered.
power(ANCIENT_FORGE, "action", usable=lambda use: bool(use.board.relic_deck))(dowsing_sticks)


@power(BROKEN_FORGE, "action")
def broken_forge(use):
    """Broken Forge (ACT, 2 favor and 2 secrets placed): "Flip this card to its intact side (repair it)." It
    becomes the Ancient Forge where it lies, a Nomad card from then on (Law 2.9), keeping the tokens just placed on
    it: being a card that holds tokens, the Ancient Forge cannot be used again until they return at Rest
    (Law 7.1.2, 4.3.1-4.3.2)."""
    forge = next(card for card in use.board.sites[use.place.slot].cards if card.id == BROKEN_FORGE)
    flip_edifice(forge)
    use.board.say(f"{use.me.name} repairs the Broken Forge: it is the Ancient Forge again.")


# --- the Great Spire's ruin ------------------------------------------------------------------------------------

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


# --- Festival District (Discord) -------------------------------------------------------------------------------

@power(FESTIVAL_DISTRICT, "action")
def festival_district(use):
    """Festival District (ACT): "Negotiate a binding exchange of favor, secrets and advisers with any player."
    (Law 7.6.3). Advisers change hands only if each side stays within its adviser limit (Law 2.2.2); a locked one
    never moves (Law 7.2.2); a facedown one stays facedown, named by its place in the row (Law 9.4)."""
    choices = [{"with": other} for other in use.board.others(use.player)]
    move = yield from choose(use.player, "exchange partner", "Festival District: with whom?", choices,
                             "Festival District")
    yield from negotiate(use.board, use.player, move["with"], "Festival District", goods=("adviser",))
