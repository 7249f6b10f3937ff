<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DiffWords</name>
    <message numerus="yes">
        <location filename="../../desktop/diff_words.py" line="165"/>
        <source>%n difference(s): %1</source>
        <translation>
            <numerusform>%n difference: %1</numerusform>
            <numerusform>%n differences: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExtendedContestWindow</name>
    <message numerus="yes">
        <location filename="../../desktop/heroquest/extended_window.py" line="155"/>
        <source>, %n wound(s)</source>
        <translation>
            <numerusform>, %n wound</numerusform>
            <numerusform>, %n wounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeroQuestWords</name>
    <message numerus="yes">
        <location filename="../../desktop/heroquest/extended_store.py" line="74"/>
        <source>%1 takes %n wound(s) instead of points (test %2: %3); %4 points back</source>
        <translation>
            <numerusform>%1 takes %n wound instead of points (test %2: %3); %4 points back</numerusform>
            <numerusform>%1 takes %n wounds instead of points (test %2: %3); %4 points back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/heroquest/scoring.py" line="97"/>
        <source>Hero points raise it %n step(s): %1</source>
        <translation>
            <numerusform>Hero points raise it %n step: %1</numerusform>
            <numerusform>Hero points raise it %n steps: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/heroquest/words.py" line="63"/>
        <source>%n automatic bump(s) (injured)</source>
        <translation>
            <numerusform>%n automatic bump (injured)</numerusform>
            <numerusform>%n automatic bumps (injured)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/heroquest/words.py" line="95"/>
        <source>Spends %n hero point(s)</source>
        <translation>
            <numerusform>Spends %n hero point</numerusform>
            <numerusform>Spends %n hero points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/heroquest/words.py" line="103"/>
        <source>%n wound(s) taken: hurt</source>
        <translation>
            <numerusform>%n wound taken: hurt</numerusform>
            <numerusform>%n wounds taken: hurt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImproveDialog</name>
    <message numerus="yes">
        <location filename="../../desktop/heroquest/improve_dialog.py" line="238"/>
        <source>Costs %n hero point(s); %1 has %2.</source>
        <translation>
            <numerusform>Costs %n hero point; %1 has %2.</numerusform>
            <numerusform>Costs %n hero points; %1 has %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message numerus="yes">
        <location filename="../../desktop/roster_panel.py" line="175"/>
        <source>%n character(s) selected: End of Session, Downtime and NPCs Regain HP act on them</source>
        <translation>
            <numerusform>%n character selected: End of Session, Downtime and NPCs Regain HP act on them</numerusform>
            <numerusform>%n characters selected: End of Session, Downtime and NPCs Regain HP act on them</numerusform>
        </translation>
    </message>
</context>
</TS>
