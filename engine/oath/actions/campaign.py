"""Law 5.5: the Campaign major action. Spend 2 Supply, choose a defender, declare targets, gather the Empire's
Allies, roll defense then attack, and resolve the defeat and the victory.

A Campaign changes who is Imperial while it lasts (Law 5.5.1): that is kept in the Campaign below, never on the
player boards. Battle plans (Law 5.5.3, 5.5.6, 5.5.8) are card powers; `battle_plans` and `plans_resolved` are
where they will be used.
"""

from dataclasses import dataclass, field

from .. import hooks
from ..battle import resolve_plans, use_battle_plans
from ..cards import GRAND_SCEPTER, SITES
from ..dice import ATTACK_DIE, DEFENSE_DIE, SHIELD, attack_total, defense_total, roll_attack, roll_defense, skulls
from ..reactions import after_roll, react
from ..rules import (
    ask,
    bandits_at,
    burn_favor,
    kill_at_site,
    kill_from_board,
    may_place_warbands,
    name_of,
    note_scepter_taken,
    relic_defense,
    ruled_by_bandits,
    seize_banner,
    spend_supply,
)
from ..state import CHANCELLOR, CITIZEN, EXILE, PURPLE
from ..victory import update_title
from .registry import action
from .travel import travel_free

COST = 2                    # Law 5.5.1
BANDITS = "bandits"
PAWN_DICE = 2               # the shield on the player board (Law 5.5.2)


@dataclass
class Campaign:
    """One Campaign while it runs. Targets are the moves that declared them: {"target": "site", "slot": s},
    {"target": "relic", "relic": id}, {"target": "banner", "banner": name} or {"target": "pawn"}."""

    attacker: int
    defender: int | str                 # a player index, or BANDITS
    targets: list = field(default_factory=list)
    allies: list = field(default_factory=list)
    attack_dice: int = 0
    defense_dice: int = 0
    force: dict = field(default_factory=dict)       # Law 10 "Force": ("site", slot) or ("board", index) -> warbands
    bandits: int = 0
    plans: list = field(default_factory=list)       # the battle plans used, for Law 5.5.6 and 5.5.8
    defense: int = 0
    attack: int = 0
    victorious: bool = False
    defense_faces: list = field(default_factory=list)   # the defense roll, as counted (Rain Boots)
    ignore_single_shields: bool = False                 # Rain Boots
    ignore_skulls: bool = False                         # Rangers
    spared: list = field(default_factory=list)          # sides killing no warbands when defeated (Traveling Doctor)
    killed: dict = field(default_factory=lambda: {"attacker": 0, "defender": 0})  # warbands killed, by side
    survivors: dict = field(default_factory=dict)       # the defeated defender's force after its losses
    won_at_once: str | None = None      # "attacker" or "defender" won at once (Peace Envoy, Hearts and Minds)
    at: int | None = None               # campaigning "as if your pawn were" at this site (Captains, Wild Allies)

    @property
    def against_bandits(self) -> bool:
        return self.defender == BANDITS

    def is_imperial(self, board, index: int) -> bool:
        """Law 5.5.1: a Citizen attacking an Imperial player, or attacked by the Chancellor, is not Imperial for
        this Campaign; a defending Citizen stays Imperial otherwise."""
        side = board.players[index].side
        if side != CITIZEN:
            return side == CHANCELLOR
        if index == self.attacker:
            return self.against_bandits or board.players[self.defender].side == EXILE
        if index == self.defender:
            return board.players[self.attacker].side != CHANCELLOR
        return True

    def colour(self, board, index: int) -> str:
        return PURPLE if self.is_imperial(board, index) else board.players[index].colour

    def defender_rules(self, board, slot: int) -> bool:
        """Law 10 "Rule", 6.6.3, read with this Campaign's Imperial players."""
        if self.against_bandits:
            return ruled_by_bandits(board, slot)
        site = board.sites[slot]
        return (site.faceup and site.warbands.get(self.colour(board, self.defender), 0) > 0
                or hooks.some("campaign.defender_rules", board, self.defender, slot))

    def here(self, board) -> int:
        """The attacker's site for this Campaign (Law 10 "Your site"): its pawn's, or where a power has it campaign
        as if its pawn were there."""
        return board.players[self.attacker].site if self.at is None else self.at

    def sites(self) -> list[int]:
        return [target["slot"] for target in self.targets if target["target"] == "site"]

    def targeted(self, kind: str) -> list:
        return [target[kind] for target in self.targets if target["target"] == kind]

    @property
    def pawn_targeted(self) -> bool:
        return {"target": "pawn"} in self.targets


