"""Triggers on other players' acts, answered out of turn (Law 7.1.4, 9.1; engine/oath/reactions.py) and the cards
that wait for them (engine/oath/abilities/, by suit): each a decision of the seat holding the card, whose turn it
need not be, asked at the moment the card names."""

from engine.oath import hooks
from engine.oath.abilities.arcane import bargains
from engine.oath.abilities.sites import tribunal
from engine.oath.actions import ACTIONS
from engine.oath.actions.campaign import campaign
from engine.oath.actions.minor import term_choices
from engine.oath.actions.recover import offers, recover
from engine.oath.cards import Cost, card_named
from engine.oath.dice import BLANK, HOLLOW, SHIELD, SWORD
from engine.oath.flow import act, act_choices
from engine.oath.play import play_card
from engine.oath.powers import Use, pay
from engine.oath.reactions import Reaction, react
from engine.oath.rules import burn_favor, seize_banner
from engine.oath.state import DARKEST_SECRET, PEOPLES_FAVOR
from engine.oath.victory import PROTECTION, end_of_round, update_title
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, YELLOW, Rolls, Script, card, forced, make_board

CHAOS_CULT, BOOK_BINDERS, SADDLE_MAKERS, HERALD = (card_named(name).id for name in (
    "Chaos Cult", "Book Binders", "Saddle Makers", "Herald"))
VOW_OF_SILENCE, VOW_OF_RENEWAL, RELIC_THIEF = (card_named(name).id for name in (
    "Vow of Silence", "Vow of Renewal", "Relic Thief"))
WRESTLERS, ELDERS, WOLVES = card_named("Wrestlers").id, card_named("Elders").id, card_named("Wolves").id
FAITH = card_named("Faith").id
IVORY_EYE, MAP = card_named("Ivory Eye").id, card_named("Map").id
HORNED_MASK = 223                               # a relic with 2 defense dice and no battle plan
YES, NO = {"react": True}, {"react": False}
PLAINS, MOUNTAIN = 0, 2                         # the Plains in the Cradle, the Mountain in the Provinces
DONE = {"target": "done"}


def adviser(board, seat, card_id):
    board.players[seat].advisers.append(card(card_id))


def play(board, player, card_id, *answers):
    board.players[player].drawn = [card_id]
    return Script(play_card(board, player, card_id), *answers)


# --- the mechanism (engine/oath/reactions.py) ------------------------------------------------------------------------

def test_a_trigger_answered_by_a_seat_whose_turn_it_is_not():
    """Book Binders, Law 7.1.4: on Red's turn Red reveals a Vision; the next decision is Blue's (the game waits for
    it, Red's play is not over), and Blue gains 2 favor from the bank Blue names."""
    board = make_board()
    board.turn = RED
    adviser(board, BLUE, BOOK_BINDERS)
    waiting = play(board, RED, FAITH, {"play": "vision"})
    assert not waiting.finished
    pending = waiting.pending
    assert (pending.player, pending.kind, pending.source) == (BLUE, "favor bank", "Book Binders")
    board = make_board()
    board.turn = RED
    adviser(board, BLUE, BOOK_BINDERS)
    run = play(board, RED, FAITH, {"play": "vision"}, {"bank": "Arcane"})
    assert run.finished and [asked.player for asked in run.decisions] == [RED, BLUE]
    assert board.players[RED].vision == FAITH
    assert (board.players[BLUE].favor, board.favor_banks["Arcane"], board.favor_banks["Hearth"]) == (2, 1, 3)


def test_reactions_due_at_one_moment_are_asked_in_turn_order_from_the_current_player(monkeypatch):
    """Law 9.1 read literally (no rule orders them): seat by seat in turn order starting with the player whose
    turn it is, whatever order the cards answered in; White's turn in a 5-player game: White, Yellow, the
    Chancellor, Red, Blue."""
    board = make_board(players=5)
    board.turn = WHITE
    asked = []

    def reacting(seat):
        def answer(board):
            return [Reaction(seat, f"card of {seat}", lambda: asked.append(seat))]
        return hooks.Contribution("react.test", f"card of {seat}", 0, answer)
    monkeypatch.setitem(hooks.CONTRIBUTIONS, "react.test", tuple(reacting(seat) for seat in (BLUE, CHANCELLOR,
                                                                                               YELLOW, RED)))
    Script(react(board, "react.test"))
    assert asked == [YELLOW, CHANCELLOR, RED, BLUE]


