"""Games with open seats: creating one, joining a seat, inviting to one, starting the game; and player keys, so a
player lists its games across games. What the events say of the seats is in events.service.seating; a join and a
start are appended through EventStore.append like any move, checked against the version they were decided on."""

import json
import re
import secrets

from engine.core import InvalidOptions, seed_commitment
from events.errors import (AlreadyStarted, BadRequest, BadToken, CreatorOnly, InvitationRequired, SeatKept, SeatTaken,
                           StaleVersion)
from events.store import PlayerSeats

from . import clocks, seating
from .access import digest, new_tokens, seat_name, stored_tokens
from .cache import Facts
from .replay import recorded_hash
from .seating import WAITING

ATTEMPTS = 8        # a join that lost its version to another seat's join tries again this often
PLAYER_KEY = re.compile(r"[A-Za-z0-9_~.-]{20,128}")


def checked_player_key(key) -> str:
    """A player key: 20 to 128 letters, digits, '-', '_', '.' or '~' (POST /players issues 43), a secret its
    holder keeps; the service keeps only its digest."""
    if not isinstance(key, str) or not PLAYER_KEY.fullmatch(key):
        raise BadRequest("a player key is 20 to 128 letters, digits, '-', '_', '.' or '~' (POST /players issues one)")
    return key


def new_player_key() -> str:
    return secrets.token_urlsafe(32)


