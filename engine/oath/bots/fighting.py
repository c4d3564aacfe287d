"""Campaigns (Law 5.5) for the goal-directed bot: which defender and targets are worth the Supply and the warbands,
and the answers a Campaign asks for (targets, attack dice, sacrifice, garrisons, banishing, battle plans, Allies).

A Campaign is planned afresh at each of its questions from what the seat sees; nothing is remembered between
questions, so the targets it declares are those its plan wants, one by one, until none is left (Law 5.5.2)."""

from functools import cache
from itertools import combinations

from engine.oath.cards import GRAND_SCEPTER, RELICS

from .answers import reads
from .odds import campaign_odds
from .seeing import (
    DS,
    PF,
    RELICS as RELICS_AIM,
    SCEPTER,
    SITES,
    SUCCESSOR_AIM,
    aims,
    chancellor,
    colour,
    exile_holds_title,
    held,
    imperial,
    measure,
    me,
    ruled,
    rules,
    ruler,
    seen,
    seen_anywhere,
    sites_of,
    title_aim,
    title_holder,
)

BANDITS = "bandits"
PAWN_DICE = 2                   # the shield on the player board (Law 5.5.2)
WARBAND = 0.35                  # what one warband on the board is worth, in the units of `target_value`
MOST_TARGETS = 6                # targets weighed together at most (the forced one and the five best others)


def colour_of_defender(view, defender) -> str | None:
    """Law 5.5.1: the defending side's colour; a Citizen attacked by the Chancellor fights in its own."""
    if defender == BANDITS:
        return None
    player, attacker = view["players"][defender], me(view)
    if player["side"] == "Citizen" and attacker["side"] == "Chancellor":
        return player["colour"]
    return colour(player)


def defended_sites(view, defender) -> list[int]:
    """The faceup sites the defender would defend: those with its warbands (its side's colour, colour_of_defender),
    or for the bandits those with no warbands. Once a decision (seen_anywhere); never to be changed."""
    return seen_anywhere(view, ("defended sites", defender), _defended_sites, view, defender)


def _defended_sites(view, defender) -> list[int]:
    if defender == BANDITS:
        return [slot for slot, site in enumerate(view["sites"]) if site["faceup"] and not site["warbands"]]
    return sites_of(view, colour_of_defender(view, defender))


def target_options(view, defender) -> list:
    """Law 5.5.2: the defender's sites anywhere; its relics, banners, pawn and favor if its pawn is at your site.
    The forced target comes first: your site if the defender rules it, else the defender's pawn."""
    here, sites = me(view)["site"], defended_sites(view, defender)
    pawn_here = defender != BANDITS and view["players"][defender]["site"] == here
    if here not in sites and not pawn_here:
        return []                               # neither forced target can be declared
    held = []
    if pawn_here:
        player = view["players"][defender]
        held = [{"target": "relic", "relic": relic} for relic in player["relics"]] + \
            [{"target": "banner", "banner": name} for name in player["banners"]]
    if here in sites:
        return [{"target": "site", "slot": here}] + \
            [{"target": "site", "slot": slot} for slot in sites if slot != here] + held + \
            ([{"target": "pawn"}] if pawn_here else [])
    return [{"target": "pawn"}] + [{"target": "site", "slot": slot} for slot in sites] + held


def aim_weights(view) -> dict:
    """Each of the seat's aims by how pressing it is: 3 the first, 2 the others (once a decision, never to be
    changed)."""
    return seen_anywhere(view, ("aim weights",), _aim_weights, view)


def _aim_weights(view) -> dict:
    wanted = aims(view, view["you"])
    return {aim: (3.0 if aim == wanted[0] else 2.0) for aim in wanted}


def target_value(view, defender, target: dict) -> float:
    """What taking a target is worth to the seat, by its aims (seeing.aims) and by what it denies a threat. Every
    site of a defender is worth the same: once a decision (seen_anywhere)."""
    if target["target"] == "site":
        return seen_anywhere(view, ("site value", defender), _target_value, view, defender, target)
    return _target_value(view, defender, target)


