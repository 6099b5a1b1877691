//! The search board: a 1-D array padded with `k` wall cells on every side so that line scans
//! never check bounds, Zobrist keys, and what every empty point would make for each colour in
//! each of its four lines, kept up to date on make/unmake (only the lines through the changed
//! point, within `k` of it, are read again).

use std::cell::RefCell;

use super::eval::{self, C_FIVE, CLASSES, FIRST_OF_LEVEL, LEVEL_OF};
use super::pattern::LineRule;
use super::pattern_table::PatternTable;
use super::tt::zobrist_keys;
use crate::model::{Board, Game, Point, Rule, Stone};

pub const EMPTY: u8 = 0;
pub const WALL: u8 = 3;

/// Colour index 0 = black, 1 = white; the cell holds index + 1.
pub type Colour = usize;

fn colour_of(stone: Stone) -> Colour {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}

/// The value of a k-window from the owner's view, by how many stones it still misses.
fn window_weight(missing: usize) -> i32 {
    match missing {
        0 => 20_000,
        1 => 1200,
        2 => 160,
        3 => 24,
        4 => 4,
        _ => 1,
    }
}

/// A move's footprint: the class counts before it, and the empty cells of its lines with their
/// patterns and classes before it (`cells` indexes a shared stack).
#[derive(Clone, Debug, PartialEq)]
struct Undo {
    counts: [[u32; CLASSES]; 2],
    cells: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SearchBoard {
    pub rows: usize,
    pub cols: usize,
    pub k: usize,
    width: usize,
    pad: usize,
    cells: Vec<u8>,
    rules: [LineRule; 2],
    /// Per colour, the line patterns of its rule.
    tables: [PatternTable; 2],
    pub dirs: [isize; 4],
    /// Per cell, per colour, per direction: the pattern playing there makes.
    pats: Vec<[[u8; 4]; 2]>,
    /// Per cell, per colour: the pattern code's class (empty cells only, 0 otherwise).
    classes: Vec<[u8; 2]>,
    /// Per colour, how many empty cells have each class.
    counts: [[u32; CLASSES]; 2],
    /// Stones within two steps (king moves) of each cell.
    near: Vec<u8>,
    /// Sum of k-window values, black minus white.
    eval: i32,
    hash: u64,
    keys: Vec<[u64; 2]>,
    side_key: u64,
    side: Colour,
    stones: usize,
    empties: usize,
    moves: Vec<(usize, i32)>,
    /// What each move changed, so that unmaking restores it instead of reading the lines again.
    undo: Vec<Undo>,
    /// The saved cells of every move in `undo`, one after the other.
    saved: Vec<(usize, [[u8; 4]; 2], [u8; 2])>,
    /// Under Renju, the position as the rules see it, to judge black's forbidden points (used
    /// as scratch space by the judge, hence the cell).
    renju: Option<RefCell<Board>>,
}

impl SearchBoard {
    pub fn from_game(game: &Game) -> SearchBoard {
        let r = game.rules();
        let rules = [
            LineRule::for_colour(r.rule(), Stone::Black),
            LineRule::for_colour(r.rule(), Stone::White),
        ];
        let (rows, cols, k) = (r.rows(), r.cols(), r.win_length());
        let pad = k + 1;
        let width = cols + 2 * pad;
        let size = width * (rows + 2 * pad);
        let mut cells = vec![WALL; size];
        for row in 0..rows {
            for col in 0..cols {
                cells[(row + pad) * width + col + pad] = EMPTY;
            }
        }
        let w = width as isize;
        let mut keys = zobrist_keys(size + 1);
        let side_key = keys.pop().map_or(1, |k| k[0]);
        let mut b = SearchBoard {
            rows,
            cols,
            k,
            width,
            pad,
            cells,
            rules,
            tables: rules.map(|rule| PatternTable::new(k, rule)),
            dirs: [1, w, w + 1, w - 1],
            pats: vec![[[0; 4]; 2]; size],
            classes: vec![[0; 2]; size],
            counts: [[0; CLASSES]; 2],
            near: vec![0; size],
            eval: 0,
            hash: 0,
            keys,
            side_key,
            side: 0,
            stones: 0,
            empties: rows * cols,
            moves: Vec::new(),
            undo: Vec::new(),
            saved: Vec::new(),
            renju: (r.rule() == Rule::Renju).then(|| RefCell::new(Board::new(rows, cols))),
        };
        b.counts[0][0] = b.empties as u32;
        b.counts[1][0] = b.empties as u32;
        for i in 0..size {
            if b.cells[i] == EMPTY {
                b.refresh(i);
            }
        }
        for p in game.board().points() {
            if let Some(s) = game.board().get(p) {
                let i = b.index(p);
                b.place(i, colour_of(s));
            }
        }
        b.moves.clear();
        b.undo.clear();
        b.saved.clear();
        b.side = colour_of(game.to_move());
        if b.side == 1 {
            b.hash ^= b.side_key;
        }
        b
    }

