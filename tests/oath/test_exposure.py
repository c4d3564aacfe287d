"""Oath.exposure (issue 17, undo by consent): the random source's draws plus every hidden thing taken or shown to
anyone (Board.expose). Each scenario measures the rise at each move: the action, then each answer to a decision it
asks. A move that shows nothing hidden leaves the count where it was. The count is no state: neither hashed nor
snapshotted."""

from types import SimpleNamespace

from engine.games import get_ruleset
from engine.oath.abilities.exchanges import carry_out
from engine.oath.actions import ACTIONS
from engine.oath.actions.search import search
from engine.oath.actions.trade import trade
from engine.oath.actions.travel import travel
from engine.oath.cards import DENIZENS, GRAND_SCEPTER, RELICS, SUITS, card_named
from engine.oath.chronicle_writing import add_archive_cards, clean_up_relics
from engine.oath.play import CONSPIRACY, play_card
from engine.oath.state import PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, Script, card, make_board
from tests.oath.test_powers_played import adviser, own_turn

OATH = get_ruleset("oath")
(WOLVES, SCRYER, ELDERS, LONGBOWS, WRESTLERS, KEEP, MERCENARIES, SANCTUARY, CONQUEST, TAVERN_SONGS, INQUISITOR,
 DREAM_THIEF, ORACLE, FAE_MERCHANT, PILGRIMAGE) = (card_named(name).id for name in (
    "Wolves", "Scryer", "Elders", "Longbows", "Wrestlers", "Keep", "Mercenaries", "Sanctuary", "Conquest",
    "Tavern Songs", "Inquisitor", "Dream Thief", "Oracle", "Fae Merchant", "Pilgrimage"))
(TRUTHFUL_HARP, DOWSING_STICKS, SKELETON_KEY, ORACULAR_PIG, IVORY_EYE, BRASS_HORSE, MAP, WHISTLE) = (
    card_named(name).id for name in ("Truthful Harp", "Dowsing Sticks", "Skeleton Key", "Oracular Pig", "Ivory Eye",
                                     "Brass Horse", "Map", "Whistle"))
RELIC_A, RELIC_B, RELIC_C, RELIC_D = [relic for relic in RELICS if relic != GRAND_SCEPTER.id][:4]
MOUNTAIN, WASTES = 2, 6            # make_board's slots: the Mountain and the Wastes each hold 1 relic when revealed


def exposure(board) -> int:
    return OATH.exposure(SimpleNamespace(board=board))     # the ruleset reads the game's board only


def rises(board, steps, *answers) -> list:
    """The exposure's rise at each move: running the action to its first decision, then each answer. The effect
    must end with the last answer."""
    seen, last = [], exposure(board)

    def note():
        nonlocal last
        seen.append(exposure(board) - last)
        last = exposure(board)

    try:
        decision = next(steps)
        note()
        for answer in answers:
            decision.check(answer)
            decision = steps.send(answer)
            note()
        raise AssertionError(f"the effect still asks {decision.kind!r}")
    except StopIteration:
        note()
    return seen


def act(board, player, move, *answers) -> list:
    assert move in ACTIONS[move["action"]].offers(board, player), move
    return rises(board, ACTIONS[move["action"]].take(board, player, move), *answers)


def power(board, player, card_id, *answers) -> list:
    return act(board, player, {"action": "power", "card": card_id}, *answers)


# --- Search (Law 5.1) ---------------------------------------------------------------------------------------------

def test_a_search_counts_each_card_drawn_and_the_kept_card_played_faceup():
    """Law 5.1.2: 3 cards drawn (seen by Red); keeping and ordering the discards show nothing; the kept card played
    to the site shows its face to everyone (Law 5.1.4.I)."""
    board = make_board()
    board.world = [WOLVES, SCRYER, ELDERS, LONGBOWS, WRESTLERS]
    assert rises(board, search(board, RED, {"from": "world"}),
                 {"keep": LONGBOWS}, {"card": ELDERS}, {"play": "site", "site": 0}) == [3, 0, 0, 1]
    assert board.sites[0].cards == [card(LONGBOWS)] and board.rng.counter == 0


