//! What the two sides say to each other, and how it travels: every message is JSON with the
//! protocol's version, inside a sealed frame whose length comes first (four bytes, big-endian)
//! and may not pass `MAX_FRAME`. A frame too long, JSON that is not a message of this version,
//! or text too long is refused whole; nothing of it reaches the game.

use std::io::{self, Read, Write};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::NetError;
use crate::model::clock::SideTime;
use crate::model::{Choice, ForbiddenPolicy, Opening, Point, Rule, Stone, TimeControl};

/// The protocol's version, in every message.
pub const VERSION: u32 = 1;

/// The longest frame: a whole 26x26 game with its clock fits many times over.
pub const MAX_FRAME: usize = 64 * 1024;

/// The longest name and chat line, in characters.
pub const MAX_NAME: usize = 32;
pub const MAX_CHAT: usize = 200;

/// One act of the game on the wire: a stone (row and column from the top left) or a choice of
/// a swap opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WireAct {
    Move { row: u8, col: u8 },
    TakeBlack,
    PlaceTwo,
}

impl WireAct {
    pub fn point(p: Point) -> WireAct {
        // Boards are at most 26 wide.
        WireAct::Move {
            row: p.row as u8,
            col: p.col as u8,
        }
    }

    pub fn choice(choice: Choice) -> WireAct {
        match choice {
            Choice::Swap => WireAct::TakeBlack,
            Choice::Add => WireAct::PlaceTwo,
        }
    }
}

/// The game the host sets: rules, clock, who sits where, and everything played so far (a
/// joiner coming back finds the game as it was).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Numbers the game, so answers about an older one are told apart.
    pub game: u64,
    pub host: String,
    pub rows: u8,
    pub cols: u8,
    pub win: u8,
    pub rule: Rule,
    pub forbidden: ForbiddenPolicy,
    pub opening: Opening,
    pub clock: TimeControl,
    /// Whether the host has the first seat (black, or the one placing a swap opening).
    pub host_first: bool,
    pub acts: Vec<WireAct>,
    pub times: Option<Times>,
    /// The SGF result of a game that ended off the board (`W+R`).
    pub ending: Option<String>,
}

/// Both clocks as the host keeps them, and the side whose clock runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Times {
    pub black: SideTime,
    pub white: SideTime,
    pub running: Option<Stone>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Message {
    /// The joiner's first words.
    Hello {
        name: String,
    },
    /// The host's: the game.
    Setup(Box<Setup>),
    /// A move or a choice, as the `n`th act of game `game` (counted from 0).
    Act {
        game: u64,
        n: usize,
        act: WireAct,
    },
    /// The host's clocks after an act or a pause.
    Clock(Times),
    /// Asks to take back moves, with the number of acts seen.
    Undo {
        n: usize,
    },
    UndoAnswer {
        n: usize,
        yes: bool,
    },
    DrawOffer {
        n: usize,
    },
    DrawAnswer {
        n: usize,
        yes: bool,
    },
    Resign {
        game: u64,
    },
    /// The host's word that `loser`'s time ran out.
    Flag {
        game: u64,
        loser: Stone,
    },
    Chat {
        text: String,
    },
    /// A new game with the colours swapped.
    Rematch,
    RematchAnswer {
        yes: bool,
    },
    /// For the latency: the sender's milliseconds, sent back as they came.
    Ping {
        t: u64,
    },
    Pong {
        t: u64,
    },
}

/// A message with its version, as it travels.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Envelope {
    v: u32,
    #[serde(flatten)]
    message: Message,
}

impl Message {
    pub fn encode(&self) -> Vec<u8> {
        let envelope = Envelope {
            v: VERSION,
            message: self.clone(),
        };
        // Plain data always serialises.
        serde_json::to_vec(&envelope).unwrap_or_default()
    }

