"""A game's vocabulary as data: every kind of decision it asks, whether it is answered with one of the listed choices
or with a pick of cards, the shapes its choices take, and a JSON Schema of what its view holds. Each game declares
its own (engine/<game>/vocabulary.py, read through Ruleset.vocabulary()); tests hold the declaration to the decisions
and views the engine gives (tests/contract/test_vocabulary.py), and the typed contract is written from it (api/).

Shapes are written as small Python data, read as JSON Schema (draft 2020-12) by `schema`:
  str, int, bool, None     the JSON type (None: null)
  "turn", True             that value and no other (a closed value)
  ("a", "b"), (int, None)  any of these (all strings: an enum)
  [str]                    an array of them
  {"key": ..., "opt?": ..} an object with exactly these keys; a key ending in "?" may be left out
  Map(int)                 an object whose keys are names (piles, banks...) and whose values are these
  Schema({...})            a JSON Schema as it is, with a description or bounds the shorthand cannot say
"""

from dataclasses import dataclass, field

class Schema(dict):
    """A JSON Schema written out, inside a shape."""


@dataclass(frozen=True)
class Map:
    """An object keyed by names, each value of one shape."""
    values: object


@dataclass(frozen=True)
class Kind:
    """One kind of decision: answered by a pick of cards, or by one of its choices, each of one of `shapes`."""
    pick: bool
    shapes: tuple = ()
    description: str = ""


def choices(description: str, *shapes) -> Kind:
    return Kind(False, shapes, description)


def pick(description: str) -> Kind:
    return Kind(True, (), description)


WORDS = {"type": "array", "description": "each choice in words, in the choices' order (never hashed)", "items": {
    "type": "object", "additionalProperties": False, "required": ["text"], "properties": {
        "text": {"type": "string", "description": "what the choice does"},
        "cost": {"type": "string", "description": "what it costs, where it costs anything"},
        "group": {"type": "string", "description": "the kind of move it is, for grouping (an action of a turn)"},
        "at": {"type": "object", "description": "what on the board it points at: a site's slot, a card, a seat",
               "additionalProperties": False, "properties": {
                   "site": {"type": "integer"}, "card": {}, "player": {"type": "integer"}}}}}}


@dataclass(frozen=True)
class Vocabulary:
    kinds: dict = field(default_factory=dict)       # kind -> Kind
    view: object = None                             # the view's shape (None: not declared)
    card: object = str                              # how a pick names its cards

    def pick_schema(self) -> dict:
        return {"type": "object", "additionalProperties": False, "required": ["from", "min", "max"],
                "properties": {"from": {"type": "array", "items": schema(self.card),
                                        "description": "the cards to choose from (one may be listed more than once)"},
                               "min": {"type": "integer", "minimum": 0}, "max": {"type": "integer", "minimum": 0}}}

    def picked_schema(self) -> dict:
        """The answer to a pick: between its min and max of the cards it offers."""
        return {"type": "object", "additionalProperties": False, "required": ["cards"],
                "properties": {"cards": {"type": "array", "items": schema(self.card)}}}

    def move_schemas(self, kind: str) -> list[dict]:
        """The JSON Schemas of the moves that answer a decision of `kind`."""
        declared = self.kinds[kind]
        return [self.picked_schema()] if declared.pick else [schema(shape) for shape in declared.shapes]

    def decision_schema(self, kind: str) -> dict:
        """A decision of `kind` as the seat that must answer reads it (Decision.to_dict)."""
        declared = self.kinds[kind]
        properties = {"player": {"type": "integer", "minimum": 0, "description": "the seat that must answer"},
                      "kind": {"type": "string", "enum": [kind]},
                      "prompt": {"type": "string", "description": "the question, in words a player can read"},
                      "source": {"type": "string", "description": "the card or rule that asks"},
                      "words": WORDS}
        if declared.pick:
            properties["pick"] = self.pick_schema()
        else:
            moves = self.move_schemas(kind)
            properties["choices"] = {"type": "array", "description": "the legal moves: answer with one of them",
                                     "items": moves[0] if len(moves) == 1 else {"anyOf": moves}}
        required = ["player", "kind", "prompt", "pick" if declared.pick else "choices"]
        described = {"description": declared.description} if declared.description else {}
        return {"type": "object", "additionalProperties": False, "required": required, "properties": properties,
                **described}

    def view_schema(self) -> dict | None:
        return None if self.view is None else schema(self.view)


def schema(shape) -> dict:
    """The JSON Schema of a shape (module docstring)."""
    if isinstance(shape, Schema):
        return dict(shape)
    if shape is None:
        return {"type": "null"}
    if isinstance(shape, bool):
        return {"type": "boolean", "enum": [shape]}
    if isinstance(shape, type):
        return {"type": {str: "string", int: "integer", bool: "boolean", float: "number"}[shape]}
    if isinstance(shape, str):
        return {"type": "string", "enum": [shape]}
    if isinstance(shape, tuple):
        if all(isinstance(option, str) for option in shape):
            return {"type": "string", "enum": list(shape)}
        return {"anyOf": [schema(option) for option in shape]}
    if isinstance(shape, list):
        [item] = shape
        return {"type": "array", "items": schema(item)}
    if isinstance(shape, Map):
        return {"type": "object", "additionalProperties": schema(shape.values)}
    if isinstance(shape, dict):
        keys = {key.removesuffix("?"): value for key, value in shape.items()}
        return {"type": "object", "additionalProperties": False,
                "required": [key for key in shape if not key.endswith("?")],
                "properties": {key: schema(value) for key, value in keys.items()}}
    raise TypeError(f"not a shape: {shape!r}")
