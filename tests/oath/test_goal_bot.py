"""The goal-directed `oath` bot (issue 20): its odds are the dice's, it is a pure policy of its seat's view and
decision, it answers real positions as the Law and its aims say, and in seeded games it contests the title."""

import copy
import dataclasses
import hashlib
import json

import pytest

from engine.core import SeededRandom
from engine.core.selfplay import play
from engine.games import get_ruleset
from engine.oath import bots
from engine.oath.bots import acting, fighting, odds, secrets, seeing
from engine.oath.cards import GRAND_SCEPTER
from engine.oath.chronicle import encode, new_chronicle
from engine.oath.dice import ATTACK_DIE, DEFENSE_DIE, attack_total, defense_total, skulls

OATH = get_ruleset("oath")


def sworn(oath: str) -> str:
    return encode(dataclasses.replace(new_chronicle(), oath=oath))


# --- the odds -----------------------------------------------------------------------------------------------------

def test_the_odds_of_small_pools_are_the_dice_faces_counted_by_hand():
    # Law 5.5.5: ties go to the defender. One attack die wins against nothing on a sword or two swords (1/3 + 1/6);
    # a lone hollow sword counts nothing. Two dice always make at least 1 (two hollows are one sword).
    assert odds.win_chance(0, 0, 0, 0) == 0
    assert odds.win_chance(1, 0, 0, 0) == pytest.approx(1 / 2)
    assert odds.win_chance(2, 0, 0, 0) == pytest.approx(1)
    # one warband sacrificed wins a battle the dice tie (Law 5.5.5, 9.5)
    assert odds.win_chance(0, 0, 0, 1) == pytest.approx(1)
    # a defense die: blank, blank, x2 (no shield to double) 1/2; one shield 1/3; two shields 1/6 (Law 5.5.4)
    assert dict(odds.defense_spread(1)) == pytest.approx({0: 1 / 2, 1: 1 / 3, 2: 1 / 6})


def test_the_odds_agree_with_the_engines_own_dice_rolled_many_times():
    rng = SeededRandom("odds")
    for attack_dice, defense_dice, defenders, force in ((4, 2, 1, 4), (6, 3, 2, 6), (3, 4, 0, 5)):
        won = 0
        trials = 6000
        for _ in range(trials):
            attack = [ATTACK_DIE[rng.below(6)] for _ in range(attack_dice)]
            defense = defense_total([DEFENSE_DIE[rng.below(6)] for _ in range(defense_dice)]) + defenders
            short = defense + 1 - attack_total(attack)
            won += short <= 0 or short <= force - skulls(attack)
        assert won / trials == pytest.approx(odds.win_chance(attack_dice, defense_dice, defenders, force), abs=0.025)


def plain_odds(attack_dice: int, defense_dice: int, defenders: int, force: int) -> tuple[float, float]:
    """campaign_odds as first written: every pair of rolls, the win and the warbands lost worked out afresh."""
    won = lost = 0.0
    for defense, defended in odds.defense_spread(defense_dice):
        needed = defense + defenders + 1
        for (attack, skulls), attacked in odds.attack_spread(attack_dice):
            left = max(0, force - skulls)
            if attack >= needed:
                dead = skulls
            elif needed - attack <= left:
                dead = skulls + needed - attack
            else:
                dead = skulls + left // 2
            if attack >= needed or needed - attack <= force - skulls:
                won += defended * attacked
            lost += defended * attacked * min(force, dead)
    return min(1.0, won), lost


def test_the_odds_are_the_plain_sum_over_both_rolls_to_the_last_bit():
    # the bot compares plans by these floats, so the faster sum adds the same terms in the same order
    for attack_dice in range(13):
        for defense_dice in range(7):
            for defenders in range(0, 9, 2):
                for force in (attack_dice, attack_dice + 2, max(0, attack_dice - 3)):
                    assert odds.campaign_odds(attack_dice, defense_dice, defenders, force) == \
                        plain_odds(attack_dice, defense_dice, defenders, force)


# --- a pure policy ------------------------------------------------------------------------------------------------

def positions(seed: str, oath: str, seats: int = 4, every: int = 7):
    """Decisions of a seeded all-`oath` game, with each seat's view, every `every`th one."""
    state = OATH.setup({"players": [f"p{seat}" for seat in range(seats)], "chronicle": sworn(oath)}, seed, 2)
    found = []
    count = 0
    while (decision := OATH.decision(state)) is not None:
        view = OATH.bot_view(state, decision.player)
        asked = decision.to_dict()
        if count % every == 0:
            found.append((view, asked))
        OATH.apply(state, bots.oath_bot(view, asked))
        count += 1
    return found, state


