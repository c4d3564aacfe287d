"""Which Archive cards and edifice faces have no power yet (coverage.py), derived from cards.json and the power
registry, never from a list of cards marked done. The test fails both ways: a card in STILL_MISSING that now has
its power (take it out of the set), and a card with no power that the set does not list. Shrink the set to empty.

STILL_MISSING is split by the estimate of /work/shared/reference/oath/archive-plan.md ("Card by card": R reuses a
hook that exists, E extends one, N needs a new mechanism), read once into the three sets below: the R and E cards
are the ones to cover first."""

import re

import pytest

from engine.core import InvalidOptions
from engine.oath.cards import DENIZENS, EDIFICES, card_named
from engine.oath.chronicle import encode, new_chronicle
from engine.oath.coverage import described, unimplemented
from engine.oath.powers import POWERS
from engine.oath.setup import setup

FIRST_ARCHIVE_NUMBER = 55       # cards.md 2: #1-54 start in the world deck, #55-198 in the Archive

STILL_MISSING_R = {    # archive-plan.md: R, reuses an existing hook
}

STILL_MISSING_E = {    # archive-plan.md: E, extends an existing hook
    "#57 Rusting Ray",
    "#87 Zealots",
    "#199 Sprawling Rampart",
    "#201 Hall of Debate",
    "#202 Hall of Mockery",
    "#204 Ruined Temple",
    "#206 Squalid District",
}

STILL_MISSING_N = {    # archive-plan.md: N, a new mechanism
    "#66 Gleaming Armor",
    "#68 Jinx",
    "#74 Vow of Silence",
    "#78 Master of Disguise",
    "#80 Assassin",
    "#85 False Prophet",
    "#86 Vow of Renewal",
    "#89 Salt the Earth",
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
    "#152 Vow of Kinship",
    "#161 Pilgrimage",
    "#165 Ancient Bloodline",
    "#168 Family Wagon",
    "#169 Way Station",
    "#177 Small Friends",
    "#182 Pied Piper",
    "#184 Insect Swarm",
    "#185 Vow of Union",
    "#198 Wild Allies",
    "#207 Great Spire",
}

STILL_MISSING = set(STILL_MISSING_R) | set(STILL_MISSING_E) | set(STILL_MISSING_N)   # {} when one is empty


def archive_faces() -> list:
    """Every denizen #55-198 and both faces of every edifice, by save id (cards.json)."""
    denizens = [card.id for card in DENIZENS.values() if card.number >= FIRST_ARCHIVE_NUMBER]
    return denizens + [face for edifice in EDIFICES.values() for face in (edifice.id, edifice.ruin_id)]


def test_the_cards_still_missing_are_exactly_the_archive_cards_and_edifice_faces_with_no_power():
    missing = [described(card) for card in unimplemented(archive_faces())]
    print(f"{len(missing)} Archive cards and edifice faces have no power yet:", *missing, sep="\n  ")
    written = sorted(STILL_MISSING - set(missing))
    assert not written, f"these have their powers now; take them out of STILL_MISSING: {written}"
    unlisted = [card for card in missing if card not in STILL_MISSING]
    assert not unlisted, f"these have no power and are not in STILL_MISSING: {unlisted}"


def test_still_missing_names_real_cards_once():
    real = {described(card) for card in archive_faces()}
    assert STILL_MISSING <= real, sorted(STILL_MISSING - real)
    sizes = len(STILL_MISSING_R) + len(STILL_MISSING_E) + len(STILL_MISSING_N)
    assert sizes == len(STILL_MISSING)


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
