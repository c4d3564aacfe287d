"""Recover (Law 5.4): spend 1 Supply and take a facedown relic at your site for the price printed on the site, or
a banner anywhere for more tokens than it holds."""

import re
from dataclasses import dataclass
from functools import cache

from .. import hooks
from ..cards import SITES, SUITS, card_name
from ..modifying import apply_modifiers, end_modifiers, variants
from ..reactions import react
from ..rules import (
    ask,
    burn_favor,
    burn_secrets,
    favor_of,
    give_banner,
    locked_to,
    spend_favor,
    spend_supply,
    suit_of,
)
from ..state import DARKEST_SECRET, PEOPLES_FAVOR
from ..victory import update_title
from .registry import action


@dataclass(frozen=True)
class RelicPrice:
    """Law 2.8.4, 5.4.2: what a site asks for one of its relics."""

    favor: int = 0
    secrets: int = 0                # always burnt
    bank: str | None = None         # the suit bank the favor goes into; None: the favor is burnt


@cache
def relic_price(site_id: int) -> RelicPrice | None:
    """The site's printed cost ("place 3 favor in Discord bank", "burn 2 favor", "burn 1 secret", "burn 2
    secrets"); None for a site that prints none, whose relics (if a power put any there) cannot be recovered.
    Read once a site: the bot asks it of every site a Travel might reach."""
    printed = SITES[site_id].recover_cost
    if printed is None:
        return None
    count, token, bank = re.fullmatch(r"(?:place|burn) (\d+) (favor|secrets?)(?: in (\w+) bank)?", printed).groups()
    if token == "favor":
        return RelicPrice(favor=int(count), bank=bank)
    return RelicPrice(secrets=int(count))


def can_pay(board, player: int, price: RelicPrice) -> bool:
    return favor_of(board, player) >= price.favor and board.players[player].secrets >= price.secrets


# --- banners ------------------------------------------------------------------------------------------------

def tokens_owned(board, player: int, name: str) -> int:
    """Law 2.5.1: the People's Favor is paid in favor, the Darkest Secret in (faceup) secrets."""
    return favor_of(board, player) if name == PEOPLES_FAVOR else board.players[player].secrets


def darkest_secret_exposed(board, holder: int) -> bool:
    """Law 5.4.1: a card at the holder's site has a suit matching none of the holder's advisers; suitless cards
    (ruins, facedown advisers) are ignored."""
    other = board.players[holder]
    if other.site is None:
        return False
    adviser_suits = {suit_of(card) for card in other.advisers} - {None}
    return any(suit_of(card) and suit_of(card) not in adviser_suits for card in board.sites[other.site].cards)


def may_recover_banner(board, player: int, name: str) -> bool:
    """Law 5.4.1; Law 5.4.3 "take it": a power forbidding the taking forbids the Recover (hook take.forbidden)."""
    holder = board.banners[name].holder
    if hooks.some("take.forbidden", board, player, holder, None, name):
        return False
    if hooks.some("recover.banner_forbidden", board, player, name):      # Vow of Silence, Vow of Renewal
        return False
    if name == DARKEST_SECRET and holder is not None and holder != player:
        return darkest_secret_exposed(board, holder)
    return True


# --- the action ---------------------------------------------------------------------------------------------

def offers(board, player: int) -> list:
    """Law 5.4.1: a facedown relic at your site (the Reliquary is never a target, 2.3) or a banner anywhere."""
    held = board.players[player]
    if held.supply < 1:
        return []
    moves = []
    site = board.sites[held.site]
    price = relic_price(site.id)
    if price and can_pay(board, player, price) and not locked_to(board, player, slot=held.site):   # Ancient Bloodline
        # named by place at the site, never by id: which relic is which stays hidden until it is taken (Law 9.4)
        for place in range(len(site.relics)):
            moves += variants(board, player, "Recover", {"action": "recover", "relic_at": place})   # Law 7.4
    for name in (PEOPLES_FAVOR, DARKEST_SECRET):
        banner = board.banners.get(name)
        if banner and may_recover_banner(board, player, name):
            moves += variants(board, player, "Recover", {"action": "recover", "banner": name},
                              lambda cards, name=name, banner=banner: tokens_owned(board, player, name)
                              + hooks.total("recover.tokens", board, player, cards) > banner.tokens)
    return moves


