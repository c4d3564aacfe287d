"""The application service: load a game's events, ask the engine, append. The API and the workers both call this,
never the store. It knows no game by name: a game is a registered Ruleset (engine/games.py)."""

import json
import secrets
import time
from dataclasses import dataclass
from datetime import datetime, timezone

from engine.core import GameOver, IllegalMove, InvalidOptions, canonical_json, seed_commitment
from engine.games import get_ruleset
from events.errors import BadRequest, GameNotFound, IdempotencyConflict, MoveRejected, NotYourDecision, StaleVersion
from events.store import EventStore, GameIndex, valid_id
from events.store.text import text

from .access import checked_key, digest, new_tokens, redact, seat_name, seat_of, stored_tokens
from .cache import Loaded, StateCache
from .campaigns import Campaigns
from .export import export_file, read_export
from .replay import rebuild

SCHEMA = 1
CLIENT_KEY, BOT_KEY = "client:", "bot:"     # idempotency keys by origin: a client's can never be a bot's
LEASE_SECONDS = 5.0         # a bot player renews it every move; one that dies frees the game this soon
INDEXED_MEMORY = 10_000     # games whose index entry a process remembers, so a move that changes none skips it
LISTED = ("ruleset", "status", "version", "players", "result")     # the metadata a listed game shows


@dataclass
class Submitted:
    version: int
    duplicate: bool


