//! The command line's top level: the game's flags (owned by start-up) and the subcommands, each
//! with its own options.

use clap::{Args, Parser, Subcommand};

use crate::engine::analyse::AnalyseArgs;
use crate::matchplay::MatchArgs;
use crate::net::{HostSeat, NetStart};
use crate::settings::startup::GameArgs;

#[derive(Parser, Debug)]
#[command(
    name = "gomoku",
    version,
    about = "Five in a row, and every m,n,k game, in the terminal",
    after_help = "Examples:\n  gomoku                          15x15 gomoku against the computer\n  gomoku --size 3 --win 3         tic-tac-toe\n  gomoku --size 19 --mode pvp     19x19 for two players\n  gomoku engine                   Gomocup (Piskvork) engine on stdin/stdout\n  gomoku analyse --size 15 h8 i9 h9\n  gomoku --size 10x12 --win 4     10 columns, 12 rows, four in a row\n  gomoku --level hard --color white --time-ms 3000\n  gomoku --load game.sgf          open a saved game (SGF or Piskvork .psq)\n  gomoku --clock 10+5 host        host a game with a clock: 10 minutes + 5 s a move\n  gomoku join 192.168.1.20 7-crossbow-orbit   join it from another machine\n\nFlags override the settings file for this run only; it is not changed.\nFiles: the settings file is settings.toml in the platform's configuration directory\n(GOMOKU_CONFIG=path overrides it); saved games go to games/ in the platform's data\ndirectory (GOMOKU_DATA_DIR=dir overrides it)."
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
    /// Open a game on this machine for someone elsewhere: shows the addresses and a join code
    Host(HostArgs),
    /// Join a game someone hosts: `gomoku join 192.168.1.20 7-crossbow-orbit`
    Join(JoinArgs),
}

/// `gomoku host`: the game is the one the settings and the flags before `host` describe.
#[derive(Args, Debug, Clone)]
pub struct HostArgs {
    /// The port to listen on
    #[arg(long, default_value_t = crate::net::DEFAULT_PORT)]
    pub port: u16,
    /// The host's seat: first (black, or placing a swap opening), second, or random
    #[arg(long, value_enum, default_value_t = HostSeat::Random)]
    pub seat: HostSeat,
    /// The name the other side sees (the login name by default)
    #[arg(long)]
    pub name: Option<String>,
}

/// `gomoku join ADDRESS[:PORT] CODE`.
#[derive(Args, Debug, Clone)]
pub struct JoinArgs {
    /// The host's address, with its port when it is not the default: 192.168.1.20,
    /// host.local:7575, [fe80::1]:7575
    pub address: String,
    /// The join code the host shows, such as 7-crossbow-orbit
    pub code: String,
    /// The name the other side sees (the login name by default)
    #[arg(long)]
    pub name: Option<String>,
}

impl HostArgs {
    pub fn start(&self) -> NetStart {
        NetStart::Host {
            port: self.port,
            seat: self.seat,
            name: name_or_default(self.name.as_deref()),
        }
    }
}

impl JoinArgs {
    pub fn start(&self) -> NetStart {
        NetStart::Join {
            address: self.address.clone(),
            code: self.code.clone(),
            name: name_or_default(self.name.as_deref()),
        }
    }
}

fn name_or_default(name: Option<&str>) -> String {
    match name {
        Some(name) => crate::net::message::clean(name, crate::net::message::MAX_NAME),
        None => crate::net::default_name(),
    }
}
