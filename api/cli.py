"""The `gameledger` command: run the service and a worker, simulate bot games, replay, export and import games."""

import json
import os
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import click

from events.errors import EventStoreError, ServiceError

DATA_DIR = Path(".gameledger") / "redis"


class CommandError(click.ClickException):
    """An error of the service said in one line, with no traceback; exit code 1."""


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def main():
    """gameledger: an event-sourced game ledger for Dominion (and more games to come).

    Commands that need Redis use REDIS_URL when it is set; otherwise they start (or reuse) a private,
    persistent redis-server whose data lives in .gameledger/redis under the current directory.
    """


def data_dir_option(command):
    return click.option(
        "--data-dir", type=click.Path(file_okay=False, path_type=Path), default=DATA_DIR, show_default=True,
        help="Where the private redis-server keeps its data when REDIS_URL is not set.")(command)


@contextmanager
def service_redis(data_dir):
    """The Redis URL to use: REDIS_URL, else a private server in `data_dir` (stopped on exit if started here)."""
    from events.local_redis import LocalRedis

    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    server = LocalRedis()
    with _service_errors():
        url = server.start(data_dir, persistent=True)
    try:
        yield url
    finally:
        server.stop()


@contextmanager
def service_ledger(data_dir):
    """A Ledger on the service's Redis; bot turns it causes (an imported game waiting on a bot) are enqueued."""
    import redis

    from events.ledger import Ledger
    from workers.jobs import bot_turn_enqueuer

    with service_redis(data_dir) as url:
        connection = redis.Redis.from_url(url)
        try:
            with _service_errors():
                connection.ping()
                yield Ledger(connection, enqueue_bot=bot_turn_enqueuer(connection))
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
@data_dir_option
def serve(port, host, data_dir):
    """Run the REST API (Flask's threaded server; use gunicorn in production)."""
    _exit_on_sigterm()
    with service_redis(data_dir) as url:
        from api.app import create_app      # imported here: the API is not needed by the other commands

        click.echo(f"gameledger API on http://{host}:{port}/ (Redis {url})", err=True)
        create_app(url).run(host=host, port=port, threaded=True)


@main.command()
@click.option("--burst", is_flag=True, help="Stop once the queue is empty instead of waiting for more work.")
@click.option("--reconcile-every", default=5.0, show_default=True, metavar="SECONDS",
              help="How often to look for games left waiting on a bot with no job queued.")
@click.option("--quiet", is_flag=True, help="Log only warnings and errors, not every job.")
@data_dir_option
def worker(burst, reconcile_every, quiet, data_dir):
    """Run an RQ worker that plays bot turns, with the reconciler beside it."""
    import logging

    from workers.runner import run_worker

    level = logging.WARNING if quiet else logging.INFO
    logging.basicConfig(level=level, format="%(asctime)s %(name)s %(message)s")
    with service_redis(data_dir) as url, _service_errors():
        run_worker(url, burst=burst, reconcile_every=reconcile_every, logging_level=logging.getLevelName(level))


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
@click.option("--once", is_flag=True, help="Stop once the demo game is over instead of serving on.")
@click.option("--timeout", default=300, show_default=True, help="Seconds to wait for the bots to finish.")
@data_dir_option
def demo(port, once, timeout, data_dir):
    """Start everything and watch two Big Money bots play Dominion through the real service.

    Redis (REDIS_URL, or a private one in .gameledger/redis), the API, and one RQ worker process; then a game
    between two bots is created over REST, followed to its end, verified, and its URLs printed.
    """
    from api.demo import run_demo

    _exit_on_sigterm()
    with service_redis(data_dir) as url, _service_errors():
        run_demo(url, port, once, timeout)


# --- simulating -----------------------------------------------------------------------------------------------

@main.command()
@click.option("--ruleset", "ruleset_id", default="dominion", show_default=True, help="The game to play.")
@click.option("--players", default="big-money,big-money", show_default=True,
              help="Comma-separated bot ids, one per seat.")
@click.option("-n", "--games", default=100, show_default=True, type=click.IntRange(min=1), help="Games to play.")
@click.option("--seed", default="1", show_default=True,
              help="Base seed; game i is seeded SEED:i, so the same seed plays the same games.")
