"""The `gameledger` command: run the service and a worker, simulate bot games, replay, export and import games, back the
store up and restore it."""

import json
import sys
from contextlib import contextmanager, suppress
from pathlib import Path

import click

from events.errors import EventStoreError, ServiceError

DATA_DIR = Path(".gameledger") / "redis"


class CommandError(click.ClickException):
    """An error of the service said in one line, with no traceback; exit code 1."""


def version_text() -> str:
    """The package's version and each ruleset's, as `--version` and GET /health give them."""
    from events.service.catalog import ruleset_versions, service_version

    rulesets = ", ".join(f"{ruleset} {version}" for ruleset, version in ruleset_versions().items())
    return f"gameledger {service_version()} (rulesets: {rulesets})"


class Main(click.Group):
    """The command group: an unknown GAMELEDGER_* variable is warned about before any command runs (a misspelt
    setting would otherwise be silently ignored)."""

    def invoke(self, ctx):
        from gameledger.config import unknown_warnings

        for line in unknown_warnings():
            click.echo(line, err=True)
        return super().invoke(ctx)


def _show_version(ctx, param, value):
    if value and not ctx.resilient_parsing:
        click.echo(version_text())
        ctx.exit()


@click.group(cls=Main, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_show_version,
              help="Show the version of gameledger and of each ruleset it plays, and exit.")
def main():
    """gameledger: an event-sourced game ledger for Dominion and Oath.

    Commands that need Redis use REDIS_URL when it is set; otherwise they start (or reuse) a private,
    persistent redis-server whose data lives in .gameledger/redis under the current directory.
    """


def data_dir_option(command):
    return click.option(
        "--data-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
        help=f"Where the private redis-server keeps its data when REDIS_URL is not set (GAMELEDGER_DATA_DIR; default "
             f"{DATA_DIR}).")(command)


def durable_option(command):
    return click.option(
        "--durable", is_flag=True, default=None,
        help="Acknowledge a move only once Redis has fsynced it (WAITAOF, or appendfsync always); refuse a Redis "
             "that cannot. Also GAMELEDGER_DURABLE=1.")(command)


def log_format_option(command):
    return click.option(
        "--log-format", type=click.Choice(["text", "json"]), default=None,
        help="How log lines are written: text, or json (one JSON object a line). Also GAMELEDGER_LOG_FORMAT.")(command)


@contextmanager
def service_config(data_dir=None, durable=None, check: bool = False, **options):
    """The settings, read once (the environment, then the command's options: gameledger/config.py), with the Redis
    to use: REDIS_URL, else a private server in the data folder, stopped on exit if started here (after the service:
    a terminal's Ctrl-C does not reach it). `check`: its persistence is checked first (gameledger/durability.py), and
    the settings say whether appends must wait for their fsync (`wait_aof`)."""
    from gameledger.config import Config
    from gameledger.local_redis import LocalRedis

    try:
        config = Config.read(data_dir=str(data_dir) if data_dir else None, durable=durable, **options)
    except ValueError as error:
        raise CommandError(str(error)) from error
    if config.log_format == "json":       # what the command says from here on is a JSON line too
        from gameledger.logs import configure

        configure("json")
    server = None
    if not config.redis_url:
        server = LocalRedis(detached=True)
        with _service_errors():
            config = config.with_(redis_url=server.start(config.data_dir, persistent=True,
                                                         fsync="always" if config.durable else "everysec"))
    try:
        if check:
            try:
                config.queues       # a cluster store names the queues' Redis apart: refused now, not at the first job
            except ValueError as error:
                raise CommandError(str(error)) from error
            config = config.with_(wait_aof=_check_durability(config, private=server is not None))
        yield config
    finally:
        if server:
            server.stop()


def tell(config, text: str) -> None:
    """A line for the operator on standard error: a log line in JSON with --log-format json."""
    if config.log_format == "json":
        import logging

        logging.getLogger("gameledger").warning(text)
    else:
        click.echo(text, err=True)


