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
name-working = 正常
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
log-room-revealed-todo = 部屋{ $number }のタイルを表にし、探査トークンを捨てて、アイテムカウンターを{ $items }にします。
log-exploration-ignored = 慎重な移動のため、{ $room }の「{ $token }」トークンは無視されます。
log-noise-corridor = { $player }が{ $room }で騒音ダイスを振ります: 通路{ $number }。
log-noise-danger = { $player }が{ $room }で騒音ダイスを振ります: 危険！
log-noise-silence = { $player }が{ $room }で騒音ダイスを振ります: 静寂。
log-noise-slime = { $player }が{ $room }で騒音ダイスを振ります: 静寂。しかしスライムのせいで危険になります！
log-noise-placed = { $spot }に騒音。
log-noise-placed-todo = { $spot }に騒音マーカーを置きます。
log-noise-cleared = { $room }のまわりの騒音が、何かを呼び寄せました。
log-noise-cleared-todo = { $room }の通路{ $numbers }から騒音マーカーを取り除きます。
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
log-contamination = { $player }は感染カードを1枚受け取ります。
log-contamination-todo = { $player }: 感染カードの山の一番上のカードを、アクションカードの捨て山に置いてください。
log-contamination-empty = 感染カードの山が空です: { $player }はカードを受け取りません。
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
log-event-effect = { $name }: { $effect }
log-fire = { $room }で火災が発生します！
log-fire-todo = { $room }に火災マーカーを置きます。
log-fire-out = { $room }の火が消えます。
log-fire-out-todo = { $room }から火災マーカーを取り除きます。
log-malfunction = { $room }が故障します。
log-malfunction-todo = { $room }に故障マーカーを置きます。
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
log-scan-requested = { $players }: アクションデッキの上から4枚を公開し、その中の感染カードをスキャンしてください。
log-scan-requested-todo = 公開した感染カードをスキャンし、公開したカードはすべて捨てます。
log-round = ラウンド{ $round }開始。スタートプレイヤーは{ $player }です。
log-round-todo = スタートプレイヤートークンを{ $player }に渡します。全員、手札が5枚になるまで引きます。
log-fire-wound = { $player }は燃えている{ $room }で手番を終えます。
log-passed = { $player }はパスします。
log-engine-changed = エンジン{ $engine }に手が加えられました: 2つのトークンの順番が変わりました。
log-engine-unchanged = エンジン{ $engine }に手が加えられました: 2つのトークンの順番は変わっていません。
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
log-label-infected = { $player }の感染カード{ $label }: 陽性 (INFECTED)。
log-label-clean = { $player }の感染カード{ $label }: 陰性。
log-label-removed = 感染カード{ $label }をゲームから取り除きます。
log-label-removed-todo = { $player }: 感染カード{ $label }をゲームから取り除いてください。
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
log-fix-contamination = { $player }は感染カードを{ $cards }枚持っています。
log-fix-time = 時間マーカーはジャンプの{ $time }マス手前です。
log-fix-self-destruct-on = 自爆は進行中で、爆発まで{ $track }マスです。
log-fix-self-destruct-off = 自爆は進行していません。
log-fix-destination = 目的地マーカーは{ $letter }にあります。
log-fix-nest-eggs = イントルーダーボードの卵は{ $eggs }つです。
log-fix-pod-locked = 脱出ポッド{ $pod }はロックされています。
log-fix-pod-unlocked = 脱出ポッド{ $pod }はロック解除されています。
log-fix-token-to-bag = { $one }トークンをイントルーダーバッグに入れました。
log-fix-token-from-bag = { $one }トークンをイントルーダーバッグから出しました。
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
    [0] 感染カードはありません
    [one] 感染カード1枚
   *[other] 感染カード{ $count }枚
}。
log-survived = { $player }は感染チェックを生き延びました。
log-objective-met = { $player }は目的を達成しました。
log-objective-failed = { $player }は目的を達成できませんでした。
log-winner = { $player }の勝利です！
log-victory-done = 勝利判定が終わりました。

sight-engine = エンジン{ $engine }: { $state }。
sight-engine-hint = トークンを裏向きに戻してください。ほかの人に何を伝えるかは自由です。
sight-engines = エンジン制御室で分かること:
sight-engine-stack = エンジン{ $engine }: 上のトークンは{ $top }、その下は{ $bottom }です。
sight-engine-stack-hint = 好きな順番に重ねてください。ほかの人には、順番を変えたかどうかだけが伝わります。
sight-coordinates = 座標カード (各文字の目的地):
sight-coordinates-letter = { $letter }: { $destination }
sight-coordinates-marker = 目的地マーカーは{ $letter }にあります。
sight-coordinates-hint = カードを裏向きに戻してください。ほかの人に何を伝えるかは自由です。
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
cmd-check-engine = エンジン{ $engine }を確認
cmd-check-all-engines = すべてのエンジンを確認
cmd-restack-engine = エンジン{ $engine }を修理または妨害
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
cmd-scan = { $player }の感染カードをスキャン
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
refusal-setup = この準備内容ではプレイできません: { $detail }
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
refusal-unknown-label = ラベル{ $label }は、アプリの感染カード用ラベルではありません。
refusal-not-on-board = { $player }は宇宙船のどの部屋にもいません。
refusal-not-neighbour = { $from }は{ $to }の隣ではありません。
refusal-door-closed = { $corridor }のドアは閉じています。
refusal-in-combat = 戦闘中はできません: 部屋にイントルーダーがいます。
refusal-wrong-room = これは{ $room }にいるキャラクターだけが行えます。
refusal-malfunction = { $room }は故障しています: 部屋のアクションは使えません。
refusal-hand-missing = 先に{ $player }の手札の枚数を入力してください。
refusal-not-allowed = 今はルール上これを行えません。
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
refusal-rule-label-out-of-game = その感染カードはすでにゲームから取り除かれています。
refusal-rule-more-labels = キャラクターが持っている枚数より多くのカードがスキャンされました。
refusal-rule-no-eggs = そこに卵はありません。
refusal-rule-no-intruder-player = このラウンドはイントルーダーを操作するプレイヤーがいません。
refusal-rule-no-open-pod = この区画には、空席のあるロック解除済みの脱出ポッドがありません。
refusal-rule-no-such-engine = 宇宙船のエンジンは1、2、3だけです。
refusal-rule-no-such-entrance = その部屋には、その整備通路への入口がありません。
refusal-rule-no-such-letter = 目的地トラックの文字はA〜Dだけです。
refusal-rule-no-such-network = ボードのこの面には、その整備通路はありません。
refusal-rule-no-tile-here = そこに部屋タイルはありません。
refusal-rule-no-token-here = そこに探査トークンはありません。
refusal-rule-none-in-bag = その種類のトークンはバッグから取り出せません。
refusal-rule-not-carrying = そのキャラクターはそれを持っていません。
refusal-rule-not-enough-contamination = 感染カードの山にそれほど多くのカードは残っていません。
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
refusal-rule-supply-empty = バッグの外にその種類のトークンは残っていません。
refusal-rule-target-not-in-room = 対象がイントルーダーと同じ部屋にいません。
refusal-rule-time-out-of-range = 時間トラックにそのマスはありません。
refusal-rule-track-out-of-range = 自爆トラックにそのマスはありません。
refusal-rule-wounds-out-of-range = キャラクターの負傷は軽傷2つ、重傷3つまでです。
