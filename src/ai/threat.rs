//! Threat-space search for the side to move: VCF (victory by continuous fours: every attacking
//! move threatens to win at once, so the defence is forced) and VCT (fours and open threes: the
//! defender may also block a three at any point that stops the open four, or counter with fours).

use rustc_hash::FxHashMap;

use super::board::SearchBoard;
use super::clock::Clock;
use super::pattern::{FIVE, FOUR, OPEN_FOUR, OPEN_THREE, value};

pub struct Threats<'a> {
    pub b: &'a mut SearchBoard,
    clock: &'a Clock,
    pub nodes: u64,
    stopped: bool,
    next_check: u64,
    /// Positions (with attacker to move) already refuted at a given depth. The keys are
    /// Zobrist hashes, already random: a fast hash does, as in the rest of the engine.
    failed_vcf: FxHashMap<u64, u32>,
    failed_vct: FxHashMap<u64, u32>,
}

#[derive(Clone, Copy)]
enum Kind {
    Vcf,
    /// With the depth of the VCF tried at each step.
    Vct(u32),
}

/// Attacking moves the VCT tries at each step: the strongest threats only.
const VCT_WIDTH: usize = 10;

impl<'a> Threats<'a> {
    pub fn new(b: &'a mut SearchBoard, clock: &'a Clock) -> Threats<'a> {
        Threats {
            b,
            clock,
            nodes: 0,
            stopped: false,
            next_check: 0,
            failed_vcf: FxHashMap::default(),
            failed_vct: FxHashMap::default(),
        }
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped && self.clock.out(self.nodes, &mut self.next_check) {
            self.stopped = true;
        }
        self.stopped
    }

    /// Cells where `c` reaches `level`, strongest first (ties by cell for determinism).
    fn threats(&self, c: usize, level: u8) -> Vec<usize> {
        let mut cells = self.b.cells_at_least(c, level);
        cells.retain(|&i| !self.b.forbidden(i, c));
        cells.sort_by_cached_key(|&i| {
            let own = value(self.b.pats(i, c));
            let theirs = value(self.b.pats(i, 1 - c));
            (-(own * 2 + theirs), i)
        });
        cells
    }

    /// The attacker's forced reply when the defender threatens five, if it keeps the attack
    /// going (reaches `level` for the attacker); `Err` when the attack is over.
    fn forced_block(&self, att: usize, level: u8) -> Result<Option<usize>, ()> {
        let def = 1 - att;
        match self.b.five_point(def) {
            None => Ok(None),
            Some(q)
                if self.b.count_at_least(def, FIVE) == 1
                    && self.b.level(q, att) >= level
                    && !self.b.forbidden(q, att) =>
            {
                Ok(Some(q))
            }
            Some(_) => Err(()),
        }
    }

    /// A first move of a VCF for the side to move within `depth` attacking moves.
    pub fn vcf(&mut self, depth: u32) -> Option<usize> {
        self.attack(depth, Kind::Vcf)
    }

    /// A first move of a VCT (fours and open threes) within `depth` attacking moves, trying a
    /// VCF of up to `vcf_depth` at every step first.
    pub fn vct(&mut self, depth: u32, vcf_depth: u32) -> Option<usize> {
        self.attack(depth, Kind::Vct(vcf_depth))
    }

    fn attack(&mut self, depth: u32, kind: Kind) -> Option<usize> {
        let att = self.b.side();
        if let Some(p) = self.b.five_point(att) {
            return Some(p);
        }
        if depth == 0 || self.tick() {
            return None;
        }
        let key = self.b.hash();
        let failed = match kind {
            Kind::Vcf => &self.failed_vcf,
            Kind::Vct(_) => &self.failed_vct,
        };
        if failed.get(&key).is_some_and(|&d| d >= depth) {
            return None;
        }
        let level = match kind {
            Kind::Vcf => FOUR,
            Kind::Vct(_) => OPEN_THREE,
        };
        let moves = match (self.forced_block(att, level), kind) {
            (Err(()), _) => return None,
            (Ok(Some(q)), _) => vec![q],
            (Ok(None), Kind::Vcf) => self.threats(att, FOUR),
            (Ok(None), Kind::Vct(vcf_depth)) => {
                if let Some(m) = self.vcf(vcf_depth) {
                    return Some(m);
                }
                let mut m = self.threats(att, OPEN_THREE);
                m.truncate(VCT_WIDTH);
                m
            }
        };
        for m in moves {
            self.b.make_lean(m);
            let won = match kind {
                Kind::Vcf => self.after_four(depth, |t, d| t.vcf(d).is_some()),
                Kind::Vct(vcf_depth) => self.defend_vct(depth, vcf_depth),
            };
            self.b.unmake();
            if won {
                return Some(m);
            }
            if self.stopped {
                return None;
            }
        }
        if !self.stopped {
            match kind {
                Kind::Vcf => self.failed_vcf.insert(key, depth),
                Kind::Vct(_) => self.failed_vct.insert(key, depth),
            };
        }
        None
    }

    /// The defender to move after an attacking four (or a move that made no four). True when
    /// the attacker wins: an unstoppable double threat, or the forced block and `next`.
    fn after_four(&mut self, depth: u32, next: impl Fn(&mut Self, u32) -> bool) -> bool {
        let def = self.b.side();
        let att = 1 - def;
        if self.b.five_point(def).is_some() {
            return false;
        }
        // Two fives, or one that black may not block (Renju).
        if self.b.count_at_least(att, FIVE) >= 2 || self.b.cannot_block(def) {
            return true;
        }
        let Some(q) = self.b.five_point(att) else {
            return false;
        };
        self.b.make_lean(q);
        let won = next(self, depth - 1);
        self.b.unmake();
        won
    }

    /// The defender to move after an attacking four or three: true when every defence fails.
    fn defend_vct(&mut self, depth: u32, vcf_depth: u32) -> bool {
        let def = self.b.side();
        let att = 1 - def;
        if self.b.five_point(att).is_some() || self.b.five_point(def).is_some() {
            return self.after_four(depth, |t, d| t.vct(d, vcf_depth).is_some());
        }
        if !self.b.can_reach(att, OPEN_FOUR) || self.tick() {
            return false;
        }
        // A defender with its own continuous fours ignores the three.
        if self.vcf(vcf_depth).is_some() {
            return false;
        }
        let mut replies = self.b.cells_at_least(att, FOUR);
        replies.extend(self.b.cells_at_least(def, FOUR));
        replies.sort_unstable();
        replies.dedup();
        replies.retain(|&r| !self.b.forbidden(r, def));
        for r in replies {
            self.b.make_lean(r);
            let won = self.vct(depth - 1, vcf_depth).is_some();
            self.b.unmake();
            if !won || self.stopped {
                return false;
            }
        }
        true
    }

    /// The moves that stop the opponent's threat (`wins`: a VCF or VCT search for the side to
    /// move): if the opponent (not to move) has one, each candidate is tried and kept when the
    /// opponent has none after it. `None` when the opponent has no such win, an empty list
    /// when nothing stops it.
    pub fn defences(
        &mut self,
        candidates: &[usize],
        wins: impl Fn(&mut Self) -> bool,
    ) -> Option<Vec<usize>> {
        self.b.flip_side();
        let threat = wins(self);
        self.b.flip_side();
        if !threat {
            return None;
        }
        let mut keep = Vec::new();
        for (n, &m) in candidates.iter().enumerate() {
            self.b.make_lean(m);
            let lost = wins(self);
            self.b.unmake();
            if self.stopped {
                // Out of time: the moves not yet tried stay in.
                keep.extend_from_slice(&candidates[n..]);
                break;
            }
            if !lost {
                keep.push(m);
            }
        }
        Some(keep)
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }
}
