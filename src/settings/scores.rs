//! The tally of finished games, by player and by kind of game (board, win length, rule, who
//! plays and how strong the computer is), kept across runs in `scores.toml` in the games
//! folder. Written as the settings file is: atomically, only over a regular file, each change
//! made to the file as it is at that moment under the folder's lock (so two windows never count
//! over each other's games); a file that cannot be read as scores is reported and set aside
//! (as `.bad`, `.bad.2` ...) only when new scores are saved over it. Counts stop at their
//! largest value rather than wrapping round to 0.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::model::{Opening, Rule, Rules, Seat};
use crate::record::fsio::{DirLock, ReadError, WriteError, aside_name, io_reason, read_regular};
use crate::settings::{Mode, Settings};
use crate::tr;

/// Larger than any tally a player could gather; a larger file is not scores.
const MAX_FILE_BYTES: u64 = 1 << 20;

/// The kind of game a tally counts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Kind {
    pub cols: usize,
    pub rows: usize,
    pub win: usize,
    pub rule: Rule,
    /// Swap openings make their own kind of game, in which the players, not the colours, count;
    /// every other opening counts as the free one, as in files from before it was kept.
    #[serde(default, skip_serializing_if = "is_free")]
    pub opening: Opening,
    pub mode: Mode,
    /// The computer's level against a human; black's and white's between computers (the
    /// first and the second player's in a swap opening); none between humans.
    #[serde(default)]
    pub levels: Vec<Level>,
    /// Over the network: the opponent's name, each opponent with a tally of their own, in
    /// which this side is the first and the opponent the second.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent: Option<String>,
}

fn is_free(opening: &Opening) -> bool {
    *opening == Opening::Free
}

impl Kind {
    /// The kind of a game under `rules`, played by the players `settings` name.
    pub fn of(rules: &Rules, settings: &Settings) -> Kind {
        let levels = match settings.players.mode {
            Mode::Pvp => Vec::new(),
            Mode::Pvc => vec![settings.level(settings.players.human.opponent())],
            Mode::Cvc => vec![settings.computer.level_black, settings.computer.level_white],
        };
        Kind {
            cols: rules.cols(),
            rows: rules.rows(),
            win: rules.win_length(),
            rule: rules.rule(),
            opening: match rules.opening() {
                o if o.is_swap() => o,
                _ => Opening::Free,
            },
            mode: settings.players.mode,
            levels,
            opponent: None,
        }
    }

    /// The kind of a game against `opponent` over the network.
    pub fn against(self, opponent: &str) -> Kind {
        Kind {
            opponent: Some(opponent.to_string()),
            ..self
        }
    }

    /// The opponent's name as the screen may show it: a file edited by hand could hold
    /// anything, which a terminal must not be sent raw.
    fn opponent_shown(&self) -> Option<String> {
        let name = self.opponent.as_deref()?;
        Some(crate::net::message::clean(
            name,
            crate::net::message::MAX_NAME,
        ))
    }

    /// `15x15, 5 in a row, free-style, you vs computer (hard)`.
    pub fn describe(&self) -> String {
        let players = match (self.mode, self.levels.as_slice()) {
            _ if self.opponent.is_some() => {
                tr!(
                    "kind-network",
                    name = self.opponent_shown().unwrap_or_default()
                )
            }
            (Mode::Pvc, [level]) => tr!("kind-pvc", level = level.to_string()),
            (Mode::Cvc, [black, white]) => tr!(
                "kind-cvc",
                black = black.to_string(),
                white = white.to_string()
            ),
            _ => tr!("kind-pvp"),
        };
        let rule = match self.opening.is_swap() {
            true => tr!(
                "kind-rule-opening",
                rule = self.rule.to_string(),
                opening = self.opening.to_string()
            ),
            false => self.rule.to_string(),
        };
        tr!(
            "kind",
            cols = self.cols,
            rows = self.rows,
            win = self.win,
            rule = rule,
            players = players
        )
    }
}

/// Who a finished game counts for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// You against the computer; otherwise black, or the first player of a swap opening.
    First,
    /// The computer against you; otherwise white, or the second player.
    Second,
    Draw,
}

