//! The engine for programs and scripts, a thin layer over `ai`: engine mode (the Gomocup,
//! or Piskvork, protocol on stdin/stdout, here and in `session`), `gomoku analyse` (`analyse`),
//! and the board flags the command-line tools share (`args`).
//!
//! Engine mode: input is read on its own thread so that `END` and the end of input are obeyed even while
//! the engine thinks; the search runs on another thread and is abandoned, for the best move of
//! its last finished iteration or a legal stand-in, if it overruns the hard deadline. Only
//! protocol replies go to stdout.

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
pub use session::{Reaction, Search, Session, rule_from_bits, xy};

use crate::ai::{Analysis, Answer, Decision, Ponder, Pondered, Stage, Task, respond};
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
            Reaction::Quit => return Ok(()),
            Reaction::Say(replies) => replies,
            Reaction::Think(search) => {
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
/// past the hard deadline it is abandoned for what it reported (see `abandoned`).
fn search_while_reading(
    mut search: Box<Search>,
    ponder: Option<Ponder>,
    id: u64,
    tx: &Sender<Numbered>,
    waiting: Waiting,
) -> Thought {
    let mut deadline = Instant::now() + search.budget.hard;
    let cancel = search.limits.cancel.clone();
    let task = search.task;
    let (report, reports) = mpsc::channel();
    search.limits.progress.get_or_insert(report);
    let mut reported = None;
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
        // Only the last finished iteration counts; the search may still be sending.
        while let Ok(lines) = reports.try_recv() {
            reported = lines.into_iter().next().or(reported);
        }
        if left.is_zero() {
            cancel.store(true, Ordering::Relaxed);
            return Thought::Answered(abandoned(task, reported));
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

/// The answer of a search abandoned at the hard deadline: the move of its last finished
/// iteration, which under a loaded machine is far better than the session's stand-in, a point
/// beside the last move. In a swap2 step only the search for the move that takes white
/// reports, so a report there means white was chosen.
fn abandoned(task: Task, reported: Option<Analysis>) -> Answer {
    match (task, reported) {
        (Task::Move, Some(analysis)) => Answer::Move {
            analysis,
            pondered: Pondered::No,
        },
        (Task::Opening(Stage::Choose | Stage::ChooseOrAdd), Some(a)) => {
            Answer::Opening(Decision::Play(a.best))
        }
        _ => Answer::Nothing,
    }
}

#[cfg(test)]
mod tests;
