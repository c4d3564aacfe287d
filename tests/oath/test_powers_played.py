"""The Action, When played and Rest powers of the starting denizens (Law 7.1, 7.3; cards.md 8)."""

from engine.oath.actions import ACTIONS
from engine.oath.cards import RELICS, SUITS, card_named
from engine.oath.flow import act
from engine.oath.phases import rest, rest_powers
from engine.oath.play import CONSPIRACY, play_card
from engine.oath.state import CITIZEN, DARKEST_SECRET, EXILE, PEOPLES_FAVOR, PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, Script, card, hold, make_board

STEPPE = 7                                              # Homeland: Nomad (a secret)
(WRESTLERS, KEEP, LONGBOWS, GARRISON, ALCHEMIST, TINKERS_FAIR, A_SMALL_FAVOR, SLEIGHT, KEY, SCRYER, NAYSAYERS,
 BINDING, ELDERS, GATHERING, FAITHFUL_FRIEND, GREAT_HERD, SPIRIT_SNARE, WIZARD_SCHOOL, DAZZLE, TAMING_CHARM,
 INQUISITOR, WOLVES, HEIR, ROVING_TERROR, WAYSIDE_INN, MEMORY, STORYTELLER, ARMED_MOB, TAVERN_SONGS) = (
    card_named(name).id for name in (
        "Wrestlers", "Keep", "Longbows", "Garrison", "Alchemist", "Tinker's Fair", "A Small Favor",
        "Sleight of Hand", "Key to the City", "Scryer", "Naysayers", "Ancient Binding", "Elders", "The Gathering",
        "Faithful Friend", "Great Herd", "Spirit Snare", "Wizard School", "Dazzle", "Taming Charm", "Inquisitor",
        "Wolves", "Long-Lost Heir", "Roving Terror", "Wayside Inn", "Memory of Home", "Storyteller", "Armed Mob",
        "Tavern Songs"))
RELIC = list(RELICS)[0]


def offered(board, player):
    return [move["card"] for move in ACTIONS["power"].offers(board, player)]


def use(board, player, card_id, *answers):
    return Script(ACTIONS["power"].take(board, player, {"action": "power", "card": card_id}), *answers)


def play(board, player, card_id, *answers):
    return Script(play_card(board, player, card_id), *answers)


def adviser(board, player, card_id, **tokens):
    board.players[player].advisers.append(card(card_id, **tokens))


def own_turn(board, player):
    board.turn, board.phase = player, "act"
    return board


# --- access and cost (Law 7.1.1, 7.1.2) --------------------------------------------------------------------------

def test_an_action_power_at_your_pawns_site_is_usable_without_ruling_it():
    """Law 7.1.1: the bandits rule the Plains, but Red's pawn is there; Blue's pawn is elsewhere."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(ELDERS)]
    board.players[RED].favor = board.players[BLUE].favor = 2
    board.players[BLUE].site = 2
    assert offered(board, RED) == [ELDERS] and offered(board, BLUE) == []
    use(board, RED, ELDERS)
    assert (board.players[RED].favor, board.players[RED].secrets) == (0, 1)
    assert board.sites[0].cards == [card(ELDERS, favor=2)]                       # Law 7.1.2: placed on the card


def test_a_cost_cannot_be_placed_on_a_card_already_holding_tokens():
    """Law 7.1.2: a card holding favor or a secret takes no more, whatever the cost places."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(ELDERS, favor=2)]
    adviser(board, RED, STORYTELLER, secrets=1)
    board.players[RED].favor = 5
    assert offered(board, RED) == []


def test_a_cost_the_player_cannot_pay_hides_the_power():
    """Law 7.1.2: Elders place 2 favor; 1 is not enough."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, ELDERS)
    board.players[RED].favor = 1
    assert offered(board, RED) == []


# --- Action powers -----------------------------------------------------------------------------------------------

def test_alchemist_takes_4_favor_one_at_a_time_from_banks_of_your_choice():
    """Alchemist: place 1 secret, burn 1; gain 4 favor from any bank(s)."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, ALCHEMIST)
    board.players[RED].secrets = 2
    board.favor_banks = {**dict.fromkeys(SUITS, 0), "Arcane": 3, "Beast": 2}
    script = use(board, RED, ALCHEMIST, {"bank": "Arcane"}, {"bank": "Beast"}, {"bank": "Beast"})
    assert script.finished and script.decisions[0].choices == [{"bank": "Arcane"}, {"bank": "Beast"}]
    assert board.players[RED].favor == 4 and board.favor_banks["Arcane"] == 1 and board.favor_banks["Beast"] == 0
    assert board.players[RED].secrets == 0 and board.players[RED].advisers == [card(ALCHEMIST, secrets=1)]
    assert len(script.decisions) == 3                     # the last favor had only the Arcane bank left