# --- 101 Chaos Cult ------------------------------------------------------------------------------------------------

def protection_board():
    board = make_board()
    board.oath, board.title_holder = PROTECTION, CHANCELLOR
    board.players[CHANCELLOR].relics = [MAP]
    return board


def test_chaos_cult_takes_1_favor_from_whoever_takes_the_title():
    """101 Chaos Cult, Law 2.11(d): Red takes the title under Protection; Blue's Chaos Cult takes 1 of Red's favor,
    nothing asked (no "may")."""
    board = protection_board()
    adviser(board, BLUE, CHAOS_CULT)
    board.players[RED].relics, board.players[RED].favor = [IVORY_EYE, HORNED_MASK], 2
    run = Script(update_title(board))
    assert run.finished and run.decisions == []
    assert (board.title_holder, board.players[RED].favor, board.players[BLUE].favor) == (RED, 1, 1)


def test_chaos_cult_takes_nothing_when_its_holder_takes_the_title_or_the_taker_has_no_favor():
    """101 Chaos Cult: "another player"; Law 9.3: a taker without favor gives none."""
    board = protection_board()
    adviser(board, RED, CHAOS_CULT)
    board.players[RED].relics, board.players[RED].favor = [IVORY_EYE, HORNED_MASK], 2
    Script(update_title(board))
    assert (board.title_holder, board.players[RED].favor) == (RED, 2)
    board = protection_board()
    adviser(board, BLUE, CHAOS_CULT)
    board.players[RED].relics = [IVORY_EYE, HORNED_MASK]
    Script(update_title(board))
    assert (board.title_holder, board.players[RED].favor, board.players[BLUE].favor) == (RED, 0, 0)


def test_chaos_cult_does_not_trigger_when_the_title_stays():
    """101 Chaos Cult: the holder keeping the title takes nothing (Law 2.11(b))."""
    board = protection_board()
    adviser(board, BLUE, CHAOS_CULT)
    board.players[RED].relics, board.players[RED].favor = [IVORY_EYE], 2
    Script(update_title(board))
    assert (board.title_holder, board.players[CHANCELLOR].favor, board.players[BLUE].favor) == (CHANCELLOR, 0, 0)


# --- 140 Book Binders ----------------------------------------------------------------------------------------------

def test_book_binders_ignores_its_holders_vision_and_a_vision_played_facedown():
    """140 Book Binders: "another player plays a Vision faceup"; facedown as an adviser it is no Vision played
    faceup (Law 5.1.4.II)."""
    board = make_board()
    adviser(board, BLUE, BOOK_BINDERS)
    run = play(board, BLUE, FAITH, {"play": "vision"})
    assert run.finished and board.players[BLUE].favor == 0
    run = play(board, RED, FAITH, {"play": "adviser", "faceup": False})
    assert run.finished and board.players[BLUE].favor == 0 and sum(board.favor_banks.values()) == 18


# --- 142 Saddle Makers ---------------------------------------------------------------------------------------------

def test_saddle_makers_gains_2_favor_from_the_bank_of_the_nomad_or_order_card_another_plays():
    """142 Saddle Makers, Law 5.1.4.I-II: Red plays an Order card to a site (gaining 1 Order favor) and a Nomad
    card as a faceup adviser; Blue gains 2 from the Order bank, then the 2 the Nomad bank holds."""
    board = make_board()
    adviser(board, BLUE, SADDLE_MAKERS)
    play(board, RED, WRESTLERS, {"play": "site", "site": PLAINS})
    assert (board.players[RED].favor, board.players[BLUE].favor, board.favor_banks["Order"]) == (1, 2, 0)
    play(board, RED, ELDERS, {"play": "adviser", "faceup": True})
    assert (board.players[BLUE].favor, board.favor_banks["Nomad"]) == (4, 1)


