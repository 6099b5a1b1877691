//! `gomoku match`: two levels or external Gomocup engines play each other, alternating colours,
//! from short random openings; the result is A's record with a 95 % interval.

mod openings;
mod players;
mod stats;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use clap::{ArgGroup, Args};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::ai::Level;
use crate::args::BoardArgs;
use crate::engine::xy;
use crate::model::{Game, Outcome, Point, Rules, Stone};
use crate::record::games_dir::{save_named, timestamp};
use crate::record::{Meta, Record as RecordFile};

pub use players::{Contestant, Entrant, External, InProcess, mix};
pub use stats::{GameResult, Record, Tally, wilson};

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
    /// Number of games; A has black in the even-numbered ones (counting from 0)
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
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
    /// rates even (balanced), from any such stones (random), or from an empty board (none)
    #[arg(long, default_value = "balanced", value_parser = ["balanced", "random", "none"])]
    pub openings: String,
    /// Save every game as SGF in this directory (match-DATE-TIME-N.sgf), to review in the game
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
}

impl MatchArgs {
    fn entrants(&self) -> Result<(Entrant, Entrant), String> {
        let side = |level: Option<Level>, engine: &Option<String>, name: &str| match (level, engine)
        {
            (Some(level), None) => Ok(Entrant::Level(level)),
            (None, Some(cmd)) => Ok(Entrant::Engine(cmd.clone())),
            _ => Err(format!(
                "give side {name} either --{name} LEVEL or --{name}-engine CMD"
            )),
        };
        Ok((
            side(self.a, &self.a_engine, "a")?,
            side(self.b, &self.b_engine, "b")?,
        ))
    }
}

/// How one game ended, from A's side, with a line for the progress report.
struct Played {
    result: GameResult,
    how: String,
    game: Game,
}

