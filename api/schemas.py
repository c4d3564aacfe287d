"""Request and response schemas (marshmallow); they also write the OpenAPI document."""

from marshmallow import EXCLUDE, INCLUDE, RAISE, Schema, ValidationError, fields, pre_load, validate, validates_schema

from events.service.catalog import rulesets

from .typed import game_creates


LARGEST = 2 ** 31 - 1      # versions and offsets: far beyond any game, well inside Redis's ranges

GAME_STATUSES = ["open", "active", "finished", "aborted", "abandoned"]
CAMPAIGN_STATUSES = ["awaiting", "playing", "chronicle", "finishing", "refused", "ended"]
DATE_TIME = {"format": "date-time"}
NEXT = {"description": "the address of the next page (as Link: rel=next), null on the last"}
RULESET = {"typed": "Ruleset"}      # documented as the Ruleset component (api/typed.py): an enum of the ids


class Strict(Schema):
    class Meta:
        unknown = RAISE


class Body(Strict):
    """A request body (api/contract.py writes its defaults for client generators)."""

    body = True


class Seat(Body):
    name = fields.String(required=True, validate=validate.Length(min=1, max=64))
    bot = fields.String(load_default=None, metadata={"description": "bot id; a seat without one is human"})


PLAYER_KEY = validate.Regexp(r"^[A-Za-z0-9_~.-]{20,128}$", error="a player key is 20 to 128 letters, digits, "
                                                                   "'-', '_', '.' or '~' (POST /players issues one)")


class GameSeat(Body):
    """A seat of a new game: a human's (a name), a bot's (a name and a bot id), or open for a player to join."""

    name = fields.String(validate=validate.Length(min=1, max=64), metadata={
        "description": "the player's name; with open: the name the seat is kept for (its joiner plays as it)"})
    bot = fields.String(load_default=None, metadata={"description": "bot id; a seat without one is human"})
    open = fields.Boolean(load_default=False, metadata={
        "description": "an open seat: a player takes it with POST /games/{id}/seats/{n}/join"})

    @validates_schema
    def _named_unless_open(self, data, **kwargs):
        if not data.get("open") and "name" not in data:
            raise ValidationError("a seat that is not open needs a name", "name")
        if data.get("open") and data.get("bot"):
            raise ValidationError("an open seat has no bot (its creator may start the game with bots)", "bot")


class GameCreate(Body):
    """A new game. Documented as one schema per ruleset, told apart by `ruleset`, each with its own options
    (api/typed.py, game_creates); an unknown ruleset or option is refused."""

    one_of = staticmethod(game_creates)

    ruleset = fields.String(required=True, metadata=RULESET)
    options = fields.Dict(load_default=dict, metadata={
        "description": "the ruleset's options, as GET /rulesets lists them; an unknown one is refused"})
    seats = fields.List(fields.Nested(GameSeat), required=True, validate=validate.Length(min=1), metadata={
        "description": "one per player, as many as the ruleset takes (GET /rulesets: min_players, max_players)"})
    player_key = fields.String(load_default=None, validate=PLAYER_KEY, metadata={
        "description": "the creator's player key: the seats it fills are listed in its GET /me/games"})
    clock = fields.Nested(lambda: ClockIn(), load_default=None, metadata={
        "description": "seat clocks (none by default): a time per decision, or a chess clock per human seat"})


class ClockIn(Strict):
    per_decision = fields.Float(metadata={"description": "seconds a human seat has for each decision"})
    initial = fields.Float(metadata={"description": "a chess clock: seconds each human seat has for the game"})
    increment = fields.Float(metadata={"description": "a chess clock: seconds added by each answer (default 0)"})
    on_timeout = fields.String(validate=validate.OneOf(["bot", "resign"]), metadata={
        "description": "bot (default): a bot answers (per decision: that decision; a chess clock run out: the rest "
                       "of the game); resign: the seat resigns"})
    bot = fields.String(metadata={"description": "the bot that answers (default: the ruleset's bot for resigned "
                                                 "seats; GET /bots)"})


class SeatCreated(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True, allow_none=True, metadata={"description": "null for an open seat"})
    bot = fields.String(required=True, allow_none=True)
    token = fields.String(required=True, allow_none=True, metadata={
        "description": "secret bearer token of a human seat (none for an open seat: its joiner receives it)"})
    open = fields.Boolean(metadata={"description": "in a game created with open seats: whether this one is"})


