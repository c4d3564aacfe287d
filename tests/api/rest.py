"""A small REST client over Flask's test client, so the tests read like a client's session."""


class Client:
    def __init__(self, http, game_id=None, token=None):
        self.http, self.game_id, self.token = http, game_id, token

    def headers(self, **extra):
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        headers.update(extra)
        return headers

    def get(self, path="", **query):
        return self.http.get(f"/games/{self.game_id}{path}", query_string=query, headers=self.headers())

    def move(self, move, version, key=None):
        headers = self.headers(**{"If-Match": f'"{version}"'})
        if key:
            headers["Idempotency-Key"] = key
        return self.http.post(f"/games/{self.game_id}/moves", json={"move": move}, headers=headers)


def create(http, seats, options=None, ruleset="dominion"):
    """A game of any ruleset created over REST; its answer, and a client per seat (a bot's has no token)."""
    response = http.post("/games", json={"ruleset": ruleset, "options": options or {}, "seats": seats})
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    assert [seat["token"] is None for seat in body["seats"]] == [bool(seat.get("bot")) for seat in seats]
    return body, [Client(http, body["id"], seat["token"]) for seat in body["seats"]]


def stream_length(redis_client, game_id):
    return redis_client.xlen(f"gl:{{{game_id}}}:events")
