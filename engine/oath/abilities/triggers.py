"""The Archive's triggers on other players' acts (cards.md 8; archive-plan.md "Triggers on other players' acts and
out-of-turn answers"), each beside its text. Every one answers a `react.*` hook point with the reactions it offers
at that moment; engine/oath/reactions.py runs them seat by seat in turn order from the current player (Law 9.1) and
asks each decision of the card's holder, whose turn it need not be. All of these cards but Jinx are adviser only:
their holder is the player with the card as a faceup adviser.
"""

from .. import hooks
from ..actions.campaign import campaign, defenders
from ..cards import DENIZENS, GRAND_SCEPTER, SUITS, card_named
from ..dice import ATTACK_DIE, DEFENSE_DIE, SHIELD, TWO_SHIELDS, roll, roll_defense, shown
from ..powers import Place, adviser_holder, can_pay, card_at, locate, pay, printed_cost
from ..reactions import Reaction, after_roll, may
from ..ruler_powers import rules_card_id
from ..rules import gain_favor, gain_secrets, note_scepter_taken, receive_favor, suit_of
from ..state import DARKEST_SECRET, PEOPLES_FAVOR
from ..victory import update_title
from .powers_played import choose

VOW_OF_SILENCE, VOW_OF_RENEWAL, RELIC_THIEF, CHAOS_CULT, BOOK_BINDERS, SADDLE_MAKERS, HERALD, JINX = (
    card_named(name).id for name in ("Vow of Silence", "Vow of Renewal", "Relic Thief", "Chaos Cult",
                                     "Book Binders", "Saddle Makers", "Herald", "Jinx"))
SNEAK_ATTACK = card_named("Sneak Attack").id


def gain_from_one_bank(board, seat: int, count: int, source: str):
    """Gain `count` favor from any one bank the holder names (Law 9.3: as much as it holds); nothing to gain, nothing
    asked."""
    choices = [{"bank": suit} for suit in SUITS if board.favor_banks[suit]]
    if not choices:
        return
    move = yield from choose(seat, "favor bank", f"{source}: gain favor from which bank?", choices, source)
    gained = gain_favor(board, seat, move["bank"], count)
    board.say(f"{source}: {board.players[seat].name} gains {gained} favor from the {move['bank']} bank.")


# --- 101 Chaos Cult (Discord, adviser only) -------------------------------------------------------------------------

@hooks.contributes("react.title_taken", "Chaos Cult", card=CHAOS_CULT)
def chaos_cult(board, taker: int, previous):
    """101 Chaos Cult. After another player takes the Oathkeeper title, take 1 favor from them.
    Mandatory (no "may"); a taker with no favor gives none (Law 9.3). Any taking counts, from a player or from the
    Empire (Law 2.11(d): whoever receives the title takes it)."""
    holder = adviser_holder(board, CHAOS_CULT)
    if holder is None or holder == taker or not board.players[taker].favor:
        return []

    def take():
        board.players[taker].favor -= 1             # off the board (Vow of Kinship: only spending reaches a bank)
        receive_favor(board, holder, 1)
        board.say(f"Chaos Cult: {board.players[holder].name} takes 1 favor from {board.players[taker].name}.")
    return [Reaction(holder, "Chaos Cult", take)]


# --- 140 Book Binders (Hearth, adviser only) ------------------------------------------------------------------------

@hooks.contributes("react.card_played", "Book Binders", card=BOOK_BINDERS)
def book_binders(board, player: int, card_id: int, move: dict):
    """140 Book Binders. After another player plays a Vision faceup, gain 2 favor from any one bank.
    Reading: a Vision is played faceup when an Exile reveals it (Law 5.1.4.III) or anyone plays the Conspiracy
    (5.1.4.IV, the Conspiracy being a Vision card, Law 2.7); a Vision played facedown as an adviser is not."""
    holder = adviser_holder(board, BOOK_BINDERS)
    if holder is None or holder == player or move["play"] not in ("vision", "conspiracy"):
        return []
    return [Reaction(holder, "Book Binders", lambda: gain_from_one_bank(board, holder, 2, "Book Binders"))]


# --- 142 Saddle Makers (Hearth, adviser only) -----------------------------------------------------------------------

