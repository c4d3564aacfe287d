"""RQ jobs that play bot turns, the reconciler that re-enqueues stalled ones, and the worker that runs both."""
