"""What an acknowledged move survives, checked against the Redis the service runs on.

- default: the append-only file is written with every event and fsynced once a second (`appendfsync everysec`).
  A killed Redis or service loses nothing acknowledged; a power loss or OS crash can lose the last second.
- durable (`--durable`, GAMELEDGER_DURABLE=1): a move is acknowledged only once its event is fsynced: by WAITAOF
  after each append where Redis has it (7.2 and later), else by Redis itself with `appendfsync always`. The private
  Redis is run that way; an external Redis that can do neither is refused.
"""

import logging
from dataclasses import dataclass

import redis

log = logging.getLogger(__name__)


class DurabilityError(Exception):
    """The Redis cannot keep the promise asked of it; the message says what to change."""


@dataclass(frozen=True)
class Durability:
    durable: bool
    wait_aof: bool          # the ledger waits for each append's fsync itself (WAITAOF)
    summary: str


def check(connection, durable: bool, private: bool) -> Durability:
    """How this Redis keeps appends; raises DurabilityError when `durable` cannot be kept, warns when even a Redis
    restart would lose games."""
    try:
        config = connection.config_get("append*")
        version = tuple(int(part) for part in connection.info("server")["redis_version"].split(".")[:2])
    except redis.ResponseError as error:     # CONFIG disabled, as on some hosted Redis
        if durable:
            raise DurabilityError(f"durable mode needs to read the Redis configuration, which it refuses: {error}")
        log.warning("cannot read the Redis configuration (%s); the persistence of games is unchecked", error)
        return Durability(False, False, "unchecked")
    appendonly, fsync = config.get("appendonly"), config.get("appendfsync")
    if appendonly != "yes":
        if durable:
            raise DurabilityError("durable mode needs Redis's append-only file: set appendonly yes "
                                  "(and appendfsync always, or use Redis 7.2+)")
        log.warning("Redis runs without its append-only file: a Redis restart loses every game")
        return Durability(False, False, "no append-only file: a Redis restart loses games")
    if not durable:
        if private and fsync == "always":       # left so by a durable run of the same private Redis
            connection.config_set("appendfsync", "everysec")
            fsync = "everysec"
        return Durability(False, False, f"append-only file, fsync {fsync}")
    if fsync == "always":
        return Durability(True, False, "append-only file, fsync always")
    if version >= (7, 2):
        return Durability(True, True, f"append-only file, fsync {fsync}, WAITAOF after each append")
    if private:
        connection.config_set("appendfsync", "always")
        return Durability(True, False, "append-only file, fsync always")
    raise DurabilityError(f"durable mode needs appendfsync always on Redis {'.'.join(map(str, version))} "
                          f"(it has {fsync}); WAITAOF would do from Redis 7.2")
