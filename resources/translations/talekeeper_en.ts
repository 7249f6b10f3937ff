<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ContestDialog</name>
    <message numerus="yes">
        <source>Hero points raise the group&apos;s result one step per %n hero point(s) paid, at most two steps (HQ-16)</source>
        <translation>
            <numerusform>Hero points raise the group&apos;s result one step per %n hero point paid, at most two steps (HQ-16)</numerusform>
            <numerusform>Hero points raise the group&apos;s result one step per %n hero points paid, at most two steps (HQ-16)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffWords</name>
    <message numerus="yes">
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
        <source>A fallout of {total} takes %n short-term result(s), not {got}.</source>
        <translation>
            <numerusform>A fallout of {total} takes %n short-term result, not {got}.</numerusform>
            <numerusform>A fallout of {total} takes %n short-term results, not {got}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A fallout of {total} takes %n long-term result(s), not {got}.</source>
        <translation>
            <numerusform>A fallout of {total} takes %n long-term result, not {got}.</numerusform>
            <numerusform>A fallout of {total} takes %n long-term results, not {got}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A fallout of {total} takes %n experience result(s), not {got}.</source>
        <translation>
            <numerusform>A fallout of {total} takes %n experience result, not {got}.</numerusform>
            <numerusform>A fallout of {total} takes %n experience results, not {got}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndOfSessionDialog</name>
    <message numerus="yes">
        <source>%n hero point(s)</source>
        <translation>
            <numerusform>%n hero point</numerusform>
            <numerusform>%n hero points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExtendedContestWindow</name>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HarmEvents</name>
    <message numerus="yes">
        <source>gave %n use(s) of provisions for the meal</source>
        <translation>
            <numerusform>gave %n use of provisions for the meal</numerusform>
            <numerusform>gave %n uses of provisions for the meal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gave %n use(s) of supplies for the meal</source>
        <translation>
            <numerusform>gave %n use of supplies for the meal</numerusform>
            <numerusform>gave %n uses of supplies for the meal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Food for the party: %n use(s).</source>
        <translation>
            <numerusform>Food for the party: %n use.</numerusform>
            <numerusform>Food for the party: %n uses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Food for the party: {eaten} of the %n use(s) needed.</source>
        <translation>
            <numerusform>Food for the party: {eaten} of the %n use needed.</numerusform>
            <numerusform>Food for the party: {eaten} of the %n uses needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n use(s) of supplies spent, {left} left</source>
        <translation>
            <numerusform>%n use of supplies spent, {left} left</numerusform>
            <numerusform>%n uses of supplies spent, {left} left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} rests %n day(s) under a healer&apos;s care</source>
        <translation>
            <numerusform>{name} rests %n day under a healer&apos;s care</numerusform>
            <numerusform>{name} rests %n days under a healer&apos;s care</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>{name} has %n use(s) of supplies, and this needs {need} (ST-20).</source>
        <translation>
            <numerusform>{name} has %n use of supplies, and this needs {need} (ST-20).</numerusform>
            <numerusform>{name} has %n uses of supplies, and this needs {need} (ST-20).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeroQuestEvents</name>
    <message numerus="yes">
        <source>{who} bumped up %n time(s) by masteries (HQ-6)</source>
        <translation>
            <numerusform>{who} bumped up %n time by masteries (HQ-6)</numerusform>
            <numerusform>{who} bumped up %n times by masteries (HQ-6)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} bumped down %n time(s) (injured, HQ-20)</source>
        <translation>
            <numerusform>{who} bumped down %n time (injured, HQ-20)</numerusform>
            <numerusform>{who} bumped down %n times (injured, HQ-20)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} bumped up %n time(s)</source>
        <translation>
            <numerusform>{who} bumped up %n time</numerusform>
            <numerusform>{who} bumped up %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys {item}, permanent, for %n hero point(s)</source>
        <translation>
            <numerusform>{name} buys {item}, permanent, for %n hero point</numerusform>
            <numerusform>{name} buys {item}, permanent, for %n hero points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys {item}, temporary until the end of the next session, for %n hero point(s)</source>
        <translation>
            <numerusform>{name} buys {item}, temporary until the end of the next session, for %n hero point</numerusform>
            <numerusform>{name} buys {item}, temporary until the end of the next session, for %n hero points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ability}: spirit combat won at {level}, a fetish of %n use(s) a day (HQ-27)</source>
        <translation>
            <numerusform>{ability}: spirit combat won at {level}, a fetish of %n use a day (HQ-27)</numerusform>
            <numerusform>{ability}: spirit combat won at {level}, a fetish of %n uses a day (HQ-27)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ability}: spirit combat won at {level}, a fetish of %n use(s) (HQ-27)</source>
        <translation>
            <numerusform>{ability}: spirit combat won at {level}, a fetish of %n use (HQ-27)</numerusform>
            <numerusform>{ability}: spirit combat won at {level}, a fetish of %n uses (HQ-27)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{item}: made permanent, %n hero point(s) paid</source>
        <translation>
            <numerusform>{item}: made permanent, %n hero point paid</numerusform>
            <numerusform>{item}: made permanent, %n hero points paid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hero points raise it %n step(s): {level}</source>
        <translation>
            <numerusform>Hero points raise it %n step: {level}</numerusform>
            <numerusform>Hero points raise it %n steps: {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fetish {ability}: %n use(s) left</source>
        <translation>
            <numerusform>fetish {ability}: %n use left</numerusform>
            <numerusform>fetish {ability}: %n uses left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hurt(s) removed</source>
        <translation>
            <numerusform>%n hurt removed</numerusform>
            <numerusform>%n hurts removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hurt(s) remain</source>
        <translation>
            <numerusform>%n hurt remains</numerusform>
            <numerusform>%n hurts remain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} takes %n wound(s) instead of points (test {roll}: {level}); {back} points back</source>
        <translation>
            <numerusform>{who} takes %n wound instead of points (test {roll}: {level}); {back} points back</numerusform>
            <numerusform>{who} takes %n wounds instead of points (test {roll}: {level}); {back} points back</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeroQuestRefusals</name>
    <message numerus="yes">
        <source>{name} has %n hero point(s), not the {need} needed.</source>
        <translation>
            <numerusform>{name} has %n hero point, not the {need} needed.</numerusform>
            <numerusform>{name} has %n hero points, not the {need} needed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeroQuestWords</name>
    <message numerus="yes">
        <source>%n extra opponent(s) (HQ-3)</source>
        <translation>
            <numerusform>%n extra opponent (HQ-3)</numerusform>
            <numerusform>%n extra opponents (HQ-3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n automatic bump(s) down (injured)</source>
        <translation>
            <numerusform>%n automatic bump down (injured)</numerusform>
            <numerusform>%n automatic bumps down (injured)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImproveDialog</name>
    <message numerus="yes">
        <source>%n hero point(s)</source>
        <translation>
            <numerusform>%n hero point</numerusform>
            <numerusform>%n hero points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message numerus="yes">
        <source>%n conflicting copy(ies)</source>
        <translation>
            <numerusform>%n conflicting copy</numerusform>
            <numerusform>%n conflicting copies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more conflicting copy(ies)</source>
        <translation>
            <numerusform>and %n more conflicting copy</numerusform>
            <numerusform>and %n more conflicting copies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message numerus="yes">
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
        <source>%n die(s) = %1, which %2 of %3.</source>
        <translation>
            <numerusform>%n die = %1, which %2 of %3.</numerusform>
            <numerusform>%n dice = %1, which %2 of %3.</numerusform>
        </translation>
    </message>
</context>
</TS>
