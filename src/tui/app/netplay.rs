//! The network game's glue in the app: what the clocks and the network do each frame and
//! after each change, the events of the connection and the player's requests, which go to
//! `Network` and whose replies become effects, a new game, a message or a question here; and
//! what a network game means for the score and the record (the opponent's name, this side's
//! seat).

use super::network::{Asking, Reply};
use super::{App, Network, Overlay, PeerAsk, Question};
use crate::model::{Choice, Point, Seat, Stone};
use crate::record::Meta;
use crate::settings::scores::Slot;
use crate::tr;
use crate::tui::action::Action;
use crate::tui::effects::Effect;
use crate::tui::keymap::{Context, key_of};

/// The clocks and the network each frame and after each change.
impl App {
    /// The player's act, just played as the `n`th: a network opponent gets it.
    pub(super) fn sent(&mut self, n: usize, p: Option<Point>, choice: Option<Choice>) {
        if let Some(network) = &mut self.network {
            for command in network.played(n, p, choice) {
                self.effect(Effect::Net(command));
            }
        }
    }

    /// The clocks follow the game; the host tells the joiner the times.
    pub(super) fn follow_clock(&mut self) {
        if let Some(loser) = self.timing.follow(&self.play.game, self.now) {
            self.flag_fell(loser);
        }
        if let Some(network) = &self.network {
            for command in network.clock(&self.timing, self.now) {
                self.effect(Effect::Net(command));
            }
        }
    }

    /// A flag that fell loses the game; over the network only the host's clock decides.
    pub(super) fn net_tick(&mut self) {
        // The first side's clock starts with the game.
        if let Some(loser) = self.timing.follow(&self.play.game, self.now) {
            self.flag_fell(loser);
        }
        let joiner = self.network.as_ref().is_some_and(|n| !n.is_host());
        if let Some(loser) = self
            .timing
            .flag(&self.play.game, self.now)
            .filter(|_| !joiner)
        {
            self.flag_fell(loser);
        }
        if let Some(network) = &mut self.network {
            for command in network.tick(self.now) {
                self.effect(Effect::Net(command));
            }
        }
    }

    pub(super) fn flag_fell(&mut self, loser: Stone) {
        self.timing.clocks.fall(loser);
        if self
            .play
            .game
            .end(crate::model::Ending::Time { loser })
            .is_err()
        {
            return;
        }
        if let Some(network) = &self.network {
            for command in network.flag(loser) {
                self.effect(Effect::Net(command));
            }
        }
        self.computer.cancel();
        self.after_change();
    }
}

/// The network game's glue: its events and the player's requests go to `Network`, whose
/// replies become effects, a new game, a message or a question here.
impl App {
    /// Hosts or joins as `start` says; the game is between two people, one at each end.
    pub(super) fn start_network(&mut self, start: crate::net::NetStart) {
        let (network, commands) = Network::new(start);
        self.network = Some(network);
        let players = crate::settings::PlayerSettings {
            mode: crate::settings::Mode::Pvp,
            ..self.settings.players.clone()
        };
        self.replace_play(self.play.game.restarted(), players);
        self.net_reply(Reply {
            commands,
            ..Reply::default()
        });
    }

    pub(super) fn net_event(&mut self, event: crate::net::Event) {
        let Some(network) = &mut self.network else {
            return;
        };
        let reply = network.event(event, &mut self.play, &mut self.timing, self.now);
        self.net_reply(reply);
    }

    pub(super) fn net_reply(&mut self, reply: Reply) {
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
        if let (Some(ask), Some(network)) = (reply.ask, &self.network) {
            self.overlay = Overlay::Question(Question::Peer(ask, network.peer()));
        }
    }

    pub(super) fn net_answer(&mut self, ask: PeerAsk, yes: bool) {
        if let Some(network) = &mut self.network {
            let reply = network.answer(ask, yes, &mut self.play, &mut self.timing, self.now);
            self.net_reply(reply);
        }
    }

