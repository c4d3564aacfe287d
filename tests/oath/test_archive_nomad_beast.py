"""The Action, When played and battle-plan powers of the Archive's Nomad and Beast denizens (cards.md 8; Law 7.1,
7.3, 7.5). Numbers in the docstrings are printed card numbers."""

from engine.oath.cards import GRAND_SCEPTER, RELICS, RELIQUARY_SLOTS, card_named
from engine.oath.dice import BLANK, SWORD
from engine.oath.state import CITIZEN, DARKEST_SECRET, EXILE
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, card, forced, hold, make_board
from tests.oath.test_battle_plans import COAST, DONE, HERE, adviser, fight, scene
from tests.oath.test_powers_played import offered, own_turn, play, use

(CONVOYS, MOUNTAIN_GIANT, RIVAL_KHAN, RESETTLE, ORACLE, GREAT_CRUSADE, ANCIENT_PACT, STORM_CALLER, TWIN_BROTHER,
 NATURE_WORSHIP, THREATENING_ROAR, FAE_MERCHANT, SECOND_CHANCE, ANIMAL_HOST, MEMORY_OF_NATURE, WALLED_GARDEN) = (
    card_named(name).id for name in (
        "Convoys", "Mountain Giant", "Rival Khan", "Resettle", "Oracle", "Great Crusade", "Ancient Pact",
        "Storm Caller", "Twin Brother", "Nature Worship", "Threatening Roar", "Fae Merchant", "Second Chance",
        "Animal Host", "Memory of Nature", "Walled Garden"))
(ELDERS, HORSE_ARCHERS, RAIN_BOOTS, FAITHFUL_FRIEND, WOLVES, LONGBOWS, MERCENARIES, ALCHEMIST, SACRED_GROUND,
 TRUE_NAMES, CONQUEST, CONSPIRACY) = (
    card_named(name).id for name in (
        "Elders", "Horse Archers", "Rain Boots", "Faithful Friend", "Wolves", "Longbows", "Mercenaries", "Alchemist",
        "Sacred Ground", "True Names", "Conquest", "Conspiracy"))
R0, R1, R2, R3 = list(RELICS)[:4]


# --- 151 Convoys ----------------------------------------------------------------------------------------------------

def test_convoys_puts_another_regions_pile_on_top_of_yours_in_its_order():
    """151 Convoys (1 favor): Red's pawn is in the Cradle; the Hinterland pile goes onto the Cradle pile, its top
    card staying on top; the empty Provinces pile is not offered."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(CONVOYS)]
    board.players[RED].favor = 1
    board.discards["Cradle"], board.discards["Hinterland"] = [WOLVES], [ELDERS, LONGBOWS]
    board.discards["Provinces"] = []
    script = use(board, RED, CONVOYS)
    assert script.finished and script.decisions == []           # the one pile there is is taken without asking
    assert board.discards == {"Cradle": [WOLVES, ELDERS, LONGBOWS], "Provinces": [], "Hinterland": []}
    assert board.players[RED].favor == 0 and board.sites[0].cards == [card(CONVOYS, favor=1)]


def test_convoys_asks_which_pile_and_takes_it_onto_an_empty_pile():
    """151 Convoys: "even if empty": Red's own (Cradle) pile is empty; two other piles are offered."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(CONVOYS)]
    board.players[RED].favor = 1
    board.discards.update(Cradle=[], Provinces=[WOLVES], Hinterland=[ELDERS])
    script = use(board, RED, CONVOYS, {"pile": "Provinces"})
    assert script.decisions[0].choices == [{"pile": "Provinces"}, {"pile": "Hinterland"}]
    assert board.discards == {"Cradle": [WOLVES], "Provinces": [], "Hinterland": [ELDERS]}


