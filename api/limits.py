"""Rate limits (Flask-Limiter, counted in the service's Redis so every API process shares them): creating games and
the replay-heavy reads, per seat token and per address. A refusal is 429 with Retry-After."""

from flask import Flask, current_app, request
from flask_limiter import Limiter

from events.service.access import digest

from .contract import rate_limited

# Per minute, for one token and for one address. Changed with GAMELEDGER_LIMIT_CREATE / _REPLAY ("10/second").
DEFAULTS = {"create": "30/minute", "replay": "60/minute"}


def caller() -> str:
    """The seat token's digest if there is one, else the address (counted apart from `address`'s own count)."""
    scheme, _, token = (request.headers.get("Authorization") or "").partition(" ")
    return f"token:{digest(token.strip())}" if scheme.lower() == "bearer" and token.strip() else f"anon:{address()}"


def address() -> str:
    return f"addr:{request.remote_addr}"


limiter = Limiter(key_func=caller, headers_enabled=True, key_prefix="gl-limits", strategy="moving-window")


def limited(kind: str):
    """The limit of `kind`, per caller and per address."""
    value = lambda: current_app.config["RATE_LIMITS"][kind]  # noqa: E731 (read per request: per app)

    def decorate(view):
        view.rate_limited = True        # copied onto the wrappers around it (functools.wraps)
        return rate_limited(limiter.limit(value, key_func=address)(limiter.limit(value, key_func=caller)(view)))

    return decorate


def install(app: Flask) -> None:
    """The limiter on `app`: it counts only the views that are `limited` (a game's moves and decision, the requests
    a game is played with, are answered before the app: api/fast.py)."""
    limiter.init_app(app)
