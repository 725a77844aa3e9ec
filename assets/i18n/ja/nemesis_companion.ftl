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
storage-memory-only = データフォルダーを使えないため、このゲームはメモリ上にだけあります。

## actions
# 部屋のアクション、修正、勝利判定 (src/gui/panels/)。
action-corridor = 通路{ $numbers } → { $room }
action-door-open = 開いたドア
action-door-closed = 閉じたドア
action-door-destroyed = 壊れたドア
action-object-egg = 卵
action-object-carcass = イントルーダーの死骸
action-object-corpse = キャラクターの遺体
action-hand-hint = 汚染カードも含めて、いま手札にあるカードをすべて数えてください。
action-hand-question = { $name }の手札はいま何枚ですか?
action-hand-question-eggs = 卵{ $count }つ。{ $name }の手札はいま何枚ですか?
action-pick-room-hint = 下から選ぶか、マップで部屋をタップしてください。
action-in-pod = 脱出ポッド{ $pod }で待機中
action-hibernating = 冬眠中
action-escaped = 脱出済み
action-dead = 死亡
action-nothing = ここではアプリの出番はありません。ボードでカードを使ってください。
action-room-needs-nothing = { $room }のアクションはボードの上だけで行います。
action-check-engine = 第{ $engine }エンジンを確認
action-alone-hint = このプレイヤーだけが見ます。画面を渡してください。
action-restack = 第{ $engine }エンジンを修理または破壊工作
action-restack-needs = 修理カードか工具が必要です。故障マーカーがあってもできます。
action-restack-question = 第{ $engine }エンジン: どちらのトークンを上にしますか?
action-restack-private = このプレイヤーだけが見ます。好きな順番を選んでください。
action-restack-working = 作動を上に
action-restack-damaged = 損傷を上に
action-restack-hint = ほかのプレイヤーにわかるのは順番を変えたかどうかだけです。アプリが正直に伝えます。
action-check-all-engines = 3つのエンジンをすべて確認
action-check-coordinates = 座標を確認
action-set-destination = 目的地を変える (いまは{ $letter })
action-destination-question = 目的地マーカーを動かす先:
action-destination-hint = 誰かが冬眠中か、コックピットにイントルーダーがいると変えられません。
action-self-destruct-start = 自爆を開始
action-self-destruct-hint = マーカーが黄色に届くと取り消せません。
action-self-destruct-cancel = 自爆を取り消す
action-doors = ドアを開ける/閉める
action-doors-room = どの部屋のドアですか?
action-doors-of = { $room }のドア
action-doors-confirm = このドアにする
action-airlock = 緊急エアロック
action-airlock-question = どの部屋を封鎖しますか?
action-airlock-hint = 壊れたドアのないほかの黄色の部屋。ドアがすべて閉まり、プレイヤーフェイズの終わりまで閉じたままなら中にいる全員が死にます。
action-hatch = ポッドをロック/解除
action-hatch-question = どのポッドですか?
action-pod-lock = ポッド{ $pod }をロック ({ $dock })
action-pod-unlock = ポッド{ $pod }のロックを解除 ({ $dock })
action-fire-control = 消火装置を作動
action-fire-question = どの部屋ですか?
action-fire-hint = その部屋の火災が消え、そこにいるイントルーダーはすべて退却します。
action-fire-other = ほかの部屋
action-analyse = { $object }を分析
action-take-nest-egg = 巣から卵を取る
action-noise-roll-follows = 続いて騒音ロールを行います。
action-destroy-eggs = 卵を射撃または近接攻撃
action-eggs-question = 卵をいくつ壊しましたか?
action-eggs-hint = 負傷1つにつき卵が1つ壊れます。
action-pick-up = { $object }を拾う
action-drop = { $object }を置く
action-hibernate = 冬眠を試みる
action-board-pod = 脱出ポッドへの搭乗を試みる
action-launch-pod = ポッド{ $pod }を発進
action-leave-pod = ポッドから降りる
action-scan-room = 手札の汚染カードをスキャン
action-scan-room-hint = 任意です。感染していないカードはゲームから除かれ、感染したカードは残ってラーヴァを呼びます。
action-scan-surgery = 手術: 汚染カードをすべてスキャン
action-scan-surgery-hint = 山札、手札、捨て札のすべて。感染カードとラーヴァを取り除き、軽傷を1つ受けてパスします。
action-scan-rest = スキャン (休息カード)
action-scan-revealed = 公開されたカードをスキャン
action-scan-revealed-hint = イベントで汚染カードが公開されました。いまスキャンしてください。