def test_convoys_is_not_offered_when_every_other_pile_is_empty():
    """151 Convoys: nothing to take, so paying its favor would buy nothing (Law 9.5)."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(CONVOYS)]
    board.players[RED].favor = 1
    board.discards["Cradle"] = [WOLVES]
    assert CONVOYS not in offered(board, RED)


# --- 159 Resettle ---------------------------------------------------------------------------------------------------

def test_resettle_moves_a_nomad_adviser_with_its_tokens_to_a_site_with_room():
    """159 Resettle, Law 10 "Move": Blue's Elders (with its favor) goes to the River; the full Wastes (capacity 1) is
    no destination; moving is not playing, so Red gains no favor."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(RESETTLE)]
    board.sites[6].cards = [card(WOLVES)]
    board.players[BLUE].advisers = [card(LONGBOWS), card(ELDERS, favor=2)]
    script = use(board, RED, RESETTLE, {"site": 3})
    assert script.decisions[0].kind == "resettle site"          # Blue's Elders is the only Nomad adviser
    assert {"site": 6} not in script.decisions[0].choices and {"site": 0} in script.decisions[0].choices
    assert board.players[BLUE].advisers == [card(LONGBOWS)]
    assert board.sites[3].cards == [card(ELDERS, favor=2)] and board.players[RED].favor == 0


def test_resettle_offers_no_locked_adviser_only_or_facedown_nomad_card():
    """159 Resettle, Law 7.2.1-7.2.2, 5.1.4.II: Faithful Friend is locked and adviser only, Twin Brother adviser only,
    and a facedown Elders has no suit; so the power is not offered. Red's own Horse Archers may go."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(RESETTLE)]
    board.players[BLUE].advisers = [card(FAITHFUL_FRIEND), card(TWIN_BROTHER), card(ELDERS, faceup=False)]
    assert RESETTLE not in offered(board, RED)
    board.players[RED].advisers = [card(HORSE_ARCHERS)]
    use(board, RED, RESETTLE, {"site": 0})
    assert board.players[RED].advisers == [] and board.sites[0].cards == [card(RESETTLE), card(HORSE_ARCHERS)]


def test_resettle_to_a_full_great_slum_first_discards_a_card_there():
    """159 Resettle, Law 11 Great Slum: moving a card to it when it is full, one of its cards must go first (the
    Provinces' pile is the Hinterland's)."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(RESETTLE)]
    board.sites[4].cards = [card(WOLVES), card(LONGBOWS), card(ALCHEMIST)]
    board.players[BLUE].advisers = [card(ELDERS)]
    script = use(board, RED, RESETTLE, {"site": 4}, {"discard": WOLVES})
    assert {"discard": None} not in script.decisions[1].choices
    assert board.sites[4].cards == [card(LONGBOWS), card(ALCHEMIST), card(ELDERS)]
    assert board.discards["Hinterland"] == [WOLVES] and board.players[BLUE].advisers == []


# --- 160 Oracle -----------------------------------------------------------------------------------------------------

def test_oracle_draws_the_nearest_vision_the_cards_above_go_back_in_order():
    """160 Oracle (2 secrets), Law 5.1.2, 2.7.1: Red sees the two cards above the Vision (privately), the Vision is
    drawn and moves the Visions Drawn marker, and Red, an Exile, reveals it (Law 5.1.4.III)."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(ORACLE)]
    board.players[RED].secrets = 2
    board.world = [WOLVES, CONQUEST, ELDERS, LONGBOWS]                  # the top is last: Longbows
    script = use(board, RED, ORACLE, {"play": "vision"})
    assert script.finished and script.decisions[0].kind == "play"
    assert board.world == [WOLVES, ELDERS, LONGBOWS] and board.visions_drawn == 1
    assert board.players[RED].vision == CONQUEST and board.players[RED].drawn == []
    assert board.players[RED].seen == [{"what": "the world deck's cards above the Vision",
                                        "cards": [LONGBOWS, ELDERS]}]
    assert board.sites[0].cards == [card(ORACLE, secrets=2)] and board.players[RED].secrets == 0
    public = [text for text, _, _ in board.log]
    assert "Oracle: Red draws a Vision from the world deck." in public    # named only once revealed (Law 9.4)
    assert not any("Longbows" in text or "Elders" in text for text in public)


def test_oracle_as_the_chancellor_plays_the_vision_facedown_or_discards_it():
    """160 Oracle, Law 5.1.4.III: the Chancellor cannot put a Vision faceup; discarding goes to the pile after the
    pawn's region (Law 10 "Discard"). The top card itself being the Vision, nothing is peeked."""
    board = own_turn(make_board(), CHANCELLOR)
    board.sites[0].cards = [card(ORACLE)]
    board.players[CHANCELLOR].secrets = 2
    board.world = [WOLVES, CONQUEST]
    script = use(board, CHANCELLOR, ORACLE, {"play": "discard"})
    assert script.decisions[0].choices == [{"play": "adviser", "faceup": False}, {"play": "discard"}]
    assert board.world == [WOLVES] and board.discards["Provinces"] == [CONQUEST]
    assert board.players[CHANCELLOR].seen == []


