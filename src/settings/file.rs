//! The settings file: TOML in the platform's configuration directory, or wherever the
//! `GOMOKU_CONFIG` environment variable points.
//!
//! - A missing file means the defaults.
//! - A file that is not usable settings (not TOML, not text, larger than `MAX_FILE_BYTES`) is
//!   never lost and never stops the game: at start it is only reported, with the line and the
//!   reason, and the defaults are used; when the player saves settings over it, it is first
//!   renamed to `<name>.bad` (or `<name>.bad.2` ... when that exists).
//! - A file that cannot be read at all (no permission, a directory) or is no regular file (a
//!   device, a FIFO) is left alone: the defaults are used with a warning, and saving refuses to
//!   replace it.
//! - A key with a bad value (`win = 99` on a 15x15 board, `rule = "chess"`, renju with four in a
//!   row) falls back to the default for that key alone; the warning names the key and its line.
//! - Saving edits the file as the player left it (toml_edit): comments, order, keys this version
//!   does not know and the permission bits stay; a link is written through to its target.
//! - Writes are atomic (temporary file in the same directory, then a rename).
//!
//! The keys are `Settings`' field names, so a new setting is a new field with its default.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::Settings;
pub use super::problems::{KeyProblem, KeyWhy, SaveError, SettingsWarning, Unusable};
use crate::model::{Rules, RulesError, SIDE_RANGE, TIME_MS_RANGE, WIN_RANGE};
use crate::record::fsio::{DirLock, ReadError, aside_name, read_regular};

/// The environment variable that overrides where the settings file lives.
pub const CONFIG_ENV: &str = "GOMOKU_CONFIG";

/// The key earlier versions kept the ASCII board in: `true` reads as `theme = "ascii"` while the
/// file has no `theme`. Saving leaves it where the player's comments are and adds `theme`,
/// which wins from then on.
const LEGACY_ASCII: &str = "ascii";

/// The shipped, commented default settings; also the template for saved files.
pub const DEFAULT_FILE: &str = include_str!("../../assets/settings.toml");

