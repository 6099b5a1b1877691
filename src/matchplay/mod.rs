//! `gomoku match`: two levels or external Gomocup engines play each other, alternating colours,
//! from short random openings or a swap2 opening both sides play, several games at once if
//! asked; the result is A's record, the Elo difference with its interval, and an SPRT's verdict
//! when one was asked for.

mod elo;
mod external;
mod openings;
mod players;
mod schedule;
mod sprt;
mod stats;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant, SystemTime};

use clap::{ArgGroup, Args};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::ai::Level;
use crate::args::BoardArgs;
use crate::engine::Xy;
use crate::engine::swap2::{Decision, Stage};
use crate::model::{Game, MoveError, Outcome, Point, Rules, Stone};
use crate::record::games_dir::{save_named, timestamp};
use crate::record::{Meta, Record as RecordFile};

pub use elo::Estimate;
pub use players::{Contestant, Entrant, External, Forfeit, InProcess, mix};
pub use sprt::{Sprt, Verdict};
pub use stats::{GameResult, Record, Tally, wilson};

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
    #[error("{0}")]
    Save(Reason),
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

/// Which side of the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    A,
    B,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Side::A => "A",
            Side::B => "B",
        })
    }
}

/// How a game ended; its text is the progress report's.
#[derive(Debug, thiserror::Error)]
enum How {
    #[error("{winner} made {win} in a row at move {moves}")]
    Won {
        winner: Stone,
        win: usize,
        moves: usize,
    },
    #[error("board full after {0} moves")]
    Full(usize),
    #[error("{side} forfeits: {why}")]
    Forfeit { side: Side, why: Forfeit },
}

/// How one game ended, from A's side.
struct Played {
    result: GameResult,
    how: How,
    game: Game,
    /// A's colour, which a swap2 opening decides.
    a_black: bool,
}

/// Plays the match, reporting each game on stderr; returns the final report. `Err` is a setup
/// problem (bad rules, a folder that cannot be made); an engine that cannot be started
/// forfeits its games.
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
    let mut longest = [Duration::ZERO; 2];
    // First-finished game of each pair still waiting for its partner.
    let mut unpaired = std::collections::HashMap::new();
    let mut verdict = None;
    let mut failure = None;
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
        let mut longest = [Duration::ZERO; 2];
        let played = play_game(&rules, start, (&a, &b), time, seeds, &mut longest, stop);
        (played, longest)
    };
    let seen = |i: u32, (played, slowest): (Result<Option<Played>, MatchError>, [Duration; 2])| {
        let played = match played {
            Ok(Some(played)) => played,
            // Abandoned because the match is over.
            Ok(None) => return false,
            Err(e) => {
                failure = Some(e);
                return false;
            }
        };
        for (side, t) in longest.iter_mut().zip(slowest) {
            *side = (*side).max(t);
        }
        let a_black = played.a_black;
        tally.add(a_black, played.result);
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
        if let Some(partner) = unpaired.remove(&(i / 2)) {
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
            unpaired.insert(i / 2, played.result);
        }
        eprintln!("{line}");
        if matches!(played.how, How::Forfeit { .. }) {
            faults.push(format!("game {}: {}", i + 1, played.how));
        }
        if let Some(dir) = &args.save {
            let names = [a.label(), b.label()];
            let stem = format!("{stem}-{:03}", i + 1);
            if let Err(e) = save(dir, &stem, &played, a_black, names) {
                failure = Some(e);
                return false;
            }
        }
        go_on
    };
    schedule::run(games, args.concurrency as usize, play, seen);
    if let Some(e) = failure {
        return Err(e);
    }
    let summary = Summary {
        tally: &tally,
        faults: &faults,
        longest,
        verdict,
    };
    Ok(report(args, &rules, (&a, &b), &summary))
}

/// What a finished match found.
struct Summary<'a> {
    tally: &'a Tally,
    faults: &'a [String],
    longest: [Duration; 2],
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
    out.push_str(&format!(
        "Longest move: A {} ms, B {} ms\n",
        long_a.as_millis(),
        long_b.as_millis()
    ));
    for fault in summary.faults {
        out.push_str(&format!("Forfeit: {fault}\n"));
    }
    out
}

fn contestant(
    entrant: &Entrant,
    rules: &Rules,
    time: Duration,
    seed: Option<u64>,
) -> Result<Box<dyn Contestant>, Forfeit> {
    Ok(match entrant {
        Entrant::Level(level) => Box::new(InProcess {
            level: *level,
            time,
            seed,
        }),
        Entrant::Engine(cmd) => Box::new(External::start(cmd, rules, time)?),
    })
}

/// How a game starts.
#[derive(Clone, Copy)]
enum Start<'a> {
    /// From these stones, A with black or white.
    Stones { stones: &'a [Point], a_black: bool },
    /// By swap2, A or B placing the first three stones.
    Swap2 { a_first: bool },
}

/// A side's failure: the side and why.
type Fault = (Side, Forfeit);

