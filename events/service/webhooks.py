"""Webhooks for server-to-server clients: a seat registers a URL, and each time the game comes to wait on that seat
the service POSTs a signed notice to it, retried with backoff until the URL answers 2xx.

- `PUT /games/{id}/webhook` {"url"}: the seat's URL (http or https), with a new secret answered once;
  `GET` shows the URL, `DELETE` removes it.
- The notice: {"game", "version", "seat", "decision"} (the decision as GET /decision shows it to the seat), with
  `X-Gameledger-Signature: sha256=<hex HMAC-SHA256 of the body with the secret>` and `X-Gameledger-Delivery`
  (game:seat:version, the same on every try).
- Found by the worker's loop (`due`: the games with a hook, one round trip for them all, each tick of the clocks'
  loop), so a move costs nothing more and a crash loses no notice; sent by an RQ job per notice (its id names it, so
  it is sent once) retried RETRIES times at RETRY_SECONDS. A notice whose decision was answered meanwhile is dropped.
"""

import hashlib
import hmac
import json
import secrets
import urllib.error
import urllib.request
from urllib.parse import urlsplit

from events.errors import BadRequest, NotYourDecision

RETRY_SECONDS = (1, 5, 30, 120, 600)     # between the tries after the first
SEND_TIMEOUT = 5.0                       # seconds a URL has to answer
LONGEST_URL = 2000
SIGNATURE = "X-Gameledger-Signature"
DELIVERY = "X-Gameledger-Delivery"


class DeliveryFailed(Exception):
    """The URL did not answer 2xx (the job is tried again)."""


class Webhooks:
    def __init__(self, ledger, hooks):
        self.ledger = ledger
        self.hooks = hooks          # events.store.hooks.Hooks

    def set(self, game_id: str, seat: int | None, url) -> dict:
        _seated(seat)
        self.ledger.version(game_id)            # GameNotFound
        checked(url)
        hook = {"url": url, "secret": secrets.token_urlsafe(32)}
        self.hooks.set(game_id, seat, hook)
        return hook

    def get(self, game_id: str, seat: int | None) -> dict:
        _seated(seat)
        hook = self.hooks.get(game_id, seat)
        return {"url": hook["url"] if hook else None}

    def remove(self, game_id: str, seat: int | None) -> None:
        _seated(seat)
        self.hooks.remove(game_id, seat)

    def due(self) -> list[tuple[str, int, int]]:
        """(game, seat, version) of each notice to send now: a game with a hook waiting on that seat at a version
        not yet noticed. Games over leave the set."""
        games = self.hooks.games()
        if not games:
            return []
        due, over = [], []
        metas = self.ledger.store.metas(games, ("status", "turn", "waiting", "version"))
        for game_id, hooks, meta in zip(games, self.hooks.of_games(games), metas):
            if meta["status"] in (None, "finished", "aborted", "abandoned"):
                over.append(game_id)
                continue
            turn = meta["turn"]
            if meta["waiting"] != "human" or turn not in hooks:
                continue
            version = int(meta["version"])
            if hooks[turn].get("noticed") != version:
                due.append((game_id, int(turn), version))
        self.hooks.forget(over)
        return due

    def noticed(self, game_id: str, seat: int, version: int) -> None:
        """The notice at `version` is on its way (its job enqueued): `due` does not name it again."""
        hook = self.hooks.get(game_id, seat)
        if hook:
            self.hooks.set(game_id, seat, dict(hook, noticed=version))

    def deliver(self, game_id: str, seat: int, version: int) -> str:
        """POST the notice; what happened ("sent", or why nothing was). DeliveryFailed: tried again later."""
        hook = self.hooks.get(game_id, seat)
        if not hook:
            return "no webhook"
        answer = self.ledger.decision(game_id, seat)
        decision = answer["decision"]
        if answer["version"] != version or not decision or decision.get("player") != seat:
            return "answered meanwhile"
        body = json.dumps({"game": game_id, "version": version, "seat": seat, "decision": decision}).encode()
        request = urllib.request.Request(hook["url"], data=body, method="POST", headers={
            "Content-Type": "application/json", "User-Agent": "gameledger-webhook",
            SIGNATURE: "sha256=" + sign(hook["secret"], body), DELIVERY: f"{game_id}:{seat}:{version}"})
        try:
            with urllib.request.urlopen(request, timeout=SEND_TIMEOUT) as response:
                status = response.status
        except urllib.error.HTTPError as error:
            status = error.code
        except (urllib.error.URLError, OSError) as error:
            raise DeliveryFailed(f"{hook['url']}: {error}") from error
        if not 200 <= status < 300:
            raise DeliveryFailed(f"{hook['url']} answered {status}")
        return "sent"


def sign(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def checked(url) -> str:
    if not isinstance(url, str) or len(url) > LONGEST_URL:
        raise BadRequest(f"url must be an http or https URL of at most {LONGEST_URL} characters")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise BadRequest(f"url must be an http or https URL with a host, not {url[:100]!r}")
    return url


def _seated(seat) -> None:
    if seat is None:
        raise NotYourDecision("a webhook is a seat's: this needs the bearer token of a seat of the game")
