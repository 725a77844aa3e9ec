//! The player's settings and where they live on disk.
//!
//! Stored as `settings.json` in the app's data directory (`NEMESIS_DATA_DIR` overrides it). Writes
//! are atomic (temporary file, fsync, rename, fsync of the directory). A file that cannot be read,
//! or one written by a newer version, is moved aside and the defaults are used, with a notice for
//! the player; a directory that cannot be written keeps the settings in memory, also with a notice.
//! Nothing here panics on bad input.

use crate::present::i18n::Language;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Overrides the data directory (tests, portable installs, the smoke test).
pub const DATA_DIR_ENV: &str = crate::storage::root::DATA_DIR_VAR;
pub const FILE_NAME: &str = "settings.json";
/// Bumped when a change could not be read by older versions; additive fields keep it.
pub const SCHEMA: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub schema: u32,
    /// `None` until the first-run screen has been answered.
    pub language: Option<Language>,
    pub text_size: TextSize,
    pub theme: ThemeChoice,
    pub fullscreen: bool,
    /// Asks the system not to blank the screen while a game is open.
    pub keep_awake: bool,
    /// Volumes and mute (files from before sound had none: the defaults are used).
    pub sound: crate::audio::MixerSettings,
    /// The camera for scanning contamination labels (missing in older files: the first one).
    pub camera: CameraSetting,
    /// How large the webcam's frames may be (the highest at a steady rate, up to this).
    pub camera_quality: crate::scanner::camera::negotiate::CameraQuality,
    /// Paper for the label sheet; `None` follows the system's region.
    pub label_paper: Option<crate::label_sheet::PaperChoice>,
    /// Void Seeders: the insanity track as this install's owner read it off their card, asked
    /// once and offered again at every new game.
    pub insanity_track: Option<[crate::rules::ids::IntruderKind; 5]>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            schema: SCHEMA,
            language: None,
            text_size: TextSize::default(),
            theme: ThemeChoice::default(),
            fullscreen: false,
            keep_awake: true,
            sound: crate::audio::MixerSettings::default(),
            camera: Default::default(),
            camera_quality: Default::default(),
            label_paper: None,
            insanity_track: None,
        }
    }
}

/// Something the player should know about their settings file.
#[derive(Debug, Clone, PartialEq)]
pub enum Notice {
    /// The file could not be read; it was renamed to `kept_as` (if that worked).
    Unreadable {
        kept_as: Option<PathBuf>,
        why: Unreadable,
    },
    /// The file comes from a newer version of the app; it was renamed to `kept_as`.
    Newer { kept_as: Option<PathBuf> },
    /// The directory cannot be written: settings live in memory only.
    MemoryOnly { why: MemoryOnly },
}

/// Why the settings file could not be read (each said in the players' language by
/// [`Notice::words`]).
#[derive(Debug, Clone, PartialEq)]
pub enum Unreadable {
    /// Larger than any settings file the app writes; not read into memory.
    TooLarge { kib: u64 },
    /// The disk would not give it.
    Disk(crate::storage::DiskTrouble),
    /// Not a settings file the app can read (what the parser said).
    Broken { detail: String },
}

/// Why the settings live in memory only.
#[derive(Debug, Clone, PartialEq)]
pub enum MemoryOnly {
    /// The system names no data folder for the app.
    NoDataFolder,
    /// The folder could not be made or written.
    Disk {
        path: PathBuf,
        trouble: crate::storage::DiskTrouble,
    },
}

impl Notice {
    /// The notice in the players' language (what the system said stays, in brackets).
    pub fn words(&self, i18n: &crate::present::i18n::I18n) -> String {
        use crate::present::saves_words::{disk, disk_at};
        use crate::tr;
        let kept = |p: &Option<PathBuf>| {
            p.as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_else(|| "-".into())
        };
        match self {
            Notice::Unreadable { kept_as, why } => {
                let reason = match why {
                    Unreadable::TooLarge { kib } => {
                        tr!(i18n, "settings-too-large", kib = kib.to_string())
                    }
                    Unreadable::Disk(trouble) => disk(i18n, trouble),
                    Unreadable::Broken { detail } => {
                        tr!(i18n, "settings-broken", detail = detail.clone())
                    }
                };
                tr!(
                    i18n,
                    "settings-reset-notice",
                    path = kept(kept_as),
                    reason = reason
                )
            }
            Notice::Newer { kept_as } => {
                tr!(i18n, "settings-newer-notice", path = kept(kept_as))
            }
            Notice::MemoryOnly { why } => {
                let reason = match why {
                    MemoryOnly::NoDataFolder => tr!(i18n, "settings-no-data-folder"),
                    MemoryOnly::Disk { path, trouble } => disk_at(i18n, path, trouble),
                };
                tr!(i18n, "settings-not-saved", reason = reason)
            }
        }
    }
}

