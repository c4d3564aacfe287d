"""Oath: Chronicles of Empire and Exile (1st edition), under the Law of Oath."""

from . import abilities  # noqa: F401  (registers every card's powers and hook contributions, once)
from .ruleset import OATH

__all__ = ["OATH"]
