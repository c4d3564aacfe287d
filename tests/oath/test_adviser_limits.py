"""Adviser limits and counting advisers (Law 2.2.2, 5.1.4.II, 7.6.4, 9.2, 10 "Match"): the Archive's Assassin (80),
Silver Tongue (92), Insomnia (97), Marriage (148), Family Wagon (168) and Pied Piper (182), and the one mechanism
they answer (engine/oath/advisers.py). Numbers in the docstrings are printed card numbers."""

from engine.oath.abilities.edifices import FESTIVAL_DISTRICT
from engine.oath.actions.powers import use_action_power
from engine.oath.actions.trade import trade
from engine.oath.cards import card_named
from engine.oath.chronicle_writing import most_common_suits
from engine.oath.dice import BLANK, SWORD
from engine.oath.phases import rest_powers
from tests.oath.harness import BLUE, RED, WHITE, Script, card, forced, make_board
from tests.oath.test_battle_plans import adviser, fight, scene
from tests.oath.test_powers_played import offered, own_turn, play, use

(ASSASSIN, SILVER_TONGUE, INSOMNIA, MARRIAGE, FAMILY_WAGON, PIED_PIPER) = (
    card_named(name).id for name in (
        "Assassin", "Silver Tongue", "Insomnia", "Marriage", "Family Wagon", "Pied Piper"))
(ELDERS, HORSE_ARCHERS, RAIN_BOOTS, WOLVES, LONGBOWS, MERCENARIES, ALCHEMIST, TINKERS_FAIR, FAITHFUL_FRIEND) = (
    card_named(name).id for name in (
        "Elders", "Horse Archers", "Rain Boots", "Wolves", "Longbows", "Mercenaries", "Alchemist", "Tinker's Fair",
        "Faithful Friend"))
STORYTELLER, CONSPIRACY, MILITARY_PARADE = (card_named(name).id for name in ("Storyteller", "Conspiracy",
                                                                             "Military Parade"))
FACEUP, FACEDOWN = {"play": "adviser", "faceup": True}, {"play": "adviser", "faceup": False}


def adviser_choices(script) -> list:
    return [choice for choice in script.pending.choices if choice["play"] == "adviser"]


# --- the limit: the lowest limiter wins, an ignore beats it (Law 7.6.4, 9.2) ----------------------------------------

def test_two_limiters_and_an_ignore_the_lowest_limit_applies_and_the_ignored_card_takes_no_place():
    """Law 7.6.4, 9.2; 80 Assassin (two), 168 Family Wagon (one non-Nomad), 182 Pied Piper (ignores the limit).
    Red's limit is one, not two nor three: Assassin is the one non-Nomad adviser counted; Wagon is a Nomad and the
    Piper is ignored. A Nomad played faceup fits without a discard; a facedown card (no suit, so non-Nomad) needs
    room: Assassin is locked, and discarding the Piper would leave Red as far over the limit as before, so only the
    Wagon is offered (ruleset version 3: a discard brings the player back toward every limit in force, issue 35);
    with the Wagon gone the limit is Assassin's two, and the facedown card fits beside Assassin and the Piper."""
    board = make_board(version=3)
    red = board.players[RED]
    red.advisers = [card(ASSASSIN), card(FAMILY_WAGON), card(PIED_PIPER)]
    script = play(board, RED, ELDERS, FACEUP)
    assert script.finished and script.decisions[-1].kind == "play"          # no discard asked
    assert red.advisers == [card(ASSASSIN), card(FAMILY_WAGON), card(PIED_PIPER), card(ELDERS)]

    red.advisers = [card(ASSASSIN), card(FAMILY_WAGON), card(PIED_PIPER)]
    script = play(board, RED, LONGBOWS, FACEDOWN)
    assert script.pending.kind == "adviser discard"
    assert script.pending.choices == [{"discard": FAMILY_WAGON}]
    play(board, RED, LONGBOWS, FACEDOWN, {"discard": FAMILY_WAGON})
    assert red.advisers == [card(ASSASSIN), card(PIED_PIPER), card(LONGBOWS, faceup=False)]
    assert board.discards["Provinces"] == [FAMILY_WAGON]


