"""The dice (Law 5.5.4, 5.5.5, 3.3; face counts from digest E.3)."""

from collections import Counter

import pytest

from engine.oath.dice import (
    ATTACK_DIE,
    BLANK,
    DEFENSE_DIE,
    DOUBLE,
    HOLLOW,
    SHIELD,
    SWORD,
    SWORDS_AND_SKULL,
    TWO_SHIELDS,
    attack_total,
    defense_total,
    roll_attack,
    roll_defense,
    roll_fate,
    skulls,
)
from tests.oath.harness import Rolls, make_board


def test_the_attack_die_has_three_hollow_swords_two_swords_and_one_double_sword_with_a_skull_digest_e3():
    assert Counter(ATTACK_DIE) == {HOLLOW: 3, SWORD: 2, SWORDS_AND_SKULL: 1}


def test_the_defense_die_has_two_blanks_two_shields_one_double_shield_and_one_x2_digest_e3():
    assert Counter(DEFENSE_DIE) == {BLANK: 2, SHIELD: 2, TWO_SHIELDS: 1, DOUBLE: 1}


@pytest.mark.parametrize("faces, attack, skull_count", [
    ([], 0, 0),
    ([HOLLOW], 0, 0),                                   # a lone hollow sword counts nothing
    ([HOLLOW, HOLLOW], 1, 0),                           # two hollow swords make one sword
    ([HOLLOW, HOLLOW, HOLLOW], 1, 0),
    ([HOLLOW] * 4, 2, 0),
    ([SWORD, HOLLOW], 1, 0),
    ([SWORDS_AND_SKULL], 2, 1),
    ([SWORDS_AND_SKULL, SWORDS_AND_SKULL, HOLLOW, SWORD], 5, 2),
])
def test_attack_is_swords_plus_half_the_hollow_swords_rounded_down_law_5_5_5(faces, attack, skull_count):
    assert (attack_total(faces), skulls(faces)) == (attack, skull_count)


@pytest.mark.parametrize("faces, defense", [
    ([], 0),
    ([BLANK, BLANK], 0),
    ([SHIELD, TWO_SHIELDS], 3),                         # every shield counts
    ([SHIELD, DOUBLE], 2),
    ([DOUBLE], 0),                                      # doubling no shields is nothing
    ([SHIELD, TWO_SHIELDS, DOUBLE, DOUBLE], 12),        # two x2 make x4
    ([SHIELD, DOUBLE, DOUBLE, DOUBLE], 8),              # three make x8
])
def test_defense_is_the_shields_doubled_once_per_x2_law_5_5_4(faces, defense):
    assert defense_total(faces) == defense


def test_each_die_is_rolled_alone_from_the_board_rng_and_told_to_everyone():
    board = make_board(players=2)
    board.rng = Rolls([5, 0, 4, 3, 2])
    assert roll_attack(board, 2, "Red") == [SWORDS_AND_SKULL, HOLLOW]
    assert roll_defense(board, 3, "Blue") == [TWO_SHIELDS, SHIELD, SHIELD]
    assert [line[1:] for line in board.log] == [(None, None), (None, None)]
    assert [line[0] for line in board.log] == [
        "Red rolls 2 attack dice: two swords and a skull, hollow sword: attack 2, 1 skull.",
        "Blue rolls 3 defense dice: two shields, shield, shield: defense 4."]


def test_an_empty_pool_rolls_nothing():
    board = make_board(players=2)
    board.rng = Rolls([])
    assert roll_attack(board, 0, "Red") == [] and roll_defense(board, 0, "Blue") == []


def test_the_fate_die_reads_1_to_6_law_3_3():
    board = make_board(players=2)
    board.rng = Rolls([0, 5])
    assert (roll_fate(board), roll_fate(board)) == (1, 6)
    assert board.log[-1][0] == "The fate die shows 6."


def test_the_seeded_rng_rolls_every_face_of_the_fate_die_and_nothing_else():
    board = make_board(players=2, seed="fate")
    assert {roll_fate(board) for _ in range(200)} == {1, 2, 3, 4, 5, 6}
