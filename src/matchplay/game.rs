//! One game of a match: how it starts (from stones, or by swap2), its moves between two
//! contestants, how it ends, and its record saved.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::{Contestant, Entrant, External, Forfeit, GameResult, InProcess, MatchError};
use crate::ai::{Decision, GameTable, Level, Limits, Stage};
use crate::engine::Xy;
use crate::model::{Game, Outcome, Point, Rules, Stone};
use crate::record::fsio::WriteError;
use crate::record::games_dir::save_named;
use crate::record::{Meta, Record as RecordFile};

/// Which side of the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Side {
    A,
    B,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Side::A => "A",
            Side::B => "B",
        })
    }
}

/// A side's slowest move: how long it took, and where, so that a report can point at the
/// position (the game from 1, 0 before any move; the move's number in the game from 1, the
/// opening's stones counted, as "at move N" counts them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Slowest {
    pub(super) time: Duration,
    pub(super) game: u32,
    pub(super) ply: usize,
}

impl Slowest {
    /// Keeps the other if it took longer; the earlier of two equal times stays.
    pub(super) fn keep_slower(&mut self, other: Slowest) {
        if other.time > self.time {
            *self = other;
        }
    }
}

impl std::fmt::Display for Slowest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ms", self.time.as_millis())?;
        if self.game > 0 {
            write!(f, " (game {}, move {})", self.game, self.ply)?;
        }
        Ok(())
    }
}

/// How a game ended; its text is the progress report's.
#[derive(Debug, thiserror::Error)]
pub(super) enum How {
    #[error("{winner} made {win} in a row at move {moves}")]
    Won {
        winner: Stone,
        win: usize,
        moves: usize,
    },
    #[error("board full after {0} moves")]
    Full(usize),
    #[error("{side} forfeits: {why}")]
    Forfeit { side: Side, why: Forfeit },
}

/// How one game ended, from A's side.
pub(super) struct Played {
    pub(super) result: GameResult,
    pub(super) how: How,
    pub(super) game: Game,
    /// A's colour, which a swap2 opening decides.
    pub(super) a_black: bool,
}

pub(super) fn contestant(
    entrant: &Entrant,
    rules: &Rules,
    time: Duration,
    seed: Option<u64>,
) -> Result<Box<dyn Contestant>, Forfeit> {
    Ok(match entrant {
        Entrant::Level(level) => Box::new(InProcess {
            level: *level,
            time,
            seed,
            // Only Master's searches read a kept table, whose memory is taken now, before
            // any move's clock runs (`GameTable::warm`).
            table: (*level == Level::Master).then(|| {
                let cells = rules.rows() * rules.cols();
                GameTable::warmed(GameTable::bytes_for_board(Limits::default().memory, cells))
            }),
        }),
        Entrant::Engine(cmd) => Box::new(External::start(cmd, rules, time)?),
    })
}

/// How a game starts.
#[derive(Clone, Copy)]
pub(super) enum Start<'a> {
    /// From these stones, A with black or white.
    Stones { stones: &'a [Point], a_black: bool },
    /// By swap2, A or B placing the first three stones.
    Swap2 { a_first: bool },
}

/// A side's failure: the side and why.
pub(super) type Fault = (Side, Forfeit);

