"""Edifices at sites (Law 1.12, 2.9, 7.2.2; cards.md 6) and the powers of their faces (abilities/edifices.py).

Red (seat 1) takes its turn at slot 0; every pawn starts there (harness.make_board)."""

from engine.oath.abilities.edifices import ANCIENT_FORGE, BANDIT_RAMPART, BROKEN_FORGE, FALLEN_SPIRE, FESTIVAL_DISTRICT
from engine.oath.abilities.relics import MAP, ORACULAR_PIG
from engine.oath.actions import ACTIONS
from engine.oath.actions.powers import offers, use_action_power
from engine.oath.cards import card_named
from engine.oath.chronicle import encode, new_chronicle
from engine.oath.dice import BLANK, SWORD
from engine.oath.phases import return_favor
from engine.oath.play import discardable
from engine.oath.rules import flip_edifice, suit_of
from engine.oath.setup import setup
from engine.oath.views import view
from tests.oath.harness import BLUE, RED, Script, card, forced, make_board
from tests.oath.test_battle_plans import COAST, FAR, HERE, fight, scene

SPRAWLING_RAMPART = card_named("Sprawling Rampart").id
WOLVES, CONSPIRACY = card_named("Wolves").id, card_named("Conspiracy").id
DONE = {"plan": "done"}


def red_turn():
    board = make_board()
    board.turn = RED
    return board, board.players[RED]


def use(board, card_id, *answers):
    move = {"action": "power", "card": card_id}
    assert move in offers(board, RED)
    return Script(use_action_power(board, RED, move), *answers)


def musters(board, player) -> list:
    return [move["card"] for move in ACTIONS["muster"].offers(board, player)]


# --- an edifice is a card at its site (Law 2.9, 7.2.2) --------------------------------------------------------------

def test_a_chronicles_edifices_are_set_at_their_sites_either_face_and_shown_to_everyone():
    """Law 1.1: the sites come with their edifices; Law 1.12: a faceup site with an intact edifice and no denizen
    takes a Chancellor's warband, one with only a ruin does not; Law 9.4: cards at sites are public."""
    chronicle = new_chronicle()
    chronicle.map[2].cards = [None, ANCIENT_FORGE, None]           # the Mountain, its Taming Charm removed
    chronicle.map[5].cards = [None, BANDIT_RAMPART, None]           # the Rocky Coast, its Elders removed
    board = setup({"players": ["Ann", "Ben", "Cy"], "chronicle": encode(chronicle)}, "edifices")
    assert [card.id for card in board.sites[2].cards] == [ANCIENT_FORGE]
    assert [card.id for card in board.sites[5].cards] == [BANDIT_RAMPART]
    assert (board.sites[2].warbands, board.sites[5].warbands) == ({"Purple": 1}, {})
    edifices_in_the_archive = [card for card in board.archive if card >= SPRAWLING_RAMPART]
    assert edifices_in_the_archive == [card_named(name).id for name in ("Hall of Debate", "Forest Temple",
                                                                         "Festival District", "Great Spire")]
    for viewer in (None, 0, 1, 2):
        assert [card["id"] for card in view(board, viewer)["sites"][2]["cards"]] == [ANCIENT_FORGE]


def test_an_intact_edifice_has_its_suit_a_ruin_has_none_law_2_9():
    assert suit_of(card(ANCIENT_FORGE)) == "Nomad" and suit_of(card(BROKEN_FORGE)) is None
    assert suit_of(card(SPRAWLING_RAMPART)) == "Order" and suit_of(card(BANDIT_RAMPART)) is None


def test_muster_is_offered_on_an_intact_edifice_never_on_a_ruin_law_2_9_5_2_1():
    board, red = red_turn()
    red.favor = 1
    board.sites[0].cards = [card(ANCIENT_FORGE), card(BANDIT_RAMPART)]
    assert musters(board, RED) == [ANCIENT_FORGE]


def test_an_edifice_is_never_discarded_from_its_site_either_face_law_7_2_2():
    """cards.md 6: locked on both faces, so nothing that discards a site's cards may take it."""
    board, _ = red_turn()
    wolves = card(WOLVES)
    board.sites[0].cards = [card(ANCIENT_FORGE), card(BANDIT_RAMPART), wolves]
    assert discardable(board, board.sites[0].cards) == [wolves]


