//! Hostile bytes into `nemesis_companion::hostile::import_file`: no panic, and its promises hold.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(broken) = nemesis_companion::hostile::import_file(data) {
        panic!("{broken}");
    }
});
