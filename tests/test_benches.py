"""The benchmarks keep working: each runs at a tiny size and prints its figures."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args) -> str:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_engine_bench_prints_each_round_and_the_best_and_median():
    printed = run("bench/engine_games.py", "3", "2")
    assert printed.count("3 Big Money games in") == 2
    assert "best " in printed and "median " in printed


def test_the_side_by_side_bench_runs_alone_without_pyminion_or_with_it():
    printed = run("bench/vs_pyminion.py", "2")
    assert "gameledger:" in printed and "Big Money games per CPU second (2 games)" in printed


def test_the_pydominion_bench_asks_for_a_checkout():
    done = subprocess.run([sys.executable, "bench/vs_pydominion.py"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={"PATH": ""})
    assert done.returncode != 0
    assert "name a checkout of dwagon/pydominion" in done.stderr


def test_the_oath_bench_prints_bot_games_and_replay_moves_per_second():
    printed = run("bench/oath_games.py", "2", "3", "2")
    assert printed.count("2 Oath bot games at 3 seats in") == 2
    assert "replay moves per second over 2 rounds" in printed


def test_the_oath_corpus_records_games_and_finds_none_diverging_on_the_same_engine(tmp_path):
    corpus = str(tmp_path / "corpus.json")
    assert "2 games" in run("bench/oath_corpus.py", "record", corpus, "2")
    assert "0 of 2 games diverge" in run("bench/oath_corpus.py", "check", corpus)
