"""Clients generated from openapi.yaml, as a third-party developer would make them, play whole games against the
service as it is deployed (`gameledger serve`, and `gameledger worker` playing the bots):

- a Python client (openapi-python-client, pinned in the test extra) and, for the event stream, httpx-sse: Dominion
  between two humans, Dominion of a human against a bot (followed on its stream), Oath of one human against two
  bots, the lobby (an open game, a join with a player key, an invitation), a resignation and an end by agreement,
  and a campaign of two bot games; each game to its end, its result read and its replay verified;
- a TypeScript client (openapi-fetch over openapi-typescript's types) making the same calls, checked by
  `tsc --strict` and run against the service; a ruleset or an option the contract does not have fails to compile;
- Redocly's recommended rules find no error in the contract.

A human seat's answers come from its decision as the client parses it: Big Money where it buys (so a Dominion game
ends), one of the choices elsewhere, the fewest cards a pick allows. The npm packages are pinned here and installed
once per session (skipped, saying so, without npm)."""

import importlib
import json
import os
import random
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import httpx
import pytest
from httpx_sse import connect_sse

from gameledger.local_redis import free_port

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi.yaml"
NPM_PACKAGES = ["@redocly/cli@2.77.0", "openapi-typescript@7.13.0", "openapi-fetch@0.17.0", "typescript@5.9.3"]
HERE = Path(__file__).resolve().parent
PLAYER_KEY = "generated-client-player-key-1"
WAIT = 180.0        # seconds a game, or a campaign, may take at most

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def api(redis_url):
    """`gameledger serve` as deployed (granian) and `gameledger worker` for the bots, on the tests' Redis, with room
    in the rate limits for a test's games; the API's base URL."""
    port = free_port()
    env = {**os.environ, "REDIS_URL": redis_url, "GAMELEDGER_LIMIT_CREATE": "1000/minute",
           "GAMELEDGER_LIMIT_REPLAY": "1000/minute"}
    processes = [subprocess.Popen([sys.executable, "-m", "gameledger.cli", *command], env=env, cwd=ROOT,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                 for command in (["serve", "--port", str(port), "--workers", "1", "--threads", "4"],
                                 ["worker", "--quiet"])]
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(f"{base}/health", timeout=2).close()
            break
        except OSError:
            assert all(process.poll() is None for process in processes), "the API or the worker stopped"
            assert time.monotonic() < deadline, "the API did not answer"
            time.sleep(0.2)
    yield base
    for process in processes:
        process.terminate()
    for process in processes:
        process.wait(timeout=20)


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
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


class Table:
    """A game as the generated client plays it: a spectator's client, each human seat's, and its answers."""

    def __init__(self, api, generated, game_id, tokens, seed):
        from gameledger_client import AuthenticatedClient, Client

        self.api, self.models, self.id = api, generated.models, game_id
        self.anyone = Client(base_url=api, raise_on_unexpected_status=True)
        self.seats = {seat: AuthenticatedClient(base_url=api, token=token, raise_on_unexpected_status=True)
                      for seat, token in enumerate(tokens) if token}
        self.rng = random.Random(seed)
        self.moves = 0

    def answer(self, decision):
        """A legal answer to a typed decision (one class per kind): Big Money among Dominion's choices, one of the
        choices elsewhere, or the fewest cards of a pick, as the kind's own move class."""
        if hasattr(decision, "pick"):
            move = getattr(self.models, type(decision).__name__.removesuffix("Decision") + "Move")
            return move(cards=decision.pick.cards[:decision.pick.at_least])
        choices = decision.choices
        listed = [choice.to_dict() for choice in choices]
        for wanted in ({"play_all": "treasures"}, {"buy": "Province"}, {"buy": "Gold"}, {"buy": "Silver"}):
            if wanted in listed:
                return choices[listed.index(wanted)]
        if type(decision).__name__ in ("DominionActionDecision", "DominionBuyDecision"):
            return choices[-1]      # end the phase
        return self.rng.choice(choices)

    def move(self, seat, version, decision):
        from gameledger_client.api.games import submit_move

        moved = submit_move.sync_detailed(self.id, client=self.seats[seat], if_match=f'"{version}"',
                                          body=self.models.MoveIn(move=self.answer(decision)))
        assert moved.status_code == 201, moved.content
        assert moved.parsed.version == version + 1 and moved.headers["etag"] == f'"{version + 1}-seat{seat}"'
        self.moves += 1
        return moved.parsed

    def play(self):
        """Answer every human decision until the game is over (waiting while a bot moves); the last answer."""
        from gameledger_client.api.games import get_decision

        deadline, last = time.monotonic() + WAIT, None
        while time.monotonic() < deadline:
            awaited = get_decision.sync(self.id, client=self.anyone).decision
            if awaited is None:
                return last
            assert isinstance(awaited, self.models.AwaitedDecision), "a spectator sees only whose decision it is"
            if awaited.player not in self.seats:
                time.sleep(0.01)        # a bot's: the worker plays it
                continue
            asked = get_decision.sync(self.id, client=self.seats[awaited.player])
            if isinstance(asked.decision, self.models.AwaitedDecision) or asked.decision is None:
                continue                # it moved on meanwhile (a standing answer, a clock)
            assert asked.decision.player == awaited.player and asked.decision.kind.value and asked.decision.prompt
            last = self.move(awaited.player, asked.version, asked.decision)
        raise AssertionError(f"game {self.id} did not end within {WAIT} s ({self.moves} moves)")

    def over(self, ending=None):
        """The finished game, read as a spectator and by each seat: its result, its events, its replay verified."""
        from gameledger_client.api.games import get_decision, get_game, list_events, verify_game
        from gameledger_client.types import Unset

        final = get_game.sync(self.id, client=self.anyone)
        assert final.status.value == "finished" and final.result.ending and final.seed
        assert final.waiting_on is None and isinstance(final.decision, Unset)
        if ending:
            assert final.result.ending == ending
        for client in [self.anyone, *self.seats.values()]:
            assert get_decision.sync(self.id, client=client).decision is None
        events = list_events.sync(self.id, client=self.anyone, start=1, limit=1000)
        assert [event.version for event in events.events] == list(range(1, final.version + 1))
        assert events.next_ is None and type(events.events[0]).__name__ == "CreatedEvent"
        assert events.events[0].ruleset.value == final.ruleset.value
        verified = verify_game.sync(self.id, client=self.anyone)
        assert verified.verified and verified.events == final.version
        return final


def created(api, generated, body, seed=0, **headers):
    from gameledger_client import Client
    from gameledger_client.api.games import create_game

    answer = create_game.sync_detailed(client=Client(base_url=api), body=body, **headers)
    assert answer.status_code == 201, answer.content
    assert answer.headers["location"] == f"/games/{answer.parsed.id}"
    return answer, Table(api, generated, answer.parsed.id, [seat.token for seat in answer.parsed.seats], seed)


def test_two_humans_play_dominion_to_its_end(api, generated):
    from gameledger_client.api.games import create_game, get_game, submit_move
    from gameledger_client.api.streams import follow_game
    from gameledger_client.models import DominionGameCreate, DominionOptions, GameSeat, MoveIn, Problem

    body = DominionGameCreate.from_dict({"ruleset": "dominion", "seats": [{"name": "Ana"}, {"name": "Ben"}],
                                         "options": {"preset": "First Game"}})
    assert isinstance(body.options, DominionOptions) and isinstance(body.seats[0], GameSeat)
    answer, table = created(api, generated, body, seed=1, idempotency_key="generated-client-two-humans")
    again = create_game.sync_detailed(client=table.anyone, body=body, idempotency_key="generated-client-two-humans")
    assert again.parsed.id == table.id and again.headers["idempotent-replayed"] == "true"

    last = table.play()

    assert last.decision is None and type(last.view).__name__ == "DominionView"      # the answer to the last move
    final = table.over()
    stream = follow_game.sync(table.id, client=table.anyone)        # over: its last event, its end, and it closes
    assert isinstance(stream, str) and '"status":"finished"' in stream.split("\nevent: end\n", 1)[1]
    assert final.result.ending in ("provinces", "piles") and len(final.result.scores) == 2
    seat = get_game.sync(table.id, client=table.seats[0])
    assert seat.you == 0 and type(seat.view).__name__ == "DominionView"
    stale = submit_move.sync_detailed(table.id, client=table.seats[0], if_match='"2"',
                                      body=MoveIn(move=generated.models.DominionBuyMoveType3.from_dict(
                                          {"end": "turn"})))
    assert stale.status_code == 412 and isinstance(stale.parsed, Problem)
    assert stale.parsed.current_version == final.version
    with urllib.request.urlopen(stale.parsed.type_, timeout=5) as page:      # the problem type is a page
        assert b"The version has moved on" in page.read()


def test_a_human_plays_dominion_against_a_bot_following_the_game_on_its_stream(api, generated):
    """The human waits for its decisions on the game's stream (Server-Sent Events, read with httpx-sse): each
    message's data is a StreamMessage, its last an `end` with a StreamEnd."""
    from gameledger_client.models import AwaitedDecision, DominionGameCreate, StreamEnd, StreamMessage

    body = DominionGameCreate.from_dict({"ruleset": "dominion", "seats": [
        {"name": "Ana"}, {"name": "Bot", "bot": "big-money"}]})
    answer, table = created(api, generated, body, seed=2)
    token = answer.parsed.seats[0].token
    versions, end = [], None
    with httpx.Client(base_url=api, headers={"Authorization": f"Bearer {token}"},
                      timeout=httpx.Timeout(10.0, read=60.0)) as http, \
            connect_sse(http, "GET", f"/games/{table.id}/stream") as source:
        assert source.response.headers["content-type"].startswith("text/event-stream")
        for message in source.iter_sse():
            if message.event == "end":
                end = StreamEnd.from_dict(json.loads(message.data))
                break
            if not message.data:
                continue            # the opening block sets only `retry`
            moment = StreamMessage.from_dict(json.loads(message.data))
            assert moment.version == int(message.id) and moment.event.version == moment.version
            versions.append(moment.version)
            decision = moment.decision
            if decision is not None and not isinstance(decision, AwaitedDecision):
                table.move(0, moment.version, decision)
    assert end is not None and end.status.value == "finished" and versions == list(range(versions[0], end.version + 1))
    final = table.over()
    assert end.result.winner_names == final.result.winner_names and table.moves > 10


def test_one_human_plays_oath_against_two_bots_to_its_end(api, generated):
    from gameledger_client.models import OathGameCreate, OathOptions

    body = OathGameCreate.from_dict({"ruleset": "oath", "options": {"chronicle": "new"}, "seats": [
        {"name": "Ana"}, {"name": "Bot 1", "bot": "oath"}, {"name": "Bot 2", "bot": "oath-easy"}]})
    assert isinstance(body.options, OathOptions)
    _, table = created(api, generated, body, seed=3)

    table.play()

    final = table.over()
    assert final.result.ending and type(final.view).__name__ == "OathView" and table.moves > 0


def test_the_lobby_an_invitation_a_resignation_and_an_end_by_agreement(api, generated):
    from gameledger_client import AuthenticatedClient
    from gameledger_client.api.games import list_games
    from gameledger_client.api.life import offer_end, resign_game
    from gameledger_client.api.lobby import create_player_key, invite_to_seat, join_seat, list_my_games
    from gameledger_client.models import DominionGameCreate, JoinIn, ListGamesStatus, Ruleset

    answer, table = created(api, generated, DominionGameCreate.from_dict({"ruleset": "dominion", "seats": [
        {"name": "Ana"}, {"open": True}, {"open": True}]}))
    assert answer.parsed.status.value == "open" and answer.parsed.seats[1].name is None
    lobby = list_games.sync(client=table.anyone, status=ListGamesStatus.OPEN, ruleset=Ruleset.DOMINION, limit=200)
    assert table.id in [game.id for game in lobby.games]
    creator = AuthenticatedClient(base_url=api, token=answer.parsed.creator_token)
    key = create_player_key.sync(client=table.anyone).player_key
    ben = join_seat.sync(table.id, 1, client=table.anyone, body=JoinIn(name="Ben", player_key=key))
    assert ben.status.value == "open" and ben.seat == 1
    invited = invite_to_seat.sync(table.id, 2, client=creator)
    refused = join_seat.sync_detailed(table.id, 2, client=table.anyone, body=JoinIn(name="Eve"))
    assert refused.status_code == 403
    cy = join_seat.sync(table.id, 2, client=table.anyone, body=JoinIn(name="Cy", invitation=invited.invitation))
    assert cy.status.value == "active"          # the last open seat taken: the game starts
    mine = list_my_games.sync(client=AuthenticatedClient(base_url=api, token=key))
    assert [(game.id, game.seats) for game in mine.games] == [(table.id, [1])]
    table.seats.update({1: AuthenticatedClient(base_url=api, token=ben.token),
                        2: AuthenticatedClient(base_url=api, token=cy.token)})

    assert resign_game.sync(table.id, client=table.seats[2]).status.value == "active"    # a bot plays Cy on
    assert offer_end.sync(table.id, client=table.seats[0]).status.value == "active"
    agreed = offer_end.sync(table.id, client=table.seats[1])

    assert agreed.status.value == "finished" and agreed.result.ending == "agreement"
    table.over(ending="agreement")

    _, duel = created(api, generated, DominionGameCreate.from_dict({"ruleset": "dominion", "seats": [
        {"name": "Ana"}, {"name": "Ben"}]}))
    resigned = resign_game.sync(duel.id, client=duel.seats[0])
    assert resigned.status.value == "finished" and resigned.resigned == [0] and resigned.result.winners == [1]
    assert duel.over(ending="resignation").result.winner_names == ["Ben"]


def test_a_campaign_of_two_bot_games(api, generated):
    from gameledger_client import AuthenticatedClient, Client
    from gameledger_client.api.campaigns import create_campaign, get_campaign, get_chronicle, start_campaign_game
    from gameledger_client.models import CampaignCreate, Seat

    anyone = Client(base_url=api, raise_on_unexpected_status=True)
    campaign = create_campaign.sync(client=anyone, body=CampaignCreate(
        name="Generated", players=[Seat(name=name, bot="oath-easy") for name in ("Ann", "Bo", "Cid")]))
    owner = AuthenticatedClient(base_url=api, token=campaign.owner_token, raise_on_unexpected_status=True)
    refused = start_campaign_game.sync_detailed(campaign.id, client=Client(base_url=api))
    assert refused.status_code == 401, refused.content          # a stranger may not advance someone's campaign
    for number in (1, 2):
        started = start_campaign_game.sync_detailed(campaign.id, client=owner)
        assert started.status_code == 201 and started.parsed.game == number, started.content
        deadline = time.monotonic() + WAIT
        while (info := get_campaign.sync(campaign.id, client=anyone)).game == number:
            assert info.status.value not in ("refused", "ended") and time.monotonic() < deadline, info.status_text
            time.sleep(0.05)
        assert info.status.value == "awaiting" and len(info.history) == number
        Table(api, generated, started.parsed.id, [], number).over()
    chronicle = get_chronicle.sync(campaign.id, client=anyone)
    assert chronicle.after == 2 and chronicle.chronicle


@pytest.fixture(scope="module")
def npm_tools(tmp_path_factory):
    if shutil.which("npm") is None or shutil.which("node") is None:
        pytest.skip("Node.js and npm are not on PATH: the TypeScript and Redocly checks need them")
    where = tmp_path_factory.mktemp("npm")
    (where / "package.json").write_text(json.dumps({"name": "gameledger-contract-check", "private": True,
                                                    "type": "module"}))
    done = subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--save-exact", *NPM_PACKAGES], cwd=where,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    generated = run_tool(where, "openapi-typescript", str(SPEC), "-o", "schema.d.ts")
    assert generated.returncode == 0, generated.stdout + generated.stderr
    return where


def run_tool(where, *command, timeout=300):
    return subprocess.run([str(where / "node_modules" / ".bin" / command[0]), *command[1:]], cwd=where,
                          capture_output=True, text=True, timeout=timeout)


TSC = ["tsc", "--strict", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext",
       "--skipLibCheck"]


def test_a_typescript_client_plays_whole_games_and_type_checks_under_strict(npm_tools, api):
    """typescript/client.ts (openapi-fetch over the contract's types) makes the Python client's calls: it compiles
    under tsc --strict, then runs against the service, playing Dominion with two humans and a human against a bot,
    Oath against bots, the lobby and an end by agreement, each game to its end and verified."""
    shutil.copy(HERE / "typescript" / "client.ts", npm_tools / "client.ts")
    compiled = run_tool(npm_tools, *TSC, "client.ts")
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    ran = subprocess.run(["node", "client.js", api], cwd=npm_tools, capture_output=True, text=True, timeout=WAIT)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ran.stdout.splitlines()[-1] == "all games over and verified", ran.stdout


NEW_GAME = 'operations["createGame"]["requestBody"]["content"]["application/json"]'
MOVE = 'operations["submitMove"]["requestBody"]["content"]["application/json"]'
TYPED = {       # what a TypeScript client writes, of the type the contract gives it, and the error expected (or none)
    "misspelt ruleset": (NEW_GAME, '{ruleset: "dominoin", seats: [{name: "Ana"}, {name: "Ben"}]}', '"dominoin"'),
    "unknown option": (NEW_GAME, '{ruleset: "dominion", options: {kingdon: ["Village"]}, seats: [{name: "Ana"}]}',
                       "kingdon"),
    "another ruleset's option": (NEW_GAME, '{ruleset: "oath", options: {kingdom: ["Village"]}, seats: []}',
                                 "kingdom"),
    "its own options": (NEW_GAME, '{ruleset: "dominion", options: {kingdom: ["Village"], random: {sets: ["base"]}, '
                                  'colony: "auto"}, seats: [{name: "Ana"}, {open: true}], clock: {per_decision: 60}}',
                        None),
    "a move of no shape": (MOVE, '{move: {play_all: "everything"}}', '"everything"'),
    "a pick": (MOVE, '{move: {cards: ["Estate", "Copper"]}, expected_version: 12}', None),
    "a problem's unknown field": ('components["schemas"]["Problem"]',
                                  '{type: "x", title: "t", status: 422, detail: "d", extra: 1}', "extra"),
    "a status not listed": ('components["schemas"]["GameInfo"]["status"]', '"paused"', '"paused"'),
}


def test_what_the_contract_does_not_have_fails_to_compile(npm_tools):
    """A TypeScript client naming a ruleset, an option, a move, a field or a status the contract does not have gets
    a type error under tsc --strict at the line that names it (`"dominoin"`, an option `kingdon`); what the
    contract has compiles. One tsc run checks them all."""
    sources = {}
    for name, (typed, value, error) in TYPED.items():
        source = f"typed-{name.replace(' ', '-').replace(chr(39), '')}.ts"
        (npm_tools / source).write_text('import type { components, operations } from "./schema.js";\n'
                                        f"type Written = {typed};\n"
                                        f"export const written: Written = {value};\n")
        sources[source] = (name, error)
    compiled = run_tool(npm_tools, *TSC, "--noEmit", *sources)
    errors = {}
    for line in compiled.stdout.splitlines():
        if line.startswith("typed-"):
            errors.setdefault(line.split("(", 1)[0], []).append(line)
    for source, (name, error) in sources.items():
        if error is None:
            assert source not in errors, errors[source]
        else:
            assert any(error in line and line.startswith(f"{source}(3,") for line in errors.get(source, [])), (
                f"{name} type-checked: {compiled.stdout}")


def test_redocly_recommended_rules_find_no_error_in_the_contract(npm_tools):
    linted = run_tool(npm_tools, "redocly", "lint", str(SPEC), "--format", "summary")
    assert linted.returncode == 0, linted.stdout + linted.stderr      # warnings pass; any error fails the lint
    assert not [line for line in linted.stdout.splitlines() if line.startswith("error")], linted.stdout
