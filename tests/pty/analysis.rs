//! Analysis mode in the real binary: `e` shows the engine's lines live and, once left, the
//! program no longer uses the processor.

use std::time::Duration;

use crate::support::Session;

/// Processor time the process has used so far, in clock ticks (user and system).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // After the command's name in parentheses: state is field 3, utime 14 and stime 15.
    let rest = stat.rsplit(')').next().unwrap_or_default();
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let at = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    at(11) + at(12)
}

#[test]
fn analysis_shows_its_lines_live_and_leaves_no_core_busy_once_left() {
    let game = Session::start_sized(&["--mode", "pvp"], 120, 40);
    game.wait_text("15 ┏━");
    game.key_until(b"\r", "move 2");
    game.send(b"l");
    game.key_until(b"\r", "move 3");
    game.key_until(b"e", "Analysis · depth");
    // It deepens while the screen shows it: depth 6 or more within the wait.
    game.wait_for("a deeper analysis", |s| {
        (6..40).any(|d| s.contents().contains(&format!("Analysis · depth {d} ")))
    });
    game.wait_text("1 ");
    let busy = cpu_ticks(game.pid());
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        cpu_ticks(game.pid()) > busy,
        "the analysis uses the processor"
    );
    game.send(b"e");
    game.wait_for("the analysis to go", |s| {
        !s.contents().contains("Analysis · depth")
    });
    // Let the search see its stop, then measure a second of rest.
    std::thread::sleep(Duration::from_millis(300));
    let before = cpu_ticks(game.pid());
    std::thread::sleep(Duration::from_secs(1));
    let used = cpu_ticks(game.pid()) - before;
    // A tick is 10 ms: a searching core would use about 100 in that second.
    assert!(
        used < 20,
        "{used} ticks in a second after leaving the analysis"
    );
    game.send(b"qy");
    game.expect_clean_exit();
}
