"""Hook points: the places where a rule of the Law asks the cards in play what they change.

A rule never names a card. It asks a hook point ("how many extra warbands does this Muster gain?"), and every
card, site or Reliquary space whose power changes that answer has registered a contribution beside its text
(Law 7.1.4: persistent powers; Law 7.4: modifiers; Law 11: site powers). A contribution answers for its own card:
it checks that its card is in play and whom it helps, and gives nothing otherwise.

Each point says how its contributions combine:
- total: the sum of their numbers;
- fold: each takes the value so far and returns the new one, in their order;
- every / some: all must allow / one suffices (the first that answers True ends the asking);
- first: the first answer that is not None;
- gather: the lists they return, joined;
- each: every contribution runs, a generator if it asks a decision (engine.core.effects).

The order of contributions is part of the game, so it is never the order modules were imported in: each
contribution states its `order` (the Law's, or a reading stated beside it), and ties go by the source's name.
"""

from dataclasses import dataclass
from typing import Callable

from engine.core.effects import run


@dataclass(frozen=True)
class HookPoint:
    name: str
    law: str
    combine: str                # total, fold, every, some, first, gather, each
    asks: str                   # what the rule asks, with the arguments a contribution receives


@dataclass(frozen=True)
class Contribution:
    point: str
    source: str                 # the card, site or Reliquary space, by name
    order: int
    answer: Callable
    card: int | None = None     # the card's id, for a denizen, edifice or relic


POINTS: dict[str, HookPoint] = {}
CONTRIBUTIONS: dict[str, tuple[Contribution, ...]] = {}


def point(name: str, law: str, combine: str, asks: str) -> None:
    POINTS[name] = HookPoint(name, law, combine, asks)
    CONTRIBUTIONS[name] = ()


def contributes(name: str, source: str, order: int = 0, card: int | None = None):
    """Register the decorated function as `source`'s answer at the hook point `name`."""
    if name not in POINTS:
        raise KeyError(f"no hook point {name!r}")

    def register(answer):
        added = Contribution(name, source, order, answer, card)
        CONTRIBUTIONS[name] = tuple(sorted(CONTRIBUTIONS[name] + (added,), key=lambda c: (c.order, c.source)))
        return answer

    return register


def cards_contributing() -> set[int]:
    """Every card with a persistent part registered at some hook point."""
    return {c.card for found in CONTRIBUTIONS.values() for c in found if c.card is not None}


def cards_of(name: str) -> frozenset | None:
    """The cards whose contributions answer at the point `name`; None if one answers for no card (a site, a
    Reliquary space). Each answers only while its card is in play, so while none of these is, the point has
    nothing to say."""
    found = CONTRIBUTIONS[name]
    known = _CARDS_OF.get(name)
    if known is None or known[0] is not found:     # worked out again only when a contribution was registered since
        known = _CARDS_OF[name] = (found, None if any(c.card is None for c in found)
                                   else frozenset(c.card for c in found))
    return known[1]


_CARDS_OF: dict = {}      # point -> (its contributions, the cards they answer for)


# --- asking -------------------------------------------------------------------------------------------------------

# Written as plain loops: the Act phase asks these some hundred times for every listing of its moves.

def total(name: str, *args) -> int:
    count = 0
    for c in CONTRIBUTIONS[name]:
        count += c.answer(*args)
    return count


def fold(name: str, value, *args):
    for c in CONTRIBUTIONS[name]:
        value = c.answer(value, *args)
    return value


def every(name: str, *args) -> bool:
    for c in CONTRIBUTIONS[name]:
        if not c.answer(*args):
            return False
    return True


def some(name: str, *args) -> bool:
    for c in CONTRIBUTIONS[name]:
        if c.answer(*args):
            return True
    return False


def first(name: str, *args):
    for c in CONTRIBUTIONS[name]:
        answer = c.answer(*args)
        if answer is not None:
            return answer
    return None


def gather(name: str, *args) -> list:
    found = []
    for c in CONTRIBUTIONS[name]:
        found += c.answer(*args)
    return found


def each(name: str, *args):
    """Run every contribution in order; a generator, since some ask decisions."""
    for c in CONTRIBUTIONS[name]:
        yield from run(c.answer(*args))


# --- the hook points, by the Law they serve -----------------------------------------------------------------------