# --- Law 5.5.1: the defender ---------------------------------------------------------------------------------------

def offers(board, player: int) -> list:
    if board.players[player].supply < COST:
        return []
    return [{"action": "campaign", "defender": defender} for defender in defenders(board, player)]


def defenders(board, attacker: int, at: int | None = None) -> list:
    """Law 5.5.1: another player ruling your site or with a pawn there, so that a target at your site exists
    (Law 5.5.2); the bandits if no player rules your site. None if a persistent power forbids you to campaign
    (hook campaign.allowed: Vow of Peace), nor a defender against whom no declaration of targets is legal (hook
    campaign.targets_valid: Giant Python). `at`: the site a power has the attacker campaign from (Captains)."""
    if not hooks.every("campaign.allowed", board, attacker):
        return []
    eligible = [campaign for campaign in (Campaign(attacker, index, at=at) for index in board.others(attacker))
                if target_at_your_site(board, campaign) is not None]
    if ruled_by_bandits(board, board.players[attacker].site if at is None else at):
        eligible.append(Campaign(attacker, BANDITS, at=at))
    return [campaign.defender for campaign in eligible if declarable(board, campaign)]


def declarable(board, campaign: Campaign) -> bool:
    """Law 5.5.2: some legal declaration starts with the forced target at your site. The other targets are
    counted as the defender offers them; a power allowing a target only after another (Narrow Pass) is not
    foreseen, so this errs on the side of offering the Campaign."""
    first = target_at_your_site(board, campaign)
    if hooks.every("campaign.targets_valid", board, campaign, [first]):
        return True
    return completable(board, campaign, [first], [option for option in target_options(board, campaign)
                                                  if option != first])


def completable(board, campaign: Campaign, targets: list, left: list) -> bool:
    """Whether `targets`, with some of the options `left` added, is a declaration the persistent powers allow
    (hook campaign.targets_valid; with none in play every declaration is)."""
    if hooks.every("campaign.targets_valid", board, campaign, targets):
        return True
    return any(completable(board, campaign, targets + [option], left[index + 1:])
               for index, option in enumerate(left))


def target_at_your_site(board, campaign: Campaign) -> dict | None:
    """Law 5.5.2: at least one target must be at your site, and your site must be one if the defender rules it;
    so the target at your site is your site if the defender rules it, else the defender's pawn there."""
    here = campaign.here(board)
    if campaign.defender_rules(board, here):
        return {"target": "site", "slot": here}
    if not campaign.against_bandits and board.players[campaign.defender].site == here:
        return {"target": "pawn"}
    return None