@hooks.contributes("react.card_played", "Saddle Makers", card=SADDLE_MAKERS)
def saddle_makers(board, player: int, card_id: int, move: dict):
    """142 Saddle Makers. After another player plays a Nomad or Order card, gain 2 favor from the matching bank.
    Reading: the card must be played faceup (to a site, or a faceup adviser, Law 5.1.4.I-II): a facedown card has no
    suit (Law 2.9, 5.1.4.II), so it is neither Nomad nor Order. Mandatory; the bank gives what it holds (Law 9.3)."""
    holder = adviser_holder(board, SADDLE_MAKERS)
    faceup = move["play"] == "site" or (move["play"] == "adviser" and move["faceup"])
    suit = DENIZENS[card_id].suit if card_id in DENIZENS else None
    if holder is None or holder == player or not faceup or suit not in ("Nomad", "Order"):
        return []

    def gain():
        gained = gain_favor(board, holder, suit, 2)
        board.say(f"Saddle Makers: {board.players[holder].name} gains {gained} favor from the {suit} bank.")
    return [Reaction(holder, "Saddle Makers", gain)]


# --- 143 Herald (Hearth, adviser only) ------------------------------------------------------------------------------

@hooks.contributes("react.campaign_over", "Herald", card=HERALD)
def herald(board, campaign):
    """143 Herald. After another player campaigns against a player (not bandits), gain 1 favor from any bank.
    Reading: "after another player campaigns" is when the Campaign has ended (Law 5.5.8); the defender may be the
    Herald's holder themself. Mandatory; the bank is the holder's choice."""
    holder = adviser_holder(board, HERALD)
    if holder is None or holder == campaign.attacker or campaign.against_bandits:
        return []
    return [Reaction(holder, "Herald", lambda: gain_from_one_bank(board, holder, 1, "Herald"))]


# --- 74 Vow of Silence (Arcane, adviser only, locked) ---------------------------------------------------------------

@hooks.contributes("recover.banner_forbidden", "Vow of Silence", card=VOW_OF_SILENCE)
def vow_of_silence_forbids(board, player: int, name: str) -> bool:
    """74 Vow of Silence. You cannot recover the Darkest Secret (the Recover only, Law 5.4: a Campaign may still
    take it)."""
    return name == DARKEST_SECRET and adviser_holder(board, VOW_OF_SILENCE) == player


@hooks.contributes("secrets.give_forbidden", "Vow of Silence", card=VOW_OF_SILENCE)
def vow_of_silence_keeps_secrets(board, giver: int) -> bool:
    """74 Vow of Silence. You cannot ... give secrets to anyone: no Citizenship terms or Tribunal deal in which its
    holder gives secrets (Law 6.6.2, 7.6.3), no Witch's Bargain giving one. Secrets paid as costs, burnt, or taken
    from the holder by another's power (a Witch's Bargain of theirs, Law 5.4.4's share) are not given by them."""
    return adviser_holder(board, VOW_OF_SILENCE) == giver


@hooks.contributes("react.banner_recovered", "Vow of Silence", card=VOW_OF_SILENCE)
def vow_of_silence(board, player: int, name: str, paid: int):
    """74 Vow of Silence. Whenever any player recovers the Darkest Secret, gain secrets equal to the number they
    placed on it (the secrets paid for it, Law 5.4.2)."""
    holder = adviser_holder(board, VOW_OF_SILENCE)
    if holder is None or name != DARKEST_SECRET:
        return []

    def gain():
        gain_secrets(board, holder, paid)
        board.say(f"Vow of Silence: {board.players[holder].name} gains {paid} secrets.")
    return [Reaction(holder, "Vow of Silence", gain)]


# --- 86 Vow of Renewal (Discord, adviser only, locked) --------------------------------------------------------------

@hooks.contributes("recover.banner_forbidden", "Vow of Renewal", card=VOW_OF_RENEWAL)
def vow_of_renewal_forbids(board, player: int, name: str) -> bool:
    """86 Vow of Renewal. You cannot recover the People's Favor (the Recover only, Law 5.4)."""
    return name == PEOPLES_FAVOR and adviser_holder(board, VOW_OF_RENEWAL) == player


@hooks.contributes("favor.burnt_to", "Vow of Renewal", card=VOW_OF_RENEWAL)
def vow_of_renewal(board, burner: int, count: int):
    """86 Vow of Renewal. Whenever any player burns favor, you take that favor instead (of its going to the shared
    bank, Law 10 "Burn"). Reading: every burn, the holder's own included (then the favor comes back to them), costs
    and banner losses (Law 2.5.3) too; nothing is asked (no "may")."""
    return adviser_holder(board, VOW_OF_RENEWAL)


# --- 95 Relic Thief (Discord, adviser only) -------------------------------------------------------------------------

