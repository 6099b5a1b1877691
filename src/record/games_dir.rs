//! Where games are saved and what the picker lists: the player's saved games (the platform's
//! data directory `games/`, or `$GOMOKU_DATA_DIR`) and the sample games shipped in the binary.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use time::OffsetDateTime;

use crate::model::{Outcome, Rule};
use crate::record::fsio::{WriteError, WriteErrorKind, fresh_name, name_taken, write_atomic};

use super::{LoadError, LoadErrorKind, Record, outcome_text, result_text};

/// The environment variable that overrides the directory of saved games.
pub const DATA_ENV: &str = "GOMOKU_DATA_DIR";

/// The games shipped with the program, as (file name, SGF text).
pub const SAMPLES: [(&str, &str); 4] = [
    (
        "tic-tac-toe-draw.sgf",
        include_str!("../../assets/games/tic-tac-toe-draw.sgf"),
    ),
    (
        "gomoku-vcf-win.sgf",
        include_str!("../../assets/games/gomoku-vcf-win.sgf"),
    ),
    (
        "gomoku-missed-win.sgf",
        include_str!("../../assets/games/gomoku-missed-win.sgf"),
    ),
    (
        "renju-forbidden-loss.sgf",
        include_str!("../../assets/games/renju-forbidden-loss.sgf"),
    ),
];

/// `$GOMOKU_DATA_DIR`, else `games` in the platform's data directory.
pub fn default_dir() -> Option<PathBuf> {
    dir_from_env(|key| std::env::var_os(key))
}

