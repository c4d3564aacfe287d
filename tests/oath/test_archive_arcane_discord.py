"""The Action, When played and battle-plan powers of the Arcane and Discord Archive denizens (cards.md 8; Law 7.1,
7.3, 7.5), each played or used as a player would, then the exact board checked."""

from engine.oath.cards import RELICS, RELIQUARY_SLOTS, SUITS, card_named
from engine.oath.dice import BLANK, DEFENSE_DIE, DOUBLE, SHIELD, SWORD, SWORDS_AND_SKULL, TWO_SHIELDS
from engine.oath.state import CITIZEN, DARKEST_SECRET, EXILE, PEOPLES_FAVOR, PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, Rolls, card, forced, hold, make_board
from tests.oath.test_battle_plans import COAST, HERE, adviser, fight, scene
from tests.oath.test_powers_played import offered, own_turn, play, use

(BILLOWING_FOG, KINDRED_WARRIORS, TERROR_SPELLS, BLOOD_PACT, REVELATION, PLAGUE_ENGINES, BEWITCH, TUTOR, DREAM_THIEF,
 CRACKING_GROUND, FORGOTTEN_VAULT, WITCHS_BARGAIN, CHARLATAN, BLACKMAIL, CRACKED_SAGE, DISSENT, ROYAL_AMBITIONS,
 RIOTS, GAMBLING_HALL, ENCHANTRESS, SLANDER) = (card_named(name).id for name in (
    "Billowing Fog", "Kindred Warriors", "Terror Spells", "Blood Pact", "Revelation", "Plague Engines", "Bewitch",
    "Tutor", "Dream Thief", "Cracking Ground", "Forgotten Vault", "Witch's Bargain", "Charlatan", "Blackmail",
    "Cracked Sage", "Dissent", "Royal Ambitions", "Riots", "Gambling Hall", "Enchantress", "Slander"))
(WRESTLERS, LONGBOWS, KEEP, ALCHEMIST, ELDERS, FAITHFUL_FRIEND, WOLVES, RANGERS, STICKY_FIRE, CIRCLET) = (
    0, 3, 4, 8, 25, 27, 38, 44, 218, 232)
SCRYER, ROVING_TERROR, TAVERN_SONGS = 18, 45, 53
RELIC, OTHER_RELIC = list(RELICS)[2], list(RELICS)[3]

AS_ADVISER = {"play": "adviser", "faceup": True}


# === Arcane ==========================================================================================================

def test_billowing_fog_a_defeated_attacker_kills_none_and_keeps_the_card():
    """Billowing Fog (59), Law 5.5.6: defeated, Red kills no warbands; unlike Traveling Doctor it is not
    discarded, and its secret stays on it (Law 7.5.3)."""
    board = scene(red=4)
    adviser(board, RED, BILLOWING_FOG)
    board.players[RED].secrets = 1
    forced(board, defense=[SHIELD], attack=[])
    run = fight(board, 0, **{"battle plan": [{"plan": BILLOWING_FOG}]})
    assert not run.result.victorious
    assert board.players[RED].warbands == 4 and board.players[RED].bank == 14
    assert board.players[RED].advisers == [card(BILLOWING_FOG, secrets=1)] and board.discards["Provinces"] == []


def test_billowing_fog_a_defending_side_ignores_sticky_fire():
    """Billowing Fog (59): "ignore powers that would kill your whole force": Blue, defeated, loses none and Sticky
    Fire is not even asked; the survivor goes to Blue's board (Law 5.5.6). Blue pays outside its turn, so its
    secret goes facedown on its board (Law 7.1.2)."""
    board = scene(red=3, blue_here=1)
    board.sites[HERE].cards.append(card(BILLOWING_FOG))
    board.players[BLUE].secrets = 1
    board.players[RED].relics = [STICKY_FIRE]
    board.players[RED].favor = 1
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2, **{"battle plan": [{"plan": STICKY_FIRE}, {"plan": BILLOWING_FOG}]})
    assert run.result.victorious and "sticky fire" not in run.kinds()
    assert (board.players[BLUE].warbands, board.players[BLUE].bank) == (1, 14)
    assert (board.players[BLUE].secrets, board.players[BLUE].hidden_secrets) == (0, 1)


