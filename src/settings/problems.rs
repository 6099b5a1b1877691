//! What can be wrong with the settings file, as values whose `Display` is the sentence for
//! the status line.

use std::io;
use std::path::{Path, PathBuf};

use crate::model::RulesError;
use crate::record::fsio::{WriteError, io_reason};
use crate::tr;

/// What was wrong with the settings file; the game starts all the same, and the status line
/// says this.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsWarning {
    #[error("{}", tr!("settings-no-home"))]
    NoHome,
    /// It could not be read at all (a directory, no permission) and was left where it is.
    #[error("{}", tr!("settings-unreadable", path = path.display().to_string(), reason = io_reason(*kind)))]
    Unreadable { path: PathBuf, kind: io::ErrorKind },
    /// A device, a FIFO, a socket: never opened, never replaced.
    #[error("{}", tr!("settings-not-regular", path = path.display().to_string()))]
    NotRegular { path: PathBuf },
    /// Not usable as settings; it is kept as `bad` when settings are saved over it.
    #[error("{}", tr!("settings-unusable", path = path.display().to_string(),
        reason = reason.to_string(), bad = bad.display().to_string()))]
    Unusable {
        path: PathBuf,
        reason: Unusable,
        bad: PathBuf,
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
    #[error("{}", tr!("settings-too-large", limit = *limit))]
    TooLarge { limit: u64 },
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
    /// The rule cannot be played on this board or with this win length.
    #[error(transparent)]
    Rules(RulesError),
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
    #[error("{}", tr!("settings-save-not-regular", path = path.display().to_string()))]
    NotRegular { path: PathBuf },
    #[error("{}", tr!("settings-save-dangling", path = path.display().to_string()))]
    DanglingLink { path: PathBuf },
    /// The unusable file could not be moved out of the way, so it is not replaced.
    #[error("{}", tr!("settings-save-set-aside", path = path.display().to_string(), reason = io_reason(*kind)))]
    SetAside { path: PathBuf, kind: io::ErrorKind },
    #[error(transparent)]
    Write(#[from] WriteError),
    #[error("{}", tr!("settings-save-serialise", reason = .0.to_string()))]
    Serialise(#[from] toml::ser::Error),
    #[error("{}", tr!("settings-save-serialise", reason = .0.to_string()))]
    Edit(#[from] toml_edit::TomlError),
}