class GameCreated(Schema):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    seed_commitment = fields.String(required=True, metadata={"description": "SHA-256 of 'gameledger-seed:' + seed"})
    seats = fields.List(fields.Nested(SeatCreated), required=True)
    status = fields.String(validate=validate.OneOf(["open"]),
                           metadata={"description": "with open seats: open (waiting for players)"})
    creator_token = fields.String(metadata={
        "description": "with open seats: the creator's secret, to invite to a seat and to start the game"})


class Result(Schema):
    """A finished game's result, the same shape for every game; a game adds its own details (Oath: victory, round,
    rule)."""

    class Meta:
        unknown = INCLUDE

    winners = fields.List(fields.Integer(), required=True, metadata={"description": "the winning seats"})
    winner_names = fields.List(fields.String(), required=True)
    turns = fields.List(fields.Integer(), metadata={"description": "turns taken, per seat"})
    ending = fields.String(required=True, metadata={
        "description": "how it ended: the game's own ending (Dominion: provinces, colonies or piles; Oath: the "
                       "victory and its round), or resignation, agreement, aborted, abandoned"})
    scores = fields.List(fields.Integer(), metadata={"description": "where the game keeps a score (Dominion)"})
    resigned = fields.List(fields.Integer(), metadata={"description": "the seats that resigned"})


class ListedGame(Schema):
    id = fields.String(required=True)
    ruleset = fields.String(required=True, metadata=RULESET)
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES))
    version = fields.Integer(required=True)
    players = fields.List(fields.String(), required=True)
    result = fields.Nested(Result, metadata={"description": "once it is over"})
    open_seats = fields.List(fields.Integer(), metadata={"description": "while open: the seats a player may join"})


class GameList(Schema):
    games = fields.List(fields.Nested(ListedGame), required=True)
    total = fields.Integer(required=True)
    offset = fields.Integer(required=True)
    limit = fields.Integer(required=True)
    next = fields.String(required=True, allow_none=True, metadata=NEXT)


class GameListQuery(Strict):
    ruleset = fields.String(validate=validate.OneOf(list(rulesets())), metadata=RULESET)
    status = fields.String(validate=validate.OneOf(GAME_STATUSES), metadata={
        "description": "open: waiting for players in open seats; active: being played; finished; aborted; abandoned"})
    open = fields.Boolean(metadata={"description": "true: the lobby, games with open seats (as status=open)"})
    player = fields.String()
    cursor = fields.String(validate=validate.Length(max=200), metadata={
        "description": "the page after the one whose `next` gave it (wins over offset)"})
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=LARGEST))
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=200))


# Decisions, moves and views are typed per ruleset from each ruleset's vocabulary (api/typed.py): a field names its
# component with metadata `typed`. They are documented only: the answers are written as the engine gives them.
DECISION_DOC = "the caller's decision, when one is awaited (its ruleset's, by kind)"


