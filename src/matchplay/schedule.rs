//! Playing several games of a match at once: worker threads take the next game number in
//! order, and every result comes back to the calling thread, which may end the match early
//! (an SPRT that has decided). Games still in flight then see the stop flag and are abandoned.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;

/// Plays games `0..games` with `play` on `workers` threads. `seen` gets each game's number and
/// outcome on the calling thread as it finishes and returns whether to go on; once it says no,
/// no further game starts, `play` finds its stop flag set, and the outcomes of games still in
/// flight are dropped.
pub fn run<T: Send>(
    games: u32,
    workers: usize,
    play: impl Fn(u32, &AtomicBool) -> T + Sync,
    mut seen: impl FnMut(u32, T) -> bool,
) {
    let next = AtomicU32::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..workers.clamp(1, games.max(1) as usize) {
            let (tx, next, stop, play) = (tx.clone(), &next, &stop, &play);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let outcome = play(i, stop);
                    if tx.send((i, outcome)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for (i, outcome) in rx.iter() {
            if stop.load(Ordering::Relaxed) {
                continue;
            }
            if !seen(i, outcome) {
                stop.store(true, Ordering::Relaxed);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn every_game_is_played_once_on_any_number_of_workers() {
        for workers in [1, 2, 5, 40] {
            let mut seen = Vec::new();
            run(
                17,
                workers,
                |i, _| i * 10,
                |i, v| {
                    assert_eq!(v, i * 10);
                    seen.push(i);
                    true
                },
            );
            seen.sort_unstable();
            assert_eq!(seen, (0..17).collect::<Vec<_>>(), "{workers} workers");
        }
    }

    #[test]
    fn games_run_at_the_same_time_on_several_workers() {
        let running = AtomicU32::new(0);
        let most = AtomicU32::new(0);
        run(
            8,
            4,
            |_, _| {
                let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                std::thread::sleep(Duration::from_millis(30));
                running.fetch_sub(1, Ordering::SeqCst);
            },
            |_, ()| true,
        );
        assert!(most.load(Ordering::SeqCst) >= 2);
    }

    #[test]
    fn a_stop_starts_no_new_game_and_tells_the_running_ones() {
        let started = AtomicU32::new(0);
        let mut counted = 0;
        run(
            1000,
            2,
            |i, stop| {
                started.fetch_add(1, Ordering::SeqCst);
                if i > 0 {
                    // A long game that gives up once told to stop.
                    while !stop.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                }
            },
            |_, ()| {
                counted += 1;
                false
            },
        );
        assert_eq!(counted, 1);
        assert!(started.load(Ordering::SeqCst) <= 3);
    }
}
