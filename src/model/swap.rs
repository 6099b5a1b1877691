//! Who does what in a swap or swap2 opening, worked out from the number of stones played and
//! the choices made, so that undo, redo, review and a saved game need nothing else.
//!
//! Swap: the first player places three stones (black, white, black); the second takes black,
//! or takes white by playing the fourth stone. Swap2: the second player may instead place two
//! more stones (white, black), and then the first player takes black or takes white by playing
//! the sixth stone. Taking white needs no choice of its own: it is the move itself.

use super::board::Stone;
use super::rules::Opening;

/// One of the two players. The first opens the game: black under the other openings, the one
/// who places the first three stones under swap and swap2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    First,
    Second,
}

impl Seat {
    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }

    /// The colour this seat plays unless a swap changes it: the first player's is black.
    pub fn home(self) -> Stone {
        match self {
            Seat::First => Stone::Black,
            Seat::Second => Stone::White,
        }
    }

    /// The seat whose colour, unless a swap changes it, is `stone`.
    pub fn at_home(stone: Stone) -> Seat {
        match stone {
            Stone::Black => Seat::First,
            Stone::White => Seat::Second,
        }
    }
}

/// A choice of a swap opening that is not a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// Take black: the other player has white and plays the next move.
    Swap,
    /// Swap2, after three stones: place two more (white, black) and let the first player choose.
    Add,
}

impl Choice {
    /// The word files use.
    pub fn key(self) -> &'static str {
        match self {
            Choice::Swap => "swap",
            Choice::Add => "add",
        }
    }

    pub fn from_key(word: &str) -> Option<Choice> {
        [Choice::Swap, Choice::Add]
            .into_iter()
            .find(|c| c.key().eq_ignore_ascii_case(word.trim()))
    }
}

/// A choice with the number of stones on the board when it was made.
pub type Chosen = (usize, Choice);

/// What the opening asks for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `seat` places the next stone of the opening, in the colour to move: the `n`th of `of`.
    Place { seat: Seat, n: usize, of: usize },
    /// `seat` chooses a colour: black by `Choice::Swap`, white by playing the next move, and
    /// with `add` also `Choice::Add`.
    Choose { seat: Seat, add: bool },
    /// No opening, or it is over: each player plays their colour.
    Play,
}

/// Where an opening stands: what it asks for and who has black.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub step: Step,
    /// The seat playing black; before the choice, the one placing black's stones.
    pub black: Seat,
}

impl Progress {
    /// The seat that plays `stone`.
    pub fn seat_of(&self, stone: Stone) -> Seat {
        match stone {
            Stone::Black => self.black,
            Stone::White => self.black.other(),
        }
    }

    /// The seat that places or plays `stone` now, with `to_move` the colour to move: while the
    /// opening's stones are placed, the placing seat places both colours; while a colour is
    /// chosen, the choosing seat may play the colour to move (taking it).
    pub fn player_of(&self, stone: Stone, to_move: Stone) -> Seat {
        match self.step {
            Step::Place { seat, .. } => seat,
            Step::Choose { seat, .. } if stone == to_move => seat,
            Step::Choose { .. } | Step::Play => self.seat_of(stone),
        }
    }

    /// The seat that acts now, with `to_move` the colour to move: the one placing or choosing,
    /// or the one playing that colour.
    pub fn acting(&self, to_move: Stone) -> Seat {
        match self.step {
            Step::Place { seat, .. } | Step::Choose { seat, .. } => seat,
            Step::Play => self.seat_of(to_move),
        }
    }

    /// Whether `choice` may be made now.
    pub fn allows(&self, choice: Choice) -> bool {
        match (self.step, choice) {
            (Step::Choose { .. }, Choice::Swap) => true,
            (Step::Choose { add, .. }, Choice::Add) => add,
            _ => false,
        }
    }
}

impl Opening {
    /// Whether the players choose their colours in this opening.
    pub fn is_swap(self) -> bool {
        matches!(self, Opening::Swap | Opening::Swap2)
    }

    /// The opening after `stones` moves and the `choices` made up to them (later ones are
    /// ignored, so a list that runs ahead of the board, as after an undo, reads right).
    pub fn progress(self, stones: usize, choices: &[Chosen]) -> Progress {
        let made = |at: usize| {
            choices
                .iter()
                .find(|&&(n, _)| n == at && n <= stones)
                .map(|&(_, c)| c)
        };
        let (step, black) = match self {
            Opening::Free | Opening::Center => (Step::Play, Seat::First),
            _ if stones < 3 => (place(Seat::First, stones, 3), Seat::First),
            Opening::Swap => match made(3) {
                Some(Choice::Swap) => (Step::Play, Seat::Second),
                _ if stones == 3 => (choose(Seat::Second, false), Seat::First),
                _ => (Step::Play, Seat::First),
            },
            Opening::Swap2 => match (made(3), made(5)) {
                (Some(Choice::Swap), _) => (Step::Play, Seat::Second),
                (Some(Choice::Add), _) if stones < 5 => {
                    (place(Seat::Second, stones - 3, 2), Seat::First)
                }
                (Some(Choice::Add), Some(Choice::Swap)) => (Step::Play, Seat::First),
                (Some(Choice::Add), _) if stones == 5 => (choose(Seat::First, false), Seat::First),
                // The first player took white with the sixth stone.
                (Some(Choice::Add), _) => (Step::Play, Seat::Second),
                (None, _) if stones == 3 => (choose(Seat::Second, true), Seat::First),
                // The second player took white with the fourth stone.
                (None, _) => (Step::Play, Seat::First),
            },
        };
        Progress { step, black }
    }

