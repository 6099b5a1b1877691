//! `gomoku match` against fake engines with the habits of real ones (a bash script the test
//! writes, so nothing needs installing): one that reads an unknown INFO value as a command, one
//! that drops a command arriving right after its move, and swap2 openings played through
//! `SWAP2BOARD`. Every game must be played out: no forfeit.

use std::process::{Command, Output};

use crate::scratch::Scratch;

const BIN: &str = env!("CARGO_BIN_EXE_gomoku");
const FAKE: &str = include_str!("fake_engine.sh");

/// The fake engine's command line with `options`; the script lives in `dir`.
fn fake(dir: &Scratch, options: &str) -> String {
    let path = dir.join("fake_engine.sh");
    std::fs::write(&path, FAKE).expect("the script is written");
    format!("bash {} {options}", path.display())
}

/// Two games between sides `a` and `b` (such as `["--a", "random"]`) on `size` at `time_ms`,
/// with `rest` added; the report and the progress lines.
fn pair(a: [&str; 2], b: [&str; 2], size: &str, time_ms: &str, rest: &[&str]) -> (String, String) {
    let out: Output = Command::new(BIN)
        .arg("match")
        .args(a)
        .args(b)
        .args(["--games", "2", "--size", size, "--time-ms", time_ms])
        .args(rest)
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    (String::from_utf8_lossy(&out.stdout).into_owned(), stderr)
}

/// Asserts that the report counts two games and lists no forfeit.
fn played_out((report, progress): &(String, String)) {
    let total: u32 = report
        .lines()
        .find(|l| l.starts_with("A wins "))
        .unwrap_or_else(|| panic!("no result line in {report}"))
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse::<u32>().ok())
        .sum();
    assert_eq!(total, 2, "{report}");
    assert!(!report.contains("Forfeit"), "{report}\n{progress}");
}

#[test]
fn an_engine_that_reads_unknown_info_values_as_commands_plays_every_game() {
    let dir = Scratch::new("fake-info");
    let engine = fake(&dir, "info-as-command");
    let a = ["--a-engine", &engine];
    let quiet = ["--seed", "1", "--openings", "none"];
    played_out(&pair(a, ["--b", "random"], "15", "50", &quiet));
    // Four in a row needs our INFO win_length, which this engine answers with an ERROR.
    let four = ["--win", "4", "--seed", "1", "--openings", "none"];
    played_out(&pair(a, ["--b", "random"], "9", "50", &four));
}

#[test]
fn an_engine_that_drops_commands_right_after_its_move_plays_every_game() {
    let dir = Scratch::new("fake-drop");
    let engine = fake(&dir, "drop=50");
    let b = ["--b-engine", &engine];
    played_out(&pair(["--a", "random"], b, "9", "50", &["--seed", "2"]));
}

#[test]
fn a_command_dropped_despite_the_settling_time_is_sent_again() {
    let dir = Scratch::new("fake-slow");
    // Longer than the first settling time: the first TURN is dropped and must be sent again.
    let engine = fake(&dir, "drop=250");
    let rest = ["--seed", "3", "--openings", "none"];
    played_out(&pair(
        ["--a-engine", &engine],
        ["--b", "random"],
        "9",
        "50",
        &rest,
    ));
}

/// A swap2 pair between the fake with `options` (A, which opens game 1 and answers easy's
/// stones in game 2) and easy, for each of the fake's answers to three stones: no forfeit.
fn swap2_pairs(name: &str, options: &str, seed: &str) {
    let dir = Scratch::new(name);
    for mode in ["swap", "move", "add"] {
        let engine = fake(&dir, &format!("swap2={mode} {options}"));
        let rest = ["--seed", seed, "--openings", "swap2"];
        let played = pair(["--a-engine", &engine], ["--b", "easy"], "15", "50", &rest);
        played_out(&played);
        assert!(played.0.contains("swap2 openings"), "{}", played.0);
    }
}

#[test]
fn swap2_openings_are_played_by_both_sides_through_the_protocol() {
    swap2_pairs("fake-swap2", "", "4");
}

#[test]
fn an_engine_that_reads_swap2_stones_with_fields_is_asked_again_in_its_form() {
    swap2_pairs("fake-swap2-fields", "swap2-fields", "6");
}

#[test]
fn our_engine_mode_plays_swap2_matches_against_itself() {
    let engine = format!("{BIN} engine");
    let side = |name| [name, engine.as_str()];
    let rest = ["--openings", "swap2"];
    played_out(&pair(
        side("--a-engine"),
        side("--b-engine"),
        "15",
        "200",
        &rest,
    ));
}

#[test]
fn a_saved_swap2_game_starts_with_the_stones_the_opener_placed() {
    let dir = Scratch::new("fake-swap2-save");
    let save = Scratch::new("swap2-save");
    let engine = fake(&dir, "swap2=swap");
    let save_arg = save.path().to_string_lossy().into_owned();
    let rest = ["--seed", "5", "--openings", "swap2", "--save", &save_arg];
    played_out(&pair(
        ["--a-engine", &engine],
        ["--b", "easy"],
        "15",
        "50",
        &rest,
    ));
    let names = save.names();
    assert_eq!(names.len(), 2, "{names:?}");
    // Game 1: the fake (A) opens with its fixed three stones; easy answers.
    let record = gomoku::record::Record::load(&save.join(&names[0])).expect("a saved game");
    let first: Vec<(usize, usize)> = record.game().history()[..3]
        .iter()
        .map(|p| (p.col, p.row))
        .collect();
    assert_eq!(first, [(7, 7), (8, 7), (7, 9)]);
    // Game 2: easy opens; the fake answers SWAP and so plays black.
    let record = gomoku::record::Record::load(&save.join(&names[1])).expect("a saved game");
    let fake_name = format!("A: \"{engine}\"");
    assert_eq!(record.meta.black.as_deref(), Some(fake_name.as_str()));
}
