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

## table
table-time = 時間 { $time }
table-self-destruct = 自爆 { $track }
table-game-over = ゲーム終了
table-victory-next = 船の運命が決まりました。みんなで勝利の確認を進めてください。
table-not-saved = 保存されていません: { $reason }
table-retry-saving = もう一度保存する
table-refused-nothing-changed = 何も変わっていません。
table-log-lost = 前のラウンドのログを作り直せませんでした({ $reason })。ゲーム自体は無事です。
table-undone = 元に戻しました: { $what }
table-round-start = 新しいラウンド: 全員が手札を5枚まで引きます。スタートプレイヤートークンは{ $name }にあります。
table-turn-of = { $name }・{ $room }
table-not-on-ship = { $name }は船の部屋にいません。
table-tap-room = マップで隣の部屋をタップすると、そこへ移動します。
table-noise-roll = 騒音ロール
table-injured = { -intruder }が負傷
table-eggs = 卵を破壊
table-end-turn = 手番終了
table-pass = パス
table-in-pod = 脱出ポッド{ $pod }の中
table-hibernating = 冬眠中
table-escaped = 脱出済み
table-dead = 死亡
table-passed = パス済み
table-move-to = { $name }を{ $room }へ移動
table-which-corridor = どの通路を通りますか?
table-corridor = 通路{ $number }
table-careful = 慎重な移動
table-careful-where = 騒音マーカーをどこに置きますか?
table-tech = 整備通路
table-tech-red = 赤の整備通路
table-tech-blue = 青の整備通路
table-hand = いまの手札の枚数(数字をタップするか数字キー)
table-move = 移動
table-noise-for = { $name }の騒音ロール
table-roll = ロール
table-which-intruder = どの{ -intruder }が負傷しましたか?
table-no-intruders = ボードに{ -intruder }はいません。
table-intruder-choice = { $key }. { $room }の{ $intruder }(これまでの負傷 { $injuries })
table-how-many-injuries = { $intruder }の負傷はいくつですか?
table-eggs-in = { $room }で破壊した卵
table-confirm = 確定
table-cancel = キャンセル
table-help-digits = 手札の枚数、負傷の数、または画面が尋ねる選択
table-help-confirm = 次へ、確定、表示、隠す
table-help-arrows = 隣の部屋を指す(Enterで移動)
table-help-tab = 次のキャラクター
table-help-noise = 騒音ロール
table-help-injure = { -intruder }が負傷(射撃・近接攻撃の結果)
table-help-eggs = 卵を破壊
table-help-turn = 手番終了、パス
table-help-event = イベントフェイズを始める
moment-encounter = { $room }で遭遇!
moment-intruder = { $intruder }!
moment-surprise = { $name }に奇襲攻撃!
moment-attack = { $name }への攻撃
moment-death = { $name }が死亡
moment-killed = { $intruder }を倒した
moment-event-card = イベントカード
moment-escaped = { $name }が脱出
moment-game-over = ゲームが終わりました
moment-winner = { $name }の勝利
moment-victory-done = 勝利の確認が終わりました
moment-happened = 起きたこと
moment-next = 次へ
moment-next-more = 次へ(残り{ $left })
walk-nothing = このステップでは何も起きません。
walk-next = 全員がパスしました
walk-next-hint = 次はイベントフェイズです。アプリが処理し、ステップごとに案内します。
walk-open = イベントフェイズを始める
walk-hands-title = 手札の枚数
walk-hands-hint = 各キャラクターはいま手札を何枚持っていますか?(数字キーは強調された行を埋めます。)
walk-start = イベントフェイズを処理する
curtain-hand-to = ノートPCを{ $name }に渡してください
curtain-others-look-away = ほかの人は見ないでください。
curtain-reveal = { $name }です: 表示する
curtain-keys = EnterかSpaceで表示します。
curtain-only-you = { $name }だけが見てください
curtain-remember = 覚えたら隠してください。二度と表示されず、ログにも残りません。
curtain-hide = 隠す
