"""The service layer: load a game's events, ask the engine, append. The API and the workers both call this."""

import hashlib
import json
import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime, timezone

from engine.core import GameOver, IllegalMove, InvalidOptions, canonical_json, get_ruleset, seed_commitment
from events.errors import BadRequest, BadToken, GameNotFound, IdempotencyConflict, MoveRejected, NotYourDecision, StaleVersion
from events.index import GameIndex
from events.replay import rebuild
from events.store import EventStore

SCHEMA = 1
EXPORT_FORMAT = "gameledger-events"


@dataclass
class Submitted:
    version: int
    duplicate: bool


class StateCache:
    """Live game states by game id, each at one version. Taken out while in use, so no two requests share one;
    a restart loses only time, never data."""

    def __init__(self, size: int):
        self.size = size
        self._items = OrderedDict()
        self._lock = threading.Lock()

    def take(self, game_id, version):
        with self._lock:
            item = self._items.get(game_id)
            if item is None or item[0] != version:
                return None
            del self._items[game_id]
        return item[1]

    def put(self, game_id, version, state):
        with self._lock:
            held = self._items.get(game_id)
            if held is None or held[0] <= version:
                self._items[game_id] = (version, state)
                self._items.move_to_end(game_id)
            while len(self._items) > self.size:
                self._items.popitem(last=False)


