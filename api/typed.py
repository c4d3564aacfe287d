"""Decisions, moves and views typed per ruleset, written from each ruleset's own vocabulary (engine/core/vocabulary.py,
declared beside its rules and held to them by tests/contract/test_vocabulary.py), never written twice.

For a ruleset `x` (its id in CamelCase, X), the components are:
    XCard             how its decisions, moves and views name a card
    X<Kind>Decision   one kind of decision as the seat that must answer reads it
    X<Kind>Move       the moves that answer it (one of its choices, or {"cards": [...]} for a pick)
    XDecision         oneOf the kinds' decisions, with `kind` as the discriminator
    XMove, XView      anyOf the kinds' moves (shapes of different kinds may coincide); the view
    XOptions          the options a game of it is created with
    XGameCreate       POST /games for it: GameCreate with its `ruleset` and its `options` (`game_creates`)
and over every ruleset: Ruleset (the ids, an enum), DecisionWords (a decision's choices in words), Decision (any
ruleset's, or AwaitedDecision: only whose it is, for anyone else), Move and View. A field of a marshmallow schema names
one with `metadata={"typed": "Decision"}` (`field`). Documenting these changes nothing of the serving: the answers are
written as they are (api/http.py, api/fast.py)."""

import re

from events.service.access import PICK_NAMES
from events.service.catalog import rulesets

from .contract import null, nullable

NAMES = ("Decision", "Move", "View")
DEADLINE = {"type": "string", "format": "date-time",
            "description": "in a game with seat clocks: when the seat's time for it runs out"}
