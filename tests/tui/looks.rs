//! How the screen looks in each theme: styled snapshots (symbols and colours) of a game in
//! progress, a Renju position with forbidden points and a won game at 80x24 and 120x40; the
//! board's scale, star points, marks that stay visible without colour, the side panel's verdict,
//! and status messages that keep what matters when the line is short.

use gomoku::ai::{Analysis, Level, WIN};
use gomoku::model::{ForbiddenPolicy, Point, Rule, Stone};
use gomoku::settings::{
    BoardSettings, BoardStyle, ComputerSettings, Mode, PlayerSettings, Settings, ThemeName,
};
use gomoku::tui::driver::Driver;
use gomoku::tui::theme::Theme;
use gomoku::tui::{Action, App, draw_with};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

const THEMES: [ThemeName; 5] = [
    ThemeName::Wood,
    ThemeName::Dark,
    ThemeName::Light,
    ThemeName::Mono,
    ThemeName::Ascii,
];

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn app(settings: Settings) -> Driver {
    Driver::new(App::new(settings).expect("valid settings"))
}

fn pvp(rows: usize, cols: usize, win: usize) -> Driver {
    app(Settings {
        board: BoardSettings {
            rows,
            cols,
            win,
            ..Default::default()
        },
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    })
}

fn buffer(app: &mut Driver, (width, height): (u16, u16), name: ThemeName) -> Buffer {
    app.update(Action::Resize(width, height));
    let theme = Theme::new(name, false);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| draw_with(frame, app, &theme))
        .expect("drawing into memory");
    terminal.backend().buffer().clone()
}

