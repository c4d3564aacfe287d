"""The store's scripts called on every move (the append, the catch-up) straight on connections of their own, past
redis-py's pool, retry, command and metrics layers: about half the client CPU of a call (bench/redis_calls.py).
Anything but a plain answer goes back to redis-py as any other call does: a connection that fails is dropped and the
call made through redis-py (its retries apply), a script Redis lacks is loaded there, an error is raised as it raises
it."""

import os

import hiredis
from redis.exceptions import ConnectionError, NoScriptError, TimeoutError


class DirectScripts:
    def __init__(self, redis):
        pool = redis.connection_pool
        self._connect = lambda: pool.connection_class(**pool.connection_kwargs)
        self._idle, self._pid = [], os.getpid()     # list.pop and append are atomic: threads share it unlocked

    def call(self, script, keys: list, args: list):
        """What `script(keys=keys, args=args)` answers (script: a redis-py Script)."""
        if os.getpid() != self._pid:        # forked (an RQ job): never write on the parent's sockets
            self._idle, self._pid = [], os.getpid()
        try:
            connection = self._idle.pop()
        except IndexError:
            connection = self._connect()
        try:
            connection.send_packed_command([hiredis.pack_command(("EVALSHA", script.sha, len(keys), *keys, *args))])
            reply = connection.read_response()
        except (ConnectionError, TimeoutError):
            connection.disconnect()
            return script(keys=keys, args=args)
        except NoScriptError:       # Redis restarted or flushed its scripts: the connection itself is sound
            self._idle.append(connection)
            return script(keys=keys, args=args)
        except BaseException:
            connection.disconnect()
            raise
        self._idle.append(connection)
        return reply
