//! The engine's opinion of a position in words, from a named side: "Black is better (+332)",
//! "White wins in 5 moves", "even". The side panel and `gomoku analyse` both say it this way,
//! so the two agree on sign and wording whichever side is to move.

use crate::ai::forced_plies;
use crate::model::Stone;
use crate::tr;

/// Evaluations closer to zero than this read as even: less than half an open three.
pub const EVEN: i32 = 30;

/// `score` is from `side`'s point of view (positive: good for `side`), as the search reports it
/// for the side to move; a forced result counts the winner's own moves.
pub fn verdict(side: Stone, score: i32) -> String {
    if let Some(plies) = forced_plies(score) {
        let winner = if plies > 0 { side } else { side.opponent() };
        let moves = (plies.abs() + 1) / 2;
        return tr!("verdict-wins-in", side = winner.name(), moves = moves);
    }
    if score.abs() < EVEN {
        return tr!("verdict-even");
    }
    let better = if score > 0 { side } else { side.opponent() };
    tr!(
        "verdict-better",
        side = better.name(),
        score = format!("+{}", score.abs())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::WIN;
    use crate::i18n::{Lang, set_lang};

    #[test]
    fn the_better_side_is_named_and_its_advantage_is_positive() {
        set_lang(Lang::En);
        assert_eq!(verdict(Stone::Black, 332), "Black is better (+332)");
        // The same position seen from the other side says the same.
        assert_eq!(verdict(Stone::White, -332), "Black is better (+332)");
        assert_eq!(verdict(Stone::White, 120), "White is better (+120)");
        assert_eq!(verdict(Stone::Black, 12), "even");
        assert_eq!(verdict(Stone::White, -29), "even");
    }

    #[test]
    fn forced_results_name_the_winner_and_count_its_moves() {
        set_lang(Lang::En);
        assert_eq!(verdict(Stone::Black, WIN - 1), "Black wins in 1 move");
        assert_eq!(verdict(Stone::Black, WIN - 5), "Black wins in 3 moves");
        // Losing in two plies: the opponent's next move wins.
        assert_eq!(verdict(Stone::White, -(WIN - 2)), "Black wins in 1 move");
        assert_eq!(verdict(Stone::Black, -(WIN - 20)), "White wins in 10 moves");
    }
}
