"""The strategy bots of shared/reference/dominion-bots.md: each buy rule on a constructed board, the last-card
rule, blindness to hidden state, and a smoke study of every bot against Big Money Ultimate."""

from collections import Counter

import pytest

from engine.core.selfplay import self_play
from engine.games import get_ruleset
from engine.dominion.bots import BOTS, DESCRIPTIONS
from engine.dominion.cards import get
from engine.dominion.strategies import STRATEGIES, Position, points_gained
from engine.dominion.views import view
from tests.dominion.harness import dominion_game

START = {"Copper": 7, "Estate": 3}
BASIC = {"Copper": 46, "Silver": 40, "Gold": 30, "Estate": 8, "Duchy": 8, "Province": 8, "Curse": 10}
COLONY = {**BASIC, "Platinum": 12, "Colony": 8}
KINGDOM = ["Courtyard", "Moat", "Masquerade", "Workshop", "Gardens", "Militia", "Smithy", "Council Room",
           "Laboratory", "Witch"]
PROSPERITY = ["Courtyard", "Masquerade", "Monument", "Smithy", "Council Room", "Laboratory", "Mountebank", "Witch",
              "Goons", "Militia"]


def board(owned=None, coins=0, supply=None, colony=False, vp=(0, 0), turns=(1, 1), in_play=(), kingdom=KINGDOM):
    """A view of seat 0 in its Buy phase, Treasures played, and the buy decision it answers."""
    piles = {**(COLONY if colony else BASIC), **{name: 10 for name in kingdom}, **(supply or {})}
    owned = Counter(START if owned is None else owned)
    players = [{"name": "Ana", "vp": vp[0], "turns": turns[0], "in_play": list(in_play), "aside": [],
                "hand": [], "owned": dict(owned)},
               {"name": "Ben", "vp": vp[1], "turns": turns[1], "in_play": [], "aside": []}]
    seen = {"players": players, "supply": piles, "kingdom": list(kingdom), "you": 0, "finished": False,
            "turn": {"player": 0, "phase": "buy", "actions": 0, "buys": 1, "coins": coins, "bought": False}}
    offered = [{"buy": name} for name, left in piles.items() if left and get(name).cost <= coins]
    decision = {"player": 0, "kind": "buy", "prompt": "Buy", "choices": offered + [{"end": "turn"}]}
    return seen, decision


def buys(bot, coins, owned=None, **given):
    """The card `bot` buys with `coins`, owning `owned` (the starting deck if not given); None: it ends its turn."""
    move = BOTS[bot](*board(owned, coins, **given))
    return move.get("buy")


def deck(**cards):
    """The starting deck plus `cards`, written Gold=2 (spaces as underscores)."""
    extra = Counter({name.replace("_", " "): n for name, n in cards.items()})
    return Counter(START) + extra


# --- the buy rules, one ruling per condition ---------------------------------------------------------------------

def test_a_bot_plays_all_its_treasures_before_it_buys():
    seen, decision = board(coins=0)
    decision["choices"].insert(0, {"play_all": "treasures"})
    for bot in STRATEGIES:
        assert bot(seen, decision) == {"play_all": "treasures"}


def test_basic_big_money_buys_province_gold_silver_and_nothing_at_two():
    assert [buys("big-money", coins) for coins in (8, 7, 6, 5, 3, 2)] == \
        ["Province", "Gold", "Gold", "Silver", "Silver", None]


def test_geronimoo_total_money_counts_the_coins_of_every_treasure_owned():
    assert Position(board()[0]).total_money == 7
    assert Position(board(deck(Gold=1, Silver=2, Platinum=1, Harem=1, Estate=1))[0]).total_money == 7 + 3 + 4 + 5 + 2


def test_bmu_buys_province_only_when_total_money_is_above_18():
    assert buys("bmu", 8, deck(Gold=2, Silver=2)) == "Gold"           # 7 + 6 + 4 = 17
    assert buys("bmu", 8, deck(Gold=2, Silver=2, Copper=1)) == "Gold"    # 18: not above
    assert buys("bmu", 8, deck(Gold=3, Silver=2)) == "Province"          # 20


def test_bmu_greens_by_the_provinces_left():
    assert buys("bmu", 5, supply={"Province": 4}) == "Duchy"
    assert buys("bmu", 7, supply={"Province": 4}) == "Duchy"             # Duchy [<=4] comes before Gold
    assert buys("bmu", 2, supply={"Province": 2}) == "Estate"
    assert buys("bmu", 2, supply={"Province": 3}) is None
    assert buys("bmu", 6, supply={"Province": 5}) == "Gold"
    assert buys("bmu", 5, supply={"Province": 6}) == "Duchy"             # Duchy [<=6] comes before Silver
    assert buys("bmu", 5, supply={"Province": 7}) == "Silver"


