"""What a card is worth to the goal-directed bot, and where it goes: the card kept from a Search (Law 5.1.3), where
it is played (5.1.4: a site, an adviser faceup or facedown, the Revealed Vision space), the adviser discarded when
there is no room (5.1.4.II), and the first adviser of setup (Law 1.23)."""

from engine.oath.cards import DENIZENS, RELICS, VISIONS, card_name
from engine.oath.cards import SITES as SITES_BY_ID

from .answers import reads
from .secrets import completes_source
from .seeing import (
    DS,
    PF,
    RELICS as RELICS_AIM,
    SITES,
    VISION_AIM,
    aims,
    best_rival,
    imperial,
    me,
    measure,
    title_aim,
    vision_name,
)

CONSPIRACY = "Conspiracy"
REVEAL = 1.6                    # a Vision worth more than this is revealed (Law 5.1.4.III): nearly any, when none is
POWER_WORTH = {"BP": 0.8, "ACT": 0.6, "MOD": 0.4, "PERS": 0.3, "WP": 0.2, "REST": 0.3, "WAKE": 0.2}


def reachable(view, aim: str) -> float:
    """How near the seat is to a Vision's goal (Law 3.2), 0 (far) to 1 (met but for the Visions drawn)."""
    seat = view["you"]
    player = me(view)
    if aim in (PF, DS):
        banner = view["banners"][aim]
        if banner["holder"] == seat:
            return 1.0
        owned = player["favor"] if aim == PF else player["secrets"]
        return max(0.1, min(0.9, 0.9 - 0.15 * max(0, banner["tokens"] + 1 - owned)))
    mine, best = measure(view, seat, aim), best_rival(view, seat, aim)
    if aim == SITES:
        return max(0.1, min(0.9, 0.6 + 0.15 * (mine - best) + 0.05 * player["warbands"]))
    return max(0.1, min(0.9, 0.6 + 0.2 * (mine - best)))


def vision_worth(view, card_id: int) -> float:
    """A Vision for an Exile: worth its goal's nearness, more when the title's aim is the same road (Law 3.2);
    less than the Vision already revealed unless nearer."""
    vision = VISIONS[card_id].name
    if vision == CONSPIRACY:
        return 1.0
    if imperial(me(view)):
        return 0.1                                          # Law 5.1.4.III: never faceup for the Imperial
    aim = VISION_AIM[vision]
    worth = 1.5 + 4.0 * reachable(view, aim) + (1.0 if aim == title_aim(view) else 0.0)
    current = vision_name(me(view))
    if current is not None and current != CONSPIRACY:
        worth -= 1.5 + 4.0 * reachable(view, VISION_AIM[current])
    return worth


def denizen_worth(view, card_id: int) -> float:
    """A denizen: its power's kind (battle plans for those who fight), a suit matching the seat's faceup advisers
    (Law 5.3.2: Trade gains more); little if it has nowhere to go (Law 2.8.1, 5.1.4.II, 7.2.1)."""
    card = DENIZENS.get(card_id)
    if card is None:
        return 0.5
    player = me(view)
    site = view["sites"][player["site"]]
    site_full = site["site"] is None or len(site["cards"]) >= SITES_BY_ID[site["site"]].capacity
    advisers_full = len(player["advisers"]) >= 3
    if (card.restriction == "site" and site_full) or (card.restriction == "adviser" and advisers_full) \
            or (site_full and advisers_full):
        return 0.2
    kind = card.power_type.split(":")[0].split("+")[0]
    worth = 1.0 + POWER_WORTH.get(kind, 0.2)
    if kind == "BP" and SITES in aims(view, view["you"]):
        worth += 0.4
    suits = [DENIZENS[adviser["id"]].suit for adviser in me(view)["advisers"]
             if adviser.get("faceup") and adviser.get("id") in DENIZENS]
    if completes_source(view, card_id):
        worth += 1.0                                        # the Trade that buys the Darkest Secret's secret
    return worth + 0.3 * suits.count(card.suit)


def worth(view, card_id: int) -> float:
    if card_id in VISIONS:
        return vision_worth(view, card_id)
    if card_id in RELICS:
        return 2.0
    return denizen_worth(view, card_id)


