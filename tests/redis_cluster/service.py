"""The service the cluster soaks play through: `gameledger serve` (2 processes of 8 threads) and a worker on the
cluster, the queues on the single Redis beside it, limits out of the way; the queues emptied after."""

from contextlib import contextmanager

import redis

from tests.reliability.processes import Api, worker


@contextmanager
def served_on(cluster_url: str, queue_url: str, durable: bool = False):
    env = {"GAMELEDGER_QUEUE_URL": queue_url, "GAMELEDGER_LIMIT_CREATE": "1000/second",
           "GAMELEDGER_LIMIT_REPLAY": "1000/second", "GAMELEDGER_DURABLE": "1" if durable else "0"}
    api, work = Api(cluster_url), worker(cluster_url)
    api.args += ("--workers", "2", "--threads", "8")
    api.env = work.env = env
    api.start()
    work.start()
    api.worker = work
    try:
        yield api
    finally:
        work.stop()
        api.stop()
        redis.Redis.from_url(queue_url).flushdb()