class GameSeatInfo(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(allow_none=True, required=True)
    bot = fields.String(allow_none=True)
    open = fields.Boolean()


class ClockOut(Schema):
    """A game's seat clocks, as GET /games/{id} shows them (events.service.clocks): times in milliseconds."""

    per_decision = fields.Integer(metadata={"description": "milliseconds a human seat has for each decision"})
    initial = fields.Integer(metadata={"description": "a chess clock: milliseconds each human seat has for the game"})
    increment = fields.Integer(metadata={"description": "a chess clock: milliseconds added by each answer"})
    on_timeout = fields.String(validate=validate.OneOf(["bot", "resign"]))
    bot = fields.String(metadata={"description": "the bot that answers when the time runs out"})
    deadline = fields.String(allow_none=True, metadata={**DATE_TIME, "description": (
        "when the decision awaited runs out; null when none runs (a bot's, a standing answer's, the game over)")})
    left = fields.Dict(keys=fields.String(), values=fields.Integer(), allow_none=True, metadata={
        "description": "a chess clock: each seat's milliseconds left, by seat (the running one as of its decision's "
                       "start); null for a clock per decision"})


class GameInfo(Schema):
    id = fields.String(required=True)
    ruleset = fields.String(required=True, metadata=RULESET)
    version = fields.Integer(required=True)
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES), metadata={
                           "description": "open (waiting for players), active, finished (by the rules, a "
                                                    "resignation or agreement: see result.ending), aborted or "
                                          "abandoned"})
    open_seats = fields.List(fields.Integer(), metadata={"description": "while open: the seats a player may join"})
    resigned = fields.List(fields.Integer(), metadata={"description": "seats that resigned (a bot plays them on)"})
    end_offers = fields.List(fields.Integer(), metadata={"description": "seats that agreed to end the game"})
    created_at = fields.String(metadata=DATE_TIME)
    seats = fields.List(fields.Nested(GameSeatInfo), required=True)
    seed_commitment = fields.String(required=True)
    seed = fields.String(metadata={"description": "revealed once the game is finished"})
    result = fields.Nested(Result)
    you = fields.Integer(allow_none=True, metadata={"description": "the caller's seat; null for a spectator"})
    view = fields.Raw(allow_none=True, metadata={"typed": "View", "description": "null while the game is open"})
    waiting_on = fields.Integer(allow_none=True, metadata={"description": "the seat whose decision is awaited; null "
                                                                          "while open and once over"})
    decision = fields.Raw(metadata={"typed": "Decision", "description": DECISION_DOC})
    clock = fields.Nested(ClockOut, metadata={"description": "in a game with seat clocks"})


class DecisionOut(Schema):
    version = fields.Integer(required=True)
    status = fields.String(validate=validate.OneOf(["open"]), metadata={
        "description": "open while the game waits for players (decision null)"})
    decision = fields.Raw(required=True, allow_none=True, metadata={"typed": "Decision", "description": (
        "the full decision if it is the caller's; else only whose it is; null when the game is over")})


class MoveIn(Body):
    move = fields.Dict(required=True, metadata={"typed": "Move", "description": (
        "one of the decision's `choices` as listed, or {\"cards\": [...]} answering a `pick`")})
    expected_version = fields.Integer(strict=True, validate=validate.Range(min=1, max=LARGEST), error_messages={
        "invalid": "a version is a JSON integer (12), not a string, a float or a boolean"}, metadata={
        "description": "the version the move was decided on (or send it as If-Match): a JSON integer, not a string "
                       "or a float"})


class MoveOut(Schema):
    version = fields.Integer(required=True)
    view = fields.Raw(required=True, metadata={"typed": "View"})
    decision = fields.Raw(required=True, allow_none=True, metadata={"typed": "Decision"})


class Renamed(Strict):
    """A query whose parameters were first named otherwise: each former name (`renamed`: former -> name) is still
    taken, and documented no more (a generated Python client would call `from` from_)."""

    renamed: dict = {}

    @pre_load
    def _formerly(self, data, **kwargs):
        given = dict(data)
        for former, name in self.renamed.items():
            if former in given:
                if name in given:
                    raise ValidationError(f"give {name} alone ({former} is its former name)", former)
                given[name] = given.pop(former)
        return given


class EventsQuery(Renamed):
    renamed = {"from": "start"}

    start = fields.Integer(load_default=1, validate=validate.Range(min=1, max=LARGEST), metadata={
        "description": "the first version of the page: the cursor (a page's `next` names the version after it); "
                       "also taken as `from`, its former name"})
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=1000))


# Events, one schema per type (Event.one_of): documented only, the answers are written as the ledger serves them.

def event_type(name: str):
    return fields.String(required=True, validate=validate.OneOf([name]))


class EventFields(Schema):
    """What every event has."""

    class Meta:
        unknown = INCLUDE

    version = fields.Integer(required=True)
    at = fields.String(metadata={**DATE_TIME, "description": "when it was appended"})
    hash = fields.String(metadata={"description": "the state hash after it (replay checks it: GET /verify)"})


class SeatEventFields(EventFields):
    """What an event of one seat has besides: whose it is."""

    seat = fields.Integer(required=True)
    actor = fields.String(metadata={"description": "the seat's name"})


class EventSeat(Schema):
    class Meta:
        unknown = INCLUDE

    name = fields.String(allow_none=True, metadata={"description": "null for a seat left open"})
    bot = fields.String(metadata={"description": "a bot's seat: its bot id"})
    open = fields.Boolean(metadata={"description": "a seat open for a player to join"})