def test_flipping_an_edifice_turns_the_same_card_to_its_other_face_with_its_tokens():
    forge = card(ANCIENT_FORGE, favor=1, secrets=2)
    flip_edifice(forge)
    assert forge == card(BROKEN_FORGE, favor=1, secrets=2)
    flip_edifice(forge)
    assert forge == card(ANCIENT_FORGE, favor=1, secrets=2)


# --- Bandit Rampart (ruin of the Sprawling Rampart): BP, defender --------------------------------------------------

def test_bandit_rampart_removes_2_attack_dice_when_its_site_is_targeted():
    """Bandit Rampart: "Remove 2 attack dice if this site is targeted." Blue rules the site, so uses it."""
    board = scene()
    board.sites[HERE].cards.append(card(BANDIT_RAMPART))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 3, **{"battle plan": [{"plan": BANDIT_RAMPART}]})
    assert run.offered(BLUE) == [[{"plan": BANDIT_RAMPART}, DONE]]
    assert run.result.attack_dice == 1


def test_bandit_rampart_is_not_offered_when_its_site_is_not_a_target():
    board = scene()
    board.sites[COAST].warbands = {"Blue": 1}
    board.sites[COAST].cards.append(card(BANDIT_RAMPART))
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(BLUE) == []


def test_the_bandits_use_the_bandit_rampart_at_a_site_they_rule_law_5_5_3():
    """It costs nothing, so the bandits defending their site use it; dice never go below none."""
    board = scene(red=2, blue_here=0)
    board.sites[HERE].cards.append(card(BANDIT_RAMPART))
    forced(board, defense=[BLANK], attack=[])
    run = fight(board, 1, defender="bandits")
    assert [plan.card for plan in run.result.plans] == [BANDIT_RAMPART]
    assert run.result.attack_dice == 0


def test_the_bandit_rampart_is_not_the_attackers_plan():
    """BP:D: Red, ruling the ruin's site elsewhere, cannot use it to attack (Law 7.5)."""
    board = scene()
    board.sites[FAR].warbands = {"Red": 1}
    board.sites[FAR].cards.append(card(BANDIT_RAMPART))
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []


# --- Ancient Forge (Nomad): ACT, 2 favor placed and 1 secret burnt --------------------------------------------------

def test_ancient_forge_draws_a_relic_to_keep_paying_2_favor_onto_it_and_burning_a_secret():
    """Ancient Forge: "Draw a relic; keep it or put it on the bottom of the relic deck." Red stands at the site, so
    has access without ruling it (Law 7.1.1); the favor is placed on the card, the secret burnt (Law 7.1.2)."""
    board, red = red_turn()
    red.favor, red.secrets = 2, 1
    board.sites[0].cards = [card(ANCIENT_FORGE)]
    board.relic_deck = [MAP, ORACULAR_PIG]
    use(board, ANCIENT_FORGE, {"keep": True})
    assert (red.relics, board.relic_deck, red.favor, red.secrets) == ([ORACULAR_PIG], [MAP], 0, 0)
    assert board.sites[0].cards == [card(ANCIENT_FORGE, favor=2)]


def test_ancient_forge_puts_an_unwanted_relic_on_the_bottom_seen_by_the_drawer_alone():
    board, red = red_turn()
    red.favor, red.secrets = 2, 1
    board.sites[0].cards = [card(ANCIENT_FORGE)]
    board.relic_deck = [MAP, ORACULAR_PIG]
    script = use(board, ANCIENT_FORGE, {"keep": False})
    assert script.decisions[0].private
    assert (red.relics, board.relic_deck, red.peeked) == ([], [ORACULAR_PIG, MAP], [ORACULAR_PIG])


