//! `gomoku match` against engines that misbehave on purpose (small scripts the tests write):
//! engines that flood, write a line without end or leave children behind, a manager
//! interrupted mid-game, and games that cannot be saved. Each must end in little memory, leave
//! no process running, and still report the games played.

use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::scratch::Scratch;

const BIN: &str = env!("CARGO_BIN_EXE_gomoku");
/// Past this the manager is taken to be growing without bound, and killed.
const RSS_LIMIT_KB: u64 = 256 * 1024;

/// How a watched run of the manager ended.
struct Run {
    status: i32,
    stdout: String,
    stderr: String,
    /// The most memory the manager held at once, in KiB.
    max_rss_kb: u64,
}

/// A script `name` in `dir` with `body`, as an engine command line.
fn script(dir: &Scratch, name: &str, body: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, body).expect("the script is written");
    format!("sh {}", path.display())
}

/// An engine that answers `START` and its first move request (with the centre), and does
/// `then` at the next request; `before_start` is done before `START` is answered.
fn misbehaving(dir: &Scratch, before_start: &str, then: &str) -> String {
    let body = format!(
        "n=0\nwhile read -r line; do\n  case \"$line\" in\n    START*) {before_start}\n      \
         echo OK;;\n    BEGIN*|TURN*|BOARD*) n=$((n+1))\n      if [ $n -ge 2 ]; then {then}; \
         fi\n      echo 7,7;;\n    END*) exit 0;;\n  esac\ndone\n"
    );
    script(dir, "misbehaving.sh", &body)
}

/// The most memory `pid` has held so far, in KiB (the kernel's high-water mark, VmHWM: the
/// exit status's own figure would count the test's memory, which the child starts as a copy of).
fn peak_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Runs `gomoku match` with `args`; panics if it takes longer than `limit` or grows past
/// `RSS_LIMIT_KB` (it is killed first). `act` is called once with the manager's id after
/// `act_after`.
fn watched(args: &[&str], limit: Duration, act: Option<(Duration, &dyn Fn(u32))>) -> Run {
    let mut child = Command::new(BIN)
        .arg("match")
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let pid = child.id();
    let drain = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            let _ = pipe.read_to_end(&mut text);
            String::from_utf8_lossy(&text).into_owned()
        })
    };
    let out = drain(Box::new(child.stdout.take().expect("piped")));
    let err = drain(Box::new(child.stderr.take().expect("piped")));
    let started = Instant::now();
    let mut act = act;
    let mut peak = 0;
    let status = loop {
        // Read before each check for the end, so that the last figure is taken after the work.
        let rss = peak_kb(pid);
        peak = peak.max(rss);
        if let Ok(Some(status)) = child.try_wait() {
            break status;
        }
        if started.elapsed() > limit || rss > RSS_LIMIT_KB {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "the manager still ran after {:?} holding {rss} KiB",
                started.elapsed()
            );
        }
        if let Some((after, f)) = act
            && started.elapsed() >= after
        {
            f(pid);
            act = None;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    Run {
        status: status
            .code()
            .or_else(|| Some(128 + status.signal()?))
            .unwrap_or(-1),
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
        max_rss_kb: peak,
    }
}

/// One game, A the engine `engine`, B random, on 9x9 at 200 ms per move; at most 20 s.
fn one_game(engine: &str) -> Run {
    let mut args = vec!["--a-engine", engine, "--b", "random"];
    args.extend("--games 1 --size 9 --time-ms 200 --openings none".split(' '));
    watched(&args, Duration::from_secs(20), None)
}

fn forfeits_small(run: &Run, why: &str) {
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains(&format!("Forfeit: game 1: A forfeits: {why}")),
        "{}\n{}",
        run.stdout,
        run.stderr
    );
    assert!(run.max_rss_kb < 64 * 1024, "held {} KiB", run.max_rss_kb);
}

#[test]
fn an_engine_that_floods_messages_after_its_first_move_forfeits_in_little_memory() {
    let dir = Scratch::new("flood-after");
    let engine = misbehaving(&dir, "", "exec yes 'MESSAGE thinking'");
    forfeits_small(&one_game(&engine), "wrote more than 10000 lines");
}

#[test]
fn an_engine_that_floods_messages_before_start_forfeits_in_little_memory() {
    let dir = Scratch::new("flood-before");
    let engine = misbehaving(&dir, "exec yes 'MESSAGE loading';", ":");
    forfeits_small(&one_game(&engine), "wrote more than 10000 lines");
}

