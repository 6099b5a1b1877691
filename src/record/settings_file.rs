//! The settings file: TOML in the platform's configuration directory, or wherever the
//! `GOMOKU_CONFIG` environment variable points.
//!
//! - A missing file means the defaults.
//! - A file that is not valid TOML (or not text) is never lost and never crashes the game: it is
//!   renamed to `<name>.bad` (or `<name>.bad.2` ... when that exists) and the defaults are used,
//!   with one warning sentence naming the file, the line and the reason.
//! - A file that cannot be read at all (no permission, a directory) is left alone: the defaults
//!   are used with a warning, and saving refuses to replace it.
//! - A key with a bad value (`win = 99` on a 15x15 board, `rule = "chess"`) falls back to the
//!   default for that key alone; the warning names the key and its line. The other keys stay.
//! - Keys this version does not know (written by a newer one) are kept as they are when saving,
//!   and the warning names them in case one is a typo.
//! - Writes are atomic (temporary file in the same directory, then a rename).
//!
//! The keys are `Settings`' field names, so a new setting is a new field with its default.

use std::fs;
use std::path::{Path, PathBuf};

use crate::model::{MAX_SIDE, MIN_SIDE};
use crate::settings::Settings;

use super::fsutil::{atomic_write, parent_dir};

/// The environment variable that overrides where the settings file lives.
pub const CONFIG_ENV: &str = "GOMOKU_CONFIG";

/// The key earlier versions kept the ASCII board in; `true` reads as `theme = "ascii"`, and it
/// is dropped when the file is next saved.
const LEGACY_ASCII: &str = "ascii";

/// The shipped, commented default settings; also the template for saved files.
pub const DEFAULT_FILE: &str = include_str!("../../assets/settings.toml");

/// The longest thinking time a setting may ask for, and the shortest (the command line agrees).
pub const TIME_MS_RANGE: std::ops::RangeInclusive<u64> = 10..=600_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsStore {
    path: PathBuf,
}

impl SettingsStore {
    /// The store at `$GOMOKU_CONFIG`, else `settings.toml` in the platform's configuration
    /// directory; `None` only when the platform has no home directory.
    pub fn open_default() -> Option<SettingsStore> {
        SettingsStore::open_from_env(|key| std::env::var_os(key))
    }

    /// `open_default` reading the environment through `var`, so tests need not change the
    /// process's environment (which races with every other thread).
    pub fn open_from_env(
        var: impl Fn(&str) -> Option<std::ffi::OsString>,
    ) -> Option<SettingsStore> {
        if let Some(path) = var(CONFIG_ENV).filter(|p| !p.is_empty()) {
            return Some(SettingsStore::open(PathBuf::from(path)));
        }
        let dirs = directories::ProjectDirs::from("", "", "gomoku")?;
        Some(SettingsStore::open(dirs.config_dir().join("settings.toml")))
    }

