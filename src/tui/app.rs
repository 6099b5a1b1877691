//! The application state and everything that changes it. No terminal here: events arrive as
//! `Action`s, time as `tick(now)`, so tests drive the whole game without a screen.

mod files;
mod reviewing;
mod thinking;

use std::time::{Duration, Instant};

use ratatui::layout::Rect;

use super::computer::{Computer, Purpose};
use super::input::Action;
use super::layout::Screen;
use super::picker::Picker;
use super::settings_view::SettingsPanel;
use crate::ai::Analysis;
use crate::model::{Game, Point, Stone};
use crate::record::Review;
use crate::settings::{Mode, Settings};

pub use files::Files;

/// Between two moves of computer against computer, so a human can follow.
const CVC_PAUSE: Duration = Duration::from_millis(400);

/// What is drawn over the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    Help,
    Settings(SettingsPanel),
    Picker(Picker),
    ConfirmQuit,
    /// Playing on from the reviewed position would drop the moves after it.
    ConfirmBranch,
}

/// Finished games of this run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub black: u32,
    pub white: u32,
    pub draws: u32,
}

impl Score {
    fn slot(&mut self, winner: Option<Stone>) -> &mut u32 {
        match winner {
            Some(Stone::Black) => &mut self.black,
            Some(Stone::White) => &mut self.white,
            None => &mut self.draws,
        }
    }
}

pub struct App {
    pub settings: Settings,
    pub game: Game,
    pub cursor: Point,
    pub overlay: Overlay,
    /// One sentence for the player, shown until the next key.
    pub message: Option<String>,
    /// The point the last hint suggested, until the next move.
    pub hint: Option<Point>,
    pub score: Score,
    /// The computer's last move with what its search found, and whose move it was.
    pub last_analysis: Option<(Stone, Analysis)>,
    /// Terminal size in columns and rows.
    pub size: (u16, u16),
    pub quit: bool,
    /// Set while stepping through a game (review mode); the board shows its position.
    pub review: Option<Review>,
    /// The settings file and the games folder.
    files: Files,
    /// The result of the current game as counted in `score` (Some(None) is a draw), so an
    /// undo past the end can take it back.
    counted: Option<Option<Stone>>,
    computer: Computer,
    seed: Option<u64>,
    now: Instant,
    /// When the computer is due to start its move.
    due: Option<Instant>,
}

impl App {
    /// A new game under `settings`, which must describe possible rules.
    pub fn new(settings: Settings) -> Result<App, String> {
        let game = Game::new(settings.rules().map_err(|e| e.to_string())?);
        let mut app = App {
            cursor: game.board().center(),
            files: Files::none(&settings),
            settings,
            game,
            overlay: Overlay::None,
            message: None,
            hint: None,
            score: Score::default(),
            last_analysis: None,
            size: (80, 24),
            quit: false,
            review: None,
            counted: None,
            computer: Computer::default(),
            seed: None,
            now: Instant::now(),
            due: None,
        };
        app.schedule();
        Ok(app)
    }

    /// Makes the computer's choices repeatable.
    pub fn set_seed(&mut self, seed: Option<u64>) {
        self.seed = seed;
    }

    pub fn now(&self) -> Instant {
        self.now
    }

    /// The regions of the screen at the current terminal size, `None` when it is too small.
    pub fn screen(&self) -> Option<Screen> {
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        Screen::new(area, self.game.rules().rows(), self.game.rules().cols())
    }

    /// The game on the board: the reviewed position in review mode, else the game in play.
    pub fn shown(&self) -> &Game {
        self.review.as_ref().map_or(&self.game, Review::game)
    }

    /// Whether a text field has the keys (characters are then text, not commands).
    pub fn typing(&self) -> bool {
        matches!(&self.overlay, Overlay::Picker(p) if p.path.is_some())
    }

    /// Since when the computer has been thinking, and about what.
    pub fn thinking(&self) -> Option<(Purpose, Instant)> {
        self.computer.pending().map(|p| (p.purpose, p.started))
    }

    /// Whether a game has started and not finished.
    pub fn in_progress(&self) -> bool {
        !self.game.history().is_empty() && !self.game.is_over()
    }

    /// Whether a human may move now.
    pub fn humans_turn(&self) -> bool {
        !self.game.is_over() && !self.settings.is_computer(self.game.to_move())
    }

    pub fn update(&mut self, action: Action) {
        match action {
            Action::ForceQuit => self.quit = true,
            Action::Resize(cols, rows) => self.size = (cols, rows),
            _ => match self.overlay {
                Overlay::None if self.review.is_some() => self.review_action(action),
                Overlay::None => self.board_action(action),
                Overlay::Help => {
                    if matches!(action, Action::Close | Action::Help | Action::Select) {
                        self.overlay = Overlay::None;
                    }
                }
                Overlay::ConfirmQuit => {
                    self.overlay = Overlay::None;
                    if action == Action::Yes {
                        self.quit = true;
                    }
                }
                Overlay::ConfirmBranch => {
                    self.overlay = Overlay::None;
                    if action == Action::Yes {
                        self.branch();
                    }
                }
                Overlay::Settings(_) => self.settings_action(action),
                Overlay::Picker(_) => self.picker_action(action),
            },
        }
    }

