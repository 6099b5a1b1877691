//! Line patterns looked up instead of computed. `pattern::classify` depends only on the `2k`
//! cells around a point, so for win lengths up to 5 (at most 4^10 lines, one byte each) every
//! answer is computed once per process and then shared by every board and search thread: the
//! search spends most of its time re-reading the lines a move changes. Longer win lengths are
//! rare and compute each time.
//!
//! Only an exact-run rule reads the outermost cell on each side (is the run an overline, is it
//! capped by the opponent?): other rules' tables leave those two cells out of the key (sixteen
//! times smaller, 64 KiB at k = 5), and a stone there changes no pattern further than `k - 1`
//! cells away (`reach`), which spares the board a fifth of the cells it refreshes.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use super::pattern::{self, Line, LineRule};

/// Largest win length with a table (4^(2k) entries: 1 MiB at k = 5).
const MAX_K: usize = 5;
const UNKNOWN: u8 = u8::MAX;

#[derive(Clone, Debug)]
pub struct PatternTable {
    k: usize,
    rule: LineRule,
    cache: Option<Arc<[AtomicU8]>>,
}

/// Tables are equal when they answer alike; the cache is shared and not part of the value.
impl PartialEq for PatternTable {
    fn eq(&self, other: &PatternTable) -> bool {
        (self.k, self.rule) == (other.k, other.rule)
    }
}

impl PatternTable {
    pub fn new(k: usize, rule: LineRule) -> PatternTable {
        PatternTable {
            k,
            rule,
            cache: (k <= MAX_K).then(|| shared(k, rule)),
        }
    }

    /// The same answer as `pattern::classify` for this table's `k` and rule.
    #[cfg(test)]
    pub fn classify(&self, line: &Line) -> u8 {
        self.classify_keyed(|| *line, key(line, self.k))
    }

    /// Both colours' patterns of one line (black's table first): the cells are spread into
    /// key digits once and shared, as the two keys only swap the own and opponent digits.
    #[inline]
    pub fn classify_both(tables: &[PatternTable; 2], [black, white, wall]: [u64; 3]) -> [u8; 2] {
        let k = tables[0].k;
        let [b, w, x] = [black, white, wall].map(|m| digits(m, k));
        let keys = [combine(b, w, x), combine(w, b, x)];
        let lines = [(black, white), (white, black)].map(|(own, opp)| Line { own, opp, wall });
        [0, 1].map(|c| tables[c].classify_keyed(|| lines[c], keys[c]))
    }

    /// Both colours' patterns of the point `shift + k` cells from the start of a span of
    /// cells along one line, given as two bits per cell (empty 0, black 1, white 2, wall 3,
    /// the board's own cell values): the same answer as `classify_both` on that point's line.
    /// These two bits are already the key digits of black's table, and white's swap 1 and 2,
    /// so nothing is spread. Only for tables (see `has_tables`).
    #[inline]
    pub fn classify_in_span(tables: &[PatternTable; 2], span: u64, shift: u32) -> [u8; 2] {
        let k = tables[0].k;
        // The 2k + 1 digits from `shift` on, the centre's (always empty) left out.
        let x = span >> (2 * shift) & ((1u64 << (2 * (2 * k + 1))) - 1);
        let black = without_centre(x, k);
        let white = swap_colours(black);
        let line = |own: u64, opp: u64| {
            let mut l = Line {
                own: 0,
                opp: 0,
                wall: 0,
            };
            for t in (0..=2 * k).filter(|&t| t != k) {
                let v = x >> (2 * t) & 3;
                let bit = 1u64 << t;
                match v {
                    _ if v == own => l.own |= bit,
                    _ if v == opp => l.opp |= bit,
                    3 => l.wall |= bit,
                    _ => {}
                }
            }
            l
        };
        [
            tables[0].classify_keyed(|| line(1, 2), black as usize),
            tables[1].classify_keyed(|| line(2, 1), white as usize),
        ]
    }

    /// How many cells from a point its patterns read along the line under this rule: a stone
    /// further away changes none of them.
    pub fn reach(&self) -> usize {
        self.k - trim(self.rule) as usize
    }

    /// Whether both colours have a table (win lengths up to 5): `classify_in_span` needs them.
    pub fn has_tables(tables: &[PatternTable; 2]) -> bool {
        tables.iter().all(|t| t.cache.is_some())
    }

