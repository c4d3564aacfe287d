"""Bearer tokens: one secret per human seat. No token means a spectator."""

from flask import request

from events.errors import BadToken


def bearer_token() -> str | None:
    header = request.headers.get("Authorization")
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise BadToken("the Authorization header must read 'Bearer <seat token>'")
    return token.strip()


def caller_seat(ledger, game_id: str) -> int | None:
    return ledger.seat_for_token(game_id, bearer_token())
