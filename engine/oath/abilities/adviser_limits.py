"""The Archive cards that change the adviser limit or how advisers count (Law 2.2.2, 7.6.4, 9.2, 10 "Match"), each
written like its card (cards.md; numbers are printed card numbers, the engine id is one less), with their Action and
Rest powers.

The mechanism is written once in engine/oath/advisers.py: every room check (playing an adviser, Law 5.1.4.II; a
binding deal moving advisers, Law 7.6.3) and every count of advisers by suit (Trade 5.3.2, the Conspiracy 5.1.4.IV,
the Chronicle 8.4, Military Parade, Nature Worship...) asks it, and these cards answer its hook points:
- advisers.limit: Assassin, Silver Tongue, Insomnia (two), Family Wagon (one non-Nomad adviser). The lowest applies,
  they do not add up (Law 7.6.4);
- advisers.beside_limit: Pied Piper ignores the limit, Family Wagon's Nomads do not count toward it (Law 9.2);
- advisers.counts_as: Marriage counts as two Hearth advisers (but one toward the limit: the default).

Readings (listed in the report):
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

from .. import hooks
from ..cards import SUITS, card_name, card_named
from ..powers import card_at, power
from ..rules import discard_cards, gain_favor, locked, receive_favor, suit_of
from .powers_played import choose, others_here


def named(name: str) -> int:
    return card_named(name).id


ASSASSIN, SILVER_TONGUE, INSOMNIA, MARRIAGE, FAMILY_WAGON, PIED_PIPER = map(
    named, ("Assassin", "Silver Tongue", "Insomnia", "Marriage", "Family Wagon", "Pied Piper"))


def faceup_in(advisers: list, card_id: int) -> bool:
    """The card is faceup in this row of advisers: a facedown card has no power (Law 5.1.4.II)."""
    return any(card.id == card_id and card.faceup for card in advisers)


# --- 80 Assassin (Discord, adviser only, locked) --------------------------------------------------------------------

@hooks.contributes("advisers.limit", "Assassin", card=ASSASSIN)
def assassin_limit(board, player: int, advisers: list) -> list:
    """Your adviser limit is two."""
    return [2] if faceup_in(advisers, ASSASSIN) else []


def assassin_targets(use) -> list:
    """Faceup advisers of the players whose pawns share your site; a locked card is never discarded (Law 7.2.2)."""
    return [{"player": other, "discard": card.id} for other in others_here(use)
            for card in use.board.players[other].advisers if card.faceup and not locked(card)]


@power(ASSASSIN, "action", usable=lambda use: bool(assassin_targets(use)))
def assassin(use):
    """Action (1 favor): discard a faceup adviser of a player whose pawn is at your site. It goes to the pile after
    your (and their) site's region (Law 10 "Discard")."""
    board = use.board
    move = yield from choose(use.player, "assassin", "Assassin: discard which faceup adviser?",
                             assassin_targets(use), "Assassin")
    victim = board.players[move["player"]]
    target = next(card for card in victim.advisers if card.id == move["discard"] and card.faceup)
    victim.advisers.remove(target)
    discard_cards(board, move["player"], [target], board.region_of(victim.site))
    board.say(f"Assassin: {use.me.name} discards {victim.name}'s adviser {card_name(target.id)}.")


# --- 92 Silver Tongue (Discord, adviser only, locked) ---------------------------------------------------------------

@hooks.contributes("advisers.limit", "Silver Tongue", card=SILVER_TONGUE)
def silver_tongue_limit(board, player: int, advisers: list) -> list:
    """Your adviser limit is two."""
    return [2] if faceup_in(advisers, SILVER_TONGUE) else []


def silver_banks(use) -> list:
    """Banks, with favor to give (Law 7.1.3), whose suit matches a card at your site (faceup site, faceup card)."""
    site = use.board.sites[use.me.site]
    here = {suit_of(card) for card in site.cards} if site.faceup else set()
    return [{"bank": suit} for suit in SUITS if suit in here and use.board.favor_banks[suit]]