def _check_durability(config, private) -> bool:
    import redis

    from gameledger.durability import DurabilityError, check

    if config.cluster:
        return _check_cluster_durability(config)
    connection = redis.Redis.from_url(config.redis_url, decode_responses=True)
    try:
        _await_redis(connection, config.redis_url, config.redis_wait, lambda text: tell(config, text))
        with _service_errors():
            kept = check(connection, config.durable, private)
    except DurabilityError as error:
        raise CommandError(str(error)) from error
    finally:
        connection.close()
    tell(config, f"Redis persistence: {kept.summary}{' (durable mode)' if kept.durable else ''}")
    return kept.wait_aof


def _check_cluster_durability(config) -> bool:
    """Each master of the cluster checked as one Redis is; in durable mode an append also waits for a replica
    (WAIT), so a master without one refuses moves until it has one again. A master that does not answer (a failover
    under way) is waited out as a Redis that is away is (GAMELEDGER_REDIS_WAIT)."""
    import time

    from events.errors import STORE_AWAY
    from gameledger.config import masked
    from gameledger.durability import DurabilityError, check

    waited, pause = 0.0, 0.25
    while True:
        cluster = _await_cluster(config)
        try:
            kept = [check(cluster.get_redis_connection(node), config.durable, False)
                    for node in cluster.get_primaries()]
            break
        except DurabilityError as error:
            raise CommandError(str(error)) from error
        except STORE_AWAY as error:
            if waited >= config.redis_wait:
                raise CommandError(f"the Redis Cluster at {masked(config.redis_url)} is unavailable after "
                                   f"{config.redis_wait:g} s (GAMELEDGER_REDIS_WAIT): {error}") from error
            tell(config, f"waiting for the Redis Cluster at {masked(config.redis_url)} ({error})")
            time.sleep(pause)
            waited, pause = waited + pause, min(pause * 2, 2.0)
        finally:
            cluster.close()
    summary = kept[0].summary + (", WAIT for a replica after each append" if config.durable else "")
    tell(config, f"Redis Cluster of {len(kept)} masters, persistence: {summary}"
                 f"{' (durable mode)' if config.durable else ''}")
    return all(each.wait_aof for each in kept)


def _await_cluster(config):
    """A client of the cluster once one of its nodes answers (up to GAMELEDGER_REDIS_WAIT seconds)."""
    import time

    import redis

    from gameledger.config import masked

    from gameledger.compose import redis_client

    waited, pause = 0.0, 0.25
    while True:
        try:
            return redis_client(config.redis_url, decode_responses=True)
        except (redis.RedisError, redis.exceptions.RedisClusterException) as error:
            if waited >= config.redis_wait:
                raise CommandError(f"the Redis Cluster at {masked(config.redis_url)} is unavailable after "
                                   f"{config.redis_wait:g} s (GAMELEDGER_REDIS_WAIT): {error}") from error
            if waited == 0:
                tell(config, f"waiting for the Redis Cluster at {masked(config.redis_url)} ({error})")
            time.sleep(pause)
            waited, pause = waited + pause, min(pause * 2, 2.0)


@contextmanager
def service_ledger(data_dir, enqueue: str = "queue"):
    """A Ledger on the service's Redis; bot turns it causes (an imported game waiting on a bot) are enqueued for the
    workers (`enqueue`: or "off", left to whoever plays them)."""
    from gameledger.compose import build_ledger

    with service_config(data_dir) as config, _service_errors():
        ledger = build_ledger(config, enqueue)
        ledger.health()
        yield ledger


def _await_redis(connection, url, patience: float, say=lambda text: click.echo(text, err=True)) -> None:
    """Wait (up to `patience` seconds) for a Redis that is away or still loading: a service started while it
    restarts starts with it instead of exiting."""
    import time

    import redis

    from gameledger.config import masked

    waited, pause = 0.0, 0.25
    while True:
        try:
            connection.ping()
            return
        except (redis.ConnectionError, redis.TimeoutError, redis.BusyLoadingError) as error:
            if waited >= patience:
                raise CommandError(f"Redis is unavailable at {masked(url)} after {patience:g} s "
                                   f"(GAMELEDGER_REDIS_WAIT): "
                                   f"{error}") from error
            if waited == 0:
                say(f"waiting for Redis at {masked(url)} ({error})")
            time.sleep(pause)
            waited, pause = waited + pause, min(pause * 2, 2.0)