/// One game, `None` when `stop` was raised before it ended (the match is over). `longest` gets
/// each side's slowest move, marked as game `number`.
pub(super) fn play_game(
    rules: &Rules,
    start: Start,
    (a, b): (&Entrant, &Entrant),
    time: Duration,
    seeds: Option<(u64, u64)>,
    (number, longest): (u32, &mut [Slowest; 2]),
    stop: &AtomicBool,
) -> Result<Option<Played>, MatchError> {
    let (mut game, given_black) = match start {
        Start::Stones { stones, a_black } => (
            Game::from_moves(*rules, stones).map_err(|(index, error)| MatchError::Opening {
                index: index + 1,
                error,
            })?,
            a_black,
        ),
        Start::Swap2 { a_first } => (Game::new(*rules), a_first),
    };
    let forfeit = |(side, why): Fault, game: &Game, a_black: bool| Played {
        result: match side {
            Side::A => GameResult::Loss,
            Side::B => GameResult::Win,
        },
        how: How::Forfeit { side, why },
        game: game.clone(),
        a_black,
    };
    let mut player_a = match contestant(a, rules, time, seeds.map(|s| s.0)) {
        Ok(p) => p,
        Err(why) => return Ok(Some(forfeit((Side::A, why), &game, given_black))),
    };
    let mut player_b = match contestant(b, rules, time, seeds.map(|s| s.1)) {
        Ok(p) => p,
        Err(why) => return Ok(Some(forfeit((Side::B, why), &game, given_black))),
    };
    let a_black = match start {
        Start::Stones { a_black, .. } => a_black,
        Start::Swap2 { a_first } => {
            let players = [(Side::A, &mut player_a), (Side::B, &mut player_b)];
            let [first, second] = if a_first {
                players
            } else {
                let [a, b] = players;
                [b, a]
            };
            match swap2_opening(&mut game, first, second) {
                Ok(first_black) => first_black == a_first,
                Err(fault) => return Ok(Some(forfeit(fault, &game, a_first))),
            }
        }
    };
    while !game.is_over() {
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let a_to_move = (game.to_move() == Stone::Black) == a_black;
        let (side, player) = if a_to_move {
            (Side::A, &mut player_a)
        } else {
            (Side::B, &mut player_b)
        };
        player.settle();
        let started = Instant::now();
        let chosen = player.choose(&game);
        longest[usize::from(!a_to_move)].keep_slower(Slowest {
            time: started.elapsed(),
            game: number,
            ply: game.move_number(),
        });
        let p = match chosen {
            Ok(p) => p,
            Err(why) => return Ok(Some(forfeit((side, why), &game, a_black))),
        };
        if let Err(error) = game.play(p) {
            let why = Forfeit::Illegal {
                point: Xy(p),
                error,
            };
            return Ok(Some(forfeit((side, why), &game, a_black)));
        }
    }
    let moves = game.history().len();
    let (result, how) = match game.outcome() {
        Outcome::Win { winner, .. } => {
            let a_won = (*winner == Stone::Black) == a_black;
            let result = if a_won {
                GameResult::Win
            } else {
                GameResult::Loss
            };
            let win = rules.win_length();
            (
                result,
                How::Won {
                    winner: *winner,
                    win,
                    moves,
                },
            )
        }
        _ => (GameResult::Draw, How::Full(moves)),
    };
    Ok(Some(Played {
        result,
        how,
        game,
        a_black,
    }))
}

type Seat<'a> = (Side, &'a mut Box<dyn Contestant>);

/// The swap2 opening: `first` places three stones, `second` takes a colour or adds two, and
/// then `first` takes a colour. Returns whether `first` plays black.
pub(super) fn swap2_opening(game: &mut Game, first: Seat, second: Seat) -> Result<bool, Fault> {
    let ask = |(side, player): &mut Seat, game: &Game, stage| {
        player.settle();
        player.swap2(game, stage).map_err(|why| (*side, why))
    };
    let place = |side: Side, game: &mut Game, stones: &[Point]| {
        for &p in stones {
            if let Err(error) = game.play(p) {
                return Err((
                    side,
                    Forfeit::Illegal {
                        point: Xy(p),
                        error,
                    },
                ));
            }
        }
        Ok(())
    };
    let (mut first, mut second) = (first, second);
    match ask(&mut first, game, Stage::PlaceThree)? {
        Decision::Place(stones) if stones.len() == 3 => place(first.0, game, &stones)?,
        _ => return Err((first.0, Forfeit::NoMove)),
    }
    match ask(&mut second, game, Stage::ChooseOrAdd)? {
        Decision::Swap => return Ok(false),
        Decision::Play(p) => {
            place(second.0, game, &[p])?;
            return Ok(true);
        }
        Decision::Place(stones) => place(second.0, game, &stones)?,
    }
    match ask(&mut first, game, Stage::Choose)? {
        Decision::Swap => Ok(true),
        Decision::Play(p) => place(first.0, game, &[p]).map(|()| false),
        Decision::Place(_) => Err((first.0, Forfeit::NoMove)),
    }
}

/// Writes one game of the match as SGF, the players named by their side and entrant; a forfeit
/// is stated as the result, since the board alone does not show it.
pub(super) fn save(
    dir: &Path,
    stem: &str,
    played: &Played,
    a_black: bool,
    [a, b]: [String; 2],
) -> Result<(), WriteError> {
    let (black, white) = match a_black {
        true => (format!("A: {a}"), format!("B: {b}")),
        false => (format!("B: {b}"), format!("A: {a}")),
    };
    let a_won = played.result == GameResult::Win;
    let result = matches!(played.how, How::Forfeit { .. })
        .then(|| format!("{}+F", if a_won == a_black { "B" } else { "W" }));
    let meta = Meta {
        black: Some(black),
        white: Some(white),
        result,
        ..Meta::default()
    };
    save_named(dir, stem, &RecordFile::from_game(&played.game, meta)).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(ms: u64, game: u32, ply: usize) -> Slowest {
        Slowest {
            time: Duration::from_millis(ms),
            game,
            ply,
        }
    }

    #[test]
    fn the_slowest_move_keeps_the_first_of_equal_times_and_says_where_it_was() {
        let mut slowest = Slowest::default();
        assert_eq!(slowest.to_string(), "0 ms");
        slowest.keep_slower(at(900, 3, 17));
        slowest.keep_slower(at(900, 5, 20));
        slowest.keep_slower(at(400, 6, 9));
        assert_eq!(slowest, at(900, 3, 17));
        assert_eq!(slowest.to_string(), "900 ms (game 3, move 17)");
    }
}