    #[inline]
    fn classify_keyed(&self, line: impl Fn() -> Line, key: usize) -> u8 {
        let Some(cache) = &self.cache else {
            return pattern::classify(&line(), self.k, self.rule);
        };
        // Threads may race to fill a slot; they store the same value.
        let slot = &cache[key >> (2 * trim(self.rule)) & (cache.len() - 1)];
        match slot.load(Ordering::Relaxed) {
            UNKNOWN => {
                let value = pattern::classify(&line(), self.k, self.rule);
                slot.store(value, Ordering::Relaxed);
                value
            }
            value => value,
        }
    }
}

/// The line as a base-4 number, two bits per cell (empty 0, own 1, opponent 2, wall 3), the
/// always empty centre left out.
#[cfg(test)]
fn key(line: &Line, k: usize) -> usize {
    combine(
        digits(line.own, k),
        digits(line.opp, k),
        digits(line.wall, k),
    )
}

#[inline]
fn combine(own: usize, opp: usize, wall: usize) -> usize {
    own | (opp << 1) | (wall * 3)
}

/// One mask's cells as base-4 digits (0 or 1 each), the centre left out.
#[inline]
fn digits(m: u64, k: usize) -> usize {
    spread((m & ((1 << k) - 1)) | (m >> (k + 1) << k))
}

/// Bit `i` of `x` (below 16) moved to bit `2i`.
#[inline]
fn spread(x: u64) -> usize {
    let mut x = x & 0xFFFF;
    x = (x | x << 8) & 0x00FF_00FF;
    x = (x | x << 4) & 0x0F0F_0F0F;
    x = (x | x << 2) & 0x3333_3333;
    x = (x | x << 1) & 0x5555_5555;
    x as usize
}

/// `2 * half + 1` cells of two bits each without the centre one: the `2 * half` others, in
/// order.
#[inline]
pub(crate) fn without_centre(x: u64, half: usize) -> u64 {
    (x & ((1u64 << (2 * half)) - 1)) | (x >> (2 * half + 2) << (2 * half))
}

/// Cells of two bits each (the board's values) with black and white swapped; empty cells and
/// walls stay.
#[inline]
pub(crate) fn swap_colours(x: u64) -> u64 {
    const LOW: u64 = 0x5555_5555_5555_5555;
    (x & LOW) << 1 | (x >> 1 & LOW)
}

/// How many cells at each end of a line `pattern::classify` never reads under `rule`: its
/// windows reach `k - 1` cells from the centre, and only `exact` looks one cell beyond a run.
fn trim(rule: LineRule) -> u32 {
    u32::from(!rule.exact)
}

