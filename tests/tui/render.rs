//! What the screen shows, drawn into ratatui's test backend.

use gomoku::model::{Point, Stone};
use gomoku::settings::{
    BoardSettings, BoardStyle, ComputerSettings, Mode, PlayerSettings, Settings, ThemeName,
};
use gomoku::tui::driver::Driver;
use gomoku::tui::theme::Theme;
use gomoku::tui::{Action, App, draw_with};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

fn app(rows: usize, cols: usize, win: usize) -> Driver {
    let settings = Settings {
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
    };
    Driver::new(App::new(settings).expect("valid settings"))
}

/// The default look, whatever NO_COLOR says where the tests run.
fn wood() -> Theme {
    Theme::new(ThemeName::Wood, false)
}

fn render(app: &mut Driver, width: u16, height: u16) -> Terminal<TestBackend> {
    render_in(
        app,
        width,
        height,
        &Theme::new(app.settings.looks.theme, false),
    )
}

fn render_in(app: &mut Driver, width: u16, height: u16, theme: &Theme) -> Terminal<TestBackend> {
    app.update(Action::Resize(width, height));
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| draw_with(frame, app, theme))
        .expect("drawing into memory");
    terminal
}

/// The words inside the box titled `title` (an overlay), in reading order.
fn boxed_words(buffer: &Buffer, title: &str) -> String {
    let shown = text(buffer);
    let rows: Vec<Vec<&str>> = (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect()
        })
        .collect();
    let (top, line) = shown
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(&format!("┌ {title} ")))
        .expect("the box");
    let left = line.chars().take_while(|&c| c != '┌').count();
    let right = left
        + 1
        + rows[top][left + 1..]
            .iter()
            .take_while(|&&c| c != "┐")
            .count();
    let bottom = (top + 1..rows.len())
        .find(|&y| rows[y][left] == "└")
        .expect("the box's bottom");
    let inside = Rect::new(
        left as u16 + 1,
        top as u16 + 1,
        (right - left - 1) as u16,
        (bottom - top - 1) as u16,
    );
    let mut out = Vec::new();
    for y in inside.top()..inside.bottom() {
        let row: String = (inside.left()..inside.right())
            .map(|x| buffer[(x, y)].symbol())
            .collect();
        out.push(row);
    }
    out.join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A cell's colours and modifiers as a style, to compare with the theme's.
fn drawn(cell: &Cell) -> Style {
    Style::new()
        .fg(cell.fg)
        .bg(cell.bg)
        .add_modifier(cell.modifier)
}

