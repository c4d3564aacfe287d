"""schemathesis against the checked-in openapi.yaml, on a live API process with a real game and a real seat token:
no server error, and every answer as the contract says. Bounded here; SCHEMATHESIS_EXAMPLES for a longer run.

Two of the auth checks are left out too: every request here carries the one seat token, so their probes without
it are sent with it (tests/api/test_http.py and the lobby, life and campaign tests send none and get 401).

A move whose `If-Match` names a version the game has left may be answered 412 whatever the move says: a move is
judged against the game at the version it names (RFC 9110 13.2.2, preconditions before the content is processed),
so 412 is one of the answers a schema-violating move may get.

Headers are fuzzed beside what the contract says of them: If-Match, Idempotency-Key, Authorization and Last-Event-ID,
each on any operation, with values of every shape a careless or hostile client sends (versions past 64 bits, 5,000
digits, ETags of other shapes, bytes that are not ASCII as the door hands them on, a bearer token with something
after it). A header the operation's schema generated is kept as it is, so a case schemathesis made schema-violating
stays so; a fuzzed Authorization takes the seat token's place. No answer may be a server error or one the contract
does not list. With `-s`, the module prints how many cases were sent, how many with fuzzed headers, and their
statuses.

One check is left out: that every schema-valid request is accepted. The contract does not yet say per ruleset which
bots, options and seat counts a game takes (a schema-valid `{"bot": ""}` is refused with 422, rightly); typing the
contract per ruleset is the typed-contract issue's work."""

import os
from collections import Counter
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis.checks import ignored_auth, missing_required_header, positive_data_acceptance
from schemathesis.config import SchemathesisConfig

from .processes import Api, KillableRedis, request

pytestmark = pytest.mark.slow      # a generated sweep of the live API

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "25"))


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    store = KillableRedis(tmp_path_factory.mktemp("redis")).start()
    api = Api(store.url)
    api.env = {"GAMELEDGER_LIMIT_CREATE": "1000/second", "GAMELEDGER_LIMIT_REPLAY": "1000/second"}
    api.start()
    status, _, game = request(api.port, "POST", "/games", {"ruleset": "dominion", "seats": [
        {"name": "Ana"}, {"name": "Ben", "bot": "big-money"}]})
    assert status == 201
    yield api, game
    api.stop()
    store.stop()


# schemathesis's own list for a schema-violating request, and 412
REJECTED = ["400", "401", "403", "404", "405", "406", "409", "412", "415", "422", "428", "429", "5xx"]
schema = schemathesis.openapi.from_path(ROOT / "openapi.yaml", config=SchemathesisConfig.from_dict(
    {"checks": {"negative_data_rejection": {"expected-statuses": REJECTED}}}))


# Header values as requests sends them: latin-1 text, each character one byte (tab, visible ASCII and 0x80-0xFF, as
# HTTP's obs-text; no control bytes, which the server refuses before the app), not starting with a space.
BYTE = st.characters(min_codepoint=0x20, max_codepoint=0xFF, exclude_characters="\x7f") | st.just("\t")


def header_text(longest):
    return st.text(BYTE, max_size=longest).filter(lambda value: not value[:1].isspace())


NUMBER = st.integers(min_value=-2 ** 70, max_value=2 ** 70).map(str) | st.text("0123456789", min_size=1,
                                                                              max_size=5000)
VERSION = NUMBER.flatmap(lambda n: st.sampled_from([n, f'"{n}"', f'W/"{n}"', f'"{n}-seat0"', f'"{n}-spectator"',
                                                    f'"{n}", "{n}"']))
SEAT = "SEAT-TOKEN"         # the game's seat token, put in when the case is sent
FUZZED = st.fixed_dictionaries({}, optional={
    "If-Match": VERSION | st.just("*") | header_text(200),
    "Idempotency-Key": st.uuids().map(str) | header_text(200) | st.text(st.characters(min_codepoint=0x21,
                                                                                       max_codepoint=0x7E),
                                                                         min_size=1, max_size=200),
    "Authorization": header_text(100) | header_text(100).map("Bearer ".__add__)
    | st.sampled_from([f"Bearer {SEAT}", f"bearer {SEAT}", f"Bearer {SEAT}é", f"Bearer {SEAT} x", f"Basic {SEAT}",
                       "Bearer ééé"]),
    "Last-Event-ID": NUMBER | header_text(50),
}).filter(bool)
SENT = Counter()


@pytest.fixture(scope="module", autouse=True)
def tally():
    yield SENT
    statuses = ", ".join(f"{status}: {SENT[status]}" for status in sorted(key for key in SENT if isinstance(key, int)))
    print(f"\nschemathesis: {SENT['cases']} cases, {SENT['fuzzed']} with fuzzed headers; statuses {statuses}")


def sent(case, live, fuzzed=None):
    """The case sent as the game's first seat, with the headers `fuzzed` beside the schema's, and checked."""
    api, game = live
    token = game["seats"][0]["token"]
    if "game_id" in (case.path_parameters or {}):
        case.path_parameters["game_id"] = game["id"]
    headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
    if "Authorization" in (fuzzed or {}):
        headers["Authorization"] = fuzzed["Authorization"].replace(SEAT, token)
    for name, value in (fuzzed or {}).items():
        headers.setdefault(name, value)
    case.headers = headers
    SENT["cases"] += 1
    SENT["fuzzed"] += bool(fuzzed)
    response = case.call_and_validate(base_url=f"http://127.0.0.1:{api.port}",
                                      excluded_checks=[positive_data_acceptance, ignored_auth,
                                                       missing_required_header])
    SENT[response.status_code] += 1


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_live_service_keeps_its_contract(case, live):
    sent(case, live)


# the same cases with headers fuzzed beside them (schemathesis takes no strategy of a test's own with the schema's
# examples: those are the test above's)
fuzzing = schemathesis.openapi.from_path(ROOT / "openapi.yaml", config=SchemathesisConfig.from_dict(
    {"checks": {"negative_data_rejection": {"expected-statuses": REJECTED}},
     "phases": {"examples": {"enabled": False}}}))


@fuzzing.given(fuzzed=FUZZED)
@fuzzing.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_live_service_keeps_its_contract_whatever_the_headers(case, fuzzed, live):
    sent(case, live, fuzzed)