def test_saddle_makers_ignores_other_suits_facedown_cards_and_its_holders_plays():
    """142 Saddle Makers: a Beast card, a facedown card (no suit, Law 2.9) and its holder's own Order card give
    nothing."""
    board = make_board()
    adviser(board, BLUE, SADDLE_MAKERS)
    play(board, RED, WOLVES, {"play": "site", "site": PLAINS})
    play(board, RED, WRESTLERS, {"play": "adviser", "faceup": False})
    play(board, BLUE, ELDERS, {"play": "adviser", "faceup": True})
    assert board.players[BLUE].favor == 0
    assert (board.favor_banks["Order"], board.favor_banks["Nomad"], board.favor_banks["Beast"]) == (3, 3, 2)


# --- 143 Herald ----------------------------------------------------------------------------------------------------

def test_herald_gains_1_favor_from_any_bank_after_another_campaigns_against_a_player():
    """143 Herald, Law 5.5.8: after Red's Campaign against Blue (lost), White, holding the Herald, names a bank and
    gains 1 favor from it; the decision is White's."""
    board = make_board()
    board.turn = RED
    adviser(board, WHITE, HERALD)
    board.players[RED].warbands = 1
    forced(board, defense=[SHIELD] * 2, attack=[HOLLOW] * 2)   # the pawn's 2 dice; the Plains add an attack die
    run = Script(campaign(board, RED, {"action": "campaign", "defender": BLUE}),
                 {"attack dice": 1}, {"bank": "Beast"})
    assert run.finished and (run.decisions[-1].player, run.decisions[-1].source) == (WHITE, "Herald")
    assert (board.players[WHITE].favor, board.favor_banks["Beast"]) == (1, 2)


def test_herald_ignores_a_campaign_against_the_bandits_and_its_holders_own():
    """143 Herald: "against a player (not bandits)", "another player"."""
    board = make_board()
    adviser(board, WHITE, HERALD)
    board.sites[MOUNTAIN].faceup = True
    board.players[RED].site = board.players[WHITE].site = MOUNTAIN
    board.players[RED].warbands = board.players[WHITE].warbands = 1
    forced(board, defense=[SHIELD, SHIELD, SHIELD], attack=[HOLLOW])
    Script(campaign(board, RED, {"action": "campaign", "defender": "bandits"}), DONE, {"attack dice": 1})
    assert board.players[WHITE].favor == 0
    forced(board, defense=[SHIELD, SHIELD], attack=[HOLLOW])
    run = Script(campaign(board, WHITE, {"action": "campaign", "defender": RED}), {"attack dice": 1})
    assert run.finished and board.players[WHITE].favor == 0 and sum(board.favor_banks.values()) == 18


# --- 74 Vow of Silence ---------------------------------------------------------------------------------------------

def test_vow_of_silence_gains_the_secrets_another_places_on_the_darkest_secret():
    """74 Vow of Silence, Law 5.4.2-5.4.3: Red recovers the Darkest Secret (1 token) for 3 secrets; Blue gains 3
    secrets."""
    board = make_board()
    adviser(board, BLUE, VOW_OF_SILENCE)
    board.players[RED].secrets = 3
    run = Script(recover(board, RED, {"action": "recover", "banner": DARKEST_SECRET}), {"pay": 3})
    assert run.finished
    assert (board.banners[DARKEST_SECRET].holder, board.banners[DARKEST_SECRET].tokens) == (RED, 3)
    assert (board.players[RED].secrets, board.players[BLUE].secrets) == (1, 3)     # Law 5.4.4: Red takes 1 back


def test_vow_of_silence_forbids_its_holder_to_recover_the_darkest_secret():
    """74 Vow of Silence: "you cannot recover the Darkest Secret"; the People's Favor stays recoverable."""
    board = make_board()
    board.players[BLUE].secrets, board.players[BLUE].favor = 3, 3
    offered = [move.get("banner") for move in offers(board, BLUE)]
    assert DARKEST_SECRET in offered
    adviser(board, BLUE, VOW_OF_SILENCE)
    offered = [move.get("banner") for move in offers(board, BLUE)]
    assert DARKEST_SECRET not in offered and PEOPLES_FAVOR in offered


# --- 86 Vow of Renewal ---------------------------------------------------------------------------------------------

