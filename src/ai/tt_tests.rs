//! The transposition table's tests: entries, buckets, generations and memory.

use super::*;

/// An exact result of `depth` with move `mv`.
fn entry(depth: i32, mv: usize) -> Entry {
    Entry {
        mv: Some(mv),
        score: 0,
        depth,
        bound: Bound::Exact,
    }
}

/// The distance between keys that share a bucket in `t`.
fn stride(t: &Table) -> u64 {
    ((t.mask as u64) + 1) << 1
}

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
    let stride = stride(&t);
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
fn entries_of_an_earlier_search_are_read_but_give_way_to_new_ones() {
    let t = Table::new(1 << 12);
    let stride = stride(&t);
    t.store(6, entry(12, 1));
    t.new_generation();
    assert_eq!(t.probe(6).and_then(|e| e.mv), Some(1));
    // Two shallow results of the new search fill the bucket: within one search the deep
    // result would have outlived them (see the flood above).
    t.store(6 + stride, entry(2, 2));
    t.store(6 + 2 * stride, entry(1, 3));
    assert!(t.probe(6).is_none());
    assert_eq!(t.probe(6 + stride).and_then(|e| e.mv), Some(2));
    assert_eq!(t.probe(6 + 2 * stride).and_then(|e| e.mv), Some(3));
}

#[test]
fn every_bucket_lies_in_one_cache_line_and_a_game_table_keeps_its_entries() {
    for t in [Table::new(1 << 16), Table::for_a_game(8 << 20)] {
        for key in [0u64, 1, 2, 3, 12_345, u64::MAX] {
            let at = t.bucket(key).as_ptr() as usize;
            assert_eq!(at % BUCKET_BYTES, 0, "bucket of key {key} at {at:#x}");
            t.store(key, entry(3, 7));
            assert_eq!(t.probe(key).and_then(|e| e.mv), Some(7));
        }
    }
}

#[test]
fn table_never_exceeds_the_memory_asked_for() {
    for bytes in [1, 100, 1 << 20, (1 << 20) + 5, 3 << 20] {
        let t = Table::new(bytes);
        assert!((t.mask + 1) * BUCKET_BYTES <= bytes.max(BUCKET_BYTES));
    }
}

#[test]
fn warming_a_table_keeps_its_entries() {
    let t = GameTable::new(1 << 20);
    let keys: Vec<u64> = (1..200u64)
        .map(|n| n.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .collect();
    for (n, &key) in keys.iter().enumerate() {
        t.table().store(key, entry(n as i32 % 9, n));
    }
    let before: Vec<_> = keys
        .iter()
        .map(|&k| t.table().probe(k).map(|e| (e.mv, e.depth)))
        .collect();
    assert!(before.iter().filter(|e| e.is_some()).count() > 150);
    t.warm();
    let after: Vec<_> = keys
        .iter()
        .map(|&k| t.table().probe(k).map(|e| (e.mv, e.depth)))
        .collect();
    assert_eq!(before, after);
}

/// How many of the pages holding `t`'s slots are in memory.
#[cfg(target_os = "linux")]
fn resident_pages(t: &Table) -> (usize, usize) {
    let (start, end) = t.whole_pages();
    let mut pages = vec![0u8; (end - start) / 4096];
    // SAFETY: the range is whole pages of the slots' live allocation, and `pages` has a byte
    // for each of them; mincore only reports.
    let r = unsafe { libc::mincore(start as *mut libc::c_void, end - start, pages.as_mut_ptr()) };
    assert_eq!(r, 0, "mincore");
    (pages.iter().filter(|&&p| p & 1 == 1).count(), pages.len())
}

#[cfg(target_os = "linux")]
#[test]
fn a_warmed_table_has_its_memory_before_any_search() {
    let t = GameTable::new(16 << 20);
    let (before, pages) = resident_pages(t.table());
    if !t.warm() {
        eprintln!("this kernel cannot take memory ahead (MADV_POPULATE_WRITE): nothing to check");
        return;
    }
    let (after, _) = resident_pages(t.table());
    assert!(
        before < pages / 2,
        "{before} of {pages} pages resident before"
    );
    assert!(
        after >= pages - 1,
        "{after} of {pages} pages resident after"
    );
}

#[test]
fn a_small_board_gets_a_table_no_larger_than_its_positions() {
    let quarter_gigabyte = 256 << 20;
    assert_eq!(
        GameTable::bytes_for_board(quarter_gigabyte, 9),
        19_683 * BUCKET_BYTES
    );
    assert_eq!(
        GameTable::bytes_for_board(quarter_gigabyte, 225),
        quarter_gigabyte
    );
    assert_eq!(
        GameTable::bytes_for_board(quarter_gigabyte, usize::MAX),
        quarter_gigabyte
    );
}
