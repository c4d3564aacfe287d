"""Law 9.4 through the powers that move hidden cards (issue 15's hidden-information property): two boards that differ
only in cards a seat may not know give that seat the same view and the same narration after the power is used, while
the seat that may know them sees the difference."""

from engine.oath.cards import card_named
from engine.oath.views import view
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, card, make_board
from tests.oath.test_powers_played import adviser, own_turn, play, use

DREAM_THIEF, PILGRIMAGE = card_named("Dream Thief").id, card_named("Pilgrimage").id
(ELDERS, KEEP, LONGBOWS, SCRYER, WOLVES, WRESTLERS, ALCHEMIST, TUTOR) = (card_named(name).id for name in (
    "Elders", "Keep", "Longbows", "Scryer", "Wolves", "Wrestlers", "Alchemist", "Tutor"))
MOUNTAIN = 2


def narration(board, viewer) -> list:
    return [private if player == viewer and private else text for text, player, private in board.log]


def dream_thief_swap(blues: int, whites: int):
    """Red's Dream Thief swaps Blue's facedown adviser (`blues`) with White's (`whites`)."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, DREAM_THIEF)
    board.players[RED].favor = 2
    adviser(board, BLUE, blues, faceup=False)
    adviser(board, WHITE, whites, faceup=False)
    assert use(board, RED, DREAM_THIEF, {"player": BLUE, "adviser": 0}).finished
    return board


def test_dream_thiefs_swap_shows_each_owner_its_new_card_and_nobody_else_either_card():
    one, other = dream_thief_swap(ELDERS, KEEP), dream_thief_swap(LONGBOWS, SCRYER)
    for viewer in (None, CHANCELLOR, RED):
        assert view(one, viewer) == view(other, viewer) and narration(one, viewer) == narration(other, viewer)
    assert view(one, BLUE)["players"][BLUE]["advisers"][0]["id"] == KEEP
    assert view(other, BLUE)["players"][BLUE]["advisers"][0]["id"] == SCRYER
    assert view(one, WHITE)["players"][WHITE]["advisers"][0]["id"] == ELDERS
    assert view(one, BLUE)["players"][WHITE] == view(other, BLUE)["players"][WHITE]      # White's new card: unseen


def pilgrimage(dispossessed: list):
    """Red plays Pilgrimage at the Mountain: Wolves goes to the Dispossessed, one card is drawn from it."""
    board = own_turn(make_board(), RED)
    board.players[RED].site = MOUNTAIN
    board.sites[MOUNTAIN].cards = [card(WOLVES)]
    board.dispossessed = list(dispossessed)
    assert play(board, RED, PILGRIMAGE, {"play": "adviser", "faceup": True}).finished
    return board


def test_pilgrimage_draws_from_the_dispossessed_seen_by_its_player_alone():
    one, other = pilgrimage([ELDERS, KEEP]), pilgrimage([ALCHEMIST, TUTOR])
    for viewer in (None, CHANCELLOR, BLUE, WHITE):
        assert view(one, viewer) == view(other, viewer) and narration(one, viewer) == narration(other, viewer)
        assert view(one, viewer)["dispossessed"] == {"count": 2}
    assert narration(one, RED) != narration(other, RED)                # Red peeked at what it drew
    assert one.players[RED].seen[0]["cards"] == one.discards["Provinces"][-1:]
