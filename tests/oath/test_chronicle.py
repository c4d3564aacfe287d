"""The Chronicle and its save string (chronicle-format 2): round trips, the mod's built-in chronicles, versions,
and a ChronicleError naming the field for each way a string or a chronicle can be wrong."""

from pathlib import Path

import pytest

from engine.oath.cards import RELICS, SITES, STARTING_DENIZENS, VISIONS, card_name, card_named
from engine.oath.chronicle import (
    NEW_CHRONICLE,
    TUTORIAL_CHRONICLE,
    Chronicle,
    ChronicleError,
    MapSlot,
    decode,
    encode,
    new_chronicle,
    tutorial_chronicle,
    validate,
)

SAMPLES = [line.rstrip("\n").split("\t") for line in (Path(__file__).parent / "chronicle-samples.tsv").open()
           if not line.startswith("#")]

DEFAULT_MAP = ["0403FFFF", "FFFFFFFF", "0724FFFF", "FFFFFFFF", "FFFFFFFF", "0B19FFFF", "FFFFFFFF", "FFFFFFFF"]
VISION_IDS = "D2D3D4D5D6"


def save(version="030302", game="0001", name="10Empire and Exile", active="00", citizens="00", oath="00",
         suits="012345", slots=None, world="00", dispossessed="00", relics="00", trailer="002007UNKNOWN"):
    """The default chronicle's save string, one field at a time; `slots` replaces map slots by number."""
    map_ = [{**dict(enumerate(DEFAULT_MAP, 1)), **(slots or {})}[number] for number in range(1, 9)]
    return version + game + name + active + citizens + oath + suits + "".join(map_) + world + dispossessed + relics \
        + trailer


def names(ids):
    return [card_name(card) for card in ids]


def test_save_builds_the_default_string():
    assert save() == NEW_CHRONICLE == SAMPLES[0][1]


@pytest.mark.parametrize("text", [text for _, text in SAMPLES], ids=[source for source, _ in SAMPLES])
def test_every_sample_round_trips_byte_for_byte(text):
    assert encode(decode(text)) == text


def test_the_new_chronicle_is_game_1_of_empire_and_exile_under_supremacy():
    assert new_chronicle() == Chronicle(
        name="Empire and Exile", version=(3, 3, 2), game=1, oath="Supremacy",
        boards={"Red": "Exile", "Blue": "Exile", "White": "Exile", "Yellow": "Exile", "Brown": "Exile"},
        map=[MapSlot(4, False, [3, None, None]), MapSlot(), MapSlot(7, False, [36, None, None]), MapSlot(),
             MapSlot(), MapSlot(11, False, [25, None, None]), MapSlot(), MapSlot()],
        world_deck=[], dispossessed=[], relic_deck=[], previous_active=frozenset(),
        previous_start_citizens=frozenset(), previous_winner="Purple", previous_winner_name="UNKNOWN",
        suit_order="012345")


def test_the_new_chronicle_tops_each_region_with_a_faceup_site_and_one_starting_denizen():
    chronicle = new_chronicle()
    tops = [(SITES[slot.site].name, slot.facedown, names(card for card in slot.cards if card is not None))
            for slot in (chronicle.map[0], chronicle.map[2], chronicle.map[5])]
    assert tops == [("Plains", False, ["Longbows"]), ("Mountain", False, ["Taming Charm"]),
                    ("Rocky Coast", False, ["Elders"])]
    assert {3, 36, 25} <= set(STARTING_DENIZENS)


def test_the_tutorial_map_is_the_chrysanthemum_chronicle():
    chronicle = tutorial_chronicle()
    assert (chronicle.name, chronicle.version, chronicle.game, chronicle.oath) == (
        "The Chrysanthemum Chronicle", (3, 3, 2), 1, "Supremacy")
    assert [(slot.site, slot.facedown, slot.cards) for slot in chronicle.map] == [
        (4, False, [3, None, None]), (8, True, [None, None, None]),                 # Plains, Lush Coast
        (7, False, [36, None, 233]), (19, True, [None, None, None]), (1, True, [None, None, None]),
        (11, False, [25, None, None]), (10, True, [None, None, None]), (18, True, [None, None, None])]
    assert card_name(233) == "Ivory Eye"


