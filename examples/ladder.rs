//! Plays two levels against each other on 15x15 free-style, alternating colours, from short
//! random openings, and prints the score: `cargo run --release --example ladder -- hard medium 20 300`
//! (levels, games, milliseconds per move).

use std::time::{Duration, Instant};

use gomoku::ai::{Level, Limits, best_move};
use gomoku::model::{Game, Point, Rule, Rules, Stone};
use rand::Rng;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level = |i: usize, d: Level| args.get(i).map_or(Ok(d), |s| s.parse());
    let a: Level = level(0, Level::Hard)?;
    let b: Level = level(1, Level::Medium)?;
    let games: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let ms: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(300);
    let size: usize = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(15);
    let rules = Rules::new(size, size, 5, Rule::Freestyle)?;
    let mut rng = rand::rng();
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    let mut slowest = Duration::ZERO;
    for g in 0..games {
        let mut game = Game::new(rules);
        // Two random stones near the centre for each side give every game its own opening.
        let c = size as i32 / 2;
        while game.history().len() < 4 {
            let r = (c + rng.random_range(-2..=2)) as usize;
            let col = (c + rng.random_range(-2..=2)) as usize;
            let _ = game.play(Point::new(r, col));
        }
        let a_colour = if g % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        while !game.is_over() {
            let level = if game.to_move() == a_colour { a } else { b };
            let start = Instant::now();
            let limits = Limits::with_time(Duration::from_millis(ms));
            let Some(m) = best_move(&game, level, &limits) else {
                break;
            };
            let took = start.elapsed();
            if took > Duration::from_millis(ms * 11 / 10 + 20) {
                eprintln!(
                    "slow: {level} took {} ms at move {}",
                    took.as_millis(),
                    game.history().len()
                );
            }
            slowest = slowest.max(took);
            game.play(m).map_err(|e| e.to_string())?;
        }
        match game.outcome().winner() {
            Some(w) if w == a_colour => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        println!(
            "game {}: {a} as {a_colour}: {} after {} moves",
            g + 1,
            game.outcome()
                .winner()
                .map_or("draw".into(), |w| format!("{w} wins")),
            game.history().len()
        );
    }
    println!(
        "{a} vs {b}: {wins} wins, {losses} losses, {draws} draws in {games} games; slowest move {} ms",
        slowest.as_millis()
    );
    Ok(())
}