def test_vow_of_renewal_takes_every_favor_burnt_instead_of_the_shared_bank():
    """86 Vow of Renewal, Law 10 "Burn": favor Red burns from the board, as a cost (Law 7.1.2), and the 2 the
    People's Favor loses when seized (Law 2.5.3) all go to Blue; the shared bank is unchanged."""
    board = make_board()
    adviser(board, BLUE, VOW_OF_RENEWAL)
    board.players[RED].favor = 5
    burn_favor(board, RED, 2)
    pay(board, RED, card(WRESTLERS), Cost(burn_favor=1), "Order")
    board.banners[PEOPLES_FAVOR].tokens = 4
    seize_banner(board, RED, PEOPLES_FAVOR)
    assert (board.players[RED].favor, board.players[BLUE].favor, board.favor_pool) == (2, 5, 18)
    assert board.banners[PEOPLES_FAVOR].tokens == 2


def test_vow_of_renewal_forbids_its_holder_to_recover_the_peoples_favor():
    """86 Vow of Renewal: "you cannot recover the People's Favor"; the Darkest Secret stays recoverable."""
    board = make_board()
    board.players[BLUE].secrets, board.players[BLUE].favor = 3, 3
    adviser(board, BLUE, VOW_OF_RENEWAL)
    offered = [move.get("banner") for move in offers(board, BLUE)]
    assert PEOPLES_FAVOR not in offered and DARKEST_SECRET in offered


def test_without_vow_of_renewal_burnt_favor_goes_to_the_shared_bank():
    """Law 10 "Burn"."""
    board = make_board()
    board.players[RED].favor = 2
    burn_favor(board, RED, 2)
    assert (board.players[RED].favor, board.favor_pool) == (0, 20)


# --- 95 Relic Thief ------------------------------------------------------------------------------------------------

def thief_board():
    """Red recovers the Ivory Eye at the Mine (3 favor to the Discord bank) on Red's turn; Blue holds the Relic
    Thief, its pawn on the Lush Coast (the Cradle, as the Mine in slot 0)."""
    board = make_board(sites=["Mine", "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast", "Wastes",
                              "Steppe"])
    board.turn = RED
    board.sites[PLAINS].relics = [IVORY_EYE]
    board.players[RED].favor = 3
    adviser(board, BLUE, RELIC_THIEF)
    blue = board.players[BLUE]
    blue.site, blue.favor, blue.secrets = 1, 1, 1
    return board, blue


def test_relic_thief_pays_rolls_no_shield_and_takes_the_relic_out_of_turn():
    """95 Relic Thief, Law 7.1.2: Blue, whose turn it is not, says yes, pays (the favor to the Discord bank, the
    secret facedown on Blue's board), rolls one defense die: a blank, no shield; Blue takes the Ivory Eye."""
    board, blue = thief_board()
    board.rng = Rolls([0])                                      # BLANK
    run = Script(recover(board, RED, {"action": "recover", "relic_at": 0}), YES)
    assert run.finished and (run.decisions[-1].player, run.decisions[-1].source) == (BLUE, "Relic Thief")
    assert (board.players[RED].relics, blue.relics) == ([], [IVORY_EYE])
    assert (blue.favor, blue.secrets, blue.hidden_secrets, board.favor_banks["Discord"]) == (0, 0, 1, 3 + 3 + 1)


def test_relic_thief_takes_nothing_when_a_shield_appears_but_still_pays():
    """95 Relic Thief: a shield appears; the cost stays paid (Law 7.1.2)."""
    board, blue = thief_board()
    board.rng = Rolls([2])                                      # SHIELD
    Script(recover(board, RED, {"action": "recover", "relic_at": 0}), YES)
    assert (board.players[RED].relics, blue.relics, blue.favor, blue.secrets) == ([IVORY_EYE], [], 0, 0)


def test_relic_thief_declined_or_out_of_region_or_unpaid_changes_nothing():
    """95 Relic Thief: a "may" declined; a pawn outside the holder's region; a holder without the secret to pay
    (not asked)."""
    board, blue = thief_board()
    run = Script(recover(board, RED, {"action": "recover", "relic_at": 0}), NO)
    assert run.finished and (board.players[RED].relics, blue.favor, blue.secrets) == ([IVORY_EYE], 1, 1)
    board, blue = thief_board()
    blue.site = MOUNTAIN
    run = Script(recover(board, RED, {"action": "recover", "relic_at": 0}))
    assert run.finished and board.players[RED].relics == [IVORY_EYE]
    board, blue = thief_board()
    blue.secrets = 0
    run = Script(recover(board, RED, {"action": "recover", "relic_at": 0}))
    assert run.finished and board.players[RED].relics == [IVORY_EYE]