def test_the_tutorial_world_deck_is_the_other_51_starting_denizens_and_the_visions_top_first():
    deck = tutorial_chronicle().world_deck
    assert len(deck) == 56
    assert names(deck[:8]) == ["Garrison", "Faithful Friend", "Fire Talkers", "Errand Boy", "The Old Oak",
                               "Inquisitor", "Alchemist", "Conquest"]
    assert names(deck[-4:]) == ["Forest Paths", "Horse Archers", "Wayside Inn", "Ancient Binding"]
    assert set(deck) == (set(STARTING_DENIZENS) - {3, 36, 25}) | set(VISIONS)


def test_the_tutorial_relic_deck_is_read_top_first():
    chronicle = tutorial_chronicle()
    assert len(chronicle.relic_deck) == 19
    assert names(chronicle.relic_deck[:4]) == ["Ring of Devotion", "Whistle", "Cracked Horn", "Obsidian Cage"]
    assert set(chronicle.relic_deck) == set(RELICS) - {233}
    assert chronicle.previous_active == {"Brown", "White", "Blue"}  # bits 0x16 as the mod wrote them
    assert chronicle.dispossessed == [] and chronicle.previous_start_citizens == set()


def test_the_oathparser_sample_is_game_2_under_the_people_with_blue_a_citizen():
    chronicle = decode(SAMPLES[2][1])
    assert (chronicle.version, chronicle.game, chronicle.oath, chronicle.previous_winner) == (
        (3, 3, 1), 2, "People", "White")
    assert [colour for colour, side in chronicle.boards.items() if side == "Citizen"] == ["Blue"]
    assert (chronicle.map[0].site, chronicle.map[0].cards) == (12, [None, None, card_named("Horned Mask").id])
    assert [(slot.site, slot.facedown) for slot in chronicle.map[1:]] == [
        (10, True), (18, False), (22, True), (13, True), (5, False), (9, True), (6, True)]
    assert (len(chronicle.world_deck), len(chronicle.relic_deck)) == (59, 19)
    assert names(chronicle.dispossessed) == ["Vow of Beastkin", "Mountain Giant", "Chaos Cult", "Downtrodden",
                                             "Kindred Warriors", "Traveling Doctor"]


def test_a_fresh_chronicle_writes_format_3_3_1():
    assert encode(Chronicle(name="Empire and Exile")) == save(version="030301", slots=dict.fromkeys(
        (1, 3, 6), "FFFFFFFF"))


def test_the_relic_deck_is_written_bottom_first():
    chronicle = Chronicle(name="Empire and Exile", relic_deck=[229, 225])  # Ring of Devotion on top
    assert encode(chronicle) == save(version="030301", slots=dict.fromkeys((1, 3, 6), "FFFFFFFF"),
                                     relics="02E1E5")


def test_name_lengths_count_utf8_bytes():
    chronicle = Chronicle(name="Říše", previous_winner_name="Ondřej")
    text = encode(chronicle)
    assert text.startswith("030301000107Říše") and text.endswith("002007Ondřej")
    assert decode(text) == chronicle


def test_a_format_2_0_3_string_has_no_relic_deck_and_no_trailer():
    text = save(version="020003", relics="", trailer="")
    chronicle = decode(text)
    assert (chronicle.relic_deck, chronicle.previous_start_citizens, chronicle.previous_winner,
            chronicle.previous_winner_name) == (None, None, None, None)
    assert encode(chronicle) == text


def test_a_format_3_1_0_string_has_a_relic_deck_but_no_trailer():
    text = save(version="030100", relics="01E5", trailer="")
    chronicle = decode(text)
    assert (chronicle.relic_deck, chronicle.previous_winner_name) == ([229], None)
    assert encode(chronicle) == text


