//! Analysis with several lines (`Task::Analyse`, multi-PV): distinct candidates best first,
//! each with its line, improvements streamed while the search goes on, and a stop that holds.

use std::sync::atomic::Ordering;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use gomoku::ai::{Analysis, Answer, Level, Limits, Task, WIN, respond};
use gomoku::model::Game;

use crate::support::moves;

const MIDDLE_GAME: &str = "H8 I9 I8 G8 J8 K8 H9 H10 G10 J7 I10 F7 H7 I6";

fn lines_of(answer: Answer) -> Vec<Analysis> {
    match answer {
        Answer::Lines(lines) => lines,
        other => panic!("lines, not {other:?}"),
    }
}

fn three_lines(game: &Game, limits: &Limits) -> Vec<Analysis> {
    let task = Task::Analyse { lines: 3 };
    lines_of(respond(game, task, Level::Master, limits, None))
}

#[test]
fn three_lines_are_three_distinct_legal_moves_best_first_each_with_its_line() {
    let game = moves(15, 5, MIDDLE_GAME);
    let limits = Limits::with_time(Duration::from_secs(60)).with_nodes(200_000);
    let found = three_lines(&game, &limits);
    assert_eq!(found.len(), 3, "{found:?}");
    let mut bests: Vec<_> = found.iter().map(|a| a.best).collect();
    bests.dedup();
    assert_eq!(bests.len(), 3, "distinct: {found:?}");
    assert!(
        found.windows(2).all(|w| w[0].score >= w[1].score),
        "{found:?}"
    );
    for a in &found {
        assert!(game.check(a.best).is_ok(), "{a:?}");
        assert_eq!(a.pv.first(), Some(&a.best), "{a:?}");
        assert!(a.depth >= 3, "{a:?}");
    }
}

#[test]
fn a_forced_win_is_the_line_that_comes_first() {
    // Black's open three on row 8 (H8 I8 J8): black to move makes an open four and wins.
    let game = moves(15, 5, "H8 A1 I8 A3 J8 A5");
    let limits = Limits::with_time(Duration::from_secs(60)).with_nodes(100_000);
    let found = three_lines(&game, &limits);
    assert!(found[0].score > WIN - 100, "{found:?}");
    assert!(
        ["G8", "K8"].contains(&found[0].best.notation(15).as_str()),
        "{found:?}"
    );
}

#[test]
fn the_lines_stream_as_they_deepen_and_a_cancel_stops_the_analysis_at_once() {
    let game = moves(15, 5, MIDDLE_GAME);
    let (to, from) = mpsc::channel();
    let limits = Limits {
        progress: Some(to),
        ..Limits::with_time(Duration::from_secs(3600))
    };
    let cancel = limits.cancel.clone();
    let started = Instant::now();
    let search = std::thread::spawn(move || {
        respond(
            &game,
            Task::Analyse { lines: 3 },
            Level::Master,
            &limits,
            None,
        )
    });
    let mut depths = Vec::new();
    while let Ok(lines) = from.recv_timeout(Duration::from_secs(60)) {
        depths.push(lines[0].depth);
        if depths.len() >= 4 {
            break;
        }
    }
    assert!(depths.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
    assert!(depths.len() >= 4, "{depths:?}");
    cancel.store(true, Ordering::Relaxed);
    let stopped = Instant::now();
    let answer = search.join().expect("the analysis ends");
    assert!(
        stopped.elapsed() < Duration::from_secs(2),
        "{:?}",
        stopped.elapsed()
    );
    assert!(started.elapsed() < Duration::from_secs(120));
    // What it had found by then is the answer.
    assert_eq!(lines_of(answer).len(), 3);
}
