//! Hostile bytes as the files beside the journals (an older Retaliation save, `meta.json`,
//! `settings.json`) into `nemesis_companion::hostile::other_files`: no panic, and its promises
//! hold.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(broken) = nemesis_companion::hostile::other_files(data) {
        panic!("{broken}");
    }
});
