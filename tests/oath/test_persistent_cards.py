"""Persistent powers of Archive denizens (Law 7.1.4; engine/oath/abilities/, by suit), with their Rest and When
played powers (Law 7.3), each proved as a player would check it: the moves offered, the decisions asked, the board
after.

Outside campaigns: make_board (the Chancellor is seat 0, Red, Blue, White after; every pawn on the Plains, slot 0,
in the Cradle; every site faceup and empty; Red's turn). Campaigns: test_battle_plans' scene (Red campaigns from
the River, slot 0, which Blue rules with a warband; Blue's pawn is far away)."""

from engine.oath.actions import ACTIONS
from engine.oath.actions.campaign import BANDITS, Campaign, declare_targets, defenders
from engine.oath.actions.minor import exile_offers, self_exile_offers
from engine.oath.actions.recover import offers as recover_offers
from engine.oath.actions.trade import muster_offers, trade_offers
from engine.oath.cards import GRAND_SCEPTER, RELICS, card_named
from engine.oath.dice import BLANK, HOLLOW, SHIELD, SWORD
from engine.oath.phases import rest_powers
from engine.oath.play import CONSPIRACY, conspiracy_targets, play_card, play_choices
from engine.oath.state import CITIZEN, DARKEST_SECRET, PEOPLES_FAVOR, PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, Script, card, forced, hold, make_board
from tests.oath.test_battle_plans import DONE, FAR, HERE, adviser, fight, scene

(TOME_GUARDIANS, LOST_TONGUE, SPELL_BREAKER, SACRED_GROUND, VOW_OF_OBEDIENCE, VOW_OF_PEACE, VOW_OF_POVERTY,
 COUNCIL_SEAT, FOREST_COUNCIL, GIANT_PYTHON, MARSH_SPIRIT, BOILING_LAKE, GRASPING_VINES, BANDIT_CHIEF) = (
    card_named(name).id for name in (
        "Tome Guardians", "Lost Tongue", "Spell Breaker", "Sacred Ground", "Vow of Obedience", "Vow of Peace",
        "Vow of Poverty", "Council Seat", "Forest Council", "Giant Python", "Marsh Spirit", "Boiling Lake",
        "Grasping Vines", "Bandit Chief"))
SCRYER, TAVERN_SONGS, ELDERS, WOLVES, WRESTLERS, LONGBOWS, BEAR_TRAPS, MEMORY_OF_HOME, FIRE_TALKERS = (
    card_named(name).id for name in ("Scryer", "Tavern Songs", "Elders", "Wolves", "Wrestlers", "Longbows",
                                     "Bear Traps", "Memory of Home", "Fire Talkers"))
BANDIT_CROWN = card_named("Bandit Crown").id
FAITH = card_named("Faith").id
RELIC = next(iter(RELICS))
PLAINS, COAST, MOUNTAIN, RIVER = 0, 1, 2, 3                 # make_board's slots
OTHER = 1                                                   # the scene's Lush Coast


def red_turn(**options):
    board = make_board(**options)
    board.turn, board.phase = RED, "act"
    return board


def at_site(board, slot, card_id, **warbands):
    board.sites[slot].cards.append(card(card_id))
    board.sites[slot].warbands.update(warbands)


def target_choices(board, attacker, defender):
    """The targets offered after the forced one at the attacker's site (Law 5.5.2)."""
    script = Script(declare_targets(board, Campaign(attacker, defender)))
    return script.pending.choices


def power_offers(board, player):
    return [move["card"] for move in ACTIONS["power"].offers(board, player)]


def travel(board, player, slot):
    return Script(ACTIONS["travel"].take(board, player, {"action": "travel", "to": slot}))


# --- 110 Tome Guardians ------------------------------------------------------------------------------------------

