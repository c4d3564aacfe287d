"""The fast path (api/fast.py): a move and the decision answered below Flask say exactly what the Flask views say,
status, headers and body, for the same request on the same game; what it does not take, and every error, is the
app's answer as the contract gives it."""

import pytest
from flask import request_started
from werkzeug.test import Client as WsgiClient

from api.fast import HotPath
from tests.api.test_http import GAME

PLAYS = 40      # moves of each twin game compared


@pytest.fixture
def http(app):
    """A client of the app as the door serves it: the fast path in front of it (HotPath)."""
    return WsgiClient(HotPath(app), response_wrapper=app.response_class)


@pytest.fixture
def flask_http(app):
    """A client of the same app with no fast path: every request through Flask's views."""
    return app.test_client()


@pytest.fixture
def twins(app, http):
    """Two games in the same state (one exported game imported twice): (id, tokens by seat) of each."""
    ledger = app.extensions["ledger"]
    data = ledger.history.export(http.post("/games", json=GAME).get_json()["id"])
    return [(game["id"], {seat["seat"]: seat["token"] for seat in game["seats"]})
            for game in (ledger.history.import_game(data), ledger.history.import_game(data))]


@pytest.fixture
def dispatched(app):
    """The requests Flask dispatched (its request_started signal), by path."""
    seen = []

    def started(sender, **extra):
        from flask import request

        seen.append(request.path)

    request_started.connect(started, app)
    yield seen
    request_started.disconnect(started, app)


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def same(fast, slow, game_ids):
    """Both answers alike but for the game's id in them."""
    def plain(response):
        headers = sorted((name, value.replace(game_ids[0], "ID").replace(game_ids[1], "ID"))
                         for name, value in response.headers.items())
        return response.status, headers, response.get_data().replace(game_ids[0].encode(), b"ID") \
            .replace(game_ids[1].encode(), b"ID")

    assert plain(fast) == plain(slow)


def waiting(client, game_id, tokens):
    """(seat, decision response) of the seat whose decision is awaited."""
    for seat, token in tokens.items():
        response = client.get(f"/games/{game_id}/decision", headers=bearer(token))
        if "kind" in (response.get_json()["decision"] or {"kind": None}):
            return seat, response
    return None, response


def big_money(decision):
    choices = decision.get("choices")
    if choices is None:
        return {"cards": sorted(decision["pick"]["from"])[:decision["pick"]["min"]]}
    for wanted in ({"play_all": "treasures"}, {"buy": "Province"}, {"buy": "Gold"}, {"buy": "Silver"}):
        if wanted in choices:
            return wanted
    return next((choice for choice in choices if "end" in choice), choices[0])


def test_twin_games_played_fast_and_through_flask_answer_alike(http, flask_http, twins, dispatched):
    (fast_id, fast_tokens), (slow_id, slow_tokens) = twins
    ids = fast_id, slow_id
    for number in range(PLAYS):
        seat, fast_decision = waiting(http, fast_id, fast_tokens)
        slow_seat, slow_decision = waiting(flask_http, slow_id, slow_tokens)
        same(fast_decision, slow_decision, ids)
        assert seat == slow_seat and seat is not None
        answer = fast_decision.get_json()
        move, version = big_money(answer["decision"]), answer["version"]
        headers = {"If-Match": f'"{version}"', "Idempotency-Key": f"k{number}"}
        fast = http.post(f"/games/{fast_id}/moves", json={"move": move}, headers=bearer(fast_tokens[seat]) | headers)
        slow = flask_http.post(f"/games/{slow_id}/moves", json={"move": move},
                               headers=bearer(slow_tokens[seat]) | headers)
        assert fast.status_code == 201
        same(fast, slow, ids)
        # the same request again: the first answer, marked as replayed
        again = http.post(f"/games/{fast_id}/moves", json={"move": move}, headers=bearer(fast_tokens[seat]) | headers)
        slow_again = flask_http.post(f"/games/{slow_id}/moves", json={"move": move},
                                     headers=bearer(slow_tokens[seat]) | headers)
        assert again.headers["Idempotent-Replayed"] == "true"
        same(again, slow_again, ids)
    spectator = http.get(f"/games/{fast_id}/decision"), flask_http.get(f"/games/{slow_id}/decision")
    same(*spectator, ids)
    assert not [path for path in dispatched if path.startswith(f"/games/{fast_id}/")], "the fast path was not taken"


# what is wrong with a move, and the status the contract gives it (header values as the door hands them on: the
# latin-1 text of the bytes sent)
REFUSALS = {"stale": 412, "illegal": 422, "not-yours": 403, "no-token": 401, "wrong-token": 401, "bad-scheme": 401,
            "no-if-match": 428, "body-version": 409, "both-disagree": 400, "not-json": 400, "unknown-game": 404,
            "if-match-past-64-bits": 400, "if-match-of-5000-digits": 400, "if-match-zero": 400,
            "if-match-not-ascii": 400, "if-match-two-versions": 400, "key-not-ascii": 400, "key-too-long": 400,
            "token-not-ascii": 401, "string-version": 422, "float-version": 422, "boolean-version": 422}