@action("recover", offers)
def recover(board, player: int, move: dict):
    yield from apply_modifiers(board, player, move, "Recover")             # Law 7.4: at the start
    spend_supply(board, player, 1)                                          # Law 5.4.1
    if "relic_at" in move:
        relic = board.sites[board.players[player].site].relics[move["relic_at"]]
        take_relic(board, player, relic)
        yield from react(board, "react.relics_taken", player, [relic])     # Law 7.1.4, 9.1: Relic Thief
    else:
        yield from recover_banner(board, player, move["banner"])
    yield from hooks.each("recover.after", board, player, move)            # Relic Worship
    end_modifiers(board)
    yield from update_title(board)                                          # Law 2.11


def take_relic(board, player: int, relic: int) -> None:
    """Law 5.4.2-5.4.3: pay the site's price; the relic goes faceup into your personal bank."""
    held = board.players[player]
    site = board.sites[held.site]
    price = relic_price(site.id)
    if price.bank:
        spend_favor(board, player, price.favor)
        board.favor_banks[price.bank] += price.favor
    else:
        burn_favor(board, player, price.favor)
    burn_secrets(board, player, price.secrets)
    site.relics.remove(relic)
    held.relics.append(relic)
    board.expose()                                      # Law 5.4.3: the facedown relic goes faceup to its taker
    board.say(f"{held.name} recovers {card_name(relic)} from {SITES[site.id].name}.")


def recover_banner(board, player: int, name: str):
    """Law 5.4.2-5.4.4: pay more tokens than the banner holds, put them on it, and share out the old ones."""
    held = board.players[player]
    banner = board.banners[name]
    choices = [{"pay": count} for count in range(banner.tokens + 1, tokens_owned(board, player, name) + 1)]
    move = yield from ask(player, "banner price", f"Recover: pay more than {banner.tokens} for the {name}?", choices,
                          source="Recover")
    paid, old, previous = move["pay"], banner.tokens, banner.holder
    if name == PEOPLES_FAVOR:
        spend_favor(board, player, paid)
    else:
        held.secrets -= paid
    banner.tokens = paid
    if previous != player:
        give_banner(board, player, name)
    board.say(f"{held.name} recovers the {name} for {paid}.")
    yield from react(board, "react.banner_recovered", player, name, paid)  # Law 7.1.4, 9.1: Vow of Silence
    if name == PEOPLES_FAVOR:
        banner.mob = hooks.some("recover.peoples_favor_mob", board, player)      # Law 5.4.2; Hall of Mockery
        yield from return_old_favor(board, player, old)
    else:
        share_old_secrets(board, player, previous, old)


def return_old_favor(board, player: int, count: int):
    """Law 5.4.4: one favor per bank, from a bank of the player's choice onward, wrapping (digest E.6.2: the
    banks in SUITS order, Nomad to Discord). A multiple of 6 gives the same from any start, so nothing is asked."""
    first = 0
    if count % len(SUITS):
        move = yield from ask(player, "first bank", "People's Favor: which bank gets the first of its old favor?",
                              [{"bank": suit} for suit in SUITS], source=PEOPLES_FAVOR)
        first = SUITS.index(move["bank"])
    for step in range(count):
        board.favor_banks[SUITS[(first + step) % len(SUITS)]] += 1


def share_old_secrets(board, player: int, previous: int | None, count: int) -> None:
    """Law 5.4.4: you take 1 of the old secrets, the previous holder the rest; all of them from yourself. From the
    shared bank (digest E.6.3, unresolved there) you take 1 and the rest stay burnt in the shared bank."""
    held = board.players[player]
    if previous == player:
        held.secrets += count
        return
    held.secrets += min(1, count)
    if previous is not None:
        board.players[previous].secrets += count - min(1, count)
