"""The REST contract: a whole game between two human clients, and every refusal leaves the stream unchanged."""

import hashlib
import threading

from engine.dominion.bots import big_money
from events.store import encoding
from tests.api.rest import Client, create, stream_length

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]


def play_to_the_end(clients, limit=2000):
    """Each human client reads its own view and decision and answers with a Big Money move."""
    for step in range(limit):
        for client in clients:
            info = client.get().get_json()
            if info["status"] == "finished":
                return info
            if "decision" in info:
                move = big_money(info["view"], info["decision"])
                response = client.move(move, info["version"], key=f"step-{step}")
                assert response.status_code == 201, response.get_json()
                break
    raise AssertionError("the game did not finish")


def test_full_game_between_two_human_clients_over_rest(http, ledger_client):
    created, clients = create(http, HUMANS)
    assert created["version"] == 1 and all(seat["token"] for seat in created["seats"])
    final = play_to_the_end(clients)
    assert final["status"] == "finished"
    assert final["result"]["winners"] and len(final["result"]["scores"]) == 2
    # the seed is revealed at the end and matches the commitment published at creation
    assert hashlib.sha256(b"gameledger-seed:" + final["seed"].encode()).hexdigest() == created["seed_commitment"]
    assert http.get(f"/games/{created['id']}/verify").get_json()["verified"] is True
    events = clients[0].get("/events", limit=1000).get_json()["events"]
    assert [e["version"] for e in events] == list(range(1, final["version"] + 1))
    assert events[0]["seed"] == final["seed"]
    assert stream_length(ledger_client, created["id"]) == final["version"]


def test_game_status_reads_active_then_finished_and_the_list_filters(http):
    created, clients = create(http, HUMANS)
    bots, _ = create(http, [{"name": "Cid", "bot": "big-money"}, {"name": "Dan", "bot": "big-money"}])
    assert http.get(f"/games/{created['id']}").get_json()["status"] == "active"
    assert http.get(f"/games/{bots['id']}").get_json()["status"] == "finished"
    listed = http.get("/games", query_string={"status": "active"}).get_json()
    assert [g["id"] for g in listed["games"]] == [created["id"]] and listed["total"] == 1
    finished = http.get("/games", query_string={"player": "cid"}).get_json()["games"]
    assert [g["id"] for g in finished] == [bots["id"]]
    assert finished[0]["result"] == http.get(f"/games/{bots['id']}").get_json()["result"]
    assert finished[0]["result"]["ending"] in ("provinces", "piles")
    assert "result" not in listed["games"][0]
    assert http.get("/games").get_json()["total"] == 2


def _current(client):
    info = client.get().get_json()
    mover = info["waiting_on"]
    return info["version"], mover


def test_illegal_stale_wrong_seat_and_malformed_moves_leave_the_stream_unchanged(http, ledger_client):
    created, clients = create(http, HUMANS)
    game_id = created["id"]
    version, mover = _current(clients[0])
    me, other = clients[mover], clients[1 - mover]
    before = stream_length(ledger_client, game_id)

    illegal = me.move({"buy": "Province"}, version)
    assert illegal.status_code == 422 and illegal.mimetype == "application/problem+json"
    assert "Province costs 8" in illegal.get_json()["detail"] or "Buy phase" in illegal.get_json()["detail"]

    stale = me.move({"end": "turn"}, version - 1 if version > 1 else version + 5)
    assert stale.status_code == 412 and stale.get_json()["current_version"] == version
    assert stale.get_json()["type"] == "http://localhost/problems/precondition-failed"
    stale_body = http.post(f"/games/{game_id}/moves", headers=me.headers(),
                           json={"move": {"end": "turn"}, "expected_version": version + 5})
    assert stale_body.status_code == 409 and stale_body.get_json()["current_version"] == version
    assert stale_body.get_json()["type"] == "http://localhost/problems/stale-version"

    wrong_seat = other.move({"end": "turn"}, version)
    mover_name = HUMANS[mover]["name"]
    assert wrong_seat.status_code == 403
    assert wrong_seat.get_json()["detail"] == f"it is {mover_name}'s decision, not yours"

    spectator = Client(http, game_id).move({"end": "turn"}, version)
    assert spectator.status_code == 401 and "Bearer" in spectator.headers["WWW-Authenticate"]

    bad_token = Client(http, game_id, "not-a-token").move({"end": "turn"}, version)
    assert bad_token.status_code == 401

    no_move = http.post(f"/games/{game_id}/moves", json={"mov": {}}, headers=me.headers(**{"If-Match": "1"}))
    assert no_move.status_code == 422 and "move" in no_move.get_json()["detail"]

    not_an_object = http.post(f"/games/{game_id}/moves", json={"move": "buy"},
                              headers=me.headers(**{"If-Match": f'"{version}"'}))
    assert not_an_object.status_code == 422

    no_version = http.post(f"/games/{game_id}/moves", json={"move": {"end": "turn"}}, headers=me.headers())
    assert no_version.status_code == 428

    not_json = http.post(f"/games/{game_id}/moves", data="{", content_type="application/json",
                         headers=me.headers(**{"If-Match": f'"{version}"'}))
    assert 400 <= not_json.status_code < 500 and not_json.mimetype == "application/problem+json"

    missing = Client(http, "nosuchgame").get()
    assert missing.status_code == 404 and missing.mimetype == "application/problem+json"

    assert stream_length(ledger_client, game_id) == before


