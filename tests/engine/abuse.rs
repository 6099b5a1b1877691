//! Engine mode fed garbage over its pipes: every bad line gets `ERROR` or `UNKNOWN` within a
//! timeout, the process never dies, and afterwards it still plays legal moves. Then a
//! property test drives the protocol session directly with random command sequences.

use std::time::Duration;

use crate::support::Engine;

use gomoku::ai::{Answer, Task};
use gomoku::engine::{Command, Info, MAX_TURN_MS, Reaction, Session, xy};
use gomoku::model::Point;
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// What the abuse tests ask of the engine beyond the shared harness.
trait Abuse {
    fn refuses(&mut self, what: &str, lines: &[Vec<u8>]);
    fn plays(&mut self, line: &str, side: usize, taken: &mut Vec<(usize, usize)>);
    fn ok(&mut self, line: &str);
}

impl Abuse for Engine {
    /// Sends lines that must each be refused, then `ABOUT` to know every reply has come: every
    /// line before ABOUT's answer is an `ERROR` or `UNKNOWN`.
    fn refuses(&mut self, what: &str, lines: &[Vec<u8>]) {
        for line in lines {
            self.send(line);
        }
        self.send(b"ABOUT");
        loop {
            let reply = self.reply_after(what);
            if reply.starts_with("name=") {
                break;
            }
            assert!(
                reply.starts_with("ERROR") || reply.starts_with("UNKNOWN"),
                "{what}: unexpected reply {reply:?}"
            );
        }
        assert!(
            self.child.try_wait().expect("status").is_none(),
            "{what}: the engine died"
        );
    }

    /// Sends a line that must be answered with a move on an empty point of a `side` board.
    fn plays(&mut self, line: &str, side: usize, taken: &mut Vec<(usize, usize)>) {
        self.send(line.as_bytes());
        let reply = self.reply_after(line);
        let (x, y) = reply
            .split_once(',')
            .and_then(|(x, y)| Some((x.parse::<usize>().ok()?, y.parse::<usize>().ok()?)))
            .unwrap_or_else(|| panic!("{line}: not a move: {reply:?}"));
        assert!(x < side && y < side, "{line}: {reply} is off the board");
        assert!(!taken.contains(&(x, y)), "{line}: {reply} is taken");
        taken.push((x, y));
    }

    fn ok(&mut self, line: &str) {
        self.send(line.as_bytes());
        assert_eq!(self.reply_after(line), "OK", "{line}");
    }
}

fn lines(texts: &[&str]) -> Vec<Vec<u8>> {
    texts.iter().map(|t| t.as_bytes().to_vec()).collect()
}

