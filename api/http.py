"""HTTP as clients and caches expect it, around every view: an ETag per caller on each GET (Vary: Authorization) and
304 for an If-None-Match that still holds, Cache-Control (cacheable once a game is over), and CORS for the browser
origins allowed. A view that knows its version names its ETag (`versioned`), which costs nothing; any other GET's
ETag is a digest of its body and its caller."""

import hashlib

from flask import Flask, current_app, g, request

CACHE_FOR = 86400       # seconds a finished game's resources may be kept: nothing of them changes again
# What a browser may send and read across origins
CORS_HEADERS = "Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key, Last-Event-ID"
CORS_EXPOSED = ("ETag, Location, Link, Retry-After, Idempotent-Replayed, WWW-Authenticate, X-RateLimit-Limit, "
                "X-RateLimit-Remaining, X-RateLimit-Reset")
CORS_METHODS = "GET, POST, OPTIONS"


def etag(version: int, seat: int | None) -> str:
    """A version as one caller reads it: each seat and a spectator get their own ETag of the same version."""
    return f'"{version}-{"spectator" if seat is None else f"seat{seat}"}"'


def versioned(response, version: int, seat: int | None, over: bool = False):
    """`response` with the ETag of `version` for `seat`; `over`: the game is over, so it may be cached."""
    response.headers["ETag"] = etag(version, seat)
    if over:
        g.over = True
    return response


def mark_over(over: bool = True) -> None:
    """The resource answered is a finished game's: it will not change again."""
    if over:
        g.over = True


def version_of(header: str) -> int | None:
    """The version an If-Match names: "12", or an ETag this service gave ("12-seat0"); None if it names none."""
    text = header.strip().removeprefix("W/").strip('"').split("-", 1)[0]
    return int(text) if text.isdigit() else None


def install(app: Flask) -> None:
    app.after_request(_answer)


def _answer(response):
    if request.method == "GET" and response.status_code == 200 and not response.is_streamed:
        response = _conditional(response)
    origins = current_app.config["CORS_ORIGINS"]
    if origins and "Origin" in request.headers:
        _cors(response, origins)
    return response


def _conditional(response):
    response.vary.add("Authorization")
    tag = response.headers.get("ETag")
    if tag is None:
        body = response.get_data()
        caller = (request.headers.get("Authorization") or "").encode()
        tag = '"' + hashlib.blake2b(body + b"\0" + caller, digest_size=12).hexdigest() + '"'
        response.headers["ETag"] = tag
    if "Cache-Control" not in response.headers:
        if g.get("over"):
            scope = "private" if "Authorization" in request.headers else "public"
            response.headers["Cache-Control"] = f"{scope}, max-age={CACHE_FOR}"
        else:
            response.headers["Cache-Control"] = "no-cache"
    wanted = request.headers.get("If-None-Match")
    if wanted and (wanted.strip() == "*" or tag in (part.strip().removeprefix("W/") for part in wanted.split(","))):
        not_modified = current_app.response_class(status=304)
        for name in ("ETag", "Vary", "Cache-Control"):
            not_modified.headers[name] = response.headers[name]
        return not_modified
    return response


def _cors(response, origins: str) -> None:
    origin = request.headers["Origin"]
    allowed = [item.strip() for item in origins.split(",") if item.strip()]
    response.vary.add("Origin")
    if "*" not in allowed and origin not in allowed:
        return
    response.headers["Access-Control-Allow-Origin"] = "*" if "*" in allowed else origin
    response.headers["Access-Control-Expose-Headers"] = CORS_EXPOSED
    if request.method == "OPTIONS":
        response.headers["Access-Control-Allow-Methods"] = CORS_METHODS
        response.headers["Access-Control-Allow-Headers"] = CORS_HEADERS
        response.headers["Access-Control-Max-Age"] = "600"