@contextmanager
def _service_errors():
    import redis

    try:
        yield
    except (EventStoreError, ServiceError) as error:
        raise CommandError(str(error)) from error
    except redis.RedisError as error:
        raise CommandError(f"Redis is unavailable: {error}") from error


# --- running the service -------------------------------------------------------------------------------------

@main.command()
@click.option("--port", default=8000, show_default=True, help="TCP port to listen on.")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind (0.0.0.0 for every interface).")
@click.option("--workers", default=2, show_default=True, type=click.IntRange(1, 64),
              help="API processes (server workers); each holds the games it serves, any serves any game.")
@click.option("--threads", default=16, show_default=True, type=click.IntRange(1, 256),
              help="Threads per process that answer requests (streams wait on each process's event loop and hold "
                   "none).")
@click.option("--access-log", is_flag=True, help="Log a line for every request (off: it costs on the hot path).")
@log_format_option
@durable_option
@data_dir_option
def serve(port, host, workers, threads, access_log, log_format, durable, data_dir):
    """Run the REST API: --workers processes on granian, each answering requests in --threads threads and holding
    open streams on its event loop."""
    from gameledger.serving import PortTaken, refuse_taken_port

    try:
        refuse_taken_port(host, port)
    except PortTaken as error:
        raise CommandError(str(error)) from error
    _exit_on_sigterm()
    from gameledger.metrics import private_folder

    # the server's processes count into one private folder, which any of them reads for GET /metrics
    from gameledger.config import masked

    with private_folder("serve"), service_config(data_dir, durable, check=True, log_format=log_format) as config:
        from gameledger.serving import serve_granian

        tell(config, f"gameledger API on http://{host}:{port}/ (Redis {masked(config.redis_url)}; granian, {workers} "
                     f"processes of {threads} threads)")
        serve_granian(config, host, port, workers, threads, access_log)


@main.command()
@click.option("--burst", is_flag=True, help="Stop once the queue is empty instead of waiting for more work.")
@click.option("--reconcile-every", default=2.0, show_default=True, metavar="SECONDS",
              help="How often to look for games left waiting on a bot with no job queued.")
@click.option("--processes", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Worker processes to keep running (each replaced at once if it dies).")
@click.option("--quiet", is_flag=True, help="Log only warnings and errors, not every job.")
@click.option("--metrics-port", type=click.IntRange(1, 65535), default=None,
              help="Serve the workers' Prometheus metrics on this port (GET /metrics). Also GAMELEDGER_METRICS_PORT.")
@log_format_option
@durable_option
@data_dir_option
def worker(burst, reconcile_every, processes, quiet, metrics_port, log_format, durable, data_dir):
    """Run RQ workers that play bot turns, and the reconciler that finds games left waiting on a bot.

    The reconciler runs in this process and the workers in child processes, each started again if it dies; all of
    them wait out a Redis that goes away and carry on. With --burst, one worker runs here until the queue is empty.
    """
    import logging

    from gameledger.compose import work_of
    from gameledger.logs import configure
    from gameledger.metrics import private_folder
    from workers.runner import run_worker
    from workers.supervisor import supervise

    level = logging.WARNING if quiet else logging.INFO
    _exit_on_sigterm()
    with private_folder("worker"), service_config(data_dir, durable, check=True, log_format=log_format,
                                                  metrics_port=metrics_port) as config, _service_errors():
        configure(config.log_format, level)
        if config.metrics_port:         # every worker process's metrics, summed from the private folder
            from gameledger.metrics import Metrics, serve_on_port

            serve_on_port(Metrics(), config.metrics_port)
        options = dict(reconcile_every=reconcile_every, logging_level=logging.getLevelName(level))
        with suppress(KeyboardInterrupt):     # a Ctrl-C before RQ's own handlers: an end, not click's "Aborted!"
            if burst:
                run_worker(work_of(config), burst=True, **options)
                return
            supervise(work_of(config), processes=processes, **options)      # until SIGINT or SIGTERM
        tell(config, "worker stopped")


def _exit_on_sigterm():
    """Leave by SystemExit on SIGTERM, as on Ctrl-C, so a private redis-server started here is stopped too."""
    import signal

    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(0))


