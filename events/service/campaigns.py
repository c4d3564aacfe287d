"""Campaigns: games played one after another, each set up from what the last one wrote (a chronicle, Law 8).

A campaign has its own stream (DESIGN.md), in the same event store as games under its own key prefix, appended the
same way (expected version, idempotency key, metadata written with the event):

    created         the name, the ruleset, the chronicle it starts from, its players (name, bot), whether it
                    continues on its own (and up to which game), what it was forked from
    game_started    game N: its id, the seats in order, the chronicle in
    game_finished   game N: the result (winner, victory), what it vowed, the chronicle out (None: none written)
    game_refused    game N could not be set up from the chronicle (a card not yet playable...): the problem
    published       the owner gave everyone the whole chronicle, save strings included

Everything else is derived from these. A campaign's game N has the id `{campaign}-{N}`, so creating it twice (a
request retried, an API killed between the game and the campaign's event) finds the first; each step is appended
with an idempotency key naming its game (`started:N`, `finished:N`), so it is recorded once however often it runs.
The game's bots are woken only once the campaign has recorded it, and a finished game wakes its campaign's step
(Ledger.wake), which the workers run (workers/jobs.py) and the reconciler finds if it was lost.

Tokens: the owner's (the full chronicle, forking) and one per human player, which is that player's seat token in
every game of the campaign. The ruleset says what of a chronicle is public (Ruleset.campaign_summary).
"""

import json
import secrets
from dataclasses import dataclass, field

from engine.core import InvalidOptions, canonical_json
from engine.games import get_ruleset, rulesets
from events.errors import (
    BadRequest,
    CampaignBusy,
    CampaignEnded,
    CampaignNotFound,
    GameNotFound,
    IdempotencyConflict,
    OwnerOnly,
    StaleVersion,
)
from .access import checked_key, digest, seat_name, seat_of
from .creating import checked_seats

SCHEMA = 1
CLIENT_KEY = "client:"
ATTEMPTS = 20           # appends retried on a stale version (another step appended first)
OWNER = -1              # the owner, as a caller


@dataclass
class Game:
    number: int
    id: str
    seats: list
    chronicle_in: str
    finished: dict | None = None    # the game_finished event


@dataclass
class Campaign:
    """A campaign as its events make it."""

    id: str
    version: int
    created: dict
    events: list = field(default_factory=list)
    games: list = field(default_factory=list)
    refused: dict | None = None     # the last refusal, until a game starts
    published: bool = False

    @property
    def players(self) -> list[dict]:
        return self.created["players"]

    @property
    def chronicle(self) -> str | None:
        """The chronicle the game being played was set up from, or the next game will be; None once a game ended
        writing none."""
        if not self.games:
            return self.created["chronicle"]
        last = self.games[-1]
        return last.finished["chronicle_out"] if last.finished else last.chronicle_in

    @property
    def running(self) -> Game | None:
        return self.games[-1] if self.games and self.games[-1].finished is None else None

    @property
    def next_number(self) -> int:
        return self.created.get("first_game", 1) + len(self.games)

    def game(self, number: int) -> Game | None:
        return next((game for game in self.games if game.number == number), None)

    def chronicle_after(self, number: int) -> str | None:
        """The chronicle after game `number`; the one it starts from for the game before its first."""
        if number == self.created.get("first_game", 1) - 1:
            return self.created["chronicle"]
        game = self.game(number)
        return game.finished["chronicle_out"] if game and game.finished else None

    @property
    def past_until(self) -> bool:
        """Whether the campaign has played its last game (`until`): it has no next one."""
        until = self.created.get("until")
        return until is not None and self.next_number > until

    @property
    def continues(self) -> bool:
        """Whether the campaign creates its next game on its own now."""
        return (bool(self.created.get("continue")) and self.running is None and self.refused is None
                and self.chronicle is not None and not self.past_until)

    def status(self) -> str:
        if self.running:
            return "playing"
        if self.refused:
            return "refused"
        return "awaiting" if self.chronicle is not None and not self.past_until else "ended"


