//! Random key sequences at random terminal sizes, with the computer answering whenever it
//! does: the app never panics, drawing never panics, and the cursor never leaves the board.

use std::time::Instant;

use gomoku::model::Rule;
use gomoku::settings::{
    BoardSettings, ComputerSettings, LookSettings, Mode, PlayerSettings, Settings, ThemeName,
};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App, draw};
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        Just(Action::Up),
        Just(Action::Down),
        Just(Action::Left),
        Just(Action::Right),
        Just(Action::Select),
        Just(Action::Select),
        (0u16..90, 0u16..30).prop_map(|(x, y)| Action::Click(x, y)),
        Just(Action::Undo),
        Just(Action::Redo),
        Just(Action::NewGame),
        Just(Action::Settings),
        Just(Action::Help),
        Just(Action::Hint),
        Just(Action::Analyse),
        Just(Action::Close),
        Just(Action::Quit),
        Just(Action::Yes),
        // Files stay untouched: an app made with `App::new` has no settings file or games folder.
        Just(Action::Save),
        Just(Action::Open),
        Just(Action::Review),
        Just(Action::Review),
        Just(Action::Continue),
        Just(Action::First),
        Just(Action::Last),
        Just(Action::Path),
        any::<char>().prop_map(Action::Type),
        Just(Action::Backspace),
        (0u16..120, 0u16..40).prop_map(|(w, h)| Action::Resize(w, h)),
    ]
}

fn settings() -> impl Strategy<Value = Settings> {
    (
        3usize..=19,
        3usize..=19,
        0usize..Rule::ALL.len(),
        0usize..3,
        0usize..ThemeName::ALL.len(),
    )
        .prop_map(|(rows, cols, rule, mode, theme)| {
            let rule = Rule::ALL[rule];
            // Renju is five in a row on at least 5x5.
            let (least, win) = if rule == Rule::Renju { (5, 5) } else { (3, 3) };
            Settings {
                board: BoardSettings {
                    rows: rows.max(least),
                    cols: cols.max(least),
                    win,
                    rule,
                    ..Default::default()
                },
                players: PlayerSettings {
                    mode: Mode::ALL[mode],
                    ..Default::default()
                },
                computer: ComputerSettings {
                    time_ms: 10,
                    ..Default::default()
                },
                looks: LookSettings {
                    theme: ThemeName::ALL[theme],
                    ..Default::default()
                },
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_events_keep_the_app_consistent(
        settings in settings(),
        actions in prop::collection::vec(action(), 0..80),
    ) {
        let mut app = Driver::new(App::new(settings).expect("valid settings"));
        app.set_seed(Some(1));
        for action in actions {
            app.update(action);
            app.tick(Instant::now());
            if app.quit {
                break;
            }
            let rules = *app.play.game.rules();
            prop_assert!(app.play.cursor.row < rules.rows() && app.play.cursor.col < rules.cols());
            let (w, h) = app.size;
            let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test backend");
            terminal.draw(|frame| draw(frame, &app)).expect("drawing into memory");
        }
    }
}
