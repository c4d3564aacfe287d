"""The adviser limit and counting advisers (Law 2.2.2, 5.1.4.II, 7.6.4, 9.2, 10 "Match").

One mechanism for every rule and power that checks room among a player's advisers or counts their advisers:
- the limit is the Law's 3, or the lowest that a limiter among the advisers sets (Law 7.6.4: "with several
  limiters, the lowest one applies; they do not add up") — hook point advisers.limit;
- an adviser may stand beside the limit, counted by no limiter (Law 9.2 "ignore": Pied Piper ignores the adviser
  limit; Family Wagon's Nomads do not count toward it) — hook point advisers.beside_limit. An "ignore" overrides the
  limit whatever its number, since it names the rule itself (Law 9.2);
- an adviser may count as more than one adviser of its suit (Marriage) — hook point advisers.counts_as.

Every check is made on a list of advisers, so a rule can ask about the row as it would be: with the card being
played (Law 7.6.4: a card that lowers your limit makes you discard until you are within it), or after a deal.

The cards that answer (Assassin, Silver Tongue, Insomnia: two; Family Wagon: one non-Nomad; Pied Piper; Marriage)
are written beside their texts (abilities/, by suit). Readings:
- A limiter limits only while faceup among its holder's advisers (Law 7.1.1, 7.2: a facedown card has no power).
  Played faceup, it counts at once: the discards of Law 5.1.4.II are made "until you are within it" with the card
  itself in the row (Law 7.6.4 "if you play a card that lowers your limit, you must discard").
- The limit is enforced when a card is played as an adviser (Law 5.1.4.II, 7.6.4) and checked for deals (7.6.3); a
  row that grows beyond it otherwise (a swap, or losing Family Wagon while holding Nomads) is not cut back until
  the next adviser is played, when the player discards until the new card fits (Law 7.6.4 names only playing).
- "Ignores the adviser limit" (Pied Piper) is read for the card itself: it takes no place under any limit, wherever
  it is and whoever holds it (Law 9.2: an ignore overrides the rule it names), so it is played or moved in without
  room and never makes its holder discard.
"""

from functools import cache

from . import hooks
from .rules import held_fast, suit_of
from .state import Card

ADVISER_LIMIT = 3                           # Law 2.2.2
SHORTEST_DISCARDS = 3                       # the ruleset version from which room_discards offers only those


def adviser_limit(board, player: int, advisers: list | None = None) -> int:
    """Law 2.2.2, 7.6.4: the lowest of the Law's 3 and every limit the powers among `advisers` set (by default the
    player's own row)."""
    row = board.players[player].advisers if advisers is None else advisers
    return min([ADVISER_LIMIT] + hooks.gather("advisers.limit", board, player, row))


def counted(board, player: int, advisers: list) -> int:
    """How many of `advisers` count toward the limit (Law 9.2: an adviser the limit ignores counts for nothing)."""
    return sum(1 for card in advisers if not hooks.some("advisers.beside_limit", board, player, card, advisers))


def over_limit(board, player: int, advisers: list) -> int:
    """How many advisers `advisers` holds beyond its limit, as `player`'s row."""
    limit = adviser_limit(board, player, advisers)
    if len(advisers) <= limit:          # most rows: within it however many of them count (at most all)
        return 0
    return max(0, counted(board, player, advisers) - limit)


def within_limit(board, player: int, advisers: list) -> bool:
    return over_limit(board, player, advisers) == 0


def can_make_room(board, player: int, advisers: list, new) -> bool:
    """Law 5.1.4.II, 7.6.4, 9.2: the card `new` (a Card, faceup or not) fits beside `advisers`, at once or after
    discarding some of them that may be discarded (neither locked, Law 7.2.2, nor modifying, Law 7.4.3)."""
    if within_limit(board, player, [*advisers, new]):      # most often: it fits at once, with no search to set up
        return True
    return bool(_fitting(board, player, tuple(advisers), new, frozenset()))


def room_discards(board, player: int, advisers: list, new) -> list:
    """The advisers the player may discard next to make room for `new` (Law 5.1.4.II: discard one "first"; Law 7.6.4:
    "until you are within it"); empty if it fits. Under ruleset version 3, only a discard that brings the player back
    toward every limit in force: one of a shortest way to fit (`discards_needed`), so a Nomad under Family Wagon, or a
    Pied Piper under Assassin, Silver Tongue or Insomnia, is never offered, nor asked for again and again. Games of
    versions 1-2 replay as played: any discard after which the card could still be made to fit."""
    row = tuple(advisers)
    if within_limit(board, player, list(row) + [new]):
        return []
    movable = [at for at, card in enumerate(row) if not held_fast(board, card)]
    if board.version >= SHORTEST_DISCARDS:
        needed = discards_needed(board, player, row, new)     # one search: each discard's is a part of the whole's
        fewest = needed(frozenset())
        return [row[at] for at in movable if needed(frozenset({at})) == fewest - 1]
    return [row[at] for at in movable if _fitting(board, player, row, new, frozenset({at}))]


def discards_needed(board, player: int, row: tuple, new):
    """`needed(gone)`: the fewest advisers of `row`, beyond those at the places `gone`, whose discard lets `new` fit
    beside the rest (each may be discarded: neither locked nor modifying); None if no discards can."""
    @cache
    def needed(removed: frozenset) -> int | None:
        kept = [card for at, card in enumerate(row) if at not in removed]
        if within_limit(board, player, kept + [new]):
            return 0
        found = [needed(removed | {at}) for at, card in enumerate(row)
                 if at not in removed and not held_fast(board, card)]
        found = [count for count in found if count is not None]
        return 1 + min(found) if found else None
    return needed


def _fitting(board, player: int, row: tuple, new, gone: frozenset) -> bool:
    @cache
    def fits(removed: frozenset) -> bool:
        kept = [card for at, card in enumerate(row) if at not in removed]
        if within_limit(board, player, kept + [new]):
            return True
        return any(fits(removed | {at}) for at, card in enumerate(row)
                   if at not in removed and not held_fast(board, card))
    return fits(gone)


def has_adviser_room(board, player: int, card_id: int, faceup: bool) -> bool:
    """Law 5.1.4.II: the card may be played as an adviser, faceup or facedown (a facedown card has no power, so it
    neither limits nor is ignored)."""
    return can_make_room(board, player, board.players[player].advisers, Card(card_id, faceup))


# --- counting advisers by suit (Law 10 "Match") -------------------------------------------------------------------

def counts_as(board, player: int, card) -> int:
    """How many advisers of its suit this adviser of `player` counts as: 1, or more by its power (Marriage)."""
    return hooks.fold("advisers.counts_as", 1, board, player, card)


def advisers_of_suit(board, player: int, suit: str) -> int:
    """How many advisers of `suit` the player has: faceup ones only (a facedown adviser has no suit, Law 5.1.4.II),
    each counted as many times as its power says (Marriage)."""
    return sum(counts_as(board, player, card) for card in board.players[player].advisers if suit_of(card) == suit)


def advisers_matching(board, player: int, suits: set) -> int:
    """How many of the player's advisers match one of `suits` (Law 10 "Match"), counted as advisers_of_suit."""
    return sum(counts_as(board, player, card) for card in board.players[player].advisers if suit_of(card) in suits)
