"""Playing a card (Law 5.1.4): sites and capacity, advisers and their limit, restrictions and locks, Visions and
the Conspiracy."""

from engine.oath.cards import GRAND_SCEPTER, card_named
from engine.oath.play import CONSPIRACY, play_card
from engine.oath.rules import give_banner
from engine.oath.state import DARKEST_SECRET, PEOPLES_FAVOR
from tests.oath.harness import BLUE, RED, Script, card, make_board

WRESTLERS = card_named("Wrestlers").id                  # Order, no restriction
LONGBOWS = card_named("Longbows").id                    # Order
KEEP = card_named("Keep").id                            # Order, site only, locked
A_SMALL_FAVOR = card_named("A Small Favor").id          # Discord, adviser only, locked
ELDERS = card_named("Elders").id                        # Nomad
WOLVES = card_named("Wolves").id                        # Beast
TAVERN_SONGS = card_named("Tavern Songs").id            # Hearth
SCRYER = card_named("Scryer").id                        # Discord
SANCTUARY, FAITH = card_named("Sanctuary").id, card_named("Faith").id


def play(board, player, card_id, *answers, **flags):
    return Script(play_card(board, player, card_id, **flags), *answers)


def test_a_card_played_to_your_site_gains_1_favor_from_its_suit_bank():
    """Law 5.1.4.I."""
    board = make_board()
    script = play(board, RED, WRESTLERS, {"play": "site", "site": 0})
    assert board.sites[0].cards == [card(WRESTLERS)]
    assert board.players[RED].favor == 1
    assert board.favor_banks["Order"] == 2
    assert script.finished and script.result == {"play": "site", "site": 0}


def test_an_empty_suit_bank_gives_no_favor_for_a_site_play():
    """Law 5.1.4.I, 9.3: gain as many as there are."""
    board = make_board()
    board.favor_banks["Order"] = 0
    play(board, RED, WRESTLERS, {"play": "site", "site": 0})
    assert board.sites[0].cards == [card(WRESTLERS)]
    assert board.players[RED].favor == 0


def test_a_site_at_capacity_cannot_receive_the_card():
    """Law 5.1.4.I, 2.8.1: the Wastes hold 1 card."""
    board = make_board()
    board.players[RED].site = 6
    board.sites[6].cards = [card(ELDERS)]
    script = play(board, RED, WRESTLERS)
    assert script.pending.choices == [{"play": "adviser", "faceup": True}, {"play": "adviser", "faceup": False},
                                      {"play": "discard"}]


def test_a_site_only_card_is_no_faceup_adviser_but_may_be_a_facedown_one():
    """Law 7.2, 7.2.1: restrictions bind only faceup cards; a facedown adviser has no restriction (5.1.4.II)."""
    board = make_board()
    script = play(board, RED, KEEP)
    assert script.pending.choices == [{"play": "site", "site": 0}, {"play": "adviser", "faceup": False},
                                      {"play": "discard"}]


def test_an_adviser_only_card_never_goes_to_a_site():
    """Law 7.2.1."""
    board = make_board()
    script = play(board, RED, A_SMALL_FAVOR)
    assert script.pending.choices == [{"play": "adviser", "faceup": True}, {"play": "adviser", "faceup": False},
                                      {"play": "discard"}]


def test_a_facedown_adviser_is_named_only_to_its_player():
    """Law 5.1.4.II, 9.4: the others see a card played facedown, not which."""
    board = make_board()
    board.players[RED].drawn = [WRESTLERS]
    play(board, RED, WRESTLERS, {"play": "adviser", "faceup": False})
    assert board.players[RED].advisers == [card(WRESTLERS, faceup=False)]
    assert board.players[RED].drawn == []
    assert board.log[-1] == ("Red plays a card facedown as an adviser.", RED,
                             "Red plays Wrestlers facedown as an adviser.")


def test_a_fourth_adviser_forces_the_discard_of_one_first():
    """Law 5.1.4.II: the discarded adviser goes to the pile after the pawn's region (Cradle -> Provinces)."""
    board = make_board()
    board.players[RED].advisers = [card(ELDERS), card(WOLVES, faceup=False), card(TAVERN_SONGS)]
    script = play(board, RED, WRESTLERS, {"play": "adviser", "faceup": True})
    assert script.pending.kind == "adviser discard"
    assert script.pending.choices == [{"discard": ELDERS}, {"discard": WOLVES}, {"discard": TAVERN_SONGS}]
    play(board, RED, WRESTLERS, {"play": "adviser", "faceup": True}, {"discard": WOLVES})
    assert board.players[RED].advisers == [card(ELDERS), card(TAVERN_SONGS), card(WRESTLERS)]
    assert board.discards["Provinces"] == [WOLVES]


def test_a_locked_faceup_adviser_cannot_be_discarded_for_room():
    """Law 7.2.2, 5.1.4.II."""
    board = make_board()
    board.players[RED].advisers = [card(A_SMALL_FAVOR), card(ELDERS), card(WOLVES)]
    script = play(board, RED, WRESTLERS, {"play": "adviser", "faceup": False})
    assert script.pending.choices == [{"discard": ELDERS}, {"discard": WOLVES}]


