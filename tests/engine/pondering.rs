//! `INFO pondering 1`: the engine thinks on the opponent's time, and only then. Whether it
//! thinks is read from the processor time the system has counted for the process while it
//! waits for the opponent's move.

use std::time::Duration;

use crate::support::Engine;

/// How long each look at the engine's processor time lasts.
const WINDOW: Duration = Duration::from_millis(800);

/// Processor time (user and system) the process has used so far, in clock ticks.
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("the engine runs");
    // utime and stime are the 14th and 15th fields; the name before them is in parentheses.
    let after_name = stat.rsplit(')').next().expect("a stat line");
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let field = |n: usize| fields[n].parse::<u64>().expect("a number of ticks");
    field(11) + field(12)
}

/// The ticks the engine uses in `WINDOW` while it waits for input, after a pause that lets the
/// threads of its last search wind down.
fn ticks_while_waiting(engine: &Engine) -> u64 {
    std::thread::sleep(Duration::from_millis(200));
    let pid = engine.child.id();
    let before = cpu_ticks(pid);
    std::thread::sleep(WINDOW);
    cpu_ticks(pid) - before
}

/// A core busy for a fifth of the window, at 100 ticks a second: far above an idle process
/// (no tick at all), far below two busy cores even on a loaded machine.
const BUSY: u64 = WINDOW.as_millis() as u64 / 10 / 5;

#[test]
fn without_pondering_the_engine_is_idle_on_the_opponents_time() {
    let mut engine = Engine::started(15);
    engine.ask_move("BEGIN");
    let used = ticks_while_waiting(&engine);
    assert!(used < BUSY / 2, "{used} ticks while waiting");
}

#[test]
fn with_pondering_it_thinks_on_the_opponents_time_until_told_to_stop() {
    let mut engine = Engine::started(15);
    // Pondering lasts a few move times at most: long enough moves for the windows below.
    engine.send("INFO timeout_turn 1000");
    engine.send("INFO pondering 1");
    engine.ask_move("BEGIN");
    let used = ticks_while_waiting(&engine);
    assert!(used >= BUSY, "only {used} ticks while pondering");
    // Its answer to the opponent's move still comes, and the pondering goes on after it.
    let (x, y) = engine.ask_move("TURN 0,0");
    assert!(x < 15 && y < 15);
    let used = ticks_while_waiting(&engine);
    assert!(used >= BUSY, "only {used} ticks while pondering again");
    engine.send("INFO pondering 0");
    let used = ticks_while_waiting(&engine);
    assert!(
        used < BUSY / 2,
        "{used} ticks after pondering was switched off"
    );
}

#[test]
fn with_pondering_a_finished_game_leaves_the_engine_idle() {
    let mut engine = Engine::started(15);
    engine.send("INFO pondering 1");
    engine.send("BOARD");
    // Our four in row 0 and the opponent's in row 5: the engine plays the five.
    for line in [
        "0,0,1", "1,0,1", "2,0,1", "3,0,1", "0,5,2", "1,5,2", "2,5,2", "3,5,2",
    ] {
        engine.send(line);
    }
    assert_eq!(engine.ask_move("DONE"), (4, 0));
    let used = ticks_while_waiting(&engine);
    assert!(used < BUSY / 2, "{used} ticks after the game ended");
}
