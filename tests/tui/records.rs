//! The app with files: settings saved on Apply and read back at the next start, games saved with
//! Ctrl-S and opened with Ctrl-O, review mode and playing on from a reviewed move. Every test
//! passes its own scratch paths, so tests never touch the player's files or each other's.

use std::path::Path;

use crate::scratch::Scratch;
use clap::Parser;
use gomoku::cli::Cli;
use gomoku::model::{Point, Stone};
use gomoku::record::Record;
use gomoku::record::games_dir::Source;
use gomoku::settings::SettingsStore;
use gomoku::settings::startup::{Startup, prepare_with};
use gomoku::settings::{BoardSettings, Mode, PlayerSettings, Settings};
use gomoku::tui::app::Question;
use gomoku::tui::app::{Files, Overlay};
use gomoku::tui::driver::Driver;
use gomoku::tui::keymap::Context;
use gomoku::tui::{Action, App, draw, input};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

fn start(store: &SettingsStore, flags: &[&str]) -> Startup {
    let cli = Cli::try_parse_from(std::iter::once("gomoku").chain(flags.iter().copied()))
        .expect("valid flags");
    prepare_with(Some(store.clone()), &cli.game, gomoku::i18n::lang()).expect("valid start")
}

pub(crate) fn pvp(games: &Path) -> Driver {
    let settings = Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings.clone()).expect("valid settings"));
    app.set_files(Files {
        store: None,
        saved: settings,
        games_dir: Some(games.to_path_buf()),
    });
    app
}

/// A key as the terminal sends it, read the way the program reads it (text fields included).
fn key(app: &mut Driver, code: KeyCode, modifiers: KeyModifiers) {
    let event = Event::Key(KeyEvent::new(code, modifiers));
    if let Some(action) = input::event_action(&event, app.context()) {
        app.update(action);
    }
}

pub(crate) fn press(app: &mut Driver, code: KeyCode) {
    key(app, code, KeyModifiers::NONE);
}

pub(crate) fn ctrl(app: &mut Driver, c: char) {
    key(app, KeyCode::Char(c), KeyModifiers::CONTROL);
}

pub(crate) fn type_text(app: &mut Driver, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// The screen at 80x24 as text, one line per row.
pub(crate) fn screen_text(app: &mut Driver) -> String {
    app.update(Action::Resize(80, 24));
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("test backend");
    terminal.draw(|f| draw(f, app)).expect("drawing");
    let buffer = terminal.backend().buffer().clone();
    (0..24)
        .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

pub(crate) fn picker(app: &Driver) -> &gomoku::tui::app::Picker {
    match &app.overlay {
        Overlay::Picker(p) => p,
        other => panic!("the picker is not open: {other:?}"),
    }
}

#[test]
fn apply_saves_what_the_player_changed_and_the_next_start_reads_it_back() {
    let dir = Scratch::new("apply-saves");
    let store = SettingsStore::open(dir.join("settings.toml"));
    let first = start(&store, &["--size", "9", "--time-ms", "100"]);
    let mut app = Driver::new(App::start(first, None).expect("app"));
    assert_eq!(app.settings.board.rows, 9);
    app.update(Action::Settings);
    // Preset, rows, columns, win, rule, opening, then players: human vs computer -> computer
    // vs computer.
    for _ in 0..6 {
        app.update(Action::Down);
    }
    app.update(Action::Right);
    app.update(Action::Select);
    assert_eq!(app.settings.players.mode, Mode::Cvc);
    let message = app.message.clone().unwrap_or_default();
    assert!(message.contains("settings saved"), "{message}");

    let again = start(&store, &[]);
    assert_eq!(again.warning, None);
    assert_eq!(
        again.settings.players.mode,
        Mode::Cvc,
        "the change was saved"
    );
    assert_eq!(
        again.settings.board.rows, 15,
        "the --size flag was for one run only"
    );
    assert_eq!(
        again.settings.computer.time_ms, 1000,
        "the --time-ms flag too"
    );
}

#[test]
fn a_settings_file_that_cannot_be_written_is_one_sentence_not_a_crash() {
    let dir = Scratch::new("apply-fails");
    std::fs::write(dir.join("file"), "not a directory").expect("write");
    let store = SettingsStore::open(dir.join("file").join("settings.toml"));
    let mut app = Driver::new(App::start(start(&store, &[]), None).expect("app"));
    app.update(Action::Settings);
    app.update(Action::Select);
    let message = app.message.clone().unwrap_or_default();
    assert!(message.contains("settings not saved: "), "{message}");
    assert_eq!(app.overlay, Overlay::None, "the settings still apply");
}

#[cfg(unix)]
#[test]
fn a_settings_file_that_is_a_device_is_named_once_in_the_refusal() {
    let dir = Scratch::new("apply-device");
    let link = dir.join("settings.toml");
    std::os::unix::fs::symlink("/dev/null", &link).expect("link");
    let store = SettingsStore::open(&link);
    let mut app = Driver::new(App::start(start(&store, &[]), None).expect("app"));
    app.update(Action::Settings);
    app.update(Action::Right);
    app.update(Action::Select);
    let message = app.message.clone().unwrap_or_default();
    assert!(message.contains("is not a regular file"), "{message}");
    assert_eq!(message.matches("not saved").count(), 1, "{message}");
}

#[test]
fn the_settings_file_warning_shows_once_in_the_status_line() {
    let dir = Scratch::new("warning");
    std::fs::write(dir.join("settings.toml"), "rows = [").expect("write");
    let store = SettingsStore::open(dir.join("settings.toml"));
    let mut app = Driver::new(App::start(start(&store, &[]), None).expect("app"));
    let warning = app.message.clone().unwrap_or_default();
    assert!(warning.contains("settings.toml"), "{warning}");
    assert!(screen_text(&mut app).contains("settings.toml"));
    press(&mut app, KeyCode::Left);
    assert_eq!(app.message, None, "gone after the next key");
}

#[test]
fn ctrl_s_saves_new_files_and_ctrl_o_opens_one_in_review() {
    let dir = Scratch::new("save-open");
    let mut app = pvp(dir.path());
    app.play(&["H8", "H9", "J10"]);
    ctrl(&mut app, 's');
    ctrl(&mut app, 's');
    let message = app.message.clone().unwrap_or_default();
    assert!(message.starts_with("Saved to "), "{message}");
    assert_eq!(
        dir.names().len(),
        2,
        "the second save did not overwrite the first"
    );
    let saved = Path::new(message.trim_start_matches("Saved to "));
    assert!(saved.starts_with(dir.path()));

    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.overlay, Overlay::Question(Question::NewGame));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.play.game.history().len(), 0);
    ctrl(&mut app, 'o');
    let entry = picker(&app)
        .entries
        .iter()
        .flatten()
        .position(|e| e.source == Source::File(saved.to_path_buf()))
        .expect("the saved game is listed");
    for _ in 0..entry {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, Overlay::None);
    let review = app.learning.review.as_ref().expect("review mode");
    let names: Vec<String> = review.moves().iter().map(|p| p.notation(15)).collect();
    assert_eq!(names, ["H8", "H9", "J10"]);
    assert!(review.at_end());
    assert_eq!(app.shown().board().stone_count(), 3);
}

