//! A game in progress: board, rules, whose turn, the outcome, and one history of what was done
//! (stones played and the choices of a swap opening) with undo and redo through both.

use std::fmt;

use super::board::{Board, Point, Stone};
use super::ending::Ending;
use super::renju::{self, Forbidden};
use super::rules::{ForbiddenPolicy, Opening, Rule, Rules};
use super::swap::{Choice, Chosen, Progress, Step};
use crate::tr;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Ongoing,
    Win { winner: Stone, line: Vec<Point> },
    Draw,
}

impl Outcome {
    pub fn is_over(&self) -> bool {
        !matches!(self, Outcome::Ongoing)
    }

    pub fn winner(&self) -> Option<Stone> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            _ => None,
        }
    }
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    OffBoard(Point),
    Occupied(Point),
    GameOver,
    /// Black may not play here under Renju (refused rather than lost, by the rules' policy).
    Forbidden(Point, Forbidden),
    /// The opening rule wants the first stone on this point, the centre.
    FirstMoveInCentre(Point),
}

impl MoveError {
    /// One sentence for the player, with points in board notation.
    pub fn describe(&self, rows: usize) -> String {
        self.sentence(|p| p.notation(rows))
    }

    fn sentence(&self, at: impl Fn(Point) -> String) -> String {
        match *self {
            // Off the board has no notation.
            MoveError::OffBoard(p) => tr!("move-off-board", row = p.row, col = p.col),
            MoveError::Occupied(p) => tr!("move-taken", point = at(p)),
            MoveError::GameOver => tr!("move-game-over"),
            MoveError::Forbidden(p, why) => tr!("move-forbidden", point = at(p), kind = why.name()),
            MoveError::FirstMoveInCentre(c) => tr!("move-centre", point = at(c)),
        }
    }
}

/// The sentence without the board's height: points as rows and columns from the top left.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence(|p| tr!("point-row-col", row = p.row, col = p.col)))
    }
}

impl std::error::Error for MoveError {}

/// One thing done in a game: a stone played, or a choice of a swap opening (taking black, or
/// placing two more stones). Taking white needs no choice: it is the move itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    Move(Point),
    Choice(Choice),
}

/// Why a choice of a swap opening was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChoiceError {
    /// The game's opening is not a swap opening: nobody chooses a colour.
    #[error("{}", tr!("opening-not-swap"))]
    NotSwap,
    /// Two more stones are placed only by swap2's second player after the first three.
    #[error("{}", tr!("opening-no-two-more"))]
    NoTwoMore,
    /// The opening asks for no choice at this moment.
    #[error("{}", tr!("opening-not-now", opening = .0.name()))]
    NotNow(Opening),
    #[error("{}", tr!("move-game-over"))]
    GameOver,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    board: Board,
    to_move: Stone,
    history: Vec<Point>,
    /// The choices of a swap opening, each with the number of stones on the board when it was
    /// made: with `history`, everything done in the game, in order.
    choices: Vec<Chosen>,
    /// What was taken back, most recent last; cleared by anything new done.
    redo: Vec<Act>,
    outcome: Outcome,
    /// Set when black lost by playing a forbidden point (policy `Loses`): the outcome is then a
    /// white win whose line is that one point.
    forbidden_loss: Option<(Point, Forbidden)>,
    /// How the game ended off the board (time, resignation, agreement), when it did.
    ending: Option<Ending>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Rules::default())
    }
}

impl Game {
    /// A new game; black moves first.
    pub fn new(rules: Rules) -> Game {
        Game {
            board: Board::new(rules.rows(), rules.cols()),
            rules,
            to_move: Stone::Black,
            history: Vec::new(),
            choices: Vec::new(),
            redo: Vec::new(),
            outcome: Outcome::Ongoing,
            forbidden_loss: None,
            ending: None,
        }
    }

