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
storage-memory-only = the data folder cannot be used, so this game lives in memory only.

## actions
# Room actions, corrections and the victory check (src/gui/panels/).
action-corridor = Corridor { $numbers } → { $room }
action-door-open = Open
action-door-closed = Closed
action-door-destroyed = Destroyed
action-object-egg = egg
action-object-carcass = intruder carcass
action-object-corpse = character corpse
action-hand-hint = Count every card in the hand now, contamination cards included.
action-hand-question = How many cards does { $name } hold now?
action-hand-question-eggs = { $count ->
    [one] One egg. How many cards does { $name } hold now?
   *[other] { $count } eggs. How many cards does { $name } hold now?
}
action-pick-room-hint = Choose below or tap the room on the map.
action-in-pod = Waiting in escape pod { $pod }
action-hibernating = Hibernating
action-escaped = Escaped
action-dead = Dead
action-nothing = Nothing here needs the app. Play your cards on the board.
action-room-needs-nothing = The { $room } action happens on the board only.
action-check-engine = Check engine { $engine }
action-alone-hint = Only this player looks: hand them the screen.
action-restack = Repair or sabotage engine { $engine }
action-restack-needs = Needs a Repair card or the Tools. Works even with a malfunction.
action-restack-question = Engine { $engine }: which token goes on top?
action-restack-private = Only this player looks. Choose the order you want.
action-restack-working = Working on top
action-restack-damaged = Damaged on top
action-restack-hint = The table only learns whether the order changed. The app announces it truthfully.
action-check-all-engines = Check all three engines
action-check-coordinates = Check the coordinates
action-set-destination = Set the destination (now { $letter })
action-destination-question = Move the destination marker to:
action-destination-hint = Locked while anyone hibernates or an intruder is in the Cockpit.
action-self-destruct-start = Start self-destruct
action-self-destruct-hint = Cannot be cancelled once the marker reaches yellow.
action-self-destruct-cancel = Cancel self-destruct
action-doors = Open or close doors
action-doors-room = Which room's doors?
action-doors-of = Doors of { $room }
action-doors-confirm = Set these doors
action-airlock = Emergency airlock
action-airlock-question = Which room does the airlock seal?
action-airlock-hint = Another yellow room with no destroyed door. All its doors close; if they stay closed to the end of the Player Phase, everyone inside dies.
action-hatch = Lock or unlock a pod
action-hatch-question = Which pod?
action-pod-lock = Lock pod { $pod } ({ $dock })
action-pod-unlock = Unlock pod { $pod } ({ $dock })
action-fire-control = Fire suppression
action-fire-question = Which room?
action-fire-hint = Its fire goes out and every intruder there retreats.
action-fire-other = Other rooms
action-analyse = Analyse the { $object }
action-take-nest-egg = Take an egg from the Nest
action-noise-roll-follows = A noise roll follows.
action-destroy-eggs = Shoot or hit the eggs
action-eggs-question = How many eggs were destroyed?
action-eggs-hint = Each injury dealt destroys one egg.
action-pick-up = Pick up the { $object }
action-drop = Drop the { $object }
action-hibernate = Try to hibernate
action-board-pod = Try to board a pod
action-launch-pod = Launch pod { $pod }
action-leave-pod = Step out of the pod
action-scan-room = Scan the contamination cards in hand
action-scan-room-hint = Optional. Clean cards leave the game; an infected one stays and brings a larva.
action-scan-surgery = Operate: scan every contamination card
action-scan-surgery-hint = Deck, hand and discard. Infected cards and the larva go; then 1 light wound and you pass.
action-scan-rest = Scan (Rest card)
action-scan-revealed = Scan the revealed cards
action-scan-revealed-hint = An event revealed contamination cards: scan them now.