fn text(buffer: &Buffer) -> String {
    let area = buffer.area;
    (0..area.height)
        .map(|y| {
            let row: String = (0..area.width).map(|x| buffer[(x, y)].symbol()).collect();
            row.trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A game under way: stones, the last move, the cursor away from it, a hint, and the
/// computer's verdict in the side panel.
fn in_progress() -> Driver {
    let mut app = pvp(15, 15, 5);
    app.play(&["H8", "I9", "H9", "H7", "G8", "I8", "J10", "I10"]);
    app.play.cursor = app.point("F6");
    app.play.hint = Some(app.point("I7"));
    let best = app.point("I10");
    app.play.analysis = Some((
        Stone::White,
        Analysis {
            best,
            score: -332,
            depth: 7,
            nodes: 12_000,
            pv: vec![best],
            exact: false,
        },
    ));
    app
}

/// Black to move under Renju with H8 a double-three.
fn renju() -> Driver {
    let mut app = app(Settings {
        board: BoardSettings {
            rule: Rule::Renju,
            forbidden: ForbiddenPolicy::Refuse,
            ..Default::default()
        },
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    });
    app.play(&["F8", "A1", "G8", "C1", "H6", "E1", "H7", "A15"]);
    app.play.cursor = app.point("K11");
    app
}

/// Black's five from H8 to L8, the game over.
fn won() -> Driver {
    let mut app = pvp(15, 15, 5);
    app.play(&["H8", "H9", "I8", "I9", "J8", "J9", "K8", "K9", "L8"]);
    app
}

/// The positions the snapshots show, by name.
type Position = (&'static str, fn() -> Driver);

const POSITIONS: [Position; 3] = [("in_progress", in_progress), ("renju", renju), ("won", won)];

#[test]
fn every_theme_at_80x24_and_120x40_in_play_under_renju_and_after_a_win() {
    for (position, make) in POSITIONS {
        for size in SIZES {
            for name in THEMES {
                let mut app = make();
                let shown = buffer(&mut app, size, name);
                let snapshot = format!("{position}_{}_{}x{}", name.key(), size.0, size.1);
                insta::assert_debug_snapshot!(snapshot, shown);
            }
        }
    }
}

#[test]
fn the_ascii_theme_draws_every_cell_in_ascii() {
    for (position, make) in POSITIONS {
        for size in SIZES {
            let mut app = make();
            let shown = text(&buffer(&mut app, size, ThemeName::Ascii));
            assert!(shown.is_ascii(), "{position} at {size:?}:\n{shown}");
        }
    }
}

#[test]
fn without_colour_every_mark_still_differs_from_a_plain_stone() {
    for name in [ThemeName::Mono, ThemeName::Ascii] {
        // As NO_COLOR makes them.
        let theme = Theme::new(name, true);
        let mut app = in_progress();
        app.update(Action::Resize(80, 24));
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("test backend");
        terminal
            .draw(|frame| draw_with(frame, &app, &theme))
            .expect("drawing");
        let buffer = terminal.backend().buffer();
        let screen = app.screen().expect("fits");
        for cell in buffer.content() {
            assert_eq!((cell.fg, cell.bg), (Color::Reset, Color::Reset), "{name:?}");
        }
        let cell = |name: &str| buffer[screen.cell_of(app.point(name))].clone();
        // I10 is white's last move, I9 another white stone.
        let (last, other) = (cell("I10"), cell("I9"));
        assert_eq!(last.symbol(), other.symbol());
        assert!(last.modifier.contains(Modifier::UNDERLINED), "{name:?}");
        assert_ne!(last.modifier, other.modifier, "{name:?}");
        // The hint keeps its own glyph away from the cursor; the cursor is bracketed.
        assert_eq!(cell("I7").symbol(), theme.glyphs.hint, "{name:?}");
        let (x, y) = screen.cell_of(app.play.cursor);
        assert_eq!(buffer[(x - 1, y)].symbol(), "[", "{name:?}");
        assert_eq!(buffer[(x + 1, y)].symbol(), "]", "{name:?}");
        assert!(buffer[(x, y)].modifier.contains(Modifier::REVERSED));
    }
}

#[test]
fn the_board_grows_with_the_window_and_clicks_follow_it() {
    for (side, size, scale) in [(3, (200, 60), 8), (7, (80, 24), 3), (15, (100, 40), 2)] {
        let mut app = pvp(side, side, 3);
        app.settings.looks.board_style = BoardStyle::Grid;
        let shown = text(&buffer(&mut app, size, ThemeName::Wood));
        let screen = app.screen().expect("fits");
        assert_eq!(screen.scale, scale, "{side}x{side} at {size:?}");
        // The grid stays joined: a full line of the top edge, and rules between the rows.
        let edge = format!("┏{}┯", "━".repeat(2 * scale as usize - 1));
        assert!(shown.contains(&edge), "{shown}");
        let (x, y) = screen.cell_of(Point::new(0, 0));
        assert_eq!(text_at(&shown, x, y + 1), "┃");
        // A click a little off an intersection still plays it.
        let target = Point::new(side / 2, side - 1);
        let (x, y) = screen.cell_of(target);
        app.update(Action::Click(x + 1, y));
        assert_eq!(app.play.game.board().get(target), Some(Stone::Black));
    }
}

fn text_at(shown: &str, x: u16, y: u16) -> String {
    let row = shown.lines().nth(y as usize).unwrap_or("");
    row.chars()
        .nth(x as usize)
        .map(String::from)
        .unwrap_or_default()
}

#[test]
fn star_points_are_marked_and_give_way_to_stones_and_the_cursor() {
    let mut app = pvp(15, 15, 5);
    let shown = buffer(&mut app, (80, 24), ThemeName::Wood);
    let screen = app.screen().expect("fits");
    let theme = Theme::new(ThemeName::Wood, false);
    for name in ["D4", "D12", "L4", "L12"] {
        let cell = &shown[screen.cell_of(app.point(name))];
        assert_eq!(cell.symbol(), theme.glyphs.star, "{name}");
    }
    // H8, the centre, has the cursor on it: the star shows under the cursor's colour.
    let centre = &shown[screen.cell_of(app.point("H8"))];
    assert_eq!(centre.symbol(), theme.glyphs.star);
    assert_eq!(Some(centre.bg), theme.cursor.bg);
    app.play(&["D4"]);
    let shown = buffer(&mut app, (80, 24), ThemeName::Wood);
    assert_eq!(shown[screen.cell_of(app.point("D4"))].symbol(), "●");
    // Tic-tac-toe has none.
    let mut small = pvp(3, 3, 3);
    let shown = text(&buffer(&mut small, (80, 24), ThemeName::Wood));
    assert!(!shown.contains(theme.glyphs.star), "{shown}");
}

#[test]
fn in_the_wood_theme_black_stones_are_black_and_white_ones_white_on_the_board_colour() {
    let mut app = in_progress();
    let shown = buffer(&mut app, (80, 24), ThemeName::Wood);
    let screen = app.screen().expect("fits");
    let theme = Theme::new(ThemeName::Wood, false);
    let board_bg = theme.board.bg.expect("a board colour");
    let (black, white) = (
        &shown[screen.cell_of(app.point("H9"))],
        &shown[screen.cell_of(app.point("I9"))],
    );
    assert_eq!((black.symbol(), white.symbol()), ("●", "●"));
    assert_eq!(Some(black.fg), theme.black.fg);
    assert_eq!(Some(white.fg), theme.white.fg);
    assert_ne!(black.fg, white.fg);
    assert_eq!((black.bg, white.bg), (board_bg, board_bg));
    // The labels sit on the board colour too: the rectangle is the board.
    assert_eq!(shown[(screen.board.x, screen.board.y)].bg, board_bg);
}

#[test]
fn the_side_panel_names_the_better_side_and_agrees_whoever_moved() {
    let mut app = in_progress();
    let shown = text(&buffer(&mut app, (120, 40), ThemeName::Wood));
    assert!(shown.contains("I10, looked 7 moves ahead"), "{shown}");
    // +332 is a 54 % chance: within five points of even.
    assert!(shown.contains(" even "), "{shown}");
    let best = app.point("I10");
    let scored = |score| Analysis {
        best,
        score,
        depth: 9,
        nodes: 1,
        pv: vec![],
        exact: false,
    };
    app.play.analysis = Some((Stone::White, scored(-4000)));
    let shown = text(&buffer(&mut app, (120, 40), ThemeName::Wood));
    assert!(shown.contains("Black is winning (88%)"), "{shown}");
    app.play.analysis = Some((Stone::Black, scored(WIN - 9)));
    let shown = text(&buffer(&mut app, (120, 40), ThemeName::Wood));
    assert!(shown.contains("Black wins in 5 moves"), "{shown}");
}

#[test]
fn the_move_list_fills_the_height_in_two_columns_and_shows_the_last_move() {
    let mut app = pvp(19, 19, 6);
    // Sixty stones in columns A to F, no six in a row.
    let mut moves = Vec::new();
    for col in ["A", "B", "C", "D", "E", "F"] {
        for row in 1..=10 {
            moves.push(format!("{col}{}", if col < "D" { row } else { row + 9 }));
        }
    }
    let names: Vec<&str> = moves.iter().map(String::as_str).collect();
    app.play(&names);
    assert_eq!(app.play.game.history().len(), 60);
    let shown = text(&buffer(&mut app, (120, 40), ThemeName::Wood));
    assert!(shown.contains(" 60 F19"), "the last move: {shown}");
    // Two pairs on one row: the list is in two columns (four numbered moves).
    let numbered = |l: &str| {
        let words: Vec<&str> = l.split_whitespace().collect();
        words
            .windows(2)
            .filter(|w| w[0].parse::<u32>().is_ok())
            .count()
    };
    let two = shown
        .lines()
        .filter(|l| numbered(l) >= 4 && l.contains('│'))
        .count();
    assert!(two > 5, "{shown}");
}

#[test]
fn the_theme_line_changes_the_looks_at_once_and_keeps_the_game() {
    let mut app = app(Settings {
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    });
    app.play(&["H8", "J9"]);
    app.update(Action::Settings);
    let gomoku::tui::app::Overlay::Settings(panel) = &app.overlay else {
        panic!("the settings panel");
    };
    let line = panel
        .fields()
        .iter()
        .position(|&f| f == gomoku::tui::app::Field::Theme)
        .expect("a Theme line");
    for _ in 0..line {
        app.update(Action::Down);
    }
    app.update(Action::Right);
    app.update(Action::Select);
    assert_eq!(app.settings.looks.theme, ThemeName::Wood);
    assert_eq!(app.play.game.history().len(), 2, "the game goes on");
    assert!(matches!(app.overlay, gomoku::tui::app::Overlay::None));
}

/// The status lines of `app` at `width` x `height`: the rows under the board.
pub(crate) fn status(app: &mut Driver, width: u16, height: u16) -> String {
    let shown = text(&buffer(app, (width, height), ThemeName::Wood));
    let screen = app.screen().expect("fits");
    let rows = screen.status.y as usize..screen.status.bottom() as usize;
    shown
        .lines()
        .enumerate()
        .filter(|(i, _)| rows.contains(i))
        .map(|(_, l)| l.trim())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn at_80_and_60_columns_the_status_keeps_whose_turn_and_the_last_move() {
    for width in [80, 60] {
        let mut app = app(Settings {
            computer: ComputerSettings {
                level_white: Level::Hard,
                ..Default::default()
            },
            ..Settings::default()
        });
        app.play(&["H8"]);
        app.computer.cancel();
        let shown = status(&mut app, width, 24);
        let first = shown.lines().next().unwrap_or("");
        assert!(
            first.contains("White (computer) to move"),
            "{width}: {shown}"
        );
        assert!(first.contains("last H8"), "{width}: {shown}");
        assert!(!first.contains('…'), "parts are left out whole: {shown}");
    }
}

#[test]
fn at_60_columns_a_forbidden_loss_says_who_won_and_why_in_whole_words() {
    let mut app = app(Settings {
        board: BoardSettings {
            rule: Rule::Renju,
            forbidden: ForbiddenPolicy::Loses,
            ..Default::default()
        },
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    });
    app.play(&["F8", "A1", "G8", "C1", "H6", "E1", "H7", "A15", "H8"]);
    let shown = status(&mut app, 60, 24);
    let words = shown.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("White wins — Black played a forbidden point (double-three) at H8"),
        "{shown}"
    );
    for line in shown.lines() {
        assert!(line.chars().count() <= 60, "{shown}");
    }
}

#[test]
fn a_long_message_wraps_at_a_word_instead_of_being_cut() {
    let mut app = pvp(15, 15, 5);
    app.play(&["H8"]);
    app.message = Some(
        "Settings applied to this game (settings not saved: could not write \
         /home/player/.config/gomoku/settings.toml: permission denied)"
            .to_string(),
    );
    let shown = status(&mut app, 80, 24);
    let words = shown.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("settings not saved: could not write"),
        "{shown}"
    );
    assert!(words.contains("permission denied)"), "{shown}");
    for line in shown.lines() {
        assert!(!line.ends_with("/t"), "{shown}");
    }
}
