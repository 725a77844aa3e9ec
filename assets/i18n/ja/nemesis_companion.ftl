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
new-game-seed-secret = ランダムに決まり、ゲーム終了まで秘密です。テーブルの誰もバッグ、デッキ、エンジンの中身を知ることはできません。
new-game-seed-type = シードコードを入力する…
new-game-seed-gives-away = このコードを知っている人は、数手から隠された準備(バッグ、デッキ、エンジン、座標)を知ることができます。新しいゲームではなく、ゲームの再現に使ってください。
new-game-seed-secret-again = シードを秘密にする
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
new-game-dealer = 部屋タイルと探査トークン
dealer-box = 箱から配る
dealer-app = アプリが配る
dealer-box-hint = 本物のタイルとトークンを裏向きに置きます。部屋を探査したら表にして、見えたものをタップしてください。アプリがタイルを勝手に決めることはありません。
dealer-app-hint = タイルとトークンはボードの横に置いておきます。部屋を探査すると、どのタイルとトークンを置くかをアプリが伝えます。
setup-room-tiles-aside = 部屋タイルは表向きで名前ごとにボードの横に置きます。ボードには置きません。部屋を探査するとき、どのタイルをどこに置くかをアプリが伝えます。
setup-exploration-aside = 探査トークンは種類ごとに分けてボードの横に置きます。探査した部屋にどのトークンを置くかをアプリが伝えます。
table-flipped-tile = どの部屋タイルを表にしましたか?
table-flipped-token = どの探査トークンを表にしましたか?
token-silence = 静寂
token-danger = 危険
token-slime = スライム
token-fire = 火災
token-malfunction = 故障
token-door = ドア
table-token-face = { $effect } · アイテム { $items }
refusal-rule-reveal-needed = 先に部屋タイルと探査トークンを表にして、見えたものをタップしてください。
side-b-hint = 難しい面: 整備通路が2系統あり、二重の通路があります。

## Setup checklist
checklist-title = ボードの準備
checklist-summary = プレイヤー{ $players }人 · { $mode } · { $side }
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
setup-pods = 脱出ポッド{ $pods }つをロック面を上にして置きます: 脱出区画Aに{ $a }番、脱出区画Bに{ $b }番(アプリが引きました)。残りのポッドは箱に戻します。
setup-eggs = イントルーダーボードに卵トークンを5つ置きます。
setup-item-decks = 緑・黄・赤のアイテムデッキと重傷デッキを混ぜ、製作アイテムのデッキをその横に置きます。
setup-contamination = アプリのラベルを貼った汚染カードを混ぜ、裏向きの山にします。
setup-markers = 火災・故障・騒音・負傷・状態マーカー、ドア、遺体と死骸のトークン、戦闘ダイスを手の届く所に置きます。
setup-tracks = 時間トラックの緑のスタート位置と、目的地トラックのBに状態マーカーを1つずつ置きます。
setup-crew = ヘルプカードと目的カードを配り、キャラクターを選び、新しいゲーム画面で選んだ色付きリングをはめたすべてのミニチュアと、青い遺体トークンを冬眠室に置きます。

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
map-room-slime-room = スライム部屋
map-room-hatch-control = ハッチ制御
map-room-fire-control = 消火室
map-room-engine-control = エンジン制御
map-room-airlock-control = エアロック
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
# a corridor with no door token on it (an opened door goes back to the supply)
fix-door-none = ドアなし
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
saves-error-in-use = このゲームは別の画面で開かれています。先にそちらを閉じてください(1つのゲームを同時に遊べるのは1つの画面だけなので、どの手順も失われません)。
saves-error-other-game = このファイルは、このバージョンのネメシス・コンパニオンでは開けない別のゲーム({ $game })の保存ファイルです。アプリを更新してから開いてください。ファイルはそのままにしてあります。
## table
table-time = 時間 { $time }
table-self-destruct = 自爆 { $track }
table-game-over = ゲーム終了
table-victory-next = 船の運命が決まりました。みんなで勝利の確認を進めてください。
table-victory-over = 勝利の確認が終わりました。新しいゲームは下のボタンから始めます。
table-victory-again = 勝利の確認をもう一度見る
table-victory-open = 勝利の確認に戻る
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
table-how-many-injuries = { $intruder }に与えた負傷はいくつですか?
table-eggs-in = { $room }で破壊した卵
table-confirm = 確定
table-cancel = キャンセル
table-help-digits = 手札の枚数、負傷の数、番号付きの部屋アクション、または画面が尋ねる選択
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
curtain-reveal = { $name }です。表示してください
curtain-keys = EnterかSpaceで表示します。
curtain-only-you = { $name }だけが見てください
curtain-remember = 覚えたら隠してください。二度と表示されず、ログにも残りません。
curtain-hide = 隠す

## table panels (lead)
table-help-actions = 選んだキャラクターの部屋アクション
table-help-fix = ボードに合わせて部屋を修正
table-map-only = マップだけ
table-show-panel = パネルを表示  [M]
table-help-map-only = マップだけを大きく表示 (もう一度でパネルが戻ります)
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
scan-too-many = { $read }枚読めましたが、このキャラクターの汚染カードは{ $owned }枚だけです: 他の人のカードをカメラの前からどけるか(リストから外れます)、横の×を押してください。
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

## narrate
# ゲームログ (log-)、本人だけが見る情報 (sight-)、元に戻す/やり直すの表示 (cmd-)、操作を受け付けない理由 (refusal-)、
# それらが共有する短い名前 (name-)。私たち自身の言葉で書いています。カードの効果は effects.ftl にあります。
name-room = 部屋{ $number }
name-room-known = 部屋{ $number } ({ $name })
name-corridor = { $room }の通路{ $number }
name-corridor-toward = { $room }の通路{ $number } ({ $other }方面)
name-tech-main = 整備通路
name-tech-red = 赤の整備通路
name-tech-blue = 青の整備通路
name-intruder-unknown = イントルーダー
name-one-larva = ラーヴァ
name-one-creeper = クリーパー
name-one-adult = アダルト
name-one-breeder = ブリーダー
name-one-queen = クイーン
name-one-blank = ブランク
name-object-egg = 卵
name-object-carcass = イントルーダーの死骸
name-object-corpse = キャラクターの遺体
name-working = 作動
name-damaged = 損傷
name-attack-slime = スライム
name-attack-scratch = ひっかき
name-attack-claw = 爪攻撃
name-attack-bite = 噛みつき
name-attack-tail = 尾の攻撃
name-attack-frenzy = 狂乱
name-attack-transformation = 変態
name-attack-summoning = 呼び寄せ
name-event-damaging_fire = 延焼
name-event-regeneration = 再生
name-event-scent_of_prey = 獲物の匂い
name-event-flammable_compounds = 可燃性物質
name-event-bulkheads_open = 隔壁開放
name-event-hunt = 狩り
name-event-eclosion = 羽化
name-event-coolant_leak = 冷却材漏れ
name-event-nest_noise = 巣
name-event-short_circuit = ショート
name-event-damage = 損傷
name-event-egg_protection = 卵の防衛
name-event-consuming_fire = 猛火
name-event-malfunction = 故障
name-event-lurking = 潜伏
name-event-pod_ejection = 脱出ポッド射出
name-event-hatching = 孵化
name-event-life_support_failure = 生命維持システムの故障
name-event-tech_noise = 整備通路の騒音
name-weakness-vital_places = 急所
name-weakness-way_of_moving = 移動の仕方
name-weakness-phosphates = リン酸塩への過敏性
name-weakness-energy = エネルギーへの脆弱性
name-weakness-reaction_to_danger = 危険への反応
name-weakness-brink_of_extinction = 絶滅寸前の種
name-weakness-way_of_fighting = 戦い方
name-weakness-fire = 火への脆弱性
name-retreat = 退却

