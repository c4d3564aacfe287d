"""The two requests a game is played with, a move and the decision awaited, served by plain Flask views when they
are the common case. The documented views (api/games.py) parse and answer them through flask-smorest, webargs and
marshmallow, which cost a move more than the ledger and the engine do together (about 0.18 ms of 0.4 ms). The lean
view of a move takes only a body the documented view would take as it is (a JSON object of `move` and, optionally,
`expected_version`, read alike by both parsers); anything else goes to the documented view, which answers it as the
contract says. Both then answer through the same function (games.play, games.decided), so the answers are one."""

import orjson
from flask import Flask, request

from . import games
from .body import MAX_DEPTH, has_lone_surrogate
from .schemas import LARGEST

MOVE, DECISION = "games.Moves", "games.Decision"


def install(app: Flask) -> None:
    documented_move = app.view_functions[MOVE]

    def move(game_id):
        body = common_move()
        return games.play(game_id, body) if body is not None else documented_move(game_id=game_id)

    app.view_functions[MOVE] = move
    app.view_functions[DECISION] = games.decided


def common_move() -> dict | None:
    """The body of a move as the documented view would load it, or None for any body it might read otherwise."""
    if request.mimetype != "application/json":
        return None
    return parsed(request.get_data(cache=True))


def parsed(data: bytes) -> dict | None:
    """A JSON body of a move as the documented view would load it, or None (as `common_move`)."""
    if data.count(b"[") + data.count(b"{") > MAX_DEPTH:
        return None
    try:
        body = orjson.loads(data)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(body, dict) or not body.keys() <= {"move", "expected_version"}:
        return None
    if "expected_version" in body and not _version(body["expected_version"]):
        return None
    if not isinstance(body.get("move"), dict) or not _plain(body["move"]):
        return None
    return body


def _version(value) -> bool:
    return type(value) is int and 1 <= value <= LARGEST


def _plain(value) -> bool:
    """No number orjson reads otherwise than json does (a float, or an integer past 64 bits read as one), and no
    string json would refuse."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, float):
            return False
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return not has_lone_surrogate(value)