def test_the_bot_answers_the_same_to_the_same_view_and_changes_neither():
    found, _ = positions("pure", "Supremacy")
    assert len(found) > 20
    for view, decision in found:
        view_before, decision_before = copy.deepcopy(view), copy.deepcopy(decision)
        move = bots.oath_bot(view, decision)
        assert bots.oath_bot(copy.deepcopy(view), copy.deepcopy(decision)) == move
        assert view == view_before and decision == decision_before


# --- answers to real positions ------------------------------------------------------------------------------------

def test_campaign_answers_roll_every_die_and_garrison_what_is_taken():
    """Law 5.5.2: every warband of the force rolls; Law 5.5.7.I: a site taken gets warbands, some kept on the board
    when ruling sites is the aim."""
    seen = {"dice": [], "place": []}
    for seed in ("answers:0", "answers:1"):
        state = OATH.setup({"players": ["a", "b", "c", "d"], "chronicle": sworn("Supremacy")}, seed, 2)

        def watch(decision, move):
            if decision.kind == "campaign attack dice":
                seen["dice"].append((move["attack dice"], max(c["attack dice"] for c in decision.choices)))
            if decision.kind == "campaign place":
                seen["place"].append((move["place"], max(c["place"] for c in decision.choices)))
        play(OATH, state, [bots.oath_bot] * 4, 20_000, on_move=watch)
    assert seen["dice"] and all(chosen == most for chosen, most in seen["dice"])
    assert seen["place"] and all(chosen >= 1 for chosen, most in seen["place"] if most)
    assert all(chosen < most for chosen, most in seen["place"] if most > 1)


def test_every_offer_of_citizenship_any_bot_makes_is_taken_whichever_bot_answers():
    """Law 6.6: a declined offer leaves the board as it was, so a bot offers only to an Exile every bot would let
    accept (bots/accepting.py); in games mixing the bots no offer is declined (none repeats for ever)."""
    offers = answers = 0
    mixes = ([bots.oath_bot], [bots.oath_bot, bots.easy_bot], [bots.easy_bot, bots.oath_bot, bots.random_bot])
    for number, oath in enumerate(("Supremacy", "People", "Protection", "Devotion")):
        state = OATH.setup({"players": ["a", "b", "c", "d"], "chronicle": sworn(oath)}, f"offers:{number}", 2)

        def watch(decision, move):
            nonlocal offers, answers
            if decision.kind == "act" and move.get("action") == "offer_citizenship":
                offers += 1
            if decision.kind == "citizenship":
                answers += 1
                assert move == {"accept": True}
        play(OATH, state, mixes[number % len(mixes)] * 4, 5_000, on_move=watch)
    assert offers == answers


def test_every_campaign_plan_declares_the_forced_target_first():
    """Law 5.5.2: the target at your site (your site if the defender rules it, else the defender's pawn) is declared
    first, in every plan an Exile weighs."""
    found, _ = positions("plans", "People", every=3)
    planned = 0
    for view, decision in found:
        if decision["kind"] != "act" or seeing.imperial(seeing.me(view)):
            continue
        for move in decision["choices"]:
            if move.get("action") != "campaign":
                continue
            options = fighting.target_options(view, move["defender"])
            assert options, move
            here = seeing.me(view)["site"]
            forced = options[0]
            assert forced in ({"target": "site", "slot": here}, {"target": "pawn"})
            gain, chance, targets = fighting.plan(view, move["defender"])
            assert targets[0] == forced and 0 <= chance <= 1
            planned += 1
    assert planned


# --- games ---------------------------------------------------------------------------------------------------------

def test_in_supremacy_games_exiles_take_the_title_and_both_sides_win():
    """Issue 20: the title is contested. In six seeded 4-seat Supremacy games of `oath` bots an Exile holds the
    title at some point, and the games do not all go to one side."""
    titled, sides = 0, set()
    for number in range(6):
        state = OATH.setup({"players": ["a", "b", "c", "d"], "chronicle": sworn("Supremacy")}, f"title:{number}", 2)
        held = []

        def watch(decision, move):
            board = state.board
            if not board.finished and board.players[board.title_holder].side == "Exile":
                held.append(True)
        play(OATH, state, [bots.oath_bot] * 4, 20_000, on_move=watch)
        titled += bool(held)
        sides.add(state.board.players[state.board.outcome["winner"]].side == "Exile")
    assert titled >= 2
    assert sides == {True, False}