log-moved = { $player }は{ $from }から{ $to }へ移動します。
log-moved-escape = { $player }は{ $from }の戦闘から逃れ、{ $to }へ移動します。
log-room-revealed = 部屋{ $number }を探査しました: { $name }。{ $items ->
    [0] 探索できるアイテムはありません。
    [one] 探索できるアイテムは1つです。
   *[other] 探索できるアイテムは{ $items }つです。
}
log-room-revealed-todo-box = 部屋{ $number }の探査トークンを捨てて、アイテムカウンターを{ $items }にします。
log-room-revealed-todo-app = 横に置いた{ $name }のタイルを部屋{ $number }に表向きで置き、アイテムカウンターを{ $items }にします。探査トークン: { $token }。
log-exploration-ignored = 慎重な移動のため、{ $room }の「{ $token }」トークンは無視されます。
log-noise-corridor = { $player }が{ $room }で騒音ダイスを振ります: 通路{ $number }。
log-noise-danger = { $player }が{ $room }で騒音ダイスを振ります: 危険！
log-noise-silence = { $player }が{ $room }で騒音ダイスを振ります: 静寂。
log-noise-slime = { $player }が{ $room }で騒音ダイスを振ります: 静寂。しかしスライムのせいで危険になります！
log-noise-placed = { $spot }に騒音。
log-noise-placed-todo = { $spot }に騒音マーカーを置きます。
log-noise-cleared = { $room }のまわりの騒音が、何かを呼び寄せました。
log-noise-cleared-todo = { $room }の通路{ $numbers }から騒音マーカーを取り除きます。
log-noise-cleared-todo-tech = { $tech }から騒音マーカーを取り除きます。
log-noise-cleared-todo-both = { $room }の通路{ $numbers }と{ $tech }から騒音マーカーを取り除きます。
log-no-roll-company = { $player }は騒音ロールを行いません: { $room }にはほかのキャラクターかイントルーダーがいます。
log-no-roll-token = { $player }は{ $room }で騒音ロールを行いません: 探査トークンの効果が優先されます。
log-danger-nothing = { $room }で危険。しかし来られるイントルーダーがおらず、通路にはすべて騒音マーカーがあります: 何も起こりません。
log-first-encounter = 最初の遭遇です！ これ以降、各プレイヤーの目的は1つだけです。
log-first-encounter-todo = 各プレイヤーは2枚の目的カードのうち1枚を残し、もう1枚は誰にも見せずに箱に戻します。
log-encounter-noise = { $player }が、すでに騒音マーカーのある通路で騒音を立てました: { $room }で遭遇！
log-encounter-queen = キャラクターが巣にいるときにクイーントークンが出ました: { $room }で遭遇！
log-encounter-event = イベントカードにより、{ $room }の{ $player }に遭遇が起こります！
log-encounter-nobody = { $room }で遭遇！
log-token-drawn = イントルーダーバッグから: { $one } (奇襲の数字 { $surprise })。
log-token-blank = イントルーダーバッグから: ブランク。
log-bag-empty = イントルーダーバッグは空です: 何も現れません。
log-intruder-placed = { $room }に{ $one }が現れます！
log-intruder-placed-todo = { $room }に{ $one }のミニチュアを置きます。
log-intruder-relocated = { $kind }のミニチュアはすべて使用中のため、代わりに{ $from }の{ $kind }が{ $to }に現れます。
log-intruder-relocated-todo = { $kind }のミニチュアを{ $from }から{ $to }へ移し、負傷マーカーを外します。
log-blank = ブランク: 何も現れませんが、{ $room }のまわりの通路が騒音で埋まります。ブランクはバッグに戻します。
log-blank-last = ブランクはバッグの最後のトークンでした: アダルトトークン1つと一緒にバッグに戻し、{ $room }のまわりの通路が騒音で埋まります。
log-surprise = 奇襲攻撃！ { $player }の手札は{ $hand ->
    [one] 1枚
   *[other] { $hand }枚
}で、トークンの数字{ $token }より少ないため、{ $kind }がすぐに攻撃します。
log-surprise-no-cards = { $player }は手札がありません: 現れた{ $kind }がすぐに攻撃します。
log-no-surprise = 奇襲攻撃はありません: { $player }の手札は{ $hand ->
    [one] 1枚
   *[other] { $hand }枚
}で、トークンの数字{ $token }以上です。
log-intruder-moved = { $kind }が{ $from }から通路{ $number }を通って{ $to }へ移動します。
log-intruder-moved-todo = { $kind }を{ $from }から通路{ $number }を通して{ $to }へ移します。
log-intruder-vanished = { $from }の{ $kind }は{ $network }に入り込み、姿を消します。
log-intruder-vanished-todo = { $from }から{ $kind }のミニチュアを取り除きます。
log-door-destroyed = { $room }のイントルーダーが、通路{ $number }の閉じたドアを破壊します。
log-door-destroyed-todo = { $room }の通路{ $number }のドアを、破壊されたドアに置き換えます。
log-intruder-withdrawn = { $from }の{ $kind }がボードを離れます。そのトークンはバッグに戻ります。
log-intruder-withdrawn-todo = { $from }から{ $kind }のミニチュアを取り除きます。
log-attack = { $kind }が{ $player }を攻撃します: { $card }。{ $effect }
log-attack-miss = { $kind }が{ $player }を攻撃しますが、{ $card }はこのイントルーダーの攻撃ではありません: 攻撃は外れます。
log-infestation = ラーヴァが{ $player }に飛びつきます！
log-infestation-todo = ラーヴァのミニチュアを{ $player }のキャラクターボードに移します。
log-infestation-again = ラーヴァが{ $player }に飛びつきますが、すでに1体寄生しています。
log-infestation-again-todo = 攻撃したラーヴァのミニチュアをボードから取り除きます。
log-contamination = { $player }は汚染カードを1枚受け取ります。
log-contamination-todo = { $player }: 汚染カードの山の一番上のカードを、アクションカードの捨て山に置いてください。
log-contamination-empty = 汚染カードの山が空です: { $player }はカードを受け取りません。
log-slimed = { $player }はスライムまみれになります。
log-slimed-todo = { $player }のキャラクターボードにスライムマーカーを置きます。
log-light-wound = { $player }は軽傷を受けます (軽傷 { $light }/3)。
log-light-wound-todo = { $player }のキャラクターボードに軽傷マーカーを置きます。
log-light-wound-third = { $player }は3つ目の軽傷を受けます: 重傷になります。
log-light-wound-third-todo = { $player }の軽傷マーカーを取り除きます。
log-serious-wound = { $player }は重傷を受けます (重傷 { $serious }/3)。
log-serious-wound-todo = { $player }: 重傷カードを1枚引き、キャラクターボードに置いてください。
log-transformed = { $room }の{ $from }が{ $one }に変わります！
log-transformed-todo = { $room }の{ $from }のミニチュアを{ $one }のミニチュアに置き換えます。
log-transformation-failed = { $kind }は{ $one }に変わるはずですが、空いているミニチュアがありません。
log-died-wounds = { $player }は負傷により死亡します。
log-died-attack = { $player }は攻撃により死亡します。
log-died-infection = { $player }の体内のラーヴァが孵化します: { $player }は死亡します。
log-died-airlock = { $player }はエアロックから宇宙へ放り出されます。
log-died-reported = { $player }が死亡しました (テーブルからの報告)。
log-died-jump = 宇宙船がジャンプしたとき、{ $player }は冬眠していなかったため死亡します。
log-died-explosion = { $player }は宇宙船の破壊とともに死亡します。
log-died-destination = 宇宙船は誤った目的地に着きます: { $player }は二度と目覚めません。
log-died-contamination = 感染に打ち勝てませんでした: { $player }は死亡します。
log-died-todo = { $room }にある{ $player }のミニチュアを遺体トークンに置き換えます。持っていた物はその部屋に落ちます。
log-first-death = 宇宙船で最初の死者が出ました: すべての脱出ポッドのロックが解除されます。
log-first-death-intruder-player = 宇宙船で最初の死者が出ました: すべての脱出ポッドのロックが解除され、{ $player }はこれからイントルーダーを操作できます。
log-pods-unlocked = すべての脱出ポッドのロックが解除されます。
log-pods-unlocked-todo = 宇宙船に残っている脱出ポッドをすべてロック解除面に裏返します。
log-injured-attack = { $room }の{ $kind }の負傷は{ $injuries ->
    [one] 1つ
   *[other] { $injuries }つ
}になりました。
log-injured-fire = 火災が{ $room }の{ $kind }を焼きます: 負傷は{ $injuries ->
    [one] 1つ
   *[other] { $injuries }つ
}になりました。
log-injured-fire-control = 消火システムが{ $room }の{ $kind }を痛めつけます: 負傷は{ $injuries ->
    [one] 1つ
   *[other] { $injuries }つ
}になりました。
log-injuries-todo = { $room }の{ $kind }には負傷マーカーが{ $injuries ->
    [one] 1つ
   *[other] { $injuries }つ
}置かれているはずです。
log-death-check = { $kind }の負傷判定: 引いた攻撃カード ({ $cards }) の血のしずくの合計は{ $health }です。
log-death-check-retreat = { $kind }の負傷判定: 引いた攻撃カード ({ $cards }) の血のしずくの合計は{ $health }で、退却アイコンが出ています。
log-death-check-retreat-only = { $kind }の負傷判定: 引いた攻撃カード ({ $cards }) には退却アイコンだけで血のしずくがないので、死にません。生き残り、退却します。
log-killed = { $room }の{ $kind }が死にます！
log-killed-carcass-todo = { $room }の{ $kind }のミニチュアをイントルーダーの死骸トークンに置き換えます。
log-killed-todo = { $room }から{ $kind }のミニチュアを取り除きます。
log-retreat = { $kind }が退却します: イベントカード{ $card }が示すのは通路{ $number }です。
log-eggs-nest = 巣の卵が{ $count ->
    [one] 1つ
   *[other] { $count }つ
}破壊されます。
log-eggs-nest-todo = イントルーダーボードから卵を{ $count ->
    [one] 1つ
   *[other] { $count }つ
}取り除きます。
log-eggs-room = { $room }の卵が{ $count ->
    [one] 1つ
   *[other] { $count }つ
}破壊されます。
log-eggs-room-todo = { $room }から卵トークンを{ $count ->
    [one] 1つ
   *[other] { $count }つ
}取り除きます。
log-nest-destroyed = 巣が破壊されます: イントルーダーボードに卵が残っていません。
log-nest-destroyed-with-ship = 巣は船と共に失われました。巣は破壊されたことになります。
log-event-step = イベントフェイズ: { $step }。
log-time = 時間マーカーが進みます: ジャンプまで残り{ $time ->
    [one] 1マス
   *[other] { $time }マス
}です。
log-time-todo = 時間マーカーを1マス進めます。
log-time-out = 時間マーカーがトラックの最後のマスに着きました。
log-self-destruct-advanced = 自爆: 爆発まで残り{ $track ->
    [one] 1マス
   *[other] { $track }マス
}です。
log-self-destruct-advanced-todo = 自爆マーカーを1マス進めます。
log-hibernation-opened = 冬眠カプセルが開きました: これ以降、冬眠室で冬眠を試みることができます。
log-point-of-no-return = 自爆が引き返せない段階を過ぎました: もう中止できず、すべての脱出ポッドのロックが解除されます。
log-event-card = イベントカード: { $name }。描かれたイントルーダー ({ $kinds }) は、戦闘中でなければ通路{ $number }を通って移動します。
log-event-effect = { $name }の効果: { $effect }
log-fire = { $room }で火災が発生します！
log-fire-todo = { $room }に火災マーカーを置きます。
log-fire-out = { $room }の火が消えます。
log-fire-out-todo = { $room }から火災マーカーを取り除きます。
log-malfunction = { $room }が故障します。
log-malfunction-todo = { $room }に故障マーカーを置きます。
log-malfunction-not-here = { $room }は故障しません: 故障トークンの効果はありません。マーカーは置きません。
log-healed = { $room }の{ $kind }が再生します: 残りの負傷は{ $injuries ->
    [0] ありません
    [one] 1つです
   *[other] { $injuries }つです
}。
log-door-open = { $corridor }のドアが開きます。
log-door-open-todo = { $corridor }のドアを開けます。
log-door-closed = { $corridor }のドアが閉まります。
log-door-closed-todo = { $corridor }に閉じたドアを置きます。
log-door-broken = { $corridor }のドアが破壊されます。
log-door-broken-todo = { $corridor }に破壊されたドアを置きます。
log-items-lost = 火災が{ $room }に残っていた物をすべて焼き尽くします。
log-items-lost-todo = { $room }のアイテムカウンターを0にします。
log-pod-launched = 脱出ポッド{ $pod }が{ $players }を乗せて発射されます！
log-pod-launched-empty = 脱出ポッド{ $pod }が空のまま発射されます。
log-pod-launched-todo = 脱出ポッド{ $pod }をボードから取り除きます。
log-bag-replace = バッグの発展で{ $one }を引きました: そのトークンはバッグから出て、代わりに{ $next }トークンが入ります。
log-bag-roll = バッグの発展で{ $one }を引きました: バッグに戻し、戦闘中でないキャラクター全員が騒音ロールを行います。
log-bag-queen = バッグの発展で{ $one }を引きました: 巣に誰かいればクイーンが現れ、いなければ巣が卵を1つ産みます。
log-bag-add = バッグの発展で{ $one }を引きました: { $next }トークン1つと一緒にバッグに戻します。
log-token-to-bag = { $one }トークンをイントルーダーバッグに入れます。
log-token-to-supply = { $kind }トークンがイントルーダーバッグから出ます。
log-supply-empty = バッグの外に{ $kind }トークンが残っていないため、何も入れません。
log-egg-added = 巣が卵を産みます: イントルーダーボードの卵は{ $eggs }つです。
log-egg-added-todo = イントルーダーボードに卵を1つ置きます。
log-everyone-rolls = 戦闘中でないキャラクター全員が、次の順に騒音ロールを行います: { $players }。
log-everyone-rolls-none = 騒音ロールを行えるキャラクターがいません: 全員が戦闘中か、もう宇宙船にいません。
log-scan-requested = { $players }: アクションデッキの上から4枚を公開し、その中の汚染カードをスキャンしてください。
log-scan-requested-todo = 公開した汚染カードをスキャンし、公開したカードはすべて捨てます。
log-round = ラウンド{ $round }開始。スタートプレイヤーは{ $player }です。
log-round-todo = スタートプレイヤートークンを{ $player }に渡します。全員、手札が5枚になるまで引きます。
log-fire-wound = { $player }は燃えている{ $room }で手番を終えます。
log-passed = { $player }はパスします。
log-engine-changed = 第{ $engine }エンジンに手が加えられました: 2つのトークンの順番が変わりました。
log-engine-unchanged = 第{ $engine }エンジンに手が加えられました: 2つのトークンの順番は変わっていません。
log-destination = 目的地マーカーが{ $letter }に移ります。
log-destination-todo = 目的地マーカーを{ $letter }に置きます。
log-self-destruct-started = 自爆シーケンスが始まりました！
log-self-destruct-started-todo = 自爆トラックの最初のマスに状態マーカーを置きます。
log-self-destruct-cancelled = 自爆シーケンスが中止されました。
log-self-destruct-cancelled-todo = 自爆トラックからマーカーを取り除きます。
log-airlock-sealed = 緊急エアロックが{ $room }を封鎖します: プレイヤーフェイズの終わりにドアが閉じたままなら、中にいる全員が死亡します。
log-airlock-sealed-todo = { $room }のドアをすべて閉じ、そこにエアロックトークンを置きます。
log-airlock-broken = { $room }のドアがまた開きました: エアロックは解除されます。
log-airlock-broken-todo = { $room }からエアロックトークンを取り除きます。
log-airlock-vented = { $room }の空気が宇宙へ排出されます！
log-airlock-vented-todo = { $room }からエアロックトークンを取り除きます。
log-pod-locked = 脱出ポッド{ $pod }がロックされます。
log-pod-locked-todo = 脱出ポッド{ $pod }をロック面に裏返します。
log-pod-unlocked = 脱出ポッド{ $pod }のロックが解除されます。
log-pod-unlocked-todo = 脱出ポッド{ $pod }をロック解除面に裏返します。
log-weakness = { $object }を分析し、イントルーダーの弱点が判明しました: { $name }。{ $effect }
log-weakness-todo = イントルーダーボードの{ $object }のスペースの横にある弱点カードを表にします。
log-taken = { $player }は{ $room }の{ $object }を拾います。
log-taken-nest = { $player }は巣から卵を1つ取ります。
log-taken-nest-todo = イントルーダーボードの卵を1つ{ $player }に移します。
log-dropped = { $player }は{ $room }に{ $object }を置きます。
log-hibernated = { $player }は冬眠に入ります。
log-hibernated-todo = { $player }のミニチュアをボードから取り除きます。
log-attempt-failed = イントルーダーが現れました: { $player }の試みは失敗です。
log-boarded = { $player }は脱出ポッド{ $pod }に乗り込みます。
log-boarded-todo = { $player }のミニチュアを脱出ポッド{ $pod }に置きます。
log-left-pod = { $player }は脱出ポッドを降りて{ $room }に出ます。
log-left-pod-todo = { $player }のミニチュアを{ $room }に戻します。
log-escaped = { $player }はポッド{ $pod }で脱出します！
log-label-infected = { $player }の汚染カード{ $label }: 「感染」。
log-label-clean = { $player }の汚染カード{ $label }: 問題なし。
log-label-removed = 汚染カード{ $label }をゲームから取り除きます。
log-label-removed-todo = { $player }: 汚染カード{ $label }をゲームから取り除いてください。
log-larva = { $player }の体内でラーヴァが育ちます。
log-larva-todo = { $player }のキャラクターボードにラーヴァのミニチュアを置きます。
log-larva-removed = { $player }の体からラーヴァが摘出されます。
log-larva-removed-todo = { $player }のキャラクターボードからラーヴァのミニチュアを取り除きます。
log-intruder-player = { $player }はラウンド{ $round }からイントルーダーを操作します。
log-corrected = 修正: { $what }
log-fix-add-intruder = { $room }に{ $one }を追加しました。
log-fix-move-intruder = { $kind }を{ $room }に移しました。
log-fix-remove-intruder = { $kind }をボードから取り除きました。
log-fix-injuries = { $room }の{ $kind }の負傷は{ $injuries }つです。
log-fix-noise-on = { $corridor }に騒音マーカーがあります。
log-fix-noise-off = { $corridor }に騒音マーカーはありません。
log-fix-tech-noise-on = { $network }に騒音マーカーがあります。
log-fix-tech-noise-off = { $network }に騒音マーカーはありません。
log-fix-door-open = { $corridor }のドアは開いています。
log-fix-door-closed = { $corridor }のドアは閉じています。
log-fix-door-destroyed = { $corridor }のドアは破壊されています。
log-fix-fire-on = { $room }は燃えています。
log-fix-fire-off = { $room }は燃えていません。
log-fix-malfunction-on = { $room }は故障しています。
log-fix-malfunction-off = { $room }は故障していません。
log-fix-room = 部屋{ $number }のタイルは{ $name }です。
log-fix-objects = { $room }には卵{ $eggs }つ、イントルーダーの死骸{ $carcasses }つ、遺体{ $corpses }つがあります。
log-fix-place-character = { $player }は{ $room }にいます。
log-fix-slime-on = { $player }はスライムマーカーを持っています。
log-fix-slime-off = { $player }はスライムマーカーを持っていません。
log-fix-larva-on = { $player }のキャラクターボードにラーヴァがいます。
log-fix-larva-off = { $player }のキャラクターボードにラーヴァはいません。
log-fix-wounds = { $player }の負傷は軽傷{ $light }つ、重傷{ $serious }つです。
log-fix-contamination = { $player }は汚染カードを{ $cards }枚持っています。
log-fix-time = 時間マーカーはジャンプの{ $time }マス手前です。
log-fix-self-destruct-on = 自爆は進行中で、爆発まで{ $track }マスです。
log-fix-self-destruct-off = 自爆は進行していません。
log-fix-destination = 目的地マーカーは{ $letter }にあります。
log-fix-nest-eggs = イントルーダーボードの卵は{ $eggs }つです。
log-fix-pod-locked = 脱出ポッド{ $pod }はロックされています。
log-fix-pod-unlocked = 脱出ポッド{ $pod }はロック解除されています。
log-fix-token-to-bag = { $one }トークンをイントルーダーバッグに入れました (バッグの外に残っていた場合)。
log-fix-token-from-bag = { $one }トークンをイントルーダーバッグから出しました (バッグに入っていた場合)。
log-fix-kill = { $player }はテーブルで死亡しました。
log-fix-next-token = バッグから次に出るトークンは、手で引いたものになります。
log-fix-next-event = 次のイベントカードはテーブルで選びました。
log-fix-next-attack = 次の攻撃カードはテーブルで選びました。
log-end-jump = 時間トラックが尽きました: 宇宙船がハイパースペースジャンプを行います。
log-end-self-destruct = 自爆が完了します: 宇宙船が爆発します！
log-end-ninth-fire = 9つ目の火災が発生します: 宇宙船は燃え尽きて破壊されます！
log-end-ninth-malfunction = 9つ目の故障が必要になります: 宇宙船はばらばらになります！
log-end-jump-self-destruct = 自爆が進行したまま宇宙船がジャンプし、爆発します！
log-engines = エンジンの確認: 第1エンジン { $first }、第2エンジン { $second }、第3エンジン { $third }。
log-ship-exploded = 2つ以上のエンジンが損傷しています: 宇宙船はジャンプ中に爆発し、すべてのイントルーダーと冬眠中の全員が巻き込まれます。
log-coordinates = 座標カードが公開されます: { $letter }の目的地は{ $destination }です。
log-final-draw = { $player }は自分のカードをすべて混ぜて4枚引きます: { $count ->
    [0] 汚染カードはありません
    [one] 汚染カード1枚
   *[other] 汚染カード{ $count }枚
}。
log-survived = { $player }は感染チェックを生き延びました。
log-objective-met = { $player }は目的を達成しました。
log-objective-failed = { $player }は目的を達成できませんでした。
log-winner = { $player }の勝利です！
log-victory-done = 勝利判定が終わりました。

