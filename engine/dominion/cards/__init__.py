"""Every card, one definition per card, written where its set is; importing this package registers them all."""

from ..registry import (ACTION, AFTER_COPPER, ATTACK, BASE, BASIC, CARDS, CURSE, INTRIGUE, PROSPERITY, REACTION, SETS,
                        TREASURE, VICTORY, Card, bot_hint, buy_condition, card, get, kingdom_cards, plain_card,
                        reaction, replay_hint, when_bought, while_in_play_when_buying)
from . import basic, base, intrigue, prosperity, prosperity_money  # noqa: F401  (registers the cards)

__all__ = ["ACTION", "AFTER_COPPER", "ATTACK", "BASE", "BASIC", "CARDS", "CURSE", "INTRIGUE", "PROSPERITY", "REACTION",
           "SETS", "TREASURE", "VICTORY", "Card", "bot_hint", "buy_condition", "card", "get", "kingdom_cards",
           "plain_card", "reaction", "replay_hint", "when_bought", "while_in_play_when_buying", "PRINTED_COST",
           "NAMES_OF", "WITH_BUY_CONDITION", "WATCHING_BUYS"]

# Read-only tables for the turn's hot paths, built once every card is registered.
PRINTED_COST = {name: c.cost for name, c in CARDS.items()}
NAMES_OF = {kind: frozenset(n for n, c in CARDS.items() if kind in c.types)
            for kind in (ACTION, TREASURE, VICTORY, CURSE, ATTACK, REACTION)}
WITH_BUY_CONDITION = frozenset(n for n, c in CARDS.items() if c.buy_condition)
WATCHING_BUYS = frozenset(n for n, c in CARDS.items() if c.in_play_buy)