# the end of the game (Law 3)
point("vision.also_revealed", "Law 3.2, 4.1.2, 3.4.3, 7.1.4", "gather",
      "(board, player) -> Visions besides their Revealed Vision this Exile counts as revealed (False Prophet)")
point("victory.fate_die", "Law 3.3, 7.1.4", "each",
      "(board, roll) -> the fate die was rolled to end the game; a power may change roll.face (victory.FateRoll)")

# the favor a player owns (Law 2.2.3, 10 "Gain")
point("favor.kept_in_bank", "Law 2.2.3, 10 Gain, 7.1.4", "first",
      "(board, player) -> the suit of the favor bank that holds this player's favor instead of their board, which "
      "they spend as their own (Vow of Kinship), else None")

# who rules a card (Law 10 "Rule", 7.1.1)
point("rule.card", "Law 7.1.1, 10 Rule", "first",
      "(board, player, place, battle_plan) -> True or False where a power decides who rules the card, else None")
point("power.access_as_if", "Law 7.1.1, 7", "some",
      "(board, player, power, place) -> has this player access to this power at a site as if their pawn were there "
      "(Small Friends), though they neither rule it nor stand there")
point("power.forbidden", "Law 7.1.2, 7.1.4", "some",
      "(board, player, power, place, campaign) -> does a persistent power forbid this player this power")
point("site.locked_for", "Law 7.2.2, 7.1.4", "some",
      "(board, player, slot) -> does `player` act as if the denizens and relics at this site were locked")

# tolls of a card's ruler (Law 7.1.4; ruler_powers.py)
point("action.tolls", "Law 7.1.4, 9.5", "gather",
      "(board, player, move) -> the cards whose ruler this major action's move owes a toll of 1 favor each: the move "
      "is offered only if the player can pay them all and still take it, and taking it pays them first")

# Search and playing cards (Law 5.1)
point("search.allowed", "Law 5.1.1", "every", "(board, player, cost) -> may this player make a Search costing this")
point("search.other_region", "Law 5.1.2, 7.4", "some",
      "(board, player, cards) -> do the chosen modifiers let the Search draw from another region's discard pile")
point("search.draws", "Law 5.1.2", "total", "(board, player) -> cards drawn beyond the Law's 3 (negative: fewer)")
point("search.spares_supply", "Law 5.1.1, 7.4", "some", "(board, player, cards) -> do the chosen modifiers make the "
      "Search cost no Supply")
point("search.draws_only", "Law 5.1.2, 7.4", "first",
      "(board, player) -> the number of cards drawn whatever else adds to or takes from it, else None")
point("search.from_bottom", "Law 5.1.2, 7.4", "some", "(board, player) -> are the cards drawn off the pile's bottom")
point("search.keeps", "Law 5.1.3-5.1.4, 7.4", "total",
      "(board, player) -> drawn cards the searcher may keep and play beyond the Law's one, one of them to a site")
point("search.discard_places", "Law 5.1.3, 10 Discard, 7.4", "gather",
      "(board, player) -> the places ({\"pile\": region, \"bottom\": bool}) the searcher may put the drawn cards "
      "they discard, instead of the top of the pile after their region's")
point("search.drawn", "Law 5.1.2, 8.5, 7.4", "each",
      "(board, player, drawn) -> the cards are drawn, before any is revealed or kept; a modifier may swap some of "
      "them (Great Spire), changing `drawn` and the searcher's hand in place")
point("search.revealed", "Law 5.1.2, 9.4", "some", "(board, player) -> are the drawn cards and the kept one revealed")
point("search.rest_to_world_bottom", "Law 5.1.3", "some",
      "(board, player) -> do the searcher's discards go under the world deck instead of onto the pile")
point("search.after_play", "Law 5.1.4", "each", "(board, player, card_id, played) -> after the kept card is played")
point("search.after", "Law 5.1, 7.4.2", "each",
      "(board, player, move) -> the Search is over and its modifiers with it; `move` names those chosen (\"with\")")
point("discard.instead", "Law 10 Discard", "some",
      "(board, player, cards, region) -> put the cards elsewhere instead of the discard pile; True if it did")
point("play.secret_instead_of_favor", "Law 5.1.4.I", "some",
      "(board, player) -> does playing a card to a site gain a secret instead of the favor")
point("play.site_makes_room", "Law 2.8.1, 5.1.4.I", "some",
      "(board, slot) -> does a full site still take a card, one there being discarded first")
