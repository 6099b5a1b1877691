//! Latency through real pseudo-terminals: from writing a cursor key to the moved cursor in the
//! parsed screen; and between two programs playing over the loopback, from a move typed on one
//! to its stone on the other's screen. Measurements, not checks: ignored by default, run with
//! `cargo test --release --test pty latency -- --ignored --nocapture`.

use std::time::{Duration, Instant};

use crate::support::{DEADLINE, Session, cursor_on, intersection};

const PRESSES: usize = 200;

/// Whether the cursor is on intersection (row, col).
fn cursor_at(screen: &vt100::Screen, row: usize, col: usize) -> bool {
    intersection(screen, row, col).is_some_and(|(y, x)| cursor_on(screen, y, x))
}

#[test]
#[ignore = "a measurement; prints the median and 90th percentile"]
fn key_to_screen_latency() {
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_for("the cursor on H8", |s| cursor_at(s, 7, 7));
    let mut times = Vec::with_capacity(PRESSES);
    for i in 0..PRESSES {
        // Right then left, so the cursor moves every time.
        let (key, col) = if i % 2 == 0 { (b"l", 8) } else { (b"h", 7) };
        let start = Instant::now();
        game.send(key);
        while !game.screen(|s| cursor_at(s, 7, col)) {
            assert!(start.elapsed() < DEADLINE, "the cursor did not move");
            std::thread::sleep(Duration::from_micros(100));
        }
        times.push(start.elapsed());
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    eprintln!(
        "{PRESSES} key presses: median {:?}, p90 {:?}, min {:?}, max {:?}",
        at(0.5),
        at(0.9),
        times[0],
        times[times.len() - 1]
    );
    game.send(b"q");
    game.expect_clean_exit();
}

/// Points of a 15x15 board no line of five can be made of, as black and white take them in
/// turn: black's where `(col + 2 row) mod 4` is 0 or 1, white's where it is 2 or 3.
fn points_without_five() -> Vec<gomoku::model::Point> {
    use gomoku::model::Point;
    let all: Vec<Point> = (0..15)
        .flat_map(|row| (0..15).map(move |col| Point::new(row, col)))
        .collect();
    let black = all.iter().filter(|p| (p.col + 2 * p.row) % 4 < 2);
    let white = all.iter().filter(|p| (p.col + 2 * p.row) % 4 >= 2);
    black.zip(white).flat_map(|(b, w)| [*b, *w]).collect()
}

#[test]
#[ignore = "a measurement; prints the median and 90th percentile"]
fn move_to_the_other_screen_latency() {
    use crate::network::{free_port, join, shown_code};
    use crate::support::stone_at;
    use gomoku::model::Stone;
    let port = free_port().to_string();
    let args = ["host", "--port", &port, "--seat", "first", "--name", "Ann"];
    let host = Session::start_sized(&args, 100, 30);
    let code = shown_code(&host, "code: ");
    let joiner = join(&format!("127.0.0.1:{port}"), &code);
    joiner.wait_text("Ann");
    let mut times = Vec::new();
    for (i, p) in points_without_five().into_iter().take(100).enumerate() {
        let (mover, other, stone) = match i % 2 {
            0 => (&host, &joiner, Stone::Black),
            _ => (&joiner, &host, Stone::White),
        };
        let start = Instant::now();
        mover.send(format!(":{}\r", p.notation(15)).as_bytes());
        let shown = |s: &vt100::Screen| {
            intersection(s, p.row, p.col).is_some_and(|(y, x)| stone_at(s, y, x) == Some(stone))
        };
        while !other.screen(shown) {
            assert!(start.elapsed() < DEADLINE, "{p:?} did not show");
            std::thread::sleep(Duration::from_micros(100));
        }
        times.push(start.elapsed());
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    eprintln!(
        "{} moves typed on one screen until shown on the other: median {:?}, p90 {:?}, min {:?}, max {:?}",
        times.len(),
        at(0.5),
        at(0.9),
        times[0],
        times[times.len() - 1]
    );
}
