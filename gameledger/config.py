"""The service's settings: each named once here, with its environment variable, its default and what it does. They are
read once, at the edge (the command line: its options, then the environment), into a `Config` that gameledger/compose.py
hands to what it builds; nothing else reads the environment. The documentation's table and `gameledger config` are
written from SETTINGS."""

import os
from dataclasses import dataclass, fields, replace
from urllib.parse import urlsplit, urlunsplit


@dataclass(frozen=True)
class Setting:
    name: str           # the Config field
    variable: str       # its environment variable
    default: object
    help: str
    secret: bool = False        # a URL's password is masked when shown


SETTINGS = (
    Setting("redis_url", "REDIS_URL", None, "The store: redis://host:port/db, or redis+cluster://host:port[,host:port...] "
            "for a Redis Cluster. Unset: a private redis-server the commands start (or reuse) in the data folder.",
            secret=True),
    Setting("data_dir", "GAMELEDGER_DATA_DIR", ".gameledger/redis", "Where the private redis-server keeps its data "
            "(when REDIS_URL is unset); `--data-dir`."),
    Setting("durable", "GAMELEDGER_DURABLE", False, "Acknowledge a move only once it is fsynced (and, on a cluster, held "
            "by a replica); `--durable`."),
    Setting("redis_wait", "GAMELEDGER_REDIS_WAIT", 60.0, "Seconds a command waits at start for a Redis that is away or "
            "loading."),
    Setting("stream_heartbeat", "GAMELEDGER_STREAM_HEARTBEAT", 15.0, "Seconds between heartbeats of a quiet stream."),
    Setting("public_url", "GAMELEDGER_PUBLIC_URL", None, "The service's address as clients reach it (behind a proxy): the "
            "base of problem types. Unset: the address each request came to."),
    Setting("cors_origins", "GAMELEDGER_CORS_ORIGINS", "", "The browser origins allowed: * or a comma-separated list; "
            "none by default."),
    Setting("limit_create", "GAMELEDGER_LIMIT_CREATE", "30/minute", "Creations (games, campaigns, player keys) per token "
            "and per address."),
    Setting("limit_replay", "GAMELEDGER_LIMIT_REPLAY", "60/minute", "Replaying reads (/log, /verify) per token and per "
            "address."),
    Setting("abandon_after", "GAMELEDGER_ABANDON_AFTER", 7 * 24 * 3600.0, "Seconds without an event after which the "
            "worker abandons an active game."),
)
PREFIX = "GAMELEDGER_"
KNOWN = {setting.variable for setting in SETTINGS}


@dataclass(frozen=True)
class Config:
    redis_url: str | None = None
    data_dir: str = ".gameledger/redis"
    durable: bool = False
    redis_wait: float = 60.0
    stream_heartbeat: float = 15.0
    public_url: str | None = None
    cors_origins: str = ""
    limit_create: str = "30/minute"
    limit_replay: str = "60/minute"
    abandon_after: float = 7 * 24 * 3600.0

    @classmethod
    def read(cls, environ=None, **options) -> "Config":
        """The settings from `environ` (default: the process's), then `options` given on the command line (None: not
        given). A value that cannot be read is a ValueError naming its variable."""
        environ = os.environ if environ is None else environ
        values = {}
        for setting in SETTINGS:
            raw = environ.get(setting.variable)
            if raw not in (None, ""):
                values[setting.name] = _parsed(setting, raw)
        values.update({name: value for name, value in options.items() if value is not None})
        return cls(**values)

    def with_(self, **changes) -> "Config":
        return replace(self, **changes)

    def shown(self) -> list[tuple[str, str, str]]:
        """(variable, value as it is used, where it came from: default or set) for each setting, secrets masked."""
        rows = []
        for setting in SETTINGS:
            value = getattr(self, setting.name)
            rows.append((setting.variable, masked(value) if setting.secret else _text(value),
                         "default" if value == setting.default else "set"))
        return rows


def unknown_variables(environ=None) -> list[str]:
    """GAMELEDGER_* variables no setting reads: a misspelt one would be silently ignored."""
    environ = os.environ if environ is None else environ
    return sorted(name for name in environ if name.startswith(PREFIX) and name not in KNOWN)


def masked(value) -> str:
    """A URL with its password hidden."""
    if not isinstance(value, str) or "@" not in value:
        return _text(value)
    parts = urlsplit(value)
    if parts.password is None:
        return value
    netloc = f"{parts.username or ''}:***@{parts.hostname}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


def _parsed(setting: Setting, raw: str):
    kind = type(setting.default) if setting.default is not None else str
    try:
        if kind is bool:
            return raw.strip().lower() not in ("0", "false", "no", "off")
        return kind(raw)
    except ValueError:
        raise ValueError(f"{setting.variable}={raw!r}: not a {kind.__name__}") from None


def _text(value) -> str:
    return "" if value is None else str(value)


