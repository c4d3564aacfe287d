"""The service's door (api/door.py) in-process, its event loop on a thread of its own: requests whose answers are
read as they are written (streams), as a client reads them from `gameledger serve`."""

import asyncio
import queue
import threading
from urllib.parse import urlencode

from api.door import Door

WAIT_SECONDS = 30        # generous: the suite runs over both cores of a shared machine


class DoorClient:
    def __init__(self, app, threads: int = 4, **door):
        live = app.extensions.get("live")
        self.door = Door(app, threads, app.config["MAX_CONTENT_LENGTH"], on_stop=live.stop if live else None, **door)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def get(self, path: str, headers: dict | None = None, **query) -> "Answer":
        """GET `path`: its status and headers once they are sent, its body chunk by chunk as it is written."""
        return self.request("GET", path, headers, **query)

    def request(self, method: str, path: str, headers: dict | None = None, parts=(b"",), wait=True,
                **query) -> "Answer":
        """`method` `path` with a body sent in `parts` (each a message; a part that is a number: seconds to wait
        before the next); headers as bytes or latin-1 text."""
        scope = {"type": "http", "method": method, "path": path, "query_string": urlencode(query).encode(),
                 "headers": [(name.lower().encode(), value if isinstance(value, bytes) else value.encode("latin-1"))
                             for name, value in (headers or {}).items()],
                 "http_version": "1.1", "scheme": "http", "server": ("127.0.0.1", 80),
                 "client": ("127.0.0.1", 50000), "root_path": ""}
        answer = Answer(self.loop, parts)
        asyncio.run_coroutine_threadsafe(self.door(scope, answer.receive, answer.send), self.loop)
        if wait:
            answer.started.wait(WAIT_SECONDS)
        return answer

    def stop(self):
        asyncio.run_coroutine_threadsafe(self.door.on_stop(), self.loop).result(WAIT_SECONDS) \
            if self.door.on_stop else None
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(WAIT_SECONDS)


class Answer:
    def __init__(self, loop, parts=(b"",)):
        self.loop = loop
        self.started = threading.Event()
        self.status, self.headers = None, {}
        self._chunks = queue.Queue()
        self._parts = list(parts)
        self._incoming = asyncio.Queue()

    async def receive(self):
        while self._parts:
            part = self._parts.pop(0)
            if isinstance(part, (int, float)):
                await asyncio.sleep(part)
                continue
            return {"type": "http.request", "body": part,
                    "more_body": any(isinstance(later, bytes) for later in self._parts)}
        return await self._incoming.get()

    async def send(self, message):
        if message["type"] == "http.response.start":
            self.status = message["status"]
            self.headers = {name.decode(): value.decode() for name, value in message["headers"]}
            self.started.set()
        elif message["type"] == "http.response.body":
            if message.get("body"):
                self._chunks.put(message["body"])
            if not message.get("more_body", False):
                self._chunks.put(None)

    @property
    def chunks(self):
        """The body's chunks as they are written; ends when the answer does."""
        while (chunk := self._chunks.get(timeout=WAIT_SECONDS)) is not None:
            yield chunk

    def body(self) -> bytes:
        return b"".join(self.chunks)

    def close(self):
        """The client leaves."""
        self.loop.call_soon_threadsafe(self._incoming.put_nowait, {"type": "http.disconnect"})