sight-engine = 第{ $engine }エンジン: { $state }。
sight-engine-hint = ほかの人には、本当のことを言っても嘘をついてもかまいません。
sight-engines = エンジン制御室で分かること:
sight-engine-stack = 第{ $engine }エンジン: 上のトークンは{ $top }、その下は{ $bottom }です。
sight-engine-stack-hint = 好きな順番に重ねてください。ほかの人には、順番を変えたかどうかだけが伝わります。
sight-coordinates = 座標カード (各文字の目的地):
sight-coordinates-letter = { $letter }欄: { $destination }
sight-coordinates-marker = 目的地マーカーは{ $letter }にあります。
sight-coordinates-hint = ほかの人には、本当のことを言っても嘘をついてもかまいません。
sight-attack = { $player }への{ $kind }の攻撃カードを選んでください:
sight-attack-any = 攻撃カードを1枚選んでください:
sight-attack-card = { $name } (血のしずく: { $health }): { $effect }
sight-attack-card-miss = { $name }: { $kind }のシンボルがないため、攻撃は外れます。

cmd-move = { $player }を{ $room }へ移動
cmd-move-careful = 慎重な移動: { $player }を{ $room }へ
cmd-noise-roll = { $player }の騒音ロール
cmd-injure = { $kind }に負傷を与える ({ $injuries })
cmd-destroy-eggs = { $room }の卵を破壊
cmd-end-turn = { $player }の手番を終了
cmd-pass = { $player }がパス
cmd-event-phase = イベントフェイズ
cmd-check-engine = 第{ $engine }エンジンを確認
cmd-check-all-engines = すべてのエンジンを確認
cmd-restack-engine = 第{ $engine }エンジンを修理または破壊工作
cmd-check-coordinates = 座標を確認
cmd-set-destination = 目的地を設定
cmd-self-destruct-start = 自爆を開始
cmd-self-destruct-cancel = 自爆を中止
cmd-doors = ドアを開閉
cmd-airlock = { $room }の緊急エアロック
cmd-hatch = ハッチ制御: 脱出ポッド{ $pod }
cmd-fire-control = { $room }で消火システム
cmd-analyse = { $object }を分析
cmd-take-egg = { $player }が巣から卵を取る
cmd-pick-up = { $player }が{ $object }を拾う
cmd-drop = { $player }が{ $object }を置く
cmd-hibernate = { $player }が冬眠を試みる
cmd-board-pod = { $player }が脱出ポッドへの搭乗を試みる
cmd-launch-pod = 脱出ポッド{ $pod }を発射
cmd-leave-pod = { $player }が脱出ポッドを降りる
cmd-scan = { $player }の汚染カードをスキャン
cmd-become-intruder-player = { $player }がイントルーダープレイヤーになる
cmd-intruder-move = イントルーダープレイヤーが{ $kind }を移動
cmd-intruder-attack = イントルーダープレイヤーが{ $player }を攻撃
cmd-intruder-choose = イントルーダープレイヤーが攻撃を選ぶ
cmd-victory-scan = { $player }の最終スキャン
cmd-victory-quarantine = { $player }の検疫の回答
cmd-victory-objective = { $player }の目的
cmd-fix-intruders = 修正: イントルーダー
cmd-fix-noise = 修正: 騒音マーカー
cmd-fix-doors = 修正: ドア
cmd-fix-fire = 修正: 火災
cmd-fix-malfunction = 修正: 故障
cmd-fix-room = 修正: 部屋タイル
cmd-fix-objects = 修正: 部屋にある物
cmd-fix-character = 修正: { $player }
cmd-fix-time = 修正: 時間トラック
cmd-fix-self-destruct = 修正: 自爆トラック
cmd-fix-destination = 修正: 目的地マーカー
cmd-fix-eggs = 修正: イントルーダーボードの卵
cmd-fix-pod = 修正: 脱出ポッド{ $pod }
cmd-fix-bag = 修正: イントルーダーバッグ
cmd-fix-events = 修正: イベントデッキ
cmd-fix-attacks = 修正: 攻撃デッキ