def test_alchemist_gains_what_the_banks_hold():
    """Law 9.3: with 2 favor in all the banks, 2 is gained."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, ALCHEMIST)
    board.players[RED].secrets = 2
    board.favor_banks = {**dict.fromkeys(SUITS, 0), "Order": 2}
    assert use(board, RED, ALCHEMIST).finished
    assert board.players[RED].favor == 2 and board.favor_banks["Order"] == 0


def test_tinkers_fair_exchange_binds_once_accepted():
    """Tinker's Fair, Law 7.6.3: Red offers 2 favor for Blue's relic; Blue accepts; both parts are carried out."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(TINKERS_FAIR)]
    board.players[RED].favor = 3
    board.players[BLUE].relics = [RELIC]
    script = use(board, RED, TINKERS_FAIR, {"with": BLUE}, {"term": "give favor"}, {"term": "give favor"},
                 {"term": "ask relic", "relic": RELIC}, {"send": True}, {"accept": True})
    assert script.finished and script.decisions[-1].player == BLUE
    assert (board.players[RED].favor, board.players[RED].relics) == (1, [RELIC])
    assert (board.players[BLUE].favor, board.players[BLUE].relics) == (2, [])


def test_tinkers_fair_declined_changes_nothing():
    """Law 7.6.3: only an agreed deal binds."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(TINKERS_FAIR)]
    board.players[RED].favor = 3
    use(board, RED, TINKERS_FAIR, {"with": WHITE}, {"term": "give favor"}, {"send": True}, {"accept": False})
    assert board.players[RED].favor == 3 and board.players[WHITE].favor == 0


def test_sleight_of_hand_never_takes_a_last_secret():
    """Sleight of Hand: White's single secret is safe; Blue, with 2, loses one."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, SLEIGHT)
    board.players[RED].favor = 1
    board.players[BLUE].secrets, board.players[WHITE].secrets = 2, 1
    script = use(board, RED, SLEIGHT)
    assert script.finished and script.decisions == []        # Blue is the only player it may take from
    assert (board.players[RED].secrets, board.players[BLUE].secrets, board.players[WHITE].secrets) == (1, 1, 1)
    board.players[RED].advisers = [card(SLEIGHT)]
    assert SLEIGHT not in offered(board, RED)                 # now no one at Red's site has 2 secrets


def test_scryer_peeks_at_a_discard_pile_privately():
    """Scryer, Law 9.4: Red sees the Cradle pile top first; the others only read that Red peeked."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, SCRYER)
    board.players[RED].secrets = 1
    board.discards["Cradle"], board.discards["Hinterland"] = [WOLVES, ELDERS], [KEEP]
    script = use(board, RED, SCRYER, {"pile": "Cradle"})
    assert script.decisions[0].choices == [{"pile": "Cradle"}, {"pile": "Hinterland"}]
    assert board.players[RED].seen == [{"what": "the Cradle discard pile", "cards": [ELDERS, WOLVES]}]
    public, reader, private = board.log[-1]
    assert reader == RED and "Elders" in private and "Elders" not in public


def test_ancient_binding_leaves_others_one_secret_and_you_only_the_one_on_the_card():
    """Ancient Binding: faceup secrets burn down to one (none for its user, whose one is on the card); facedown
    secrets cannot be burned (Law 7.1.2, 9.2)."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, BINDING)
    board.players[RED].secrets = 3
    board.players[BLUE].secrets, board.players[BLUE].hidden_secrets = 4, 1
    board.players[WHITE].hidden_secrets = 2
    board.players[CHANCELLOR].secrets = 1
    use(board, RED, BINDING)
    assert [(p.secrets, p.hidden_secrets) for p in board.players] == [(1, 0), (0, 0), (1, 1), (0, 2)]
    assert board.players[RED].advisers == [card(BINDING, secrets=1)]


