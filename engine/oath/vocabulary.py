"""Oath's vocabulary (engine/core/vocabulary.py): every kind of decision the Law and the cards ask, the shapes of
their answers, and what a view holds (views.py). Cards and relics are named by their save ids, sites by their slot
(0-7) on the map, seats by their index.

The Law's own kinds are declared here (KINDS: what the rules ask, rules.ask and the few Decisions asked directly). A
card declares the kinds it asks beside its power, in its own module (`asks`, abilities/), and the decision kinds
several cards ask are declared once in abilities/phrases.py; `vocabulary()` gathers them all."""

from engine.core.vocabulary import Kind, Map, Schema, Vocabulary, choices

from .cards import SUITS
from .chronicle_writing import OATHS
from .state import REGIONS

CARD = Schema({"type": "integer", "minimum": 0, "description": "a card's save id (GET /rulesets/oath/cards)"})
SLOT = Schema({"type": "integer", "minimum": 0, "maximum": 7, "description": "a site's slot on the map"})
SEAT = Schema({"type": "integer", "minimum": 0, "description": "a seat"})
PLACE = Schema({"type": "integer", "minimum": 0, "description": "a place in a row (of advisers, relics, spaces)"})
COUNT = Schema({"type": "integer", "minimum": 0})
COLOUR = Schema({"type": "string", "description": "a warband colour: Purple, or an Exile's board colour"})
SUIT, REGION, OATH = SUITS, REGIONS, OATHS
BANNER = ("People's Favor", "Darkest Secret")
WITH = [CARD]       # the modifiers chosen with a major action (Law 7.4), by card
MAJOR = {"with?": WITH}

ACT = (
    {"action": "search", "from": ("discard", "world"), "region?": REGION, **MAJOR},
    {"action": "travel", "to": (SLOT, None), "ruler chooses?": True, "buried_giant?": True, "way_station?": True,
     **MAJOR},
    {"action": "campaign", "defender": (SEAT, "bandits"), **MAJOR},
    {"action": "recover", "relic_at": PLACE, **MAJOR},
    {"action": "recover", "banner": BANNER, **MAJOR},
    {"action": "muster", "card": CARD, **MAJOR},
    {"action": "trade", "card": CARD, "for": ("favor", "secrets"), **MAJOR},
    {"action": "reveal_adviser", "card": CARD},
    {"action": "discard_adviser", "adviser": PLACE},
    {"action": "show_adviser", "adviser": PLACE, "to": SEAT},
    {"action": "peek_relic", "relic": PLACE},
    {"action": "peek_reliquary", "space": PLACE},
    {"action": "move_warbands", "to": ("board", "site"), "count": COUNT},
    {"action": ("give_warbands", "take_warbands"), "player": SEAT, "count": COUNT},
    {"action": "offer_citizenship", "exile": SEAT},
    {"action": "exile_citizen", "citizen": SEAT},
    {"action": "self_exile"},
    {"action": "power", "card": CARD},
    {"action": "tribunal", "with": SEAT},
    {"end": "act"},
)
KILL = ({"kill": "site", "slot": SLOT}, {"kill": "board", "player": SEAT})
FREE_CAMPAIGN = {"defender": (SEAT, "bandits", "none")}
CAMPAIGN_FROM = {"at": SLOT, "defender": (SEAT, "bandits")}
FREE_TRAVEL = {"travel": (SLOT, "stay", "ruler chooses"), "with?": WITH}
BANK = {"bank": SUIT}


def yes_no(key: str) -> dict:
    return {key: bool}


