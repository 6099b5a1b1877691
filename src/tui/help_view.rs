//! The `?` overlay: every key, from the same table the input uses.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::input::KEYS;
use super::layout::centered;
use super::theme::{self, Glyphs};

pub struct HelpView(pub Glyphs);

impl Widget for HelpView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rect = centered(area, 78, KEYS.len() as u16 + 7);
        Clear.render(rect, buf);
        let mut lines = vec![
            Line::raw(" Get five (or the chosen number) in a row, across, down or diagonally."),
            Line::raw(""),
        ];
        lines.extend(KEYS.iter().map(|(keys, what)| {
            Line::from(vec![
                Span::styled(format!(" {keys:<27}"), theme::title()),
                Span::raw(*what),
            ])
        }));
        lines.push(Line::raw(""));
        lines.push(Line::raw(
            " In settings: ↑↓ choose, ←→ change, Enter apply (new game), Esc cancel",
        ));
        lines.push(Line::styled(
            " Esc, Enter or ? closes this help",
            theme::dim(),
        ));
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(self.0.block(" Help "))
            .render(rect, buf);
    }
}

/// The quit question.
pub struct ConfirmQuit(pub Glyphs);

impl Widget for ConfirmQuit {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rect = centered(area, 34, 3);
        Clear.render(rect, buf);
        Paragraph::new(" Quit this game? y: yes, n: no")
            .block(self.0.block(" Quit "))
            .render(rect, buf);
    }
}
