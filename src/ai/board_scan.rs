//! Finding cells on the search board: every cell, the cells near the stones, the cells that
//! reach a threat level, and winning points. The threat searches call these at every node.

use std::ops::Range;

use super::{C_FIVE, Colour, EMPTY, FIRST_OF_LEVEL, SearchBoard, visit_line_cells};

impl SearchBoard {
    /// Every on-board cell index, row by row.
    pub fn all_cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.cells_in(0..self.rows, 0..self.cols)
    }

    /// The rows and columns within `k - 1` (at least two) of the stones' box; empty without
    /// stones.
    fn near_stones(&self) -> (Range<usize>, Range<usize>) {
        let [r0, r1, c0, c1] = self.stones_box;
        if r0 > r1 {
            return (0..0, 0..0);
        }
        let reach = (self.k - 1).max(2);
        (
            r0.saturating_sub(reach)..(r1 + reach + 1).min(self.rows),
            c0.saturating_sub(reach)..(c1 + reach + 1).min(self.cols),
        )
    }

    /// Calls `visit` on the on-board cells within `k - 1` (at least two) of the stones' box,
    /// row by row, until it returns false: the only cells that can make a pattern or lie near a
    /// stone, so scans need read no others.
    #[inline]
    pub fn scan_near_stones(&self, mut visit: impl FnMut(usize) -> bool) {
        let (rows, cols) = self.near_stones();
        for r in rows {
            let start = (r + self.pad) * self.width + self.pad;
            for i in start + cols.start..start + cols.end {
                if !visit(i) {
                    return;
                }
            }
        }
    }

    /// The cells of a block of board rows and columns, row by row.
    fn cells_in(&self, rows: Range<usize>, cols: Range<usize>) -> impl Iterator<Item = usize> + '_ {
        rows.flat_map(move |r| {
            let start = (r + self.pad) * self.width + self.pad;
            cols.clone().map(move |c| start + c)
        })
    }

    /// The empty cells where `c` reaches at least `level`.
    pub fn cells_at_least(&self, c: Colour, level: u8) -> Vec<usize> {
        let count = self.count_at_least(c, level) as usize;
        let mut cells = Vec::with_capacity(count);
        if count == 0 {
            return cells;
        }
        // The counts are exact: the scan ends at the last such cell. Classes run in the
        // order of their levels, so one comparison of the class tells most cells apart.
        let first = FIRST_OF_LEVEL[level as usize];
        self.scan_near_stones(|i| {
            if usize::from(self.classes[i][c]) >= first && self.cells[i] == EMPTY {
                cells.push(i);
            }
            cells.len() < count
        });
        cells
    }

    /// The first winning point for `c`, if any.
    pub fn five_point(&self, c: Colour) -> Option<usize> {
        let count = self.counts[c][C_FIVE as usize];
        if count == 0 {
            return None;
        }
        // A single winning point is nearly always one the last move made, on its lines: look
        // there before scanning the board (with more than one, the first in board order).
        let mut found = None;
        if count == 1
            && let Some(&(last, _)) = self.moves.last()
        {
            visit_line_cells(&self.cells, self.dirs, self.k, last, |_, j| {
                if self.classes[j][c] == C_FIVE {
                    found = Some(j);
                }
                found.is_none()
            });
            if found.is_some() {
                return found;
            }
        }
        self.scan_near_stones(|i| {
            if self.cells[i] == EMPTY && self.classes[i][c] == C_FIVE {
                found = Some(i);
            }
            found.is_none()
        });
        found
    }
}