@main.command()
def openapi():
    """Print the OpenAPI document generated from the code (openapi.yaml is this output, checked in)."""
    from api.app import openapi_yaml

    click.echo(openapi_yaml(), nl=False)


@main.command()
@click.option("--port", default=8000, show_default=True, help="Port for the API (a free one if it is taken).")
@click.option("--once", is_flag=True, help="Stop once the demo games are over instead of serving on.")
@click.option("--timeout", default=300, show_default=True, help="Seconds to wait for the bots to finish.")
@durable_option
@data_dir_option
def demo(port, once, timeout, durable, data_dir):
    """Start everything and watch bots play Dominion, then Oath, through the real service.

    Redis (REDIS_URL, or a private one in .gameledger/redis), the API, and one RQ worker process; then a game
    between two Big Money bots and one between four `oath` bots are created over REST, followed to their end,
    verified, and their URLs printed.
    """
    from gameledger.demo import run_demo

    _exit_on_sigterm()
    with service_config(data_dir, durable, check=True) as config, _service_errors():
        run_demo(config, port, once, timeout)


# --- a local Redis Cluster -------------------------------------------------------------------------------------

CLUSTER_DIR = Path(".gameledger") / "cluster"


@main.group()
def cluster():
    """A local Redis Cluster for development: six redis-server nodes (three masters, three replicas, AOF on)."""


def cluster_dir_option(command):
    return click.option("--dir", "folder", type=click.Path(file_okay=False, path_type=Path), default=CLUSTER_DIR,
                        show_default=True, help="Where the nodes keep their data (and cluster.json, their ports).")(command)


@cluster.command(name="up")
@cluster_dir_option
def cluster_up(folder):
    """Start the six nodes on free ports, create the cluster, wait for cluster_state:ok and print its REDIS_URL (a
    cluster already running in the folder is reused). The queues need a Redis of their own: GAMELEDGER_QUEUE_URL."""
    from gameledger.local_cluster import LocalCluster

    with _service_errors():
        url = LocalCluster(folder).start()
    click.echo(f"REDIS_URL={url}")


@cluster.command(name="down")
@cluster_dir_option
def cluster_down(folder):
    """Stop the nodes of the cluster started in the folder."""
    from gameledger.local_cluster import LocalCluster

    nodes = LocalCluster(folder)
    if not nodes.ports:
        raise CommandError(f"no cluster recorded in {folder}")
    with _service_errors():
        nodes.stop()
    click.echo(f"stopped the cluster in {folder}")


# --- simulating -----------------------------------------------------------------------------------------------

@main.command()
@click.option("--ruleset", "ruleset_id", default="dominion", show_default=True, help="The game to play.")
@click.option("--players", metavar="BOTS",
              help="Comma-separated bot ids, one per seat (Dominion's default big-money,big-money; with --solo, "
                   "one bot: big-money). Oath takes 3 to 6, e.g. oath,oath,oath,oath.")
@click.option("-n", "--games", default=100, show_default=True, type=click.IntRange(min=1), help="Games to play.")
@click.option("--seed", default="1", show_default=True,
              help="Base seed; game i is seeded SEED:i, so the same seed plays the same games.")
@click.option("--jobs", "-j", type=click.IntRange(min=1), metavar="N",
              help="Processes to play in (default: every core). The figures do not depend on it.")
@click.option("--kingdom",
              help="Dominion: comma-separated kingdom cards, English or Czech names (e.g. \"Village,Kovárna,...\").")
@click.option("--preset", help="Dominion: a named kingdom preset (e.g. \"First Game\").")
@click.option("--sets", help="Dominion: a random kingdom for each game from these card sets "
                             "(e.g. \"base,intrigue,prosperity\"), drawn from the seed.")
@click.option("--colony/--no-colony", default=None,
              help="Dominion: force Platinum and Colony into the Supply (or keep them out); without either, the "
                   "game's rule.")
@click.option("--solo", is_flag=True,
              help="Dominion: one bot against a passive dummy that never buys: turns to 4 Provinces and money by "
                   "turn.")
@click.option("--max-turns", default=50, show_default=True, type=click.IntRange(min=1),
              help="With --solo: stop a game after this many turns of the bot.")
