"""Offers and answers between players for the goal-directed bot: Citizenship offered and answered (Law 6.6), the
People's Favor's Wake (4.1.1), banner prices (5.4.2), consent to warband transfers (6.5), and the winner's Chronicle
choices (Law 8)."""

from engine.oath.cards import RELICS

from .accepting import by_all, weighing
from .answers import reads
from .secrets import saving_for_secrets
from .seeing import PF, RELICS as RELICS_AIM, SUCCESSOR_AIM, aims, holds, me, seen, threat, vision_name

# The Oaths a winner vows for the next game, the Empire's easiest to hold first (Law 8.1; the winner is the next
# Chancellor, Law 1.7).
VOWS = ("Supremacy", "Protection", "People", "Devotion")


@reads("accept")
def citizenship(view, decision, choices):
    return {"accept": weighing(view, view["you"])}


@reads("space")
def citizenship_relic(view, decision, choices):
    """Law 6.6.1: the Reliquary relic the Chancellor can best spare: the one it knows to defend least (Law 6.4)."""
    def spare(choice):
        relic = view["reliquary"][choice["space"]] or {}
        card = RELICS.get(relic.get("id"))
        return (card.defense_dice if card else 1, choice["space"])
    return min(choices, key=spare)


@reads("send")
def citizenship_terms(view, decision, choices):
    """Law 6.6.1: the offer as it stands, the one relic; nothing more is promised."""
    return {"send": True}


def offer_target(view) -> int | None:
    """Law 6.6.1: the Chancellor offers Citizenship to the Exile threatening most, one Citizen at a time, when that
    Exile would take it and would not come near the Successor's goal by it (a Citizen takes the Chancellor's win
    as Successor, Law 3.3.1). Asked for each offer the Act phase lists: once a view (seen)."""
    return seen(view, ("offer target",), _offer_target, view)


def _offer_target(view) -> int | None:
    if any(player["side"] == "Citizen" for player in view["players"]):
        return None
    exiles = [index for index, player in enumerate(view["players"]) if player["side"] == "Exile"]
    if not exiles:
        return None
    biggest = max(exiles, key=lambda index: (threat(view, index), -index))
    if threat(view, biggest) < 1.0 or not by_all(view, biggest) or heir_apparent(view, biggest):
        return None
    return biggest


def heir_apparent(view, seat: int) -> bool:
    """Whether an Exile made Citizen would hold what the Successor's goal asks (Law 3.3.1), the relic offered
    counted."""
    oath, player = view["oath"], view["players"][seat]
    if oath == "People":
        return holds(view, seat, "Darkest Secret")
    if oath == "Protection":
        return holds(view, seat, PF)
    if oath == "Supremacy":
        mine = len(player["relics"]) + len(player["banners"]) + 1
        ruler = view["players"][view["you"]]
        return mine >= len(ruler["relics"]) + len(ruler["banners"])
    return False


@reads("pay")
def banner_price(view, decision, choices):
    """Law 5.4.2: pay a little over the least for a banner the seat plays for (a dearer banner is harder to take
    back, Law 2.5.2, 5.4.2), else the least."""
    values = sorted(choice["pay"] for choice in choices)
    name = PF if "People" in decision.get("prompt", "") else "Darkest Secret"
    extra = 2 if name in aims(view, view["you"]) else 0
    return {"pay": values[min(len(values) - 1, extra)]}


@reads("peoples_favor", "bank")
def peoples_favor(view, decision, choices):
    """Law 4.1.1.I: the holder puts favor on the People's Favor while it plays for it and has favor to spare (not
    the favor that buys the Darkest Secret's secret)."""
    place = next((choice for choice in choices if choice["peoples_favor"] == "place"), None)
    seat = view["you"]
    spare = 1 if view["oath"] == "People" or guards_peoples_favor(view) else 2
    if place is not None and (PF in aims(view, seat) or holds(view, seat, PF)) \
            and me(view)["favor"] >= spare and not saving_for_secrets(view):
        return place
    return next((choice for choice in choices if choice["peoples_favor"] == "return"), choices[0])


def guards_peoples_favor(view) -> bool:
    """A Citizen whose Successor goal is the People's Favor, or counts it among its relics and banners (Law 3.3.1),
    puts its last favor on it too: a favor returned from it lowers what a rival must pay to take it (4.1.1.I)."""
    return me(view)["side"] == "Citizen" and SUCCESSOR_AIM.get(view["oath"]) in (PF, RELICS_AIM)


@reads("consent")
def consent(view, decision, choices):
    """Law 6.5: warbands stay where they are: the Chancellor keeps a Citizen's garrison on its site, and no warbands
    change boards."""
    return {"consent": False}


# --- the Chronicle (Law 8) --------------------------------------------------------------------------------------

@reads("oath")
def vow(view, decision, choices):
    """Law 8.1: the Oath the winner, next game's Chancellor, holds most easily."""
    offered = [choice["oath"] for choice in choices]
    return {"oath": next((oath for oath in VOWS if oath in offered), offered[0])}


@reads("offer")
def chronicle_offer(view, decision, choices):
    """Law 8.2: the winning Exile offers Citizenship to every other Exile: Citizens next game are its Allies."""
    return {"offer": True}


@reads("accept")
def chronicle_citizenship(view, decision, choices):
    """Law 8.2: an Exile offered Citizenship by the winner takes it unless it was a threat this game."""
    seat = view["you"]
    keeps_road = vision_name(me(view)) is not None or threat(view, seat) >= 4
    return {"accept": not keeps_road}


@reads("build", "repair", "denizen", "ruin")
def build(view, decision, choices):
    """Law 8.3.1: the Imperial winner builds (or repairs) where it can: an intact edifice stays on the map."""
    return next((choice for choice in choices if choice.get("build") is not None or "repair" in choice), choices[0])


ANSWERS = {
    "citizenship": citizenship,
    "citizenship relic": citizenship_relic,
    "citizenship terms": citizenship_terms,
    "banner price": banner_price,
    "peoples favor": peoples_favor,
    "consent": consent,
    "vow oath": vow,
    "chronicle offer": chronicle_offer,
    "chronicle citizenship": chronicle_citizenship,
    "chronicle build": build,
}
