"""Oath: Chronicles of Empire and Exile (1st edition), under the Law of Oath."""

from .ruleset import OATH

__all__ = ["OATH"]
