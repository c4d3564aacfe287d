"""Soak: Oath games from chronicles whose map and world deck are drawn at random from every implemented card
(archive_chronicles.py), 3 to 6 seats, the `oath` bot with the `random` bot in every other game. No engine error;
every game replays hash by hash; and nothing any seat is served — its view, its decision, the narration as it reads
it, the events as it may list them — names a card of the Archive, an unseen card of the Dispossessed, or another
seat's facedown adviser that seat never saw (Law 9.4). Prints how often each card entered play and had its power
used. Size: OATH_ARCHIVE_SOAK_GAMES (default 20; 1,000 at full size, where every card must have entered play or been
used 20 times); OATH_ARCHIVE_SOAK_FROM, the first game's number, splits a long soak between processes."""

import os
import re
from collections import Counter

import pytest

from engine.core.selfplay import seated
from engine.games import get_ruleset
from engine.oath.bots import easy_bot, random_bot
from engine.oath.cards import CARDS, DENIZENS, VISIONS, card_name
from events.service import rebuild
from events.service.access import redact
from tests.soak.archive_chronicles import archive_chronicle, playable

pytestmark = pytest.mark.slow      # a soak

GAMES = int(os.environ.get("OATH_ARCHIVE_SOAK_GAMES", 20))
FIRST = int(os.environ.get("OATH_ARCHIVE_SOAK_FROM", 0))     # to split a long soak between processes
FULL_SIZE, AT_LEAST = 1000, 20
MOVE_CAP = 50_000
LOOK_EVERY = 40                     # moves between two looks at everything served
ENTERED, USED = Counter(), Counter()
NAMES = {card_name(card): card for card in (*DENIZENS, *VISIONS)}         # the cards that may be advisers
NAMED = re.compile(r"\b(" + "|".join(re.escape(name) for name in sorted(NAMES, key=len, reverse=True)) + r")\b")


def faceup_in_play(board) -> set:
    cards = {card.id for player in board.players for card in player.advisers if card.faceup}
    return cards | {card.id for site in board.sites for card in site.cards if card.faceup}


def learn(lines, seen: dict) -> None:
    """A card named in a line of narration is known to whoever may read that line: everyone for the public text,
    its player for the private one (a card drawn, dealt, peeked at, kept)."""
    for text, player, private in lines:
        for name in NAMED.findall(text):
            seen.setdefault(NAMES[name], set()).add("all")
        for name in NAMED.findall(private or ""):
            seen.setdefault(NAMES[name], set()).add(player)


def unseen_by(board, viewer, seen: dict, archive: set, dispossessed: set) -> set:
    """Cards `viewer` must not learn of now: the Archive (but an edifice the Chronicle built from it, Law 8.3.1; the
    cards Law 8.4 adds to the world deck stay unseen), the Dispossessed's cards that never left it, and the other
    seats' facedown advisers that never lay faceup and that `viewer` never held nor was shown."""
    hidden = (archive - faceup_in_play(board)) | (dispossessed & set(board.dispossessed))   # an edifice built (8.3.1)
    for index, player in enumerate(board.players):
        if index != viewer:
            hidden |= {card.id for card in player.advisers
                       if not card.faceup and not {viewer, "all"} & seen.get(card.id, set())}
    return hidden


def card_ids(data, key=None) -> set:
    """Every number that names a card in served JSON: a card's "id" and an Exile's "vision" in views; "card",
    "keep" and "plan" in moves and choices (other keys, such as "relic" and "adviser", name places)."""
    if isinstance(data, dict):
        return set().union(*(card_ids(value, name) for name, value in data.items())) if data else set()
    if isinstance(data, list):
        return set().union(*(card_ids(value, key) for value in data)) if data else set()
    named = isinstance(data, int) and not isinstance(data, bool) and key in ("id", "vision", "card", "keep", "plan")
    return {data} if named else set()


def named_in(lines: list[str], names: set) -> list[str]:
    """The names that narration lines hold as words (a card's name, capitalised, past a line's first word)."""
    text = "\n".join(line.split(" ", 1)[-1] for line in lines)
    return sorted(name for name in names if re.search(rf"\b{re.escape(name)}\b", text))


