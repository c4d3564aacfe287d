"""Dominion's vocabulary (engine/core/vocabulary.py): every kind of decision the turn and the cards ask, the shapes of
their answers, and what a view holds (views.py). Cards are named by their English names, as CARDS has them."""

from engine.core.vocabulary import Map, Schema, Vocabulary, choices, pick

from .cards import CARDS

CARD = Schema({"type": "string", "enum": sorted(CARDS), "description": "a card, by its English name"})
OPTION = Schema({"type": "string", "description": "an option as the card prints it (\"+2 Cards\", \"yes\")"})

KINDS = {
    # the turn (turn.py)
    "action": choices("the Action phase: play an Action card from hand, or end the phase",
                      {"play": CARD}, {"end": "actions"}),
    "buy": choices("the Buy phase: play a Treasure (or all of them), buy a card, or end the turn",
                   {"play": CARD}, {"play_all": "treasures"}, {"buy": CARD}, {"end": "turn"}),
    "reaction": choices("an Attack was played: reveal a Reaction from hand (Moat, Secret Chamber), or stop",
                        {"reveal": CARD}, {"end": "reactions"}),
    # what the cards ask (effects.Seat)
    "gain": choices("gain a card from the Supply (null: gain nothing, where that is allowed)", {"gain": (CARD, None)}),
    "option": choices("choose one of the options the card prints, or two of them (Pawn)",
                      {"option": OPTION}, {"options": [OPTION]}),
    "order": choices("the order the cards go on the deck, the top card last", {"order": [CARD]}),
    "name": choices("name any card (Contraband)", {"name": CARD}),
    "discard": pick("discard cards from hand"),
    "trash": pick("trash cards"),
    "topdeck": pick("put cards from hand on the deck"),
    "pass": pick("pass a card to the player on the left (Masquerade)"),
    "play": pick("an Action card to play more than once (Throne Room, King's Court)"),
    "reveal": pick("reveal a Treasure (Venture... Royal Seal, Hoard)"),
    "take": pick("take Coppers from the discard pile into hand (Counting House)"),
    "gain_from_trash": pick("gain trashed Treasures (Thief)"),
}

PLAYER = {
    "name": str, "hand_count": int, "deck_count": int, "discard_count": int, "discard_top": (CARD, None),
    "in_play": [CARD], "aside": [CARD], "turns": int, "vp_tokens": int,
    "vp": Schema({"type": "integer", "description": "the player's points as the viewer knows them (others: what "
                                                   "was public)"}),
    "hand?": [CARD], "owned?": Map(int),     # the viewer's own seat only
}
TURN = {"player": int, "number": int, "phase": ("action", "buy", "cleanup"), "actions": int, "buys": int,
        "coins": int, "bought": bool, "played": [CARD],
        "cost_reduction?": int, "copper_bonus?": int, "banned?": [CARD]}     # Intrigue: Bridge; Coppersmith; Contraband
RESULT = {"winners": [int], "winner_names": [str], "turns": [int], "ending": ("provinces", "colonies", "piles"),
          "scores": [int], "kingdom": [CARD], "colony": bool}
VIEW = {"players": [PLAYER], "supply": Map(int), "kingdom": [CARD], "trash": [CARD], "turn": TURN,
        "you": (int, None), "finished": bool, "trade_route": {"piles": [CARD], "mat": int},
        "result?": RESULT}      # once the game is over

VOCABULARY = Vocabulary(KINDS, VIEW, CARD)
