"""Clients generated from openapi.yaml, as a third-party developer would make them: a Python client
(openapi-python-client, pinned in the test extra) plays a short game against a real API process; TypeScript types
(openapi-typescript) type-check the README's requests under `tsc --strict`; Redocly's recommended rules find no
error. The npm packages are pinned here and installed once per session (skipped, saying so, without npm)."""

import importlib
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from gameledger.local_redis import free_port

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi.yaml"
NPM_PACKAGES = ["@redocly/cli@2.77.0", "openapi-typescript@7.13.0", "typescript@5.9.3"]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def api(redis_url):
    """`gameledger serve` as deployed (granian), on the tests' Redis; its base URL."""
    port = free_port()
    env = {**os.environ, "REDIS_URL": redis_url}
    server = subprocess.Popen([sys.executable, "-m", "gameledger.cli", "serve", "--port", str(port), "--workers",
                               "1", "--threads", "4"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(f"{base}/health", timeout=2).close()
            break
        except OSError:
            assert server.poll() is None, server.stderr.read().decode()
            assert time.monotonic() < deadline, "the API did not answer"
            time.sleep(0.2)
    yield base
    server.terminate()
    server.wait(timeout=20)


@pytest.fixture(scope="module")
def python_client(tmp_path_factory):
    """The generated package, imported (its own name, so no other module is shadowed)."""
    out = tmp_path_factory.mktemp("client")
    tools = str(Path(sys.executable).parent)        # the generator formats with ruff, installed beside it
    done = subprocess.run([str(Path(tools) / "openapi-python-client"), "generate", "--path", str(SPEC), "--meta",
                           "none", "--output-path", str(out / "gameledger_client")],
                          env={**os.environ, "PATH": tools + os.pathsep + os.environ["PATH"]},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Warning" not in done.stdout + done.stderr, done.stdout + done.stderr
    sys.path.insert(0, str(out))
    try:
        yield importlib.import_module("gameledger_client")
    finally:
        sys.path.remove(str(out))


def answer(client, decision):
    """A legal answer to a typed Decision (one class per kind): its first listed choice, a typed move as it is, or
    the fewest cards a pick allows, as the kind's own move class."""
    if hasattr(decision, "choices"):
        return decision.choices[0]
    move = getattr(client.models, type(decision).__name__.removesuffix("Decision") + "Move")
    return move(cards=decision.pick.from_[:decision.pick.min])


def test_a_generated_python_client_plays_a_game_against_the_real_api(api, python_client):
    from gameledger_client import AuthenticatedClient, Client
    from gameledger_client.api.games import create_game, get_decision, get_game, list_events, submit_move
    from gameledger_client.api.life import resign_game
    from gameledger_client.models import AwaitedDecision, GameCreate, GameCreateOptions, GameSeat, MoveIn, Problem

    anyone = Client(base_url=api)
    body = GameCreate(ruleset="dominion", seats=[GameSeat(name="Ana"), GameSeat(name="Ben")],
                      options=GameCreateOptions.from_dict({"preset": "First Game"}))
    created = create_game.sync_detailed(client=anyone, body=body, idempotency_key="generated-client-1")
    assert created.status_code == 201 and created.headers["location"] == f"/games/{created.parsed.id}"
    again = create_game.sync_detailed(client=anyone, body=body, idempotency_key="generated-client-1")
    assert again.parsed.id == created.parsed.id and again.headers["idempotent-replayed"] == "true"
    game_id = created.parsed.id
    seats = [AuthenticatedClient(base_url=api, token=seat.token) for seat in created.parsed.seats]

    for _ in range(12):
        info = get_game.sync(game_id, client=anyone)
        seat = seats[info.waiting_on]
        asked = get_decision.sync_detailed(game_id, client=seat)
        decision = asked.parsed.decision
        assert type(decision).__name__.startswith("Dominion") and not isinstance(decision, AwaitedDecision)
        assert decision.player == info.waiting_on and decision.kind.value and decision.prompt
        others = get_decision.sync(game_id, client=seats[1 - info.waiting_on]).decision
        assert isinstance(others, AwaitedDecision) and others.player == info.waiting_on
        moved = submit_move.sync_detailed(game_id, client=seat, if_match=asked.headers["etag"],
                                          body=MoveIn(move=answer(python_client, decision)))
        assert moved.status_code == 201, moved.content
        assert moved.parsed.version == asked.parsed.version + 1 and moved.headers["etag"].startswith(
            f'"{moved.parsed.version}-seat')
        assert type(moved.parsed.view).__name__ == "DominionView" and moved.parsed.view.turn.phase.value
        stale = submit_move.sync_detailed(game_id, client=seat, if_match=asked.headers["etag"],
                                          body=MoveIn(move=answer(python_client, decision)))
        assert stale.status_code == 412 and isinstance(stale.parsed, Problem)
        assert stale.parsed.current_version == moved.parsed.version
        assert stale.parsed.type_.endswith("/problems/precondition-failed")

    resigned = resign_game.sync(game_id, client=seats[0])
    assert resigned.status.value == "finished" and resigned.resigned == [0]
    final = get_game.sync(game_id, client=anyone)
    assert final.status.value == "finished" and final.result.winners == [1]
    assert final.result.winner_names == ["Ben"] and final.seed
    events = list_events.sync(game_id, client=anyone, limit=1000)
    assert [event.version for event in events.events] == list(range(1, final.version + 1))
    assert events.next_ is None
    with urllib.request.urlopen(stale.parsed.type_, timeout=5) as page:      # the problem type is a page
        assert b"The version has moved on" in page.read()


@pytest.fixture(scope="module")
def npm_tools(tmp_path_factory):
    if shutil.which("npm") is None or shutil.which("node") is None:
        pytest.skip("Node.js and npm are not on PATH: the TypeScript and Redocly checks need them")
    where = tmp_path_factory.mktemp("npm")
    (where / "package.json").write_text(json.dumps({"name": "gameledger-contract-check", "private": True}))
    done = subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--save-exact", *NPM_PACKAGES], cwd=where,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return where


def run_tool(where, *command):
    return subprocess.run([str(where / "node_modules" / ".bin" / command[0]), *command[1:]], cwd=where,
                          capture_output=True, text=True, timeout=300)


README_REQUESTS = """
import type { components, operations, paths } from "./schema";

type CreateBody = paths["/games"]["post"]["requestBody"]["content"]["application/json"];
const create: CreateBody = {ruleset: "dominion", options: {preset: "First Game"},
                            seats: [{name: "Ana"}, {name: "Ben", bot: "big-money"}]};
const lobby: CreateBody = {ruleset: "dominion", seats: [{name: "Ana"}, {open: true}],
                           player_key: "ANA-KEY-made-by-her-client"};
type MoveBody = operations["submitMove"]["requestBody"]["content"]["application/json"];
const move: MoveBody = {move: {play_all: "treasures"}};
const pick: MoveBody = {move: {cards: ["Estate", "Copper"]}, expected_version: 12};
type Moved = operations["submitMove"]["responses"][201]["content"]["application/json"];
function nextVersion(moved: Moved): number { return moved.version + 1; }
function kindOf(moved: Moved): string | undefined {
  const decision = moved.decision;
  return decision && "kind" in decision ? decision.kind : undefined;      // someone else's: only `player`
}
type Buy = components["schemas"]["DominionBuyDecision"];
function firstBuy(decision: Buy): MoveBody { return {move: decision.choices[0]}; }
// @ts-expect-error: a move is one of the ruleset's shapes
const wrong: MoveBody = {move: {play_all: "everything"}};
type Join = operations["joinSeat"]["requestBody"]["content"]["application/json"];
const join: Join = {name: "Ben"};
type Stale = operations["submitMove"]["responses"][412]["content"]["application/problem+json"];
function retryAt(problem: Stale): number | undefined { return problem.current_version; }
type Problem = components["schemas"]["Problem"];
const problem: Problem = {type: "http://127.0.0.1:8000/problems/illegal-move", title: "Illegal move",
                          status: 422, detail: "Province costs 8"};
// @ts-expect-error: a problem has nothing but its documented fields (the schema is closed)
const open: Problem = {type: "x", title: "t", status: 422, detail: "d", extra: 1};
// @ts-expect-error: a status is one of the listed ones
const status: components["schemas"]["GameInfo"]["status"] = "paused";
export {create, lobby, move, pick, nextVersion, kindOf, firstBuy, wrong, join, retryAt, problem, open, status};
"""


def test_typescript_types_from_the_contract_take_the_readmes_requests_under_strict(npm_tools):
    generated = run_tool(npm_tools, "openapi-typescript", str(SPEC), "-o", "schema.d.ts")
    assert generated.returncode == 0, generated.stdout + generated.stderr
    (npm_tools / "requests.ts").write_text(README_REQUESTS)
    checked = run_tool(npm_tools, "tsc", "--strict", "--noEmit", "--target", "es2020", "requests.ts")
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_redocly_recommended_rules_find_no_error_in_the_contract(npm_tools):
    linted = run_tool(npm_tools, "redocly", "lint", str(SPEC), "--format", "summary")
    assert linted.returncode == 0, linted.stdout + linted.stderr      # warnings pass; any error fails the lint
    assert not [line for line in linted.stdout.splitlines() if line.startswith("error")], linted.stdout
