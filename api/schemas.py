"""Request and response schemas (marshmallow); they also write the OpenAPI document."""

from marshmallow import RAISE, Schema, fields, validate


LARGEST = 2 ** 31 - 1      # versions and offsets: far beyond any game, well inside Redis's ranges


class Strict(Schema):
    class Meta:
        unknown = RAISE


class Seat(Strict):
    name = fields.String(required=True, validate=validate.Length(min=1, max=64))
    bot = fields.String(load_default=None, metadata={"description": "bot id; a seat without one is human"})


class GameCreate(Strict):
    ruleset = fields.String(required=True, metadata={"example": "dominion"})
    options = fields.Dict(load_default=dict, metadata={
        "description": "the ruleset's options, as GET /rulesets lists them; an unknown one is refused"})
    seats = fields.List(fields.Nested(Seat), required=True, validate=validate.Length(min=1), metadata={
        "description": "one per player, as many as the ruleset takes (GET /rulesets: min_players, max_players)"})


class SeatCreated(Schema):
    seat = fields.Integer()
    name = fields.String()
    bot = fields.String(allow_none=True)
    token = fields.String(allow_none=True, metadata={"description": "secret bearer token of a human seat"})


class GameCreated(Schema):
    id = fields.String()
    version = fields.Integer()
    seed_commitment = fields.String(metadata={"description": "SHA-256 of 'gameledger-seed:' + seed"})
    seats = fields.List(fields.Nested(SeatCreated))


class GameList(Schema):
    games = fields.List(fields.Dict())
    total = fields.Integer()
    offset = fields.Integer()
    limit = fields.Integer()


class GameListQuery(Strict):
    ruleset = fields.String()
    status = fields.String(validate=validate.OneOf(["active", "finished"]))
    player = fields.String()
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=LARGEST))
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=200))


class GameInfo(Schema):
    id = fields.String()
    ruleset = fields.String()
    version = fields.Integer()
    status = fields.String(metadata={"description": "active or finished"})
    created_at = fields.String()
    seats = fields.List(fields.Dict())
    seed_commitment = fields.String()
    seed = fields.String(metadata={"description": "revealed once the game is finished"})
    result = fields.Dict()
    you = fields.Integer(allow_none=True, metadata={"description": "the caller's seat; null for a spectator"})
    view = fields.Dict()
    waiting_on = fields.Integer(allow_none=True)
    decision = fields.Dict()


class DecisionOut(Schema):
    version = fields.Integer()
    decision = fields.Dict(allow_none=True, metadata={
        "description": "the full decision if it is the caller's; else only whose it is; null when the game is over"})


class MoveIn(Strict):
    move = fields.Dict(required=True, metadata={"example": {"buy": "Silver"}})
    expected_version = fields.Integer(validate=validate.Range(min=1, max=LARGEST), metadata={
        "description": "the version the move was decided on (or send it as If-Match)"})


class MoveOut(Schema):
    version = fields.Integer()
    view = fields.Dict()
    decision = fields.Dict(allow_none=True)


class EventsQuery(Strict):
    from_ = fields.Integer(data_key="from", load_default=1, validate=validate.Range(min=1, max=LARGEST))
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=1000))


class EventsOut(Schema):
    events = fields.List(fields.Dict())
    version = fields.Integer(metadata={"description": "the game's current version"})


class StateQuery(Strict):
    at = fields.Integer(validate=validate.Range(min=1, max=LARGEST))


class StateOut(Schema):
    version = fields.Integer()
    view = fields.Dict()


class LogOut(Schema):
    entries = fields.List(fields.Dict())


class VerifyOut(Schema):
    id = fields.String()
    verified = fields.Boolean()
    events = fields.Integer()
    hash = fields.String()
    diverged_at = fields.Integer()
    detail = fields.String()


class Health(Schema):
    status = fields.String()
    redis = fields.String()


class RulesetOut(Schema):
    id = fields.String()
    title = fields.String()
    version = fields.Integer()
    min_players = fields.Integer()
    max_players = fields.Integer()
    options = fields.Dict(metadata={"description": "the options a game may be created with, as a JSON Schema"})
    bots = fields.Dict()


class BotOut(Schema):
    id = fields.String(metadata={"example": "bmu"})
    description = fields.String()


# {"dominion": [{"id": "bmu", "description": "..."}]}: ruleset ids are keys, which a marshmallow Schema cannot
# declare, so the document says it in OpenAPI terms and `BOTS_BY_RULESET` dumps it.
BOTS_BY_RULESET = fields.Dict(keys=fields.String(), values=fields.List(fields.Nested(BotOut)))
BOTS_BY_RULESET_DOC = {
    "type": "object", "description": "each ruleset's bots, by ruleset id",
    "additionalProperties": {"type": "array", "items": {
        "type": "object", "properties": {"id": {"type": "string", "example": "bmu"},
                                         "description": {"type": "string"}}}},
    "example": {"dominion": [{"id": "bmu", "description": "Big Money Ultimate (WanderingWinder, Geronimoo): ..."}]},
}


class Problem(Schema):
    """An error, as application/problem+json (RFC 9457)."""

    type = fields.String()
    title = fields.String()
    status = fields.Integer()
    detail = fields.String(metadata={"description": "what was wrong, in words a client can show"})
    errors = fields.Dict(metadata={"description": "field by field, for a request that fails its schema"})
    current_version = fields.Integer(metadata={"description": "with 409: the game's version now"})
