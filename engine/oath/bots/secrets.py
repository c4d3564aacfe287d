"""The Darkest Secret's road for the goal-directed bot (Law 5.3.2, 5.4.1-5.4.2): the banner costs more secrets than
it holds, and a secret is bought by a Trade of 2 favor at a card of the seat's site, 1 per faceup adviser of that
card's suit. The seat that plays for it first keeps such a pair (an adviser and a card of one suit at its site),
then the favor for the Trade, then the secrets for the Recover."""

from engine.oath.actions.trade import TRADE_FAVOR_PRICE
from engine.oath.cards import DENIZENS, EDIFICES

from .seeing import DS, RELICS, aims, holds, imperial, me, seen_anywhere, title_aim, title_banner_holder


def card_suit(card: dict) -> str | None:
    """Law 2.9: a faceup denizen's or edifice's suit; facedown cards and ruins have none."""
    if not card.get("faceup") or card.get("id") is None:
        return None
    found = DENIZENS.get(card["id"]) or EDIFICES.get(card["id"])
    return getattr(found, "suit", None)


def adviser_suits(player: dict) -> list[str]:
    """Law 5.3.2: the suits of the player's faceup advisers, one entry per adviser."""
    return [suit for adviser in player["advisers"] if (suit := card_suit(adviser))]


def matching(view, card_id: int) -> int:
    """Law 5.3.2: the seat's faceup advisers of the card's suit."""
    suit = DENIZENS[card_id].suit if card_id in DENIZENS else None
    return adviser_suits(me(view)).count(suit) if suit else 0


def darkest_secret_open(view) -> bool:
    """Law 5.4.1: the Darkest Secret can be recovered from its holder when a card at the holder's site has a suit
    none of the holder's advisers has; unheld, always."""
    holder = view["banners"][DS]["holder"]
    if holder is None:
        return True
    other = view["players"][holder]
    if other["site"] is None:
        return False
    suits = set(adviser_suits(other))
    return any((suit := card_suit(card)) and suit not in suits for card in view["sites"][other["site"]]["cards"])


def darkest_secret_price(view) -> int:
    """Law 5.4.2: more secrets than the banner holds."""
    return view["banners"][DS]["tokens"] + 1


def seeks_darkest_secret(view) -> bool:
    """The Darkest Secret is the seat's first aim (an Exile's or the Chancellor's title under Devotion, the
    Successor's goal under the People, Law 2.11, 3.3.1) or counts towards it (relics and banners: Protection's
    title, Supremacy's Successor) or the title a rival Exile holds with it (Devotion); it does not hold it, and it
    can be recovered. Once a decision, shared by the views with the seat elsewhere (seen_anywhere): the seat's own
    site is read only when it holds the banner, and then it seeks it not."""
    return seen_anywhere(view, ("seeks darkest secret",), _seeks_darkest_secret, view)


def _seeks_darkest_secret(view) -> bool:
    found, holder = aims(view, view["you"]), title_banner_holder(view)
    rival_titled = DS in found and title_aim(view) == DS and holder is not None and \
        not imperial(view["players"][holder]) and holder != view["you"]
    return (found[:1] in ([DS], [RELICS]) or rival_titled) and not holds(view, view["you"], DS) and \
        darkest_secret_open(view)


def secret_sources(view) -> list[dict]:
    """The cards at the seat's site a Trade of 2 favor buys a secret at, this turn or, once the tokens on them come
    back at Rest (Law 4.3.2), the next; none unless the seat seeks the Darkest Secret."""
    player = me(view)
    if player["site"] is None or not seeks_darkest_secret(view):
        return []
    return [card for card in view["sites"][player["site"]]["cards"] if card_suit(card) and matching(view, card["id"])]


def favor_kept(view) -> int:
    """The favor kept for a Trade of 2 favor at a card of the seat's site for the secret that, with the secrets
    held, pays for the Darkest Secret; none when there is no such Trade (secret_sources: or no need of one)."""
    ready = any(secrets_owned(view) + matching(view, card["id"]) >= darkest_secret_price(view)
                for card in secret_sources(view))
    return TRADE_FAVOR_PRICE if ready else 0


def secrets_owned(view) -> int:
    """The seat's secrets, with those it put on cards this turn (Law 7.1.2: only the player whose turn it is puts
    secrets on cards; they come back at its Rest, 4.3.2)."""
    player = me(view)
    if player["site"] is None:
        return player["secrets"]
    on_cards = view["sites"][player["site"]]["cards"] + player["advisers"]
    return player["secrets"] + (sum(card.get("secrets", 0) for card in on_cards) if view["turn"] == view["you"]
                                else 0)


def saving_for_secrets(view, spent: int = 1) -> bool:
    """Whether spending `spent` favor would leave less than the favor kept for the secret's Trade."""
    return me(view)["favor"] - spent < favor_kept(view)


def completes_source(view, card_id: int) -> str | None:
    """Where a denizen would give a seat seeking the Darkest Secret, with too few secrets and no card to buy one
    at, that card: "adviser" (a card of its suit lies at the site) or "site" (an adviser of its suit is faceup)."""
    card = DENIZENS.get(card_id)
    player = me(view)
    if card is None or not seeks_darkest_secret(view) or player["site"] is None or secret_sources(view) or \
            player["secrets"] >= darkest_secret_price(view):
        return None
    if any(card_suit(other) == card.suit for other in view["sites"][player["site"]]["cards"]):
        return "adviser"
    return "site" if card.suit in adviser_suits(player) else None