def test_two_limiters_of_two_do_not_add_up_and_the_piper_still_fits():
    """Law 7.6.4: Assassin and Insomnia each say two; Red's limit is two, not four. Both are locked, so no card may
    be played as an adviser at all (Law 9.2 note to 5.1.4.II), except Pied Piper faceup, which ignores the limit;
    facedown it has no power and would need room."""
    board = make_board()
    red = board.players[RED]
    red.advisers = [card(ASSASSIN), card(INSOMNIA)]
    assert adviser_choices(play(board, RED, LONGBOWS)) == []
    assert adviser_choices(play(board, RED, PIED_PIPER)) == [FACEUP]
    play(board, RED, PIED_PIPER, FACEUP)
    assert red.advisers == [card(ASSASSIN), card(INSOMNIA), card(PIED_PIPER)]


def test_playing_a_limiter_faceup_makes_you_discard_until_within_it():
    """Law 7.6.4 ("if you play a card that lowers your limit, you must discard advisers until you are within it");
    80 Assassin: Red holds two advisers and plays Assassin faceup: with it the row is three against a limit of two,
    so one adviser is discarded first (Assassin itself cannot be, it is not yet there and is locked)."""
    board = make_board()
    red = board.players[RED]
    red.advisers = [card(ELDERS), card(WOLVES)]
    script = play(board, RED, ASSASSIN, FACEUP)
    assert script.pending.kind == "adviser discard"
    assert script.pending.choices == [{"discard": ELDERS}, {"discard": WOLVES}]
    play(board, RED, ASSASSIN, FACEUP, {"discard": WOLVES})
    assert red.advisers == [card(ELDERS), card(ASSASSIN)]
    assert board.discards["Provinces"] == [WOLVES]


def test_a_limiter_played_facedown_limits_nothing():
    """Law 5.1.4.II: a facedown adviser has no power; Assassin facedown joins two advisers with no discard, and a
    faceup limiter among three is discarded down twice ("until within"), only the unlocked ones offered."""
    board = make_board()
    red = board.players[RED]
    red.advisers = [card(ELDERS), card(WOLVES)]
    assert play(board, RED, ASSASSIN, FACEDOWN).finished
    assert red.advisers == [card(ELDERS), card(WOLVES), card(ASSASSIN, faceup=False)]

    red.advisers = [card(ELDERS), card(WOLVES), card(FAITHFUL_FRIEND)]                # Faithful Friend is locked
    script = play(board, RED, INSOMNIA, FACEUP, {"discard": ELDERS})
    assert script.pending.kind == "adviser discard" and script.pending.choices == [{"discard": WOLVES}]
    board = make_board()
    red = board.players[RED]
    red.advisers = [card(ELDERS), card(WOLVES), card(FAITHFUL_FRIEND)]
    assert play(board, RED, INSOMNIA, FACEUP, {"discard": ELDERS}, {"discard": WOLVES}).finished
    assert red.advisers == [card(FAITHFUL_FRIEND), card(INSOMNIA)]
    assert board.discards["Provinces"] == [ELDERS, WOLVES]


def test_without_limiters_the_fourth_adviser_still_makes_one_discard():
    """Law 2.2.2: the Law's three, unchanged by the mechanism."""
    board = make_board()
    red = board.players[RED]
    red.advisers = [card(ELDERS), card(WOLVES), card(LONGBOWS)]
    play(board, RED, MERCENARIES, FACEDOWN, {"discard": LONGBOWS})
    assert red.advisers == [card(ELDERS), card(WOLVES), card(MERCENARIES, faceup=False)]


