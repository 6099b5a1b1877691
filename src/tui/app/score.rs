//! Finished games of this run, counted by colour.

use super::play::Ending;
use crate::model::Stone;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub black: u32,
    pub white: u32,
    pub draws: u32,
}

impl Score {
    fn slot(&mut self, ending: Ending) -> &mut u32 {
        match ending {
            Ending::Won(Stone::Black) => &mut self.black,
            Ending::Won(Stone::White) => &mut self.white,
            Ending::Draw => &mut self.draws,
        }
    }

    /// Moves a game's count from what it was counted as to what it is now (an undo past the end
    /// takes a result back; replaying the winning move counts it again).
    pub fn recount(&mut self, before: Option<Ending>, after: Option<Ending>) {
        if before == after {
            return;
        }
        if let Some(old) = before {
            *self.slot(old) -= 1;
        }
        if let Some(new) = after {
            *self.slot(new) += 1;
        }
    }
}
