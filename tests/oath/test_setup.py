"""Setup (Law 1): the board from the Chronicle (steps 1-22), then each player's pawn, first adviser and discards
(step 23), driven by scripted answers."""

from collections import Counter

import pytest

from engine.core import InvalidOptions, SeededRandom
from engine.games import get_ruleset
from engine.oath.cards import (
    GRAND_SCEPTER,
    RELICS,
    SITES,
    STARTING_DENIZENS,
    VISIONS,
    card_named,
    site_named,
)
from engine.oath.chronicle import MapSlot, encode, new_chronicle, tutorial_chronicle
from engine.oath.setup import build_world_deck, setup, setup_choices
from engine.oath.state import CITIZEN, DARKEST_SECRET, EXILE, PEOPLES_FAVOR, PURPLE, SUPPLY_CAP
from engine.oath.views import view
from tests.oath.harness import Script

NAMES = ["Ann", "Ben", "Cy", "Dee", "Eve", "Flo"]
FACEUP_SLOTS = [0, 2, 5]             # the new chronicle: Plains, Mountain, Rocky Coast


def game(players=4, chronicle="new", seed="setup"):
    return setup({"players": NAMES[:players], "chronicle": chronicle}, seed)


def first(decision):
    return decision.choices[0]


def choose_all(board, answer=first):
    """Law 1.23 for every seat: the Chancellor's adviser and discard order, then each other player's pawn,
    adviser and discard order."""
    script = Script(setup_choices(board), *[answer] * (2 + 3 * (len(board.players) - 1)))
    assert script.finished
    return script


def ids(*names):
    return [card_named(name).id for name in names]


def every_denizen_and_vision(board) -> Counter:
    where = list(board.world) + [card for pile in board.discards.values() for card in pile]
    for player in board.players:
        where += list(player.drawn) + [card.id for card in player.advisers]
    where += [card.id for site in board.sites for card in site.cards]
    return Counter(where)


def chronicle_string(change) -> str:
    chronicle = new_chronicle()
    change(chronicle)
    return encode(chronicle)


# --- steps 1-22 ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_law_1_4_to_1_15_tokens_warbands_and_supply_for_each_player_count(players):
    board = game(players)
    chancellor, others = board.players[0], board.players[1:]
    per_bank = 4 if players >= 5 else 3
    assert board.favor_banks == dict.fromkeys(board.favor_banks, per_bank)
    assert (chancellor.favor, chancellor.secrets, chancellor.warbands) == (2, 1, 3)
    assert [(p.colour, p.side, p.favor, p.secrets, p.warbands, p.bank) for p in others] == [
        (colour, EXILE, 1, 1, 3, 11) for colour in ["Red", "Blue", "White", "Yellow", "Brown"][:players - 1]]
    assert [site.warbands for site in board.sites] == [{PURPLE: 2}, {}, {PURPLE: 1}, {}, {}, {PURPLE: 1}, {}, {}]
    assert chancellor.bank == 24 - 3 - 4
    assert board.favor_pool == 36 - 1 - 6 * per_bank - 2 - (players - 1)
    assert [(b.tokens, b.holder, b.mob) for b in board.banners.values()] == [(1, None, False), (1, None, False)]
    assert [p.supply for p in board.players] == [SUPPLY_CAP] * players
    assert (board.title_holder, board.usurper, board.round, board.phase) == (0, False, 1, "setup")
    assert chancellor.relics == [GRAND_SCEPTER.id]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_law_1_19_to_1_20_every_starting_denizen_and_vision_is_somewhere_exactly_once(players):
    board = game(players)
    assert every_denizen_and_vision(board) == Counter(list(STARTING_DENIZENS) + list(VISIONS))
    assert [len(pile) for pile in board.discards.values()] == [1, 1, 1]
    assert [len(p.drawn) for p in board.players] == [3] * players
    assert len(board.world) == 54 - 3 + 5 - 3 - 3 * players
    choose_all(board)
    assert every_denizen_and_vision(board) == Counter(list(STARTING_DENIZENS) + list(VISIONS))
    assert [len(p.advisers) for p in board.players] == [1] * players
    assert sum(len(pile) for pile in board.discards.values()) == 3 + 2 * players


