"""Oath over REST: four human clients play a whole game, each reading only its own view and decision, and what
every other seat (or a spectator) can read never shows what the Law hides (Law 9.4, digest E.4).

The clients answer with the `oath` bot applied to what they received over HTTP, as a human's client could, but
steer the game through the Empire's door: the Chancellor offers Citizenship to an Exile, who accepts (Law 6.6),
and someone campaigns (Law 5.5). The service draws each game's seed at random; the tests pin it (`seeded`) so a
failure replays exactly.
"""

import re

import pytest

from engine.oath.bots import DESCRIPTIONS, oath_bot
from engine.oath.cards import CARDS, GRAND_SCEPTER, card_name
from engine.oath.ruleset import OATH
from engine.oath.state import Card
from events.service import rebuild
from tests.api import rest
from tests.api.rest import Client, stream_length

SEED = "0a7e5eed4f1c9b2d6e8a0c3f5b7d9e1a"
NAMES = ["Ann", "Ben", "Cy", "Dee"]
HUMANS = [{"name": name} for name in NAMES]
VICTORIES = {"Usurper", "Visionary", "Stable Regime", "War Exhaustion", "Successor"}    # Law 3
PRIVATE_KINDS = {"adviser", "discard order", "keep", "play"}      # answers only their seat may read
MOVE_LIMIT = 3000


@pytest.fixture
def seeded(monkeypatch, seeds):
    """Games created in this test get SEED instead of a random one; ids and tokens stay random."""
    return seeds.pin(SEED)


def create(http, seats=HUMANS, options=None):
    return rest.create(http, seats, {"chronicle": "new"} if options is None else options, ruleset="oath")


# --- what a seat may not know, read from the private state in process ------------------------------------------------

def card_id(card) -> int:
    return card.id if isinstance(card, Card) else card


def hidden_from(board, viewer) -> set:
    """Card and relic ids `viewer` may not know now (Law 9.4): the world deck, other seats' facedown advisers and
    cards in hand, relics at sites not peeked, the Reliquary but to the Grand Scepter's holder, the relic deck."""
    hidden = set(board.world) | set(board.relic_deck)
    for index, player in enumerate(board.players):
        if index != viewer:
            hidden |= {card.id for card in player.advisers if not card.faceup}
            hidden |= {card_id(card) for card in player.drawn}
    peeked = set(board.players[viewer].peeked) if viewer is not None else set()
    hidden |= {relic for site in board.sites for relic in site.relics} - peeked
    if viewer is None or GRAND_SCEPTER.id not in board.players[viewer].relics:
        hidden |= {relic for relic in board.reliquary if relic is not None} - peeked
    return hidden


def ids_shown(view: dict, own_peeks: bool = False) -> set:
    """Every card or relic face a view shows (faces are written as "id"), but the viewer's own peeks unless
    `own_peeks`."""
    own = view["you"]
    shown = set()

    def walk(data, key=None, path=()):
        if isinstance(data, dict):
            for name, value in data.items():
                if path == ("players", own) and name == "seen" and not own_peeks:
                    continue
                walk(value, name, path + (name,))
        elif isinstance(data, list):
            for place, value in enumerate(data):
                walk(value, key, path + (place,))
        elif key == "id" and isinstance(data, int) and not isinstance(data, bool):
            shown.add(data)

    walk(view)
    return shown


def known_to(view: dict) -> set:
    """Every card or relic id a view lets its viewer know: faces shown, the viewer's own peeks, revealed Visions,
    held relics and the cards in the box."""
    known = ids_shown(view, own_peeks=True) | set(view["boxed"])
    for player in view["players"]:
        known |= set(player["relics"]) | ({player["vision"]} if player["vision"] is not None else set())
        for peek in player.get("seen", []):
            known |= set(peek["cards"])
    return known


def cards_named(move) -> set:
    """Card ids a move names: its "card", "keep", "discard" or "id", and a setup answer's "adviser" (an action's
    "adviser" is a place among the advisers, not a card)."""
    if not isinstance(move, dict):
        return set()
    keys = {"card", "keep", "discard", "id"} | ({"adviser"} if "action" not in move else set())
    return {value for key, value in move.items() if key in keys and isinstance(value, int)}


def revealed_by(move) -> set:
    """Law 6.1: revealing a facedown adviser turns it faceup for all to see, though it is played (perhaps to a
    discard pile) before any view shows it."""
    return {move["card"]} if isinstance(move, dict) and move.get("action") == "reveal_adviser" else set()