    pub fn open(path: impl Into<PathBuf>) -> SettingsStore {
        SettingsStore { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The saved settings, and a sentence for the status line when something was wrong.
    pub fn load(&self) -> (Settings, Option<String>) {
        let shown = self.path.display();
        let bytes = match fs::read(&self.path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (Settings::default(), None);
            }
            // Unreadable (a directory, no permission) is not broken: leave it where it is.
            Err(e) => {
                let warning =
                    format!("cannot read the settings file {shown} ({e}); the defaults are used");
                return (Settings::default(), Some(warning));
            }
        };
        let Ok(text) = String::from_utf8(bytes) else {
            return (Settings::default(), Some(self.set_aside("it is not text")));
        };
        let table = match toml::from_str::<toml::Table>(&text) {
            Ok(table) => table,
            Err(e) => {
                let line = e.span().map(|s| line_of(&text, s.start));
                let reason = e.message().trim().trim_end_matches('.').to_string();
                let reason = match line {
                    Some(n) => format!("line {n}: {reason}"),
                    None => reason,
                };
                return (Settings::default(), Some(self.set_aside(&reason)));
            }
        };
        let (settings, problems, unknown) = merge(&table, &text);
        let mut parts = Vec::new();
        if !problems.is_empty() {
            parts.push(format!("defaults used for {}", problems.join("; ")));
        }
        if !unknown.is_empty() {
            parts.push(format!(
                "unknown keys kept as they are: {}",
                unknown.join(", ")
            ));
        }
        let warning =
            (!parts.is_empty()).then(|| format!("settings file {shown}: {}", parts.join("; ")));
        (settings, warning)
    }

    /// Writes `settings` atomically, keeping the comments of the shipped file and any keys a
    /// newer version put in the current file; a current file that is no longer valid TOML is
    /// renamed to `.bad` first.
    pub fn save(&self, settings: &Settings) -> Result<(), String> {
        let known = to_table(settings)?;
        let current = match fs::read(&self.path) {
            Ok(bytes) => match std::str::from_utf8(&bytes).map(toml::from_str::<toml::Table>) {
                Ok(Ok(table)) => table,
                // Broken since it was loaded: keep it as `.bad` rather than write over it.
                _ => {
                    self.set_aside("broken before saving");
                    toml::Table::new()
                }
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => toml::Table::new(),
            Err(e) => {
                let shown = self.path.display();
                return Err(format!("cannot read {shown} ({e}), so it was not replaced"));
            }
        };
        let kept: toml::Table = current
            .into_iter()
            .filter(|(key, _)| !known.contains_key(key) && key != LEGACY_ASCII)
            .collect();
        let text = render(&known, &kept)?;
        atomic_write(&self.path, text.as_bytes(), true)
    }

    /// Renames the unusable file out of the way and says so.
    fn set_aside(&self, reason: &str) -> String {
        let shown = self.path.display();
        let name = self
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let dir = parent_dir(&self.path);
        let bad = (1..)
            .map(|n| match n {
                1 => dir.join(format!("{name}.bad")),
                n => dir.join(format!("{name}.bad.{n}")),
            })
            .find(|p| !p.exists())
            .unwrap_or_else(|| dir.join(format!("{name}.bad")));
        match fs::rename(&self.path, &bad) {
            Ok(()) => format!(
                "settings file {shown} is unusable ({reason}); it was kept as {} and the defaults are used",
                bad.display()
            ),
            Err(e) => format!(
                "settings file {shown} is unusable ({reason}) and could not be renamed ({e}); the defaults are used"
            ),
        }
    }
}

/// The settings a parsed file describes, the keys that had to fall back to defaults, and the
/// keys this version does not know.
fn merge(file: &toml::Table, text: &str) -> (Settings, Vec<String>, Vec<String>) {
    let defaults = Settings::default();
    let Ok(mut merged) = to_table(&defaults) else {
        return (
            defaults,
            vec!["every key (internal error)".to_string()],
            Vec::new(),
        );
    };
    let mut problems = Vec::new();
    let mut unknown = Vec::new();
    for (key, value) in file {
        if key == LEGACY_ASCII && !merged.contains_key(key) {
            continue;
        }
        if !merged.contains_key(key) {
            unknown.push(key.clone());
            continue;
        }
        let mut candidate = merged.clone();
        candidate.insert(key.clone(), value.clone());
        match candidate.clone().try_into::<Settings>() {
            Ok(_) => merged = candidate,
            Err(e) => problems.push(format!(
                "{key} ({}{})",
                key_line(text, key),
                e.message().trim().trim_end_matches('.')
            )),
        }
    }
    let mut settings = merged.try_into::<Settings>().unwrap_or_default();
    let legacy_ascii = file.get(LEGACY_ASCII).and_then(toml::Value::as_bool);
    if legacy_ascii == Some(true) && !file.contains_key("theme") {
        settings.theme = crate::settings::ThemeName::Ascii;
    }
    if !file.contains_key("win") {
        // A small board without its own win length keeps the default only where it fits.
        settings.win = settings.win.min(settings.rows.max(settings.cols));
    }
    for (key, why) in repair(&mut settings) {
        problems.push(format!("{key} ({}{why})", key_line(text, key)));
    }
    (settings, problems, unknown)
}

/// Values that parse but cannot be played, each reset to its default; returns key and reason.
fn repair(s: &mut Settings) -> Vec<(&'static str, String)> {
    let d = Settings::default();
    let mut problems = Vec::new();
    let side = MIN_SIDE..=MAX_SIDE;
    if !side.contains(&s.rows) {
        problems.push((
            "rows",
            format!("{} is not from {MIN_SIDE} to {MAX_SIDE}", s.rows),
        ));
        s.rows = d.rows;
    }
    if !side.contains(&s.cols) {
        problems.push((
            "cols",
            format!("{} is not from {MIN_SIDE} to {MAX_SIDE}", s.cols),
        ));
        s.cols = d.cols;
    }
    let longest = s.rows.max(s.cols);
    if !(3..=longest).contains(&s.win) {
        problems.push((
            "win",
            format!(
                "{} is not from 3 to {longest} on a {}x{} board",
                s.win, s.cols, s.rows
            ),
        ));
        s.win = d.win.min(longest);
    }
    if !TIME_MS_RANGE.contains(&s.time_ms) {
        problems.push((
            "time_ms",
            format!(
                "{} is not from {} to {}",
                s.time_ms,
                TIME_MS_RANGE.start(),
                TIME_MS_RANGE.end()
            ),
        ));
        s.time_ms = d.time_ms;
    }
    problems
}

fn to_table(settings: &Settings) -> Result<toml::Table, String> {
    toml::Table::try_from(settings).map_err(|e| format!("could not write the settings: {e}"))
}

/// The shipped file with each `key = value` line set to the current value, then any key the
/// template lacks, then the kept unknown keys.
fn render(known: &toml::Table, kept: &toml::Table) -> Result<String, String> {
    let mut out = String::new();
    let mut missing = known.clone();
    for line in DEFAULT_FILE.lines() {
        let key = template_key(line);
        match key.and_then(|k| missing.remove_entry(k)) {
            Some((k, v)) => out.push_str(&format!("{k} = {v}\n")),
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    let tail = |table: toml::Table| toml::to_string(&table).map_err(|e| e.to_string());
    if !missing.is_empty() {
        out.push_str(&tail(missing)?);
    }
    if !kept.is_empty() {
        out.push_str("\n# Kept from a newer version of gomoku (or a typo):\n");
        out.push_str(&tail(kept.clone())?);
    }
    Ok(out)
}

/// `key` when `line` is a top-level `key = value` line.
fn template_key(line: &str) -> Option<&str> {
    let (key, _) = line.split_once('=')?;
    let key = key.trim();
    let plain = !key.is_empty()
        && !line.starts_with([' ', '\t', '#'])
        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    plain.then_some(key)
}

/// 1-based line of byte offset `at`.
fn line_of(text: &str, at: usize) -> usize {
    text.get(..at).unwrap_or(text).matches('\n').count() + 1
}

/// `line N: ` where `key` is set, for the warning; empty when it is not on a line of its own.
fn key_line(text: &str, key: &str) -> String {
    text.lines()
        .position(|l| template_key(l) == Some(key))
        .map_or(String::new(), |i| format!("line {}: ", i + 1))
}
