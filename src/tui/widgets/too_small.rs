//! What a terminal too small for the board shows instead: how large it must be.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::key_of;
use crate::model::Rules;
use crate::tr;
use crate::tui::action::Action;
use crate::tui::keymap::Context;
use crate::tui::layout::min_size;
use crate::tui::theme::Theme;

pub struct TooSmall<'a> {
    pub rules: &'a Rules,
    pub theme: &'a Theme,
}

impl Widget for &TooSmall<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rules = self.rules;
        let (w, h) = min_size(rules.rows(), rules.cols());
        let ascii = self.theme.glyphs.ascii;
        let text = vec![
            Line::styled(tr!("too-small-title"), self.theme.error),
            Line::raw(tr!(
                "too-small-needs",
                cols = rules.cols(),
                rows = rules.rows(),
                width = w,
                height = h,
                term_width = area.width,
                term_height = area.height
            )),
            Line::raw(tr!(
                "too-small-what-to-do",
                settings = key_of(Context::Board, Action::Settings, ascii),
                quit = key_of(Context::Board, Action::Quit, ascii)
            )),
        ];
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .render(area, buf);
    }
}
