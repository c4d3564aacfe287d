"""What follows an append: a snapshot now and then; when the game is over, its stream compacted and its index entry
brought up to it; the seat clock's next deadline; a bot woken if one must act, and a finished campaign game's campaign
carried on. All of it is found again by the worker's reconciler, so a follow-up that fails (Redis at its memory limit,
say) is logged and left: the request that appended is answered."""

import logging

from events.store import StoreError

from . import metadata, snapshots

log = logging.getLogger(__name__)


class FollowUps:
    """`ledger`: the service (its states, index, clocks); `enqueue_bot(game, version)` and `enqueue_campaign(campaign,
    game number)`: how a bot's turn and a campaign's step are asked for (None: left to the reconciler)."""

    def __init__(self, ledger, enqueue_bot=None, enqueue_campaign=None):
        self.ledger = ledger
        self.enqueue_bot = enqueue_bot
        self.enqueue_campaign = enqueue_campaign

    def appended(self, game_id: str, held, wake: bool = True) -> None:
        """After `held` moved on by an append it made (or a new game's first state)."""
        try:
            self._follow_up(game_id, held, wake)
        except StoreError as error:
            log.warning("game %s, version %s: a follow-up of the append failed (%s); the reconciler finishes it",
                        game_id, held.version, error)

    def _follow_up(self, game_id: str, held, wake: bool) -> None:
        ledger = self.ledger
        facts, state, version = held.facts, held.state, held.version
        if version - held.snapshot_version >= ledger.states.snapshot_every:
            data = snapshots.take(facts.ruleset, state)
            if data is not None:
                ledger.store.keep_snapshot(game_id, version, data)
                held.snapshot_version = version
        decision = None if held.life.ended else facts.ruleset.decision(state)
        if decision is None and version > 1:
            ledger.store.compact(game_id)
            ledger.listing.index_game(game_id)
        if facts.created.get("clock"):
            ledger.timeouts.due(game_id, metadata.deadline_of(facts, held.life, decision))
        if not wake:
            return
        if decision is not None and metadata.answered_by(facts, held.life, decision) and self.enqueue_bot:
            self.enqueue_bot(game_id, version)
        if decision is None and not held.life.ended and facts.meta.get("campaign") and self.enqueue_campaign:
            self.enqueue_campaign(facts.meta["campaign"], int(facts.meta["campaign_game"]))

    def wake(self, game_id: str, meta: dict | None = None) -> None:
        """Enqueue what the game's last event calls for: a bot's turn, or its campaign's next step."""
        meta = meta or self.ledger.states.meta(game_id)
        if meta.get("waiting") == "bot" and self.enqueue_bot:
            self.enqueue_bot(game_id, int(meta["version"]))
        if meta.get("status") == "finished" and meta.get("campaign") and self.enqueue_campaign:
            self.enqueue_campaign(meta["campaign"], int(meta["campaign_game"]))