def test_relic_thief_rolls_one_die_per_relic_a_campaign_takes():
    """95 Relic Thief, Law 5.5.7.II: Red wins the Horned Mask and the Map from Blue at the Plains; White, holding
    the Thief at the Lush Coast, rolls two defense dice (a blank and an x2, no shield) and takes both."""
    board = make_board()
    board.turn = RED
    board.players[BLUE].relics = [HORNED_MASK, MAP]
    board.players[RED].warbands = 6
    adviser(board, WHITE, RELIC_THIEF)
    white = board.players[WHITE]
    white.site, white.favor, white.secrets = 1, 1, 1
    forced(board, defense=[BLANK] * 7, attack=[SWORD] * 4)     # the pawn 2, the relics 2 + 3; the Plains' attack die
    board.rng.numbers += [0, 5]                                 # the Thief's dice: BLANK, DOUBLE
    run = Script(campaign(board, RED, {"action": "campaign", "defender": BLUE}),
                 {"target": "relic", "relic": HORNED_MASK}, {"target": "relic", "relic": MAP},
                 {"attack dice": 3}, YES, {"pawn": "stays"})
    assert run.finished and [asked.player for asked in run.decisions][-2:] == [WHITE, RED]    # then Law 5.5.7.III
    assert (board.players[RED].relics, white.relics) == ([], [HORNED_MASK, MAP])


# --- 68 Jinx -------------------------------------------------------------------------------------------------------

JINX = card_named("Jinx").id


def jinx_campaign(jinx_seat, defense, attack, *answers, secrets=1):
    """Red, with no warbands (no attack dice to choose, nothing to sacrifice), campaigns against Blue's pawn at the
    Plains on Red's turn: 2 defense dice, the Plains' 1 attack die. `jinx_seat` holds Jinx as a faceup adviser with
    `secrets`."""
    board = make_board()
    board.turn = RED
    adviser(board, jinx_seat, JINX)
    board.players[jinx_seat].secrets = secrets
    forced(board, defense=defense, attack=attack)
    run = Script(campaign(board, RED, {"action": "campaign", "defender": BLUE}), *answers)
    return board, run


def test_jinx_on_an_attack_roll_rerolls_the_attackers_dice_once():
    """68 Jinx, Law 5.5.5, 7.1.2: against defense 0, Red rolls a hollow sword (attack 0, a tie the defender wins),
    pays 1 secret (onto Jinx: Red's turn) and rerolls: a sword, attack 1; Red wins and may banish Blue."""
    board, run = jinx_campaign(RED, [BLANK, BLANK], [HOLLOW, SWORD], YES, {"pawn": "stays"})
    assert run.finished and (run.result.attack, run.result.victorious) == (1, True)
    assert (board.players[RED].secrets, board.players[RED].advisers[0].secrets) == (0, 1)


def test_jinx_on_a_defense_roll_is_the_defenders_out_of_turn():
    """68 Jinx, Law 5.5.4: Blue, defending on Red's turn, rolls two blanks, pays 1 secret (facedown on Blue's board,
    outside Blue's turn, Law 7.1.2) and rerolls both: a shield and a blank; Red's sword (1) does not beat 1."""
    board, run = jinx_campaign(BLUE, [BLANK] * 2 + [SHIELD, BLANK], [SWORD])
    asked = run.pending
    assert (asked.player, asked.source) == (BLUE, "Jinx")
    board, run = jinx_campaign(BLUE, [BLANK] * 2 + [SHIELD, BLANK], [SWORD], YES)
    assert run.finished and (run.result.defense, run.result.attack, run.result.victorious) == (1, 1, False)
    blue = board.players[BLUE]
    assert (blue.secrets, blue.hidden_secrets, blue.advisers[0].secrets) == (0, 1, 0)


