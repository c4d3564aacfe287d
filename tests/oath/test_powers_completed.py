"""Powers completed beyond their first cut: Circlet of Command outside campaigns, the Bandit Crown's last warband,
Second Wind's Travel under the Shrouded Wood, Cracked Horn on the kept card, and the Great Slum when a power moves
a card there (cards.md 7-8, 11; Law 7.6)."""

from engine.oath.actions import ACTIONS
from engine.oath.actions.campaign import campaign
from engine.oath.actions.search import search
from engine.oath.cards import GRAND_SCEPTER, RELICS, card_named
from engine.oath.dice import ATTACK_DIE, BLANK, DEFENSE_DIE, SWORD
from engine.oath.play import CONSPIRACY, play_card
from engine.oath.rules import give_banner, rules
from engine.oath.state import DARKEST_SECRET, PEOPLES_FAVOR, PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, Rolls, Script, card, make_board

CRACKED_HORN, BANDIT_CROWN, CIRCLET = 227, 228, 232
OTHER_RELIC = 233
SCEPTER_RELICS = [relic for relic in RELICS if relic not in (CRACKED_HORN, BANDIT_CROWN, CIRCLET, OTHER_RELIC)][:4]
(WRESTLERS, LONGBOWS, ELDERS, KEEP, TINKERS_FAIR, ROVING_TERROR, GREAT_HERD, SECOND_WIND) = (
    card_named(name).id for name in ("Wrestlers", "Longbows", "Elders", "Keep", "Tinker's Fair", "Roving Terror",
                                     "Great Herd", "Second Wind"))
GREAT_SLUM = 4                                  # harness DEFAULT_SITES: a Provinces site


def act(board, player, move, *answers):
    return Script(ACTIONS[move["action"]].take(board, player, move), *answers)


# --- Circlet of Command: "Players cannot target or take your banners or your other relics" ----------------------

def conspiracy_board():
    """Red (2 secrets, 3 Order advisers) shares slot 0 with Blue (an Order adviser), who holds the Circlet, another
    relic and the People's Favor."""
    board = make_board()
    board.turn = RED
    red, blue = board.players[RED], board.players[BLUE]
    red.secrets = 2
    red.advisers = [card(WRESTLERS), card(LONGBOWS), card(KEEP)]
    blue.advisers = [card(KEEP)]
    blue.relics = [OTHER_RELIC, CIRCLET]
    give_banner(board, BLUE, PEOPLES_FAVOR)
    return board


def test_circlet_of_command_bars_the_conspiracy_from_taking_its_holders_banners_and_other_relics():
    """Circlet of Command, Law 5.1.4.IV: only the Circlet itself may be taken from its holder."""
    board = conspiracy_board()
    script = Script(play_card(board, RED, CONSPIRACY), {"play": "conspiracy"},
                    {"take": "relic", "relic": CIRCLET, "from": BLUE})
    assert script.decisions[1].choices == [{"take": "relic", "relic": CIRCLET, "from": BLUE}, {"take": None}]
    assert board.players[RED].relics == [CIRCLET] and board.players[BLUE].relics == [OTHER_RELIC]
    assert board.players[BLUE].banners == [PEOPLES_FAVOR] and board.players[RED].secrets == 1


def test_circlet_of_command_bars_asking_for_other_relics_in_tinkers_fair_but_its_holder_may_give_law_10_give():
    """Circlet of Command, Law 7.6.3, 10 "Give": Red may not ask for Blue's other relic; Red, holding a Circlet,
    may still give its own relic away."""
    board = make_board()
    board.turn = RED
    board.sites[0].cards = [card(TINKERS_FAIR)]
    board.players[RED].relics = [CIRCLET, CRACKED_HORN]
    board.players[BLUE].relics = [OTHER_RELIC, BANDIT_CROWN]
    board.players[BLUE].favor = 2
    script = act(board, RED, {"action": "power", "card": TINKERS_FAIR}, {"with": BLUE},
                 {"term": "give relic", "relic": CRACKED_HORN}, {"term": "ask favor"}, {"send": True},
                 {"accept": True})
    terms = script.decisions[1].choices
    assert {"term": "give relic", "relic": CRACKED_HORN} in terms
    assert {"term": "ask relic", "relic": OTHER_RELIC} in terms                 # Blue holds no Circlet
    assert board.players[RED].relics == [CIRCLET] and board.players[BLUE].relics == [OTHER_RELIC, BANDIT_CROWN,
                                                                                      CRACKED_HORN]
    assert (board.players[RED].favor, board.players[BLUE].favor) == (1, 1)
    board = make_board()
    board.turn = RED
    board.sites[0].cards = [card(TINKERS_FAIR)]
    board.players[BLUE].relics = [OTHER_RELIC, CIRCLET]
    script = act(board, RED, {"action": "power", "card": TINKERS_FAIR}, {"with": BLUE})
    assert [c for c in script.pending.choices if c.get("term") == "ask relic"] == [{"term": "ask relic",
                                                                                   "relic": CIRCLET}]


