"""Whether an Exile takes Citizenship (Law 6.6.2), as each Oath bot answers, from public facts only (Law 9.4), so
that the one offering can tell. A declined offer leaves the board as it was and nothing in the view remembers it,
so a bot offers only to an Exile whom every bot would let accept: else the same offer would follow for ever."""

from .seeing import threat, title_holder


def simply(view, seat: int) -> bool:
    """`oath-easy`: an Exile with a revealed Vision, or holding the title, keeps its own road; otherwise it joins."""
    return view["players"][seat].get("vision") is None and view["title"]["holder"] != seat


def weighing(view, seat: int) -> bool:
    """`oath`: not while it holds the title or has a Vision revealed, nor while it is a threat on its own; from
    round 3 on, when its own road looks long."""
    player = view["players"][seat]
    if title_holder(view) == seat or player.get("vision") is not None:
        return False
    return view["round"] >= 3 and threat(view, seat) < 2.5


def by_all(view, seat: int) -> bool:
    """Whether every Oath bot seated there would accept (the `random` bot answers as `oath-easy` does)."""
    return simply(view, seat) and weighing(view, seat)
