//! `gomoku analyse` through the real binary: what players and scripts see.

use std::process::{Command, Output};

fn analyse(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .arg("analyse")
        .args(["--time-ms", "100", "--seed", "7"])
        .args(args)
        .output()
        .expect("the binary runs")
}

fn json(args: &[&str]) -> serde_json::Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let out = analyse(&all);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is one JSON object")
}

/// Bad input: exit status 2, nothing on stdout, and the reason in the first line of stderr
/// (clap adds a usage hint below its own errors).
fn refused(args: &[&str]) -> String {
    let out = analyse(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    let first = err.lines().next().unwrap_or_default().to_string();
    assert!(
        first.starts_with("gomoku: ") || first.starts_with("error: "),
        "{err}"
    );
    first
}

#[test]
fn json_has_every_documented_field() {
    let v = json(&["--size", "15", "h8", "i9", "h9"]);
    for key in [
        "to_move",
        "outcome",
        "best_move",
        "score",
        "depth",
        "nodes",
        "pv",
        "forbidden",
    ] {
        assert!(v.get(key).is_some(), "missing {key} in {v}");
    }
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["outcome"], "ongoing");
    assert_eq!(v["forbidden"], serde_json::json!([]));
    let best = v["best_move"].as_str().expect("a best move");
    assert!(!["H8", "I9", "H9"].contains(&best), "{best} is taken");
    assert_eq!(v["pv"][0], best);
}

#[test]
fn it_finds_the_win_in_one() {
    let v = json(&["h8", "a1", "i8", "a2", "j8", "a3", "k8"]);
    assert_eq!(v["to_move"], "white");
    // White must block the open four at G8 or L8; with black to move the win is taken.
    let v_black = json(&["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a15"]);
    assert_eq!(v_black["to_move"], "black");
    let win = v_black["best_move"].as_str().expect("a best move");
    assert!(win == "G8" || win == "L8", "{win}");
    let block = v["best_move"].as_str().expect("a best move");
    assert!(block == "G8" || block == "L8", "{block}");
}

#[test]
fn a_finished_game_reports_the_winner_and_no_move() {
    let v = json(&["--size", "3", "a1", "b1", "a2", "b2", "a3"]);
    assert_eq!(v["outcome"], "black wins");
    assert!(v["best_move"].is_null());
    assert!(v["to_move"].is_null());
    assert_eq!(v["winning_line"].as_array().map(Vec::len), Some(3));
}

#[test]
fn moves_may_be_separated_by_commas_and_rectangles_are_allowed() {
    let v = json(&["--size", "10x12", "--win", "4", "e6,f7", "e7"]);
    assert_eq!(v["cols"], 10);
    assert_eq!(v["rows"], 12);
    assert_eq!(v["moves"], serde_json::json!(["E6", "F7", "E7"]));
    assert_eq!(v["to_move"], "white");
}

#[test]
fn text_output_shows_the_board_side_to_move_and_best_move() {
    let out = analyse(&["--size", "9", "e5", "d4"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("   A B C D E F G H I\n"), "{text}");
    // E5 is black's stone and D4 white's, whatever move the `*` marks.
    let cell = |row: &str, col: usize| {
        let line = text
            .lines()
            .find(|l| l.starts_with(row))
            .unwrap_or_default();
        line.chars().nth(3 + 2 * col)
    };
    assert_eq!(cell(" 5 ", 4), Some('X'), "{text}");
    assert_eq!(cell(" 4 ", 3), Some('O'), "{text}");
    assert!(text.contains("To move: Black"), "{text}");
    assert!(text.contains("Best move: "), "{text}");
    assert!(text.contains("Principal variation: "), "{text}");
}

#[test]
fn the_verdict_names_the_side_it_favours_whichever_side_is_to_move() {
    // Black's open four: with black to move it is five, with white to move no block helps.
    let four = ["h8", "a1", "i8", "a2", "j8", "a3", "k8"];
    for moves in [&four[..], &[&four[..], &["a4"]].concat()] {
        let out = analyse(moves);
        assert!(out.status.success(), "{moves:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Black wins in 1 move"), "{text}");
    }
}

#[test]
fn bad_input_is_one_sentence_and_status_two() {
    let taken = refused(&["h8", "h8"]);
    assert_eq!(taken, "gomoku: move 2: H8 is taken");
    assert!(refused(&["z9"]).contains("z9"));
    assert!(refused(&["h8", "banana"]).contains("banana"));
    assert!(refused(&["--size", "3", "a1", "b1", "a2", "b2", "a3", "c3"]).contains("move 6"));
    refused(&["--size", "2", "a1"]);
    refused(&["--size", "9", "--win", "12", "a1"]);
}

