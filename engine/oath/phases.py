"""The Wake and Rest phases of a turn (Law 4.1, 4.3): fixed steps in fixed order. The Act phase is flow.act."""

from . import hooks
from .cards import DENIZENS, EDIFICES
from .powers import accessible, usable, use_power
from .rules import ask, favor_of, holds_banner, receive_favor, spend_favor, suit_of
from .state import CHANCELLOR, CITIZEN, EXILE, PEOPLES_FAVOR, SUPPLY_CAP
from .victory import exile_victory, update_title

MOB_AT = 6                          # Law 4.1.1.III


# --- Wake (Law 4.1) ---------------------------------------------------------------------------------------------

def wake(board, player: int):
    """Law 4.1: 4.1.1 to 4.1.4, in this order. Other Wake powers (7.3.1) have no place in the Law's order yet
    (digest E.6.4); they belong after these steps when cards bring them."""
    yield from update_title(board)                     # the title is always current (Law 2.11)
    if holds_banner(board, player, PEOPLES_FAVOR):
        yield from peoples_favor_duty(board, player)  # Law 4.1.1
    exile_victory(board, player)                       # Law 4.1.2
    if board.finished:
        return
    flip_to_usurper(board, player)                     # Law 4.1.3
    yield from opportunity(board, player)              # Law 4.1.4
    yield from wake_powers(board, player)              # Law 7.3.1, after the Law's own steps (E.6.4)


def wake_powers(board, player: int):
    """Law 7.3.1: each WAKE: power the player has access to, once, in the order the cards lie."""
    for each, place in accessible(board, player, "wake"):
        if usable(board, player, each, place):
            yield from use_power(board, player, each, place)


def peoples_favor_duty(board, player: int):
    """Law 4.1.1: once, again on the Mob side (II), then flip to Mob at 6 or more favor (III)."""
    banner = board.banners[PEOPLES_FAVOR]
    yield from place_or_return(board, player)          # Law 4.1.1.I
    if banner.mob:
        yield from place_or_return(board, player)      # Law 4.1.1.II
    if banner.tokens >= MOB_AT and not banner.mob:
        banner.mob = True                              # Law 4.1.1.III
        board.say(f"The People's Favor holds {banner.tokens} favor and turns to its Mob side.")


def place_or_return(board, player: int):
    """Law 4.1.1.I: put 1 favor from your board on the banner, or move 1 from it to a bank holding the fewest
    favor (your pick among tied banks); never its last favor. With no legal option nothing happens."""
    banner, held = board.banners[PEOPLES_FAVOR], board.players[player]
    choices = [{"peoples_favor": "place"}] if favor_of(board, player) else []
    if banner.tokens > 1:
        fewest = min(board.favor_banks.values())
        choices += [{"peoples_favor": "return", "bank": suit}
                    for suit, count in board.favor_banks.items() if count == fewest]
    if not choices:
        return
    move = choices[0] if len(choices) == 1 else (
        yield from ask(player, "peoples favor", "People's Favor: put 1 favor on it, or return 1 to a bank with the "
                       "fewest favor", choices, source=PEOPLES_FAVOR))
    if move["peoples_favor"] == "place":
        spend_favor(board, player, 1)
        banner.tokens += 1
        board.say(f"{held.name} puts 1 favor on the People's Favor ({banner.tokens}).")
    else:
        banner.tokens -= 1
        board.favor_banks[move["bank"]] += 1
        board.say(f"{held.name} returns 1 favor from the People's Favor to the {move['bank']} bank.")


def flip_to_usurper(board, player: int) -> None:
    """Law 4.1.3, 2.11(a): an Exile holding the title at the start of their turn turns it Usurper side up."""
    if board.players[player].side == EXILE and board.title_holder == player and not board.usurper:
        board.usurper = True
        board.say(f"{board.players[player].name} holds the title at Wake: it turns to its Usurper side.")


def opportunity(board, player: int):
    """Law 4.1.4: at a site with the Opportunity power (hook wake.opportunity), may take 1 favor or 1 secret."""
    held = board.players[player]
    if held.site is None:
        return
    site = board.sites[held.site]
    if not hooks.some("wake.opportunity", board, held.site):
        return
    choices = ([{"take": "favor"}] if site.favor else []) + ([{"take": "secret"}] if site.secrets else [])
    if not choices:
        return
    move = yield from ask(player, "opportunity", "Opportunity (Law 4.1.4): take 1 favor or 1 secret from your site?",
                          choices + [{"take": "nothing"}], source="Law 4.1.4")
    if move["take"] == "favor":
        site.favor -= 1
        receive_favor(board, player, 1)
    elif move["take"] == "secret":
        site.secrets -= 1
        held.secrets += 1
    else:
        return
    board.say(f"{held.name} takes 1 {move['take']} from the site.")


