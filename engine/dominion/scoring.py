"""Scoring at game end (base rulebook): VP of every card owned; ties go to fewer turns, else shared."""

from .cards import get


def points(player, cards=None) -> int:
    cards = player.all_cards() if cards is None else cards
    total = 0
    for name in cards:
        value = get(name).points
        total += value(cards) if callable(value) else value
    return total + player.vp_tokens


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


def result(board) -> dict:
    scores = [points(p) for p in board.players]
    best = max(scores)
    tied = [i for i, s in enumerate(scores) if s == best]
    fewest = min(board.players[i].turns for i in tied)
    winners = [i for i in tied if board.players[i].turns == fewest]
    return {"scores": scores, "turns": [p.turns for p in board.players], "winners": winners,
            "winner_names": [board.players[i].name for i in winners]}