def test_oracle_without_a_vision_in_the_world_deck_only_sees_the_deck():
    """160 Oracle, Law 9.4: whether a Vision is left is hidden, so Oracle is offered while the world deck has cards;
    finding none, Red has seen every card, and the deck stays as it was. An empty deck offers nothing."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(ORACLE)]
    board.players[RED].secrets = 2
    board.world = [WOLVES, ELDERS]
    script = use(board, RED, ORACLE)
    assert script.finished and script.decisions == [] and board.world == [WOLVES, ELDERS]
    assert board.players[RED].seen == [{"what": "the whole world deck", "cards": [ELDERS, WOLVES]}]
    assert board.visions_drawn == 0 and board.sites[0].cards == [card(ORACLE, secrets=2)]
    board.world, board.players[RED].secrets, board.sites[0].cards = [], 2, [card(ORACLE)]
    assert ORACLE not in offered(board, RED)


# --- 166 Ancient Pact -----------------------------------------------------------------------------------------------

def test_ancient_pact_gives_the_darkest_secret_to_become_a_citizen_with_a_reliquary_relic():
    """166 Ancient Pact, Law 7.6.1, 6.6.2, 2.5.3, 2.3: the Darkest Secret goes to the Chancellor, seized (3 secrets
    become 1); Red becomes a Citizen, its Act phase ends, Supply to full; Red takes the relic of the space it names,
    unseen, and the Chancellor gains that space's modifier."""
    board = own_turn(make_board(), RED)
    hold(board, RED, DARKEST_SECRET, tokens=3)
    board.players[RED].supply = 2
    board.reliquary = [R0, R1, None, R3]
    script = play(board, RED, ANCIENT_PACT, {"play": "adviser", "faceup": True}, {"accept": True}, {"space": 1})
    red = board.players[RED]
    assert script.finished and script.decisions[2].choices == [{"space": 0}, {"space": 1}, {"space": 3}]
    assert board.banners[DARKEST_SECRET].holder == CHANCELLOR and board.banners[DARKEST_SECRET].tokens == 1
    assert board.players[CHANCELLOR].banners == [DARKEST_SECRET] and red.banners == []
    assert red.side == CITIZEN and board.phase == "rest" and red.supply == 7
    assert red.relics == [R1] and board.reliquary == [R0, None, None, R3]
    assert board.reliquary_modifiers == [RELIQUARY_SLOTS[1].slot]
    assert red.advisers == [card(ANCIENT_PACT)]


def test_ancient_pact_may_be_declined():
    """166 Ancient Pact, Law 7.1.3: "may"."""
    board = own_turn(make_board(), RED)
    hold(board, RED, DARKEST_SECRET, tokens=3)
    board.reliquary = [R0, R1, R2, R3]
    play(board, RED, ANCIENT_PACT, {"play": "adviser", "faceup": True}, {"accept": False})
    assert board.players[RED].side == EXILE and board.banners[DARKEST_SECRET].holder == RED
    assert board.phase == "act" and board.reliquary == [R0, R1, R2, R3]