def test_smithy_buys_a_smithy_per_eleven_treasures_and_province_above_15():
    assert buys("smithy", 4) == "Smithy"                                  # 0 < 7/11
    assert buys("smithy", 4, deck(Smithy=1, Silver=3)) == "Silver"        # 1 < 10/11 fails
    assert buys("smithy", 4, deck(Smithy=1, Silver=5)) == "Smithy"        # 1 < 12/11
    assert buys("smithy", 8, deck(Gold=1, Silver=2)) == "Gold"            # 7 + 3 + 4 = 14
    assert buys("smithy", 8, deck(Gold=1, Silver=3)) == "Province"        # 16
    assert buys("smithy", 5, supply={"Province": 6}) == "Duchy"


def test_witch_buys_its_first_witch_before_gold_and_a_second_after():
    assert buys("witch", 6) == "Witch"
    assert buys("witch", 6, deck(Witch=1)) == "Gold"
    assert buys("witch", 5, deck(Witch=1)) == "Witch"
    assert buys("witch", 5, deck(Witch=2)) == "Silver"
    assert buys("witch", 8, deck(Witch=2)) == "Gold"                      # Province needs a Gold owned
    assert buys("witch", 8, deck(Witch=2, Gold=1)) == "Province"
    assert buys("witch", 5, deck(Witch=2), supply={"Province": 5}) == "Duchy"
    assert buys("witch", 5, deck(Witch=2), supply={"Province": 6}) == "Silver"


def test_militia_buys_up_to_three_militias():
    assert buys("militia", 4) == "Militia"
    assert buys("militia", 4, deck(Militia=2)) == "Militia"
    assert buys("militia", 4, deck(Militia=3)) == "Silver"
    assert buys("militia", 6, deck(Militia=3)) == "Gold"
    assert buys("militia", 5, supply={"Province": 6}) == "Duchy"
    assert buys("militia", 8, deck(Gold=1)) == "Province"


def test_moat_buys_one_moat_at_ten_treasures_and_a_second_only_below_silver():
    assert buys("moat", 3) == "Silver"                                   # 7 Treasures
    assert buys("moat", 3, deck(Silver=3)) == "Moat"                     # 10 Treasures, no Moat
    assert buys("moat", 3, deck(Silver=3, Moat=1)) == "Silver"
    assert buys("moat", 2) == "Moat"
    assert buys("moat", 2, deck(Moat=1)) == "Moat"
    assert buys("moat", 2, deck(Moat=2)) is None
    assert buys("moat", 8, deck(Gold=2, Silver=1)) == "Gold"             # 15: Province needs above 16
    assert buys("moat", 8, deck(Gold=2, Silver=2)) == "Province"         # 17


def test_laboratory_buys_a_laboratory_at_five():
    assert buys("laboratory", 5) == "Laboratory"
    assert buys("laboratory", 5, deck(Laboratory=6)) == "Laboratory"
    assert buys("laboratory", 4) == "Silver"
    assert buys("laboratory", 8) == "Gold"
    assert buys("laboratory", 8, deck(Gold=1)) == "Province"
    assert buys("laboratory", 5, supply={"Province": 4}) == "Duchy"
    assert buys("laboratory", 5, supply={"Province": 5}) == "Laboratory"


def test_courtyard_takes_a_silver_first_then_a_courtyard_per_eight_treasures():
    assert buys("courtyard", 3) == "Silver"                              # no Silver yet
    assert buys("courtyard", 3, deck(Silver=1)) == "Courtyard"           # no Courtyard yet
    assert buys("courtyard", 3, deck(Silver=2, Courtyard=1)) == "Courtyard"   # 1 < 9/8
    assert buys("courtyard", 3, deck(Silver=1, Courtyard=1)) == "Silver"      # 1 < 8/8 fails
    assert buys("courtyard", 2, deck(Silver=1, Courtyard=1)) == "Courtyard"   # the last rule: fewer than 2
    assert buys("courtyard", 2, deck(Silver=1, Courtyard=2)) is None
    assert buys("courtyard", 5, supply={"Province": 5}) == "Duchy"