#[test]
fn garbage_of_every_kind_is_refused_and_the_engine_still_plays() {
    let mut engine = Engine::spawn();
    let mut rng = StdRng::seed_from_u64(6);
    // Random bytes, never a line break, lines of 1 to 200 bytes.
    let random: Vec<Vec<u8>> = (0..300)
        .map(|_| {
            let n = rng.random_range(1..200);
            (0..n)
                .map(|_| rng.random::<u8>())
                .filter(|&b| b != b'\n')
                .collect::<Vec<u8>>()
        })
        .filter(|l| !String::from_utf8_lossy(l).trim().is_empty())
        .collect();
    engine.refuses("random bytes", &random);
    engine.refuses("a line of a megabyte", &[vec![b'A'; 1 << 20]]);
    engine.refuses(
        "invalid UTF-8 and NUL bytes",
        &[
            b"\xff\xfe\xfd".to_vec(),
            b"TURN \xff,\xfe".to_vec(),
            b"START \xc3\x28".to_vec(),
            b"\0".to_vec(),
            b"TURN\x001,1".to_vec(),
            b"START 15\0".to_vec(),
        ],
    );
    engine.refuses(
        "commands before START",
        &lines(&[
            "BEGIN",
            "TURN 7,7",
            "BOARD",
            "DONE",
            "TAKEBACK 1,1",
            "RESTART",
        ]),
    );
    engine.refuses(
        "impossible boards and huge numbers",
        &lines(&[
            "START 0",
            "START 2",
            "START 27",
            "START 1000000",
            "START 99999999999999999999999999",
            "START -15",
            "RECTSTART 0,0",
            "RECTSTART 5",
            "RECTSTART 99999999999999999999,10",
            "INFO win_length 999",
        ]),
    );
    engine.send(b"INFO timeout_turn 100");
    engine.ok("START 15");
    let mut taken = Vec::new();
    engine.plays("TURN 7,7", 15, &mut taken);
    taken.push((7, 7));
    let (x, y) = taken[0];
    engine.refuses(
        "out-of-range, repeated and malformed points",
        &lines(&[
            "TURN 15,0",
            "TURN 0,15",
            "TURN 18446744073709551616,1",
            "TURN -1,2",
            "TURN 1",
            "TURN a,b",
            "TURN 7,7",
            &format!("TURN {x},{y}"),
            "TAKEBACK 14,14",
            "DONE",
            "3,3,1",
        ]),
    );
    // BOARD without DONE: everything but stone lines, INFO and END is refused until DONE,
    // even ABOUT.
    engine.send(b"BOARD");
    for line in ["BEGIN", "TURN 1,1", "START 15", "ABOUT", "99,99,1"] {
        engine.send(line.as_bytes());
        if line != "99,99,1" {
            let reply = engine.reply_after(line);
            assert!(reply.starts_with("ERROR"), "{line} inside BOARD: {reply}");
        }
    }
    engine.send(b"DONE");
    let reply = engine.reply_after("DONE after an off-board stone");
    assert!(reply.starts_with("ERROR"), "{reply}");
    // Still playing correctly: a fresh game, answered with legal moves.
    engine.ok("START 15");
    let mut taken = Vec::new();
    engine.plays("BEGIN", 15, &mut taken);
    for (x, y) in [(0, 0), (14, 14), (0, 14)] {
        if !taken.contains(&(x, y)) {
            taken.push((x, y));
            engine.plays(&format!("TURN {x},{y}"), 15, &mut taken);
        }
    }
    engine.send(b"END");
    let status = engine.child.wait().expect("the engine ends");
    assert!(status.success(), "{status:?}");
}

#[test]
fn end_of_input_in_the_middle_of_a_line_is_refused_and_ends_the_engine_cleanly() {
    let mut engine = Engine::spawn();
    engine.write(b"START 15\nTURN 7,");
    assert_eq!(engine.reply_after("START"), "OK");
    engine.close_input();
    let reply = engine.reply_after("a cut TURN");
    assert!(reply.starts_with("ERROR"), "{reply}");
    let status = engine.child.wait().expect("the engine ends");
    assert!(status.success(), "{status:?}");
}

