"""A card's "+N" fields say what its printed text says: the bonuses it gives whatever happens, those of its opening
sentences that are nothing but "+N" words (Market: "+1 Card, +1 Action, +1 Buy, +$1."). A later "+N" hangs on a
condition or a choice (City's second Card, Pawn's choices) and is no field."""

import re

import pytest

from engine.dominion.bots import MAY_GIVE_ACTIONS
from engine.dominion.cards import CARDS

WORTH = re.compile(r"-?\d+ VP\.?|\$\d+\.?")              # a printed worth: Great Hall's "1 VP.", Harem's "$2."
BONUS = re.compile(r"\+(\d+) (Card|Action|Buy|VP token)s?|\+\$(\d+)")
FIELDS = {"Card": "plus_cards", "Action": "plus_actions", "Buy": "plus_buys"}


def printed_bonuses(text: str) -> dict:
    found = {"plus_cards": 0, "plus_actions": 0, "plus_buys": 0, "plus_coins": 0}
    for sentence in re.split(r"(?<=\.) ", " ".join(text.split())):
        if WORTH.fullmatch(sentence):
            continue
        bonuses = [BONUS.fullmatch(part) for part in re.split(r", | and ", sentence.removesuffix("."))]
        if not all(bonuses):
            break
        for bonus in bonuses:
            count, what, coins = bonus.groups()
            if coins:
                found["plus_coins"] += int(coins)
            elif what in FIELDS:            # VP tokens (Bishop, Monument) are no field
                found[FIELDS[what]] += int(count)
    return found


def fields(card) -> dict:
    return {"plus_cards": card.plus_cards, "plus_actions": card.plus_actions, "plus_buys": card.plus_buys,
            "plus_coins": card.plus_coins}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_a_cards_plus_fields_are_its_printed_bonuses(name):
    assert fields(CARDS[name]) == printed_bonuses(CARDS[name].text)


def test_market_gives_one_of_each():
    assert fields(CARDS["Market"]) == {"plus_cards": 1, "plus_actions": 1, "plus_buys": 1, "plus_coins": 1}


def test_a_conditional_bonus_is_no_field():
    assert fields(CARDS["City"]) == {"plus_cards": 1, "plus_actions": 2, "plus_buys": 0, "plus_coins": 0}
    assert fields(CARDS["Pawn"]) == {"plus_cards": 0, "plus_actions": 0, "plus_buys": 0, "plus_coins": 0}


@pytest.mark.parametrize("name", sorted(MAY_GIVE_ACTIONS))
def test_the_cards_that_may_give_actions_print_a_conditional_action(name):
    assert CARDS[name].plus_actions == 0 and re.search(r"\+\d Actions?", CARDS[name].text)
