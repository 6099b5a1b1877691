//! What a change to the game in play sets going. The board's keys and the review's become
//! changes to `Play`; after each, the score follows the result and the computer is planned, asked
//! (an effect) and answered, its reply checked against the game.

use super::opening;
use super::{App, Overlay, Play, Question, Scoreboard, SettingsPanel};
use crate::ai::{Answer, Decision, Level, Stage, legal_choice};
use crate::model::{Choice, Game, MoveError, Point, Step};
use crate::settings::lines::seconds;
use crate::settings::{Mode, PlayerSettings};
use crate::tr;
use crate::tui::action::Action;
use crate::tui::computer::{ComputerReply, Purpose};
use crate::tui::keymap::{Context, key_of};

impl App {
    pub(super) fn board_action(&mut self, action: Action) {
        self.message = None;
        if self.net_action(action) || self.watch_action(action) {
            return;
        }
        if self.play.move_cursor(action) {
            self.message = self.forbidden_note(self.play.cursor);
            return;
        }
        let rows = self.play.game.rules().rows();
        let cols = self.play.game.rules().cols();
        match action {
            Action::Save => self.save_game(),
            Action::Open => self.open_picker(),
            Action::Review => self.start_review(),
            Action::Select => self.place(self.play.cursor),
            Action::Click(x, y) => {
                if let Some(p) = self.screen().and_then(|s| s.point_at(x, y, rows, cols)) {
                    self.play.cursor = p;
                    self.place(p);
                }
            }
            Action::Undo => self.step(false),
            Action::Redo => self.step(true),
            Action::NewGame => self.unless_in_progress(Question::NewGame),
            Action::Settings => {
                self.overlay = Overlay::Settings(SettingsPanel::new(&self.settings, self.size))
            }
            Action::Help => self.overlay = Overlay::Help(0),
            Action::Hint => self.ask_hint(),
            Action::TakeBlack => self.choose(Choice::Swap),
            Action::PlaceTwo => self.choose(Choice::Add),
            Action::Prompt => self.overlay = Overlay::Prompt(String::new()),
            Action::Scores => self.overlay = Overlay::Scores(0),
            Action::Network => self.overlay = Overlay::Network(Default::default()),
            Action::Quit => self.unless_in_progress(Question::Quit),
            Action::Close => self.play.hint = None,
            _ => {}
        }
    }

    /// The keys of computer against computer; false for an action they do not take.
    fn watch_action(&mut self, action: Action) -> bool {
        let watch_keys = matches!(
            action,
            Action::Pause | Action::Step | Action::LongerWait | Action::ShorterWait
        );
        if !self.watching() {
            if watch_keys {
                self.message = Some(tr!("msg-watch-only"));
            }
            return watch_keys;
        }
        match action {
            Action::Pause | Action::Select => {
                if !self.play.game.is_over() {
                    self.computer.paused = !self.computer.paused;
                    // A move already being thought about is still played; the next waits.
                    self.schedule();
                }
            }
            Action::Step => self.step_one(),
            Action::LongerWait | Action::ShorterWait => {
                self.computer.change_wait(match action {
                    Action::LongerWait => 1,
                    _ => -1,
                });
                self.message = Some(tr!("msg-wait", seconds = seconds(self.computer.wait)));
                self.schedule();
            }
            // Taking a move back while the computers play on would only see it played again.
            Action::Undo | Action::Redo => {
                self.computer.paused = true;
                return false;
            }
            _ => return false,
        }
        true
    }

    /// While paused between computers: the side to move plays one move.
    fn step_one(&mut self) {
        if !self.computer.paused {
            let ascii = self.settings.looks.theme.is_ascii();
            self.message = Some(tr!(
                "msg-step-when-paused",
                pause = key_of(Context::Board, Action::Pause, ascii),
                step = key_of(Context::Board, Action::Step, ascii)
            ));
            return;
        }
        if self.thinking().is_none() && !self.play.game.is_over() {
            self.computer.due = Some(self.now);
            self.start_due(true);
        }
    }

    /// Why black may not play `p`, when it is forbidden now.
    pub fn forbidden_note(&self, p: Point) -> Option<String> {
        let shown = self.shown();
        let why = shown.forbidden_at(p)?;
        Some(tr!(
            "msg-forbidden-point",
            point = p.notation(shown.rules().rows()),
            why = why.to_string()
        ))
    }

    /// The player's stone (or click, or typed point).
    pub(super) fn place(&mut self, p: Point) {
        // After the end the status line already says what to do.
        if self.play.game.is_over() {
            return;
        }
        if !self.humans_turn() {
            self.refuse_computers_turn();
            return;
        }
        if let Some(why) = self
            .network
            .as_ref()
            .and_then(|n| n.refuse(&self.play.game))
        {
            self.message = Some(why);
            return;
        }
        // The player's move answers whatever was said before it.
        self.message = None;
        let n = crate::net::session::acts(&self.play.game);
        match self.play_point(p) {
            // A hint being looked for is about the position before this move.
            Ok(()) => {
                self.computer.cancel();
                self.sent(n, Some(p), None);
                self.after_change();
            }
            Err(e) => self.message = Some(e.describe(self.play.game.rules().rows())),
        }
    }

