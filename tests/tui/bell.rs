//! The bell: off by default; when on, it rings once when the computer has moved and once when a
//! game ends, and never for the player's own moves.

use std::time::Duration;

use gomoku::ai::Level;
use gomoku::settings::{ComputerSettings, LookSettings, Mode, PlayerSettings, Settings};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App};

fn app(settings: Settings) -> Driver {
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    app.set_seed(Some(7));
    app
}

fn against_the_computer(bell: bool) -> Driver {
    app(Settings {
        players: PlayerSettings {
            mode: Mode::Pvc,
            ..Default::default()
        },
        computer: ComputerSettings {
            level_white: Level::Easy,
            time_ms: 50,
            ..Default::default()
        },
        looks: LookSettings {
            bell,
            ..Default::default()
        },
        ..Settings::default()
    })
}

#[test]
fn the_bell_is_off_unless_asked_for() {
    assert!(!Settings::default().looks.bell);
    let mut app = against_the_computer(false);
    app.play(&["H8"]);
    assert!(app.wait_for_computer(Duration::from_secs(10)));
    assert!(!app.take_ring());
}

#[test]
fn the_bell_rings_when_the_computer_has_moved_not_for_the_players_move() {
    let mut app = against_the_computer(true);
    app.play(&["H8"]);
    assert!(!app.take_ring(), "the player's own move is silent");
    assert!(app.wait_for_computer(Duration::from_secs(10)));
    assert_eq!(app.play.game.history().len(), 2);
    assert!(app.take_ring());
    assert!(!app.take_ring(), "once per move");
}

#[test]
fn the_bell_rings_when_a_game_ends() {
    let mut app = app(Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        looks: LookSettings {
            bell: true,
            ..Default::default()
        },
        ..Settings::default()
    });
    app.play(&["H8", "H9", "I8", "I9", "J8", "J9", "K8", "K9"]);
    assert!(!app.take_ring());
    app.play(&["L8"]);
    assert!(app.play.game.is_over());
    assert!(app.take_ring());
    // Taking the end back is silent.
    app.update(Action::Undo);
    assert!(!app.take_ring());
}
