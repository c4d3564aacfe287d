"""What the goal-directed bot reads off its seat's view: who rules what, each player's measure of every goal, and
the aims of each seat under the Oath sworn. Everything here is public (Law 9.4) or the seat's own."""

from contextvars import ContextVar

from engine.oath.cards import GRAND_SCEPTER, VISIONS

PURPLE = "Purple"
PEOPLES_FAVOR, DARKEST_SECRET = "People's Favor", "Darkest Secret"
SITES, PF, DS, RELICS, SCEPTER = "sites", "People's Favor", "Darkest Secret", "relics", "scepter"
TITLE_AIM = {"Supremacy": SITES, "People": PF, "Devotion": DS, "Protection": RELICS}              # Law 2.11
SUCCESSOR_AIM = {"Supremacy": RELICS, "People": DS, "Protection": PF, "Devotion": SCEPTER}       # Law 3.3.1
VISION_AIM = {"Conquest": SITES, "Rebellion": PF, "Sanctuary": RELICS, "Faith": DS}              # Law 3.2
VISIONS_NEEDED = 3                                                                                # Law 3.2
LAST_ROUND = 8                                                                                    # Law 3.4


# --- worked out once a view, while a decision is weighed ---------------------------------------------------------------

# the decision weighed in this context (each thread its own): id(view) -> (view, {key: answer}, {key: answer} shared
# by the view and the views of it with the seat elsewhere)
_weighing: ContextVar[dict | None] = ContextVar("oath_bot_weighing", default=None)


class weighing:
    """While the bot weighs one decision, what it asks again and again of one view (its aims, a Campaign's worth, a
    site's opportunity) is worked out once (`seen`), and forgotten when the answer is given. A class, not a
    generator: it is entered for every decision."""

    def __enter__(self):
        self.token = _weighing.set({})

    def __exit__(self, *raised):
        _weighing.reset(self.token)


def _lookup(shelf: int):
    """The lookup of `seen` (shelf 1 of a view's entry) or `seen_anywhere` (shelf 2): one function each, made here
    once, since it is asked some hundred thousand times in a game's decisions (the arguments passed, not closed
    over; no call more to a shared one)."""
    def lookup(view, key: tuple, work_out, *args):
        views = _weighing.get()
        if views is None:
            return work_out(*args)
        entry = views.get(id(view))
        if entry is None or entry[0] is not view:
            entry = _entry(views, view)
        known = entry[shelf]
        answer = known.get(key, _UNKNOWN)
        if answer is _UNKNOWN:
            answer = known[key] = work_out(*args)
        return answer

    return lookup


seen = _lookup(1)
seen.__doc__ = """seen(view, key, work_out, *args): `work_out(*args)` for this view, once while a decision is weighed
(outside one, every time). A view is never changed once made (a view as it would be is a new dict: acting.moved), so
its answers hold; each entry keeps its view, so no other can take its id meanwhile."""
seen_anywhere = _lookup(2)
seen_anywhere.__doc__ = """seen_anywhere(view, key, work_out, *args): `seen`, and shared by the views of it with the
seat elsewhere (`elsewhere`): for what reads neither the seat's site nor its Supply (who rules what, the aims), worked
out once for every Travel the bot weighs."""


def elsewhere(view, there) -> None:
    """`there` is `view` with the seat's pawn at another site and its Supply spent (acting.moved)."""
    views = _weighing.get()
    if views is not None:
        views[id(there)] = (there, {}, _entry(views, view)[2])


_UNKNOWN = object()


def _entry(views: dict, view) -> tuple:
    """The view's entry: (the view, its answers, the answers shared with the views of it with the seat elsewhere)."""
    entry = views.get(id(view))
    if entry is None or entry[0] is not view:
        entry = views[id(view)] = (view, {}, {})
    return entry


def me(view) -> dict:
    return view["players"][view["you"]]


def imperial(player: dict) -> bool:
    """Law 6.6.3: the Chancellor and the Citizens."""
    return player["side"] != "Exile"


