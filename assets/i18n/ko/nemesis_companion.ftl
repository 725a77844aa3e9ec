# 네메시스 컴패니언: 사용자 화면 문구 (한국어).
# 용어는 한국어판 규칙서를 따릅니다 (인트루더, 소음 주사위, 오염 카드, 정비통로 등).

-app = 네메시스 컴패니언
-intruder = 인트루더
-intruders = 인트루더

app-title = { -app }
app-unofficial = 비공식 팬 앱입니다. Awaken Realms가 만들거나 보증하지 않았습니다. 네메시스 게임 상자가 있어야 합니다.

## Languages
language-en = English
language-ko = 한국어
language-ja = 日本語

## Common buttons
button-back = 뒤로
button-continue = 계속
button-settings = 설정
button-close = 닫기
button-help = 단축키

## First run
first-run-title = 탑승을 환영합니다
first-run-language = 이 테이블에서 쓸 언어를 고르세요
first-run-hint = 나중에 설정에서 바꿀 수 있습니다.

## New game
new-game-title = 새 게임
new-game-players = 플레이어
new-game-player-number = { $number }번 플레이어
new-game-name-placeholder = 이름 (선택)
new-game-add-player = 플레이어 추가
new-game-remove-player = 빼기
new-game-character = 캐릭터
new-game-mode = 모드
new-game-side = 게임판 면
new-game-seed = 시드 코드
new-game-seed-hint = 같은 코드는 같은 숨겨진 준비 상태를 만듭니다. 지난 게임의 코드를 입력하면 그 게임을 다시 할 수 있습니다.
new-game-seed-new = 새 코드
new-game-start = 우주선 준비하기
new-game-error-character = 플레이어마다 다른 캐릭터를 골라야 합니다.
new-game-error-seed = 시드 코드는 { $alphabet } 중에서 { $length }글자입니다.
new-game-error-solo = 1인 모드는 플레이어 1명만 할 수 있습니다.
new-game-error-coop = 완전 협동 모드는 플레이어 2~5명이 필요합니다.
new-game-solo-note = 1인 모드: 플레이어 1명. 여럿이 하려면 일반 모드나 협동 모드를 고르세요.

## Characters
character-captain = 선장
character-pilot = 조종사
character-scientist = 과학자
character-scout = 정찰병
character-soldier = 전투병
character-mechanic = 기계공

## Modes
mode-standard = 일반
mode-solo = 1인
mode-coop = 완전 협동
mode-standard-hint = 모두 비밀 임무 목표와 개인 목표를 받습니다.
mode-solo-hint = 혼자서 우주선에 맞섭니다. 1명/협동 목표 카드를 씁니다.
mode-coop-hint = 모두 함께 1명/협동 목표 카드를 달성합니다.

## Board sides
side-a = A면
side-b = B면
side-a-hint = 기본 면: 왼쪽 위에 붉은 화살표가 있습니다. 첫 게임에 알맞습니다.
side-b-hint = 어려운 면: 정비통로망이 둘이고 겹통로가 있습니다.

## Setup checklist
checklist-title = 게임판 준비
checklist-summary = 플레이어 { $players }명 · { $mode } · { $side } · 코드 { $code }
checklist-physical = 테이블에서 직접 할 일
checklist-app = 앱이 맡은 것: 상자에 그대로 두세요
checklist-left = { $count ->
    [0] 준비가 모두 끝났습니다.
   *[other] 테이블에서 할 일이 { $count }개 남았습니다.
}
checklist-start = 게임 시작
checklist-start-anyway = 그래도 시작

