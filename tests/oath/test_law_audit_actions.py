"""Audit of the engine against Law 5 (major actions) and 7 (powers): each test is a ruling the audit found the
engine getting wrong, proved by a scenario."""

from engine.oath.cards import site_named
from engine.oath.dice import BLANK, SWORD
from engine.oath.state import Site
from tests.oath.harness import BLUE, RED, WHITE, make_board
from tests.oath.test_campaign import battle, forced

RIVER = 3
STEPPE = site_named("Steppe").id
BRASS_HORSE = 220


def red_beats_blues_pawn_at(board, slot: int) -> None:
    """Red and Blue stand at `slot`; Red has warbands, Blue none: Blue's pawn is the forced target (Law 5.5.2)."""
    board.players[RED].site = board.players[BLUE].site = slot
    board.players[RED].warbands = 3
    forced(board, defense=[BLANK, BLANK], attack=[SWORD])


# --- Law 5.5.7.III: the banished pawn travels (7.6.2), only where it could legally travel ---------------------------

def test_a_banished_pawn_may_travel_to_a_facedown_site_which_is_revealed_law_5_5_7_iii_and_5_6_2():
    board = make_board(players=3)
    board.sites[7] = Site(STEPPE, faceup=False)
    board.relic_deck = [BRASS_HORSE]
    red_beats_blues_pawn_at(board, RIVER)
    run = battle(board, RED, BLUE, {"attack dice": 1}, {"pawn": "banish", "site": 7})
    assert run.finished and run.result.victorious
    assert board.players[BLUE].site == 7
    assert (board.sites[7].faceup, board.sites[7].relics, board.relic_deck) == (True, [BRASS_HORSE], [])


def test_a_pawn_banished_into_the_narrow_pass_region_must_end_at_the_narrow_pass_law_5_5_7_iii_and_11():
    board = make_board(players=3, sites=["Plains", "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast",
                                         "Narrow Pass", "Steppe"])
    red_beats_blues_pawn_at(board, RIVER)
    run = battle(board, RED, BLUE, {"attack dice": 1}, {"pawn": "banish", "site": 6})
    banish = run.decisions[-1]
    assert banish.choices == [{"pawn": "banish", "site": slot} for slot in (0, 1, 2, 4, 6)] + [{"pawn": "stays"}]
    assert board.players[BLUE].site == 6


def test_an_enemy_ruling_the_shrouded_wood_chooses_where_the_banished_pawn_goes_law_5_5_7_iii_and_11():
    board = make_board(players=4, sites=["Plains", "Lush Coast", "Mountain", "Shrouded Wood", "Great Slum",
                                         "Rocky Coast", "Wastes", "Steppe"])
    board.sites[3].warbands = {"White": 1}                 # White, an enemy of Blue, rules the Shrouded Wood
    red_beats_blues_pawn_at(board, 3)
    run = battle(board, RED, BLUE, {"attack dice": 1}, {"pawn": "banish"}, {"to": 5})
    chooser = run.decisions[-1]
    assert (run.decisions[-2].player, chooser.player) == (RED, WHITE)
    assert chooser.choices == [{"to": slot} for slot in (0, 1, 2, 4, 5, 6, 7)]
    assert board.players[BLUE].site == 5


def test_a_pawn_is_banished_to_the_hidden_place_only_by_flipping_one_of_its_board_secrets_law_5_5_7_iii_and_11():
    board = make_board(players=3, sites=["Plains", "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast",
                                         "Wastes", "The Hidden Place"])
    red_beats_blues_pawn_at(board, RIVER)
    run = battle(board, RED, BLUE, {"attack dice": 1}, {"pawn": "stays"})
    assert {"pawn": "banish", "site": 7} not in run.decisions[-1].choices
    board = make_board(players=3, sites=["Plains", "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast",
                                         "Wastes", "The Hidden Place"])
    board.players[BLUE].secrets = 1
    red_beats_blues_pawn_at(board, RIVER)
    battle(board, RED, BLUE, {"attack dice": 1}, {"pawn": "banish", "site": 7})
    assert (board.players[BLUE].site, board.players[BLUE].secrets, board.players[BLUE].hidden_secrets) == (7, 0, 1)


# --- Law 5.1.3, 10 "Discard" (digest E.1 rows 12 and 40): the searcher orders the discards ------------------------

def test_the_searcher_chooses_the_order_of_the_cards_discarded_by_a_search_law_5_1_3_and_10_discard():
    from engine.oath.actions.search import search
    from engine.oath.cards import card_named
    from tests.oath.harness import Script

    wrestlers, longbows, elders = (card_named(name).id for name in ("Wrestlers", "Longbows", "Elders"))
    board = make_board()
    board.world = [elders, longbows, wrestlers]
    script = Script(search(board, RED, {"action": "search", "from": "world"}), {"keep": longbows},
                    {"card": wrestlers}, {"play": "discard"})
    order = script.decisions[1]
    assert (order.player, order.kind, order.private) == (RED, "discard order", True)
    assert order.choices == [{"card": wrestlers}, {"card": elders}]
    assert board.discards["Provinces"] == [elders, wrestlers, longbows]        # Wrestlers chosen on top


# --- Law 7.6.2: free travel ignores the Travel cost only; The Hidden Place still takes its board secret (Law 11) ----

def test_brass_horse_free_travel_to_the_hidden_place_still_flips_a_board_secret_law_7_6_2_and_11():
    from engine.oath.abilities.relics import BRASS_HORSE as HORSE
    from engine.oath.actions.powers import use_action_power
    from tests.oath.harness import Script

    board = make_board(sites=["Plains", "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast", "Wastes",
                              "The Hidden Place"])
    board.turn = RED
    red = board.players[RED]
    red.relics.append(HORSE)
    red.secrets = 2                                         # 1 pays the Brass Horse, 1 is flipped for the site
    Script(use_action_power(board, RED, {"action": "power", "card": HORSE}), {"to": 7})
    assert (red.site, red.supply, red.secrets, red.hidden_secrets) == (7, 7, 0, 1)


# --- Ring of Devotion (cards.md 7): "you cannot place warbands at sites" binds the victor's step 5.5.7.I -----------

def test_the_ring_of_devotion_holder_places_no_warbands_on_the_sites_it_wins_law_5_5_7_i_and_9_2():
    from engine.oath.abilities.relics import RING_OF_DEVOTION

    board = make_board(players=3)
    board.players[RED].relics.append(RING_OF_DEVOTION)
    board.players[RED].site = board.players[BLUE].site = RIVER
    board.sites[RIVER].warbands = {"Blue": 1}
    board.players[RED].warbands = 3
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = battle(board, RED, BLUE, {"target": "done"}, {"attack dice": 2})
    assert run.finished and run.result.victorious
    assert "campaign place" not in [decision.kind for decision in run.decisions]
    assert board.sites[RIVER].warbands == {} and board.players[RED].warbands == 3
