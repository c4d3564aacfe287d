"""The dice of Oath: the attack and defense dice of a Campaign (Law 5.5.4-5.5.5) and the fate die (Law 3.3).

The Law names the faces but not how many of each a die has; the counts are the reference engine's (digest E.3,
E.5). Dice are unlimited (Law 9.3), so a pool may be any size. Every roll is rolled one die at a time with
board.rng and told to everyone.
"""

from collections import Counter

HOLLOW, SWORD, SWORDS_AND_SKULL = "hollow sword", "sword", "two swords and a skull"
BLANK, SHIELD, TWO_SHIELDS, DOUBLE = "blank", "shield", "two shields", "x2"

ATTACK_DIE = (HOLLOW, HOLLOW, HOLLOW, SWORD, SWORD, SWORDS_AND_SKULL)      # digest E.3
DEFENSE_DIE = (BLANK, BLANK, SHIELD, SHIELD, TWO_SHIELDS, DOUBLE)          # digest E.3


def roll(board, die: tuple, count: int) -> list[str]:
    return [die[board.rng.below(len(die))] for _ in range(count)]


def roll_attack(board, count: int, roller: str) -> list[str]:
    faces = roll(board, ATTACK_DIE, count)
    board.say(f"{roller} rolls {dice(count, 'attack')}: {shown(faces)}: attack {attack_total(faces)}, "
              f"{plural(skulls(faces), 'skull')}.")
    return faces


def roll_defense(board, count: int, roller: str) -> list[str]:
    faces = roll(board, DEFENSE_DIE, count)
    board.say(f"{roller} rolls {dice(count, 'defense')}: {shown(faces)}: defense {defense_total(faces)}.")
    return faces


def roll_fate(board) -> int:
    """Law 3.3: the fate die, a d6 numbered 1-6 (digest E.3)."""
    face = board.rng.below(6) + 1
    board.say(f"The fate die shows {face}.")
    return face


def attack_total(faces: list[str]) -> int:
    """Law 5.5.5: full swords, plus one per pair of hollow swords; a lone hollow sword counts nothing."""
    count = Counter(faces)
    return count[SWORD] + 2 * count[SWORDS_AND_SKULL] + count[HOLLOW] // 2


def skulls(faces: list[str]) -> int:
    return faces.count(SWORDS_AND_SKULL)


def defense_total(faces: list[str]) -> int:
    """Law 5.5.4: every shield counts, and each x2 rolled doubles them all (x2, x4, x8...)."""
    count = Counter(faces)
    return (count[SHIELD] + 2 * count[TWO_SHIELDS]) * 2 ** count[DOUBLE]


def dice(count: int, kind: str) -> str:
    return f"{count} {kind} {'die' if count == 1 else 'dice'}"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def shown(faces: list[str]) -> str:
    return ", ".join(faces) if faces else "nothing"
