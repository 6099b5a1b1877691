//! Walking a game tree: a current line (from the root to the end of one line of play) and a
//! position on it. Stepping follows the line; playing a move other than the line's next one
//! makes or enters a variation and follows it; a variation can be switched, left for the line
//! it branched from, removed or made the main line. The position shown is kept up to date move
//! by move, so stepping costs one move.

use super::game::{Game, MoveError};
use super::tree::{GameTree, NodeId};
use super::{Choice, Point};

/// What playing a move in a walk did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    /// The move was the line's next one: one step on.
    Followed,
    /// The move was a continuation already in the tree, now the line.
    Entered,
    /// A new continuation beside the line's next move: a variation.
    Added,
    /// A new move after the line's last one: the line goes on.
    Extended,
}

#[derive(Clone, Debug)]
pub struct Walk {
    tree: GameTree,
    /// From the root to the end of the line followed.
    line: Vec<NodeId>,
    /// The node shown: `line[index]`; also the number of moves played to reach it.
    index: usize,
    /// The position at `line[index]`.
    game: Game,
}

impl Walk {
    /// Walks `tree` along its main line, at the start.
    pub fn new(tree: GameTree) -> Walk {
        Walk {
            line: tree.main_line(),
            game: tree.game_at(tree.root()),
            index: 0,
            tree,
        }
    }

    pub fn tree(&self) -> &GameTree {
        &self.tree
    }

    /// The comment of the node shown can change; nothing else of the tree.
    pub fn set_comment(&mut self, comment: Option<String>) {
        self.tree.set_comment(self.node(), comment);
    }

    /// The line followed, from the root.
    pub fn line(&self) -> &[NodeId] {
        &self.line
    }

    /// The moves of the line followed, the ones after the position shown included.
    pub fn moves(&self) -> Vec<Point> {
        self.tree.moves(&self.line)
    }

