"""A game's history: its events as a viewer may read them (a page at a time), its narrated replay, the verification of
its hash chain, and the portable file an operator moves games with (export and import)."""

import secrets

from engine.core import InvalidOptions
from engine.games import get_ruleset
from events.errors import GameNotFound
from events.store import valid_id

from . import life, metadata, seating
from .access import new_tokens, redact, stored_tokens
from .cache import Facts
from .export import export_file, read_export
from .replay import rebuild
from .seating import WAITING
from .upcasting import upcast


class History:
    def __init__(self, ledger):
        self.ledger = ledger

    def events(self, game_id: str, viewer: int | None, start: int = 1, limit: int | None = None) -> dict:
        """A page of events as `viewer` may see them, and the game's version."""
        states = self.ledger.states
        facts = states.cache_facts(game_id)
        version = states.version(game_id)
        finished = states.meta(game_id).get("status") in metadata.OVER
        events = served(facts, states.read(game_id, start, limit, facts.created))
        conceal = concealer(facts.ruleset.id)
        return {"events": [redact(event, viewer, finished, conceal) for event in events], "version": version}

    def log(self, game_id: str, viewer: int | None) -> list[dict]:
        """Narration, derived by replaying the game, as `viewer` may read it."""
        lines = []
        events = self._all(game_id)
        ruleset = get_ruleset(events[0]["ruleset"])
        seats = next((event["seats"] for event in events if event["type"] == "started"), events[0]["seats"])
        rebuild(events, each=lambda version, state: lines.append(
            {"version": version, "lines": _answered(events[version - 1], seats) + ruleset.narration(state, viewer)
             if events[version - 1]["type"] in ("created", "started", "move")
             else life.narration(events[version - 1], seats)}))
        return lines

    def verify(self, game_id: str) -> dict:
        """Replay every event and compare each recorded hash; raises ReplayDiverged at the first difference."""
        events = self._all(game_id)
        rebuilt = rebuild(events, verify=True)
        hashed = [event["hash"] for event in events if "hash" in event]      # a lobby's joins hash nothing
        return {"id": game_id, "verified": True, "events": rebuilt.version, "hash": hashed[-1] if hashed else None}

    def export(self, game_id: str) -> dict:
        """Every event, seed included: the portable file an operator moves games with (events.service.export)."""
        events = self._all(game_id)
        return export_file(game_id, served(self.ledger.states.cache_facts(game_id), events))

    def import_game(self, data: dict) -> dict:
        """Load an exported game after verifying its whole hash chain; new tokens are issued for human seats."""
        ledger = self.ledger
        game_id, events = read_export(data)
        events = upcast([dict(event) for event in events], events[0])      # the file's own are left as they are
        rebuilt = rebuild(events, verify=True)
        if not valid_id(game_id) or ledger.store.exists(game_id):
            game_id = secrets.token_hex(8)
        seats = rebuilt.seats
        tokens = new_tokens(seats)
        facts = Facts(rebuilt.ruleset, dict(rebuilt.created, seats=seats), {}, {})
        lobby = ledger.lobby.imported(rebuilt) if rebuilt.created.get("lobby") else {}
        lived = life.Life.of(events, seats)
        now = ledger.clock()
        for event in events:        # the metadata with the last event: a game half imported is listed nowhere
            last = event["version"] == len(events)
            meta = (metadata.first(rebuilt.ruleset, seats, stored_tokens(tokens), now)
                    | metadata.after(facts, rebuilt.state, lived, now) | {"life": lived.to_json()}
                    | lobby.get("meta", {})) if last else None
            stored = {name: value for name, value in event.items() if name != "version"}
            ledger.store.append(game_id, event["version"] - 1, stored, meta=meta)
        if rebuilt.state is not WAITING and (lived.ended or rebuilt.ruleset.decision(rebuilt.state) is None):
            ledger.store.compact(game_id)
        ledger.listing.index_game(game_id)
        ledger.followups.wake(game_id)
        return {"id": game_id, "version": rebuilt.version, **lobby.get("answer", {}),
                "seats": [{"seat": i, "name": s.get("name"), "token": tokens.get(i)} for i, s in enumerate(seats)]}

    def _all(self, game_id: str) -> list[dict]:
        events = self.ledger.states.read(game_id)
        if not events:
            raise GameNotFound(game_id)
        return events


def served(facts: Facts, events: list[dict]) -> list[dict]:
    """Events as they are served and exported: each move and life event with its seat's name, and its time."""
    for event in events:
        if "seat" in event and event["type"] not in seating.LOBBY_EVENTS:
            # a move's, or a life event's (a joined event names its joiner itself)
            event["actor"] = facts.seats[event["seat"]]["name"]
        if "dt" in event:
            event["at"] = metadata.iso(facts.created_ms + event.pop("dt"))
    return events


def concealer(ruleset_id):
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


def _answered(event: dict, seats: list[dict]) -> list[str]:
    """The narration's note on a move its seat's player did not make now."""
    if event.get("timeout"):
        return [f"{seats[event['seat']]['name']}'s time ran out: the {event['timeout']} bot answered"]
    if event.get("standing"):
        return [f"{seats[event['seat']]['name']}'s standing answer:"]
    return []
