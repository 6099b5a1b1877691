//! The k-window counts (`eval::Windows`) kept in step with the stones. A stone changes only the
//! k windows through it on each of its lines, and the `2k - 2` other cells of those windows
//! decide how: where the board keeps its lines as codes (win lengths with pattern tables), the
//! change is looked up by those cells instead of counted window by window.

use std::sync::OnceLock;

use super::{Colour, SearchBoard, WALL, eval};
use crate::ai::pattern_table::{swap_colours, without_centre};

/// Largest win length with a table of changes (4^(2k - 2) entries: 64 Ki at k = 5).
const MAX_K: usize = 5;

/// Bits a kind's change takes in a packed entry; a line's change of one kind lies within
/// `-k..=k`, stored plus `OFFSET`.
const BITS: usize = 4;
const OFFSET: i32 = 8;

impl SearchBoard {
    /// Counts the windows `c` playing at `i` changes: windows it extends miss one stone less,
    /// windows of the opponent it blocks stop counting.
    pub(super) fn add_window_delta(&mut self, i: usize, c: Colour) {
        let k = self.k;
        let mut delta = [0i32; eval::WINDOW_KINDS];
        match table(k) {
            Some(table) if !self.line_codes.is_empty() => {
                for d in 0..4 {
                    let key = around(self.read_code(i, d), k);
                    // White's change is black's on the same cells with the colours swapped.
                    let key = if c == 0 { key } else { swap_colours(key) };
                    let packed = table[key as usize];
                    for (kind, total) in delta.iter_mut().enumerate() {
                        *total += (packed >> (BITS * kind) & ((1 << BITS) - 1)) as i32 - OFFSET;
                    }
                }
            }
            _ => {
                for &step in &self.dirs {
                    let cells = &self.cells;
                    let line = line_delta(|s| cells[(i as isize + s * step) as usize], k, c);
                    for (total, d) in delta.iter_mut().zip(line) {
                        *total += d;
                    }
                }
            }
        }
        // The counts are black's windows minus white's.
        let sign = if c == 0 { 1 } else { -1 };
        for (w, d) in self.windows.iter_mut().zip(delta) {
            *w += sign * d;
        }
    }
}

/// The change to `c`'s own view of the window counts (its windows minus the opponent's) when
/// it plays the centre of one line; `cell(s)` is the cell `s` steps from it.
fn line_delta(cell: impl Fn(isize) -> u8, k: usize, c: Colour) -> eval::Windows {
    let kind = |stones: usize| (k - stones).min(eval::WINDOW_KINDS - 1);
    let k = k as isize;
    let mut delta = [0i32; eval::WINDOW_KINDS];
    // The k windows through the centre slide one cell at a time: each step drops one cell and
    // adds one, instead of recounting all k.
    let mut n = [0usize; 4];
    for s in -(k - 1)..=0 {
        n[cell(s) as usize] += 1;
    }
    for start in -(k - 1)..=0 {
        if start > -(k - 1) {
            n[cell(start - 1) as usize] -= 1;
            n[cell(start + k - 1) as usize] += 1;
        }
        let (own, theirs) = (n[c + 1], n[2 - c]);
        if n[WALL as usize] > 0 || (own > 0 && theirs > 0) {
            continue;
        }
        if theirs > 0 {
            delta[kind(theirs)] += 1;
        } else {
            if own > 0 {
                delta[kind(own)] -= 1;
            }
            delta[kind(own + 1)] += 1;
        }
    }
    delta
}

/// Black's `line_delta` for every filling of the `2k - 2` cells around the centre (the key of
/// `around`), packed `BITS` to a kind; computed once per process and win length.
fn table(k: usize) -> Option<&'static [u32]> {
    static TABLES: [OnceLock<Box<[u32]>>; MAX_K + 1] = [const { OnceLock::new() }; MAX_K + 1];
    let cell = TABLES.get(k)?;
    let table = cell.get_or_init(|| {
        let digits = 2 * k.saturating_sub(1);
        (0..1usize << (2 * digits))
            .map(|key| {
                let cell = |s: isize| {
                    // Digits run from the far end behind the centre to the far end ahead.
                    let digit = match s {
                        0 => return 0,
                        s if s < 0 => s + k as isize - 1,
                        s => s + k as isize - 2,
                    };
                    (key >> (2 * digit) & 3) as u8
                };
                line_delta(cell, k, 0)
                    .iter()
                    .enumerate()
                    .fold(0u32, |packed, (kind, d)| {
                        packed | ((d + OFFSET) as u32) << (BITS * kind)
                    })
            })
            .collect()
    });
    Some(table)
}

/// The key of `table` from a span read by `read_code` (cells `i - 2k ..= i + 2k`, two bits
/// each): the cells within `k - 1` of `i`, `i` itself (always empty) left out.
#[inline]
fn around(code: u64, k: usize) -> u64 {
    let x = code >> (2 * (k + 1)) & ((1 << (2 * (2 * k - 1))) - 1);
    without_centre(x, k - 1)
}
