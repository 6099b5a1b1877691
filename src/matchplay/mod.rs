//! `gomoku match`: two levels or external Gomocup engines play each other, alternating colours,
//! from short random openings or a swap2 opening both sides play, several games at once if
//! asked; the result is A's record, the Elo difference with its interval, and an SPRT's verdict
//! when one was asked for.

mod elo;
mod external;
mod game;
mod openings;
mod players;
mod process;
mod schedule;
mod sprt;
mod stats;

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, SystemTime};

use clap::{ArgGroup, Args};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::ai::Level;
use crate::engine::args::BoardArgs;
use crate::model::{MoveError, Rules};
use crate::record::games_dir::timestamp;

use game::{How, Played, Slowest, Start, play_game, save};

pub use elo::{Estimate, wilson};
pub use external::External;
pub use players::{Contestant, Entrant, Forfeit, InProcess, mix};
pub use sprt::{Sprt, Verdict};
pub use stats::{GameResult, Record, Tally};

/// The most games an SPRT may take when `--games` does not say.
const SPRT_GAMES: u32 = 20_000;

/// An error from a lower layer, kept with its own sentence.
type Reason = Box<dyn std::error::Error + Send + Sync>;

/// Why a match could not be played at all (a side that fails during a game forfeits it
/// instead).
#[derive(Debug, thiserror::Error)]
pub enum MatchError {
    #[error("give side {0} either --{0} LEVEL or --{0}-engine CMD")]
    Side(&'static str),
    #[error("{0}")]
    Rules(Reason),
    #[error("opening move {index} is illegal: {error}")]
    Opening { index: usize, error: MoveError },
    #[error("cannot create {}: {source}", .dir.display())]
    SaveDir {
        dir: PathBuf,
        source: std::io::Error,
    },
    /// A game could not be saved: the match stopped there, and `report` counts the games
    /// played up to it.
    #[error("the match stopped after game {game}, which could not be saved: {source}")]
    NotSaved {
        game: u32,
        report: String,
        source: Reason,
    },
}

impl MatchError {
    /// The report of the games played before the match stopped, if it stopped midway.
    pub fn report(&self) -> Option<&str> {
        match self {
            MatchError::NotSaved { report, .. } => Some(report),
            _ => None,
        }
    }
}

#[derive(Args, Debug, Clone)]
#[command(group(ArgGroup::new("side_a").required(true).args(["a", "a_engine"])))]
#[command(group(ArgGroup::new("side_b").required(true).args(["b", "b_engine"])))]
pub struct MatchArgs {
    /// Side A as one of our levels: random, easy, medium, hard, master
    #[arg(long, value_name = "LEVEL")]
    pub a: Option<Level>,
    /// Side A as an external Gomocup engine: its command line, split at spaces
    #[arg(long = "a-engine", value_name = "CMD")]
    pub a_engine: Option<String>,
    /// Side B as one of our levels
    #[arg(long, value_name = "LEVEL")]
    pub b: Option<Level>,
    /// Side B as an external Gomocup engine
    #[arg(long = "b-engine", value_name = "CMD")]
    pub b_engine: Option<String>,
    /// Number of games; A has black (or opens, with swap2) in the even-numbered ones (counting
    /// from 0) [default: 2, or at most 20000 with --sprt]
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: Option<u32>,
    #[command(flatten)]
    pub board: BoardArgs,
    /// Time per move in milliseconds
    #[arg(long = "time-ms", value_name = "T", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub time_ms: u64,
    /// Seed for repeatable openings and in-process play
    #[arg(long)]
    pub seed: Option<u64>,
    /// Start each pair of games from the same 1-3 stones near the centre that a quick search
    /// rates even (balanced), from any such stones (random), from an empty board (none), or
    /// let the players open by swap2 (A opens the odd-numbered games, B the others)
    #[arg(long, default_value = "balanced",
          value_parser = ["balanced", "random", "none", "swap2"])]
    pub openings: String,
    /// Save every game as SGF in this directory (match-DATE-TIME-N.sgf), to review in the game
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
    /// Stop as soon as a sequential probability ratio test decides between A being elo0 and
    /// elo1 Elo stronger than B (alpha and beta 0.05 unless given), judged per game pair
    #[arg(
        long,
        value_name = "ELO0,ELO1[,ALPHA,BETA]",
        allow_hyphen_values = true
    )]
    pub sprt: Option<Sprt>,
    /// Games played at the same time (each external engine and each seeded level thinks on one
    /// core; an unseeded master uses two)
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=64))]
    pub concurrency: u32,
}

