"""Which Archive cards and edifice faces have their powers (coverage.py), derived from cards.json, the power registry
and the hook points, never from a list of cards marked done: every card the existing mechanisms carry has its power,
and the cards still without one are exactly those the Archive-cards plan marks as needing a new mechanism (its "N",
/work/shared/reference/oath/archive-plan.md, read once into NEEDS_NEW_MECHANISMS; the Archive cards' second issue
writes them). The test fails both ways: a card written since (take it out of the set), and a card with no power
the set does not name (it is missing)."""

import re

import pytest

from engine.core import InvalidOptions
from engine.oath.cards import DENIZENS, EDIFICES, card_named
from engine.oath.chronicle import encode, new_chronicle
from engine.oath.coverage import described, unimplemented
from engine.oath.powers import POWERS
from engine.oath.setup import setup

FIRST_ARCHIVE_NUMBER = 55       # cards.md 2: #1-54 start in the world deck, #55-198 in the Archive

NEEDS_NEW_MECHANISMS = {    # archive-plan.md: N
    "#66 Gleaming Armor",
    "#68 Jinx",
    "#74 Vow of Silence",
    "#80 Assassin",
    "#86 Vow of Renewal",
    "#92 Silver Tongue",
    "#95 Relic Thief",
    "#97 Insomnia",
    "#98 Sneak Attack",
    "#99 Gossip",
    "#101 Chaos Cult",
    "#112 Forced Labor",
    "#113 Secret Police",
    "#115 Captains",
    "#118 Toll Roads",
    "#119 Curfew",
    "#125 Peace Envoy",
    "#126 Relic Hunter",
    "#138 Hearts and Minds",
    "#140 Book Binders",
    "#142 Saddle Makers",
    "#143 Herald",
    "#148 Marriage",
    "#149 Hospital",
    "#165 Ancient Bloodline",
    "#168 Family Wagon",
    "#169 Way Station",
    "#182 Pied Piper",
    "#184 Insect Swarm",
    "#185 Vow of Union",
    "#198 Wild Allies",
}



def archive_faces() -> list:
    """Every denizen #55-198 and both faces of every edifice, by save id (cards.json)."""
    denizens = [card.id for card in DENIZENS.values() if card.number >= FIRST_ARCHIVE_NUMBER]
    return denizens + [face for edifice in EDIFICES.values() for face in (edifice.id, edifice.ruin_id)]


def test_every_card_the_existing_mechanisms_carry_has_its_power_and_no_other_is_missing():
    missing = [described(card) for card in unimplemented(archive_faces())]
    print(f"{len(missing)} Archive cards and edifice faces have no power yet:", *missing, sep="\n  ")
    written = sorted(NEEDS_NEW_MECHANISMS - set(missing))
    assert not written, f"these have their powers now; take them out of NEEDS_NEW_MECHANISMS: {written}"
    unlisted = [card for card in missing if card not in NEEDS_NEW_MECHANISMS]
    assert not unlisted, f"these have no power: {unlisted}"


def test_the_cards_needing_new_mechanisms_are_real_cards_37_denizens_and_1_edifice_face():
    """The plan's N: 37 denizens and 3 edifice faces, less the Fallen Spire, which needed only the Dispossessed (a
    zone of this issue), and the Forest Temple, which needed only the Chronicle's hook point (Law 8.3.2)."""
    real = {described(card) for card in archive_faces()}
    assert NEEDS_NEW_MECHANISMS <= real, sorted(NEEDS_NEW_MECHANISMS - real)
    faces = {described(face) for edifice in EDIFICES.values() for face in (edifice.id, edifice.ruin_id)}
    assert (len(NEEDS_NEW_MECHANISMS - faces), len(NEEDS_NEW_MECHANISMS & faces)) == (31, 0)


def test_a_card_plays_exactly_while_its_power_is_registered(monkeypatch):
    """Nothing lists the cards that are done: a chronicle holding a card whose power is not registered is refused
    by name (InvalidOptions, which the API answers with 422), and the same chronicle plays once it is."""
    card = card_named("Siege Engines").id
    chronicle = new_chronicle()
    chronicle.map[0].cards = [card, None, None]                     # at the Plains, instead of the Longbows
    options = {"players": ["Ann", "Ben", "Cy"], "chronicle": encode(chronicle)}
    assert [site_card.id for site_card in setup(options, "coverage").sites[0].cards] == [card]
    monkeypatch.delitem(POWERS, card)
    with pytest.raises(InvalidOptions, match=re.escape("#116 Siege Engines")):
        setup(options, "coverage")
