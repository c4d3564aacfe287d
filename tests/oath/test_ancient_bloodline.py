"""Ancient Bloodline (165, Nomad, adviser only): "Your enemies act as if denizens and relics at sites you rule are
locked", and a locked card is never discarded, moved or swapped (Law 7.2.2). Every power and rule that discards,
moves, swaps or takes a card or relic at a site asks the one lock check, rules.locked_to (issue 35); under ruleset
version 3 every one does, and these rulings prove each path that moves a card or relic at a site. The People's Favor's
discard, a full site, Recover and Threatening Roar are proved in test_tolls.py.

The board (make_board, version 3): Blue holds Ancient Bloodline faceup and rules the Lush Coast (slot 1, the Cradle)
with one warband; Red, Blue's enemy, acts in its own turn; every pawn stands on the Plains (slot 0, the Cradle)."""

from engine.oath.actions.search import search
from engine.oath.battle import DISCARD_AT_END, Used, discard_plan
from engine.oath.cards import RELICS, card_named
from engine.oath.dice import BLANK, SWORD
from engine.oath.play import play_card, play_choices, play_to_site
from engine.oath.powers import Place, powers_of
from engine.oath.rules import locked_to
from engine.oath.state import PEOPLES_FAVOR
from tests.oath.harness import BLUE, RED, Script, card, forced, make_board
from tests.oath.test_battle_plans import HERE, fight, scene
from tests.oath.test_powers_played import adviser, offered, play, use

(BLOODLINE, SALT_THE_EARTH, RELIC_BREAKER, ERRAND_BOY, ROVING_TERROR, GREAT_HERD, TAMING_CHARM, DAZZLE, RIOTS,
 PILGRIMAGE, HORSE_ARCHERS, RELIC_HUNTER, CROP_ROTATION, ELDERS, WOLVES, WRESTLERS, TAVERN_SONGS, LONGBOWS,
 HORNED_MASK, KEEP) = (card_named(name).id for name in (
    "Ancient Bloodline", "Salt the Earth", "Relic Breaker", "Errand Boy", "Roving Terror", "Great Herd",
    "Taming Charm", "Dazzle", "Riots", "Pilgrimage", "Horse Archers", "Relic Hunter", "Crop Rotation", "Elders",
    "Wolves", "Wrestlers", "Tavern Songs", "Longbows", "Horned Mask", "Keep"))
RELIC, OTHER_RELIC = sorted(RELICS)[:2]
PLAINS, COAST, MOUNTAIN, SLUM = 0, 1, 2, 4
AS_ADVISER = {"play": "adviser", "faceup": True}


def bloodline(version=3, sites=None, at=COAST):
    """Blue holds Ancient Bloodline and rules the site `at`; it is Red's turn."""
    board = make_board(version=version, **({"sites": sites} if sites else {}))
    board.turn, board.phase = RED, "act"
    board.players[BLUE].advisers = [card(BLOODLINE)]
    board.sites[at].warbands = {"Blue": 1}
    return board


def test_the_one_lock_check_locks_the_holders_sites_for_an_enemy_alone():
    """Law 7.1.4, 10 "Enemy": Elders and a relic at Blue's Lush Coast are locked to Red and the Chancellor, Blue's
    enemies, not to Blue; Wrestlers at the bandits' Plains to no one; facedown, the Bloodline locks nothing."""
    board = bloodline()
    elders, wrestlers = card(ELDERS), card(WRESTLERS)
    board.sites[COAST].cards, board.sites[PLAINS].cards = [elders], [wrestlers]
    assert [locked_to(board, seat, elders) for seat in range(4)] == [True, True, False, True]
    assert [locked_to(board, seat, slot=COAST) for seat in range(4)] == [True, True, False, True]
    assert not locked_to(board, RED, wrestlers) and not locked_to(board, RED, slot=PLAINS)
    board.players[BLUE].advisers = [card(BLOODLINE, faceup=False)]
    assert not locked_to(board, RED, elders)


# --- Salt the Earth (89): "cannot be played to a site with locked cards"; the capacity becomes 1 ----------------------

