"""The contract as a client reads it. Each operation states, in one line beside its route, its operationId, its
security and the responses only it gives:

    @contract.operation("submitMove", contract.SEAT, 403, 409, 412, 422, 428)

and ContractPlugin adds what every operation of its kind answers: 503 (the store away) everywhere, 404 under a
path with an id, 401 with a bearer token, 400/413/415 with a JSON body, 304 and the caching headers on a GET, 429
on a rate-limited one, Location on a 201. An operation without an operationId or a security is refused when the
document is built, so a new route cannot go undocumented.

It also writes the document as client generators read it: an optional token as the document's default security
(OPTIONAL_TOKEN), an event stream as text, a schema told apart by one of its fields as a oneOf with a discriminator
(`one_of`), and a nullable reference as a reference or null (NULL)."""

import copy
import http
import json

from apispec import BasePlugin
from flask_smorest import Blueprint

# Security requirements (components.securitySchemes below): [] none; [{}, X] X optional (a spectator reads without)
NONE: list = []
SEAT = [{"seat": []}]
SEAT_OR_SPECTATOR = [{}, {"seat": []}]
CREATOR = [{"creator": []}]
PLAYER = [{"player": []}]
CAMPAIGN = [{"campaign": []}]
CAMPAIGN_OR_ANYONE = [{}, {"campaign": []}]
# An operation a token is optional for says so by the document's default security, which it inherits (it has no
# `security` of its own). OpenAPI reads [{}, X] alike on the operation, but openapi-python-client 0.29 asks for an
# AuthenticatedClient wherever an operation has any security of its own (openapi-generators/openapi-python-client
# issue 1372): inherited, a spectator calls it with a plain Client, a seat with an AuthenticatedClient.
OPTIONAL_TOKEN = [{}, {"seat": []}, {"campaign": []}]
# null in OpenAPI 3.0, which has no null type: the one value of a nullable enum
NULL = {"type": "string", "nullable": True, "enum": [None], "description": "null"}
EVENT_STREAM = "text/event-stream"
STREAM_TEXT = {"type": "string", "description": "the stream as it comes: Server-Sent Events, one blank line after each"}

SECURITY_SCHEMES = {
    "seat": {"type": "http", "scheme": "bearer", "description": "a seat's secret token, as POST /games (or a join) "
             "answered it; without one a client reads as a spectator"},
    "creator": {"type": "http", "scheme": "bearer",
                "description": "the creator token POST /games answers for a game with open seats"},
    "player": {"type": "http", "scheme": "bearer", "description": "a player key (POST /players), for GET /me/games"},
    "campaign": {"type": "http", "scheme": "bearer", "description": "a campaign's owner token, or a player's token "
                 "in it, as POST /campaigns answered them"},
}

