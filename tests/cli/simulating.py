"""What the simulator's CLI tests share: running `gameledger simulate` in process and reading its JSON report."""

import json

from click.testing import CliRunner

from gameledger.cli import main


def simulate(*args):
    return CliRunner().invoke(main, ["simulate", *args], catch_exceptions=False)


def study(tmp_path, name, *args):
    """Run a study with --out and return the CLI result and the report it wrote."""
    out = tmp_path / f"{name}.json"
    result = simulate("--out", str(out), *args)
    assert result.exit_code == 0, result.output
    return result, json.loads(out.read_text(encoding="utf-8"))


def without_timing(report):
    return {key: value for key, value in report.items() if key != "timing"}