refusal-data = アプリのゲームデータが壊れています: { $detail }
refusal-setup-solo = ソロモードはプレイヤー1人専用です。
refusal-setup-coop = 完全協力モードには2〜5人のプレイヤーが必要です。
refusal-setup-count = ゲームには1〜5人のプレイヤーが必要です。
refusal-setup-roles = 同じキャラクターは1人しか使えません。
refusal-game-over = ゲームは終了しています。
refusal-game-not-over = ゲームはまだ終わっていません。
refusal-unknown-player = { $player }はこのゲームに参加していません。
refusal-unknown-intruder = そのイントルーダーはもうボード上にいません。
refusal-unknown-slot = ボードのこの面には部屋{ $number }がありません。
refusal-unknown-corridor = その通路はそこにつながっていません。
refusal-unknown-pod = 宇宙船に脱出ポッド{ $pod }はありません。
refusal-unknown-label = ラベル{ $label }は、アプリの汚染カード用ラベルではありません。
refusal-not-on-board = { $player }は宇宙船のどの部屋にもいません。
refusal-not-neighbour = { $from }は{ $to }の隣ではありません。
refusal-door-closed = { $corridor }のドアは閉じています。
refusal-in-combat = 戦闘中はできません: 部屋にイントルーダーがいます。
refusal-wrong-room = これは{ $room }にいるキャラクターだけが行えます。
refusal-malfunction = { $room }は故障しています: 部屋のアクションは使えません。
refusal-hand-missing = 先に{ $player }の手札の枚数を入力してください。
refusal-rule-airlock-yellow = エアロックで封鎖できるのは、ほかの黄色い部屋だけです。
refusal-rule-already-dead = そのキャラクターはすでに死亡しています。
refusal-rule-already-passed = そのプレイヤーはすでにパスしています。
refusal-rule-already-running = 自爆シーケンスはすでに進行中です。
refusal-rule-attack-deck-empty = 攻撃デッキが空です。
refusal-rule-blank-not-miniature = ブランクはトークンで、ミニチュアではありません。
refusal-rule-card-not-drawn = そのカードは引いた攻撃カードの中にありません。
refusal-rule-card-not-in-deck = そのカードはデッキにも捨て札にもありません。
refusal-rule-cards-1-to-5 = 攻撃カードは1〜5枚引いてください。
refusal-rule-careful-spot-noise = そこにはすでに騒音マーカーがあります: 慎重な移動では別の場所を選んでください。
refusal-rule-corridor-1-to-4 = 通路の番号は1〜4です。
refusal-rule-destination-locked = 誰かが冬眠中か、コックピットにイントルーダーがいる間は、目的地を変更できません。
refusal-rule-door-destroyed = 破壊されたドアは開くことも閉じることもできません。
refusal-rule-doors-of-one-room = 1つの部屋のドアだけを選んでください。
refusal-rule-hands-full = 手がふさがっています: キャラクターが持てる重い物は2つまでです。
refusal-rule-hibernation-closed = 冬眠カプセルはまだ開いていません。
refusal-rule-intruder-player-choosing = イントルーダープレイヤーがまだ攻撃カードを選んでいます。
refusal-rule-label-out-of-game = その汚染カードはすでにゲームから取り除かれています。
refusal-rule-more-labels = キャラクターが持っている枚数より多くのカードがスキャンされました。
refusal-rule-no-eggs = そこに卵はありません。
refusal-rule-no-intruder-player = このラウンドはイントルーダーを操作するプレイヤーがいません。
refusal-rule-no-open-pod = この区画には、空席のあるロック解除済みの脱出ポッドがありません。
refusal-rule-no-such-engine = 宇宙船のエンジンは1、2、3だけです。
refusal-rule-no-such-entrance = その部屋には、その整備通路への入口がありません。
refusal-rule-no-such-letter = 目的地トラックの文字はA〜Dだけです。
refusal-rule-no-such-network = ボードのこの面には、その整備通路はありません。
refusal-rule-no-such-token = このゲームにはその種類のトークンがありません。
refusal-rule-no-tile-here = そこに部屋タイルはありません。
refusal-rule-no-token-here = そこに探査トークンはありません。
refusal-rule-not-carrying = そのキャラクターはそれを持っていません。
refusal-rule-not-enough-contamination = 汚染カードの山にそれほど多くのカードは残っていません。
refusal-rule-not-in-pod = そのキャラクターは脱出ポッドに乗っていません。
refusal-rule-not-running = 自爆シーケンスは進行していません。
refusal-rule-not-waiting = 勝利判定は今これを待っていません。
refusal-rule-nothing-to-choose = 選択を待っている攻撃カードはありません。
refusal-rule-nothing-to-pick-up = ここにはその種類の拾える物がありません。
refusal-rule-object-not-in-lab = 分析するには、その物が研究室にある必要があります。
refusal-rule-only-8-eggs = 箱に入っている卵は8つだけです。
refusal-rule-only-8-fires = 箱に入っている火災マーカーは8つだけです。
refusal-rule-only-8-malfunctions = 箱に入っている故障マーカーは8つだけです。
refusal-rule-only-first-dead = イントルーダーを操作できるのは、最初にキャラクターが死亡したプレイヤーだけです。
refusal-rule-pod-empty = その脱出ポッドには誰も乗っていません。
refusal-rule-point-of-no-return = 自爆は引き返せない段階を過ぎていて、中止できません。
refusal-rule-room-already-known = その部屋はすでに判明しています: 別のタイルは置けません。
refusal-rule-room-no-malfunction = その部屋には故障マーカーを置けません。
refusal-rule-tile-in-play = その部屋タイルはすでにボード上にあります。
refusal-rule-someone-hibernating = 誰かが冬眠している間はできません。
refusal-rule-standard-mode-only = 通常モードでのみ行えます。
refusal-rule-target-not-in-room = 対象がイントルーダーと同じ部屋にいません。
refusal-rule-time-out-of-range = 時間トラックにそのマスはありません。
refusal-rule-track-out-of-range = 自爆トラックにそのマスはありません。
refusal-rule-wounds-out-of-range = キャラクターの負傷は軽傷2つ、重傷3つまでです。
refusal-rule-corridor-twice = 1つの行動で同じドアを2回設定することはできません。
refusal-rule-player-twice = 手札の枚数は各プレイヤー1回だけ伝えます。
refusal-rule-game-too-long = このゲームの手順はどのゲームよりも多すぎます。新しいゲームを始めてください。
refusal-rule-hand-out-of-range = そんなに多くの手札を持つことはできません。
refusal-rule-injuries-out-of-range = そんなに多くの負傷を受けるイントルーダーはいません。
refusal-rule-objects-out-of-range = 箱に入っているのは卵8つ、死骸8つ、遺体5つだけです。
refusal-rule-labels-out-of-range = デッキのカードより多いラベルです。
refusal-rule-doors-out-of-range = 部屋にそんなに多くのドアはありません。
refusal-rule-hands-out-of-range = プレイヤーより多くの手札が伝えられました。

