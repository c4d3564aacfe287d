"""The contract as a client generator reads it: every operation named, summarised and secured, every response a
client can get documented, errors in one closed Problem schema."""

import pytest
import yaml

from api.app import openapi_yaml
from api.problems import PROBLEMS, SERVICE_PROBLEMS

SPEC = yaml.safe_load(openapi_yaml())
OPERATIONS = [(path, method, op) for path, item in SPEC["paths"].items() for method, op in item.items()
              if method in ("get", "post", "put", "patch", "delete")]
SCHEMES = set(SPEC["components"]["securitySchemes"])


def security(op) -> list:
    """An operation's security: its own, else the document's default (the operations a token is optional for)."""
    return op.get("security", SPEC["security"])


def response(op, status):
    found = op["responses"].get(str(status))
    if found and "$ref" in found:
        found = SPEC["components"]["responses"][found["$ref"].rsplit("/", 1)[1]]
    return found


def test_every_operation_has_a_unique_id_a_summary_and_its_security():
    ids = [op["operationId"] for _, _, op in OPERATIONS]
    assert len(ids) == len(set(ids)) and len(ids) >= 28
    for path, method, op in OPERATIONS:
        assert op.get("summary"), (method, path)
        assert isinstance(security(op), list), (method, path)
        for requirement in security(op):
            assert set(requirement) <= SCHEMES, (method, path)


@pytest.mark.parametrize("path, method", [("/games/{game_id}/moves", "post"), ("/games/{game_id}/resign", "post"),
                                          ("/me/games", "get"), ("/games/{game_id}/start", "post")])
def test_requests_that_need_a_token_say_which(path, method):
    op = SPEC["paths"][path][method]
    assert op["security"] and {} not in op["security"]
    assert response(op, 401)["headers"]["WWW-Authenticate"]


SPECTATOR_READS = [(path, "get") for path in (
    "/games/{game_id}", "/games/{game_id}/decision", "/games/{game_id}/events", "/games/{game_id}/state",
    "/games/{game_id}/log", "/games/{game_id}/stream", "/campaigns/{campaign_id}",
    "/campaigns/{campaign_id}/chronicle")]


@pytest.mark.parametrize("path, method", SPECTATOR_READS)
def test_a_spectator_reads_without_a_token_and_a_seat_with_one(path, method):
    """A token is optional by the document's default security, which these inherit (no `security` of their own):
    openapi-python-client then takes a plain Client or an AuthenticatedClient for them. A wrong token is still 401."""
    op = SPEC["paths"][path][method]
    assert "security" not in op and {} in SPEC["security"] and {"seat": []} in SPEC["security"]
    assert response(op, 401)["headers"]["WWW-Authenticate"]


def test_requests_anyone_may_make_need_no_token():
    assert SPEC["paths"]["/games"]["get"]["security"] == [] and SPEC["paths"]["/games"]["post"]["security"] == []


def test_the_move_documents_every_answer_it_can_give():
    op = SPEC["paths"]["/games/{game_id}/moves"]["post"]
    assert {"201", "400", "401", "403", "404", "409", "412", "413", "415", "422", "428", "503"} <= set(op["responses"])
    assert set(response(op, 201)["headers"]) >= {"ETag", "Location", "Idempotent-Replayed"}
    assert {parameter["name"] for parameter in op["parameters"]} >= {"If-Match", "Idempotency-Key"}


def test_rate_and_body_limits_are_in_the_contract():
    create = SPEC["paths"]["/games"]["post"]
    assert set(response(create, 429)["headers"]) >= {"Retry-After", "X-RateLimit-Limit"}
    assert "413" in create["responses"] and "64 KiB" in response(create, 413)["description"]
    assert "429" not in SPEC["paths"]["/games/{game_id}/moves"]["post"]["responses"]
    assert "Retry-After" in response(create, 503)["headers"]


def test_gets_document_their_caching_and_304():
    for path, method, op in OPERATIONS:
        if method == "get" and path not in ("/games/{game_id}/stream", "/problems/{name}"):
            assert "304" in op["responses"], path
            assert set(response(op, 200)["headers"]) >= {"ETag", "Vary", "Cache-Control"}, path
    for path in ("/games", "/games/{game_id}/events"):
        assert "Link" in response(SPEC["paths"][path]["get"], 200)["headers"]


