//! Saying why a line did not win: six in a row under the standard rule, or a five blocked at
//! both ends under Caro, would otherwise pass in silence and look like a bug; and why black may
//! not play the point under the cursor under Renju.

use crate::model::{DIRECTIONS, Game, Point, Rule};
use crate::tr;

/// Why black may not play `p` in `game`, when it is forbidden now.
pub fn forbidden_note(game: &Game, p: Point) -> Option<String> {
    let why = game.forbidden_at(p)?;
    Some(tr!(
        "msg-forbidden-point",
        point = p.notation(game.rules().rows()),
        why = why.to_string()
    ))
}

/// Why the last move made `k` or more in a row of its colour and still did not win, if it did.
pub fn why_no_win(game: &Game) -> Option<String> {
    let rules = game.rules();
    if !matches!(rules.rule(), Rule::Exact | Rule::Caro) || game.is_over() {
        return None;
    }
    let last = game.last_move()?;
    let board = game.board();
    let stone = board.get(last)?;
    let k = rules.win_length();
    DIRECTIONS.iter().find_map(|&dir| {
        // How far the run goes each way, and what lies just past its ends.
        let reach = |sign: isize| {
            let mut n = 0;
            while board
                .step(last, dir, sign * (n + 1))
                .is_some_and(|q| board.get(q) == Some(stone))
            {
                n += 1;
            }
            let past = board.step(last, dir, sign * (n + 1));
            let blocked = past.is_some_and(|q| board.get(q) == Some(stone.opponent()));
            (n as usize, blocked)
        };
        let ((ahead, blocked_ahead), (behind, blocked_behind)) = (reach(1), reach(-1));
        let run = ahead + behind + 1;
        if run > k {
            Some(match rules.rule() {
                Rule::Caro => tr!("why-overline-caro", run = run),
                _ => tr!("why-overline-standard", run = run),
            })
        } else if run == k && rules.rule() == Rule::Caro && blocked_ahead && blocked_behind {
            Some(tr!("why-blocked", k = k))
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Point, Rules};

    fn game(rule: Rule, moves: &[(usize, usize)]) -> Game {
        let rules = Rules::new(9, 9, 5, rule).expect("rules");
        let points: Vec<Point> = moves.iter().map(|&(r, c)| Point::new(r, c)).collect();
        Game::from_moves(rules, &points).expect("legal")
    }

    /// Black fills row 4 from column `from` to `to`; white answers on row 0.
    fn row(from: usize, to: usize, whites: &[(usize, usize)], rule: Rule) -> Game {
        let mut moves = Vec::new();
        let mut white = whites.iter().copied().chain((0..9).map(|c| (0, c)));
        for c in from..=to {
            moves.push((4, c));
            if c < to {
                moves.push(white.next().expect("a white move"));
            }
        }
        game(rule, &moves)
    }

    #[test]
    fn six_under_the_standard_rule_says_an_overline_does_not_win() {
        // Five, six: black fills columns 1-3 and 5-6, then 4 joins them into six.
        let g = game(
            Rule::Exact,
            &[
                (4, 1),
                (0, 0),
                (4, 2),
                (0, 1),
                (4, 3),
                (0, 2),
                (4, 5),
                (0, 3),
                (4, 6),
                (0, 5),
                (4, 4),
            ],
        );
        assert!(!g.is_over());
        let why = why_no_win(&g).expect("a reason");
        assert!(why.contains("6 in a row"), "{why}");
    }

    #[test]
    fn a_five_blocked_at_both_ends_under_caro_says_so() {
        let g = row(2, 6, &[(4, 1), (4, 7)], Rule::Caro);
        assert!(!g.is_over());
        let why = why_no_win(&g).expect("a reason");
        assert!(why.contains("both ends"), "{why}");
    }

    #[test]
    fn a_winning_or_ordinary_move_says_nothing() {
        assert_eq!(why_no_win(&row(2, 5, &[], Rule::Exact)), None, "four");
        assert_eq!(why_no_win(&row(2, 6, &[], Rule::Exact)), None, "a win");
        assert_eq!(
            why_no_win(&row(2, 6, &[(4, 1)], Rule::Caro)),
            None,
            "one end open"
        );
    }
}
