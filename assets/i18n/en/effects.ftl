# Card and token effects, written in our own words (not the printed card text).
# Keys are referenced from assets/data/base/*.json and assets/data/<species>/*.json: event-<effect>, attack-<effect>,
# weakness-<effect>, wound-<id>, exploration-<effect>.

event-damaging_fire = Every burning room also gets a malfunction. Then fire spreads into every room next to a burning one (never through a closed door or a technical corridor).
event-regeneration = Every intruder on the board sheds 2 injury markers.
event-scent_of_prey = Each character with slime draws noise: every corridor of their room without a noise marker gets one.
event-flammable_compounds = The Hibernatorium catches fire; if it is already burning, every room next to it catches fire instead.
event-bulkheads_open = Every closed door opens. Destroyed doors stay destroyed.
event-hunt = Each Adult not in combat with a character in a neighbouring room moves into that room (lowest room number first).
event-eclosion = Characters with a larva on their board die and a Creeper appears in their room. Then each character reveals the top 4 cards of their action deck and scans the contamination cards among them: an INFECTED one puts a larva on that board. The revealed cards are discarded.
event-coolant_leak = If the Generator has a malfunction, the self-destruct sequence starts (even while someone hibernates). This card leaves the game and the event discard is shuffled back into the deck.
event-nest_noise = If the Nest has been found, each of its corridors without a noise marker gets one.
event-short_circuit = Every explored yellow room with a computer gets a malfunction. This card leaves the game and the event discard is shuffled back.
event-damage = Every room holding an Adult, a Breeder or the Queen gets a malfunction.
event-egg_protection = Every character in the Nest, and every character carrying an egg, has an encounter.
event-consuming_fire = Burning rooms lose all their remaining items (item counter to 0). Then fire spreads into every room next to a burning one (never through a closed door or a technical corridor).
event-malfunction = The lowest-numbered explored room that can take one gets a malfunction. This card is shuffled back into the event deck.
event-lurking = Every intruder that shares no room with a character leaves the board; a token of its type goes into the bag for each.
event-pod_ejection = The lowest-numbered escape pod still at the ship launches; anyone aboard escapes. This card leaves the game and the event discard is shuffled back.
event-hatching = One egg is taken from the Nest. A character in the Nest whose player holds no cards gets a larva on their board. If nobody got one, a Larva token goes into the bag.
event-life_support_failure = Every explored green room gets a malfunction. This card leaves the game and the event discard is shuffled back.
event-tech_noise = If the technical corridors hold no noise marker, they get one. Otherwise every character in a room with a technical entrance makes a noise roll.

attack-slime = The target gets a slime marker and takes 1 contamination card.
attack-scratch = The target takes 1 light wound and 1 contamination card.
attack-claw = The target takes 2 light wounds and 1 contamination card.
attack-bite = A target with 2 or more serious wounds dies; otherwise the target takes 1 serious wound.
attack-tail = A target with any serious wound dies; otherwise the target takes 1 serious wound.
attack-frenzy = In the attacker's room, every character with 2 or more serious wounds dies and every other character takes 1 serious wound.
attack-transformation = The attacking Creeper becomes a Breeder if a Breeder miniature is free. If the target's player holds no cards, that Breeder attacks at once.
attack-summoning = Another intruder is drawn from the bag and appears in the room. It does not attack during this action.

weakness-vital_places = Against Adults, a blank combat die counts as a single hit.
weakness-way_of_moving = Only Breeders and the Queen can break closed doors; other intruders are stopped by them.
weakness-phosphates = An intruder driven off by a fire extinguisher or the Fire Control System also takes 1 injury.
weakness-energy = Energy weapons deal 1 extra injury.
weakness-reaction_to_danger = Surprise checks read every token's number 1 lower (never below 1).
weakness-brink_of_extinction = Intruders die with 1 injury fewer than the health check asks for.
weakness-way_of_fighting = An Adult's Bite gives a light wound instead of a serious one.
weakness-fire = Fire, Molotov cocktails and flamethrowers deal 1 extra injury; a Molotov destroys 2 eggs.

wound-arm = Only one hand can hold heavy items or objects.
wound-hand = Every item action costs 1 more card.
wound-leg = Escaping from combat costs 2 cards.
wound-body = Draw up to 4 cards instead of 5.
wound-bleeding = Each time you pass, take 1 light wound.

exploration-silence = Silence: no noise roll for this move (Danger instead for a character with slime).
exploration-danger = Danger: neighbouring intruders come in, or noise fills the room's corridors. No noise roll.
exploration-slime = Slime: the character gets a slime marker.
exploration-fire = Fire: put a fire marker in this room.
exploration-malfunction = Malfunction: the room breaks down if it can (see the next line).
exploration-door = Door: close the door of the corridor the character came through.

# Carnomorphs
attack-devour = A target with a serious wound already is killed; otherwise it takes 1 serious wound. The Butcher then sheds all its injury markers.
attack-spawn = A Metagorger appears in the attacker's room, and the target gets a slime marker.
attack-bash = The target takes 1 serious wound and 1 contamination card.
attack-regurgitate = The target gets a slime marker and 1 contamination card; an intruder carcass lands in the room.
event-rampant_mutation = Every character reveals the top 4 cards of their action deck and scans the contamination cards among them; any INFECTED one gives a mutation marker (or a mutation card to a character without one). Discard the revealed cards.
event-reawakening = In every room with an intruder carcass on the floor, one carcass becomes a Shambler; each Shambler that rises beside a character attacks at once.
event-carno_lurking = Every Carnomorph except the Metagorgers that shares no room with a character leaves the board; a token of its type goes into the bag for each.
event-stalking = Every Shambler, Fleshbeast and the Butcher moves into a neighbouring room with a character, if there is one (lowest room number first).
event-airlock_glitch = The emergency airlock starts in the highest-numbered yellow room: all its doors close.
event-generator_overload = 3 or more malfunction markers on the board start the self-destruct sequence.
event-marked_prey = Every character carrying a heavy object, or in a room with one, gets a slime marker.
event-hatches_jam = A malfunction marker goes into Evacuation Section A and into Evacuation Section B.
event-quarantine_procedure = Every door around the room of each slimed character closes.
event-growl = Every corridor of every room holding a Carnomorph gets a noise marker, if it has none.
event-scavenging_biomatter = Every Carnomorph except the Butcher moves into a neighbouring room with a heavy object (carried ones count), lowest room number first.
event-structural_weakness = Every explored white room gets a malfunction marker.
event-protocol_failure = The highest-numbered escape pod in Evacuation Section B is removed from the game.
event-chemical_fire = The highest-numbered burning room gets a malfunction marker and loses its fire; fire then spreads to every room next to it, never through closed doors.
event-ammunition_meltdown = The lowest-numbered red room loses its items, and it and every room next to it catch fire (never through closed doors).
event-beast_on_the_prowl = The Butcher, if it is on the board and not in combat, goes to the room of a slimed character (the first in turn order). Without the Butcher on the board, every slimed character makes a noise roll.
adaptation-voracious = Voracious
adaptation-agile = Agile
adaptation-other = another card
adaptation-category-feeding = feeding
adaptation-category-being_hit = being hit
adaptation-category-health = injuries and health
adaptation-category-movement = movement
adaptation-category-attacks = attacks
adaptation-category-bag = the bag
adaptation-category-other = something else
