# Nemesis Companion: user interface texts (English, the fallback language).
# Card and token effects live in effects.ftl. Every key here exists in ko/ and ja/ too
# (checked by the test suite). Terms follow the English rulebook.

-app = Nemesis Companion
-intruder = Intruder
-intruders = Intruders

app-title = { -app }
app-unofficial = Unofficial fan app, not made or endorsed by Awaken Realms. You still need the Nemesis box.

## Languages: each name is written in its own language, the same in every file.
language-en = English
language-ko = 한국어
language-ja = 日本語

## Common buttons
button-back = Back
button-continue = Continue
button-settings = Settings
button-close = Close
button-help = Keys

## First run
first-run-title = Welcome aboard
first-run-language = Choose the language for this table
first-run-hint = You can change it later in the settings.

## New game
new-game-title = New game
new-game-players = Players
new-game-player-number = Player { $number }
new-game-name-placeholder = Name (optional)
new-game-add-player = Add a player
new-game-remove-player = Remove
new-game-character = Character
new-game-mode = Mode
new-game-side = Board side
new-game-seed = Seed code
new-game-seed-hint = The same code deals the same hidden setup. Type the code of an earlier game to replay it.
new-game-seed-new = New code
new-game-start = Set up the ship
new-game-error-character = Each player needs a different character.
new-game-error-seed = A seed code is { $length } characters from { $alphabet }.
new-game-error-solo = Solo mode is for exactly one player.
new-game-error-coop = Full co-op needs 2 to 5 players.
new-game-solo-note = Solo: one player. More players need standard or co-op mode.

## Characters
character-captain = Captain
character-pilot = Pilot
character-scientist = Scientist
character-scout = Scout
character-soldier = Soldier
character-mechanic = Mechanic

## Modes
mode-standard = Standard
mode-solo = Solo
mode-coop = Full co-op
mode-standard-hint = Everyone has a secret corporate and personal objective.
mode-solo-hint = One player against the ship, with the solo/co-op objectives.
mode-coop-hint = Everyone works together on the solo/co-op objectives.

## Board sides
side-a = Side A
side-b = Side B
side-a-hint = Basic side: red arrow in the top-left corner. Best for a first game.
side-b-hint = Harder side: two technical networks and double corridors.

## Setup checklist
checklist-title = Set up the board
checklist-summary = { $players ->
    [one] One player · { $mode } · { $side } · code { $code }
   *[other] { $players } players · { $mode } · { $side } · code { $code }
}
checklist-physical = On the table: you do this
checklist-app = Kept by the app: leave these in the box
checklist-left = { $count ->
    [0] Everything is ready.
    [one] One step left on the table.
   *[other] { $count } steps left on the table.
}
checklist-start = Start the game
checklist-start-anyway = Start anyway

setup-board = Lay out the main board with { $side } face up.
setup-evacuation = Put Evacuation A face up on slot 007 and Evacuation B face up on slot 009.
setup-room-tiles = Shuffle the room tiles marked "2" face down and put one on every "2" slot, then do the same with the "1" tiles. Nobody looks at them.
setup-exploration = Put one face-down exploration token on every room tile.
setup-pods = { $pods ->
    [one] Put one escape pod at the ship, locked side up.
   *[other] Put { $pods } escape pods at the ship, locked side up, alternating A, B, A, B from the lowest number.
}
setup-eggs = Put 5 eggs on the intruder board.
setup-item-decks = Shuffle the green, yellow and red item decks and the serious wound deck; put the crafted item deck beside them.
setup-contamination = Shuffle the contamination cards (with their app labels) into a face-down deck.
setup-markers = Keep fire, malfunction, noise, injury and status markers, doors, corpses, carcasses and the combat dice within reach.
setup-tracks = Put a status marker on the green start space of the time track and one on space B of the destination track.
setup-crew = Deal the Help cards and objectives, draft the characters, and put every miniature and the blue corpse in the Hibernatorium.

