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
new-game-seed-secret = Drawn at random and kept secret until the game ends: nobody at the table can know the bag, the decks or the engines.
new-game-seed-type = Type a seed code…
new-game-seed-gives-away = Whoever knows this code can work out the hidden setup (the bag, the decks, the engines, the coordinates) from a few moves. Use it to replay a game, not to play a fresh one.
new-game-seed-secret-again = Keep the seed secret instead
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
new-game-dealer = Room tiles and exploration tokens
dealer-box = The box deals
dealer-app = The app deals
dealer-box-hint = Lay the real tiles and tokens face down. When you explore a room, flip them and tap what you see: the app never guesses a tile.
dealer-app-hint = Keep the tiles and tokens aside. When you explore a room, the app says which tile and token to lay there.
setup-room-tiles-aside = Keep the room tiles aside, sorted by name, face up. Lay none on the board: the app says which tile goes where when a room is explored.
setup-exploration-aside = Keep the exploration tokens aside, sorted by what they show. The app says which one to lay on an explored room.
table-flipped-tile = Which room tile did you flip?
table-flipped-token = Which exploration token did you flip?
token-silence = Silence
token-danger = Danger
token-slime = Slime
token-fire = Fire
token-malfunction = Malfunction
token-door = Door
table-token-face = { $effect } · { $items ->
    [one] 1 item
   *[other] { $items } items
}
refusal-rule-reveal-needed = Flip the room tile and the exploration token first, then tap what they show.
side-b-hint = Harder side: two technical networks and double corridors.

