"""Search (Law 5.1): cost, drawing, Visions, discarding and playing the kept card."""

from engine.oath.actions.search import offers, search
from engine.oath.cards import card_named
from engine.oath.rules import give_banner
from engine.oath.state import DARKEST_SECRET
from tests.oath.harness import RED, Script, card, make_board

WRESTLERS, LONGBOWS, ELDERS = card_named("Wrestlers").id, card_named("Longbows").id, card_named("Elders").id
WOLVES, SCRYER = card_named("Wolves").id, card_named("Scryer").id
SANCTUARY, FAITH = card_named("Sanctuary").id, card_named("Faith").id


def run(board, move, *answers):
    return Script(search(board, RED, move), *answers)


def test_a_world_search_draws_the_top_three_discards_two_and_plays_the_kept_one():
    """Law 5.1.1-5.1.4: 2 Supply at 0 Visions; the discards go to the pile after the pawn's region, in the
    order the searcher chooses (Law 10 "Discard"); the kept card goes to the site for 1 favor."""
    board = make_board()
    board.world = [WOLVES, SCRYER, ELDERS, LONGBOWS, WRESTLERS]
    script = run(board, {"from": "world"})
    assert script.pending.kind == "keep" and script.pending.private
    assert script.pending.choices == [{"keep": WRESTLERS}, {"keep": LONGBOWS}, {"keep": ELDERS}]
    assert board.players[RED].drawn == [WRESTLERS, LONGBOWS, ELDERS]       # private hand meanwhile
    board = make_board()
    board.world = [WOLVES, SCRYER, ELDERS, LONGBOWS, WRESTLERS]
    run(board, {"from": "world"}, {"keep": LONGBOWS}, {"card": ELDERS}, {"play": "site", "site": 0})
    red = board.players[RED]
    assert (red.supply, red.spent, red.favor, red.drawn) == (5, 2, 1, [])
    assert board.world == [WOLVES, SCRYER]
    assert board.discards["Provinces"] == [WRESTLERS, ELDERS]
    assert board.sites[0].cards == [card(LONGBOWS)]
    assert board.visions_drawn == 0


def test_a_vision_from_the_world_deck_stops_the_draw_and_advances_the_track():
    """Law 5.1.2, 2.7.1: announce it, stop at once, Visions Drawn +1."""
    board = make_board()
    board.world = [WOLVES, SCRYER, SANCTUARY, WRESTLERS]
    script = run(board, {"from": "world"})
    assert script.pending.choices == [{"keep": WRESTLERS}, {"keep": SANCTUARY}]
    assert board.world == [WOLVES, SCRYER]
    assert board.visions_drawn == 1
    assert board.log[-1] == ("Red has drawn a Vision and stops drawing.", None, None)
    assert board.log[-2] == ("Red draws 2 cards.", RED, "Red draws Wrestlers, Sanctuary.")


def test_searching_a_discard_pile_does_not_count_or_stop_at_visions():
    """Law 5.1.2: only a Vision drawn from the world deck stops the draw; a discard pile costs 2 (5.1.1)."""
    board = make_board()
    board.visions_drawn = 3
    board.discards["Cradle"] = [WOLVES, FAITH, SANCTUARY, WRESTLERS]
    script = run(board, {"from": "discard"})
    assert script.pending.choices == [{"keep": WRESTLERS}, {"keep": SANCTUARY}, {"keep": FAITH}]
    assert board.discards["Cradle"] == [WOLVES]
    assert board.visions_drawn == 3
    assert board.players[RED].supply == 5


def test_the_discard_pile_searched_is_the_one_of_the_pawns_region():
    """Law 5.1.2; its discards go on to the next region's pile (Law 10 "Discard")."""
    board = make_board()
    board.players[RED].site = 5                                  # Hinterland
    board.discards["Hinterland"] = [ELDERS, WRESTLERS]
    board.discards["Cradle"] = [WOLVES]
    run(board, {"from": "discard"}, {"keep": ELDERS}, {"play": "discard"})
    assert board.discards == {"Cradle": [WOLVES, WRESTLERS, ELDERS], "Provinces": [], "Hinterland": []}


def test_a_short_deck_gives_what_it_has():
    """Law 9.3: one card left is drawn and kept without a choice."""
    board = make_board()
    board.world = [WRESTLERS]
    script = run(board, {"from": "world"})
    assert script.pending.kind == "play"
    assert board.world == [] and board.players[RED].drawn == [WRESTLERS]


def test_the_world_search_cost_follows_the_visions_drawn_track():
    """Law 5.1.1, 2.1.6: 2 at 0 Visions, 3 at 1-2, 4 at 3 or more; not offered above the Supply (4.2)."""
    board = make_board()
    board.world = [WRESTLERS, LONGBOWS, ELDERS]
    board.discards["Cradle"] = [WOLVES]
    red = board.players[RED]
    red.supply = 3
    board.visions_drawn = 2
    assert offers(board, RED) == [{"action": "search", "from": "world"}, {"action": "search", "from": "discard"}]
    run(board, {"from": "world"}, {"keep": ELDERS}, {"card": LONGBOWS}, {"play": "discard"})
    assert red.supply == 0
    red.supply = 3
    board.visions_drawn = 3
    assert offers(board, RED) == [{"action": "search", "from": "discard"}]


def test_the_darkest_secret_holder_searches_the_world_deck_for_2():
    """cards.md 4: the Darkest Secret's Search modifier."""
    board = make_board()
    board.world = [WRESTLERS]
    board.visions_drawn = 4
    board.players[RED].supply = 2
    give_banner(board, RED, DARKEST_SECRET)
    assert offers(board, RED) == [{"action": "search", "from": "world"}]


def test_an_empty_pile_is_not_offered():
    board = make_board()
    assert offers(board, RED) == []