class CreatedEvent(EventFields):
    """The game's first: its ruleset and version, options, seats, and the seed's commitment (the seed itself once
    the game is over)."""

    type = event_type("created")
    ruleset = fields.String(required=True, metadata=RULESET)
    ruleset_version = fields.Integer()
    schema = fields.Integer(metadata={"description": "the events' schema version"})
    options = fields.Dict(metadata={"description": "the options it was created with, and `players`, the seats' "
                                                   "names"})
    seats = fields.List(fields.Nested(EventSeat))
    seed_commitment = fields.String()
    seed = fields.String(metadata={"description": "once the game is over"})
    lobby = fields.Boolean(metadata={"description": "created with open seats: it starts with a `started` event"})
    clock = fields.Dict(metadata={"description": "its seat clocks, times in milliseconds"})
    campaign = fields.Dict(metadata={"description": "a campaign's game: the campaign and the game's number in it"})


class JoinedEvent(EventFields):
    """A player took an open seat."""

    type = event_type("joined")
    seat = fields.Integer(required=True)
    name = fields.String(metadata={"description": "the joiner's name"})


class StartedEvent(EventFields):
    """An open game's start: its seats as played (bots in those left open) and its options."""

    type = event_type("started")
    seats = fields.List(fields.Nested(EventSeat))
    options = fields.Dict()


class MoveEvent(SeatEventFields):
    """A seat's move."""

    type = event_type("move")
    move = fields.Raw(required=True, metadata={"description": "the move, or \"hidden\" when it was private and the "
                                                              "caller is not its seat"})
    private = fields.Boolean(metadata={"description": "the move is shown only to its seat"})
    standing = fields.Boolean(metadata={"description": "one of the seat's standing answers gave it"})
    timeout = fields.String(metadata={"description": "the seat's time ran out: this bot answered"})
    left = fields.Integer(metadata={"description": "a chess clock: milliseconds left on the seat's clock after it"})


class ResignEvent(SeatEventFields):
    """A seat resigned: a bot plays it on."""

    type = event_type("resign")
    bot = fields.String(metadata={"description": "the bot that plays the seat on"})
    reason = fields.String(metadata={"description": "\"time\": the seat's clock ran out"})


class AbortEvent(SeatEventFields):
    """A seat aborted the game before its first move."""

    type = event_type("abort")


class EndOfferEvent(SeatEventFields):
    """A seat agreed to end the game with no winner."""

    type = event_type("end-offer")


class AbandonEvent(EventFields):
    """The game was closed for want of moves."""

    type = event_type("abandon")
    reason = fields.String()


class TimeoutEvent(SeatEventFields):
    """A seat's chess clock ran out: a bot plays it for the rest of the game."""

    type = event_type("timeout")
    bot = fields.String()


class StandingAnswersEvent(SeatEventFields):
    """A seat set its standing answers."""

    type = event_type("standing-answers")
    answers = fields.Raw(metadata={"description": "the seat's rules (as PUT /standing-answers takes them), or "
                                                  "\"hidden\" to anyone else"})


class UndoRequestEvent(SeatEventFields):
    """A seat asked to take its last move back."""

    type = event_type("undo-request")
    to = fields.Integer(metadata={"description": "the version the game would return to"})
    move = fields.Integer(metadata={"description": "the version of the move to take back"})


class UndoAgreeEvent(SeatEventFields):
    """A seat agreed to the undo asked for."""

    type = event_type("undo-agree")


class UndoDeclineEvent(SeatEventFields):
    """A seat declined the undo asked for."""

    type = event_type("undo-decline")


class UndoEvent(SeatEventFields):
    """The last move was taken back."""

    type = event_type("undo")
    to = fields.Integer(metadata={"description": "the version the game returned to"})


EVENTS = {"created": CreatedEvent, "joined": JoinedEvent, "started": StartedEvent, "move": MoveEvent,
          "resign": ResignEvent, "abort": AbortEvent, "end-offer": EndOfferEvent, "abandon": AbandonEvent,
          "timeout": TimeoutEvent, "standing-answers": StandingAnswersEvent, "undo-request": UndoRequestEvent,
          "undo-agree": UndoAgreeEvent, "undo-decline": UndoDeclineEvent, "undo": UndoEvent}