/// One game, `None` when `stop` was raised before it ended (the match is over).
fn play_game(
    rules: &Rules,
    start: Start,
    (a, b): (&Entrant, &Entrant),
    time: Duration,
    seeds: Option<(u64, u64)>,
    longest: &mut [Duration; 2],
    stop: &AtomicBool,
) -> Result<Option<Played>, MatchError> {
    let (mut game, given_black) = match start {
        Start::Stones { stones, a_black } => (
            Game::from_moves(*rules, stones).map_err(|(index, error)| MatchError::Opening {
                index: index + 1,
                error,
            })?,
            a_black,
        ),
        Start::Swap2 { a_first } => (Game::new(*rules), a_first),
    };
    let forfeit = |(side, why): Fault, game: &Game, a_black: bool| Played {
        result: match side {
            Side::A => GameResult::Loss,
            Side::B => GameResult::Win,
        },
        how: How::Forfeit { side, why },
        game: game.clone(),
        a_black,
    };
    let mut player_a = match contestant(a, rules, time, seeds.map(|s| s.0)) {
        Ok(p) => p,
        Err(why) => return Ok(Some(forfeit((Side::A, why), &game, given_black))),
    };
    let mut player_b = match contestant(b, rules, time, seeds.map(|s| s.1)) {
        Ok(p) => p,
        Err(why) => return Ok(Some(forfeit((Side::B, why), &game, given_black))),
    };
    let a_black = match start {
        Start::Stones { a_black, .. } => a_black,
        Start::Swap2 { a_first } => {
            let players = [(Side::A, &mut player_a), (Side::B, &mut player_b)];
            let [first, second] = if a_first {
                players
            } else {
                let [a, b] = players;
                [b, a]
            };
            match swap2_opening(&mut game, first, second) {
                Ok(first_black) => first_black == a_first,
                Err(fault) => return Ok(Some(forfeit(fault, &game, a_first))),
            }
        }
    };
    while !game.is_over() {
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let a_to_move = (game.to_move() == Stone::Black) == a_black;
        let (side, player) = if a_to_move {
            (Side::A, &mut player_a)
        } else {
            (Side::B, &mut player_b)
        };
        player.settle();
        let started = Instant::now();
        let chosen = player.choose(&game);
        let longest = &mut longest[usize::from(!a_to_move)];
        *longest = (*longest).max(started.elapsed());
        let p = match chosen {
            Ok(p) => p,
            Err(why) => return Ok(Some(forfeit((side, why), &game, a_black))),
        };
        if let Err(error) = game.play(p) {
            let why = Forfeit::Illegal {
                point: Xy(p),
                error,
            };
            return Ok(Some(forfeit((side, why), &game, a_black)));
        }
    }
    let moves = game.history().len();
    let (result, how) = match game.outcome() {
        Outcome::Win { winner, .. } => {
            let a_won = (*winner == Stone::Black) == a_black;
            let result = if a_won {
                GameResult::Win
            } else {
                GameResult::Loss
            };
            let win = rules.win_length();
            (
                result,
                How::Won {
                    winner: *winner,
                    win,
                    moves,
                },
            )
        }
        _ => (GameResult::Draw, How::Full(moves)),
    };
    Ok(Some(Played {
        result,
        how,
        game,
        a_black,
    }))
}

type Seat<'a> = (Side, &'a mut Box<dyn Contestant>);

/// The swap2 opening: `first` places three stones, `second` takes a colour or adds two, and
/// then `first` takes a colour. Returns whether `first` plays black.
fn swap2_opening(game: &mut Game, first: Seat, second: Seat) -> Result<bool, Fault> {
    let ask = |(side, player): &mut Seat, game: &Game, stage| {
        player.settle();
        player.swap2(game, stage).map_err(|why| (*side, why))
    };
    let place = |side: Side, game: &mut Game, stones: &[Point]| {
        for &p in stones {
            if let Err(error) = game.play(p) {
                return Err((
                    side,
                    Forfeit::Illegal {
                        point: Xy(p),
                        error,
                    },
                ));
            }
        }
        Ok(())
    };
    let (mut first, mut second) = (first, second);
    match ask(&mut first, game, Stage::PlaceThree)? {
        Decision::Place(stones) if stones.len() == 3 => place(first.0, game, &stones)?,
        _ => return Err((first.0, Forfeit::NoMove)),
    }
    match ask(&mut second, game, Stage::ChooseOrAdd)? {
        Decision::Swap => return Ok(false),
        Decision::Play(p) => {
            place(second.0, game, &[p])?;
            return Ok(true);
        }
        Decision::Place(stones) => place(second.0, game, &stones)?,
    }
    match ask(&mut first, game, Stage::Choose)? {
        Decision::Swap => Ok(true),
        Decision::Play(p) => place(first.0, game, &[p]).map(|()| false),
        Decision::Place(_) => Err((first.0, Forfeit::NoMove)),
    }
}

/// Writes one game of the match as SGF, the players named by their side and entrant; a forfeit
/// is stated as the result, since the board alone does not show it.
fn save(
    dir: &Path,
    stem: &str,
    played: &Played,
    a_black: bool,
    [a, b]: [String; 2],
) -> Result<(), MatchError> {
    let (black, white) = match a_black {
        true => (format!("A: {a}"), format!("B: {b}")),
        false => (format!("B: {b}"), format!("A: {a}")),
    };
    let a_won = played.result == GameResult::Win;
    let result = matches!(played.how, How::Forfeit { .. })
        .then(|| format!("{}+F", if a_won == a_black { "B" } else { "W" }));
    let meta = Meta {
        black: Some(black),
        white: Some(white),
        result,
        ..Meta::default()
    };
    save_named(dir, stem, &RecordFile::from_game(&played.game, meta))
        .map(|_| ())
        .map_err(|e| MatchError::Save(e.into()))
}
