"""The table in a browser: one page (static/table.html and its scripts) that replays any game, follows it live and
lets a seat play. It is served at /play/{id}, and at GET /games/{id} when the client asks for HTML (a browser's
Accept); JSON stays the answer to everyone else. The page reads the same JSON endpoints any client does, as the
seat whose token it was given in the URL's fragment (#token=..., which a browser never sends) or a spectator."""

import functools
from pathlib import Path

from flask import current_app, request
from flask.views import MethodView

from . import contract
from .body import Blueprint

blp = Blueprint("pages", __name__, static_folder="static", static_url_path="/page",
                description="The table in a browser")

PAGE = "table.html"
# Scripts, styles and requests only from the service itself: nothing inline, nothing from elsewhere. The token sits
# in the fragment and the page sends no Referer, so it reaches no other site and no access log.
HEADERS = {"Content-Security-Policy": "default-src 'self'; img-src 'self' data:; base-uri 'none'; form-action "
                                      "'self'; frame-ancestors 'none'",
           "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-cache"}


@blp.route("/play/<game_id>")
class Play(MethodView):
    @contract.operation("gamePage", contract.NONE)
    @blp.doc(responses={"200": {"description": "the page: the table, its history, live following and play "
                                               "(#token=<seat token> in the fragment plays the seat). GET "
                                               "/games/{id} with Accept: text/html serves it too",
                                "content": {"text/html": {"schema": {"type": "string"}}}}})
    def get(self, game_id):
        """The game's table in a browser."""
        return page(game_id)


def page(game_id):
    """The page, answered as any GET of the service (api/http.py: an ETag, 304 to an If-None-Match that still
    holds). Not as a file: werkzeug's file answers judge If-Match too, and a client's If-Match meant for a move was
    answered 412 with the page (schemathesis found it)."""
    current_app.extensions["ledger"].states.version(game_id)       # a game that does not exist is 404, as in JSON
    response = current_app.response_class(_page(), mimetype="text/html")
    response.headers.update(HEADERS)
    response.vary.add("Accept")
    return response


@functools.cache
def _page() -> bytes:
    return (Path(blp.static_folder) / PAGE).read_bytes()


def wants_html() -> bool:
    """A browser navigating asks for text/html above */*; a client sending */*, JSON or nothing gets JSON."""
    return request.accept_mimetypes.best_match(["application/json", "text/html"]) == "text/html"
