"""Stonetop harm and healing (`resources/rules/rules.md`: ST-1..ST-22, FA-1, GM-1..GM-3).

Pure functions over frozen `Character` models: each takes a character (and die values, which are
inputs, C-2) and returns a new character with one history entry appended (C-3). Every table is
in `tables.py`, named after its rule id.
"""

from talekeeper.core.rules.stonetop.camp import (
    HP,
    CampReport,
    camp_refusal,
    half_max_hp,
    make_camp,
    party_make_camp,
)
from talekeeper.core.rules.stonetop.convalesce import (
    convalesce,
    npc_regain,
    npc_regain_amount,
    plan_for_permanent,
    retire,
)
from talekeeper.core.rules.stonetop.damage import (
    Attack,
    HarmReport,
    combine_attacks,
    combined_damage,
    damage_after_armor,
    effective_armor,
    fiction_deaths_door,
    take_damage,
)
from talekeeper.core.rules.stonetop.deaths_door import (
    DeathsDoorRoll,
    apply_deaths_door,
    deaths_door,
    deaths_door_roll,
)
from talekeeper.core.rules.stonetop.debilities import (
    can_choose_debility,
    can_trigger_needing_debility,
    clear_debility,
    mark_debility,
)
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.first_aid import (
    Suffering,
    suffering,
)
from talekeeper.core.rules.stonetop.gm_session import downtime, end_of_session, refill_fetishes
from talekeeper.core.rules.stonetop.moves import MoveResult, dice_needed, move_roll, roll_edge
from talekeeper.core.rules.stonetop.recover_move import recover, recover_hp, tend_debility, tend_wound
from talekeeper.core.rules.stonetop.tables import (
    GM2_HEROWARS_INJURED_EPISODES,
    ST2_SEVERITY,
    ST3_EXTRA_ATTACKER_BONUS,
    ST6_BACK_AT_HP,
    ST6_DEATHS_DOOR,
    ST6_FATES,
    ST7_DEBILITY_STATS,
    ST9_MOVE_BANDS,
    ST20_RECOVER,
    ST21_CAMP,
    ST22_CONVALESCE,
    ST_NPC_REGAIN,
    DeathsDoor,
    FateChoice,
    MoveOutcome,
    NpcRest,
    Severity,
    Stat,
)
from talekeeper.core.rules.stonetop.treatments import debility_requirements, tend_debility_checklist

__all__ = [
    "GM2_HEROWARS_INJURED_EPISODES",
    "HP",
    "ST2_SEVERITY",
    "ST3_EXTRA_ATTACKER_BONUS",
    "ST6_BACK_AT_HP",
    "ST6_DEATHS_DOOR",
    "ST6_FATES",
    "ST7_DEBILITY_STATS",
    "ST9_MOVE_BANDS",
    "ST20_RECOVER",
    "ST21_CAMP",
    "ST22_CONVALESCE",
    "ST_NPC_REGAIN",
    "Attack",
    "CampReport",
    "DeathsDoor",
    "DeathsDoorRoll",
    "FateChoice",
    "HarmReport",
    "MoveOutcome",
    "MoveResult",
    "NpcRest",
    "RuleError",
    "Severity",
    "Stat",
    "Suffering",
    "apply_deaths_door",
    "camp_refusal",
    "can_choose_debility",
    "can_trigger_needing_debility",
    "clear_debility",
    "combine_attacks",
    "combined_damage",
    "convalesce",
    "damage_after_armor",
    "deaths_door",
    "deaths_door_roll",
    "debility_requirements",
    "dice_needed",
    "downtime",
    "effective_armor",
    "end_of_session",
    "fiction_deaths_door",
    "half_max_hp",
    "make_camp",
    "mark_debility",
    "move_roll",
    "npc_regain",
    "npc_regain_amount",
    "party_make_camp",
    "plan_for_permanent",
    "recover",
    "recover_hp",
    "refill_fetishes",
    "retire",
    "roll_edge",
    "suffering",
    "take_damage",
    "tend_debility",
    "tend_debility_checklist",
    "tend_wound",
]
