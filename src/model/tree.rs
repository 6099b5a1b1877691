//! A game with its variations: a tree of moves from a starting position, each node holding the
//! move that led to it, the choices of a swap opening made after that move and a comment. The
//! main line is the first child at every node (as SGF has it); the other children are
//! variations. Every move is checked by the rules when it is added, in whichever line.
//!
//! Nodes live in one vector and are named by their index; a removed variation leaves its nodes
//! behind unreachable until `compacted` makes a fresh tree, so ids held by a caller stay valid
//! through a removal.

use super::game::{ChoiceError, Game, MoveError};
use super::{Choice, Point};

/// A node of one `GameTree`: the root or a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    /// The move that led here; `None` at the root, the starting position.
    point: Option<Point>,
    /// Choices of a swap opening made in the position after the move, in order.
    choices: Vec<Choice>,
    comment: Option<String>,
    parent: Option<NodeId>,
    /// The moves played from here, the main continuation first.
    children: Vec<NodeId>,
}

impl Node {
    fn new(point: Option<Point>, parent: Option<NodeId>) -> Node {
        Node {
            point,
            choices: Vec::new(),
            comment: None,
            parent,
            children: Vec::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameTree {
    /// The position before the first move (set-up stones, no history).
    start: Game,
    nodes: Vec<Node>,
}

const ROOT: NodeId = NodeId(0);

impl GameTree {
    /// A tree holding only `start`, the position before any move.
    pub fn new(start: Game) -> GameTree {
        GameTree {
            start,
            nodes: vec![Node::new(None, None)],
        }
    }

    /// A tree whose main line is `moves` from `start`, each followed by the choices made after
    /// it (`choices` by the number of moves before them); stops at the first move the rules
    /// refuse.
    pub fn from_line(start: Game, moves: &[Point], choices: &[(usize, Choice)]) -> GameTree {
        let mut tree = GameTree::new(start);
        let mut game = tree.start.clone();
        let mut at = ROOT;
        for n in 0..=moves.len() {
            for &(_, choice) in choices.iter().filter(|&&(c, _)| c == n) {
                if tree.choose(at, &mut game, choice).is_err() {
                    return tree;
                }
            }
            match moves.get(n).map(|&p| tree.play(at, &mut game, p)) {
                Some(Ok(child)) => at = child,
                _ => break,
            }
        }
        tree
    }

    pub fn root(&self) -> NodeId {
        ROOT
    }

    /// The position before the first move.
    pub fn start(&self) -> &Game {
        &self.start
    }

    fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0]
    }

    /// The move that led to `id`; `None` at the root.
    pub fn point(&self, id: NodeId) -> Option<Point> {
        self.node(id).point
    }

    /// The choices of a swap opening made after the move of `id`.
    pub fn choices(&self, id: NodeId) -> &[Choice] {
        &self.node(id).choices
    }

    pub fn comment(&self, id: NodeId) -> Option<&str> {
        self.node(id).comment.as_deref()
    }

    pub fn set_comment(&mut self, id: NodeId, comment: Option<String>) {
        self.nodes[id.0].comment = comment;
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).parent
    }