def test_a_card_kept_facedown_as_an_adviser_shows_nothing_more():
    board = make_board()
    board.world = [WOLVES, SCRYER, ELDERS, LONGBOWS, WRESTLERS]
    assert rises(board, search(board, RED, {"from": "world"}),
                 {"keep": LONGBOWS}, {"card": ELDERS}, {"play": "adviser", "faceup": False}) == [3, 0, 0, 0]


def test_a_vision_stops_the_draw_and_a_discard_pile_counts_like_the_world_deck():
    board = make_board()
    board.world = [WOLVES, SCRYER, SANCTUARY, WRESTLERS]
    assert rises(board, search(board, RED, {"from": "world"}),
                 {"keep": WRESTLERS}, {"play": "discard"}) == [2, 0, 0]            # Law 5.1.2: the Vision stops it
    board = make_board()
    board.discards["Cradle"] = [WOLVES, ELDERS]
    assert rises(board, search(board, RED, {"from": "discard"}), {"keep": ELDERS}, {"play": "discard"}) == [2, 0, 0]


def test_truthful_harp_reveals_every_card_drawn_to_everyone():
    """Truthful Harp: 5 cards drawn (5), then all shown to the table (5 more)."""
    board = make_board()
    board.players[RED].relics.append(TRUTHFUL_HARP)
    board.world = [0, 1, 2, 3, 4, 5]
    assert rises(board, search(board, RED, {"action": "search", "from": "world", "with": [TRUTHFUL_HARP]}),
                 {"keep": 3}, {"card": 1}, {"card": 2}, {"card": 4}, {"play": "discard"}) == [10, 0, 0, 0, 0, 0]


# --- moves that show nothing hidden -----------------------------------------------------------------------------

def test_travel_to_a_faceup_site_muster_and_trade_show_nothing():
    board = own_turn(make_board(), RED)
    board.sites[MOUNTAIN].relics = [RELIC_A]                # facedown at a faceup site: stays unseen
    board.sites[0].cards = [card(WRESTLERS), card(KEEP)]
    red = board.players[RED]
    red.favor, red.secrets = 2, 1
    assert act(board, RED, {"action": "muster", "card": WRESTLERS}) == [0]
    assert rises(board, trade(board, RED, {"action": "trade", "card": KEEP, "for": "favor"})) == [0]
    assert act(board, RED, {"action": "travel", "to": MOUNTAIN}) == [0]
    assert red.site == MOUNTAIN and board.sites[MOUNTAIN].relics == [RELIC_A] and exposure(board) == 0


def test_a_facedown_destination_turned_up_counts_the_site_and_each_relic_drawn():
    """Law 5.6.2, 2.8.2: the Drowned City turned faceup (1) with 2 relics off the relic deck (2)."""
    board = make_board(sites=["Plains", "Lush Coast", "Mountain", "The Drowned City", "Great Slum", "Rocky Coast",
                              "Wastes", "Steppe"])
    board.sites[3].faceup = False
    board.relic_deck = [WHISTLE, MAP, IVORY_EYE]
    assert rises(board, travel(board, RED, {"action": "travel", "to": 3})) == [3]
    assert board.sites[3].faceup and board.relic_deck == [WHISTLE]


def test_a_relic_deck_running_short_counts_only_the_relics_there_are():
    board = make_board()
    board.sites[MOUNTAIN].faceup = False
    assert rises(board, travel(board, RED, {"action": "travel", "to": MOUNTAIN})) == [1]       # Law 9.3


