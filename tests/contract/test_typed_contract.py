"""Decisions, moves and views typed per ruleset in the contract (api/typed.py), written from each ruleset's
vocabulary: a oneOf per ruleset with `kind` as its discriminator, a move and a schema per kind, the view; and the
operations that answer or take them say so."""

import pytest
import yaml

from api.app import openapi_yaml
from api.typed import camel
from engine.games import get_ruleset, rulesets

SPEC = yaml.safe_load(openapi_yaml())
SCHEMAS = SPEC["components"]["schemas"]
RULESETS = sorted(rulesets())


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def named(where: dict) -> str:
    return where["$ref"].rsplit("/", 1)[1]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_each_ruleset_has_a_decision_of_one_of_its_kinds_told_apart_by_kind(ruleset):
    vocabulary, game = get_ruleset(ruleset).vocabulary(), camel(ruleset)
    decision = SCHEMAS[f"{game}Decision"]
    assert decision["discriminator"]["propertyName"] == "kind"
    assert set(decision["discriminator"]["mapping"]) == set(vocabulary.kinds)
    assert [named(option) for option in decision["oneOf"]] == [
        named({"$ref": where}) for where in decision["discriminator"]["mapping"].values()]
    for kind, where in decision["discriminator"]["mapping"].items():
        schema = SCHEMAS[named({"$ref": where})]
        assert schema["properties"]["kind"]["enum"] == [kind]
        assert {"player", "kind", "prompt"} <= set(schema["required"]) and schema["additionalProperties"] is False
        assert schema["properties"]["deadline"]["format"] == "date-time"
        if vocabulary.kinds[kind].pick:
            assert "pick" in schema["required"] and "choices" not in schema["properties"]
        else:
            assert schema["properties"]["choices"]["items"] == ref(f"{game}{camel(kind)}Move")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_each_ruleset_has_its_moves_and_its_view(ruleset):
    vocabulary, game = get_ruleset(ruleset).vocabulary(), camel(ruleset)
    assert SCHEMAS[f"{game}Move"]["anyOf"] == [ref(f"{game}{camel(kind)}Move") for kind in vocabulary.kinds]
    view = SCHEMAS[f"{game}View"]
    assert view["type"] == "object" and view["additionalProperties"] is False and view["required"]
    assert ref(f"{game}Decision") in SCHEMAS["Decision"]["anyOf"]
    assert ref(f"{game}Move") in SCHEMAS["Move"]["anyOf"] and ref(f"{game}View") in SCHEMAS["View"]["anyOf"]


def test_closed_values_are_enums_and_null_is_nullable():
    assert SCHEMAS["DominionActionMove"]["anyOf"][1]["properties"]["end"]["enum"] == ["actions"]
    buy = SCHEMAS["DominionBuyMove"]["anyOf"]
    assert buy[0]["properties"]["play"] == ref("DominionCard") and "Province" in SCHEMAS["DominionCard"]["enum"]
    assert {"type": "string", "enum": ["treasures"]} == buy[1]["properties"]["play_all"]
    gain = SCHEMAS["DominionGainMove"]["properties"]["gain"]
    assert gain["nullable"] is True and None in gain["enum"]
    assert SCHEMAS["OathView"]["properties"]["phase"]["enum"][:3] == ["setup", "wake", "act"]
    assert "'type': 'null'" not in str(SCHEMAS)       # OpenAPI 3.0 has no null type


def body_of(path: str, method: str, status: str | None = None) -> dict:
    op = SPEC["paths"][path][method]
    content = op["responses"][status]["content"] if status else op["requestBody"]["content"]
    schema = content["application/json"]["schema"]
    return SCHEMAS[named(schema)] if "$ref" in schema else schema


NULL = {"type": "string", "nullable": True, "enum": [None], "description": "null"}


def test_the_operations_answer_and_take_typed_decisions_moves_and_views():
    """A decision that may be null is the Decision or null: generators read it as an optional type (a nullable
    object beside a oneOf of the $ref made openapi-python-client raise TypeError on the null of a game's end)."""
    assert body_of("/games/{game_id}/decision", "get", "200")["properties"]["decision"]["oneOf"] == [
        ref("Decision"), NULL]
    assert body_of("/games/{game_id}/moves", "post")["properties"]["move"] == ref("Move")
    moved = body_of("/games/{game_id}/moves", "post", "201")["properties"]
    assert moved["view"] == ref("View") and moved["decision"]["oneOf"] == [ref("Decision"), NULL]
    assert body_of("/games/{game_id}/state", "get", "200")["properties"]["view"] == ref("View")
    game = body_of("/games/{game_id}", "get", "200")["properties"]
    assert game["decision"] == ref("Decision") and game["view"]["oneOf"] == [ref("View"), NULL]
    assert not [where for where, schema in walk(SPEC) if schema.get("nullable") and (
        {"oneOf", "allOf", "anyOf"} & set(schema))], "a nullable beside a composition"


def walk(node, where="#"):
    """Every object in the document, with where it is."""
    if isinstance(node, dict):
        yield where, node
        for key, value in node.items():
            yield from walk(value, f"{where}/{key}")
    elif isinstance(node, list):
        for place, value in enumerate(node):
            yield from walk(value, f"{where}/{place}")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_move_shape_comes_before_any_that_would_read_it_without_some_of_its_fields(ruleset):
    """A generated Python client parses a choice as the first shape it fits and drops the fields that shape lacks:
    a shape that another's required fields fit, while it has fields that other lacks, comes first."""
    vocabulary, game = get_ruleset(ruleset).vocabulary(), camel(ruleset)
    for kind in vocabulary.kinds:
        shapes = SCHEMAS[f"{game}{camel(kind)}Move"].get("anyOf", [])
        for place, earlier in enumerate(shapes):
            for later in shapes[place + 1:]:
                fits = set(earlier.get("required", ())) <= set(later.get("required", ()))
                drops = not set(later.get("properties", {})) <= set(earlier.get("properties", {}))
                assert not (fits and drops), (kind, earlier, later)


def test_an_object_whose_fields_are_not_declared_takes_any():
    """openapi-typescript types an object with neither `properties` nor `additionalProperties` as an empty one
    (Record<string, never>), which no value of it fits."""
    assert not [where for where, schema in walk(SPEC) if schema.get("type") == "object" and not (
        {"properties", "additionalProperties", "oneOf", "anyOf", "allOf"} & set(schema))]
