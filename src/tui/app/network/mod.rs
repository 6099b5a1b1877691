//! A game over the network, this window's side of it: the connection's state, the opponent,
//! the questions asked each way (undo, draw, rematch), the chat, and what the peer's messages
//! do to the game in play. The sockets are the runner's (`Effect::Net`); here only values come
//! and go. What a change asks of the app comes back as a `NetReply`. What this side asks and
//! answers is in `asking`.

use std::time::{Duration, Instant};

use super::timing::Timing;
use super::{Play, Question};
use crate::model::{Ending, Game, Seat};
use crate::net::session::wire_acts;
use crate::net::{
    Command, Event, HostSeat, Message, NetError, NetStart, Role, Session, Setup, Step,
};
use crate::tr;

mod asking;
mod keys;
mod menu;

pub use asking::Asking;
use asking::{answered, stone_of, take_back};
pub use menu::{NetMenu, NetRequest, NetRow};

/// How long a joiner waits before trying again after losing the host.
const RETRY: Duration = Duration::from_secs(1);
/// After this long without the opponent, the game may be claimed.
pub const CLAIM_AFTER: Duration = Duration::from_secs(60);
/// Chat lines kept for the screen.
const CHAT_LINES: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkState {
    /// The host waits for the joiner (`since`: when it was last there, if ever).
    Waiting {
        since: Option<Instant>,
    },
    Connecting,
    Connected,
    /// The joiner lost the host and tries again.
    Lost {
        since: Instant,
    },
    /// Nothing more will happen (a wrong code, hosting failed).
    Failed,
}

/// A question the opponent asked, for the player to answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeerAsk {
    Undo,
    Draw,
    Rematch,
}

/// What the app must do after a change here.
#[derive(Debug, Default)]
pub struct NetReply {
    pub commands: Vec<Command>,
    /// The game changed: count, redraw, follow the clock.
    pub changed: bool,
    /// A new game replaces the one in play.
    pub new_game: Option<Game>,
    pub message: Option<String>,
    /// A question for the player: the opponent's, or whether to resign.
    pub question: Option<Question>,
}

impl NetReply {
    /// Only commands for the connection.
    pub fn sending(commands: Vec<Command>) -> NetReply {
        NetReply {
            commands,
            ..NetReply::default()
        }
    }

    fn say(message: String) -> NetReply {
        NetReply {
            message: Some(message),
            ..NetReply::default()
        }
    }

    fn send(&mut self, message: Message) {
        self.commands.push(Command::Send(message));
    }
}

pub struct Network {
    pub session: Session,
    pub name: String,
    pub code: String,
    /// The joiner's way to the host, to come back by.
    address: Option<String>,
    pub state: LinkState,
    /// The connection that is the game's.
    conn: Option<u64>,
    pub port: Option<u16>,
    pub addresses: Vec<String>,
    pub latency: Option<Duration>,
    pub chat: Vec<String>,
    /// The chat line being typed, while the player types one.
    pub typing: Option<String>,
    retry: Option<Instant>,
    seat_choice: HostSeat,
}

impl Network {
    /// The side `start` describes, and the commands that set it going.
    pub fn new(start: NetStart) -> (Network, Vec<Command>) {
        let (role, name, address, code, seat_choice, command) = match start {
            NetStart::Host { port, seat, name } => {
                let code = crate::net::code::new_code();
                let command = Command::Host {
                    port,
                    code: code.clone(),
                };
                (Role::Host, name, None, code, seat, command)
            }
            NetStart::Join {
                address,
                code,
                name,
            } => {
                let command = Command::Join {
                    address: address.clone(),
                    code: code.clone(),
                };
                (
                    Role::Joiner,
                    name,
                    Some(address),
                    code,
                    HostSeat::Random,
                    command,
                )
            }
        };
        let mut network = Network {
            session: Session::new(role, Seat::First),
            name,
            code,
            address,
            state: match role {
                Role::Host => LinkState::Waiting { since: None },
                Role::Joiner => LinkState::Connecting,
            },
            conn: None,
            port: None,
            addresses: Vec::new(),
            latency: None,
            chat: Vec::new(),
            typing: None,
            retry: None,
            seat_choice,
        };
        network.draw_seat();
        (network, vec![command])
    }

    pub fn is_host(&self) -> bool {
        self.session.role == Role::Host
    }

    /// The host's seat for a new game: as chosen, or drawn.
    fn draw_seat(&mut self) {
        if self.is_host() {
            self.session.seat = match self.seat_choice {
                HostSeat::First => Seat::First,
                HostSeat::Second => Seat::Second,
                HostSeat::Random if rand::random::<bool>() => Seat::First,
                HostSeat::Random => Seat::Second,
            };
        }
    }

    pub fn connected(&self) -> bool {
        self.state == LinkState::Connected && self.session.peer.is_some()
    }

    /// Whether this side may act now in `game`.
    pub fn my_turn(&self, game: &Game) -> bool {
        !game.is_over() && !self.session.peers_turn(game)
    }

    /// Since when the opponent has been away, long enough to claim the game.
    pub fn may_claim(&self, now: Instant) -> bool {
        let since = match self.state {
            LinkState::Lost { since } | LinkState::Waiting { since: Some(since) } => since,
            _ => return false,
        };
        now.saturating_duration_since(since) >= CLAIM_AFTER
    }

    /// The setup of `game` for the joiner.
    pub fn setup(&mut self, game: &Game, timing: &Timing, now: Instant) -> Message {
        let rules = game.rules();
        Message::Setup(Box::new(Setup {
            game: self.session.game,
            host: self.name.clone(),
            rows: rules.rows() as u8,
            cols: rules.cols() as u8,
            win: rules.win_length() as u8,
            rule: rules.rule(),
            forbidden: rules.forbidden_policy(),
            opening: rules.opening(),
            clock: timing.clocks.control(),
            host_first: self.session.seat == Seat::First,
            acts: wire_acts(game),
            times: timing.is_timed().then(|| timing.times(now)),
            ending: game.ending().map(Ending::sgf),
        }))
    }

