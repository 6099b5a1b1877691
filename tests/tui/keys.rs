//! The game driven by key events, without a terminal.

use std::time::{Duration, Instant};

use gomoku::ai::Level;
use gomoku::model::{Point, Stone};
use gomoku::settings::{BoardSettings, ComputerSettings, Mode, PlayerSettings, Settings};
use gomoku::tui::app::Overlay;
use gomoku::tui::app::Question;
use gomoku::tui::driver::Driver;
use gomoku::tui::keymap::Context;
use gomoku::tui::{Action, App, input};
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

const WAIT: Duration = Duration::from_secs(20);

fn app(rows: usize, win: usize, mode: Mode) -> Driver {
    let settings = Settings {
        board: BoardSettings {
            rows,
            cols: rows,
            win,
            ..Default::default()
        },
        players: PlayerSettings {
            mode,
            ..Default::default()
        },
        computer: ComputerSettings {
            time_ms: 100,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    app.set_seed(Some(7));
    app
}

fn press(app: &mut Driver, code: KeyCode) {
    let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    if let Some(action) = input::event_action(&event, app.context()) {
        app.update(action);
    }
}

fn keys(app: &mut Driver, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

fn stones(app: &Driver) -> usize {
    app.play.game.board().stone_count()
}

#[test]
fn cursor_moves_with_arrows_hjkl_and_wasd_and_stops_at_the_edges() {
    let mut app = app(3, 3, Mode::Pvp);
    assert_eq!(app.play.cursor, Point::new(1, 1));
    for _ in 0..5 {
        press(&mut app, KeyCode::Left);
        press(&mut app, KeyCode::Up);
    }
    assert_eq!(app.play.cursor, Point::new(0, 0));
    keys(&mut app, "lllljjjj");
    assert_eq!(app.play.cursor, Point::new(2, 2));
    keys(&mut app, "wa");
    assert_eq!(app.play.cursor, Point::new(1, 1));
    keys(&mut app, "dS");
    assert_eq!(app.play.cursor, Point::new(2, 2));
    keys(&mut app, "kh");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.play.cursor, Point::new(2, 2));
}

#[test]
fn enter_and_space_place_stones_for_the_side_to_move() {
    let mut app = app(15, 5, Mode::Pvp);
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.play.game.board().get(Point::new(7, 7)),
        Some(Stone::Black)
    );
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(
        app.play.game.board().get(Point::new(7, 8)),
        Some(Stone::White)
    );
    assert_eq!(app.play.game.to_move(), Stone::Black);
}

#[test]
fn placing_on_a_taken_point_says_so_and_changes_nothing() {
    let mut app = app(15, 5, Mode::Pvp);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.message.as_deref(), Some("H8 is taken"));
    assert_eq!(stones(&app), 1);
    assert_eq!(app.play.game.to_move(), Stone::White);
}

#[test]
fn a_left_click_on_an_intersection_places_a_stone_there() {
    let mut app = app(15, 5, Mode::Pvp);
    app.update(Action::Resize(80, 24));
    let target = Point::new(2, 3);
    let screen = app.screen().expect("15x15 fits 80x24");
    let (x, y) = screen.cell_of(target);
    let click = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    });
    app.update(input::event_action(&click, Context::Board).expect("a left click is an action"));
    assert_eq!(app.play.game.board().get(target), Some(Stone::Black));
    assert_eq!(app.play.cursor, target);
}

#[test]
fn key_releases_are_ignored() {
    let release = Event::Key(KeyEvent::new_with_kind(
        KeyCode::Enter,
        KeyModifiers::NONE,
        KeyEventKind::Release,
    ));
    assert_eq!(input::event_action(&release, Context::Board), None);
}

#[test]
fn settings_switch_to_tic_tac_toe_and_apply_starts_a_new_game() {
    let mut app = app(15, 5, Mode::Pvp);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "s");
    assert!(matches!(app.overlay, Overlay::Settings(_)));
    // Presets run tic-tac-toe, 5x5, 10x10, 15x15, 19x19: three steps left from 15x15.
    for _ in 0..3 {
        press(&mut app, KeyCode::Left);
    }
    press(&mut app, KeyCode::Enter);
    // A stone is on the board: the new game is asked first.
    assert!(matches!(app.overlay, Overlay::Question(Question::Apply(_))));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(
        (
            app.settings.board.rows,
            app.settings.board.cols,
            app.settings.board.win
        ),
        (3, 3, 3)
    );
    assert_eq!(app.play.game.rules().rows(), 3);
    assert_eq!(stones(&app), 0);
    assert_eq!(app.play.cursor, Point::new(1, 1));
}

