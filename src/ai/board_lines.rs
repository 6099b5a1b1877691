//! Keeping the line patterns and their classes in step with the stones: the search's hot path,
//! run for every cell a move changes.

use super::{Colour, EMPTY, SearchBoard, WALL, eval};
use crate::ai::pattern_table::PatternTable;

impl SearchBoard {
    /// After a stone at `i`: the patterns of the empty cells within reach of it on its four
    /// lines (`PatternTable::reach`), saved first for `unmake` (`save_footprint`).
    pub(super) fn refresh_lines(&mut self, i: usize) {
        let k = self.k as u32;
        if 4 * k + 1 > 64 {
            return self.refresh_lines_one_by_one(i);
        }
        let window = (1u64 << (2 * k + 1)) - 1;
        // With tables, the span's cells are read as two bits each (see `classify_in_span`).
        let tabled = !self.line_codes.is_empty();
        // Of a span's 4k + 1 cells (bit t is offset t - 2k), those whose patterns can see
        // `i`: within k of it, or k - 1 where no rule reads the cell beyond a run.
        let reach = self.tables[0].reach().max(self.tables[1].reach()) as u32;
        let near = (((1u64 << (2 * reach + 1)) - 1) << (2 * k - reach)) & !(1u64 << (2 * k));
        for d in 0..4 {
            let step = self.dirs[d];
            // The 4k + 1 cells centred on `i` read once; each changed point's line is a slice,
            // and its empty cells are visited as set bits, not found by reading every cell.
            let (code, span, empty) = if tabled {
                let code = self.read_code(i, d);
                (code, [0; 3], empty_of_code(code, 4 * k + 1))
            } else {
                let span = self.read_masks(i, d, 2 * k as isize);
                (0, span, !(span[0] | span[1] | span[2]))
            };
            let mut todo = empty & near;
            while todo != 0 {
                let t = todo.trailing_zeros();
                todo &= todo - 1;
                let j = (i as isize + (t as isize - 2 * k as isize) * step) as usize;
                let shift = t - k;
                // The class's key comes from the patterns as read, not from bytes just
                // stored: read back with their neighbours, those would stall on the store.
                let (before, classes) = (self.pats[j], self.classes[j]);
                self.saved.push((j as u32, before, classes));
                let pats = if tabled {
                    PatternTable::classify_in_span(&self.tables, code, shift)
                } else {
                    PatternTable::classify_both(&self.tables, span.map(|m| m >> shift & window))
                };
                for c in 0..2 {
                    // A stone far along the line often changes nothing here for one colour.
                    if pats[c] != before[c][d] {
                        self.pats[j][c][d] = pats[c];
                        let new = eval::class_with(before[c], d, pats[c]);
                        self.classes[j][c] = new;
                        self.recount(c, classes[c], new);
                    }
                }
            }
        }
    }

    /// For win lengths too long for one 64-bit span: each changed point reads its own line.
    fn refresh_lines_one_by_one(&mut self, i: usize) {
        let mut changed = Vec::new();
        visit_line_cells(&self.cells, self.dirs, self.k, i, |d, j| {
            changed.push((d, j));
            true
        });
        for (d, j) in changed {
            self.save_cell(j);
            self.refresh_dir(j, d);
            self.relevel(j);
        }
    }

    /// Black, white and wall masks of the cells `i - reach ..= i + reach` along direction `d`
    /// (bit `t` is offset `t - reach`). The padding is `2k` wide, so `reach` up to `2k` stays
    /// on the array and every cell beyond the board's edge reads as wall.
    #[inline]
    fn read_masks(&self, i: usize, d: usize, reach: isize) -> [u64; 3] {
        let step = self.dirs[d];
        let start = i as isize - reach * step;
        let mut masks = [0u64; 3];
        for t in 0..=2 * reach {
            let v = self.cells[(start + t * step) as usize];
            masks[0] |= u64::from(v == 1) << t;
            masks[1] |= u64::from(v == 2) << t;
            masks[2] |= u64::from(v == WALL) << t;
        }
        masks
    }