@pytest.mark.parametrize("players", [3, 6])
def test_law_1_19_box_puts_every_vision_in_the_top_30_so_none_is_dealt_or_drawn_at_setup(players):
    board = game(players)
    dealt = [card for pile in board.discards.values() for card in pile] + [c for p in board.players for c in p.drawn]
    assert not set(dealt) & set(VISIONS)
    assert board.visions_drawn == 0


@pytest.mark.parametrize("seed", ["a", "b", "c", "d"])
def test_law_1_19_box_twelve_with_two_visions_on_eighteen_with_three_on_the_rest(seed):
    denizens = [card for card in STARTING_DENIZENS if card not in (3, 36, 25)]
    deck = build_world_deck(SeededRandom(seed), denizens)        # top last
    top12, next18, rest = deck[-12:], deck[-30:-12], deck[:-30]
    assert sorted(deck) == sorted(denizens + list(VISIONS))
    assert sum(card in VISIONS for card in top12) == 2
    assert sum(card in VISIONS for card in next18) == 3
    assert len(rest) == 26 and not set(rest) & set(VISIONS)


def test_law_1_1_new_chronicle_fills_empty_slots_with_facedown_sites_from_the_shuffled_site_deck():
    board = game()
    assert [(site.id, site.faceup) for site in board.sites if site.faceup] == [(4, True), (7, True), (11, True)]
    assert [slot for slot, site in enumerate(board.sites) if not site.faceup] == [1, 3, 4, 6, 7]
    assert [[card.id for card in site.cards] for site in board.sites] == [[3], [], [36], [], [], [25], [], []]
    assert sorted([site.id for site in board.sites] + board.site_deck) == sorted(SITES)


def test_law_1_16_to_1_18_reveal_relic_then_four_in_the_reliquary_and_the_rest_in_the_deck():
    board = game()
    assert [len(site.relics) for site in board.sites] == [0, 0, 1, 0, 0, 0, 0, 0]     # the Mountain's R
    held = [relic for site in board.sites for relic in site.relics] + board.reliquary + board.relic_deck
    assert sorted(held) == sorted(RELICS) and len(board.reliquary) == 4


def test_law_1_determinism_same_seed_same_board_other_seed_other_board():
    assert game(5, seed="x").to_dict() == game(5, seed="x").to_dict()
    assert game(5, seed="x").to_dict() != game(5, seed="y").to_dict()
    one, two = game(5, seed="x"), game(5, seed="x")
    choose_all(one), choose_all(two)
    assert one.to_dict() == two.to_dict()


# --- the tutorial chronicle ------------------------------------------------------------------------------------

def test_law_1_1_tutorial_map_keeps_its_sides_denizens_and_relic():
    board = game(4, "tutorial")
    assert [(SITES[site.id].name, site.faceup) for site in board.sites] == [
        ("Plains", True), ("Lush Coast", False), ("Mountain", True), ("Buried Giant", False),
        ("Salt Flats", False), ("Rocky Coast", True), ("Wastes", False), ("Great Slum", False)]
    assert board.sites[2].relics == ids("Ivory Eye")          # already holds its R: nothing more is laid
    assert board.sites[4].favor == board.sites[4].secrets == 0    # a facedown Salt Flats is not revealed (Law 1.16)


def test_law_1_17_to_1_18_tutorial_reliquary_is_the_top_four_of_the_stored_relic_deck():
    board = game(4, "tutorial")
    stored = tutorial_chronicle().relic_deck                  # top first
    assert sorted(board.reliquary) == sorted(ids("Ring of Devotion", "Whistle", "Cracked Horn", "Obsidian Cage"))
    assert board.relic_deck == list(reversed(stored[4:]))     # not shuffled (Law 1.18)