impl Slot {
    /// The slot of a game won by the player in `winner` (`None`: a draw) under `settings`: by
    /// player, not by colour, since a swap opening may give either player either colour.
    pub fn of(winner: Option<Seat>, settings: &Settings) -> Slot {
        match (winner, settings.players.mode) {
            (None, _) => Slot::Draw,
            (Some(seat), Mode::Pvc) if !settings.is_computer(seat.home()) => Slot::First,
            (Some(_), Mode::Pvc) => Slot::Second,
            (Some(Seat::First), _) => Slot::First,
            (Some(Seat::Second), _) => Slot::Second,
        }
    }
}

/// Games won by each side of a kind of game, and drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub first: u32,
    pub second: u32,
    pub draws: u32,
}

impl Tally {
    fn slot(&mut self, slot: Slot) -> &mut u32 {
        match slot {
            Slot::First => &mut self.first,
            Slot::Second => &mut self.second,
            Slot::Draw => &mut self.draws,
        }
    }

    /// `You 2 · Computer 1 · draws 0`, `Black 2 · White 1 · draws 0`, or under a swap opening
    /// `First player 2 · Second player 1 · draws 0`: the tally of a game of `kind`.
    pub fn describe(&self, kind: &Kind) -> String {
        if let Some(name) = kind.opponent_shown() {
            return tr!(
                "tally-network",
                name = name,
                first = self.first,
                second = self.second,
                draws = self.draws
            );
        }
        let id = match kind.mode {
            Mode::Pvc => "tally-pvc",
            Mode::Pvp | Mode::Cvc if kind.opening.is_swap() => "tally-seats",
            Mode::Pvp | Mode::Cvc => "tally-colours",
        };
        tr!(
            id,
            first = self.first,
            second = self.second,
            draws = self.draws
        )
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Entry {
    #[serde(flatten)]
    kind: Kind,
    #[serde(flatten)]
    tally: Tally,
}

/// Every tally, in the order the kinds were first played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scores {
    #[serde(default, rename = "tally")]
    entries: Vec<Entry>,
}

impl Scores {
    pub fn get(&self, kind: &Kind) -> Tally {
        self.entries
            .iter()
            .find(|e| e.kind == *kind)
            .map_or_else(Tally::default, |e| e.tally)
    }

    pub fn kinds(&self) -> impl Iterator<Item = (&Kind, &Tally)> {
        self.entries.iter().map(|e| (&e.kind, &e.tally))
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn add(&mut self, kind: &Kind, slot: Slot) {
        let i = match self.entries.iter().position(|e| e.kind == *kind) {
            Some(i) => i,
            None => {
                self.entries.push(Entry {
                    kind: kind.clone(),
                    tally: Tally::default(),
                });
                self.entries.len() - 1
            }
        };
        let count = self.entries[i].tally.slot(slot);
        *count = count.saturating_add(1);
    }

    /// Takes back a game counted before (an undo past the end).
    pub fn take_back(&mut self, kind: &Kind, slot: Slot) {
        if let Some(e) = self.entries.iter_mut().find(|e| e.kind == *kind) {
            let count = e.tally.slot(slot);
            *count = count.saturating_sub(1);
        }
    }

    /// Forgets one kind's tally.
    pub fn reset(&mut self, kind: &Kind) {
        self.entries.retain(|e| e.kind != *kind);
    }

    pub fn reset_all(&mut self) {
        self.entries.clear();
    }

    /// Makes one change.
    pub fn apply(&mut self, change: &Change) {
        match change {
            Change::Count(kind, slot) => self.add(kind, *slot),
            Change::TakeBack(kind, slot) => self.take_back(kind, *slot),
            Change::Reset(kind) => self.reset(kind),
            Change::ResetAll => self.reset_all(),
        }
    }
}

/// One change to the scores, as a window makes it: saving makes it to the file as it is then,
/// not the window's whole tally, which would undo another window's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A finished game.
    Count(Kind, Slot),
    /// An undo past the end takes the game back.
    TakeBack(Kind, Slot),
    Reset(Kind),
    ResetAll,
}

/// What was wrong with the scores file, for the status line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScoresWarning {
    #[error("{}", tr!("scores-unusable", path = .path.display().to_string()))]
    Unusable { path: PathBuf },
    #[error("{}", tr!("scores-unreadable", path = .path.display().to_string(), reason = read_reason(*.reason)))]
    Unreadable { path: PathBuf, reason: ReadError },
}

