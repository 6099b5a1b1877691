//! An external engine over the Gomocup protocol, spoken to as the strong engines of the field
//! expect: nothing they do not know unless the game needs it, each reply matched to the command
//! that asked for it, time to settle after a move, and a command that was dropped sent again.

use std::io::Write;
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

use super::players::{ANSWER_BYTES, ANSWER_LINES, Contestant, Forfeit};
use super::process::{Heard, Process};
use crate::ai::{Decision, Stage};
use crate::engine::{printable, xy};
use crate::model::{Game, Point, Rule, Rules};

/// How long an external engine may take to answer `START` (it may load tables first).
const START_TIMEOUT: Duration = Duration::from_secs(15);
/// Quiet time an engine gets after its last line before the next command. Engines of the field
/// drop a command that arrives while their search threads still wind down after a move.
const SETTLE: Duration = Duration::from_millis(100);
/// The longest settling time an engine that keeps dropping commands is given.
const MAX_SETTLE: Duration = Duration::from_secs(2);
/// How often a request answered with `ERROR` or `UNKNOWN` is sent again before it forfeits.
const RESENDS: usize = 2;

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

/// A reply line by its kind.
enum Reply {
    Ok,
    /// `ERROR` or `UNKNOWN`: a refusal, or a sign that the command was not heard as sent.
    Refusal(String),
    Other(String),
}

fn classify(line: &str) -> Option<Reply> {
    let line = line.trim();
    let word = line.split_whitespace().next().unwrap_or("");
    let is = |w: &str| word.eq_ignore_ascii_case(w);
    if line.is_empty() || ["MESSAGE", "DEBUG", "SUGGEST"].iter().any(|w| is(w)) {
        None
    } else if line.eq_ignore_ascii_case("OK") {
        Some(Reply::Ok)
    } else if is("ERROR") || is("UNKNOWN") {
        Some(Reply::Refusal(printable(line)))
    } else {
        Some(Reply::Other(line.to_string()))
    }
}

pub struct External {
    process: Process,
    /// Lines and bytes heard since the last command.
    heard: (usize, usize),
    /// A fault heard between requests, which the next one reports.
    fault: Option<Forfeit>,
    /// Per-move limit: the granted time plus a grace for process scheduling.
    timeout: Duration,
    /// Moves of the game the engine has been told about (or played itself).
    known: Option<usize>,
    /// Since when the engine has been quiet: its last line, or the last command it does not
    /// answer.
    quiet_since: Instant,
    settle: Duration,
    /// Whether the engine reads `SWAP2BOARD`'s stones as `x,y,field`, like `BOARD`'s (Rapfi
    /// does), rather than the protocol document's `x,y`: learnt from its refusal of the latter.
    swap2_fields: bool,
}

impl External {
    /// Starts `command` and sets up a game under `rules` with `time` per move.
    pub fn start(command: &str, rules: &Rules, time: Duration) -> Result<External, Forfeit> {
        let process = Process::spawn(command)?;
        let grace = (time / 5).max(Duration::from_secs(1));
        let mut engine = External {
            process,
            heard: (0, 0),
            fault: None,
            timeout: time + grace,
            known: None,
            quiet_since: Instant::now(),
            settle: SETTLE,
            swap2_fields: false,
        };
        // Our extension, only where the game needs it: before `START`, so that a board smaller
        // than five is accepted. Engines that do not know it may answer it (or its value) with
        // an ERROR, which `START`'s reply is told apart from.
        if rules.win_length() != 5 {
            engine.send(&format!("INFO win_length {}", rules.win_length()))?;
        }
        let start = if rules.rows() == rules.cols() {
            format!("START {}", rules.rows())
        } else {
            format!("RECTSTART {},{}", rules.cols(), rules.rows())
        };
        engine.send(&start)?;
        engine.expect_ok(&start)?;
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

    fn send(&mut self, line: &str) -> Result<(), Forfeit> {
        let stdin = &mut self.process.stdin;
        writeln!(stdin, "{line}")
            .and_then(|()| stdin.flush())
            .map_err(|_| Forfeit::StoppedReading)?;
        self.quiet_since = self.quiet_since.max(Instant::now());
        self.heard = (0, 0);
        Ok(())
    }

    /// The next line within `deadline`, as long as the engine keeps to a line's length and to
    /// the lines and bytes an answer may take.
    fn line(&mut self, deadline: Instant, timeout: Duration) -> Result<String, Forfeit> {
        if let Some(fault) = self.fault.take() {
            return Err(fault);
        }
        // Checked before each line, since one that is waiting is taken even at the deadline:
        // an engine that never stops writing still runs out of time.
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(Forfeit::Timeout(timeout));
        }
        let line = match self.process.recv(left) {
            Ok(Heard::Line(line)) => line,
            Ok(Heard::TooLong) => return Err(Forfeit::LineTooLong),
            Ok(Heard::End) | Err(RecvTimeoutError::Disconnected) => return Err(Forfeit::Exited),
            Err(RecvTimeoutError::Timeout) => return Err(Forfeit::Timeout(timeout)),
        };
        self.quiet_since = Instant::now();
        self.heard = (self.heard.0 + 1, self.heard.1 + line.len() + 1);
        if self.heard.0 > ANSWER_LINES || self.heard.1 > ANSWER_BYTES {
            return Err(Forfeit::Flood);
        }
        Ok(line)
    }

