"""Scenario boards for rule tests: a board built directly (no setup), and a driver that runs an effect
(a generator yielding decisions) with scripted answers."""

from engine.core import SeededRandom
from engine.oath.cards import SUITS, site_named
from engine.oath.state import CHANCELLOR as CHANCELLOR_SIDE
from engine.oath.state import CITIZEN, DARKEST_SECRET, EXILE, PEOPLES_FAVOR, PURPLE, Banner, Board, Card, Player, Site

CHANCELLOR, RED, BLUE, WHITE, YELLOW = range(5)        # the seats of make_board, by their boards' colours
DEFAULT_SITES = ["Plains", "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast", "Wastes", "Steppe"]
COLOURS = ["Red", "Blue", "White", "Yellow", "Brown"]


def make_board(players: int = 4, sites=DEFAULT_SITES, citizens=(), seed: str = "test", version: int = 1) -> Board:
    """A board mid-game with every site faceup and empty, the Chancellor as seat 0, Exiles (or Citizens) after;
    every pawn on slot 0, every Supply at 7, favor banks at 3, banners in the shared bank with 1 token; played under
    ruleset `version` (1 unless a test says: the rulings versions 1-3 share)."""
    seats = [Player("Chancellor", PURPLE, CHANCELLOR_SIDE, site=0, supply=7, bank=24)]
    for i in range(players - 1):
        colour = COLOURS[i]
        seats.append(Player(colour, colour, CITIZEN if colour in citizens else EXILE, site=0, supply=7, bank=14))
    board = Board(players=seats, sites=[Site(site_named(name).id) for name in sites], rng=SeededRandom(seed),
                  options={}, version=version)
    board.favor_banks = dict.fromkeys(SUITS, 3)
    board.favor_pool = 36 - 18
    board.banners = {PEOPLES_FAVOR: Banner(PEOPLES_FAVOR, 1), DARKEST_SECRET: Banner(DARKEST_SECRET, 1)}
    board.phase = "act"
    return board


def hold(board, player: int, name: str, tokens: int | None = None) -> None:
    """`player` holds the banner `name` (with `tokens` on it, if given)."""
    banner = board.banners[name]
    banner.holder = player
    if tokens is not None:
        banner.tokens = tokens
    board.players[player].banners.append(name)


def card(card_id: int, faceup: bool = True, **tokens) -> Card:
    return Card(card_id, faceup, **tokens)


class Script:
    """Runs a generator, answering each decision it yields with the next scripted answer (a move dict, or a
    function of the Decision returning one). Keeps the decisions seen and the generator's return value."""

    def __init__(self, steps, *answers):
        self.decisions, self.result, self.finished = [], None, False
        answers = list(answers)
        try:
            decision = next(steps)
            while True:
                self.decisions.append(decision.listed())    # as the flow hands it out (engine.core.flow)
                if not answers:
                    self.pending = decision
                    return
                answer = answers.pop(0)
                move = answer(decision) if callable(answer) else answer
                decision.check(move)
                decision = steps.send(move)
        except StopIteration as stop:
            self.result, self.finished = stop.value, True
            assert not answers, f"{len(answers)} answers left unused"


class Rolls:
    """board.rng for a test: below(6) answers the scripted numbers in order, and there must be no more dice."""

    def __init__(self, numbers):
        self.numbers = list(numbers)

    def below(self, n: int) -> int:
        assert n == 6 and self.numbers, "a die was rolled that the test did not script"
        return self.numbers.pop(0)


def forced(board, defense=(), attack=()):
    """Script a Campaign's dice: the defense roll comes first (Law 5.5.4), then the attack (Law 5.5.5)."""
    from engine.oath.dice import ATTACK_DIE, DEFENSE_DIE

    board.rng = Rolls([DEFENSE_DIE.index(face) for face in defense] + [ATTACK_DIE.index(face) for face in attack])