def test_a_binding_exchange_of_advisers_respects_the_receivers_limit_and_the_ignore():
    """Law 7.6.3, 7.6.4, 9.2 (Festival District's deal, through the one mechanism): Blue holds Assassin (locked,
    limit two) and Elders, so Red may not give it Wolves, but may give it Pied Piper, which takes no place; Red may
    ask for Elders (Red counts only Wolves, the Piper being ignored); Assassin never moves (Law 7.2.2)."""
    board = make_board()
    board.turn = RED
    board.sites[0].cards = [card(FESTIVAL_DISTRICT)]
    board.players[RED].advisers = [card(WOLVES), card(PIED_PIPER)]
    board.players[BLUE].advisers = [card(ASSASSIN), card(ELDERS)]
    script = Script(use_action_power(board, RED, {"action": "power", "card": FESTIVAL_DISTRICT}), {"with": BLUE})
    terms = [choice for choice in script.pending.choices if "adviser" in choice.get("term", "")]
    assert terms == [{"term": "give adviser", "position": 1}, {"term": "ask adviser", "position": 1}]


# --- 80 Assassin ----------------------------------------------------------------------------------------------------

def test_assassin_discards_a_faceup_unlocked_adviser_of_a_player_at_your_site():
    """80 Assassin, Action (1 favor): Blue's pawn shares Red's site; its facedown adviser and locked Faithful Friend
    are not offered (Law 5.1.4.II, 7.2.2); White is elsewhere. Wolves goes to the pile after the Cradle."""
    board = own_turn(make_board(), RED)
    red, blue, white = board.players[RED], board.players[BLUE], board.players[WHITE]
    red.advisers, red.favor = [card(ASSASSIN)], 1
    blue.advisers = [card(ELDERS, faceup=False), card(FAITHFUL_FRIEND), card(WOLVES, favor=1)]
    white.advisers, white.site = [card(LONGBOWS)], 3
    script = use(board, RED, ASSASSIN)
    assert script.finished and script.decisions == []                   # one target: no question
    assert blue.advisers == [card(ELDERS, faceup=False), card(FAITHFUL_FRIEND)]
    assert white.advisers == [card(LONGBOWS)]
    assert board.discards["Provinces"] == [WOLVES]
    assert red.favor == 0 and red.advisers == [card(ASSASSIN, favor=1)]


def test_assassin_is_not_offered_without_a_faceup_adviser_to_discard_at_your_site():
    """80 Assassin: paying for nothing is not offered (Law 9.5 reading of powers_played)."""
    board = own_turn(make_board(), RED)
    board.players[RED].advisers, board.players[RED].favor = [card(ASSASSIN)], 1
    board.players[BLUE].advisers = [card(ELDERS, faceup=False)]
    board.players[WHITE].advisers, board.players[WHITE].site = [card(WOLVES)], 2
    assert ASSASSIN not in offered(board, RED)


# --- 92 Silver Tongue, 97 Insomnia ----------------------------------------------------------------------------------

def test_silver_tongue_rest_takes_1_favor_from_a_bank_matching_a_card_at_your_site():
    """92 Silver Tongue, Rest (Law 7.3.4): the Plains hold Wolves (Beast) and Elders (Nomad); Red names the Beast
    bank. Its limit of two holds meanwhile."""
    board = make_board()
    board.sites[0].cards = [card(WOLVES), card(ELDERS)]
    red = board.players[RED]
    red.advisers = [card(SILVER_TONGUE)]
    script = Script(rest_powers(board, RED), {"rest_power": SILVER_TONGUE}, {"bank": "Beast"})
    assert script.decisions[1].choices == [{"bank": "Beast"}, {"bank": "Nomad"}]
    assert red.favor == 1 and board.favor_banks["Beast"] == 2 and board.favor_banks["Nomad"] == 3


def test_silver_tongue_rest_is_not_offered_with_no_card_at_your_site():
    """92 Silver Tongue: no bank matches, so nothing is asked (Law 7.1.3)."""
    board = make_board()
    board.players[RED].advisers = [card(SILVER_TONGUE)]
    assert Script(rest_powers(board, RED)).finished and board.players[RED].favor == 0


def test_silver_tongue_limits_you_to_two_advisers():
    """92 Silver Tongue, Law 7.6.4: with one other adviser the row is full; a new card discards it."""
    board = make_board()
    red = board.players[RED]
    red.advisers = [card(SILVER_TONGUE), card(ELDERS)]
    script = play(board, RED, WOLVES, FACEDOWN)
    assert script.pending.choices == [{"discard": ELDERS}]


