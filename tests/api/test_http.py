"""HTTP as clients and caches expect it: Location, ETags per caller and 304, Cache-Control, 412, 401 and 405 with
their headers, 415 and malformed JSON, POST /games with an Idempotency-Key, cursor pages, CORS, problem pages."""

import threading

import pytest

from api.app import create_app
from api.problems import PROBLEMS
from tests.api.rest import Client, create

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]
BOTS = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]
GAME = {"ruleset": "dominion", "options": {"preset": "First Game"}, "seats": HUMANS}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def mover(http, created):
    """The client of the seat whose decision is awaited (the first player is drawn from the seed)."""
    seat = http.get(f"/games/{created['id']}").get_json()["waiting_on"]
    return seat, Client(http, created["id"], created["seats"][seat]["token"])


def test_a_created_game_and_a_move_say_where_they_are(http):
    response = http.post("/games", json=GAME)
    game_id = response.get_json()["id"]
    assert response.status_code == 201 and response.headers["Location"] == f"/games/{game_id}"
    assert http.get(response.headers["Location"]).status_code == 200
    moved = mover(http, response.get_json())[1].move({"play_all": "treasures"}, 1)
    assert moved.status_code == 201
    event = http.get(moved.headers["Location"]).get_json()["events"]
    assert [e["version"] for e in event] == [2] and event[0]["move"] == {"play_all": "treasures"}


def test_etags_differ_by_caller_and_an_unchanged_game_answers_304(http):
    created, (ana, ben) = create(http, HUMANS)
    spectator = Client(http, created["id"])
    for path in ("", "/decision", "/state", "/events", "/log"):
        tags = {client: client.get(path) for client in (ana, ben, spectator)}
        assert len({answer.headers["ETag"] for answer in tags.values()}) == 3, path
        for client, answer in tags.items():
            assert "Authorization" in answer.headers["Vary"] and answer.headers["Cache-Control"] == "no-cache"
            again = http.get(f"/games/{created['id']}{path}",
                             headers=client.headers(**{"If-None-Match": answer.headers["ETag"]}))
            assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == answer.headers["ETag"]
    before = ana.get().headers["ETag"]
    assert mover(http, created)[1].move({"play_all": "treasures"}, 1).status_code == 201
    after = http.get(f"/games/{created['id']}", headers=ana.headers(**{"If-None-Match": before}))
    assert after.status_code == 200 and after.headers["ETag"] != before


def test_an_etag_is_an_if_match_and_a_stale_one_is_412_with_the_version_now(http):
    created, _ = create(http, HUMANS)
    seat, player = mover(http, created)
    tag = player.get("/decision").headers["ETag"]
    assert tag == f'"1-seat{seat}"'
    moved = http.post(f"/games/{created['id']}/moves", json={"move": {"play_all": "treasures"}},
                      headers=player.headers(**{"If-Match": tag}))
    assert moved.status_code == 201 and moved.headers["ETag"] == f'"2-seat{seat}"'
    stale = http.post(f"/games/{created['id']}/moves", json={"move": {"end": "turn"}},
                      headers=player.headers(**{"If-Match": tag}))
    assert stale.status_code == 412 and stale.mimetype == "application/problem+json"
    assert stale.get_json()["current_version"] == 2


def test_a_finished_games_resources_may_be_cached(http):
    created, _ = create(http, BOTS)
    game = Client(http, created["id"])
    assert game.get().get_json()["status"] == "finished"
    for path in ("", "/decision", "/state", "/events", "/log"):
        assert game.get(path).headers["Cache-Control"] == "public, max-age=86400", path
    assert http.get("/games").headers["Cache-Control"] == "no-cache"


def test_a_refused_token_is_told_how_to_authenticate(http):
    created, _ = create(http, HUMANS)
    refused = http.get(f"/games/{created['id']}", headers=bearer("not-a-token"))
    assert refused.status_code == 401 and refused.headers["WWW-Authenticate"].startswith("Bearer ")
    assert http.get("/me/games", headers=bearer("x" * 30)).headers["WWW-Authenticate"].startswith("Bearer ")


def test_a_method_the_resource_does_not_take_is_405_with_allow(http):
    created, _ = create(http, HUMANS)
    refused = http.delete(f"/games/{created['id']}")
    assert refused.status_code == 405 and refused.mimetype == "application/problem+json"
    assert set(refused.headers["Allow"].replace(" ", "").split(",")) >= {"GET", "OPTIONS"}


