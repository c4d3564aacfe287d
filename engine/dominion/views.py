"""What a player or a spectator may see. Never another player's hand, nor any deck's order, nor the seed."""

from .scoring import points, public_points, result


def view(board, viewer: int | None) -> dict:
    players = []
    for index, player in enumerate(board.players):
        seen = {"name": player.name, "hand_count": len(player.hand), "deck_count": len(player.deck),
                "discard_count": len(player.discard), "discard_top": player.discard[-1] if player.discard else None,
                "in_play": list(player.play), "aside": list(player.aside), "turns": player.turns,
                "vp_tokens": player.vp_tokens}
        if index == viewer:
            cards = player.all_cards()
            seen["vp"] = points(player, cards)
            seen["hand"] = sorted(player.hand)
            # a player knows what they own (every gain and trash was seen), never the order of their deck
            seen["owned"] = {name: cards.count(name) for name in sorted(set(cards))}
        else:
            seen["vp"] = public_points(player)
        players.append(seen)
    data = {"players": players, "supply": dict(board.supply), "kingdom": list(board.kingdom),
            "trash": list(board.trash), "turn": board.turn.to_dict(), "you": viewer, "finished": board.finished,
            "trade_route": {"piles": list(board.trade_route), "mat": board.trade_route_mat}}
    if board.finished:
        data["result"] = result(board)
    return data
