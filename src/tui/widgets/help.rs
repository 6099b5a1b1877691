//! The `?` overlay: every key of the game and of review, read from the key map.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use unicode_width::UnicodeWidthStr;

use super::text::{Part, flow, indented};
use super::{hints, or_list, pad};
use crate::tr;
use crate::tui::action::Action;
use crate::tui::keymap::{Context, bindings};
use crate::tui::layout::centered;
use crate::tui::theme::Theme;

const WIDTH: u16 = 78;
/// The narrowest a description column may be beside the keys.
const MIN_TEXT: usize = 16;

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
        // Laid out here rather than wrapped by the paragraph, so that a description too long for
        // a narrow window goes on under itself, not under the keys.
        let inner = (WIDTH - 2).min(area.width.saturating_sub(2)).max(1) as usize;
        let mut lines = indented(&tr!("help-goal"), inner, usize::MAX, Style::new());
        lines.push(Line::raw(""));
        let keys: Vec<String> = board
            .iter()
            .map(|b| b.key_labels(ascii).join(" "))
            .collect();
        let column = keys.iter().map(|k| k.width()).max().unwrap_or(0) + 2;
        for (binding, keys) in board.iter().zip(&keys) {
            let help = crate::i18n::text(binding.help, &[]);
            // Too narrow for two columns: the keys on a line of their own.
            let beside = inner >= column + 1 + MIN_TEXT;
            let (width, indent) = match beside {
                true => (inner - column - 1, column + 1),
                false => (inner.saturating_sub(3).max(1), 3),
            };
            let text = flow(&[Part::new(help, Style::new(), 0)], width, usize::MAX, "");
            let key_span = Span::styled(format!(" {}", pad(keys, column)), theme.title);
            if !beside {
                lines.push(Line::from(key_span.clone()));
            }
            for (i, mut line) in text.into_iter().enumerate() {
                let lead = match (i, beside) {
                    (0, true) => key_span.clone(),
                    _ => Span::raw(" ".repeat(indent)),
                };
                line.spans.insert(0, lead);
                lines.push(line);
            }
        }
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
            lines.extend(indented(
                &tr!(id, keys = keys),
                inner,
                usize::MAX,
                Style::new(),
            ));
        }
        let close = bindings(Context::Help)
            .iter()
            .find(|b| b.actions().any(|a| a == Action::Close))
            .map(|b| or_list(&b.key_labels(ascii)))
            .unwrap_or_default();
        let rows = lines.len();
        // Under the body: how to close it, and while some of it is below, how to see it.
        let closes = tr!("help-closes", keys = close);
        let with_more = format!(
            "{closes} · {}",
            hints(Context::Help, ascii, Some(&[Action::Up]))
        );
        let footer_rows = |text: &str| indented(text, inner, 2, theme.dim);
        let tall = footer_rows(&with_more).len() as u16;
        let rect = centered(area, WIDTH, rows as u16 + 2 + tall);
        let visible = rect.height.saturating_sub(2 + tall);
        let hidden = (rows as u16).saturating_sub(visible);
        let footer = match self.scroll < hidden {
            true => footer_rows(&with_more),
            false => footer_rows(&closes),
        };
        super::popup::clear_box(rect, buf);
        let block = theme.block(tr!("title-help"));
        let body = block.inner(rect);
        block.render(rect, buf);
        let [text, bottom] = body.layout(&Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(tall),
        ]));
        Paragraph::new(lines)
            .scroll((self.scroll.min(hidden), 0))
            .render(text, buf);
        Paragraph::new(footer).render(bottom, buf);
    }
}
