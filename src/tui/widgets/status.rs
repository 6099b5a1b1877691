//! The two status lines under the board: whose turn, the move, the players and the rule; then
//! the message, the computer's spinner, the result or the keys that matter now.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::{hints, hints_with};
use crate::model::{Game, Outcome, Rule, Stone};
use crate::settings::Mode;
use crate::tr;
use crate::tui::action::Action;
use crate::tui::app::{App, Overlay, seconds};
use crate::tui::computer::Purpose;
use crate::tui::keymap::Context;
use crate::tui::theme::Theme;

/// Spinner frames advance this often.
const SPIN_MS: u128 = 100;

pub struct StatusBar<'a> {
    pub app: &'a App,
    pub theme: &'a Theme,
}

/// "Black" or "White".
pub fn stone_name(stone: Stone) -> String {
    match stone {
        Stone::Black => tr!("stone-black"),
        Stone::White => tr!("stone-white"),
    }
}

/// `● Black (you)`: the side with who plays it.
fn player(app: &App, theme: &Theme, stone: Stone) -> String {
    let name = stone_name(stone);
    // A game opened from a file is labelled by its players' names, not by today's mode.
    if let Some(meta) = &app.play.meta {
        let who = match stone {
            Stone::Black => meta.black.as_deref(),
            Stone::White => meta.white.as_deref(),
        };
        let who = match who.map(str::trim).filter(|w| !w.is_empty()) {
            Some(who) => tr!("player-named", side = name, name = who.to_string()),
            None => name,
        };
        return format!("{} {who}", theme.glyphs.stone(stone));
    }
    let who = match app.settings.mode {
        Mode::Pvp => name,
        Mode::Pvc if app.is_computer(stone) => tr!("player-computer", side = name),
        Mode::Pvc => tr!("player-you", side = name),
        Mode::Cvc => tr!("player-computer", side = name),
    };
    format!("{} {who}", theme.glyphs.stone(stone))
}

fn mode_text(app: &App) -> String {
    let s = &app.settings;
    match s.mode {
        Mode::Pvp => tr!("mode-pvp-short"),
        Mode::Pvc => tr!(
            "mode-pvc-short",
            level = s.level(s.human.opponent()).to_string()
        ),
        Mode::Cvc => tr!(
            "mode-cvc-short",
            black = s.level_black.to_string(),
            white = s.level_white.to_string()
        ),
    }
}

/// How the game ended, in words: `Black wins`, or how black lost by a forbidden point.
fn ending(game: &Game) -> Option<String> {
    let rows = game.rules().rows();
    match game.outcome() {
        Outcome::Ongoing => None,
        Outcome::Win { winner, .. } => Some(match game.forbidden_loss() {
            Some((p, why)) => tr!(
                "end-forbidden",
                why = why.to_string(),
                point = p.notation(rows),
                winner = stone_name(*winner)
            ),
            None => tr!("end-wins", winner = stone_name(*winner)),
        }),
        Outcome::Draw => Some(tr!("end-draw")),
    }
}

/// The rule's short name for the status line.
fn rule_text(game: &Game) -> String {
    let rules = game.rules();
    match rules.rule() {
        Rule::Freestyle => tr!("rule-short-freestyle", k = rules.win_length()),
        Rule::Exact => tr!("rule-short-exact", k = rules.win_length()),
        Rule::Caro | Rule::Renju => rules.rule().name().to_string(),
    }
}

/// First line: whose turn, move number, players, rule, last move; in review, where the review is.
fn status_line(app: &App, theme: &Theme) -> Line<'static> {
    let game = app.shown();
    let rows = game.rules().rows();
    // Once the game is over, how many moves it took; before, the number of the move to come.
    let played = game.history().len();
    let turn = match game.outcome() {
        Outcome::Ongoing => tr!("turn-to-move", player = player(app, theme, game.to_move())),
        Outcome::Win { winner, .. } => tr!(
            "turn-won-after",
            player = player(app, theme, *winner),
            moves = played
        ),
        Outcome::Draw => tr!("end-draw-after", moves = played),
    };
    let mut parts = match &app.play.review {
        Some(review) => vec![
            tr!("status-review"),
            tr!(
                "status-review-move",
                number = review.index(),
                total = review.len()
            ),
            turn,
        ],
        None if game.is_over() => vec![turn, mode_text(app)],
        None => vec![
            turn,
            tr!("status-move", number = game.move_number()),
            mode_text(app),
        ],
    };
    if app.watching() && app.play.review.is_none() && !game.is_over() {
        parts.push(match app.play.paused {
            true => tr!("status-paused"),
            false => tr!("status-wait", seconds = seconds(app.wait)),
        });
    }
    parts.push(rule_text(game));
    if let Some(last) = game.last_move() {
        parts.push(tr!("status-last", point = last.notation(rows)));
    }
    Line::styled(format!(" {}", parts.join(" · ")), theme.title)
}