def test_tome_guardians_enemies_of_its_ruler_cannot_target_the_darkest_secret():
    """Tome Guardians, Law 5.5.2: Blue rules it; Red, an enemy, campaigning against Blue (whose pawn shares Red's
    site) is offered Blue's pawn but not the Darkest Secret; without Tome Guardians it is offered."""
    board = scene()
    board.players[BLUE].site = HERE
    hold(board, BLUE, DARKEST_SECRET)
    at_site(board, OTHER, TOME_GUARDIANS, Blue=1)
    choices = target_choices(board, RED, BLUE)
    assert {"target": "banner", "banner": DARKEST_SECRET} not in choices
    assert {"target": "pawn"} in choices
    board.sites[OTHER].cards = []
    assert {"target": "banner", "banner": DARKEST_SECRET} in target_choices(board, RED, BLUE)


def test_tome_guardians_a_citizen_attacking_the_empire_is_its_enemy_for_that_campaign():
    """Tome Guardians, Law 5.5.1, 10 "Enemy": the Empire rules it; Red, a Citizen campaigning against the
    Chancellor, is not Imperial in that Campaign, so cannot target the Chancellor's Darkest Secret."""
    board = scene(blue_here=0)
    board.players[RED].side = CITIZEN
    board.sites[HERE].warbands = {PURPLE: 1}
    hold(board, CHANCELLOR, DARKEST_SECRET)
    at_site(board, OTHER, TOME_GUARDIANS, **{PURPLE: 1})
    choices = target_choices(board, RED, CHANCELLOR)
    assert {"target": "banner", "banner": DARKEST_SECRET} not in choices and {"target": "pawn"} in choices
    board.sites[OTHER].cards = []
    assert {"target": "banner", "banner": DARKEST_SECRET} in target_choices(board, RED, CHANCELLOR)


def test_tome_guardians_forbids_its_rulers_enemies_to_recover_the_darkest_secret_even_from_the_bank():
    """Tome Guardians "in any way", Law 5.4.3 (Recover: "take it"): under the bandits' rule every player is an
    enemy, so no one may recover it; under Blue's rule Blue may, Red may not."""
    board = red_turn()
    board.players[RED].secrets = board.players[BLUE].secrets = 3
    at_site(board, MOUNTAIN, TOME_GUARDIANS)
    assert {"action": "recover", "banner": DARKEST_SECRET} not in recover_offers(board, RED)
    assert {"action": "recover", "banner": DARKEST_SECRET} not in recover_offers(board, BLUE)
    board.sites[MOUNTAIN].warbands = {"Blue": 1}
    assert {"action": "recover", "banner": DARKEST_SECRET} not in recover_offers(board, RED)
    assert {"action": "recover", "banner": DARKEST_SECRET} in recover_offers(board, BLUE)


def test_tome_guardians_keeps_the_darkest_secret_from_the_conspiracy():
    """Tome Guardians, Law 5.1.4.IV: the Conspiracy may take Blue's relic but not its Darkest Secret."""
    board = red_turn()
    at_site(board, MOUNTAIN, TOME_GUARDIANS, Blue=1)
    hold(board, BLUE, DARKEST_SECRET)
    board.players[BLUE].relics = [RELIC]
    board.players[RED].secrets = 1
    board.players[RED].advisers = [card(WRESTLERS), card(LONGBOWS)]
    board.players[BLUE].advisers = [card(BEAR_TRAPS)]                       # both of Red's advisers match it
    assert conspiracy_targets(board, RED) == [{"take": "relic", "relic": RELIC, "from": BLUE}]


def test_tome_guardians_does_not_bind_its_rulers_friends():
    """Tome Guardians, Law 6.6.3: the Empire rules it; Blue, a Citizen, is no enemy and may recover the Darkest
    Secret; Red, an Exile, may not."""
    board = red_turn(citizens=["Blue"])
    at_site(board, MOUNTAIN, TOME_GUARDIANS, **{PURPLE: 1})
    board.players[RED].secrets = board.players[BLUE].secrets = 3
    assert {"action": "recover", "banner": DARKEST_SECRET} in recover_offers(board, BLUE)
    assert {"action": "recover", "banner": DARKEST_SECRET} not in recover_offers(board, RED)