@reads("keep")
def keep(view, decision, choices):
    """Law 5.1.3: keep the card worth most (a second one too, if a power allows)."""
    return max(choices, key=lambda choice: (worth(view, choice["keep"]) + (worth(view, choice["also"])
                                                                           if "also" in choice else 0)))


def played_card(view, decision) -> int | None:
    """The card a "play" question is about: the one left in the seat's hand after a Search (Law 5.1.3), else the
    one its prompt names ("Play Longbows"): an adviser turned faceup lies in no zone while its place is asked."""
    hand = [card["id"] for card in me(view)["drawn"] if "id" in card]
    if len(hand) == 1:
        return hand[0]
    prompt = decision.get("prompt", "")
    return PLAYABLE.get(prompt[len("Play "):]) if prompt.startswith("Play ") else None


PLAYABLE = {card_name(card_id): card_id for card_id in (*DENIZENS, *VISIONS)}


@reads("play", "faceup", "site")
def play(view, decision, choices):
    """Law 5.1.4: a reachable Vision to the Revealed Vision space; a denizen with a power worth having among the
    advisers while there is room, else to the site (1 favor, Law 5.1.4.I); never back facedown. A seat playing for
    the Darkest Secret first makes the pair a secret is bought at (secrets.completes_source)."""
    card_id = played_card(view, decision)
    where = {choice["play"] if choice["play"] != "adviser" else ("adviser", choice["faceup"]): choice
             for choice in choices}
    if card_id in VISIONS:
        if "vision" in where and vision_worth(view, card_id) > REVEAL:
            return where["vision"]
        if "conspiracy" in where:
            return where["discard"]
        return where.get(("adviser", False), where["discard"])
    card = DENIZENS.get(card_id)
    advisers = len(me(view)["advisers"])
    power = card.power_type.split(":")[0] if card else ""
    source = completes_source(view, card_id)
    if source == "adviser" and ("adviser", True) in where:         # over the limit, the worst adviser goes
        return where[("adviser", True)]
    here = next((choice for choice in choices if choice["play"] == "site" and choice["site"] == me(view)["site"]),
                None)
    if source == "site" and here is not None:
        return here
    if ("adviser", True) in where and advisers < 2 and power in ("BP", "ACT", "PERS", "MOD"):
        return where[("adviser", True)]
    sites = [choice for choice in choices if choice["play"] == "site"]
    if sites:
        return here or sites[0]
    if ("adviser", True) in where and advisers < 3:
        return where[("adviser", True)]
    return where["discard"]


def reveals(view, card_id: int) -> bool:
    """Whether the seat would turn this facedown adviser faceup (Law 6.1): a Vision it would reveal."""
    return card_id in VISIONS and not imperial(me(view)) and vision_worth(view, card_id) > REVEAL \
        and VISIONS[card_id].name != CONSPIRACY


@reads("discard")
def adviser_discard(view, decision, choices):
    """Law 5.1.4.II: discard the adviser worth least (a facedown Vision it will not reveal first)."""
    return min(choices, key=lambda choice: worth(view, choice["discard"]))


@reads("adviser")
def first_adviser(view, decision, choices):
    """Law 1.23(b): keep the card worth most as the facedown adviser."""
    return max(choices, key=lambda choice: worth(view, choice["adviser"]))


@reads("site")
def pawn(view, decision, choices):
    """Law 1.23(a): an Exile starts where it can fight for its aims: beside a thinly held Imperial site under
    Supremacy, by relics when relics are its aim; others where the most cards and relics lie."""
    wanted = aims(view, view["you"])

    def appeal(choice):
        site = view["sites"][choice["site"]]
        value = len(site["cards"]) * 0.3 + len(site["relics"]) * (1.0 if RELICS_AIM in wanted else 0.3)
        if SITES in wanted and not imperial(me(view)):
            purple = site["warbands"].get("Purple", 0)
            value += 2.0 - purple if purple else 0.5
        return (value, -choice["site"])
    return max(choices, key=appeal)


ANSWERS = {
    "keep": keep,
    "play": play,
    "adviser discard": adviser_discard,
    "adviser": first_adviser,
    "pawn": pawn,
}