def test_ending_the_turn_with_nothing_drawn_shows_nothing():
    """A whole game's moves, through the ruleset: the setup choices and the end of a turn stand still; a Search
    moves the count by its draw."""
    game = OATH.setup({"players": ["a", "b", "c"]}, "exposure", 2)
    board = game.board
    # Law 1.1, 1.16-1.20: 5 facedown sites, 1 relic at a faceup site, 4 in the Reliquary, 3 cards to the discard
    # piles, 3 to each player
    assert board.exposed == 5 + 1 + 4 + 3 + 3 * 3 == 22
    assert OATH.exposure(game) == board.rng.counter + 22
    start = OATH.exposure(game)
    while game.decision.kind != "act":                      # pawns, facedown advisers, discards
        game.apply(game.decision.choices[0])
    assert OATH.exposure(game) == start
    first = game.decision.player
    game.apply({"end": "act"})                              # Rest, then the next player's Wake: nothing drawn
    assert game.decision.kind == "act" and game.decision.player != first
    assert OATH.exposure(game) == start
    drawn = len(board.world)
    game.apply({"action": "search", "from": "world"})
    drawn -= len(board.world)
    assert drawn and OATH.exposure(game) == start + drawn


def test_the_count_is_neither_hashed_nor_snapshotted():
    game = OATH.setup({"players": ["a", "b", "c"]}, "exposure", 2)
    while game.decision.kind != "act":
        game.apply(game.decision.choices[0])
    hashed, snapshot = OATH.state_hash(game), OATH.snapshot(game)
    game.board.exposed += 1000
    assert OATH.state_hash(game) == hashed and OATH.snapshot(game) == snapshot
    assert "exposed" not in str(snapshot)
    restored = OATH.restore(snapshot)
    assert OATH.state_hash(restored) == hashed and restored.board.exposed == 0


# --- minor actions (Law 6) --------------------------------------------------------------------------------------------

def test_a_facedown_adviser_turned_up_counts_once_and_a_discarded_one_not_at_all():
    """Law 6.1: turned faceup (1), then played to a site (it was in no hand: nothing more)."""
    board = make_board()
    adviser(board, RED, WRESTLERS, faceup=False)
    assert act(board, RED, {"action": "reveal_adviser", "card": WRESTLERS}, {"play": "site", "site": 0}) == [1, 0]
    adviser(board, RED, ELDERS, faceup=False)
    assert act(board, RED, {"action": "discard_adviser", "adviser": 0}) == [0]


def test_showing_an_adviser_and_peeking_at_relics_count_one_each():
    """Law 6.1 (show), 6.3 (a relic at your site), 6.4 (the Reliquary, by the Grand Scepter's holder)."""
    board = make_board()
    adviser(board, RED, WRESTLERS, faceup=False)
    assert act(board, RED, {"action": "show_adviser", "adviser": 0, "to": BLUE}) == [1]
    board.sites[0].relics = [RELIC_A]
    assert act(board, RED, {"action": "peek_relic", "relic": 0}) == [1]
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.reliquary = [RELIC_A, RELIC_B, RELIC_C, RELIC_D]
    assert act(board, CHANCELLOR, {"action": "peek_reliquary", "space": 2}) == [1]
    assert exposure(board) == 3


def test_citizenship_counts_a_reliquary_relic_shown_and_the_one_taken():
    """Law 6.6.1: a relic shown to the Exile while negotiating (1); Law 6.6.2, 2.3: the one given is taken faceup."""
    board = make_board()
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.reliquary = [RELIC_A, RELIC_B, RELIC_C, RELIC_D]
    assert act(board, CHANCELLOR, {"action": "offer_citizenship", "exile": RED},
               {"space": 0}, {"show": 1}, {"send": True}, {"accept": True}) == [0, 0, 1, 0, 1]
    assert board.players[RED].relics == [RELIC_A]


def test_recovering_a_relic_shows_it():
    """Law 5.4.3: the facedown relic goes faceup into the taker's bank."""
    board = make_board()
    board.players[RED].site, board.players[RED].favor = MOUNTAIN, 2
    board.sites[MOUNTAIN].relics = [RELIC_A]
    assert act(board, RED, {"action": "recover", "relic_at": 0}) == [1]