# --- 157 Lost Tongue ---------------------------------------------------------------------------------------------

def test_lost_tongue_guards_your_relics_and_banners_from_a_campaign_unless_the_attacker_rules_a_nomad_card():
    """Lost Tongue, Law 5.5.2: Blue holds it; Red cannot target Blue's relic or banner, only the pawn; once Red
    rules a Nomad card (Elders among its advisers) it can."""
    board = scene()
    board.players[BLUE].site = HERE
    adviser(board, BLUE, LOST_TONGUE)
    board.players[BLUE].relics = [RELIC]
    hold(board, BLUE, PEOPLES_FAVOR)
    assert target_choices(board, RED, BLUE) == [{"target": "pawn"}, {"target": "done"}]
    adviser(board, RED, ELDERS)
    assert target_choices(board, RED, BLUE) == [{"target": "relic", "relic": RELIC},
                                               {"target": "banner", "banner": PEOPLES_FAVOR},
                                               {"target": "pawn"}, {"target": "done"}]


def test_lost_tongue_forbids_recovering_a_banner_from_you_but_not_from_the_bank():
    """Lost Tongue, Law 5.4.3: Blue holds the People's Favor; Red, ruling no Nomad card, may not recover it but may
    recover the Darkest Secret from the shared bank."""
    board = red_turn()
    adviser(board, BLUE, LOST_TONGUE)
    hold(board, BLUE, PEOPLES_FAVOR)
    board.players[RED].favor = board.players[RED].secrets = 3
    assert recover_offers(board, RED) == [{"action": "recover", "banner": DARKEST_SECRET}]


def test_a_facedown_lost_tongue_guards_nothing():
    """Law 7.2: a facedown adviser has no power."""
    board = red_turn()
    board.players[BLUE].advisers = [card(LOST_TONGUE, faceup=False)]
    hold(board, BLUE, PEOPLES_FAVOR)
    board.players[RED].favor = 3
    assert {"action": "recover", "banner": PEOPLES_FAVOR} in recover_offers(board, RED)


def test_lost_tongue_keeps_your_relics_from_the_conspiracy_unless_the_taker_rules_a_nomad_card():
    """Lost Tongue, Law 5.1.4.IV: Red's Conspiracy finds nothing of Blue's to take; with Elders at a site Red rules,
    Red rules a Nomad card and may take Blue's relic."""
    board = red_turn()
    adviser(board, BLUE, LOST_TONGUE)
    board.players[BLUE].relics = [RELIC]
    board.players[BLUE].advisers.append(card(BEAR_TRAPS))
    board.players[RED].secrets = 1
    board.players[RED].advisers = [card(WRESTLERS), card(LONGBOWS)]
    assert conspiracy_targets(board, RED) == []
    at_site(board, MOUNTAIN, ELDERS, Red=1)
    assert conspiracy_targets(board, RED) == [{"take": "relic", "relic": RELIC, "from": BLUE}]


# --- 162 Spell Breaker -------------------------------------------------------------------------------------------

def test_spell_breaker_enemies_of_its_ruler_cannot_use_powers_costing_secrets():
    """Spell Breaker, Law 7.1.2: Blue rules it; Red may use Tavern Songs (no cost) but not Scryer (1 secret);
    Blue, its ruler, may use Scryer."""
    board = red_turn()
    at_site(board, MOUNTAIN, SPELL_BREAKER, Blue=1)
    board.discards["Cradle"] = [WOLVES]
    for player in (RED, BLUE):
        board.players[player].secrets = 2
        board.players[player].advisers = [card(SCRYER), card(TAVERN_SONGS)]
    board.discards["Provinces"] = [WOLVES]
    assert power_offers(board, RED) == [TAVERN_SONGS]
    assert power_offers(board, BLUE) == [SCRYER, TAVERN_SONGS]


