//! The application state and everything that changes it. No terminal and no I/O here: events
//! arrive as `Action`s, time as `tick(now)`, the results of work done elsewhere as `Done`; each
//! of them returns the `Effect`s (files to read or write, a move to think about) that the loop
//! runs off this thread. Tests drive the whole game without a screen.
//!
//! `App` is made of sub-models that each own their state and the changes to it, most with an
//! update for their keys that returns what they ask of the rest: the game in play (`Play`),
//! the computer (`Computer`, with the keys of watching), the clocks (`Timing`), the network game
//! (`Network`), review, analysis and the engine's review (`Learning`), the overlays, the scores
//! (`Scoreboard`) and the files. `App` only dispatches and composes: here the dispatching and
//! the queries the screen asks, in `flow.rs` what a change to the game sets going (the
//! computer, the clocks, the network, the score), in `outside.rs` the overlays, settings and
//! files.

mod files;
mod flow;
mod learning;
mod near_miss;
mod network;
mod opening;
mod outside;
mod overlay;
mod picker;
mod play;
mod prompt;
mod scoring;
mod settings_panel;
mod thinking;
mod timing;
mod watching;

use std::time::Instant;

use ratatui::layout::Rect;

use super::action::Action;
use super::effects::{Done, Effect};
use super::keymap::Context;
use super::layout::{Drawing, Screen};
use crate::i18n::Lang;
use crate::model::{Game, Point, RulesError, Seat};
use crate::settings::scores::{Kind, Tally};
use crate::settings::{Mode, Settings};
use crate::tr;
use crate::tui::computer::Purpose;

pub use crate::settings::lines::{Field, PRESETS};
pub use files::Files;
pub use learning::{Judging, Learning, NotNow, ReviewRequest, SideSummary, Study};
pub use network::{LinkState, NetMenu, NetRequest, NetRow, Network, PeerAsk};
pub use opening::between_humans;
pub use overlay::{Overlay, Question};
pub use picker::Picker;
pub use play::Play;
pub use scoring::Scoreboard;
pub use settings_panel::{PanelError, SettingsPanel};
pub use thinking::{Computer, WAITS_MS};
pub use timing::Timing;

pub struct App {
    pub settings: Settings,
    /// The game on the board and everything that belongs to it alone; a new game, a loaded one,
    /// playing on from a review or new settings replace it whole.
    pub play: Play,
    /// The computer's requests, its pondering and the pace of computer against computer.
    pub computer: Computer,
    /// Both sides' clocks in the game in play.
    pub timing: Timing,
    /// Set while playing someone over the network.
    pub network: Option<Network>,
    /// Review mode, analysis mode and the engine's review of a game.
    pub learning: Learning,
    pub overlay: Overlay,
    /// One sentence for the player, shown until the next key.
    pub message: Option<String>,
    /// Every tally of finished games, kept across runs.
    pub scoreboard: Scoreboard,
    /// Terminal size in columns and rows.
    pub size: (u16, u16),
    pub quit: bool,
    /// The settings file and the games folder.
    files: Files,
    now: Instant,
    /// Numbers requests for work done elsewhere, so a late answer to an old one is known.
    next_id: u64,
    /// What the current update asks the loop to do.
    effects: Vec<Effect>,
    /// The bell is to ring (the setting is on, and the computer moved or a game ended).
    ring: bool,
    /// The locale's language, which the `auto` language speaks; read once at start (`new`
    /// takes the language spoken now).
    locale: Lang,
}