fn command() -> impl Strategy<Value = Command> {
    let n = prop_oneof![0usize..30, Just(usize::MAX), any::<usize>()];
    prop_oneof![
        (3usize..30).prop_map(Command::Start),
        (n.clone(), 3usize..30).prop_map(|(w, h)| Command::RectStart(w, h)),
        Just(Command::Restart),
        Just(Command::Begin),
        (0usize..30, 0usize..30).prop_map(|(x, y)| Command::Turn(x, y)),
        (n.clone(), n.clone()).prop_map(|(x, y)| Command::Turn(x, y)),
        Just(Command::Board),
        (0usize..30, 0usize..30, 0u8..5).prop_map(|(x, y, f)| Command::Stone(x, y, f)),
        Just(Command::Swap2Board),
        (0usize..30, 0usize..30).prop_map(|(x, y)| Command::Point(x, y)),
        Just(Command::Done),
        (0usize..30, 0usize..30).prop_map(|(x, y)| Command::Takeback(x, y)),
        Just(Command::About),
        (0u32..16).prop_map(|b| Command::Info(Info::Rule(b))),
        n.prop_map(|k| Command::Info(Info::WinLength(k))),
        any::<u64>().prop_map(|t| Command::Info(Info::TimeoutTurn(t))),
        Just(Command::Empty),
        "[A-Z]{1,8}".prop_map(Command::Unknown),
        "[A-Z]{1,8} .{0,20}".prop_map(Command::Unknown),
        ".{0,20}".prop_map(Command::Malformed),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// The session never panics, every reply is a known kind, and every search is asked about
    /// a game with a legal move, whose answer is that move.
    #[test]
    fn random_command_sequences_keep_the_session_consistent(
        commands in prop::collection::vec(command(), 0..60),
    ) {
        let mut session = Session::default();
        for command in commands {
            match session.handle(command.clone()) {
                Reaction::Quit => prop_assert!(false, "only END quits, not {command:?}"),
                Reaction::Say(replies) => {
                    for reply in replies {
                        prop_assert!(
                            ["OK", "ERROR ", "UNKNOWN ", "MESSAGE ", "name="]
                                .iter()
                                .any(|start| reply.starts_with(start)),
                            "{command:?} -> {reply}"
                        );
                        prop_assert!(
                            reply.chars().all(|c| c == ' ' || c.is_ascii_graphic()),
                            "{command:?} -> {reply:?}"
                        );
                    }
                }
                Reaction::Think(search) if search.task == Task::Move => {
                    let game = &search.game;
                    prop_assert!(!game.is_over());
                    let legal: Option<Point> = game.legal_moves().next();
                    let reply = session.answer_move(legal);
                    match legal {
                        Some(p) => prop_assert_eq!(reply, xy(p)),
                        None => prop_assert!(reply.starts_with("ERROR"), "{reply}"),
                    }
                }
                Reaction::Think(search) => {
                    // A swap2 step answered with nothing: the session still owes a legal reply.
                    let stones = search.game.board().stone_count();
                    prop_assert!([0, 3, 5].contains(&stones));
                    let reply = session.answer(Answer::Nothing);
                    let points = reply.split(' ').filter(|w| w.contains(',')).count();
                    match stones {
                        0 => prop_assert_eq!(points, 3, "{}", reply),
                        _ => prop_assert!(reply == "SWAP" || points == 1, "{}", reply),
                    }
                }
            }
            if let Some(game) = session.game() {
                prop_assert!(game.history().len() <= game.board().stone_count());
                prop_assert!(game.board().rows() <= 26 && game.board().cols() <= 26);
            }
        }
    }
}

#[test]
fn an_absurd_turn_time_is_clamped_and_end_of_input_stops_the_search_at_once() {
    let mut engine = Engine::started(15);
    engine.send("INFO timeout_turn 1000000000000");
    engine.send("BEGIN");
    std::thread::sleep(Duration::from_millis(300));
    let closed = std::time::Instant::now();
    engine.close_input();
    let (x, y) = crate::support::parse_xy(&engine.reply_after("BEGIN, then end of input"))
        .expect("the move owed is still answered");
    assert!(x < 15 && y < 15);
    assert!(engine.wait_exit().success());
    assert!(
        closed.elapsed() < Duration::from_secs(2),
        "the search went on for {:?} after the input ended",
        closed.elapsed()
    );
}

#[test]
fn an_absurd_turn_time_is_clamped_to_the_documented_maximum() {
    let clock = gomoku::engine::Clock {
        timeout_turn: 1_000_000_000_000,
        ..gomoku::engine::Clock::default()
    };
    assert!(clock.budget(225).hard <= Duration::from_millis(MAX_TURN_MS));
}

#[test]
fn a_turn_time_too_long_for_any_number_is_the_ten_minute_cap_not_an_error() {
    let mut engine = Engine::started(15);
    engine.send("INFO timeout_turn 99999999999999999999999");
    let reply = engine.ask("ABOUT");
    assert!(reply.starts_with("name="), "no ERROR for the INFO: {reply}");
    assert_eq!(
        gomoku::engine::parse("INFO timeout_turn 99999999999999999999999"),
        gomoku::engine::Command::Info(gomoku::engine::Info::TimeoutTurn(u64::MAX))
    );
    let clock = gomoku::engine::Clock {
        timeout_turn: u64::MAX,
        ..gomoku::engine::Clock::default()
    };
    assert!(clock.budget(225).hard <= Duration::from_millis(MAX_TURN_MS));
}

#[test]
fn end_right_after_begin_or_a_swap2_board_writes_nothing_more_and_exits_0() {
    for owed in ["BEGIN", "SWAP2BOARD\nDONE"] {
        let mut engine = Engine::spawn();
        assert_eq!(engine.ask("START 15"), "OK");
        // A long turn: the search is still on when END arrives.
        engine.send("INFO timeout_turn 5000");
        engine.send(format!("{owed}\nEND"));
        assert!(engine.wait_exit().success());
        assert_eq!(
            engine.rest(),
            Vec::<String>::new(),
            "after {owed:?} and END"
        );
    }
}

#[test]
fn a_flood_of_board_lines_is_refused_and_the_engine_plays_on() {
    let mut engine = Engine::started(9);
    engine.send("BOARD");
    let mut flood = Vec::new();
    for i in 0..200_000 {
        flood.extend_from_slice(format!("{},{},1\n", i % 9, (i / 9) % 9).as_bytes());
    }
    engine.write(&flood);
    let reply = engine.ask("DONE");
    assert!(
        reply.starts_with("ERROR ") && reply.contains("81 points"),
        "{reply}"
    );
    let mut taken = vec![(4, 4)];
    engine.plays("TURN 4,4", 9, &mut taken);
}

#[test]
fn control_bytes_in_bad_lines_are_never_echoed() {
    let mut engine = Engine::started(15);
    for line in [
        &b"HELLO \x1b[2J\x1b]0;title\x07\0"[..],
        b"TURN \x1b[31m,\r1",
        b"START \x9b\xc2\x9b",
        b"\x1b\x1b\x1b",
        b"INFO timeout_turn \r\x1b",
        b"BOARDX \x00\x7f",
    ] {
        engine.send(line);
        let reply = engine.reply_after(&String::from_utf8_lossy(line));
        assert!(
            reply.starts_with("ERROR ") || reply.starts_with("UNKNOWN "),
            "{reply:?}"
        );
        assert!(
            reply.bytes().all(|b| b == b' ' || b.is_ascii_graphic()),
            "{line:?} was echoed as {reply:?}"
        );
    }
}

#[test]
fn the_largest_timeouts_still_give_a_budget_within_the_limit() {
    for turn in [u64::MAX, u64::MAX / 10, 1 << 62] {
        let clock = gomoku::engine::Clock {
            timeout_turn: turn,
            ..gomoku::engine::Clock::default()
        };
        let budget = clock.budget(225);
        assert!(budget.search <= budget.hard, "{turn}: {budget:?}");
        assert!(budget.search > Duration::from_secs(1), "{turn}: {budget:?}");
    }
}

#[test]
fn a_log_file_that_is_a_fifo_with_no_reader_does_not_hold_the_engine_up() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = crate::scratch::Scratch::new("log-fifo");
    let fifo = dir.join("log");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let mut child = Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .arg("engine")
        .env("GOMOKU_LOG", "info")
        .env("GOMOKU_LOG_FILE", &fifo)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("piped");
    stdin
        .write_all(b"START 9\nEND\n")
        .expect("the engine reads");
    drop(stdin);
    let deadline = std::time::Instant::now() + crate::support::REPLY;
    let status = loop {
        if let Some(status) = child.try_wait().expect("poll") {
            break status;
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("the engine waited for a reader of its log");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success());
}
