"""The store's scripts called on every move (the append, the catch-up) straight on connections of their own, past
redis-py's pool, retry, command and metrics layers: about half the client CPU of a call (bench/redis_calls.py).
Anything but a plain answer goes back to redis-py as any other call does: a connection that fails is dropped and the
call made through redis-py (its retries apply), a script Redis lacks is loaded there, an error is raised as it raises
it."""

import os

import hiredis
from redis.exceptions import ConnectionError, NoScriptError, ResponseError, TimeoutError


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
        commands = [("EVALSHA", script.sha, len(keys), *keys, *args)] + ([then] if then else [])
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
            return self._through_redis_py(script, keys, args, then)
        except BaseException:
            connection.disconnect()
            raise
        self._idle.append(connection)
        if isinstance(replies[0], NoScriptError):       # Redis restarted or flushed its scripts
            return self._through_redis_py(script, keys, args, then)
        for reply in replies:
            if isinstance(reply, ResponseError):
                raise reply
        return replies[0]

    def _through_redis_py(self, script, keys, args, then):
        if then is None:
            return script(keys=keys, args=args)
        pipe = self._redis.pipeline(transaction=False)      # one connection for both
        script(keys=keys, args=args, client=pipe)
        pipe.execute_command(*then)
        return pipe.execute()[0]
