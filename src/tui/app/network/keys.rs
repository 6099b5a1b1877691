//! The network game's own update for the player's keys: the chat line being typed, the
//! questions for the opponent (undo, draw, rematch), resigning or claiming, and the keys a
//! network game does not take; and what the game means for the score and the record here
//! (this side first, the opponent by name).

use std::time::Instant;

use super::{Asking, NetReply, Network};
use crate::model::{Game, Seat};
use crate::record::Meta;
use crate::settings::scores::Slot;
use crate::tr;
use crate::tui::action::Action;
use crate::tui::app::Question;
use crate::tui::keymap::{Context, key_of};

impl Network {
    /// A key on the board during a network game; `None` for one it leaves to the board.
    /// `ascii` names the keys as the ASCII theme shows them.
    pub fn key(
        &mut self,
        action: Action,
        game: &mut Game,
        now: Instant,
        ascii: bool,
    ) -> Option<NetReply> {
        if let Some(text) = &mut self.typing {
            match action {
                Action::Type(c) => text.push(c),
                Action::Backspace => drop(text.pop()),
                Action::Select => {
                    let text = std::mem::take(text);
                    self.typing = None;
                    return Some(NetReply::sending(self.say(&text)));
                }
                Action::Close => self.typing = None,
                _ => {}
            }
            return Some(NetReply::default());
        }
        Some(match action {
            Action::Chat => {
                self.typing = Some(String::new());
                NetReply::default()
            }
            Action::Undo => self.ask(Asking::Undo, game),
            Action::OfferDraw => self.ask(Asking::Draw, game),
            Action::NewGame if game.is_over() => self.ask(Asking::Rematch, game),
            Action::NewGame => NetReply::say(tr!(
                "net-rematch-after-end",
                resign = key_of(Context::Board, Action::Resign, ascii),
                draw = key_of(Context::Board, Action::OfferDraw, ascii)
            )),
            Action::Resign if game.is_over() => NetReply::default(),
            Action::Resign => NetReply {
                question: Some(Question::Resign(self.may_claim(now).then(|| self.peer()))),
                ..NetReply::default()
            },
            Action::Network => NetReply::say(tr!("net-menu-already")),
            Action::Redo | Action::Hint | Action::Open | Action::Settings => {
                NetReply::say(tr!("net-not-now"))
            }
            _ => return None,
        })
    }

    /// Resigns, or (`claim`) takes the game from an opponent long gone.
    pub fn resign(&mut self, claim: bool, game: &mut Game) -> NetReply {
        match claim {
            true => self.claim(game),
            false => self.ask(Asking::Resign, game),
        }
    }

    /// Who a finished game won by `seat` (`None`: a draw) counts for: this side first, the
    /// opponent second.
    pub fn slot(&self, seat: Option<Seat>) -> Slot {
        match seat {
            None => Slot::Draw,
            Some(seat) if seat == self.session.seat => Slot::First,
            Some(_) => Slot::Second,
        }
    }

    /// The players' names for the record of `game`: this side's and the opponent's, by the
    /// colours they played.
    pub fn names(&self, game: &Game) -> Meta {
        let (mine, theirs) = (Some(self.name.clone()), Some(self.peer()));
        let (black, white) = match game.progress().black == self.session.seat {
            true => (mine, theirs),
            false => (theirs, mine),
        };
        Meta {
            black,
            white,
            ..Meta::default()
        }
    }
}