def test_law_1_19_to_1_20_tutorial_deals_the_playbooks_cards_from_the_bottom():
    board = game(4, "tutorial")
    assert board.discards == {"Cradle": ids("Ancient Binding"), "Provinces": ids("Wayside Inn"),
                              "Hinterland": ids("Horse Archers")}
    assert [sorted(p.drawn) for p in board.players] == [
        sorted(ids("Forest Paths", "Wolves", "Spirit Snare")),
        sorted(ids("Animal Playmates", "Key to the City", "Sleight of Hand")),
        sorted(ids("Naysayers", "Keep", "Battle Honors")),
        sorted(ids("A Small Favor", "Wrestlers", "Tinker's Fair"))]


def test_law_1_23_tutorial_playbook_advisers_and_discards_by_pawn_region():
    board = game(4, "tutorial")
    plains, mountain, rocky_coast = 0, 2, 5
    keep = {0: "Forest Paths", 1: "Animal Playmates", 2: "Naysayers", 3: "A Small Favor"}
    pawns = {1: mountain, 2: mountain, 3: rocky_coast}

    def playbook(decision):
        if decision.kind == "pawn":
            return {"site": pawns[decision.player]}
        if decision.kind == "adviser":
            return {"adviser": card_named(keep[decision.player]).id}
        return first(decision)

    script = choose_all(board, playbook)
    assert [p.site for p in board.players] == [plains, mountain, mountain, rocky_coast]
    assert [[(c.id, c.faceup) for c in p.advisers] for p in board.players] == [
        [(card_named(keep[i]).id, False)] for i in range(4)]
    piles = {region: Counter(pile) for region, pile in board.discards.items()}
    assert piles == {"Cradle": Counter(ids("Ancient Binding", "Wrestlers", "Tinker's Fair")),
                     "Provinces": Counter(ids("Wayside Inn", "Wolves", "Spirit Snare")),
                     "Hinterland": Counter(ids("Horse Archers", "Key to the City", "Sleight of Hand", "Keep",
                                               "Battle Honors"))}
    assert [d.kind for d in script.decisions[:2]] == ["adviser", "discard order"]   # the Chancellor is not asked


# --- step 23 ---------------------------------------------------------------------------------------------------

def test_law_1_23a_chancellor_goes_to_the_upper_cradle_site_others_choose_a_faceup_site():
    board = game(3)
    script = choose_all(board)
    pawn_decisions = [d for d in script.decisions if d.kind == "pawn"]
    assert [d.player for d in pawn_decisions] == [1, 2]
    assert pawn_decisions[0].choices == [{"site": slot} for slot in FACEUP_SLOTS]
    assert board.players[0].site == 0


def test_law_1_23b_the_adviser_choice_is_private_and_offers_the_three_drawn_cards():
    board = game(3)
    drawn = list(board.players[0].drawn)
    script = Script(setup_choices(board))
    assert script.pending.kind == "adviser" and script.pending.private
    assert script.pending.choices == [{"adviser": card} for card in drawn]


def test_law_1_23c_discards_go_to_the_pile_after_the_pawns_region_in_the_chosen_order():
    board = game(3)
    drawn = list(board.players[1].drawn)
    hinterland_before = list(board.discards["Hinterland"])
    Script(setup_choices(board), first, first,                  # the Chancellor
           {"site": 2}, {"adviser": drawn[0]}, {"card": drawn[1]},   # Ben: Mountain, drawn[1] on top
           first, first, first)
    assert board.players[1].advisers[0].id == drawn[0]
    assert board.discards["Hinterland"][:len(hinterland_before) + 2] == hinterland_before + [drawn[2], drawn[1]]