AWAITED = {"type": "object", "additionalProperties": False, "required": ["player"],
           "properties": {"player": {"type": "integer", "minimum": 0, "description": "the seat that must answer"},
                          "deadline": DEADLINE},
           "description": "someone else's decision: only whose answer is awaited (and when its time runs out)"}


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def camel(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", name) if part)


def components() -> dict:
    """Every typed component, by name, in OpenAPI 3.0 terms."""
    found, decisions, moves, views = {}, [], [], []
    found["Ruleset"] = {"type": "string", "enum": list(rulesets()), "description": "a game this service plays "
                                                                                     "(GET /rulesets)"}
    for ruleset in rulesets().values():
        found[f"{camel(ruleset.id)}Options"] = openapi(ruleset.options_schema()) | {
            "description": f"the options of a game of {ruleset.title}; an unknown one is refused"}
    for ruleset in rulesets().values():
        vocabulary = ruleset.vocabulary()
        if not vocabulary.kinds or vocabulary.view is None:
            continue
        game = camel(ruleset.id)
        card = openapi(vocabulary.picked_schema()["properties"]["cards"]["items"])
        found[f"{game}Card"] = card
        named = {f"{game}Card": card}
        mapping = {}
        for kind in vocabulary.kinds:
            decision, move = f"{game}{camel(kind)}Decision", f"{game}{camel(kind)}Move"
            schema = vocabulary.decision_schema(kind)
            schema["properties"]["deadline"] = DEADLINE
            found.setdefault("DecisionWords", openapi(schema["properties"]["words"]))     # the same for every kind
            schema["properties"]["words"] = ref("DecisionWords")
            if "pick" in schema["properties"]:
                schema["properties"]["pick"] = shown_pick(schema["properties"]["pick"])
            if "choices" in schema["properties"]:
                schema["properties"]["choices"]["items"] = ref(move)
            found[decision] = openapi(schema)
            shapes = most_specific_first(vocabulary.move_schemas(kind))
            found[move] = openapi(shapes[0] if len(shapes) == 1 else {"anyOf": shapes})
            found[move]["description"] = f"an answer to a {kind!r} decision"
            mapping[kind] = ref(decision)["$ref"]
        found[f"{game}Decision"] = {"oneOf": [{"$ref": where} for where in mapping.values()],
                                    "discriminator": {"propertyName": "kind", "mapping": mapping},
                                    "description": f"a decision of {ruleset.title}, by its kind"}
        found[f"{game}Move"] = {"anyOf": [ref(f"{game}{camel(kind)}Move") for kind in vocabulary.kinds],
                                "description": f"a move of {ruleset.title}: an answer to one of its decisions"}
        found[f"{game}View"] = openapi(vocabulary.view_schema()) | {
            "description": f"what a seat (or a spectator) sees of a game of {ruleset.title}"}
        for name in [name for name in found if name.startswith(game) and name not in named]:
            found[name] = cards_named(found[name], card, ref(f"{game}Card"))
        decisions.append(ref(f"{game}Decision"))
        moves.append(ref(f"{game}Move"))
        views.append(ref(f"{game}View"))
    found["AwaitedDecision"] = AWAITED
    found["Decision"] = {"anyOf": decisions + [ref("AwaitedDecision")], "description": (
        "what must be decided: in full for the seat that must answer (its ruleset's decision, by `kind`: `choices` "
        "to answer with one of, or `pick` to answer {\"cards\": [...]}); for anyone else only `player`")}
    found["Move"] = {"anyOf": moves, "description": "a move: one of the decision's `choices` as it is listed, or "
                                                    "{\"cards\": [...]} answering a `pick`"}
    found["View"] = {"anyOf": views, "description": "what the caller may see of the game: the ruleset's own board, "
                                                    "never another seat's hidden cards"}
    return found


def most_specific_first(shapes: list[dict]) -> list[dict]:
    """A kind's move shapes, those with more required fields (then more fields) first. JSON Schema reads anyOf in
    any order, but a generated Python client parses a choice as the first shape it fits, dropping the fields that
    shape does not have: {"target": "site", "slot": 3} read as {"target": "site"} would be a move nobody chose."""
    return sorted(shapes, key=lambda shape: (-len(shape.get("required", ())), -len(shape.get("properties", ()))))


def shown_pick(pick: dict) -> dict:
    """A pick as it is served (events.service.access.shown_decision): its fields under PICK_NAMES. Open to more
    fields, since the engine's names are served beside them (undocumented: a generated client would name them
    from_, min_ and max_)."""
    named = {PICK_NAMES[name]: field for name, field in pick["properties"].items()}
    named["cards"] = dict(named["cards"], description="the cards to choose among (a card may be there more than "
                                                      "once, as often as it may be chosen)")
    named["at_least"] = dict(named["at_least"], description="the fewest cards to choose")
    named["at_most"] = dict(named["at_most"], description="the most cards to choose")
    return {"type": "object", "required": [PICK_NAMES[name] for name in pick["required"]], "properties": named,
            "description": "choose at_least to at_most of `cards`, answered {\"cards\": [...]}. Also served under "
                           "the names it had first, `from`, `min` and `max` (deprecated: read the ones above)"}


def game_creates(definition: dict) -> tuple[str, dict]:
    """GameCreate documented as one schema per ruleset (contract.ContractPlugin, `one_of`): the fields
    `definition` (marshmallow's) gives, with `ruleset` the ruleset's id and `options` its own, told apart by
    `ruleset`."""
    kinds = {}
    for ruleset in rulesets().values():
        game = camel(ruleset.id)
        properties = dict(definition["properties"])
        properties["ruleset"] = {"type": "string", "enum": [ruleset.id]}
        properties["options"] = ref(f"{game}Options")
        kinds[ruleset.id] = (f"{game}GameCreate", dict(definition, properties=properties, description=(
            f"a new game of {ruleset.title}")))
    return "ruleset", kinds


def register(spec) -> None:
    for name, schema in components().items():
        spec.components.schema(name, schema)


def openapi(schema):
    """A JSON Schema of the vocabulary (draft 2020-12) in OpenAPI 3.0's terms, which has no null type: null beside
    other types as `nullable`, alone as the one value of a nullable enum; a list of types as anyOf; an array's items
    and an object's undeclared fields always said; no empty lists of required properties."""
    if isinstance(schema, list):
        return [openapi(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    if schema == {"type": "null"}:
        return null()
    schema = dict(schema)
    if isinstance(schema.get("type"), list):
        types = schema.pop("type")
        schema["anyOf"] = [{"type": kind} for kind in types]
    options = schema.get("anyOf")
    if options and {"type": "null"} in options:
        rest = [option for option in options if option != {"type": "null"}]
        del schema["anyOf"]
        schema.update(rest[0] if len(rest) == 1 else {"anyOf": rest})
        schema["nullable"] = True
        if "enum" in schema:
            schema["enum"] = schema["enum"] + [None]
    schema = {key: openapi(value) for key, value in schema.items()}
    if schema.get("type") == "array":
        schema.setdefault("items", {})
    if schema.get("type") == "object" and "properties" not in schema:
        schema.setdefault("additionalProperties", {})     # openapi-typescript reads one without as an empty object
    if schema.get("required") == []:
        del schema["required"]
    return schema


def cards_named(schema, card: dict, named: dict):
    """`schema` with each card written as the ruleset's Card component."""
    if schema == card:
        return dict(named)
    if isinstance(schema, list):
        return [cards_named(item, card, named) for item in schema]
    if isinstance(schema, dict):
        return {key: cards_named(value, card, named) for key, value in schema.items()}
    return schema


def field(converter, field, ret, **kwargs) -> dict:
    """A marshmallow field documented as a typed component (metadata `typed`): its $ref, or for one that may be
    null (the answer of a finished game has no decision), the $ref or null (contract.nullable)."""
    name = field.metadata.get("typed")
    if name is None:
        return {}
    described = ret.get("description")
    ret.clear()
    if field.allow_none:
        return nullable(ref(name), described)
    return ref(name)
