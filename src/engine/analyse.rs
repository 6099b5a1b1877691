//! `gomoku analyse`: a position given as moves in board notation, the engine's verdict on it, as
//! text for players or one JSON object for scripts.

use std::time::Duration;

use clap::Args;
use serde::Serialize;

use crate::ai::verdict::Outlook;
use crate::ai::{self, Analysis, Answer, Level, Limits, Task};
use crate::engine::args::BoardArgs;
use crate::model::{
    Game, MoveError, NotationError, Outcome, Point, Rules, RulesError, Stone, TIME_MS_RANGE,
};
use crate::tr;

#[derive(Args, Debug, Clone)]
pub struct AnalyseArgs {
    #[command(flatten)]
    pub board: BoardArgs,
    /// Thinking time in milliseconds
    #[arg(long = "time-ms", value_name = "T", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(TIME_MS_RANGE))]
    pub time_ms: u64,
    /// Engine strength: random, easy, medium, hard, master
    #[arg(long, default_value = "master", ignore_case = true)]
    pub level: Level,
    /// Fixed seed, for a repeatable answer
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print one JSON object instead of the board
    #[arg(long)]
    pub json: bool,
    /// Show the N best moves, each with its line (multi-PV, as master sees them)
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u8).range(1..=10))]
    pub multipv: u8,
    /// The moves so far in board notation, black first: `h8 i9 h9` (commas also separate)
    #[arg(value_name = "MOVES")]
    pub moves: Vec<String>,
}

/// A point the side to move may not play, and why (Renju's forbidden points for black).
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct ForbiddenPoint {
    pub point: String,
    pub kind: &'static str,
}

/// One candidate move with its line, for the side to move.
#[derive(Serialize, Debug)]
pub struct ReportLine {
    #[serde(rename = "move")]
    pub point: String,
    /// From the side to move's view, as `score`.
    pub score: i32,
    /// The side to move's chance of winning after this move (0 to 1): 1 or 0 for a forced
    /// result, ½ for a proven draw.
    pub win_chance: f64,
    /// The verdict in words, as the text output says it.
    pub verdict: String,
    pub depth: u32,
    pub pv: Vec<String>,
}

/// Everything `analyse` reports; the JSON output is this, serialised.
#[derive(Serialize, Debug)]
pub struct Report {
    pub cols: usize,
    pub rows: usize,
    pub win: usize,
    pub rule: &'static str,
    pub moves: Vec<String>,
    /// `"black"` or `"white"`; null once the game is over.
    pub to_move: Option<&'static str>,
    /// `"ongoing"`, `"black wins"`, `"white wins"` or `"draw"`.
    pub outcome: &'static str,
    pub winning_line: Vec<String>,
    pub best_move: Option<String>,
    pub score: Option<i32>,
    /// Whether `score` is the position's proven value (small boards searched to the end), in
    /// which case 0 is a draw; otherwise it is the search's estimate.
    pub exact: bool,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub pv: Vec<String>,
    /// The best moves (one, or `--multipv` of them), best first.
    pub lines: Vec<ReportLine>,
    pub forbidden: Vec<ForbiddenPoint>,
}

/// Why a position could not be analysed.
#[derive(Debug, thiserror::Error)]
pub enum AnalyseError {
    /// The board flags make no game.
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("{}", tr!("analyse-move", n = *n, reason = error.to_string()))]
    Notation { n: usize, error: NotationError },
    #[error("{}", tr!("analyse-move", n = *n, reason = error.describe(*rows)))]
    Illegal {
        n: usize,
        error: MoveError,
        rows: usize,
    },
    /// A move after the game had ended at move `ended`.
    #[error("{}", tr!("analyse-after-end", ended = *ended, n = *ended + 1, point = point.clone(),
        winner = winner.map_or("draw", Stone::key)))]
    AfterEnd {
        ended: usize,
        winner: Option<Stone>,
        point: String,
    },
    #[error("{}", tr!("analyse-json", reason = .0.to_string()))]
    Json(#[from] serde_json::Error),
}

impl AnalyseError {
    /// Whether the input was at fault (a usage error) rather than the program.
    pub fn is_usage(&self) -> bool {
        !matches!(self, AnalyseError::Json(_))
    }
}

/// Runs the command: the text (or JSON) to print.
pub fn run(args: &AnalyseArgs) -> Result<String, AnalyseError> {
    let rules = args.board.rules()?;
    let moves = parse_moves(&args.moves, rules.rows(), rules.cols())?;
    let game = replay(rules, &moves)?;
    let mut limits = Limits::with_time(Duration::from_millis(args.time_ms));
    limits.seed = args.seed;
    let found = match args.multipv {
        1 => ai::analyse(&game, args.level, &limits).map_or_else(Vec::new, |a| vec![a]),
        n => match ai::respond(
            &game,
            Task::Analyse { lines: n.into() },
            args.level,
            &limits,
            None,
        ) {
            Answer::Lines(lines) => lines,
            _ => Vec::new(),
        },
    };
    let report = report(&game, &found);
    if args.json {
        Ok(serde_json::to_string(&report)?)
    } else {
        Ok(text(&game, &report))
    }
}

/// Board-notation points separated by spaces or commas.
pub fn parse_moves(words: &[String], rows: usize, cols: usize) -> Result<Vec<Point>, AnalyseError> {
    words
        .iter()
        .flat_map(|w| w.split([',', ';', ' ', '\t']))
        .filter(|w| !w.is_empty())
        .enumerate()
        .map(|(i, w)| {
            Point::parse_notation(w, rows, cols)
                .map_err(|error| AnalyseError::Notation { n: i + 1, error })
        })
        .collect()
}