def test_spirit_snare_takes_1_favor_from_a_bank():
    """Spirit Snare (Law 7.3.2): place 1 secret; take 1 favor from the bank named."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, SPIRIT_SNARE)
    board.players[RED].secrets = 1
    use(board, RED, SPIRIT_SNARE, {"bank": "Nomad"})
    assert board.players[RED].favor == 1 and board.favor_banks["Nomad"] == 2


def test_wizard_school_gains_a_secret_and_ends_the_act_phase():
    """Wizard School: the Act phase ends at once, no further action is asked."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(WIZARD_SCHOOL)]
    board.players[RED].favor = 1
    script = Script(act(board, RED), {"action": "power", "card": WIZARD_SCHOOL})
    assert script.finished and board.phase == "rest"
    assert board.players[RED].secrets == 1 and board.sites[0].cards == [card(WIZARD_SCHOOL, favor=1)]


def test_taming_charm_discards_a_beast_card_for_2_favor_of_its_suit():
    """Taming Charm: an Order card is no target; the discard goes to the Provinces pile (Law 10 "Discard")."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, TAMING_CHARM)
    board.players[RED].secrets = 1
    board.sites[0].cards = [card(WRESTLERS), card(WOLVES), card(ELDERS)]
    script = use(board, RED, TAMING_CHARM, {"discard": WOLVES})
    assert script.decisions[0].choices == [{"discard": WOLVES}, {"discard": ELDERS}]
    assert board.sites[0].cards == [card(WRESTLERS), card(ELDERS)] and board.discards["Provinces"] == [WOLVES]
    assert board.players[RED].favor == 2 and board.favor_banks["Beast"] == 1
    assert board.site_discards == [[0, "Beast"]]           # remembered for Homeland (Law 11)


def test_inquisitor_gives_the_favor_on_it_when_the_adviser_is_no_conspiracy():
    """Inquisitor: Red peeks at Blue's facedown adviser, named by its place only, then gives Blue the favor."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, INQUISITOR)
    adviser(board, BLUE, WRESTLERS, faceup=False)
    board.players[RED].favor = 1
    script = use(board, RED, INQUISITOR, {"player": BLUE, "adviser": 0})
    assert script.decisions[0].choices == [{"player": BLUE, "adviser": 0}]
    assert board.players[BLUE].favor == 1 and board.players[RED].advisers == [card(INQUISITOR)]
    assert board.players[RED].seen == [{"what": "an adviser of Blue", "cards": [WRESTLERS]}]


def test_inquisitor_finding_the_conspiracy_must_discard_or_play_it():
    """Inquisitor: discarded, the Conspiracy leaves Blue's advisers and the favor stays on the card."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, INQUISITOR)
    adviser(board, BLUE, CONSPIRACY, faceup=False)
    board.players[RED].favor = 1
    script = use(board, RED, INQUISITOR, {"player": BLUE, "adviser": 0}, {"conspiracy": "discard"})
    assert script.decisions[1].choices == [{"conspiracy": "play"}, {"conspiracy": "discard"}]
    assert board.players[BLUE].advisers == [] and board.discards["Provinces"] == [CONSPIRACY]
    assert board.players[BLUE].favor == 0 and board.players[RED].advisers == [card(INQUISITOR, favor=1)]


def test_inquisitor_playing_the_conspiracy_boxes_it():
    """Inquisitor, Law 5.1.4.IV: played, the Conspiracy's power (no secret to burn here) then the box."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, INQUISITOR)
    adviser(board, BLUE, CONSPIRACY, faceup=False)
    board.players[RED].favor = 1
    use(board, RED, INQUISITOR, {"player": BLUE, "adviser": 0}, {"conspiracy": "play"})
    assert board.players[BLUE].advisers == [] and board.boxed == [CONSPIRACY]


def test_wolves_kill_a_warband_on_a_board_to_its_bank():
    """Wolves, Law 10 "Kill": Blue's warband returns to Blue's bank."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, WOLVES)
    board.players[RED].secrets = 1
    board.players[BLUE].warbands = 3
    use(board, RED, WOLVES)
    assert (board.players[BLUE].warbands, board.players[BLUE].bank) == (2, 15)


def test_roving_terror_discards_a_denizen_elsewhere_and_takes_its_place():
    """Roving Terror: the locked Keep cannot be discarded (Law 7.2.2); the Mountain's Wrestlers go to the
    Hinterland pile and Roving Terror, with its secret, moves there."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(ROVING_TERROR)]
    board.sites[2].cards = [card(KEEP), card(WRESTLERS)]
    board.players[RED].secrets = 1
    script = use(board, RED, ROVING_TERROR)
    assert script.finished and script.decisions == []
    assert board.sites[0].cards == [] and board.sites[2].cards == [card(KEEP), card(ROVING_TERROR, secrets=1)]
    assert board.discards["Hinterland"] == [WRESTLERS]


