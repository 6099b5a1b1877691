//! Thinking on the player's time: off by default; when on, the computer ponders after its own
//! move against a human, its search is handed to its next move, and it stops as soon as it
//! cannot help (an undo, the game over).

use std::time::Duration;

use gomoku::ai::Level;
use gomoku::model::Stone;
use gomoku::settings::{BoardSettings, ComputerSettings, Mode, PlayerSettings, Settings};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App};

const WAIT: Duration = Duration::from_secs(20);

fn against_hard(ponder: bool) -> Driver {
    let mut app = Driver::new(
        App::new(Settings {
            players: PlayerSettings {
                mode: Mode::Pvc,
                human: Stone::Black,
            },
            computer: ComputerSettings {
                level_white: Level::Hard,
                time_ms: 200,
                ponder,
                ..Default::default()
            },
            ..Settings::default()
        })
        .expect("valid settings"),
    );
    app.set_seed(Some(3));
    app
}

/// The reply a pondering searches, waiting for its thread to guess it when it had none.
fn guessed(ponder: &gomoku::ai::Ponder) -> gomoku::model::Point {
    let deadline = std::time::Instant::now() + WAIT;
    loop {
        if let Some(p) = ponder.guessed() {
            return p;
        }
        assert!(std::time::Instant::now() < deadline, "a guess is made");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The player's move, then the computer's answer.
fn exchange(app: &mut Driver, point: &str) {
    app.play(&[point]);
    assert!(app.wait_for_computer(WAIT), "the computer answers");
}

#[test]
fn off_by_default_nothing_runs_between_the_computers_moves() {
    assert!(!Settings::default().computer.ponder);
    let mut app = against_hard(false);
    exchange(&mut app, "H8");
    assert!(app.play.pondering.is_none());
}

#[test]
fn on_it_ponders_after_its_move_and_hands_the_search_to_its_next_move() {
    let mut app = against_hard(true);
    exchange(&mut app, "H8");
    let pondering = app
        .play
        .pondering
        .as_ref()
        .expect("pondering on the player's time");
    assert!(pondering.follows(&app.play.game), "from the position now");
    // The reply it expects, played.
    let guess = guessed(pondering).notation(15);
    exchange(&mut app, &guess);
    assert_eq!(
        app.play.game.history().len(),
        4,
        "the computer answered the guess"
    );
    // The pondering of move 2 would not follow a game of four moves.
    let game = &app.play.game;
    assert!(
        app.play.pondering.as_ref().is_some_and(|p| p.follows(game)),
        "its next move's search went to the answer; a new one ponders the next reply"
    );
}

#[test]
fn an_undo_stops_pondering_at_once() {
    let mut app = against_hard(true);
    exchange(&mut app, "H8");
    assert!(app.play.pondering.is_some());
    app.update(Action::Undo);
    assert!(app.play.pondering.is_none());
}

#[test]
fn a_game_that_ends_stops_pondering() {
    let mut app = Driver::new(
        App::new(Settings {
            board: BoardSettings {
                rows: 3,
                cols: 3,
                win: 3,
                ..Default::default()
            },
            players: PlayerSettings {
                mode: Mode::Pvc,
                ..Default::default()
            },
            computer: ComputerSettings {
                level_white: Level::Hard,
                time_ms: 100,
                ponder: true,
                ..Default::default()
            },
            ..Settings::default()
        })
        .expect("valid settings"),
    );
    while !app.play.game.is_over() {
        let board = app.play.game.board();
        let empty = board.points().find(|&p| board.get(p).is_none());
        app.play.cursor = empty.expect("a point is free while the game goes on");
        app.update(Action::Select);
        if !app.play.game.is_over() {
            assert!(app.wait_for_computer(WAIT), "the computer answers");
        }
    }
    assert!(app.play.pondering.is_none());
}

#[test]
fn turning_the_setting_off_stops_pondering_at_once() {
    let mut app = against_hard(true);
    exchange(&mut app, "H8");
    assert!(app.play.pondering.is_some());
    let off = Settings {
        computer: ComputerSettings {
            ponder: false,
            ..app.settings.computer.clone()
        },
        ..app.settings.clone()
    };
    app.adopt(off);
    assert!(app.play.pondering.is_none());
    assert_eq!(app.play.game.history().len(), 2, "the game stays");
}