    /// Replays `moves` from an empty board, stopping at the first illegal one.
    pub fn from_moves(rules: Rules, moves: &[Point]) -> Result<Game, (usize, MoveError)> {
        let mut game = Game::new(rules);
        for (i, &p) in moves.iter().enumerate() {
            game.play(p).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// A game that starts from a position rather than an empty board (engine `BOARD` input,
    /// analysis of a diagram). The set-up stones are not history: undo stops at them.
    pub fn from_position(
        rules: Rules,
        stones: &[(Point, Stone)],
        to_move: Stone,
    ) -> Result<Game, MoveError> {
        let mut game = Game::new(rules);
        for &(p, stone) in stones {
            if !game.board.contains(p) {
                return Err(MoveError::OffBoard(p));
            }
            if game.board.get(p).is_some() {
                return Err(MoveError::Occupied(p));
            }
            game.board.set(p, Some(stone));
        }
        game.to_move = to_move;
        game.outcome = stones
            .iter()
            .find_map(|&(p, stone)| {
                let line = game.rules.winning_line(&game.board, p, stone)?;
                Some(Outcome::Win {
                    winner: stone,
                    line,
                })
            })
            .unwrap_or(if game.board.is_full() {
                Outcome::Draw
            } else {
                Outcome::Ongoing
            });
        Ok(game)
    }

    /// A fresh game under the same rules.
    pub fn restarted(&self) -> Game {
        Game::new(self.rules)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn to_move(&self) -> Stone {
        self.to_move
    }

    pub fn outcome(&self) -> &Outcome {
        &self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_over()
    }

    pub fn history(&self) -> &[Point] {
        &self.history
    }

    /// What was taken back and can be done again, most recent last.
    pub fn redo_acts(&self) -> &[Act] {
        &self.redo
    }

    /// The choices of the swap opening made so far, each with the number of stones on the
    /// board when it was made.
    pub fn choices(&self) -> &[Chosen] {
        &self.choices
    }

    /// Where the opening stands: what it asks for now and who has black.
    pub fn progress(&self) -> Progress {
        self.rules
            .opening()
            .progress(self.history.len(), &self.choices)
    }

    pub fn last_move(&self) -> Option<Point> {
        self.history.last().copied()
    }

    /// 1-based number of the move about to be played.
    pub fn move_number(&self) -> usize {
        self.history.len() + 1
    }

    /// The forbidden point black played to lose, when the game ended that way.
    pub fn forbidden_loss(&self) -> Option<(Point, Forbidden)> {
        self.forbidden_loss
    }

    /// Why black may not play `p` now: only under Renju, with black to move in an unfinished
    /// game; `None` otherwise.
    pub fn forbidden_at(&self, p: Point) -> Option<Forbidden> {
        if self.black_is_restricted() {
            renju::forbidden(&self.board, p)
        } else {
            None
        }
    }

    /// Every point black may not play now (empty unless black is to move under Renju).
    pub fn forbidden_points(&self) -> Vec<(Point, Forbidden)> {
        if self.black_is_restricted() {
            renju::forbidden_points(&self.board)
        } else {
            Vec::new()
        }
    }

    /// Whether Renju's forbidden points bind the move about to be played.
    fn black_is_restricted(&self) -> bool {
        self.rules.rule() == Rule::Renju && self.to_move == Stone::Black && !self.is_over()
    }

    /// Whether `p` may be played now, and why not.
    pub fn check(&self, p: Point) -> Result<(), MoveError> {
        self.vet(p).map(|_| ())
    }

    /// `check`, also telling a forbidden point that the rules let black play (and lose by).
    fn vet(&self, p: Point) -> Result<Option<Forbidden>, MoveError> {
        let centre = self.board.center();
        if self.outcome.is_over() {
            Err(MoveError::GameOver)
        } else if !self.board.contains(p) {
            Err(MoveError::OffBoard(p))
        } else if self.board.get(p).is_some() {
            Err(MoveError::Occupied(p))
        } else if self.rules.opening() == Opening::Center && self.board.is_empty() && p != centre {
            Err(MoveError::FirstMoveInCentre(centre))
        } else {
            match self.forbidden_at(p) {
                Some(why) if self.rules.forbidden_policy() == ForbiddenPolicy::Refuse => {
                    Err(MoveError::Forbidden(p, why))
                }
                foul => Ok(foul),
            }
        }
    }

    /// The points the side to move may play now: empty, and not refused by the rules (Renju's
    /// forbidden points under the refusing policy, the centre opening). None once the game is over.
    pub fn legal_moves(&self) -> impl Iterator<Item = Point> + '_ {
        self.board.empty_points().filter(|&p| self.check(p).is_ok())
    }

    /// Plays `p` for the side to move and returns the new outcome.
    pub fn play(&mut self, p: Point) -> Result<&Outcome, MoveError> {
        self.place(p)?;
        self.redo.clear();
        Ok(&self.outcome)
    }

    /// Whether `choice` of the swap opening may be made now, and why not.
    pub fn check_choice(&self, choice: Choice) -> Result<(), ChoiceError> {
        let opening = self.rules.opening();
        let progress = self.progress();
        match (opening.is_swap(), progress.step, choice) {
            _ if self.is_over() => Err(ChoiceError::GameOver),
            _ if progress.allows(choice) => Ok(()),
            (false, ..) => Err(ChoiceError::NotSwap),
            (true, Step::Choose { .. }, Choice::Add) => Err(ChoiceError::NoTwoMore),
            _ => Err(ChoiceError::NotNow(opening)),
        }
    }

    /// Makes a choice of the swap opening, when the opening asks for it now.
    pub fn choose(&mut self, choice: Choice) -> Result<(), ChoiceError> {
        self.decide(choice)?;
        self.redo.clear();
        Ok(())
    }

    fn decide(&mut self, choice: Choice) -> Result<(), ChoiceError> {
        self.check_choice(choice)?;
        self.choices.push((self.history.len(), choice));
        Ok(())
    }

    fn place(&mut self, p: Point) -> Result<(), MoveError> {
        let foul = self.vet(p)?;
        let stone = self.to_move;
        self.board.set(p, Some(stone));
        self.history.push(p);
        self.to_move = stone.opponent();
        self.forbidden_loss = foul.map(|why| (p, why));
        self.outcome = match self.rules.winning_line(&self.board, p, stone) {
            // A forbidden point never completes a five (a five takes precedence), so the
            // foul is the only way this move can end the game.
            _ if foul.is_some() => Outcome::Win {
                winner: stone.opponent(),
                line: vec![p],
            },
            Some(line) => Outcome::Win {
                winner: stone,
                line,
            },
            None if self.board.is_full() => Outcome::Draw,
            None => Outcome::Ongoing,
        };
        Ok(())
    }

    /// Ends an unfinished game off the board: a win without a line, or a draw.
    pub fn end(&mut self, ending: Ending) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        self.ending = Some(ending);
        self.outcome = match ending.winner() {
            Some(winner) => Outcome::Win {
                winner,
                line: Vec::new(),
            },
            None => Outcome::Draw,
        };
        Ok(())
    }

    /// How the game ended off the board, when it did.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Takes back the last thing done, a move or a choice; returns it, or `None` at the start.
    /// An ending off the board goes with it.
    pub fn undo(&mut self) -> Option<Act> {
        if self.ending.take().is_some() {
            self.outcome = Outcome::Ongoing;
        }
        // A choice made after the last stone was made after it, so it goes back first.
        let act = match self.choices.last() {
            Some(&(at, choice)) if at == self.history.len() => {
                self.choices.pop();
                Act::Choice(choice)
            }
            _ => {
                let p = self.history.pop()?;
                self.board.set(p, None);
                self.to_move = self.to_move.opponent();
                // Play never continues past a finished game, so every earlier position was
                // ongoing.
                self.outcome = Outcome::Ongoing;
                self.forbidden_loss = None;
                Act::Move(p)
            }
        };
        self.redo.push(act);
        Some(act)
    }

    /// Does again the last thing taken back.
    pub fn redo(&mut self) -> Option<Act> {
        let act = *self.redo.last()?;
        match act {
            Act::Move(p) => self.place(p).ok()?,
            Act::Choice(choice) => self.decide(choice).ok()?,
        }
        self.redo.pop();
        Some(act)
    }
}
