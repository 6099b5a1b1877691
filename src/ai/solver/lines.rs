//! The board as the solver sees it: each side's stones as bits, every window of k points in
//! a row as a mask, and what they tell: a win, a line still open, a position's mirror images,
//! and which points are worth a stone.

use crate::model::{Board, Game, Point, Rule, Stone};

/// One whole in Erdős and Selfridge's potential, in fixed point (more than any line's empty
/// points can halve).
pub(super) const ONE: u64 = 1 << 40;
pub(super) const HALF: u64 = ONE / 2;

pub(super) struct Lines {
    pub(super) cols: usize,
    pub(super) points: usize,
    /// Every window of `k` points in a row, as a mask.
    windows: Vec<u64>,
    /// The windows through each point.
    through: Vec<Vec<usize>>,
    rule: Rule,
    /// The point past each end of each window (`None` past the board's edge).
    ends: Vec<(Option<usize>, Option<usize>)>,
    /// Each symmetry of the board as the image of each point.
    symmetries: Vec<Vec<usize>>,
    /// The points from the centre out: the order moves are tried in among equals.
    order: Vec<usize>,
}

impl Lines {
    pub(super) fn new(game: &Game) -> Lines {
        let (rows, cols) = (game.board().rows(), game.board().cols());
        let k = game.rules().win_length();
        let at = |r: isize, c: isize| {
            (r >= 0 && c >= 0 && (r as usize) < rows && (c as usize) < cols)
                .then(|| r as usize * cols + c as usize)
        };
        let (mut windows, mut ends) = (Vec::new(), Vec::new());
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for r in 0..rows as isize {
                for c in 0..cols as isize {
                    let cells: Option<Vec<usize>> = (0..k as isize)
                        .map(|i| at(r + i * dr, c + i * dc))
                        .collect();
                    if let Some(cells) = cells {
                        windows.push(cells.iter().fold(0u64, |m, &i| m | 1 << i));
                        let past = k as isize;
                        ends.push((at(r - dr, c - dc), at(r + past * dr, c + past * dc)));
                    }
                }
            }
        }
        let points = rows * cols;
        let mut through = vec![Vec::new(); points];
        for (w, &mask) in windows.iter().enumerate() {
            for (p, list) in through.iter_mut().enumerate() {
                if mask >> p & 1 == 1 {
                    list.push(w);
                }
            }
        }
        let mut order: Vec<usize> = (0..points).collect();
        let centre = |i: usize| {
            let (r, c) = ((i / cols) as f64, (i % cols) as f64);
            let (mr, mc) = ((rows - 1) as f64 / 2.0, (cols - 1) as f64 / 2.0);
            ((r - mr).abs().max((c - mc).abs()) * 100.0 + (r - mr).abs() + (c - mc).abs()) as i64
        };
        order.sort_by_key(|&i| centre(i));
        Lines {
            cols,
            points,
            windows,
            through,
            rule: game.rules().rule(),
            ends,
            symmetries: symmetries(rows, cols),
            order,
        }
    }

    pub(super) fn bits(&self, board: &Board, stone: Stone) -> u64 {
        (0..self.points)
            .filter(|&i| board.get(Point::new(i / self.cols, i % self.cols)) == Some(stone))
            .fold(0, |m, i| m | 1 << i)
    }

    /// Whether the stone just played at `p` made a winning line for `own` against `other`.
    pub(super) fn wins(&self, own: u64, other: u64, p: usize) -> bool {
        self.through[p].iter().any(|&w| {
            let mask = self.windows[w];
            if own & mask != mask {
                return false;
            }
            let own_at = |i: Option<usize>| i.is_some_and(|i| own >> i & 1 == 1);
            let other_at = |i: Option<usize>| i.is_some_and(|i| other >> i & 1 == 1);
            let (before, after) = self.ends[w];
            match self.rule {
                Rule::Freestyle | Rule::Renju => true,
                // Exactly k: the run may not go on past either end.
                Rule::Exact => !own_at(before) && !own_at(after),
                // Exactly k, and not closed by the opponent at both ends.
                Rule::Caro => {
                    let closed = other_at(before) && other_at(after);
                    !own_at(before) && !own_at(after) && !closed
                }
            }
        })
    }

    /// Whether either side can still fill a window: a window one side's stone is in is the
    /// other's no more.
    pub(super) fn alive(&self, a: u64, b: u64) -> bool {
        self.windows.iter().any(|&w| a & w == 0 || b & w == 0)
    }

    /// The position's key under the symmetry that makes it smallest.
    pub(super) fn key(&self, mine: u64, theirs: u64) -> (u64, u64) {
        let map = |bits: u64, sym: &[usize]| {
            sym.iter()
                .enumerate()
                .filter(|&(i, _)| bits >> i & 1 == 1)
                .fold(0u64, |m, (_, &j)| m | 1 << j)
        };
        self.symmetries
            .iter()
            .map(|s| (map(mine, s), map(theirs, s)))
            .min()
            .unwrap_or((mine, theirs))
    }

    /// Erdős and Selfridge's potential of the lines still open to `maker` (no `breaker` stone
    /// in them): each weighs 2^-e, e its empty points, in units of `ONE`; with `first` the
    /// maker's best next stone is counted in (it halves the empty points of its lines). Under
    /// `HALF` with the breaker to move, the breaker can block every one of them by blocking
    /// alone: the maker cannot make a line.
    pub(super) fn potential(&self, maker: u64, breaker: u64, first: bool) -> u64 {
        let empty = !(maker | breaker) & ((1u64 << self.points) - 1);
        let weight = |w: u64| ONE >> (w & empty).count_ones();
        let open = |w: &&u64| **w & breaker == 0;
        let total: u64 = self.windows.iter().filter(open).map(|&w| weight(w)).sum();
        if !first {
            return total;
        }
        let gain = |p: usize| -> u64 {
            let lines = self.through[p].iter().map(|&w| self.windows[w]);
            lines.filter(|w| w & breaker == 0).map(weight).sum()
        };
        let best = (0..self.points)
            .filter(|&p| empty >> p & 1 == 1)
            .map(gain)
            .max();
        total + best.unwrap_or(0)
    }

    /// The moves to try: a win at once, else the block of the opponent's win if it has one,
    /// else every point some line still runs through (a stone where no line can be made is a
    /// pass, and an extra stone never hurts in these games, so a pass is never better), the
    /// table's best first, then the points whose lines are fullest for either side.
    pub(super) fn moves(
        &self,
        mine: u64,
        theirs: u64,
        empty: u64,
        first: Option<usize>,
    ) -> Vec<usize> {
        let points = self.order.iter().copied().filter(|&p| empty >> p & 1 == 1);
        let all: Vec<usize> = points.collect();
        if let Some(&p) = all.iter().find(|&&p| self.wins(mine | 1 << p, theirs, p)) {
            return vec![p];
        }
        let threats: Vec<usize> = all
            .iter()
            .copied()
            .filter(|&p| self.wins(theirs | 1 << p, mine, p))
            .collect();
        if !threats.is_empty() {
            // Two threats cannot both be blocked: either move shows the loss.
            return threats;
        }
        let mut rated: Vec<(u64, usize)> = all
            .into_iter()
            .map(|p| (self.worth(mine, theirs, p), p))
            .filter(|&(worth, _)| worth > 0)
            .collect();
        // Stable: among equals, from the centre out.
        rated.sort_by_key(|&(worth, _)| std::cmp::Reverse(worth));
        let mut moves: Vec<usize> = rated.into_iter().map(|(_, p)| p).collect();
        // Where the position is its own mirror image, mirror images of a move lead to mirror
        // positions: one of each is enough.
        let same = |s: &[usize]| {
            let map = |bits: u64| {
                (0..self.points)
                    .filter(|&i| bits >> i & 1 == 1)
                    .fold(0u64, |m, i| m | 1 << s[i])
            };
            map(mine) == mine && map(theirs) == theirs
        };
        let fixing: Vec<&Vec<usize>> = self.symmetries.iter().skip(1).filter(|s| same(s)).collect();
        if !fixing.is_empty() {
            let mut seen = 0u64;
            moves.retain(|&p| {
                let twin = fixing.iter().any(|s| seen >> s[p] & 1 == 1);
                seen |= 1 << p;
                !twin
            });
        }
        // The table's best move is stored under the canonical position: only a position that is
        // its own canonical form can use it as it is.
        if let Some(p) = first.filter(|&p| moves.contains(&p)) {
            if self.key(mine, theirs) == (mine, theirs) {
                moves.retain(|&q| q != p);
                moves.insert(0, p);
            }
        }
        moves
    }

    /// What a stone at `p` is worth to either side, as Erdős and Selfridge weigh lines: each
    /// line through it still open to one side counts 2^-e, e its empty points (a fuller line
    /// counts more); 0 where no line is open. The greedy breaker's and maker's choice at once.
    pub(super) fn worth(&self, mine: u64, theirs: u64, p: usize) -> u64 {
        let empty = !(mine | theirs) & ((1u64 << self.points) - 1);
        self.through[p]
            .iter()
            .map(|&w| {
                let mask = self.windows[w];
                match (mine & mask == 0, theirs & mask == 0) {
                    (true, _) | (_, true) => ONE >> (mask & empty).count_ones(),
                    (false, false) => 0,
                }
            })
            .sum()
    }
}

/// The board's symmetries as maps of point indices: eight for a square, four for a rectangle.
fn symmetries(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    let mut maps = Vec::new();
    let square = rows == cols;
    for t in 0..8 {
        // Transposing needs a square.
        if t >= 4 && !square {
            break;
        }
        let map: Vec<usize> = (0..rows * cols)
            .map(|i| {
                let (r, c) = (i / cols, i % cols);
                let (r, c) = if t >= 4 { (c, r) } else { (r, c) };
                let r = if t & 1 == 1 { rows - 1 - r } else { r };
                let c = if t & 2 == 2 { cols - 1 - c } else { c };
                r * cols + c
            })
            .collect();
        maps.push(map);
    }
    maps
}
