"""Big Money against Big Money, one core: this engine and dwagon/pydominion side by side in the same run.

pydominion is not on PyPI: check it out anywhere outside this repository and name the folder.

    git clone https://github.com/dwagon/pydominion /some/where && pip install rich colorama
    PYDOMINION=/some/where python bench/vs_pydominion.py [N]      (N games each, default 100)

pydominion seats one BotPlayer (its Big Money bot) per game; this seats one in both seats. Its kingdom is the
First Game's, with Festival for Woodcutter (gone from its card list); no bot buys an Action, so it matters little.
Chunks alternate, so load hits both alike; times are CPU seconds.
"""

import contextlib
import io
import os
import sys

from side_by_side import compare, ours

CHUNK = 20
KINGDOM = ["Cellar", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop", "Festival"]


def pydominion_games(checkout: str):
    sys.path.insert(0, checkout)
    os.chdir(checkout)          # it finds its cards by relative paths
    from dominion import Game, game_setup
    from dominion.BotPlayer import BotPlayer

    def bot_in_every_seat(game, name, use_shelters, player_num, the_uuid):
        player = BotPlayer(game=game, quiet=True, name=f"{name}Bot", heirlooms=game.heirlooms, use_shelters=False,
                           number=player_num)
        player.uuid = the_uuid
        return player

    game_setup.instantiate_player_class = bot_in_every_seat

    def play(first: int, count: int) -> None:
        for _ in range(count):
            game = Game.Game(quiet=True, numplayers=2, initcards=KINGDOM, shelters=False, potions=False)
            with contextlib.redirect_stdout(io.StringIO()):
                game.start_game()
                for _turn in range(400):     # its own cap on a game
                    if game.game_over:
                        break
                    game.turn()

    return play


def main() -> None:
    checkout = os.environ.get("PYDOMINION")
    if not checkout:
        sys.exit("name a checkout of dwagon/pydominion: PYDOMINION=/some/where python bench/vs_pydominion.py")
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    engines = {"gameledger": ours, "pydominion": pydominion_games(checkout)}
    compare(engines, games, CHUNK)


if __name__ == "__main__":
    main()