def known_at_each_version(game_id, ledger, viewers) -> dict:
    """(version, viewer) -> the card and relic ids the viewer's view lets it know after that event, replayed
    from the raw events. A card in no one's view (the 3 cards of setup, a card on its way to a discard pile) is
    known to none."""
    known = {}

    def note(version, state):
        for viewer in viewers:
            known[version, viewer] = known_to(OATH.view(state, viewer))

    rebuild(ledger.store.read(game_id), each=note)
    return known


# --- the clients ---------------------------------------------------------------------------------------------------

class Steering:
    """The oath bot's answer, but for the Empire's door and one campaign: the first Chancellor's turn that can offers
    Citizenship to an Exile (sent with no extra terms), every Citizenship offer is accepted, and the first
    campaign offered to anyone is taken."""

    def __init__(self):
        self.offered_to = None
        self.campaigns = 0

    def choose(self, view, decision) -> dict:
        choices = decision.get("choices") or []
        me = view["you"]
        if decision["kind"] == "act":
            if self.offered_to is None and view["players"][me]["side"] == "Chancellor":
                offers = [move for move in choices if move.get("action") == "offer_citizenship"
                          and view["players"][move["exile"]]["side"] == "Exile" and move["exile"] != me]
                if offers:
                    self.offered_to = offers[0]["exile"]
                    return offers[0]
            campaigns = [move for move in choices if move.get("action") == "campaign"]
            if campaigns and not self.campaigns:
                return campaigns[0]
        if decision["kind"] == "citizenship terms" and {"send": True} in choices:
            return {"send": True}
        if decision["kind"] == "citizenship":
            return {"accept": True}
        return oath_bot(view, decision)


def play_to_the_end(app, http, created, clients):
    """Each step: whoever must decide reads its view and decision and answers; every other seat and a spectator
    read theirs at the same version, and what they read is checked against the private state."""
    ledger = app.extensions["ledger"]
    game_id = created["id"]
    spectator = Client(http, game_id)
    readers = [*clients, spectator]
    steering = Steering()
    answered = {}                        # version -> (seat, decision kind) of the move that made it
    citizen_at = None
    for _ in range(MOVE_LIMIT):
        public = spectator.get().get_json()
        if public["status"] == "finished":
            return public, answered, steering, citizen_at
        seat = public["waiting_on"]
        mine = clients[seat].get().get_json()
        assert mine["version"] == public["version"] and mine["you"] == seat
        asked = clients[seat].get("/decision").get_json()
        assert asked == {"version": mine["version"], "decision": mine["decision"]}
        check_what_others_read(ledger, game_id, readers, seat, public["version"])
        decision = mine["decision"]
        move = steering.choose(mine["view"], decision)
        response = clients[seat].move(move, mine["version"])
        assert response.status_code == 201, (decision["kind"], move, response.get_json())
        version = response.get_json()["version"]
        answered[version] = (seat, decision["kind"])
        if isinstance(move, dict) and move.get("action") == "campaign":
            steering.campaigns += 1
        if decision["kind"] == "citizenship" and citizen_at is None:
            citizen_at = version
    raise AssertionError(f"the game did not end in {MOVE_LIMIT} moves")


def check_what_others_read(ledger, game_id, readers, seat, version):
    viewers = [None if client.token is None else viewer for viewer, client in enumerate(readers)]
    with ledger.states.loaded(game_id) as loaded:  # given back first, so the reads below need no replay
        hidden = {viewer: hidden_from(loaded.state.board, viewer) for viewer in viewers}
    assert loaded.version == version
    for viewer, client in zip(viewers, readers):
        if viewer == seat:
            continue
        info = client.get()
        text = info.get_data(as_text=True)
        assert SEED not in text and '"rng"' not in text
        assert "decision" not in info.get_json()
        assert client.get("/decision").get_json()["decision"] == {"player": seat}     # only whose decision it is
        leaked = ids_shown(info.get_json()["view"]) & hidden[viewer]
        assert not leaked, f"version {version}: seat {viewer} sees {[card_name(i) for i in leaked]}"


# --- the tests -----------------------------------------------------------------------------------------------------

