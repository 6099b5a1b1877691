//! The side panel: the rules, the score, the computer's last evaluation and the move list (in
//! review, the whole game with the move shown highlighted).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::ai::WIN;
use crate::model::{Opening, Rule};
use crate::tr;
use crate::tui::app::App;
use crate::tui::theme::Theme;

pub struct SidePanel<'a> {
    pub app: &'a App,
    pub theme: &'a Theme,
}

fn eval_text(score: i32) -> String {
    if score >= WIN - 1000 {
        tr!("eval-wins-in", plies = WIN - score)
    } else if score <= -(WIN - 1000) {
        tr!("eval-loses-in", plies = WIN + score)
    } else {
        format!("{score:+}")
    }
}

impl Widget for &SidePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (app, theme) = (self.app, self.theme);
        let g = &theme.glyphs;
        let game = app.shown();
        let rules = game.rules();
        let rows = rules.rows();
        let mut lines = vec![Line::raw(rules.to_string())];
        if rules.rule() == Rule::Renju {
            lines.push(Line::raw(tr!(
                "panel-forbidden-policy",
                policy = rules.forbidden_policy().to_string()
            )));
        }
        if rules.opening() == Opening::Center {
            lines.push(Line::raw(tr!("panel-center-opening")));
        }
        lines.push(Line::raw(app.tally().describe(&app.kind())));
        let analysis = app.play.analysis.as_ref();
        if let Some((stone, a)) = analysis.filter(|_| app.play.review.is_none()) {
            lines.push(Line::raw(tr!(
                "panel-eval",
                stone = g.stone(*stone),
                point = a.best.notation(rows),
                eval = eval_text(a.score),
                depth = a.depth
            )));
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled(tr!("panel-moves"), theme.title));
        let (moves, current) = match &app.play.review {
            Some(review) => (review.moves(), review.index()),
            None => (game.history(), game.history().len()),
        };
        let pairs: Vec<Line> = moves
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| {
                let mut spans = vec![Span::raw(format!("{:>3}. ", i + 1))];
                for (j, p) in pair.iter().enumerate() {
                    // The move that led to the position shown.
                    let style = match 2 * i + j + 1 == current {
                        true => theme.selected,
                        false => Style::new(),
                    };
                    spans.push(Span::styled(format!("{:<4}", p.notation(rows)), style));
                    spans.push(Span::raw(" "));
                }
                Line::from(spans)
            })
            .collect();
        // Keep the current move in view, with the moves after it when there is room.
        let room = (area.height as usize)
            .saturating_sub(lines.len() + 2)
            .max(1);
        let line = current.saturating_sub(1) / 2;
        let skip = line
            .saturating_sub(room / 2)
            .min(pairs.len().saturating_sub(room));
        lines.extend(pairs.into_iter().skip(skip));
        let title = match app.play.review {
            Some(_) => tr!("title-review"),
            None => tr!("title-game"),
        };
        Paragraph::new(lines)
            .block(theme.block(title))
            .render(area, buf);
    }
}