fix-hint = The table is the truth: change what differs from the board.
fix-title-room = Correct { $room }
fix-title-player = Correct { $name }
fix-title-tracks = Correct the tracks and decks
fix-nothing = Nothing to correct here.
fix-yes = Yes
fix-no = No
fix-off = Off
fix-change = Change
fix-intruders = Intruders here
fix-intruder-injuries = { $kind } #{ $id }: injuries
fix-move-intruder = Move
fix-remove-intruder = Remove
fix-move-intruder-question = Where is the { $kind } really?
fix-add-intruder = Add an intruder here:
fix-fire = Fire
fix-malfunction = Malfunction
fix-room-tile = Room tile: { $room }
fix-room-tile-question = Which tile lies here?
fix-eggs = Eggs on the floor
fix-carcasses = Intruder carcasses
fix-corpses = Character corpses
fix-nest-eggs = Eggs on the intruder board
fix-pod-locked = Pod { $pod } locked
fix-corridors = Corridors
fix-noise = Noise
fix-tech-noise = Noise in the technical corridors
fix-place-here = Put a character here:
fix-place-question = Where is the character really?
fix-where = In { $room }
fix-light-wounds = Light wounds
fix-serious-wounds = Serious wounds
fix-contamination = Contamination cards (deck, hand and discard)
fix-slime = Slime marker
fix-larva = Larva on the board
fix-kill = The character died
fix-kill-question = Did { $name } die?
fix-kill-hint = Use this when a card or rule killed the character and the app did not see it. Undo takes it back.
fix-kill-confirm = Yes, the character is dead
fix-time = Time track
fix-self-destruct = Self-destruct track
fix-destination = Destination marker
fix-bag = Intruder bag
fix-bag-hint = What the bag holds stays hidden. Adjust it only when the table knows it differs.
fix-bag-add = Into the bag
fix-bag-remove = Out of the bag
fix-bag-next = Drawn next
fix-next-event = Next event card…
fix-next-attack = Next attack card…
fix-next-event-question = Which event card comes next?
fix-next-attack-question = Which attack card comes next?

victory-title = Victory check
victory-reveal = Reveal
victory-reveal-hint = Everyone watch the screen.
victory-next = Continue
victory-ended = The game is over
victory-cause-jump = The ship made the hyperspace jump.
victory-cause-self-destruct = The self-destruct sequence ended: the ship exploded.
victory-cause-fire = A ninth fire: the hull gave way.
victory-cause-malfunction = A ninth malfunction: the hull gave way.
victory-cause-jump-self-destruct = The ship jumped with self-destruct running and exploded.
victory-died-aboard = Died aboard: { $names }
victory-engines = Engines
victory-engine-working = Engine { $engine }: working
victory-engine-damaged = Engine { $engine }: damaged
victory-engines-ok = At least two engines work: the jump is safe.
victory-exploded = Two engines are damaged: the ship explodes.
victory-died-hibernating = Dead in their hibernation chambers: { $names }
victory-coordinates = Coordinates
victory-destination = Marker on { $letter }: { $place }
victory-mars-quarantine = Hibernating characters whose objective is Quarantine survive on Mars.
victory-not-quarantined = The ship reached Mars without quarantine: this character dies.
victory-contamination = Contamination
victory-objectives = Objectives
victory-quarantine-question = Is your objective Quarantine?
victory-yes = Yes
victory-no = No
victory-scan-question = Scan every contamination card: deck, hand and discard.
victory-scan = Scan the cards
victory-larva = A larva is on the character board: straight to the 4-card draw.
victory-draw-four = Draw 4 cards
victory-no-cards = No contamination cards: nothing to scan.
victory-scan-of = Contamination of { $name }
victory-scan-larva = A larva on the board: no scan, straight to the draw.
victory-label-clean = #{ $label } clean
victory-label-infected = #{ $label } INFECTED
victory-draw = { $count ->
    [0] 4 cards drawn from the shuffled deck: no contamination card.
    [one] 4 cards drawn from the shuffled deck: one contamination card.
   *[other] 4 cards drawn from the shuffled deck: { $count } contamination cards.
}
victory-survives = Survives.
victory-dies = Dies.
victory-objective-question = Reveal your objective. Was it met?
victory-met = Met
victory-missed = Not met
victory-winners = Winners
victory-no-winner = Nobody wins.
victory-over = The end
victory-winners-are = Winners: { $names }
victory-not-over = The game is not over yet.
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

## table panels (lead)
table-help-actions = Room actions for the chosen character
table-help-fix = Correct a room to match the board
table-panel-close = Close
table-open-actions = Room actions
table-fix-room = Correct room
table-fix-character = Correct character
table-fix-tracks = Correct tracks and decks
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
