//! One frame: the board, the status lines and the side panel, and the open overlay on top, each
//! a widget given its area. Reads the app, never changes it.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use super::app::{App, Overlay};
use super::layout::{Drawing, Screen};
use super::theme::{TerminalEnv, Theme};
use super::widgets::board::BoardWidget;
use super::widgets::dialog::Dialog;
use super::widgets::help::HelpView;
use super::widgets::net_menu::NetMenuView;
use super::widgets::panel::SidePanel;
use super::widgets::picker::PickerView;
use super::widgets::scores::ScoresView;
use super::widgets::settings::SettingsView;
use super::widgets::status::StatusBar;
use super::widgets::too_small::TooSmall;

/// Draws the app in the theme its settings choose, as on a 256-colour terminal.
pub fn draw(frame: &mut Frame, app: &App) {
    draw_for(frame, app, TerminalEnv::default());
}

/// Draws the app in the theme its settings choose, in the form this terminal shows; while the
/// settings are open, in the theme chosen there, so that a theme is seen before it is applied.
pub fn draw_for(frame: &mut Frame, app: &App, terminal: TerminalEnv) {
    let name = match &app.overlay {
        Overlay::Settings(panel) => panel.draft.looks.theme,
        _ => app.settings.looks.theme,
    };
    draw_with(frame, app, &Theme::for_terminal(name, terminal));
}

/// Draws the app in `theme`.
pub fn draw_with(frame: &mut Frame, app: &App, theme: &Theme) {
    // The frame's own size, not the app's: after a shrink the terminal may be smaller than the
    // last resize event said, and drawing past the frame's edge panics.
    let area = frame.area();
    let game = app.shown();
    let rules = game.rules();
    let drawing = Drawing::chosen(app.settings.looks.board_style, rules);
    match Screen::drawn(area, rules.rows(), rules.cols(), drawing) {
        Some(screen) => {
            let typing = matches!(app.overlay, Overlay::None | Overlay::Prompt(_));
            // Once the game is over no point can be played: the cursor would only hide the
            // winning line.
            let playing = typing && app.learning.review.is_none() && !app.play.game.is_over();
            let board = BoardWidget {
                game,
                cursor: playing.then_some(app.play.cursor),
                hint: app.play.hint.filter(|_| app.learning.review.is_none()),
                candidates: app
                    .learning
                    .study
                    .as_ref()
                    .map_or_else(Vec::new, |s| s.candidates()),
                forbidden: game.forbidden_points(),
                theme,
                geometry: screen.geometry(),
                numbers: app.settings.looks.move_numbers,
            };
            frame.render_widget(&board, screen.board);
            if let Some(panel) = screen.panel {
                frame.render_widget(&SidePanel { app, theme }, panel);
            }
            frame.render_widget(&StatusBar { app, theme }, screen.status);
        }
        None => frame.render_widget(&TooSmall { rules, theme }, area),
    }
    // What is under a box is dimmed: the box has the keys.
    if !matches!(app.overlay, Overlay::None | Overlay::Prompt(_)) {
        frame
            .buffer_mut()
            .set_style(area, Style::new().add_modifier(Modifier::DIM));
    }
    match &app.overlay {
        // The prompt is drawn in the status lines.
        Overlay::None | Overlay::Prompt(_) => {}
        Overlay::Help(scroll) => frame.render_widget(
            &HelpView {
                theme,
                scroll: *scroll,
            },
            area,
        ),
        Overlay::Settings(panel) => frame.render_widget(&SettingsView { panel, theme }, area),
        Overlay::Picker(picker) => frame.render_widget(&PickerView { picker, theme }, area),
        &Overlay::Scores(selected) => {
            let scores = &app.scoreboard.scores;
            frame.render_widget(
                &ScoresView {
                    scores,
                    selected,
                    theme,
                },
                area,
            )
        }
        Overlay::Question(question) => frame.render_widget(&Dialog { question, theme }, area),
        Overlay::Network(menu) => frame.render_widget(&NetMenuView { menu, theme }, area),
    }
    unglue(frame.buffer_mut());
    if theme.glyphs.ascii {
        ascii_only(frame.buffer_mut());
    }
}

/// The spaces that kept a key with its word while the text was laid out are plain spaces on
/// the terminal, which may draw a no-break space oddly or not at all.
fn unglue(buf: &mut Buffer) {
    let glue = crate::tui::widgets::GLUE.to_string();
    for cell in buf.content.iter_mut() {
        if cell.symbol() == glue {
            cell.set_symbol(" ");
        }
    }
}

/// The ASCII theme promises a screen of ASCII alone, also for text the program does not write
/// itself (file names, comments and player names from a game file): what is left is spelled in
/// ASCII where it has a usual spelling, else shown as `?`.
fn ascii_only(buf: &mut Buffer) {
    for cell in buf.content.iter_mut() {
        let symbol = cell.symbol();
        if symbol.is_ascii() {
            continue;
        }
        let plain = match symbol {
            "—" | "–" | "─" | "━" => "-",
            "…" | "•" => ".",
            "·" => "|",
            "‘" | "’" | "′" => "'",
            "“" | "”" | "″" | "«" | "»" => "\"",
            "‹" | "←" => "<",
            "›" | "→" => ">",
            "↑" => "^",
            "↓" => "v",
            "×" => "x",
            "●" => "X",
            "○" => "O",
            "│" | "┃" => "|",
            _ => "?",
        };
        cell.set_symbol(plain);
    }
}
