//! The application state and everything that changes it. No terminal and no I/O here: events
//! arrive as `Action`s, time as `tick(now)`, the results of work done elsewhere as `Done`; each
//! of them returns the `Effect`s (files to read or write, a move to think about) that the loop
//! runs off this thread. Tests drive the whole game without a screen.

mod board;
mod files;
mod near_miss;
mod opening;
mod picker;
mod play;
mod prompt;
mod reviewing;
mod scoring;
mod settings_panel;
mod thinking;
mod watching;

use std::time::Instant;

use ratatui::layout::Rect;

use super::action::Action;
use super::effects::{Done, Effect};
use super::keymap::Context;
use super::layout::Screen;
use crate::i18n::Lang;
use crate::model::{Game, RulesError};
use crate::record::Record;
use crate::settings::Settings;
use crate::settings::scores::{Kind, Scores};

pub use crate::settings::lines::{Field, PRESETS};
pub use files::Files;
pub use picker::Picker;
pub use play::Play;
pub use settings_panel::{PanelError, SettingsPanel};
pub use watching::WAITS_MS;

/// A yes/no question; anything but yes is no. Each that would drop a game in progress holds
/// what replaces it, so yes needs nothing more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Leave while a game is in progress?
    Quit,
    /// Playing on from the reviewed move drops the moves after it (the move number).
    Branch(usize),
    /// A new game drops the one in progress.
    NewGame,
    /// Settings that make a new game drop the one in progress.
    Apply(Box<Settings>),
    /// Opening a saved game drops the one in progress (how to call it, the game).
    Open(String, Box<Record>),
    /// Forget the tally of one kind of game, or of every kind.
    ResetTally(Option<Box<Kind>>),
}

/// What is drawn over the board, and has the keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    /// The help, scrolled down by so many lines (when the window is too short for all of it).
    Help(u16),
    Settings(SettingsPanel),
    Picker(Picker),
    Question(Question),
    /// A move being typed in the status line.
    Prompt(String),
    /// The tallies of every kind of game played; the selected line.
    Scores(usize),
}

pub struct App {
    pub settings: Settings,
    /// The game on the board and everything that belongs to it alone; a new game, a loaded one,
    /// playing on from a review or new settings replace it whole.
    pub play: Play,
    pub overlay: Overlay,
    /// One sentence for the player, shown until the next key.
    pub message: Option<String>,
    /// Every tally of finished games, kept across runs.
    pub scores: Scores,
    /// Whether the scores file has been read (counting before that merges into it).
    scores_read: bool,
    /// Terminal size in columns and rows.
    pub size: (u16, u16),
    pub quit: bool,
    /// The settings file and the games folder.
    files: Files,
    seed: Option<u64>,
    /// The wait between two moves of computer against computer.
    pub wait: std::time::Duration,
    now: Instant,
    /// Numbers requests for work done elsewhere, so a late answer to an old one is known.
    next_id: u64,
    /// What the current update asks the loop to do.
    effects: Vec<Effect>,
    /// The bell is to ring (the setting is on, and the computer moved or a game ended).
    ring: bool,
    /// The locale's language, which the `auto` language speaks; read once at start.
    locale: Lang,
}

impl App {
    /// A new game under `settings`, which must describe possible rules.
    pub fn new(settings: Settings) -> Result<App, RulesError> {
        let game = Game::new(settings.rules()?);
        let now = Instant::now();
        let mut app = App {
            play: Play::new(game),
            files: Files::none(&settings),
            settings,
            overlay: Overlay::None,
            message: None,
            scores: Scores::default(),
            scores_read: false,
            size: (80, 24),
            quit: false,
            seed: None,
            wait: watching::DEFAULT_WAIT,
            now,
            next_id: 0,
            effects: Vec::new(),
            ring: false,
            locale: crate::i18n::lang(),
        };
        app.schedule();
        Ok(app)
    }

    /// Whether the terminal's bell should ring now; asking clears it.
    pub fn take_ring(&mut self) -> bool {
        std::mem::take(&mut self.ring)
    }

    /// Rings the bell when the player wants it: the computer has moved, or a game has ended.
    pub(super) fn ring_bell(&mut self) {
        self.ring |= self.settings.looks.bell;
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
        let rules = self.shown().rules();
        Screen::new(area, rules.rows(), rules.cols())
    }

