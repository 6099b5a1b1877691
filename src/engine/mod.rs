//! Engine mode: the Gomocup (Piskvork) protocol on stdin/stdout, a thin layer over `ai`.
//!
//! Input is read on its own thread so that `END` and the end of input are obeyed even while
//! the engine thinks; the search runs on another thread and is abandoned, with a legal stand-in
//! move, if it overruns the hard deadline. Only protocol replies go to stdout.

pub mod analyse;
pub mod args;
mod clock;
mod command;
mod lines;
mod pondering;
mod refusal;
mod session;

use std::collections::VecDeque;
use std::io::{self, BufReader, Read, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::{Duration, Instant};

pub use clock::{Budget, Clock, MAX_TURN_MS};
pub use command::{Command, ECHO, Info, parse, printable};
pub use lines::{Line, MAX_LINE, read_line};
pub use refusal::{Block, Refusal, Xy};
pub use session::{Search, Session, Step, rule_from_bits, xy};

use crate::ai::{Answer, Ponder, Pondered, Task, respond};
use pondering::Pondering;

/// What the input thread reads.
enum Input {
    Line(Line),
    Eof,
}

/// A search's answer, tagged with the search's number so that late answers are dropped.
type Numbered = (u64, Answer);

/// How long a stopped search may take to hand over the best move it has.
const STOP_GRACE: Duration = Duration::from_millis(100);

/// Lines read ahead of the one being handled, in the channel and, during a search, in the queue
/// beside it. Past that the reader waits and the writer's pipe fills: a manager that floods the
/// engine slows down instead of making it grow without end.
const READ_AHEAD: usize = 4096;

/// How often a search's wait looks at the input.
const POLL: Duration = Duration::from_millis(2);

/// Speaks the protocol on the process's stdin and stdout until `END` or end of input.
pub fn run_stdio() -> io::Result<()> {
    let stdout = io::stdout();
    run(io::stdin(), &mut stdout.lock())
}

/// Speaks the protocol on `input` and `output` until `END` or end of input.
pub fn run<R: Read + Send + 'static>(input: R, output: &mut impl Write) -> io::Result<()> {
    let (line_tx, lines) = mpsc::sync_channel(READ_AHEAD);
    std::thread::spawn(move || {
        let mut input = BufReader::new(input);
        loop {
            let event = match read_line(&mut input) {
                Ok(Some(line)) => Input::Line(line),
                Ok(None) | Err(_) => Input::Eof,
            };
            let eof = matches!(event, Input::Eof);
            if line_tx.send(event).is_err() || eof {
                break;
            }
        }
    });
    let (answer_tx, answers) = mpsc::channel();
    let mut session = Session::default();
    let mut pending = VecDeque::new();
    let mut eof = false;
    let mut searches = 0u64;
    let mut pondering = Pondering::default();
    loop {
        let line = match pending.pop_front() {
            Some(line) => line,
            None if eof => return Ok(()),
            None => match lines.recv() {
                Ok(Input::Line(line)) => line,
                Ok(Input::Eof) | Err(_) => {
                    eof = true;
                    continue;
                }
            },
        };
        let command = match line {
            Line::Text(text) => parse(&text),
            Line::TooLong => Command::Malformed(format!("line longer than {MAX_LINE} bytes")),
        };
        pondering.before(&command);
        let mut moved = None;
        let replies = match session.handle(command) {
            Step::Quit => return Ok(()),
            Step::Say(replies) => replies,
            Step::Think(search) => {
                searches += 1;
                let waiting = Waiting {
                    lines: &lines,
                    answers: &answers,
                    pending: &mut pending,
                    eof: &mut eof,
                };
                let ponder = pondering.take();
                let a_move = search.task == Task::Move;
                match search_while_reading(search, ponder, searches, &answer_tx, waiting) {
                    Thought::Quit => return Ok(()),
                    Thought::Answered(answer) => {
                        let expected = answer.expected_reply();
                        let reply = session.answer(answer);
                        moved = (a_move && !reply.starts_with("ERROR")).then_some(expected);
                        vec![reply]
                    }
                }
            }
        };
        for reply in replies {
            writeln!(output, "{reply}")?;
        }
        output.flush()?;
        if let Some(expected) = moved {
            pondering.start(&session, expected);
        }
    }
}

struct Waiting<'a> {
    lines: &'a Receiver<Input>,
    answers: &'a Receiver<Numbered>,
    pending: &'a mut VecDeque<Line>,
    eof: &'a mut bool,
}

enum Thought {
    /// What the search answered (nothing, when it gave nothing in time).
    Answered(Answer),
    Quit,
}

/// The computer's answer to `search`. A move's search starts from `ponder` when that pondered
/// this very position.
fn run_search(search: &Search, ponder: Option<Ponder>) -> Answer {
    let answer = respond(
        &search.game,
        search.task,
        search.level,
        &search.limits,
        ponder,
    );
    if let Answer::Move { analysis, pondered } = &answer {
        let how = match pondered {
            Pondered::Hit => "ponder hit",
            Pondered::Miss => "ponder miss",
            Pondered::No => "searched",
        };
        tracing::info!(depth = analysis.depth, "{how}");
    }
    answer
}

