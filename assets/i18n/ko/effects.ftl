# 카드와 토큰 효과를 우리 말로 풀어 쓴 것입니다 (카드 문구를 옮긴 것이 아닙니다).
# 키는 assets/data/base/*.json, assets/data/<species>/*.json 에서 씁니다: event-*, attack-*, weakness-*, wound-*, exploration-*.

event-damaging_fire = 불 마커가 있는 모든 방에 고장 마커도 놓습니다. 그다음 불이 난 방과 이웃한 모든 방으로 불이 번집니다 (닫힌 문과 정비통로를 넘어서는 번지지 않습니다).
event-regeneration = 게임판 위의 모든 인트루더가 부상 마커를 2개씩 버립니다.
event-scent_of_prey = 점액 마커가 있는 캐릭터마다 소음이 납니다: 그 방의 통로 중 소음 마커가 없는 곳마다 하나씩 놓습니다.
event-flammable_compounds = 동면실에 불이 납니다. 이미 불이 나 있다면 대신 동면실과 이웃한 모든 방에 불이 납니다.
event-bulkheads_open = 닫힌 문이 모두 열립니다. 부서진 문은 그대로입니다.
event-hunt = 캐릭터와 전투 중이 아닌 성체는 이웃한 방에 캐릭터가 있으면 그 방으로 이동합니다 (방 번호가 낮은 쪽 먼저).
event-eclosion = 캐릭터 게임판에 애벌레가 있는 캐릭터는 죽고, 그 방에 아성체가 나타납니다. 그다음 모든 캐릭터가 행동 덱 맨 위 카드 4장을 공개하고 그 중 오염 카드를 스캔합니다: 감염 카드가 나오면 그 캐릭터 게임판에 애벌레를 놓습니다. 공개한 카드는 버립니다.
event-coolant_leak = 발전실에 고장 마커가 있으면 자폭 시퀀스가 시작됩니다 (동면 중인 캐릭터가 있어도 시작됩니다). 이 카드는 게임에서 빼고, 사건 카드 버림 더미를 덱에 섞어 넣습니다.
event-nest_noise = 둥지가 발견되었다면, 둥지의 통로 중 소음 마커가 없는 곳마다 하나씩 놓습니다.
event-short_circuit = 탐험된 노란색 방 중 컴퓨터가 있는 방마다 고장 마커를 놓습니다. 이 카드는 게임에서 빼고, 사건 카드 버림 더미를 덱에 섞어 넣습니다.
event-damage = 성체, 완성체, 여왕이 있는 방마다 고장 마커를 놓습니다.
event-egg_protection = 둥지에 있는 캐릭터와 알을 들고 있는 캐릭터는 모두 조우를 겪습니다.
event-consuming_fire = 불이 난 방의 아이템 재고량이 모두 사라집니다 (0이 됩니다). 그다음 불이 난 방과 이웃한 모든 방으로 불이 번집니다 (닫힌 문과 정비통로를 넘어서는 번지지 않습니다).
event-malfunction = 고장 마커를 놓을 수 있는 탐험된 방 중 번호가 가장 낮은 방에 고장 마커를 놓습니다. 이 카드는 사건 덱에 다시 섞어 넣습니다.
event-lurking = 캐릭터와 같은 방에 있지 않은 인트루더는 모두 게임판에서 떠납니다. 떠난 인트루더마다 같은 종류의 토큰을 인트루더 주머니에 넣습니다.
event-pod_ejection = 아직 우주선에 붙어 있는 구명정 중 번호가 가장 낮은 것이 발사됩니다. 타고 있던 캐릭터는 탈출합니다. 이 카드는 게임에서 빼고, 사건 카드 버림 더미를 덱에 섞어 넣습니다.
event-hatching = 둥지에서 알 1개를 치웁니다. 둥지에 있는 캐릭터 중 손에 카드가 없는 플레이어의 캐릭터는 캐릭터 게임판에 애벌레를 받습니다. 아무도 받지 않았다면 애벌레 토큰 1개를 인트루더 주머니에 넣습니다.
event-life_support_failure = 탐험된 초록색 방마다 고장 마커를 놓습니다. 이 카드는 게임에서 빼고, 사건 카드 버림 더미를 덱에 섞어 넣습니다.
event-tech_noise = 정비통로에 소음 마커가 없으면 하나 놓습니다. 이미 있다면 정비통로 입구가 있는 방에 있는 캐릭터마다 소음 주사위를 굴립니다.

