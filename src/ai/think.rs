//! From a game and a level to a move: forced moves first, then threat search, then the main
//! search (on several threads when allowed), all under one hard deadline.

use rand::Rng;
use rand::rngs::StdRng;

use super::board::SearchBoard;
use super::clock::{Clock, thinking_time};
use super::eval;
use super::search::{RootResult, Searcher, Style};
use super::smp::{Busy, Pool, table_bytes};
use super::threat::Threats;
use super::tt::Table;
use super::{Analysis, Level, Limits, WIN};
use crate::model::Game;

/// What a level may spend and how it plays.
struct Profile {
    /// Share of `Limits.time` used.
    time: f64,
    /// Deepest main-search iteration.
    depth: i32,
    /// Node budget of the whole move.
    nodes: u64,
    /// Attacking moves in the threat searches (0 = none).
    vcf: u32,
    vct: u32,
    /// Chance of not seeing the opponent's open threes on a move.
    blind: f64,
    /// Random tie-break added to root ordering (bigger = less consistent).
    noise: i32,
}

/// The level ladder. Each step up searches deeper and sees more threats; see README for
/// measured results.
fn profile(level: Level) -> Profile {
    match level {
        // Blocks fours and wins when it can; otherwise a two-ply look that misses a third of
        // the opponent's open threes. A few milliseconds per move.
        Level::Easy | Level::Random => Profile {
            time: 0.05,
            depth: 2,
            nodes: 5_000,
            vcf: 0,
            vct: 0,
            blind: 0.35,
            noise: 40,
        },
        // Two plies and short continuous fours: a casual club player. On three moves in ten it
        // overlooks an open three (never a four). The depth, not the clock, bounds it: the
        // quarter of the time is room for a busy machine to still reach it.
        Level::Medium => Profile {
            time: 0.25,
            depth: 2,
            nodes: 10_000,
            vcf: 2,
            vct: 0,
            blind: 0.3,
            noise: 30,
        },
        // Five plies plus a short fours-and-threes threat search. Bounded by depth and nodes;
        // half the time is room for a busy machine to still finish the five plies, so that its
        // strength does not swing with the load.
        Level::Hard => Profile {
            time: 0.5,
            depth: 5,
            nodes: 100_000,
            vcf: 10,
            vct: 2,
            blind: 0.0,
            noise: 4,
        },
        // Everything, for the full time per move.
        Level::Master => Profile {
            time: 1.0,
            depth: 64,
            nodes: u64::MAX,
            vcf: 16,
            vct: 6,
            blind: 0.0,
            noise: 2,
        },
    }
}

/// Nodes per millisecond assumed when a seeded search turns its time into a node budget, so
/// that it gives the same answer on any machine load.
const SEEDED_NODES_PER_MS: u64 = 150;

/// Boards this small are searched full width to the end (exact play).
fn solvable(b: &SearchBoard) -> bool {
    b.rows * b.cols <= 25 || b.empties() <= 12
}