def test_wayside_inn_gains_2_supply_up_to_the_leftmost_space():
    """Wayside Inn, Law 4.3.4: 6 Supply becomes 7, not 8."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(WAYSIDE_INN)]
    board.players[RED].favor, board.players[RED].supply = 1, 6
    use(board, RED, WAYSIDE_INN)
    assert board.players[RED].supply == 7


def test_memory_of_home_moves_a_whole_bank_into_the_hearth_bank():
    """Memory of Home (Law 7.3.2): the secret is burnt, nothing stays on the card (Law 7.1.2)."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, MEMORY)
    board.players[RED].secrets = 1
    script = use(board, RED, MEMORY, {"bank": "Beast"})
    assert {"bank": "Hearth"} not in script.decisions[0].choices
    assert board.favor_banks == {**dict.fromkeys(SUITS, 3), "Beast": 0, "Hearth": 6}
    assert board.players[RED].secrets == 0 and board.players[RED].advisers == [card(MEMORY)]   # burnt, not placed


def test_storyteller_puts_a_secret_on_the_darkest_secret():
    """Storyteller (Law 7.3.2, 9.3: secrets are unlimited)."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, STORYTELLER)
    board.players[RED].favor = 1
    use(board, RED, STORYTELLER)
    assert board.banners[DARKEST_SECRET].tokens == 2


def test_armed_mob_discards_a_faceup_unlocked_adviser_of_the_darkest_secrets_holder():
    """Armed Mob: neither the facedown nor the locked adviser can be chosen."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(ARMED_MOB)]
    board.players[RED].favor = 1
    hold(board, BLUE, DARKEST_SECRET)
    board.players[BLUE].advisers = [card(ELDERS, faceup=False), card(WRESTLERS), card(A_SMALL_FAVOR)]
    use(board, RED, ARMED_MOB)
    assert board.players[BLUE].advisers == [card(ELDERS, faceup=False), card(A_SMALL_FAVOR)]
    assert board.discards["Provinces"] == [WRESTLERS]


def test_armed_mob_spares_a_holder_of_the_peoples_favor():
    """Armed Mob: no target, so it is not offered (Law 9.5, our reading)."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(ARMED_MOB)]
    board.players[RED].favor = 1
    hold(board, BLUE, DARKEST_SECRET)
    hold(board, BLUE, PEOPLES_FAVOR)
    board.players[BLUE].advisers = [card(WRESTLERS)]
    assert offered(board, RED) == []


def test_tavern_songs_peeks_at_the_top_three_of_your_regions_pile():
    """Tavern Songs: Red's pawn is in the Cradle, so the Cradle pile; top card first."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, TAVERN_SONGS)
    board.discards["Cradle"] = [KEEP, WOLVES, ELDERS, WRESTLERS]
    board.discards["Provinces"] = [LONGBOWS]
    use(board, RED, TAVERN_SONGS)
    assert board.players[RED].seen == [{"what": "the top cards of the Cradle discard pile",
                                        "cards": [WRESTLERS, ELDERS, WOLVES]}]


# --- When played (Law 7.3.3) ------------------------------------------------------------------------------------

def test_a_when_played_power_runs_after_the_site_favor_and_homeland():
    """Law 7.3.3: The Gathering played to the Steppe gives 1 Nomad favor and the Homeland secret first, so Red
    may already offer both in the Gathering's negotiation; Blue moves in, White does not."""
    board = own_turn(make_board(), RED)
    board.players[RED].site = STEPPE
    script = play(board, RED, GATHERING, {"play": "site", "site": STEPPE},
                  {"move": True}, {"move": False}, {"move": False},          # Blue, White, the Chancellor
                  {"with": BLUE})
    assert [d.player for d in script.decisions[1:4]] == [BLUE, WHITE, CHANCELLOR]
    assert script.pending.choices[:2] == [{"term": "give favor"}, {"term": "give secrets"}]
    assert [p.site for p in board.players] == [0, STEPPE, STEPPE, 0]


def test_the_gathering_negotiation_binds_between_players_at_the_site():
    """The Gathering, Law 7.6.3: Red gives Blue its secret; Blue then makes no offer."""
    board = own_turn(make_board(), RED)
    board.players[RED].site = STEPPE
    play(board, RED, GATHERING, {"play": "site", "site": STEPPE}, {"move": True}, {"move": False}, {"move": False},
         {"with": BLUE}, {"term": "give secrets"}, {"send": True}, {"accept": True}, {"with": None})
    assert (board.players[RED].favor, board.players[RED].secrets, board.players[BLUE].secrets) == (1, 0, 1)


