//! `gomoku match` through the real binary, with tiny budgets.

use std::process::{Command, Output};

use crate::scratch::Scratch;

const BIN: &str = env!("CARGO_BIN_EXE_gomoku");

fn play(args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("match")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The three numbers of a report line such as `A wins 1, B wins 2, draws 3`.
fn numbers(line: &str) -> Vec<u32> {
    line.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

fn line<'a>(report: &'a str, prefix: &str) -> &'a str {
    report
        .lines()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line {prefix:?} in {report}"))
}

#[test]
fn a_tic_tac_toe_match_adds_up_per_colour_and_reports_progress() {
    let out = play(&[
        "--a",
        "random",
        "--b",
        "medium",
        "--games",
        "6",
        "--size",
        "3",
        "--win",
        "3",
        "--time-ms",
        "20",
        "--seed",
        "5",
    ]);
    let report = stdout(&out);
    let total = numbers(line(&report, "A wins "));
    assert_eq!(total.iter().sum::<u32>(), 6, "{report}");
    // Each side's slowest move points at its game and move: A 3 ms (game 2, move 5), ...
    let longest = numbers(line(&report, "Longest move: "));
    assert_eq!(longest.len(), 6, "{report}");
    for side in longest.chunks(3) {
        assert!((1..=6).contains(&side[1]), "{report}");
        assert!((1..=9).contains(&side[2]), "{report}");
    }
    let black = numbers(line(&report, "A as black: "));
    let white = numbers(line(&report, "A as white: "));
    assert_eq!(black.iter().sum::<u32>(), 3);
    assert_eq!(white.iter().sum::<u32>(), 3);
    for i in 0..3 {
        assert_eq!(black[i] + white[i], total[i], "{report}");
    }
    assert!(line(&report, "A's score ").contains("95 % interval"));
    let progress = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        progress.lines().filter(|l| l.starts_with("game ")).count(),
        6
    );
}

#[test]
fn a_level_beats_random_on_15x15_at_20_ms() {
    let report = stdout(&play(&[
        "--a",
        "medium",
        "--b",
        "random",
        "--games",
        "2",
        "--size",
        "15",
        "--time-ms",
        "20",
        "--seed",
        "11",
    ]));
    assert_eq!(numbers(line(&report, "A wins ")), vec![2, 0, 0], "{report}");
}

#[test]
fn a_seeded_match_repeats_exactly() {
    let args = [
        "--a",
        "easy",
        "--b",
        "medium",
        "--games",
        "4",
        "--size",
        "9",
        "--time-ms",
        "20",
        "--seed",
        "42",
    ];
    // Everything but the measured move times.
    let report = |out: &Output| {
        let text = stdout(out);
        let kept: Vec<&str> = text.lines().filter(|l| !l.starts_with("Longest")).collect();
        kept.join("\n")
    };
    let first = report(&play(&args));
    assert_eq!(first, report(&play(&args)));
    assert!(first.contains("A wins"), "{first}");
}

#[test]
fn our_engine_mode_plays_matches_without_forfeits() {
    let engine = format!("{BIN} engine");
    for board in [["--size", "9", "--win", "5"], ["--size", "3", "--win", "3"]] {
        let mut args = vec!["--a-engine", &engine, "--b", "medium", "--games", "2"];
        args.extend_from_slice(&board);
        args.extend_from_slice(&["--time-ms", "50", "--seed", "3"]);
        let report = stdout(&play(&args));
        assert_eq!(numbers(line(&report, "A wins ")).iter().sum::<u32>(), 2);
        assert!(!report.contains("Forfeit"), "{report}");
    }
}

#[test]
fn an_engine_that_does_not_speak_the_protocol_forfeits_and_is_reported() {
    let broken = format!("{BIN} --version");
    let report = stdout(&play(&[
        "--a",
        "random",
        "--b-engine",
        &broken,
        "--games",
        "2",
        "--size",
        "9",
        "--time-ms",
        "20",
        "--openings",
        "none",
    ]));
    assert_eq!(numbers(line(&report, "A wins ")), vec![2, 0, 0], "{report}");
    assert_eq!(report.matches("Forfeit: ").count(), 2, "{report}");
}

#[test]
fn each_side_must_be_given() {
    let out = play(&["--a", "medium", "--games", "2"]);
    assert_eq!(out.status.code(), Some(2));
    let out = play(&["--a", "medium", "--a-engine", "x", "--b", "easy"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn saved_match_games_load_back_with_players_and_results() {
    let dir = Scratch::new("match-save");
    let dir_arg = dir.path().to_string_lossy().into_owned();
    let report = stdout(&play(&[
        "--a",
        "easy",
        "--b",
        "random",
        "--games",
        "3",
        "--size",
        "9",
        "--time-ms",
        "20",
        "--seed",
        "8",
        "--save",
        &dir_arg,
    ]));
    let mut files: Vec<_> = std::fs::read_dir(dir.path())
        .expect("the directory is readable")
        .map(|e| e.expect("an entry").path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 3, "{files:?}");
    let mut a_wins = 0;
    for (i, path) in files.iter().enumerate() {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        assert!(name.ends_with(&format!("-{:03}.sgf", i + 1)), "{name}");
        let record = gomoku::record::Record::load(path).expect("a saved game loads");
        let a_black = i % 2 == 0;
        let (a_name, b_name) = (Some("A: easy".to_string()), Some("B: random".to_string()));
        let expected = if a_black {
            (&a_name, &b_name)
        } else {
            (&b_name, &a_name)
        };
        assert_eq!((&record.meta.black, &record.meta.white), expected);
        if let gomoku::model::Outcome::Win { winner, .. } = record.game().outcome() {
            a_wins += u32::from((*winner == gomoku::model::Stone::Black) == a_black);
        }
    }
    assert_eq!(numbers(line(&report, "A wins "))[0], a_wins, "{report}");
}