    /// The number of moves played to reach the position shown.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The number of moves of the line followed.
    pub fn len(&self) -> usize {
        self.line.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The node shown.
    pub fn node(&self) -> NodeId {
        self.line[self.index]
    }

    /// The position shown.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The number of continuations there are in place of the line's `n`th move (1 when the line
    /// has no alternative there).
    pub fn branches_at(&self, n: usize) -> usize {
        let parent = n.checked_sub(1).and_then(|i| self.line.get(i));
        parent.map_or(0, |&parent| self.tree.children(parent).len())
    }

    /// Whether the line's `n`th move is off the main line (itself or a move before it).
    pub fn off_main_line(&self, n: usize) -> bool {
        self.line
            .iter()
            .take(n + 1)
            .any(|&id| !self.tree.is_first(id))
    }

    /// The number of the move where the line followed leaves the main line, when the position
    /// shown is past it (in a variation).
    pub fn variation_from(&self) -> Option<usize> {
        (1..=self.index).find(|&k| !self.tree.is_first(self.line[k]))
    }

    /// One move on along the line; false at its end.
    pub fn forward(&mut self) -> bool {
        let Some(&next) = self.line.get(self.index + 1) else {
            return false;
        };
        self.index += 1;
        let stepped = self
            .tree
            .point(next)
            .is_some_and(|p| self.game.play(p).is_ok())
            && self
                .tree
                .choices(next)
                .iter()
                .all(|&c| self.game.choose(c).is_ok());
        // The tree checked every move when it was added; if the position went astray anyway,
        // it is rebuilt.
        if !stepped {
            self.game = self.tree.game_at(next);
        }
        true
    }

    /// One move back; false at the start.
    pub fn back(&mut self) -> bool {
        if self.index == 0 {
            return false;
        }
        self.index -= 1;
        // The choices made after the move go back with it.
        while self.game.history().len() > self.index && self.game.undo().is_some() {}
        true
    }

    /// Shows the position after `index` moves of the line (clamped to it).
    pub fn go_to(&mut self, index: usize) {
        let index = index.min(self.len());
        if index.abs_diff(self.index) > 1 {
            self.index = index;
            self.game = self.tree.game_at(self.node());
        }
        while self.index < index && self.forward() {}
        while self.index > index && self.back() {}
    }

    /// Plays `p` in the position shown: the line's next move steps on; another move goes into
    /// the continuation the tree has for it or adds one, and the line follows it from there on.
    pub fn play(&mut self, p: Point) -> Result<Played, MoveError> {
        let next = self.line.get(self.index + 1).copied();
        if next.is_some_and(|n| self.tree.point(n) == Some(p)) {
            self.forward();
            return Ok(Played::Followed);
        }
        let at = self.node();
        let known = self.tree.child(at, p).is_some();
        let mut game = self.game.clone();
        let child = self.tree.play(at, &mut game, p)?;
        self.follow(child);
        self.game = game;
        Ok(match (known, next) {
            (true, _) => Played::Entered,
            (false, Some(_)) => Played::Added,
            (false, None) => Played::Extended,
        })
    }

    /// Plays `moves` one after the other from the position shown (a line the computer found),
    /// up to the first the rules refuse; returns how many were played.
    pub fn play_line(&mut self, moves: &[Point]) -> usize {
        moves.iter().take_while(|&&p| self.play(p).is_ok()).count()
    }

    /// Makes `choice` of the swap opening in the position shown.
    pub fn choose(&mut self, choice: Choice) -> Result<(), super::ChoiceError> {
        let at = self.node();
        self.tree.choose(at, &mut self.game, choice)
    }

    /// Shows `child` of the node shown, and makes the line go on through it.
    fn follow(&mut self, child: NodeId) {
        self.line.truncate(self.index + 1);
        self.line.push(child);
        self.line.extend(self.tree.continuation(child));
        self.index += 1;
    }

    /// Goes into the next variation: of the line's next move when it has alternatives (one step
    /// on), else of the move shown (in its place); the alternatives come round in turn, the
    /// main continuation among them. False when neither has an alternative.
    pub fn next_variation(&mut self) -> bool {
        let ahead = self.index + 1 < self.line.len() && self.branches_at(self.index + 1) > 1;
        let here = self.index > 0 && self.branches_at(self.index) > 1;
        if !ahead && !here {
            return false;
        }
        if here && !ahead {
            self.back();
        }
        let at = self.node();
        let siblings = self.tree.children(at);
        let now = self.line[self.index + 1];
        let i = siblings.iter().position(|&c| c == now).unwrap_or(0);
        let next = siblings[(i + 1) % siblings.len()];
        if let Some(p) = self.tree.point(next) {
            let _ = self.game.play(p);
            for &choice in self.tree.choices(next) {
                let _ = self.game.choose(choice);
            }
        }
        self.follow(next);
        true
    }

    /// Where the variation nearest the position shown starts: the index in the line of its
    /// first move. The line up to the position shown is searched from there back, then the line
    /// ahead; `None` when the whole line is the main line.
    fn variation_start(&self) -> Option<usize> {
        let off = |&k: &usize| !self.tree.is_first(self.line[k]);
        let behind = (1..=self.index).rev().find(off);
        behind.or_else(|| (self.index + 1..self.line.len()).find(off))
    }

    /// Back to the line the nearest variation branched from, at the position where it did;
    /// false on the main line.
    pub fn leave_variation(&mut self) -> bool {
        let Some(start) = self.variation_start() else {
            return false;
        };
        self.rejoin(start - 1);
        true
    }

    /// Removes the nearest variation, and goes back where it branched from; false on the main
    /// line, which stays.
    pub fn remove_variation(&mut self) -> bool {
        let Some(start) = self.variation_start() else {
            return false;
        };
        self.tree.remove(self.line[start]);
        self.rejoin(start - 1);
        true
    }

    /// Shows the line's node at `branch` (at or before the position shown, or ahead of it) and
    /// makes the line go on along the main continuation from it.
    fn rejoin(&mut self, branch: usize) {
        self.line.truncate(branch + 1);
        let rest = self.tree.continuation(self.line[branch]);
        self.line.extend(rest);
        if branch < self.index {
            self.go_to(branch);
        }
    }

    /// Makes the line followed the main line of the tree.
    pub fn promote(&mut self) {
        if let Some(&end) = self.line.last() {
            self.tree.promote(end);
        }
    }
}

#[cfg(test)]
#[path = "walk_tests.rs"]
mod tests;