@click.option("--out", type=click.Path(dir_okay=False, writable=True, path_type=Path),
              help="Write the figures (each bot's win_rate, tie_rate, avg_turns, CI...) and the arguments as JSON.")
@click.option("--csv", "csv_out", type=click.Path(dir_okay=False, writable=True, path_type=Path),
              help="Write one CSV row per seat (or the solo figures).")
@click.option("--campaign", "campaign_games", type=click.IntRange(min=1), metavar="N",
              help="Oath: play N games of one chronicle instead (each set up from the chronicle the last wrote, the "
                   "previous winner Chancellor), reporting each game's winner, victory and the chronicle's changes.")
@click.option("--chronicle", default="new", show_default=True,
              help="With --campaign: the chronicle it starts from (\"new\", \"tutorial\" or a save string).")
def simulate(ruleset_id, players, games, seed, jobs, kingdom, preset, sets, colony, solo, max_turns, out, csv_out,
             campaign_games, chronicle):
    """Play bot-only games in process, with the engine alone (no Redis), over several cores.

    Prints each seat's wins, ties (shared wins) and losses, its win rate with a 95% Wilson score interval, its
    average turns, how the games ended (Provinces, Colonies or piles; in Oath the victory and its round) and
    games per second. Game i seats the bots rotated by i, so no bot keeps the first seat. The same seed and
    arguments give the same figures on any machine and with any --jobs.
    """
    from tqdm import tqdm

    from gameledger import simulate as simulator

    if players is None:         # Dominion has a default table; any other game names its seats
        players = ("big-money" if solo else "big-money,big-money") if ruleset_id == "dominion" else ""
    if campaign_games:
        _simulate_campaign(ruleset_id, players, campaign_games, seed, chronicle, out)
        return
    study = simulator.study_from(players, games, seed, ruleset=ruleset_id, kingdom=kingdom, preset=preset,
                                 sets=sets, colony=colony, solo=solo, max_turns=max_turns)
    try:
        simulator.check(study)
    except simulator.StudyError as error:
        raise click.BadParameter(str(error), param_hint=f"--{error.option}") from error
    bar = None

    def progress(count):
        nonlocal bar
        if bar is None:     # made once the worker processes exist, so no thread of tqdm's is forked with them
            bar = tqdm(total=games, desc="games", unit="game", file=sys.stderr, disable=None)
        bar.update(count)

    try:
        report = simulator.run(study, jobs=jobs, progress=progress)
    except simulator.SimulationError as error:
        raise CommandError(str(error)) from error
    finally:
        if bar is not None:
            bar.close()
    for line in simulator.summary(report):
        click.echo(line)
    if out:
        out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if csv_out:
        csv_out.write_text(simulator.csv_text(report), encoding="utf-8")


# --- campaigns --------------------------------------------------------------------------------------------------

@main.group()
def campaign():
    """Campaigns: games played one after another from one chronicle (Oath, Law 8), as the REST /campaigns has them.

    The command line speaks to the store directly, so it is the campaign's owner: `show` and `export` give the
    whole chronicle, save string included.
    """


def _players_option(text: str) -> list[dict]:
    """"Ana,Ben:oath,Cy:oath": a name per player, a bot id after a colon for a bot."""
    players = []
    for item in (part.strip() for part in text.split(",")):
        name, _, bot = item.partition(":")
        players.append({"name": name.strip(), **({"bot": bot.strip()} if bot.strip() else {})})
    return players


@campaign.command(name="new")
@click.option("--players", required=True, metavar="PLAYERS",
              help="Comma-separated players, NAME or NAME:BOT (e.g. \"Ana,Ben:oath,Cy:oath\"); the previous "
                   "winner takes the first seat of each game (the Chancellor, Law 1.7).")
@click.option("--chronicle", default="new", show_default=True,
              help="\"new\", \"tutorial\" or a chronicle save string.")
@click.option("--name", help="The campaign's name (default: the chronicle's).")
@click.option("--ruleset", "ruleset_id", help="A game with campaigns (default: the one game that has them).")
@click.option("--continue", "continues", is_flag=True,
              help="Let the workers create each next game once the last one's Chronicle is written.")
