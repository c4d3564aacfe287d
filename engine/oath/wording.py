"""A decision's choices in words, as data every client shows (engine/core/decision.py: `words`): for each choice, in
the choices' order, what it does ("Travel to Mountain (Provinces)"), what it costs ("2 Supply"), the group it belongs
to among the Act phase's moves (Search, Trade, Travel, Recover, Muster, Campaign, minor actions, card powers, end) and
what on the board it points at ({"site": slot}, {"card": id}, {"player": seat}), so a player may pick it there.

Worked out only when a decision is served to the seat that answers it, never hashed (prompts and words are wording).
A choice's words name only what it already names, as its seat sees it: a card by its id in the choice, a facedown
card or relic by its place, never by a face the seat may not see (Law 9.4). The Act phase's moves are worded move by
move; every other decision from the shapes its kind declares (vocabulary.py: a site's slot, a card, a seat)."""

from functools import cache

from .actions.campaign import COST as CAMPAIGN_SUPPLY
from .actions.campaign import describe as target_named
from .actions.campaign import side_name
from .actions.recover import relic_price
from .actions.search import search_supply
from .actions.trade import muster_supply, trade_supply
from .actions.travel import spares_supply, travel_cost
from .cards import RELIQUARY_SLOTS, SITES, Cost, card_name
from .hooks import some
from .modifying import chosen
from .powers import POWERS_BY_KIND, cost_of
from .ruler_powers import tolls, tolls_in_play
from .vocabulary import CARD, SEAT, SLOT, vocabulary

MINOR = "Minor actions"
GROUPS = {"search": "Search", "trade": "Trade", "travel": "Travel", "recover": "Recover", "muster": "Muster",
          "campaign": "Campaign", "power": "Card powers", "tribunal": MINOR}


def words(board, decision) -> list[dict]:
    """The words of each of the decision's choices, in their order."""
    if decision.kind == "act":
        with board.listing():       # the board stands still while it is worded: the listing's facts hold (tolls, costs)
            return [act_words(board, decision.player, move) for move in decision.choices]
    worded = KINDS.get(decision.kind, choice_words)
    return [worded(board, decision, choice) for choice in decision.choices]


# --- the Act phase (Law 4.2): each move by its action, with its cost ------------------------------------------------

def act_words(board, player: int, move: dict) -> dict:
    if "end" in move:
        return {"text": "End your Act phase", "group": "End"}
    action = move["action"]
    text, cost, at = ACTIONS[action](board, player, move)
    modifiers = chosen(move) if action in GROUPS and action not in ("power", "tribunal") else []
    if modifiers:
        text += f", with {' and '.join(map(card_name, modifiers))}"
    owed = tolls(board, player, move) if action in GROUPS and action not in ("power", "tribunal") \
        and tolls_in_play(board) else []        # none is owed while no card naming tolls is in play
    if owed:
        cost = f"{cost} and " if cost else ""
        cost += f"{len(owed)} favor in tolls ({', '.join(map(card_name, owed))})"
    found = {"text": text, "group": GROUPS.get(action, MINOR)}
    if cost:
        found["cost"] = cost
    if at:
        found["at"] = at
    return found


def supply(count: int) -> str:
    return f"{count} Supply"


def site_words(board, slot: int) -> str:
    """A site as its seat sees it: its name and region, or a facedown site of a region (Law 9.4)."""
    site = board.sites[slot]
    region = board.region_of(slot)
    if site.id is None or not site.faceup:
        return f"a facedown site ({region})"
    return f"{SITES[site.id].name} ({region})"


def search(board, player, move):
    cards = chosen(move)
    region = move.get("region", board.region_of(board.players[player].site))
    pile = "the world deck" if move["from"] == "world" else f"the {region} discard pile"
    return f"Search {pile}", supply(search_supply(board, player, move["from"], cards)), None


