"""Under load and under fire: racing writers, twin requests, the API and Redis killed with kill -9 mid-stream.
Acknowledged moves are never lost nor duplicated; versions stay gapless; every game verifies. Sizes scale with
RELIABILITY_SCALE (1 in CI)."""

import secrets
import threading
import time

import pytest

from events.service import Ledger
from events.store import Stores

from .players import Player, quiet_move
from .processes import Api, request, scaled, wait_for, worker

pytestmark = pytest.mark.slow      # real processes under load

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]


@pytest.fixture
def api(store):
    process = Api(store.url)
    process.env = {"GAMELEDGER_LIMIT_CREATE": "1000/second", "GAMELEDGER_LIMIT_REPLAY": "1000/second"}
    yield process.start()
    process.stop()


def new_game(api):
    status, _, game = request(api.port, "POST", "/games", {"ruleset": "dominion", "seats": HUMANS})
    assert status == 201, game
    return game


def check_ledger(store, player: Player):
    """Every acknowledged move is in the stream once, at the version it was acknowledged with, and nothing else is."""
    ledger = Ledger(Stores.on(store.client()))
    keys = [key for key, _ in player.acknowledged]
    assert len(set(keys)) == len(keys)
    versions = [version for _, version in player.acknowledged]
    assert versions == list(range(2, 2 + len(versions))), "acknowledged versions are not gapless"
    assert ledger.states.version(player.game_id) == 1 + len(versions), "an event beyond the acknowledged moves"
    assert ledger.history.verify(player.game_id)["verified"]


def test_racing_writers_append_each_acknowledged_move_once(store, api):
    game = new_game(api)
    tokens = {seat["seat"]: seat["token"] for seat in game["seats"]}
    threads, attempts = 16, scaled(40)
    created = []
    lock = threading.Lock()

    def race():
        for _ in range(attempts):
            _, _, info = request(api.port, "GET", f"/games/{game['id']}")
            seat = info["waiting_on"]
            token = tokens[seat]
            _, _, seen = request(api.port, "GET", f"/games/{game['id']}/decision",
                                 headers={"Authorization": f"Bearer {token}"})
            if not seen["decision"] or "kind" not in seen["decision"]:
                continue
            status, _, answer = request(api.port, "POST", f"/games/{game['id']}/moves",
                                        {"move": quiet_move(seen["decision"])},
                                        {"Authorization": f"Bearer {token}", "If-Match": f'"{seen["version"]}"',
                                         "Idempotency-Key": secrets.token_hex(8)})
            assert status in (201, 412, 403, 422), answer       # 412: If-Match stale (a bot moved first)
            if status == 201:
                with lock:
                    created.append(answer["version"])

    workers = [threading.Thread(target=race) for _ in range(threads)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join()
    assert created and sorted(created) == list(range(2, 2 + len(created))), "each 201 is exactly one event"
    ledger = Ledger(Stores.on(store.client()))
    assert ledger.states.version(game["id"]) == 1 + len(created)
    assert ledger.history.verify(game["id"])["verified"]


def test_eight_twin_requests_append_once_and_all_get_the_same_answer(store, api):
    game = new_game(api)
    player = Player(lambda: api.port, game)
    for _ in range(scaled(15)):
        token, version, decision = player.decision()
        key = secrets.token_hex(8)
        headers = {"Authorization": f"Bearer {token}", "If-Match": f'"{version}"', "Idempotency-Key": key}
        start = threading.Barrier(8)
        answers = []

        def twin():
            start.wait()
            answers.append(request(api.port, "POST", f"/games/{game['id']}/moves",
                                   {"move": quiet_move(decision)}, headers))

        twins = [threading.Thread(target=twin) for _ in range(8)]
        for thread in twins:
            thread.start()
        for thread in twins:
            thread.join()
        assert [status for status, _, _ in answers] == [201] * 8, [a[2] for a in answers if a[0] != 201]
        assert len({repr(body) for _, _, body in answers}) == 1
        assert sum(head.get("Idempotent-Replayed") != "true" for _, head, _ in answers) <= 1
        player.acknowledged.append((key, answers[0][2]["version"]))
    check_ledger(store, player)


def test_kill_9_of_the_api_under_load_loses_and_duplicates_nothing(store, api):
    players = [Player(lambda: api.port, new_game(api)) for _ in range(4)]
    moves = scaled(40)
    threads = [threading.Thread(target=player.play, args=(moves,)) for player in players]
    for thread in threads:
        thread.start()
    kills = 0
    while any(thread.is_alive() for thread in threads) and kills < scaled(4):
        time.sleep(0.4)
        api.kill()
        kills += 1
        api.start()
    for thread in threads:
        thread.join()
    assert kills >= 1
    for player in players:
        assert len(player.acknowledged) == moves and player.refusals == 0
        check_ledger(store, player)


def test_redis_killed_and_restarted_under_load_and_bot_games_loses_nothing(store, api):
    client = store.client()
    players = [Player(lambda: api.port, new_game(api)) for _ in range(3)]
    status, _, bots = request(api.port, "POST", "/games", {"ruleset": "dominion", "seats": [
        {"name": "Cid", "bot": "big-money"}, {"name": "Dan", "bot": "big-money"}]})
    _, _, oath = request(api.port, "POST", "/games", {"ruleset": "oath", "seats": [
        {"name": n, "bot": "oath-easy"} for n in ("Eve", "Fay", "Gus")]})
    running = worker(store.url).start()
    try:
        moves = scaled(40)
        threads = [threading.Thread(target=player.play, args=(moves,)) for player in players]
        for thread in threads:
            thread.start()
        for _ in range(scaled(2)):
            time.sleep(0.5)
            store.kill()
            status, head, _ = request(api.port, "GET", f"/games/{bots['id']}")
            assert status == 503 and head["Retry-After"]
            time.sleep(0.5)
            store.start()
        for thread in threads:
            thread.join()
        ledger = Ledger(Stores.on(store.client()))
        for player in players:
            assert len(player.acknowledged) == moves and player.refusals == 0
            check_ledger(store, player)
        for game in (bots, oath):
            wait_for(lambda: ledger.views.info(game["id"], None)["status"] == "finished", 120,
                     lambda: f"the bot game finishes: {game['id']} is {ledger.views.info(game['id'], None)['status']} at "
                             f"version {ledger.views.info(game['id'], None)['version']}; worker: {running.output()[-1500:]}")
            assert ledger.history.verify(game["id"])["verified"]
        assert running.alive()
    finally:
        running.stop()
        client.close()
