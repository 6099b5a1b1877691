//! Small boards told exactly. Up to 36 points (every board up to 6x6) the game is searched to
//! its end: alpha-beta over the three results, the shortest win and the longest loss preferred,
//! a table of positions shared by the board's symmetries, and a position counted as drawn as
//! soon as neither side can complete a line any more. A proof, not an estimate: the answer is a
//! win in so many moves, a loss, or a draw with best play.

use std::time::Instant;

use rustc_hash::FxHashMap;

use super::Limits;
use crate::model::{Game, Point, Rule};

mod lines;

use lines::{HALF, Lines};

/// The most points a board may have for the solver: its stones are bits of a `u64`.
pub const MAX_POINTS: usize = 36;

/// The result of a position with best play, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solved {
    /// The side to move makes its line on its `n`th move from now, whatever the other does.
    Win(u32),
    /// Neither side can force a line.
    Draw,
    /// The other side makes its line on its `n`th move from now.
    Loss(u32),
}

/// A proof for the side to move: the result, and a best move (none once the game is over).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    pub result: Solved,
    pub best: Option<Point>,
    /// The line of best play from here.
    pub line: Vec<Point>,
    pub nodes: u64,
}

/// The result of `game` with best play, or `None` when the solver cannot tell: the board is
/// larger than `MAX_POINTS`, the rule is Renju (whose forbidden points it does not judge), or
/// `limits` ran out (time, nodes, or a cancel) first.
pub fn solve(game: &Game, limits: &Limits) -> Option<Proof> {
    let rules = game.rules();
    let board = game.board();
    if board.rows() * board.cols() > MAX_POINTS || rules.rule() == Rule::Renju {
        return None;
    }
    if game.is_over() {
        return None;
    }
    let mut s = Solver::new(game, limits);
    let me = game.to_move();
    let (mine, theirs) = (s.lines.bits(board, me), s.lines.bits(board, me.opponent()));
    let value = s.exact(mine, theirs, 0)?;
    let result = match value {
        v if v > 0 => Solved::Win(((WIN - v + 1) / 2) as u32),
        0 => Solved::Draw,
        v => Solved::Loss(((WIN + v) / 2) as u32),
    };
    let line = s.line(mine, theirs);
    Some(Proof {
        result,
        best: line.first().copied(),
        line,
        nodes: s.nodes,
    })
}

/// A win `n` plies from now scores `WIN - n`.
const WIN: i32 = 1000;

#[derive(Clone, Copy)]
struct Entry {
    value: i32,
    /// `Lower`: at least `value`; `Upper`: at most; `Exact`.
    bound: Bound,
    best: u8,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Lower,
    Upper,
    Exact,
}

impl Bound {
    /// What a search's `best` tells of the value, its window having been `alpha` to `beta`.
    fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        match best {
            b if b <= alpha => Bound::Upper,
            b if b >= beta => Bound::Lower,
            _ => Bound::Exact,
        }
    }
}

struct Solver<'a> {
    lines: Lines,
    table: FxHashMap<(u64, u64), Entry>,
    /// The results alone (1 win, 0 draw, -1 loss), as bounds.
    outcomes: FxHashMap<(u64, u64), (i8, Bound)>,
    nodes: u64,
    limits: &'a Limits,
    deadline: Instant,
}