def _target_value(view, defender, target: dict) -> float:
    weight = aim_weights(view)
    kind = target["target"]
    if me(view)["side"] == "Citizen":
        if target == successor_target(view):
            return 8.0                          # Law 3.3.1: the Successor's goal
        if kind in ("site", "pawn") and defender != BANDITS and imperial(view["players"][defender]):
            return 0.0                          # Law 6.6.3: the Empire's sites stay the Empire's
    if kind == "site":
        value = 0.4 + 2.5 * weight.get(SITES, 0) / 3
        if title_aim(view) == SITES and defender != BANDITS and title_holder(view) == defender \
                and not imperial(view["players"][defender]):
            value += 3.0                        # Law 2.11: the sites of an Exile holding the title
        if defender != BANDITS and imperial(view["players"][defender]) and not imperial(me(view)) \
                and title_aim(view) == SITES:
            value += 0.6                        # every Imperial site taken brings the Empire's count down
        return value
    if kind == "relic":
        relic = target["relic"]
        value = 1.0 + 2.0 * weight.get(RELICS_AIM, 0) / 3
        if relic == GRAND_SCEPTER.id:
            value += 1.0 + 3.0 * weight.get(SCEPTER, 0) / 3
        return value
    if kind == "banner":
        name = target["banner"]
        if me(view)["side"] == "Citizen" and defender != BANDITS and imperial(view["players"][defender]) \
                and name == title_aim(view) and weight.get(RELICS_AIM, 0) == 0:
            return 0.2                          # the Empire holds the title already: only dice against it
        value = 1.2 + 3.0 * (weight.get(name, 0) + weight.get(RELICS_AIM, 0) / 2) / 3
        if title_aim(view) == name and title_holder(view) == defender:
            value += 2.0                        # Law 2.11: taking the banner takes the title with it
        return value
    return 0.3 + 0.1 * view["players"][defender]["favor"]      # the pawn and favor: banish and burn (5.5.7.III)


def defense(view, defender, targets: list) -> tuple[int, int]:
    """Law 5.5.2-5.5.4 as the seat can foresee them: the defense dice of the targets and the title, and the
    warbands (or bandits) that will stand in the defending force, Allies included."""
    return Defense(view, defender).of(targets, me(view)["site"])


def defense_against(view, defender) -> "Defense":
    """`Defense` once a decision, shared by the views with the seat elsewhere: it reads no part of the seat's own
    board (the seat never stands in the defense), and the site it attacks from is given with the targets."""
    return seen_anywhere(view, ("defense", defender), Defense, view, defender)


class Defense:
    """The defense against one defender (`defense`) as parts that add up: the title's dice and the defending pawns
    on the seat's site (`here`), then each target's share: its dice, and for a site the warbands (or bandit) on it
    and those of the defending pawns there. A plan weighs many sets of the same targets, so each share is worked
    out once."""

    def __init__(self, view, defender):
        self.view, self.defender = view, defender
        self.dice = 0
        self.standing = []
        if defender == BANDITS:
            return
        holder, player = title_holder(view), view["players"][defender]
        if holder == defender or (view["oath"] == "Supremacy" and imperial(player) and
                                  imperial(view["players"][holder])):
            self.dice += 2 if view["title"]["side"] == "Usurper" else 1         # Law 2.11(f), (g)
        self.shade = colour_of_defender(view, defender)
        self.standing = [defender]
        if imperial(player) and not (player["side"] == "Citizen" and me(view)["side"] == "Chancellor"):
            self.standing += [index for index, other in enumerate(view["players"])  # Law 5.5.2 Empire: the Allies
                              if index not in (defender, view["you"]) and imperial(other)]

    def pawns_at(self, slot: int) -> int:
        """The warbands on the boards of the defending pawns at a site (they stand in the defending force)."""
        players = self.view["players"]
        return sum(players[index]["warbands"] for index in self.standing if players[index]["site"] == slot)

    def share(self, target: dict, here: int) -> tuple[int, int]:
        """(dice, warbands) a target adds to the defense."""
        kind = target["target"]
        if kind == "site":
            slot = target["slot"]
            if self.defender == BANDITS:
                return 1, 1
            warbands = self.view["sites"][slot]["warbands"].get(self.shade, 0)
            return 1, warbands + (self.pawns_at(slot) if slot != here else 0)
        if kind == "relic":
            return relic_dice(target["relic"]), 0
        if kind == "banner":
            return self.view["banners"][target["banner"]]["tokens"], 0
        return PAWN_DICE, 0

    def of(self, targets: list, here: int) -> tuple[int, int]:
        dice, warbands = self.dice, self.pawns_at(here)
        for target in targets:
            more_dice, more_warbands = self.share(target, here)
            dice, warbands = dice + more_dice, warbands + more_warbands
        return dice, warbands


