"""The `oath-easy` bot: a pure policy with simple sense. It sees only its seat's view and its decision.

On its turn it recovers what it can, campaigns when its warbands clearly outnumber the defence it can see,
musters while its board is thin, searches, trades for favor when short, and travels towards relics; any other
question gets a plain sensible answer. Minor actions that change nothing lasting (peeks, shuffling warbands
about) are never chosen, so a turn always ends.
"""

from .accepting import by_all, simply
from .answers import done, least, most, no, plain, reads, yes

DESCRIPTION = ("Simple sense: recovers, campaigns when its warbands clearly outnumber the defence, musters, "
               "searches, trades and travels to relics.")

NEVER = ("peek_relic", "peek_reliquary", "move_warbands", "give_warbands", "take_warbands", "discard_adviser",
         "show_adviser",
         "exile_citizen", "self_exile")


def easy_bot(view, decision: dict) -> dict:
    choices = decision.get("choices") or []
    kind = decision["kind"]
    if kind == "act":
        return act(view, choices)
    answer = ANSWERS.get(kind)
    move = answer(view, decision, choices) if answer else None
    if move is not None:
        return move
    return plain(view, decision, choices)


def act(view, choices: list) -> dict:
    me = view["players"][view["you"]]
    by_action = {}
    for move in choices:
        by_action.setdefault(move.get("action", "end"), []).append(move)

    def first(name):
        return by_action.get(name, [None])[0]

    if first("recover"):
        return first("recover")
    for move in by_action.get("campaign", []):
        if favourable(view, move["defender"]):
            return move
    if me["warbands"] < 5 and first("muster"):
        return first("muster")
    if first("reveal_adviser") and len([a for a in me["advisers"] if a.get("faceup")]) < 2:
        return first("reveal_adviser")
    searches = by_action.get("search", [])
    if searches and me["supply"] >= 3:
        return next((m for m in searches if m["from"] == "world"), searches[0])
    if me["favor"] < 2:
        trades = [m for m in by_action.get("trade", []) if m["for"] == "favor"]
        if trades:
            return trades[0]
    target = relic_site(view)
    if target is not None and me["supply"] >= 4:
        travel = next((m for m in by_action.get("travel", []) if m["to"] == target), None)
        if travel:
            return travel
    if not any(p["side"] == "Citizen" for p in view["players"]):
        # one Citizen at a time (an Empire too wide loses to its Successor), and only to an Exile who would say
        # yes, whichever bot plays it: a declined offer leaves the board as it was, and the same offer would follow
        for move in by_action.get("offer_citizenship", []):
            if by_all(view, move["exile"]):
                return move
    return {"end": "act"}


def favourable(view, defender) -> bool:
    """Attack when the warbands on the bot's board outnumber what it can see defending by a clear margin."""
    me = view["players"][view["you"]]
    site = view["sites"][me["site"]]
    defence = sum(site["warbands"].values()) + 1
    if defender != "bandits":
        other = view["players"][defender]
        if other["site"] == me["site"]:
            defence += other["warbands"] + 2
    return me["warbands"] >= defence + 3


def relic_site(view):
    """The nearest faceup site (by slot) holding a relic, other than the bot's own."""
    me = view["players"][view["you"]]
    for site in view["sites"]:
        if site["faceup"] and site["relics"] and site["slot"] != me["site"]:
            return site["slot"]
    return None


def _garrison(view, decision, choices):
    """Law 5.5.7.I: after a won campaign, place up to GARRISON warbands on the site taken."""
    values = [c["place"] for c in choices if isinstance(c.get("place"), int)]
    return {"place": min(GARRISON, max(values))} if values else None


_garrison.reads = frozenset({"place"})
GARRISON = 2


@reads("accept")
def _accept_citizenship(view, decision, choices):
    return (yes if simply(view, view["you"]) else no)("accept")(view, decision, choices)


@reads("offer")
def _chronicle_offer(view, decision, choices):
    """Law 8.2: the winning Exile offers Citizenship to every Exile it may; each one offered decides as it would in
    play (_accept_citizenship), so a Vision or the title keeps it Exile."""
    return {"offer": True} if {"offer": True} in choices else None


@reads("pawn")
def _banish(view, decision, choices):
    """Law 5.5.7.III: banish the defeated pawn (to the first site offered)."""
    return next((c for c in choices if c.get("pawn") == "banish"), None)


ANSWERS = {
    "warning signals": done("move"),
    "campaign attack dice": most("attack dice"),
    "campaign sacrifice": yes("sacrifice"),
    "campaign banish": _banish,
    "campaign burn favor": yes("burn favor"),
    "campaign place": _garrison,
    "banner price": least("pay"),
    "citizenship": _accept_citizenship,
    "chronicle offer": _chronicle_offer,
    "chronicle citizenship": _accept_citizenship,
    "citizenship terms": yes("send"),
}
