"""The service's one door: an ASGI application in front of the Flask app.

Every request goes to the Flask app, called as WSGI once its whole body has been read here: in a pool of threads, or
on the event loop itself for the few requests a game is played with (ON_THE_LOOP). Reading bodies and writing answers
happens on the loop, so a client that sends a byte a second, or reads its answer slowly, holds no thread. A stream (GET /games/{id}/stream, GET /me/stream) is answered by its Flask view like
any request — the caller's token, the game, the version it resumes from checked there, every refusal a problem — and
the view hands the following itself to the door through the WSGI environ (`FOLLOW`): the door then writes its frames
as the live watch (events.service.live) yields them, and an idle stream costs a coroutine, not a thread.

Every request is given an id here (its X-Request-Id, if sane, else one made), echoed in the answer and bound to the
coroutine or thread that answers it, for its log lines and its problem's `instance`; and, with the process's metrics,
counted and timed by the template of the route that answered it (never its raw path), its open streams gauged.

Why not a2wsgi's WSGIMiddleware: it hands the body to the thread as it arrives, so a slow body holds a thread while
it trickles in; and it sends each chunk of an answer through a round trip between the thread and the loop.
"""

import asyncio
import contextvars
import io
import logging
import os
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from .headers import REQUEST_ID, SANE_ID
from .http import ROUTE, UNMATCHED
from .problems import PROBLEM, blank_problem

log = logging.getLogger(__name__)

FOLLOW = "gameledger.follow"        # environ key: the Follow a stream's view hands to the door
DOOR = "gameledger.door"            # environ key: set by the door, so a view knows streams can be followed
# The id of the request a coroutine or thread is answering, for every log line it writes (gameledger/logs.py)
request_id: contextvars.ContextVar = contextvars.ContextVar("gameledger_request_id", default=None)
access = logging.getLogger("gameledger.access")
BODY_SECONDS = 30.0     # a request's body must arrive within this (408 otherwise)
LONGEST_HEADER = 8190   # bytes of one header's value, as most servers take (a longer one is 431)
# Requests answered on the loop itself: the moves and reads a game is played with, and liveness. Each takes a fraction
# of a millisecond, and handing a request to a thread and back costs more than that (a GET /decision: 0.22 ms of CPU
# on the loop, 0.52 ms through a thread). Anything else, which may replay a game or read many, goes to the threads.
ON_THE_LOOP = re.compile(r"(POST /games/[^/]+/moves|GET /games/[^/]+(/decision|/state)?|GET /health)\Z")