def relic_dice(relic: int) -> int:
    """Law 5.5.2: a relic's defense dice, the Grand Scepter's among them."""
    if relic == GRAND_SCEPTER.id:
        return GRAND_SCEPTER.defense_dice
    return RELICS[relic].defense_dice if relic in RELICS else 1


def force(view) -> int:
    return me(view)["warbands"]


def weigh(view, defender, targets: list, values=None) -> tuple[float, float]:
    """(expected gain, chance of winning) of a Campaign against `defender` declaring `targets`, with every
    warband on the board rolling (Law 5.5.2); `values`, if given, holds each target's value (target_value)."""
    dice, warbands = defense(view, defender, targets)
    if values is None:
        values = [target_value(view, defender, target) for target in targets]
    sites = sum(1 for target in targets if target["target"] == "site")
    return odds_of(view, dice, warbands, sites, values)


def odds_of(view, dice: int, warbands: int, sites: int, values: list) -> tuple[float, float]:
    """`weigh` of targets worth `values`, among them `sites` sites, against `dice` defense dice and `warbands`."""
    return odds_for(view).of(dice, warbands, sites, values)


def odds_for(view) -> "Odds":
    """`Odds` once a decision, shared by the views with the seat elsewhere (its force and aims go with it)."""
    return seen_anywhere(view, ("odds",), Odds, view)


class Odds:
    """`odds_of` for one view: the seat's force and whether it plays for sites, read once for the many sets of
    targets a plan weighs."""

    def __init__(self, view):
        self.mine = force(view)
        self.garrisons = SITES in aims(view, view["you"])

    def of(self, dice: int, warbands: int, sites: int, values: list) -> tuple[float, float]:
        mine = self.mine
        chance, lost = campaign_odds(mine, dice, warbands, mine)
        if sites and mine - lost < sites and self.garrisons:
            chance *= max(0.2, (mine - lost) / sites)   # too few warbands left to garrison what it takes
        return chance * sum(values) - lost * WARBAND, chance


def plan(view, defender) -> tuple[float, float, list]:
    """The best declaration against `defender`: (expected gain, chance, targets), the forced target always in, and
    a Citizen's Successor's goal whenever it fights its holder for it. Once a view (seen): the targets are shared,
    never to be changed."""
    return seen(view, ("plan", defender), _plan, view, defender)


def _plan(view, defender) -> tuple[float, float, list]:
    """`plan`: each target's value and share of the defense is worked out once, and every set of targets adds them
    up."""
    options = target_options(view, defender)
    if not options:
        return -1.0, 0.0, []
    forced, others = [options[0]], options[1:]
    if others and heir_against(view, defender):
        goal = successor_target(view)
        if goal in others:                      # Law 3.3.1: a Citizen's Campaign against its holder is for the goal
            forced, others = forced + [goal], [target for target in others if target != goal]
    against, odds, here = defense_against(view, defender), odds_for(view), me(view)["site"]
    forced_total = (*against.of(forced, here), sum(1 for target in forced if target["target"] == "site"),
                    [target_value(view, defender, target) for target in forced])
    if not others:                              # the forced targets alone: the only set
        gain, chance = odds.of(*forced_total)
        return gain, chance, [*forced]
    valued = sorted([(target_value(view, defender, target), target) for target in others],
                    key=lambda pair: -pair[0])[:MOST_TARGETS - len(forced)]
    others = [target for _, target in valued]
    parts = [(*against.share(target, here), target["target"] == "site", [value]) for value, target in valued]
    best = None
    totals = [forced_total]
    for chosen, parent, last in target_sets(len(parts)):
        if chosen:
            dice, warbands, sites, values = totals[parent]
            more_dice, more_warbands, site, value = parts[last]
            totals.append((dice + more_dice, warbands + more_warbands, sites + site, values + value))
        gain, chance = odds.of(*totals[-1])
        if best is None or gain > best[0] + 1e-9:
            best = (gain, chance, chosen)
    gain, chance, chosen = best
    return gain, chance, [*forced, *(others[index] for index in chosen)]