pub fn think(game: &Game, level: Level, limits: &Limits, rng: &mut StdRng) -> Option<Analysis> {
    let mut b = SearchBoard::from_game(game);
    if b.empties() == 0 {
        return None;
    }
    let p = profile(level);
    // A seeded search is cut by nodes so that a busy machine cannot change its answer: its
    // share of the time becomes a node budget, and the deadline is only a safety net (the whole
    // move's time, or four times it when the caller gave its own node budget).
    let node_bound = limits.seed.is_some() && limits.nodes.is_some();
    // What this level may spend of the move's time.
    let level_time = limits.time.mul_f64(p.time);
    let share = thinking_time(level_time);
    let time = match (node_bound, limits.seed.is_some()) {
        (true, _) => limits.time.mul_f64(4.0),
        (false, true) => thinking_time(limits.time),
        (false, false) => share,
    };
    let mut nodes = p.nodes.min(limits.nodes.unwrap_or(u64::MAX));
    if limits.seed.is_some() && !node_bound {
        nodes = nodes.min((share.as_millis() as u64).max(1) * SEEDED_NODES_PER_MS);
    }
    let clock = Clock::new(time, nodes, limits.cancel.clone());
    // Threat searches get a share of the time; seeded ones are cut by nodes only (the whole
    // move's deadline still holds), so that a busy machine does not change their answer.
    let part = |fraction: f64| if limits.seed.is_some() { 1.0 } else { fraction };
    let me = b.side();
    if let Some(w) = b.five_point(me) {
        return Some(answer(w, WIN - 1, &b));
    }
    let full_width = solvable(&b);
    if !full_width
        && let Some(q) = b.five_point(1 - me)
        && !b.forbidden(q, me)
    {
        let lost = b.count_at_least(1 - me, super::pattern::FIVE) > 1;
        return Some(answer(q, if lost { -(WIN - 2) } else { 0 }, &b));
    }
    let blind = p.blind > 0.0 && rng.random_bool(p.blind);
    let style = Style {
        full_width,
        sees_threes: !blind,
        leaf_vcf: p.vcf > 0,
        prunes: !full_width && level == Level::Master,
        weights: if level == Level::Master {
            &eval::FITTED
        } else {
            &eval::SET_BY_HAND
        },
    };
    let mut root = Searcher::new(b.clone(), &Table::new(0), &clock, style).moves(0, None);
    if root.is_empty() {
        // Every point worth playing is forbidden to black: any point it may play (only when
        // there is none, a forbidden one, which loses as any move would). Forbidden points
        // must not stay among the candidates: a forbidden block of a five would pass as the
        // one defence that works.
        let empty: Vec<usize> = b.all_cells().filter(|&i| b.is_empty(i)).collect();
        root = empty
            .iter()
            .copied()
            .filter(|&i| !b.forbidden(i, me))
            .collect();
        if root.is_empty() {
            root = empty;
        }
    }
    let threads = if limits.seed.is_some() {
        1
    } else {
        limits.threads.clamp(1, 8)
    };
    let max_depth = match limits.depth {
        _ if !style.sees_threes => 1,
        Some(cap) => p.depth.min(i32::try_from(cap).unwrap_or(i32::MAX)),
        None => p.depth,
    }
    .min(b.empties() as i32)
    .max(1);
    // Master's table may be kept across the game's moves. A look capped in depth (the swap2
    // judge's) takes a fresh one, so that its answer depends on the position alone.
    let fresh;
    let tt = match &limits.table {
        Some(kept) if level == Level::Master && limits.depth.is_none() => {
            kept.table().new_generation();
            kept.table()
        }
        _ => {
            let ms = level_time.as_millis() as u64;
            fresh = Table::new(table_bytes(nodes, ms, b.empties(), limits.memory));
            &fresh
        }
    };
    let helper_seeds: Vec<u64> = (1..threads).map(|_| rng.random()).collect();
    let helper_clock = clock.branch();
    let busy = Busy::new();
    std::thread::scope(|scope| {
        let mut pool = Pool::start(
            scope,
            tt,
            &busy,
            &helper_clock,
            &b,
            &root,
            style,
            max_depth,
            helper_seeds,
        );
        let mut spent = 0;
        if !full_width && p.vcf > 0 {
            let before = root.len();
            match read_threats(&mut b, &mut root, &clock, &p, part, nodes) {
                Ok(nodes) => spent = nodes,
                Err(win) => return Some(win),
            }
            if root.len() != before {
                pool.restart(&b, &root);
            }
        }
        let main_clock = clock.share(1.0, nodes.saturating_sub(spent).max(1));
        let mut s = Searcher::new(b.clone(), tt, &main_clock, style);
        if threads > 1 {
            s.busy = Some(&busy);
        }
        if let Some(to) = limits.progress.clone() {
            let board = b.clone();
            // Whoever watches may have gone; the search goes on regardless.
            s.report = Some(Box::new(move |r, n| {
                let _ = to.send(vec![named(r, n + spent, &board)]);
            }));
        }
        let found = s.iterate(root.clone(), 1, max_depth, 1, rng, p.noise);
        let (r, n) = pool.finish(found, s.nodes);
        let r = r.unwrap_or_else(|| RootResult {
            best: root[0],
            score: b.evaluate(style.weights),
            depth: 0,
            pv: vec![root[0]],
        });
        Some(named(&r, n + spent, &b))
    })
}

/// A root result in the board's points, with the nodes it took.
fn named(r: &RootResult, nodes: u64, b: &SearchBoard) -> Analysis {
    Analysis {
        best: b.point(r.best),
        score: r.score,
        depth: r.depth,
        nodes,
        pv: r.pv.iter().map(|&i| b.point(i)).collect(),
        exact: false,
    }
}

