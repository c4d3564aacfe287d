"""Basic cards (base rulebook: Treasure, Victory and Curse cards)."""

from . import BASIC, CURSE, TREASURE, VICTORY, plain_card

plain_card("Copper", 0, {TREASURE}, BASIC, czech=("měďák",), coins=1, text="$1")
plain_card("Silver", 3, {TREASURE}, BASIC, czech=("stříbrňák",), coins=2, text="$2")
plain_card("Gold", 6, {TREASURE}, BASIC, czech=("zlaťák",), coins=3, text="$3")
plain_card("Estate", 2, {VICTORY}, BASIC, czech=("statek",), points=1, text="1 VP")
plain_card("Duchy", 5, {VICTORY}, BASIC, czech=("vévodství",), points=3, text="3 VP")
plain_card("Province", 8, {VICTORY}, BASIC, czech=("provincie",), points=6, text="6 VP")
plain_card("Curse", 0, {CURSE}, BASIC, czech=("kletba", "prokletí"), points=-1, text="-1 VP")

# Prosperity: basic cards, in the Supply only in games with Platinum and Colony (never kingdom cards)
plain_card("Platinum", 9, {TREASURE}, BASIC, czech=("platina",), coins=5, text="$5")
plain_card("Colony", 11, {VICTORY}, BASIC, czech=("kolonie",), points=10, text="10 VP")
