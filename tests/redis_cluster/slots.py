"""Slots moved between masters by hand, as `redis-cli --cluster reshard` moves them (CLUSTER SETSLOT IMPORTING and
MIGRATING, MIGRATE of the keys, SETSLOT NODE), with a pause between the steps a test may use."""

import redis

from gameledger.local_redis import _client


def node_of(ports, slot: int) -> int:
    """The port of the master that serves `slot` now."""
    for port in ports:
        client = _client(port)
        try:
            for start, end, master, *_ in client.execute_command("CLUSTER SLOTS"):
                if start <= slot <= end:
                    return int(master[1])
        except redis.RedisError:
            continue
        finally:
            client.close()
    raise AssertionError(f"no node answers for slot {slot}")


def begin(slot: int, source: int, target: int) -> None:
    """The slot marked as moving from `source` to `target`: keys absent from the source are asked of the target."""
    source_id, target_id = _id(source), _id(target)
    _call(target, "CLUSTER", "SETSLOT", slot, "IMPORTING", source_id)
    _call(source, "CLUSTER", "SETSLOT", slot, "MIGRATING", target_id)


def carry(slot: int, source: int, target: int, batch: int = 100) -> int:
    """Every key of the slot moved from `source` to `target` (MIGRATE); how many."""
    moved = 0
    while keys := _call(source, "CLUSTER", "GETKEYSINSLOT", slot, batch):
        _call(source, "MIGRATE", "127.0.0.1", target, "", 0, 5000, "KEYS", *keys)
        moved += len(keys)
    return moved


def finish(slot: int, source: int, target: int, masters) -> None:
    """The slot given to `target`, told to every master."""
    target_id = _id(target)
    for port in [target, source, *[m for m in masters if m not in (source, target)]]:
        _call(port, "CLUSTER", "SETSLOT", slot, "NODE", target_id)


def move(slot: int, source: int, target: int, masters) -> int:
    begin(slot, source, target)
    moved = carry(slot, source, target)
    finish(slot, source, target, masters)
    return moved


def _id(port: int) -> str:
    return _call(port, "CLUSTER", "MYID").decode()


def _call(port: int, *command):
    client = _client(port)
    try:
        return client.execute_command(*command)
    finally:
        client.close()
