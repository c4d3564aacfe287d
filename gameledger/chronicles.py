"""Bot campaigns in process (`gameledger simulate --campaign N`): N games of one chronicle, each set up from the one
the last game wrote, with the engine alone (no Redis). Game i is seeded SEED:i; the previous winner takes the first
seat (Ruleset.campaign_first_seat: Oath's Chancellor, Law 1.7), the others keep their order. Each game is reported
with its winner, its victory and what it changed in the chronicle (its public parts: the Oath, the boards' sides,
the faceup sites, the sizes of the world deck, the Dispossessed and the relic deck)."""

from engine.core import InvalidOptions
from engine.core.selfplay import self_play
from engine.games import get_ruleset

MAX_MOVES = 100_000


def play_campaign(ruleset_id: str, bots: list[str], games: int, seed: str, chronicle: str = "new") -> dict:
    """Play up to `games` games; stops early at a game its chronicle cannot set up (a card not yet playable),
    reported as `stopped`."""
    ruleset = get_ruleset(ruleset_id)
    policies = ruleset.bots()
    names = [f"{bot} {slot}" for slot, bot in enumerate(bots, start=1)]
    bot_of = dict(zip(names, bots))
    text = ruleset.campaign_text(chronicle)
    report = {"ruleset": ruleset.id, "players": names, "seed": seed, "chronicle_in": text, "games": []}
    for game in range(games):
        first = ruleset.campaign_first_seat(text)
        seats = ([first] if first in names else []) + [name for name in names if name != first]
        options = {"players": seats, ruleset.campaign_option: text}
        try:
            state = self_play(ruleset, options, f"{seed}:{game}", [policies[bot_of[name]] for name in seats],
                              MAX_MOVES)
        except InvalidOptions as error:
            report["stopped"] = {"game": game + 1, "detail": str(error)}
            break
        result = ruleset.result(state).to_dict(seats)
        out = ruleset.campaign_out(state)
        before = ruleset.campaign_summary(text, False)
        entry = {"number": before.get("game"), "seats": seats, "winner": result["winner_names"][0],
                 "victory": result.get("victory"), "ending": result["ending"],
                 "changes": changes(before, ruleset.campaign_summary(out, False)) if out else [], "chronicle_out": out}
        report["games"].append(entry)
        if out is None:
            report["stopped"] = {"game": game + 2, "detail": "the game wrote no chronicle"}
            break
        text = out
    return report


def changes(before: dict, after: dict) -> list[str]:
    """What a game changed in a chronicle's public parts, in words."""
    said = []
    if before.get("vowed") != after.get("vowed"):
        said.append(f"Oath of {before.get('vowed')} -> {after.get('vowed')}")
    for colour, side in sorted((after.get("boards") or {}).items()):
        if (before.get("boards") or {}).get(colour) != side:
            said.append(f"{colour} turns {side}")
    if _faceup(before) != _faceup(after):
        said.append(f"faceup sites {_sites(_faceup(before))} -> {_sites(_faceup(after))}")
    for part in ("world_deck", "dispossessed", "relic_deck"):
        old, new = before.get(part, {}).get("count"), after.get(part, {}).get("count")
        if old != new:
            said.append(f"{part.replace('_', ' ')} {old} -> {new} cards")
    return said


def _faceup(data: dict) -> list:
    return [slot["site"] for slot in data.get("map", [])]


def _sites(ids) -> str:
    return "[" + " ".join("?" if site is None else str(site) for site in ids) + "]"


def summary(report: dict) -> list[str]:
    lines = [f"campaign of {len(report['games'])} game(s), {', '.join(report['players'])}, seed {report['seed']}"]
    for entry in report["games"]:
        chancellor = entry["seats"][0]
        lines.append(f"game {entry['number']}: {entry['winner']} won, {entry['ending']} (Chancellor {chancellor})")
        lines += [f"    {change}" for change in entry["changes"]]
    if "stopped" in report:
        lines.append(f"stopped before game {report['stopped']['game']}: {report['stopped']['detail']}")
    return lines