    /// The game on the board: the reviewed position in review mode, else the game in play.
    pub fn shown(&self) -> &Game {
        self.play.shown()
    }

    /// Which keys apply now.
    pub fn context(&self) -> Context {
        match &self.overlay {
            Overlay::None if self.play.review.is_some() => Context::Review,
            Overlay::None => Context::Board,
            Overlay::Help(_) => Context::Help,
            Overlay::Settings(_) => Context::Settings,
            Overlay::Picker(p) if p.path.is_some() => Context::Path,
            Overlay::Picker(_) => Context::Picker,
            Overlay::Question(_) => Context::Question,
            Overlay::Prompt(_) => Context::Prompt,
            Overlay::Scores(_) => Context::Scores,
        }
    }

    /// Whether a game has started and not finished.
    pub fn in_progress(&self) -> bool {
        !self.play.game.history().is_empty() && !self.play.game.is_over()
    }

    /// Whether a human may act now: move, or place or choose in the opening.
    pub fn humans_turn(&self) -> bool {
        !self.play.game.is_over() && !self.computer_acts()
    }

    /// Handles one request of the player; returns what the loop must do for it.
    #[must_use]
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        match action {
            Action::ForceQuit => self.quit = true,
            // The loop suspends; nothing on the screen changes.
            Action::Suspend => {}
            Action::Resize(cols, rows) => {
                self.size = (cols, rows);
                if let Overlay::Settings(panel) = &mut self.overlay {
                    panel.terminal = self.size;
                }
            }
            _ => match &self.overlay {
                Overlay::None if self.play.review.is_some() => self.review_action(action),
                Overlay::None => self.board_action(action),
                Overlay::Help(scroll) => match action {
                    Action::Close => self.overlay = Overlay::None,
                    // The view stops the scrolling where the help ends.
                    Action::Down => self.overlay = Overlay::Help(scroll.saturating_add(1)),
                    Action::Up => self.overlay = Overlay::Help(scroll.saturating_sub(1)),
                    _ => {}
                },
                Overlay::Question(_) => {
                    let overlay = std::mem::replace(&mut self.overlay, Overlay::None);
                    if let (Overlay::Question(question), Action::Yes) = (overlay, action) {
                        self.answer_yes(question);
                    }
                }
                Overlay::Settings(_) => self.settings_action(action),
                Overlay::Prompt(_) => self.prompt_action(action),
                Overlay::Scores(_) => self.scores_action(action),
                Overlay::Picker(_) => self.picker_action(action),
            },
        }
        self.take_effects()
    }

    /// Lets time pass: starts the computer's move when it is due.
    #[must_use]
    pub fn tick(&mut self, now: Instant) -> Vec<Effect> {
        self.now = now;
        self.start_due(false);
        self.take_effects()
    }

    /// Takes the result of work the loop did for an earlier effect.
    #[must_use]
    pub fn complete(&mut self, done: Done) -> Vec<Effect> {
        match done {
            Done::Reply(reply) => self.receive(reply),
            Done::Games(entries) => self.listed(entries),
            Done::Record { id, name, result } => self.record_read(id, name, result),
            Done::GameSaved(result) => self.game_saved(result),
            Done::SettingsSaved(result) => self.settings_saved(result),
            Done::ScoresRead(scores, warning) => self.scores_read(scores, warning),
            Done::ScoresSaved(result) => self.scores_saved(result),
        }
        self.take_effects()
    }

    fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    fn effect(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn answer_yes(&mut self, question: Question) {
        match question {
            Question::Quit => self.quit = true,
            Question::Branch(_) => self.branch(),
            Question::NewGame => self.new_game(),
            Question::Apply(settings) => self.apply_and_save(*settings),
            Question::Open(name, record) => self.open_record(name, *record),
            Question::ResetTally(kind) => self.reset_tally(kind.as_deref()),
        }
    }

    /// Asks `question` first when the game in progress would be lost, else answers yes at once.
    fn unless_in_progress(&mut self, question: Question) {
        match self.in_progress() {
            true => self.overlay = Overlay::Question(question),
            false => self.answer_yes(question),
        }
    }

    /// Replaces the game on the board (and everything that was the old game's); the computer's
    /// thinking about the old one is cancelled with it.
    fn replace_play(&mut self, game: Game) {
        self.play = Play::new(game);
        self.schedule();
    }
}
