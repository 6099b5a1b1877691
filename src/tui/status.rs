//! The two status lines under the board and the side panel beside it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::app::App;
use super::computer::Purpose;
use super::theme::{self, Glyphs};
use crate::ai::WIN;
use crate::model::{Outcome, Stone};
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

fn result_text(outcome: &Outcome) -> Option<String> {
    match outcome {
        Outcome::Ongoing => None,
        Outcome::Win { winner, .. } => Some(format!("{winner} wins — n: new game, u: undo")),
        Outcome::Draw => Some("Draw — n: new game, u: undo".to_string()),
    }
}

/// First line: whose turn, move number, players, last move.
pub fn status_line(app: &App) -> Line<'static> {
    let game = &app.game;
    let rows = game.rules().rows();
    let turn = match game.outcome() {
        Outcome::Ongoing => format!("{} to move", player(app, game.to_move())),
        Outcome::Win { winner, .. } => format!("{} won", player(app, *winner)),
        Outcome::Draw => "Draw".to_string(),
    };
    let mut parts = vec![turn, format!("move {}", game.move_number()), mode_text(app)];
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
    } else if let Some(result) = result_text(app.game.outcome()) {
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

/// The side panel: rules, score, the computer's last evaluation and the move list.
pub fn render_panel(app: &App, area: Rect, buf: &mut Buffer) {
    let g = glyphs(app);
    let block = g.block(" Game ");
    let rows = app.game.rules().rows();
    let score = app.score;
    let mut lines = vec![
        Line::raw(app.game.rules().to_string()),
        Line::raw(format!(
            "Score {} {}  {} {}  draws {}",
            g.black, score.black, g.white, score.white, score.draws
        )),
    ];
    if let Some((stone, a)) = &app.last_analysis {
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
    let moves: Vec<String> = app
        .game
        .history()
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let names: Vec<String> = pair
                .iter()
                .map(|p| format!("{:<4}", p.notation(rows)))
                .collect();
            format!("{:>3}. {}", i + 1, names.join(" "))
        })
        .collect();
    // Keep the latest moves in view.
    let room = (area.height as usize).saturating_sub(lines.len() + 2);
    let skip = moves.len().saturating_sub(room);
    lines.extend(moves.into_iter().skip(skip).map(Line::raw));
    Paragraph::new(lines).block(block).render(area, buf);
}