/// Runs the search on a thread while still reading input: `END` quits at once, other lines wait
/// their turn (up to `READ_AHEAD` of them; more wait in the pipe). At the end of input the
/// search is stopped at once and its best move so far is still answered (a pipe may read it);
/// past the hard deadline it is abandoned for a stand-in.
fn search_while_reading(
    search: Box<Search>,
    ponder: Option<Ponder>,
    id: u64,
    tx: &Sender<Numbered>,
    waiting: Waiting,
) -> Thought {
    let mut deadline = Instant::now() + search.budget.hard;
    let cancel = search.limits.cancel.clone();
    let stop = |deadline: &mut Instant| {
        cancel.store(true, Ordering::Relaxed);
        *deadline = (*deadline).min(Instant::now() + STOP_GRACE);
    };
    if *waiting.eof {
        stop(&mut deadline);
    }
    let tx = tx.clone();
    std::thread::spawn(move || {
        let answer = catch_unwind(AssertUnwindSafe(|| run_search(&search, ponder)));
        let _ = tx.send((id, answer.unwrap_or(Answer::Nothing)));
    });
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match waiting.answers.recv_timeout(left.min(POLL)) {
            Ok((n, answer)) if n == id => return Thought::Answered(answer),
            Ok(_) | Err(RecvTimeoutError::Timeout) => {}
            // The sender lives in `run`: never while this waits.
            Err(RecvTimeoutError::Disconnected) => return Thought::Answered(Answer::Nothing),
        }
        if left.is_zero() {
            cancel.store(true, Ordering::Relaxed);
            return Thought::Answered(Answer::Nothing);
        }
        while !*waiting.eof && waiting.pending.len() < READ_AHEAD {
            match waiting.lines.try_recv() {
                Ok(Input::Line(line)) => {
                    if matches!(&line, Line::Text(t) if parse(t) == Command::End) {
                        cancel.store(true, Ordering::Relaxed);
                        return Thought::Quit;
                    }
                    waiting.pending.push_back(line);
                }
                Ok(Input::Eof) | Err(TryRecvError::Disconnected) => {
                    *waiting.eof = true;
                    stop(&mut deadline);
                }
                Err(TryRecvError::Empty) => break,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;
    use std::sync::Arc;
    use std::sync::atomic::AtomicUsize;

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

    /// `START`, a short search, then `ABOUT` lines without pause and `END`: counts the lines
    /// handed to the engine.
    struct Flood {
        head: Cursor<&'static [u8]>,
        abouts: usize,
        read: Arc<AtomicUsize>,
    }

    impl Read for Flood {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.head.read(buf)?;
            if n > 0 {
                return Ok(n);
            }
            let line: &[u8] = match self.abouts {
                0 => return Ok(0),
                1 => b"END\n",
                _ => b"ABOUT\n",
            };
            self.abouts -= 1;
            self.read.fetch_add(1, Ordering::SeqCst);
            buf[..line.len()].copy_from_slice(line);
            Ok(line.len())
        }
    }

    /// Notes how many lines had been read when the search's move was written.
    struct Watch {
        read: Arc<AtomicUsize>,
        at_move: Option<usize>,
        text: Vec<u8>,
    }

    impl Write for Watch {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.text.extend_from_slice(buf);
            if self.at_move.is_none() && String::from_utf8_lossy(&self.text).contains(',') {
                self.at_move = Some(self.read.load(Ordering::SeqCst));
            }
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_flood_of_lines_during_a_search_is_read_only_so_far_ahead() {
        let read = Arc::new(AtomicUsize::new(0));
        let total = 50 * READ_AHEAD;
        let flood = Flood {
            head: Cursor::new(b"START 15\nINFO timeout_turn 300\nBEGIN\n"),
            abouts: total,
            read: read.clone(),
        };
        let mut watch = Watch {
            read: read.clone(),
            at_move: None,
            text: Vec::new(),
        };
        run(flood, &mut watch).expect("writing to memory works");
        let ahead = watch.at_move.expect("the move was written");
        // The queue, the channel and the line the reader holds while it waits.
        assert!(ahead <= 2 * READ_AHEAD + 2, "{ahead} lines read ahead");
        assert_eq!(
            read.load(Ordering::SeqCst),
            total,
            "every line is read in the end"
        );
        let replies = String::from_utf8_lossy(&watch.text);
        assert_eq!(
            replies.matches("name=").count(),
            total - 1,
            "each ABOUT answered"
        );
    }

    #[test]
    fn end_stops_before_later_lines() {
        let lines = transcript(b"START 9\nEND\nABOUT\n");
        assert_eq!(lines, ["OK"]);
    }
}
