//! Computer players. They read the model and never the terminal. Every front end (the screen,
//! the engine protocol, the match manager) asks through `respond`: a game, a task (a move, or a
//! step of a swap opening), a level, limits and any pondering to reuse in; one `Answer` out.

mod board;
mod clock;
mod eval;
mod pattern;
mod pattern_table;
mod ponder;
mod random;
mod respond;
pub mod review;
mod search;
mod smp;
pub mod solver;
pub mod swap2;
mod think;
mod threat;
mod tt;
pub mod verdict;

use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::model::{Game, Point};

pub use clock::{thinking_time, time_to_think};
pub use ponder::Ponder;
pub use respond::{Answer, Pondered, Task, respond};
pub use swap2::{Decision, Stage};
pub use tt::GameTable;

/// How strong the computer plays.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Default,
    serde::Serialize,
    serde::Deserialize,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Level {
    /// Any empty point, like the classic beginner programs.
    Random,
    Easy,
    #[default]
    Medium,
    Hard,
    Master,
}

crate::model::named_words!(Level, "level-name", level);

impl FromStr for Level {
    type Err = crate::model::UnknownWord;

    fn from_str(s: &str) -> Result<Level, crate::model::UnknownWord> {
        crate::model::parse_word(s)
    }
}

/// What a search may spend, and how to stop it early.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Time for this move; levels below Master may use less.
    pub time: Duration,
    /// Fixed seed for repeatable play; `None` varies among equally good moves.
    pub seed: Option<u64>,
    /// Set from another thread to stop the search at once.
    pub cancel: Arc<AtomicBool>,
    /// Worker threads the search may use.
    pub threads: usize,
    /// Memory the search may use for its tables, in bytes.
    pub memory: usize,
    /// Most positions the search may visit (`None`: only time limits it). With a seed, a node
    /// budget makes the answer independent of the machine's speed.
    pub nodes: Option<u64>,
    /// Deepest main-search iteration, when it should be less than the level's.
    pub depth: Option<u32>,
    /// A transposition table kept across the moves of one game (`None`: a fresh one per move).
    /// Master's searches start from what the last ones stored; a new game needs a new table.
    pub table: Option<GameTable>,
    /// Where an analysis (`Task::Analyse`) sends its lines each time they improve, best first,
    /// while it goes on; `None` for a search whose caller only wants the end.
    pub progress: Option<Sender<Vec<Analysis>>>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            time: Duration::from_millis(1000),
            seed: None,
            cancel: Arc::new(AtomicBool::new(false)),
            threads: std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(2),
            memory: 64 << 20,
            nodes: None,
            depth: None,
            table: None,
            progress: None,
        }
    }
}

impl Limits {
    pub fn with_time(time: Duration) -> Limits {
        Limits {
            time,
            ..Limits::default()
        }
    }

    pub fn seeded(mut self, seed: u64) -> Limits {
        self.seed = Some(seed);
        self
    }

    pub fn with_nodes(mut self, nodes: u64) -> Limits {
        self.nodes = Some(nodes);
        self
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    pub(crate) fn rng(&self) -> StdRng {
        match self.seed {
            Some(seed) => StdRng::seed_from_u64(seed),
            None => StdRng::from_os_rng(),
        }
    }
}

/// A move with what the search learned about it. Scores are from the mover's view; wins are
/// reported as `WIN - plies`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub best: Point,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Point>,
    /// The score is the position's value with best play, proven by searching to the end (small
    /// boards), not an estimate: 0 is then a draw.
    pub exact: bool,
}

/// The evaluation's terms and weights, open for fitting the weights to positions from games
/// (`examples/tune_eval.rs`).
pub mod tuning {
    use super::board::SearchBoard;
    use super::pattern::{FIVE, OPEN_FOUR};
    use crate::model::Game;

    pub use super::eval::{
        C_THREE_THREE, CLASS_NAMES, CLASSES, FITTED, Features, SET_BY_HAND, Weights, evaluate,
    };

    /// What the evaluation weighs in `game` for the side to move, or `None` where the search
    /// scores the position without it: the side to move has a five or an open four to make, or
    /// must block the opponent's five.
    pub fn features(game: &Game) -> Option<Features> {
        let b = SearchBoard::from_game(game);
        let (me, opp) = (b.side(), 1 - b.side());
        if game.is_over() || b.count_at_least(me, OPEN_FOUR) > 0 || b.count_at_least(opp, FIVE) > 0
        {
            return None;
        }
        Some(b.features())
    }
}

