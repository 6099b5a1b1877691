//! The search board: a 1-D array padded with `2k` wall cells on every side so that line scans
//! never check bounds, Zobrist keys, and what every empty point would make for each colour in
//! each of its four lines, kept up to date on make/unmake (only the lines through the changed
//! point, within the patterns' reach of it, are read again).

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

/// A move's footprint: the class counts before it, and the empty cells of its lines with their
/// patterns and classes before it (`cells` indexes a shared stack).
#[derive(Clone, Debug, PartialEq)]
struct Undo {
    counts: [[u32; CLASSES]; 2],
    cells: usize,
    stones_box: [usize; 4],
    /// Made by `make_lean`: the window sum and the near-stone counts were left as they were.
    lean: bool,
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
    /// K-windows holding stones of one colour only, black's minus white's, by how many stones
    /// they still miss (`eval::WINDOW_KINDS`).
    windows: eval::Windows,
    hash: u64,
    keys: Vec<[u64; 2]>,
    side_key: u64,
    side: Colour,
    stones: usize,
    /// Rows and columns the stones span (first row, last row, first column, last column; the
    /// first above the last when there are none): every point that matters lies near it.
    stones_box: [usize; 4],
    empties: usize,
    moves: Vec<(usize, eval::Windows)>,
    /// What each move changed, so that unmaking restores it instead of reading the lines again.
    undo: Vec<Undo>,
    /// The saved cells of every move in `undo`, one after the other (16 bytes each: the
    /// index as `u32` keeps the stack small for `unmake` to read back).
    saved: Vec<(u32, [[u8; 4]; 2], [u8; 2])>,
    /// Under Renju, the position as the rules see it, to judge black's forbidden points (used
    /// as scratch space by the judge, hence the cell).
    renju: Option<RefCell<Board>>,
    /// Every line of the board in each direction as two bits a cell (the values of `cells`),
    /// with `2k` wall cells at each end, kept with the stones: reading a point's span is then
    /// one shift (see `read_code`). Empty when the win length has no pattern table.
    line_codes: Vec<u128>,
    /// Per on-board cell and direction: its line's index in `line_codes` and its place on it.
    line_at: Vec<[(u32, u32); 4]>,
}

impl SearchBoard {
    pub fn from_game(game: &Game) -> SearchBoard {
        let r = game.rules();
        let rules = [
            LineRule::for_colour(r.rule(), Stone::Black),
            LineRule::for_colour(r.rule(), Stone::White),
        ];
        let (rows, cols, k) = (r.rows(), r.cols(), r.win_length());
        // Wide enough for a line read `2k` cells each way from any point (see `read_masks`).
        let pad = 2 * k;
        let width = cols + 2 * pad;
        let size = width * (rows + 2 * pad);
        let mut cells = vec![WALL; size];
        for row in 0..rows {
            for col in 0..cols {
                cells[(row + pad) * width + col + pad] = EMPTY;
            }
        }
        let w = width as isize;
        // One key per board point, row by row (the padding holds no stones).
        let mut point_keys = zobrist_keys(rows * cols + 1);
        let side_key = point_keys.pop().map_or(1, |k| k[0]);
        let mut keys = vec![[0u64; 2]; size];
        for (n, key) in point_keys.into_iter().enumerate() {
            keys[(n / cols + pad) * width + n % cols + pad] = key;
        }
        // Positions under different rules or win lengths must not share a kept table's entries.
        let variant = u64::from(rules[0].exact)
            | u64::from(rules[0].caro) << 1
            | u64::from(rules[0] != rules[1]) << 2
            | (k as u64) << 3;
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
            windows: [0; eval::WINDOW_KINDS],
            hash: variant.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            keys,
            side_key,
            side: 0,
            stones: 0,
            stones_box: [rows, 0, cols, 0],
            empties: rows * cols,
            moves: Vec::new(),
            undo: Vec::new(),
            saved: Vec::new(),
            renju: (r.rule() == Rule::Renju).then(|| RefCell::new(Board::new(rows, cols))),
            line_codes: Vec::new(),
            line_at: Vec::new(),
        };
        b.index_lines();
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
                b.place(i, colour_of(s), false);
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

    /// Length of the padded cell array.
    pub fn size(&self) -> usize {
        self.cells.len()
    }

    /// Whether the rule lets a five blocked at both ends not win (open fours are then no proof).
    pub fn caro(&self) -> bool {
        self.rules[0].caro
    }

    /// What cell `i` holds: `EMPTY`, `WALL`, or a colour's index plus one.
    pub fn cell(&self, i: usize) -> u8 {
        self.cells[i]
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
        debug_assert!(
            !self.in_lean_line(),
            "near stones asked inside a threat search"
        );
        self.near[i] > 0
    }

    /// The point of the last move made, if any.
    pub fn last(&self) -> Option<usize> {
        self.moves.last().map(|&(i, _)| i)
    }

    pub fn level(&self, i: usize, c: Colour) -> u8 {
        LEVEL_OF[self.classes[i][c] as usize]
    }

    /// The class (`eval::C_*`) of the move at `i` for colour `c`: finer than its level.
    pub fn class(&self, i: usize, c: Colour) -> u8 {
        self.classes[i][c]
    }

    pub fn pats(&self, i: usize, c: Colour) -> [u8; 4] {
        self.pats[i][c]
    }

    /// How many empty cells of each class colour `c` has.
    pub fn class_counts(&self, c: Colour) -> &[u32; CLASSES] {
        &self.counts[c]
    }

    /// How many empty cells reach `level` or more for colour `c`.
    pub fn count_at_least(&self, c: Colour, level: u8) -> u32 {
        self.counts[c][FIRST_OF_LEVEL[level as usize]..]
            .iter()
            .sum()
    }