/// Where settings are saved; `None` means in memory only.
#[derive(Debug, Clone, Default)]
pub struct Store {
    path: Option<PathBuf>,
    /// The number of the last write made and of the last one on disk (see [`SettingsWrite`]).
    writes: u64,
    on_disk: std::sync::Arc<std::sync::Mutex<u64>>,
}

impl PartialEq for Store {
    fn eq(&self, other: &Store) -> bool {
        self.path == other.path
    }
}

/// Why the settings file could not be written: the file, and what the disk refused (a full
/// disk, a folder that cannot be written, …), said in the players' language by [`NotWritten::words`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotWritten {
    pub path: PathBuf,
    pub trouble: crate::storage::DiskTrouble,
}

impl NotWritten {
    /// Why, in the players' language (what the system said stays, in brackets).
    pub fn words(&self, i18n: &crate::present::i18n::I18n) -> String {
        crate::present::saves_words::disk_at(i18n, &self.path, &self.trouble)
    }
}

impl std::fmt::Display for NotWritten {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.trouble)
    }
}

/// One write of the settings, made off the update loop. Writes are numbered as they are asked
/// for, and one older than the write already on disk is dropped: two quick changes whose
/// threads finish out of order still leave the newer settings in the file.
#[derive(Debug)]
pub struct SettingsWrite {
    path: PathBuf,
    number: u64,
    on_disk: std::sync::Arc<std::sync::Mutex<u64>>,
    settings: Settings,
}

impl SettingsWrite {
    /// Writes the file atomically; the error says why, for a notice.
    pub fn run(self) -> Result<(), NotWritten> {
        // a poisoned lock only means another write panicked: its number is still right
        let mut on_disk = self
            .on_disk
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if *on_disk > self.number {
            return Ok(());
        }
        write_atomic(&self.path, &self.settings)?;
        *on_disk = self.number;
        Ok(())
    }
}

/// The data directory: `$NEMESIS_DATA_DIR`, else the platform's data dir for the app.
pub fn data_dir() -> Result<PathBuf, crate::storage::root::NoDataFolder> {
    crate::storage::root::data_root()
}

impl Store {
    pub fn memory() -> Store {
        Store::default()
    }

    fn at(path: PathBuf) -> Store {
        Store {
            path: Some(path),
            ..Store::default()
        }
    }

    /// The write that saves `settings`, to run off the update loop; `None` in memory only.
    pub fn write(&mut self, settings: &Settings) -> Option<SettingsWrite> {
        let path = self.path.clone()?;
        self.writes += 1;
        Some(SettingsWrite {
            path,
            number: self.writes,
            on_disk: self.on_disk.clone(),
            settings: settings.clone(),
        })
    }

