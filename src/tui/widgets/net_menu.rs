//! The Network box drawn over the board: hosting here on a port, or joining with the host's
//! address and code; the line being typed in highlighted with a caret, and under the lines
//! what the chosen one is for (or why Enter did nothing) and the keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::hints;
use super::popup::{clear_box, fit};
use super::text::indented;
use crate::tr;
use crate::tui::app::{NetMenu, NetRow};
use crate::tui::keymap::Context;
use crate::tui::layout::centered;
use crate::tui::theme::Theme;

const WIDTH: u16 = 60;
/// Width of the labels' column.
const LABELS: usize = 16;

pub struct NetMenuView<'a> {
    pub menu: &'a NetMenu,
    pub theme: &'a Theme,
}

fn label(row: NetRow) -> String {
    tr!(match row {
        NetRow::Port => "net-menu-port",
        NetRow::Address => "net-menu-address",
        NetRow::Code => "net-menu-code",
    })
}

fn about(row: NetRow) -> String {
    tr!(match row {
        NetRow::Port => "net-menu-about-port",
        NetRow::Address => "net-menu-about-address",
        NetRow::Code => "net-menu-about-code",
    })
}

impl Widget for &NetMenuView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (menu, theme) = (self.menu, self.theme);
        let ellipsis = theme.glyphs.ellipsis;
        let width = WIDTH.min(area.width);
        let inner = usize::from(width.saturating_sub(2));
        let labels = LABELS.min(inner / 2);
        let row_line = |row: NetRow| {
            let chosen = row == menu.row;
            let caret = if chosen { "_" } else { "" };
            let value = format!("{}{caret}", menu.value(row));
            // The end of a long address stays in view while it is typed.
            let room = inner.saturating_sub(labels + 3);
            let value = tail(&value, room);
            let text = format!("  {} {value}", fit(&label(row), labels, ellipsis));
            let style = if chosen { theme.selected } else { Style::new() };
            Line::styled(fit(&text, inner, ellipsis), style)
        };
        let heading =
            |id: &str| Line::styled(fit(&format!(" {}", tr!(id)), inner, ellipsis), theme.title);
        let mut lines = vec![
            heading("net-menu-host"),
            row_line(NetRow::Port),
            Line::raw(""),
            heading("net-menu-join"),
            row_line(NetRow::Address),
            row_line(NetRow::Code),
            Line::raw(""),
        ];
        lines.extend(match &menu.error {
            Some(why) => indented(why, inner, 2, theme.error),
            None => indented(&about(menu.row), inner, 2, theme.dim),
        });
        let keys = hints(Context::NetMenu, theme.glyphs.ascii, None);
        lines.extend(indented(&keys, inner, 2, theme.dim));
        let rect = centered(area, width, lines.len() as u16 + 2);
        clear_box(rect, buf);
        Paragraph::new(lines)
            .block(theme.block(tr!("title-network")))
            .render(rect, buf);
    }
}

/// The last characters of `text` that fit in `width` columns.
fn tail(text: &str, width: usize) -> String {
    use unicode_width::UnicodeWidthChar;
    let mut used = 0;
    let kept = text
        .chars()
        .rev()
        .take_while(|c| {
            used += c.width().unwrap_or(0);
            used <= width
        })
        .count();
    text.chars().skip(text.chars().count() - kept).collect()
}
