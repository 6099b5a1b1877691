//! The command line: flags that start straight into a game, and the subcommands.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::ai::Level;
use crate::model::Rule;
use crate::settings::ThemeName;

#[derive(Parser, Debug)]
#[command(
    name = "gomoku",
    version,
    about = "Five in a row, and every m,n,k game, in the terminal",
    after_help = "Examples:\n  gomoku                          15x15 gomoku against the computer\n  gomoku --size 3 --win 3         tic-tac-toe\n  gomoku --size 19 --mode pvp     19x19 for two players\n  gomoku engine                   Gomocup (Piskvork) engine on stdin/stdout\n  gomoku analyse --size 15 h8 i9 h9\n  gomoku --size 10x12 --win 4     10 columns, 12 rows, four in a row\n  gomoku --level hard --color white --time-ms 3000\n  gomoku --load game.sgf          open a saved game (SGF or Piskvork .psq)\n\nFlags override the settings file for this run only; it is not changed.\nFiles: the settings file is settings.toml in the platform's configuration directory\n(GOMOKU_CONFIG=path overrides it); saved games go to games/ in the platform's data\ndirectory (GOMOKU_DATA_DIR=dir overrides it)."
)]
pub struct Cli {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Flags describing a game; they override the saved settings for this run only.
#[derive(Args, Debug, Default, Clone)]
pub struct GameArgs {
    /// Board size: `15` for 15x15, or `COLSxROWS` such as `10x12` (3 to 26)
    #[arg(long, value_parser = parse_size)]
    pub size: Option<(usize, usize)>,
    /// Stones in a row that win (3 up to the longer board side)
    #[arg(long = "win", value_name = "K", value_parser = parse_win)]
    pub win: Option<usize>,
    /// Rule: freestyle, standard (exactly K), renju (15x15 five, black restricted), caro
    #[arg(long, value_parser = parse_rule)]
    pub rule: Option<Rule>,
    /// Who plays: pvp (two humans), pvc (human against the computer), cvc (computer against computer)
    #[arg(long, value_parser = ["pvp", "pvc", "cvc"])]
    pub mode: Option<String>,
    /// The colour the human plays against the computer: black or white
    #[arg(long, value_parser = ["black", "white"])]
    pub color: Option<String>,
    /// Under renju, a forbidden move by black: refuse (not taken) or loses (as in tournaments)
    #[arg(long, value_parser = ["refuse", "loses"])]
    pub forbidden: Option<String>,
    /// Where the first stone may go: free (anywhere) or center (the centre point)
    #[arg(long, value_parser = ["free", "center"])]
    pub opening: Option<String>,
    /// Computer strength: random, easy, medium, hard, master
    #[arg(long, value_parser = parse_level)]
    pub level: Option<Level>,
    /// Thinking time per computer move in milliseconds (Master uses all of it)
    #[arg(long = "time-ms", value_name = "T", value_parser = clap::value_parser!(u64).range(10..=600_000))]
    pub time_ms: Option<u64>,
    /// Looks: auto (wood, or mono when NO_COLOR is set), wood, dark, light, mono (no colour) or ascii
    #[arg(long, value_name = "NAME", value_parser = parse_theme)]
    pub theme: Option<ThemeName>,
    /// The same as --theme ascii: only ASCII characters, for terminals that draw box characters wide
    #[arg(long, conflicts_with = "theme")]
    pub ascii: bool,
    /// Open a saved game (SGF or Piskvork .psq)
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Speak the Gomocup (Piskvork) engine protocol on stdin/stdout
    Engine,
    /// Show a position given as moves, with the engine's best move, score and variation
    Analyse(crate::analyse::AnalyseArgs),
    /// Play two levels or external Gomocup engines against each other and report the score
    Match(crate::matchplay::MatchArgs),
}

/// The board a subcommand works on: size, win length and rule.
#[derive(Args, Debug, Clone)]
pub struct BoardArgs {
    /// Board size: `15`, or `COLSxROWS` such as `10x12` (3 to 26)
    #[arg(long, value_parser = parse_size, default_value = "15")]
    pub size: (usize, usize),
    /// Stones in a row that win [default: 5, or the longer side on smaller boards]
    #[arg(long = "win", value_name = "K")]
    pub win: Option<usize>,
    /// Rule: freestyle, standard (exactly K), renju (15x15 five, black restricted), caro
    #[arg(long, default_value = "freestyle", value_parser = parse_rule)]
    pub rule: Rule,
}

impl BoardArgs {
    pub fn rules(&self) -> Result<crate::model::Rules, String> {
        let (cols, rows) = self.size;
        let win = self.win.unwrap_or(5.min(cols.max(rows)));
        crate::model::Rules::new(rows, cols, win, self.rule)
    }
}

/// `15` or `COLSxROWS`.
pub fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let bad = || {
        format!("\"{text}\" is not a board size: use 15 or COLSxROWS such as 10x12, each 3 to 26")
    };
    let (cols, rows) = match text.split_once(['x', 'X']) {
        Some((c, r)) => (
            c.trim().parse().map_err(|_| bad())?,
            r.trim().parse().map_err(|_| bad())?,
        ),
        None => {
            let n = text.trim().parse().map_err(|_| bad())?;
            (n, n)
        }
    };
    if !(3..=26).contains(&cols) || !(3..=26).contains(&rows) {
        return Err(bad());
    }
    Ok((cols, rows))
}

/// A win length; whether it fits the board is checked with the board (`Settings::with_args`).
fn parse_win(text: &str) -> Result<usize, String> {
    text.trim()
        .parse()
        .ok()
        .filter(|k| (3..=26).contains(k))
        .ok_or_else(|| format!("\"{text}\" is not a win length: use a number from 3 to 26"))
}

fn parse_rule(text: &str) -> Result<Rule, String> {
    text.parse()
}

fn parse_theme(text: &str) -> Result<ThemeName, String> {
    text.parse()
}

fn parse_level(text: &str) -> Result<Level, String> {
    text.parse()
}
