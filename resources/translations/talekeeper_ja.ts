<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Accessible</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>AddMemberPanel</name>
    <message>
        <source>New member</source>
        <translation>新しいメンバー</translation>
    </message>
    <message>
        <source>An opponent without a shee&amp;t</source>
        <translation>シートのない相手(&amp;T)</translation>
    </message>
    <message>
        <source>Opponent&apos;s name</source>
        <translation>相手の名前</translation>
    </message>
    <message>
        <source>Opponent&apos;s rating</source>
        <translation>相手の能力値</translation>
    </message>
    <message>
        <source>Starting action point modifier</source>
        <translation>開始アクションポイントの修正</translation>
    </message>
    <message>
        <source>Edge or handicap</source>
        <translation>エッジまたはハンディキャップ</translation>
    </message>
    <message>
        <source>Uses a mystic &amp;strike (HQ-27)</source>
        <translation>神秘の打撃を使う（HQ-27）(&amp;S)</translation>
    </message>
    <message>
        <source>Its rating is an edge for whoever wins an exchange; losing one costs it ability points</source>
        <translation>その能力値は応酬の勝者へのエッジになり、応酬に負けると能力ポイントを失います</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>能力値</translation>
    </message>
    <message>
        <source>AP modifier</source>
        <translation>AP修正</translation>
    </message>
    <message>
        <source>Augment for an e&amp;dge…</source>
        <translation>増加でエッジを得る(&amp;D)…</translation>
    </message>
    <message>
        <source>HQ-13: the same augment roll may ask for an edge instead of a bonus</source>
        <translation>HQ-13：同じ増加のロールで、ボーナスの代わりにエッジを求めることができます</translation>
    </message>
    <message>
        <source>Edges from augments</source>
        <translation>増加によるエッジ</translation>
    </message>
    <message>
        <source>Edge (+) / handicap (-)</source>
        <translation>エッジ (+)／ハンディキャップ (-)</translation>
    </message>
    <message>
        <source>Add to side &amp;A</source>
        <translation>陣営Aに追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add to side &amp;B</source>
        <translation>陣営Bに追加(&amp;B)</translation>
    </message>
    <message>
        <source>Edge from augments: %1</source>
        <translation>増加によるエッジ：%1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
</context>
<context>
    <name>AftermathPanel</name>
    <message>
        <source>After the conflict</source>
        <translation>争いの後</translation>
    </message>
    <message>
        <source>%1 took no blow.</source>
        <translation>%1は一撃を受けませんでした。</translation>
    </message>
    <message>
        <source>Life Was the Stake: &amp;Dying…</source>
        <translation>賭けは命：瀕死(&amp;D)…</translation>
    </message>
    <message>
        <source>%1&apos;s life was the stake: dying, needs treatment</source>
        <translation>%1の命が賭けられていた：瀕死、治療が必要</translation>
    </message>
    <message>
        <source>They lost a conflict over their life with no fallout dice: they are dying and need treatment against four dice for how they are dying plus the demonic influence (DV-30)</source>
        <translation>命を賭けた争いに余波ダイスなしで敗れました：瀕死となり、瀕死の原因に応じた4個のダイスと魔族の影響に対抗して治療を受ける必要があります（DV-30）</translation>
    </message>
    <message>
        <source>%1 took blows (fallout %2); no sheet in the library to write it to.</source>
        <translation>%1は一撃を受けました（余波%2）。書き込み先のシートがライブラリにありません。</translation>
    </message>
    <message>
        <source>%1: fallout written to the sheet.</source>
        <translation>%1：余波をシートに書き込みました。</translation>
    </message>
    <message>
        <source>Needs treatment.</source>
        <translation>治療が必要です。</translation>
    </message>
    <message>
        <source>Start Treatment for %1…</source>
        <translation>%1の治療を開始…</translation>
    </message>
    <message>
        <source>%1 took blows: fallout dice %2.</source>
        <translation>%1は一撃を受けました：余波ダイス%2。</translation>
    </message>
    <message>
        <source>&amp;Fallout for %1…</source>
        <translation>%1の余波(&amp;F)…</translation>
    </message>
    <message>
        <source>Keeps a %1 on a d%2 for a follow-up conflict (offered when one starts).</source>
        <translation>続く争いのためにd%2の出目%1を取っておきます（争いが始まるときに提示されます）。</translation>
    </message>
    <message>
        <source>&amp;Give Up Kept Die</source>
        <translation>取っておいたダイスを手放す(&amp;G)</translation>
    </message>
    <message>
        <source>Give up the die %1 kept for a follow-up conflict</source>
        <translation>%1が続く争いのために取っておいたダイスを手放す</translation>
    </message>
    <message>
        <source>There will be no follow-up conflict: forget the kept die</source>
        <translation>続く争いは起こりません：取っておいたダイスを破棄します</translation>
    </message>
</context>
<context>
    <name>ArenaAdvice</name>
    <message>
        <source>Show who can win this arena with the dice on the table</source>
        <translation>場のダイスでこの争いの領域に勝てるかを表示する</translation>
    </message>
    <message>
        <source>Best play: both sides choose their best raise and see, one on one in this arena, with only the dice already rolled (no new dice, escalation, helpers or giving).</source>
        <translation>最善手の前提：両者が最善のレイズと受けを選び、この争いの領域で一対一、すでに振ったダイスだけを使う（新しいダイス、エスカレート、手助け、下りることは含まない）。</translation>
    </message>
    <message>
        <source>Who can win is worked out one on one only: two participants, no help given or offered.</source>
        <translation>勝てるかどうかは一対一の場合だけ計算します：参加者が2人で、手助けがないこと。</translation>
    </message>
    <message>
        <source>Working out whether %1 can win…</source>
        <translation>%1が勝てるかを計算しています…</translation>
    </message>
    <message>
        <source>%1 cannot win this arena with the dice on the table: give now (no blow), escalate, or bring in dice.</source>
        <translation>%1は場のダイスではこの争いの領域に勝てません：今下りる（一撃は受けない）、エスカレートする、またはダイスを持ち込む。</translation>
    </message>
    <message>
        <source>With the dice on the table %1 wins this arena. %2</source>
        <translation>場のダイスで%1はこの争いの領域に勝てます。%2</translation>
    </message>
    <message>
        <source>Raise with the kept %1 and a %2 (total %3).</source>
        <translation>取っておいた%1と%2でレイズ（合計%3）。</translation>
    </message>
    <message>
        <source>Raise %1 (total %2).</source>
        <translation>%1でレイズ（合計%2）。</translation>
    </message>
    <message>
        <source>See with the %1: reverse the blow, and keep it for the next raise.</source>
        <translation>%1で受ける：反撃。そのダイスは次のレイズのために取っておく。</translation>
    </message>
    <message>
        <source>See with %1: block or dodge, no fallout.</source>
        <translation>%1で受ける：妨害か回避、余波なし。</translation>
    </message>
    <message>
        <source>See with %1: take the blow, noting %2 fallout dice, the fewest of any winning see.</source>
        <translation>%1で受ける：一撃を受け、余波ダイスを%2個記録する（勝てる受けの中で最少）。</translation>
    </message>
</context>
<context>
    <name>AugmentDialog</name>
    <message>
        <source>Edge from an Augment</source>
        <translation>増加によるエッジ</translation>
    </message>
    <message>
        <source>Augment</source>
        <translation>増加</translation>
    </message>
    <message>
        <source>Augmenting ability</source>
        <translation>増加に使う能力</translation>
    </message>
    <message>
        <source>&amp;Edge asked</source>
        <translation>求めるエッジ(&amp;E)</translation>
    </message>
    <message>
        <source>Bo&amp;nus asked</source>
        <translation>求めるボーナス(&amp;N)</translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation>抵抗値</translation>
    </message>
    <message>
        <source>Odds of the augment</source>
        <translation>増加の確率</translation>
    </message>
    <message>
        <source>Augment dice: augmenter, then resistance</source>
        <translation>増加のダイス：増加する側、次に抵抗値</translation>
    </message>
    <message>
        <source>Dice: augmenting ability, then resistance</source>
        <translation>ダイス：増加に使う能力、次に抵抗値</translation>
    </message>
    <message>
        <source>Augment result</source>
        <translation>増加の結果</translation>
    </message>
    <message>
        <source>&amp;Use This Augment</source>
        <translation>この増加を使う(&amp;U)</translation>
    </message>
    <message>
        <source>The narrator&apos;s call: no effect (HQ-13)</source>
        <translation>語り手の判断：効果なし（HQ-13）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>BatchDialog</name>
    <message>
        <source>Changes for each character</source>
        <translation>キャラクターごとの変更</translation>
    </message>
    <message>
        <source>%1 — nothing changes</source>
        <translation>%1 — 変更なし</translation>
    </message>
</context>
<context>
    <name>BodyRollDialog</name>
    <message>
        <source>Body Roll for %1</source>
        <translation>%1の肉体ロール</translation>
    </message>
    <message>
        <source>The three highest of %1&apos;s %2 Body dice against the fallout of %3: at least that, and they recover without help; otherwise the fallout becomes 16 and they need treatment.</source>
        <translation>%1の肉体ダイス%2個のうち高い3つを、余波%3と比べます。それ以上なら助けなしで回復します。そうでなければ余波は16になり、治療が必要になります。</translation>
    </message>
    <message>
        <source>Body dice</source>
        <translation>肉体ダイス</translation>
    </message>
    <message>
        <source>&amp;Apply to the Sheet</source>
        <translation>シートに適用(&amp;A)</translation>
    </message>