def test_insomnia_rest_gains_1_secret():
    """97 Insomnia, Rest: gain 1 secret."""
    board = make_board()
    red = board.players[RED]
    red.advisers, red.secrets = [card(INSOMNIA)], 1
    Script(rest_powers(board, RED), {"rest_power": INSOMNIA})
    assert red.secrets == 2


# --- 148 Marriage ---------------------------------------------------------------------------------------------------

def test_marriage_counts_as_two_hearth_advisers_when_trading():
    """148 Marriage, Law 5.3.2: trading a secret on Tinker's Fair (Hearth) gains 1 and 1 per matching adviser:
    Marriage counts two, so 3 favor from the Hearth bank (5 there)."""
    board = make_board()
    board.sites[0].cards = [card(TINKERS_FAIR)]
    board.favor_banks["Hearth"] = 5
    red = board.players[RED]
    red.secrets, red.advisers = 1, [card(MARRIAGE), card(WOLVES)]
    Script(trade(board, RED, {"action": "trade", "card": TINKERS_FAIR, "for": "favor"}))
    assert red.favor == 3 and board.favor_banks["Hearth"] == 2


def test_marriage_counts_only_one_toward_the_adviser_limit():
    """148 Marriage: with Marriage and one more adviser, a third is played without a discard (Law 2.2.2)."""
    board = make_board()
    red = board.players[RED]
    red.advisers = [card(MARRIAGE), card(WOLVES)]
    assert play(board, RED, ELDERS, FACEDOWN).finished
    assert red.advisers == [card(MARRIAGE), card(WOLVES), card(ELDERS, faceup=False)]


def test_marriage_makes_hearth_the_winners_most_common_suit_in_the_chronicle():
    """148 Marriage, Law 8.4: Marriage (two Hearth) against Wolves and a facedown card: Hearth alone is most common;
    facedown, Marriage is no adviser of any suit."""
    board = make_board()
    board.players[RED].advisers = [card(MARRIAGE), card(WOLVES), card(ELDERS, faceup=False)]
    assert most_common_suits(board, RED) == ["Hearth"]
    board.players[RED].advisers[0] = card(MARRIAGE, faceup=False)
    assert most_common_suits(board, RED) == ["Beast"]


def test_marriage_gives_two_hearth_favor_to_a_victorious_military_parade():
    """148 Marriage with 109 Military Parade (1 favor from the bank matching each enemy adviser): Blue's Marriage
    counts as two Hearth advisers, so Red gains 2 Hearth favor, and 1 Beast for Wolves."""
    board = scene()
    adviser(board, RED, MILITARY_PARADE)
    adviser(board, BLUE, MARRIAGE)
    adviser(board, BLUE, WOLVES)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2, **{"battle plan": [{"plan": MILITARY_PARADE}]})
    assert run.result.victorious and board.players[RED].favor == 3
    assert (board.favor_banks["Hearth"], board.favor_banks["Beast"]) == (1, 2)


def test_marriage_alone_is_two_advisers_matching_for_the_conspiracy():
    """148 Marriage, Law 5.1.4.IV: "at least two of your advisers each match a suit among theirs": Red's Marriage
    counts as two Hearth advisers against Blue's Storyteller (Hearth), so Blue's relic may be taken; facedown, it
    matches nothing and Red is offered no target."""
    board = make_board()
    red, blue = board.players[RED], board.players[BLUE]
    red.secrets, red.advisers = 1, [card(MARRIAGE)]
    blue.advisers, blue.relics = [card(STORYTELLER)], [233]
    script = play(board, RED, CONSPIRACY, {"play": "conspiracy"})
    assert script.pending.choices == [{"take": "relic", "relic": 233, "from": BLUE}, {"take": None}]
    red.advisers = [card(MARRIAGE, faceup=False)]
    assert play(board, RED, CONSPIRACY, {"play": "conspiracy"}).finished      # nothing to take: nothing asked
    assert blue.relics == [233] and red.secrets == 1


