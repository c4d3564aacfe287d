"""Snapshots: a live game written as plain JSON data at a point where no effect is in progress, and read back.

A FlowGame's effects in progress live as suspended code, which cannot be written down; but where its flow asks a
decision with nothing in progress (a Decision with `resume` set: the top of a turn's loop), everything the flow
holds is on the board, and the flow can be started again there from the board alone. A snapshot is then the board,
written by a `Codec`, and the name of that point.

The codec is tagged plain data over a whitelist: the engine's own classes, named by each game, and nothing else.
Reading a snapshot builds only those classes, from their fields, and never runs code named by the data (never
pickle). Plain dicts, lists, strings, integers, booleans and None are written as they are; anything else is tagged
with "$": a whitelisted object as {"$": class name, field: value, ...}; a tuple, a set or a dict whose keys are not
all strings (or that has a "$" key) as {"$": "tuple" | "set" | "frozenset" | "dict", "items": [...]}.
"""

import hashlib
import math
from dataclasses import MISSING, fields

from .errors import SnapshotRefused
from .hashing import canonical_json
from .rng import SeededRandom

FORMAT = "gameledger-snapshot/1"    # a change to how snapshots are written bumps this; other formats are refused
TAG = "$"
_CONTAINERS = ("tuple", "set", "frozenset", "dict")
_SCALARS = (str, int, bool, type(None))


class _Shape:
    """How one whitelisted class is written: its fields, and those worked out again after reading (not state)."""

    def __init__(self, cls, derived: tuple):
        self.cls = cls
        self.names = tuple(f.name for f in fields(cls) if f.name not in derived)
        self.derived = tuple(f for f in fields(cls) if f.name in derived)
        self.skipped = frozenset(derived)
        self.slotted = "__slots__" in vars(cls)
        self.defaults = {f.name: f for f in fields(cls)}


class Codec:
    """Plain data of a board and back. `classes` are the dataclasses a board is made of; `derived` names, per class,
    the fields (or cached attributes) that are not state and are worked out again once read: left out when written,
    their defaults when read (narration, caches, rules fixed by the kingdom). The random source is always known."""

    def __init__(self, *classes, derived: dict | None = None):
        derived = derived or {}
        self.shapes = {}
        for cls in classes:
            if cls.__name__ in _CONTAINERS or cls.__name__ in self.shapes:
                raise ValueError(f"{cls.__name__} cannot be named twice nor as a container")
            self.shapes[cls.__name__] = _Shape(cls, tuple(derived.get(cls, ())))
        self.by_class = {shape.cls: shape for shape in self.shapes.values()}

    # --- writing -----------------------------------------------------------------------------------------------

    def write(self, value):
        kind = type(value)
        if kind is str or kind is int or kind is bool or value is None:
            return value
        if kind is list:
            if all(type(item) in _SCALARS for item in value):     # decks, piles, ids: the bulk of a board
                return list(value)
            return [self.write(item) for item in value]
        if kind is dict:
            if TAG not in value and all(type(key) is str for key in value):
                return {key: self.write(item) for key, item in value.items()}
            return {TAG: "dict", "items": [[self.write(key), self.write(item)] for key, item in value.items()]}
        if kind is tuple:
            return {TAG: "tuple", "items": [self.write(item) for item in value]}
        if kind is set or kind is frozenset:
            # written in a fixed order, so one set always writes the same data
            items = sorted((self.write(item) for item in value), key=canonical_json)
            return {TAG: kind.__name__, "items": items}
        if kind is float:
            if not math.isfinite(value):
                raise TypeError(f"{value!r} is not snapshot data")
            return value        # a finite float reads back exactly from JSON
        if kind is SeededRandom:
            return {TAG: "SeededRandom", "seed": value.seed, "counter": value.counter, "stream": value.stream}
        shape = self.by_class.get(kind)
        if shape is None:
            raise TypeError(f"{kind.__name__} is not snapshot data (not one of the classes this game names)")
        return self._write_object(value, shape)

    def _write_object(self, value, shape: _Shape) -> dict:
        data = {TAG: shape.cls.__name__}
        for name in shape.names:
            data[name] = self.write(getattr(value, name))
        if not shape.slotted:
            extra = set(vars(value)) - set(shape.names) - shape.skipped
            if extra:       # an attribute a snapshot would lose: name it as derived, or make it a field
                raise TypeError(f"{shape.cls.__name__} holds {', '.join(sorted(extra))}, which are not its fields")
        return data

    # --- reading -----------------------------------------------------------------------------------------------

    def read(self, data):
        kind = type(data)
        if kind is str or kind is int or kind is bool or data is None or kind is float:
            return data
        if kind is list:
            return [self.read(item) for item in data]
        if kind is not dict:
            raise SnapshotRefused(f"{kind.__name__} is not snapshot data")
        tag = data.get(TAG)
        if tag is None:
            return {key: self.read(item) for key, item in data.items()}
        if tag in _CONTAINERS:
            return self._read_container(tag, data)
        if tag == "SeededRandom":
            return SeededRandom(data["seed"], data["counter"], data["stream"])
        shape = self.shapes.get(tag)
        if shape is None:
            raise SnapshotRefused(f"{tag!r} is not a class this game's snapshots hold")
        return self._read_object(data, shape)

    def _read_container(self, tag: str, data: dict):
        items = data.get("items")
        if type(items) is not list:
            raise SnapshotRefused(f"a {tag} in a snapshot has no list of items")
        if tag == "dict":
            return {self._key(self.read(key)): self.read(item) for key, item in items}
        return {"tuple": tuple, "set": set, "frozenset": frozenset}[tag](map(self._key, map(self.read, items)))

    @staticmethod
    def _key(value):
        if type(value) in (list, dict, set):
            raise SnapshotRefused(f"a {type(value).__name__} cannot be a key or a set's item")
        return value

    def _read_object(self, data: dict, shape: _Shape):
        unknown = set(data) - set(shape.names) - {TAG}
        if unknown:
            raise SnapshotRefused(f"{shape.cls.__name__} has no field {', '.join(sorted(unknown))}")
        value = shape.cls.__new__(shape.cls)
        for name in shape.names:
            _set(value, name, self.read(data[name]) if name in data else _default(shape, name))
        for field in shape.derived:
            _set(value, field.name, _default(shape, field.name))
        return value