def test_a_question_asked_until_the_player_stops_is_stopped_when_no_table_answers_it():
    """Messenger and the Obsidian Cage ask "move a warband, or stop" again and again; the bot stops at once rather
    than move a warband to its site and back for ever (the loop a soak once found)."""
    found, _ = positions("stop", "Supremacy")
    view, _ = found[10]
    asked = {"player": view["you"], "kind": "messenger", "prompt": "Messenger: move a warband, or stop",
             "choices": [{"move": "to board", "slot": 0}, {"move": "to site", "slot": 0}, {"move": "done"}]}
    assert bots.oath_bot(view, asked) == {"move": "done"}
    assert "messenger" not in bots.ANSWERS          # answered by the rule for such questions, not by a table


# --- the title by banners and relics (Law 2.11, 5.4, 5.5.5) -------------------------------------------------------

WRESTLERS, BATTLE_HONORS, ALCHEMIST = 0, 1, 8            # Order, Order, Arcane


def exile_view(oath: str) -> dict:
    """Seat 1 (an Exile) at the Chancellor's site, from a real setup; the tests then set what they need."""
    state = OATH.setup({"players": ["a", "b", "c", "d"], "chronicle": sworn(oath)}, "title-scenes", 2)
    view = copy.deepcopy(OATH.bot_view(state, 1))
    here = view["players"][0]["site"]
    view["players"][1].update(site=here, supply=6, favor=0, secrets=1, warbands=3, advisers=[], vision=None)
    view["players"][0]["advisers"] = []
    view["sites"][here]["cards"] = [{"id": ALCHEMIST, "faceup": True, "favor": 0, "secrets": 0}]
    return view


def test_an_exile_trades_favor_for_the_secret_that_pays_for_the_darkest_secret_then_recovers_it():
    """Devotion: the Chancellor holds the Darkest Secret (Law 1.13) with 1 secret on it; a card at its site matches
    none of its advisers, so it can be recovered (Law 5.4.1) for 2 secrets (5.4.2). With 1 secret, 2 favor and an
    Order adviser, the Exile trades 2 favor at an Order card for a secret (5.3.2) rather than a secret for favor."""
    view = exile_view("Devotion")
    me = view["players"][1]
    me.update(favor=2, advisers=[{"id": WRESTLERS, "faceup": True, "favor": 0, "secrets": 0}])
    assert view["banners"]["Darkest Secret"] == {"tokens": 1, "holder": 0, "mob": False}
    assert acting.darkest_secret_open(view)
    trades = [{"action": "trade", "card": WRESTLERS, "for": "secrets"},
              {"action": "trade", "card": WRESTLERS, "for": "favor"}, {"end": "act"}]
    assert acting.act(view, trades) == trades[0]
    me.update(favor=0, secrets=2)                   # the trade made
    recover = {"action": "recover", "banner": "Darkest Secret"}
    assert acting.act(view, [{"action": "trade", "card": WRESTLERS, "for": "favor"}, recover, {"end": "act"}]) \
        == recover
    # an adviser of the card's suit at the holder's site covers it: the banner cannot be recovered (Law 5.4.1)
    view["players"][0]["advisers"] = [{"id": 31, "faceup": True, "favor": 0, "secrets": 0}]    # Magician's Code
    assert not acting.darkest_secret_open(view)


def test_with_secrets_enough_for_the_banner_this_turn_the_exile_keeps_them():
    view = exile_view("Devotion")
    view["players"][1].update(secrets=2, favor=0)
    assert acting.trade(view, {"action": "trade", "card": ALCHEMIST, "for": "favor"}) < 0


def test_a_campaign_that_takes_the_banner_of_a_rival_exile_holding_the_title_is_worth_its_odds():
    """Law 3.1: an Exile holding the title wins at its next Wake; the People's Favor is the title's aim under the
    People (Law 2.11). Seat 2, an Exile, holds it at seat 1's site: winning it both takes the title and strips it."""
    view = exile_view("People")
    here = view["players"][1]["site"]
    view["players"][2].update(site=here, warbands=0, banners=["People's Favor"])
    view["banners"]["People's Favor"].update(holder=2, tokens=1)
    view["title"] = {"holder": 2, "side": "Oathkeeper"}
    view["players"][1]["warbands"] = 6
    targets = [{"target": "pawn"}, {"target": "banner", "banner": "People's Favor"}]
    assert fighting.wins_title(view, 2, targets) and fighting.strips_title(view, 2, targets)
    assert not fighting.wins_title(view, 2, targets[:1]) and not fighting.strips_title(view, 2, targets[:1])
    assert acting.least_chance(view, 2) == 0.4          # at longer odds: else it wins at its Wake
    gain, chance, planned = fighting.worth(view, 2)
    assert {"target": "banner", "banner": "People's Favor"} in planned and chance > 0.9
    assert gain > 8


