"""The benchmarks keep working: each runs at a tiny size and prints its figures."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.games import get_ruleset

ROOT = Path(__file__).resolve().parents[1]


def run(*args, **env) -> str:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, **env))
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_engine_bench_prints_each_round_and_the_best_and_median():
    printed = run("bench/engine_games.py", "3", "2")
    assert printed.count("3 Big Money games in") == 2
    assert "best " in printed and "median " in printed


def test_the_side_by_side_bench_runs_alone_without_pyminion_or_with_it():
    printed = run("bench/vs_pyminion.py", "2")
    assert "gameledger:" in printed and "Big Money games per CPU second (2 games)" in printed


def test_the_strategy_bench_prints_each_match_and_all_of_them():
    printed = run("bench/strategy_games.py", "2")
    assert "simulator games per CPU second, 2 games a match" in printed
    assert "bmu,smithy" in printed and "all matches" in printed


def test_the_pydominion_bench_asks_for_a_checkout():
    done = subprocess.run([sys.executable, "bench/vs_pydominion.py"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={"PATH": ""})
    assert done.returncode != 0
    assert "name a checkout of dwagon/pydominion" in done.stderr


def test_the_listing_bench_prints_each_query_before_and_now():
    done = subprocess.run([sys.executable, "bench/listing.py", "300"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=dict(os.environ, BENCH_LISTS="3"))
    assert done.returncode == 0, done.stderr
    assert "300 games indexed" in done.stdout
    assert all(label in done.stdout for label in ("ruleset+status+player", "status+player", "ruleset+status"))


def test_the_service_bench_prints_every_figure_of_issue_16_and_a_verdict_on_each_goal():
    printed = run("bench/service.py", BENCH_TINY="1")
    for figure in ("raw append (EventStore.append", "throughput (closed loop", "latency (open loop",
                   "Oath move, requests at random", "spectators polling", "Oath, finished", "Dominion, finished",
                   "games played move by move", "games imported", "used_memory delta"):
        assert figure in printed, figure
    goals = printed.split("goals (issue 16):")[1].splitlines()[1:]
    assert "leaving" in goals[2] and "ms for the API, which spent" in goals[2]      # the share's CPU budget
    verdicts = [line.split()[0] for line in goals if line.strip() and not line.strip().startswith("(")]
    # throughput, its share of the raw append, p99, p50, the two any-process goals (2 API processes), two cold
    # loads, storage, and the archive the service does not have
    assert len(verdicts) == 10 and set(verdicts) <= {"PASS", "MISS", "n/a"}, goals


def test_the_redis_calls_bench_prints_both_paths_for_both_calls():
    printed = run("bench/redis_calls.py", "20")
    for call in ("append", "since"):
        assert f"{call} " in printed and "redis-py" in printed and "direct" in printed and "ratio" in printed


def test_the_snapshot_bench_prints_how_often_and_how_fast():
    printed = run("bench/snapshots.py", "1")
    versions = [f"{ruleset} v{version}: 1 games," for ruleset in ("dominion", "oath")
                for version in get_ruleset(ruleset).versions]     # every version of each ruleset, once
    assert all(line in printed for line in versions) and printed.count("1 games,") == len(versions)
    assert "with a snapshot" in printed
    assert "json.loads + restore()" in printed and "replay from event 1" in printed


def test_the_oath_bench_prints_bot_games_and_replay_moves_per_second():
    printed = run("bench/oath_games.py", "2", "3", "2", "1")
    assert printed.count("2 Oath bot games at 3 seats in") == 2 and printed.count("`oath` at every seat: 1 games") == 2
    assert "replay moves per second over 2 rounds" in printed


def test_a_bench_beside_a_baseline_prints_both_and_the_ratio():
    """BENCH_BASELINE names an older checkout; here this one stands for it."""
    printed = run("bench/oath_games.py", "1", "3", "1", "1", BENCH_BASELINE=str(ROOT))
    assert "this code beside the baseline" in printed
    assert "hashed replay moves per second" in printed and printed.count("x\n") >= 4


def test_the_verify_bench_times_a_cold_process_verifying_each_sides_game():
    printed = run("bench/verify.py", "1", "40", BENCH_VERIFY_TRIES="1")
    assert "recorded by this code: Oath game" in printed
    assert "cold wall" in printed and "warm CPU" in printed


@pytest.mark.slow     # 48 bot games: about 15 s
def test_the_oath_bots_bench_prints_every_figure_of_issue_20_and_a_verdict_on_each_goal():
    printed = run("bench/oath_bots.py", "1", "1", "1")
    for seats in (3, 4, 5, 6):
        assert f"`oath` at all {seats} seats: wins by side and kind" in printed
    for oath in ("Supremacy", "People", "Devotion", "Protection"):
        assert printed.count(f"  {oath} ") == 4
    assert "against three `random` seats" in printed and "against three `oath-easy` seats" in printed
    assert "as Chancellor" in printed and "as Exile" in printed and "as Citizen" in printed
    assert all(f"{seats} seats " in printed.split("games per CPU second:")[1] for seats in (3, 4, 5, 6))
    goals = printed.split("goals (issue 20), ")[1].splitlines()[1:]
    verdicts = [line.split()[0] for line in goals if line.strip()]
    # at each of 4 seat counts, per Oath: the Chancellor's side, the Exiles, Usurper and Visionary, and the Exile's
    # title under Supremacy; against `random` as Chancellor, as Citizen and as Exile; the speed
    assert len(verdicts) == 4 * (4 * 3 + 1) + 3 + 1 and set(verdicts) <= {"PASS", "MISS"}, goals
    assert sum("seats, Supremacy: an Exile holds the title" in line for line in goals) == 4


def test_the_oath_corpus_records_games_and_finds_none_diverging_on_the_same_engine(tmp_path):
    corpus = str(tmp_path / "corpus.json")
    assert "2 games" in run("bench/oath_corpus.py", "record", corpus, "2")
    assert "0 of 2 games diverge" in run("bench/oath_corpus.py", "check", corpus)


def test_the_dominion_corpus_records_games_and_finds_none_diverging_on_the_same_engine(tmp_path):
    corpus = str(tmp_path / "corpus.json")
    assert "6 games" in run("bench/dominion_corpus.py", "record", corpus, "6")
    assert "0 of 6 games diverge" in run("bench/dominion_corpus.py", "check", corpus)

def test_the_streams_bench_holds_its_streams_on_one_process_and_prints_health_and_memory():
    printed = run("bench/streams.py", "12", "2", "2")
    assert "12 streams open on one API process (granian, its ASGI door), a bot game of " in printed
    assert "2 bodies sent a byte a second, 2 streams read late" in printed
    assert "12 of 12 streams got versions 1 to " in printed and "0 missing, 0 repeated" in printed
    assert "GET /health over the run: " in printed and " p99 " in printed
    assert "KiB of the API process's RSS per open stream" in printed

def test_the_lobby_bench_prints_each_step_and_my_games():
    printed = run("bench/lobby.py", "3")
    assert "join (the last: starts it)" in printed and "(3 times)" in printed
    assert "GET /me/games, 3 games:" in printed


@pytest.mark.cluster
def test_the_cluster_bench_prints_one_redis_and_the_cluster_side_by_side_and_the_spread_over_masters():
    printed = run("bench/cluster.py", BENCH_TINY="1")
    assert "one Redis" in printed and "cluster, 3 masters" in printed
    assert printed.count("moves/s") == 2 and printed.count("CPU/move API") == 2
    assert "3000 new game ids" in printed and printed.count("of a third:") == 2
    assert "bytes/event" in printed and "KiB/game" in printed
