"""The chance a Campaign is won (Law 5.5.4-5.5.5), worked out exactly from the dice's faces (engine/oath/dice.py,
digest E.3): attack dice of 3 hollow swords, 2 swords and one face of two swords and a skull; defense dice of 2
blanks, 2 shields, one two-shield face and one x2. Plain arithmetic of public facts, so the bot stays a pure
function of what it sees; the tables are kept once worked out."""

from functools import lru_cache

from engine.oath.dice import ATTACK_DIE, DEFENSE_DIE, HOLLOW, SHIELD, SWORD, SWORDS_AND_SKULL, TWO_SHIELDS

MOST_DICE = 24


def _attack_face(state: tuple, face) -> tuple:
    """(swords, hollows, skulls) with one more attack die showing `face`."""
    swords, hollows, skulls = state
    return (swords + (face == SWORD) + 2 * (face == SWORDS_AND_SKULL), hollows + (face == HOLLOW),
            skulls + (face == SWORDS_AND_SKULL))


def _defense_face(state: tuple, face) -> tuple:
    """(shields, doublings) with one more defense die showing `face`."""
    shields, doubles = state
    return shields + (face == SHIELD) + 2 * (face == TWO_SHIELDS), doubles + (face == "x2")


@lru_cache(maxsize=None)
def _rolled(tally, die: tuple, start: tuple, dice: int) -> dict:
    """state -> chance after rolling `dice` of `die` from `start`: the states of one die fewer, each rolled once
    more (kept, so a spread of more dice goes on from those of fewer; never to be changed)."""
    if dice <= 0:
        return {start: 1.0}
    rolled = {}
    for state, chance in _rolled(tally, die, start, dice - 1).items():
        for face in die:
            key = tally(state, face)
            rolled[key] = rolled.get(key, 0.0) + chance / len(die)
    return rolled


@lru_cache(maxsize=None)
def attack_spread(dice: int) -> tuple:
    """((attack, skulls), chance) for `dice` attack dice: full swords plus one per pair of hollow swords (Law 5.5.5)."""
    totals = {}
    for (swords, hollows, skulls), chance in _rolled(_attack_face, ATTACK_DIE, (0, 0, 0),
                                                     min(dice, MOST_DICE)).items():
        key = (swords + hollows // 2, skulls)
        totals[key] = totals.get(key, 0.0) + chance
    return tuple(totals.items())


@lru_cache(maxsize=None)
def defense_spread(dice: int) -> tuple:
    """(defense, chance) for `dice` defense dice: every shield, doubled by each x2 (Law 5.5.4)."""
    totals = {}
    for (shields, doubles), chance in _rolled(_defense_face, DEFENSE_DIE, (0, 0), min(dice, MOST_DICE)).items():
        value = shields * 2 ** doubles
        totals[value] = totals.get(value, 0.0) + chance
    return tuple(totals.items())


def win_chance(attack_dice: int, defense_dice: int, defenders: int, force: int) -> float:
    """The chance that the attack beats the defense (ties go to the defender, Law 5.5.5): `defenders` warbands
    (and bandits) add to the defense roll; the attacker sacrifices what it must from its `force` of warbands,
    less those its skulls killed (Law 5.5.5, 9.5)."""
    return campaign_odds(attack_dice, defense_dice, defenders, force)[0]


def losses_expected(attack_dice: int, defense_dice: int, defenders: int, force: int) -> float:
    """Warbands the attacker expects to lose: its skulls, what it sacrifices to win, and half its force when it
    is defeated all the same (Law 5.5.5-5.5.6)."""
    return campaign_odds(attack_dice, defense_dice, defenders, force)[1]


@lru_cache(maxsize=None)
def campaign_odds(attack_dice: int, defense_dice: int, defenders: int, force: int) -> tuple[float, float]:
    """(win_chance, losses_expected), worked out in one pass over the rolls: the bot weighs both for every plan."""
    won = lost = 0.0
    attacks = [_attack(attack, skulls, attacked, force) for (attack, skulls), attacked
               in attack_spread(attack_dice)]          # what the defense roll does not change, once
    for defense, defended in defense_spread(defense_dice):
        needed = defense + defenders + 1
        for attack, skulls, attacked, left, beaten in attacks:
            chance = defended * attacked
            short = needed - attack                     # what the attack lacks to win
            if short <= 0:
                won += chance
                lost += chance * skulls
            elif short <= left:                         # sacrificing that many wins (Law 5.5.5)
                won += chance
                lost += chance * (skulls + short)
            else:
                lost += chance * beaten
    return min(1.0, won), lost


def _attack(attack: int, skulls: int, attacked: float, force: int) -> tuple:
    """An attack roll as campaign_odds weighs it: the warbands `left` to sacrifice once the skulls have killed theirs
    (Law 5.5.5, 9.5), and those lost when it is `beaten` all the same (half the force left, 5.5.6). No more than the
    force is ever lost: with more skulls than warbands none is left to sacrifice, and a sacrifice takes at most
    what is left."""
    left = max(0, force - skulls)
    return attack, min(skulls, force), attacked, left, min(force, skulls + left // 2)
