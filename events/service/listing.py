"""The game index as clients list it (GET /games), and as the worker's reconciler reads it: each game's entry brought up
to its metadata, the games waiting on a bot, and the whole index rebuilt from every game."""

import json

from events.errors import GameNotFound

LISTED = ("ruleset", "status", "version", "players", "result", "open")     # the metadata a listed game shows
REBUILT = ("ruleset", "status", "players", "created")
CHUNK = 1000        # games whose metadata is read in one round trip when the index is rebuilt


class Listing:
    def __init__(self, ledger):
        self.ledger = ledger

    def list_games(self, ruleset=None, status=None, player=None, offset=0, limit=50) -> dict:
        """A page of games newest first and the total: one round trip for the ids, one for their metadata."""
        ledger = self.ledger
        ids, total = ledger.index.list(ruleset=ruleset, status=status, player=player, offset=offset, limit=limit)
        games = []
        for game_id, meta in zip(ids, ledger.store.metas(ids, LISTED)):
            if meta["ruleset"] is None:
                continue        # listed but no metadata: no game was written under this id
            game = {"id": game_id, "ruleset": meta["ruleset"], "status": meta["status"],
                    "version": int(meta["version"] or 0), "players": json.loads(meta["players"] or "[]")}
            if meta["result"] is not None:
                game["result"] = json.loads(meta["result"])
            if meta["status"] == "open":
                game["open_seats"] = json.loads(meta["open"] or "[]")
            games.append(game)
        return {"games": games, "total": total, "offset": offset, "limit": limit}

    def index_game(self, game_id: str, meta: dict | None = None, force: bool = False) -> None:
        """Bring the game index up to the game's metadata (written with its last event). No round trip when this
        process last indexed the game as it is (only creation and the end change what the index lists) unless
        forced."""
        meta = meta or self.ledger.states.meta(game_id)
        self.ledger.index.record(game_id, meta["ruleset"], meta["status"], json.loads(meta["players"]),
                                 float(meta["created"]), force=force)

    def waiting_on_bot(self) -> list[tuple[str, int]]:
        """Active games whose next decision belongs to a bot, with their versions (for the reconciler). On the way,
        a game the index still lists as active after its last move ended it (a crash between the append and the
        index, or a slower process recording what it read before) is indexed again, and a deadline a crash left out
        of the clocks' set is put back (events.service.clocks)."""
        ledger, waiting, deadlines = self.ledger, [], {}
        for game_id in ledger.index.all_ids(status="active"):
            try:
                meta = ledger.states.meta(game_id)
            except GameNotFound:
                continue
            if meta.get("status") != "active":
                self.index_game(game_id, meta, force=True)     # this process may remember it as indexed already
                continue
            if meta.get("waiting") == "bot":
                waiting.append((game_id, int(meta["version"])))
            if meta.get("deadline"):
                deadlines[game_id] = float(meta["deadline"])
        ledger.timeouts.deadlines.set_many(deadlines)      # one a crash left out after its append
        return waiting

    def reindex(self) -> int:
        """Rebuild the game index from every game's metadata: after an upgrade from the index that intersected one
        set per filter at query time (its one-filter sets keep working until then; games that move fill the rest
        as they go), or to repair it. Returns how many games were indexed."""
        store = self.ledger.store
        ids = store.game_ids()

        def games():
            for start in range(0, len(ids), CHUNK):
                chunk = ids[start:start + CHUNK]
                for game_id, meta in zip(chunk, store.metas(chunk, REBUILT)):
                    if None not in meta.values():
                        yield game_id, meta["ruleset"], meta["status"], json.loads(meta["players"]), \
                            float(meta["created"])
        return self.ledger.index.rebuild(games())
