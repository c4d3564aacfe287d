"""Bearer tokens: one secret per human seat. No token means a spectator."""

from flask import request

from events.errors import BadToken


def bearer_token() -> str | None:
    return token_of(request.headers.get("Authorization"))


def token_of(header: str | None) -> str | None:
    """The token an Authorization header carries; None for no header; BadToken for one that is not a bearer's."""
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise BadToken("the Authorization header must read 'Bearer <seat token>'")
    return token.strip()


def caller_seat(ledger, game_id: str) -> int | None:
    return ledger.seat_for_token(game_id, bearer_token())


def required_token(what: str = "a seat's bearer token") -> str:
    """The bearer token a request cannot be made without: 401 (with WWW-Authenticate) when there is none."""
    token = bearer_token()
    if token is None:
        raise BadToken(f"this request needs {what}: Authorization: Bearer <token>")
    return token


def required_seat(ledger, game_id: str) -> int:
    return ledger.seat_for_token(game_id, required_token())
