"""The table in a browser (issue 19), in a real Chromium against a real API process and worker: a finished Dominion
game stepped to version 10 and back, an Oath game's map and boards checked against the view JSON, opening on its
winning position, a Dominion game played against a bot to its end by clicking, a whole Oath game played by one seat
against `oath` bots by clicking, a Campaign declared on the board (issue 35), a live bot game followed without
reloading, and a spectator's page that never shows a hand."""

import time
import json
import re

import pytest

expect = pytest.importorskip("playwright.sync_api", reason="Playwright's Python package is not installed "
                                                           "(pip install -e '.[test]')").expect

pytestmark = pytest.mark.slow      # real processes, bot games and a browser: several seconds each

BIG_MONEY = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]

# What the clicking player prefers among the buttons it is offered (else the first)
PREFERENCE = ({"play_all": "treasures"}, {"buy": "Province"}, {"buy": "Gold"}, {"buy": "Silver"},
              {"end": "actions"}, {"end": "turn"})


def board_at(page, version):
    expect(page.locator("#board")).to_have_attribute("data-version", str(version))


def jump(page, version):
    page.fill("#at", str(version))
    page.press("#at", "Enter")
    board_at(page, version)


def texts(locator, attribute):
    return [element.get_attribute(attribute) for element in locator.all()]


def assert_dominion_table(page, view):
    """The page's Supply, players and trash are the view's."""
    for name, count in view["supply"].items():
        expect(page.locator(f"[data-pile='{name}'] [data-field=count]")).to_have_text(str(count))
    for seat, player in enumerate(view["players"]):
        row = page.locator(f".players tr[data-seat='{seat}']")
        expect(row.locator("[data-field=vp]")).to_have_text(str(player["vp"]))
        expect(row.locator("[data-field=deck]")).to_have_text(str(player["deck_count"]))
        expect(row.locator("[data-field=hand_count]")).to_have_text(str(player["hand_count"]))
        expect(row.locator("[data-field=discard]")).to_have_text(re.compile(rf"^{player['discard_count']}\b"))
        assert texts(row.locator("[data-field=in_play] [data-card]"), "data-card") == \
            player["in_play"] + player["aside"]
    assert texts(page.locator(".trash [data-card]"), "data-card") == list(dict.fromkeys(view["trash"]))
    if not view["finished"]:        # a turn counted as the narration counts it: "Turn 4 of Ben"
        player = view["players"][view["turn"]["player"]]
        expect(page.locator("[data-field=turn]")).to_contain_text(f"Turn {player['turns']} of {player['name']},")


def test_a_finished_dominion_game_steps_to_version_10_and_back(service, page, screenshots):
    game_id = service.call("POST", "/games", {"ruleset": "dominion", "options": {"preset": "First Game"},
                                              "seats": BIG_MONEY})["id"]
    latest = service.finished(game_id)["version"]

    page.goto(f"{service.base}/games/{game_id}")        # a browser asks for HTML: the page, not the JSON
    board_at(page, latest)
    expect(page.locator("#status")).to_contain_text("Finished")
    assert "?at=" not in page.url
    assert_dominion_table(page, service.call("GET", f"/games/{game_id}/state?at={latest}")["view"])

    jump(page, 10)
    assert page.url.endswith(f"/games/{game_id}?at=10"), "the URL holds the version"
    assert_dominion_table(page, service.call("GET", f"/games/{game_id}/state?at=10")["view"])
    expect(page.locator("#log li[aria-current=step]")).to_have_count(1)      # the narration up to version 10
    assert int(page.locator("#log li[aria-current=step]").get_attribute("data-version")) <= 10
    assert all(int(version) > 10 for version in texts(page.locator("#log li.future"), "data-version"))
    page.screenshot(path=screenshots / "dominion-version-10.png", full_page=True)

    page.click("#back")
    board_at(page, 9)
    assert_dominion_table(page, service.call("GET", f"/games/{game_id}/state?at=9")["view"])
    page.keyboard.press("ArrowRight")
    board_at(page, 10)

    page.reload()                                       # a shared URL opens the same position
    board_at(page, 10)
    page.click("#last")
    board_at(page, latest)
    assert "?at=" not in page.url

    page.select_option("#speed", "100")                 # play the last moves at 10 a second
    jump(page, latest - 5)
    page.click("#playback")
    expect(page.locator("#playback")).to_have_attribute("aria-pressed", "true")
    board_at(page, latest)
    expect(page.locator("#playback")).to_have_attribute("aria-pressed", "false")

    # Czech names, and a card's text on hover, from the cards endpoint
    copper = next(card for card in service.call("GET", "/rulesets/dominion/cards")["cards"] if card["id"] == "Copper")
    page.click("#language")
    expect(page.locator("[data-pile=Copper] [data-card]")).to_have_text(copper["names"]["cs"])
    page.locator("[data-pile=Copper] [data-card]").hover()
    expect(page.locator("#card-info")).to_contain_text(copper["text"])
    expect(page.locator("#card-info")).to_contain_text("Copper")
    page.screenshot(path=screenshots / "dominion-czech.png", full_page=True)
    page.click("#language")
    expect(page.locator("[data-pile=Copper] [data-card]")).to_have_text("Copper")


