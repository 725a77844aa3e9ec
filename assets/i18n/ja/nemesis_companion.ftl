# ネメシス・コンパニオン: 画面の文言 (日本語)。
# 用語は日本語ルールの訳語に合わせています (イントルーダー、騒音ロール、重傷、巣など)。
# 汚染カード (contamination) と「感染」(INFECTED) は、取り違えないように別の語にしています。

-app = ネメシス・コンパニオン
-intruder = イントルーダー
-intruders = イントルーダー

app-title = { -app }
app-unofficial = 非公式のファンアプリです。Awaken Realms が制作・承認したものではありません。ネメシス本体の箱が必要です。

## Languages
language-en = English
language-ko = 한국어
language-ja = 日本語

## Common buttons
button-back = 戻る
button-continue = 次へ
button-settings = 設定
button-close = 閉じる
button-help = キー操作

## First run
first-run-title = ようこそ、乗組員のみなさん
first-run-language = このテーブルで使う言語を選んでください
first-run-hint = あとで設定から変更できます。

## New game
new-game-title = 新しいゲーム
new-game-players = プレイヤー
new-game-player-number = プレイヤー{ $number }
new-game-name-placeholder = 名前 (省略可)
new-game-add-player = プレイヤーを追加
new-game-remove-player = 外す
new-game-character = キャラクター
new-game-mode = モード
new-game-side = ボードの面
new-game-seed = シードコード
new-game-seed-hint = 同じコードなら、隠された準備内容も同じになります。前のゲームのコードを入力すると、同じゲームをもう一度遊べます。
new-game-seed-new = 新しいコード
new-game-start = 宇宙船を準備する
new-game-error-character = プレイヤーごとに別のキャラクターを選んでください。
new-game-error-seed = シードコードは { $alphabet } のうち { $length } 文字です。
new-game-error-solo = ソロモードはプレイヤー1人専用です。
new-game-error-coop = 完全協力モードには2〜5人のプレイヤーが必要です。
new-game-solo-note = ソロ: プレイヤー1人。複数人なら通常モードか協力モードを選んでください。

## Characters
character-captain = キャプテン
character-pilot = パイロット
character-scientist = 科学者
character-scout = スカウト
character-soldier = 兵士
character-mechanic = メカニック

## Modes
mode-standard = 通常
mode-solo = ソロ
mode-coop = 完全協力
mode-standard-hint = 全員が秘密の企業目的と個人目的を持ちます。
mode-solo-hint = 1人で宇宙船に挑みます。ソロ/協力用の目的カードを使います。
mode-coop-hint = 全員で力を合わせて、ソロ/協力用の目的カードを目指します。

## Board sides
side-a = A面
side-b = B面
side-a-hint = 基本の面: 左上に赤い矢印があります。初めてのゲームに向いています。
side-b-hint = 難しい面: 整備通路が2系統あり、二重の通路があります。

## Setup checklist
checklist-title = ボードの準備
checklist-summary = プレイヤー{ $players }人 · { $mode } · { $side } · コード { $code }
checklist-physical = テーブルで行うこと
checklist-app = アプリが引き受けるもの: 箱にしまったままで構いません
checklist-left = { $count ->
    [0] 準備はすべて完了です。
   *[other] テーブルでの準備が残り{ $count }つです。
}
checklist-start = ゲーム開始
checklist-start-anyway = このまま開始

setup-board = メインボードを{ $side }を上にして広げます。
setup-evacuation = 脱出区画Aを007番に、脱出区画Bを009番に表向きで置きます。
setup-room-tiles = 「2」の部屋タイルを裏向きのまま混ぜて「2」のスペースに1枚ずつ置き、「1」のタイルも同じように置きます。誰も表を見ません。
setup-exploration = 部屋タイルごとに探査トークンを1つずつ裏向きで置きます。
setup-pods = 脱出ポッドを{ $pods }つ、ロック面を上にして置きます。番号の小さいものから A、B、A、B と交互に置きます。
setup-eggs = イントルーダーボードに卵トークンを5つ置きます。
setup-item-decks = 緑・黄・赤のアイテムデッキと重傷デッキを混ぜ、製作アイテムのデッキをその横に置きます。
setup-contamination = アプリのラベルを貼った汚染カードを混ぜ、裏向きの山にします。
setup-markers = 火災・故障・騒音・負傷・状態マーカー、ドア、遺体と死骸のトークン、戦闘ダイスを手の届く所に置きます。
setup-tracks = 時間トラックの緑のスタート位置と、目的地トラックのBに状態マーカーを1つずつ置きます。
setup-crew = ヘルプカードと目的カードを配り、キャラクターを選び、すべてのミニチュアと青い遺体トークンを冬眠室に置きます。

