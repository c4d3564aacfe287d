"""Card data (cards.md): counts, suits, ids, names, and the facts the Chronicle relies on."""

from collections import Counter
from importlib.resources import files

import pytest

from engine.oath.cards import (
    BANNERS,
    CARD_OF,
    CARDS,
    DENIZENS,
    EDIFICES,
    GRAND_SCEPTER,
    OATHS,
    RELICS,
    RELIQUARY_SLOTS,
    SITES,
    STARTING_DENIZENS,
    SUITS,
    VISIONS,
    Cost,
    card_name,
    card_named,
    site_named,
)


def test_the_box_holds_198_denizens_23_sites_6_edifices_20_relics_5_visions_4_oaths_2_banners():
    counts = (len(DENIZENS), len(SITES), len(EDIFICES), len(RELICS), len(VISIONS), len(OATHS), len(BANNERS))
    assert counts == (198, 23, 6, 20, 5, 4, 2)


def test_each_suit_has_33_denizens():
    assert Counter(card.suit for card in DENIZENS.values()) == dict.fromkeys(SUITS, 33)


def test_a_denizen_save_id_is_its_printed_number_less_one():
    assert sorted(DENIZENS) == list(range(198))
    assert all(card.id == card.number - 1 for card in DENIZENS.values())


def test_starting_denizens_are_cards_1_to_54_nine_per_suit():
    assert STARTING_DENIZENS == tuple(range(54))
    assert Counter(DENIZENS[card].suit for card in STARTING_DENIZENS) == dict.fromkeys(SUITS, 9)


def test_restrictions_and_locks_count_as_cards_md_says():
    assert Counter(card.restriction for card in DENIZENS.values()) == {"none": 100, "adviser": 53, "site": 45}
    assert sum(card.locked for card in DENIZENS.values()) == 29


def test_a_denizen_reads_like_its_card():
    mercenaries = card_named("Mercenaries")
    assert (mercenaries.id, mercenaries.number, mercenaries.suit, mercenaries.restriction, mercenaries.locked,
            mercenaries.power_type, mercenaries.cost) == (
        11, 12, "Discord", "none", False, "BP:AD", Cost(place_favor=1))
    assert card_named("A Small Favor").restriction == "adviser" and card_named("A Small Favor").locked
    assert card_named("Second Wind").cost == Cost(place_secrets=1, burn_favor=1)


def test_each_suit_has_one_edifice_whose_ruin_has_no_suit():
    assert sorted(card.suit for card in EDIFICES.values()) == sorted(SUITS)
    assert [(card.id, card.ruin_id) for card in EDIFICES.values()] == [(198, 199), (200, 201), (202, 203),
                                                                       (204, 205), (206, 207), (208, 209)]
    assert {card.ruin.suit for card in EDIFICES.values()} == {None}


def test_both_sides_of_an_edifice_are_one_card_named_by_its_side():
    assert CARDS[198] is CARDS[199] is card_named("Bandit Rampart") is card_named("Sprawling Rampart")
    assert (card_name(198), card_name(199)) == ("Sprawling Rampart", "Bandit Rampart")


def test_two_save_ids_are_one_card_exactly_when_their_cards_are_equal():
    """CARD_OF: the setup's Archive and a Chronicle's check of unique cards ask it in place of the cards themselves."""
    for one in CARDS:
        for other in CARDS:
            assert (CARD_OF[one] == CARD_OF[other]) == (CARDS[one] == CARDS[other]), (one, other)


def test_relics_are_save_ids_218_to_237_and_the_grand_scepter_238():
    assert sorted(RELICS) == list(range(218, 238))
    assert (GRAND_SCEPTER.id, GRAND_SCEPTER.name, GRAND_SCEPTER.defense_dice) == (238, "The Grand Scepter", 5)
    assert RELICS[226].cost == Cost(place_secrets=1, burn_favor=2)  # Dowsing Sticks


def test_every_save_id_but_the_legacy_ones_is_a_card():
    assert set(CARDS) == set(range(215)) | set(range(218, 239))


def test_a_vision_names_the_oath_winning_by_it_alone_vows_law_8_1():
    assert {vision.name: vision.oath for vision in VISIONS.values()} == {
        "Sanctuary": "Protection", "Rebellion": "The People", "Conspiracy": None, "Faith": "Devotion",
        "Conquest": "Supremacy"}
    assert sorted(VISIONS) == [210, 211, 212, 213, 214]


def test_oath_codes_are_those_of_the_save_string():
    assert {code: oath.name for code, oath in OATHS.items()} == {
        0: "Oath of Supremacy", 1: "Oath of the People", 2: "Oath of Devotion", 3: "Oath of Protection"}


def test_site_faces_win_over_the_2020_table_cards_md_10():
    salt_flats, wastes, steppe, drowned = (site_named(name) for name in ("Salt Flats", "Wastes", "Steppe",
                                                                         "Drowned City"))
    assert (salt_flats.relics, salt_flats.reveal_favor, salt_flats.reveal_secrets) == (0, 2, 1)
    assert (wastes.relics, steppe.capacity, drowned.capacity, drowned.relics) == (1, 2, 0, 2)
    assert sum(site.relics for site in SITES.values()) == 16


def test_sites_and_cards_are_found_by_old_names():
    assert card_named("Proof of Nobility") is RELICS[233] is card_named("Ivory Eye")
    assert card_named("Banner of Devotion") is RELICS[229]
    assert site_named("Imperial Seat") is SITES[20] is site_named("The Tribunal")
    assert site_named("The Drowned City") is SITES[17]


def test_the_3_3_table_gives_save_ids_16_98_111_112_by_printed_number():
    assert [card_name(card) for card in (16, 98, 111, 112)] == ["Sleight of Hand", "Gossip", "Forced Labor",
                                                                "Secret Police"]


@pytest.mark.parametrize("lookup, name", [(card_named, "Plains"), (site_named, "Longbows"), (card_named, "longbows")])
def test_an_unknown_name_is_a_key_error(lookup, name):
    with pytest.raises(KeyError):
        lookup(name)


def test_reliquary_slots_and_banners_in_board_order():
    assert [(slot.slot, slot.name, slot.modifies) for slot in RELIQUARY_SLOTS] == [
        (0, "Brutal", "Campaign"), (1, "Decadent", "Travel"), (2, "Careless", "Trade"), (3, "Greedy", "Search")]
    assert [(banner.tokens, banner.wake is None) for banner in BANNERS] == [("favor", False), ("secrets", True)]


def test_the_card_data_ships_inside_the_package():
    assert files("engine.oath").joinpath("data", "cards.json").is_file()