@action("campaign", offers)
def campaign(board, player: int, move: dict):
    """Law 5.5, steps 1 to 8."""
    if not move.get("free"):                                        # Second Wind: no Supply (Law 7.6.2)
        spend_supply(board, player, COST)
    fight = Campaign(player, move["defender"], at=move.get("at"))     # "at": Captains, Wild Allies
    board.say(f"{board.players[player].name} campaigns against {side_name(board, fight.defender)}.")
    yield from declare_targets(board, fight)
    yield from choose_attack_dice(board, fight)
    yield from hooks.each("campaign.attack_dice", board, fight)
    yield from gather_allies(board, fight)
    yield from battle_plans(board, fight, "attacker")              # Law 5.5.3
    if fight.won_at_once is None:
        yield from battle_plans(board, fight, "defender")
    if fight.won_at_once is None:
        fight.defense = roll_defense_pool(board, fight, (yield from defense_roll(board, fight)))
        fight.attack = yield from roll_attack_pool(board, fight, fight.defense)
        fight.victorious = victorious = fight.attack > fight.defense    # Law 5.5.5: ties go to the defender
        board.say(f"Attack {fight.attack} against defense {fight.defense}: "
                  f"{side_name(board, fight.attacker if victorious else fight.defender)} wins.")
    else:                                                           # a plan: "you are victorious immediately"
        fight.force = defending_force(board, fight)                 # the rolls are not made; the force still is
        fight.victorious = victorious = fight.won_at_once == "attacker"
        board.say(f"{side_name(board, fight.attacker if victorious else fight.defender)} is victorious immediately.")
    if victorious:
        yield from defender_defeated(board, fight)
    else:
        yield from attacker_defeated(board, fight)
    yield from plans_resolved(board, fight, "defeated")             # Law 5.5.6, last sentence
    yield from update_title(board)
    if victorious:
        yield from take_sites(board, fight)                         # Law 5.5.7.I
        yield from update_title(board)
        take_relics_and_banners(board, fight)                       # Law 5.5.7.II
        yield from hooks.each("campaign.relics_taken", board, fight)     # targets a plan added: Relic Hunter
        if fight.targeted("relic"):
            yield from react(board, "react.relics_taken", fight.attacker, fight.targeted("relic"))  # Relic Thief
        yield from update_title(board)
        yield from banish_pawn(board, fight)                        # Law 5.5.7.III
    yield from plans_resolved(board, fight, "victorious")           # Law 5.5.8
    yield from react(board, "react.campaign_over", fight)           # Law 7.1.4, 9.1: Herald, Sneak Attack
    return fight


def free_campaign(board, player: int, kind: str, prompt: str, source: str, at: int | None = None):
    """A power's Campaign paying no Supply (Law 7.6.2: Second Wind, Knights Errant, Hunting Party): the player may
    campaign against any defender the Campaign allows (Law 5.5.1), or not; `at`, as if the pawn were at that site
    (Captains, Wild Allies). Returns the Campaign, or None."""
    eligible = defenders(board, player, at)
    if not eligible:
        return None
    move = yield from ask(player, kind, prompt, [{"defender": defender} for defender in eligible]
                          + [{"defender": "none"}], source=source)
    if move["defender"] == "none":
        return None
    order = {"action": "campaign", "defender": move["defender"], "free": True}
    if at is not None:
        order["at"] = at
    return (yield from campaign(board, player, order))


def side_name(board, side) -> str:
    return "the bandits" if side == BANDITS else board.players[side].name


# --- Law 5.5.2: targets, attack dice, Allies -------------------------------------------------------------------------

def target_options(board, campaign: Campaign) -> list:
    """Law 5.5.2: the defender's sites anywhere; its relics, banners, pawn and favor if its pawn is at your site.
    Relics in the Reliquary belong to no player, so they are never targets (Law 2.3)."""
    options = [{"target": "site", "slot": slot} for slot in range(len(board.sites))
               if campaign.defender_rules(board, slot)]
    if campaign.against_bandits:
        return options
    defender = board.players[campaign.defender]
    if defender.site == campaign.here(board):
        options += [{"target": "relic", "relic": relic} for relic in defender.relics]
        options += [{"target": "banner", "banner": name} for name in defender.banners]
        options.append({"target": "pawn"})
    return options


def target_dice(board, target: dict) -> int:
    """Law 2.8.3, 2.4.2, 2.5.2, 5.5.2: the defense dice on each target's shield."""
    kind = target["target"]
    if kind == "site":
        return 1
    if kind == "relic":
        return relic_defense(target["relic"])
    if kind == "banner":
        return board.banners[target["banner"]].tokens
    return PAWN_DICE


def describe(board, target: dict) -> str:
    kind = target["target"]
    if kind == "site":
        return name_of_site(board, target["slot"])
    if kind == "relic":
        return name_of(target["relic"])
    if kind == "banner":
        return target["banner"]
    return "pawn and favor"


def name_of_site(board, slot: int) -> str:
    return SITES[board.sites[slot].id].name


