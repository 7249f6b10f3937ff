"""Every rules action of the three families in one shape: `action(table, inputs) -> Outcome`.

`inputs` is a frozen dataclass of what the user chose and the dice (C-2: faces rolled by the
program or typed from physical dice, `core.dice.Faces`); `table` (`core.outcome.Table`) holds the
sheets by id, the campaign settings and the play state. The result is an `Outcome`: the changed
characters with their history entries (events, no words), the play state after it, and a title
event naming the action. A refusal is a `core.refusal.Refusal`. Nothing is written: the desktop's
runner applies outcomes; its dialogs preview by calling the same function.

- `core.operations.stonetop`: Stonetop harm and healing, first aid, end of session and downtime.
- `core.operations.dogs`: Dogs in the Vineyard conflicts (the play state is the `Conflict`), their
  fallout, treatment and injuries.
- `core.operations.heroquest`: HeroQuest contests (ability test, simple, group) with their
  consequences, augments, healing and improvement; `core.operations.heroquest_extended`: the
  extended contest's steps over its play state, and its end.
"""