#[test]
fn the_picker_lists_the_samples_with_size_rule_result_and_moves() {
    let mut app = Driver::new(App::new(Settings::default()).expect("app"));
    ctrl(&mut app, 'o');
    let names: Vec<&str> = picker(&app)
        .entries
        .iter()
        .flatten()
        .map(|e| e.name.as_str())
        .collect();
    assert!(names.contains(&"tic-tac-toe-draw.sgf"), "{names:?}");
    assert!(names.contains(&"gomoku-vcf-win.sgf"), "{names:?}");
    let shown = screen_text(&mut app);
    let line = shown
        .lines()
        .find(|l| l.contains("tic-tac-toe-draw.sgf (sample)"))
        .unwrap_or_else(|| panic!("no sample line in\n{shown}"));
    for column in ["3x3", "k3", "free-style", "a draw", " 9"] {
        assert!(line.contains(column), "{column} missing from {line}");
    }
}

#[test]
fn a_bad_typed_path_shows_its_reason_and_changes_nothing() {
    let dir = Scratch::new("bad-path");
    let bad = dir.join("bad.sgf");
    std::fs::write(&bad, "(;GM[4]SZ[15];B[hh];B[ii])").expect("write");
    let mut app = pvp(dir.path());
    app.play(&["H8"]);
    ctrl(&mut app, 'o');
    press(&mut app, KeyCode::Char('/'));
    assert_eq!(app.context(), Context::Path);
    type_text(&mut app, &bad.display().to_string());
    press(&mut app, KeyCode::Enter);
    let error = picker(&app).error.clone().unwrap_or_default();
    assert!(error.contains("take turns"), "{error}");
    assert!(screen_text(&mut app).contains("take turns"));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, Overlay::None);
    assert!(app.learning.review.is_none());
    assert_eq!(
        app.play.game.history(),
        [Point::new(7, 7)],
        "the game is untouched"
    );
}