def test_ancient_pact_asks_nothing_without_the_darkest_secret():
    """166 Ancient Pact: an Exile without the Darkest Secret has nothing to give; only the play is asked."""
    board = own_turn(make_board(), RED)
    hold(board, BLUE, DARKEST_SECRET)
    script = play(board, RED, ANCIENT_PACT, {"play": "adviser", "faceup": True})
    assert script.finished and len(script.decisions) == 1 and board.players[RED].side == EXILE


def test_ancient_pact_with_an_empty_reliquary_takes_no_relic():
    """166 Ancient Pact, Law 9.3: Citizenship still comes; there is no relic to take."""
    board = own_turn(make_board(), RED)
    hold(board, RED, DARKEST_SECRET, tokens=1)
    script = play(board, RED, ANCIENT_PACT, {"play": "adviser", "faceup": True}, {"accept": True})
    assert script.finished and board.players[RED].side == CITIZEN and board.players[RED].relics == []
    assert board.banners[DARKEST_SECRET].tokens == 1 and board.reliquary_modifiers == []


# --- 170 Twin Brother -----------------------------------------------------------------------------------------------

def test_twin_brother_swaps_places_with_another_players_nomad_adviser():
    """170 Twin Brother, Law 10 "Swap": Red's Twin Brother takes the place of Blue's Elders, which comes to Red with
    its favor; White's locked Faithful Friend and Red's own Horse Archers are not offered."""
    board = own_turn(make_board(), RED)
    board.players[RED].advisers = [card(HORSE_ARCHERS)]
    board.players[BLUE].advisers = [card(LONGBOWS), card(ELDERS, favor=1)]
    board.players[WHITE].advisers = [card(FAITHFUL_FRIEND)]
    script = play(board, RED, TWIN_BROTHER, {"play": "adviser", "faceup": True}, {"swap": ELDERS, "player": BLUE})
    assert script.decisions[1].choices == [{"swap": ELDERS, "player": BLUE}, {"swap": None}]
    assert board.players[RED].advisers == [card(HORSE_ARCHERS), card(ELDERS, favor=1)]
    assert board.players[BLUE].advisers == [card(LONGBOWS), card(TWIN_BROTHER)]


def test_twin_brother_may_be_declined_and_asks_nothing_with_no_nomad_adviser_to_swap():
    """170 Twin Brother, Law 7.1.3: "may"; a facedown adviser has no suit (Law 5.1.4.II)."""
    board = own_turn(make_board(), RED)
    board.players[BLUE].advisers = [card(ELDERS)]
    play(board, RED, TWIN_BROTHER, {"play": "adviser", "faceup": True}, {"swap": None})
    assert board.players[RED].advisers == [card(TWIN_BROTHER)] and board.players[BLUE].advisers == [card(ELDERS)]
    board = own_turn(make_board(), RED)
    board.players[BLUE].advisers = [card(ELDERS, faceup=False)]
    script = play(board, RED, TWIN_BROTHER, {"play": "adviser", "faceup": True})
    assert script.finished and len(script.decisions) == 1


# --- 179 Threatening Roar, 190 Animal Host --------------------------------------------------------------------------

