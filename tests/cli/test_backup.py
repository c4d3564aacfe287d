"""`gameledger backup` and `gameledger restore` (issue 33): a store holding a finished game, a game waiting on its human
seat (with a player key, a webhook and an idempotent creation and move behind it), a game waiting for a player to
join, and an Oath campaign of bots, backed up while served, restored into a second Redis, where every game replays to
the same hashes, the waiting game goes on with its seat's token, and the campaign plays its next game. A store that
holds games refuses a restore unless asked to merge, and a merge overwrites no game; a file that is truncated,
corrupt, foreign or of another version is refused with nothing written."""

import gzip
import io
import json
import re
import threading
import time

import msgpack
import pytest
import redis
from click.testing import CliRunner

from events.service import Ledger
from events.store import Stores
from gameledger.cli import main
from gameledger.local_redis import LocalRedis
from tests.wiring import app_on, ledger_on

PLAYABLE = "00000000000000000000000000000012"       # tests/api/test_campaigns_api.py: game 2 of this chronicle plays
BOTS = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]
OATH_BOTS = [{"name": name, "bot": "oath-easy"} for name in "ABCD"]


@pytest.fixture(scope="module")
def second_redis(tmp_path_factory):
    """A second private redis-server: the fresh store a backup is restored into."""
    server = LocalRedis()
    url = server.start(tmp_path_factory.mktemp("restored"), persistent=False)
    yield url
    server.stop()


@pytest.fixture
def target(second_redis):
    client = redis.Redis.from_url(second_redis)
    client.flushdb()
    yield client
    client.close()


def gameledger(url, *args, input=None):
    return CliRunner().invoke(main, list(args), env={"REDIS_URL": url}, input=input, catch_exceptions=False)


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def store_keys(client) -> dict:
    """Every key the service owns, with its type and contents: what a restore must bring back as it was. The game
    index's buckets ({idx:N} on a cluster, {games} on one Redis) are read as one index: a store restored into another
    layout indexes the same games in its own buckets."""
    keys = {}
    for key in client.scan_iter(match="gl:*"):
        kind = client.type(key).decode()
        if kind == "stream":
            value = client.xrange(key)
        elif kind == "hash":
            value = client.hgetall(key)
        elif kind == "zset":
            value = client.zrange(key, 0, -1, withscores=True)
        elif kind == "set":
            value = sorted(client.smembers(key))
        else:
            value = client.get(key)
        name = INDEX_BUCKET.sub("{games}", key.decode())
        if name in keys:        # another bucket of the same index key
            value = _merged(kind, keys[name][1], value)
        keys[name] = (kind, value)
    return keys


INDEX_BUCKET = re.compile(r"\{idx:\d+\}")


def _merged(kind, one, other):
    if kind == "hash":
        return one | other
    if kind == "zset":
        return sorted(one + other, key=lambda pair: (pair[1], pair[0]))
    return sorted(one + other)


@pytest.fixture
def served(ledger_client, redis_url, seeds):
    """The store as a service left it: each kind of game and a campaign, and the requests a client may send again."""
    seeds.pin(PLAYABLE)
    http = app_on(redis_url, seeds=seeds).test_client()
    finished = http.post("/games", json={"ruleset": "dominion", "options": {"preset": "First Game"}, "seats": BOTS})
    player_key = http.post("/players").get_json()["player_key"]
    creation = dict(json={"ruleset": "dominion", "options": {"preset": "First Game"}, "player_key": player_key,
                          "seats": [{"name": "Ana"}, {"name": "Ben", "bot": "big-money"}]},
                    headers={"Idempotency-Key": "create-running-game-1"})
    running = http.post("/games", **creation).get_json()
    token = running["seats"][0]["token"]
    assert http.put(f"/games/{running['id']}/webhook", json={"url": "http://127.0.0.1:9/hook"},
                    headers=bearer(token)).status_code == 200
    decision = http.get(f"/games/{running['id']}/decision", headers=bearer(token)).get_json()
    move = dict(json={"move": decision["decision"]["choices"][0]},
                headers=bearer(token) | {"If-Match": f'"{decision["version"]}"', "Idempotency-Key": "move-1"})
    moved = http.post(f"/games/{running['id']}/moves", **move)
    assert moved.status_code == 201
    lobby = http.post("/games", json={"ruleset": "dominion", "options": {"preset": "First Game"},
                                      "seats": [{"name": "Cy"}, {"open": True}]}).get_json()
    campaign = http.post("/campaigns", json={"name": "Chrysanthemum", "chronicle": "new", "players": OATH_BOTS})
    campaign = campaign.get_json()
    assert http.post(f"/campaigns/{campaign['id']}/games", headers=bearer(campaign["owner_token"])).status_code == 201
    return dict(http=http, finished=finished.get_json()["id"], running=running, token=token, lobby=lobby["id"],
                campaign=campaign, player_key=player_key, creation=creation, move=move, moved=moved.get_json())