def test_under_protection_relics_and_banners_count_together_for_the_title():
    """Law 2.11 Protection: the Chancellor holds the Grand Scepter; taking it and holding one banner more is the most."""
    view = exile_view("Protection")
    view["players"][1]["banners"] = ["People's Favor"]
    view["banners"]["People's Favor"]["holder"] = 1
    scepter = [{"target": "pawn"}, {"target": "relic", "relic": view["players"][0]["relics"][0]}]
    assert fighting.holdings_after(view, 0, scepter)[1] == 2 and fighting.holdings_after(view, 0, scepter)[0] == 0
    assert fighting.wins_title(view, 0, scepter)
    assert not fighting.wins_title(view, 0, scepter[:1])


def test_a_campaign_sacrifices_what_wins_unless_sites_are_the_title_and_none_would_be_left():
    """Law 5.5.5-5.5.6: a defeat kills half the force all the same, so the bot sacrifices to win; only when the
    title goes by sites and nothing would be left to garrison (5.5.7.I) does it keep them."""
    asked = [{"sacrifice": 3}, {"sacrifice": 0}]
    view = exile_view("Devotion")
    assert fighting.sacrifice(view, {"kind": "campaign sacrifice"}, asked) == {"sacrifice": 3}
    view = exile_view("Supremacy")
    assert fighting.sacrifice(view, {"kind": "campaign sacrifice"}, asked) == {"sacrifice": 0}
    view["players"][1]["warbands"] = 5
    assert fighting.sacrifice(view, {"kind": "campaign sacrifice"}, asked) == {"sacrifice": 3}


def test_an_exile_holding_the_peoples_favor_musters_with_its_favor():
    """Under the People, the favor is kept to take the People's Favor (Law 5.4.2), but not once the Exile holds it."""
    view = exile_view("People")
    me = view["players"][1]
    me.update(favor=1, warbands=1)
    assert acting.muster(view, {"action": "muster", "card": ALCHEMIST}) < 0
    me["banners"] = ["People's Favor"]
    view["banners"]["People's Favor"]["holder"] = 1
    assert acting.muster(view, {"action": "muster", "card": ALCHEMIST}) > 0


def test_warbands_are_mustered_before_the_campaign_they_will_fight_in():
    """Law 5.2, 5.5.2: in seeded games, whenever the bot's best move is a Campaign and a Muster leaves it the Supply
    for it, it musters first."""
    checked = 0
    for oath in ("Supremacy", "Devotion"):
        found, _ = positions(f"muster-first:{oath}", oath, every=1)
        for view, decision in found:
            if decision["kind"] != "act":
                continue
            choices = decision["choices"]
            best = max((move for move in choices if "with" not in move and "end" not in move),
                       key=lambda move: acting.score(view, move), default=None)
            if best is None or best.get("action") != "campaign" or acting.score(view, best) <= 0:
                continue
            muster = acting.muster_first(view, choices, 2)
            if muster is not None:
                assert acting.act(view, choices) == muster
                checked += 1
    assert checked


def test_under_devotion_an_exile_keeps_the_two_favor_that_buy_the_secret_and_musters_for_the_campaign():
    """Law 5.3.2: 2 favor at an Arcane card of its site, with an Arcane adviser, buy the second secret the Darkest
    Secret costs (5.4.2), so a Muster waits for a third favor; without the Darkest Secret an Exile musters for the
    Campaign that takes it (Law 2.11, 5.5): 12 warbands wanted."""
    view = exile_view("Devotion")
    me = view["players"][1]
    me.update(favor=2, secrets=1, warbands=3, advisers=[{"id": 30, "faceup": True, "favor": 0, "secrets": 0}])
    assert secrets.saving_for_secrets(view)
    assert acting.muster(view, {"action": "muster", "card": ALCHEMIST}) < 0
    me["favor"] = 3
    assert not secrets.saving_for_secrets(view)
    assert acting.muster(view, {"action": "muster", "card": ALCHEMIST}) == pytest.approx(1.0 + 0.2 * 9 - 0.3)
    me.update(favor=2, advisers=[{"id": WRESTLERS, "faceup": True, "favor": 0, "secrets": 0}])
    assert not secrets.saving_for_secrets(view)     # no Arcane adviser: the Trade would buy nothing
    assert acting.wanted_warbands(view) == 12