    /// The choices of `choices` that follow the rules of this opening, in order, up to the
    /// first that does not; `stones` is the number of moves they go with.
    pub fn valid_choices(self, stones: usize, choices: &[Chosen]) -> Vec<Chosen> {
        let mut valid: Vec<Chosen> = Vec::new();
        for &(n, choice) in choices {
            let later = valid.last().is_none_or(|&(m, _)| n > m);
            if n > stones || !later || !self.progress(n, &valid).allows(choice) {
                break;
            }
            valid.push((n, choice));
        }
        valid
    }
}

fn place(seat: Seat, placed: usize, of: usize) -> Step {
    Step::Place {
        seat,
        n: placed + 1,
        of,
    }
}

fn choose(seat: Seat, add: bool) -> Step {
    Step::Choose { seat, add }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_swap_the_first_player_is_black_from_the_start() {
        for opening in [Opening::Free, Opening::Center] {
            let p = opening.progress(0, &[]);
            assert_eq!(p.step, Step::Play);
            assert_eq!(p.acting(Stone::Black), Seat::First);
            assert_eq!(p.acting(Stone::White), Seat::Second);
        }
    }

    #[test]
    fn swap_the_second_player_takes_black_or_white() {
        let o = Opening::Swap;
        assert_eq!(o.progress(1, &[]).step, place(Seat::First, 1, 3));
        assert_eq!(o.progress(3, &[]).step, choose(Seat::Second, false));
        assert!(!o.progress(3, &[]).allows(Choice::Add));
        let swapped = o.progress(3, &[(3, Choice::Swap)]);
        assert_eq!((swapped.step, swapped.black), (Step::Play, Seat::Second));
        assert_eq!(swapped.acting(Stone::White), Seat::First);
        let white = o.progress(4, &[]);
        assert_eq!((white.step, white.black), (Step::Play, Seat::First));
    }

    #[test]
    fn the_seat_placing_the_opening_places_both_colours() {
        let o = Opening::Swap2;
        let placing = o.progress(1, &[]);
        assert_eq!(placing.player_of(Stone::White, Stone::White), Seat::First);
        assert_eq!(placing.player_of(Stone::Black, Stone::White), Seat::First);
        let adding = o.progress(4, &[(3, Choice::Add)]);
        assert_eq!(adding.player_of(Stone::Black, Stone::Black), Seat::Second);
        let choosing = o.progress(3, &[]);
        assert_eq!(choosing.player_of(Stone::White, Stone::White), Seat::Second);
        assert_eq!(choosing.player_of(Stone::Black, Stone::White), Seat::First);
        let swapped = o.progress(3, &[(3, Choice::Swap)]);
        assert_eq!(swapped.player_of(Stone::White, Stone::White), Seat::First);
    }

    #[test]
    fn swap2_two_more_stones_hand_the_choice_back() {
        let o = Opening::Swap2;
        let add = [(3, Choice::Add)];
        assert!(o.progress(3, &[]).allows(Choice::Add));
        assert_eq!(o.progress(3, &add).step, place(Seat::Second, 0, 2));
        assert_eq!(o.progress(4, &add).step, place(Seat::Second, 1, 2));
        assert_eq!(o.progress(5, &add).step, choose(Seat::First, false));
        let black = o.progress(5, &[(3, Choice::Add), (5, Choice::Swap)]);
        assert_eq!((black.step, black.black), (Step::Play, Seat::First));
        assert_eq!(black.acting(Stone::White), Seat::Second);
        let white = o.progress(6, &add);
        assert_eq!((white.step, white.black), (Step::Play, Seat::Second));
    }

    #[test]
    fn choices_ahead_of_the_board_do_not_count() {
        let o = Opening::Swap2;
        assert_eq!(
            o.progress(2, &[(3, Choice::Swap)]).step,
            place(Seat::First, 2, 3)
        );
    }

    #[test]
    fn only_the_choices_the_rules_allow_are_kept() {
        let o = Opening::Swap2;
        let all = [(3, Choice::Add), (5, Choice::Swap)];
        assert_eq!(o.valid_choices(6, &all), all.to_vec());
        assert_eq!(o.valid_choices(4, &all), vec![(3, Choice::Add)]);
        assert_eq!(o.valid_choices(6, &[(5, Choice::Swap)]), vec![]);
        assert_eq!(Opening::Swap.valid_choices(6, &all), vec![]);
        assert_eq!(Opening::Free.valid_choices(6, &[(3, Choice::Swap)]), vec![]);
    }
}