@pytest.mark.parametrize("path", ["/games", "/campaigns", "/games/nope/moves"])
def test_a_body_that_is_not_json_is_415(http, path):
    refused = http.post(path, data="ruleset=dominion", content_type="application/x-www-form-urlencoded")
    assert refused.status_code == 415 and refused.mimetype == "application/problem+json"
    assert refused.get_json()["type"] == "http://localhost/problems/unsupported-media-type"
    assert "application/json" in refused.get_json()["detail"]


def test_malformed_json_is_a_problem_that_says_so(http):
    refused = http.post("/games", data='{"ruleset": "dominion",', content_type="application/json")
    problem = refused.get_json()
    assert refused.status_code == 400 and problem["type"] == "http://localhost/problems/malformed-json"
    assert problem["detail"].startswith("malformed JSON body") and set(problem) == {"type", "title", "status",
                                                                                     "detail"}


@pytest.mark.parametrize("body, where", [('{"ruleset": "dominion",', "line 1, column 24"),
                                         ('{\n  "ruleset": "dominion"\n  "seats": []\n}', "line 3, column 3"),
                                         (b'{"ruleset": "\xff"}', "byte 0xff at offset 13)")])
def test_malformed_json_says_where_it_broke(http, body, where):
    refused = http.post("/games", data=body, content_type="application/json").get_json()
    assert refused["status"] == 400 and refused["detail"].startswith("malformed JSON body: ")
    assert refused["detail"].endswith(where), refused["detail"]


def test_a_body_over_the_limit_is_413_stating_the_limit(http):
    refused = http.post("/games", data=b"[" + b" " * 70_000 + b"]", content_type="application/json")
    assert refused.status_code == 413 and refused.get_json()["type"] == "http://localhost/problems/payload-too-large"
    assert refused.get_json()["detail"] == "a request body is at most 64 KiB (65,536 bytes); this one is 70,002 bytes"