def test_under_the_people_the_exile_holding_the_peoples_favor_puts_its_last_favor_on_it():
    """Law 4.1.1.I, 5.4.2: favor on the banner is what a rival must outbid to take it, and the title with it."""
    view = exile_view("People")
    view["players"][1].update(favor=1, banners=["People's Favor"])
    view["banners"]["People's Favor"].update(holder=1, tokens=2)
    asked = [{"peoples_favor": "place"}, {"peoples_favor": "return", "bank": "Arcane"}]
    assert bots.oath_bot(view, {"kind": "peoples favor", "choices": asked}) == asked[0]
    view["players"][1]["favor"] = 0
    assert bots.oath_bot(view, {"kind": "peoples favor", "choices": asked[1:]}) == asked[1]


def citizen_view(oath: str) -> dict:
    """Seat 1 on the Red board's Citizen side (Law 1.9), at a site apart from the Chancellor's."""
    chronicle = new_chronicle()
    boards = {**chronicle.boards, "Red": "Citizen"}
    save = encode(dataclasses.replace(chronicle, oath=oath, boards=boards))
    state = OATH.setup({"players": ["a", "b", "c", "d"], "chronicle": save}, "heir-scenes", 2)
    view = copy.deepcopy(OATH.bot_view(state, 1))
    assert view["players"][1]["side"] == "Citizen"
    return view


def test_a_citizen_goes_after_the_grand_scepter_the_chancellor_holds_under_devotion():
    """Law 3.3.1: under Devotion the Successor holds the Grand Scepter, which the Chancellor starts with (Law 1.13);
    a Citizen attacking an Imperial player is not Imperial for that Campaign (5.5.1), so it musters for the fight and
    sees the Chancellor's site as a place to go; once it holds the Scepter it does not."""
    view = citizen_view("Devotion")
    chancellor_site = view["players"][0]["site"]
    assert GRAND_SCEPTER.id in view["players"][0]["relics"]
    assert acting.heir_against(view, 0) and not acting.heir_against(view, 2)
    # the pawn's 2 dice, the Scepter's 5 and the title's 1 (Law 5.5.2, 2.11(f)), its 3 warbands and 2 more on its
    # site: 11 warbands win at even odds or better, 15 at the 3 in 4 the Citizen musters for; fewer with fewer
    # warbands beside the Chancellor
    assert view["players"][0]["warbands"] == 3 and view["title"]["holder"] == 0
    assert acting.heir_force(view, 0.5) == 11 and acting.wanted_warbands(view) == 15
    view["players"][0]["warbands"] = 0
    assert acting.heir_force(view, 0.5) == 9 and acting.wanted_warbands(view) == 13
    view["players"][1].update(warbands=8, site=chancellor_site)
    view["players"][0]["warbands"] = 0
    # 8 warbands against 8 dice win 56% of the time: not enough in round 1, enough in round 5; 10 win 70%
    assert acting.opportunity(view, chancellor_site) == 0 < acting.opportunity(dict(view, round=5), chancellor_site)
    view["players"][1]["warbands"] = 10
    assert acting.opportunity(view, chancellor_site) > 0
    # the Darkest Secret is the Empire's title under Devotion: a Citizen wins nothing by taking it from the Chancellor
    banner = {"target": "banner", "banner": "Darkest Secret"}
    scepter = {"target": "relic", "relic": GRAND_SCEPTER.id}
    assert fighting.target_value(view, 0, banner) < 0.5 < fighting.target_value(view, 0, scepter)
    view["players"][0]["relics"].remove(GRAND_SCEPTER.id)
    view["players"][1]["relics"].append(GRAND_SCEPTER.id)
    assert not acting.heir_against(view, 0)


def test_an_exile_never_counts_the_chancellor_as_an_heir_would():
    view = exile_view("Devotion")
    assert not acting.heir_against(view, 0)


# --- the Citizen's roads to the Successor's goal (Law 3.3.1) ------------------------------------------------------

FIRE_TALKERS, TAMING_CHARM, BOOK_BURNING = 30, 36, 21          # Arcane, Arcane, Discord
MARSHES = 9                                                     # its relics cost "burn 1 secret" (Law 2.8.4)