def test_salt_the_earth_is_not_offered_to_an_enemy_at_a_bloodline_rulers_site():
    """89 Salt the Earth: Elders at Blue's Lush Coast is locked to Red, who could not discard it; played there, the
    site would hold two cards at a capacity of 1. Red may not play it there; Blue may, and Elders goes to the pile
    after the Cradle's. A game of version 2 offered it to Red (it replays as it was played)."""
    board = bloodline()
    board.sites[COAST].cards = [card(ELDERS)]
    board.players[RED].site = COAST
    assert {"play": "site", "site": COAST} not in play_choices(board, RED, SALT_THE_EARTH)
    assert {"play": "site", "site": COAST} in play_choices(bloodline_at_coast(version=2), RED, SALT_THE_EARTH)
    board.turn, board.players[BLUE].site = BLUE, COAST
    assert {"play": "site", "site": COAST} in play_choices(board, BLUE, SALT_THE_EARTH)
    assert Script(play_card(board, BLUE, SALT_THE_EARTH), {"play": "site", "site": COAST}).finished
    assert board.sites[COAST].cards == [card(SALT_THE_EARTH)] and board.discards["Provinces"] == [ELDERS]


def bloodline_at_coast(version):
    board = bloodline(version)
    board.sites[COAST].cards = [card(ELDERS)]
    board.players[RED].site = COAST
    return board


# --- Relic Breaker (139): "put a facedown relic at your site on the bottom of the relic deck" ------------------------

def test_relic_breaker_cannot_take_a_relic_at_a_bloodline_rulers_site():
    """139 Relic Breaker: the relic at Blue's Lush Coast is locked to Red, so the power is not offered there; once
    Blue's warband is gone (the bandits rule the site) Red puts the relic under the relic deck and gains 3
    warbands."""
    board = bloodline()
    adviser(board, RED, RELIC_BREAKER)
    board.players[RED].favor, board.players[RED].site = 1, COAST
    board.sites[COAST].relics = [RELIC]
    board.relic_deck = [OTHER_RELIC]
    assert RELIC_BREAKER not in offered(board, RED)
    board.sites[COAST].warbands = {}
    use(board, RED, RELIC_BREAKER)
    assert board.sites[COAST].relics == [] and board.relic_deck == [RELIC, OTHER_RELIC]
    assert (board.players[RED].warbands, board.players[RED].bank) == (3, 11)


# --- the Deep Woods' Homeland (Law 11): "take the relic here as if recovering it" ------------------------------------

def test_the_deep_woods_homeland_takes_no_relic_at_a_bloodline_rulers_site():
    """Law 11 Homeland (Deep Woods): Red plays Errand Boy, a Beast card, to the Deep Woods Blue rules: Red gains the
    Beast favor for the play, but the relic there is locked to Red and stays; with the Bloodline facedown Red takes
    it."""
    sites = ["Plains", "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast", "Deep Woods", "Steppe"]
    for faceup, taken in ((True, []), (False, [RELIC])):
        board = bloodline(sites=sites, at=6)
        board.players[BLUE].advisers = [card(BLOODLINE, faceup)]
        board.sites[6].relics = [RELIC]
        board.players[RED].site = 6
        assert Script(play_to_site(board, RED, ERRAND_BOY, 6)).finished
        assert board.sites[6].cards == [card(ERRAND_BOY)] and board.players[RED].relics == taken
        assert board.sites[6].relics == ([RELIC] if faceup else []) and board.players[RED].favor == 1


# --- Relic Hunter (126): "you may also target facedown relics at targeted sites" -----------------------------------

def test_relic_hunter_cannot_target_a_relic_at_a_bloodline_rulers_site():
    """126 Relic Hunter: Red campaigns against Blue from the River (test_battle_plans' scene), which Blue rules and
    whose facedown relic is locked to Red: the plan has nothing to target, so it is not offered, and Red's victory
    takes no relic; with Blue's Bloodline facedown it is offered."""
    for faceup, offered_to_red in ((True, []), (False, [[{"plan": RELIC_HUNTER}, {"plan": "done"}]])):
        board = scene(red=3, blue_here=1)
        board.version = 3
        board.players[BLUE].advisers = [card(BLOODLINE, faceup)]
        board.sites[HERE].relics = [RELIC]
        adviser(board, RED, RELIC_HUNTER)
        forced(board, defense=[BLANK], attack=[SWORD, SWORD])
        run = fight(board, 2)
        assert run.offered(RED) == offered_to_red and run.result.victorious
        assert board.sites[HERE].relics == [RELIC] and board.players[RED].relics == []


# --- Roving Terror (46): "discard a denizen at any other site and move Roving Terror to that site" --------------------

