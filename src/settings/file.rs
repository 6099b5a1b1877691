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
use std::io;
use std::path::{Path, PathBuf};

use super::Settings;
use crate::fsio::{WriteError, io_reason, parent_dir, write_atomic};
use crate::model::{Rules, SIDE_RANGE, TIME_MS_RANGE, WIN_RANGE};
use crate::tr;

/// The environment variable that overrides where the settings file lives.
pub const CONFIG_ENV: &str = "GOMOKU_CONFIG";

/// The shipped, commented default settings; also the template for saved files.
pub const DEFAULT_FILE: &str = include_str!("../../assets/settings.toml");

/// What was wrong with the settings file; the game starts all the same, and the status line
/// says this.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsWarning {
    #[error("{}", tr!("settings-no-home"))]
    NoHome,
    /// It could not be read at all (a directory, no permission) and was left where it is.
    #[error("{}", tr!("settings-unreadable", path = path.display().to_string(), reason = io_reason(*kind)))]
    Unreadable { path: PathBuf, kind: io::ErrorKind },
    /// It was renamed out of the way (to `kept`), or could not be renamed.
    #[error("{}", match kept {
        Ok(bad) => tr!("settings-set-aside", path = path.display().to_string(),
            reason = reason.to_string(), bad = bad.display().to_string()),
        Err(kind) => tr!("settings-not-set-aside", path = path.display().to_string(),
            reason = reason.to_string(), error = io_reason(*kind)),
    })]
    SetAside {
        path: PathBuf,
        reason: Unusable,
        kept: Result<PathBuf, io::ErrorKind>,
    },
    /// Some keys took their defaults; some keys are unknown.
    #[error("{}", values_sentence(path, problems, unknown))]
    Values {
        path: PathBuf,
        problems: Vec<KeyProblem>,
        unknown: Vec<String>,
    },
}

/// Why a whole file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unusable {
    #[error("{}", tr!("settings-not-text"))]
    NotText,
    /// Not TOML; the parser's reason, with the line when it knows it.
    #[error("{}", match line {
        Some(line) => tr!("settings-toml-line", line = *line, reason = reason.clone()),
        None => reason.clone(),
    })]
    Toml { line: Option<usize>, reason: String },
    #[error("{}", tr!("settings-broken-before-saving"))]
    BrokenBeforeSaving,
}

/// A key that took its default, where it stands and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", match line {
    Some(line) => tr!("settings-key-problem-line", key = key.clone(), line = *line, why = why.to_string()),
    None => tr!("settings-key-problem", key = key.clone(), why = why.to_string()),
})]
pub struct KeyProblem {
    pub key: String,
    pub line: Option<usize>,
    pub why: KeyWhy,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeyWhy {
    /// Not a value of the key's kind; the reader's own words (they quote the value).
    #[error("{0}")]
    Value(String),
    #[error("{}", tr!("settings-out-of-range", value = *value, min = *min, max = *max))]
    Range { value: u64, min: u64, max: u64 },
    #[error("{}", tr!("settings-win-range", win = *win, longest = *rows.max(cols), cols = *cols, rows = *rows))]
    Win {
        win: usize,
        rows: usize,
        cols: usize,
    },
}

fn values_sentence(path: &Path, problems: &[KeyProblem], unknown: &[String]) -> String {
    let mut parts = Vec::new();
    if !problems.is_empty() {
        let list: Vec<String> = problems.iter().map(ToString::to_string).collect();
        parts.push(tr!("settings-defaults-used", keys = list.join("; ")));
    }
    if !unknown.is_empty() {
        parts.push(tr!("settings-unknown-kept", keys = unknown.join(", ")));
    }
    tr!(
        "settings-values",
        path = path.display().to_string(),
        parts = parts.join("; ")
    )
}

/// Why settings could not be saved; they still apply to this run.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The file there could not be read, so it is not replaced.
    #[error("{}", tr!("settings-save-unreadable", path = path.display().to_string(), reason = io_reason(*kind)))]
    Unreadable { path: PathBuf, kind: io::ErrorKind },
    #[error(transparent)]
    Write(#[from] WriteError),
    #[error("{}", tr!("settings-save-serialise", reason = .0.to_string()))]
    Serialise(#[from] toml::ser::Error),
}

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

    /// The saved settings, and what was wrong with the file, for the status line.
    pub fn load(&self) -> (Settings, Option<SettingsWarning>) {
        let (settings, warning) = self.read();
        if let Some(warning) = &warning {
            tracing::warn!(%warning, "settings file");
        }
        (settings, warning)
    }

    fn read(&self) -> (Settings, Option<SettingsWarning>) {
        let bytes = match fs::read(&self.path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return (Settings::default(), None);
            }
            // Unreadable (a directory, no permission) is not broken: leave it where it is.
            Err(e) => {
                let path = self.path.clone();
                let warning = SettingsWarning::Unreadable {
                    path,
                    kind: e.kind(),
                };
                return (Settings::default(), Some(warning));
            }
        };
        let Ok(text) = String::from_utf8(bytes) else {
            return (Settings::default(), Some(self.set_aside(Unusable::NotText)));
        };
        let table = match toml::from_str::<toml::Table>(&text) {
            Ok(table) => table,
            Err(e) => {
                let reason = Unusable::Toml {
                    line: e.span().map(|s| line_of(&text, s.start)),
                    reason: e.message().trim().trim_end_matches('.').to_string(),
                };
                return (Settings::default(), Some(self.set_aside(reason)));
            }
        };
        let (settings, problems, unknown) = merge(&table, &text);
        let warning =
            (!problems.is_empty() || !unknown.is_empty()).then(|| SettingsWarning::Values {
                path: self.path.clone(),
                problems,
                unknown,
            });
        (settings, warning)
    }

