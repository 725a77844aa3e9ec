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
storage-memory-only = 데이터 폴더를 쓸 수 없어 이 게임은 메모리에만 있습니다.

## actions
# 방 행동, 수정, 승리 확인 (src/gui/panels/).
action-corridor = { $numbers }번 통로 → { $room }
action-door-open = 열린 문
action-door-closed = 닫힌 문
action-door-destroyed = 부서진 문
action-object-egg = 인트루더 알
action-object-carcass = 인트루더 시체
action-object-corpse = 캐릭터 시신
action-hand-hint = 오염 카드를 포함해 지금 손에 든 카드를 모두 세세요.
action-hand-question = { $name }의 손에 지금 카드가 몇 장 있나요?
action-hand-question-eggs = 알 { $count }개. { $name }의 손에 지금 카드가 몇 장 있나요?
action-pick-room-hint = 아래에서 고르거나 지도에서 방을 누르세요.
action-in-pod = { $pod }번 구명정에서 대기 중
action-hibernating = 동면 중
action-escaped = 탈출함
action-dead = 사망
action-nothing = 여기서는 앱이 할 일이 없습니다. 게임판에서 카드를 쓰세요.
action-room-needs-nothing = { $room } 행동은 게임판에서만 처리합니다.
action-check-engine = { $engine }번 엔진 확인
action-alone-hint = 이 플레이어만 봅니다. 화면을 건네주세요.
action-restack = { $engine }번 엔진 수리 또는 고장 내기
action-restack-needs = 수리 카드나 공구가 필요합니다. 고장 마커가 있어도 할 수 있습니다.
action-restack-question = { $engine }번 엔진: 어느 토큰을 위에 둘까요?
action-restack-private = 이 플레이어만 봅니다. 원하는 순서를 고르세요.
action-restack-working = 작동을 위로
action-restack-damaged = 파손을 위로
action-restack-hint = 다른 플레이어는 순서가 바뀌었는지만 알게 됩니다. 앱이 사실대로 알립니다.
action-check-all-engines = 엔진 3개 모두 확인
action-check-coordinates = 좌표 확인
action-set-destination = 목적지 바꾸기 (지금 { $letter })
action-destination-question = 목적지 마커를 옮길 칸:
action-destination-hint = 누군가 동면 중이거나 조종실에 인트루더가 있으면 바꿀 수 없습니다.
action-self-destruct-start = 자폭 시작
action-self-destruct-hint = 마커가 노란 칸에 닿으면 취소할 수 없습니다.
action-self-destruct-cancel = 자폭 취소
action-doors = 문 열기/닫기
action-doors-room = 어느 방의 문인가요?
action-doors-of = { $room }의 문
action-doors-confirm = 이대로 문 설정
action-airlock = 비상 공기 차단
action-airlock-question = 어느 방을 차단하나요?
action-airlock-hint = 부서진 문이 없는 다른 노란 방. 그 방의 문이 모두 닫히고, 플레이어 단계가 끝날 때까지 닫혀 있으면 안에 있는 모두가 죽습니다.
action-hatch = 구명정 폐쇄/개방
action-hatch-question = 어느 구명정인가요?
action-pod-lock = { $pod }번 구명정 폐쇄 ({ $dock })
action-pod-unlock = { $pod }번 구명정 개방 ({ $dock })
action-fire-control = 소화 장치 작동
action-fire-question = 어느 방인가요?
action-fire-hint = 그 방의 불이 꺼지고 그곳의 인트루더가 모두 후퇴합니다.
action-fire-other = 다른 방
action-analyse = { $object } 분석
action-take-nest-egg = 둥지에서 알 가져오기
action-noise-roll-follows = 이어서 소음 주사위를 굴립니다.
action-destroy-eggs = 알 사격 또는 근접 공격
action-eggs-question = 알을 몇 개 파괴했나요?
action-eggs-hint = 부상 1개마다 알 1개가 파괴됩니다.
action-pick-up = { $object } 줍기
action-drop = { $object } 내려놓기
action-hibernate = 동면 시도
action-board-pod = 구명정 탑승 시도
action-launch-pod = { $pod }번 구명정 발사
action-leave-pod = 구명정에서 내리기
action-scan-room = 손에 든 오염 카드 스캔
action-scan-room-hint = 선택 사항. 감염되지 않은 카드는 게임에서 빠지고, 감염 카드는 남아 애벌레를 부릅니다.
action-scan-surgery = 수술: 오염 카드 전부 스캔
action-scan-surgery-hint = 덱, 손, 버린 더미 모두. 감염 카드와 애벌레를 없앤 뒤 경상 1개를 입고 패스합니다.
action-scan-rest = 스캔 (휴식 카드)
action-scan-revealed = 공개된 카드 스캔
action-scan-revealed-hint = 사건으로 오염 카드가 공개되었습니다. 지금 스캔하세요.