def test_garrison_gains_a_warband_per_ruled_site_and_puts_one_on_each():
    """Garrison: Red rules the Mountain and the River."""
    board = own_turn(make_board(), RED)
    board.sites[2].warbands, board.sites[3].warbands = {"Red": 1}, {"Red": 2}
    play(board, RED, GARRISON, {"play": "site", "site": 0})
    assert (board.sites[2].warbands, board.sites[3].warbands) == ({"Red": 2}, {"Red": 3})
    assert (board.players[RED].warbands, board.players[RED].bank, board.players[RED].favor) == (0, 12, 1)


def test_garrison_short_of_warbands_lets_you_pick_the_sites():
    """Garrison, Law 9.3: one warband in the bank, so one site gets one."""
    board = own_turn(make_board(), RED)
    board.sites[2].warbands, board.sites[3].warbands = {"Red": 1}, {"Red": 1}
    board.players[RED].bank = 1
    script = play(board, RED, GARRISON, {"play": "site", "site": 0}, {"site": 3})
    assert script.decisions[1].choices == [{"site": 2}, {"site": 3}]
    assert (board.sites[2].warbands, board.sites[3].warbands) == ({"Red": 1}, {"Red": 2})


def test_a_small_favor_is_adviser_only_and_gains_4_warbands_when_played_faceup():
    """Law 7.2.1: no site is offered; Law 7.3.3: played faceup, it gains 4 warbands."""
    board = own_turn(make_board(), RED)
    script = play(board, RED, A_SMALL_FAVOR, {"play": "adviser", "faceup": True})
    assert {"play": "site", "site": 0} not in script.decisions[0].choices
    assert board.players[RED].advisers == [card(A_SMALL_FAVOR)]
    assert (board.players[RED].warbands, board.players[RED].bank) == (4, 10)


def test_a_when_played_power_does_not_run_for_a_facedown_adviser():
    """Law 7.3.3: only when played faceup."""
    board = own_turn(make_board(), RED)
    play(board, RED, A_SMALL_FAVOR, {"play": "adviser", "faceup": False})
    assert board.players[RED].warbands == 0


def test_key_to_the_city_kills_the_absent_rulers_warbands_and_places_yours():
    """Key to the City: Blue rules the Plains from the River; its warbands die, Red places one."""
    board = own_turn(make_board(), RED)
    board.sites[0].warbands = {"Blue": 2}
    board.players[BLUE].site = 3
    play(board, RED, KEY, {"play": "site", "site": 0})
    assert board.sites[0].warbands == {"Red": 1}
    assert (board.players[BLUE].bank, board.players[RED].bank, board.players[RED].warbands) == (16, 13, 0)


def test_key_to_the_city_does_nothing_while_the_rulers_pawn_is_there():
    """Key to the City (Law 7.3.3): Blue rules the Plains and its pawn is there."""
    board = own_turn(make_board(), RED)
    board.sites[0].warbands = {"Blue": 2}
    play(board, RED, KEY, {"play": "site", "site": 0})
    assert board.sites[0].warbands == {"Blue": 2} and board.players[RED].bank == 14


def test_faithful_friend_is_locked_adviser_only_and_gains_4_supply():
    """Faithful Friend: 2 Supply becomes 6; Law 7.2.1: no site is offered."""
    board = own_turn(make_board(), RED)
    board.players[RED].supply = 2
    script = play(board, RED, FAITHFUL_FRIEND, {"play": "adviser", "faceup": True})
    assert [c for c in script.decisions[0].choices if c["play"] == "site"] == []
    assert board.players[RED].supply == 6