def assert_oath_table(page, view, sites):
    """The page's map and boards are the view's: every site, its cards (faces and backs), relics, warbands and
    pawns; every player's favor, secrets, warbands, Supply, advisers, relics and banners."""
    for place in view["sites"]:
        slot = page.locator(f"[data-slot='{place['slot']}']")
        name = sites[place["site"]] if place["site"] is not None else "Facedown site"
        expect(slot.locator("h4")).to_have_text(name)
        expect(slot).to_have_count(1)
        assert page.locator(f".region[data-region='{place['region']}'] [data-slot='{place['slot']}']").count() == 1
        placed = slot.locator("[data-field=cards]")
        assert texts(placed.locator("[data-card]"), "data-card") == [str(c["id"]) for c in place["cards"] if "id" in c]
        assert texts(placed.locator("[data-back]"), "data-back") == [c["back"] for c in place["cards"] if "back" in c]
        assert slot.locator("[data-field=relics] .card").count() == len(place["relics"])
        shown = {element.get_attribute("data-warbands"): element.text_content()
                 for element in slot.locator("[data-warbands]").all()}
        assert shown == {colour: f"{count} {colour}" for colour, count in place["warbands"].items() if count}
        assert sorted(texts(slot.locator("[data-pawn]"), "data-pawn")) == \
            sorted(player["name"] for player in view["players"] if player["site"] == place["slot"])
    for seat, player in enumerate(view["players"]):
        board = page.locator(f"article[data-seat='{seat}']")
        expect(board.locator("dd[data-field=favor]")).to_have_text(str(player["favor"]))
        expect(board.locator("dd[data-field=secrets]")).to_have_text(re.compile(rf"^{player['secrets']}\b"))
        expect(board.locator("dd[data-field=warbands]")).to_have_text(str(player["warbands"]))
        assert board.locator("[data-supply]").get_attribute("data-supply") == str(player["supply"])
        advisers = board.locator("[data-field=advisers]")
        assert texts(advisers.locator("[data-card]"), "data-card") == \
            [str(card["id"]) for card in player["advisers"] if "id" in card]
        assert advisers.locator("[data-back]").count() == sum("back" in card for card in player["advisers"])
        assert texts(board.locator("[data-field=relics] [data-card]"), "data-card") == list(map(str, player["relics"]))
        if player["banners"]:
            expect(board.locator("[data-field=banners]")).to_have_text("Banners: " + ", ".join(player["banners"]))
        else:
            expect(board.locator("[data-field=banners]")).to_have_count(0)
    expect(page.locator(".summary h2")).to_have_text(f"Oath of {view['oath']}")
    if not view["finished"]:
        expect(page.locator(".summary [data-field=round]")).to_contain_text(f"Round {view['round']}:")
    holder = view["players"][view["title"]["holder"]]["name"]
    expect(page.locator(".summary [data-field=title]")).to_contain_text(f"{holder} holds the title")