/// Score of a forced win (minus the plies to reach it).
pub const WIN: i32 = 1_000_000;

/// Scores beyond this (either sign) are forced wins or losses.
pub(crate) const MATE_BOUND: i32 = WIN - 1_000;

/// For a score that is a forced result, the plies until the game ends: positive when the
/// side that was to move wins, negative when it loses; `None` for an ordinary evaluation.
pub fn forced_plies(score: i32) -> Option<i32> {
    if score > MATE_BOUND {
        Some(WIN - score)
    } else if score < -MATE_BOUND {
        Some(-(WIN + score))
    } else {
        None
    }
}

/// The computer's move for the side to move, or `None` when the game is over.
pub fn best_move(game: &Game, level: Level, limits: &Limits) -> Option<Point> {
    analyse(game, level, limits).map(|a| a.best)
}

/// Like `best_move`, with score, depth, nodes and principal variation.
pub fn analyse(game: &Game, level: Level, limits: &Limits) -> Option<Analysis> {
    if game.is_over() || game.board().is_full() {
        return None;
    }
    let mut rng = limits.rng();
    match level {
        Level::Random => random::choose(game, &mut rng),
        Level::Master => {
            let start = std::time::Instant::now();
            proven(game, limits).or_else(|| {
                let rest = Limits {
                    time: limits.time.saturating_sub(start.elapsed()),
                    ..limits.clone()
                };
                think::think(game, level, &rest, &mut rng)
            })
        }
        _ => think::think(game, level, limits, &mut rng),
    }
}

/// The `lines` best moves of `game` as Master sees them (multi-PV), best first, searched until
/// `limits` stop it: the time, a node budget, the depth, or `limits.cancel` for an analysis
/// left running. Every improvement is sent to `limits.progress` as it comes. A board small
/// enough to be solved gets its proof as one exact line.
pub fn analyse_lines(game: &Game, lines: usize, limits: &Limits) -> Vec<Analysis> {
    let send = |found: &Vec<Analysis>| {
        if let Some(to) = &limits.progress {
            // An analysis whose reader has gone is stopped by its cancel flag, not here.
            let _ = to.send(found.clone());
        }
    };
    if let Some(exact) = proven(game, limits) {
        let found = vec![exact];
        send(&found);
        return found;
    }
    let found = think::think_lines(game, lines, limits, &mut |found| send(&found.to_vec()));
    found
        .into_iter()
        .filter_map(|a| {
            let p = legal_choice(game, a.best)?;
            (p == a.best).then_some(a)
        })
        .collect()
}

/// Master's move from a proof, on a board small enough for the solver to see to the end
/// within half the move's time: the shortest win, the longest loss, or a move that keeps the
/// draw, told as exactly that.
fn proven(game: &Game, limits: &Limits) -> Option<Analysis> {
    let half = Limits {
        time: limits.time / 2,
        ..limits.clone()
    };
    let proof = solver::solve(game, &half)?;
    let best = proof.best?;
    let score = match proof.result {
        solver::Solved::Win(n) => WIN - (2 * n as i32 - 1),
        solver::Solved::Draw => 0,
        solver::Solved::Loss(n) => -(WIN - 2 * n as i32),
    };
    Some(Analysis {
        best,
        score,
        depth: proof.line.len() as u32,
        nodes: proof.nodes,
        pv: proof.line,
        exact: true,
    })
}

/// `wanted` if the side to move may play it, else the playable point nearest to it. Black's
/// forbidden points count as unplayable even where the rules would let black play them and
/// lose: a computer never loses by a foul. `None` only when no point is left at all.
pub fn legal_choice(game: &Game, wanted: Point) -> Option<Point> {
    let fair = |p: Point| game.check(p).is_ok() && game.forbidden_at(p).is_none();
    if fair(wanted) {
        return Some(wanted);
    }
    let mut points: Vec<Point> = game.board().empty_points().collect();
    let distance = |p: &Point| {
        let (dr, dc) = (p.row.abs_diff(wanted.row), p.col.abs_diff(wanted.col));
        (dr.max(dc), dr + dc)
    };
    points.sort_by_key(distance);
    let fallback = points.iter().copied().find(|&p| fair(p));
    fallback.or_else(|| points.into_iter().find(|&p| game.check(p).is_ok()))
}
