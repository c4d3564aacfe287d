"""The contract every game implements (DESIGN.md), with what the service needs to know of a game as data: its
players, its options and their schema, and a typed result. Games are named in engine/games.py, never here."""

from abc import ABC, abstractmethod
from dataclasses import dataclass

from . import snapshots
from .decision import Decision
from .errors import InvalidOptions, SnapshotRefused
from .result import Result
from .vocabulary import Vocabulary

_JSON_TYPES = {"string": str, "array": list, "object": dict, "boolean": bool, "integer": int}


@dataclass(frozen=True)
class Option:
    """One setup option: its JSON type(s) and what it means. The service fills `players` from the seats."""
    types: tuple[str, ...]
    description: str

    def accepts(self, value) -> bool:
        return any(isinstance(value, _JSON_TYPES[kind]) and not (kind == "integer" and isinstance(value, bool))
                   for kind in self.types)


class Ruleset(ABC):
    id: str = ""
    version: int = 1            # the version new games are created under; recorded in their first event
    versions: tuple = (1,)      # every version whose games this ruleset still replays
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    options: dict[str, Option] = {}     # every option a game may be created with, besides `players`
    endings: tuple = ()                 # the endings a study always lists (others are listed as they are seen)
    studies = None                      # the game's own studies for the simulator, if it has any (Dominion's)

    def check_options(self, options: dict) -> None:
        """Refuse options this game does not take, or of the wrong JSON type, naming them. Checked when a game is
        created (a recorded game replays with the options it was created with)."""
        if not isinstance(options, dict):
            raise InvalidOptions("options must be a JSON object")
        unknown = sorted(set(options) - set(self.options) - {"players"})
        if unknown:
            taken = ", ".join(sorted(self.options)) or "none"
            raise InvalidOptions(f"unknown option{'s' if len(unknown) > 1 else ''} "
                                 f"{', '.join(map(repr, unknown))}; {self.title or self.id} takes: {taken}")
        for name, value in options.items():
            option = self.options.get(name)
            if option and value is not None and not option.accepts(value):
                raise InvalidOptions(f"option {name!r} must be {' or '.join(option.types)}")

    def check_players(self, count: int) -> None:
        if not self.min_players <= count <= self.max_players:
            raise InvalidOptions(f"{self.title or self.id} takes {self.min_players} to {self.max_players} players, "
                                 f"not {count}")

    def options_schema(self) -> dict:
        """The options as a JSON Schema object, for clients."""
        return {"type": "object", "additionalProperties": False,
                "properties": {name: {"type": list(o.types) if len(o.types) > 1 else o.types[0],
                                      "description": o.description} for name, o in self.options.items()}}

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
    def result(self, state) -> Result | None:
        """Winners, turns, the ending and any scores once the game is over, else None."""

    @abstractmethod
    def state_hash(self, state) -> str:
        """The hash recorded in each event; replays must reproduce it."""

    def narration(self, state, viewer: int | None) -> list[str]:
        """Lines of narration produced by the last applied move, as `viewer` may read them."""
        return []

    # --- snapshots: a state as plain JSON data, so a game loads without replaying every event (DESIGN.md)

    def snapshot(self, state) -> dict | None:
        """The whole state as plain JSON data, with its format, this ruleset and its version inside, when the game
        stands where no effect is in progress; else None (load by replaying the events)."""
        return None

    def restore(self, data: dict):
        """The live state a snapshot was written from: the same decision and state hash, and the same game on from
        there. A snapshot of another format, ruleset or version, or altered, raises SnapshotRefused."""
        raise SnapshotRefused(f"{self.title or self.id} has no snapshots")

    def exposure(self, state) -> int | None:
        """A count that grows whenever the game draws randomness (a shuffle, a die) or takes or shows a card that
        was hidden (a draw, a reveal, a look at a deck or a face-down card); not part of the state's hash. A move
        is taken back by consent only if the count stood still since (events.service.undo). None: the game
        cannot tell, and no move is taken back."""
        return None

    def vocabulary(self) -> Vocabulary:
        """Every kind of decision the game asks, the shapes of the moves that answer them and of its view
        (engine/core/vocabulary.py): the source of the typed contract. Empty by default: nothing declared."""
        return Vocabulary()

    def reference(self) -> dict:
        """Every card as a client shows it, read from the game's own card data: {"cards": [{"id", "names": {"en",
        ...}, "text", ...}]}, ids as decisions and views name cards, and other named pieces beside them (Oath's
        sites). Fixed for a version of the rules."""
        return {"cards": []}

    def bots(self) -> dict:
        """Bot id -> policy(view, decision) -> move."""
        return {}

    def bot_descriptions(self) -> dict:
        return {bot: "" for bot in self.bots()}

    def resigned_bot(self) -> tuple[str, object]:
        """(name, policy) of what answers the decisions of a seat that resigned while the game goes on without it
        (events.service.life records the name in the resignation). A game states its own rule; by default its
        `random` bot answers."""
        return "random", self.bots()["random"]

    # --- campaigns: games played one after another, each set up from what the last one wrote (Oath's Chronicle).
    # A game with campaigns names `campaign_option`, the option its carried data is given as, and writes the four
    # methods below; the data is a text (Oath: the chronicle's save string), which may hold hidden parts.

    campaign_option: str | None = None

    def campaign_text(self, option) -> str:
        """The carried data a campaign starts from, as the text a game's `campaign_option` takes (a named start
        such as Oath's "new" written out); InvalidOptions says what is wrong with it."""
        raise InvalidOptions(f"{self.title or self.id} has no campaigns")

    def campaign_out(self, state) -> str | None:
        """The text the finished game wrote for the next one, once written; else None."""
        return None

    def campaign_summary(self, text: str, full: bool) -> dict:
        """The text as data: its public parts only, or everything (`full`, for the campaign's owner)."""
        return {}

    def campaign_first_seat(self, text: str) -> str | None:
        """The name of the player the text says takes the first seat of the next game, if any."""
        return None


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
        # FlowGame.decision written out, without the property and the call: asked before every move
        current = state.flow.current
        if current is not None and current.choices is None and current.listing is not None:
            current.listed()
        return current

    def apply(self, state, move: dict):
        return state.apply(move)

    def state_hash(self, state) -> str:
        return state.hash()

    def narration(self, state, viewer):
        return state.narration(viewer)

    # The board's Codec (engine.core.snapshots): the game names its classes; without one there are no snapshots.
    codec = None

    def snapshot(self, state) -> dict | None:
        decision = state.decision
        if decision is None or decision.resume is None or self.codec is None or state.version is None:
            return None
        return snapshots.envelope(self.id, state.version, decision.resume, state.hash(),
                                  self.codec.write(state.board))

    def restore(self, data: dict):
        if self.codec is None:
            return super().restore(data)
        data = snapshots.opened(data, self.id, self.versions)
        try:
            state = self.game.resumed(self.codec.read(data["board"]), data["point"], data["version"])
        except SnapshotRefused:
            raise
        except Exception as error:     # a board no game of this engine could hold: it was not written by one
            raise SnapshotRefused(f"the snapshot's board cannot be played on: {error!r}") from error
        decision = state.decision
        if decision is None or decision.resume != data["point"] or state.hash() != data["hash"]:
            raise SnapshotRefused("the restored game does not stand where its snapshot says (another engine "
                                  "wrote it); replay the events instead")
        return state

    def bots(self) -> dict:
        return dict(self.bot_registry)

    def bot_descriptions(self) -> dict:
        return dict(self.bot_notes)
