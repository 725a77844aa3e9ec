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

## homesound
home-button = Saved games
home-continue = Continue
home-new-game = New game
home-import = Import a game file…
home-recent = Recent games
home-no-games = No saved games yet. Every game is saved as it is played.
home-saved-in = Games are saved in { $path }
home-list-failed = The saved games cannot be listed: { $reason }
home-unreadable = A game that cannot be read (Resume says why)
home-delete-confirm = Delete this game for good?
home-keep = Keep it
home-delete = Delete
home-resume = Resume
home-export = Export
home-export-to = Save the game file as:
home-import-from = The game file to import:
home-import-button = Import
home-import-found = Game files in this folder:
home-cancel = Cancel
home-finished = Finished
home-in-progress = In progress
home-round = Round { $round }
home-deleted = The game was deleted.
home-delete-failed = The game could not be deleted: { $reason }
home-exported = The game was saved as { $path }
home-export-exists = { $path } already exists. Choose another name; nothing was overwritten.
home-export-failed = The game could not be exported: { $reason }
home-imported = The game was imported: it is now in the list.
home-import-failed = The file could not be imported.
home-import-damaged = The file is damaged, so it was not imported.
sound-title = Sound
sound-status-on = Sound plays on { $device }.
sound-status-off-flag = Sound is off: the app was started with --no-sound.
sound-status-off-env = Sound is off: NEMESIS_AUDIO=off is set.
sound-status-unavailable = Sound unavailable: { $reason }. The game goes on without sound.
sound-unavailable-short = Sound unavailable
sound-unmuted = Sound on
sound-muted = Muted
sound-mute = Mute
sound-unmute = Unmute
sound-master = Master
sound-ambience = Ambience
sound-cues = Game sounds
saves-kept-aside = The whole damaged file was kept as { $path }.
saves-kept-aside-later = The damaged file stays untouched until a copy of it can be kept.
saves-recovery-torn = The last step (line { $line }) was cut short when the app stopped; the game continues from the step before it.
saves-recovery-damaged = The saved game is damaged at line { $line } ({ $reason }); the game continues from the last good step before it.
saves-recovery-refused = The rules refuse the step on line { $line } of the saved game ({ $reason }); the game continues from the step before it.
saves-error-io = The game file could not be read: { $reason }
saves-error-empty = The game file is empty: nothing was saved in it.
saves-error-too-large = The file is far larger than any saved game, so it was not opened.
saves-error-not-a-save = This is not a Nemesis Companion game file ({ $reason }).
saves-error-newer = This game was saved by a newer version of Nemesis Companion (save format { $found }; this version reads up to { $supported }). Update the app to open it. The file was left as it is.