/// Plays the match, reporting each game on stderr; returns the final report. `Err` is a setup
/// problem (bad rules, an engine that cannot be started at all).
pub fn run(args: &MatchArgs) -> Result<String, String> {
    let (a, b) = args.entrants()?;
    let rules = args.board.rules().map_err(|e| e.to_string())?;
    let time = Duration::from_millis(args.time_ms);
    let base_seed = args.seed.unwrap_or_else(|| rand::rng().random());
    let mut tally = Tally::default();
    let mut faults = Vec::new();
    let mut opening = Vec::new();
    // The longest any move took, for A and for B: the time limit seen from outside.
    let mut longest = [Duration::ZERO; 2];
    let stem = format!("match-{}", timestamp(SystemTime::now()));
    if let Some(dir) = &args.save {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    for i in 0..args.games {
        if i % 2 == 0 {
            let rng = &mut StdRng::seed_from_u64(mix(base_seed, u64::from(i)));
            opening = match args.openings.as_str() {
                "none" => Vec::new(),
                "random" => openings::random(&rules, rng),
                _ => openings::balanced(&rules, rng),
            };
        }
        let a_black = i % 2 == 0;
        let seeds = args
            .seed
            .map(|s| (mix(s, 2 * u64::from(i) + 1), mix(s, 2 * u64::from(i) + 2)));
        let played = play_game(
            &rules,
            &opening,
            (&a, &b),
            a_black,
            time,
            seeds,
            &mut longest,
        )?;
        tally.add(a_black, played.result);
        let colour = if a_black { "black" } else { "white" };
        eprintln!(
            "game {}/{}: A {} as {colour}: {}",
            i + 1,
            args.games,
            match played.result {
                GameResult::Win => "wins",
                GameResult::Loss => "loses",
                GameResult::Draw => "draws",
            },
            played.how
        );
        if played.how.contains("forfeits") {
            faults.push(format!("game {}: {}", i + 1, played.how));
        }
        if let Some(dir) = &args.save {
            let names = [a.label(), b.label()];
            let stem = format!("{stem}-{:03}", i + 1);
            save(dir, &stem, &played, a_black, names)?;
        }
    }
    Ok(report(args, &rules, (&a, &b), &tally, &faults, longest))
}

fn report(
    args: &MatchArgs,
    rules: &Rules,
    (a, b): (&Entrant, &Entrant),
    tally: &Tally,
    faults: &[String],
    [long_a, long_b]: [Duration; 2],
) -> String {
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
    out.push_str(&format!("A as black: {}\n", tally.as_black));
    out.push_str(&format!("A as white: {}\n", tally.as_white));
    out.push_str(&format!(
        "Longest move: A {} ms, B {} ms\n",
        long_a.as_millis(),
        long_b.as_millis()
    ));
    for fault in faults {
        out.push_str(&format!("Forfeit: {fault}\n"));
    }
    out
}

fn contestant(
    entrant: &Entrant,
    rules: &Rules,
    time: Duration,
    seed: Option<u64>,
) -> Result<Box<dyn Contestant>, String> {
    Ok(match entrant {
        Entrant::Level(level) => Box::new(InProcess {
            level: *level,
            time,
            seed,
        }),
        Entrant::Engine(cmd) => Box::new(External::start(cmd, rules, time)?),
    })
}

fn play_game(
    rules: &Rules,
    opening: &[Point],
    (a, b): (&Entrant, &Entrant),
    a_black: bool,
    time: Duration,
    seeds: Option<(u64, u64)>,
    longest: &mut [Duration; 2],
) -> Result<Played, String> {
    let mut game = Game::from_moves(*rules, opening)
        .map_err(|(i, e)| format!("opening move {} is illegal: {e}", i + 1))?;
    let forfeit = |side_is_a: bool, why: String, game: &Game| Played {
        result: if side_is_a {
            GameResult::Loss
        } else {
            GameResult::Win
        },
        how: format!("{} forfeits: {why}", if side_is_a { "A" } else { "B" }),
        game: game.clone(),
    };
    let mut player_a = match contestant(a, rules, time, seeds.map(|s| s.0)) {
        Ok(p) => p,
        Err(e) => return Ok(forfeit(true, e, &game)),
    };
    let mut player_b = match contestant(b, rules, time, seeds.map(|s| s.1)) {
        Ok(p) => p,
        Err(e) => return Ok(forfeit(false, e, &game)),
    };
    while !game.is_over() {
        let a_to_move = (game.to_move() == Stone::Black) == a_black;
        let player = if a_to_move {
            &mut player_a
        } else {
            &mut player_b
        };
        let started = Instant::now();
        let chosen = player.choose(&game);
        let side = &mut longest[usize::from(!a_to_move)];
        *side = (*side).max(started.elapsed());
        let p = match chosen {
            Ok(p) => p,
            Err(why) => return Ok(forfeit(a_to_move, why, &game)),
        };
        if let Err(e) = game.play(p) {
            let why = format!("illegal move {}: {e}", xy(p));
            return Ok(forfeit(a_to_move, why, &game));
        }
    }
    let moves = game.history().len();
    Ok(match game.outcome() {
        Outcome::Win { winner, .. } => {
            let a_won = (*winner == Stone::Black) == a_black;
            Played {
                result: if a_won {
                    GameResult::Win
                } else {
                    GameResult::Loss
                },
                how: format!(
                    "{winner} made {win} in a row at move {moves}",
                    win = rules.win_length()
                ),
                game: game.clone(),
            }
        }
        _ => Played {
            result: GameResult::Draw,
            how: format!("board full after {moves} moves"),
            game: game.clone(),
        },
    })
}

/// Writes one game of the match as SGF, the players named by their side and entrant; a forfeit
/// is stated as the result, since the board alone does not show it.
fn save(
    dir: &Path,
    stem: &str,
    played: &Played,
    a_black: bool,
    [a, b]: [String; 2],
) -> Result<(), String> {
    let (black, white) = match a_black {
        true => (format!("A: {a}"), format!("B: {b}")),
        false => (format!("B: {b}"), format!("A: {a}")),
    };
    let a_won = played.result == GameResult::Win;
    let result = played
        .how
        .contains("forfeits")
        .then(|| format!("{}+F", if a_won == a_black { "B" } else { "W" }));
    let meta = Meta {
        black: Some(black),
        white: Some(white),
        result,
        ..Meta::default()
    };
    save_named(dir, stem, &RecordFile::from_game(&played.game, meta))
        .map(|_| ())
        .map_err(|e| e.to_string())
}