def test_an_adviser_modifying_the_search_in_progress_cannot_be_discarded_for_room():
    """Law 7.4.3: while a modifier is modifying a major action, it cannot be discarded."""
    board = make_board()
    errand_boy = card_named("Errand Boy").id
    board.players[RED].advisers = [card(errand_boy), card(ELDERS), card(WOLVES)]
    board.modifying = [errand_boy]
    script = play(board, RED, WRESTLERS, {"play": "adviser", "faceup": True})
    assert script.pending.choices == [{"discard": ELDERS}, {"discard": WOLVES}]


def test_with_three_locked_advisers_no_card_can_be_played_as_an_adviser():
    """Law 7.2.2, 9.2: cannot beats must; a facedown locked card is not locked (7.2)."""
    board = make_board()
    faithful, heir = card_named("Faithful Friend").id, card_named("Long-Lost Heir").id
    board.players[RED].advisers = [card(A_SMALL_FAVOR), card(faithful), card(heir)]
    assert play(board, RED, WRESTLERS).pending.choices == [{"play": "site", "site": 0}, {"play": "discard"}]
    board.players[RED].advisers[2].faceup = False
    choices = play(board, RED, WRESTLERS).pending.choices
    assert {"play": "adviser", "faceup": True} in choices


def test_the_peoples_favor_lets_you_play_to_another_site_of_your_region_after_a_discard_there():
    """Law 5.1.4.I People's Favor option: Lush Coast (slot 1) is full but its card may be discarded first."""
    board = make_board()
    give_banner(board, RED, PEOPLES_FAVOR)
    board.sites[1].cards = [card(ELDERS), card(WOLVES), card(KEEP)]
    script = play(board, RED, WRESTLERS)
    assert script.pending.choices[:2] == [{"play": "site", "site": 0}, {"play": "site", "site": 1}]
    script = play(board, RED, WRESTLERS, {"play": "site", "site": 1})
    assert script.pending.choices == [{"discard": ELDERS, "site": 1}, {"discard": WOLVES, "site": 1}]
    play(board, RED, WRESTLERS, {"play": "site", "site": 1}, {"discard": WOLVES, "site": 1})
    assert board.sites[1].cards == [card(ELDERS), card(KEEP), card(WRESTLERS)]
    assert board.discards["Provinces"] == [WOLVES]
    assert board.players[RED].favor == 1


def test_the_peoples_favor_discard_is_optional_when_the_destination_has_room():
    """Law 5.1.4.I: "MAY first discard"; any site of the region (not the Provinces)."""
    board = make_board()
    give_banner(board, RED, PEOPLES_FAVOR)
    board.sites[1].cards = [card(ELDERS)]
    board.sites[2].cards = [card(WOLVES)]
    script = play(board, RED, WRESTLERS, {"play": "site", "site": 0})
    assert script.pending.choices == [{"discard": ELDERS, "site": 1}, {"discard": None}]
    play(board, RED, WRESTLERS, {"play": "site", "site": 0}, {"discard": None})
    assert board.sites[0].cards == [card(WRESTLERS)] and board.sites[1].cards == [card(ELDERS)]


def test_an_exile_reveals_a_vision_and_discards_the_one_there():
    """Law 5.1.4.III."""
    board = make_board()
    board.players[RED].vision = FAITH
    script = play(board, RED, SANCTUARY)
    assert script.pending.choices == [{"play": "adviser", "faceup": False}, {"play": "vision"}, {"play": "discard"}]
    play(board, RED, SANCTUARY, {"play": "vision"})
    assert board.players[RED].vision == SANCTUARY
    assert board.discards["Provinces"] == [FAITH]


def test_the_chancellor_may_only_keep_a_vision_facedown():
    """Law 5.1.4.III: the Chancellor and Citizens cannot put a Vision into play faceup."""
    board = make_board(citizens=["Red"])
    for player in (0, RED):
        assert play(board, player, SANCTUARY).pending.choices == [{"play": "adviser", "faceup": False},
                                                                  {"play": "discard"}]


def test_faceup_allowed_false_offers_only_a_facedown_adviser_or_a_discard():
    board = make_board()
    script = play(board, RED, WRESTLERS, faceup_allowed=False)
    assert script.pending.choices == [{"play": "adviser", "faceup": False}, {"play": "discard"}]


def test_facedown_allowed_false_leaves_out_the_facedown_adviser():
    """Law 6.1: the adviser is turned faceup, then played."""
    board = make_board()
    script = play(board, RED, WRESTLERS, facedown_allowed=False)
    assert script.pending.choices == [{"play": "site", "site": 0}, {"play": "adviser", "faceup": True},
                                      {"play": "discard"}]


# --- the Conspiracy (Law 5.1.4.IV) ----------------------------------------------------------------------------