def test_a_whole_game_between_four_human_clients_over_rest_with_citizenship_and_a_campaign(app, http, ledger_client,
                                                                                           seeded):
    created, clients = create(http)
    assert created["version"] == 1 and all(seat["token"] for seat in created["seats"])
    game_id = created["id"]

    final, answered, steering, citizen_at = play_to_the_end(app, http, created, clients)

    # Law 3: the game ended by one of the Law's victories, and the seed revealed matches the commitment
    assert final["result"]["victory"] in VICTORIES and 1 <= final["result"]["round"] <= 8
    assert final["result"]["ending"] == f"{final['result']['victory']}, round {final['result']['round']}"
    assert final["seed"] == SEED and final["view"]["finished"] is True
    assert http.get(f"/games/{game_id}/verify").get_json()["verified"] is True
    assert stream_length(ledger_client, game_id) == final["version"]
    # Law 6.6: the Chancellor offered Citizenship, the Exile accepted, and everyone reads it at once
    exile = steering.offered_to
    assert exile is not None and citizen_at is not None and answered[citizen_at] == (exile, "citizenship")
    for reader in [*clients, Client(http, game_id)]:
        seen = reader.get("/state", at=citizen_at).get_json()["view"]
        assert seen["players"][exile]["side"] == "Citizen"
        before = reader.get("/state", at=citizen_at - 1).get_json()["view"]
        assert before["players"][exile]["side"] == "Exile"
    # Law 5.5: a campaign move was taken, and its battle asked the attacker how many dice
    assert steering.campaigns >= 1 and "campaign attack dice" in {kind for _, kind in answered.values()}


def test_no_seat_reads_another_seats_private_answers_or_hidden_cards_in_events_or_log(app, http, ledger_client,
                                                                                      seeded):
    """Law 9.4: a public move or a line of the log names a card only if the reader's view showed it just before or
    just after; a private answer (setup adviser, discard order, Search keep and play) reads "hidden" to others."""
    created, clients = create(http)
    game_id = created["id"]
    final, answered, _, _ = play_to_the_end(app, http, created, clients)
    readers = {seat: client for seat, client in enumerate(clients)} | {None: Client(http, game_id)}
    known = known_at_each_version(game_id, app.extensions["ledger"], list(readers))
    private_versions = {version for version, (_, kind) in answered.items() if kind in PRIVATE_KINDS}
    assert {kind for _, kind in answered.values()} >= PRIVATE_KINDS

    for viewer, reader in readers.items():
        events = reader.get("/events", limit=1000).get_json()["events"]
        assert [event["version"] for event in events] == list(range(1, final["version"] + 1))
        for event in events[1:]:
            version, seat = event["version"], event["seat"]
            assert event["private"] or version not in private_versions
            if viewer == seat:
                assert event["move"] != "hidden"
                continue
            if event["private"]:
                assert event["move"] == "hidden", (viewer, event)
            unknown = set(CARDS) - known[version - 1, viewer] - known[version, viewer] - revealed_by(event["move"])
            leaked = cards_named(event["move"]) & unknown
            assert not leaked, f"event {version} shows seat {viewer} {[card_name(i) for i in leaked]}: {event}"
        moves = {event["version"]: event for event in events}
        for entry in reader.get("/log").get_json()["entries"][1:]:
            version, text = entry["version"], " ".join(entry["lines"])
            if moves[version]["seat"] == viewer:
                continue                # the reader's own move: its log may name the cards in its hand
            unknown = set(CARDS) - known[version - 1, viewer] - known[version, viewer] - \
                revealed_by(moves[version]["move"])
            named = [card_name(i) for i in unknown if re.search(rf"\b{re.escape(card_name(i))}\b", text)]
            assert not named, f"the log at {version} tells seat {viewer} of {named}: {text}"


def test_the_seed_and_private_answers_stay_hidden_while_the_game_runs(http, seeded):
    """Before the end no reader finds the seed anywhere, and a private answer reads "hidden" to all but its seat
    from the moment it is appended."""
    created, clients = create(http)
    spectator = Client(http, created["id"])
    steering = Steering()
    private_answers = 0
    for _ in range(80):                    # setup and the first turns: pawns, advisers, discards, searches
        seat = spectator.get().get_json()["waiting_on"]
        mine = clients[seat].get().get_json()
        decision = mine["decision"]
        response = clients[seat].move(steering.choose(mine["view"], decision), mine["version"])
        assert response.status_code == 201
        if decision["kind"] not in PRIVATE_KINDS:
            continue
        private_answers += 1
        version = response.get_json()["version"]
        for viewer, reader in enumerate([*clients, spectator]):
            event = reader.get("/events", **{"from": version, "limit": 1}).get_json()["events"][0]
            assert event["private"] is True
            assert (event["move"] == "hidden") is (viewer != seat)
    assert private_answers >= 8           # 4 setup advisers and 4 setup discard orders at least
    for reader in [*clients, spectator]:
        for path in ("", "/events", "/decision", "/log", "/state"):
            assert SEED not in reader.get(path).get_data(as_text=True)
        created_event = reader.get("/events", limit=1).get_json()["events"][0]
        assert "seed" not in created_event and created_event["seed_commitment"] == created["seed_commitment"]


