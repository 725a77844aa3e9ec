//! What asking the rules costs in nemesis (issue 51): filled in with the game's offers.
fn main() {
    println!("offers_nemesis: not measured yet");
}