def test_spell_breaker_under_the_bandits_binds_everyone_burnt_secrets_included():
    """Spell Breaker, Law 10 "Enemy": the bandits rule it, so everyone is their enemy; Memory of Home (burn 1
    secret) is not offered to Blue."""
    board = red_turn()
    at_site(board, MOUNTAIN, SPELL_BREAKER)
    board.players[BLUE].secrets = 1
    board.players[BLUE].advisers = [card(MEMORY_OF_HOME)]
    assert power_offers(board, BLUE) == []
    board.sites[MOUNTAIN].cards = []
    assert power_offers(board, BLUE) == [MEMORY_OF_HOME]


def test_spell_breaker_bars_a_battle_plan_costing_a_secret():
    """Spell Breaker, Law 7.5.3: Blue rules it; Red, attacking with the Darkest Secret and a secret, is not
    offered Fire Talkers (place 1 secret)."""
    board = scene()
    adviser(board, RED, FIRE_TALKERS)
    board.players[RED].secrets = 1
    hold(board, RED, DARKEST_SECRET)
    board.sites[OTHER].cards.append(card(SPELL_BREAKER))
    board.sites[OTHER].warbands = {"Blue": 1}
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []


# --- 174 Sacred Ground -------------------------------------------------------------------------------------------

def test_sacred_ground_no_one_plays_a_vision_faceup_away_from_it_but_the_conspiracy():
    """Sacred Ground, Law 5.1.4.III-IV: Red (an Exile) on the Plains cannot reveal Faith, yet can play the
    Conspiracy faceup; at the Mountain, Sacred Ground's site, it can reveal Faith."""
    board = red_turn()
    at_site(board, MOUNTAIN, SACRED_GROUND)
    assert {"play": "vision"} not in play_choices(board, RED, FAITH)
    assert {"play": "conspiracy"} in play_choices(board, RED, CONSPIRACY)
    board.players[RED].site = MOUNTAIN
    assert {"play": "vision"} in play_choices(board, RED, FAITH)


def test_sacred_ground_binds_its_ruler_too():
    """Sacred Ground, "no one": Red rules it at the Mountain, yet away from it cannot reveal Faith."""
    board = red_turn()
    at_site(board, MOUNTAIN, SACRED_GROUND, Red=1)
    assert {"play": "vision"} not in play_choices(board, RED, FAITH)


# --- 121 Vow of Obedience ----------------------------------------------------------------------------------------

def test_vow_of_obedience_you_cannot_play_visions_faceup_the_conspiracy_included():
    """Vow of Obedience, Law 5.1.4.III-IV: Red keeps a Vision only facedown as an adviser, or discards it."""
    board = red_turn()
    adviser(board, RED, VOW_OF_OBEDIENCE)
    assert play_choices(board, RED, FAITH) == [{"play": "adviser", "faceup": False}, {"play": "discard"}]
    assert play_choices(board, RED, CONSPIRACY) == [{"play": "adviser", "faceup": False}, {"play": "discard"}]
    assert {"play": "vision"} in play_choices(board, BLUE, FAITH)


def test_vow_of_obedience_rest_takes_1_favor_from_any_one_bank():
    """Vow of Obedience, Rest (Law 4.3.5, 7.3.4): 1 favor from the bank Red names."""
    board = red_turn()
    adviser(board, RED, VOW_OF_OBEDIENCE)
    Script(rest_powers(board, RED), {"rest_power": VOW_OF_OBEDIENCE}, {"bank": "Beast"})
    assert board.players[RED].favor == 1 and board.favor_banks["Beast"] == 2


# --- 145 Vow of Peace --------------------------------------------------------------------------------------------

def test_vow_of_peace_you_cannot_campaign():
    """Vow of Peace, Law 5.5.1: Blue rules Red's site, yet Red is offered no Campaign."""
    board = scene()
    board.players[CHANCELLOR].site = FAR
    assert defenders(board, RED) == [BLUE]
    adviser(board, RED, VOW_OF_PEACE)
    assert defenders(board, RED) == [] and ACTIONS["campaign"].offers(board, RED) == []


