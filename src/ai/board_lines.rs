//! Keeping the line patterns, their classes and the window sum in step with the stones: the
//! search's hot path, run for every cell a move changes.

use super::{Colour, EMPTY, SearchBoard, WALL, eval, line_cells, window_weight};
use crate::ai::pattern_table::PatternTable;

impl SearchBoard {
    pub(super) fn refresh_lines(&mut self, i: usize) {
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
        let changed: Vec<(usize, usize)> = line_cells(&self.cells, self.dirs, self.k, i).collect();
        for (d, j) in changed {
            self.refresh_dir(j, d);
            self.relevel(j);
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
    pub(super) fn refresh(&mut self, i: usize) {
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
    pub(super) fn window_delta(&self, i: usize, c: Colour) -> i32 {
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
