//! What the player chose, in groups: the board (size, win length, rule, opening), the players
//! (who plays which colour), the computer (levels, time, thinking on the player's time) and the
//! looks (theme, language, bell). Pure data shared by the settings panel, the settings file and
//! start-up; the file itself is `file::SettingsStore`.
//!
//! A setting is described once. Its field in its group is its file key (the file is flat:
//! `rows = 15`, `theme = "wood"`) and its default; its group says whether changing it makes a
//! new game (the board and the players do); its line in `lines::LINES` is how the settings panel
//! shows and changes it. Nothing else lists the settings.

pub mod file;
pub mod lines;
mod problems;
pub mod scores;
mod seats;
pub mod startup;
mod words;

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::i18n::Lang;
use crate::model::{ForbiddenPolicy, Opening, Rule, Rules, RulesError, Stone, TimeControl};
use crate::record::Meta;
use crate::tr;

pub use file::{SettingsStore, SettingsWarning};
pub use words::{BoardStyle, Language, Mode, ThemeName, locale_lang};

/// Saved as TOML by `SettingsStore`: the keys are the groups' field names, side by side, and a
/// key missing from the file takes its default.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    #[serde(flatten)]
    pub board: BoardSettings,
    #[serde(flatten)]
    pub players: PlayerSettings,
    #[serde(flatten)]
    pub computer: ComputerSettings,
    #[serde(flatten)]
    pub looks: LookSettings,
}

/// The game to play: changing any of it starts a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct BoardSettings {
    pub rows: usize,
    pub cols: usize,
    pub win: usize,
    pub rule: Rule,
    /// Under Renju: whether black's forbidden moves are refused or lose.
    pub forbidden: ForbiddenPolicy,
    /// Where the first move may go, or a swap opening.
    pub opening: Opening,
    /// Each side's time: none, Fischer (`10+5`) or byo-yomi (`5+30x3`).
    pub clock: TimeControl,
}

impl Default for BoardSettings {
    fn default() -> BoardSettings {
        BoardSettings {
            rows: 15,
            cols: 15,
            win: 5,
            rule: Rule::Freestyle,
            forbidden: ForbiddenPolicy::Refuse,
            opening: Opening::Free,
            clock: TimeControl::Untimed,
        }
    }
}

/// Who plays: changing it starts a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayerSettings {
    pub mode: Mode,
    /// The colour the human plays in `Mode::Pvc`.
    pub human: Stone,
}

impl Default for PlayerSettings {
    fn default() -> PlayerSettings {
        PlayerSettings {
            mode: Mode::Pvc,
            human: Stone::Black,
        }
    }
}

/// How the computer plays: applies to the game on the board, from its next move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ComputerSettings {
    /// Computer strength for black and for white (the same in `Mode::Pvc` unless set apart).
    pub level_black: Level,
    pub level_white: Level,
    /// Thinking time per computer move in milliseconds.
    pub time_ms: u64,
    /// Against a human, the computer thinks on the player's time about the reply it expects.
    pub ponder: bool,
}

impl Default for ComputerSettings {
    fn default() -> ComputerSettings {
        ComputerSettings {
            level_black: Level::Medium,
            level_white: Level::Medium,
            time_ms: 1000,
            ponder: false,
        }
    }
}

/// How the program looks and sounds: applies at once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LookSettings {
    /// How the screen looks.
    pub theme: ThemeName,
    /// The interface's language.
    pub lang: Language,
    /// Ring the terminal's bell when the computer has moved and when a game ends.
    pub bell: bool,
    /// Each stone shows the number of the move that placed it.
    pub move_numbers: bool,
    /// The board as cells (tic-tac-toe) or as the grid of intersections (gomoku).
    pub board_style: BoardStyle,
}

impl Settings {
    /// The rules these settings describe, or why they are impossible.
    pub fn rules(&self) -> Result<Rules, RulesError> {
        let b = &self.board;
        Ok(Rules::new(b.rows, b.cols, b.win, b.rule)?
            .with_forbidden_policy(b.forbidden)
            .with_opening(b.opening))
    }

