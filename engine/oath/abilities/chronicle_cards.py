"""The cards whose powers act in the Chronicle (Law 8), each answering its step's hook point beside its text.

Written here: Forest Temple (Beast edifice, intact face), at chronicle.keeps_site (Law 8.3.2).
"""

from .. import hooks
from ..cards import card_named
from ..rules import suit_of

FOREST_TEMPLE = card_named("Forest Temple").id


@hooks.contributes("chronicle.keeps_site", "Forest Temple", order=0, card=FOREST_TEMPLE)
def forest_temple(board, slot: int, winner: int) -> bool:
    """Forest Temple (PERS, cost none): "In the Chronicle, sites with any Beast card are not discarded."

    Readings: the power is on while the intact Forest Temple lies at a site on the map when Law 8.3.2 removes sites
    (a persistent power acts while its card is in play, Law 7.1.4; its own site stays anyway, holding an intact
    edifice). "Not discarded" is 8.3.2's removal: a kept site goes on through 8.3.3-8.3.5 like any other. "Any Beast
    card" is a card at the site showing the Beast suit (a faceup denizen or intact edifice); a facedown card has no
    suit (Law 5.1.4.II)."""
    in_play = any(card.id == FOREST_TEMPLE for site in board.sites for card in site.cards)
    return in_play and any(suit_of(card) == "Beast" for card in board.sites[slot].cards)