def test_masquerade_buys_one_masquerade_and_province_after_two_golds():
    assert buys("masquerade", 3) == "Masquerade"
    assert buys("masquerade", 3, deck(Masquerade=1)) == "Silver"
    assert buys("masquerade", 8, deck(Gold=1)) == "Gold"
    assert buys("masquerade", 8, deck(Gold=2)) == "Province"
    assert buys("masquerade", 5, supply={"Province": 5}) == "Duchy"


def test_council_room_buys_one_then_one_per_13_money():
    assert buys("council-room", 5) == "Council Room"
    assert buys("council-room", 5, deck(Council_Room=1, Silver=3)) == "Silver"   # 1 < 13/13 fails
    assert buys("council-room", 5, deck(Council_Room=1, Gold=1, Silver=2)) == "Council Room"   # 1 < 14/13
    assert buys("council-room", 5, supply={"Province": 6}) == "Duchy"


def test_monument_buys_a_monument_while_at_most_one_per_five_treasures():
    prosperity = {"kingdom": PROSPERITY}
    assert buys("monument", 4, **prosperity) == "Monument"                          # 0 <= 7/5
    assert buys("monument", 4, deck(Monument=1), **prosperity) == "Monument"        # 1 <= 7/5
    assert buys("monument", 4, deck(Monument=2), **prosperity) == "Silver"          # 2 <= 7/5 fails
    assert buys("monument", 4, deck(Monument=2, Silver=3), **prosperity) == "Monument"   # 2 <= 10/5


def test_goons_before_gold_while_at_most_two_more_than_golds_and_coppers_for_tokens_late():
    prosperity = {"kingdom": PROSPERITY}
    assert buys("goons", 6, **prosperity) == "Goons"
    assert buys("goons", 6, deck(Goons=2), **prosperity) == "Goons"                 # 2 <= 0 + 2
    assert buys("goons", 6, deck(Goons=3), **prosperity) == "Gold"
    assert buys("goons", 1, in_play=["Goons"], supply={"Province": 6}, **prosperity) == "Copper"
    assert buys("goons", 1, in_play=["Goons"], supply={"Province": 7}, **prosperity) is None
    assert buys("goons", 1, supply={"Province": 6}, **prosperity) is None
    assert buys("goons", 5, supply={"Province": 5}, **prosperity) == "Duchy"


def test_mountebank_buys_its_first_before_gold_and_a_second_after():
    prosperity = {"kingdom": PROSPERITY}
    assert buys("mountebank", 6, **prosperity) == "Mountebank"
    assert buys("mountebank", 6, deck(Mountebank=1), **prosperity) == "Gold"
    assert buys("mountebank", 5, deck(Mountebank=1), **prosperity) == "Mountebank"
    assert buys("mountebank", 5, deck(Mountebank=2), **prosperity) == "Silver"


def test_workshop_gardens_takes_gardens_after_nine_workshops():
    assert buys("workshop-gardens", 4, deck(Workshop=8)) == "Workshop"
    assert buys("workshop-gardens", 4, deck(Workshop=9)) == "Gardens"
    assert buys("workshop-gardens", 3) == "Workshop"
    assert buys("workshop-gardens", 2) == "Estate"
    assert buys("workshop-gardens", 3, supply={"Workshop": 0}) == "Estate"
    assert buys("workshop-gardens", 1) == "Copper"


def test_workshop_gardens_gains_by_its_own_priorities_with_workshop():
    seen, _ = board(deck(Workshop=9))
    decision = {"player": 0, "kind": "gain", "prompt": "Gain a card costing up to $4", "source": "Workshop",
                "choices": [{"gain": n} for n in ("Silver", "Estate", "Gardens", "Workshop", "Smithy")]}
    assert BOTS["workshop-gardens"](seen, decision) == {"gain": "Gardens"}


def test_bmu_colony_buys_colony_above_32_platinum_before_province():
    colony = {"colony": True, "kingdom": PROSPERITY}
    rich = deck(Platinum=3, Gold=3, Silver=1)                                # 7 + 15 + 9 + 2 = 33
    assert buys("bmu-colony", 11, rich, **colony) == "Colony"
    assert buys("bmu-colony", 11, deck(Platinum=3, Gold=3), **colony) == "Platinum"     # 31
    assert buys("bmu-colony", 8, **colony) == "Gold"                        # 8 Colonies left
    assert buys("bmu-colony", 8, supply={"Colony": 7}, **colony) == "Province"
    assert buys("bmu-colony", 11, supply={"Colony": 6}, **colony) == "Province"
    assert buys("bmu-colony", 5, supply={"Colony": 5}, **colony) == "Duchy"
    assert buys("bmu-colony", 5, supply={"Colony": 6}, **colony) == "Duchy"
    assert buys("bmu-colony", 5, supply={"Colony": 7}, **colony) == "Silver"
    assert buys("bmu-colony", 2, supply={"Colony": 2}, **colony) == "Estate"