#[test]
fn a_typed_path_opens_the_game() {
    let dir = Scratch::new("typed-path");
    let good = dir.join("good.sgf");
    std::fs::write(&good, "(;GM[4]SZ[9];B[ee];W[ef])").expect("write");
    let mut app = pvp(dir.path());
    ctrl(&mut app, 'o');
    press(&mut app, KeyCode::Char('p'));
    // Keys that are commands elsewhere are text here; Backspace takes one back.
    type_text(&mut app, &format!("{}q", good.display()));
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Enter);
    assert!(app.learning.review.is_some());
    assert_eq!(
        app.play.game.rules().rows(),
        9,
        "the board follows the game"
    );
    assert_eq!(
        app.settings.board.rows, 15,
        "the settings of later games stay the player's"
    );
    assert_eq!(
        app.shown().board().get(Point::new(4, 4)),
        Some(Stone::Black)
    );
}

fn reviewing_sample() -> Driver {
    let mut app = Driver::new(
        App::new(Settings {
            players: PlayerSettings {
                mode: Mode::Pvp,
                ..Default::default()
            },
            ..Settings::default()
        })
        .expect("app"),
    );
    ctrl(&mut app, 'o');
    let i = picker(&app)
        .entries
        .iter()
        .flatten()
        .position(|e| e.name == "gomoku-vcf-win.sgf")
        .expect("sample");
    for _ in 0..i {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    app
}

#[test]
fn review_steps_with_arrows_home_and_end_and_the_move_list_follows() {
    let mut app = reviewing_sample();
    let len = app.learning.review.as_ref().expect("review").len();
    assert!(len > 20);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    assert_eq!(
        app.learning.review.as_ref().map(|r| r.index()),
        Some(len - 2)
    );
    assert_eq!(app.shown().board().stone_count(), len - 2);
    press(&mut app, KeyCode::Home);
    assert_eq!(app.shown().board().stone_count(), 0);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.learning.review.as_ref().map(|r| r.index()), Some(0));
    press(&mut app, KeyCode::Right);
    let shown = screen_text(&mut app);
    assert!(shown.contains("Review · move 1 of"), "{shown}");
    assert!(shown.contains("  1 F8"), "{shown}");
    press(&mut app, KeyCode::End);
    assert_eq!(app.learning.review.as_ref().map(|r| r.index()), Some(len));
    press(&mut app, KeyCode::Esc);
    assert!(app.learning.review.is_none());
    assert_eq!(
        app.play.game.history().len(),
        len,
        "Esc returns to the whole game"
    );
}

#[test]
fn playing_on_from_a_reviewed_move_asks_before_dropping_the_rest() {
    let mut app = reviewing_sample();
    press(&mut app, KeyCode::Home);
    for _ in 0..3 {
        press(&mut app, KeyCode::Right);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, Overlay::Question(Question::Branch(3)));
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(
        app.learning.review.as_ref().map(|r| r.index()),
        Some(3),
        "still reviewing"
    );
    press(&mut app, KeyCode::Char('c'));
    press(&mut app, KeyCode::Char('y'));
    assert!(app.learning.review.is_none());
    assert_eq!(app.play.game.history().len(), 3);
    assert!(
        app.play.game.redo_acts().is_empty(),
        "the later moves are gone"
    );
    assert_eq!(app.play.game.to_move(), Stone::White);
    app.play(&["A1"]);
    assert_eq!(app.play.game.history().len(), 4, "play goes on from there");
}

#[test]
fn a_finished_game_offers_review_with_v() {
    let mut app = Driver::new(
        App::new(Settings {
            board: BoardSettings {
                rows: 3,
                cols: 3,
                win: 3,
                ..Default::default()
            },
            players: PlayerSettings {
                mode: Mode::Pvp,
                ..Default::default()
            },
            ..Settings::default()
        })
        .expect("app"),
    );
    app.play(&["A3", "A2", "B3", "B2", "C3"]);
    assert!(app.play.game.is_over());
    assert!(screen_text(&mut app).contains("v: review"));
    press(&mut app, KeyCode::Char('v'));
    assert_eq!(app.learning.review.as_ref().map(|r| r.index()), Some(5));
    press(&mut app, KeyCode::Left);
    assert!(!app.shown().is_over());
    assert!(app.play.game.is_over(), "the game in play is unchanged");
    press(&mut app, KeyCode::Esc);
    assert!(app.learning.review.is_none());
    assert_eq!(app.tally().first, 1);
}

#[test]
fn load_starts_in_review_at_the_end_of_the_game() {
    let dir = Scratch::new("load");
    let path = dir.join("game.sgf");
    std::fs::write(&path, "(;GM[4]SZ[9];B[ee];W[ef];B[fe])").expect("write");
    let store = SettingsStore::open(dir.join("settings.toml"));
    let flag = path.display().to_string();
    let app = Driver::new(App::start(start(&store, &["--load", &flag]), None).expect("app"));
    let review = app.learning.review.as_ref().expect("review mode");
    assert!(review.at_end());
    assert_eq!(review.len(), 3);
    assert_eq!(app.play.game.rules().rows(), 9);
    assert_eq!(
        Record::load(&path).expect("reads").moves(),
        app.play.game.history()
    );
}