def test_law_1_23b_a_vision_may_be_kept_as_a_facedown_adviser_and_law_1_22_counts_it():
    vision = card_named("Conquest").id

    def vision_fourth_from_bottom(chronicle):
        deck = list(tutorial_chronicle().world_deck)        # top first
        deck.remove(vision)
        deck.insert(len(deck) - 3, vision)                  # the Chancellor's first starting card
        chronicle.world_deck = deck

    board = game(3, chronicle_string(vision_fourth_from_bottom))
    assert vision in board.players[0].drawn and board.visions_drawn == 1
    Script(setup_choices(board), {"adviser": vision}, first, *[first] * 6)
    assert [(c.id, c.faceup) for c in board.players[0].advisers] == [(vision, False)]


def test_law_1_22_a_vision_dealt_to_a_discard_pile_is_obtained_by_no_one():
    vision = card_named("Faith").id

    def vision_at_the_bottom(chronicle):
        deck = list(tutorial_chronicle().world_deck)
        deck.remove(vision)
        chronicle.world_deck = deck + [vision]

    board = game(3, chronicle_string(vision_at_the_bottom))
    assert board.discards["Cradle"] == [vision] and board.visions_drawn == 0


# --- chronicles with other oaths, citizens, reveal prompts --------------------------------------------------

@pytest.mark.parametrize("oath, banner", [("People", PEOPLES_FAVOR), ("Devotion", DARKEST_SECRET)])
def test_law_1_13_goal_banner_starts_with_the_chancellor_without_a_seizure(oath, banner):
    board = game(4, chronicle_string(lambda chronicle: setattr(chronicle, "oath", oath)))
    assert (board.banners[banner].holder, board.banners[banner].tokens, board.banners[banner].mob) == (0, 1, False)
    assert board.players[0].banners == [banner]
    assert board.oath == oath


def test_law_1_15_citizens_take_three_purple_warbands_from_the_chancellors_bank():
    board = game(4, chronicle_string(lambda chronicle: chronicle.boards.update(Blue="Citizen")))
    blue = board.players[2]
    assert (blue.colour, blue.side, blue.warbands, blue.bank) == ("Blue", CITIZEN, 3, 14)   # its own 14 stay unused
    assert (blue.favor, blue.secrets) == (1, 1)
    assert board.players[0].bank == 24 - 3 - 4 - 3


def six_players_with_mine_and_salt_flats():
    def reveal_both(chronicle):
        chronicle.map[3] = MapSlot(site_named("Mine").id)
        chronicle.map[4] = MapSlot(site_named("Salt Flats").id)

    return game(6, chronicle_string(reveal_both))


def test_law_1_16_reveal_prompts_when_the_shared_bank_is_short_the_chancellor_shares_it_out():
    board = six_players_with_mine_and_salt_flats()
    mine, salt_flats = board.sites[3], board.sites[4]
    assert board.favor_pool == 36 - 1 - 24 - 2 - 5 == 4           # 5 are asked for: 3 + 2
    assert (mine.favor, salt_flats.favor, salt_flats.secrets, len(mine.relics)) == (0, 0, 1, 1)
    script = Script(setup_choices(board), {"site": 4}, {"site": 4})
    assert script.decisions[0].kind == "reveal favor" and script.decisions[0].player == 0
    assert script.decisions[0].choices == [{"site": 3}, {"site": 4}]
    assert (mine.favor, salt_flats.favor, board.favor_pool) == (2, 2, 0)    # the last 2 went to the Mine unasked
    assert script.pending.kind == "adviser"


def test_law_1_16_reveal_favor_is_placed_at_once_when_the_bank_holds_enough():
    board = game(5, chronicle_string(lambda chronicle: chronicle.map.__setitem__(3, MapSlot(site_named("Mine").id))))
    assert board.sites[3].favor == 3 and board.favor_pool == 36 - 1 - 24 - 2 - 4 - 3
    assert Script(setup_choices(board)).pending.kind == "adviser"


