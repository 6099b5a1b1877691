//! The swap and swap2 openings in the game between humans: every branch of both rules, undo
//! and redo through the choices, a saved swap2 game that loads back with its choices, the
//! settings panel's line (the computer's part: `opening_computer.rs`).

use std::time::Duration;

use crate::records::screen_text;
use crate::scratch::Scratch;
use clap::Parser;
use gomoku::ai::Level;
use gomoku::cli::Cli;
use gomoku::model::{Choice, Opening, Point, Seat, Step, Stone};
use gomoku::record::Record;
use gomoku::settings::startup::prepare_with;
use gomoku::settings::{
    BoardSettings, ComputerSettings, Mode, PlayerSettings, Settings, SettingsStore,
};
use gomoku::tui::app::{Field, Files, Overlay, SettingsPanel};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App};

pub(crate) const WAIT: Duration = Duration::from_secs(60);

pub(crate) fn app(opening: Opening, mode: Mode, human: Stone) -> Driver {
    let settings = Settings {
        board: BoardSettings {
            opening,
            ..Default::default()
        },
        players: PlayerSettings { mode, human },
        computer: ComputerSettings {
            level_black: Level::Hard,
            level_white: Level::Hard,
            time_ms: 300,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    app.set_seed(Some(11));
    app
}

fn pvp(opening: Opening) -> Driver {
    app(opening, Mode::Pvp, Stone::Black)
}

pub(crate) fn play(app: &mut Driver, moves: &[&str]) {
    for m in moves {
        let p = Point::parse_notation(m, 15, 15).expect("a point");
        app.play.cursor = p;
        let before = app.play.game.history().len();
        app.update(Action::Select);
        assert_eq!(
            app.play.game.history().len(),
            before + 1,
            "{m} was not played: {:?}",
            app.message
        );
    }
}

pub(crate) fn status(app: &Driver) -> String {
    app.opening_status().unwrap_or_default()
}

pub(crate) fn message(app: &Driver) -> String {
    app.message.clone().unwrap_or_default()
}

/// The first three stones between humans, with what the status line says before each.
fn open_three(app: &mut Driver) {
    for (n, (point, stone)) in [("H8", "black"), ("H9", "white"), ("J10", "black")]
        .into_iter()
        .enumerate()
    {
        let said = status(app);
        assert!(
            said.contains("First player: place black, white, black")
                && said.contains(&format!("now {stone} ({} of 3)", n + 1)),
            "{said}"
        );
        play(app, &[point]);
    }
}

fn black_seat(app: &Driver) -> Seat {
    app.shown().progress().black
}

#[test]
fn swap_the_second_player_takes_black_and_the_first_plays_white() {
    let mut app = pvp(Opening::Swap);
    open_three(&mut app);
    let said = status(&app);
    assert!(
        said.starts_with("swap · Second player chooses: b black, or play white"),
        "{said}"
    );
    assert!(!said.contains("two more"), "swap has no two more: {said}");
    app.update(Action::TakeBlack);
    assert_eq!(black_seat(&app), Seat::Second);
    assert_eq!(app.shown().progress().step, Step::Play);
    assert_eq!(app.play.game.to_move(), Stone::White);
    assert_eq!(app.acting_seat(), Seat::First, "the first player has white");
    assert_eq!(
        message(&app),
        "The second player takes black; white moves next"
    );
    assert_eq!(app.opening_status(), None, "the opening is over");
    assert!(
        screen_text(&mut app).contains("White (first player) to move"),
        "{}",
        screen_text(&mut app)
    );
    play(&mut app, &["G7"]);
    assert_eq!(app.acting_seat(), Seat::Second);
    assert_eq!(app.message, None, "the next move answers what was said");
    assert!(screen_text(&mut app).contains("Black (second player) to move"));
}

#[test]
fn swap_the_second_player_takes_white_by_playing_it() {
    let mut app = pvp(Opening::Swap);
    open_three(&mut app);
    play(&mut app, &["G7"]);
    assert_eq!(
        message(&app),
        "The second player takes white with that stone"
    );
    assert_eq!(black_seat(&app), Seat::First);
    assert_eq!(
        app.acting_seat(),
        Seat::First,
        "black moves, the first player"
    );
    assert_eq!(app.play.game.board().stone_count(), 4);
}

#[test]
fn swap_has_no_two_more_and_nothing_is_chosen_outside_the_choice() {
    let mut app = pvp(Opening::Swap);
    app.update(Action::TakeBlack);
    assert!(
        message(&app).starts_with("Nothing to choose now"),
        "{}",
        message(&app)
    );
    open_three(&mut app);
    app.update(Action::PlaceTwo);
    assert_eq!(
        message(&app),
        "Two more stones are placed only in swap2, by the second player after the first three"
    );
    assert!(app.play.game.choices().is_empty());
    let mut free = pvp(Opening::Free);
    free.update(Action::TakeBlack);
    assert_eq!(
        message(&free),
        "Colours are chosen only in the swap and swap2 openings (settings: Opening)"
    );
}

#[test]
fn swap2_the_second_player_takes_black_or_white_after_three() {
    let mut black = pvp(Opening::Swap2);
    open_three(&mut black);
    let said = status(&black);
    assert!(
        said == "swap2 · Second player chooses: b black, play white, or 2 two more",
        "{said}"
    );
    black.update(Action::TakeBlack);
    assert_eq!(black_seat(&black), Seat::Second);
    assert_eq!(black.acting_seat(), Seat::First);

    let mut white = pvp(Opening::Swap2);
    open_three(&mut white);
    play(&mut white, &["G7"]);
    assert_eq!(black_seat(&white), Seat::First);
    assert_eq!(white.shown().progress().step, Step::Play);
}

/// Three stones, two more by the second player: the first player is to choose.
fn two_more(app: &mut Driver) {
    open_three(app);
    app.update(Action::PlaceTwo);
    assert_eq!(
        app.message, None,
        "the opening's sentence says what comes next"
    );
    assert!(
        status(app)
            .contains("Second player: place two more, white then black — now white (1 of 2)"),
        "{}",
        status(app)
    );
    assert_eq!(app.acting_seat(), Seat::Second);
    play(app, &["G7"]);
    assert!(
        status(app).contains("now black (2 of 2)"),
        "{}",
        status(app)
    );
    assert_eq!(
        app.acting_seat(),
        Seat::Second,
        "the second player places black's stone too"
    );
    play(app, &["K11"]);
    assert_eq!(
        status(app),
        "swap2 · two more placed · First player chooses: b black, or play white"
    );
}

#[test]
fn swap2_after_two_more_the_first_player_takes_black() {
    let mut app = pvp(Opening::Swap2);
    two_more(&mut app);
    app.update(Action::PlaceTwo);
    assert!(
        message(&app).starts_with("Two more stones are placed only"),
        "only once"
    );
    app.update(Action::TakeBlack);
    assert_eq!(
        message(&app),
        "The first player takes black; white moves next"
    );
    assert_eq!(black_seat(&app), Seat::First);
    assert_eq!(
        app.acting_seat(),
        Seat::Second,
        "the second player has white and moves"
    );
    assert_eq!(
        app.play.game.choices(),
        &[(3, Choice::Add), (5, Choice::Swap)]
    );
}

#[test]
fn swap2_after_two_more_the_first_player_takes_white_by_playing_it() {
    let mut app = pvp(Opening::Swap2);
    two_more(&mut app);
    play(&mut app, &["F6"]);
    assert_eq!(
        message(&app),
        "The first player takes white with that stone"
    );
    assert_eq!(black_seat(&app), Seat::Second);
    assert_eq!(
        app.acting_seat(),
        Seat::Second,
        "black, the second player, moves"
    );
}

#[test]
fn undo_and_redo_step_through_the_choices_as_through_moves() {
    let mut app = pvp(Opening::Swap2);
    two_more(&mut app);
    app.update(Action::TakeBlack);
    play(&mut app, &["L12"]);
    let end = (
        app.play.game.history().to_vec(),
        app.play.game.choices().to_vec(),
    );
    app.update(Action::Undo);
    assert_eq!(app.play.game.history().len(), 5);
    assert_eq!(black_seat(&app), Seat::First, "the choice still stands");
    app.update(Action::Undo);
    assert_eq!(
        app.play.game.history().len(),
        5,
        "the choice is taken back first"
    );
    assert!(matches!(
        app.shown().progress().step,
        Step::Choose {
            seat: Seat::First,
            ..
        }
    ));
    for _ in 0..3 {
        app.update(Action::Undo);
    }
    assert_eq!(app.play.game.history().len(), 3);
    assert!(
        matches!(
            app.shown().progress().step,
            Step::Choose {
                seat: Seat::Second,
                add: true
            }
        ),
        "two more taken back: {:?}",
        app.shown().progress()
    );
    for _ in 0..5 {
        app.update(Action::Redo);
    }
    assert_eq!(
        (
            app.play.game.history().to_vec(),
            app.play.game.choices().to_vec()
        ),
        end
    );
    // A new choice after an undo drops the moves and choices ahead of it.
    for _ in 0..5 {
        app.update(Action::Undo);
    }
    assert_eq!(app.play.game.history().len(), 3);
    assert!(app.play.game.choices().is_empty());
    app.update(Action::TakeBlack);
    app.update(Action::Redo);
    assert_eq!(message(&app), "Nothing to redo");
    assert_eq!(app.play.game.choices(), &[(3, Choice::Swap)]);
}

#[test]
fn a_saved_swap2_game_records_the_opening_and_loads_back_with_its_choices() {
    let dir = Scratch::new("swap2-saved");
    let mut app = pvp(Opening::Swap2);
    let settings = app.settings.clone();
    app.set_files(Files {
        store: None,
        saved: settings,
        games_dir: Some(dir.path().to_path_buf()),
    });
    two_more(&mut app);
    app.update(Action::TakeBlack);
    play(&mut app, &["L12", "F6"]);
    app.update(Action::Save);
    let saved = message(&app);
    let path = saved.trim_start_matches("Saved to ").to_string();
    let text = std::fs::read_to_string(&path).expect("the saved game");
    assert!(text.contains("XO[swap2]XC[3:add][5:swap]"), "{text}");
    let record = Record::load(path.as_ref()).expect("it loads");
    assert_eq!(record.rules().opening(), Opening::Swap2);
    assert_eq!(record.choices(), &[(3, Choice::Add), (5, Choice::Swap)]);

    let store = SettingsStore::open(dir.join("settings.toml"));
    let cli = Cli::try_parse_from(["gomoku", "--mode", "pvp", "--load", &path]).expect("flags");
    let start = prepare_with(Some(store), &cli.game, gomoku::i18n::lang()).expect("valid start");
    let mut loaded = Driver::new(App::start(start, None).expect("app"));
    assert_eq!(
        loaded.shown().progress().black,
        Seat::First,
        "the first player took black"
    );
    loaded.update(Action::First);
    for _ in 0..3 {
        loaded.update(Action::Right);
    }
    assert!(matches!(
        loaded.shown().progress().step,
        Step::Place {
            seat: Seat::Second,
            ..
        }
    ));
    // Playing on from the fifth stone, the choice made there stands; an undo takes it back.
    loaded.update(Action::Right);
    loaded.update(Action::Right);
    assert_eq!(loaded.shown().progress().black, Seat::First);
    loaded.update(Action::Continue);
    loaded.update(Action::Yes);
    assert_eq!(loaded.play.game.history().len(), 5);
    assert_eq!(
        loaded.play.game.choices(),
        &[(3, Choice::Add), (5, Choice::Swap)]
    );
    loaded.update(Action::Undo);
    assert_eq!(loaded.play.game.choices(), &[(3, Choice::Add)]);
    assert_eq!(
        status(&loaded),
        "swap2 · two more placed · First player chooses: b black, or play white"
    );
}

#[test]
fn the_settings_panel_explains_a_swap_opening_and_who_opens() {
    let mut app = app(Opening::Free, Mode::Pvc, Stone::Black);
    app.update(Action::Settings);
    let Overlay::Settings(panel) = &mut app.overlay else {
        panic!("the settings are open");
    };
    let at = |panel: &SettingsPanel, field| panel.fields().iter().position(|&f| f == field);
    let (to, from) = (at(panel, Field::Opening), at(panel, panel.field()));
    panel.select(to.expect("shown") as isize - from.expect("shown") as isize);
    while panel.draft.board.opening != Opening::Swap2 {
        panel.change(1);
    }
    assert_eq!(panel.value(Field::Human), "first player (opens)");
    let shown = screen_text(&mut app);
    assert!(
        shown.contains("Swap2: as swap, or 2 more stones and the first picks."),
        "{shown}"
    );
}
