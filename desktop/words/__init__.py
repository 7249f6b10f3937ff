"""The words every family shares, in the reader's language: `wording` (events and refusals from
core, through each family's `words` module), `common` (refusals every family shares), `labels`
(core's enums) and `diff` (a sheet's fields in a comparison). Each family's own words are its
`words` module (`desktop/stonetop/words.py`, `desktop/heroquest/words.py`, `desktop/dogs/words.py`
...); the words of edits are `desktop/edit_words.py`, beside the commands they word."""