## table latest
table-latest-more = …残りの{ $count }行は下のログにあります。

## 負傷の治療とロボット医師 (完全協力)
cmd-treat-wounds = { $player }の救急室での治療
cmd-revive = ロボット医師が{ $player }を蘇生
action-dress-all = すべての重傷を応急処置する
action-dress-all-hint = 効果はなくなりますが、3つの上限には数えます。
action-heal-dressed = 応急処置した重傷を1つ治療する
action-heal-light = すべての軽傷を治療する
fix-dressed-wounds = そのうち応急処置した重傷
log-dressed-all = { $player }はすべての重傷を応急処置します (応急処置 { $dressed })。
log-dressed-all-todo = { $player }: 重傷カードをすべて裏向きにしてください。効果はなくなります。
log-healed-dressed = { $player }は応急処置した重傷を1つ治療します (重傷 残り{ $serious })。
log-healed-dressed-todo = { $player }: 裏向きの重傷カードを1枚捨ててください。
log-healed-light = { $player }はすべての軽傷を治療します。
log-healed-light-todo = { $player }: キャラクターボードから軽傷マーカーをすべて取り除いてください。
log-revival-asked = { $room }のロボット医師: 遺体は{ $corpses }つ、死亡したのは{ $players }です。誰の遺体かを教えてください。
log-revival-asked-todo = { $room }の遺体トークンを確かめ、誰のものかを押してください。
log-revived = ロボット医師が{ $room }で{ $player }を蘇生させます。
log-revived-todo = { $player }: { $room }から遺体トークンを1つ取り除き、色付きリングをはめたミニチュアをそこに置いてください。軽傷マーカーをすべて取り除き、重傷カードはすべて裏向きにしてください。アイテムはそのまま持っています。
log-fix-wounds-dressed = { $player }の負傷は軽傷{ $light }つ、重傷{ $serious }つ (うち応急処置{ $dressed }つ) です。
refusal-rule-no-revival-asked = ロボット医師を待っている人はいません。完全協力モードで、作動している救急室に遺体がある死亡者だけが、プレイヤーフェイズの開始時に戻ります。
refusal-rule-no-wound-to-treat = この治療では何も変わりません。治療できる負傷がありません。
refusal-rule-revival-first = 先に救急室の遺体が誰のものかを教えてください。ロボット医師はプレイヤーフェイズが進む前に働きます。

