"""A creation happens once per Idempotency-Key, whatever fails: a Redis error after (or before) each write of the
creation of a game, an open game, a campaign and a player key; the retry with the key carries out the same creation
and answers the same secrets, and nothing is listed that was not created."""

import threading

import pytest
import redis

from events.errors import IdempotencyConflict
from events.service import Ledger
from events.store import EventStore, GameIndex, PlayerSeats
from events.store.creations import Creations

KEY = "create-once-0123456789"
PLAYER = "ana-player-key-0123456789"
SEATS = [{"name": "Ana"}, {"name": "Ben"}]
OPEN = [{"name": "Ana"}, {"open": True}]
BOTS = [{"name": "Ana"}, {"name": "Bo", "bot": "oath"}, {"name": "Cy", "bot": "oath"}]


def fail_once(monkeypatch, owner, name, when):
    """The first call of `owner.name` fails as a lost connection does: `before` its write, or `after` it (written,
    but its answer lost)."""
    real = getattr(owner, name)
    calls = []

    def failing(*args, **kwargs):
        calls.append(1)
        if len(calls) == 1 and when == "before":
            raise redis.ConnectionError("lost before the write")
        answer = real(*args, **kwargs)
        if len(calls) == 1:
            raise redis.ConnectionError("lost after the write")
        return answer

    monkeypatch.setattr(owner, name, failing)
    return calls


def created_games(client) -> set[str]:
    return {key.decode().split("{", 1)[1].split("}", 1)[0] for key in client.scan_iter(match="gl:{*}:events")
            if b"{games}" not in key}


def listed(ledger) -> set[str]:
    return {game["id"] for game in ledger.list_games(limit=1000)["games"]} | set(ledger.index.all_ids())


GAME_STEPS = [(Creations, "record"), (EventStore, "append"), (GameIndex, "record"), (PlayerSeats, "add")]


@pytest.mark.parametrize("when", ["before", "after"])
@pytest.mark.parametrize("owner, step", GAME_STEPS, ids=[step[0].__name__ for step in GAME_STEPS])
@pytest.mark.parametrize("seats", [SEATS, OPEN], ids=["seated", "open"])
def test_a_game_whose_creation_fails_at_any_write_is_created_once_by_the_retry(ledger_client, monkeypatch, owner,
                                                                               step, when, seats):
    ledger = Ledger(ledger_client)
    calls = fail_once(monkeypatch, owner, step, when)
    request = {"ruleset": "dominion", "seats": seats}
    with pytest.raises(redis.ConnectionError):
        ledger.lobby.create_once(KEY, request, "dominion", {}, seats, PLAYER)
    assert calls, "the step was never reached"
    assert listed(ledger) <= created_games(ledger_client), "an index entry for a game never created"
    answer, replayed = Ledger(ledger_client).lobby.create_once(KEY, request, "dominion", {}, seats, PLAYER)
    assert replayed == (owner is not Creations or when == "after")
    assert created_games(ledger_client) == {answer["id"]}
    assert listed(ledger) == {answer["id"]}
    fresh = Ledger(ledger_client)
    tokens = [seat for seat in answer["seats"] if seat["token"]]
    assert tokens and all(fresh.seat_for_token(answer["id"], seat["token"]) == seat["seat"] for seat in tokens)
    assert [game["id"] for game in fresh.lobby.my_games(PLAYER)["games"]] == [answer["id"]]
    again, replayed = fresh.lobby.create_once(KEY, request, "dominion", {}, seats, PLAYER)
    assert again == answer and replayed


def test_a_bot_that_moves_first_is_woken_by_the_retry_that_creates_its_game(ledger_client, monkeypatch):
    woken = []
    ledger = Ledger(ledger_client, enqueue_bot=lambda game, version: woken.append((game, version)))
    fail_once(monkeypatch, GameIndex, "record", "after")
    request = {"ruleset": "oath", "seats": BOTS}
    with pytest.raises(redis.ConnectionError):
        ledger.lobby.create_once(KEY, request, "oath", {}, BOTS)
    answer, _ = ledger.lobby.create_once(KEY, request, "oath", {}, BOTS)
    meta = ledger.store.meta(answer["id"])
    assert (meta["waiting"] == "bot") == ((answer["id"], 1) in woken)


@pytest.mark.parametrize("when", ["before", "after"])
@pytest.mark.parametrize("owner, step", [(Creations, "record"), (EventStore, "append"), (GameIndex, "record")],
                         ids=["record", "append", "index"])
def test_a_campaign_whose_creation_fails_at_any_write_is_created_once_by_the_retry(ledger_client, monkeypatch,
                                                                                   owner, step, when):
    ledger = Ledger(ledger_client)
    fail_once(monkeypatch, owner, step, when)
    players = BOTS
    request = {"chronicle": "new", "players": players}
    with pytest.raises(redis.ConnectionError):
        ledger.campaigns.create_once(KEY, request, None, "new", players)
    answer, _ = Ledger(ledger_client).campaigns.create_once(KEY, request, None, "new", players)
    campaigns = {key.decode() for key in ledger_client.scan_iter(match="gl:{*}:events")} - \
        {f"gl:{{{game}}}:events" for game in created_games(ledger_client)}
    assert created_games(ledger_client) - {answer["id"]} == set()
    listed_campaigns = {campaign["id"] for campaign in ledger.campaigns.list()["campaigns"]}
    assert listed_campaigns == {answer["id"]} and not campaigns - {f"gl:{{{answer['id']}}}:events"}
    owner_caller = Ledger(ledger_client).campaigns.caller(answer["id"], answer["owner_token"])
    assert owner_caller is not None


@pytest.mark.parametrize("when", ["before", "after"])
@pytest.mark.parametrize("owner, step", [(Creations, "record"), (PlayerSeats, "register")], ids=["record", "register"])
def test_a_player_key_whose_creation_fails_is_issued_once_by_the_retry(ledger_client, monkeypatch, owner, step,
                                                                        when):
    ledger = Ledger(ledger_client)
    fail_once(monkeypatch, owner, step, when)
    with pytest.raises(redis.ConnectionError):
        ledger.lobby.new_player(KEY)
    key, _ = Ledger(ledger_client).lobby.new_player(KEY)
    assert Ledger(ledger_client).lobby.new_player(KEY) == (key, True)
    assert ledger.lobby.my_games(key)["games"] == []        # known: no 401


def test_the_same_key_with_another_request_is_refused_and_creates_nothing(ledger_client):
    ledger = Ledger(ledger_client)
    first, _ = ledger.lobby.create_once(KEY, {"seats": SEATS}, "dominion", {}, SEATS)
    with pytest.raises(IdempotencyConflict):
        ledger.lobby.create_once(KEY, {"seats": OPEN}, "dominion", {}, OPEN)
    assert created_games(ledger_client) == {first["id"]}


def test_twin_requests_at_once_create_one_game_and_both_get_its_answer(ledger_client):
    answers, ready = [], threading.Barrier(4)

    def create():
        ready.wait()
        answers.append(Ledger(ledger_client).lobby.create_once(KEY, {"seats": SEATS}, "dominion", {}, SEATS)[0])

    threads = [threading.Thread(target=create) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({answer["id"] for answer in answers}) == 1 and all(answer == answers[0] for answer in answers)
    assert created_games(ledger_client) == {answers[0]["id"]}
