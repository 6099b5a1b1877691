//! Every stone, mark and cursor state in every theme reads at 3:1 or more against what is
//! under it, and text at 4.5:1 (WCAG 2), read from the drawn screen: each theme in each form a
//! terminal may ask for (16 colours, 256, RGB), for each state of a point (empty, a star point,
//! black and white stones, each under the cursor, the last move, a winning line of either
//! colour, the foul point, a forbidden point also under the cursor, the hint) and for the
//! coordinates, the status lines and the side panel.
//!
//! Colour codes are read on xterm's palette. The terminal's own default colours are what each
//! theme assumes: a dark terminal (light grey on black) for `dark`, a light one (black on
//! white) for `light`, both for the others. Reverse video swaps the two colours; bold with one
//! of the dark eight standard colours counts both as it is and brightened, as xterm draws it;
//! dim is half-way to the background.

use gomoku::model::{ForbiddenPolicy, Rule};
use gomoku::settings::{BoardSettings, Mode, PlayerSettings, Settings, ThemeName};
use gomoku::tui::driver::Driver;
use gomoku::tui::layout::Screen;
use gomoku::tui::theme::contrast::{bold_bright, dimmed, ratio, rgb};
use gomoku::tui::theme::{Depth, TerminalEnv, Theme};
use gomoku::tui::{Action, App, draw_with};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::style::Modifier;

type Rgb = (u8, u8, u8);

/// A terminal's own colours: (foreground, background).
const DARK_TERMINAL: (Rgb, Rgb) = ((229, 229, 229), (0, 0, 0));
const LIGHT_TERMINAL: (Rgb, Rgb) = ((0, 0, 0), (255, 255, 255));

const MARK: f64 = 3.0;
const TEXT: f64 = 4.5;

fn terminals(name: ThemeName) -> &'static [(Rgb, Rgb)] {
    match name {
        ThemeName::Dark => &[DARK_TERMINAL],
        ThemeName::Light => &[LIGHT_TERMINAL],
        _ => &[DARK_TERMINAL, LIGHT_TERMINAL],
    }
}

/// The colour pairs a cell may show as: (foreground, background).
fn seen(cell: &Cell, (default_fg, default_bg): (Rgb, Rgb)) -> Vec<(Rgb, Rgb)> {
    let bg = rgb(cell.bg).unwrap_or(default_bg);
    let mut fgs = vec![rgb(cell.fg).unwrap_or(default_fg)];
    if cell.modifier.contains(Modifier::BOLD) {
        fgs.extend(bold_bright(cell.fg).and_then(rgb));
    }
    fgs.into_iter()
        .map(|fg| match cell.modifier.contains(Modifier::REVERSED) {
            true => (bg, fg),
            false => (fg, bg),
        })
        .map(|(fg, bg)| match cell.modifier.contains(Modifier::DIM) {
            true => (dimmed(fg, bg), bg),
            false => (fg, bg),
        })
        .collect()
}

/// The worst ratios found, for stones and marks and for text, and what fell short.
#[derive(Default)]
struct Findings {
    worst_mark: f64,
    worst_text: f64,
    short: Vec<String>,
}

impl Findings {
    fn check(&mut self, what: &str, cell: &Cell, (x, y): (u16, u16), text: bool, term: (Rgb, Rgb)) {
        let need = if text { TEXT } else { MARK };
        for (fg, bg) in seen(cell, term) {
            let r = ratio(fg, bg);
            let worst = if text {
                &mut self.worst_text
            } else {
                &mut self.worst_mark
            };
            *worst = if *worst == 0.0 { r } else { worst.min(r) };
            let found = format!("{:?} {fg:?} on {bg:?} is {r:.2}:1", cell.symbol());
            if r < need && !self.short.iter().any(|s| s.ends_with(&found)) {
                self.short.push(format!("{what}: at ({x}, {y}) {found}"));
            }
        }
    }
}

fn driver(board: BoardSettings) -> Driver {
    let settings = Settings {
        board,
        players: PlayerSettings {
            mode: Mode::Pvp,
            ..Default::default()
        },
        ..Settings::default()
    };
    Driver::new(App::new(settings).expect("valid settings"))
}

fn renju(forbidden: ForbiddenPolicy) -> Driver {
    driver(BoardSettings {
        rule: Rule::Renju,
        forbidden,
        ..Default::default()
    })
}

