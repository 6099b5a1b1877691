//! Two terminals playing one game over the network. It knows the model, never the terminal:
//!
//! - `code`: the join code, a number and two words, which is the password of the key exchange;
//! - `secure`: SPAKE2 with that code, then every frame sealed with ChaCha20-Poly1305 (no
//!   sockets there: bytes in, bytes out);
//! - `message`: the versioned messages, their size limits, and the frames they travel in;
//! - `session`: what a message means for the game (a move of the peer's turn that the rules
//!   allow, an answer to a question asked) or why it ends the connection — pure, so every case
//!   is a test of values;
//! - `link`: the sockets, on threads of their own, handing what happens to the app as `Event`
//!   values, so the screen's thread never waits for the network.

pub mod code;
pub mod link;
pub mod message;
pub mod secure;
pub mod session;

use std::io;

use crate::tr;

pub use link::{Command, Event, Link};
pub use message::{Message, Setup, Times, WireAct};
pub use secure::Role;
pub use session::{Session, Step};

/// The port a host listens on unless told another.
pub const DEFAULT_PORT: u16 = 7575;

/// Why a connection ended or was refused: one sentence each, in the player's language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NetError {
    #[error("{}", tr!("net-wrong-code"))]
    WrongCode,
    #[error("{}", tr!("net-not-a-peer"))]
    NotAPeer,
    #[error("{}", tr!("net-version", version = *.0))]
    Version(u32),
    #[error("{}", tr!("net-garbled"))]
    Garbled,
    #[error("{}", tr!("net-malformed"))]
    Malformed,
    #[error("{}", tr!("net-too-long"))]
    TooLong,
    #[error("{}", tr!("net-flood"))]
    Flood,
    #[error("{}", tr!("net-out-of-turn"))]
    OutOfTurn,
    /// The rules refuse the peer's move (the reason in the rules' words).
    #[error("{}", tr!("net-refused-move", reason = .0.clone()))]
    RefusedMove(String),
    #[error("{}", tr!("net-closed"))]
    Closed,
    #[error("{}", tr!("net-silent"))]
    Silent,
    #[error("{}", tr!("net-busy"))]
    Busy,
    /// The system's reason, as it words it.
    #[error("{}", tr!("net-io", reason = .0.clone()))]
    Io(String),
    #[error("{}", tr!("net-address", address = .0.clone()))]
    Address(String),
}

impl NetError {
    pub fn from_io(e: io::Error) -> NetError {
        match e.kind() {
            io::ErrorKind::UnexpectedEof
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::BrokenPipe => NetError::Closed,
            io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => NetError::Silent,
            _ => NetError::Io(e.to_string()),
        }
    }

    /// Whether the peer broke the protocol (as opposed to the network failing).
    pub fn is_violation(&self) -> bool {
        matches!(
            self,
            NetError::Malformed
                | NetError::TooLong
                | NetError::Flood
                | NetError::OutOfTurn
                | NetError::RefusedMove(_)
                | NetError::Garbled
        )
    }
}

/// Which seat the host takes: the first (black, or placing a swap opening's stones), the
/// second, or one drawn at random.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum HostSeat {
    #[value(alias = "black")]
    First,
    #[value(alias = "white")]
    Second,
    #[default]
    Random,
}

/// How a window starts playing over the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetStart {
    Host {
        port: u16,
        seat: HostSeat,
        name: String,
    },
    Join {
        address: String,
        code: String,
        name: String,
    },
}

/// The player's name when none is given: the login name, else a plain word.
pub fn default_name() -> String {
    let login = ["USER", "USERNAME", "LOGNAME"]
        .iter()
        .find_map(|key| std::env::var(key).ok().filter(|v| !v.trim().is_empty()));
    message::clean(
        &login.unwrap_or_else(|| "player".to_string()),
        message::MAX_NAME,
    )
}
