//! The one way to ask the computer. The game in the terminal, engine mode and the match
//! manager all call `respond` with the game, what they want (a move, or a step of a swap
//! opening), the level, the limits and the search that ran on the opponent's time, if any; each
//! gets one `Answer` whose move the rules allow.

use super::swap2::{self, Decision, Stage};
use super::{Analysis, Level, Limits, Ponder, analyse, analyse_lines, legal_choice};
use crate::model::{Game, Point};

/// What the computer is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// The best move for the side to move: the computer's own move, or a hint for a player.
    Move,
    /// A step of a swap or swap2 opening, decided as a whole.
    Opening(Stage),
    /// The best few moves with their lines (multi-PV) for a player studying the position,
    /// searched until the limits stop it, each improvement sent to `Limits::progress`.
    Analyse { lines: usize },
}

/// Whether a move came from thinking on the opponent's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pondered {
    /// Nothing was pondered.
    No,
    /// The opponent played the move pondered on: the search went on from there.
    Hit,
    /// The opponent played another move: the pondering was dropped and the move searched anew.
    Miss,
}

/// What the computer answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A move the side to move may play (never one of black's forbidden points), with what the
    /// search learned about it.
    Move {
        analysis: Analysis,
        pondered: Pondered,
    },
    /// The decision for a step of a swap opening; its stones are checked by the caller, who
    /// knows what the step allows.
    Opening(Decision),
    /// The best moves found by an analysis, best first, each with its line.
    Lines(Vec<Analysis>),
    /// Nothing to answer: the game is over, no point is left, or the search was cancelled
    /// before it found anything.
    Nothing,
}

impl Answer {
    /// The opponent's reply the search expects to this move: the second move of its line, for
    /// thinking on the opponent's time.
    pub fn expected_reply(&self) -> Option<Point> {
        match self {
            Answer::Move { analysis, .. } => analysis.pv.get(1).copied(),
            Answer::Lines(lines) => lines.first().and_then(|a| a.pv.get(1).copied()),
            Answer::Opening(_) | Answer::Nothing => None,
        }
    }

    /// The move, when the answer is one.
    pub fn point(&self) -> Option<Point> {
        match self {
            Answer::Move { analysis, .. } => Some(analysis.best),
            Answer::Lines(lines) => lines.first().map(|a| a.best),
            Answer::Opening(_) | Answer::Nothing => None,
        }
    }
}

/// Thinks about `task` in `game` as `level` within `limits`, until done, out of time or
/// cancelled (`limits.cancel`). A `ponder` started after the computer's last move is finished
/// here: when the opponent played the move it expected, its search goes on for the move's time
/// and answers; otherwise it is stopped and the move searched as usual.
pub fn respond(
    game: &Game,
    task: Task,
    level: Level,
    limits: &Limits,
    ponder: Option<Ponder>,
) -> Answer {
    let pondered = ponder.map(|p| p.finish(game, limits.time));
    match task {
        Task::Move => {
            let (found, pondered) = match pondered {
                Some(Some(found)) => (Some(found), Pondered::Hit),
                Some(None) => (analyse(game, level, limits), Pondered::Miss),
                None => (analyse(game, level, limits), Pondered::No),
            };
            match found.and_then(|a| playable(game, a)) {
                Some(analysis) => Answer::Move { analysis, pondered },
                None => Answer::Nothing,
            }
        }
        Task::Analyse { lines } => match analyse_lines(game, lines, limits) {
            found if found.is_empty() => Answer::Nothing,
            found => Answer::Lines(found),
        },
        Task::Opening(stage) => match swap2::decide(game, stage, level, limits) {
            Some(decision) => Answer::Opening(decision),
            None => Answer::Nothing,
        },
    }
}

/// The search's answer with a move the rules allow: the search may not know every rule (the
/// centre opening, a forbidden point it was pushed to), so its choice is checked here, and the
/// nearest playable point replaces one that is not.
fn playable(game: &Game, mut analysis: Analysis) -> Option<Analysis> {
    let p = legal_choice(game, analysis.best)?;
    if p != analysis.best {
        analysis.best = p;
        analysis.pv = vec![p];
    }
    Some(analysis)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::model::{Rule, Rules};

    fn quick() -> Limits {
        Limits::with_time(Duration::from_secs(20))
            .seeded(7)
            .with_nodes(20_000)
    }

    fn game(moves: &[(usize, usize)]) -> Game {
        let points: Vec<Point> = moves.iter().map(|&(r, c)| Point::new(r, c)).collect();
        Game::from_moves(Rules::default(), &points).expect("legal moves")
    }

    #[test]
    fn a_step_of_the_opening_is_answered_with_a_decision() {
        let empty = Game::default();
        match respond(
            &empty,
            Task::Opening(Stage::PlaceThree),
            Level::Hard,
            &quick(),
            None,
        ) {
            Answer::Opening(Decision::Place(stones)) => assert_eq!(stones.len(), 3),
            other => panic!("three stones to place, not {other:?}"),
        }
    }

    #[test]
    fn a_move_says_whether_the_opponent_played_the_move_pondered() {
        let before = game(&[(7, 7), (7, 8)]);
        let guess = Point::new(8, 8);
        let limits = Limits::with_time(Duration::from_millis(100));
        for (reply, pondered) in [(guess, Pondered::Hit), (Point::new(0, 0), Pondered::Miss)] {
            let ponder = Ponder::start(&before, Some(guess), Level::Hard, &limits);
            let mut after = before.clone();
            after.play(reply).expect("legal");
            match respond(&after, Task::Move, Level::Hard, &limits, ponder) {
                Answer::Move {
                    analysis,
                    pondered: how,
                } => {
                    assert_eq!(how, pondered, "{reply:?}");
                    assert!(after.check(analysis.best).is_ok());
                }
                other => panic!("a move, not {other:?}"),
            }
        }
    }

    #[test]
    fn a_finished_game_gets_nothing() {
        let rules = Rules::new(3, 3, 3, Rule::Freestyle).expect("tic-tac-toe");
        let won = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)].map(|(r, c)| Point::new(r, c));
        let over = Game::from_moves(rules, &won).expect("legal moves");
        assert_eq!(
            respond(&over, Task::Move, Level::Master, &quick(), None),
            Answer::Nothing
        );
    }
}
