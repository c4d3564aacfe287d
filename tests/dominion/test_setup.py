"""Setup (base rulebook; Intrigue rulebook "Příprava hry"; reference section 2): piles by player count, the
starting decks, the first player, and choosing the kingdom."""

from collections import Counter

import pytest

from engine.core import InvalidOptions
from engine.dominion.cards import BASE, CARDS, VICTORY, Card
from engine.dominion.game import Game

from .harness import FIRST_GAME, NAMES

FIRST_GAME_BY_COST = ["Cellar", "Moat", "Village", "Woodcutter", "Workshop", "Militia", "Remodel", "Smithy",
                      "Market", "Mine"]


def new_game(players=2, seed="setup", **options):
    return Game({"players": NAMES[:players], **options}, seed)


@pytest.mark.parametrize("players, copper, victory, curse", [(2, 46, 8, 10), (3, 39, 12, 20), (4, 32, 12, 30)])
def test_supply_sizes_follow_the_player_count(players, copper, victory, curse):
    supply = new_game(players).board.supply
    assert supply == {"Copper": copper, "Silver": 40, "Gold": 30, "Estate": victory, "Duchy": victory,
                      "Province": victory, "Curse": curse, **{name: 10 for name in FIRST_GAME_BY_COST}}


@pytest.mark.parametrize("players, size", [(2, 8), (3, 12), (4, 12)])
def test_a_victory_kingdom_pile_is_sized_like_the_estates(monkeypatch, players, size):
    # No Victory kingdom card is implemented yet; a stand-in Gardens is enough for the pile rule.
    monkeypatch.setitem(CARDS, "Gardens", Card("Gardens", 4, frozenset({VICTORY}), BASE))
    kingdom = [name for name in FIRST_GAME if name != "Woodcutter"] + ["Gardens"]
    supply = new_game(players, kingdom=kingdom).board.supply
    assert supply["Gardens"] == size
    assert supply["Smithy"] == 10


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_starts_with_seven_coppers_and_three_estates_five_in_hand(players):
    for player in new_game(players).board.players:
        assert len(player.hand) == 5
        assert len(player.deck) == 5
        assert player.discard == [] and player.play == []
        assert Counter(player.hand + player.deck) == {"Copper": 7, "Estate": 3}


def test_starting_decks_come_from_the_seed():
    one, again, other = new_game(seed="s"), new_game(seed="s"), new_game(seed="t")
    assert [p.deck for p in one.board.players] == [p.deck for p in again.board.players]
    assert [p.hand for p in one.board.players] == [p.hand for p in again.board.players]
    assert one.hash() == again.hash()
    assert one.hash() != other.hash()


def test_the_first_player_comes_from_the_seed_and_is_reproducible():
    firsts = [new_game(seed=f"first-{n}").board.turn.player for n in range(12)]
    assert firsts == [new_game(seed=f"first-{n}").board.turn.player for n in range(12)]
    assert set(firsts) == {0, 1}


def test_the_first_decision_belongs_to_the_first_player():
    game = new_game(seed="first-0")
    assert game.decision.player == game.board.turn.player
    assert game.board.turn.number == 1
    assert game.board.players[game.board.turn.player].turns == 1


@pytest.mark.parametrize("count", [1, 5])
def test_fewer_than_two_or_more_than_four_players_are_refused(count):
    with pytest.raises(InvalidOptions) as error:
        Game({"players": [f"P{n}" for n in range(count)]}, "seed")
    assert str(error.value) == f"Dominion takes 2 to 4 players, not {count}"


def test_players_must_be_a_list_of_names():
    with pytest.raises(InvalidOptions, match="players must be a list of player names"):
        Game({"players": "Ana, Ben"}, "seed")


def test_an_explicit_kingdom_is_used_ordered_by_cost():
    kingdom = list(reversed(FIRST_GAME))
    assert new_game(kingdom=kingdom).board.kingdom == FIRST_GAME_BY_COST


