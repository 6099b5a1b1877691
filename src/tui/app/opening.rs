//! The swap and swap2 openings in the game, and the one place the app asks who plays: who acts
//! now (places a stone of the opening, chooses a colour, or moves) and who plays each colour
//! once the colours are chosen. The opening's state is the game's own (its choices are part of
//! its history, so undo and redo step through choices as through moves). Here too: the keys
//! that choose, the computer's decisions, and the sentence that says what the opening asks
//! for now.

use super::App;
use crate::ai::{Decision, Stage};
use crate::ai::{Level, legal_choice};
use crate::model::{Choice, MoveError, Opening, Point, Progress, Seat, Step, Stone};
use crate::record::Meta;
use crate::settings::Mode;
use crate::tr;
use crate::tui::action::Action;
use crate::tui::computer::Purpose;
use crate::tui::keymap::{Context, key_of};

/// How the opening sentences name a seat's player: `you`, `computer`, `first`, `second`.
fn who(app: &App, seat: Seat) -> &'static str {
    match (app.settings.players.mode, app.seat_is_computer(seat), seat) {
        (Mode::Pvc, true, _) => "computer",
        (Mode::Pvc, false, _) => "you",
        (_, _, Seat::First) => "first",
        (_, _, Seat::Second) => "second",
    }
}

impl App {
    /// The opening of the game shown (in review, at the move shown): what it asks for and who
    /// has black.
    pub fn progress(&self) -> Progress {
        self.shown().progress()
    }

    pub(super) fn progress_in_play(&self) -> Progress {
        self.play.game.progress()
    }

    /// The seat that plays `stone` in the game shown (before the colours are chosen, the one
    /// placing the opening's stones).
    fn player_of(&self, stone: Stone) -> Seat {
        self.progress().player_of(stone, self.shown().to_move())
    }

    /// Whether the computer plays `stone` in the game shown.
    pub fn is_computer(&self, stone: Stone) -> bool {
        self.seat_is_computer(self.player_of(stone))
    }

    /// `side`, the name of `stone`, as the status line gives it between humans: with the seat
    /// of its player in a swap opening ("White (second player)"), where either may have it.
    pub fn between_humans(&self, stone: Stone, side: String) -> String {
        if !self.shown().rules().opening().is_swap() {
            return side;
        }
        let seat = match self.player_of(stone) {
            Seat::First => "first",
            Seat::Second => "second",
        };
        tr!("player-seat", side = side, seat = seat)
    }

    /// Whether the computer sits in `seat`: the settings say who plays which colour when no
    /// swap changes it ("you play black" is "you open" in a swap opening).
    pub fn seat_is_computer(&self, seat: Seat) -> bool {
        self.settings.is_computer(seat.home())
    }

    /// The seat that acts now in the game in play: places, chooses or moves.
    pub fn acting_seat(&self) -> Seat {
        self.progress_in_play().acting(self.play.game.to_move())
    }

    /// Whether it is the computer's turn to act in the game in play.
    pub fn computer_acts(&self) -> bool {
        !self.play.game.is_over() && self.seat_is_computer(self.acting_seat())
    }

    /// The computer's level playing `stone` in the game shown: the level of the seat that took
    /// the colour (before the choice, of the seat whose colour it is unless a swap changes it).
    pub fn level_of(&self, stone: Stone) -> Level {
        self.seat_level(self.progress().seat_of(stone))
    }

    /// The computer's level in `seat`.
    pub(super) fn seat_level(&self, seat: Seat) -> Level {
        self.settings.level(seat.home())
    }

    /// The players' names for a record of the game in play, by the colours they played.
    pub(super) fn players(&self) -> Meta {
        let mut meta = self.settings.player_names();
        if self.progress_in_play().black == Seat::Second {
            std::mem::swap(&mut meta.black, &mut meta.white);
        }
        meta
    }

    /// The step of the opening the engine decides as a whole now, if any: placing the three
    /// stones, or choosing.
    pub(super) fn opening_stage(&self) -> Option<Stage> {
        Stage::at(self.progress_in_play().step)
    }

    /// What the computer is asked for when it acts: its step of the opening, or a move.
    pub(super) fn computer_purpose(&self) -> Purpose {
        self.opening_stage().map_or(Purpose::Move, Purpose::Opening)
    }