def citizen_at(oath: str, cards: list, advisers: list = (), **mine) -> dict:
    """The Citizen (seat 1) at slot 5, a faceup site away from the Chancellor's, with faceup `cards` there."""
    view = citizen_view(oath)
    view["players"][1].update(site=5, advisers=[{"id": card, "faceup": True, "favor": 0, "secrets": 0}
                                                for card in advisers], **mine)
    view["sites"][5]["cards"] = [{"id": card, "faceup": True, "favor": 0, "secrets": 0} for card in cards]
    view["turn"] = 1
    return view


def play_question(view, card: int) -> tuple:
    view["players"][1]["drawn"] = [{"id": card}]
    choices = [{"play": "site", "site": 5}, {"play": "adviser", "faceup": True}, {"play": "adviser", "faceup": False},
               {"play": "discard"}]
    return {"kind": "play", "choices": choices}, choices


def test_the_grand_scepter_defends_with_its_five_dice():
    """The Grand Scepter's card: 5 defense dice; with the pawn's 2 and the title's 1 (Law 5.5.2, 2.11(f))."""
    view = citizen_view("Devotion")
    targets = [{"target": "pawn"}, {"target": "relic", "relic": GRAND_SCEPTER.id}]
    assert fighting.defense(view, 0, targets)[0] == 2 + 5 + 1


def test_under_the_people_a_citizen_makes_the_pair_a_secret_is_bought_at():
    """Law 3.3.1 (the People): the Successor holds the Darkest Secret, unheld with 1 secret on it, so it costs 2
    secrets (5.4.2); a Trade of 2 favor buys 1 secret per faceup adviser of the card's suit (5.3.2). With an Arcane
    card at its site and none among its advisers, an Arcane card drawn goes to the advisers, faceup; with an Arcane
    adviser and no Arcane card there, to the site."""
    view = citizen_at("People", [TAMING_CHARM], secrets=1, favor=0)
    assert view["banners"]["Darkest Secret"] == {"tokens": 1, "holder": None, "mob": False}
    assert secrets.seeks_darkest_secret(view) and secrets.completes_source(view, FIRE_TALKERS) == "adviser"
    decision, choices = play_question(view, FIRE_TALKERS)
    assert bots.oath_bot(view, decision) == {"play": "adviser", "faceup": True}
    # the adviser row full (a facedown card among them): the card still goes there, the worst adviser out
    view["players"][1]["advisers"] = [{"id": 7, "faceup": False}, {"id": 0, "faceup": True}, {"id": 1, "faceup": True}]
    assert bots.oath_bot(view, decision) == {"play": "adviser", "faceup": True}
    view = citizen_at("People", [BOOK_BURNING], [FIRE_TALKERS], secrets=1)
    assert secrets.completes_source(view, TAMING_CHARM) == "site"
    decision, choices = play_question(view, TAMING_CHARM)
    assert bots.oath_bot(view, decision) == {"play": "site", "site": 5}
    # a Discord card completes nothing here: a pair is made already with an Arcane card, or none is wanted
    view = citizen_at("People", [TAMING_CHARM], [FIRE_TALKERS], secrets=1)
    assert secrets.completes_source(view, BOOK_BURNING) is None


def test_a_citizen_keeps_the_favor_that_buys_the_secret_even_with_its_secret_on_a_card():
    """Law 5.3.2, 4.3.2: with the pair made, 2 favor are kept (no Muster) until the Trade; a secret the Citizen put
    on a card this turn comes back at its Rest, so the plan stands for the next turn."""
    view = citizen_at("People", [TAMING_CHARM], [FIRE_TALKERS], secrets=1, favor=2)
    assert secrets.favor_kept(view) == 2
    assert acting.muster(view, {"action": "muster", "card": TAMING_CHARM}) < 0
    view["players"][1]["secrets"] = 0
    view["sites"][5]["cards"][0]["secrets"] = 1                  # traded for favor this turn
    assert secrets.secrets_owned(view) == 1 and secrets.favor_kept(view) == 2
    view["players"][1].update(secrets=1, favor=3)
    view["sites"][5]["cards"][0]["secrets"] = 0
    assert acting.muster(view, {"action": "muster", "card": TAMING_CHARM}) > 0
    # holding the banner, nothing is kept for it
    view["banners"]["Darkest Secret"]["holder"] = 1
    view["players"][1]["banners"] = ["Darkest Secret"]
    assert secrets.favor_kept(view) == 0