## ミニチュアの色付きリング
new-game-ring = リング
ring-red = 赤
ring-blue = 青
ring-yellow = 黄
ring-green = 緑
ring-purple = 紫
ring-orange = オレンジ
ring-white = 白
ring-black = 黒

## 名簿: キャラクターの状態をひと目で
crew-serious = 重傷 { $serious }
crew-serious-dressed = 重傷 { $serious } (応急処置 { $dressed })
crew-light = 軽傷 { $light }
crew-larva = ラーヴァ
crew-slime = スライム
crew-contamination = 汚染カード { $cards }
crew-carrying = 運搬: { $object }
table-revival-title = ロボット医師
table-revival-ask = { $room }に遺体が{ $corpses }つあり、死亡者はそれより多くいます。そこにある遺体が誰のものか、それぞれ押してください。

## マップの凡例
legend-title = マップの記号
legend-open = 記号の説明  [L]
legend-close = 記号の説明を閉じる  [L]
table-help-legend = マップの記号の意味
legend-character = キャラクター: プレイヤー番号、色付きリングの色
legend-intruder = イントルーダー: 種類の最初の文字
legend-fire = 部屋の火災
legend-malfunction = 部屋の故障
legend-eggs = 部屋にある卵 (数)
legend-remains = 部屋にあるイントルーダーの死骸とキャラクターの遺体 (数)
legend-noise = 通路の騒音マーカー
legend-tech-entrance = 整備通路の入口: 通路番号、整備通路網の色
legend-tech-noise = 整備通路の騒音スペース (塗られていれば騒音マーカーあり)

