"""The portable export file: every event of one game, seed included, as an operator moves games with it.

{"format": "gameledger-events", "format_version": 1, "game_id": "...", "events": [{"version": 1, ...}, ...]}
"""

from events.errors import BadRequest

FORMAT = "gameledger-events"
FORMAT_VERSION = 1


def export_file(game_id: str, events: list[dict]) -> dict:
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "game_id": game_id, "events": events}


def read_export(data) -> tuple[str | None, list[dict]]:
    """The game id the file names and its events in order; BadRequest says what is wrong with a bad file."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or not data.get("events"):
        raise BadRequest(f"not a {FORMAT} file")
    if data.get("format_version", FORMAT_VERSION) != FORMAT_VERSION:
        raise BadRequest(f"{FORMAT} format version {data['format_version']!r} is not one this service reads")
    events = data["events"]
    if not isinstance(events, list) or not all(isinstance(e, dict) and isinstance(e.get("version"), int)
                                               for e in events):
        raise BadRequest("the file's events must each be an object with an integer version")
    events = sorted(events, key=lambda e: e["version"])
    if [e["version"] for e in events] != list(range(1, len(events) + 1)):
        raise BadRequest("the file's event versions are not 1..n without gaps")
    return data.get("game_id"), events