    /// `OK` for `command`. An `ERROR` may belong to an earlier line the engine did not know
    /// (an INFO value read as a command): an `OK` that still follows soon is the answer.
    fn expect_ok(&mut self, command: &str) -> Result<(), Forfeit> {
        let mut deadline = Instant::now() + START_TIMEOUT;
        let mut refusal = None;
        loop {
            let line = match self.line(deadline, START_TIMEOUT) {
                Ok(line) => line,
                Err(Forfeit::Timeout(_)) if refusal.is_some() => {
                    return Err(Forfeit::Refused {
                        command: command.to_string(),
                        reply: refusal.unwrap_or_default(),
                    });
                }
                Err(e) => return Err(e),
            };
            match classify(&line) {
                None => {}
                Some(Reply::Ok) => return Ok(()),
                Some(Reply::Refusal(text)) => {
                    refusal.get_or_insert(text);
                    deadline = deadline.min(Instant::now() + self.settle);
                }
                Some(Reply::Other(text)) => {
                    return Err(Forfeit::Refused {
                        command: command.to_string(),
                        reply: printable(&text),
                    });
                }
            }
        }
    }

    /// Lines that came after the last request was answered: replies to lines that get none
    /// (an unknown INFO, say) or to a request sent twice. None of them answers what comes next.
    fn drain(&mut self) {
        for heard in self.process.waiting() {
            self.quiet_since = Instant::now();
            if let Heard::TooLong = heard {
                self.fault.get_or_insert(Forfeit::LineTooLong);
            }
        }
    }

    /// Sends `first` and returns the answer: the first line that is not a comment. A refusal
    /// (`ERROR`, `UNKNOWN`) is taken as a sign that the request was not heard as sent: `again`
    /// is sent instead after a longer quiet time, up to `RESENDS` times.
    fn request(&mut self, first: &[String], again: &[String]) -> Result<String, Forfeit> {
        let mut resends = 0;
        loop {
            let lines = if resends == 0 { first } else { again };
            match self.ask(lines)? {
                Reply::Refusal(text) if resends == RESENDS => {
                    return Err(Forfeit::Refused {
                        command: lines.first().cloned().unwrap_or_default(),
                        reply: text,
                    });
                }
                Reply::Refusal(_) => {
                    resends += 1;
                    self.settle = (self.settle * 2).min(MAX_SETTLE);
                }
                Reply::Ok => return Ok("OK".to_string()),
                Reply::Other(text) => return Ok(text),
            }
        }
    }

    /// Sends `lines` once the engine has settled, and returns the first reply that is not a
    /// comment.
    fn ask(&mut self, lines: &[String]) -> Result<Reply, Forfeit> {
        self.settle();
        for line in lines {
            self.send(line)?;
        }
        let deadline = Instant::now() + self.timeout;
        loop {
            if let Some(reply) = classify(&self.line(deadline, self.timeout)?) {
                return Ok(reply);
            }
        }
    }

    /// After a refused block whose lines the engine went on to read in its own way: waits for
    /// the answer it then gives (to a position that is not the game's) or for the move's time,
    /// so that the answer is not taken for the reply to the next command.
    fn outwait(&mut self) {
        let deadline = Instant::now() + self.timeout;
        while let Ok(line) = self.line(deadline, self.timeout) {
            if let Some(Reply::Other(_) | Reply::Ok) = classify(&line) {
                return;
            }
        }
    }