#[test]
fn settings_change_mode_and_level_from_the_panel() {
    let mut app = app(15, 5, Mode::Pvp);
    keys(&mut app, "s");
    // Preset, rows, columns, win, rule, opening, then players.
    for _ in 0..6 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.settings.players.mode, Mode::Pvc);
    assert_eq!(app.settings.players.human, Stone::White);
    assert_eq!(app.settings.computer.level_black, Level::Easy);
}

#[test]
fn impossible_settings_are_refused_with_the_reason() {
    let mut app = app(15, 5, Mode::Pvp);
    keys(&mut app, "s");
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    for _ in 0..12 {
        press(&mut app, KeyCode::Right);
    }
    press(&mut app, KeyCode::Enter);
    assert!(
        matches!(app.overlay, Overlay::Settings(_)),
        "the panel stays open"
    );
    let message = app.message.clone().unwrap_or_default();
    assert!(message.contains("win length"), "{message}");
    assert_eq!(app.settings.board.win, 5);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(app.settings.board.win, 5);
}

#[test]
fn undo_while_the_computer_thinks_drops_its_late_answer() {
    let mut app = app(15, 5, Mode::Pvc);
    press(&mut app, KeyCode::Enter);
    app.tick(Instant::now());
    assert!(app.thinking().is_some(), "the computer starts thinking");
    keys(&mut app, "u");
    assert!(app.thinking().is_none());
    assert_eq!(stones(&app), 0);
    assert!(
        app.wait_for_any_answer(WAIT),
        "the cancelled search still answers"
    );
    app.tick(Instant::now());
    assert_eq!(stones(&app), 0, "the late answer is not played");
    assert_eq!(app.play.game.to_move(), Stone::Black);
}

#[test]
fn against_the_computer_undo_takes_back_its_reply_and_your_move() {
    let mut app = app(15, 5, Mode::Pvc);
    press(&mut app, KeyCode::Enter);
    assert!(app.wait_for_computer(WAIT));
    assert_eq!(stones(&app), 2);
    keys(&mut app, "u");
    assert_eq!(stones(&app), 0);
    assert_eq!(app.play.game.to_move(), Stone::Black);
    keys(&mut app, "r");
    assert_eq!(stones(&app), 2);
    assert_eq!(app.play.game.to_move(), Stone::Black);
}

#[test]
fn the_computer_opens_when_the_human_plays_white() {
    let mut settings = Settings {
        players: PlayerSettings {
            human: Stone::White,
            ..Default::default()
        },
        ..Settings::default()
    };
    settings.computer.time_ms = 100;
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    assert!(app.wait_for_computer(WAIT));
    assert_eq!(stones(&app), 1);
    assert!(app.humans_turn());
    assert_eq!(
        app.play.game.board().get(app.play.game.history()[0]),
        Some(Stone::Black)
    );
}

#[test]
fn computer_against_computer_plays_to_the_end_by_itself() {
    let mut app = app(3, 3, Mode::Cvc);
    app.settings.computer.level_black = Level::Random;
    app.settings.computer.level_white = Level::Random;
    for _ in 0..9 {
        if app.play.game.is_over() {
            break;
        }
        assert!(app.wait_for_computer(WAIT));
    }
    assert!(app.play.game.is_over());
    let score = app.tally();
    assert_eq!(score.first + score.second + score.draws, 1);
}

#[test]
fn a_win_is_scored_and_undoing_it_takes_the_point_back() {
    let mut app = app(3, 3, Mode::Pvp);
    // Black along the top row, white along the middle.
    keys(&mut app, "kh");
    for key in ["", "j", "kl", "j", "kl"] {
        keys(&mut app, key);
        press(&mut app, KeyCode::Enter);
    }
    assert_eq!(app.play.game.outcome().winner(), Some(Stone::Black));
    assert_eq!(app.tally().first, 1);
    keys(&mut app, "j");
    press(&mut app, KeyCode::Enter);
    assert_eq!(stones(&app), 5, "no move after the end");
    keys(&mut app, "u");
    assert_eq!(app.tally().first, 0);
    keys(&mut app, "r");
    assert_eq!(app.tally().first, 1);
}