# --- Rest (Law 4.3) ---------------------------------------------------------------------------------------------

def rest(board, player: int):
    """Law 4.3: 4.3.1 to 4.3.5, in this order."""
    return_favor(board)                                # Law 4.3.1
    return_secrets(board, player)                      # Law 4.3.2
    refresh_supply(board, player)                      # Law 4.3.3-4.3.4
    yield from rest_powers(board, player)              # Law 4.3.5


def return_favor(board) -> None:
    """Law 4.3.1: favor on every denizen and edifice card, at sites and among advisers, goes to its suit's bank."""
    for card in cards_in_play(board):
        suit = printed_suit(card) if card.favor else None
        if suit:
            board.favor_banks[suit] += card.favor
            card.favor = 0


def return_secrets(board, player: int) -> None:
    """Law 4.3.2: secrets on denizen, edifice and relic cards come to your board; then your facedown secrets turn
    faceup. Only the player whose turn it is puts secrets on cards (Law 7.1.2), so all of them are theirs. Secrets
    paid onto held relics are kept in Board.relic_tokens."""
    held = board.players[player]
    for card in [*cards_in_play(board), *board.relic_tokens.values()]:
        held.secrets += card.secrets
        card.secrets = 0
    held.secrets += held.hidden_secrets
    held.hidden_secrets = 0


def refresh_supply(board, player: int) -> None:
    """Law 4.3.3-4.3.4: set the marker by the board's table, then 1 more space left for each Supply not spent
    this turn, never past the leftmost space. The marker's place after the Act phase is exactly the Supply not
    spent (every Supply spent moved it 1 space right, Law 4.2), so that is what is added."""
    held = board.players[player]
    unspent = held.supply
    held.supply = min(SUPPLY_CAP, refreshed_supply(board, player) + unspent)
    board.say(f"{held.name} rests: Supply {held.supply}.")


# Law 4.3.3, the boards' Supply tables (cards.md 1): (warbands in the personal bank at least, Supply), highest first.
SUPPLY_TABLES = {
    CHANCELLOR: ((18, 6), (11, 5), (4, 4), (0, 3)),     # purple warbands
    EXILE: ((9, 6), (4, 5), (0, 4)),                    # warbands of the Exile's own colour
}


def refreshed_supply(board, player: int) -> int:
    """Law 4.3.3 by SUPPLY_TABLES; a Citizen to the Chancellor's Supply as it stands now (digest E.6.1,
    reading (i))."""
    held = board.players[player]
    if held.side == CITIZEN:
        return board.players[board.chancellor()].supply
    return next(supply for least, supply in SUPPLY_TABLES[held.side] if held.bank >= least)


def rest_powers(board, player: int):
    """Law 4.3.5, 7.3.4: "REST:" powers, in any order, each at most once: the player picks the next one to use
    or stops."""
    used = []
    while True:
        ready = [(each, place) for each, place in accessible(board, player, "rest")
                 if each.card not in used and usable(board, player, each, place)]
        if not ready:
            return
        choices = [{"rest_power": each.card} for each, _ in ready] + [{"rest_power": None}]
        move = yield from ask(player, "rest power", "Rest (Law 4.3.5): use a Rest power?", choices, source="Law 4.3.5")
        if move["rest_power"] is None:
            return
        each, place = next(pair for pair in ready if pair[0].card == move["rest_power"])
        used.append(each.card)
        yield from use_power(board, player, each, place)


def cards_in_play(board):
    """Every denizen and edifice card at a site and every adviser: where Law 4.3.1-4.3.2 find tokens."""
    for site in board.sites:
        yield from site.cards
    for held in board.players:
        yield from held.advisers


def printed_suit(card) -> str | None:
    """The bank favor on a card returns to (Law 4.3.1): its suit; for a facedown denizen its printed suit; for a
    ruin, which has none, the suit of its intact side (digest E.6.13 leaves this open; ours is the only bank the
    card itself names). Visions have no suit and never hold favor."""
    suit = suit_of(card)
    if suit:
        return suit
    if card.id in DENIZENS:
        return DENIZENS[card.id].suit
    return next((edifice.suit for edifice in EDIFICES.values() if card.id in (edifice.id, edifice.ruin_id)), None)
