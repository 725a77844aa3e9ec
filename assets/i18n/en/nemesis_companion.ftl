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

## table
table-time = Time { $time }
table-self-destruct = Self-destruct { $track }
table-game-over = Game over
table-victory-next = The ship's fate is settled. Go through the victory check together.
table-not-saved = Not saved: { $reason }
table-retry-saving = Try saving again
table-refused-nothing-changed = Nothing was changed.
table-log-lost = The log of earlier rounds could not be rebuilt ({ $reason }); the game itself is intact.
table-undone = Undone: { $what }
table-round-start = New round: everybody draws up to 5 cards. { $name } has the first player token.
table-turn-of = { $name } in { $room }
table-not-on-ship = { $name } is not in a room of the ship.
table-tap-room = Tap a neighbouring room on the map to move there.
table-noise-roll = Noise roll
table-injured = { -intruder } injured
table-eggs = Eggs destroyed
table-end-turn = End turn
table-pass = Pass
table-in-pod = in escape pod { $pod }
table-hibernating = hibernating
table-escaped = escaped
table-dead = dead
table-passed = passed
table-move-to = Move { $name } to { $room }
table-which-corridor = Through which corridor?
table-corridor = Corridor { $number }
table-careful = Careful movement
table-careful-where = Where does the noise marker go?
table-tech = Technical corridors
table-tech-red = Red technical corridors
table-tech-blue = Blue technical corridors
table-hand = Cards in hand now (tap a number or press its key)
table-move = Move
table-noise-for = Noise roll for { $name }
table-roll = Roll
table-which-intruder = Which { -intruder } was injured?
table-no-intruders = There is no { -intruder } on the board.
table-intruder-choice = { $key }. { $intruder } in { $room } ({ $injuries } injuries so far)
table-how-many-injuries = How many injuries did the { $intruder } take?
table-eggs-in = Eggs destroyed in { $room }
table-confirm = Confirm
table-cancel = Cancel
table-help-digits = Cards in hand, injuries, or a choice while the table asks
table-help-confirm = Next, confirm, reveal, hide
table-help-arrows = Point at a neighbouring room (Enter moves there)
table-help-tab = Next character
table-help-noise = Noise roll
table-help-injure = { -intruder } injured (shoot or melee result)
table-help-eggs = Eggs destroyed
table-help-turn = End turn, pass
table-help-event = Start the Event Phase
moment-encounter = Encounter in { $room }!
moment-intruder = { $intruder }!
moment-surprise = Surprise attack on { $name }!
moment-attack = Attack on { $name }
moment-death = { $name } is dead
moment-killed = { $intruder } killed
moment-event-card = Event card
moment-escaped = { $name } escaped
moment-game-over = The game is over
moment-winner = { $name } wins
moment-victory-done = The victory check is done
moment-happened = What happened
moment-next = Next
moment-next-more = Next ({ $left } more)
walk-nothing = Nothing happens in this step.
walk-next = Everybody has passed
walk-next-hint = The Event Phase comes next: the app runs it and walks you through each step.
walk-open = Start the Event Phase
walk-hands-title = Cards in hand
walk-hands-hint = How many cards does each character hold now? (Digit keys fill the highlighted row.)
walk-start = Run the Event Phase
curtain-hand-to = Hand the laptop to { $name }
curtain-others-look-away = Everybody else, look away.
curtain-reveal = I am { $name }: show me
curtain-keys = Enter or Space shows it.
curtain-only-you = Only for { $name }
curtain-remember = Remember it, then hide it. It will not be shown again or written in the log.
curtain-hide = Hide
