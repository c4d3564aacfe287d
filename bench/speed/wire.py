"""HTTP/1.1 over one keep-alive asyncio connection, framed by hand with Content-Length: a client that costs the
load generator little CPU, so the figures are the server's."""

import asyncio

import orjson


class Connection:
    """One keep-alive connection to one API process. Requests on it go one at a time."""

    def __init__(self, port: int):
        self.port = port
        self.reader = self.writer = None

    async def open(self):
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)

    def close(self):
        if self.writer is not None:
            self.writer.close()
            self.reader = self.writer = None

    async def call(self, method: str, path: str, body=None, headers: dict | None = None):
        """(status, response headers, decoded JSON body). A connection the server closed while idle (its keep-alive
        ran out) is opened again and the request sent once more: every request the bench sends may be repeated
        (reads, and moves that carry an Idempotency-Key)."""
        request = _request(method, path, body, headers)
        for attempt in (1, 2):
            if self.writer is None:
                await self.open()
            try:
                self.writer.write(request)
                return await self._response()
            except (ConnectionError, asyncio.IncompleteReadError):
                self.close()
                if attempt == 2:
                    raise

    async def _response(self):
        head = await self.reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split(" ", 2)[1])
        headers = {}
        for line in lines[1:]:
            if line:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
        if "content-length" not in headers:
            raise RuntimeError(f"a response without Content-Length ({status}); this client reads no other framing")
        data = await self.reader.readexactly(int(headers["content-length"]))
        if headers.get("connection", "").lower() == "close":
            self.close()
        return status, headers, orjson.loads(data) if data else None


def _request(method, path, body, headers) -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
    lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
    payload = b""
    if body is not None:
        payload = orjson.dumps(body)
        lines += ["Content-Type: application/json", f"Content-Length: {len(payload)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + payload


def bearer(token: str | None) -> dict:
    return {"Authorization": f"Bearer {token}"} if token else {}