def test_vow_of_peace_attackers_cannot_sacrifice_against_you():
    """Vow of Peace, Law 5.5.5: Red's 1 sword against Blue's defense 2 (1 warband + a shield) would win by
    sacrificing 2 warbands; against Blue's vow it is not asked, and Red is defeated."""
    board = scene(red=4)
    adviser(board, BLUE, VOW_OF_PEACE)
    forced(board, defense=[SHIELD], attack=[SWORD])
    run = fight(board, 1)
    assert "campaign sacrifice" not in [decision.kind for decision in run.decisions]
    assert not run.result.victorious and board.players[RED].warbands == 2
    board = scene(red=4)
    forced(board, defense=[SHIELD], attack=[SWORD])
    run = fight(board, 1, **{"campaign sacrifice": [{"sacrifice": 2}]})
    assert run.result.victorious


# --- 193 Vow of Poverty ------------------------------------------------------------------------------------------

def test_vow_of_poverty_you_cannot_trade_for_favor():
    """Vow of Poverty, Law 5.3.2: Red, with a secret and 2 favor, is offered only the Trade for secrets."""
    board = red_turn()
    adviser(board, RED, VOW_OF_POVERTY)
    board.sites[PLAINS].cards = [card(WOLVES)]
    board.players[RED].secrets, board.players[RED].favor = 1, 2
    assert trade_offers(board, RED) == [{"action": "trade", "card": WOLVES, "for": "secrets"}]


def test_vow_of_poverty_rest_takes_2_favor_only_with_none():
    """Vow of Poverty, Rest: with no favor, 2 from one bank (the Order bank holds only 1: Law 9.3); with favor it
    is not offered."""
    board = red_turn()
    adviser(board, RED, VOW_OF_POVERTY)
    board.favor_banks["Order"] = 1
    Script(rest_powers(board, RED), {"rest_power": VOW_OF_POVERTY}, {"bank": "Order"})
    assert board.players[RED].favor == 1 and board.favor_banks["Order"] == 0
    assert Script(rest_powers(board, RED)).finished                        # nothing asked


# --- 123 Council Seat --------------------------------------------------------------------------------------------

def test_council_seat_a_citizen_cannot_be_exiled_not_even_by_themself():
    """Council Seat, Law 6.7, 6.8: the Chancellor holds the Grand Scepter and could exile Blue; Blue could
    self-exile; with Council Seat neither is offered, while White (without it) still may be exiled."""
    board = make_board(citizens=["Blue", "White"])
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.players[CHANCELLOR].favor = board.players[BLUE].favor = 10
    assert {"action": "exile_citizen", "citizen": BLUE} in exile_offers(board, CHANCELLOR)
    assert self_exile_offers(board, BLUE) == [{"action": "self_exile"}]
    adviser(board, BLUE, COUNCIL_SEAT)
    assert exile_offers(board, CHANCELLOR) == [{"action": "exile_citizen", "citizen": WHITE}]
    assert self_exile_offers(board, BLUE) == []


# --- 194 Forest Council ------------------------------------------------------------------------------------------

def test_forest_council_enemies_cannot_trade_with_or_muster_from_beast_cards():
    """Forest Council, Law 5.2.1, 5.3.1: under the Empire, Red (an Exile) may muster and trade only at the Order
    card; the Chancellor at both."""
    board = red_turn()
    at_site(board, MOUNTAIN, FOREST_COUNCIL, **{PURPLE: 1})
    board.sites[PLAINS].cards = [card(WOLVES), card(WRESTLERS)]
    for player in (RED, CHANCELLOR):
        board.players[player].favor, board.players[player].secrets = 1, 1
    assert muster_offers(board, RED) == [{"action": "muster", "card": WRESTLERS}]
    assert trade_offers(board, RED) == [{"action": "trade", "card": WRESTLERS, "for": "favor"}]
    assert [move["card"] for move in trade_offers(board, CHANCELLOR)] == [WOLVES, WRESTLERS]