    /// Static value for the side to move: the k-windows, the side to move's next tempo, and
    /// the pattern codes of every empty point for both colours (`eval`): the windows alone miss
    /// how many ways a position can attack.
    pub fn evaluate(&self, weights: &eval::Weights) -> i32 {
        eval::evaluate(&self.features(), weights)
    }

    /// What the evaluation weighs, from the side to move's view.
    pub fn features(&self) -> eval::Features {
        debug_assert!(!self.in_lean_line(), "evaluated inside a threat search");
        let (me, opp) = (self.side, 1 - self.side);
        eval::Features {
            windows: if me == 0 {
                self.windows
            } else {
                self.windows.map(|n| -n)
            },
            mine: self.counts[me],
            theirs: self.counts[opp],
        }
    }

    /// The hash the position will have once the side to move plays at `i`.
    pub fn hash_after(&self, i: usize) -> u64 {
        self.hash ^ self.keys[i][self.side] ^ self.side_key
    }

    /// Plays the side to move at `i`.
    pub fn make(&mut self, i: usize) {
        self.make_move(i, false);
    }

    /// Plays the side to move at `i` for a threat search, which reads patterns and levels
    /// only: the window sum and the near-stone counts, three quarters of all moves' share of
    /// them, are left as they were (`unmake` restores the position all the same).
    pub fn make_lean(&mut self, i: usize) {
        self.make_move(i, true);
    }

    /// Whether a move made by `make_lean` is on the stack: the window sum and `near` are then
    /// stale until it is unmade.
    fn in_lean_line(&self) -> bool {
        self.undo.iter().any(|u| u.lean)
    }

    fn make_move(&mut self, i: usize, lean: bool) {
        let c = self.side;
        self.place(i, c, lean);
        self.side = 1 - c;
        self.hash ^= self.side_key;
    }

    pub fn unmake(&mut self) {
        let (Some((i, windows)), Some(undo)) = (self.moves.pop(), self.undo.pop()) else {
            return;
        };
        let c = self.cells[i] as usize - 1;
        self.cells[i] = EMPTY;
        self.set_line_codes(i, 0);
        self.mirror(i, None);
        for (j, pats, classes) in self.saved.drain(undo.cells..) {
            self.pats[j as usize] = pats;
            self.classes[j as usize] = classes;
        }
        self.counts = undo.counts;
        self.stones_box = undo.stones_box;
        self.windows = windows;
        self.hash ^= self.keys[i][c] ^ self.side_key;
        self.side = c;
        self.stones -= 1;
        self.empties += 1;
        if !undo.lean {
            self.touch_near(i, false);
        }
    }

    /// Passes the move (threat search asks what the opponent would do if it were to move).
    pub fn flip_side(&mut self) {
        self.side = 1 - self.side;
        self.hash ^= self.side_key;
    }

    fn place(&mut self, i: usize, c: Colour, lean: bool) {
        self.save_footprint(i, lean);
        self.moves.push((i, self.windows));
        if !lean {
            self.add_window_delta(i, c);
        }
        for side in 0..2 {
            let old = std::mem::replace(&mut self.classes[i][side], 0);
            self.counts[side][old as usize] -= 1;
        }
        self.cells[i] = c as u8 + 1;
        self.set_line_codes(i, c as u128 + 1);
        self.mirror(i, Some(c));
        self.hash ^= self.keys[i][c];
        self.stones += 1;
        self.empties -= 1;
        let Point { row, col } = self.point(i);
        let [r0, r1, c0, c1] = &mut self.stones_box;
        (*r0, *r1, *c0, *c1) = (
            (*r0).min(row),
            (*r1).max(row),
            (*c0).min(col),
            (*c1).max(col),
        );
        if !lean {
            self.touch_near(i, true);
        }
        self.refresh(i);
        self.refresh_lines(i);
    }

    /// Saves what placing a stone at `i` will change: the counts, and the patterns and classes
    /// of `i`. The empty cells within `k` of it on its four lines are saved by `refresh_lines`
    /// as it reaches them, which spares a second pass over the same cells.
    fn save_footprint(&mut self, i: usize, lean: bool) {
        self.undo.push(Undo {
            counts: self.counts,
            cells: self.saved.len(),
            stones_box: self.stones_box,
            lean,
        });
        self.saved.push((i as u32, self.pats[i], self.classes[i]));
    }

    /// Keeps cell `j`'s patterns and classes for `unmake`, before a move changes them.
    #[inline]
    fn save_cell(&mut self, j: usize) {
        self.saved.push((j as u32, self.pats[j], self.classes[j]));
    }

    fn touch_near(&mut self, i: usize, add: bool) {
        // Five rows of five cells, each row's eight bytes from its first changed as one word:
        // a count never passes 25 or falls below 0, so no lane carries into the next.
        const FIVE_LANES: u64 = 0x01_0101_0101;
        for dr in 0..5 {
            let start = i + dr * self.width - 2 * self.width - 2;
            // The padding leaves room for the three bytes beyond the five.
            let row = &mut self.near[start..start + 8];
            let mut bytes = [0; 8];
            bytes.copy_from_slice(row);
            let word = u64::from_le_bytes(bytes);
            let word = if add {
                word.wrapping_add(FIVE_LANES)
            } else {
                word.wrapping_sub(FIVE_LANES)
            };
            row.copy_from_slice(&word.to_le_bytes());
        }
    }
}

#[path = "board_lines.rs"]
mod board_lines;
use board_lines::visit_line_cells;

#[path = "board_windows.rs"]
mod board_windows;

#[path = "board_scan.rs"]
mod board_scan;

#[path = "board_renju.rs"]
mod board_renju;

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
