"""The request headers the service reads besides Authorization (api/auth.py), each read in one place, a version with
the limits a version has in a body (1 to schemas.LARGEST, as `expected_version`), and refused as a problem when it is
not as the contract says: 400 invalid-header, its detail naming the header and what it takes.

The door hands a header on as the latin-1 text of the bytes sent (PEP 3333), so bytes that are not ASCII reach the
app; no header the service reads may hold them (RFC 9110 5.5: a field value is visible ASCII, any other byte opaque
data), and none is read as anything else than what it is: a number of 5,000 digits is refused by its length, never
handed to int()."""

import re

from .schemas import LARGEST

IF_MATCH, IF_NONE_MATCH, LAST_EVENT_ID, IDEMPOTENCY_KEY = "If-Match", "If-None-Match", "Last-Event-ID", \
    "Idempotency-Key"
KEY_LENGTH = 128
WIDEST = len(str(LARGEST))          # digits of the largest version
VISIBLE = re.compile(r"[\x20-\x7e\t]*\Z")
# "12", 12 or an ETag this service gave ("12-seat0", "12-spectator"), weak or not
VERSION_TAG = re.compile(r'(?:W/)?(?:"([0-9]+)(?:-[a-z0-9]+)?"|([0-9]+)(?:-[a-z0-9]+)?)\Z')
DIGITS = re.compile(r"[0-9]+\Z")
KEY = re.compile(rf"[!-~]{{1,{KEY_LENGTH}}}\Z")
SHOWN = 40              # characters of a refused value repeated in the detail
REQUEST_ID = "gameledger.request_id"    # environ key: the request's id, from X-Request-Id or made (api/door.py)
# A client's X-Request-Id is kept if it is 1 to 128 of RFC 3986's unreserved characters (a UUID is), so it can be
# echoed, logged and put in a problem's `instance` as it is; any other is replaced by one the door makes.
SANE_ID = re.compile(rb"[A-Za-z0-9._~-]{1,128}\Z")


class BadHeader(Exception):
    """A header the service reads is not as it must be (400 invalid-header); the message says which and why."""


def if_match(value: str | None) -> int | None:
    """The version an If-Match names ("12", or an ETag this service gave: "12-seat0"); None when there is none, or
    `*` (any version). A header sent empty is refused, as any other value that names no version."""
    if value is None:
        return None
    value = _text(IF_MATCH, value)
    if value == "*":
        return None
    match = VERSION_TAG.match(value)
    if match is None:
        raise BadHeader(f'If-Match names one version, as "12" or the ETag a GET gave ("12-seat0"), not {_shown(value)}')
    return _version(IF_MATCH, match.group(1) or match.group(2), 1)


def if_none_match(value: str | None) -> str | None:
    """An If-None-Match as it was sent: ETags are compared as they are, but only ASCII ones."""
    return _text(IF_NONE_MATCH, value) or None


def last_event_id(value: str | None) -> int | None:
    """The version a Last-Event-ID names (0: none yet, so from the first event); None without one."""
    if value is None:
        return None
    value = _text(LAST_EVENT_ID, value)
    if not DIGITS.match(value):
        raise BadHeader(f"Last-Event-ID is the version of the last event received, a whole number, not {_shown(value)}")
    return _version(LAST_EVENT_ID, value, 0)


def idempotency_key(value: str | None) -> str | None:
    """An Idempotency-Key: 1 to 128 printable ASCII characters without spaces (a UUID fits); None without one (a
    header sent empty is refused)."""
    if value is None:
        return None
    if not KEY.match(value):
        raise BadHeader(f"an Idempotency-Key is 1 to {KEY_LENGTH} printable ASCII characters without spaces (a "
                        f"UUID), not {_shown(value)}" + (f" ({len(value)} characters)" if len(value) > SHOWN else ""))
    return value


def _text(name: str, value: str | None) -> str:
    if value is None:
        return ""
    if not VISIBLE.match(value):
        raise BadHeader(f"the {name} header holds bytes that are not visible ASCII; an HTTP header the service reads "
                        "is ASCII")
    return value.strip(" \t")


def _version(name: str, digits: str, lowest: int) -> int:
    significant = digits.lstrip("0") or "0"
    if len(significant) <= WIDEST and lowest <= int(significant) <= LARGEST:
        return int(significant)
    said = significant if len(significant) <= SHOWN else f"a number of {len(significant):,} digits"
    raise BadHeader(f"{name} names {said}; a version is a whole number from {lowest} to {LARGEST}")


def _shown(value: str) -> str:
    return repr(value if len(value) <= SHOWN else value[:SHOWN] + "...")