def test_strings_before_3_2_use_the_2020_ids_for_16_98_111_112():
    text = save(version="030100", world="09" + VISION_IDS + "10626F70", relics="00", trailer="")
    chronicle = decode(text)
    assert names(chronicle.world_deck[5:]) == ["Gossip", "Sleight of Hand", "Secret Police", "Forced Labor"]
    assert encode(chronicle) == text


def test_strings_from_3_2_use_the_printed_numbers():
    chronicle = decode(save(version="030301", world="09" + VISION_IDS + "10626F70"))
    assert names(chronicle.world_deck[5:]) == ["Sleight of Hand", "Gossip", "Forced Labor", "Secret Police"]


def test_a_winner_name_cut_short_in_copy_paste_is_read_as_it_is():
    """chronicle-format 2.5: the trailer is decoded leniently; it is written back with its true length."""
    chronicle = decode(save(trailer="002007UNKNO"))
    assert chronicle.previous_winner_name == "UNKNO"
    assert encode(chronicle).endswith("002005UNKNO")


def test_a_chronicle_error_is_a_value_error_that_names_its_field():
    with pytest.raises(ValueError) as raised:
        decode(save(slots={3: "7FFFFFFF"}))
    assert isinstance(raised.value, ChronicleError)
    assert (raised.value.field, raised.value.message, str(raised.value)) == (
        "map slot 3", "unknown site id 0x7F", "map slot 3: unknown site id 0x7F")


MALFORMED = [
    ("", "version", "truncated at byte 0"),
    ("0303", "version", "truncated at byte 4"),
    (save(version="040000"), "version", "4.0.0 is not supported (1.6.0 to 3.3.3)"),
    (save(version="010500"), "version", "1.5.0 is not supported (1.6.0 to 3.3.3)"),
    (save(game="00g1"), "game count", "'00g1' at byte 6 is not uppercase hex"),
    (save(game="0000"), "game count", "0 is not between 1 and 65535"),
    (save(name="00"), "chronicle name", "must be 1 to 255 bytes of UTF-8"),
    ("03030200011FEmpire", "chronicle name", "truncated at byte 18"),
    (save(name="03Říše"), "chronicle name", "is not UTF-8 text of the given byte length"),
    (save(active="80"), "previous active players", "unknown bits 0x80"),
    (save(citizens="20"), "citizens", "unknown bits 0x20"),
    (save(oath="05"), "oath", "unknown code 5"),
    (save(suits="012344"), "suit order", "'012344' is not an order of the digits 0-5"),
    (save(slots={3: "7FFFFFFF"}), "map slot 3", "unknown site id 0x7F"),
    (save(slots={1: "1703FFFF"}), "map slot 1", "unknown site id 0x17"),
    (save(slots={2: "04FFFFFF"}), "map slot 2", "site 4 (Plains) is on the map twice"),
    (save(slots={2: "1CFFFFFF"}), "map slot 2", "site 4 (Plains) is on the map twice"),
    (save(slots={2: "FF00FFFF"}), "map slot 2", "an empty slot holds no cards and is not facedown"),
    (save(slots={1: "0403D2FF"}), "map slot 1", "card 210 (Sanctuary) cannot be at a site"),
    (save(slots={1: "0403FFDA"}), "map slot 1", "too many relics: 1 (site 4 (Plains) has 0)"),
    (save(slots={3: "0724DADB"}), "map slot 3", "too many relics: 2 (site 7 (Mountain) has 1)"),
    (save(slots={3: "0724FFEE"}), "map slot 3",
     "card 238 (The Grand Scepter) goes to the box in the Chronicle (Law 8.6.1)"),
    (save(slots={1: "04C6FFFF", 3: "07C7FFFF"}), "map slot 3",
     "card 199 (Bandit Rampart) is the other side of card 198 (Sprawling Rampart) in map slot 1"),
    (save(world="03D2D3", dispossessed="", relics="", trailer=""), "world deck", "truncated at byte 110"),
    (save(world="01D7"), "world deck", "unknown card id 215 (0xD7, a legacy id)"),
    (save(world="01EF"), "world deck", "unknown card id 239 (0xEF)"),
    (save(world="01DA"), "world deck", "card 218 (Sticky Fire) cannot be in the world deck"),
    (save(world="07" + VISION_IDS + "0B0B"), "world deck", "card 11 (Mercenaries) appears twice"),
    (save(world="06" + VISION_IDS + "03"), "world deck", "card 3 (Longbows) is also in map slot 1"),
    (save(game="0002", world="020B0C"), "world deck", "holds 0 of the 5 Visions"),   # game 1: Law 1.19 adds them
    (save(world="05D2D3D40B0C"), "world deck", "holds 3 of the 5 Visions"),
    (save(dispossessed="01D2"), "dispossessed", "card 210 (Sanctuary) cannot be in the Dispossessed"),
    (save(world="06" + VISION_IDS + "0B", dispossessed="010B"), "dispossessed",
     "card 11 (Mercenaries) is also in the world deck"),
    (save(relics="0103"), "relic deck", "card 3 (Longbows) cannot be in the relic deck"),
    (save(slots={3: "0724FFE9"}, relics="01E9"), "relic deck", "card 233 (Ivory Eye) is also in map slot 3"),
    (save(relics="", trailer=""), "relic deck", "truncated at byte 108"),
    (save(trailer="20"), "previous start citizens", "unknown bits 0x20"),
    (save(trailer="000307UNKNOWN"), "previous winner", "0x03 is not one colour"),
    (save(trailer="004007UNKNOWN"), "previous winner", "0x40 is not one colour"),
    (save(trailer="0020"), "previous winner name", "truncated at byte 114"),
    (save(trailer="002007UNKNOWNXX"), "end", "2 unexpected bytes after the last field"),
    (save(version="020003", trailer=""), "end", "2 unexpected bytes after the last field"),  # a relic deck
]


