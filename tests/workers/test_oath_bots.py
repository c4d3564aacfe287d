"""Oath bot games created over REST are played to the end by a real RQ worker process, and replay hash by hash."""

import subprocess

import pytest
from rq.job import Job

from tests.api import rest
from tests.wiring import app_on
from events.service import Ledger
from events.store import Stores
from tests.workers.test_bot_jobs import run_worker_process, wait_until_finished
from workers.jobs import job_id

pytestmark = pytest.mark.slow      # whole Oath games through a worker process

VICTORIES = {"Usurper", "Visionary", "Stable Regime", "War Exhaustion", "Successor"}    # Law 3
# A seed with which the `random` seat below lets the game end: the random-legal bot is a pure function of its view
# and decision, so where an Oath action can leave the board as it was (a Tribunal deal declined, a warband moved
# to the board and back, a Citizenship offer withdrawn) some seeds repeat one loop for ever.
RANDOM_SEAT_SEED = "5c25397f255315817c42959e92627f74"


@pytest.fixture
def queue_app(ledger_client, redis_url, seeds):
    """The API as deployed: bot turns go to the RQ queue, for a worker process to play."""
    return app_on(redis_url, enqueue="queue", seeds=seeds)


def create(app, seats):
    return rest.create(app.test_client(), seats, {"chronicle": "new"}, ruleset="oath")[0]


def played_by_the_worker(queue_client, app, client, redis_url, created):
    game_id = created["id"]
    assert Job.exists(job_id(game_id, 1), connection=queue_client)  # enqueued at creation: a bot decides first
    assert app.test_client().get(f"/games/{game_id}").get_json()["status"] == "active"

    ledger = Ledger(Stores.on(client))
    seed = ledger.store.event(game_id, 1)["seed"]          # named in any failure, so the game can be replayed
    try:
        run_worker_process(redis_url)
        info = wait_until_finished(ledger, game_id)
    except (AssertionError, subprocess.TimeoutExpired) as error:
        raise AssertionError(f"the game seeded {seed!r} was not played to its end: {error}") from error
    result = info["result"]
    assert result["victory"] in VICTORIES and 1 <= result["round"] <= 8, f"seed {seed}: {result}"
    assert result["winner_names"] == [created["seats"][result["winners"][0]]["name"]]
    checked = app.test_client().get(f"/games/{game_id}/verify").get_json()
    assert checked["verified"] is True and checked["events"] == info["version"]
    return info


def test_four_oath_bots_created_over_rest_are_played_to_the_end_by_a_worker(queue_client, queue_app, client, redis_url):
    seats = [{"name": name, "bot": "oath"} for name in ("Ann", "Ben", "Cy", "Dee")]
    created = create(queue_app, seats)

    info = played_by_the_worker(queue_client, queue_app, client, redis_url, created)

    assert info["version"] > 50                       # setup's 7 choices and at least 5 rounds of 4 turns
    assert info["view"]["finished"] and info["seed"]
    assert queue_app.test_client().get("/games", query_string={"ruleset": "oath", "status": "finished"}
                                       ).get_json()["total"] == 1


def test_three_seats_with_a_random_bot_are_played_to_the_end_by_a_worker(queue_client, queue_app, client, redis_url,
                                                                         seeds):
    seeds.pin(RANDOM_SEAT_SEED)
    seats = [{"name": "Ann", "bot": "oath"}, {"name": "Ben", "bot": "oath"}, {"name": "Cy", "bot": "random"}]
    created = create(queue_app, seats)

    info = played_by_the_worker(queue_client, queue_app, client, redis_url, created)

    assert info["seed"] == RANDOM_SEAT_SEED
    assert [seat["bot"] for seat in info["seats"]] == ["oath", "oath", "random"]
    events = queue_app.test_client().get(f"/games/{created['id']}/events", query_string={"limit": 1000}
                                         ).get_json()["events"]
    assert {event["actor"] for event in events[1:]} == {"Ann", "Ben", "Cy"}     # every seat played


def test_a_human_seat_stops_the_worker_until_the_human_has_moved(queue_client, queue_app, client, redis_url):
    seats = [{"name": "Ann", "bot": "oath"}, {"name": "Ben"}, {"name": "Cy", "bot": "oath"}]
    created = create(queue_app, seats)
    game_id, ben = created["id"], {"Authorization": f"Bearer {created['seats'][1]['token']}"}
    http = queue_app.test_client()

    run_worker_process(redis_url)            # the Chancellor's setup choices (Law 1.23), then Ben's pawn is asked

    info = http.get(f"/games/{game_id}", headers=ben).get_json()
    assert info["status"] == "active" and info["waiting_on"] == 1 and info["decision"]["kind"] == "pawn"
    while info["waiting_on"] == 1:
        answered = http.post(f"/games/{game_id}/moves", headers=ben,
                             json={"move": info["decision"]["choices"][0], "expected_version": info["version"]})
        assert answered.status_code == 201
        info = http.get(f"/games/{game_id}", headers=ben).get_json()
    assert Job.exists(job_id(game_id, info["version"]), connection=queue_client)     # Cy's turn is queued for a worker
    run_worker_process(redis_url)
    assert Ledger(Stores.on(client)).views.info(game_id, None)["waiting_on"] == 1                # and played until Ben must act


# seeds that once looped for ever: on a declined Tribunal deal, on warbands moved to the board and back, on a
# Citizenship offer withdrawn each time
LOOPING_SEEDS = ["5a7f7a18dd67720f5451b8d12bb7855b", "166a7be6db1a96f74dde1e859dbb2452",
                 "f034c1259e2c088c1100ac2a20b11cce"]


@pytest.mark.parametrize("seed", LOOPING_SEEDS)
def test_a_random_seat_cannot_loop_for_ever(seed):
    """The random bot answers questions that can leave the board as it was as the `oath` bot does, and every move
    advances the public move count, so no position repeats."""
    from engine.core.selfplay import self_play
    from engine.games import get_ruleset

    oath = get_ruleset("oath")
    bots = oath.bots()
    state = self_play(oath, {"players": ["Ann", "Ben", "Cy"], "chronicle": "new"}, seed,
                      [bots["oath"], bots["oath"], bots["random"]], 3000)
    assert oath.decision(state) is None