def test_create_with_an_idempotency_key_creates_one_game_and_answers_retries_the_same(http):
    key = {"Idempotency-Key": "2b0c6d0e-create-once"}
    first = http.post("/games", json=GAME, headers=key)
    again = http.post("/games", json=GAME, headers=key)
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json() and again.headers["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first.headers and again.headers["Location"] == first.headers["Location"]
    assert http.get("/games").get_json()["total"] == 1
    token = again.get_json()["seats"][0]["token"]
    assert Client(http, first.get_json()["id"], token).get().get_json()["you"] == 0     # the retry's token plays
    other = http.post("/games", json=GAME | {"seats": BOTS}, headers=key)
    assert other.status_code == 422 and other.get_json()["type"] == "http://localhost/problems/idempotency-key-reused"
    for key in ("a key with spaces", "k" * 129, "cl\xc3\xa9"):        # the last: "clé" as the door hands it on
        refused = http.post("/games", json=GAME, headers={"Idempotency-Key": key})
        assert refused.status_code == 400 and refused.get_json()["type"] == "http://localhost/problems/invalid-header"
    assert http.get("/games").get_json()["total"] == 1


def test_the_kept_plan_holds_no_token_nor_seed_in_the_clear(http, app):
    created = http.post("/games", json=GAME, headers={"Idempotency-Key": "kept-sealed-1"}).get_json()
    redis = app.extensions["redis"]
    [slot] = list(redis.scan_iter(match="gl:{creation:*"))
    kept = b"".join(redis.hgetall(slot).values())
    seed = app.extensions["ledger"].store.event(created["id"], 1)["seed"].encode()
    assert all(seat["token"].encode() not in kept for seat in created["seats"] if seat["token"])
    assert seed not in kept and b"kept-sealed-1" not in slot and b"kept-sealed-1" not in kept


def test_concurrent_creates_with_one_key_create_one_game(app):
    answers = []

    def send():
        answers.append(app.test_client().post("/games", json=GAME, headers={"Idempotency-Key": "raced"}))

    threads = [threading.Thread(target=send) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert {answer.status_code for answer in answers} == {201}
    assert len({answer.get_json()["id"] for answer in answers}) == 1
    assert sum("Idempotent-Replayed" in answer.headers for answer in answers) == 7
    assert app.test_client().get("/games").get_json()["total"] == 1


def test_game_pages_follow_a_cursor_and_list_each_game_once_though_games_are_created_meanwhile(http):
    made = [http.post("/games", json=GAME).get_json()["id"] for _ in range(5)]
    first = http.get("/games", query_string={"limit": 2})
    page = first.get_json()
    assert first.headers["Link"] == f'<{page["next"]}>; rel="next"'
    seen = [game["id"] for game in page["games"]]
    made.append(http.post("/games", json=GAME).get_json()["id"])        # pushes every listed game down one
    while page["next"]:
        answer = http.get(page["next"])
        page = answer.get_json()
        seen += [game["id"] for game in page["games"]]
        assert ("Link" in answer.headers) == (page["next"] is not None)
    assert seen == made[4::-1]
    by_offset = http.get("/games", query_string={"offset": 2, "limit": 2}).get_json()
    assert [game["id"] for game in by_offset["games"]] == [made[3], made[2]]
    assert http.get("/games", query_string={"cursor": "not-a-cursor"}).status_code == 422


def test_event_pages_link_the_next_from_the_version_after(http):
    created, _ = create(http, BOTS)
    game = Client(http, created["id"])
    version = game.get().get_json()["version"]
    versions, answer = [], game.get("/events", limit=40)
    while True:
        page = answer.get_json()
        versions += [event["version"] for event in page["events"]]
        if not page["next"]:
            assert "Link" not in answer.headers
            break
        assert answer.headers["Link"] == f'<{page["next"]}>; rel="next"'
        answer = http.get(page["next"])
    assert versions == list(range(1, version + 1))


def test_cors_allows_no_origin_by_default(http):
    answer = http.get("/health", headers={"Origin": "https://example.org"})
    assert "Access-Control-Allow-Origin" not in answer.headers


def test_cors_allows_the_origins_configured(ledger_client, redis_url):
    app = create_app(redis_url, cors_origins="https://table.example.org")
    http = app.test_client()
    allowed = http.options("/games/x/moves", headers={
        "Origin": "https://table.example.org", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "Authorization, Content-Type, If-Match"})
    assert allowed.headers["Access-Control-Allow-Origin"] == "https://table.example.org"
    assert "If-Match" in allowed.headers["Access-Control-Allow-Headers"]
    assert allowed.headers["Access-Control-Allow-Methods"] == "POST, OPTIONS"
    for path, methods in (("/games/x/webhook", "DELETE, GET, PUT, OPTIONS"), ("/games", "GET, POST, OPTIONS"),
                          ("/games/x/standing-answers", "GET, PUT, OPTIONS"), ("/games/x", "GET, OPTIONS")):
        preflight = http.options(path, headers={"Origin": "https://table.example.org",
                                                "Access-Control-Request-Method": methods.split(",")[0]})
        assert preflight.headers["Access-Control-Allow-Methods"] == methods, path
    assert "ETag" in http.get("/health", headers={"Origin": "https://table.example.org"}).headers[
        "Access-Control-Expose-Headers"]
    other = http.get("/health", headers={"Origin": "https://elsewhere.example.org"})
    assert "Access-Control-Allow-Origin" not in other.headers and "Origin" in other.headers["Vary"]
    anyone = create_app(redis_url, cors_origins="*").test_client()
    assert anyone.get("/health", headers={"Origin": "https://x.example"}).headers["Access-Control-Allow-Origin"] == "*"


def test_every_problem_type_resolves_to_a_page_describing_it(http):
    refused = http.get("/games/nope").get_json()
    assert refused["type"] == "http://localhost/problems/game-not-found"
    for name, (status, title, text) in PROBLEMS.items():
        page = http.get(f"/problems/{name}")
        assert page.status_code == 200 and page.mimetype == "text/html", name
        text = page.get_data(as_text=True)
        assert title.replace("'", "&#x27;") in text and str(status) in text
    assert http.get("/problems/no-such-problem").status_code == 404


def test_the_docs_and_the_document_are_served_offline(http):
    page = http.get("/docs")
    assert page.status_code == 200 and "/docs/static/swagger-ui-bundle.js" in page.get_data(as_text=True)
    assert "http" not in page.get_data(as_text=True).split("<script", 1)[1].split("url:")[0]     # no CDN
    script = http.get("/docs/static/swagger-ui-bundle.js")
    assert script.status_code == 200 and len(script.data) > 100_000
    assert http.get("/openapi.json").get_json()["paths"]["/games/{game_id}/moves"]["post"]["operationId"] == \
        "submitMove"
    yaml_doc = http.get("/openapi.yaml")
    assert yaml_doc.mimetype == "application/yaml" and "operationId: submitMove" in yaml_doc.get_data(as_text=True)
