"""The Act phase (Law 4.2) of the goal-directed bot: every move offered is given a worth towards the seat's aims
(seeing.aims), less the Supply it costs; the best worth more than nothing is taken, else the phase ends.

Only moves that spend something (Supply, favor, a card, a warband moved for good) or turn a card faceup are ever
worth anything, so each turn ends: peeks, showing advisers and warbands moved back and forth are never chosen."""

from engine.oath.cards import DENIZENS, GRAND_SCEPTER, RELICS
from engine.oath.actions.recover import relic_price
from engine.oath.actions.trade import TRADE_FAVOR_PRICE
from engine.oath.cards import SITES as SITE_CARDS

from .dealing import guards_peoples_favor, offer_target
from .fighting import (
    BANDITS,
    defended_sites,
    defense,
    heir_against,
    plan,
    successor_holder,
    successor_target,
    wins_successor,
    wins_title,
    worth,
)
from .odds import win_chance
from .seeing import (
    DS,
    LAST_ROUND,
    PF,
    RELICS as RELICS_AIM,
    SITES,
    SUCCESSOR_AIM,
    aims,
    chancellor,
    elsewhere,
    exile_holds_title,
    held,
    holds,
    imperial,
    me,
    rules,
    seen,
    seen_anywhere,
    title_aim,
    title_banner_holder,
    title_holder,
    travel_cost,
)
from .secrets import (
    completes_source,
    darkest_secret_open,
    darkest_secret_price,
    favor_kept,
    matching,
    secret_sources,
    seeks_darkest_secret,
)
from .valuing import reveals

MOST_FORCE = 16                 # warbands a Citizen musters at most for the Successor's Campaign
HEIR_ODDS = 0.75                # the odds a Citizen musters for before that Campaign
# how sure that Campaign must be, round by round: the game may end after rounds 5, 6 and 7 (Law 3.3), and ends
# after round 8 (3.4); a failed Campaign costs half the force (5.5.6), so early on the Citizen waits for better odds
HEIR_LEAST = {1: 0.65, 2: 0.65, 3: 0.65, 4: 0.65, 5: 0.5, 6: 0.35, 7: 0.2, 8: 0.2}
SUPPLY = 0.3                    # what a point of Supply is worth kept (Law 4.3.4 saves it for the next turn)
END = {"end": "act"}


def act(view, choices: list) -> dict:
    best, chosen = 0.0, END
    for move in choices:
        if "with" in move or "end" in move:         # modifiers left to the plain move (Law 7.4.1: optional)
            continue
        value = score(view, move)
        if value > best + 1e-9:
            best, chosen = value, move
    if chosen.get("action") == "campaign":
        chosen = muster_first(view, choices, 2) or chosen
    return chosen if chosen in choices else next((move for move in choices if "end" in move), choices[-1])


def muster_first(view, choices: list, after: int) -> dict | None:
    """Law 5.2, 5.5.2: warbands mustered before a Campaign fight in it, so a Muster the Supply leaves room for comes
    first: 1 for it, `after` for the Campaign."""
    player = me(view)
    if player["supply"] < 1 + after or player["bank"] < 2 or player["favor"] < 1:
        return None
    if wants_banner(view, PF) and player["favor"] - 1 <= view["banners"][PF]["tokens"] and \
            player["favor"] > view["banners"][PF]["tokens"]:
        return None                                         # the favor pays for the banner this turn
    return next((move for move in choices if move.get("action") == "muster" and "with" not in move), None)


def score(view, move: dict) -> float:
    scorer = SCORERS.get(move.get("action"))
    return scorer(view, move) if scorer else 0.0


# --- Law 5.5: Campaign ----------------------------------------------------------------------------------------------

def least_chance(view, defender) -> float:
    """How sure a Campaign must be: surer early on; an Empire whose title an Exile holds strikes back at long odds
    (the Exile wins at its second Wake with it, Law 3.1, 4.1.3); an Exile late in the game takes its chances."""
    player = me(view)
    if exile_holds_title(view) and defender == title_holder(view) != view["you"]:
        return 0.45 if imperial(player) else 0.4
    if heir_against(view, defender):
        return HEIR_LEAST[min(view["round"], LAST_ROUND)]  # the Successor's only road: surer while time is left
    if not imperial(player) and view["round"] >= 6 and title_holder(view) != view["you"]:
        return 0.4
    return 0.55


