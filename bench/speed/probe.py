"""In each API worker, count the replays of a game from its first event: the app factory `granian_app` (the service's
app, with `count_replays` set up in the worker).

The service exposes no such count, so the bench wraps `rebuild` (events.service.replay) wherever the service's
modules hold it, and each worker appends one line per replay to a file of its own in BENCH_PROBE_DIR: the events it
replayed. Only a rebuild that starts at the `created` event counts; a state that catches up applies its few
events some other way and is not a replay. `replays(dir)` sums the files.
"""

import os
import sys
from pathlib import Path


def count_replays():
    folder = os.environ.get("BENCH_PROBE_DIR")
    if not folder:
        return
    import events.service.replay as replay

    original = replay.rebuild
    path = Path(folder) / f"replays-{os.getpid()}"

    def counted(events, *args, **kwargs):
        if events and events[0].get("type") == "created":
            with open(path, "a") as out:
                out.write(f"{len(events)}\n")
        return original(events, *args, **kwargs)

    for name, module in list(sys.modules.items()):
        if name.startswith("events.service") and getattr(module, "rebuild", None) is original:
            module.rebuild = counted


def granian_app():
    """The app `gameledger serve` runs on granian, with the replays counted."""
    from gameledger.serving import granian_app as served

    app = served()
    count_replays()
    return app


def replays(folder) -> tuple[int, int]:
    """(replays from the first event, events replayed) so far by every API worker that wrote to `folder`."""
    counts = [int(line) for path in Path(folder).glob("replays-*") for line in path.read_text().split()]
    return len(counts), sum(counts)
