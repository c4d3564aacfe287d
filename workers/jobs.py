"""The bot-turn job: plays every bot decision of a game from one version on, through the service layer.

A job's id is derived from the game and the version it plays (`bot-{game}-{version}`), so enqueueing the same
turn twice is refused by RQ, and running it twice appends once: the ledger appends a bot's move with the
idempotency key `bot:{version}`.
"""

import os
import threading

import redis
from rq import Queue
from rq.exceptions import DuplicateJobError

from events.service import Ledger

QUEUE = "gameledger"
WAIT_AOF = "GAMELEDGER_WAIT_AOF"     # set by the worker process in durable mode (WAITAOF after each append)
JOB_TIMEOUT = 300           # seconds; a whole run of bot turns is far shorter
RESULT_TTL = 3600           # keep finished jobs an hour, so a late duplicate enqueue is still refused
FAILURE_TTL = 7 * 24 * 3600

_ledgers: dict[str, Ledger] = {}
_local = threading.local()


def job_id(game_id: str, version: int) -> str:
    return f"bot-{game_id}-{version}"


def queue_for(connection) -> Queue:
    return Queue(QUEUE, connection=connection)


def enqueue_bot_turn(queue: Queue, game_id: str, version: int):
    """Enqueue the bot turn of `game_id` at `version`; None if a job with its id already exists."""
    try:
        return queue.enqueue_call("workers.jobs.play_bots", args=(game_id, version), job_id=job_id(game_id, version),
                                  unique=True, timeout=JOB_TIMEOUT, result_ttl=RESULT_TTL, failure_ttl=FAILURE_TTL,
                                  description=f"bot turn of game {game_id} at version {version}")
    except DuplicateJobError:
        return None


def bot_turn_enqueuer(connection):
    """An `enqueue_bot` for a Ledger (the API's, the CLI's): each bot turn becomes a job on the queue."""
    queue = queue_for(connection)
    return lambda game_id, version: enqueue_bot_turn(queue, game_id, version)


def play_bots(game_id: str, version: int) -> int:
    """The job: play the bot decisions of `game_id` from `version` on. Returns the moves appended."""
    ledger = _ledger(os.environ["REDIS_URL"])
    playing = _playing()
    playing.add(game_id)
    try:
        return ledger.play_bots(game_id, version)
    finally:
        playing.discard(game_id)


def _ledger(url: str) -> Ledger:
    # One Ledger per worker process: its state cache outlives a job, so the next turn of a game needs no replay.
    if url not in _ledgers:
        connection = redis.Redis.from_url(url)
        queue = queue_for(connection)

        def enqueue_next(game_id, version):
            # The running job keeps playing the game it plays, so it enqueues no job for its own next turn;
            # if it dies half way, the reconciler finds the game waiting on a bot and enqueues one.
            if game_id not in _playing():
                enqueue_bot_turn(queue, game_id, version)

        _ledgers[url] = Ledger(connection, enqueue_bot=enqueue_next, wait_aof=bool(os.environ.get(WAIT_AOF)))
    return _ledgers[url]


def _playing() -> set:
    if not hasattr(_local, "games"):
        _local.games = set()
    return _local.games
