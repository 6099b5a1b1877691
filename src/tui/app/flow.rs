//! What a change to the game in play sets going. The board's keys (those of the network game and
//! of watching first) become changes to `Play`; after each, the clocks and the network hear of
//! it, the score follows the result and the computer is planned, asked (an effect) and
//! answered, its reply checked against the game.

use std::time::Instant;

use super::near_miss;
use super::network::NetReply;
use super::watching::Watched;
use super::{App, Network, Overlay, Play, Question, Timing};
use crate::ai::{Answer, Level, Stage};
use crate::model::{Choice, Ending, Game, MoveError, Point, Stone};
use crate::settings::scores::Slot;
use crate::settings::{Mode, PlayerSettings};
use crate::tr;
use crate::tui::action::Action;
use crate::tui::computer::{ComputerReply, Purpose};
use crate::tui::effects::Effect;

impl App {
    pub(super) fn board_action(&mut self, action: Action) {
        self.message = None;
        let ascii = self.settings.looks.theme.is_ascii();
        let network = self.network.as_mut();
        match network.map(|n| n.key(action, &mut self.play.game, self.now, ascii)) {
            Some(Some(reply)) => return self.net_reply(reply),
            None if self.clock_key(action) => return,
            _ if self.watch_action(action) => return,
            _ => {}
        }
        if self.play.move_cursor(action) {
            self.message = near_miss::forbidden_note(&self.play.game, self.play.cursor);
            return;
        }
        if let Some(overlay) = Overlay::opened_by(action, &self.settings, self.size) {
            self.overlay = overlay;
            return;
        }
        match action {
            Action::Save => self.save_game(),
            Action::Open => self.open_picker(),
            Action::Review => self.start_review(),
            Action::Select => self.place(self.play.cursor),
            Action::Click(x, y) => {
                if let Some(p) = self.point_at(x, y) {
                    self.play.cursor = p;
                    self.place(p);
                }
            }
            Action::Undo => self.step(false),
            Action::Redo => self.step(true),
            Action::NewGame => self.unless_in_progress(Question::NewGame),
            Action::Hint => self.ask_hint(),
            Action::TakeBlack => self.choose(Choice::Swap),
            Action::PlaceTwo => self.choose(Choice::Add),
            Action::Quit => self.unless_in_progress(Question::Quit),
            Action::Close => self.play.hint = None,
            _ => {}
        }
    }

    /// The keys of computer against computer; false for an action they do not take.
    fn watch_action(&mut self, action: Action) -> bool {
        let (watching, over) = (self.watching(), self.play.game.is_over());
        let ascii = self.settings.looks.theme.is_ascii();
        match self
            .computer
            .watch_key(action, watching, over, self.now, ascii)
        {
            Watched::Ignored => return false,
            Watched::Taken => {}
            Watched::Said(message) => self.message = Some(message),
            Watched::Replan(message) => {
                self.message = message;
                self.schedule();
            }
            Watched::StepNow => self.start_due(true),
        }
        true
    }

    /// The player's stone (or click, or typed point).
    pub(super) fn place(&mut self, p: Point) {
        // After the end the status line already says what to do.
        if self.play.game.is_over() {
            return;
        }
        if !self.may_act() {
            return;
        }
        // The player's move answers whatever was said before it.
        self.message = None;
        let n = crate::net::session::acts(&self.play.game);
        match self.play_point(p) {
            // A hint being looked for is about the position before this move.
            Ok(()) => {
                self.computer.cancel();
                self.net(|net, _, _, _| NetReply::sending(net.played(n, Some(p), None)));
                self.after_change();
            }
            Err(e) => self.message = Some(e.describe(self.play.game.rules().rows())),
        }
    }

    /// Plays `p` in the game in play and says what the move did beyond that.
    fn play_point(&mut self, p: Point) -> Result<(), MoveError> {
        let note = self.play.play_noted(p, &self.seated())?;
        // Between computers no player's key answers a message: each move replaces the last's.
        if note.is_some() || self.watching() {
            self.message = note;
        }
        Ok(())
    }

    /// Whether the player may act now; if not, says why (the computer's turn, the opponent's).
    fn may_act(&mut self) -> bool {
        if !self.humans_turn() {
            self.refuse_computers_turn();
            return false;
        }
        let network = self.network.as_ref();
        self.message = network.and_then(|n| n.refuse(&self.play.game));
        self.message.is_none()
    }

    /// The player's `b` (take black) or `2` (place two more).
    fn choose(&mut self, choice: Choice) {
        if self.play.game.is_over() {
            return;
        }
        if let Err(e) = self.play.game.check_choice(choice) {
            self.message = Some(e.to_string());
        } else if self.may_act() {
            let n = crate::net::session::acts(&self.play.game);
            self.make_choice(choice);
            self.net(|net, _, _, _| NetReply::sending(net.played(n, None, Some(choice))));
            self.after_change();
        }
    }

