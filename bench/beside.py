"""A bench's figures beside a baseline's, measured in the same run.

    BENCH_BASELINE=/some/old/checkout python bench/<bench>.py ...
    (an older checkout: `git worktree add /tmp/base main`, or `git archive main | tar -x -C /tmp/base`)

Each measurement is the bench script itself run in a child process with --figures, which prints its figures as one
line of JSON: once with this checkout's code on the path, once with the baseline's (PYTHONPATH), the two taken in
turns and in alternating order (this, baseline; baseline, this; ...), so the machine's load and its drift hit both
alike. The script is this checkout's, so both sides are measured the same way, through APIs both codes have.
"""

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
THIS = "this code"


def baseline() -> Path | None:
    found = os.environ.get("BENCH_BASELINE")
    return Path(found).resolve() if found else None


def measure(script: str, args: list, code: Path) -> dict:
    """The figures `script --figures args` prints with `code` on the path."""
    env = dict(os.environ, PYTHONPATH=str(code))
    done = subprocess.run([sys.executable, str(HERE / script), "--figures", *map(str, args)], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{script} on {code} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def rounds(script: str, args: list, count: int) -> list[dict]:
    """`count` rounds, each {side: figures} for this code and, with BENCH_BASELINE, the baseline's."""
    sides = {THIS: ROOT}
    if baseline() is not None:
        sides["baseline"] = baseline()
    taken = []
    for number in range(count):
        order = list(sides) if number % 2 == 0 else list(reversed(sides))
        taken.append({side: measure(script, args, sides[side]) for side in order})
    return taken


def table(rows: list[tuple[str, dict]], times: bool = False) -> None:
    """Print rows of (label, {side: value}) side by side, with this code's ratio to the baseline: of rates, this
    code's over the baseline's; of `times`, the baseline's over this code's (how many times faster)."""
    sides = sorted(rows[0][1], key=lambda side: side != THIS)
    width = max(len(label) for label, _ in rows)
    header = ("  faster" if times else "   ratio") if len(sides) > 1 else ""
    print(f"  {'':{width}}  " + "  ".join(f"{side:>12}" for side in sides) + header)
    for label, values in rows:
        cells = "  ".join(f"{values[side]:12,.1f}" for side in sides)
        ratio = ""
        if len(sides) > 1 and values[THIS] and values["baseline"]:
            ratio = f"  {(values['baseline'] / values[THIS] if times else values[THIS] / values['baseline']):5.2f}x"
        print(f"  {label:{width}}  {cells}{ratio}")


def summary(per_round: list[list[tuple[str, dict]]]) -> list[tuple[str, dict]]:
    """Each row's median over the rounds, side by side."""
    labels = [label for label, _ in per_round[0]]
    return [(label, {side: statistics.median(rows[index][1][side] for rows in per_round)
                     for side in per_round[0][index][1]}) for index, label in enumerate(labels)]


def figures_only() -> bool:
    """Run as a measurement (--figures): the script prints its figures as JSON and nothing else."""
    if "--figures" in sys.argv:
        sys.argv.remove("--figures")
        return True
    return False
