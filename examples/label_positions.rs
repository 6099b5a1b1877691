//! Labels the positions of saved games with a stronger engine's judgement, for `tune_eval`: each
//! position is set up with the Gomocup protocol's `BOARD`, the engine searches it, and the last
//! score it reported in its `MESSAGE` lines (Rapfi's `Eval 35`, `Eval +M7`) is written from the
//! side to move's view, one line a position in the form `tune_eval` reads.
//!
//! ```text
//! gomoku match ... --save games                   # games whose positions are worth judging
//! cargo run --release --example label_positions -- \
//!     --engine pbrain-rapfi --time-ms 200 --jobs 2 --out labelled.txt games
//! cargo run --release --example tune_eval -- --k 2300 labelled.txt
//! ```
//!
//! Free-style games with five in a row only (what `tune_eval` fits). `--from N` skips the first
//! N plies of each game (6 by default: the opening stones are set, not chosen), `--every N`
//! takes every Nth position after them. `--leaves N` adds after each position the N positions
//! of a short line of play from it (a quick search's move or, now and then, a random one near
//! the last moves; `--seed` repeats a run), for positions like a search's leaves; `--every` must
//! then be more than N. A walk's proven results do not end a game's labelling. Each game's
//! lines are written together, in move order, so that `tune_eval` can tell the games apart (and
//! hold out whole ones); `--jobs` engines work on different games at once. A proven win or
//! loss is written as ±`MATE`, which the fit reads as a sure result; a game's positions after
//! its second proven one are left out. An engine that stops answering ends its job with a
//! message; the games already written stay.
//! A position the engine answers without a score is left out (Rapfi, given under about 50 ms,
//! answers at depth 0 with `Eval VAL_NONE`): the count printed at the end shows how many.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use gomoku::model::{Game, Rule, Stone};
use gomoku::record::Record;

#[path = "support/files.rs"]
mod support;
#[path = "support/walk.rs"]
mod walk;

/// The score a proven result is written as: far beyond any evaluation, a sure result to the fit.
const MATE: i32 = 30_000;
/// Proven positions kept of a game: once the engine has seen the win, from each side, the
/// moves that play it out teach the fit nothing new.
const PROVEN_KEPT: usize = 2;
/// Quiet time before each position, and the longest after refusals (see `Engine::settle`).
const SETTLE: Duration = Duration::from_millis(10);
const MAX_SETTLE: Duration = Duration::from_millis(640);

struct Options {
    engine: String,
    time_ms: u64,
    jobs: usize,
    from: usize,
    every: usize,
    leaves: usize,
    seed: u64,
    out: PathBuf,
    inputs: Vec<PathBuf>,
}

fn main() {
    let options = match parse(std::env::args().skip(1).collect()) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("label_positions: {e}");
            std::process::exit(2);
        }
    };
    let mut files = Vec::new();
    for input in &options.inputs {
        support::collect(input, &["sgf"], &mut files);
    }
    files.sort();
    let mut rng = walk::rng(options.seed);
    let games: Vec<(String, Vec<Position>)> = files
        .iter()
        .filter_map(|f| positions(f, &options, &mut rng))
        .collect();
    let total: usize = games.iter().map(|(_, p)| p.len()).sum();
    eprintln!("{} games, {total} positions to label", games.len());
    let out = match std::fs::File::create(&options.out) {
        Ok(f) => Arc::new(Mutex::new(f)),
        Err(e) => {
            eprintln!(
                "label_positions: cannot write {}: {e}",
                options.out.display()
            );
            std::process::exit(2);
        }
    };
    let queue = Arc::new(Mutex::new(games.into_iter()));
    let options = Arc::new(options);
    let workers: Vec<_> = (0..options.jobs)
        .map(|_| {
            let (queue, out, options) = (queue.clone(), out.clone(), options.clone());
            std::thread::spawn(move || work(&queue, &out, &options))
        })
        .collect();
    let labelled: usize = workers.into_iter().filter_map(|w| w.join().ok()).sum();
    eprintln!(
        "{labelled} positions labelled into {}",
        options.out.display()
    );
}

/// A position to label, and whether it is one of the game's own (not a walk's).
type Position = (Game, bool);
type Queue = Mutex<std::vec::IntoIter<(String, Vec<Position>)>>;