def test_circlet_of_command_bars_citizenship_terms_that_take_its_holders_banners_or_other_relics_law_6_6_1():
    """Circlet of Command, Law 6.6.1: the Scepter's holder may ask only for the Circlet itself; giving stays open."""
    board = make_board()
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.reliquary = list(SCEPTER_RELICS)
    red = board.players[RED]
    red.relics = [OTHER_RELIC, CIRCLET]
    give_banner(board, RED, DARKEST_SECRET)
    script = act(board, CHANCELLOR, {"action": "offer_citizenship", "exile": RED}, {"space": 0})
    terms = script.pending.choices
    assert [c for c in terms if c.get("term") in ("take_relic", "take_banner")] == [
        {"term": "take_relic", "relic": CIRCLET}]
    assert {"term": "give_relic", "relic": GRAND_SCEPTER.id} in terms


# --- Bandit Crown (Law 7.6.5, 6.5) ----------------------------------------------------------------------------------

def test_bandit_crown_lets_its_holder_move_the_last_warband_off_a_site_the_bandits_keep_ruled_law_7_6_5():
    """Law 6.5 keeps the last warband; with the Bandit Crown and no other warband there, the bandits keep the site
    ruled for Red, so both warbands may go."""
    board = make_board()
    board.turn = RED
    board.sites[0].warbands = {"Red": 2}
    offers = ACTIONS["move_warbands"].offers
    assert [m["count"] for m in offers(board, RED) if m["to"] == "board"] == [1]
    board.players[RED].relics = [BANDIT_CROWN]
    assert [m["count"] for m in offers(board, RED) if m["to"] == "board"] == [1, 2]
    act(board, RED, {"action": "move_warbands", "to": "board", "count": 2})
    assert board.sites[0].warbands == {"Red": 0} and board.players[RED].warbands == 2
    assert rules(board, RED, 0)


def test_bandit_crown_keeps_the_last_warband_where_another_warband_stands_law_6_5():
    """Law 7.6.5: with Blue's warband there too, the bandits would not rule the site for Red."""
    board = make_board()
    board.players[RED].relics = [BANDIT_CROWN]
    board.sites[0].warbands = {"Red": 2, "Blue": 1}
    offers = ACTIONS["move_warbands"].offers
    assert [m["count"] for m in offers(board, RED) if m["to"] == "board"] == [1]


# --- Second Wind (Law 7.6.2) under the Shrouded Wood -------------------------------------------------------------

def test_second_wind_travel_from_an_enemys_shrouded_wood_lets_that_ruler_choose_and_spends_no_supply():
    """Second Wind, Law 7.6.2, Shrouded Wood: Red beats Blue at the Shrouded Wood, which the Chancellor's warband
    still rules; Red only decides to travel, the Chancellor picks the Mountain, and Red's Supply stays 5."""
    sites = ["Shrouded Wood", "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast", "Wastes", "Steppe"]
    board = make_board(players=3, sites=sites)
    board.turn = RED
    red = board.players[RED]
    red.warbands, red.supply, red.secrets, red.favor = 2, 5, 1, 1
    red.advisers = [card(SECOND_WIND)]
    board.players[BLUE].site = 7
    board.sites[0].warbands = {"Blue": 1, PURPLE: 1}
    board.rng = Rolls([DEFENSE_DIE.index(BLANK), ATTACK_DIE.index(SWORD), ATTACK_DIE.index(SWORD)])
    decisions = run_second_wind(board, {"travel": "ruler chooses"}, {"shrouded wood": [{"to": 2}]})
    travel_offer = next(d for d in decisions if d.kind == "second wind travel")
    assert travel_offer.choices == [{"travel": "ruler chooses"}, {"travel": "stay"}]
    chooser = next(d for d in decisions if d.kind == "shrouded wood")
    assert chooser.player == CHANCELLOR and chooser.choices == [{"to": slot} for slot in range(1, 8)]
    assert (red.site, red.supply) == (2, 5 - 2)              # the Campaign's 2 Supply only; the Travel was free