def test_every_error_is_the_closed_problem_schema():
    problem = SPEC["components"]["schemas"]["Problem"]
    assert problem["additionalProperties"] is False
    assert set(problem["required"]) == {"type", "title", "status", "detail"}
    assert problem["properties"]["type"]["format"] == "uri"
    for path, method, op in OPERATIONS:
        for status in op["responses"]:
            if status.startswith(("4", "5")) and not (path == "/health" and status == "503"):
                content = response(op, status)["content"]
                assert list(content) == ["application/problem+json"], (method, path, status)
                assert content["application/problem+json"]["schema"] == {"$ref": "#/components/schemas/Problem"}


def test_statuses_are_enums_and_times_are_date_times():
    schemas = SPEC["components"]["schemas"]
    assert schemas["GameInfo"]["properties"]["status"]["enum"] == ["open", "active", "finished", "aborted",
                                                                  "abandoned"]
    assert schemas["GameInfo"]["properties"]["created_at"]["format"] == "date-time"
    assert schemas["MoveEvent"]["properties"]["at"]["format"] == "date-time"
    assert set(schemas["GameInfo"]["required"]) >= {"id", "ruleset", "version", "status", "seats"}
    assert schemas["AwaitedDecision"]["required"] == ["player"]


def test_every_service_error_has_a_problem_page():
    assert set(SERVICE_PROBLEMS.values()) <= set(PROBLEMS)


def test_rulesets_are_an_enum_and_a_new_games_options_are_its_rulesets_own():
    """A client type-checked against the contract cannot name a ruleset the service does not play, nor an option
    its ruleset does not take: POST /games is one schema per ruleset, told apart by `ruleset`."""
    schemas = SPEC["components"]["schemas"]
    assert schemas["Ruleset"]["enum"] == ["dominion", "oath"]
    create = schemas["GameCreate"]
    assert create["discriminator"]["propertyName"] == "ruleset"
    for ruleset, where in create["discriminator"]["mapping"].items():
        variant = schemas[where.rsplit("/", 1)[1]]
        assert variant["properties"]["ruleset"]["enum"] == [ruleset]
        options = schemas[variant["properties"]["options"]["$ref"].rsplit("/", 1)[1]]
        assert options["additionalProperties"] is False and options["properties"]
    assert "kingdom" in schemas["DominionOptions"]["properties"] and "chronicle" in schemas["OathOptions"]["properties"]
    for name in ("GameInfo", "ListedGame", "MyGame", "CreatedEvent"):
        assert schemas[name]["properties"]["ruleset"] == {"$ref": "#/components/schemas/Ruleset"}, name


def test_events_are_one_schema_per_type():
    event = SPEC["components"]["schemas"]["Event"]
    assert event["discriminator"]["propertyName"] == "type"
    assert {"created", "joined", "started", "move", "resign", "abort", "end-offer", "undo"} <= set(
        event["discriminator"]["mapping"])
    for kind, where in event["discriminator"]["mapping"].items():
        schema = SPEC["components"]["schemas"][where.rsplit("/", 1)[1]]
        assert schema["properties"]["type"]["enum"] == [kind] and "type" in schema["required"]


def test_an_event_stream_is_text_to_read_with_an_sse_client():
    """A generated client reads the stream as a string (openapi-python-client's first fit for text); each of its
    events is an object of SSE fields, as schemathesis reads an OpenAPI 3.0 stream's schema per event."""
    for path in ("/games/{game_id}/stream", "/me/stream"):
        content = response(SPEC["paths"][path]["get"], 200)["content"]
        assert list(content) == ["text/event-stream"]
        text, event = content["text/event-stream"]["schema"]["oneOf"]
        assert text["type"] == "string" and event["type"] == "object" and "data" in event["properties"]


def test_no_name_a_generated_python_client_would_mangle_in_picks_and_parameters():
    """openapi-python-client renames a field or parameter named as a Python keyword or builtin (from_, min_)."""
    for path, item in SPEC["paths"].items():
        for method, op in item.items():
            if method != "parameters":
                assert not {p["name"] for p in op.get("parameters", [])} & {"from", "min", "max"}, (method, path)
    for name, schema in SPEC["components"]["schemas"].items():
        pick = schema.get("properties", {}).get("pick")
        if pick:
            assert set(pick["properties"]) == {"cards", "at_least", "at_most"}, name