def campaign(view, move: dict) -> float:
    defender = move["defender"]
    _, chance, targets = plan(view, defender)               # the chance and targets of its worth (fighting.worth)
    needed = least_chance(view, defender)
    if targets and not imperial(me(view)) and wins_title(view, defender, targets):
        needed = min(needed, 0.4)                           # Law 2.11: the title, held to the next Wake, wins
    if not targets or chance < needed or wasted(view, defender, targets):
        return -1.0
    return worth(view, defender)[0] - 2 * SUPPLY


def wasted(view, defender, targets: list) -> bool:
    """A Citizen whose Successor goal is a thing a player holds (the Grand Scepter, a banner: Law 3.3.1) fights only
    for it while another holds it, keeping its warbands for that Campaign, and never takes the Empire's sites (they
    stay the Empire's, 6.6.3). Under Supremacy, where relics and banners count, a Campaign is left to its worth."""
    if me(view)["side"] != "Citizen" or SUCCESSOR_AIM.get(view["oath"]) == RELICS_AIM:
        return False
    if wins_successor(view, defender, targets):
        return False
    if defender != BANDITS and imperial(view["players"][defender]):
        return True
    holder = successor_holder(view)
    return holder is not None and holder != view["you"]


# --- Law 5.2: Muster ------------------------------------------------------------------------------------------------

def wanted_warbands(view) -> int:
    """Warbands worth having on the board: many when the seat fights for sites or against an Exile's title."""
    wanted = aims(view, view["you"])
    if not imperial(me(view)) and title_aim(view) in (SITES, DS):
        return 12                                           # an Exile takes and holds this title by Campaigns
    if SITES in wanted:
        return 10
    if heir_against(view, chancellor(view)):
        return heir_force(view, HEIR_ODDS)                  # the Chancellor's holding is taken by a Campaign
    if imperial(me(view)) and exile_holds_title(view):
        return 9
    return 6 if imperial(me(view)) else 8


def muster(view, move: dict) -> float:
    """Law 5.2: 1 Supply and 1 favor for 2 warbands, keeping the favor the People's Favor would cost when the seat
    plays for it (Law 5.4.2)."""
    player = me(view)
    if player["bank"] < 1 and player["side"] != "Citizen":
        return -1.0
    if wants_banner(view, PF) and player["favor"] - 1 <= view["banners"][PF]["tokens"]:
        return -1.0                                         # the favor to take it (back) comes first
    if short_of_favor(view, 1):
        return -1.0                                         # the favor kept (favor_reserve)
    short = wanted_warbands(view) - player["warbands"]
    if short <= 0:
        return -1.0
    if fights_for_title(view):
        return 1.0 + 0.2 * short - SUPPLY
    return 0.5 + 0.15 * short - SUPPLY


def favor_reserve(view) -> int:
    """Favor the seat keeps: the price of the People's Favor when it is its first aim or a rival holds the title with
    it, the 2 that buy the Darkest Secret's secret (secrets.favor_kept), or 1 for the Wake of the People's Favor it
    holds for its aim (Law 4.1.1.I: without favor to put on it, its holder returns one)."""
    seat, banner = view["you"], view["banners"][PF]
    wanted = aims(view, seat)
    if PF in wanted and not holds(view, seat, PF) and (wanted[0] == PF or rival_holds_title_banner(view)):
        return banner["tokens"] + 1                 # Law 5.4.2: its price, the first aim or the title to take back
    guards = holds(view, seat, PF) and guards_peoples_favor(view)
    return max(favor_kept(view), 1 if guards else 0)


def rival_holds_title_banner(view) -> bool:
    """The People's Favor is the title (Law 2.11, the People) and an Exile rival holds it: it wins at its next Wake
    but one unless it loses it (3.1)."""
    holder = title_banner_holder(view)
    return title_aim(view) == PF and holder is not None and holder != view["you"] and \
        not same_side(view, view["you"], holder)


def short_of_favor(view, spent: int) -> bool:
    return spent > 0 and me(view)["favor"] - spent < favor_reserve(view)


