//! The words of the settings that are not the model's: who plays, the interface's language, the
//! theme and how the board is drawn, each as the command line and the settings file spell it.

use std::ffi::OsString;

use serde::{Deserialize, Serialize};
use strum::{IntoStaticStr, VariantArray};

use crate::i18n::Lang;
use crate::model::named_words;

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
    /// The language to speak: this one, or for `auto` the locale's.
    pub fn resolve(self, locale: Lang) -> Lang {
        match self {
            Language::En => Lang::En,
            Language::Zh => Lang::Zh,
            Language::Auto => locale,
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

/// How the board is drawn: `board_style` in the file, the settings panel's Board line.
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
pub enum BoardStyle {
    /// Cells on small boards for short lines (tic-tac-toe), the grid for the rest.
    #[default]
    Auto,
    /// The grid of intersections, the stones on the crossings, as go and gomoku are drawn.
    Grid,
    /// Squares with the stones inside, as tic-tac-toe is drawn.
    Cells,
}

named_words!(BoardStyle, "board-style-name", style);

impl BoardStyle {
    /// Whether a board of `rows` x `cols` where `win` in a row wins is drawn as cells.
    pub fn cells(self, rows: usize, cols: usize, win: usize) -> bool {
        match self {
            BoardStyle::Auto => rows.max(cols) <= 6 && win <= 4,
            BoardStyle::Grid => false,
            BoardStyle::Cells => true,
        }
    }
}
