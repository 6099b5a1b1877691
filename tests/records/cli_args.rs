//! The real binary: help with examples, the version, and every bad flag refused with one
//! sentence naming the flag and exit status 2, without touching the settings file.

use std::process::{Command, Output};

use crate::scratch::Scratch;

fn run(dir: &Scratch, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .args(args)
        .env("GOMOKU_CONFIG", dir.join("settings.toml"))
        .env("GOMOKU_DATA_DIR", dir.join("games"))
        .output()
        .expect("run gomoku")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn help_lists_the_flags_with_examples() {
    let dir = Scratch::new("help");
    let out = run(&dir, &["--help"]);
    assert!(out.status.success());
    let help = text(&out.stdout);
    for part in [
        "--size",
        "--win",
        "--rule",
        "--load",
        "Examples:",
        "gomoku --size 3 --win 3",
        "GOMOKU_CONFIG",
    ] {
        assert!(help.contains(part), "{part} missing from help:\n{help}");
    }
}

#[test]
fn version_prints_the_package_version() {
    let dir = Scratch::new("version");
    let out = run(&dir, &["--version"]);
    assert!(out.status.success());
    assert_eq!(
        text(&out.stdout).trim(),
        format!("gomoku {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn bad_values_name_the_flag_and_exit_with_status_2() {
    let dir = Scratch::new("bad");
    let saved = "rows = 19\ncols = 19\n";
    std::fs::write(dir.join("settings.toml"), saved).expect("write");
    let missing = dir.join("missing.sgf").to_string_lossy().into_owned();
    let cases: [(&[&str], &[&str]); 10] = [
        (&["--size", "30"], &["--size", "3 to 26"]),
        (&["--size", "ten"], &["--size", "COLSxROWS"]),
        (
            &["--size", "5", "--win", "9"],
            &["--win 9 on a 5x5 board", "from 3 to 5"],
        ),
        (&["--win", "2"], &["--win", "from 3 to 26"]),
        (
            &["--win", "22"],
            &["--win 22 on a 19x19 board", "from 3 to 19"],
        ),
        (&["--rule", "chess"], &["--rule", "freestyle"]),
        (&["--level", "godlike"], &["--level", "master"]),
        (&["--time-ms", "5"], &["--time-ms", "10"]),
        (&["--mode", "solo"], &["--mode", "pvp"]),
        (&["--load", &missing], &["--load", "missing.sgf"]),
    ];
    for (args, expected) in cases {
        let out = run(&dir, args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        for part in expected {
            assert!(
                err.contains(part),
                "{args:?}: \"{part}\" missing from: {err}"
            );
        }
        assert!(!err.contains("panicked"), "{err}");
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.toml")).expect("read"),
        saved
    );
}

#[test]
fn a_bad_game_file_is_one_sentence_with_the_move_and_status_2() {
    let dir = Scratch::new("badgame");
    let game = dir.join("bad.sgf");
    std::fs::write(&game, "(;GM[4]SZ[15]\n;B[hh]\n;W[hh])").expect("write");
    let out = run(&dir, &["--load", &game.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("move 2") && err.contains("already taken"),
        "{err}"
    );
}

#[test]
fn forbidden_without_renju_is_refused_with_a_sentence() {
    let dir = Scratch::new("forbidden");
    let out = run(&dir, &["--forbidden", "loses"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("--forbidden applies only under renju") && err.contains("--rule renju"),
        "{err}"
    );
}

#[test]
fn rule_words_are_listed_and_old_spellings_are_not_flags() {
    let dir = Scratch::new("rule-words");
    let help = text(&run(&dir, &["--help"]).stdout);
    assert!(
        help.contains("[possible values: freestyle, standard, caro, renju]"),
        "{help}"
    );
    let out = run(&dir, &["--rule", "gomoku"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn lang_zh_speaks_chinese_and_beats_the_locale() {
    let dir = Scratch::new("lang");
    let out = Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .args(["--lang", "zh", "--size", "5", "--win", "9"])
        .env("GOMOKU_CONFIG", dir.join("settings.toml"))
        .env("LANG", "C")
        .output()
        .expect("run gomoku");
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("连珠子数必须在 3 到 5 之间"), "{err}");
}
