"""GET /rulesets/{id} and /rulesets/{id}/cards: a ruleset's players, options and bots, and every card of it as the
engine has it (ids as decisions and views name cards, English and Czech names, text), cacheable; and the table's
page served at /play/{id} and to a browser asking GET /games/{id} for HTML."""

from importlib.resources import files

import pytest

from engine.dominion.bots import DESCRIPTIONS
from engine.dominion.cards import CARDS as DOMINION_CARDS, SETS
from engine.dominion.names import card_name
from engine.oath import cards as oath
from tests.api.rest import create

BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"


def listed(http, ruleset):
    response = http.get(f"/rulesets/{ruleset}/cards")
    assert response.status_code == 200
    return response.get_json()


def test_a_ruleset_tells_its_players_options_and_bots(http):
    dominion = http.get("/rulesets/dominion").get_json()
    assert (dominion["min_players"], dominion["max_players"]) == (2, 4)
    assert dominion["version"] in dominion["versions"]
    assert {"kingdom", "preset", "random", "colony"} <= set(dominion["options"]["properties"])
    assert dominion["options"]["additionalProperties"] is False
    assert [bot["id"] for bot in dominion["bots"]] == list(DESCRIPTIONS)
    assert dominion["bots"] == http.get("/bots").get_json()["dominion"]
    oath_ruleset = http.get("/rulesets/oath").get_json()
    assert (oath_ruleset["min_players"], oath_ruleset["max_players"]) == (3, 6)
    assert "chronicle" in oath_ruleset["options"]["properties"]


@pytest.mark.parametrize("path", ["/rulesets/chess", "/rulesets/chess/cards"])
def test_an_unknown_ruleset_is_404_saying_so(http, path):
    response = http.get(path)
    assert response.status_code == 404 and response.mimetype == "application/problem+json"
    assert "'chess'" in response.get_json()["detail"]


def test_every_dominion_card_of_the_three_sets_is_listed_as_the_engine_has_it(http):
    cards = listed(http, "dominion")["cards"]
    assert [card["id"] for card in cards].count("Copper") == 1
    assert {card["id"] for card in cards} == set(DOMINION_CARDS)
    for kingdom_set in SETS:
        assert sum(card["set"] == kingdom_set for card in cards) == 25, kingdom_set
    for card in cards:
        engine = DOMINION_CARDS[card["id"]]
        assert card["names"]["en"] == engine.name
        assert (card["cost"], set(card["types"]), card["set"]) == (engine.cost, set(engine.types), engine.set)
        assert card["text"] and card["text"] == " ".join(engine.text.split())
    cellar = next(card for card in cards if card["id"] == "Cellar")
    assert cellar["text"] == "+1 Action. Discard any number of cards, then draw that many."


def test_dominion_cards_have_their_czech_names_which_the_engine_reads_back(http):
    cards = listed(http, "dominion")["cards"]
    czech = {card["id"]: card["names"]["cs"] for card in cards}
    assert czech["Moat"] == "Hradní příkop" and czech["Copper"] == "Měďák"
    for card_id, name in czech.items():
        if DOMINION_CARDS[card_id].czech:
            assert name[0].isupper() and card_name(name) == card_id
        else:
            assert name is None
    # The engine has no Czech name for these three (engine/dominion/cards); every other card has one
    assert sorted(card_id for card_id, name in czech.items() if name is None) == ["Minion", "Saboteur", "Trading Post"]


def test_every_oath_card_and_site_is_listed_by_its_save_id(http):
    reference = listed(http, "oath")
    cards, sites = reference["cards"], reference["sites"]
    assert sorted(card["id"] for card in cards) == sorted(oath.CARDS)
    assert sorted(site["id"] for site in sites) == sorted(oath.SITES)
    for card in cards:
        assert card["names"]["en"] == oath.card_name(card["id"])
        assert card["text"]
    kinds = {kind: sum(card["kind"] == kind for card in cards) for kind in ("denizen", "edifice", "relic", "vision")}
    assert kinds == {"denizen": len(oath.DENIZENS), "edifice": 2 * len(oath.EDIFICES),
                     "relic": len(oath.RELICS) + 1, "vision": len(oath.VISIONS)}
    wrestlers = next(card for card in cards if card["id"] == 0)
    assert (wrestlers["names"]["en"], wrestlers["suit"], wrestlers["kind"]) == ("Wrestlers", "Order", "denizen")
    ruin = next(card for card in cards if card["id"] == 199)
    assert (ruin["names"]["en"], ruin["side"], ruin["suit"]) == ("Bandit Rampart", "ruin", None)
    assert {site["id"]: site["names"]["en"] for site in sites}[0] == oath.SITES[0].name


