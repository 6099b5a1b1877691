//! Transposition table shared by all search threads without locks: each entry is two atomic
//! words, the key stored XOR-ed with the data, so a torn write reads back as a miss.

use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub mv: Option<usize>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// Deterministic keys: a fixed-seed splitmix64 stream.
pub fn zobrist_keys(n: usize) -> Vec<[u64; 2]> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    (0..n).map(|_| [next(), next()]).collect()
}

pub struct Table {
    slots: Vec<[AtomicU64; 2]>,
    mask: usize,
}

const ENTRY_BYTES: usize = 16;

impl Table {
    /// The largest power-of-two table that fits in `bytes` (at least one entry).
    pub fn new(bytes: usize) -> Table {
        let wanted = (bytes / ENTRY_BYTES).max(1);
        let n = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        let slots = (0..n)
            .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
            .collect();
        Table { slots, mask: n - 1 }
    }

    fn pack(e: &Entry) -> u64 {
        let mv = e.mv.map_or(0xFFFF, |m| m as u64 & 0xFFFF);
        let bound = match e.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let depth = (e.depth.clamp(-1, 254) + 1) as u64;
        mv | (depth << 16) | (bound << 24) | ((e.score as u32 as u64) << 32)
    }

    fn unpack(d: u64) -> Entry {
        let mv = (d & 0xFFFF) as usize;
        Entry {
            mv: (mv != 0xFFFF).then_some(mv),
            depth: ((d >> 16) & 0xFF) as i32 - 1,
            bound: match (d >> 24) & 0xFF {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            score: (d >> 32) as u32 as i32,
        }
    }

    /// The two slots a key may live in: the first keeps the deepest result, the second the
    /// newest, so that a flood of shallow positions cannot push out the expensive ones.
    fn bucket(&self, key: u64) -> &[[AtomicU64; 2]] {
        let first = key as usize & self.mask & !1;
        &self.slots[first..(first + 2).min(self.slots.len())]
    }

    fn read(slot: &[AtomicU64; 2], key: u64) -> Option<Entry> {
        let k = slot[0].load(Ordering::Relaxed);
        let d = slot[1].load(Ordering::Relaxed);
        (k ^ d == key && d != 0).then(|| Table::unpack(d))
    }

    fn write(slot: &[AtomicU64; 2], key: u64, d: u64) {
        slot[0].store(key ^ d, Ordering::Relaxed);
        slot[1].store(d, Ordering::Relaxed);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.bucket(key)
            .iter()
            .find_map(|slot| Table::read(slot, key))
    }

    /// Keeps a position's deeper result unless the new one is exact; otherwise a result at
    /// least as deep as the first slot's moves that one down to the second slot.
    pub fn store(&self, key: u64, e: Entry) {
        let bucket = self.bucket(key);
        let d = Table::pack(&e);
        for slot in bucket {
            if let Some(old) = Table::read(slot, key) {
                if old.depth <= e.depth || e.bound == Bound::Exact {
                    Table::write(slot, key, d);
                }
                return;
            }
        }
        let [deep, rest @ ..] = bucket else { return };
        let deep_data = deep[1].load(Ordering::Relaxed);
        let deep_depth = Table::unpack(deep_data).depth;
        if e.depth >= deep_depth {
            if let Some(newest) = rest.first() {
                let deep_key = deep[0].load(Ordering::Relaxed) ^ deep_data;
                if deep_data != 0 {
                    Table::write(newest, deep_key, deep_data);
                }
            }
            Table::write(deep, key, d);
        } else if let Some(newest) = rest.first() {
            Table::write(newest, key, d);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_and_other_keys_miss() {
        let t = Table::new(1 << 12);
        let e = Entry {
            mv: Some(321),
            score: -999_990,
            depth: 7,
            bound: Bound::Lower,
        };
        t.store(42, e);
        let back = t.probe(42).expect("stored entry");
        assert_eq!(
            (back.mv, back.score, back.depth, back.bound),
            (Some(321), -999_990, 7, Bound::Lower)
        );
        assert!(t.probe(42 + (1 << 40)).is_none());
    }

    #[test]
    fn a_deep_result_outlives_a_flood_of_shallow_ones_in_its_bucket() {
        let t = Table::new(1 << 12);
        let entry = |depth, mv| Entry {
            mv: Some(mv),
            score: 0,
            depth,
            bound: Bound::Exact,
        };
        let stride = (t.mask as u64) + 1;
        t.store(6, entry(9, 1));
        for n in 1..50 {
            t.store(6 + n * stride, entry(1, 2));
        }
        assert_eq!(t.probe(6).and_then(|e| e.mv), Some(1));
        // The newest shallow one is there too, beside it.
        assert_eq!(t.probe(6 + 49 * stride).and_then(|e| e.mv), Some(2));
        // A deeper newcomer takes the first slot and moves the old one to the second.
        t.store(7 + 60 * stride, entry(12, 3));
        assert_eq!(t.probe(6).and_then(|e| e.mv), Some(1));
        assert_eq!(t.probe(7 + 60 * stride).and_then(|e| e.mv), Some(3));
    }

    #[test]
    fn table_never_exceeds_the_memory_asked_for() {
        for bytes in [1, 100, 1 << 20, (1 << 20) + 5, 3 << 20] {
            let t = Table::new(bytes);
            assert!(t.slots.len() * ENTRY_BYTES <= bytes.max(ENTRY_BYTES));
        }
    }
}
