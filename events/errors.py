"""Errors of the event store; every one is an EventStoreError."""

import redis


class EventStoreError(Exception):
    pass


class GameNotFound(EventStoreError):
    def __init__(self, game_id):
        super().__init__(f"no game {game_id!r}")
        self.game_id = game_id


class EventNotFound(EventStoreError):
    def __init__(self, game_id, version):
        super().__init__(f"game {game_id!r} has no version {version}")
        self.game_id = game_id
        self.version = version


class StaleVersion(EventStoreError):
    """The append named a version that is no longer the game's last; `current` is."""

    def __init__(self, current):
        super().__init__(f"stale version: the game is at version {current}")
        self.current = current


class IdempotencyConflict(EventStoreError):
    """The idempotency key was used before for a different request."""

    def __init__(self, key):
        super().__init__(f"idempotency key {key!r} was already used for a different request")
        self.key = key


class RedisUnavailable(EventStoreError):
    pass


class ServiceError(Exception):
    """A request the ledger refuses; the API maps each kind to its HTTP status."""


class NotYourDecision(ServiceError):
    """The caller's seat is not the one that must answer now."""


class BadToken(ServiceError):
    """A bearer token that belongs to no seat of the game."""


class MoveRejected(ServiceError):
    """The move is not legal; the message says why."""


class GameEnded(MoveRejected):
    """The game ended by a life event (a resignation, an abort, an agreement, abandonment): nothing more is taken."""


class BadRequest(ServiceError):
    """The request is malformed or names something that does not exist (a ruleset, a bot, a card)."""


class ReplayDiverged(ServiceError):
    """Replaying a game's events does not reproduce a recorded state hash."""

    def __init__(self, version, reason):
        super().__init__(f"replay diverges at event {version}: {reason}")
        self.version = version


class CampaignNotFound(EventStoreError):
    def __init__(self, campaign_id):
        super().__init__(f"no campaign {campaign_id!r}")
        self.campaign_id = campaign_id


class CampaignBusy(ServiceError):
    """The campaign's game is still being played (or its Chronicle written): the next game waits for it."""


class CampaignEnded(ServiceError):
    """The campaign has no next game: it reached its last game (`until`), or its last game wrote no chronicle."""


class OwnerOnly(ServiceError):
    """Only the campaign's owner token may do this (its hidden parts, forking)."""


class SeatTaken(ServiceError):
    """The seat asked for is not open: someone sits in it, or the game has started."""


class SeatKept(ServiceError):
    """The open seat is kept for a name: its joiner plays as that name, not another."""


class InvitationRequired(ServiceError):
    """The open seat is kept for an invitation: it is joined only with the invitation its creator gave."""


class NotStarted(ServiceError):
    """The game still has open seats: it takes no move and has no view until it starts."""


class AlreadyStarted(ServiceError):
    """The game has started: it can be started only once."""


class CreatorOnly(ServiceError):
    """Only the creator token of a game with open seats may start it or invite to it."""


class UndoRefused(ServiceError):
    """An undo that cannot be asked for, agreed to or declined now; the message says why."""


class TimeRanOut(ServiceError):
    """The seat's time for the decision ran out before its move came; the clock's answer was recorded instead."""


# The store's own failures, as every layer names them (the store is Redis: events/store): away (down, restarting,
# loading its append-only file) or full (at its memory limit, refusing writes).
# On a cluster also: a shard without a master (a failover under way), a slot being moved, no node reachable.


class NotReplicated(redis.ConnectionError):
    """Durable mode on a Redis Cluster: no replica held the append within the wait (WAIT 1 <ms>), so the move is not
    acknowledged (a failover could lose it); sending the same request again appends it once or finds it appended."""


STORE_AWAY = (redis.ConnectionError, redis.TimeoutError, redis.BusyLoadingError, redis.exceptions.ClusterDownError,
              redis.exceptions.TryAgainError, redis.exceptions.ClusterError, redis.exceptions.RedisClusterException)
StoreFull = redis.OutOfMemoryError