def test_forest_council_under_the_bandits_binds_every_player():
    """Forest Council, Law 10 "Enemy": the bandits rule it; even the Chancellor may not muster at the Beast card."""
    board = red_turn()
    at_site(board, MOUNTAIN, FOREST_COUNCIL)
    board.sites[PLAINS].cards = [card(WOLVES)]
    board.players[CHANCELLOR].favor = 1
    assert muster_offers(board, CHANCELLOR) == []


# --- 186 Giant Python --------------------------------------------------------------------------------------------

def test_giant_python_targets_must_add_an_even_number_of_defense_dice():
    """Giant Python, Law 5.5.2: Red's site (1 die) is forced; Red may not stop at 1 die, so "done" is first not
    offered; with the Lush Coast (1 more) it may stop at 2, or add Blue's pawn (2 more) for 4."""
    board = scene()
    board.players[BLUE].site = HERE
    adviser(board, BLUE, GIANT_PYTHON)
    board.sites[OTHER].warbands = {"Blue": 1}
    fight_ = Campaign(RED, BLUE)
    script = Script(declare_targets(board, fight_), {"target": "site", "slot": OTHER}, {"target": "done"})
    first, second = script.decisions
    assert first.choices == [{"target": "site", "slot": OTHER}, {"target": "pawn"}]
    assert second.choices == [{"target": "pawn"}, {"target": "done"}]
    assert fight_.targets == [{"target": "site", "slot": HERE}, {"target": "site", "slot": OTHER}]
    assert fight_.defense_dice == 2


def test_giant_python_a_defender_with_no_even_declaration_is_not_offered():
    """Giant Python, Law 5.5.1-5.5.2: Blue rules only Red's site (1 die) and its pawn is far away: no even total
    exists, so Red may not campaign against Blue."""
    board = scene()
    board.players[CHANCELLOR].site = FAR
    assert defenders(board, RED) == [BLUE]
    adviser(board, BLUE, GIANT_PYTHON)
    assert defenders(board, RED) == []


# --- 192 Marsh Spirit --------------------------------------------------------------------------------------------

def test_marsh_spirit_whoever_targets_its_site_cannot_use_battle_plans():
    """Marsh Spirit, Law 7.5: at Red's site, which Red must target, Red is offered no plan; at a site not
    targeted, Longbows is offered."""
    board = scene()
    adviser(board, RED, LONGBOWS)
    board.sites[HERE].cards.append(card(MARSH_SPIRIT))
    forced(board, defense=[BLANK], attack=[HOLLOW])
    run = fight(board, 1)
    assert run.offered(RED) == []
    board = scene()
    adviser(board, RED, LONGBOWS)
    board.sites[FAR].cards.append(card(MARSH_SPIRIT))
    forced(board, defense=[BLANK], attack=[HOLLOW])
    run = fight(board, 1)
    assert run.offered(RED) == [[{"plan": LONGBOWS}, DONE]]


# --- 94 Boiling Lake ---------------------------------------------------------------------------------------------

def test_boiling_lake_travelling_there_without_ruling_it_kills_two_warbands():
    """Boiling Lake, Law 5.6.2: the bandits rule the Mountain; Red travels there and kills 2 of its 3 warbands."""
    board = red_turn()
    at_site(board, MOUNTAIN, BOILING_LAKE)
    board.players[RED].warbands = 3
    assert travel(board, RED, MOUNTAIN).finished
    assert board.players[RED].warbands == 1 and board.players[RED].bank == 16