    /// A write failed: the settings live in memory from now on.
    pub fn write_failed(&mut self) {
        self.path = None;
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Opens the platform data directory (see [`data_dir`]).
    pub fn open_default() -> (Store, Settings, Option<Notice>) {
        match data_dir() {
            Ok(dir) => Store::open(&dir),
            Err(crate::storage::root::NoDataFolder) => (
                Store::memory(),
                Settings::default(),
                Some(Notice::MemoryOnly {
                    why: MemoryOnly::NoDataFolder,
                }),
            ),
        }
    }

    /// Opens `dir/settings.json`, creating the directory if needed.
    pub fn open(dir: &Path) -> (Store, Settings, Option<Notice>) {
        if let Err(e) = std::fs::create_dir_all(dir)
            .and_then(|()| tempfile::NamedTempFile::new_in(dir).map(drop))
        {
            let why = MemoryOnly::Disk {
                path: dir.to_path_buf(),
                trouble: crate::storage::DiskTrouble::of(&e),
            };
            return (
                Store::memory(),
                Settings::default(),
                Some(Notice::MemoryOnly { why }),
            );
        }
        let path = dir.join(FILE_NAME);
        let store = Store::at(path.clone());
        // a settings file is a few hundred bytes: a huge one is not read into memory
        if std::fs::metadata(&path).is_ok_and(|m| m.len() > MAX_FILE_BYTES) {
            let notice = Notice::Unreadable {
                kept_as: set_aside(&path, "too-large"),
                why: Unreadable::TooLarge {
                    kib: MAX_FILE_BYTES / 1024,
                },
            };
            return (store, Settings::default(), Some(notice));
        }
        let text = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (store, Settings::default(), None);
            }
            Err(e) => {
                let notice = Notice::Unreadable {
                    kept_as: set_aside(&path, "unreadable"),
                    why: Unreadable::Disk(crate::storage::DiskTrouble::of(&e)),
                };
                return (store, Settings::default(), Some(notice));
            }
        };
        match parse(&text) {
            Ok(settings) => (store, settings, None),
            Err(Parsed::Newer) => (
                store,
                Settings::default(),
                Some(Notice::Newer {
                    kept_as: set_aside(&path, "newer"),
                }),
            ),
            Err(Parsed::Broken(reason)) => {
                let notice = Notice::Unreadable {
                    kept_as: set_aside(&path, "broken"),
                    why: Unreadable::Broken { detail: reason },
                };
                (store, Settings::default(), Some(notice))
            }
        }
    }

    /// Writes the settings atomically, here and now (the window uses [`Store::write`]). On failure the store switches to memory only and the
    /// error says why, for a notice.
    pub fn save(&mut self, settings: &Settings) -> Result<(), NotWritten> {
        let result = match self.write(settings) {
            Some(write) => write.run(),
            None => Ok(()),
        };
        if result.is_err() {
            self.write_failed();
        }
        result
    }
}

/// The largest settings file read (a real one is under 1 KiB).
const MAX_FILE_BYTES: u64 = 1024 * 1024;

enum Parsed {
    Newer,
    Broken(String),
}

fn parse(bytes: &[u8]) -> Result<Settings, Parsed> {
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| Parsed::Broken(e.to_string()))?;
    let schema = value
        .get("schema")
        .and_then(|s| s.as_u64())
        .unwrap_or(u64::from(SCHEMA));
    if schema > u64::from(SCHEMA) {
        return Err(Parsed::Newer);
    }
    serde_json::from_value(value).map_err(|e| Parsed::Broken(e.to_string()))
}

/// Renames a file out of the way (`settings.json.broken-<unix seconds>`); `None` if that failed.
fn set_aside(path: &Path, why: &str) -> Option<PathBuf> {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let mut name = path.file_name()?.to_os_string();
    name.push(format!(".{why}-{stamp}"));
    let aside = path.with_file_name(name);
    std::fs::rename(path, &aside).ok().map(|()| aside)
}

/// The settings through the storage layer's one atomic write (temporary file, sync, rename,
/// sync of the folder).
fn write_atomic(path: &Path, settings: &Settings) -> Result<(), NotWritten> {
    let not_written = |trouble| NotWritten {
        path: path.to_path_buf(),
        trouble,
    };
    let json = serde_json::to_vec_pretty(settings).map_err(|e| {
        not_written(crate::storage::DiskTrouble::Other {
            detail: e.to_string(),
        })
    })?;
    crate::storage::atomic_write(path, &json)
        .map_err(|e| not_written(crate::storage::DiskTrouble::of(&e)))
}

/// The window's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThemeChoice {
    #[default]
    Dark,
    Light,
}

/// The player's text size. The largest is meant to be read from 2 m on a 1080p laptop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TextSize {
    Normal,
    #[default]
    Large,
    Larger,
    Huge,
}