def test_a_homeland_relic_and_the_card_that_wins_it_count_one_each():
    """Law 11 Wastes: a Discord card played there from the hand (1) takes the relic there (1)."""
    board = make_board()
    board.players[RED].site, board.players[RED].drawn = WASTES, [MERCENARIES]
    board.sites[WASTES].relics = [RELIC_A]
    assert rises(board, play_card(board, RED, MERCENARIES), {"play": "site", "site": WASTES}) == [0, 2]
    assert board.players[RED].relics == [RELIC_A]


def test_the_grand_scepter_changing_hands_shows_its_new_holder_the_reliquary():
    """Law 2.3, 6.4: its holder may look at every Reliquary relic (3 here); an exchanged facedown adviser is its
    taker's to look at (Law 6.1), a faceup one was seen already."""
    board = make_board()
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.reliquary = [RELIC_A, None, RELIC_C, RELIC_D]
    adviser(board, CHANCELLOR, WRESTLERS, faceup=False)
    adviser(board, CHANCELLOR, ELDERS)
    terms = {"give favor": 0, "ask favor": 0, "give secrets": 0, "ask secrets": 0, "give relic": [GRAND_SCEPTER.id],
             "ask relic": [], "give adviser": [0, 1], "ask adviser": [], "give site": [], "ask site": []}
    carry_out(board, CHANCELLOR, RED, terms)
    assert board.players[RED].relics == [GRAND_SCEPTER.id] and exposure(board) == 3 + 1


# --- powers that draw or look -------------------------------------------------------------------------------------

def test_dowsing_sticks_counts_the_relic_drawn_and_again_when_kept():
    for keep, shown in ((False, [1, 0]), (True, [1, 1])):
        board = own_turn(make_board(), RED)
        board.players[RED].relics.append(DOWSING_STICKS)
        board.players[RED].secrets, board.players[RED].favor = 1, 2
        board.relic_deck = [MAP, ORACULAR_PIG]
        assert power(board, RED, DOWSING_STICKS, {"keep": keep}) == shown


def test_skeleton_key_counts_the_peek_and_the_relic_taken():
    board = own_turn(make_board(), RED)
    board.players[RED].relics.append(SKELETON_KEY)
    board.players[RED].secrets = 2
    board.sites[0].warbands = {PURPLE: 1}                   # the Chancellor rules Red's site
    board.reliquary = [RELIC_A, RELIC_B, None, None]
    assert power(board, RED, SKELETON_KEY, {"space": 1}, {"take": True}) == [0, 1, 1]


def test_the_oracular_pig_and_ivory_eye_count_what_they_look_at():
    board = own_turn(make_board(), RED)
    board.players[RED].relics += [ORACULAR_PIG, IVORY_EYE]
    board.players[RED].secrets, board.players[RED].favor = 2, 4
    board.world = [WOLVES, SCRYER, ELDERS, LONGBOWS]
    assert power(board, RED, ORACULAR_PIG) == [3]
    adviser(board, BLUE, KEEP, faceup=False)
    assert power(board, RED, IVORY_EYE, {"player": BLUE, "adviser": 0}) == [0, 1]


def test_the_brass_horse_counts_the_card_it_reveals_if_there_is_one():
    for pile, shown in (([WOLVES, WRESTLERS], [1, 0]), ([], [0, 0])):
        board = own_turn(make_board(), RED)
        board.players[RED].relics.append(BRASS_HORSE)
        board.players[RED].secrets = 1
        board.discards["Cradle"] = pile
        assert power(board, RED, BRASS_HORSE, {"to": 6}) == shown


def test_scryer_and_tavern_songs_count_the_cards_looked_at():
    board = own_turn(make_board(), RED)
    adviser(board, RED, SCRYER)
    board.sites[0].cards = [card(TAVERN_SONGS)]
    board.players[RED].secrets = 2
    board.players[RED].favor = 1
    board.discards["Cradle"] = [WOLVES, ELDERS, KEEP, LONGBOWS, WRESTLERS]
    assert power(board, RED, SCRYER) == [5]                 # the only pile: nothing asked
    assert power(board, RED, TAVERN_SONGS) == [3]