def event_types(definition: dict) -> tuple[str, dict]:
    """Event as a oneOf of one schema per type, `type` telling them apart (contract.ContractPlugin)."""
    return "type", {kind: (schema.__name__, schema) for kind, schema in EVENTS.items()}


class Event(Schema):
    """One event as the caller may read it, by its `type`: its version, who made it and when, the state hash after
    it, and its own fields."""

    one_of = staticmethod(event_types)

    class Meta:
        unknown = INCLUDE

    version = fields.Integer(required=True)
    type = fields.String(required=True)
    at = fields.String(metadata=DATE_TIME)
    hash = fields.String()


class EventsOut(Schema):
    events = fields.List(fields.Nested(Event), required=True)
    version = fields.Integer(required=True, metadata={"description": "the game's current version"})
    next = fields.String(required=True, allow_none=True, metadata=NEXT)


class StreamMessage(Schema):
    """The data of a message of GET /games/{id}/stream (JSON): an event as GET /events serves it to the follower,
    and the follower's view and decision after it, as GET /state?at={version} and GET /decision answer them."""

    version = fields.Integer(required=True)
    event = fields.Nested(Event, required=True)
    view = fields.Raw(required=True, allow_none=True, metadata={"typed": "View", "description": (
        "null while the game is open")})
    decision = fields.Raw(required=True, allow_none=True, metadata={"typed": "Decision", "description": (
        "null once the game is over (and while it is open)")})


class StreamEnd(Schema):
    """The data of the `end` message of GET /games/{id}/stream (JSON): the game is over, the stream closes."""

    version = fields.Integer(required=True)
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES))
    result = fields.Nested(Result, allow_none=True)


# Documented though no operation answers them as JSON: the data of the stream's messages
STREAM_DATA = (StreamMessage, StreamEnd)


class StreamQuery(Renamed):
    renamed = {"from": "start"}

    start = fields.Integer(validate=validate.Range(min=0, max=LARGEST), metadata={
        "description": "the first version to send (default: the game's last; 0 and 1: from the first event); a "
                       "Last-Event-ID header wins over it; also taken as `from`, its former name"})


class StreamHeaders(Schema):
    """The headers a stream reads (the rest are left alone)."""
    class Meta:
        unknown = EXCLUDE

    last_event_id = fields.String(data_key="Last-Event-ID", metadata={
        "pattern": "^[0-9]+$", "description": "the last version received (0 to 2147483647; an EventSource sends it "
                                              "when it reconnects): the stream goes on after it"})


class StateQuery(Strict):
    at = fields.Integer(validate=validate.Range(min=1, max=LARGEST))


class StateOut(Schema):
    version = fields.Integer(required=True)
    view = fields.Raw(required=True, metadata={"typed": "View"})


class LogEntry(Schema):
    version = fields.Integer(required=True)
    lines = fields.List(fields.String(), required=True)


class LogOut(Schema):
    entries = fields.List(fields.Nested(LogEntry), required=True)


class VerifyOut(Schema):
    id = fields.String(required=True)
    verified = fields.Boolean(required=True)
    events = fields.Integer()
    hash = fields.String(allow_none=True)
    diverged_at = fields.Integer()
    detail = fields.String()


class Health(Schema):
    status = fields.String(required=True, validate=validate.OneOf(["ok", "degraded"]))
    redis = fields.String(required=True)
    version = fields.String(required=True, metadata={"description": "the service's version", "example": "0.1.0"})
    rulesets = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "each ruleset's version: the one new games are created under", "example": {"dominion": 2}})


class Ready(Schema):
    status = fields.String(required=True, validate=validate.OneOf(["ready"]))


class RulesetOut(Schema):
    id = fields.String(metadata=RULESET)
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


class JoinIn(Body):
    name = fields.String(validate=validate.Length(min=1, max=64), metadata={
        "description": "the joiner's name (a seat kept for a name is joined as it)"})
    player_key = fields.String(load_default=None, validate=PLAYER_KEY, metadata={
        "description": "the joiner's player key: the seat is listed in its GET /me/games"})
    invitation = fields.String(load_default=None, validate=validate.Length(max=128), metadata={
        "description": "the invitation the creator gave, for a seat kept for one"})


