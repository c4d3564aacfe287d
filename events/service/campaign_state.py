"""A campaign as its events make it (`fold`), and what setting one up checks: its ruleset, the options of its
games, its players and their seating (events.service.campaigns runs campaigns with these)."""

from dataclasses import dataclass, field

from engine.core import InvalidOptions
from engine.games import get_ruleset, rulesets
from events.errors import BadRequest
from .creating import checked_seats


@dataclass
class Game:
    number: int
    id: str
    seats: list
    chronicle_in: str
    finished: dict | None = None    # the game_finished event


@dataclass
class Campaign:
    """A campaign as its events make it."""

    id: str
    version: int
    created: dict
    events: list = field(default_factory=list)
    games: list = field(default_factory=list)
    refused: dict | None = None     # the last refusal, until a game starts
    published: bool = False

    @property
    def players(self) -> list[dict]:
        return self.created["players"]

    @property
    def chronicle(self) -> str | None:
        """The chronicle the game being played was set up from, or the next game will be; None once a game ended
        writing none."""
        if not self.games:
            return self.created["chronicle"]
        last = self.games[-1]
        return last.finished["chronicle_out"] if last.finished else last.chronicle_in

    @property
    def running(self) -> Game | None:
        return self.games[-1] if self.games and self.games[-1].finished is None else None

    @property
    def next_number(self) -> int:
        return self.created.get("first_game", 1) + len(self.games)

    def game(self, number: int) -> Game | None:
        return next((game for game in self.games if game.number == number), None)

    def chronicle_after(self, number: int) -> str | None:
        """The chronicle after game `number`; the one it starts from for the game before its first."""
        if number == self.created.get("first_game", 1) - 1:
            return self.created["chronicle"]
        game = self.game(number)
        return game.finished["chronicle_out"] if game and game.finished else None

    @property
    def past_until(self) -> bool:
        """Whether the campaign has played its last game (`until`): it has no next one."""
        until = self.created.get("until")
        return until is not None and self.next_number > until

    @property
    def continues(self) -> bool:
        """Whether the campaign creates its next game on its own now."""
        return (bool(self.created.get("continue")) and self.running is None and self.refused is None
                and self.chronicle is not None and not self.past_until)

    def status(self) -> str:
        if self.running:
            return "playing"
        if self.refused:
            return "refused"
        return "awaiting" if self.chronicle is not None and not self.past_until else "ended"


def fold(campaign_id: str, events: list[dict]) -> Campaign:
    campaign = Campaign(campaign_id, len(events), events[0], list(events))
    for event in events[1:]:
        if event["type"] == "game_started":
            campaign.games.append(Game(event["game"], event["game_id"], event["seats"], event["chronicle_in"]))
            campaign.refused = None
        elif event["type"] == "game_finished" and campaign.game(event["game"]):
            campaign.game(event["game"]).finished = event
        elif event["type"] == "game_refused":
            campaign.refused = event
        elif event["type"] == "published":
            campaign.published = True
    return campaign


def campaign_ruleset(ruleset_id):
    """The ruleset named, or with none named the one game that has campaigns."""
    if ruleset_id is None:
        with_campaigns = [ruleset for ruleset in rulesets().values() if ruleset.campaign_option is not None]
        if len(with_campaigns) != 1:
            raise BadRequest(f"name the ruleset: {', '.join(r.id for r in with_campaigns)} have campaigns")
        return with_campaigns[0]
    try:
        ruleset = get_ruleset(ruleset_id)
    except InvalidOptions as error:
        raise BadRequest(str(error)) from error
    if ruleset.campaign_option is None:
        raise BadRequest(f"{ruleset.id} has no campaigns")
    return ruleset


def check_game_options(ruleset, options: dict, text: str, players) -> None:
    """The options every game of the campaign takes besides its chronicle: known to the ruleset and good for a game
    set up from the campaign's first chronicle (InvalidOptions says what is wrong)."""
    if not isinstance(options, dict) or ruleset.campaign_option in options:
        raise InvalidOptions(f"options: every game's options but its {ruleset.campaign_option}, as an object")
    settings = {**options, ruleset.campaign_option: text, "players": [player["name"] for player in players]}
    ruleset.check_options(settings)
    ruleset.setup(settings, "options")


def campaign_players(players, ruleset) -> list[dict]:
    return checked_seats(players, ruleset)     # the same checks as a game's seats: names, bots, no two alike


def seating(players: list[dict], first: str | None) -> list[dict]:
    """The campaign's players in their order, the one named `first` (the previous winner) moved to the first seat."""
    seats = [dict(player) for player in players]
    for index, seat in enumerate(seats):
        if first is not None and seat["name"] == first:
            return [seat] + seats[:index] + seats[index + 1:]
    return seats