def test_inquisitor_counts_a_facedown_adviser_and_the_conspiracy_it_finds():
    board = own_turn(make_board(), RED)
    adviser(board, RED, INQUISITOR)
    adviser(board, BLUE, WRESTLERS)
    adviser(board, BLUE, CONSPIRACY, faceup=False)
    board.players[RED].favor = 2
    assert power(board, RED, INQUISITOR, {"player": BLUE, "adviser": 0}) == [0, 0]      # faceup: nothing hidden
    board.players[RED].advisers = [card(INQUISITOR)]
    assert power(board, RED, INQUISITOR, {"player": BLUE, "adviser": 1}, {"conspiracy": "discard"}) == [0, 1, 1]


def test_oracle_counts_the_cards_above_the_vision_the_vision_and_its_reveal():
    """160 Oracle: Longbows and Elders seen (2), the Vision drawn (1), then revealed by Red, an Exile (1)."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(ORACLE)]
    board.players[RED].secrets = 2
    board.world = [WOLVES, CONQUEST, ELDERS, LONGBOWS]
    assert power(board, RED, ORACLE, {"play": "vision"}) == [3, 1]


def test_fae_merchant_counts_the_relic_drawn():
    board = own_turn(make_board(), RED)
    adviser(board, RED, FAE_MERCHANT)
    board.players[RED].secrets = 1
    board.players[RED].relics = [RELIC_A]
    board.relic_deck = [RELIC_C, RELIC_B]
    assert power(board, RED, FAE_MERCHANT, {"relic": RELIC_A}) == [1, 0]


def test_dream_thief_shows_each_owner_the_card_it_receives():
    board = own_turn(make_board(), RED)
    adviser(board, RED, DREAM_THIEF)
    board.players[RED].favor = 2
    adviser(board, BLUE, ELDERS, faceup=False)
    adviser(board, WHITE, KEEP, faceup=False)
    assert power(board, RED, DREAM_THIEF, {"player": BLUE, "adviser": 0}) == [0, 2]


def test_pilgrimage_counts_the_random_draw_and_the_card_drawn_from_the_dispossessed():
    """161 Pilgrimage, Law 8.5: one card drawn at random (the random source moves) and seen by Red (1)."""
    board = own_turn(make_board(), RED)
    board.players[RED].site = MOUNTAIN
    board.sites[MOUNTAIN].cards = [card(WOLVES)]
    board.dispossessed = [ELDERS, KEEP]
    counter = board.rng.counter
    assert rises(board, play_card(board, RED, PILGRIMAGE), {"play": "adviser", "faceup": True}) == \
        [0, board.rng.counter - counter + 1]
    assert board.rng.counter > counter and board.exposed == 1


# --- the Chronicle (Law 8, ruleset version 2) -----------------------------------------------------------------------

def test_the_chronicle_counts_the_archive_cards_and_the_relics_it_draws():
    """Law 8.4: six cards taken from the Archive; 8.6.2: the Mountain, the Wastes and the Steppe each draw a relic.
    Their shuffles and random choices move the random source besides."""
    board = make_board()
    board.archive = [card_id for suit in SUITS
                     for card_id in [card_id for card_id, denizen in DENIZENS.items() if denizen.suit == suit][:3]]
    counter = board.rng.counter
    script = Script(add_archive_cards(board, CHANCELLOR), {"suit": "Discord"})
    assert script.finished and board.exposed == 6 and board.rng.counter > counter
    board.relic_deck = [RELIC_A, RELIC_B, RELIC_C, RELIC_D]
    clean_up_relics(board, CHANCELLOR)
    assert board.exposed == 6 + 3 and exposure(board) == board.rng.counter + 9