class Ledger:
    def __init__(self, redis, enqueue_bot=None, clock=time.time, cache_size=256):
        self.store = EventStore(redis)
        self.index = GameIndex(redis)
        self.enqueue_bot = enqueue_bot
        self.clock = clock
        self.cache = StateCache(cache_size)

    # --- creating -----------------------------------------------------------------------------------------

    def create_game(self, ruleset_id: str, options: dict, seats: list[dict]) -> dict:
        ruleset = _ruleset(ruleset_id)
        seats = _seats(seats, ruleset)
        options = dict(options or {}, players=[seat["name"] for seat in seats])
        seed = secrets.token_hex(16)
        try:
            state = ruleset.setup(options, seed)
        except InvalidOptions as error:
            raise BadRequest(str(error)) from error
        game_id = secrets.token_hex(8)
        tokens = {index: secrets.token_urlsafe(24) for index, seat in enumerate(seats) if not seat.get("bot")}
        event = {"type": "created", "schema": SCHEMA, "ruleset": ruleset.id, "ruleset_version": ruleset.version,
                 "options": options, "seats": seats, "seed": seed, "seed_commitment": seed_commitment(seed),
                 "at": self._now(), "hash": ruleset.state_hash(state)}
        self.store.append(game_id, 0, event)
        self.store.set_meta(game_id, {"ruleset": ruleset.id, "created": self.clock(),
                                      "tokens": json.dumps({_digest(t): i for i, t in tokens.items()})})
        self._recorded(game_id, 1, ruleset, state, seats)
        return {"id": game_id, "version": 1, "seed_commitment": event["seed_commitment"],
                "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot"), "token": tokens.get(i)}
                          for i, s in enumerate(seats)]}

    # --- moves --------------------------------------------------------------------------------------------

    def seat_for_token(self, game_id: str, token: str | None) -> int | None:
        """The seat a bearer token belongs to; None for no token. A wrong token is refused, not demoted."""
        if token is None:
            return None
        tokens = json.loads(self._meta(game_id).get("tokens", "{}"))
        seat = tokens.get(_digest(token))
        if seat is None:
            raise BadToken("this bearer token belongs to no seat of this game")
        return seat

    def submit(self, game_id: str, seat: int | None, move, expected_version: int,
               idempotency_key: str | None = None) -> Submitted:
        """Apply and append one move for `seat`. Nothing is appended on any error; a retried key answers the
        first result."""
        fingerprint = _digest(canonical_json({"seat": seat, "move": move, "expected": expected_version}))
        if idempotency_key:
            recorded = self.store.recorded(game_id, idempotency_key)
            if recorded:
                if recorded[1] != fingerprint:
                    raise IdempotencyConflict(idempotency_key)
                return Submitted(recorded[0], True)
        current = self.store.version(game_id)
        if current == 0:
            raise GameNotFound(game_id)
        if expected_version != current:
            raise StaleVersion(current)
        loaded = self._take(game_id, current)
        ruleset, state = loaded.ruleset, loaded.state
        decision = ruleset.decision(state)
        if decision is None:
            self.cache.put(game_id, current, state)
            raise MoveRejected("the game is over; no more moves are taken")
        if seat is None or decision.player != seat:
            self.cache.put(game_id, current, state)
            whose = loaded.created["seats"][decision.player]["name"]
            raise NotYourDecision(f"it is {whose}'s decision, not yours" if seat is not None else
                                  "moves need the bearer token of the seat that must decide")
        try:
            ruleset.apply(state, move)
        except (IllegalMove, GameOver) as error:
            self.cache.put(game_id, current, state)     # an illegal move changed nothing
            raise MoveRejected(str(error)) from error
        event = {"type": "move", "schema": SCHEMA, "seat": seat, "actor": loaded.created["seats"][seat]["name"],
                 "move": move, "private": decision.private, "at": self._now(), "hash": ruleset.state_hash(state)}
        result = self.store.append(game_id, current, event, idempotency_key, fingerprint)
        if not result.duplicate:
            self._recorded(game_id, result.version, ruleset, state, loaded.created["seats"])
        return Submitted(result.version, result.duplicate)

    def play_bots(self, game_id: str, version: int) -> int:
        """Play every bot decision from `version` on, one appended event each, until a human must act or the
        game ends. Idempotent: a second run at the same version appends nothing. Returns the moves played."""
        played = 0
        while True:
            loaded = self.load(game_id)
            decision = loaded.ruleset.decision(loaded.state)
            seat = decision and loaded.created["seats"][decision.player]
            if loaded.version != version or not seat or not seat.get("bot"):
                self.release(game_id, loaded)
                return played
            policy = loaded.ruleset.bots()[seat["bot"]]
            move = policy(loaded.ruleset.bot_view(loaded.state, decision.player), decision.to_dict())
            self.release(game_id, loaded)
            try:
                result = self.submit(game_id, decision.player, move, version, f"bot:{version}")
            except StaleVersion:
                return played
            played += 0 if result.duplicate else 1
            version = result.version

    # --- reading ------------------------------------------------------------------------------------------

    def load(self, game_id: str, version: int | None = None):
        """The game rebuilt at `version` (default the latest). The returned state is the caller's own."""
        current = self.store.version(game_id)
        if current == 0:
            raise GameNotFound(game_id)
        upto = current if version is None else version
        if not 1 <= upto <= current:
            raise BadRequest(f"version {version} does not exist; this game has versions 1 to {current}")
        return self._take(game_id, upto)

    def release(self, game_id: str, loaded) -> None:
        """Give back a loaded state that was only read, so the next request need not replay."""
        self.cache.put(game_id, loaded.version, loaded.state)

    def info(self, game_id: str, viewer: int | None) -> dict:
        """Metadata, the viewer's view and, if it is theirs, the decision awaited."""
        loaded = self.load(game_id)
        ruleset, state = loaded.ruleset, loaded.state
        decision = ruleset.decision(state)
        finished = decision is None
        info = {"id": game_id, "ruleset": ruleset.id, "version": loaded.version,
                "status": "finished" if finished else "active", "created_at": loaded.created["at"],
                "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot")}
                          for i, s in enumerate(loaded.created["seats"])],
                "seed_commitment": loaded.created["seed_commitment"], "you": viewer,
                "view": ruleset.view(state, viewer), "waiting_on": None if finished else decision.player}
        if finished:
            info["seed"] = loaded.created["seed"]
            info["result"] = ruleset.result(state)
        if decision is not None and viewer == decision.player:
            info["decision"] = decision.to_dict()
        self.release(game_id, loaded)
        return info

    def decision(self, game_id: str, viewer: int | None) -> dict | None:
        loaded = self.load(game_id)
        decision = loaded.ruleset.decision(loaded.state)
        self.release(game_id, loaded)
        if decision is None:
            return None
        return decision.to_dict() if viewer == decision.player else decision.public_dict()

    def view_at(self, game_id: str, viewer: int | None, version: int) -> dict:
        loaded = self.load(game_id, version)
        seen = {"version": loaded.version, "view": loaded.ruleset.view(loaded.state, viewer)}
        self.release(game_id, loaded)
        return seen

    def answer(self, game_id: str, viewer: int | None, version: int) -> dict:
        """What a move's submitter gets back: the version, their view and the decision then (a retry of the same
        move gets the very same answer)."""
        loaded = self.load(game_id, version)
        decision = loaded.ruleset.decision(loaded.state)
        answer = {"version": version, "view": loaded.ruleset.view(loaded.state, viewer),
                  "decision": None if decision is None else
                  decision.to_dict() if decision.player == viewer else decision.public_dict()}
        self.release(game_id, loaded)
        return answer

    def events(self, game_id: str, viewer: int | None, start: int = 1, limit: int | None = None) -> list[dict]:
        events = self.store.read(game_id, start, limit)
        finished = self._meta(game_id).get("status") == "finished"
        return [redact(event, viewer, finished) for event in events]

    def log(self, game_id: str, viewer: int | None) -> list[dict]:
        """Narration, derived by replaying the game, as `viewer` may read it."""
        lines = []
        events = self.store.read(game_id)

        def narrate(version, state):
            lines.append({"version": version, "lines": ruleset.narration(state, viewer)})

        ruleset = get_ruleset(events[0]["ruleset"])
        rebuild(events, each=narrate)
        return lines

    def verify(self, game_id: str) -> dict:
        """Replay every event and compare each recorded hash; raises ReplayDiverged at the first difference."""
        events = self.store.read(game_id)
        rebuilt = rebuild(events, verify=True)
        return {"id": game_id, "verified": True, "events": rebuilt.version, "hash": events[-1]["hash"]}

    def list_games(self, ruleset=None, status=None, player=None, offset=0, limit=50) -> dict:
        ids, total = self.index.list(ruleset=ruleset, status=status, player=player, offset=offset, limit=limit)
        games = []
        for game_id in ids:
            meta = self._meta(game_id)
            games.append({"id": game_id, "ruleset": meta.get("ruleset"), "status": meta.get("status"),
                          "version": int(meta.get("version", 0)), "players": json.loads(meta.get("players", "[]"))})
        return {"games": games, "total": total, "offset": offset, "limit": limit}

    def waiting_on_bot(self) -> list[tuple[str, int]]:
        """Active games whose next decision belongs to a bot, with their versions (for the reconciler)."""
        waiting = []
        for game_id in self.index.all_ids(status="active"):
            meta = self._meta(game_id)
            if meta.get("waiting") == "bot":
                waiting.append((game_id, int(meta["version"])))
        return waiting

    # --- export and import --------------------------------------------------------------------------------

    def export(self, game_id: str) -> dict:
        """Every event, seed included: the portable file an operator moves games with."""
        return {"format": EXPORT_FORMAT, "format_version": 1, "game_id": game_id, "events": self.store.read(game_id)}

    def import_game(self, data: dict) -> dict:
        """Load an exported game after verifying its whole hash chain; new tokens are issued for human seats."""
        if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT or not data.get("events"):
            raise BadRequest(f"not a {EXPORT_FORMAT} file")
        events = sorted(data["events"], key=lambda e: e["version"])
        if [e["version"] for e in events] != list(range(1, len(events) + 1)):
            raise BadRequest("the file's event versions are not 1..n without gaps")
        rebuilt = rebuild(events, verify=True)
        game_id = data.get("game_id") or secrets.token_hex(8)
        if self.store.exists(game_id):
            game_id = secrets.token_hex(8)
        for event in events:
            stored = {k: v for k, v in event.items() if k != "version"}
            self.store.append(game_id, event["version"] - 1, stored)
        seats = rebuilt.created["seats"]
        tokens = {i: secrets.token_urlsafe(24) for i, seat in enumerate(seats) if not seat.get("bot")}
        self.store.set_meta(game_id, {"ruleset": rebuilt.ruleset.id, "created": self.clock(),
                                      "tokens": json.dumps({_digest(t): i for i, t in tokens.items()})})
        self._recorded(game_id, rebuilt.version, rebuilt.ruleset, rebuilt.state, seats)
        return {"id": game_id, "version": rebuilt.version,
                "seats": [{"seat": i, "name": s["name"], "token": tokens.get(i)} for i, s in enumerate(seats)]}

    # --- inside -------------------------------------------------------------------------------------------

    def _take(self, game_id, version):
        created = self.store.event(game_id, 1)
        state = self.cache.take(game_id, version)
        if state is not None:
            ruleset = get_ruleset(created["ruleset"])
            return _Loaded(ruleset, state, version, created)
        rebuilt = rebuild(self.store.read(game_id, 1, version))
        return _Loaded(rebuilt.ruleset, rebuilt.state, rebuilt.version, created)

    def _recorded(self, game_id, version, ruleset, state, seats):
        """After an append: cache the state, update the metadata and the index, wake a bot if one must act."""
        self.cache.put(game_id, version, state)
        decision = ruleset.decision(state)
        status = "finished" if decision is None else "active"
        waiting = "" if decision is None else "bot" if seats[decision.player].get("bot") else "human"
        players = [seat["name"] for seat in seats]
        meta = self._meta(game_id)
        now = self.clock()
        self.store.set_meta(game_id, {"status": status, "waiting": waiting, "version": version,
                                      "players": json.dumps(players), "updated": now})
        self.index.record(game_id, ruleset.id, status, players, float(meta.get("created", now)), now)
        if waiting == "bot" and self.enqueue_bot:
            self.enqueue_bot(game_id, version)

    def _meta(self, game_id):
        meta = self.store.meta(game_id)
        if not meta:
            raise GameNotFound(game_id)
        return meta

    def _now(self) -> str:
        return datetime.fromtimestamp(self.clock(), timezone.utc).isoformat(timespec="milliseconds")