point("site.capacity", "Law 2.8.1", "fold",
      "(capacity, board, slot) -> how many cards the faceup site in `slot` holds (its card's printed capacity)")
point("play.site_allowed", "Law 5.1.4.I, 7.2", "every",
      "(board, player, card_id, slot) -> may this card be played faceup to this site")
point("play.more_sites", "Law 5.1.4.I, 7.4", "gather",
      "(board, player, card_id) -> sites beyond the Law's the card may be played to")
point("play.before_site", "Law 5.1.4.I", "each",
      "(board, player, slot, full, spared) -> before a card is played or moved to a site")
point("play.to_site", "Law 5.1.4.I, 7.3.3, 11", "each",
      "(board, player, slot, suit) -> after a card is played to a site and its favor gained, before When played")
point("vision.discarded", "Law 5.1.4.III, 6.6.2, 7.1.4", "each",
      "(board, player, card_id) -> `player`'s Revealed Vision `card_id` has just been discarded onto a pile's top")
point("play.vision_faceup", "Law 5.1.4.III-IV, 7.1.4", "every",
      "(board, player, card_id) -> may this player play this Vision (the Conspiracy included) faceup")
point("play.card_faceup", "Law 5.1.4.I-II, 7.1.4", "every",
      "(board, player, card_id) -> may this player play this card (not a Vision) faceup, to a site or as an adviser")
point("play.adviser_facedown", "Law 5.1.4.II, 7.1.4", "every",
      "(board, player, card_id) -> may this player play this card as a facedown adviser")

# the adviser limit and counting advisers (Law 2.2.2, 7.6.4, 9.2, 10 "Match"): engine/oath/advisers.py
point("advisers.limit", "Law 2.2.2, 7.6.4", "gather",
      "(board, player, advisers) -> the adviser limits set by powers among `advisers` (the row as it is or would be); "
      "the lowest of them and the Law's 3 applies, they do not add up")
point("advisers.beside_limit", "Law 7.6.4, 9.2", "some",
      "(board, player, card, advisers) -> does this adviser among `advisers` not count toward the limit (ignored)")
point("advisers.counts_as", "Law 10 Match, 7.1.4", "fold",
      "(count, board, player, card) -> how many advisers of its suit this faceup adviser of `player` counts as")

point("modifiers.together", "Law 7.4", "every",
      "(board, player, action, move, cards) -> may these modifiers of `action` be chosen together for `move`")

# Muster, Trade, Recover (Law 5.2-5.4)
point("muster.used_card", "Law 5.2.1, 7.4", "some",
      "(board, player, cards) -> may the chosen modifiers muster on a card holding favor or secrets")
point("trade.card_allowed", "Law 5.3.1, 7.1.4", "every",
      "(board, player, card) -> may this player trade with this card at their site")
point("trade.gains_favor", "Law 5.3.2, 7.1.4", "every", "(board, player) -> may this player gain favor from Trade")
point("muster.spares_supply", "Law 5.2.1, 7.6.2", "some", "(board, player, cards) -> is the Muster free")
point("muster.pays_secret", "Law 5.2.1, 7.4.1", "some",
      "(board, player) -> does a mandatory modifier make this Muster put a secret on the card instead of the favor")
point("muster.card_allowed", "Law 5.2.1, 7.1.4, 7.4.1", "every",
      "(board, player, card) -> may this Muster use this card (a prohibition or a mandatory modifier)")
point("muster.extra_warbands", "Law 5.2.2", "total", "(board, player) -> warbands gained beyond the Law's 2")
point("muster.after", "Law 5.2.2, 7.4", "each", "(board, player) -> the warbands are gained, its modifiers still on")
point("trade.spares_supply", "Law 5.3.1, 7.6.2", "some", "(board, player, cards) -> is the Trade free")
point("trade.matching", "Law 5.3.2", "total", "(board, player) -> advisers counted as matching beyond your own")
point("trade.advisers_of", "Law 5.3.2, 7", "first",
      "(board, player) -> the seat whose advisers this player's Trade counts as their own, else None (their own)")
point("trade.other_sites", "Law 5.3.2, 7.4", "gather",
      "(board, player) -> sites besides your own whose cards a Trade modifier you have access to may let you use")
point("trade.other_site", "Law 5.3.2, 7.4", "some",
      "(board, player, cards) -> do the chosen modifiers let the Trade use a card at another site")
