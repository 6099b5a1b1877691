//! The scores drawn over the board: one line per kind of game played, with its tally.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::hints;
use super::popup::fit;
use super::text::indented;
use crate::settings::scores::Scores;
use crate::tr;
use crate::tui::keymap::Context;
use crate::tui::layout::centered;
use crate::tui::theme::Theme;

const WIDTH: u16 = 78;

pub struct ScoresView<'a> {
    pub scores: &'a Scores,
    pub selected: usize,
    pub theme: &'a Theme,
}

impl Widget for &ScoresView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let width = WIDTH.min(area.width);
        let inner = usize::from(width.saturating_sub(2));
        let ellipsis = theme.glyphs.ellipsis;
        let mut lines: Vec<Line> = Vec::new();
        for (i, (kind, tally)) in self.scores.kinds().enumerate() {
            let style = match i == self.selected {
                true => theme.selected,
                false => Style::new(),
            };
            lines.push(Line::styled(
                fit(&format!(" {}", kind.describe()), inner, ellipsis),
                style,
            ));
            lines.push(Line::styled(
                fit(&format!("   {}", tally.describe(kind)), inner, ellipsis),
                style,
            ));
        }
        if lines.is_empty() {
            lines.push(Line::raw(format!(" {}", tr!("scores-none"))));
        }
        // Keep the selected kind in view.
        let room = area.height.saturating_sub(4).max(2) as usize;
        let skip = (2 * self.selected + 2).saturating_sub(room);
        let mut shown: Vec<Line> = lines.into_iter().skip(skip).take(room).collect();
        shown.push(Line::raw(""));
        let keys = hints(Context::Scores, theme.glyphs.ascii, None);
        shown.extend(indented(&keys, inner, 2, theme.dim));
        let rect = centered(area, width, shown.len() as u16 + 2);
        super::popup::clear_box(rect, buf);
        Paragraph::new(shown)
            .block(theme.block(tr!("title-scores")))
            .render(rect, buf);
    }
}
