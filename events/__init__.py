"""The ledger, in two layers that import one way: `events.service` (the application: create, submit, bot turns,
queries, access, the state cache, the export file) calls `events.store` (persistence on Redis)."""
