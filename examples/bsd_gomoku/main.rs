//! BSD gomoku (Debian's `bsdgames`, `/usr/games/gomoku`) as a Gomocup (Piskvork) engine, so that
//! `gomoku match` can pit Master against a classic program that is stronger than the beginner's
//! yardstick in `examples/classic`:
//!
//! ```text
//! apt-get install bsdgames
//! cargo build --release --examples
//! gomoku match --a master --b-engine target/release/examples/bsd_gomoku --size 19 --games 20 \
//!     --time-ms 1000
//! ```
//!
//! BSD gomoku has no clock: most answers take a fraction of a second, but in a tangled position
//! its combination search may think for many seconds, and a match at 1 s per move would forfeit
//! it. Give the match a generous `--time-ms` then, and hold our side to its own time another way
//! (an engine-mode wrapper that rewrites `INFO timeout_turn`).
//!
//! BSD gomoku's batch mode (`-b`) never prints the program's own moves, so this adapter plays it
//! through its curses screen instead: the program runs in a pseudo-terminal, the screen is
//! parsed by a terminal emulator, our moves are typed at its `move?` prompt and its replies are
//! read off the board as the one new stone. A game set up with stones (`BOARD`, as a match's
//! opening) is handed over as a saved-game file, which BSD gomoku replays before the player to
//! move takes over; the last stone is typed so that the program answers it.
//!
//! It plays only 19x19 free-style five in a row, the one game BSD gomoku knows. Set
//! `BSD_GOMOKU` to use another binary.

mod screen;

use std::io::{self, BufRead, Write};

use screen::{Bsd, Stone};

const SIZE: usize = 19;

fn main() {
    let stdin = io::stdin();
    let mut out = io::stdout();
    let mut game: Option<Bsd> = None;
    let mut board_lines: Option<Vec<(usize, usize, u8)>> = None;
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let text = line.trim();
        if let Some(stones) = board_lines.as_mut() {
            if text.eq_ignore_ascii_case("DONE") {
                let stones = board_lines.take().unwrap_or_default();
                let reply = from_board(&mut game, &stones);
                say(&mut out, &reply);
            } else {
                match parse_stone(text) {
                    Some(s) => stones.push(s),
                    None => say(&mut out, &format!("ERROR bad BOARD line {text}")),
                }
            }
            continue;
        }
        let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
        let reply = match word.to_ascii_uppercase().as_str() {
            "START" => match rest.trim().parse::<usize>() {
                Ok(SIZE) => "OK".to_string(),
                _ => format!("ERROR BSD gomoku plays only {SIZE}x{SIZE}"),
            },
            "RESTART" => {
                game = None;
                "OK".to_string()
            }
            "BEGIN" => start_and_answer(&mut game, &[], None),
            "TURN" => match parse_point(rest) {
                Some(p) => match game.as_mut() {
                    Some(g) => answer(g.play(p)),
                    // The first move we hear of: the program plays white.
                    None => start_and_answer(&mut game, &[], Some(p)),
                },
                None => format!("ERROR bad point {rest}"),
            },
            "BOARD" => {
                board_lines = Some(Vec::new());
                continue;
            }
            "INFO" => continue,
            "ABOUT" => "name=\"bsd-gomoku\", version=\"2.17\", author=\"Ralph Campbell\", \
                        country=\"US\""
                .to_string(),
            "END" => break,
            "" => continue,
            _ => format!("UNKNOWN {word}"),
        };
        say(&mut out, &reply);
    }
}

fn say(out: &mut impl Write, line: &str) {
    // Nothing to do if the match manager has gone.
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

fn answer(reply: Result<(usize, usize), String>) -> String {
    match reply {
        Ok((x, y)) => format!("{x},{y}"),
        Err(e) => format!("ERROR {e}"),
    }
}

/// `x,y` as Gomocup sends it: column and row from the top-left corner.
fn parse_point(text: &str) -> Option<(usize, usize)> {
    let (x, y) = text.trim().split_once(',')?;
    let (x, y) = (x.trim().parse().ok()?, y.trim().parse().ok()?);
    (x < SIZE && y < SIZE).then_some((x, y))
}

fn parse_stone(text: &str) -> Option<(usize, usize, u8)> {
    let mut parts = text.split(',');
    let x = parts.next()?.trim().parse().ok()?;
    let y = parts.next()?.trim().parse().ok()?;
    let field = parts.next()?.trim().parse().ok()?;
    (x < SIZE && y < SIZE && (1..=2).contains(&field)).then_some((x, y, field))
}

/// Starts the program on a game whose first moves are `replayed` (in order, black first) and,
/// if given, types `last` as the opponent's move; returns the program's answer.
fn start_and_answer(
    game: &mut Option<Bsd>,
    replayed: &[(usize, usize)],
    last: Option<(usize, usize)>,
) -> String {
    // The player to move after the replayed stones types `last`; with nothing to type, the
    // program must move first and the player takes the other colour.
    let stones = replayed.len() + usize::from(last.is_some());
    let program = if stones % 2 == 0 {
        Stone::Black
    } else {
        Stone::White
    };
    match Bsd::start(replayed, program) {
        Ok(mut g) => {
            let reply = match last {
                Some(p) => g.play(p),
                None => g.first_move(),
            };
            *game = Some(g);
            answer(reply)
        }
        Err(e) => format!("ERROR {e}"),
    }
}

/// A position to answer: the stones in the order played. The program moves next.
fn from_board(game: &mut Option<Bsd>, stones: &[(usize, usize, u8)]) -> String {
    let points: Vec<(usize, usize)> = stones.iter().map(|&(x, y, _)| (x, y)).collect();
    match points.split_last() {
        None => start_and_answer(game, &[], None),
        Some((&last, replayed)) => start_and_answer(game, replayed, Some(last)),
    }
}
