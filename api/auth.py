"""Bearer tokens: one secret per human seat. No token means a spectator."""

import re

from flask import request

from events.errors import BadToken, NotYourDecision

# RFC 6750 2.1: the characters a bearer token is made of. Every token the service gives (seat, creator, owner and
# player tokens, player keys) is made of fewer; one holding anything else (a byte that is not ASCII) is no token.
TOKEN68 = re.compile(r"[A-Za-z0-9._~+/-]+=*\Z")


def bearer_token() -> str | None:
    return token_of(request.headers.get("Authorization"))


def token_of(header: str | None) -> str | None:
    """The token an Authorization header carries; None for no header; BadToken for one that is not a bearer's."""
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    token = token.strip(" \t")
    if scheme.lower() != "bearer" or not TOKEN68.match(token):
        raise BadToken("the Authorization header must read 'Bearer <token>', the token as the service gave it "
                       "(ASCII letters, digits and -._~+/)")
    return token


def caller_seat(ledger, game_id: str) -> int | None:
    return ledger.seat_for_token(game_id, bearer_token())


def required_token(what: str = "a seat's bearer token") -> str:
    """The bearer token a request cannot be made without: 401 (with WWW-Authenticate) when there is none."""
    token = bearer_token()
    if token is None:
        raise BadToken(f"this request needs {what}: Authorization: Bearer <token>")
    return token


def required_seat(ledger, game_id: str) -> int:
    """The seat of the request's token: 401 without one or for a token the game does not know; 403 for the game's
    creator token, which plays no seat."""
    seat = ledger.seat_for_token(game_id, required_token())
    if seat is None:
        raise NotYourDecision("the game's creator token plays no seat: this needs the bearer token of a seat of the "
                              "game")
    return seat