attack-slime = 대상은 점액 마커와 오염 카드 1장을 받습니다.
attack-scratch = 대상은 경상 1개와 오염 카드 1장을 받습니다.
attack-claw = 대상은 경상 2개와 오염 카드 1장을 받습니다.
attack-bite = 중상이 2장 이상인 대상은 죽습니다. 아니면 중상 1장을 받습니다.
attack-tail = 중상이 1장이라도 있는 대상은 죽습니다. 아니면 중상 1장을 받습니다.
attack-frenzy = 공격한 인트루더가 있는 방에서, 중상이 2장 이상인 캐릭터는 모두 죽고 나머지 캐릭터는 모두 중상 1장을 받습니다.
attack-transformation = 공격한 아성체는 남은 완성체 미니어처가 있으면 완성체로 바뀝니다. 대상 플레이어의 손에 카드가 없으면 그 완성체가 곧바로 공격합니다.
attack-summoning = 인트루더 주머니에서 인트루더를 하나 더 꺼내 그 방에 등장시킵니다. 이번 행동 동안에는 공격하지 않습니다.

weakness-vital_places = 성체를 상대로는 전투 주사위의 빈 면도 명중 1개로 칩니다.
weakness-way_of_moving = 닫힌 문을 부술 수 있는 것은 완성체와 여왕뿐입니다. 다른 인트루더는 닫힌 문 앞에서 멈춥니다.
weakness-phosphates = 소화기나 소방실로 쫓겨난 인트루더는 부상도 1개 입습니다.
weakness-energy = 에너지 무기는 부상을 1개 더 줍니다.
weakness-reaction_to_danger = 기습 공격을 확인할 때 토큰 숫자를 1 낮게 봅니다 (1 밑으로는 내려가지 않습니다).
weakness-brink_of_extinction = 인트루더는 부상 확인에서 요구하는 것보다 부상이 1개 적어도 죽습니다.
weakness-way_of_fighting = 성체의 물기 공격은 중상 대신 경상을 줍니다.
weakness-fire = 불, 화염병, 화염방사기는 부상을 1개 더 줍니다. 화염병은 알을 2개 파괴합니다.

wound-arm = 무거운 아이템이나 물건을 한 손으로만 들 수 있습니다.
wound-hand = 아이템 행동마다 카드가 1장 더 듭니다.
wound-leg = 도주하려면 카드 2장이 듭니다.
wound-body = 카드를 5장이 아니라 4장까지만 뽑습니다.
wound-bleeding = 패스를 선언할 때마다 경상 1개를 입습니다.

exploration-silence = 정적: 이번 이동에는 소음 주사위를 굴리지 않습니다 (점액 마커가 있는 캐릭터에게는 위험이 됩니다).
exploration-danger = 위험: 이웃한 방의 인트루더가 들어오거나, 이 방의 통로들에 소음이 찹니다. 소음 주사위는 굴리지 않습니다.
exploration-slime = 점액: 캐릭터가 점액 마커를 받습니다.
exploration-fire = 불: 이 방에 불 마커를 놓습니다.
exploration-malfunction = 고장: 고장 날 수 있는 방이면 고장 납니다 (다음 줄을 보세요).
exploration-door = 문: 캐릭터가 지나온 통로의 문을 닫습니다.