# --- 168 Family Wagon -----------------------------------------------------------------------------------------------

def test_family_wagon_lets_nomads_beyond_three_but_only_one_non_nomad():
    """168 Family Wagon: Red holds the Wagon, three Nomads and Wolves: a fourth Nomad fits with no discard (7
    advisers, one non-Nomad); a second non-Nomad asks a discard, and only one that brings Red back within the limit is
    offered (ruleset version 3, issue 35): Wolves. A Nomad's discard leaves Red as far over it, and the Wagon's would
    leave five advisers under the Law's three. Red discards Wolves and the row fits. A game of version 2 offered every
    unlocked adviser, asking again after a useless discard."""
    board = make_board(version=3)
    red = board.players[RED]
    nomads = [card(FAMILY_WAGON), card(ELDERS), card(HORSE_ARCHERS), card(RAIN_BOOTS)]
    red.advisers = nomads + [card(WOLVES)]
    assert play(board, RED, FAITHFUL_FRIEND, FACEUP).finished                        # a Nomad
    assert red.advisers == nomads + [card(WOLVES), card(FAITHFUL_FRIEND)]

    red.advisers = nomads + [card(WOLVES)]
    script = play(board, RED, LONGBOWS, FACEUP)
    assert script.pending.choices == [{"discard": WOLVES}]
    play(board, RED, LONGBOWS, FACEUP, {"discard": WOLVES})
    assert red.advisers == nomads + [card(LONGBOWS)]

    board.version = 2
    red.advisers = nomads + [card(WOLVES)]
    script = play(board, RED, LONGBOWS, FACEUP, {"discard": ELDERS})                 # no nearer the limit
    assert script.pending.choices == [{"discard": id} for id in (FAMILY_WAGON, HORSE_ARCHERS, RAIN_BOOTS, WOLVES)]


# --- every limit in force: a discard is offered only where it brings the player back (issue 35) ---------------------

def test_assassins_limit_offers_no_discard_of_the_pied_piper_which_no_limit_counts():
    """80 Assassin (two, locked), Law 9.2: Red holds Assassin, Pied Piper and Wolves and plays Longbows faceup:
    Assassin, Wolves and Longbows count, one too many. The Piper's discard would change nothing, so Wolves alone is
    offered; a game of version 2 offered the Piper too."""
    board = make_board(version=3)
    red = board.players[RED]
    red.advisers = [card(ASSASSIN), card(PIED_PIPER), card(WOLVES)]
    assert play(board, RED, LONGBOWS, FACEUP).pending.choices == [{"discard": WOLVES}]
    play(board, RED, LONGBOWS, FACEUP, {"discard": WOLVES})
    assert red.advisers == [card(ASSASSIN), card(PIED_PIPER), card(LONGBOWS)]
    board.version, red.advisers = 2, [card(ASSASSIN), card(PIED_PIPER), card(WOLVES)]
    assert play(board, RED, LONGBOWS, FACEUP).pending.choices == [{"discard": PIED_PIPER}, {"discard": WOLVES}]


def test_silver_tongues_limit_offers_only_the_discards_that_make_room():
    """92 Silver Tongue (two, locked): Red holds Silver Tongue, Pied Piper and Wolves and plays Elders facedown:
    Wolves alone is offered, and the facedown Elders fits beside Silver Tongue and the Piper."""
    board = make_board(version=3)
    red = board.players[RED]
    red.advisers = [card(SILVER_TONGUE), card(PIED_PIPER), card(WOLVES)]
    script = play(board, RED, ELDERS, FACEDOWN, {"discard": WOLVES})
    assert script.finished and script.decisions[-1].choices == [{"discard": WOLVES}]
    assert red.advisers == [card(SILVER_TONGUE), card(PIED_PIPER), card(ELDERS, faceup=False)]