def test_a_facedown_adviser_is_turned_faceup_when_its_suit_buys_the_secret():
    """Law 6.1: a facedown adviser turned faceup is played again (5.1.4); a facedown Arcane adviser beside an Arcane
    card makes the pair, a facedown Discord one does not and stays down."""
    view = citizen_at("People", [TAMING_CHARM], secrets=1)
    view["players"][1]["advisers"] = [{"id": FIRE_TALKERS, "faceup": False}]
    assert acting.score(view, {"action": "reveal_adviser", "card": FIRE_TALKERS}) > 0
    view["players"][1]["advisers"] = [{"id": BOOK_BURNING, "faceup": False}]
    assert acting.score(view, {"action": "reveal_adviser", "card": BOOK_BURNING}) < 0


def test_a_citizen_spends_its_warbands_only_on_what_the_successors_goal_names():
    """Law 3.3.1, 6.6.3 (Devotion): the Empire's sites taken by a Citizen stay the Empire's, so a Campaign against the
    Chancellor is worth something only with the Grand Scepter among its targets (worth most then); while another
    holds the Scepter, the bandits are not worth the warbands either. Once the Citizen holds it, they are."""
    view = citizen_view("Devotion")
    site = {"target": "site", "slot": view["players"][0]["site"]}
    scepter = {"target": "relic", "relic": GRAND_SCEPTER.id}
    assert fighting.target_value(view, 0, site) == 0 and fighting.target_value(view, 0, scepter) > 5
    assert acting.wasted(view, 0, [site]) and not acting.wasted(view, 0, [site, scepter])
    assert acting.wasted(view, fighting.BANDITS, [{"target": "site", "slot": 1}])
    view["players"][0]["relics"].remove(GRAND_SCEPTER.id)
    view["players"][1]["relics"].append(GRAND_SCEPTER.id)
    assert not acting.wasted(view, fighting.BANDITS, [{"target": "site", "slot": 1}])
    # under Supremacy relics and banners count, wherever they come from: left to the Campaign's worth, in which the
    # Chancellor's sites count for nothing and its relics for much
    view = citizen_view("Supremacy")
    site = {"target": "site", "slot": view["players"][0]["site"]}
    assert not acting.wasted(view, 0, [site])
    assert fighting.target_value(view, 0, site) == 0 and fighting.target_value(view, 0, scepter) > 2


def test_a_citizen_plays_for_the_title_only_while_an_exile_holds_it():
    """Law 3.3.1: the Successor wins only when the Empire would; the title is the Empire's at the start (Law 1), so
    a Citizen plays for its Successor's goal alone, and for the title too once an Exile holds it (3.1)."""
    for oath, goal, title in (("Supremacy", "relics", "sites"), ("Devotion", "scepter", "Darkest Secret"),
                              ("People", "Darkest Secret", "People's Favor"), ("Protection", "People's Favor", "relics")):
        view = citizen_view(oath)
        assert seeing.aims(view, 1) == [goal], oath
        view["title"]["holder"] = 2
        assert seeing.aims(view, 1) == [goal, title], oath


def test_the_successors_campaign_always_declares_the_goal_and_waits_for_odds_while_time_is_left():
    """Law 3.3.1, 5.5.2: a Citizen's Campaign against the Chancellor holding the Grand Scepter declares it, even
    where the pawn alone would be the surer win; it is made at 65% early on, at 50% in round 5, 35% in round 6 and
    20% in rounds 7 and 8, when the game may end (Law 3.3, 3.4) and a failed Campaign costs half the force (5.5.6)."""
    view = citizen_view("Devotion")
    view["players"][1].update(site=view["players"][0]["site"], warbands=4)
    scepter = {"target": "relic", "relic": GRAND_SCEPTER.id}
    pawn_alone = fighting.weigh(view, 0, [{"target": "pawn"}])
    with_scepter = fighting.weigh(view, 0, [{"target": "pawn"}, scepter])
    assert pawn_alone[1] > with_scepter[1]
    assert scepter in fighting.plan(view, 0)[2]
    assert [acting.least_chance(dict(view, round=round_), 0) for round_ in range(1, 9)] == \
        [0.65, 0.65, 0.65, 0.65, 0.5, 0.35, 0.2, 0.2]


def test_a_citizen_keeps_the_price_of_the_peoples_favor_while_it_is_the_goal():
    """Law 3.3.1 (Protection): the Successor holds the People's Favor; with 2 favor on it, taking it costs 3 (5.4.2),
    so neither a Muster nor a relic bought with favor spends below that; with 4 favor one may."""
    view = citizen_at("Protection", [TAMING_CHARM], favor=3)
    view["banners"]["People's Favor"].update(holder=0, tokens=2)
    view["players"][0]["banners"] = ["People's Favor"]
    assert acting.favor_reserve(view) == 3
    assert acting.muster(view, {"action": "muster", "card": TAMING_CHARM}) < 0
    view["players"][1]["favor"] = 4
    assert acting.muster(view, {"action": "muster", "card": TAMING_CHARM}) > 0