def colour(player: dict) -> str:
    """Law 5.2.2: the warbands a player commands: its own colour as an Exile, purple as an Imperial player."""
    return PURPLE if imperial(player) else player["colour"]


def chancellor(view) -> int:
    return next(index for index, player in enumerate(view["players"]) if player["side"] == "Chancellor")


def rules(view, seat: int, slot: int) -> bool:
    """Law 10 "Rule", 6.6.3: a faceup site with the player's warbands."""
    site = view["sites"][slot]
    return site["faceup"] and site["warbands"].get(colour(view["players"][seat]), 0) > 0


def ruled(view, seat: int) -> list[int]:
    """The sites the seat rules (Law 10 "Rule"): once a decision (seen_anywhere); the list is shared, never to be
    changed."""
    return seen_anywhere(view, ("ruled", seat), _ruled, view, seat)


def _ruled(view, seat: int) -> list[int]:
    return sites_of(view, colour(view["players"][seat]))


def sites_of(view, shade: str) -> list[int]:
    """The faceup sites with warbands of the colour on them (`rules` of every site at once): once a decision
    (seen_anywhere), for the sites a seat rules and those a defender defends; never to be changed."""
    return seen_anywhere(view, ("sites of", shade), _sites_of, view, shade)


def _sites_of(view, shade: str) -> list[int]:
    return [slot for slot, site in enumerate(view["sites"]) if site["faceup"] and site["warbands"].get(shade, 0) > 0]


def ruler(view, slot: int):
    """Who rules the site: a seat (the Chancellor for the Empire), "bandits", or None for a facedown site."""
    site = view["sites"][slot]
    if not site["faceup"]:
        return None
    if site["warbands"].get(PURPLE):
        return chancellor(view)
    for seat, player in enumerate(view["players"]):
        if not imperial(player) and site["warbands"].get(player["colour"]):
            return seat
    return "bandits"


def held(view, seat: int) -> int:
    """Law 2.11 Protection, 3.2 Sanctuary: relics and banners held, counted together."""
    player = view["players"][seat]
    return len(player["relics"]) + len(player["banners"])


def holds(view, seat: int, banner: str) -> bool:
    return view["banners"][banner]["holder"] == seat


def empire_sites(view) -> int:
    """Law 2.11(g), 6.6.3: the Empire's sites are the faceup sites with purple warbands."""
    return seen_anywhere(view, ("empire sites",), _empire_sites, view)


def _empire_sites(view) -> int:
    return sum(1 for site in view["sites"] if site["faceup"] and site["warbands"].get(PURPLE))


def measure(view, seat: int, aim: str) -> int:
    """How far a seat has got towards an aim: sites ruled (the Empire's count for the Imperial under Supremacy),
    a banner held (1/0), relics and banners held, or the Grand Scepter held."""
    player = view["players"][seat]
    if aim == SITES:
        return empire_sites(view) if imperial(player) else len(ruled(view, seat))
    if aim in (PF, DS):
        return int(holds(view, seat, aim))
    if aim == RELICS:
        return held(view, seat)
    return int(GRAND_SCEPTER.id in player["relics"])


def vision_name(player: dict) -> str | None:
    return VISIONS[player["vision"]].name if player.get("vision") is not None else None


def aims(view, seat: int) -> list[str]:
    """What the seat plays for, first the most pressing. An Exile: the title, then its revealed Vision (Law 3.1-3.2);
    a Citizen: the Successor goal (3.3.1), then the title while an Exile holds it (the Empire must win for the
    Successor to win instead); the Chancellor: the title (3.3, 3.4.1). Asked for every target of every Campaign the
    bot weighs: once a decision (seen_anywhere); the list is shared, never to be changed."""
    return seen_anywhere(view, ("aims", seat), _aims, view, seat)