def fights_for_title(view) -> bool:
    """An Exile whose title is won by Campaigns (Law 2.11, 5.5): the sites ruled, or the Darkest Secret it does not
    hold yet (its secrets rarely reach the price, Law 5.4.2)."""
    aim = title_aim(view)
    return not imperial(me(view)) and (aim == SITES or (aim == DS and not holds(view, view["you"], DS)))


# --- Law 5.4: Recover -----------------------------------------------------------------------------------------------

def recover(view, move: dict) -> float:
    seat, wanted = view["you"], aims(view, view["you"])
    if "banner" in move:
        name = move["banner"]
        if holds(view, seat, name):
            return -1.0
        value = 0.2
        if name in wanted:
            value += 4.0 + (2.0 if title_aim(view) == name else 0.0)
        if RELICS_AIM in wanted:
            value += 2.3                                        # counted with the relics (Law 2.11, 3.2, 3.3.1)
        holder = view["banners"][name]["holder"]
        if holder is not None and name in aims(view, holder) and not same_side(view, seat, holder):
            value += 2.0                                        # deny it to a rival who plays for it
        return value - SUPPLY
    price = relic_price(view["sites"][me(view)["site"]]["site"])
    if price and (short_of_favor(view, price.favor) or
                  (price.secrets and seeks_darkest_secret(view) and RELICS_AIM not in wanted)):
        return -1.0                                     # the favor kept (favor_reserve), the secrets for the banner
    if price and price.secrets and me(view)["secrets"] - price.secrets < 1 and wanted[:1] != [RELICS_AIM]:
        return -1.0                                     # Law 4.3.2: a secret kept comes back each Rest, a burnt one never
    value = 2.5 if RELICS_AIM in wanted else 0.7
    return value - SUPPLY


def heir_force(view, odds: float) -> int:
    """The warbands that win the Chancellor's holding at `odds` or better: its pawn, the relic or banner, the
    title's die if it holds the title, and its warbands beside it (Law 5.5.2-5.5.5), with 2 more on its site."""
    defender, scepter = chancellor(view), {"target": "relic", "relic": GRAND_SCEPTER.id}
    holding = successor_target(view) or (scepter if GRAND_SCEPTER.id in view["players"][defender]["relics"] else None)
    targets = [{"target": "pawn"}] + ([holding] if holding else [])
    dice, warbands = defense(dict(view, players=[dict(player, site=0) for player in view["players"]]),
                             defender, targets)
    return next((force for force in range(6, MOST_FORCE) if win_chance(force, dice, warbands + 2, force) >= odds),
                MOST_FORCE)


def same_side(view, seat: int, other: int) -> bool:
    return imperial(view["players"][seat]) and imperial(view["players"][other])


# --- Law 5.6: Travel ------------------------------------------------------------------------------------------------

def moved(view, slot: int, cost: int) -> dict:
    """The view as it would be with the seat's pawn at `slot` and `cost` Supply spent."""
    players = list(view["players"])
    players[view["you"]] = dict(players[view["you"]], site=slot, supply=players[view["you"]]["supply"] - cost)
    there = dict(view, players=players)
    elsewhere(view, there)
    return there


def opportunity(view, slot: int) -> float:
    """What the seat could do at a site: its best Campaign from there, a relic it plays for, a facedown site to
    reveal (Law 5.6.2). Each Travel weighs the site it leaves: once a view (seen)."""
    return seen(view, ("opportunity", slot), _opportunity, view, slot)


def _opportunity(view, slot: int) -> float:
    site = view["sites"][slot]
    if not site["faceup"]:
        return 0.3
    best = 0.0
    for defender in defenders_at(view, slot):
        if defender != BANDITS and same_side(view, view["you"], defender) and not heir_against(view, defender):
            continue
        _, chance, targets = plan(view, defender)           # the chance and targets of its worth (fighting.worth)
        if targets and chance >= least_chance(view, defender) and not wasted(view, defender, targets):
            best = max(best, worth(view, defender)[0])
    if site["relics"]:
        value = 2.5 if RELICS_AIM in aims(view, view["you"]) else 0.5
        best = max(best, value if affordable(view, site["site"]) else value / 3)
    if secret_sources(view) and me(view)["secrets"] < darkest_secret_price(view):
        best = max(best, 2.5 if me(view)["favor"] >= TRADE_FAVOR_PRICE else 1.5)   # the secret's Trade
    if broke(view) and not nowhere_to_play(view):
        best = max(best, 1.0)                   # Law 5.1.4.I: a card played to the site brings favor again
    return best


