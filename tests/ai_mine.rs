//! Finds positions for the tactics suite: plays engine games and prints every position where
//! the side to move has a shortest VCF of 3 to 7 fours, by the independent oracle. Run by hand:
//! `cargo test --release --test ai_mine -- --ignored --nocapture`.

mod common;

use std::time::Duration;

use gomoku::ai::{Level, Limits, best_move};
use gomoku::model::{Game, Rule, Rules};

#[test]
#[ignore]
fn print_vcf_positions_from_engine_games() {
    for (seed, size) in (40..400u64).map(|s| (s, if s % 2 == 0 { 15 } else { 19 })) {
        let rules = Rules::new(size, size, 5, Rule::Freestyle).expect("valid rules");
        let mut game = Game::new(rules);
        let mut n = 0;
        while !game.is_over() && n < 80 {
            let level = if n % 3 == 0 {
                Level::Medium
            } else {
                Level::Easy
            };
            let limits = Limits::with_time(Duration::from_millis(100)).seeded(seed * 1000 + n);
            let Some(m) = best_move(&game, level, &limits) else {
                break;
            };
            if common::winning_points(&game).is_empty()
                && let Some(d) = common::shortest_vcf(&game, 7)
                && d >= 3
            {
                let text: Vec<String> = game.history().iter().map(|p| p.notation(size)).collect();
                println!("({size}, {d}, \"{}\"),", text.join(" "));
            }
            let _ = game.play(m);
            n += 1;
        }
    }
}
