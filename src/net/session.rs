//! What the peer's messages mean for the game, without a socket: a move is taken only on the
//! peer's turn, as the next act, where the rules allow it; an answer only to a question asked
//! about the same position; a flood of messages ends the connection. The app applies the
//! `Step`s; an error ends the connection and changes nothing in the game.

use std::time::{Duration, Instant};

use super::NetError;
use super::message::{MAX_CHAT, MAX_NAME, Message, Setup, Times, WireAct, clean};
use super::secure::Role;
use crate::model::{Choice, Ending, Game, Point, Rules, Seat, Stone};

/// Messages a peer may send at once, and how many more each second: far above play and chat,
/// far below a flood.
const BURST: f64 = 40.0;
const PER_SECOND: f64 = 20.0;

/// What a message from the peer asks of the game or the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// Nothing to do (a stale answer, a ping the link answered).
    Nothing,
    /// The joiner said who it is: the host sends the game.
    Greeted(String),
    /// The game the host set, to play from its position.
    Start(Box<Started>),
    Play(Point),
    Choose(Choice),
    Clock(Times),
    UndoAsked,
    UndoAnswered(bool),
    DrawOffered,
    DrawAnswered(bool),
    Resigned,
    Flagged(Stone),
    Chat(String),
    RematchAsked,
    RematchAnswered(bool),
}

/// A game received from the host.
#[derive(Clone, Debug, PartialEq)]
pub struct Started {
    pub game: Game,
    pub setup: Setup,
    /// This side's seat.
    pub seat: Seat,
}

/// One side's view of the conversation: who it is, the game both play, the questions it has
/// asked and not had answered.
#[derive(Clone, Debug)]
pub struct Session {
    pub role: Role,
    /// This side's seat in the game.
    pub seat: Seat,
    /// The game both sides play, numbered by the host.
    pub game: u64,
    pub peer: Option<String>,
    /// The act count at which this side asked to undo / offered a draw.
    pub asked_undo: Option<usize>,
    pub offered_draw: Option<usize>,
    pub asked_rematch: bool,
    tokens: f64,
    refilled: Option<Instant>,
}

/// How many acts (stones and choices) make the game so far: the number of the next one.
pub fn acts(game: &Game) -> usize {
    game.history().len() + game.choices().len()
}

/// The acts of a game in order, for the wire.
pub fn wire_acts(game: &Game) -> Vec<WireAct> {
    let mut acts = Vec::new();
    let mut choices = game.choices().iter().peekable();
    for (i, &p) in game.history().iter().enumerate() {
        while let Some(&&(_, choice)) = choices.peek().filter(|(at, _)| *at == i) {
            acts.push(WireAct::choice(choice));
            choices.next();
        }
        acts.push(WireAct::point(p));
    }
    acts.extend(choices.map(|&(_, choice)| WireAct::choice(choice)));
    acts
}

/// Does `act` in `game` when the rules allow it now.
pub fn apply(game: &mut Game, act: WireAct) -> Result<(), NetError> {
    match act {
        WireAct::Move { row, col } => {
            let p = Point {
                row: usize::from(row),
                col: usize::from(col),
            };
            game.play(p)
                .map(|_| ())
                .map_err(|e| NetError::RefusedMove(e.to_string()))
        }
        WireAct::TakeBlack => game
            .choose(Choice::Swap)
            .map_err(|e| NetError::RefusedMove(e.to_string())),
        WireAct::PlaceTwo => game
            .choose(Choice::Add)
            .map_err(|e| NetError::RefusedMove(e.to_string())),
    }
}

/// The game a setup describes, replayed act by act: a host's setup that the rules refuse is
/// malformed.
pub fn game_of(setup: &Setup) -> Result<Game, NetError> {
    let rules = Rules::new(
        usize::from(setup.rows),
        usize::from(setup.cols),
        usize::from(setup.win),
        setup.rule,
    )
    .map_err(|_| NetError::Malformed)?
    .with_forbidden_policy(setup.forbidden)
    .with_opening(setup.opening);
    let mut game = Game::new(rules);
    for &act in &setup.acts {
        apply(&mut game, act).map_err(|_| NetError::Malformed)?;
    }
    if let Some(ending) = &setup.ending {
        let ending = Ending::from_sgf(ending).ok_or(NetError::Malformed)?;
        // A game already over on the board keeps its own result.
        let _ = game.end(ending);
    }
    Ok(game)
}

/// How many acts an accepted undo asked by `seat` takes back: at least one, then on until it
/// is that seat's turn. Both sides count the same on the same game.
pub fn undo_count(game: &Game, seat: Seat) -> usize {
    let mut game = game.clone();
    let mut count = 0;
    while game.undo().is_some() {
        count += 1;
        if game.progress().acting(game.to_move()) == seat {
            break;
        }
    }
    count
}