/// Which camera scans use, as remembered in the settings.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CameraSetting {
    /// The first camera found.
    #[default]
    First,
    /// This camera: found again by its name first, then by its index.
    Chosen { index: u32, name: String },
    /// No camera: label numbers are typed.
    Off,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn changed() -> Settings {
        Settings {
            language: Some(Language::Ko),
            text_size: TextSize::Huge,
            theme: ThemeChoice::Light,
            fullscreen: true,
            keep_awake: false,
            sound: crate::audio::MixerSettings {
                master: 0.35,
                ambience: 0.1,
                cues: 1.0,
                muted: true,
            },
            ..Settings::default()
        }
    }

    #[test]
    fn a_fresh_directory_gives_defaults_and_no_notice() {
        let dir = tempfile::tempdir().unwrap();
        let (store, settings, notice) = Store::open(&dir.path().join("sub"));
        assert_eq!(settings, Settings::default());
        assert_eq!(settings.theme, ThemeChoice::Dark, "dark by default");
        assert_eq!(notice, None);
        assert_eq!(
            store.path(),
            Some(dir.path().join("sub").join(FILE_NAME).as_path())
        );
    }

    /// Two quick changes write off the update loop on two threads; when the older write
    /// finishes last it is dropped, so the file holds the newer settings.
    #[test]
    fn an_older_write_finishing_last_does_not_undo_a_newer_one() {
        let dir = tempfile::tempdir().unwrap();
        let (mut store, _, _) = Store::open(dir.path());
        let older = store.write(&Settings::default()).unwrap();
        let newer = store.write(&changed()).unwrap();
        newer.run().unwrap();
        older.run().unwrap();
        let (_, settings, notice) = Store::open(dir.path());
        assert_eq!(notice, None);
        assert_eq!(settings, changed());
        // in memory only there is nothing to write
        assert!(Store::memory().write(&changed()).is_none());
    }

    #[test]
    fn saved_settings_come_back() {
        let dir = tempfile::tempdir().unwrap();
        let (mut store, _, _) = Store::open(dir.path());
        store.save(&changed()).unwrap();
        let (_, again, notice) = Store::open(dir.path());
        assert_eq!(again, changed());
        assert_eq!(notice, None);
        let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(leftovers.len(), 1, "no temporary file left behind");
    }

    #[test]
    fn a_broken_file_is_kept_aside_and_defaults_are_used() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE_NAME), b"{ not json").unwrap();
        let (_, settings, notice) = Store::open(dir.path());
        assert_eq!(settings, Settings::default());
        let Some(Notice::Unreadable {
            kept_as: Some(kept),
            ..
        }) = notice
        else {
            panic!("{notice:?}")
        };
        assert_eq!(std::fs::read(&kept).unwrap(), b"{ not json");
        assert!(!dir.path().join(FILE_NAME).exists());
    }

    /// A huge settings file is set aside without being read into memory, and nothing is lost.
    #[test]
    fn a_huge_file_is_set_aside_unread() {
        let dir = tempfile::tempdir().unwrap();
        let huge = vec![b' '; 3 * 1024 * 1024];
        std::fs::write(dir.path().join(FILE_NAME), &huge).unwrap();
        let (_, settings, notice) = Store::open(dir.path());
        assert_eq!(settings, Settings::default());
        let Some(Notice::Unreadable {
            kept_as: Some(kept),
            why: Unreadable::TooLarge { kib: 1024 },
        }) = &notice
        else {
            panic!("{notice:?}")
        };
        // said in the players' language
        let ko = crate::present::i18n::I18n::new(crate::present::i18n::Language::Ko).unwrap();
        let words = notice.as_ref().unwrap().words(&ko).replace('\u{2060}', "");
        assert!(words.contains("1024 KiB보다 큽니다"), "{words}");
        assert_eq!(std::fs::metadata(kept).unwrap().len(), huge.len() as u64);
    }

    #[test]
    fn a_wrong_type_is_broken_too() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(FILE_NAME),
            br#"{"schema":1,"fullscreen":"yes"}"#,
        )
        .unwrap();
        let (_, settings, notice) = Store::open(dir.path());
        assert_eq!(settings, Settings::default());
        assert!(
            matches!(notice, Some(Notice::Unreadable { .. })),
            "{notice:?}"
        );
    }

    #[test]
    fn a_newer_file_is_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(FILE_NAME),
            br#"{"schema":99,"language":"ja"}"#,
        )
        .unwrap();
        let (_, settings, notice) = Store::open(dir.path());
        assert_eq!(settings, Settings::default());
        let Some(Notice::Newer {
            kept_as: Some(kept),
        }) = notice
        else {
            panic!("{notice:?}")
        };
        assert!(kept.to_string_lossy().contains(".newer-"));
    }

    #[test]
    fn missing_fields_take_their_defaults() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE_NAME), br#"{"language":"ja"}"#).unwrap();
        let (_, settings, notice) = Store::open(dir.path());
        assert_eq!(notice, None);
        assert_eq!(settings.language, Some(Language::Ja));
        assert_eq!(settings.text_size, TextSize::default());
    }

    #[test]
    fn a_file_from_before_sound_loads_with_default_volumes() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(FILE_NAME),
            br#"{"schema":1,"language":"ko","text_size":"huge","theme":"dark","fullscreen":false,"keep_awake":true}"#,
        )
        .unwrap();
        let (_, settings, notice) = Store::open(dir.path());
        assert_eq!(notice, None);
        assert_eq!(settings.language, Some(Language::Ko));
        assert_eq!(settings.text_size, TextSize::Huge);
        assert_eq!(settings.sound, crate::audio::MixerSettings::default());
    }

    #[test]
    fn volumes_and_mute_come_back() {
        let dir = tempfile::tempdir().unwrap();
        let (mut store, _, _) = Store::open(dir.path());
        store.save(&changed()).unwrap();
        let (_, again, _) = Store::open(dir.path());
        assert_eq!(again.sound, changed().sound);
        assert!(again.sound.muted);
        // a partly written sound section keeps the other volumes' defaults
        std::fs::write(
            dir.path().join(FILE_NAME),
            br#"{"schema":1,"sound":{"master":0.5}}"#,
        )
        .unwrap();
        let (_, partial, notice) = Store::open(dir.path());
        assert_eq!(notice, None);
        assert_eq!(partial.sound.master, 0.5);
        assert_eq!(
            partial.sound.cues,
            crate::audio::MixerSettings::default().cues
        );
    }

    #[test]
    fn a_file_from_before_the_camera_settings_still_loads() {
        use super::CameraSetting;
        let dir = tempfile::tempdir().unwrap();
        let old = br#"{"schema":1,"language":"ko","text_size":"large","theme":"dark","fullscreen":false,"keep_awake":true}"#;
        std::fs::write(dir.path().join(FILE_NAME), old).unwrap();
        let (mut store, settings, notice) = Store::open(dir.path());
        assert_eq!(notice, None);
        assert_eq!(settings.language, Some(Language::Ko));
        assert_eq!(settings.camera, CameraSetting::First);
        assert_eq!(settings.label_paper, None);
        let chosen = Settings {
            camera: CameraSetting::Chosen {
                index: 2,
                name: "USB Cam".into(),
            },
            label_paper: Some(crate::label_sheet::PaperChoice::Letter),
            ..settings
        };
        store.save(&chosen).unwrap();
        let (_, again, _) = Store::open(dir.path());
        assert_eq!(again, chosen, "the camera choice is remembered");
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_directory_keeps_settings_in_memory() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o500)).unwrap();
        // root ignores permissions: only check when the directory really is read-only
        if tempfile::NamedTempFile::new_in(dir.path()).is_ok() {
            return;
        }
        let (mut store, settings, notice) = Store::open(dir.path());
        assert_eq!(settings, Settings::default());
        assert!(
            matches!(notice, Some(Notice::MemoryOnly { .. })),
            "{notice:?}"
        );
        assert_eq!(store.path(), None);
        assert_eq!(store.save(&changed()), Ok(()));
    }

    #[test]
    fn a_directory_that_is_a_file_keeps_settings_in_memory() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("plain-file");
        std::fs::write(&file, b"x").unwrap();
        let (store, _, notice) = Store::open(&file);
        let Some(Notice::MemoryOnly {
            why: MemoryOnly::Disk { path, .. },
        }) = &notice
        else {
            panic!("{notice:?}")
        };
        assert_eq!(path, &file);
        assert_eq!(store.path(), None);
        // said in the players' language, naming the place
        let ja = crate::present::i18n::I18n::new(crate::present::i18n::Language::Ja).unwrap();
        let words = notice.as_ref().unwrap().words(&ja).replace('\u{2060}', "");
        assert!(
            words.starts_with("設定はメモリ上にだけ保存されます"),
            "{words}"
        );
        assert!(words.contains(&file.display().to_string()), "{words}");
    }

    #[test]
    fn a_failed_save_switches_to_memory() {
        let dir = tempfile::tempdir().unwrap();
        let (mut store, _, _) = Store::open(&dir.path().join("gone"));
        std::fs::remove_dir_all(dir.path().join("gone")).unwrap();
        assert!(store.save(&changed()).is_err());
        assert_eq!(store.path(), None);
    }
}