class Ledger:
    def __init__(self, redis, enqueue_bot=None, enqueue_campaign=None, clock=time.time, cache_size=256, wait_aof=False):
        self.store = EventStore(redis, wait_aof=wait_aof)
        self.index = GameIndex(redis, remember=INDEXED_MEMORY)   # a game's entry never goes back (GameIndex)
        self.enqueue_bot = enqueue_bot
        self.enqueue_campaign = enqueue_campaign     # (campaign id, game number) once a campaign's game is over
        self.clock = clock
        self.cache = StateCache(cache_size)
        self.campaigns = Campaigns(redis, self)

    # --- creating -----------------------------------------------------------------------------------------

    def create_game(self, ruleset_id: str, options: dict, seats: list[dict], game_id: str | None = None,
                    tokens: str | None = None, campaign: dict | None = None, wake: bool = True) -> dict:
        """A new game. A campaign's game (events.service.campaigns) comes with its id, its seats' stored tokens
        (the campaign's players keep theirs from game to game), the campaign it belongs to ({"id", "game"}) and
        wake=False: its bots are woken (`wake`) once the campaign has recorded it. A game id taken raises
        StaleVersion."""
        ruleset = _ruleset(ruleset_id)
        seats = _seats(seats, ruleset)
        seed = secrets.token_hex(16)
        try:
            ruleset.check_players(len(seats))
            ruleset.check_options(options or {})
            options = dict(options or {}, players=[seat["name"] for seat in seats])
            state = ruleset.setup(options, seed)
        except InvalidOptions as error:
            raise BadRequest(str(error)) from error
        game_id = game_id or secrets.token_hex(8)
        issued = {} if tokens is not None else new_tokens(seats)
        event = {"type": "created", "schema": SCHEMA, "ruleset": ruleset.id, "ruleset_version": ruleset.version,
                 "options": options, "seats": seats, "seed": seed, "seed_commitment": seed_commitment(seed),
                 "at": self._now(), "hash": ruleset.state_hash(state)}
        meta = self._first_meta(Loaded(ruleset, state, 1, event), stored_tokens(issued) if tokens is None else tokens)
        if campaign:
            event["campaign"] = campaign
            meta |= {"campaign": campaign["id"], "campaign_game": campaign["game"]}
        loaded = Loaded(ruleset, state, 1, event)
        self.store.append(game_id, 0, event, meta=meta | self._meta_after(loaded))
        self._recorded(game_id, loaded, wake)
        tokens = issued
        return {"id": game_id, "version": 1, "seed_commitment": event["seed_commitment"],
                "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot"), "token": tokens.get(i)}
                          for i, s in enumerate(seats)]}

    # --- moves --------------------------------------------------------------------------------------------

    def seat_for_token(self, game_id: str, token: str | None) -> int | None:
        """The seat a bearer token belongs to; None for no token. A wrong token is refused, not demoted."""
        if token is None:
            return None
        return seat_of(self._meta(game_id).get("tokens"), token)

    def submit(self, game_id: str, seat: int | None, move, expected_version: int,
               idempotency_key: str | None = None) -> Submitted:
        """Apply and append one move for `seat`. Nothing is appended on any error; a retried key answers the
        first result."""
        fingerprint = digest(canonical_json({"seat": seat, "move": move, "expected": expected_version}))
        key = idempotency_key and f"{CLIENT_KEY}{seat}:{checked_key(idempotency_key)}"
        try:
            return self._submit(game_id, seat, move, expected_version, key, fingerprint)
        except StaleVersion:
            # A twin request with the same key may have appended first: it answers this one too.
            if key and (twin := self._recorded_key(game_id, key, fingerprint)):
                return twin
            raise

    def _recorded_key(self, game_id, key, fingerprint) -> Submitted | None:
        recorded = self.store.recorded(game_id, key)
        if recorded is None:
            return None
        if recorded[1] != fingerprint:
            raise IdempotencyConflict(key.split(":", 2)[2] if key.startswith(CLIENT_KEY) else key)
        return Submitted(recorded[0], True)

    def _submit(self, game_id, seat, move, expected_version, key, fingerprint) -> Submitted:
        if key and (recorded := self._recorded_key(game_id, key, fingerprint)):
            return recorded
        current = self.version(game_id)
        if expected_version != current:
            raise StaleVersion(current)
        with self.loaded(game_id, current) as loaded:
            ruleset, state = loaded.ruleset, loaded.state
            decision = ruleset.decision(state)
            if decision is None:
                raise MoveRejected("the game is over; no more moves are taken")
            if seat is None or decision.player != seat:
                whose = loaded.created["seats"][decision.player]["name"]
                raise NotYourDecision(f"it is {whose}'s decision, not yours" if seat is not None else
                                      "moves need the bearer token of the seat that must decide")
            try:
                ruleset.apply(state, move)
            except (IllegalMove, GameOver) as error:
                raise MoveRejected(str(error)) from error       # an illegal move changed nothing
            event = {"type": "move", "schema": SCHEMA, "seat": seat, "actor": loaded.created["seats"][seat]["name"],
                     "move": move, "private": decision.private, "at": self._now(), "hash": ruleset.state_hash(state)}
            after = Loaded(ruleset, state, current + 1, loaded.created)
            result = self.store.append(game_id, current, event, key, fingerprint, meta=self._meta_after(after))
            if result.duplicate:        # a twin request appended first: this state is not the stream's
                loaded.discard()
                return Submitted(result.version, True)
            loaded.version = result.version
            self._recorded(game_id, loaded)
        return Submitted(result.version, False)

    def play_bots(self, game_id: str, version: int) -> int:
        """Play every bot decision from `version` on, one appended event each, until a human must act or the
        game ends. Idempotent: a second run at the same version appends nothing. Returns the moves played.
        It holds the game's lease while it plays (the reconciler takes a game waiting on a bot with no lease held
        for a stalled one); a second player of the same game finds the lease taken and leaves it."""
        holder = secrets.token_hex(8)
        if not self.store.lease(game_id, holder, LEASE_SECONDS):
            return 0
        try:
            return self._play_bots(game_id, version, holder)
        finally:
            self.store.unlease(game_id, holder)

    def bots_playing(self, game_id: str) -> bool:
        """Whether a player of bot turns holds the game now."""
        return self.store.leased(game_id)

    def _play_bots(self, game_id: str, version: int, holder: str) -> int:
        played = 0
        while True:
            if not self.store.lease(game_id, holder, LEASE_SECONDS):
                return played
            with self.loaded(game_id) as loaded:
                decision = loaded.ruleset.decision(loaded.state)
                seat = decision and loaded.created["seats"][decision.player]
                if loaded.version != version or not seat or not seat.get("bot"):
                    return played
                policy = loaded.ruleset.bots()[seat["bot"]]
                move = policy(loaded.ruleset.bot_view(loaded.state, decision.player), decision.to_dict())
            try:
                key = f"{BOT_KEY}{version}"     # clients' keys are all CLIENT_KEY..., so none can take a bot's
                result = self._submit(game_id, decision.player, move, version, key, digest(canonical_json(move)))
            except StaleVersion:
                return played
            played += 0 if result.duplicate else 1
            version = result.version

    # --- reading ------------------------------------------------------------------------------------------

    def version(self, game_id: str) -> int:
        current = self.store.version(game_id)
        if current == 0:
            raise GameNotFound(game_id)
        return current

    def loaded(self, game_id: str, version: int | None = None):
        """`with ledger.loaded(game, version) as loaded:` the game rebuilt at `version` (default the latest), the
        caller's own until the block ends; then it goes back to the cache (see StateCache.checked_out)."""
        current = self.version(game_id)
        upto = current if version is None else version
        if not isinstance(upto, int) or not 1 <= upto <= current:
            raise BadRequest(f"version {version} does not exist; this game has versions 1 to {current}")
        created = self.store.event(game_id, 1)

        def load(cached):
            if cached is not None:
                return Loaded(get_ruleset(created["ruleset"]), cached, upto, created)
            rebuilt = rebuild(self.store.read(game_id, 1, upto))
            return Loaded(rebuilt.ruleset, rebuilt.state, rebuilt.version, created)

        return self.cache.checked_out(game_id, upto, load)

    def info(self, game_id: str, viewer: int | None) -> dict:
        """Metadata, the viewer's view and, if it is theirs, the decision awaited."""
        with self.loaded(game_id) as loaded:
            ruleset, state, seats = loaded.ruleset, loaded.state, loaded.created["seats"]
            decision = ruleset.decision(state)
            finished = decision is None
            info = {"id": game_id, "ruleset": ruleset.id, "version": loaded.version,
                    "status": "finished" if finished else "active", "created_at": loaded.created["at"],
                    "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot")} for i, s in enumerate(seats)],
                    "seed_commitment": loaded.created["seed_commitment"], "you": viewer,
                    "view": ruleset.view(state, viewer), "waiting_on": None if finished else decision.player}
            if finished:
                info["seed"] = loaded.created["seed"]
                info["result"] = ruleset.result(state).to_dict([seat["name"] for seat in seats])
            if decision is not None and viewer == decision.player:
                info["decision"] = decision.to_dict()
        return info

    def decision(self, game_id: str, viewer: int | None) -> dict:
        """The version and the decision awaited then: in full for the seat that must answer, else whose it is."""
        with self.loaded(game_id) as loaded:
            return {"version": loaded.version, "decision": _decision_for(loaded, viewer)}

    def view_at(self, game_id: str, viewer: int | None, version: int | None) -> dict:
        with self.loaded(game_id, version) as loaded:
            return {"version": loaded.version, "view": loaded.ruleset.view(loaded.state, viewer)}

    def answer(self, game_id: str, viewer: int | None, version: int) -> dict:
        """What a move's submitter gets back: the version, their view and the decision then (a retry of the same
        move gets the very same answer)."""
        with self.loaded(game_id, version) as loaded:
            return {"version": version, "view": loaded.ruleset.view(loaded.state, viewer),
                    "decision": _decision_for(loaded, viewer)}

    def events(self, game_id: str, viewer: int | None, start: int = 1, limit: int | None = None) -> dict:
        """A page of events as `viewer` may see them, and the game's version."""
        version = self.version(game_id)
        meta = self._meta(game_id)
        finished = meta.get("status") == "finished"
        events = self.store.read(game_id, start, limit)
        conceal = _concealer(meta["ruleset"])
        return {"events": [redact(event, viewer, finished, conceal) for event in events], "version": version}

    def log(self, game_id: str, viewer: int | None) -> list[dict]:
        """Narration, derived by replaying the game, as `viewer` may read it."""
        lines = []
        events = self.store.read(game_id)
        if not events:
            raise GameNotFound(game_id)
        ruleset = get_ruleset(events[0]["ruleset"])
        rebuild(events, each=lambda version, state: lines.append(
            {"version": version, "lines": ruleset.narration(state, viewer)}))
        return lines

    def verify(self, game_id: str) -> dict:
        """Replay every event and compare each recorded hash; raises ReplayDiverged at the first difference."""
        events = self.store.read(game_id)
        if not events:
            raise GameNotFound(game_id)
        rebuilt = rebuild(events, verify=True)
        return {"id": game_id, "verified": True, "events": rebuilt.version, "hash": events[-1]["hash"]}

    def list_games(self, ruleset=None, status=None, player=None, offset=0, limit=50) -> dict:
        """A page of games newest first and the total: one round trip for the ids, one for their metadata."""
        ids, total = self.index.list(ruleset=ruleset, status=status, player=player, offset=offset, limit=limit)
        games = []
        for game_id, meta in zip(ids, self._metas(ids, LISTED)):
            if meta["ruleset"] is None:
                continue        # listed but no metadata: no game was written under this id
            game = {"id": game_id, "ruleset": meta["ruleset"], "status": meta["status"],
                    "version": int(meta["version"] or 0), "players": json.loads(meta["players"] or "[]")}
            if meta["result"] is not None:
                game["result"] = json.loads(meta["result"])
            games.append(game)
        return {"games": games, "total": total, "offset": offset, "limit": limit}

    def waiting_on_bot(self) -> list[tuple[str, int]]:
        """Active games whose next decision belongs to a bot, with their versions (for the reconciler). On the way,
        a game the index still lists as active after its last move ended it (a crash between the append and the
        index, or a slower process recording what it read before) is indexed again."""
        waiting = []
        for game_id in self.index.all_ids(status="active"):
            try:
                meta = self._meta(game_id)
            except GameNotFound:
                continue
            if meta.get("status") != "active":
                self.index_game(game_id, meta, force=True)     # this process may remember it as indexed already
            elif meta.get("waiting") == "bot":
                waiting.append((game_id, int(meta["version"])))
        return waiting

    def reindex(self) -> int:
        """Rebuild the game index from every game's metadata: after an upgrade from the index that intersected one
        set per filter at query time (its one-filter sets keep working until then; games that move fill the rest
        as they go), or to repair it. Returns how many games were indexed."""
        pattern = f"{self.store.prefix}:{{*}}:meta"
        ids = [text(key).split("{", 1)[1].split("}", 1)[0] for key in self.store.redis.scan_iter(match=pattern)]
        fields = ("ruleset", "status", "players", "created")

        def games():
            for start in range(0, len(ids), 1000):      # metadata read 1,000 games a round trip
                chunk = ids[start:start + 1000]
                for game_id, meta in zip(chunk, self._metas(chunk, fields)):
                    if None not in meta.values():
                        yield game_id, meta["ruleset"], meta["status"], json.loads(meta["players"]), \
                            float(meta["created"])
        return self.index.rebuild(games())

    # --- export and import --------------------------------------------------------------------------------

    def export(self, game_id: str) -> dict:
        """Every event, seed included: the portable file an operator moves games with (events.service.export)."""
        events = self.store.read(game_id)
        if not events:
            raise GameNotFound(game_id)
        return export_file(game_id, events)

    def import_game(self, data: dict) -> dict:
        """Load an exported game after verifying its whole hash chain; new tokens are issued for human seats."""
        game_id, events = read_export(data)
        rebuilt = rebuild(events, verify=True)
        if not valid_id(game_id) or self.store.exists(game_id):
            game_id = secrets.token_hex(8)
        seats = rebuilt.created["seats"]
        tokens = new_tokens(seats)
        loaded = Loaded(rebuilt.ruleset, rebuilt.state, rebuilt.version, rebuilt.created)
        for event in events:        # the metadata with the last event: a game half imported is listed nowhere
            stored = {k: v for k, v in event.items() if k != "version"}
            last = event["version"] == len(events)
            meta = self._first_meta(loaded, stored_tokens(tokens)) | self._meta_after(loaded) if last else None
            self.store.append(game_id, event["version"] - 1, stored, meta=meta)
        self._recorded(game_id, loaded)
        return {"id": game_id, "version": rebuilt.version,
                "seats": [{"seat": i, "name": s["name"], "token": tokens.get(i)} for i, s in enumerate(seats)]}

    # --- inside -------------------------------------------------------------------------------------------

    def _first_meta(self, loaded: Loaded, tokens: str) -> dict:
        """The metadata a game starts with: its ruleset, when, its players and their tokens' digests (stored)."""
        return {"ruleset": loaded.ruleset.id, "created": self.clock(), "tokens": tokens,
                "players": json.dumps([seat["name"] for seat in loaded.created["seats"]])}

    def _meta_after(self, loaded: Loaded) -> dict:
        """The metadata that follows from a state: written in the script that appends the event it follows."""
        decision = loaded.ruleset.decision(loaded.state)
        seats = loaded.created["seats"]
        fields = {"status": "finished" if decision is None else "active", "updated": self.clock(),
                  "waiting": "" if decision is None else "bot" if seats[decision.player].get("bot") else "human"}
        if decision is None:
            result = loaded.ruleset.result(loaded.state).to_dict([seat["name"] for seat in seats])
            fields["result"] = json.dumps(result)
        return fields

    def _recorded(self, game_id, loaded: Loaded, wake: bool = True):
        """After an append: the index (a projection the reconciler repairs, see `repair`), a bot woken if one
        must act, and a finished campaign game's campaign carried on (a lost wake-up or step is found by the
        reconciler too)."""
        meta = self._meta(game_id)
        self.index_game(game_id, meta)
        if wake:
            self.wake(game_id, meta)

    def wake(self, game_id: str, meta: dict | None = None) -> None:
        """Enqueue what the game's last event calls for: a bot's turn, or its campaign's next step."""
        meta = meta or self._meta(game_id)
        if meta.get("waiting") == "bot" and self.enqueue_bot:
            self.enqueue_bot(game_id, int(meta["version"]))
        if meta.get("status") == "finished" and meta.get("campaign") and self.enqueue_campaign:
            self.enqueue_campaign(meta["campaign"], int(meta["campaign_game"]))

    def index_game(self, game_id: str, meta: dict | None = None, force: bool = False) -> None:
        """Bring the game index up to the game's metadata (written with its last event). No round trip when this
        process last indexed the game as it is (only creation and the end change what the index lists) unless
        forced."""
        meta = meta or self._meta(game_id)
        self.index.record(game_id, meta["ruleset"], meta["status"], json.loads(meta["players"]),
                          float(meta["created"]), force=force)

    def _metas(self, game_ids, fields) -> list[dict]:
        """The `fields` of each game's metadata (None where absent), in one round trip."""
        pipe = self.store.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hmget(self.store._key(game_id, "meta"), fields)
        return [dict(zip(fields, map(text, values))) for values in pipe.execute()] if game_ids else []

    def _meta(self, game_id):
        meta = self.store.meta(game_id)
        if not meta:
            raise GameNotFound(game_id)
        return meta

    def _now(self) -> str:
        return datetime.fromtimestamp(self.clock(), timezone.utc).isoformat(timespec="milliseconds")


