//! Hostile bytes into `nemesis_companion::hostile::headless_lines`: no panic, and its promises hold.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(broken) = nemesis_companion::hostile::headless_lines(data) {
        panic!("{broken}");
    }
});