class Lobby:
    def __init__(self, redis, ledger):
        self.ledger = ledger
        self.seats = PlayerSeats(redis)

    # --- creating -----------------------------------------------------------------------------------------

    def create(self, ruleset_id: str, options: dict, seats: list[dict], player_key: str | None = None,
               clock: dict | None = None) -> dict:
        """A new game (POST /games). With every seat filled it is created as any game is (Ledger.plan_game); with a
        seat open it waits for players: the creator receives tokens only for the seats it fills, and a creator token
        to invite and to start. A player key given is bound to the seats the creator fills. `clock`: the seats'
        clock (events.service.clocks), running from the start."""
        return self.create_once(None, None, ruleset_id, options, seats, player_key, clock)[0]

    def create_once(self, idempotency_key: str | None, request, ruleset_id: str, options: dict, seats: list[dict],
                    player_key: str | None = None, clock: dict | None = None) -> tuple[dict, bool]:
        """(a new game as `create` makes it, replayed): with an Idempotency-Key (and the `request` it names), the
        game is created once whatever fails (events.service.creating); replayed: this is the key's first answer
        again."""
        key = player_key and checked_player_key(player_key)

        def plan():
            if any(isinstance(seat, dict) and seat.get("open") for seat in seats or []):
                planned, state = self._plan_open(ruleset_id, options, seats, clock), WAITING
            else:
                planned, state = self.ledger.plan_game(ruleset_id, options, seats, clock=clock)
            planned["player"] = key and digest(key)
            return planned, state

        def carry_out(planned, state):
            answer = self.ledger.carry_out(planned, state)
            if planned["player"]:
                self.seats.add(planned["player"], answer["id"], [s["seat"] for s in answer["seats"] if s["token"]],
                               planned["meta"]["created"])
            return answer

        return self.ledger.once.create("game", idempotency_key, request, plan, carry_out)

    def _plan_open(self, ruleset_id, options, seats, clock=None) -> dict:
        from .ledger import SCHEMA, _ruleset      # the ledger's own first event (ledger imports this module)

        ledger = self.ledger
        ruleset = _ruleset(ruleset_id)
        seats = _seats(seats, ruleset)
        try:
            ruleset.check_players(len(seats))
            ruleset.check_options(options or {})
        except InvalidOptions as error:
            raise BadRequest(str(error)) from error
        timing = clocks.checked(clock, ruleset)
        seed = secrets.token_hex(16)
        game_id = secrets.token_hex(8)
        issued, creator = new_tokens(seats), secrets.token_urlsafe(24)
        event = {"type": "created", "schema": SCHEMA, "ruleset": ruleset.id, "ruleset_version": ruleset.version,
                 "options": dict(options or {}), "seats": seats, "lobby": True, "seed": seed,
                 "seed_commitment": seed_commitment(seed), "at": ledger._now()}
        if timing:
            event["clock"] = timing
        meta = (ledger._first_meta(ruleset, seats, stored_tokens(issued)) | seating.meta(seats)
                | {"creator": digest(creator), "status": "open", "updated": ledger.clock(), "waiting": "", "turn": ""})
        answer = {"id": game_id, "version": 1, "seed_commitment": event["seed_commitment"], "status": "open",
                  "creator_token": creator,
                  "seats": [{"seat": i, "name": s.get("name"), "bot": s.get("bot"), "open": seating.is_open(s),
                             "token": issued.get(i)} for i, s in enumerate(seats)]}
        return {"id": game_id, "event": event, "meta": meta, "answer": answer}

    # --- joining, inviting, starting -------------------------------------------------------------------------

    def join(self, game_id: str, seat: int, name: str | None = None, player_key: str | None = None,
             invitation: str | None = None) -> dict:
        """Take an open seat: the joiner's own seat token, once. SeatTaken when it is not open (taken, or the game
        started); a race for one seat has one winner, since each join is appended at the version it was decided
        on. The join that takes the last open seat starts the game."""
        key = player_key and checked_player_key(player_key)
        ledger = self.ledger
        for _ in range(ATTEMPTS):
            with ledger.cache.held(game_id) as held:
                ledger._fresh(game_id, held)
                facts = held.facts
                seats = facts.seats
                if not 0 <= seat < len(seats):
                    raise BadRequest(f"this game has seats 0 to {len(seats) - 1}")
                if held.state is WAITING and not seating.open_seats(seats):
                    self._start(game_id, held)      # its last join's process stopped before it appended "started"
                if held.state is not WAITING or not seating.is_open(seats[seat]):
                    raise SeatTaken(f"seat {seat} is not open" + ("" if held.state is WAITING else
                                                                   ": the game has started"))
                self._check_invitation(game_id, seat, invitation)
                name = _joiner_name(seats, seat, name)
                token = secrets.token_urlsafe(24)
                event = {"type": "joined", "seat": seat, "name": name, "token": digest(token),
                         "dt": round(ledger.clock() * 1000) - facts.created_ms}
                if key:
                    event["player"] = digest(key)
                after = seating.seated(seats, event)
                tokens = dict(facts.tokens, **{event["token"]: seat})
                meta = seating.meta(after) | {"tokens": json.dumps(tokens), "updated": ledger.clock()}
                try:
                    result = ledger.store.append(game_id, held.version, event, meta=meta)
                except StaleVersion:
                    continue        # another seat was taken meanwhile: look again
                seating.apply(held, event)
                held.version = result.version
                if key:
                    self.seats.add(event["player"], game_id, [seat], ledger.clock())
                started = not seating.open_seats(after)
                if started:
                    self._start(game_id, held)
                return {"id": game_id, "seat": seat, "name": name, "token": token, "version": held.version,
                        "status": "active" if started else "open"}
        raise StaleVersion(ledger.version(game_id))

    def invite(self, game_id: str, seat: int, creator_token: str | None) -> dict:
        """A one-use invitation to an open seat, for the creator to hand to one player: from now on the seat is
        joined only with it (a new invitation replaces the last)."""
        with self.ledger.cache.held(game_id) as held:
            self._waiting(game_id, held, creator_token)
            seats = held.facts.seats
            if not 0 <= seat < len(seats):
                raise BadRequest(f"this game has seats 0 to {len(seats) - 1}")
            if not seating.is_open(seats[seat]):
                raise SeatTaken(f"seat {seat} is not open")
            invitation = secrets.token_urlsafe(24)
            self.ledger.store.set_meta(game_id, {f"invite:{seat}": digest(invitation)})
        return {"id": game_id, "seat": seat, "invitation": invitation}

    def start(self, game_id: str, creator_token: str | None, bot: str | None = None) -> dict:
        """The creator starts the game now, a bot in every seat still open (`bot`, default the ruleset's first)."""
        with self.ledger.cache.held(game_id) as held:
            self._waiting(game_id, held, creator_token)
            self._start(game_id, held, bot)
            return {"id": game_id, "version": held.version, "status": "active",
                    "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot")}
                              for i, s in enumerate(held.facts.seats)]}

    def _waiting(self, game_id, held, creator_token):
        """The held game, fresh, for its creator, while it waits for players. A seat's token of the game is known
        but not the creator's (CreatorOnly); any other token is no token of this game (BadToken)."""
        ledger = self.ledger
        ledger._fresh(game_id, held)
        creator = held.facts.meta.get("creator")
        if creator is None or creator_token is None or digest(creator_token) != creator:
            if creator_token is not None and digest(creator_token) not in held.facts.tokens:
                raise BadToken("this bearer token is no token of this game: inviting and starting take the creator "
                               "token POST /games answered with")
            raise CreatorOnly("only the creator token of a game created with open seats may do this")
        if held.state is not WAITING:
            raise AlreadyStarted("the game has started already")

    def _start(self, game_id, held, bot=None) -> None:
        """Append "started": the seats as the game is played and the options with its players; set the game up."""
        ledger, facts = self.ledger, held.facts
        ruleset = facts.ruleset
        bots = ruleset.bots()
        bot = bot or next(iter(bots))
        if bot not in bots:
            raise BadRequest(f"unknown bot {bot!r}; bots for {ruleset.id}: {', '.join(sorted(bots))}")
        seats = _with_bots(facts.seats, bot)
        event = {"type": "started", "seats": seats,
                 "options": dict(facts.created["options"], players=[seat["name"] for seat in seats]),
                 "dt": round(ledger.clock() * 1000) - facts.created_ms}
        try:
            state = seating.set_up(ruleset, facts.created, event)
        except InvalidOptions as error:
            raise BadRequest(str(error)) from error
        event["hash"] = recorded_hash(ruleset, state)
        started = Facts(ruleset, dict(facts.created, seats=seats), facts.tokens, facts.meta)
        lived = held.life.copy()
        lived.apply(event | {"version": held.version + 1}, seats)     # a clock runs from the start
        meta = seating.meta(seats) | ledger._meta_after(started, state, lived)
        result = ledger.store.append(game_id, held.version, event, meta=meta)
        held.facts, held.state, held.version, held.life = started, state, result.version, lived
        ledger.index_game(game_id)          # listed as active, with every player's name
        ledger._appended(game_id, held)     # a bot woken if one acts first

    def _check_invitation(self, game_id, seat, invitation):
        kept = self.ledger.store.meta(game_id).get(f"invite:{seat}")
        if kept is not None and (invitation is None or digest(invitation) != kept):
            raise InvitationRequired(f"seat {seat} is kept for an invitation: join it with the invitation the "
                                     "game's creator gave" if invitation is None else
                                     f"this is not the invitation seat {seat} is kept for (a newer one replaces "
                                     "an older)")

    # --- players ---------------------------------------------------------------------------------------------

    def new_player(self, idempotency_key: str | None = None) -> tuple[str, bool]:
        """(a new player key, known by its digest from now on; replayed): with an Idempotency-Key, one key whatever
        fails (events.service.creating)."""
        def carry_out(planned, held):
            self.seats.register(digest(planned["key"]))
            return planned["key"]

        return self.ledger.once.create("player", idempotency_key, {}, lambda: ({"key": new_player_key()}, None),
                                       carry_out)

    def my_games(self, player_key: str | None, waiting: bool = False, offset: int = 0, limit: int = 50) -> dict:
        """A page of the games the key's holder sits in, the latest taken first, each with its seats and whether it
        waits on one of them (`waiting`: only those), and how many there are."""
        entries = self.seats.games(self.player(player_key))
        fields = ("ruleset", "status", "version", "players", "turn", "open", "waiting")
        games = []
        for (game_id, seats), meta in zip(entries, self.ledger.store.metas([e[0] for e in entries], fields)):
            if meta["ruleset"] is None:
                continue
            yours = awaits(meta, seats)
            if waiting and not yours:
                continue
            game = {"id": game_id, "ruleset": meta["ruleset"], "status": meta["status"],
                    "version": int(meta["version"] or 0), "players": json.loads(meta["players"] or "[]"),
                    "seats": seats, "your_turn": yours}
            if meta["status"] == "open":
                game["open_seats"] = json.loads(meta["open"] or "[]")
            games.append(game)
        return {"games": games[offset:offset + limit], "total": len(games), "offset": offset, "limit": limit}

    def player(self, player_key: str | None) -> str:
        """The digest of a player key the service knows; BadToken for none, a malformed one or an unknown one."""
        if player_key is None:
            raise BadToken("send your player key as 'Authorization: Bearer <player key>'")
        try:
            player = digest(checked_player_key(player_key))
        except BadRequest as error:
            raise BadToken(str(error)) from None        # no key of anybody's: as any credential the service refuses
        if not self.seats.known(player):
            raise BadToken("no player holds this key here: POST /players issues one, and a key a client makes is "
                           "known once it takes a seat (player_key when creating or joining a game)")
        return player

    # --- export and import -----------------------------------------------------------------------------------

    def imported(self, rebuilt) -> dict:
        """What an imported game with open seats gets beside its events: its seats' metadata and, while it waits,
        a new creator token (the exported game's is not in its events)."""
        meta = seating.meta(rebuilt.seats)
        if rebuilt.state is not WAITING:
            return {"meta": meta}
        creator = secrets.token_urlsafe(24)
        return {"meta": meta | {"creator": digest(creator)}, "answer": {"creator_token": creator}}