@cache
def target_sets(count: int) -> tuple:
    """Every set of `count` optional targets, in the order of `combinations` by size, as (indices, the position of
    the set less its last target, that target): a set's total is its parent's plus one part, so each addition is
    made once."""
    ordered = [chosen for size in range(count + 1) for chosen in combinations(range(count), size)]
    position = {chosen: index for index, chosen in enumerate(ordered)}
    return tuple((chosen, position[chosen[:-1]] if chosen else None, chosen[-1] if chosen else None)
                 for chosen in ordered)


def worth(view, defender) -> tuple[float, float, list]:
    """A Campaign's worth to the seat: the best plan's gain, with what it changes for the title and the game (its
    chance and targets are the plan's, so a Campaign the plan's odds rule out is never worth more). Asked of every
    defender at every site a Travel might reach: once a view (seen)."""
    return seen(view, ("worth", defender), _worth, view, defender)


def _worth(view, defender) -> tuple[float, float, list]:
    gain, chance, targets = plan(view, defender)
    if not targets:
        return gain, chance, targets
    seat = view["you"]
    if title_aim(view) == SITES and defender != BANDITS:
        if imperial(me(view)) and exile_holds_title(view) and title_holder(view) == defender:
            gain += 3.0 * chance                # win the title back before its holder's next Wake (Law 4.1.2-4.1.3)
    if not imperial(me(view)) and title_aim(view) == SITES and takes_title(view, defender, targets):
        gain += 4.0 * chance                    # Law 2.11: ruling the most sites takes the title
    elif not imperial(me(view)) and title_aim(view) != SITES and takes_title_by_holdings(view, defender, targets):
        gain += 4.0 * chance                    # Law 2.11: the banner, or the most relics and banners
    if defender != BANDITS and title_holder(view) == defender and rival_exile_holds_title(view) \
            and strips_title(view, defender, targets):
        gain += 4.0 * chance                    # Law 3.1, 4.1.2: else the holder wins at its next Wake
    if defender != BANDITS and not imperial(me(view)) and imperial(view["players"][defender]) \
            and view["players"][seat]["side"] == "Exile":
        gain += 0.2                             # every blow to the Empire helps the Exiles
    if wins_successor(view, defender, targets):
        gain += 4.0 * chance                    # Law 3.3.1: the Successor's goal met
    return gain, chance, targets


def heir_against(view, defender) -> bool:
    """A Citizen fights the Chancellor for what the Successor's goal needs and the Chancellor holds (Law 3.3.1,
    5.5.1: a Citizen attacking an Imperial player is not Imperial for that Campaign)."""
    if me(view)["side"] != "Citizen" or defender != chancellor(view):
        return False
    if successor_target(view) is not None:
        return successor_holder(view) == defender
    return SUCCESSOR_AIM.get(view["oath"]) == RELICS_AIM and held(view, defender) >= held(view, view["you"])


def wins_successor(view, defender, targets: list) -> bool:
    """Whether winning these targets gives the seat, a Citizen, the Successor's goal (Law 3.3.1): the Grand Scepter
    or the banner it names, from whoever holds it; under Supremacy more relics and banners than the Chancellor's,
    taken from it."""
    if me(view)["side"] != "Citizen" or defender == BANDITS:
        return False
    aim, seat = SUCCESSOR_AIM.get(view["oath"]), view["you"]
    if aim == RELICS_AIM:
        if not heir_against(view, defender):
            return False
        taken = sum(1 for target in targets if target["target"] in ("relic", "banner"))
        rivals = [held(view, defender) - taken] + [held(view, index) for index, player in enumerate(view["players"])
                                                   if player["side"] == "Citizen" and index != seat]
        return held(view, seat) + taken > max(rivals)
    return successor_target(view) in targets


def successor_target(view) -> dict | None:
    """The target that is the Successor's goal under the Oath sworn: the Grand Scepter, or a banner (Law 3.3.1)."""
    aim = SUCCESSOR_AIM.get(view["oath"])
    if aim == SCEPTER:
        return {"target": "relic", "relic": GRAND_SCEPTER.id}
    return {"target": "banner", "banner": aim} if aim in (PF, DS) else None


