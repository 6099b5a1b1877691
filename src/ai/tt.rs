//! Transposition table shared by all search threads without locks: each entry is two atomic
//! words, the key stored XOR-ed with the data, so a torn write reads back as a miss. A table
//! may be kept for a whole game: each search starts a new generation, and entries of earlier
//! ones are still read but give way first when a bucket is full.

use std::alloc::{Layout, alloc_zeroed, handle_alloc_error};
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicI32, AtomicU8, AtomicU64, Ordering};

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

/// An entry: the key XOR-ed with the data, and the data.
type Slot = [AtomicU64; 2];

pub struct Table {
    /// Buckets of two slots, from `first` on: the slot that starts on a 32-byte boundary, so
    /// that a probe reads one cache line. The allocator aligns to 16 bytes, so that is the
    /// first slot or the second; with less, a bucket would only now and then span two lines.
    /// (A type aligned to 32 bytes would be allocated and cleared at once, where zeroed memory
    /// of ordinary alignment is taken as it is used.)
    slots: Box<[Slot]>,
    first: usize,
    /// Buckets less one.
    mask: usize,
    /// The current search's generation (six bits, wrapping), stored with each entry.
    generation: AtomicU8,
    /// Per group of positions, what searches found the static value to miss (the search's
    /// correction history): kept with the table, so for a whole game where the table is.
    corrections: Box<[AtomicI32]>,
}

const ENTRY_BYTES: usize = 16;
/// Groups of positions whose corrections a table keeps.
pub const CORRECTION_GROUPS: usize = 2 << 14;
const BUCKET_BYTES: usize = 2 * ENTRY_BYTES;
/// Generations wrap at this many searches.
const GENERATIONS: u8 = 64;

impl Table {
    /// The largest power-of-two table that fits in `bytes` (at least one bucket). Its memory
    /// is taken as the search touches it: a short search in a large table costs little.
    pub fn new(bytes: usize) -> Table {
        Table::build(bytes, false)
    }

    /// A table for a whole game, on huge pages where the system gives them on request: a
    /// probe then costs a cache miss instead of a cache miss and a page-table walk, at the
    /// price of clearing the table in 2 MiB pages as the first search reaches them, unless
    /// it was warmed first (`GameTable::warm`).
    fn for_a_game(bytes: usize) -> Table {
        Table::build(bytes, true)
    }

    fn build(bytes: usize, huge: bool) -> Table {
        let wanted = (bytes / BUCKET_BYTES).max(1);
        let n = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        let slots = zeroed_slots(2 * n + 1);
        if huge {
            memory::advise_huge_pages(&slots);
        }
        let first = usize::from(slots.as_ptr() as usize % BUCKET_BYTES != 0);
        Table {
            slots,
            first,
            mask: n - 1,
            generation: AtomicU8::new(0),
            corrections: (0..CORRECTION_GROUPS).map(|_| AtomicI32::new(0)).collect(),
        }
    }

    /// Takes the slots' memory from the system without reading or changing an entry.
    fn warm(&self) -> bool {
        let (at, end) = self.whole_pages();
        end <= at || memory::populate(at, end - at)
    }

    /// The addresses of the first whole page of the slots and of the byte after the last: a
    /// page the slots share with other memory is left out.
    fn whole_pages(&self) -> (usize, usize) {
        const PAGE: usize = 4096;
        let start = self.slots.as_ptr() as usize;
        let end = (start + std::mem::size_of_val(&*self.slots)) / PAGE * PAGE;
        (start.next_multiple_of(PAGE), end)
    }

    /// Group `g`'s correction (`g` below `CORRECTION_GROUPS`).
    pub fn correction(&self, g: usize) -> i32 {
        self.corrections[g].load(Ordering::Relaxed)
    }

    pub fn set_correction(&self, g: usize, value: i32) {
        self.corrections[g].store(value, Ordering::Relaxed);
    }