# --- Cracked Horn (Law 7.4): the kept card discarded in Search step 4 -------------------------------------------

def test_cracked_horn_also_puts_the_kept_card_on_the_bottom_when_it_is_discarded_in_step_4_law_5_1_4():
    """Cracked Horn: Red draws 2, 1, 0 and keeps 1; the other two go under the world deck, then the kept card,
    discarded as its play, goes under them; no discard pile grows."""
    board = make_board()
    board.turn = RED
    red = board.players[RED]
    red.relics = [CRACKED_HORN]
    board.world = [7, 0, 1, 2]
    script = Script(search(board, RED, {"action": "search", "from": "world", "with": [CRACKED_HORN]}),
                    {"keep": 1}, {"play": "discard"})
    assert script.finished
    assert board.world == [1, 0, 2, 7] and red.drawn == []
    assert all(pile == [] for pile in board.discards.values())


def test_without_cracked_horn_the_kept_card_discarded_in_step_4_goes_to_the_discard_pile_law_10_discard():
    board = make_board()
    board.turn = RED
    board.world = [7, 0]
    Script(search(board, RED, {"action": "search", "from": "world"}), {"keep": 0}, {"play": "discard"})
    assert board.world == [] and board.discards["Provinces"] == [7, 0]


# --- Great Slum: "When playing or moving a card to this site you may first discard a card here" ------------------

def test_roving_terror_moving_to_the_great_slum_may_first_discard_another_card_there():
    """Great Slum, Roving Terror: Wrestlers is discarded by the power, Longbows by the Great Slum before Roving
    Terror arrives; both go to the pile after the Provinces (Law 10 "Discard")."""
    board = make_board()
    board.turn = RED
    board.players[RED].secrets = 1
    board.sites[0].cards = [card(ROVING_TERROR)]
    board.sites[GREAT_SLUM].cards = [card(WRESTLERS), card(LONGBOWS)]
    script = act(board, RED, {"action": "power", "card": ROVING_TERROR}, {"discard": WRESTLERS, "site": GREAT_SLUM},
                 {"discard": LONGBOWS})
    assert script.finished
    assert script.decisions[-1].choices == [{"discard": LONGBOWS}, {"discard": None}]
    assert board.sites[0].cards == [] and board.sites[GREAT_SLUM].cards == [card(ROVING_TERROR, secrets=1)]
    assert board.discards["Hinterland"] == [WRESTLERS, LONGBOWS]


def test_great_herd_swapping_into_the_great_slum_may_first_discard_a_card_there_but_not_the_swapped_one():
    """Great Slum, Great Herd (Law 10 "Swap"): Elders is part of the swap, so only Wrestlers may be discarded."""
    board = make_board()
    board.turn = RED
    board.sites[GREAT_SLUM].cards = [card(ELDERS), card(WRESTLERS)]
    script = Script(play_card(board, RED, GREAT_HERD), {"play": "site", "site": 0},
                    {"swap": ELDERS, "site": GREAT_SLUM}, {"discard": WRESTLERS})
    assert script.finished
    assert script.decisions[-1].choices == [{"discard": WRESTLERS}, {"discard": None}]
    assert board.sites[0].cards == [card(ELDERS)] and board.sites[GREAT_SLUM].cards == [card(GREAT_HERD)]
    assert board.discards["Hinterland"] == [WRESTLERS]


# --- Cracked Horn: "all cards you discard" during the Search it modifies (Law 7.4, 10 "Discard") ---------------