## イントルーダープレイヤーモード(基本ルール13.3)
cmd-decline-intruder-player = { $player }はイントルーダー側につかない
log-intruder-player-declined = { $player }はイントルーダーを操作しません。このゲームにイントルーダープレイヤーはいません。
victory-intruder-player-got = { $player }はイントルーダー側で、勝利はできません。目標は他の全プレイヤーの敗北で、勝者はいませんでした。
victory-intruder-player-missed = { $player }はイントルーダー側で、勝利はできません。目標は他の全プレイヤーの敗北でしたが、勝者がいます。
table-ip-offer-title = 最初の死者: { $player }
table-ip-offer-ask = { $player }はラウンド{ $round }からイントルーダー側でプレイできます。キャラクターのコンポーネントをすべて片付け、イントルーダープレイヤーカード10枚を混ぜて山札にし、毎ラウンド3枚引き(手札上限4枚)、手番順に手番を行います。勝利はできません。目標は他の全プレイヤーの敗北です。
table-ip-offer-yes = はい: { $player }がイントルーダーを操作
table-ip-offer-no = いいえ
table-ip-turn = { $player }の手番: イントルーダー
table-ip-cards = イントルーダープレイヤーカードは{ $player }の手札にあります。アプリはカードの内容を知りません。カードを1枚使うか、パスしてください(パスすると手札は最大1枚だけ残します)。
table-ip-move = 移動: カードの通路番号でイントルーダー1体
table-ip-attack = 攻撃: カードの数字だけ攻撃カードを引く
table-ip-special = 特殊カード: カードのとおりにボードで処理し、変わったことは修正で伝えてください。
table-ip-choosing = { $player }が攻撃カードを選んでいます
table-ip-show-cards = { $player }にカードを見せる
table-plays-intruders = イントルーダープレイヤー
ip-move-title = イントルーダーの移動({ $player }のカード)
ip-which-intruder = どのイントルーダーですか?
ip-corridor-title = カードの通路番号:
ip-corridor-room = 通路{ $n } → { $room }
ip-corridor-tech = 通路{ $n } → 整備通路(消える)
ip-corridor-door = 通路{ $n } → { $room }: 閉じたドア(壊れる)
ip-corridor-none = 通路{ $n }: この部屋にはない
ip-move-go = イントルーダーを移動
ip-attack-title = イントルーダーの攻撃({ $player }のカード)
ip-no-attack = キャラクターと同じ部屋にいるイントルーダーがいません。
ip-target = どのキャラクターですか?
ip-cards = カードの数字(引く攻撃カードの枚数):
ip-target-hand = { $player }の手札の枚数:
ip-attack-go = { $n }枚引く: { $player }だけが見ます
curtain-choose = 使うカードを押してください。残りは攻撃デッキの一番下に置きます。
table-ip-event = イベントカード: カードがイベントカードを指示したとき
ip-event-title = イントルーダープレイヤーカードによるイベントカード: 各自の手札の枚数
ip-event-go = イベントカードを引く
cmd-intruder-event = イントルーダープレイヤー: イベントカードを引く
camera-list-files = スキャナーはウェブカメラではなく画像ファイル{ $count }個を再生しています(NEMESIS_CAMERAが設定されています)。
camera-list-env-off = NEMESIS_CAMERA=off: カメラなしで、ラベル番号を入力します。
legend-door-open = 通路の開いたドアトークン
legend-door-closed = 閉じたドア(イントルーダーが壊す)
legend-door-destroyed = 破壊されたドア: もう閉じられません