def fold(campaign_id: str, events: list[dict]) -> Campaign:
    campaign = Campaign(campaign_id, len(events), events[0], list(events))
    for event in events[1:]:
        if event["type"] == "game_started":
            campaign.games.append(Game(event["game"], event["game_id"], event["seats"], event["chronicle_in"]))
            campaign.refused = None
        elif event["type"] == "game_finished" and campaign.game(event["game"]):
            campaign.game(event["game"]).finished = event
        elif event["type"] == "game_refused":
            campaign.refused = event
        elif event["type"] == "published":
            campaign.published = True
    return campaign


class Campaigns:
    """The campaign application; `ledger` creates and reads its games."""

    def __init__(self, store, index, ledger):
        self.store = store          # the campaigns' streams (events.store.EventStore)
        self.index = index          # the campaign index (events.store.GameIndex)
        self.ledger = ledger

    # --- creating -----------------------------------------------------------------------------------------

    def create(self, name: str, chronicle, players: list[dict], ruleset_id: str | None = None, continues: bool = False,
               until: int | None = None, forked_from: dict | None = None, options: dict | None = None) -> dict:
        """A new campaign: its id, the owner's token and one token per human player. `options`: those every game is
        set up with besides its carried data (a ruleset's seating, say)."""
        return self.create_once(None, None, name, chronicle, players, ruleset_id, continues, until, forked_from,
                                options)[0]

    def create_once(self, idempotency_key: str | None, request, *args) -> tuple[dict, bool]:
        """(a new campaign as `create` makes it, replayed): with an Idempotency-Key (and the `request` it names),
        created once whatever fails (events.service.creating)."""
        return self.ledger.once.create("campaign", idempotency_key, request, lambda: (self._plan(*args), None),
                                       self._carry_out)

    def _plan(self, name, chronicle, players, ruleset_id=None, continues=False, until=None, forked_from=None,
              options=None) -> dict:
        ruleset = _campaign_ruleset(ruleset_id)
        options = options or {}
        try:
            text = ruleset.campaign_text(chronicle)
            ruleset.check_players(len(players or []))
        except InvalidOptions as error:
            raise BadRequest(str(error)) from error
        players = _players(players, ruleset)
        try:
            _check_game_options(ruleset, options, text, players)
        except InvalidOptions as error:
            raise BadRequest(str(error)) from error
        name = seat_name(name, 0) if name is not None else ruleset.campaign_summary(text, False).get("name", "")
        first = ruleset.campaign_summary(text, False).get("game", 1)
        if until is not None and until < first:
            raise BadRequest(f"until: the campaign starts at game {first}")
        campaign_id = secrets.token_hex(8)
        owner = secrets.token_urlsafe(24)
        tokens = {player["name"]: secrets.token_urlsafe(24) for player in players if not player.get("bot")}
        event = {"type": "created", "schema": SCHEMA, "ruleset": ruleset.id, "name": name, "chronicle": text,
                 "first_game": first, "players": players, "continue": bool(continues), "until": until,
                 "at": self.ledger.now()}
        if forked_from:
            event["forked_from"] = forked_from
        if options:
            event["options"] = options
        stored = {"owner": digest(owner), "players": {digest(token): name for name, token in tokens.items()}}
        meta = {"tokens": json.dumps(stored), "created": self.ledger.clock(),
                **self._meta_after(fold(campaign_id, [event]))}
        answer = {"id": campaign_id, "version": 1, "name": name, "owner_token": owner,
                  "players": [{"name": p["name"], "bot": p.get("bot"), "token": tokens.get(p["name"])}
                              for p in players]}
        return {"id": campaign_id, "event": event, "meta": meta, "answer": answer}

    def _carry_out(self, planned: dict, held=None) -> dict:
        """Create the campaign `planned`, again if need be (each step idempotent: its first event and metadata in one
        script, then its index entry and, for one that continues on its own, its first game)."""
        campaign_id = planned["id"]
        try:
            self.store.append(campaign_id, 0, planned["event"], meta=planned["meta"])
        except StaleVersion:
            pass        # created by this plan's first try
        self._index(campaign_id)
        if planned["event"]["continue"]:
            self._step(campaign_id)
        return planned["answer"]

    def fork(self, campaign_id: str, caller, after: int | None, name: str | None = None,
             continues: bool | None = None) -> dict:
        """A new campaign (new tokens) from this one's chronicle after game `after` (default: the latest)."""
        campaign = self.load(campaign_id)
        self._owner(caller, "fork the campaign")
        after, text = self._chronicle_after(campaign, after)
        continues = campaign.created["continue"] if continues is None else continues
        return self.create(name if name is not None else campaign.created["name"], text, campaign.players,
                           campaign.created["ruleset"], continues,
                           forked_from={"campaign": campaign_id, "after": after},
                           options=campaign.created.get("options"))

    def publish(self, campaign_id: str, caller) -> dict:
        """The owner gives everyone the whole chronicle from now on (Law 9.4 hides it only while the group keeps it
        hidden). Idempotent."""
        self._owner(caller, "publish the chronicle")
        event = {"type": "published", "schema": SCHEMA, "at": self.ledger.now()}
        self._append_retrying(campaign_id, event, "published")
        return self.info(campaign_id, caller)

    # --- games --------------------------------------------------------------------------------------------

    def start_game(self, campaign_id: str, idempotency_key: str | None = None, expected: int | None = None) -> dict:
        """The campaign's next game, set up from its current chronicle: the previous winner is seated first, as
        the chronicle records them (the ruleset's campaign_first_seat: Law 1.7, the Chancellor). CampaignBusy
        while a game is running; BadRequest (recorded as game_refused) when the game cannot be set up."""
        key = idempotency_key and f"{CLIENT_KEY}{checked_key(idempotency_key)}"
        for _ in range(ATTEMPTS):
            campaign = self.load(campaign_id)
            if key and (recorded := self._recorded_key(campaign, key, expected)):
                return recorded
            if expected is not None and expected != campaign.version:
                raise StaleVersion(campaign.version)
            try:
                return self._start(campaign, key, expected)
            except StaleVersion:
                if expected is not None:
                    raise
        raise StaleVersion(self.load(campaign_id).version)

    def _start(self, campaign: Campaign, key: str | None, expected) -> dict:
        if campaign.running:
            raise CampaignBusy(f"game {campaign.running.number} of the campaign ({campaign.running.id}) is not over; "
                               "the next game is set up from the chronicle it writes")
        text = campaign.chronicle
        if text is None:
            raise CampaignEnded("the campaign has ended: its last game wrote no chronicle, so there is no next game "
                                "to set up")
        if campaign.past_until:
            raise CampaignEnded(f"the campaign has ended: game {campaign.created['until']} was its last (until); "
                                "fork it (POST /campaigns/{id}/fork) to play on from its chronicle")
        ruleset = get_ruleset(campaign.created["ruleset"])
        number = campaign.next_number
        seats = _seating(campaign.players, ruleset.campaign_first_seat(text))
        game_id = f"{campaign.id}-{number}"
        tokens = json.loads(self.store.meta(campaign.id)["tokens"])["players"]
        by_name = {name: token for token, name in tokens.items()}
        seat_tokens = json.dumps({by_name[seat["name"]]: index for index, seat in enumerate(seats)
                                  if seat["name"] in by_name})
        fingerprint = digest(canonical_json({"start": number}))
        try:
            options = {**campaign.created.get("options", {}), ruleset.campaign_option: text}
            self.ledger.creating.create_game(ruleset.id, options, seats, game_id=game_id,
                                    tokens=seat_tokens, campaign={"id": campaign.id, "game": number}, wake=False)
        except StaleVersion:
            pass        # created by a run that stopped before recording it (or by a twin request): that game it is
        except BadRequest as error:
            event = {"type": "game_refused", "schema": SCHEMA, "game": number, "detail": str(error),
                     "at": self.ledger.now()}
            self._append(campaign, event, f"refused:{number}:{digest(str(error))[:16]}")
            raise
        created = self.ledger.store.event(game_id, 1)
        event = {"type": "game_started", "schema": SCHEMA, "game": number, "game_id": game_id,
                 "seats": created["seats"], "chronicle_in": text, "at": self.ledger.now()}
        result = self._append(campaign, event, key or f"started:{number}", fingerprint if key else None)
        self.ledger.followups.wake(game_id)
        return self._started(campaign.id, number, game_id, created["seats"], result.version, result.duplicate)

    def _started(self, campaign_id, number, game_id, seats, version, duplicate=False) -> dict:
        return {"campaign": campaign_id, "version": version, "game": number, "id": game_id, "duplicate": duplicate,
                "seats": [{"seat": i, "name": s["name"], "bot": s.get("bot")} for i, s in enumerate(seats)]}

    def _recorded_key(self, campaign: Campaign, key: str, expected) -> dict | None:
        recorded = self.store.recorded(campaign.id, key)
        if recorded is None:
            return None
        event = self.store.event(campaign.id, recorded[0])
        if event["type"] != "game_started":
            raise IdempotencyConflict(key.removeprefix(CLIENT_KEY))
        return self._started(campaign.id, event["game"], event["game_id"], event["seats"], recorded[0], True)

    def advance(self, campaign_id: str, number: int) -> bool:
        """The step after game `number` of the campaign is over (its Chronicle written): its result and the chronicle
        it wrote appended to the campaign, then, for a campaign that continues on its own, the next game created.
        Idempotent: run twice (a job retried, the reconciler), it appends once. Returns whether anything was done."""
        campaign = self.load(campaign_id)
        game = campaign.game(number)
        done = False
        if game is not None and game.finished is None:
            with self.ledger.states.loaded(game.id) as loaded:
                ruleset, state = loaded.ruleset, loaded.state
                if ruleset.decision(state) is not None:
                    return False
                result = ruleset.result(state)
                names = [seat["name"] for seat in loaded.created["seats"]]
                out = ruleset.campaign_out(state)
            summary = result.to_dict(names) if result else {}
            event = {"type": "game_finished", "schema": SCHEMA, "game": number, "game_id": game.id,
                     "result": summary, "chronicle_out": out,
                     "vowed": ruleset.campaign_summary(out, False).get("vowed") if out else None,
                     "at": self.ledger.now()}
            done = not self._append_retrying(campaign_id, event, f"finished:{number}").duplicate
        return self._step(campaign_id) or done

    def _step(self, campaign_id: str) -> bool:
        """For a campaign that continues on its own and has no game running: its next game. A refusal is recorded
        (game_refused) and stops it until someone starts the next game by hand."""
        campaign = self.load(campaign_id)
        if not campaign.continues:
            return False
        try:
            self.start_game(campaign_id)
        except (BadRequest, CampaignBusy, CampaignEnded):
            pass
        return True

    def stalled(self) -> list[tuple[str, int]]:
        """(campaign, game) of every campaign whose step is due and not taken: a game over but not recorded, or a
        campaign that continues on its own with no game created (a process killed between the two)."""
        due = []
        for status in ("playing", "awaiting"):
            for campaign_id in self.index.all_ids(status=status):
                try:
                    campaign = self.load(campaign_id)
                except CampaignNotFound:
                    continue
                running = campaign.running
                if running is not None:
                    try:
                        over = self.ledger.store.meta(running.id).get("status") == "finished"
                    except GameNotFound:
                        over = False
                    if over:
                        due.append((campaign_id, running.number))
                elif campaign.continues:
                    due.append((campaign_id, campaign.next_number - 1))
        return due

    # --- reading ------------------------------------------------------------------------------------------

    def load(self, campaign_id: str) -> Campaign:
        try:
            events = self.store.read(campaign_id)
        except GameNotFound:
            raise CampaignNotFound(campaign_id) from None
        if not events:
            raise CampaignNotFound(campaign_id)
        return fold(campaign_id, events)

    def caller(self, campaign_id: str, token: str | None):
        """OWNER, a player's name, or None (no token: a spectator). A token of nobody in it is refused."""
        if token is None:
            return None
        try:
            meta = self.store.meta(campaign_id)
        except GameNotFound:
            meta = None
        if not meta:
            raise CampaignNotFound(campaign_id)
        tokens = json.loads(meta["tokens"])
        if digest(token) == tokens["owner"]:
            return OWNER
        return seat_of(tokens["players"], token)

    def info(self, campaign_id: str, caller) -> dict:
        """The campaign as the caller may see it: status, the chronicle now and the history of its games; the
        chronicles' hidden parts (save strings included) only for the owner."""
        campaign = self.load(campaign_id)
        ruleset = get_ruleset(campaign.created["ruleset"])
        full = caller == OWNER or campaign.published

        def chronicle(text):
            if text is None:
                return None
            return {**ruleset.campaign_summary(text, full), **({"save": text} if full else {})}

        status, text = self._status(campaign)
        history = []
        for game in campaign.games:
            entry = {"game": game.number, "id": game.id, "seats": [seat["name"] for seat in game.seats],
                     "chronicle_in": chronicle(game.chronicle_in)}
            if game.finished:
                result = game.finished["result"]
                entry.update(winner=(result.get("winner_names") or [None])[0], victory=result.get("victory"),
                             ending=result.get("ending"), vowed=game.finished.get("vowed"),
                             chronicle_out=chronicle(game.finished["chronicle_out"]))
            history.append(entry)
        info = {"id": campaign.id, "version": campaign.version, "name": campaign.created["name"],
                "ruleset": campaign.created["ruleset"], "status": status, "status_text": text,
                "game": campaign.running.number if campaign.running else campaign.next_number,
                "current_game": campaign.running.id if campaign.running else None,
                "previous_winner": self._previous_winner(campaign, ruleset),
                "players": [{"name": p["name"], "bot": p.get("bot")} for p in campaign.players],
                "continue": campaign.created["continue"], "until": campaign.created.get("until"),
                "options": campaign.created.get("options", {}),
                "created_at": campaign.created["at"], "chronicle": chronicle(campaign.chronicle),
                "history": history, "published": campaign.published,
                "you": "owner" if caller == OWNER else caller}
        if campaign.refused:
            info["problem"] = {"game": campaign.refused["game"], "detail": campaign.refused["detail"]}
        if campaign.created.get("forked_from"):
            info["forked_from"] = campaign.created["forked_from"]
        return info

    def chronicle(self, campaign_id: str, caller, after: int | None, form: str) -> dict:
        """The chronicle after game `after` (default: the latest written): as the save string the TTS mod imports
        (owner only), or as data (everything for the owner, the public parts for anyone else)."""
        campaign = self.load(campaign_id)
        ruleset = get_ruleset(campaign.created["ruleset"])
        if form == "tts" and not campaign.published:
            self._owner(caller, "read the save string (it holds the next world deck and the Dispossessed)")
        after, text = self._chronicle_after(campaign, after)
        answer = {"campaign": campaign_id, "after": after, "format": form}
        if form == "tts":
            return answer | {"save": text}
        return answer | {"chronicle": ruleset.campaign_summary(text, caller == OWNER or campaign.published)}

    def list(self, status=None, player=None, offset=0, limit=50) -> dict:
        ids, total = self.index.list(status=status, player=player, offset=offset, limit=limit)
        campaigns = []
        for campaign_id in ids:
            meta = self.store.meta(campaign_id)
            campaigns.append({"id": campaign_id, "name": meta.get("name"), "status": meta.get("status"),
                              "game": int(meta.get("game", 0)), "version": int(meta.get("version", 0)),
                              "players": json.loads(meta.get("players", "[]"))})
        return {"campaigns": campaigns, "total": total, "offset": offset, "limit": limit}

    # --- inside -------------------------------------------------------------------------------------------

    def _status(self, campaign: Campaign) -> tuple[str, str]:
        """playing is told apart by its game: being played, its Chronicle being written, or over but not yet
        recorded in the campaign (the workers' step is due)."""
        status = campaign.status()
        if status == "playing":
            game = campaign.running
            try:
                with self.ledger.states.loaded(game.id) as loaded:
                    decided = loaded.ruleset.decision(loaded.state) is not None
                    won = loaded.ruleset.result(loaded.state) is not None
            except GameNotFound:
                return "playing", f"game {game.number} in progress"
            if not decided:
                return "finishing", f"game {game.number} over: the campaign is being carried to the next game"
            if won:
                return "chronicle", f"game {game.number} won: Chronicle in progress"
            return "playing", f"game {game.number} in progress"
        if status == "refused":
            return status, f"game {campaign.refused['game']} could not be set up: {campaign.refused['detail']}"
        if status == "ended":
            if campaign.past_until:
                return status, f"ended: game {campaign.created['until']} was its last"
            return status, "the last game wrote no chronicle"
        return status, f"awaiting game {campaign.next_number}"

    def _previous_winner(self, campaign: Campaign, ruleset) -> str | None:
        finished = [game for game in campaign.games if game.finished]
        if finished:
            return (finished[-1].finished["result"].get("winner_names") or [None])[0]
        return ruleset.campaign_first_seat(campaign.created["chronicle"])

    def _chronicle_after(self, campaign: Campaign, after: int | None) -> tuple[int, str]:
        first = campaign.created.get("first_game", 1)
        if after is None:
            finished = [game.number for game in campaign.games if game.finished and game.finished["chronicle_out"]]
            after = finished[-1] if finished else first - 1
        text = campaign.chronicle_after(after)
        if text is None:
            raise BadRequest(f"no chronicle after game {after}: the campaign has chronicles after games "
                             f"{first - 1} (its start) to {campaign.next_number - 1 if campaign.chronicle else '...'}")
        return after, text

    @staticmethod
    def _owner(caller, what: str) -> None:
        if caller != OWNER:
            raise OwnerOnly(f"only the campaign's owner token may {what}")

    def _append(self, campaign: Campaign, event: dict, key: str, fingerprint: str | None = None):
        """Append `event` at the campaign's version, with the metadata the campaign has with it."""
        after = fold(campaign.id, campaign.events + [event])
        result = self.store.append(campaign.id, campaign.version, event, key, fingerprint,
                                   meta=self._meta_after(after))
        self._index(campaign.id)
        return result

    def _append_retrying(self, campaign_id: str, event: dict, key: str):
        for _ in range(ATTEMPTS):
            try:
                return self._append(self.load(campaign_id), event, key)
            except StaleVersion:
                continue
        raise StaleVersion(self.load(campaign_id).version)

    def _meta_after(self, campaign: Campaign) -> dict:
        return {"status": campaign.status(), "name": campaign.created["name"], "updated": self.ledger.clock(),
                "game": campaign.running.number if campaign.running else campaign.next_number,
                "ruleset": campaign.created["ruleset"],
                "players": json.dumps([player["name"] for player in campaign.players])}

    def reindex(self) -> int:
        """Rebuild the campaign index from every campaign's metadata (after a restore, or to repair it), as
        Listing.reindex does the game index. Returns how many campaigns were indexed."""
        ids = self.store.game_ids()
        fields = ("ruleset", "status", "players", "created")
        return self.index.rebuild((campaign_id, meta["ruleset"], meta["status"], json.loads(meta["players"]),
                                   float(meta["created"]))
                                  for campaign_id, meta in zip(ids, self.store.metas(ids, fields))
                                  if None not in meta.values())

    def _index(self, campaign_id: str) -> None:
        meta = self.store.meta(campaign_id)
        self.index.record(campaign_id, meta["ruleset"], meta["status"], json.loads(meta["players"]),
                          float(meta["created"]), float(meta["updated"]))