def travel(board, player, move):
    cards = chosen(move)
    free = spares_supply(board, player, cards) or some("travel.move_spares_supply", board, player, move)
    if move["to"] is None:
        return "Travel where the ruler of the Shrouded Wood chooses", None if free else "Supply by the site", None
    text = f"Travel to {site_words(board, move['to'])}"
    if move.get("buried_giant"):
        return text + ", flipping a secret (Buried Giant)", None, {"site": move["to"]}
    if move.get("way_station"):
        text += " (Way Station)"
    return text, None if free else supply(travel_cost(board, player, move["to"])), {"site": move["to"]}


def campaign(board, player, move):
    defender = move["defender"]
    at = {"player": defender} if isinstance(defender, int) else {"site": board.players[player].site}
    return f"Campaign against {side_name(board, defender)}", supply(CAMPAIGN_SUPPLY), at


def recover(board, player, move):
    if "banner" in move:
        return f"Recover the {move['banner']}", supply(1), None
    site = board.players[player].site
    price = relic_price(board.sites[site].id)
    paid = [f"{price.favor} favor" if price and price.favor else None,
            f"{price.secrets} secrets" if price and price.secrets else None]
    text = f"Recover relic {move['relic_at'] + 1} at {site_words(board, site)}"
    return text, ", ".join([supply(1)] + [part for part in paid if part]), {"site": site}


def muster(board, player, move):
    text = f"Muster on {card_name(move['card'])}, placing 1 favor on it"
    return text, supply(muster_supply(board, player, chosen(move))), {"card": move["card"]}


def trade(board, player, move):
    text = f"Trade with {card_name(move['card'])} for {move['for']}"
    return text, supply(trade_supply(board, player, chosen(move))), {"card": move["card"]}


def power(board, player, move):
    card = move["card"]
    kinds = POWERS_BY_KIND["action"].get(card, ())
    return f"Use {card_name(card)}", cost_words(cost_of(kinds[0])) if kinds else None, {"card": card}


def cost_words(cost: Cost) -> str | None:
    """A power's cost (Law 7.1.2): tokens placed on the card and burnt."""
    parts = [f"{cost.place_favor} favor" if cost.place_favor else None,
             f"{cost.place_secrets} secret{'s' if cost.place_secrets > 1 else ''}" if cost.place_secrets else None,
             f"{cost.burn_favor} favor burnt" if cost.burn_favor else None,
             f"{cost.burn_secrets} secret{'s' if cost.burn_secrets > 1 else ''} burnt" if cost.burn_secrets else None]
    return ", ".join(part for part in parts if part) or None


def reveal_adviser(board, player, move):
    return f"Turn your adviser {card_name(move['card'])} faceup and play it", None, {"card": move["card"]}


def discard_adviser(board, player, move):
    return f"Discard your facedown adviser {move['adviser'] + 1}", None, None


def show_adviser(board, player, move):
    other = board.players[move["to"]].name
    return f"Show your facedown adviser {move['adviser'] + 1} to {other}", None, {"player": move["to"]}


def peek_relic(board, player, move):
    return f"Peek at relic {move['relic'] + 1} at your site", None, {"site": board.players[player].site}


def peek_reliquary(board, player, move):
    return f"Peek at the Reliquary's {RELIQUARY_SLOTS[move['space']].name} relic", None, None


def move_warbands(board, player, move):
    where = "from your site to your board" if move["to"] == "board" else "from your board to your site"
    return f"Move {move['count']} warband{'s' if move['count'] > 1 else ''} {where}", None, None


def give_warbands(board, player, move):
    other = board.players[move["player"]].name
    count = f"{move['count']} warband{'s' if move['count'] > 1 else ''}"
    text = f"Give {other} {count}" if move["action"] == "give_warbands" else f"Take {count} from {other}"
    return text, None, {"player": move["player"]}


def offer_citizenship(board, player, move):
    return f"Offer Citizenship to {board.players[move['exile']].name}", None, {"player": move["exile"]}


def exile_citizen(board, player, move):
    return f"Exile {board.players[move['citizen']].name}", None, {"player": move["citizen"]}


def self_exile(board, player, move):
    return "Exile yourself", None, None


def tribunal(board, player, move):
    return f"Negotiate with {board.players[move['with']].name} at the Tribunal", None, {"player": move["with"]}