impl App {
    /// A new game under `settings`, which must describe possible rules.
    pub fn new(settings: Settings) -> Result<App, RulesError> {
        let game = Game::new(settings.rules()?);
        let mut app = App {
            play: Play::new(game, settings.players.clone()),
            computer: Computer::default(),
            timing: Timing::new(settings.board.clock),
            network: None,
            learning: Learning::default(),
            files: Files::none(&settings),
            settings,
            overlay: Overlay::None,
            message: None,
            scoreboard: Scoreboard::default(),
            size: (80, 24),
            quit: false,
            now: Instant::now(),
            next_id: 0,
            effects: Vec::new(),
            ring: false,
            locale: crate::i18n::lang(),
        };
        app.computer.prepare(&app.seated(), &app.play.game);
        app.schedule();
        Ok(app)
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
            _ if !matches!(self.overlay, Overlay::None) => self.overlay_action(action),
            Action::Analyse => self.toggle_study(),
            _ if self.learning.reviewing() => self.review_action(action),
            _ => self.board_action(action),
        }
        self.follow_learning();
        self.take_effects()
    }

    /// Lets time pass: starts the computer's move when it is due.
    #[must_use]
    pub fn tick(&mut self, now: Instant) -> Vec<Effect> {
        self.now = now;
        self.watch_clocks();
        self.start_due(false);
        self.take_effects()
    }

    /// Starts the computer's move at once if it is due, without the pause between the moves of
    /// computer against computer: for scripted play.
    #[must_use]
    pub fn start_now(&mut self) -> Vec<Effect> {
        self.start_due(true);
        self.take_effects()
    }

    /// Takes the result of work the loop did for an earlier effect.
    #[must_use]
    pub fn complete(&mut self, done: Done) -> Vec<Effect> {
        match done {
            Done::Reply(reply) if reply.purpose == Purpose::Analysis => self.learning.ended(reply),
            Done::Reply(reply) => self.receive(reply),
            Done::Judged { id, judged } => self.learning.judged(id, judged),
            Done::Lines {
                id,
                purpose: Purpose::Analysis,
                lines,
            } => self.learning.improved(id, lines),
            Done::Lines { id, lines, .. } => self.computer.progress(id, lines),
            Done::Games { id, entries } => self.listed(id, entries),
            Done::Record { id, name, result } => self.record_read(id, name, result),
            Done::GameSaved(result) => self.game_saved(result),
            Done::SettingsSaved(result) => self.settings_saved(result),
            Done::ScoresRead {
                id,
                scores,
                warning,
            } => {
                let said = self.scoreboard.read(id, scores, warning);
                self.tell(said);
            }
            Done::ScoresSaved { id, result } => {
                let said = self.scoreboard.saved(id, result);
                self.tell(said);
            }
            Done::Net(event) => self.net(|n, play, timing, now| n.event(event, play, timing, now)),
            // The loop takes the terminal's events before they could come here.
            Done::Terminal(_) => {}
            Done::PathCompleted { typed, completed } => {
                if let (Overlay::Picker(picker), Some(completed)) = (&mut self.overlay, completed) {
                    picker.completed(&typed, completed);
                }
            }
        }
        self.follow_learning();
        self.take_effects()
    }

    /// Whether the terminal's bell should ring now; asking clears it.
    pub fn take_ring(&mut self) -> bool {
        std::mem::take(&mut self.ring)
    }

    /// Makes the computer's choices repeatable.
    pub fn set_seed(&mut self, seed: Option<u64>) {
        self.computer.set_seed(seed);
    }

    pub fn now(&self) -> Instant {
        self.now
    }

    /// The regions of the screen at the current terminal size, `None` when it is too small.
    pub fn screen(&self) -> Option<Screen> {
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        let rules = self.shown().rules();
        let drawing = Drawing::chosen(self.settings.looks.board_style, rules);
        Screen::drawn(area, rules.rows(), rules.cols(), drawing)
    }

    /// The point of the board shown under column `x`, row `y` of the screen.
    pub fn point_at(&self, x: u16, y: u16) -> Option<Point> {
        let rules = self.shown().rules();
        self.screen()?.point_at(x, y, rules.rows(), rules.cols())
    }

    /// The game on the board: the reviewed position in review mode, else the game in play.
    pub fn shown(&self) -> &Game {
        self.learning.shown(&self.play.game)
    }

    /// Which keys apply now.
    pub fn context(&self) -> Context {
        let typing = self.network.as_ref().is_some_and(|n| n.typing.is_some());
        self.overlay.context(self.learning.reviewing(), typing)
    }

    /// Whether a human may act now: move, or place or choose in the opening.
    pub fn humans_turn(&self) -> bool {
        !self.play.game.is_over() && !self.computer_acts()
    }

    /// The settings as the game in play is played: the player's, with the game's own seats.
    pub fn seated(&self) -> Settings {
        Settings {
            players: self.play.players.clone(),
            ..self.settings.clone()
        }
    }

    /// Whether it is the computer's turn to act in the game in play.
    pub fn computer_acts(&self) -> bool {
        self.seated().computer_acts(&self.play.game)
    }

    /// The seat that acts now in the game in play: places, chooses or moves.
    pub fn acting_seat(&self) -> Seat {
        self.seated().acting_seat(&self.play.game)
    }

    /// What the opening of the game in play asks for now, and of whom, with the keys that
    /// choose: for the status line, outside review.
    pub fn opening_status(&self) -> Option<String> {
        if self.learning.reviewing() {
            return None;
        }
        opening::status(&self.seated(), &self.play.game)
    }

    /// Since when the computer has been thinking, and about what.
    pub fn thinking(&self) -> Option<(Purpose, Instant)> {
        self.computer.thinking()
    }

    /// Whether both sides are the computer's.
    pub fn watching(&self) -> bool {
        self.settings.players.mode == Mode::Cvc
    }

    /// The kind of the game on the board, as its tally counts it.
    pub fn kind(&self) -> Kind {
        let kind = Kind::of(self.play.game.rules(), &self.seated());
        let peer = self
            .network
            .as_ref()
            .and_then(|n| n.session.peer.as_deref());
        match peer {
            Some(name) => kind.against(name),
            None => kind,
        }
    }

    /// The tally of the kind of game on the board.
    pub fn tally(&self) -> Tally {
        self.scoreboard.tally(&self.kind())
    }

    /// `v`: reviews the game in play at its current position (moves taken back lie ahead).
    fn start_review(&mut self) {
        match self.learning.start_review(&self.play.game) {
            Ok(()) => {
                self.computer.cancel();
                self.play.hint = None;
            }
            Err(NotNow) => self.message = Some(tr!("review-nothing-yet")),
        }
    }

    fn review_action(&mut self, action: Action) {
        self.message = None;
        let time = std::time::Duration::from_millis(self.settings.computer.time_ms);
        let clicked = match action {
            Action::Click(x, y) => self.point_at(x, y),
            _ => None,
        };
        match self.learning.review_key(action, time, clicked) {
            ReviewRequest::Nothing => {}
            ReviewRequest::Left => self.schedule(),
            ReviewRequest::PlayOn {
                index,
                drops_moves: true,
            } => self.overlay = Overlay::Question(Question::Branch(index)),
            ReviewRequest::PlayOn { .. } => self.branch(),
            ReviewRequest::Save => self.save_game(),
            ReviewRequest::Open => self.open_picker(),
            ReviewRequest::Help => self.overlay = Overlay::Help(0),
            ReviewRequest::Quit => self.unless_in_progress(Question::Quit),
            ReviewRequest::Prompt => self.overlay = Overlay::Prompt(String::new()),
            ReviewRequest::Say(message) => self.message = Some(message),
            ReviewRequest::Run(effect) => self.effect(effect),
        }
    }

    /// Plays on from the reviewed position; the moves after it are gone.
    fn branch(&mut self) {
        let Some((index, line)) = self.learning.play_on(self.settings.board.forbidden) else {
            return;
        };
        self.message = Some(tr!("review-playing-on", number = index));
        match line {
            // A new line of play, by the same players: the earlier result stays in the score,
            // this one counts on its own.
            Some(game) => {
                self.replace_play(game, self.play.players.clone());
                self.after_change();
            }
            None => self.schedule(),
        }
    }

    /// `e`: analysis mode on or off. It studies the position shown, in review, between two
    /// players and once a game is over; against the computer only then, so that it never
    /// helps one side of a game in play. After every change it follows what is shown.
    fn toggle_study(&mut self) {
        self.message = None;
        let allowed = self.may_study();
        match self.learning.toggle_study(allowed, &self.play.game) {
            Ok(effect) => self.effects.extend(effect),
            Err(NotNow) => self.message = Some(tr!("analysis-not-now")),
        }
    }

    fn may_study(&self) -> bool {
        self.network.is_none()
            && (self.learning.reviewing()
                || self.play.game.is_over()
                || self.play.players.mode == Mode::Pvp)
    }

    fn follow_learning(&mut self) {
        let effect = self.learning.follow(self.may_study(), &self.play.game);
        self.effects.extend(effect);
    }

    /// Shows `message`, when there is one.
    pub(super) fn tell(&mut self, message: Option<String>) {
        if message.is_some() {
            self.message = message;
        }
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

    /// Rings the bell when the player wants it: the computer has moved, or a game has ended.
    fn ring_bell(&mut self) {
        self.ring |= self.settings.looks.bell;
    }
}