def look(ruleset, state, events, viewer, hidden: set, game: int) -> None:
    decision = ruleset.decision(state)
    served = {"view": ruleset.view(state, viewer),
              "decision": decision and (decision.to_dict() if decision.player == viewer else decision.public_dict()),
              "events": [redact(event, viewer, False) for event in events]}
    named = named_in(state.narration(viewer, state.board.log), {card_name(card) for card in hidden})
    leaked = sorted(card_ids(served) & hidden)
    assert not named and not leaked, f"game {game}: seat {viewer} is served {named or leaked}"


def play_and_look(game: int) -> None:
    ruleset = get_ruleset("oath")
    seats = 3 + game % 4
    options = {"players": [f"p{n}" for n in range(seats)], "chronicle": archive_chronicle(f"archive-{game}")}
    state = ruleset.setup(options, f"archive-soak-{game}")
    board = state.board
    archive = {card for card in board.archive if card in DENIZENS or card in CARDS}
    dispossessed = set(board.dispossessed)
    seen = {}                                       # card -> seats that held it or were shown it ("all": faceup)
    events = [{"version": 1, "type": "created", "ruleset": "oath", "ruleset_version": ruleset.version,
               "options": options, "seed": f"archive-soak-{game}", "hash": ruleset.state_hash(state)}]
    entered, on_map = set(), faceup_in_play(board)
    learn(board.log, seen)                          # the setup: each seat's three cards, told it privately
    policies = seated([easy_bot, random_bot] if game % 2 else [easy_bot], seats)
    while (decision := ruleset.decision(state)) is not None:
        assert len(events) < MOVE_CAP, f"game {game} did not end"
        move = policies[decision.player](ruleset.bot_view(state, decision.player), decision.to_dict())
        mark = len(board.log)
        ruleset.apply(state, move)
        events.append({"version": len(events) + 1, "type": "move", "seat": decision.player, "move": move,
                       "private": decision.private, "hash": ruleset.state_hash(state)})
        for index, player in enumerate(board.players):
            peeked = [card for peek in player.seen for card in peek.get("cards", ())]   # Law 10 "Peek"
            for card in [card.id for card in player.advisers] + player.drawn + peeked:
                seen.setdefault(card, set()).add(index)
        if move.get("action") == "show_adviser":
            shown = board.players[decision.player].advisers[move["adviser"]]
            seen.setdefault(shown.id, set()).add(move["to"])
        now = faceup_in_play(board)
        for card in now:
            seen.setdefault(card, set()).add("all")
        entered |= now - on_map
        for text, _, _ in board.log[mark:]:
            if " uses " in text:
                USED[text.split(" uses ", 1)[1].rstrip(".")] += 1
        learn(board.log[mark:], seen)
        if len(events) % LOOK_EVERY == 0:
            for viewer in [None, *range(seats)]:
                look(ruleset, state, events, viewer, unseen_by(board, viewer, seen, archive, dispossessed), game)
    for viewer in [None, *range(seats)]:
        look(ruleset, state, events, viewer, archive - faceup_in_play(board), game)
    edifices = {card for card in on_map if card not in DENIZENS}       # an edifice enters play with its chronicle
    ENTERED.update(card_name(card) for card in entered | edifices)
    rebuilt = rebuild(events, verify=True)
    assert ruleset.state_hash(rebuilt.state) == events[-1]["hash"]
    assert ruleset.result(rebuilt.state).winners


CHUNK = 10


@pytest.mark.parametrize("chunk", range(max(1, GAMES // CHUNK)))
def test_archive_chronicle_games_replay_hash_by_hash_and_serve_no_hidden_card(chunk):
    for game in range(FIRST + chunk * CHUNK, FIRST + min(GAMES, (chunk + 1) * CHUNK)):
        play_and_look(game)


def test_how_often_each_implemented_card_was_played():
    """Runs after the games: the report, and at full size (1,000 games) every card entered play or was used at least
    20 times."""
    denizens, faces = playable()
    counts = {card_name(card): ENTERED[card_name(card)] + USED[card_name(card)] for card in denizens + faces}
    print(f"\n{GAMES} games; entered play / power used, by card:")
    for name, total in sorted(counts.items(), key=lambda item: (item[1], item[0])):
        print(f"  {ENTERED[name]:5} {USED[name]:5}  {name}")
    assert sum(ENTERED.values()) > 0
    if GAMES >= FULL_SIZE:
        rare = sorted(name for name, total in counts.items() if total < AT_LEAST)
        assert not rare, f"played fewer than {AT_LEAST} times in {GAMES} games: {rare}"