    fn make_choice(&mut self, choice: Choice) {
        if let Some(said) = self.play.choose_noted(choice, &self.seated()) {
            // A hint being looked for is about the choice, not what follows it.
            self.computer.cancel();
            self.message = said;
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

    /// Replaces the game on the board, played by `players` (and everything that was the old
    /// game's); the computer's thinking about the old one is cancelled with it.
    pub(super) fn replace_play(&mut self, game: Game, players: PlayerSettings) {
        self.play = Play::new(game, players);
        if self.network.is_none() {
            self.timing = super::Timing::new(self.settings.board.clock);
        }
        self.learning.review = None;
        self.computer.forget();
        self.computer.prepare(&self.seated(), &self.play.game);
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

    /// Without a network game its keys say so, and the clocks pause at one keyboard.
    fn clock_key(&mut self, action: Action) -> bool {
        match action {
            Action::Chat | Action::OfferDraw | Action::Resign => {
                self.message = Some(tr!("net-only"))
            }
            Action::Pause if self.timing.is_timed() && !self.watching() => {
                if self.settings.players.mode == Mode::Pvp {
                    self.message = Some(self.timing.toggle_pause(&self.play.game, self.now));
                }
            }
            _ => return false,
        }
        true
    }

    /// Carries out what `f` asks of the network game, and its reply; nothing outside one.
    pub(super) fn net(
        &mut self,
        f: impl FnOnce(&mut Network, &mut Play, &mut Timing, Instant) -> NetReply,
    ) {
        if let Some(network) = &mut self.network {
            let reply = f(network, &mut self.play, &mut self.timing, self.now);
            self.net_reply(reply);
        }
    }

    pub(super) fn net_reply(&mut self, reply: NetReply) {
        for command in reply.commands {
            self.effect(Effect::Net(command));
        }
        if let Some(game) = reply.new_game {
            self.replace_play(game, self.play.players.clone());
        }
        if reply.changed {
            self.after_change();
        }
        if let Some(message) = reply.message {
            self.message = Some(message);
        }
        if let Some(question) = reply.question {
            self.overlay = Overlay::Question(question);
        }
    }

    /// The clocks follow the game; the host tells the joiner the times.
    fn follow_clock(&mut self) {
        if let Some(loser) = self.timing.follow(&self.play.game, self.now) {
            self.flag_fell(loser);
        }
        self.net(|net, _, timing, now| NetReply::sending(net.clock(timing, now)));
    }

    /// A flag that fell loses the game; over the network only the host's clock decides.
    pub(super) fn watch_clocks(&mut self) {
        let decides = self.network.as_ref().is_none_or(Network::is_host);
        if let Some(loser) = self.timing.fallen(&self.play.game, self.now, decides) {
            self.flag_fell(loser);
        }
        self.net(|net, _, _, now| NetReply::sending(net.tick(now)));
    }

    fn flag_fell(&mut self, loser: Stone) {
        self.timing.clocks.fall(loser);
        if self.play.game.end(Ending::Time { loser }).is_err() {
            return;
        }
        self.net(|net, _, _, _| NetReply::sending(net.flag(loser)));
        self.computer.cancel();
        self.after_change();
    }

    /// Counts the result of the game on the board, or takes it back after an undo past the end.
    fn count_result(&mut self) {
        let game = &self.play.game;
        let now = game.is_over().then(|| {
            let seat = game.outcome().winner().map(|w| game.progress().seat_of(w));
            let slot = match &self.network {
                Some(network) => network.slot(seat),
                None => Slot::of(seat, &self.seated()),
            };
            (self.kind(), slot)
        });
        let finished = now.is_some();
        let Some(changes) = self.play.recount(now) else {
            return;
        };
        if finished {
            self.ring_bell();
            // A game over the network is kept on both sides.
            if self.network.is_some() {
                self.save_game();
            }
        }
        let effect = self.scoreboard.save(changes);
        self.effects.extend(effect);
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
        let time_ms = match self.timing.is_timed() && purpose == Purpose::Move {
            true => self.timing.budget_ms(&self.play.game, self.now),
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
            (Purpose::Opening(_), Answer::Opening(decision)) => {
                match self.play.decide(decision, &self.seated()) {
                    (false, _) => self.message = Some(tr!("msg-no-legal-move")),
                    (true, said) if said.is_some() || self.watching() => self.message = said,
                    (true, _) => {}
                }
                self.after_change();
            }
            (purpose, answer) if purpose.is_hint() => {
                let said = self.play.hinted(answer, &self.seated());
                self.tell(said);
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
}
