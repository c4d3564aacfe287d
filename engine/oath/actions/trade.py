"""Muster (Law 5.2) and Trade (Law 5.3): both spend 1 Supply and put tokens on a suited card at your site."""

from .. import hooks
from ..advisers import advisers_of_suit
from ..cards import card_name
from ..modifying import apply_modifiers, chosen, end_modifiers, variants
from ..rules import (
    favor_of,
    gain_favor,
    gain_secrets,
    gain_warbands,
    spend_favor,
    spend_supply,
    suit_of,
)
from .registry import action

MUSTER_WARBANDS = 2             # Law 5.2.2
TRADE_FAVOR_PRICE = 2           # Law 5.3.2 (b)


def usable_cards(board, player: int) -> list:
    """Law 5.2.1, 5.3.2, 7.1.2: a denizen or intact edifice at your site holding no favor and no secret; relics
    and ruins have no suit (2.9)."""
    site = board.sites[board.players[player].site]
    return [card for card in site.cards if usable(card)]


def usable(card) -> bool:
    return bool(suit_of(card)) and not card.favor and not card.secrets


def card_at_site(board, player: int, card_id: int):
    return next(card for card in board.sites[board.players[player].site].cards if card.id == card_id)


def card_on_map(board, card_id: int):
    """A card at any site (Map Library trades with a card at another site of your region)."""
    return next(card for site in board.sites for card in site.cards if card.id == card_id)


def matching_advisers(board, player: int, suit: str) -> int:
    """Faceup advisers whose suit is `suit` (Law 5.3.2; facedown advisers have no suit), as advisers count."""
    return advisers_of_suit(board, player, suit)


# --- Muster -------------------------------------------------------------------------------------------------

def muster_offers(board, player: int) -> list:
    """Law 5.2.1, with its modifiers (Law 7.4): Pressgangs allows a card holding tokens, Animal Playmates spares
    the Supply; a mandatory one may pay with a secret or bar cards (hooks muster.pays_secret, muster.card_allowed)."""
    held = board.players[player]
    if (held.secrets if pays_secret(board, player) else favor_of(board, player)) < 1:
        return []
    moves = []
    for card in board.sites[held.site].cards:
        if suit_of(card) and hooks.every("muster.card_allowed", board, player, card):     # Law 7.1.4
            def possible(cards, card=card):
                free_card = not card.favor and not card.secrets
                return (free_card or hooks.some("muster.used_card", board, player, cards)) and \
                    held.supply >= muster_supply(board, player, cards)
            moves += variants(board, player, "Muster", {"action": "muster", "card": card.id}, possible)
    return moves


@action("muster", muster_offers)
def muster(board, player: int, move: dict):
    held = board.players[player]
    yield from apply_modifiers(board, player, move, "Muster")              # Law 7.4: at the start
    spend_supply(board, player, muster_supply(board, player, chosen(move)))   # Law 5.2.1
    card = card_at_site(board, player, move["card"])
    secret = pays_secret(board, player)                                     # Initiation Rite
    if secret:
        held.secrets -= 1
        card.secrets += 1
    else:
        spend_favor(board, player, 1)
        card.favor += 1
    extra = hooks.total("muster.extra_warbands", board, player)
    gained = gain_warbands(board, player, MUSTER_WARBANDS + extra)          # Law 5.2.2: Citizens gain purple
    token = "secret" if secret else "favor"
    board.say(f"{held.name} musters at {card_name(move['card'])}: 1 {token} on it, {gained} warbands gained.")
    yield from hooks.each("muster.after", board, player)
    end_modifiers(board)


def pays_secret(board, player: int) -> bool:
    """Law 5.2.1 puts a favor on the card; a mandatory modifier may ask a secret instead (Law 7.4.1)."""
    return hooks.some("muster.pays_secret", board, player)


def muster_supply(board, player: int, cards: list) -> int:
    """Law 5.2.1: 1 Supply, unless a chosen modifier spares it."""
    return 0 if hooks.some("muster.spares_supply", board, player, cards) else 1


