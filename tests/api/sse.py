"""Reading Server-Sent Events as a client does: messages split on blank lines, `id`, `event` and `data` fields, comment
lines (heartbeats) kept apart."""

import json


def messages(text: str) -> list[dict]:
    """Each complete message of `text`: {"id", "event", "data"} (data parsed as JSON), or {"comment": ...}."""
    found = []
    for block in text.split("\n\n"):
        if not block.strip():
            continue
        message, data = {}, []
        for line in block.split("\n"):
            field, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if field == "":
                message.setdefault("comment", value)
            elif field == "data":
                data.append(value)
            elif field in ("id", "event", "retry"):
                message[field] = value
        if data:
            message["data"] = json.loads("\n".join(data))
        found.append(message)
    return found


def received(response):
    """The messages of an HTTP response's event stream as they arrive, each block read up to its blank line; the
    stream closing before its end fails the test."""
    block = b""
    while True:
        line = response.readline()
        assert line, "the stream closed before the game ended"
        block += line
        if line == b"\n":
            yield from messages(block.decode())
            block = b""


class Follower:
    """A stream read message by message from an iterator of byte chunks, each of whole messages."""

    def __init__(self, chunks):
        self.chunks, self.pending, self.closed = iter(chunks), [], False

    def next(self, heartbeats: int = 200) -> dict | None:
        """The next message that is not a comment; None once the stream has closed. More than `heartbeats` in a row
        fail the test (a message that never comes)."""
        seen = 0
        while True:
            while self.pending:
                message = self.pending.pop(0)
                if "data" in message:
                    return message
                seen += 1
                assert seen <= heartbeats, "no message came"
            try:
                chunk = next(self.chunks)
            except StopIteration:
                self.closed = True
                return None
            self.pending += messages(chunk.decode())

    def next_event(self) -> dict:
        message = self.next()
        assert message is not None and "id" in message, message
        return message