    /// Lets time pass: takes the computer's answer if it came and starts its move when due.
    pub fn tick(&mut self, now: Instant) {
        self.now = now;
        while let Some(answer) = self.computer.try_answer() {
            self.receive(answer);
        }
        self.start_due(false);
    }

    fn board_action(&mut self, action: Action) {
        self.message = None;
        let rows = self.game.rules().rows();
        let cols = self.game.rules().cols();
        let Point { row, col } = self.cursor;
        match action {
            Action::Up => self.cursor.row = row.saturating_sub(1),
            Action::Down => self.cursor.row = (row + 1).min(rows - 1),
            Action::Left => self.cursor.col = col.saturating_sub(1),
            Action::Right => self.cursor.col = (col + 1).min(cols - 1),
            Action::Save => self.save_game(),
            Action::Open => self.open_picker(),
            Action::Review => self.start_review(),
            Action::Select => self.place(self.cursor),
            Action::Click(x, y) => {
                if let Some(p) = self.screen().and_then(|s| s.point_at(x, y, rows, cols)) {
                    self.cursor = p;
                    self.place(p);
                }
            }
            Action::Undo => self.step(false),
            Action::Redo => self.step(true),
            Action::NewGame => {
                self.restart(self.game.restarted());
                self.message = Some("New game".to_string());
            }
            Action::Settings => {
                self.overlay = Overlay::Settings(SettingsPanel::new(&self.settings))
            }
            Action::Help => self.overlay = Overlay::Help,
            Action::Hint => self.ask_hint(),
            Action::Quit if self.in_progress() => self.overlay = Overlay::ConfirmQuit,
            Action::Quit => self.quit = true,
            Action::Close => self.hint = None,
            Action::Yes
            | Action::ForceQuit
            | Action::Resize(..)
            | Action::Continue
            | Action::First
            | Action::Last
            | Action::Path
            | Action::Type(_)
            | Action::Backspace => {}
        }
        if matches!(
            action,
            Action::Up | Action::Down | Action::Left | Action::Right
        ) {
            self.message = self.forbidden_note(self.cursor);
        }
    }

    /// Why black may not play `p`, when it is forbidden now.
    pub fn forbidden_note(&self, p: Point) -> Option<String> {
        let why = self.shown().forbidden_at(p)?;
        Some(format!(
            "{} is forbidden for black: {why}",
            p.notation(self.shown().rules().rows())
        ))
    }

    fn settings_action(&mut self, action: Action) {
        let Overlay::Settings(panel) = &mut self.overlay else {
            return;
        };
        match action {
            Action::Up => panel.select(-1),
            Action::Down => panel.select(1),
            Action::Left => panel.change(-1),
            Action::Right => panel.change(1),
            Action::Select => match panel.validate() {
                Ok(settings) => self.apply_and_save(settings),
                // The panel shows the reason; the message repeats it after the panel closes.
                Err(e) => self.message = Some(e),
            },
            Action::Close | Action::Settings => self.overlay = Overlay::None,
            _ => {}
        }
    }

    /// Takes new settings and starts a new game under them.
    pub fn apply(&mut self, settings: Settings) {
        let Ok(rules) = settings.rules() else {
            return;
        };
        self.settings = settings;
        self.overlay = Overlay::None;
        self.last_analysis = None;
        self.restart(Game::new(rules));
        self.message = Some(format!("New game: {}", self.game.rules()));
    }

    fn restart(&mut self, game: Game) {
        self.computer.cancel();
        self.review = None;
        self.game = game;
        self.cursor = self.game.board().center();
        self.hint = None;
        self.counted = None;
        self.schedule();
    }

    fn place(&mut self, p: Point) {
        // After the end the status line already says what to do.
        if self.game.is_over() {
            return;
        }
        if !self.humans_turn() {
            self.message = Some("It is the computer's turn".to_string());
            return;
        }
        match self.game.play(p) {
            Ok(_) => {
                self.computer.cancel();
                self.after_change();
            }
            Err(e) => self.message = Some(e.describe(self.game.rules().rows())),
        }
    }

    /// Takes back (or replays) a move; against the computer also its reply, so it is the
    /// human's turn again.
    fn step(&mut self, forward: bool) {
        self.computer.cancel();
        let step = |game: &mut Game| if forward { game.redo() } else { game.undo() };
        if step(&mut self.game).is_none() {
            let what = if forward { "redo" } else { "undo" };
            self.message = Some(format!("Nothing to {what}"));
        } else if self.settings.mode == Mode::Pvc {
            while self.settings.is_computer(self.game.to_move()) && step(&mut self.game).is_some() {
            }
        }
        self.after_change();
    }

    fn after_change(&mut self) {
        self.hint = None;
        let result = self.game.is_over().then(|| self.game.outcome().winner());
        if result != self.counted {
            if let Some(old) = self.counted {
                *self.score.slot(old) -= 1;
            }
            if let Some(new) = result {
                *self.score.slot(new) += 1;
            }
            self.counted = result;
        }
        self.schedule();
    }
}