    /// The moves played from `id`, the main continuation first.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.node(id).children
    }

    /// The child of `id` reached by playing `p`.
    pub fn child(&self, id: NodeId, p: Point) -> Option<NodeId> {
        let children = self.children(id).iter();
        children.copied().find(|&c| self.point(c) == Some(p))
    }

    /// Whether `id` is the main continuation of its parent (the root counts as one).
    pub fn is_first(&self, id: NodeId) -> bool {
        self.parent(id)
            .is_none_or(|parent| self.children(parent).first() == Some(&id))
    }

    /// Whether any node has more than one continuation.
    pub fn has_variations(&self) -> bool {
        self.reachable()
            .iter()
            .any(|&id| self.children(id).len() > 1)
    }

    /// Every node reachable from the root, each before its children.
    fn reachable(&self) -> Vec<NodeId> {
        let mut order = Vec::new();
        let mut stack = vec![ROOT];
        while let Some(id) = stack.pop() {
            order.push(id);
            stack.extend(self.children(id).iter().rev());
        }
        order
    }

    /// The nodes from the root to `id`, both included.
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = vec![id];
        while let Some(parent) = self.parent(path[path.len() - 1]) {
            path.push(parent);
        }
        path.reverse();
        path
    }

    /// The main continuation after `id`: its first child, that one's first child, and so on.
    pub fn continuation(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = id;
        while let Some(&first) = self.children(at).first() {
            line.push(first);
            at = first;
        }
        line
    }

    /// The main line from the root, the root included.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = vec![ROOT];
        line.extend(self.continuation(ROOT));
        line
    }

    /// The moves of `line`, a path of nodes (the root has none).
    pub fn moves(&self, line: &[NodeId]) -> Vec<Point> {
        line.iter().filter_map(|&id| self.point(id)).collect()
    }

    /// The position at `id`, with the choices made by then, after them.
    pub fn game_at(&self, id: NodeId) -> Game {
        let mut game = self.start.clone();
        for node in self.path(id) {
            // Every move and choice was checked when it was added, so none fails here.
            if let Some(p) = self.point(node) {
                let _ = game.play(p);
            }
            for &choice in self.choices(node) {
                let _ = game.choose(choice);
            }
        }
        game
    }

    /// Plays `p` from `at`, whose position `game` must be: to the continuation already there
    /// with that move, or to a new one (the main one when `at` had none, else a variation).
    /// `game` follows to the new position.
    pub fn play(&mut self, at: NodeId, game: &mut Game, p: Point) -> Result<NodeId, MoveError> {
        game.play(p)?;
        if let Some(child) = self.child(at, p) {
            return Ok(child);
        }
        let child = NodeId(self.nodes.len());
        self.nodes.push(Node::new(Some(p), Some(at)));
        self.nodes[at.0].children.push(child);
        Ok(child)
    }

    /// Makes `choice` in the position of `at`, which `game` must be; `game` follows.
    pub fn choose(
        &mut self,
        at: NodeId,
        game: &mut Game,
        choice: Choice,
    ) -> Result<(), ChoiceError> {
        game.choose(choice)?;
        self.nodes[at.0].choices.push(choice);
        Ok(())
    }

    /// Takes `id` and everything after it out of the tree; the root stays. Returns its parent.
    pub fn remove(&mut self, id: NodeId) -> Option<NodeId> {
        let parent = self.parent(id)?;
        self.nodes[parent.0].children.retain(|&c| c != id);
        Some(parent)
    }

    /// Makes the line through `id` the main line: every node on its path becomes its parent's
    /// first child, the others keeping their order after it.
    pub fn promote(&mut self, id: NodeId) {
        for node in self.path(id) {
            if let Some(parent) = self.parent(node) {
                let children = &mut self.nodes[parent.0].children;
                children.retain(|&c| c != node);
                children.insert(0, node);
            }
        }
    }

    /// The same tree without the nodes of removed variations, numbered in the order SGF
    /// writes them (each node before its children, the main continuation first), so that two
    /// trees holding the same game compare equal however they were built.
    pub fn compacted(&self) -> GameTree {
        let order = self.reachable();
        let mut new_id = vec![None; self.nodes.len()];
        for (i, id) in order.iter().enumerate() {
            new_id[id.0] = Some(NodeId(i));
        }
        let renumber = |id: NodeId| new_id[id.0];
        let nodes = order
            .iter()
            .map(|&id| {
                let node = self.node(id);
                Node {
                    parent: node.parent.and_then(renumber),
                    children: node.children.iter().filter_map(|&c| renumber(c)).collect(),
                    ..node.clone()
                }
            })
            .collect();
        GameTree {
            start: self.start.clone(),
            nodes,
        }
    }
}

#[cfg(test)]
#[path = "tree_tests.rs"]
mod tests;
