"""The store's scripts called on every move (the append, the catch-up) straight on connections of their own, past
redis-py's pool, retry, command and metrics layers: about half the client CPU of a call (bench/redis_calls.py).
Anything but a plain answer goes back to redis-py as any other call does: a connection that fails is dropped and the
call made through redis-py (its retries apply), a script Redis lacks is loaded there, an error is raised as it raises
it."""

import os
import time

import hiredis
from redis.exceptions import (AskError, ConnectionError, MovedError, NoScriptError, ResponseError, TimeoutError,
                              TryAgainError)

REDIRECTIONS = 5        # MOVED and ASK followed for one call before it fails (a slot moved back and forth meanwhile)
# A script whose keys are split between the two nodes of a slot being moved is answered TRYAGAIN until the move is
# done: asked again after a pause, for this long at most (then the error, a 503 the client retries)
TRY_AGAIN_SECONDS, TRY_AGAIN_PAUSE = 5.0, 0.02


class DirectScripts:
    def __init__(self, redis):
        pool = redis.connection_pool
        self._redis = redis
        self._connect = lambda: pool.connection_class(**pool.connection_kwargs)
        self._idle, self._pid = [], os.getpid()     # list.pop and append are atomic: threads share it unlocked

    def call(self, script, keys: list, args: list, then: tuple | None = None):
        """What `script(keys=keys, args=args)` answers (script: a redis-py Script). `then`: a command sent after it
        on the same connection, its answer waited for and dropped (WAITAOF, which waits for that connection's
        writes)."""
        return self.answers(script, keys, args, (then,) if then else ())[0]

    def answers(self, script, keys: list, args: list, then: tuple = (), asking: bool = False) -> list:
        """The answers of the script and of each command of `then`, sent after it on the same connection (WAITAOF,
        WAIT: they wait for that connection's writes). `asking`: ASKING sent first (a slot being moved to this
        node: redis_cluster's ASK)."""
        commands = [("EVALSHA", script.sha, len(keys), *keys, *args), *then]
        if asking:
            commands.insert(0, ("ASKING",))
        if os.getpid() != self._pid:        # forked (a worker or granian process): never use the parent's sockets
            self._idle, self._pid = [], os.getpid()
        try:
            connection = self._idle.pop()
        except IndexError:
            connection = self._connect()
        try:
            connection.send_packed_command([hiredis.pack_command(command) for command in commands])
            replies = []
            for _ in commands:
                try:
                    replies.append(connection.read_response())
                except ResponseError as error:      # an answer: the connection is still in step
                    replies.append(error)
        except (ConnectionError, TimeoutError):
            connection.disconnect()
            return self._through_redis_py(script, keys, args, then, asking)
        except BaseException:
            connection.disconnect()
            raise
        self._idle.append(connection)
        if asking:
            replies.pop(0)
        if isinstance(replies[0], NoScriptError):       # Redis restarted or flushed its scripts
            return self._through_redis_py(script, keys, args, then, asking)
        for reply in replies:
            if isinstance(reply, ResponseError):
                raise reply
        return replies

    def _through_redis_py(self, script, keys, args, then, asking):
        if not then and not asking:
            return [script(keys=keys, args=args)]
        pipe = self._redis.pipeline(transaction=False)      # one connection for all
        if asking:
            pipe.execute_command("ASKING")
        script(keys=keys, args=args, client=pipe)
        for command in then:
            pipe.execute_command(*command)
        return pipe.execute()[1 if asking else 0:]


class NodeScripts:
    """The same on a Redis Cluster (`cluster`: a redis-py RedisCluster): each call sent straight to the node that
    serves its first key's slot, as redis-py's slot map says, with the commands after it on the same connection (a
    WAIT waits for that connection's writes). A MOVED answer updates the slot map and the call goes to the node
    named; an ASK (a slot half moved) sends it there after ASKING; a connection that fails has the map read again
    from the cluster (a failover) and the error raised (the request is retried as any other that met an absent
    Redis: the append is idempotent)."""

    def __init__(self, cluster):
        self._cluster = cluster
        self._nodes: dict[str, DirectScripts] = {}      # node name -> its direct scripts

    def call(self, script, keys: list, args: list, then: tuple | None = None):
        return self.answers(script, keys, args, (then,) if then else ())[0]

    def answers(self, script, keys: list, args: list, then: tuple = ()) -> list:
        node, asking = self._cluster.get_node_from_key(keys[0]), False
        redirected, patience = 0, time.monotonic() + TRY_AGAIN_SECONDS
        while redirected < REDIRECTIONS:
            try:
                return self._on(node).answers(script, keys, args, then, asking)
            except TryAgainError:
                if time.monotonic() > patience:
                    raise
                time.sleep(TRY_AGAIN_PAUSE)
                node, asking = self._cluster.get_node_from_key(keys[0]), False
                continue
            except MovedError as moved:
                self._cluster.nodes_manager.move_slot(moved)
                node, asking = self._cluster.get_node_from_key(keys[0]), False
                redirected += 1
            except AskError as ask:     # asked once, for this call: the slot map stays as it is
                node, asking = self._node(ask.host, ask.port), True
            except (ConnectionError, TimeoutError):
                self._nodes.pop(node.name, None)
                self._cluster.nodes_manager.initialize()
                raise
        raise ConnectionError(f"the slot of {keys[0]!r} was moved more than {REDIRECTIONS} times during one call")

    def _on(self, node) -> DirectScripts:
        direct = self._nodes.get(node.name)
        if direct is None:
            direct = self._nodes[node.name] = DirectScripts(self._cluster.get_redis_connection(node))
        return direct

    def _node(self, host, port):
        node = self._cluster.get_node(host=host, port=port)
        if node is None:        # a node added since the map was read
            self._cluster.nodes_manager.initialize()
            node = self._cluster.get_node(host=host, port=port)
        if node is None:
            raise ConnectionError(f"redirected to {host}:{port}, a node the cluster does not list")
        return node


def direct_scripts(redis):
    """The direct path for `redis`: DirectScripts on one Redis, NodeScripts on a Redis Cluster."""
    return NodeScripts(redis) if is_cluster_client(redis) else DirectScripts(redis)


def is_cluster_client(redis) -> bool:
    return hasattr(redis, "get_node_from_key")


def slot_pipeline(redis, key):
    """A pipeline (no MULTI) for commands whose keys share the slot of `key`: on a cluster, one on the node serving
    that slot (redis-py's cluster pipeline refuses scripts)."""
    if is_cluster_client(redis):
        redis = redis.get_redis_connection(redis.get_node_from_key(key))
    return redis.pipeline(transaction=False)