@pytest.mark.parametrize("case", REFUSALS)
def test_refusals_are_the_apps_problems(http, flask_http, twins, case):
    (fast_id, fast_tokens), (slow_id, slow_tokens) = twins
    seat, answer = waiting(http, fast_id, fast_tokens)
    version = answer.get_json()["version"]
    move = big_money(answer.get_json()["decision"])

    def request(client, game_id, tokens):
        headers = bearer(tokens[seat]) | {"If-Match": f'"{version}"'}
        body = {"move": move}
        if case == "stale":
            headers["If-Match"] = f'"{version + 5}"'
        elif case == "illegal":
            body = {"move": {"buy": "Nonesuch"}}
        elif case == "not-yours":
            headers |= bearer(tokens[1 - seat])
        elif case == "no-token":
            del headers["Authorization"]
        elif case == "wrong-token":
            headers |= bearer("x" * 20)
        elif case == "bad-scheme":
            headers["Authorization"] = f"Basic {tokens[seat]}"
        elif case == "no-if-match":
            del headers["If-Match"]
        elif case == "body-version":
            del headers["If-Match"]
            body["expected_version"] = version + 5          # named in the body: 409 stale-version, not 412
        elif case == "both-disagree":
            body["expected_version"] = version + 1
        elif case == "unknown-game":
            game_id = "no-such-game"
        elif case.startswith("if-match-"):
            headers["If-Match"] = {"if-match-past-64-bits": '"18446744073709551615"',
                                   "if-match-of-5000-digits": f'"{"9" * 5000}"', "if-match-zero": '"0"',
                                   "if-match-not-ascii": f'"{version}-s\xc3\xa9at0"',
                                   "if-match-two-versions": f'"{version}", "{version + 1}"'}[case]
        elif case.startswith("key-"):
            headers["Idempotency-Key"] = "cl\xc3\xa9" if case == "key-not-ascii" else "k" * 129
        elif case == "token-not-ascii":
            headers["Authorization"] = "Bearer \xc3\xa9\xc3\xa9\xc3\xa9"
        elif case.endswith("-version"):
            del headers["If-Match"]
            body["expected_version"] = {"string-version": str(version), "float-version": float(version),
                                        "boolean-version": True}[case]
        if case == "not-json":
            return client.post(f"/games/{game_id}/moves", data="{", headers=headers,
                               content_type="application/json")
        return client.post(f"/games/{game_id}/moves", json=body, headers=headers)

    fast, slow = request(http, fast_id, fast_tokens), request(flask_http, slow_id, slow_tokens)
    same(fast, slow, (fast_id, slow_id))
    assert 400 <= fast.status_code < 500 and fast.mimetype == "application/problem+json"
    assert fast.status_code == REFUSALS[case], fast.get_json()
    assert http.get(f"/games/{fast_id}/decision", headers=bearer(fast_tokens[seat])).get_json()["version"] == version


def test_what_it_does_not_take_goes_to_flask(http, twins, dispatched):
    (game_id, tokens), _ = twins
    seat, answer = waiting(http, game_id, tokens)
    etag = answer.headers["ETag"]
    dispatched.clear()
    cached = http.get(f"/games/{game_id}/decision", headers=bearer(tokens[seat]) | {"If-None-Match": etag})
    assert cached.status_code == 304 and cached.headers["ETag"] == etag
    browser = http.get(f"/games/{game_id}/decision", headers=bearer(tokens[seat]) | {"Origin": "https://a.example"})
    assert browser.status_code == 200 and browser.get_json()["version"] == answer.get_json()["version"]
    head = http.head(f"/games/{game_id}/decision", headers=bearer(tokens[seat]))
    assert head.status_code == 200 and head.get_data() == b""
    assert len(dispatched) == 3


def test_a_finished_games_decision_is_cacheable_alike(http, flask_http):
    """Over: no decision, and a Cache-Control that lets it be kept; a token of no seat refused alike."""
    bots = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]
    game = http.post("/games", json={"ruleset": "dominion", "options": {"preset": "First Game"}, "seats": bots})
    game_id = game.get_json()["id"]
    for headers in ({}, bearer("not-a-seat-token-at-all")):
        fast, slow = (client.get(f"/games/{game_id}/decision", headers=headers) for client in (http, flask_http))
        same(fast, slow, (game_id, game_id))
    spectator = http.get(f"/games/{game_id}/decision")
    assert spectator.get_json()["decision"] is None
    assert spectator.headers["Cache-Control"] == "public, max-age=86400"