    /// Says what the computer would do in the player's step of the opening, the point to play
    /// (or the first stone to place) under the cursor.
    pub(super) fn opening_hint(&mut self, decision: Decision) {
        let rows = self.play.game.rules().rows();
        let key = |action| key_of(Context::Board, action, self.settings.looks.theme.is_ascii());
        let points = |stones: &[Point]| {
            let names: Vec<String> = stones.iter().map(|p| p.notation(rows)).collect();
            names.join(" ")
        };
        let (point, message) = match &decision {
            Decision::Swap => (
                None,
                tr!("opening-hint-black", key = key(Action::TakeBlack)),
            ),
            Decision::Play(p) => (
                Some(*p),
                tr!("opening-hint-white", point = p.notation(rows)),
            ),
            Decision::Place(stones) if stones.len() == 2 => (
                stones.first().copied(),
                tr!(
                    "opening-hint-two",
                    key = key(Action::PlaceTwo),
                    points = points(stones)
                ),
            ),
            Decision::Place(stones) => (
                stones.first().copied(),
                tr!("opening-hint-three", points = points(stones)),
            ),
        };
        if let Some(p) = point.filter(|&p| legal_choice(&self.play.game, p).is_some()) {
            self.play.hint = Some(p);
            self.play.cursor = p;
        }
        self.message = Some(message);
    }

    /// The player's `b` (take black) or `2` (place two more).
    pub(super) fn choose(&mut self, choice: Choice) {
        if self.play.game.is_over() {
            return;
        }
        if let Err(e) = self.play.game.check_choice(choice) {
            self.message = Some(e.to_string());
        } else if self.computer_acts() {
            self.refuse_computers_turn();
        } else {
            self.make_choice(choice);
            self.after_change();
        }
    }

    fn make_choice(&mut self, choice: Choice) {
        let seat = self.acting_seat();
        // Checked by the callers; what was taken back after this point belonged to another line.
        if self.play.game.choose(choice).is_err() {
            return;
        }
        // A hint being looked for is about the choice, not what follows it.
        self.play.pending = None;
        // Two more stones keep the opening going: its own sentence in the status line says so
        // and what comes next, and a message besides would only repeat it.
        self.message = match choice {
            Choice::Swap => Some(tr!("opening-took-black", who = who(self, seat))),
            Choice::Add => None,
        };
    }

    /// Plays `p` in the game in play (a move, a stone of the opening, or white taken in it) and
    /// says what the move did beyond that: a line that does not win, a colour taken.
    pub(super) fn play_point(&mut self, p: Point) -> Result<(), MoveError> {
        let before = self.progress_in_play();
        let seat = before.acting(self.play.game.to_move());
        self.play.game.play(p)?;
        let took_white = matches!(before.step, Step::Choose { .. })
            .then(|| tr!("opening-took-white", who = who(self, seat)));
        let note = super::near_miss::why_no_win(&self.play.game).or(took_white);
        // Between computers no player's key answers a message: each move replaces the last's.
        if note.is_some() || self.watching() {
            self.message = note;
        }
        Ok(())
    }

    /// Carries out the computer's decision for its step of the opening.
    pub(super) fn decided(&mut self, decision: Decision) {
        let progress = self.progress_in_play();
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

    /// One thing back or forward in the game in play: a choice of the opening, or a move.
    pub(super) fn step_once(&mut self, forward: bool) -> bool {
        let game = &mut self.play.game;
        match forward {
            true => game.redo().is_some(),
            false => game.undo().is_some(),
        }
    }

    /// What the opening asks for now, and of whom, with the keys that choose: for the status
    /// line while the opening of the game in play is on.
    pub fn opening_status(&self) -> Option<String> {
        let game = &self.play.game;
        if game.is_over() || self.play.review.is_some() {
            return None;
        }
        let opening = game.rules().opening().name();
        let progress = self.progress_in_play();
        let seat = progress.acting(game.to_move());
        let who = who(self, seat);
        let key = |action| key_of(Context::Board, action, self.settings.looks.theme.is_ascii());
        let computer = self.seat_is_computer(seat);
        Some(match progress.step {
            Step::Play => return None,
            Step::Place { .. } if computer => {
                tr!("opening-computer-places", opening = opening, who = who)
            }
            Step::Choose { .. } if computer => {
                tr!("opening-computer-chooses", opening = opening, who = who)
            }
            Step::Place { n, of, .. } => tr!(
                match of {
                    3 => "opening-place-three",
                    _ => "opening-place-two",
                },
                opening = opening,
                who = who,
                stone = game.to_move().key(),
                n = n
            ),
            Step::Choose { add: false, .. } => tr!(
                match game.rules().opening() {
                    Opening::Swap2 => "opening-choose-after-two",
                    _ => "opening-choose",
                },
                opening = opening,
                who = who,
                black = key(Action::TakeBlack)
            ),
            Step::Choose { add: true, .. } => tr!(
                "opening-choose-or-add",
                opening = opening,
                who = who,
                black = key(Action::TakeBlack),
                add = key(Action::PlaceTwo)
            ),
        })
    }
}
