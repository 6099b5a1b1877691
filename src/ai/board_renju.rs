//! Renju's forbidden points on the search board: a mirror of the position in the rules' own
//! board, kept in step on make/unmake, judged only for black and only under Renju.

use super::{C_FIVE, Colour, SearchBoard};
use crate::model::{Stone, renju};

impl SearchBoard {
    /// Whether colour `c` may not play the empty cell `i` (Renju's black). A five is never
    /// forbidden, and the rules' own cheap filter turns most points away before the full check.
    pub fn forbidden(&self, i: usize, c: Colour) -> bool {
        match &self.renju {
            Some(board) if c == 0 && self.classes[i][0] != C_FIVE => {
                renju::forbidden_in(&mut board.borrow_mut(), self.point(i)).is_some()
            }
            _ => false,
        }
    }

    /// Whether `c` has a cell reaching `level` that it may play.
    pub fn can_reach(&self, c: Colour, level: u8) -> bool {
        if self.renju.is_none() || c == 1 {
            return self.count_at_least(c, level) > 0;
        }
        self.cells_at_least(c, level)
            .into_iter()
            .any(|i| !self.forbidden(i, c))
    }

    /// Whether `c`, to move, faces a five it may not block (Renju's black on a forbidden point).
    pub fn cannot_block(&self, c: Colour) -> bool {
        self.renju.is_some() && c == 0 && self.five_point(1).is_some_and(|q| self.forbidden(q, c))
    }

    pub(super) fn mirror(&mut self, i: usize, c: Option<Colour>) {
        let p = self.point(i);
        if let Some(board) = &mut self.renju {
            let stone = c.map(|c| if c == 0 { Stone::Black } else { Stone::White });
            board.get_mut().set(p, stone);
        }
    }
}