#[test]
fn a_reader_that_goes_away_ends_the_output_quietly() {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .args(["analyse", "--time-ms", "300", "h8"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Closed before the answer is written, as `| head -c0` does.
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("it ends");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
}

#[test]
fn a_match_whose_reader_goes_away_ends_quietly_not_with_a_panic() {
    use std::process::Stdio;
    // `gomoku match ... 2>&1 | head -1`: both outputs into a pipe whose reader is gone.
    let mut child = Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .args(["match", "--a", "random", "--b", "random", "--games", "2"])
        .args([
            "--size",
            "5",
            "--win",
            "4",
            "--openings",
            "none",
            "--time-ms",
            "10",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stdout.take());
    drop(child.stderr.take());
    let status = child.wait().expect("it ends");
    assert_eq!(status.code(), Some(0), "as analyse and Unix tools end");
}

#[test]
fn a_full_disk_is_one_sentence_and_status_one() {
    let full = std::fs::File::create("/dev/full").expect("/dev/full");
    let out = Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .args(["analyse", "--json", "--time-ms", "50", "h8"])
        .stdout(full)
        .output()
        .expect("the binary runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("gomoku: ") && err.contains("full"), "{err}");
}

#[cfg(target_os = "linux")]
#[test]
fn the_engine_on_a_full_disk_is_one_sentence_and_status_one() {
    use std::io::Write;
    let full = std::fs::File::create("/dev/full").expect("/dev/full");
    let mut child = Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .arg("engine")
        .stdin(std::process::Stdio::piped())
        .stdout(full)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let Some(mut stdin) = child.stdin.take() {
        // The engine may have ended before the input is all written: that is its answer.
        let _ = stdin.write_all(b"START 15\nABOUT\n");
    }
    let out = child.wait_with_output().expect("the engine ends");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("the disk is full") && !err.contains("os error"),
        "{err}"
    );
}

/// `analyse` text for `args` with the given locale variables (the rest of the environment's
/// locale removed).
fn analyse_in(locale: &[(&str, &str)], args: &[&str]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gomoku"));
    command
        .arg("analyse")
        .args(["--time-ms", "50", "--seed", "7"])
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (key, value) in locale {
        command.env(key, value);
    }
    let out = command.output().expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn text_output_speaks_the_locale_or_the_flag() {
    let moves = ["--size", "9", "e5", "d4"];
    let chinese = analyse_in(&[("LANG", "zh_CN.UTF-8")], &moves);
    assert!(chinese.contains("轮到：黑方"), "{chinese}");
    assert!(
        chinese.contains("规则：9x9，连成 5 子获胜，无禁手"),
        "{chinese}"
    );
    assert!(chinese.contains("最佳着法："), "{chinese}");
    let english = analyse_in(&[("LANG", "C")], &moves);
    assert!(english.contains("To move: Black"), "{english}");
    // LC_ALL comes first, then LC_MESSAGES, then LANG.
    let all = analyse_in(
        &[("LC_ALL", "en_US.UTF-8"), ("LANG", "zh_CN.UTF-8")],
        &moves,
    );
    assert!(all.contains("To move: Black"), "{all}");
    let messages = analyse_in(&[("LC_MESSAGES", "zh_TW.UTF-8"), ("LANG", "C")], &moves);
    assert!(messages.contains("轮到：黑方"), "{messages}");
    let mut flagged = vec!["--lang", "en"];
    flagged.extend(moves);
    let flag = analyse_in(&[("LANG", "zh_CN.UTF-8")], &flagged);
    assert!(flag.contains("To move: Black"), "{flag}");
}

#[test]
fn json_stays_english_in_chinese() {
    let out = analyse_in(&[("LANG", "zh_CN.UTF-8")], &["--json", "h8", "i9", "h9"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["outcome"], "ongoing");
    assert_eq!(v["rule"], "freestyle");
}

#[test]
fn small_boards_are_told_exactly_not_estimated() {
    let text = |args: &[&str]| String::from_utf8_lossy(&analyse(args).stdout).into_owned();
    // Tic-tac-toe and 4x4 with four in a row are draws with best play.
    for board in [
        &["--size", "3", "--win", "3"][..],
        &["--size", "4", "--win", "4"],
    ] {
        let shown = text(board);
        assert!(shown.contains("a draw with best play"), "{shown}");
        let report = json(board);
        assert_eq!(report["exact"], true, "{report}");
        assert_eq!(report["score"], 0, "{report}");
    }
    // Three in a row on 4x4 is the first player's: told as a win, counted in moves.
    let shown = text(&["--size", "4", "--win", "3"]);
    assert!(shown.contains("Black wins in 3 moves"), "{shown}");
    // A full-size board is estimated, and says so in the JSON.
    assert_eq!(json(&["h8"])["exact"], false);
}

#[test]
fn multipv_three_gives_three_distinct_moves_with_scores_chances_and_lines() {
    let report = json(&["--multipv", "3", "h8", "i9", "h9"]);
    let lines = report["lines"].as_array().expect("lines");
    assert_eq!(lines.len(), 3, "{report}");
    let moves: Vec<&str> = lines.iter().filter_map(|l| l["move"].as_str()).collect();
    assert_eq!(moves.len(), 3, "{report}");
    assert!(moves[0] != moves[1] && moves[1] != moves[2] && moves[0] != moves[2]);
    assert_eq!(report["best_move"], lines[0]["move"]);
    let scores: Vec<i64> = lines.iter().filter_map(|l| l["score"].as_i64()).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{report}");
    for line in lines {
        let chance = line["win_chance"].as_f64().expect("a chance");
        assert!((0.0..=1.0).contains(&chance), "{line}");
        assert_eq!(line["pv"][0], line["move"], "{line}");
    }
    let text = String::from_utf8_lossy(&analyse(&["--multipv", "2", "h8"]).stdout).into_owned();
    assert!(text.contains("Candidates:\n  1. "), "{text}");
    assert!(text.contains("\n  2. "), "{text}");
    assert!(refused(&["--multipv", "0", "h8"]).contains("multipv"));
}
