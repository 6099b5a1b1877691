//! Variations in review, through the keys and the screen: a move other than the game's makes a
//! variation and keeps the game, `>` `<` and `x` enter, leave and remove one, the move list
//! marks where lines branch and dims the moves off the main line, a click plays into the
//! review, playing on follows the line shown, and Ctrl-S writes the tree that Ctrl-O reads back.

use std::path::Path;

use crate::records::{ctrl, picker, press, pvp, screen_text, type_text};
use crate::scratch::Scratch;
use gomoku::model::Point;
use gomoku::record::Record;
use gomoku::settings::ThemeName;
use gomoku::tui::app::Overlay;
use gomoku::tui::driver::Driver;
use gomoku::tui::theme::{TerminalEnv, Theme};
use gomoku::tui::{Action, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;

fn names(points: &[Point]) -> Vec<String> {
    points.iter().map(|p| p.notation(15)).collect()
}

/// A game of four moves between two people, reviewed from move 2, where `L12` (typed at the
/// prompt) starts a variation and `M13` follows it; shown at `M13`.
fn with_a_variation(games: &Path) -> Driver {
    let mut app = pvp(games);
    app.play(&["H8", "H9", "J10", "K11"]);
    press(&mut app, KeyCode::Char('v'));
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    for typed in ["L12", "M13"] {
        press(&mut app, KeyCode::Char(':'));
        type_text(&mut app, typed);
        press(&mut app, KeyCode::Enter);
    }
    app
}

/// The move that led to the position shown, in board notation.
fn shown_move(app: &Driver) -> String {
    review(app)
        .current_move()
        .map(|p| p.notation(15))
        .unwrap_or_default()
}

fn review(app: &Driver) -> &gomoku::record::Review {
    app.learning.review.as_ref().expect("in review")
}

fn buffer(app: &mut Driver) -> Buffer {
    app.update(Action::Resize(80, 24));
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("test backend");
    terminal.draw(|f| draw(f, app)).expect("drawing");
    terminal.backend().buffer().clone()
}

/// Where `text` starts on the screen, by rows of cells.
fn find(buffer: &Buffer, text: &str) -> Option<(u16, u16)> {
    let width = buffer.area.width;
    (0..buffer.area.height).find_map(|y| {
        let row: Vec<&str> = (0..width).map(|x| buffer[(x, y)].symbol()).collect();
        (0..width as usize)
            .find(|&x| row[x..].concat().starts_with(text))
            .map(|x| (x as u16, y))
    })
}

#[test]
fn another_move_in_review_makes_a_variation_and_keeps_the_game() {
    let dir = Scratch::new("variation-made");
    let mut app = with_a_variation(dir.path());
    let r = review(&app);
    assert_eq!(names(&r.moves()), ["H8", "H9", "L12", "M13"]);
    assert_eq!(r.index(), 4);
    assert_eq!(
        app.play.game.history().len(),
        4,
        "the game in play is untouched"
    );
    let main = r.record();
    assert_eq!(
        names(main.moves()),
        ["H8", "H9", "J10", "K11"],
        "the game stays the main line"
    );
    assert!(main.variations().is_some());
    // The first move of the variation said so; the next one only stepped on.
    app.update(Action::Left);
    app.update(Action::Left);
    press(&mut app, KeyCode::Char(':'));
    type_text(&mut app, "N14");
    press(&mut app, KeyCode::Enter);
    let said = app.message.clone().unwrap_or_default();
    assert!(said.contains("variation from move 3"), "{said}");
}

#[test]
fn the_move_list_marks_the_branch_and_dims_the_moves_off_the_game() {
    let dir = Scratch::new("variation-list");
    let mut app = with_a_variation(dir.path());
    // A theme whose dim text has a colour of its own.
    app.settings.looks.theme = ThemeName::Dark;
    app.update(Action::Left);
    let shown = screen_text(&mut app);
    assert!(shown.contains("  3 L12*"), "two lines at move 3:\n{shown}");
    assert!(shown.contains("  2 H9 "), "one line at move 2:\n{shown}");
    assert!(shown.contains("variation from move 3"), "{shown}");
    let theme = Theme::for_terminal(app.settings.looks.theme, TerminalEnv::default());
    assert!(theme.dim.fg.is_some());
    let buffer = buffer(&mut app);
    let (x, y) = find(&buffer, "  4 M13").expect("move 4 listed");
    assert_eq!(
        buffer[(x + 4, y)].fg,
        theme.dim.fg.unwrap_or_default(),
        "off the game"
    );
    let (x, y) = find(&buffer, "  2 H9").expect("move 2 listed");
    assert_ne!(
        buffer[(x + 4, y)].fg,
        theme.dim.fg.unwrap_or_default(),
        "the game's own"
    );
    let (x, y) = find(&buffer, "  3 L12").expect("move 3 listed");
    assert_eq!(
        buffer[(x + 4, y)].bg,
        theme.selected.bg.unwrap_or_default(),
        "shown"
    );
}

#[test]
fn keys_go_into_a_variation_back_to_the_game_and_remove_it() {
    let dir = Scratch::new("variation-keys");
    let mut app = with_a_variation(dir.path());
    press(&mut app, KeyCode::Char('<'));
    assert_eq!(review(&app).index(), 2);
    assert_eq!(names(&review(&app).moves()), ["H8", "H9", "J10", "K11"]);
    press(&mut app, KeyCode::Char('>'));
    assert_eq!(review(&app).index(), 3);
    assert_eq!(shown_move(&app), "L12");
    press(&mut app, KeyCode::Char('>'));
    assert_eq!(shown_move(&app), "J10", "round to the game's move");
    press(&mut app, KeyCode::Char('>'));
    press(&mut app, KeyCode::Char('x'));
    assert!(app.message.clone().unwrap_or_default().contains("removed"));
    assert!(review(&app).record().variations().is_none());
    assert_eq!(names(&review(&app).moves()), ["H8", "H9", "J10", "K11"]);
    press(&mut app, KeyCode::Delete);
    let said = app.message.clone().unwrap_or_default();
    assert!(said.contains("main line"), "nothing more to remove: {said}");
    assert_eq!(review(&app).len(), 4, "the game is never removed");
}

#[test]
fn m_makes_the_variation_the_main_line() {
    let dir = Scratch::new("variation-promote");
    let mut app = with_a_variation(dir.path());
    press(&mut app, KeyCode::Char('m'));
    let record = review(&app).record();
    assert_eq!(names(record.moves()), ["H8", "H9", "L12", "M13"]);
}

#[test]
fn a_click_on_the_board_plays_into_the_review() {
    let dir = Scratch::new("variation-click");
    let mut app = pvp(dir.path());
    app.play(&["H8", "H9", "J10"]);
    press(&mut app, KeyCode::Char('v'));
    press(&mut app, KeyCode::Left);
    app.update(Action::Resize(80, 24));
    let target = Point::new(2, 2);
    let (x, y) = app.screen().expect("fits").cell_of(target);
    app.update(Action::Click(x, y));
    assert_eq!(review(&app).current_move(), Some(target));
    assert_eq!(review(&app).index(), 3);
    assert_eq!(app.play.game.history().len(), 3);
    // A taken point is refused with the reason, and nothing changes.
    let (x, y) = app.screen().expect("fits").cell_of(Point::new(7, 7));
    app.update(Action::Click(x, y));
    assert!(app.message.clone().unwrap_or_default().contains("taken"));
    assert_eq!(review(&app).index(), 3);
}

#[test]
fn playing_on_from_a_variation_plays_its_line() {
    let dir = Scratch::new("variation-play-on");
    let mut app = with_a_variation(dir.path());
    press(&mut app, KeyCode::Enter);
    assert!(app.learning.review.is_none());
    assert_eq!(names(app.play.game.history()), ["H8", "H9", "L12", "M13"]);
}

#[test]
fn ctrl_s_writes_the_variations_and_ctrl_o_opens_them() {
    let dir = Scratch::new("variation-save");
    let mut app = with_a_variation(dir.path());
    ctrl(&mut app, 's');
    let said = app.message.clone().unwrap_or_default();
    let saved = Path::new(said.trim_start_matches("Saved to ")).to_path_buf();
    let record = Record::load(&saved).expect("the saved file reads");
    assert_eq!(names(record.moves()), ["H8", "H9", "J10", "K11"]);
    assert!(record.variations().is_some(), "{}", record.to_sgf());

    press(&mut app, KeyCode::Esc);
    let entry = {
        ctrl(&mut app, 'o');
        let entries = picker(&app).entries.iter().flatten();
        entries
            .map(|e| &e.source)
            .position(|s| *s == gomoku::record::Source::File(saved.clone()))
            .expect("listed")
    };
    for _ in 0..entry {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    // The game in play is unfinished: opening another drops it, once the player says yes.
    if matches!(app.overlay, Overlay::Question(_)) {
        press(&mut app, KeyCode::Char('y'));
    }
    assert_eq!(review(&app).index(), 4, "at the end of the game");
    app.update(Action::First);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char('>'));
    assert_eq!(shown_move(&app), "L12", "the variation is back");
}

#[test]
fn the_help_in_review_lists_the_keys_of_variations() {
    let dir = Scratch::new("variation-help");
    let mut app = with_a_variation(dir.path());
    press(&mut app, KeyCode::Char('?'));
    app.update(Action::Resize(120, 40));
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    terminal.draw(|f| draw(f, &app)).expect("drawing");
    let buffer = terminal.backend().buffer().clone();
    let shown: String = (0..40)
        .map(|y| {
            (0..120)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                + "\n"
        })
        .collect();
    // Each key with its word (the list wraps where the width ends).
    for said in ["> next variation", "< leave", "x remove", "m main line"] {
        assert!(shown.contains(said), "{said} missing from\n{shown}");
    }
}

/// Waits, for at most a minute, until the analysis of the position shown has `lines` lines.
fn analysed(app: &mut Driver, lines: usize) -> bool {
    let end = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while std::time::Instant::now() < end {
        let shown = app.shown().clone();
        if app
            .learning
            .study
            .as_ref()
            .is_some_and(|s| s.studies(&shown) && s.lines.len() >= lines && s.depth() >= 2)
        {
            return true;
        }
        app.wait_for_any_answer(std::time::Duration::from_millis(200));
    }
    false
}

#[test]
fn the_analysiss_lines_play_into_the_review_as_variations() {
    let dir = Scratch::new("variation-analysis");
    let mut app = pvp(dir.path());
    app.play(&["H8", "I9", "I8", "G8", "J8", "K8", "H9", "H10"]);
    press(&mut app, KeyCode::Char('v'));
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Char('1'));
    assert!(
        app.message
            .clone()
            .unwrap_or_default()
            .contains("No line 1")
    );
    press(&mut app, KeyCode::Char('e'));
    let mut played = Vec::new();
    for (key, rank) in [('1', 0), ('2', 1)] {
        assert!(analysed(&mut app, 2), "the analysis gave its lines");
        let study = app.learning.study.as_ref().expect("analysing");
        let line = study.lines[rank].pv.clone();
        assert_eq!(line.first(), Some(&study.lines[rank].best));
        press(&mut app, KeyCode::Char(key));
        let r = review(&app);
        assert_eq!(r.moves()[6..6 + line.len()], line[..], "candidate {key}");
        assert_eq!(r.index(), 6 + line.len());
        let said = app.message.clone().unwrap_or_default();
        assert!(
            said.contains("analysis's line played from move 7"),
            "{said}"
        );
        played.push(line[0]);
        app.update(Action::First);
        for _ in 0..6 {
            press(&mut app, KeyCode::Right);
        }
    }
    // Two different candidates: at most one of them is the game's seventh move.
    assert_ne!(played[0], played[1]);
    let record = review(&app).record();
    assert!(record.variations().is_some(), "{}", record.to_sgf());
    assert_eq!(
        names(record.moves())[6],
        "H9",
        "the game stays the main line"
    );
}
