"""What each seat sees (Law 9.4, digest E.4): two boards that differ only in what a viewer may not know give that
viewer the same view; what the viewer may know shows."""

import json

from engine.oath.cards import EDIFICES, GRAND_SCEPTER, VISIONS
from engine.oath.chronicle import encode, new_chronicle
from engine.oath.setup import setup, setup_choices
from engine.oath.views import view
from tests.oath.harness import Script

NAMES = ["Ann", "Ben", "Cy", "Dee"]
SEED = "SEED-4f1c-xyzzy"


def game(seed=SEED, chosen=False):
    board = setup({"players": NAMES}, seed)
    if chosen:                                   # Law 1.23 answered with each decision's first choice
        assert Script(setup_choices(board), *[lambda decision: decision.choices[0]] * 11).finished
    return board


def viewers(board):
    return [None, *range(len(board.players))]


def same_for(viewers_, one, other):
    return all(view(one, viewer) == view(other, viewer) for viewer in viewers_)


def test_law_9_4_world_deck_order_below_the_top_is_hidden_from_everyone():
    one, other = game(), game()
    other.world[0], other.world[5] = other.world[5], other.world[0]
    assert same_for(viewers(one), one, other)


def test_law_9_4_world_deck_size_is_hidden_but_the_top_cards_back_is_public():
    one, other = game(), game()
    other.world.pop(0)
    assert same_for(viewers(one), one, other)
    top_is_vision = other.world[-1] in VISIONS
    unlike = next(i for i, card in enumerate(other.world) if (card in VISIONS) != top_is_vision)
    other.world[-1], other.world[unlike] = other.world[unlike], other.world[-1]
    backs = ["Denizen", "Vision"]
    assert view(one, 1)["world"] == {"top": backs[top_is_vision]}
    assert view(other, 1)["world"] == {"top": backs[not top_is_vision]}


def test_law_9_4_discard_pile_faces_are_hidden_their_backs_and_count_public():
    one, other = game(), game()
    other.discards["Cradle"][0], other.world[0] = other.world[0], other.discards["Cradle"][0]
    assert same_for(viewers(one), one, other)
    assert view(one, None)["discards"] == {"Cradle": ["Denizen"], "Provinces": ["Denizen"],
                                           "Hinterland": ["Denizen"]}


def test_law_9_4_a_facedown_adviser_is_seen_by_its_owner_alone():
    one, other = game(chosen=True), game(chosen=True)
    ben = other.players[1].advisers[0]
    ben.id, other.world[0] = other.world[0], ben.id
    assert same_for([None, 0, 2, 3], one, other)
    assert view(one, 1) != view(other, 1)
    assert view(other, 1)["players"][1]["advisers"] == [{"id": ben.id, "faceup": False, "favor": 0, "secrets": 0}]
    assert view(other, 0)["players"][1]["advisers"] == [{"back": "Denizen", "faceup": False, "favor": 0,
                                                         "secrets": 0}]


def test_law_5_1_2_drawn_cards_are_seen_by_the_drawer_others_see_their_backs():
    board = game()
    drawn = board.players[1].drawn
    assert view(board, 1)["players"][1]["drawn"] == [{"id": card, "back": "Denizen"} for card in drawn]
    assert view(board, 2)["players"][1]["drawn"] == [{"back": "Denizen"}] * 3
    assert view(board, None)["players"][1]["drawn"] == [{"back": "Denizen"}] * 3


def test_the_seed_is_in_no_view():
    for board in (game(), game(chosen=True)):
        assert SEED in json.dumps(board.to_dict())
        for viewer in viewers(board):
            seen = json.dumps(view(board, viewer))
            assert SEED not in seen and "rng" not in view(board, viewer)


def test_law_6_3_a_peeked_relic_at_a_site_is_seen_by_the_player_who_peeked():
    board = game()
    relic = board.sites[2].relics[0]                       # the Mountain's
    board.players[1].peeked.append(relic)
    assert view(board, 1)["sites"][2]["relics"] == [{"id": relic, "faceup": False}]
    assert view(board, 2)["sites"][2]["relics"] == [{"faceup": False}]
    assert "peeked" not in view(board, 2)["players"][1]


