//! The Ctrl-O picker: saved games and the shipped samples, with a field to type any file's path.
//! It only chooses; the app opens the choice and shows why a file could not be read.

use std::path::{Path, PathBuf};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::layout::centered;
use super::theme::{self, Glyphs};
use crate::record::Record;
use crate::record::games_dir::{self, Entry, Source};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker {
    pub entries: Vec<Entry>,
    pub selected: usize,
    /// The path being typed, while the path field has the focus.
    pub path: Option<String>,
    /// Why the last choice could not be opened.
    pub error: Option<String>,
}

impl Picker {
    /// The games in `dir` (none without one), then the samples.
    pub fn new(dir: Option<&Path>) -> Picker {
        Picker {
            entries: games_dir::list(dir),
            selected: 0,
            path: None,
            error: None,
        }
    }

    pub fn select(&mut self, delta: isize) {
        let n = self.entries.len().max(1) as isize;
        self.selected = (self.selected as isize + delta).rem_euclid(n) as usize;
    }

    /// Reads the chosen game: the typed path while typing, else the selected entry. The name
    /// says where it came from.
    pub fn load(&self) -> Result<(String, Record), String> {
        if let Some(text) = &self.path {
            let text = text.trim();
            if text.is_empty() {
                return Err("type the path of an SGF or .psq file first".to_string());
            }
            let path = expand_home(text);
            let record = Record::load(&path).map_err(|e| e.to_string())?;
            return Ok((path.display().to_string(), record));
        }
        let entry = self
            .entries
            .get(self.selected)
            .ok_or("there are no games to open")?;
        let name = match &entry.source {
            Source::File(path) => path.display().to_string(),
            Source::Sample(_) => format!("the sample {}", entry.name),
        };
        entry.load().map(|r| (name, r)).map_err(|e| e.to_string())
    }
}

/// `~/games/x.sgf` as the shell would read it.
fn expand_home(text: &str) -> PathBuf {
    let home = directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf());
    match (text.strip_prefix("~/"), home) {
        (Some(rest), Some(home)) => home.join(rest),
        _ => PathBuf::from(text),
    }
}

const WIDTH: u16 = 78;

fn entry_line(entry: &Entry) -> String {
    let name = match entry.source {
        Source::File(_) => entry.name.clone(),
        Source::Sample(_) => format!("{} (sample)", entry.name),
    };
    match &entry.summary {
        Ok(s) => format!(
            " {name:<30.30} {:>5} k{:<2} {:<9.9} {:<17.17} {:>3}",
            format!("{}x{}", s.cols, s.rows),
            s.win,
            s.rule.key(),
            s.result,
            s.moves
        ),
        // The file's name is in the first column already.
        Err(e) => format!(" {name:<30.30} {}", e.kind),
    }
}

impl Picker {
    pub fn render(&self, glyphs: &Glyphs, area: Rect, buf: &mut Buffer) {
        // Header, entries, blank, path field, error (up to two lines), keys, borders.
        let room = area.height.saturating_sub(7).max(1) as usize;
        let shown = self.entries.len().clamp(1, room);
        let rect = centered(area, WIDTH, shown as u16 + 7);
        Clear.render(rect, buf);
        let mut lines = vec![Line::styled(
            format!(
                " {:<30} {:>5} {:<3} {:<9} {:<17} {:>3}",
                "Game", "size", "k", "rule", "result", "mv"
            ),
            theme::dim(),
        )];
        let skip = self
            .selected
            .saturating_sub(shown / 2)
            .min(self.entries.len().saturating_sub(shown));
        for (i, entry) in self.entries.iter().enumerate().skip(skip).take(shown) {
            let style = match (i == self.selected && self.path.is_none(), &entry.summary) {
                (true, _) => theme::selected(),
                (false, Err(_)) => theme::dim(),
                (false, Ok(_)) => ratatui::style::Style::new(),
            };
            let text = entry_line(entry);
            let width = WIDTH as usize - 2;
            lines.push(Line::styled(format!("{text:<width$.width$}"), style));
        }
        if self.entries.is_empty() {
            lines.push(Line::raw(" No saved games yet"));
        }
        lines.push(Line::raw(""));
        lines.push(match &self.path {
            Some(text) => Line::from(vec![
                Span::styled(" Path: ", theme::title()),
                Span::styled(format!("{text}_"), theme::selected()),
            ]),
            None => Line::styled(" / or p: type the path of a file", theme::dim()),
        });
        match &self.error {
            Some(e) => lines.push(Line::styled(format!(" {e}"), theme::error())),
            None => lines.push(Line::raw("")),
        }
        let keys = match self.path {
            Some(_) => " Enter open  Esc back to the list",
            None => " ↑↓ choose  Enter open (review)  Esc close",
        };
        lines.push(Line::styled(keys, theme::dim()));
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(glyphs.block(" Open a game "))
            .render(rect, buf);
    }
}