def defenders_at(view, slot: int) -> list:
    """Who would defend a Campaign from the site: every other player with its pawn there or defending it, then the
    bandits if they hold it. Laid out for every site at once a decision, shared by the views with the seat
    elsewhere (seen_anywhere: the other pawns stay where they are); never to be changed."""
    return seen_anywhere(view, ("defenders",), _defenders, view)[slot]


def _defenders(view) -> list[list]:
    found = [[] for _ in view["sites"]]
    for index, player in enumerate(view["players"]):
        if index != view["you"]:
            defended = defended_sites(view, index)
            for slot, defenders in enumerate(found):
                if player["site"] == slot or slot in defended:
                    defenders.append(index)
    for slot in defended_sites(view, BANDITS):
        found[slot].append(BANDITS)
    return found


def broke(view) -> bool:
    """No favor and no secret: nothing to Muster or Trade with until a card is played to a site."""
    return me(view)["favor"] == 0 and me(view)["secrets"] == 0


def affordable(view, site_id: int) -> bool:
    """Law 2.8.4, 5.4.2: whether the seat can pay what the site asks for one of its relics."""
    price = relic_price(site_id)
    player = me(view)
    return price is not None and player["favor"] >= price.favor and player["secrets"] >= price.secrets


def travel(view, move: dict) -> float:
    slot = move.get("to")
    if slot is None:
        return -1.0
    player = me(view)
    cost = travel_cost(view, player["site"], slot)
    there = moved(view, slot, cost)
    gain = opportunity(there, slot) - opportunity(view, player["site"])
    if player["supply"] - cost < 2:
        gain *= 0.6                                         # the Campaign waits for the next turn's Supply
    return 0.8 * gain - cost * SUPPLY


# --- Law 5.1, 5.3: Search and Trade ---------------------------------------------------------------------------------

def search(view, move: dict) -> float:
    player = me(view)
    cost = 2 if move["from"] == "discard" or holds(view, view["you"], DS) else (
        2 if view["visions_drawn"] == 0 else 3 if view["visions_drawn"] <= 2 else 4)
    value = 1.3 if view["round"] <= 6 else 0.7
    if not imperial(player) and player.get("vision") is None and move["from"] == "world":
        value += 0.6                                        # an Exile looks for a Vision (Law 3.2)
    if player["favor"] < 2:
        value += 0.4                                        # a card played to a site brings favor (Law 5.1.4.I)
    if nowhere_to_play(view):
        value -= 1.0 if move["from"] == "discard" or imperial(player) else 0.6
    if "region" in move:
        value -= 0.2
    return value - cost * SUPPLY


def nowhere_to_play(view) -> bool:
    """Law 2.8.1, 5.1.4.II: the seat's site is full and so are its advisers."""
    player = me(view)
    site = view["sites"][player["site"]]
    full = site["site"] is None or len(site["cards"]) >= SITE_CARDS[site["site"]].capacity
    return full and len(player["advisers"]) >= 3


def wants_banner(view, name: str) -> bool:
    """The seat plays for the banner (its own aim, or relics and banners counted together) and does not hold it."""
    wanted = aims(view, view["you"])
    return (name in wanted or RELICS_AIM in wanted) and not holds(view, view["you"], name)


def trade(view, move: dict) -> float:
    """Law 5.3.2: a secret for 1 favor and 1 more per matching adviser; 2 favor for a secret per matching adviser."""
    player, wanted = me(view), aims(view, view["you"])
    gained = matching(view, move["card"])
    price = darkest_secret_price(view)
    if wants_banner(view, DS) and darkest_secret_open(view):
        if move["for"] == "secrets" and gained and player["secrets"] < price <= player["secrets"] + gained:
            return 3.0                                          # the Recover it pays for comes next
        if move["for"] == "favor" and player["secrets"] >= price:
            return -1.0                                         # the secrets are for the banner this turn
    if move["for"] == "favor":             # the secret paid comes back at Rest (Law 4.3.2): favor every turn
        wanted_favor = 3 + (view["banners"][PF]["tokens"] if PF in wanted and not holds(view, view["you"], PF) else 0)
        short = wanted_favor - player["favor"]
        return 0.6 + 0.3 * min(short, gained + 1) - SUPPLY if short > 0 else -1.0
    short = view["banners"][DS]["tokens"] + 2 - player["secrets"] if DS in wanted else 0
    return 0.4 + 0.3 * min(short, gained) - SUPPLY if short > 0 and gained > 0 else -1.0