class Joined(Schema):
    id = fields.String()
    seat = fields.Integer()
    name = fields.String()
    token = fields.String(metadata={"description": "the joiner's secret bearer token for its seat, given once"})
    version = fields.Integer()
    status = fields.String(validate=validate.OneOf(["open", "active"]), metadata={
        "description": "active when this join took the last open seat (it started)"})


class Invitation(Schema):
    id = fields.String()
    seat = fields.Integer()
    invitation = fields.String(metadata={"description": "one-use: the seat is joined only with it"})


class StartIn(Body):
    bot = fields.String(load_default=None, metadata={
        "description": "the bot in every seat still open (GET /bots; default: the ruleset's first)"})


class Started(Schema):
    id = fields.String()
    version = fields.Integer()
    status = fields.String(validate=validate.OneOf(GAME_STATUSES))
    seats = fields.List(fields.Nested(GameSeatInfo))


class PlayerKey(Schema):
    player_key = fields.String(metadata={
        "description": "a new secret player key: keep it; the service stores only its digest"})


class MyGamesQuery(Strict):
    waiting = fields.Boolean(load_default=False, metadata={"description": "true: only the games waiting on you"})
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=LARGEST))
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=200))


class MyGame(Schema):
    id = fields.String()
    ruleset = fields.String(metadata=RULESET)
    status = fields.String(validate=validate.OneOf(GAME_STATUSES))
    version = fields.Integer()
    players = fields.List(fields.String())
    seats = fields.List(fields.Integer(), metadata={"description": "your seats in it"})
    your_turn = fields.Boolean(metadata={"description": "whether its decision awaited is one of your seats'"})
    open_seats = fields.List(fields.Integer())


class MyGames(Schema):
    games = fields.List(fields.Nested(MyGame))
    total = fields.Integer()
    offset = fields.Integer()
    limit = fields.Integer()


class Problem(Schema):
    """An error, as application/problem+json (RFC 9457). Nothing else is ever in it."""

    type = fields.String(required=True, metadata={
        "format": "uri", "example": "http://127.0.0.1:8000/problems/illegal-move",
        "description": "what went wrong: an absolute URI whose page (GET /problems/{name}) describes it"})
    title = fields.String(required=True, metadata={"description": "the problem type's title"})
    status = fields.Integer(required=True, metadata={"description": "the HTTP status"})
    detail = fields.String(required=True, metadata={"description": "what was wrong, in words a client can show"})
    errors = fields.Dict(metadata={"description": "with 422: field by field, for a request that fails its schema"})
    current_version = fields.Integer(metadata={"description": "with 409 stale-version and 412: the version now"})
    instance = fields.String(metadata={"format": "uri-reference", "description": "the request's id, as its "
                                       "X-Request-Id header and the service's log lines name it"})


# --- campaigns ------------------------------------------------------------------------------------------------

class CampaignCreate(Body):
    name = fields.String(load_default=None, validate=validate.Length(min=1, max=64), metadata={
        "description": "the campaign's name (default: the chronicle's)"})
    ruleset = fields.String(load_default=None, metadata={
        **RULESET, "description": "a ruleset with campaigns (default: the one game that has them)"})
    chronicle = fields.String(load_default="new", validate=validate.Length(min=1, max=4096), metadata={
        "description": "\"new\", \"tutorial\" or a chronicle save string (as the TTS mod exports it)"})
    players = fields.List(fields.Nested(Seat), required=True, validate=validate.Length(min=1), metadata={
        "description": "the campaign's players (a name, and a bot id for a bot); the previous winner takes the "
                       "first seat of each game (the Chancellor, Law 1.7), the others the seats after it in this "
                       "order (Oath sits them round the table at random unless `options` say otherwise)"})
    continue_ = fields.Boolean(data_key="continue", load_default=False, metadata={
        "description": "create each next game on its own once the last one's Chronicle is written"})
    until = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=1, max=LARGEST),
                           metadata={"description": "with continue: the last game it creates on its own"})
    options = fields.Dict(load_default=dict, metadata={
        "description": "the options every game of the campaign is set up with besides its chronicle, as the "
                       "ruleset takes them (Oath: {\"seating\": \"fixed\"} keeps the players after the Chancellor "
                       "round the table in the order of `players`, Law 1.7)"})


