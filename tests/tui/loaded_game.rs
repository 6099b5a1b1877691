//! A loaded game shows what its file says: the game's name, the players, the date and the result
//! in the side panel, and each move's comment while review shows that move.

use crate::scratch::Scratch;
use clap::Parser;
use gomoku::cli::Cli;
use gomoku::settings::startup::prepare_with;
use gomoku::settings::{Settings, SettingsStore};
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

const GAME: &str = "(;GM[4]SZ[15]GN[Club final]PB[Alice]PW[Bob]DT[2026-11-28]RE[W+R]\
    C[Before the first move.];B[hh]C[The centre, as always.];W[ih];B[hi]C[Black builds a \
    line that the next moves will have to answer, and this comment is long enough to wrap over \
    several rows of the side panel without pushing the move list off the screen.])";

fn loaded() -> (Scratch, Driver) {
    let dir = Scratch::new("loaded-game");
    let path = dir.join("final.sgf");
    std::fs::write(&path, GAME).expect("write");
    let store = SettingsStore::open(dir.join("settings.toml"));
    let flag = path.display().to_string();
    let cli = Cli::try_parse_from(["gomoku", "--load", &flag]).expect("valid flags");
    let start = prepare_with(Some(store), &cli.game, gomoku::i18n::lang()).expect("valid start");
    let app = Driver::new(App::start(start, None).expect("app"));
    (dir, app)
}

/// The screen at 120x40, each row's text, with the spaces the panel pads with squeezed.
fn screen(app: &mut Driver) -> String {
    app.update(Action::Resize(120, 40));
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    terminal.draw(|f| draw(f, app)).expect("drawing");
    let buffer = terminal.backend().buffer().clone();
    (0..40)
        .map(|y| {
            (0..120)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .map(|row| row.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn review_shows_the_files_name_players_date_and_result() {
    let (_dir, mut app) = loaded();
    let shown = screen(&mut app);
    assert!(shown.contains("“Club final”"), "{shown}");
    assert!(shown.contains("Black Alice · White Bob"), "{shown}");
    assert!(shown.contains("Played 2026-11-28"), "{shown}");
    assert!(
        shown.contains("Result: White won by resignation"),
        "{shown}"
    );
}

#[test]
fn each_moves_comment_shows_while_that_move_is_shown() {
    let (_dir, mut app) = loaded();
    app.update(Action::First);
    let start = screen(&mut app);
    assert!(start.contains("Comment: Before the first move."), "{start}");
    app.update(Action::Right);
    let first = screen(&mut app);
    assert!(first.contains("Comment: The centre, as always."), "{first}");
    app.update(Action::Right);
    let second = screen(&mut app);
    assert!(
        !second.contains("Comment:"),
        "no comment on the second move: {second}"
    );
    app.update(Action::Right);
    let third = screen(&mut app);
    assert!(third.contains("Comment: Black builds a line"), "{third}");
    // Long, it is cut after a few rows and the moves stay listed.
    assert!(third.contains('…'), "{third}");
    assert!(third.contains("1 H8 2 I8"), "{third}");
}

#[test]
fn a_sample_names_its_players_by_colour_once_and_speaks_the_players_language() {
    use gomoku::i18n::{Lang, set_lang};
    for lang in [Lang::En, Lang::Zh] {
        set_lang(lang);
        let mut app = Driver::new(App::new(Settings::default()).expect("valid settings"));
        app.update(Action::Open);
        // The samples: tic-tac-toe, the VCF win, the Renju loss.
        app.update(Action::Down);
        app.update(Action::Select);
        assert!(app.learning.review.is_some(), "the sample is open");
        let shown = screen(&mut app);
        assert!(!shown.contains("Black Black"), "{shown}");
        assert!(!shown.contains("Black (Black)"), "{shown}");
        if lang == Lang::Zh {
            // This file's screens put a space after each wide character.
            let packed = |s: &str| s.replace(' ', "");
            assert!(
                packed(&shown).contains("连续冲四取胜"),
                "its name in Chinese: {shown}"
            );
            app.update(Action::First);
            for _ in 0..21 {
                app.update(Action::Right);
            }
            let comment = screen(&mut app);
            assert!(packed(&comment).contains("黑方开始连续冲四"), "{comment}");
        }
    }
    set_lang(Lang::En);
}
