//! Line patterns for any win length `k`. A line through an empty point `p` is read as bit masks
//! of the `2k + 1` cells centred on `p` (bit `k` is `p`); a pattern says what playing `p` makes
//! in that line. Everything reasons with k-windows: `k` consecutive cells holding only own
//! stones and empty cells.

use crate::model::{Rule, Stone};

/// Nothing worth noting in this line.
pub const NONE: u8 = 0;
/// A window with `k - 3` own stones and room to grow.
pub const TWO: u8 = 1;
/// A window with `k - 2` own stones that cannot become an open four in one move.
pub const THREE: u8 = 2;
/// One more move here makes an open four (or a double four in this line).
pub const OPEN_THREE: u8 = 3;
/// Threatens to win at exactly one point.
pub const FOUR: u8 = 4;
/// Threatens to win at two or more points: cannot be stopped by one block.
pub const OPEN_FOUR: u8 = 5;
/// Wins at once.
pub const FIVE: u8 = 6;
pub const LEVELS: usize = 7;

/// Which runs of `k` count as a win for one colour. The one place that turns a game rule into
/// line arithmetic: a Renju-like rule (black exactly five, white five or more) only changes
/// `for_colour`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineRule {
    /// An overline (a run longer than `k`) does not win.
    pub exact: bool,
    /// A run blocked by opponent stones at both ends does not win.
    pub caro: bool,
}

impl LineRule {
    pub fn for_colour(rule: Rule, colour: Stone) -> LineRule {
        match rule {
            // Renju: black wins only with exactly five, white with five or more.
            Rule::Renju => LineRule {
                exact: colour == Stone::Black,
                caro: false,
            },
            Rule::Freestyle => LineRule {
                exact: false,
                caro: false,
            },
            Rule::Exact => LineRule {
                exact: true,
                caro: false,
            },
            Rule::Caro => LineRule {
                exact: true,
                caro: true,
            },
        }
    }
}

/// The cells of one line around a point, as masks over `2k + 1` bits.
#[derive(Clone, Copy, Debug)]
pub struct Line {
    pub own: u64,
    pub opp: u64,
    pub wall: u64,
}

#[inline]
fn bit(mask: u64, i: usize) -> bool {
    mask >> i & 1 == 1
}

/// Whether the window starting at `s`, full of own stones, wins under `rule`.
#[inline]
fn window_wins(own: u64, opp: u64, s: usize, k: usize, rule: LineRule) -> bool {
    if !rule.exact {
        return true;
    }
    if bit(own, s - 1) || bit(own, s + k) {
        return false;
    }
    !(rule.caro && bit(opp, s - 1) && bit(opp, s + k))
}

/// The empty points that, added to `own`, complete a winning window through the centre.
#[inline]
fn completions(own: u64, line: &Line, k: usize, rule: LineRule) -> u64 {
    let full = (1u64 << k) - 1;
    let block = line.opp | line.wall;
    let mut comp = 0;
    for s in 1..=k {
        let wm = full << s;
        if block & wm == 0 && (own & wm).count_ones() as usize == k - 1 {
            let q = wm & !own;
            if window_wins(own | q, line.opp, s, k, rule) {
                comp |= q;
            }
        }
    }
    comp
}

/// What playing the centre point makes in this line.
pub fn classify(line: &Line, k: usize, rule: LineRule) -> u8 {
    let full = (1u64 << k) - 1;
    let own = line.own | 1 << k;
    let block = line.opp | line.wall;
    let mut best = 0usize;
    let mut room = 0u64;
    for s in 1..=k {
        let wm = full << s;
        if block & wm != 0 {
            continue;
        }
        let c = (own & wm).count_ones() as usize;
        if c == k && window_wins(own, line.opp, s, k, rule) {
            return FIVE;
        }
        best = best.max(c);
        if c + 2 >= k {
            room |= wm;
        }
    }
    if best + 1 == k {
        match completions(own, line, k, rule).count_ones() {
            0 => {}
            1 => return FOUR,
            _ => return OPEN_FOUR,
        }
    }
    if best + 2 >= k && best >= 1 {
        let mut empties = room & !own;
        while empties != 0 {
            let q = empties & empties.wrapping_neg();
            empties &= empties - 1;
            if completions(own | q, line, k, rule).count_ones() >= 2 {
                return OPEN_THREE;
            }
        }
        return THREE;
    }
    if k >= 4 && best + 3 == k && best >= 1 {
        return TWO;
    }
    NONE
}

/// A point's level for one colour from its four line patterns: the best line, where two fours
/// count as an open four (two winning points). The classes of `eval` refine it.
#[cfg(test)]
pub fn combine(pats: [u8; 4]) -> u8 {
    let fours = pats.iter().filter(|&&p| p >= FOUR).count();
    let best = pats.iter().copied().max().unwrap_or(NONE);
    if best < OPEN_FOUR && fours >= 2 {
        OPEN_FOUR
    } else {
        best
    }
}

/// How many sets of four line patterns a point can have: the tables indexed by `key_of`.
pub const PATTERN_SETS: usize = LEVELS * LEVELS * LEVELS * LEVELS;

/// A point's four line patterns as one number, base `LEVELS`: the index of the tables of
/// what they make together.
#[inline]
pub const fn key_of(pats: [u8; 4]) -> usize {
    let l = LEVELS;
    pats[0] as usize + l * (pats[1] as usize + l * (pats[2] as usize + l * pats[3] as usize))
}