KINDS = {
    # setup (Law 1) and the turn (Law 4)
    "pawn": choices("Law 1.23: place your pawn on a faceup site", {"site": SLOT}),
    "adviser": choices("Law 1: keep one card as a facedown adviser", {"adviser": CARD}),
    "reveal favor": choices("the shared bank is short: which site gets 1 favor", {"site": SLOT}),
    "act": choices("Law 4.2: take an action or end your Act phase", *ACT),
    "opportunity": choices("take 1 favor or 1 secret from your site", {"take": ("favor", "secret", "nothing")}),
    "rest power": choices("Law 4.3.5: use a Rest power", {"rest_power": (CARD, None)}),
    "peoples favor": choices("People's Favor: put 1 favor on it, or return 1 to a bank",
                             {"peoples_favor": ("place", "return"), "bank?": SUIT}),
    "trigger": choices("Law 7.1.3: use a power that may be used now", yes_no("react")),
    # Search and playing cards (Law 5.1)
    "keep": choices("Law 5.1: keep one card drawn (two, named in the order played, where a card lets)",
                    {"keep": CARD, "also?": CARD}),
    "discard place": choices("where the cards discarded go (Bracken)", {"pile": REGION, "bottom": bool}),
    "discard order": choices("which card goes on top of the others on the pile", {"card": CARD}),
    "play": choices("Law 5.1.4: play the card at a site, as an adviser, or discard it",
                    {"play": ("site", "adviser", "discard", "vision", "conspiracy"), "site?": SLOT, "faceup?": bool}),
    "adviser discard": choices("too many advisers: discard one", {"discard": CARD}),
    "site discard": choices("first discard a card at a site", {"discard": (CARD, None), "site?": SLOT}),
    "conspiracy": choices("the Conspiracy: take a relic or banner (or not); Inquisitor: play it or discard it",
                          {"take": "relic", "relic": CARD, "from": SEAT}, {"take": "banner", "banner": BANNER,
                                                                           "from": SEAT},
                          {"take": None}, {"conspiracy": ("play", "discard")}),
    # Recover (Law 5.3)
    "banner price": choices("pay more than the banner holds", {"pay": COUNT}),
    "first bank": choices("People's Favor: which bank gets the first of its old favor", BANK),
    # Campaign (Law 5.5) and battle plans
    "campaign target": choices("declare another target, or stop",
                               {"target": ("site", "pawn", "done")}, {"target": "site", "slot": SLOT},
                               {"target": "relic", "relic": CARD}, {"target": "banner", "banner": BANNER},
                               {"target": ("pawn", "done")}),
    "campaign attack dice": choices("how many attack dice", {"attack dice": COUNT}),
    "campaign losses": choices("kill a warband of the force", *KILL),
    "campaign join": choices("join a defense", yes_no("join")),
    "campaign consent": choices("let a Citizen join your defense", yes_no("consent")),
    "campaign sacrifice": choices("sacrifice warbands to win", {"sacrifice": COUNT}),
    "campaign place": choices("warbands to place on the site won", {"place": COUNT}),
    "campaign banish": choices("banish the defender's pawn", {"pawn": ("banish", "stays"), "site?": SLOT}),
    "campaign burn favor": choices("burn half the defender's favor", {"burn favor": COUNT}),
    "battle plan": choices("Law 5.5.3: use a battle plan, or stop", {"plan": (CARD, "done")}),
    "shrouded wood": choices("Shrouded Wood: where the traveller goes", {"to": SLOT}),
    # minor actions and negotiations (Law 6)
    "consent": choices("Law 6.5: consent to warbands moved or given", yes_no("consent")),
    "citizenship relic": choices("which Reliquary relic an offer of Citizenship gives", {"space": PLACE}),
    "citizenship terms": choices("the terms of an offer of Citizenship",
                                 {"term": ("give_favor", "give_secrets", "give_relic", "give_banner", "take_favor",
                                           "take_secrets", "take_relic", "take_banner"), "relic?": CARD,
                                  "banner?": BANNER},
                                 {"show": PLACE}, {"send": True}, {"withdraw": True}),
    "citizenship": choices("become a Citizen", yes_no("accept")),
    "citizenship warbands": choices("too few purple warbands: which to replace", {"replace": ("board", SLOT)}),
    "title": choices("who receives the Oathkeeper title", {"title": SEAT}),
    # the Chronicle (Law 8)
    "vow oath": choices("Law 8.1: which Oath the next game swears", {"oath": OATH}),
    "chronicle offer": choices("Law 8.2: offer Citizenship", yes_no("offer")),
    "chronicle citizenship": choices("Law 8.2: accept Citizenship", yes_no("accept")),
    "chronicle build": choices("Law 8.3.1: build an edifice, repair a ruin, or neither",
                               {"build": SLOT, "denizen": CARD}, {"repair": SLOT, "ruin": CARD}, {"build": None}),
    "chronicle discard pile": choices("Law 8.3.2: onto which discard pile the denizens go", {"pile": REGION}),
    "chronicle suit": choices("Law 8.4: which suit the Archive's cards start from", {"suit": SUIT}),
    "chronicle heal": choices("Law 8.4: the Archive is healed from which Dispossessed stack", {"suit": SUIT}),
}