#[test]
fn the_hint_points_at_the_winning_move() {
    let mut app = app(3, 3, Mode::Pvp);
    // Black A3 B3, white A2 B2: black wins at C3.
    keys(&mut app, "kh");
    for key in ["", "j", "kl", "j"] {
        keys(&mut app, key);
        press(&mut app, KeyCode::Enter);
    }
    keys(&mut app, "t");
    assert!(app.wait_for_computer(WAIT));
    assert_eq!(app.play.hint, Some(Point::new(0, 2)));
    assert_eq!(app.play.cursor, Point::new(0, 2));
    assert_eq!(app.message.as_deref(), Some("Hint: C3"));
}

#[test]
fn quitting_asks_for_confirmation_only_while_a_game_is_in_progress() {
    let mut app = app(15, 5, Mode::Pvp);
    keys(&mut app, "q");
    assert!(app.quit, "nothing to lose before the first move");

    let mut app = self::app(15, 5, Mode::Pvp);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "q");
    assert_eq!(app.overlay, Overlay::Question(Question::Quit));
    keys(&mut app, "n");
    assert_eq!(app.overlay, Overlay::None);
    assert!(!app.quit);
    assert_eq!(
        stones(&app),
        1,
        "n answers the question, it starts no new game"
    );
    keys(&mut app, "qy");
    assert!(app.quit);
}

#[test]
fn ctrl_c_quits_at_once() {
    let mut app = app(15, 5, Mode::Pvp);
    press(&mut app, KeyCode::Enter);
    let ctrl_c = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    app.update(input::event_action(&ctrl_c, Context::Board).expect("Ctrl-C is an action"));
    assert!(app.quit);
}

#[test]
fn help_opens_with_question_mark_and_closes_with_esc() {
    let mut app = app(15, 5, Mode::Pvp);
    keys(&mut app, "?");
    assert_eq!(app.overlay, Overlay::Help(0));
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        stones(&app),
        0,
        "keys go to the open overlay, not the board"
    );
    keys(&mut app, "?");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, Overlay::None);
}

#[test]
fn any_key_but_yes_answers_no_and_enter_answers_yes() {
    let mut app = app(15, 5, Mode::Pvp);
    press(&mut app, KeyCode::Enter);
    for no in ['x', 'z', '1', 'n'] {
        keys(&mut app, "q");
        assert_eq!(app.overlay, Overlay::Question(Question::Quit));
        press(&mut app, KeyCode::Char(no));
        assert_eq!(app.overlay, Overlay::None, "{no} goes back");
        assert!(!app.quit);
    }
    keys(&mut app, "q");
    press(&mut app, KeyCode::Esc);
    assert!(!app.quit, "Esc goes back too");
    keys(&mut app, "q");
    press(&mut app, KeyCode::Enter);
    assert!(app.quit, "Enter is yes");
}

#[test]
fn a_new_game_is_asked_first_only_while_a_game_is_in_progress() {
    let mut app = app(15, 5, Mode::Pvp);
    keys(&mut app, "n");
    assert_eq!(app.overlay, Overlay::None, "nothing to lose yet");
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "n");
    assert_eq!(app.overlay, Overlay::Question(Question::NewGame));
    keys(&mut app, "x");
    assert_eq!(stones(&app), 1, "no keeps the game");
    keys(&mut app, "ny");
    assert_eq!(stones(&app), 0, "yes starts a new one");
}

#[test]
fn settings_that_do_not_change_the_game_apply_to_it_at_once() {
    let mut app = app(15, 5, Mode::Pvp);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "s");
    let Overlay::Settings(panel) = &app.overlay else {
        panic!("the settings panel is open");
    };
    let to_time = panel
        .fields()
        .iter()
        .position(|&f| f == gomoku::tui::app::Field::Time)
        .expect("a time field");
    for _ in 0..to_time {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, Overlay::None, "no question: nothing is lost");
    assert_eq!(app.settings.computer.time_ms, 250);
    assert_eq!(stones(&app), 2, "the game goes on");
}