fn text(buffer: &Buffer) -> String {
    let area = buffer.area;
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The screen's words in reading order, with borders and line breaks as single spaces, so a
/// sentence can be found wherever it wraps.
fn words(buffer: &Buffer) -> String {
    text(buffer)
        .replace(['│', '\n'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn empty_15x15_board() {
    let mut app = app(15, 15, 5);
    let terminal = render(&mut app, 80, 24);
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn cursor_is_drawn_reversed_on_its_intersection() {
    let mut app = app(15, 15, 5);
    // Where colour cannot mark it, the cursor is reversed and bracketed.
    let mono = Theme::new(ThemeName::Mono, false);
    let terminal = render_in(&mut app, 80, 24, &mono);
    let screen = app.screen().expect("fits");
    let (x, y) = screen.cell_of(app.play.cursor);
    let buffer = terminal.backend().buffer();
    let cell = &buffer[(x, y)];
    // The centre of 15x15 is a star point.
    assert_eq!(cell.symbol(), "╋");
    assert!(cell.modifier.contains(Modifier::REVERSED));
    assert_eq!(buffer[(x - 1, y)].symbol(), "[");
    assert_eq!(buffer[(x + 1, y)].symbol(), "]");
    // In colour, on its own background.
    let terminal = render_in(&mut app, 80, 24, &wood());
    let cell = &terminal.backend().buffer()[(x, y)];
    assert_eq!(cell.symbol(), "╋");
    assert_eq!(Some(cell.bg), wood().cursor.bg);
}

#[test]
fn finished_game_highlights_the_winning_line() {
    let mut app = app(15, 15, 5);
    app.play(&["H8", "H9", "I8", "I9", "J8", "J9", "K8", "K9", "L8"]);
    assert_eq!(app.play.game.outcome().winner(), Some(Stone::Black));
    let terminal = render(&mut app, 80, 24);
    insta::assert_snapshot!(terminal.backend());
    let screen = app.screen().expect("fits");
    let buffer = terminal.backend().buffer();
    for name in ["H8", "I8", "J8", "K8", "L8"] {
        let p = Point::parse_notation(name, 15, 15).expect("point");
        let cell = &buffer[screen.cell_of(p)];
        assert_eq!(cell.symbol(), "●", "{name}");
        assert_eq!(Some(cell.bg), wood().winning.bg, "{name} is highlighted");
    }
    for name in ["H9", "K9"] {
        let p = Point::parse_notation(name, 15, 15).expect("point");
        let bg = buffer[screen.cell_of(p)].bg;
        assert_ne!(Some(bg), wood().winning.bg, "{name} is not");
    }
    assert!(text(buffer).contains("Black wins — n: new game, u: undo"));
}

#[test]
fn last_move_is_marked() {
    let mut app = app(15, 15, 5);
    app.play(&["H8", "A1"]);
    app.play.cursor = Point::new(0, 0);
    let terminal = render(&mut app, 80, 24);
    let screen = app.screen().expect("fits");
    let buffer = terminal.backend().buffer();
    let last = buffer[screen.cell_of(Point::new(14, 0))].clone();
    let earlier = buffer[screen.cell_of(Point::new(7, 7))].clone();
    let theme = wood();
    assert_eq!(last.symbol(), theme.glyphs.white);
    assert_eq!(drawn(&last), theme.white.patch(theme.last_move));
    assert_eq!(drawn(&earlier), theme.black);
    assert_ne!(last.bg, earlier.bg);
}

#[test]
fn settings_panel() {
    let mut app = app(15, 15, 5);
    app.update(Action::Settings);
    let terminal = render(&mut app, 80, 24);
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn settings_panel_says_why_it_cannot_apply() {
    let mut app = app(3, 3, 3);
    app.update(Action::Settings);
    for _ in 0..3 {
        app.update(Action::Down);
    }
    app.update(Action::Right);
    let terminal = render(&mut app, 80, 24);
    let shown = boxed_words(terminal.backend().buffer(), "Settings");
    assert!(
        shown.contains("cannot apply: win length must be from 3 to 3 on a 3x3 board, not 4"),
        "{shown}"
    );
}

#[test]
fn help_overlay() {
    let mut app = app(15, 15, 5);
    app.update(Action::Help);
    let terminal = render(&mut app, 80, 24);
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn too_small_terminal_says_how_large_it_must_be() {
    let mut app = app(15, 15, 5);
    let terminal = render(&mut app, 30, 10);
    insta::assert_snapshot!(terminal.backend());
    let shown = words(terminal.backend().buffer());
    assert!(
        shown.contains("This 15x15 board needs at least 35x19; the terminal is 30x10."),
        "{shown}"
    );
    // After the window grows, the board is back.
    let terminal = render(&mut app, 80, 24);
    assert!(text(terminal.backend().buffer()).contains("15 ┏━┯"));
}

#[test]
fn board_19x19_with_labels_and_status_fits_80x24() {
    let mut app = app(19, 19, 5);
    app.play(&["K10", "S19"]);
    let terminal = render(&mut app, 80, 24);
    insta::assert_snapshot!(terminal.backend());
    let shown = text(terminal.backend().buffer());
    assert!(shown.contains("19 ┏━┯"));
    assert!(shown.contains(" 1 ┗━┷"));
    assert!(shown.contains("A B C D E F G H I J K L M N O P Q R S"));
    assert!(shown.contains("● Black to move · move 3"));
    assert!(shown.contains("last S19"));
}

#[test]
fn ascii_glyphs_draw_board_and_panels_without_box_characters() {
    let mut app = app(5, 5, 3);
    app.settings.looks.theme = ThemeName::Ascii;
    app.settings.looks.board_style = BoardStyle::Grid;
    app.play(&["C3", "B2"]);
    // The smallest scale, then the largest that fits 80x24: a 5x5 board is drawn four times
    // as large, its lines still joined.
    let terminal = render(&mut app, 29, 9);
    let shown = text(terminal.backend().buffer());
    assert!(shown.contains("3 +-+-X-+-+ 3"), "{shown}");
    assert!(shown.contains("2 +-O-+-+-+ 2"), "{shown}");
    let terminal = render(&mut app, 80, 24);
    let shown = text(terminal.backend().buffer());
    assert!(
        shown.contains(" 3 +-------+-------X-------+-------+ 3"),
        "{shown}"
    );
    assert!(
        shown.contains("   |       |       |       |       |"),
        "{shown}"
    );
    let box_drawing = |c: char| ('\u{2500}'..='\u{257f}').contains(&c);
    assert!(!shown.contains(box_drawing), "{shown}");
    app.update(Action::Settings);
    let terminal = render(&mut app, 80, 24);
    let shown = text(terminal.backend().buffer());
    assert!(shown.contains("+ Settings ---"), "{shown}");
    assert!(!shown.contains(box_drawing), "{shown}");
}

#[test]
fn the_status_line_shows_a_spinner_while_the_computer_thinks() {
    let mut app = Driver::new(App::new(Settings::default()).expect("valid settings"));
    app.update(Action::Select);
    app.tick(std::time::Instant::now());
    assert!(app.thinking().is_some());
    let terminal = render(&mut app, 80, 24);
    let shown = text(terminal.backend().buffer());
    assert!(shown.contains("Computer is thinking ⠋"), "{shown}");
    let white = Theme::new(app.settings.looks.theme, false).glyphs.white;
    assert!(
        shown.contains(&format!("{white} White (computer) to move · move 2")),
        "{shown}"
    );
    // A longer think says how long so far.
    app.tick(app.now() + std::time::Duration::from_millis(1200));
    let terminal = render(&mut app, 80, 24);
    let shown = text(terminal.backend().buffer());
    assert!(shown.contains("Computer is thinking 1.2 s"), "{shown}");
}

#[test]
fn while_the_computer_thinks_the_status_line_shows_its_depth_and_best_move_so_far() {
    let settings = Settings {
        computer: ComputerSettings {
            level_white: gomoku::ai::Level::Master,
            time_ms: 10_000,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    app.play(&["H8"]);
    app.tick(std::time::Instant::now());
    assert!(app.thinking().is_some());
    let deep = |a: &App| {
        a.computer
            .best_so_far
            .as_ref()
            .is_some_and(|b| b.depth >= 3)
    };
    assert!(
        app.wait_until(std::time::Duration::from_secs(10), deep),
        "no progress from the search"
    );
    assert!(app.thinking().is_some(), "still thinking");
    let best = app
        .computer
        .best_so_far
        .clone()
        .expect("a best move so far");
    let terminal = render(&mut app, 120, 40);
    let shown = text(terminal.backend().buffer());
    let point = best.best.notation(15);
    assert!(
        shown.contains(&format!("· depth {} · best {point}", best.depth)),
        "{shown}"
    );
}

#[test]
fn the_side_panel_shows_no_evaluation_after_a_new_game() {
    let settings = Settings {
        players: PlayerSettings {
            mode: Mode::Pvc,
            ..Default::default()
        },
        computer: ComputerSettings {
            level_white: gomoku::ai::Level::Easy,
            time_ms: 200,
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut app = Driver::new(App::new(settings).expect("valid settings"));
    app.set_seed(Some(3));
    app.play(&["H8"]);
    assert!(app.wait_for_computer(std::time::Duration::from_secs(20)));
    let terminal = render(&mut app, 100, 30);
    let before = words(terminal.backend().buffer());
    assert!(
        before.contains(" ahead"),
        "the computer's evaluation: {before}"
    );
    app.update(Action::NewGame);
    app.update(Action::Yes);
    let terminal = render(&mut app, 100, 30);
    let after = words(terminal.backend().buffer());
    assert!(!after.contains(" ahead"), "a stale evaluation: {after}");
    assert!(!after.contains("H8"), "a stale move list: {after}");
}

#[test]
fn the_move_list_numbers_each_stone_as_the_status_line_counts_moves() {
    use gomoku::ai::Analysis;
    use gomoku::model::Stone;
    let mut app = gomoku::tui::driver::Driver::new(
        App::new(Settings {
            players: PlayerSettings {
                mode: Mode::Pvp,
                ..Default::default()
            },
            ..Settings::default()
        })
        .expect("valid settings"),
    );
    app.play(&["H8", "H9", "I8", "I9", "J8", "J9", "K8", "K9"]);
    // An opinion of the computer's from earlier in the game.
    let best = app.point("L8");
    app.play.analysis = Some((
        Stone::White,
        Analysis {
            best,
            score: -300,
            depth: 3,
            nodes: 10,
            pv: vec![best],
            exact: false,
        },
    ));
    app.play(&["L8"]);
    let shown = crate::records::screen_text(&mut app);
    assert!(shown.contains("won after 9 moves"), "{shown}");
    assert!(
        shown.contains("  9 L8"),
        "the ninth stone is numbered 9:\n{shown}"
    );
    assert!(shown.contains("  8 K9"), "{shown}");
    assert!(
        !shown.contains("is better"),
        "no opinion once the game is over:\n{shown}"
    );
}
