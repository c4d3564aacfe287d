"""Finds games left waiting on a bot with no job to play them, and campaigns whose step is due (a game over but not
recorded, a campaign that continues on its own with no next game) with no job to take it, and enqueues one.

Work is lost when the API dies between an append and its enqueue, or a worker dies mid-job; the event
streams still say what is due, so the reconciler needs nothing but the ledger and the queue. A campaign step is
idempotent (its appends carry keys naming the game), so a step enqueued again appends once.
"""

import logging
from datetime import datetime, timezone

from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

from workers.jobs import campaign_job_id, enqueue_bot_turn, enqueue_campaign_step, job_id

log = logging.getLogger(__name__)

STARTED_GRACE = 2.0        # seconds a started job may take to lease its game
STEP_GRACE = 10.0          # seconds a started campaign step may take (it appends twice and creates a game)

# A job in one of these states will still run (or is running): nothing to do.
PENDING = {JobStatus.CREATED, JobStatus.QUEUED, JobStatus.STARTED, JobStatus.DEFERRED, JobStatus.SCHEDULED,
           JobStatus.RATE_LIMITED, JobStatus.READY_TO_ENQUEUE}


def reconcile(ledger, queue) -> int:
    """Enqueue the bot turn of every game waiting on a bot that has no pending job. Returns how many."""
    enqueued = 0
    for game_id, version in ledger.listing.waiting_on_bot():
        existing = _fetch(queue, job_id(game_id, version))
        if existing is not None:
            status = existing.get_status(refresh=True)
            if status in PENDING and not _abandoned(ledger, game_id, existing, status) \
                    and not _lost(queue, existing, status):
                continue
            # Finished, failed or stopped while the game still waits at this version: that run did not
            # get the game on, so it is run again.
            if ledger.states.version(game_id) != version:
                continue
            log.info("game %s still waits on a bot at version %s after a %s job; enqueueing again",
                     game_id, version, status)
            existing.delete()
        if enqueue_bot_turn(queue, game_id, version) is not None:
            enqueued += 1
    return enqueued + reconcile_campaigns(ledger, queue) + close_abandoned(ledger)


def close_abandoned(ledger) -> int:
    """Abandon every active game with no event for GAMELEDGER_ABANDON_AFTER seconds (events.service.life), each
    with an event saying why. Returns how many."""
    closed = ledger.life.abandon_idle()
    for game_id in closed:
        log.info("game %s abandoned after a long silence", game_id)
    return len(closed)


def reconcile_campaigns(ledger, queue) -> int:
    """Enqueue the step of every campaign that is due one and has no pending job for it. Returns how many."""
    enqueued = 0
    for campaign_id, number in ledger.campaigns.stalled():
        existing = _fetch(queue, campaign_job_id(campaign_id, number))
        if existing is not None:
            status = existing.get_status(refresh=True)
            if status in PENDING and not (status == JobStatus.STARTED and _older(existing, STEP_GRACE)) \
                    and not _lost(queue, existing, status):
                continue
            log.info("campaign %s still due its step after game %s; enqueueing it again", campaign_id, number)
            existing.delete()
        if enqueue_campaign_step(queue, campaign_id, number) is not None:
            enqueued += 1
    return enqueued


def _abandoned(ledger, game_id, job, status) -> bool:
    """A job that started and holds no lease on its game a while later died between being taken and appending
    (its worker killed): RQ would call it started for many minutes more."""
    if status != JobStatus.STARTED or ledger.moves.bots_playing(game_id):
        return False
    return _older(job, STARTED_GRACE)


def _lost(queue, job, status) -> bool:
    """A job still said to be queued but in no queue: a worker took it and Redis lost what it wrote next (a restart
    without its last second). Run again, it appends once."""
    return status == JobStatus.QUEUED and queue.get_job_position(job.id) is None and _enqueued_before(job, 2.0)


def _enqueued_before(job, seconds: float) -> bool:
    if job.enqueued_at is None:
        return False
    enqueued = job.enqueued_at if job.enqueued_at.tzinfo else job.enqueued_at.replace(tzinfo=timezone.utc)
    return (datetime.now(timezone.utc) - enqueued).total_seconds() > seconds


def _older(job, seconds: float) -> bool:
    """Whether the job started more than `seconds` ago."""
    if job.started_at is None:
        return False
    started = job.started_at if job.started_at.tzinfo else job.started_at.replace(tzinfo=timezone.utc)
    return (datetime.now(timezone.utc) - started).total_seconds() > seconds


def _fetch(queue, id_):
    try:
        return Job.fetch(id_, connection=queue.connection)
    except NoSuchJobError:
        return None