def declare_targets(board, campaign: Campaign):
    """Law 5.5.2: the target at your site first (it is forced), then any others one at a time."""
    attacker = campaign.attacker
    campaign.targets.append(target_at_your_site(board, campaign))
    yield from hooks.each("campaign.target_declared", board, campaign, campaign.targets[0])
    while True:
        allowed = [option for option in target_options(board, campaign) if option not in campaign.targets
                   and hooks.every("campaign.target_allowed", board, campaign, option)]
        left = [option for option in allowed                                        # hook: Giant Python
                if completable(board, campaign, campaign.targets + [option], [o for o in allowed if o != option])]
        stop = [{"target": "done"}] if hooks.every("campaign.targets_valid", board, campaign, campaign.targets) else []
        if not left:
            break
        move = yield from ask(attacker, "campaign target", "Campaign (Law 5.5.2): declare another target, or stop",
                              left + stop, source="Law 5.5.2")
        if move["target"] == "done":
            break
        campaign.targets.append(move)
        yield from hooks.each("campaign.target_declared", board, campaign, move)
    campaign.defense_dice = sum(target_dice(board, target) for target in campaign.targets) + title_dice(board, campaign)
    campaign.defense_dice += hooks.total("campaign.defense_dice", board, campaign)
    board.say(f"Targets: {', '.join(describe(board, target) for target in campaign.targets)}; "
              f"{campaign.defense_dice} defense dice.")


def title_dice(board, campaign: Campaign) -> int:
    """Law 2.11(f): 1 die on the Oathkeeper side, 2 on the Usurper side, when the holder defends; (g) under the
    Oath of Supremacy every Imperial defender shares an Imperial holder's title."""
    holder = board.title_holder
    if campaign.against_bandits or holder is None:
        return 0
    shared = (board.oath == "Supremacy" and campaign.is_imperial(board, holder)
              and campaign.is_imperial(board, campaign.defender))
    return (2 if board.usurper else 1) if holder == campaign.defender or shared else 0


def choose_attack_dice(board, campaign: Campaign):
    """Law 5.5.2: 0 to one attack die per warband on the attacker's board: its force (Law 10), with the warbands
    a power has join it (attacking_force)."""
    warbands = sum(attacking_force(board, campaign).values())
    if warbands:
        move = yield from ask(campaign.attacker, "campaign attack dice", "Campaign (Law 5.5.2): how many attack dice?",
                              [{"attack dice": count} for count in range(warbands + 1)], source="Law 5.5.2")
        campaign.attack_dice = move["attack dice"]
    board.say(f"{board.players[campaign.attacker].name} attacks with {campaign.attack_dice} dice.")


def attacking_force(board, campaign: Campaign) -> dict:
    """Law 10 "Force": the attacker's board; and the attacker's warbands at the site it campaigns from (Captains, Wild
    Allies: "adding your warbands at that site to your force") and at the sites a persistent power adds (hook
    campaign.force_sites: Vow of Union). Pools as in `defending_force`: ("board", index) or ("site", slot)."""
    attacker = campaign.attacker
    force = {("board", attacker): board.players[attacker].warbands}
    slots = set(hooks.gather("campaign.force_sites", board, campaign))
    if campaign.at is not None:
        slots.add(campaign.at)
    colour = board.colour_of_warbands(attacker)
    for slot in sorted(slots):
        if board.sites[slot].warbands.get(colour, 0):
            force[("site", slot)] = board.sites[slot].warbands[colour]
    return force


def kill_attackers(board, campaign: Campaign, count: int):
    """Law 5.5.5-5.5.6: `count` warbands of the attacking force die (or as few as it has); from its board, unless
    warbands at sites joined the force: then the attacker chooses each, as a defender chooses its losses. Returns
    how many were killed."""
    attacker = campaign.attacker
    if len(attacking_force(board, campaign)) == 1:
        return kill_force(board, campaign, attacker, count)
    killed = 0
    for _ in range(count):
        pools = [pool for pool, left in attacking_force(board, campaign).items() if left]
        if not pools:
            break
        pool = pools[0]
        if len(pools) > 1:
            move = yield from ask(attacker, "campaign losses", "Campaign (Law 5.5.5-5.5.6): kill a warband of your "
                                  "force from", [loss_choice(pool) for pool in pools], source="Law 5.5.5-5.5.6")
            pool = ("site", move["slot"]) if move["kill"] == "site" else ("board", attacker)
        slot = pool[1] if pool[0] == "site" else None
        killed += kill_force(board, campaign, attacker, 1, slot, board.colour_of_warbands(attacker))
    return killed