TOKENS = {"favor": COUNT, "secrets": COUNT}
CARD_SEEN = {"id?": CARD, "back?": ("Denizen", "Vision"), "faceup": bool, **TOKENS}
RELIC = {"id?": CARD, "faceup": False}
PLAYER = {
    "name": str, "colour": str, "side": ("Chancellor", "Exile", "Citizen"), "site": (SLOT, None), "favor": COUNT,
    "secrets": COUNT, "hidden_secrets": COUNT, "warbands": COUNT, "bank": COUNT, "supply": COUNT, "spent": COUNT,
    "advisers": [CARD_SEEN], "vision": (CARD, None), "relics": [CARD], "banners": [BANNER],
    "drawn": [{"id?": CARD, "back": ("Denizen", "Vision")}],
    "peeked?": [CARD], "seen?": [Schema({"type": "object", "description": "what a peek showed this seat alone"})],
}
SITE = {"slot": SLOT, "region": REGION, "site": (Schema({"type": "integer", "description": "the site's id"}), None),
        "faceup": bool, "cards": [CARD_SEEN], "relics": [RELIC], "favor": COUNT, "secrets": COUNT,
        "warbands": Map(COUNT)}
VIEW = {
    "you": (SEAT, None), "oath": OATH, "round": int, "moves": COUNT, "visions_drawn": COUNT, "turn": SEAT,
    "order": [SEAT],
    "phase": ("setup", "wake", "act", "rest", "chronicle", "chronicled"), "finished": bool,
    "outcome": (Schema({"type": "object", "required": ["victory", "winner", "round"],
                        "description": "how the game ended (Law 3): the victory, the winner, the round, the rule"}),
                None),
    "title": {"holder": SEAT, "side": ("Oathkeeper", "Usurper")},
    "banners": Map({"tokens": COUNT, "holder": (SEAT, None), "mob": bool}),
    "favor_pool": COUNT, "favor_banks": Map(COUNT),
    "sites": [SITE], "players": [PLAYER],
    "world": {"top": (("Denizen", "Vision"), None)},
    "discards": Map([("Denizen", "Vision")]),
    "reliquary": [(RELIC, None)], "reliquary_modifiers": [Schema({"description": "a Reliquary space uncovered"})],
    "scepter_taken": ([int], None),
    "boxed": [CARD], "dispossessed": {"count": COUNT}, "relic_tokens": Map(TOKENS), "caged": Map(COUNT),
    "vision_warbands?": Map(SEAT),
    "chronicle?": {"name": str, "game": int, "vowed": (OATH, None), "boards": Map(str), "written": bool},
}

CARD_KINDS: dict[str, Kind] = {}    # filled by the cards' modules as engine.oath imports them (`asks`)


def asks(kind: str, description: str, *shapes) -> None:
    """Declare a kind of decision a card asks, answered with one of its choices, each of one of `shapes`: written in
    the card's module, beside the power that asks it. A kind is declared once, by the Law or by one module."""
    if kind in KINDS or kind in CARD_KINDS:
        raise ValueError(f"the decision kind {kind!r} is declared twice")
    CARD_KINDS[kind] = choices(description, *shapes)


def vocabulary() -> Vocabulary:
    """The Law's kinds, then the cards', by name (so the contract written from it does not follow the order the
    cards' modules are imported in)."""
    return Vocabulary({**KINDS, **dict(sorted(CARD_KINDS.items()))}, VIEW, CARD)
