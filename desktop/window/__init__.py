"""The library window and its parts: the window itself (`main_window`), its menus, the Play menu
(`play`), Help, saving with its questions, the journal's warning banner, and the window's life
(`life`: showing it, switching the language or the library). The parts see the window as a
`frame.WindowFrame` and never import `main_window`; only `life`, which builds windows, does."""
