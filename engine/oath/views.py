"""What a player or a spectator may see of an Oath board (Law 9.4, digest E.4), as plain JSON data.

Hidden: every card face in the discard piles and the world deck, the world deck's size and every back below its
top card, the face of every facedown card (advisers but to their owner, cards drawn but to the drawer, relics at
sites but to those who peeked, the Reliquary but to the Grand Scepter's holder, facedown sites), the relic deck
and the site deck, the Archive and the Dispossessed (Law 8.4-8.5: facedown in the box; 8.5 files its cards
unseen), and the seed. Everything else is public.

Of the Archive and the Dispossessed only the Dispossessed's size is shown. Law 9.4 hides no count but the world
deck's, and the Dispossessed's is known at the table (six cards a game, Law 8.5; the powers that reach it in play
swap as many cards as they take). The Archive's size is not shown: with every other card counted in public, it
would tell the world deck's size, which Law 9.4 hides. The view is written field by field, so a field added
to the board stays hidden until it is added here.
"""

from .cards import GRAND_SCEPTER, VISIONS
from .state import SLOT_REGION, Card


def view(board, viewer: int | None) -> dict:
    """The board as seat `viewer` may see it; viewer None is a spectator, who sees only what is public."""
    return {
        "you": viewer,
        "oath": board.oath,
        "round": board.round,
        "moves": board.moves,
        "visions_drawn": board.visions_drawn,
        "turn": board.turn,
        "order": board.seats_from(board.chancellor()),     # Law 1.7: round the table from the Chancellor (public)
        "phase": board.phase,
        "finished": board.finished,
        "outcome": board.outcome,
        "title": {"holder": board.title_holder, "side": "Usurper" if board.usurper else "Oathkeeper"},
        "banners": {name: {"tokens": banner.tokens, "holder": banner.holder, "mob": banner.mob}
                    for name, banner in board.banners.items()},
        "favor_pool": board.favor_pool,
        "favor_banks": dict(board.favor_banks),
        "sites": _sites(board, viewer),
        "players": [_player(player, index == viewer) for index, player in enumerate(board.players)],
        # Law 9.4: the top back only; none once the Chronicle rebuilt the deck facedown into the box (Law 8.8)
        "world": {"top": _back(board.world[-1]) if board.world and board.chronicle_out is None else None},
        "discards": {region: [VISION_BACK if card in VISIONS else DENIZEN_BACK for card in pile]
                     for region, pile in board.discards.items()},
        "reliquary": _reliquary(board, viewer),
        "reliquary_modifiers": list(board.reliquary_modifiers),
        "scepter_taken": board.scepter_taken,
        "boxed": list(board.boxed),
        "dispossessed": {"count": len(board.dispossessed)},     # never its cards (Law 8.5, 9.4)
        # Law 9.4: tokens paid onto held relics and warbands on the Obsidian Cage are public like all tokens
        "relic_tokens": {relic: {"favor": card.favor, "secrets": card.secrets}
                         for relic, card in board.relic_tokens.items()},
        "caged": dict(board.caged),
        **({"vision_warbands": dict(board.vision_warbands)} if board.vision_warbands else {}),    # public (Law 9.4)
        **({"chronicle": _chronicle(board)} if board.chronicle is not None else {}),
    }


def _chronicle(board) -> dict:
    """Ruleset version 2, the Chronicle (Law 8). Law 9.4 hides the world deck's cards and order and the box's
    facedown stacks: the chronicle out's world deck (rebuilt facedown, Law 8.8), the Dispossessed's cards (filed
    unseen, Law 8.5) and the Archive are never shown, nor the save string that holds them. Public: the chronicle's
    name and game, the Oath vowed (a goal tile put in the box faceup, 8.1), every board's side (8.2, 8.7.2: the
    boards are turned in front of everyone), and whether it is written; the map after clean-up is the board's own
    map, shown as in play (facedown sites hidden, relics facedown)."""
    kept = board.chronicle
    boards = dict(kept["boards"])
    if board.chronicle_out is not None:
        boards.update({player.colour: player.side for player in board.players if player.colour in boards})
    return {"name": kept["name"], "game": kept["game"], "vowed": kept.get("oath"), "boards": boards,
            "written": board.chronicle_out is not None}


VISION_BACK, DENIZEN_BACK = "Vision", "Denizen"


def _back(card_id: int) -> str:
    """Visions have a back of their own (digest E.4), so a card's back tells a Vision from a denizen."""
    return VISION_BACK if card_id in VISIONS else DENIZEN_BACK


def _card(card: Card, visible: bool) -> dict:
    """A card on the table: its face if faceup or `visible` to the viewer, else its back; tokens are public."""
    if card.faceup or visible:
        return {"id": card.id, "faceup": card.faceup, "favor": card.favor, "secrets": card.secrets}
    return {"back": _back(card.id), "faceup": card.faceup, "favor": card.favor, "secrets": card.secrets}


def _sites(board, viewer: int | None) -> list:
    """Every slot's site, written out in one loop: a bot's view is made for each decision it is asked (an empty
    list is written as one, not made by a comprehension: most sites hold no relic, many no card)."""
    peeked = board.players[viewer].peeked if viewer is not None else ()
    return [{
        "slot": slot,
        "region": SLOT_REGION[slot],
        "site": site.id if site.faceup else None,      # Law 9.4: a facedown site is hidden
        "faceup": site.faceup,
        "cards": [_card(card, False) for card in site.cards] if site.cards else [],
        # Law 6.3: the relics the viewer peeked at show their faces
        "relics": [_facedown_relic(relic, relic in peeked) for relic in site.relics] if site.relics else [],
        "favor": site.favor,
        "secrets": site.secrets,
        "warbands": dict(site.warbands),
    } for slot, site in enumerate(board.sites)]


def _player(player, own: bool) -> dict:
    seen = {
        "name": player.name,
        "colour": player.colour,
        "side": player.side,
        "site": player.site,
        "favor": player.favor,
        "secrets": player.secrets,
        "hidden_secrets": player.hidden_secrets,
        "warbands": player.warbands,
        "bank": player.bank,
        "supply": player.supply,
        "spent": player.spent,
        "advisers": [_card(card, own) for card in player.advisers],   # Law 9.4: the owner may look at any time
        "vision": player.vision,
        "relics": list(player.relics),
        "banners": list(player.banners),
        # Law 5.1.2, digest E.4: others see the backs and count of the cards in hand
        "drawn": [_drawn(card, own) for card in player.drawn] if player.drawn else [],
    }
    if own:
        seen["peeked"] = list(player.peeked)
        # what this player's peeks showed them (Scryer, Tavern Songs, Inquisitor...): theirs alone (Law 9.4)
        seen["seen"] = [dict(peek, cards=list(peek["cards"])) for peek in getattr(player, "seen", [])]
    return seen


def _drawn(card, own: bool) -> dict:
    card_id = card.id if isinstance(card, Card) else card
    return {"id": card_id, "back": _back(card_id)} if own else {"back": _back(card_id)}


def _reliquary(board, viewer: int | None) -> list:
    """Law 2.3, 6.4, digest E.4: the Grand Scepter's holder may look at the Reliquary; others see which spaces
    hold a facedown relic and which are empty (None)."""
    holder = viewer is not None and GRAND_SCEPTER.id in board.players[viewer].relics
    return [None if relic is None else _facedown_relic(relic, holder) for relic in board.reliquary]


def _facedown_relic(relic: int, visible: bool) -> dict:
    return {"id": relic, "faceup": False} if visible else {"faceup": False}
