//! What this side asks of the opponent and answers to it — undo, draw, rematch, resigning,
//! claiming, chat — and what it sends of its own play and of the host's clock.

use std::time::Instant;

use super::{NetReply, Network, PeerAsk};
use crate::model::{Choice, Ending, Game, Point, Seat, Stone};
use crate::net::message::{MAX_CHAT, clean};
use crate::net::session::{acts, undo_count};
use crate::net::{Command, Message, WireAct};
use crate::tr;
use crate::tui::app::Play;
use crate::tui::app::timing::Timing;

impl Network {
    /// A new game with the seats swapped: the host numbers and sends it.
    pub(super) fn rematch(
        &mut self,
        play: &Play,
        timing: &mut Timing,
        now: Instant,
        reply: &mut NetReply,
    ) -> Game {
        let game = play.game.restarted();
        self.session.forget_questions();
        if self.is_host() {
            self.session.seat = self.session.seat.other();
            self.session.game += 1;
            *timing = Timing::new(timing.clocks.control());
            reply.send(self.setup(&game, timing, now));
        }
        game
    }

    /// The player's answer to the opponent's question.
    pub fn answer(
        &mut self,
        ask: PeerAsk,
        yes: bool,
        play: &mut Play,
        timing: &mut Timing,
        now: Instant,
    ) -> NetReply {
        let n = acts(&play.game);
        let mut reply = NetReply::default();
        match ask {
            PeerAsk::Undo => {
                reply.send(Message::UndoAnswer { n, yes });
                if yes {
                    take_back(play, self.session.peer_seat());
                    reply.changed = true;
                }
            }
            PeerAsk::Draw => {
                reply.send(Message::DrawAnswer { n, yes });
                reply.changed = yes && play.game.end(Ending::Agreement).is_ok();
            }
            PeerAsk::Rematch => {
                reply.send(Message::RematchAnswer { yes });
                if yes {
                    reply.new_game = Some(self.rematch(play, timing, now, &mut reply));
                }
            }
        }
        reply
    }

    /// This side's act, just played as the `n`th: the opponent gets it.
    pub fn played(&mut self, n: usize, p: Option<Point>, choice: Option<Choice>) -> Vec<Command> {
        let act = match (p, choice) {
            (Some(p), _) => WireAct::point(p),
            (None, Some(choice)) => WireAct::choice(choice),
            (None, None) => return Vec::new(),
        };
        self.session.forget_questions();
        vec![Command::Send(Message::Act {
            game: self.session.game,
            n,
            act,
        })]
    }

    /// `u`, `o`, `x`, `n`: a question for the opponent, or a resignation.
    pub fn ask(&mut self, what: Asking, game: &mut Game) -> NetReply {
        if !self.connected() {
            return NetReply::say(tr!("net-not-connected"));
        }
        let n = acts(game);
        let mut reply = NetReply::default();
        match what {
            Asking::Undo if n == 0 || game.is_over() => {
                return NetReply::say(tr!("msg-nothing-to-undo"));
            }
            Asking::Undo => {
                self.session.asked_undo = Some(n);
                reply.send(Message::Undo { n });
            }
            Asking::Draw if game.is_over() => return NetReply::default(),
            Asking::Draw => {
                self.session.offered_draw = Some(n);
                reply.send(Message::DrawOffer { n });
            }
            Asking::Rematch => {
                self.session.asked_rematch = true;
                reply.send(Message::Rematch);
            }
            Asking::Resign => {
                let loser = stone_of(game, self.session.seat);
                if game.end(Ending::Resign { loser }).is_err() {
                    return NetReply::default();
                }
                reply.send(Message::Resign {
                    game: self.session.game,
                });
                reply.changed = true;
                return reply;
            }
        }
        reply.message = Some(tr!("net-asked", name = self.peer()));
        reply
    }

    /// Claims the game from an opponent long gone.
    pub fn claim(&mut self, game: &mut Game) -> NetReply {
        let loser = stone_of(game, self.session.peer_seat());
        NetReply {
            changed: game.end(Ending::Forfeit { loser }).is_ok(),
            ..NetReply::default()
        }
    }

    /// The player may not act now: why, when it is the opponent's turn.
    pub fn refuse(&self, game: &Game) -> Option<String> {
        (!game.is_over() && !self.my_turn(game))
            .then(|| tr!("net-not-your-turn", name = self.peer()))
    }

    /// The host's clocks for the joiner, after a change.
    pub fn clock(&self, timing: &Timing, now: Instant) -> Vec<Command> {
        match self.is_host() && self.connected() && timing.is_timed() {
            true => vec![Command::Send(Message::Clock(timing.times(now)))],
            false => Vec::new(),
        }
    }

    /// The host's word that `loser`'s flag fell.
    pub fn flag(&self, loser: Stone) -> Vec<Command> {
        vec![Command::Send(Message::Flag {
            game: self.session.game,
            loser,
        })]
    }

    /// A chat line the player typed.
    pub fn say(&mut self, text: &str) -> Vec<Command> {
        let text = clean(text, MAX_CHAT);
        if text.is_empty() || !self.connected() {
            return Vec::new();
        }
        self.remember(tr!(
            "net-chat-line",
            name = self.name.clone(),
            text = text.clone()
        ));
        vec![Command::Send(Message::Chat { text })]
    }
}

/// What the player asks of the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asking {
    Undo,
    Draw,
    Rematch,
    Resign,
}

/// The colour `seat` plays in `game`.
pub(super) fn stone_of(game: &Game, seat: Seat) -> Stone {
    match game.progress().black == seat {
        true => Stone::Black,
        false => Stone::White,
    }
}

/// Takes back what an accepted undo asked by `seat` takes back.
pub(super) fn take_back(play: &mut Play, seat: Seat) {
    for _ in 0..undo_count(&play.game, seat) {
        play.step(false);
    }
}

pub(super) fn answered(yes: bool) -> String {
    match yes {
        true => tr!("net-said-yes"),
        false => tr!("net-said-no"),
    }
}
