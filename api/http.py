"""HTTP as clients and caches expect it, around every view: an ETag per caller on each GET (Vary: Authorization) and
304 for an If-None-Match that still holds, Cache-Control (cacheable once a game is over), and CORS for the browser
origins allowed. A view that knows its version names its ETag (`versioned`), which costs nothing; any other GET's
ETag is a digest of its body and its caller."""

import hashlib

from flask import Flask, current_app, g, request

from .headers import if_none_match
from .jsonout import encode

CACHE_FOR = 86400       # seconds a finished game's resources may be kept: nothing of them changes again
ROUTE = "gameledger.route"      # environ key: the template of the route that answered, set by whoever answers it
UNMATCHED = "unmatched"         # the route of a request no route answers: no raw path becomes a metric's label
RETRY_STATUSES = (429, 503)     # the answers Retry-After means something on (RFC 9110 10.2.3)
# What a browser may send and read across origins
CORS_HEADERS = "Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key, Last-Event-ID"
CORS_EXPOSED = ("ETag, Location, Link, Retry-After, Idempotent-Replayed, WWW-Authenticate, X-RateLimit-Limit, "
                "X-RateLimit-Remaining, X-RateLimit-Reset")


def etag(version: int, seat: int | None) -> str:
    """A version as one caller reads it: each seat and a spectator get their own ETag of the same version."""
    return f'"{version}-{"spectator" if seat is None else f"seat{seat}"}"'


def versioned(body: dict, version: int, seat: int | None, over: bool = False, status: int = 200,
              vary: str | None = None, **headers):
    """`body` as JSON with the ETag of `version` for `seat` and its caching headers written at once (no header is
    looked for or rewritten after); `over`: the game is over, so it may be cached; `vary`: what else the answer
    varies with besides the caller. The body is written as it is, not dumped through marshmallow: its schema
    describes it exactly, and dumping views and decisions on every move costs more than the move."""
    response = current_app.response_class(encode(body), status=status, mimetype="application/json")
    response.headers.extend(versioned_headers(version, seat, request.environ, over, status, vary, **headers))
    response.versioned = True
    return response


def versioned_headers(version: int, seat: int | None, environ, over: bool = False, status: int = 200,
                      vary: str | None = None, **headers) -> list[tuple[str, str]]:
    """The headers of `versioned`'s answer, for a request with this WSGI `environ`."""
    listed = [("ETag", etag(version, seat))]
    if status == 200:
        listed += [("Vary", f"Authorization, {vary}" if vary else "Authorization"),
                   ("Cache-Control", cache_control(over, environ))]
    return listed + list(headers.items())


def mark_over(over: bool = True) -> None:
    """The resource answered is a finished game's: it will not change again."""
    if over:
        g.over = True


def install(app: Flask) -> None:
    config = app.config

    def asked():
        """An If-None-Match a GET will be compared with: refused unless ASCII (api/headers.py)."""
        environ = request.environ
        if "HTTP_IF_NONE_MATCH" in environ and environ["REQUEST_METHOD"] in ("GET", "HEAD"):
            if_none_match(environ["HTTP_IF_NONE_MATCH"])

    app.before_request(asked)

    def answer(response):
        environ = request.environ
        if ROUTE not in environ:        # api/fast.py names its own
            rule = request.url_rule
            environ[ROUTE] = rule.rule if rule is not None else UNMATCHED
        if environ["REQUEST_METHOD"] == "GET" and response.status_code == 200:
            if getattr(response, "versioned", False):
                wanted = environ.get("HTTP_IF_NONE_MATCH")
                if wanted and _matches(wanted, response.headers["ETag"]):
                    response = _not_modified(response)
            elif not response.is_streamed:
                response = _conditional(response)
        if config["CORS_ORIGINS"] and "HTTP_ORIGIN" in environ:
            _cors(response, config["CORS_ORIGINS"], environ["HTTP_ORIGIN"])
        if response.status_code not in RETRY_STATUSES:
            response.headers.pop("Retry-After", None)
        return response

    # registered before the rate limiter's hook (api/app.py), so it runs after it (Flask runs them last first): the
    # limiter writes Retry-After on every answer of a limited view, a 201 included
    app.after_request(answer)


def cache_control(over: bool, environ) -> str:
    """Cache-Control of an answer: a finished game's may be kept, by the caller alone when it sent a token."""
    if not over:
        return "no-cache"
    return f"{'private' if 'HTTP_AUTHORIZATION' in environ else 'public'}, max-age={CACHE_FOR}"


def _conditional(response):
    """A GET no view gave an ETag: one digested from its body and its caller."""
    response.vary.add("Authorization")
    body = response.get_data()
    caller = (request.headers.get("Authorization") or "").encode()
    tag = '"' + hashlib.blake2b(body + b"\0" + caller, digest_size=12).hexdigest() + '"'
    response.headers["ETag"] = tag
    if "Cache-Control" not in response.headers:
        response.headers["Cache-Control"] = cache_control(g.get("over", False), request.environ)
    wanted = request.headers.get("If-None-Match")
    return _not_modified(response) if wanted and _matches(wanted, tag) else response


def _matches(wanted: str, tag: str) -> bool:
    return wanted.strip() == "*" or tag in (part.strip().removeprefix("W/") for part in wanted.split(","))


def _not_modified(response):
    kept = [(name, response.headers[name]) for name in ("ETag", "Vary", "Cache-Control") if name in response.headers]
    return current_app.response_class(status=304, headers=kept)


def _cors(response, origins: str, origin: str) -> None:
    allowed = [item.strip() for item in origins.split(",") if item.strip()]
    response.vary.add("Origin")
    if "*" not in allowed and origin not in allowed:
        return
    response.headers["Access-Control-Allow-Origin"] = "*" if "*" in allowed else origin
    response.headers["Access-Control-Expose-Headers"] = CORS_EXPOSED
    if request.method == "OPTIONS":
        response.headers["Access-Control-Allow-Methods"] = _methods()
        response.headers["Access-Control-Allow-Headers"] = CORS_HEADERS
        response.headers["Access-Control-Max-Age"] = "600"


def _methods() -> str:
    """The methods of the route a preflight asks about (PUT and DELETE where it takes them), OPTIONS last."""
    rule = request.url_rule
    return ", ".join(sorted((rule.methods if rule else set()) - {"HEAD", "OPTIONS"}) + ["OPTIONS"])
