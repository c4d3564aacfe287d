"""The service's settings: each named once here, with its environment variable, its default and what it does. They are
read once, at the edge (the command line: its options, then the environment), into a `Config` that gameledger/compose.py
hands to what it builds; nothing else reads the environment. The documentation's table and `gameledger config` are
written from SETTINGS."""

import difflib
import os
from dataclasses import dataclass, fields, replace
from urllib.parse import unquote


# The commands that read each kind of setting (a setting names them in `commands`)
STORE = ("serve", "worker", "demo", "campaign", "replay", "reindex", "export", "import", "backup", "restore", "config")
API = ("serve", "demo")
RUNNING = ("serve", "worker", "demo")


@dataclass(frozen=True)
class Setting:
    name: str           # the Config field
    variable: str       # its environment variable
    default: object
    help: str
    secret: bool = False        # a URL's password is masked when shown
    option: str | None = None   # the command-line option that sets it too (it wins over the variable)
    commands: tuple = STORE     # the commands that read it
    kind: type | None = None    # how its text is read (default: as its default's type, else text)
    choices: tuple = ()         # the values it takes, when only a few


SETTINGS = (
    Setting("redis_url", "REDIS_URL", None, "The store: redis://host:port/db, or redis+cluster://host:port[,host:port...] "
            "for a Redis Cluster. Unset: a private redis-server the commands start (or reuse) in the data folder.",
            secret=True),
    Setting("queue_url", "GAMELEDGER_QUEUE_URL", None, "The Redis of the workers' queues (RQ): redis://host:port/db. "
            "Unset: REDIS_URL when that is one Redis; a cluster store needs one (RQ cannot run on a Redis Cluster).",
            secret=True, commands=RUNNING),
    Setting("index_buckets", "GAMELEDGER_INDEX_BUCKETS", 0, "How many buckets (hash tags) the game, lobby and "
            "campaign indexes are spread over. 0: 1 on one Redis (the {games} layout), 16 on a cluster, so no shard "
            "takes every creation. After a change: `gameledger reindex`."),
    Setting("data_dir", "GAMELEDGER_DATA_DIR", ".gameledger/redis", "Where the private redis-server keeps its data "
            "(when REDIS_URL is unset).", option="--data-dir"),
    Setting("durable", "GAMELEDGER_DURABLE", False, "Acknowledge a move only once it is fsynced (and, on a cluster, held "
            "by a replica).", option="--durable", commands=RUNNING),
    Setting("redis_wait", "GAMELEDGER_REDIS_WAIT", 60.0, "Seconds a command waits at start for a Redis that is away or "
            "loading.", commands=RUNNING),
    Setting("stream_heartbeat", "GAMELEDGER_STREAM_HEARTBEAT", 15.0, "Seconds between heartbeats of a quiet stream.",
            commands=API),
    Setting("public_url", "GAMELEDGER_PUBLIC_URL", None, "The service's address as clients reach it (behind a proxy): the "
            "base of problem types. Unset: the address each request came to.", commands=API),
    Setting("cors_origins", "GAMELEDGER_CORS_ORIGINS", "", "The browser origins allowed: * or a comma-separated list; "
            "none by default.", commands=API),
    Setting("limit_create", "GAMELEDGER_LIMIT_CREATE", "30/minute", "Creations (games, campaigns, player keys) per token "
            "and per address.", commands=API),
    Setting("limit_replay", "GAMELEDGER_LIMIT_REPLAY", "60/minute", "Replaying reads (/log, /verify) per token and per "
            "address.", commands=API),
    Setting("abandon_after", "GAMELEDGER_ABANDON_AFTER", 7 * 24 * 3600.0, "Seconds without an event after which the "
            "worker abandons an active game.", commands=("worker", "demo")),
    Setting("require_worker", "GAMELEDGER_REQUIRE_WORKER", "auto", "Whether /ready needs a worker's fresh heartbeat: "
            "auto (once any worker has been seen on this Redis), yes or no.", commands=("serve",),
            choices=("auto", "yes", "no")),
    Setting("log_format", "GAMELEDGER_LOG_FORMAT", "text", "How log lines are written to standard error: text, or json "
            "(one JSON object a line, for log shippers).", option="--log-format", commands=("serve", "worker"),
            choices=("text", "json")),
    Setting("metrics_port", "GAMELEDGER_METRICS_PORT", None, "A port the worker serves its Prometheus metrics on "
            "(GET /metrics); unset: none.", option="--metrics-port", commands=("worker",), kind=int),
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
    require_worker: str = "auto"
    log_format: str = "text"
    metrics_port: int | None = None
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


def unknown_warnings(environ=None) -> list[str]:
    """A line for each GAMELEDGER_* variable no setting reads, naming the setting it is closest to."""
    lines = []
    for name in unknown_variables(environ):
        close = difflib.get_close_matches(name, sorted(KNOWN), n=1, cutoff=0.75)
        lines.append(f"warning: {name} is not a setting of gameledger; it is ignored"
                     + (f" (did you mean {close[0]}?)" if close else ""))
    return lines


def read_by(command: str) -> list[Setting]:
    return [setting for setting in SETTINGS if command in setting.commands]


def epilog(command: str) -> str:
    """The settings `command` reads, for its --help (click keeps lines after a \\b as they are)."""
    lines = ["Settings (environment variables; an option given wins):", "", "\b"]
    for setting in read_by(command):
        lines.append(f"  {setting.variable}" + (f" ({setting.option})" if setting.option else "")
                     + f"  default: {_shown_default(setting)}")
    return "\n".join(lines)


def table() -> str:
    """Every setting as the documentation's table (docs/operations.md holds this text; a test compares them)."""
    rows = ["| variable | option | commands | default | what it sets |", "| --- | --- | --- | --- | --- |"]
    for setting in SETTINGS:
        commands = "every command that uses Redis" if setting.commands == STORE else \
            ", ".join(f"`{command}`" for command in setting.commands)
        option = f"`{setting.option}`" if setting.option else ""
        rows.append(f"| `{setting.variable}` | {option} | {commands} | {_shown_default(setting)} | {setting.help} |")
    return "\n".join(rows) + "\n"


def _shown_default(setting: Setting) -> str:
    if setting.default in (None, ""):
        return "unset"
    if isinstance(setting.default, bool):
        return "off"
    if isinstance(setting.default, float) and setting.default.is_integer():
        return str(int(setting.default))
    return str(setting.default)


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
    kind = setting.kind or (type(setting.default) if setting.default is not None else str)
    if setting.choices and raw.strip().lower() not in setting.choices:
        raise ValueError(f"{setting.variable}={raw!r}: one of {', '.join(setting.choices)}")
    try:
        if kind is bool:
            return raw.strip().lower() not in ("0", "false", "no", "off")
        return raw.strip().lower() if setting.choices else kind(raw)
    except ValueError:
        raise ValueError(f"{setting.variable}={raw!r}: not a {kind.__name__}") from None


def _text(value) -> str:
    return "" if value is None else str(value)