point("trade.extra_favor", "Law 5.3.2", "total", "(board, player) -> favor gained beyond the Law's, either way")
point("trade.favor", "Law 5.3.2", "fold", "(favor, board, player) -> the favor a Trade gains, its extra favor counted")
point("trade.secrets", "Law 5.3.2 (b)", "fold", "(secrets, board, player) -> the secrets a Trade for secrets gains")
point("recover.tokens", "Law 5.4.2, 7.4", "total",
      "(board, player, cards) -> tokens the chosen modifiers add to what a banner's recovery may be paid with")
point("recover.banner_forbidden", "Law 5.4.1, 7.1.4", "some",
      "(board, player, name) -> may this player not recover the banner `name` (a prohibition on Recover only)")
point("recover.peoples_favor_mob", "Law 5.4.2, 2.5.3, 7.1.4", "some",
      "(board, player) -> does recovering the People's Favor turn it to its Mob side")
point("take.forbidden", "Law 10 Take, 5.4.3, 7.1.4", "some",
      "(board, taker, holder, relic, banner) -> may `taker` not take this relic or banner (holder None: the bank)")
point("recover.after", "Law 5.4.3, 7.4", "each", "(board, player, move) -> the relic or banner has been taken")

# Campaign (Law 5.5)
point("campaign.defender_rules", "Law 5.5.2, 7.6.5", "some",
      "(board, player, slot) -> does the defender rule this site though no warband of theirs is there")
point("campaign.allowed", "Law 5.5.1, 7.1.4", "every", "(board, player) -> may this player campaign")
point("campaign.targets_valid", "Law 5.5.2, 7.1.4", "every",
      "(board, campaign, targets) -> may the attacker declare exactly these targets")
point("campaign.target_allowed", "Law 5.5.2", "every", "(board, campaign, target) -> may this target be declared")
point("campaign.target_declared", "Law 5.5.2", "each", "(board, campaign, target) -> a target was declared")
point("campaign.defense_dice", "Law 5.5.2", "total", "(board, campaign) -> defense dice beyond the targets'")
point("campaign.attack_dice", "Law 5.5.2", "each", "(board, campaign) -> the attack dice are chosen")
point("campaign.force_sites", "Law 5.5.2, 10 Force, 7.1.4", "gather",
      "(board, campaign) -> sites whose warbands of the attacker join its attacking force")
point("campaign.sacrifice_allowed", "Law 5.5.5, 7.1.4", "every",
      "(board, campaign) -> may the attacker sacrifice warbands to raise the attack")
point("battle_plan.barred", "Law 7.5", "some", "(board, campaign, user, card_id) -> may `user` not use this plan")
point("battle_plan.surcharge", "Law 7.5.3, 7.1.2, 7.1.4", "gather",
      "(board, campaign, user, card_id) -> Costs added to this plan's printed cost when `user` uses it")
point("site.bandits", "Law 2.8.3, 7.1.4", "total", "(board, slot) -> bandits at this site beyond the Law's 1")
point("campaign.bandits", "Law 5.5.4, 7.6.5", "total", "(board, campaign) -> bandits joining the defending force")
point("campaign.defense_faces", "Law 5.5.4", "fold",
      "(faces, board, campaign) -> the defense faces rolled that count toward the defense")
point("campaign.attack_dice_rolled", "Law 5.5.5", "fold",
      "(count, board, campaign) -> how many of the attack pool's dice the attacker rolls")
point("campaign.attack_faces", "Law 5.5.5", "fold",
      "(faces, board, campaign) -> the attack faces rolled that count toward the attack (every skull still kills)")
point("campaign.attack_roll", "Law 5.5.5", "fold",
      "(attack, board, campaign) -> the attack from the dice, before any sacrifice")
point("campaign.sacrifice_value", "Law 5.5.5", "fold",
      "(value, board, campaign) -> the attack each warband the attacker sacrifices adds (the Law's 1)")
point("campaign.losses", "Law 5.5.6", "fold", "(losses, board, campaign, force) -> warbands the defeated side kills")
point("campaign.killed_to", "Law 5.5.5-5.5.6, 10 Kill, 7.5", "first",
      "(board, campaign, player) -> the site where this player's warbands the Campaign would kill go instead, "
      "else None")