/// A larger file is not settings (the shipped one is 2 KB): it is reported, never read whole.
pub const MAX_FILE_BYTES: u64 = 64 << 10;

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

    /// The saved settings, and what was wrong with the file, for the status line. Nothing is
    /// renamed or written here: an unusable file is only reported until settings are saved.
    pub fn load(&self) -> (Settings, Option<SettingsWarning>) {
        let (settings, warning) = self.read();
        if let Some(warning) = &warning {
            tracing::warn!(%warning, "settings file");
        }
        (settings, warning)
    }

    fn read(&self) -> (Settings, Option<SettingsWarning>) {
        let path = self.path.clone();
        let text = match self.text() {
            Ok(Some(text)) => text,
            Ok(None) => return (Settings::default(), None),
            Err(Problem::Unusable(reason)) => {
                let bad = aside_name(&self.path);
                let warning = SettingsWarning::Unusable { path, reason, bad };
                return (Settings::default(), Some(warning));
            }
            Err(Problem::NotRegular) => {
                let warning = SettingsWarning::NotRegular { path };
                return (Settings::default(), Some(warning));
            }
            // Not broken, only out of reach (no permission, a folder): left alone.
            Err(Problem::Unreadable(kind)) => {
                let warning = SettingsWarning::Unreadable { path, kind };
                return (Settings::default(), Some(warning));
            }
        };
        let table = match toml::from_str::<toml::Table>(&text) {
            Ok(table) => table,
            Err(e) => {
                let reason = Unusable::Toml {
                    line: e.span().map(|s| line_of(&text, s.start)),
                    reason: e.message().trim().trim_end_matches('.').to_string(),
                };
                let bad = aside_name(&self.path);
                return (
                    Settings::default(),
                    Some(SettingsWarning::Unusable { path, reason, bad }),
                );
            }
        };
        let (settings, problems, unknown) = merge(&table, &text);
        let warning =
            (!problems.is_empty() || !unknown.is_empty()).then_some(SettingsWarning::Values {
                path,
                problems,
                unknown,
            });
        (settings, warning)
    }

    /// The file's text; `None` when there is no file.
    fn text(&self) -> Result<Option<String>, Problem> {
        let bytes = match read_regular(&self.path, MAX_FILE_BYTES) {
            Ok(bytes) => bytes,
            Err(ReadError::NotFound) => return Ok(None),
            Err(ReadError::TooLarge { limit }) => {
                return Err(Problem::Unusable(Unusable::TooLarge { limit }));
            }
            Err(ReadError::NotRegular) => return Err(Problem::NotRegular),
            Err(ReadError::Folder) => return Err(Problem::Unreadable(io::ErrorKind::IsADirectory)),
            Err(ReadError::Io(kind)) => return Err(Problem::Unreadable(kind)),
        };
        let text = String::from_utf8(bytes).map_err(|_| Problem::Unusable(Unusable::NotText))?;
        Ok(Some(text))
    }

    /// Writes every setting of `settings` that the file has or that differs from its default:
    /// `save_change` with all of them.
    pub fn save(&self, settings: &Settings) -> Result<Settings, SaveError> {
        self.save_change(&SettingsChange::all(settings))
    }

    /// Writes the settings `change` names into the file as it is on disk now, under the
    /// directory's lock: another window's changes saved meanwhile stay, and so do comments,
    /// order, unknown keys and permission bits; a missing file starts from the shipped one with
    /// its comments. A link is written through to its target. A file that is not usable
    /// settings is kept as `.bad` first; one that is not a regular file is never replaced.
    /// Returns the settings the file now holds.
    pub fn save_change(&self, change: &SettingsChange) -> Result<Settings, SaveError> {
        let target = self.target()?;
        let lock = DirLock::take(&target)?;
        let mut doc = match self.document(&target)? {
            Some(doc) => doc,
            None => template(),
        };
        let defaults = toml::Table::try_from(Settings::default())?;
        for (key, value) in &change.0 {
            // A key the file leaves out already means its default: only what differs is added.
            if !doc.contains_key(key) && defaults.get(key) == Some(value) {
                continue;
            }
            let mut value = value.to_string().parse::<toml_edit::Value>()?;
            // The spaces and the comment around the old value stay.
            if let Some(old) = doc.get(key).and_then(toml_edit::Item::as_value) {
                *value.decor_mut() = old.decor().clone();
            }
            doc[key.as_str()] = toml_edit::Item::Value(value);
        }
        let text = doc.to_string();
        let like = fs::metadata(&target).ok();
        lock.write(&target, text.as_bytes(), true, like.as_ref())?;
        tracing::info!(path = %target.display(), "settings saved");
        let table = toml::from_str::<toml::Table>(&text).unwrap_or_default();
        Ok(merge(&table, &text).0)
    }

    /// Where saving writes: the file, or the file a link points to.
    fn target(&self) -> Result<PathBuf, SaveError> {
        let path = self.path.clone();
        let is_link = fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink());
        let target = match is_link {
            true => fs::canonicalize(&path).map_err(|_| SaveError::DanglingLink { path })?,
            false => path,
        };
        match fs::metadata(&target) {
            Ok(m) if !m.is_file() => Err(SaveError::NotRegular { path: target }),
            _ => Ok(target),
        }
    }

    /// The current file to edit; `None` when there is none or it was set aside.
    fn document(&self, target: &Path) -> Result<Option<toml_edit::DocumentMut>, SaveError> {
        let store = SettingsStore::open(target);
        match store.text() {
            Ok(None) => Ok(None),
            Ok(Some(text)) => match text.parse::<toml_edit::DocumentMut>() {
                Ok(doc) => Ok(Some(doc)),
                Err(_) => store.set_aside().map(|()| None),
            },
            Err(Problem::Unusable(_)) => store.set_aside().map(|()| None),
            Err(Problem::NotRegular) => Err(SaveError::NotRegular {
                path: target.to_path_buf(),
            }),
            Err(Problem::Unreadable(kind)) => Err(SaveError::Unreadable {
                path: target.to_path_buf(),
                kind,
            }),
        }
    }

    /// Renames the unusable file out of the way, before a save replaces it.
    fn set_aside(&self) -> Result<(), SaveError> {
        let bad = aside_name(&self.path);
        fs::rename(&self.path, &bad).map_err(|e| SaveError::SetAside {
            path: self.path.clone(),
            kind: e.kind(),
        })?;
        tracing::warn!(path = %self.path.display(), bad = %bad.display(), "settings file set aside");
        Ok(())
    }
}

/// Why the file's text could not be had.
enum Problem {
    Unusable(Unusable),
    NotRegular,
    Unreadable(io::ErrorKind),
}

/// The shipped file, to fill in when there is no file yet.
fn template() -> toml_edit::DocumentMut {
    // The shipped file is checked by the tests to parse; an empty document is the fallback.
    DEFAULT_FILE.parse().unwrap_or_default()
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
            Err(e) => problems.push(KeyProblem {
                key: key.clone(),
                line: key_line(text, key),
                why: KeyWhy::Value(e.message().trim().trim_end_matches('.').to_string()),
            }),
        }
    }
    let mut settings = merged.try_into::<Settings>().unwrap_or_default();
    let legacy_ascii = file.get(LEGACY_ASCII).and_then(toml::Value::as_bool);
    if legacy_ascii == Some(true) && !file.contains_key("theme") {
        settings.looks.theme = crate::settings::ThemeName::Ascii;
    }
    for (key, why) in repair(&mut settings, file.contains_key("win")) {
        let line = key_line(text, key);
        let key = key.to_string();
        problems.push(KeyProblem { key, line, why });
    }
    (settings, problems, unknown)
}