class Door:
    """ASGI app: `wsgi` (the Flask app) in `threads` threads, and the streams it hands over followed on the loop."""

    def __init__(self, wsgi, threads: int, max_body: int, on_stop=None, body_seconds: float = BODY_SECONDS,
                 tally=None, access_log: bool = False):
        """`tally`: the process's metrics (gameledger/metrics.py): each request counted and timed by its route's
        template, the open streams. `access_log`: a log line for each request, with its id."""
        self.wsgi = wsgi
        self.tally = tally
        self.access_log = access_log
        self.max_body = max_body
        self.body_seconds = body_seconds
        self.pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="request")
        self.on_stop = on_stop          # awaited once on shutdown (lifespan), to close open streams
        self._loop = None

    def stop_soon(self) -> None:
        """From any thread, as the server is told to stop: end every open stream now (each with a last comment, so
        its client reconnects elsewhere), so that the server, which waits for its connections to close, stops in
        the time its requests in flight take."""
        if self._loop is not None and self.on_stop is not None:
            self._loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self.on_stop()))

    def _on_loop(self):
        """The loop's executor is the door's threads: what a stream works out off the loop runs there too."""
        loop = asyncio.get_running_loop()
        if loop is not self._loop:
            loop.set_default_executor(self.pool)
            self._loop = loop
        return loop

    async def __call__(self, scope, receive, send):
        kind = scope["type"]
        if kind == "http":
            await self._http(scope, receive, send)
        elif kind == "lifespan":
            await self._lifespan(receive, send)

    async def _lifespan(self, receive, send):
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                self._on_loop()
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                if self.on_stop is not None:
                    await self.on_stop()
                self.pool.shutdown(wait=False)
                await send({"type": "lifespan.shutdown.complete"})
                return

    async def _http(self, scope, receive, send):
        loop = self._on_loop()
        heads = Heads(scope["headers"])
        given = heads.request_id
        rid = given.decode() if given is not None and SANE_ID.match(given) else os.urandom(12).hex()
        token = request_id.set(rid)
        try:
            await self._answer(scope, heads, receive, send, loop, rid)
        finally:
            request_id.reset(token)

    async def _answer(self, scope, heads, receive, send, loop, rid):
        started = time.perf_counter()
        method = scope["method"]
        if heads.too_long is not None:
            title = "Request Header Fields Too Large"       # RFC 6585 5
            await self._problem(send, 431, title, f"the header {heads.too_long.decode('latin-1').title()} is longer "
                                                  f"than {LONGEST_HEADER} bytes", rid, method, started)
            return
        try:
            if heads.bodiless:        # nothing to wait for: no timer (most requests: the reads)
                body = await self._body(heads, receive)
            else:
                async with asyncio.timeout(self.body_seconds):
                    body = await self._body(heads, receive)
        except TimeoutError:
            await self._problem(send, 408, "Request Timeout", f"the request's body did not arrive within "
                                                              f"{self.body_seconds:g} seconds", rid, method, started)
            return
        if body is None:
            return      # the client went away
        environ = environ_of(scope, heads, body)
        environ[REQUEST_ID] = rid
        started = time.perf_counter()       # a slow body is the client's time, not the service's
        try:
            if ON_THE_LOOP.match(f"{method} {scope['path']}") and not scope.get("query_string"):
                status, headers, chunks = call_wsgi(self.wsgi, environ)
            else:
                context = contextvars.copy_context()        # the request's id, for the thread's log lines
                status, headers, chunks = await loop.run_in_executor(self.pool, context.run, call_wsgi, self.wsgi,
                                                                     environ)
        except Exception:       # noqa: BLE001 - the app answers its own errors: this is the door's
            log.exception("the app failed to answer %s %s", method, scope["path"])
            await self._problem(send, 500, "Internal Server Error", "the service failed; nothing was half-applied",
                                rid, method, started)
            return
        headers.append((b"x-request-id", rid.encode()))
        self._answered(method, environ.get(ROUTE, UNMATCHED), status, started, headers)
        follow = environ.get(FOLLOW)
        if follow is not None:      # a stream is as long as it lasts
            headers = [(name, value) for name, value in headers if name != b"content-length"]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        if follow is None:
            await send({"type": "http.response.body", "body": b"".join(chunks)})
            return
        if self.tally is not None:
            self.tally.streams.inc()
        try:
            await self._follow(follow, chunks, receive, send)
        finally:
            if self.tally is not None:
                self.tally.streams.dec()

    def _answered(self, method, route, status, started, headers) -> None:
        """A request answered (its answer about to start): counted and timed, and logged with --access-log."""
        seconds = time.perf_counter() - started
        if self.tally is not None:
            self.tally.answered(method, route, status, seconds)
            if method == "POST" and (b"idempotent-replayed", b"true") in headers:
                self.tally.replays.inc()
        if self.access_log:
            access.info("%s %s %s %.2f ms", method, route, status, seconds * 1000)

    async def _problem(self, send, status, title, detail, rid, method, started) -> None:
        self._answered(method, UNMATCHED, status, started, ())
        await _send_problem(send, status, title, detail, rid)

    async def _body(self, heads, receive) -> bytes | None:
        """The whole body, or at most max_body + 1 bytes of it (the app then refuses it as too large); None if the
        client disconnected."""
        declared = _length(heads.content_length)
        if declared is not None and declared > self.max_body:
            return b""      # refused by its declared length: nothing of it is read
        parts, size = [], 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            chunk = message.get("body", b"")
            parts.append(chunk)
            size += len(chunk)
            if size > self.max_body or not message.get("more_body", False):
                return b"".join(parts)

    async def _follow(self, follow, opening, receive, send):
        """Write the stream's frames until it ends, the client leaves or the service stops."""
        gone = asyncio.ensure_future(_disconnected(receive))
        writing = asyncio.ensure_future(_write(follow.frames(), opening, send))
        try:
            await asyncio.wait({gone, writing}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (gone, writing):
                task.cancel()
            await asyncio.gather(gone, writing, return_exceptions=True)
        if writing.done() and not writing.cancelled() and writing.exception() is not None:
            log.warning("a stream closed: %r", writing.exception())


async def _write(frames, opening, send) -> None:
    try:
        if opening:
            await send({"type": "http.response.body", "body": b"".join(opening), "more_body": True})
        async for frame in frames:
            await send({"type": "http.response.body", "body": frame, "more_body": True})
        await send({"type": "http.response.body", "body": b"", "more_body": False})
    finally:
        await frames.aclose()


async def _disconnected(receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


def call_wsgi(app, environ: dict):
    """(status, ASGI headers, body chunks) of the WSGI `app` answering `environ`, its body read whole."""
    started = []

    def start_response(status, headers, exc_info=None):
        started[:] = [status, headers]

    result = app(environ, start_response)
    try:
        chunks = [chunk for chunk in result if chunk]
    finally:
        if hasattr(result, "close"):
            result.close()
    status, headers = started
    return int(status[:3]), [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers], \
        chunks


class Heads:
    """What the door reads of a request's headers, in one pass over them: its id, its declared body (Content-Length,
    Transfer-Encoding) and the name of the first header longer than LONGEST_HEADER; and the headers as WSGI environ
    keys (PEP 3333: text as latin-1 of the bytes sent, so a header's non-ASCII bytes reach the app and are refused
    there; repeated headers joined by commas)."""

    __slots__ = ("request_id", "content_length", "chunked", "too_long", "environ")

    def __init__(self, headers):
        self.request_id = self.content_length = self.too_long = None
        self.chunked = False
        environ = self.environ = {}
        for raw_name, raw_value in headers:
            if len(raw_value) > LONGEST_HEADER and self.too_long is None:
                self.too_long = raw_name
            value = raw_value.decode("latin-1")
            if raw_name == b"content-length":
                self.content_length = value if self.content_length is None else self.content_length
                key = "CONTENT_LENGTH"
            elif raw_name == b"content-type":
                key = "CONTENT_TYPE"
            elif raw_name == b"transfer-encoding":
                self.chunked = True
                continue        # the body is read whole here
            else:
                if raw_name == b"x-request-id" and self.request_id is None:
                    self.request_id = raw_value
                key = "HTTP_" + raw_name.decode("latin-1").upper().replace("-", "_")
            environ[key] = f"{environ[key]},{value}" if key in environ else value

    @property
    def bodiless(self) -> bool:
        """Declares no body (no Content-Length but 0, no Transfer-Encoding): the server hands it over whole at
        once."""
        declared = self.content_length
        return not self.chunked and (declared is None or declared.strip() == "0")


def environ_of(scope, heads: Heads, body: bytes) -> dict:
    """The WSGI environ of an ASGI http `scope` whose headers are `heads` and whose body is `body`."""
    server = scope.get("server") or ("localhost", 80)
    environ = {
        "REQUEST_METHOD": scope["method"],
        "SCRIPT_NAME": scope.get("root_path", "").encode().decode("latin-1"),
        "PATH_INFO": scope["path"].encode().decode("latin-1"),
        "QUERY_STRING": scope.get("query_string", b"").decode("latin-1"),
        "SERVER_NAME": server[0], "SERVER_PORT": str(server[1]),
        "SERVER_PROTOCOL": f"HTTP/{scope.get('http_version', '1.1')}",
        "wsgi.version": (1, 0), "wsgi.url_scheme": scope.get("scheme", "http"), "wsgi.input": io.BytesIO(body),
        "wsgi.errors": sys.stderr, "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False,
        DOOR: True,
    }
    client = scope.get("client")
    if client:
        environ["REMOTE_ADDR"], environ["REMOTE_PORT"] = client[0], str(client[1])
    environ.update(heads.environ)
    declared = _length(heads.content_length)
    # a body too long is left unread, its length kept for the app's 413
    environ["CONTENT_LENGTH"] = str(declared if declared and declared > len(body) else len(body))
    return environ


def _length(text: str | None) -> int | None:
    """A Content-Length's value; a number of more than 18 digits as one past any limit, never read whole."""
    if text is None or not text.strip().isdigit():
        return None
    text = text.strip()
    return int(text) if len(text) <= 18 else 10 ** 18


async def _send_problem(send, status: int, title: str, detail: str, rid: str) -> None:
    body = blank_problem(status, title, detail, rid)
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", PROBLEM.encode()), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close"), (b"x-request-id", rid.encode())]})
    await send({"type": "http.response.body", "body": body})