def test_threatening_roar_discards_the_nomad_and_other_beast_cards_of_your_region():
    """179 Threatening Roar (as Dazzle): in the Cradle, Elders, Wolves and Horse Archers go to the Provinces pile,
    Red ordering the two of the Plains; Threatening Roar itself, the locked Sacred Ground, the Arcane Alchemist and
    the Provinces' Rain Boots stay."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(ELDERS), card(WOLVES)]
    board.sites[1].cards = [card(SACRED_GROUND), card(HORSE_ARCHERS), card(ALCHEMIST)]
    board.sites[2].cards = [card(RAIN_BOOTS)]
    script = play(board, RED, THREATENING_ROAR, {"play": "site", "site": 0}, {"card": WOLVES})
    assert script.finished and script.decisions[1].kind == "discard order"
    assert board.sites[0].cards == [card(THREATENING_ROAR)]
    assert board.sites[1].cards == [card(SACRED_GROUND), card(ALCHEMIST)]
    assert board.sites[2].cards == [card(RAIN_BOOTS)]
    assert board.discards["Provinces"] == [ELDERS, WOLVES, HORSE_ARCHERS]
    assert board.players[RED].favor == 1 and board.favor_banks["Beast"] == 2


def test_animal_host_gains_a_warband_per_beast_card_at_every_site_itself_included():
    """190 Animal Host: Wolves at the Plains (bandits' site), Threatening Roar at the Steppe and Animal Host itself:
    3 warbands. A Beast adviser and a facedown card at a site do not count."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(WOLVES), card(NATURE_WORSHIP, faceup=False)]
    board.sites[7].cards = [card(THREATENING_ROAR)]
    board.players[BLUE].advisers = [card(WALLED_GARDEN)]
    script = play(board, RED, ANIMAL_HOST, {"play": "site", "site": 0})
    assert script.finished
    assert (board.players[RED].warbands, board.players[RED].bank) == (3, 11)


def test_animal_host_gains_what_the_bank_holds():
    """190 Animal Host, Law 9.3: played as an adviser it is at no site; 2 Beast cards, 1 warband in the bank."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(WOLVES)]
    board.sites[3].cards = [card(WALLED_GARDEN)]
    board.players[RED].bank = 1
    play(board, RED, ANIMAL_HOST, {"play": "adviser", "faceup": True})
    assert (board.players[RED].warbands, board.players[RED].bank) == (1, 0)


# --- 180 Fae Merchant -----------------------------------------------------------------------------------------------

def test_fae_merchant_takes_the_top_relic_then_puts_a_held_relic_on_the_bottom():
    """180 Fae Merchant (1 secret): Red draws R1 and takes it, then puts its older R0 under the relic deck."""
    board = own_turn(make_board(), RED)
    board.players[RED].advisers = [card(FAE_MERCHANT)]
    board.players[RED].secrets = 1
    board.players[RED].relics = [R0]
    board.relic_deck = [R2, R1]                                         # the top is last
    script = use(board, RED, FAE_MERCHANT, {"relic": R0})
    assert script.decisions[0].choices == [{"relic": R0}, {"relic": R1}]
    assert board.players[RED].relics == [R1] and board.relic_deck == [R0, R2]
    assert board.players[RED].advisers == [card(FAE_MERCHANT, secrets=1)]


def test_fae_merchant_never_puts_back_the_grand_scepter():
    """180 Fae Merchant: the Chancellor's only other relic is the one drawn, so it goes back without asking."""
    board = own_turn(make_board(), CHANCELLOR)
    board.players[CHANCELLOR].advisers = [card(FAE_MERCHANT)]
    board.players[CHANCELLOR].secrets = 1
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.relic_deck = [R2, R1]
    script = use(board, CHANCELLOR, FAE_MERCHANT)
    assert script.finished and script.decisions == []
    assert board.players[CHANCELLOR].relics == [GRAND_SCEPTER.id] and board.relic_deck == [R1, R2]


def test_fae_merchant_is_not_offered_with_an_empty_relic_deck():
    """180 Fae Merchant: no relic to draw."""
    board = own_turn(make_board(), RED)
    board.players[RED].advisers = [card(FAE_MERCHANT)]
    board.players[RED].secrets = 1
    board.players[RED].relics = [R0]
    assert FAE_MERCHANT not in offered(board, RED)


# --- 181 Second Chance ----------------------------------------------------------------------------------------------

def test_second_chance_kills_a_warband_of_a_player_with_an_order_or_discord_adviser_and_gains_one():
    """181 Second Chance (1 secret): Blue (Order adviser) and White (Discord adviser) are offered, not the
    Chancellor (Beast adviser); Blue's warband goes to its bank; Red gains one."""
    board = own_turn(make_board(), RED)
    board.players[RED].advisers = [card(SECOND_CHANCE)]
    board.players[RED].secrets = 1
    board.players[BLUE].advisers, board.players[BLUE].warbands = [card(LONGBOWS)], 2
    board.players[WHITE].advisers, board.players[WHITE].warbands = [card(MERCENARIES)], 1
    board.players[CHANCELLOR].advisers, board.players[CHANCELLOR].warbands = [card(WOLVES)], 3
    script = use(board, RED, SECOND_CHANCE, {"kill": BLUE})
    assert script.decisions[0].choices == [{"kill": BLUE}, {"kill": WHITE}]
    assert (board.players[BLUE].warbands, board.players[BLUE].bank) == (1, 15)
    assert (board.players[RED].warbands, board.players[RED].bank) == (1, 13)


def test_second_chance_with_no_one_to_kill_still_gains_a_citizen_a_purple_warband():
    """181 Second Chance, Law 7.1.3 (as fully as able), 5.2.2: no one has an Order or Discord adviser with
    warbands, so only the gain: Blue, a Citizen, gains a purple warband from the Chancellor's bank."""
    board = own_turn(make_board(citizens=["Blue"]), BLUE)
    board.players[BLUE].advisers = [card(SECOND_CHANCE)]
    board.players[BLUE].secrets = 1
    board.players[RED].advisers = [card(LONGBOWS)]                      # but no warbands on Red's board
    script = use(board, BLUE, SECOND_CHANCE)
    assert script.finished and script.decisions == []
    assert board.players[BLUE].warbands == 1 and board.players[CHANCELLOR].bank == 23


def test_second_chance_is_not_offered_when_it_could_neither_kill_nor_gain():
    """181 Second Chance, Law 9.5: no target and an empty bank."""
    board = own_turn(make_board(), RED)
    board.players[RED].advisers = [card(SECOND_CHANCE)]
    board.players[RED].secrets = 1
    board.players[RED].bank = 0
    assert SECOND_CHANCE not in offered(board, RED)


# --- 191 Memory of Nature -------------------------------------------------------------------------------------------

def test_memory_of_nature_moves_up_to_one_favor_per_beast_card_on_the_map():
    """191 Memory of Nature (1 secret): Memory of Nature and Wolves are on the map (Red's Beast adviser is not): X=2;
    one favor from the Arcane bank, one from the Order bank, then nothing more is asked."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(MEMORY_OF_NATURE)]
    board.sites[3].cards = [card(WOLVES)]
    board.players[RED].advisers = [card(NATURE_WORSHIP)]
    board.players[RED].secrets = 1
    script = use(board, RED, MEMORY_OF_NATURE, {"bank": "Arcane"}, {"bank": "Order"})
    assert script.finished and len(script.decisions) == 2 and {"bank": "Beast"} not in script.decisions[0].choices
    assert board.favor_banks == {"Discord": 3, "Arcane": 2, "Order": 2, "Hearth": 3, "Beast": 5, "Nomad": 3}


def test_memory_of_nature_may_stop_before_x():
    """191 Memory of Nature: "up to": Red moves one favor and stops."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(MEMORY_OF_NATURE), card(WOLVES)]
    board.players[RED].secrets = 1
    script = use(board, RED, MEMORY_OF_NATURE, {"bank": "Nomad"}, {"bank": None})
    assert script.finished and board.favor_banks["Nomad"] == 2 and board.favor_banks["Beast"] == 4


def test_memory_of_nature_is_not_offered_with_only_the_beast_bank_holding_favor():
    """191 Memory of Nature: nothing to move."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(MEMORY_OF_NATURE)]
    board.players[RED].secrets = 1
    board.favor_banks = {**dict.fromkeys(board.favor_banks, 0), "Beast": 3}
    assert MEMORY_OF_NATURE not in offered(board, RED)


# --- battle plans (Law 7.5; the Red attacker campaigns from the River, Blue rules it, see test_battle_plans) ------

def test_mountain_giant_adds_the_chosen_3_dice_and_is_discarded_at_the_end():
    """155 Mountain Giant (1 secret), Law 5.5.8: Red chooses 3 of "1 or 3"; the secret on the discarded card goes
    facedown to Red's board (Law 10 "Discard")."""
    board = scene()
    adviser(board, RED, MOUNTAIN_GIANT)
    board.players[RED].secrets = 1
    forced(board, defense=[BLANK], attack=[SWORD] * 5)
    run = fight(board, 2, **{"battle plan": [{"plan": MOUNTAIN_GIANT}], "mountain giant": [{"dice": 3}]})
    assert [d.choices for d in run.decisions if d.kind == "mountain giant"] == [[{"dice": 1}, {"dice": 3}]]
    assert run.result.attack_dice == 5 and run.result.victorious
    assert board.players[RED].advisers == [] and board.discards["Provinces"] == [MOUNTAIN_GIANT]
    assert (board.players[RED].secrets, board.players[RED].hidden_secrets) == (0, 1)


def test_mountain_giant_as_defender_removes_one_die():
    """155 Mountain Giant: the defender removes the dice it chooses (cards.md legend)."""
    board = scene()
    board.sites[HERE].cards.append(card(MOUNTAIN_GIANT))
    board.players[BLUE].secrets = 1
    forced(board, defense=[BLANK], attack=[SWORD] * 2)
    run = fight(board, 3, **{"battle plan": [{"plan": MOUNTAIN_GIANT}], "mountain giant": [{"dice": 1}]})
    assert run.result.attack_dice == 2 and board.discards["Provinces"] == [MOUNTAIN_GIANT]


def test_rival_khan_needs_a_nomad_adviser_among_your_enemies():
    """156 Rival Khan: +4 attack dice for Red when Blue, the defender, has a faceup Nomad adviser; with only a
    facedown one it is not offered."""
    board = scene()
    adviser(board, RED, RIVAL_KHAN)
    adviser(board, BLUE, ELDERS)
    forced(board, defense=[BLANK], attack=[SWORD] * 5)
    run = fight(board, 1, **{"battle plan": [{"plan": RIVAL_KHAN}]})
    assert run.result.attack_dice == 5 and board.discards["Provinces"] == [RIVAL_KHAN]
    board = scene()
    adviser(board, RED, RIVAL_KHAN)
    board.players[BLUE].advisers = [card(ELDERS, faceup=False)]
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []


def test_great_crusade_counts_the_nomad_cards_the_defending_side_rules():
    """164 Great Crusade: Blue rules the River (Great Crusade, Elders), a Nomad adviser, and a facedown adviser
    that has no suit: 3 attack dice removed; discarded at the end."""
    board = scene(red=4)
    board.sites[HERE].cards += [card(GREAT_CRUSADE), card(ELDERS)]
    board.sites[COAST].cards = [card(HORSE_ARCHERS)]                    # the bandits', not Blue's
    board.players[BLUE].advisers = [card(RAIN_BOOTS), card(WOLVES, faceup=False)]
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 4, **{"battle plan": [{"plan": GREAT_CRUSADE}]})
    assert run.offered(BLUE) == [[{"plan": GREAT_CRUSADE}, DONE]]
    assert run.result.attack_dice == 1 and board.sites[HERE].cards == [card(ELDERS)]
    assert board.discards["Provinces"] == [GREAT_CRUSADE]


