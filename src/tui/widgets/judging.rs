//! The engine's review in the side panel: its progress while it runs, each side's marks once
//! done, what it says of the move shown ("best was I11" and its line), and the graph of
//! Black's chance over the whole game with the move shown marked.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::Span;
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Widget};

use super::text::Part;
use crate::model::Stone;
use crate::tr;
use crate::tui::app::{Judging, SideSummary};
use crate::tui::theme::Theme;

/// Cells of the progress bar.
const BAR: usize = 16;
/// Moves of the better line shown after its first.
const LINE_MOVES: usize = 5;

/// The review's lines above the move list, for the move `shown` (its number; 0 is the start).
pub fn parts(judging: &Judging, shown: usize, rows: usize, theme: &Theme) -> Vec<Part> {
    let mut parts = Vec::new();
    let (done, total) = judging.progress();
    if !judging.finished {
        let filled = (done * BAR).checked_div(total).unwrap_or(0);
        let (full, empty) = match theme.glyphs.ascii {
            true => ("#", "-"),
            false => ("█", "░"),
        };
        let bar = format!("{}{}", full.repeat(filled), empty.repeat(BAR - filled));
        parts.push(Part::new(
            tr!("judge-progress", done = done, total = total, bar = bar),
            theme.title,
            0,
        ));
    } else {
        for side in [Stone::Black, Stone::White] {
            parts.push(Part::new(
                summary(side, judging.summary(side)),
                Style::new(),
                0,
            ));
        }
    }
    if let Some(said) = judging.of_move(shown) {
        let played = said.played.notation(rows);
        let mark = said.mark.map_or("", |m| m.symbol());
        let mut text = tr!("judge-move", number = shown, point = played, mark = mark);
        if let Some(better) = &said.better {
            let line = super::study::line_after(better, LINE_MOVES, rows);
            let point = better.best.notation(rows);
            text = match line.is_empty() {
                true => tr!("judge-best-was-alone", judged = text, point = point),
                false => tr!(
                    "judge-best-was",
                    judged = text,
                    point = point,
                    line = line.join(" ")
                ),
            };
        }
        parts.push(Part::new(text, theme.title, 0));
    }
    parts
}

fn summary(side: Stone, s: SideSummary) -> String {
    tr!(
        "judge-summary",
        side = side.name(),
        inaccuracies = s.inaccuracies,
        mistakes = s.mistakes,
        blunders = s.blunders
    )
}

/// The mark of move `number` in the move list: `??`, `?`, `?!` or nothing.
pub fn mark(judging: Option<&Judging>, number: usize) -> &'static str {
    judging
        .and_then(|j| j.of_move(number))
        .and_then(|m| m.mark)
        .map_or("", |m| m.symbol())
}

/// Black's chance of winning, in percent, after each move, with the move shown as a vertical
/// line: braille dots where the terminal has them, plain dots in the ASCII theme.
pub struct Graph<'a> {
    pub judging: &'a Judging,
    /// The number of moves on the board shown.
    pub shown: usize,
    /// Moves in the whole game: the graph's width.
    pub moves: usize,
    pub theme: &'a Theme,
}

impl Widget for &Graph<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let points: Vec<(f64, f64)> = self
            .judging
            .chances()
            .into_iter()
            .map(|(x, c)| (x, 100.0 * c))
            .collect();
        let x = self.shown as f64;
        let now = [(x, 0.0), (x, 100.0)];
        let even = [(0.0, 50.0), (self.moves.max(1) as f64, 50.0)];
        let marker = match self.theme.glyphs.ascii {
            true => Marker::Dot,
            false => Marker::Braille,
        };
        let line = |data, style| {
            Dataset::default()
                .marker(marker)
                .graph_type(GraphType::Line)
                .style(style)
                .data(data)
        };
        let datasets = vec![
            line(&even[..], self.theme.dim),
            line(&now[..], self.theme.hint),
            line(&points[..], self.theme.title),
        ];
        let labels = |a: &str, b: &str| vec![Span::raw(a.to_string()), Span::raw(b.to_string())];
        Chart::new(datasets)
            .x_axis(Axis::default().bounds([0.0, self.moves.max(1) as f64]))
            .y_axis(
                Axis::default()
                    .bounds([0.0, 100.0])
                    .labels(labels("0", "100")),
            )
            .render(area, buf);
    }
}