def test_kindred_warriors_ignore_skulls_and_add_up_to_one_die_per_other_suit_ruled():
    """Kindred Warriors (60): Red rules Order and Beast advisers besides this Arcane card, so X is 0 to 2; the
    skull Red rolls kills nothing (Law 5.5.5)."""
    board = scene(red=3)
    adviser(board, RED, KINDRED_WARRIORS)
    adviser(board, RED, WRESTLERS)
    adviser(board, RED, RANGERS)
    board.players[RED].secrets = 1
    forced(board, defense=[BLANK], attack=[SWORDS_AND_SKULL, SWORD, SWORD])
    run = fight(board, 1, **{"battle plan": [{"plan": KINDRED_WARRIORS}], "kindred warriors": [{"attack dice": 2}]})
    chosen = next(d for d in run.decisions if d.kind == "kindred warriors")
    assert chosen.choices == [{"attack dice": 0}, {"attack dice": 1}, {"attack dice": 2}]
    assert run.result.attack_dice == 3 and run.result.attack == 4 and run.result.victorious
    assert board.players[RED].warbands == 3


def test_kindred_warriors_as_defender_remove_dice_for_the_other_suits_the_defender_rules():
    """Kindred Warriors (60), Law 5.5.3: Blue rules the River with Kindred Warriors and Wrestlers there (one other
    suit) and removes 1 of Red's 3 attack dice."""
    board = scene(red=3)
    board.sites[HERE].cards += [card(KINDRED_WARRIORS), card(WRESTLERS)]
    board.players[BLUE].secrets = 1
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 3, **{"battle plan": [{"plan": KINDRED_WARRIORS}], "kindred warriors": [{"attack dice": 1}]})
    assert run.result.attack_dice == 2


def test_kindred_warriors_are_not_offered_to_a_defender_ruling_no_other_suit():
    """Kindred Warriors (60), Law 9.5: Blue rules only this Arcane card, so it could remove no die."""
    board = scene(red=3)
    board.sites[HERE].cards.append(card(KINDRED_WARRIORS))
    board.players[BLUE].secrets = 1
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(BLUE) == []


def test_cracking_ground_adds_a_die_per_targeted_site_and_burns_its_secret():
    """Cracking Ground (71): two sites targeted, +2 attack dice; its cost is burnt, not placed (Law 7.1.2)."""
    board = scene(red=3)
    board.sites[COAST].warbands = {"Blue": 1}
    adviser(board, RED, CRACKING_GROUND)
    board.players[RED].secrets = 1
    forced(board, defense=[BLANK, BLANK], attack=[SWORD] * 3)
    run = fight(board, 1, **{"campaign target": [{"target": "site", "slot": COAST}],
                             "battle plan": [{"plan": CRACKING_GROUND}]})
    assert run.result.attack_dice == 3
    assert board.players[RED].secrets == 0 and board.players[RED].advisers == [card(CRACKING_GROUND)]