def test_ancient_forge_is_not_offered_with_no_relic_to_draw_or_nothing_to_pay_with():
    board, red = red_turn()
    red.favor, red.secrets = 2, 1
    board.sites[0].cards = [card(ANCIENT_FORGE)]
    assert {"action": "power", "card": ANCIENT_FORGE} not in offers(board, RED)      # the relic deck is empty
    board.relic_deck = [MAP]
    red.secrets = 0
    assert {"action": "power", "card": ANCIENT_FORGE} not in offers(board, RED)      # no secret to burn


def test_ancient_forge_at_another_site_is_used_only_by_its_ruler_law_7_1_1():
    """Ruled like any card at a site: Blue's warbands rule slot 3, so Blue may use the Forge from slot 0; Red, who
    neither rules it nor stands there, may not."""
    board, red = red_turn()
    for player in (red, board.players[BLUE]):
        player.favor, player.secrets = 2, 1
    board.sites[3].cards = [card(ANCIENT_FORGE)]
    board.sites[3].warbands = {"Blue": 1}
    board.relic_deck = [MAP]
    assert {"action": "power", "card": ANCIENT_FORGE} not in offers(board, RED)
    assert {"action": "power", "card": ANCIENT_FORGE} in offers(board, BLUE)


# --- Broken Forge (ruin of the Ancient Forge): ACT, 2 favor and 2 secrets placed --------------------------------------

def test_broken_forge_repairs_itself_into_the_ancient_forge_keeping_the_tokens_paid():
    """Broken Forge: "Flip this card to its intact side (repair it)." The tokens paid stay on the card, so the
    Ancient Forge cannot be used this turn (Law 7.1.2: a card holding tokens takes no more)."""
    board, red = red_turn()
    red.favor, red.secrets = 4, 3
    board.sites[0].cards = [card(BROKEN_FORGE)]
    board.relic_deck = [MAP]
    use(board, BROKEN_FORGE)
    assert board.sites[0].cards == [card(ANCIENT_FORGE, favor=2, secrets=2)]
    assert (red.favor, red.secrets) == (2, 1)
    assert offers(board, RED) == []


def test_a_repaired_forge_is_a_nomad_card_its_favor_returns_to_the_nomad_bank_at_rest_law_4_3_1():
    board, red = red_turn()
    red.favor, red.secrets = 2, 2
    board.sites[0].cards = [card(BROKEN_FORGE)]
    use(board, BROKEN_FORGE)
    assert suit_of(board.sites[0].cards[0]) == "Nomad"
    return_favor(board)
    assert board.favor_banks["Nomad"] == 5 and board.sites[0].cards == [card(ANCIENT_FORGE, secrets=2)]


def test_broken_forge_is_not_offered_without_2_favor_and_2_secrets():
    board, red = red_turn()
    red.favor, red.secrets = 2, 1
    board.sites[0].cards = [card(BROKEN_FORGE)]
    assert offers(board, RED) == []


# --- Fallen Spire (ruin of the Great Spire): ACT, 1 secret placed and 1 burnt -----------------------------------------

class Picks:
    """board.rng for a test: each below(n) answers the next scripted (n, pick)."""

    def __init__(self, *picks):
        self.picks = list(picks)

    def below(self, n: int) -> int:
        bound, pick = self.picks.pop(0)
        assert bound == n, f"drew from {n} cards, the test expected {bound}"
        return pick


def spire_turn(pile, dispossessed):
    board, red = red_turn()
    red.secrets = 2
    board.sites[0].cards = [card(FALLEN_SPIRE)]
    board.discards["Cradle"] = list(pile)                    # Red's pawn is at slot 0, in the Cradle
    board.dispossessed = list(dispossessed)
    return board, red


def test_fallen_spire_swaps_the_top_denizens_skipping_visions_with_random_dispossessed_cards():
    """Fallen Spire: "Swap up to five denizens from the top of your region's discard pile (skipping Visions) with
    random Dispossessed cards." Each drawn card takes a swapped denizen's place; the denizens go into the
    Dispossessed after the cards there, and no one is told a face (Law 8.5, 9.4)."""
    board, red = spire_turn([WOLVES, 1, CONSPIRACY, 2, 3], [60, 61, 62])       # top last
    board.rng = Picks((3, 0), (2, 1))                                         # #61, then #63 of [#62, #63]
    script = use(board, FALLEN_SPIRE, {"count": 2})
    assert script.decisions[0].choices == [{"count": 1}, {"count": 2}, {"count": 3}]
    assert board.discards["Cradle"] == [WOLVES, 1, CONSPIRACY, 62, 60]
    assert board.dispossessed == [61, 3, 2]
    assert (red.secrets, board.sites[0].cards) == (0, [card(FALLEN_SPIRE, secrets=1)])
    assert all(player is None for _, player, _ in board.log), "nothing is told to one player alone"