_set = object.__setattr__     # frozen dataclasses too


def _default(shape: _Shape, name: str):
    """A field's default: a derived one's, or one a board gained after the snapshot was written."""
    field = shape.defaults[name]
    if field.default is not MISSING:
        return field.default
    if field.default_factory is not MISSING:
        return field.default_factory()
    raise SnapshotRefused(f"{shape.cls.__name__}.{name} is missing from the snapshot")


# --- the envelope: what a snapshot says of itself ------------------------------------------------------------

def envelope(ruleset_id: str, version: int, point: str, state_hash: str, board: dict) -> dict:
    """The snapshot of a board at `point` of its flow, marked with its format, ruleset and ruleset version, the
    state hash it restores to, and a digest of all of that, so an altered or foreign snapshot is refused."""
    data = {"format": FORMAT, "ruleset": ruleset_id, "version": version, "point": point, "hash": state_hash,
            "board": board}
    data["digest"] = _digest(data)
    return data


def opened(data, ruleset_id: str, versions: tuple) -> dict:
    """The snapshot's parts once it is known to be one this ruleset wrote, in this format and for a version it
    plays, unaltered; else SnapshotRefused, saying why."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise SnapshotRefused(f"not a snapshot of format {FORMAT} (found {found!r}); replay the events instead")
    if data.get("ruleset") != ruleset_id:
        raise SnapshotRefused(f"a snapshot of {data.get('ruleset')!r} cannot be restored as {ruleset_id!r}")
    if data.get("version") not in versions:
        raise SnapshotRefused(f"a snapshot of {ruleset_id} version {data.get('version')!r}: this engine plays "
                              f"versions {', '.join(map(str, versions))}")
    body = {key: value for key, value in data.items() if key != "digest"}
    if data.get("digest") != _digest(body):
        raise SnapshotRefused("the snapshot was altered after it was written (its digest does not match)")
    return data


def _digest(data: dict) -> str:
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()