fix-hint = 게임판이 정답입니다. 게임판과 다른 것을 고치세요.
fix-title-room = { $room } 수정
fix-title-player = { $name } 수정
fix-title-tracks = 트랙과 덱 수정
fix-nothing = 여기서는 고칠 것이 없습니다.
fix-yes = 예
fix-no = 아니요
fix-off = 없음
fix-change = 바꾸기
fix-intruders = 이 방의 인트루더
fix-intruder-injuries = { $kind } #{ $id }: 부상
fix-move-intruder = 옮기기
fix-remove-intruder = 없애기
fix-move-intruder-question = { $kind }은(는) 실제로 어디에 있나요?
fix-add-intruder = 여기에 인트루더 추가:
fix-fire = 불
fix-malfunction = 고장
fix-room-tile = 방 타일: { $room }
fix-room-tile-question = 여기 놓인 타일은 무엇인가요?
fix-eggs = 바닥의 인트루더 알
fix-carcasses = 인트루더 시체
fix-corpses = 캐릭터 시신
fix-nest-eggs = 인트루더 게임판의 알
fix-pod-locked = { $pod }번 구명정 폐쇄
fix-corridors = 통로
fix-noise = 소음
fix-tech-noise = 정비통로의 소음
fix-place-here = 이 방에 캐릭터 두기:
fix-place-question = 캐릭터는 실제로 어디에 있나요?
fix-where = 위치: { $room }
fix-light-wounds = 경상
fix-serious-wounds = 중상
fix-contamination = 오염 카드 (덱, 손, 버린 더미)
fix-slime = 점액 마커
fix-larva = 캐릭터 보드의 애벌레
fix-kill = 캐릭터가 죽었습니다
fix-kill-question = { $name }이(가) 죽었나요?
fix-kill-hint = 앱이 모르는 카드나 규칙으로 캐릭터가 죽었을 때 쓰세요. 되돌리기로 취소할 수 있습니다.
fix-kill-confirm = 예, 캐릭터가 죽었습니다
fix-time = 시간 트랙
fix-self-destruct = 자폭 트랙
fix-destination = 목적지 마커
fix-bag = 인트루더 주머니
fix-bag-hint = 주머니 안은 계속 비밀입니다. 게임판과 다르다는 것을 확실히 알 때만 고치세요.
fix-bag-add = 주머니에 넣기
fix-bag-remove = 주머니에서 빼기
fix-bag-next = 다음에 뽑힘
fix-next-event = 다음 사건 카드…
fix-next-attack = 다음 공격 카드…
fix-next-event-question = 다음 사건 카드는 무엇인가요?
fix-next-attack-question = 다음 공격 카드는 무엇인가요?

