"""Setting up a game (base and Intrigue rulebooks; supply sizes in shared/reference/dominion-cards.md section 2)."""

from functools import lru_cache

from engine.core import InvalidOptions, SeededRandom
from engine.core.seats import player_names

from .cards import CARDS, VICTORY, WITH_BUY_CONDITION
from .effects import COST_MODIFIERS, GAIN_HOOKS, draw
from .kingdoms import choose_kingdom, use_colony
from .state import Board, Player, TurnState

MIN_PLAYERS, MAX_PLAYERS = 2, 4


def victory_pile(players: int) -> int:
    """Estate, Duchy, Province and Victory kingdom piles: 8 with 2 players, 12 with 3-4."""
    return 8 if players == 2 else 12


def supply_for(kingdom: list[str], players: int, colony: bool = False) -> dict:
    return dict(_supply(tuple(kingdom), players, colony))


@lru_cache(maxsize=1024)
def _supply(kingdom: tuple, players: int, colony: bool) -> dict:
    """The piles of a kingdom at setup, worked out once (every game gets its own copy: supply_for)."""
    supply = {
        "Copper": 60 - 7 * players,     # the starting Coppers come off the Copper pile
        "Silver": 40,
        "Gold": 30,
        **({"Platinum": 12} if colony else {}),       # Prosperity: 12 Platinum
        "Estate": victory_pile(players),   # the starting Estates are not taken from the supply pile
        "Duchy": victory_pile(players),
        "Province": victory_pile(players),
        **({"Colony": victory_pile(players)} if colony else {}),   # Prosperity: Colony piles as Victory piles
        "Curse": 10 * (players - 1),
    }
    for name in kingdom:
        supply[name] = victory_pile(players) if CARDS[name].is_(VICTORY) else 10
    return supply


def kingdom_rules(board: Board) -> Board:
    """What the kingdom fixes for the whole game and the board keeps at hand (not state, so never hashed nor
    snapshotted; worked out again for a board read from a snapshot): its cost modifiers, its gain hooks, and
    whether each buy must be checked against them."""
    kingdom = board.kingdom
    board.cost_modifiers = [COST_MODIFIERS[name] for name in kingdom if name in COST_MODIFIERS]
    board.gain_hooks = [hook for name, hook in GAIN_HOOKS.items() if name in kingdom]
    board.buy_rules = bool(board.cost_modifiers) or not WITH_BUY_CONDITION.isdisjoint(board.supply)
    return board


def setup(options: dict, seed: str, random_stream: int = 2) -> Board:
    names = player_names(options, "Dominion", MIN_PLAYERS, MAX_PLAYERS)
    if options.get("reaction_prompts", "holders") not in ("holders", "always"):
        raise InvalidOptions("reaction_prompts is 'holders' (ask only players holding a Reaction) or 'always'")
    rng = SeededRandom(seed, stream=random_stream)
    kingdom = choose_kingdom(options, rng)
    colony = use_colony(options, kingdom, rng)
    board = Board(players=[Player(name) for name in names], supply=supply_for(kingdom, len(names), colony),
                  kingdom=kingdom, rng=rng, options={"reaction_prompts": options.get("reaction_prompts", "holders")})
    kingdom_rules(board)
    if "Trade Route" in kingdom:
        # Prosperity: Trade Route: a coin token on every Victory Supply pile
        board.trade_route = [name for name in board.supply if CARDS[name].is_(VICTORY)]
    for index, player in enumerate(board.players):
        player.deck = ["Copper"] * 7 + ["Estate"] * 3
        rng.shuffle(player.deck)
        draw(board, index, 5)
    board.turn = TurnState(player=rng.below(len(names)))
    board.log.clear()
    board.say(f"Kingdom: {', '.join(kingdom)}. {names[board.turn.player]} goes first.")
    return board