def test_bmu_colony_without_colony_buys_province_always():
    assert buys("bmu-colony", 8) == "Province"          # Dominiate's countInSupply: an absent Colony pile is 0


def test_dominiate_gains_to_end_counts_the_three_smallest_piles():
    seen, _ = board(supply={"Laboratory": 1, "Witch": 2, "Smithy": 1})
    assert Position(seen).gains_to_end == 4
    seen, _ = board(supply={"Province": 3})
    assert Position(seen).gains_to_end == 3
    seen, _ = board(colony=True, supply={"Colony": 2}, kingdom=PROSPERITY)
    assert Position(seen).gains_to_end == 2


def test_double_witch_buys_two_witches_before_duchies():
    assert buys("double-witch", 5) == "Witch"
    assert buys("double-witch", 5, deck(Witch=1), supply={"Province": 5}) == "Witch"
    assert buys("double-witch", 5, deck(Witch=2), supply={"Province": 5}) == "Duchy"
    assert buys("double-witch", 5, deck(Witch=2), supply={"Province": 6}) == "Silver"
    assert buys("double-witch", 2, deck(Witch=2), supply={"Province": 2}) == "Estate"
    assert buys("double-witch", 8, deck(Witch=2)) == "Gold"
    assert buys("double-witch", 8, deck(Witch=2, Gold=1)) == "Province"


def test_single_witch_buys_one_witch():
    assert buys("single-witch", 5) == "Witch"
    assert buys("single-witch", 5, deck(Witch=1)) == "Silver"
    assert buys("single-witch", 5, supply={"Province": 5}) == "Witch"
    assert buys("single-witch", 5, deck(Witch=1), supply={"Province": 5}) == "Duchy"


def test_big_smithy_takes_a_second_smithy_at_sixteen_cards_and_coppers_at_the_end():
    assert buys("big-smithy", 4) == "Smithy"
    assert buys("big-smithy", 4, deck(Smithy=1, Silver=4)) == "Silver"            # 15 cards
    assert buys("big-smithy", 4, deck(Smithy=1, Silver=5)) == "Smithy"            # 16 cards
    assert buys("big-smithy", 4, deck(Smithy=2, Silver=5)) == "Silver"
    assert buys("big-smithy", 8) == "Province"
    assert buys("big-smithy", 0, supply={"Province": 3}) == "Copper"
    assert buys("big-smithy", 0, supply={"Province": 4}) is None
    assert buys("big-smithy", 5, supply={"Province": 5}) == "Duchy"


# --- the last-card rule ------------------------------------------------------------------------------------------

def test_a_bot_behind_does_not_buy_the_last_province():
    assert buys("big-money", 8, supply={"Province": 1}, vp=(10, 20)) == "Gold"


def test_a_bot_ahead_after_the_buy_takes_the_last_province():
    assert buys("big-money", 8, supply={"Province": 1}, vp=(20, 20)) == "Province"
    assert buys("big-money", 8, supply={"Province": 1}, vp=(15, 20)) == "Province"    # 21 after it


def test_a_bot_tied_with_more_turns_does_not_buy_the_last_province():
    assert buys("big-money", 8, supply={"Province": 1}, vp=(14, 20), turns=(10, 9)) == "Gold"
    assert buys("big-money", 8, supply={"Province": 1}, vp=(14, 20), turns=(10, 10)) == "Province"   # shared


def test_the_last_card_rule_guards_any_pile_once_two_are_empty():
    empty_two = {"Witch": 0, "Smithy": 0}
    assert buys("bmu", 5, supply={**empty_two, "Duchy": 1, "Province": 4}, vp=(10, 20)) == "Silver"
    assert buys("bmu", 5, supply={**empty_two, "Duchy": 1, "Province": 4}, vp=(20, 20)) == "Duchy"
    assert buys("bmu", 5, supply={"Witch": 0, "Duchy": 1, "Province": 4}, vp=(10, 20)) == "Duchy"


def test_the_last_card_rule_keeps_every_bot_from_a_losing_last_colony():
    colony = {"colony": True, "kingdom": PROSPERITY, "supply": {"Colony": 1}, "vp": (0, 20)}
    rich = deck(Platinum=6)                               # Colony [total money > 32] holds, but it would lose
    assert buys("bmu-colony", 11, rich, **colony) == "Province"     # the next rule: Province [Colonies left <= 6]