fix-hint = ボードが正解です。ボードと違うところを直してください。
fix-title-room = { $room }を修正
fix-title-player = { $name }を修正
fix-title-tracks = トラックとデッキを修正
fix-nothing = ここで直すものはありません。
fix-yes = はい
fix-no = いいえ
fix-off = なし
fix-change = 変更
fix-intruders = この部屋のイントルーダー
fix-intruder-injuries = { $kind } #{ $id }: 負傷
fix-move-intruder = 移動
fix-remove-intruder = 取り除く
fix-move-intruder-question = { $kind }は実際にはどこにいますか?
fix-add-intruder = ここにイントルーダーを追加:
fix-fire = 火災
fix-malfunction = 故障
fix-room-tile = 部屋タイル: { $room }
fix-room-tile-question = ここにあるタイルはどれですか?
fix-eggs = 床の卵
fix-carcasses = イントルーダーの死骸
fix-corpses = キャラクターの遺体
fix-nest-eggs = イントルーダーボードの卵
fix-pod-locked = ポッド{ $pod }はロック中
fix-corridors = 通路
fix-noise = 騒音
fix-tech-noise = 整備通路の騒音
fix-place-here = この部屋にキャラクターを置く:
fix-place-question = キャラクターは実際にはどこにいますか?
fix-where = 場所: { $room }
fix-light-wounds = 軽傷
fix-serious-wounds = 重傷
fix-contamination = 汚染カード (山札・手札・捨て札)
fix-slime = スライムマーカー
fix-larva = キャラクターボード上のラーヴァ
fix-kill = キャラクターが死んだ
fix-kill-question = { $name }は死にましたか?
fix-kill-hint = アプリの知らないカードやルールでキャラクターが死んだときに使います。元に戻すで取り消せます。
fix-kill-confirm = はい、キャラクターは死にました
fix-time = 時間トラック
fix-self-destruct = 自爆トラック
fix-destination = 目的地マーカー
fix-bag = イントルーダーバッグ
fix-bag-hint = バッグの中身は秘密のままです。ボードと違うと確かにわかっているときだけ直してください。
fix-bag-add = バッグに入れる
fix-bag-remove = バッグから出す
fix-bag-next = 次に引かれる
fix-next-event = 次のイベントカード…
fix-next-attack = 次の攻撃カード…
fix-next-event-question = 次のイベントカードはどれですか?
fix-next-attack-question = 次の攻撃カードはどれですか?