def test_roving_terror_neither_discards_nor_leaves_a_bloodline_rulers_site_for_an_enemy():
    """46 Roving Terror: from the Plains, Red may discard Wrestlers at the Mountain, never Elders at Blue's Lush
    Coast; lying at the Lush Coast, Roving Terror itself is locked to Red (Law 7.2.2: never moved), so Red, whose pawn
    stands there, is not offered it; Blue is, and moves it to the Mountain."""
    board = bloodline()
    board.players[RED].secrets = board.players[BLUE].secrets = 1
    board.sites[PLAINS].cards = [card(ROVING_TERROR)]
    board.sites[COAST].cards = [card(ELDERS)]
    board.sites[MOUNTAIN].cards = [card(WRESTLERS)]
    script = use(board, RED, ROVING_TERROR)
    assert script.finished and board.sites[MOUNTAIN].cards == [card(ROVING_TERROR, secrets=1)]
    assert board.sites[COAST].cards == [card(ELDERS)] and board.discards["Hinterland"] == [WRESTLERS]
    board = bloodline()
    board.players[RED].secrets = board.players[BLUE].secrets = 1
    board.sites[COAST].cards = [card(ROVING_TERROR)]
    board.sites[MOUNTAIN].cards = [card(WRESTLERS)]
    board.players[RED].site = board.players[BLUE].site = COAST
    assert ROVING_TERROR not in offered(board, RED)
    board.turn = BLUE
    use(board, BLUE, ROVING_TERROR)
    assert board.sites[COAST].cards == [] and board.sites[MOUNTAIN].cards == [card(ROVING_TERROR, secrets=1)]


# --- Great Herd (30): "you may swap Great Herd with a Nomad card at any site" ---------------------------------------

def test_great_herd_never_swaps_a_card_at_a_bloodline_rulers_site_for_an_enemy():
    """30 Great Herd: played to the Plains, it may swap with Elders at the Mountain but not with the Nomad Oracle at
    Blue's Lush Coast; played to the Lush Coast, Great Herd itself lies locked to Red, and nothing is asked."""
    oracle = card_named("Oracle").id
    board = bloodline()
    board.sites[COAST].cards = [card(oracle)]
    board.sites[MOUNTAIN].cards = [card(ELDERS)]
    script = play(board, RED, GREAT_HERD, {"play": "site", "site": PLAINS})
    assert script.pending.choices == [{"swap": ELDERS, "site": MOUNTAIN}, {"swap": None}]
    board = bloodline()
    board.sites[MOUNTAIN].cards = [card(ELDERS)]
    board.players[RED].site = COAST
    assert play(board, RED, GREAT_HERD, {"play": "site", "site": COAST}).finished
    assert board.sites[COAST].cards == [card(GREAT_HERD)] and board.sites[MOUNTAIN].cards == [card(ELDERS)]


# --- the powers that discard at sites: Taming Charm (37), Dazzle (35), Riots (91), Pilgrimage (161) ----------------

def test_taming_charm_is_not_offered_for_a_beast_card_at_a_bloodline_rulers_site():
    """37 Taming Charm: Wolves at Blue's Lush Coast, Red's site, is locked to Red: nothing to discard, no power."""
    board = bloodline()
    adviser(board, RED, TAMING_CHARM)
    board.players[RED].secrets, board.players[RED].site = 1, COAST
    board.sites[COAST].cards = [card(WOLVES)]
    assert TAMING_CHARM not in offered(board, RED)
    board.sites[COAST].warbands = {}
    use(board, RED, TAMING_CHARM)
    assert board.sites[COAST].cards == [] and board.discards["Provinces"] == [WOLVES]


def test_dazzle_leaves_the_hearth_and_order_cards_at_a_bloodline_rulers_site():
    """35 Dazzle: of the Cradle's Hearth and Order cards, Tavern Songs at the Plains goes; Wrestlers at Blue's Lush
    Coast stays, locked to Red."""
    board = bloodline()
    board.sites[PLAINS].cards = [card(TAVERN_SONGS)]
    board.sites[COAST].cards = [card(WRESTLERS)]
    assert play(board, RED, DAZZLE, AS_ADVISER).finished
    assert board.sites[PLAINS].cards == [] and board.sites[COAST].cards == [card(WRESTLERS)]
    assert board.discards["Provinces"] == [TAVERN_SONGS]


def test_riots_leave_the_cards_at_a_bloodline_rulers_site():
    """91 Riots (the People's Favor a Mob): Order leads with 3 cards at sites; Longbows at the Mountain goes, the
    locked Keep stays, and so does Wrestlers at Blue's Lush Coast, locked to Red."""
    board = bloodline()
    board.banners[PEOPLES_FAVOR].mob = True
    board.sites[COAST].cards = [card(WRESTLERS)]
    board.sites[MOUNTAIN].cards = [card(LONGBOWS), card(KEEP)]
    assert play(board, RED, RIOTS, AS_ADVISER).finished
    assert board.sites[COAST].cards == [card(WRESTLERS)] and board.sites[MOUNTAIN].cards == [card(KEEP)]
    assert board.discards["Hinterland"] == [LONGBOWS]


