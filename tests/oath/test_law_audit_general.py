"""Audit of the general Law (1-4, 6, 9, 10) against the engine: each test is a ruling the audit found the code
getting wrong, proved failing first and then fixed."""

from engine.oath.actions.minor import self_exile_price
from engine.oath.cards import GRAND_SCEPTER, RELICS
from engine.oath.state import Card
from engine.oath.views import view
from tests.oath.harness import CHANCELLOR, RED, make_board

RELIC = list(RELICS)[0]


def test_law_6_8_self_exile_price_counts_secrets_on_held_relics():
    """Law 6.8, digest E.6.17 reading (i): the price counts the secrets on any denizen, relic and edifice card;
    secrets paid onto a held relic lie on that relic card (Board.relic_tokens) until the Rest."""
    board = make_board(citizens=["Red"])
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    red = board.players[RED]
    red.warbands, red.secrets, red.relics = 2, 1, [RELIC]
    board.relic_tokens[str(RELIC)] = Card(RELIC, secrets=1)
    assert self_exile_price(board, RED) == 2 + 1 + 1


def test_law_9_4_tokens_on_held_relics_and_caged_warbands_are_public():
    """Law 9.4: everything not listed as hidden is public, the counts of favor and secrets included; tokens paid
    onto a held relic and warbands on the Obsidian Cage are on the table for all to see."""
    board = make_board()
    board.players[RED].relics = [RELIC]
    board.relic_tokens[str(RELIC)] = Card(RELIC, favor=0, secrets=1)
    board.caged = {"Red": 2}
    for viewer in (None, CHANCELLOR, RED):
        seen = view(board, viewer)
        assert seen["relic_tokens"] == {str(RELIC): {"favor": 0, "secrets": 1}}
        assert seen["caged"] == {"Red": 2}