    /// Plays `p` in the game in play and says what the move did beyond that: a line that does
    /// not win, a colour taken.
    fn play_point(&mut self, p: Point) -> Result<(), MoveError> {
        let placed = self.play.place(p)?;
        let took_white = placed
            .took_white
            .then(|| opening::took_white(&self.seated(), placed.seat));
        let note = super::near_miss::why_no_win(&self.play.game).or(took_white);
        // Between computers no player's key answers a message: each move replaces the last's.
        if note.is_some() || self.watching() {
            self.message = note;
        }
        Ok(())
    }

    /// The player's `b` (take black) or `2` (place two more).
    fn choose(&mut self, choice: Choice) {
        if self.play.game.is_over() {
            return;
        }
        if let Err(e) = self.play.game.check_choice(choice) {
            self.message = Some(e.to_string());
        } else if self.computer_acts() {
            self.refuse_computers_turn();
        } else if let Some(why) = self
            .network
            .as_ref()
            .and_then(|n| n.refuse(&self.play.game))
        {
            self.message = Some(why);
        } else {
            let n = crate::net::session::acts(&self.play.game);
            self.make_choice(choice);
            self.sent(n, None, Some(choice));
            self.after_change();
        }
    }

    fn make_choice(&mut self, choice: Choice) {
        if let Ok(seat) = self.play.choose(choice) {
            // A hint being looked for is about the choice, not what follows it.
            self.computer.cancel();
            self.message = opening::chose(&self.seated(), seat, choice);
        }
    }

    /// Takes back (or replays) a move or a choice of the opening; against the computer also
    /// what it did after it, so it is the human's turn again.
    fn step(&mut self, forward: bool) {
        self.computer.cancel();
        if !self.play.step(forward) {
            self.message = Some(match forward {
                true => tr!("msg-nothing-to-redo"),
                false => tr!("msg-nothing-to-undo"),
            });
        } else if self.settings.players.mode == Mode::Pvc {
            while self.computer_acts() && self.play.step(forward) {}
        }
        self.after_change();
    }

    /// A new game under the player's settings (a game opened from a file brought its own
    /// rules; they stay with it).
    pub(super) fn new_game(&mut self) {
        let game = match self.settings.rules() {
            Ok(rules) => Game::new(rules),
            Err(_) => self.play.game.restarted(),
        };
        self.replace_play(game, self.settings.players.clone());
        self.message = Some(tr!("msg-new-game"));
    }

    /// Replaces the game on the board, played by `players` (and everything that was the old
    /// game's); the computer's thinking about the old one is cancelled with it.
    pub(super) fn replace_play(&mut self, game: Game, players: PlayerSettings) {
        self.play = Play::new(game, players);
        if self.network.is_none() {
            self.timing = super::Timing::new(self.settings.board.clock);
        }
        self.learning.review = None;
        self.computer.forget();
        self.schedule();
    }

    /// After the position changed: the hint is stale, the score follows the result, and the
    /// computer may be due.
    pub(super) fn after_change(&mut self) {
        self.play.hint = None;
        self.follow_clock();
        self.count_result();
        self.schedule();
    }

    /// Counts the result of the game on the board, or takes it back after an undo past the end.
    fn count_result(&mut self) {
        let game = &self.play.game;
        let now = game.is_over().then(|| {
            let winner = game.outcome().winner();
            let seat = winner.map(|w| game.progress().seat_of(w));
            (self.kind(), self.slot_of(seat))
        });
        if now == self.play.counted {
            return;
        }
        let was = self.play.counted.take();
        if now.is_some() {
            self.ring_bell();
            // A game over the network is kept on both sides.
            if self.network.is_some() {
                self.save_game();
            }
        }
        let changes = Scoreboard::recount(was, now.as_ref());
        self.play.counted = now;
        self.save_scores(changes);
    }

    /// Plans the computer's move if it is its turn; stops thinking on the player's time once it
    /// cannot help (the setting off, the game over, or a position it did not start from nor
    /// the player's move after it, which the computer is about to answer).
    pub(super) fn schedule(&mut self) {
        let game = &self.play.game;
        let on = self.settings.computer.ponder;
        self.computer
            .keep_pondering_if(|p| on && !game.is_over() && p.follows(game));
        // Between two computers, a wait a human can follow.
        let wait = match self.settings.players.mode {
            Mode::Cvc if !game.history().is_empty() => self.computer.wait,
            _ => std::time::Duration::ZERO,
        };
        let acts = self.computer_acts();
        self.computer.plan(acts, self.now, wait);
    }

