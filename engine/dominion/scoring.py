"""Scoring at game end (base rulebook): VP of every card owned; ties go to fewer turns, else shared."""

from .cards import get


def points(player) -> int:
    cards = player.all_cards()
    total = 0
    for name in cards:
        value = get(name).points
        total += value(cards) if callable(value) else value
    return total + player.vp_tokens


def result(board) -> dict:
    scores = [points(p) for p in board.players]
    best = max(scores)
    tied = [i for i, s in enumerate(scores) if s == best]
    fewest = min(board.players[i].turns for i in tied)
    winners = [i for i in tied if board.players[i].turns == fewest]
    return {"scores": scores, "turns": [p.turns for p in board.players], "winners": winners,
            "winner_names": [board.players[i].name for i in winners]}
