"""Every card of the box has its power (coverage.py), derived from cards.json and the power registry, never from a
list of cards marked done: all 198 denizens and both faces of all 6 edifices. Setup refuses nothing for want of a
power any more; a chronicle holding any card plays."""

from engine.oath.cards import DENIZENS, EDIFICES, card_named
from engine.oath.chronicle import encode, tutorial_chronicle
from engine.oath.coverage import described, unimplemented
from engine.oath.setup import setup


def every_face() -> list:
    """Every denizen #1-198 and both faces of every edifice, by save id (cards.json)."""
    return list(DENIZENS) + [face for edifice in EDIFICES.values() for face in (edifice.id, edifice.ruin_id)]


def test_every_denizen_and_edifice_face_has_its_power():
    faces = every_face()
    assert (len(DENIZENS), len(faces) - len(DENIZENS)) == (198, 12)
    assert [described(card) for card in unimplemented(faces)] == []


def test_a_chronicle_with_any_archive_card_and_any_edifice_face_sets_up():
    """No refusal is left: the Archive's last denizen (Wild Allies) for the Wolves in the tutorial chronicle's world
    deck, an edifice's ruin at the Plains."""
    chronicle = tutorial_chronicle()
    last, ruin = max(DENIZENS), next(iter(EDIFICES.values())).ruin_id
    chronicle.world_deck[chronicle.world_deck.index(card_named("Wolves").id)] = last
    chronicle.map[0].cards[1] = ruin
    board = setup({"players": ["Ann", "Ben", "Cy"], "chronicle": encode(chronicle)}, "coverage")
    assert ruin in [card.id for card in board.sites[0].cards]
    dealt = [card for player in board.players for card in player.drawn]
    assert last in board.world + dealt + [card for pile in board.discards.values() for card in pile]
