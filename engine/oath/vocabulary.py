"""Oath's vocabulary (engine/core/vocabulary.py): every kind of decision the Law and the cards ask (rules.ask, and the
few Decisions asked directly), the shapes of their answers, and what a view holds (views.py). Cards and relics are
named by their save ids, sites by their slot (0-7) on the map, seats by their index."""

from engine.core.vocabulary import Map, Schema, Vocabulary, choices

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
EXCHANGE_TERMS = ({"term": ("give favor", "give secrets", "give relic", "ask favor", "ask secrets", "ask relic"),
                   "relic?": CARD},
                  {"term": ("give adviser", "ask adviser"), "position": Schema({"type": "integer", "minimum": 0,
                                                                                "description": "an adviser's place "
                                                                                "on its owner's board"})},
                  {"term": ("give site", "ask site"), "site": SLOT}, {"send": True}, {"withdraw": True})


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
    "spire swap": choices("Great Spire: swap a drawn denizen for a random card", {"swap": (CARD, None)}),
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
    "exchange partner": choices("with whom to exchange", {"with": SEAT}),
    "exchange terms": choices("the terms of an exchange", *EXCHANGE_TERMS),
    "exchange consent": choices("accept an exchange", yes_no("accept")),
    "tribunal terms": choices("The Tribunal: how much of each", {"give favor": COUNT}, {"give secrets": COUNT},
                              {"ask favor": COUNT}, {"ask secrets": COUNT}),
    "tribunal consent": choices("accept The Tribunal's deal", yes_no("accept")),
    "title": choices("who receives the Oathkeeper title", {"title": SEAT}),
    # powers (Law 7) and the cards
    "travel": choices("Brass Horse: travel where", {"to": SLOT}),
    "second wind travel": choices("Second Wind: travel, spending no Supply", FREE_TRAVEL),
    "second wind campaign": choices("Second Wind: campaign, spending no Supply", FREE_CAMPAIGN),
    "knights errant campaign": choices("Knights Errant: campaign, spending no Supply", FREE_CAMPAIGN),
    "hunting party campaign": choices("Hunting Party: campaign, spending no Supply", FREE_CAMPAIGN),
    "captains campaign": choices("Captains: campaign from which site, against whom", CAMPAIGN_FROM),
    "wild allies campaign": choices("Wild Allies: campaign from which site, against whom", CAMPAIGN_FROM),
    "favor bank": choices("take or gain favor from which bank", BANK),
    "kill warband": choices("kill a warband (Wolves, Second Chance, Terror Spells, Bandit Chief)",
                            {"kill": SEAT}, {"colour": COLOUR},
                            {"kill": "site", "slot": SLOT, "colour": COLOUR}, {"kill": "board", "player": SEAT}),
    "tyrant": choices("Tyrant: kill a warband of which colour", {"kill": COLOUR}),
    "siege site": choices("Siege Engines: kill warbands at which site", {"site": SLOT}),
    "siege kill": choices("Siege Engines: kill a warband of which colour", {"kill": COLOUR}),
    "hospitality": choices("Hospitality: gain 1 favor from which bank", {"suit": SUIT}),
    "disguise": choices("Master of Disguise: act as if you had whose advisers", {"as": SEAT}),
    "assassin": choices("Assassin: discard which faceup adviser", {"player": SEAT, "discard": CARD}),
    "pied piper": choices("Pied Piper: into whose advisers", {"player": SEAT}),
    "blood pact": choices("Blood Pact: sacrifice how many warbands", {"sacrifice": COUNT}),
    "revelation": choices("Revelation: burn how many favor for as many secrets", {"burn": COUNT}),
    "dream thief": choices("Dream Thief: swap which facedown advisers", {"player": SEAT, "adviser": PLACE}),
    "forgotten vault": choices("Forgotten Vault: add a secret to the Darkest Secret, or burn one",
                               {"darkest secret": ("add", "burn")}),
    "bargain partner": choices("Witch's Bargain: with whom", {"with": SEAT}),
    "witch's bargain": choices("Witch's Bargain: which, or done", {"bargain": ("give secret", "give favor", "done")}),
    "blackmail relic": choices("Blackmail: name which relic", {"relic": CARD, "from": SEAT}),
    "blackmail": choices("Blackmail: pay to keep the relic", yes_no("pay")),
    "riots suit": choices("Riots: which of the most common suits", {"suit": SUIT}),
    "enchantress": choices("Enchantress: swap with which adviser", {"swap": CARD, "player": SEAT}),
    "martial culture": choices("Martial Culture: become a Citizen", yes_no("citizen")),
    "obsidian cage": choices("Obsidian Cage: move caged warbands to a board, or stop",
                             {"cage": COLOUR, "to": SEAT, "count": COUNT}, {"cage": "done"}),
    "wrestlers": choices("Wrestlers: sacrifice a warband for 1 defense die", *KILL, {"kill": "none"}),
    "sticky fire": choices("Sticky Fire: kill every warband in the enemy's force", yes_no("kill")),
    "warning signals": choices("Warning Signals: move a warband, or stop",
                               {"move": ("to site", "to board"), "slot": SLOT}, {"move": "done"}),
    "messenger": choices("Messenger: move a warband, or stop",
                         {"move": ("to site", "to board"), "slot": SLOT}, {"move": "done"}),
    "kindred warriors": choices("Kindred Warriors: how many attack dice", {"attack dice": COUNT}),
    "mountain giant": choices("Mountain Giant: 1 or 3 attack dice", {"dice": Schema({"type": "integer",
                                                                                      "enum": [1, 3]})}),
    "wild mounts": choices("Wild Mounts: discard a Beast card instead", {"discard": (CARD, "none")}),
    "relic hunter": choices("Relic Hunter: target a facedown relic, or stop",
                            {"relic_at": SLOT, "place": PLACE}, {"relic_at": "done"}),
    "relic hunter bury": choices("Relic Hunter: keep the relic, or put it on the bottom of the relic deck",
                                 {"relic": ("keep", "bottom")}),
    "squalid district": choices("Squalid District: the fate die's result", {"fate": Schema({"type": "integer"})}),
    "swap count": choices("Fallen Spire: swap how many denizens", {"count": COUNT}),
    "discard pile": choices("which region's discard pile (Convoys, Scryer)", {"pile": REGION}),
    "resettle adviser": choices("Resettle: move which Nomad adviser", {"player": SEAT, "adviser": CARD}),
    "resettle site": choices("Resettle: to which site", {"site": SLOT}),
    "ancient pact": choices("Ancient Pact: give the Chancellor the Darkest Secret", yes_no("accept")),
    "twin brother": choices("Twin Brother: swap with a Nomad adviser", {"swap": CARD, "player": SEAT},
                            {"swap": None}),
    "fae merchant": choices("Fae Merchant: put which relic on the bottom of the relic deck", {"relic": CARD}),
    "palanquin": choices("Palanquin: carry whom, and where", {"player": SEAT, "to": SLOT}),
    "homesteaders": choices("Homesteaders: move which adviser to your site", {"adviser": CARD}),
    "take favor": choices("Charming Friend: take 1 favor from whom", {"from": SEAT}),
    "take secret": choices("Sleight of Hand: take 1 secret from whom", {"from": SEAT}),
    "levelers": choices("Levelers: from which bank to which", {"from": SUIT, "to": SUIT}),
    "relic breaker": choices("Relic Breaker: which relic here", {"relic": PLACE}),
    "deed writer warbands": choices("Deed Writer: how many warbands onto the site", {"warbands": COUNT}),
    "peek adviser": choices("Inquisitor: peek at which adviser", {"player": SEAT, "adviser": PLACE}),
    "garrison site": choices("Garrison: put a warband on which site", {"site": SLOT}),
    "swap": choices("Horned Mask: swap which adviser with which denizen", {"adviser": CARD, "denizen": CARD}),
    "whistle": choices("Whistle: whose pawn", {"player": SEAT}),
    "keep relic": choices("Dowsing Sticks: keep the relic", yes_no("keep")),
    "take relic": choices("Skeleton Key: take the relic", yes_no("take")),
    "reliquary space": choices("which Reliquary relic", {"space": PLACE}),
    "peek": choices("Ivory Eye: peek at what", {"site": SLOT}, {"player": SEAT, "adviser": PLACE},
                    {"relic_at": SLOT, "place": PLACE}),
    "homeland relic": choices("Homeland: take which relic here", {"relic_at": PLACE}),
    "false prophet": choices("False Prophet: put a warband on which revealed Vision", {"vision": CARD}),
    "gathering": choices("The Gathering: move your pawn to this site", yes_no("move")),
    "gathering offer": choices("The Gathering: make an offer to whom", {"with": (SEAT, None)}),
    "great herd": choices("Great Herd: swap with a Nomad card", {"swap": CARD, "site": SLOT}, {"swap": None}),
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

VOCABULARY = Vocabulary(KINDS, VIEW, CARD)