/// Second line: the message, the computer's spinner, the result or the main keys.
fn message_line(app: &App, theme: &Theme) -> Line<'static> {
    let mut spans = vec![Span::raw(" ")];
    if let Some(message) = &app.message {
        spans.push(Span::styled(message.clone(), theme.message));
        spans.push(Span::raw("  "));
    }
    let ascii = theme.glyphs.ascii;
    if let Overlay::Prompt(text) = &app.overlay {
        spans.push(Span::styled(
            format!("{} ", tr!("prompt-label")),
            theme.title,
        ));
        spans.push(Span::styled(format!("{text}_"), theme.selected));
        spans.push(Span::raw("  "));
        spans.push(Span::styled(hints(Context::Prompt, ascii, None), theme.dim));
    } else if let Some((purpose, started)) = app.thinking() {
        let frames = theme.glyphs.spinner;
        let elapsed = app.now().saturating_duration_since(started).as_millis();
        let frame = frames[(elapsed / SPIN_MS) as usize % frames.len()];
        let what = match purpose {
            Purpose::Move => tr!("thinking-move"),
            Purpose::Hint => tr!("thinking-hint"),
            Purpose::Opening(_) => app.opening_status().unwrap_or_else(|| tr!("thinking-move")),
        };
        spans.push(Span::raw(format!("{what} {frame}")));
    } else if app.play.review.is_some() {
        if app.message.is_none() {
            let keys = hints(Context::Review, ascii, None);
            spans.push(Span::styled(keys, theme.dim));
        }
    } else if let Some(end) = ending(&app.play.game) {
        // Between computers an undo would only see the move played again.
        let next: &[Action] = match app.watching() {
            true => &[Action::NewGame, Action::Review],
            false => &[Action::NewGame, Action::Undo, Action::Review],
        };
        let keys = super::key_list(Context::Board, next, ascii);
        spans.push(Span::styled(
            tr!("end-with-keys", end = end, keys = keys),
            theme.title,
        ));
    } else if let Some(opening) = app.opening_status() {
        spans.push(Span::styled(opening, theme.title));
    } else if app.message.is_none() {
        // What a player most needs to see: how to play, or how to steer the computers.
        let offered: &[Action] = match (app.settings.mode, app.play.paused) {
            (Mode::Cvc, false) => &[
                Action::Pause,
                Action::LongerWait,
                Action::NewGame,
                Action::Settings,
                Action::Help,
                Action::Quit,
            ],
            (Mode::Cvc, true) => &[
                Action::Pause,
                Action::Step,
                Action::LongerWait,
                Action::Undo,
                Action::NewGame,
                Action::Quit,
            ],
            _ => &[
                Action::Left,
                Action::Select,
                Action::Undo,
                Action::Hint,
                Action::Settings,
                Action::Help,
                Action::Quit,
            ],
        };
        let paused = app.play.paused;
        let keys = hints_with(Context::Board, ascii, Some(offered), |action| {
            (paused && action == Action::Pause).then(|| tr!("hint-go-on"))
        });
        spans.push(Span::styled(keys, theme.dim));
    }
    Line::from(spans)
}

impl Widget for &StatusBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        buf.set_line(
            area.x,
            area.y,
            &status_line(self.app, self.theme),
            area.width,
        );
        if area.height > 1 {
            buf.set_line(
                area.x,
                area.y + 1,
                &message_line(self.app, self.theme),
                area.width,
            );
        }
    }
}