def test_a_retried_move_with_the_same_idempotency_key_appends_once_and_answers_the_same(http, ledger_client):
    created, clients = create(http, HUMANS)
    version, mover = _current(clients[0])
    first = clients[mover].move({"end": "turn"}, version, key="k-1")
    again = clients[mover].move({"end": "turn"}, version, key="k-1")
    assert first.status_code == again.status_code == 201
    assert first.get_json() == again.get_json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert stream_length(ledger_client, created["id"]) == version + 1
    reused = clients[mover].move({"play_all": "treasures"}, version, key="k-1")
    assert reused.status_code == 422 and reused.get_json()["type"].endswith("idempotency-key-reused")
    assert stream_length(ledger_client, created["id"]) == version + 1


def test_twenty_concurrent_moves_at_the_same_version_append_exactly_one(app, ledger_client):
    http = app.test_client()
    created, clients = create(http, HUMANS)
    version, mover = _current(clients[0])
    token = created["seats"][mover]["token"]
    statuses = []

    def send(n):
        client = Client(app.test_client(), created["id"], token)
        statuses.append(client.move({"end": "turn"}, version, key=f"racer-{n}").status_code)

    threads = [threading.Thread(target=send, args=(n,)) for n in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [201] + [412] * 19         # If-Match names a version no longer current
    assert stream_length(ledger_client, created["id"]) == version + 1


def test_views_and_event_pages_hide_other_hands_deck_order_and_the_seed(http, ledger_client):
    created, clients = create(http, HUMANS)
    raw = [e for e in ledger_client.xrange(f"gl:{{{created['id']}}}:events")]
    seed = encoding.decode(raw[0][1])["seed"]
    for step in range(6):     # a few moves in, so discards and plays exist
        version, mover = _current(clients[0])
        info = clients[mover].get().get_json()
        clients[mover].move(big_money(info["view"], info["decision"]), version)
    for index, client in enumerate([*clients, Client(http, created["id"])]):
        texts = [client.get().get_data(as_text=True), client.get("/events", limit=1000).get_data(as_text=True),
                 client.get("/decision").get_data(as_text=True), client.get("/state", at=1).get_data(as_text=True),
                 client.get("/log").get_data(as_text=True)]
        for text in texts:
            assert seed not in text
            assert '"deck"' not in text
        view = client.get().get_json()["view"]
        for seat, player in enumerate(view["players"]):
            assert ("hand" in player) == (seat == index)
        decision = client.get("/decision").get_json()["decision"]
        if decision["player"] != index:
            assert decision == {"player": decision["player"]}


def test_state_at_a_version_is_the_view_then(http):
    created, clients = create(http, HUMANS)
    first_hand = clients[0].get("/state", at=1).get_json()["view"]["players"][0]["hand"]
    version, mover = _current(clients[0])
    assert clients[0].get("/state", at=1).get_json()["version"] == 1
    assert len(first_hand) == 5 and set(first_hand) <= {"Copper", "Estate"}
    assert clients[0].get("/state", at=999).status_code == 422


def test_event_pages_follow_from_and_limit(http):
    created, _ = create(http, [{"name": "Cid", "bot": "big-money"}, {"name": "Dan", "bot": "big-money"}])
    page = http.get(f"/games/{created['id']}/events", query_string={"from": 3, "limit": 4}).get_json()
    assert [e["version"] for e in page["events"]] == [3, 4, 5, 6]
    assert page["version"] > 6
    assert http.get(f"/games/{created['id']}/events", query_string={"limit": 0}).status_code == 422


def test_bad_game_requests_get_clear_problems(http):
    unknown_ruleset = http.post("/games", json={"ruleset": "chess", "seats": HUMANS})
    assert unknown_ruleset.status_code == 422 and "unknown ruleset 'chess'" in unknown_ruleset.get_json()["detail"]
    unknown_card = http.post("/games", json={"ruleset": "dominion", "seats": HUMANS,
                                             "options": {"kingdom": ["Village"] * 9 + ["Nonesuch"]}})
    assert unknown_card.status_code == 422 and "Nonesuch" in unknown_card.get_json()["detail"]
    unknown_bot = http.post("/games", json={"ruleset": "dominion", "seats": [{"name": "A", "bot": "zz"}, HUMANS[1]]})
    assert unknown_bot.status_code == 422 and "unknown bot 'zz'" in unknown_bot.get_json()["detail"]
    one_player = http.post("/games", json={"ruleset": "dominion", "seats": HUMANS[:1]})
    assert one_player.status_code == 422 and "2 to 4 players" in one_player.get_json()["detail"]
    extra_field = http.post("/games", json={"ruleset": "dominion", "seats": HUMANS, "colour": "red"})
    assert extra_field.status_code == 422 and "colour" in extra_field.get_json()["detail"]
    assert http.get("/games").get_json()["total"] == 0


def test_czech_kingdom_names_are_accepted(http):
    names = ["sklepení", "trh", "milice", "dul", "hradni prikop", "přestavba", "Kovárna", "vesnice", "dřevorubec",
             "dílna"]
    created, clients = create(http, HUMANS, {"kingdom": names})
    assert "Moat" in clients[0].get().get_json()["view"]["kingdom"]


def test_health_and_rulesets(http):
    from importlib.metadata import version

    health = http.get("/health").get_json()
    assert health == {"status": "ok", "redis": "ok", "version": version("gameledger"),
                      "rulesets": {"dominion": 2, "oath": 4}}
    dominion = [r for r in http.get("/rulesets").get_json() if r["id"] == "dominion"][0]
    assert "big-money" in dominion["bots"]
