<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>CampaignDialog</name>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="18"/>
        <source>Campaign Settings</source>
        <translation>キャンペーン設定</translation>
    </message>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="22"/>
        <source>The lower roll wins (Hero Wars)</source>
        <translation>出目の低い方が勝つ（ヒーローウォーズ）</translation>
    </message>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="23"/>
        <source>The higher roll wins (HeroQuest 2)</source>
        <translation>出目の高い方が勝つ（ヒーロークエスト2）</translation>
    </message>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="34"/>
        <source>The steading is lacking (Prosperity counts 1 lower)</source>
        <translation>集落が困窮している（繁栄を1低く数える）</translation>
    </message>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="39"/>
        <source>none, or dice such as 2d6</source>
        <translation>なし、または2d6などのダイス</translation>
    </message>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="41"/>
        <source>&amp;Tie-break</source>
        <translation>タイブレーク(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="42"/>
        <source>&amp;Consequences</source>
        <translation>結果の尺度(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="43"/>
        <source>Default &amp;resistance</source>
        <translation>既定の抵抗値(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="45"/>
        <source>&amp;Prosperity</source>
        <translation>繁栄(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop/campaign_dialog.py" line="47"/>
        <source>&amp;Demonic influence</source>
        <translation>魔族の影響(&amp;D)</translation>
    </message>
</context>
<context>
    <name>CharacterEditor</name>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="37"/>
        <source>Character name</source>
        <translation>キャラクター名</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="52"/>
        <source>Parts of the sheet</source>
        <translation>シートの区分</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="61"/>
        <source>&amp;Character</source>
        <translation>キャラクター(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="61"/>
        <source>Hero&amp;Quest</source>
        <translation>ヒーロークエスト(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="61"/>
        <source>&amp;Dogs</source>
        <translation>ドッグズ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="61"/>
        <source>H&amp;arm</source>
        <translation>負傷と回復(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="61"/>
        <source>Histor&amp;y</source>
        <translation>履歴(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="103"/>
        <source>Nothing applies: the rating as written</source>
        <translation>適用されるものはありません：記入どおりの能力値です</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="104"/>
        <source>%1 as written</source>
        <translation>記入値 %1</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/__init__.py" line="106"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../../desktop/recovery.py" line="57"/>
        <source>Compare %1</source>
        <translation>「%1」の比較</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="61"/>
        <source>Differences between the file and the unsaved edits</source>
        <translation>ファイルと未保存の編集との違い</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../../desktop/controller.py" line="58"/>
        <source>This library is already open in another Talekeeper window (process %1 on %2).

Editing the same characters in both can lose changes. Open it anyway?</source>
        <translation>このライブラリは別のTalekeeperウィンドウで既に開かれています（%2 のプロセス %1）。

両方で同じキャラクターを編集すると、変更が失われることがあります。それでも開きますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="91"/>
        <source>Restore unsaved changes to %1</source>
        <translation>「%1」の未保存の変更を復元</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="114"/>
        <source>Created %1</source>
        <translation>%1 を作成</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="115"/>
        <source>New character %1</source>
        <translation>新規キャラクター「%1」</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="122"/>
        <source>Duplicate Character</source>
        <translation>キャラクターを複製</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="122"/>
        <source>Name of the copy:</source>
        <translation>複製の名前：</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="127"/>
        <source>Duplicate %1</source>
        <translation>「%1」を複製</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="131"/>
        <source>Import Character</source>
        <translation>キャラクターをインポート</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="131"/>
        <source>Talekeeper characters (*.tale.json *.json)</source>
        <translation>Talekeeperキャラクター (*.tale.json *.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="133"/>
        <source>Import %1</source>
        <translation>「%1」をインポート</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="162"/>
        <source>Delete %1</source>
        <translation>「%1」を削除</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="167"/>
        <source>Open Library</source>
        <translation>ライブラリを開く</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="191"/>
        <location filename="../../desktop/controller.py" line="198"/>
        <source>Campaign Settings</source>
        <translation>キャンペーン設定</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="191"/>
        <source>campaign.json cannot be read, so it is left as it is:
%1</source>
        <translation>campaign.json を読み込めないため、そのままにしてあります：
%1</translation>
    </message>
    <message>
        <location filename="../../desktop/controller.py" line="196"/>
        <source>Change campaign settings</source>
        <translation>キャンペーン設定を変更</translation>
    </message>
</context>
<context>
    <name>Debilities</name>
    <message>
        <location filename="../../desktop/labels.py" line="69"/>
        <source>Weakened</source>
        <translation>衰弱</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="70"/>
        <source>Dazed</source>
        <translation>朦朧</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="71"/>
        <source>Miserable</source>
        <translation>消沈</translation>
    </message>
</context>
<context>
    <name>DogsSection</name>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="30"/>
        <source>Set %1 to %2d6</source>
        <translation>%1を%2d6に設定</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="37"/>
        <source>&amp;Unassigned relationship dice</source>
        <translation>未割り当ての縁故ダイス(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="37"/>
        <source>Change unassigned relationship dice</source>
        <translation>未割り当ての縁故ダイスを変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="38"/>
        <source>Black &amp;armor</source>
        <translation>黒き鎧(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="38"/>
        <source>Rewrite the black armor</source>
        <translation>黒き鎧を書き換え</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="39"/>
        <source>Black armor &amp;dice</source>
        <translation>黒き鎧のダイス(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="39"/>
        <source>Change the black armor&apos;s dice</source>
        <translation>黒き鎧のダイスを変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="40"/>
        <source>Sold their soul to a demon</source>
        <translation>魔族に魂を売った</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="45"/>
        <location filename="../../desktop/editor/dogs.py" line="74"/>
        <source>Traits</source>
        <translation>特徴</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="45"/>
        <source>Add trait</source>
        <translation>特徴を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="46"/>
        <source>Trait</source>
        <translation>特徴</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="46"/>
        <source>Change trait %1</source>
        <translation>特徴「%1」を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="47"/>
        <location filename="../../desktop/editor/dogs.py" line="54"/>
        <location filename="../../desktop/editor/dogs.py" line="60"/>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="47"/>
        <location filename="../../desktop/editor/dogs.py" line="54"/>
        <location filename="../../desktop/editor/dogs.py" line="60"/>
        <source>Change dice of %1</source>
        <translation>「%1」のダイスを変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="48"/>
        <source>New trait</source>
        <translation>新しい特徴</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="51"/>
        <location filename="../../desktop/editor/dogs.py" line="74"/>
        <source>Relationships</source>
        <translation>縁故</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="51"/>
        <source>Add relationship</source>
        <translation>縁故を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="52"/>
        <source>Relationship</source>
        <translation>縁故</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="52"/>
        <source>Change relationship %1</source>
        <translation>縁故「%1」を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="53"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="53"/>
        <source>Change kind of %1</source>
        <translation>「%1」の種類を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="55"/>
        <source>New relationship</source>
        <translation>新しい縁故</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="58"/>
        <location filename="../../desktop/editor/dogs.py" line="74"/>
        <source>Belongings</source>
        <translation>所持品</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="58"/>
        <source>Add belonging</source>
        <translation>所持品を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="59"/>
        <source>Belonging</source>
        <translation>所持品</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="59"/>
        <source>Change belonging %1</source>
        <translation>所持品「%1」を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="61"/>
        <source>New belonging</source>
        <translation>新しい所持品</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="64"/>
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="69"/>
        <location filename="../../desktop/editor/dogs.py" line="74"/>
        <source>Next conflict only</source>
        <translation>次の争いのみ</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="65"/>
        <source>On</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="41"/>
        <source>Mark the soul as sold</source>
        <translation>魂を売ったと記録</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="41"/>
        <source>Unmark the soul as sold</source>
        <translation>魂を売った記録を取り消す</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="66"/>
        <source>Text</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="66"/>
        <location filename="../../desktop/editor/dogs.py" line="67"/>
        <location filename="../../desktop/editor/dogs.py" line="68"/>
        <source>Change next-conflict effect</source>
        <translation>次の争いのみの効果を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="67"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="68"/>
        <source>Used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="69"/>
        <source>Add effect</source>
        <translation>効果を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="92"/>
        <source>Remove %1</source>
        <translation>「%1」を削除</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="122"/>
        <source>%1 -1</source>
        <translation>%1 -1</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="125"/>
        <source>%1 at d4</source>
        <translation>「%1」をd4に</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="130"/>
        <source>Add next-conflict effect</source>
        <translation>次の争いのみの効果を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/dogs.py" line="136"/>
        <source>Remove next-conflict effect</source>
        <translation>次の争いのみの効果を削除</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="25"/>
        <source>A bonus is a whole number from 1 to 100</source>
        <translation>ボーナスは1から100までの整数です</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="24"/>
        <source>A character needs a name</source>
        <translation>キャラクターには名前が必要です</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="29"/>
        <source>At most %1 characters</source>
        <translation>%1文字以内で入力してください</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="54"/>
        <source>The image is %1x%2 pixels, too large to use</source>
        <translation>画像が%1×%2ピクセルあり、大きすぎて使えません</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="58"/>
        <source>The image could not be read: %1</source>
        <translation>画像を読み込めませんでした：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/fields.py" line="147"/>
        <source>This cannot be empty</source>
        <translation>空欄にはできません</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="33"/>
        <source>The file is gone; restoring writes it again when you save.</source>
        <translation>ファイルがなくなっています。復元すると、保存時にファイルをもう一度書き出します。</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="39"/>
        <source>The file was changed since these edits were made; compare before restoring.</source>
        <translation>これらの編集の後にファイルが変更されています。復元する前に比較してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="51"/>
        <source>No differences.</source>
        <translation>違いはありません。</translation>
    </message>
</context>
<context>
    <name>HarmSection</name>
    <message>
        <location filename="../../desktop/editor/harm.py" line="27"/>
        <source>&amp;HP</source>
        <translation>HP(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="27"/>
        <source>Set HP to %1</source>
        <translation>HPを%1に設定</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="28"/>
        <source>&amp;Max HP</source>
        <translation>最大HP(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="28"/>
        <source>Set max HP to %1</source>
        <translation>最大HPを%1に設定</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="29"/>
        <source>&amp;Armor</source>
        <translation>アーマー(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="29"/>
        <source>Set armor to %1</source>
        <translation>アーマーを%1に設定</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="30"/>
        <source>&amp;Supplies</source>
        <translation>物資(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="30"/>
        <source>Set supplies to %1</source>
        <translation>物資を%1に設定</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="31"/>
        <source>P&amp;rovisions</source>
        <translation>食料(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="31"/>
        <source>Set provisions to %1</source>
        <translation>食料を%1に設定</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="34"/>
        <source>&amp;Damage</source>
        <translation>ダメージ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="34"/>
        <source>Change damage dice</source>
        <translation>ダメージダイスを変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="36"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="39"/>
        <source>S&amp;tatus</source>
        <translation>状態(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="48"/>
        <source>Set %1 to %2</source>
        <translation>%1を%2に設定</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="59"/>
        <source>Debilities:</source>
        <translation>衰え：</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="63"/>
        <source>Mark %1</source>
        <translation>%1に印をつける</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="63"/>
        <source>Clear %1</source>
        <translation>%1を消す</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="71"/>
        <source>Mess kit</source>
        <translation>食器セット</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="72"/>
        <source>Bedroll</source>
        <translation>寝袋</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="73"/>
        <source>Recover used (until damaged again)</source>
        <translation>療養する：使用済み（再びダメージを受けるまで）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="74"/>
        <source>Advantage on next roll</source>
        <translation>次のロールに有利</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="77"/>
        <source>Change %1</source>
        <translation>「%1」を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="83"/>
        <source>Problematic wound</source>
        <translation>厄介な傷</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="83"/>
        <location filename="../../desktop/editor/harm.py" line="84"/>
        <location filename="../../desktop/editor/harm.py" line="85"/>
        <location filename="../../desktop/editor/harm.py" line="86"/>
        <source>Change wound %1</source>
        <translation>傷「%1」を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="84"/>
        <source>Stabilised</source>
        <translation>安定化済み</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="85"/>
        <source>Permanent</source>
        <translation>恒久的</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="86"/>
        <source>Interim effects</source>
        <translation>当面の影響</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="87"/>
        <location filename="../../desktop/editor/harm.py" line="101"/>
        <source>Problematic wounds</source>
        <translation>厄介な傷</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="87"/>
        <source>Add wound</source>
        <translation>傷を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="94"/>
        <source>Requirement</source>
        <translation>必要条件</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="94"/>
        <location filename="../../desktop/editor/harm.py" line="95"/>
        <source>Change requirement</source>
        <translation>必要条件を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="95"/>
        <source>Done</source>
        <translation>達成</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="96"/>
        <source>Requirements of the selected wound</source>
        <translation>選択した傷の必要条件</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="96"/>
        <source>Add requirement</source>
        <translation>必要条件を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="103"/>
        <source>Treatment or plan of the selected wound</source>
        <translation>選択した傷の治療または計画</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="151"/>
        <source>Set status to %1</source>
        <translation>状態を%1に設定</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="154"/>
        <source>New wound</source>
        <translation>新しい傷</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="155"/>
        <source>Add problematic wound</source>
        <translation>厄介な傷を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="162"/>
        <source>Remove wound %1</source>
        <translation>傷「%1」を削除</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="178"/>
        <source>New requirement</source>
        <translation>新しい必要条件</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="179"/>
        <source>Add requirement to %1</source>
        <translation>「%1」に必要条件を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/harm.py" line="187"/>
        <source>Remove requirement</source>
        <translation>必要条件を削除</translation>
    </message>
</context>
<context>
    <name>HeroQuestSection</name>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="34"/>
        <source>Hero points</source>
        <translation>ヒーローポイント</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="35"/>
        <source>Set hero points to %1</source>
        <translation>ヒーローポイントを%1に設定</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="36"/>
        <source>&amp;Hero points</source>
        <translation>ヒーローポイント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="40"/>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="40"/>
        <location filename="../../desktop/editor/heroquest.py" line="216"/>
        <source>Add ability</source>
        <translation>能力を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="46"/>
        <source>Selected ability</source>
        <translation>選択した能力</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="49"/>
        <location filename="../../desktop/editor/heroquest.py" line="63"/>
        <source>Belongs to</source>
        <translation>所属先</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="52"/>
        <location filename="../../desktop/editor/heroquest.py" line="64"/>
        <source>Uses left</source>
        <translation>残り使用回数</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="53"/>
        <location filename="../../desktop/editor/heroquest.py" line="57"/>
        <source>Change uses of %1</source>
        <translation>「%1」の使用回数を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="55"/>
        <location filename="../../desktop/editor/heroquest.py" line="65"/>
        <source>Uses a day</source>
        <translation>1日の使用回数</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="56"/>
        <source>one use only</source>
        <translation>1回のみ</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="59"/>
        <location filename="../../desktop/editor/heroquest.py" line="66"/>
        <source>Mystic aspect</source>
        <translation>神秘の側面</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="60"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="60"/>
        <source>body</source>
        <translation>肉体</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="60"/>
        <source>mind</source>
        <translation>精神</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="60"/>
        <source>virtue</source>
        <translation>徳</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="62"/>
        <source>Change mystic aspect of %1</source>
        <translation>「%1」の神秘の側面を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="68"/>
        <location filename="../../desktop/editor/heroquest.py" line="77"/>
        <source>States of adversity</source>
        <translation>被害状態</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="68"/>
        <source>Add state</source>
        <translation>状態を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="71"/>
        <source>Remove state of adversity</source>
        <translation>被害状態を削除</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="74"/>
        <source>Abilities the state relates to</source>
        <translation>被害状態が関係する能力</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="79"/>
        <source>Abilities the selected state relates to (none ticked: all)</source>
        <translation>選択した被害状態が関係する能力（チェックなし：すべて）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="81"/>
        <location filename="../../desktop/editor/heroquest.py" line="85"/>
        <source>Lingering benefits</source>
        <translation>継続利益</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="81"/>
        <source>Add benefit</source>
        <translation>利益を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="84"/>
        <source>Remove lingering benefit</source>
        <translation>継続利益を削除</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="92"/>
        <location filename="../../desktop/editor/heroquest.py" line="140"/>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="92"/>
        <source>Rename %1</source>
        <translation>「%1」の名前を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="93"/>
        <source>Rating</source>
        <translation>能力値</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="93"/>
        <source>Change rating of %1</source>
        <translation>「%1」の能力値を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="94"/>
        <source>Effective</source>
        <translation>実効値</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="96"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="97"/>
        <source>Change kind of %1</source>
        <translation>「%1」の種類を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="99"/>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="99"/>
        <source>Change notes of %1</source>
        <translation>「%1」のメモを変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="122"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="122"/>
        <location filename="../../desktop/editor/heroquest.py" line="123"/>
        <location filename="../../desktop/editor/heroquest.py" line="124"/>
        <location filename="../../desktop/editor/heroquest.py" line="125"/>
        <location filename="../../desktop/editor/heroquest.py" line="126"/>
        <location filename="../../desktop/editor/heroquest.py" line="127"/>
        <source>Change state of adversity</source>
        <translation>被害状態を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="123"/>
        <source>Scale</source>
        <translation>尺度</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="124"/>
        <source>Relates to</source>
        <translation>関係先</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="125"/>
        <source>Physical</source>
        <translation>身体的</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="126"/>
        <location filename="../../desktop/editor/heroquest.py" line="142"/>
        <source>Source</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="127"/>
        <location filename="../../desktop/editor/heroquest.py" line="143"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="139"/>
        <source>Bonus</source>
        <translation>ボーナス</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="139"/>
        <location filename="../../desktop/editor/heroquest.py" line="140"/>
        <location filename="../../desktop/editor/heroquest.py" line="141"/>
        <location filename="../../desktop/editor/heroquest.py" line="142"/>
        <location filename="../../desktop/editor/heroquest.py" line="143"/>
        <source>Change lingering benefit</source>
        <translation>継続利益を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="141"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="163"/>
        <source>Selected ability: %1</source>
        <translation>選択した能力：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="166"/>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="201"/>
        <source>Change what %1 belongs to</source>
        <translation>「%1」の所属先を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="212"/>
        <source>Change what a state of adversity relates to</source>
        <translation>被害状態の関係先を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="215"/>
        <source>New ability</source>
        <translation>新しい能力</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="223"/>
        <source>Remove ability %1</source>
        <translation>能力「%1」を削除</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="228"/>
        <source>Add state of adversity</source>
        <translation>被害状態を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/heroquest.py" line="237"/>
        <source>Add lingering benefit on %1</source>
        <translation>「%1」に継続利益を追加</translation>
    </message>
</context>
<context>
    <name>HistorySection</name>
    <message>
        <location filename="../../desktop/editor/history.py" line="19"/>
        <source>Show history of kind</source>
        <translation>表示する履歴の種類</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/history.py" line="20"/>
        <source>Everything</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/history.py" line="22"/>
        <source>&amp;Show</source>
        <translation>表示(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/history.py" line="30"/>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/history.py" line="31"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/history.py" line="32"/>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/history.py" line="33"/>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/history.py" line="34"/>
        <source>Changes</source>
        <translation>変更点</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/history.py" line="36"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
</context>
<context>
    <name>HpBar</name>
    <message>
        <location filename="../../desktop/widgets.py" line="66"/>
        <source>Hit points</source>
        <translation>ヒットポイント</translation>
    </message>
    <message>
        <location filename="../../desktop/widgets.py" line="70"/>
        <source>%1 of %2 HP</source>
        <translation>HP %1/%2</translation>
    </message>
</context>
<context>
    <name>IdentitySection</name>
    <message>
        <location filename="../../desktop/editor/identity.py" line="72"/>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="72"/>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="74"/>
        <source>Rename to %1</source>
        <translation>名前を「%1」に変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="76"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="79"/>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="82"/>
        <source>&amp;Player</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="82"/>
        <source>Change player</source>
        <translation>プレイヤーを変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="83"/>
        <source>&amp;Concept</source>
        <translation>コンセプト(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="83"/>
        <source>Change concept</source>
        <translation>コンセプトを変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="84"/>
        <source>&amp;Tags</source>
        <translation>タグ(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="84"/>
        <location filename="../../desktop/editor/identity.py" line="86"/>
        <source>Change tags</source>
        <translation>タグを変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="87"/>
        <source>comma, separated</source>
        <translation>カンマ(,)区切り</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="89"/>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="91"/>
        <source>Change notes</source>
        <translation>メモを変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="92"/>
        <source>N&amp;otes</source>
        <translation>メモ(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="97"/>
        <source>Portrait</source>
        <translation>肖像画</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="102"/>
        <source>Choose &amp;portrait…</source>
        <translation>肖像画を選択(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="104"/>
        <location filename="../../desktop/editor/identity.py" line="105"/>
        <source>Remove portrait</source>
        <translation>肖像画を削除</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="125"/>
        <source>No portrait</source>
        <translation>肖像画なし</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="135"/>
        <source>Change kind to %1</source>
        <translation>種類を%1に変更</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="140"/>
        <source>Choose Portrait</source>
        <translation>肖像画を選択</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="140"/>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.bmp *.gif *.webp)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/identity.py" line="148"/>
        <source>Choose portrait</source>
        <translation>肖像画を選択</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../desktop/labels.py" line="30"/>
        <source>Player character</source>
        <translation>プレイヤーキャラクター</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="31"/>
        <source>Follower</source>
        <translation>従者</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="32"/>
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="33"/>
        <source>Monster</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="34"/>
        <source>Common ability</source>
        <translation>一般能力</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="35"/>
        <source>Talent</source>
        <translation>才能</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="36"/>
        <source>Affinity</source>
        <translation>親和</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="37"/>
        <source>Feat</source>
        <translation>技</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="38"/>
        <source>Spell</source>
        <translation>呪文</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="39"/>
        <source>Grimoire</source>
        <translation>魔道書</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="40"/>
        <source>Fetish</source>
        <translation>呪物</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="41"/>
        <source>Skill spirit</source>
        <translation>技能の精霊</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="42"/>
        <source>Emotion spirit</source>
        <translation>感情の精霊</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="43"/>
        <source>Integrated spirit</source>
        <translation>統合された精霊</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="44"/>
        <source>Mystic counter</source>
        <translation>神秘の防御</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="45"/>
        <source>Mystic strike</source>
        <translation>神秘の打撃</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="46"/>
        <source>Relationship</source>
        <translation>関係</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="47"/>
        <source>Flaw</source>
        <translation>欠点</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="48"/>
        <location filename="../../desktop/labels.py" line="86"/>
        <source>HeroQuest</source>
        <translation>ヒーロークエスト</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="49"/>
        <source>Hero Wars</source>
        <translation>ヒーローウォーズ</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="50"/>
        <source>Dazed</source>
        <translation>よろめき</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="51"/>
        <location filename="../../desktop/labels.py" line="78"/>
        <source>Hurt</source>
        <translation>かすり傷</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="52"/>
        <location filename="../../desktop/labels.py" line="79"/>
        <source>Impaired</source>
        <translation>軽傷</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="53"/>
        <location filename="../../desktop/labels.py" line="80"/>
        <source>Injured</source>
        <translation>重傷</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="54"/>
        <location filename="../../desktop/labels.py" line="82"/>
        <source>Dying</source>
        <translation>瀕死</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="55"/>
        <location filename="../../desktop/labels.py" line="75"/>
        <location filename="../../desktop/labels.py" line="83"/>
        <source>Dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="56"/>
        <source>Acuity</source>
        <translation>技量</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="57"/>
        <source>Body</source>
        <translation>肉体</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="58"/>
        <source>Heart</source>
        <translation>心魂</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="59"/>
        <source>Will</source>
        <translation>意志</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="60"/>
        <source>Person</source>
        <translation>人物</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="61"/>
        <source>Organisation or class</source>
        <translation>組織・階層</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="62"/>
        <source>Place</source>
        <translation>場所</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="63"/>
        <source>Sin</source>
        <translation>罪</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="64"/>
        <source>Demon</source>
        <translation>魔族</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="65"/>
        <source>Stat -1</source>
        <translation>能力 -1</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="66"/>
        <source>1d4 trait</source>
        <translation>1d4の特徴</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="67"/>
        <source>Relationship at d4</source>
        <translation>縁故をd4に</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="68"/>
        <source>Leaves the scene</source>
        <translation>場面から退場</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="72"/>
        <location filename="../../desktop/labels.py" line="76"/>
        <source>Fine</source>
        <translation>健康</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="73"/>
        <location filename="../../desktop/labels.py" line="81"/>
        <source>Out of action</source>
        <translation>行動不能</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="74"/>
        <source>At Death&apos;s Door</source>
        <translation>死の淵</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="77"/>
        <source>Debilitated</source>
        <translation>衰えあり</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="84"/>
        <source>Created</source>
        <translation>作成</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="85"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="87"/>
        <source>Dogs</source>
        <translation>ドッグズ</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="88"/>
        <source>Harm</source>
        <translation>負傷と回復</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="89"/>
        <source>Downtime</source>
        <translation>ダウンタイム</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="90"/>
        <source>End of session</source>
        <translation>セッション終了</translation>
    </message>
    <message>
        <location filename="../../desktop/labels.py" line="91"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/main_window.py" line="50"/>
        <source>%1[*] — Talekeeper</source>
        <translation>%1[*] — Talekeeper</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="83"/>
        <source>Search names, abilities, traits…</source>
        <translation>名前・能力・特徴を検索…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="84"/>
        <source>Search the roster</source>
        <translation>名簿を検索</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="87"/>
        <source>Show kind</source>
        <translation>表示する種類</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="88"/>
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="93"/>
        <source>Characters</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="113"/>
        <source>New Character…</source>
        <translation>新規キャラクター…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="121"/>
        <source>Open characters</source>
        <translation>開いているキャラクター</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="124"/>
        <source>Why the file cannot be opened</source>
        <translation>ファイルを開けない理由</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="161"/>
        <location filename="../../desktop/main_window.py" line="197"/>
        <source>This file cannot be opened. It is left as it is.</source>
        <translation>このファイルは開けません。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="172"/>
        <source>This library has no characters yet.
Choose File &gt; New Character (Ctrl+N) to make one.</source>
        <translation>このライブラリにはまだキャラクターがいません。
「ファイル」&gt;「新規キャラクター」(Ctrl+N) で作成してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="175"/>
        <source>Choose a character in the list to open it.</source>
        <translation>一覧からキャラクターを選ぶと開きます。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="231"/>
        <location filename="../../desktop/main_window.py" line="334"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="232"/>
        <source>Save the changes to %1 before closing?</source>
        <translation>閉じる前に「%1」の変更を保存しますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="261"/>
        <location filename="../../desktop/main_window.py" line="298"/>
        <source>File changed on disk</source>
        <translation>ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="262"/>
        <source>%1

Save anyway and replace the other program&apos;s version? It is kept as a backup.</source>
        <translation>%1

それでも保存して、他のプログラムが書いた版を置き換えますか？置き換えられる版はバックアップとして残ります。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="269"/>
        <location filename="../../desktop/main_window.py" line="278"/>
        <source>Could not save</source>
        <translation>保存できませんでした</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="269"/>
        <source>%1

Your changes are kept in the program and in the recovery journal; fix the problem and save again.</source>
        <translation>%1

変更内容はプログラム内と復旧用ジャーナルに保持されています。問題を解決してから、もう一度保存してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="298"/>
        <source>%1 was changed by another program while you have unsaved changes.</source>
        <translation>%1 は、未保存の変更があるあいだに他のプログラムによって変更されました。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="299"/>
        <source>Reload it and lose your changes, or keep yours? Saving yours later asks before replacing the other version.</source>
        <translation>再読み込みして自分の変更を破棄しますか、それとも自分の変更を残しますか？後で保存するときは、他方の版を置き換える前に確認します。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="300"/>
        <source>&amp;Reload</source>
        <translation>再読み込み(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="301"/>
        <source>&amp;Keep Mine</source>
        <translation>自分の変更を残す(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="271"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="290"/>
        <source>Revert %1</source>
        <translation>「%1」を保存済みの状態に戻す</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="292"/>
        <source>Revert</source>
        <translation>保存済みの状態に戻す</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="307"/>
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="334"/>
        <source>These characters have unsaved changes:
%1

Save them?</source>
        <translation>次のキャラクターに未保存の変更があります：
%1

保存しますか？</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../desktop/menus.py" line="39"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="40"/>
        <source>&amp;New Character…</source>
        <translation>新規キャラクター(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="42"/>
        <source>&amp;Import Character…</source>
        <translation>キャラクターをインポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="44"/>
        <source>Open &amp;Library…</source>
        <translation>ライブラリを開く(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="45"/>
        <source>&amp;Recent Libraries</source>
        <translation>最近使ったライブラリ(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="48"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="49"/>
        <source>Save &amp;All</source>
        <translation>すべて保存(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="50"/>
        <source>Re&amp;vert</source>
        <translation>保存済みの状態に戻す(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="51"/>
        <source>&amp;Close Character</source>
        <translation>キャラクターを閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="55"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="59"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="61"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="63"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="68"/>
        <source>&amp;Duplicate Character…</source>
        <translation>キャラクターを複製(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="69"/>
        <source>De&amp;lete Character</source>
        <translation>キャラクターを削除(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="73"/>
        <source>Campaign &amp;Settings…</source>
        <translation>キャンペーン設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="74"/>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="78"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="79"/>
        <source>Find in &amp;Roster</source>
        <translation>名簿で検索(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="80"/>
        <source>&amp;Next Character</source>
        <translation>次のキャラクター(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="81"/>
        <source>&amp;Previous Character</source>
        <translation>前のキャラクター(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop/menus.py" line="91"/>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
</context>
<context>
    <name>MessageLabel</name>
    <message>
        <location filename="../../desktop/fields.py" line="33"/>
        <source>Input problem</source>
        <translation>入力の問題</translation>
    </message>
</context>
<context>
    <name>NewCharacterDialog</name>
    <message>
        <location filename="../../desktop/new_character.py" line="14"/>
        <source>New Character</source>
        <translation>新規キャラクター</translation>
    </message>
    <message>
        <location filename="../../desktop/new_character.py" line="17"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../desktop/new_character.py" line="20"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/new_character.py" line="22"/>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop/new_character.py" line="23"/>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../desktop/preferences.py" line="11"/>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <location filename="../../desktop/preferences.py" line="14"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../desktop/preferences.py" line="15"/>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <location filename="../../desktop/preferences.py" line="19"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
</context>
<context>
    <name>RecordModel</name>
    <message>
        <location filename="../../desktop/record_table.py" line="101"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../../desktop/record_table.py" line="101"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
</context>
<context>
    <name>RecordTable</name>
    <message>
        <location filename="../../desktop/record_table.py" line="204"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../desktop/record_table.py" line="206"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../desktop/recovery.py" line="75"/>
        <source>Recover unsaved changes</source>
        <translation>未保存の変更の復元</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="79"/>
        <source>Talekeeper did not close normally. These characters had changes that were not saved. Nothing is restored unless you choose it.</source>
        <translation>Talekeeperは正常に終了しませんでした。以下のキャラクターには保存されていない変更がありました。選ばない限り、何も復元されません。</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="84"/>
        <source>%1 (%2), edited %3</source>
        <translation>%1（%2）、%3に編集</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="91"/>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="92"/>
        <source>Compare…</source>
        <translation>比較…</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="93"/>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="104"/>
        <source>Characters you decide nothing about are offered again next time.</source>
        <translation>何も決めなかったキャラクターは、次回もう一度表示されます。</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="108"/>
        <source>will be restored</source>
        <translation>復元します</translation>
    </message>
    <message>
        <location filename="../../desktop/recovery.py" line="108"/>
        <source>will be discarded</source>
        <translation>破棄します</translation>
    </message>
</context>
<context>
    <name>RosterDelegate</name>
    <message>
        <location filename="../../desktop/roster.py" line="128"/>
        <source>Damaged file</source>
        <translation>破損したファイル</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <location filename="../../desktop/roster.py" line="60"/>
        <source>%1 (cannot be opened)</source>
        <translation>%1（開けません）</translation>
    </message>
    <message>
        <location filename="../../desktop/roster.py" line="69"/>
        <source>%1 of %2 HP</source>
        <translation>HP %1/%2</translation>
    </message>
</context>
</TS>
