"""The application: a game's life from creation to its end, the views of it, its history, the lobby, campaigns, clocks
and webhooks, each its own part of the Ledger (events/service/ledger.py). Calls the store and the engine; holds no
Redis client and knows no game by name."""

from .ledger import Ledger
from .moves import Submitted
from .replay import Rebuilt, rebuild

__all__ = ["Ledger", "Rebuilt", "Submitted", "rebuild"]
