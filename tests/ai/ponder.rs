//! Thinking on the opponent's time: a ponder hit answers for the position reached, a miss
//! answers nothing, and stopping leaves no search running.

use std::time::{Duration, Instant};

use gomoku::ai::{Level, Limits, Ponder};
use gomoku::model::Point;

use crate::support::moves as game;

#[test]
fn a_ponder_hit_answers_for_the_position_reached() {
    // White to move; pondering guesses white's reply and searches black's answer to it.
    let g = game(15, 5, "H8 I9 H9");
    let guess = Point::parse_notation("H10", 15, 15).expect("a point");
    let limits = Limits::with_time(Duration::from_millis(200));
    let ponder =
        Ponder::start(&g, Some(guess), Level::Master, &limits).expect("something to ponder");
    std::thread::sleep(Duration::from_millis(100));
    let mut reached = g.clone();
    reached.play(guess).expect("legal");
    let a = ponder
        .finish(&reached, Duration::from_millis(100))
        .expect("a hit gives an answer");
    assert!(reached.check(a.best).is_ok(), "{a:?}");
    assert!(a.depth >= 1);
}

#[test]
fn a_miss_answers_nothing_and_returns_at_once() {
    let g = game(15, 5, "H8 I9 H9");
    let limits = Limits::with_time(Duration::from_millis(200));
    let guess = Point::parse_notation("H10", 15, 15).expect("a point");
    let ponder =
        Ponder::start(&g, Some(guess), Level::Master, &limits).expect("something to ponder");
    std::thread::sleep(Duration::from_millis(50));
    let mut other = g.clone();
    other
        .play(Point::parse_notation("H7", 15, 15).expect("a point"))
        .expect("legal");
    let started = Instant::now();
    assert!(ponder.finish(&other, Duration::from_secs(5)).is_none());
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[test]
fn stopping_or_dropping_ends_the_search_promptly() {
    let g = game(19, 5, "J10 K11 K10 L10 J9 J11 K8");
    let limits = Limits::with_time(Duration::from_millis(200));
    // No guess: a quick search makes one.
    let ponder = Ponder::start(&g, None, Level::Master, &limits).expect("something to ponder");
    std::thread::sleep(Duration::from_millis(50));
    let started = Instant::now();
    ponder.stop();
    assert!(started.elapsed() < Duration::from_secs(2));
    let ponder = Ponder::start(&g, None, Level::Master, &limits).expect("something to ponder");
    let started = Instant::now();
    drop(ponder);
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[test]
fn nothing_is_pondered_once_the_game_is_over_or_for_an_illegal_guess() {
    let over = game(15, 5, "H8 A1 I8 A2 J8 A3 K8 A4 L8");
    assert!(Ponder::start(&over, None, Level::Master, &Limits::default()).is_none());
    let g = game(15, 5, "H8");
    let taken = Point::parse_notation("H8", 15, 15).expect("a point");
    assert!(Ponder::start(&g, Some(taken), Level::Master, &Limits::default()).is_none());
}
