"""Request bodies as the API takes them: JSON only as RFC 8259 has it (no NaN or Infinity, no lone surrogates),
nested no deeper than any real request, numbers only as the ledger keeps them (64-bit integers, finite floats: RFC
8259 section 6 lets a parser limit them), and parsed without recursing into a crash."""

import json
import math

import flask_smorest
from webargs.flaskparser import FlaskParser, abort, is_json_request
from webargs import core

MAX_DEPTH = 64
SMALLEST, LARGEST = -2 ** 63, 2 ** 64 - 1       # what msgpack (the events) and orjson (the answers) write


class Unkept(json.JSONDecodeError):
    """JSON that parses, refused for what it holds (a number the ledger cannot keep, a lone surrogate, nesting too
    deep): unlike a syntax error, it broke at no one place."""


def strict_loads(data: bytes | str):
    """json.loads that refuses what JSON itself does not allow; JSONDecodeError says what is wrong (a syntax error,
    where: its line and column)."""
    text = data.decode("utf-8") if isinstance(data, bytes) else data
    # Brackets outside strings are at most all the brackets: most bodies need no walk to know their depth.
    if text.count("[") + text.count("{") > MAX_DEPTH and _depth(text) > MAX_DEPTH:
        raise Unkept(f"the JSON is nested deeper than {MAX_DEPTH} levels", text, 0)

    def refuse(constant):
        raise Unkept(f"{constant} is not a JSON number", text, 0)

    def integer(digits):
        number = int(digits) if len(digits) <= 20 else None     # int() of over 4,300 digits raises a ValueError
        if number is None or not SMALLEST <= number <= LARGEST:
            raise Unkept("an integer is wider than 64 bits (-2^63 to 2^64-1)", text, 0)
        return number

    def real(digits):
        number = float(digits)
        if math.isinf(number):          # 1e400: the infinity that the literal Infinity would be
            raise Unkept("a number is past the largest 64-bit float (about 1.8e308)", text, 0)
        return number

    value = json.loads(text, parse_constant=refuse, parse_int=integer, parse_float=real)
    if has_lone_surrogate(value):
        raise Unkept("a string holds a lone UTF-16 surrogate, which is no character", text, 0)
    return value


def fault(error: ValueError) -> str:
    """What is wrong with a body that is not JSON, and where it broke: the line and column (each from 1) of a syntax
    error, the offset of a byte that is not UTF-8."""
    if isinstance(error, UnicodeDecodeError):
        return f"the body is not UTF-8 (byte {error.object[error.start]:#04x} at offset {error.start:,})"
    if isinstance(error, Unkept) or not isinstance(error, json.JSONDecodeError):
        return getattr(error, "msg", None) or str(error)
    return f"{error.msg} at line {error.lineno:,}, column {error.colno:,}"


def _depth(text: str) -> int:
    """The deepest nesting of brackets outside strings, counted without recursion."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def has_lone_surrogate(value) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if any("\ud800" <= char <= "\udfff" for char in item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


class StrictParser(FlaskParser):
    def _raw_load_json(self, req):
        if not is_json_request(req):
            if req.mimetype or req.content_length:
                abort(415, messages={"json": [f"the body must be JSON (Content-Type: application/json), not "
                                              f"{req.mimetype or 'a body without a Content-Type'}"]})
            return core.missing         # no body at all: the schema says whether one is needed
        return strict_loads(req.get_data(cache=True))

    def _handle_invalid_json_error(self, error, req, *args, **kwargs):
        abort(400, exc=error, messages={"json": [f"malformed JSON body: {fault(error)}"]}, malformed_json=True)


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = StrictParser()

    def arguments(self, schema, *args, **kwargs):
        """As flask-smorest's, with a schema class made an instance once here, not by webargs on every request."""
        return super().arguments(schema() if isinstance(schema, type) else schema, *args, **kwargs)