def test_an_illegal_move_is_a_problem_and_appends_nothing(http, ledger_client, seeded):
    created, clients = create(http)
    game_id = created["id"]
    spectator = Client(http, game_id)
    steering = Steering()
    while (public := spectator.get().get_json())["view"]["phase"] != "act":      # through setup to the first turn
        mine = clients[public["waiting_on"]].get().get_json()
        clients[public["waiting_on"]].move(steering.choose(mine["view"], mine["decision"]), mine["version"])
    seat, version = public["waiting_on"], public["version"]
    mover, other = clients[seat], clients[(seat + 1) % 4]
    legal = mover.get().get_json()["decision"]["choices"][0]
    before = stream_length(ledger_client, game_id)

    for move in ({"action": "travel", "to": 99}, {"action": "fly"}, {"end": "turn"}, {"pawn": 0}):
        illegal = mover.move(move, version)
        assert illegal.status_code == 422 and illegal.mimetype == "application/problem+json", move
        assert illegal.get_json()["type"] == "http://localhost/problems/illegal-move" and illegal.get_json()["detail"]
    not_an_object = http.post(f"/games/{game_id}/moves", json={"move": ["end"]},
                              headers=mover.headers(**{"If-Match": f'"{version}"'}))
    assert not_an_object.status_code == 422 and not_an_object.mimetype == "application/problem+json"
    wrong_seat = other.move(legal, version)
    assert wrong_seat.status_code == 403 and wrong_seat.mimetype == "application/problem+json"
    stale = mover.move(legal, version - 1)
    assert stale.status_code == 412 and stale.get_json()["current_version"] == version
    assert Client(http, game_id).move(legal, version).status_code == 401

    assert stream_length(ledger_client, game_id) == before
    assert mover.move(legal, version).status_code == 201 and stream_length(ledger_client, game_id) == before + 1


@pytest.mark.parametrize("options, named", [
    ({"chronicle": "not a chronicle"}, "chronicle"),
    ({"chronicle": 7}, "chronicle"),
    ({"chronicle": "new", "kingdom": ["Village"]}, "kingdom"),
])
def test_bad_oath_options_are_refused_naming_the_option(http, options, named):
    response = http.post("/games", json={"ruleset": "oath", "options": options, "seats": HUMANS})
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    body = response.get_json()
    assert body["type"] == "http://localhost/problems/invalid-request" and named in body["detail"]
    assert http.get("/games").get_json()["total"] == 0


def test_a_chronicle_holding_archive_cards_and_an_edifice_sets_up_a_game(http):
    """Every card of the box plays: Siege Engines at the Plains beside the Broken Forge."""
    from engine.oath.cards import card_named
    from engine.oath.chronicle import encode, new_chronicle

    chronicle = new_chronicle()
    chronicle.map[0].cards = [card_named("Siege Engines").id, card_named("Broken Forge").ruin_id, None]
    response = http.post("/games", json={"ruleset": "oath", "options": {"chronicle": encode(chronicle)},
                                         "seats": HUMANS})
    assert response.status_code == 201
    assert http.get("/games").get_json()["total"] == 1


def test_oath_takes_three_to_six_seats(http):
    response = http.post("/games", json={"ruleset": "oath", "seats": HUMANS[:2]})
    assert response.status_code == 422 and "3 to 6 players" in response.get_json()["detail"]
    created, _ = create(http, HUMANS[:3], {})
    assert len(created["seats"]) == 3


def test_oath_is_listed_with_its_bots(http):
    oath = next(ruleset for ruleset in http.get("/rulesets").get_json() if ruleset["id"] == "oath")
    assert set(oath["bots"]) == {"oath", "oath-easy", "random"}
    listed = http.get("/bots").get_json()["oath"]
    assert [bot["id"] for bot in listed] == ["oath", "oath-easy", "random"]
    assert {bot["id"]: bot["description"] for bot in listed} == DESCRIPTIONS
    assert "Goal-directed" in DESCRIPTIONS["oath"] and "Simple sense" in DESCRIPTIONS["oath-easy"]
