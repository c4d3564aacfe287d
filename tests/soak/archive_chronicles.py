"""Chronicles for the Archive soak: a chronicle's map and world deck drawn at random, from a seed, from every card
whose powers are implemented (the cards a chronicle could hold after some games of a campaign), with an edifice at a
site and six unseen cards in the Dispossessed."""

from engine.core import SeededRandom
from engine.oath.cards import DENIZENS, EDIFICES
from engine.oath.chronicle import encode, new_chronicle
from engine.oath.coverage import registered
from engine.oath.setup import build_world_deck

WORLD_DENIZENS = 51                     # the size of a first game's world deck: 54 less the 3 on the map
DISPOSSESSED = 6                        # Law 8.5


def playable() -> tuple[list[int], list[int]]:
    """The implemented denizens and edifice faces, in a fixed order."""
    known = registered()
    denizens = sorted(card for card in DENIZENS if card in known)
    faces = sorted(face for edifice in EDIFICES.values() for face in (edifice.id, edifice.ruin_id) if face in known)
    return denizens, faces


def archive_chronicle(seed: str) -> str:
    """A save string: the new chronicle's sites, each faceup site holding an implemented denizen that may lie at a
    site (and an implemented edifice face at its first site), a world deck of 51 implemented
    denizens boxed with the Visions by Law 1.19, and 6 more in the Dispossessed."""
    rng = SeededRandom(seed)
    denizens, faces = playable()
    stock = list(denizens)
    rng.shuffle(stock)
    chronicle = new_chronicle()
    on_map = [slot for slot in chronicle.map if slot.site is not None and slot.cards[0] is not None]
    for slot in on_map:
        slot.cards[0] = next(card for card in stock if DENIZENS[card].restriction != "adviser")
        stock.remove(slot.cards[0])
    if faces:
        on_map[0].cards[1] = faces[rng.below(len(faces))]
    world, stock = stock[:WORLD_DENIZENS], stock[WORLD_DENIZENS:]
    chronicle.world_deck = list(reversed(build_world_deck(rng, world)))          # stored top first
    chronicle.dispossessed = stock[:DISPOSSESSED]
    return encode(chronicle)