# --- options ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("options, message", [
    ({"players": NAMES[:2]}, "Oath takes 3 to 6 players, not 2"),
    ({"players": NAMES + ["Gus"]}, "Oath takes 3 to 6 players, not 7"),
    ({"players": "Ann, Ben, Cy"}, "players must be a list of player names"),
    ({"players": ["Ann", "", "Cy"]}, "players must be a list of player names"),
    ({"players": NAMES[:3], "chronicle": 7}, "chronicle is 'new', 'tutorial' or a chronicle save string"),
    ({"players": NAMES[:3], "chronicle": "ancient"}, "chronicle: version: 'an' at byte 0 is not uppercase hex"),
    ({"players": NAMES[:3], "kingdom": []}, "unknown option 'kingdom'; Oath takes players, chronicle, boards, seating"),
])
def test_bad_options_are_refused_saying_why(options, message):
    with pytest.raises(InvalidOptions) as refused:
        setup(options, "s")
    assert str(refused.value) == message


def test_a_malformed_save_string_names_its_field():
    with pytest.raises(InvalidOptions, match=r"^chronicle: map slot 2: unknown site id 0x17$"):
        setup({"players": NAMES[:3], "chronicle": new_chronicle_with_slot_2("17FFFFFF")}, "s")


def new_chronicle_with_slot_2(raw: str) -> str:
    text = encode(new_chronicle())
    start = text.index("0403FFFF") + 8
    return text[:start] + raw + text[start + 8:]


def test_a_chronicle_whose_archive_cards_are_all_written_plays():
    """A card plays once its powers are registered (coverage.py): Broken Forge, written in abilities/edifices.py,
    is a card the setup takes."""
    def ruin_at_plains(chronicle):
        chronicle.map[0].cards = [3, card_named("Broken Forge").ruin_id, None]

    board = setup({"players": NAMES[:3], "chronicle": chronicle_string(ruin_at_plains)}, "s")
    assert [card.id for card in board.sites[0].cards] == [3, card_named("Broken Forge").ruin_id]


def test_each_seat_after_the_chancellor_takes_the_board_it_chose():
    """Law 1.9: any unused Exile/Citizen board, on the side the Chronicle records."""
    board = setup({"players": ["Ana", "Ben", "Cyril"], "boards": ["Brown", "Yellow"]}, "boards")
    assert [(p.colour, p.side) for p in board.players] == [("Purple", "Chancellor"), ("Brown", "Exile"),
                                                           ("Yellow", "Exile")]
    assert board.sites[0].warbands.get("Brown") is None and board.players[1].warbands == 3


@pytest.mark.parametrize("boards, message", [
    (["Red"], "boards must list 2 colours"),
    (["Red", "Green"], "'Green' is not a board"),
    (["Red", "Red"], "each board is taken by one seat only"),
])
def test_a_wrong_choice_of_boards_is_refused(boards, message):
    with pytest.raises(InvalidOptions, match=message):
        setup({"players": ["Ana", "Ben", "Cyril"], "boards": boards}, "boards")


def test_a_first_games_world_deck_leaves_out_the_cards_in_the_dispossessed():
    """chronicle-format 4.3: each card is in one place; a chronicle storing no world deck but a Dispossessed builds
    its deck from the starting denizens neither on the map nor in the Dispossessed."""
    def dispossessed(chronicle):
        chronicle.dispossessed = [card_named("Wolves").id, card_named("Wrestlers").id]

    board = setup({"players": NAMES[:3], "chronicle": chronicle_string(dispossessed)}, "s")
    held = board.world + [card for pile in board.discards.values() for card in pile]
    held += [card for player in board.players for card in player.drawn]
    assert board.dispossessed == [card_named("Wolves").id, card_named("Wrestlers").id]
    assert not set(board.dispossessed) & set(held)
    assert len(held) == 51 - 2 + len(VISIONS)