def test_a_finished_oath_game_shows_the_map_and_boards_of_the_view(service, page, screenshots):
    seats = [{"name": name, "bot": "oath"} for name in ("Cyril", "Dana", "Emil", "Flora")]
    game_id = service.call("POST", "/games", {"ruleset": "oath", "options": {"chronicle": "new"},
                                              "seats": seats})["id"]
    latest = service.finished(game_id, seconds=240)["version"]
    sites = {site["id"]: site["names"]["en"] for site in service.call("GET", "/rulesets/oath/cards")["sites"]}

    page.goto(f"{service.base}/play/{game_id}")
    won = won_at(service, game_id, latest)
    board_at(page, won)                                 # the winning position, the Chronicle's steps after it
    assert won < latest and "?at=" in page.url
    expect(page.locator(".summary [data-field=round]")).to_contain_text("The game is over")
    for version in sorted({20, latest // 2, latest - 1}):
        jump(page, version)
        assert_oath_table(page, service.call("GET", f"/games/{game_id}/state?at={version}")["view"], sites)
    page.screenshot(path=screenshots / "oath-middle.png", full_page=True)
    page.click("#last")
    board_at(page, latest)
    assert_oath_table(page, service.call("GET", f"/games/{game_id}/state?at={latest}")["view"], sites)


def won_at(service, game_id, latest) -> int:
    """The first version whose view is finished: the winning position (Law 3), before the Chronicle (Law 8)."""
    return next(version for version in range(1, latest + 1)
                if service.call("GET", f"/games/{game_id}/state?at={version}")["view"]["finished"])


def decisions_on_the_page(page, most: int):
    """The seat's decisions as the page shows them, one at a time until the game is over: yields the version each is
    awaited at and, once the test has answered it by clicking, waits for the next one (no problem shown)."""
    answered = 0
    while True:
        page.wait_for_function("() => !document.getElementById('decision').hidden || "
                               "['finished', 'aborted'].includes(document.getElementById('status').dataset.status)")
        if not page.locator("#decision").is_visible():
            return
        version = page.locator("#decision").get_attribute("data-version")
        yield version
        answered += 1
        assert answered < most, "the game should have ended"
        page.wait_for_function(f"() => document.getElementById('decision').hidden || "
                               f"document.getElementById('decision').dataset.version !== '{version}'")
        assert page.locator("#problem").is_hidden(), page.locator("#problem").text_content()


def choose(page):
    """Answer the decision on the page by clicking: the preferred button, else the first; a pick takes its least."""
    choices = page.locator("#answers button.choice")
    if choices.count():
        moves = [json.loads(move) for move in texts(choices, "data-move")]
        wanted = next((move for move in PREFERENCE if move in moves), moves[0])
        choices.nth(moves.index(wanted)).click()
        return
    picks = page.locator("#answers button.pick")
    least = int(re.search(r"Choose (\d+)", page.locator("#answers .count").text_content()).group(1))
    for place in range(least):
        picks.nth(place).click()
    expect(page.locator("#answers button.confirm")).to_be_enabled()
    page.click("#answers button.confirm")


def test_a_seat_plays_dominion_against_a_bot_to_the_end_by_clicking(service, page, screenshots):
    # Ben plays Militia, so Ana also answers picks (discard down to 3) besides the buttons of her own turns
    game = service.call("POST", "/games", {"ruleset": "dominion", "options": {"preset": "First Game"},
                                           "seats": [{"name": "Ana"}, {"name": "Ben", "bot": "militia"}]})
    game_id, token = game["id"], game["seats"][0]["token"]
    sent = []
    page.on("request", lambda request: sent.append(request))
    page.goto(f"{service.base}/play/{game_id}#token={token}")
    expect(page.locator("#status")).to_contain_text("You play Ana")
    assert token not in page.url, "the token leaves the address bar once read"

    answered, picked = 0, 0
    for version in decisions_on_the_page(page, 600):
        if answered == 0:           # her first turn's five cards
            expect(page.locator("[data-zone=hand] [data-card]")).to_have_count(5)
        if answered == 3:           # her hand as her view has it (it may be empty by then: treasures played)
            hand = service.call("GET", f"/games/{game_id}/state?at={version}", token=token)["view"]["players"][0]["hand"]
            assert texts(page.locator("[data-zone=hand] [data-card]"), "data-card") == hand
            page.screenshot(path=screenshots / "dominion-playing.png", full_page=True)
        picked += page.locator("#answers button.pick").count() > 0
        choose(page)
        answered += 1

    info = service.call("GET", f"/games/{game_id}")
    assert info["status"] == "finished" and info["result"]["winner_names"]
    expect(page.locator("#status")).to_contain_text(f"Finished after {info['version']} events")
    page.screenshot(path=screenshots / "dominion-played.png", full_page=True)
    events = service.call("GET", f"/games/{game_id}/events?from=1&limit=1000")["events"]
    assert sum(event.get("seat") == 0 and event["type"] == "move" for event in events) == answered
    assert picked > 0, "Militia made Ana pick cards to discard"
    moves = [request for request in sent if request.method == "POST" and request.url.endswith("/moves")]
    assert len(moves) == answered
    assert all(re.fullmatch(r'"\d+"', request.headers["if-match"]) and request.headers["idempotency-key"]
               for request in moves)
    assert all(token not in request.url for request in sent), "the token is never in a URL"


def test_a_live_bot_game_updates_the_page_without_reloading(service, page, screenshots):
    # Open seats, so the page is open before the first move; Ana takes one, and the creator starts the game with a bot
    # in the other
    game = service.call("POST", "/games", {"ruleset": "dominion", "options": {"preset": "First Game"},
                                           "seats": [{"open": True}, {"open": True}]})
    game_id = game["id"]
    page.goto(f"{service.base}/play/{game_id}")
    expect(page.locator("#status")).to_contain_text("Waiting for players")
    expect(page.locator("#live")).to_be_visible()          # following the stream before the first move
    page.evaluate("""() => {
        window.seen = [];
        new MutationObserver(() => window.seen.push(Number(document.getElementById('latest').textContent)))
            .observe(document.getElementById('latest'), {childList: true, characterData: true, subtree: true});
    }""")
    ana = service.call("POST", f"/games/{game_id}/seats/0/join", {"name": "Ana"})["token"]
    service.call("POST", f"/games/{game_id}/start", {"bot": "big-money"}, token=game["creator_token"])
    waited_on = []          # versions at which the game waited on Ana, each shown by the page as it came
    while (answer := service.call("GET", f"/games/{game_id}/decision", token=ana))["decision"] is not None:
        decision = answer["decision"]
        if "kind" not in decision:      # the bot's turn
            time.sleep(0.05)
            continue
        move = next(move for move in PREFERENCE if move in decision["choices"])
        played = service.call("POST", f"/games/{game_id}/moves", {"move": move, "expected_version": answer["version"]},
                              token=ana)
        if "play_all" in move and len(waited_on) < 3:      # her buy is still to come: the game waits on her
            expect(page.locator("#latest")).to_have_text(str(played["version"]))
            waited_on.append(played["version"])
    expect(page.locator("#status")).to_contain_text("Finished", timeout=120_000)
    final = service.call("GET", f"/games/{game_id}")["version"]
    board_at(page, final)
    seen = page.evaluate("window.seen")            # still there: the page was never reloaded
    assert len(waited_on) == 3 and set(waited_on) <= set(seen), (waited_on, seen)
    assert seen == sorted(seen) and max(seen) == final, seen
    assert_dominion_table(page, service.call("GET", f"/games/{game_id}/state?at={final}")["view"])
    expect(page.locator(".players th[scope=row]").nth(1)).to_contain_text("Bot")
    page.screenshot(path=screenshots / "dominion-live.png", full_page=True)


def play_through_the_api(service, game_id, token, moves):
    """Ana plays `moves` moves by the API (the bot answers in between), so the game has a history."""
    for _ in range(moves):
        for _ in range(200):
            decision = service.call("GET", f"/games/{game_id}/decision", token=token)
            if decision["decision"] and "kind" in decision["decision"]:
                break
            time.sleep(0.05)        # the bot's turn is played by the worker meanwhile
        choices = decision["decision"].get("choices")
        move = next((m for m in PREFERENCE if m in choices), choices[0]) if choices else \
            {"cards": decision["decision"]["pick"]["from"][:decision["decision"]["pick"]["min"]]}
        service.call("POST", f"/games/{game_id}/moves", {"move": move, "expected_version": decision["version"]},
                     token=token)


def test_a_spectator_page_never_shows_a_hand(service, page, chromium, screenshots):
    game = service.call("POST", "/games", {"ruleset": "dominion", "options": {"preset": "First Game"},
                                           "seats": [{"name": "Ana"}, {"name": "Ben", "bot": "big-money"}]})
    game_id, token = game["id"], game["seats"][0]["token"]
    play_through_the_api(service, game_id, token, 12)
    latest = service.call("GET", f"/games/{game_id}")["version"]

    sent = []
    page.on("request", lambda request: sent.append(request))
    page.goto(f"{service.base}/play/{game_id}?at=1")
    board_at(page, 1)
    for version in range(1, latest + 1):
        if version > 1:
            page.click("#forward")
            board_at(page, version)
        assert page.locator("[data-zone=hand]").count() == 0
        assert "Your hand" not in page.locator("body").inner_text()
    page.screenshot(path=screenshots / "dominion-spectator.png", full_page=True)
    assert sent and all("authorization" not in request.headers for request in sent)

    # The same table with Ana's token shows her hand, and only hers
    seat = chromium.new_page()
    try:
        seat.goto(f"{service.base}/play/{game_id}#token={token}")
        hand = service.call("GET", f"/games/{game_id}", token=token)["view"]["players"][0]["hand"]
        expect(seat.locator("[data-zone=hand]")).to_have_count(1)
        assert texts(seat.locator("[data-zone=hand] [data-card]"), "data-card") == hand
    finally:
        seat.close()


def click_on_board(page, at) -> None:
    """Pick a choice by what it points at on the board: a site of the map, a player's board, a card."""
    (what, value), = list(at.items())[:1]
    selector = {"site": f"[data-slot='{value}']", "player": f"article[data-seat='{value}']",
                "card": f"[data-card='{value}']"}[what]
    target = page.locator(f"#board {selector}.target").first
    expect(target).to_be_visible()
    target.click()


def answer_oath(page, decision, state) -> None:
    """One seat's answer, by clicking: the pawn on a site the Empire rules; one Campaign against the Chancellor, its
    defender picked on the board, then a target picked there; otherwise the Act phase ends and every other
    question takes its last choice (stop, done, no...). A Campaign whose targets are all forced (only the site
    where it is declared) is declared again at a later turn."""
    words, choices = decision["words"], decision["choices"]
    if decision["kind"] == "pawn":          # with the Chancellor: their relics and banners are targets there
        chancellor = next(player for player in state["view"]["players"] if player["side"] == "Chancellor")
        sites = [worded["at"]["site"] for worded in words]
        return click_on_board(page, {"site": chancellor["site"] if chancellor["site"] in sites else sites[0]})
    if decision["kind"] == "act" and not state["targeted"]:       # until a target was picked on the board
        campaigns = [place for place, worded in enumerate(words) if worded["group"] == "Campaign"
                     and "with" not in choices[place]]
        if campaigns:
            state["campaigned"] = True
            page.screenshot(path=state["screenshots"] / "oath-act-phase.png", full_page=True)
            expect(page.locator("#answers fieldset[data-group=Travel] button.choice").first).to_contain_text(
                re.compile(r"^Travel to .+ — \d Supply$"))
            expect(page.locator("#answers fieldset[data-group=Search] button.choice").first).to_contain_text(
                re.compile(r"^Search the world deck — \d Supply$"))
            at = words[campaigns[0]]["at"]
            click_on_board(page, at)                                    # the defender's board
            if sum(worded.get("at") == at for worded in words) > 1:    # the choices pointing there, narrowed
                move = json.dumps(choices[campaigns[0]], separators=(",", ":"))
                narrowed = page.locator(f"#answers button.choice[data-move='{move}']")
                expect(narrowed).to_be_visible()
                expect(page.locator("#answers button.choice:visible")).to_have_count(
                    sum(worded.get("at") == at for worded in words))
                narrowed.click()
            return
    if decision["kind"] == "campaign target" and not state["targeted"]:
        on_board = [worded for worded in words if "at" in worded]
        if on_board:
            state["targeted"] = True
            return click_on_board(page, on_board[0]["at"])
    if decision["kind"] == "act":
        end = page.locator("#answers fieldset[data-group=End] button.choice")
        expect(end).to_have_text("End your Act phase")
        return end.click()
    page.locator("#answers button.choice").last.click()


def test_a_seat_plays_a_whole_oath_game_against_oath_bots_by_clicking(service, page, screenshots):
    """Issue 35: Ana (an Exile, seat 1) against two `oath` bots, three seats (the fewest the Law allows, Law 1: a
    short game), from a new chronicle, answers every question of the whole game by clicking, the Chronicle's too if
    she wins: the Act phase's choices grouped by action in the engine's words with their Supply cost, one Campaign
    declared against the Chancellor with its defender and a target picked on the board. Then the finished game's
    page opens on its winning position."""
    seats = [{"name": "Cyril", "bot": "oath"}, {"name": "Ana"}, {"name": "Emil", "bot": "oath"}]
    game = service.call("POST", "/games", {"ruleset": "oath", "options": {"chronicle": "new"}, "seats": seats})
    game_id, token = game["id"], game["seats"][1]["token"]
    page.goto(f"{service.base}/play/{game_id}#token={token}")
    expect(page.locator("#status")).to_contain_text("You play Ana")
    state = {"campaigned": False, "targeted": False, "screenshots": screenshots}
    answered = 0
    for version in decisions_on_the_page(page, 400):
        asked = service.call("GET", f"/games/{game_id}/decision", token=token)
        assert str(asked["version"]) == version, "the page shows the decision awaited"
        decision = {**asked["decision"], "version": version}
        expect(page.locator("#prompt")).to_have_text(decision["prompt"])
        assert page.locator("#answers button.choice").count() == len(decision["choices"])
        state["view"] = service.call("GET", f"/games/{game_id}/state?at={version}", token=token)["view"]
        if answered == 0:
            page.locator("section.map").screenshot(path=screenshots / "oath-map.png")
        answer_oath(page, decision, state)
        answered += 1
    assert state["campaigned"] and state["targeted"], "a Campaign was declared with a target picked on the board"
    info = service.call("GET", f"/games/{game_id}")
    assert info["status"] == "finished" and info["result"]["winner_names"]
    events = service.call("GET", f"/games/{game_id}/events?from=1&limit=1000")["events"]
    assert sum(event.get("seat") == 1 and event["type"] == "move" for event in events) == answered
    page.goto(f"{service.base}/play/{game_id}")
    board_at(page, won_at(service, game_id, info["version"]))
    expect(page.locator("#status")).to_contain_text(f"Finished after {info['version']} events")
    page.screenshot(path=screenshots / "oath-won.png", full_page=True)
