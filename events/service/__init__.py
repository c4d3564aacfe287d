"""The application: create, submit, bot turns, queries, access (tokens, redaction), the state cache and the portable
export file. Calls the store and the engine; knows no game by name."""

from .ledger import Ledger, Submitted
from .replay import Rebuilt, rebuild

__all__ = ["Ledger", "Rebuilt", "Submitted", "rebuild"]