/// The `lines` best moves (multi-PV) as Master sees them, on one thread, deepening until
/// `limits` stop it; `report` gets the lines after every finished iteration. The threat
/// searches go first: a forced win is the one line there is; a forced loss leaves only the
/// defences that hold longest.
pub fn think_lines(
    game: &Game,
    lines: usize,
    limits: &Limits,
    report: &mut dyn FnMut(&[Analysis]),
) -> Vec<Analysis> {
    let mut b = SearchBoard::from_game(game);
    if b.empties() == 0 || game.is_over() {
        return Vec::new();
    }
    let p = profile(Level::Master);
    let nodes = limits.nodes.unwrap_or(u64::MAX);
    let clock = Clock::new(limits.time, nodes, limits.cancel.clone());
    let full_width = solvable(&b);
    let style = Style {
        full_width,
        sees_threes: true,
        leaf_vcf: true,
        prunes: !full_width,
        weights: &eval::FITTED,
    };
    let mut root = Searcher::new(b.clone(), &Table::new(0), &clock, style).moves(0, None);
    if root.is_empty() {
        root = b.all_cells().filter(|&i| b.is_empty(i)).collect();
    }
    let mut spent = 0;
    if !full_width {
        match read_threats(&mut b, &mut root, &clock, &p, |f| f, nodes) {
            Ok(n) => spent = n,
            Err(win) => {
                let found = vec![win];
                report(&found);
                return found;
            }
        }
    }
    let ms = limits.time.as_millis().min(u128::from(u64::MAX)) as u64;
    let tt = Table::new(table_bytes(nodes, ms, b.empties(), limits.memory));
    let mut s = Searcher::new(b.clone(), &tt, &clock, style);
    let max_depth = (limits.depth.map_or(p.depth, |d| d as i32)).min(b.empties() as i32);
    let all = |found: &[RootResult], n: u64| -> Vec<Analysis> {
        found.iter().map(|r| named(r, n + spent, &b)).collect()
    };
    let found = s.iterate_lines(root, max_depth.max(1), lines, &mut |found, n| {
        report(&all(found, n))
    });
    all(&found, s.nodes)
}

/// The threat searches before the main search, on this thread: a win by continuous fours or
/// by threes and fours ends the move (`Err` with the answer); an opponent's win narrows `root`
/// to the moves that stop it. `Ok` with the nodes spent.
fn read_threats(
    b: &mut SearchBoard,
    root: &mut Vec<usize>,
    clock: &Clock,
    p: &Profile,
    part: impl Fn(f64) -> f64,
    nodes: u64,
) -> Result<u64, Analysis> {
    let share = clock.share(part(0.25), nodes / 4);
    let mut t = Threats::new(b, &share);
    // Deepening finds the shortest VCF, so the reported distance is right.
    for d in 1..=p.vcf {
        if let Some(m) = t.vcf(d) {
            return Err(Analysis {
                depth: d,
                nodes: t.nodes,
                // d fours, as many blocks, then the five.
                ..answer(m, WIN - (2 * d as i32 + 1), t.b)
            });
        }
        if t.stopped() {
            break;
        }
    }
    let vcf_depth = p.vcf.min(8);
    let mut defended = false;
    if let Some(defences) = t.defences(root, |t| t.vcf(vcf_depth).is_some())
        && !defences.is_empty()
    {
        *root = defences;
        defended = true;
    }
    let mut spent = t.nodes;
    tracing::debug!(nodes = t.nodes, defended, "continuous fours read");
    if p.vct > 0 {
        let share = clock.share(part(0.3), nodes / 4);
        let mut t = Threats::new(b, &share);
        if let Some(m) = t.vct(p.vct, 6) {
            // Won within that many attacking moves (the exact distance is not tracked).
            return Err(answer(m, WIN - (2 * p.vct as i32 + 1), t.b));
        }
        let vct_depth = p.vct.min(4);
        if !defended
            && let Some(defences) = t.defences(root, |t| t.vct(vct_depth, 4).is_some())
            && !defences.is_empty()
        {
            *root = defences;
        }
        tracing::debug!(nodes = t.nodes, moves = root.len(), "threes and fours read");
        spent += t.nodes;
    }
    Ok(spent)
}

/// An answer found without the main search.
fn answer(i: usize, score: i32, b: &SearchBoard) -> Analysis {
    Analysis {
        best: b.point(i),
        score,
        depth: 1,
        nodes: 1,
        pv: vec![b.point(i)],
        exact: false,
    }
}
