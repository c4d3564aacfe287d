"""Log lines of `serve` and `worker` on standard error: text for a person, or one JSON object a line for a log shipper
(`--log-format json`, GAMELEDGER_LOG_FORMAT). A line written while a request is answered names its id (api/door.py),
the id its X-Request-Id header and its problem's `instance` give."""

import json
import logging
import sys
from datetime import datetime, timezone

from api.door import request_id

TEXT = "%(asctime)s %(levelname)s %(name)s%(request)s %(message)s"


class RequestIds(logging.Filter):
    """Each record given the id of the request being answered where it was written (None outside any)."""

    def filter(self, record):
        record.request_id = request_id.get()
        record.request = f" [{record.request_id}]" if record.request_id else ""
        return True


class JsonLines(logging.Formatter):
    """A record as one JSON object: time (UTC, ISO 8601), level, logger, message, the request's id when there is
    one, and the traceback of an exception logged with it."""

    def format(self, record):
        line = {"time": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds"),
                "level": record.levelname.lower(), "logger": record.name, "message": record.getMessage()}
        rid = getattr(record, "request_id", None) or request_id.get()
        if rid:
            line["request_id"] = rid
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def configure(form: str, level: int = logging.INFO) -> None:
    """The process's log lines in `form` ("text" or "json") on standard error, from `level` on."""
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(RequestIds())
    handler.setFormatter(JsonLines() if form == "json" else logging.Formatter(TEXT))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)


def granian_config(form: str) -> dict | None:
    """granian's own loggers (its start, its workers, its warnings) in `form`, as its `log_dictconfig` takes them;
    None: granian's own format."""
    if form != "json":
        return None
    json_lines = {"()": "gameledger.logs.JsonLines"}
    on_stderr = {"class": "logging.StreamHandler", "stream": "ext://sys.stderr"}
    return {"formatters": {"generic": json_lines, "access": json_lines},
            "handlers": {"console": {"formatter": "generic", **on_stderr},
                         "access": {"formatter": "access", **on_stderr}}}