def test_a_first_games_world_deck_listing_no_visions_gets_them_from_the_law_1_19_box():
    """Issue 14: a game-1 string whose world deck lists its denizens alone imports; the five Visions are added as Law
    1.19 builds the deck: 2 among the top 12 and 3 among the next 18 (setup deals from the bottom, so the top 30 stay
    as built); every denizen seen is one the string listed."""
    listed = [card for card in STARTING_DENIZENS if card not in (3, 36, 25)]

    def denizens_alone(chronicle):
        chronicle.world_deck = list(listed)

    board = setup({"players": NAMES[:3], "chronicle": chronicle_string(denizens_alone)}, "s")
    top = board.world[::-1]                                                 # top first
    assert (sum(card in VISIONS for card in top[:12]), sum(card in VISIONS for card in top[12:30])) == (2, 3)
    seen = board.world + [card for pile in board.discards.values() for card in pile]
    seen += [card for player in board.players for card in player.drawn]
    assert {card for card in seen if card not in VISIONS} <= set(listed)


# --- Law 1.7: the Chancellor next to the Cradle, the others round the table at random (ruleset version 3) ----------

def seated(players=5, seed="seating", version=3, **options):
    return setup({"players": NAMES[:players], **options}, seed, version)


def test_law_1_7_the_others_sit_round_the_table_in_an_order_drawn_from_the_games_seed():
    """Law 1.7: "the Chancellor sits next to the Cradle, the other players sit round the table at random": the
    Chancellor (seat 0) first, the others in an order drawn from the game's own random source, so the same seed seats
    them the same way again (the game replays) and other seeds otherwise. The seats keep their numbers; the table
    is told in the narration and the view."""
    board = seated()
    assert board.order[0] == 0 and sorted(board.order) == [0, 1, 2, 3, 4]
    assert seated().order == board.order
    orders = {tuple(seated(seed=f"seating-{n}").order) for n in range(12)}
    assert len(orders) > 6 and all(order[0] == 0 for order in orders)
    names = ", ".join(NAMES[index] for index in board.order)
    assert (f"Round the table from the Chancellor, next to the Cradle: {names}.", None, None) in board.log
    assert view(board, None)["order"] == board.order == view(board, 3)["order"]


def test_law_1_7_the_table_is_the_turn_order_from_setup_to_the_last_round():
    """Law 1.23 (each player's first choices, in turn order from the Chancellor), Law 4 (turns pass clockwise):
    both follow the table, not the seats' numbers; so do the others after a player (Board.others)."""
    board = seated(players=4, seed="table")
    assert board.order != [0, 1, 2, 3]
    script = choose_all(board)
    pawns = [decision.player for decision in script.decisions if decision.kind == "pawn"]
    assert pawns == board.order[1:]                         # the Chancellor's pawn is placed unasked (Law 1.23a)
    assert board.others(board.order[2]) == board.order[3:] + board.order[:2]
    oath = get_ruleset("oath")
    game = oath.setup({"players": NAMES[:4]}, "table")
    assert game.board.order == board.order
    turns = []
    while (decision := oath.decision(game)) is not None and game.board.round == 1:
        if decision.kind == "act" and decision.player not in turns:
            turns.append(decision.player)
        oath.apply(game, oath.bots()["random"](oath.bot_view(game, decision.player), decision.to_dict()))
    assert turns == board.order


def test_law_1_7_a_fixed_seating_keeps_the_seats_order():
    """The option `seating` "fixed" (a group that sits as it always does: a campaign may keep it) seats the others
    in the order of the seats and draws nothing."""
    fixed, drawn = seated(seating="fixed"), seated(seating="random")
    assert fixed.order == [0, 1, 2, 3, 4] and drawn.order == seated().order
    assert fixed.rng.counter < drawn.rng.counter
    with pytest.raises(InvalidOptions, match="seating: 'round' is not a seating; the seatings are random, fixed"):
        seated(seating="round")


def test_games_of_versions_1_and_2_sit_in_seat_order_and_hash_as_they_did():
    """Games recorded under ruleset versions 1 and 2 replay as they were played: no table is drawn, the turns go by
    the seats' numbers, and the board's hashed data holds no seating."""
    for version in (1, 2):
        board = seated(version=version)
        assert board.order == [] and "order" not in board.to_dict()
        assert board.seats_from(0) == [0, 1, 2, 3, 4] and board.others(3) == [4, 0, 1, 2]
    assert "order" in seated().to_dict()
