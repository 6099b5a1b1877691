//! Variations in SGF, read as the file's tree of branches: the main line is the first branch at
//! every node, which the parent module reads as the record; the others become the record's
//! variations, each move checked by the rules.

use super::{Branch, Node, ParseError, Place, point};
use crate::model::{Game, GameTree, MoveError, NodeId, Stone};
use crate::record::Record;

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