    /// A message from its bytes: of this version, every text within its length.
    pub fn decode(bytes: &[u8]) -> Result<Message, NetError> {
        #[derive(Deserialize)]
        struct Version {
            v: u32,
        }
        let version: Version = serde_json::from_slice(bytes).map_err(|_| NetError::Malformed)?;
        if version.v != VERSION {
            return Err(NetError::Version(version.v));
        }
        let value: serde_json::Value =
            serde_json::from_slice(bytes).map_err(|_| NetError::Malformed)?;
        let serde_json::Value::Object(mut fields) = value else {
            return Err(NetError::Malformed);
        };
        fields.remove("v");
        let message: Message = serde_json::from_value(serde_json::Value::Object(fields))
            .map_err(|_| NetError::Malformed)?;
        let too_long = |text: &str, most: usize| text.chars().count() > most;
        let fits = match &message {
            Message::Hello { name } => !too_long(name, MAX_NAME),
            Message::Setup(setup) => {
                !too_long(&setup.host, MAX_NAME)
                    && setup.ending.as_deref().is_none_or(|e| !too_long(e, 8))
            }
            Message::Chat { text } => !too_long(text, MAX_CHAT),
            _ => true,
        };
        match fits {
            true => Ok(message),
            false => Err(NetError::Malformed),
        }
    }
}

/// Text from the peer as it may be shown: no control characters (no terminal escapes), no
/// line breaks, at most `most` characters.
pub fn clean(text: &str, most: usize) -> String {
    text.chars()
        .map(|c| match c.is_control() || is_format(c) {
            true => ' ',
            false => c,
        })
        .take(most)
        .collect::<String>()
        .trim()
        .to_string()
}

/// Characters that change how text around them is drawn (bidirectional overrides, zero-width
/// joiners) without showing themselves.
fn is_format(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// Writes one frame.
pub fn write_frame(out: &mut impl Write, payload: &[u8]) -> io::Result<()> {
    let length = u32::try_from(payload.len()).map_err(|_| io::ErrorKind::InvalidInput)?;
    let mut bytes = Vec::with_capacity(4 + payload.len());
    bytes.extend_from_slice(&length.to_be_bytes());
    bytes.extend_from_slice(payload);
    out.write_all(&bytes)?;
    out.flush()
}

/// Reads one frame; one longer than `MAX_FRAME` is refused before it is read.
pub fn read_frame(input: &mut impl Read) -> Result<Vec<u8>, NetError> {
    let mut length = [0u8; 4];
    input.read_exact(&mut length).map_err(NetError::from_io)?;
    let length = u32::from_be_bytes(length) as usize;
    if length > MAX_FRAME {
        return Err(NetError::TooLong);
    }
    let mut payload = vec![0u8; length];
    input.read_exact(&mut payload).map_err(NetError::from_io)?;
    Ok(payload)
}

/// How often each side pings, and how long a silence ends a connection.
pub const PING_EVERY: Duration = Duration::from_secs(1);
pub const SILENCE: Duration = Duration::from_secs(8);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_travels_with_its_version_and_comes_back_the_same() {
        let message = Message::Act {
            game: 3,
            n: 4,
            act: WireAct::Move { row: 7, col: 7 },
        };
        let bytes = message.encode();
        assert!(String::from_utf8_lossy(&bytes).contains("\"v\":1"));
        assert_eq!(Message::decode(&bytes).expect("decoded"), message);
    }

    #[test]
    fn another_version_or_a_stranger_shape_is_refused() {
        let other = br#"{"v":2,"kind":"rematch"}"#;
        assert!(matches!(Message::decode(other), Err(NetError::Version(2))));
        for bad in [
            &br#"{"v":1,"kind":"launch"}"#[..],
            br#"{"v":1,"kind":"chat","text":"hi","extra":1}"#,
            b"not json",
            br#"[1,2]"#,
        ] {
            assert!(matches!(Message::decode(bad), Err(NetError::Malformed)));
        }
        let long = format!(r#"{{"v":1,"kind":"chat","text":"{}"}}"#, "a".repeat(201));
        assert!(Message::decode(long.as_bytes()).is_err());
    }

    #[test]
    fn peer_text_loses_its_escapes_and_line_breaks() {
        assert_eq!(clean("\u{1b}[31mred\u{7}\nname", 32), "[31mred  name");
        assert_eq!(clean("a\u{202e}b", 32), "a b");
        assert_eq!(clean("长名字", 2), "长名");
    }

    #[test]
    fn a_frame_longer_than_the_limit_is_refused_unread() {
        let mut bytes = (10u32 << 20).to_be_bytes().to_vec();
        bytes.extend_from_slice(b"xxxx");
        assert!(matches!(
            read_frame(&mut bytes.as_slice()),
            Err(NetError::TooLong)
        ));
        let mut out = Vec::new();
        write_frame(&mut out, b"hello").expect("written");
        assert_eq!(read_frame(&mut out.as_slice()).expect("read"), b"hello");
    }
}