impl MatchArgs {
    /// The number of games to play (with an SPRT: at most).
    pub fn games(&self) -> u32 {
        self.games
            .unwrap_or(if self.sprt.is_some() { SPRT_GAMES } else { 2 })
    }

    fn entrants(&self) -> Result<(Entrant, Entrant), MatchError> {
        let side = |level: Option<Level>, engine: &Option<String>, name| match (level, engine) {
            (Some(level), None) => Ok(Entrant::Level(level)),
            (None, Some(cmd)) => Ok(Entrant::Engine(cmd.clone())),
            _ => Err(MatchError::Side(name)),
        };
        Ok((
            side(self.a, &self.a_engine, "a")?,
            side(self.b, &self.b_engine, "b")?,
        ))
    }
}

/// Plays the match, reporting each game on stderr; returns the final report. `Err` is a setup
/// problem (bad rules, a folder that cannot be made) or a game that could not be saved, which
/// stops the match but still carries the report of the games played; an engine that cannot be
/// started forfeits its games.
pub fn run(args: &MatchArgs) -> Result<String, MatchError> {
    let (a, b) = args.entrants()?;
    let rules = args
        .board
        .rules()
        .map_err(|e| MatchError::Rules(e.into()))?;
    let time = Duration::from_millis(args.time_ms);
    let base_seed = args.seed.unwrap_or_else(|| rand::rng().random());
    let games = args.games();
    let mut tally = Tally::default();
    let mut faults = Vec::new();
    // The longest any move took, for A and for B: the time limit seen from outside.
    let mut longest = [Slowest::default(); 2];
    // First-finished game of each pair still waiting for its partner.
    let mut unpaired = std::collections::HashMap::new();
    let mut verdict = None;
    let mut failure = None;
    let mut not_saved = None;
    let stem = format!("match-{}", timestamp(SystemTime::now()));
    if let Some(dir) = &args.save {
        std::fs::create_dir_all(dir).map_err(|source| MatchError::SaveDir {
            dir: dir.clone(),
            source,
        })?;
    }
    let play = |i: u32, stop: &AtomicBool| {
        // Both games of a pair draw the same opening from the pair's own seed.
        let rng = &mut StdRng::seed_from_u64(mix(base_seed, u64::from(i - i % 2)));
        let opening = match args.openings.as_str() {
            "none" | "swap2" => Vec::new(),
            "random" => openings::random(&rules, rng),
            _ => openings::balanced(&rules, rng),
        };
        let a_first = i % 2 == 0;
        let start = match args.openings.as_str() {
            "swap2" => Start::Swap2 { a_first },
            _ => Start::Stones {
                stones: &opening,
                a_black: a_first,
            },
        };
        let seeds = args
            .seed
            .map(|s| (mix(s, 2 * u64::from(i) + 1), mix(s, 2 * u64::from(i) + 2)));
        let mut longest = [Slowest::default(); 2];
        let marked = (i + 1, &mut longest);
        let played = play_game(&rules, start, (&a, &b), time, seeds, marked, stop);
        (played, longest)
    };
    let seen = |i: u32, (played, slowest): (Result<Option<Played>, MatchError>, [Slowest; 2])| {
        let played = match played {
            Ok(Some(played)) => played,
            // Abandoned because the match is over.
            Ok(None) => return false,
            Err(e) => {
                failure = Some(e);
                return false;
            }
        };
        for (side, s) in longest.iter_mut().zip(slowest) {
            side.keep_slower(s);
        }
        let a_black = played.a_black;
        let colour = if a_black { "black" } else { "white" };
        let mut line = format!(
            "game {}/{games}: A {} as {colour}: {}",
            i + 1,
            match played.result {
                GameResult::Win => "wins",
                GameResult::Loss => "loses",
                GameResult::Draw => "draws",
            },
            played.how
        );
        let mut go_on = true;
        // A game counts once its pair is complete, so that a match an SPRT stops holds whole
        // pairs only, however the games in flight finished.
        if let Some((partner_black, partner)) = unpaired.remove(&(i / 2)) {
            tally.add(partner_black, partner);
            tally.add(a_black, played.result);
            tally.add_pair(partner, played.result);
            if let Some(test) = &args.sprt {
                let llr = test.llr(tally.pair_sample());
                line.push_str(&format!(
                    " (LLR {llr:.2}, bounds {:.2} to {:.2})",
                    test.lower(),
                    test.upper()
                ));
                let decided = test.verdict(llr);
                if decided != Verdict::Undecided {
                    verdict = Some((decided, llr));
                    go_on = false;
                }
            }
        } else {
            unpaired.insert(i / 2, (a_black, played.result));
        }
        // Progress is for a person watching; one who stopped reading (`2>&1 | head -1`)
        // does not stop the match, whose report still goes to stdout.
        let _ = writeln!(std::io::stderr(), "{line}");
        if matches!(played.how, How::Forfeit { .. }) {
            faults.push(format!("game {}: {}", i + 1, played.how));
        }
        if let Some(dir) = &args.save {
            let names = [a.label(), b.label()];
            let stem = format!("{stem}-{:03}", i + 1);
            if let Err(e) = save(dir, &stem, &played, a_black, names) {
                not_saved = Some((i + 1, e));
                return false;
            }
        }
        go_on
    };
    schedule::run(games, args.concurrency as usize, play, seen);
    if let Some(e) = failure {
        return Err(e);
    }
    // A match played to its end may leave one game without a partner (an odd --games).
    if verdict.is_none() {
        for (a_black, result) in unpaired.into_values() {
            tally.add(a_black, result);
        }
    }
    let summary = Summary {
        tally: &tally,
        faults: &faults,
        longest,
        verdict,
    };
    let report = report(args, &rules, (&a, &b), &summary);
    match not_saved {
        Some((game, e)) => Err(MatchError::NotSaved {
            game,
            report,
            source: e.into(),
        }),
        None => Ok(report),
    }
}