class CampaignPlayer(Schema):
    name = fields.String()
    bot = fields.String(allow_none=True)
    token = fields.String(allow_none=True, metadata={
        "description": "secret bearer token of a human player: their seat token in every game of the campaign"})


class CampaignCreated(Schema):
    id = fields.String()
    version = fields.Integer()
    name = fields.String()
    owner_token = fields.String(metadata={
        "description": "secret bearer token of the campaign's owner: the full chronicle, forking"})
    players = fields.List(fields.Nested(CampaignPlayer))


class CampaignListQuery(Strict):
    status = fields.String(validate=validate.OneOf(["awaiting", "playing", "refused", "ended"]))
    player = fields.String()
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=LARGEST))
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=200))


class CampaignList(Schema):
    campaigns = fields.List(fields.Dict())
    total = fields.Integer()
    offset = fields.Integer()
    limit = fields.Integer()


class CampaignInfo(Schema):
    id = fields.String()
    version = fields.Integer()
    name = fields.String()
    ruleset = fields.String(metadata=RULESET)
    status = fields.String(validate=validate.OneOf(CAMPAIGN_STATUSES), metadata={
        "description": "awaiting (a game), playing (game N in progress), chronicle (game N won, its Chronicle in "
                       "progress), finishing (game N over, the campaign being carried on), refused (the next game "
                       "could not be set up: see problem), ended (the last game wrote no chronicle)"})
    status_text = fields.String()
    game = fields.Integer(metadata={"description": "the game being played, or the next one"})
    current_game = fields.String(allow_none=True, metadata={"description": "the id of the game being played"})
    previous_winner = fields.String(allow_none=True)
    players = fields.List(fields.Dict())
    continue_ = fields.Boolean(data_key="continue")
    until = fields.Integer(allow_none=True)
    options = fields.Dict(metadata={"description": "the options every game is set up with besides its chronicle"})
    created_at = fields.String(metadata=DATE_TIME)
    chronicle = fields.Dict(allow_none=True, metadata={
        "description": "the chronicle the next game is set up from: its public parts; for the owner everything, "
                       "the save string included"})
    history = fields.List(fields.Dict(), metadata={
        "description": "per game: its id, seats, winner, victory, the Oath vowed, the chronicle in and out"})
    problem = fields.Dict(metadata={"description": "why the next game could not be set up"})
    forked_from = fields.Dict()
    published = fields.Boolean(metadata={"description": "whether the owner gave everyone the whole chronicle"})
    you = fields.String(allow_none=True, metadata={"description": "owner, a player's name, or null"})


class CampaignGameCreated(Schema):
    campaign = fields.String()
    version = fields.Integer(metadata={"description": "the campaign's version after it"})
    game = fields.Integer(metadata={"description": "the game's number in the chronicle"})
    id = fields.String(metadata={"description": "the game's id under /games; players use their campaign tokens"})
    seats = fields.List(fields.Dict())


class ChronicleQuery(Strict):
    after = fields.Integer(validate=validate.Range(min=0, max=LARGEST), metadata={
        "description": "the chronicle after game N (the campaign's first game - 1: the one it started from); "
                       "default: the latest"})
    format = fields.String(load_default="json", validate=validate.OneOf(["tts", "json"]), metadata={
        "description": "tts: the save string (owner only); json: the chronicle as data (public parts unless owner)"})


class ChronicleOut(Schema):
    campaign = fields.String()
    after = fields.Integer()
    format = fields.String()
    save = fields.String(metadata={"description": "the save string the TTS mod imports (format=tts)"})
    chronicle = fields.Dict(metadata={"description": "the chronicle as data (format=json)"})


class ForkQuery(Renamed):
    renamed = {"from": "after"}

    after = fields.Integer(validate=validate.Range(min=0, max=LARGEST), metadata={
        "description": "fork from the chronicle after game N (default: the latest); also taken as `from`, its former "
                       "name"})


class ForkIn(Body):
    name = fields.String(validate=validate.Length(min=1, max=64))
    continue_ = fields.Boolean(data_key="continue")