#[test]
fn an_engine_that_writes_without_a_line_end_forfeits_in_little_memory() {
    let dir = Scratch::new("no-line-end");
    let engine = misbehaving(&dir, "", "yes 7 | tr -d '\\n'");
    forfeits_small(&one_game(&engine), "wrote a line longer than 16 KiB");
}

/// The processes with a word of their command line ending in `suffix`.
fn running(suffix: &str) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let line = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            line.split(|&b| b == 0)
                .any(|word| word.ends_with(suffix.as_bytes()))
        })
        .collect()
}

/// Asserts that no process named by one of `suffixes` is left, killing all that are before
/// failing.
fn none_left(suffixes: &[&str], run: &Run) {
    let all = || -> Vec<u32> { suffixes.iter().flat_map(|s| running(s)).collect() };
    // Killed processes take a moment to leave the table.
    let deadline = Instant::now() + Duration::from_secs(2);
    let mut left = all();
    while !left.is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
        left = all();
    }
    for &pid in &left {
        let _ = Command::new("kill").arg(pid.to_string()).status();
    }
    assert!(
        left.is_empty(),
        "{} left: {left:?}\n{}",
        left.len(),
        run.stderr
    );
}

/// Our engine, run by a script that first forks `sleep TAG` children that keep its output:
/// one in the engine's group, one that leaves it with `setsid`.
fn forking_engine(dir: &Scratch, tag: &str) -> String {
    let body = format!("sleep {tag} &\nsetsid sleep {tag} &\n{BIN} engine\n");
    script(dir, &format!("forking-{tag}.sh"), &body)
}

/// A tag for `sleep` that no other process uses: a long, odd number of seconds.
fn tag(n: u32) -> String {
    format!("{}.{n}", 90_000 + std::process::id() % 9_000)
}

#[test]
fn an_engine_whose_children_keep_its_output_leaves_no_process_after_its_games() {
    let dir = Scratch::new("forking");
    let (tag_a, tag_b) = (tag(1), tag(2));
    let (a, b) = (forking_engine(&dir, &tag_a), forking_engine(&dir, &tag_b));
    let mut args = vec!["--a-engine", &a, "--b-engine", &b];
    args.extend("--games 2 --size 7 --time-ms 30 --openings none".split(' '));
    let run = watched(&args, Duration::from_secs(60), None);
    none_left(&[&tag_a, &tag_b], &run);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(run.stdout.contains("A wins"), "{}", run.stdout);
}

#[test]
fn an_interrupted_manager_ends_its_engines_and_their_children() {
    let dir = Scratch::new("interrupted");
    let tag = tag(3);
    let engine = forking_engine(&dir, &tag);
    let mut args = vec!["--a-engine", &engine, "--b", "random"];
    args.extend("--games 2 --size 15 --time-ms 2000 --openings none".split(' '));
    let interrupt = |pid: u32| {
        let _ = Command::new("kill")
            .args(["-INT", &pid.to_string()])
            .status();
    };
    let act: (Duration, &dyn Fn(u32)) = (Duration::from_secs(2), &interrupt);
    let run = watched(&args, Duration::from_secs(30), Some(act));
    // The script that runs the engine, in the engine's group, is gone too.
    none_left(&[&tag, &format!("forking-{tag}.sh")], &run);
    assert_eq!(run.status, 128 + 2, "{}", run.stderr);
}

#[test]
fn a_game_that_cannot_be_saved_stops_the_match_with_the_report_of_the_games_played() {
    // A folder that exists and that no one, root included, can write into.
    let mut args = vec!["--a", "random", "--b", "random"];
    args.extend("--games 4 --size 9 --time-ms 10 --seed 1 --save /proc/self".split(' '));
    let run = watched(&args, Duration::from_secs(30), None);
    assert_eq!(run.status, 1, "{}", run.stderr);
    assert!(run.stdout.contains("A wins "), "{}", run.stdout);
    let games: u32 = run
        .stdout
        .lines()
        .find(|l| l.starts_with("A wins "))
        .into_iter()
        .flat_map(|l| l.split(|c: char| !c.is_ascii_digit()))
        .filter_map(|w| w.parse::<u32>().ok())
        .sum();
    assert_eq!(games, 1, "{}", run.stdout);
    let last = run.stderr.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("gomoku: the match stopped after game 1, which could not be saved: "),
        "{}",
        run.stderr
    );
}