    /// The engine's answer to the swap2 opening so far. An engine that refuses the protocol
    /// document's `x,y` stones (Rapfi answers "ERROR Color is not a valid value" for each and
    /// then opens on an empty board) is asked again with `x,y,field` stones, as in `BOARD`, and
    /// asked that way from then on.
    fn swap2_reply(&mut self, game: &Game) -> Result<String, Forfeit> {
        if !self.swap2_fields {
            match self.ask(&External::block(game, "SWAP2BOARD", false))? {
                Reply::Ok => return Ok("OK".to_string()),
                Reply::Other(text) => return Ok(text),
                Reply::Refusal(_) => {
                    self.swap2_fields = true;
                    self.outwait();
                }
            }
        }
        let lines = External::block(game, "SWAP2BOARD", true);
        self.request(&lines, &lines)
    }

    /// The whole game as a `BOARD` block, own stones 1 and the opponent's 2, in move order.
    fn board(game: &Game) -> Vec<String> {
        External::block(game, "BOARD", true)
    }

    /// `head`, the game's stones in move order (with `fields`, as `x,y,field`: the side to
    /// move's own stones 1, the opponent's 2), then `DONE`.
    fn block(game: &Game, head: &str, fields: bool) -> Vec<String> {
        let history = game.history();
        let own_parity = history.len() % 2;
        let mut lines = vec![head.to_string()];
        for (i, &p) in history.iter().enumerate() {
            let field = if i % 2 == own_parity { 1 } else { 2 };
            lines.push(if fields {
                format!("{},{field}", xy(p))
            } else {
                xy(p)
            });
        }
        lines.push("DONE".to_string());
        lines
    }
}

/// `x,y` as a point.
fn parse_point(text: &str) -> Option<Point> {
    let (x, y) = text.split_once(',')?;
    Some(Point::new(y.trim().parse().ok()?, x.trim().parse().ok()?))
}

impl Contestant for External {
    fn settle(&mut self) {
        let ready = self.quiet_since + self.settle;
        let wait = ready.saturating_duration_since(Instant::now());
        if !wait.is_zero() {
            std::thread::sleep(wait);
        }
        self.drain();
    }

    fn choose(&mut self, game: &Game) -> Result<Point, Forfeit> {
        let history = game.history();
        let first = match self.known {
            None if history.is_empty() => vec!["BEGIN".to_string()],
            Some(n) if n + 1 == history.len() => vec![format!("TURN {}", xy(history[n]))],
            // First move from an opening, or out of step: send the whole game in order.
            _ => External::board(game),
        };
        // Sent again, a request is always the whole position: whatever part of the first one
        // the engine heard, the position it answers is the game's.
        let reply = self.request(&first, &External::board(game))?;
        let point = parse_point(&reply).ok_or_else(|| Forfeit::NotAMove(printable(&reply)))?;
        self.known = Some(history.len() + 1);
        Ok(point)
    }

    fn swap2(&mut self, game: &Game, stage: Stage) -> Result<Decision, Forfeit> {
        let reply = self.swap2_reply(game)?;
        // Whatever it answered, the next move request sends the whole position.
        self.known = None;
        let (wanted, counts): (&'static str, &[usize]) = match stage {
            Stage::PlaceThree => ("three stones", &[3]),
            Stage::ChooseOrAdd => ("SWAP, a move or two stones", &[0, 1, 2]),
            Stage::Choose => ("SWAP or a move", &[0, 1]),
        };
        let bad = || Forfeit::BadOpening {
            reply: printable(&reply),
            wanted,
        };
        if reply.trim().eq_ignore_ascii_case("SWAP") {
            return if counts.contains(&0) {
                Ok(Decision::Swap)
            } else {
                Err(bad())
            };
        }
        let points: Vec<Point> = reply
            .split_whitespace()
            .map(parse_point)
            .collect::<Option<_>>()
            .ok_or_else(bad)?;
        match (points.len(), stage) {
            (n, _) if !counts.contains(&n) || n == 0 => Err(bad()),
            (1, _) => Ok(Decision::Play(points[0])),
            _ => Ok(Decision::Place(points)),
        }
    }
}

impl Drop for External {
    fn drop(&mut self) {
        // The process, dropped next, gives the engine time to exit, then ends its group.
        let _ = self.send("END");
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
    fn replies_are_told_apart_by_kind() {
        assert!(classify("MESSAGE thinking").is_none());
        assert!(classify("  ").is_none());
        assert!(matches!(classify("ok"), Some(Reply::Ok)));
        assert!(matches!(classify("UNKNOWN X"), Some(Reply::Refusal(_))));
        assert!(
            matches!(classify("ERROR Unknown command: \u{1b}8,7"), Some(Reply::Refusal(t)) if t.is_ascii() && !t.contains('\u{1b}'))
        );
        assert!(matches!(classify("7,7"), Some(Reply::Other(t)) if t == "7,7"));
    }
}