/// Why a file could not be read, in the player's words.
fn read_reason(error: ReadError) -> String {
    match error {
        ReadError::NotFound => io_reason(std::io::ErrorKind::NotFound),
        ReadError::Folder => io_reason(std::io::ErrorKind::IsADirectory),
        ReadError::NotRegular => tr!("scores-not-regular"),
        ReadError::TooLarge { .. } => tr!("scores-too-large"),
        ReadError::Io(kind) => io_reason(kind),
    }
}

/// The first lines of the file: what it is.
const HEADER: &str = "# The scores of gomoku: one [[tally]] per kind of game. `first` counts \
                      your wins against the computer,\n# black's otherwise (the first \
                      player's in a swap opening; yours against the `opponent` named, over \
                      the network);\n# `second` the computer's, or white's (the second \
                      player's; the opponent's).";

/// Why the scores could not be saved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScoresSaveError {
    #[error("{}", tr!("scores-not-saved", reason = .0.to_string()))]
    Write(#[from] WriteError),
    #[error("{}", tr!("scores-not-saved", reason = read_reason(*.reason)))]
    Unreadable { path: PathBuf, reason: ReadError },
    /// The unusable file could not be moved out of the way, so it is not replaced.
    #[error("{}", tr!("scores-not-saved", reason = tr!("scores-not-set-aside",
        path = .path.display().to_string(), reason = io_reason(*.kind))))]
    SetAside {
        path: PathBuf,
        kind: std::io::ErrorKind,
    },
}

/// Where the scores are kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoresStore {
    path: PathBuf,
}

impl ScoresStore {
    /// `scores.toml` in the games folder.
    pub fn in_folder(games: &Path) -> ScoresStore {
        ScoresStore {
            path: games.join("scores.toml"),
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The scores saved, and what was wrong with the file. Nothing is renamed or written here.
    pub fn load(&self) -> (Scores, Option<ScoresWarning>) {
        let path = self.path.clone();
        let bytes = match read_regular(&self.path, MAX_FILE_BYTES) {
            Ok(bytes) => bytes,
            Err(ReadError::NotFound) => return (Scores::default(), None),
            Err(ReadError::TooLarge { .. }) => {
                return (Scores::default(), Some(ScoresWarning::Unusable { path }));
            }
            Err(reason) => {
                return (
                    Scores::default(),
                    Some(ScoresWarning::Unreadable { path, reason }),
                );
            }
        };
        let parsed = String::from_utf8(bytes)
            .ok()
            .and_then(|text| toml::from_str::<Scores>(&text).ok());
        match parsed {
            Some(scores) => (scores, None),
            None => (Scores::default(), Some(ScoresWarning::Unusable { path })),
        }
    }

    /// Makes `changes` to the scores as the file has them now, under the folder's lock, and
    /// returns the scores written. A file that cannot be read as scores is kept as `.bad` (or
    /// `.bad.2` ...) first, so a player's file is never lost; what is not a regular file, or
    /// cannot be moved aside, is never replaced.
    pub fn change(&self, changes: &[Change]) -> Result<Scores, ScoresSaveError> {
        let lock = DirLock::take(&self.path)?;
        let mut scores = match self.load() {
            (scores, None) => scores,
            (_, Some(ScoresWarning::Unusable { .. })) => {
                let bad = aside_name(&self.path);
                std::fs::rename(&self.path, &bad).map_err(|e| ScoresSaveError::SetAside {
                    path: self.path.clone(),
                    kind: e.kind(),
                })?;
                tracing::warn!(bad = %bad.display(), "scores file set aside");
                Scores::default()
            }
            (_, Some(ScoresWarning::Unreadable { reason, .. })) => {
                return Err(ScoresSaveError::Unreadable {
                    path: self.path.clone(),
                    reason,
                });
            }
        };
        for change in changes {
            scores.apply(change);
        }
        // Plain data always serialises; were it ever to fail, the old file stays.
        let Ok(body) = toml::to_string(&scores) else {
            return Ok(scores);
        };
        let text = format!("{HEADER}\n{body}");
        lock.write(&self.path, text.as_bytes(), true, None)?;
        Ok(scores)
    }
}
