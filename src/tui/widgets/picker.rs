//! The Ctrl-O picker drawn over the board: the games with their size, rule, result and length,
//! the path field, why the last choice could not be opened, and the keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::hints;
use super::popup::{clear_box, fit, window};
use super::text::indented;
use crate::record::games_dir::{Entry, Source, Summary};
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

/// A column of the list after the game's name: its heading, its width, whether it is
/// right-aligned, how long it is kept when the terminal is narrow (0 the longest: the result
/// and the moves matter most), and its text for a game that could be read.
struct Column {
    heading: String,
    width: usize,
    right: bool,
    keep: u8,
    text: fn(&Summary) -> String,
}

/// The columns in the order they are read.
fn columns() -> Vec<Column> {
    let column = |id: &str, width: usize, keep: u8, text: fn(&Summary) -> String| {
        let heading = tr!(id);
        Column {
            width: width.max(heading.width()),
            heading,
            right: width > 0,
            keep,
            text,
        }
    };
    vec![
        column("picker-column-size", 5, 3, |s| {
            format!("{}x{}", s.cols, s.rows)
        }),
        column("picker-column-k", 0, 4, |s| format!("k{}", s.win)),
        column("picker-column-rule", 0, 2, |s| {
            tr!("picker-rule", rule = s.rule.key())
        }),
        column("picker-column-result", 0, 0, Summary::result),
        column("picker-column-moves", 3, 1, |s| s.moves.to_string()),
    ]
}

/// The columns that fit beside a name of at least `NAME_MIN` columns in `inner`, each as wide
/// as its widest entry, and the name's width.
fn layout(entries: &[Entry], inner: usize) -> (usize, Vec<Column>) {
    const NAME_MIN: usize = 12;
    let mut columns = columns();
    for c in &mut columns {
        let games = entries.iter().filter_map(|e| e.summary.as_ref().ok());
        c.width = games.map(|s| (c.text)(s).width()).fold(c.width, usize::max);
    }
    let used = |cols: &[Column]| cols.iter().map(|c| c.width + 1).sum::<usize>() + 1;
    while inner < NAME_MIN + used(&columns) {
        let Some(least) = (0..columns.len()).max_by_key(|&i| columns[i].keep) else {
            break;
        };
        columns.remove(least);
    }
    // As wide as the longest name, within what is left and at most `NAME_MAX`.
    let names = entries.iter().map(|e| display_name(e).width());
    let widest = names.fold(tr!("picker-column-game").width(), usize::max);
    let name = inner
        .saturating_sub(used(&columns))
        .min(widest.min(NAME_MAX));
    (name, columns)
}

/// The widest a game's name is shown; a longer one ends in an ellipsis.
const NAME_MAX: usize = 34;

/// How the list names a game: its file's name, or the sample's with a note.
fn display_name(entry: &Entry) -> String {
    match entry.source {
        Source::File(_) => entry.name.clone(),
        Source::Sample(_) => tr!("picker-sample-entry", name = entry.name.clone()),
    }
}

/// `text` in a column of `width`, right-aligned in a numbers' column.
fn cell(text: &str, width: usize, right: bool, ellipsis: &str) -> String {
    match right && text.width() <= width {
        true => format!("{}{text}", " ".repeat(width - text.width())),
        false => fit(text, width, ellipsis),
    }
}

fn entry_line(entry: &Entry, name_width: usize, columns: &[Column], ellipsis: &str) -> String {
    let mut line = format!(" {}", fit(&display_name(entry), name_width, ellipsis));
    match &entry.summary {
        Ok(s) => {
            for c in columns {
                line.push(' ');
                line.push_str(&cell(&(c.text)(s), c.width, c.right, ellipsis));
            }
        }
        // The file's name is in the first column already.
        Err(e) => {
            line.push(' ');
            line.push_str(&e.kind.to_string());
        }
    }
    line
}

impl Widget for &PickerView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (picker, theme) = (self.picker, self.theme);
        let ellipsis = theme.glyphs.ellipsis;
        let entries = picker.entries.as_deref().unwrap_or_default();
        let most = usize::from(WIDTH.min(area.width).saturating_sub(2));
        let (name_width, columns) = layout(entries, most);
        // As wide as the list needs and room for the keys; as wide as it may be for a path
        // being typed or a reason.
        let list = 2 + name_width + columns.iter().map(|c| c.width + 1).sum::<usize>();
        let inner = match picker.path.is_some() || picker.error.is_some() {
            true => most,
            false => list.max(48).min(most),
        };
        let width = inner as u16 + 2;
        // Header, entries, blank, path field, error (up to two lines), keys, borders.
        let room = area.height.saturating_sub(7).max(1) as usize;
        let shown = entries.len().clamp(1, room);
        let mut header = format!(" {}", fit(&tr!("picker-column-game"), name_width, ellipsis));
        for c in &columns {
            header.push(' ');
            header.push_str(&cell(&c.heading, c.width, c.right, ellipsis));
        }
        let mut lines = vec![Line::styled(fit(&header, inner, ellipsis), theme.dim)];
        for i in window(entries.len(), picker.selected, shown) {
            let entry = &entries[i];
            let style = match (
                i == picker.selected && picker.path.is_none(),
                &entry.summary,
            ) {
                (true, _) => theme.selected,
                (false, Err(_)) => theme.dim,
                (false, Ok(_)) => Style::new(),
            };
            let text = entry_line(entry, name_width, &columns, ellipsis);
            lines.push(Line::styled(fit(&text, inner, ellipsis), style));
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
            // The end of a long path, where the typing is.
            Some(text) => {
                let label = format!(" {} ", tr!("picker-path-label"));
                let room = inner.saturating_sub(label.width() + 1);
                let typed: String = tail(text, room);
                Line::from(vec![
                    Span::styled(label, theme.title),
                    Span::styled(format!("{typed}_"), theme.selected),
                ])
            }
            None => {
                let keys = bindings(Context::Picker)
                    .iter()
                    .find(|b| b.actions().any(|a| a == Action::Path))
                    .map(|b| b.key_labels(ascii).join(", "))
                    .unwrap_or_default();
                let offer = tr!("picker-path-offer", keys = keys);
                Line::styled(fit(&format!(" {offer}"), inner, ellipsis), theme.dim)
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
        lines.extend(indented(&hints(context, ascii, None), inner, 2, theme.dim));
        let rect = centered(area, width, lines.len() as u16 + 2);
        clear_box(rect, buf);
        Paragraph::new(lines)
            .block(theme.block(tr!("title-open")))
            .render(rect, buf);
    }
}

/// The last characters of `text` that fit in `width` columns.
fn tail(text: &str, width: usize) -> String {
    let mut kept: Vec<char> = Vec::new();
    let mut used = 0;
    for c in text.chars().rev() {
        used += c.to_string().width();
        if used > width {
            break;
        }
        kept.push(c);
    }
    kept.into_iter().rev().collect()
}
