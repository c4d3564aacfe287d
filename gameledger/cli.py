"""The `gameledger` command: run the service and a worker, simulate bot games, replay, export and import games."""

import json
import os
import sys
from contextlib import contextmanager
from pathlib import Path

import click

from events.errors import EventStoreError, ServiceError

DATA_DIR = Path(".gameledger") / "redis"


class CommandError(click.ClickException):
    """An error of the service said in one line, with no traceback; exit code 1."""


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def main():
    """gameledger: an event-sourced game ledger for Dominion and Oath.

    Commands that need Redis use REDIS_URL when it is set; otherwise they start (or reuse) a private,
    persistent redis-server whose data lives in .gameledger/redis under the current directory.
    """


def data_dir_option(command):
    return click.option(
        "--data-dir", type=click.Path(file_okay=False, path_type=Path), default=DATA_DIR, show_default=True,
        help="Where the private redis-server keeps its data when REDIS_URL is not set.")(command)


def durable_option(command):
    return click.option(
        "--durable", is_flag=True, envvar="GAMELEDGER_DURABLE",
        help="Acknowledge a move only once Redis has fsynced it (WAITAOF, or appendfsync always); refuse a Redis "
             "that cannot. Also GAMELEDGER_DURABLE=1.")(command)


@contextmanager
def service_redis(data_dir, durable=None):
    """The Redis URL to use: REDIS_URL, else a private server in `data_dir` (stopped on exit if started here).
    With `durable` given (True or False), its persistence is checked first (gameledger/durability.py) and
    `service_redis.wait_aof` says whether appends must wait for their fsync."""
    from gameledger.local_redis import LocalRedis

    url, server = os.environ.get("REDIS_URL"), None
    if not url:
        server = LocalRedis()
        with _service_errors():
            url = server.start(data_dir, persistent=True, fsync="always" if durable else "everysec")
    try:
        if durable is not None:
            service_redis.wait_aof = _check_durability(url, durable, private=server is not None)
        yield url
    finally:
        if server:
            server.stop()


def _check_durability(url, durable, private) -> bool:
    import redis

    from gameledger.durability import DurabilityError, check

    connection = redis.Redis.from_url(url, decode_responses=True)
    try:
        with _service_errors():
            kept = check(connection, durable, private)
    except DurabilityError as error:
        raise CommandError(str(error)) from error
    finally:
        connection.close()
    click.echo(f"Redis persistence: {kept.summary}{' (durable mode)' if kept.durable else ''}", err=True)
    return kept.wait_aof


@contextmanager
def service_ledger(data_dir):
    """A Ledger on the service's Redis; bot turns it causes (an imported game waiting on a bot) are enqueued."""
    import redis

    from gameledger.compose import service_ledger as wired_ledger

    with service_redis(data_dir) as url:
        connection = redis.Redis.from_url(url)
        try:
            with _service_errors():
                connection.ping()
                yield wired_ledger(connection)
        finally:
            connection.close()


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
@durable_option
@data_dir_option
def serve(port, host, durable, data_dir):
    """Run the REST API (Flask's threaded server; use gunicorn in production)."""
    _exit_on_sigterm()
    with service_redis(data_dir, durable) as url:
        from api.server import ProblemRequestHandler
        from gameledger.compose import service_app      # imported here: the other commands need no API

        click.echo(f"gameledger API on http://{host}:{port}/ (Redis {url})", err=True)
        app = service_app(url, wait_aof=service_redis.wait_aof)
        app.run(host=host, port=port, threaded=True, request_handler=ProblemRequestHandler)


@main.command()
@click.option("--burst", is_flag=True, help="Stop once the queue is empty instead of waiting for more work.")
@click.option("--reconcile-every", default=2.0, show_default=True, metavar="SECONDS",
              help="How often to look for games left waiting on a bot with no job queued.")
@click.option("--processes", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Worker processes to keep running (each replaced at once if it dies).")
@click.option("--quiet", is_flag=True, help="Log only warnings and errors, not every job.")
@durable_option
@data_dir_option
def worker(burst, reconcile_every, processes, quiet, durable, data_dir):
    """Run RQ workers that play bot turns, and the reconciler that finds games left waiting on a bot.

    The reconciler runs in this process and the workers in child processes, each started again if it dies; all of
    them wait out a Redis that goes away and carry on. With --burst, one worker runs here until the queue is empty.
    """
    import logging

    from workers.runner import run_worker
    from workers.supervisor import supervise

    level = logging.WARNING if quiet else logging.INFO
    logging.basicConfig(level=level, format="%(asctime)s %(name)s %(message)s")
    _exit_on_sigterm()
    with service_redis(data_dir, durable) as url, _service_errors():
        options = dict(reconcile_every=reconcile_every, logging_level=logging.getLevelName(level),
                       wait_aof=service_redis.wait_aof)
        if burst:
            run_worker(url, burst=True, **options)
        else:
            supervise(url, processes=processes, **options)


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
    with service_redis(data_dir, durable) as url, _service_errors():
        run_demo(url, port, once, timeout, durable=durable, wait_aof=service_redis.wait_aof)


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
def simulate(ruleset_id, players, games, seed, jobs, kingdom, preset, sets, colony, solo, max_turns, out, csv_out):
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


# --- reading, moving games -------------------------------------------------------------------------------------

@main.command()
@click.argument("game")
@click.option("--verify", is_flag=True, help="Also replay every event and check its recorded state hash.")
@data_dir_option
def replay(game, verify, data_dir):
    """Print the narrated log of GAME as a spectator sees it; with --verify, check its hash chain."""
    with service_ledger(data_dir) as ledger:
        for entry in ledger.log(game, None):
            for line in entry["lines"]:
                click.echo(f"{entry['version']:>5}  {line}")
        if verify:
            checked = ledger.verify(game)
            click.echo(f"verified {checked['events']} events, final hash {checked['hash']}")


@main.command()
@click.argument("game")
@data_dir_option
def export(game, data_dir):
    """Write GAME's portable event file (JSON, seed included) to standard output."""
    with service_ledger(data_dir) as ledger:
        click.echo(json.dumps(ledger.export(game), indent=1, ensure_ascii=False))


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
        imported = ledger.import_game(data)
    click.echo(f"imported game {imported['id']} at version {imported['version']}")
    for seat in imported["seats"]:
        click.echo(f"  seat {seat['seat']} {seat['name']}: " + (f"token {seat['token']}" if seat["token"] else "bot"))


if __name__ == "__main__":
    main()
