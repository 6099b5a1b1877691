//! `gomoku match` as an engine tester uses it: the SPRT stops a lopsided match early, games run
//! side by side, and the report carries the Elo difference from game pairs.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_gomoku");

fn run_match(args: &[&str]) -> std::process::Output {
    Command::new(BIN)
        .arg("match")
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn an_sprt_stops_a_lopsided_match_as_soon_as_it_decides() {
    let out = run_match(&[
        "--a",
        "hard",
        "--b",
        "random",
        "--size",
        "9",
        "--time-ms",
        "30",
        "--seed",
        "4",
        "--sprt",
        "0,150",
        "--concurrency",
        "2",
        "--games",
        "200",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = String::from_utf8_lossy(&out.stdout);
    let sprt = report
        .lines()
        .find(|l| l.starts_with("SPRT (elo0 0, elo1 150, alpha 0.05, beta 0.05): LLR "))
        .unwrap_or_else(|| panic!("no SPRT line in {report}"));
    assert!(sprt.ends_with("H1 accepted: A is stronger"), "{report}");
    let games: u32 = report
        .split_whitespace()
        .skip_while(|w| !w.ends_with(':'))
        .nth(1)
        .and_then(|w| w.parse().ok())
        .unwrap_or_else(|| panic!("no game count in {report}"));
    // Random never wins a pair against hard, so a handful of pairs decides: far below 200.
    assert!((4..=40).contains(&games) && games % 2 == 0, "{report}");
    assert!(
        report.contains(&format!("from {} game pairs", games / 2)),
        "{report}"
    );
    assert!(
        report.contains("likelihood of superiority 100.0 %"),
        "{report}"
    );
    let progress = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        progress.lines().filter(|l| l.contains("(LLR ")).count() as u32,
        games / 2,
        "{progress}"
    );
}

#[test]
fn an_sprt_that_makes_no_sense_is_a_usage_error() {
    for bad in ["10,0", "0", "0,10,2,0.05"] {
        let out = run_match(&["--a", "easy", "--b", "easy", "--sprt", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("is not an SPRT"), "{err}");
    }
}