def test_cracking_ground_is_not_offered_when_no_site_is_targeted():
    """Cracking Ground (71), Law 9.5: Blue rules no site; only its pawn is a target, so the plan would add none."""
    board = scene(red=3, blue_here=0)
    board.players[BLUE].site = HERE
    adviser(board, RED, CRACKING_GROUND)
    board.players[RED].secrets = 1
    forced(board, defense=[BLANK, BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []


def test_terror_spells_kill_two_warbands_in_your_region_at_sites_or_on_boards():
    """Terror Spells (61): Red holds the Darkest Secret; in the Cradle are Blue's warbands on the Lush Coast and
    Red's own board; the Mountain (Provinces) and White's board (pawn in the Hinterland) are out of reach."""
    board = own_turn(make_board(), RED)
    hold(board, RED, DARKEST_SECRET)
    adviser(board, RED, TERROR_SPELLS)
    board.players[RED].secrets, board.players[RED].warbands = 1, 1
    board.sites[1].warbands, board.sites[2].warbands = {"Blue": 2}, {"Blue": 1}
    board.players[WHITE].site, board.players[WHITE].warbands = 5, 2
    board.players[BLUE].site = board.players[CHANCELLOR].site = 6
    kill = {"kill": "site", "slot": 1, "colour": "Blue"}
    script = use(board, RED, TERROR_SPELLS, kill, kill)
    assert script.finished and script.decisions[0].choices == [kill, {"kill": "board", "player": RED}]
    assert board.sites[1].warbands == {} and board.sites[2].warbands == {"Blue": 1}
    assert (board.players[BLUE].bank, board.players[RED].warbands, board.players[WHITE].warbands) == (16, 1, 2)


def test_terror_spells_needs_the_darkest_secret_and_kills_what_there_is():
    """Terror Spells (61): not offered without the Darkest Secret; with one warband in the region, that one dies
    unasked (Law 9.3)."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, TERROR_SPELLS)
    board.players[RED].secrets = 1
    board.sites[0].warbands = {"Blue": 1}
    assert offered(board, RED) == []
    hold(board, RED, DARKEST_SECRET)
    script = use(board, RED, TERROR_SPELLS)
    assert script.finished and script.decisions == [] and board.sites[0].warbands == {}


def test_blood_pact_sacrifices_pairs_of_warbands_for_secrets():
    """Blood Pact (62): an even number, at least two (Law 9.5); Red sacrifices 4 of 5 for 2 secrets."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, BLOOD_PACT)
    board.players[RED].secrets, board.players[RED].warbands = 1, 5
    script = use(board, RED, BLOOD_PACT, {"sacrifice": 4})
    assert script.decisions[0].choices == [{"sacrifice": 2}, {"sacrifice": 4}]
    assert (board.players[RED].warbands, board.players[RED].bank, board.players[RED].secrets) == (1, 18, 2)
    assert board.players[RED].advisers == [card(BLOOD_PACT, secrets=1)]


def test_blood_pact_is_not_offered_with_fewer_than_two_warbands():
    """Blood Pact (62), Law 9.5: one warband makes no pair."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, BLOOD_PACT)
    board.players[RED].secrets, board.players[RED].warbands = 1, 1
    assert offered(board, RED) == []


def test_revelation_lets_each_player_in_turn_order_burn_favor_for_secrets():
    """Revelation (63): from the Chancellor, in turn order; Blue has no favor and is not asked. Burnt favor goes to
    the shared bank (Law 10 "Burn")."""
    board = own_turn(make_board(), RED)
    for seat, favor in ((CHANCELLOR, 2), (RED, 1), (WHITE, 3)):
        board.players[seat].favor = favor
    pool = board.favor_pool
    script = play(board, RED, REVELATION, AS_ADVISER, {"burn": 1}, {"burn": 0}, {"burn": 3})
    assert script.finished and [d.player for d in script.decisions[1:]] == [CHANCELLOR, RED, WHITE]
    assert script.decisions[3].choices == [{"burn": 0}, {"burn": 1}, {"burn": 2}, {"burn": 3}]
    assert [(p.favor, p.secrets) for p in board.players] == [(1, 1), (1, 0), (0, 0), (0, 3)]
    assert board.favor_pool == pool + 4


def test_plague_engines_every_ruler_pays_a_favor_per_site_into_the_arcane_bank():
    """Plague Engines (65): Red rules two sites and pays 2; Blue, a Citizen, rules the purple Great Slum (Law 6.6.3)
    and pays 1, as the Chancellor would with favor; White rules nothing. 1 secret placed, 1 burnt."""
    board = own_turn(make_board(citizens=["Blue"]), RED)
    adviser(board, RED, PLAGUE_ENGINES)
    board.players[RED].secrets, board.players[RED].favor = 2, 5
    board.players[BLUE].favor, board.players[WHITE].favor = 3, 3
    board.sites[2].warbands, board.sites[3].warbands, board.sites[4].warbands = {"Red": 1}, {"Red": 1}, {PURPLE: 1}
    use(board, RED, PLAGUE_ENGINES)
    assert [p.favor for p in board.players] == [0, 3, 2, 3]
    assert board.favor_banks["Arcane"] == 3 + 3
    assert board.players[RED].secrets == 0 and board.players[RED].advisers == [card(PLAGUE_ENGINES, secrets=1)]


def test_plague_engines_is_not_offered_when_no_one_owes_anything():
    """Plague Engines (65), Law 9.5: Red rules a site but has no favor; no one else rules one."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, PLAGUE_ENGINES)
    board.players[RED].secrets = 2
    board.sites[2].warbands = {"Red": 1}
    assert offered(board, RED) == []


def test_bewitch_an_exile_with_more_secrets_than_the_chancellor_may_become_a_citizen():
    """Bewitch (67), Law 7.6.1: Red's 2 faceup, 1 facedown and 1 on its adviser are 4 secrets to the Chancellor's
    3; accepted, Red is a Citizen with no relic, its Act phase over, Supply full (Law 6.6.2)."""
    board = own_turn(make_board(), RED)
    board.players[RED].secrets, board.players[RED].hidden_secrets, board.players[RED].supply = 2, 1, 3
    adviser(board, RED, ELDERS, secrets=1)
    board.players[CHANCELLOR].secrets = 3
    script = play(board, RED, BEWITCH, AS_ADVISER, {"accept": True})
    red = board.players[RED]
    assert script.finished and script.decisions[1].choices == [{"accept": True}, {"accept": False}]
    assert red.side == CITIZEN and red.relics == [] and board.phase == "rest" and red.supply == 7


def test_bewitch_asks_nothing_without_more_secrets_than_the_chancellor():
    """Bewitch (67): 3 secrets against the Chancellor's 3 are not more."""
    board = own_turn(make_board(), RED)
    board.players[RED].secrets = board.players[CHANCELLOR].secrets = 3
    script = play(board, RED, BEWITCH, AS_ADVISER)
    assert script.finished and len(script.decisions) == 1 and board.players[RED].side == EXILE


def test_tutor_places_a_favor_and_a_secret_and_gains_a_secret():
    """Tutor (69): adviser only (Law 7.2.1: no site offered); its Action gains 1 secret."""
    board = own_turn(make_board(), RED)
    script = play(board, RED, TUTOR, AS_ADVISER)
    assert [c for c in script.decisions[0].choices if c["play"] == "site"] == []
    board.players[RED].favor, board.players[RED].secrets = 1, 1
    use(board, RED, TUTOR)
    assert (board.players[RED].favor, board.players[RED].secrets) == (0, 1)
    assert board.players[RED].advisers == [card(TUTOR, favor=1, secrets=1)]


def test_dream_thief_swaps_two_facedown_advisers_of_different_players_unseen():
    """Dream Thief (70), Law 10 "Swap", 9.4: advisers are named by owner and place; Blue's faceup one is not a
    choice; once Blue's is picked only another player's is offered; the narration names neither card."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, DREAM_THIEF)
    board.players[RED].favor = 2
    adviser(board, BLUE, ELDERS, faceup=False)
    adviser(board, BLUE, WOLVES)
    adviser(board, WHITE, KEEP, faceup=False)
    script = use(board, RED, DREAM_THIEF, {"player": BLUE, "adviser": 0})
    assert script.decisions[0].choices == [{"player": BLUE, "adviser": 0}, {"player": WHITE, "adviser": 0}]
    assert script.finished and len(script.decisions) == 1                 # White's is the only other one
    assert board.players[BLUE].advisers == [card(KEEP, faceup=False), card(WOLVES)]
    assert board.players[WHITE].advisers == [card(ELDERS, faceup=False)]
    assert board.players[RED].advisers == [card(DREAM_THIEF, favor=2)] and board.players[RED].seen == []
    assert not any("Elders" in text or "Keep" in text for text, _, _ in board.log)


def test_dream_thief_is_not_offered_when_one_player_alone_has_facedown_advisers():
    """Dream Thief (70), Law 9.5: two advisers of one player trading places would change nothing."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, DREAM_THIEF)
    board.players[RED].favor = 2
    adviser(board, BLUE, ELDERS, faceup=False)
    adviser(board, BLUE, KEEP, faceup=False)
    assert offered(board, RED) == []


def test_forgotten_vault_adds_a_secret_to_the_darkest_secret_or_burns_one_but_never_its_last():
    """Forgotten Vault (75): with 1 secret on the banner only adding is possible, so nothing is asked; with 3, the
    user may burn one."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(FORGOTTEN_VAULT)]
    board.players[RED].favor = 2
    script = use(board, RED, FORGOTTEN_VAULT)
    assert script.decisions == [] and board.banners[DARKEST_SECRET].tokens == 2
    board.sites[0].cards = [card(FORGOTTEN_VAULT)]
    board.banners[DARKEST_SECRET].tokens = 3
    script = use(board, RED, FORGOTTEN_VAULT, {"darkest secret": "burn"})
    assert script.decisions[0].choices == [{"darkest secret": "add"}, {"darkest secret": "burn"}]
    assert board.banners[DARKEST_SECRET].tokens == 2 and board.sites[0].cards == [card(FORGOTTEN_VAULT, favor=1)]


def test_witchs_bargain_trades_secrets_and_favor_with_a_player_at_your_site_until_done():
    """Witch's Bargain (77): Blue alone shares Red's site; Red gives a secret for 2 favor, then 2 favor for a
    secret, then stops."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, WITCHS_BARGAIN)
    board.players[RED].secrets, board.players[RED].favor = 3, 2
    board.players[BLUE].secrets, board.players[BLUE].favor = 1, 4
    board.players[WHITE].site = board.players[CHANCELLOR].site = 5
    script = use(board, RED, WITCHS_BARGAIN, {"bargain": "give secret"}, {"bargain": "give favor"},
                 {"bargain": "done"})
    assert script.finished and script.decisions[0].choices == [{"bargain": "give secret"}, {"bargain": "give favor"},
                                                               {"bargain": "done"}]
    assert (board.players[RED].secrets, board.players[RED].favor) == (2, 2)
    assert (board.players[BLUE].secrets, board.players[BLUE].favor) == (1, 4)
    assert board.players[RED].advisers == [card(WITCHS_BARGAIN, secrets=1)]


def test_witchs_bargain_offers_only_bargains_made_in_full():
    """Witch's Bargain (77), Law 9.5: Red's only secret pays the cost, so at first Red can only give 2 favor for
    Blue's secret; after that, with Blue holding 3 favor, the secret may go back for 2 of them. Red stops."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, WITCHS_BARGAIN)
    board.players[RED].secrets, board.players[RED].favor = 1, 2
    board.players[BLUE].secrets, board.players[BLUE].favor = 1, 1
    board.players[WHITE].site = board.players[CHANCELLOR].site = 5
    script = use(board, RED, WITCHS_BARGAIN, {"bargain": "give favor"}, {"bargain": "done"})
    assert script.finished and [d.choices for d in script.decisions] == [
        [{"bargain": "give favor"}, {"bargain": "done"}], [{"bargain": "give secret"}, {"bargain": "done"}]]
    assert [(p.secrets, p.favor) for p in board.players[RED:BLUE + 1]] == [(1, 0), (0, 3)]


def test_witchs_bargain_is_not_offered_with_no_one_to_bargain_with():
    """Witch's Bargain (77): no other pawn at Red's site."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, WITCHS_BARGAIN)
    board.players[RED].secrets, board.players[RED].favor = 3, 2
    for seat in (CHANCELLOR, BLUE, WHITE):
        board.players[seat].site, board.players[seat].favor, board.players[seat].secrets = 5, 4, 4
    assert offered(board, RED) == []


# === Discord =========================================================================================================

def test_charlatan_burns_the_darkest_secret_down_to_one_secret():
    """Charlatan (79): 4 secrets become 1 (secrets are unlimited, Law 9.3)."""
    board = own_turn(make_board(), RED)
    board.banners[DARKEST_SECRET].tokens = 4
    play(board, RED, CHARLATAN, AS_ADVISER)
    assert board.banners[DARKEST_SECRET].tokens == 1


def test_blackmail_the_holder_may_pay_3_favor_to_keep_the_relic():
    """Blackmail (82): Red names Blue's relic; Blue, with 3 favor, pays and keeps it."""
    board = own_turn(make_board(), RED)
    board.players[BLUE].relics, board.players[BLUE].favor = [RELIC], 3
    script = play(board, RED, BLACKMAIL, AS_ADVISER, {"pay": True})
    assert script.finished and script.decisions[1].player == BLUE
    assert (board.players[BLUE].relics, board.players[BLUE].favor, board.players[RED].favor) == ([RELIC], 0, 3)


def test_blackmail_takes_the_relic_from_a_holder_who_cannot_pay():
    """Blackmail (82): Blue has 2 favor, so cannot give 3; the relic is Red's, nothing asked of Blue."""
    board = own_turn(make_board(), RED)
    board.players[BLUE].relics, board.players[BLUE].favor = [RELIC], 2
    script = play(board, RED, BLACKMAIL, AS_ADVISER)
    assert script.finished and len(script.decisions) == 1
    assert (board.players[RED].relics, board.players[BLUE].relics, board.players[BLUE].favor) == ([RELIC], [], 2)


def test_blackmail_cannot_name_a_relic_guarded_by_the_circlet_of_command():
    """Blackmail (82), Circlet of Command: "players cannot take your other relics"; the Circlet itself may be
    named. Blue declines to pay and loses it."""
    board = own_turn(make_board(), RED)
    board.players[BLUE].relics, board.players[BLUE].favor = [CIRCLET, RELIC], 3
    script = play(board, RED, BLACKMAIL, AS_ADVISER, {"pay": False})
    assert script.finished and script.decisions[1].choices == [{"pay": True}, {"pay": False}]
    assert board.players[BLUE].relics == [RELIC] and board.players[RED].relics == [CIRCLET]


def test_cracked_sage_adds_4_dice_against_an_enemy_with_a_faceup_arcane_adviser():
    """Cracked Sage (83): Blue's Alchemist is Arcane; Red places 1 secret and burns 1 favor."""
    board = scene()
    adviser(board, RED, CRACKED_SAGE)
    board.players[RED].secrets, board.players[RED].favor = 1, 1
    adviser(board, BLUE, ALCHEMIST)
    forced(board, defense=[BLANK], attack=[SWORD] * 4)
    run = fight(board, 0, **{"battle plan": [{"plan": CRACKED_SAGE}]})
    assert run.result.attack_dice == 4 and run.result.victorious
    assert (board.players[RED].secrets, board.players[RED].favor) == (0, 0)
    assert board.players[RED].advisers == [card(CRACKED_SAGE, secrets=1)]


def test_cracked_sage_is_not_offered_against_a_facedown_arcane_adviser():
    """Cracked Sage (83), Law 5.1.4.II: a facedown adviser has no suit."""
    board = scene()
    adviser(board, RED, CRACKED_SAGE)
    board.players[RED].secrets, board.players[RED].favor = 1, 1
    adviser(board, BLUE, ALCHEMIST, faceup=False)
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []


def test_dissent_every_player_but_the_peoples_favors_holder_places_a_favor_per_suit_ruled():
    """Dissent (84): Red rules Dissent and Wrestlers (Discord, Order): 2; Blue holds the People's Favor: none; the
    Chancellor rules the Mountain with Alchemist and Elders (Arcane, Nomad) but has 1 favor: 1 (Law 9.3); White
    rules nothing. The favor goes onto the card, not to a bank (an effect, not a cost, Law 7.1.2)."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, WRESTLERS)
    hold(board, BLUE, PEOPLES_FAVOR)
    board.sites[2].warbands, board.sites[2].cards = {PURPLE: 1}, [card(ALCHEMIST), card(ELDERS)]
    board.players[RED].favor, board.players[BLUE].favor = 5, 4
    board.players[CHANCELLOR].favor, board.players[WHITE].favor = 1, 3
    play(board, RED, DISSENT, AS_ADVISER)
    assert [p.favor for p in board.players] == [0, 3, 4, 3]
    assert board.players[RED].advisers == [card(WRESTLERS), card(DISSENT, favor=3)]


def test_royal_ambitions_an_exile_ruling_more_sites_becomes_a_citizen_with_an_unseen_reliquary_relic():
    """Royal Ambitions (88), Law 7.6.1, 6.6.2: Red rules 2 sites, the Chancellor 1; Red accepts, then takes the
    relic on the Careless space without peeking; the space's modifier is the Chancellor's (Law 2.3)."""
    board = own_turn(make_board(), RED)
    board.sites[2].warbands, board.sites[3].warbands, board.sites[4].warbands = {"Red": 1}, {"Red": 1}, {PURPLE: 1}
    board.reliquary = [RELIC, None, OTHER_RELIC, None]
    script = play(board, RED, ROYAL_AMBITIONS, AS_ADVISER, {"accept": True}, {"space": 2})
    red = board.players[RED]
    assert script.finished and script.decisions[2].choices == [{"space": 0}, {"space": 2}]
    assert red.side == CITIZEN and red.relics == [OTHER_RELIC] and red.peeked == []
    assert board.reliquary == [RELIC, None, None, None] and board.reliquary_modifiers == [RELIQUARY_SLOTS[2].slot]
    assert board.phase == "rest" and board.sites[2].warbands == {PURPLE: 1}


def test_royal_ambitions_may_be_declined_and_needs_more_sites_than_the_chancellor():
    """Royal Ambitions (88), Law 7.1.3: declined, Red stays an Exile; with as many sites as the Chancellor nothing
    is asked."""
    board = own_turn(make_board(), RED)
    board.sites[2].warbands, board.sites[3].warbands = {"Red": 1}, {"Red": 1}
    board.reliquary = [RELIC, None, None, None]
    play(board, RED, ROYAL_AMBITIONS, AS_ADVISER, {"accept": False})
    assert board.players[RED].side == EXILE and board.reliquary == [RELIC, None, None, None]
    board = own_turn(make_board(), RED)
    board.sites[2].warbands, board.sites[4].warbands = {"Red": 1}, {PURPLE: 1}
    script = play(board, RED, ROYAL_AMBITIONS, AS_ADVISER)
    assert script.finished and len(script.decisions) == 1


def test_riots_discard_every_other_unlocked_card_of_the_most_common_suit_at_sites():
    """Riots (91), Ledergames FAQ: cards at sites count, advisers do not. Order leads with 3 at sites (Red's
    Longbows adviser is not counted and stays); the locked Keep stays (Law 7.2.2); Wrestlers and Longbows of
    the Mountain go to the Hinterland pile in the order Red chooses."""
    board = own_turn(make_board(), RED)
    board.banners[PEOPLES_FAVOR].mob = True
    adviser(board, RED, LONGBOWS)
    board.sites[1].cards = [card(KEEP), card(WOLVES)]
    board.sites[2].cards = [card(WRESTLERS), card(LONGBOWS), card(ELDERS)]
    script = play(board, RED, RIOTS, AS_ADVISER, {"card": LONGBOWS})
    assert script.finished and script.decisions[1].kind == "discard order"
    assert board.sites[1].cards == [card(KEEP), card(WOLVES)] and board.sites[2].cards == [card(ELDERS)]
    assert board.discards["Hinterland"] == [WRESTLERS, LONGBOWS]
    assert board.players[RED].advisers == [card(LONGBOWS), card(RIOTS)]


def test_riots_at_a_site_lets_you_break_a_tie_and_never_discards_itself():
    """Riots (91): played to the Plains, Riots makes Discord one of two suits tied at 2; Red chooses Discord, and
    only the other Discord card goes ("other", Ledergames FAQ)."""
    board = own_turn(make_board(), RED)
    board.banners[PEOPLES_FAVOR].mob = True
    board.sites[1].cards = [card(SCRYER), card(WOLVES), card(ROVING_TERROR)]
    script = play(board, RED, RIOTS, {"play": "site", "site": 0}, {"suit": "Discord"})
    assert script.decisions[1].choices == [{"suit": "Discord"}, {"suit": "Beast"}]
    assert board.sites[0].cards == [card(RIOTS)]
    assert board.sites[1].cards == [card(WOLVES), card(ROVING_TERROR)]
    assert board.discards["Provinces"] == [SCRYER]


def test_riots_do_nothing_unless_the_peoples_favor_is_a_mob():
    """Riots (91): the People's Favor on its usual side."""
    board = own_turn(make_board(), RED)
    board.sites[1].cards = [card(WOLVES)]
    script = play(board, RED, RIOTS, AS_ADVISER)
    assert script.finished and board.sites[1].cards == [card(WOLVES)]


def test_gambling_hall_takes_the_shields_rolled_from_one_bank_as_far_as_it_holds():
    """Gambling Hall (93): shield, two shields, x2, blank make (1 + 2) x 2 = 6 shields (Law 5.5.4); the Arcane
    bank holds 3, so 3 are taken (Law 9.3)."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(GAMBLING_HALL)]
    board.players[RED].favor = 2
    board.rng = Rolls([DEFENSE_DIE.index(face) for face in (SHIELD, TWO_SHIELDS, DOUBLE, BLANK)])
    script = use(board, RED, GAMBLING_HALL, {"bank": "Arcane"})
    assert script.decisions[0].choices == [{"bank": suit} for suit in SUITS]
    assert board.players[RED].favor == 3 and board.favor_banks["Arcane"] == 0
    assert board.sites[0].cards == [card(GAMBLING_HALL, favor=2)] and not board.rng.numbers


def test_gambling_hall_rolling_no_shield_takes_nothing():
    """Gambling Hall (93): four blanks; no bank is asked for."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(GAMBLING_HALL)]
    board.players[RED].favor = 2
    board.rng = Rolls([DEFENSE_DIE.index(BLANK)] * 4)
    script = use(board, RED, GAMBLING_HALL)
    assert script.finished and script.decisions == [] and board.players[RED].favor == 0


def test_enchantress_swaps_herself_with_another_players_unlocked_faceup_adviser():
    """Enchantress (96), Law 10 "Swap": Blue's locked Faithful Friend (Law 7.2.2) and facedown Elders are no
    choice, so Wrestlers is taken unasked; the secret is burnt, not placed."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, TAVERN_SONGS)
    adviser(board, RED, ENCHANTRESS)
    board.players[RED].secrets = 1
    adviser(board, BLUE, FAITHFUL_FRIEND)
    adviser(board, BLUE, WRESTLERS, favor=1)
    adviser(board, BLUE, ELDERS, faceup=False)
    script = use(board, RED, ENCHANTRESS)
    assert script.finished and script.decisions == []
    assert board.players[RED].advisers == [card(TAVERN_SONGS), card(WRESTLERS, favor=1)]
    assert board.players[RED].secrets == 0
    assert board.players[BLUE].advisers == [card(FAITHFUL_FRIEND), card(ENCHANTRESS), card(ELDERS, faceup=False)]


def test_enchantress_is_not_offered_without_another_faceup_adviser_to_swap():
    """Enchantress (96): Blue's only adviser is facedown, and Red's own would change nothing."""
    board = own_turn(make_board(), RED)
    adviser(board, RED, TAVERN_SONGS)
    adviser(board, RED, ENCHANTRESS)
    board.players[RED].secrets = 1
    adviser(board, BLUE, ELDERS, faceup=False)
    assert offered(board, RED) == []


def test_slander_burns_all_the_defenders_favor_after_a_victory_on_the_pawn():
    """Slander (102), Law 5.5.7.III, 5.5.8: Red burns half of Blue's 5 favor (2), then Slander the other 3."""
    board = scene(red=3, blue_here=0)
    board.players[BLUE].site = HERE
    board.players[BLUE].favor = 5
    adviser(board, RED, SLANDER)
    board.players[RED].favor = 1
    pool = board.favor_pool
    forced(board, defense=[BLANK, BLANK], attack=[SWORD] * 3)
    run = fight(board, 3, **{"battle plan": [{"plan": SLANDER}], "campaign burn favor": [{"burn favor": 2}]})
    assert run.result.victorious and board.players[BLUE].favor == 0 and board.favor_pool == pool + 5
    assert board.players[RED].advisers == [card(SLANDER, favor=1)]


def test_slander_is_not_offered_unless_the_pawn_is_targeted():
    """Slander (102): only a site is targeted, so it could do nothing (Law 9.5)."""
    board = scene()
    adviser(board, RED, SLANDER)
    board.players[RED].favor = 1
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []

