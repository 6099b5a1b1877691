//! The engine's review of a game (`g` in review): every move judged in the background with a
//! progress bar, then marks in the move list, "best was" for the move shown, a summary of each
//! side, a graph, and keys that jump between the marked moves.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gomoku::ai::review::Mark;
use gomoku::record::Record;
use gomoku::settings::Settings;
use gomoku::tui::app::Files;
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App};

/// The shipped sample in which Black lets a forced win go at move 11, open in review.
fn missed_win() -> Driver {
    let mut app = Driver::new(App::new(Settings::default()).expect("valid settings"));
    app.settings.computer.time_ms = 300;
    app.update(Action::Open);
    // The samples: tic-tac-toe, the VCF win, the missed win, the Renju loss.
    app.update(Action::Down);
    app.update(Action::Down);
    app.update(Action::Select);
    assert_eq!(
        app.learning.review.as_ref().map(|r| r.len()),
        Some(47),
        "the sample"
    );
    app
}

/// The sample with the engine's review started, and the flag that stops its searches.
fn reviewing() -> (Driver, Arc<AtomicBool>) {
    let mut app = missed_win();
    app.update(Action::Judge);
    let stop = app
        .learning
        .judging
        .as_ref()
        .expect("reviewing")
        .stop_flag();
    (app, stop)
}

fn screen(app: &mut Driver) -> String {
    crate::fit::lines(&crate::fit::buffer(app, (120, 40))).join("\n")
}

fn wait_for_the_review(app: &mut Driver) {
    let done = |a: &App| a.learning.judging.as_ref().is_some_and(|j| j.finished);
    assert!(
        app.wait_until(Duration::from_secs(120), done),
        "the review did not end"
    );
}

#[test]
fn the_review_marks_the_missed_forced_win_with_the_move_that_won() {
    let mut app = missed_win();
    app.update(Action::Judge);
    let running = screen(&mut app);
    assert!(running.contains("Engine review: "), "{running}");
    wait_for_the_review(&mut app);
    let judging = app.learning.judging.as_ref().expect("reviewed");
    let eleven = judging.of_move(11).expect("move 11 judged");
    assert_eq!(eleven.mark, Some(Mark::Blunder), "{eleven:?}");
    let better = eleven.better.as_ref().expect("a better move");
    assert_eq!(better.best.notation(15), "I11");
    // Stepping to it with the marks' keys: the first mark from the start is at or before it.
    app.update(Action::First);
    let mut stops = Vec::new();
    for _ in 0..47 {
        app.update(Action::NextMark);
        let at = app.learning.review.as_ref().map_or(0, |r| r.index());
        if stops.last() == Some(&at) {
            break;
        }
        stops.push(at);
    }
    assert!(stops.contains(&11), "{stops:?}");
    app.update(Action::First);
    for _ in 0..47 {
        app.update(Action::NextMark);
        if app.learning.review.as_ref().map(|r| r.index()) == Some(11) {
            break;
        }
    }
    let shown = screen(&mut app);
    assert!(shown.contains("11 D11??: best was I11"), "{shown}");
    assert!(
        shown.contains(" 11 D11 ??"),
        "the move list's mark: {shown}"
    );
    assert!(shown.contains("Black: "), "the summary: {shown}");
    assert!(shown.contains("Black's chance"), "the graph: {shown}");
    // The graph is drawn in braille, with the move shown as a line across it.
    assert!(
        shown
            .chars()
            .any(|c| ('\u{2801}'..='\u{28ff}').contains(&c)),
        "{shown}"
    );
    app.update(Action::PreviousMark);
    assert!(app.learning.review.as_ref().is_some_and(|r| r.index() < 11));
    // Saved, the game keeps the review in its comments, after the sample's own.
    let dir = crate::scratch::Scratch::new("annotated");
    app.set_files(Files {
        store: None,
        saved: Settings::default(),
        games_dir: Some(dir.path().to_path_buf()),
    });
    app.update(Action::Save);
    let saved = std::fs::read_dir(dir.path())
        .expect("the games folder")
        .filter_map(Result::ok)
        .find(|e| e.path().extension().is_some_and(|x| x == "sgf"))
        .expect("a saved game");
    let record = Record::load(&saved.path()).expect("it reads back");
    let eleven = &record.meta.comments[&11];
    assert!(eleven.starts_with("I11 won by force here"), "{eleven}");
    assert!(eleven.contains("?? best was I11 (I11"), "{eleven}");
    assert!(
        record.meta.comments.len() >= 40,
        "a verdict after each move"
    );
}

#[test]
fn stepping_never_waits_and_leaving_the_review_stops_it() {
    let (mut app, stop) = reviewing();
    let started = Instant::now();
    for _ in 0..20 {
        app.update(Action::Left);
    }
    assert!(started.elapsed() < Duration::from_millis(500));
    assert_eq!(app.learning.review.as_ref().map(|r| r.index()), Some(27));
    app.update(Action::Close);
    assert!(app.learning.judging.is_none());
    assert!(
        stop.load(Ordering::Relaxed),
        "its searches are told to stop"
    );
}

#[test]
fn g_again_stops_a_review_under_way() {
    let (mut app, stop) = reviewing();
    app.update(Action::Judge);
    assert!(app.learning.judging.is_none());
    assert!(stop.load(Ordering::Relaxed));
}