    pub fn index(&self, p: Point) -> usize {
        (p.row + self.pad) * self.width + p.col + self.pad
    }

    pub fn point(&self, i: usize) -> Point {
        Point::new(i / self.width - self.pad, i % self.width - self.pad)
    }

    /// Every on-board cell index, row by row.
    pub fn all_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.rows).flat_map(move |r| {
            let start = (r + self.pad) * self.width + self.pad;
            start..start + self.cols
        })
    }

    /// Length of the padded cell array.
    pub fn size(&self) -> usize {
        self.cells.len()
    }

    /// Whether the rule lets a five blocked at both ends not win (open fours are then no proof).
    pub fn caro(&self) -> bool {
        self.rules[0].caro
    }

    pub fn is_empty(&self, i: usize) -> bool {
        self.cells[i] == EMPTY
    }

    pub fn side(&self) -> Colour {
        self.side
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn empties(&self) -> usize {
        self.empties
    }

    pub fn stones(&self) -> usize {
        self.stones
    }

    pub fn near(&self, i: usize) -> bool {
        self.near[i] > 0
    }

    pub fn level(&self, i: usize, c: Colour) -> u8 {
        LEVEL_OF[self.classes[i][c] as usize]
    }

    pub fn pats(&self, i: usize, c: Colour) -> [u8; 4] {
        self.pats[i][c]
    }

    /// How many empty cells reach `level` or more for colour `c`.
    pub fn count_at_least(&self, c: Colour, level: u8) -> u32 {
        self.counts[c][FIRST_OF_LEVEL[level as usize]..]
            .iter()
            .sum()
    }

    /// The empty cells where `c` reaches at least `level`.
    pub fn cells_at_least(&self, c: Colour, level: u8) -> Vec<usize> {
        if self.count_at_least(c, level) == 0 {
            return Vec::new();
        }
        self.all_cells()
            .filter(|&i| self.cells[i] == EMPTY && self.level(i, c) >= level)
            .collect()
    }

    /// The first winning point for `c`, if any.
    pub fn five_point(&self, c: Colour) -> Option<usize> {
        if self.counts[c][C_FIVE as usize] == 0 {
            return None;
        }
        self.all_cells()
            .find(|&i| self.cells[i] == EMPTY && self.classes[i][c] == C_FIVE)
    }

    /// Static value for the side to move: the k-windows, the side to move's next tempo, and
    /// the pattern codes of every empty point for both colours (`eval`): the windows alone miss
    /// how many ways a position can attack.
    pub fn evaluate(&self, weights: &eval::Weights) -> i32 {
        eval::evaluate(&self.features(), weights)
    }

    /// What the evaluation weighs, from the side to move's view.
    pub fn features(&self) -> eval::Features {
        let (me, opp) = (self.side, 1 - self.side);
        eval::Features {
            windows: if me == 0 { self.eval } else { -self.eval },
            mine: self.counts[me],
            theirs: self.counts[opp],
        }
    }

    /// Plays the side to move at `i`.
    pub fn make(&mut self, i: usize) {
        let c = self.side;
        self.place(i, c);
        self.side = 1 - c;
        self.hash ^= self.side_key;
    }

    pub fn unmake(&mut self) {
        let (Some((i, eval)), Some(undo)) = (self.moves.pop(), self.undo.pop()) else {
            return;
        };
        let c = self.cells[i] as usize - 1;
        self.cells[i] = EMPTY;
        self.mirror(i, None);
        for (j, pats, classes) in self.saved.drain(undo.cells..) {
            self.pats[j] = pats;
            self.classes[j] = classes;
        }
        self.counts = undo.counts;
        self.eval = eval;
        self.hash ^= self.keys[i][c] ^ self.side_key;
        self.side = c;
        self.stones -= 1;
        self.empties += 1;
        self.touch_near(i, false);
    }

    /// Passes the move (threat search asks what the opponent would do if it were to move).
    pub fn flip_side(&mut self) {
        self.side = 1 - self.side;
        self.hash ^= self.side_key;
    }

    fn place(&mut self, i: usize, c: Colour) {
        self.save_footprint(i);
        self.moves.push((i, self.eval));
        self.eval += self.window_delta(i, c);
        for side in 0..2 {
            let old = std::mem::replace(&mut self.classes[i][side], 0);
            self.counts[side][old as usize] -= 1;
        }
        self.cells[i] = c as u8 + 1;
        self.mirror(i, Some(c));
        self.hash ^= self.keys[i][c];
        self.stones += 1;
        self.empties -= 1;
        self.touch_near(i, true);
        self.refresh(i);
        self.refresh_lines(i);
    }

    /// Saves what placing a stone at `i` will change: the counts, and the patterns and classes
    /// of `i` and of the empty cells within `k` of it on its four lines.
    fn save_footprint(&mut self, i: usize) {
        self.undo.push(Undo {
            counts: self.counts,
            cells: self.saved.len(),
        });
        self.saved.push((i, self.pats[i], self.classes[i]));
        let k = self.k as isize;
        for d in 0..4 {
            let step = self.dirs[d];
            for s in (-k..=k).filter(|&s| s != 0) {
                let j = (i as isize + s * step) as usize;
                if self.cells[j] == EMPTY {
                    self.saved.push((j, self.pats[j], self.classes[j]));
                }
            }
        }
    }

    fn touch_near(&mut self, i: usize, add: bool) {
        let w = self.width as isize;
        for dr in -2..=2isize {
            for dc in -2..=2isize {
                let j = (i as isize + dr * w + dc) as usize;
                if add {
                    self.near[j] += 1;
                } else {
                    self.near[j] -= 1;
                }
            }
        }
    }

    fn refresh_lines(&mut self, i: usize) {
        let k = self.k as isize;
        if 4 * k + 1 > 64 {
            return self.refresh_lines_one_by_one(i);
        }
        let window = (1u64 << (2 * k + 1)) - 1;
        for d in 0..4 {
            let step = self.dirs[d];
            // The 4k + 1 cells centred on `i` read once; each changed point's line is a slice.
            let span = self.read_masks(i, d, 2 * k);
            for s in (-k..=k).filter(|&s| s != 0) {
                let j = (i as isize + s * step) as usize;
                if self.cells[j] == EMPTY {
                    let shift = (s + k) as u32;
                    let before = [self.pats[j][0][d], self.pats[j][1][d]];
                    self.set_patterns(j, d, span.map(|m| m >> shift & window));
                    // A stone far along the line often changes nothing here for one colour.
                    for (c, was) in before.into_iter().enumerate() {
                        if was != self.pats[j][c][d] {
                            self.reclass(j, c);
                        }
                    }
                }
            }
        }
    }

    /// For win lengths too long for one 64-bit span: each changed point reads its own line.
    fn refresh_lines_one_by_one(&mut self, i: usize) {
        let k = self.k as isize;
        for d in 0..4 {
            let step = self.dirs[d];
            for s in (-k..=k).filter(|&s| s != 0) {
                let j = (i as isize + s * step) as usize;
                if self.cells[j] == EMPTY {
                    self.refresh_dir(j, d);
                    self.relevel(j);
                }
            }
        }
    }

    /// Black, white and wall masks of the cells `i - reach ..= i + reach` along direction `d`
    /// (bit `t` is offset `t - reach`). Past the first wall cell everything counts as wall
    /// without being read: the padding is only `k + 1` wide, and no point on the board sees
    /// beyond it.
    #[inline]
    fn read_masks(&self, i: usize, d: usize, reach: isize) -> [u64; 3] {
        let step = self.dirs[d];
        let mut masks = [0u64; 3];
        for dir in [-1, 1] {
            let mut walled = false;
            for t in 1..=reach {
                let bit = 1u64 << (reach + dir * t);
                if !walled {
                    let v = self.cells[(i as isize + dir * t * step) as usize];
                    walled = v == WALL;
                    if v != EMPTY {
                        masks[v as usize - 1] |= bit;
                    }
                } else {
                    masks[2] |= bit;
                }
            }
        }
        let v = self.cells[i];
        if v != EMPTY {
            masks[v as usize - 1] |= 1 << reach;
        }
        masks
    }

    /// Recomputes every pattern of cell `i` (or clears them when it holds a stone).
    fn refresh(&mut self, i: usize) {
        if self.cells[i] == EMPTY {
            for d in 0..4 {
                self.refresh_dir(i, d);
            }
        } else {
            self.pats[i] = [[0; 4]; 2];
        }
        self.relevel(i);
    }

    /// Keeps `counts` in step: only empty cells are counted.
    fn relevel(&mut self, i: usize) {
        if self.cells[i] != EMPTY {
            return;
        }
        for c in 0..2 {
            self.reclass(i, c);
        }
    }

    /// The class of empty cell `i` for colour `c` after its patterns changed, and the counts.
    #[inline]
    fn reclass(&mut self, i: usize, c: Colour) {
        let new = eval::class(self.pats[i][c]);
        let old = std::mem::replace(&mut self.classes[i][c], new);
        self.counts[c][old as usize] -= 1;
        self.counts[c][new as usize] += 1;
    }

    fn refresh_dir(&mut self, i: usize, d: usize) {
        let masks = self.read_masks(i, d, self.k as isize);
        self.set_patterns(i, d, masks);
    }

    /// Both colours' patterns at `i` in direction `d`, from the black, white and wall masks of
    /// its line (`2k + 1` cells centred on `i`).
    #[inline]
    fn set_patterns(&mut self, i: usize, d: usize, masks: [u64; 3]) {
        let [black, white] = PatternTable::classify_both(&self.tables, masks);
        self.pats[i][0][d] = black;
        self.pats[i][1][d] = white;
    }

    /// Change of the black-minus-white window sum when `c` plays at `i`: windows it extends
    /// gain, windows of the opponent it blocks lose their value.
    fn window_delta(&self, i: usize, c: Colour) -> i32 {
        let k = self.k as isize;
        let value = |m: usize| if m == 0 { 0 } else { window_weight(self.k - m) };
        let mut gain = 0;
        for &step in &self.dirs {
            let cell = |s: isize| self.cells[(i as isize + s * step) as usize] as usize;
            // The k windows through `i` slide one cell at a time: each step drops one cell and
            // adds one, instead of recounting all k.
            let mut n = [0usize; 4];
            for s in -(k - 1)..=0 {
                n[cell(s)] += 1;
            }
            for start in -(k - 1)..=0 {
                if start > -(k - 1) {
                    n[cell(start - 1)] -= 1;
                    n[cell(start + k - 1)] += 1;
                }
                let (own, theirs) = (n[c + 1], n[2 - c]);
                if n[WALL as usize] > 0 || (own > 0 && theirs > 0) {
                    continue;
                }
                gain += if theirs > 0 {
                    value(theirs)
                } else {
                    value(own + 1) - value(own)
                };
            }
        }
        if c == 0 { gain } else { -gain }
    }
}

#[path = "board_renju.rs"]
mod board_renju;

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