    /// What happened on the network, for the game in `play`.
    pub fn event(
        &mut self,
        event: Event,
        play: &mut Play,
        timing: &mut Timing,
        now: Instant,
    ) -> NetReply {
        match event {
            Event::Listening { port, addresses } => {
                self.port = Some(port);
                self.addresses = addresses;
                NetReply::default()
            }
            Event::Connected { id } => {
                self.conn = Some(id);
                self.state = LinkState::Connected;
                let mut reply = NetReply::default();
                if !self.is_host() {
                    reply.send(Message::Hello {
                        name: self.name.clone(),
                    });
                }
                reply
            }
            Event::Message { id, .. } | Event::Latency { id, .. } | Event::Dropped { id, .. }
                if Some(id) != self.conn =>
            {
                NetReply::default()
            }
            Event::Latency { rtt, .. } => {
                self.latency = Some(rtt);
                NetReply::default()
            }
            Event::Message { message, .. } => {
                match self.session.receive(message, &play.game, now) {
                    Ok(step) => self.step(step, play, timing, now),
                    Err(why) => self.hang_up(why, now),
                }
            }
            Event::Dropped { why, .. } => self.lost(why, now),
            Event::Refused { why } => {
                NetReply::say(tr!("net-turned-away", reason = why.to_string()))
            }
            Event::Failed { why } if why == NetError::WrongCode || self.is_host() => {
                self.state = LinkState::Failed;
                NetReply::say(why.to_string())
            }
            Event::Failed { why } => self.lost(why, now),
        }
    }

    /// The peer broke the protocol: the connection ends, the game stays as it was.
    fn hang_up(&mut self, why: NetError, now: Instant) -> NetReply {
        let mut reply = self.lost(why, now);
        reply.commands.push(Command::Drop);
        reply
    }

    fn lost(&mut self, why: NetError, now: Instant) -> NetReply {
        self.conn = None;
        self.latency = None;
        self.state = match self.is_host() {
            true => LinkState::Waiting { since: Some(now) },
            false => {
                self.retry = Some(now + RETRY);
                LinkState::Lost { since: now }
            }
        };
        NetReply::say(tr!("net-lost", reason = why.to_string()))
    }

    /// Lets time pass: a joiner that lost the host tries again.
    pub fn tick(&mut self, now: Instant) -> Vec<Command> {
        match (self.retry, &self.address) {
            (Some(at), Some(address)) if now >= at => {
                self.retry = None;
                vec![Command::Join {
                    address: address.clone(),
                    code: self.code.clone(),
                }]
            }
            _ => Vec::new(),
        }
    }

    fn step(&mut self, step: Step, play: &mut Play, timing: &mut Timing, now: Instant) -> NetReply {
        let mut reply = NetReply::default();
        match step {
            Step::Nothing => {}
            Step::Greeted(name) => {
                reply.send(self.setup(&play.game, timing, now));
                reply.message = Some(tr!("net-joined", name = name));
            }
            Step::Start(started) => {
                *timing = Timing::new(started.setup.clock);
                if let Some(times) = started.setup.times {
                    timing.show(times, &started.game, now);
                }
                reply.message = Some(tr!("net-playing", name = self.peer()));
                reply.new_game = Some(started.game);
            }
            Step::Play(p) => reply.changed = play.place(p).is_ok(),
            Step::Choose(choice) => reply.changed = play.choose(choice).is_ok(),
            Step::Clock(times) => timing.show(times, &play.game, now),
            Step::UndoAsked => reply.question = Some(self.asks(PeerAsk::Undo)),
            Step::DrawOffered => reply.question = Some(self.asks(PeerAsk::Draw)),
            Step::RematchAsked => reply.question = Some(self.asks(PeerAsk::Rematch)),
            Step::UndoAnswered(yes) => {
                if yes {
                    take_back(play, self.session.seat);
                    reply.changed = true;
                }
                reply.message = Some(answered(yes));
            }
            Step::DrawAnswered(yes) => {
                reply.changed = yes && play.game.end(Ending::Agreement).is_ok();
                reply.message = Some(answered(yes));
            }
            Step::Resigned => {
                let loser = stone_of(&play.game, self.session.peer_seat());
                reply.changed = play.game.end(Ending::Resign { loser }).is_ok();
            }
            Step::Flagged(loser) => reply.changed = play.game.end(Ending::Time { loser }).is_ok(),
            Step::Chat(text) => {
                let line = tr!("net-chat-line", name = self.peer(), text = text);
                self.remember(line.clone());
                reply.message = Some(line);
            }
            Step::RematchAnswered(yes) => match yes {
                true => {
                    reply.new_game = Some(self.rematch(play, timing, now, &mut reply));
                    reply.message = Some(tr!("net-playing", name = self.peer()));
                }
                false => reply.message = Some(answered(false)),
            },
        }
        reply
    }

    fn asks(&self, ask: PeerAsk) -> Question {
        Question::Peer(ask, self.peer())
    }

    /// The opponent's name, cleaned of anything a terminal would act on.
    pub fn peer(&self) -> String {
        self.session
            .peer
            .clone()
            .unwrap_or_else(|| tr!("net-opponent"))
    }

    fn remember(&mut self, line: String) {
        self.chat.push(line);
        let extra = self.chat.len().saturating_sub(CHAT_LINES);
        self.chat.drain(..extra);
    }
}
