//! What the player chose: the game to play, who plays it and how strong the computer is. Pure
//! data shared by the settings panel, the settings file and the command line.

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::cli::GameArgs;
use crate::model::{ForbiddenPolicy, Opening, Rule, Rules, Stone};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Two humans on one keyboard.
    Pvp,
    /// A human against the computer.
    #[default]
    Pvc,
    /// The computer against itself.
    Cvc,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Pvp, Mode::Pvc, Mode::Cvc];

    pub fn name(self) -> &'static str {
        match self {
            Mode::Pvp => "human vs human",
            Mode::Pvc => "human vs computer",
            Mode::Cvc => "computer vs computer",
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Mode::Pvp => "pvp",
            Mode::Pvc => "pvc",
            Mode::Cvc => "cvc",
        }
    }
}

/// How the screen looks (`--theme`, the settings panel's Theme line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeName {
    /// Wood, or mono when the `NO_COLOR` environment variable is set: the one choice that
    /// lets the environment decide.
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

impl ThemeName {
    pub const ALL: [ThemeName; 6] = [
        ThemeName::Auto,
        ThemeName::Wood,
        ThemeName::Dark,
        ThemeName::Light,
        ThemeName::Mono,
        ThemeName::Ascii,
    ];

    /// The word for it on the command line and in the settings file.
    pub fn key(self) -> &'static str {
        match self {
            ThemeName::Auto => "auto",
            ThemeName::Wood => "wood",
            ThemeName::Dark => "dark",
            ThemeName::Light => "light",
            ThemeName::Mono => "mono",
            ThemeName::Ascii => "ascii",
        }
    }

    /// Whether everything is drawn, and keys are named, in ASCII.
    pub fn is_ascii(self) -> bool {
        self == ThemeName::Ascii
    }
}

impl std::str::FromStr for ThemeName {
    type Err = String;

    fn from_str(text: &str) -> Result<ThemeName, String> {
        let key = text.trim().to_ascii_lowercase();
        ThemeName::ALL
            .into_iter()
            .find(|t| t.key() == key)
            .ok_or_else(|| {
                let all: Vec<&str> = ThemeName::ALL.iter().map(|t| t.key()).collect();
                format!("\"{text}\" is not a theme: use {}", all.join(", "))
            })
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
    /// How the screen looks.
    pub theme: ThemeName,
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
            theme: ThemeName::Auto,
        }
    }
}

impl Settings {
    /// The rules these settings describe, or why they are impossible.
    pub fn rules(&self) -> Result<Rules, String> {
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

    /// These settings with the command-line flags laid over them, checked as a whole.
    pub fn with_args(mut self, args: &GameArgs) -> Result<Settings, String> {
        if let Some((cols, rows)) = args.size {
            self.rows = rows;
            self.cols = cols;
            // A new board size without --win keeps the win length only where it still fits.
            if args.win.is_none() {
                self.win = self.win.min(rows.max(cols));
            }
        }
        if let Some(win) = args.win {
            self.win = win;
        }
        if let Some(rule) = args.rule {
            self.rule = rule;
            // Renju is five in a row only; asking for it is asking for five.
            if rule == Rule::Renju && args.win.is_none() {
                self.win = 5;
            }
        }
        if let Some(mode) = &args.mode {
            self.mode = Mode::ALL
                .into_iter()
                .find(|m| m.key() == mode)
                .unwrap_or(self.mode);
        }
        if let Some(color) = &args.color {
            self.human = if color == "white" {
                Stone::White
            } else {
                Stone::Black
            };
        }
        if let Some(key) = &args.forbidden {
            let policy = ForbiddenPolicy::ALL.into_iter().find(|p| p.key() == key);
            self.forbidden = policy.unwrap_or(self.forbidden);
        }
        if let Some(key) = &args.opening {
            let opening = Opening::ALL.into_iter().find(|o| o.key() == key);
            self.opening = opening.unwrap_or(self.opening);
        }
        if let Some(level) = args.level {
            self.level_black = level;
            self.level_white = level;
        }
        if let Some(ms) = args.time_ms {
            self.time_ms = ms;
        }
        if args.ascii {
            self.theme = ThemeName::Ascii;
        }
        if let Some(theme) = args.theme {
            self.theme = theme;
        }
        if let Err(e) = self.rules() {
            let longest = self.rows.max(self.cols);
            return Err(match args.win {
                Some(win) if !(3..=longest).contains(&win) => format!(
                    "--win {win} on a {}x{} board: the win length must be from 3 to {longest}",
                    self.cols, self.rows
                ),
                _ if args.rule.is_some() => format!("--rule: {e}"),
                _ => format!("--size: {e}"),
            });
        }
        Ok(self)
    }
}
