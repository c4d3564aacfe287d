"""Cursor pages: the next page named by a cursor, in the body (`next`) and as `Link: <...>; rel="next"`.

GET /games pages by position in the index, newest first, so a cursor is the position after the page and the count
the listing had then (`c`, opaque to clients): games created since push every later game down, and the next page
starts that much further on, so none is listed twice or skipped for a new game. (A game that leaves a filtered
listing, an open game starting say, moves the games after it up by one; a status filter's pages are as exact as
offsets.) `offset` keeps working for clients that page by it. The events of a game page by version: `from` is
itself the cursor."""

import base64
import binascii
from urllib.parse import urlencode

import orjson
from flask import current_app

from events.errors import BadRequest


def game_pages(ledger, query: dict) -> dict:
    cursor = query.pop("cursor", None)
    limit = query["limit"]
    if cursor is not None:
        offset, seen = _read(cursor)
        total = ledger.listing.list_games(**(query | {"offset": 0, "limit": 0}))["total"] if seen else 0
        query["offset"] = offset + max(total - seen, 0)
    page = ledger.listing.list_games(**query)
    after = page["offset"] + len(page["games"])
    page["next"] = None
    if after < page["total"] and page["games"]:
        filters = {name: query[name] for name in ("ruleset", "status", "player") if query.get(name) is not None}
        page["next"] = "/games?" + urlencode(filters | {"limit": limit, "cursor": _write(after, page["total"])})
    return next_link(page)


def next_link(page: dict):
    """The page as JSON with its Link header to the next page, if there is one."""
    response = current_app.json.response(page)
    if page.get("next"):
        response.headers["Link"] = f'<{page["next"]}>; rel="next"'
    return response


def _write(offset: int, total: int) -> str:
    return base64.urlsafe_b64encode(orjson.dumps([offset, total])).decode().rstrip("=")


def _read(cursor: str) -> tuple[int, int]:
    try:
        offset, total = orjson.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        if type(offset) is int and type(total) is int and 0 <= offset and 0 <= total:
            return offset, total
    except (ValueError, TypeError, binascii.Error, orjson.JSONDecodeError):
        pass
    raise BadRequest("cursor is not one a page of GET /games gave; start again without it")
