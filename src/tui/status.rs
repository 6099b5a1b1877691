//! The two status lines under the board and the side panel beside it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::app::App;
use super::computer::Purpose;
use super::theme::{self, Glyphs};
use crate::ai::WIN;
use crate::model::{Game, Opening, Outcome, Rule, Stone};
use crate::settings::Mode;

/// Spinner frames advance this often.
const SPIN_MS: u128 = 100;

fn glyphs(app: &App) -> Glyphs {
    Glyphs::new(app.settings.ascii)
}

fn player(app: &App, stone: Stone) -> String {
    let who = match app.settings.mode {
        Mode::Pvp => "",
        Mode::Pvc if app.settings.is_computer(stone) => " (computer)",
        Mode::Pvc => " (you)",
        Mode::Cvc => " (computer)",
    };
    format!("{} {stone}{who}", glyphs(app).stone(stone))
}

fn mode_text(app: &App) -> String {
    let s = &app.settings;
    match s.mode {
        Mode::Pvp => "human vs human".to_string(),
        Mode::Pvc => format!("vs computer ({})", s.level(s.human.opponent())),
        Mode::Cvc => format!("computer {} vs {}", s.level_black, s.level_white),
    }
}

/// How the game ended, in words: `Black wins`, or how black lost by a forbidden point.
fn ending(game: &Game) -> Option<String> {
    let rows = game.rules().rows();
    match game.outcome() {
        Outcome::Ongoing => None,
        Outcome::Win { winner, .. } => Some(match game.forbidden_loss() {
            Some((p, why)) => format!(
                "Black played a forbidden point ({why}) at {} — {winner} wins",
                p.notation(rows)
            ),
            None => format!("{winner} wins"),
        }),
        Outcome::Draw => Some("Draw".to_string()),
    }
}

fn result_text(game: &Game) -> Option<String> {
    ending(game).map(|end| format!("{end} — n: new game, u: undo, v: review"))
}

/// The rule's short name for the status line.
fn rule_text(game: &Game) -> String {
    let rules = game.rules();
    match rules.rule() {
        Rule::Freestyle => format!("{} in a row", rules.win_length()),
        Rule::Exact => format!("exactly {}", rules.win_length()),
        Rule::Caro | Rule::Renju => rules.rule().name().to_string(),
    }
}

/// First line: whose turn, move number, players, rule, last move; in review, where the review is.
pub fn status_line(app: &App) -> Line<'static> {
    let game = app.shown();
    let rows = game.rules().rows();
    let turn = match game.outcome() {
        Outcome::Ongoing => format!("{} to move", player(app, game.to_move())),
        Outcome::Win { winner, .. } => format!("{} won", player(app, *winner)),
        Outcome::Draw => "Draw".to_string(),
    };
    let mut parts = match &app.review {
        Some(review) => vec![
            "Review".to_string(),
            format!("move {} of {}", review.index(), review.len()),
            turn,
        ],
        None => vec![turn, format!("move {}", game.move_number()), mode_text(app)],
    };
    parts.push(rule_text(game));
    if let Some(last) = game.last_move() {
        parts.push(format!("last {}", last.notation(rows)));
    }
    Line::styled(format!(" {}", parts.join(" · ")), theme::title())
}

/// Second line: the message, the computer's spinner, the result or the main keys.
pub fn message_line(app: &App) -> Line<'static> {
    let mut spans = vec![Span::raw(" ")];
    if let Some(message) = &app.message {
        spans.push(Span::styled(message.clone(), theme::message()));
        spans.push(Span::raw("  "));
    }
    if let Some((purpose, started)) = app.thinking() {
        let frames = glyphs(app).spinner;
        let elapsed = app.now().saturating_duration_since(started).as_millis();
        let frame = frames[(elapsed / SPIN_MS) as usize % frames.len()];
        let what = match purpose {
            Purpose::Move => "Computer is thinking",
            Purpose::Hint => "Looking for a hint",
        };
        spans.push(Span::raw(format!("{what} {frame}")));
    } else if app.review.is_some() {
        if app.message.is_none() {
            let keys = "←→ step · Home/End · Enter/c play on from here · Esc back · ? help";
            spans.push(Span::styled(keys, theme::dim()));
        }
    } else if let Some(result) = result_text(&app.game) {
        spans.push(Span::styled(result, theme::title()));
    } else if app.message.is_none() {
        let keys = match app.settings.mode {
            Mode::Cvc => "n new game · s settings · ? help · q quit",
            _ => "arrows move · Enter place · u undo · t hint · s settings · ? help · q quit",
        };
        spans.push(Span::styled(keys, theme::dim()));
    }
    Line::from(spans)
}

fn eval_text(score: i32) -> String {
    if score >= WIN - 1000 {
        format!("wins in {}", WIN - score)
    } else if score <= -(WIN - 1000) {
        format!("loses in {}", WIN + score)
    } else {
        format!("{score:+}")
    }
}

/// The side panel: rules, score, the computer's last evaluation and the move list (in review,
/// the whole game with the move shown highlighted).
pub fn render_panel(app: &App, area: Rect, buf: &mut Buffer) {
    let g = glyphs(app);
    let game = app.shown();
    let rules = game.rules();
    let rows = rules.rows();
    let score = app.score;
    let mut lines = vec![Line::raw(rules.to_string())];
    if rules.rule() == Rule::Renju {
        lines.push(Line::raw(format!(
            "Black's forbidden: {}",
            rules.forbidden_policy()
        )));
    }
    if rules.opening() == Opening::Center {
        lines.push(Line::raw("First move in the centre"));
    }
    lines.push(Line::raw(format!(
        "Score {} {}  {} {}  draws {}",
        g.black, score.black, g.white, score.white, score.draws
    )));
    if let Some((stone, a)) = app.last_analysis.as_ref().filter(|_| app.review.is_none()) {
        lines.push(Line::raw(format!(
            "{} {}: eval {}, depth {}",
            g.stone(*stone),
            a.best.notation(rows),
            eval_text(a.score),
            a.depth
        )));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled("Moves", theme::title()));
    let (moves, current) = match &app.review {
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
                    true => theme::selected(),
                    false => ratatui::style::Style::new(),
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
    let title = if app.review.is_some() {
        " Review "
    } else {
        " Game "
    };
    Paragraph::new(lines)
        .block(g.block(title))
        .render(area, buf);
}
