import pytest

from events.service import ledger as ledger_module


@pytest.fixture
def rebuilds(monkeypatch):
    """Every replay from the first event, counted."""
    calls = []
    real = ledger_module.rebuild

    def counted(events, *args, **kwargs):
        calls.append(len(events))
        return real(events, *args, **kwargs)

    monkeypatch.setattr(ledger_module, "rebuild", counted)
    return calls