    /// Asks for the cache line of `key`'s bucket ahead of its probe: a table of a few
    /// megabytes misses the caches on nearly every probe, and the search has work to do
    /// before it reads the entry.
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket: *const [Slot; 2] = self.bucket(key);
            // SAFETY: SSE is part of every x86-64 processor, and a prefetch only hints the
            // cache: it reads nothing into the program and cannot fault.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Starts a new search on a kept table: what earlier searches stored becomes older than
    /// what this one stores.
    pub fn new_generation(&self) {
        let next = (self.generation.load(Ordering::Relaxed) + 1) % GENERATIONS;
        self.generation.store(next, Ordering::Relaxed);
    }

    fn current(&self) -> u64 {
        u64::from(self.generation.load(Ordering::Relaxed))
    }

    /// Whether the data word `d` was stored by an earlier search than the current one.
    fn is_old(&self, d: u64) -> bool {
        (d >> 26) & 0x3F != self.current()
    }

    fn pack(&self, e: &Entry) -> u64 {
        let mv = e.mv.map_or(0xFFFF, |m| m as u64 & 0xFFFF);
        let bound = match e.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let depth = (e.depth.clamp(-1, 254) + 1) as u64;
        mv | (depth << 16)
            | (bound << 24)
            | (self.current() << 26)
            | ((e.score as u32 as u64) << 32)
    }

    fn unpack(d: u64) -> Entry {
        let mv = (d & 0xFFFF) as usize;
        Entry {
            mv: (mv != 0xFFFF).then_some(mv),
            depth: ((d >> 16) & 0xFF) as i32 - 1,
            bound: match (d >> 24) & 0x3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            score: (d >> 32) as u32 as i32,
        }
    }

    /// The two slots a key may live in: the first keeps the deepest result, the second the
    /// newest, so that a flood of shallow positions cannot push out the expensive ones.
    fn bucket(&self, key: u64) -> &[Slot; 2] {
        let at = self.first + 2 * ((key >> 1) as usize & self.mask);
        let (pair, _) = self.slots[at..]
            .split_first_chunk()
            .expect("every bucket lies within the slots");
        pair
    }

    fn read(slot: &Slot, key: u64) -> Option<Entry> {
        let k = slot[0].load(Ordering::Relaxed);
        let d = slot[1].load(Ordering::Relaxed);
        (k ^ d == key && d != 0).then(|| Table::unpack(d))
    }

    fn write(slot: &Slot, key: u64, d: u64) {
        slot[0].store(key ^ d, Ordering::Relaxed);
        slot[1].store(d, Ordering::Relaxed);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.bucket(key)
            .iter()
            .find_map(|slot| Table::read(slot, key))
    }

    /// Keeps a position's deeper result unless the new one is exact; otherwise a result at
    /// least as deep as the first slot's, or any result over one from an earlier search, takes
    /// the first slot and moves that one down to the second.
    pub fn store(&self, key: u64, e: Entry) {
        let bucket = self.bucket(key);
        let d = self.pack(&e);
        for slot in bucket {
            if let Some(old) = Table::read(slot, key) {
                if old.depth <= e.depth || e.bound == Bound::Exact {
                    Table::write(slot, key, d);
                }
                return;
            }
        }
        let [deep, newest] = bucket;
        let deep_data = deep[1].load(Ordering::Relaxed);
        let deep_depth = Table::unpack(deep_data).depth;
        if e.depth >= deep_depth || self.is_old(deep_data) {
            let deep_key = deep[0].load(Ordering::Relaxed) ^ deep_data;
            if deep_data != 0 {
                Table::write(newest, deep_key, deep_data);
            }
            Table::write(deep, key, d);
        } else {
            Table::write(newest, key, d);
        }
    }
}

/// A transposition table to keep for the moves of one game, handed to each search in
/// `Limits::table`: clones share it, so a ponder thread fills the table the next move reads.
#[derive(Clone)]
pub struct GameTable(Arc<Table>);