/// The four line patterns of `key` (`key_of`'s inverse), to fill those tables.
pub const fn pats_of(key: usize) -> [u8; 4] {
    let l = LEVELS;
    [
        (key % l) as u8,
        (key / l % l) as u8,
        (key / (l * l) % l) as u8,
        (key / (l * l * l)) as u8,
    ]
}

/// Ordering value of a point for one colour: steep in the threat, with bonuses for the double
/// threats (four-three, three-three) that win in a few moves. Looked up: move ordering asks
/// it of every candidate at every node.
#[inline]
pub fn value(pats: [u8; 4]) -> i32 {
    VALUE_OF[key_of(pats)]
}

static VALUE_OF: [i32; PATTERN_SETS] = value_table();

const fn value_table() -> [i32; PATTERN_SETS] {
    let mut table = [0; PATTERN_SETS];
    let mut key = 0;
    while key < PATTERN_SETS {
        table[key] = value_of(pats_of(key));
        key += 1;
    }
    table
}

const fn value_of(pats: [u8; 4]) -> i32 {
    const V: [i32; LEVELS] = [0, 4, 12, 60, 80, 2000, 40000];
    let (mut total, mut fours, mut threes) = (0, 0, 0);
    let mut d = 0;
    while d < 4 {
        total += V[pats[d] as usize];
        fours += (pats[d] >= FOUR) as u32;
        threes += (pats[d] == OPEN_THREE) as u32;
        d += 1;
    }
    if fours >= 2 {
        total += 2000;
    } else if fours == 1 && threes >= 1 {
        total += 600;
    } else if threes >= 2 {
        total += 300;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    const FREE: LineRule = LineRule {
        exact: false,
        caro: false,
    };
    const EXACT: LineRule = LineRule {
        exact: true,
        caro: false,
    };

    #[test]
    fn a_point_s_patterns_and_their_key_name_each_other_one_to_one() {
        // A left inverse on as many keys as there are sets of patterns: one to one.
        for key in 0..PATTERN_SETS {
            let pats = pats_of(key);
            assert!(pats.iter().all(|&p| (p as usize) < LEVELS), "{pats:?}");
            assert_eq!(key_of(pats), key, "{pats:?}");
        }
        assert_eq!(key_of([FIVE, NONE, TWO, NONE]), 6 + 7 * 7);
    }

    #[test]
    fn a_point_s_value_ranks_double_threats_above_their_parts_whatever_the_lines_order() {
        let four_three = value([NONE, FOUR, TWO, OPEN_THREE]);
        assert_eq!(four_three, 80 + 4 + 60 + 600);
        assert_eq!(value([OPEN_THREE, TWO, FOUR, NONE]), four_three);
        assert_eq!(value([FOUR, NONE, NONE, FOUR]), 2 * 80 + 2000);
        assert_eq!(value([OPEN_THREE, OPEN_THREE, NONE, NONE]), 2 * 60 + 300);
        assert_eq!(value([OPEN_FOUR, OPEN_THREE, NONE, NONE]), 2000 + 60 + 600);
        assert!(value([THREE, THREE, THREE, THREE]) < value([OPEN_THREE, NONE, NONE, NONE]));
        assert!(value([FIVE; 4]) > value([OPEN_FOUR; 4]));
    }

    /// Reads a line like "..XX.XX..." of 2k+1 cells whose centre is the point played.
    fn line(text: &str) -> Line {
        let mut l = Line {
            own: 0,
            opp: 0,
            wall: 0,
        };
        for (i, c) in text.chars().enumerate() {
            match c {
                'X' => l.own |= 1 << i,
                'O' => l.opp |= 1 << i,
                '#' => l.wall |= 1 << i,
                _ => {}
            }
        }
        l
    }

    #[test]
    fn split_and_solid_fours_complete_to_five() {
        assert_eq!(classify(&line("...XX.XX..."), 5, FREE), FIVE);
        assert_eq!(classify(&line(".XXXX......"), 5, FREE), FIVE);
        assert_eq!(classify(&line("......XXXX."), 5, FREE), FIVE);
    }

    #[test]
    fn fours_are_open_only_with_two_winning_points() {
        assert_eq!(classify(&line("...XX.X...."), 5, FREE), OPEN_FOUR);
        assert_eq!(classify(&line("..OXX.X...."), 5, FREE), FOUR);
        assert_eq!(classify(&line("...X..XX..."), 5, FREE), FOUR);
    }

    #[test]
    fn threes_are_open_when_they_can_become_an_open_four() {
        assert_eq!(classify(&line("....X.X...."), 5, FREE), OPEN_THREE);
        assert_eq!(classify(&line("...OX.X...."), 5, FREE), THREE);
        assert_eq!(classify(&line("..#.X.X.O.."), 5, FREE), THREE);
    }

    #[test]
    fn exact_rule_overlines_neither_win_nor_threaten() {
        assert_eq!(classify(&line(".XXXX.X...."), 5, FREE), FIVE);
        assert_ne!(classify(&line(".XXXX.X...."), 5, EXACT), FIVE);
    }

    #[test]
    fn patterns_scale_with_the_win_length() {
        assert_eq!(classify(&line("..X.X.."), 3, FREE), FIVE);
        assert_eq!(classify(&line("....X.."), 3, FREE), OPEN_FOUR);
        assert_eq!(classify(&line("..XXXX.X....."), 6, FREE), FIVE);
    }
}
