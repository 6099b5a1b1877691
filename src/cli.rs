//! The command line's top level: the game's flags (owned by start-up) and the subcommands, each
//! with its own options.

use clap::{Parser, Subcommand};

use crate::engine::analyse::AnalyseArgs;
use crate::matchplay::MatchArgs;
use crate::settings::startup::GameArgs;

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

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Speak the Gomocup (Piskvork) engine protocol on stdin/stdout
    Engine,
    /// Show a position given as moves, with the engine's best move, score and variation
    Analyse(AnalyseArgs),
    /// Play two levels or external Gomocup engines against each other and report the score
    Match(MatchArgs),
}