def _decision_for(loaded: Loaded, viewer: int | None) -> dict | None:
    decision = loaded.ruleset.decision(loaded.state)
    if decision is None:
        return None
    return decision.to_dict() if viewer == decision.player else decision.public_dict()


def _concealer(ruleset_id):
    """For a game with campaigns: its carried data (a chronicle save string) given in the options as its public
    parts only, even after the game (the Dispossessed it holds stays in the box from game to game, Law 9.4). The
    whole of it is the campaign owner's (GET /campaigns/{id}) and the operator's (gameledger export)."""
    ruleset = get_ruleset(ruleset_id)
    name = ruleset.campaign_option
    if name is None:
        return None

    def conceal(options: dict) -> dict:
        value = options.get(name)
        if not isinstance(value, str):
            return options
        try:
            public = ruleset.campaign_summary(ruleset.campaign_text(value), False)
        except InvalidOptions:
            public = {}
        return dict(options, **{name: {"hidden": "the save string holds hidden parts (Law 9.4)", **public}})

    return conceal


def _ruleset(ruleset_id):
    try:
        return get_ruleset(ruleset_id)
    except InvalidOptions as error:
        raise BadRequest(str(error)) from error


def _seats(seats, ruleset) -> list[dict]:
    bots = ruleset.bots()
    cleaned = []
    for number, seat in enumerate(seats or [], start=1):
        name = seat_name(seat.get("name") if isinstance(seat, dict) else None, number)
        bot = seat.get("bot")
        if bot is not None and bot not in bots:
            raise BadRequest(f"seat {number}: unknown bot {bot!r}; bots for {ruleset.id}: {', '.join(sorted(bots))}")
        cleaned.append({"name": name, "bot": bot} if bot else {"name": name})
    names = [seat["name"].casefold() for seat in cleaned]
    if len(set(names)) != len(names):
        raise BadRequest("two seats have the same name")
    return cleaned
