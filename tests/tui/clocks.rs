//! The clocks in the app, as a saved game keeps them: the time control and each mover's time
//! left after each move go into the record, and a flag that falls is the record's result.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::scratch::Scratch;
use gomoku::model::clock::SideTime;
use gomoku::model::{Ending, Stone};
use gomoku::record::Record;
use gomoku::tui::Action;
use gomoku::tui::driver::Driver;

/// Two players at one keyboard with `clock`, saving into a scratch folder named `name`; the
/// clocks have seen their first tick at the instant returned.
fn timed(clock: &str, name: &str) -> (Scratch, Driver, Instant) {
    let games = Scratch::new(name);
    let mut app = crate::records::pvp(games.path());
    let mut settings = app.settings.clone();
    settings.board.clock = clock.parse().expect("a time control");
    app.apply(settings);
    let t0 = Instant::now();
    app.tick(t0);
    (games, app, t0)
}

/// Saves the game and reads back the one file in `games`.
fn saved(app: &mut Driver, games: &Path) -> Record {
    app.update(Action::Save);
    the_saved_game(games)
}

/// The one game saved in `games`, read back.
pub(crate) fn the_saved_game(games: &Path) -> Record {
    let files: Vec<_> = std::fs::read_dir(games)
        .expect("the games folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    Record::load(&files[0]).expect("the saved game reads back")
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn a_saved_timed_game_keeps_its_control_and_each_movers_time_after_each_move() {
    let (games, mut app, t0) = timed("10+5", "clock-times");
    app.tick(t0 + secs(3));
    app.play(&["H8"]);
    app.tick(t0 + secs(10));
    app.play(&["J8"]);
    let record = saved(&mut app, games.path());
    assert_eq!(record.meta.clock, Some("10+5".parse().expect("a control")));
    let left = |s| SideTime {
        main: secs(s),
        periods: 0,
    };
    // Black spent 3 s and gained 5; white spent 7 and gained 5.
    assert_eq!(
        record.meta.times.into_iter().collect::<Vec<_>>(),
        vec![(1, left(602)), (2, left(598))]
    );
}

#[test]
fn a_flag_that_fell_is_the_saved_games_result() {
    let (games, mut app, t0) = timed("1+0", "clock-flag");
    app.play(&["H8"]);
    app.tick(t0 + secs(61));
    let ending = Ending::Time {
        loser: Stone::White,
    };
    assert_eq!(app.play.game.ending(), Some(ending));
    let record = saved(&mut app, games.path());
    assert_eq!(record.meta.result.as_deref(), Some("B+T"));
    assert_eq!(record.game().ending(), Some(ending), "read back ended");
}
