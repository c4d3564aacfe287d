"""Every answer of every Oath bot's table answers a question the engine really asks, by choice keys the engine
really offers. What the engine asks is read from the engine itself, two ways, never from a list kept by hand: its
source (every `ask(...)` and `Decision(...)` with a literal kind, and the dict keys among their choices), and seeded
bot games played through it (every decision kind met and the keys of its choices)."""


from engine.core.selfplay import self_play
from engine.games import get_ruleset
from engine.oath import bots

from .questions import read_from_source

OATH = get_ruleset("oath")


def met_in_play() -> dict[str, set]:
    """Decision kind -> the keys of its choices, from seeded games of every Oath bot (each Oath, 3 to 6 seats)."""
    kinds: dict[str, set] = {}

    def seen(decision, move):
        keys = kinds.setdefault(decision.kind, set())
        for choice in decision.choices or []:
            keys |= set(choice)
    mixes = ([bots.oath_bot], [bots.easy_bot], [bots.oath_bot, bots.random_bot, bots.easy_bot])
    for number, chronicle in enumerate(("new", "tutorial")):
        for mix in mixes:
            seats = 3 + (number * 3 + mixes.index(mix)) % 4
            self_play(OATH, {"players": [f"p{seat}" for seat in range(seats)], "chronicle": chronicle},
                      f"answers:{number}:{mixes.index(mix)}", mix, 20_000, version=2, on_move=seen)
    return kinds


SOURCE = read_from_source()


def test_the_engine_is_read_at_all():
    assert {"campaign attack dice", "campaign place", "pawn", "keep", "play", "vow oath"} <= set(SOURCE)
    assert SOURCE["campaign attack dice"] == {"attack dice"}
    assert SOURCE["campaign place"] == {"place"}
    assert SOURCE["campaign target"] == {"target", "slot", "relic", "banner"}


def test_every_question_and_key_met_in_play_is_one_the_source_reader_found():
    """The two readings agree: no question asked in play, nor any key of its choices, escapes the source reader,
    so the check below sees every question (the Act phase's moves aside: no table answers them)."""
    played = met_in_play()
    assert {"act", "campaign attack dice", "keep", "play"} <= set(played)
    assert set(played) <= set(SOURCE), sorted(set(played) - set(SOURCE))
    for kind, keys in played.items():
        if kind != "act":
            assert keys <= SOURCE[kind], (kind, sorted(keys - SOURCE[kind]))


def test_every_answer_of_every_bot_names_a_question_the_engine_asks_and_keys_it_offers():
    assert set(bots.TABLES) == {"oath", "oath-easy"}
    for bot, table in bots.TABLES.items():
        for kind, answer in table.items():
            assert kind in SOURCE, f"{bot}: the engine never asks {kind!r}"
            read = getattr(answer, "reads", None)
            assert read, f"{bot}: the answer to {kind!r} does not say which choice keys it reads"
            offered = SOURCE[kind]
            assert read <= offered, f"{bot}: {kind!r} offers {sorted(offered)}, not {sorted(read - offered)}"


def test_the_known_bug_cannot_return_campaigns_roll_the_dice_they_choose_and_garrison_what_they_take():
    """Issue 20: `campaign attack dice` read `dice` and `campaign place` read `count`, so every Campaign rolled no
    dice and placed no warbands. In played games both bots now answer with the most dice offered, and a won
    Campaign places warbands when there are any to place."""
    for bot in (bots.oath_bot, bots.easy_bot):
        dice, placed = [], []

        def seen(decision, move):
            if decision.kind == "campaign attack dice":
                dice.append((move["attack dice"], max(choice["attack dice"] for choice in decision.choices)))
            if decision.kind == "campaign place":
                placed.append(move["place"])
        for game in range(6):           # until a Campaign is won: the simple bot wins few
            self_play(OATH, {"players": ["a", "b", "c", "d"]}, f"known-bug:{game}", [bot], 20_000, version=2,
                      on_move=seen)
            if dice and placed:
                break
        assert dice and all(chosen == most > 0 for chosen, most in dice)
        assert placed and sum(placed) > 0