    /// Who a finished game won by `seat` (`None`: a draw) counts for: over the network this
    /// side first and the opponent second, else as the settings seat the players.
    pub(super) fn slot_of(&self, seat: Option<Seat>) -> Slot {
        match (&self.network, seat) {
            (_, None) => Slot::Draw,
            (Some(network), Some(seat)) if seat == network.session.seat => Slot::First,
            (Some(_), Some(_)) => Slot::Second,
            (None, seat) => Slot::of(seat, &self.seated()),
        }
    }

    /// The players' names for the record of the game in play: over the network this side's
    /// and the opponent's, by the colours they played.
    pub(super) fn names_in_record(&self) -> Meta {
        let game = &self.play.game;
        let Some(network) = &self.network else {
            return self.seated().names_in(game);
        };
        let (mine, theirs) = (Some(network.name.clone()), Some(network.peer()));
        let (black, white) = match game.progress().black == network.session.seat {
            true => (mine, theirs),
            false => (theirs, mine),
        };
        Meta {
            black,
            white,
            ..Meta::default()
        }
    }

    /// Resigns, or claims the game from an opponent long gone.
    pub(super) fn net_resign(&mut self, claim: bool) {
        let Some(network) = &mut self.network else {
            return;
        };
        let reply = match claim {
            true => network.claim(&mut self.play.game),
            false => network.ask(Asking::Resign, &mut self.play.game),
        };
        self.net_reply(reply);
    }

    /// The keys of a network game (and the clocks' pause at one keyboard); false for an
    /// action they do not take.
    pub(super) fn net_action(&mut self, action: Action) -> bool {
        let Some(network) = &mut self.network else {
            return match action {
                Action::Chat | Action::OfferDraw | Action::Resign => {
                    self.message = Some(tr!("net-only"));
                    true
                }
                Action::Pause if self.timing.is_timed() && !self.watching() => {
                    if self.settings.players.mode == crate::settings::Mode::Pvp {
                        self.timing.toggle_pause(&self.play.game, self.now);
                        let word = if self.timing.paused {
                            "pause-clocks"
                        } else {
                            "resume-clocks"
                        };
                        self.message = Some(tr!(word));
                    }
                    true
                }
                _ => false,
            };
        };
        if let Some(text) = &mut network.typing {
            match action {
                Action::Type(c) => text.push(c),
                Action::Backspace => drop(text.pop()),
                Action::Select => {
                    let text = std::mem::take(text);
                    network.typing = None;
                    for command in network.say(&text) {
                        self.effect(Effect::Net(command));
                    }
                }
                Action::Close => network.typing = None,
                _ => {}
            }
            return true;
        }
        let game = &mut self.play.game;
        let reply = match action {
            Action::Chat => {
                network.typing = Some(String::new());
                return true;
            }
            Action::Undo => network.ask(Asking::Undo, game),
            Action::OfferDraw => network.ask(Asking::Draw, game),
            Action::NewGame if game.is_over() => network.ask(Asking::Rematch, game),
            Action::NewGame => {
                let ascii = self.settings.looks.theme.is_ascii();
                self.message = Some(tr!(
                    "net-rematch-after-end",
                    resign = key_of(Context::Board, Action::Resign, ascii),
                    draw = key_of(Context::Board, Action::OfferDraw, ascii)
                ));
                return true;
            }
            Action::Resign if game.is_over() => return true,
            Action::Resign => {
                let claim = network.may_claim(self.now).then(|| network.peer());
                self.overlay = Overlay::Question(Question::Resign(claim));
                return true;
            }
            Action::Network => {
                self.message = Some(tr!("net-menu-already"));
                return true;
            }
            Action::Redo | Action::Hint | Action::Open | Action::Settings => {
                self.message = Some(tr!("net-not-now"));
                return true;
            }
            _ => return false,
        };
        self.net_reply(reply);
        true
    }
}