def test_no_kingdom_option_means_the_first_game_preset():
    assert new_game().board.kingdom == FIRST_GAME_BY_COST


@pytest.mark.parametrize("name", ["First Game", "first game", "FIRST-GAME", "firstgame"])
def test_a_preset_is_found_by_name_ignoring_case_and_punctuation(name):
    assert new_game(preset=name).board.kingdom == FIRST_GAME_BY_COST


def test_a_preset_name_ignores_diacritics():
    assert new_game(preset="Fírst Gámé").board.kingdom == FIRST_GAME_BY_COST


def test_an_unknown_preset_is_refused_by_name():
    with pytest.raises(InvalidOptions, match="unknown preset 'Dragons'"):
        new_game(preset="Dragons")


def test_a_random_kingdom_from_a_seed_is_reproducible():
    spec = {"sets": ["base"], "seed": "k1"}
    kingdom = new_game(seed="a", random=spec).board.kingdom
    assert kingdom == new_game(seed="b", random=spec).board.kingdom
    assert len(set(kingdom)) == 10
    assert all(CARDS[name].set == BASE for name in kingdom)


def test_a_random_kingdom_without_its_own_seed_follows_the_game_seed():
    assert new_game(seed="a", random={}).board.kingdom == new_game(seed="a", random={}).board.kingdom


def test_a_random_kingdom_from_an_unknown_set_is_refused():
    with pytest.raises(InvalidOptions, match="unknown card set 'seaside'"):
        new_game(random={"sets": ["seaside"]})


def test_only_one_way_of_choosing_the_kingdom_may_be_given():
    with pytest.raises(InvalidOptions, match="give only one of kingdom, preset and random, not kingdom and preset"):
        new_game(kingdom=FIRST_GAME, preset="First Game")


def test_an_unknown_kingdom_card_is_refused_by_name():
    with pytest.raises(InvalidOptions) as error:
        new_game(kingdom=FIRST_GAME[:9] + ["Dragon"])
    assert str(error.value) == "'Dragon' is not the name of a card (English or Czech names are accepted)"


def test_a_kingdom_card_given_twice_is_refused_by_name():
    with pytest.raises(InvalidOptions) as error:
        new_game(kingdom=FIRST_GAME[:9] + ["Cellar"])
    assert str(error.value) == "'Cellar' is in the kingdom twice"


def test_the_same_card_given_in_english_and_czech_is_given_twice():
    with pytest.raises(InvalidOptions) as error:
        new_game(kingdom=FIRST_GAME[:9] + ["Kovárna"])
    assert str(error.value) == "'Kovárna' is in the kingdom twice"


@pytest.mark.parametrize("count", [9, 11])
def test_a_kingdom_must_have_ten_cards(monkeypatch, count):
    monkeypatch.setitem(CARDS, "Gardens", Card("Gardens", 4, frozenset({VICTORY}), BASE))
    kingdom = (FIRST_GAME + ["Gardens"])[:count]
    with pytest.raises(InvalidOptions) as error:
        new_game(kingdom=kingdom)
    assert str(error.value) == f"a kingdom has 10 cards, not {count}"


def test_a_basic_card_is_refused_as_a_kingdom_card_by_name():
    with pytest.raises(InvalidOptions) as error:
        new_game(kingdom=FIRST_GAME[:9] + ["Gold"])
    assert str(error.value) == "Gold is a basic card, always in the Supply, not a kingdom card"


@pytest.mark.parametrize("moat", ["hradní příkop", "hradni prikop", "Hradní Příkop", "MOAT"])
def test_czech_names_with_or_without_diacritics_name_the_card(moat):
    kingdom = [name for name in FIRST_GAME if name not in ("Moat", "Smithy")] + [moat, "Kovárna"]
    assert new_game(kingdom=kingdom).board.kingdom == FIRST_GAME_BY_COST