</context>
<context>
    <name>BringPanel</name>
    <message>
        <source>Escalate or bring in dice</source>
        <translation>エスカレートまたはダイスの持ち込み</translation>
    </message>
    <message>
        <source>Arena to escalate to</source>
        <translation>エスカレート先の争いの領域</translation>
    </message>
    <message>
        <source>&amp;Escalate</source>
        <translation>エスカレート(&amp;E)</translation>
    </message>
    <message>
        <source>Trait, relationship or belonging to bring in</source>
        <translation>持ち込む特徴・縁故・所持品</translation>
    </message>
    <message>
        <source>&amp;Bring In</source>
        <translation>持ち込む(&amp;B)</translation>
    </message>
    <message>
        <source>Item not on the sheet</source>
        <translation>シートにない品</translation>
    </message>
    <message>
        <source>Dice of the item</source>
        <translation>品のダイス</translation>
    </message>
    <message>
        <source>Bring In &amp;Item</source>
        <translation>品を持ち込む(&amp;I)</translation>
    </message>
    <message>
        <source>Subject of the new relationship</source>
        <translation>新しい縁故の相手</translation>
    </message>
    <message>
        <source>New relationship from unassigned dice</source>
        <translation>未割り当てのダイスで新しい縁故を作る</translation>
    </message>
    <message>
        <source>Kind of relationship</source>
        <translation>縁故の種類</translation>
    </message>
    <message>
        <source>Dice of the new relationship</source>
        <translation>新しい縁故のダイス</translation>
    </message>
    <message>
        <source>e.g. 1d6</source>
        <translation>例：1d6</translation>
    </message>
    <message>
        <source>Fi&amp;ts this conflict</source>
        <translation>この争いに当てはまる(&amp;T)</translation>
    </message>
    <message>
        <source>Write Re&amp;lationship</source>
        <translation>縁故を書き込む(&amp;L)</translation>
    </message>
    <message>
        <source>Demon relationship to call on</source>
        <translation>頼る魔族との縁故</translation>
    </message>
    <message>
        <source>Call on &amp;Demon (Sell Soul)</source>
        <translation>魔族に頼る（魂を売る）(&amp;D)</translation>
    </message>
    <message>
        <source>Call on the demon relationship: the demonic influence dice join and the character sells their soul</source>
        <translation>魔族との縁故に頼ります：魔族の影響のダイスが加わり、キャラクターは魂を売ります</translation>
    </message>
    <message>
        <source>Trait: %1 (%2)</source>
        <translation>特徴：%1（%2）</translation>
    </message>
    <message>
        <source>Relationship: %1 (%2)</source>
        <translation>縁故：%1（%2）</translation>
    </message>
    <message>
        <source>Belonging: %1 (%2)</source>
        <translation>所持品：%1（%2）</translation>
    </message>
    <message>
        <source>Unassigned relationship dice: %1</source>
        <translation>未割り当ての縁故ダイス：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 (rolls the demonic influence: %2)</source>
        <translation>%1（魔族の影響を振る：%2）</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>Already called on a demon in this conflict</source>
        <translation>この争いではすでに魔族に頼っています</translation>
    </message>
    <message>
        <source>The GM has set no demonic influence dice (campaign settings)</source>
        <translation>GMが魔族の影響のダイスを設定していません（キャンペーン設定）</translation>
    </message>
    <message>
        <source>Rolls the demonic influence, %1, like a trait; the sheet records the sold soul</source>
        <translation>魔族の影響（%1）を特徴と同じように振ります。魂を売ったことがシートに記録されます</translation>
    </message>
    <message>
        <source>%1 escalates to %2: roll the new stats</source>
        <translation>%1が%2へエスカレート：新しい能力を振る</translation>
    </message>
    <message>
        <source>%1 brings in %2</source>
        <translation>%1が%2を持ち込む</translation>
    </message>
    <message>
        <source>Bring in %1 (%2)</source>
        <translation>%1（%2）を持ち込む</translation>
    </message>
    <message>
        <source>New relationship with %1</source>
        <translation>%1との新しい縁故</translation>
    </message>
    <message>
        <source>%1 calls on %2 and sells their soul: roll the demonic influence (%3)</source>
        <translation>%1が%2に頼り、魂を売る：魔族の影響（%3）を振る</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign Settings</source>
        <translation>キャンペーン設定</translation>
    </message>
    <message>
        <source>The lower roll wins (Hero Wars)</source>
        <translation>出目の低い方が勝つ（ヒーローウォーズ）</translation>
    </message>
    <message>
        <source>The higher roll wins (HeroQuest 2)</source>
        <translation>出目の高い方が勝つ（ヒーロークエスト2）</translation>
    </message>
    <message>
        <source>The steading is lacking (Prosperity counts 1 lower)</source>
        <translation>集落が困窮している（繁栄を1低く数える）</translation>
    </message>
    <message>
        <source>none, or dice such as 2d6</source>
        <translation>なし、または2d6などのダイス</translation>
    </message>
    <message>
        <source>&amp;Tie-break</source>
        <translation>タイブレーク(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Consequences</source>
        <translation>結果の尺度(&amp;C)</translation>
    </message>
    <message>
        <source>Default &amp;resistance</source>
        <translation>既定の抵抗値(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Prosperity</source>
        <translation>繁栄(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Demonic influence</source>
        <translation>魔族の影響(&amp;D)</translation>
    </message>
</context>
<context>
    <name>CampaignMerge</name>
    <message>
        <source>Resolve Conflicting Copy of the Campaign Settings</source>
        <translation>キャンペーン設定の競合コピーを解決</translation>
    </message>
    <message>
        <source>The campaign settings have a conflicting copy, %1: %2. Mine are the settings in use; theirs are the copy&apos;s.</source>
        <translation>キャンペーン設定に競合コピーがあります。%1：%2。自分の版は使用中の設定、相手の版はコピーの設定です。</translation>
    </message>
    <message>
        <source>Campaign settings keep no versions, so no common version is known: every difference is a choice.</source>
        <translation>キャンペーン設定は版を保管しないため、共通の版はわかりません。違いはすべて選択になります。</translation>
    </message>
    <message>
        <source>&amp;Apply Merge</source>
        <translation>統合を適用(&amp;A)</translation>
    </message>
    <message>
        <source>Merge the conflicting copy of the campaign settings</source>
        <translation>キャンペーン設定の競合コピーを統合</translation>
    </message>
    <message>
        <source>Move %1 to the trash</source>
        <translation>%1 をゴミ箱に移動</translation>
    </message>
    <message>
        <source>Resolve Merge Conflicts of the Campaign Settings</source>
        <translation>キャンペーン設定の統合の競合を解決</translation>
    </message>
    <message>
        <source>A git merge left conflicts in the campaign settings. Mine are this machine&apos;s, in use meanwhile; theirs are the ones merged in. Changes made since the merge stay.</source>
        <translation>gitの統合でキャンペーン設定に競合が残りました。自分の版はこのマシンの設定（その間使用中）、相手の版は統合されてきた設定です。統合の後に加えた変更は残ります。</translation>
    </message>
    <message>
        <source>The common version is the one git merged from.</source>
        <translation>共通の版は、gitが統合の元にした版です。</translation>
    </message>
    <message>
        <source>No common version was known to git: every difference is a choice.</source>
        <translation>gitには共通の版がわかりませんでした。違いはすべて選択になります。</translation>
    </message>
    <message>
        <source>&amp;Apply Choices</source>
        <translation>選択を適用(&amp;A)</translation>
    </message>
    <message>
        <source>Resolve the merge conflicts of the campaign settings</source>
        <translation>キャンペーン設定の統合の競合を解決</translation>
    </message>
    <message>
        <source>The conflicts of the git merge are resolved: finish the merge with git add and git commit.</source>
        <translation>gitの統合の競合は解決しました。git add と git commit で統合を終えてください。</translation>
    </message>
</context>
<context>
    <name>CarriedBox</name>
    <message>
        <source>Dice from an earlier conflict (follow-up, DV-21)</source>
        <translation>以前の争いからのダイス（続く争い、DV-21）</translation>
    </message>
    <message>
        <source>Where the carried die comes from</source>
        <translation>持ち込むダイスの出どころ</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>出どころ(&amp;F)</translation>
    </message>
    <message>
        <source>Size of the carried die</source>
        <translation>持ち込むダイスの種類</translation>
    </message>
    <message>
        <source>d%1</source>
        <translation>d%1</translation>
    </message>
    <message>
        <source>Value the carried die shows</source>
        <translation>持ち込むダイスの出目</translation>
    </message>
    <message>
        <source>sho&amp;wing</source>
        <translation>出目(&amp;W)</translation>
    </message>
    <message>
        <source>Add Carried Di&amp;e</source>
        <translation>持ち込むダイスを追加(&amp;E)</translation>
    </message>
    <message>
        <source>Add the carried die to the selected participant</source>
        <translation>選択した参加者に持ち込むダイスを追加</translation>
    </message>
    <message>
        <source>Dice the selected participant carries in</source>
        <translation>選択した参加者が持ち込むダイス</translation>
    </message>
    <message>
        <source>Remo&amp;ve Carried Die</source>
        <translation>持ち込むダイスを削除(&amp;V)</translation>
    </message>
    <message>
        <source>Remove the selected carried die</source>
        <translation>選択した持ち込みダイスを削除</translation>
    </message>
    <message>
        <source>Kept by giving: %1</source>
        <translation>下りて取っておいたダイス：%1</translation>
    </message>
    <message>
        <source>Kept by giving instead of raising (type it in)</source>
        <translation>レイズせずに下りて取っておいたダイス（出目を入力）</translation>
    </message>
    <message>
        <source>An NPC&apos;s fallout die handed over by the GM (the two highest; type it in)</source>
        <translation>GMから渡されたNPCの余波ダイス（高い2個から。出目を入力）</translation>
    </message>
</context>
<context>
    <name>CharacterEditor</name>
    <message>
        <source>Character name</source>
        <translation>キャラクター名</translation>
    </message>
    <message>
        <source>Parts of the sheet</source>
        <translation>シートの区分</translation>
    </message>
    <message>
        <source>&amp;Character</source>
        <translation>キャラクター(&amp;C)</translation>
    </message>
    <message>
        <source>Hero&amp;Quest</source>
        <translation>ヒーロークエスト(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Dogs</source>
        <translation>ドッグズ(&amp;D)</translation>
    </message>
    <message>
        <source>H&amp;arm</source>
        <translation>負傷と回復(&amp;A)</translation>
    </message>
    <message>
        <source>Histor&amp;y</source>
        <translation>履歴(&amp;Y)</translation>
    </message>
    <message>
        <source>Nothing applies: the rating as written</source>
        <translation>適用されるものはありません：記入どおりの能力値です</translation>
    </message>
</context>
<context>
    <name>CharacterHeader</name>
    <message>
        <source>Character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>Kind and status</source>
        <translation>種類と状態</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>Requirements</source>
        <translation>必要条件</translation>
    </message>
    <message>
        <source>a requirement the GM writes: Defy Danger +INT, 1 use of supplies…</source>
        <translation>GMが書く必要条件：危険に抗う +INT、物資1回分…</translation>
    </message>
    <message>
        <source>New requirement</source>
        <translation>新しい必要条件</translation>
    </message>
    <message>
        <source>Add Re&amp;quirement</source>
        <translation>必要条件を追加(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <source>e.g. 1d6</source>
        <translation>例：1d6</translation>
    </message>
    <message>
        <source>What happened in the conflict that leads to this</source>
        <translation>この結果につながった、争いの中での出来事</translation>
    </message>
    <message>
        <source>&amp;Result</source>
        <translation>結果(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;tat</source>
        <translation>能力(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;On</source>
        <translation>対象(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>内容(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>ダイス(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>変化(&amp;C)</translation>
    </message>
    <message>
        <source>Die si&amp;ze</source>
        <translation>ダイスの大きさ(&amp;Z)</translation>
    </message>
    <message>
        <source>Rea&amp;son (asked for every change, DV-20)</source>
        <translation>理由（変更ごとに必要、DV-20）(&amp;S)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Trait: %1 (%2)</source>
        <translation>特徴：%1（%2）</translation>
    </message>
    <message>
        <source>Relationship: %1 (%2)</source>
        <translation>縁故：%1（%2）</translation>
    </message>
    <message>
        <source>Belonging: %1 (%2)</source>
        <translation>所持品：%1（%2）</translation>
    </message>
    <message>
        <source>One die more</source>
        <translation>ダイスを1個増やす</translation>
    </message>
    <message>
        <source>One size up</source>
        <translation>1段階大きく</translation>
    </message>
    <message>
        <source>One die fewer</source>
        <translation>ダイスを1個減らす</translation>
    </message>
    <message>
        <source>One size down</source>
        <translation>1段階小さく</translation>
    </message>
    <message>
        <source>The only size (or the one that fits)</source>
        <translation>唯一の大きさ（または当てはまる大きさ）</translation>
    </message>
</context>
<context>
    <name>CommonRefusals</name>
    <message>
        <source>That character is not in this library any more.</source>
        <translation>そのキャラクターはもうこのライブラリにいません。</translation>
    </message>
    <message>
        <source>Dice are written as text, such as 2d6.</source>
        <translation>ダイスは2d6のように文字で書きます。</translation>
    </message>
    <message>
        <source>Write the dice, such as 2d6.</source>
        <translation>2d6のようにダイスを書いてください。</translation>
    </message>
    <message>
        <source>The dice are longer than {most} characters.</source>
        <translation>ダイスの記述が{most}文字を超えています。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: a sign with no term beside it.</source>
        <translation>「{text}」：符号の隣に項がありません。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: numbers above {most} are not allowed.</source>
        <translation>「{text}」：{most}を超える数は使えません。</translation>
    </message>
    <message>
        <source>&apos;{text}…&apos; is too long for a dice term.</source>
        <translation>「{text}…」はダイスの項として長すぎます。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: a term needs at least one die.</source>
        <translation>「{text}」：項には少なくとも1個のダイスが必要です。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: at most {most} dice in one term.</source>
        <translation>「{text}」：1つの項のダイスは{most}個までです。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: d{size} is not a die size (use {sizes}).</source>
        <translation>「{text}」：d{size}というダイスはありません（{sizes}を使ってください）。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a dice term: write NdS such as 2d6, or a whole number.</source>
        <translation>「{text}」はダイスの項ではありません：2d6のようなNdSか、整数を書いてください。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: only dice here, no numbers and nothing subtracted.</source>
        <translation>「{text}」：ここにはダイスだけを書きます（数値と引き算は使えません）。</translation>
    </message>
    <message>
        <source>More dice are needed: only {count} faces were given.</source>
        <translation>ダイスが足りません：出目が{count}個しかありません。</translation>
    </message>
    <message>
        <source>A die&apos;s face is a whole number.</source>
        <translation>ダイスの出目は整数です。</translation>
    </message>
    <message>
        <source>A d{size} cannot show {value}.</source>
        <translation>d{size}で{value}は出ません。</translation>
    </message>
    <message>
        <source>{dice} needs {need} dice, but {given} faces were given.</source>
        <translation>{dice}にはダイスが{need}個必要ですが、出目は{given}個です。</translation>
    </message>
    <message>
        <source>A rating is written as a number with masteries, such as 17, 18W or 8W2.</source>
        <translation>能力値は17、18W、8W2のように、数値と支配のルーンで書きます。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: the number before W runs from 1 to {most}.</source>
        <translation>「{text}」：Wの前の数値は1から{most}までです。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: masteries run from 0 to {most}.</source>
        <translation>「{text}」：支配のルーンの数は0から{most}までです。</translation>
    </message>
    <message>
        <source>{text} is beyond the largest rating (20W{most}).</source>
        <translation>{text}は最大の能力値（20W{most}）を超えています。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a rating: write a number with masteries, such as 17, 18W or 8W2.</source>
        <translation>「{text}」は能力値ではありません：17、18W、8W2のように、数値と支配のルーンで書いてください。</translation>
    </message>
    <message>
        <source>A rating is at least 1.</source>
        <translation>能力値は1以上です。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: write no W for no masteries.</source>
        <translation>「{text}」：支配のルーンがないときはWを書きません。</translation>
    </message>
    <message>
        <source>That item is no longer on the sheet.</source>
        <translation>その項目はもうシートにありません。</translation>
    </message>
    <message>
        <source>That is not a part of the sheet.</source>
        <translation>それはシートの項目ではありません。</translation>
    </message>
    <message>
        <source>At most {most} here.</source>
        <translation>ここは{most}までです。</translation>
    </message>
    <message>
        <source>At least {least} here.</source>
        <translation>ここは{least}以上です。</translation>
    </message>
    <message>
        <source>At most {most} characters here.</source>
        <translation>ここは{most}文字までです。</translation>
    </message>
    <message>
        <source>At most {most} items here.</source>
        <translation>ここは{most}項目までです。</translation>
    </message>
    <message>
        <source>This cannot be left empty.</source>
        <translation>空欄にはできません。</translation>
    </message>
    <message>
        <source>This value is not accepted here.</source>
        <translation>この値はここでは使えません。</translation>
    </message>
    <message>
        <source>HP {hp} is above the maximum, {most}.</source>
        <translation>HP {hp}が最大値の{most}を超えています。</translation>
    </message>
    <message>
        <source>A debility has one checklist.</source>
        <translation>衰え1つにつきチェックリストは1つです。</translation>
    </message>
    <message>
        <source>Name the stat exactly when the effect lowers a stat.</source>
        <translation>効果が能力を下げるときは、その能力を正確に指定してください。</translation>
    </message>
    <message>
        <source>Name the relationship exactly when the effect lowers a relationship&apos;s dice.</source>
        <translation>効果が縁故のダイスを下げるときは、その縁故を正確に指定してください。</translation>
    </message>
    <message>
        <source>This points to something that is not on the sheet.</source>
        <translation>シートにないものを参照しています。</translation>
    </message>
    <message>
        <source>A {kind} belongs to no other ability.</source>
        <translation>{kind}はほかの能力に属しません。</translation>
    </message>
    <message>
        <source>A {kind} cannot belong to a {parent}.</source>
        <translation>{kind}は{parent}に属することができません。</translation>
    </message>
    <message>
        <source>Only a fetish has uses.</source>
        <translation>使用回数があるのは呪物だけです。</translation>
    </message>
    <message>
        <source>Only an affinity is used as an initiate (HQ-27).</source>
        <translation>入信者として使えるのは親和だけです（HQ-27）。</translation>
    </message>
    <message>
        <source>{level} is not a state on the {scale} scale.</source>
        <translation>{level}は{scale}の尺度にない状態です。</translation>
    </message>
    <message>
        <source>Two items share one id.</source>
        <translation>2つの項目が同じIDを持っています。</translation>
    </message>
    <message>
        <source>d{size} is not a die size.</source>
        <translation>d{size}はダイスの種類ではありません。</translation>
    </message>
    <message>
        <source>The raise&apos;s dice add up to {expected}, not {total}.</source>
        <translation>レイズのダイスの合計は{total}ではなく{expected}です。</translation>
    </message>
    <message>
        <source>A raise of this kind ({blow}) gives d{size} fallout dice.</source>
        <translation>この種類（{blow}）のレイズの余波ダイスはd{size}です。</translation>
    </message>
    <message>
        <source>This names someone who is not in the conflict.</source>
        <translation>争いに加わっていない人を指しています。</translation>
    </message>
    <message>
        <source>The number for the next die is already used.</source>
        <translation>次のダイスの番号はすでに使われています。</translation>
    </message>
    <message>
        <source>A file&apos;s name, without a folder, of 1 to 255 characters, is needed here.</source>
        <translation>ここにはフォルダを含まない1〜255文字のファイル名が必要です。</translation>
    </message>
    <message>
        <source>An item not on the sheet brings {dice}.</source>
        <translation>シートにない物は{dice}です。</translation>
    </message>
    <message>
        <source>The portrait is larger than {most} bytes.</source>
        <translation>肖像画が{most}バイトを超えています。</translation>
    </message>
    <message>
        <source>The image is {width}×{height} pixels; at most {most} a side.</source>
        <translation>画像は{width}×{height}ピクセルです。1辺は{most}ピクセルまでです。</translation>
    </message>
    <message>
        <source>The image is damaged.</source>
        <translation>画像が壊れています。</translation>
    </message>
    <message>
        <source>A portrait must be a PNG or JPEG image.</source>
        <translation>肖像画はPNGかJPEGの画像にしてください。</translation>
    </message>
    <message>
        <source>The image is not of the type it says.</source>
        <translation>画像の中身が示された形式と一致しません。</translation>
    </message>
    <message>
        <source>The image could not be read: {reason}</source>
        <translation>画像を読み込めませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file}: the file is {size} bytes; Talekeeper opens files of at most {most}.</source>
        <translation>{file}：ファイルは{size}バイトです。Talekeeperが開けるのは{most}バイトまでです。</translation>
    </message>
    <message>
        <source>{file}: the file does not exist.</source>
        <translation>{file}：ファイルがありません。</translation>
    </message>
    <message>
        <source>{file}: this is a folder, not a file.</source>
        <translation>{file}：これはファイルではなくフォルダーです。</translation>
    </message>
    <message>
        <source>{file}: not a regular file (a pipe, device or socket); Talekeeper does not read it.</source>
        <translation>{file}：通常のファイルではありません（パイプ、デバイス、ソケット）。Talekeeperは読み込みません。</translation>
    </message>
    <message>
        <source>{file}: permission to read the file was refused.</source>
        <translation>{file}：ファイルを読む権限がありません。</translation>
    </message>
    <message>
        <source>{file}: the file could not be read: {reason}</source>
        <translation>{file}：ファイルを読み込めませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file}: the library folder cannot be read: {reason}</source>
        <translation>{file}：ライブラリのフォルダーを読み込めません：{reason}</translation>
    </message>
    <message>
        <source>{file}: the library folder could not be made: {reason}</source>
        <translation>{file}：ライブラリのフォルダーを作成できませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file}: the file could not be moved to the trash: {reason}</source>
        <translation>{file}：ファイルをゴミ箱に移せませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file}: the file could not be restored: {reason}</source>
        <translation>{file}：ファイルを復元できませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file} is a link (to {target}): Talekeeper does not write, move or delete anything through a link in the library. Remove the link; nothing was changed.</source>
        <translation>{file}はリンク（{target}へ）です。Talekeeperはライブラリ内のリンクを通して書き込み・移動・削除をしません。リンクを削除してください。何も変更していません。</translation>
    </message>
    <message>
        <source>{file} should be a folder, but it is a file (or a pipe, device or socket): Talekeeper leaves it as it is. Rename or remove it; nothing was changed.</source>
        <translation>{file}はフォルダーであるべきですが、ファイル（またはパイプ、デバイス、ソケット）です。Talekeeperはそのままにします。名前を変えるか削除してください。何も変更していません。</translation>
    </message>
    <message>
        <source>{file} is now a link to {target}, which does not hold this character: Talekeeper does not write the sheet there. Remove the link.</source>
        <translation>{file}は今では{target}へのリンクで、このキャラクターを保持していません。Talekeeperはそこにシートを書き込みません。リンクを削除してください。</translation>
    </message>
    <message>
        <source>{file}: the folder could not be made: {reason}</source>
        <translation>{file}：フォルダーを作成できませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file}: this is not a Talekeeper file (the JSON is not an object).</source>
        <translation>{file}：Talekeeperのファイルではありません（JSONがオブジェクトではありません）。</translation>
    </message>
    <message>
        <source>{file}: the file does not hold a valid sheet: {details}</source>
        <translation>{file}：ファイルに有効なシートがありません：{details}</translation>
    </message>
    <message>
        <source>{file}: the file does not hold a valid sheet: at {field}: {why}</source>
        <translation>{file}：ファイルに有効なシートがありません：{field}で：{why}</translation>
    </message>
    <message>
        <source>{file}: the file does not hold a valid sheet: {why}</source>
        <translation>{file}：ファイルに有効なシートがありません：{why}</translation>
    </message>
    <message>
        <source>{file}: the data is nested too deeply.</source>
        <translation>{file}：データの入れ子が深すぎます。</translation>
    </message>
    <message>
        <source>{file}: the file was moved or deleted since it was opened.</source>
        <translation>{file}：開いた後にファイルが移動または削除されました。</translation>
    </message>
    <message>
        <source>{file}: the file was replaced by something that is not a regular file.</source>
        <translation>{file}：ファイルが通常のファイルではないものに置き換えられました。</translation>
    </message>
    <message>
        <source>{file}: the file was changed by another program since it was opened.</source>
        <translation>{file}：開いた後にファイルが他のプログラムによって変更されました。</translation>
    </message>
    <message>
        <source>{file}: the sheet would be {size} bytes; at most {most} are saved.</source>
        <translation>{file}：シートが{size}バイトになります。保存できるのは{most}バイトまでです。</translation>
    </message>
    <message>
        <source>{file}: permission to write in this folder was refused.</source>
        <translation>{file}：このフォルダーに書き込む権限がありません。</translation>
    </message>
    <message>
        <source>{file}: the folder no longer exists.</source>
        <translation>{file}：フォルダーがもうありません。</translation>
    </message>
    <message>
        <source>{file}: the file could not be saved: {reason}</source>
        <translation>{file}：ファイルを保存できませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file}: the version it replaces could not be kept as a backup in {folder}: {reason}</source>
        <translation>{file}：置き換えられる版を{folder}にバックアップとして残せませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file}: not UTF-8 text (byte {byte}).</source>
        <translation>{file}：UTF-8のテキストではありません（{byte}バイト目）。</translation>
    </message>
    <message>
        <source>{file}: not valid JSON at line {line}, column {column}.</source>
        <translation>{file}：{line}行{column}列目が正しいJSONではありません。</translation>
    </message>
    <message>
        <source>{file}: not valid JSON: {reason}</source>
        <translation>{file}：正しいJSONではありません：{reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}：{reason}</translation>
    </message>
    <message>
        <source>{file}: not a Talekeeper journal entry of a version this program knows.</source>
        <translation>{file}：このプログラムが知っている版のTalekeeperジャーナル項目ではありません。</translation>
    </message>
    <message>
        <source>{file}: the journal entry names no file in the library.</source>
        <translation>{file}：ジャーナル項目がライブラリ内のファイルを指していません。</translation>
    </message>
    <message>
        <source>{file}: the journal entry is damaged.</source>
        <translation>{file}：ジャーナル項目が壊れています。</translation>
    </message>
    <message>
        <source>{file}: this is not a Talekeeper file.</source>
        <translation>{file}：Talekeeperのファイルではありません。</translation>
    </message>
    <message>
        <source>{file}: the file&apos;s format is {found}, not {expected}.</source>
        <translation>{file}：ファイルの形式が{expected}ではなく{found}です。</translation>
    </message>
    <message>
        <source>{file}: the file&apos;s schema version is not a whole number of 1 or more.</source>
        <translation>{file}：ファイルのスキーマバージョンが1以上の整数ではありません。</translation>
    </message>
    <message>
        <source>{file}: there is no way to upgrade schema version {found}.</source>
        <translation>{file}：スキーマバージョン{found}を更新する方法がありません。</translation>
    </message>
    <message>
        <source>{file}: the file&apos;s revision is damaged.</source>
        <translation>{file}：ファイルのリビジョン情報が壊れています。</translation>
    </message>
    <message>
        <source>{file}: the file is schema version {found}, newer than this Talekeeper understands (version {current}); update Talekeeper to open it.</source>
        <translation>{file}：ファイルのスキーマバージョンは{found}で、このTalekeeperが扱える版（{current}）より新しいものです。開くにはTalekeeperを更新してください。</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare %1</source>
        <translation>「%1」の比較</translation>
    </message>
    <message>
        <source>Differences between the file and the unsaved edits</source>
        <translation>ファイルと未保存の編集との違い</translation>
    </message>
</context>
<context>
    <name>ConflictBanner</name>
    <message>
        <source>The campaign settings have a conflicting copy, %1: %2</source>
        <translation>キャンペーン設定に競合コピーがあります。%1：%2</translation>
    </message>
    <message>
        <source>A git merge left conflicts in the campaign settings: this machine&apos;s side is in use meanwhile.</source>
        <translation>gitの統合でキャンペーン設定に競合が残りました。その間はこのマシンの側を使用しています。</translation>
    </message>
    <message>
        <source>A git merge left a record for %1, which is not in the library.</source>
        <translation>gitの統合が %1 の記録を残しましたが、そのファイルはライブラリにありません。</translation>
    </message>
    <message>
        <source>What waits to be merged</source>
        <translation>統合を待つもの</translation>
    </message>
    <message>
        <source>Resolve what waits to be merged…</source>
        <translation>統合を待つものを解決…</translation>
    </message>
    <message>
        <source>&amp;Resolve…</source>
        <translation>解決(&amp;R)…</translation>
    </message>
</context>
<context>
    <name>ConflictSession</name>
    <message>
        <source>This cannot be done now (an unexpected error; see the log).</source>
        <translation>今はこれを行えません（予期しないエラー。ログを参照してください）。</translation>
    </message>
</context>
<context>
    <name>ConflictSetupDialog</name>
    <message>
        <source>Start a Conflict</source>
        <translation>争いを開始</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>賭け</translation>
    </message>
    <message>
        <source>What is at stake? (not how it is won)</source>
        <translation>何が賭かっていますか？（勝ち方ではなく）</translation>
    </message>
    <message>
        <source>Where and when</source>
        <translation>舞台設定（場所と時）</translation>
    </message>
    <message>
        <source>e.g. Clearwine, the mayor&apos;s house, by night</source>
        <translation>例：クリアワイン、町長の家、夜</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>争いの領域</translation>
    </message>
    <message>
        <source>&amp;Stakes</source>
        <translation>賭け(&amp;S)</translation>
    </message>
    <message>
        <source>Where and w&amp;hen</source>
        <translation>舞台設定（場所と時）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Arena</source>
        <translation>争いの領域(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;tart Conflict</source>
        <translation>争いを開始(&amp;T)</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>陣営A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>陣営B</translation>
    </message>
    <message>
        <source>Opening roll</source>
        <translation>最初のロール</translation>
    </message>
    <message>
        <source>&amp;Dice the selected participant brings (suggested relationships are ticked)</source>
        <translation>選択した参加者が持ち込むダイス（おすすめの縁故はチェック済み）(&amp;D)</translation>
    </message>
    <message>
        <source>Relationships, traits and belongings brought to the opening roll</source>
        <translation>最初のロールに持ち込む縁故・特徴・所持品</translation>
    </message>
    <message>
        <source>%1 (%2) rolls %3</source>
        <translation>%1（%2）が%3を振る</translation>
    </message>
    <message>
        <source>and carries in %1</source>
        <translation>（持ち込み：%1）</translation>
    </message>
    <message>
        <source>%1 on a d%2</source>
        <translation>d%2の出目%1</translation>
    </message>
</context>
<context>
    <name>ConflictWindow</name>
    <message>
        <source>Conflict: %1</source>
        <translation>争い：%1</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>争い</translation>
    </message>
    <message>
        <source>Whose move it is</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Participants</source>
        <translation>参加者</translation>
    </message>
    <message>
        <source>The raise on the table</source>
        <translation>場に出ているレイズ</translation>
    </message>
    <message>
        <source>Log of the conflict</source>
        <translation>争いの記録</translation>
    </message>
    <message>
        <source>Who raises first among the tied</source>
        <translation>同点者のうち最初にレイズする人</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>&amp;Close (Resume Later)</source>
        <translation>閉じる（後で再開）(&amp;C)</translation>
    </message>
    <message>
        <source>Close the conflict window; the conflict is kept to resume later</source>
        <translation>争いのウィンドウを閉じます。争いは後で再開できるよう保存されます</translation>
    </message>
    <message>
        <source>At stake: %1</source>
        <translation>賭け：%1</translation>
    </message>
    <message>
        <source>On the table: %1 raises %2 (%3; %4), to be seen by %5</source>
        <translation>場のレイズ：%1が%2をレイズ（%3；%4）、%5が受ける番</translation>
    </message>
    <message>
        <source>The start of this conflict was undone: Redo brings it back.</source>
        <translation>この争いの開始は元に戻されました：やり直すと戻ります。</translation>
    </message>
    <message>
        <source>Over: the stakes go to %1.</source>
        <translation>終了：賭けは%1のものです。</translation>
    </message>
    <message>
        <source>%1 to see the raise.</source>
        <translation>%1がレイズを受ける番です。</translation>
    </message>
    <message>
        <source>%1 to raise.</source>
        <translation>%1がレイズする番です。</translation>
    </message>
    <message>
        <source>%1 has no move now: %2 acts.</source>
        <translation>%1は今は動けません：%2が行動します。</translation>
    </message>
    <message>
        <source>Over: nobody wins.</source>
        <translation>終了：勝者はいません。</translation>
    </message>
    <message>
        <source>Round %1 (order: %2). %3</source>
        <translation>ラウンド%1（順番：%2）。%3</translation>
    </message>
    <message>
        <source>Tied for the raising order: who raises first?</source>
        <translation>レイズの順番が同点です：誰が先にレイズしますか？</translation>
    </message>
</context>
<context>
    <name>ConsequenceBox</name>
    <message>
        <source>Consequences for %1</source>
        <translation>%1への結果</translation>
    </message>
    <message>
        <source>Add the state of adversity to %1</source>
        <translation>%1に被害状態を追加</translation>
    </message>
    <message>
        <source>What the state of %1 relates to</source>
        <translation>%1の被害状態の関係先</translation>
    </message>
    <message>
        <source>e.g. reputation in Boldhome (optional)</source>
        <translation>例：ボールドホームでの評判（任意）</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>身体的</translation>
    </message>
    <message>
        <source>The state of %1 is physical</source>
        <translation>%1の被害状態は身体的</translation>
    </message>
    <message>
        <source>Relates to</source>
        <translation>関係先</translation>
    </message>
    <message>
        <source>Give %1 the lingering benefit</source>
        <translation>%1に継続利益を与える</translation>
    </message>
    <message>
        <source>Ability the benefit of %1 goes on</source>
        <translation>%1の利益を受ける能力</translation>
    </message>
    <message>
        <source>Reason for the benefit of %1</source>
        <translation>%1の利益の理由</translation>
    </message>
    <message>
        <source>why it helps (HQ-14)</source>
        <translation>役立つ理由（HQ-14）</translation>
    </message>
    <message>
        <source>On ability</source>
        <translation>対象の能力</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Add state: %1 (%2)</source>
        <translation>状態を追加：%1（%2）</translation>
    </message>
    <message>
        <source>Lingering benefit +%1</source>
        <translation>継続利益 +%1</translation>
    </message>
</context>
<context>
    <name>ContestDialog</name>
    <message>
        <source>HeroQuest Contest</source>
        <translation>ヒーロークエストのコンテスト</translation>
    </message>
    <message>
        <source>Ability test</source>
        <translation>能力判定</translation>
    </message>
    <message>
        <source>Simple contest</source>
        <translation>単純コンテスト</translation>
    </message>
    <message>
        <source>Group simple contest</source>
        <translation>グループ単純コンテスト</translation>
    </message>
    <message>
        <source>e.g. duel with Harvar</source>
        <translation>例：ハーヴァーとの決闘</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
    <message>
        <source>A&amp;bout</source>
        <translation>内容(&amp;B)</translation>
    </message>
    <message>
        <source>Da&amp;te</source>
        <translation>日付(&amp;T)</translation>
    </message>
    <message>
        <source>Hero side</source>
        <translation>ヒーロー側</translation>
    </message>
    <message>
        <source>Add &amp;hero</source>
        <translation>ヒーローを追加(&amp;H)</translation>
    </message>
    <message>
        <source>Remove last hero</source>
        <translation>最後のヒーローを削除</translation>
    </message>
    <message>
        <source>Opposition</source>
        <translation>対抗側</translation>
    </message>
    <message>
        <source>Another &amp;character</source>
        <translation>別のキャラクター(&amp;C)</translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation>抵抗値</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Odds (HQ-10)</source>
        <translation>確率（HQ-10）</translation>
    </message>
    <message>
        <source>Odds of each outcome</source>
        <translation>各結果の確率</translation>
    </message>
    <message>
        <source>Chance a hero point helps</source>
        <translation>ヒーローポイントが役立つ確率</translation>
    </message>
    <message>
        <source>Contest dice</source>
        <translation>コンテストのダイス</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>&amp;Narrator decides</source>
        <translation>語り手が決める(&amp;N)</translation>
    </message>
    <message>
        <source>Spend a hero &amp;point to bump the hero&apos;s result (HQ-8)</source>
        <translation>ヒーローポイントを使ってヒーローの結果を1段階上げる（HQ-8）(&amp;P)</translation>
    </message>
    <message>
        <source>Spend a hero point</source>
        <translation>ヒーローポイントを使う</translation>
    </message>
    <message>
        <source>Consequences</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>&amp;Apply Consequences</source>
        <translation>結果を適用(&amp;A)</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>ヒーロー</translation>
    </message>
    <message>
        <source>Hero %1</source>
        <translation>ヒーロー%1</translation>
    </message>
    <message>
        <source>Dice: the hero&apos;s d20</source>
        <translation>ダイス：ヒーローのd20</translation>
    </message>
    <message>
        <source>Dice: the hero&apos;s d20, then the opposition&apos;s</source>
        <translation>ダイス：ヒーローのd20、次に対抗側のd20</translation>
    </message>
    <message>
        <source>Dice: each hero&apos;s d20 followed by the opposition&apos;s d20 against that hero</source>
        <translation>ダイス：各ヒーローのd20と、そのヒーローに対する対抗側のd20を順に</translation>
    </message>
    <message>
        <source>Hero points %1 pays</source>
        <translation>%1が払うヒーローポイント</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1の支払い</translation>
    </message>
    <message>
        <source>Type a resistance such as 14 or 5W.</source>
        <translation>14や5Wのように抵抗値を入力してください。</translation>
    </message>
    <message>
        <source>Re&amp;sistance</source>
        <translation>抵抗値(&amp;S)</translation>
    </message>
    <message>
        <source>How the dice fell</source>
        <translation>ダイスの出目</translation>
    </message>
    <message numerus="yes">
        <source>Hero points raise the group&apos;s result one step per %n hero point(s) paid, at most two steps (HQ-16)</source>
        <translation>
            <numerusform>ヒーローポイントを%n点払うごとにグループの結果が1段階上がります（最大2段階、HQ-16）</numerusform>
        </translation>
    </message>
    <message>
        <source>Hero points may raise the total after the roll (HQ-16).</source>
        <translation>ロールの後、ヒーローポイントで結果を上げられます（HQ-16）。</translation>
    </message>
    <message>
        <source>A hero point would raise the outcome in %1 of rolls (HQ-8).</source>
        <translation>ヒーローポイントを使うと、%1の確率で結果が上がります（HQ-8）。</translation>
    </message>
    <message>
        <source>Roll the dice, or type what the table rolled.</source>
        <translation>ダイスを振るか、卓で出た目を入力してください。</translation>
    </message>
    <message>
        <source>Outcome for the hero side: %1</source>
        <translation>ヒーロー側の結果：%1</translation>
    </message>
</context>
<context>
    <name>ContestOddsPanel</name>
    <message>
        <source>Odds of the whole contest (HQ-17, HQ-18)</source>
        <translation>コンテスト全体の確率（HQ-17、HQ-18）</translation>
    </message>
    <message>
        <source>Side A&apos;s bid for the odds</source>
        <translation>確率を出すための陣営Aのビッド</translation>
    </message>
    <message>
        <source>Side B&apos;s bid for the odds</source>
        <translation>確率を出すための陣営Bのビッド</translation>
    </message>
    <message>
        <source>If side A bids</source>
        <translation>陣営Aのビッドが</translation>
    </message>
    <message>
        <source>and side B bids</source>
        <translation>、陣営Bのビッドが</translation>
    </message>
    <message>
        <source>in every exchange:</source>
        <translation>で毎回の応酬を続けると：</translation>
    </message>
    <message>
        <source>Chance of each final outcome</source>
        <translation>最終的な各結果の確率</translation>
    </message>
    <message>
        <source>Assumes the sides take turns and keep these bids; automatic bumps (an injured state) count; no edges, hero points, wound trades, lending or parting shot. Side A&apos;s view: its victories, its defeats.</source>
        <translation>前提：陣営は交互に行動し、このビッドを続けます。自動の段階変化（重傷の状態）は数えます。エッジ、ヒーローポイント、傷との引き換え、ポイントの貸与、とどめの一撃は含みません。陣営Aから見た勝利と敗北です。</translation>
    </message>
    <message>
        <source>%1 of them were still going after %2 exchanges and count for neither side.</source>
        <translation>そのうち%1回は%2回の応酬の後も終わらず、どちらの陣営にも数えません。</translation>
    </message>
    <message>
        <source>Choose who acts and against whom to see the odds.</source>
        <translation>確率を見るには、行動するメンバーと相手を選んでください。</translation>
    </message>
    <message>
        <source>%1 (%2 AP) against %3 (%4 AP), from the points now:</source>
        <translation>%1（%2 AP）対%3（%4 AP）、現在のポイントから：</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>確率を計算しています…</translation>
    </message>
    <message>
        <source>Working out each side&apos;s chance…</source>
        <translation>各陣営の確率を計算しています…</translation>
    </message>
    <message>
        <source>Both out</source>
        <translation>両者脱落</translation>
    </message>
    <message>
        <source>Chance to win: %1 %2, %3 %4; both out %5.</source>
        <translation>勝つ確率：%1 %2、%3 %4、両者脱落 %5。</translation>
    </message>
    <message>
        <source>One member a side: these odds are exact.</source>
        <translation>各陣営1人：この確率は厳密です。</translation>
    </message>
    <message>
        <source>Whole sides (all members, each acting in turn against the other side&apos;s member with the fewest points): side A wins %1, side B %2, both out %3, each within ±%4 (95%), from %5 simulated contests. The chart above is the pairing alone, exact.</source>
        <translation>陣営全体（全メンバーが順に行動し、相手陣営で最もポイントの少ないメンバーと応酬する場合）：陣営Aの勝ち %1、陣営Bの勝ち %2、両者脱落 %3、いずれも誤差±%4以内（95%）、%5回の模擬コンテストによる推定。上のグラフはこの組み合わせのみの厳密な確率です。</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>This library is already open in another Talekeeper window (process %1 on %2).

Editing the same characters in both can lose changes. Open it anyway?</source>
        <translation>このライブラリは別のTalekeeperウィンドウで既に開かれています（%2 のプロセス %1）。

両方で同じキャラクターを編集すると、変更が失われることがあります。それでも開きますか？</translation>
    </message>
    <message>
        <source>Restore unsaved changes to %1</source>
        <translation>「%1」の未保存の変更を復元</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>%1 を作成</translation>
    </message>
    <message>
        <source>New character %1</source>
        <translation>新規キャラクター「%1」</translation>
    </message>
    <message>
        <source>Add the example characters</source>
        <translation>サンプルのキャラクターを追加</translation>
    </message>
    <message>
        <source>Duplicate Character</source>
        <translation>キャラクターを複製</translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation>複製の名前：</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>「%1」を複製</translation>
    </message>
    <message>
        <source>Import Character</source>
        <translation>キャラクターをインポート</translation>
    </message>
    <message>
        <source>Talekeeper characters (*.tale.json *.json)</source>
        <translation>Talekeeperキャラクター (*.tale.json *.json)</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>「%1」をインポート</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>「%1」を削除</translation>
    </message>
    <message>
        <source>Open Library</source>
        <translation>ライブラリを開く</translation>
    </message>
    <message>
        <source>Campaign Settings</source>
        <translation>キャンペーン設定</translation>
    </message>
    <message>
        <source>campaign.json cannot be read, so it is left as it is:
%1</source>
        <translation>campaign.json を読み込めないため、そのままにしてあります：
%1</translation>
    </message>
    <message>
        <source>Change campaign settings</source>
        <translation>キャンペーン設定を変更</translation>
    </message>
</context>
<context>
    <name>ConvalesceDialog</name>
    <message>
        <source>Convalesce — %1</source>
        <translation>静養する — %1</translation>
    </message>
    <message>
        <source>Rest in safety and comfort</source>
        <translation>安全で快適な場所で休む</translation>
    </message>
    <message>
        <source>&amp;Convalesce</source>
        <translation>静養する(&amp;C)</translation>
    </message>
    <message>
        <source>Convalesce</source>
        <translation>静養する</translation>
    </message>
    <message>
        <source> days</source>
        <translation>日</translation>
    </message>
    <message>
        <source>Under a &amp;healer&apos;s care (%1+ days heal the wounds that can heal)</source>
        <translation>治療者の看護を受ける（%1日以上で、治りうる傷が治ります）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Days</source>
        <translation>日数(&amp;D)</translation>
    </message>
    <message>
        <source>A permanent injury</source>
        <translation>恒久的な傷</translation>
    </message>
    <message>
        <source>&amp;Nothing more</source>
        <translation>これ以上なし(&amp;N)</translation>
    </message>
    <message>
        <source>Make a &amp;plan: the GM writes what it takes</source>
        <translation>計画を立てる：必要なことをGMが書く(&amp;P)</translation>
    </message>
    <message>
        <source>Re&amp;tire: the character becomes an NPC</source>
        <translation>引退する：キャラクターはNPCになる(&amp;T)</translation>
    </message>
    <message>
        <source> (permanent)</source>
        <translation>（恒久的）</translation>
    </message>
    <message>
        <source>&amp;Injury</source>
        <translation>傷(&amp;I)</translation>
    </message>
    <message>
        <source>one requirement a line:
design and build a device to draw one-handed
learn to use it
months of practice</source>
        <translation>1行に1つの必要条件：
片手で引ける装置を設計して作る
その使い方を覚える
何か月もの練習</translation>
    </message>
    <message>
        <source>&amp;Requirements</source>
        <translation>必要条件(&amp;R)</translation>
    </message>
    <message>
        <source>meanwhile: her bow has the reload tag; disadvantage to Let Fly</source>
        <translation>当面：彼女の弓に「装填」タグがつく。「矢を放つ」に不利</translation>
    </message>
    <message>
        <source>&amp;Meanwhile</source>
        <translation>当面の影響(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Why they retire</source>
        <translation>引退の理由(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>適用(&amp;A)</translation>
    </message>
</context>
<context>
    <name>DeathsDoorDialog</name>
    <message>
        <source>Death&apos;s Door — %1</source>
        <translation>死の淵 — %1</translation>
    </message>
    <message>
        <source>Roll 2d6 with no modifier; debilities never apply.</source>
        <translation>修正なしで2d6を振ります。衰えは適用されません。</translation>
    </message>
    <message>
        <source>Someone &amp;tends them (advantage; the one tending shares the risk)</source>
        <translation>誰かが看病する（有利。看病する人も危険を負う）(&amp;T)</translation>
    </message>
    <message>
        <source>Death&apos;s Door dice</source>
        <translation>死の淵のダイス</translation>
    </message>
    <message>
        <source>D&amp;ice</source>
        <translation>ダイス(&amp;I)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <source>a scar, a vision, a new fear…</source>
        <translation>傷跡、幻視、新たな恐怖…</translation>
    </message>
    <message>
        <source>10+: how did the brush with death mark them?</source>
        <translation>10+：死に触れた経験は、どんな印を残しましたか？</translation>
    </message>
    <message>
        <source>&amp;Marked by</source>
        <translation>残った印(&amp;M)</translation>
    </message>
    <message>
        <source>6-: choose one</source>
        <translation>6-：1つ選ぶ</translation>
    </message>
    <message>
        <source>the last move, the Thing Below&apos;s name…</source>
        <translation>最後の行動、〈地の底のもの〉の名…</translation>
    </message>
    <message>
        <source>Note about the fate</source>
        <translation>運命についてのメモ</translation>
    </message>
    <message>
        <source>&amp;Apply Result</source>
        <translation>結果を適用(&amp;A)</translation>
    </message>
    <message>
        <source>6-: the player chooses one of the three fates.</source>
        <translation>6-：プレイヤーが3つの運命から1つを選びます。</translation>
    </message>
    <message>
        <source>revenant or ghost</source>
        <translation>亡者か幽霊</translation>
    </message>
    <message>
        <source>thrall of a Thing Below</source>
        <translation>「地の底のもの」の下僕</translation>
    </message>
</context>
<context>
    <name>Debilities</name>
    <message>
        <source>Weakened</source>
        <translation>衰弱</translation>
    </message>
    <message>
        <source>Dazed</source>
        <translation>朦朧</translation>
    </message>
    <message>
        <source>Miserable</source>
        <translation>消沈</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>%1: faces of %2d%3</source>
        <translation>%1：%2d%3の出目</translation>
    </message>
    <message>
        <source>%1: problem with the %2d%3</source>
        <translation>%1：%2d%3の問題</translation>
    </message>
    <message>
        <source>only numbers</source>
        <translation>数字だけを入力</translation>
    </message>
    <message>
        <source>a d%1 cannot show %2</source>
        <translation>d%1で%2は出ません</translation>
    </message>
    <message>
        <source>%1 faces for %2 dice</source>
        <translation>ダイス%2個に出目が%1個</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2個中%1個</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>振る(&amp;R)</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>%1を振る</translation>
    </message>
    <message>
        <source>type the faces, such as %1</source>
        <translation>出目を入力（例：%1）</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>ロール</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>手入力</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>d%1 showing %2, %3</source>
        <translation>d%1の出目%2、%3</translation>
    </message>
    <message>
        <source>d%1 showing %2 (%3)</source>
        <translation>d%1の出目%2（%3）</translation>
    </message>
</context>
<context>
    <name>DiffWords</name>
    <message>
        <source>Spirit&apos;s power</source>
        <translation>精霊の力</translation>
    </message>
    <message>
        <source>Captor</source>
        <translation>捕獲者</translation>
    </message>
    <message>
        <source>Episodes rested</source>
        <translation>休息したエピソード</translation>
    </message>
    <message>
        <source>Stat</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>項目数</translation>
    </message>
    <message>
        <source>a portrait</source>
        <translation>肖像画あり</translation>
    </message>
    <message>
        <source>the same as now</source>
        <translation>現在と同じ</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s): %1</source>
        <translation>
            <numerusform>違い%n件：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DogsCarried</name>
    <message>
        <source>%1 on a d%2 — an NPC&apos;s fallout die</source>
        <translation>d%2の出目%1 — NPCの余波ダイス</translation>
    </message>
    <message>
        <source>%1 on a d%2 — kept by giving in “%3”</source>
        <translation>d%2の出目%1 — 「%3」で下りて取っておいたダイス</translation>
    </message>
    <message>
        <source>%1 on a d%2 — kept by giving</source>
        <translation>d%2の出目%1 — 下りて取っておいたダイス</translation>
    </message>
</context>
<context>
    <name>DogsConflict</name>
    <message>
        <source>demonic influence</source>
        <translation>魔族の影響</translation>
    </message>
    <message>
        <source>%1 (d%2)</source>
        <translation>%1（d%2）</translation>
    </message>
    <message>
        <source>a demon</source>
        <translation>魔族</translation>
    </message>
    <message>
        <source>%1 starts the conflict. At stake: %2</source>
        <translation>%1が争いを始める。賭け：%2</translation>
    </message>
    <message>
        <source>Nobody opposes: the stakes are won outright.</source>
        <translation>誰も対抗しません：賭けはそのまま勝ち取られます。</translation>
    </message>
    <message>
        <source>%1 calls on %2 and sells their soul, rolling the demonic influence %3 = %4</source>
        <translation>%1が%2に頼って魂を売り、魔族の影響%3を振る = %4</translation>
    </message>
    <message>
        <source>%1 rolls %2 = %3</source>
        <translation>%1が%2を振る = %3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>%1 escalates to %2, rolling %3</source>
        <translation>%1が%2へエスカレートし、%3を振る</translation>
    </message>
    <message>
        <source>the healer&apos;s side</source>
        <translation>治療者の陣営</translation>
    </message>
    <message>
        <source>the narrator&apos;s side</source>
        <translation>ナレーターの陣営</translation>
    </message>
    <message>
        <source>kept by giving in “%1”</source>
        <translation>「%1」で下りて取っておいたダイス</translation>
    </message>
    <message>
        <source>kept by giving in an earlier conflict</source>
        <translation>前の争いで下りて取っておいたダイス</translation>
    </message>
    <message>
        <source>an NPC&apos;s fallout die</source>
        <translation>NPCの余波ダイス</translation>
    </message>
    <message>
        <source>the patient&apos;s %1</source>
        <translation>負傷者の%1</translation>
    </message>
    <message>
        <source>the fallout dice again</source>
        <translation>余波ダイスの振り直し</translation>
    </message>
    <message>
        <source>dying: %1</source>
        <translation>瀕死の原因：%1</translation>
    </message>
    <message>
        <source>%1 rolls %2 = %3 (%4)</source>
        <translation>%1が%2を振る = %3（%4）</translation>
    </message>
    <message>
        <source>%1 brings in %2: %3 = %4</source>
        <translation>%1が%2を持ち込む：%3 = %4</translation>
    </message>
    <message>
        <source>%1 writes a relationship with %2 (%3) from unassigned dice</source>
        <translation>%1が未割り当てのダイスで%2との縁故（%3）を書き込む</translation>
    </message>
    <message>
        <source>no new dice</source>
        <translation>新しいダイスなし</translation>
    </message>
    <message>
        <source>%1 raises %2 with %3 against %4</source>
        <translation>%1が%4に対して%2をレイズ（%3）</translation>
    </message>
    <message>
        <source>%1 sees with %2 = %3: %4</source>
        <translation>%1が%2 = %3で受ける：%4</translation>
    </message>
    <message>
        <source>, noting %1 fallout</source>
        <translation>、余波%1を記録</translation>
    </message>
    <message>
        <source>%1 helps %2 with %3</source>
        <translation>%1が%3で%2を手助け</translation>
    </message>
    <message>
        <source>%1 gives, keeping a %2 on a d%3 for a follow-up conflict</source>
        <translation>%1が下りる。続いての争いのためにd%3の出目%2を取っておく</translation>
    </message>
    <message>
        <source>%1 gives</source>
        <translation>%1が下りる</translation>
    </message>
    <message>
        <source>The conflict is over: the stakes go to %1</source>
        <translation>争いの終了：賭けは%1のもの</translation>
    </message>
    <message>
        <source>Round %1 raising order: %2</source>
        <translation>ラウンド%1のレイズの順番：%2</translation>
    </message>
    <message>
        <source>Round %1 raising order, as the users chose: %2</source>
        <translation>ラウンド%1のレイズの順番（選択による）：%2</translation>
    </message>
    <message>
        <source>%1 is out of dice and loses</source>
        <translation>%1はダイスが尽きて敗北</translation>
    </message>
    <message>
        <source>The conflict is over: nobody wins</source>
        <translation>争いの終了：勝者なし</translation>
    </message>
</context>
<context>
    <name>DogsEvents</name>
    <message>
        <source>{name} won the conflict: {stakes}</source>
        <translation>{name}が争いに勝利：{stakes}</translation>
    </message>
    <message>
        <source>{name} lost the conflict: {stakes}</source>
        <translation>{name}が争いに敗北：{stakes}</translation>
    </message>
    <message>
        <source>Nobody won the conflict: {stakes}</source>
        <translation>争いの勝者なし：{stakes}</translation>
    </message>
    <message>
        <source> (gave)</source>
        <translation>（下りた）</translation>
    </message>
    <message>
        <source> (out of dice)</source>
        <translation>（ダイス切れ）</translation>
    </message>
    <message>
        <source>; fallout noted: {fallout}</source>
        <translation>、記録された余波：{fallout}</translation>
    </message>
    <message>
        <source>{name} rolls fallout: {rolls}, the two highest make {total}: {band}</source>
        <translation>{name}が余波を振る：{rolls}、高い2つの合計は{total}：{band}</translation>
    </message>
    <message>
        <source>; a die shows 1: experience</source>
        <translation>、1の目があるので経験</translation>
    </message>
    <message>
        <source>Short-term fallout for the next conflict: {stat} -1</source>
        <translation>次の争いのための短期の余波：{stat} -1</translation>
    </message>
    <message>
        <source>Short-term fallout for the next conflict: the relationship with {relationship} at d4</source>
        <translation>次の争いのための短期の余波：{relationship}との縁故がd4に</translation>
    </message>
    <message>
        <source>Short-term fallout for the next conflict: {effect}: {text}</source>
        <translation>次の争いのための短期の余波：{effect}：{text}</translation>
    </message>
    <message>
        <source>Short-term fallout for the next conflict: {effect}</source>
        <translation>次の争いのための短期の余波：{effect}</translation>
    </message>
    <message>
        <source>Long-term fallout: {stat} {before}d6 → {after}d6</source>
        <translation>長期の余波：{stat} {before}d6 → {after}d6</translation>
    </message>
    <message>
        <source>Experience: {stat} {before}d6 → {after}d6</source>
        <translation>経験：{stat} {before}d6 → {after}d6</translation>
    </message>
    <message>
        <source>Long-term fallout: a new trait, &apos;{text}&apos; {dice}</source>
        <translation>長期の余波：新しい特徴「{text}」{dice}</translation>
    </message>
    <message>
        <source>Experience: a new trait, &apos;{text}&apos; {dice}</source>
        <translation>経験：新しい特徴「{text}」{dice}</translation>
    </message>
    <message>
        <source>Long-term fallout: a new relationship with {subject} ({relation}) {dice}</source>
        <translation>長期の余波：{subject}との新しい縁故（{relation}）{dice}</translation>
    </message>
    <message>
        <source>Experience: a new relationship with {subject} ({relation}) {dice}</source>
        <translation>経験：{subject}との新しい縁故（{relation}）{dice}</translation>
    </message>
    <message>
        <source>A new relationship with {subject} ({relation}) {dice}, from unassigned dice</source>
        <translation>未割り当てのダイスから{subject}との新しい縁故（{relation}）{dice}</translation>
    </message>
    <message>
        <source>Long-term fallout: the {item} &apos;{subject}&apos; {before} → {after}</source>
        <translation>長期の余波：{item}「{subject}」{before} → {after}</translation>
    </message>
    <message>
        <source>Experience: the {item} &apos;{subject}&apos; {before} → {after}</source>
        <translation>経験：{item}「{subject}」{before} → {after}</translation>
    </message>
    <message>
        <source>{name}&apos;s Body roll {rolls}: {best} against {fallout}, recovers without help</source>
        <translation>{name}の肉体ロール{rolls}：余波{fallout}に対して{best}、助けなしで回復</translation>
    </message>
    <message>
        <source>{name}&apos;s Body roll {rolls}: {best} against {fallout}; the fallout becomes {after}: needs treatment</source>
        <translation>{name}の肉体ロール{rolls}：余波{fallout}に対して{best}、余波は{after}になる：治療が必要</translation>
    </message>
    <message>
        <source>{name} is injured by a fallout of {total}: the Body roll is due</source>
        <translation>{name}は余波{total}で負傷：肉体ロールが必要</translation>
    </message>
    <message>
        <source>{name} is injured by a fallout of {total}: needs treatment</source>
        <translation>{name}は余波{total}で負傷：治療が必要</translation>
    </message>
    <message>
        <source>A fallout of {total}: {name} is dying</source>
        <translation>余波{total}：{name}は瀕死</translation>
    </message>
    <message>
        <source>A fallout of {total}: {name} is dead</source>
        <translation>余波{total}：{name}は死亡</translation>
    </message>
    <message>
        <source>The treatment succeeded: {name} lives</source>
        <translation>治療は成功：{name}は生き延びる</translation>
    </message>
    <message>
        <source>The treatment failed: the fallout becomes {after}</source>
        <translation>治療は失敗：余波は{after}になる</translation>
    </message>
    <message>
        <source>Nobody treated {name}: the fallout becomes {after}</source>
        <translation>誰も{name}を治療しなかった：余波は{after}になる</translation>
    </message>
    <message>
        <source>Long-term fallout: {belonging} ({dice}) is struck from the sheet</source>
        <translation>長期の余波：{belonging}（{dice}）をシートから消す</translation>
    </message>
    <message>
        <source>Experience: a new belonging, {belonging} {dice}</source>
        <translation>経験：新しい所持品、{belonging} {dice}</translation>
    </message>
    <message>
        <source>Long-term fallout: the black armor is rewritten, its dice {before} → {after}</source>
        <translation>長期の余波：黒き鎧を書き換え、ダイス{before} → {after}</translation>
    </message>
    <message>
        <source>{name} is injured by a fallout of {total}</source>
        <translation>{name}は余波{total}で負傷</translation>
    </message>
    <message>
        <source>{name} is dying: their life was the stake and was lost ({stakes}); needs treatment</source>
        <translation>{name}は瀕死：命を賭けて敗れた（{stakes}）。治療が必要</translation>
    </message>
    <message>
        <source>{name} is dying: their life was the stake and was lost; needs treatment</source>
        <translation>{name}は瀕死：命を賭けて敗れた。治療が必要</translation>
    </message>
    <message>
        <source>{name} is dying: dies after one more scene</source>
        <translation>{name}は瀕死：もう1場面の後に死亡</translation>
    </message>
    <message>
        <source>{name} died of the fallout</source>
        <translation>{name}は余波で死亡</translation>
    </message>
    <message>
        <source>{name} called on {subject} and sold their soul</source>
        <translation>{name}は{subject}に頼り、魂を売った</translation>
    </message>
    <message>
        <source>{name} called on a demon and sold their soul</source>
        <translation>{name}は魔族に頼り、魂を売った</translation>
    </message>
    <message numerus="yes">
        <source>%n next-conflict-only effect(s) used</source>
        <translation>
            <numerusform>次の争いのみの効果%n件を使用</numerusform>
        </translation>
    </message>
    <message>
        <source>reason: {text}</source>
        <translation>理由：{text}</translation>
    </message>
    <message>
        <source>in the conflict: {stakes}</source>
        <translation>争い：{stakes}</translation>
    </message>
    <message>
        <source>Start conflict: {stakes}</source>
        <translation>争いの開始：{stakes}</translation>
    </message>
    <message>
        <source>End of conflict: {stakes}</source>
        <translation>争いの終了：{stakes}</translation>
    </message>
    <message>
        <source>{name} raises {total}</source>
        <translation>{name}が{total}をレイズ</translation>
    </message>
    <message>
        <source>{name} sees</source>
        <translation>{name}が受ける</translation>
    </message>
    <message>
        <source>{name} gives</source>
        <translation>{name}が下りる</translation>
    </message>
    <message>
        <source>{name} is out of dice</source>
        <translation>{name}のダイス切れ</translation>
    </message>
    <message>
        <source>{name} helps {ally}</source>
        <translation>{name}が{ally}を手助け</translation>
    </message>
    <message>
        <source>{name} escalates to {arena}</source>
        <translation>{name}が{arena}へエスカレート</translation>
    </message>
    <message>
        <source>{name} brings in dice</source>
        <translation>{name}がダイスを持ち込む</translation>
    </message>
    <message>
        <source>New relationship with {subject}</source>
        <translation>{subject}との新しい縁故</translation>
    </message>
    <message>
        <source>{name} calls on a demon</source>
        <translation>{name}が魔族に頼る</translation>
    </message>
    <message>
        <source>Raising order of round {round}</source>
        <translation>ラウンド{round}のレイズの順番</translation>
    </message>
    <message>
        <source>{name} gives up the kept die</source>
        <translation>{name}が取っておいたダイスを手放す</translation>
    </message>
    <message>
        <source>Fallout for {name}</source>
        <translation>{name}の余波</translation>
    </message>
    <message>
        <source>{name} is dying</source>
        <translation>{name}が瀕死になる</translation>
    </message>
    <message>
        <source>Treatment for {name}</source>
        <translation>{name}の治療</translation>
    </message>
    <message>
        <source>Nobody treats {name}</source>
        <translation>誰も{name}を治療しない</translation>
    </message>
    <message>
        <source>Body roll for {name}</source>
        <translation>{name}の肉体ロール</translation>
    </message>
    <message>
        <source>{name} dies</source>
        <translation>{name}が死亡</translation>
    </message>
</context>
<context>
    <name>DogsMenu</name>
    <message>
        <source>&amp;Start Conflict (Dogs)…</source>
        <translation>争いを開始（ドッグズ）(&amp;S)…</translation>
    </message>
    <message>
        <source>Resume Conf&amp;lict (Dogs)…</source>
        <translation>争いを再開（ドッグズ）(&amp;L)…</translation>
    </message>
    <message>
        <source>Resume Conflict</source>
        <translation>争いを再開</translation>
    </message>
    <message>
        <source>This library has no saved conflicts.</source>
        <translation>このライブラリには保存された争いがありません。</translation>
    </message>
</context>
<context>
    <name>DogsRefusals</name>
    <message>
        <source>{name} helped an ally, so the next raise is one die: the kept reverse-the-blow die.</source>
        <translation>{name}は味方を手助けしたので、次のレイズはダイス1個です：反撃で取っておいたダイスがその1個です。</translation>
    </message>
    <message>
        <source>{name} helped an ally, so the next raise is made with one die.</source>
        <translation>{name}は味方を手助けしたので、次のレイズはダイス1個で行います。</translation>
    </message>
    <message>
        <source>The kept reverse-the-blow total ({total}) joins {name}&apos;s raise: put forward {need} more from hand.</source>
        <translation>反撃で取っておいた合計（{total}）が{name}のレイズに加わります：手元からあと{need}個出してください。</translation>
    </message>
    <message>
        <source>The kept reverse-the-blow die ({total}) joins {name}&apos;s raise: put forward {need} more from hand.</source>
        <translation>反撃で取っておいたダイス（{total}）が{name}のレイズに加わります：手元からあと{need}個出してください。</translation>
    </message>
    <message>
        <source>{name} has no such trait or relationship.</source>
        <translation>{name}にはその特徴も縁故もありません。</translation>
    </message>
    <message>
        <source>{name} has no such {item}.</source>
        <translation>{name}にはその{item}がありません。</translation>
    </message>
    <message>
        <source>A d{size} cannot go up: dice run d{smallest} to d{largest}.</source>
        <translation>d{size}はこれ以上大きくなりません：ダイスはd{smallest}からd{largest}までです。</translation>
    </message>
    <message>
        <source>A d{size} cannot go down: dice run d{smallest} to d{largest}.</source>
        <translation>d{size}はこれ以上小さくなりません：ダイスはd{smallest}からd{largest}までです。</translation>
    </message>
    <message numerus="yes">
        <source>A fallout of {total} takes %n short-term result(s), not {got}.</source>
        <translation>
            <numerusform>余波{total}で選ぶ短期の結果は%n個です（{got}個ではありません）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A fallout of {total} takes %n long-term result(s), not {got}.</source>
        <translation>
            <numerusform>余波{total}で選ぶ長期の結果は%n個です（{got}個ではありません）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A fallout of {total} takes %n experience result(s), not {got}.</source>
        <translation>
            <numerusform>余波{total}で選ぶ経験の結果は%n個です（{got}個ではありません）。</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;{item}&apos;: the dice are already d4.</source>
        <translation>「{item}」：ダイスはすでにd4です。</translation>
    </message>
    <message>
        <source>{name} has already answered this raise.</source>
        <translation>{name}はこのレイズにすでに応じています。</translation>
    </message>
    <message>
        <source>The black armor&apos;s dice must drop below {dice}.</source>
        <translation>黒き鎧のダイスは{dice}より下げる必要があります。</translation>
    </message>
    <message>
        <source>The black armor has no dice to lower.</source>
        <translation>黒き鎧には下げるダイスがありません。</translation>
    </message>
    <message>
        <source>Write the black armor&apos;s new description.</source>
        <translation>黒き鎧の新しい説明を書いてください。</translation>
    </message>
    <message>
        <source>{what}: &apos;{text}&apos; are not dice (write them as 2d6 or 1d8+1d4).</source>
        <translation>{what}：「{text}」はダイスではありません（2d6や1d8+1d4のように書いてください）。</translation>
    </message>
    <message>
        <source>A fallout total is a whole number of 0 or more, not {text}.</source>
        <translation>余波の合計は0以上の整数です（{text}ではありません）。</translation>
    </message>
    <message>
        <source>Die faces are whole numbers of 1 or more, not {text}.</source>
        <translation>ダイスの出目は1以上の整数です（{text}ではありません）。</translation>
    </message>
    <message>
        <source>Give the new belonging its dice, such as 1d6.</source>
        <translation>新しい所持品にダイスを付けてください（例：1d6）。</translation>
    </message>
    <message>
        <source>Name the new belonging.</source>
        <translation>新しい所持品に名前を付けてください。</translation>
    </message>
    <message>
        <source>{name} rolls {need} Body dice, not {given}.</source>
        <translation>{name}が振る肉体のダイスは{need}個です（{given}個ではありません）。</translation>
    </message>
    <message>
        <source>Bring in one trait, relationship, belonging or item at a time.</source>
        <translation>特徴・縁故・所持品・物は一度に1つずつ持ち込んでください。</translation>
    </message>
    <message>
        <source>{name} still holds dice enough to raise.</source>
        <translation>{name}にはまだレイズできるだけのダイスがあります。</translation>
    </message>
    <message>
        <source>{name}&apos;s dice can still see the raise of {raised}.</source>
        <translation>{name}のダイスはまだ{raised}のレイズを受けられます。</translation>
    </message>
    <message>
        <source>A fallout of 20 or more kills the character: choose at once or after a scene.</source>
        <translation>余波20以上でキャラクターは死亡します：すぐにか、1場面の後かを選んでください。</translation>
    </message>
    <message>
        <source>{name} has already called on a demon in this conflict.</source>
        <translation>{name}はこの争いですでに魔族に頼っています。</translation>
    </message>
    <message>
        <source>The same die was put forward twice.</source>
        <translation>同じダイスが2回出されました。</translation>
    </message>
    <message>
        <source>{name}&apos;s fallout is on the sheet already.</source>
        <translation>{name}の余波はすでにシートに書かれています。</translation>
    </message>
    <message>
        <source>Name either the fallout dice or how the character is dying.</source>
        <translation>余波ダイスか瀕死の原因のどちらか一方を指定してください。</translation>
    </message>
    <message>
        <source>{name} has given and is out of this conflict.</source>
        <translation>{name}は下りたので、この争いから外れています。</translation>
    </message>
    <message>
        <source>{name} cannot treat themself: choose a healer.</source>
        <translation>{name}は自分を治療できません：治療者を選んでください。</translation>
    </message>
    <message>
        <source>A helper gives {need} die to an ally (DV-15); pick {need}.</source>
        <translation>手助けでは味方にダイスを{need}個渡します（DV-15）：{need}個選んでください。</translation>
    </message>
    <message>
        <source>{name} can only help an ally on the same side, and {ally} is not one.</source>
        <translation>{name}が手助けできるのは同じ陣営の味方だけで、{ally}は味方ではありません。</translation>
    </message>
    <message>
        <source>{name} cannot help themself.</source>
        <translation>{name}は自分を手助けできません。</translation>
    </message>
    <message>
        <source>{name} already helped {ally} and cannot help again before their next turn.</source>
        <translation>{name}はすでに{ally}を手助けしたので、次の手番まで再び手助けできません。</translation>
    </message>
    <message>
        <source>{name} already has an injury waiting on the sheet.</source>
        <translation>{name}のシートにはすでに保留中の負傷があります。</translation>
    </message>
    <message>
        <source>{name} has already brought {item} into this conflict.</source>
        <translation>{name}はすでに{item}をこの争いに持ち込んでいます。</translation>
    </message>
    <message>
        <source>An item not on the sheet brings {dice}.</source>
        <translation>シートにない物は{dice}です。</translation>
    </message>
    <message>
        <source>Name the item first.</source>
        <translation>先に物の名前を書いてください。</translation>
    </message>
    <message>
        <source>Choose what the result acts on.</source>
        <translation>結果の対象を選んでください。</translation>
    </message>
    <message>
        <source>{name} brings the same item twice.</source>
        <translation>{name}は同じ物を2回持ち込んでいます。</translation>
    </message>
    <message>
        <source>{name}&apos;s {item} has already joined this conflict (each joins once).</source>
        <translation>{name}の{item}はすでにこの争いに加わっています（それぞれ1回だけ）。</translation>
    </message>
    <message>
        <source>The saved conflict no longer keeps that die ({value} on a d{size}).</source>
        <translation>保存された争いはそのダイス（d{size}の出目{value}）をもう持っていません。</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; has only one die and cannot lose it: choose another result.</source>
        <translation>「{item}」にはダイスが1個しかなく、失えません：別の結果を選んでください。</translation>
    </message>
    <message>
        <source>Leaving the scene is only possible if nobody starts a follow-up conflict.</source>
        <translation>場面からの退場は、誰も続いての争いを始めない場合にだけできます。</translation>
    </message>
    <message>
        <source>{name} did not lose a conflict with their life at stake.</source>
        <translation>{name}は命を賭けた争いに敗れていません。</translation>
    </message>
    <message>
        <source>A fallout of {total} calls for no Body roll (only 12 to 15 do).</source>
        <translation>余波{total}では肉体ロールは行いません（12から15のときだけです）。</translation>
    </message>
    <message>
        <source>There is no conflict to act in.</source>
        <translation>行動する争いがありません。</translation>
    </message>
    <message>
        <source>{name} has no demon relationship to call on.</source>
        <translation>{name}には頼れる魔族の縁故がありません。</translation>
    </message>
    <message>
        <source>There are no fallout dice: the character took no blow.</source>
        <translation>余波ダイスがありません：キャラクターは一撃を受けていません。</translation>
    </message>
    <message>
        <source>The GM has set no demonic influence dice (Campaign Settings).</source>
        <translation>GMが魔族の影響のダイスを設定していません（キャンペーン設定）。</translation>
    </message>
    <message>
        <source>{name} has no injury waiting for this step.</source>
        <translation>{name}にはこの手順を待つ負傷がありません。</translation>
    </message>
    <message>
        <source>{name} kept no die for a follow-up conflict.</source>
        <translation>{name}は続いての争いのためのダイスを取っておいていません。</translation>
    </message>
    <message>
        <source>One on one, the side that started raises first (DV-10): there is no order to choose.</source>
        <translation>1対1では、争いを始めた側が最初にレイズします（DV-10）：選ぶ順番はありません。</translation>
    </message>
    <message>
        <source>There is no raise on the table to see.</source>
        <translation>受けるべきレイズが場にありません。</translation>
    </message>
    <message>
        <source>{name} has no sheet in this library to write to.</source>
        <translation>{name}には書き込めるシートがこのライブラリにありません。</translation>
    </message>
    <message>
        <source>{name} does not hold that die.</source>
        <translation>{name}はそのダイスを持っていません。</translation>
    </message>
    <message>
        <source>That participant does not take part in this conflict.</source>
        <translation>その参加者はこの争いに参加していません。</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; has no d{size} to change.</source>
        <translation>「{item}」には変更するd{size}がありません。</translation>
    </message>
    <message>
        <source>A raise must be aimed at someone.</source>
        <translation>レイズは誰かに向ける必要があります。</translation>
    </message>
    <message>
        <source>A fallout of {total} calls for no treatment (only 16 to 19 do).</source>
        <translation>余波{total}では治療は行いません（16から19のときだけです）。</translation>
    </message>
    <message>
        <source>It is nobody&apos;s turn to raise.</source>
        <translation>誰のレイズの番でもありません。</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; is {dice}, not a d4 one.</source>
        <translation>「{item}」は{dice}で、d4ではありません。</translation>
    </message>
    <message>
        <source>Add the participants first.</source>
        <translation>先に参加者を追加してください。</translation>
    </message>
    <message>
        <source>A number of dice is a whole number of 0 or more, not {text}.</source>
        <translation>ダイスの個数は0以上の整数です（{text}ではありません）。</translation>
    </message>
    <message>
        <source>d{size} is not a die size.</source>
        <translation>d{size}はダイスの種類ではありません。</translation>
    </message>
    <message>
        <source>{what}: &apos;{text}&apos; must be dice only, with no numbers added.</source>
        <translation>{what}：「{text}」はダイスだけで書き、数を足さないでください。</translation>
    </message>
    <message>
        <source>{name} is not a target of this raise.</source>
        <translation>{name}はこのレイズの対象ではありません。</translation>
    </message>
    <message>
        <source>This conflict is not a treatment.</source>
        <translation>この争いは治療ではありません。</translation>
    </message>
    <message>
        <source>{name} is not an opponent still in the conflict.</source>
        <translation>{name}は争いに残っている相手ではありません。</translation>
    </message>
    <message>
        <source>{name} is not due to raise or see right now.</source>
        <translation>今は{name}がレイズしたり受けたりする番ではありません。</translation>
    </message>
    <message>
        <source>{name} is not dying.</source>
        <translation>{name}は瀕死ではありません。</translation>
    </message>
    <message>
        <source>The conflict is not over yet.</source>
        <translation>争いはまだ終わっていません。</translation>
    </message>
    <message>
        <source>{name} is not tied there: only tied participants may be reordered.</source>
        <translation>{name}はそこで同点ではありません：並べ替えられるのは同点の参加者だけです。</translation>
    </message>
    <message>
        <source>It is {due}&apos;s turn to raise, not {name}&apos;s.</source>
        <translation>レイズするのは{name}ではなく{due}の番です。</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; has no die larger than d{size}.</source>
        <translation>「{item}」にはd{size}より大きいダイスがありません。</translation>
    </message>
    <message>
        <source>Add or remove exactly one die.</source>
        <translation>ダイスはちょうど1個だけ増やすか減らしてください。</translation>
    </message>
    <message>
        <source>A die size changes one step up or down.</source>
        <translation>ダイスの種類は1段階ずつ上げるか下げます。</translation>
    </message>
    <message>
        <source>Give {name} their dice, such as 4d6.</source>
        <translation>{name}にダイスを付けてください（例：4d6）。</translation>
    </message>
    <message>
        <source>Name the opposition.</source>
        <translation>対抗側の名前を書いてください。</translation>
    </message>
    <message>
        <source>The new order must list exactly the participants of this round.</source>
        <translation>新しい順番には、このラウンドの参加者をちょうど全員並べてください。</translation>
    </message>
    <message>
        <source>The raising order can only be chosen before anyone raises this round.</source>
        <translation>レイズの順番は、このラウンドで誰かがレイズする前にしか選べません。</translation>
    </message>
    <message>
        <source>{name} is out of dice and out of this conflict.</source>
        <translation>{name}はダイスが尽きて、この争いから外れています。</translation>
    </message>
    <message>
        <source>The conflict is over.</source>
        <translation>争いは終わっています。</translation>
    </message>
    <message>
        <source>{raiser}&apos;s raise is on the table: it must be seen or given first.</source>
        <translation>{raiser}のレイズが場に出ています：先に受けるか下りてください。</translation>
    </message>
    <message>
        <source>{name} holds {have} dice and this raise needs {need}: escalate, bring in dice, or give.</source>
        <translation>{name}の手元のダイスは{have}個で、このレイズには{need}個必要です：エスカレートするか、ダイスを持ち込むか、下りてください。</translation>
    </message>
    <message>
        <source>A raise is exactly two dice: pick two of {name}&apos;s dice.</source>
        <translation>レイズはちょうどダイス2個です：{name}のダイスを2個選んでください。</translation>
    </message>
    <message>
        <source>Write a reason that fits what happened in the conflict (DV-20).</source>
        <translation>争いで起きたことに合う理由を書いてください（DV-20）。</translation>
    </message>
    <message>
        <source>Give the new relationship its dice, such as 1d6.</source>
        <translation>新しい縁故にダイスを付けてください（例：1d6）。</translation>
    </message>
    <message>
        <source>{name} already has the relationship with {subject}.</source>
        <translation>{name}はすでに{subject}との縁故を持っています。</translation>
    </message>
    <message>
        <source>Choose the relationship whose dice become d4 for the next conflict.</source>
        <translation>次の争いでダイスがd4になる縁故を選んでください。</translation>
    </message>
    <message>
        <source>Participants join a new conflict with no dice rolled yet.</source>
        <translation>参加者はダイスを振る前の状態で新しい争いに加わります。</translation>
    </message>
    <message>
        <source>{name} is already in the {arena} arena.</source>
        <translation>{name}はすでに{arena}の争いの領域にいます。</translation>
    </message>
    <message>
        <source>Not worked out: too many dice on the table ({dice}) to work out who wins in time.</source>
        <translation>計算できません：場のダイスが多すぎて（{dice}個）、時間内に勝敗を求められません。</translation>
    </message>
    <message>
        <source>A die&apos;s face is a whole number of 1 or more, not {text}.</source>
        <translation>ダイスの出目は1以上の整数です（{text}ではありません）。</translation>
    </message>
    <message>
        <source>A raise is a total of two dice or more, not {text}.</source>
        <translation>レイズはダイス2個以上の合計です（{text}ではありません）。</translation>
    </message>
    <message>
        <source>A die kept from a reverse the blow goes into the next raise, not into a see.</source>
        <translation>反撃で残したダイスは次のレイズに使います。受けには使えません。</translation>
    </message>
    <message>
        <source>A see needs at least one of the seeing character&apos;s own dice.</source>
        <translation>受けるには、受けるキャラクター自身のダイスが少なくとも1個必要です。</translation>
    </message>
    <message>
        <source>{name}&apos;s dice total {total}, short of the raise of {raised}: put forward more, bring in dice, escalate, or give.</source>
        <translation>{name}のダイスの合計は{total}で、{raised}のレイズに届きません：さらに出すか、ダイスを持ち込むか、エスカレートするか、下りてください。</translation>
    </message>
    <message>
        <source>{name} must put forward at least one die to see.</source>
        <translation>{name}が受けるには少なくとも1個のダイスを出す必要があります。</translation>
    </message>
    <message>
        <source>Every participant needs a side.</source>
        <translation>参加者全員に陣営が必要です。</translation>
    </message>
    <message>
        <source>Write what is at stake before the conflict starts (not how it is won).</source>
        <translation>争いを始める前に賭けを書いてください（勝ち方ではなく）。</translation>
    </message>
    <message>
        <source>The stakes are longer than {most} characters: say them shorter.</source>
        <translation>賭けが{most}文字を超えています：短く書いてください。</translation>
    </message>
    <message>
        <source>The participant who starts the conflict must take part in it.</source>
        <translation>争いを始める人はその争いに参加している必要があります。</translation>
    </message>
    <message>
        <source>{stat} has no dice left to lose: choose another result.</source>
        <translation>{stat}には失えるダイスが残っていません：別の結果を選んでください。</translation>
    </message>
    <message>
        <source>Choose the stat.</source>
        <translation>能力を選んでください。</translation>
    </message>
    <message>
        <source>{stat} runs from 0 to {most} dice, not {value}.</source>
        <translation>{stat}は0から{most}個のダイスです（{value}ではありません）。</translation>
    </message>
    <message>
        <source>Write whom or what the new relationship is with.</source>
        <translation>新しい縁故の相手を書いてください。</translation>
    </message>
    <message>
        <source>Write the new trait.</source>
        <translation>新しい特徴を書いてください。</translation>
    </message>
    <message>
        <source>{name}&apos;s unassigned relationship dice are {have}: not enough for {take}.</source>
        <translation>{name}の未割り当ての縁故ダイスは{have}で、{take}には足りません。</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; has dice of several sizes ({dice}): choose which size.</source>
        <translation>「{item}」には複数の種類のダイスがあります（{dice}）：どの種類か選んでください。</translation>
    </message>
</context>
<context>
    <name>DogsSection</name>
    <message>
        <source>&amp;Unassigned relationship dice</source>
        <translation>未割り当ての縁故ダイス(&amp;U)</translation>
    </message>
    <message>
        <source>Change unassigned relationship dice</source>
        <translation>未割り当ての縁故ダイスを変更</translation>
    </message>
    <message>
        <source>Rewrite the black armor</source>
        <translation>黒き鎧を書き換え</translation>
    </message>
    <message>
        <source>Change the black armor&apos;s dice</source>
        <translation>黒き鎧のダイスを変更</translation>
    </message>
    <message>
        <source>Black armor d&amp;ice</source>
        <translation>黒き鎧のダイス(&amp;I)</translation>
    </message>
    <message>
        <source>Sold their soul to a demon</source>
        <translation>魔族に魂を売った</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>特徴</translation>
    </message>
    <message>
        <source>Add trait</source>
        <translation>特徴を追加</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>特徴</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>Change dice of %1</source>
        <translation>「%1」のダイスを変更</translation>
    </message>
    <message>
        <source>New trait</source>
        <translation>新しい特徴</translation>
    </message>
    <message>
        <source>Relationships</source>
        <translation>縁故</translation>
    </message>
    <message>
        <source>Add relationship</source>
        <translation>縁故を追加</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>縁故</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Change kind of %1</source>
        <translation>「%1」の種類を変更</translation>
    </message>
    <message>
        <source>New relationship</source>
        <translation>新しい縁故</translation>
    </message>
    <message>
        <source>Belongings</source>
        <translation>所持品</translation>
    </message>
    <message>
        <source>Add belonging</source>
        <translation>所持品を追加</translation>
    </message>
    <message>
        <source>Belonging</source>
        <translation>所持品</translation>
    </message>
    <message>
        <source>New belonging</source>
        <translation>新しい所持品</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Next conflict only</source>
        <translation>次の争いのみ</translation>
    </message>
    <message>
        <source>Start Co&amp;nflict…</source>
        <translation>争いを開始(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Mark Dead</source>
        <translation>死亡にする(&amp;M)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1を設定</translation>
    </message>
    <message>
        <source>Black a&amp;rmor</source>
        <translation>黒き鎧(&amp;R)</translation>
    </message>
    <message>
        <source>Mark the soul as sold</source>
        <translation>魂を売ったと記録</translation>
    </message>
    <message>
        <source>Unmark the soul as sold</source>
        <translation>魂を売った記録を取り消す</translation>
    </message>
    <message>
        <source>Change trait</source>
        <translation>特徴を変更</translation>
    </message>
    <message>
        <source>Change relationship</source>
        <translation>縁故を変更</translation>
    </message>
    <message>
        <source>Change belonging</source>
        <translation>所持品を変更</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Change next-conflict effect</source>
        <translation>次の争いのみの効果を変更</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>効果を追加</translation>
    </message>
    <message>
        <source>Start a Dogs conflict with this character</source>
        <translation>このキャラクターでドッグズの争いを開始</translation>
    </message>
    <message>
        <source>Injury awaiting a step</source>
        <translation>次の手順を待つ負傷</translation>
    </message>
    <message>
        <source>%1 (fallout %2; %3)</source>
        <translation>%1（余波%2；%3）</translation>
    </message>
    <message>
        <source>Roll &amp;Body…</source>
        <translation>肉体を振る(&amp;B)…</translation>
    </message>
    <message>
        <source>Start &amp;Treatment…</source>
        <translation>治療を開始(&amp;T)…</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>「%1」を削除</translation>
    </message>
    <message>
        <source>%1 -1</source>
        <translation>%1 -1</translation>
    </message>
    <message>
        <source>%1 at d4</source>
        <translation>「%1」をd4に</translation>
    </message>
    <message>
        <source>Add next-conflict effect</source>
        <translation>次の争いのみの効果を追加</translation>
    </message>
    <message>
        <source>Remove next-conflict effect</source>
        <translation>次の争いのみの効果を削除</translation>
    </message>
</context>
<context>
    <name>DogsWords</name>
    <message>
        <source>trait</source>
        <translation>特徴</translation>
    </message>
    <message>
        <source>relationship</source>
        <translation>縁故</translation>
    </message>
    <message>
        <source>belonging</source>
        <translation>所持品</translation>
    </message>
    <message>
        <source>the demonic influence dice</source>
        <translation>魔族の影響のダイス</translation>
    </message>
    <message>
        <source>the fallout dice</source>
        <translation>余波ダイス</translation>
    </message>
    <message>
        <source>the belonging&apos;s dice</source>
        <translation>所持品のダイス</translation>
    </message>
    <message>
        <source>the black armor&apos;s dice</source>
        <translation>黒き鎧のダイス</translation>
    </message>
    <message>
        <source>the opposition&apos;s dice</source>
        <translation>対抗側のダイス</translation>
    </message>
    <message>
        <source>the relationship&apos;s dice</source>
        <translation>縁故のダイス</translation>
    </message>
    <message>
        <source>Deadly weapons</source>
        <translation>致命的な武器</translation>
    </message>
    <message>
        <source>Cuts, stabs, hanging, clubbing</source>
        <translation>切り傷、刺し傷、首吊り、殴打</translation>
    </message>
    <message>
        <source>Strangling, trampling, falling, drowning</source>
        <translation>首絞め、踏みつけ、転落、溺水</translation>
    </message>
</context>
<context>
    <name>DowntimeDialog</name>
    <message>
        <source>Downtime</source>
        <translation>ダウンタイム</translation>
    </message>
    <message>
        <source> days</source>
        <translation>日</translation>
    </message>
    <message>
        <source>Under a &amp;healer&apos;s care</source>
        <translation>治療者の看護を受ける(&amp;H)</translation>
    </message>
    <message>
        <source>Under a healer&apos;s care</source>
        <translation>治療者の看護を受ける</translation>
    </message>
    <message>
        <source>&amp;Rest in safety</source>
        <translation>安全な場所で休む(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Apply Downtime</source>
        <translation>ダウンタイムを適用(&amp;A)</translation>
    </message>
</context>
<context>
    <name>EditEvents</name>
    <message>
        <source>Portrait removed</source>
        <translation>肖像画を削除</translation>
    </message>
    <message>
        <source>Portrait chosen</source>
        <translation>肖像画を選択</translation>
    </message>
    <message>
        <source>Portrait replaced</source>
        <translation>肖像画を差し替え</translation>
    </message>
    <message>
        <source>Added to {place}: {item}</source>
        <translation>{place}に追加：{item}</translation>
    </message>
    <message>
        <source>Added to {place}</source>
        <translation>{place}に追加</translation>
    </message>
    <message>
        <source>Removed from {place}: {item}</source>
        <translation>{place}から削除：{item}</translation>
    </message>
    <message>
        <source>Removed from {place}</source>
        <translation>{place}から削除</translation>
    </message>
    <message>
        <source>Debilities cleared (NPCs and monsters have none): {debilities}</source>
        <translation>衰えを解除（NPCと怪物は衰えを持たない）：{debilities}</translation>
    </message>
    <message>
        <source>Created {name}</source>
        <translation>{name} を作成</translation>
    </message>
    <message>
        <source>Duplicated from {original}</source>
        <translation>「{original}」から複製</translation>
    </message>
    <message>
        <source>Imported from {source}</source>
        <translation>「{source}」からインポート</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
</context>
<context>
    <name>EndOfSessionDialog</name>
    <message>
        <source>End of Session</source>
        <translation>セッション終了</translation>
    </message>
    <message>
        <source>&amp;Hero points for each</source>
        <translation>1人あたりのヒーローポイント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Temporary improvements ending (tick to pay and keep)</source>
        <translation>終了する一時的な成長（払って残すものにチェック）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;End Session</source>
        <translation>セッションを終了(&amp;E)</translation>
    </message>
    <message>
        <source>%1: %2 ends</source>
        <translation>%1：%2が終了</translation>
    </message>
    <message>
        <source>%1 (it cannot be made permanent)</source>
        <translation>%1（恒久的にはできません）</translation>
    </message>
    <message>
        <source>%1 — keep it for %2; %3 will have %4</source>
        <translation>%1 — %2で残せます。%3の所持は%4点になります</translation>
    </message>
    <message numerus="yes">
        <source>%n hero point(s)</source>
        <translation>
            <numerusform>ヒーローポイント%n点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>The same unexpected error happened again; it is in the log: %1</source>
        <translation>同じ予期しないエラーがまた起きました。ログに記録しています：%1</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>予期しないエラー</translation>
    </message>
    <message>
        <source>Something went wrong in Talekeeper while doing this: %1</source>
        <translation>Talekeeper で次の操作中に問題が起きました：%1</translation>
    </message>
    <message>
        <source>Something went wrong in Talekeeper.</source>
        <translation>Talekeeper で問題が起きました。</translation>
    </message>
    <message>
        <source>This is a bug in Talekeeper, not something you did wrong. The window can still be used, and your characters are as they were before this step; unsaved changes are still in the window and in the recovery journal.

The details are in the log: %1
Please include that file when you report the problem.</source>
        <translation>これは Talekeeper の不具合で、あなたの操作の誤りではありません。ウィンドウはこのまま使えます。キャラクターはこの操作の前のままで、未保存の変更はウィンドウと復旧用ジャーナルに残っています。

詳しい内容はログにあります：%1
問題を報告するときは、このファイルを添えてください。</translation>
    </message>
</context>
<context>
    <name>ExchangePanel</name>
    <message>
        <source>Acting member</source>
        <translation>行動するメンバー</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>Acting member spends a hero point (HQ-8)</source>
        <translation>行動するメンバーがヒーローポイントを使う（HQ-8）</translation>
    </message>
    <message>
        <source>Other member spends a hero point (HQ-8)</source>
        <translation>相手のメンバーがヒーローポイントを使う（HQ-8）</translation>
    </message>
    <message>
        <source>Special effect of the mystic strike</source>
        <translation>神秘の打撃の特殊効果</translation>
    </message>
    <message>
        <source>what the strike does, as the narrator decides</source>
        <translation>語り手が決める打撃の効果</translation>
    </message>
    <message>
        <source>Special effect</source>
        <translation>特殊効果</translation>
    </message>
    <message>
        <source>Dice: the acting member&apos;s d20, then the other&apos;s.</source>
        <translation>ダイス：行動するメンバーのd20、次に相手のd20。</translation>
    </message>
    <message>
        <source>The narrator decides the changes below (HQ-17).</source>
        <translation>以下の増減は語り手が決めます（HQ-17）。</translation>
    </message>
    <message>
        <source>Parting shot: the other member is already out; its loss counts. One parting shot per member per contest (HQ-18).</source>
        <translation>とどめの一撃：相手のメンバーはすでに脱落しています。その損失も数えます。とどめの一撃はコンテストごとにメンバー1人につき1回です（HQ-18）。</translation>
    </message>
    <message>
        <source>Narrator: acting member&apos;s change</source>
        <translation>語り手：行動するメンバーの増減</translation>
    </message>
    <message>
        <source>Narrator: other member&apos;s change</source>
        <translation>語り手：相手のメンバーの増減</translation>
    </message>
    <message>
        <source>Resolve &amp;Exchange</source>
        <translation>応酬を解決(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Acting</source>
        <translation>行動側(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;gainst</source>
        <translation>相手(&amp;G)</translation>
    </message>
    <message>
        <source>B&amp;id</source>
        <translation>ビッド(&amp;I)</translation>
    </message>
    <message>
        <source>Narrator: acting</source>
        <translation>語り手：行動側</translation>
    </message>
    <message>
        <source>Narrator: other</source>
        <translation>語り手：相手側</translation>
    </message>
    <message>
        <source>Mystic strike: +%1 edge for whoever wins the exchange (HQ-27).</source>
        <translation>神秘の打撃：応酬の勝者に+%1のエッジ（HQ-27）。</translation>
    </message>
    <message>
        <source>Mystic strikes: only the winner&apos;s own strike is its edge: +%1 if %2 wins, +%3 if %4 wins (HQ-27).</source>
        <translation>神秘の打撃：エッジになるのは勝者自身の打撃だけです。%2が勝てば+%1、%4が勝てば+%3（HQ-27）。</translation>
    </message>
    <message>
        <source>%1 is struck down by a mystic strike: a special effect follows, as the narrator decides. Note it below; it goes on the log and on the sheet&apos;s history (HQ-27).</source>
        <translation>%1は神秘の打撃で倒されます：語り手の決める特殊効果が続きます。下に書き留めてください。記録とシートの履歴に残ります（HQ-27）。</translation>
    </message>
    <message>
        <source>Desperation stake: the bid is more than the points left (HQ-17).</source>
        <translation>決死の賭け：ビッドが残りのポイントを上回っています（HQ-17）。</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDFを書き出す</translation>
    </message>
    <message>
        <source>Export Markdown</source>
        <translation>Markdownを書き出す</translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation>Markdownファイル (*.md)</translation>
    </message>
    <message>
        <source>Export NPC Cards</source>
        <translation>NPCカードを書き出す</translation>
    </message>
    <message>
        <source>This library has no NPCs or monsters. Select the characters to put on cards in the list first.</source>
        <translation>このライブラリにはNPCもモンスターもいません。先に一覧でカードにするキャラクターを選んでください。</translation>
    </message>
    <message>
        <source>NPC cards</source>
        <translation>NPCカード</translation>
    </message>
    <message>
        <source>Export Party Summary</source>
        <translation>パーティ概要を書き出す</translation>
    </message>
    <message>
        <source>This library has no player characters or followers. Select the characters to sum up in the list first.</source>
        <translation>このライブラリにはプレイヤーキャラクターも従者もいません。先に一覧で概要にまとめるキャラクターを選んでください。</translation>
    </message>
    <message>
        <source>Party summary, %1</source>
        <translation>パーティ概要（%1）</translation>
    </message>
    <message>
        <source>Party summary</source>
        <translation>パーティ概要</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>PDFを書き出す(&amp;D)…</translation>
    </message>
    <message>
        <source>Export &amp;Markdown…</source>
        <translation>Markdownを書き出す(&amp;M)…</translation>
    </message>
    <message>
        <source>Exp&amp;ort NPC Cards (PDF)…</source>
        <translation>NPCカードを書き出す（PDF）(&amp;O)…</translation>
    </message>
    <message>
        <source>Export Part&amp;y Summary (PDF)…</source>
        <translation>パーティ概要を書き出す（PDF）(&amp;Y)…</translation>
    </message>
    <message>
        <source>%1 (stabilised)</source>
        <translation>%1（安定化済み）</translation>
    </message>
    <message>
        <source>, and %1 more</source>
        <translation>、ほか%1件</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Dogs: %1</source>
        <translation>ドッグズ：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>HP %1 / %2 · Armor %3 · Damage %4</source>
        <translation>HP %1 / %2 · アーマー %3 · ダメージ %4</translation>
    </message>
    <message>
        <source>Now:</source>
        <translation>現在：</translation>
    </message>
    <message>
        <source>Abilities:</source>
        <translation>能力：</translation>
    </message>
    <message>
        <source>Stats:</source>
        <translation>能力値：</translation>
    </message>
    <message>
        <source>Traits:</source>
        <translation>特徴：</translation>
    </message>
    <message>
        <source>Relationships:</source>
        <translation>縁故：</translation>
    </message>
    <message>
        <source>Belongings:</source>
        <translation>所持品：</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>Debilities</source>
        <translation>衰え</translation>
    </message>
    <message>
        <source>States</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Injury</source>
        <translation>負傷</translation>
    </message>
    <message>
        <source>Hero points</source>
        <translation>ヒーローポイント</translation>
    </message>
    <message>
        <source>Injuries and wounds</source>
        <translation>負傷と傷</translation>
    </message>
    <message>
        <source>Supplies</source>
        <translation>物資</translation>
    </message>
    <message>
        <source>Provisions</source>
        <translation>食料</translation>
    </message>
    <message>
        <source>HeroQuest</source>
        <translation>ヒーロークエスト</translation>
    </message>
    <message>
        <source>Dogs in the Vineyard</source>
        <translation>ドッグズ・イン・ザ・ヴィンヤード</translation>
    </message>
    <message>
        <source>Harm and recovery</source>
        <translation>負傷と回復</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>States of adversity</source>
        <translation>被害状態</translation>
    </message>
    <message>
        <source>Lingering benefits</source>
        <translation>継続利益</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>成長</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>特徴</translation>
    </message>
    <message>
        <source>Relationships</source>
        <translation>縁故</translation>
    </message>
    <message>
        <source>Belongings</source>
        <translation>所持品</translation>
    </message>
    <message>
        <source>Black armor</source>
        <translation>黒き鎧</translation>
    </message>
    <message>
        <source>For the next conflict</source>
        <translation>次の争いのみの効果</translation>
    </message>
    <message>
        <source>HP, armor and damage</source>
        <translation>HP・アーマー・ダメージ</translation>
    </message>
    <message>
        <source>Stat modifiers</source>
        <translation>能力修正</translation>
    </message>
    <message>
        <source>Problematic wounds</source>
        <translation>厄介な傷</translation>
    </message>
    <message>
        <source>Supplies and gear</source>
        <translation>物資と装備</translation>
    </message>
    <message>
        <source>Recent history</source>
        <translation>最近の履歴</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Concept</source>
        <translation>コンセプト</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>rolls with %1</source>
        <translation>%1と併せて振る</translation>
    </message>
    <message>
        <source>spirit power %1</source>
        <translation>精霊の力 %1</translation>
    </message>
    <message>
        <source>%1 of %2 uses left</source>
        <translation>残り%1回（%2回中）</translation>
    </message>
    <message>
        <source>captured by %1</source>
        <translation>%1が捕らえた</translation>
    </message>
    <message>
        <source>initiate (improvised use, HQ-27)</source>
        <translation>入信者（即興行動、HQ-27）</translation>
    </message>
    <message>
        <source>mystic body</source>
        <translation>神秘の肉体</translation>
    </message>
    <message>
        <source>mystic mind</source>
        <translation>神秘の精神</translation>
    </message>
    <message>
        <source>mystic virtue</source>
        <translation>神秘の徳</translation>
    </message>
    <message>
        <source>%1 (cannot act)</source>
        <translation>%1（行動不可）</translation>
    </message>
    <message>
        <source>All abilities</source>
        <translation>すべての能力</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>身体的</translation>
    </message>
    <message>
        <source>Not physical</source>
        <translation>身体的でない</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>恒久的</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>一時的</translation>
    </message>
    <message>
        <source>%1d6</source>
        <translation>%1d6</translation>
    </message>
    <message>
        <source>Acuity</source>
        <translation>技量</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>肉体</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>心魂</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>意志</translation>
    </message>
    <message>
        <source>Relationship dice not yet assigned</source>
        <translation>未割り当ての縁故ダイス</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <source>Not yet used</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>段階</translation>
    </message>
    <message>
        <source>Fallout</source>
        <translation>余波</translation>
    </message>
    <message>
        <source>Fallout dice</source>
        <translation>余波ダイス</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>賭け</translation>
    </message>
    <message>
        <source>Soul sold</source>
        <translation>魂を売った</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>アーマー</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>容体</translation>
    </message>
    <message>
        <source>Recover used (locked until damaged)</source>
        <translation>療養する：使用済み（ダメージを受けるまで使用不可）</translation>
    </message>
    <message>
        <source>Advantage on the next roll</source>
        <translation>次のロールに有利</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>筋力</translation>
    </message>
    <message>
        <source>DEX</source>
        <translation>敏捷力</translation>
    </message>
    <message>
        <source>CON</source>
        <translation>耐久力</translation>
    </message>
    <message>
        <source>INT</source>
        <translation>知力</translation>
    </message>
    <message>
        <source>WIS</source>
        <translation>判断力</translation>
    </message>
    <message>
        <source>CHA</source>
        <translation>魅力</translation>
    </message>
    <message>
        <source>Stabilised</source>
        <translation>安定化済み</translation>
    </message>
    <message>
        <source>Permanent injury</source>
        <translation>恒久的な傷</translation>
    </message>
    <message>
        <source>Until treated: %1</source>
        <translation>治療まで：%1</translation>
    </message>
    <message>
        <source>Mess kit</source>
        <translation>食器セット</translation>
    </message>
    <message>
        <source>Bedroll</source>
        <translation>寝袋</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>能力値</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>実効値</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>尺度</translation>
    </message>
    <message>
        <source>Relates to</source>
        <translation>関係先</translation>
    </message>
    <message>
        <source>Nature</source>
        <translation>性質</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>ボーナス</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Improvement</source>
        <translation>成長</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>上昇量</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>特徴</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>縁故</translation>
    </message>
    <message>
        <source>Belonging</source>
        <translation>所持品</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>On</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>ExtendedContestWindow</name>
    <message>
        <source>Extended Contest</source>
        <translation>拡張コンテスト</translation>
    </message>
    <message>
        <source>Title of the contest</source>
        <translation>コンテストの題名</translation>
    </message>
    <message>
        <source>e.g. duel at the ford</source>
        <translation>例：浅瀬での決闘</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>題名</translation>
    </message>
    <message>
        <source>Contestants</source>
        <translation>参加者</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>能力値</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>エッジ</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Log of exchanges</source>
        <translation>応酬の記録</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>&amp;Members</source>
        <translation>メンバー(&amp;M)</translation>
    </message>
    <message>
        <source>E&amp;xchange</source>
        <translation>応酬(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Wounds</source>
        <translation>傷(&amp;W)</translation>
    </message>
    <message>
        <source>Le&amp;nd</source>
        <translation>貸与(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Final Action</source>
        <translation>ファイナルアクション(&amp;F)</translation>
    </message>
    <message>
        <source>Every step is saved: close the window and resume the contest later.</source>
        <translation>一手ごとに保存されます。ウィンドウを閉じても、あとでコンテストを再開できます。</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>、%1</translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>傷%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>読み込めません：%1</translation>
    </message>
    <message>
        <source>End of the contest (HQ-18)</source>
        <translation>コンテストの終了（HQ-18）</translation>
    </message>
    <message>
        <source>Hero&amp;ic contest (defeat levels from the loser&apos;s starting points, HQ-18)</source>
        <translation>英雄的コンテスト（敗北の段階は敗者の開始ポイントから算出、HQ-18）(&amp;I)</translation>
    </message>
    <message>
        <source>Why the consequences cannot be applied</source>
        <translation>結果を適用できない理由</translation>
    </message>
    <message>
        <source>&amp;Apply Consequences</source>
        <translation>結果を適用(&amp;A)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>in the contest</source>
        <translation>参加中</translation>
    </message>
    <message>
        <source>, strike %1</source>
        <translation>、打撃%1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The consequences are applied; the contest is kept as a record.</source>
        <translation>結果は適用済みです。コンテストは記録として残ります。</translation>
    </message>
    <message>
        <source>Side %1 acts (the sides take turns).</source>
        <translation>陣営%1の行動です（陣営は交互に行動します）。</translation>
    </message>
    <message>
        <source>Side %1 is beaten; a parting shot may still be made (HQ-18).</source>
        <translation>陣営%1は敗北しました。まだとどめの一撃を放てます（HQ-18）。</translation>
    </message>
    <message>
        <source>Side %1 is beaten.</source>
        <translation>陣営%1は敗北しました。</translation>
    </message>
    <message>
        <source>Resume Extended Contest</source>
        <translation>拡張コンテストを再開</translation>
    </message>
    <message>
        <source>No saved contest is waiting.</source>
        <translation>再開を待っている保存済みのコンテストはありません。</translation>
    </message>
    <message>
        <source>%1 (%2 members, %3 steps)</source>
        <translation>%1（メンバー%2人、%3ステップ）</translation>
    </message>
    <message>
        <source>Contest:</source>
        <translation>コンテスト：</translation>
    </message>
</context>
<context>
    <name>ExtendedPanels</name>
    <message>
        <source>%1 (%2 AP)</source>
        <translation>%1（%2 AP）</translation>
    </message>
</context>
<context>
    <name>FalloutDialog</name>
    <message>
        <source>Fallout for %1</source>
        <translation>%1の余波</translation>
    </message>
    <message>
        <source>%1 took blows (“%2”). Roll all the noted fallout dice, %3, and add the two highest.</source>
        <translation>%1は一撃を受けました（「%2」）。記録された余波ダイス%3をすべて振り、高い2つを足します。</translation>
    </message>
    <message>
        <source>Fallout dice</source>
        <translation>余波ダイス</translation>
    </message>
    <message>
        <source>Roll the dice, or type what they show.</source>
        <translation>ダイスを振るか、出目を入力してください。</translation>
    </message>
    <message>
        <source>Fallout result</source>
        <translation>余波の結果</translation>
    </message>
    <message>
        <source>Fallout results</source>
        <translation>余波の結果</translation>
    </message>
    <message>
        <source>Body roll: %1d6, the three highest against the fallout</source>
        <translation>肉体ロール：%1d6、高い3つを余波と比べる</translation>
    </message>
    <message>
        <source>Untick to roll later: the injury waits on the sheet</source>
        <translation>チェックを外すと後で振れます：負傷はシートに保留されます</translation>
    </message>
    <message>
        <source>Body dice</source>
        <translation>肉体ダイス</translation>
    </message>
    <message>
        <source>How the character dies</source>
        <translation>キャラクターの死に方</translation>
    </message>
    <message>
        <source>Someone starts a &amp;follow-up conflict (the character cannot leave the scene)</source>
        <translation>誰かが続けて争いを始める（キャラクターは場面から退場できない）(&amp;F)</translation>
    </message>
    <message>
        <source>What happens next</source>
        <translation>次に起こること</translation>
    </message>
    <message>
        <source>&amp;Apply to the Sheet</source>
        <translation>シートに適用(&amp;A)</translation>
    </message>
    <message>
        <source>%1 (%2): the two highest make %3: %4.</source>
        <translation>%1（%2）：高い2つの合計は%3：%4。</translation>
    </message>
    <message>
        <source>A die shows 1: choose one experience result too (DV-20).</source>
        <translation>ダイスに1の目があります：経験の結果も1つ選んでください（DV-20）。</translation>
    </message>
    <message>
        <source>16-19: after this, start a treatment conflict for the character&apos;s life (from the conflict window or the Dogs tab).</source>
        <translation>16-19：この後、キャラクターの命をかけた治療の争いを始めてください（争いのウィンドウまたはドッグズのタブから）。</translation>
    </message>
    <message>
        <source>20: the character dies.</source>
        <translation>20：キャラクターは死亡します。</translation>
    </message>
    <message>
        <source>Short-term result (next conflict only) %1</source>
        <translation>短期の結果（次の争いのみ）%1</translation>
    </message>
    <message>
        <source>Long-term result %1 of %2</source>
        <translation>長期の結果 %1/%2</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>経験</translation>
    </message>
    <message>
        <source>Roll the Body dice, or type what they show (or untick the Body roll to roll it later).</source>
        <translation>肉体のダイスを振るか、出目を入力してください（後で振るなら肉体ロールのチェックを外してください）。</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>A character needs a name</source>
        <translation>キャラクターには名前が必要です</translation>
    </message>
    <message>
        <source>At most %1 characters</source>
        <translation>%1文字以内で入力してください</translation>
    </message>
    <message>
        <source>This cannot be empty</source>
        <translation>空欄にはできません</translation>
    </message>
    <message>
        <source>The file is gone; restoring writes it again when you save.</source>
        <translation>ファイルがなくなっています。復元すると、保存時にファイルをもう一度書き出します。</translation>
    </message>
    <message>
        <source>The file was changed since these edits were made; compare before restoring.</source>
        <translation>これらの編集の後にファイルが変更されています。復元する前に比較してください。</translation>
    </message>
    <message>
        <source>No differences.</source>
        <translation>違いはありません。</translation>
    </message>
</context>
<context>
    <name>FinalPanel</name>
    <message>
        <source>Try a &amp;Final Action</source>
        <translation>ファイナルアクションを試みる(&amp;F)</translation>
    </message>
    <message>
        <source>Member trying a final action</source>
        <translation>ファイナルアクションを試みるメンバー</translation>
    </message>
    <message>
        <source>Toughness rating</source>
        <translation>耐久力の能力値</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>メンバー</translation>
    </message>
</context>
<context>
    <name>FirstAidDialog</name>
    <message>
        <source>First Aid — %1</source>
        <translation>応急手当て — %1</translation>
    </message>
    <message>
        <source>What they suffer</source>
        <translation>抱えている状態</translation>
    </message>
    <message>
        <source>Last treatment</source>
        <translation>直前の治療</translation>
    </message>
    <message>
        <source>Treatments that apply</source>
        <translation>該当する処置</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完了(&amp;D)</translation>
    </message>
    <message>
        <source>HP %1 of %2 · %3</source>
        <translation>HP %1/%2 · %3</translation>
    </message>
    <message>
        <source>HeroQuest: %1</source>
        <translation>ヒーロークエスト：%1</translation>
    </message>
    <message>
        <source>Debilities: %1</source>
        <translation>衰え：%1</translation>
    </message>
    <message>
        <source>Wounds: %1</source>
        <translation>傷：%1</translation>
    </message>
    <message>
        <source>Dogs: %1 (fallout %2) — treated by a conflict for their life (DV-19)</source>
        <translation>ドッグズ：%1（余波%2）— 命をかけた争いで治療します（DV-19）</translation>
    </message>
    <message>
        <source>Nothing here needs treating.</source>
        <translation>治療が必要なものはありません。</translation>
    </message>
    <message>
        <source>First Aid on &amp;Hurts…</source>
        <translation>かすり傷の応急手当て(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Major Healing…</source>
        <translation>大治癒(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Rescue from Dying…</source>
        <translation>瀕死からの救出(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Tend a Debility or Wound…</source>
        <translation>衰えか傷を手当てする(&amp;T)…</translation>
    </message>
    <message>
        <source>Roll Death&apos;s Door with Someone T&amp;ending…</source>
        <translation>誰かの看病を受けて死の淵を振る(&amp;E)…</translation>
    </message>
    <message>
        <source>Nothing treated yet: choose a treatment above.</source>
        <translation>まだ何も治療していません。上から治療を選んでください。</translation>
    </message>
</context>
<context>
    <name>Glance</name>
    <message>
        <source>Out</source>
        <translation>行動不能</translation>
    </message>
    <message>
        <source>Death&apos;s Door</source>
        <translation>死の淵</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>DV: Body</source>
        <translation>DV：肉体</translation>
    </message>
    <message>
        <source>DV: treat</source>
        <translation>DV：要治療</translation>
    </message>
    <message>
        <source>DV: dying</source>
        <translation>DV：瀕死</translation>
    </message>
    <message>
        <source>DV: dead</source>
        <translation>DV：死亡</translation>
    </message>
    <message>
        <source>HeroQuest: %1</source>
        <translation>ヒーロークエスト：%1</translation>
    </message>
    <message>
        <source>Problematic wounds not stabilised: %1</source>
        <translation>安定化していない厄介な傷：%1</translation>
    </message>
    <message>
        <source>W</source>
        <translation>衰</translation>
    </message>
    <message>
        <source>D</source>
        <translation>朦</translation>
    </message>
    <message>
        <source>M</source>
        <translation>消</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Dice in hand</source>
        <translation>手元のダイス</translation>
    </message>
</context>
<context>
    <name>HarmActions</name>
    <message>
        <source>Open a character, or select one in the roster, first.</source>
        <translation>先にキャラクターを開くか、名簿で選んでください。</translation>
    </message>
    <message>
        <source>Select characters in the roster first (Ctrl+click or Shift+click picks several).</source>
        <translation>先に名簿でキャラクターを選んでください（Ctrl+クリックまたはShift+クリックで複数選択できます）。</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>何も変わりませんでした。</translation>
    </message>
    <message>
        <source>Select NPCs or monsters in the roster first.</source>
        <translation>先に名簿でNPCかモンスターを選んでください。</translation>
    </message>
</context>
<context>
    <name>HarmEvents</name>
    <message>
        <source>{name} takes {amount} damage from {source}: −{lost} HP</source>
        <translation>{name}が{source}から{amount}ダメージを受ける：HP −{lost}</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage: −{lost} HP</source>
        <translation>{name}が{amount}ダメージを受ける：HP −{lost}</translation>
    </message>
    <message>
        <source>{name} loses {amount} HP to {source}</source>
        <translation>{name}が{source}によりHPを{amount}失う</translation>
    </message>
    <message>
        <source>{name} loses {amount} HP</source>
        <translation>{name}がHPを{amount}失う</translation>
    </message>
    <message>
        <source>{name} is at Death&apos;s Door: {reason}</source>
        <translation>{name}が死の淵に立つ：{reason}</translation>
    </message>
    <message>
        <source>{name} is at Death&apos;s Door</source>
        <translation>{name}が死の淵に立つ</translation>
    </message>
    <message>
        <source>{name} comes back from Death&apos;s Door at 1 HP</source>
        <translation>{name}がHP 1で死の淵から戻る</translation>
    </message>
    <message>
        <source>{name} is no longer dying, but out of action</source>
        <translation>{name}は死を免れるが、行動不能</translation>
    </message>
    <message>
        <source>{name} makes one last move as if they rolled 12+, then dies</source>
        <translation>{name}が12+を出したものとして最後のムーブを行い、死ぬ</translation>
    </message>
    <message>
        <source>{name} refuses to go and becomes a revenant or ghost</source>
        <translation>{name}が去ることを拒み、亡者か幽霊になる</translation>
    </message>
    <message>
        <source>{name} calls on a Thing Below by name and becomes its thrall</source>
        <translation>{name}が「地の底のもの」を名で呼び、その下僕となる</translation>
    </message>
    <message>
        <source>{name} rolls Death&apos;s Door</source>
        <translation>{name}が死の淵を振る</translation>
    </message>
    <message>
        <source>{total}: {what}</source>
        <translation>{total}：{what}</translation>
    </message>
    <message>
        <source>{name} rolls {move} {stat}: {total}, {outcome}</source>
        <translation>{name}が{move}（{stat}）を振る：{total}、{outcome}</translation>
    </message>
    <message>
        <source>{name} rolls {stat}: {total}, {outcome}</source>
        <translation>{name}が{stat}を振る：{total}、{outcome}</translation>
    </message>
    <message>
        <source>At 0 HP from something that could kill: at Death&apos;s Door. Roll it next (ST-6).</source>
        <translation>命を奪いうるものでHP 0になりました：死の淵です。次にその判定をしてください（ST-6）。</translation>
    </message>
    <message>
        <source>At 0 HP: out of action until helped or the GM says otherwise (ST-5).</source>
        <translation>HP 0：助けられるか、GMが別に定めるまで行動不能です（ST-5）。</translation>
    </message>
    <message>
        <source>A follower at 0 HP: the GM decides, and may have the player roll Death&apos;s Door (ST-5).</source>
        <translation>HP 0の従者：GMが決めます。プレイヤーに死の淵を判定させることもできます（ST-5）。</translation>
    </message>
    <message>
        <source>At 0 HP: the GM decides what happens; the source could kill, so probably dead (ST-5).</source>
        <translation>HP 0：どうなるかはGMが決めます。ダメージ源は命を奪いうるので、おそらく死亡です（ST-5）。</translation>
    </message>
    <message>
        <source>At 0 HP: the GM decides how they are out of the fight (ST-5).</source>
        <translation>HP 0：どのように戦いから脱落するかはGMが決めます（ST-5）。</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>有利</translation>
    </message>
    <message>
        <source>advantage from a good rest (ST-21)</source>
        <translation>良い休息による有利（ST-21）</translation>
    </message>
    <message>
        <source>tended: advantage (ST-6)</source>
        <translation>看病あり：有利（ST-6）</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <translation>不利</translation>
    </message>
    <message>
        <source>weakened: disadvantage on +STR and +DEX (ST-7)</source>
        <translation>衰弱：+筋力と+敏捷力に不利（ST-7）</translation>
    </message>
    <message>
        <source>dazed: disadvantage on +INT and +WIS (ST-7)</source>
        <translation>朦朧：+知力と+判断力に不利（ST-7）</translation>
    </message>
    <message>
        <source>miserable: disadvantage on +CON and +CHA (ST-7)</source>
        <translation>消沈：+耐久力と+魅力に不利（ST-7）</translation>
    </message>
    <message>
        <source>advantage and disadvantage cancel (ST-9)</source>
        <translation>有利と不利が相殺される（ST-9）</translation>
    </message>
    <message numerus="yes">
        <source>gave %n use(s) of provisions for the meal</source>
        <translation>
            <numerusform>食事に食料を%n回分出す</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gave %n use(s) of supplies for the meal</source>
        <translation>
            <numerusform>食事に物資を%n回分出す</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Food for the party: %n use(s).</source>
        <translation>
            <numerusform>パーティの食料：%n回分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Food for the party: {eaten} of the %n use(s) needed.</source>
        <translation>
            <numerusform>パーティの食料：必要な%n回分のうち{eaten}回分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n use(s) of supplies spent, {left} left</source>
        <translation>
            <numerusform>物資を%n回分使用、残り{left}回分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} rests %n day(s) under a healer&apos;s care</source>
        <translation>
            <numerusform>{name}が治療者の看護を受けて%n日休む</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} rests %n day(s)</source>
        <translation>
            <numerusform>{name}が%n日休む</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} Made Camp but neither ate nor slept: no benefit (ST-21)</source>
        <translation>{name}は野営したが、食べも眠りもしなかった：効果なし（ST-21）</translation>
    </message>
    <message>
        <source>{name} Made Camp but did not eat: no benefit (ST-21)</source>
        <translation>{name}は野営したが、食べなかった：効果なし（ST-21）</translation>
    </message>
    <message>
        <source>{name} Made Camp but did not sleep: no benefit (ST-21)</source>
        <translation>{name}は野営したが、眠らなかった：効果なし（ST-21）</translation>
    </message>
    <message>
        <source>{base} + Prosperity {prosperity}</source>
        <translation>{base} + 繁栄 {prosperity}</translation>
    </message>
    <message>
        <source> (counts {lacking} lower: the steading is lacking)</source>
        <translation>（集落が困窮しているため{lacking}低く数える）</translation>
    </message>
    <message>
        <source> + healer {healer}</source>
        <translation> + 治療者 {healer}</translation>
    </message>
    <message>
        <source> = {total} HP</source>
        <translation> = {total} HP</translation>
    </message>
    <message>
        <source>{name} Recovers: +{gained} HP</source>
        <translation>{name}が療養する：HP +{gained}</translation>
    </message>
    <message>
        <source>{name}&apos;s &apos;{wound}&apos; is tended</source>
        <translation>{name}の「{wound}」が手当てされる</translation>
    </message>
    <message>
        <source>{name}&apos;s {debility} is tended and clears</source>
        <translation>{name}の{debility}が手当てされて消える</translation>
    </message>
    <message>
        <source>{name}&apos;s {debility} is tended</source>
        <translation>{name}の{debility}が手当てされる</translation>
    </message>
    <message>
        <source>{name} marks {debility}</source>
        <translation>{name}が{debility}に印をつける</translation>
    </message>
    <message>
        <source>{name} clears {debility}</source>
        <translation>{name}が{debility}を消す</translation>
    </message>
    <message>
        <source>{name} Convalesces {days} days under a healer&apos;s care</source>
        <translation>{name}が治療者の看護を受けて{days}日間静養する</translation>
    </message>
    <message>
        <source>{name} Convalesces {days} days</source>
        <translation>{name}が{days}日間静養する</translation>
    </message>
    <message>
        <source>{name} retires and is now an NPC</source>
        <translation>{name}が引退し、NPCになる</translation>
    </message>
    <message>
        <source>{name} makes a plan for &apos;{wound}&apos;</source>
        <translation>{name}が「{wound}」のための計画を立てる</translation>
    </message>
    <message>
        <source>{name} regains {gained} HP after {rest}</source>
        <translation>{name}が{rest}でHPを{gained}回復する</translation>
    </message>
    <message>
        <source>{name} Makes Camp</source>
        <translation>{name}が野営する</translation>
    </message>
    <message>
        <source>{damage} damage − armor {counted} ({armor}, {piercing} piercing) = {after}</source>
        <translation>ダメージ{damage} − アーマー{counted}（{armor}、{piercing}貫通）= {after}</translation>
    </message>
    <message>
        <source>{damage} damage − armor {counted} = {after}</source>
        <translation>ダメージ{damage} − アーマー{counted} = {after}</translation>
    </message>
    <message>
        <source>{damage} damage, armor ignored</source>
        <translation>ダメージ{damage}、アーマー無視</translation>
    </message>
    <message>
        <source>lose {amount} HP (armor never applies)</source>
        <translation>HPを{amount}失う（アーマーは適用されない）</translation>
    </message>
    <message>
        <source>HP {before} → {after} of {most}</source>
        <translation>HP {before} → {after}/{most}</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>can Recover again (ST-20)</source>
        <translation>再び療養できる（ST-20）</translation>
    </message>
    <message>
        <source>cannot Recover again until damaged (ST-20)</source>
        <translation>ダメージを受けるまで再び療養できない（ST-20）</translation>
    </message>
    <message>
        <source>no damage roll: roll Death&apos;s Door (ST-6)</source>
        <translation>ダメージロールなし：死の淵を振る（ST-6）</translation>
    </message>
    <message>
        <source>marked by the brush with death: {note}</source>
        <translation>死に触れた痕跡：{note}</translation>
    </message>
    <message>
        <source>tag added: {tag}</source>
        <translation>タグを追加：{tag}</translation>
    </message>
    <message>
        <source>the advantage from the good rest is used up</source>
        <translation>良い休息による有利を使い切る</translation>
    </message>
    <message>
        <source>{debility} cleared</source>
        <translation>{debility}が消える</translation>
    </message>
    <message>
        <source>{debility} cleared: NPCs never mark debilities</source>
        <translation>{debility}が消える：NPCは衰えに印をつけない</translation>
    </message>
    <message>
        <source>&apos;{wound}&apos; stabilised (not healed, ST-8)</source>
        <translation>「{wound}」が安定化する（治ってはいない、ST-8）</translation>
    </message>
    <message>
        <source>&apos;{wound}&apos; healed</source>
        <translation>「{wound}」が治る</translation>
    </message>
    <message>
        <source>&apos;{wound}&apos; is permanent: retire, or make a plan (ST-22)</source>
        <translation>「{wound}」は恒久的：引退するか、計画を立てる（ST-22）</translation>
    </message>
    <message>
        <source>the plan is done: no more &apos;{effects}&apos;</source>
        <translation>計画を達成：「{effects}」はなくなる</translation>
    </message>
    <message>
        <source>needs: {text}</source>
        <translation>必要：{text}</translation>
    </message>
    <message>
        <source>done: {text}</source>
        <translation>達成：{text}</translation>
    </message>
    <message>
        <source>still needed: {items}</source>
        <translation>まだ必要：{items}</translation>
    </message>
    <message>
        <source>meanwhile: {effects}</source>
        <translation>当面の影響：{effects}</translation>
    </message>
    <message>
        <source>nothing to heal</source>
        <translation>治すものなし</translation>
    </message>
    <message>
        <source>chose nothing</source>
        <translation>何も選ばない</translation>
    </message>
    <message>
        <source>chose HP: half of {most}, rounded up = {gain}</source>
        <translation>HPを選択：{most}の半分、端数切り上げ = {gain}</translation>
    </message>
    <message>
        <source>chose to clear {debility}</source>
        <translation>{debility}を消すことを選択</translation>
    </message>
    <message>
        <source>bedroll: +{roll} HP</source>
        <translation>寝袋：HP +{roll}</translation>
    </message>
    <message>
        <source>a particularly good rest: advantage on the next roll</source>
        <translation>特に良い休息：次のロールに有利</translation>
    </message>
    <message>
        <source>A mess kit: one use of food feeds {feeds} people.</source>
        <translation>食器セット：食料1回分で{feeds}人が食べられる。</translation>
    </message>
    <message>
        <source>{name} did not eat</source>
        <translation>{name}は食べられなかった</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage</source>
        <translation>{name}が{amount}ダメージを受ける</translation>
    </message>
    <message>
        <source>{name} rolls {stat}</source>
        <translation>{name}が{stat}を振る</translation>
    </message>
    <message>
        <source>{name} Recovers</source>
        <translation>{name}が療養する</translation>
    </message>
    <message>
        <source>Make Camp: {names}</source>
        <translation>野営する：{names}</translation>
    </message>
    <message>
        <source>{name} Convalesces</source>
        <translation>{name}が静養する</translation>
    </message>
    <message>
        <source>{count} NPCs regain HP</source>
        <translation>NPC {count}人がHPを回復する</translation>
    </message>
    <message>
        <source>First aid for {name}</source>
        <translation>{name}への応急手当て</translation>
    </message>
    <message>
        <source>End of session for {name}</source>
        <translation>{name}のセッション終了</translation>
    </message>
    <message>
        <source>{level} ({scale}) cleared at the end of the session</source>
        <translation>{level}（{scale}）がセッション終了で消える</translation>
    </message>
    <message>
        <source>{level} ({scale}) healed</source>
        <translation>{level}（{scale}）が治る</translation>
    </message>
    <message>
        <source>{level} ({scale}): episode {rested} of {needed} rested</source>
        <translation>{level}（{scale}）：{needed}エピソード中{rested}エピソード休息</translation>
    </message>
    <message>
        <source>{level} ({scale}) healed after {rested} episodes</source>
        <translation>{level}（{scale}）が{rested}エピソードの休息で治る</translation>
    </message>
    <message>
        <source>hero points {before} → {after}</source>
        <translation>ヒーローポイント {before} → {after}</translation>
    </message>
    <message>
        <source>used next-conflict fallout cleared: {text}</source>
        <translation>使用済みの「次の争いのみ」の余波を消す：{text}</translation>
    </message>
    <message>
        <source>fetish {name}: uses {before} → {after} (HQ-27)</source>
        <translation>呪物「{name}」：使用回数 {before} → {after}（HQ-27）</translation>
    </message>
    <message>
        <source>at Death&apos;s Door: roll it before resting heals anything (ST-6)</source>
        <translation>死の淵：休息で何かが治る前に、死の淵を振る（ST-6）</translation>
    </message>
    <message>
        <source>a few days&apos; rest: all HP</source>
        <translation>数日の休息：HP全快</translation>
    </message>
    <message>
        <source>End of session for {count} characters</source>
        <translation>キャラクター{count}人のセッション終了</translation>
    </message>
    <message>
        <source>Downtime: {days} days for {count} characters</source>
        <translation>ダウンタイム：キャラクター{count}人、{days}日間</translation>
    </message>
</context>
<context>
    <name>HarmMenu</name>
    <message>
        <source>Take &amp;Damage…</source>
        <translation>ダメージを受ける(&amp;D)…</translation>
    </message>
    <message>
        <source>Death&apos;s D&amp;oor…</source>
        <translation>死の淵(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Move Roll…</source>
        <translation>ムーブ判定(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Recover…</source>
        <translation>療養する(&amp;R)…</translation>
    </message>
    <message>
        <source>Ma&amp;ke Camp…</source>
        <translation>野営する(&amp;K)…</translation>
    </message>
    <message>
        <source>Con&amp;valesce…</source>
        <translation>静養する(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;First Aid…</source>
        <translation>応急手当て(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;End of Session…</source>
        <translation>セッション終了(&amp;E)…</translation>
    </message>
    <message>
        <source>Down&amp;time…</source>
        <translation>ダウンタイム(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;NPCs Regain HP…</source>
        <translation>NPCのHP回復(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>HarmRefusals</name>
    <message>
        <source>Armor</source>
        <translation>アーマー</translation>
    </message>
    <message>
        <source>Piercing</source>
        <translation>貫通</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>a player character</source>
        <translation>プレイヤーキャラクター</translation>
    </message>
    <message>
        <source>a follower</source>
        <translation>従者</translation>
    </message>
    <message>
        <source>an NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>a monster</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not one of: {choices}</source>
        <translation>「{text}」は次のどれでもありません：{choices}</translation>
    </message>
    <message>
        <source>{name} is dead.</source>
        <translation>{name}は死亡しています。</translation>
    </message>
    <message>
        <source>{name} is {kind}: only player characters and followers do this; the GM has them regain HP with Play &gt; NPCs Regain HP.</source>
        <translation>{name}は{kind}です：これを行えるのはプレイヤーキャラクターと従者だけです。NPCとモンスターのHP回復はGMが「プレイ &gt; NPCのHP回復」で行います。</translation>
    </message>
    <message>
        <source>Uses of supplies cannot be negative.</source>
        <translation>物資の回数は負にできません。</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n use(s) of supplies, and this needs {need} (ST-20).</source>
        <translation>
            <numerusform>{name}の物資は%n回分ですが、これには{need}回分必要です（ST-20）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} must be a whole number.</source>
        <translation>{what}は整数にしてください。</translation>
    </message>
    <message>
        <source>{what} cannot be negative ({value}).</source>
        <translation>{what}は負にできません（{value}）。</translation>
    </message>
    <message>
        <source>Name at least one attacker&apos;s damage.</source>
        <translation>少なくとも1人の攻撃者のダメージを指定してください。</translation>
    </message>
    <message>
        <source>A player character at 0 HP follows ST-5: Death&apos;s Door if the source could kill, otherwise out of action.</source>
        <translation>HP 0のプレイヤーキャラクターはST-5に従います：ダメージ源が命を奪いうるなら死の淵、そうでなければ行動不能です。</translation>
    </message>
    <message>
        <source>{name} is not a player character: the GM decides what happens to them (ST-5).</source>
        <translation>{name}はプレイヤーキャラクターではありません：どうなるかはGMが決めます（ST-5）。</translation>
    </message>
    <message>
        <source>{name} is not at Death&apos;s Door.</source>
        <translation>{name}は死の淵にいません。</translation>
    </message>
    <message>
        <source>{name} is not at 0 HP: Death&apos;s Door is for the dying.</source>
        <translation>{name}はHP 0ではありません：死の淵は死にかけている者が振るものです。</translation>
    </message>
    <message>
        <source>A fate is chosen only on a 6- (ST-6).</source>
        <translation>運命を選ぶのは6-のときだけです（ST-6）。</translation>
    </message>
    <message>
        <source>{name} has no maximum HP on the sheet to come back with.</source>
        <translation>{name}のシートには、復帰に使う最大HPがありません。</translation>
    </message>
    <message>
        <source>6-: the player chooses one of the three fates (ST-6).</source>
        <translation>6-：プレイヤーが3つの運命から1つを選びます（ST-6）。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a stat (use {choices}).</source>
        <translation>「{text}」は能力ではありません（{choices}を使ってください）。</translation>
    </message>
    <message>
        <source>This roll needs {need} dice, but {given} values were given.</source>
        <translation>このロールにはダイスが{need}個必要ですが、出目は{given}個です。</translation>
    </message>
    <message>
        <source>A healer&apos;s bonus cannot be negative.</source>
        <translation>治療者のボーナスは負にできません。</translation>
    </message>
    <message>
        <source>{name} has no such problematic wound.</source>
        <translation>{name}にはそのような厄介な傷はありません。</translation>
    </message>
    <message>
        <source>{name} is at Death&apos;s Door: roll it first (tending gives advantage, ST-6).</source>
        <translation>{name}は死の淵にいます：先に死の淵を振ってください（看病すると有利、ST-6）。</translation>
    </message>
    <message>
        <source>{name} has Recovered already: not again until they take damage (ST-20).</source>
        <translation>{name}はすでに療養しました：ダメージを受けるまで再び行えません（ST-20）。</translation>
    </message>
    <message>
        <source>{name} is not {debility}: there is nothing to tend.</source>
        <translation>{name}は{debility}ではありません：手当てするものがありません。</translation>
    </message>
    <message>
        <source>&apos;{wound}&apos; needs first: {items}</source>
        <translation>「{wound}」には先に次のことが必要です：{items}</translation>
    </message>
    <message>
        <source>{debility} clears when these are done: {items}</source>
        <translation>{debility}は次のことが済むと消えます：{items}</translation>
    </message>
    <message>
        <source>There is no requirement &apos;{text}&apos;.</source>
        <translation>必要条件「{text}」はありません。</translation>
    </message>
    <message>
        <source>{name} is {kind}: NPCs and monsters never mark debilities (ST-7).</source>
        <translation>{name}は{kind}です：NPCとモンスターは衰えに印をつけません（ST-7）。</translation>
    </message>
    <message>
        <source>Convalesce needs a few days&apos; rest in safety: {least} or more (ST-22).</source>
        <translation>静養するには安全な場所で数日休む必要があります：{least}日以上（ST-22）。</translation>
    </message>
    <message>
        <source>{name} is {kind} already.</source>
        <translation>{name}はすでに{kind}です。</translation>
    </message>
    <message>
        <source>A plan needs at least one requirement (ST-22).</source>
        <translation>計画には少なくとも1つの必要条件がいります（ST-22）。</translation>
    </message>
    <message>
        <source>{name} is {kind}: they regain HP by Recover, Make Camp or Convalesce.</source>
        <translation>{name}は{kind}です：HPは療養する、野営する、静養するで回復します。</translation>
    </message>
    <message>
        <source>How many HP? The guideline is {low}-{high}.</source>
        <translation>HPをいくつ回復しますか？目安は{low}〜{high}です。</translation>
    </message>
    <message>
        <source>HP regained cannot be negative.</source>
        <translation>回復するHPは負にできません。</translation>
    </message>
    <message>
        <source>{name} is not {debility}: choose HP or a marked debility (ST-21).</source>
        <translation>{name}は{debility}ではありません：HPか、印のついた衰えを選んでください（ST-21）。</translation>
    </message>
    <message>
        <source>{name} has no bedroll on the sheet.</source>
        <translation>{name}のシートに寝袋がありません。</translation>
    </message>
    <message>
        <source>Each camper needs a choice, whether they slept, and their bedroll die.</source>
        <translation>野営する各自に、選択、眠ったかどうか、寝袋のダイスが必要です。</translation>
    </message>
    <message>
        <source>The party needs {need} uses of food and has {have} (ST-21). Give someone provisions or supplies on their sheet, or tick “If food runs short” to feed those first in the list.</source>
        <translation>パーティには食べ物が{need}回分必要ですが、{have}回分しかありません（ST-21）。誰かのシートに食料か物資を加えるか、「食べ物が足りなければ」にチェックして一覧の先頭から食べさせてください。</translation>
    </message>
    <message>
        <source>{dice} rolled {total}: damage cannot be below 0.</source>
        <translation>{dice}の結果は{total}：ダメージは0未満にできません。</translation>
    </message>
    <message>
        <source>Choose something to do first.</source>
        <translation>先に行うことを選んでください。</translation>
    </message>
    <message>
        <source>Nobody here can Make Camp.</source>
        <translation>ここには野営できる者がいません。</translation>
    </message>
    <message>
        <source>Treat something first, or close.</source>
        <translation>先に何かを治療するか、閉じてください。</translation>
    </message>
    <message>
        <source>This first aid is for {name}: each treatment must be for them.</source>
        <translation>この応急手当ては{name}のためのものです：どの治療もこの人に対して行ってください。</translation>
    </message>
    <message>
        <source>Select characters in the roster first.</source>
        <translation>先に名簿でキャラクターを選んでください。</translation>
    </message>
    <message>
        <source>Hero points awarded cannot be negative.</source>
        <translation>与えるヒーローポイントは負にできません。</translation>
    </message>
    <message>
        <source>Downtime is at least one whole day.</source>
        <translation>ダウンタイムは丸1日以上です。</translation>
    </message>
</context>
<context>
    <name>HarmSection</name>
    <message>
        <source>&amp;Max HP</source>
        <translation>最大HP(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Supplies</source>
        <translation>物資(&amp;S)</translation>
    </message>
    <message>
        <source>P&amp;rovisions</source>
        <translation>食料(&amp;R)</translation>
    </message>
    <message>
        <source>Change damage dice</source>
        <translation>ダメージダイスを変更</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>S&amp;tatus</source>
        <translation>状態(&amp;T)</translation>
    </message>
    <message>
        <source>Debilities:</source>
        <translation>衰え：</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>%1に印をつける</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1を消す</translation>
    </message>
    <message>
        <source>Mess kit</source>
        <translation>食器セット</translation>
    </message>
    <message>
        <source>Bedroll</source>
        <translation>寝袋</translation>
    </message>
    <message>
        <source>Recover used (until damaged again)</source>
        <translation>療養する：使用済み（再びダメージを受けるまで）</translation>
    </message>
    <message>
        <source>Advantage on next roll</source>
        <translation>次のロールに有利</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>「%1」を変更</translation>
    </message>
    <message>
        <source>Problematic wound</source>
        <translation>厄介な傷</translation>
    </message>
    <message>
        <source>Set HP</source>
        <translation>HPを設定</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>Set max HP</source>
        <translation>最大HPを設定</translation>
    </message>
    <message>
        <source>Set armor</source>
        <translation>アーマーを設定</translation>
    </message>
    <message>
        <source>Arm&amp;or</source>
        <translation>アーマー(&amp;O)</translation>
    </message>
    <message>
        <source>Set supplies</source>
        <translation>物資を設定</translation>
    </message>
    <message>
        <source>Set provisions</source>
        <translation>食料を設定</translation>
    </message>
    <message>
        <source>Dama&amp;ge</source>
        <translation>ダメージ(&amp;G)</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1を設定</translation>
    </message>
    <message>
        <source>Change wound</source>
        <translation>傷を変更</translation>
    </message>
    <message>
        <source>Stabilised</source>
        <translation>安定化済み</translation>
    </message>
    <message>
        <source>%1 stabilised</source>
        <translation>%1の安定化</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>恒久的</translation>
    </message>
    <message>
        <source>%1 permanent</source>
        <translation>%1を恒久的に</translation>
    </message>
    <message>
        <source>Interim effects</source>
        <translation>当面の影響</translation>
    </message>
    <message>
        <source>Change interim effects of %1</source>
        <translation>%1の当面の影響を変更</translation>
    </message>
    <message>
        <source>Problematic wounds</source>
        <translation>厄介な傷</translation>
    </message>
    <message>
        <source>Add wound</source>
        <translation>傷を追加</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>必要条件</translation>
    </message>
    <message>
        <source>Change requirement</source>
        <translation>必要条件を変更</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>達成</translation>
    </message>
    <message>
        <source>Requirement done</source>
        <translation>必要条件の達成</translation>
    </message>
    <message>
        <source>Requirements of the selected wound</source>
        <translation>選択した傷の必要条件</translation>
    </message>
    <message>
        <source>Add requirement</source>
        <translation>必要条件を追加</translation>
    </message>
    <message>
        <source>Treatment or plan of the selected wound</source>
        <translation>選択した傷の治療または計画</translation>
    </message>
    <message>
        <source>Take Damage…</source>
        <translation>ダメージを受ける…</translation>
    </message>
    <message>
        <source>Recover…</source>
        <translation>療養する…</translation>
    </message>
    <message>
        <source>Make Camp…</source>
        <translation>野営する…</translation>
    </message>
    <message>
        <source>Convalesce…</source>
        <translation>静養する…</translation>
    </message>
    <message>
        <source>Death&apos;s Door…</source>
        <translation>死の淵…</translation>
    </message>
    <message>
        <source>Move Roll…</source>
        <translation>ムーブ判定…</translation>
    </message>
    <message>
        <source>First Aid…</source>
        <translation>応急手当て…</translation>
    </message>
    <message>
        <source>Set status to %1</source>
        <translation>状態を%1に設定</translation>
    </message>
    <message>
        <source>New wound</source>
        <translation>新しい傷</translation>
    </message>
    <message>
        <source>Add problematic wound</source>
        <translation>厄介な傷を追加</translation>
    </message>
    <message>
        <source>Remove wound %1</source>
        <translation>傷「%1」を削除</translation>
    </message>
    <message>
        <source>New requirement</source>
        <translation>新しい必要条件</translation>
    </message>
    <message>
        <source>Add requirement to %1</source>
        <translation>「%1」に必要条件を追加</translation>
    </message>
    <message>
        <source>Remove requirement</source>
        <translation>必要条件を削除</translation>
    </message>
</context>
<context>
    <name>HealingDialog</name>
    <message>
        <source>HeroQuest Healing — %1</source>
        <translation>ヒーロークエストの治癒 — %1</translation>
    </message>
    <message>
        <source>First aid (hurts, HQ-22)</source>
        <translation>応急手当て（かすり傷、HQ-22）</translation>
    </message>
    <message>
        <source>Major healing (HQ-23)</source>
        <translation>大治癒（HQ-23）</translation>
    </message>
    <message>
        <source>Rescue from dying (HQ-24)</source>
        <translation>瀕死からの救出（HQ-24）</translation>
    </message>
    <message>
        <source>A&amp;ction</source>
        <translation>行動(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;States</source>
        <translation>状態(&amp;S)</translation>
    </message>
    <message>
        <source>Healer</source>
        <translation>治療者</translation>
    </message>
    <message>
        <source>A healer &amp;not in the library, at rating:</source>
        <translation>ライブラリにいない治療者、能力値(&amp;N)：</translation>
    </message>
    <message>
        <source>the healer&apos;s ability, such as 17W</source>
        <translation>治療者の能力（例：17W）</translation>
    </message>
    <message>
        <source>Rating of the healer not in the library</source>
        <translation>ライブラリにいない治療者の能力値</translation>
    </message>
    <message>
        <source>&amp;Resistance</source>
        <translation>抵抗値(&amp;R)</translation>
    </message>
    <message>
        <source>Healer&apos;s target</source>
        <translation>治療者の目標値</translation>
    </message>
    <message>
        <source>Odds of the healing</source>
        <translation>治癒の確率</translation>
    </message>
    <message>
        <source>Healing dice</source>
        <translation>治癒のダイス</translation>
    </message>
    <message>
        <source>Healing result</source>
        <translation>治癒の結果</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>適用(&amp;A)</translation>
    </message>
    <message>
        <source>%1 (%2) %3</source>
        <translation>%1（%2）%3</translation>
    </message>
    <message>
        <source>Dice: the healer&apos;s d20, then the resistance&apos;s</source>
        <translation>ダイス：治療者のd20、次に抵抗値のd20</translation>
    </message>
    <message>
        <source>Dice: the healer&apos;s d20</source>
        <translation>ダイス：治療者のd20</translation>
    </message>
    <message>
        <source>Type the healer&apos;s rating, such as 17W.</source>
        <translation>17Wのように治療者の能力値を入力してください。</translation>
    </message>
    <message>
        <source>Nothing to heal: no hurt, impaired, injured or dying state.</source>
        <translation>治療するものがありません：かすり傷・軽傷・重傷・瀕死の状態がありません。</translation>
    </message>
    <message>
        <source>Type a resistance such as 14 or 5W.</source>
        <translation>14や5Wのように抵抗値を入力してください。</translation>
    </message>
    <message>
        <source>Healer&apos;s target: %1</source>
        <translation>治療者の目標値：%1</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>結果：%1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>(development copy)</source>
        <translation>（開発版）</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Talekeeper %1</source>
        <translation>Talekeeper %1</translation>
    </message>
    <message>
        <source>An offline character keeper for narrative tabletop games: HeroQuest, Dogs in the Vineyard and Stonetop harm.</source>
        <translation>物語型テーブルトークRPGのためのオフラインのキャラクター管理ツール：HeroQuest、Dogs in the Vineyard、Stonetopのダメージと回復。</translation>
    </message>
    <message>
        <source>This library: %1</source>
        <translation>このライブラリ：%1</translation>
    </message>
    <message>
        <source>Backups: %1</source>
        <translation>バックアップ：%1</translation>
    </message>
    <message>
        <source>Recovery journal: %1</source>
        <translation>復旧用ジャーナル：%1</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <translation>設定：%1</translation>
    </message>
    <message>
        <source>Summary index (safe to delete): %1</source>
        <translation>名簿の索引（削除しても問題ありません）：%1</translation>
    </message>
    <message>
        <source>Log (unexpected errors): %1</source>
        <translation>ログ（予期しないエラー）：%1</translation>
    </message>
    <message>
        <source>About Talekeeper</source>
        <translation>Talekeeperについて</translation>
    </message>
</context>
<context>
    <name>HeroQuestEvents</name>
    <message>
        <source>temporary improvement ended: {item}</source>
        <translation>一時的な成長が終了：{item}</translation>
    </message>
    <message>
        <source>{ability} {before} → {after}</source>
        <translation>{ability} {before} → {after}</translation>
    </message>
    <message>
        <source>Contest of {name} against {against}: {level}</source>
        <translation>{name}のコンテスト（対 {against}）：{level}</translation>
    </message>
    <message>
        <source>Contest of {name} against resistance {resistance}: {level}</source>
        <translation>{name}のコンテスト（対 抵抗値{resistance}）：{level}</translation>
    </message>
    <message>
        <source>Group contest of {name} against {against}: {level}</source>
        <translation>{name}のグループコンテスト（対 {against}）：{level}</translation>
    </message>
    <message>
        <source>Group contest of {name} against resistance {resistance}: {level}</source>
        <translation>{name}のグループコンテスト（対 抵抗値{resistance}）：{level}</translation>
    </message>
    <message>
        <source>Ability test of {name} ({ability}): {level}</source>
        <translation>{name}の能力判定（{ability}）：{level}</translation>
    </message>
    <message>
        <source>Ability test of {name}: {level}</source>
        <translation>{name}の能力判定：{level}</translation>
    </message>
    <message>
        <source>First aid on {name}: {level}</source>
        <translation>{name}への応急手当て：{level}</translation>
    </message>
    <message>
        <source>Major healing of {name}: {level}</source>
        <translation>{name}の大治癒：{level}</translation>
    </message>
    <message>
        <source>Rescue of {name} from dying: {level}</source>
        <translation>{name}の瀕死からの救出：{level}</translation>
    </message>
    <message>
        <source>{who} rolled {roll} against {target}: {rolled}</source>
        <translation>{who}：目標値{target}に対して出目{roll}、{rolled}</translation>
    </message>
    <message>
        <source>{who} rolled {roll} against {target}: {rolled}, bumped to {result}</source>
        <translation>{who}：目標値{target}に対して出目{roll}、{rolled}から{result}に変化</translation>
    </message>
    <message>
        <source>The resistance rolled {roll} against {target}: {rolled}</source>
        <translation>抵抗値：目標値{target}に対して出目{roll}、{rolled}</translation>
    </message>
    <message>
        <source>The resistance rolled {roll} against {target}: {rolled}, bumped to {result}</source>
        <translation>抵抗値：目標値{target}に対して出目{roll}、{rolled}から{result}に変化</translation>
    </message>
    <message>
        <source>Rolled {roll} against {target}: {rolled}</source>
        <translation>目標値{target}に対して出目{roll}、{rolled}</translation>
    </message>
    <message>
        <source>Rolled {roll} against {target}: {rolled}, bumped to {result}</source>
        <translation>目標値{target}に対して出目{roll}、{rolled}から{result}に変化</translation>
    </message>
    <message>
        <source>{own} against {other} → the narrator decides (the tie-break suggests {level})</source>
        <translation>{own} 対 {other} → 語り手が決定（タイブレークによる提案は{level}）</translation>
    </message>
    <message>
        <source>{own} against {other} → {level}; both sides suffer this defeat</source>
        <translation>{own} 対 {other} → {level}。両者がこの敗北を受けます</translation>
    </message>
    <message>
        <source>{own} against {other} → {level}</source>
        <translation>{own} 対 {other} → {level}</translation>
    </message>
    <message>
        <source>The resistance</source>
        <translation>抵抗値</translation>
    </message>
    <message>
        <source>The roll</source>
        <translation>ロール</translation>
    </message>
    <message>
        <source>{who} spent a hero point (HQ-8)</source>
        <translation>{who}がヒーローポイントを使用（HQ-8）</translation>
    </message>
    <message numerus="yes">
        <source>{who} bumped up %n time(s) by masteries (HQ-6)</source>
        <translation>
            <numerusform>{who}は支配のルーンにより%n段階上昇（HQ-6）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} bumped down %n time(s) (injured, HQ-20)</source>
        <translation>
            <numerusform>{who}は%n段階低下（重傷、HQ-20）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} bumped up %n time(s)</source>
        <translation>
            <numerusform>{who}は%n段階上昇</numerusform>
        </translation>
    </message>
    <message>
        <source>the resistance</source>
        <translation>抵抗値</translation>
    </message>
    <message>
        <source>{hero} rolled {roll}, {other} rolled {other_roll}: {own} against {against} → {points} to {other_points}</source>
        <translation>{hero}の出目{roll}、{other}の出目{other_roll}：{own} 対 {against} → {points} 対 {other_points}</translation>
    </message>
    <message>
        <source>Augment with {ability} for an edge of +{asked}: the narrator&apos;s call, no effect (HQ-13)</source>
        <translation>{ability}でエッジ+{asked}を求める増加：語り手の判断、効果なし（HQ-13）</translation>
    </message>
    <message>
        <source>Augment with {ability} for +{asked}: the narrator&apos;s call, no effect (HQ-13)</source>
        <translation>{ability}で+{asked}を求める増加：語り手の判断、効果なし（HQ-13）</translation>
    </message>
    <message>
        <source>Augment with {ability} for an edge of +{asked}: {level}, edge {modifier}</source>
        <translation>{ability}でエッジ+{asked}を求める増加：{level}、エッジ{modifier}</translation>
    </message>
    <message>
        <source>Augment with {ability} for +{asked}: {level}, {modifier}</source>
        <translation>{ability}で+{asked}を求める増加：{level}、{modifier}</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys {item}, permanent, for %n hero point(s)</source>
        <translation>
            <numerusform>{name}がヒーローポイント%n点で「{item}」を得る（恒久的）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys {item}, temporary until the end of the next session, for %n hero point(s)</source>
        <translation>
            <numerusform>{name}がヒーローポイント%n点で「{item}」を得る（次のセッション終了までの一時的なもの）</numerusform>
        </translation>
    </message>
    <message>
        <source>{ability}: spirit combat won at {level}, the spirit is integrated (HQ-27)</source>
        <translation>{ability}：精霊との戦いに{level}、精霊と合体（HQ-27）</translation>
    </message>
    <message numerus="yes">
        <source>{ability}: spirit combat won at {level}, a fetish of %n use(s) a day (HQ-27)</source>
        <translation>
            <numerusform>{ability}：精霊との戦いに{level}、1日%n回使える呪物（HQ-27）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ability}: spirit combat won at {level}, a fetish of %n use(s) (HQ-27)</source>
        <translation>
            <numerusform>{ability}：精霊との戦いに{level}、%n回使える呪物（HQ-27）</numerusform>
        </translation>
    </message>
    <message>
        <source>{actor} bids {bid} against {other} (rolls {actor_roll}, {other_roll}): {actor_result} against {other_result}; {actor} {actor_change}, {other} {other_change}</source>
        <translation>{actor}が{other}に{bid}をビッド（出目 {actor_roll}、{other_roll}）：{actor_result} 対 {other_result}。{actor} {actor_change}、{other} {other_change}</translation>
    </message>
    <message>
        <source>(the narrator decided)</source>
        <translation>（語り手が決定）</translation>
    </message>
    <message>
        <source>(parting shot)</source>
        <translation>（とどめの一撃）</translation>
    </message>
    <message>
        <source>{lender} lends {points} points to {target} (rolls {lender_roll}, {resistance_roll}): the narrator&apos;s call, nothing</source>
        <translation>{lender}が{target}に{points}ポイントを貸す（出目 {lender_roll}、{resistance_roll}）：語り手の判断、効果なし</translation>
    </message>
    <message>
        <source>{lender} lends {points} points to {target} (rolls {lender_roll}, {resistance_roll}): {level}; {lender} {lender_change}, {target} {target_change}</source>
        <translation>{lender}が{target}に{points}ポイントを貸す（出目 {lender_roll}、{resistance_roll}）：{level}。{lender} {lender_change}、{target} {target_change}</translation>
    </message>
    <message>
        <source>{who} tries a final action (roll {roll}): acts, now {level}</source>
        <translation>{who}がファイナルアクションを試みる（出目{roll}）：行動できる。現在{level}</translation>
    </message>
    <message>
        <source>{who} tries a final action (roll {roll}): cannot act, now {level}</source>
        <translation>{who}がファイナルアクションを試みる（出目{roll}）：行動できない。現在{level}</translation>
    </message>
    <message>
        <source>{member} joins side {side}</source>
        <translation>{member}が陣営{side}に加わる</translation>
    </message>
    <message>
        <source>{name}: {level}</source>
        <translation>{name}：{level}</translation>
    </message>
    <message>
        <source>Extended contest {title}: {level} ({points} of {start} action points)</source>
        <translation>拡張コンテスト {title}：{level}（アクションポイント {start}中{points}）</translation>
    </message>
    <message>
        <source>Extended contest: {level} ({points} of {start} action points)</source>
        <translation>拡張コンテスト：{level}（アクションポイント {start}中{points}）</translation>
    </message>
    <message numerus="yes">
        <source>{item}: made permanent, %n hero point(s) paid</source>
        <translation>
            <numerusform>{item}：恒久的にした（ヒーローポイント%n点を支払い）</numerusform>
        </translation>
    </message>
    <message>
        <source>The narrator decides: {level}</source>
        <translation>語り手の決定：{level}</translation>
    </message>
    <message>
        <source>Masteries cancel: {first} against {second} is {first_left} against {second_left} (HQ-6)</source>
        <translation>支配のルーンの相殺：{first} 対 {second} は {first_left} 対 {second_left}（HQ-6）</translation>
    </message>
    <message>
        <source>Equal masteries and both failed: both are successes (HQ-7)</source>
        <translation>支配のルーンが同数で両者とも失敗：両者とも成功（HQ-7）</translation>
    </message>
    <message>
        <source>Resolution points {heroes} to {opposition} (HQ-16): {level}</source>
        <translation>解決ポイント {heroes} 対 {opposition}（HQ-16）：{level}</translation>
    </message>
    <message numerus="yes">
        <source>Hero points raise it %n step(s): {level}</source>
        <translation>
            <numerusform>ヒーローポイントで%n段階上昇：{level}</numerusform>
        </translation>
    </message>
    <message>
        <source>hero points {before} → {after}</source>
        <translation>ヒーローポイント {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>fetish {ability}: %n use(s) left</source>
        <translation>
            <numerusform>呪物「{ability}」：残り%n回</numerusform>
        </translation>
    </message>
    <message>
        <source>lingering benefit +{bonus} ends ({reason})</source>
        <translation>継続利益 +{bonus} が終了（{reason}）</translation>
    </message>
    <message>
        <source>lingering benefit +{bonus} ends (contest lost)</source>
        <translation>継続利益 +{bonus} が終了（コンテストに敗北）</translation>
    </message>
    <message>
        <source>{ability} {points} → {rating} (strike lost, HQ-27)</source>
        <translation>{ability} {points} → {rating}（打撃で敗北、HQ-27）</translation>
    </message>
    <message>
        <source>wound taken: hurt ({scale})</source>
        <translation>傷を受ける：かすり傷（{scale}）</translation>
    </message>
    <message>
        <source>state of adversity: {level} ({scale}), relating to {relates_to}</source>
        <translation>被害状態：{level}（{scale}）、関係先：{relates_to}</translation>
    </message>
    <message>
        <source>state of adversity: {level} ({scale})</source>
        <translation>被害状態：{level}（{scale}）</translation>
    </message>
    <message>
        <source>lingering benefit +{bonus} on {ability}: {reason}</source>
        <translation>「{ability}」に継続利益 +{bonus}：{reason}</translation>
    </message>
    <message>
        <source>lingering benefit +{bonus} on {ability}</source>
        <translation>「{ability}」に継続利益 +{bonus}</translation>
    </message>
    <message>
        <source>healer: {healer}</source>
        <translation>治療者：{healer}</translation>
    </message>
    <message numerus="yes">
        <source>%n hurt(s) removed</source>
        <translation>
            <numerusform>かすり傷%n個が治った</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hurt(s) remain</source>
        <translation>
            <numerusform>かすり傷%n個が残る</numerusform>
        </translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>{before} healed</source>
        <translation>{before}が治った</translation>
    </message>
    <message>
        <source>flaw {flaw} removed</source>
        <translation>欠点「{flaw}」を取り除いた</translation>
    </message>
    <message>
        <source>learned {ability} at {rating}</source>
        <translation>「{ability}」を{rating}で習得</translation>
    </message>
    <message>
        <source>{ability} removed</source>
        <translation>{ability}を削除</translation>
    </message>
    <message>
        <source>flaw {flaw} back at {rating}</source>
        <translation>欠点「{flaw}」が{rating}に戻る</translation>
    </message>
    <message numerus="yes">
        <source>{who} takes %n wound(s) instead of points (test {roll}: {level}); {back} points back</source>
        <translation>
            <numerusform>{who}がポイントの代わりに傷を%n受ける（判定 {roll}：{level}）。{back}ポイントを取り戻す</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} is struck down by a mystic strike of {by}: {note}</source>
        <translation>{who}は{by}の神秘の打撃で倒された：{note}</translation>
    </message>
    <message>
        <source>{who} is struck down by a mystic strike of {by}</source>
        <translation>{who}は{by}の神秘の打撃で倒された</translation>
    </message>
    <message>
        <source>Improvement for {name}: {item}</source>
        <translation>{name}の成長：{item}</translation>
    </message>
    <message>
        <source>Improvement for {name} made permanent: {item}</source>
        <translation>{name}の成長を恒久的に：{item}</translation>
    </message>
    <message>
        <source>Extended contest {title}</source>
        <translation>拡張コンテスト {title}</translation>
    </message>
    <message>
        <source>Extended contest (untitled)</source>
        <translation>拡張コンテスト（無題）</translation>
    </message>
    <message>
        <source>Set up the extended contest {title}</source>
        <translation>拡張コンテスト {title} の準備</translation>
    </message>
    <message>
        <source>Set up the extended contest</source>
        <translation>拡張コンテストの準備</translation>
    </message>
    <message>
        <source>Exchange: {actor} against {other}</source>
        <translation>応酬：{actor} 対 {other}</translation>
    </message>
    <message>
        <source>{who} takes wounds instead of points</source>
        <translation>{who}がポイントの代わりに傷を受ける</translation>
    </message>
    <message>
        <source>{lender} lends points to {target}</source>
        <translation>{lender}が{target}にポイントを貸す</translation>
    </message>
    <message>
        <source>{who} tries a final action</source>
        <translation>{who}がファイナルアクションを試みる</translation>
    </message>
</context>
<context>
    <name>HeroQuestMenu</name>
    <message>
        <source>HeroQuest &amp;Contest…</source>
        <translation>ヒーロークエストのコンテスト(&amp;C)…</translation>
    </message>
    <message>
        <source>HeroQuest &amp;Group Contest…</source>
        <translation>ヒーロークエストのグループコンテスト(&amp;G)…</translation>
    </message>
    <message>
        <source>HeroQuest E&amp;xtended Contest…</source>
        <translation>ヒーロークエストの拡張コンテスト(&amp;X)…</translation>
    </message>
    <message>
        <source>Res&amp;ume Extended Contest…</source>
        <translation>拡張コンテストを再開(&amp;U)…</translation>
    </message>
    <message>
        <source>HeroQuest &amp;Healing…</source>
        <translation>ヒーロークエストの治癒(&amp;H)…</translation>
    </message>
    <message>
        <source>HeroQuest &amp;Improvement…</source>
        <translation>ヒーロークエストの成長(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>HeroQuestRefusals</name>
    <message>
        <source>{name} is {level} and can take no action (HQ-20).</source>
        <translation>{name}は{level}のため、行動できません（HQ-20）。</translation>
    </message>
    <message>
        <source>That improvement is already permanent.</source>
        <translation>その成長はすでに恒久的です。</translation>
    </message>
    <message>
        <source>An edge is asked in steps of {step}, from +{step} (HQ-13).</source>
        <translation>エッジは+{step}から{step}刻みで求めます（HQ-13）。</translation>
    </message>
    <message>
        <source>A bonus is asked from +1 (HQ-13).</source>
        <translation>ボーナスは+1から求めます（HQ-13）。</translation>
    </message>
    <message>
        <source>Hero points raise a group&apos;s result at most {most} steps (HQ-16).</source>
        <translation>ヒーローポイントでグループの結果を上げられるのは最大{most}段階です（HQ-16）。</translation>
    </message>
    <message>
        <source>{item} cannot be made permanent (HQ-26).</source>
        <translation>「{item}」は恒久的にできません（HQ-26）。</translation>
    </message>
    <message>
        <source>Choose the ability to improve.</source>
        <translation>成長させる能力を選んでください。</translation>
    </message>
    <message>
        <source>No side is beaten yet: the contest goes on (HQ-18).</source>
        <translation>まだどちらの陣営も敗北していません。コンテストは続きます（HQ-18）。</translation>
    </message>
    <message>
        <source>The contest is over: its consequences are applied.</source>
        <translation>コンテストは終わりました。結果は適用済みです。</translation>
    </message>
    <message>
        <source>A member at complete defeat cannot try a final action (HQ-19).</source>
        <translation>完全敗北のメンバーはファイナルアクションを試みられません（HQ-19）。</translation>
    </message>
    <message>
        <source>{name} has already made a final action.</source>
        <translation>{name}はすでにファイナルアクションを行いました。</translation>
    </message>
    <message>
        <source>A final action is for group extended contests (HQ-19).</source>
        <translation>ファイナルアクションはグループ拡張コンテストのものです（HQ-19）。</translation>
    </message>
    <message>
        <source>A final action is for a member at a defeat level (HQ-19).</source>
        <translation>ファイナルアクションは敗北段階にあるメンバーのものです（HQ-19）。</translation>
    </message>
    <message>
        <source>A flaw is removed at {most}; {ability} is {rating}.</source>
        <translation>欠点を取り除けるのは{most}のときです。「{ability}」は{rating}です。</translation>
    </message>
    <message>
        <source>The opposition rolls once per hero: {need} rolls are needed, {given} were given.</source>
        <translation>対抗側はヒーロー1人につき1回振ります。{need}回分が必要ですが、{given}回分でした。</translation>
    </message>
    <message>
        <source>Whether a contest is heroic is chosen before its first step (HQ-18).</source>
        <translation>英雄的なコンテストかどうかは最初の一手の前に決めます（HQ-18）。</translation>
    </message>
    <message>
        <source>At most +{most} at once (HQ-26).</source>
        <translation>一度に上げられるのは最大+{most}です（HQ-26）。</translation>
    </message>
    <message>
        <source>Lend at least 1 point.</source>
        <translation>1ポイント以上を貸してください。</translation>
    </message>
    <message>
        <source>Points are lent to another member of the same side (HQ-19).</source>
        <translation>ポイントは同じ陣営の別のメンバーに貸します（HQ-19）。</translation>
    </message>
    <message>
        <source>Major healing does not treat {level} (HQ-23).</source>
        <translation>大治癒は{level}を治療しません（HQ-23）。</translation>
    </message>
    <message>
        <source>{name} is out of the contest.</source>
        <translation>{name}はコンテストから脱落しています。</translation>
    </message>
    <message>
        <source>{name} is still in the contest.</source>
        <translation>{name}はまだコンテストに残っています。</translation>
    </message>
    <message>
        <source>{name} is already in the contest.</source>
        <translation>{name}はすでにコンテストに参加しています。</translation>
    </message>
    <message>
        <source>Name the ability learned.</source>
        <translation>習得する能力の名前を入力してください。</translation>
    </message>
    <message>
        <source>Name the opponent.</source>
        <translation>相手の名前を入力してください。</translation>
    </message>
    <message>
        <source>The acting side is side A or side B.</source>
        <translation>行動する陣営はAかBです。</translation>
    </message>
    <message>
        <source>One count of automatic bumps per hero: {need} are needed, {given} were given.</source>
        <translation>自動の段階変化はヒーロー1人につき1つ必要です：{need}個必要ですが、{given}個です。</translation>
    </message>
    <message>
        <source>With both bids at 0 no exchange changes anything: bid at least 1 on one side.</source>
        <translation>両方のビッドが0では応酬で何も変わりません：どちらかに1以上をビッドしてください。</translation>
    </message>
    <message>
        <source>A bid is 0 or more action points.</source>
        <translation>ビッドは0以上のアクションポイントです。</translation>
    </message>
    <message>
        <source>Days of rest are 0 or more.</source>
        <translation>休息の日数は0以上です。</translation>
    </message>
    <message>
        <source>Hero points spent are 0 or more.</source>
        <translation>使うヒーローポイントは0以上です。</translation>
    </message>
    <message>
        <source>Points are 0 or more.</source>
        <translation>ポイントは0以上です。</translation>
    </message>
    <message>
        <source>A spirit is captured only by winning the spirit combat, not at {level} (HQ-27).</source>
        <translation>精霊を捕らえられるのは精霊との戦いに勝ったときだけです。{level}では捕らえられません（HQ-27）。</translation>
    </message>
    <message>
        <source>A contest needs at least one hero.</source>
        <translation>コンテストにはヒーローが1人以上必要です。</translation>
    </message>
    <message>
        <source>Choose the opposition: a resistance or another character.</source>
        <translation>対抗側を選んでください：抵抗値か、ほかのキャラクターです。</translation>
    </message>
    <message>
        <source>{name} no longer has that ability.</source>
        <translation>{name}はもうその能力を持っていません。</translation>
    </message>
    <message>
        <source>{item}: there is no permanent improvement (HQ-26).</source>
        <translation>「{item}」：恒久的な成長はありません（HQ-26）。</translation>
    </message>
    <message>
        <source>{item}: there is no temporary improvement (HQ-26).</source>
        <translation>「{item}」：一時的な成長はありません（HQ-26）。</translation>
    </message>
    <message>
        <source>{name} no longer has that improvement.</source>
        <translation>{name}にはもうその成長がありません。</translation>
    </message>
    <message>
        <source>That contestant is no longer in the contest.</source>
        <translation>その参加者はもうコンテストにいません。</translation>
    </message>
    <message>
        <source>{name} no longer has that state of adversity.</source>
        <translation>{name}にはもうその被害状態がありません。</translation>
    </message>
    <message>
        <source>{ability} has no uses left (HQ-27).</source>
        <translation>「{ability}」の使用回数が残っていません（HQ-27）。</translation>
    </message>
    <message>
        <source>{ability} is not a fetish.</source>
        <translation>「{ability}」は呪物ではありません。</translation>
    </message>
    <message>
        <source>{ability} is not a flaw.</source>
        <translation>「{ability}」は欠点ではありません。</translation>
    </message>
    <message>
        <source>First aid treats hurts only, not {level} (HQ-22).</source>
        <translation>応急手当てで治療できるのはかすり傷だけです。{level}は治療できません（HQ-22）。</translation>
    </message>
    <message>
        <source>A rescue is for a dying character, not {level} (HQ-24).</source>
        <translation>救出は瀕死のキャラクターのためのものです。{level}には使えません（HQ-24）。</translation>
    </message>
    <message>
        <source>The contest is over for {name}: the parting shot is taken (HQ-18).</source>
        <translation>{name}のコンテストは終わりました。とどめの一撃は放たれています（HQ-18）。</translation>
    </message>
    <message>
        <source>Pick the hurts to treat (HQ-22).</source>
        <translation>治療するかすり傷を選んでください（HQ-22）。</translation>
    </message>
    <message>
        <source>Pick the state to treat.</source>
        <translation>治療する状態を選んでください。</translation>
    </message>
    <message>
        <source>{ability} cannot go below 1.</source>
        <translation>「{ability}」を1未満にはできません。</translation>
    </message>
    <message>
        <source>{name} is dying and cannot make their own rescue: another hero must (HQ-24).</source>
        <translation>{name}は瀕死なので、自分で自分を救出することはできません。ほかの英雄が救出します（HQ-24）。</translation>
    </message>
    <message>
        <source>An exchange is between members of different sides.</source>
        <translation>応酬は異なる陣営のメンバーの間で行います。</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n hero point(s), not the {need} needed.</source>
        <translation>
            <numerusform>{name}のヒーローポイントは%n点で、必要な{need}点に足りません。</numerusform>
        </translation>
    </message>
    <message>
        <source>A character takes part only once in a contest.</source>
        <translation>1つのコンテストに同じキャラクターは1回しか参加できません。</translation>
    </message>
    <message>
        <source>{points} points buy 0 to {most} wounds (one per full 7, HQ-17).</source>
        <translation>{points}ポイントで受けられる傷は0〜{most}です（7ポイントにつき1つ、HQ-17）。</translation>
    </message>
</context>
<context>
    <name>HeroQuestSection</name>
    <message>
        <source>Hero points</source>
        <translation>ヒーローポイント</translation>
    </message>
    <message>
        <source>Set hero points</source>
        <translation>ヒーローポイントを設定</translation>
    </message>
    <message>
        <source>Ability test, simple contest or group contest with the selected ability</source>
        <translation>選択した能力による能力判定・単純コンテスト・グループコンテスト</translation>
    </message>
    <message>
        <source>E&amp;xtended Contest…</source>
        <translation>拡張コンテスト(&amp;X)…</translation>
    </message>
    <message>
        <source>Spend hero points on an improvement (HQ-26)</source>
        <translation>ヒーローポイントを使って成長します（HQ-26）</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Add ability</source>
        <translation>能力を追加</translation>
    </message>
    <message>
        <source>Mystic balance</source>
        <translation>神秘のバランス</translation>
    </message>
    <message>
        <source>Selected ability</source>
        <translation>選択した能力</translation>
    </message>
    <message>
        <source>Belongs to</source>
        <translation>所属先</translation>
    </message>
    <message>
        <source>Uses left</source>
        <translation>残り使用回数</translation>
    </message>
    <message>
        <source>Change uses of %1</source>
        <translation>「%1」の使用回数を変更</translation>
    </message>
    <message>
        <source>Uses a day</source>
        <translation>1日の使用回数</translation>
    </message>
    <message>
        <source>one use only</source>
        <translation>1回のみ</translation>
    </message>
    <message>
        <source>Mystic aspect</source>
        <translation>神秘の側面</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>body</source>
        <translation>肉体</translation>
    </message>
    <message>
        <source>mind</source>
        <translation>精神</translation>
    </message>
    <message>
        <source>virtue</source>
        <translation>徳</translation>
    </message>
    <message>
        <source>Change mystic aspect of %1</source>
        <translation>「%1」の神秘の側面を変更</translation>
    </message>
    <message>
        <source>&amp;Initiate: every roll with it, or a feat under it, is improvised (HQ-27)</source>
        <translation>入信者：この能力とその技のロールはすべて即興行動になる（HQ-27）(&amp;I)</translation>
    </message>
    <message>
        <source>Initiate</source>
        <translation>入信者</translation>
    </message>
    <message>
        <source>Change initiate of %1</source>
        <translation>「%1」の入信者を変更</translation>
    </message>
    <message>
        <source>States of adversity</source>
        <translation>被害状態</translation>
    </message>
    <message>
        <source>Add state</source>
        <translation>状態を追加</translation>
    </message>
    <message>
        <source>Remove state of adversity</source>
        <translation>被害状態を削除</translation>
    </message>
    <message>
        <source>Abilities the state relates to</source>
        <translation>被害状態が関係する能力</translation>
    </message>
    <message>
        <source>Hero poi&amp;nts</source>
        <translation>ヒーローポイント(&amp;N)</translation>
    </message>
    <message>
        <source>Con&amp;test…</source>
        <translation>コンテスト(&amp;T)…</translation>
    </message>
    <message>
        <source>I&amp;mprove…</source>
        <translation>成長(&amp;M)…</translation>
    </message>
    <message>
        <source>Hea&amp;l…</source>
        <translation>治癒(&amp;L)…</translation>
    </message>
    <message>
        <source>Heal a state of adversity</source>
        <translation>被害状態を治癒</translation>
    </message>
    <message>
        <source>First aid, major healing or rescue from dying (HQ-22..HQ-24)</source>
        <translation>応急手当て、大治癒、瀕死からの救出（HQ-22〜HQ-24）</translation>
    </message>
    <message>
        <source>Abilities the selected state relates to (none ticked: all)</source>
        <translation>選択した被害状態が関係する能力（チェックなし：すべて）</translation>
    </message>
    <message>
        <source>Lingering benefits</source>
        <translation>継続利益</translation>
    </message>
    <message>
        <source>Add benefit</source>
        <translation>利益を追加</translation>
    </message>
    <message>
        <source>Remove lingering benefit</source>
        <translation>継続利益を削除</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Rename ability</source>
        <translation>能力の名前を変更</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>能力値</translation>
    </message>
    <message>
        <source>Change rating of %1</source>
        <translation>「%1」の能力値を変更</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>実効値</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Change kind of %1</source>
        <translation>「%1」の種類を変更</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Change notes of %1</source>
        <translation>「%1」のメモを変更</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Change state of adversity</source>
        <translation>被害状態を変更</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>尺度</translation>
    </message>
    <message>
        <source>Relates to</source>
        <translation>関係先</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>身体的</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>ボーナス</translation>
    </message>
    <message>
        <source>Change lingering benefit</source>
        <translation>継続利益を変更</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Mystic balance: body, mind and virtue are %1 points apart (at most %2).</source>
        <translation>神秘のバランス：肉体・精神・徳の差が%1点あります（最大%2）。</translation>
    </message>
    <message>
        <source>Selected ability: %1</source>
        <translation>選択した能力：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Change what %1 belongs to</source>
        <translation>「%1」の所属先を変更</translation>
    </message>
    <message>
        <source>Change what a state of adversity relates to</source>
        <translation>被害状態の関係先を変更</translation>
    </message>
    <message>
        <source>New ability</source>
        <translation>新しい能力</translation>
    </message>
    <message>
        <source>Remove ability %1</source>
        <translation>能力「%1」を削除</translation>
    </message>
    <message>
        <source>Add state of adversity</source>
        <translation>被害状態を追加</translation>
    </message>
    <message>
        <source>Add lingering benefit on %1</source>
        <translation>「%1」に継続利益を追加</translation>
    </message>
    <message>
        <source>no ability</source>
        <translation>能力なし</translation>
    </message>
    <message>
        <source>&amp;Contest with %1…</source>
        <translation>「%1」でコンテスト(&amp;C)…</translation>
    </message>
    <message>
        <source>E&amp;xtended contest with %1…</source>
        <translation>「%1」で拡張コンテスト(&amp;X)…</translation>
    </message>
    <message>
        <source>Im&amp;prove %1…</source>
        <translation>「%1」を成長(&amp;P)…</translation>
    </message>
    <message>
        <source>H&amp;eal %1…</source>
        <translation>%1を治癒(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>HeroQuestWords</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Lingering benefit: %1</source>
        <translation>継続利益：%1</translation>
    </message>
    <message>
        <source>Lingering benefit</source>
        <translation>継続利益</translation>
    </message>
    <message>
        <source>Augment</source>
        <translation>増加</translation>
    </message>
    <message>
        <source>Skill spirit&apos;s power on %1</source>
        <translation>「%1」への技能の精霊の力</translation>
    </message>
    <message>
        <source>Improvised use (HQ-3)</source>
        <translation>即興行動（HQ-3）</translation>
    </message>
    <message numerus="yes">
        <source>%n extra opponent(s) (HQ-3)</source>
        <translation>
            <numerusform>追加の相手%n人（HQ-3）</numerusform>
        </translation>
    </message>
    <message>
        <source>Emotion spirit %1 (HQ-27)</source>
        <translation>感情の精霊「%1」（HQ-27）</translation>
    </message>
    <message>
        <source>Other modifier</source>
        <translation>その他の修正</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2の%1</translation>
    </message>
    <message>
        <source>%1 as written</source>
        <translation>記入値 %1</translation>
    </message>
    <message>
        <source>Cannot act (dying or dead)</source>
        <translation>行動不可（瀕死または死亡）</translation>
    </message>
    <message>
        <source>Initiate of %1: improvised use (HQ-27)</source>
        <translation>%1の入信者：即興行動（HQ-27）</translation>
    </message>
    <message numerus="yes">
        <source>%n automatic bump(s) down (injured)</source>
        <translation>
            <numerusform>自動で%n段階引き下げ（重傷）</numerusform>
        </translation>
    </message>
    <message>
        <source>Injured: each action needs a contest of wherewithal first (HQ-15)</source>
        <translation>重傷：行動のたびに、まず気力コンテストが必要（HQ-15）</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>%1 (from %2, %3)</source>
        <translation>%1（元は%2、%3）</translation>
    </message>
</context>
<context>
    <name>HistorySection</name>
    <message>
        <source>Show history of kind</source>
        <translation>表示する履歴の種類</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>表示(&amp;S)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>変更点</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>%1 (entered)</source>
        <translation>%1（手入力）</translation>
    </message>
    <message>
        <source>%1 (rolled)</source>
        <translation>%1（ロール）</translation>
    </message>
</context>
<context>
    <name>HpBar</name>
    <message>
        <source>no HP set</source>
        <translation>HP未設定</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>ヒットポイント</translation>
    </message>
    <message>
        <source>%1 of %2 HP</source>
        <translation>HP %1/%2</translation>
    </message>
</context>
<context>
    <name>IdentitySection</name>
    <message>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
    <message>
        <source>Change player</source>
        <translation>プレイヤーを変更</translation>
    </message>
    <message>
        <source>Change concept</source>
        <translation>コンセプトを変更</translation>
    </message>
    <message>
        <source>&amp;Tags</source>
        <translation>タグ(&amp;T)</translation>
    </message>
    <message>
        <source>Change tags</source>
        <translation>タグを変更</translation>
    </message>
    <message>
        <source>comma, separated</source>
        <translation>カンマ(,)区切り</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>メモを変更</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>肖像画</translation>
    </message>
    <message>
        <source>P&amp;layer</source>
        <translation>プレイヤー(&amp;L)</translation>
    </message>
    <message>
        <source>C&amp;oncept</source>
        <translation>コンセプト(&amp;O)</translation>
    </message>
    <message>
        <source>Note&amp;s</source>
        <translation>メモ(&amp;S)</translation>
    </message>
    <message>
        <source>Choose portra&amp;it…</source>
        <translation>肖像画を選択(&amp;I)…</translation>
    </message>
    <message>
        <source>Remove portrait</source>
        <translation>肖像画を削除</translation>
    </message>
    <message>
        <source>No portrait</source>
        <translation>肖像画なし</translation>
    </message>
    <message>
        <source>Portrait cannot be shown</source>
        <translation>肖像画を表示できません</translation>
    </message>
    <message>
        <source>Change kind to %1</source>
        <translation>種類を%1に変更</translation>
    </message>
    <message>
        <source>Choose Portrait</source>
        <translation>肖像画を選択</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.bmp *.gif *.webp)</translation>
    </message>
    <message>
        <source>Choose portrait</source>
        <translation>肖像画を選択</translation>
    </message>
</context>
<context>
    <name>ImportUpdate</name>
    <message>
        <source>Import Character</source>
        <translation>キャラクターをインポート</translation>
    </message>
    <message>
        <source>%1 is already in the library (%2).</source>
        <translation>%1 はすでにライブラリにいます（%2）。</translation>
    </message>
    <message>
        <source>Update it from this file (you see what changes, and choose where both changed the same thing), or add the file as a new character?</source>
        <translation>このファイルから更新しますか（変わる内容が表示され、両方が同じところを変えた箇所は選べます）、それともファイルを新しいキャラクターとして追加しますか？</translation>
    </message>
    <message>
        <source>&amp;Update from This File…</source>
        <translation>このファイルから更新(&amp;U)…</translation>
    </message>
    <message>
        <source>Add as a &amp;New Character</source>
        <translation>新しいキャラクターとして追加(&amp;N)</translation>
    </message>
    <message>
        <source>Update %1 from %2. Mine is the sheet as it is open; theirs is the file.</source>
        <translation>%1 を %2 から更新します。自分の版は開いているシート、相手の版はファイルです。</translation>
    </message>
    <message>
        <source>Update %1 from a File</source>
        <translation>%1 をファイルから更新</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>更新(&amp;U)</translation>
    </message>
    <message>
        <source>Update %1 from %2</source>
        <translation>%1 を %2 から更新</translation>
    </message>
</context>
<context>
    <name>ImproveDialog</name>
    <message>
        <source>Raise an ability (+1 to +4)</source>
        <translation>能力を上げる（+1〜+4）</translation>
    </message>
    <message>
        <source>Raise an affinity or traditional knowledge (+1)</source>
        <translation>親和や伝統的知識を上げる（+1）</translation>
    </message>
    <message>
        <source>Raise a grimoire (+1)</source>
        <translation>魔道書を上げる（+1）</translation>
    </message>
    <message>
        <source>Learn a common ability at 12</source>
        <translation>一般能力を新たに12で学ぶ</translation>
    </message>
    <message>
        <source>Learn an affinity, tradition or mystic power at 12</source>
        <translation>新たな親和、伝統あるいは神秘的パワーを12で学ぶ</translation>
    </message>
    <message>
        <source>Learn a grimoire with one spell at 12</source>
        <translation>新たな魔道書と一つの呪文を12で学ぶ</translation>
    </message>
    <message>
        <source>Learn a feat</source>
        <translation>新たな技を学ぶ</translation>
    </message>
    <message>
        <source>Learn a spell or blessing</source>
        <translation>新たな呪文や祝福を学ぶ</translation>
    </message>
    <message>
        <source>Learn a weapon or combat technique, or a subset of an ability</source>
        <translation>新たな武器・戦闘技術、またはある能力のサブセットを学ぶ</translation>
    </message>
    <message>
        <source>Capture a spirit in a fetish</source>
        <translation>精霊を呪物に捕らえる</translation>
    </message>
    <message>
        <source>Integrate a spirit</source>
        <translation>精霊と合体する</translation>
    </message>
    <message>
        <source>Gain a follower</source>
        <translation>新たな助け手を得る</translation>
    </message>
    <message>
        <source>Replace a lost companion</source>
        <translation>失った仲間の代わりを見つける</translation>
    </message>
    <message>
        <source>Lock in a benefit</source>
        <translation>特典を固定する</translation>
    </message>
    <message>
        <source>Take a new flaw</source>
        <translation>新たな欠点を得る</translation>
    </message>
    <message>
        <source>Lower a flaw (by 1 or 2)</source>
        <translation>欠点を引き下げる（1または2）</translation>
    </message>
    <message>
        <source>Remove a flaw at 12</source>
        <translation>目標値12の欠点を取り除く</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&amp;Permanent</source>
        <translation>恒久的(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Temporary (until the end of the next session)</source>
        <translation>一時的（次のセッション終了まで）(&amp;T)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>HeroQuest Improvement — %1</source>
        <translation>ヒーロークエストの成長 — %1</translation>
    </message>
    <message>
        <source>&amp;Improvement</source>
        <translation>成長(&amp;I)</translation>
    </message>
    <message>
        <source>How &amp;much</source>
        <translation>上昇量(&amp;M)</translation>
    </message>
    <message>
        <source>A&amp;bility</source>
        <translation>能力(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;New ability</source>
        <translation>新しい能力(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Rating</source>
        <translation>能力値(&amp;R)</translation>
    </message>
    <message>
        <source>Belongs &amp;to</source>
        <translation>所属先(&amp;T)</translation>
    </message>
    <message>
        <source>Spirit combat &amp;won at</source>
        <translation>精霊との戦いの勝利段階(&amp;W)</translation>
    </message>
    <message>
        <source>Dat&amp;e</source>
        <translation>日付(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Spend Hero Points</source>
        <translation>ヒーローポイントを使う(&amp;S)</translation>
    </message>
    <message>
        <source>Keep a temporary improvement</source>
        <translation>一時的な成長を残す</translation>
    </message>
    <message>
        <source>Keeping it costs %1; %2 has %3.</source>
        <translation>残すには%1が必要です。%2の所持は%3点です。</translation>
    </message>
    <message numerus="yes">
        <source>%n hero point(s)</source>
        <translation>
            <numerusform>ヒーローポイント%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>Costs %1; %2 has %3.</source>
        <translation>%1が必要です。%2の所持は%3点です。</translation>
    </message>
    <message>
        <source>Cost of keeping it</source>
        <translation>残すためのコスト</translation>
    </message>
    <message>
        <source>Make P&amp;ermanent</source>
        <translation>恒久的にする(&amp;E)</translation>
    </message>
    <message>
        <source>Pay the difference between the permanent and the temporary cost (HQ-26)</source>
        <translation>恒久的なコストと一時的なコストの差額を払う（HQ-26）</translation>
    </message>
    <message>
        <source>Temporar&amp;y improvement</source>
        <translation>一時的な成長(&amp;Y)</translation>
    </message>
    <message>
        <source>This improvement cannot be made permanent; it ends at the end of the next session.</source>
        <translation>この成長は恒久的にできません。次のセッションの終了時に終わります。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
</context>
<context>
    <name>JournalBanner</name>
    <message>
        <source>Warning about unsaved changes</source>
        <translation>未保存の変更についての警告</translation>
    </message>
    <message>
        <source>Unsaved changes are not protected: the recovery journal cannot be written (%1). Save your changes to keep them safe.</source>
        <translation>未保存の変更は保護されていません：復旧用ジャーナルを書き込めません（%1）。変更を失わないよう保存してください。</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Player character</source>
        <translation>プレイヤーキャラクター</translation>
    </message>
    <message>
        <source>Follower</source>
        <translation>従者</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>Common ability</source>
        <translation>一般能力</translation>
    </message>
    <message>
        <source>Talent</source>
        <translation>才能</translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation>親和</translation>
    </message>
    <message>
        <source>Feat</source>
        <translation>技</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>呪文</translation>
    </message>
    <message>
        <source>Grimoire</source>
        <translation>魔道書</translation>
    </message>
    <message>
        <source>Fetish</source>
        <translation>呪物</translation>
    </message>
    <message>
        <source>Skill spirit</source>
        <translation>技能の精霊</translation>
    </message>
    <message>
        <source>Emotion spirit</source>
        <translation>感情の精霊</translation>
    </message>
    <message>
        <source>Integrated spirit</source>
        <translation>統合された精霊</translation>
    </message>
    <message>
        <source>Mystic counter</source>
        <translation>神秘の防御</translation>
    </message>
    <message>
        <source>Mystic strike</source>
        <translation>神秘の打撃</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>関係</translation>
    </message>
    <message>
        <source>Flaw</source>
        <translation>欠点</translation>
    </message>
    <message>
        <source>HeroQuest</source>
        <translation>ヒーロークエスト</translation>
    </message>
    <message>
        <source>Hero Wars</source>
        <translation>ヒーローウォーズ</translation>
    </message>
    <message>
        <source>Dazed</source>
        <translation>よろめき</translation>
    </message>
    <message>
        <source>Hurt</source>
        <translation>かすり傷</translation>
    </message>
    <message>
        <source>Impaired</source>
        <translation>軽傷</translation>
    </message>
    <message>
        <source>Injured</source>
        <translation>重傷</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>瀕死</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>Acuity</source>
        <translation>技量</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>肉体</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Mind</source>
        <translation>精神</translation>
    </message>
    <message>
        <source>Virtue</source>
        <translation>徳</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>心魂</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>意志</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人物</translation>
    </message>
    <message>
        <source>Organisation or class</source>
        <translation>組織・階層</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Sin</source>
        <translation>罪</translation>
    </message>
    <message>
        <source>Demon</source>
        <translation>魔族</translation>
    </message>
    <message>
        <source>Stat -1</source>
        <translation>能力 -1</translation>
    </message>
    <message>
        <source>1d4 trait</source>
        <translation>1d4の特徴</translation>
    </message>
    <message>
        <source>Relationship at d4</source>
        <translation>縁故をd4に</translation>
    </message>
    <message>
        <source>Leaves the scene</source>
        <translation>場面から退場</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>健康</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>行動不能</translation>
    </message>
    <message>
        <source>At Death&apos;s Door</source>
        <translation>死の淵</translation>
    </message>
    <message>
        <source>Debilitated</source>
        <translation>衰えあり</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Dogs</source>
        <translation>ドッグズ</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>負傷と回復</translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation>ダウンタイム</translation>
    </message>
    <message>
        <source>End of session</source>
        <translation>セッション終了</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Complete victory</source>
        <translation>完全勝利</translation>
    </message>
    <message>
        <source>Major victory</source>
        <translation>大勝利</translation>
    </message>
    <message>
        <source>Minor victory</source>
        <translation>通常勝利</translation>
    </message>
    <message>
        <source>Marginal victory</source>
        <translation>ぎりぎり勝利</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Marginal defeat</source>
        <translation>ぎりぎり敗北</translation>
    </message>
    <message>
        <source>Minor defeat</source>
        <translation>通常敗北</translation>
    </message>
    <message>
        <source>Major defeat</source>
        <translation>大敗北</translation>
    </message>
    <message>
        <source>Complete defeat</source>
        <translation>完全敗北</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation>ファンブル</translation>
    </message>
    <message>
        <source>Bruises, scrapes, light burns (d4)</source>
        <translation>打ち身、擦り傷、軽いやけど（d4）</translation>
    </message>
    <message>
        <source>Nasty cuts, bruises, burns (d6)</source>
        <translation>ひどい切り傷、打撲、やけど（d6）</translation>
    </message>
    <message>
        <source>Broken bones, deep burns (d8)</source>
        <translation>骨折、深いやけど（d8）</translation>
    </message>
    <message>
        <source>Death or dismemberment (d10)</source>
        <translation>死または四肢の切断（d10）</translation>
    </message>
    <message>
        <source>10+: back at 1 HP, marked by the brush with death</source>
        <translation>10+：HP 1で復帰し、死に触れた痕跡が残る</translation>
    </message>
    <message>
        <source>7-9: no longer dying, but out of action</source>
        <translation>7-9：死は免れるが行動不能</translation>
    </message>
    <message>
        <source>6-: choose a fate</source>
        <translation>6-：運命を選ぶ</translation>
    </message>
    <message>
        <source>Make one last move as if you rolled 12+, then die</source>
        <translation>12+を出したものとして最後のムーブを1回行い、死ぬ</translation>
    </message>
    <message>
        <source>Refuse to go: become a revenant or ghost</source>
        <translation>去ることを拒む：亡者か幽霊になる</translation>
    </message>
    <message>
        <source>Call on a Thing Below by name: become its thrall</source>
        <translation>「地の底のもの」を名で呼ぶ：その下僕となる</translation>
    </message>
    <message>
        <source>Full success (10+)</source>
        <translation>完全成功（10+）</translation>
    </message>
    <message>
        <source>Partial success (7-9)</source>
        <translation>部分的成功（7-9）</translation>
    </message>
    <message>
        <source>Miss (6-)</source>
        <translation>失敗（6-）</translation>
    </message>
    <message>
        <source>+STR</source>
        <translation>+筋力</translation>
    </message>
    <message>
        <source>+DEX</source>
        <translation>+敏捷力</translation>
    </message>
    <message>
        <source>+CON</source>
        <translation>+耐久力</translation>
    </message>
    <message>
        <source>+INT</source>
        <translation>+知力</translation>
    </message>
    <message>
        <source>+WIS</source>
        <translation>+判断力</translation>
    </message>
    <message>
        <source>+CHA</source>
        <translation>+魅力</translation>
    </message>
    <message>
        <source>A few minutes&apos; rest and supplies (3-5 HP)</source>
        <translation>数分の休息と物資（3〜5 HP）</translation>
    </message>
    <message>
        <source>A night&apos;s rest (half max HP)</source>
        <translation>一晩の休息（最大HPの半分）</translation>
    </message>
    <message>
        <source>A few days&apos; rest (all HP)</source>
        <translation>数日の休息（HP全快）</translation>
    </message>
    <message>
        <source>Talking</source>
        <translation>会話</translation>
    </message>
    <message>
        <source>Physical, not fighting</source>
        <translation>戦闘以外の肉体行動</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>格闘戦</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>武器戦闘</translation>
    </message>
    <message>
        <source>Not physical (d4)</source>
        <translation>身体的でない（d4）</translation>
    </message>
    <message>
        <source>Physical (d6)</source>
        <translation>身体的（d6）</translation>
    </message>
    <message>
        <source>Small weapon: knife, dagger (d8)</source>
        <translation>小型武器：ナイフ、短剣（d8）</translation>
    </message>
    <message>
        <source>Deadly weapon (d10)</source>
        <translation>致命的な武器（d10）</translation>
    </message>
    <message>
        <source>Reverse the blow</source>
        <translation>反撃</translation>
    </message>
    <message>
        <source>Block or dodge</source>
        <translation>妨害か回避</translation>
    </message>
    <message>
        <source>Take the blow</source>
        <translation>一撃を受ける</translation>
    </message>
    <message>
        <source>Short-term (7 or less)</source>
        <translation>短期（7以下）</translation>
    </message>
    <message>
        <source>Long-term (8-11)</source>
        <translation>長期（8-11）</translation>
    </message>
    <message>
        <source>Injury (12-15)</source>
        <translation>負傷（12-15）</translation>
    </message>
    <message>
        <source>Needs treatment (16-19)</source>
        <translation>要治療（16-19）</translation>
    </message>
    <message>
        <source>Death (20)</source>
        <translation>死亡（20）</translation>
    </message>
    <message>
        <source>A stat -1</source>
        <translation>能力1つを-1</translation>
    </message>
    <message>
        <source>A new 1d4 trait</source>
        <translation>1d4の新しい特徴</translation>
    </message>
    <message>
        <source>A new 1d4 relationship</source>
        <translation>1d4の新しい縁故</translation>
    </message>
    <message>
        <source>One more die on a d4 trait or relationship</source>
        <translation>d4の特徴か縁故にダイスを1個追加</translation>
    </message>
    <message>
        <source>One die fewer on a d6+ trait or relationship</source>
        <translation>d6以上の特徴か縁故のダイスを1個減らす</translation>
    </message>
    <message>
        <source>A trait&apos;s or relationship&apos;s dice become d4</source>
        <translation>特徴か縁故のダイスをd4にする</translation>
    </message>
    <message>
        <source>Strike a belonging</source>
        <translation>所持品を1つ消す</translation>
    </message>
    <message>
        <source>Rewrite the black armor</source>
        <translation>黒き鎧を書き換え</translation>
    </message>
    <message>
        <source>A stat +1</source>
        <translation>能力1つを+1</translation>
    </message>
    <message>
        <source>A new 1d6 trait</source>
        <translation>1d6の新しい特徴</translation>
    </message>
    <message>
        <source>Add or remove a die on a trait</source>
        <translation>特徴のダイスを1個増減</translation>
    </message>
    <message>
        <source>Change a trait&apos;s die size</source>
        <translation>特徴のダイスの種類を変更</translation>
    </message>
    <message>
        <source>A new 1d6 relationship</source>
        <translation>1d6の新しい縁故</translation>
    </message>
    <message>
        <source>Add or remove a die on a relationship</source>
        <translation>縁故のダイスを1個増減</translation>
    </message>
    <message>
        <source>Change a relationship&apos;s die size</source>
        <translation>縁故のダイスの種類を変更</translation>
    </message>
    <message>
        <source>A new belonging</source>
        <translation>新しい所持品</translation>
    </message>
    <message>
        <source>Dies at once</source>
        <translation>即座に死亡</translation>
    </message>
    <message>
        <source>Dies after a scene set up before death</source>
        <translation>死の前に設けた場面の後に死亡</translation>
    </message>
    <message>
        <source>Injured: the Body roll is due</source>
        <translation>負傷：肉体のロールが必要</translation>
    </message>
    <message>
        <source>Injured: needs treatment</source>
        <translation>負傷：治療が必要</translation>
    </message>
    <message>
        <source>Dying: dies after a scene</source>
        <translation>瀕死：場面の後に死亡</translation>
    </message>
</context>
<context>
    <name>LendPanel</name>
    <message>
        <source>&amp;Lend Points</source>
        <translation>ポイントを貸す(&amp;L)</translation>
    </message>
    <message>
        <source>Lender</source>
        <translation>貸し手</translation>
    </message>
    <message>
        <source>Lend to</source>
        <translation>貸す相手</translation>
    </message>
    <message>
        <source>Points lent</source>
        <translation>貸すポイント</translation>
    </message>
    <message>
        <source>To</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Dice: the lender&apos;s d20, then the resistance&apos;s (the points lent).</source>
        <translation>ダイス：貸し手のd20、次に抵抗値（貸すポイント）のd20。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1[*] — Talekeeper</source>
        <translation>%1[*] — Talekeeper</translation>
    </message>
    <message>
        <source>Open characters</source>
        <translation>開いているキャラクター</translation>
    </message>
    <message>
        <source>Why the file cannot be opened</source>
        <translation>ファイルを開けない理由</translation>
    </message>
    <message>
        <source>This file cannot be opened. It is left as it is.</source>
        <translation>このファイルは開けません。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <translation>ライブラリを読み込み中…</translation>
    </message>
    <message>
        <source>Choose a character in the list to open it.</source>
        <translation>一覧からキャラクターを選ぶと開きます。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>閉じる前に「%1」の変更を保存しますか？</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <source>%1

Save anyway and replace the other program&apos;s version? It is kept as a backup.</source>
        <translation>%1

それでも保存して、他のプログラムが書いた版を置き換えますか？置き換えられる版はバックアップとして残ります。</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>保存できませんでした</translation>
    </message>
    <message>
        <source>No backup can be kept</source>
        <translation>バックアップを残せません</translation>
    </message>
    <message>
        <source>Save anyway, without keeping the version it replaces? Or cancel, free some space and save again: your changes are kept meanwhile.</source>
        <translation>置き換えられる版を残さずに、それでも保存しますか？ それともキャンセルして空き容量を確保してから保存し直しますか？ その間も変更は保たれます。</translation>
    </message>
    <message>
        <source>Save &amp;Without a Backup</source>
        <translation>バックアップなしで保存(&amp;W)</translation>
    </message>
    <message>
        <source>%1

Your changes are kept in the program and in the recovery journal; fix the problem and save again.</source>
        <translation>%1

変更内容はプログラム内と復旧用ジャーナルに保持されています。問題を解決してから、もう一度保存してください。</translation>
    </message>
    <message>
        <source>Revert %1 to a kept version</source>
        <translation>「%1」を以前の版に戻す</translation>
    </message>
    <message>
        <source>%1 was moved or deleted by another program. Your changes are kept; saving writes the file again.</source>
        <translation>%1 は他のプログラムによって移動または削除されました。変更内容は保持されています。保存するとファイルをもう一度書き出します。</translation>
    </message>
    <message>
        <source>%1 was changed by another program while you have unsaved changes.</source>
        <translation>%1 は、未保存の変更があるあいだに他のプログラムによって変更されました。</translation>
    </message>
    <message>
        <source>Reload it and lose your changes, or keep yours? Saving yours later asks before replacing the other version.</source>
        <translation>再読み込みして自分の変更を破棄しますか、それとも自分の変更を残しますか？後で保存するときは、他方の版を置き換える前に確認します。</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>再読み込み(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>自分の変更を残す(&amp;K)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>&amp;New Character…</source>
        <translation>新規キャラクター(&amp;N)…</translation>
    </message>
    <message>
        <source>Add the E&amp;xample Characters</source>
        <translation>サンプルのキャラクターを追加(&amp;X)</translation>
    </message>
    <message>
        <source>Four characters to look around with: a player character, a follower, an NPC and a monster</source>
        <translation>試しに見てみるための4人：プレイヤーキャラクター、従者、NPC、モンスター</translation>
    </message>
    <message>
        <source>This library has no characters yet.
Make your first character, or add the example characters to look around.</source>
        <translation>このライブラリにはまだキャラクターがいません。
最初のキャラクターを作るか、サンプルのキャラクターを追加して試してみてください。</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>保存済みの状態に戻す</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>These characters have unsaved changes:
%1

Save them?</source>
        <translation>次のキャラクターに未保存の変更があります：
%1

保存しますか？</translation>
    </message>
</context>
<context>
    <name>MakeCampDialog</name>
    <message>
        <source>%1 chooses</source>
        <translation>%1の選択</translation>
    </message>
    <message>
        <source>Regain half max HP (+%1)</source>
        <translation>最大HPの半分を回復（+%1）</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1を消す</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Ate, drank and slept</source>
        <translation>飲食と睡眠をとった</translation>
    </message>
    <message>
        <source>%1 slept a few hours</source>
        <translation>%1は数時間眠った</translation>
    </message>
    <message>
        <source>%1&apos;s bedroll</source>
        <translation>%1の寝袋</translation>
    </message>
    <message>
        <source>Roll or type %1&apos;s bedroll die.</source>
        <translation>%1の寝袋のダイスを振るか、出目を入力してください。</translation>
    </message>
    <message>
        <source>Make Camp</source>
        <translation>野営する</translation>
    </message>
    <message>
        <source>The party</source>
        <translation>パーティ</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>人物</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>Chooses</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Bedroll (1d6 HP)</source>
        <translation>寝袋（1d6 HP）</translation>
    </message>
    <message>
        <source>Not in the camp:</source>
        <translation>野営に加わらない者：</translation>
    </message>
    <message>
        <source>Not in the camp</source>
        <translation>野営に加わらない者</translation>
    </message>
    <message>
        <source>Each eats 1 use of supplies or provisions (provisions first); a mess kit lets one use feed four.</source>
        <translation>各自が物資か食料を1回分消費します（食料が優先）。食器セットがあれば1回分で4人が食べられます。</translation>
    </message>
    <message>
        <source>A particularly &amp;peaceful, comfortable or enjoyable rest (advantage on the next roll)</source>
        <translation>特に穏やかで快適な、楽しい休息（次のロールに有利）(&amp;P)</translation>
    </message>
    <message>
        <source>If food runs &amp;short, feed those listed first (the most hurt); the rest go hungry</source>
        <translation>食べ物が足りなければ、先に並んでいる者（最も傷の重い者）から食べさせる。残りは食べられない(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Make Camp</source>
        <translation>野営する(&amp;M)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Character…</source>
        <translation>新規キャラクター(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Import Character…</source>
        <translation>キャラクターをインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Open &amp;Library…</source>
        <translation>ライブラリを開く(&amp;L)…</translation>
    </message>
    <message>
        <source>Show Library &amp;Folder</source>
        <translation>ライブラリのフォルダを表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Recent Libraries</source>
        <translation>最近使ったライブラリ(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;All</source>
        <translation>すべて保存(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>保存済みの状態に戻す(&amp;V)</translation>
    </message>
    <message>
        <source>Revert &amp;To…</source>
        <translation>以前の版に戻す(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Close Character</source>
        <translation>キャラクターを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>&amp;Duplicate Character…</source>
        <translation>キャラクターを複製(&amp;D)…</translation>
    </message>
    <message>
        <source>De&amp;lete Character</source>
        <translation>キャラクターを削除(&amp;L)</translation>
    </message>
    <message>
        <source>Resolve Conflicting &amp;Copy…</source>
        <translation>競合コピーを解決(&amp;C)…</translation>
    </message>
    <message>
        <source>Campaign &amp;Settings…</source>
        <translation>キャンペーン設定(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Find in &amp;Roster</source>
        <translation>名簿で検索(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Next Character</source>
        <translation>次のキャラクター(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Character</source>
        <translation>前のキャラクター(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>ルール参照(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Show &amp;Log Folder</source>
        <translation>ログのフォルダを表示(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;About Talekeeper</source>
        <translation>Talekeeperについて(&amp;A)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>What is merged</source>
        <translation>統合するもの</translation>
    </message>
    <message>
        <source>The common version</source>
        <translation>共通の版</translation>
    </message>
    <message>
        <source>Why these choices cannot be applied</source>
        <translation>この選択を適用できない理由</translation>
    </message>
    <message>
        <source>Keep All &amp;Mine</source>
        <translation>すべて自分の版(&amp;M)</translation>
    </message>
    <message>
        <source>Take All &amp;Theirs</source>
        <translation>すべて相手の版(&amp;T)</translation>
    </message>
    <message>
        <source>Choose (%1)</source>
        <translation>選ぶ箇所（%1）</translation>
    </message>
    <message>
        <source>Nothing to choose: every difference merged by itself.</source>
        <translation>選ぶ箇所はありません。違いはすべて自動で統合されました。</translation>
    </message>
    <message>
        <source>On the sheet</source>
        <translation>シートの項目</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>以前</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>自分の版</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>相手の版</translation>
    </message>
    <message>
        <source>%1 before: %2</source>
        <translation>%1 の以前の値：%2</translation>
    </message>
    <message>
        <source>Fields changed on both sides</source>
        <translation>両方で変更された項目</translation>
    </message>
    <message>
        <source>(removed on one side, changed on the other)</source>
        <translation>（一方で削除され、もう一方で変更されています）</translation>
    </message>
    <message>
        <source>(each change is fine alone; together they break a rule of the sheet)</source>
        <translation>（それぞれの変更は単独なら問題ありませんが、合わせるとシートの規則に反します）</translation>
    </message>
    <message>
        <source>Keep: %1</source>
        <translation>残す：%1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除する</translation>
    </message>
    <message>
        <source>%1: keep</source>
        <translation>%1：残す</translation>
    </message>
    <message>
        <source>%1: remove</source>
        <translation>%1：削除する</translation>
    </message>
    <message>
        <source>%1: keep mine, %2</source>
        <translation>%1：自分の版を残す、%2</translation>
    </message>
    <message>
        <source>%1: take theirs, %2</source>
        <translation>%1：相手の版を取る、%2</translation>
    </message>
    <message>
        <source>Merged by itself (%1)</source>
        <translation>自動で統合（%1）</translation>
    </message>
    <message>
        <source>What merged by itself</source>
        <translation>自動で統合された内容</translation>
    </message>
    <message>
        <source>From</source>
        <translation>由来</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>統合後</translation>
    </message>
    <message>
        <source>Nothing merged by itself.</source>
        <translation>自動で統合されたものはありません。</translation>
    </message>
    <message>
        <source>These choices do not fit together (%1): %2</source>
        <translation>この選択の組み合わせは成り立ちません（%1）：%2</translation>
    </message>
</context>
<context>
    <name>MergeRefusals</name>
    <message>
        <source>The two files are not of the same kind: they cannot be merged.</source>
        <translation>2つのファイルは種類が違うため、統合できません。</translation>
    </message>
    <message>
        <source>{ours} and {theirs} are different characters: they cannot be merged.</source>
        <translation>{ours}と{theirs}は別のキャラクターなので、統合できません。</translation>
    </message>
    <message>
        <source>These versions cannot be merged into a valid sheet.</source>
        <translation>これらの版を統合して正しいシートにすることはできません。</translation>
    </message>
    <message>
        <source>{file}: the file could not be removed: {reason}</source>
        <translation>{file}：ファイルを削除できませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file}: git could not be told the file is resolved: {reason}</source>
        <translation>{file}：ファイルが解決済みであることをgitに伝えられませんでした：{reason}</translation>
    </message>
    <message>
        <source>{file}: a merge record for {name}, which is not in the library.</source>
        <translation>{file}：{name} の統合記録ですが、そのファイルはライブラリにありません。</translation>
    </message>
    <message>
        <source>{file}: a merge record for {other}, kept under the name of {name}.</source>
        <translation>{file}：{other} の統合記録が {name} の名前で置かれています。</translation>
    </message>
    <message>
        <source>{file}: a merge record for {name}, which is neither a character nor the campaign settings.</source>
        <translation>{file}：{name} の統合記録ですが、それはキャラクターでもキャンペーン設定でもありません。</translation>
    </message>
    <message>
        <source>{file}: a merge record for another character than the one in {name}.</source>
        <translation>{file}：{name} にいるのとは別のキャラクターの統合記録です。</translation>
    </message>
    <message>
        <source>{file}: a merge record whose versions cannot be merged.</source>
        <translation>{file}：統合できない版を持つ統合記録です。</translation>
    </message>
    <message>
        <source>{file}: a merge record that does not hold versions of {name}.</source>
        <translation>{file}：{name} の版を持たない統合記録です。</translation>
    </message>
    <message>
        <source>{file}: the folder of the merge records cannot be made: {reason}</source>
        <translation>{file}：統合記録のフォルダーを作れません：{reason}</translation>
    </message>
    <message>
        <source>{file}: the file does not hold what its name says (a character sheet, or the campaign settings).</source>
        <translation>{file}：ファイルの中身が名前と合いません（キャラクターシート、またはキャンペーン設定）。</translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message>
        <source>Campaign settings</source>
        <translation>キャンペーン設定</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（不明）</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>（削除済み）</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>a %1 conflict copy (%2; the sheet kept the version of device %3)</source>
        <translation>%1の競合コピー（%2。シートにはデバイス %3 の版が残されています）</translation>
    </message>
    <message>
        <source>a %1 conflict copy (the sheet kept the version of device %2)</source>
        <translation>%1の競合コピー（シートにはデバイス %2 の版が残されています）</translation>
    </message>
    <message>
        <source>a %1 conflict copy (%2)</source>
        <translation>%1の競合コピー（%2）</translation>
    </message>
    <message>
        <source>a %1 conflict copy</source>
        <translation>%1の競合コピー</translation>
    </message>
    <message>
        <source>another file that holds the same character: %1</source>
        <translation>同じキャラクターを持つ別のファイル：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Another character</source>
        <translation>別のキャラクター</translation>
    </message>
    <message>
        <source>Conflicting copy</source>
        <translation>競合コピー</translation>
    </message>
    <message>
        <source>Merge conflicts</source>
        <translation>統合の競合</translation>
    </message>
    <message>
        <source>a sync tool&apos;s copy holding another character: keep both</source>
        <translation>別のキャラクターが入った同期ツールのコピー：両方を残せます</translation>
    </message>
    <message numerus="yes">
        <source>%n conflicting copy(ies)</source>
        <translation>
            <numerusform>競合コピー%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>conflicts from a git merge to choose</source>
        <translation>gitの統合で選ぶべき競合あり</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Conflicting copy: %1</source>
        <translation>競合コピー：%1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more conflicting copy(ies)</source>
        <translation>
            <numerusform>ほかに競合コピー%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>This file is %1 of %2, but it holds another character: keep both as two characters.</source>
        <translation>このファイルは%2の%1ですが、別のキャラクターが入っています：2人のキャラクターとして両方を残せます。</translation>
    </message>
    <message>
        <source>A git merge left conflicts in this sheet: your side is kept meanwhile.</source>
        <translation>gitの統合でこのシートに競合が残りました。その間は自分の側が保たれています。</translation>
    </message>
    <message>
        <source>Open it to merge (Edit &gt; Resolve Conflicting Copy…).</source>
        <translation>開くと統合できます（編集 &gt; 競合コピーを解決…）。</translation>
    </message>
    <message>
        <source>Two characters</source>
        <translation>2人のキャラクター</translation>
    </message>
    <message>
        <source>Deleted elsewhere</source>
        <translation>他所で削除</translation>
    </message>
    <message>
        <source>Deleted here</source>
        <translation>ここで削除</translation>
    </message>
    <message>
        <source>a git merge brought another character under this file name: keep both</source>
        <translation>gitの統合でこのファイル名に別のキャラクターが来ました：両方を残せます</translation>
    </message>
    <message>
        <source>deleted on the other side of a git merge and changed here: keep it or delete it</source>
        <translation>gitの統合の相手側で削除され、ここで変更されました：残すか削除するかを選べます</translation>
    </message>
    <message>
        <source>deleted here and changed on the other side of a git merge: keep it or delete it</source>
        <translation>ここで削除され、gitの統合の相手側で変更されました：残すか削除するかを選べます</translation>
    </message>
    <message>
        <source>A git merge brought another character under this file name; the file holds this machine&apos;s one meanwhile.</source>
        <translation>gitの統合でこのファイル名に別のキャラクターが来ました。それまでの間、ファイルにはこのマシンのキャラクターが入っています。</translation>
    </message>
    <message>
        <source>Deleted on the other side of a git merge, and changed here.</source>
        <translation>gitの統合の相手側で削除され、ここで変更されました。</translation>
    </message>
    <message>
        <source>Deleted on this machine, and changed on the other side of a git merge: this is the changed one.</source>
        <translation>このマシンで削除され、gitの統合の相手側で変更されました：これは変更された方です。</translation>
    </message>
</context>
<context>
    <name>MessageLabel</name>
    <message>
        <source>Input problem</source>
        <translation>入力の問題</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
</context>
<context>
    <name>MoveRollDialog</name>
    <message>
        <source>Move Roll — %1</source>
        <translation>ムーブ判定 — %1</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>ムーブ(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Stat</source>
        <translation>能力(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Advantage (help, a move says so)</source>
        <translation>有利（手助け、ムーブの指示など）(&amp;A)</translation>
    </message>
    <message>
        <source>Disadva&amp;ntage</source>
        <translation>不利(&amp;N)</translation>
    </message>
    <message>
        <source>Why advantage or disadvantage</source>
        <translation>有利・不利の理由</translation>
    </message>
    <message>
        <source>Edge:</source>
        <translation>有利・不利：</translation>
    </message>
    <message>
        <source>Move dice</source>
        <translation>ムーブのダイス</translation>
    </message>
    <message>
        <source>D&amp;ice</source>
        <translation>ダイス(&amp;I)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <source>Re&amp;cord Roll</source>
        <translation>ロールを記録(&amp;C)</translation>
    </message>
    <message>
        <source>none: 2d6</source>
        <translation>なし：2d6</translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>&amp;Who acts</source>
        <translation>行動する者(&amp;W)</translation>
    </message>
    <message>
        <source>What happens (said at the table)</source>
        <translation>起きること（卓で語られた内容）</translation>
    </message>
    <message>
        <source>&amp;Narration</source>
        <translation>描写(&amp;N)</translation>
    </message>
    <message>
        <source>Raise: put forward two dice</source>
        <translation>レイズ：ダイスを2個出す</translation>
    </message>
    <message>
        <source>&amp;Kind of raise</source>
        <translation>レイズの種類(&amp;K)</translation>
    </message>
    <message>
        <source>A&amp;gainst</source>
        <translation>相手(&amp;G)</translation>
    </message>
    <message>
        <source>The raise so far</source>
        <translation>ここまでのレイズ</translation>
    </message>
    <message>
        <source>&amp;Raise</source>
        <translation>レイズ(&amp;R)</translation>
    </message>
    <message>
        <source>See: put forward dice totalling the raise</source>
        <translation>受ける：合計がレイズ以上になるダイスを出す</translation>
    </message>
    <message>
        <source>&amp;See</source>
        <translation>受ける(&amp;S)</translation>
    </message>
    <message>
        <source>Give, run out, help</source>
        <translation>下りる・ダイス切れ・手助け</translation>
    </message>
    <message>
        <source>Gi&amp;ve</source>
        <translation>下りる(&amp;V)</translation>
    </message>
    <message>
        <source>Take no blow and lose the stakes (DV-12)</source>
        <translation>一撃を受けずに賭けを失います（DV-12）</translation>
    </message>
    <message>
        <source>&amp;Out of Dice</source>
        <translation>ダイス切れ(&amp;O)</translation>
    </message>
    <message>
        <source>Cannot raise or see and nothing left to bring in: lose, taking no blow (DV-10)</source>
        <translation>レイズも受けることもできず、持ち込めるものも残っていません：一撃を受けずに負けます（DV-10）</translation>
    </message>
    <message>
        <source>Ally to help</source>
        <translation>手助けする味方</translation>
    </message>
    <message>
        <source>&amp;Help Ally with the Picked Die</source>
        <translation>選んだダイスで味方を手助け(&amp;H)</translation>
    </message>
    <message>
        <source>%1  (to move)</source>
        <translation>%1  （手番）</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n die(s) from hand. Picked: %1, raise total %2.</source>
        <translation>
            <numerusform>手元からダイスを%n個選んでください。選択済み：%1個、レイズの合計 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone on the other sides</source>
        <translation>他の陣営の全員</translation>
    </message>
    <message>
        <source>The kept %1 joins.</source>
        <translation>取っておいた%1が加わります。</translation>
    </message>
    <message>
        <source>Help adds %1.</source>
        <translation>手助けで%1が加わります。</translation>
    </message>
    <message>
        <source>Not this participant&apos;s raise now.</source>
        <translation>今はこの参加者がレイズする番ではありません。</translation>
    </message>
</context>
<context>
    <name>NewCharacterDialog</name>
    <message>
        <source>New Character</source>
        <translation>新規キャラクター</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
</context>
<context>
    <name>NpcRegainDialog</name>
    <message>
        <source>NPCs Regain HP</source>
        <translation>NPCのHP回復</translation>
    </message>
    <message>
        <source>Use the &amp;guideline</source>
        <translation>目安を使う(&amp;G)</translation>
    </message>
    <message>
        <source>Use the guideline</source>
        <translation>目安を使う</translation>
    </message>
    <message>
        <source>Res&amp;t</source>
        <translation>休息(&amp;T)</translation>
    </message>
    <message>
        <source>HP &amp;each (the GM&apos;s word)</source>
        <translation>各自のHP（GMの裁定）(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Regain HP</source>
        <translation>HPを回復(&amp;R)</translation>
    </message>
    <message>
        <source>Use the &amp;guideline: %1</source>
        <translation>目安を使う(&amp;G)：%1</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <source>Odds</source>
        <translation>確率</translation>
    </message>
</context>
<context>
    <name>Opening</name>
    <message>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
</context>
<context>
    <name>Participant</name>
    <message>
        <source>Hero</source>
        <translation>ヒーロー</translation>
    </message>
    <message>
        <source>%1: character</source>
        <translation>%1：キャラクター</translation>
    </message>
    <message>
        <source>%1: ability</source>
        <translation>%1：能力</translation>
    </message>
    <message>
        <source>%1: improvised use</source>
        <translation>%1：即興行動</translation>
    </message>
    <message>
        <source>%1: improvisation modifier</source>
        <translation>%1：即興行動の修正</translation>
    </message>
    <message>
        <source>outnumbered by </source>
        <translation>追加の相手 </translation>
    </message>
    <message>
        <source>%1: extra opponents</source>
        <translation>%1：追加の相手</translation>
    </message>
    <message>
        <source>HQ-3: each extra attacker when defending, or each extra defender when attacking, is -3</source>
        <translation>HQ-3：防御時の追加の攻撃者、攻撃時の追加の防御者1人につき-3</translation>
    </message>
    <message>
        <source>%1: emotion spirit</source>
        <translation>%1：感情の精霊</translation>
    </message>
    <message>
        <source>HQ-27: an emotion spirit adds a tenth of its power to the actions its emotion drives</source>
        <translation>HQ-27：感情の精霊は、その感情に突き動かされる行動に力の10分の1を加えます</translation>
    </message>
    <message>
        <source>mod </source>
        <translation>修正 </translation>
    </message>
    <message>
        <source>%1: other modifier</source>
        <translation>%1：その他の修正</translation>
    </message>
    <message>
        <source>Any other modifier the narrator gives (HQ-3)</source>
        <translation>語り手が与えるその他の修正（HQ-3）</translation>
    </message>
    <message>
        <source>%1: effective rating</source>
        <translation>%1：実効能力値</translation>
    </message>
    <message>
        <source>Abi&amp;lity</source>
        <translation>能力(&amp;L)</translation>
    </message>
    <message>
        <source>No emotion spirit</source>
        <translation>感情の精霊なし</translation>
    </message>
    <message>
        <source>Mystic balance: body, mind and virtue are %1 points apart (at most %2).</source>
        <translation>神秘のバランス：肉体・精神・徳の差が%1点あります（最大%2）。</translation>
    </message>
    <message>
        <source>Au&amp;gment…</source>
        <translation>増加(&amp;G)…</translation>
    </message>
    <message>
        <source>Impro&amp;vised</source>
        <translation>即興行動(&amp;V)</translation>
    </message>
    <message>
        <source>%1: add an augment</source>
        <translation>%1：増加を追加</translation>
    </message>
    <message>
        <source>C&amp;haracter</source>
        <translation>キャラクター(&amp;H)</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2、%3）</translation>
    </message>
    <message>
        <source>Emotion spirit: %1</source>
        <translation>感情の精霊：%1</translation>
    </message>
    <message>
        <source>No fitting ability: common (6)</source>
        <translation>該当する能力なし：一般（6）</translation>
    </message>
    <message>
        <source>No fitting ability: special (0)</source>
        <translation>該当する能力なし：特殊（0）</translation>
    </message>
    <message>
        <source>This character cannot be read.</source>
        <translation>このキャラクターは読み込めません。</translation>
    </message>
    <message>
        <source>Effective rating: %1</source>
        <translation>実効能力値：%1</translation>
    </message>
    <message>
        <source>augments %1</source>
        <translation>増加 %1</translation>
    </message>
</context>
<context>
    <name>ParticipantPanel</name>
    <message>
        <source>Participant</source>
        <translation>参加者</translation>
    </message>
    <message>
        <source>Dice in %1&apos;s hand</source>
        <translation>%1の手元のダイス</translation>
    </message>
    <message>
        <source>%1&apos;s kept and help dice</source>
        <translation>%1の取っておいたダイスと手助けのダイス</translation>
    </message>
    <message>
        <source>Kept / help:</source>
        <translation>取り置き／手助け：</translation>
    </message>
    <message>
        <source>%1&apos;s notes</source>
        <translation>%1のメモ</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>gave</source>
        <translation>下りた</translation>
    </message>
    <message>
        <source>out of dice</source>
        <translation>ダイス切れ</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>to see</source>
        <translation>受ける番</translation>
    </message>
    <message>
        <source>to raise</source>
        <translation>レイズする番</translation>
    </message>
    <message>
        <source>Kept from reversing the blow: %1 (joins the next raise)</source>
        <translation>反撃で取っておいたダイス：%1（次のレイズに加わる）</translation>
    </message>
    <message>
        <source>Helped an ally: the next raise is made with one die</source>
        <translation>味方を手助けした：次のレイズはダイス1個で行う</translation>
    </message>
    <message>
        <source>Fallout noted: %1</source>
        <translation>記録された余波：%1</translation>
    </message>
    <message>
        <source>Keeps a %1 (d%2) for a follow-up conflict</source>
        <translation>続いての争いのために%1（d%2）を取っておく</translation>
    </message>
</context>
<context>
    <name>PeopleBox</name>
    <message>
        <source>Participants</source>
        <translation>参加者</translation>
    </message>
    <message>
        <source>Participants and their sides</source>
        <translation>参加者とその陣営</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>Life at stake</source>
        <translation>命を賭ける</translation>
    </message>
    <message>
        <source>Character from the library</source>
        <translation>ライブラリのキャラクター</translation>
    </message>
    <message>
        <source>Add &amp;Character</source>
        <translation>キャラクターを追加(&amp;C)</translation>
    </message>
    <message>
        <source>Add the character from the library</source>
        <translation>ライブラリのキャラクターを追加</translation>
    </message>
    <message>
        <source>Name of the opposition</source>
        <translation>対抗側の名前</translation>
    </message>
    <message>
        <source>Opposition, e.g. the mob</source>
        <translation>対抗側（例：暴徒）</translation>
    </message>
    <message>
        <source>Dice of the opposition</source>
        <translation>対抗側のダイス</translation>
    </message>
    <message>
        <source>dice, e.g. 4d6+2d10</source>
        <translation>ダイス（例：4d6+2d10）</translation>
    </message>
    <message>
        <source>Add &amp;Opposition by Dice</source>
        <translation>ダイスで対抗側を追加(&amp;O)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <source>Who starts (ra&amp;ises first)</source>
        <translation>開始する人（最初にレイズ）(&amp;I)</translation>
    </message>
    <message>
        <source>Remove the selected participant</source>
        <translation>選択した参加者を削除</translation>
    </message>
    <message>
        <source>Who starts the conflict</source>
        <translation>争いを始める人</translation>
    </message>
    <message>
        <source>their life</source>
        <translation>命</translation>
    </message>
    <message>
        <source>Their life is at stake: losing without fallout dice means dying, in need of treatment (DV-30)</source>
        <translation>この参加者の命が賭けられています：余波ダイスなしで敗れると瀕死となり、治療が必要になります（DV-30）</translation>
    </message>
    <message>
        <source>%1 already takes part.</source>
        <translation>%1はすでに参加しています。</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1を読み込めません。</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>陣営A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>陣営B</translation>
    </message>
    <message>
        <source>Name the opposition and write its dice.</source>
        <translation>対抗側の名前とダイスを書いてください。</translation>
    </message>
    <message>
        <source>Opposition</source>
        <translation>対抗側</translation>
    </message>
</context>
<context>
    <name>PicksList</name>
    <message>
        <source>Relationship: %1 (%2)</source>
        <translation>縁故：%1（%2）</translation>
    </message>
    <message>
        <source>Trait: %1 (%2)</source>
        <translation>特徴：%1（%2）</translation>
    </message>
    <message>
        <source>Belonging: %1 (%2)</source>
        <translation>所持品：%1（%2）</translation>
    </message>
    <message>
        <source>  — fits (suggested)</source>
        <translation>  — 該当（推奨）</translation>
    </message>
</context>
<context>
    <name>PlacesBanner</name>
    <message>
        <source>Files in the library that Talekeeper leaves alone</source>
        <translation>Talekeeperが手を付けないライブラリ内のファイル</translation>
    </message>
    <message>
        <source>Talekeeper leaves these alone (talekeeper check lists them too):</source>
        <translation>Talekeeperは次のものに手を付けません（talekeeper check でも一覧できます）：</translation>
    </message>
    <message>
        <source>… and %1 more.</source>
        <translation>…ほか%1件。</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Dismiss the list of files left alone</source>
        <translation>手を付けないファイルの一覧を閉じる</translation>
    </message>
    <message>
        <source>a link (to %1): nothing is written, moved or deleted through it. Remove the link.</source>
        <translation>リンク（%1へ）です。これを通して書き込み・移動・削除はしません。リンクを削除してください。</translation>
    </message>
    <message>
        <source>a link (to %1): nothing is written, moved or deleted through it. Remove the link. This machine&apos;s open merge conflicts are kept there: if a git pull replaced the folder with this link, the ones it held are lost (those files hold your side of each).</source>
        <translation>リンク（%1へ）です。これを通して書き込み・移動・削除はしません。リンクを削除してください。このマシンの未解決の統合の競合はここに保存されます。git pull でフォルダーがこのリンクに置き換えられた場合、そこにあった競合は失われています（それらのファイルにはそれぞれ自分の側が入っています）。</translation>
    </message>
    <message>
        <source>should be a folder, but it is a file. Rename or remove it.</source>
        <translation>フォルダーであるべきですが、ファイルです。名前を変えるか削除してください。</translation>
    </message>
    <message>
        <source>should be a file, but it is a folder (or a pipe, device or socket). Rename or remove it.</source>
        <translation>ファイルであるべきですが、フォルダー（またはパイプ、デバイス、ソケット）です。名前を変えるか削除してください。</translation>
    </message>
    <message>
        <source>a folder, not a character file: not listed.</source>
        <translation>キャラクターのファイルではなくフォルダーです。一覧に載せません。</translation>
    </message>
    <message>
        <source>a pipe (FIFO), not a character file: not listed.</source>
        <translation>キャラクターのファイルではなくパイプ（FIFO）です。一覧に載せません。</translation>
    </message>
    <message>
        <source>a device, not a character file: not listed.</source>
        <translation>キャラクターのファイルではなくデバイスです。一覧に載せません。</translation>
    </message>
    <message>
        <source>a socket, not a character file: not listed.</source>
        <translation>キャラクターのファイルではなくソケットです。一覧に載せません。</translation>
    </message>
    <message>
        <source>a link to a file that does not exist (%1): not listed.</source>
        <translation>存在しないファイルへのリンク（%1）です。一覧に載せません。</translation>
    </message>
    <message>
        <source>a loop of links (%1): not listed.</source>
        <translation>循環するリンク（%1）です。一覧に載せません。</translation>
    </message>
    <message>
        <source>not a regular file: not listed.</source>
        <translation>通常のファイルではありません。一覧に載せません。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>What will change</source>
        <translation>変更される内容</translation>
    </message>
</context>
<context>
    <name>RecordModel</name>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
</context>
<context>
    <name>RecordTable</name>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>RecoverDialog</name>
    <message>
        <source>Recover — %1</source>
        <translation>療養する — %1</translation>
    </message>
    <message>
        <source>Catch your breath (ST-20)</source>
        <translation>息を整える（ST-20）</translation>
    </message>
    <message>
        <source>Re&amp;gain HP: spend %1 use of supplies (not provisions)</source>
        <translation>HPを回復：物資を%1回分使う（食料は不可）(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Healer&apos;s bonus (as the healer&apos;s move says)</source>
        <translation>治療者のボーナス（治療者のムーブに従う）(&amp;H)</translation>
    </message>
    <message>
        <source>HP regained</source>
        <translation>回復したHP</translation>
    </message>
    <message>
        <source>Recovered already: not again until they take damage (self-inflicted damage does not count).</source>
        <translation>療養済み：ダメージを受けるまでは再び行えません（自分で負ったダメージは数えません）。</translation>
    </message>
    <message>
        <source>Tend a debility or a problematic wound</source>
        <translation>衰えか厄介な傷の手当て</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Debility: %1</source>
        <translation>衰え：%1</translation>
    </message>
    <message>
        <source>Wound: %1</source>
        <translation>傷：%1</translation>
    </message>
    <message>
        <source>&amp;Tend</source>
        <translation>手当て(&amp;T)</translation>
    </message>
    <message>
        <source>Requirements the GM wrote</source>
        <translation>GMが書いた必要条件</translation>
    </message>
    <message>
        <source>The GM calls it done, or writes what it needs; tick what is done:</source>
        <translation>GMが完了を宣言するか、必要なことを書きます。済んだものにチェックしてください：</translation>
    </message>
    <message>
        <source>Roll a Mo&amp;ve for the Selected Requirement…</source>
        <translation>選択した必要条件のムーブを振る(&amp;V)…</translation>
    </message>
    <message>
        <source>More &amp;supplies the GM asks for</source>
        <translation>GMが求める追加の物資(&amp;S)</translation>
    </message>
    <message>
        <source>how they tend it (for the history)</source>
        <translation>手当ての方法（履歴用）</translation>
    </message>
    <message>
        <source>H&amp;ow</source>
        <translation>方法(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>療養する(&amp;R)</translation>
    </message>
    <message>
        <source>Prosperity %1</source>
        <translation>繁栄 %1</translation>
    </message>
    <message>
        <source> (lacking: counts 1 lower)</source>
        <translation>（困窮：1低く数える）</translation>
    </message>
    <message>
        <source>%1 + %2 + healer %3 = %4 HP; supplies %5</source>
        <translation>%1 + %2 + 治療者 %3 = %4 HP；物資 %5</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved changes</source>
        <translation>未保存の変更の復元</translation>
    </message>
    <message>
        <source>Talekeeper did not close normally. These characters had changes that were not saved. Nothing is restored unless you choose it.</source>
        <translation>Talekeeperは正常に終了しませんでした。以下のキャラクターには保存されていない変更がありました。選ばない限り、何も復元されません。</translation>
    </message>
    <message>
        <source>%1, edited %2</source>
        <translation>%1、%2に編集</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>比較…</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Characters you decide nothing about are offered again next time.</source>
        <translation>何も決めなかったキャラクターは、次回もう一度表示されます。</translation>
    </message>
    <message>
        <source>Restore &amp;All</source>
        <translation>すべて復元(&amp;A)</translation>
    </message>
    <message>
        <source>will be restored</source>
        <translation>復元します</translation>
    </message>
    <message>
        <source>will be discarded</source>
        <translation>破棄します</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>This cannot be done as asked.</source>
        <translation>指定されたとおりには行えません。</translation>
    </message>
</context>
<context>
    <name>Resolver</name>
    <message>
        <source>Nothing waits to be merged: no conflicting copy, and no conflicts from a git merge.</source>
        <translation>統合を待つものはありません。競合コピーも、gitの統合の競合もありません。</translation>
    </message>
    <message>
        <source>This record of a git merge cannot be used: %1</source>
        <translation>このgitの統合記録は使えません：%1</translation>
    </message>
    <message>
        <source>Discarding it removes only the record, in the library&apos;s hidden folder .talekeeper; the library&apos;s characters and settings stay as they are.</source>
        <translation>破棄すると、ライブラリの隠しフォルダー .talekeeper にあるこの記録だけが消えます。ライブラリのキャラクターと設定はそのままです。</translation>
    </message>
    <message>
        <source>&amp;Discard the Record</source>
        <translation>記録を破棄(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>残す(&amp;K)</translation>
    </message>
    <message>
        <source>The record of the git merge is discarded.</source>
        <translation>gitの統合記録を破棄しました。</translation>
    </message>
    <message>
        <source>Merged: save the character to finish (the copy goes to the library&apos;s trash then).</source>
        <translation>統合しました。キャラクターを保存すると完了します（その時にコピーはライブラリのゴミ箱へ移ります）。</translation>
    </message>
    <message>
        <source>Nothing waits to be merged into this character.</source>
        <translation>このキャラクターに統合を待つものはありません。</translation>
    </message>
    <message>
        <source>Move %1 to the trash</source>
        <translation>%1 をゴミ箱に移動</translation>
    </message>
    <message>
        <source>%1 is in the library&apos;s trash.</source>
        <translation>%1 はライブラリのゴミ箱にあります。</translation>
    </message>
    <message>
        <source>The merged sheet is saved, but the copy stays where it is: %1</source>
        <translation>統合したシートは保存されましたが、コピーは元の場所に残っています：%1</translation>
    </message>
    <message>
        <source>Saved; %1 is in the library&apos;s trash.</source>
        <translation>保存しました。%1 はライブラリのゴミ箱にあります。</translation>
    </message>
    <message>
        <source>The conflicts of the git merge are resolved: finish the merge with git add and git commit.</source>
        <translation>gitの統合の競合は解決しました。git add と git commit で統合を終えてください。</translation>
    </message>
    <message>
        <source>%1 has a conflicting copy, %2. Mine is the sheet as it is open; theirs is the copy.</source>
        <translation>%1 に競合コピーがあります。%2。自分の版は開いているシート、相手の版はコピーです。</translation>
    </message>
    <message>
        <source>&amp;Take the Copy</source>
        <translation>コピーを取る(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Apply Merge</source>
        <translation>統合を適用(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Move the Copy to the Trash</source>
        <translation>コピーをゴミ箱へ移動(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Take the Copy&apos;s Changes</source>
        <translation>コピーの変更を取り込む(&amp;T)</translation>
    </message>
    <message>
        <source>Resolve Conflicting Copy of %1</source>
        <translation>%1 の競合コピーを解決</translation>
    </message>
    <message>
        <source>Merge the conflicting copy of %1</source>
        <translation>%1 の競合コピーを統合</translation>
    </message>
    <message>
        <source>A git merge left conflicts in %1 (%2). Mine is this machine&apos;s version, kept in the file meanwhile; theirs is the version merged in. Changes made since the merge stay.</source>
        <translation>gitの統合で %1 に競合が残りました（%2）。自分の版はこのマシンの版（その間ファイルに保たれています）、相手の版は統合されてきた版です。統合の後に加えた変更は残ります。</translation>
    </message>
    <message>
        <source>The common version is the one git merged from.</source>
        <translation>共通の版は、gitが統合の元にした版です。</translation>
    </message>
    <message>
        <source>No common version was known to git: every difference is a choice.</source>
        <translation>gitには共通の版がわかりませんでした。違いはすべて選択になります。</translation>
    </message>
    <message>
        <source>Resolve Merge Conflicts of %1</source>
        <translation>%1 の統合の競合を解決</translation>
    </message>
    <message>
        <source>&amp;Apply Choices</source>
        <translation>選択を適用(&amp;A)</translation>
    </message>
    <message>
        <source>Merged: save the character to finish (the git merge&apos;s conflicts are resolved then).</source>
        <translation>統合しました。キャラクターを保存すると完了します（その時にgitの統合の競合が解決されます）。</translation>
    </message>
    <message>
        <source>Resolve the merge conflicts of %1</source>
        <translation>%1 の統合の競合を解決</translation>
    </message>
    <message>
        <source>Theirs records the same version as mine, but it was changed outside Talekeeper since: its changes are listed, and applying takes them.</source>
        <translation>相手の版は自分の版と同じ版を記録していますが、その後 Talekeeper の外で変更されました。その変更を一覧にしています。適用すると取り込みます。</translation>
    </message>
    <message>
        <source>Theirs is the same version as mine: there is nothing to merge.</source>
        <translation>相手の版は自分の版と同じです。統合するものはありません。</translation>
    </message>
    <message>
        <source>Theirs was saved over mine: it is simply newer, and applying takes it.</source>
        <translation>相手の版は自分の版の上に保存されたもので、単に新しい版です。適用するとそれを取ります。</translation>
    </message>
    <message>
        <source>Mine was saved over theirs, but theirs was changed outside Talekeeper since: its changes are listed, and applying takes them.</source>
        <translation>自分の版は相手の版の上に保存されたものですが、相手の版はその後 Talekeeper の外で変更されました。その変更を一覧にしています。適用すると取り込みます。</translation>
    </message>
    <message>
        <source>Mine was saved over theirs: theirs holds nothing new.</source>
        <translation>自分の版は相手の版の上に保存されたもので、相手の版に新しい内容はありません。</translation>
    </message>
    <message>
        <source>The version both were made from is among the kept versions: what only one side changed merged by itself.</source>
        <translation>両方の元になった版が保管されている版の中にあります。一方だけが変えたところは自動で統合されました。</translation>
    </message>
    <message>
        <source>No common version is known (it is not among the kept versions): every difference is a choice.</source>
        <translation>共通の版がわかりません（保管されている版の中にありません）。違いはすべて選択になります。</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume a Conflict</source>
        <translation>争いを再開</translation>
    </message>
    <message>
        <source>&amp;Saved conflicts</source>
        <translation>保存された争い(&amp;S)</translation>
    </message>
    <message>
        <source>Saved conflicts</source>
        <translation>保存された争い</translation>
    </message>
    <message>
        <source>Cannot be opened: %1</source>
        <translation>開けません：%1</translation>
    </message>
    <message>
        <source>over, fallout still to do</source>
        <translation>終了、余波の処理待ち</translation>
    </message>
    <message>
        <source>over, a die kept for a follow-up</source>
        <translation>終了、続く争い用にダイスを保持</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
    </message>
</context>
<context>
    <name>RetryNote</name>
    <message>
        <source>Follow-up conflict warning</source>
        <translation>続いての争いの警告</translation>
    </message>
    <message>
        <source>the same people</source>
        <translation>同じ関係するキャラクター</translation>
    </message>
    <message>
        <source>the same setting</source>
        <translation>同じ舞台設定</translation>
    </message>
    <message>
        <source>no setting written</source>
        <translation>舞台設定の記入なし</translation>
    </message>
    <message>
        <source>an arena it was fought in (%1)</source>
        <translation>以前に争った争いの領域（%1）</translation>
    </message>
    <message>
        <source>These stakes were tried before (%1). To try them again the people, the setting and the arena must all differ (DV-21); this conflict has %2. The table decides.</source>
        <translation>この賭けは以前に争われました（%1）。同じ賭けで再び争うには、関係するキャラクター、舞台設定、争いの領域のすべてが異ならなくてはなりません（DV-21）。この争いで異なっていない点：%2。判断は卓に任されます。</translation>
    </message>
</context>
<context>
    <name>RevertDialog</name>
    <message>
        <source>Revert %1 To…</source>
        <translation>「%1」を以前の版に戻す…</translation>
    </message>
    <message>
        <source>Versions kept when the character was saved, newest first. Choosing one replaces the sheet as an undoable step.</source>
        <translation>キャラクターの保存時に保管された版です（新しい順）。1つを選ぶと、元に戻せる操作としてシートを置き換えます。</translation>
    </message>
    <message>
        <source>Kept versions</source>
        <translation>保管されている版</translation>
    </message>
    <message>
        <source>No versions are kept yet: they appear after the first save.</source>
        <translation>まだ保管された版はありません。最初の保存の後に表示されます。</translation>
    </message>
    <message>
        <source>What reverting to the selected version changes</source>
        <translation>選んだ版に戻すと変わる内容</translation>
    </message>
    <message>
        <source>On the sheet</source>
        <translation>シートの項目</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>In the kept version</source>
        <translation>保管されている版</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>戻す(&amp;R)</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <source>Dice to roll</source>
        <translation>振るダイス</translation>
    </message>
    <message>
        <source>What is rolled</source>
        <translation>振る内容</translation>
    </message>
    <message>
        <source>Dice for this move</source>
        <translation>この行動のダイス</translation>
    </message>
    <message>
        <source>&amp;Use These Dice</source>
        <translation>このダイスを使う(&amp;U)</translation>
    </message>
    <message>
        <source>Cance&amp;l</source>
        <translation>キャンセル(&amp;L)</translation>
    </message>
    <message>
        <source>Cancel this move</source>
        <translation>この行動をキャンセル</translation>
    </message>
</context>
<context>
    <name>RosterDelegate</name>
    <message>
        <source>Damaged file</source>
        <translation>破損したファイル</translation>
    </message>
    <message>
        <source>linked</source>
        <translation>リンク</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>%1 (cannot be opened)</source>
        <translation>%1（開けません）</translation>
    </message>
    <message>
        <source>A link to %1, outside the library: saving changes that file</source>
        <translation>ライブラリ外の %1 へのリンク：保存するとそのファイルが変更されます</translation>
    </message>
    <message>
        <source>%1 of %2 HP</source>
        <translation>HP %1/%2</translation>
    </message>
    <message>
        <source>linked from outside the library</source>
        <translation>ライブラリ外からのリンク</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Search names, abilities, traits…</source>
        <translation>名前・能力・特徴を検索…</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>名簿を検索</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>検索を消去</translation>
    </message>
    <message>
        <source>Show kind</source>
        <translation>表示する種類</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>Reading %1 characters…</source>
        <translation>%1人のキャラクターを読み込み中…</translation>
    </message>
    <message>
        <source>%1 came back: another machine changed it after it was deleted here. It is kept; delete it again if it should go.</source>
        <translation>「%1」が戻ってきました：ここで削除した後に別のマシンが変更しました。残してあります。不要ならもう一度削除してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) selected: End of Session, Downtime and NPCs Regain HP act on them</source>
        <translation>
            <numerusform>%n人を選択中：セッション終了、ダウンタイム、NPCのHP回復はこの人たちに適用されます</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>What will change:</source>
        <translation>変更される内容：</translation>
    </message>
    <message>
        <source>This cannot be previewed (an unexpected error; see the log).</source>
        <translation>プレビューできません（予期しないエラーです。ログを確認してください）。</translation>
    </message>
    <message>
        <source>Roll the dice, or type the faces you rolled.</source>
        <translation>ダイスを振るか、出た目を入力してください。</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Rules Reference</source>
        <translation>ルール参照</translation>
    </message>
    <message>
        <source>Rule id or words, e.g. HQ-18 or Death&apos;s Door</source>
        <translation>ルールIDか語句（例: HQ-18、Death&apos;s Door）</translation>
    </message>
    <message>
        <source>Find in the rules</source>
        <translation>ルールを検索</translation>
    </message>
    <message>
        <source>Rules reference sections</source>
        <translation>ルール参照の項目</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>ルール参照</translation>
    </message>
    <message>
        <source>The rules Talekeeper follows, in English</source>
        <translation>Talekeeper が従うルール（英語）</translation>
    </message>
    <message>
        <source>The rules reference is written in English. Type a rule id (HQ-18) and press Enter to go to it, or words to list the sections that use them; Enter again finds the next place.</source>
        <translation>ルール参照は英語で書かれています。ルールID（HQ-18）を入力して Enter でその項目へ移動します。英語の語句を入力すると、その語句を含む項目だけが一覧に残り、Enter を押すたびに次の箇所を探します。</translation>
    </message>
    <message>
        <source>Nothing in the rules reference matches “%1”.</source>
        <translation>ルール参照に「%1」に当たるものはありません。</translation>
    </message>
</context>
<context>
    <name>Runner</name>
    <message>
        <source>running a rules action (%1)</source>
        <translation>ルールの処理（%1）を実行している間</translation>
    </message>
</context>
<context>
    <name>SeePreview</name>
    <message>
        <source>What this see would do</source>
        <translation>この受けの結果</translation>
    </message>
    <message>
        <source>Fallout odds after this see</source>
        <translation>この受けの後の余波の確率</translation>
    </message>
    <message>
        <source>Pick dice totalling at least %1 to see the raise.</source>
        <translation>レイズを受けるには、合計%1以上になるダイスを選んでください。</translation>
    </message>
    <message>
        <source>reaches the raise</source>
        <translation>レイズに届く</translation>
    </message>
    <message>
        <source>is %1 short of the raise</source>
        <translation>レイズに%1足りない</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) = %1, which %2 of %3.</source>
        <translation>
            <numerusform>ダイス%n個 = %1で、%2（レイズ %3）。</numerusform>
        </translation>
    </message>
    <message>
        <source>This see would be: %1.</source>
        <translation>この受けは「%1」になります。</translation>
    </message>
    <message>
        <source>Fallout noted: %1.</source>
        <translation>記録される余波：%1。</translation>
    </message>
    <message>
        <source>No fallout noted.</source>
        <translation>記録される余波はありません。</translation>
    </message>
    <message>
        <source>No fallout dice would be held: no fallout after the conflict.</source>
        <translation>余波のダイスは残りません：争いの後の余波はありません。</translation>
    </message>
    <message>
        <source>Fallout after the conflict with %1 (exact odds):</source>
        <translation>余波ダイス%1での争い後の余波（正確な確率）：</translation>
    </message>
    <message>
        <source>Experience (a 1 shows)</source>
        <translation>経験（1の目が出る）</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <source>%1: what it does</source>
        <translation>%1：行われること</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>Roll the dice, or type the faces you rolled.</source>
        <translation>ダイスを振るか、振った出目を入力してください。</translation>
    </message>
</context>
<context>
    <name>TableChoices</name>
    <message>
        <source>A git merge brought two different characters under the file name %1: %2 from this machine and %3 from the other side. Keep both as two characters? The one not in the file is added under a free file name; nothing is lost.</source>
        <translation>gitの統合で、ファイル名 %1 に異なる2人のキャラクターが来ました：このマシンの「%2」と相手側の「%3」です。2人のキャラクターとして両方を残しますか？ファイルに入っていない方は空いているファイル名で追加され、何も失われません。</translation>
    </message>
    <message>
        <source>Two Characters Under One Name</source>
        <translation>1つの名前に2人のキャラクター</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>両方を残す(&amp;B)</translation>
    </message>
    <message>
        <source>git could not give the other version of %1: nothing was changed.</source>
        <translation>gitから %1 のもう一方の版を取り出せませんでした：何も変更していません。</translation>
    </message>
    <message>
        <source>Keep both characters of %1</source>
        <translation>%1 の両方のキャラクターを残す</translation>
    </message>
    <message>
        <source>Both characters are kept (the other as %1). Finish git&apos;s merge: git add -A &amp;&amp; git commit.</source>
        <translation>両方のキャラクターを残しました（もう一方は %1）。git add -A &amp;&amp; git commit でgitの統合を終えてください。</translation>
    </message>
    <message>
        <source>%1 is %2 of %3, but it holds another character. Keep both as two characters? The copy becomes a character of its own under a free file name.</source>
        <translation>%1 は %3 の%2ですが、別のキャラクターが入っています。2人のキャラクターとして両方を残しますか？コピーは空いているファイル名で独立したキャラクターになります。</translation>
    </message>
    <message>
        <source>Another Character in a Conflicting Copy</source>
        <translation>競合コピーの中の別のキャラクター</translation>
    </message>
    <message>
        <source>The character is kept as a new file, but the copy stays where it is: %1</source>
        <translation>キャラクターは新しいファイルとして残しましたが、コピーは元の場所に残っています：%1</translation>
    </message>
    <message>
        <source>Keep %1 as a character of its own</source>
        <translation>%1 を独立したキャラクターとして残す</translation>
    </message>
    <message>
        <source>%1 is kept as %2; the copy is in the library&apos;s trash.</source>
        <translation>%1 を %2 として残しました。コピーはライブラリのゴミ箱にあります。</translation>
    </message>
    <message>
        <source>%1 was deleted on this machine and changed on the other side of a git merge (this is the changed one). Keep the edited character, or delete it?</source>
        <translation>「%1」はこのマシンで削除され、gitの統合の相手側で変更されました（これは変更された方です）。編集されたキャラクターを残しますか、それとも削除しますか？</translation>
    </message>
    <message>
        <source>%1 was deleted on the other side of a git merge and changed here. Keep the edited character, or delete it?</source>
        <translation>「%1」はgitの統合の相手側で削除され、ここで変更されました。編集されたキャラクターを残しますか、それとも削除しますか？</translation>
    </message>
    <message>
        <source>Deleted and Changed</source>
        <translation>削除と変更</translation>
    </message>
    <message>
        <source>&amp;Keep the Edited Character</source>
        <translation>編集されたキャラクターを残す(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Delete It</source>
        <translation>削除する(&amp;D)</translation>
    </message>
    <message>
        <source>%1 is kept. Finish git&apos;s merge: git add -A &amp;&amp; git commit.</source>
        <translation>「%1」を残しました。git add -A &amp;&amp; git commit でgitの統合を終えてください。</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>「%1」を削除</translation>
    </message>
    <message>
        <source>%1 is in the library&apos;s trash. Finish git&apos;s merge: git add -A &amp;&amp; git commit.</source>
        <translation>「%1」はライブラリのゴミ箱にあります。git add -A &amp;&amp; git commit でgitの統合を終えてください。</translation>
    </message>
</context>
<context>
    <name>TakeDamageDialog</name>
    <message>
        <source>Prepared danger</source>
        <translation>用意された危険</translation>
    </message>
    <message>
        <source>Attacker %1: how bad</source>
        <translation>攻撃者%1：程度</translation>
    </message>
    <message>
        <source>Attacker %1: damage dice</source>
        <translation>攻撃者%1：ダメージダイス</translation>
    </message>
    <message>
        <source>such as d8+3</source>
        <translation>例：d8+3</translation>
    </message>
    <message>
        <source> piercing</source>
        <translation>貫通</translation>
    </message>
    <message>
        <source>Attacker %1: piercing</source>
        <translation>攻撃者%1：貫通</translation>
    </message>
    <message>
        <source>Ignores armor</source>
        <translation>アーマー無視</translation>
    </message>
    <message>
        <source>Attacker %1: ignores armor</source>
        <translation>攻撃者%1：アーマー無視</translation>
    </message>
    <message>
        <source>Take Damage — %1</source>
        <translation>ダメージを受ける — %1</translation>
    </message>
    <message>
        <source>Attackers (several at once: roll the largest die, +1 for each other)</source>
        <translation>攻撃者（複数同時：最大のダイスを振り、他の1人ごとに+1）</translation>
    </message>
    <message>
        <source>How bad (no prepared damage)</source>
        <translation>程度（用意されたダメージがない場合）</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Piercing</source>
        <translation>貫通</translation>
    </message>
    <message>
        <source>A&amp;dd Attacker</source>
        <translation>攻撃者を追加(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;move Attacker</source>
        <translation>攻撃者を削除(&amp;M)</translation>
    </message>
    <message>
        <source>%1 (from the sheet)</source>
        <translation>%1（シートから）</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>アーマー</translation>
    </message>
    <message>
        <source>Armor:</source>
        <translation>アーマー：</translation>
    </message>
    <message>
        <source>what or who dealt it (for the history)</source>
        <translation>ダメージを与えたもの（履歴用）</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>ダメージ源(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Lose HP (armor never applies)</source>
        <translation>HPを失う（アーマーは適用されない）(&amp;L)</translation>
    </message>
    <message>
        <source>The source could &amp;kill</source>
        <translation>ダメージ源は命を奪いうる(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Self-inflicted (does not allow Recover again)</source>
        <translation>自傷（再び療養できるようにはならない）(&amp;S)</translation>
    </message>
    <message>
        <source>At Death&apos;s Door (the player rolls it)</source>
        <translation>死の淵（プレイヤーが判定する）</translation>
    </message>
    <message>
        <source>At 0 HP the &amp;GM decides</source>
        <translation>HP 0ではGMが決める(&amp;G)</translation>
    </message>
    <message>
        <source>Damage dice</source>
        <translation>ダメージダイス</translation>
    </message>
    <message>
        <source>D&amp;ice</source>
        <translation>ダイス(&amp;I)</translation>
    </message>
    <message>
        <source>Damage rolled</source>
        <translation>出たダメージ</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>ダメージ：</translation>
    </message>
    <message>
        <source>&amp;Take Damage</source>
        <translation>ダメージを受ける(&amp;T)</translation>
    </message>
</context>
<context>
    <name>TreatmentDialog</name>
    <message>
        <source>Treatment for %1</source>
        <translation>%1の治療</translation>
    </message>
    <message>
        <source>%1 needs treatment (fallout %2, dice %3). At stake: their life. The healer rolls Acuity and %1&apos;s Body (%4d6) against the fallout dice again plus the demonic influence (%5).</source>
        <translation>%1は治療が必要です（余波 %2、ダイス %3）。賭け：その命。治療者は技量と%1の肉体（%4d6）を振り、もう一度振る余波のダイスと魔族の影響（%5）に対抗します。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 is dying with no fallout dice noted (their life was the stake). The healer rolls Acuity and %1&apos;s Body (%2d6) against four dice for how they are dying plus the demonic influence (%3).</source>
        <translation>%1は余波ダイスが記録されないまま瀕死です（命が賭けられていました）。治療者は技量と%1の肉体（%2d6）を振り、瀕死の原因に応じた4個のダイスと魔族の影響（%3）に対抗します。</translation>
    </message>
    <message>
        <source>How the character is dying</source>
        <translation>キャラクターが瀕死になった原因</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>How they are &amp;dying</source>
        <translation>瀕死の原因(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Healer</source>
        <translation>治療者(&amp;H)</translation>
    </message>
    <message>
        <source>Healer</source>
        <translation>治療者</translation>
    </message>
    <message>
        <source>&amp;What the healer brings (fitting relationships are ticked)</source>
        <translation>治療者が持ち込むもの（該当する縁故はチェック済み）(&amp;W)</translation>
    </message>
    <message>
        <source>The healer&apos;s relationships, traits and belongings</source>
        <translation>治療者の縁故・特徴・所持品</translation>
    </message>
    <message>
        <source>What %1 &amp;brings (fitting relationships are ticked)</source>
        <translation>%1が持ち込むもの（該当する縁故はチェック済み）(&amp;B)</translation>
    </message>
    <message>
        <source>The injured character&apos;s relationships, traits and belongings</source>
        <translation>負傷したキャラクターの縁故・特徴・所持品</translation>
    </message>
    <message>
        <source>Opening roll of the treatment</source>
        <translation>治療の最初のロール</translation>
    </message>
    <message>
        <source>What each side rolls</source>
        <translation>各陣営が振るもの</translation>
    </message>
    <message>
        <source>S&amp;tart Treatment</source>
        <translation>治療を開始(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Nobody Can Treat Them</source>
        <translation>治療できる者がいない(&amp;N)</translation>
    </message>
    <message>
        <source>With no one to treat the character the fallout becomes 20: they die</source>
        <translation>治療する者がいなければ余波は20になり、そのキャラクターは死亡します</translation>
    </message>
    <message>
        <source>%1&apos;s life</source>
        <translation>%1の命</translation>
    </message>
    <message>
        <source>Narrator</source>
        <translation>ナレーター</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1は%2を振る</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>WoundsPanel</name>
    <message>
        <source>&amp;Trade for Wounds</source>
        <translation>傷と引き換える(&amp;T)</translation>
    </message>
    <message>
        <source>Member taking wounds</source>
        <translation>傷を受けるメンバー</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>傷</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>メンバー</translation>
    </message>
    <message>
        <source>One wound (a hurt) per full 7 points; an ability test decides: failed, the points go as well.</source>
        <translation>7ポイントごとに傷1つ（かすり傷）。能力判定で決まり、失敗するとポイントも失います。</translation>
    </message>
</context>
</TS>