@click.option("--until", type=click.IntRange(min=1), help="With --continue: the last game created on its own.")
@data_dir_option
def campaign_new(players, chronicle, name, ruleset_id, continues, until, data_dir):
    """Create a campaign; print its id, the owner's token and each human player's token."""
    with service_ledger(data_dir) as ledger, _service_errors():
        created = ledger.campaigns.create(name, chronicle, _players_option(players), ruleset_id, continues, until)
    click.echo(f"campaign {created['id']} ({created['name']})")
    click.echo(f"  owner token {created['owner_token']}")
    for player in created["players"]:
        held = f"token {player['token']}" if player["token"] else f"bot {player['bot']}"
        click.echo(f"  {player['name']}: {held}")


@campaign.command(name="show")
@click.argument("campaign_id", metavar="CAMPAIGN")
@click.option("--json", "as_json", is_flag=True, help="Print the campaign as GET /campaigns/{id} answers its owner.")
@data_dir_option
def campaign_show(campaign_id, as_json, data_dir):
    """Print CAMPAIGN's status and each game's winner, victory, the Oath vowed and the chronicle out."""
    from events.service.campaigns import OWNER

    with service_ledger(data_dir) as ledger, _service_errors():
        info = ledger.campaigns.info(campaign_id, OWNER)
    if as_json:
        click.echo(json.dumps(info, indent=1, ensure_ascii=False))
        return
    click.echo(f"campaign {info['id']} ({info['name']}): {info['status_text']}")
    players = [player["name"] + (f" ({player['bot']})" if player["bot"] else "") for player in info["players"]]
    click.echo(f"  players {', '.join(players)}")
    for game in info["history"]:
        line = f"  game {game['game']} {game['id']}: "
        if "winner" in game:
            line += f"{game['winner']} won, {game['ending']}; Oath vowed: {game['vowed']}"
        else:
            line += "in progress"
        click.echo(line)
    if info["chronicle"]:
        click.echo(f"  next: game {info['chronicle']['game']} of {info['chronicle']['name']}, Oath of "
                   f"{info['chronicle']['vowed']}")


@campaign.command(name="play")
@click.argument("campaign_id", metavar="CAMPAIGN")
@click.option("-n", "--games", default=1, show_default=True, type=click.IntRange(min=1),
              help="Games to play one after another.")
@data_dir_option
def campaign_play(campaign_id, games, data_dir):
    """Start CAMPAIGN's next game and, its seats all bots, play it here to its end and record its chronicle.

    A game with a human seat is started and left for its players (over REST, with their campaign tokens).
    """
    with service_ledger(data_dir, enqueue="off") as ledger, _service_errors():      # played here, to the end
        for _ in range(games):
            started = ledger.campaigns.start_game(campaign_id)
            game_id, number = started["id"], started["game"]
            if any(not seat["bot"] for seat in started["seats"]):
                click.echo(f"game {number} {game_id} started; it waits on its human players")
                return
            version = ledger.states.version(game_id)
            while ledger.moves.play_bots(game_id, version):
                version = ledger.states.version(game_id)
            ledger.campaigns.advance(campaign_id, number)
            entry = ledger.campaigns.info(campaign_id, None)["history"][-1]
            click.echo(f"game {number} {game_id}: {entry.get('winner')} won, {entry.get('ending')}; "
                       f"Oath vowed: {entry.get('vowed')}")


@campaign.command(name="export")
@click.argument("campaign_id", metavar="CAMPAIGN")
@click.option("--after", type=click.IntRange(min=0), help="The chronicle after game N (default: the latest).")
@click.option("--format", "form", type=click.Choice(["tts", "json"]), default="tts", show_default=True,
              help="tts: the save string the TTS mod imports; json: the chronicle as data.")
@data_dir_option
def campaign_export(campaign_id, after, form, data_dir):
    """Print CAMPAIGN's chronicle (hidden parts included: the command line is the owner)."""
    from events.service.campaigns import OWNER

    with service_ledger(data_dir) as ledger, _service_errors():
        exported = ledger.campaigns.chronicle(campaign_id, OWNER, after, form)
    click.echo(exported["save"] if form == "tts" else json.dumps(exported["chronicle"], indent=1, ensure_ascii=False))


