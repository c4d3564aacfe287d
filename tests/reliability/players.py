"""A client that plays one game between its own human seats over HTTP and never gives a move up: it retries each
move with the same Idempotency-Key through refused connections, 503s and restarts, and keeps what was acknowledged."""

import http.client
import secrets
import time

from .processes import request

QUIET = [{"end": "actions"}, {"end": "turn"}]      # moves that never end a Dominion game


def quiet_move(decision: dict) -> dict:
    choices = decision.get("choices") or []
    for move in QUIET:
        if move in choices:
            return move
    if choices:
        return choices[0]
    return {"cards": sorted(decision["pick"]["from"])[: decision["pick"]["min"]]}


class Player:
    def __init__(self, port_of, game: dict):
        self.port_of = port_of            # a function: the API's port now (it may be restarted on the same one)
        self.game_id = game["id"]
        self.tokens = [seat["token"] for seat in game["seats"]]
        self.acknowledged = []           # (key, version) of every 201
        self.refusals = 0                # answers that were neither 201 nor a retryable failure

    def call(self, method, path, body=None, headers=None, patience=60.0):
        """The answer, retried while the service is away (connection refused or reset, 503)."""
        deadline = time.monotonic() + patience
        while True:
            try:
                status, head, answer = request(self.port_of(), method, path, body, headers, timeout=10)
                if status != 503:
                    return status, head, answer
            except (OSError, http.client.HTTPException):      # refused, reset, cut off mid-answer
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"{method} {path}: the service stayed away {patience} s")
            time.sleep(0.05)

    def decision(self):
        for token in self.tokens:
            status, _, answer = self.call("GET", f"/games/{self.game_id}/decision",
                                          headers={"Authorization": f"Bearer {token}"})
            assert status == 200, answer
            if answer["decision"] and "kind" in answer["decision"]:
                return token, answer["version"], answer["decision"]
        raise AssertionError("no seat of this game must decide")

    def play(self, moves: int):
        for _ in range(moves):
            token, version, decision = self.decision()
            key = secrets.token_hex(8)
            headers = {"Authorization": f"Bearer {token}", "If-Match": f'"{version}"', "Idempotency-Key": key}
            status, _, answer = self.call("POST", f"/games/{self.game_id}/moves", {"move": quiet_move(decision)},
                                          headers)
            if status == 201:
                self.acknowledged.append((key, answer["version"]))
            else:
                self.refusals += 1