    /// Writes `settings` atomically, keeping the comments of the shipped file and any keys a
    /// newer version put in the current file; a current file that is no longer valid TOML is
    /// renamed to `.bad` first.
    pub fn save(&self, settings: &Settings) -> Result<(), SaveError> {
        let known = toml::Table::try_from(settings)?;
        let current = match fs::read(&self.path) {
            Ok(bytes) => match std::str::from_utf8(&bytes).map(toml::from_str::<toml::Table>) {
                Ok(Ok(table)) => table,
                // Broken since it was loaded: keep it as `.bad` rather than write over it.
                _ => {
                    self.set_aside(Unusable::BrokenBeforeSaving);
                    toml::Table::new()
                }
            },
            Err(e) if e.kind() == io::ErrorKind::NotFound => toml::Table::new(),
            Err(e) => {
                let path = self.path.clone();
                let kind = e.kind();
                return Err(SaveError::Unreadable { path, kind });
            }
        };
        let kept: toml::Table = current
            .into_iter()
            .filter(|(key, _)| !known.contains_key(key))
            .collect();
        let text = render(&known, &kept)?;
        write_atomic(&self.path, text.as_bytes(), true)?;
        tracing::info!(path = %self.path.display(), "settings saved");
        Ok(())
    }

    /// Renames the unusable file out of the way and says so.
    fn set_aside(&self, reason: Unusable) -> SettingsWarning {
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
        SettingsWarning::SetAside {
            path: self.path.clone(),
            reason,
            kept: fs::rename(&self.path, &bad)
                .map(|()| bad)
                .map_err(|e| e.kind()),
        }
    }
}

/// The settings a parsed file describes, the keys that had to fall back to defaults, and the
/// keys this version does not know.
fn merge(file: &toml::Table, text: &str) -> (Settings, Vec<KeyProblem>, Vec<String>) {
    let defaults = Settings::default();
    // Plain data always serialises; without it every key is simply unknown.
    let mut merged = toml::Table::try_from(&defaults).unwrap_or_default();
    let mut problems = Vec::new();
    let mut unknown = Vec::new();
    for (key, value) in file {
        if !merged.contains_key(key) {
            unknown.push(key.clone());
            continue;
        }
        let mut candidate = merged.clone();
        candidate.insert(key.clone(), value.clone());
        match candidate.clone().try_into::<Settings>() {
            Ok(_) => merged = candidate,
            Err(e) => problems.push(KeyProblem {
                key: key.clone(),
                line: key_line(text, key),
                why: KeyWhy::Value(e.message().trim().trim_end_matches('.').to_string()),
            }),
        }
    }
    let mut settings = merged.try_into::<Settings>().unwrap_or_default();
    if !file.contains_key("win") {
        // A board without its own win length keeps the default only where it fits.
        settings.win =
            Rules::fitting_win(settings.rows, settings.cols, settings.rule, settings.win);
    }
    for (key, why) in repair(&mut settings) {
        let line = key_line(text, key);
        let key = key.to_string();
        problems.push(KeyProblem { key, line, why });
    }
    (settings, problems, unknown)
}

/// Values that parse but cannot be played, each reset to its default; returns key and reason.
fn repair(s: &mut Settings) -> Vec<(&'static str, KeyWhy)> {
    let d = Settings::default();
    let mut problems = Vec::new();
    let (min, max) = (*SIDE_RANGE.start() as u64, *SIDE_RANGE.end() as u64);
    for (key, side, default) in [("rows", &mut s.rows, d.rows), ("cols", &mut s.cols, d.cols)] {
        if !SIDE_RANGE.contains(side) {
            let value = *side as u64;
            problems.push((key, KeyWhy::Range { value, min, max }));
            *side = default;
        }
    }
    let (rows, cols) = (s.rows, s.cols);
    if s.win < *WIN_RANGE.start() || s.win > rows.max(cols) {
        problems.push((
            "win",
            KeyWhy::Win {
                win: s.win,
                rows,
                cols,
            },
        ));
        s.win = Rules::fitting_win(rows, cols, s.rule, d.win);
    }
    if !TIME_MS_RANGE.contains(&s.time_ms) {
        let (min, max) = (*TIME_MS_RANGE.start(), *TIME_MS_RANGE.end());
        let value = s.time_ms;
        problems.push(("time_ms", KeyWhy::Range { value, min, max }));
        s.time_ms = d.time_ms;
    }
    problems
}

/// The shipped file with each `key = value` line set to the current value, then any key the
/// template lacks, then the kept unknown keys.
fn render(known: &toml::Table, kept: &toml::Table) -> Result<String, toml::ser::Error> {
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
    let tail = |table: toml::Table| toml::to_string(&table);
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

/// The line where `key` is set, when it is on a line of its own.
fn key_line(text: &str, key: &str) -> Option<usize> {
    text.lines()
        .position(|l| template_key(l) == Some(key))
        .map(|i| i + 1)
}