def _simulate_campaign(ruleset_id, players, games, seed, chronicle, out):
    from engine.core import InvalidOptions
    from engine.games import get_ruleset
    from gameledger.chronicles import play_campaign, summary

    bots = [bot.strip() for bot in players.split(",") if bot.strip()]
    try:
        ruleset = get_ruleset(ruleset_id)
        if ruleset.campaign_option is None:
            raise click.BadParameter(f"{ruleset_id} has no campaigns", param_hint="--ruleset")
        unknown = [bot for bot in bots if bot not in ruleset.bots()]
        if unknown or not bots:
            raise click.BadParameter(f"name one bot per seat; bots for {ruleset_id}: {', '.join(ruleset.bots())}",
                                     param_hint="--players")
        ruleset.check_players(len(bots))
        report = play_campaign(ruleset_id, bots, games, seed, chronicle)
    except InvalidOptions as error:
        raise click.BadParameter(str(error), param_hint="--players/--chronicle") from error
    for line in summary(report):
        click.echo(line)
    if out:
        out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


# --- reading, moving games -------------------------------------------------------------------------------------

@main.command()
@click.argument("game")
@click.option("--verify", is_flag=True, help="Also replay every event and check its recorded state hash.")
@data_dir_option
def replay(game, verify, data_dir):
    """Print the narrated log of GAME as a spectator sees it; with --verify, check its hash chain."""
    with service_ledger(data_dir) as ledger:
        for entry in ledger.history.log(game, None):
            for line in entry["lines"]:
                click.echo(f"{entry['version']:>5}  {line}")
        if verify:
            checked = ledger.history.verify(game)
            click.echo(f"verified {checked['events']} events, final hash {checked['hash']}")


@main.command()
@data_dir_option
def reindex(data_dir):
    """Rebuild the game index (what GET /games lists) from every game's metadata: after an upgrade from an older
    index, or to repair one. Games keep playing meanwhile."""
    with service_ledger(data_dir) as ledger:
        click.echo(f"indexed {ledger.listing.reindex()} games")


@main.command()
@click.argument("game")
@data_dir_option
def export(game, data_dir):
    """Write GAME's portable event file (JSON, seed included) to standard output."""
    with service_ledger(data_dir) as ledger:
        click.echo(json.dumps(ledger.history.export(game), indent=1, ensure_ascii=False))


@main.command(name="import")
@click.argument("file", type=click.File("r", encoding="utf-8"))
@data_dir_option
def import_(file, data_dir):
    """Load an exported event FILE ('-' for standard input) after verifying its hash chain.

    Prints the new game's id and a fresh token for each human seat.
    """
    try:
        data = json.load(file)
    except json.JSONDecodeError as error:
        raise CommandError(f"{file.name} is not JSON: {error}") from error
    with service_ledger(data_dir) as ledger:
        imported = ledger.history.import_game(data)
    click.echo(f"imported game {imported['id']} at version {imported['version']}")
    for seat in imported["seats"]:
        click.echo(f"  seat {seat['seat']} {seat['name']}: " + (f"token {seat['token']}" if seat["token"] else "bot"))


# --- backup and restore ----------------------------------------------------------------------------------------

def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _summary(count) -> str:
    return (f"{_plural(count['game'], 'game')} ({_plural(count['events'], 'event')}), "
            f"{_plural(count['campaign'], 'campaign')}, {_plural(count['player'], 'player key')}, "
            f"{_plural(count['creation'], 'creation')}")