def test_a_backup_restored_into_a_fresh_redis_replays_every_game_and_plays_on(served, ledger_client, redis_url,
                                                                           second_redis, target, seeds, tmp_path):
    backup = tmp_path / "store.glb"

    made = gameledger(redis_url, "backup", str(backup))

    assert made.exit_code == 0, made.output
    assert "backed up 4 games" in made.output and "1 campaign, 1 player key, 1 creation " in made.output
    restored = gameledger(second_redis, "restore", str(backup))
    assert restored.exit_code == 0, restored.output
    assert "restored 4 games" in restored.output and "indexed 4 games and 1 campaign" in restored.output
    assert store_keys(target) == store_keys(ledger_client)      # every key the service owns, as it was

    source, copy = Ledger(Stores.on(ledger_client)), Ledger(Stores.on(target))
    games = source.index.all_ids()
    assert sorted(copy.index.all_ids()) == sorted(games) and len(games) == 4
    for game_id in games:       # hash by hash, to the same last hash
        assert copy.history.verify(game_id) == source.history.verify(game_id)
    replayed = gameledger(second_redis, "replay", served["running"]["id"], "--verify")
    assert replayed.exit_code == 0 and f"verified {served['moved']['version']} events" in replayed.output

    http = app_on(second_redis, seeds=seeds).test_client()
    running, token = served["running"]["id"], served["token"]
    assert http.get("/games").get_json()["total"] == 4
    # a request sent again after the restore is known: the same game, the same move, nothing appended twice
    assert http.post("/games", **served["creation"]).get_json()["id"] == running
    assert http.post(f"/games/{running}/moves", **served["move"]).get_json()["version"] == served["moved"]["version"]
    # the waiting seat plays on with its token; its player key lists the game; its webhook is kept
    decision = http.get(f"/games/{running}/decision", headers=bearer(token)).get_json()
    assert decision["version"] == served["moved"]["version"] and decision["decision"]["player"] == 0
    moved = http.post(f"/games/{running}/moves", json={"move": decision["decision"]["choices"][0]},
                      headers=bearer(token) | {"If-Match": f'"{decision["version"]}"'})
    assert moved.status_code == 201, moved.get_json()
    mine = http.get("/me/games", headers=bearer(served["player_key"])).get_json()
    assert [game["id"] for game in mine["games"]] == [running]
    assert http.get(f"/games/{running}/webhook", headers=bearer(token)).get_json()["url"] == "http://127.0.0.1:9/hook"
    # the open seat is taken; the campaign plays its next game from the chronicle the first wrote
    assert http.post(f"/games/{served['lobby']}/seats/1/join", json={"name": "Dan"}).status_code == 201
    campaign = served["campaign"]
    assert http.post(f"/campaigns/{campaign['id']}/games", headers=bearer(campaign["owner_token"])).status_code == 201
    history = http.get(f"/campaigns/{campaign['id']}", headers=bearer(campaign["owner_token"])).get_json()["history"]
    assert [game["game"] for game in history] == [1, 2] and all("winner" in game for game in history)
    assert history[1]["chronicle_in"] == history[0]["chronicle_out"]
    assert [c["id"] for c in http.get("/campaigns").get_json()["campaigns"]] == [campaign["id"]]


def test_a_backup_taken_while_bots_play_holds_each_game_as_it_was_at_one_moment(ledger_client, redis_url,
                                                                             second_redis, target, tmp_path):
    """Each game's stream and metadata are read in one script: whatever was appended meanwhile, a restored game's
    metadata names the version its stream ends at, and it replays to its hashes."""
    ledger, stop = ledger_on(redis_url), threading.Event()

    def play():
        while not stop.is_set():
            game = ledger.creating.create_game("dominion", {}, BOTS)
            ledger.moves.play_bots(game["id"], 1)

    player = threading.Thread(target=play)
    player.start()
    try:
        while len(ledger.index.all_ids()) < 3:
            time.sleep(0.05)
        made = gameledger(redis_url, "backup", str(tmp_path / "live.glb"))
    finally:
        stop.set()
        player.join()

    assert made.exit_code == 0, made.output
    assert gameledger(second_redis, "restore", str(tmp_path / "live.glb")).exit_code == 0
    copy = Ledger(Stores.on(target))
    games = copy.index.all_ids()
    assert len(games) >= 3
    for game_id in games:
        assert int(copy.states.meta(game_id)["version"]) == copy.states.version(game_id)
        assert copy.history.verify(game_id)["events"] == copy.states.version(game_id)