def test_a_gain_is_worth_its_printed_vp_and_a_vp_token_per_goons_in_play():
    seen, _ = board(deck(Gardens=0), kingdom=PROSPERITY, in_play=["Goons", "Goons"])
    assert points_gained(Position(seen), "Province") == 6 + 2


def test_a_gain_that_raises_gardens_counts_the_whole_deck_again():
    # 39 cards with one Gardens (3 VP); a second Gardens makes 40 cards: both are worth 4
    seen, _ = board(deck(Gardens=1, Copper=28))
    assert sum(Position(seen).owned.values()) == 39
    assert points_gained(Position(seen), "Gardens") == 4 + 1
    assert points_gained(Position(seen), "Estate") == 1 + 1


# --- blindness to hidden state -----------------------------------------------------------------------------------

def test_bots_never_see_hidden_state():
    """Two games that differ only in what Ana may not see: Ben's hand against his deck, and Ana's deck order."""
    ana_deck = ["Gold", "Copper", "Estate", "Witch", "Silver"]
    ben = ["Copper", "Copper", "Copper", "Estate", "Estate"], ["Copper", "Copper", "Copper", "Copper", "Estate"]
    games = [dominion_game(kingdom=KINGDOM, hand=["Militia", "Copper", "Copper", "Silver", "Estate"],
                           decks={"Ana": order, "Ben": ben_deck}, hands={"Ben": ben_hand})
             for order, (ben_hand, ben_deck) in [(ana_deck, ben), (ana_deck[::-1], ben[::-1])]]
    assert games[0].hash() != games[1].hash()
    moves = [lambda game: game.end(), lambda game: game.play_treasures(), None]
    for move in moves:              # the Action decision, the Buy decision, the Buy decision after the Treasures
        views = [view(g.board, 0) for g in games]
        decisions = [g.decision.to_dict() for g in games]
        assert views[0] == views[1] and decisions[0] == decisions[1]
        for bot_id, bot in BOTS.items():
            assert bot(views[0], decisions[0]) == bot(views[1], decisions[1]), bot_id
        for game in games if move else []:
            move(game)


# --- registry and smoke studies ----------------------------------------------------------------------------------

EXPECTED_IDS = ["big-money", "bmu", "smithy", "witch", "militia", "moat", "laboratory", "courtyard", "masquerade",
                "council-room", "monument", "goons", "mountebank", "workshop-gardens", "bmu-colony", "double-witch",
                "single-witch", "big-smithy", "random", "general"]


def test_every_bot_is_registered_with_a_one_line_description():
    assert sorted(BOTS) == sorted(EXPECTED_IDS)
    assert set(DESCRIPTIONS) == set(BOTS)
    assert all(text and "\n" not in text for text in DESCRIPTIONS.values())
    assert get_ruleset("dominion").bots() == BOTS


NEEDS_PROSPERITY = {"monument", "goons", "mountebank", "bmu-colony"}


def play_study(bots: list[str], kingdom: list[str], colony: bool, seed: str) -> dict:
    ruleset = get_ruleset("dominion")
    options = {"players": [f"{b} {n}" for n, b in enumerate(bots)], "kingdom": kingdom, "colony": colony}
    return ruleset.result(self_play(ruleset, options, seed, [BOTS[bot] for bot in bots], 20_000))


@pytest.mark.parametrize("bot", EXPECTED_IDS)
def test_twenty_games_against_bmu_finish(bot):
    prosperity = bot in NEEDS_PROSPERITY
    kingdom, colony = (PROSPERITY, bot == "bmu-colony") if prosperity else (KINGDOM, False)
    wins = Counter()
    for game in range(20):
        seats = [bot, "bmu"] if game % 2 == 0 else ["bmu", bot]
        result = play_study(seats, kingdom, colony, f"smoke-{bot}-{game}")
        assert len(result.scores) == 2 and result.winners
        wins.update(seats[w] for w in result.winners)
    assert sum(wins.values()) >= 20


def test_strong_strategies_beat_bmu_as_the_simulators_find():
    """Witch and Smithy Big Money beat BMU (Geronimoo's and Dominiate's tables); 40 games are enough to see it."""
    for bot in ("double-witch", "smithy"):
        won = 0
        for game in range(40):
            seats = [bot, "bmu"] if game % 2 == 0 else ["bmu", bot]
            result = play_study(seats, KINGDOM, False, f"strong-{bot}-{game}")
            won += seats.index(bot) in result.winners
        assert won > 22, bot
