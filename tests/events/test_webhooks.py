"""Webhooks (events.service.webhooks): a seat's URL, the notices due when its game waits on it, and a delivery
signed with the seat's secret to a real HTTP server of the test's own."""

import hashlib
import hmac
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from events.errors import BadRequest, GameNotFound, NotYourDecision
from events.service import Ledger
from events.service.webhooks import DeliveryFailed

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]


@pytest.fixture
def ledger(ledger_client):
    return Ledger(ledger_client)


class Receiver:
    """An HTTP server that records each POST and answers the statuses it is given, in turn (then 200)."""

    def __init__(self, statuses=()):
        self.received, self.statuses = [], list(statuses)
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received.append((dict(self.headers), body))
                self.send_response(receiver.statuses.pop(0) if receiver.statuses else 200)
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()


@pytest.fixture
def receiver():
    server = Receiver()
    yield server
    server.close()


def awaited(ledger, game_id):
    return ledger.decision(game_id, None)["decision"]["player"]


def test_a_webhook_is_a_seats_and_its_url_is_checked(ledger):
    game_id = ledger.create_game("dominion", {}, HUMANS)["id"]
    for bad in ("ftp://example.org/x", "not a url", "http://", 42, "https://x.example/" + "a" * 2000):
        with pytest.raises(BadRequest):
            ledger.webhooks.set(game_id, 0, bad)
    with pytest.raises(NotYourDecision):
        ledger.webhooks.set(game_id, None, "https://x.example/hook")
    with pytest.raises(GameNotFound):
        ledger.webhooks.set("no-such-game", 0, "https://x.example/hook")
    answer = ledger.webhooks.set(game_id, 0, "https://x.example/hook")
    assert answer["url"] == "https://x.example/hook" and len(answer["secret"]) >= 40
    assert ledger.webhooks.get(game_id, 0) == {"url": "https://x.example/hook"}      # the secret only once
    assert ledger.webhooks.get(game_id, 1) == {"url": None}
    ledger.webhooks.remove(game_id, 0)
    assert ledger.webhooks.get(game_id, 0) == {"url": None}


def test_a_notice_is_due_once_each_time_the_game_waits_on_a_hooked_seat(ledger):
    game_id = ledger.create_game("dominion", {}, HUMANS)["id"]
    seat = awaited(ledger, game_id)
    ledger.webhooks.set(game_id, seat, "https://x.example/hook")
    version = ledger.version(game_id)
    assert ledger.webhooks.due() == [(game_id, seat, version)]
    ledger.webhooks.noticed(game_id, seat, version)
    assert ledger.webhooks.due() == []
    ledger.submit(game_id, seat, {"play_all": "treasures"}, version)
    assert ledger.webhooks.due() == [(game_id, seat, version + 1)]      # its next decision
    ledger.webhooks.noticed(game_id, seat, version + 1)
    ledger.submit(game_id, seat, {"end": "turn"}, version + 1)
    assert ledger.webhooks.due() == []          # the other seat's turn: it has no hook
    ledger.life.resign(game_id, seat)           # over: the game leaves the hooked set
    assert ledger.webhooks.due() == [] and ledger.webhooks.hooks.games() == []


def test_a_notice_is_signed_with_the_seats_secret_and_dropped_once_answered(ledger, receiver):
    game_id = ledger.create_game("dominion", {}, HUMANS)["id"]
    seat = awaited(ledger, game_id)
    secret = ledger.webhooks.set(game_id, seat, receiver.url)["secret"]
    version = ledger.version(game_id)
    assert ledger.webhooks.deliver(game_id, seat, version) == "sent"
    [(headers, body)] = receiver.received
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    assert headers["X-Gameledger-Signature"] == f"sha256={expected}"
    assert headers["X-Gameledger-Delivery"] == f"{game_id}:{seat}:{version}"
    notice = json.loads(body)
    decision = json.loads(json.dumps(ledger.decision(game_id, seat)["decision"]))     # choices as JSON has them
    assert notice == {"game": game_id, "version": version, "seat": seat, "decision": decision}
    ledger.submit(game_id, seat, {"play_all": "treasures"}, version)
    assert ledger.webhooks.deliver(game_id, seat, version) == "answered meanwhile"
    assert len(receiver.received) == 1


def test_a_url_that_fails_is_tried_again(ledger):
    failing = Receiver([500])
    try:
        game_id = ledger.create_game("dominion", {}, HUMANS)["id"]
        seat = awaited(ledger, game_id)
        ledger.webhooks.set(game_id, seat, failing.url)
        with pytest.raises(DeliveryFailed, match="answered 500"):
            ledger.webhooks.deliver(game_id, seat, ledger.version(game_id))
        assert ledger.webhooks.deliver(game_id, seat, ledger.version(game_id)) == "sent"
    finally:
        failing.close()
    ledger.webhooks.set(game_id, seat, failing.url)         # nobody listens there now
    with pytest.raises(DeliveryFailed):
        ledger.webhooks.deliver(game_id, seat, ledger.version(game_id))