/// What a finished match found.
struct Summary<'a> {
    tally: &'a Tally,
    faults: &'a [String],
    longest: [Slowest; 2],
    /// The SPRT's verdict with its final ratio, if it decided.
    verdict: Option<(Verdict, f64)>,
}

fn report(
    args: &MatchArgs,
    rules: &Rules,
    (a, b): (&Entrant, &Entrant),
    summary: &Summary,
) -> String {
    let tally = summary.tally;
    let total = tally.total;
    let score = total.score();
    let (lo, hi) = wilson(score, total.games());
    let mut out = format!(
        "A = {}, B = {}: {} games on {rules}, {} ms per move, {} openings\n",
        a.label(),
        b.label(),
        total.games(),
        args.time_ms,
        match args.openings.as_str() {
            "none" => "no",
            kind => kind,
        }
    );
    out.push_str(&format!(
        "A wins {}, B wins {}, draws {}\n",
        total.wins, total.losses, total.draws
    ));
    out.push_str(&format!(
        "A's score {:.1} % (95 % interval {:.1} % to {:.1} %)\n",
        score * 100.0,
        lo * 100.0,
        hi * 100.0
    ));
    if let Some(e) = tally.estimate() {
        let pairs: u32 = tally.pairs.iter().sum();
        let basis = if tally.all_paired() {
            format!("{pairs} game pairs")
        } else {
            format!("{} single games", total.games())
        };
        out.push_str(&format!(
            "Elo difference {} (95 % interval {} to {}), likelihood of superiority {:.1} %, \
             from {basis}\n",
            elo::signed(e.elo),
            elo::signed(e.low),
            elo::signed(e.high),
            e.los * 100.0
        ));
    }
    let p = tally.pairs;
    if p.iter().sum::<u32>() > 0 {
        out.push_str(&format!(
            "Game pairs by A's points (0, 1/2, 1, 3/2, 2): {}, {}, {}, {}, {}\n",
            p[0], p[1], p[2], p[3], p[4]
        ));
    }
    if let Some(test) = &args.sprt {
        let (llr, decision) = match summary.verdict {
            Some((Verdict::H1, llr)) => (llr, "H1 accepted: A is stronger".to_string()),
            Some((Verdict::H0, llr)) => (llr, "H0 accepted: A is not stronger".to_string()),
            _ => (
                test.llr(tally.pair_sample()),
                "no decision within the games allowed".to_string(),
            ),
        };
        out.push_str(&format!(
            "SPRT ({test}): LLR {llr:.2} (bounds {:.2} to {:.2}): {decision}\n",
            test.lower(),
            test.upper()
        ));
    }
    out.push_str(&format!("A as black: {}\n", tally.as_black));
    out.push_str(&format!("A as white: {}\n", tally.as_white));
    let [long_a, long_b] = summary.longest;
    out.push_str(&format!("Longest move: A {long_a}, B {long_b}\n"));
    for fault in summary.faults {
        out.push_str(&format!("Forfeit: {fault}\n"));
    }
    out
}
