//! What asking the rules costs in retaliation (issue 51): filled in with the game's offers.
fn main() {
    println!("offers_retaliation: not measured yet");
}
