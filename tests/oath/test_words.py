"""A decision's choices in words (engine/oath/wording.py, issue 35): the Act phase's moves grouped by action, each
with its Supply cost and what on the board it points at, and every other decision's choices worded from its kind's
shapes; served with the decision, never hashed, never read by a bot."""

from engine.core.selfplay import seated
from engine.games import get_ruleset
from engine.oath.actions.campaign import Campaign, target_options
from engine.oath.actions.travel import travel_cost
from engine.oath.bots import easy_bot, oath_bot, random_bot
from engine.oath.cards import card_named
from engine.oath.flow import act_choices
from engine.oath.state import PURPLE
from engine.oath.wording import act_words, words
from tests.oath.harness import BLUE, CHANCELLOR, RED, card, make_board
from tests.soak.archive_chronicles import archive_chronicle

OATH = get_ruleset("oath")
GROUPS = ["Search", "Muster", "Trade", "Recover", "Campaign", "Travel", "Minor actions", "Card powers", "End"]
PLAINS, COAST, MOUNTAIN, RIVER = 0, 1, 2, 3
LONGBOWS = card_named("Longbows").id


def red_at_the_plains():
    """Red's turn at the Plains (the Cradle), Longbows there, 7 Supply; Blue's pawn and warband at the Mountain."""
    board = make_board(version=3)
    board.turn, board.phase = RED, "act"
    board.sites[PLAINS].cards = [card(LONGBOWS)]
    board.sites[MOUNTAIN].warbands = {"Blue": 1}
    board.players[BLUE].site = MOUNTAIN
    board.players[RED].warbands, board.players[RED].favor = 3, 2
    board.world = [LONGBOWS + 1]
    return board


def test_the_act_phase_words_each_move_by_its_action_with_its_supply_cost():
    """Law 4.2, 5.1-5.6: "Search the world deck — 2 Supply" (no Vision drawn yet, Law 2.1.6), "Travel to Mountain
    (Provinces) — 2 Supply" pointing at the Mountain, "Muster on Longbows — 1 Supply" at the card, "Campaign against
    Blue — 2 Supply" at Blue; the groups come in the Law's order, the end last."""
    board = red_at_the_plains()
    moves = act_choices(board, RED)
    worded = {str(move): act_words(board, RED, move) for move in moves}
    assert worded[str({"action": "search", "from": "world"})] == {
        "text": "Search the world deck", "group": "Search", "cost": "2 Supply"}
    assert worded[str({"action": "travel", "to": MOUNTAIN})] == {
        "text": "Travel to Mountain (Provinces)", "group": "Travel", "cost": "2 Supply", "at": {"site": MOUNTAIN}}
    assert worded[str({"action": "travel", "to": COAST})]["cost"] == f"{travel_cost(board, RED, COAST)} Supply"
    assert worded[str({"action": "muster", "card": LONGBOWS})] == {
        "text": "Muster on Longbows, placing 1 favor on it", "group": "Muster", "cost": "1 Supply",
        "at": {"card": LONGBOWS}}
    assert worded[str({"end": "act"})] == {"text": "End your Act phase", "group": "End"}
    groups = list(dict.fromkeys(words["group"] for words in worded.values()))
    assert groups == [group for group in GROUPS if group in groups] and groups[-1] == "End"


def test_a_campaigns_defender_and_targets_point_at_the_board():
    """Law 5.5.1-5.5.2: the Campaign move points at its defender's board; each site target at its site on the map."""
    board = red_at_the_plains()
    board.players[RED].site = MOUNTAIN
    campaign_move = {"action": "campaign", "defender": BLUE}
    assert campaign_move in act_choices(board, RED)
    assert act_words(board, RED, campaign_move) == {"text": "Campaign against Blue", "group": "Campaign",
                                                    "cost": "2 Supply", "at": {"player": BLUE}}
    fight = Campaign(attacker=RED, defender=BLUE)
    targets = target_options(board, fight)
    decision = type("Asked", (), {"kind": "campaign target", "choices": targets + [{"target": "done"}],
                                  "player": RED})()
    assert words(board, decision)[0] == {"text": "Target Mountain (Provinces)", "at": {"site": MOUNTAIN}}
    assert words(board, decision)[-1] == {"text": "Declare no more targets"}


def test_words_are_served_with_the_decision_but_never_hashed_nor_read_by_a_bot():
    """Prompts and words are wording: the state hash is the same whether or not the decision was served in words,
    and a bot answers the same decision the same way with them or without."""
    game = OATH.setup({"players": ["Ann", "Ben", "Cy"]}, "words")
    while (decision := OATH.decision(game)).kind != "act":
        OATH.apply(game, oath_bot(OATH.bot_view(game, decision.player), decision.to_dict(words=False)))
    before = OATH.state_hash(game)
    served = decision.to_dict()
    assert len(served["words"]) == len(served["choices"]) and OATH.state_hash(game) == before
    plain = decision.to_dict(words=False)
    assert "words" not in plain
    view = OATH.bot_view(game, decision.player)
    for bot in (oath_bot, easy_bot, random_bot):
        assert bot(view, served) == bot(view, plain)


def test_every_decision_of_bot_games_is_worded_choice_by_choice():
    """Seeded games from a new chronicle and the Archive: every choice has words, and what it points at is on the
    board (a site's slot, a seat, a card id)."""
    kinds = set()
    for game in range(6):
        seats = 3 + game % 3
        chronicle = "new" if game % 2 else archive_chronicle(f"words-{game}")
        state = OATH.setup({"players": [f"p{n}" for n in range(seats)], "chronicle": chronicle}, f"words:{game}")
        policies = seated([oath_bot, random_bot], seats)
        while (decision := OATH.decision(state)) is not None:
            served = decision.to_dict()
            assert len(served["words"]) == len(served["choices"]), decision.kind
            for worded in served["words"]:
                assert worded["text"] and set(worded) <= {"text", "cost", "group", "at"}, worded
                at = worded.get("at", {})
                assert 0 <= at.get("site", 0) < 8 and 0 <= at.get("player", 0) < seats, worded
            kinds.add(decision.kind)
            OATH.apply(state, policies[decision.player](OATH.bot_view(state, decision.player), served))
    assert {"act", "play", "pawn", "campaign target"} <= kinds


def test_a_purple_site_is_worded_for_the_chancellor_as_any_other():
    board = red_at_the_plains()
    board.turn = CHANCELLOR
    board.sites[PLAINS].warbands = {PURPLE: 1}
    worded = [act_words(board, CHANCELLOR, move) for move in act_choices(board, CHANCELLOR)]
    assert {"text": "Travel to Mountain (Provinces)", "group": "Travel", "cost": "2 Supply",
            "at": {"site": MOUNTAIN}} in worded