def _seats(seats, ruleset) -> list[dict]:
    """The seats of a game with open ones, checked as Ledger's are; an open seat kept as {"open": true}, or with the
    name it is kept for."""
    bots = ruleset.bots()
    cleaned = []
    for number, seat in enumerate(seats, start=1):
        if seat.get("open"):
            if seat.get("bot"):
                raise BadRequest(f"seat {number}: an open seat has no bot (its creator may start the game with bots)")
            name = seat.get("name")
            cleaned.append({"open": True} if name is None else {"name": seat_name(name, number), "open": True})
            continue
        bot = seat.get("bot")
        if bot is not None and bot not in bots:
            raise BadRequest(f"seat {number}: unknown bot {bot!r}; bots for {ruleset.id}: {', '.join(sorted(bots))}")
        name = seat_name(seat.get("name"), number)
        cleaned.append({"name": name, "bot": bot} if bot else {"name": name})
    names = [name.casefold() for name in seating.names(cleaned)]
    if len(set(names)) != len(names):
        raise BadRequest("two seats have the same name")
    return cleaned


def _joiner_name(seats, seat, name) -> str:
    """The joiner's name: the one the seat is kept for, else the one it gives, unlike every other seat's."""
    kept = seats[seat].get("name")
    if kept is not None:
        if name is not None and seat_name(name, seat + 1) != kept:
            raise SeatKept(f"seat {seat} is kept for {kept}: join it as {kept} (or leave the name out), or take "
                           "another open seat")
        return kept
    name = seat_name(name, seat + 1)
    if name.casefold() in {other.casefold() for other in seating.names(seats)}:
        raise BadRequest(f"another seat is named {name}; join with another name")
    return name


def _with_bots(seats, bot) -> list[dict]:
    """The seats with a bot in each open one, named as the seat was kept, else "Bot N" (N unlike any name taken)."""
    taken = {name.casefold() for name in seating.names(seats)}
    filled = []
    for number, seat in enumerate(seats):
        if not seating.is_open(seat):
            filled.append(seat)
            continue
        name = seat.get("name")
        if name is None:
            name, n = f"Bot {number + 1}", number + 1
            while name.casefold() in taken:
                n += 1
                name = f"Bot {n}"
            taken.add(name.casefold())
        filled.append({"name": name, "bot": bot})
    return filled


def awaits(meta: dict, seats: list[int]) -> bool:
    """Whether a game (its metadata: status, turn, waiting) waits on a person in one of `seats` (not on a bot, nor
    on a standing answer that will answer for them)."""
    return meta["status"] == "active" and meta.get("waiting") == "human" and meta["turn"] not in (None, "") \
        and int(meta["turn"]) in seats
