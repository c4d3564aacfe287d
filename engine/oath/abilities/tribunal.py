"""The Tribunal's Action power (Law 6.2, 7.3.2, 7.6.3; cards.md 5): negotiate a binding exchange with any player.

The engine carries out only the favor and secrets the deal moves (digest E.2: a deal covers only what the power
lists). Promises of future actions and their agreed penalties are allowed by the Tribunal but are kept by the
players, not the engine: a disputed one is settled by a coin flip at the table (Law 7.6.3). No other promise is
binding (Law 9.6), so no other negotiation is enforced anywhere.
"""

from .. import hooks
from ..actions import action
from ..rules import ask, favor_of, give_favor, rules
from .sites import slot_named

TERMS = (("give favor", "favor", "proposer"), ("give secrets", "secrets", "proposer"),
         ("ask favor", "favor", "partner"), ("ask secrets", "secrets", "partner"))


def has_access(board, player: int) -> bool:
    """Law 7.1.1: you rule the faceup Tribunal or your pawn is there."""
    slot = slot_named(board, "The Tribunal")
    return slot is not None and (board.players[player].site == slot or rules(board, player, slot))


def offers(board, player: int) -> list:
    if not has_access(board, player):
        return []
    return [{"action": "tribunal", "with": other} for other in board.others(player)]


@action("tribunal", offers, major=False)
def tribunal(board, player: int, move: dict):
    """The proposer names each amount in turn; the other player accepts or declines; an accepted deal binds."""
    partner = move["with"]
    proposer, other = board.players[player], board.players[partner]
    deal = {}
    for term, token, owner in TERMS:
        giver = player if owner == "proposer" else partner
        most = favor_of(board, giver) if token == "favor" else board.players[giver].secrets
        if token == "secrets" and hooks.some("secrets.give_forbidden", board, giver):     # Vow of Silence
            most = 0
        answer = yield from ask(player, "tribunal terms", f"The Tribunal: {term}?",
                                [{term: count} for count in range(most + 1)], source="The Tribunal")
        deal[term] = answer[term]
    reply = yield from ask(partner, "tribunal consent", f"Accept {proposer.name}'s Tribunal deal {deal}?",
                           [{"accept": True}, {"accept": False}], source="The Tribunal")
    if not reply["accept"]:
        board.say(f"{other.name} declines {proposer.name}'s deal at the Tribunal.")
        return
    give_favor(board, player, partner, deal["give favor"])
    give_favor(board, partner, player, deal["ask favor"])
    proposer.secrets += deal["ask secrets"] - deal["give secrets"]
    other.secrets += deal["give secrets"] - deal["ask secrets"]
    board.say(f"{other.name} accepts {proposer.name}'s deal at the Tribunal: {deal}.")
