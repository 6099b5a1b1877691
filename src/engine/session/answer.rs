//! The reply to what the computer found: the move played, the swap2 step taken, or, when it
//! found nothing usable in time, a legal stand-in. Every reply leaves the game legal.

use super::{Session, ending};
use crate::ai::{Answer, Decision, Stage, Task, legal_choice};
use crate::engine::refusal::Refusal;
use crate::engine::session::xy;
use crate::model::{Game, Point};

impl Session {
    /// Plays the computer's answer to the last `Reaction::Think` (or a legal stand-in when it found
    /// nothing usable) and returns the reply line.
    pub fn answer(&mut self, answer: Answer) -> String {
        match (self.asked.take(), answer) {
            (Some(Task::Opening(stage)), Answer::Opening(decision)) => {
                self.answer_swap2(stage, Some(decision))
            }
            (Some(Task::Opening(stage)), Answer::Nothing) => self.answer_swap2(stage, None),
            (_, answer) => self.answer_move(answer.point()),
        }
    }

    /// Plays `found` (or, when there is none or it may not be played, the playable point
    /// nearest it) and returns the reply line: a move's answer when the caller searched itself.
    pub fn answer_move(&mut self, found: Option<Point>) -> String {
        let Some(game) = self.game.as_mut() else {
            return format!("ERROR {}", Refusal::NoGame);
        };
        // No answer in time, or one we may not play: the playable point nearest it (or the last
        // move, or the centre of an empty board). Never one of black's forbidden points, which
        // the rules here (tournament Renju) would let black play and lose by.
        let wanted = found
            .or_else(|| game.last_move())
            .unwrap_or_else(|| game.board().center());
        let Some(p) = legal_choice(game, wanted) else {
            return format!("ERROR {}", Refusal::Over(ending(game)));
        };
        match game.play(p) {
            Ok(_) => xy(p),
            Err(e) => format!("ERROR {}", Refusal::Move(e)),
        }
    }

    /// The reply to `SWAP2BOARD`: stones (`x,y x,y ...`), `SWAP`, or one move. Whatever the
    /// search gave is checked; a missing or unplayable answer becomes a legal one.
    fn answer_swap2(&mut self, stage: Stage, decision: Option<Decision>) -> String {
        let Some(game) = self.game.as_mut() else {
            return format!("ERROR {}", Refusal::NoGame);
        };
        let wanted = match stage {
            Stage::PlaceThree => 3,
            Stage::ChooseOrAdd => 2,
            Stage::Choose => 0,
        };
        let decision = match decision {
            Some(Decision::Place(stones)) if stones.len() == wanted && wanted > 0 => {
                let mut after = game.clone();
                let fits = stones
                    .iter()
                    .all(|&p| legal_choice(&after, p) == Some(p) && after.play(p).is_ok());
                if fits && !after.is_over() {
                    Decision::Place(stones)
                } else {
                    Decision::Swap
                }
            }
            Some(Decision::Play(p)) if wanted != 3 => Decision::Play(p),
            Some(Decision::Swap) if wanted != 3 => Decision::Swap,
            _ if wanted == 3 => Decision::Place(fallback_three(game)),
            _ => Decision::Swap,
        };
        match decision {
            Decision::Swap => {
                // White is to move: we take black and the opponent plays next.
                self.own = Some(game.to_move().opponent());
                "SWAP".to_string()
            }
            Decision::Play(p) => self.answer_move(Some(p)),
            Decision::Place(stones) => {
                for &p in &stones {
                    if let Err(e) = game.play(p) {
                        return format!("ERROR {}", Refusal::Move(e));
                    }
                }
                self.own = None;
                let shown: Vec<String> = stones.into_iter().map(xy).collect();
                shown.join(" ")
            }
        }
    }
}

/// Three legal opening stones when the search gave none: the centre and its nearest points.
fn fallback_three(game: &Game) -> Vec<Point> {
    let mut after = game.clone();
    let mut stones = Vec::new();
    for _ in 0..3 {
        let wanted = after.last_move().unwrap_or_else(|| after.board().center());
        let Some(p) = legal_choice(&after, wanted) else {
            break;
        };
        if after.play(p).is_err() {
            break;
        }
        stones.push(p);
    }
    stones
}
