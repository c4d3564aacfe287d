"""The one place that knows the event schemas (events/service/upcasting.py): an event of schema 1 read as schema 2 has
it, and one of schema 2 is left as it is."""

from events.service.upcasting import SCHEMA, upcast

CREATED_1 = {"type": "created", "schema": 1, "at": "2026-11-22T05:46:49.070+00:00", "hash": "5a" * 32, "version": 1}
MOVE_1 = {"type": "move", "schema": 1, "seat": 0, "actor": "Ana", "at": "2026-11-22T05:46:49.076+00:00",
          "hash": "5d" * 32, "move": {"play_all": "treasures"}, "private": False, "version": 2}


def test_a_schema_one_move_keeps_its_seat_alone_and_its_time_since_the_first_event():
    created, move = upcast([dict(CREATED_1), dict(MOVE_1)], CREATED_1)
    assert created["schema"] == SCHEMA == 2
    assert move == {"type": "move", "seat": 0, "dt": 6, "hash": "5d" * 32, "move": {"play_all": "treasures"},
                    "private": False, "version": 2}


def test_a_schema_two_event_is_left_as_it_is():
    created = {"type": "created", "schema": 2, "at": "2026-11-22T05:46:49.070+00:00", "version": 1}
    move = {"type": "move", "seat": 1, "dt": 250, "hash": "ab" * 16, "move": {"end": "turn"}, "version": 2}
    assert upcast([dict(created), dict(move)], created) == [created, move]


def test_a_life_event_imported_with_its_served_names_and_time_is_stored_as_schema_two():
    created = {"type": "created", "schema": 2, "at": "2026-11-22T05:46:49.070+00:00", "version": 1}
    served = {"type": "resign", "seat": 1, "actor": "Ben", "at": "2026-11-22T05:46:50.070+00:00", "bot": "pass",
              "version": 9}
    assert upcast([served], created) == [{"type": "resign", "seat": 1, "dt": 1000, "bot": "pass", "version": 9}]


def test_a_joined_event_keeps_the_name_its_joiner_gave():
    created = {"type": "created", "schema": 2, "at": "2026-11-22T05:46:49.070+00:00", "version": 1}
    joined = {"type": "joined", "seat": 1, "name": "Dee", "token": "t", "dt": 10, "version": 2}
    assert upcast([dict(joined)], created) == [joined]