setup-board = 중앙 게임판을 { $side }이 위로 오게 펼칩니다.
setup-evacuation = 탈출실 A를 007번 칸에, 탈출실 B를 009번 칸에 앞면으로 놓습니다.
setup-room-tiles = "2"가 적힌 방 타일을 뒷면으로 섞어 "2" 칸마다 1장씩 놓고, "1" 타일도 같은 방법으로 놓습니다. 아무도 앞면을 보지 않습니다.
setup-exploration = 방 타일마다 탐험 토큰을 1개씩 뒷면으로 놓습니다.
setup-pods = 구명정 { $pods }개를 폐쇄 면이 위로 오게 놓습니다. 번호가 낮은 것부터 A, B, A, B 순서로 번갈아 놓습니다.
setup-eggs = 인트루더 게임판에 알 토큰 5개를 놓습니다.
setup-item-decks = 초록·노랑·빨강 아이템 덱과 중상 덱을 섞고, 제작 아이템 덱을 그 옆에 놓습니다.
setup-contamination = 앱 라벨을 붙인 오염 카드를 섞어 뒷면 덱으로 놓습니다.
setup-markers = 불·고장·소음·부상·상태 마커, 문 토큰, 시신과 시체 토큰, 전투 주사위를 손이 닿는 곳에 둡니다.
setup-tracks = 시간 트랙의 초록색 시작 칸과 목적지 트랙의 B 칸에 상태 마커를 하나씩 놓습니다.
setup-crew = 도움말 카드와 목표 카드를 나누고, 캐릭터를 고르고, 모든 미니어처와 파란색 캐릭터 시신을 동면실에 놓습니다.

app-bag = 인트루더 주머니 (토큰 { $tokens }개). 앱이 토큰을 꺼냅니다. 인트루더 토큰은 상자에 두세요.
app-events = 사건 덱. 앱이 사건 카드를 뽑습니다.
app-attacks = 인트루더 공격 덱. 앱이 공격 카드를 뽑습니다.
app-engines = 엔진 토큰. 어느 엔진이 작동하는지 앱이 압니다.
app-coordinates = 좌표 카드. 앱이 몰래 1장을 뽑았습니다.
app-weaknesses = 인트루더 약점 카드. 앱이 몰래 3장을 골랐습니다.
app-infected = 어느 오염 라벨이 감염인지. 스캔할 때 앱이 알려 줍니다.
app-noise = 소음 주사위 굴리기. 앱이 굴립니다.

## Settings
settings-title = 설정
settings-language = 언어
settings-text-size = 글자 크기
text-size-normal = 보통
text-size-large = 크게
text-size-larger = 더 크게
text-size-huge = 테이블 건너편에서도
settings-theme = 테마
theme-dark = 어둡게
theme-light = 밝게
settings-fullscreen = 전체 화면
settings-keep-awake = 게임 중에는 화면이 꺼지지 않게 하기
settings-on = 켜기
settings-off = 끄기
settings-saved-in = 설정 파일: { $path }
settings-not-saved = 설정을 메모리에만 보관합니다: { $reason }
settings-memory-only = 설정을 메모리에만 보관하므로 앱을 닫으면 사라집니다.
settings-reset-notice = 설정 파일을 읽을 수 없어서 기본 설정을 씁니다. 예전 파일은 { $path }(으)로 남겨 두었습니다. ({ $reason })
settings-newer-notice = 설정 파일이 더 새 버전에서 만들어져서 기본 설정을 씁니다. 예전 파일은 { $path }(으)로 남겨 두었습니다.

## Table
table-round = { $round }라운드
table-phase-player = 플레이어 단계
table-phase-event = 사건 단계
step-draw = 카드 뽑기
step-first-player = 시작 플레이어 토큰
step-turns = 플레이어 턴
step-time = 시간 트랙
step-attacks = { -intruder } 공격
step-fire = { -intruder } 화상 피해
step-event = 사건 카드
step-bag = { -intruder } 주머니 성장
step-end = 라운드 종료
table-move-hint = 캐릭터를 고른 뒤, 이동할 방을 누르세요.
table-moving = 이동할 캐릭터: { $name }
table-undo = 되돌리기
table-redo = 다시 하기
table-log = 기록
table-new-game = 새 게임

## Map
map-tech = 정비통로
map-pods = 구명정 { $dock }
map-unexplored = 미탐험