# Carnomorphs
intruder-metagorger = メタゴージャー
intruder-shambler = シャンブラー
intruder-fleshbeast = フレッシュビースト
intruder-butcher = ブッチャー
name-one-metagorger = メタゴージャー
name-one-shambler = シャンブラー
name-one-fleshbeast = フレッシュビースト
name-one-butcher = ブッチャー
name-attack-devour = 丸呑み
name-attack-spawn = 産卵
name-attack-bash = 殴打
name-attack-regurgitate = 吐き戻し
name-food-corpse = キャラクターの遺体
name-food-egg = 床の卵
name-food-nest-egg = カルノモーフボードの卵
name-food-carcass = イントルーダーの死骸
name-food-metagorger = 別のメタゴージャー
name-food-blue-corpse = 青いキャラクターの遺体
name-event-rampant_mutation = 蔓延する変異
name-event-reawakening = 再覚醒
name-event-stalking = 追跡
name-event-airlock_glitch = エアロック手順の不具合
name-event-generator_overload = 発電機の過負荷
name-event-marked_prey = 狙われた獲物
name-event-hatches_jam = 脱出ハッチの故障
name-event-quarantine_procedure = 隔離手順
name-event-growl = うなり声
name-event-scavenging_biomatter = 生体物質あさり
name-event-structural_weakness = 構造の弱化
name-event-protocol_failure = 緊急手順の失敗
name-event-chemical_fire = 化学火災
name-event-ammunition_meltdown = 弾薬の溶解
name-event-beast_on_the_prowl = うろつく獣
cmd-mutation-action = { $player }の変異アクション
cmd-name-adaptation = { $kind }の下の適応カードの指定
refusal-rule-not-this-species = このゲームのイントルーダーの種族にはないルールです。
refusal-rule-no-mutation-card = 変異カードを持つキャラクターだけが変異アクションを行えます。
refusal-rule-unknown-adaptation = アプリが知らない適応カードです。「その他のカード」を選んでください。
refusal-rule-adaptation-hidden = その適応カードはまだ裏向きです。
refusal-rule-which-adaptation-slot = カルノモーフボードでこの物体のアイコンがある適応枠（フレッシュビーストかブッチャー）を指定してください。
log-encounter-butcher = ブッチャーが{ $player }を狙います: { $room }で遭遇！
log-died-mutation = { $player }は変異が進みきって死亡します。
log-bag-blue-metagorger = バッグの発展で青いメタゴージャーを引きました: バッグから除き、メタゴージャートークン（赤を優先）を入れ、戦闘中でないキャラクター全員が騒音ロールを行います。
log-bag-metagorger-spawn = バッグの発展で赤いメタゴージャーを引きました: バッグに戻し、メタゴージャーか重い物体のある部屋すべてにメタゴージャーが現れます。
log-bag-butcher = バッグの発展でブッチャーを引きました: トークンをバッグから除き、粘液のついたキャラクターを狙って現れます。
log-bag-shamblers-withdraw = バッグの発展でブランクを引きました: キャラクターのいない部屋のシャンブラーはすべてトークンとしてバッグに戻り、メタゴージャートークンを入れ、戦闘中でないキャラクター全員が騒音ロールを行います。
log-fix-mutation-card = { $player }: 変異カードあり、変異マーカー{ $markers }個
log-fix-mutation-none = { $player }: 変異カードなし、変異マーカー{ $markers }個
log-metagorger-attack = メタゴージャーが{ $player }に噛みつき、姿を消します。
log-metagorger-attack-todo = 攻撃したメタゴージャーのミニチュアをボードから取り除きます。
log-mutation-card = { $player }に変異が起きます: 変異カード。
log-mutation-card-todo = { $player }: 変異カードを2枚引き、1枚を見せずに裏向きで置き、もう1枚はデッキに戻してシャッフルします。
log-mutation-marker = { $player }の変異が進みます: 変異マーカー{ $markers }/4。
log-mutation-marker-todo = { $player }のキャラクターボードのラーヴァ欄に変異マーカー（弾薬/負傷マーカー）を置きます。
log-mutation-discarded = { $player }の変異カードがなくなります。マーカーは残ります。
log-mutation-discarded-todo = { $player }: 変異カードを捨てます。変異マーカーはそのままです。
log-mutation-used-infected = { $player }の変異: 感染したカード。
log-mutation-used-infected-todo = { $player }: スキャンしたカードをアクションカードの捨て札に置き、変異カードの「感染」効果を適用します。初めて使ったなら変異カードを表向きにします。
log-mutation-used-clean = { $player }の変異: 感染していないカード。
log-mutation-used-clean-todo = { $player }: スキャンしたカードをゲームから取り除き、変異カードの「感染していない」効果を適用します。初めて使ったなら変異カードを表向きにします。
log-adaptation-revealed = 最初の{ $kind }が登場: 適応カードが公開されます。
log-adaptation-revealed-todo = カルノモーフボードから{ $kind }のミニチュアを取り、その下の適応カードを表向きにして、どのカードかアプリに伝えます。
log-adaptation-named = { $kind }の下の適応カード: { $name }（{ $category }）。
log-adaptation-automated = 今後はアプリが{ $name }を適用します。
log-adaptation-by-hand = { $name }は手で適用してください: アプリはカードの正確な内容を知りません。
log-adaptation-removed = 分析で{ $kind }の下の適応カードを取り除きました。
log-adaptation-removed-todo = { $kind }の枠の適応カードをゲームから取り除きます。
log-adaptation-nothing = { $kind }の下に取り除ける公開済みの適応カードはありません。
log-fed = { $room }の{ $kind }が{ $food }を捕食し、回復します。
log-fed-todo = { $room }: { $food }を取り除き、{ $kind }の負傷マーカーを捨てます。
log-fed-evolved = { $room }の{ $kind }が{ $food }を捕食し、回復して{ $next }になります！
log-fed-evolved-todo = { $room }: { $food }を取り除き、{ $kind }のミニチュアを負傷マーカーなしの{ $next }のミニチュアに替えます。
log-metagorger-spawn = メタゴージャーが現れます: { $rooms }。
log-metagorger-spawn-none = メタゴージャーか重い物体のある部屋はありません: 何も現れません。
log-no-miniature-left = { $kind }のミニチュアが残っていません: { $room }には現れません。
log-stays-out-of-ducts = { $kind }は整備通路に入りません: { $room }に留まります。
log-carcass-placed = { $room }にイントルーダーの死骸が現れました。
log-carcass-placed-todo = { $room }にイントルーダーの死骸トークンを置きます。
log-pod-removed = 脱出ポッド{ $pod }が故障し、失われます。
log-pod-removed-todo = ボードから脱出ポッド{ $pod }を取り除きます。
log-final-mutation = { $player }: 4枚中の汚染カード{ $count }枚 - 変異マーカーは{ $markers }個です。
fix-mutation-card = 変異カード
fix-mutation-markers = 変異マーカー
refusal-rule-no-miniature-left = その種類のミニチュアはすでにすべてボードにあります。
new-game-species = イントルーダー
species-intruders = 基本のイントルーダー
species-carnomorphs = カルノモーフ
species-intruders-hint = 基本ゲームのイントルーダーです。
species-carnomorphs-hint = カルノモーフ拡張: メタゴージャー、シャンブラー、フレッシュビースト、ブッチャー。変異デッキと適応デッキは実物を使い、バッグとイベント・攻撃デッキはアプリが受け持ちます。
setup-eggs-carnomorphs = メインボードの横にカルノモーフボードを置きます: 卵8個、ランダムな適応カード3枚を見ずに裏向きで、その上の各エリアにシャンブラー、フレッシュビースト、ブッチャーのミニチュアを1体ずつ。
setup-item-decks-carnomorphs = 緑・黄・赤のアイテムデッキ、重傷デッキ、キャラクター変異デッキをシャッフルし、クラフトアイテムデッキをその横に置きます。
app-bag-carnomorphs = カルノモーフのバッグ（トークン{ $tokens }個: ブランク、青いメタゴージャー2個、赤いメタゴージャー）。アプリが引きます。トークンは箱にしまっておきます。
app-events-carnomorphs = カルノモーフのイベントデッキ。アプリがイベントを引きます。
app-attacks-carnomorphs = カルノモーフの攻撃デッキ（カードごとに体力の数字2つ）。アプリが攻撃と体力判定を引きます。
app-adaptations = 適応カードはカルノモーフボードに裏向きで置いたままです。公開されるとアプリがどのカードか尋ね、貪食はアプリが適用し、その他は注意書きとして表示します。
table-adaptation-title = { $kind }の下の適応カードが公開されました
table-adaptation-ask = カルノモーフボードの{ $kind }の下のカードを表向きにします。どのカードですか？
table-adaptation-category = 何を変えるカードですか？アプリが注意書きとして表示します。効果は手で適用してください。
table-adaptation-auto = { $name }（{ $kind }の下）: アプリはカルノモーフに攻撃の前に捕食させます。
table-adaptation-reminder = { $name }（{ $kind }の下、{ $category }）: 手で適用してください。
action-adaptation-slot-question = カルノモーフボードで、この物体のアイコンがある適応枠はどれですか？
action-adaptation-slot = { $kind }の下のカード
