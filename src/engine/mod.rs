//! Engine mode: the Gomocup (Piskvork) protocol on stdin/stdout, a thin layer over `ai`.
//!
//! Input is read on its own thread so that `END` and the end of input are obeyed even while
//! the engine thinks; the search runs on another thread and is abandoned, with a legal stand-in
//! move, if it overruns the hard deadline. Only protocol replies go to stdout.

mod clock;
mod command;
mod lines;
mod refusal;
mod session;
pub mod swap2;

use std::collections::VecDeque;
use std::io::{self, BufReader, Read, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

pub use clock::{Budget, Clock, MAX_TURN_MS};
pub use command::{Command, ECHO, Info, parse, printable};
pub use lines::{Line, MAX_LINE, read_line};
pub use refusal::{Block, Refusal, Xy};
pub use session::{Found, Search, Session, Step, Task, rule_from_bits, xy};

use crate::ai;

enum Event {
    Line(Line),
    Eof,
    /// A search's answer, tagged with the search's number so that late answers are dropped.
    Found(u64, Found),
}

/// How long a stopped search may take to hand over the best move it has.
const STOP_GRACE: Duration = Duration::from_millis(100);

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
                    Thought::Found(found) => vec![session.answer(found)],
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
    Found(Found),
    Quit,
}

/// What the search thread computes for `search`.
fn run_search(search: &Search) -> Found {
    match search.task {
        Task::Move => Found::Move(ai::best_move(&search.game, search.level, &search.limits)),
        Task::Swap2(stage) => Found::Swap2(swap2::decide(
            &search.game,
            stage,
            search.level,
            &search.limits,
        )),
    }
}

/// What to answer when the search gave nothing in time.
fn nothing(task: Task) -> Found {
    match task {
        Task::Move => Found::Move(None),
        Task::Swap2(_) => Found::Swap2(None),
    }
}

/// Runs the search on a thread while still reading input: `END` quits at once, other lines wait
/// their turn. At the end of input the search is stopped at once and its best move so far is
/// still answered (a pipe may read it); past the hard deadline it is abandoned for a stand-in.
fn think(search: Box<Search>, id: u64, tx: &Sender<Event>, waiting: Waiting) -> Thought {
    let mut deadline = Instant::now() + search.budget.hard;
    let cancel = search.limits.cancel.clone();
    let task = search.task;
    let stop = |deadline: &mut Instant| {
        cancel.store(true, Ordering::Relaxed);
        *deadline = (*deadline).min(Instant::now() + STOP_GRACE);
    };
    if *waiting.eof {
        stop(&mut deadline);
    }
    let tx = tx.clone();
    std::thread::spawn(move || {
        let found = catch_unwind(AssertUnwindSafe(|| run_search(&search)));
        let _ = tx.send(Event::Found(id, found.unwrap_or(nothing(task))));
    });
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match waiting.rx.recv_timeout(left) {
            Ok(Event::Found(n, found)) if n == id => return Thought::Found(found),
            Ok(Event::Found(..)) => {}
            Ok(Event::Line(line)) => {
                if matches!(&line, Line::Text(t) if parse(t) == Command::End) {
                    cancel.store(true, Ordering::Relaxed);
                    return Thought::Quit;
                }
                waiting.pending.push_back(line);
            }
            Ok(Event::Eof) => {
                *waiting.eof = true;
                stop(&mut deadline);
            }
            Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => {
                cancel.store(true, Ordering::Relaxed);
                return Thought::Found(nothing(task));
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