def test_boiling_lake_spares_its_ruler_and_kills_only_what_there_is():
    """Boiling Lake: Blue rules it, travels there and keeps its warbands; Red with 1 warband kills that one."""
    board = red_turn()
    at_site(board, MOUNTAIN, BOILING_LAKE, Blue=1)
    board.players[BLUE].warbands = board.players[RED].warbands = 1
    travel(board, BLUE, MOUNTAIN)
    travel(board, RED, MOUNTAIN)
    assert board.players[BLUE].warbands == 1 and board.players[RED].warbands == 0


# --- 178 Grasping Vines ------------------------------------------------------------------------------------------

def test_grasping_vines_enemies_leaving_a_site_of_its_ruler_kill_a_warband():
    """Grasping Vines, Law 5.6.2: Blue rules it (Mountain) and the Plains; Red leaving the Plains kills 1 warband;
    leaving the Lush Coast (the bandits') it kills none; Blue leaving the Plains kills none."""
    board = red_turn()
    at_site(board, MOUNTAIN, GRASPING_VINES, Blue=1)
    board.sites[PLAINS].warbands = {"Blue": 1}
    board.players[RED].warbands = board.players[BLUE].warbands = 2
    travel(board, RED, COAST)
    assert board.players[RED].warbands == 1
    travel(board, RED, PLAINS)
    assert board.players[RED].warbands == 1
    travel(board, BLUE, COAST)
    assert board.players[BLUE].warbands == 2


def test_grasping_vines_under_the_bandits_catches_whoever_leaves_an_empty_site():
    """Grasping Vines, Law 10 "Rule": the bandits rule it and every empty site; the Chancellor leaving the empty
    Plains kills a warband; leaving the Lush Coast, where its warband stands, none."""
    board = red_turn()
    at_site(board, MOUNTAIN, GRASPING_VINES)
    board.players[CHANCELLOR].warbands = 2
    travel(board, CHANCELLOR, COAST)
    assert board.players[CHANCELLOR].warbands == 1
    board.sites[COAST].warbands = {PURPLE: 1}
    travel(board, CHANCELLOR, PLAINS)
    assert board.players[CHANCELLOR].warbands == 1


# --- 100 Bandit Chief --------------------------------------------------------------------------------------------

def test_bandit_chief_when_played_kills_one_warband_at_each_site():
    """Bandit Chief, When played (Law 7.3.3): one warband dies at each site; at the River, where purple and Blue
    stand, Red chooses Blue's."""
    board = red_turn()
    board.sites[MOUNTAIN].warbands = {"Blue": 2}
    board.sites[RIVER].warbands = {PURPLE: 1, "Blue": 1}
    board.players[RED].drawn = [BANDIT_CHIEF]
    script = Script(play_card(board, RED, BANDIT_CHIEF), {"play": "site", "site": PLAINS}, {"colour": "Blue"})
    assert script.finished
    assert board.sites[MOUNTAIN].warbands == {"Blue": 1}
    assert board.sites[RIVER].warbands == {PURPLE: 1}
    assert board.players[BLUE].bank == 16 and board.sites[PLAINS].cards == [card(BANDIT_CHIEF)]


def test_bandit_chief_every_site_has_two_more_bandits():
    """Bandit Chief, Law 2.8.3: against the bandits, a targeted site adds 3 bandits while it is faceup."""
    board = scene(blue_here=0)
    board.sites[FAR].cards.append(card(BANDIT_CHIEF))
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])
    run = fight(board, 3, defender=BANDITS)
    assert run.result.bandits == 3 and not run.result.victorious


def test_bandit_chiefs_bandits_join_a_bandit_crown_holders_defense():
    """Bandit Chief with the Bandit Crown (Law 7.6.5): Blue rules the empty River through the Crown; its 3 bandits
    there defend Blue."""
    board = scene(blue_here=0)
    board.players[BLUE].relics = [BANDIT_CROWN]
    board.sites[FAR].cards.append(card(BANDIT_CHIEF))
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])
    run = fight(board, 3)
    assert run.result.bandits == 3 and run.result.defense == 3 and not run.result.victorious
