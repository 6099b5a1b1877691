//! The Ctrl-O picker drawn over the board: the games with their size, rule, result and length,
//! the path field, why the last choice could not be opened, and the keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::text::indented;
use super::{hints, pad};
use crate::record::games_dir::{Entry, Source};
use crate::tr;
use crate::tui::action::Action;
use crate::tui::app::Picker;
use crate::tui::keymap::{Context, bindings};
use crate::tui::layout::centered;
use crate::tui::theme::Theme;
use unicode_width::UnicodeWidthStr;

const WIDTH: u16 = 78;

pub struct PickerView<'a> {
    pub picker: &'a Picker,
    pub theme: &'a Theme,
}

fn entry_line(entry: &Entry) -> String {
    let name = match entry.source {
        Source::File(_) => entry.name.clone(),
        Source::Sample(_) => tr!("picker-sample-entry", name = entry.name.clone()),
    };
    match &entry.summary {
        Ok(s) => format!(
            " {name:<30.30} {:>5} k{:<2} {:<9.9} {:<17.17} {:>3}",
            format!("{}x{}", s.cols, s.rows),
            s.win,
            s.rule.key(),
            s.result(),
            s.moves
        ),
        // The file's name is in the first column already.
        Err(e) => format!(" {name:<30.30} {}", e.kind),
    }
}

impl Widget for &PickerView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (picker, theme) = (self.picker, self.theme);
        let entries = picker.entries.as_deref().unwrap_or_default();
        // Header, entries, blank, path field, error (up to two lines), keys, borders.
        let room = area.height.saturating_sub(7).max(1) as usize;
        let shown = entries.len().clamp(1, room);
        let rect = centered(area, WIDTH, shown as u16 + 7);
        Clear.render(rect, buf);
        let inner = rect.width.saturating_sub(2) as usize;
        // Padded by display width: the column names may be Chinese.
        let right = |text: String, width: usize| {
            let fill = width.saturating_sub(text.width());
            format!("{}{text}", " ".repeat(fill))
        };
        let mut lines = vec![Line::styled(
            format!(
                " {} {} {} {} {} {}",
                pad(&tr!("picker-column-game"), 30),
                right(tr!("picker-column-size"), 5),
                pad(&tr!("picker-column-k"), 3),
                pad(&tr!("picker-column-rule"), 9),
                pad(&tr!("picker-column-result"), 17),
                right(tr!("picker-column-moves"), 3)
            ),
            theme.dim,
        )];
        let skip = picker
            .selected
            .saturating_sub(shown / 2)
            .min(entries.len().saturating_sub(shown));
        for (i, entry) in entries.iter().enumerate().skip(skip).take(shown) {
            let style = match (
                i == picker.selected && picker.path.is_none(),
                &entry.summary,
            ) {
                (true, _) => theme.selected,
                (false, Err(_)) => theme.dim,
                (false, Ok(_)) => Style::new(),
            };
            let text = entry_line(entry);
            let width = WIDTH as usize - 2;
            lines.push(Line::styled(format!("{text:<width$.width$}"), style));
        }
        match &picker.entries {
            None => lines.push(Line::raw(format!(" {}", tr!("picker-listing")))),
            Some(entries) if entries.is_empty() => {
                lines.push(Line::raw(format!(" {}", tr!("picker-no-games"))))
            }
            Some(_) => {}
        }
        lines.push(Line::raw(""));
        let ascii = theme.glyphs.ascii;
        lines.push(match &picker.path {
            Some(text) => Line::from(vec![
                Span::styled(format!(" {} ", tr!("picker-path-label")), theme.title),
                Span::styled(format!("{text}_"), theme.selected),
            ]),
            None => {
                let keys = bindings(Context::Picker)
                    .iter()
                    .find(|b| b.actions().any(|a| a == Action::Path))
                    .map(|b| b.key_labels(ascii).join(", "))
                    .unwrap_or_default();
                Line::styled(
                    format!(" {}", tr!("picker-path-offer", keys = keys)),
                    theme.dim,
                )
            }
        });
        match (&picker.error, picker.reading) {
            // Wrapped here, so that its second row keeps the margin.
            (Some(e), _) => lines.extend(indented(&e.to_string(), inner, 2, theme.error)),
            (None, Some(_)) => lines.push(Line::raw(format!(" {}", tr!("picker-reading")))),
            (None, None) => lines.push(Line::raw("")),
        }
        let context = match picker.path {
            Some(_) => Context::Path,
            None => Context::Picker,
        };
        lines.push(Line::styled(
            format!(" {}", hints(context, ascii, None)),
            theme.dim,
        ));
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(theme.block(tr!("title-open")))
            .render(rect, buf);
    }
}