def test_under_the_people_the_price_of_the_title_a_rival_exile_holds_is_kept():
    """Law 2.11, 3.1 (the People): an Exile holding the People's Favor holds the title and wins at its next Wake but
    one; a Citizen keeps the favor that takes it back (Law 5.4.2) rather than Mustering."""
    view = citizen_at("People", [TAMING_CHARM], favor=3)
    view["banners"]["People's Favor"].update(holder=2, tokens=2)
    view["players"][2]["banners"] = ["People's Favor"]
    assert acting.favor_reserve(view) == 3
    assert acting.muster(view, {"action": "muster", "card": TAMING_CHARM}) < 0
    view["banners"]["People's Favor"]["holder"] = 0               # the Chancellor's: the title stays the Empire's
    view["players"][2]["banners"], view["players"][0]["banners"] = [], ["People's Favor"]
    assert acting.favor_reserve(view) == 0


def test_the_last_secret_is_not_burnt_for_a_relic_unless_relics_are_the_first_aim():
    """Law 2.8.4, 4.3.2: the Marshes sell a relic for a burnt secret; a secret kept comes back at each Rest and buys
    favor in Trade, a burnt one never, so the last one is kept, except under Supremacy, where the Successor counts
    relics and banners (3.3.1)."""
    for oath, bought in (("Devotion", False), ("Supremacy", True)):
        view = citizen_at(oath, [TAMING_CHARM], secrets=1, favor=0)
        view["sites"][5].update(site=MARSHES, relics=[{"faceup": False}])
        assert (acting.score(view, {"action": "recover", "relic_at": 0}) > 0) == bought, oath
        view["players"][1]["secrets"] = 2
        assert acting.score(view, {"action": "recover", "relic_at": 0}) > 0


def test_a_seat_with_nothing_to_spend_sees_a_site_with_room_as_worth_going_to():
    """Law 5.1.4.I: a card played to a site brings a favor; with no favor and no secret a seat whose site and adviser
    row are full has nothing else to do, so an open site is worth the Travel."""
    view = citizen_at("Protection", [TAMING_CHARM], [FIRE_TALKERS, 0, 1], secrets=0, favor=0)
    view["sites"][5]["site"] = 0                                  # the Mine: room for 1 card, taken
    assert acting.nowhere_to_play(view) and acting.opportunity(view, 5) == 0
    open_slot = 0                                                 # the Plains: room for 3, 1 card there
    there = acting.moved(view, open_slot, 2)
    assert acting.broke(there) and acting.opportunity(there, open_slot) >= 1


# --- the same moves, however the bot works them out ---------------------------------------------------------------

def every_move_digest(number: int) -> str:
    """A digest of the games' moves, each its own, joined: seeded all-`oath` games under each Oath, at 3 to 6 seats,
    of ruleset versions 2 and 4."""
    digests = []
    for game in range(number):
        oath = ("Supremacy", "People", "Devotion", "Protection")[game % 4]
        seats, version = (4, 3, 5, 4, 6)[game % 5], (4, 2)[game % 2]
        state = OATH.setup({"players": [f"p{seat}" for seat in range(seats)], "chronicle": sworn(oath)},
                           f"oath-bot-moves:{game}", version)
        digest = hashlib.sha256()
        play(OATH, state, [bots.oath_bot] * seats, 20_000,
             on_move=lambda decision, move: digest.update(json.dumps(move, sort_keys=True).encode()))
        digests.append(digest.hexdigest()[:12])
    return " ".join(digests)


def test_the_bot_plays_the_same_moves_as_before_its_planning_was_made_faster():
    """Issue 36: a faster bot chooses the same moves. Recorded at commit 6678a7f, before the work on the bot's speed,
    by `python -c "from tests.oath.test_goal_bot import every_move_digest as d; print(d(16))"`."""
    assert every_move_digest(16) == RECORDED_MOVES


RECORDED_MOVES = ("8db0ef3232c2 4d006c5ea2fd fc426b26c00e f9fcf67fecd9 9338f23468ab fa2531206501 a96bf9ef8262 74b4430af7d3 "
                  "39218a857cf7 6dc2101c0b8d aed22b343bc7 55bd7a7d65f4 1d5b72b58163 c45e8e742422 da9aadfc5feb 3c745e98fe0c")