app-bag = イントルーダーバッグ (トークン{ $tokens }個)。アプリが引きます。イントルーダートークンは箱にしまっておきます。
app-events = イベントデッキ。アプリがイベントを引きます。
app-attacks = イントルーダー攻撃デッキ。アプリが攻撃を引きます。
app-engines = エンジントークン。どのエンジンが動くかはアプリが知っています。
app-coordinates = 座標カード。アプリがこっそり1枚引きました。
app-weaknesses = イントルーダーの弱点カード。アプリがこっそり3枚選びました。
app-infected = どの汚染ラベルが「感染」か。スキャンしたときにアプリが伝えます。
app-noise = 騒音ロール。アプリが振ります。

## Settings
settings-title = 設定
settings-language = 言語
settings-text-size = 文字の大きさ
text-size-normal = 標準
text-size-large = 大
text-size-larger = 特大
text-size-huge = テーブルの向こうからでも
settings-theme = テーマ
theme-dark = ダーク
theme-light = ライト
settings-fullscreen = 全画面表示
settings-keep-awake = ゲーム中は画面を消さない
settings-on = オン
settings-off = オフ
settings-saved-in = 設定ファイル: { $path }
settings-not-saved = 設定はメモリ上にだけ保存されます: { $reason }
settings-memory-only = 設定はメモリ上にだけ保存され、アプリを閉じると消えます。
settings-reset-notice = 設定ファイルを読み込めなかったため、初期設定を使います。元のファイルは { $path } として残してあります。({ $reason })
settings-newer-notice = 設定ファイルが新しいバージョンで作られていたため、初期設定を使います。元のファイルは { $path } として残してあります。

## Table
table-round = ラウンド{ $round }
table-phase-player = プレイヤーフェイズ
table-phase-event = イベントフェイズ
step-draw = カードを引く
step-first-player = スタートプレイヤートークン
step-turns = プレイヤーの手番
step-time = 時間トラック
step-attacks = { -intruder }の攻撃
step-fire = 火災ダメージ
step-event = イベントカード
step-bag = バッグの発展
step-end = ラウンド終了
table-move-hint = キャラクターを選び、移動先の部屋をタップしてください。
table-moving = 移動するキャラクター: { $name }
table-undo = 元に戻す
table-redo = やり直す
table-log = ログ
table-new-game = 新しいゲーム

## Map
map-tech = 整備通路
map-pods = 脱出ポッド { $dock }
map-unexplored = 未探査

## Rooms
room-cockpit = コックピット
room-hibernatorium = 冬眠室
room-engine1 = 第1エンジン
room-engine2 = 第2エンジン
room-engine3 = 第3エンジン
room-armory = 武器庫
room-comms-room = 通信室
room-emergency-room = 救急室
room-evacuation-a = 脱出区画A
room-evacuation-b = 脱出区画B
room-fire-control = 消火システム室
room-generator = 発電室
room-laboratory = 研究室
room-nest = 巣
room-storage = 倉庫
room-surgery = 手術室
room-airlock-control = エアロック制御室
room-cabins = 船室
room-canteen = 食堂
room-command-center = 司令室
room-engine-control = エンジン制御室
room-hatch-control = ハッチ制御室
room-monitoring = 監視室
room-slime-room = スライムに覆われた部屋
room-shower-room = シャワー室

## Intruders
intruder-larva = ラーヴァ
intruder-creeper = クリーパー
intruder-adult = アダルト
intruder-breeder = ブリーダー
intruder-queen = クイーン
intruder-blank = ブランク

## Noise roll
noise-corridor = 通路{ $number }に騒音
noise-danger = 危険
noise-silence = 静寂

## Destinations
destination-earth = 地球
destination-mars = 火星
destination-venus = 金星
destination-deep-space = 深宇宙

## Keyboard help
help-title = キー操作
help-undo = 元に戻す
help-redo = やり直す
help-fullscreen = 全画面表示の切り替え
help-settings = 設定
help-help = この一覧の表示/非表示
help-close = パネルを閉じる、または戻る
help-quit = 終了
help-players = キャラクター1〜5を選ぶ
storage-memory-only = ゲームは保存されません: データフォルダーを使えないため、このゲームはメモリ上にだけあります。