def test_jinx_declined_or_unpaid_or_held_by_one_who_did_not_roll_leaves_the_dice():
    """68 Jinx: a "may" declined keeps the roll and the secret; without a secret it is not offered; a third
    player's Jinx never rerolls another's dice ("after you roll")."""
    board, run = jinx_campaign(RED, [BLANK, BLANK], [HOLLOW], NO)
    assert run.finished and (run.result.attack, run.result.victorious) == (0, False)
    assert board.players[RED].secrets == 1
    board, run = jinx_campaign(RED, [BLANK, BLANK], [HOLLOW], secrets=0)
    assert run.finished and (run.result.attack, run.result.victorious) == (0, False)
    board, run = jinx_campaign(WHITE, [BLANK, BLANK], [HOLLOW])
    assert run.finished and (run.result.attack, run.result.victorious) == (0, False)
    assert board.players[WHITE].secrets == 1


def test_jinx_on_the_fate_die_is_not_offered():
    """68 Jinx, Law 3.3: the Chancellor, holding the title at the end of round 5 and ruling Jinx with a secret, is
    not offered a reroll of the fate die (neither an attack nor a defense die, and rolled by no one the Law names):
    the 6 stands and the Empire wins."""
    board = make_board()
    board.round, board.title_holder = 5, CHANCELLOR
    adviser(board, CHANCELLOR, JINX)
    board.players[CHANCELLOR].secrets = 1
    board.rng = Rolls([5])
    run = Script(end_of_round(board))
    assert run.finished and run.decisions == []
    assert board.finished and board.outcome["winner"] == CHANCELLOR and board.players[CHANCELLOR].secrets == 1


# --- 98 Sneak Attack -----------------------------------------------------------------------------------------------

SNEAK_ATTACK = card_named("Sneak Attack").id


def sneak_board():
    """Red's Act phase, on Red's turn; Red and Blue on the Plains with no warbands on their boards (no attack dice
    to choose, nothing to sacrifice); Blue holds Sneak Attack."""
    board = make_board()
    board.turn, board.phase = RED, "act"
    adviser(board, BLUE, SNEAK_ATTACK)
    return board


def test_sneak_attack_interrupting_a_turn_and_the_game_resuming_exactly():
    """98 Sneak Attack, Law 4.2, 5.5, 7.6.2: Red campaigns against Blue and loses (shield, blank against a hollow
    sword); Blue, whose turn it is not, campaigns against Red at once, paying no Supply, and wins (two blanks against
    a sword), leaving Red's pawn where it is; then Red's Act phase goes on exactly: Red's turn, Red's question, the
    moves a fresh Act phase would offer, Red's Supply 5 (only Red's Campaign spent), Blue's still 7."""
    board = sneak_board()
    board.rng = Rolls([2, 0, 0] + [0, 0, 3])                  # SHIELD, BLANK; HOLLOW | BLANK, BLANK; SWORD
    run = Script(act(board, RED), {"action": "campaign", "defender": BLUE}, YES, {"pawn": "stays"})
    assert [(asked.player, asked.kind) for asked in run.decisions] == [
        (RED, "act"), (BLUE, "trigger"), (BLUE, "campaign banish"), (RED, "act")]
    assert (board.turn, board.phase, board.rng.numbers) == (RED, "act", [])
    assert run.pending.choices == act_choices(board, RED)
    assert (board.players[RED].supply, board.players[BLUE].supply) == (5, 7)
    assert (board.players[RED].spent, board.players[BLUE].spent) == (2, 0)
    assert (board.players[RED].site, board.players[BLUE].site) == (PLAINS, PLAINS)
    run = Script(act(board, RED), {"end": "act"})
    assert run.finished


def test_sneak_attack_declined_or_by_its_holder_or_against_one_it_cannot_campaign_against():
    """98 Sneak Attack: a "may" declined; its holder's own campaign; Red's campaign against the bandits
    elsewhere, Blue's pawn not with Red's and Red ruling nothing at Blue's site (Law 5.5.1): nothing is asked."""
    board = sneak_board()
    board.rng = Rolls([2, 0, 0])
    run = Script(campaign(board, RED, {"action": "campaign", "defender": BLUE}), NO)
    assert run.finished and board.players[BLUE].supply == 7 and board.rng.numbers == []
    board = sneak_board()
    board.rng = Rolls([2, 0, 0])
    run = Script(campaign(board, BLUE, {"action": "campaign", "defender": RED}))
    assert run.finished and [asked.kind for asked in run.decisions] == []
    board = sneak_board()
    board.players[RED].site = MOUNTAIN
    board.rng = Rolls([2])                                    # the Mountain's die; Red rolls no attack die
    run = Script(campaign(board, RED, {"action": "campaign", "defender": "bandits"}), DONE)
    assert run.finished and [asked.player for asked in run.decisions] == [RED] and board.rng.numbers == []