def test_insomnia_and_family_wagon_offer_each_step_of_a_shortest_way_back_within_both_limits():
    """97 Insomnia (two, locked) and 168 Family Wagon (one non-Nomad): the lowest applies (Law 7.6.4). Red holds
    Insomnia, the Wagon and Elders (a Nomad) and plays Longbows faceup: Insomnia and Longbows count against the Wagon's
    one. Two discards bring Red back within every limit: the Wagon, after which Insomnia's two counts Elders too, and
    Elders; so both are offered, first one then the other, and nothing else is asked."""
    board = make_board(version=3)
    red = board.players[RED]
    red.advisers = [card(INSOMNIA), card(FAMILY_WAGON), card(ELDERS)]
    script = play(board, RED, LONGBOWS, FACEUP, {"discard": FAMILY_WAGON}, {"discard": ELDERS})
    assert [d.choices for d in script.decisions if d.kind == "adviser discard"] == [
        [{"discard": FAMILY_WAGON}, {"discard": ELDERS}], [{"discard": ELDERS}]]
    assert script.finished and red.advisers == [card(INSOMNIA), card(LONGBOWS)]


def test_marriage_counts_one_toward_the_limit_so_one_discard_brings_the_row_back():
    """148 Marriage (locked; two Hearth advisers, one toward the limit): Red holds Marriage, Pied Piper, Wolves and
    Elders and plays Longbows facedown: four count against the Law's three. Wolves or Elders may go, never the Piper;
    one discard is enough."""
    board = make_board(version=3)
    red = board.players[RED]
    red.advisers = [card(MARRIAGE), card(PIED_PIPER), card(WOLVES), card(ELDERS)]
    script = play(board, RED, LONGBOWS, FACEDOWN, {"discard": ELDERS})
    assert script.finished and script.decisions[-1].choices == [{"discard": WOLVES}, {"discard": ELDERS}]
    assert red.advisers == [card(MARRIAGE), card(PIED_PIPER), card(WOLVES), card(LONGBOWS, faceup=False)]


# --- 182 Pied Piper -------------------------------------------------------------------------------------------------

def test_pied_piper_moves_into_a_full_row_of_advisers_and_takes_2_favor():
    """182 Pied Piper, Action (1 secret): Red moves it into Blue's three advisers (no discard: it ignores the limit,
    Law 9.2) and takes 2 of Blue's 3 favor."""
    board = own_turn(make_board(), RED)
    red, blue = board.players[RED], board.players[BLUE]
    red.advisers, red.secrets = [card(PIED_PIPER)], 1
    blue.advisers, blue.favor = [card(ELDERS), card(WOLVES), card(LONGBOWS)], 3
    script = use(board, RED, PIED_PIPER, {"player": BLUE})
    assert script.decisions[0].kind == "pied piper" and len(script.decisions[0].choices) == 3
    assert red.advisers == [] and red.secrets == 0 and red.favor == 2
    assert blue.advisers == [card(ELDERS), card(WOLVES), card(LONGBOWS), card(PIED_PIPER, secrets=1)]
    assert blue.favor == 1


def test_pied_piper_takes_only_the_favor_there_is():
    """182 Pied Piper, Law 9.3: White has 1 favor; Red takes it."""
    board = own_turn(make_board(), RED)
    red, white = board.players[RED], board.players[WHITE]
    red.advisers, red.secrets = [card(PIED_PIPER)], 1
    white.favor = 1
    use(board, RED, PIED_PIPER, {"player": WHITE})
    assert red.favor == 1 and white.favor == 0 and white.advisers == [card(PIED_PIPER, secrets=1)]


def test_pied_piper_received_does_not_make_its_new_holder_discard_later():
    """182 Pied Piper in Blue's row of three: Blue still plays a fourth card with exactly one discard."""
    board = make_board()
    blue = board.players[BLUE]
    blue.advisers = [card(ELDERS), card(WOLVES), card(PIED_PIPER)]
    assert play(board, BLUE, LONGBOWS, FACEDOWN).finished
    assert blue.advisers == [card(ELDERS), card(WOLVES), card(PIED_PIPER), card(LONGBOWS, faceup=False)]
