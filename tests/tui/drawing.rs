//! How the board is drawn beyond one glyph a point: small games as cells with the stones inside
//! (and clicks that find the cell), stones that grow where each point has room, and move
//! numbers on the stones; each layout still fits 80x24, 60x20 and 40x15.

use gomoku::model::{Point, Stone};
use gomoku::settings::{BoardSettings, BoardStyle, Mode, PlayerSettings, Settings, ThemeName};
use gomoku::tui::driver::Driver;
use gomoku::tui::layout::{Drawing, min_size};
use gomoku::tui::theme::Theme;
use gomoku::tui::{Action, App, draw_with};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Color;

fn pvp(side: usize, win: usize) -> Driver {
    let settings = Settings {
        board: BoardSettings {
            rows: side,
            cols: side,
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

fn drawn(app: &mut Driver, (width, height): (u16, u16)) -> Buffer {
    app.update(Action::Resize(width, height));
    let theme = Theme::new(ThemeName::Wood, false);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| draw_with(frame, app, &theme))
        .expect("drawing into memory");
    terminal.backend().buffer().clone()
}

fn row(buffer: &Buffer, y: u16) -> String {
    (0..buffer.area.width)
        .map(|x| buffer[(x, y)].symbol())
        .collect()
}

#[test]
fn tic_tac_toe_is_drawn_as_cells_and_a_click_anywhere_in_a_cell_plays_it() {
    let mut app = pvp(3, 3);
    let shown = drawn(&mut app, (80, 24));
    let screen = app.screen().expect("fits");
    assert_eq!(screen.drawing, Drawing::Cells);
    assert!(screen.panel.is_some(), "the panel beside the cells");
    let top = row(&shown, screen.board.y + 1);
    assert!(top.contains("┏━━━") && top.contains("┯━━━"), "{top}");
    // A click on a cell's corner, away from its middle, plays that cell.
    let (x, y) = screen.cell_of(Point::new(1, 1));
    let (px, py) = screen.geometry().pitch();
    app.update(Action::Click(x + px / 2 - 1, y - py / 2 + 1));
    assert_eq!(
        app.play.game.board().get(Point::new(1, 1)),
        Some(Stone::Black)
    );
    // The stone sits in the middle of its cell.
    let shown = drawn(&mut app, (80, 24));
    assert_eq!(
        shown[screen.cell_of(Point::new(1, 1))].bg,
        Color::Indexed(16)
    );
    // Gomoku stays the grid; the setting can ask for either.
    let mut gomoku = pvp(15, 5);
    drawn(&mut gomoku, (80, 24));
    assert_eq!(gomoku.screen().map(|s| s.drawing), Some(Drawing::Grid));
    app.settings.looks.board_style = BoardStyle::Grid;
    drawn(&mut app, (80, 24));
    assert_eq!(app.screen().map(|s| s.drawing), Some(Drawing::Grid));
}

#[test]
fn every_drawing_fits_80x24_60x20_and_40x15_with_its_status_lines() {
    for (side, win) in [(3, 3), (5, 3), (6, 4), (7, 4), (15, 5), (19, 5)] {
        for style in [BoardStyle::Auto, BoardStyle::Cells, BoardStyle::Grid] {
            for size in [(80, 24), (60, 20), (40, 15)] {
                let mut app = pvp(side, win);
                app.settings.looks.board_style = style;
                drawn(&mut app, size);
                let Some(screen) = app.screen() else {
                    // Too small for the board even as the grid: the screen says so instead.
                    let (w, h) = min_size(side, side);
                    assert!(w > size.0 || h > size.1, "{side}x{side} at {size:?}");
                    continue;
                };
                let what = format!("{side}x{side} {style:?} at {size:?}");
                assert!(screen.board.right() <= size.0, "{what}");
                assert!(screen.status.bottom() <= size.1, "{what}");
                assert!(screen.status.height >= 2, "{what}");
                // Every point's cell is on the board, and a click there plays it.
                for p in [Point::new(0, 0), Point::new(side - 1, side - 1)] {
                    let (x, y) = screen.cell_of(p);
                    assert!(screen.board.contains((x, y).into()), "{what}");
                    assert_eq!(screen.point_at(x, y, side, side), Some(p), "{what}");
                }
            }
        }
    }
}

#[test]
fn stones_grow_where_each_point_has_room() {
    let mut app = pvp(15, 5);
    app.play(&["H8", "I8"]);
    // Two columns a point: one glyph.
    let shown = drawn(&mut app, (80, 24));
    let screen = app.screen().expect("fits");
    assert_eq!(shown[screen.cell_of(app.point("H8"))].symbol(), "●");
    // Four columns a point: three cells across, rounded by half blocks.
    let shown = drawn(&mut app, (120, 40));
    let screen = app.screen().expect("fits");
    assert_eq!(screen.scale, 2);
    let (x, y) = screen.cell_of(app.point("H8"));
    let across: String = (x - 1..=x + 1).map(|x| shown[(x, y)].symbol()).collect();
    assert_eq!(across, "▐ ▌");
    assert_eq!(shown[(x, y)].bg, Color::Indexed(16), "black");
    assert_eq!(shown[(x - 1, y)].fg, Color::Indexed(16));
    // White's last move: white, with a dot in the last move's colour in its middle.
    let (x, y) = screen.cell_of(app.point("I8"));
    assert_eq!(shown[(x, y)].symbol(), "●");
    assert_eq!(shown[(x, y)].bg, Color::Indexed(231));
    let theme = Theme::new(ThemeName::Wood, false);
    assert_eq!(Some(shown[(x, y)].fg), theme.last_move.bg);
    // Six columns and three rows: a disc over three rows, half rows above and below.
    let shown = drawn(&mut app, (200, 60));
    let screen = app.screen().expect("fits");
    assert_eq!(screen.scale, 3);
    let (x, y) = screen.cell_of(app.point("H8"));
    let above: String = (x - 1..=x + 1)
        .map(|x| shown[(x, y - 1)].symbol())
        .collect();
    let below: String = (x - 1..=x + 1)
        .map(|x| shown[(x, y + 1)].symbol())
        .collect();
    assert_eq!((above.as_str(), below.as_str()), ("▄▄▄", "▀▀▀"));
    assert_eq!(shown[(x - 2, y)].bg, Color::Indexed(16));
}

#[test]
fn move_numbers_show_on_the_stones_in_their_colours() {
    let mut app = pvp(15, 5);
    app.settings.looks.move_numbers = true;
    let moves: Vec<String> = (0..12)
        .map(|i| format!("{}{}", (b'A' + i as u8 % 6) as char, 1 + i / 6 * 2 + i % 2))
        .collect();
    let names: Vec<&str> = moves.iter().map(String::as_str).collect();
    app.play(&names);
    app.play.cursor = app.point("H8");
    let shown = drawn(&mut app, (80, 24));
    let screen = app.screen().expect("fits");
    let number = |name: &str| {
        let (x, y) = screen.cell_of(app.point(name));
        let cells = [&shown[(x, y)], &shown[(x + 1, y)]];
        let text: String = cells.iter().map(|c| c.symbol()).collect();
        let digits: String = text.chars().filter(char::is_ascii_digit).collect();
        (digits, cells[0].fg, cells[0].bg)
    };
    // Black's first stone: white digits on black; white's: black on white.
    assert_eq!(
        number(&moves[0]),
        ("1".into(), Color::Indexed(231), Color::Indexed(16))
    );
    assert_eq!(
        number(&moves[1]),
        ("2".into(), Color::Indexed(16), Color::Indexed(231))
    );
    assert_eq!(number(&moves[9]).0, "10");
    // The last move keeps its stone's colour on the last move's colour.
    let theme = Theme::new(ThemeName::Wood, false);
    let (text, fg, bg) = number(&moves[11]);
    assert_eq!(
        (text.as_str(), Some(fg), Some(bg)),
        ("12", theme.white.fg, theme.last_move.bg)
    );
    // Off, the stones are glyphs again.
    app.settings.looks.move_numbers = false;
    let shown = drawn(&mut app, (80, 24));
    assert_eq!(shown[screen.cell_of(app.point(&moves[0]))].symbol(), "●");
}
