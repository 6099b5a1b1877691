//! Analysis mode in the side panel: how far the engine has looked and how fast, then its best
//! lines, each ranked as on the board, with the verdict in words and the moves that follow.

use ratatui::style::Style;

use super::text::Part;
use crate::ai::Analysis;
use crate::ai::verdict::Outlook;
use crate::tr;
use crate::tui::app::Study;
use crate::tui::theme::Theme;

/// Moves of a line shown after its first: enough to see the idea, few enough to fit.
const LINE_MOVES: usize = 6;

/// The parts the panel shows for `study` on a board of `rows` rows.
pub fn parts(study: &Study, rows: usize, theme: &Theme) -> Vec<Part> {
    let elapsed = study.updated.duration_since(study.started);
    let mut parts = vec![Part::new(
        tr!(
            "analysis-stats",
            depth = study.depth(),
            speed = speed(study.speed()),
            seconds = format!("{:.0}", elapsed.as_secs_f64())
        ),
        theme.title,
        0,
    )];
    if study.lines.is_empty() {
        let waiting = match study.finished {
            true => tr!("analysis-over"),
            false => tr!("analysis-waiting"),
        };
        parts.push(Part::new(waiting, Style::new(), 0));
    }
    for (n, line) in study.lines.iter().enumerate() {
        let verdict = Outlook::of_analysis(study.side, line).words();
        let follow = line_after(line, LINE_MOVES, rows);
        let mut part = Part::new(format!("{} ", n + 1), theme.hint, 0);
        part.segments
            .push((format!("{} ", line.best.notation(rows)), theme.title));
        part.segments.push((verdict, Style::new()));
        if !follow.is_empty() {
            part.segments
                .push((format!(" · {}", follow.join(" ")), theme.dim));
        }
        parts.push(part);
    }
    parts
}

/// The moves of `line` after its first, at most `moves` of them, by name.
pub fn line_after(line: &Analysis, moves: usize, rows: usize) -> Vec<String> {
    line.pv
        .iter()
        .skip(1)
        .take(moves)
        .map(|p| p.notation(rows))
        .collect()
}

/// Positions a second, short: `820 k`, `1.2 M`.
fn speed(per_second: u64) -> String {
    let n = per_second as f64;
    let short = match per_second {
        0..1_000 => format!("{per_second}"),
        1_000..1_000_000 => format!("{:.0} k", n / 1e3),
        _ => format!("{:.1} M", n / 1e6),
    };
    tr!("analysis-speed", speed = short)
}
