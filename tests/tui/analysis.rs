//! Analysis mode (`e`): the engine's best lines for the position shown, live, on the board and
//! in the panel; it follows the position, stops when left, and is refused during a game
//! against the computer.

use std::sync::atomic::Ordering;
use std::time::Duration;

use gomoku::settings::{BoardSettings, Mode, PlayerSettings, Settings, ThemeName};
use gomoku::tui::driver::Driver;
use gomoku::tui::theme::Theme;
use gomoku::tui::{Action, App};
use ratatui::buffer::Buffer;

fn game(mode: Mode, moves: &[&str]) -> Driver {
    let settings = Settings {
        board: BoardSettings::default(),
        players: PlayerSettings {
            mode,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    app.play(moves);
    app
}

/// Waits for the analysis's lines until `enough` holds of the study, for at most a minute.
fn wait_until(app: &mut Driver, enough: impl Fn(&gomoku::tui::app::Study) -> bool) -> bool {
    app.wait_until(Duration::from_secs(60), |a| {
        a.learning.study.as_ref().is_some_and(&enough)
    })
}

fn screen(app: &mut Driver, size: (u16, u16)) -> Buffer {
    crate::fit::buffer(app, size)
}

fn text(buffer: &Buffer) -> String {
    crate::fit::lines(buffer).join("\n")
}

const MIDDLE_GAME: [&str; 8] = ["H8", "I9", "I8", "G8", "J8", "K8", "H9", "H10"];

#[test]
fn analysis_shows_three_ranked_candidates_on_the_board_and_in_the_panel_ever_deeper() {
    let mut app = game(Mode::Pvp, &MIDDLE_GAME);
    app.update(Action::Analyse);
    assert!(app.learning.study.is_some());
    assert!(wait_until(&mut app, |s| s.lines.len() == 3 && s.depth() >= 4));
    let first_depth = app.learning.study.as_ref().map_or(0, |s| s.depth());
    assert!(wait_until(&mut app, |s| s.depth() > first_depth));
    let study = app.learning.study.as_ref().expect("analysing");
    let candidates = study.candidates();
    let mut distinct = candidates.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 3, "{candidates:?}");
    let buffer = screen(&mut app, (120, 40));
    let shown = text(&buffer);
    assert!(shown.contains("Analysis · depth "), "{shown}");
    assert!(shown.contains("positions/s"), "{shown}");
    // Each candidate is ranked on the board, in the hint's style.
    let layout = app.screen().expect("fits");
    let theme = Theme::new(ThemeName::Wood, false);
    for (rank, p) in candidates.iter().enumerate() {
        let (x, y) = layout.cell_of(*p);
        let cell = &buffer[(x, y)];
        assert_eq!(cell.symbol(), (rank + 1).to_string(), "{p:?}\n{shown}");
        assert_eq!(cell.fg, theme.hint.fg.unwrap_or_default(), "{p:?}");
        // ... and listed in the panel with its rank and its name.
        let name = p.notation(15);
        assert!(
            shown.contains(&format!("{} {name} ", rank + 1)),
            "{name}\n{shown}"
        );
    }
}

#[test]
fn leaving_analysis_stops_its_search_at_once() {
    let mut app = game(Mode::Pvp, &MIDDLE_GAME);
    app.update(Action::Analyse);
    assert!(wait_until(&mut app, |s| !s.lines.is_empty()));
    let stop = app.learning.study.as_ref().expect("analysing").stop_flag();
    assert!(!stop.load(Ordering::Relaxed));
    app.update(Action::Analyse);
    assert!(app.learning.study.is_none());
    assert!(stop.load(Ordering::Relaxed), "the search is told to stop");
    // The lines of the stopped search are not taken back in.
    app.wait_for_any_answer(Duration::from_millis(300));
    assert!(app.learning.study.is_none());
}

#[test]
fn the_analysis_follows_the_position_played_and_reviewed() {
    let mut app = game(Mode::Pvp, &MIDDLE_GAME);
    app.update(Action::Analyse);
    assert!(wait_until(&mut app, |s| !s.lines.is_empty()));
    let old = app.learning.study.as_ref().expect("analysing").stop_flag();
    app.play(&["G10"]);
    assert!(
        old.load(Ordering::Relaxed),
        "the old position's search stopped"
    );
    assert!(wait_until(&mut app, |s| !s.lines.is_empty()));
    // In review, each step studies the position shown.
    app.update(Action::Review);
    let at_end = app
        .learning
        .study
        .as_ref()
        .expect("still analysing")
        .stop_flag();
    app.update(Action::Left);
    assert!(at_end.load(Ordering::Relaxed));
    assert!(wait_until(&mut app, |s| !s.lines.is_empty()));
    let study = app.learning.study.as_ref().expect("analysing");
    assert!(study.studies(app.shown()));
    // One move back, the side to move is the one that played G10: its lines are for it.
    assert_eq!(study.side, app.shown().to_move());
}

#[test]
fn against_the_computer_analysis_waits_for_the_end_of_the_game() {
    let mut app = game(Mode::Pvc, &["H8"]);
    app.update(Action::Analyse);
    assert!(app.learning.study.is_none());
    let shown = text(&screen(&mut app, (120, 40)));
    assert!(shown.contains("Analysis is for reviews"), "{shown}");
}

#[test]
fn the_analysis_speaks_chinese() {
    gomoku::i18n::set_lang(gomoku::i18n::Lang::Zh);
    let mut app = game(Mode::Pvp, &MIDDLE_GAME);
    app.update(Action::Analyse);
    assert!(wait_until(&mut app, |s| s.lines.len() == 3));
    let shown = text(&screen(&mut app, (80, 24)));
    gomoku::i18n::set_lang(gomoku::i18n::Lang::En);
    assert!(shown.contains("分析 · 深度"), "{shown}");
    assert!(shown.contains("个局面"), "{shown}");
}