point("campaign.relics_taken", "Law 5.5.7.II", "each",
      "(board, campaign) -> the targeted relics and banners are taken; targets a plan added are taken now")
point("battle_plan.discard_at_end", "Law 5.5.8", "each",
      "(board, campaign, plans) -> before the used plans in `plans` are discarded at the end of the Campaign; a "
      "replacement removes from `plans` those it keeps")

# Travel (Law 5.6)
point("travel.cost", "Law 5.6.1, 7.6", "fold", "(cost, board, player, to) -> the Supply this Travel costs")
point("travel.allowed", "Law 5.6.1", "every", "(board, player, to, buried_giant) -> may the pawn go there")
point("travel.chooser", "Law 5.6.1", "first", "(board, player) -> the player who chooses where this pawn goes")
point("travel.extra_moves", "Law 5.6", "gather", "(board, player) -> Travel moves a site's power adds")
point("travel.flips_secret", "Law 5.6.2", "some", "(board, player, to) -> does arriving there flip a board secret")
point("travel.spares_supply", "Law 5.6.1, 7.6.2", "some", "(board, player, cards) -> is the Travel free")
point("travel.move_spares_supply", "Law 5.6.1, 7.6.2, 7.1.4", "some",
      "(board, player, move) -> does this Travel move cost no Supply (a move a persistent power offers, hook "
      "travel.extra_moves)")
point("travel.ignores_site_powers", "Law 7.4, 9.2", "some",
      "(board, player, cards) -> do the chosen modifiers ignore the site powers of the destination")
point("travel.departs", "Law 5.6.2", "each", "(board, player, left) -> the pawn is leaving the site `left`")
point("travel.after", "Law 5.6.2", "each", "(board, player) -> the pawn has arrived")

point("dice.rolled", "Law 5.5.4-5.5.5, 7.1.4", "each",
      "(board, roll) -> attack or defense dice were rolled (reactions.Roll); a power may reroll them (roll.faces)")

# giving secrets (Law 6.6.2, 7.1.4)
point("secrets.give_forbidden", "Law 7.1.4", "some",
      "(board, giver) -> may this player not give secrets to anyone (terms, deals, bargains)")

# burning (Law 10 "Burn")
point("favor.burnt_to", "Law 10 Burn, 7.1.4", "first",
      "(board, burner, count) -> the seat who takes favor a player burns instead of the shared bank, else None")

# warbands, taking, the Wake (Law 4.1.4, 6.5, 10)
point("warbands.may_place", "Law 6.5, 7.1.4", "every", "(board, player) -> may this player place warbands at sites")
point("warbands.may_take_last", "Law 6.5, 7.6.5", "some",
      "(board, player) -> may the player take even the last warband off their site")
point("take.guarded", "Law 10 Take", "some",
      "(board, holder, relic, banner) -> is this relic or banner of `holder` beyond another player's taking")
point("exile.allowed", "Law 6.7, 6.8, 7.1.4", "every",
      "(board, citizen) -> may this Citizen be exiled, by another player or by themself")
point("wake.opportunity", "Law 4.1.4", "some", "(board, slot) -> does this site offer its Opportunity at Wake")

# Triggers on other players' acts, answered out of turn (Law 7.1.4, 9.1): each "gather"s reactions.Reaction, which
# reactions.react runs seat by seat in turn order from the current player
point("react.title_taken", "Law 2.11(d), 7.1.4", "gather",
      "(board, taker, previous) -> reactions after `taker` takes the Oathkeeper title from `previous`")
point("react.card_played", "Law 5.1.4, 7.1.4", "gather",
      "(board, player, card_id, move) -> reactions after the card is played as the move says (its When played done)")
point("react.campaign_over", "Law 5.5.8, 7.1.4", "gather", "(board, campaign) -> reactions after a Campaign ends")
point("react.relics_taken", "Law 10 Take, 5.4.3, 5.5.7.II, 7.1.4", "gather",
      "(board, taker, relics) -> reactions after `taker` took these relics")
point("react.banner_recovered", "Law 5.4.3, 7.1.4", "gather",
      "(board, player, name, paid) -> reactions after `player` recovered the banner `name`, placing `paid` tokens")

# Writing the Chronicle (Law 8)
point("chronicle.keeps_site", "Law 8.3.2", "some",
      "(board, slot, winner) -> is this site kept on the map though the winner neither rules it nor has it an intact "
      "edifice (Forest Temple)")
