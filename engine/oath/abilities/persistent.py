"""Persistent powers (Law 7.1.4) of Archive denizens, each written beside its card and answering the hook points
of the rule it changes (hooks.py); their Rest and When played powers stand beside them (Law 7.3).

A persistent power binds whom its card describes, whatever their access (Law 7.1.4). "Enemies of this card's
ruler" and "that ruler" are read through engine.oath.ruler_powers (Law 10 "Rule", "Enemy", 6.6.3); on an
adviser-only card "you" is the player with the card faceup among their advisers (Law 7.1.4); a facedown card has
no power (Law 7.2). Numbers are printed card numbers; the engine id is one less.
"""

from .. import hooks
from ..actions.campaign import target_dice
from ..cards import SITES, SUITS
from ..play import CONSPIRACY
from ..powers import adviser_holder, card_at, cost_in, faceup_cards, power, rules_card, site_of
from ..ruler_powers import enemy_of_card_ruler, ruler_of, rules_card_id
from ..rules import favor_of, gain_favor, kill_at_site, kill_from_board, ruled_by_bandits, rulers, suit_of
from ..state import DARKEST_SECRET
from ..victory import update_title
from .powers_played import choose, named, some_bank_has_favor

(TOME_GUARDIANS, LOST_TONGUE, SPELL_BREAKER, SACRED_GROUND, VOW_OF_OBEDIENCE, VOW_OF_PEACE, VOW_OF_POVERTY,
 COUNCIL_SEAT, FOREST_COUNCIL, GIANT_PYTHON, MARSH_SPIRIT, BOILING_LAKE, GRASPING_VINES, BANDIT_CHIEF) = map(
    named, ("Tome Guardians", "Lost Tongue", "Spell Breaker", "Sacred Ground", "Vow of Obedience", "Vow of Peace",
            "Vow of Poverty", "Council Seat", "Forest Council", "Giant Python", "Marsh Spirit", "Boiling Lake",
            "Grasping Vines", "Bandit Chief"))


def take_from_bank(use, count: int, source: str):
    """Take `count` favor from any one bank the user names (Law 9.3: as much as it holds)."""
    choices = [{"bank": suit} for suit in SUITS if use.board.favor_banks[suit]]
    move = yield from choose(use.player, "favor bank", f"{source}: take favor from which bank?", choices, source)
    taken = gain_favor(use.board, use.player, move["bank"], count)
    use.board.say(f"{source}: {use.me.name} takes {taken} favor from the {move['bank']} bank.")


# --- 110 Tome Guardians (Order, site only) ----------------------------------------------------------------------

@hooks.contributes("campaign.target_allowed", "Tome Guardians", card=TOME_GUARDIANS)
def tome_guardians_targets(board, campaign, target: dict) -> bool:
    """Enemies of Tome Guardians' ruler cannot target or take the Darkest Secret in any way."""
    return target.get("banner") != DARKEST_SECRET or \
        not enemy_of_card_ruler(board, campaign.attacker, TOME_GUARDIANS, campaign)


@hooks.contributes("take.forbidden", "Tome Guardians", card=TOME_GUARDIANS)
def tome_guardians_takes(board, taker: int, holder, relic, banner) -> bool:
    """"In any way": from whoever holds it or from the shared bank, by the Conspiracy, an exchange, Citizenship
    terms or Recover (Law 5.4.3: "take it"; Law 10 "Seize" names Recover a way of taking). Giving it stays allowed
    (Law 10 "Give")."""
    return banner == DARKEST_SECRET and enemy_of_card_ruler(board, taker, TOME_GUARDIANS)


# --- 157 Lost Tongue (Nomad, adviser only) ---------------------------------------------------------------------

def rules_a_nomad_card(board, player: int) -> bool:
    """A faceup Nomad card the player rules (Law 10 "Rule": their advisers, the cards at sites they rule)."""
    return any(suit_of(card_at(board, card_id, place)) == "Nomad" and rules_card(board, player, place)
               for card_id, place in faceup_cards(board) if place.zone != "relic")


def lost_tongue_guards(board, player: int, owner: int | None) -> bool:
    return owner is not None and player != owner and not rules_a_nomad_card(board, player)


@hooks.contributes("campaign.target_allowed", "Lost Tongue", card=LOST_TONGUE)
def lost_tongue_targets(board, campaign, target: dict) -> bool:
    """Other players cannot target or take your relics or banners in any way unless they rule a Nomad card."""
    if campaign.against_bandits or target["target"] not in ("relic", "banner"):
        return True
    return adviser_holder(board, LOST_TONGUE) != campaign.defender or \
        not lost_tongue_guards(board, campaign.attacker, campaign.defender)


