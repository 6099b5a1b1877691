//! The two kinds of contestant: a level of our own engine, called in-process, and an external
//! program spoken to over the Gomocup protocol on its stdin and stdout.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crate::ai::{self, Level, Limits};
use crate::engine::xy;
use crate::model::{Game, Point, Rule, Rules};

/// How long an external engine may take to answer `START` (it may load tables first).
const START_TIMEOUT: Duration = Duration::from_secs(15);

/// Who plays one side of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entrant {
    Level(Level),
    /// A command line: the program, then its arguments, separated by spaces.
    Engine(String),
}

impl Entrant {
    pub fn label(&self) -> String {
        match self {
            Entrant::Level(level) => level.to_string(),
            Entrant::Engine(cmd) => format!("\"{cmd}\""),
        }
    }
}

/// A side's move for the game so far, or why it has none (which loses the game).
pub trait Contestant {
    fn choose(&mut self, game: &Game) -> Result<Point, String>;
}

pub struct InProcess {
    pub level: Level,
    pub time: Duration,
    /// Seed for this side in this game; mixed with the move number for each move.
    pub seed: Option<u64>,
}

impl Contestant for InProcess {
    fn choose(&mut self, game: &Game) -> Result<Point, String> {
        let mut limits = Limits::with_time(self.time);
        limits.seed = self.seed.map(|s| mix(s, game.move_number() as u64));
        ai::best_move(game, self.level, &limits).ok_or_else(|| "had no move".to_string())
    }
}

/// SplitMix64's finaliser: spreads a seed and a counter into an unrelated-looking seed.
pub fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The Gomocup rule bitmask for our rule; the inverse of `rule_from_bits` (a test holds them
/// together).
fn rule_bits(rule: Rule) -> u32 {
    match rule {
        Rule::Freestyle => 0,
        Rule::Exact => 1,
        Rule::Caro => 8,
        Rule::Renju => 4,
    }
}

pub struct External {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Per-move limit: the granted time plus a grace for process scheduling.
    timeout: Duration,
    /// Moves of the game the engine has been told about (or played itself).
    known: Option<usize>,
}

impl External {
    /// Starts `command` and sets up a game under `rules` with `time` per move.
    pub fn start(command: &str, rules: &Rules, time: Duration) -> Result<External, String> {
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| "the engine command is empty".to_string())?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start \"{command}\": {e}"))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(format!("cannot talk to \"{command}\""));
        };
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let grace = (time / 5).max(Duration::from_secs(1));
        let mut engine = External {
            child,
            stdin,
            lines,
            timeout: time + grace,
            known: None,
        };
        // Our extension goes first: `START 3` alone would be refused for five in a row.
        engine.send(&format!("INFO win_length {}", rules.win_length()))?;
        let start = if rules.rows() == rules.cols() {
            format!("START {}", rules.rows())
        } else {
            format!("RECTSTART {},{}", rules.cols(), rules.rows())
        };
        engine.send(&start)?;
        let reply = engine.reply(START_TIMEOUT)?;
        if reply.trim() != "OK" {
            return Err(format!("answered {start} with \"{reply}\""));
        }
        let setup = [
            format!("INFO timeout_turn {}", time.as_millis()),
            "INFO timeout_match 0".to_string(),
            format!("INFO rule {}", rule_bits(rules.rule())),
        ];
        for line in setup {
            engine.send(&line)?;
        }
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| "stopped reading (crashed?)".to_string())
    }

    /// The next line that is not a comment (`MESSAGE`, `DEBUG`, ...).
    fn reply(&mut self, timeout: Duration) -> Result<String, String> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let word = line.split_whitespace().next().unwrap_or("");
                    let comment = ["MESSAGE", "DEBUG", "SUGGEST", "UNKNOWN"]
                        .iter()
                        .any(|w| word.eq_ignore_ascii_case(w));
                    if !comment && !line.trim().is_empty() {
                        return Ok(line);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("took longer than {} ms", timeout.as_millis()));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err("exited (crashed?)".to_string());
                }
            }
        }
    }
}

impl Contestant for External {
    fn choose(&mut self, game: &Game) -> Result<Point, String> {
        let history = game.history();
        match self.known {
            None if history.is_empty() => self.send("BEGIN")?,
            Some(n) if n + 1 == history.len() => {
                let p = history[n];
                self.send(&format!("TURN {}", xy(p)))?;
            }
            // First move from an opening, or out of step: send the whole game in order.
            _ => {
                self.send("BOARD")?;
                let own_parity = history.len() % 2;
                for (i, &p) in history.iter().enumerate() {
                    let field = if i % 2 == own_parity { 1 } else { 2 };
                    self.send(&format!("{},{}", xy(p), field))?;
                }
                self.send("DONE")?;
            }
        }
        let reply = self.reply(self.timeout)?;
        let point = reply
            .split_once(',')
            .and_then(|(x, y)| Some(Point::new(y.trim().parse().ok()?, x.trim().parse().ok()?)))
            .ok_or_else(|| format!("answered \"{reply}\" instead of a move"))?;
        self.known = Some(history.len() + 1);
        Ok(point)
    }
}

impl Drop for External {
    fn drop(&mut self) {
        let _ = self.send("END");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rule_from_bits;

    #[test]
    fn rule_bits_round_trip_through_the_protocol_mapping() {
        for rule in [Rule::Freestyle, Rule::Exact, Rule::Caro] {
            assert_eq!(rule_from_bits(rule_bits(rule)).0, rule);
        }
    }

    #[test]
    fn mixed_seeds_differ_per_move_and_repeat_per_input() {
        assert_eq!(mix(1, 2), mix(1, 2));
        assert_ne!(mix(1, 2), mix(1, 3));
        assert_ne!(mix(1, 2), mix(2, 2));
    }
}