/// The positions and the points the cursor visits in each: every state a point can be in.
fn positions() -> Vec<(&'static str, Driver, Vec<&'static str>)> {
    let mut play = driver(BoardSettings::default());
    play.play(&["H8", "I9", "H9", "H7", "G8", "I8", "J10", "I10"]);
    play.play.hint = Some(play.point("I7"));
    // An empty point, a star point, black and white stones, the last move and the hint.
    let visits = vec!["F6", "D4", "H8", "I9", "I10", "I7"];
    let mut forbidden = renju(ForbiddenPolicy::Refuse);
    forbidden.play(&["F8", "A1", "G8", "C1", "H6", "E1", "H7", "A15"]);
    let mut foul = renju(ForbiddenPolicy::Loses);
    foul.play(&["F8", "A1", "G8", "C1", "H6", "E1", "H7", "A15", "H8"]);
    let mut black_won = driver(BoardSettings::default());
    black_won.play(&["H8", "H9", "I8", "I9", "J8", "J9", "K8", "K9", "L8"]);
    let mut white_won = driver(BoardSettings::default());
    white_won.play(&["A1", "H9", "I8", "I9", "J8", "J9", "K8", "K9", "A3", "L9"]);
    // Tic-tac-toe, drawn as cells, won along a row.
    let mut cells = driver(BoardSettings {
        rows: 3,
        cols: 3,
        win: 3,
        ..Default::default()
    });
    cells.play(&["A1", "A2", "B1", "B2"]);
    let mut cells_won = driver(BoardSettings {
        rows: 3,
        cols: 3,
        win: 3,
        ..Default::default()
    });
    cells_won.play(&["A1", "A2", "B1", "B2", "C1"]);
    vec![
        ("in play", play, visits),
        ("cells", cells, vec!["B2", "C1", "C3"]),
        ("cells won", cells_won, vec![]),
        ("forbidden points", forbidden, vec!["H8", "K11"]),
        ("a foul", foul, vec![]),
        ("black won", black_won, vec![]),
        ("white won", white_won, vec![]),
    ]
}

fn drawn(app: &mut Driver, theme: &Theme, (width, height): (u16, u16)) -> (Buffer, Screen) {
    app.update(Action::Resize(width, height));
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| draw_with(frame, app, theme))
        .expect("drawing into memory");
    let screen = app.screen().expect("the board fits");
    (terminal.backend().buffer().clone(), screen)
}

/// Checks every cell with something drawn in it: on the board a stone, a mark or a line, the
/// coordinates around it text, and everything outside it text.
fn check_screen(
    findings: &mut Findings,
    what: &str,
    buffer: &Buffer,
    screen: &Screen,
    theme: &Theme,
) {
    let board = screen.board;
    for y in 0..buffer.area.height {
        for x in 0..buffer.area.width {
            let cell = &buffer[(x, y)];
            if cell.symbol().trim().is_empty() {
                continue;
            }
            let on_board = board.contains((x, y).into());
            // The coordinates: a row above and below, two columns either side (the third,
            // blank, may hold half of a grown stone).
            let label = y == board.y
                || y + 1 == board.bottom()
                || x < board.x + 2
                || x + 2 >= board.right();
            // The stones that lead the status line and the panel's verdict are stones too.
            let stone = matches!(cell.symbol(), "●" | "○");
            let text = !stone && (!on_board || label);
            for &term in terminals(theme.name) {
                findings.check(what, cell, (x, y), text, term);
            }
        }
    }
}

fn findings_for(name: ThemeName, depth: Depth) -> Findings {
    let env = TerminalEnv {
        depth,
        ..TerminalEnv::default()
    };
    let theme = Theme::for_terminal(name, env);
    let mut findings = Findings::default();
    // The smallest scale, stones three cells wide, discs; move numbers off and on.
    let sizes = [(80, 24), (120, 40), (200, 60)];
    for (size, numbers) in sizes.into_iter().flat_map(|s| [(s, false), (s, true)]) {
        for (position, mut app, visits) in positions() {
            app.settings.looks.move_numbers = numbers;
            let cursor = app.play.cursor;
            for visit in std::iter::once(None).chain(visits.into_iter().map(Some)) {
                app.play.cursor = visit.map_or(cursor, |name| app.point(name));
                let what = format!("{name:?} {depth:?} {position} {visit:?} {size:?} {numbers}");
                let (buffer, screen) = drawn(&mut app, &theme, size);
                check_screen(&mut findings, &what, &buffer, &screen, &theme);
            }
        }
    }
    findings
}

#[test]
fn every_theme_reads_at_3_to_1_on_the_board_and_4_5_to_1_in_text() {
    let mut short = Vec::new();
    for name in [
        ThemeName::Wood,
        ThemeName::Dark,
        ThemeName::Light,
        ThemeName::Mono,
        ThemeName::Ascii,
    ] {
        for depth in [Depth::Basic, Depth::Indexed, Depth::True, Depth::None] {
            let found = findings_for(name, depth);
            eprintln!(
                "{name:?} {depth:?}: worst stone or mark {:.2}:1, worst text {:.2}:1",
                found.worst_mark, found.worst_text
            );
            short.extend(found.short);
        }
    }
    let shown: Vec<_> = short.iter().take(40).collect();
    assert!(
        short.is_empty(),
        "{} cells fall short:\n{shown:#?}",
        short.len()
    );
}
