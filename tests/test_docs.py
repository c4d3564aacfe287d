"""The README is the front door: the two commands first and exact, a walkthrough that works every time, at most
about 200 lines. Everything else is in docs/, which MkDocs builds with --strict, so a broken link fails here."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.reliability.processes import Api, request

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DEMO = "python3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/gameledger demo"
TESTS = "python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && .venv/bin/python -m pytest -m \"not cluster\""
WALKTHROUGH = "## Five minutes with curl"
BASE_URL = "URL=http://127.0.0.1:8000"


def fenced(text: str, language: str = "") -> list[str]:
    """The bodies of the ```language blocks of `text`, in order."""
    return re.findall(rf"^```{language}\n(.*?)^```$", text, re.S | re.M)


def walkthrough() -> str:
    """The README's walkthrough: every ```sh block of its section, one script."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index(WALKTHROUGH):]
    section = section[:section.index("\n## ", len(WALKTHROUGH))]
    return "".join(fenced(section, "sh"))


def prose(text: str) -> str:
    """`text` without its fenced code blocks."""
    return re.sub(r"^```.*?^```$", "", text, flags=re.S | re.M)


def test_the_readme_opens_with_the_two_commands_exactly_and_stays_under_200_lines():
    text = README.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert len(lines) <= 200, f"the README has {len(lines)} lines: move the detail to docs/"
    assert lines[0].startswith("# ")
    assert lines[1:8] == ["", "```sh", DEMO, "```", "```sh", TESTS, "```"], "the two commands come first, exactly"
    ci = next(line for line in lines if re.match(r"^python3 -m venv .*pytest", line))    # what .ci/run greps
    assert ci == TESTS


def test_the_readmes_links_lead_to_pages_that_exist():
    text = README.read_text(encoding="utf-8")
    targets = [target.split("#")[0] for target in re.findall(r"\]\(([^)]+)\)", prose(text))
               if not re.match(r"[a-z]+:", target)]
    assert targets, "the README says where to read on"
    assert [target for target in targets if not (ROOT / target).exists()] == []


def test_the_walkthrough_reads_the_decision_before_it_moves():
    script = walkthrough()
    assert script.startswith(BASE_URL + "\n") and script.count(BASE_URL) == 1
    create, decision, move, stream = (script.index(step) for step in
                                      ("$URL/games -H", "/decision -H \"Authorization", "/moves", "/stream"))
    assert create < decision < move < stream
    assert 'If-Match: \\"$VERSION\\"' in script and "VERSION=$(field version < decision.json)" in script
    assert "jq" not in script, "readers need no jq"
    assert "#" not in script, "no comments: an interactive zsh does not take them"


@pytest.mark.skipif(not (shutil.which("bash") and shutil.which("curl")), reason="the walkthrough needs bash and curl")
def test_the_walkthrough_works_against_a_real_service(ledger_client, redis_url, tmp_path):
    """Run as written, against `gameledger serve` on a private Redis: it creates a game, reads the decision, moves,
    is refused a stale move and follows the stream to the end; then the game verifies (ledger_client)."""
    api = Api(redis_url)
    api.args += ("--workers", "1")
    api.start()
    try:
        script = walkthrough().replace(BASE_URL, f"URL=http://127.0.0.1:{api.port}")
        env = dict(os.environ, TMPDIR=str(tmp_path),
                   PATH=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
        done = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", script], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stdout + done.stderr
        [kept] = [folder for folder in tmp_path.iterdir() if folder.is_dir()]      # cd "$(mktemp -d)"
        game = json.loads((kept / "game.json").read_text())
        asked = json.loads((kept / "decision.json").read_text())
        moved = json.loads((kept / "moved.json").read_text())
        assert asked["decision"]["kind"] and asked["decision"]["choices"]
        assert moved["version"] == asked["version"] + 1 and moved["version"] == 2
        assert '"status":412' in done.stdout and '"current_version":2' in done.stdout
        assert [int(version) for version in re.findall(r"^id: (\d+)$", done.stdout, re.M)] == [1, 2, 3, 4]
        assert "event: end" in done.stdout and '"ending":"agreement"' in done.stdout
        status, _, final = request(api.port, "GET", f"/games/{game['id']}")
        assert status == 200 and final["status"] == "finished" and final["version"] == 4
    finally:
        api.stop()


def build(config: Path, site: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")          # Material's notice about MkDocs 2.0
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", str(config),
                           "--site-dir", str(site)], env=env, capture_output=True, text=True, timeout=300)


def test_the_documentation_builds_strict(tmp_path):
    done = build(ROOT / "mkdocs.yml", tmp_path / "site")
    assert done.returncode == 0, done.stdout + done.stderr + "\n(mkdocs is in the test extra: pip install -e '.[test]')"
    assert (tmp_path / "site" / "architecture" / "index.html").exists()


def test_a_broken_link_fails_the_build(tmp_path):
    shutil.copy(ROOT / "mkdocs.yml", tmp_path / "mkdocs.yml")
    shutil.copytree(ROOT / "docs", tmp_path / "docs")
    page = tmp_path / "docs" / "cli.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nSee [nowhere](no-such-page.md).\n", encoding="utf-8")
    done = build(tmp_path / "mkdocs.yml", tmp_path / "site")
    assert done.returncode != 0 and "no-such-page.md" in done.stdout + done.stderr


def test_the_pages_state_figures_beside_their_commands_not_as_a_diary():
    pages = [README, *sorted((ROOT / "docs").rglob("*.md"))]
    dated = [f"{page.relative_to(ROOT)}: {date}" for page in pages
             for date in re.findall(r"\b20\d\d-\d\d-\d\d\b", prose(page.read_text(encoding="utf-8")))]
    assert dated == []
