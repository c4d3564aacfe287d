"""Persistent powers of a card's ruler (Law 7.1.4): "enemies of this card's ruler cannot ..." (prohibitions) and
"... unless they give that ruler 1 favor" (tolls). Written once; the cards (abilities/, by suit) call these beside
their texts and answer the rules' hook points with them.

Who rules a card (Law 10 "Rule", 6.6.3): an adviser is its owner's; a held relic its holder's (digest E.6.11); a
card at a site is ruled by whoever rules the site, and where the purple warbands stand every Imperial player rules
it together: the Empire, one ruler, whose favor goes to the Chancellor. A faceup site with no warbands is ruled by
the bandits. Powers that change who rules a card (Grand Mask, Bandit Crown) are read through powers.rules_card.

Who is an enemy (Law 10 "Enemy", 6.6.3): the Exiles are enemies of the Chancellor and the Citizens, an Exile is
the enemy of every other player, and the bandits are enemies of everyone. Imperial players are never each other's
enemies.

A toll (cards.md 9: "to the Chancellor if the Empire rules; burned if bandits"): paying it is the price of the
action it guards, so the action is offered only to a player who can pay it (Law 9.5, as this engine reads it: an
action that cannot be carried out is not offered), and choosing the action pays it. The cards name the tolls a major
action's move owes at the hook point action.tolls; the Act phase's registry (actions/registry.py) offers a tolled
move only if the player can pay every toll and still take it (`tolled_offers`), and taking it pays them first, before
its modifiers (`pay_tolls`).
"""

from dataclasses import dataclass

from . import hooks
from .powers import Place, locate, rules_card
from .rules import burn_favor, favor_of, give_favor, ruled_by_bandits, rulers


@dataclass(frozen=True)
class Ruler:
    """Who rules a card in play: the players who rule it (`players`), of whom the Imperial ones rule together as
    the Empire (`empire`); or the bandits (`bandits`, with no players)."""

    players: frozenset
    empire: bool = False
    bandits: bool = False


def ruler_of(board, card_id: int) -> Ruler | None:
    """The ruler of a faceup card in play (Law 10 "Rule"); None if the card is not in play faceup. Once a listing
    (Board.remembered): every toll and prohibition asks it for every move the Act phase lists."""
    return board.remembered(("ruler", card_id), _ruler_of, board, card_id)


def _ruler_of(board, card_id: int) -> Ruler | None:
    place = locate(board, card_id)
    return None if place is None else ruler_at(board, place)


def ruler_at(board, place: Place) -> Ruler:
    players = frozenset(index for index in range(len(board.players)) if rules_card(board, index, place))
    at_site = place.zone == "site"
    empire = at_site and any(board.players[index].imperial for index in players)
    return Ruler(players, empire=empire, bandits=at_site and not players and ruled_by_bandits(board, place.slot))


def imperial(board, index: int, campaign=None) -> bool:
    """Law 6.6.3; during a Campaign, as Law 5.5.1 reads it (a Citizen attacking the Empire is not Imperial)."""
    return campaign.is_imperial(board, index) if campaign is not None else board.players[index].imperial


def enemies(board, player: int, other: int, campaign=None) -> bool:
    """Law 10 "Enemy", 6.6.3: two different players of whom at least one is not Imperial (an Exile, or a Citizen
    made non-Imperial by the Campaign in progress)."""
    return player != other and not (imperial(board, player, campaign) and imperial(board, other, campaign))


def enemy_of(board, player: int, ruler: Ruler | None, campaign=None) -> bool:
    """Whether `player` is an enemy of this ruler: always of the bandits; never of a ruler they are one of; of
    players, when an enemy of each of them (a site ruled by two sides makes enemies only of those against
    both). A card no one rules (not in play) has no enemies. During a Campaign the Empire is its Imperial players
    only: a Citizen attacking it rules no purple site meanwhile (Law 5.5.1)."""
    if ruler is None:
        return False
    if ruler.bandits:
        return True
    players = ruler.players
    if ruler.empire and campaign is not None:
        players = frozenset(index for index in players if imperial(board, index, campaign))
    if not players or player in players:
        return False
    return all(enemies(board, player, other, campaign) for other in players)


def enemy_of_card_ruler(board, player: int, card_id: int, campaign=None) -> bool:
    """Whether a prohibition of `card_id`'s ruler binds `player`: the card is faceup in play and the player is an
    enemy of its ruler (during `campaign`, as Law 5.5.1 makes sides)."""
    return enemy_of(board, player, ruler_of(board, card_id), campaign)


