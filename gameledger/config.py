"""The service's settings: each named once here, with its environment variable, its default and what it does. They are
read once, at the edge (the command line: its options, then the environment), into a `Config` that gameledger/compose.py
hands to what it builds; nothing else reads the environment. The documentation's table and `gameledger config` are
written from SETTINGS."""

import os
from dataclasses import dataclass, fields, replace
from urllib.parse import unquote


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
    Setting("queue_url", "GAMELEDGER_QUEUE_URL", None, "The Redis of the workers' queues (RQ): redis://host:port/db. "
            "Unset: REDIS_URL when that is one Redis; a cluster store needs one (RQ cannot run on a Redis Cluster).",
            secret=True),
    Setting("index_buckets", "GAMELEDGER_INDEX_BUCKETS", 0, "How many buckets (hash tags) the game, lobby and "
            "campaign indexes are spread over. 0: 1 on one Redis (the {games} layout), 16 on a cluster, so no shard "
            "takes every creation. After a change: `gameledger reindex`."),
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
    queue_url: str | None = None
    index_buckets: int = 0
    data_dir: str = ".gameledger/redis"
    durable: bool = False
    redis_wait: float = 60.0
    stream_heartbeat: float = 15.0
    public_url: str | None = None
    cors_origins: str = ""
    limit_create: str = "30/minute"
    limit_replay: str = "60/minute"
    abandon_after: float = 7 * 24 * 3600.0
    wait_aof: bool = False      # not a setting: what the durability check found at start (gameledger/durability.py)

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

    @property
    def cluster(self) -> bool:
        """Whether the store is a Redis Cluster (REDIS_URL=redis+cluster://...)."""
        return is_cluster(self.redis_url)

    @property
    def queues(self) -> str | None:
        """The URL of the queues' Redis: GAMELEDGER_QUEUE_URL, else REDIS_URL when that is one Redis. A ValueError
        saying what to set when the store is a cluster and no queue Redis is named."""
        if self.queue_url:
            if is_cluster(self.queue_url):
                raise ValueError(f"GAMELEDGER_QUEUE_URL={masked(self.queue_url)}: the queues (RQ) need one Redis, not "
                                 f"a cluster")
            return self.queue_url
        if self.cluster:
            raise ValueError("REDIS_URL names a Redis Cluster and RQ cannot run on one: set GAMELEDGER_QUEUE_URL to a "
                             "single Redis for the queues (redis://host:port/db)")
        return self.redis_url

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


CLUSTER_SCHEME = "redis+cluster://"


def is_cluster(url: str | None) -> bool:
    return bool(url) and url.lower().startswith(CLUSTER_SCHEME)


def cluster_nodes(url: str) -> tuple[list[tuple[str, int]], dict]:
    """The (host, port) of each node a redis+cluster:// URL names, and its username and password if it has them
    (redis+cluster://[user:password@]host:port[,host:port...], the `limits` library's form)."""
    rest = url[len(CLUSTER_SCHEME):].split("/", 1)[0].split("?", 1)[0]
    credentials, _, hosts = rest.rpartition("@")
    options = {}
    if credentials:
        username, _, password = credentials.partition(":")
        options = {"username": unquote(username) or None, "password": unquote(password) or None}
    nodes = []
    for host in filter(None, hosts.split(",")):
        name, _, port = host.rpartition(":")
        try:
            nodes.append((name.strip("[]") or "127.0.0.1", int(port)))
        except ValueError:
            raise ValueError(f"REDIS_URL: {host!r} is not host:port") from None
    if not nodes:
        raise ValueError("REDIS_URL: redis+cluster:// names no node (redis+cluster://host:port[,host:port...])")
    return nodes, options


def unknown_variables(environ=None) -> list[str]:
    """GAMELEDGER_* variables no setting reads: a misspelt one would be silently ignored."""
    environ = os.environ if environ is None else environ
    return sorted(name for name in environ if name.startswith(PREFIX) and name not in KNOWN)


def masked(value) -> str:
    """A URL with its password hidden (a cluster's URL, of several hosts, too)."""
    if not isinstance(value, str) or "@" not in value:
        return _text(value)
    scheme, separator, rest = value.partition("://")
    credentials, _, hosts = rest.rpartition("@")
    if not separator or ":" not in credentials:
        return value
    return f"{scheme}://{credentials.split(':', 1)[0]}:***@{hosts}"


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


