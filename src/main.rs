fn main() {
    println!("nemesis-companion");
}