def successor_holder(view) -> int | None:
    """Who holds what the Successor's goal names (Law 3.3.1): the Grand Scepter's holder, or the banner's."""
    aim = SUCCESSOR_AIM.get(view["oath"])
    if aim == SCEPTER:
        return next((index for index, player in enumerate(view["players"]) if GRAND_SCEPTER.id in player["relics"]),
                    None)
    return view["banners"][aim]["holder"] if aim in (PF, DS) else None


def wins_title(view, defender, targets: list) -> bool:
    """Whether winning these targets gives the seat the title (Law 2.11)."""
    if title_aim(view) == SITES:
        return takes_title(view, defender, targets)
    return takes_title_by_holdings(view, defender, targets)


def rival_exile_holds_title(view) -> bool:
    """An Exile other than the seat holds the title: it wins at its next Wake unless it loses it (Law 3.1)."""
    holder = title_holder(view)
    return holder != view["you"] and exile_holds_title(view)


def holdings_after(view, defender, targets: list) -> dict:
    """Each seat's measure of the title's aim (a banner held, or relics and banners held) once the seat has won
    these targets from `defender` (Law 5.5.7.II)."""
    aim, seat = title_aim(view), view["you"]
    after = {index: measure(view, index, aim) for index in range(len(view["players"]))}
    if defender == BANDITS:
        return after
    for target in targets:
        if (target["target"] == "banner" and (aim == RELICS_AIM or target["banner"] == aim)) or \
                (target["target"] == "relic" and aim == RELICS_AIM):
            after[seat] += 1
            after[defender] -= 1
    return after


def takes_title_by_holdings(view, defender, targets: list) -> bool:
    """Law 2.11: whether winning these targets gives the seat more of the title's aim than anyone (a banner Oath
    or Protection)."""
    if title_aim(view) in (SITES, None) or title_holder(view) == view["you"]:
        return False
    after = holdings_after(view, defender, targets)
    mine = after.pop(view["you"])
    return mine > max(after.values(), default=0)


def strips_title(view, defender, targets: list) -> bool:
    """Whether winning these targets leaves the title's holder (`defender`) with no more of its aim than someone
    else (so the title can pass, Law 2.11)."""
    aim = title_aim(view)
    if aim == SITES:
        return any(target["target"] == "site" for target in targets)
    if aim is None:
        return False
    after = holdings_after(view, defender, targets)
    held = after.pop(defender)
    return held <= max(after.values(), default=0)


def takes_title(view, defender, targets: list) -> bool:
    """Whether winning these targets gives an Exile more sites than the Empire and every other Exile."""
    taken = {target["slot"] for target in targets if target["target"] == "site"}
    mine, empire, exiles = sites_counted(view)
    mine += len(taken)
    if defender != BANDITS and imperial(view["players"][defender]):
        empire -= len(taken)
    others = [len([slot for slot in ruled if slot not in taken]) for ruled in exiles]
    return mine > max([empire, *others])


def sites_counted(view) -> tuple[int, int, list]:
    """(the seat's sites, the Empire's, the sites each other Exile rules): once a decision (seen_anywhere)."""
    return seen_anywhere(view, ("sites counted",), _sites_counted, view)


def _sites_counted(view) -> tuple[int, int, list]:
    seat = view["you"]
    return (measure(view, seat, SITES), measure(view, chancellor(view), SITES),
            [ruled(view, other) for other in range(len(view["players"]))
             if other != seat and not imperial(view["players"][other])])


# --- the Campaign's questions -----------------------------------------------------------------------------------

def defender_of(view, choices: list):
    """The defender of a Campaign under way, told from the targets it offers: a pawn, relic or banner belongs to
    the player whose pawn is at the seat's site; a site to its ruler."""
    for choice in choices:
        if choice.get("target") == "site":
            who = ruler(view, choice["slot"])
            if who is not None:
                if who != BANDITS and me(view)["side"] == "Chancellor":
                    for index, player in enumerate(view["players"]):
                        if player["side"] == "Citizen" and view["sites"][choice["slot"]]["warbands"].get(
                                player["colour"]):
                            return index
                return who
    here = me(view)["site"]
    present = [index for index, player in enumerate(view["players"])
               if index != view["you"] and player["site"] == here]
    for choice in choices:
        if choice.get("target") == "relic":
            return next((index for index in present if choice["relic"] in view["players"][index]["relics"]), None)
        if choice.get("target") == "banner":
            return view["banners"][choice["banner"]]["holder"]
    return present[0] if present else None


