"""Games with a seed a test chose: the service draws each game's seed at random, and a test that checks what
happens in a game pins it, so the game is the same at every run."""

from types import SimpleNamespace

import events.service.ledger as ledger_module


def seed_games(monkeypatch, seed: str) -> str:
    """Games created from now on in this test get `seed` (32 hex digits) instead of a random one; their ids and
    tokens stay random."""
    real = ledger_module.secrets
    monkeypatch.setattr(ledger_module, "secrets", SimpleNamespace(
        token_hex=lambda size: seed if size == 16 else real.token_hex(size), token_urlsafe=real.token_urlsafe))
    return seed