@pytest.mark.parametrize("text, field, message", MALFORMED)
def test_a_malformed_string_names_the_field_that_is_wrong(text, field, message):
    with pytest.raises(ChronicleError) as raised:
        decode(text)
    assert (raised.value.field, raised.value.message) == (field, message)


def fresh(**fields):
    return Chronicle(**{"name": "Empire and Exile", **fields})


INVALID = [
    (fresh(name=""), "chronicle name", "must be 1 to 255 bytes of UTF-8"),
    (fresh(version=(3, 4, 0)), "version", "3.4.0 is not supported (1.6.0 to 3.3.3)"),
    (fresh(boards={"Red": "Citizen"}), "citizens",
     "boards must give Exile or Citizen for each of Red, Blue, White, Yellow, Brown"),
    (fresh(oath="Glory"), "oath", "unknown Oath 'Glory'"),
    (fresh(map=[MapSlot()] * 7), "map", "has 7 slots, not 8"),
    (fresh(map=[MapSlot(None, True)] + [MapSlot() for _ in range(7)]), "map slot 1",
     "an empty slot holds no cards and is not facedown"),
    (fresh(map=[MapSlot(23)] + [MapSlot() for _ in range(7)]), "map slot 1", "unknown site id 23"),
    (fresh(version=(2, 0, 3)), "relic deck", "not written in format 2.0.3"),
    (fresh(version=(3, 1, 0)), "previous start citizens", "not written in format 3.1.0"),
    (fresh(previous_winner_name=None), "previous winner name", "required in format 3.3.1"),
    (fresh(previous_winner="Green"), "previous winner", "unknown colour 'Green'"),
    (fresh(version=(3, 1, 0), previous_start_citizens=None, previous_winner_name=None), "previous winner",
     "not written in format 3.1.0"),
]


@pytest.mark.parametrize("chronicle, field, message", INVALID)
def test_an_invalid_chronicle_is_neither_validated_nor_encoded(chronicle, field, message):
    for check in (validate, encode):
        with pytest.raises(ChronicleError) as raised:
            check(chronicle)
        assert (raised.value.field, raised.value.message) == (field, message)


def test_the_constructors_return_fresh_copies():
    first = new_chronicle()
    first.world_deck.append(0)
    assert new_chronicle().world_deck == [] and tutorial_chronicle() == decode(TUTORIAL_CHRONICLE)