@power(SILVER_TONGUE, "rest", usable=lambda use: bool(silver_banks(use)))
def silver_tongue(use):
    """Rest: take 1 favor from a bank matching a card at your site."""
    move = yield from choose(use.player, "favor bank", "Silver Tongue: take 1 favor from which bank?",
                             silver_banks(use), "Silver Tongue")
    gain_favor(use.board, use.player, move["bank"], 1)
    use.board.say(f"Silver Tongue: {use.me.name} takes 1 favor from the {move['bank']} bank.")


# --- 97 Insomnia (Discord, adviser only, locked) --------------------------------------------------------------------

@hooks.contributes("advisers.limit", "Insomnia", card=INSOMNIA)
def insomnia_limit(board, player: int, advisers: list) -> list:
    """Your adviser limit is two."""
    return [2] if faceup_in(advisers, INSOMNIA) else []


@power(INSOMNIA, "rest")
def insomnia(use):
    """Rest: gain 1 secret."""
    use.me.secrets += 1
    use.board.say(f"Insomnia: {use.me.name} gains 1 secret.")


# --- 148 Marriage (Hearth, adviser only, locked) --------------------------------------------------------------------

@hooks.contributes("advisers.counts_as", "Marriage", card=MARRIAGE)
def marriage(count: int, board, player: int, card) -> int:
    """Counts as two Hearth advisers but only one toward your adviser limit (the limit counts each adviser once,
    engine/oath/advisers.py). Wherever advisers are counted by suit it is two Hearth advisers: Trade's matching
    advisers (Law 5.3.2), the Conspiracy's two matching advisers (5.1.4.IV), the Chronicle's most common suit (8.4),
    Military Parade's favor per adviser. Whether the player has a Hearth adviser at all does not change."""
    return 2 if card.id == MARRIAGE and card.faceup else count


# --- 168 Family Wagon (Nomad, adviser only) -------------------------------------------------------------------------

@hooks.contributes("advisers.limit", "Family Wagon", card=FAMILY_WAGON)
def family_wagon_limit(board, player: int, advisers: list) -> list:
    """You may have only one non-Nomad adviser (a facedown adviser has no suit, so it is non-Nomad: Law
    5.1.4.II). With another limiter the lowest applies (Law 7.6.4), the Nomads counting toward none."""
    return [1] if faceup_in(advisers, FAMILY_WAGON) else []


@hooks.contributes("advisers.beside_limit", "Family Wagon", card=FAMILY_WAGON)
def family_wagon_nomads(board, player: int, card, advisers: list) -> bool:
    """Nomad advisers do not count toward your adviser limit (Family Wagon itself among them)."""
    return faceup_in(advisers, FAMILY_WAGON) and suit_of(card) == "Nomad"


# --- 182 Pied Piper (Beast, adviser only) ---------------------------------------------------------------------------

@hooks.contributes("advisers.beside_limit", "Pied Piper", card=PIED_PIPER)
def pied_piper_ignores(board, player: int, card, advisers: list) -> bool:
    """Ignores the adviser limit: faceup, it takes no place under any limit (Law 9.2)."""
    return card.id == PIED_PIPER and card.faceup


@power(PIED_PIPER, "action")
def pied_piper(use):
    """Action (1 secret): move this card into another player's advisers and take 2 favor from them (as much as they
    have, Law 9.3). It needs no room there, ignoring the limit (Law 9.2); it keeps its tokens (Law 10 "Move")."""
    board = use.board
    choices = [{"player": other} for other in board.others(use.player)]
    move = yield from choose(use.player, "pied piper", "Pied Piper: move it into whose advisers?", choices,
                             "Pied Piper")
    them = board.players[move["player"]]
    piper = card_at(board, use.card, use.place)
    use.me.advisers.remove(piper)
    them.advisers.append(piper)
    taken = min(2, them.favor)
    them.favor -= taken                     # taken from their board (Vow of Kinship: only spending reaches a bank)
    receive_favor(board, use.player, taken)
    board.say(f"Pied Piper: {use.me.name} moves Pied Piper into {them.name}'s advisers and takes {taken} favor "
              f"from them.")