def test_great_herd_may_swap_places_with_a_nomad_card_at_another_site():
    """Great Herd, Law 10 "Swap": each card takes the other's place."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(WRESTLERS)]
    board.sites[2].cards = [card(ELDERS, favor=1), card(LONGBOWS)]
    script = play(board, RED, GREAT_HERD, {"play": "site", "site": 0}, {"swap": ELDERS, "site": 2})
    assert script.decisions[1].choices == [{"swap": ELDERS, "site": 2}, {"swap": None}]
    assert board.sites[0].cards == [card(WRESTLERS), card(ELDERS, favor=1)]
    assert board.sites[2].cards == [card(GREAT_HERD), card(LONGBOWS)]


def test_great_herd_swap_is_optional():
    """Great Herd, Law 7.1.3: a "may" part is optional."""
    board = own_turn(make_board(), RED)
    board.sites[2].cards = [card(ELDERS)]
    play(board, RED, GREAT_HERD, {"play": "site", "site": 0}, {"swap": None})
    assert board.sites[0].cards == [card(GREAT_HERD)] and board.sites[2].cards == [card(ELDERS)]


def test_dazzle_discards_every_unlocked_hearth_and_order_card_in_your_region():
    """Dazzle: the Cradle's Wrestlers, Tavern Songs and Wayside Inn go (favor to its bank, Law 10 "Discard"); the
    locked Keep and the Provinces' Longbows stay. Red orders the two cards of the Plains on the pile."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(WRESTLERS), card(TAVERN_SONGS)]
    board.sites[1].cards = [card(KEEP), card(WAYSIDE_INN, favor=1)]
    board.sites[2].cards = [card(LONGBOWS)]
    script = play(board, RED, DAZZLE, {"play": "site", "site": 0}, {"card": TAVERN_SONGS})
    assert script.finished and script.decisions[1].kind == "discard order"
    assert board.sites[0].cards == [card(DAZZLE)] and board.sites[1].cards == [card(KEEP)]
    assert board.sites[2].cards == [card(LONGBOWS)]
    assert board.discards["Provinces"] == [WRESTLERS, TAVERN_SONGS, WAYSIDE_INN]
    assert board.favor_banks["Hearth"] == 4 and board.players[RED].favor == 1


def test_long_lost_heir_makes_an_exile_a_citizen_and_ends_the_act_phase():
    """Long-Lost Heir, Law 7.6.1, 6.6.2: no relic; warbands turn purple; Act phase ends; Supply to full."""
    board = own_turn(make_board(), RED)
    board.players[RED].warbands, board.players[RED].supply = 2, 1
    script = play(board, RED, HEIR, {"play": "adviser", "faceup": True}, {"accept": True})
    red = board.players[RED]
    assert script.finished and red.side == CITIZEN and red.relics == []
    assert (red.warbands, red.bank, board.players[CHANCELLOR].bank) == (2, 16, 22)
    assert board.phase == "rest" and red.supply == 7


def test_long_lost_heir_may_be_declined_and_asks_nothing_of_a_non_exile():
    """Long-Lost Heir, Law 7.1.3: "may"; a Citizen is no Exile, so nothing is asked beyond the play."""
    board = own_turn(make_board(), RED)
    play(board, RED, HEIR, {"play": "adviser", "faceup": True}, {"accept": False})
    assert board.players[RED].side == EXILE and board.phase == "act"
    board = own_turn(make_board(citizens=["Blue"]), BLUE)
    script = play(board, BLUE, HEIR, {"play": "adviser", "faceup": True})
    assert script.finished and len(script.decisions) == 1


# --- Rest (Law 4.3.5, 7.3.4) ------------------------------------------------------------------------------------

def test_naysayers_is_offered_once_and_takes_a_favor_from_the_chancellor():
    """Naysayers, Law 7.3.4: an Exile holds the title; used once, it is not offered again."""
    board = make_board()
    adviser(board, RED, NAYSAYERS)
    board.title_holder, board.usurper = BLUE, True
    board.players[CHANCELLOR].favor = 2
    script = Script(rest_powers(board, RED), {"rest_power": NAYSAYERS})
    assert script.finished and script.decisions[0].choices == [{"rest_power": NAYSAYERS}, {"rest_power": None}]
    assert (board.players[RED].favor, board.players[CHANCELLOR].favor) == (1, 1)


def test_naysayers_is_not_offered_while_the_empire_holds_the_title():
    """Naysayers, Law 4.3.5: the Chancellor holds the title, so the Rest phase asks nothing."""
    board = make_board()
    adviser(board, RED, NAYSAYERS)
    board.players[CHANCELLOR].favor = 2
    script = Script(rest(board, RED))
    assert script.finished and script.decisions == [] and board.players[CHANCELLOR].favor == 2


def test_purple_warbands_of_a_citizen_are_what_garrison_places():
    """Garrison, Law 5.2.2: a Citizen gains and places purple warbands from the Chancellor's bank."""
    board = own_turn(make_board(citizens=["Red"]), RED)
    board.sites[2].warbands = {PURPLE: 1}
    play(board, RED, GARRISON, {"play": "site", "site": 0})
    assert board.sites[2].warbands == {PURPLE: 2} and board.players[CHANCELLOR].bank == 23