impl GameTable {
    /// The largest power-of-two table that fits in `bytes`.
    pub fn new(bytes: usize) -> GameTable {
        GameTable(Arc::new(Table::for_a_game(bytes)))
    }

    /// Takes the table's memory from the system now, before a search needs it. A page's
    /// first touch is a fault, and a fault of a huge page may wait for the kernel to find or
    /// compact memory: searched into, a new 256 MiB table has cost the first move of a game
    /// from a twentieth to half of its second. Warmed where the game's clock does not run
    /// (the engine's `START`), it costs the move nothing. Whether the system did (Linux 5.14
    /// or later); if not, the search takes the pages as it goes.
    pub fn warm(&self) -> bool {
        self.0.warm()
    }

    /// A new table in `bytes`, its memory taken now (`warm`): for where a game starts, before
    /// any move's clock runs.
    pub fn warmed(bytes: usize) -> GameTable {
        let table = GameTable::new(bytes);
        table.warm();
        table
    }

    /// `bytes`, but no more than a board of `cells` points has positions for: a warmed table
    /// takes all its memory, a few kilobytes for tic-tac-toe rather than the whole allowance.
    pub fn bytes_for_board(bytes: usize, cells: usize) -> usize {
        let positions = 3usize.saturating_pow(u32::try_from(cells).unwrap_or(u32::MAX));
        bytes.min(positions.saturating_mul(BUCKET_BYTES))
    }

    pub(crate) fn table(&self) -> &Table {
        &self.0
    }
}

impl fmt::Debug for GameTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameTable({} entries)", 2 * (self.0.mask + 1))
    }
}

/// `len` empty slots in zeroed memory, whose pages the system provides as they are first
/// touched (the allocator's zeroed allocation; filling a vector would touch them all at once).
fn zeroed_slots(len: usize) -> Box<[Slot]> {
    let Ok(layout) = Layout::array::<Slot>(len) else {
        handle_alloc_error(Layout::new::<Slot>());
    };
    // SAFETY: the layout has a non-zero size (len >= 1); all-zero bytes are a valid slot (two
    // atomic integers of zero: an empty entry), so the zeroed memory holds `len` initialised
    // slots, and the box frees it with the layout it was allocated with.
    unsafe {
        let ptr = alloc_zeroed(layout).cast::<Slot>();
        if ptr.is_null() {
            handle_alloc_error(layout);
        }
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len))
    }
}

mod memory {
    /// Advises the kernel to back the untouched memory of `v` with huge pages.
    #[cfg(target_os = "linux")]
    pub fn advise_huge_pages<T>(v: &[T]) {
        const HUGE: usize = 2 << 20;
        let start = v.as_ptr() as usize;
        let end = start + std::mem::size_of_val(v);
        let (from, to) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
        if to > from {
            // SAFETY: the range lies inside the slice's own allocation, and MADV_HUGEPAGE
            // changes only how the kernel backs it, never its contents; a refusal (an old
            // kernel, huge pages off) leaves ordinary pages, so its result is not needed.
            unsafe { libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE) };
        }
    }

    /// Has the kernel back the `len` bytes from page-aligned `at` with memory now, as a write
    /// to each page would, but without one (an atomic write of nothing is compiled into a
    /// read, which takes no memory).
    #[cfg(target_os = "linux")]
    pub fn populate(at: usize, len: usize) -> bool {
        // SAFETY: callers pass whole pages of one live allocation; MADV_POPULATE_WRITE only
        // faults its pages in and never changes what they hold. Before Linux 5.14 it fails.
        unsafe { libc::madvise(at as *mut libc::c_void, len, libc::MADV_POPULATE_WRITE) == 0 }
    }

    #[cfg(not(target_os = "linux"))]
    pub fn advise_huge_pages<T>(_: &[T]) {}

    #[cfg(not(target_os = "linux"))]
    pub fn populate(_: usize, _: usize) -> bool {
        false
    }
}

#[cfg(test)]
#[path = "tt_tests.rs"]
mod tests;