def test_the_ids_views_use_are_the_ids_listed(http):
    dominion, _ = create(http, [{"name": "Ana"}, {"name": "Ben"}], {"preset": "First Game"})
    view = http.get(f"/games/{dominion['id']}").get_json()["view"]
    assert set(view["supply"]) <= {card["id"] for card in listed(http, "dominion")["cards"]}
    game, _ = create(http, [{"name": name} for name in ("Ana", "Ben", "Cy", "Dee")], ruleset="oath")
    view = http.get(f"/games/{game['id']}").get_json()["view"]
    reference = listed(http, "oath")
    shown = [card["id"] for site in view["sites"] for card in site["cards"] if "id" in card]
    shown += [relic for player in view["players"] for relic in player["relics"]]
    assert shown and set(shown) <= {card["id"] for card in reference["cards"]}
    placed = [site["site"] for site in view["sites"] if site["site"] is not None]
    assert placed and set(placed) <= {site["id"] for site in reference["sites"]}


def test_the_cards_are_cacheable_and_revalidated_by_their_etag(http):
    first = http.get("/rulesets/dominion/cards")
    assert first.headers["Cache-Control"] == "public, max-age=86400"
    tag = first.headers["ETag"]
    assert tag.startswith('"') and tag != http.get("/rulesets/oath/cards").headers["ETag"]
    again = http.get("/rulesets/dominion/cards", headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.data == b""
    assert http.get("/rulesets/dominion/cards", headers={"If-None-Match": '"other"'}).status_code == 200


# --- the page (issue 19); tests/browser drives it in a real browser ------------------------------------------------

def test_the_page_is_served_at_play_and_to_a_browser_asking_for_the_game(http):
    game, _ = create(http, [{"name": "Ana"}, {"name": "Ben", "bot": "big-money"}], {"preset": "First Game"})
    for path, accept in ((f"/play/{game['id']}", "*/*"), (f"/games/{game['id']}", BROWSER_ACCEPT)):
        page = http.get(path, headers={"Accept": accept})
        assert page.status_code == 200 and page.mimetype == "text/html", path
        assert b'src="/page/table.js"' in page.data
        assert "script-src" not in page.headers["Content-Security-Policy"]      # 'self' only: nothing inline
        assert page.headers["Referrer-Policy"] == "no-referrer"
        again = http.get(path, headers={"Accept": accept, "If-None-Match": page.headers["ETag"]})
        assert again.status_code == 304
        assert http.get(path, headers={"Accept": accept, "If-Match": '"0"'}).status_code == 200    # a move's header
    for accept in ("*/*", "application/json", None):
        answer = http.get(f"/games/{game['id']}", headers={"Accept": accept} if accept else {})
        assert answer.mimetype == "application/json" and answer.get_json()["id"] == game["id"], accept
        assert "Accept" in answer.headers["Vary"]


def test_the_page_of_a_game_that_does_not_exist_is_404(http):
    for path in ("/play/nothing-here", "/games/nothing-here"):
        response = http.get(path, headers={"Accept": BROWSER_ACCEPT})
        assert response.status_code == 404 and response.mimetype == "application/problem+json"


def test_the_page_files_are_package_data_and_served(http):
    static = files("api").joinpath("static")
    for name, mimetype in (("table.html", "text/html"), ("table.css", "text/css"), ("table.js", "text/javascript"),
                           ("cards.js", "text/javascript"), ("dominion.js", "text/javascript"),
                           ("oath.js", "text/javascript")):
        assert static.joinpath(name).is_file(), name
        response = http.get(f"/page/{name}")
        assert response.status_code == 200 and response.mimetype == mimetype, name
