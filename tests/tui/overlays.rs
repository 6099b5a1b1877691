//! Boxes over the board: what is under them is dimmed, the key line shows the box's keys, and
//! the settings show a theme while it is chosen, before it is applied.

use gomoku::settings::{Settings, ThemeName};
use gomoku::tui::app::Overlay;
use gomoku::tui::driver::Driver;
use gomoku::tui::{Action, App, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;

/// A frame at 120x40, where the status lines are below the settings' box.
fn drawn(app: &mut Driver) -> Buffer {
    app.update(Action::Resize(120, 40));
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    terminal.draw(|f| draw(f, app)).expect("drawing");
    terminal.backend().buffer().clone()
}

fn rows(buffer: &Buffer) -> Vec<String> {
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect()
        })
        .collect()
}

fn app() -> Driver {
    let mut app = Driver::new(App::new(Settings::default()).expect("valid settings"));
    app.play(&["H8"]);
    app
}

#[test]
fn under_a_box_the_screen_is_dimmed_and_the_key_line_shows_the_boxs_keys() {
    let mut app = app();
    let before = drawn(&mut app);
    let corner = before[(2, 1)].clone();
    assert!(
        !corner.modifier.contains(Modifier::DIM),
        "not dimmed without a box"
    );
    app.update(Action::Settings);
    let shown = drawn(&mut app);
    assert!(
        shown[(2, 1)].modifier.contains(Modifier::DIM),
        "the board is dimmed"
    );
    let text = rows(&shown);
    // The status lines are the last rows with text, under the board and the box.
    let key_line = text
        .iter()
        .rev()
        .find(|r| !r.trim().is_empty())
        .expect("a key line");
    assert!(
        key_line.contains("←→ change"),
        "the settings' keys: {key_line:?}"
    );
    assert!(
        !key_line.contains("t hint"),
        "not the board's: {key_line:?}"
    );
    // Inside the box nothing is dimmed.
    let title = text
        .iter()
        .position(|r| r.contains("Settings"))
        .expect("the box");
    // The box's own corner: the board beside it has lines of its own.
    let title = title as u16;
    let corner = (0..118)
        .find(|&x| shown[(x, title)].symbol() == "┌" && shown[(x + 2, title)].symbol() == "S");
    let x = corner.expect("the box's corner") + 2;
    let title = title as usize;
    assert!(
        !shown[(x, title as u16 + 1)]
            .modifier
            .contains(Modifier::DIM)
    );
}

/// The background of the board's top left corner.
fn board_colour(buffer: &Buffer) -> ratatui::style::Color {
    let cell = buffer
        .content
        .iter()
        .find(|c| c.symbol() == "┏")
        .expect("the board");
    cell.bg
}

#[test]
fn a_theme_chosen_in_the_settings_shows_before_it_is_applied() {
    let mut app = app();
    let wood = board_colour(&drawn(&mut app));
    app.update(Action::Settings);
    let Overlay::Settings(panel) = &mut app.overlay else {
        panic!("the settings are open");
    };
    panel.draft.looks.theme = ThemeName::Mono;
    let preview = board_colour(&drawn(&mut app));
    assert_ne!(preview, wood, "the board drawn in the theme being chosen");
    app.update(Action::Close);
    let after = board_colour(&drawn(&mut app));
    assert_eq!(after, wood, "closed unapplied, the theme is as it was");
    assert_eq!(app.settings.looks.theme, ThemeName::Auto);
}