def test_a_store_that_holds_games_is_refused_and_a_merge_adds_only_what_it_lacks(served, ledger_client, redis_url,
                                                                             second_redis, target, seeds, tmp_path):
    first, second = tmp_path / "first.glb", tmp_path / "second.glb"
    assert gameledger(redis_url, "backup", str(first)).exit_code == 0
    assert gameledger(second_redis, "restore", str(first)).exit_code == 0
    running, token = served["running"]["id"], served["token"]
    http = app_on(second_redis, seeds=seeds).test_client()      # the restored service plays on
    decision = http.get(f"/games/{running}/decision", headers=bearer(token)).get_json()
    assert http.post(f"/games/{running}/moves", json={"move": decision["decision"]["choices"][0]},
                     headers=bearer(token) | {"If-Match": f'"{decision["version"]}"'}).status_code == 201
    later = served["http"].post("/games", json={"ruleset": "dominion", "options": {"preset": "First Game"},
                                                "seats": BOTS}).get_json()["id"]   # the old store takes a new game
    assert gameledger(redis_url, "backup", str(second)).exit_code == 0
    before = store_keys(target)

    refused = gameledger(second_redis, "restore", str(second))

    assert refused.exit_code == 1 and "the store holds games already" in refused.output
    assert "--merge" in refused.output and store_keys(target) == before
    merged = gameledger(second_redis, "restore", "--merge", str(second))
    assert merged.exit_code == 0, merged.output
    assert f"skipped game {running}: the store holds it already" in merged.output
    assert "restored 1 game" in merged.output and "indexed 5 games" in merged.output
    copy = Ledger(Stores.on(target))
    assert copy.states.version(running) == decision["version"] + 1       # its move since the backup kept
    assert copy.history.verify(later) == Ledger(Stores.on(ledger_client)).history.verify(later)
    assert {key: value for key, value in store_keys(target).items() if later not in key and "{games}" not in key} \
        == {key: value for key, value in before.items() if "{games}" not in key}


def test_a_backup_goes_to_standard_output_and_comes_back_from_standard_input(served, redis_url, second_redis,
                                                                            target, ledger_client):
    made = CliRunner().invoke(main, ["backup", "-"], env={"REDIS_URL": redis_url}, catch_exceptions=False)
    assert made.exit_code == 0 and "to standard output" in made.stderr
    assert gzip.decompress(made.stdout_bytes)[:1]       # the file itself, nothing else, on standard output

    restored = gameledger(second_redis, "restore", "-", input=made.stdout_bytes)

    assert restored.exit_code == 0, restored.output
    assert store_keys(target) == store_keys(ledger_client)


def records(path) -> list:
    return list(msgpack.Unpacker(io.BytesIO(gzip.decompress(path.read_bytes())), raw=False))


def written(path, items) -> None:
    packer = msgpack.Packer(use_bin_type=True)
    path.write_bytes(gzip.compress(b"".join(packer.pack(item) for item in items)))


@pytest.mark.parametrize("damage, said", [
    ("truncated", r"not a whole gzip file"),
    ("flipped", r"not a whole gzip file|a record that cannot be read"),
    ("not gzip", r"not a whole gzip file"),
    ("version 2", r"format version 2; this gameledger reads version 1"),
    ("foreign", r"not a gameledger backup"),
    ("no trailer", r"truncated: no trailer"),
    ("a bad record last", r"a record the store has no place for: game id 'x\{y\}'"),
    ("a key out of place", r"no key 'lease' of type 'string'"),
])
def test_a_damaged_or_foreign_backup_is_refused_with_nothing_restored(served, redis_url, second_redis, target,
                                                                      tmp_path, damage, said):
    good, bad = tmp_path / "good.glb", tmp_path / "bad.glb"
    assert gameledger(redis_url, "backup", str(good)).exit_code == 0
    data, items = good.read_bytes(), records(good)
    header, holdings, trailer = items[0], items[1:-1], items[-1]
    if damage == "truncated":
        bad.write_bytes(data[:len(data) * 2 // 3])
    elif damage == "flipped":
        middle = len(data) // 2
        bad.write_bytes(data[:middle] + bytes([data[middle] ^ 0xFF]) + data[middle + 1:])
    elif damage == "not gzip":
        bad.write_bytes(json.dumps({"format": "gameledger-backup", "version": 1}).encode())
    elif damage == "version 2":
        written(bad, [dict(header, version=2), *holdings, trailer])
    elif damage == "foreign":
        written(bad, [{"format": "something-else"}, *holdings, trailer])
    elif damage == "no trailer":
        written(bad, [header, *holdings])
    elif damage == "a bad record last":
        written(bad, [header, *holdings, dict(holdings[1], id="x{y}"), dict(trailer, holdings=len(holdings) + 1)])
    else:
        game = dict(holdings[1], keys=dict(holdings[1]["keys"], lease=["string", b"me"]))
        written(bad, [header, holdings[0], game, *holdings[2:], trailer])

    refused = gameledger(second_redis, "restore", str(bad))

    assert refused.exit_code == 1
    assert re.search(said, refused.output) and "nothing was restored" in refused.output, refused.output
    assert "Traceback" not in refused.output and store_keys(target) == {}