    /// Whether going from these settings to `after` makes a different game: another board,
    /// rule or opening, or other players. The computer's settings and the looks apply to the
    /// game on the board as it is.
    pub fn changes_game(&self, after: &Settings) -> bool {
        self.board != after.board || self.players != after.players
    }

    /// The language to speak: this one's, or for `auto` the locale's.
    pub fn lang(&self, locale: Lang) -> Lang {
        self.looks.lang.resolve(locale)
    }

    /// Whether the computer plays `stone`.
    pub fn is_computer(&self, stone: Stone) -> bool {
        match self.players.mode {
            Mode::Pvp => false,
            Mode::Pvc => stone != self.players.human,
            Mode::Cvc => true,
        }
    }

    pub fn level(&self, stone: Stone) -> Level {
        match stone {
            Stone::Black => self.computer.level_black,
            Stone::White => self.computer.level_white,
        }
    }

    /// Player names to write into a game played under these settings: `Human`, or
    /// `gomoku (hard)` for the computer.
    pub fn player_names(&self) -> Meta {
        let name = |stone| match self.is_computer(stone) {
            true => tr!("record-player-computer", level = self.level(stone).key()),
            false => tr!("record-player-human"),
        };
        Meta {
            black: Some(name(Stone::Black)),
            white: Some(name(Stone::White)),
            ..Meta::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::file::carry_changes;
    use super::lines::{Field, LINES, fields};
    use super::*;

    #[test]
    fn only_the_board_and_the_players_make_a_new_game() {
        let before = Settings::default();
        let mut after = before.clone();
        after.looks.theme = ThemeName::Dark;
        after.computer.level_white = Level::Master;
        after.computer.time_ms = 5000;
        assert!(!before.changes_game(&after));
        after.players.human = Stone::White;
        assert!(before.changes_game(&after));
        let mut after = before.clone();
        after.board.opening = Opening::Swap2;
        assert!(before.changes_game(&after));
    }

    #[test]
    fn only_what_the_player_changed_is_carried_into_the_saved_settings() {
        let saved = Settings::default();
        // This run's flags: 19x19 and a dark theme.
        let mut flagged = saved.clone();
        (flagged.board.rows, flagged.board.cols) = (19, 19);
        flagged.looks.theme = ThemeName::Dark;
        let mut after = flagged.clone();
        after.looks.bell = true;
        after.board.opening = Opening::Swap;
        let carried = carry_changes(&saved, &flagged, &after);
        assert!(carried.looks.bell);
        assert_eq!(carried.board.opening, Opening::Swap);
        assert_eq!(carried.looks.theme, saved.looks.theme, "a flag left alone");
        assert_eq!(carried.board.rows, 15, "the board's shape left alone");
        after.board.win = 4;
        let carried = carry_changes(&saved, &flagged, &after);
        let b = &carried.board;
        assert_eq!((b.rows, b.cols, b.win), (19, 19, 4), "the shape goes whole");
    }

    #[test]
    fn every_line_says_its_value_and_changes_it() {
        for mode in Mode::ALL {
            let mut settings = Settings::default();
            settings.players.mode = *mode;
            settings.board.rule = Rule::Renju;
            for field in fields(&settings) {
                let Some(line) = field.line() else {
                    assert_eq!(field, Field::Apply, "only Apply has no line");
                    continue;
                };
                assert!(!(line.value)(&settings).is_empty(), "{field:?}");
                let mut changed = settings.clone();
                (line.change)(&mut changed, 1);
                (line.change)(&mut changed, -1);
                (line.change)(&mut changed, -1);
                assert_ne!(changed, settings, "{field:?} does not change");
            }
        }
        assert_eq!(
            LINES.len(),
            Field::Apply as usize,
            "a line for each field but Apply"
        );
    }
}
