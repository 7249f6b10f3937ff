<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DiffWords</name>
    <message numerus="yes">
        <location filename="../../desktop/diff_words.py" line="170"/>
        <source>%n difference(s): %1</source>
        <translation>
            <numerusform>%n difference: %1</numerusform>
            <numerusform>%n differences: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DogsEvents</name>
    <message numerus="yes">
        <location filename="../../desktop/dogs/words.py" line="159"/>
        <source>%n next-conflict-only effect(s) used</source>
        <translation>
            <numerusform>%n next-conflict-only effect used</numerusform>
            <numerusform>%n next-conflict-only effects used</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DogsRefusals</name>
    <message numerus="yes">
        <location filename="../../desktop/dogs/words.py" line="216"/>
        <source>A fallout of {total} takes %n short-term result(s), not {got}.</source>
        <translation>
            <numerusform>A fallout of {total} takes %n short-term result, not {got}.</numerusform>
            <numerusform>A fallout of {total} takes %n short-term results, not {got}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dogs/words.py" line="218"/>
        <source>A fallout of {total} takes %n long-term result(s), not {got}.</source>
        <translation>
            <numerusform>A fallout of {total} takes %n long-term result, not {got}.</numerusform>
            <numerusform>A fallout of {total} takes %n long-term results, not {got}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dogs/words.py" line="220"/>
        <source>A fallout of {total} takes %n experience result(s), not {got}.</source>
        <translation>
            <numerusform>A fallout of {total} takes %n experience result, not {got}.</numerusform>
            <numerusform>A fallout of {total} takes %n experience results, not {got}.</numerusform>
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
    <name>HarmEvents</name>
    <message numerus="yes">
        <location filename="../../desktop/harm/words.py" line="94"/>
        <source>ate %n use(s) of provisions</source>
        <translation>
            <numerusform>ate %n use of provisions</numerusform>
            <numerusform>ate %n uses of provisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/harm/words.py" line="95"/>
        <source>ate %n use(s) of supplies</source>
        <translation>
            <numerusform>ate %n use of supplies</numerusform>
            <numerusform>ate %n uses of supplies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/harm/words.py" line="100"/>
        <source>{name} gave %n use(s) of provisions</source>
        <translation>
            <numerusform>{name} gave %n use of provisions</numerusform>
            <numerusform>{name} gave %n uses of provisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/harm/words.py" line="101"/>
        <source>{name} gave %n use(s) of supplies</source>
        <translation>
            <numerusform>{name} gave %n use of supplies</numerusform>
            <numerusform>{name} gave %n uses of supplies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/harm/words.py" line="105"/>
        <source>%n use(s) of supplies spent, {left} left</source>
        <translation>
            <numerusform>%n use of supplies spent, {left} left</numerusform>
            <numerusform>%n uses of supplies spent, {left} left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/harm/words.py" line="110"/>
        <source>{name} rests %n day(s) under a healer&apos;s care</source>
        <translation>
            <numerusform>{name} rests %n day under a healer&apos;s care</numerusform>
            <numerusform>{name} rests %n days under a healer&apos;s care</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/harm/words.py" line="111"/>
        <source>{name} rests %n day(s)</source>
        <translation>
            <numerusform>{name} rests %n day</numerusform>
            <numerusform>{name} rests %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HarmRefusals</name>
    <message numerus="yes">
        <location filename="../../desktop/harm/words.py" line="239"/>
        <source>{name} has %n use(s) of supplies, and this needs {need} (ST-20).</source>
        <translation>
            <numerusform>{name} has %n use of supplies, and this needs {need} (ST-20).</numerusform>
            <numerusform>{name} has %n uses of supplies, and this needs {need} (ST-20).</numerusform>
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
        <location filename="../../desktop/heroquest/words.py" line="69"/>
        <source>%n automatic bump(s) (injured)</source>
        <translation>
            <numerusform>%n automatic bump (injured)</numerusform>
            <numerusform>%n automatic bumps (injured)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/heroquest/words.py" line="101"/>
        <source>Spends %n hero point(s)</source>
        <translation>
            <numerusform>Spends %n hero point</numerusform>
            <numerusform>Spends %n hero points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/heroquest/words.py" line="109"/>
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
    <name>MergeWords</name>
    <message numerus="yes">
        <location filename="../../desktop/merge/words.py" line="76"/>
        <source>%n conflicting copy(ies)</source>
        <translation>
            <numerusform>%n conflicting copy</numerusform>
            <numerusform>%n conflicting copies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message numerus="yes">
        <location filename="../../desktop/dogs/moves.py" line="179"/>
        <source>Pick %n die(s) from hand. Picked: %1, raise total %2.</source>
        <translation>
            <numerusform>Pick %n die from hand. Picked: %1, raise total %2.</numerusform>
            <numerusform>Pick %n dice from hand. Picked: %1, raise total %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message numerus="yes">
        <location filename="../../desktop/roster_panel.py" line="284"/>
        <source>%n character(s) selected: End of Session, Downtime and NPCs Regain HP act on them</source>
        <translation>
            <numerusform>%n character selected: End of Session, Downtime and NPCs Regain HP act on them</numerusform>
            <numerusform>%n characters selected: End of Session, Downtime and NPCs Regain HP act on them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeePreview</name>
    <message numerus="yes">
        <location filename="../../desktop/dogs/see_preview.py" line="79"/>
        <source>%n die(s) = %1, which %2 of %3.</source>
        <translation>
            <numerusform>%n die = %1, which %2 of %3.</numerusform>
            <numerusform>%n dice = %1, which %2 of %3.</numerusform>
        </translation>
    </message>
</context>
</TS>