@hooks.contributes("react.relics_taken", "Relic Thief", card=RELIC_THIEF)
def relic_thief(board, taker: int, relics: list):
    """95 Relic Thief (1 favor, 1 secret). After a player takes relics while their pawn is in your region, you may
    pay to roll one defense die per relic taken; if no shields appear, you take those relics.
    Readings: "a player" is another player (taking from oneself changes nothing); the cost is paid as any power's
    (Law 7.1.2: outside your turn the favor goes to the Discord bank and the secret stays facedown on your board);
    a face with shields is a shield or two shields (the x2 face shows none, digest E.3); the relics taken back are
    those the taker still holds."""
    holder = adviser_holder(board, RELIC_THIEF)
    if holder is None or holder == taker:
        return []
    if board.region_of(board.players[taker].site) != board.region_of(board.players[holder].site):
        return []
    card = card_at(board, RELIC_THIEF, Place("adviser", owner=holder))
    if not can_pay(board, holder, card, printed_cost(RELIC_THIEF)):
        return []

    def steal():
        count = len(relics)
        if not (yield from may(holder, "Relic Thief", f"pay 1 favor and 1 secret to roll {count} defense dice?")):
            return
        pay(board, holder, card, printed_cost(RELIC_THIEF), suit_of(card))
        faces = roll_defense(board, count, f"Relic Thief ({board.players[holder].name})")
        faces = yield from after_roll(board, holder, DEFENSE_DIE, faces)        # Jinx: "for any reason"
        if any(face in (SHIELD, TWO_SHIELDS) for face in faces):
            return
        for relic in relics:
            if relic in board.players[taker].relics:
                board.players[taker].relics.remove(relic)
                board.players[holder].relics.append(relic)
                if relic == GRAND_SCEPTER.id:
                    note_scepter_taken(board)
        board.say(f"Relic Thief: {board.players[holder].name} takes the relics from {board.players[taker].name}.")
        yield from update_title(board)                  # Law 2.11
    return [Reaction(holder, "Relic Thief", steal)]


# --- 68 Jinx (Arcane) -----------------------------------------------------------------------------------------------

@hooks.contributes("dice.rolled", "Jinx", card=JINX)
def jinx(board, rolled):
    """68 Jinx (1 secret). If you rule Jinx: after you roll attack or defense dice for any reason, you may pay to
    reroll all of those dice once (this is not a battle plan).
    Readings: "you roll" is the player the Law has roll (Law 5.5.4: the defender the defense, 5.5.5: the attacker the
    attack; the power's user for a power's roll); the bandits' defense is rolled by no player, and the fate die
    (Law 3.3) is neither an attack nor a defense die, and the Law names no one to roll it, so Jinx never rerolls it.
    The cost is paid as any power's (Law 7.1.2): on your turn the secret goes on Jinx, which then takes no more
    until your Rest (so once a turn); outside it, the secret stays facedown on your board. The reroll's faces stand
    ("once")."""
    roller = rolled.roller
    if roller is None or not rolled.faces or rolled.die not in (ATTACK_DIE, DEFENSE_DIE):
        return
    place = locate(board, JINX)
    if place is None or not rules_card_id(board, roller, JINX):
        return
    card = card_at(board, JINX, place)
    if not can_pay(board, roller, card, printed_cost(JINX)):
        return
    kind = "attack" if rolled.die == ATTACK_DIE else "defense"
    if not (yield from may(roller, "Jinx", f"pay 1 secret to reroll your {len(rolled.faces)} {kind} dice?")):
        return
    pay(board, roller, card, printed_cost(JINX), suit_of(card))
    rolled.faces = roll(board, rolled.die, len(rolled.faces))
    board.say(f"Jinx: {board.players[roller].name} rerolls the {kind} dice: {shown(rolled.faces)}.")


# --- 98 Sneak Attack (Discord, adviser only) ------------------------------------------------------------------------

@hooks.contributes("react.campaign_over", "Sneak Attack", card=SNEAK_ATTACK)
def sneak_attack(board, ended):
    """98 Sneak Attack. After another player's campaign, you may campaign spending no Supply if you choose that
    player as defender.
    Readings: the Campaign is a whole Law 5.5 Campaign (Law 7.6.2: no Supply), taken outside the holder's turn:
    whoever's turn it is stays so (board.turn), so the holder's costs are paid as outside their turn (Law 7.1.2),
    and when it ends the interrupted turn goes on from where it stood. "That player" must be a defender the Law
    allows the holder (Law 5.5.1: ruling the holder's site or with a pawn there; Vow of Peace may forbid it), checked
    when the holder is asked. Its end is itself "another player's campaign" for the other cards waiting (Herald),
    never for Sneak Attack's own holder."""
    holder = adviser_holder(board, SNEAK_ATTACK)
    target = ended.attacker
    if holder is None or holder == target:
        return []

    def strike():
        if target not in defenders(board, holder):
            return
        name = board.players[target].name
        if not (yield from may(holder, "Sneak Attack", f"campaign against {name}, spending no Supply?")):
            return
        yield from campaign(board, holder, {"action": "campaign", "defender": target, "free": True})
    return [Reaction(holder, "Sneak Attack", strike)]