fn replay(rules: Rules, moves: &[Point]) -> Result<Game, AnalyseError> {
    Game::from_moves(rules, moves).map_err(|(i, error)| {
        let rows = rules.rows();
        match error {
            MoveError::GameOver => AnalyseError::AfterEnd {
                ended: i,
                winner: Game::from_moves(rules, &moves[..i])
                    .ok()
                    .and_then(|g| g.outcome().winner()),
                point: moves[i].notation(rows),
            },
            error => AnalyseError::Illegal {
                n: i + 1,
                error,
                rows,
            },
        }
    })
}

fn report(game: &Game, found: &[Analysis]) -> Report {
    let analysis = found.first();
    let rules = game.rules();
    let rows = rules.rows();
    let names = |points: &[Point]| points.iter().map(|p| p.notation(rows)).collect();
    let (outcome, line) = match game.outcome() {
        Outcome::Ongoing => ("ongoing", Vec::new()),
        Outcome::Draw => ("draw", Vec::new()),
        Outcome::Win { winner, line } => (
            match winner {
                Stone::Black => "black wins",
                Stone::White => "white wins",
            },
            names(line),
        ),
    };
    Report {
        cols: rules.cols(),
        rows,
        win: rules.win_length(),
        rule: rules.rule().key(),
        moves: names(game.history()),
        to_move: (!game.is_over()).then(|| game.to_move().key()),
        outcome,
        winning_line: line,
        best_move: analysis.map(|a| a.best.notation(rows)),
        score: analysis.map(|a| a.score),
        exact: analysis.is_some_and(|a| a.exact),
        depth: analysis.map(|a| a.depth),
        nodes: analysis.map(|a| a.nodes),
        pv: analysis.map_or_else(Vec::new, |a| names(&a.pv)),
        lines: found
            .iter()
            .map(|a| {
                let outlook = Outlook::of_analysis(game.to_move(), a);
                ReportLine {
                    point: a.best.notation(rows),
                    score: a.score,
                    // Three decimals: the fit is not finer than that.
                    win_chance: (1000.0 * outlook.chance_for(game.to_move())).round() / 1000.0,
                    verdict: outlook.words(),
                    depth: a.depth,
                    pv: names(&a.pv),
                }
            })
            .collect(),
        forbidden: forbidden(game),
    }
}

/// The side to move's forbidden points under the game's rule; none of the rules so far forbid a
/// point, and a rule that does adds its arm here.
fn forbidden(game: &Game) -> Vec<ForbiddenPoint> {
    let rows = game.rules().rows();
    game.forbidden_points()
        .into_iter()
        .map(|(p, kind)| ForbiddenPoint {
            point: p.notation(rows),
            kind: kind.key(),
        })
        .collect()
}

/// The board as a diagram (X black, O white, * the suggested move) and the verdict below it.
fn text(game: &Game, report: &Report) -> String {
    let board = game.board();
    let rows = board.rows();
    let best = report
        .best_move
        .as_deref()
        .and_then(|m| Point::parse_notation(m, rows, board.cols()).ok());
    let letters: String = (0..board.cols())
        .map(|c| format!(" {}", (b'A' + c as u8) as char))
        .collect();
    let mut out = format!("  {letters}\n");
    for row in 0..rows {
        out.push_str(&format!("{:>2} ", rows - row));
        let cells: Vec<&str> = (0..board.cols())
            .map(|col| {
                let p = Point::new(row, col);
                match board.get(p) {
                    Some(Stone::Black) => "X",
                    Some(Stone::White) => "O",
                    None if Some(p) == best => "*",
                    None => ".",
                }
            })
            .collect();
        out.push_str(&format!("{} {}\n", cells.join(" "), rows - row));
    }
    out.push_str(&format!("  {letters}\n\n"));
    let mut line = |text: String| {
        out.push_str(&text);
        out.push('\n');
    };
    line(tr!("analyse-rules", rules = game.rules().to_string()));
    let moves = report.moves.join(" ");
    line(tr!(
        "analyse-moves",
        count = report.moves.len(),
        moves = moves
    ));
    line(match game.outcome() {
        Outcome::Win { winner, .. } => tr!(
            "analyse-won",
            winner = winner.name(),
            line = report.winning_line.join(" ")
        ),
        Outcome::Draw => tr!("analyse-draw"),
        Outcome::Ongoing => tr!("analyse-to-move", stone = game.to_move().name()),
    });
    if let (Some(best), Some(score)) = (&report.best_move, report.score) {
        line(tr!(
            "analyse-best",
            point = best.clone(),
            // From the side to move's view, named, as the side panel says it.
            verdict = Outlook::judged(game.to_move(), score, report.exact).words(),
            depth = report.depth.unwrap_or(0),
            nodes = report.nodes.unwrap_or(0)
        ));
        line(tr!("analyse-pv", moves = report.pv.join(" ")));
    }
    if report.lines.len() > 1 {
        line(tr!("analyse-lines"));
        for (n, l) in report.lines.iter().enumerate() {
            line(format!(
                "{:>3}. {:<4} {}  {}",
                n + 1,
                l.point,
                l.verdict,
                l.pv.join(" ")
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_split_on_spaces_and_commas_and_are_numbered_in_errors() {
        let words = vec!["h8,i9".to_string(), " j10  k11 ".to_string()];
        let moves = parse_moves(&words, 15, 15).expect("valid moves");
        assert_eq!(moves.len(), 4);
        assert_eq!(moves[0], Point::new(7, 7));
        let err = parse_moves(&["h8 q1".to_string()], 15, 15).unwrap_err();
        assert!(err.to_string().starts_with("move 2: "), "{err}");
    }
}