def ruler_rules_site(board, ruler: Ruler | None, slot: int) -> bool:
    """Whether a site, and so every card at it (Law 10 "Rule"), is ruled by this ruler ("sites ruled by X's
    ruler"): for the bandits a faceup site with no warbands, for players a site one of them rules (the Empire: every
    site with a purple warband, Law 6.6.3)."""
    if ruler is None:
        return False
    if ruler.bandits:
        return ruled_by_bandits(board, slot)
    return bool(rulers(board, slot) & ruler.players)


def rules_card_id(board, player: int, card_id: int) -> bool:
    """Whether `player` rules the faceup card `card_id` in play (Law 10 "Rule")."""
    ruler = ruler_of(board, card_id)
    return ruler is not None and player in ruler.players


# --- tolls ----------------------------------------------------------------------------------------------------------

def toll_receiver(board, ruler: Ruler) -> int | None:
    """Who receives a toll given to the ruler: the Chancellor when the Empire rules (cards.md 9), else the ruling
    Exile (of two, the first in seat order: our reading, the Law names none); None for the bandits (burnt)."""
    if ruler.bandits or not ruler.players:
        return None
    if ruler.empire:
        return board.chancellor()
    return min(ruler.players)


def toll_due(board, player: int, card_id: int) -> bool:
    """Whether `player` owes the toll of `card_id`'s ruler to act: an enemy of that ruler."""
    return enemy_of_card_ruler(board, player, card_id)


def can_pay_toll(board, player: int, favor: int = 1) -> bool:
    """Law 9.3, 9.5: a toll is paid in full from the player's own favor or not at all."""
    return favor_of(board, player) >= favor


def toll_allows(board, player: int, card_id: int, favor: int = 1) -> bool:
    """Whether an action guarded by `card_id`'s toll may be offered to `player`: no toll is due, or they can pay
    it ("pay the toll or do not take the action")."""
    return not toll_due(board, player, card_id) or can_pay_toll(board, player, favor)


def pay_toll(board, player: int, card_id: int, favor: int = 1) -> None:
    """Give `card_id`'s ruler `favor` favor: to the Chancellor if the Empire rules, burnt if the bandits do
    (cards.md 9). The caller has checked that the player can pay (toll_allows)."""
    held = board.players[player]
    receiver = toll_receiver(board, ruler_of(board, card_id))
    if receiver is None:
        burn_favor(board, player, favor)
        board.say(f"{held.name} burns {favor} favor as the bandits' toll.")
        return
    give_favor(board, player, receiver, favor)
    board.say(f"{held.name} gives {board.players[receiver].name} {favor} favor as a toll.")


def tolls(board, player: int, move: dict) -> list:
    """The cards whose ruler this major action's move owes a toll of 1 favor each (hook action.tolls)."""
    return hooks.gather("action.tolls", board, player, move)


def tolls_in_play(board) -> bool:
    """Whether a card that names tolls (hook action.tolls) is faceup in play: each names only its own, so while
    none is, no move owes a toll. Once a listing of the Act phase's moves (Board.remembered)."""
    return board.remembered(("tolls in play",), _tolls_in_play, board)


def _tolls_in_play(board) -> bool:
    cards = hooks.cards_of("action.tolls")
    return cards is None or any(locate(board, card) is not None for card in cards)


def tolls_payable(board, player: int, move: dict) -> bool:
    """Whether the player can pay every toll the move owes (Law 9.3: in full or not at all)."""
    return can_pay_toll(board, player, len(tolls(board, player, move)))


def tolled_offers(board, player: int, moves: list, offers) -> list:
    """`moves` without those whose tolls the player cannot pay, or could pay only to be left unable to take the move
    (a Trade for secrets needs its 2 favor after the toll): Law 9.3, 9.5. `offers` lists the action's moves before
    this filter; it is asked again with the tolls' favor set aside, and given back at once."""
    if not tolls_in_play(board):
        return list(moves)
    held = board.players[player]
    kept, after_paying = [], {}
    for move in moves:
        owed = len(tolls(board, player, move))
        if owed and not can_pay_toll(board, player, owed):
            continue
        if owed:
            if owed not in after_paying:
                held.favor -= owed
                try:
                    with board.listing(anew=True):     # facts worked out with the favor still there do not hold
                        after_paying[owed] = offers(board, player)
                finally:
                    held.favor += owed
            if move not in after_paying[owed]:
                continue
        kept.append(move)
    return kept


def pay_tolls(board, player: int, move: dict) -> None:
    """Pay every toll the move owes, in the order the cards answer (tolled_offers has checked they can be paid)."""
    for card_id in tolls(board, player, move):
        pay_toll(board, player, card_id)