victory-title = 승리 확인
victory-reveal = 공개
victory-reveal-hint = 모두 화면을 보세요.
victory-next = 계속
victory-ended = 게임 종료
victory-cause-jump = 우주선이 초공간도약을 했습니다.
victory-cause-self-destruct = 자폭 장치가 작동해 우주선이 폭발했습니다.
victory-cause-fire = 9번째 불: 선체가 무너졌습니다.
victory-cause-malfunction = 9번째 고장: 선체가 무너졌습니다.
victory-cause-jump-self-destruct = 자폭이 진행 중에 초공간도약을 해서 우주선이 폭발했습니다.
victory-died-aboard = 우주선에서 사망: { $names }
victory-engines = 엔진
victory-engine-working = { $engine }번 엔진: 작동
victory-engine-damaged = { $engine }번 엔진: 파손
victory-engines-ok = 엔진이 2개 이상 작동합니다. 도약은 안전합니다.
victory-exploded = 엔진 2개가 파손되어 우주선이 폭발합니다.
victory-died-hibernating = 동면 캡슐에서 사망: { $names }
victory-coordinates = 좌표
victory-destination = 마커 { $letter }: { $place }
victory-mars-quarantine = 목표가 검역인 동면 중인 캐릭터는 화성에서 살아남습니다.
victory-not-quarantined = 검역 없이 화성에 도착했습니다. 이 캐릭터는 죽습니다.
victory-contamination = 오염
victory-objectives = 목표
victory-quarantine-question = 당신의 목표는 검역인가요?
victory-yes = 예
victory-no = 아니요
victory-scan-question = 덱, 손, 버린 더미의 오염 카드를 모두 스캔하세요.
victory-scan = 카드 스캔
victory-larva = 캐릭터 보드에 애벌레가 있습니다. 바로 4장 뽑기로 갑니다.
victory-draw-four = 4장 뽑기
victory-no-cards = 오염 카드가 없습니다. 스캔할 것이 없습니다.
victory-scan-of = { $name }의 오염
victory-scan-larva = 보드에 애벌레가 있어 스캔 없이 바로 뽑았습니다.
victory-label-clean = #{ $label } 깨끗함
victory-label-infected = #{ $label } 감염
victory-draw = { $count ->
    [0] 섞은 덱에서 4장을 뽑았습니다: 오염 카드 없음.
   *[other] 섞은 덱에서 4장을 뽑았습니다: 오염 카드 { $count }장.
}
victory-survives = 살아남습니다.
victory-dies = 죽습니다.
victory-objective-question = 목표를 공개하세요. 달성했나요?
victory-met = 달성
victory-missed = 실패
victory-winners = 승자
victory-no-winner = 승자가 없습니다.
victory-over = 끝
victory-winners-are = 승자: { $names }
victory-not-over = 아직 게임이 끝나지 않았습니다.
## homesound
home-button = 저장된 게임
home-continue = 이어서 하기
home-new-game = 새 게임
home-import = 게임 파일 가져오기…
home-recent = 최근 게임
home-no-games = 아직 저장된 게임이 없습니다. 게임은 진행하는 동안 계속 저장됩니다.
home-saved-in = 게임 저장 위치: { $path }
home-list-failed = 저장된 게임 목록을 읽을 수 없습니다: { $reason }
home-unreadable = 읽을 수 없는 게임 (이어 하기를 누르면 이유가 나옵니다)
home-delete-confirm = 이 게임을 완전히 삭제할까요?
home-keep = 남겨 두기
home-delete = 삭제
home-resume = 이어 하기
home-export = 내보내기
home-export-to = 게임 파일을 저장할 경로:
home-import-from = 가져올 게임 파일:
home-import-button = 가져오기
home-import-found = 이 폴더의 게임 파일:
home-cancel = 취소
home-finished = 끝난 게임
home-in-progress = 진행 중
home-round = { $round }라운드
home-deleted = 게임을 삭제했습니다.
home-delete-failed = 게임을 삭제할 수 없습니다: { $reason }
home-exported = 게임을 { $path }에 저장했습니다.
home-export-exists = { $path } 파일이 이미 있습니다. 다른 이름을 고르세요. 아무것도 덮어쓰지 않았습니다.
home-export-failed = 게임을 내보낼 수 없습니다: { $reason }
home-imported = 게임을 가져왔습니다. 목록에 추가되었습니다.
home-import-failed = 파일을 가져올 수 없습니다.
home-import-damaged = 파일이 손상되어 가져오지 않았습니다.
sound-title = 소리
sound-status-on = { $device }(으)로 소리를 냅니다.
sound-status-off-flag = 소리 꺼짐: --no-sound 옵션으로 시작했습니다.
sound-status-off-env = 소리 꺼짐: NEMESIS_AUDIO=off 가 설정되어 있습니다.
sound-status-unavailable = 소리를 낼 수 없습니다: { $reason }. 게임은 소리 없이 계속됩니다.
sound-unavailable-short = 소리를 낼 수 없음
sound-unmuted = 소리 켜기
sound-muted = 음소거
sound-mute = 음소거
sound-unmute = 음소거 해제
sound-master = 전체 음량
sound-ambience = 배경음
sound-cues = 효과음
saves-kept-aside = 손상된 파일 전체를 { $path }에 남겨 두었습니다.
saves-kept-aside-later = 손상된 파일은 사본을 만들 수 있을 때까지 그대로 둡니다.
saves-recovery-torn = 앱이 멈출 때 마지막 단계({ $line }번째 줄)가 끝까지 저장되지 않았습니다. 그 앞 단계부터 게임을 이어 갑니다.
saves-recovery-damaged = 저장된 게임의 { $line }번째 줄이 손상되었습니다({ $reason }). 그 앞의 마지막 정상 단계부터 게임을 이어 갑니다.
saves-recovery-refused = 저장된 게임의 { $line }번째 줄 단계는 규칙상 허용되지 않습니다({ $reason }). 그 앞 단계부터 게임을 이어 갑니다.
saves-error-io = 게임 파일을 읽을 수 없습니다: { $reason }
saves-error-empty = 게임 파일이 비어 있습니다. 저장된 내용이 없습니다.
saves-error-too-large = 어떤 저장 게임보다도 훨씬 큰 파일이라서 열지 않았습니다.
saves-error-not-a-save = 네메시스 컴패니언 게임 파일이 아닙니다({ $reason }).
saves-error-newer = 더 새로운 버전의 네메시스 컴패니언으로 저장된 게임입니다(저장 형식 { $found }, 이 버전은 { $supported }까지 읽습니다). 앱을 업데이트한 뒤 여세요. 파일은 그대로 두었습니다.
## table
table-time = 시간 { $time }
table-self-destruct = 자폭 { $track }
table-game-over = 게임 종료
table-victory-next = 함선의 운명이 정해졌습니다. 함께 승리 확인을 진행하세요.
table-not-saved = 저장되지 않음: { $reason }
table-retry-saving = 다시 저장하기
table-refused-nothing-changed = 아무것도 바뀌지 않았습니다.
table-log-lost = 이전 라운드의 기록을 다시 만들 수 없었습니다({ $reason }). 게임 자체는 그대로입니다.
table-undone = 되돌림: { $what }
table-round-start = 새 라운드: 모두 카드를 5장까지 뽑습니다. 시작 플레이어 토큰은 { $name }에게 있습니다.
table-turn-of = { $name } · { $room }
table-not-on-ship = { $name }은(는) 함선의 방에 없습니다.
table-tap-room = 지도에서 이웃한 방을 누르면 그곳으로 이동합니다.
table-noise-roll = 소음 주사위
table-injured = { -intruder } 부상
table-eggs = 알 파괴
table-end-turn = 턴 종료
table-pass = 패스
table-in-pod = { $pod }번 구명정 안
table-hibernating = 동면 중
table-escaped = 탈출함
table-dead = 사망
table-passed = 패스함
table-move-to = { $name }을(를) { $room }(으)로 이동
table-which-corridor = 어느 통로로 갑니까?
table-corridor = { $number }번 통로
table-careful = 신중한 이동
table-careful-where = 소음 마커를 어디에 놓습니까?
table-tech = 정비통로
table-tech-red = 빨간 정비통로
table-tech-blue = 파란 정비통로
table-hand = 지금 손에 든 카드 수 (숫자를 누르거나 숫자 키)
table-move = 이동
table-noise-for = { $name }의 소음 주사위
table-roll = 굴리기
table-which-intruder = 어느 { -intruder }가 부상을 입었습니까?
table-no-intruders = 보드에 { -intruder }가 없습니다.
table-intruder-choice = { $key }. { $room }의 { $intruder } (지금까지 부상 { $injuries })
table-how-many-injuries = { $intruder }가 입은 부상은 몇입니까?
table-eggs-in = { $room }에서 파괴한 알
table-confirm = 확인
table-cancel = 취소
table-help-digits = 손의 카드 수, 부상 수, 또는 화면이 묻는 선택
table-help-confirm = 다음, 확인, 보기, 숨기기
table-help-arrows = 이웃한 방 가리키기 (Enter로 이동)
table-help-tab = 다음 캐릭터
table-help-noise = 소음 주사위
table-help-injure = { -intruder } 부상 (사격·근접 공격 결과)
table-help-eggs = 알 파괴
table-help-turn = 턴 종료, 패스
table-help-event = 사건 단계 시작
moment-encounter = { $room }에서 조우!
moment-intruder = { $intruder } 출현!
moment-surprise = { $name }에게 기습 공격!
moment-attack = { $name }에게 공격
moment-death = { $name } 사망
moment-killed = { $intruder } 처치
moment-event-card = 사건 카드
moment-escaped = { $name } 탈출
moment-game-over = 게임이 끝났습니다
moment-winner = { $name } 승리
moment-victory-done = 승리 확인이 끝났습니다
moment-happened = 일어난 일
moment-next = 다음
moment-next-more = 다음 (남은 것 { $left })
walk-nothing = 이 단계에서는 아무 일도 없습니다.
walk-next = 모두 패스했습니다
walk-next-hint = 이제 사건 단계입니다. 앱이 진행하고 단계마다 안내합니다.
walk-open = 사건 단계 시작
walk-hands-title = 손에 든 카드
walk-hands-hint = 각 캐릭터가 지금 카드를 몇 장 들고 있습니까? (숫자 키는 강조된 줄을 채웁니다.)
walk-start = 사건 단계 진행
curtain-hand-to = 노트북을 { $name }에게 건네세요
curtain-others-look-away = 다른 사람은 보지 마세요.
curtain-reveal = 내가 { $name }: 보여 줘
curtain-keys = Enter 또는 Space로 봅니다.
curtain-only-you = { $name }만 보세요
curtain-remember = 기억한 뒤 숨기세요. 다시 보이지 않고 기록에도 남지 않습니다.
curtain-hide = 숨기기

## table panels (lead)
table-help-actions = 선택한 캐릭터의 방 행동
table-help-fix = 보드에 맞게 방 정보 바로잡기
table-panel-close = 닫기
table-open-actions = 방 행동
table-fix-room = 방 바로잡기
table-fix-character = 캐릭터 바로잡기
table-fix-tracks = 트랙과 덱 바로잡기
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
labels-paper-letter = US 레터 용지
labels-print = 라벨 인쇄…
labels-written = 라벨 시트를 저장했습니다: { $path }
labels-failed = 라벨 시트를 쓸 수 없습니다: { $reason }