/// One engine labelling games from the queue until it is empty; the positions it labelled.
fn work(queue: &Queue, out: &Mutex<std::fs::File>, options: &Options) -> usize {
    let mut labelled = 0;
    let mut engine: Option<Engine> = None;
    loop {
        let Some((name, positions)) = queue.lock().ok().and_then(|mut q| q.next()) else {
            return labelled;
        };
        let Some(size) = positions.first().map(|(g, _)| g.rules().rows()) else {
            continue;
        };
        if engine.as_ref().is_none_or(|e| e.size != size) {
            engine = match Engine::start(&options.engine, size, options.time_ms) {
                Ok(e) => Some(e),
                Err(e) => {
                    eprintln!("label_positions: {}: {e}", options.engine);
                    return labelled;
                }
            };
        }
        let Some(e) = engine.as_mut() else {
            return labelled;
        };
        let mut lines = String::new();
        let mut proven = 0;
        for (game, own) in &positions {
            if proven == PROVEN_KEPT {
                break;
            }
            match e.judge(game) {
                Ok(Some(score)) => {
                    proven += usize::from(*own && score.abs() == MATE);
                    let moves: Vec<String> =
                        game.history().iter().map(|p| p.notation(size)).collect();
                    lines += &format!("{score} {size} {}\n", moves.join(" "));
                    labelled += 1;
                }
                Ok(None) => {}
                Err(err) => {
                    eprintln!("label_positions: {name}: {err}; this job stops");
                    return labelled;
                }
            }
        }
        if let Ok(mut f) = out.lock()
            && let Err(err) = f.write_all(lines.as_bytes())
        {
            eprintln!("label_positions: cannot write: {err}");
            return labelled;
        }
    }
}

/// The positions of one saved game worth labelling, named by its file, each followed by the
/// positions of a short line of play from it where `--leaves` asks for them.
fn positions(
    path: &Path,
    options: &Options,
    rng: &mut walk::StdRng,
) -> Option<(String, Vec<Position>)> {
    let record = Record::load(path).ok()?;
    let rules = record.rules();
    if rules.rule() != Rule::Freestyle || rules.win_length() != 5 || !record.setup().is_empty() {
        return None;
    }
    let mut game = record.game_at(0);
    let mut out = Vec::new();
    for (n, &p) in record.moves().iter().enumerate() {
        if n >= options.from && (n - options.from) % options.every == 0 {
            out.push((game.clone(), true));
            let line = walk::line(&game, options.leaves, rng);
            out.extend(line.into_iter().map(|g| (g, false)));
        }
        if game.play(p).is_err() || game.outcome().is_over() {
            break;
        }
    }
    Some((path.display().to_string(), out))
}

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    size: usize,
    timeout: Duration,
}