    /// The cells `i - 2k ..= i + 2k` along direction `d`, two bits each as the board holds
    /// them (bits `2t`, `2t + 1` are offset `t - 2k`): a slice of the line's code. Only when
    /// the lines are kept (`index_lines`).
    #[inline]
    pub(super) fn read_code(&self, i: usize, d: usize) -> u64 {
        let (line, at) = self.line_at[i][d];
        let span = 2 * (4 * self.k as u32 + 1);
        (self.line_codes[line as usize] >> (2 * (at - 2 * self.k as u32))) as u64
            & ((1 << span) - 1)
    }

    /// Numbers every line of the board in each direction and sets its code to wall everywhere
    /// but its own cells, when the win length has pattern tables (the lines are then at most
    /// 26 + 4k <= 46 cells: 92 bits).
    pub(super) fn index_lines(&mut self) {
        if !PatternTable::has_tables(&self.tables) {
            return;
        }
        let k2 = 2 * self.k as u32;
        self.line_at = vec![[(0, 0); 4]; self.cells.len()];
        for d in 0..4 {
            let step = self.dirs[d];
            let starts: Vec<usize> = self
                .all_cells()
                .filter(|&i| self.cells[(i as isize - step) as usize] == WALL)
                .collect();
            for start in starts {
                let line = self.line_codes.len() as u32;
                let mut code = u128::MAX;
                let mut at = k2;
                let mut i = start;
                while self.cells[i] != WALL {
                    self.line_at[i][d] = (line, at);
                    code &= !(3 << (2 * at));
                    at += 1;
                    i = (i as isize + step) as usize;
                }
                self.line_codes.push(code);
            }
        }
    }

    /// Writes `value` (a cell's two bits) for cell `i` into its four lines' codes.
    #[inline]
    pub(super) fn set_line_codes(&mut self, i: usize, value: u128) {
        if self.line_codes.is_empty() {
            return;
        }
        for d in 0..4 {
            let (line, at) = self.line_at[i][d];
            let code = &mut self.line_codes[line as usize];
            *code = (*code & !(3 << (2 * at))) | value << (2 * at);
        }
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
        self.recount(c, old, new);
    }

    /// Moves one of colour `c`'s empty cells from class `old` to class `new` in the counts.
    #[inline]
    fn recount(&mut self, c: Colour, old: u8, new: u8) {
        self.counts[c][old as usize] -= 1;
        self.counts[c][new as usize] += 1;
    }

    fn refresh_dir(&mut self, i: usize, d: usize) {
        let masks = self.read_masks(i, d, self.k as isize);
        self.set_patterns(i, d, PatternTable::classify_both(&self.tables, masks));
    }

    /// Both colours' patterns at `i` in direction `d`.
    #[inline]
    fn set_patterns(&mut self, i: usize, d: usize, [black, white]: [u8; 2]) {
        self.pats[i][0][d] = black;
        self.pats[i][1][d] = white;
    }
}

/// The empty cells among the first `cells` of a two-bit code (empty is 00) as one bit each.
#[inline]
fn empty_of_code(code: u64, cells: u32) -> u64 {
    let mut e = !(code | code >> 1) & 0x5555_5555_5555_5555;
    // Two-bit lanes to one bit each: the inverse of spreading a mask into key digits.
    e = (e | e >> 1) & 0x3333_3333_3333_3333;
    e = (e | e >> 2) & 0x0F0F_0F0F_0F0F_0F0F;
    e = (e | e >> 4) & 0x00FF_00FF_00FF_00FF;
    e = (e | e >> 8) & 0x0000_FFFF_0000_FFFF;
    e = (e | e >> 16) & 0x0000_0000_FFFF_FFFF;
    e & ((1u64 << cells) - 1)
}

/// Calls `visit(d, j)` on the empty cells `j` within `k` of `i` on its four lines (`d` the
/// line's direction), until it returns false: the cells whose patterns a stone at `i` changes.
/// Plain loops, not an iterator chain: it runs for every move the search makes, where the
/// chain cost several times as much.
#[inline]
pub(super) fn visit_line_cells(
    cells: &[u8],
    dirs: [isize; 4],
    k: usize,
    i: usize,
    mut visit: impl FnMut(usize, usize) -> bool,
) {
    let k = k as isize;
    for (d, step) in dirs.into_iter().enumerate() {
        for s in (-k..=k).filter(|&s| s != 0) {
            let j = (i as isize + s * step) as usize;
            if cells[j] == EMPTY && !visit(d, j) {
                return;
            }
        }
    }
}