def test_pilgrimage_moves_no_denizen_of_a_bloodline_rulers_site_to_the_dispossessed():
    """161 Pilgrimage: Red stands at Blue's Lush Coast: Elders there is locked to Red and stays; nothing is drawn."""
    board = bloodline()
    board.players[RED].site = COAST
    board.sites[COAST].cards = [card(ELDERS)]
    board.dispossessed = [WOLVES]
    assert play(board, RED, PILGRIMAGE, AS_ADVISER).finished
    assert board.sites[COAST].cards == [card(ELDERS)] and board.dispossessed == [WOLVES]


# --- making room at a site: the Great Slum (Law 11) and Crop Rotation (128) -----------------------------------------

def test_the_great_slum_offers_no_discard_of_a_card_locked_to_the_player():
    """Great Slum: "when playing or moving a card to this site you may first discard a card here": at the Great
    Slum Blue rules, Wrestlers is locked to Red, so Red plays Longbows beside it without a question."""
    board = bloodline(at=SLUM)
    board.players[RED].site = SLUM
    board.sites[SLUM].cards = [card(WRESTLERS)]
    script = Script(play_to_site(board, RED, LONGBOWS, SLUM))
    assert script.finished and [d.kind for d in script.decisions] == []
    assert board.sites[SLUM].cards == [card(WRESTLERS), card(LONGBOWS)]


def test_crop_rotation_offers_no_discard_of_a_denizen_locked_to_the_searcher():
    """128 Crop Rotation: "when playing a card to a site, you may first discard a denizen there": Red searches with
    it and plays Longbows to Blue's Lush Coast, where Wolves is locked to Red: nothing is asked."""
    board = bloodline()
    board.players[RED].site = COAST
    board.players[RED].advisers = [card(CROP_ROTATION)]
    board.sites[COAST].cards = [card(WOLVES)]
    board.world = [LONGBOWS]
    script = Script(search(board, RED, {"action": "search", "from": "world", "with": [CROP_ROTATION]}),
                    {"play": "site", "site": COAST})
    assert script.finished and "site discard" not in [d.kind for d in script.decisions]
    assert board.sites[COAST].cards == [card(WOLVES), card(LONGBOWS)]


# --- a battle plan discarded at the end of a Campaign (Law 5.5.8; battle.discard_plan) -------------------------------

def test_a_plan_at_a_site_its_user_shares_with_a_bloodline_ruler_is_not_discarded_by_that_user():
    """Law 5.5.8, "at the end of the campaign, discard Horse Archers": Red and Blue both rule the Lush Coast (a
    warband each, Law 10 "Rule"), so Red may use the Horse Archers there; they are locked to Red and stay. Under
    version 2 they were discarded; a plan of Red's own advisers is discarded as ever."""
    assert HORSE_ARCHERS in DISCARD_AT_END
    [plan] = powers_of(HORSE_ARCHERS, "battle_plan")
    for version, left in ((3, [card(HORSE_ARCHERS)]), (2, [])):
        board = bloodline(version)
        board.sites[COAST].warbands["Red"] = 1
        board.sites[COAST].cards = [card(HORSE_ARCHERS)]
        discard_plan(board, None, Used(plan, Place("site", slot=COAST), RED))
        assert board.sites[COAST].cards == left
    board = bloodline()
    adviser(board, RED, HORSE_ARCHERS)
    discard_plan(board, None, Used(plan, Place("adviser", owner=RED), RED))
    assert board.players[RED].advisers == [] and board.discards["Provinces"] == [HORSE_ARCHERS]


# --- Horned Mask (223): "swap one of your faceup advisers with a denizen at your site" -------------------------------

def test_horned_mask_swaps_no_denizen_at_a_bloodline_rulers_site():
    """223 Horned Mask: at Blue's Lush Coast, Elders is locked to Red: there is no swap, so no power; Blue, holding
    the Mask there, swaps Wolves for Elders."""
    board = bloodline()
    board.players[RED].relics, board.players[RED].secrets, board.players[RED].site = [HORNED_MASK], 1, COAST
    adviser(board, RED, WOLVES)
    board.sites[COAST].cards = [card(ELDERS)]
    assert HORNED_MASK not in offered(board, RED)
    board.players[RED].relics, board.players[RED].advisers = [], []
    board.players[BLUE].relics, board.players[BLUE].secrets, board.players[BLUE].site = [HORNED_MASK], 1, COAST
    adviser(board, BLUE, WOLVES)
    board.turn = BLUE
    use(board, BLUE, HORNED_MASK, {"adviser": WOLVES, "denizen": ELDERS})
    assert board.players[BLUE].advisers == [card(BLOODLINE), card(ELDERS)]
    assert board.sites[COAST].cards == [card(WOLVES)]