def test_storm_caller_adds_2_defense_dice_and_is_discarded_at_the_end():
    """167 Storm Caller, Law 5.5.8."""
    board = scene()
    board.sites[HERE].cards.append(card(STORM_CALLER))
    forced(board, defense=[BLANK] * 3, attack=[])
    run = fight(board, 0, **{"battle plan": [{"plan": STORM_CALLER}]})
    assert run.result.defense_dice == 3 and board.sites[HERE].cards == []
    assert board.discards["Provinces"] == [STORM_CALLER]


def test_nature_worship_adds_a_die_per_beast_adviser_itself_included():
    """175 Nature Worship (1 secret): Red's advisers are Nature Worship and Wolves (Beast) and Longbows: +2. It is
    not discarded."""
    board = scene()
    adviser(board, RED, NATURE_WORSHIP)
    adviser(board, RED, WOLVES)
    adviser(board, RED, LONGBOWS)
    board.players[RED].secrets = 1
    forced(board, defense=[BLANK], attack=[SWORD] * 3)
    run = fight(board, 1, **{"battle plan": [{"plan": NATURE_WORSHIP}]})
    assert run.result.attack_dice == 3 and board.players[RED].advisers[0] == card(NATURE_WORSHIP, secrets=1)


def test_nature_worship_for_the_defender_counts_the_whole_sides_beast_advisers():
    """175 Nature Worship, Czech Law 5.5.3: Blue, a Citizen, defends; the Chancellor joins as Ally. Blue's plan at
    the River counts Blue's True Names and the Chancellor's Wolves: 2 dice removed. Paid outside Blue's turn, its
    secret goes facedown to Blue's board (Law 7.1.2)."""
    board = scene()
    board.players[BLUE].side = CITIZEN
    board.sites[HERE].warbands = {"Purple": 1}
    board.sites[HERE].cards.append(card(NATURE_WORSHIP))
    board.players[BLUE].secrets = 1
    adviser(board, BLUE, TRUE_NAMES)
    adviser(board, CHANCELLOR, WOLVES)
    board.players[CHANCELLOR].site = 7
    forced(board, defense=[BLANK, BLANK], attack=[SWORD])
    run = fight(board, 3, **{"battle plan": [{"plan": NATURE_WORSHIP}]})
    assert run.result.allies == [CHANCELLOR] and run.result.attack_dice == 1
    assert (board.players[BLUE].secrets, board.players[BLUE].hidden_secrets) == (0, 1)