    /// Starts the computer's move when it is due; never while a panel is open or in review.
    pub(super) fn start_due(&mut self, at_once: bool) {
        // Typing a move does not hold the computer up; a panel over the board does.
        let panel = !matches!(self.overlay, Overlay::None | Overlay::Prompt(_));
        if panel || self.learning.reviewing() || !self.computer.take_due(self.now, at_once) {
            return;
        }
        let level = self.seated().seat_level(self.acting_seat());
        let purpose =
            Stage::at(self.play.game.progress().step).map_or(Purpose::Move, Purpose::Opening);
        self.ask(level, purpose);
    }

    fn ask(&mut self, level: Level, purpose: Purpose) {
        let id = self.new_id();
        let time_ms = match self.timing.is_timed() && matches!(purpose, Purpose::Move) {
            true => {
                let game = &self.play.game;
                let (side, empty) = (game.to_move(), game.board().empty_points().count());
                self.timing.clocks.budget(side, self.now, empty).as_millis() as u64
            }
            false => self.settings.computer.time_ms,
        };
        let limits = self.computer.limits(level, time_ms);
        let effect = self
            .computer
            .ask(id, &self.play.game, level, purpose, limits, self.now);
        self.effect(effect);
    }

    /// `t`: the computer's best move for the player, or its step of the opening.
    fn ask_hint(&mut self) {
        if self.play.game.is_over() {
            return;
        }
        if !self.humans_turn() || self.thinking().is_some() {
            self.refuse_computers_turn();
        } else {
            let stage = Stage::at(self.play.game.progress().step);
            self.ask(
                Level::Master,
                stage.map_or(Purpose::Hint, Purpose::OpeningHint),
            );
        }
    }

    /// Says that it is the computer's turn, unless the spinner already says so.
    fn refuse_computers_turn(&mut self) {
        if !self.computer.on_its_turn() {
            self.message = Some(tr!("msg-computers-turn"));
        }
    }

    /// The computer's reply; one to a request that was dropped meanwhile is ignored.
    pub(super) fn receive(&mut self, reply: ComputerReply) {
        let Some(reply) = self.computer.accept(reply) else {
            return;
        };
        let game = &self.play.game;
        let guess = reply.answer.expected_reply();
        match (reply.purpose, reply.answer) {
            (Purpose::Move, Answer::Move { analysis, .. }) => {
                let stone = game.to_move();
                let level = self.seated().seat_level(self.acting_seat());
                if self.play_point(analysis.best).is_err() {
                    self.message = Some(tr!("msg-no-legal-move"));
                    return;
                }
                self.play.analysis = Some((stone, analysis));
                self.ring_bell();
                self.after_change();
                self.start_pondering(level, guess);
            }
            (Purpose::Move, Answer::Nothing) => self.message = Some(tr!("msg-no-legal-move")),
            (Purpose::Hint, Answer::Move { analysis, .. }) => {
                let point = analysis.best.notation(game.rules().rows());
                self.play.suggest(analysis.best);
                self.message = Some(tr!("msg-hint", point = point));
            }
            (Purpose::Opening(_), Answer::Opening(decision)) => self.decided(decision),
            (Purpose::OpeningHint(_), Answer::Opening(decision)) => {
                let (point, message) = opening::advice(&self.seated(), game, &decision);
                if let Some(p) = point {
                    self.play.suggest(p);
                }
                self.message = Some(message);
            }
            _ => {}
        }
    }

    /// After the computer's move, against a human, with the setting on: thinks on the player's
    /// time about the reply its search expects.
    fn start_pondering(&mut self, level: Level, guess: Option<Point>) {
        let game = &self.play.game;
        let wanted = self.settings.computer.ponder
            && self.settings.players.mode == Mode::Pvc
            && !game.is_over()
            && self.humans_turn()
            && Stage::at(game.progress().step).is_none();
        if wanted {
            let limits = self.computer.limits(level, self.settings.computer.time_ms);
            self.computer.ponder(game, guess, level, &limits);
        }
    }

    /// Carries out the computer's decision for its step of the opening.
    fn decided(&mut self, decision: Decision) {
        let progress = self.play.game.progress();
        let done = match decision {
            Decision::Swap if progress.allows(Choice::Swap) => {
                self.make_choice(Choice::Swap);
                true
            }
            Decision::Play(p) => legal_choice(&self.play.game, p).is_some_and(|p| {
                matches!(progress.step, Step::Choose { .. }) && self.play_point(p).is_ok()
            }),
            Decision::Place(stones) => {
                if stones.len() == 2 && progress.allows(Choice::Add) {
                    self.make_choice(Choice::Add);
                }
                let placed = stones
                    .iter()
                    .take_while(|&&p| self.play_point(p).is_ok())
                    .count();
                placed == stones.len()
            }
            Decision::Swap => false,
        };
        if !done {
            self.message = Some(tr!("msg-no-legal-move"));
        }
        self.after_change();
    }
}
