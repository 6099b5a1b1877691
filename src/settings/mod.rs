//! What the player chose: the game to play, who plays it and how strong the computer is. Pure
//! data shared by the settings panel, the settings file and start-up; the file itself is
//! `file::SettingsStore`.

pub mod file;
mod problems;
pub mod scores;
pub mod startup;

use serde::{Deserialize, Serialize};
use strum::{IntoStaticStr, VariantArray};

use std::ffi::OsString;

use crate::ai::Level;
use crate::i18n::Lang;
use crate::model::{ForbiddenPolicy, Opening, Rule, Rules, RulesError, Stone, named_words};
use crate::record::Meta;
use crate::tr;

pub use file::{SettingsStore, SettingsWarning};

/// Who plays; `pvp`, `pvc`, `cvc` on the command line and in the file.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Mode {
    /// Two humans on one keyboard.
    Pvp,
    /// A human against the computer.
    #[default]
    Pvc,
    /// The computer against itself.
    Cvc,
}

named_words!(Mode, "mode-name", mode);

/// The interface's language: the locale's (`auto`), or English or Chinese whatever the locale.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Language {
    #[default]
    Auto,
    En,
    Zh,
}

named_words!(Language, "language-name", language);

impl Language {
    /// The language to speak: this one, or for `auto` the locale's, read through `var`.
    pub fn resolve(self, var: impl Fn(&str) -> Option<OsString>) -> Lang {
        match self {
            Language::En => Lang::En,
            Language::Zh => Lang::Zh,
            Language::Auto => locale_lang(var),
        }
    }
}

/// The locale's language: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set decides,
/// as for every program; `zh…` is Chinese, anything else English.
pub fn locale_lang(var: impl Fn(&str) -> Option<OsString>) -> Lang {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|key| var(key).filter(|v| !v.is_empty()));
    match locale {
        Some(v) if v.to_string_lossy().to_ascii_lowercase().starts_with("zh") => Lang::Zh,
        _ => Lang::En,
    }
}

/// How the screen looks: `--theme`, the settings panel's Theme line, `theme` in the file.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum ThemeName {
    /// Wood, or mono when the `NO_COLOR` environment variable is set: the one choice that lets
    /// the environment decide.
    #[default]
    Auto,
    /// A board-coloured rectangle with black and white stones: right on any terminal.
    Wood,
    /// No board colour; stones and lines for a dark terminal.
    Dark,
    /// No board colour; stones and lines for a light terminal.
    Light,
    /// No colour at all.
    Mono,
    /// Only ASCII characters, for terminals that draw box characters wide or not at all.
    Ascii,
}

named_words!(ThemeName, "theme-name", theme);

impl ThemeName {
    /// Whether everything is drawn, and keys are named, in ASCII.
    pub fn is_ascii(self) -> bool {
        self == ThemeName::Ascii
    }
}

/// Saved as TOML by `record::SettingsStore`: the keys are the field names, and a key missing from
/// the file takes its default, so a new setting is one new field here (plus its line in
/// `assets/settings.toml`, which a test checks).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub rows: usize,
    pub cols: usize,
    pub win: usize,
    pub rule: Rule,
    /// Under Renju: whether black's forbidden moves are refused or lose.
    pub forbidden: ForbiddenPolicy,
    /// Where the first move may go.
    pub opening: Opening,
    pub mode: Mode,
    /// The colour the human plays in `Mode::Pvc`.
    pub human: Stone,
    /// Computer strength for black and for white (the same in `Mode::Pvc` unless set apart).
    pub level_black: Level,
    pub level_white: Level,
    /// Thinking time per computer move in milliseconds.
    pub time_ms: u64,
    /// The interface's language.
    pub lang: Language,
    /// How the screen looks.
    pub theme: ThemeName,
    /// Ring the terminal's bell when the computer has moved and when a game ends.
    pub bell: bool,
    /// Against a human, the computer thinks on the player's time about the reply it expects.
    pub ponder: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rows: 15,
            cols: 15,
            win: 5,
            rule: Rule::Freestyle,
            forbidden: ForbiddenPolicy::Refuse,
            opening: Opening::Free,
            mode: Mode::Pvc,
            human: Stone::Black,
            level_black: Level::Medium,
            level_white: Level::Medium,
            time_ms: 1000,
            lang: Language::Auto,
            theme: ThemeName::Auto,
            bell: false,
            ponder: false,
        }
    }
}

impl Settings {
    /// The rules these settings describe, or why they are impossible.
    pub fn rules(&self) -> Result<Rules, RulesError> {
        Ok(Rules::new(self.rows, self.cols, self.win, self.rule)?
            .with_forbidden_policy(self.forbidden)
            .with_opening(self.opening))
    }

    /// Whether the computer plays `stone`.
    pub fn is_computer(&self, stone: Stone) -> bool {
        match self.mode {
            Mode::Pvp => false,
            Mode::Pvc => stone != self.human,
            Mode::Cvc => true,
        }
    }

    pub fn level(&self, stone: Stone) -> Level {
        match stone {
            Stone::Black => self.level_black,
            Stone::White => self.level_white,
        }
    }

    /// Player names to write into a game played under these settings: `Human`, or
    /// `gomoku (hard)` for the computer.
    pub fn players(&self) -> Meta {
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