# Carnomorphs
attack-devour = 이미 중상이 있는 대상은 사망하고, 그렇지 않으면 중상 1개를 받습니다. 그 뒤 도살마는 부상 마커를 모두 버립니다.
attack-spawn = 공격자가 있는 방에 변이식충이 나타나고, 대상은 점액 마커를 받습니다.
attack-bash = 대상은 중상 1개와 오염 카드 1장을 받습니다.
attack-regurgitate = 대상은 점액 마커와 오염 카드 1장을 받고, 방에 인트루더 시체가 놓입니다.
event-rampant_mutation = 모든 캐릭터는 행동 덱 위 4장을 공개하고 그중 오염 카드를 스캔합니다. 감염된 카드가 있으면 생체변이 마커(생체변이 카드가 없으면 카드)를 받습니다. 공개한 카드는 버립니다.
event-reawakening = 바닥에 인트루더 시체가 있는 방마다 시체 1개가 구루해골이 됩니다. 캐릭터와 같은 방에서 일어난 구루해골은 곧바로 공격합니다.
event-carno_lurking = 변이식충을 제외하고, 캐릭터와 같은 방에 있지 않은 카르노모프는 모두 게임판을 떠납니다. 떠난 카르노모프마다 같은 종류의 토큰을 주머니에 넣습니다.
event-stalking = 모든 구루해골, 살육짐승, 도살마는 캐릭터가 있는 이웃 방이 있으면 그리로 이동합니다(방 번호가 낮은 곳 먼저).
event-airlock_glitch = 번호가 가장 높은 노란색 방에서 비상 에어록이 작동합니다: 그 방의 문이 모두 닫힙니다.
event-generator_overload = 게임판에 고장 마커가 3개 이상이면 자폭 절차가 시작됩니다.
event-marked_prey = 무거운 물체를 들고 있거나 무거운 물체가 있는 방에 있는 캐릭터는 모두 점액 마커를 받습니다.
event-hatches_jam = 탈출 구역 A와 탈출 구역 B에 고장 마커를 놓습니다.
event-quarantine_procedure = 점액이 묻은 캐릭터가 있는 방의 문이 모두 닫힙니다.
event-growl = 카르노모프가 있는 모든 방의 통로에 소음 마커를 놓습니다(이미 있으면 그대로).
event-scavenging_biomatter = 도살마를 제외한 모든 카르노모프는 무거운 물체(들고 있는 것 포함)가 있는 이웃 방으로 이동합니다(방 번호가 낮은 곳 먼저).
event-structural_weakness = 탐사된 흰색 방마다 고장 마커를 놓습니다.
event-protocol_failure = 탈출 구역 B에서 번호가 가장 높은 탈출정을 게임에서 제거합니다.
event-chemical_fire = 번호가 가장 높은 불타는 방에 고장 마커를 놓고 그 방의 불을 치웁니다. 그 뒤 이웃한 모든 방으로 불이 번집니다(닫힌 문은 넘지 않음).
event-ammunition_meltdown = 번호가 가장 낮은 빨간색 방의 아이템이 0이 되고, 그 방과 이웃한 모든 방에 불이 붙습니다(닫힌 문은 넘지 않음).
event-beast_on_the_prowl = 도살마가 게임판에 있고 전투 중이 아니면 점액이 묻은 캐릭터(차례 순서상 먼저인 캐릭터)의 방으로 옮깁니다. 도살마가 없으면 점액이 묻은 캐릭터마다 소음 주사위를 굴립니다.
adaptation-voracious = 탐식
adaptation-agile = 민첩
adaptation-other = 다른 카드
adaptation-category-feeding = 포식
adaptation-category-being_hit = 명중 판정
adaptation-category-health = 부상과 체력
adaptation-category-movement = 이동
adaptation-category-attacks = 공격
adaptation-category-bag = 인트루더 주머니
adaptation-category-other = 기타