victory-title = 勝利判定
victory-reveal = 公開
victory-reveal-hint = 全員で画面を見てください。
victory-next = 次へ
victory-ended = ゲーム終了
victory-cause-jump = 宇宙船はハイパースペースジャンプをしました。
victory-cause-self-destruct = 自爆シーケンスが終わり、宇宙船は爆発しました。
victory-cause-fire = 9つ目の火災: 船体が崩壊しました。
victory-cause-malfunction = 9つ目の故障: 船体が崩壊しました。
victory-cause-jump-self-destruct = 自爆の進行中にジャンプしたため、宇宙船は爆発しました。
victory-died-aboard = 船内で死亡: { $names }
victory-engines = エンジン
victory-engine-working = 第{ $engine }エンジン: 作動
victory-engine-damaged = 第{ $engine }エンジン: 損傷
victory-engines-ok = 2つ以上のエンジンが作動しています。ジャンプは安全です。
victory-exploded = 2つのエンジンが損傷しています。宇宙船は爆発します。
victory-died-hibernating = 冬眠カプセルの中で死亡: { $names }
victory-coordinates = 座標
victory-destination = マーカーは{ $letter }: { $place }
victory-mars-quarantine = 目的が検疫の冬眠中のキャラクターは、火星で生き残ります。
victory-not-quarantined = 検疫なしで火星に着きました。このキャラクターは死にます。
victory-contamination = 汚染
victory-objectives = 目的
victory-quarantine-question = あなたの目的は検疫ですか?
victory-yes = はい
victory-no = いいえ
victory-scan-question = 山札、手札、捨て札の汚染カードをすべてスキャンしてください。
victory-scan = カードをスキャン
victory-larva = キャラクターボードにラーヴァがいます。そのまま4枚引きに進みます。
victory-draw-four = 4枚引く
victory-no-cards = 汚染カードがありません。スキャンするものはありません。
victory-scan-of = { $name }の汚染
victory-scan-larva = ボードにラーヴァがいるので、スキャンせずに引きました。
victory-label-clean = #{ $label } 問題なし
victory-label-infected = #{ $label } 感染
victory-draw = { $count ->
    [0] 混ぜた山から4枚引きました: 汚染カードなし。
   *[other] 混ぜた山から4枚引きました: 汚染カード{ $count }枚。
}
victory-survives = 生き残ります。
victory-dies = 死にます。
victory-objective-question = 目的を公開してください。達成しましたか?
victory-met = 達成
victory-missed = 未達成
victory-winners = 勝者
victory-no-winner = 勝者はいません。
victory-over = 終わり
victory-winners-are = 勝者: { $names }
victory-not-over = ゲームはまだ終わっていません。
## homesound
home-button = 保存したゲーム
home-continue = 続きから遊ぶ
home-new-game = 新しいゲーム
home-import = ゲームファイルを読み込む…
home-recent = 最近のゲーム
home-no-games = 保存したゲームはまだありません。ゲームは遊んでいる間ずっと保存されます。
home-saved-in = ゲームの保存先: { $path }
home-list-failed = 保存したゲームの一覧を読めません: { $reason }
home-unreadable = 読み込めないゲーム(「再開」で理由を表示します)
home-delete-confirm = このゲームを完全に削除しますか?
home-keep = 残す
home-delete = 削除
home-resume = 再開
home-export = 書き出す
home-export-to = ゲームファイルの保存先:
home-import-from = 読み込むゲームファイル:
home-import-button = 読み込む
home-import-found = このフォルダーのゲームファイル:
home-cancel = キャンセル
home-finished = 終了
home-in-progress = 進行中
home-round = ラウンド{ $round }
home-deleted = ゲームを削除しました。
home-delete-failed = ゲームを削除できません: { $reason }
home-exported = ゲームを { $path } に保存しました。
home-export-exists = { $path } はすでにあります。別の名前を選んでください。何も上書きしていません。
home-export-failed = ゲームを書き出せません: { $reason }
home-imported = ゲームを読み込みました。一覧に追加されています。
home-import-failed = ファイルを読み込めませんでした。
home-import-damaged = ファイルが壊れているため、読み込みませんでした。
sound-title = サウンド
sound-status-on = { $device } で音を鳴らしています。
sound-status-off-flag = 音はオフです: --no-sound で起動しました。
sound-status-off-env = 音はオフです: NEMESIS_AUDIO=off が設定されています。
sound-status-unavailable = 音を鳴らせません: { $reason }。ゲームは音なしで続きます。
sound-unavailable-short = 音を鳴らせません
sound-unmuted = 音あり
sound-muted = ミュート
sound-mute = ミュート
sound-unmute = ミュート解除
sound-master = 全体の音量
sound-ambience = 環境音
sound-cues = 効果音
saves-kept-aside = 壊れたファイル全体を { $path } として残してあります。
saves-kept-aside-later = 壊れたファイルは、コピーを残せるようになるまでそのままにしておきます。
saves-recovery-torn = アプリが止まったとき、最後の手順({ $line } 行目)が途中までしか保存されませんでした。その前の手順からゲームを続けます。
saves-recovery-damaged = 保存したゲームの { $line } 行目が壊れています({ $reason })。その前の最後の正しい手順からゲームを続けます。
saves-recovery-refused = 保存したゲームの { $line } 行目の手順はルール上認められません({ $reason })。その前の手順からゲームを続けます。
saves-error-io = ゲームファイルを読めません: { $reason }
saves-error-empty = ゲームファイルが空です。何も保存されていません。
saves-error-too-large = どの保存ゲームよりもはるかに大きいファイルなので、開きませんでした。
saves-error-not-a-save = ネメシス・コンパニオンのゲームファイルではありません({ $reason })。
saves-error-newer = このゲームは新しいバージョンのネメシス・コンパニオンで保存されています(保存形式 { $found }、このバージョンが読めるのは { $supported } まで)。アプリを更新してから開いてください。ファイルはそのままにしてあります。
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
moment-intruder = { $intruder } 出現!
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

## table panels (lead)
table-help-actions = 選んだキャラクターの部屋アクション
table-help-fix = ボードに合わせて部屋を修正
table-panel-close = 閉じる
table-open-actions = 部屋アクション
table-fix-room = 部屋を修正
table-fix-character = キャラクターを修正
table-fix-tracks = トラックとデッキを修正
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