@hooks.contributes("take.forbidden", "Lost Tongue", card=LOST_TONGUE)
def lost_tongue_takes(board, taker: int, holder, relic, banner) -> bool:
    """Recover takes a banner from its holder too (Law 5.4.3), so a held banner is not recovered from you either;
    giving stays allowed (Law 10 "Give")."""
    owner = adviser_holder(board, LOST_TONGUE)
    return holder is not None and holder == owner and lost_tongue_guards(board, taker, owner)


# --- 162 Spell Breaker (Nomad, site only) ----------------------------------------------------------------------

@hooks.contributes("power.forbidden", "Spell Breaker", card=SPELL_BREAKER)
def spell_breaker(board, player: int, each, place, campaign) -> bool:
    """Enemies of Spell Breaker's ruler cannot use powers whose cost includes secrets or burnt secrets (Law 7.1.2:
    placed or burnt); in a Campaign, sides as Law 5.5.1 makes them. A forbidden When played power is not used
    (Law 7.3.3: only if able)."""
    cost = cost_in(board, player, each, campaign)           # a battle plan's surcharge counts (Gleaming Armor)
    return bool(cost.place_secrets or cost.burn_secrets) and \
        enemy_of_card_ruler(board, player, SPELL_BREAKER, campaign)


# --- 174 Sacred Ground (Nomad, site only, locked) ------------------------------------------------------------------

@hooks.contributes("play.vision_faceup", "Sacred Ground", card=SACRED_GROUND)
def sacred_ground(board, player: int, card_id: int) -> bool:
    """No one may play Visions other than the Conspiracy faceup unless their pawn is at this site. "No one":
    its ruler too."""
    slot = site_of(board, SACRED_GROUND)
    return card_id == CONSPIRACY or slot is None or board.players[player].site == slot


# --- 121 Vow of Obedience (Order, adviser only, locked) ------------------------------------------------------------

@hooks.contributes("play.vision_faceup", "Vow of Obedience", card=VOW_OF_OBEDIENCE)
def vow_of_obedience(board, player: int, card_id: int) -> bool:
    """You cannot play Visions faceup. The Conspiracy is a Vision card too (Law 2.7; Sacred Ground has to except it
    by name), so it is not played faceup either; facedown as an adviser, or discarded, stays allowed."""
    return adviser_holder(board, VOW_OF_OBEDIENCE) != player


@power(VOW_OF_OBEDIENCE, "rest", usable=some_bank_has_favor)
def vow_of_obedience_rest(use):
    """Rest: take 1 favor from any one bank."""
    yield from take_from_bank(use, 1, "Vow of Obedience")


# --- 145 Vow of Peace (Hearth, adviser only, locked) ---------------------------------------------------------------

@hooks.contributes("campaign.allowed", "Vow of Peace", card=VOW_OF_PEACE)
def vow_of_peace(board, player: int) -> bool:
    """You cannot campaign: no Campaign action is offered, nor a free one (Second Wind)."""
    return adviser_holder(board, VOW_OF_PEACE) != player


@hooks.contributes("campaign.sacrifice_allowed", "Vow of Peace", card=VOW_OF_PEACE)
def vow_of_peace_sacrifice(board, campaign) -> bool:
    """Attackers cannot sacrifice warbands to raise their attack against you (Law 5.5.5): "you" is the defender;
    an Ally holding the vow does not protect the defender (Law 10 "You")."""
    return campaign.against_bandits or adviser_holder(board, VOW_OF_PEACE) != campaign.defender


# --- 193 Vow of Poverty (Beast, adviser only, locked) --------------------------------------------------------------

@hooks.contributes("trade.gains_favor", "Vow of Poverty", card=VOW_OF_POVERTY)
def vow_of_poverty(board, player: int) -> bool:
    """You cannot gain favor from Trade: a Trade for favor is not offered (it could gain nothing, Law 9.5 as this
    engine reads it), and a Trade for secrets gains no extra favor (Careless)."""
    return adviser_holder(board, VOW_OF_POVERTY) != player


@power(VOW_OF_POVERTY, "rest", usable=lambda use: favor_of(use.board, use.player) == 0
       and some_bank_has_favor(use))
def vow_of_poverty_rest(use):
    """Rest: if you have no favor, take 2 favor from any one bank (as much as it holds, Law 9.3)."""
    yield from take_from_bank(use, 2, "Vow of Poverty")


# --- 123 Council Seat (Order, adviser only, locked) ----------------------------------------------------------------

@hooks.contributes("exile.allowed", "Council Seat", card=COUNCIL_SEAT)
def council_seat(board, citizen: int) -> bool:
    """If you are a Citizen you cannot be exiled, not even by yourself (Law 6.7, 6.8)."""
    return adviser_holder(board, COUNCIL_SEAT) != citizen