app-bag = The intruder bag ({ $tokens } tokens). The app draws from it; keep the intruder tokens in the box.
app-events = The event deck. The app draws the events.
app-attacks = The intruder attack deck. The app draws the attacks.
app-engines = The engine tokens. The app knows which engines work.
app-coordinates = The coordinates card. The app drew one in secret.
app-weaknesses = The intruder weakness cards. The app chose three in secret.
app-infected = Which contamination labels are infected. The app tells you when you scan.
app-noise = The noise roll. The app rolls it.

## Settings
settings-title = Settings
settings-language = Language
settings-text-size = Text size
text-size-normal = Normal
text-size-large = Large
text-size-larger = Larger
text-size-huge = Across the table
settings-theme = Theme
theme-dark = Dark
theme-light = Light
settings-fullscreen = Fullscreen
settings-keep-awake = Keep the screen awake during a game
settings-on = On
settings-off = Off
settings-saved-in = Settings file: { $path }
settings-not-saved = Settings are kept in memory only: { $reason }
settings-memory-only = Settings are kept in memory only and are lost when the app closes.
settings-reset-notice = The settings file could not be read, so the defaults are in use. The old file was kept as { $path }. ({ $reason })
settings-newer-notice = The settings file was written by a newer version, so the defaults are in use. The old file was kept as { $path }.

## Table
table-round = Round { $round }
table-phase-player = Player phase
table-phase-event = Event phase
step-draw = Draw cards
step-first-player = First player token
step-turns = Player turns
step-time = Time track
step-attacks = { -intruder } attacks
step-fire = Fire damage
step-event = Event card
step-bag = Bag development
step-end = End of round
table-move-hint = Choose a character, then tap the room they move into.
table-moving = Moving: { $name }
table-undo = Undo
table-redo = Redo
table-log = Log
table-new-game = New game

## Map
map-tech = Technical corridors
map-pods = Escape pods { $dock }
map-unexplored = unexplored

## Rooms
room-cockpit = Cockpit
room-hibernatorium = Hibernatorium
room-engine1 = Engine 1
room-engine2 = Engine 2
room-engine3 = Engine 3
room-armory = Armory
room-comms-room = Comms Room
room-emergency-room = Emergency Room
room-evacuation-a = Evacuation A
room-evacuation-b = Evacuation B
room-fire-control = Fire Control System
room-generator = Generator
room-laboratory = Laboratory
room-nest = Nest
room-storage = Storage
room-surgery = Surgery
room-airlock-control = Airlock Control
room-cabins = Cabins
room-canteen = Canteen
room-command-center = Command Center
room-engine-control = Engine Control Room
room-hatch-control = Hatch Control System
room-monitoring = Monitoring Room
room-slime-room = Room Covered with Slime
room-shower-room = Shower Room

## Intruders
intruder-larva = Larva
intruder-creeper = Creeper
intruder-adult = Adult
intruder-breeder = Breeder
intruder-queen = Queen
intruder-blank = Blank

## Noise roll
noise-corridor = Noise in corridor { $number }
noise-danger = Danger
noise-silence = Silence

## Destinations
destination-earth = Earth
destination-mars = Mars
destination-venus = Venus
destination-deep-space = Deep space

## Keyboard help
help-title = Keys
help-undo = Undo
help-redo = Redo
help-fullscreen = Fullscreen on or off
help-settings = Settings
help-help = Show or hide this list
help-close = Close a panel or go back
help-quit = Quit
help-players = Choose character 1 to 5
storage-memory-only = Games are not saved: the data folder cannot be used, so this game lives in memory only.

