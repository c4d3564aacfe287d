"""The relics' ACTION: powers (cards.md 7, Law 6.2, 7.3.2), used as {"action": "power", "card": id}."""

from engine.oath.abilities.relics import (
    BRASS_HORSE,
    DOWSING_STICKS,
    HORNED_MASK,
    IVORY_EYE,
    MAP,
    ORACULAR_PIG,
    SKELETON_KEY,
    WHISTLE,
)
from engine.oath.actions.powers import offers, use_action_power
from engine.oath.cards import card_named
from engine.oath.state import PURPLE
from tests.oath.harness import BLUE, RED, Script, card, make_board

WRESTLERS, WOLVES, LONGBOWS = card_named("Wrestlers").id, card_named("Wolves").id, card_named("Longbows").id
OLD_OAK, PRESSGANGS = card_named("The Old Oak").id, card_named("Pressgangs").id       # site only; Order


def red_board(relic):
    board = make_board()
    board.turn = RED
    red = board.players[RED]
    red.relics.append(relic)
    return board, red


def use(board, relic, *answers):
    assert {"action": "power", "card": relic} in offers(board, RED)
    return Script(use_action_power(board, RED, {"action": "power", "card": relic}), *answers)


def test_brass_horse_travels_free_to_a_site_with_a_card_of_the_revealed_suit():
    board, red = red_board(BRASS_HORSE)
    red.secrets = 1
    board.discards["Cradle"] = [WOLVES, WRESTLERS]                                # Order on top
    board.sites[6].cards.append(card(PRESSGANGS))
    script = use(board, BRASS_HORSE, {"to": 6})
    assert script.decisions[0].choices == [{"to": 6}]
    assert (red.site, red.supply, red.secrets, board.relic_tokens[str(BRASS_HORSE)].secrets) == (6, 7, 0, 1)


def test_brass_horse_goes_anywhere_when_no_site_has_the_suit():
    board, red = red_board(BRASS_HORSE)
    red.secrets = 1
    script = use(board, BRASS_HORSE, {"to": 7})
    assert len(script.decisions[0].choices) == 7 and red.site == 7


def test_horned_mask_swaps_an_adviser_with_a_denizen_at_your_site_respecting_restrictions():
    """Law 7.2.1: a site-only card cannot become an adviser."""
    board, red = red_board(HORNED_MASK)
    red.secrets = 1
    red.advisers = [card(LONGBOWS)]
    board.sites[0].cards = [card(OLD_OAK), card(WOLVES)]
    script = use(board, HORNED_MASK, {"adviser": LONGBOWS, "denizen": WOLVES})
    assert script.decisions[0].choices == [{"adviser": LONGBOWS, "denizen": WOLVES}]
    assert red.advisers == [card(WOLVES)] and board.sites[0].cards == [card(OLD_OAK), card(LONGBOWS)]


def test_whistle_brings_a_pawn_to_your_site_and_gives_it_the_placed_secret():
    board, red = red_board(WHISTLE)
    red.secrets = 1
    board.players[BLUE].site = 6
    script = use(board, WHISTLE, {"player": BLUE})
    assert script.decisions[0].choices == [{"player": BLUE}]
    blue = board.players[BLUE]
    assert (blue.site, blue.supply, blue.secrets, red.secrets) == (0, 7, 1, 0)
    assert board.relic_tokens[str(WHISTLE)].secrets == 0


def test_dowsing_sticks_puts_an_unwanted_relic_on_the_bottom_unseen_by_others():
    board, red = red_board(DOWSING_STICKS)
    red.secrets, red.favor = 1, 2
    board.relic_deck = [MAP, ORACULAR_PIG]
    script = use(board, DOWSING_STICKS, {"keep": False})
    assert script.decisions[0].private
    assert board.relic_deck == [ORACULAR_PIG, MAP] and red.peeked == [ORACULAR_PIG]
    assert (red.favor, board.favor_pool, red.relics) == (0, 20, [DOWSING_STICKS])


def test_dowsing_sticks_keeps_the_drawn_relic():
    board, red = red_board(DOWSING_STICKS)
    red.secrets, red.favor = 1, 2
    board.relic_deck = [MAP, ORACULAR_PIG]
    use(board, DOWSING_STICKS, {"keep": True})
    assert board.relic_deck == [MAP] and red.relics == [DOWSING_STICKS, ORACULAR_PIG]


def test_skeleton_key_needs_the_chancellor_to_rule_your_site_and_takes_a_reliquary_relic():
    """Law 2.3: the space uncovered is the Chancellor's modifier."""
    board, red = red_board(SKELETON_KEY)
    red.secrets = 2
    board.reliquary = [MAP, None, None, None]
    assert {"action": "power", "card": SKELETON_KEY} not in offers(board, RED)
    board.sites[0].warbands = {PURPLE: 1}
    script = use(board, SKELETON_KEY, {"space": 0}, {"take": True})
    assert script.decisions[1].private
    assert board.reliquary == [None] * 4 and red.relics == [SKELETON_KEY, MAP] and red.secrets == 0
    assert board.reliquary_modifiers == [0] and red.peeked == [MAP]


def test_oracular_pig_shows_the_top_three_world_cards_to_its_user_only():
    board, red = red_board(ORACULAR_PIG)
    board.world = [0, 1, 2, 3]
    use(board, ORACULAR_PIG)
    assert red.seen == [{"what": "world deck top", "cards": [3, 2, 1]}]
    public, reader, private = board.log[-1]
    assert reader == RED and "peeks at the top of the world deck" in public and "Wrestlers" not in public


def test_ivory_eye_peeks_at_a_facedown_adviser_privately():
    board, red = red_board(IVORY_EYE)
    red.secrets = 1
    board.players[BLUE].advisers = [card(WOLVES), card(WRESTLERS, faceup=False)]
    board.sites[3].relics = [MAP]
    script = use(board, IVORY_EYE, {"player": BLUE, "adviser": 1})
    assert script.decisions[0].choices == [{"player": BLUE, "adviser": 1}, {"relic_at": 3, "place": 0}]
    assert red.seen == [{"what": "adviser", "player": BLUE, "cards": [WRESTLERS]}] and red.secrets == 0


def test_ivory_eye_peeks_at_a_relic_at_a_site():
    board, red = red_board(IVORY_EYE)
    red.secrets = 1
    board.sites[3].relics = [MAP]
    use(board, IVORY_EYE, {"relic_at": 3, "place": 0})
    assert red.peeked == [MAP] and red.seen == []


def test_map_goes_to_the_bottom_of_the_relic_deck_for_4_supply_up_to_the_leftmost_space():
    """Law 9.3: the Supply track stops at 7."""
    board, red = red_board(MAP)
    red.supply = 2
    board.relic_deck = [WHISTLE]
    use(board, MAP)
    assert (red.supply, red.relics, board.relic_deck) == (6, [], [MAP, WHISTLE])
    red.relics.append(MAP)
    board.relic_deck.remove(MAP)
    use(board, MAP)
    assert red.supply == 7
