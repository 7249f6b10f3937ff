"""English and Japanese: Qt translators for our strings and Qt's own (buttons, dialogs)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from talekeeper import resources

_installed: list[QTranslator] = []


def resolve_language(choice: str) -> str:
    """`system` follows the system's UI language (Japanese or English)."""
    if choice in ("en", "ja"):
        return choice
    languages = QLocale.system().uiLanguages()
    return "ja" if languages and languages[0].lower().startswith("ja") else "en"


def install(choice: str) -> str:
    """Replace the installed translators; return the language now in use."""
    app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    language = resolve_language(choice)
    QLocale.setDefault(QLocale(QLocale.Language.English if language == "en" else QLocale.Language.Japanese))
    ours = QTranslator(app)
    if ours.load(str(resources.TRANSLATIONS / f"talekeeper_{language}.qm")):  # English: its plural forms only
        QCoreApplication.installTranslator(ours)
        _installed.append(ours)
    if language == "en":
        return language
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        QCoreApplication.installTranslator(qt)
        _installed.append(qt)
    return language