## Rooms
room-cockpit = 조종실
room-hibernatorium = 동면실
room-engine1 = 1번 엔진실
room-engine2 = 2번 엔진실
room-engine3 = 3번 엔진실
room-armory = 무기고
room-comms-room = 통신실
room-emergency-room = 응급실
room-evacuation-a = 탈출실 A
room-evacuation-b = 탈출실 B
room-fire-control = 소방실
room-generator = 발전실
room-laboratory = 실험실
room-nest = 둥지
room-storage = 창고
room-surgery = 수술실
room-airlock-control = 공기차단실
room-cabins = 객실
room-canteen = 식당
room-command-center = 지휘통제실
room-engine-control = 엔진관리실
room-hatch-control = 해치관리실
room-monitoring = 감시실
room-slime-room = 점액으로 뒤덮인 방
room-shower-room = 샤워실

## Intruders
intruder-larva = 애벌레
intruder-creeper = 아성체
intruder-adult = 성체
intruder-breeder = 완성체
intruder-queen = 여왕
intruder-blank = 공허

## Noise roll
noise-corridor = { $number }번 통로에 소음
noise-danger = 위험
noise-silence = 정적

## Destinations
destination-earth = 지구
destination-mars = 화성
destination-venus = 금성
destination-deep-space = 심우주

## Keyboard help
help-title = 단축키
help-undo = 되돌리기
help-redo = 다시 하기
help-fullscreen = 전체 화면 켜기/끄기
help-settings = 설정
help-help = 이 목록 보이기/숨기기
help-close = 창 닫기 또는 뒤로
help-quit = 종료
help-players = 1~5번 캐릭터 고르기
storage-memory-only = 게임이 저장되지 않습니다: 데이터 폴더를 쓸 수 없어 이 게임은 메모리에만 있습니다.

