//! The status lines under the board. The first says whose turn it is (or the result), the move,
//! the players, the rule and the last move; the second the result and why, the message, the
//! computer's spinner and the keys that matter now. Each is made of parts ranked by importance:
//! what does not fit leaves out the least important parts first, and the message line wraps
//! onto the rows the layout gives it rather than cutting a word.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::text::{Part, arrange};
use super::{hint_entries, key_list};
use crate::model::{Game, Outcome, Rule, Stone};
use crate::settings::Mode;
use crate::settings::lines::seconds;
use crate::tr;
use crate::tui::action::Action;
use crate::tui::app::{App, Overlay, between_humans};
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

/// `Black (you)`: the side with who plays it.
fn player(app: &App, stone: Stone) -> String {
    let name = stone_name(stone);
    // A game opened from a file is labelled by its players' names, not by today's mode.
    if let Some(meta) = &app.play.meta {
        let who = match stone {
            Stone::Black => meta.black.as_deref(),
            Stone::White => meta.white.as_deref(),
        };
        return match who.map(str::trim).filter(|w| !w.is_empty()) {
            Some(who) => tr!("player-named", side = name, name = who.to_string()),
            None => name,
        };
    }
    // Over the network each side is this player or the opponent, whatever the settings say.
    if let Some(network) = &app.network {
        let mine =
            (app.shown().progress().black == network.session.seat) == (stone == Stone::Black);
        return match mine {
            true => tr!("player-you", side = name),
            false => tr!("player-named", side = name, name = network.peer()),
        };
    }
    match app.settings.players.mode {
        Mode::Pvp => between_humans(&app.seated(), app.shown(), stone, name),
        Mode::Pvc if app.seated().plays_by_computer(app.shown(), stone) => {
            tr!("player-computer", side = name)
        }
        Mode::Pvc => tr!("player-you", side = name),
        Mode::Cvc => tr!("player-computer", side = name),
    }
}

