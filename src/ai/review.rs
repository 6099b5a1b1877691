//! The review of a whole game: every position searched as Master would, then each move judged
//! by how much of its side's chance of winning it gave away against the best move there. One
//! routine for the screen's review, the command line and the tests; the positions are searched
//! on several threads at once, each on one, so that a 60-move game is done within a minute.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::verdict::Outlook;
use super::{Analysis, Level, Limits, analyse};
use crate::model::{Game, Outcome, Point, Stone};

/// How bad a move was, by the chance of winning it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// `?!`: 7 points of chance or more.
    Inaccuracy,
    /// `?`: 15 points or more.
    Mistake,
    /// `??`: 30 points or more, or a forced win let go.
    Blunder,
}

impl Mark {
    /// As chess annotates moves.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    fn of(lost: f64) -> Option<Mark> {
        match lost {
            l if l >= 0.30 => Some(Mark::Blunder),
            l if l >= 0.15 => Some(Mark::Mistake),
            l if l >= 0.07 => Some(Mark::Inaccuracy),
            _ => None,
        }
    }
}

/// One position's value with best play as the search saw it, for the side to move there.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// The position after the game's end has no best move: only its result.
    pub best: Option<Analysis>,
    /// The side to move's outlook.
    pub outlook: Outlook,
}

/// What the review says of one move of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    pub played: Point,
    pub side: Stone,
    /// The best move in the position before it, with its line, when it was another.
    pub better: Option<Analysis>,
    pub mark: Option<Mark>,
    /// Black's chance of winning after the move, for the graph.
    pub black_chance: f64,
}

/// Searches each of `positions` with `limits` (its time for each), `workers` at a time, and
/// calls `each(index, judgement)` as each is done, in whatever order they finish. Stops early
/// when `limits.cancel` is set: the positions not yet searched are left out.
pub fn judge_positions(
    positions: &[Game],
    limits: &Limits,
    workers: usize,
    each: &(dyn Fn(usize, Judgement) + Sync),
) {
    let next = AtomicUsize::new(0);
    let limits = Limits {
        threads: 1,
        progress: None,
        ..limits.clone()
    };
    let done = Mutex::new(());
    std::thread::scope(|scope| {
        for _ in 0..workers.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= positions.len() || limits.is_cancelled() {
                        break;
                    }
                    let judgement = judge(&positions[i], &limits);
                    if limits.is_cancelled() {
                        break;
                    }
                    // One report at a time: the caller need not be thread-safe inside.
                    let _turn = done.lock();
                    each(i, judgement);
                }
            });
        }
    });
}

/// One position's value for the side to move.
pub fn judge(position: &Game, limits: &Limits) -> Judgement {
    let side = position.to_move();
    match position.outcome() {
        Outcome::Win { winner, .. } => Judgement {
            best: None,
            outlook: Outlook::Wins {
                side: *winner,
                moves: 0,
            },
        },
        Outcome::Draw => Judgement {
            best: None,
            outlook: Outlook::Draw,
        },
        Outcome::Ongoing => {
            let best = analyse(position, Level::Master, limits);
            let outlook = match &best {
                Some(a) => Outlook::of_analysis(side, a),
                None => Outlook::of(side, 0),
            };
            Judgement { best, outlook }
        }
    }
}

/// The move that led from `before` to `after`, judged by the two positions' values: the chance
/// of winning its side had with the best move, less the chance it kept. `then` is the position
/// after the reply, when known: a win the search no longer sees after the move (the other side
/// to move) but sees again there was kept, not missed.
pub fn review_move(
    before: &Game,
    after: &Game,
    was: &Judgement,
    is: &Judgement,
    then: Option<&Judgement>,
) -> Option<MoveReview> {
    let played = after.last_move()?;
    let side = before.to_move();
    let chance = |o: &Outlook| o.chance_for(side);
    let best = was.best.as_ref();
    let wins = |j: &Judgement| matches!(j.outlook, Outlook::Wins { side: s, .. } if s == side);
    let kept_win = wins(is) || then.is_some_and(wins);
    let missed_win = wins(was) && !kept_win;
    let lost = chance(&was.outlook) - chance(&is.outlook);
    let mark = match best.map(|b| b.best) {
        Some(b) if b == played => None,
        _ if missed_win => Some(Mark::Blunder),
        _ if wins(was) => None,
        // A forced loss already: no move was better.
        _ if matches!(was.outlook, Outlook::Wins { side: s, .. } if s != side) => None,
        _ => Mark::of(lost),
    };
    Some(MoveReview {
        played,
        side,
        better: mark.and(best.cloned()),
        mark,
        black_chance: is.outlook.black_chance(),
    })
}
