//! The `?` overlay: every key of the game and of review, read from the key map.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use unicode_width::UnicodeWidthStr;

use super::{hints, or_list, pad};
use crate::tr;
use crate::tui::action::Action;
use crate::tui::keymap::{Context, bindings};
use crate::tui::layout::centered;
use crate::tui::theme::Theme;

const WIDTH: u16 = 78;

pub struct HelpView<'a> {
    pub theme: &'a Theme,
    /// Lines scrolled past, when the window is too short for the whole help.
    pub scroll: u16,
}

impl Widget for &HelpView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let ascii = theme.glyphs.ascii;
        let board = bindings(Context::Board);
        let mut lines = vec![Line::raw(format!(" {}", tr!("help-goal"))), Line::raw("")];
        let keys: Vec<String> = board
            .iter()
            .map(|b| b.key_labels(ascii).join(" "))
            .collect();
        let column = keys.iter().map(|k| k.width()).max().unwrap_or(0) + 2;
        lines.extend(board.iter().zip(&keys).map(|(b, keys)| {
            Line::from(vec![
                Span::styled(format!(" {}", pad(keys, column)), theme.title),
                Span::raw(crate::i18n::text(b.help, &[])),
            ])
        }));
        lines.push(Line::raw(""));
        // The help itself needs no mention here.
        let without_help = |context| {
            let actions: Vec<Action> = bindings(context)
                .iter()
                .filter_map(|b| b.actions().next())
                .filter(|&a| a != Action::Help)
                .collect();
            hints(context, ascii, Some(&actions))
        };
        for (context, id) in [
            (Context::Settings, "help-in-settings"),
            (Context::Review, "help-in-review"),
        ] {
            let keys = without_help(context);
            lines.push(Line::raw(format!(" {}", tr!(id, keys = keys))));
        }
        let close = bindings(Context::Help)
            .iter()
            .find(|b| b.actions().any(|a| a == Action::Close))
            .map(|b| or_list(&b.key_labels(ascii)))
            .unwrap_or_default();
        // Lines too long for the box wrap: count the rows they take.
        let inner = (WIDTH - 2).min(area.width.saturating_sub(2)).max(1) as usize;
        let rows: usize = lines.iter().map(|l| l.width().div_ceil(inner).max(1)).sum();
        // The body, the closing line under it, the borders.
        let rect = centered(area, WIDTH, rows as u16 + 3);
        let visible = rect.height.saturating_sub(3);
        let hidden = (rows as u16).saturating_sub(visible);
        let mut footer = tr!("help-closes", keys = close);
        if hidden > 0 {
            let more = hints(Context::Help, ascii, Some(&[Action::Up]));
            footer = format!("{footer} · {more}");
        }
        Clear.render(rect, buf);
        let block = theme.block(tr!("title-help"));
        let body = block.inner(rect);
        block.render(rect, buf);
        let [text, bottom] = body.layout(&Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(1),
        ]));
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .scroll((self.scroll.min(hidden), 0))
            .render(text, buf);
        Line::styled(format!(" {footer}"), theme.dim).render(bottom, buf);
    }
}
