//! Key-press latency through a real pseudo-terminal: from writing a cursor key to the moved
//! cursor in the parsed screen. A measurement, not a check: ignored by default, run with
//! `cargo test --test pty_latency -- --ignored --nocapture`.

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