## scangui
# The scanner overlay, the camera states and the label sheet (prefixes scan-, camera-, labels-).
scan-title = Scan { $name }'s contamination cards
scan-title-victory = Final contamination check: { $name }
scan-lighting-title = Check the lighting
scan-lighting-how = Hold a few labelled cards under the camera. The picture shows what is read; below it, why not.
scan-how-hand = Fan the contamination cards from your hand under the camera, labels up, inside the frame.
scan-how-revealed = Show the revealed contamination cards to the camera, labels up.
scan-how-all = Fan all your contamination cards under the camera: deck, hand and discard ({ $count } in all).
scan-in-view = In view: { $labels }
scan-read-count = { $count ->
    [0] Nothing read yet
    [one] 1 card read
   *[other] { $count } cards read
}
scan-read-none = Labels appear here once the camera has seen them steadily.
scan-remove = Remove
scan-type-hint = Camera trouble? Type the number printed under the code.
scan-type-placeholder = Label number, e.g. 7 or C-07
scan-type-add = Add
scan-cancel = Cancel
scan-confirm = { $count ->
    [0] Confirm: no cards
    [one] Confirm 1 card
   *[other] Confirm { $count } cards
}
scan-diagnosis-dark = Too dark: add light or move nearer a lamp.
scan-diagnosis-glare = Too bright or glare: tilt the cards away from the light.
scan-diagnosis-blurry = Blurry: hold the cards still, about 40 cm from the camera.
scan-diagnosis-no-code = No label in view: bring the labels inside the frame, or type the number.
scan-diagnosis-foreign = That code is not a Nemesis Companion label.
scan-diagnosis-refused = A label was seen but cannot be used (see the reason on the right).
scan-refused-deck = Label { $label } belongs to a deck this version does not know.
scan-refused-number = Label { $label } does not exist: the deck has { $size } labels.
scan-refused-version = Label printed in format { $version }; this version reads format { $ours }. Print the labels again.
scan-refused-check = Damaged or misread label: hold it flat and try again, or type its number.
scan-refused-malformed = Damaged label: type its number instead.
scan-refused-out-of-game = { $label } left the game after an earlier scan: put it back in the box.
scan-refused-typed = "{ $text }" is not a label number: type 1 to { $size }, as printed under the code.
scan-refused-game = The game did not accept this scan; the table says why.
scan-too-many = { $read } cards read, but this character owns only { $owned }: remove the ones that are not theirs.
scan-verdict-title = Result for { $name }
scan-clean = clean
scan-infected = INFECTED
scan-do-remove = Remove it from the game.
scan-do-keep = Keep it.
scan-note-clean = No infected card.
scan-note-larva = Put a larva on { $name }'s character board.
scan-note-death = A larva was already there: { $name } dies.
scan-note-creeper = Place a Creeper in { $name }'s room.
scan-note-larva-removed = Take the larva off { $name }'s character board.
scan-note-larva-draw = A larva is on { $name }'s board: no scan, straight to the 4-card draw.
scan-note-final-draw = { $count ->
    [0] 4 cards drawn: no contamination card.
    [one] 4 cards drawn: 1 contamination card.
   *[other] 4 cards drawn: { $count } contamination cards.
}
scan-note-final-death = { $name } dies of the contamination.
scan-note-survived = { $name } survives the contamination check.
scan-done = Done
camera-off = Camera off: type the label numbers.
camera-searching = Looking for the camera…
camera-on = Camera on.
camera-retrying = Trying again every { $seconds } s.
camera-none = No camera found. Plug one in, or type the label numbers.
camera-no-permission = The app may not use the camera yet: allow it in the system's privacy settings, or type the numbers.
camera-busy = The camera is busy in another program. Close it, or type the numbers.
camera-lost = The camera stopped (unplugged?). What was read is kept; type the rest if needed.
camera-failed = The camera failed ({ $detail }).
camera-ended = No more pictures from this source.
camera-settings-title = Camera for the scanner
camera-first = First camera found
camera-typing-only = None: type the numbers
camera-not-connected = { $name } (not connected)
camera-list-searching = Looking for cameras…
camera-list-none = No camera found.
camera-list-count = { $count ->
    [one] 1 camera found.
   *[other] { $count } cameras found.
}
camera-list-failed = Cameras cannot be listed: { $reason }
camera-list-refresh = Look again
camera-check-lighting = Check lighting
labels-title = Contamination labels
labels-how = Print at 100% scale on matte paper, cut out, and stick one label on each contamination card.
labels-paper-a4 = A4
labels-paper-letter = US Letter
labels-print = Print labels…
labels-written = Label sheet saved: { $path }
labels-failed = The label sheet could not be written: { $reason }
