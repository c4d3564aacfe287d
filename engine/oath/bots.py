"""The Oath bot: a pure policy with simple sense. It sees only its seat's view and its decision.

On its turn it recovers what it can, campaigns when its warbands clearly outnumber the defence it can see,
musters while its board is thin, searches, trades for favor when short, and travels towards relics; any other
question gets a plain sensible answer. Minor actions that change nothing lasting (peeks, shuffling warbands
about) are never chosen, so a turn always ends.
"""

from engine.core import SeededRandom, state_hash
from engine.core.bots import random_legal

BOTS = {}
DESCRIPTIONS = {}

NEVER = ("peek_relic", "peek_reliquary", "move_warbands", "give_warbands", "take_warbands", "discard_adviser",
         "show_adviser",
         "exile_citizen", "self_exile")


def oath_bot(view, decision: dict) -> dict:
    choices = decision.get("choices") or []
    kind = decision["kind"]
    if kind == "act":
        return act(view, choices)
    answer = ANSWERS.get(kind)
    move = answer(view, decision, choices) if answer else None
    if move is not None:
        return move
    return _pick(view, decision, choices)


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
        # yes: a declined offer leaves the board as it was, and the same offer would follow
        for move in by_action.get("offer_citizenship", []):
            if would_accept(view, move["exile"]):
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


def _pick(view, decision, choices):
    """A plain answer: for yes/no questions the cautious one; otherwise the first choice, varied a little by a
    source drawn from what the bot sees (so it stays a pure function of view and decision)."""
    if not choices:
        return {"cards": decision["pick"]["from"][:decision["pick"]["min"]]}
    for safe in ({"answer": "no"}, {"accept": False}):
        if safe in choices and len(choices) == 2:
            return safe
    if len(choices) > 1 and decision["kind"] in ("pawn", "first bank", "discard order", "reveal favor"):
        return SeededRandom(state_hash({"view": view, "decision": decision})).choice(choices)
    return choices[0]


def _most(key):
    def answer(view, decision, choices):
        values = [c for c in choices if isinstance(c.get(key), int)]
        return max(values, key=lambda c: c[key]) if values else None
    answer.key = key            # the choice key it reads (a test checks it against what the engine asks)
    return answer


def _least(key):
    def answer(view, decision, choices):
        values = [c for c in choices if isinstance(c.get(key), int)]
        return min(values, key=lambda c: c[key]) if values else None
    answer.key = key
    return answer


def _garrison(view, decision, choices):
    """Law 5.5.7.I: after a won campaign, place up to GARRISON warbands on the site taken."""
    values = [c["place"] for c in choices if isinstance(c.get("place"), int)]
    return {"place": min(GARRISON, max(values))} if values else None


_garrison.key = "place"
GARRISON = 2


def would_accept(view, seat: int) -> bool:
    """An Exile with a revealed Vision, or holding the title, keeps its own road; otherwise it joins the Empire.
    Both are public, so the one offering can tell."""
    return view["players"][seat].get("vision") is None and view["title"]["holder"] != seat


def _accept_citizenship(view, decision, choices):
    if not would_accept(view, view["you"]):
        return next((m for m in choices if m in ({"answer": "no"}, {"accept": False})), None)
    return _yes(view, decision, choices)


def _chronicle_offer(view, decision, choices):
    """Law 8.2: the winning Exile offers Citizenship to every Exile it may; each one offered decides as it would in
    play (_accept_citizenship), so a Vision or the title keeps it Exile."""
    return {"offer": True} if {"offer": True} in choices else None


def _yes(view, decision, choices):
    for move in choices:
        if move in ({"answer": "yes"}, {"accept": True}, {"join": True}, {"consent": True}):
            return move
    return None


def _done(view, decision, choices):
    """Questions repeated until the player says done (Warning Signals' moves): done at once."""
    return next((m for m in choices if "done" in m.values() or m.get("done") is True), None)


ANSWERS = {
    "warning signals": _done,
    "campaign attack dice": _most("attack dice"),
    "campaign sacrifice": _yes,
    "campaign banish": _yes,
    "campaign burn favor": _yes,
    "campaign place": _garrison,
    "banner price": _least("pay"),
    "citizenship": _accept_citizenship,
    "chronicle offer": _chronicle_offer,
    "chronicle citizenship": _accept_citizenship,
    "citizenship terms": lambda view, decision, choices: {"send": True} if {"send": True} in choices else None,
}


def register(id: str, policy, description: str) -> None:
    BOTS[id] = policy
    DESCRIPTIONS[id] = description


register("oath", oath_bot, "Plays any Oath position legally with simple sense: recovers, campaigns when its "
                           "warbands clearly outnumber the defence, musters, searches, trades and travels to relics.")
# Questions whose answer can leave the board as it was (a withdrawn or declined offer, warbands moved and moved
# back): a random answer to them could repeat a loop, so the random bot answers them as the `oath` bot does.
SETTLED = {"citizenship", "citizenship terms", "exchange terms", "tribunal terms", "warning signals"}
# Act-phase moves the random bot picks among: those that cost Supply, revealing an adviser, ending the phase.
RESTLESS = {"search", "muster", "trade", "recover", "campaign", "travel", "reveal_adviser", None}


def random_bot(view, decision: dict) -> dict:
    """Random legal answers to every question, and random actions in the Act phase among those that spend Supply,
    reveal an adviser, or end it: free negotiations and peeks could otherwise go on for ever."""
    if decision["kind"] in SETTLED:
        return oath_bot(view, decision)
    if decision["kind"] != "act":
        return random_legal(view, decision)
    choices = [m for m in decision["choices"] if m.get("action") in RESTLESS]
    return SeededRandom(state_hash({"view": view, "decision": decision})).choice(choices)


register("random", random_bot, "Random answers and random Supply-spending actions, ending its turns: for soak tests.")