fn mode_text(app: &App) -> String {
    if let Some(network) = &app.network {
        return tr!("mode-network-short", name = network.peer());
    }
    let s = &app.seated();
    match s.players.mode {
        Mode::Pvp => tr!("mode-pvp-short"),
        Mode::Pvc => tr!(
            "mode-pvc-short",
            level = s.level(s.players.human.opponent()).to_string()
        ),
        Mode::Cvc => tr!(
            "mode-cvc-short",
            black = s.level_in(app.shown(), Stone::Black).to_string(),
            white = s.level_in(app.shown(), Stone::White).to_string()
        ),
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

struct Parts<'a> {
    app: &'a App,
    theme: &'a Theme,
}

impl Parts<'_> {
    /// A part of the first line, after a separator.
    fn info(&self, text: String, style: Style, rank: u8) -> Part {
        let t = self.theme;
        Part::new(text, style, rank).joined_by(t.glyphs.separator, t.dim)
    }

    /// A part of the second line, after a dash.
    fn news(&self, text: String, style: Style, rank: u8) -> Part {
        let t = self.theme;
        Part::new(text, style, rank).joined_by(t.glyphs.dash, t.dim)
    }

    /// `● Black (you) to move`, the stone drawn as on the board.
    fn side(&self, stone: Stone, text: String, rank: u8) -> Part {
        let t = self.theme;
        let style = t.board.patch(t.stone(stone));
        self.info(text, t.title, rank)
            .led_by(t.glyphs.stone(stone), style)
    }

    /// First line: whose turn, move number, players, rule, last move; in review, where the
    /// review is. Ranked: the turn or result, then the last move, the move number, the rule.
    fn status(&self) -> Vec<Part> {
        let app = self.app;
        let game = app.shown();
        let rows = game.rules().rows();
        // Once the game is over, how many moves it took; before, the number of the move to come.
        let played = game.history().len();
        let turn = |rank| match game.outcome() {
            Outcome::Ongoing => {
                let who = player(app, game.to_move());
                self.side(game.to_move(), tr!("turn-to-move", player = who), rank)
            }
            Outcome::Win { winner, .. } => {
                let who = player(app, *winner);
                let text = tr!("turn-won-after", player = who, moves = played);
                self.side(*winner, text, rank)
            }
            Outcome::Draw => {
                let text = tr!("end-draw-after", moves = played);
                self.info(text, self.theme.title, rank)
            }
        };
        let last = game
            .last_move()
            .map(|p| tr!("status-last", point = p.notation(rows)));
        let mut parts = match &app.learning.review {
            Some(review) => {
                let mut parts = vec![
                    self.info(tr!("status-review"), self.theme.title, 0),
                    self.info(
                        tr!(
                            "status-review-move",
                            number = review.index(),
                            total = review.len()
                        ),
                        Style::new(),
                        1,
                    ),
                    turn(2),
                    self.info(rule_text(game), Style::new(), 4),
                ];
                // Which line the move number counts along.
                if let Some(number) = review.variation_from() {
                    let text = tr!("status-variation", number = number);
                    parts.insert(2, self.info(text, Style::new(), 3));
                }
                parts
            }
            None if game.is_over() => vec![
                turn(0),
                self.info(mode_text(app), Style::new(), 4),
                self.info(rule_text(game), Style::new(), 3),
            ],
            None => vec![
                turn(0),
                self.info(
                    tr!("status-move", number = game.move_number()),
                    Style::new(),
                    2,
                ),
                self.info(mode_text(app), Style::new(), 4),
                self.info(rule_text(game), Style::new(), 3),
            ],
        };
        if app.watching() && app.learning.review.is_none() && !game.is_over() {
            let text = match app.computer.paused {
                true => tr!("status-paused"),
                false => tr!("status-wait", seconds = seconds(app.computer.wait)),
            };
            // Paused matters as much as whose turn it is: nothing moves until it goes on.
            let rank = if app.computer.paused { 1 } else { 4 };
            parts.insert(parts.len() - 1, self.info(text, Style::new(), rank));
        }
        let last_rank = if app.learning.reviewing() { 3 } else { 1 };
        parts.extend(last.map(|text| self.info(text, Style::new(), last_rank)));
        parts
    }

    /// How the game in play ended: the result first, then why (a forbidden point).
    fn ending(&self) -> Vec<Part> {
        let game = &self.app.play.game;
        let rows = game.rules().rows();
        let title = self.theme.title;
        match game.outcome() {
            Outcome::Ongoing => Vec::new(),
            Outcome::Win { winner, .. } => {
                let mut parts =
                    vec![self.news(tr!("end-wins", winner = stone_name(*winner)), title, 0)];
                if let Some((p, why)) = game.forbidden_loss() {
                    let reason = tr!(
                        "end-forbidden-reason",
                        why = why.to_string(),
                        point = p.notation(rows)
                    );
                    parts.push(self.news(reason, Style::new(), 1));
                }
                parts.extend(
                    game.ending()
                        .map(|e| self.news(e.reason(), Style::new(), 1)),
                );
                parts
            }
            Outcome::Draw => {
                let mut parts = vec![self.news(tr!("end-draw"), title, 0)];
                parts.extend(
                    game.ending()
                        .map(|e| self.news(e.reason(), Style::new(), 1)),
                );
                parts
            }
        }
    }

    /// The key hints offered, one part each; the help key stays longest, then the others in the
    /// key map's order.
    fn keys(&self, context: Context, offered: Option<&[Action]>) -> Vec<Part> {
        let t = self.theme;
        let ascii = t.glyphs.ascii;
        let paused = self.app.computer.paused;
        let word = |action| (paused && action == Action::Pause).then(|| tr!("hint-go-on"));
        hint_entries(context, ascii, offered, word)
            .into_iter()
            .enumerate()
            .map(|(i, (action, text))| {
                let rank = match action {
                    Action::Help => 3,
                    _ => 4 + i.min(200) as u8,
                };
                Part::new(text, t.dim, rank).joined_by(t.glyphs.separator, t.dim)
            })
            .collect()
    }

    /// Second line: the result and why, the message, the spinner, then the keys that matter.
    fn message(&self) -> Vec<Part> {
        let (app, t) = (self.app, self.theme);
        let ascii = t.glyphs.ascii;
        let in_review = app.learning.reviewing();
        let mut parts = match in_review {
            true => Vec::new(),
            false => self.ending(),
        };
        if let Some(message) = &app.message {
            parts.push(self.news(message.clone(), t.message, 1));
        }
        let mut keys = Vec::new();
        if let Overlay::Prompt(text) = &app.overlay {
            // The field being typed in goes first and is never left out.
            let field = Part {
                segments: vec![
                    (format!("{} ", tr!("prompt-label")), t.title),
                    (format!("{text}_"), t.selected),
                ],
                ..Part::new(String::new(), Style::new(), 0)
            };
            parts.insert(0, field.joined_by(t.glyphs.dash, t.dim));
            keys = self.keys(Context::Prompt, None);
        } else if !matches!(app.overlay, Overlay::None) {
            // A box over the board has the keyboard: its keys.
            keys = self.keys(app.context(), None);
        } else if let Some((purpose, started)) = app.thinking() {
            let frames = t.glyphs.spinner;
            let elapsed = app.now().saturating_duration_since(started);
            let frame = frames[(elapsed.as_millis() / SPIN_MS) as usize % frames.len()];
            let what = match purpose {
                Purpose::Move => tr!("thinking-move"),
                Purpose::Hint | Purpose::OpeningHint(_) | Purpose::Analysis => {
                    tr!("thinking-hint")
                }
                Purpose::Opening(_) => app.opening_status().unwrap_or_else(|| tr!("thinking-move")),
            };
            // How long so far, once it is long enough to wonder, and how deep it has looked
            // with its best move so far.
            let mut time = match elapsed.as_millis() >= 500 {
                true => format!(" {}", tr!("thinking-for", seconds = seconds(elapsed))),
                false => String::new(),
            };
            if let Some(best) = app.computer.best_so_far.as_ref().filter(|b| b.depth > 0) {
                let rows = app.play.game.rules().rows();
                time.push_str(&tr!(
                    "thinking-depth",
                    depth = best.depth,
                    point = best.best.notation(rows)
                ));
            }
            parts.push(self.news(format!("{what}{time} {frame}"), Style::new(), 1));
        } else if in_review {
            if app.message.is_none() {
                keys = self.keys(Context::Review, None);
            }
        } else if app.play.game.is_over() {
            // Between computers an undo would only see the move played again.
            let next: &[Action] = match app.watching() {
                true => &[Action::NewGame, Action::Review],
                false => &[Action::NewGame, Action::Undo, Action::Review],
            };
            let list = key_list(Context::Board, next, ascii);
            parts.push(self.news(list, Style::new(), 3));
        } else if let Some(opening) = app.opening_status() {
            parts.push(self.news(opening, t.title, 1));
        } else if app.message.is_none() {
            // What a player most needs to see: how to play, or how to steer the computers.
            let offered: &[Action] = match (app.settings.players.mode, app.computer.paused) {
                // Over the network a hint, the settings and a new game are not to be had.
                _ if app.network.is_some() => &[
                    Action::Left,
                    Action::Select,
                    Action::Undo,
                    Action::Chat,
                    Action::OfferDraw,
                    Action::Resign,
                    Action::Help,
                    Action::Quit,
                ],
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
            keys = self.keys(Context::Board, Some(offered));
        }
        if let (Some(first), false) = (keys.first_mut(), parts.is_empty()) {
            first.joiner = t.glyphs.dash;
        }
        parts.extend(keys);
        parts
    }
}

impl Widget for &StatusBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 || area.width < 2 {
            return;
        }
        let parts = Parts {
            app: self.app,
            theme: self.theme,
        };
        let ellipsis = self.theme.glyphs.ellipsis;
        // One column of margin, as the board's labels have.
        let (x, width) = (area.x + 1, area.width as usize - 1);
        let first = arrange(parts.status(), width, 1, ellipsis);
        let rest = arrange(parts.message(), width, area.height as usize - 1, ellipsis);
        for (i, line) in first.iter().chain(&rest).enumerate() {
            buf.set_line(x, area.y + i as u16, line, width as u16);
        }
    }
}