## scangui
# 스캐너 화면, 카메라 상태, 라벨 시트 (접두사 scan-, camera-, labels-). 용어: 오염 카드, 감염, 애벌레, 아성체, 캐릭터 게임판.
scan-title = { $name }의 오염 카드 스캔
scan-title-victory = 최종 오염 확인: { $name }
scan-lighting-title = 조명 확인
scan-lighting-how = 라벨을 붙인 카드 몇 장을 카메라 아래에 두세요. 화면에 읽힌 것이, 그 아래에 읽히지 않는 이유가 나옵니다.
scan-how-hand = 손에 든 오염 카드를 라벨이 위로 오게 틀 안에 펼쳐 카메라 아래에 두세요.
scan-how-revealed = 공개된 오염 카드를 라벨이 위로 오게 카메라에 보여 주세요.
scan-how-all = 덱, 손, 버린 더미의 오염 카드를 모두 카메라 아래에 펼치세요 (모두 { $count }장).
scan-in-view = 보이는 라벨: { $labels }
scan-read-count = { $count ->
    [0] 아직 읽은 카드 없음
   *[other] 읽은 카드 { $count }장
}
scan-read-none = 카메라가 라벨을 안정적으로 보면 여기에 나옵니다.
scan-remove = 빼기
scan-type-hint = 카메라가 안 되나요? 코드 아래에 인쇄된 번호를 입력하세요.
scan-type-placeholder = 라벨 번호 (예: 7 또는 C-07)
scan-type-add = 추가
scan-cancel = 취소
scan-confirm = { $count ->
    [0] 확인: 카드 없음
   *[other] { $count }장 확인
}
scan-diagnosis-dark = 너무 어둡습니다: 조명을 더하거나 전등 가까이 옮기세요.
scan-diagnosis-glare = 너무 밝거나 빛이 반사됩니다: 카드를 빛에서 조금 기울이세요.
scan-diagnosis-blurry = 흐립니다: 카메라에서 40cm쯤 떨어진 곳에 카드를 가만히 두세요.
scan-diagnosis-no-code = 라벨이 보이지 않습니다: 라벨을 틀 안에 넣거나 번호를 입력하세요.
scan-diagnosis-foreign = 네메시스 컴패니언 라벨이 아닌 코드입니다.
scan-diagnosis-refused = 라벨이 보이지만 쓸 수 없습니다 (이유는 오른쪽에 있습니다).
scan-refused-deck = { $label } 라벨은 이 버전이 모르는 덱의 라벨입니다.
scan-refused-number = { $label } 라벨은 없습니다: 덱의 라벨은 { $size }개입니다.
scan-refused-version = 형식 { $version }(으)로 인쇄된 라벨입니다. 이 버전은 형식 { $ours }을(를) 읽습니다. 라벨을 다시 인쇄하세요.
scan-refused-check = 손상되었거나 잘못 읽힌 라벨입니다: 평평하게 다시 보여 주거나 번호를 입력하세요.
scan-refused-malformed = 손상된 라벨입니다: 번호를 입력하세요.
scan-refused-out-of-game = { $label }은(는) 이전 스캔에서 게임에서 제거되었습니다: 상자에 넣어 두세요.
scan-refused-typed = "{ $text }"은(는) 라벨 번호가 아닙니다: 코드 아래 인쇄된 1에서 { $size } 사이의 번호를 입력하세요.
scan-refused-game = 게임이 이 스캔을 받아들이지 않았습니다. 이유는 테이블 화면에 있습니다.
scan-too-many = { $read }장을 읽었지만 이 캐릭터의 오염 카드는 { $owned }장뿐입니다: 다른 사람의 카드를 빼세요.
scan-verdict-title = { $name }의 스캔 결과
scan-clean = 깨끗함
scan-infected = 감염
scan-do-remove = 게임에서 제거하세요.
scan-do-keep = 그대로 가지고 있으세요.
scan-note-clean = 감염된 카드가 없습니다.
scan-note-larva = { $name }의 캐릭터 게임판에 애벌레를 놓으세요.
scan-note-death = 이미 애벌레가 있었습니다: { $name }은(는) 죽습니다.
scan-note-creeper = { $name }이(가) 있던 방에 아성체를 놓으세요.
scan-note-larva-removed = { $name }의 캐릭터 게임판에서 애벌레를 치우세요.
scan-note-larva-draw = { $name }의 게임판에 애벌레가 있습니다: 스캔 없이 바로 카드 4장을 뽑습니다.
scan-note-final-draw = { $count ->
    [0] 4장을 뽑았습니다: 오염 카드 없음.
   *[other] 4장을 뽑았습니다: 오염 카드 { $count }장.
}
scan-note-final-death = { $name }은(는) 오염으로 죽습니다.
scan-note-survived = { $name }은(는) 오염 확인을 통과해 살아남습니다.
scan-done = 완료
camera-off = 카메라 꺼짐: 라벨 번호를 입력하세요.
camera-searching = 카메라를 찾는 중…
camera-on = 카메라 켜짐.
camera-retrying = { $seconds }초마다 다시 시도합니다.
camera-none = 카메라가 없습니다. 카메라를 연결하거나 라벨 번호를 입력하세요.
camera-no-permission = 아직 카메라 사용 권한이 없습니다: 시스템 개인정보 설정에서 허용하거나 번호를 입력하세요.
camera-busy = 다른 프로그램이 카메라를 쓰고 있습니다. 그 프로그램을 닫거나 번호를 입력하세요.
camera-lost = 카메라가 멈췄습니다 (연결이 빠졌나요?). 읽은 카드는 그대로 있습니다. 필요하면 나머지를 입력하세요.
camera-failed = 카메라 오류 ({ $detail }).
camera-ended = 이 입력에서 더 이상 화면이 오지 않습니다.
camera-settings-title = 스캐너 카메라
camera-first = 처음 찾은 카메라
camera-typing-only = 없음: 번호 입력
camera-not-connected = { $name } (연결 안 됨)
camera-list-searching = 카메라를 찾는 중…
camera-list-none = 카메라가 없습니다.
camera-list-count = 카메라 { $count }대를 찾았습니다.
camera-list-failed = 카메라 목록을 읽을 수 없습니다: { $reason }
camera-list-refresh = 다시 찾기
camera-check-lighting = 조명 확인
labels-title = 오염 카드 라벨
labels-how = 무광 용지에 100% 크기로 인쇄해 오려서, 오염 카드마다 라벨을 하나씩 붙이세요.
labels-paper-a4 = A4
labels-paper-letter = US Letter
labels-print = 라벨 인쇄…
labels-written = 라벨 시트를 저장했습니다: { $path }
labels-failed = 라벨 시트를 쓸 수 없습니다: { $reason }
