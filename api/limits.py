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
    """The limiter on `app`, asked only by the views that are `limited`: Flask-Limiter's own hooks, run around every
    request, cost each move and read of a game a tenth of a millisecond for nothing."""
    limiter.init_app(app)
    for funcs in (app.before_request_funcs[None], app.after_request_funcs[None], app.teardown_request_funcs[None]):
        for index, func in enumerate(funcs):
            if _of_limiter(func):
                funcs[index] = _only_when_limited(func)


def _of_limiter(func) -> bool:
    return getattr(func, "__self__", None) is limiter or limiter in getattr(func, "args", ())


def _only_when_limited(hook):
    def run(*args):
        if _limited_view():
            return hook(*args)
        return args[0] if args else None        # an after_request hook gives the response back

    return run


def _limited_view() -> bool:
    view = current_app.view_functions.get(request.endpoint)
    handler = getattr(getattr(view, "view_class", None), request.method.lower(), view)
    return getattr(handler, "rate_limited", False)
