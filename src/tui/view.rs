//! One frame: the board, status lines and side panel, and the open overlay on top. Reads the
//! app, never changes it.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::app::{App, Overlay};
use super::board_view::BoardView;
use super::help_view::{HelpView, Question};
use super::layout::{Screen, min_size};
use super::status;
use super::theme::{self, Glyphs};

pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    let buf = frame.buffer_mut();
    let glyphs = Glyphs::new(app.settings.ascii);
    // The frame's own size, not the app's: after a shrink the terminal may be smaller than the
    // last resize event said, and drawing past the frame's edge panics.
    let rules = app.shown().rules();
    match Screen::new(area, rules.rows(), rules.cols()) {
        Some(screen) => {
            let game = app.shown();
            let playing = app.overlay == Overlay::None && app.review.is_none();
            let board = BoardView {
                game,
                cursor: playing.then_some(app.cursor),
                hint: app.hint.filter(|_| app.review.is_none()),
                forbidden: game.forbidden_points(),
                glyphs,
                screen: &screen,
            };
            board.render(buf);
            if let Some(panel) = screen.panel {
                status::render_panel(app, panel, buf);
            }
            let status = screen.status;
            buf.set_line(status.x, status.y, &status::status_line(app), status.width);
            buf.set_line(
                status.x,
                status.y + 1,
                &status::message_line(app),
                status.width,
            );
        }
        None => too_small(app, area, buf),
    }
    match &app.overlay {
        Overlay::None => {}
        Overlay::Help => HelpView(glyphs).render(area, buf),
        Overlay::Settings(panel) => panel.render(&glyphs, area, buf),
        Overlay::Picker(picker) => picker.render(&glyphs, area, buf),
        Overlay::ConfirmQuit => Question {
            glyphs,
            title: " Quit ",
            text: "Quit this game?".to_string(),
        }
        .render(area, buf),
        Overlay::ConfirmBranch => {
            let n = app.review.as_ref().map_or(0, |r| r.index());
            Question {
                glyphs,
                title: " Play on ",
                text: format!("Play on from move {n} and drop the moves after it?"),
            }
            .render(area, buf)
        }
    }
}

fn too_small(app: &App, area: Rect, buf: &mut ratatui::buffer::Buffer) {
    let rules = app.shown().rules();
    let (w, h) = min_size(rules.rows(), rules.cols());
    let text = vec![
        Line::styled("Terminal too small", theme::error()),
        Line::raw(format!(
            "This {}x{} board needs at least {w}x{h}; the terminal is {}x{}.",
            rules.cols(),
            rules.rows(),
            area.width,
            area.height
        )),
        Line::raw("Enlarge the window, or press s for a smaller board, q to quit."),
    ];
    Paragraph::new(text)
        .wrap(Wrap { trim: true })
        .render(area, buf);
}