@main.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True, path_type=str))
@data_dir_option
def backup(file, data_dir):
    """Write every game, campaign, player key and creation of the store to FILE ('-' for standard output): gzip'd
    msgpack, versioned, that `gameledger restore` reads on any Redis. The service may keep running: each game (its
    events, metadata, idempotency keys, snapshot, webhooks) is read as of one moment. Games and campaigns are found
    through their indexes (run `gameledger reindex` first on a store from before the index), player keys and
    creations by SCAN on every node."""
    import os

    from tqdm import tqdm

    from gameledger.backup import plan, write_backup

    to_stdout = file == "-"
    if to_stdout and sys.stdout.isatty():
        raise CommandError("a backup is binary: send standard output to a file or a pipe (gameledger backup - > FILE)")
    with service_ledger(data_dir, enqueue="off") as ledger, _service_errors():
        planned = plan(ledger.stores)
        try:
            target = click.open_file("-", "wb") if to_stdout else open(f"{file}.partial", "wb")
        except OSError as error:
            raise CommandError(f"{file}: {error.strerror}") from error
        try:
            with tqdm(total=len(planned), desc="backup", unit="key", file=sys.stderr, disable=None) as bar:
                count = write_backup(ledger.stores, target, planned, bar.update)
            target.flush()
            if not to_stdout:
                os.fsync(target.fileno())
                target.close()
                os.replace(f"{file}.partial", file)     # a backup that fails half way leaves no FILE behind
        except BaseException:
            if not to_stdout:
                target.close()
                Path(f"{file}.partial").unlink(missing_ok=True)
            raise
    size = "" if to_stdout else f" ({Path(file).stat().st_size / 1024:.1f} KiB)"
    click.echo(f"backed up {_summary(count)} to {'standard output' if to_stdout else file}{size}", err=True)


@main.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True, path_type=str))
@click.option("--merge", is_flag=True,
              help="Restore into a store that holds games already: add the games, campaigns and player keys it "
                   "lacks; a game it holds is skipped, never overwritten.")
@data_dir_option
def restore(file, merge, data_dir):
    """Restore a backup FILE ('-' for standard input) written by `gameledger backup` into an empty store, then
    rebuild the game and campaign indexes. The whole file is checked first: a truncated, corrupt or foreign file, or
    one of another format version, is refused and nothing is written."""
    from tqdm import tqdm

    from gameledger.backup import BackupError, check_backup, holdings_of, restore as restore_backup, spooled

    name = "standard input" if file == "-" else file
    try:
        source = spooled(click.open_file("-", "rb")) if file == "-" else open(file, "rb")
    except OSError as error:
        raise CommandError(f"{file}: {error.strerror}") from error
    with source, service_ledger(data_dir, enqueue="off") as ledger, _service_errors():
        if not merge and not holdings_of(ledger.stores).empty():
            raise CommandError("the store holds games already: restore into an empty Redis, or add --merge to add "
                               "what it lacks (a game it holds is skipped, never overwritten)")
        try:
            header, trailer = check_backup(source)
        except BackupError as error:
            raise CommandError(f"{name}: {error}; nothing was restored") from error
        click.echo(f"{name}: gameledger backup of {header.get('created')} (gameledger {header.get('gameledger')}), "
                   f"{_plural(trailer['holdings'], 'record')}", err=True)

        def reindex():
            return ledger.listing.reindex(), ledger.campaigns.reindex()

        with tqdm(total=trailer["holdings"], desc="restore", unit="key", file=sys.stderr, disable=None) as bar:
            restored = restore_backup(ledger.stores, source, merge, bar.update, reindex)
    for kind, holding_id in restored.skipped:
        if kind in ("game", "campaign", "creation"):      # a player key or a set with nothing new: nothing to say
            click.echo(f"skipped {kind} {holding_id}: the store holds it already")
    click.echo(f"restored {_summary(restored.count)}; indexed {_plural(restored.indexed[0], 'game')} and "
               f"{_plural(restored.indexed[1], 'campaign')}")


@main.command(name="config")
@data_dir_option
def config_(data_dir):
    """Print the effective configuration: each setting's value as the commands would use it (from the environment
    and the defaults; passwords masked), and whether it was set or is the default."""
    from gameledger.config import Config

    try:
        config = Config.read(data_dir=str(data_dir) if data_dir else None)
    except ValueError as error:
        raise CommandError(str(error)) from error
    rows = config.shown()
    width = max(len(variable) for variable, _, _ in rows)
    for variable, value, source in rows:
        click.echo(f"{variable:<{width}}  {value if value else '(unset)'}  [{source}]")


def _settings_in_help(group: click.Group, path: str = "") -> None:
    """Each command's --help ends with the settings it reads (gameledger/config.py SETTINGS)."""
    from gameledger.config import epilog, read_by

    for name, command in group.commands.items():
        read = path or name         # a group's commands read what the group reads
        if isinstance(command, click.Group):
            _settings_in_help(command, read)
        if read_by(read) and not command.epilog:
            command.epilog = epilog(read)


_settings_in_help(main)


if __name__ == "__main__":
    main()
