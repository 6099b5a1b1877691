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
        let rect = centered(area, 78, KEYS.len() as u16 + 8);
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
        lines.push(Line::raw(
            " In review: ←→ one move, Home/End, Enter or c play on from here, Esc back",
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

/// A yes/no question in a small box.
pub struct Question {
    pub glyphs: Glyphs,
    pub title: &'static str,
    pub text: String,
}

impl Widget for Question {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let text = format!(" {} y: yes, n: no", self.text);
        let rect = centered(area, text.chars().count() as u16 + 4, 3);
        Clear.render(rect, buf);
        Paragraph::new(text)
            .block(self.glyphs.block(self.title))
            .render(rect, buf);
    }
}
