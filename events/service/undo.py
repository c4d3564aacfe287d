"""Undo by consent: a seat asks to take back its last move; every other human seat still playing must agree; the
undo is itself an event ("undo", events.service.life) after which the game is as it was before that move (a replay
rebuilds the state at that version again, and the event records its hash).

Refused (UndoRefused, 409) when the game's last move is not the seat's (a bot's or another seat's came after it),
when the clock answered it, and when the move drew randomness or took or showed anything hidden (a shuffle, a draw,
a die, a reveal, a look at a deck): the engine's exposure count (Ruleset.exposure) moved while the move was replayed,
so nobody can peek and retry. An undo asked for lapses when any move is made; it may be declined by any seat asked,
or withdrawn by the seat that asked.
"""

from events.errors import UndoRefused

from .life import UNDO, UNDO_AGREE, UNDO_DECLINE, UNDO_REQUEST


class Undo:
    def __init__(self, ledger):
        self.ledger = ledger

    def ask(self, game_id: str, seat: int | None) -> dict:
        """The seat asks to take back its last move (taken back at once when no other human seat plays)."""
        def event(held):
            lived = held.life
            _playing(held, seat)
            if lived.undo:
                raise UndoRefused(f"{_name(held, lived.undo['seat'])} has asked to take back a move already: it is "
                                  "agreed to or declined first")
            move = last_move(self.ledger.store.read(game_id))
            if move is None or move["seat"] != seat:
                whose = "no move has been made" if move is None else f"the last move is {_name(held, move['seat'])}'s"
                raise UndoRefused(f"only the game's last move is taken back, by the seat that made it; {whose}")
            if move.get("timeout"):
                raise UndoRefused("the clock answered that move when its time ran out: it is not taken back")
            self._unseen(game_id, held, move)
            to = move["version"] - 1
            if not [s for s in lived.humans(held.facts.seats) if s != seat]:
                return {"type": UNDO, "seat": seat, "to": to}
            return {"type": UNDO_REQUEST, "seat": seat, "to": to, "move": move["version"]}
        return self.ledger.life.record(game_id, event)

    def agree(self, game_id: str, seat: int | None) -> dict:
        def event(held):
            pending = self._pending(held)
            _playing(held, seat)
            if seat == pending["seat"] or seat in pending["agreed"]:
                return None         # agreed already: the answer is the game as it is
            waiting = set(held.life.humans(held.facts.seats)) - {pending["seat"], seat, *pending["agreed"]}
            if not waiting:
                return {"type": UNDO, "seat": seat, "to": pending["to"]}
            return {"type": UNDO_AGREE, "seat": seat}
        return self.ledger.life.record(game_id, event)

    def decline(self, game_id: str, seat: int | None) -> dict:
        """Any human seat still playing declines (the seat that asked withdraws)."""
        def event(held):
            self._pending(held)
            _playing(held, seat)
            return {"type": UNDO_DECLINE, "seat": seat}
        return self.ledger.life.record(game_id, event)

    @staticmethod
    def _pending(held) -> dict:
        if not held.life.undo:
            raise UndoRefused("no undo is asked for (or it lapsed when a move was made)")
        return held.life.undo

    def _unseen(self, game_id, held, move) -> None:
        """Refuse unless replaying `move` drew no randomness and took or showed nothing hidden."""
        ruleset = held.facts.ruleset
        state = self.ledger.states.state_at(game_id, held, move["version"] - 1)      # a state of its own, before it
        before = ruleset.exposure(state)
        if before is None:
            raise UndoRefused(f"{ruleset.title or ruleset.id} cannot tell whether a move showed anything hidden, so "
                              "its moves are not taken back")
        ruleset.apply(state, move["move"])
        if ruleset.exposure(state) != before:
            raise UndoRefused("that move drew randomness or took or showed something hidden (a shuffle, a draw, a "
                              "die, a reveal): it is not taken back, so nobody can peek and try again")


def last_move(events: list[dict]) -> dict | None:
    """The last move of the game as it stands: moves taken back by an undo are skipped."""
    version = len(events)
    while version >= 1:
        event = events[version - 1]
        if event["type"] == UNDO:
            version = event["to"]
        elif event["type"] == "move":
            return event
        else:
            version -= 1
    return None


def _playing(held, seat) -> None:
    if seat is None:
        raise UndoRefused("this needs the bearer token of a seat of the game")
    if seat not in held.life.humans(held.facts.seats):
        raise UndoRefused("only a human seat still playing asks for, agrees to or declines an undo")


def _name(held, seat) -> str:
    return held.facts.seats[seat]["name"]
