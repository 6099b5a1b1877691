//! The side panel: the rules, the score, the computer's opinion of its last move and the move
//! list (in review, the whole game with the move shown highlighted). Lines that do not fit the
//! width the layout gives wrap; the move list fills the height, in two columns when there is
//! room, and always shows the last (or the reviewed) move.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::text::{Part, flow, margined};
use crate::ai::verdict::Outlook;
use crate::model::{Opening, Point, Rule, Stone};
use crate::record::{Meta, result_text};
use crate::tr;
use crate::tui::app::{App, Judging};
use crate::tui::theme::Theme;

/// `  1 H8    2 H9  `: a black move and the white one after it, each with its own number, as
/// the status line counts moves (a stone is a move).
const PAIR_WIDTH: usize = 18;
/// The same with the engine review's marks: `  1 H8??  2 H9?! `.
const MARKED_PAIR_WIDTH: usize = 22;
/// Rows of the evaluation graph under the panel, when there is room.
const GRAPH_ROWS: u16 = 9;
/// Between two columns of moves.
const COLUMN_GAP: usize = 2;
/// The most rows a move's comment takes.
const COMMENT_ROWS: usize = 4;

pub struct SidePanel<'a> {
    pub app: &'a App,
    pub theme: &'a Theme,
}

impl SidePanel<'_> {
    /// The lines above the move list, as parts to wrap.
    fn header(&self) -> Vec<Part> {
        let (app, t) = (self.app, self.theme);
        let g = &t.glyphs;
        let game = app.shown();
        let rules = game.rules();
        let plain = |text: String| Part::new(text, Style::new(), 0);
        let stone = |s: Stone| (g.stone(s), t.board.patch(t.stone(s)));
        let mut parts = vec![plain(rules.to_string())];
        parts.extend(super::network::panel_lines(app).into_iter().map(plain));
        if rules.rule() == Rule::Renju {
            parts.push(plain(tr!(
                "panel-forbidden-policy",
                policy = rules.forbidden_policy().to_string()
            )));
        }
        if rules.opening() == Opening::Center {
            parts.push(plain(tr!("panel-center-opening")));
        }
        if rules.opening().is_swap() {
            let opening = rules.opening().name();
            parts.push(plain(tr!("panel-swap-opening", opening = opening)));
        }
        if let Some(meta) = &app.play.meta {
            parts.extend(about_the_file(meta).into_iter().map(plain));
        }
        parts.push(plain(app.tally().describe(&app.kind())));
        let analysis = app.play.analysis.as_ref();
        // Once the game is over the computer's opinion of it is old news; in analysis mode
        // the analysis says more.
        let current = app.learning.review.is_none()
            && !app.play.game.is_over()
            && app.learning.study.is_none();
        if let (Some(judging), Some(review)) = (&app.learning.judging, &app.learning.review) {
            parts.push(plain(String::new()));
            parts.extend(super::judging::parts(
                judging,
                review.index(),
                rules.rows(),
                t,
            ));
        }
        if let Some(study) = &app.learning.study {
            parts.push(plain(String::new()));
            parts.extend(super::study::parts(study, rules.rows(), t));
        }
        if let Some((side, a)) = analysis.filter(|_| current) {
            let (glyph, style) = stone(*side);
            let point = a.best.notation(rules.rows());
            let search = tr!("panel-search", point = point, depth = a.depth);
            parts.push(plain(search).led_by(glyph, style));
            parts.push(Part::new(
                Outlook::of_analysis(*side, a).words(),
                t.title,
                0,
            ));
        }
        parts
    }

    /// The comment the loaded file (or a variation) gives the position shown in review.
    fn comment(&self) -> Option<Part> {
        let text = self.app.learning.review.as_ref()?.comment()?;
        Some(Part::new(
            tr!("panel-comment", text = text.trim().to_string()),
            self.theme.title,
            0,
        ))
    }

    /// The engine's review of the game in review, when there is one.
    fn judging(&self) -> Option<&Judging> {
        self.app
            .learning
            .judging
            .as_ref()
            .filter(|_| self.app.learning.reviewing())
    }

    /// The moves two to a row, each numbered, and the index of the row holding the move shown.
    fn pairs(&self) -> (Vec<Line<'static>>, usize) {
        let app = self.app;
        let judging = self.judging();
        let rows = app.shown().rules().rows();
        let (moves, current): (Vec<Point>, usize) = match &app.learning.review {
            Some(review) => (review.moves(), review.index()),
            None => (
                app.play.game.history().to_vec(),
                app.play.game.history().len(),
            ),
        };
        let review = app.learning.review.as_ref();
        let lines = moves
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| {
                let mut spans = Vec::new();
                for (j, p) in pair.iter().enumerate() {
                    let number = 2 * i + j + 1;
                    // The move that led to the position shown.
                    let style = if number == current {
                        self.theme.selected
                    } else if review.is_some_and(|r| r.in_variation(number)) {
                        self.theme.dim
                    } else {
                        Style::new()
                    };
                    // A move with alternatives beside it: where variations branch.
                    let branches = review.is_some_and(|r| r.alternatives(number) > 1);
                    let name = p.notation(rows) + if branches { "*" } else { "" };
                    let entry = match judging {
                        Some(_) => format!(
                            "{number:>3} {name:<4}{:<2}",
                            super::judging::mark(judging, number)
                        ),
                        None => format!("{number:>3} {name:<4}"),
                    };
                    spans.push(Span::styled(entry, style));
                    spans.push(Span::raw(" "));
                }
                Line::from(spans)
            })
            .collect();
        (lines, current.saturating_sub(1) / 2)
    }
}