# --- minor actions (Law 6) -----------------------------------------------------------------------------------------

def reveal_adviser(view, move: dict) -> float:
    """Law 6.1: a Vision worth revealing goes to the Revealed Vision space; a denizen is turned faceup (and played
    again, 5.1.4) when its suit makes the Trade that buys the Darkest Secret's secret."""
    card = move["card"]
    if card in DENIZENS:
        return 2.5 if completes_source(view, card) else -1.0
    return 5.0 if reveals(view, card) else -1.0


def power(view, move: dict) -> float:
    """Law 6.2: an Action power that costs tokens placed on its card (so it is used once a turn, Law 7.1.2),
    when the seat has them to spare."""
    card = DENIZENS.get(move["card"]) or RELICS.get(move["card"])
    if card is None:
        return -1.0
    cost, player = card.cost, me(view)
    if not (cost.place_favor or cost.place_secrets):
        return -1.0
    if player["favor"] < cost.place_favor + cost.burn_favor + 1 or \
            player["secrets"] < cost.place_secrets + cost.burn_secrets + 1:
        return -1.0
    if short_of_favor(view, cost.place_favor + cost.burn_favor) or \
            (seeks_darkest_secret(view) and cost.place_secrets + cost.burn_secrets):
        return -1.0                                         # the tokens are for the Darkest Secret
    return 0.35


def offer_citizenship(view, move: dict) -> float:
    """Law 6.6.1: to the Exile threatening most, when it would take it (dealing.offer_target)."""
    return 2.0 if offer_target(view) == move["exile"] else -1.0


def successor_near(view, citizen: int) -> float:
    """How near a Citizen is to the Successor's goal (Law 3.3.1): 1 met, 0.5 close, 0 far."""
    aim = SUCCESSOR_AIM.get(view["oath"])
    if successor_target(view) is not None:
        return float(successor_holder(view) == citizen)
    if aim == RELICS_AIM:
        mine = held(view, citizen)
        rivals = [held(view, chancellor(view))] + [held(view, index) for index, other in enumerate(view["players"])
                                                   if other["side"] == "Citizen" and index != citizen]
        return 1.0 if mine > max(rivals) else 0.5 if mine == max(rivals) else 0.0
    return 0.0


def exile_citizen(view, move: dict) -> float:
    """Law 6.7: the Chancellor exiles a Citizen who would take its win as Successor."""
    if me(view)["side"] != "Chancellor":
        return -1.0
    near = successor_near(view, move["citizen"])
    return 4.0 * near if near >= 1 or (near >= 0.5 and view["round"] >= 5) else -1.0


def move_warbands(view, move: dict) -> float:
    """Law 6.5: a garrison on the seat's own site when ruling sites is its aim, keeping a force on the board."""
    player, seat = me(view), view["you"]
    if move["to"] != "site" or SITES not in aims(view, seat) or not rules(view, seat, player["site"]):
        return -1.0
    there = view["sites"][player["site"]]["warbands"].get("Purple" if imperial(player) else player["colour"], 0)
    if there >= 2 or player["warbands"] - move["count"] < 4:
        return -1.0
    return 1.0 + 0.1 * min(move["count"], 2 - there) - 0.2 * max(0, move["count"] - (2 - there))


SCORERS = {
    "campaign": campaign,
    "muster": muster,
    "recover": recover,
    "travel": travel,
    "search": search,
    "trade": trade,
    "reveal_adviser": reveal_adviser,
    "power": power,
    "offer_citizenship": offer_citizenship,
    "exile_citizen": exile_citizen,
    "move_warbands": move_warbands,
}
