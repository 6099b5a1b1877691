//! Games that end off the board: a flag that fell, a resignation, a win claimed after the
//! opponent left, a draw agreed. Each has its SGF result (`B+T`, `W+R`, `B+F`, `0`).

use super::board::Stone;
use crate::tr;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// `loser`'s time ran out.
    Time { loser: Stone },
    /// `loser` resigned.
    Resign { loser: Stone },
    /// `loser` left the game and the other side claimed it.
    Forfeit { loser: Stone },
    /// Both sides agreed to a draw.
    Agreement,
}

impl Ending {
    pub fn winner(self) -> Option<Stone> {
        match self {
            Ending::Time { loser } | Ending::Resign { loser } | Ending::Forfeit { loser } => {
                Some(loser.opponent())
            }
            Ending::Agreement => None,
        }
    }

    /// SGF's `RE`.
    pub fn sgf(self) -> String {
        let side = |stone: Stone| match stone {
            Stone::Black => "B",
            Stone::White => "W",
        };
        match self {
            Ending::Time { loser } => format!("{}+T", side(loser.opponent())),
            Ending::Resign { loser } => format!("{}+R", side(loser.opponent())),
            Ending::Forfeit { loser } => format!("{}+F", side(loser.opponent())),
            Ending::Agreement => "0".to_string(),
        }
    }

    /// The ending an SGF `RE` names, when it is one of these (`B+` alone is a line on the
    /// board, not an ending off it).
    pub fn from_sgf(result: &str) -> Option<Ending> {
        let result = result.trim().to_ascii_uppercase();
        let (winner, how) = match result.split_once('+') {
            Some(("B", how)) => (Stone::Black, how),
            Some(("W", how)) => (Stone::White, how),
            _ => return matches!(result.as_str(), "DRAW" | "0").then_some(Ending::Agreement),
        };
        let loser = winner.opponent();
        match how {
            "T" | "TIME" => Some(Ending::Time { loser }),
            "R" | "RESIGN" => Some(Ending::Resign { loser }),
            "F" | "FORFEIT" => Some(Ending::Forfeit { loser }),
            _ => None,
        }
    }

    /// Why the game ended, for the status line.
    pub fn reason(self) -> String {
        match self {
            Ending::Time { loser } => tr!("end-reason-time", loser = loser.key()),
            Ending::Resign { loser } => tr!("end-reason-resign", loser = loser.key()),
            Ending::Forfeit { loser } => tr!("end-reason-forfeit", loser = loser.key()),
            Ending::Agreement => tr!("end-reason-agreement"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ending_reads_back_from_its_sgf_result() {
        for stone in [Stone::Black, Stone::White] {
            for ending in [
                Ending::Time { loser: stone },
                Ending::Resign { loser: stone },
                Ending::Forfeit { loser: stone },
                Ending::Agreement,
            ] {
                assert_eq!(Ending::from_sgf(&ending.sgf()), Some(ending));
            }
        }
        assert_eq!(
            Ending::Time {
                loser: Stone::White
            }
            .sgf(),
            "B+T"
        );
        assert_eq!(
            Ending::Resign {
                loser: Stone::Black
            }
            .sgf(),
            "W+R"
        );
        assert_eq!(Ending::from_sgf("B+"), None, "a line on the board");
    }
}
