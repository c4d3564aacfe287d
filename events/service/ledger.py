"""The application service: load a game's events, ask the engine, append. The API and the workers both call it, never
the store. It knows no game by name: a game is a registered Ruleset (engine/games.py).

`Ledger` only puts the service together, from the store it is handed (events.store.Stores), a clock, a seed source and
the enqueuers of bot turns and campaign steps (gameledger/compose.py hands them in). Each job is a part of its own, with
a public interface the others call:

- states: the games as this process holds them (states.py)      - creating: new games (creating.py)
- moves: moves and bot turns (moves.py)                           - views: what a viewer sees, a stream's moments
- history: events pages, narration, verify, export and import    - listing: the game index (listing.py)
- followups: what follows an append (followups.py)                - lobby, life, clocks, standing, undo, webhooks,
                                                                    campaigns: their own modules
"""

import secrets
import time
from datetime import datetime, timezone

from . import standing
from .campaigns import Campaigns
from .creating import Creating, Once
from .followups import FollowUps
from .history import History
from .lifecycle import DEFAULT_ABANDON_AFTER, Lifecycle
from .listing import Listing
from .lobby import Lobby
from .moves import Moves
from .states import States
from .timeouts import Timeouts
from .undo import Undo
from .views import Views
from .webhooks import Webhooks


def new_seed() -> str:
    """A game's seed: 128 random bits, secret until the game is over."""
    return secrets.token_hex(16)


class Ledger:
    """`stores`: events.store.Stores; `clock()`: seconds since 1970; `seeds()`: a new game's seed; `enqueue_bot(game,
    version)` and `enqueue_campaign(campaign, game number)`: how a bot's turn and a campaign's step after its game are
    asked for (None: left to the worker's reconciler); `cache_size`: the games a process holds at once; `abandon_after`:
    seconds without an event after which the worker abandons an active game."""

    def __init__(self, stores, clock=time.time, seeds=new_seed, enqueue_bot=None, enqueue_campaign=None,
                 cache_size: int = 256, abandon_after: float = DEFAULT_ABANDON_AFTER, tally=None):
        self.stores = stores
        self.tally = tally          # the process's metrics (gameledger/metrics.py), or None
        self.store, self.index = stores.events, stores.index
        self.clock, self.seed = clock, seeds
        self.states = States(stores.events, cache_size, tally=tally)
        self.followups = FollowUps(self, enqueue_bot, enqueue_campaign)
        self.creating = Creating(self)
        self.once = Once(stores.creations)      # creations once per Idempotency-Key
        self.moves = Moves(self)
        self.views = Views(self)
        self.history = History(self)
        self.listing = Listing(self)
        self.lobby = Lobby(stores.seats, self)
        self.life = Lifecycle(self, abandon_after)      # resign, abort, end by agreement, abandonment
        self.timeouts = Timeouts(self, stores.deadlines)
        self.standing = standing.Standing(self)
        self.undo = Undo(self)
        self.webhooks = Webhooks(self, stores.hooks)
        self.campaigns = Campaigns(stores.campaigns, stores.campaign_index, self)

    def now(self) -> str:
        """The clock's time as the events record it (ISO 8601, milliseconds)."""
        return datetime.fromtimestamp(round(self.clock() * 1000) / 1000, timezone.utc).isoformat(
            timespec="milliseconds")

    def readiness(self, require_worker: str = "auto") -> str | None:
        """Why this service cannot take requests now, or None when it can: its Redis answers and takes writes, its
        scripts are loaded (loaded here if not), and, where the deployment has workers (`require_worker`: "yes"; or
        "auto", once a worker has beaten on this Redis; "no": never), one beat within the last seconds. A Redis
        that does not answer raises (StoreError)."""
        if self.stores.health() == "full":
            return "Redis is at its memory limit and refuses writes"
        self.stores.load_scripts()
        if require_worker != "no":
            seen, fresh = self.stores.workers()
            if not fresh and (seen or require_worker == "yes"):
                return ("no worker has beaten within the last 15 seconds (gameledger worker: bots' turns, campaigns "
                        "and clocks wait)" if seen else "no worker has ever run on this Redis "
                                                        "(GAMELEDGER_REQUIRE_WORKER=yes)")
        return None

    def beat(self) -> None:
        """A worker is alive and working (its reconciler's rounds call this)."""
        self.stores.beat()

    def health(self) -> str:
        """"ok", "full" (the store refuses writes) or why the store does not answer (StoreError raised)."""
        return self.stores.health()