def test_cracked_horn_puts_the_adviser_discarded_to_make_room_on_the_bottom_of_the_world_deck_law_5_1_4_ii():
    """Cracked Horn, Law 5.1.4.II: Red keeps Elders and plays it as a fourth adviser; Wrestlers, discarded to make
    room, goes under the world deck too, and the favor on it to the Order bank as in a normal discard."""
    board = make_board()
    board.turn = RED
    red = board.players[RED]
    red.relics = [CRACKED_HORN]
    red.advisers = [card(WRESTLERS, favor=1), card(LONGBOWS), card(KEEP, faceup=False)]
    board.world = [7, 8, ELDERS]
    script = Script(search(board, RED, {"action": "search", "from": "world", "with": [CRACKED_HORN]}),
                    {"keep": ELDERS}, {"play": "adviser", "faceup": True}, {"discard": WRESTLERS})
    assert script.finished
    assert board.world == [WRESTLERS, 7, 8] and red.drawn == []
    assert red.advisers == [card(LONGBOWS), card(KEEP, faceup=False), card(ELDERS)]
    assert board.favor_banks["Order"] == 4
    assert all(pile == [] for pile in board.discards.values())


def test_cracked_horn_puts_the_peoples_favor_and_great_slum_discards_on_the_bottom_of_the_world_deck_law_5_1_4_i():
    """Cracked Horn, Law 5.1.4.I, Great Slum: Red, at the Great Slum with the People's Favor, plays the kept Keep
    there; Wrestlers (People's Favor, from the Mountain) then Longbows (Great Slum) go under the world deck, and
    the secret on Wrestlers goes facedown to Red's board (Law 10 "Discard")."""
    board = make_board()
    board.turn = RED
    red = board.players[RED]
    red.relics, red.site = [CRACKED_HORN], GREAT_SLUM
    give_banner(board, RED, PEOPLES_FAVOR)
    board.sites[2].cards = [card(WRESTLERS, secrets=1)]
    board.sites[GREAT_SLUM].cards = [card(LONGBOWS)]
    board.world = [8, KEEP]
    script = Script(search(board, RED, {"action": "search", "from": "world", "with": [CRACKED_HORN]}),
                    {"keep": KEEP}, {"play": "site", "site": GREAT_SLUM}, {"discard": WRESTLERS, "site": 2},
                    {"discard": LONGBOWS})
    assert script.finished
    assert board.world == [LONGBOWS, WRESTLERS, 8]
    assert board.sites[2].cards == [] and board.sites[GREAT_SLUM].cards == [card(KEEP)]
    assert red.hidden_secrets == 1 and board.favor_banks["Order"] == 2          # Keep's 1 favor from Order
    assert all(pile == [] for pile in board.discards.values())


# --- Second Wind: the free Travel is the Travel action, with its modifiers (Law 5.6, 7.4) -------------------------

DRAGONSKIN_DRUM, TENTS, FOREST_PATHS = 237, card_named("Tents").id, card_named("Forest Paths").id


def second_wind_board():
    """Red beats Blue's lone warband at the River with Second Wind, holding Dragonskin Drum, Tents and Forest
    Paths (3 favor to pay for them)."""
    sites = ["River", "Lush Coast", "Mountain", "Plains", "Great Slum", "Rocky Coast", "Wastes", "Steppe"]
    board = make_board(players=3, sites=sites)
    board.turn = RED
    red = board.players[RED]
    red.warbands, red.supply, red.secrets, red.favor = 2, 5, 1, 3
    red.advisers = [card(SECOND_WIND), card(TENTS), card(FOREST_PATHS)]
    red.relics = [DRAGONSKIN_DRUM]
    board.players[BLUE].site = 7
    board.sites[0].warbands = {"Blue": 1}
    board.rng = Rolls([DEFENSE_DIE.index(BLANK), ATTACK_DIE.index(SWORD), ATTACK_DIE.index(SWORD)])
    return board


