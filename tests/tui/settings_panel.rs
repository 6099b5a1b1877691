//! The settings panel: the board size on one line (arrows or digits), a board too large for
//! the terminal flagged before it is applied, times in seconds, presets that keep a rule they
//! allow.

use gomoku::model::Rule;
use gomoku::settings::Settings;
use gomoku::tui::app::{Field, PanelError, SettingsPanel};

fn panel_on(field: Field, terminal: (u16, u16)) -> SettingsPanel {
    let mut panel = SettingsPanel::new(&Settings::default(), terminal);
    let to = panel
        .fields()
        .iter()
        .position(|&f| f == field)
        .expect("shown");
    panel.select(to as isize);
    panel
}

#[test]
fn the_size_line_changes_both_sides_and_takes_typed_digits() {
    let mut panel = panel_on(Field::Size, (200, 60));
    panel.change(-1);
    assert_eq!((panel.draft.board.rows, panel.draft.board.cols), (14, 14));
    assert_eq!(panel.value(Field::Size), "14 x 14");
    panel.type_digit('7');
    assert_eq!(
        (panel.draft.board.rows, panel.draft.board.cols),
        (7, 7),
        "one digit"
    );
    panel.type_digit('1');
    panel.type_digit('9');
    assert_eq!(
        (panel.draft.board.rows, panel.draft.board.cols),
        (19, 19),
        "then two"
    );
    panel.type_digit('3');
    assert_eq!(
        (panel.draft.board.rows, panel.draft.board.cols),
        (3, 3),
        "a third starts again"
    );
    assert_eq!(panel.draft.board.win, 3, "the win length shrinks to fit");
}

#[test]
fn a_rectangle_grows_as_a_whole_and_the_columns_line_makes_one() {
    let mut panel = panel_on(Field::Cols, (200, 60));
    panel.change(-3);
    assert_eq!((panel.draft.board.rows, panel.draft.board.cols), (15, 12));
    panel.select(-1);
    assert_eq!(panel.field(), Field::Size);
    panel.change(1);
    assert_eq!((panel.draft.board.rows, panel.draft.board.cols), (16, 13));
    assert_eq!(panel.value(Field::Size), "13 x 16");
}

#[test]
fn a_board_the_terminal_cannot_show_is_flagged_before_applying() {
    let mut panel = panel_on(Field::Size, (80, 24));
    for _ in 0..11 {
        panel.change(1);
    }
    assert_eq!(panel.draft.board.rows, 26);
    let error = panel.validate().expect_err("26 rows cannot fit 24");
    assert!(matches!(error, PanelError::TooSmall { .. }));
    let text = error.to_string();
    assert!(text.contains("this terminal is 80x24"), "{text}");
    panel.terminal = (200, 60);
    assert!(panel.validate().is_ok(), "fits a larger terminal");
}

#[test]
fn times_show_in_seconds() {
    let mut panel = panel_on(Field::Time, (200, 60));
    assert_eq!(panel.value(Field::Time), "1 s");
    panel.change(-1);
    assert_eq!(panel.value(Field::Time), "0.5 s");
    panel.change(-1);
    assert_eq!(panel.value(Field::Time), "0.3 s");
}

#[test]
fn a_preset_never_keeps_a_rule_it_does_not_allow() {
    let mut panel = panel_on(Field::Rule, (200, 60));
    while panel.draft.board.rule != Rule::Renju {
        panel.change(1);
    }
    panel.select(
        -(panel
            .fields()
            .iter()
            .position(|&f| f == Field::Rule)
            .unwrap_or(0) as isize),
    );
    assert_eq!(panel.field(), Field::Preset);
    // gomoku 15x15 -> 10x10 -> 5x5 -> tic-tac-toe: three in a row is no Renju.
    for _ in 0..3 {
        panel.change(-1);
    }
    assert_eq!(panel.draft.board.win, 3);
    assert_eq!(panel.draft.board.rule, Rule::Freestyle);
    assert!(panel.validate().is_ok());
}

#[test]
fn a_typed_size_takes_the_usual_win_length_of_that_board() {
    let mut panel = panel_on(Field::Size, (200, 60));
    panel.type_digit('3');
    assert_eq!(panel.draft.board.win, 3, "tic-tac-toe");
    // 1 then 9: nineteen, and five in a row as on any 19x19 board, not tic-tac-toe's three.
    panel.type_digit('1');
    panel.type_digit('9');
    assert_eq!(panel.draft.board.rows, 19);
    assert_eq!(panel.draft.board.win, 5);
    panel.type_digit('4');
    assert_eq!(
        panel.draft.board.win, 4,
        "no board holds more than its side"
    );
    panel.type_digit('7');
    assert_eq!(panel.draft.board.win, 5);
}

#[test]
fn no_to_the_new_game_question_goes_back_to_the_panel_with_the_edits() {
    use gomoku::tui::app::{Overlay, Question};
    use gomoku::tui::driver::Driver;
    use gomoku::tui::{Action, App};
    let mut app = Driver::new(App::new(Settings::default()).expect("valid settings"));
    app.play(&["H8"]);
    app.update(Action::Settings);
    app.update(Action::Down);
    app.update(Action::Type('9'));
    app.update(Action::Select);
    assert!(matches!(app.overlay, Overlay::Question(Question::Apply(_))));
    app.update(Action::No);
    let Overlay::Settings(panel) = &app.overlay else {
        panic!("back in the settings: {:?}", app.overlay);
    };
    assert_eq!(panel.draft.board.rows, 9, "the edit is still there");
    assert_eq!(panel.field(), Field::Size, "on the line left");
    assert_eq!(app.play.game.history().len(), 1, "the game goes on");
}
