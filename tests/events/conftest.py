import sys

import pytest

from events.service import replay


@pytest.fixture
def rebuilds(monkeypatch):
    """Every replay from the first event, counted: the service's `rebuild` wrapped wherever its modules hold it."""
    calls = []
    real = replay.rebuild

    def counted(events, *args, **kwargs):
        calls.append(len(events))
        return real(events, *args, **kwargs)

    for name, module in list(sys.modules.items()):
        if name.startswith("events.service") and getattr(module, "rebuild", None) is real:
            monkeypatch.setattr(module, "rebuild", counted)
    return calls