fn shared(k: usize, rule: LineRule) -> Arc<[AtomicU8]> {
    type Tables = Mutex<HashMap<(usize, bool, bool), Arc<[AtomicU8]>>>;
    static TABLES: OnceLock<Tables> = OnceLock::new();
    let mut tables = TABLES
        .get_or_init(Tables::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    tables
        .entry((k, rule.exact, rule.caro))
        .or_insert_with(|| {
            (0..1usize << (4 * (k - trim(rule) as usize)))
                .map(|_| AtomicU8::new(UNKNOWN))
                .collect()
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Every cell but the centre: empty, own, opponent or wall, at random.
    fn random_line(k: usize, rng: &mut StdRng) -> Line {
        let mut line = Line {
            own: 0,
            opp: 0,
            wall: 0,
        };
        for i in (0..=2 * k).filter(|&i| i != k) {
            match rng.random_range(0..4) {
                1 => line.own |= 1 << i,
                2 => line.opp |= 1 << i,
                3 => line.wall |= 1 << i,
                _ => {}
            }
        }
        line
    }

    #[test]
    fn looked_up_patterns_equal_computed_ones_for_every_rule_and_k() {
        let mut rng = StdRng::seed_from_u64(17);
        for k in 3..=7 {
            for (exact, caro) in [(false, false), (true, false), (true, true)] {
                let rule = LineRule { exact, caro };
                let table = PatternTable::new(k, rule);
                for _ in 0..20_000 {
                    let line = random_line(k, &mut rng);
                    // Twice: the first fills the slot, the second reads it.
                    for _ in 0..2 {
                        assert_eq!(table.classify(&line), pattern::classify(&line, k, rule));
                    }
                    // The pair read at once: own stones as black, the opponent's as white.
                    let pair = [table.clone(), table.clone()];
                    let both = PatternTable::classify_both(&pair, [line.own, line.opp, line.wall]);
                    let swapped = Line {
                        own: line.opp,
                        opp: line.own,
                        wall: line.wall,
                    };
                    let expected = [line, swapped].map(|l| pattern::classify(&l, k, rule));
                    assert_eq!(both, expected);
                }
            }
        }
    }

    #[test]
    fn a_span_read_as_two_bits_a_cell_classifies_each_point_as_its_own_line_does() {
        let mut rng = StdRng::seed_from_u64(29);
        for k in 3..=5 {
            for (exact, caro) in [(false, false), (true, false), (true, true)] {
                let rule = LineRule { exact, caro };
                let tables = [PatternTable::new(k, rule), PatternTable::new(k, rule)];
                assert!(PatternTable::has_tables(&tables));
                for _ in 0..5_000 {
                    // 4k + 1 cells, two bits each as the board holds them: empty 0, black 1,
                    // white 2, wall 3.
                    let (mut code, mut masks) = (0u64, [0u64; 3]);
                    for t in 0..=4 * k {
                        let v = rng.random_range(0..4u64);
                        code |= v << (2 * t);
                        if v > 0 {
                            masks[v as usize - 1] |= 1 << t;
                        }
                    }
                    let window = (1u64 << (2 * k + 1)) - 1;
                    for shift in 0..=2 * k as u32 {
                        // The point itself is always empty.
                        let centre = 3u64 << (2 * (shift as usize + k));
                        let bit = 1u64 << (shift as usize + k);
                        let line = masks.map(|m| (m & !bit) >> shift & window);
                        assert_eq!(
                            PatternTable::classify_in_span(&tables, code & !centre, shift),
                            PatternTable::classify_both(&tables, line),
                            "k {k}, span {code:x}, shift {shift}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn distinct_lines_have_distinct_keys() {
        let mut rng = StdRng::seed_from_u64(3);
        let k = 5;
        let mut seen = HashMap::new();
        for _ in 0..50_000 {
            let line = random_line(k, &mut rng);
            let cells = (line.own, line.opp, line.wall);
            assert_eq!(*seen.entry(key(&line, k)).or_insert(cells), cells);
        }
    }

    /// The trimmed tables are right only because of this: under a rule where overlines win,
    /// no pattern depends on the outermost cell at either end; under an exact rule some do.
    #[test]
    fn only_exact_rules_read_the_outermost_cells() {
        let mut rng = StdRng::seed_from_u64(41);
        for k in 3..=6 {
            let ends = 1u64 | 1 << (2 * k);
            for (exact, caro) in [(false, false), (true, false), (true, true)] {
                let rule = LineRule { exact, caro };
                let mut read = false;
                for _ in 0..5_000 {
                    let line = random_line(k, &mut rng);
                    let inner = |m: u64| m & !ends;
                    let base = pattern::classify(&line, k, rule);
                    // Every filling of the two end cells: empty, own, opponent, wall each.
                    for fill in 0..16u64 {
                        let mut other = Line {
                            own: inner(line.own),
                            opp: inner(line.opp),
                            wall: inner(line.wall),
                        };
                        for (end, v) in [(0, fill & 3), (2 * k, fill >> 2)] {
                            let bit = 1u64 << end;
                            match v {
                                1 => other.own |= bit,
                                2 => other.opp |= bit,
                                3 => other.wall |= bit,
                                _ => {}
                            }
                        }
                        let changed = pattern::classify(&other, k, rule) != base;
                        assert!(exact || !changed, "k {k}, line {line:?}, fill {fill}");
                        read |= changed;
                    }
                }
                assert_eq!(read, exact, "k {k}, exact {exact}, caro {caro}");
            }
        }
    }

    #[test]
    fn a_free_style_table_is_sixteen_times_smaller_than_an_exact_one() {
        let free = LineRule {
            exact: false,
            caro: false,
        };
        let exact = LineRule {
            exact: true,
            caro: false,
        };
        let len = |rule| PatternTable::new(5, rule).cache.map_or(0, |c| c.len());
        assert_eq!((len(free), len(exact)), (1 << 16, 1 << 20));
    }
}