/// Values that parse but cannot be played, each reset to its default; returns key and reason.
/// `has_win`: the file gives a win length (else the default is fitted to the board in silence).
fn repair(s: &mut Settings, has_win: bool) -> Vec<(&'static str, KeyWhy)> {
    let d = Settings::default();
    let mut problems = Vec::new();
    let (min, max) = (*SIDE_RANGE.start() as u64, *SIDE_RANGE.end() as u64);
    for (key, side, default) in [
        ("rows", &mut s.board.rows, d.board.rows),
        ("cols", &mut s.board.cols, d.board.cols),
    ] {
        if !SIDE_RANGE.contains(side) {
            let value = *side as u64;
            problems.push((key, KeyWhy::Range { value, min, max }));
            *side = default;
        }
    }
    let (rows, cols) = (s.board.rows, s.board.cols);
    // A board too small for the rule (Renju is played on at least 5x5) keeps the board and
    // falls back to the default rule, before the win length is fitted to either.
    if let Err(e @ RulesError::RenjuBoard { .. }) = Rules::new(rows, cols, 5, s.board.rule) {
        problems.push(("rule", KeyWhy::Rules(e)));
        s.board.rule = d.board.rule;
    }
    if !has_win {
        s.board.win = Rules::fitting_win(rows, cols, s.board.rule, s.board.win);
    }
    if s.board.win < *WIN_RANGE.start() || s.board.win > rows.max(cols) {
        problems.push((
            "win",
            KeyWhy::Win {
                win: s.board.win,
                rows,
                cols,
            },
        ));
        s.board.win = Rules::fitting_win(rows, cols, s.board.rule, d.board.win);
    }
    // A rule the win length cannot have (Renju is five) falls back to the default rule; the
    // win length stays as the file has it.
    if let Err(e @ RulesError::RenjuNotFive { .. }) =
        Rules::new(rows, cols, s.board.win, s.board.rule)
    {
        problems.push(("rule", KeyWhy::Rules(e)));
        s.board.rule = d.board.rule;
    }
    if !TIME_MS_RANGE.contains(&s.computer.time_ms) {
        let (min, max) = (*TIME_MS_RANGE.start(), *TIME_MS_RANGE.end());
        let value = s.computer.time_ms;
        problems.push(("time_ms", KeyWhy::Range { value, min, max }));
        s.computer.time_ms = d.computer.time_ms;
    }
    problems
}

/// The settings a save writes, as the file's keys and their values: only those the player
/// changed, so that a save never writes back what another window changed meanwhile.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SettingsChange(toml::Table);

impl SettingsChange {
    /// Every setting, as a first save or a reset writes them.
    pub fn all(settings: &Settings) -> SettingsChange {
        SettingsChange(table(settings))
    }

    /// The settings the player changed from `before` to `after`, key by key: what came from a
    /// flag and was left alone stays out. The board's shape (size, win length, rule) goes as a
    /// whole, so the file never gets an impossible mix of saved and flagged values.
    pub fn between(before: &Settings, after: &Settings) -> SettingsChange {
        let (was, now) = (table(before), table(after));
        let shape = |s: &Settings| (s.board.rows, s.board.cols, s.board.win, s.board.rule);
        let whole_shape = shape(before) != shape(after);
        let changed = now
            .into_iter()
            .filter(|(key, value)| {
                was.get(key) != Some(value) || (whole_shape && SHAPE_KEYS.contains(&key.as_str()))
            })
            .collect();
        SettingsChange(changed)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `settings` with this change made.
    pub fn applied_to(&self, settings: &Settings) -> Settings {
        let mut carried = table(settings);
        carried.extend(self.0.clone());
        // Plain data reads back from its own keys.
        carried.try_into().unwrap_or_else(|_| settings.clone())
    }
}

/// The keys of the board's shape, which a change carries together.
const SHAPE_KEYS: [&str; 4] = ["rows", "cols", "win", "rule"];

/// The settings as the file's keys.
fn table(settings: &Settings) -> toml::Table {
    // Plain data always serialises.
    toml::Table::try_from(settings).unwrap_or_default()
}

/// `saved` with the settings the player changed from `before` to `after` (see
/// `SettingsChange::between`).
pub fn carry_changes(saved: &Settings, before: &Settings, after: &Settings) -> Settings {
    SettingsChange::between(before, after).applied_to(saved)
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