def test_walled_garden_adds_a_die_per_beast_card_at_any_site_when_its_site_is_targeted():
    """195 Walled Garden: itself and Wolves at the Lush Coast: 2 more defense dice; at an untargeted site Blue rules
    it is not offered (as Keep)."""
    board = scene()
    board.sites[HERE].cards.append(card(WALLED_GARDEN))
    board.sites[COAST].cards = [card(WOLVES), card(TRUE_NAMES, faceup=False)]
    forced(board, defense=[BLANK] * 3, attack=[])
    run = fight(board, 0, **{"battle plan": [{"plan": WALLED_GARDEN}]})
    assert run.result.defense_dice == 3 and board.sites[HERE].cards == [card(WALLED_GARDEN)]
    board = scene()
    board.sites[COAST].warbands = {"Blue": 1}
    board.sites[COAST].cards = [card(WALLED_GARDEN)]
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(BLUE) == []


def test_bandits_use_every_cost_free_plan_at_a_site_they_rule():
    """Law 5.5.3: the bandits use Great Crusade, Walled Garden (its site is targeted) and Storm Caller (at another
    bandit site); Rival Khan is not usable, the attacker having no Nomad adviser. Great Crusade counts the three Nomad
    cards at bandit sites: Red's 2 dice are gone; 1 + 1 + 2 defense dice. The two Nomad plans are discarded."""
    board = scene(red=2, blue_here=0)
    board.sites[HERE].cards = [card(GREAT_CRUSADE), card(WALLED_GARDEN)]
    board.sites[COAST].cards = [card(STORM_CALLER), card(RIVAL_KHAN)]
    forced(board, defense=[BLANK] * 4, attack=[])
    run = fight(board, 2, defender="bandits")
    assert [plan.card for plan in run.result.plans] == [GREAT_CRUSADE, WALLED_GARDEN, STORM_CALLER]
    assert (run.result.attack_dice, run.result.defense_dice) == (0, 4)
    assert board.sites[HERE].cards == [card(WALLED_GARDEN)] and board.sites[COAST].cards == [card(RIVAL_KHAN)]
