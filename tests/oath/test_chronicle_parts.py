"""A chronicle's save string as a campaign shows it (engine/oath/chronicle_parts.py): Law 9.4 hides the world deck's
order, the Dispossessed, the relic deck, facedown sites and relics; Law 1.7 seats the previous winner first."""

import pytest

from engine.core import InvalidOptions
from engine.oath.cards import RELICS
from engine.oath.chronicle import NEW_CHRONICLE, TUTORIAL_CHRONICLE, decode, encode
from engine.oath.chronicle_parts import chronicle_text, first_seat, summary


def test_new_and_tutorial_are_written_out_as_their_save_strings_and_a_bad_string_is_refused_by_field():
    assert chronicle_text("new") == NEW_CHRONICLE and chronicle_text("tutorial") == TUTORIAL_CHRONICLE
    assert chronicle_text(f"  {TUTORIAL_CHRONICLE}\n") == TUTORIAL_CHRONICLE
    with pytest.raises(InvalidOptions, match="^chronicle: "):
        chronicle_text("0303")


def test_the_public_parts_show_counts_and_faceup_things_only():
    chronicle = decode(TUTORIAL_CHRONICLE)
    public = summary(TUTORIAL_CHRONICLE, full=False)
    assert public["world_deck"] == {"count": len(chronicle.world_deck)}
    assert public["dispossessed"] == {"count": 0} and public["relic_deck"] == {"count": len(chronicle.relic_deck)}
    assert public["vowed"] == "Supremacy" and public["game"] == 1
    for slot, shown in zip(chronicle.map, public["map"]):
        assert shown["site"] == (None if slot.facedown else slot.site)
        assert shown["cards"] == ["relic" if card in RELICS else card
                                  for card in slot.cards if card is not None]
    full = summary(TUTORIAL_CHRONICLE, full=True)
    assert full["world_deck"] == chronicle.world_deck and [s["site"] for s in full["map"]] == [s.site for s in
                                                                                               chronicle.map]


def test_the_previous_winner_recorded_is_seated_first_and_a_new_chronicle_records_none():
    chronicle = decode(NEW_CHRONICLE)
    assert first_seat(NEW_CHRONICLE) is None
    chronicle.previous_winner_name = "Ana"
    assert first_seat(encode(chronicle)) == "Ana"
