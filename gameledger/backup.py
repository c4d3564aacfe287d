"""Backup and restore of the whole store (`gameledger backup FILE`, `gameledger restore FILE`).

The file is gzip'd msgpack: a header, one record per holding (events/store/holdings.py: a game, a campaign, a player
key, a creation, one of the store's sets, each read in one script while the service runs), then a trailer counting
them. A file is checked whole (gzip's CRC, every record, the trailer's count) before anything is written, so a
truncated, corrupt or foreign file, or one of another format version, is refused with the store untouched.

    {"format": "gameledger-backup", "version": 1, "created": "...Z", "gameledger": "0.1.0"}
    {"kind": "game", "id": "2f2eb2ff4bce3281", "keys": {"events": ["stream", [["1-0", [b"c", b"...", ...]], ...]],
                                                         "meta": ["hash", [b"ruleset", b"dominion", ...]], ...}}
    ...
    {"end": true, "holdings": 42, "count": {"game": 30, "campaign": 2, ...}}

Campaigns are read before games and creations after them, so that a step or a creation caught half way is one the
service finishes after a restore (a campaign's next game found started, a creation carried out from its plan) rather
than one it does twice.
"""

import gzip
import shutil
import tempfile
import zlib
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from importlib.metadata import PackageNotFoundError, version

import msgpack

from events.store import Stores
from events.store import CAMPAIGN_PREFIX, PREFIX
from events.store.holdings import Holding, HoldingError, Holdings

FORMAT = "gameledger-backup"
VERSION = 1
ORDER = ("campaign", "game", "player", "creation", "set")
SETS = ("deadlines", "hooked")
MAX_RECORD = 512 * 1024 * 1024      # the largest record (one game) a restore reads


class BackupError(Exception):
    """A file that is not a whole gameledger backup this version reads, or a store a restore may not write to."""


@dataclass
class Restored:
    count: Counter = field(default_factory=Counter)      # holdings written, by kind, and their events ("events")
    skipped: list = field(default_factory=list)         # (kind, id) of the holdings the store had already
    indexed: tuple = (0, 0)                             # games and campaigns in the rebuilt indexes


def holdings_of(stores: Stores) -> Holdings:
    return Holdings(stores.redis, PREFIX, CAMPAIGN_PREFIX)


def plan(stores: Stores) -> list[tuple[str, str, list | None]]:
    """(kind, id, key names or None) of every holding to back up, in ORDER: games and campaigns from their indexes,
    player keys and creations by SCAN."""
    holdings = holdings_of(stores)
    found = {
        "campaign": [(i, None) for i in stores.campaign_index.all_ids()],
        "game": [(i, None) for i in stores.index.all_ids()],
        "player": [(i, None) for i in holdings.players()],
        "creation": list(holdings.creations().items()),
        "set": [(name, None) for name in SETS],
    }
    return [(kind, holding_id, names) for kind in ORDER for holding_id, names in found[kind]]


def write_backup(stores: Stores, out, planned, progress=lambda count: None) -> Counter:
    """Write the holdings `planned` to the binary file `out`; returns how many of each kind were written (a game
    indexed but with no key yet, a creation being made, is left out) and their events (`events`)."""
    holdings, count = holdings_of(stores), Counter()
    packer = msgpack.Packer(use_bin_type=True)
    with gzip.GzipFile(fileobj=out, mode="wb", mtime=0) as packed:
        packed.write(packer.pack({"format": FORMAT, "version": VERSION, "gameledger": _version(),
                                  "created": datetime.now(timezone.utc).isoformat(timespec="seconds")
                                  .replace("+00:00", "Z")}))
        for kind, holding_id, names in planned:
            holding = holdings.read(kind, holding_id, names)
            progress(1)
            if holding is None:
                continue
            packed.write(packer.pack({"kind": kind, "id": holding_id,
                                      "keys": {name: list(value) for name, value in holding.keys.items()}}))
            count[kind] += 1
            count["events"] += holding.events
        kinds = {kind: count[kind] for kind in ORDER}
        packed.write(packer.pack({"end": True, "holdings": sum(kinds.values()), "count": kinds}))
    return count


def check_backup(file) -> tuple[dict, dict]:
    """(header, trailer) of a whole backup this version reads; BackupError saying what is wrong otherwise. `file`: a
    binary file, read to its end."""
    header = trailer = None
    seen = 0
    for record in _records(file):
        if header is None:
            header = record
            if not isinstance(record, dict) or record.get("format") != FORMAT:
                raise BackupError("not a gameledger backup (its first record names no format \"gameledger-backup\")")
            if record.get("version") != VERSION:
                raise BackupError(f"a gameledger backup of format version {record.get('version')!r}; this gameledger "
                                  f"reads version {VERSION}")
            continue
        if trailer is not None:
            raise BackupError("records after the end of the backup")
        if isinstance(record, dict) and record.get("end") is True:
            trailer = record
            continue
        _holding(record)
        seen += 1
    if header is None:
        raise BackupError("an empty file")
    if trailer is None:
        raise BackupError("the backup stops before its end (truncated: no trailer)")
    if trailer.get("holdings") != seen:
        raise BackupError(f"the trailer counts {trailer.get('holdings')} records, the file holds {seen}")
    return header, trailer


def restore(stores: Stores, file, merge: bool = False, progress=lambda count: None, reindex=None) -> Restored:
    """Write every holding of the backup `file` (binary, seekable, checked by check_backup) into the store, then
    rebuild the indexes (`reindex`: a function answering (games, campaigns) indexed). Games, campaigns and creations
    the store holds already are skipped, never overwritten."""
    holdings, restored = holdings_of(stores), Restored()
    for record in _records(file):
        if "kind" not in record:
            continue        # the header and the trailer
        holding = _holding(record)
        if holdings.write(holding, merge):
            restored.count[holding.kind] += 1
            restored.count["events"] += holding.events
        else:
            restored.skipped.append((holding.kind, holding.id))
        progress(1)
    if reindex:
        restored.indexed = reindex()
    return restored


def spooled(stream):
    """A seekable copy of a binary stream (standard input), for a restore that reads its file twice."""
    copy = tempfile.TemporaryFile()
    shutil.copyfileobj(stream, copy)
    copy.seek(0)
    return copy


def _records(file):
    file.seek(0)
    try:
        with gzip.GzipFile(fileobj=file, mode="rb") as unpacked:
            yield from msgpack.Unpacker(unpacked, raw=False, max_buffer_size=MAX_RECORD)
    except (EOFError, gzip.BadGzipFile, zlib.error) as error:
        raise BackupError(f"not a whole gzip file ({error or 'truncated'})") from error
    except (msgpack.UnpackException, ValueError) as error:
        raise BackupError(f"a record that cannot be read ({error})") from error


def _holding(record) -> Holding:
    if not (isinstance(record, dict) and set(record) == {"kind", "id", "keys"}):
        raise BackupError("a record that is neither a holding nor the trailer")
    holding = Holding(record["kind"], record["id"], record["keys"])
    try:
        holding.check()
    except HoldingError as error:
        raise BackupError(f"a record the store has no place for: {error}") from error
    return holding


def _version() -> str:
    try:
        return version("gameledger")
    except PackageNotFoundError:
        return "unknown"