@reads("target", "slot", "relic", "banner")
def campaign_target(view, decision, choices):
    """Law 5.5.2: declare the next target the plan wants, or stop."""
    offered = [choice for choice in choices if choice.get("target") != "done"]
    stop = next((choice for choice in choices if choice.get("target") == "done"), None)
    defender = defender_of(view, offered)
    if defender is None:
        return stop
    _, _, wanted = plan(view, defender)
    for choice in offered:
        if choice in wanted:
            return choice
    return stop if stop is not None else choices[0]


@reads("attack dice")
def attack_dice(view, decision, choices):
    """Law 5.5.2: every warband of the force rolls."""
    return max(choices, key=lambda choice: choice["attack dice"])


@reads("sacrifice")
def sacrifice(view, decision, choices):
    """Law 5.5.5: sacrifice what wins (a defeat kills half the force all the same, 5.5.6), unless the title goes by
    sites and it would leave no warband on the board to garrison what it takes (Law 5.5.7.I)."""
    needed = max(choice["sacrifice"] for choice in choices)
    if title_aim(view) == SITES and force(view) - needed < 1:
        return min(choices, key=lambda choice: choice["sacrifice"])
    return max(choices, key=lambda choice: choice["sacrifice"])


@reads("place")
def place(view, decision, choices):
    """Law 5.5.7.I: a garrison on each site taken; more when ruling sites is the aim, keeping some on the board."""
    most = max(choice["place"] for choice in choices)
    if most == 0:
        return {"place": 0}
    if SITES in aims(view, view["you"]):
        count = max(1, min(most - 1, (most + 1) // 2)) if most > 1 else 1
    else:
        count = 1
    return {"place": min(count, most)}


@reads("pawn", "site")
def banish(view, decision, choices):
    """Law 5.5.7.III: banish the defeated pawn to the site farthest from the seat's own and from its aims."""
    away = [choice for choice in choices if choice.get("pawn") == "banish"]
    if not away:
        return next(choice for choice in choices if choice.get("pawn") == "stays")
    here = me(view)["site"]
    mine = set(site for site in range(len(view["sites"])) if rules(view, view["you"], site))

    def distance(choice):
        slot = choice.get("site")
        if slot is None:
            return 0
        region = view["sites"][slot]["region"]
        return (slot not in mine, region != view["sites"][here]["region"], region == "Hinterland", slot)
    return max(away, key=distance)


@reads("burn favor")
def burn_favor(view, decision, choices):
    """Law 5.5.7.III: burn half the defeated player's favor."""
    return max(choices, key=lambda choice: choice["burn favor"])


SHUNNED_PLANS = {9, 102, 124, 152}      # Martial Culture, Code of Honor, Peace Envoy, Wild Mounts: they bind the user


@reads("plan")
def battle_plan(view, decision, choices):
    """Law 5.5.3: use every battle plan offered that helps in this battle, then stop."""
    for choice in choices:
        if choice["plan"] != "done" and choice["plan"] not in SHUNNED_PLANS:
            return choice
    return next(choice for choice in choices if choice["plan"] == "done")


@reads("join")
def join(view, decision, choices):
    """Law 5.5.2 Empire: a Citizen joins an Imperial defence while the Empire's hold on the Oath is its road to the
    Successor's win (3.3.1)."""
    return {"join": True} if {"join": True} in choices else choices[0]


@reads("consent")
def consent(view, decision, choices):
    """Law 5.5.2: the defender lets an Ally join."""
    return {"consent": True} if {"consent": True} in choices else choices[0]


@reads("kill", "slot", "player")
def losses(view, decision, choices):
    """Law 5.5.5-5.5.6: lose warbands from the largest pool, sparing the seat's own board and the sites it needs."""
    def kept(choice):
        if choice["kill"] == "board":
            return (choice["player"] == view["you"], 0)
        site = view["sites"][choice["slot"]]
        return (True, -sum(site["warbands"].values()))
    return min(choices, key=kept)


ANSWERS = {
    "campaign target": campaign_target,
    "campaign attack dice": attack_dice,
    "campaign sacrifice": sacrifice,
    "campaign place": place,
    "campaign banish": banish,
    "campaign burn favor": burn_favor,
    "battle plan": battle_plan,
    "campaign join": join,
    "campaign consent": consent,
    "campaign losses": losses,
}