impl Engine {
    fn start(command: &str, size: usize, time_ms: u64) -> Result<Engine, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("no engine command given")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start it: {e}"))?;
        let (stdin, stdout) = match (child.stdin.take(), child.stdout.take()) {
            (Some(i), Some(o)) => (i, o),
            _ => return Err("no pipes to it".into()),
        };
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            child,
            stdin,
            lines,
            size,
            timeout: Duration::from_millis(5 * time_ms + 5_000),
        };
        engine.send(&format!("START {size}"))?;
        loop {
            let line = engine.next_line()?;
            if line.trim().eq_ignore_ascii_case("OK") {
                break;
            }
            if line.starts_with("ERROR") {
                return Err(format!("refused START {size}: {line}"));
            }
        }
        for info in [
            format!("INFO timeout_turn {time_ms}"),
            "INFO timeout_match 0".into(),
            "INFO rule 0".into(),
        ] {
            engine.send(&info)?;
        }
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("stopped reading: {e}"))
    }

    fn next_line(&mut self) -> Result<String, String> {
        self.lines
            .recv_timeout(self.timeout)
            .map_err(|_| "no answer in time".to_string())
    }

    /// Waits until the engine has been quiet for `settle`: engines drop a command that comes
    /// while their threads still wind down after a move.
    fn settle(&mut self, settle: Duration) {
        while self.lines.recv_timeout(settle).is_ok() {}
    }

    /// The engine's last score for the side to move of `game`; a refused `BOARD` is sent again
    /// after a longer quiet time.
    fn judge(&mut self, game: &Game) -> Result<Option<i32>, String> {
        let mut settle = SETTLE;
        loop {
            self.settle(settle);
            match self.judge_once(game)? {
                Ok(score) => return Ok(score),
                Err(refusal) if settle >= MAX_SETTLE => {
                    return Err(format!("refused a position: {refusal}"));
                }
                Err(_) => settle *= 4,
            }
        }
    }

    /// The engine's answer to `game` set up as a `BOARD`: the last score it reported (None if
    /// it reported none), or the line it refused the position with.
    fn judge_once(&mut self, game: &Game) -> Result<Result<Option<i32>, String>, String> {
        let me = game.to_move();
        let mut board = String::from("BOARD\n");
        let mut colour = Stone::Black;
        for p in game.history() {
            let field = if colour == me { 1 } else { 2 };
            board += &format!("{},{},{field}\n", p.col, p.row);
            colour = colour.opponent();
        }
        board += "DONE";
        self.send(&board)?;
        let mut score = None;
        loop {
            let line = self.next_line()?;
            let line = line.trim();
            if let Some(rest) = line.strip_prefix("MESSAGE") {
                score = eval_of(rest).or(score);
            } else if line.starts_with("ERROR") || line.starts_with("UNKNOWN") {
                return Ok(Err(line.to_string()));
            } else if is_move(line) {
                return Ok(Ok(score));
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("END");
        let _ = self.child.wait();
    }
}

/// The score in a `MESSAGE` line's `Eval` field: a number, or a mate (`+M7`, `-M12`).
fn eval_of(message: &str) -> Option<i32> {
    let mut words = message.split(|c: char| c.is_whitespace() || c == '|');
    words.find(|w| w.eq_ignore_ascii_case("eval"))?;
    let value = words.find(|w| !w.is_empty())?;
    if let Some(plies) = value.strip_prefix("+M").or(value.strip_prefix("M")) {
        plies.parse::<u32>().ok().map(|_| MATE)
    } else if let Some(plies) = value.strip_prefix("-M") {
        plies.parse::<u32>().ok().map(|_| -MATE)
    } else {
        value.parse().ok()
    }
}

fn is_move(line: &str) -> bool {
    let mut parts = line.split(',');
    matches!(
        (parts.next(), parts.next(), parts.next()),
        (Some(x), Some(y), None) if x.trim().parse::<u32>().is_ok() && y.trim().parse::<u32>().is_ok()
    )
}

fn parse(args: Vec<String>) -> Result<Options, String> {
    let mut o = Options {
        engine: String::new(),
        time_ms: 200,
        jobs: 1,
        from: 6,
        every: 1,
        leaves: 0,
        seed: 1,
        out: PathBuf::new(),
        inputs: Vec::new(),
    };
    let mut args = args.into_iter();
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        let number = |v: String, name: &str| {
            v.parse::<u64>()
                .ok()
                .filter(|&n| n > 0 || name == "--from" || name == "--leaves")
                .ok_or(format!("{name} takes a positive number, not {v:?}"))
        };
        match a.as_str() {
            "--engine" => o.engine = value(&a)?,
            "--out" => o.out = PathBuf::from(value(&a)?),
            "--time-ms" => o.time_ms = number(value(&a)?, &a)?,
            "--jobs" => o.jobs = number(value(&a)?, &a)? as usize,
            "--from" => o.from = number(value(&a)?, &a)? as usize,
            "--every" => o.every = number(value(&a)?, &a)? as usize,
            "--leaves" => o.leaves = number(value(&a)?, &a)? as usize,
            "--seed" => o.seed = number(value(&a)?, &a)?,
            _ => o.inputs.push(PathBuf::from(a)),
        }
    }
    if o.engine.is_empty() || o.out.as_os_str().is_empty() || o.inputs.is_empty() {
        return Err(
            "give --engine COMMAND, --out FILE and the games (folders or .sgf files)".into(),
        );
    }
    if o.leaves > 0 && o.every <= o.leaves {
        // A line no longer than the one before starts a game for `tune_eval`: a walk must end
        // before the game's next position.
        return Err(
            "--every must be more than --leaves, so that a game's lines stay in order".into(),
        );
    }
    Ok(o)
}