/// What a loaded file says of its game: its name, players, date and result, the lines the file
/// has.
fn about_the_file(meta: &Meta) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(name) = meta.name.as_deref().filter(|n| !n.trim().is_empty()) {
        lines.push(tr!("panel-game-name", name = name.trim().to_string()));
    }
    if meta.black.is_some() || meta.white.is_some() {
        let name = |n: &Option<String>| n.as_deref().unwrap_or("?").trim().to_string();
        lines.push(tr!(
            "panel-players",
            black = name(&meta.black),
            white = name(&meta.white)
        ));
    }
    if let Some(date) = &meta.date {
        lines.push(tr!("panel-date", date = date.clone()));
    }
    if let Some(result) = &meta.result {
        lines.push(tr!("panel-result", result = result_text(result)));
    }
    lines
}

/// The pairs to show in `room` rows of `columns` columns, read down each column: a window that
/// holds the pair `current`, with the pairs after it when there is room.
fn window(
    pairs: Vec<Line<'static>>,
    current: usize,
    room: usize,
    (columns, pair_width): (usize, usize),
) -> Vec<Line<'static>> {
    let capacity = room * columns;
    let skip = current
        .saturating_sub(capacity / 2)
        .min(pairs.len().saturating_sub(capacity));
    let shown: Vec<Line> = pairs.into_iter().skip(skip).take(capacity).collect();
    if columns == 1 || shown.len() <= room {
        return shown;
    }
    let (left, right) = shown.split_at(room);
    left.iter()
        .enumerate()
        .map(|(i, line)| {
            let mut spans = line.spans.clone();
            if let Some(other) = right.get(i) {
                let fill = (pair_width + COLUMN_GAP).saturating_sub(line.width());
                spans.push(Span::raw(" ".repeat(fill)));
                spans.extend(other.spans.iter().cloned());
            }
            Line::from(spans)
        })
        .collect()
}

impl Widget for &SidePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (app, theme) = (self.app, self.theme);
        // The engine review's graph takes the bottom of the panel's place, when it has room.
        let area = match (self.judging(), &app.learning.review) {
            (Some(judging), Some(review)) if area.height >= 3 * GRAPH_ROWS => {
                let graph_area = Rect {
                    y: area.bottom() - GRAPH_ROWS,
                    height: GRAPH_ROWS,
                    ..area
                };
                let block = theme.block(tr!("judge-graph-title"));
                let inner = block.inner(graph_area);
                block.render(graph_area, buf);
                let graph = super::judging::Graph {
                    judging,
                    shown: review.index(),
                    moves: review.len(),
                    theme,
                };
                graph.render(inner, buf);
                Rect {
                    height: area.height - GRAPH_ROWS,
                    ..area
                }
            }
            _ => area,
        };
        let pair_width = match self.judging() {
            Some(_) => MARKED_PAIR_WIDTH,
            None => PAIR_WIDTH,
        };
        let header = self.header();
        // A long comment keeps room for the moves: a few rows, then an ellipsis.
        let comment = self.comment();
        let (pairs, current) = self.pairs();
        // Borders and a column of margin on each side.
        let frame = 4;
        let inner_max = (area.width as usize).saturating_sub(frame);
        let header_rows = |width: usize| {
            header
                .iter()
                .map(|p| flow(std::slice::from_ref(p), width, usize::MAX, "").len())
                .sum::<usize>()
                + comment.as_ref().map_or(0, |c| {
                    flow(std::slice::from_ref(c), width, COMMENT_ROWS, "…").len()
                })
        };
        // Rows left for moves under the header, a blank line and the list's title.
        let room_at =
            |width: usize| (area.height as usize).saturating_sub(2 + header_rows(width) + 2);
        let two_columns = 2 * pair_width + COLUMN_GAP;
        let columns = match pairs.len() > room_at(inner_max) && inner_max >= two_columns {
            true => 2,
            false => 1,
        };
        let inner = inner_max.max(1);
        let mut lines: Vec<Line> = header
            .iter()
            .flat_map(|p| flow(std::slice::from_ref(p), inner, usize::MAX, ""))
            .collect();
        if let Some(c) = &comment {
            lines.extend(flow(std::slice::from_ref(c), inner, COMMENT_ROWS, "…"));
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled(tr!("panel-moves"), theme.title));
        let room = room_at(inner).max(1);
        lines.extend(window(pairs, current, room, (columns, pair_width)));
        let title = match app.learning.review {
            Some(_) => tr!("title-review"),
            None => tr!("title-game"),
        };
        Paragraph::new(margined(lines))
            .block(theme.block(title))
            .render(area, buf);
    }
}