def gather_allies(board, campaign: Campaign):
    """Law 5.5.2 Empire: the Chancellor joins an Imperial defender; each other Citizen whose pawn is at a targeted
    site or at the attacker's site may ask to join, and joins if the defender consents. No Allies for the attacker."""
    if campaign.against_bandits or not campaign.is_imperial(board, campaign.defender):
        return
    defender, chancellor = campaign.defender, board.chancellor()
    if chancellor != defender:
        campaign.allies.append(chancellor)
        board.say(f"{board.players[chancellor].name} joins the defense.")
    places = set(campaign.sites()) | {campaign.here(board)}
    for index in board.others(campaign.attacker):
        citizen = board.players[index]
        if index == defender or citizen.side != CITIZEN or citizen.site not in places:
            continue
        asked = yield from ask(index, "campaign join", f"Campaign (Law 5.5.2): join "
                               f"{board.players[defender].name}'s defense?", [{"join": True}, {"join": False}],
                               source="Law 5.5.2")
        if not asked["join"]:
            continue
        answer = yield from ask(defender, "campaign consent", f"Campaign (Law 5.5.2): let {citizen.name} join your "
                                "defense?", [{"consent": True}, {"consent": False}], source="Law 5.5.2")
        if answer["consent"]:
            campaign.allies.append(index)
        board.say(f"{citizen.name} {'joins' if answer['consent'] else 'is refused'} the defense.")


def battle_plans(board, campaign: Campaign, side: str):
    """Law 5.5.3: the battle plans `side` ("attacker", "defender": the defender then its Allies) uses. Card
    powers add dice to campaign.attack_dice / defense_dice and note themselves in campaign.plans."""
    yield from use_battle_plans(board, campaign, side)


def plans_resolved(board, campaign: Campaign, when: str):
    """Law 5.5.6, 5.5.8: the used plans reading "If you are defeated" / "If you are victorious", then those
    discarded at the end of the Campaign."""
    yield from resolve_plans(board, campaign, when)


# --- Law 5.5.4-5.5.5: the rolls --------------------------------------------------------------------------------------