@dataclass
class _Loaded:
    ruleset: object
    state: object
    version: int
    created: dict


def redact(event: dict, viewer: int | None, finished: bool) -> dict:
    """An event as `viewer` may see it: no seed before the end, no private answer of another seat."""
    event = dict(event)
    if event["type"] == "created" and not finished:
        event.pop("seed", None)
    if event.get("private") and viewer != event.get("seat"):
        event["move"] = "hidden"
    return event


def _ruleset(ruleset_id):
    try:
        return get_ruleset(ruleset_id)
    except InvalidOptions as error:
        raise BadRequest(str(error)) from error


def _seats(seats, ruleset) -> list[dict]:
    bots = ruleset.bots()
    cleaned = []
    for number, seat in enumerate(seats or [], start=1):
        name = (seat.get("name") or "").strip() if isinstance(seat, dict) else ""
        if not name:
            raise BadRequest(f"seat {number} has no name")
        bot = seat.get("bot")
        if bot is not None and bot not in bots:
            raise BadRequest(f"seat {number}: unknown bot {bot!r}; bots for {ruleset.id}: {', '.join(sorted(bots))}")
        cleaned.append({"name": name, "bot": bot} if bot else {"name": name})
    names = [seat["name"].lower() for seat in cleaned]
    if len(set(names)) != len(names):
        raise BadRequest("two seats have the same name")
    return cleaned


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
