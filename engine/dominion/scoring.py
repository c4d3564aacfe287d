"""Scoring at game end (base rulebook): VP of every card owned; ties go to fewer turns, else shared."""

from engine.core import Result

from .cards import CARDS, get


def points(player, cards=None) -> int:
    """VP of every card owned (or of `cards`), plus VP tokens."""
    cards = player.all_cards() if cards is None else cards
    fixed, counted = point_tables()
    total = player.vp_tokens + sum(map(fixed.__getitem__, cards))
    for name, value in counted.items():     # cards worth a count (Gardens, Duke)
        if name in cards:
            total += cards.count(name) * value(cards)
    return total


_TABLES = {}


def point_tables():
    """Fixed VP by card name, and the cards whose VP is a function of the deck; built once all cards exist."""
    if len(_TABLES.get("for", ())) != len(CARDS):
        _TABLES["fixed"] = {n: (0 if callable(c.points) else c.points) for n, c in CARDS.items()}
        _TABLES["counted"] = {n: c.points for n, c in CARDS.items() if callable(c.points)}
        _TABLES["for"] = dict(CARDS)
    return _TABLES["fixed"], _TABLES["counted"]


def public_points(player) -> int:
    """The score as the other players can know it: cards passed unseen (Masquerade) still count where they were
    last seen, so a public score never tells which card was passed."""
    if not player.received and not player.passed:
        return points(player)
    cards = player.all_cards() + player.passed
    gone = []       # received unseen and since trashed in public: the public saw a card leave that it never saw come
    for name in player.received:
        if name in cards:
            cards.remove(name)
        else:
            gone.append(name)
    return points(player, cards) - sum(get(name).points for name in gone if not callable(get(name).points))


def result(board) -> Result:
    """Ties go to fewer turns, else they are shared (base rulebook)."""
    scores = [points(p) for p in board.players]
    best = max(scores)
    tied = [i for i, s in enumerate(scores) if s == best]
    fewest = min(board.players[i].turns for i in tied)
    winners = [i for i in tied if board.players[i].turns == fewest]
    return Result(winners=winners, turns=[p.turns for p in board.players], ending=ending(board.supply),
                  scores=scores, details={"kingdom": list(board.kingdom), "colony": "Colony" in board.supply})


ENDINGS = ("provinces", "colonies", "piles")


def ending(supply: dict) -> str:
    """What ended the game: the Province pile, the Colony pile (Prosperity), or three empty Supply piles."""
    if supply.get("Province") == 0:
        return "provinces"
    if supply.get("Colony") == 0:
        return "colonies"
    return "piles"
