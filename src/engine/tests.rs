//! Engine mode's loop: input read while thinking, floods, `END`, and searches past the hard
//! deadline.

use super::*;
use crate::ai::{Level, Limits};
use crate::model::{Game, Point, Rules};
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

/// Searches `moves` as a search that would think for half a minute but must answer within
/// 1.5 s, as one slowed down by a loaded machine; returns the answer and how long it took.
fn overrunning(moves: &[(usize, usize)], task: Task) -> (Answer, Duration) {
    let points: Vec<_> = moves.iter().map(|&(x, y)| Point::new(y, x)).collect();
    let search = Box::new(Search {
        game: Game::from_moves(Rules::default(), &points).expect("legal moves"),
        level: Level::Master,
        limits: Limits {
            time: Duration::from_secs(30),
            threads: 1,
            seed: Some(1),
            ..Limits::default()
        },
        budget: Budget {
            search: Duration::from_secs(30),
            hard: Duration::from_millis(1500),
        },
        task,
    });
    // The input stays open: its end would stop the search before the deadline.
    let (_input, lines) = mpsc::sync_channel(READ_AHEAD);
    let (answer_tx, answers) = mpsc::channel();
    let (mut pending, mut eof) = (VecDeque::new(), false);
    let waiting = Waiting {
        lines: &lines,
        answers: &answers,
        pending: &mut pending,
        eof: &mut eof,
    };
    let start = Instant::now();
    match search_while_reading(search, None, 1, &answer_tx, waiting) {
        Thought::Answered(answer) => (answer, start.elapsed()),
        Thought::Quit => panic!("nothing asked the engine to quit"),
    }
}

#[test]
fn a_move_past_the_hard_deadline_is_the_last_finished_iterations() {
    let (answer, took) = overrunning(&[(7, 7), (8, 8), (8, 6), (6, 8)], Task::Move);
    assert!(took >= Duration::from_millis(1500), "answered in {took:?}");
    let Answer::Move { analysis, .. } = answer else {
        panic!("not a move: {answer:?}")
    };
    assert!(analysis.depth >= 1, "{analysis:?}");
}

#[test]
fn a_swap2_choice_past_the_hard_deadline_still_takes_the_better_colour() {
    // White's two stones stand in the centre beside black's, and white is to move: the
    // judge takes white, and white's move is still played when its search is cut off.
    let five = [(7, 7), (8, 7), (7, 9), (8, 8), (6, 8)];
    let (answer, took) = overrunning(&five, Task::Opening(Stage::Choose));
    assert!(took >= Duration::from_millis(1500), "answered in {took:?}");
    let Answer::Opening(Decision::Play(p)) = answer else {
        panic!("white is not taken: {answer:?}")
    };
    assert!(!five.contains(&(p.col, p.row)), "{p:?}");
}

#[test]
fn end_stops_before_later_lines() {
    let lines = transcript(b"START 9\nEND\nABOUT\n");
    assert_eq!(lines, ["OK"]);
}