def test_fallen_spire_passes_over_a_vision_to_the_next_denizen():
    board, _ = spire_turn([WOLVES, 1, CONSPIRACY, 2, 3], [60, 61, 62])
    board.rng = Picks((3, 0), (2, 1), (1, 0))
    use(board, FALLEN_SPIRE, {"count": 3})
    assert board.discards["Cradle"] == [WOLVES, 61, CONSPIRACY, 62, 60]
    assert board.dispossessed == [3, 2, 1]


def test_fallen_spire_swaps_no_more_than_the_pile_and_the_dispossessed_hold():
    """"Up to five": bounded by the denizens whose backs show in the pile and the cards in the Dispossessed; with
    one to swap, the number is not asked."""
    board, _ = spire_turn([CONSPIRACY, 3], [60, 61])
    board.rng = Picks((2, 1))
    script = use(board, FALLEN_SPIRE)
    assert script.decisions == [] and board.discards["Cradle"] == [CONSPIRACY, 61] and board.dispossessed == [60, 3]
    board, _ = spire_turn(range(7), range(60, 67))
    assert use(board, FALLEN_SPIRE).pending.choices == [{"count": count} for count in range(1, 6)]


def test_fallen_spire_is_not_offered_with_nothing_to_swap():
    board, _ = spire_turn([CONSPIRACY], [60])
    assert offers(board, RED) == []
    board, _ = spire_turn([3], [])
    assert offers(board, RED) == []


# --- Festival District (Discord): a binding exchange of favor, secrets and advisers (Law 7.6.3) -----------------

LONGBOWS, WRESTLERS = card_named("Longbows").id, card_named("Wrestlers").id


def test_festival_district_swaps_a_faceup_adviser_for_a_facedown_one_and_favor():
    board = make_board()
    board.turn = RED
    red, blue = board.players[RED], board.players[BLUE]
    board.sites[0].cards = [card(FESTIVAL_DISTRICT)]
    red.advisers = [card(WOLVES), card(LONGBOWS)]
    blue.advisers = [card(WRESTLERS, faceup=False)]
    red.favor = 2
    move = {"action": "power", "card": FESTIVAL_DISTRICT}
    assert move in offers(board, RED)
    script = Script(use_action_power(board, RED, move), {"with": BLUE},
                    {"term": "give adviser", "position": 1}, {"term": "ask adviser", "position": 0},
                    {"term": "give favor"}, {"send": True}, {"accept": True})
    assert script.finished
    prompt = script.decisions[-1].prompt
    assert "Wrestlers" not in prompt and "facedown" in prompt and "Longbows" in prompt
    assert red.advisers == [card(WOLVES), card(WRESTLERS, faceup=False)]
    assert blue.advisers == [card(LONGBOWS)] and (red.favor, blue.favor) == (1, 1)
    assert not any(c.get("term", "").endswith("relic") for d in script.decisions for c in d.choices)


def test_festival_district_keeps_advisers_within_the_limit():
    board = make_board()
    board.turn = RED
    red, blue = board.players[RED], board.players[BLUE]
    board.sites[0].cards = [card(FESTIVAL_DISTRICT)]
    red.advisers = [card(WOLVES), card(LONGBOWS), card(3)]
    blue.advisers = [card(WRESTLERS, faceup=False)]
    script = Script(use_action_power(board, RED, {"action": "power", "card": FESTIVAL_DISTRICT}), {"with": BLUE})
    terms = [c for c in script.pending.choices if "term" in c]
    assert {"term": "ask adviser", "position": 0} not in terms and {"term": "give adviser", "position": 0} in terms