impl<'a> Solver<'a> {
    fn new(game: &Game, limits: &'a Limits) -> Solver<'a> {
        Solver {
            lines: Lines::new(game),
            table: FxHashMap::default(),
            outcomes: FxHashMap::default(),
            nodes: 0,
            limits,
            deadline: Instant::now() + limits.time,
        }
    }

    fn out_of_time(&mut self) -> bool {
        self.nodes += 1;
        let budget = self.limits.nodes.is_some_and(|n| self.nodes > n);
        budget
            || (self.nodes % 1024 == 0
                && (self.limits.is_cancelled() || Instant::now() >= self.deadline))
    }

    /// The value `ply` plies from the root, the distance of a win counted: first the result
    /// alone, which cuts at the first win found; then, for a win or a loss, how far it is,
    /// searching among wins only.
    fn exact(&mut self, mine: u64, theirs: u64, ply: i32) -> Option<i32> {
        match self.outcome(mine, theirs)? {
            0 => Some(0),
            1 => self.search(mine, theirs, ply, WIN / 2, WIN),
            _ => self.search(mine, theirs, ply, -WIN, -WIN / 2),
        }
    }

    /// The result alone for the side whose stones are `mine`: 1 a win, 0 a draw, -1 a loss.
    /// `None` when the limits ran out.
    fn outcome(&mut self, mine: u64, theirs: u64) -> Option<i32> {
        self.outcome_within(mine, theirs, -1, 1)
    }

    fn outcome_within(&mut self, mine: u64, theirs: u64, alpha: i32, beta: i32) -> Option<i32> {
        if self.out_of_time() {
            return None;
        }
        let empty = !(mine | theirs) & ((1u64 << self.lines.points) - 1);
        if empty == 0 || !self.lines.alive(mine, theirs) {
            return Some(0);
        }
        // Where one side cannot complete a line even if the other only blocks, it cannot win.
        let (mut alpha, mut beta) = (alpha, beta);
        let i_cannot_win = self.lines.potential(mine, theirs, true) < HALF;
        let they_cannot_win = self.lines.potential(theirs, mine, false) < HALF;
        if i_cannot_win {
            beta = beta.min(0);
        }
        if they_cannot_win {
            alpha = alpha.max(0);
        }
        if alpha >= beta {
            return Some(0);
        }
        let key = self.lines.key(mine, theirs);
        if let Some(&(value, bound)) = self.outcomes.get(&key) {
            let value = i32::from(value);
            match bound {
                Bound::Exact => return Some(value),
                Bound::Lower => alpha = alpha.max(value),
                Bound::Upper => beta = beta.min(value),
            }
            if alpha >= beta {
                return Some(value);
            }
        }
        let start_alpha = alpha;
        let mut best = -1;
        for p in self.lines.moves(mine, theirs, empty, None) {
            let placed = mine | 1 << p;
            let value = match self.lines.wins(placed, theirs, p) {
                true => 1,
                false => -self.outcome_within(theirs, placed, -beta, -alpha)?,
            };
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let bound = Bound::of(best, start_alpha, beta);
        self.outcomes.insert(key, (best as i8, bound));
        Some(best)
    }

    /// Negamax for the side whose stones are `mine`, `ply` plies from the root, the shorter
    /// win scoring higher; `None` when the limits ran out.
    fn search(&mut self, mine: u64, theirs: u64, ply: i32, alpha: i32, beta: i32) -> Option<i32> {
        if self.out_of_time() {
            return None;
        }
        let empty = !(mine | theirs) & ((1u64 << self.lines.points) - 1);
        if empty == 0 || !self.lines.alive(mine, theirs) {
            return Some(0);
        }
        let key = self.lines.key(mine, theirs);
        let (mut alpha, mut beta) = (alpha, beta);
        let mut first = None;
        if let Some(e) = self.table.get(&key).copied() {
            // Stored from the position's own view: the plies are counted from it.
            let value = from_table(e.value, ply);
            match e.bound {
                Bound::Exact => return Some(value),
                Bound::Lower => alpha = alpha.max(value),
                Bound::Upper => beta = beta.min(value),
            }
            if alpha >= beta {
                return Some(value);
            }
            first = Some(e.best as usize);
        }
        let moves = self.lines.moves(mine, theirs, empty, first);
        let (start_alpha, mut best, mut best_move) = (alpha, -WIN, 0);
        for p in moves {
            let placed = mine | 1 << p;
            let value = match self.lines.wins(placed, theirs, p) {
                true => WIN - ply - 1,
                false => -self.search(theirs, placed, ply + 1, -beta, -alpha)?,
            };
            if value > best {
                (best, best_move) = (value, p);
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let bound = Bound::of(best, start_alpha, beta);
        let entry = Entry {
            value: to_table(best, ply),
            bound,
            best: best_move as u8,
        };
        self.table.insert(key, entry);
        Some(best)
    }

    /// The line of best play from the root, read back from exact searches.
    fn line(&mut self, mut mine: u64, mut theirs: u64) -> Vec<Point> {
        let mut line = Vec::new();
        for ply in 0..self.lines.points as i32 {
            let empty = !(mine | theirs) & ((1u64 << self.lines.points) - 1);
            if empty == 0 || !self.lines.alive(mine, theirs) {
                break;
            }
            let Some(target) = self.exact(mine, theirs, 0) else {
                break;
            };
            let mut chosen = None;
            for p in self.lines.moves(mine, theirs, empty, None) {
                let placed = mine | 1 << p;
                let won = self.lines.wins(placed, theirs, p);
                let value = match won {
                    true => WIN - 1,
                    false => match self.exact(theirs, placed, 1) {
                        Some(v) => -v,
                        None => break,
                    },
                };
                if value == target {
                    chosen = Some((p, won));
                    break;
                }
            }
            let Some((p, won)) = chosen else {
                break;
            };
            line.push(Point::new(p / self.lines.cols, p % self.lines.cols));
            if won || ply > self.lines.points as i32 {
                break;
            }
            (mine, theirs) = (theirs, mine | 1 << p);
        }
        line
    }
}

/// A value `ply` plies below the root, as the table keeps it: from the position's own view.
fn to_table(value: i32, ply: i32) -> i32 {
    match value {
        v if v > WIN / 2 => v + ply,
        v if v < -WIN / 2 => v - ply,
        v => v,
    }
}

fn from_table(value: i32, ply: i32) -> i32 {
    match value {
        v if v > WIN / 2 => v - ply,
        v if v < -WIN / 2 => v + ply,
        v => v,
    }
}

#[cfg(test)]
mod tests;
