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

# Void Seeders
attack-duplicate = Another miniature of the attacker's type appears in the room. It makes no surprise attack and does not attack this step.
attack-dread = The target takes 1 serious wound, then draws a panic card.
attack-braineating = A target with any serious wound dies; otherwise the target takes 2 serious wounds.
attack-dismay = The target takes 1 contamination card, then draws a panic card.
event-terror = Each character draws up to 5 cards, scans the contamination cards in hand (an INFECTED one: insanity 5), then discards the whole hand.
event-void_hunt = Every Void Seeder not in combat moves into a neighbouring room with a character, if there is one (lowest room number first); closed doors do not stop it.
event-tendrils = Every character in a room with a technical corridor entrance goes up 1 insanity level.
event-computer_failure = If any room with a computer has a malfunction, every other room with a computer gets one too. This card leaves the game and the event discard is shuffled back.
event-monophobia = Every character alone in their room and not in combat draws a panic card.
event-neurosis = Every character in a Lair's room or next to one draws a panic card.
event-agoraphobia = The Despoiler comes to the lowest-numbered room holding 2 or more characters (moved if it is on the board). No surprise attack.
event-highest_pod_ejection = The highest-numbered escape pod still at the ship is removed from the game. This card leaves the game and the event discard is shuffled back.
event-fire_wave = Fire spreads from the lowest-numbered burning room into every room next to it (never through a closed door or a technical corridor).
event-generator_overheat = If the Generator has a malfunction, it catches fire and fire spreads from every burning room; otherwise the Generator gets a malfunction. This card leaves the game and the event discard is shuffled back.
event-whispers = One more event card is drawn only for its corridor number: every room with a character gets a noise marker on that corridor, or an encounter where one lies already.
event-fear = Every character whose insanity is higher than the number of cards in hand takes 1 contamination card.
event-fuel_explosion = A fire marker goes into each of the three Engine rooms. This card leaves the game and the event discard is shuffled back.
event-ship_ai_failure = With 2 or more malfunctions in rooms with a computer, the self-destruct sequence starts; otherwise the lowest-numbered room with a computer gets a malfunction.
exploration-lair = Lair: a Lair miniature stands in this room. No noise roll for this move.
panic-destructive_outburst = Put a malfunction marker in your room, if it has none.
panic-defeatism = Every character in your room, you too, goes up 1 insanity level.
panic-blind_escape = An event card gives a corridor number: your character runs out through that corridor.
panic-destruction = Discard one heavy item you hold (objects such as eggs, carcasses and corpses do not count).
panic-insane_courage = Your character walks into a neighbouring room with a Void Seeder or a Lair.
panic-sabotage = Your room's item counter goes to 0.
panic-self_mutilation = Take 2 light wounds.
panic-heart_attack = Your character dies.
panic-bloodlust = Every other character in your room takes 1 serious wound; alone, you take it yourself.
panic-demotivation = Everyone in your room, you too, discards 1 action card from hand; then your insanity rises by 1.
panic-ripping_bandages = Take 1 light wound, and one of your dressed serious wounds is turned face up again.
panic-hopelessness = Reveal the top 3 cards of your action deck: one that is not a contamination card leaves the game, the others are discarded.
panic-hallucinations = Discard all the ammo of one of your weapons.
panic-pyromaniac = Put a fire marker in your room, if it has none.

weakness-category-our_attacks = our attacks
weakness-category-their_health = their health and injuries
weakness-category-their_movement = their movement
weakness-category-insanity_panic = insanity and panic
weakness-category-lairs = the Lairs
weakness-category-other = something else