## scangui
# スキャナー画面、カメラの状態、ラベルシート (接頭辞 scan-, camera-, labels-)。用語: 汚染カード、「感染」、ラーヴァ、クリーパー、キャラクターボード。
scan-title = { $name }の汚染カードをスキャン
scan-title-victory = 最終汚染チェック: { $name }
scan-lighting-title = 照明チェック
scan-lighting-how = ラベルを貼ったカードを何枚かカメラの下に置いてください。映像に読めたものが、その下に読めない理由が出ます。
scan-how-hand = 手札の汚染カードをラベルを上にして枠の中に広げ、カメラの下に置いてください。
scan-how-revealed = 公開された汚染カードをラベルを上にしてカメラに見せてください。
scan-how-all = デッキ・手札・捨て札の汚染カードをすべてカメラの下に広げてください (全部で{ $count }枚)。
scan-in-view = 見えているラベル: { $labels }
scan-read-count = { $count ->
    [0] まだ読めたカードはありません
   *[other] 読めたカード { $count }枚
}
scan-read-none = カメラがラベルを安定して捉えると、ここに出ます。
scan-remove = 外す
scan-type-hint = カメラが使えませんか? コードの下に印刷された番号を入力してください。
scan-type-placeholder = ラベル番号 (例: 7 や C-07)
scan-type-add = 追加
scan-cancel = キャンセル
scan-confirm = { $count ->
    [0] 確定: カードなし
   *[other] { $count }枚で確定
}
scan-diagnosis-dark = 暗すぎます: 明かりを足すか、照明の近くに移してください。
scan-diagnosis-glare = 明るすぎるか反射しています: カードを光から少し傾けてください。
scan-diagnosis-blurry = ぼやけています: カメラから40cmほどの所でカードを止めてください。
scan-diagnosis-no-code = ラベルが見えません: ラベルを枠の中に入れるか、番号を入力してください。
scan-diagnosis-foreign = ネメシス・コンパニオンのラベルではないコードです。
scan-diagnosis-refused = ラベルは見えていますが使えません (理由は右側に出ています)。
scan-refused-deck = ラベル { $label } は、このバージョンが知らないデッキのものです。
scan-refused-number = ラベル { $label } はありません: デッキのラベルは{ $size }枚です。
scan-refused-version = 形式{ $version }で印刷されたラベルです。このバージョンは形式{ $ours }を読みます。ラベルを印刷し直してください。
scan-refused-check = 傷んでいるか読み違えたラベルです: 平らにして見せ直すか、番号を入力してください。
scan-refused-malformed = 傷んだラベルです: 番号を入力してください。
scan-refused-out-of-game = { $label } は前のスキャンでゲームから除外されています: 箱に戻してください。
scan-refused-typed = 「{ $text }」はラベル番号ではありません: コードの下に印刷された1から{ $size }の番号を入力してください。
scan-refused-game = ゲームがこのスキャンを受け付けませんでした。理由はテーブル画面に出ています。
scan-too-many = { $read }枚読めましたが、このキャラクターの汚染カードは{ $owned }枚だけです: 他の人のカードを外してください。
scan-verdict-title = { $name }のスキャン結果
scan-clean = 問題なし
scan-infected = 「感染」
scan-do-remove = ゲームから除外してください。
scan-do-keep = そのまま持っていてください。
scan-note-clean = 「感染」のカードはありません。
scan-note-larva = { $name }のキャラクターボードにラーヴァを置いてください。
scan-note-death = すでにラーヴァがいました: { $name }は死亡します。
scan-note-creeper = { $name }がいた部屋にクリーパーを置いてください。
scan-note-larva-removed = { $name }のキャラクターボードからラーヴァを取り除いてください。
scan-note-larva-draw = { $name }のボードにラーヴァがいます: スキャンせずに4枚引きへ進みます。
scan-note-final-draw = { $count ->
    [0] 4枚引きました: 汚染カードなし。
   *[other] 4枚引きました: 汚染カード{ $count }枚。
}
scan-note-final-death = { $name }は汚染により死亡します。
scan-note-survived = { $name }は汚染チェックを生き延びました。
scan-done = 完了
camera-off = カメラはオフです: ラベル番号を入力してください。
camera-searching = カメラを探しています…
camera-on = カメラ作動中。
camera-retrying = { $seconds }秒ごとにやり直します。
camera-none = カメラが見つかりません。つなぐか、ラベル番号を入力してください。
camera-no-permission = まだカメラを使う許可がありません: システムのプライバシー設定で許可するか、番号を入力してください。
camera-busy = 別のプログラムがカメラを使っています。それを閉じるか、番号を入力してください。
camera-lost = カメラが止まりました (抜けましたか?)。読めたカードは残っています。必要なら残りを入力してください。
camera-failed = カメラのエラー ({ $detail })。
camera-ended = この入力からはもう映像が来ません。
camera-settings-title = スキャナーのカメラ
camera-first = 最初に見つかったカメラ
camera-typing-only = なし: 番号を入力
camera-not-connected = { $name } (未接続)
camera-list-searching = カメラを探しています…
camera-list-none = カメラが見つかりません。
camera-list-count = カメラが{ $count }台見つかりました。
camera-list-failed = カメラの一覧を読めません: { $reason }
camera-list-refresh = もう一度探す
camera-check-lighting = 照明チェック
labels-title = 汚染カードのラベル
labels-how = つや消しの紙に100%の大きさで印刷して切り取り、汚染カード1枚ごとにラベルを1枚貼ってください。
labels-paper-a4 = A4
labels-paper-letter = USレター
labels-print = ラベルを印刷…
labels-written = ラベルシートを保存しました: { $path }
labels-failed = ラベルシートを書き込めません: { $reason }