def battle_losses(board, campaign: Campaign, force: int) -> int:
    """Law 5.5.6: the defeated side kills half its force, rounded down (hook campaign.losses: Brutal)."""
    return hooks.fold("campaign.losses", force // 2, board, campaign, force)


def defense_roll(board, campaign: Campaign):
    """Law 5.5.4: the defender rolls the defense pool (the bandits' is rolled by no player); a power may then have it
    rerolled (reactions.after_roll: Jinx). A generator; returns the faces."""
    faces = roll_defense(board, campaign.defense_dice, side_name(board, campaign.defender))
    roller = None if campaign.against_bandits else campaign.defender
    return (yield from after_roll(board, roller, DEFENSE_DIE, faces))


def roll_defense_pool(board, campaign: Campaign, faces: list | None = None) -> int:
    """Law 5.5.4: the shields rolled (powers may ignore some faces), plus the defending force (never doubled).
    `faces`: the defense roll already made (defense_roll); rolled here if not given."""
    if faces is None:
        faces = roll_defense(board, campaign.defense_dice, side_name(board, campaign.defender))
    if campaign.ignore_single_shields:                                      # hook: Rain Boots
        faces = [face for face in faces if face != SHIELD]
    faces = hooks.fold("campaign.defense_faces", faces, board, campaign)
    campaign.defense_faces = faces
    campaign.force = defending_force(board, campaign)
    if campaign.against_bandits:
        campaign.bandits = sum(bandits_at(board, slot) for slot in campaign.sites())     # Law 2.8.3
    else:
        campaign.bandits = hooks.total("campaign.bandits", board, campaign)     # Law 7.6.5
    warbands = sum(campaign.force.values()) + campaign.bandits
    board.say(f"The defending force: {warbands} (defense {defense_total(faces) + warbands}).")
    return defense_total(faces) + warbands


def defending_force(board, campaign: Campaign) -> dict:
    """Law 5.5.4: the defender's warbands at the targeted sites (purple ones for an Imperial defender); the
    defender's and each Ally's board if that pawn is at a targeted site or at the attacker's site."""
    if campaign.against_bandits:
        return {}
    colour = campaign.colour(board, campaign.defender)
    force = {("site", slot): board.sites[slot].warbands.get(colour, 0) for slot in campaign.sites()}
    places = set(campaign.sites()) | {campaign.here(board)}
    for index in [campaign.defender] + campaign.allies:
        if board.players[index].site in places:
            force[("board", index)] = board.players[index].warbands
    return {pool: count for pool, count in force.items() if count}


def roll_attack_pool(board, campaign: Campaign, defense: int):
    """Law 5.5.5: the attack pool is rolled (a power may have the attacker roll fewer of its dice); skulls kill from
    the attacker's board at once; powers may change which faces count and the attack from the dice; then the
    attacker may sacrifice exactly the warbands needed to win against that attack, if the board holds that many
    (Law 9.5), and the sacrifice is added as it is: 1 a warband, unless a power makes each worth more (hook
    campaign.sacrifice_value: Zealots), when the fewest that win are asked for."""
    attacker = campaign.attacker
    rolled = hooks.fold("campaign.attack_dice_rolled", campaign.attack_dice, board, campaign)
    if rolled != campaign.attack_dice:
        board.say(f"Of {campaign.attack_dice} attack dice, {rolled} are rolled.")
    faces = roll_attack(board, rolled, board.players[attacker].name)
    faces = yield from after_roll(board, attacker, ATTACK_DIE, faces)          # Jinx
    killed = yield from kill_attackers(board, campaign, 0 if campaign.ignore_skulls else skulls(faces))   # Rangers
    campaign.killed["attacker"] += killed
    if killed:
        board.say(f"The skulls kill {killed} of {board.players[attacker].name}'s warbands.")
    rolled_attack = attack_total(faces)
    counted = hooks.fold("campaign.attack_faces", faces, board, campaign)
    attack = hooks.fold("campaign.attack_roll", attack_total(counted), board, campaign)
    if attack != rolled_attack:
        board.say(f"{board.players[attacker].name}'s attack from the dice counts {attack}.")
    value = hooks.fold("campaign.sacrifice_value", 1, board, campaign)        # hook: Zealots
    needed = -(-(defense - attack + 1) // value)                                # the fewest that win (Law 9.5)
    allowed = hooks.every("campaign.sacrifice_allowed", board, campaign)      # hook: Vow of Peace
    if needed > 0 and sum(attacking_force(board, campaign).values()) >= needed and allowed:
        move = yield from ask(attacker, "campaign sacrifice", f"Campaign (Law 5.5.5): sacrifice {needed} warbands to "
                              "win?", [{"sacrifice": needed}, {"sacrifice": 0}], source="Law 5.5.5")
        if move["sacrifice"]:
            campaign.killed["attacker"] += yield from kill_attackers(board, campaign, needed)
            board.say(f"{board.players[attacker].name} sacrifices {needed} warbands.")
            attack += needed * value
    return attack


# --- Law 5.5.6: defeat ---------------------------------------------------------------------------------------------

def attacker_defeated(board, campaign: Campaign):
    """Law 5.5.6: a defeated attacker kills half (rounded down) of the warbands on its board (its force, Law 10); the
    survivors of its force at sites (Captains, Vow of Union) then go to its board."""
    attacker = campaign.attacker
    before = sum(attacking_force(board, campaign).values())
    losses = battle_losses(board, campaign, before)
    campaign.killed["attacker"] += yield from kill_attackers(
        board, campaign, 0 if "attacker" in campaign.spared else losses)                      # Traveling Doctor
    board.say(f"{board.players[attacker].name} loses {before - sum(attacking_force(board, campaign).values())} "
              "warbands.")
    for pool, count in attacking_force(board, campaign).items():
        if pool[0] == "site":
            board.sites[pool[1]].warbands.pop(board.colour_of_warbands(attacker))
            board.players[attacker].warbands += count
    if campaign.is_imperial(board, attacker):
        purple_to_chancellor(board, campaign)


def defender_defeated(board, campaign: Campaign):
    """Law 5.5.6: half (rounded down) of the defending force dies, chosen by the defender, or by the Chancellor
    for an Imperial defender; the survivors at the sites go to the defender's board (the Chancellor's if the
    defender is Imperial). Bandits are never killed: they hide."""
    if campaign.against_bandits:
        board.say("The bandits hide.")
        return
    force = dict(campaign.force)
    imperial = campaign.is_imperial(board, campaign.defender)
    chooser = board.chancellor() if imperial else campaign.defender
    losses, killed = battle_losses(board, campaign, sum(force.values())), 0
    for _ in range(0 if "defender" in campaign.spared else losses):                     # hook: Traveling Doctor
        pools = [pool for pool, count in force.items() if count]
        pool = pools[0]
        if len(pools) > 1:
            move = yield from ask(chooser, "campaign losses", "Campaign (Law 5.5.6): kill a warband of the defending "
                                  "force from", [loss_choice(pool) for pool in pools], source="Law 5.5.6")
            pool = ("site", move["slot"]) if move["kill"] == "site" else ("board", move["player"])
        killed += kill_in(board, campaign, pool)
        force[pool] -= 1
    losses = sum(campaign.force.values()) - sum(force.values())
    campaign.killed["defender"] += killed
    campaign.survivors = force
    board.say(f"{side_name(board, campaign.defender)} loses {losses} warbands.")
    if imperial:
        purple_to_chancellor(board, campaign)
    else:
        colour = campaign.colour(board, campaign.defender)
        for slot in campaign.sites():
            survivors = board.sites[slot].warbands.pop(colour, 0)
            board.players[campaign.defender].warbands += survivors


def loss_choice(pool: tuple) -> dict:
    kind, where = pool
    return {"kill": "site", "slot": where} if kind == "site" else {"kill": "board", "player": where}


def kill_in(board, campaign: Campaign, pool: tuple) -> int:
    kind, where = pool
    if kind == "site":
        return kill_force(board, campaign, campaign.defender, 1, where)
    return kill_force(board, campaign, where, 1)


def kill_force(board, campaign: Campaign, player: int, count: int, slot: int | None = None,
               colour: str | None = None) -> int:
    """Law 10 "Kill": `count` of `player`'s warbands in the force die, from its board, or from the site `slot` (in
    `colour`; by default the defender's, purple for an Imperial defender); unless a power puts them on a site
    instead (hook campaign.killed_to: Hospital), where they keep their colour and are not killed. Returns how many
    were killed."""
    to = hooks.first("campaign.killed_to", board, campaign, player)
    if to is None:
        if slot is None:
            return kill_from_board(board, player, count)
        return kill_at_site(board, slot, colour or campaign.colour(board, campaign.defender), count)
    if slot is None:
        held = board.players[player]
        moved, colour = min(count, held.warbands), board.colour_of_warbands(player)
        held.warbands -= moved
    else:
        colour = colour or campaign.colour(board, campaign.defender)
        moved = min(count, board.sites[slot].warbands.get(colour, 0))
        if moved:
            board.sites[slot].warbands[colour] -= moved
            if not board.sites[slot].warbands[colour]:
                del board.sites[slot].warbands[colour]
    if moved:
        board.sites[to].warbands[colour] = board.sites[to].warbands.get(colour, 0) + moved
        board.say(f"{moved} of {board.players[player].name}'s warbands go to {name_of_site(board, to)} instead of "
                  "dying.")
    return 0


def purple_to_chancellor(board, campaign: Campaign) -> None:
    """Law 5.5.6 Empire: a defeated Imperial side's purple warbands on the targeted sites go to the Chancellor's
    board; warbands on Citizens' boards stay there."""
    chancellor = board.players[board.chancellor()]
    for slot in campaign.sites():
        chancellor.warbands += board.sites[slot].warbands.pop(PURPLE, 0)


# --- Law 5.5.7: victory ----------------------------------------------------------------------------------------------

def take_sites(board, campaign: Campaign):
    """Law 5.5.7.I: any number of warbands from the attacker's board, zero included, on each targeted site."""
    attacker = board.players[campaign.attacker]
    colour = board.colour_of_warbands(campaign.attacker)
    if not may_place_warbands(board, campaign.attacker):             # Ring of Devotion: "cannot" (Law 9.2)
        return
    for slot in campaign.sites():
        if not attacker.warbands:
            return
        move = yield from ask(campaign.attacker, "campaign place", f"Campaign (Law 5.5.7.I): how many warbands to "
                              f"place on {name_of_site(board, slot)}?",
                              [{"place": count} for count in range(attacker.warbands + 1)], source="Law 5.5.7.I")
        if move["place"]:
            attacker.warbands -= move["place"]
            site = board.sites[slot]
            site.warbands[colour] = site.warbands.get(colour, 0) + move["place"]
            board.say(f"{attacker.name} places {move['place']} warbands on {name_of_site(board, slot)}.")


def take_relics_and_banners(board, campaign: Campaign) -> None:
    """Law 5.5.7.II: every targeted relic and banner; a banner is seized (Law 2.5.3)."""
    attacker = board.players[campaign.attacker]
    for relic in campaign.targeted("relic"):
        board.players[campaign.defender].relics.remove(relic)
        attacker.relics.append(relic)
        if relic == GRAND_SCEPTER.id:
            note_scepter_taken(board)                               # cards.md 4: not usable this turn
        board.say(f"{attacker.name} takes {name_of(relic)}.")
    for name in campaign.targeted("banner"):
        seize_banner(board, campaign.attacker, name)
        board.say(f"{attacker.name} seizes the {name}.")


def banish_pawn(board, campaign: Campaign):
    """Law 5.5.7.III: if the pawn and favor were a target, the attacker may make the pawn travel, spending no
    Supply (Law 7.6.2), to a site it could legally travel to (Narrow Pass, The Hidden Place; a facedown site is
    revealed, 5.6.2); an enemy ruling the Shrouded Wood chooses the site instead (Law 11). Then the attacker may
    burn half (rounded down) of the defender's favor."""
    if not campaign.pawn_targeted:
        return
    defender = board.players[campaign.defender]
    destinations = [slot for slot, site in enumerate(board.sites) if site.id is not None and slot != defender.site
                    and hooks.every("travel.allowed", board, campaign.defender, slot, False)]
    chooser = hooks.first("travel.chooser", board, campaign.defender)
    if chooser is None:
        choices = [{"pawn": "banish", "site": slot} for slot in destinations]
    else:
        choices = [{"pawn": "banish"}] if destinations else []
    move = yield from ask(campaign.attacker, "campaign banish", f"Campaign (Law 5.5.7.III): banish "
                          f"{defender.name}'s pawn?", choices + [{"pawn": "stays"}], source="Law 5.5.7.III")
    if move["pawn"] == "banish":
        if chooser is not None:                                     # Shrouded Wood overrides the attacker's choice
            answer = yield from ask(chooser, "shrouded wood", f"Shrouded Wood: where does {defender.name} go?",
                                    [{"to": slot} for slot in destinations], source="Shrouded Wood")
            move = {"pawn": "banish", "site": answer["to"]}
        board.say(f"{defender.name}'s pawn is banished.")
        travel_free(board, campaign.defender, move["site"])         # Law 7.6.2, 5.6.2: reveal a facedown site
    half = defender.favor // 2
    if half:
        move = yield from ask(campaign.attacker, "campaign burn favor", f"Campaign (Law 5.5.7.III): burn {half} of "
                              f"{defender.name}'s favor?", [{"burn favor": half}, {"burn favor": 0}],
                              source="Law 5.5.7.III")
        if move["burn favor"]:
            burn_favor(board, campaign.defender, half)
            board.say(f"{board.players[campaign.attacker].name} burns {half} of {defender.name}'s favor.")