#[test]
fn an_opened_game_keeps_its_own_rules_and_names_and_n_goes_back_to_the_settings() {
    let dir = Scratch::new("loaded-stays");
    let file = dir.join("named.sgf");
    std::fs::write(
        &file,
        "(;GM[4]SZ[9]RU[renju]PB[Alice]PW[Bob];B[ee];W[ef];B[df];W[fd])",
    )
    .expect("write");
    let mut app = pvp(dir.path());
    ctrl(&mut app, 'o');
    press(&mut app, KeyCode::Char('/'));
    type_text(&mut app, &file.display().to_string());
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.play.game.rules().rows(), 9);
    press(&mut app, KeyCode::Esc);
    let screen = screen_text(&mut app);
    assert!(screen.contains("Black (Alice) to move"), "{screen}");
    // A new game is the player's, not the file's.
    press(&mut app, KeyCode::Char('n'));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.play.game.rules().rows(), 15);
    assert_eq!(app.play.game.rules().rule(), gomoku::model::Rule::Freestyle);
    let screen = screen_text(&mut app);
    assert!(!screen.contains("Alice"), "{screen}");
}

#[test]
fn closing_the_picker_gives_up_its_listing_and_a_late_list_fills_no_newer_picker() {
    use gomoku::tui::effects::{Done, Effect};
    let dir = Scratch::new("picker-listing");
    let mut app = App::new(Settings::default()).expect("valid settings");
    app.set_files(Files {
        store: None,
        saved: Settings::default(),
        games_dir: Some(dir.path().to_path_buf()),
    });
    let listing = |effects: Vec<Effect>| {
        effects
            .into_iter()
            .find_map(|e| match e {
                Effect::ListGames { id, wanted, .. } => Some((id, wanted)),
                _ => None,
            })
            .expect("a listing is asked for")
    };
    let (first, wanted) = listing(app.update(Action::Open));
    assert_eq!(wanted.strong_count(), 1, "wanted while the picker is open");
    let _ = app.update(Action::Close);
    assert_eq!(wanted.strong_count(), 0, "given up once it closes");
    let (second, _) = listing(app.update(Action::Open));
    let _ = app.complete(Done::Games {
        id: first,
        entries: Vec::new(),
    });
    assert_eq!(
        picker_of(&app).entries,
        None,
        "the first picker's list is not this one's"
    );
    let _ = app.complete(Done::Games {
        id: second,
        entries: Vec::new(),
    });
    assert_eq!(picker_of(&app).entries, Some(Vec::new()));
}

fn picker_of(app: &App) -> &gomoku::tui::app::Picker {
    match &app.overlay {
        Overlay::Picker(p) => p,
        other => panic!("the picker is not open: {other:?}"),
    }
}

#[test]
fn a_yes_typed_before_the_question_shows_is_not_lost() {
    use gomoku::tui::effects::perform;
    let mut app = App::new(Settings::default()).expect("valid settings");
    let run = |app: &mut App, effects: Vec<gomoku::tui::effects::Effect>| {
        for effect in effects {
            let more = app.complete(perform(effect));
            assert!(
                more.iter()
                    .all(|e| !matches!(e, gomoku::tui::effects::Effect::ReadRecord { .. }))
            );
        }
    };
    let effects = app.update(Action::Select);
    run(&mut app, effects);
    assert_eq!(app.play.game.history().len(), 1, "a game in progress");
    let effects = app.update(Action::Open);
    run(&mut app, effects);
    // Enter on the first sample, then y at once, while the game is still being read.
    let y = Event::Key(KeyEvent::new(KeyCode::Char('y'), KeyModifiers::NONE));
    assert_eq!(input::event_action(&y, app.context()), Some(Action::Yes));
    let reading = app.update(Action::Select);
    assert!(app.update(Action::Yes).is_empty());
    run(&mut app, reading);
    assert_eq!(app.overlay, Overlay::None, "no question left to answer");
    assert!(app.learning.review.is_some(), "the sample is open");
}

#[test]
fn tab_completes_a_typed_path_from_the_files_there() {
    let dir = Scratch::new("complete");
    std::fs::write(dir.join("club-final.sgf"), "(;GM[4]SZ[15];B[hh])").expect("write");
    let mut app = pvp(dir.path());
    app.update(Action::Open);
    app.update(Action::Path);
    type_text(&mut app, &format!("{}/cl", dir.path().display()));
    app.update(Action::Complete);
    let typed = picker(&app).path.clone().expect("the path field");
    assert!(typed.ends_with("/club-final.sgf"), "{typed}");
    app.update(Action::Select);
    assert!(app.learning.review.is_some(), "the completed path opens");
}