def trade_supply(board, player: int, cards: list) -> int:
    """Law 5.3.1: 1 Supply, unless a chosen modifier spares it."""
    return 0 if hooks.some("trade.spares_supply", board, player, cards) else 1


# --- Trade --------------------------------------------------------------------------------------------------

def trade_offers(board, player: int) -> list:
    """Law 5.3.1-5.3.2, with its modifiers (Law 7.4): Cup of Plenty spares the Supply; a card at another site is
    offered only with a modifier that reaches it (hooks trade.other_sites, trade.other_site: Map Library)."""
    held = board.players[player]
    gains_favor = hooks.every("trade.gains_favor", board, player)           # Law 7.1.4: Vow of Poverty
    wanted = (["favor"] if held.secrets >= 1 and gains_favor else []) + \
        (["secrets"] if favor_of(board, player) >= TRADE_FAVOR_PRICE else [])
    moves = []
    for card in usable_cards(board, player):
        if not hooks.every("trade.card_allowed", board, player, card):      # Law 7.1.4
            continue
        for token in wanted:
            moves += variants(board, player, "Trade", {"action": "trade", "card": card.id, "for": token},
                              lambda cards: held.supply >= trade_supply(board, player, cards))
    for slot in dict.fromkeys(hooks.gather("trade.other_sites", board, player)):     # each site once
        for card in filter(usable, board.sites[slot].cards):
            if not hooks.every("trade.card_allowed", board, player, card):
                continue
            for token in wanted:
                moves += variants(board, player, "Trade", {"action": "trade", "card": card.id, "for": token},
                                  lambda cards: hooks.some("trade.other_site", board, player, cards)
                                  and held.supply >= trade_supply(board, player, cards))
    return moves


def trade_favor(board, player: int, suit: str, token: str) -> int:
    """Law 5.3.2: the favor a Trade gains, before the bank's limit (Law 9.3): for a secret, 1 and 1 per matching
    adviser; for favor, none; either way the extra favor of its modifiers (trade.extra_favor), then trade.favor."""
    if not hooks.every("trade.gains_favor", board, player):                 # Law 7.1.4: Vow of Poverty
        return 0
    base = 1 + matching(board, player, suit) if token == "favor" else 0
    return hooks.fold("trade.favor", base + hooks.total("trade.extra_favor", board, player), board, player)


def matching(board, player: int, suit: str) -> int:
    """Your matching advisers, or another player's you act as if you had (hook trade.advisers_of: Master of
    Disguise), and those a modifier adds (trade.matching)."""
    owner = hooks.first("trade.advisers_of", board, player)
    return matching_advisers(board, player if owner is None else owner, suit) + \
        hooks.total("trade.matching", board, player)


@action("trade", trade_offers)
def trade(board, player: int, move: dict):
    held = board.players[player]
    yield from apply_modifiers(board, player, move, "Trade")               # Law 7.4: at the start
    card = card_on_map(board, move["card"])
    suit = suit_of(card)
    matches = matching(board, player, suit)
    favor = trade_favor(board, player, suit, move["for"])
    spend_supply(board, player, trade_supply(board, player, chosen(move)))  # Law 5.3.1
    if move["for"] == "favor":                                              # Law 5.3.2 (a)
        held.secrets -= 1
        card.secrets += 1
        gained = gain_favor(board, player, suit, favor)
        board.say(f"{held.name} trades a secret at {card_name(card.id)} for {gained} favor from the {suit} bank.")
    else:                                                                   # Law 5.3.2 (b)
        spend_favor(board, player, TRADE_FAVOR_PRICE)
        card.favor += TRADE_FAVOR_PRICE
        secrets = hooks.fold("trade.secrets", matches, board, player)
        gain_secrets(board, player, secrets)
        board.say(f"{held.name} trades 2 favor at {card_name(card.id)} for {secrets} secrets.")
        if favor:
            gained = gain_favor(board, player, suit, favor)
            board.say(f"{held.name} gains {gained} more favor from the {suit} bank.")
    end_modifiers(board)
