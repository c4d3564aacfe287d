"""Games with a seed a test chose: the service draws each game's seed from the seed source it is handed (a new random
one by default), and a test that checks what happens in a game hands it one that gives the seed it pins, so the game
is the same at every run. Ids and tokens stay random."""

from events.service.ledger import new_seed


class Seeds:
    """A seed source: random, until a test pins it."""

    def __init__(self):
        self.pinned = None

    def __call__(self) -> str:
        return self.pinned or new_seed()

    def pin(self, seed: str) -> str:
        """Games created from now on get `seed`."""
        self.pinned = seed
        return seed