def _campaign_ruleset(ruleset_id):
    """The ruleset named, or with none named the one game that has campaigns."""
    if ruleset_id is None:
        with_campaigns = [ruleset for ruleset in rulesets().values() if ruleset.campaign_option is not None]
        if len(with_campaigns) != 1:
            raise BadRequest(f"name the ruleset: {', '.join(r.id for r in with_campaigns)} have campaigns")
        return with_campaigns[0]
    try:
        ruleset = get_ruleset(ruleset_id)
    except InvalidOptions as error:
        raise BadRequest(str(error)) from error
    if ruleset.campaign_option is None:
        raise BadRequest(f"{ruleset.id} has no campaigns")
    return ruleset


def _check_game_options(ruleset, options: dict, text: str, players) -> None:
    """The options every game of the campaign takes besides its chronicle: known to the ruleset and good for a game
    set up from the campaign's first chronicle (InvalidOptions says what is wrong)."""
    if not isinstance(options, dict) or ruleset.campaign_option in options:
        raise InvalidOptions(f"options: every game's options but its {ruleset.campaign_option}, as an object")
    settings = {**options, ruleset.campaign_option: text, "players": [player["name"] for player in players]}
    ruleset.check_options(settings)
    ruleset.setup(settings, "options")


def _players(players, ruleset) -> list[dict]:
    return checked_seats(players, ruleset)     # the same checks as a game's seats: names, bots, no two alike


def _seating(players: list[dict], first: str | None) -> list[dict]:
    """The campaign's players in their order, the one named `first` (the previous winner) moved to the first seat."""
    seats = [dict(player) for player in players]
    for index, seat in enumerate(seats):
        if first is not None and seat["name"] == first:
            return [seat] + seats[:index] + seats[index + 1:]
    return seats
