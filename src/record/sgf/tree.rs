//! Variations in SGF: read as the file's tree of branches (the main line is the first branch at
//! every node, which the parent module reads as the record), written back as nested `(...)`;
//! and a game annotated by the computer's review, each move with the evaluation and the best
//! move as comments and the best line as a variation.

use std::collections::HashMap;

use super::write::{escape, letter, letters, write};
use super::{Branch, Node, ParseError, Place, point};
use crate::model::{Game, GameTree, MoveError, NodeId, Point, Stone};
use crate::record::Record;
use crate::tr;

/// `record`, read from the main line of `game`, with the variations `game` has beside it. Every
/// move of a variation is checked by the rules, as the main line's are.
pub(super) fn with_variations(mut record: Record, game: &Branch) -> Result<Record, ParseError> {
    if !branches(game) {
        return Ok(record);
    }
    let mut tree = record.tree();
    let at = tree.root();
    let start = tree.game_at(at);
    graft(&mut tree, game, (at, start), true)?;
    record.variations = Some(tree.compacted());
    Ok(record)
}

/// Whether the file has more than one line anywhere.
fn branches(branch: &Branch) -> bool {
    branch.variations.len() > 1 || branch.variations.iter().any(branches)
}

/// Adds the moves of `branch` and its variations to `tree` from `at`, the node its first node
/// follows (with the position there). The main line is in the tree already, and its set-up
/// stones in the position; elsewhere set-up stones are refused, as after any move.
fn graft(
    tree: &mut GameTree,
    branch: &Branch,
    (mut at, mut game): (NodeId, Game),
    main: bool,
) -> Result<(), ParseError> {
    for node in &branch.nodes {
        at = moves(tree, node, (at, &mut game), main)?;
        let comment = node.iter().find(|p| p.ident == "C");
        if let Some(text) = comment
            .map(|p| p.values[0].trim())
            .filter(|t| !t.is_empty())
        {
            if !main && tree.comment(at).is_none() {
                tree.set_comment(at, Some(text.to_string()));
            }
        }
    }
    for (i, variation) in branch.variations.iter().enumerate() {
        graft(tree, variation, (at, game.clone()), main && i == 0)?;
    }
    Ok(())
}

/// Plays the moves of one node of the file from `at`; returns the node reached.
fn moves(
    tree: &mut GameTree,
    node: &Node,
    (mut at, game): (NodeId, &mut Game),
    main: bool,
) -> Result<NodeId, ParseError> {
    for prop in node {
        let stone = match prop.ident.as_str() {
            "B" => Stone::Black,
            "W" => Stone::White,
            "AB" | "AW" if !main => {
                let (line, ident) = (prop.line, prop.ident.clone());
                return Err(ParseError::SetupAfterMoves { line, ident });
            }
            "AE" if !main => return Err(ParseError::RemovesStones { line: prop.line }),
            _ => continue,
        };
        for v in &prop.values {
            let place = Place {
                text: format!("{}[{v}]", prop.ident),
                line: prop.line,
            };
            let n = game.history().len() + 1;
            let Some(p) = point(v) else {
                return Err(match v.trim().is_empty() {
                    true => ParseError::Pass { n, place },
                    false => ParseError::NotAPoint { place },
                });
            };
            if stone != game.to_move() && !game.is_over() {
                return Err(ParseError::NotTheirTurn { n, place, stone });
            }
            let rules = *game.rules();
            let (rows, cols) = (rules.rows(), rules.cols());
            let winner = game.outcome().winner();
            at = tree.play(at, game, p).map_err(|reason| match reason {
                MoveError::OffBoard(_) => ParseError::OffBoard {
                    n,
                    place,
                    rows,
                    cols,
                },
                MoveError::Occupied(point) => ParseError::Taken {
                    n,
                    place,
                    point,
                    rows,
                },
                MoveError::GameOver => ParseError::AfterEnd { n, place, winner },
                reason => ParseError::Refused {
                    n,
                    place,
                    reason,
                    rows,
                },
            })?;
        }
    }
    Ok(at)
}

