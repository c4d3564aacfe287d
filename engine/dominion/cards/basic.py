"""Basic cards (base rulebook: Treasure, Victory and Curse cards)."""

from ..registry import BASIC, CURSE, TREASURE, VICTORY, plain_card

# `parting`: how readily a bot parts with the card, lowest first (DominionSim's trash priorities; registry.Card)

plain_card("Copper", 0, {TREASURE}, BASIC, czech=("měďák",), coins=1, text="$1", parting=15)
plain_card("Silver", 3, {TREASURE}, BASIC, czech=("stříbrňák",), coins=2, text="$2", parting=20)
plain_card("Gold", 6, {TREASURE}, BASIC, czech=("zlaťák",), coins=3, text="$3", parting=24)
plain_card("Estate", 2, {VICTORY}, BASIC, czech=("statek",), points=1, text="1 VP", parting=9)
plain_card("Duchy", 5, {VICTORY}, BASIC, czech=("vévodství",), points=3, text="3 VP", parting=8)
plain_card("Province", 8, {VICTORY}, BASIC, czech=("provincie",), points=6, text="6 VP", parting=60)
plain_card("Curse", 0, {CURSE}, BASIC, czech=("kletba", "prokletí"), points=-1, text="-1 VP", parting=0)

# Prosperity: basic cards, in the Supply only in games with Platinum and Colony (never kingdom cards)
plain_card("Platinum", 9, {TREASURE}, BASIC, czech=("platina",), coins=5, text="$5", parting=33)
plain_card("Colony", 11, {VICTORY}, BASIC, czech=("kolonie",), points=10, text="10 VP", parting=100)