def conspiracy_board():
    """Red (2 Order advisers) and Blue (an Order adviser) share slot 0; Blue holds a relic and the People's Favor."""
    board = make_board()
    red, blue = board.players[RED], board.players[BLUE]
    red.secrets = 2
    red.advisers = [card(WRESTLERS), card(LONGBOWS), card(ELDERS)]
    blue.advisers = [card(KEEP), card(SCRYER, faceup=False)]
    blue.relics = [233]
    give_banner(board, BLUE, PEOPLES_FAVOR)
    board.banners[PEOPLES_FAVOR].tokens = 4
    return board


def test_the_conspiracy_is_played_faceup_by_the_chancellor_too():
    """Law 5.1.4.IV: everyone may play it faceup; it is not a Revealed Vision."""
    board = make_board()
    assert play(board, 0, CONSPIRACY).pending.choices == [{"play": "adviser", "faceup": False},
                                                          {"play": "conspiracy"}, {"play": "discard"}]


def test_the_conspiracy_takes_a_banner_as_a_seizure_and_goes_to_the_box():
    """Law 5.1.4.IV, 2.5.3: burn 1 secret; the People's Favor loses 2 favor to the shared bank and turns Mob."""
    board = conspiracy_board()
    script = play(board, RED, CONSPIRACY, {"play": "conspiracy"})
    assert script.pending.choices == [{"take": "relic", "relic": 233, "from": BLUE},
                                      {"take": "banner", "banner": PEOPLES_FAVOR, "from": BLUE}, {"take": None}]
    pool = board.favor_pool
    board = conspiracy_board()
    play(board, RED, CONSPIRACY, {"play": "conspiracy"}, {"take": "banner", "banner": PEOPLES_FAVOR, "from": BLUE})
    banner = board.banners[PEOPLES_FAVOR]
    assert (banner.holder, banner.tokens, banner.mob) == (RED, 2, True)
    assert board.players[RED].banners == [PEOPLES_FAVOR] and board.players[BLUE].banners == []
    assert board.players[RED].secrets == 1
    assert board.favor_pool == pool + 2
    assert board.boxed == [CONSPIRACY]
    assert board.players[RED].vision is None and CONSPIRACY not in [c.id for c in board.players[RED].advisers]


def test_a_seized_banner_keeps_its_last_token():
    """Law 2.5.3: burn min(2, n - 1)."""
    board = conspiracy_board()
    board.banners[PEOPLES_FAVOR].holder = None
    board.players[BLUE].banners = []
    give_banner(board, BLUE, DARKEST_SECRET)
    board.banners[DARKEST_SECRET].tokens = 2
    play(board, RED, CONSPIRACY, {"play": "conspiracy"}, {"take": "banner", "banner": DARKEST_SECRET, "from": BLUE})
    assert board.banners[DARKEST_SECRET].tokens == 1 and board.banners[DARKEST_SECRET].holder == RED


def test_the_conspiracy_can_take_the_grand_scepter():
    """Law 5.1.4.IV: the Grand Scepter is a relic."""
    board = conspiracy_board()
    board.players[0].advisers = [card(card_named("Bear Traps").id)]
    board.players[0].relics = [GRAND_SCEPTER.id]
    script = play(board, RED, CONSPIRACY, {"play": "conspiracy"})
    assert {"take": "relic", "relic": GRAND_SCEPTER.id, "from": 0} in script.pending.choices
    play(board, RED, CONSPIRACY, {"play": "conspiracy"}, {"take": "relic", "relic": GRAND_SCEPTER.id, "from": 0})
    assert board.players[RED].relics == [GRAND_SCEPTER.id] and board.players[0].relics == []
    assert board.scepter_taken == [board.round, board.turn]


def test_the_conspiracy_needs_two_of_your_advisers_matching_and_a_pawn_at_your_site():
    """Law 5.1.4.IV: one matching adviser, or the victim elsewhere, gives no target; the card is boxed anyway."""
    board = conspiracy_board()
    board.players[RED].advisers[1] = card(LONGBOWS, faceup=False)
    script = play(board, RED, CONSPIRACY, {"play": "conspiracy"})
    assert script.finished and board.boxed == [CONSPIRACY] and board.players[RED].secrets == 2
    board = conspiracy_board()
    board.players[BLUE].site = 1
    assert play(board, RED, CONSPIRACY, {"play": "conspiracy"}).finished


def test_the_conspiracy_needs_a_secret_to_burn():
    board = conspiracy_board()
    board.players[RED].secrets = 0
    board.players[RED].hidden_secrets = 3           # facedown secrets pay for nothing (Law 7.1.2)
    assert play(board, RED, CONSPIRACY, {"play": "conspiracy"}).finished
    assert board.players[BLUE].relics == [233]


def test_declining_the_conspiracy_costs_nothing():
    board = conspiracy_board()
    play(board, RED, CONSPIRACY, {"play": "conspiracy"}, {"take": None})
    assert board.players[RED].secrets == 2 and board.players[BLUE].relics == [233]
    assert board.boxed == [CONSPIRACY]