/// Writes the moves of `record`'s tree after the root node: one node per move, ten to a line,
/// and a `(...)` for each continuation where there are several, the main one first. The main
/// line's comments are the record's (which may have been added to since the tree was made), the
/// variations' their nodes'.
pub(super) fn write_moves(out: &mut String, record: &Record, tree: &GameTree) {
    let main: HashMap<NodeId, usize> = tree.main_line().into_iter().zip(0..).collect();
    // The main line's comments and clock are the record's (a review may have added to them).
    let comment = |id: NodeId| match main.get(&id) {
        Some(n) => record.meta.comments.get(n).map(String::as_str),
        None => tree.comment(id),
    };
    let times = |id: NodeId, stone: Stone| match main.get(&id) {
        Some(&n) => super::write::time_left(&record.meta, n, stone),
        None => String::new(),
    };
    let comment = Props {
        comment: &comment,
        times: &times,
    };
    let mut written = 0;
    sequence(out, tree, tree.root(), &comment, &mut written);
}

/// What a node writes after its move: its clock and its comment.
struct Props<'a> {
    comment: &'a dyn Fn(NodeId) -> Option<&'a str>,
    times: &'a dyn Fn(NodeId, Stone) -> String,
}

fn sequence(
    out: &mut String,
    tree: &GameTree,
    mut at: NodeId,
    comment: &Props<'_>,
    written: &mut usize,
) {
    loop {
        match tree.children(at) {
            [] => return,
            &[only] => {
                node(out, tree, only, comment, written);
                at = only;
            }
            several => {
                for &child in several {
                    out.push_str("\n(");
                    *written = 0;
                    node(out, tree, child, comment, written);
                    sequence(out, tree, child, comment, written);
                    out.push(')');
                }
                return;
            }
        }
    }
}

fn node(out: &mut String, tree: &GameTree, id: NodeId, comment: &Props<'_>, written: &mut usize) {
    let Some(p) = tree.point(id) else { return };
    if *written > 0 && *written % 10 == 0 {
        out.push('\n');
    }
    *written += 1;
    // The side that played it: the one to move before it.
    let stone = tree
        .parent(id)
        .map_or(Stone::Black, |parent| side_to_move(tree, parent));
    out.push_str(&format!(";{}[{}]", letter(stone), letters(p)));
    out.push_str(&(comment.times)(id, stone));
    if let Some(text) = (comment.comment)(id) {
        out.push_str(&format!("C[{}]", escape(text)));
    }
}

/// The side to move at `id`: the start's, then turn about with each move.
fn side_to_move(tree: &GameTree, id: NodeId) -> Stone {
    let moves = tree.path(id).len() - 1;
    let first = tree.start().to_move();
    match moves % 2 {
        0 => first,
        _ => first.opponent(),
    }
}

/// What the computer's review says of one move of the main line, for an annotated game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation {
    /// The move it is about, counted from 1.
    pub number: usize,
    /// The evaluation after the move, in the words the review shows.
    pub evaluation: String,
    /// The best move in the position before it and the line that follows (empty when the
    /// review has none); said and played as a variation when it is not the move played.
    pub best: Vec<Point>,
}

/// The game as SGF with each annotated move's evaluation, and "best was H9" with its line when
/// another move was better, as its comment (after any comment it had), and each such line as a
/// variation from the position before the move (as far as the rules let it be played).
pub fn write_annotated(record: &Record, notes: &[Annotation]) -> String {
    let mut tree = record.tree();
    let line = tree.main_line();
    let rows = record.rules().rows();
    for note in notes {
        let before = note.number.checked_sub(1).and_then(|i| line.get(i));
        let (Some(&before), Some(&node)) = (before, line.get(note.number)) else {
            continue;
        };
        let mut text: Vec<String> = tree.comment(node).map(str::to_string).into_iter().collect();
        text.push(note.evaluation.clone());
        let better = note.best.first().filter(|&&b| tree.point(node) != Some(b));
        if let Some(best) = better {
            let moves: Vec<String> = note.best.iter().map(|p| p.notation(rows)).collect();
            let said = tr!(
                "sgf-best-was",
                point = best.notation(rows),
                line = moves.join(" ")
            );
            text.push(said);
            let (mut at, mut game) = (before, tree.game_at(before));
            for &p in &note.best {
                match tree.play(at, &mut game, p) {
                    Ok(next) => at = next,
                    Err(_) => break,
                }
            }
        }
        tree.set_comment(node, Some(text.join("\n")));
    }
    write(&Record::from_tree(&tree, record.meta.clone()))
}