# --- 194 Forest Council (Beast, site only, locked) -----------------------------------------------------------------

def forest_council_allows(board, player: int, card) -> bool:
    """Enemies of Forest Council's ruler cannot trade with, or muster from, Beast cards."""
    return suit_of(card) != "Beast" or not enemy_of_card_ruler(board, player, FOREST_COUNCIL)


hooks.contributes("muster.card_allowed", "Forest Council", card=FOREST_COUNCIL)(forest_council_allows)
hooks.contributes("trade.card_allowed", "Forest Council", card=FOREST_COUNCIL)(forest_council_allows)


# --- 186 Giant Python (Beast, adviser only) ------------------------------------------------------------------------

@hooks.contributes("campaign.targets_valid", "Giant Python", card=GIANT_PYTHON)
def giant_python(board, campaign, targets: list) -> bool:
    """Anyone attacking you must choose targets that add an even number of defense dice (2, 4, ...): the dice on
    the targets' shields (Law 5.5.2), not the title's or other powers'. A defender against whom no even declaration
    exists is not offered (campaign.defenders)."""
    if campaign.against_bandits or adviser_holder(board, GIANT_PYTHON) != campaign.defender:
        return True
    return sum(target_dice(board, target) for target in targets) % 2 == 0


# --- 192 Marsh Spirit (Beast, site only) ---------------------------------------------------------------------------

@hooks.contributes("battle_plan.barred", "Marsh Spirit", card=MARSH_SPIRIT)
def marsh_spirit(board, campaign, user, card_id: int) -> bool:
    """Players who target this site cannot use battle plans: the attacker, when Marsh Spirit's site is among the
    targets."""
    return user == campaign.attacker and site_of(board, MARSH_SPIRIT) in campaign.sites()


# --- 94 Boiling Lake (Discord, site only, locked) ------------------------------------------------------------------

@hooks.contributes("travel.after", "Boiling Lake", card=BOILING_LAKE)
def boiling_lake(board, player: int):
    """If you travel to this site and do not rule this card, you must kill two warbands on your board if able
    (as many as it holds, Law 9.3)."""
    slot = site_of(board, BOILING_LAKE)
    if slot is None or board.players[player].site != slot or rules_card_id(board, player, BOILING_LAKE):
        return
    killed = kill_from_board(board, player, 2)
    if killed:
        board.say(f"Boiling Lake: {board.players[player].name} kills {killed} warbands.")


# --- 178 Grasping Vines (Beast, site only) -------------------------------------------------------------------------

@hooks.contributes("travel.departs", "Grasping Vines", card=GRASPING_VINES)
def grasping_vines(board, player: int, left: int):
    """Enemies travelling away from a site ruled by Grasping Vines' ruler must kill one warband on their board if
    able. A site the bandits rule is theirs when the bandits rule Grasping Vines; the Empire rules every site with
    a purple warband (Law 6.6.3)."""
    ruler = ruler_of(board, GRASPING_VINES)
    if ruler is None or not enemy_of_card_ruler(board, player, GRASPING_VINES):
        return
    ruled = ruled_by_bandits(board, left) if ruler.bandits else bool(rulers(board, left) & ruler.players)
    if ruled and kill_from_board(board, player, 1):
        board.say(f"Grasping Vines: {board.players[player].name} kills a warband.")


# --- 100 Bandit Chief (Discord, site only) -------------------------------------------------------------------------

@hooks.contributes("site.bandits", "Bandit Chief", card=BANDIT_CHIEF)
def bandit_chief(board, slot: int) -> int:
    """While Bandit Chief is faceup, every site has two more bandits (Law 2.8.3: three defend a targeted site)."""
    return 2 if site_of(board, BANDIT_CHIEF) is not None else 0


@power(BANDIT_CHIEF, "when_played")
def bandit_chief_played(use):
    """When played: kill one warband at each site. Where warbands of several colours stand, the player who played
    it chooses whose (our reading: the card names none; Law 7.1.3, the user resolves the power)."""
    board = use.board
    for slot, site in enumerate(board.sites):
        colours = sorted(colour for colour, count in site.warbands.items() if count)
        if not colours:
            continue
        move = yield from choose(use.player, "kill warband", "Bandit Chief: kill a warband of which colour?",
                                 [{"colour": colour} for colour in colours], "Bandit Chief")
        kill_at_site(board, slot, move["colour"], 1)
        board.say(f"Bandit Chief: a {move['colour']} warband at {SITES[site.id].name} is killed.")
    yield from update_title(board)