# Response headers, by name (components.headers)
HEADERS = {
    "ETag": {"description": "the version of what was answered, for the caller: send it back as If-None-Match (a GET "
             "answers 304 while it holds) or, its version, as If-Match", "schema": {"type": "string"}},
    "Vary": {"description": "Authorization: each seat (and a spectator) reads its own answer",
             "schema": {"type": "string"}},
    "Cache-Control": {"description": "no-cache while the game goes on (revalidate with If-None-Match); max-age "
                      "once it is over, when nothing of it changes again", "schema": {"type": "string"}},
    "Location": {"description": "the address of what was created", "schema": {"type": "string"}},
    "Link": {"description": "`<...>; rel=\"next\"`: the next page, as `next` in the body",
             "schema": {"type": "string"}},
    "Idempotent-Replayed": {"description": "true when this is the answer of an earlier request with the same "
                            "Idempotency-Key: nothing was done again", "schema": {"type": "string", "enum": ["true"]}},
    "WWW-Authenticate": {"description": "Bearer: the token to send", "schema": {"type": "string"}},
    "Retry-After": {"description": "seconds to wait before sending the request again",
                    "schema": {"type": "integer"}},
    "Allow": {"description": "the methods the resource takes", "schema": {"type": "string"}},
    "X-RateLimit-Limit": {"description": "requests allowed in the window", "schema": {"type": "integer"}},
    "X-RateLimit-Remaining": {"description": "requests left in the window", "schema": {"type": "integer"}},
    "X-RateLimit-Reset": {"description": "when the window resets (Unix time)", "schema": {"type": "integer"}},
}
RATE_HEADERS = {name: name for name in ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset")}

# status -> (what it means here, its headers); each a components.responses entry named as flask-smorest names them
ERRORS = {
    304: ("Not modified: the If-None-Match given is the current ETag", {"ETag": "ETag", "Vary": "Vary"}),
    400: ("Malformed JSON (problem malformed-json, `detail` saying where it broke), a header the service reads that "
          "is not as it takes it (invalid-header: a version that is no version, an Idempotency-Key that is not 1 to "
          "128 printable ASCII characters, a byte that is not ASCII), If-Match and expected_version naming two "
          "versions (versions-disagree), or a request HTTP cannot read", {}),
    401: ("Unknown bearer token, or an Authorization header that is not Bearer (problem bad-token)",
          {"WWW-Authenticate": "WWW-Authenticate"}),
    403: ("Not the caller's to do: another seat's decision, or the creator's or the owner's request", {}),
    404: ("No such game, campaign or resource", {}),
    405: ("The resource does not take this method", {"Allow": "Allow"}),
    409: ("The game or campaign is not in a state that allows it: stale expected_version (with current_version), "
          "game ended, not started, seat taken...", {}),
    412: ("If-Match names a version that is no longer current (problem precondition-failed, with current_version)",
          {}),
    413: ("The body is larger than 64 KiB", {}),
    415: ("The body is not application/json", {}),
    422: ("The request fails its schema (`errors` field by field) or cannot be carried out (an illegal move, an "
          "unknown option...)", {}),
    428: ("A move without an expected version (If-Match or expected_version)", {}),
    429: ("The rate limit is spent, per bearer token and per address", {"Retry-After": "Retry-After",
                                                                        **RATE_HEADERS}),
    503: ("The game store (Redis) is away; send the same request again after Retry-After",
          {"Retry-After": "Retry-After"}),
}


def operation(operation_id: str, security: list, *statuses: int, responses: dict | None = None, **doc):
    """An operation's id, its security and the responses only it gives (the rest ContractPlugin adds); `responses`
    and `doc` go into the document as they are."""
    own = {str(status): response_name(status) for status in statuses} | (responses or {})
    return Blueprint.doc(operationId=operation_id, security=security, responses=own, **doc)


def response_name(status: int) -> str:
    return http.HTTPStatus(status).name


def register(spec, problem_schema) -> None:
    """The components every operation refers to: the security schemes, the headers and the error responses."""
    for name, scheme in SECURITY_SCHEMES.items():
        spec.components.security_scheme(name, scheme)
    for name, header in HEADERS.items():
        spec.components.header(name, header, lazy=True)
    for status in http.HTTPStatus:
        if status < 300 and status != 200:
            continue
        described, headers = ERRORS.get(status, (status.phrase, {}))
        response = {"description": described}
        if headers:
            response["headers"] = dict(headers)
        if status >= 400:
            response["content"] = {"application/problem+json": {"schema": problem_schema}}
        spec.components.response(status.name, response, lazy=True)
    spec.components.response("DEFAULT_ERROR", {
        "description": "An unexpected failure of the service (problem internal-server-error); nothing was "
                       "half-applied", "content": {"application/problem+json": {"schema": problem_schema}}},
        lazy=True)


def nullable(reference: dict, description: str | None = None) -> dict:
    """A reference or null: `oneOf: [its $ref, NULL]`. Generators read it as the type or None (openapi-python-client
    raises on a null given for `type: object` with `nullable: true` beside an allOf or a oneOf of the $ref, and
    Redocly refuses a nullable without a type)."""
    return {"oneOf": [reference, null()], **({"description": description} if description else {})}


def null() -> dict:
    """NULL, a copy of its own (a document that shares one object in two places is written with YAML anchors)."""
    return copy.deepcopy(NULL)


def for_generators(converter, field, ret, **kwargs) -> dict:
    """A field as client generators read it. A nested schema that may be null: a reference or null (`nullable`;
    apispec writes anyOf with an untyped nullable object beside the $ref, which any object matches, so clients
    generated from it lose the nested type). A request body's field with a default: optional, its default said in
    its description."""
    if "default" in ret and getattr(field.parent, "body", False):
        # openapi-typescript makes a field with a default required in the type it writes, which would refuse a
        # request that leaves it out; the default is said in words instead
        default = ret.pop("default")
        said = f"default: {json.dumps(default)}"
        ret["description"] = f"{ret['description']} ({said})" if ret.get("description") else said
    choices = ret.get("anyOf") or []
    refs = [choice for choice in choices if "$ref" in choice]
    if len(choices) == 2 and len(refs) == 1 and {"type": "object", "nullable": True} in choices:
        del ret["anyOf"]
        return nullable(refs[0])
    return {}


class ContractPlugin(BasePlugin):
    """Adds to each operation what every operation of its kind answers, and refuses one left undocumented; writes a
    schema with `one_of` as a oneOf of its kinds."""

    def init_spec(self, spec):
        super().init_spec(spec)
        self.spec = spec

    def schema_helper(self, name, definition, **kwargs):
        """A marshmallow schema with `one_of` (a function of its own definition giving (the field that tells its
        kinds apart, {value: (component name, its schema: a marshmallow Schema or an OpenAPI dict)})) is documented
        as a oneOf of those components with that field as the discriminator; the schema itself still loads the
        requests."""
        schema = kwargs.get("schema")
        one_of = getattr(schema, "one_of", None)
        if one_of is None:
            return None
        field, kinds = one_of(dict(definition))
        mapping = {}
        for value, (component, written) in kinds.items():
            if component not in self.spec.components.schemas:
                if isinstance(written, dict):
                    self.spec.components.schema(component, written)
                else:
                    self.spec.components.schema(component, schema=written)
            mapping[value] = f"#/components/schemas/{component}"
        described = definition.get("description")
        definition.clear()      # apispec merges a helper's answer into the definition it passed: only the oneOf stays
        return {"oneOf": [{"$ref": where} for where in mapping.values()],
                "discriminator": {"propertyName": field, "mapping": mapping},
                **({"description": described} if described else {})}

    def operation_helper(self, path=None, operations=None, **kwargs):
        for method, op in (operations or {}).items():
            missing = [key for key in ("operationId", "security") if key not in op]
            if missing:
                raise ValueError(f"{method.upper()} {path} has no {' or '.join(missing)}: document it with "
                                 "api.contract.operation(operationId, security, statuses...)")
            responses = op["responses"] = {str(status): doc for status, doc in op.get("responses", {}).items()}
            added = [503]
            if "{" in path:
                added.append(404)
            if any(requirement for requirement in op["security"]):
                added.append(401)
            if {} in op["security"]:
                del op["security"]      # a token is optional: the document's default security (OPTIONAL_TOKEN)
            if "requestBody" in op:
                added += [400, 413, 415, 422]
            headers = [p for p in op.get("parameters", []) if isinstance(p, dict) and p.get("in") == "header"]
            if method == "get" or headers:
                added.append(400)       # a header it reads (If-None-Match on a GET) that is not as it takes it
            if op.get("parameters") and any(p.get("in") == "query" for p in op["parameters"] if isinstance(p, dict)):
                added.append(422)
            if op.pop("x-rate-limited", None):
                added.append(429)
            if method == "get":
                added.append(304)
            for status in added:
                responses.setdefault(str(status), response_name(status))
            self._success_headers(method, op, responses)
            self._streams_as_text(responses)

    @staticmethod
    def _streams_as_text(responses):
        """An event stream is text a client reads with an SSE client, never one JSON document: its schema is a string
        (a generator that reads it as an object parses the stream as JSON and fails), or one of its events as the
        view declares it (an OpenAPI 3.0 event stream's schema is read per event by the tools that check streams,
        such as schemathesis; 3.2 says it with itemSchema, which 3.0 does not have)."""
        for response in responses.values():
            content = response.get("content", {}) if isinstance(response, dict) else {}
            declared = content.get(EVENT_STREAM, {}).get("schema")
            if not declared or declared.get("type") == "string":
                continue
            content[EVENT_STREAM]["schema"] = {"oneOf": [STREAM_TEXT, declared], "description": (
                "the stream's text, to read with an SSE client (an EventSource, httpx-sse...): a generated client "
                "reads it as a string; each of its events is the object")}

    @staticmethod
    def _success_headers(method, op, responses):
        for status, response in responses.items():
            if not isinstance(response, dict) or not status.startswith("2"):
                continue
            headers = response.setdefault("headers", {})
            if method == "get":
                headers.update({"ETag": "ETag", "Vary": "Vary", "Cache-Control": "Cache-Control"})
            if status == "201":
                headers["Location"] = "Location"
            if op.get("x-paged"):
                headers["Link"] = "Link"
            named = {p.get("name") for p in op.get("parameters", []) if isinstance(p, dict)}
            if "Idempotency-Key" in named:
                headers["Idempotent-Replayed"] = "Idempotent-Replayed"
            if "If-Match" in named:
                headers["ETag"] = "ETag"            # the version after it, to send as the next If-Match
        op.pop("x-paged", None)


def rate_limited(view):
    """Marks an operation as rate limited (api/limits.py): the document gives it 429 and the limit headers."""
    return Blueprint.doc(**{"x-rate-limited": True})(view)


def paged(view):
    """Marks an operation as answering cursor pages: Link: rel=next, and `next` in the body."""
    return Blueprint.doc(**{"x-paged": True})(view)


IDEMPOTENCY_KEY = {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string", "minLength": 1,
                                                                          "maxLength": 128, "pattern": "^[!-~]+$"},
                   "description": "1 to 128 printable ASCII characters (a UUID): a retried request with the same key "
                                  "does nothing again and gets the first answer (Idempotent-Replayed: true); the same "
                                  "key with another request is 422 idempotency-key-reused"}


# a version, as "12" or an ETag a GET gave ("12-seat0"), weak or not; or * (api/headers.py reads it)
IF_MATCH = '^(\\*|(W/)?("[0-9]+(-[a-z0-9]+)?"|[0-9]+(-[a-z0-9]+)?))$'


def if_match(what: str) -> dict:
    return {"in": "header", "name": "If-Match", "schema": {"type": "string", "example": '"12"', "pattern": IF_MATCH},
            "description": f"{what}: the ETag of the version the request was decided on (\"12\", or the ETag a GET "
                           "gave, \"12-seat0\"); 412 with current_version when it is no longer current"}


IF_NONE_MATCH = {"in": "header", "name": "If-None-Match", "schema": {"type": "string"},
                 "description": "an ETag received before: 304 with no body while it is still current"}