@click.option("--kingdom", help="Comma-separated kingdom cards, English or Czech names (e.g. \"Village,Kovárna,...\").")
@click.option("--preset", help="A named kingdom preset (e.g. \"First Game\").")
@click.option("--out", type=click.Path(dir_okay=False, writable=True, path_type=Path),
              help="Write the figures (each bot's win_rate, games, avg_turns) and the arguments to this JSON file.")
def simulate(ruleset_id, players, games, seed, kingdom, preset, out):
    """Play bot-only games in process, with the engine alone (no Redis), and print each bot's win rate."""
    from tqdm import tqdm

    from engine.core import InvalidOptions, RulesError, get_ruleset

    try:
        ruleset = get_ruleset(ruleset_id)
    except InvalidOptions as error:
        raise click.BadParameter(str(error), param_hint="--ruleset") from error
    bots = ruleset.bots()
    bot_ids = [b.strip() for b in players.split(",") if b.strip()]
    unknown = [b for b in bot_ids if b not in bots]
    if unknown:
        raise click.BadParameter(f"unknown bot {unknown[0]!r}; bots for {ruleset.id}: {', '.join(sorted(bots))}",
                                 param_hint="--players")
    if kingdom and preset:
        raise click.UsageError("give --kingdom or --preset, not both")
    names = [f"{bot} {seat}" for seat, bot in enumerate(bot_ids, start=1)]
    options = {"players": names}
    if kingdom:
        options["kingdom"] = [card.strip() for card in kingdom.split(",") if card.strip()]
    if preset:
        options["preset"] = preset
    try:
        ruleset.setup(options, f"{seed}:0")     # the options are checked once, before the progress bar
    except InvalidOptions as error:
        hint = "--kingdom" if kingdom else "--preset" if preset else "--players"
        raise click.BadParameter(str(error), param_hint=hint) from error

    wins = [0.0] * len(names)
    turns = [0] * len(names)
    started = time.perf_counter()
    for i in tqdm(range(games), desc="games", unit="game", file=sys.stderr, disable=None):
        try:
            result = _play_bot_game(ruleset, options, f"{seed}:{i}", [bots[b] for b in bot_ids])
        except RulesError as error:
            raise CommandError(f"game {i} (seed {seed}:{i}): a bot made an illegal move: {error}") from error
        for winner in result["winners"]:
            wins[winner] += 1 / len(result["winners"])
        for seat, count in enumerate(result["turns"]):
            turns[seat] += count
    seconds = time.perf_counter() - started

    seats = [{"seat": seat, "name": name, "bot": bot, "win_rate": round(wins[seat] / games, 6),
              "avg_turns": round(turns[seat] / games, 3)} for seat, (name, bot) in enumerate(zip(names, bot_ids))]
    figures = {}
    for bot in dict.fromkeys(bot_ids):
        mine = [row for row in seats if row["bot"] == bot]
        # a bot in several seats: its win rate per seat, so two Big Money seats read 50% each, not 100%
        figures[bot] = {"seats": len(mine), "games": games,
                        "win_rate": round(sum(r["win_rate"] for r in mine) / len(mine), 6),
                        "avg_turns": round(sum(r["avg_turns"] for r in mine) / len(mine), 3)}
    width = max(len(name) for name in names)
    for row in seats:
        click.echo(f"{row['name']:<{width}}  win rate {row['win_rate']:6.1%}  average turns {row['avg_turns']:.1f}")
    click.echo(f"{games} games in {seconds:.2f} s: {games / seconds:.1f} games per second, "
               f"{sum(turns) / games:.1f} turns per game")
    if out:
        report = {"ruleset": ruleset.id, "games": games, "bots": figures, "seats": seats,
                  "arguments": {"ruleset": ruleset_id, "players": bot_ids, "n": games, "seed": seed,
                                "kingdom": options.get("kingdom"), "preset": preset},
                  "timing": {"seconds": round(seconds, 3), "games_per_second": round(games / seconds, 2)}}
        out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


MAX_MOVES = 100_000     # bots that never end a game (two that never buy) are stopped, not waited on forever


def _play_bot_game(ruleset, options, seed, policies) -> dict:
    state = ruleset.setup(options, seed)
    for _ in range(MAX_MOVES):
        decision = ruleset.decision(state)
        if decision is None:
            return ruleset.result(state)
        policy = policies[decision.player]
        ruleset.apply(state, policy(ruleset.view(state, decision.player), decision.to_dict()))
    raise CommandError(f"the game seeded {seed} did not end within {MAX_MOVES} moves")


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
