"""Every chronicle string of the samples (the official TTS mod's, chronicle-format.md) imports and plays to the end
with the `oath` and `random` bots, and replays hash by hash (every card of the box plays)."""

import pytest

from engine.oath.bots import easy_bot, random_bot
from events.service import rebuild
from tests.oath.test_chronicle import SAMPLES
from tests.soak.recording import play_recorded

MOVE_CAP = 50_000


@pytest.mark.parametrize("source, text", SAMPLES, ids=[source[:40] for source, _ in SAMPLES])
@pytest.mark.parametrize("seats, policies", [(4, [easy_bot]), (5, [easy_bot, random_bot])], ids=["oath", "mixed"])
def test_a_sample_chronicle_plays_to_the_end_and_replays_hash_by_hash(source, text, seats, policies):
    options = {"players": [f"p{n}" for n in range(seats)], "chronicle": text}
    events = play_recorded("oath", options, f"sample-{source[:20]}", policies, MOVE_CAP)
    rebuilt = rebuild(events, verify=True)
    assert rebuilt.ruleset.decision(rebuilt.state) is None
    assert rebuilt.ruleset.result(rebuilt.state).winners
