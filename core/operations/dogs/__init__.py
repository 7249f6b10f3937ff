"""Dogs in the Vineyard conflicts as operations (`resources/rules/rules.md`, DV): `action(table, inputs) -> Outcome`.

The play state is the `Conflict` (`table.play`); every move returns the conflict after it as
`outcome.play`, which the runner writes to the conflict's play file in the same undo step as the
sheets the move changed. The table holds the sheet of every participant who plays a library
character (and of a treatment's patient); a participant whose sheet is not at hand has none to
write to. When a move ends the conflict, its end goes on those sheets in the same step (who won,
the sold soul, the next-conflict effects used, the record of the conflict); a participant with
fallout gets it with their fallout step. `outcome.ended` says the conflict's file is no longer
needed. Dice come as `Faces` (C-2), in the order `opening_sizes`, `brought_dice`, `demon_dice`,
`treatment_sizes` and `core.rules.dogs.escalation_dice` give.

- `start`: set up and open a conflict (DV-6, DV-7, DV-21 carried dice claimed from the saved
  conflict that held them).
- `moves`: raise, see, give, out of dice, help, the raising order, escalate, bring in, a new
  relationship from unassigned dice, calling on a demon, giving up a kept die.
- `after`: the fallout step, a life lost at stake, treatment, the Body roll, death.
"""

from talekeeper.core.operations.dogs.after import (
    BodyRoll,
    Fallout,
    LifeLost,
    MarkDead,
    NobodyTreats,
    StartTreatment,
    body_roll,
    fallout,
    life_lost,
    mark_dead,
    nobody_treats,
    start_treatment,
    treatment_setup_of,
    treatment_sizes,
)
from talekeeper.core.operations.dogs.moves import (
    BringingIn,
    CallingOnDemon,
    ChoosingOrder,
    Escalating,
    Giving,
    GivingUpKept,
    Helping,
    NewRelationship,
    Raising,
    Seeing,
    bring_in,
    brought_dice,
    call_on_demon,
    choose_order,
    demon_dice,
    escalate,
    give,
    give_up_kept,
    help_ally,
    new_relationship,
    raise_dice,
    relationship_of,
    run_out,
    see,
)
from talekeeper.core.operations.dogs.play import (
    check_faces,
    conflict_of,
    done_with,
    end_on_sheets,
    moved,
)
from talekeeper.core.operations.dogs.start import (
    Joining,
    StartConflict,
    opening_sizes,
    planned,
    start_conflict,
)

__all__ = [
    "BodyRoll",
    "BringingIn",
    "CallingOnDemon",
    "ChoosingOrder",
    "Escalating",
    "Fallout",
    "Giving",
    "GivingUpKept",
    "Helping",
    "Joining",
    "LifeLost",
    "MarkDead",
    "NewRelationship",
    "NobodyTreats",
    "Raising",
    "Seeing",
    "StartConflict",
    "StartTreatment",
    "body_roll",
    "bring_in",
    "brought_dice",
    "call_on_demon",
    "check_faces",
    "choose_order",
    "conflict_of",
    "demon_dice",
    "done_with",
    "end_on_sheets",
    "escalate",
    "fallout",
    "give",
    "give_up_kept",
    "help_ally",
    "life_lost",
    "mark_dead",
    "moved",
    "new_relationship",
    "nobody_treats",
    "opening_sizes",
    "planned",
    "raise_dice",
    "relationship_of",
    "run_out",
    "see",
    "start_conflict",
    "start_treatment",
    "treatment_setup_of",
    "treatment_sizes",
]