#[test]
fn a_typed_point_places_a_stone_and_keys_typed_there_are_not_game_keys() {
    let mut app = app(15, 5, Mode::Pvp);
    keys(&mut app, ":k10");
    assert_eq!(app.overlay, Overlay::Prompt("k10".to_string()));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, Overlay::None);
    let k10 = Point::parse_notation("K10", 15, 15).expect("a point");
    assert_eq!(app.play.game.board().get(k10), Some(Stone::Black));
    // `q`, `n`, `s` and `u` typed into the prompt are text, not commands.
    keys(&mut app, "gqnsu");
    assert_eq!(app.overlay, Overlay::Prompt("qnsu".to_string()));
    assert!(!app.quit);
    press(&mut app, KeyCode::Enter);
    let message = app.message.clone().unwrap_or_default();
    assert!(message.contains("like H8"), "{message}");
    assert_eq!(stones(&app), 1, "nothing placed");
    keys(&mut app, "g8h");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(stones(&app), 1, "Esc cancels");
    keys(&mut app, ":8h");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.play.game.board().get(Point::new(7, 7)),
        Some(Stone::White)
    );
    keys(&mut app, ":k10");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.message.as_deref(), Some("K10 is taken"));
}

/// Computer against computer, random players on 5x5 (three in a row), ready to watch.
fn watched() -> Driver {
    let mut app = app(5, 3, Mode::Cvc);
    app.settings.computer.level_black = Level::Random;
    app.settings.computer.level_white = Level::Random;
    app
}

#[test]
fn watching_the_computer_pauses_steps_and_goes_on() {
    let mut app = watched();
    assert!(app.wait_for_computer(WAIT));
    assert_eq!(app.play.game.history().len(), 1);
    keys(&mut app, "p");
    assert!(app.play.paused);
    // However long the player waits, a paused game does not move.
    app.tick(Instant::now() + Duration::from_secs(60));
    assert!(app.thinking().is_none());
    assert_eq!(app.play.game.history().len(), 1);
    // `.` plays exactly one move and stays paused.
    keys(&mut app, ".");
    assert!(app.wait_for_any_answer(WAIT));
    assert_eq!(app.play.game.history().len(), 2);
    assert!(app.play.paused);
    app.tick(Instant::now() + Duration::from_secs(60));
    assert!(app.thinking().is_none());
    // Space goes on, as p does.
    press(&mut app, KeyCode::Char(' '));
    assert!(!app.play.paused);
    app.tick(Instant::now() + Duration::from_secs(120));
    assert!(app.thinking().is_some(), "the next move is under way");
}

#[test]
fn the_wait_between_the_computers_moves_goes_from_none_to_three_seconds() {
    let mut app = watched();
    for _ in 0..10 {
        keys(&mut app, "-");
    }
    assert_eq!(app.wait, Duration::ZERO);
    for _ in 0..10 {
        keys(&mut app, "+");
    }
    assert_eq!(app.wait, Duration::from_secs(3));
    assert_eq!(app.message.as_deref(), Some("3 s between moves"));
}

#[test]
fn undo_between_computers_pauses_so_the_move_is_not_played_again() {
    let mut app = watched();
    for _ in 0..3 {
        assert!(app.wait_for_computer(WAIT));
    }
    keys(&mut app, "u");
    assert!(app.play.paused);
    assert_eq!(app.play.game.history().len(), 2);
    app.tick(Instant::now() + Duration::from_secs(60));
    assert!(app.thinking().is_none(), "paused after the undo");
}

#[test]
fn a_key_for_watching_says_what_it_is_for_in_other_modes() {
    let mut app = app(15, 5, Mode::Pvp);
    keys(&mut app, "p");
    let message = app.message.clone().unwrap_or_default();
    assert!(message.contains("computer against computer"), "{message}");
    assert!(!app.play.paused);
}

#[test]
fn six_in_a_row_under_the_standard_rule_says_why_it_did_not_win() {
    let settings = Settings {
        board: BoardSettings {
            rows: 9,
            cols: 9,
            win: 5,
            rule: gomoku::model::Rule::Exact,
            ..Default::default()
        },
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    // Black: B5 C5 D5, F5 G5, then E5 joins six; white plays along row 1.
    for point in [
        "b5", "a1", "c5", "b1", "d5", "c1", "f5", "d1", "g5", "f1", "e5",
    ] {
        keys(&mut app, &format!(":{point}"));
        press(&mut app, KeyCode::Enter);
    }
    assert!(!app.play.game.is_over());
    assert_eq!(
        app.message.as_deref(),
        Some("6 in a row — under the standard rule an overline does not win")
    );
}