/// `default_dir` reading the environment through `var`, so tests need not change the process's
/// environment (which races with every other thread).
pub fn dir_from_env(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<PathBuf> {
    if let Some(dir) = var(DATA_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    let dirs = directories::ProjectDirs::from("", "", "gomoku")?;
    Some(dirs.data_dir().join("games"))
}

/// Saves `record` as SGF under a new name, `gomoku-YYYYMMDD-HHMMSS.sgf` (UTC), with `-2`, `-3`
/// ... when that is taken; never replaces a file. A record without a date gets today's. Returns
/// the path written.
pub fn save_new(dir: &Path, record: &Record) -> Result<PathBuf, WriteError> {
    let stem = format!("gomoku-{}", timestamp(SystemTime::now()));
    save_named(dir, &stem, record)
}

/// Saves `record` as SGF as `stem.sgf` in `dir`, or `stem-2.sgf` ... when that is taken; never
/// replaces a file. A record without a date gets today's. Returns the path written.
pub fn save_named(dir: &Path, stem: &str, record: &Record) -> Result<PathBuf, WriteError> {
    let mut record = record.clone();
    record
        .meta
        .date
        .get_or_insert_with(|| date(SystemTime::now()));
    let text = record.to_sgf();
    loop {
        let path = fresh_name(dir, stem, "sgf");
        match write_atomic(&path, text.as_bytes(), false) {
            Ok(()) => {
                tracing::info!(path = %path.display(), "game saved");
                return Ok(path);
            }
            // Someone took the name between the check and the write: try the next one.
            Err(e) if e.kind == WriteErrorKind::Exists && name_taken(&path) => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Saves `record` as SGF at `path`; an existing file is replaced only with `overwrite`.
pub fn save_to(path: &Path, record: &Record, overwrite: bool) -> Result<(), WriteError> {
    write_atomic(path, record.to_sgf().as_bytes(), overwrite)
}

/// Where a listed game comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    File(PathBuf),
    Sample(&'static str),
}

/// What the picker shows about a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub rows: usize,
    pub cols: usize,
    pub win: usize,
    pub rule: Rule,
    /// How the game ended on the board, or the file's `RE` for one that ended off the board
    /// (resignation, time); put in words by `result()` on the thread that shows it.
    pub ending: Ending,
    pub moves: usize,
}

/// How a listed game ended, as a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    Board(Outcome),
    /// The file's `RE` as written (`B+R`).
    Stated(String),
}

impl Default for Ending {
    fn default() -> Ending {
        Ending::Board(Outcome::Ongoing)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub source: Source,
    /// The summary, or why there is none: the file cannot be opened, or it is too large to
    /// be read for the list (it is read when chosen).
    pub summary: Result<Summary, LoadError>,
}

impl Source {
    /// Reads the game; a sample's errors are named `name`.
    pub fn load(&self, name: &str) -> Result<Record, LoadError> {
        match self {
            Source::File(path) => Record::load(path),
            Source::Sample(text) => {
                Record::parse_bytes(text.as_bytes(), false).map_err(|e| LoadError {
                    path: PathBuf::from(name),
                    kind: e.into(),
                })
            }
        }
    }
}

impl Entry {
    pub fn load(&self) -> Result<Record, LoadError> {
        self.source.load(&self.name)
    }
}

impl Summary {
    pub fn of(record: &Record) -> Summary {
        let rules = record.rules();
        let game = record.game();
        let ending = match &record.meta.result {
            Some(result) if !game.is_over() && !result.trim().is_empty() => {
                Ending::Stated(result.clone())
            }
            _ => Ending::Board(game.outcome().clone()),
        };
        Summary {
            rows: rules.rows(),
            cols: rules.cols(),
            win: rules.win_length(),
            rule: rules.rule(),
            ending,
            moves: record.moves().len(),
        }
    }

    /// `Black won`, `White won`, `a draw`, `unfinished`, or the file's result in words
    /// (`Black won by resignation`).
    pub fn result(&self) -> String {
        match &self.ending {
            Ending::Board(outcome) => outcome_text(outcome),
            Ending::Stated(result) => result_text(result),
        }
    }
}

/// Files larger than this are listed by name and size only: describing one means reading and
/// replaying it whole, and a folder of large files (a comment of megabytes each) would take
/// seconds and hundreds of megabytes to list. A real game, comments and all, is far smaller;
/// a larger one still opens when chosen.
pub const LIST_READ_LIMIT: u64 = 256 << 10;

/// The `.sgf` and `.psq` files in `dir` (newest name first; a missing directory lists nothing),
/// then the samples.
pub fn list(dir: Option<&Path>) -> Vec<Entry> {
    list_until(dir, || false).unwrap_or_default()
}

/// `list`, giving up (`None`) as soon as `stop()` says nobody wants the list any more: it is
/// asked before each file.
pub fn list_until(dir: Option<&Path>, stop: impl Fn() -> bool) -> Option<Vec<Entry>> {
    let mut files: Vec<PathBuf> = dir
        .and_then(|d| std::fs::read_dir(d).ok())
        .into_iter()
        .flatten()
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| {
            p.is_file()
                && p.extension()
                    .is_some_and(|e| e.eq_ignore_ascii_case("sgf") || e.eq_ignore_ascii_case("psq"))
        })
        .collect();
    files.sort_by(|a, b| b.file_name().cmp(&a.file_name()));
    let mut entries = Vec::with_capacity(files.len() + SAMPLES.len());
    for path in files {
        if stop() {
            return None;
        }
        entries.push(Entry {
            name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            summary: describe(&path),
            source: Source::File(path),
        });
    }
    entries.extend(SAMPLES.iter().map(|&(name, text)| {
        let mut entry = Entry {
            name: name.to_string(),
            source: Source::Sample(text),
            summary: Ok(Summary::default()),
        };
        entry.summary = entry.load().map(|r| Summary::of(&r));
        entry
    }));
    Some(entries)
}

/// The summary of the game at `path`, read only up to `LIST_READ_LIMIT`: a larger file is
/// described by its size, unread when the file system says it is larger.
fn describe(path: &Path) -> Result<Summary, LoadError> {
    let size = || std::fs::metadata(path).map_or(0, |m| m.len());
    let not_listed = || LoadError {
        path: path.to_path_buf(),
        kind: LoadErrorKind::NotListed { bytes: size() },
    };
    if size() > LIST_READ_LIMIT {
        return Err(not_listed());
    }
    match Record::load_within(path, LIST_READ_LIMIT) {
        Ok(record) => Ok(Summary::of(&record)),
        // It grew since: the bytes read are what count.
        Err(LoadError {
            kind: LoadErrorKind::TooLarge { .. },
            ..
        }) => Err(not_listed()),
        Err(e) => Err(e),
    }
}

/// `YYYYMMDD-HHMMSS` in UTC.
pub fn timestamp(time: SystemTime) -> String {
    let t = OffsetDateTime::from(time);
    format!(
        "{:04}{:02}{:02}-{:02}{:02}{:02}",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second()
    )
}

/// `YYYY-MM-DD` in UTC, for the SGF `DT` property.
pub fn date(time: SystemTime) -> String {
    let t = OffsetDateTime::from(time);
    format!("{:04}-{:02}-{:02}", t.year(), u8::from(t.month()), t.day())
}