def _aims(view, seat: int) -> list[str]:
    player, oath = view["players"][seat], view["oath"]
    title = TITLE_AIM.get(oath)
    found = []
    if player["side"] == "Exile":
        vision = VISION_AIM.get(vision_name(player))
        found = [title, vision]
    elif player["side"] == "Citizen":
        found = [SUCCESSOR_AIM.get(oath)] + ([title] if title_lost(view) else [])
    else:
        found = [title]
    found += denials(view, seat)
    return list(dict.fromkeys(aim for aim in found if aim))


def denials(view, seat: int) -> list[str]:
    """The goals of the rivals' revealed Visions, once the Visions drawn come near the 3 a Vision needs (Law 3.2):
    what the seat must keep them from (a banner to take back, sites to win from them or hold against them)."""
    if view["visions_drawn"] < VISIONS_NEEDED - 1:
        return []
    players = view["players"]
    return [VISION_AIM[name] for other in rivals(view, seat)
            if (name := vision_name(players[other])) in VISION_AIM]


def title_aim(view) -> str | None:
    return TITLE_AIM.get(view["oath"])


def title_holder(view) -> int:
    return view["title"]["holder"]


def exile_holds_title(view) -> bool:
    return not imperial(view["players"][title_holder(view)])


def title_banner_holder(view) -> int | None:
    """Who holds the banner that is the title (Law 2.11: the People's Favor under the People, the Darkest Secret
    under Devotion); None under the other Oaths or while the banner is in the bank."""
    name = title_aim(view)
    return view["banners"][name]["holder"] if name in (PF, DS) else None


def title_lost(view) -> bool:
    """An Exile holds the title, or the banner that is the title and passes it at the next check (Law 2.11)."""
    holder = title_banner_holder(view)
    return exile_holds_title(view) or (holder is not None and not imperial(view["players"][holder]))


def rivals(view, seat: int) -> list[int]:
    """The players on the other side: every Exile but me for an Exile (each plays alone), the Exiles for the
    Imperial."""
    players = view["players"]
    if imperial(players[seat]):
        return [index for index, player in enumerate(players) if not imperial(player)]
    return [index for index in range(len(players)) if index != seat]


def best_rival(view, seat: int, aim: str) -> int:
    """The highest measure among the seat's rivals for an aim (the Empire counted once, as the Chancellor)."""
    values = [measure(view, other, aim) for other in rivals(view, seat)]
    return max(values, default=0)


def threat(view, seat: int) -> float:
    """How close an Exile is to winning: the title held (more on its Usurper side), a revealed Vision near its goal,
    and its measure of the title's aim against the Empire's."""
    player = view["players"][seat]
    if imperial(player):
        return 0.0
    score = 0.0
    if title_holder(view) == seat:
        score += 6 + (4 if view["title"]["side"] == "Usurper" else 0)
    aim = title_aim(view)
    if aim is not None:
        mine, empire = measure(view, seat, aim), measure(view, chancellor(view), aim)
        score += 2 * mine - max(0, empire - mine)
    vision = VISION_AIM.get(vision_name(player))
    if vision is not None:
        score += 2 + 2 * measure(view, seat, vision) + (2 if view["visions_drawn"] >= VISIONS_NEEDED else 0)
    return score + 0.3 * player["warbands"] + 0.2 * held(view, seat)


def rounds_left(view) -> int:
    return LAST_ROUND - view["round"]


TRAVEL_COST = {("Cradle", "Cradle"): 1, ("Cradle", "Provinces"): 2, ("Cradle", "Hinterland"): 4,
               ("Provinces", "Cradle"): 2, ("Provinces", "Provinces"): 2, ("Provinces", "Hinterland"): 2,
               ("Hinterland", "Cradle"): 4, ("Hinterland", "Provinces"): 2, ("Hinterland", "Hinterland"): 3}


def travel_cost(view, start: int, end: int) -> int:
    """Law 5.6.1: the Supply a Travel costs between two regions."""
    if start == end:
        return 0
    return TRAVEL_COST[(view["sites"][start]["region"], view["sites"][end]["region"])]