ACTIONS = {"search": search, "travel": travel, "campaign": campaign, "recover": recover, "muster": muster,
           "trade": trade, "power": power, "reveal_adviser": reveal_adviser, "discard_adviser": discard_adviser,
           "show_adviser": show_adviser, "peek_relic": peek_relic, "peek_reliquary": peek_reliquary,
           "move_warbands": move_warbands, "give_warbands": give_warbands, "take_warbands": give_warbands,
           "offer_citizenship": offer_citizenship, "exile_citizen": exile_citizen, "self_exile": self_exile,
           "tribunal": tribunal}


# --- every other decision ----------------------------------------------------------------------------------------

def campaign_target(board, decision, choice) -> dict:
    """Law 5.5.2: a target by what it is, pointing at it on the board."""
    if choice["target"] == "done":
        return {"text": "Declare no more targets"}
    if choice["target"] == "site":
        return {"text": f"Target {site_words(board, choice['slot'])}", "at": {"site": choice["slot"]}}
    if choice["target"] == "pawn":
        return {"text": "Target the defender's pawn and favor"}
    worded = {"text": f"Target {target_named(board, choice)}"}
    if choice["target"] == "relic":
        worded["at"] = {"card": choice["relic"]}
    return worded


def play(board, decision, choice) -> dict:
    """Law 5.1.4: where the card goes."""
    where = choice["play"]
    if where == "site":
        return {"text": f"Play it to {site_words(board, choice['site'])}", "at": {"site": choice["site"]}}
    if where == "adviser":
        return {"text": f"Play it as a {'faceup' if choice['faceup'] else 'facedown'} adviser"}
    return {"text": {"vision": "Reveal it as your Vision", "conspiracy": "Play the Conspiracy",
                     "discard": "Discard it"}[where]}


def choice_words(board, decision, choice) -> dict:
    """A choice worded from its kind's declared shapes: a site by name, a card by name, a seat by name."""
    if len(choice) == 1 and isinstance(next(iter(choice.values())), bool):
        return {"text": "Yes" if next(iter(choice.values())) else "No"}
    shape = shape_of(decision.kind, choice)
    parts, at = [], {}
    for key, value in choice.items():
        typed = typed_as(shape.get(key, shape.get(f"{key}?")), value)
        label = key.replace("_", " ")
        if value in (None, "done", "none", "stop", "stays", "nothing"):
            parts.append({None: f"no {label}", "done": "done"}.get(value, str(value)))
        elif typed is SLOT:
            parts.append(site_words(board, value))
            at.setdefault("site", value)
        elif typed is CARD:
            parts.append(card_name(value))
            at.setdefault("card", value)
        elif typed is SEAT:
            parts.append(board.players[value].name)
            at.setdefault("player", value)
        elif isinstance(value, bool):
            parts.append(label if value else f"not {label}")
        elif isinstance(value, int) and key in ("place", "adviser", "relic", "relic_at", "position", "space"):
            parts.append(f"{label} {value + 1}")
        else:
            parts.append(f"{label} {value}" if isinstance(value, int) else str(value))
    worded = {"text": ", ".join(parts)[:1].upper() + ", ".join(parts)[1:]}
    if at:
        worded["at"] = at
    return worded


def shape_of(kind: str, choice: dict) -> dict:
    """The declared shape (vocabulary.py) a choice of `kind` is one of: the first with exactly its keys."""
    for shape in declared()[kind].shapes:
        keys = {key.removesuffix("?") for key in shape}
        required = {key for key in shape if not key.endswith("?")}
        if isinstance(shape, dict) and required <= set(choice) <= keys:
            return shape
    return {}


@cache
def declared() -> dict:
    """The kinds the vocabulary declares, gathered once (the cards have registered theirs by the time one is asked)."""
    return vocabulary().kinds


def typed_as(declared, value):
    """Which of SLOT, CARD, SEAT a key's declared shape makes `value` (an int), or None."""
    options = declared if isinstance(declared, tuple) else (declared,)
    if isinstance(value, int) and not isinstance(value, bool):
        return next((known for known in (SLOT, CARD, SEAT) if any(option is known for option in options)), None)
    return None


KINDS = {"campaign target": campaign_target, "play": play}