class LifeOut(Schema):
    """The game's life after a resignation, an abort or an offer to end it."""
    id = fields.String()
    version = fields.Integer()
    status = fields.String(validate=validate.OneOf(GAME_STATUSES),
                           metadata={"description": "active, finished, aborted or abandoned"})
    resigned = fields.List(fields.Integer())
    end_offers = fields.List(fields.Integer())
    timed_out = fields.List(fields.Integer(), metadata={"description": "seats a bot plays since their chess clock "
                                                                      "ran out"})
    undo_request = fields.Dict(metadata={"description": "an undo asked for: {seat, to (the version the game returns "
                                                        "to), agreed (the seats that agreed)}"})
    result = fields.Nested(Result, metadata={"description": "once the game has ended: winners, and the ending "
                                                            "(resignation, agreement, aborted, abandoned)"})


class StandingRule(Strict):
    kind = fields.String(required=True, metadata={"description": "a decision kind, as decisions name it",
                                                  "example": "reaction"})
    answer = fields.Dict(required=True, metadata={
        "description": "part of a move: the first choice holding all of it answers (for a pick, the pick itself)",
        "example": {"reveal": "Moat"}})


class StandingIn(Strict):
    answers = fields.List(fields.Nested(StandingRule), required=True, metadata={
        "description": "the seat's rules, first fit first; [] clears them"})


class StandingOut(Schema):
    version = fields.Integer()
    answers = fields.List(fields.Nested(StandingRule))


# --- one ruleset and its cards (api/rulesets.py) ---------------------------------------------------------------

class RulesetDetail(Schema):
    id = fields.String(metadata=RULESET)
    title = fields.String()
    version = fields.Integer(metadata={"description": "the version new games are created under"})
    versions = fields.List(fields.Integer(), metadata={"description": "every version whose games still replay"})
    min_players = fields.Integer()
    max_players = fields.Integer()
    options = fields.Dict(metadata={"description": "the options a game may be created with, as a JSON Schema"})
    bots = fields.List(fields.Nested(BotOut))


class Names(Schema):
    en = fields.String()
    cs = fields.String(allow_none=True, metadata={"description": "Czech, where the game has a Czech edition "
                                                                 "(Dominion); null for a card it has none for"})


CARD_ID = {"oneOf": [{"type": "string"}, {"type": "integer"}],
           "description": "as decisions, moves and views name the card: Dominion its English name, Oath its save id"}


class Card(Schema):
    id = fields.Raw(metadata=CARD_ID)
    names = fields.Nested(Names)
    text = fields.String()
    cost = fields.Integer(metadata={"description": "Dominion: coins"})
    types = fields.List(fields.String(), metadata={"description": "Dominion: Action, Treasure, Victory, ..."})
    set = fields.String(metadata={"description": "Dominion: basic, base, intrigue or prosperity"})
    kind = fields.String(metadata={"description": "Oath: denizen, edifice, relic or vision"})
    suit = fields.String(allow_none=True, metadata={"description": "Oath: the card's suit; null for none"})
    number = fields.Integer(metadata={"description": "Oath: the printed number (denizens)"})
    restriction = fields.String(metadata={"description": "Oath: none, site or adviser (Law 7.2)"})
    locked = fields.Boolean(metadata={"description": "Oath: a locked denizen"})
    side = fields.String(metadata={"description": "Oath: an edifice's face, intact or ruin (each its own id)"})
    defense_dice = fields.Integer(metadata={"description": "Oath: a relic's defense dice"})
    oath = fields.String(allow_none=True, metadata={"description": "Oath: the Oath a Vision's win vows"})


class Site(Schema):
    id = fields.Integer(metadata={"description": "the `site` of a view's site"})
    names = fields.Nested(Names)
    text = fields.String()
    capacity = fields.Integer()
    relics = fields.Integer()
    recover_cost = fields.String(allow_none=True)


class CardsOut(Schema):
    ruleset = fields.String(metadata=RULESET)
    version = fields.Integer()
    cards = fields.List(fields.Nested(Card))
    sites = fields.List(fields.Nested(Site), metadata={"description": "Oath: every site (ids of their own range)"})


class WebhookIn(Strict):
    url = fields.String(required=True, metadata={"description": "http or https, at most 2000 characters",
                                                 "example": "https://bot.example/gameledger"})


class WebhookOut(Schema):
    url = fields.String(allow_none=True)


class WebhookSet(Schema):
    url = fields.String()
    secret = fields.String(metadata={"description": "the key of the notices' HMAC-SHA256 signature; answered only "
                                                   "here"})
