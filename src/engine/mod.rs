//! Engine mode: the Gomocup (Piskvork) protocol on stdin/stdout, a thin layer over `ai`.
//!
//! Input is read on its own thread so that `END` is obeyed even while the engine thinks; the
//! search runs on another thread and is abandoned, with a legal stand-in move, if it overruns
//! the hard deadline. Only protocol replies go to stdout.

mod clock;
mod command;
mod lines;
mod session;

use std::collections::VecDeque;
use std::io::{self, BufReader, Read, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Instant;

pub use clock::{Budget, Clock};
pub use command::{Command, Info, parse};
pub use lines::{Line, MAX_LINE, read_line};
pub use session::{Search, Session, Step, rule_from_bits, xy};

use crate::ai;
use crate::model::Point;

enum Event {
    Line(Line),
    Eof,
    /// A search's answer, tagged with the search's number so that late answers are dropped.
    Found(u64, Option<Point>),
}

/// Speaks the protocol on the process's stdin and stdout until `END` or end of input.
pub fn run_stdio() -> io::Result<()> {
    let stdout = io::stdout();
    run(io::stdin(), &mut stdout.lock())
}

/// Speaks the protocol on `input` and `output` until `END` or end of input.
pub fn run<R: Read + Send + 'static>(input: R, output: &mut impl Write) -> io::Result<()> {
    let (tx, rx) = mpsc::channel();
    let reader_tx = tx.clone();
    std::thread::spawn(move || {
        let mut input = BufReader::new(input);
        loop {
            let event = match read_line(&mut input) {
                Ok(Some(line)) => Event::Line(line),
                Ok(None) | Err(_) => Event::Eof,
            };
            let eof = matches!(event, Event::Eof);
            if reader_tx.send(event).is_err() || eof {
                break;
            }
        }
    });
    let mut session = Session::default();
    let mut pending = VecDeque::new();
    let mut eof = false;
    let mut searches = 0u64;
    loop {
        let line = match pending.pop_front() {
            Some(line) => line,
            None if eof => return Ok(()),
            None => match rx.recv() {
                Ok(Event::Line(line)) => line,
                Ok(Event::Eof) | Err(_) => {
                    eof = true;
                    continue;
                }
                Ok(Event::Found(..)) => continue,
            },
        };
        let command = match line {
            Line::Text(text) => parse(&text),
            Line::TooLong => Command::Malformed(format!("line longer than {MAX_LINE} bytes")),
        };
        let replies = match session.handle(command) {
            Step::Quit => return Ok(()),
            Step::Say(replies) => replies,
            Step::Think(search) => {
                searches += 1;
                let waiting = Waiting {
                    rx: &rx,
                    pending: &mut pending,
                    eof: &mut eof,
                };
                match think(search, searches, &tx, waiting) {
                    Thought::Quit => return Ok(()),
                    Thought::Move(p) => vec![session.answer(p)],
                }
            }
        };
        for reply in replies {
            writeln!(output, "{reply}")?;
        }
        output.flush()?;
    }
}

struct Waiting<'a> {
    rx: &'a Receiver<Event>,
    pending: &'a mut VecDeque<Line>,
    eof: &'a mut bool,
}

enum Thought {
    Move(Option<Point>),
    Quit,
}

/// Runs the search on a thread while still reading input: `END` quits at once, other lines wait
/// their turn. Past the hard deadline the search is cancelled and `None` is returned.
fn think(search: Box<Search>, id: u64, tx: &Sender<Event>, waiting: Waiting) -> Thought {
    let deadline = Instant::now() + search.budget.hard;
    let cancel = search.limits.cancel.clone();
    let tx = tx.clone();
    std::thread::spawn(move || {
        let found = catch_unwind(AssertUnwindSafe(|| {
            ai::best_move(&search.game, search.level, &search.limits)
        }));
        let _ = tx.send(Event::Found(id, found.ok().flatten()));
    });
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match waiting.rx.recv_timeout(left) {
            Ok(Event::Found(n, p)) if n == id => return Thought::Move(p),
            Ok(Event::Found(..)) => {}
            Ok(Event::Line(line)) => {
                if matches!(&line, Line::Text(t) if parse(t) == Command::End) {
                    cancel.store(true, Ordering::Relaxed);
                    return Thought::Quit;
                }
                waiting.pending.push_back(line);
            }
            // With input closed the answer is still owed: managers and pipes read it.
            Ok(Event::Eof) => *waiting.eof = true,
            Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => {
                cancel.store(true, Ordering::Relaxed);
                return Thought::Move(None);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn transcript(input: &'static [u8]) -> Vec<String> {
        let mut out = Vec::new();
        run(Cursor::new(input), &mut out).expect("writing to memory works");
        String::from_utf8(out)
            .expect("replies are text")
            .lines()
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn input_that_ends_while_thinking_still_gets_its_answer() {
        let lines = transcript(b"START 15\r\nINFO timeout_turn 100\r\nBEGIN");
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines[0], "OK");
        let (x, y) = lines[1].split_once(',').expect("a move x,y");
        let on_board = |v: &str| v.parse::<usize>().is_ok_and(|v| v < 15);
        assert!(on_board(x) && on_board(y), "{lines:?}");
    }

    #[test]
    fn lines_read_while_thinking_are_answered_afterwards_in_order() {
        let lines = transcript(b"START 9\nINFO timeout_turn 100\nBEGIN\nABOUT\nTURN 0,0\n");
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert!(lines[2].starts_with("name=\"gomoku\""), "{lines:?}");
        assert!(lines[3].contains(','), "{lines:?}");
    }

    #[test]
    fn end_stops_before_later_lines() {
        let lines = transcript(b"START 9\nEND\nABOUT\n");
        assert_eq!(lines, ["OK"]);
    }
}
