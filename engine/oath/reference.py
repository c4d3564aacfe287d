"""Every card and site as a client shows it (GET /rulesets/oath/cards), read from the card data (data/cards.json
through cards.py). Ids are the save ids views and decisions use: a card's `id` in a view or a move, a site's `site`
in a view. Sites have an id range of their own, so they are listed apart from the cards. Oath has no Czech edition
here: every name is English."""

from .cards import DENIZENS, EDIFICES, GRAND_SCEPTER, RELICS, SITES, VISIONS


def cards() -> list[dict]:
    """Denizens, both faces of each edifice (each face its own save id), relics and the Grand Scepter, Visions; by
    id."""
    listed = [_card(card.id, card.name, "denizen", card.suit, card.effect, number=card.number,
                    restriction=card.restriction, locked=card.locked) for card in DENIZENS.values()]
    for edifice in EDIFICES.values():
        for card_id, side, face in ((edifice.id, "intact", edifice.intact), (edifice.ruin_id, "ruin", edifice.ruin)):
            listed.append(_card(card_id, face.name, "edifice", face.suit, face.effect, side=side))
    listed += [_card(relic.id, relic.name, "relic", None, relic.effect, defense_dice=relic.defense_dice)
               for relic in (*RELICS.values(), GRAND_SCEPTER)]
    listed += [_card(vision.id, vision.name, "vision", None, vision.goal, oath=vision.oath)
               for vision in VISIONS.values()]
    return sorted(listed, key=lambda card: card["id"])


def sites() -> list[dict]:
    return [{"id": site.id, "names": {"en": site.name}, "capacity": site.capacity, "relics": site.relics,
             "recover_cost": site.recover_cost, "text": site.power} for site in SITES.values()]


def _card(card_id: int, name: str, kind: str, suit: str | None, text: str, **more) -> dict:
    return {"id": card_id, "names": {"en": name}, "kind": kind, "suit": suit, "text": text, **more}