def run_second_wind(board, travel: dict, more: dict | None = None) -> list:
    """Red campaigns against Blue with Second Wind and wins; `travel` answers its Travel, `more` other questions."""
    replies = {"battle plan": [{"plan": SECOND_WIND}], "campaign attack dice": [{"attack dice": 2}],
               "second wind travel": [travel], "second wind campaign": [{"defender": "none"}], **(more or {})}
    steps, decisions = campaign(board, RED, {"action": "campaign", "defender": BLUE}), []
    try:
        decision = next(steps)
        while True:
            decisions.append(decision)
            queue = replies.get(decision.kind)
            move = queue.pop(0) if queue else decision.choices[0 if decision.kind == "campaign place" else -1]
            decision.check(move)
            decision = steps.send(move)
    except StopIteration:
        pass
    assert not any(replies.values()), replies
    return decisions


def test_second_winds_free_travel_offers_dragonskin_drum_but_not_tents_or_forest_paths_law_7_4():
    """Second Wind, Law 5.6, 7.4, 7.6.2: the free Travel is the Travel action, so Dragonskin Drum may modify it and
    Red gains its warband after travelling; Tents and Forest Paths (no site power to ignore here) change nothing
    when no Supply is paid, so they are not offered. No Supply is spent on the Travel."""
    plain = second_wind_board()
    run_second_wind(plain, {"travel": 2})
    board = second_wind_board()
    decisions = run_second_wind(board, {"travel": 2, "with": [DRAGONSKIN_DRUM]})
    offer = next(d for d in decisions if d.kind == "second wind travel")
    assert offer.choices == ([{"travel": slot} for slot in range(1, 8)]
                             + [{"travel": slot, "with": [DRAGONSKIN_DRUM]} for slot in range(1, 8)]
                             + [{"travel": "stay"}])
    red, before = board.players[RED], plain.players[RED]
    assert (before.site, before.supply, before.favor, before.warbands, before.bank) == (2, 5 - 2, 3 - 1, 2, 14)
    assert (red.site, red.supply, red.favor, red.warbands, red.bank) == (2, 5 - 2, 3 - 1, 3, 13)
    assert board.modifying == []


# --- Circlet of Command: checked again when the agreed transfers are made (gives first) ---------------------------

def test_circlet_given_in_tinkers_fair_guards_its_new_holder_from_the_take_in_the_same_deal_law_7_6_3():
    """Circlet of Command, Law 7.6.3: Red gives Blue the Circlet and asks for Blue's other relic. The gives are
    carried out first, so Blue holds the Circlet when the take comes, and the take is dropped."""
    board = make_board()
    board.turn = RED
    board.sites[0].cards = [card(TINKERS_FAIR)]
    board.players[RED].relics = [CIRCLET]
    board.players[BLUE].relics = [OTHER_RELIC]
    board.players[BLUE].favor = 2
    script = act(board, RED, {"action": "power", "card": TINKERS_FAIR}, {"with": BLUE},
                 {"term": "ask relic", "relic": OTHER_RELIC}, {"term": "give relic", "relic": CIRCLET},
                 {"term": "ask favor"}, {"send": True}, {"accept": True})
    assert script.finished
    assert board.players[RED].relics == [] and board.players[BLUE].relics == [OTHER_RELIC, CIRCLET]
    assert (board.players[RED].favor, board.players[BLUE].favor) == (1, 1)


def test_circlet_given_in_citizenship_terms_guards_the_new_citizen_from_the_takes_in_the_same_offer_law_6_6_2():
    """Circlet of Command, Law 6.6.2: the Chancellor gives Red the Circlet and asks for Red's other relic and the
    Darkest Secret; given first, the Circlet guards both, and Red keeps them."""
    board = make_board()
    chancellor, red = board.players[CHANCELLOR], board.players[RED]
    chancellor.relics = [GRAND_SCEPTER.id, CIRCLET]
    board.reliquary = list(SCEPTER_RELICS)
    red.relics = [OTHER_RELIC]
    give_banner(board, RED, DARKEST_SECRET)
    script = act(board, CHANCELLOR, {"action": "offer_citizenship", "exile": RED}, {"space": 0},
                 {"term": "take_relic", "relic": OTHER_RELIC}, {"term": "take_banner", "banner": DARKEST_SECRET},
                 {"term": "give_relic", "relic": CIRCLET}, {"send": True}, {"accept": True})
    assert script.finished
    assert chancellor.relics == [GRAND_SCEPTER.id]
    assert red.relics == [OTHER_RELIC, CIRCLET, SCEPTER_RELICS[0]] and red.banners == [DARKEST_SECRET]
