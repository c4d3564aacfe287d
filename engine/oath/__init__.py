"""Oath: Chronicles of Empire and Exile (1st edition), under the Law of Oath. Importing the package registers
the ruleset."""

from . import ruleset  # noqa: F401