## Setup checklist
checklist-title = Set up the board
checklist-summary = { $players ->
    [one] One player · { $mode } · { $side }
   *[other] { $players } players · { $mode } · { $side }
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
setup-pods = Put escape pods { $a } in Evacuation A and { $b } in Evacuation B, locked side up ({ $pods } pods: the app drew them). The other pods go back in the box.
setup-eggs = Put 5 eggs on the intruder board.
setup-item-decks = Shuffle the green, yellow and red item decks and the serious wound deck; put the crafted item deck beside them.
setup-contamination = Shuffle the contamination cards (with their app labels) into a face-down deck.
setup-markers = Keep fire, malfunction, noise, injury and status markers, doors, corpses, carcasses and the combat dice within reach.
setup-tracks = Put a status marker on the green start space of the time track and one on space B of the destination track.
setup-crew = Deal the Help cards and objectives, draft the characters, and put every miniature, with the ring its player chose on the New game screen, and the blue corpse in the Hibernatorium.

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
map-room-slime-room = Slime Room
map-room-hatch-control = Hatch Control
map-room-fire-control = Fire Control
map-room-engine-control = Engine Control
map-room-airlock-control = Airlock Control
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
# a corridor with no door token on it (an opened door goes back to the supply)
fix-door-none = No door
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
saves-error-in-use = This game is open in another window. Close it there first: only one window may play a game at a time, so no step is lost.
saves-error-other-game = This file is a saved game of another kind ({ $game }) that this version of Nemesis Companion cannot open. Update the app to open it. The file was left as it is.
## table
table-time = Time { $time }
table-self-destruct = Self-destruct { $track }
table-game-over = Game over
table-victory-next = The ship's fate is settled. Go through the victory check together.
table-victory-over = The victory check is done. A new game starts from the button below.
table-victory-again = Show the victory check again
table-victory-open = Back to the victory check
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
table-help-digits = Cards in hand, injuries, a numbered room action, or a choice while the table asks
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
table-map-only = Map only
table-show-panel = Show the panel  [M]
table-help-map-only = The map alone, large (again: the panel back)
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
scan-too-many = { $read } cards read, but this character owns only { $owned }: take the ones that are not theirs out of view (they leave the list), or tap × beside them.
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

## narrate
# The game log (log-), private sights (sight-), undo/redo labels (cmd-), refusals (refusal-) and
# the small names they share (name-). Written in our own words; card effects come from effects.ftl.
name-room = room { $number }
name-room-known = room { $number } ({ $name })
name-corridor = corridor { $number } of { $room }
name-corridor-toward = corridor { $number } of { $room } (toward { $other })
name-tech-main = the technical corridors
name-tech-red = the red technical corridors
name-tech-blue = the blue technical corridors
name-intruder-unknown = intruder
name-one-larva = a Larva
name-one-creeper = a Creeper
name-one-adult = an Adult
name-one-breeder = a Breeder
name-one-queen = the Queen
name-one-blank = the Blank
name-object-egg = egg
name-object-carcass = intruder carcass
name-object-corpse = character corpse
name-working = Working
name-damaged = Damaged
name-attack-slime = Slime
name-attack-scratch = Scratch
name-attack-claw = Claw Attack
name-attack-bite = Bite
name-attack-tail = Tail Attack
name-attack-frenzy = Frenzy
name-attack-transformation = Transformation
name-attack-summoning = Summoning
name-event-damaging_fire = Damaging Fire
name-event-regeneration = Regeneration
name-event-scent_of_prey = Scent of Prey
name-event-flammable_compounds = Flammable Compounds
name-event-bulkheads_open = Bulkheads Open
name-event-hunt = Hunt
name-event-eclosion = Eclosion
name-event-coolant_leak = Coolant Leak
name-event-nest_noise = Nest
name-event-short_circuit = Short Circuit
name-event-damage = Damage
name-event-egg_protection = Egg Protection
name-event-consuming_fire = Consuming Fire
name-event-malfunction = Malfunction
name-event-lurking = Lurking
name-event-pod_ejection = Evacuation Pod Ejection
name-event-hatching = Hatching
name-event-life_support_failure = Life Support Failure
name-event-tech_noise = Noise in Technical Corridors
name-weakness-vital_places = Vital Places
name-weakness-way_of_moving = The Way of Moving
name-weakness-phosphates = Susceptibility to Phosphates
name-weakness-energy = Vulnerability to Energy
name-weakness-reaction_to_danger = Reaction to Danger
name-weakness-brink_of_extinction = Species on the Brink of Extinction
name-weakness-way_of_fighting = The Way of Fighting
name-weakness-fire = Vulnerability to Fire
name-retreat = retreat

log-moved = { $player } moves from { $from } to { $to }.
log-moved-escape = { $player } escapes from the fight in { $from } into { $to }.
log-room-revealed = Room { $number } is explored: { $name }. { $items ->
    [0] Nothing to search there.
    [one] One item to search.
   *[other] { $items } items to search.
}
log-room-revealed-todo-box = Discard the exploration token of room { $number } and set its item counter to { $items }.
log-room-revealed-todo-app = Take the { $name } tile from the side and lay it face up on room { $number }; set its item counter to { $items }. Its exploration token: { $token }.
log-exploration-ignored = Careful movement ignores the { $token } token in { $room }.
log-noise-corridor = { $player } rolls the noise die in { $room }: corridor { $number }.
log-noise-danger = { $player } rolls the noise die in { $room }: Danger!
log-noise-silence = { $player } rolls the noise die in { $room }: Silence.
log-noise-slime = { $player } rolls the noise die in { $room }: Silence, but their slime turns it into Danger!
log-noise-placed = Noise in { $spot }.
log-noise-placed-todo = Put a noise marker in { $spot }.
log-noise-cleared = The noise around { $room } has drawn something out.
log-noise-cleared-todo = Remove the noise markers from exits { $numbers } of { $room }.
log-noise-cleared-todo-tech = Remove the noise marker from { $tech }.
log-noise-cleared-todo-both = Remove the noise markers from exits { $numbers } of { $room } and from { $tech }.
log-no-roll-company = No noise roll for { $player }: { $room } is not empty.
log-no-roll-token = No noise roll for { $player } in { $room }: the exploration token settles it.
log-danger-nothing = Danger in { $room }, but no intruder can come and every corridor already holds noise: nothing happens.
log-first-encounter = First encounter! From now on every player keeps a single objective.
log-first-encounter-todo = Each player keeps 1 of their 2 objective cards and puts the other back in the box unseen.
log-encounter-noise = { $player } makes noise in a corridor that already had some: an encounter in { $room }!
log-encounter-queen = The Queen token comes out while characters are in the Nest: an encounter in { $room }!
log-encounter-event = The event card brings an encounter for { $player } in { $room }!
log-encounter-nobody = An encounter in { $room }!
log-token-drawn = From the intruder bag: { $one } (surprise number { $surprise }).
log-token-blank = From the intruder bag: the Blank.
log-bag-empty = The intruder bag is empty: nothing comes.
log-intruder-placed = { $one } appears in { $room }!
log-intruder-placed-todo = Place { $one } miniature in { $room }.
log-intruder-relocated = Every { $kind } miniature is in use, so the one in { $from } comes to { $to } instead.
log-intruder-relocated-todo = Move the { $kind } miniature from { $from } to { $to } and take off its injury markers.
log-blank = The Blank: nothing appears, but noise fills the corridors around { $room }. The Blank goes back into the bag.
log-blank-last = The Blank was the last token in the bag: it goes back with an Adult token, and noise fills the corridors around { $room }.
log-surprise = Surprise attack! { $player } has { $hand ->
    [one] 1 card
   *[other] { $hand } cards
} in hand, fewer than the token's { $token }: the { $kind } attacks at once.
log-surprise-no-cards = { $player } has no cards in hand: the new { $kind } attacks at once.
log-no-surprise = No surprise attack: { $player } has { $hand ->
    [one] 1 card
   *[other] { $hand } cards
} in hand, not fewer than the token's { $token }.
log-intruder-moved = The { $kind } moves from { $from } through corridor { $number } into { $to }.
log-intruder-moved-todo = Move the { $kind } from { $from } through corridor { $number } into { $to }.
log-intruder-vanished = The { $kind } in { $from } slips into { $network } and is gone.
log-intruder-vanished-todo = Remove the { $kind } miniature from { $from }.
log-door-destroyed = An intruder in { $room } smashes the closed door of corridor { $number }.
log-door-destroyed-todo = Replace the door on corridor { $number } of { $room } with a destroyed door.
log-intruder-withdrawn = The { $kind } in { $from } leaves the board; its token goes back into the bag.
log-intruder-withdrawn-todo = Remove the { $kind } miniature from { $from }.
log-attack = The { $kind } attacks { $player }: { $card }. { $effect }
log-attack-miss = The { $kind } attacks { $player }, but { $card } is not one of its attacks: it misses.
log-infestation = The Larva leaps onto { $player }!
log-infestation-todo = Move the Larva miniature onto { $player }'s character board.
log-infestation-again = The Larva leaps onto { $player }, who already carries one.
log-infestation-again-todo = Take the attacking Larva miniature off the board.
log-contamination = { $player } takes a contamination card.
log-contamination-todo = { $player }: put the top contamination card on your action discard pile.
log-contamination-empty = The contamination deck is empty: { $player } takes no card.
log-slimed = { $player } is covered in slime.
log-slimed-todo = Put a slime marker on { $player }'s character board.
log-light-wound = { $player } takes a light wound ({ $light } of 3).
log-light-wound-todo = Put a light wound marker on { $player }'s character board.
log-light-wound-third = { $player } takes a third light wound: it becomes a serious wound.
log-light-wound-third-todo = Remove { $player }'s light wound markers.
log-serious-wound = { $player } takes a serious wound ({ $serious } of 3).
log-serious-wound-todo = { $player }: draw a serious wound card and put it on your character board.
log-transformed = The { $from } in { $room } turns into { $one }!
log-transformed-todo = Swap the { $from } miniature in { $room } for { $one } miniature.
log-transformation-failed = The { $kind } would turn into { $one }, but no such miniature is free.
log-died-wounds = { $player } dies of their wounds.
log-died-attack = { $player } is killed by the attack.
log-died-infection = The larva inside { $player } hatches: { $player } dies.
log-died-airlock = { $player } is blown out of the airlock.
log-died-reported = { $player } dies at the table.
log-died-jump = { $player } is not in hibernation when the ship jumps, and dies.
log-died-explosion = { $player } dies as the ship is destroyed.
log-died-destination = The ship reaches the wrong destination: { $player } never wakes up.
log-died-contamination = The contamination wins: { $player } dies.
log-died-todo = Replace { $player }'s miniature with a corpse token in { $room }; whatever they carried drops there.
log-first-death = First death on the ship: every escape pod unlocks.
log-first-death-intruder-player = First death on the ship: every escape pod unlocks, and { $player } may now play the intruders.
log-pods-unlocked = Every escape pod unlocks.
log-pods-unlocked-todo = Turn every escape pod at the ship to its unlocked side.
log-injured-attack = The { $kind } in { $room } now has { $injuries ->
    [one] 1 injury
   *[other] { $injuries } injuries
}.
log-injured-fire = The fire burns the { $kind } in { $room }: { $injuries ->
    [one] 1 injury
   *[other] { $injuries } injuries
} now.
log-injured-fire-control = The fire control system scalds the { $kind } in { $room }: { $injuries ->
    [one] 1 injury
   *[other] { $injuries } injuries
} now.
log-injuries-todo = The { $kind } in { $room } should carry { $injuries ->
    [one] 1 injury marker
   *[other] { $injuries } injury markers
}.
log-death-check = Death check for the { $kind }: the attack cards drawn ({ $cards }) add up to { $health }.
log-death-check-retreat = Death check for the { $kind }: the attack cards drawn ({ $cards }) add up to { $health }, and a retreat icon shows.
log-death-check-retreat-only = Death check for the { $kind }: the attack cards drawn ({ $cards }) show only a retreat icon and no blood, so there is nothing to count against its injuries: it lives, and retreats.
log-killed = The { $kind } in { $room } dies!
log-killed-carcass-todo = Replace the { $kind } miniature in { $room } with an intruder carcass token.
log-killed-todo = Remove the { $kind } miniature from { $room }.
log-retreat = The { $kind } retreats: the event card { $card } points to corridor { $number }.
log-eggs-nest = { $count ->
    [one] An egg is
   *[other] { $count } eggs are
} destroyed in the Nest.
log-eggs-nest-todo = Remove { $count ->
    [one] 1 egg
   *[other] { $count } eggs
} from the intruder board.
log-eggs-room = { $count ->
    [one] An egg is
   *[other] { $count } eggs are
} destroyed in { $room }.
log-eggs-room-todo = Remove { $count ->
    [one] 1 egg token
   *[other] { $count } egg tokens
} from { $room }.
log-nest-destroyed = The Nest is destroyed: no eggs are left on the intruder board.
log-nest-destroyed-with-ship = The Nest went with the ship: it counts as destroyed.
log-event-step = Event phase: { $step }.
log-time = The time marker moves on: { $time ->
    [one] 1 space
   *[other] { $time } spaces
} left before the jump.
log-time-todo = Move the time marker 1 space.
log-time-out = The time marker reaches the last space of the track.
log-self-destruct-advanced = Self-destruct: { $track ->
    [one] 1 space
   *[other] { $track } spaces
} left before the explosion.
log-self-destruct-advanced-todo = Move the self-destruct marker 1 space.
log-hibernation-opened = The hibernation chambers are open: characters may now try to hibernate in the Hibernatorium.
log-point-of-no-return = Self-destruct is past the point of no return: it can no longer be cancelled, and every escape pod unlocks.
log-event-card = Event card: { $name }. Intruders shown on it ({ $kinds }) move through corridor { $number }, unless they are in combat.
log-event-effect = { $name }: { $effect }
log-fire = Fire breaks out in { $room }!
log-fire-todo = Put a fire marker in { $room }.
log-fire-out = The fire in { $room } is out.
log-fire-out-todo = Remove the fire marker from { $room }.
log-malfunction = { $room } malfunctions.
log-malfunction-todo = Put a malfunction marker in { $room }.
log-malfunction-not-here = { $room } cannot break down: the malfunction token has no effect. Place no marker.
log-healed = The { $kind } in { $room } regenerates: { $injuries ->
    [0] no injury
    [one] 1 injury
   *[other] { $injuries } injuries
} left.
log-door-open = The door on { $corridor } opens.
log-door-open-todo = Open the door on { $corridor }.
log-door-closed = The door on { $corridor } closes.
log-door-closed-todo = Put a closed door on { $corridor }.
log-door-broken = The door on { $corridor } is destroyed.
log-door-broken-todo = Put a destroyed door on { $corridor }.
log-items-lost = The fire consumes everything left in { $room }.
log-items-lost-todo = Set the item counter of { $room } to 0.
log-pod-launched = Escape pod { $pod } launches with { $players } aboard!
log-pod-launched-empty = Escape pod { $pod } launches empty.
log-pod-launched-todo = Take escape pod { $pod } off the board.
log-bag-replace = Bag development draws { $one }: it leaves the bag and { $next } token goes in.
log-bag-roll = Bag development draws { $one }: it goes back, and every character not in combat makes a noise roll.
log-bag-queen = Bag development draws { $one }: she appears if anyone is in the Nest, otherwise the Nest lays an egg.
log-bag-add = Bag development draws { $one }: it goes back along with { $next } token.
log-token-to-bag = { $one } token goes into the intruder bag.
log-token-to-supply = The { $kind } token leaves the intruder bag.
log-supply-empty = No { $kind } token is left outside the bag, so none goes in.
log-egg-added = The Nest lays an egg: { $eggs } on the intruder board.
log-egg-added-todo = Put an egg on the intruder board.
log-everyone-rolls = Every character not in combat makes a noise roll, in this order: { $players }.
log-everyone-rolls-none = Nobody can make a noise roll: every character is in combat or gone.
log-scan-requested = { $players }: reveal the top 4 cards of your action deck and scan the contamination cards among them.
log-scan-requested-todo = Scan the revealed contamination cards, then discard every revealed card.
log-round = Round { $round } begins; { $player } is the first player.
log-round-todo = Give the first player token to { $player }; everyone draws up to 5 cards.
log-fire-wound = { $player } ends the turn in { $room }, which is on fire.
log-passed = { $player } passes.
log-engine-changed = Engine { $engine } was worked on: its two tokens changed order.
log-engine-unchanged = Engine { $engine } was worked on: its two tokens kept their order.
log-destination = The destination marker moves to { $letter }.
log-destination-todo = Put the destination marker on { $letter }.
log-self-destruct-started = The self-destruct sequence has started!
log-self-destruct-started-todo = Put a status marker on the first space of the self-destruct track.
log-self-destruct-cancelled = The self-destruct sequence is cancelled.
log-self-destruct-cancelled-todo = Take the marker off the self-destruct track.
log-airlock-sealed = The emergency airlock seals { $room }: if its doors are still closed when the player phase ends, everyone inside dies.
log-airlock-sealed-todo = Close every door of { $room } and put the airlock token there.
log-airlock-broken = A door of { $room } is open again: the airlock stands down.
log-airlock-broken-todo = Remove the airlock token from { $room }.
log-airlock-vented = { $room } is vented into space!
log-airlock-vented-todo = Remove the airlock token from { $room }.
log-pod-locked = Escape pod { $pod } is locked.
log-pod-locked-todo = Turn escape pod { $pod } to its locked side.
log-pod-unlocked = Escape pod { $pod } is unlocked.
log-pod-unlocked-todo = Turn escape pod { $pod } to its unlocked side.
log-weakness = Analysing the { $object } reveals an intruder weakness: { $name }. { $effect }
log-weakness-todo = Turn the weakness card by the { $object } space of the intruder board face up.
log-taken = { $player } picks up the { $object } in { $room }.
log-taken-nest = { $player } takes an egg from the Nest.
log-taken-nest-todo = Move an egg from the intruder board to { $player }.
log-dropped = { $player } drops the { $object } in { $room }.
log-hibernated = { $player } goes into hibernation.
log-hibernated-todo = Take { $player }'s miniature off the board.
log-attempt-failed = An intruder appeared: { $player }'s attempt fails.
log-boarded = { $player } boards escape pod { $pod }.
log-boarded-todo = Put { $player }'s miniature in escape pod { $pod }.
log-left-pod = { $player } steps out of the escape pod into { $room }.
log-left-pod-todo = Put { $player }'s miniature back in { $room }.
log-escaped = { $player } escapes in pod { $pod }!
log-label-infected = { $player }'s contamination card { $label }: INFECTED.
log-label-clean = { $player }'s contamination card { $label }: not infected.
log-label-removed = Contamination card { $label } leaves the game.
log-label-removed-todo = { $player }: take contamination card { $label } out of the game.
log-larva = A larva grows inside { $player }.
log-larva-todo = Put a Larva miniature on { $player }'s character board.
log-larva-removed = The larva is cut out of { $player }.
log-larva-removed-todo = Take the Larva miniature off { $player }'s character board.
log-intruder-player = { $player } plays the intruders from round { $round }.
log-corrected = Correction: { $what }
log-fix-add-intruder = { $one } is added in { $room }.
log-fix-move-intruder = the { $kind } is moved to { $room }.
log-fix-remove-intruder = the { $kind } is taken off the board.
log-fix-injuries = the { $kind } in { $room } has { $injuries } injuries.
log-fix-noise-on = a noise marker lies in { $corridor }.
log-fix-noise-off = no noise marker lies in { $corridor }.
log-fix-tech-noise-on = a noise marker lies in { $network }.
log-fix-tech-noise-off = no noise marker lies in { $network }.
log-fix-door-open = the door on { $corridor } is open.
log-fix-door-closed = the door on { $corridor } is closed.
log-fix-door-destroyed = the door on { $corridor } is destroyed.
log-fix-fire-on = { $room } is on fire.
log-fix-fire-off = { $room } is not on fire.
log-fix-malfunction-on = { $room } has a malfunction.
log-fix-malfunction-off = { $room } has no malfunction.
log-fix-room = room { $number } holds the { $name } tile.
log-fix-objects = { $room } holds { $eggs } eggs, { $carcasses } intruder carcasses and { $corpses } corpses.
log-fix-place-character = { $player } is in { $room }.
log-fix-slime-on = { $player } has a slime marker.
log-fix-slime-off = { $player } has no slime marker.
log-fix-larva-on = { $player } has a larva on their character board.
log-fix-larva-off = { $player } has no larva on their character board.
log-fix-wounds = { $player } has { $light } light and { $serious } serious wounds.
log-fix-contamination = { $player } owns { $cards } contamination cards.
log-fix-time = the time marker is { $time } spaces before the jump.
log-fix-self-destruct-on = self-destruct is running, { $track } spaces before the explosion.
log-fix-self-destruct-off = self-destruct is not running.
log-fix-destination = the destination marker is on { $letter }.
log-fix-nest-eggs = the intruder board holds { $eggs } eggs.
log-fix-pod-locked = escape pod { $pod } is locked.
log-fix-pod-unlocked = escape pod { $pod } is unlocked.
log-fix-token-to-bag = { $one } token goes into the intruder bag, if one was left outside it.
log-fix-token-from-bag = { $one } token leaves the intruder bag, if there was one in it.
log-fix-kill = { $player } died at the table.
log-fix-next-token = the next token from the bag will be the one drawn by hand.
log-fix-next-event = the table chose the next event card.
log-fix-next-attack = the table chose the next attack card.
log-end-jump = The time track has run out: the ship makes the hyperspace jump.
log-end-self-destruct = Self-destruct completes: the ship explodes!
log-end-ninth-fire = A ninth fire would break out: the ship burns and is destroyed!
log-end-ninth-malfunction = A ninth malfunction would be needed: the ship breaks apart!
log-end-jump-self-destruct = The ship jumps with self-destruct running and explodes!
log-engines = Engine check: engine 1 { $first }, engine 2 { $second }, engine 3 { $third }.
log-ship-exploded = Two or more engines are damaged: the ship explodes in the jump, with every intruder and everyone in hibernation.
log-coordinates = The coordinates card is revealed: under { $letter } it reads { $destination }.
log-final-draw = { $player } draws 4 cards from all their shuffled cards: { $count ->
    [0] no contamination card
    [one] 1 contamination card
   *[other] { $count } contamination cards
}.
log-survived = { $player } survives the contamination check.
log-objective-met = { $player } met their objective.
log-objective-failed = { $player } did not meet their objective.
log-winner = { $player } wins!
log-victory-done = The victory check is over.

sight-engine = Engine { $engine }: { $state }.
sight-engine-hint = You may tell the others the truth or a lie.
sight-engines = What the Engine Control Room shows:
sight-engine-stack = Engine { $engine }: the top token is { $top }, the one below is { $bottom }.
sight-engine-stack-hint = Stack them in the order you choose; the others only hear whether you changed it.
sight-coordinates = The coordinates card, destination under each letter:
sight-coordinates-letter = { $letter }: { $destination }
sight-coordinates-marker = The destination marker is on { $letter }.
sight-coordinates-hint = You may tell the others the truth or a lie.
sight-attack = Choose the attack card for the { $kind } against { $player }:
sight-attack-any = Choose one attack card:
sight-attack-card = { $name } (blood drops: { $health }): { $effect }
sight-attack-card-miss = { $name }: no { $kind } symbol, so it would miss.

cmd-move = Move { $player } to { $room }
cmd-move-careful = Careful movement: { $player } to { $room }
cmd-noise-roll = Noise roll for { $player }
cmd-injure = Injure the { $kind } ({ $injuries })
cmd-destroy-eggs = Destroy eggs in { $room }
cmd-end-turn = End { $player }'s turn
cmd-pass = { $player } passes
cmd-event-phase = Event phase
cmd-check-engine = Check engine { $engine }
cmd-check-all-engines = Check all engines
cmd-restack-engine = Repair or sabotage engine { $engine }
cmd-check-coordinates = Check the coordinates
cmd-set-destination = Set the destination
cmd-self-destruct-start = Start self-destruct
cmd-self-destruct-cancel = Cancel self-destruct
cmd-doors = Open or close doors
cmd-airlock = Emergency airlock on { $room }
cmd-hatch = Hatch control: escape pod { $pod }
cmd-fire-control = Fire control in { $room }
cmd-analyse = Analyse the { $object }
cmd-take-egg = { $player } takes an egg from the Nest
cmd-pick-up = { $player } picks up the { $object }
cmd-drop = { $player } drops the { $object }
cmd-hibernate = { $player } tries to hibernate
cmd-board-pod = { $player } tries to board an escape pod
cmd-launch-pod = Launch escape pod { $pod }
cmd-leave-pod = { $player } leaves the escape pod
cmd-scan = Scan { $player }'s contamination cards
cmd-become-intruder-player = { $player } becomes the intruder player
cmd-intruder-move = Intruder player moves the { $kind }
cmd-intruder-attack = Intruder player attacks { $player }
cmd-intruder-choose = Intruder player chooses an attack
cmd-victory-scan = Final scan for { $player }
cmd-victory-quarantine = Quarantine answer for { $player }
cmd-victory-objective = Objective of { $player }
cmd-fix-intruders = Correction: intruders
cmd-fix-noise = Correction: noise markers
cmd-fix-doors = Correction: doors
cmd-fix-fire = Correction: fire
cmd-fix-malfunction = Correction: malfunction
cmd-fix-room = Correction: room tile
cmd-fix-objects = Correction: objects in a room
cmd-fix-character = Correction: { $player }
cmd-fix-time = Correction: time track
cmd-fix-self-destruct = Correction: self-destruct track
cmd-fix-destination = Correction: destination marker
cmd-fix-eggs = Correction: eggs on the intruder board
cmd-fix-pod = Correction: escape pod { $pod }
cmd-fix-bag = Correction: intruder bag
cmd-fix-events = Correction: event deck
cmd-fix-attacks = Correction: attack deck

refusal-data = The app's game data is damaged: { $detail }
refusal-setup-solo = Solo mode is for exactly one player.
refusal-setup-coop = Full co-op needs 2 to 5 players.
refusal-setup-count = A game needs 1 to 5 players.
refusal-setup-roles = Each character can be played only once.
refusal-game-over = The game is over.
refusal-game-not-over = The game is not over yet.
refusal-unknown-player = { $player } is not in this game.
refusal-unknown-intruder = That intruder is no longer on the board.
refusal-unknown-slot = There is no room { $number } on this side of the board.
refusal-unknown-corridor = That corridor does not lead there.
refusal-unknown-pod = There is no escape pod { $pod } at the ship.
refusal-unknown-label = Label { $label } is not one of the app's contamination labels.
refusal-not-on-board = { $player } is not in a room of the ship.
refusal-not-neighbour = { $from } is not next to { $to }.
refusal-door-closed = The door on { $corridor } is closed.
refusal-in-combat = Not during combat: there is an intruder in the room.
refusal-wrong-room = Only a character in the { $room } can do this.
refusal-malfunction = { $room } has a malfunction: its room action is blocked.
refusal-hand-missing = First say how many cards { $player } holds.
refusal-rule-airlock-yellow = The airlock can only seal another yellow room.
refusal-rule-already-dead = That character is already dead.
refusal-rule-already-passed = That player has already passed.
refusal-rule-already-running = The self-destruct sequence is already running.
refusal-rule-attack-deck-empty = The attack deck is empty.
refusal-rule-blank-not-miniature = The Blank is a token, not a miniature.
refusal-rule-card-not-drawn = That card is not among the drawn attack cards.
refusal-rule-card-not-in-deck = That card is neither in the deck nor in its discard pile.
refusal-rule-cards-1-to-5 = Draw between 1 and 5 attack cards.
refusal-rule-careful-spot-noise = That spot already has a noise marker: choose another for careful movement.
refusal-rule-corridor-1-to-4 = Corridors are numbered 1 to 4.
refusal-rule-destination-locked = The destination cannot change while someone hibernates or an intruder is in the Cockpit.
refusal-rule-door-destroyed = A destroyed door can neither open nor close.
refusal-rule-doors-of-one-room = Choose the doors of a single room.
refusal-rule-hands-full = Hands full: a character carries at most 2 heavy objects.
refusal-rule-hibernation-closed = The hibernation chambers are not open yet.
refusal-rule-intruder-player-choosing = The intruder player is still choosing an attack card.
refusal-rule-label-out-of-game = That contamination card has already left the game.
refusal-rule-more-labels = More cards were scanned than the character owns.
refusal-rule-no-eggs = There are no eggs there.
refusal-rule-no-intruder-player = Nobody plays the intruders this round.
refusal-rule-no-open-pod = No unlocked escape pod with a free seat waits in this section.
refusal-rule-no-such-engine = The ship has engines 1, 2 and 3 only.
refusal-rule-no-such-entrance = That room has no entrance to those technical corridors.
refusal-rule-no-such-letter = The destination track has the letters A to D only.
refusal-rule-no-such-network = This side of the board has no such technical corridors.
refusal-rule-no-such-token = This game has no token of that type.
refusal-rule-no-tile-here = There is no room tile there.
refusal-rule-no-token-here = There is no exploration token there.
refusal-rule-not-carrying = The character is not carrying that.
refusal-rule-not-enough-contamination = There are not that many contamination cards left in the deck.
refusal-rule-not-in-pod = That character is not in an escape pod.
refusal-rule-not-running = The self-destruct sequence is not running.
refusal-rule-not-waiting = The victory check is not waiting for this now.
refusal-rule-nothing-to-choose = No attack cards are waiting for a choice.
refusal-rule-nothing-to-pick-up = There is nothing of that kind to pick up here.
refusal-rule-object-not-in-lab = The object must be in the Laboratory to be analysed.
refusal-rule-only-8-eggs = The box holds only 8 eggs.
refusal-rule-only-8-fires = The box holds only 8 fire markers.
refusal-rule-only-8-malfunctions = The box holds only 8 malfunction markers.
refusal-rule-only-first-dead = Only the player whose character died first may play the intruders.
refusal-rule-pod-empty = Nobody is in that escape pod.
refusal-rule-point-of-no-return = Self-destruct is past the point of no return and cannot be cancelled.
refusal-rule-room-already-known = That room is already known: it cannot hold another tile.
refusal-rule-room-no-malfunction = That room can never hold a malfunction marker.
refusal-rule-tile-in-play = That room tile is already on the board.
refusal-rule-someone-hibernating = Not while someone is hibernating.
refusal-rule-standard-mode-only = Only in standard mode.
refusal-rule-target-not-in-room = The target is not in the intruder's room.
refusal-rule-time-out-of-range = The time track has no such space.
refusal-rule-track-out-of-range = The self-destruct track has no such space.
refusal-rule-wounds-out-of-range = A character has at most 2 light and 3 serious wounds.
refusal-rule-corridor-twice = A door can be set only once in one action.
refusal-rule-player-twice = Each player gives one hand size, once.
refusal-rule-game-too-long = This game has more steps than any game could have; start a new one.
refusal-rule-hand-out-of-range = No hand holds that many cards.
refusal-rule-injuries-out-of-range = No intruder takes that many injuries.
refusal-rule-objects-out-of-range = The box holds only 8 eggs, 8 carcasses and 5 corpses.
refusal-rule-labels-out-of-range = More labels than the deck has cards.
refusal-rule-doors-out-of-range = A room has not that many doors.
refusal-rule-hands-out-of-range = More hands than players.

## table latest
table-latest-more = { $count ->
    [one] …and 1 more line in the log below.
   *[other] …and { $count } more lines in the log below.
}

## Wounds treated and the robot doctor (full co-op)
cmd-treat-wounds = Emergency Room treatment for { $player }
cmd-revive = The robot doctor revives { $player }
action-dress-all = Dress every serious wound
action-dress-all-hint = Their effects stop; they still count toward the 3.
action-heal-dressed = Heal one dressed serious wound
action-heal-light = Heal every light wound
fix-dressed-wounds = Of them dressed
log-dressed-all = { $player } dresses every serious wound ({ $dressed } dressed).
log-dressed-all-todo = { $player }: turn your serious wound cards face down; their effects stop.
log-healed-dressed = { $player } heals a dressed serious wound ({ $serious } left).
log-healed-dressed-todo = { $player }: discard one face-down serious wound card.
log-healed-light = { $player } heals every light wound.
log-healed-light-todo = { $player }: take the light wound markers off your character board.
log-revival-asked = The robot doctor in { $room }: { $corpses } corpse lies there, and { $players } are dead. Say whose it is.
log-revival-asked-todo = Look at the corpse tokens in { $room } and tap whose they are.
log-revived = The robot doctor brings { $player } back in { $room }.
log-revived-todo = { $player }: take a corpse token out of { $room } and stand your miniature there, with its ring. Take off your light wound markers and turn your serious wound cards face down. Your items stay with you.
log-fix-wounds-dressed = { $player } has { $light } light and { $serious } serious wounds, { $dressed } of them dressed.
refusal-rule-no-revival-asked = Nobody is waiting for the robot doctor: only a dead character whose corpse lies in a working Emergency Room comes back, at the start of a Player Phase, in full co-op.
refusal-rule-no-wound-to-treat = That treatment changes nothing: there is no such wound to treat.
refusal-rule-revival-first = First say whose corpse lies in the Emergency Room: the robot doctor works before the Player Phase goes on.

## Rings under the miniatures
new-game-ring = Ring
ring-red = Red
ring-blue = Blue
ring-yellow = Yellow
ring-green = Green
ring-purple = Purple
ring-orange = Orange
ring-white = White
ring-black = Black

## The roster: each character's state at a glance
crew-serious = { $serious } serious
crew-serious-dressed = { $serious } serious ({ $dressed } dressed)
crew-light = { $light } light
crew-larva = larva
crew-slime = slime
crew-contamination = { $cards } contamination
crew-carrying = carries: { $object }
table-revival-title = The robot doctor
table-revival-ask = { $corpses } corpse lies in { $room }, and more characters are dead. Whose corpse is there? Tap each.

## The map's legend
legend-title = What the map shows
legend-open = Legend  [L]
legend-close = Close the legend  [L]
table-help-legend = What the marks on the map mean
legend-character = A character: player number, in their ring's colour
legend-intruder = An intruder: the first letter of its kind
legend-fire = Fire in the room
legend-malfunction = Malfunction in the room
legend-eggs = Eggs in the room (how many)
legend-remains = Carcasses and corpses in the room (how many)
legend-noise = A noise marker on the corridor
legend-tech-entrance = A technical corridor entrance: its corridor numbers, in its network's colour
legend-tech-noise = The technical corridors' noise space (filled: a noise marker is on it)

## Intruder Player mode in the window (base rules 13.3)
cmd-decline-intruder-player = { $player } stays out of the intruders' side
log-intruder-player-declined = { $player } does not play the intruders: no intruder player this game.
victory-intruder-player-got = { $player } played the intruders and cannot win; their aim was that every other player loses, and nobody won.
victory-intruder-player-missed = { $player } played the intruders and cannot win; their aim was that every other player loses, and someone won.
table-ip-offer-title = { $player } died first
table-ip-offer-ask = { $player } may take the intruders' side from round { $round }: they put their character's components away, shuffle the 10 Intruder Player cards, draw 3 each round (hand limit 4) and take turns in order. They cannot win: their aim is that every other player loses.
table-ip-offer-yes = Yes: { $player } plays the intruders
table-ip-offer-no = No
table-ip-turn = { $player }'s turn: the intruders
table-ip-cards = The Intruder Player cards stay in { $player }'s hand; the app does not know their text. Play one card, or pass (keep at most 1 card).
table-ip-move = Move: one intruder through the card's corridor
table-ip-attack = Attack: draw the card's number of attack cards
table-ip-special = Special card: do what it says on the board; Corrections fix what it changed.
table-ip-choosing = { $player } is choosing an attack card
table-ip-show-cards = Show { $player } the cards
table-plays-intruders = plays the intruders
ip-move-title = Move an intruder ({ $player }'s card)
ip-which-intruder = Which intruder?
ip-corridor-title = The corridor number on the card:
ip-corridor-room = Corridor { $n } → { $room }
ip-corridor-tech = Corridor { $n } → technical corridors (it vanishes)
ip-corridor-door = Corridor { $n } → { $room }: closed door (destroyed)
ip-corridor-none = Corridor { $n }: none in this room
ip-move-go = Move the intruder
ip-attack-title = Intruder attack ({ $player }'s card)
ip-no-attack = No intruder shares a room with a character.
ip-target = Which character?
ip-cards = The number on the card (attack cards to draw):
ip-target-hand = Cards in { $player }'s hand:
ip-attack-go = Draw { $n } for { $player }'s eyes only
curtain-choose = Tap the card to play. The others go to the bottom of the attack deck.
table-ip-event = Event card: when the card calls for one
ip-event-title = An event card for the intruder player's card: cards in each hand
ip-event-go = Draw the event card
cmd-intruder-event = Intruder player draws an event card
camera-list-files = The scanner plays { $count } image files (NEMESIS_CAMERA is set), not a webcam.
camera-list-env-off = NEMESIS_CAMERA=off: no camera, label numbers are typed.
legend-door-open = Open door token in a corridor
legend-door-closed = Closed door (an intruder breaks it)
legend-door-destroyed = Destroyed door: stays open for good

# Carnomorphs
intruder-metagorger = Metagorger
intruder-shambler = Shambler
intruder-fleshbeast = Fleshbeast
intruder-butcher = Butcher
name-one-metagorger = a Metagorger
name-one-shambler = a Shambler
name-one-fleshbeast = a Fleshbeast
name-one-butcher = the Butcher
name-attack-devour = Devour
name-attack-spawn = Spawn
name-attack-bash = Bash
name-attack-regurgitate = Regurgitate
name-food-corpse = a character corpse
name-food-egg = an egg on the floor
name-food-nest-egg = an egg from the Carnomorph board
name-food-carcass = an intruder carcass
name-food-metagorger = another Metagorger
name-food-blue-corpse = the blue character corpse
name-event-rampant_mutation = Rampant Mutation
name-event-reawakening = Reawakening
name-event-stalking = Stalking
name-event-airlock_glitch = Airlock Procedure Glitch
name-event-generator_overload = Generator Overload
name-event-marked_prey = Marked Prey
name-event-hatches_jam = Evacuation Hatches Jam
name-event-quarantine_procedure = Quarantine Procedure
name-event-growl = Growl
name-event-scavenging_biomatter = Scavenging Biomatter
name-event-structural_weakness = Structural Weakness
name-event-protocol_failure = Emergency Protocol Failure
name-event-chemical_fire = Chemical Fire
name-event-ammunition_meltdown = Ammunition Meltdown
name-event-beast_on_the_prowl = Beast on the Prowl
cmd-mutation-action = mutation action of { $player }
cmd-name-adaptation = naming the adaptation under the { $kind }
refusal-rule-not-this-species = That rule belongs to another species than the one in this game.
refusal-rule-no-mutation-card = Only a character holding a mutation card can take the mutation action.
refusal-rule-unknown-adaptation = That adaptation is not one the app knows; choose "another card".
refusal-rule-adaptation-hidden = That adaptation card is still face down.
refusal-rule-which-adaptation-slot = Say which adaptation slot shows this object's icon on your Carnomorph board (Fleshbeast or Butcher).
log-encounter-butcher = The Butcher hunts { $player }: an encounter in { $room }!
log-died-mutation = { $player } mutates beyond saving and dies.
log-bag-blue-metagorger = Bag development draws a blue Metagorger: it leaves the bag, a Metagorger token (red first) comes in, and every character not in combat makes a noise roll.
log-bag-metagorger-spawn = Bag development draws a red Metagorger: it goes back, and a Metagorger appears in every room with a Metagorger or a heavy object.
log-bag-butcher = Bag development draws the Butcher: its token leaves the bag, and it comes for a slimed character.
log-bag-shamblers-withdraw = Bag development draws the Blank: every Shambler in a room without characters goes back into the bag, a Metagorger token comes in, and every character not in combat makes a noise roll.
log-fix-mutation-card = { $player } holds a mutation card, { $markers } mutation markers
log-fix-mutation-none = { $player } holds no mutation card, { $markers } mutation markers
log-metagorger-attack = A Metagorger bites into { $player } and slips away.
log-metagorger-attack-todo = Take the attacking Metagorger miniature off the board.
log-mutation-card = { $player } mutates: a mutation card.
log-mutation-card-todo = { $player }: draw 2 mutation cards, keep 1 face down without showing it, shuffle the other back.
log-mutation-marker = { $player } mutates further: { $markers } of 4 mutation markers.
log-mutation-marker-todo = Put a mutation marker (an ammo/injury marker) in { $player }'s larva slot.
log-mutation-discarded = { $player }'s mutation card is gone; the markers stay.
log-mutation-discarded-todo = { $player }: discard the mutation card; keep the mutation markers.
log-mutation-used-infected = { $player }'s mutation answers an INFECTED card.
log-mutation-used-infected-todo = { $player }: put the scanned card in your action discard pile and apply the card's INFECTED effect. If this is its first use, turn the mutation card face up.
log-mutation-used-clean = { $player }'s mutation answers a clean card.
log-mutation-used-clean-todo = { $player }: remove the scanned card from the game and apply the card's NOT INFECTED effect. If this is its first use, turn the mutation card face up.
log-adaptation-revealed = The first { $kind } is out: its adaptation turns up.
log-adaptation-revealed-todo = Take the { $kind } miniature from the Carnomorph board, turn the adaptation card under it face up, and tell the app which card it is.
log-adaptation-named = The adaptation under the { $kind } is { $name } ({ $category }).
log-adaptation-automated = The app applies { $name } from now on.
log-adaptation-by-hand = Apply { $name } by hand: the app does not know its exact text.
log-adaptation-removed = Analysis removes the adaptation under the { $kind }.
log-adaptation-removed-todo = Take the adaptation card of the { $kind } slot out of the game.
log-adaptation-nothing = No revealed adaptation under the { $kind } to remove.
log-fed = The { $kind } in { $room } feeds on { $food } and heals.
log-fed-todo = In { $room }: remove { $food }; discard the { $kind }'s injury markers.
log-fed-evolved = The { $kind } in { $room } feeds on { $food }, heals and becomes a { $next }!
log-fed-evolved-todo = In { $room }: remove { $food }; swap the { $kind } miniature for a { $next } miniature, without injury markers.
log-metagorger-spawn = Metagorgers appear in: { $rooms }.
log-metagorger-spawn-none = No room has a Metagorger or a heavy object: nothing appears.
log-no-miniature-left = No { $kind } miniature is left: none appears in { $room }.
log-stays-out-of-ducts = The { $kind } does not fit into the technical corridors: it stays in { $room }.
log-carcass-placed = An intruder carcass lies in { $room }.
log-carcass-placed-todo = Put an intruder carcass token in { $room }.
log-pod-removed = Escape pod { $pod } fails and is lost.
log-pod-removed-todo = Remove escape pod { $pod } from the board.
log-final-mutation = { $player } draws 4 cards: { $count } contamination cards, { $markers } mutation markers now.
fix-mutation-card = Mutation card
fix-mutation-markers = Mutation markers
refusal-rule-no-miniature-left = Every miniature of that type is already on the board.
new-game-species = Intruders in the box
species-intruders = Intruders (base game)
species-carnomorphs = Carnomorphs
species-intruders-hint = The intruders of the base game.
species-carnomorphs-hint = The Carnomorphs expansion: Metagorgers, Shamblers, Fleshbeasts and the Butcher. Keep the mutation and adaptation decks physical; the app holds the bag and the event and attack decks.
setup-eggs-carnomorphs = Put the Carnomorph board beside the main board: 8 eggs on it, 3 random adaptation cards face down without looking, and one Shambler, one Fleshbeast and the Butcher miniature on their areas over them.
setup-item-decks-carnomorphs = Shuffle the green, yellow and red item decks, the serious wound deck and the character mutation deck; put the crafted item deck beside them.
app-bag-carnomorphs = The Carnomorph bag ({ $tokens } tokens: the Blank, 2 blue and the red Metagorgers). The app draws from it; keep the tokens in the box.
app-events-carnomorphs = The Carnomorph event deck. The app draws the events.
app-attacks-carnomorphs = The Carnomorph attack deck (two health numbers per card). The app draws the attacks and the health checks.
app-adaptations = The adaptation cards stay face down on your Carnomorph board. When one turns up, the app asks which card it is; it applies Voracious and reminds you of the others.
table-adaptation-title = An adaptation turned up under the { $kind }
table-adaptation-ask = Turn the card under the { $kind } on the Carnomorph board face up. Which card is it?
table-adaptation-category = What does it change? The app will remind you of it; apply it by hand.
table-adaptation-auto = { $name } (under the { $kind }): the app feeds the Carnomorphs before they attack.
table-adaptation-reminder = { $name } (under the { $kind }, { $category }): apply it by hand.
action-adaptation-slot-question = Which adaptation slot on your Carnomorph board shows this object's icon?
action-adaptation-slot = The card under the { $kind }

# Void Seeders
species-void-seeders = Void Seeders
species-void-seeders-hint = The Void Seeders expansion: Lurkers, Whisperers, the Stalker, the Despoiler and their Lairs, with insanity and panic. Keep the weakness deck and the insanity track cards physical; the app holds the bag, the event, attack and panic decks. The box deals the room tiles (the Lair tokens' item numbers are only on the tokens).
new-game-track = Your insanity track card
new-game-track-hint = Which creature is printed at each level of the insanity track card? Look at one card from your box; the app remembers it for the next game.
new-game-track-level = Level { $level }
new-game-error-track = Tap the creature printed at every level of the insanity track card.
refusal-setup-track = A Void Seeder game needs the creature printed at each level of the insanity track card.
intruder-lurker = Lurker
intruder-whisperer = Whisperer
intruder-stalker = Stalker
intruder-despoiler = Despoiler
intruder-lair = Lair
intruder-void_seeder = Void Seeder token
intruder-insanity = insanity token
name-one-lurker = a Lurker
name-one-whisperer = a Whisperer
name-one-stalker = the Stalker
name-one-despoiler = the Despoiler
name-one-lair = a Lair
name-one-void_seeder = a Void Seeder token
name-one-insanity = an insanity token
token-lair = Lair
crew-insanity = insanity { $level }
step-lurking = Lurking
name-attack-duplicate = Duplicate
name-attack-dread = Dread
name-attack-braineating = Braineating
name-attack-dismay = Dismay
name-event-terror = Terror
name-event-tendrils = Tendrils
name-event-computer_failure = Computer System Failure
name-event-monophobia = Monophobia
name-event-neurosis = Neurosis
name-event-agoraphobia = Agoraphobia
name-event-fire_wave = Fire Wave
name-event-generator_overheat = Generator Overheat
name-event-whispers = Whispers
name-event-fear = Fear
name-event-fuel_explosion = Fuel Explosion
name-event-ship_ai_failure = Ship AI Failure
name-panic-destructive_outburst = Destructive Outburst
name-panic-defeatism = Defeatism
name-panic-blind_escape = Blind Escape
name-panic-destruction = Destruction
name-panic-insane_courage = Insane Courage
name-panic-sabotage = Sabotage
name-panic-self_mutilation = Self-Mutilation
name-panic-heart_attack = Heart Attack
name-panic-bloodlust = Bloodlust
name-panic-demotivation = Demotivation
name-panic-ripping_bandages = Ripping of the Bandages
name-panic-hopelessness = Hopelessness
name-panic-hallucinations = Hallucinations
name-panic-pyromaniac = Pyromaniac
log-track-nobody = nobody
log-track-read = { $player } is at insanity { $level }: the track shows { $kind }, and it appears.
log-track-read-lower = { $player } is at insanity { $level }: the track shows { $kind }, none is left, so { $lower } appears instead.
log-track-read-none = { $player } is at insanity { $level }: the track shows { $kind }, and no miniature of it or of a lower type is left. Nothing appears.
log-insanity-token = { $owner }'s insanity token comes out in { $room }: noise in every corridor without one, and the encountering character panics. The token goes back into the bag.
log-insanity-token-removed = { $owner } is no longer on the ship: their insanity token leaves the bag for good, and another token is drawn.
log-bag-insanity = Bag development draws an insanity token: its owner draws a panic card.
log-insanity-rose = { $player }'s insanity rises to { $level }.
log-insanity-infected = An INFECTED card: { $player }'s insanity goes straight to { $level }.
log-insanity-lowered = { $player }'s insanity drops to { $level }.
log-insanity-final = End-of-game check: { $player }'s insanity is now { $level } (one level per contamination card).
log-insanity-todo = Move the marker on { $player }'s insanity track to { $level }.
log-panic-drawn = { $player } draws a panic card: { $name } (needs insanity { $threshold }; { $player } is at { $level }).
log-panic-held-todo = Someone else in { $player }'s room may cancel it by discarding their stopping card ([Interrupt]). Tell the app whether they do.
log-panic-resisted = { $player } is below insanity { $threshold } (at { $level }): the card does nothing, but insanity rises by 1.
log-panic-applied = { $player } panics — { $name }: { $effect }
log-panic-table-todo = Part of this is in your hands (cards, ammo, items). If it could not all be done, tap "Could not do it all": insanity rises by 1.
log-panic-not-in-full = { $player } could not carry out the whole panic card: insanity rises by 1.
log-panic-cancelled = The panic card of { $player } is cancelled: no effect, and insanity stays.
log-panic-deck-empty = The panic deck and its discards are empty: { $player } draws nothing.
log-panic-walk = { $player } bolts through corridor { $corridor } into { $room }.
log-panic-walk-none = { $player } should bolt through corridor { $corridor }, but cannot go that way.
log-panic-walk-todo = Move { $player }'s miniature there, and tell the app with the move (no cards are spent).
log-panic-charge = { $player } charges into { $room }, towards the Void Seeders.
log-panic-charge-none = { $player } has no Void Seeder or Lair next door to charge at.
log-items-emptied = The item counter of { $room } goes to 0.
log-wound-reopened = One of { $player }'s dressed serious wounds is torn open again: turn it face up.
log-unhurt = The Despoiler cannot be injured: its check looks only for the retreat icon.
log-lair-holds = A retreat icon: the Lair stands, whatever its injuries.
log-lair-destroyed = The Lair in { $room } falls: { $destroyed } of 3 destroyed.
log-lair-destroyed-todo = Put the Lair miniature on a destroyed-Lair slot of the Void Seeder board and an intruder carcass in the room.
log-despoiler-gone = Every Lair has fallen: the Despoiler is dead, for good.
log-despoiler-gone-todo = Take the Despoiler off { $room }; it never comes back.
log-lair-unsettles = { $player } ends the turn beside the Lair in { $room }: a noise roll.
log-lurking = Lurking: nobody watches { $rooms }; their Void Seeders fade back into the bag, and noise fills those corridors.
log-lurking-todo = Take those Void Seeder miniatures off the board (the Lairs stay).
log-nobody-lurks = Lurking: every Void Seeder is watched; none fades.
log-whisper-number = Whispers: the extra event card shows corridor { $corridor }.
log-weakness-insanity = a character's insanity
log-weakness-turned = Analysing { $object } turns a Void Seeder weakness card face up.
log-weakness-turned-todo = Turn that weakness card face up on the Void Seeder board and read it to the table; you apply it yourselves.
log-final-insanity = End-of-game check: { $player } is at insanity { $level } and survives it.
log-final-insanity-draw = End-of-game check: { $player } is at insanity 5; of the top 4 of their shuffled action and contamination cards, { $count } are contamination cards.
log-died-insanity = { $player } goes past insanity 5 and dies.
log-died-panic = { $player }'s heart gives out.
log-died-final-insanity = { $player } does not survive the insanity check.
log-fix-insanity = { $player }: insanity { $level }
log-fix-track = insanity track: { $track }
cmd-answer-panic = answering { $player }'s panic card
cmd-panic-shortfall = { $player }'s panic card not done in full
cmd-lower-insanity = { $player }'s insanity down
cmd-fix-track = correcting the insanity track
refusal-rule-hand-needed-in-lair = The turn ends beside a Lair: a noise roll follows, so the app needs the hand size.
refusal-rule-insanity-cannot-drop = Insanity cannot go down that way (never from 3 to 2, never below 1; Surgery and the Antidote only bring it down to 3).
refusal-rule-insanity-out-of-range = Insanity runs from 1 to 5.
refusal-rule-no-insane-character = Analysing insanity needs a living character at insanity 3 or more in the Laboratory.
refusal-rule-no-panic-held = That character has no panic card waiting.
refusal-rule-no-panic-open = There is no panic card of that character to report on.
refusal-rule-panic-first = A panic card is waiting: say first whether someone cancels it.
refusal-rule-track-needs-creatures = Every level of the insanity track shows a Void Seeder creature.
fix-insanity = Insanity level
fix-track = Insanity track card (what each level shows)
table-panic-title = { $player }'s panic card
table-panic-ask = { $player } drew { $name }. Does another character in the room discard their [Interrupt] card to cancel it?
table-panic-cancelled = Yes, cancelled
table-panic-not-cancelled = No, it applies
table-panic-shortfall = { $player } could not do all of the panic card (insanity +1)
table-insanity-down = Insanity down from { $level } (Rest, Shower, Canteen)
table-insanity-three = Insanity down to 3 (Surgery, Antidote)
setup-room-tiles-void-seeders = Take the Room Covered with Slime out of the room "2" tiles. Shuffle the rest face down onto the "2" slots, and the room "1" tiles onto the "1" slots.
setup-exploration-void-seeders = Exploration tokens: take out the 2 Slime and the 2 Silence tokens, add the 3 Lair tokens, shuffle, and put one face down on every room tile and on each of the 3 Engine rooms. Tell the app what each shows when it is turned.
setup-eggs-void-seeders = Void Seeder board: 5 eggs, and 3 random Void Seeder weakness cards face down.
setup-item-decks-void-seeders = Item decks, contamination deck, serious wounds, crafted items and the scanner. The panic, event and attack decks stay in the box: the app holds them.
setup-crew-void-seeders = Each player: character board, cards and items as usual, and an insanity track card over the character art with a status marker on level 1. Their insanity token is in the app's bag.
app-bag-void-seeders = The bag: the Blank, Void Seeder tokens and each player's insanity token ({ $tokens } tokens); the other Void Seeder tokens wait beside it
app-events-void-seeders = The Void Seeder event deck (20 cards)
app-attacks-void-seeders = The Void Seeder attack deck (20 cards) and the panic deck (20 cards)
app-weaknesses-void-seeders = Nothing of the weakness cards: they stay face down on your Void Seeder board; the app tells you when analysis turns one up
victory-insanity = Void Seeders: no scan. Insanity goes up one level per contamination card (deck, hand, discard), up to 5; at 5 the app shuffles and draws 4 cards for you.
victory-insanity-go = Check insanity

cmd-name-weakness = naming the weakness card from { $object }
refusal-rule-unknown-weakness = The app does not know that weakness card. Choose what it changes instead.
refusal-rule-weakness-hidden = That weakness card is still face down.
log-weakness-named = The weakness card from { $object } changes { $category }.
log-weakness-by-hand = The app does not apply it: read it when it matters and apply it yourselves.
table-weakness-title = A weakness card turned up ({ $object })
table-weakness-ask = Read the card on the Void Seeder board. What does it change? The app keeps it as a reminder; you apply it.
table-weakness-reminder = Weakness ({ $object }): { $category }. Apply it by hand.
table-mutation-action = Mutation action: { $player } scans 1 card from hand
scan-how-mutation = Show the one contamination card from your hand that you use for the mutation action, label up.
scan-too-many-mutation = The mutation action uses a single card: take the others out of view, or tap × beside them.
