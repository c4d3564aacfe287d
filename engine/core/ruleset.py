"""The contract every game implements, and the registry the service layer finds games in.

The service layer knows no game by name: it looks a ruleset up here by its id.
"""

from abc import ABC, abstractmethod

from .decision import Decision
from .errors import InvalidOptions


class Ruleset(ABC):
    id: str = ""
    version: int = 1            # the version new games are created under; recorded in their first event
    versions: tuple = (1,)      # every version whose games this ruleset still replays
    title: str = ""

    @abstractmethod
    def setup(self, options: dict, seed: str, version: int | None = None):
        """A new game's state under `version` (default: the current one; a recorded game replays under its own).
        `options` are validated here (InvalidOptions says what is wrong)."""

    def check_version(self, version: int | None) -> int:
        """The version to play under: the current one for None; an unknown one raises InvalidOptions."""
        if version is None:
            return self.version
        if version not in self.versions:
            known = ", ".join(map(str, self.versions))
            raise InvalidOptions(f"{self.id} cannot play version {version!r} of its rules; versions: {known}")
        return version

    @abstractmethod
    def decision(self, state) -> Decision | None:
        """Who must act now and what they may answer; None once the game is over."""

    @abstractmethod
    def apply(self, state, move: dict):
        """Advance by one legal move and return the state; an illegal move raises IllegalMove and changes nothing."""

    def legal_moves(self, state) -> list:
        current = self.decision(state)
        return current.legal_moves() if current else []

    @abstractmethod
    def view(self, state, viewer: int | None) -> dict:
        """What one seat (or a spectator, viewer None) may see."""

    def bot_view(self, state, viewer: int):
        """The same view, for a bot in the same process; a game may work its parts out only as they are read."""
        return self.view(state, viewer)

    @abstractmethod
    def result(self, state) -> dict | None:
        """Scores and winners once the game is over, else None."""

    @abstractmethod
    def state_hash(self, state) -> str:
        """The hash recorded in each event; replays must reproduce it."""

    def narration(self, state, viewer: int | None) -> list[str]:
        """Lines of narration produced by the last applied move, as `viewer` may read them."""
        return []

    def bots(self) -> dict:
        """Bot id -> policy(view, decision) -> move."""
        return {}

    def bot_descriptions(self) -> dict:
        return {bot: "" for bot in self.bots()}


class FlowRuleset(Ruleset):
    """A ruleset whose states are FlowGames (engine.core.flow): the contract's plumbing written once. A game
    names its `game` class and its `bot_registry` (id -> policy) and `bot_notes` (id -> description), and writes
    view and result."""

    game = None
    bot_registry: dict = {}
    bot_notes: dict = {}

    def setup(self, options: dict, seed: str, version: int | None = None):
        return self.game(options, seed, self.check_version(version))

    def decision(self, state):
        return state.decision

    def apply(self, state, move: dict):
        return state.apply(move)

    def state_hash(self, state) -> str:
        return state.hash()

    def narration(self, state, viewer):
        return state.narration(viewer)

    def bots(self) -> dict:
        return dict(self.bot_registry)

    def bot_descriptions(self) -> dict:
        return dict(self.bot_notes)


_RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    _RULESETS[ruleset.id] = ruleset
    return ruleset


def get_ruleset(ruleset_id: str) -> Ruleset:
    _load_builtin()
    try:
        return _RULESETS[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(_RULESETS)) or "none"
        raise InvalidOptions(f"unknown ruleset {ruleset_id!r}; known rulesets: {known}") from None


def rulesets() -> dict[str, Ruleset]:
    _load_builtin()
    return dict(_RULESETS)


def _load_builtin() -> None:
    # One line per game: importing a game's package registers its ruleset.
    import engine.dominion  # noqa: F401
    import engine.oath  # noqa: F401