impl Session {
    pub fn new(role: Role, seat: Seat) -> Session {
        Session {
            role,
            seat,
            game: 0,
            peer: None,
            asked_undo: None,
            offered_draw: None,
            asked_rematch: false,
            tokens: BURST,
            refilled: None,
        }
    }

    /// The peer's seat.
    pub fn peer_seat(&self) -> Seat {
        self.seat.other()
    }

    /// Whether the peer acts now in `game`.
    pub fn peers_turn(&self, game: &Game) -> bool {
        !game.is_over() && game.progress().acting(game.to_move()) == self.peer_seat()
    }

    /// What `message`, arriving at `now`, means for `game`; an error ends the connection.
    pub fn receive(
        &mut self,
        message: Message,
        game: &Game,
        now: Instant,
    ) -> Result<Step, NetError> {
        self.count(now)?;
        let host = self.role == Role::Host;
        let n = acts(game);
        let step = match message {
            Message::Hello { name } if host => {
                let name = clean(&name, MAX_NAME);
                self.peer = Some(name.clone());
                Step::Greeted(name)
            }
            Message::Setup(setup) if !host => {
                let game = game_of(&setup)?;
                self.game = setup.game;
                self.peer = Some(clean(&setup.host, MAX_NAME));
                let seat = match setup.host_first {
                    true => Seat::Second,
                    false => Seat::First,
                };
                self.seat = seat;
                self.forget_questions();
                Step::Start(Box::new(Started {
                    game,
                    setup: *setup,
                    seat,
                }))
            }
            Message::Act { game: id, .. } if id != self.game => Step::Nothing,
            Message::Act { n: at, act, .. } => {
                if at != n || !self.peers_turn(game) {
                    return Err(NetError::OutOfTurn);
                }
                // Tried on a copy: a refused act leaves the game as it was.
                apply(&mut game.clone(), act)?;
                self.forget_questions();
                match act {
                    WireAct::Move { row, col } => Step::Play(Point {
                        row: usize::from(row),
                        col: usize::from(col),
                    }),
                    WireAct::TakeBlack => Step::Choose(Choice::Swap),
                    WireAct::PlaceTwo => Step::Choose(Choice::Add),
                }
            }
            Message::Clock(times) if !host => Step::Clock(times),
            Message::Undo { n: at } if at == n && n > 0 && !game.is_over() => Step::UndoAsked,
            Message::UndoAnswer { n: at, yes } if self.asked_undo == Some(at) && at == n => {
                self.asked_undo = None;
                Step::UndoAnswered(yes)
            }
            Message::DrawOffer { n: at } if at == n && !game.is_over() => Step::DrawOffered,
            Message::DrawAnswer { n: at, yes } if self.offered_draw == Some(at) && at == n => {
                self.offered_draw = None;
                Step::DrawAnswered(yes)
            }
            Message::Resign { game: id } if id == self.game && !game.is_over() => Step::Resigned,
            Message::Flag { game: id, loser } if !host && id == self.game && !game.is_over() => {
                Step::Flagged(loser)
            }
            Message::Chat { text } => Step::Chat(clean(&text, MAX_CHAT)),
            Message::Rematch if game.is_over() => Step::RematchAsked,
            Message::RematchAnswer { yes } if self.asked_rematch => {
                self.asked_rematch = false;
                Step::RematchAnswered(yes)
            }
            // The link answers pings itself.
            Message::Ping { .. } | Message::Pong { .. } => Step::Nothing,
            // Late answers and questions about a position that has moved on mean nothing now.
            Message::Undo { .. }
            | Message::UndoAnswer { .. }
            | Message::DrawOffer { .. }
            | Message::DrawAnswer { .. }
            | Message::Resign { .. }
            | Message::Flag { .. }
            | Message::Rematch
            | Message::RematchAnswer { .. } => Step::Nothing,
            // What only the other role may say.
            Message::Hello { .. } | Message::Setup(_) | Message::Clock(_) => {
                return Err(NetError::Malformed);
            }
        };
        Ok(step)
    }

    /// A new position: questions about the old one are void.
    pub fn forget_questions(&mut self) {
        self.asked_undo = None;
        self.offered_draw = None;
    }

    /// Takes one message from the peer's allowance; too many too fast is a flood.
    fn count(&mut self, now: Instant) -> Result<(), NetError> {
        let since = self
            .refilled
            .map_or(Duration::ZERO, |then| now.saturating_duration_since(then));
        self.refilled = Some(now);
        self.tokens = (self.tokens + since.as_secs_f64() * PER_SECOND).min(BURST);
        if self.tokens < 1.0 {
            return Err(NetError::Flood);
        }
        self.tokens -= 1.0;
        Ok(())
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