def test_law_6_4_the_reliquary_is_seen_by_the_grand_scepters_holder():
    board = game()
    board.reliquary[3] = None
    assert view(board, 0)["reliquary"] == [{"id": relic, "faceup": False} for relic in board.reliquary[:3]] + [None]
    assert view(board, 1)["reliquary"] == [{"faceup": False}] * 3 + [None]
    board.players[1].relics.append(board.players[0].relics.pop())      # Ben takes the Scepter
    assert view(board, 1)["reliquary"][0] == {"id": board.reliquary[0], "faceup": False}
    assert view(board, 0)["reliquary"][0] == {"faceup": False}


def test_law_9_4_facedown_sites_the_relic_deck_and_the_site_deck_are_hidden():
    one, other = game(), game()
    other.sites[1].id, other.site_deck[-1] = other.site_deck[-1], other.sites[1].id
    other.relic_deck.reverse()
    other.relic_deck.pop()
    assert same_for(viewers(one), one, other)
    assert view(one, None)["sites"][1] == {"slot": 1, "region": "Cradle", "site": None, "faceup": False, "cards": [],
                                           "relics": [], "favor": 0, "secrets": 0, "warbands": {}}


def test_law_9_4_tokens_warbands_supply_title_and_banners_are_public():
    board = game(chosen=True)
    seen = view(board, None)
    assert seen["you"] is None and view(board, 2)["you"] == 2
    chancellor = seen["players"][0]
    assert (chancellor["favor"], chancellor["secrets"], chancellor["warbands"], chancellor["bank"],
            chancellor["supply"], chancellor["site"], chancellor["relics"]) == (2, 1, 3, 17, 7, 0, [GRAND_SCEPTER.id])
    assert [site["warbands"] for site in seen["sites"]] == [{"Purple": 2}, {}, {"Purple": 1}, {}, {}, {"Purple": 1},
                                                            {}, {}]
    assert seen["title"] == {"holder": 0, "side": "Oathkeeper"}
    assert seen["banners"]["People's Favor"] == {"tokens": 1, "holder": None, "mob": False}
    assert (seen["favor_pool"], seen["round"], seen["visions_drawn"], seen["phase"]) == (12, 1, 0, "setup")
    assert [site["site"] for site in seen["sites"] if site["faceup"]] == [4, 7, 11]


# --- the Archive and the Dispossessed (Law 8.4-8.5, 9.4) ------------------------------------------------------

def dispossessed_game(cards):
    """A new chronicle whose Dispossessed holds `cards` (Law 8.5 files six a game), set up for four."""
    chronicle = new_chronicle()
    chronicle.dispossessed = list(cards)
    return setup({"players": NAMES, "chronicle": encode(chronicle)}, SEED)


def test_setup_keeps_the_chronicles_dispossessed_the_archive_is_every_other_card():
    """chronicle-format 1 #6-7: the Dispossessed as stored; the Archive every other denizen and edifice the board
    does not hold (a new chronicle: #55-198 and the six edifices, cards.md 2)."""
    board = dispossessed_game([60, 100, 150])
    assert board.dispossessed == [60, 100, 150]
    assert board.archive == [card for card in range(54, 198) if card not in (60, 100, 150)] + list(EDIFICES)


def test_law_9_4_the_archive_is_in_no_view_neither_its_cards_nor_its_size():
    """The world deck's bottom card put back in the Archive: one card more there, one less in the deck."""
    one, other = game(chosen=True), game(chosen=True)
    other.archive.append(other.world.pop(0))
    assert same_for(viewers(one), one, other)
    assert all("archive" not in view(one, viewer) for viewer in viewers(one))


def test_law_8_5_the_dispossesseds_cards_are_in_no_view_its_size_is_public():
    """Law 8.5: the Dispossessed's cards are filed unseen, so no seat sees which they are (Law 9.4); how many it
    holds is known at the table (six a game) and shown."""
    one, other = dispossessed_game([60, 100, 150]), dispossessed_game([61, 101, 151])
    assert same_for(viewers(one), one, other)
    assert [view(one, viewer)["dispossessed"] for viewer in viewers(one)] == [{"count": 3}] * 5
    other.dispossessed.pop()
    assert view(other, 2)["dispossessed"] == {"count": 2}


def test_law_9_4_a_card_moved_between_the_archive_and_the_dispossessed_is_seen_by_no_one():
    one, other = dispossessed_game([60]), dispossessed_game([60])
    other.dispossessed[0], other.archive[0] = other.archive[0], other.dispossessed[0]     # #55 for #61
    assert 60 in other.archive and 60 not in one.archive
    assert same_for(viewers(one), one, other)