# 보이드 시더
attack-duplicate = 공격한 보이드 시더와 같은 종류의 미니어처가 그 방에 하나 더 나타납니다. 기습 공격도 하지 않고, 이번 공격 단계에는 공격하지 않습니다.
attack-dread = 대상은 중상 1장을 받고, 패닉 카드를 뽑습니다.
attack-braineating = 중상이 하나라도 있는 대상은 사망합니다. 아니면 중상 2장을 받습니다.
attack-dismay = 대상은 오염 카드 1장을 받고, 패닉 카드를 뽑습니다.
event-terror = 모든 캐릭터는 손에 5장이 될 때까지 카드를 뽑고, 손에 든 오염 카드를 스캐너로 검사한 뒤(감염 카드가 있으면 광기 5), 손에 든 카드를 모두 버립니다.
event-void_hunt = 전투 중이 아닌 모든 보이드 시더는 캐릭터가 있는 옆방으로 이동합니다(방 번호가 낮은 쪽 먼저). 닫힌 문도 막지 못합니다.
event-tendrils = 기술 통로 입구가 있는 방에 있는 모든 캐릭터의 광기 레벨이 1 오릅니다.
event-computer_failure = 컴퓨터가 있는 방 중 하나라도 고장 마커가 있으면, 컴퓨터가 있는 다른 모든 방에도 고장 마커를 놓습니다. 이 카드는 게임에서 제외하고 사건 카드 버린 더미를 덱에 다시 섞습니다.
event-monophobia = 방에 혼자 있고 전투 중이 아닌 모든 캐릭터는 패닉 카드를 뽑습니다.
event-neurosis = 마굴이 있는 방이나 그 옆방에 있는 모든 캐릭터는 패닉 카드를 뽑습니다.
event-agoraphobia = 캐릭터가 2명 이상 있는 방 중 번호가 가장 낮은 방에 악몽이 옵니다(게임판에 있으면 옮깁니다). 기습 공격은 없습니다.
event-highest_pod_ejection = 아직 우주선에 있는 탈출정 중 번호가 가장 높은 것을 게임에서 제외합니다. 이 카드는 게임에서 제외하고 사건 카드 버린 더미를 덱에 다시 섞습니다.
event-fire_wave = 불이 난 방 중 번호가 가장 낮은 방에서 옆의 모든 방으로 불이 번집니다(닫힌 문과 기술 통로로는 번지지 않습니다).
event-generator_overheat = 발전실에 고장 마커가 있으면 발전실에 불이 나고 불이 난 모든 방에서 불이 번집니다. 아니면 발전실에 고장 마커를 놓습니다. 이 카드는 게임에서 제외하고 사건 카드 버린 더미를 덱에 다시 섞습니다.
event-whispers = 사건 카드를 1장 더 뽑아 통로 번호만 봅니다. 캐릭터가 있는 모든 방의 그 번호 통로에 소음 마커를 놓고, 이미 있으면 조우가 일어납니다.
event-fear = 광기 레벨이 손에 든 카드 수보다 높은 모든 캐릭터는 오염 카드 1장을 받습니다.
event-fuel_explosion = 엔진실 3곳에 모두 불 마커를 놓습니다. 이 카드는 게임에서 제외하고 사건 카드 버린 더미를 덱에 다시 섞습니다.
event-ship_ai_failure = 컴퓨터가 있는 방들에 고장 마커가 2개 이상이면 자폭 시퀀스가 시작됩니다. 아니면 컴퓨터가 있는 방 중 번호가 가장 낮은 방에 고장 마커를 놓습니다.
exploration-lair = 마굴: 이 방에 마굴 미니어처를 놓습니다. 이번 이동에는 소음 주사위를 굴리지 않습니다.
panic-destructive_outburst = 내 방에 고장 마커가 없으면 고장 마커를 놓습니다.
panic-defeatism = 나를 포함해 내 방의 모든 캐릭터의 광기 레벨이 1 오릅니다.
panic-blind_escape = 사건 카드 1장의 통로 번호로 내 캐릭터가 뛰쳐나갑니다.
panic-destruction = 들고 있는 무거운 아이템 1개를 버립니다(알, 사체, 시체 같은 물체는 해당하지 않습니다).
panic-insane_courage = 보이드 시더나 마굴이 있는 옆방으로 내 캐릭터가 들어갑니다.
panic-sabotage = 내 방의 아이템 카운터가 0이 됩니다.
panic-self_mutilation = 경상 2개를 입습니다.
panic-heart_attack = 내 캐릭터가 사망합니다.
panic-bloodlust = 내 방의 다른 모든 캐릭터가 중상 1장씩 받습니다. 혼자라면 내가 받습니다.
panic-demotivation = 나를 포함해 내 방의 모두가 손에서 행동 카드 1장을 버립니다. 그다음 내 광기 레벨이 1 오릅니다.
panic-ripping_bandages = 경상 1개를 입고, 응급처치한 중상 1장을 다시 앞면으로 뒤집습니다.
panic-hopelessness = 행동 덱 맨 위 3장을 공개합니다. 오염 카드가 아닌 1장은 게임에서 제외하고, 나머지는 버립니다.
panic-hallucinations = 무기 1개의 탄약을 모두 버립니다.
panic-pyromaniac = 내 방에 불이 없으면 불 마커를 놓습니다.

weakness-category-our_attacks = 우리의 공격
weakness-category-their_health = 적의 체력과 부상
weakness-category-their_movement = 적의 이동
weakness-category-insanity_panic = 광기와 패닉
weakness-category-lairs = 마굴
weakness-category-other = 기타