def test_herald_and_sneak_attack_at_one_campaigns_end_are_asked_in_turn_order():
    """Law 9.1 (the engine's reading: turn order from the current player), 143 Herald, 98 Sneak Attack: on Red's
    turn Red campaigns against Blue; White (Herald) and Blue (Sneak Attack) are both due: Blue, next after Red, is
    asked first and campaigns against Red; that Campaign's end makes the Herald due again. So White gains 1 favor
    for Blue's Campaign, then 1 for Red's."""
    board = sneak_board()
    adviser(board, WHITE, HERALD)
    board.rng = Rolls([2, 0, 0] + [2, 0, 0])                  # both Campaigns lost by their attackers
    run = Script(campaign(board, RED, {"action": "campaign", "defender": BLUE}), YES, {"bank": "Beast"},
                 {"bank": "Order"})
    assert run.finished
    assert [(asked.player, asked.source) for asked in run.decisions] == [
        (BLUE, "Sneak Attack"), (WHITE, "Herald"), (WHITE, "Herald")]
    assert (board.players[WHITE].favor, board.favor_banks["Beast"], board.favor_banks["Order"]) == (2, 2, 2)


def test_jinx_rerolls_a_powers_defense_dice_for_any_reason():
    """68 Jinx ("for any reason"), Gambling Hall (93): Red rolls four blanks, pays 1 secret onto Jinx and rerolls
    all four: a shield, two shields, an x2 and a blank, (1 + 2) x 2 = 6 shields; the Arcane bank gives its 3."""
    board = make_board()
    board.turn, board.phase = RED, "act"
    gambling_hall = card_named("Gambling Hall").id
    board.sites[PLAINS].cards = [card(gambling_hall)]
    adviser(board, RED, JINX)
    board.players[RED].favor, board.players[RED].secrets = 2, 1
    board.rng = Rolls([0] * 4 + [2, 4, 5, 0])             # BLANK x4 | SHIELD, TWO_SHIELDS, DOUBLE, BLANK
    run = Script(ACTIONS["power"].take(board, RED, {"action": "power", "card": gambling_hall}), YES,
                 {"bank": "Arcane"})
    assert run.finished and board.rng.numbers == []
    assert (board.players[RED].favor, board.favor_banks["Arcane"], board.players[RED].secrets) == (3, 0, 0)
    assert board.players[RED].advisers == [card(JINX, secrets=1)]


def test_vow_of_silence_forbids_its_holder_to_give_secrets_in_terms_deals_and_bargains():
    """74 Vow of Silence: "you cannot give secrets to anyone": Blue, holding it, is offered no Citizenship term
    giving secrets (Law 6.6.2), may put no secrets into a Tribunal deal, and Witch's Bargain offers no secret given;
    Red's terms may still ask nothing of Blue's secrets, and Red may still give its own."""
    board = make_board()
    board.players[BLUE].secrets = board.players[CHANCELLOR].secrets = 2
    terms = {"give_favor": 0, "take_favor": 0, "give_secrets": 0, "take_secrets": 0, "give_relics": [],
             "take_relics": [], "give_banners": [], "take_banners": []}
    assert {"term": "take_secrets"} in term_choices(board, CHANCELLOR, BLUE, terms)
    adviser(board, BLUE, VOW_OF_SILENCE)
    offered = term_choices(board, CHANCELLOR, BLUE, terms)
    assert {"term": "take_secrets"} not in offered and {"term": "give_secrets"} in offered
    board.players[BLUE].favor = 1
    run = Script(tribunal(board, BLUE, {"action": "tribunal", "with": RED}), {"give favor": 1})
    assert (run.pending.prompt, run.pending.choices) == ("The Tribunal: give secrets?", [{"give secrets": 0}])
    board.players[RED].favor = board.players[BLUE].favor = 2
    board.players[RED].secrets = 1
    assert bargains(Use(board, BLUE, None, None), RED) == [{"bargain": "give favor"}]
    assert bargains(Use(board, RED, None, None), BLUE) == [{"bargain": "give secret"}, {"bargain": "give favor"}]
