"""The bot-turn job: plays every bot decision of a game from one version on, through the service layer; and the
campaign step: once a campaign's game is over (its Chronicle written), records it in the campaign and, for a
campaign that continues on its own, creates the next game.

A job's id is derived from what it does (`bot-{game}-{version}`, `campaign-{campaign}-{game number}`), so
enqueueing the same work twice is refused by RQ, and running it twice appends once: the ledger appends a bot's
move with the idempotency key `bot:{version}`, a campaign's step with `finished:{N}` and `started:{N + 1}`.
"""

import threading
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from rq import Queue, Retry
from rq.exceptions import DuplicateJobError

from events.service.webhooks import RETRY_SECONDS

QUEUE = "gameledger"
JOB_TIMEOUT = 300           # seconds; a whole run of bot turns is far shorter
RESULT_TTL = 3600           # keep finished jobs an hour, so a late duplicate enqueue is still refused
FAILURE_TTL = 7 * 24 * 3600


@dataclass(frozen=True)
class Work:
    """What a worker process runs its jobs with, built by the composition root (gameledger/compose.py): its ledger
    (whose state cache outlives a job, so the next turn of a game needs no replay), its queue, and, per thread, the
    games its running job plays (`playing.games`), and what the process counts (gameledger/metrics.py; None:
    nothing)."""
    ledger: object
    queue: Queue
    playing: object
    tally: object = None
    # set when the worker is told to stop: a bot-turn job stops before its next move rather than play the game out
    stopping: threading.Event = field(default_factory=threading.Event)


# The work of the job running in this context: bound by the worker around each job (workers/runner.py), as Flask
# binds its app around a request, so a job (an RQ function named by its path) reaches the worker's service.
_work: ContextVar[Work] = ContextVar("gameledger_work")


@contextmanager
def working(work: Work):
    token = _work.set(work)
    try:
        yield work
    finally:
        _work.reset(token)


def job_id(game_id: str, version: int) -> str:
    return f"bot-{game_id}-{version}"


def queue_for(connection) -> Queue:
    return Queue(QUEUE, connection=connection)


def enqueue_once(queue: Queue, function: str, args: tuple, job: str, description: str, retry: Retry | None = None):
    """Enqueue `function(*args)` under the job id `job`; None if a job with that id already exists (a job is
    idempotent: its id names the work, DESIGN.md)."""
    try:
        return queue.enqueue_call(function, args=args, job_id=job, unique=True, timeout=JOB_TIMEOUT,
                                  result_ttl=RESULT_TTL, failure_ttl=FAILURE_TTL, description=description,
                                  retry=retry)
    except DuplicateJobError:
        return None


def enqueue_bot_turn(queue: Queue, game_id: str, version: int):
    """Enqueue the bot turn of `game_id` at `version`; None if a job with its id already exists."""
    return enqueue_once(queue, "workers.jobs.play_bots", (game_id, version), job_id(game_id, version),
                        f"bot turn of game {game_id} at version {version}")


def bot_turn_enqueuer(connection):
    """An `enqueue_bot` for a Ledger (the API's, the CLI's): each bot turn becomes a job on the queue."""
    queue = queue_for(connection)
    return lambda game_id, version: enqueue_bot_turn(queue, game_id, version)


def campaign_job_id(campaign_id: str, number: int) -> str:
    return f"campaign-{campaign_id}-{number}"


def enqueue_campaign_step(queue: Queue, campaign_id: str, number: int):
    """Enqueue the step after game `number` of the campaign; None if a job with its id already exists."""
    return enqueue_once(queue, "workers.jobs.advance_campaign", (campaign_id, number),
                        campaign_job_id(campaign_id, number), f"campaign {campaign_id} after game {number}")


def campaign_step_enqueuer(connection):
    """An `enqueue_campaign` for a Ledger: each campaign step becomes a job on the queue."""
    queue = queue_for(connection)
    return lambda campaign_id, number: enqueue_campaign_step(queue, campaign_id, number)


def advance_campaign(campaign_id: str, number: int) -> bool:
    """The job: carry the campaign on after its game `number` (events.service.campaigns, Campaigns.advance)."""
    work = _work.get()
    advanced = work.ledger.campaigns.advance(campaign_id, number)
    if work.tally is not None:
        work.tally.campaign_steps.inc()
    return advanced


def enqueue_notice(queue: Queue, game_id: str, seat: int, version: int):
    """Enqueue the webhook notice of `seat` at `version` (events.service.webhooks), tried again with backoff."""
    return enqueue_once(queue, "workers.jobs.deliver_notice", (game_id, seat, version),
                        f"hook-{game_id}-{seat}-{version}", f"webhook of game {game_id}, seat {seat} at {version}",
                        Retry(max=len(RETRY_SECONDS), interval=list(RETRY_SECONDS)))


def deliver_notice(game_id: str, seat: int, version: int) -> str:
    """The job: POST the notice to the seat's webhook (DeliveryFailed: RQ tries again)."""
    return _work.get().ledger.webhooks.deliver(game_id, seat, version)


def play_bots(game_id: str, version: int) -> int:
    """The job: play the bot decisions of `game_id` from `version` on. Returns the moves appended."""
    work = _work.get()
    playing = work.playing.__dict__.setdefault("games", set())
    playing.add(game_id)
    try:
        return work.ledger.moves.play_bots(game_id, version, keep_going=lambda: not work.stopping.is_set())
    finally:
        playing.discard(game_id)
